/**
 * The director at the online tables (issue 18): one overview of every table the caller directs
 * (its creator, who does not sit at it) — board, phase, whether a ruling is pending, who is
 * connected — and the open calls across all of them, so a call is seen without watching its
 * table. The tables are chosen by the caller's own id: nothing of another director's tables is
 * read. A table in memory is shown as it is now; any other from its row and its log's times, without
 * loading it (polled, the overview kept up to 200 tables in memory). Rulings go to the table over the
 * WebSocket as director events (routes/online.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import type { Room } from '../online/room.js';
import { requireUser } from '../auth.js';
import type { OnlineDirectorOverview } from '../api/types.js';
import { callDto } from '../domain/director-calls.js';
import { onlineTablesDirectorPlays } from '../domain/player-accounts.js';
import { boardTimesOf, directedState, directedTables, openCallsAt, slotOf } from '../domain/online-tables.js';

const clockAt = (ms: number | undefined): string | null => (ms ? new Date(ms).toISOString() : null);

/** Tables one overview covers (the newest first). */
const MAX_TABLES = 200;

export function onlineDirectorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, rooms } = ctx;
  app.get('/api/online/director', async (req): Promise<OnlineDirectorOverview> => {
    const u = await requireUser(db, req);
    // A club session's tables playing a board the caller's own pair has still to play are not theirs (Law 16).
    const all = await directedTables(db, u.id, MAX_TABLES);
    const theirs = await onlineTablesDirectorPlays(
      ctx,
      u.id,
      all.map((r) => r.id),
    );
    const rows = all.filter((r) => !theirs.has(r.id));
    if (!rows.length) return { tables: [], calls: [] };
    const calls = await openCallsAt(
      db,
      rows.map((r) => r.id),
    );
    const tables: OnlineDirectorOverview['tables'][number][] = [];
    const resting = new Map<number, NonNullable<ReturnType<typeof directedState>>>();
    const live = new Map<number, Room>();
    for (const r of rows) {
      const room = await rooms.peek(r.id);
      const st = room ? null : directedState(r);
      if (st) resting.set(r.id, st);
      else {
        // In memory, or a row from before its state was kept (loaded once, which writes it).
        const loaded = room ?? (await rooms.get(r.id));
        if (loaded) live.set(r.id, loaded);
      }
    }
    const times = await boardTimesOf(
      db,
      new Map(
        rows
          .filter((r) => resting.has(r.id))
          .map((r) => [r.id, { board: resting.get(r.id)!.board, version: r.version }]),
      ),
    );
    const callsAt = (id: number) => calls.filter((c) => c.online_table_id === id).length;
    for (const r of rows.reverse()) {
      const room = live.get(r.id);
      const st = resting.get(r.id);
      if (room) {
        const p = room.state.pending;
        tables.push({
          id: r.id,
          name: r.name,
          slot: slotOf(r),
          board: room.board,
          phase: room.state.phase,
          pending: p ? { law: p.law, kind: p.kind, chooser: p.chooser } : null,
          openCalls: room.openCalls,
          boardStartedAt: clockAt(room.boardClock?.first),
          lastActAt: clockAt(room.boardClock?.last),
          seatsTaken: room.seatsTaken(),
        });
      } else if (st)
        tables.push({
          id: r.id,
          name: r.name,
          slot: slotOf(r),
          ...st,
          openCalls: callsAt(r.id),
          boardStartedAt: times.get(r.id)?.first ?? null,
          lastActAt: times.get(r.id)?.last ?? null,
          // Not in memory: nobody is connected to it.
          seatsTaken: [],
        });
    }
    return {
      tables,
      calls: calls.map((c) => {
        const t = tables.find((x) => x.id === c.online_table_id);
        return { ...callDto(c), board: t?.board ?? 0, tableName: t?.name ?? '', tableSlot: t?.slot ?? null };
      }),
    };
  });
}
