// The director's procedures outside one board's log: Laws 13–15 (wrong cards, wrong board),
// 42–43 (dummy), 65–67 (quitted and defective tricks), 69B and 79 (agreement, correction period).
// Every branch of the law text, both editions where they differ.
import { describe, expect, it } from 'vitest';
import { unwrap, type Result, type Seat, type StikkError } from '@stikk/core';
import {
  cardsFromWrongBoard,
  correctionPeriod,
  defectiveTrick,
  dummyMay,
  extraCard,
  incorrectNumberOfCards,
  law43bConsequences,
  mayInspect,
  mixedCards,
  pointingCard,
  revokeInquiry,
  tricksWonDispute,
  withdrawAgreement,
  wrongBoardPlayed,
  DUMMY_ACTS,
  REVOKE_CLAIM_NO_INSPECTION,
  type Procedure,
} from '../src/index.js';

const counts = (N: number, E: number, S: number, W: number): Record<Seat, number> => ({ N, E, S, W });
const error = <T>(r: Result<T>): StikkError => {
  if (r.ok) throw new Error('expected an error');
  return r.error;
};
const kinds = (p: Procedure): string[] => p.flags.map((f) => `${f.kind}:${f.law}`);
const actions = (p: Procedure): string[] => p.steps.map((s) => s.action);

describe('Law 13: a hand with more than 13 cards', () => {
  it('nobody with a wrong hand has called, nothing seen: play normally (13A1 / 2007 13D1)', () => {
    for (const edition of ['2017', '2007'] as const) {
      const p = unwrap(incorrectNumberOfCards({ edition, counts: counts(14, 12, 13, 13), offenderHasCalled: false }));
      expect(p.outcome).toBe('play-normally');
      expect(p.law).toBe(edition === '2017' ? '13A1' : '13D1');
      expect(p.flags).toEqual([]);
    }
  });
  it('cards seen: play, then adjust if the information affected the result (13A2); 2007 13D2 asks whether play can be normal', () => {
    const p = unwrap(
      incorrectNumberOfCards({
        edition: '2017',
        counts: counts(14, 12, 13, 13),
        offenderHasCalled: false,
        cardsSeen: true,
      }),
    );
    expect(p.outcome).toBe('play-then-judge');
    expect(kinds(p)).toContain('if-judged:12C1(b)');
    expect(
      error(
        incorrectNumberOfCards({
          edition: '2007',
          counts: counts(14, 12, 13, 13),
          offenderHasCalled: false,
          cardsSeen: true,
        }),
      ).code,
    ).toBe('finding-needed');
    expect(
      unwrap(
        incorrectNumberOfCards({
          edition: '2007',
          counts: counts(14, 12, 13, 13),
          offenderHasCalled: false,
          cardsSeen: true,
          uiPreventsNormalPlay: false,
        }),
      ).law,
    ).toBe('13D2(a)');
    const b = unwrap(
      incorrectNumberOfCards({
        edition: '2007',
        counts: counts(14, 12, 13, 13),
        offenderHasCalled: false,
        cardsSeen: true,
        uiPreventsNormalPlay: true,
      }),
    );
    expect([b.law, b.outcome]).toEqual(['13D2(b)', 'assigned-score']);
  });
  it('an offender has called: correct and play if possible (13B1 / 2007 13A), else an adjusted score (13B2 / 13B)', () => {
    expect(
      error(incorrectNumberOfCards({ edition: '2017', counts: counts(14, 12, 13, 13), offenderHasCalled: true })).law,
    ).toBe('13B');
    const a = unwrap(
      incorrectNumberOfCards({
        edition: '2017',
        counts: counts(14, 12, 13, 13),
        offenderHasCalled: true,
        canBePlayed: true,
      }),
    );
    expect([a.law, a.outcome]).toEqual(['13B1', 'correct-and-play']);
    expect(kinds(a)).toEqual(['if-judged:13B1']);
    const a7 = unwrap(
      incorrectNumberOfCards({
        edition: '2007',
        counts: counts(14, 12, 13, 13),
        offenderHasCalled: true,
        canBePlayed: true,
      }),
    );
    expect(a7.law).toBe('13A');
    expect(kinds(a7)).toEqual(['if-judged:13A', 'if-judged:16D']);
    expect([actions(a), actions(a7)]).toEqual([['correct-hands'], ['correct-hands', 'ui-partner']]);
    const b = unwrap(
      incorrectNumberOfCards({
        edition: '2017',
        counts: counts(13, 14, 13, 12),
        offenderHasCalled: true,
        canBePlayed: false,
      }),
    );
    expect([b.law, b.outcome]).toEqual(['13B2', 'assigned-score']);
    expect(kinds(b)).toEqual(['assigned:12C1(b)', 'procedural-penalty:90']);
    expect(
      unwrap(
        incorrectNumberOfCards({
          edition: '2007',
          counts: counts(13, 14, 13, 12),
          offenderHasCalled: true,
          canBePlayed: false,
        }),
      ).law,
    ).toBe('13B');
  });
  it('found after play: the result is cancelled and a score assigned (13D / 2007 13C)', () => {
    const p = unwrap(
      incorrectNumberOfCards({
        edition: '2017',
        counts: counts(14, 13, 13, 12),
        offenderHasCalled: true,
        afterPlay: true,
      }),
    );
    expect([p.law, p.outcome]).toEqual(['13D', 'result-cancelled']);
    expect(kinds(p)).toEqual(['cancelled:13D', 'assigned:13D', 'procedural-penalty:90']);
    expect(
      unwrap(
        incorrectNumberOfCards({
          edition: '2007',
          counts: counts(14, 13, 13, 12),
          offenderHasCalled: true,
          afterPlay: true,
        }),
      ).law,
    ).toBe('13C');
  });
  it('bad counts are errors citing the law', () => {
    expect(
      error(incorrectNumberOfCards({ edition: '2017', counts: counts(13, 13, 13, 13), offenderHasCalled: false })).code,
    ).toBe('hands-correct');
    expect(
      error(incorrectNumberOfCards({ edition: '2017', counts: counts(14, 13, 13, 13), offenderHasCalled: false })).code,
    ).toBe('extra-cards-in-board');
    expect(
      error(incorrectNumberOfCards({ edition: '2017', counts: counts(13.5, 13, 13, 13), offenderHasCalled: false }))
        .path,
    ).toBe('counts.N');
  });
  it('13C / 2007 13F: an extra card is removed; adjustment only if it was played to a completed trick', () => {
    expect(unwrap(extraCard({ edition: '2017', playedToCompletedTrick: false })).flags).toEqual([]);
    const p = unwrap(extraCard({ edition: '2007', playedToCompletedTrick: true }));
    expect([p.law, ...kinds(p)]).toEqual(['13F', 'if-judged:13F']);
  });
});

describe('Law 14: missing card', () => {
  const base = { edition: '2017' as const, counts: counts(12, 13, 13, 13), offenderHasCalled: true };
  it('14A: before the opening lead is faced — found cards go back (A1), else a rebuilt deck (A2); calls stand (A3)', () => {
    const a = unwrap(incorrectNumberOfCards({ ...base, openingLeadFaced: false, found: 'elsewhere' }));
    expect(actions(a)).toEqual(['search', 'restore', 'continue', 'ui-partner']);
    const b = unwrap(incorrectNumberOfCards({ ...base, openingLeadFaced: false, found: 'not-found' }));
    expect(actions(b)).toContain('reconstruct');
    expect(kinds(a)).toEqual(['if-judged:16C']);
  });
  it('14B: after the opening lead — among the played cards is Law 67 (B1); elsewhere restored (B2); not found rebuilt (B3); deemed held (B4)', () => {
    expect(
      unwrap(incorrectNumberOfCards({ ...base, openingLeadFaced: true, found: 'among-played-cards' })).outcome,
    ).toBe('law-67');
    const b2 = unwrap(incorrectNumberOfCards({ ...base, openingLeadFaced: true, found: 'elsewhere' }));
    expect([b2.law, ...actions(b2)]).toEqual(['14B2', 'search', 'restore', 'deemed-held', 'ui-partner']);
    expect(
      unwrap(incorrectNumberOfCards({ ...base, edition: '2007', openingLeadFaced: true, found: 'not-found' })).law,
    ).toBe('14B3');
    expect(error(incorrectNumberOfCards({ ...base, openingLeadFaced: true })).code).toBe('finding-needed');
    expect(
      error(incorrectNumberOfCards({ ...base, openingLeadFaced: true, found: 'elsewhere', correctionPeriodOver: true }))
        .code,
    ).toBe('after-correction-period');
  });
});

describe('Law 15 (2007: 17D and 15): wrong hand, wrong board', () => {
  it('2017 15A / 2007 17D: cards from the wrong board', () => {
    const a = unwrap(cardsFromWrongBoard({ edition: '2017', partnerCalledAfter: false }));
    expect([a.outcome, ...actions(a)]).toEqual(['call-again', 'cancel-calls', 'call-again', 'withdrawn-calls-ui']);
    const b = unwrap(cardsFromWrongBoard({ edition: '2017', partnerCalledAfter: true, laterCallDiffers: true }));
    expect(kinds(b)).toEqual(['assigned:15A2(a)', 'assigned:15A3', 'procedural-penalty:15A4']);
    expect(error(cardsFromWrongBoard({ edition: '2007', partnerCalledAfter: false, lhoCalledAfter: true })).law).toBe(
      '17D2',
    );
    const c = unwrap(
      cardsFromWrongBoard({
        edition: '2007',
        partnerCalledAfter: false,
        lhoCalledAfter: true,
        newCallDiffers: true,
        laterCallDiffers: false,
      }),
    );
    expect(kinds(c)).toEqual(['assigned:17D2', 'procedural-penalty:17D4']);
  });
  it('2017 15B: wrong board — cancelled if anyone played it before, else the result stands; artificial scores', () => {
    const a = unwrap(wrongBoardPlayed({ edition: '2017', discovered: 'play', playedBefore: true }));
    expect([a.outcome, ...kinds(a)]).toEqual(['board-cancelled', 'cancelled:15B1', 'artificial:15B3']);
    const b = unwrap(wrongBoardPlayed({ edition: '2017', discovered: 'auction', playedBefore: false }));
    expect(b.outcome).toBe('result-stands');
    expect(actions(b)).toContain('correct-board-later');
  });
  it('2007 15A–C: the score stands (15A), the second score is cancelled (15B), a new auction that must repeat (15C)', () => {
    expect(unwrap(wrongBoardPlayed({ edition: '2007', discovered: 'after-play', playedBefore: false })).law).toBe(
      '15A',
    );
    expect(unwrap(wrongBoardPlayed({ edition: '2007', discovered: 'after-play', playedBefore: true })).law).toBe('15B');
    expect(error(wrongBoardPlayed({ edition: '2007', discovered: 'auction', playedBefore: false })).code).toBe(
      'finding-needed',
    );
    expect(
      unwrap(
        wrongBoardPlayed({ edition: '2007', discovered: 'auction', playedBefore: false, repeatedCallDiffers: true }),
      ).outcome,
    ).toBe('board-cancelled');
    expect(
      unwrap(
        wrongBoardPlayed({ edition: '2007', discovered: 'auction', playedBefore: false, repeatedCallDiffers: false }),
      ).outcome,
    ).toBe('continue');
  });
});

describe('Laws 42–43: dummy', () => {
  it('every act has an answer; absolute rights hold even when the qualified ones are lost', () => {
    for (const act of DUMMY_ACTS)
      for (const edition of ['2017', '2007'] as const)
        expect(unwrap(dummyMay({ edition, act })).explanation).toMatch(/Law/);
    expect(unwrap(dummyMay({ edition: '2017', act: 'keep-count-of-tricks', rightsForfeited: true })).allowed).toBe(
      true,
    );
    expect(unwrap(dummyMay({ edition: '2017', act: 'ask-declarer-revoke' })).allowed).toBe(true);
    expect(unwrap(dummyMay({ edition: '2017', act: 'ask-declarer-revoke', rightsForfeited: true }))).toMatchObject({
      allowed: false,
      law: '42B',
    });
    expect(unwrap(dummyMay({ edition: '2017', act: 'ask-defender-revoke' })).allowed).toBe(false);
    expect(unwrap(dummyMay({ edition: '2017', act: 'look-at-defender-hand' }))).toMatchObject({
      allowed: false,
      forfeitsRights: true,
    });
    expect(error(dummyMay({ edition: '2017', act: 'sing' as never })).code).toBe('unknown-dummy-act');
  });
  it("2007 differences: prevent only declarer's irregularities; looking at a defender's card only on his own initiative", () => {
    expect(unwrap(dummyMay({ edition: '2017', act: 'prevent-irregularity-by-defender' })).allowed).toBe(true);
    expect(unwrap(dummyMay({ edition: '2007', act: 'prevent-irregularity-by-defender' })).allowed).toBe(false);
    expect(unwrap(dummyMay({ edition: '2007', act: 'look-at-defender-hand', onOwnInitiative: false })).allowed).toBe(
      true,
    );
    expect(unwrap(dummyMay({ edition: '2017', act: 'look-at-defender-hand', onOwnInitiative: false })).allowed).toBe(
      false,
    );
    expect(
      unwrap(dummyMay({ edition: '2017', act: 'call-director-during-play', attentionAlreadyDrawn: true })).allowed,
    ).toBe(true);
    expect(unwrap(dummyMay({ edition: '2007', act: 'call-director-during-play' })).explanation).toMatch(/should not/);
  });
  it('43B2(a): either defender chooses the hand; 43B2(b): the revoke is corrected and Law 64 applies as if established', () => {
    expect(unwrap(law43bConsequences({ edition: '2017', act: 'warned-wrong-hand', declarerSide: 'NS' })).chooser).toBe(
      'either-defender',
    );
    expect(error(law43bConsequences({ edition: '2017', act: 'asked-declarer-revoke', declarerSide: 'NS' })).code).toBe(
      'finding-needed',
    );
    expect(
      unwrap(
        law43bConsequences({
          edition: '2017',
          act: 'asked-declarer-revoke',
          declarerSide: 'NS',
          declarerRevoked: true,
        }),
      ).revokeAsEstablished,
    ).toBe(true);
    expect(
      unwrap(
        law43bConsequences({
          edition: '2007',
          act: 'asked-declarer-revoke',
          declarerSide: 'NS',
          declarerRevoked: false,
        }),
      ).revokeAsEstablished,
    ).toBe(false);
  });
  it("43B3 2017: the defenders lose their gain, declarer's side keeps its result (split); 2007: a balanced 12B1 adjustment", () => {
    const input = {
      act: 'drew-attention-to-defender-irregularity',
      declarerSide: 'EW',
      tableScore: -100,
      scoreWithoutDefendersGain: 620,
    } as const;
    const s = unwrap(law43bConsequences({ ...input, edition: '2017' }));
    expect(s.scores).toEqual({ EW: -100, NS: -620 });
    expect(kinds(s)).toContain('split:43B3');
    const b = unwrap(law43bConsequences({ ...input, edition: '2007' }));
    expect(b.scores).toEqual({ EW: 620, NS: -620 });
    expect(kinds(b)).toContain('assigned:12B1');
    const none = unwrap(law43bConsequences({ ...input, edition: '2017', scoreWithoutDefendersGain: -200 }));
    expect([none.outcome, none.scores]).toEqual(['no-gain', { EW: -100, NS: 100 }]);
    expect(
      error(law43bConsequences({ edition: '2017', act: 'drew-attention-to-defender-irregularity', declarerSide: 'NS' }))
        .law,
    ).toBe('43B3');
  });
});

describe('Laws 65–66: quitted tricks', () => {
  it('65B3: 2017 anyone until his side plays on; 2007 only declarer may require, until a lead to the next trick', () => {
    expect(
      unwrap(pointingCard({ edition: '2017', who: 'dummy', ownSidePlayedToNext: false, leadMadeToNext: true })).allowed,
    ).toBe(true);
    expect(
      unwrap(pointingCard({ edition: '2017', who: 'declarer', ownSidePlayedToNext: true, leadMadeToNext: true }))
        .allowed,
    ).toBe(false);
    expect(
      unwrap(pointingCard({ edition: '2007', who: 'declarer', ownSidePlayedToNext: false, leadMadeToNext: false })),
    ).toMatchObject({ allowed: true, mayRequire: true });
    expect(
      unwrap(pointingCard({ edition: '2007', who: 'defender', ownSidePlayedToNext: false, leadMadeToNext: false })),
    ).toMatchObject({ allowed: true, mayRequire: false });
    expect(
      unwrap(pointingCard({ edition: '2007', who: 'declarer', ownSidePlayedToNext: false, leadMadeToNext: true }))
        .allowed,
    ).toBe(false);
  });
  it('66A–D: inspection of tricks', () => {
    const base = {
      edition: '2017' as const,
      who: 'defender' as const,
      ownSidePlayedToNext: false,
      leadMadeToNext: false,
      ownCardTurned: false,
      playEnded: false,
    };
    expect(unwrap(mayInspect({ ...base, what: 'current-trick' })).allowed).toBe(true);
    expect(unwrap(mayInspect({ ...base, what: 'current-trick', ownCardTurned: true })).allowed).toBe(false);
    expect(unwrap(mayInspect({ ...base, what: 'own-last-card', ownSidePlayedToNext: true })).allowed).toBe(false);
    // 2007 66B: the limit is a lead to the next trick, not his side's play.
    expect(
      unwrap(
        mayInspect({
          ...base,
          edition: '2007',
          what: 'own-last-card',
          ownSidePlayedToNext: true,
          leadMadeToNext: false,
        }),
      ).allowed,
    ).toBe(true);
    expect(unwrap(mayInspect({ ...base, what: 'quitted-tricks' })).allowed).toBe(false);
    expect(unwrap(mayInspect({ ...base, what: 'quitted-tricks', directorInstructs: true })).law).toBe('66C');
    expect(unwrap(mayInspect({ ...base, what: 'quitted-tricks', playEnded: true })).law).toBe('66D');
    expect(unwrap(mayInspect({ ...base, who: 'dummy', what: 'current-trick' })).allowed).toBe(false);
    expect(unwrap(mixedCards({ edition: '2017', factsCertain: false, mixedBy: ['EW'] })).favour).toBe('NS');
    expect(unwrap(mixedCards({ edition: '2017', factsCertain: false, mixedBy: ['EW', 'NS'] })).favour).toBe(null);
    expect(unwrap(mixedCards({ edition: '2017', factsCertain: true, mixedBy: ['EW'] })).favour).toBe(null);
  });
});

describe('Law 67: defective trick', () => {
  // Trick winners as played: E wins trick 3, everything else NS.
  const winners: Seat[] = ['N', 'S', 'E', 'N', 'N', 'S', 'S', 'N', 'N', 'S', 'S', 'S', 'S'];
  const base = { edition: '2017' as const, declarer: 'S' as Seat, offender: 'W' as Seat, winners };
  it('67A: before both sides play on — play a card now (A1), or Law 45E/58B for extra cards (A2)', () => {
    expect(unwrap(defectiveTrick({ ...base, defect: 'no-card', trick: 5, bothSidesPlayedToNext: false })).law).toBe(
      '67A1',
    );
    expect(unwrap(defectiveTrick({ ...base, defect: 'extra-cards', trick: 5, bothSidesPlayedToNext: false })).law).toBe(
      '67A2',
    );
  });
  it('67B1: a deemed revoke — one trick by 64A2 if his side won that trick or a later one, else none', () => {
    const a = unwrap(
      defectiveTrick({ ...base, defect: 'no-card', trick: 2, bothSidesPlayedToNext: true, holdsSuitLed: true }),
    );
    expect([a.law, a.transfer, a.to]).toEqual(['67B1(a)', 1, 'NS']);
    const b = unwrap(
      defectiveTrick({ ...base, defect: 'no-card', trick: 4, bothSidesPlayedToNext: true, holdsSuitLed: false }),
    );
    expect([b.law, b.transfer, b.to]).toEqual(['67B1(b)', 0, null]);
    const c = unwrap(
      defectiveTrick({
        ...base,
        edition: '2007',
        defect: 'no-card',
        trick: 3,
        bothSidesPlayedToNext: true,
        holdsSuitLed: false,
      }),
    );
    expect(c.transfer).toBe(1);
    expect(error(defectiveTrick({ ...base, defect: 'no-card', trick: 3, bothSidesPlayedToNext: true })).code).toBe(
      'finding-needed',
    );
  });
  it("67B2: extra cards go back; a defender's exposed extra card is a penalty card; the highest legal card stays when unknown", () => {
    const a = unwrap(
      defectiveTrick({ ...base, defect: 'extra-cards', trick: 5, bothSidesPlayedToNext: true, extraCardExposed: true }),
    );
    expect([a.law, a.penaltyCard]).toEqual(['67B2', true]);
    expect(
      unwrap(
        defectiveTrick({
          ...base,
          offender: 'N',
          defect: 'extra-cards',
          trick: 5,
          bothSidesPlayedToNext: true,
          extraCardExposed: true,
        }),
      ).penaltyCard,
    ).toBe(false);
    expect(
      unwrap(
        defectiveTrick({
          ...base,
          defect: 'extra-cards',
          trick: 5,
          bothSidesPlayedToNext: true,
          shownCardKnown: false,
        }),
      ).steps[0].explanation,
    ).toMatch(/highest/);
  });
  it('67B3 (2017 only): a played card not among the quitted cards; adjusted score if too late', () => {
    expect(
      unwrap(defectiveTrick({ ...base, defect: 'card-not-quitted', trick: 5, bothSidesPlayedToNext: true })).flags,
    ).toEqual([]);
    expect(
      kinds(
        unwrap(
          defectiveTrick({
            ...base,
            defect: 'card-not-quitted',
            trick: 5,
            bothSidesPlayedToNext: true,
            tooLateToCorrect: true,
          }),
        ),
      ),
    ).toEqual(['assigned:67B3']);
    expect(
      error(
        defectiveTrick({ ...base, edition: '2007', defect: 'card-not-quitted', trick: 5, bothSidesPlayedToNext: true }),
      ).code,
    ).toBe('not-in-edition');
    expect(error(defectiveTrick({ ...base, defect: 'no-card', trick: 14, bothSidesPlayedToNext: true })).code).toBe(
      'bad-trick',
    );
  });
});

describe('Laws 69B and 79', () => {
  const t0 = Date.UTC(2026, 10, 22, 20, 0);
  it('79C1: 30 minutes by default; 2017 only a later end, 2007 an earlier one too', () => {
    expect(unwrap(correctionPeriod({ edition: '2017', officialScoresAt: t0, now: t0 + 29 * 60_000 })).correctable).toBe(
      true,
    );
    expect(unwrap(correctionPeriod({ edition: '2017', officialScoresAt: t0, now: t0 + 30 * 60_000 })).open).toBe(false);
    expect(
      unwrap(correctionPeriod({ edition: '2017', officialScoresAt: t0, now: t0 + 50 * 60_000, organiserMinutes: 60 }))
        .open,
    ).toBe(true);
    expect(error(correctionPeriod({ edition: '2017', officialScoresAt: t0, now: t0, organiserMinutes: 10 })).code).toBe(
      'correction-period-too-short',
    );
    expect(
      unwrap(correctionPeriod({ edition: '2007', officialScoresAt: t0, now: t0 + 11 * 60_000, organiserMinutes: 10 }))
        .open,
    ).toBe(false);
  });
  it('79C2: after the period only if the regulations allow and the director is sure', () => {
    const late = { edition: '2017' as const, officialScoresAt: t0, now: t0 + 3 * 3600_000 };
    expect(unwrap(correctionPeriod(late)).correctable).toBe(false);
    expect(unwrap(correctionPeriod({ ...late, lateCorrectionsAllowed: true })).correctable).toBe(false);
    expect(unwrap(correctionPeriod({ ...late, lateCorrectionsAllowed: true, directorCertain: true })).correctable).toBe(
      true,
    );
  });
  it('79B: claims go to 69/71; the director decides; after the round 2017 lowers one side unless sure', () => {
    expect(
      unwrap(
        tricksWonDispute({ edition: '2017', claimOrConcession: true, afterRoundEnded: false, directorCertain: false }),
      ).law,
    ).toBe('79B1');
    expect(
      unwrap(
        tricksWonDispute({ edition: '2017', claimOrConcession: false, afterRoundEnded: false, directorCertain: false }),
      ).law,
    ).toBe('79B2');
    expect(
      unwrap(
        tricksWonDispute({ edition: '2017', claimOrConcession: false, afterRoundEnded: true, directorCertain: true }),
      ).outcome,
    ).toBe('change-both');
    expect(
      kinds(
        unwrap(
          tricksWonDispute({
            edition: '2017',
            claimOrConcession: false,
            afterRoundEnded: true,
            directorCertain: false,
          }),
        ),
      ),
    ).toEqual(['split:79B3']);
    expect(
      unwrap(
        tricksWonDispute({ edition: '2007', claimOrConcession: false, afterRoundEnded: true, directorCertain: false }),
      ).outcome,
    ).toBe('after-round');
  });
  it('69B: withdrawing agreement within the correction period gives back tricks already won (B1) or likely won (B2)', () => {
    const agreed = { NS: 10, EW: 3 };
    expect(
      unwrap(
        withdrawAgreement({
          edition: '2017',
          side: 'EW',
          agreed,
          withinCorrectionPeriod: true,
          alreadyWon: 1,
          likelyWon: 0,
        }),
      ).tricks,
    ).toEqual({ NS: 9, EW: 4 });
    const b = unwrap(
      withdrawAgreement({
        edition: '2007',
        side: 'EW',
        agreed,
        withinCorrectionPeriod: true,
        alreadyWon: 0,
        likelyWon: 2,
      }),
    );
    expect([b.law, b.tricks]).toEqual(['69B2', { NS: 8, EW: 5 }]);
    expect(
      unwrap(
        withdrawAgreement({
          edition: '2017',
          side: 'NS',
          agreed,
          withinCorrectionPeriod: true,
          alreadyWon: 0,
          likelyWon: 0,
        }),
      ).outcome,
    ).toBe('agreement-stands');
    expect(
      error(
        withdrawAgreement({
          edition: '2017',
          side: 'EW',
          agreed,
          withinCorrectionPeriod: false,
          alreadyWon: 1,
          likelyWon: 0,
        }),
      ).code,
    ).toBe('after-correction-period');
    expect(
      error(
        withdrawAgreement({
          edition: '2017',
          side: 'NS',
          agreed,
          withinCorrectionPeriod: true,
          alreadyWon: 0,
          likelyWon: 4,
        }),
      ).code,
    ).toBe('bad-tricks');
    expect(
      error(
        withdrawAgreement({
          edition: '2017',
          side: 'NS',
          agreed: { NS: 10, EW: 2 },
          withinCorrectionPeriod: true,
          alreadyWon: 0,
          likelyWon: 1,
        }),
      ).code,
    ).toBe('bad-tricks');
  });
});

describe('Law 61B: revoke inquiries', () => {
  it('declarer asks a defender; dummy asks declarer (43B2(b) once his rights are lost), never a defender', () => {
    expect(unwrap(revokeInquiry({ edition: '2017', asker: 'declarer', asked: 'defender' })).allowed).toBe(true);
    expect(unwrap(revokeInquiry({ edition: '2017', asker: 'dummy', asked: 'declarer' })).law).toBe('61B2(a)');
    expect(
      unwrap(revokeInquiry({ edition: '2017', asker: 'dummy', asked: 'declarer', dummyRightsForfeited: true })).law,
    ).toBe('43B2(b)');
    expect(unwrap(revokeInquiry({ edition: '2007', asker: 'dummy', asked: 'defender' })).allowed).toBe(false);
    expect(error(revokeInquiry({ edition: '2017', asker: 'declarer', asked: 'partner' })).code).toBe('bad-inquiry');
  });
  it('defenders ask declarer, or each other at the risk of UI; 2007 lets the regulations forbid the latter', () => {
    expect(unwrap(revokeInquiry({ edition: '2017', asker: 'defender', asked: 'declarer' })).uiRisk).toBe(false);
    expect(
      unwrap(revokeInquiry({ edition: '2017', asker: 'defender', asked: 'partner', regulationForbidsDefenders: true })),
    ).toMatchObject({ allowed: true, uiRisk: true });
    expect(
      unwrap(revokeInquiry({ edition: '2007', asker: 'defender', asked: 'partner', regulationForbidsDefenders: true }))
        .allowed,
    ).toBe(false);
    expect(REVOKE_CLAIM_NO_INSPECTION('2007')).toBe('62C3');
  });
});
