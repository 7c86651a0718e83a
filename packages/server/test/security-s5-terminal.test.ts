/**
 * Table codes and terminal tokens (session 5 review), over real HTTP: codes have about 49 bits and
 * are typed in any spelling; codes of old sessions still join; a token stops working after its
 * lifetime, once the session's correction period has ended, and when the director gives the
 * table a new code; a table keeps at most 8 tokens, and joining again drops only a token idle for an hour
 * (refused otherwise), so the table's phone cannot be knocked off by joining over and over.
 */
import { describe, expect, it } from 'vitest';
import { lho, printCard, type Seat } from '@stikk/core';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('table codes and terminal tokens', () => {
  it('codes are long, tokens expire, and a new code shuts the old terminals out', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_terminal');
    const db = server.database.db;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'td@other.no', password: 'director-pw', name: 'Otto' });
      await other.ok('POST', '/api/clubs', { name: 'Oslo BK' });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'p@club.no', password: 'player-pw1', name: 'Per' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.no', role: 'player' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        boards: { source: 'seeded', seed: 'codes' },
      });
      const codes = s.tables.map((t: { code: string }) => t.code) as string[];
      // About 49 bits each (was 6 characters, ≈ 30 bits).
      for (const c of codes) {
        expect(c).toHaveLength(10);
        expect([...c].every((ch) => ALPHABET.includes(ch))).toBe(true);
      }
      const join = async (code: string) => {
        const h = new Http(server.url);
        const r = await h.post('/api/terminal/join', { code });
        if (r.status === 200) h.bearer = r.body.token;
        return { h, r };
      };
      // Typed as people type it: lower case, with a dash or spaces.
      const typed = `${codes[0].slice(0, 5).toLowerCase()}-${codes[0].slice(5)}`;
      const a = await join(typed);
      expect(a.r.body).toMatchObject({ table: 1 });
      expect(a.r.body.table).toBe(1);
      expect((await join(` ${codes[0].slice(0, 5)} ${codes[0].slice(5)} `)).r.status).toBe(200);
      // Not a code of either kind: refused before any look-up, naming the field.
      const bad = await join('K7M2Q-X9P4');
      expect(bad.r.status).toBe(400);
      expect(bad.r.body.error.field).toBe('code');
      expect((await join('x'.repeat(41))).r.status).toBe(400);
      // A session made before keeps its 6-character codes working.
      await db
        .updateTable('session_tables')
        .set({ code: 'ABCUEF' })
        .where('session_id', '=', s.id)
        .where('number', '=', 3)
        .execute();
      const legacy = await join('abcuef');
      expect(legacy.r.status).toBe(200);
      expect(legacy.r.body.table).toBe(3);

      // A token works for its lifetime (24 hours by default), then the terminal joins again.
      expect((await a.h.get('/api/terminal/round')).status).toBe(200);
      const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
      await db.updateTable('terminal_tokens').set({ created_at: old }).execute();
      const expired = await a.h.get('/api/terminal/round');
      expect(expired.status).toBe(401);
      expect(expired.body.error.code).toBe('terminal-token-expired');
      // An expired token is not a reader of the running session either.
      expect((await a.h.get(`/api/sessions/${s.id}`)).status).toBe(403);
      const again = await join(codes[0]);
      expect((await again.h.get('/api/terminal/round')).status).toBe(200);
      expect((await again.h.get(`/api/sessions/${s.id}`)).status).toBe(200);

      // A new code for table 1: only the table's director gives it; the old code and every token of the table stop.
      const t2 = await join(codes[1]);
      const path = `/api/sessions/${s.id}/tables/1/code`;
      expect((await member.post(path)).status).toBe(403);
      expect((await other.post(path)).status).toBe(403);
      expect((await new Http(server.url).post(path)).status).toBe(401);
      expect((await again.h.post(path)).status).toBe(401);
      expect((await td.post(`/api/sessions/${s.id}/tables/9/code`)).status).toBe(404);
      expect(
        (await db.selectFrom('session_tables').select('code').where('session_id', '=', s.id).execute()).map(
          (t) => t.code,
        ),
      ).toEqual([codes[0], codes[1], 'ABCUEF']);
      const fresh = await td.ok('POST', path);
      expect(fresh.code).toHaveLength(10);
      expect(fresh.code).not.toBe(codes[0]);
      expect((await again.h.get('/api/terminal/round')).status).toBe(401);
      expect((await join(codes[0])).r.status).toBe(404);
      const b = await join(fresh.code);
      expect(b.r.body.table).toBe(1);
      expect((await b.h.get('/api/terminal/round')).status).toBe(200);
      expect((await t2.h.get('/api/terminal/round')).status).toBe(200); // other tables are untouched

      // Joining over and over does not knock the table's phone off (session 9 review): a table keeps at most 8
      // tokens, and a join to a full table drops only one idle for an hour; else it is refused.
      const many = [];
      for (let i = 0; i < 10; i++) many.push(await join(codes[1]));
      expect(many.slice(0, 7).map((m) => m.r.status)).toEqual(Array(7).fill(200));
      for (const m of many.slice(7)) {
        expect(m.r.status).toBe(409);
        expect(m.r.body.error.code).toBe('table-terminals-full');
        expect(m.r.body.token).toBeUndefined();
      }
      expect((await t2.h.get('/api/terminal/round')).status).toBe(200);
      expect((await many[6].h.get('/api/terminal/round')).status).toBe(200);
      const tableTwo = await db
        .selectFrom('session_tables')
        .select('id')
        .where('session_id', '=', s.id)
        .where('number', '=', 2)
        .executeTakeFirstOrThrow();
      const tokensOfTwo = () =>
        db.selectFrom('terminal_tokens').select('token_hash').where('table_id', '=', tableTwo.id).execute();
      expect((await tokensOfTwo()).length).toBe(8);
      // Tokens unused for over an hour make room, the longest idle first; the table's phone in use stays.
      const longAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      await db
        .updateTable('terminal_tokens')
        .set({ created_at: longAgo(90), used_at: longAgo(5) })
        .where('table_id', '=', tableTwo.id)
        .execute();
      expect((await t2.h.get('/api/terminal/round')).status).toBe(200);
      const late = await join(codes[1]);
      expect(late.r.status).toBe(409); // every token of the table was used within the hour
      await db
        .updateTable('terminal_tokens')
        .set({ used_at: longAgo(120) })
        .where('table_id', '=', tableTwo.id)
        .execute();
      expect((await t2.h.get('/api/terminal/round')).status).toBe(200); // the phone in use writes its use
      const room = await join(codes[1]);
      expect(room.r.status).toBe(200);
      expect((await t2.h.get('/api/terminal/round')).status).toBe(200);
      expect((await tokensOfTwo()).length).toBe(8);

      // Once the correction period has ended the terminals are closed (everything is public by then).
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0, confirm: true });
      const closed = await b.h.get('/api/terminal/round');
      expect(closed.status).toBe(409);
      expect(closed.body.error).toMatchObject({ code: 'correction-period-closed', law: '79C' });
    } finally {
      await cleanup();
    }
  });

  it('a reopened row entered while other pairs sit at the table tells them nothing about its hands', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_reopened');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        boards: { source: 'seeded', seed: 'reopen' },
      });
      const guide = s.guide as { round: number; table: number; ns: number; ew: number; boards: number[] }[];
      const terms: Http[] = [];
      for (const t of s.tables as { code: string }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: t.code })).token;
        terms.push(h);
      }
      const entry = (round: number, board: number, lead: string | null) => ({
        round,
        board,
        contract: '3NT',
        declarer: 'S',
        lead,
        tricks: 9,
      });
      // Round 1 everywhere.
      for (const [i, h] of terms.entries())
        for (const b of guide.find((g) => g.round === 1 && g.table === i + 1)!.boards) {
          await h.ok('POST', '/api/terminal/results', entry(1, b, null));
          await h.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
        }
      // Table 1 now plays round 2 with an EW pair that has still to play table 1's round-1 boards.
      const r1 = guide.find((g) => g.round === 1 && g.table === 1)!;
      const r2 = guide.find((g) => g.round === 2 && g.table === 1)!;
      const board = r1.boards[0];
      expect(guide.some((g) => g.round > 2 && g.ew === r2.ew && g.boards.includes(board))).toBe(true);
      const rows = await td.ok('GET', `/api/sessions/${s.id}/results?board=${board}`);
      const row = rows.find((r: { round: number; table: number }) => r.round === 1 && r.table === 1);
      await td.ok('POST', `/api/sessions/${s.id}/results/${row.id}/reopen`, { note: 'wrong tricks' });
      // Every lead gets the same answer, whoever holds the card (was: 400 lead-not-in-hand for all but the leader's).
      const deal = server.ctx.dealSeeded('reopen', board);
      const leader = lho('S' as Seat);
      const statuses = new Set<number>();
      for (const seat of ['N', 'E', 'S', 'W'] as Seat[])
        statuses.add((await terms[0].post('/api/terminal/results', entry(1, board, printCard(deal[seat]![0])))).status);
      expect([...statuses]).toEqual([200]);
      expect(leader).toBe('W');
      // The table's own board of the round it plays is still checked against the hand (Law 41A).
      const wrong = await terms[0].post(
        '/api/terminal/results',
        entry(2, r2.boards[0], printCard(server.ctx.dealSeeded('reopen', r2.boards[0]).N![0])),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('lead-not-in-hand');
    } finally {
      await cleanup();
    }
  });
});
