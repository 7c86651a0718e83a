/**
 * The ruling assistant's engine call: a table log (shared/TABLE-LOG.md) folded in record mode
 * with the digital director's rules, in the browser — the same `@stikk/core` fold and
 * `@stikk/laws` rules the server uses — so the director gets the pending rectification, who
 * chooses, the options and the findings still needed, and after a decision the rulings applied.
 */
import { foldRaw, printDeal, replayOutput, seededDeal, type ReplayOutput, type StikkError } from '@stikk/core';
import { directorRules } from '@stikk/laws';

export type RawEvent = Record<string, unknown>;

export interface RulingScenario {
  readonly board: number;
  /** PBN deal string; a seeded deal for the board when the director enters none. */
  readonly deal: string;
  readonly events: readonly RawEvent[];
}

export const scenarioDeal = (board: number): string => printDeal(seededDeal('stikk-ruling-assistant', board));

export function tableLog(s: RulingScenario): Record<string, unknown> {
  return { format: 'stikk-table-log/1', edition: '2017', board: s.board, deal: s.deal, events: s.events };
}

export function assess(s: RulingScenario): { ok: true; value: ReplayOutput } | { ok: false; error: StikkError } {
  const r = foldRaw(tableLog(s), { mode: 'record', rules: directorRules });
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
