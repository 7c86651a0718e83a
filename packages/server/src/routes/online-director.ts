/**
 * The director at the online tables (issue 18): one overview of every table the caller directs
 * (its creator, who does not sit at it) — board, phase, whether a ruling is pending, who is
 * connected — and the open calls across all of them, so a call is seen without watching its
 * table. The tables are chosen by the caller's own id: nothing of another director's tables is
 * read. Rulings go to the table over the WebSocket as director events (routes/online.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { requireUser } from '../auth.js';
import type { OnlineDirectorOverview } from '../api/types.js';
import { callDto } from '../domain/director-calls.js';
import { directedTables, openCallsAt, slotOf } from '../domain/online-tables.js';

const clockAt = (ms: number | undefined): string | null => (ms ? new Date(ms).toISOString() : null);

/** Tables one overview covers (the newest first). */
const MAX_TABLES = 200;

export function onlineDirectorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, rooms } = ctx;
  app.get('/api/online/director', async (req): Promise<OnlineDirectorOverview> => {
    const u = await requireUser(db, req);
    const rows = await directedTables(db, u.id, MAX_TABLES);
    if (!rows.length) return { tables: [], calls: [] };
    const calls = await openCallsAt(
      db,
      rows.map((r) => r.id),
    );
    const tables: OnlineDirectorOverview['tables'][number][] = [];
    for (const r of rows.reverse()) {
      const room = await rooms.get(r.id);
      if (!room) continue;
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
