/**
 * Seat invitations over real HTTP and WebSocket (issue 18): short codes that open a seat in any
 * spelling, the organiser's list (director only), a substitute seated by the director (the old
 * holder is disconnected, the old code stops working), and guessing bounded per address over
 * HTTP and the WebSocket join together.
 */
import { describe, expect, it } from 'vitest';
import { INVITE_ALPHABET, INVITE_BITS } from '../src/online/invites.js';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';

const CODE = new RegExp(`^[${INVITE_ALPHABET}]{5}-[${INVITE_ALPHABET}]{5}$`);

async function join(
  url: string,
  tableId: number,
  token: string,
): Promise<{ ws: WsClient; reply: { type: string; code?: string; seat?: string } }> {
  const ws = await new WsClient(url).open();
  ws.send({ type: 'join', tableId, token });
  const reply = (await ws.waitFor((m) => m.type === 'joined' || m.type === 'error')) as never;
  return { ws, reply };
}

describe('seat invitations', () => {
  it('short codes open their seat in any spelling; the organiser finds them again; a substitute replaces a seat', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'invites');
    const sockets: WsClient[] = [];
    try {
      expect(INVITE_BITS).toBeGreaterThan(48);
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'org@x.no', password: 'organiser-1', name: 'Org' });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'inv' });
      for (const s of ['N', 'E', 'S', 'W']) expect(t.tokens[s]).toMatch(CODE);

      // Looked up as typed: lower case, no dash.
      const anon = new Http(server.url);
      const typed = t.tokens.E.replace('-', '').toLowerCase();
      const found = await anon.get(`/api/online/invites/${typed}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ tableId: t.id, seat: 'E', code: t.tokens.E });
      // The code is the seat's token on the WebSocket too, in any spelling.
      const east = await join(server.url, t.id, typed);
      sockets.push(east.ws);
      expect(east.reply).toMatchObject({ type: 'joined', seat: 'E' });

      // The organiser's list: every live code, who is connected. Nobody else sees it.
      const list = await owner.get(`/api/online/tables/${t.id}/invites`);
      expect(list.status).toBe(200);
      expect(list.body.map((x: { code: string }) => x.code)).toEqual([t.tokens.N, t.tokens.E, t.tokens.S, t.tokens.W]);
      expect(list.body.find((x: { seat: string }) => x.seat === 'E').connected).toBe(true);
      expect((await anon.get(`/api/online/tables/${t.id}/invites`)).status).toBe(401);
      const stranger = new Http(server.url);
      await stranger.ok('POST', '/api/auth/register', { email: 'x@x.no', password: 'stranger-1', name: 'X' });
      const sl = await stranger.get(`/api/online/tables/${t.id}/invites`);
      expect(sl.status).toBe(403);
      expect(JSON.stringify(sl.body)).not.toContain(t.tokens.N);
      // A player who claims a seat binds it to an account: its code no longer opens it.
      const player = new Http(server.url);
      await player.ok('POST', '/api/auth/register', { email: 'p@x.no', password: 'player-11', name: 'P' });
      await player.ok('POST', `/api/online/tables/${t.id}/claim`, { seat: 'N', token: t.tokens.N.toLowerCase() });
      const after = (await owner.get(`/api/online/tables/${t.id}/invites`)).body;
      expect(after[0]).toMatchObject({ seat: 'N', code: null, held: true });
      expect((await anon.get(`/api/online/invites/${t.tokens.N}`)).status).toBe(404);

      // A substitute for East, with the director's consent: only the director may; East's holder leaves.
      const bad = await stranger.post(`/api/online/tables/${t.id}/seats/E/substitute`, {});
      expect(bad.status).toBe(403);
      expect((await owner.post(`/api/online/tables/${t.id}/seats/Q/substitute`, {})).status).toBe(400);
      // East's socket may hear it before the HTTP answer arrives: looked for from before the request.
      const seen = east.ws.messages.length;
      const sub = await owner.ok('POST', `/api/online/tables/${t.id}/seats/E/substitute`, {});
      expect(sub.code).toMatch(CODE);
      expect(sub.code).not.toBe(t.tokens.E);
      await east.ws.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced', 10_000, seen);
      const old = await join(server.url, t.id, t.tokens.E);
      sockets.push(old.ws);
      expect(old.reply).toMatchObject({ type: 'error', code: 'bad-seat-token' });
      const fresh = await join(server.url, t.id, sub.code);
      sockets.push(fresh.ws);
      expect(fresh.reply).toMatchObject({ type: 'joined', seat: 'E' });
    } finally {
      for (const s of sockets) s.close();
      await cleanup();
    }
  }, 60_000);

  it('guessing is bounded per address: wrong codes over HTTP and the WebSocket join count together', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'invites-guess');
    const sockets: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'g@x.no', password: 'organiser-2', name: 'G' });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'guess' });
      const anon = new Http(server.url);
      for (let i = 0; i < 10; i++) {
        const r = await anon.get(`/api/online/invites/ABCDE-${String(i).padStart(2, '2')}XYZ`);
        expect(r.status).toBe(404);
        expect(r.body.error.code).toBe('bad-seat-code');
      }
      for (let i = 0; i < 10; i++) {
        const g = await join(server.url, t.id, `ZZZZZ-ZZZ${i + 2}${i + 2}`);
        sockets.push(g.ws);
        expect(g.reply).toMatchObject({ type: 'error', code: 'bad-seat-token' });
      }
      // The 21st try is refused before it is looked up, even with a right code.
      const r = await anon.get(`/api/online/invites/${t.tokens.S}`);
      expect(r.status).toBe(429);
      expect(r.body.error.code).toBe('rate-limited');
      const g = await join(server.url, t.id, t.tokens.S);
      sockets.push(g.ws);
      expect(g.reply).toMatchObject({ type: 'error', code: 'rate-limited' });
    } finally {
      for (const s of sockets) s.close();
      await cleanup();
    }
  }, 60_000);

  it('the director overview lists only the caller’s own tables, with open calls from any of them', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'invites-overview');
    const sockets: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@o.no', password: 'director-3', name: 'TD' });
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'o@o.no', password: 'other-dir-3', name: 'O' });
      const t1 = await td.ok('POST', '/api/online/tables', { boards: [1], seed: 'o1' });
      const t2 = await td.ok('POST', '/api/online/tables', { boards: [2], seed: 'o2' });
      const mineElse = await other.ok('POST', '/api/online/tables', { boards: [3], seed: 'o3' });
      // A call at table 2 while nobody watches it as director.
      const south = await join(server.url, t2.id, t2.tokens.S);
      sockets.push(south.ws);
      const r = await south.ws.request({
        type: 'act',
        tableId: t2.id,
        id: 'c1',
        version: 0,
        act: { directorCall: 'help' },
      });
      expect(r.type).toBe('ack');
      let o = await td.ok('GET', '/api/online/director');
      expect(o.tables[1]).toMatchObject({ id: t2.id, boardStartedAt: null, lastActAt: null });
      // East deals board 2 and opens: the board's clock starts (the pace of play on the console).
      const east = await join(server.url, t2.id, t2.tokens.E);
      sockets.push(east.ws);
      const opened = await east.ws.request({ type: 'act', tableId: t2.id, id: 'e1', version: 1, act: { call: '1C' } });
      expect(opened.type).toBe('ack');
      o = await td.ok('GET', '/api/online/director');
      expect(Date.parse(o.tables[1].boardStartedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(o.tables.map((x: { id: number }) => x.id)).toEqual([t1.id, t2.id]);
      expect(o.calls).toEqual([expect.objectContaining({ onlineTableId: t2.id, seat: 'S', status: 'open', board: 2 })]);
      expect(JSON.stringify(o)).not.toMatch(/"hands"|"deal"/);
      const theirs = await other.ok('GET', '/api/online/director');
      expect(theirs.tables.map((x: { id: number }) => x.id)).toEqual([mineElse.id]);
      expect(theirs.calls).toEqual([]);
      expect((await new Http(server.url).get('/api/online/director')).status).toBe(401);
      // A creator who sits at a table is not its director: it leaves the overview.
      await td.ok('POST', `/api/online/tables/${t1.id}/claim`, { seat: 'N', token: t1.tokens.N });
      expect((await td.ok('GET', '/api/online/director')).tables.map((x: { id: number }) => x.id)).toEqual([t2.id]);
    } finally {
      for (const s of sockets) s.close();
      await cleanup();
    }
  }, 60_000);
});
