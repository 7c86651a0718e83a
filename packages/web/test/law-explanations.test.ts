/**
 * Our own law explanations, checked against what the laws say (../shared/laws/): facts that a
 * past version of the texts got wrong in every language.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, type Lang } from '../src/i18n/all.js';

const msg = (l: Lang, k: string): string => (MESSAGES[l] as Record<string, string>)[k] ?? '';

/** Per language: the word for "lowest", and the phrase for "at the next turn only" / "rest of the auction". */
const WORDS: Record<Lang, { lowest: RegExp; onlyNext: RegExp; rest: RegExp }> = {
  en: { lowest: /\blowest sufficient bid\b/, onlyNext: /next turn — that turn only/, rest: /rest of the auction/ },
  nb: {
    lowest: /\blaveste tilstrekkelige bud/,
    onlyNext: /neste tur – bare den ene gangen/,
    rest: /resten av meldingsforløpet/,
  },
  sv: {
    lowest: /\blägsta tillräckliga kontraktsbud/,
    onlyNext: /nästa gång – bara den gången/,
    rest: /resten av budgivningen/,
  },
  da: {
    lowest: /\blaveste tilstrækkelige bud/,
    onlyNext: /næste tur – kun den ene gang/,
    rest: /resten af meldeforløbet/,
  },
  fi: {
    lowest: /\balin riittävä maalaus/,
    onlyNext: /seuraavalla vuorollaan – vain sen kerran/,
    rest: /tarjoussarjan loppuun/,
  },
};

describe('law explanations say what the laws say', () => {
  for (const l of LANGUAGES) {
    it(`${l}: Law 27B1(a) needs the lowest sufficient bid`, () => {
      expect(msg(l, 'law.27.text')).toMatch(WORDS[l].lowest);
    });
    it(`${l}: Law 28 is "calls considered in rotation", not Law 29's procedure`, () => {
      expect(msg(l, 'law.28.title')).not.toBe(msg(l, 'law.29.title'));
      expect(msg(l, 'law.28.text')).not.toBe(msg(l, 'law.29.text'));
      // 28B: the player in turn calls before the ruling; the cancelled call is UI under 16C2.
      expect(msg(l, 'law.28.text')).toMatch(/16C2/);
    });
    it(`${l}: Law 31A2(b) bars partner at the next turn only`, () => {
      const t = msg(l, 'law.31.text');
      expect(t).toMatch(WORDS[l].onlyNext);
      expect(t).not.toMatch(WORDS[l].rest);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Every law the engine can cite is explained in every language. The citations are read from the
// sources of the digital director and the fold: law references in string literals (`'27B1(a)'`,
// `law: '62C2'`) and in the English texts (`(Laws 58B2, 50)`), comments left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lawKey } from '../src/ruling.js';

const ROOT = join(import.meta.dirname, '..', '..');
const LAW = String.raw`[1-9]\d?(?:[A-H](?:\d{1,2}(?:\([a-z]{1,3}\))?)?)?`;

function sources(): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
    });
  const core = join(ROOT, 'core', 'src');
  return [
    ...walk(join(ROOT, 'laws', 'src')),
    ...walk(join(core, 'fold')),
    join(core, 'auction.ts'),
    join(core, 'log', 'table-log.ts'),
    ...readdirSync(core)
      .filter((f) => /^law\d.*\.ts$/.test(f))
      .map((f) => join(core, f)),
  ];
}

function citedLaws(): Map<string, string> {
  const out = new Map<string, string>();
  const isLaw = (q: string) =>
    new RegExp(`^${LAW}$`).test(q) && !/^[1-7](C|D|H|S|NT)$/.test(q) && Number(/^\d+/.exec(q)![0]) <= 93;
  for (const file of sources()) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\s\/\/[^'`\n]*$/gm, '');
    for (const m of code.matchAll(/'([^'\n]*)'/g)) if (isLaw(m[1])) out.set(m[1], file);
    for (const m of code.matchAll(new RegExp(`Laws? ((?:${LAW})(?:(?:, | and | or |–|-)(?:${LAW}))*)`, 'g'))) {
      for (const q of m[1].matchAll(new RegExp(LAW, 'g'))) if (isLaw(q[0])) out.set(q[0], file);
    }
  }
  return out;
}

describe('every law the engine can cite is explained', () => {
  const cited = citedLaws();
  it('finds the citations', () => {
    for (const l of ['27B1(a)', '54', '62C2', '70C', '43B3', '58B2', '12C1']) expect(cited.has(l), l).toBe(true);
    expect(new Set([...cited.keys()].map((l) => /^\d+/.exec(l)![0])).size).toBeGreaterThan(50);
  });
  for (const lang of LANGUAGES) {
    it(`${lang}: a title and a text for each of them`, () => {
      const m = MESSAGES[lang] as Record<string, string>;
      const missing = [...cited]
        .filter(([law]) => {
          const k = lawKey(law, (key) => !!m[key]);
          return !k || !m[`${k}.text`];
        })
        .map(([law, f]) => `${law} (${f.slice(ROOT.length + 1)})`);
      expect(missing).toEqual([]);
    });
  }
});
