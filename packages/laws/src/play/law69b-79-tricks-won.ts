/**
 * Law 79 (tricks won, disagreement, the correction period) and Law 69B (withdrawing agreement
 * to a claim or concession within that period). They act on a board's recorded result after
 * play, so they are library functions the scoring desk and the ruling assistant call.
 *
 * @laws 69:withdrawAgreement 79:tricksWonDispute,correctionPeriod
 */
import { ok, otherSide, SIDES, type Edition, type Result, type Side, type TricksBySide } from '@stikk/core';
import { badInput, flag, procedure, step, type Procedure } from './procedure.js';

/** Law 79C1: the default correction period, in minutes after the official scores are available. */
export const DEFAULT_CORRECTION_MINUTES = 30;

/** Facts for {@link correctionPeriod} (Law 79C): when scores were published, the organiser's period, now. */
export interface CorrectionPeriodInput {
  readonly edition: Edition;
  /** When the official scores were made available for checking (ms since the epoch). */
  readonly officialScoresAt: number;
  /** The organiser's period in minutes; default 30. 2017 allows only a later end; 2007 also an earlier one. */
  readonly organiserMinutes?: number;
  readonly now: number;
  /** 79C2: the organiser's regulations allow late corrections. */
  readonly lateCorrectionsAllowed?: boolean;
  /** 79C2: the director is sure beyond reasonable doubt that the score is wrong. */
  readonly directorCertain?: boolean;
}

/** When the correction period ends, whether it is still open, and whether a score may be corrected now. */
export interface CorrectionPeriod {
  readonly endsAt: number;
  readonly open: boolean;
  /** Whether a scoring error may be corrected now. */
  readonly correctable: boolean;
  readonly law: string;
  readonly explanation: string;
}

/** Law 79C: may an error in computing or recording an agreed score still be corrected? */
export function correctionPeriod(input: CorrectionPeriodInput): Result<CorrectionPeriod> {
  const minutes = input.organiserMinutes ?? DEFAULT_CORRECTION_MINUTES;
  if (!Number.isFinite(input.officialScoresAt) || !Number.isFinite(input.now))
    return badInput('bad-time', 'officialScoresAt and now must be times in milliseconds', '79C1', 'officialScoresAt');
  if (!Number.isFinite(minutes) || minutes < 0)
    return badInput(
      'bad-correction-period',
      'organiserMinutes must be a number of minutes, zero or more',
      '79C1',
      'organiserMinutes',
    );
  if (input.edition === '2017' && minutes < DEFAULT_CORRECTION_MINUTES)
    return badInput(
      'correction-period-too-short',
      'in the 2017 Laws the organiser may only set a later end to the correction period than 30 minutes',
      '79C1',
      'organiserMinutes',
    );
  const endsAt = input.officialScoresAt + minutes * 60_000;
  const open = input.now < endsAt;
  if (open)
    return ok({
      endsAt,
      open,
      correctable: true,
      law: '79C1',
      explanation: `the correction period runs until ${minutes} minutes after the official scores were available: the error may be corrected (Law 79C1)`,
    });
  const late = input.lateCorrectionsAllowed === true && input.directorCertain === true;
  return ok({
    endsAt,
    open,
    correctable: late,
    law: '79C2',
    explanation: late
      ? 'the correction period is over, but the regulations allow it and the director is sure the score is wrong: it may be corrected (Law 79C2)'
      : 'the correction period is over: the score stands unless the regulations allow a late correction and the director is sure beyond doubt it is wrong (Law 79C2)',
  });
}

/** Facts for {@link tricksWonDispute} (Law 79B). */
export interface TricksDisputeInput {
  readonly edition: Edition;
  /** The disagreement concerns a claim or concession. */
  readonly claimOrConcession: boolean;
  /** The director was called only after the round ended. */
  readonly afterRoundEnded: boolean;
  /** The director is sure what result was actually obtained at the table. */
  readonly directorCertain: boolean;
}

/** Law 79B: the players disagree on the number of tricks won. */
export function tricksWonDispute(input: TricksDisputeInput): Result<Procedure> {
  const ed = input.edition;
  const call = step('79B', 'call-director', 'The players disagree on the tricks won: the director must be called.');
  if (input.claimOrConcession)
    return ok(
      procedure(
        ed,
        '79B1',
        'law-69-71',
        [
          call,
          step(
            '79B1',
            'claim-laws',
            ed === '2017'
              ? 'There was a claim or concession: Law 69B (withdrawing agreement) or Law 71 (a conceded trick that could not be lost) decides.'
              : 'There was a claim or concession: Law 69 decides.',
          ),
        ],
        [],
      ),
    );
  if (!input.afterRoundEnded)
    return ok(
      procedure(
        ed,
        '79B2',
        'director-decides',
        [call, step('79B2', 'decide-result', 'The director decides which result is recorded.')],
        [flag('if-judged', '79B2', 'the recorded result is the one the director establishes')],
      ),
    );
  if (ed === '2007')
    return ok(
      procedure(
        ed,
        '79B2',
        'after-round',
        [
          call,
          step(
            '79B2',
            'decide-after-round',
            "Called after the round ended, the director rules under Law 79C or 87, and need not raise either side's score.",
          ),
        ],
        [flag('if-judged', '79B2', "a side's score need not be raised")],
      ),
    );
  if (input.directorCertain)
    return ok(
      procedure(
        ed,
        '79B3',
        'change-both',
        [
          call,
          step(
            '79B3',
            'change-result',
            'Called after the round ended but sure of the result actually obtained, the director changes it for both sides.',
          ),
        ],
        [flag('assigned', '79B3', 'the corrected table result for both sides')],
      ),
    );
  return ok(
    procedure(
      ed,
      '79B3',
      'stand-or-lower-one',
      [
        call,
        step(
          '79B3',
          'stand-or-lower',
          "Called after the round ended and not sure of the facts, the director either lets the result stand or lowers one side's score without raising the other's.",
        ),
      ],
      [flag('split', '79B3', "one side's score may be lowered without raising the other's")],
    ),
  );
}

/** Facts for {@link withdrawAgreement} (Law 69B): the side, the agreed tricks, and the tricks in question. */
export interface WithdrawAgreementInput {
  readonly edition: Edition;
  /** The side that agreed to the opponents' claim or concession and now withdraws. */
  readonly side: Side;
  /** Tricks as agreed. */
  readonly agreed: TricksBySide;
  /** Still within the correction period of Law 79C. */
  readonly withinCorrectionPeriod: boolean;
  /** 69B1: tricks the side agreed to lose although it had already won them. */
  readonly alreadyWon: number;
  /** 69B2: tricks it agreed to lose that it would likely have won had play continued (director's judgment). */
  readonly likelyWon: number;
}

/** The director's procedure under Law 69B with the tricks each side ends with. */
export interface WithdrawAgreementOutcome extends Procedure {
  readonly tricks: TricksBySide;
}

/** Law 69B: agreement to a claim or concession withdrawn within the correction period. */
export function withdrawAgreement(input: WithdrawAgreementInput): Result<WithdrawAgreementOutcome> {
  const ed = input.edition;
  for (const s of SIDES)
    if (!Number.isInteger(input.agreed[s]) || input.agreed[s] < 0)
      return badInput('bad-tricks', `agreed.${s} must be a number of tricks`, '69B', `agreed.${s}`);
  if (input.agreed.NS + input.agreed.EW !== 13)
    return badInput('bad-tricks', 'the agreed tricks must add up to 13', '69B', 'agreed');
  for (const k of ['alreadyWon', 'likelyWon'] as const)
    if (!Number.isInteger(input[k]) || input[k] < 0)
      return badInput('bad-tricks', `${k} must be a whole number of tricks`, '69B', k);
  if (!input.withinCorrectionPeriod)
    return badInput(
      'after-correction-period',
      'agreement to a claim or concession may be withdrawn only within the correction period (Laws 69B, 79C)',
      '69B',
      'withinCorrectionPeriod',
    );
  const n = input.alreadyWon + input.likelyWon;
  const opp = otherSide(input.side);
  if (n > input.agreed[opp])
    return badInput('bad-tricks', 'more tricks restored than the opponents were credited with', '69B', 'likelyWon');
  if (n === 0)
    return ok({
      ...procedure(
        ed,
        '69B',
        'agreement-stands',
        [
          step(
            '69B',
            'stands',
            'The side agreed to lose no trick it had won or would likely have won: the agreement stands.',
          ),
        ],
        [],
      ),
      tricks: { ...input.agreed },
    });
  const tricks: TricksBySide =
    input.side === 'NS'
      ? { NS: input.agreed.NS + n, EW: input.agreed.EW - n }
      : { NS: input.agreed.NS - n, EW: input.agreed.EW + n };
  const steps = [];
  if (input.alreadyWon)
    steps.push(
      step('69B1', 'restore-won', `${input.alreadyWon} trick(s) the side had already won are given back to it.`),
    );
  if (input.likelyWon)
    steps.push(
      step(
        '69B2',
        'restore-likely',
        `${input.likelyWon} trick(s) the side would likely have won had play continued are given back to it.`,
      ),
    );
  steps.push(
    step('69B', 'rescore', `The board is scored anew: ${input.side} ${tricks[input.side]}, ${opp} ${tricks[opp]}.`),
  );
  return ok({
    ...procedure(ed, input.alreadyWon ? '69B1' : '69B2', 'agreement-withdrawn', steps, [
      flag(
        'assigned',
        '69B',
        'the result is changed: the tricks go to the side that withdrew its agreement',
        input.side,
      ),
    ]),
    tricks,
  });
}
