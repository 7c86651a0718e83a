/**
 * The web app's table socket takes view deltas (issue 22): it joins with `deltas` and `notes`, holds the
 * full view it got on joining, and applies each delta (and folds each card note) the server sends.
 * Fuzzed over random play at a
 * real server over WebSocket (random legal calls and cards, boards moving on, sockets dropped and
 * rejoined at random): after every act each seat's and a kibitzer's view, built from deltas, is
 * deep-equal to the full view the server holds for that recipient. Fails on the old code (the
 * server refuses a join with `deltas`).
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Http } from '../../server/test/support/http.js';
import { testServer } from '../../server/test/support/servers.js';
import { TableSocket } from '../src/api/table-socket.js';
import type { ServerMessage, TableView } from '@stikk/server/api';

beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
});

let srv: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  srv = await testServer('sqlite', null, 'deltas');
});
afterAll(async () => {
  await srv?.cleanup();
});

const until = async (f: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!f() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 5));
  return f();
};

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Who = 'N' | 'E' | 'S' | 'W' | 'kibitzer';

/** Every string and number inside a JSON value, and every key (what a message could reveal). */
function atoms(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) atoms(y, out);
  else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) atoms(y, out.add(`k:${k}`));
  else out.add(JSON.stringify(x));
  return out;
}
const WHO: Who[] = ['N', 'E', 'S', 'W', 'kibitzer'];

describe('table socket: view deltas', () => {
  for (const seed of [1, 2]) {
    it(`a client applying deltas holds the server's full view after every act (random play, seed ${seed})`, async () => {
      const rand = rng(seed);
      const owner = new Http(srv.server.url);
      await owner.ok('POST', '/api/auth/register', {
        email: `d${seed}${Date.now()}@x.no`,
        password: 'owner-pass',
        name: 'O',
      });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3], seed: `deltas-${seed}` });
      const url = srv.server.url.replace(/^http/, 'ws') + '/api/ws';
      const views = {} as Record<Who, TableView | null>;
      const kinds: Record<string, number> = {};
      // Each delta or card note as received, checked once applied: it holds nothing (no card, no explanation)
      // that the recipient's new view does not — whose filtering the hidden-information tests check.
      const lastDelta = {} as Record<Who, Extract<ServerMessage, { type: 'delta' | 'played' }> | null>;
      const leaks: string[] = [];
      const socks = {} as Record<Who, TableSocket>;
      for (const w of WHO) {
        views[w] = null;
        lastDelta[w] = null;
        socks[w] = new TableSocket(
          t.id,
          w === 'kibitzer' ? { as: 'kibitzer' } : { token: t.tokens[w] },
          {
            onView: (v) => {
              views[w] = v;
              const d = lastDelta[w];
              lastDelta[w] = null;
              if (!d || d.version !== v.version) return;
              const allowed = atoms(v);
              // A note's own names (and the trick's place in the list) are no part of a view: its values are.
              const note = d.type === 'played' ? Object.entries(d.note).filter(([k]) => k !== 'index') : [];
              for (const a of atoms([...d.ops.map((op) => op[1]), ...note.map(([, x]) => x)]))
                if (!allowed.has(a)) leaks.push(`${w} v${v.version}: ${a}`);
            },
            onReject: (code, message) => {
              throw new Error(`${w}: ${code} ${message}`);
            },
            onStatus: () => undefined,
            onMessage: (m: ServerMessage) => {
              kinds[m.type] = (kinds[m.type] ?? 0) + 1;
              if (m.type === 'delta' || m.type === 'played') {
                expect(m.viewer).toBe(w);
                lastDelta[w] = m;
              }
            },
          },
          url,
        );
      }
      const room = (await srv.server.ctx.rooms.get(t.id))!;
      try {
        expect(await until(() => WHO.every((w) => views[w] !== null))).toBe(true);
        let acts = 0;
        for (;;) {
          const v = room.version;
          // Every client is at the table's version and holds exactly the server's view for it.
          expect(await until(() => WHO.every((w) => views[w]?.version === v && socks[w].joins > 0))).toBe(true);
          // (Before the first act the clients joined one after another: each view counts the seats
          // taken when it was sent; the server sends no update for a join, full views or deltas.)
          for (const w of WHO)
            if (v > 0) expect(views[w], `${w} at version ${v}`).toEqual(room.view(w));
            else expect({ ...views[w], seatsTaken: [] }).toEqual({ ...room.view(w), seatsTaken: [] });
          const n = views.N!;
          let seat: 'N' | 'E' | 'S' | 'W';
          let act: Record<string, unknown>;
          if (n.phase === 'ended') {
            if (n.nextBoard === null) break;
            seat = 'N';
            act = { next: true };
          } else {
            const turn = n.turn!;
            seat = n.phase === 'play' && n.dummy === turn ? n.declarer! : turn;
            const mine = views[seat]!;
            if (n.phase === 'auction') {
              const legal = mine.legalCalls;
              act = {
                call:
                  rand() < 0.6 || legal.length === 1
                    ? 'P'
                    : legal[1 + Math.floor(rand() * Math.min(5, legal.length - 1))],
              };
            } else act = { play: mine.legalCards[Math.floor(rand() * mine.legalCards.length)] };
          }
          // Now and then a client drops and rejoins (full view again, then deltas).
          if (rand() < 0.08) {
            const w = WHO[Math.floor(rand() * WHO.length)];
            const joins = socks[w].joins;
            socks[w].drop();
            expect(await until(() => socks[w].joins > joins)).toBe(true);
          }
          expect(socks[seat].act(act as never)).not.toBeNull();
          expect(await until(() => room.version === v + 1)).toBe(true);
          acts++;
        }
        expect(acts).toBeGreaterThan(40);
        // Cards after the opening lead come as card notes; the act after them that is not one (a board's last card)
        // sends each client that folded notes its whole view, once a board.
        // (Calls, opening leads and new boards as deltas; to five clients.)
        expect(kinds.delta).toBeGreaterThan(acts / 2);
        expect(kinds.played).toBeGreaterThan(acts * 3);
        expect(kinds.update ?? 0).toBeLessThanOrEqual(3 * WHO.length);
        expect(leaks).toEqual([]);
      } finally {
        for (const w of WHO) socks[w].close();
      }
    }, 120_000);
  }
});
