/**
 * A USEBIO teams event as PBN results tables (issue 19): each board's traveller becomes the
 * teams `ScoreTable` (round, table, home and away team, room, IMPs), the participants the
 * `TotalScoreTable` of VPs (with the byes' VPs), and matches given whole (segments, carry-over)
 * the match table — the tables Stikk's own PBN export writes, so that `eventFromPbn` reads a team
 * event back as a team event and scores it as `eventFromUsebio` does. A USEBIO traveller written
 * as a pairs ScoreTable (`PairId_NS`) would be scored as matchpoints instead.
 */
import { scoreEvent } from '@stikk/scoring';
import { eventFromUsebio, type UsebioLike } from './import-usebio.js';
import { pbnMatchTable, pbnScoreTable, pbnTotalScoreTable, type PbnTableOut } from './pbn-tables.js';

/** The PBN tables of a USEBIO teams event, keyed as its games are: `section|board` and `section`. */
export interface TeamsPbnTables {
  /** PBN's `Scoring` tag for the event (`IMP`: `eventFromPbn` reads it as teams with TeamId columns). */
  readonly scoring: string;
  /** Each board's teams ScoreTable, by `${section ?? ''}|${board}`. */
  readonly boards: ReadonlyMap<string, PbnTableOut>;
  /** The TotalScoreTable of each section (`''` without sections). */
  readonly totals: ReadonlyMap<string, PbnTableOut>;
  /** The matches whole, when the file gives them (segments, carry-over); else null. */
  readonly matches: PbnTableOut | null;
}

/**
 * The PBN tables of a USEBIO event when it is a teams event that scores (null otherwise: a pairs
 * or individual event, or one `eventFromUsebio` cannot read, keeps its plain traveller).
 */
export function teamsPbnTables(u: UsebioLike): TeamsPbnTables | null {
  const ev = eventFromUsebio(u);
  if (!ev.ok || ev.value.kind !== 'teams') return null;
  const scored = scoreEvent(ev.value);
  if (!scored.ok) return null;
  const s = scored.value;
  const boards = new Map<string, PbnTableOut>();
  for (const input of ev.value.boards) {
    const out = s.boards.find((b) => b.board === input.board && b.section === input.section);
    if (out && input.results.length > 0)
      boards.set(`${input.section ?? ''}|${input.board}`, pbnScoreTable(input, out, 'teams'));
  }
  const totals = new Map<string, PbnTableOut>();
  const sections = new Set(s.ranking.map((e) => e.section));
  for (const section of sections) totals.set(section ?? '', pbnTotalScoreTable(s, section));
  return {
    scoring: 'IMP',
    boards,
    totals,
    matches: ev.value.matches?.length ? pbnMatchTable(s) : null,
  };
}
