/**
 * table log → fold → state. `foldLog` is pure: the same log gives the same state. The replay
 * output (TABLE-LOG.md "Output") is a projection of the state.
 */
import { printCall } from '../call.js';
import { printContract } from '../contract.js';
import { parseTableLog, type ParseTableLogOptions, type TableEvent, type TableLog } from '../log/table-log.js';
import { ok, type Result, type StikkError } from '../result.js';
import type { Seat } from '../seat.js';
import { FoldError, foldLogMachine, type FoldOptions, type TableMachine } from './machine.js';
import type {
  Effect,
  EventStatus,
  PendingRectification,
  PenaltyCardState,
  Phase,
  Ruling,
  TricksBySide,
} from './state.js';

/** The folded state of a table (read-only to callers). */
export type TableState = Readonly<TableMachine>;

/**
 * Folds a table log into the state of the table after its last event; an event that cannot be applied is an error
 * naming its index and law.
 */
export function foldLog(log: TableLog, opts: FoldOptions = {}): Result<TableState> {
  return foldLogMachine(log, opts);
}

/**
 * A table played act by act (the server's online table): its state so far, and the next act
 * applied to it. An act the core refuses (prevent mode, or an act that cannot be interpreted)
 * comes back as an error naming its law, and leaves this table unusable: fold the accepted
 * events again with `openTable`.
 */
export interface LiveTable {
  readonly state: TableState;
  /** Applies the next event of the log. */
  apply(ev: TableEvent): Result<TableState>;
}

/** Folds a table log and returns it as a {@link LiveTable} that takes further events one at a time. */
export function openTable(log: TableLog, opts: FoldOptions = {}): Result<LiveTable> {
  const r = foldLogMachine(log, opts);
  if (!r.ok) return r;
  const m = r.value;
  let next = log.events.length;
  let spoiled: StikkError | null = null;
  return ok({
    state: m,
    apply(ev: TableEvent): Result<TableState> {
      if (spoiled)
        return {
          ok: false,
          error: {
            code: 'table-spoiled',
            message: `an earlier act was refused (${spoiled.code}); fold the table again`,
          },
        };
      try {
        m.apply(ev, next);
        next++;
        return ok(m);
      } catch (e) {
        if (!(e instanceof FoldError)) throw e;
        spoiled = e.error;
        return { ok: false, error: e.error };
      }
    },
  });
}

/** Validates raw JSON and folds it. */
export function foldRaw(json: unknown, opts: FoldOptions & ParseTableLogOptions = {}): Result<TableState> {
  const log = parseTableLog(json, opts);
  return log.ok ? foldLog(log.value, opts) : log;
}

/** TABLE-LOG.md's output of `stikk replay`. */
export interface ReplayOutput {
  phase: Phase;
  turn: Seat | null;
  auction: { seat: Seat; call: string }[];
  contract: string | null;
  declarer: Seat | null;
  events: EventStatus[];
  rulings: Ruling[];
  restrictions: Effect[];
  penaltyCards: PenaltyCardState[];
  pending: PendingRectification | null;
  tricks: TricksBySide;
  result: string | null;
  score: TricksBySide | null;
}

/** The state of a folded table in the output shape of TABLE-LOG.md (what `stikk replay` prints). */
export function replayOutput(s: TableState): ReplayOutput {
  return {
    phase: s.phase,
    turn: s.turn(),
    auction: s.standing().map((c) => ({ seat: c.seat, call: printCall(c.call) })),
    contract: s.contract ? printContract(s.contract) : null,
    declarer: s.declarer,
    events: s.statuses.map((e) => ({ ...e })),
    rulings: s.rulings.map((r) => ({ ...r, effects: r.effects.map((e) => ({ ...e })) })),
    restrictions: s.restrictions.map((e) => ({ ...e })),
    penaltyCards: s.penaltyCards.map((p) => ({ ...p })),
    pending: s.pending ? { ...s.pending } : null,
    tricks: { ...s.tricksWon },
    result: s.result,
    score: s.score ? { ...s.score } : null,
  };
}
