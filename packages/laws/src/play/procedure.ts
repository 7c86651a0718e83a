/**
 * The shape of a director's procedure that runs outside one board's table log (Laws 13–15,
 * 43B, 65–67, 69B, 79): what the director does, the law for each step, and the score flags it
 * raises. The server's ruling assistant and the table terminal show these; nothing here is
 * folded into a log.
 *
 * @laws 12:flag,procedure
 */
import { fail, type Edition, type Side, type StikkError } from '@stikk/core';

/** How a procedure touches the score. */
export const SCORE_FLAG_KINDS = [
  /** The director must assign an adjusted score (Law 12C1). */
  'assigned',
  /** The director assigns one only if he judges it needed (damage, UI used, …). */
  'if-judged',
  /** An artificial adjusted score for whoever cannot get a result (Law 12C2). */
  'artificial',
  /** The table result is cancelled (for both sides). */
  'cancelled',
  /** The two sides get different scores (a non-balancing adjustment). */
  'split',
  /** The director may add a procedural penalty (Law 90). */
  'procedural-penalty',
] as const;
/** A kind of score flag (one of {@link SCORE_FLAG_KINDS}). */
export type ScoreFlagKind = (typeof SCORE_FLAG_KINDS)[number];

/** How a procedure touches the score, under which law and for which side. */
export interface ScoreFlag {
  readonly kind: ScoreFlagKind;
  readonly law: string;
  /** Whose score it concerns, when not both sides. */
  readonly side?: Side;
  readonly explanation: string;
}

/** One act of a procedure with its law and an explanation. */
export interface ProcedureStep {
  readonly law: string;
  /** A stable code for the act, for programs and translations. */
  readonly action: string;
  readonly explanation: string;
}

/** A director's procedure: the deciding law, the outcome, the steps in order and the score flags. */
export interface Procedure {
  /** The law that decides the case. */
  readonly law: string;
  readonly edition: Edition;
  /** A stable code for the outcome. */
  readonly outcome: string;
  readonly steps: readonly ProcedureStep[];
  readonly flags: readonly ScoreFlag[];
  /** Our own summary, in English. */
  readonly explanation: string;
}

/** Makes one step of a procedure: the law, a stable action code and an explanation. */
export const step = (law: string, action: string, explanation: string): ProcedureStep => ({ law, action, explanation });
/** Makes a score flag, for one side when `side` is given. */
export const flag = (kind: ScoreFlagKind, law: string, explanation: string, side?: Side): ScoreFlag =>
  side ? { kind, law, side, explanation } : { kind, law, explanation };

/** Makes a procedure from its steps and flags; its explanation joins the steps' explanations. */
export function procedure(
  edition: Edition,
  law: string,
  outcome: string,
  steps: ProcedureStep[],
  flags: ScoreFlag[],
): Procedure {
  return { law, edition, outcome, steps, flags, explanation: steps.map((s) => s.explanation).join(' ') };
}

/** A bad input to a procedure, citing the law whose conditions it does not meet. */
export const badInput = (code: string, message: string, law: string, path?: string): { ok: false; error: StikkError } =>
  fail(code, message, path ? { law, path } : { law });

/** Whether `e` is an edition of the Laws these procedures know. */
export function checkEdition(e: unknown): e is Edition {
  return e === '2017' || e === '2007';
}
