/**
 * Session 11's attacker pass (SECURITY.md, "Attacker pass (session 11)"), over HTTP on SQLite and PostgreSQL.
 *
 * A guessed seed: the server dealt board n of seed s alike for everybody, so whoever guessed a club's seed (a date,
 * the club's name) dealt it again at a table of their own — an online table they direct (every hand in its log)
 * or a session of a club they made — and read the club's hands before play (Law 16). Before the fix the boards
 * were the same; now a seed's first owner (a club or an account) keeps its boards and another owner gets others.
 *
 * A board's double-dummy table and par while the same deal is still played elsewhere: a teams match's two rooms (two
 * online tables from one seed) or two sections dealt alike. Before, a table that had finished a board got its
 * analysis at once, while the other room still played it; now the same refusal until nobody has it still to play.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '@stikk/core';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, onlineHowell } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL attacker-pass tests');

/** A club session's hands (the director's hand records), by board. */
async function sessionHands(h: Http, clubId: number, seed: string): Promise<Map<number, string>> {
  const s = await h.ok('POST', `/api/clubs/${clubId}/sessions`, {
    name: 'Onsdag',
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
    boards: { source: 'seeded', seed },
  });
  const hands = await h.ok('GET', `/api/sessions/${s.id}/hands`);
  return new Map(hands.boards.map((b: { board: number; deal: string }) => [b.board, b.deal]));
}

/** Boards 1–2 of an online table `h` makes from `seed` and directs: each deal, from the director's log. */
async function tableHands(h: Http, seed: string): Promise<Map<number, string>> {
  const t = await h.ok('POST', '/api/online/tables', { boards: [1, 2], seed });
  const out = new Map<number, string>();
  for (const board of [1, 2])
    out.set(board, (await h.ok('GET', `/api/online/tables/${t.id}/boards/${board}/log`)).deal);
  return out;
}

/** The first `analysis` or `reject` answer on `c` after message `from`. */
const analysisAnswer = (c: WsClient, from: number): Promise<ServerMessage> =>
  c.waitFor((m) => m.type === 'analysis' || m.type === 'reject', 90_000, from);

const shared = (a: Map<number, string>, b: Map<number, string>) => [...a].filter(([n, d]) => b.get(n) === d).length;

describe.each(['sqlite', 'postgres'] as Backend[])('attacker pass, session 11, on %s', (backend) => {
  it("a guessed seed deals nobody else the club's boards; the club and its directors keep them", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13_seed');
    try {
      const SEED = 'Tromsø BK 2026-11-27';
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13@bk.no', password: 'director-pw13', name: 'Tor' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Tromsø BK' });
      const victim = await sessionHands(td, club.id, SEED);
      expect(victim.size).toBe(6);

      // Any account: an online table of its own from the club's seed, whose hands its director reads.
      const eve = new Http(server.url);
      await eve.ok('POST', '/api/auth/register', { email: 'eve13@x.no', password: 'attacker-pw13', name: 'Eve' });
      expect(shared(await tableHands(eve, SEED), victim)).toBe(0);
      // Or a club of its own and a session there.
      const evesClub = await eve.ok('POST', '/api/clubs', { name: 'Eves BK' });
      expect(shared(await sessionHands(eve, evesClub.id, SEED), victim)).toBe(0);
      // The attacker's own boards of that seed stay theirs: the same again.
      const evesTable = await tableHands(eve, `${SEED}!`);
      expect(await tableHands(eve, `${SEED}!`)).toEqual(evesTable);

      // The club keeps its boards: again in the club, at its director's own online table, by another director.
      expect(await sessionHands(td, club.id, SEED)).toEqual(victim);
      const tableOfTd = await tableHands(td, SEED);
      expect(shared(tableOfTd, victim)).toBe(2);
      const td2 = new Http(server.url);
      await td2.ok('POST', '/api/auth/register', { email: 'td13b@bk.no', password: 'director-pw13b', name: 'Tone' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'td13b@bk.no', role: 'director' });
      expect(await sessionHands(td2, club.id, SEED)).toEqual(victim);
      expect(shared(await sessionHands(td, club.id, `${SEED}!`), evesTable)).toBe(0);
      // Session 12: a seed a director first used online dealt every club that director directs alike, and a club's
      // admin makes any account a director by e-mail: Eve's club named Tone director and dealt Tone's online boards
      // in a session of its own, whose hands Eve read before Tone's tables played them. An account's seed now deals
      // a club's sessions other boards, also the account's own club's.
      const online = await tableHands(td2, 'first online');
      await eve.ok('POST', `/api/clubs/${evesClub.id}/members`, { email: 'td13b@bk.no', role: 'director' });
      expect(shared(await sessionHands(eve, evesClub.id, 'first online'), online)).toBe(0);
      expect(shared(await sessionHands(td, club.id, 'first online'), online)).toBe(0);

      // Session 12: the club re-runs a seed in two sessions at once (two groups). Session X is published while Y
      // still plays the same deals: X's hand records, travellers and exports were public at once (and X's terminals
      // got a board's traveller with their confirmation), so anybody read Y's boards before Y played them (Law 16).
      const movement = { kind: 'mitchell', tables: 3, boardsPerRound: 2 };
      const rerun = { source: 'seeded', seed: 'gjentatt-13' };
      const x = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Gruppe A', movement, boards: rerun });
      const y = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Gruppe B', movement, boards: rerun });
      const term = new Http(server.url);
      term.bearer = (await term.ok('POST', '/api/terminal/join', { code: x.tables[0].code })).token;
      const b1 = x.guide.find((g: { round: number; table: number }) => g.round === 1 && g.table === 1).boards[0];
      const entry = { round: 1, board: b1, contract: '3NT', declarer: 'N', lead: null, tricks: 9 };
      await term.ok('POST', '/api/terminal/results', entry);
      const confirmed = await term.ok('POST', '/api/terminal/confirm', { round: 1, board: b1 });
      expect(confirmed.traveller).toBeUndefined();
      const tr = await term.get(`/api/terminal/traveller/${b1}`);
      expect([tr.status, tr.body.error.code]).toEqual([403, 'deal-in-play']);
      // The board named for the client to word in its user's language.
      expect(tr.body.error.params).toEqual({ boards: String(b1) });
      await td.ok('POST', `/api/sessions/${x.id}/publish`, { confirm: true });
      const anon = new Http(server.url);
      expect((await anon.ok('GET', `/api/sessions/${x.id}/hands`)).boards).toEqual([]);
      for (const path of [`travellers/${b1}`, 'export.pbn', 'export.usebio.xml']) {
        const r = await anon.get(`/api/sessions/${x.id}/${path}`);
        expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'deal-in-play']);
        // The refusal names the board numbers only.
        expect(r.body.error.message).not.toMatch(/[AKQJT2-9]{4}/);
      }
      // The club's directors direct Y anyway: they read X whole.
      expect((await td.ok('GET', `/api/sessions/${x.id}/hands`)).boards).toHaveLength(6);
      expect((await eve.get(`/api/sessions/${x.id}/travellers/${b1}`)).status).toBe(403);
      // Y over: X opens to everybody.
      await td.ok('POST', `/api/sessions/${y.id}/publish`, { confirm: true });
      expect((await anon.ok('GET', `/api/sessions/${x.id}/hands`)).boards).toHaveLength(6);
      expect((await anon.get(`/api/sessions/${x.id}/travellers/${b1}`)).status).toBe(200);
      expect((await term.get(`/api/terminal/traveller/${b1}`)).status).toBe(200);
    } finally {
      await cleanup();
    }
  });

  it("no board's analysis while the same deal is still to be played at another table", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13_analysis');
    const rooms: OnlineTable[] = [];
    try {
      const coach = new Http(server.url);
      await coach.ok('POST', '/api/auth/register', { email: 'co13@bk.no', password: 'coach-pw13', name: 'Kari' });
      // A teams match: the open and the closed room dealt from one seed.
      for (let i = 0; i < 2; i++) {
        const created = await coach.ok('POST', '/api/online/tables', { boards: [1, 2], seed: 'lagkamp-13' });
        const room = new OnlineTable(server.url, created.id, created.tokens);
        rooms.push(room);
        await room.join();
      }
      const [open, closed] = rooms as [OnlineTable, OnlineTable];
      const passOut = (room: OnlineTable) =>
        room.actAll([
          ['N', { call: 'P' }],
          ['E', { call: 'P' }],
          ['S', { call: 'P' }],
          ['W', { call: 'P' }],
          ['N', { next: true }],
        ]);
      await passOut(open);
      const ask = async () => {
        const c = open.clients.E;
        const from = c.messages.length;
        c.send({ type: 'analysis', tableId: open.tableId, board: 1 });
        return analysisAnswer(c, from);
      };
      // The closed room has board 1 still to play: refused (the one refusal for everything).
      expect(await ask()).toMatchObject({ type: 'reject', code: 'analysis-not-available' });
      await passOut(closed);
      // The closed room's progress reaches its lobby row after its acts' commit (the lobby writer): until then
      // the answer is still the refusal (the safe side), so ask again for a moment.
      let answer = await ask();
      for (let i = 0; i < 50 && (answer as { type?: string }).type === 'reject'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await ask();
      }
      expect(answer).toMatchObject({ type: 'analysis', board: 1 });
      // A running club session of the coach's club from the same seed no longer deals these boards (session 12:
      // the seed is the coach's account's, so the club gets its own boards): the analysis stays available.
      const club = await coach.ok('POST', '/api/clubs', { name: 'Lagkamp BK' });
      await coach.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Seksjon B',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'lagkamp-13' },
      });
      expect(await ask()).toMatchObject({ type: 'analysis', board: 1 });
    } finally {
      for (const r of rooms) r.close();
      await cleanup();
    }
  });
});

describe.each(['sqlite', 'postgres'] as Backend[])('session 13 (sec13): the same deal elsewhere, on %s', (backend) => {
  const movement = { kind: 'mitchell', tables: 3, boardsPerRound: 2 };
  /** Asks `get` until `done` holds of its answer (a table's progress reaches its row after its commit). */
  const settle = async <T>(get: () => Promise<T>, done: (x: T) => boolean): Promise<T> => {
    let x = await get();
    for (let i = 0; i < 50 && !done(x); i++) {
      await new Promise((r) => setTimeout(r, 100));
      x = await get();
    }
    return x;
  };
  const boardsOf = async (h: Http, sid: number): Promise<number[]> =>
    (await h.ok('GET', `/api/sessions/${sid}/hands`)).boards.map((b: { board: number }) => b.board).sort();

  it("a stand-alone online table's deals are held back like another session's", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13b_table');
    let room: OnlineTable | null = null;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13t@bk.no', password: 'director-pw13t', name: 'Tiril' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bord BK' });
      const SEED = 'sec13-bord';
      // Session 12 left this open: the club's director deals the club's seed at a table of their own (the club's
      // boards: they direct it), while the session is published. Its hand records, travellers and exports showed
      // anybody the boards the table still plays.
      const x = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Onsdag',
        movement,
        boards: { source: 'seeded', seed: SEED },
      });
      const created = await td.ok('POST', '/api/online/tables', { boards: [1, 2], seed: SEED });
      const hands = new Map(
        (await td.ok('GET', `/api/sessions/${x.id}/hands`)).boards.map((b: { board: number; deal: string }) => [
          b.board,
          b.deal,
        ]),
      );
      for (const board of [1, 2])
        expect((await td.ok('GET', `/api/online/tables/${created.id}/boards/${board}/log`)).deal).toBe(
          hands.get(board),
        );
      await td.ok('POST', `/api/sessions/${x.id}/publish`, { confirm: true });
      const anon = new Http(server.url);
      expect(await boardsOf(anon, x.id)).toEqual([3, 4, 5, 6]);
      for (const path of ['travellers/2', 'export.pbn', 'export.usebio.xml']) {
        const r = await anon.get(`/api/sessions/${x.id}/${path}`);
        expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'deal-in-play']);
        expect(r.body.error.message).not.toMatch(/[AKQJT2-9]{4}/);
      }
      expect((await anon.get(`/api/sessions/${x.id}/travellers/3`)).status).toBe(200);
      // The club's director, who does not sit at the table, reads every board.
      expect(await boardsOf(td, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
      // The table plays board 1 and moves on: board 1 opens, board 2 is still held back.
      room = new OnlineTable(server.url, created.id, created.tokens);
      await room.join();
      await room.actAll([
        ['N', { call: 'P' }],
        ['E', { call: 'P' }],
        ['S', { call: 'P' }],
        ['W', { call: 'P' }],
        ['N', { next: true }],
      ]);
      expect(
        await settle(
          () => boardsOf(anon, x.id),
          (b) => b.length === 5,
        ),
      ).toEqual([1, 3, 4, 5, 6]);
      // The director sits at the table (claims a seat): the board it still plays is theirs no longer either.
      await td.ok('POST', `/api/online/tables/${created.id}/claim`, { seat: 'N', token: created.tokens.N });
      expect(await boardsOf(td, x.id)).toEqual([1, 3, 4, 5, 6]);
      expect((await td.get(`/api/sessions/${x.id}/travellers/2`)).status).toBe(403);
    } finally {
      room?.close();
      await cleanup();
    }
  }, 60_000);

  it('session 14: a table holds its deals back however old; a director who sat down by its link reads them no longer', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec14_sitter');
    let dag: WsClient | null = null;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td14@bk.no', password: 'director-pw14', name: 'Turid' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Sete BK' });
      const SEED = 'sec14-sete';
      const x = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Onsdag',
        movement,
        boards: { source: 'seeded', seed: SEED },
      });
      const created = await td.ok('POST', '/api/online/tables', { boards: [1, 2], seed: SEED });
      await td.ok('POST', `/api/sessions/${x.id}/publish`, { confirm: true });
      // Session 13 let a table hold its deals for 24 hours only: a table played over two evenings showed its boards
      // to anybody on the second. Made two days ago, it still has both boards to play.
      const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
      await server.ctx.db
        .updateTable('online_tables')
        .set({ created_at: twoDaysAgo })
        .where('id', '=', created.id)
        .execute();
      const anon = new Http(server.url);
      expect(await boardsOf(anon, x.id)).toEqual([3, 4, 5, 6]);
      expect((await anon.get(`/api/sessions/${x.id}/travellers/1`)).body.error?.code).toBe('deal-in-play');
      // A second director of the club, who does not sit at the table, reads every board.
      const dagHttp = new Http(server.url);
      await dagHttp.ok('POST', '/api/auth/register', { email: 'dag14@bk.no', password: 'director-pw14d', name: 'Dag' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'dag14@bk.no', role: 'director' });
      expect(await boardsOf(dagHttp, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
      // Dag sits down by the seat link, logged in, without claiming the seat: he plays the table's boards now, and
      // before he read them as the club's director all the same.
      dag = await new WsClient(server.url, dagHttp.cookie).open();
      dag.send({ type: 'join', tableId: created.id, token: created.tokens.E });
      await dag.waitFor((m) => m.type === 'joined');
      expect(await boardsOf(dagHttp, x.id)).toEqual([3, 4, 5, 6]);
      for (const path of ['travellers/2', 'export.pbn']) {
        const r = await dagHttp.get(`/api/sessions/${x.id}/${path}`);
        expect([path, r.status]).toEqual([path, 403]);
        expect(r.body.error.message).not.toMatch(/[AKQJT2-9]{4}/);
      }
      // The other director still reads them (he does not sit there).
      expect(await boardsOf(td, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      dag?.close();
      await cleanup();
    }
  }, 60_000);

  it('session 15: a seat taken not logged in holds the deals back from every director; the creator closes the table', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec15_close');
    let seat: WsClient | null = null;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td15@bk.no', password: 'director-pw15', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lukk BK' });
      const SEED = 'sec15-lukk';
      const x = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Onsdag',
        movement,
        boards: { source: 'seeded', seed: SEED },
      });
      const created = await td.ok('POST', '/api/online/tables', { boards: [1, 2], seed: SEED });
      await td.ok('POST', `/api/sessions/${x.id}/publish`, { confirm: true });
      const dagHttp = new Http(server.url);
      await dagHttp.ok('POST', '/api/auth/register', { email: 'dag15@bk.no', password: 'director-pw15d', name: 'Dag' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'dag15@bk.no', role: 'director' });
      expect(await boardsOf(dagHttp, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
      // Somebody opens a seat link in a browser where they are not logged in: it may be Dag (or the creator), so
      // neither reads the boards the table still plays (session 14 left Dag reading them).
      seat = await new WsClient(server.url).open();
      seat.send({ type: 'join', tableId: created.id, token: created.tokens.E });
      await seat.waitFor((m) => m.type === 'joined');
      expect(await boardsOf(dagHttp, x.id)).toEqual([3, 4, 5, 6]);
      expect(await boardsOf(td, x.id)).toEqual([3, 4, 5, 6]);
      expect((await dagHttp.get(`/api/sessions/${x.id}/travellers/2`)).status).toBe(403);
      // The table is abandoned. Nobody but its creator closes it: anybody else is refused and nothing changes.
      const anon = new Http(server.url);
      expect((await anon.post(`/api/online/tables/${created.id}/close`, {})).status).toBe(401);
      const dagClose = await dagHttp.post(`/api/online/tables/${created.id}/close`, {});
      expect([dagClose.status, dagClose.body.error?.code]).toEqual([403, 'not-director']);
      expect((await td.post('/api/online/tables/999999/close', {})).status).toBe(404);
      expect(await boardsOf(anon, x.id)).toEqual([3, 4, 5, 6]);
      const closing = seat.waitFor((m) => m.type === 'error' && m.code === 'table-closed', 10_000);
      expect(await td.ok('POST', `/api/online/tables/${created.id}/close`, {})).toEqual({ closed: true });
      expect(await closing).toMatchObject({ code: 'table-closed' });
      // Closed: its unplayed boards are the club's hand records again, for everybody.
      expect(await boardsOf(anon, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await boardsOf(dagHttp, x.id)).toEqual([1, 2, 3, 4, 5, 6]);
      // And it takes no seat any more: no seat link, no claim, not listed; closing again is refused.
      const again = await new WsClient(server.url).open();
      again.send({ type: 'join', tableId: created.id, token: created.tokens.N });
      expect(await again.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'bad-seat-token' });
      again.close();
      const claim = await td.post(`/api/online/tables/${created.id}/claim`, { seat: 'S', token: created.tokens.S });
      expect([claim.status, claim.body.error?.code]).toEqual([409, 'table-closed']);
      expect((await td.ok('GET', '/api/online/tables')).map((r: { id: number }) => r.id)).not.toContain(created.id);
      expect((await td.post(`/api/online/tables/${created.id}/close`, {})).body.error?.code).toBe('table-closed');
      // A table of an online session closes with its session, not on its own.
      const online = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Nett',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'sec15-nett' },
      });
      const info = await td.ok('POST', `/api/sessions/${online.id}/online`, {});
      const own = await td.post(`/api/online/tables/${info.tables[0].tableId}/close`, {});
      expect([own.status, own.body.error?.code]).toEqual([409, 'session-table']);
    } finally {
      seat?.close();
      await cleanup();
    }
  }, 60_000);

  it("session 14: a club's director who sits at an online session's table by a player's code plays that pair's boards", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec14_online_sitter');
    let dag: WsClient | null = null;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td14o@bk.no', password: 'director-pw14o', name: 'Toril' });
      const { sessionId, info } = await onlineHowell(td, { club: 'Kode BK', session: 'Nett', seed: 'sec14-kode' });
      const me = await td.ok('GET', '/api/auth/me');
      const clubId = (
        await server.ctx.db
          .selectFrom('sessions')
          .select('club_id')
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).club_id;
      expect(me.id).toBeGreaterThan(0);
      const dagHttp = new Http(server.url);
      await dagHttp.ok('POST', '/api/auth/register', {
        email: 'dag14o@bk.no',
        password: 'director-pw14p',
        name: 'Dag',
      });
      await td.ok('POST', `/api/clubs/${clubId}/members`, { email: 'dag14o@bk.no', role: 'director' });
      const all = await boardsOf(dagHttp, sessionId);
      // Dag plays as an entrant named without member numbers: no register entry ties him to a pair, only the seat
      // he takes with a player's code, logged in. Before, he read every board his pair had still to play.
      const g = info.tables.find((x: { round: number; table: number }) => x.round === 1 && x.table === 1)!;
      const anon = new Http(server.url);
      let code = '';
      for (const p of info.players) {
        const r = await anon.ok('GET', `/api/online/invites/${p.code}`);
        if (r.tableId === g.tableId && r.seat === 'N') code = r.code;
      }
      dag = await new WsClient(server.url, dagHttp.cookie).open();
      dag.send({ type: 'join', tableId: g.tableId, token: code });
      await dag.waitFor((m) => m.type === 'joined');
      const hands = await dagHttp.ok('GET', `/api/sessions/${sessionId}/hands`);
      expect(hands.directorPlays.length).toBeGreaterThan(0);
      expect(hands.boards.map((b: { board: number }) => b.board).sort()).toEqual(
        all.filter((b) => !hands.directorPlays.includes(b)),
      );
      const r = await dagHttp.get(`/api/sessions/${sessionId}/travellers/${hands.directorPlays[0]}`);
      expect([r.status, r.body.error?.code]).toEqual([403, 'director-plays-board']);
      // The director who does not sit reads them all.
      expect(await boardsOf(td, sessionId)).toEqual(all);
    } finally {
      dag?.close();
      await cleanup();
    }
  }, 60_000);

  it("a table terminal's earlier rounds show no result of a deal another session still plays", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13b_round');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13r@bk.no', password: 'director-pw13r', name: 'Rune' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Runde BK' });
      const boards = { source: 'seeded', seed: 'sec13-runde' };
      const p = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Gruppe A', movement, boards });
      const q = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Gruppe B', movement, boards });
      const terms = new Map<number, Http>();
      for (const tb of p.tables as { code: string }[]) {
        const h = new Http(server.url);
        const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
        h.bearer = j.token;
        terms.set(j.table as number, h);
      }
      type G = { round: number; table: number; boards: number[] };
      for (const g of (p.guide as G[]).sort((a, b) => a.round - b.round))
        for (const board of g.boards) {
          const h = terms.get(g.table)!;
          const entry = { round: g.round, board, contract: '3NT', declarer: 'N', lead: null, tricks: 9 };
          await h.ok('POST', '/api/terminal/results', entry);
          await h.ok('POST', '/api/terminal/confirm', { round: g.round, board });
        }
      // Every pair at table 1 has played its round-1 boards; session Q still has them to play. Before, their
      // results at this table came with the round's view (the traveller was refused, `deal-in-play`).
      const t1 = terms.get(1)!;
      const past = await t1.ok('GET', '/api/terminal/round?round=1');
      expect(past.boards.length).toBe(2);
      expect(past.boards.map((b: { result: unknown }) => b.result)).toEqual([null, null]);
      // Q over: they show.
      await td.ok('POST', `/api/sessions/${q.id}/publish`, { confirm: true });
      const after = await t1.ok('GET', '/api/terminal/round?round=1');
      expect(after.boards.every((b: { result: unknown }) => b.result !== null)).toBe(true);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it("a teams event's match cards hold back a board another session dealt alike still plays", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13b_teams');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13l@bk.no', password: 'director-pw13l', name: 'Lise' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lag og par BK' });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'pl13l@bk.no', password: 'player-pw13l', name: 'Pål' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'pl13l@bk.no', role: 'player' });
      const boards = { source: 'seeded', seed: 'sec13-lag-og-par' };
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Lag',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, rounds: 1, boards },
        entrants: [1, 2, 3, 4].map((i) => ({ name: `Lag ${i}`, members: [1, 2, 3, 4].map((j) => `S ${i}.${j}`) })),
      });
      // A pairs session of the club from the same seed: the same deals, still to be played.
      const p = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Par', movement, boards });
      const dealsOf = async (sid: number) =>
        new Map(
          (await td.ok('GET', `/api/sessions/${sid}/hands`)).boards.map((b: { board: number; deal: string }) => [
            b.board,
            b.deal,
          ]),
        );
      const pDeals = await dealsOf(p.id);
      const evDeals = await dealsOf(ev.sessions[0].id);
      expect([1, 2].map((b) => evDeals.get(b))).toEqual([1, 2].map((b) => pDeals.get(b)));
      const terms: Http[] = [];
      for (const n of [1, 2, 3, 4]) {
        const h = new Http(server.url);
        const code = ev.tables.find((x: { number: number }) => x.number === n).code;
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code })).token;
        terms.push(h);
        for (const board of [1, 2]) {
          const entry = { round: 1, board, contract: '3NT', declarer: 'S', lead: null, tricks: 8 + n };
          await h.ok('POST', '/api/terminal/results', entry);
          await h.ok('POST', '/api/terminal/confirm', { round: 1, board });
        }
      }
      // Every table of the round has played both boards; the pairs session has not. Before, the member's match card
      // and the table's showed both rooms' results and the IMPs (the deals' travellers were refused).
      type B = { open: unknown; closed: unknown; impsHome: number | null };
      const card = async () => (await member.ok('GET', `/api/events/${ev.id}/rounds/1/matches/1`)).boards as B[];
      expect((await card()).map((b) => b.impsHome)).toEqual([null, null]);
      const held = await terms[0]!.ok('GET', '/api/terminal/match');
      expect(held.boards.map((b: B) => b.closed)).toEqual([null, null]);
      // Session 14: nor in the match's totals (before, the card's IMPs less the boards shown were the held swing).
      expect([held.summary.compared, held.summary.impsHome, held.summary.impsAway]).toEqual([0, 0, 0]);
      // The directors, who play in neither, read it all.
      const full = (await td.ok('GET', `/api/events/${ev.id}/rounds/1/matches/1`)).boards as B[];
      expect(full.every((b) => b.impsHome !== null)).toBe(true);
      await td.ok('POST', `/api/sessions/${p.id}/publish`, { confirm: true });
      expect((await card()).every((b) => b.impsHome !== null)).toBe(true);
      const open = await terms[0]!.ok('GET', '/api/terminal/match');
      expect(open.boards.every((b: B) => b.closed !== null)).toBe(true);
      expect(open.summary.compared).toBe(2);
      expect(open.summary.impsHome + open.summary.impsAway).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it("no board's analysis at a club's online session while another running session of the club has it", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec13b_dd');
    let room: OnlineTable | null = null;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13d@bk.no', password: 'director-pw13d', name: 'Dag' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Dobbel BK' });
      const howell = { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 };
      const boards = { source: 'seeded', seed: 'sec13-dd' };
      const x = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Nett', movement: howell, boards });
      const y = await td.ok('POST', `/api/clubs/${club.id}/sessions`, { name: 'Klubb', movement: howell, boards });
      const info = await td.ok('POST', `/api/sessions/${x.id}/online`, {});
      const anon = new Http(server.url);
      const g = info.tables.find((z: { round: number; table: number }) => z.round === 1 && z.table === 1)!;
      const tokens = {} as Record<Seat, string>;
      for (const pl of info.players) {
        const r = await anon.ok('GET', `/api/online/invites/${pl.code}`);
        if (r.tableId === g.tableId) tokens[r.seat as Seat] = r.code;
      }
      room = new OnlineTable(server.url, g.tableId, tokens);
      await room.join();
      const board = g.boards[0] as number;
      const dealer = room.views.N.dealer as Seat;
      const order: Seat[] = ['N', 'E', 'S', 'W'];
      const start = order.indexOf(dealer);
      await room.actAll([
        ...[0, 1, 2, 3].map((i) => [order[(start + i) % 4]!, { call: 'P' }] as const),
        ['N', { next: true }],
      ]);
      // The online session's other tables are given the board's result: nobody there has it to play.
      for (const r of await td.ok('GET', `/api/sessions/${x.id}/results?board=${board}`))
        if (r.status === 'to-play')
          await td.ok('PUT', `/api/sessions/${x.id}/results/${r.id}`, {
            contract: 'passed out',
            declarer: null,
            lead: null,
            tricks: 0,
          });
      const ask = async () => {
        const c = room!.clients.E;
        const from = c.messages.length;
        c.send({ type: 'analysis', tableId: g.tableId, board });
        return analysisAnswer(c, from);
      };
      // Session Y of the same club, dealt alike, has not played it: the one refusal.
      expect(await ask()).toMatchObject({ type: 'reject', code: 'analysis-not-available' });
      await td.ok('POST', `/api/sessions/${y.id}/publish`, { confirm: true });
      expect(await ask()).toMatchObject({ type: 'analysis', board });
    } finally {
      room?.close();
      await cleanup();
    }
  }, 90_000);
});

describe('attacker pass, session 11 (attack32b): pathological uploads', () => {
  it('a PBN game of 150,000 distinct tags is read in one linear pass (the worker was busy for minutes)', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec13_pbn_tags');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td13p@bk.no', password: 'director-pw13p', name: 'Pia' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Tag BK' });
      const deal = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
      const games = [1, 2, 3, 4, 5, 6].map((n) => `[Board "${n}"]\n[Deal "${deal}"]\n`);
      // One game carries 150,000 tags of distinct names (about 2 MB, under the 2.5 MB body limit). The reader
      // looked for each new tag's name among the game's tags: quadratic, minutes of the work pool's thread, and
      // then 503 `busy` for this and every job queued behind it.
      const tags = Array.from({ length: 150_000 }, (_, i) => `[X${i} "a"]`).join('\n');
      const pbn = `${games.join('\n')}${tags}\n`;
      expect(pbn.length).toBeLessThan(2_500_000);
      const s = await td.post(`/api/clubs/${club.id}/sessions`, {
        name: 'Mange tagger',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'pbn', pbn },
      });
      expect(s.body).toMatchObject({ id: expect.any(Number) });
      const hands = await td.ok('GET', `/api/sessions/${s.body.id}/hands`);
      expect(hands.boards.map((b: { deal: string }) => b.deal)).toEqual(Array(6).fill(deal));
    } finally {
      await cleanup();
    }
  }, 150_000);
});
