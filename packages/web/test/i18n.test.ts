import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FINDING_TYPES, makeCard, parseCall, unwrap } from '@stikk/core';
import { BiddingBox } from '../src/components/BiddingBox.js';
import { Hand } from '../src/components/Hand.js';
import { callLabel, cardLabel, strainName } from '../src/i18n/cards.js';
import { createI18n, formatPercent, LANGUAGES, MESSAGES, pickLanguage } from '../src/i18n/all.js';
import { allowedCalls } from '../src/model.js';
import { describeEvent } from '../src/ruling-text.js';

const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('i18n', () => {
  it('every language has every key, non-empty, with the same interpolation variables', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const l of LANGUAGES) {
      const m = MESSAGES[l] as Record<string, string>;
      expect(Object.keys(m).sort(), l).toEqual(keys);
      for (const k of keys) {
        expect(m[k].trim().length, `${l} ${k}`).toBeGreaterThan(0);
        expect(vars(m[k]), `${l} ${k}`).toEqual(vars((MESSAGES.en as Record<string, string>)[k]));
      }
    }
  });
  it('every director finding a table log may carry has a label, and a seat finding shows the seat by name', () => {
    for (const k of Object.keys(FINDING_TYPES)) expect(MESSAGES.en, k).toHaveProperty(`finding.${k}`);
    const t = createI18n('sv').t;
    const text = describeEvent({ director: { uiFrom: 'N', uiUsed: true, couldSeeDummy: false } }, 'sv', t);
    expect(text).toContain('Den otillåtna informationen kom från: Nord');
    expect(text).not.toMatch(/uiFrom|finding\.|okänt/i);
  });
  it('a correction of an explanation (Laws 20F4, 20F5) names the call in every language, with no raw key', () => {
    const events = [
      { seat: 'N', call: '1NT' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: '2D' },
    ];
    const want = { en: '2♦', nb: '2♦', sv: '2♦', da: '2♦', fi: '2♦' } as const;
    for (const l of LANGUAGES) {
      const t = createI18n(l).t;
      const text = describeEvent({ seat: 'N', correct: 2 }, l, t, { events });
      expect(text, l).toContain(want[l]);
      expect(text, l).not.toMatch(/ruling\.|correct(Call)?Event|kind\.other/);
      expect(text, l).not.toBe(describeEvent({ seat: 'N', foo: 1 }, l, t));
    }
    expect(describeEvent({ seat: 'N', correct: 2 }, 'sv', createI18n('sv').t, { events })).toContain(
      'rättar förklaringen av',
    );
  });
  it('never uses i18next option names as variables', () => {
    for (const v of Object.values(MESSAGES.en))
      for (const x of vars(v)) expect(['ns', 'lng', 'context', 'defaultValue']).not.toContain(x);
  });
  it('plurals per language', () => {
    expect(createI18n('sv').t('common.boards', { count: 1 })).toBe('1 bricka');
    expect(createI18n('sv').t('common.boards', { count: 3 })).toBe('3 brickor');
    expect(createI18n('fi').t('common.tables', { count: 2 })).toBe('2 pöytää');
    expect(createI18n('da').t('common.tables', { count: 2 })).toBe('2 borde');
  });
  it('ranks, strains and numbers per language', () => {
    const ace = makeCard('S', 'A'),
      jack = makeCard('H', 'J');
    expect(cardLabel('sv', ace)).toBe('♠E');
    expect(cardLabel('sv', jack)).toBe('♥Kn');
    expect(cardLabel('da', jack)).toBe('♥B');
    expect(cardLabel('en', ace)).toBe('♠A');
    expect(strainName('nb', 'NT')).toBe('grand');
    expect(strainName('da', 'NT')).toBe('uden trumf');
    expect(callLabel('fi', unwrap(parseCall('3NT')))).toBe('3SA');
    expect(formatPercent('nb', 52.5).replace(/\s/g, ' ')).toMatch(/52,50\s?%/);
    expect(pickLanguage(['no-NO', 'en'])).toBe('nb');
    expect(pickLanguage(['de'])).toBe('en');
  });
});

describe('components render from the core', () => {
  it('the bidding box enables exactly the legal calls', () => {
    const allowed = allowedCalls('N', [{ seat: 'N', call: '1H' }], 'E');
    expect(allowed.has('1H')).toBe(false);
    expect(allowed.has('1S')).toBe(true);
    expect(allowed.has('X')).toBe(true);
    expect(allowed.has('XX')).toBe(false);
    expect(allowedCalls('N', [{ seat: 'N', call: '1H' }], 'S').size).toBe(0); // not South's turn
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n: createI18n('en') },
        createElement(BiddingBox, { allowed, onCall: () => undefined }),
      ),
    );
    expect(html).toMatch(/data-call="1H"[^>]*disabled/);
    expect(html).not.toMatch(/data-call="1S"[^>]*disabled/);
  });
  it('a hand enables only the playable cards', () => {
    const cards = [makeCard('S', 'A'), makeCard('H', '2')];
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n: createI18n('sv') },
        createElement(Hand, { cards, playable: new Set([cards[1]]), onPlay: () => undefined, label: 'x' }),
      ),
    );
    expect(html).toMatch(/data-card="SA"[^>]*disabled/);
    expect(html).not.toMatch(/data-card="H2"[^>]*disabled/);
    expect(html).toContain('>E<');
  });
});

describe('server error codes in the user language', () => {
  it('known codes are translated, unknown ones keep the server message', async () => {
    const { errorText } = await import('../src/ui.js');
    const fi = createI18n('fi');
    const t = (k: string) => String(fi.t(k));
    expect(errorText(t as never, 'not-your-turn', 'x')).toBe('Ei ole sinun vuorosi.');
    expect(errorText(t as never, 'some-new-code', 'as the server said')).toBe('as the server said');
  });
  it("the events routes' refusals a director meets are worded in every language (not-a-pairs-event had none)", async () => {
    const { errorText } = await import('../src/ui.js');
    for (const code of ['not-a-pairs-event', 'player-in-two-entrants', 'too-many-member-numbers', 'deal-in-play'])
      for (const l of LANGUAGES) {
        const i = createI18n(l);
        const text = errorText(((k: string) => String(i.t(k))) as never, code, 'the server’s English');
        expect(text, `${l} ${code}`).not.toBe('the server’s English');
        expect(text, `${l} ${code}`).not.toContain('err.code');
      }
  });
});

/** Every code the table engine, the digital director or an online room refuses an act with (`refuse('code', …)`). */
function refusalCodes(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts'))
        for (const m of readFileSync(p, 'utf8').matchAll(/\brefuse\w*\(\s*'([a-z0-9-]+)'/g)) out.set(m[1], p);
    }
  };
  for (const d of ['core/src', 'laws/src', 'server/src/online'])
    walk(fileURLToPath(new URL(`../../${d}`, import.meta.url)));
  return out;
}

describe('refusals at the online table in the player’s language', () => {
  it('every code the engine, the director or the room refuses an act with is worded in all five languages', () => {
    const codes = refusalCodes();
    expect(codes.size).toBeGreaterThan(30);
    expect(codes.has('illegal-play')).toBe(true);
    for (const lang of LANGUAGES) {
      const m = MESSAGES[lang] as Record<string, string>;
      const missing = [...codes]
        .filter(([c]) => !m[`err.code.${c}`])
        .map(([c, f]) => `${c} (${f.split('packages/')[1]})`);
      expect(missing, lang).toEqual([]);
    }
  });
});

describe('traveller matchpoint headings', () => {
  it('say matchpoints in words a Nordic club reads as such (not "MP": master points in nb and da)', () => {
    for (const lang of LANGUAGES) {
      const m = MESSAGES[lang] as Record<string, string>;
      const heads = ['results.mpNS', 'results.mpEW', 'results.mpNSShort', 'results.mpEWShort'].map((k) => m[k]);
      expect(
        heads.every((h) => typeof h === 'string' && h.length > 0),
        lang,
      ).toBe(true);
      // Not the bridge score's own heading, and short enough for a 360 px traveller column.
      expect(heads).not.toContain(m['results.scoreNsShort']);
      expect(Math.max(m['results.mpNSShort'].length, m['results.mpEWShort'].length), lang).toBeLessThanOrEqual(5);
      if (lang !== 'en') expect(heads.join(' '), lang).not.toMatch(/\bMP\b/);
    }
  });
});
