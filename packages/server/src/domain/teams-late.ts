/**
 * Late boards in a teams event (issue 19): a board a room of a match has not played in its round.
 * The director marks it a late play — the rows stay to be played, reopened, so they no longer hold
 * the next draw and the table's terminal lists the board — and the table or the director enters
 * it when it is played. Every change goes into the result's history, as in a pairs session
 * (domain/late-plays.ts). The match's IMPs and VPs and the standings follow from the rows.
 */
import { parseContract, unwrap, type Seat } from '@stikk/core';
import { type Ctx, now } from '../context.js';
import type { ResultEntry } from '../api/types.js';
import { conflict, notFound } from '../http/errors.js';
import { counts } from './scoring.js';
import { markLatePlay } from './late-plays.js';
import { recordHistory, sessionResult } from './result-history.js';
import { correctionClosed, dealOf, loadSession, type ResultRow } from './sessions.js';
import { boardDealText } from './terminal-store.js';
import { openingLeadFailure } from './opening-lead.js';
import type { TeamsState } from './teams.js';

/**
 * Refused once the event's results are final or the Law 79C correction period has closed (as a
 * pairs session's late plays are): a late board changes the standings.
 */
export async function refuseClosed(ctx: Ctx, st: Pick<TeamsState, 'sid'>): Promise<void> {
  const { row } = await loadSession(ctx, st.sid);
  if (row.published_final || correctionClosed(row))
    throw conflict(
      'correction-period-closed',
      'the results are final: the correction period has ended',
      undefined,
      '79C',
    );
}

/** The rows of board `board` of match `match` in round `round`, open room first. */
function matchBoardRows(st: TeamsState, round: number, match: number, board: number): ResultRow[] {
  const m = st.matches.find((x) => x.round === round && x.match_no === match);
  if (!m || m.away === null) throw notFound(`match ${match} of round ${round}`);
  const rows = st.rows
    .filter((r) => r.round === round && r.board === board && (r.table_no === 2 * match - 1 || r.table_no === 2 * match))
    .sort((a, b) => a.table_no - b.table_no);
  if (rows.length === 0) throw notFound(`board ${board} in match ${match} of round ${round}`);
  return rows;
}

/**
 * Marks board `board` of a match a late play in every room that has not played it. Refused
 * (`already-played`) when both rooms have a result or an adjusted score. Returns the rooms marked.
 */
export async function markLateBoard(
  ctx: Ctx,
  st: TeamsState,
  at: { round: number; match: number; board: number },
  userId: number,
  note?: string,
): Promise<('open' | 'closed')[]> {
  await refuseClosed(ctx, st);
  const rows = matchBoardRows(st, at.round, at.match, at.board).filter((r) => !counts(r) && r.reopened === 0);
  if (rows.length === 0)
    throw conflict(
      'already-played',
      `board ${at.board} of match ${at.match} has a result or an adjusted score in both rooms, or is marked already`,
      'board',
    );
  for (const r of rows) await markLatePlay(ctx.db, await sessionResult(ctx.db, st.sid, r.id), userId, note);
  return rows.map((r) => (r.table_no % 2 === 1 ? 'open' : 'closed'));
}

/**
 * The director enters a late board's result in one room of a match (the board played after its
 * round, or reported on paper). Only a room without a result: a played board is corrected from the
 * session's results, under Law 79C. Recorded in the history as a late play by the director.
 */
export async function enterLateBoard(
  ctx: Ctx,
  st: TeamsState,
  at: { round: number; match: number; board: number; room: 'open' | 'closed' },
  entry: ResultEntry,
  userId: number,
  note?: string,
): Promise<void> {
  await refuseClosed(ctx, st);
  const table = at.room === 'open' ? 2 * at.match - 1 : 2 * at.match;
  const r = matchBoardRows(st, at.round, at.match, at.board).find((x) => x.table_no === table);
  if (!r) throw notFound(`board ${at.board} in the ${at.room} room of match ${at.match}`);
  if (counts(r) || r.status !== 'to-play')
    throw conflict(
      'already-played',
      `the ${at.room} room of match ${at.match} has a result on board ${at.board}; correct it from the session's results`,
      'room',
    );
  // Law 41A: the opening lead is made by declarer's left-hand opponent, who must hold the card.
  if (entry.lead !== null && entry.declarer !== null && !unwrap(parseContract(entry.contract)).contract.passedOut) {
    const deal = dealOf(await boardDealText(ctx.db, st.sid, at.board));
    const wrong = openingLeadFailure(deal, entry.declarer as Seat, entry.lead, 'leader');
    if (wrong) throw wrong;
  }
  const before = await sessionResult(ctx.db, st.sid, r.id);
  await ctx.db.transaction().execute(async (trx) => {
    const set = { ...entry, status: 'confirmed' as const, reopened: 0, updated_at: now() };
    await trx.updateTable('results').set(set).where('id', '=', r.id).where('status', '=', 'to-play').execute();
    await recordHistory(trx, r.id, { director: userId }, before, {
      ...entry,
      status: 'confirmed',
      latePlay: true,
      ...(note ? { note } : {}),
    });
  });
}
