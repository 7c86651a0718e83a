/**
 * A pairs session set up for a late play, as the late-play tests need it: a director, a 3-table
 * Mitchell of 2 boards a round, table 1's terminal joined, and the results row of table 1's first
 * round-1 board (`late`; its other board is `other`), not yet marked.
 */
import { Http } from './http.js';

/** One row of `GET /api/sessions/:id/results`, the fields the late-play tests read. */
export interface ResultRow {
  id: number;
  round: number;
  table: number;
  board: number;
  status: string;
}

/** Who and what names the set-up uses (each test its own, so they read apart in a log). */
export interface LateSetUpNames {
  email: string;
  director: string;
  club: string;
  session: string;
  seed: string;
}

/** The session, the director and table 1's terminal, and table 1's two round-1 boards. */
export interface LateSetUp {
  /** The created session as the API returns it (id, tables, guide…). */
  s: any;
  td: Http;
  t1: Http;
  late: number;
  other: number;
  lateRow: ResultRow;
}

/** Registers a director, creates the session, joins table 1's terminal and finds the late row. */
export async function lateSetUp(url: string, n: LateSetUpNames): Promise<LateSetUp> {
  const td = new Http(url);
  await td.ok('POST', '/api/auth/register', { email: n.email, password: 'director-pw', name: n.director });
  const club = await td.ok('POST', '/api/clubs', { name: n.club });
  const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
    name: n.session,
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
    boards: { source: 'seeded', seed: n.seed },
  });
  const t1 = new Http(url);
  t1.bearer = (await t1.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
  const g1 = s.guide.find((g: { round: number; table: number }) => g.round === 1 && g.table === 1);
  const [late, other] = g1.boards as number[];
  const rows = (await td.ok('GET', `/api/sessions/${s.id}/results`)) as ResultRow[];
  const lateRow = rows.find((r) => r.round === 1 && r.table === 1 && r.board === late)!;
  return { s, td, t1, late, other, lateRow };
}
