/**
 * Laws 65–67: quitted tricks (pointing the cards), inspecting tricks, and defective tricks —
 * a player who played no card, or more than one, to a trick. Played out in a table log these
 * cannot happen (the fold needs four cards a trick), so these are the director's procedures for
 * what he finds at the table.
 *
 * @laws 65 66 67
 */
import { ok, sideOf, type Edition, type Result, type Seat, type Side } from '@stikk/core';
import { badInput, flag, procedure, step, type Procedure } from './procedure.js';

/** Who wants a quitted card pointing the wrong way put right, and when, for {@link pointingCard}. */
export interface PointingInput {
  readonly edition: Edition;
  /** Who wants a card pointing the wrong way put right. */
  readonly who: 'declarer' | 'dummy' | 'defender';
  /** 2017 65B3: his own side has played to the next trick. */
  readonly ownSidePlayedToNext: boolean;
  /** 2007 65B3: a lead has been made to the next trick. */
  readonly leadMadeToNext: boolean;
}

/** Whether the card may be put right (or only attention drawn to it) and under which law. */
export interface PointingRuling {
  readonly allowed: boolean;
  /** 2007: only declarer could require the card to be turned; others could draw attention to it. */
  readonly mayRequire: boolean;
  readonly law: string;
  readonly explanation: string;
}

/** Law 65B3: drawing attention to a quitted card pointing the wrong way. */
export function pointingCard(input: PointingInput): Result<PointingRuling> {
  if (input.edition === '2017') {
    if (input.ownSidePlayedToNext)
      return ok({
        allowed: false,
        mayRequire: false,
        law: '65B3',
        explanation:
          'too late: his side has played to the next trick; pointing it out now may be unauthorized information (Laws 65B3, 16B)',
      });
    return ok({
      allowed: true,
      mayRequire: false,
      law: '65B3',
      explanation:
        'any player may draw attention to a card pointing the wrong way until his side plays to the next trick (Law 65B3)',
    });
  }
  if (input.leadMadeToNext)
    return ok({
      allowed: false,
      mayRequire: false,
      law: '65B3',
      explanation: 'too late: a lead has been made to the next trick (2007 Law 65B3; Law 16B may apply)',
    });
  if (input.who === 'declarer')
    return ok({
      allowed: true,
      mayRequire: true,
      law: '65B3',
      explanation:
        'declarer may require a card pointing the wrong way to be turned until a lead is made to the next trick (2007 Law 65B3)',
    });
  return ok({
    allowed: true,
    mayRequire: false,
    law: '65B3',
    explanation:
      'dummy or a defender may draw attention to a card pointing the wrong way until a lead is made to the next trick (2007 Law 65B3)',
  });
}

/** Who wants to look at which played cards and when, for {@link mayInspect} (Law 66). */
export interface InspectionInput {
  readonly edition: Edition;
  readonly what: 'current-trick' | 'own-last-card' | 'quitted-tricks';
  readonly who: 'declarer' | 'dummy' | 'defender';
  /** 2017 66A/B: his side has played to the next trick. */
  readonly ownSidePlayedToNext: boolean;
  /** 2007 66B: a lead has been made to the next trick. */
  readonly leadMadeToNext: boolean;
  /** 66A: he has turned his own card face down. */
  readonly ownCardTurned: boolean;
  readonly playEnded: boolean;
  readonly directorInstructs?: boolean;
}

/** Law 66A–C: whether a player may look at played cards now. */
export function mayInspect(
  input: InspectionInput,
): Result<{ readonly allowed: boolean; readonly law: string; readonly explanation: string }> {
  const r = (allowed: boolean, law: string, explanation: string) => ok({ allowed, law, explanation });
  if (input.who === 'dummy' && input.what !== 'quitted-tricks')
    return r(
      false,
      '66A',
      'only declarer and the defenders may have the last trick faced or look at their own card (Law 66A, 66B)',
    );
  if (input.playEnded)
    return r(
      true,
      '66D',
      'after play the played and unplayed cards may be inspected to settle a revoke or the trick count (Law 66D)',
    );
  if (input.what === 'quitted-tricks')
    return input.directorInstructs
      ? r(true, '66C', 'the director may allow quitted tricks to be inspected, e.g. to check a revoke (Law 66C)')
      : r(false, '66C', 'quitted tricks may not be inspected before play ends unless the director says so (Law 66C)');
  const late =
    input.what === 'own-last-card' && input.edition === '2007' ? input.leadMadeToNext : input.ownSidePlayedToNext;
  if (late)
    return r(
      false,
      input.what === 'current-trick' ? '66A' : '66B',
      input.edition === '2007' && input.what === 'own-last-card'
        ? 'too late: a lead has been made to the next trick (2007 Law 66B)'
        : 'too late: his side has played to the next trick (Law 66A, 66B)',
    );
  if (input.what === 'current-trick' && input.ownCardTurned)
    return r(false, '66A', 'he has turned his own card face down, so he may no longer have the trick faced (Law 66A)');
  return input.what === 'current-trick'
    ? r(true, '66A', 'he may have all four cards of the trick just played faced (Law 66A)')
    : r(true, '66B', 'he may look at his own last card, without showing it (Law 66B)');
}

/** Facts for {@link mixedCards} (Law 66D): whether the facts are certain and who mixed their cards. */
export interface MixedCardsInput {
  readonly edition: Edition;
  /** The director can establish the facts with certainty. */
  readonly factsCertain: boolean;
  /** The sides that mixed their played cards. */
  readonly mixedBy: readonly Side[];
}

/** Law 66D: after play the facts are uncertain and cards were mixed. */
export function mixedCards(
  input: MixedCardsInput,
): Result<{ readonly favour: Side | null; readonly law: string; readonly explanation: string }> {
  if (input.factsCertain)
    return ok({
      favour: null,
      law: '66D',
      explanation: 'the director rules on the facts he has established (Law 66D)',
    });
  const sides = [...new Set(input.mixedBy)];
  if (sides.length !== 1)
    return ok({
      favour: null,
      law: '66D',
      explanation: sides.length
        ? 'both sides mixed their cards: the director rules on the best evidence (Laws 66D, 85)'
        : 'nobody mixed cards: the director rules on the best evidence (Law 85)',
    });
  const favour: Side = sides[0] === 'NS' ? 'EW' : 'NS';
  return ok({
    favour,
    law: '66D',
    explanation: `only ${sides[0]} mixed their played cards, so the doubtful point goes to ${favour} (Law 66D${input.edition === '2007' ? ', 2007 wording' : ''})`,
  });
}

/** The defects of a trick Law 67 rules on. */
export const TRICK_DEFECTS = ['no-card', 'extra-cards', 'card-not-quitted'] as const;
/** How a trick is defective: a missing card, too many cards, or a card not quitted (Law 67). */
export type TrickDefect = (typeof TRICK_DEFECTS)[number];

/** Facts for {@link defectiveTrick} (Law 67): the defect, the trick, the offender and what followed. */
export interface DefectiveTrickInput {
  readonly edition: Edition;
  readonly defect: TrickDefect;
  /** The defective trick, 1–13. */
  readonly trick: number;
  readonly offender: Seat;
  readonly declarer: Seat;
  /** A player of each side has played to the following trick (Law 67B rather than 67A). */
  readonly bothSidesPlayedToNext: boolean;
  /** Who won each trick as played (index 0 = trick 1); needed for 67B1's trick transfer. */
  readonly winners?: readonly Seat[];
  /** 67B1: the offender holds a card of the suit led to the defective trick. */
  readonly holdsSuitLed?: boolean;
  /** 67B2: the director knows which card's face was shown when the trick was played. */
  readonly shownCardKnown?: boolean;
  /** 67B2 footnote: an extra card returned to a defender's hand was exposed. */
  readonly extraCardExposed?: boolean;
  /** 2017 67B3: the card was played again to a later trick and it is too late to put right. */
  readonly tooLateToCorrect?: boolean;
}

/** The director's procedure under Law 67 with the trick transfer and any penalty card. */
export interface DefectiveTrickOutcome extends Procedure {
  /** Tricks the offender's side loses under Law 64A2 (67B1 only). */
  readonly transfer: 0 | 1;
  readonly to: Side | null;
  /** An extra card that becomes a penalty card (defender, exposed). */
  readonly penaltyCard: boolean;
}

/** Law 67: a trick with a missing card or too many cards from one player. */
export function defectiveTrick(input: DefectiveTrickInput): Result<DefectiveTrickOutcome> {
  const ed = input.edition;
  if (!Number.isInteger(input.trick) || input.trick < 1 || input.trick > 13)
    return badInput('bad-trick', 'trick must be 1 to 13', '67', 'trick');
  if (!(TRICK_DEFECTS as readonly string[]).includes(input.defect))
    return badInput('unknown-defect', `unknown defect "${String(input.defect)}"`, '67', 'defect');
  const none = { transfer: 0 as const, to: null, penaltyCard: false };
  if (input.defect === 'card-not-quitted') {
    if (ed === '2007')
      return badInput(
        'not-in-edition',
        'the 2007 Laws have no 67B3 (a card played but not put among the quitted cards)',
        '67B3',
        'defect',
      );
    const steps = [
      step(
        '67B3',
        'replace-card',
        'The offender did play to the trick but the card is missing from his quitted cards: the director finds it and puts it back in its place.',
      ),
    ];
    if (input.tooLateToCorrect)
      steps.push(
        step(
          '67B3',
          'assign-score',
          'The card was played again to a later trick and it is too late to put right: the director assigns an adjusted score.',
        ),
      );
    return ok({
      ...procedure(
        ed,
        '67B3',
        input.tooLateToCorrect ? 'assigned-score' : 'card-restored',
        steps,
        input.tooLateToCorrect ? [flag('assigned', '67B3', 'adjusted score because the card was played twice')] : [],
      ),
      ...none,
    });
  }
  if (!input.bothSidesPlayedToNext) {
    if (input.defect === 'no-card')
      return ok({
        ...procedure(
          ed,
          '67A1',
          'play-card-now',
          [
            step(
              '67A1',
              'play-card',
              'Found before both sides played to the next trick: the player who omitted to play adds a card he may legally play to that trick.',
            ),
          ],
          [],
        ),
        ...none,
      });
    return ok({
      ...procedure(
        ed,
        '67A2',
        'law-45E-or-58B',
        [
          step(
            '67A2',
            'extra-card',
            'Found before both sides played to the next trick: a second card played to the trick is dealt with as a fifth card (Law 45E) or as simultaneous cards (Law 58B).',
          ),
        ],
        [],
      ),
      ...none,
    });
  }
  if (input.defect === 'no-card') {
    if (input.holdsSuitLed === undefined)
      return badInput('finding-needed', 'Law 67B1 needs the finding holdsSuitLed', '67B1', 'holdsSuitLed');
    if (!input.winners || input.winners.length < input.trick)
      return badInput(
        'finding-needed',
        'Law 67B1 needs the winners of the tricks from the defective one on',
        '67B1',
        'winners',
      );
    const os = sideOf(input.offender);
    // 64A2: the offender is treated as not having won the trick; one trick if his side won it or a later one.
    const transfer: 0 | 1 = input.winners.slice(input.trick - 1).some((w) => sideOf(w) === os) ? 1 : 0;
    const l = input.holdsSuitLed ? '67B1(a)' : '67B1(b)';
    const steps = [
      step(
        '67B1',
        'face-card',
        'The offender faces a card and puts it in its place among his played cards; it does not change who won the trick.',
      ),
      step(
        l,
        input.holdsSuitLed ? 'card-of-suit-led' : 'any-card',
        input.holdsSuitLed
          ? 'He holds the suit led, so he must choose a card of that suit.'
          : 'He has no card of the suit led, so he chooses any card.',
      ),
      step(
        l,
        'deemed-revoke',
        transfer
          ? 'He is deemed to have revoked on that trick: one trick goes to the other side (Law 64A2).'
          : 'He is deemed to have revoked on that trick, but his side won neither it nor any later trick: no trick is transferred (Laws 64A2, 64B1).',
      ),
    ];
    const to = transfer ? (os === 'NS' ? 'EW' : 'NS') : null;
    return ok({
      ...procedure(
        ed,
        l,
        'deemed-revoke',
        steps,
        transfer ? [flag('assigned', '64A2', 'one trick transferred for the defective trick', to!)] : [],
      ),
      transfer,
      to,
      penaltyCard: false,
    });
  }
  const defender = sideOf(input.offender) !== sideOf(input.declarer);
  const steps = [
    step(
      '67B2(a)',
      'return-extra',
      input.shownCardKnown === false
        ? "The offender takes back every extra card; as the director cannot tell which card was shown, the highest card that could legally have been played to that trick stays. The trick's winner does not change."
        : "The offender takes back every extra card; the card whose face was shown when the trick was played stays. The trick's winner does not change.",
    ),
    step(
      '67B2(b)',
      'deemed-held',
      'A returned card is deemed to have been in his hand all along: not playing it earlier may have been a revoke (Laws 61–64).',
    ),
  ];
  const pc = defender && input.extraCardExposed === true;
  if (pc)
    steps.push(
      step(
        '50',
        'penalty-card',
        'The returned card of a defender was exposed: it becomes a penalty card (footnote to Law 67B2, Law 50).',
      ),
    );
  return ok({
    ...procedure(ed, '67B2', 'extra-card-returned', steps, [
      flag('if-judged', '64C', 'if a revoke follows from the returned card, Law 64 and its equity check apply'),
    ]),
    transfer: 0,
    to: null,
    penaltyCard: pc,
  });
}
