/**
 * Scoring across sections: some producers compare every board over the whole field of an event
 * played in several sections (one traveller per board, the top over all results) while pairs keep
 * their section's numbers and rankings. The sections' boards are merged into one board per board
 * number with each contestant named by its section (the contestant key `scoreEvent` itself uses),
 * scored once, and the traveller is split back into the sections.
 */
import { ok, type Result } from '@stikk/core';
import type { BoardResults, EventResults, IndividualPlayers, ScoringSettings, TableResult } from './model.js';
import type { ScoredBoard, ScoredEvent, ScoredResult } from './output.js';

/** score-event.ts keys a contestant of a section as section, SEP, id (so pair 1 of A is not pair 1 of B). */
const SEP = '\u0001';

const inSection = (section: string, id: string | undefined): string | undefined =>
  id === undefined ? undefined : `${section}${SEP}${id}`;

function tagResult(r: TableResult, section: string): TableResult {
  const out: Record<string, unknown> = { ...r };
  if (r.ns !== undefined) out.ns = inSection(section, r.ns);
  if (r.ew !== undefined) out.ew = inSection(section, r.ew);
  if (r.players)
    out.players = {
      N: inSection(section, r.players.N),
      E: inSection(section, r.players.E),
      S: inSection(section, r.players.S),
      W: inSection(section, r.players.W),
    } as IndividualPlayers;
  return out as unknown as TableResult;
}

/** The section of a scored result of the merged board, and the result with its own ids again. */
function untag(r: ScoredResult): { section: string; result: ScoredResult } {
  const key = r.ns ?? r.ew ?? r.players?.N ?? '';
  const i = key.indexOf(SEP);
  const section = i < 0 ? '' : key.slice(0, i);
  const strip = (id: string): string => (id.startsWith(`${section}${SEP}`) ? id.slice(section.length + 1) : id);
  const out: ScoredResult = { ...r };
  if (r.ns !== undefined) out.ns = strip(r.ns);
  if (r.ew !== undefined) out.ew = strip(r.ew);
  if (r.players)
    out.players = { N: strip(r.players.N), E: strip(r.players.E), S: strip(r.players.S), W: strip(r.players.W) };
  return { section, result: out };
}

/** Whether the event's boards come from more than one section. */
export const hasSections = (ev: EventResults): boolean => new Set(ev.boards.map((b) => b.section ?? '')).size > 1;

/**
 * Scores `ev` with every board compared across all its sections (see the module comment), using
 * `score` for the scoring itself (`scoreEvent` without `acrossSections`). Travellers come back one
 * per section, each with the whole field's top; rankings stay per section.
 */
export function scoreAcrossSections(
  ev: EventResults,
  options: Partial<ScoringSettings>,
  score: (ev: EventResults, options: Partial<ScoringSettings>) => Result<ScoredEvent>,
): Result<ScoredEvent> {
  const byBoard = new Map<number, BoardResults[]>();
  for (const b of ev.boards) {
    const list = byBoard.get(b.board);
    if (list) list.push(b);
    else byBoard.set(b.board, [b]);
  }
  const boards: BoardResults[] = [...byBoard.values()].map((list) => {
    const expected = list.every((b) => b.expected !== undefined)
      ? list.reduce((n, b) => n + (b.expected ?? 0), 0)
      : undefined;
    return {
      board: list[0].board,
      ...(list[0].vulnerable !== undefined ? { vulnerable: list[0].vulnerable } : {}),
      ...(expected !== undefined ? { expected } : {}),
      results: list.flatMap((b) => b.results.map((r) => tagResult(r, b.section ?? ''))),
    };
  });
  const r = score({ ...ev, boards }, { ...options, acrossSections: false });
  if (!r.ok) return r;
  const order = [...new Set(ev.boards.map((b) => b.section ?? ''))];
  const split: ScoredBoard[] = [];
  for (const sb of r.value.boards) {
    const per = new Map<string, ScoredResult[]>();
    for (const x of sb.results) {
      const { section, result } = untag(x);
      const list = per.get(section);
      if (list) list.push(result);
      else per.set(section, [result]);
    }
    for (const section of order) {
      const results = per.get(section);
      if (!results) continue;
      split.push({ ...sb, ...(section !== '' ? { section } : {}), results });
    }
  }
  return ok({
    ...r.value,
    boards: split,
    warnings: r.value.warnings.map((w) => w.split(SEP).join(' ')),
  });
}
