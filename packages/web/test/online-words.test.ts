// Issue 18: what the server stores as codes and numbers about online tables, worded in the user's
// language — the reason of a call from the table's button, an online session's round and table.
import { SEATS } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES } from '../src/i18n/all.js';
import { callReasonText, PLAYER_CALL } from '../src/i18n/call-reasons.js';
import { seatName } from '../src/i18n/cards.js';
import { obligationText } from '../src/i18n/play-obligation.js';
import { onlineTableLabel, onlineTableName } from '../src/i18n/table-name.js';
import { errorText } from '../src/ui.js';

describe('online words', () => {
  it("a server refusal's where and what (params) are worded in each language: boards, a file's line, a deal", () => {
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const english = 'boards.pbn: no deal for boards 5, 6';
      const inPlay = errorText(t, 'deal-in-play', 'x', { boards: '3, 5' });
      expect(inPlay, lang).toContain('3, 5');
      expect(inPlay, lang).not.toBe(errorText(t, 'deal-in-play', 'x'));
      expect(errorText(t, 'missing-boards', english, { boards: '5, 6' }), lang).toContain('5, 6');
      expect(errorText(t, 'missing-boards', english, { boards: '5, 6' }), lang).not.toContain('boards.pbn');
      const line = errorText(t, 'invalid-pbn', 'boards.pbn: line 3, column 1: …', { line: 3, column: 7 });
      expect(line, lang).toMatch(/3.*7/);
      expect(line, lang).toMatch(/PBN/);
      expect(errorText(t, 'invalid-pbn', 'x', { board: 12 }), lang).toContain('12');
      // A deal with two hands left out: the board and the hands missing, by their seat names in the language.
      const hands = errorText(t, 'invalid-pbn', 'x', { hands: 'E, W', board: 4 }, lang);
      expect(hands, lang).toContain('4');
      expect(hands, lang).toContain(seatName(lang, 'E'));
      expect(hands, lang).toContain(seatName(lang, 'W'));
      expect(hands, lang).not.toContain(seatName(lang, 'N'));
      expect(hands, lang).not.toBe(errorText(t, 'invalid-pbn', 'x', { board: 4 }));
      expect(hands, lang).not.toMatch(/\{\{|err\.code|E, W/);
      // Without details (an older server), the code's general wording, never the English message.
      expect(errorText(t, 'invalid-pbn', english), lang).not.toBe(english);
      // The register's CSV: every problem by its line, column and value (the server's message is English).
      const extra = errorText(t, 'invalid-csv', 'csv: line 2, column 4: …', {
        problem: 'extra-column',
        line: 2,
        column: 4,
        value: 'E-post',
      });
      expect(extra, lang).toMatch(/2.*4.*E-post/);
      expect(extra, lang).not.toContain('csv: line');
      for (const x of [inPlay, line]) expect(x, lang).not.toMatch(/\{\{|err\.code/);
    }
  });

  it('every problem with a register CSV file is worded in each language, naming line, column and value', () => {
    const english = 'csv: line 7, column 2: …';
    const at = { line: 7, column: 2, value: 'X-99' };
    const cases: Record<string, string | number>[] = [
      { problem: 'extra-column', ...at },
      { problem: 'unclosed-quote', ...at },
      { problem: 'empty-name', line: 7, column: 2 },
      { problem: 'bad-name', ...at },
      { problem: 'bad-member-no', ...at },
      { problem: 'duplicate-member-no', ...at, otherLine: 3 },
      { problem: 'bad-club', ...at },
      { problem: 'no-players' },
      { problem: 'too-many-players', count: 6000, max: 5000 },
      { problem: 'too-long', max: 1_000_000 },
    ];
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const texts = cases.map((p) => errorText(t, 'invalid-csv', english, p, lang));
      // Each problem has its own words, none is the server's English or a bare key.
      expect(new Set(texts).size, lang).toBe(cases.length);
      for (const [i, x] of texts.entries()) {
        const p = cases[i];
        expect(x, `${lang} ${p.problem}`).not.toMatch(/\{\{|err\.code|csv: line/);
        if (p.line !== undefined) expect(x, `${lang} ${p.problem}`).toMatch(/7\D.*2/);
        if (p.value !== undefined) expect(x, `${lang} ${p.problem}`).toContain('X-99');
        if (p.otherLine !== undefined) expect(x, `${lang} ${p.problem}`).toContain('3');
      }
      // Counts and limits grouped as the language writes numbers (5 000, 5.000, 5,000).
      const tooMany = texts[8];
      expect(tooMany, lang).toContain(new Intl.NumberFormat(lang).format(5000));
      // Without a problem (an older server), the general wording, not the English message.
      expect(errorText(t, 'invalid-csv', english, undefined, lang), lang).not.toBe(english);
      if (lang !== 'en') expect(texts.join(' '), lang).not.toMatch(/\b(line|column|file)\b/i);
    }
  });

  it('a table without a director (its creator plays) says so in each language, with the law cited', () => {
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const law = t('common.lawN', { law: '68D2(b)' });
      const plays = t('online.claimPlaysOn', { law });
      expect(plays, lang).toContain(law);
      const none = t('online.noDirector', { law: t('common.lawN', { law: '81' }) });
      expect(none, lang).toContain('81');
      const refused = errorText(t, 'no-director', 'this table has no director');
      expect(refused, lang).toContain('81');
      expect(refused, lang).not.toBe('this table has no director');
      if (lang !== 'en') for (const x of [plays, none, refused]) expect(x, lang).not.toContain('director');
      for (const x of [plays, none, refused]) expect(x, lang).not.toMatch(/\{\{/);
    }
  });

  it("the law that narrows a player's cards (the view's legalLaw) is explained in each language, cards and law", () => {
    const texts = new Set<string>();
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const penalty = obligationText(t, lang, '50D', ['CK'], false);
      const lead = obligationText(t, lang, '50D2', ['CT', 'C4'], true);
      const play = obligationText(t, lang, '57A', ['H9'], false);
      expect(penalty, lang).toContain(t('common.lawN', { law: '50D' }));
      expect(penalty, lang).toContain('♣K');
      expect(lead, lang).toContain(t('common.lawN', { law: '50D2' }));
      expect(lead, lang).toMatch(/♣10 ♣4|♣T ♣4/);
      expect(play, lang).toContain('♥9');
      for (const x of [penalty, lead, play]) expect(x, lang).not.toMatch(/online\.|\{\{/);
      // The three duties read differently, and no language borrows another's words.
      expect(new Set([penalty, lead, play]).size, lang).toBe(3);
      texts.add(penalty);
    }
    expect(texts.size).toBe(LANGUAGES.length);
  });

  it("the table button's call is a code, worded in each language (older rows' English words too)", () => {
    expect(PLAYER_CALL).toBe('player-call');
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const text = callReasonText(t, PLAYER_CALL, 'E');
      expect(text, lang).not.toBe('');
      expect(text, lang).not.toMatch(/player/i);
      expect(callReasonText(t, 'player call', 'E'), lang).toBe(text);
      seen.add(text);
      // A player's own words are shown as written.
      expect(callReasonText(t, 'revoke at trick 3', 'E')).toBe('revoke at trick 3');
    }
    expect(seen.size).toBe(LANGUAGES.length);
  });

  it('a call on a claim names the caller once: the seat is shown before it, so its words name no side or seat', () => {
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      for (const reason of ['claim-disputed', 'claim-agreement-withdrawn']) {
        const text = callReasonText(t, reason, 'E');
        expect(text, lang).not.toBe(reason);
        expect(text, lang).toMatch(/6[89][BD]/);
        for (const name of [t('common.ew'), t('common.ns'), ...SEATS.map((s) => seatName(lang, s))])
          expect(text.toLowerCase(), `${lang} ${reason}`).not.toContain(name.toLowerCase());
      }
    }
  });

  it('a coded reason reads on after the dash ("East — disputes the claim"): lower case, nothing left to fill in', () => {
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      for (const reason of [PLAYER_CALL, 'claim-disputed', 'claim-agreement-withdrawn', 'explanation-corrected']) {
        const text = callReasonText(t, reason, 'E');
        expect(text, `${lang} ${reason}`).not.toBe(reason);
        expect(text[0], `${lang} ${reason}: ${text}`).toBe(text[0].toLowerCase());
        expect(text, `${lang} ${reason}`).not.toContain('{{');
      }
    }
  });

  it("an online session's table: the session's name, its round and table in the language's words", () => {
    const words = {
      en: 'Monday · round 2, table 3',
      nb: 'Monday · runde 2, bord 3',
      sv: 'Monday · rond 2, bord 3',
      da: 'Monday · runde 2, bord 3',
      fi: 'Monday · kierros 2, pöytä 3',
    };
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      expect(onlineTableName(t, 'Monday', { round: 2, table: 3 })).toBe(words[lang]);
      expect(onlineTableName(t, 'Practice', null)).toBe('Practice');
    }
  });

  it('a table its organiser did not name (stored as "") is its number in the reader\'s language (club follow-up)', () => {
    const words = { en: 'Table 7', nb: 'Bord 7', sv: 'Bord 7', da: 'Bord 7', fi: 'Pöytä 7' };
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      expect(onlineTableName(t, '', null, 7), lang).toBe(words[lang]);
      expect(onlineTableLabel(t, { id: 7, name: '', slot: null }), lang).toBe(words[lang]);
      expect(onlineTableLabel(t, { id: 7, name: 'Practice', slot: null }), lang).toBe(`${words[lang]} — Practice`);
    }
  });
});
