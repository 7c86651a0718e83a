/**
 * The ruling assistant's words: every screen message, option and kind of irregularity the
 * engine can produce (the registries in @stikk/laws) has a text in all five languages with
 * exactly the engine's parameters, and renders with the language's letters, never codes.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_PARAMS, OPTION_ARGS, PENDING_KINDS } from '@stikk/laws';
import { createI18n, LANGUAGES, MESSAGES, type Lang } from '../src/i18n/all.js';
import { messageText, optionText } from '../src/i18n/messages.js';
import { assess, correctableCall, scenarioDeal } from '../src/ruling.js';
import { effectText } from '../src/ruling-text.js';

const vars = (s: string) => [...new Set([...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]))].sort();
const text = (l: Lang, k: string) => (MESSAGES[l] as Record<string, string>)[k];
const tOf = (l: Lang) => {
  const i = createI18n(l);
  return (k: string, o?: Record<string, unknown>) => String(i.t(k, o as never));
};

describe('engine messages in five languages', () => {
  for (const l of LANGUAGES) {
    it(`${l}: every message code has a text with exactly its parameters`, () => {
      for (const [code, params] of Object.entries(MESSAGE_PARAMS)) {
        const s = text(l, `msg.${code}`);
        expect(s, `${l} msg.${code}`).toBeTruthy();
        expect(vars(s), `${l} msg.${code}`).toEqual([...params].sort());
      }
    });
    it(`${l}: every option and every kind of irregularity has a text`, () => {
      for (const [head, arg] of Object.entries(OPTION_ARGS)) {
        const s = text(l, `option.${head}`);
        expect(s, `${l} option.${head}`).toBeTruthy();
        expect(vars(s), `${l} option.${head}`).toEqual(arg ? [arg] : []);
      }
      for (const k of PENDING_KINDS) expect(text(l, `ruling.kind.${k}`), `${l} ruling.kind.${k}`).toBeTruthy();
    });
  }

  it('seats, cards, calls and suits come out in the language’s letters', () => {
    const m = { code: 'lead-out-of-turn.declarer-chooses', params: { offender: 'W', card: 'SK', chooser: 'S' } };
    expect(messageText('sv', tOf('sv'), m)).toBe(
      'Väst spelade ut ♠K utom tur: spelföraren (Syd) godtar utspelet eller inte.',
    );
    expect(
      messageText('fi', tOf('fi'), { code: 'irregularity.insufficient-bid', params: { seat: 'E', call: '1NT' } }),
    ).toBe('Itä maalasi 1SA, joka ei ole edellistä maalausta korkeampi.');
    expect(
      messageText('da', tOf('da'), {
        code: 'penalty-card-not-played.pending',
        params: { seat: 'E', played: 'H2', cards: 'SJ DQ' },
      }),
    ).toContain('♥2 i stedet for strafkortet ♠B, ♦D');
    expect(optionText('nb', tOf('nb'), '27B1(a):2D')).toBe('Det laveste tilstrekkelige budet i samme benevnelse: 2♦');
    expect(optionText('sv', tOf('sv'), 'require-suit:H')).toBe('Kräv utspel i hjärter');
    expect(optionText('fi', tOf('fi'), 'lead-from:N')).toBe('Pelinviejä lähtee kädestä Pohjoinen');
    expect(optionText('da', tOf('da'), 'SQ')).toBe('♠D');
    expect(optionText('en', tOf('en'), 'no-such-option')).toBe('Another choice');
  });

  it('a real pending insufficient bid renders without English or codes in Swedish', () => {
    const r = assess({
      board: 1,
      deal: scenarioDeal(1),
      events: [
        { seat: 'N', call: '1H' },
        { seat: 'E', call: '1D' },
      ],
    });
    expect(r.ok).toBe(true);
    const p = r.ok ? r.value.pending : null;
    expect(p?.message).toBeDefined();
    const s = messageText('sv', tOf('sv'), p!.message!)!;
    expect(s).toBe(
      'Syd, till vänster om den felande, får godta det otillräckliga kontraktsbudet 1♦ från Öst genom att bjuda över det. Godtas det inte måste Öst ersätta det.',
    );
    for (const o of p!.options) expect(optionText('sv', tOf('sv'), o)).not.toMatch(/^[a-z-]+$|\d[A-Z]/);
  });
});

describe('the ruling assistant: correcting an explanation (Laws 20F4, 20F5)', () => {
  const events = [
    { seat: 'N', call: '1NT' },
    { seat: 'E', call: '2C', alert: true },
    { seat: 'S', call: '2D', alert: true, explanation: 'natural' },
    { seat: 'W', call: 'P' },
    { seat: 'N', call: '2H' },
  ];
  const statuses = events.map(() => ({ status: 'stands' }));
  it('names the last alerted or explained call of the corrector’s side, else its last bid', () => {
    expect(correctableCall(events, statuses, 'N')).toBe(2);
    expect(correctableCall(events, statuses, 'S')).toBe(2);
    expect(correctableCall(events, statuses, 'W')).toBe(1);
    expect(correctableCall(events.slice(0, 2), statuses, 'S')).toBe(0);
    expect(correctableCall([{ seat: 'N', call: 'P' }], statuses, 'E')).toBeNull();
  });
  it('the engine rules on the correction it adds: the bidder correcting partner during the auction (20F5(a))', () => {
    const r = assess({ board: 1, deal: scenarioDeal(1), events: [...events, { seat: 'S', correct: 2 }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.rulings.map((x) => x.law)).toEqual(['20F5(a)']);
  });
});

describe('Law 57A in five languages: partner’s play, not a lead', () => {
  it('the options read as partner’s play to the trick, and the effects say what he must play', () => {
    for (const l of LANGUAGES) {
      const t = tOf(l);
      const plain = optionText(l, t, 'require-suit:H');
      const own = optionText(l, t, 'require-suit:H', '57A');
      expect(own, l).not.toBe(plain);
      expect(optionText(l, t, 'forbid-suit:C', '57A'), l).not.toBe(optionText(l, t, 'forbid-suit:C'));
      const seat = (s: string | undefined) => s ?? '';
      const generic = effectText({ kind: 'play-restriction', seat: 'E' }, seat, t, l);
      const highest = effectText({ kind: 'play-restriction', seat: 'E', mode: 'highest' }, seat, t, l);
      const forbid = effectText({ kind: 'play-restriction', seat: 'E', mode: 'forbid', suit: 'H' }, seat, t, l);
      expect(new Set([generic, highest, forbid]).size, l).toBe(3);
      expect(forbid, l).toContain(['hearts', 'hjerter', 'hjärter', 'hjerter', 'hertta'][LANGUAGES.indexOf(l)]);
      expect(effectText({ kind: 'penalty-card', seat: 'W', card: 'S2', major: true }, seat, t, l), l).not.toBe(
        effectText({ kind: 'penalty-card', seat: 'W', card: 'S2', major: false }, seat, t, l),
      );
      for (const x of [own, highest, forbid]) expect(x, l).not.toMatch(/effect\.|option\.|{{/);
    }
  });
});
