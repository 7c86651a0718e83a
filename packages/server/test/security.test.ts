/**
 * Security over real HTTP: injection in names and free text, roles, terminal tokens, rate-limited
 * login, cookie flags, password storage, 4xx with the field named and nothing half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

let server: StikkServer;
let cleanup: () => Promise<void>;
let td: Http, player: Http, stranger: Http, anon: Http;
let clubId: number, sessionId: number, codes: string[];

beforeAll(async () => {
  // The production password-hash cost (the other tests' servers hash cheaply: fastPasswordHashForTests).
  ({ server, cleanup } = await testServer('sqlite', null, 'sec', { fastPasswordHashForTests: false }));
  td = new Http(server.url);
  player = new Http(server.url);
  stranger = new Http(server.url);
  anon = new Http(server.url);
  await td.ok('POST', '/api/auth/register', { email: 'td@x.no', password: 'director-pw', name: 'Tove' });
  await player.ok('POST', '/api/auth/register', { email: 'pl@x.no', password: 'player-pw1', name: 'Per' });
  await stranger.ok('POST', '/api/auth/register', { email: 'st@x.no', password: 'stranger-pw', name: 'Stig' });
  clubId = (await td.ok('POST', '/api/clubs', { name: 'Club' })).id;
  await td.ok('POST', `/api/clubs/${clubId}/members`, { email: 'pl@x.no', role: 'player' });
  const s = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
    name: 'S',
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
    boards: { source: 'seeded', seed: 's' },
    pairs: [{ names: 'Ann "the ace" & Bo' }],
  });
  sessionId = s.id;
  codes = s.tables.map((t: { code: string }) => t.code);
});
afterAll(async () => {
  await cleanup();
});

describe('injection', () => {
  it('SQL in names and passwords is data, never code', async () => {
    const evil = "Robert'); DROP TABLE users;--";
    const h = new Http(server.url);
    const me = await h.ok('POST', '/api/auth/register', { email: 'bobby@x.no', password: "' OR 1=1 --x", name: evil });
    expect(me.name).toBe(evil);
    expect((await h.ok('GET', '/api/auth/me')).name).toBe(evil);
    const club = await h.ok('POST', '/api/clubs', { name: "x' OR '1'='1" });
    expect(club.name).toBe("x' OR '1'='1");
    expect(
      (await new Http(server.url).post('/api/auth/login', { email: 'td@x.no', password: "' OR '1'='1" })).status,
    ).toBe(401);
    const badEmail = await new Http(server.url).post('/api/auth/login', { email: "' OR '1'='1", password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.field).toBe('email');
    const n = await server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(4);
  });

  it('HTML in names is refused with the field named; free text comes back as inert JSON', async () => {
    const r = await new Http(server.url).post('/api/auth/register', {
      email: 'h@x.no',
      password: 'password-1',
      name: '<script>alert(1)</script>',
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'invalid-field', field: 'name' });
    const p = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'T',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'random' },
      pairs: [{ names: 'ok' }, { names: '<img src=x onerror=alert(1)>' }],
    });
    expect(p.status).toBe(400);
    expect(p.body.error.field).toBe('pairs.1.names');
    const t = new Http(server.url);
    t.bearer = (await t.ok('POST', '/api/terminal/join', { code: codes[0] })).token;
    const call = await t.req('POST', '/api/terminal/director', { reason: '<script>alert("td")</script>' });
    expect(call.status).toBe(200);
    expect(call.headers.get('content-type')).toMatch(/^application\/json/);
    expect(call.headers.get('x-content-type-options')).toBe('nosniff');
    expect(call.body.reason).toBe('<script>alert("td")</script>');
    const r1 = await t.ok('GET', '/api/terminal/round');
    await t.ok('POST', '/api/terminal/results', {
      round: r1.round,
      board: r1.boards[0].board,
      contract: 'passed out',
      declarer: null,
      lead: null,
      tricks: 0,
    });
    await t.ok('POST', '/api/terminal/confirm', { round: r1.round, board: r1.boards[0].board });
    // Exports escape what they carry: quotes in PBN, markup characters in XML.
    const pbn = String((await td.get(`/api/sessions/${sessionId}/export.pbn`)).body);
    expect(pbn).toContain('"Ann \\"the ace\\" & Bo"'); // a quoted name in the ScoreTable/TotalScoreTable
    const xml = String((await td.get(`/api/sessions/${sessionId}/export.usebio.xml`)).body);
    expect(xml).toContain('Ann "the ace" &amp; Bo'); // text content: & < > escaped (quotes need not be)
  });
});

describe('roles', () => {
  it('director actions by a player, a stranger or nobody are refused', async () => {
    const body = {
      name: 'X',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'random' },
    };
    expect((await player.post(`/api/clubs/${clubId}/sessions`, body)).status).toBe(403);
    expect((await stranger.post(`/api/clubs/${clubId}/sessions`, body)).status).toBe(403);
    expect((await anon.post(`/api/clubs/${clubId}/sessions`, body)).status).toBe(401);
    expect((await player.get(`/api/sessions/${sessionId}/progress`)).status).toBe(403);
    expect((await player.post(`/api/sessions/${sessionId}/publish`, {})).status).toBe(403);
    expect(
      (await player.post(`/api/sessions/${sessionId}/penalties`, { pair: 1, percentOfTop: 25, law: '90', reason: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (
        await player.put(`/api/sessions/${sessionId}/results/1`, {
          contract: '3NT',
          declarer: 'S',
          lead: null,
          tricks: 9,
        })
      ).status,
    ).toBe(403);
    expect((await player.post(`/api/clubs/${clubId}/members`, { email: 'st@x.no', role: 'director' })).status).toBe(
      403,
    );
    expect((await player.get(`/api/sessions/${sessionId}/travellers/1`)).status).toBe(403);
    // Table codes are for directors only.
    expect((await player.get(`/api/sessions/${sessionId}`)).body.tables[0].code).toBeUndefined();
    const calls = await player.get(`/api/sessions/${sessionId}/calls`);
    expect(calls.status).toBe(403);
    expect((await player.post('/api/calls/1/resolve', { resolution: 'x' })).status).toBe(403);
  });

  it('a terminal acts only for its own table', async () => {
    const t = new Http(server.url);
    t.bearer = (await t.ok('POST', '/api/terminal/join', { code: codes[1] })).token;
    const round = await t.ok('GET', '/api/terminal/round');
    const other = await td.ok('GET', `/api/sessions/${sessionId}`);
    const foreign = other.guide.find(
      (g: { round: number; table: number }) => g.round === round.round && g.table !== round.table,
    ).boards[0];
    const r = await t.post('/api/terminal/results', {
      round: round.round,
      board: foreign,
      contract: 'passed out',
      declarer: null,
      lead: null,
      tricks: 0,
    });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not-at-this-table');
    const forged = new Http(server.url);
    forged.bearer = 'A'.repeat(43);
    expect((await forged.get('/api/terminal/round')).status).toBe(401);
    expect((await new Http(server.url).post('/api/terminal/join', { code: 'ZZZZZZ' })).status).toBe(404);
  });
});

describe('accounts', () => {
  it('cookies are HttpOnly and SameSite; passwords are stored as scrypt hashes only', async () => {
    const r = await fetch(server.url + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pl@x.no', password: 'player-pw1' }),
    });
    const c = r.headers.get('set-cookie')!;
    expect(c).toMatch(/HttpOnly/);
    expect(c).toMatch(/SameSite=Lax/);
    const row = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'pl@x.no')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/); // N = 2^15, r = 8, p = 1
    expect(row.password_hash).not.toContain('player-pw1');
  });

  it('login is rate-limited', async () => {
    const { server: s2, cleanup: c2 } = await (async () => {
      const { startServer } = await import('../src/index.js');
      const { tempDir } = await import('./support/servers.js');
      const sv = await startServer({ port: 0, dataDir: tempDir('stikk-rl-'), loginPerMinute: 3 });
      return { server: sv, cleanup: () => sv.close() };
    })();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await new Http(s2.url).post('/api/auth/login', { email: 'no@x.no', password: 'wrong-pass' })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await c2();
    }
  });
});

describe('bad requests', () => {
  it('4xx with the field named, and nothing half-written', async () => {
    const bad = await fetch(server.url + `/api/clubs/${clubId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: td.cookie },
      body: '{"name":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.field).toBe('body');
    const missing = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Y',
      movement: { kind: 'mitchell', tables: 3 },
      boards: { source: 'random' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('movement.boardsPerRound');
    const extra = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Y',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'random' },
      admin: true,
    });
    expect(extra.status).toBe(400);
    const before = (await td.ok('GET', `/api/clubs/${clubId}/sessions`)).length;
    const pbn = '[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n';
    const partial = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Z',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'pbn', pbn },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toMatchObject({ code: 'missing-boards', field: 'boards.pbn' });
    // Where and what, for the web to word in the director's language: the boards missing, the bad deal's board.
    expect(partial.body.error.params).toEqual({ boards: '2, 3' });
    const badDeal = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Z',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: {
        source: 'pbn',
        pbn: `${pbn}[Board "2"]\n[Deal "N:AKQJ.T98.765.432 AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n`,
      },
    });
    expect(badDeal.body.error).toMatchObject({ code: 'invalid-pbn', law: '6', params: { board: 2 } });
    const garbled = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Z',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'pbn', pbn: `${pbn}[Board "2"\n` },
    });
    expect(garbled.body.error).toMatchObject({ code: 'invalid-pbn', params: { line: 3 } });
    // Two hands left out ("-"): nothing to play, refused naming the board; one left out is filled in (below).
    const twoUnknown = await td.post(`/api/clubs/${clubId}/sessions`, {
      name: 'Z',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: {
        source: 'pbn',
        pbn: `${pbn}[Board "2"]\n[Deal "N:AKQJ.T98.765.432 - 765.432.AKQJ.T98 -"]\n[Board "3"]\n[Deal "N:${'-'} - - -"]\n`,
      },
    });
    expect(twoUnknown.body.error).toMatchObject({ code: 'invalid-pbn', law: '6' });
    expect(twoUnknown.body.error.params).toEqual({ hands: 'E, W', board: 2 });
    expect(twoUnknown.body.error.message).toContain('hands E, W');
    expect((await td.ok('GET', `/api/clubs/${clubId}/sessions`)).length).toBe(before);
    const t = new Http(server.url);
    t.bearer = (await t.ok('POST', '/api/terminal/join', { code: codes[2] })).token;
    const round = await t.ok('GET', '/api/terminal/round');
    const e = await t.post('/api/terminal/results', {
      round: round.round,
      board: round.boards[0].board,
      contract: '8NT',
      declarer: 'N',
      lead: 'SA',
      tricks: 9,
    });
    expect(e.status).toBe(400);
    expect(e.body.error.field).toBe('contract');
    const e2 = await t.post('/api/terminal/results', {
      round: round.round,
      board: round.boards[0].board,
      contract: '3NT',
      declarer: 'N',
      lead: 'SA',
      tricks: 14,
    });
    expect(e2.body.error.field).toBe('tricks');
    expect((await t.ok('GET', '/api/terminal/round')).boards[0].status).toBe('to-play');
    const nf = await anon.get('/api/nowhere');
    expect(nf.status).toBe(404);
    expect(nf.body.error.code).toBe('not-found');
  });
});

describe('websocket origin', () => {
  it("a page from another site cannot open a socket with the user's cookie", async () => {
    const { default: WebSocket } = await import('ws');
    const code = await new Promise<number>((resolve) => {
      const ws = new WebSocket(server.url.replace('http', 'ws') + '/api/ws', {
        headers: { origin: 'https://evil.example', cookie: td.cookie },
      });
      ws.on('close', (c) => resolve(c));
      ws.on('error', () => resolve(-1));
    });
    expect(code).toBe(1008);
  });
});

describe('websocket flood', () => {
  it('a client sending hundreds of messages at once is slowed down', async () => {
    const { WsClient } = await import('./support/http.js');
    const c = await new WsClient(server.url).open();
    for (let i = 0; i < 400; i++) c.send({ type: 'ping' });
    const limited = await c.waitFor((m) => m.type === 'error' && m.code === 'rate-limited');
    expect(limited).toBeDefined();
    expect(c.messages.filter((m) => m.type === 'pong').length).toBeLessThan(400);
    c.close();
  });
});

describe('seat claims', () => {
  it('a seat is claimed with its link, takes a new token; the old one stops working; nobody else can take it', async () => {
    const { WsClient } = await import('./support/http.js');
    const owner = new Http(server.url);
    await owner.ok('POST', '/api/auth/register', { email: 'own@x.no', password: 'owner-pass', name: 'Own' });
    const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'claim', kibitzers: false });
    expect((await player.post(`/api/online/tables/${t.id}/claim`, { seat: 'N' })).status).toBe(403);
    const mine = await player.ok('POST', `/api/online/tables/${t.id}/claim`, { seat: 'N', token: t.tokens.N });
    expect(typeof mine.token).toBe('string');
    expect((await stranger.post(`/api/online/tables/${t.id}/claim`, { seat: 'N', token: t.tokens.N })).status).toBe(
      409,
    );
    expect((await anon.post(`/api/online/tables/${t.id}/claim`, { seat: 'E' })).status).toBe(401);
    expect((await player.post(`/api/online/tables/${t.id}/claim`, { seat: 'X' })).body.error.field).toBe('seat');
    const c = await new WsClient(server.url).open();
    c.send({ type: 'join', tableId: t.id, token: t.tokens.N });
    expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'bad-seat-token' });
    c.send({ type: 'join', tableId: t.id, token: mine.token });
    expect(await c.waitFor((m) => m.type === 'joined')).toMatchObject({ seat: 'N' });
    // No kibitzers at this table.
    const k = await new WsClient(server.url).open();
    k.send({ type: 'join', tableId: t.id });
    expect(await k.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'no-kibitzers' });
    c.close();
    k.close();
  });
});
