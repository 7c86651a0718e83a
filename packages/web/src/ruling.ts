/**
 * The ruling assistant's engine call: a table log (shared/TABLE-LOG.md) folded in record mode
 * with the digital director's rules, in the browser — the same `@stikk/core` fold and
 * `@stikk/laws` rules the server uses — so the director gets the pending rectification, who
 * chooses, the options and the findings still needed, and after a decision the rulings applied.
 */
import { foldRaw, printDeal, replayOutput, seededDeal, type ReplayOutput, type StikkError } from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches } from '@stikk/laws';

/** The page's claim searches, kept while it is open: each decision folds the log again. */
const rules = withClaimSearches(directorRules, claimSearchCache());

export type RawEvent = Record<string, unknown>;

export interface RulingScenario {
  readonly board: number;
  /** PBN deal string; a seeded deal for the board when the director enters none. */
  readonly deal: string;
  readonly events: readonly RawEvent[];
  /** The Laws that apply (TABLE-LOG `edition`); 2017 unless a loaded log says otherwise. */
  readonly edition?: '2007' | '2017';
}

/**
 * A table log the director brings in (an online table's board, a terminal's, a file): its board,
 * deal, edition and events, or the field that is wrong. The fold checks every event afterwards.
 */
export function scenarioFromLog(
  raw: unknown,
): { ok: true; value: Required<RulingScenario> } | { ok: false; field: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: 'log' };
  const o = raw as Record<string, unknown>;
  if (o.format !== 'stikk-table-log/1') return { ok: false, field: 'format' };
  const board = o.board === undefined ? 1 : o.board;
  if (typeof board !== 'number' || !Number.isInteger(board) || board < 1) return { ok: false, field: 'board' };
  if (o.deal !== undefined && typeof o.deal !== 'string') return { ok: false, field: 'deal' };
  if (o.edition !== undefined && o.edition !== '2007' && o.edition !== '2017') return { ok: false, field: 'edition' };
  if (!Array.isArray(o.events) || !o.events.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e)))
    return { ok: false, field: 'events' };
  return {
    ok: true,
    value: {
      board,
      deal: (o.deal as string | undefined) ?? scenarioDeal(board),
      events: o.events as RawEvent[],
      edition: (o.edition as '2007' | '2017' | undefined) ?? '2017',
    },
  };
}

export const scenarioDeal = (board: number): string => printDeal(seededDeal('stikk-ruling-assistant', board));

export function tableLog(s: RulingScenario): Record<string, unknown> {
  return { format: 'stikk-table-log/1', edition: s.edition ?? '2017', board: s.board, deal: s.deal, events: s.events };
}

export function assess(s: RulingScenario): { ok: true; value: ReplayOutput } | { ok: false; error: StikkError } {
  const r = foldRaw(tableLog(s), { mode: 'record', rules });
  return r.ok ? { ok: true, value: replayOutput(r.value) } : r;
}

/** The i18n key of our own explanation for a law reference: `27B2` → `law.27`, `20F1` → `law.20F`. */
export function lawKey(law: string, known: (key: string) => boolean): string | null {
  let l = law.trim();
  while (l) {
    if (known(`law.${l}.title`)) return `law.${l}`;
    l = l.slice(0, -1);
  }
  return null;
}

/** Findings a director decides for each kind of irregularity when the engine does not list them. */
export const DEFAULT_FINDINGS: Record<string, readonly string[]> = {
  'insufficient-bid': ['lhoAccepts'],
  'call-out-of-rotation': ['lhoAccepts'],
  'pass-out-of-rotation': ['lhoAccepts'],
  'lead-out-of-turn': ['declarerAccepts'],
  'opening-lead-out-of-turn': ['declarerAccepts'],
};

/**
 * Laws 20F4, 20F5: the call whose explanation `seat` would correct — the last call of his side that stands and was
 * alerted or explained (a missing alert is a mistaken explanation too, so else his side's last bid); null when his
 * side has none. `statuses` are the replay output's event statuses.
 */
export function correctableCall(
  events: readonly RawEvent[],
  statuses: readonly { readonly status: string }[],
  seat: 'N' | 'E' | 'S' | 'W',
): number | null {
  const ns = seat === 'N' || seat === 'S';
  const own = (e: RawEvent, i: number) =>
    typeof e.call === 'string' &&
    (e.seat === 'N' || e.seat === 'S') === ns &&
    typeof e.seat === 'string' &&
    statuses[i]?.status === 'stands';
  let bid: number | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!own(e, i)) continue;
    if (e.alert === true || typeof e.explanation === 'string') return i;
    if (bid === null && /^[1-7]/.test(String(e.call))) bid = i;
  }
  return bid;
}
