/**
 * Our own law explanations, checked against what the laws say (../shared/laws/): facts that a
 * past version of the texts got wrong in every language.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, type Lang } from '../src/i18n/index.js';

const msg = (l: Lang, k: string): string => (MESSAGES[l] as Record<string, string>)[k] ?? '';

/** Per language: the word for "lowest", and the phrase for "at the next turn only" / "rest of the auction". */
const WORDS: Record<Lang, { lowest: RegExp; onlyNext: RegExp; rest: RegExp }> = {
  en: { lowest: /\blowest sufficient bid\b/, onlyNext: /next turn — that turn only/, rest: /rest of the auction/ },
  nb: { lowest: /\blaveste tilstrekkelige bud/, onlyNext: /neste tur – bare den ene gangen/, rest: /resten av meldingsforløpet/ },
  sv: { lowest: /\blägsta tillräckliga kontraktsbud/, onlyNext: /nästa gång – bara den gången/, rest: /resten av budgivningen/ },
  da: { lowest: /\blaveste tilstrækkelige bud/, onlyNext: /næste tur – kun den ene gang/, rest: /resten af meldeforløbet/ },
  fi: { lowest: /\balin riittävä maalaus/, onlyNext: /seuraavalla vuorollaan – vain sen kerran/, rest: /tarjoussarjan loppuun/ },
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
