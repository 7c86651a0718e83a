/**
 * An online pairs session over real HTTP and WebSockets (issue 18): a club session (3-table
 * Howell, 2 rounds × 2 boards) started online by its director; twelve players find their table
 * and seat with their own code each round (pairs move by the movement), the boards follow each
 * other at each table, every board is played out card by card; each result reaches the
 * session's rows, and the ranking equals an independent matchpoint count from the tables' own
 * contracts and tricks. Only the session's director may start it or read its codes.
 */
import { describe, expect, it } from 'vitest';
import { isVulnerable, parseContract, scoreContract, sideOf, vulnerabilityOf, type Seat } from '@stikk/core';
import { Http } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { testServer } from './support/servers.js';

describe('online pairs session', () => {
  it('3-table Howell, 2 rounds × 2 boards, played online: results and ranking as in the club', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'online-session');
    const open: OnlineTable[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@net.no', password: 'director-pw', name: 'Tor' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Nett BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Online Monday',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'online-monday' },
      });
      // Only the session's director.
      const stranger = new Http(server.url);
      await stranger.ok('POST', '/api/auth/register', { email: 'x@net.no', password: 'stranger-pw', name: 'X' });
      expect((await stranger.post(`/api/sessions/${s.id}/online`, {})).status).toBe(403);
      expect((await new Http(server.url).post(`/api/sessions/${s.id}/online`, {})).status).toBe(401);
      // The session's tables may allow irregularities (practice, director-run events); nothing else is taken.
      const bad = await td.post(`/api/sessions/${s.id}/online`, { irregularities: 'often' });
      expect(bad.status).toBe(400);
      // … and be played under the 2007 laws (a Norwegian club's texts): every table of the session is.
      expect((await td.post(`/api/sessions/${s.id}/online`, { edition: '2008' })).body.error.field).toContain(
        'edition',
      );
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, { irregularities: 'allow', edition: '2007' });
      expect(info.tables).toHaveLength(6);
      expect(info.players).toHaveLength(12);
      expect((await td.post(`/api/sessions/${s.id}/online`, {})).body.error.code).toBe('already-online');
      expect((await stranger.get(`/api/sessions/${s.id}/online`)).status).toBe(403);
      // The tables carry the session's name and their round and table as numbers, no words of any
      // language (the web words them: issue 18), in the director's overview and in his lobby.
      const slots = info.tables.map((x: { tableId: number; round: number; table: number }) => ({
        id: x.tableId,
        name: 'Online Monday',
        slot: { round: x.round, table: x.table },
      }));
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      const overview = await td.ok('GET', '/api/online/director');
      expect([...overview.tables].sort(byId)).toEqual(slots.map((x: object) => expect.objectContaining(x)));
      const lobby = await td.ok('GET', '/api/online/tables');
      expect(
        lobby
          .map((x: { id: number; name: string; slot: unknown }) => ({ id: x.id, name: x.name, slot: x.slot }))
          .sort(byId),
      ).toEqual(slots);

      const nsScores = new Map<number, { ns: number; ew: number; score: number }[]>();
      const anon = new Http(server.url);
      for (let round = 1; round <= 2; round++) {
        // Each player looks their code up: the table and seat of this round.
        const byTable = new Map<number, Record<Seat, string>>();
        for (const p of info.players) {
          const r = await anon.ok('GET', `/api/online/invites/${p.code}`);
          expect(r.session).toMatchObject({ id: s.id, round, pair: p.pair });
          const g = info.tables.find((x: { tableId: number }) => x.tableId === r.tableId)!;
          expect(g.round).toBe(round);
          expect(r.seat).toBe(g.ns === p.pair ? (p.member ? 'S' : 'N') : p.member ? 'W' : 'E');
          const seats = byTable.get(r.tableId) ?? ({} as Record<Seat, string>);
          expect(seats[r.seat as Seat]).toBeUndefined();
          seats[r.seat as Seat] = r.code;
          byTable.set(r.tableId, seats);
        }
        expect(byTable.size).toBe(3);
        for (const [tableId, tokens] of byTable) {
          const g = info.tables.find((x: { tableId: number }) => x.tableId === tableId)!;
          const t = new OnlineTable(server.url, tableId, tokens);
          open.push(t);
          await t.join();
          expect(t.views.N.irregularities).toBe('allow');
          expect(t.views.N.edition).toBe('2007');
          for (const [bi, board] of g.boards.entries()) {
            expect(t.views.N.boardNumber).toBe(board);
            // The dealer opens at the one level in a suit chosen by the board, then three passes.
            const dealer = t.views.N.dealer as Seat;
            const strain = ['C', 'D', 'H', 'S', 'NT'][board % 5];
            let r = await t.act(dealer, { call: `1${strain}` });
            await t.synced((r as { version: number }).version);
            for (let i = 0; i < 3; i++) {
              r = await t.act(t.views.N.turn as Seat, { call: 'P' });
              await t.synced((r as { version: number }).version);
            }
            while (t.views.N.phase !== 'ended') await t.playOne();
            const v = t.views.N;
            const c = parseContract(v.contract!);
            if (!c.ok) throw new Error(v.contract!);
            const decl = v.declarer as Seat;
            const taken = v.tricksWon[sideOf(decl)];
            const score =
              scoreContract(c.value.contract, isVulnerable(vulnerabilityOf(board), decl), taken) *
              (sideOf(decl) === 'NS' ? 1 : -1);
            expect(v.score!.NS).toBe(score);
            const list = nsScores.get(board) ?? [];
            list.push({ ns: g.ns, ew: g.ew, score });
            nsScores.set(board, list);
            if (bi < g.boards.length - 1) {
              const n = await t.act('N', { next: true });
              await t.synced((n as { version: number }).version);
            }
          }
          t.close();
        }
      }
      // Every result reached the session (written as each board ended).
      await expect
        .poll(async () => (await td.ok('GET', `/api/sessions/${s.id}/progress`)).cells, { timeout: 10_000 })
        .toSatisfy((cells: { confirmed: number; boards: number }[]) => cells.every((c) => c.confirmed === c.boards));
      // Oracle: 2 per beaten score, 1 per tie, per board; percentage of the tops a pair met.
      const mp = new Map<number, { mp: number; top: number }>();
      for (const lines of nsScores.values()) {
        for (const a of lines) {
          let got = 0;
          for (const b of lines) if (b !== a) got += a.score > b.score ? 2 : a.score === b.score ? 1 : 0;
          const top = 2 * (lines.length - 1);
          for (const [pair, m] of [
            [a.ns, got],
            [a.ew, top - got],
          ] as const) {
            const x = mp.get(pair) ?? { mp: 0, top: 0 };
            x.mp += m;
            x.top += top;
            mp.set(pair, x);
          }
        }
      }
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank.lines).toHaveLength(6);
      for (const l of rank.lines) {
        const o = mp.get(l.pair)!;
        expect(l.matchpoints, `pair ${l.pair}`).toBe(o.mp);
        if (o.top > 0) expect(l.percent).toBeCloseTo((o.mp / o.top) * 100, 2);
      }
      // A traveller line carries the online table's contract and tricks.
      const [board, lines] = [...nsScores.entries()][0];
      const trav = await td.ok('GET', `/api/sessions/${s.id}/travellers/${board}`);
      expect(trav.lines.map((x: { nsScore: number }) => x.nsScore).sort()).toEqual(lines.map((x) => x.score).sort());
    } finally {
      for (const t of open) t.close();
      await cleanup();
    }
  }, 120_000);
});
