/**
 * The one session a teams or individual event runs on (issue 19): the session row, its section
 * and table codes, its boards and the result rows to play — written by `teams.ts` (a round at a
 * time) and `individual.ts` (all rounds at once), so the terminals work as in a pairs session.
 */
import { boardInfo, cryptoRandom, printDeal, randomDeal, unwrap } from '@stikk/core';
import type { SeedDealer } from './deal-secret.js';
import { type Ctx, now } from '../context.js';
import type { GuideEntry, SessionScoring } from '../api/types.js';
import type { Movement } from './movement.js';
import { rowsToPlay } from './sessions.js';
import { newTableCode } from './table-codes.js';

type Trx = Ctx['db'];

export type DealSource = { readonly source: 'seeded'; readonly seed: string } | { readonly source: 'random' };

/** The seed of `source`, if it deals from one. */
export const seedOf = (source: DealSource): string | undefined =>
  source.source === 'seeded' ? source.seed : undefined;

/** The session of an event, its section A and `mv.tables` tables with codes; returns the session id. */
export async function insertEventSession(
  trx: Trx,
  e: { clubId: number; eventId: number; name: string; mv: Movement; scoring: SessionScoring },
): Promise<number> {
  const s = await trx
    .insertInto('sessions')
    .values({
      club_id: e.clubId,
      event_id: e.eventId,
      name: e.name,
      movement: JSON.stringify(e.mv),
      status: 'running',
      correction_minutes: 30,
      published_at: null,
      correction_ends_at: null,
      created_at: now(),
      scoring: e.scoring,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sec = await trx
    .insertInto('sections')
    .values({ session_id: s.id, letter: 'A' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let tn = 1; tn <= e.mv.tables; tn++)
    await trx
      .insertInto('session_tables')
      .values({ session_id: s.id, section_id: sec.id, number: tn, code: newTableCode() })
      .execute();
  return s.id;
}

/**
 * The boards (Law 2 dealer and vulnerability by number; a seed dealt by `dealSeeded`, keyed on the server's
 * secret) and every guide entry's rows to play.
 */
export async function insertBoardsAndRows(
  trx: Trx,
  sid: number,
  source: DealSource,
  guide: readonly GuideEntry[],
  dealSeeded: SeedDealer,
): Promise<void> {
  const boards = [...new Set(guide.flatMap((g) => g.boards))].sort((a, b) => a - b);
  const rand = source.source === 'random' ? cryptoRandom() : null;
  for (let i = 0; i < boards.length; i += 100)
    await trx
      .insertInto('boards')
      .values(
        boards.slice(i, i + 100).map((n) => {
          const info = unwrap(boardInfo(n));
          const deal = source.source === 'seeded' ? dealSeeded(source.seed, n) : randomDeal(rand!);
          return {
            session_id: sid,
            number: n,
            dealer: info.dealer,
            vulnerable: info.vulnerable,
            deal: printDeal(deal, 'N'),
          };
        }),
      )
      .execute();
  const rows = rowsToPlay(sid, guide, now());
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('results')
      .values(rows.slice(i, i + 200))
      .execute();
}
