/**
 * The ruling assistant's work (pure; run in the work pool's thread): the laws engine folds a
 * client's table log in record mode and reports the pending rectification, its options, the
 * findings it needs and the rulings made (TABLE-LOG.md output). A log comes from any logged-in
 * user and a fold may search a claim's every normal line (Law 70), so it never runs on the
 * server's own thread.
 */
import { foldRaw, replayOutput, type ReplayOutput } from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches } from '@stikk/laws';

/** Searches kept across requests (this thread's): a log folded again searches no claim anew. */
const rules = withClaimSearches(directorRules, claimSearchCache());

/** The fold's answer, or why the log was refused (the HTTP status, a stable code, the field at fault). */
export type RulingAnswer =
  | { readonly ok: true; readonly state: ReplayOutput }
  | {
      readonly ok: false;
      readonly status: 400 | 413;
      readonly code: string;
      readonly message: string;
      readonly field: string;
      readonly law?: string;
    };

/** Folds table log `log` (as sent) for the ruling assistant. */
export function assistRuling(log: unknown): RulingAnswer {
  const r = foldRaw(log, { mode: 'record', rules });
  // A log over MAX_TABLE_EVENTS (core) is refused before it is folded: 413, field `log.events`.
  if (!r.ok)
    return {
      ok: false,
      status: r.error.code === 'too-many-events' ? 413 : 400,
      code: r.error.code,
      message: r.error.message,
      field: r.error.path ? `log.${r.error.path}` : 'log',
      ...(r.error.law ? { law: r.error.law } : {}),
    };
  return { ok: true, state: replayOutput(r.value) };
}
