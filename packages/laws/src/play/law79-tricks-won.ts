/**
 * Law 79 (tricks won, disagreement, the correction period). It acts on a board's recorded result
 * after play, so these are library functions the scoring desk and the ruling assistant call.
 * Withdrawing agreement to a claim within the correction period (69B) is ../claims/law69-agreement.ts.
 *
 * @laws 79:tricksWonDispute,correctionPeriod
 */
import { ok, type Edition, type Result } from '@stikk/core';
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
