/**
 * Session 18's attacker pass (SECURITY.md, "Session 18 review"), over HTTP on SQLite and PostgreSQL.
 *
 * A session published provisionally goes on: its terminals take results. Session 6 kept the boards marked for a late
 * play hidden then, but a board simply not played yet at some table (the director published the running results with
 * `confirm: true` after the first round, or reopened a final publication) stayed public: its hand record, its
 * traveller and both exports went to anybody, the pairs still to play it included (Law 16). Now every board a table
 * of the session has still to play is kept from all but the directors while the terminals take results.
 *
 * A director who plays in an online club session (their account linked to a pair) is refused the director's view,
 * calls and log of the tables playing a board their pair has still to play (session 12). The route that resolves a
 * director call checked only that they created the table: they answered such a table's calls and read each call's
 * reason in the reply (a player's own words, which reach only the director). Now it refuses them as the view does.
 *
 * Two more routes a director who plays reached past that rule: entering a teams match's late board checked the
 * opening lead against the deal first (400 `lead-not-in-hand` for each card the leader does not hold: the hand of a
 * board their team has still to play), and changing a session's section scoring answered with the running ranking,
 * which the ranking route withholds from them (it sums other tables' results on their pair's boards still to play).
 * Both are now refused with `director-plays-board` before anything is read or changed.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, parseDeal, printCard, unwrap } from '@stikk/core';
import { Http, WsClient } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL session 18 tests');

interface Guide {
  round: number;
  table: number;
  boards: number[];
}

describe.each(['sqlite', 'postgres'] as Backend[])('attacker pass, session 18, on %s', (backend) => {
  it('a session published before every board is played keeps the unplayed boards from the public', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec18_prov');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td18@bk.no', password: 'director-pw18', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bodø BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Torsdag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'sec18-prov' },
      });
      const guide = s.guide as Guide[];
      const terms: Http[] = [];
      for (const table of s.tables as { code: string }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: table.code })).token;
        terms.push(h);
      }
      const play = async (round: number, table: number) => {
        const h = terms[table - 1]!;
        for (const board of guide.find((g) => g.round === round && g.table === table)!.boards) {
          await h.ok('POST', '/api/terminal/results', {
            round,
            board,
            contract: '3NT',
            declarer: 'N',
            lead: null,
            tricks: 9,
          });
          await h.ok('POST', '/api/terminal/confirm', { round, board });
        }
      };
      const anyone = new Http(server.url);
      const publicBoards = async () =>
        ((await anyone.ok('GET', `/api/sessions/${s.id}/hands`)).boards as { board: number }[]).map((b) => b.board);
      const allBoards = [1, 2, 3, 4, 5, 6];

      // Round 1 at table 1 only, then the running results published: every board still has a table to play it.
      await play(1, 1);
      const b1 = guide.find((g) => g.round === 1 && g.table === 1)!.boards[0]!;
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { final: false, confirm: true });
      expect(await publicBoards()).toEqual([]);
      const trav = await anyone.get(`/api/sessions/${s.id}/travellers/${b1}`);
      expect([trav.status, trav.body.error?.code]).toEqual([403, 'late-play-pending']);
      for (const path of ['export.pbn', 'export.usebio.xml'])
        expect([path, (await anyone.get(`/api/sessions/${s.id}/${path}`)).status]).toEqual([path, 403]);
      // The ranking is what a provisional publication shows; the director reads everything.
      expect((await anyone.get(`/api/sessions/${s.id}/ranking`)).status).toBe(200);
      const mine = (await td.ok('GET', `/api/sessions/${s.id}/hands`)).boards as { board: number }[];
      expect(mine.map((b) => b.board).sort((a, b) => a - b)).toEqual(allBoards);
      expect((await td.get(`/api/sessions/${s.id}/travellers/${b1}`)).status).toBe(200);

      // Round 1 done everywhere: the boards of round 1 are still played in rounds 2 and 3 (a Mitchell's boards move).
      await play(1, 2);
      await play(1, 3);
      expect(await publicBoards()).toEqual([]);

      // Final (the terminals close: nothing is played any more), then reopened: the terminals play on.
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { final: true, confirm: true, correctionMinutes: 60 });
      expect((await publicBoards()).sort((a, b) => a - b)).toEqual(allBoards);
      await td.ok('POST', `/api/sessions/${s.id}/reopen`, {});
      expect(await publicBoards()).toEqual([]);
      expect((await anyone.get(`/api/sessions/${s.id}/export.pbn`)).status).toBe(403);

      // Every board played at every table: public again.
      for (const round of [2, 3]) for (const table of [1, 2, 3]) await play(round, table);
      expect((await publicBoards()).sort((a, b) => a - b)).toEqual(allBoards);
      expect((await anyone.get(`/api/sessions/${s.id}/travellers/${b1}`)).status).toBe(200);
      expect((await anyone.get(`/api/sessions/${s.id}/export.pbn`)).status).toBe(200);
    } finally {
      await cleanup();
    }
  });

  it("a director who plays resolves no call of a table playing their pair's board", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec18_calls');
    const open: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'call18@bk.no', password: 'online-pw18', name: 'Otto' });
      const me = (await td.ok('GET', '/api/auth/me')).id as number;
      const club = await td.ok('POST', '/api/clubs', { name: 'Nett BK 18' });
      const imp = await td.ok('POST', `/api/clubs/${club.id}/players/import`, { csv: 'Navn;Nr\nOtto Leder;3001\n' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Nett',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'sec18-calls' },
        pairs: [{ players: [{ memberNo: '3001' }, { name: 'Gjest' }] }],
      });
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, {});
      type T = { round: number; tableId: number; ns: number; ew: number; boards: number[] };
      const tables = info.tables as T[];
      const mine = new Set(tables.filter((x) => x.ns === 1 || x.ew === 1).flatMap((x) => x.boards));
      const blocked = tables.find(
        (x) => x.round === 1 && x.ns !== 1 && x.ew !== 1 && x.boards.some((b) => mine.has(b)),
      )!;
      expect(blocked).toBeTruthy();
      // A player at that table calls the director, in words of their own.
      const codes = await td.ok('GET', `/api/online/tables/${blocked.tableId}/invites`);
      const north = await new WsClient(server.url, '').open();
      open.push(north);
      north.send({ type: 'join', tableId: blocked.tableId, token: codes[0].code });
      const joined = await north.waitFor((m) => m.type === 'joined' || m.type === 'error');
      expect(joined).toMatchObject({ type: 'joined' });
      const reason = 'East showed me the ace of spades';
      const ack = await north.request({
        type: 'act',
        tableId: blocked.tableId,
        id: 'c1',
        version: (joined as { view: { version: number } }).view.version,
        act: { directorCall: reason },
      });
      expect(ack).toMatchObject({ type: 'ack' });
      const [call] = await td.ok('GET', `/api/online/tables/${blocked.tableId}/calls`);
      expect(call).toMatchObject({ reason, status: 'open' });

      // The director's account linked to pair 1: that table is no longer theirs to direct.
      await td.ok('PUT', `/api/clubs/${club.id}/players/${imp.players[0].id}/account`, { userId: me });
      const calls = await td.get(`/api/online/tables/${blocked.tableId}/calls`);
      expect([calls.status, calls.body.error?.code]).toEqual([403, 'director-plays-board']);
      const r = await td.post(`/api/calls/${call.id}/resolve`, { resolution: 'play on' });
      expect([r.status, r.body.error?.code, JSON.stringify(r.body).includes(reason)]).toEqual([
        403,
        'director-plays-board',
        false,
      ]);
      // Before signing in, the route says nothing of whether a call exists.
      const anon = new Http(server.url);
      const missing = await anon.post('/api/calls/999999/resolve', { resolution: 'x' });
      const real = await anon.post(`/api/calls/${call.id}/resolve`, { resolution: 'x' });
      expect([missing.status, real.status]).toEqual([401, 401]);
    } finally {
      for (const c of open) c.close();
      await cleanup();
    }
  }, 60_000);

  it('a director who plays probes no lead of a late teams board, nor reads the running ranking by a scoring change', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec18_late_teams');
    try {
      const adm = new Http(server.url);
      await adm.ok('POST', '/api/auth/register', { email: 'ev18@bk.no', password: 'admin-pw18', name: 'Eli' });
      const club = await adm.ok('POST', '/api/clubs', { name: 'Lag BK 18' });
      const pd = new Http(server.url);
      await pd.ok('POST', '/api/auth/register', { email: 'lp18@bk.no', password: 'playing-pw18', name: 'Leif' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'lp18@bk.no', role: 'director' });
      const pdId = (await pd.ok('GET', '/api/auth/me')).id as number;
      const reg = `/api/clubs/${club.id}/players`;
      const imp = await adm.ok('POST', `${reg}/import`, { csv: 'Navn;Nr\nLeif Lagspiller;4001\n' });
      await adm.ok('PUT', `${reg}/${imp.players[0].id}/account`, { userId: pdId });
      const ev = await adm.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, boards: { source: 'seeded', seed: 'lag18' } },
        entrants: [1, 2, 3, 4].map((i) => ({
          name: `Lag ${i}`,
          members: [1, 2, 3, 4].map((j) => `Spiller ${i}.${j}`),
          ...(i === 1 ? { memberNos: ['4001'] } : {}),
        })),
      });
      const sid = ev.sessions[0].id as number;
      const b = (await pd.ok('GET', `/api/sessions/${sid}/hands`)).directorPlays[0] as number;
      const match = (await adm.ok('GET', `/api/events/${ev.id}`)).rounds[0].matches.find(
        (m: { home: number; away: number | null }) => m.home === 1 || m.away === 1,
      );
      const deal = unwrap(
        parseDeal(
          (await adm.ok('GET', `/api/sessions/${sid}/hands`)).boards.find((h: { board: number }) => h.board === b).deal,
        ),
      );
      // South declares: West leads. A card West holds and one he does not get the same answer, before the deal is read.
      const west = new Set(deal.W!.map(printCard));
      const held = [...west][0]!;
      const notHeld = ALL_CARDS.map(printCard).find((c) => !west.has(c))!;
      const path = `/api/events/${ev.id}/rounds/1/matches/${match.match}/boards/${b}`;
      const late = (lead: string) => ({ room: 'closed', contract: '3NT', declarer: 'S', lead, tricks: 9 });
      for (const lead of [notHeld, held]) {
        const r = await pd.put(path, late(lead));
        expect([lead, r.status, r.body.error?.code]).toEqual([lead, 403, 'director-plays-board']);
      }
      // Another director enters it (the lead is checked against the hand as before).
      expect((await adm.put(path, late(notHeld))).body.error?.code).toBe('lead-not-in-hand');
      expect((await adm.put(path, late(held))).status).toBe(200);

      // A session of two sections in which the linked director's pair plays: the ranking route withholds the running
      // ranking from him, and so does the section-scoring change (which answers with it).
      const s = await adm.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Seksjoner',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        sections: [{}, {}],
        boards: { source: 'seeded', seed: 'sec18-sections' },
        pairs: [{ players: [{ memberNo: '4001' }, { name: 'Gjest' }] }],
      });
      const ranking = await pd.get(`/api/sessions/${s.id}/ranking`);
      expect([ranking.status, ranking.body.error?.code]).toEqual([403, 'director-plays-board']);
      const change = await pd.put(`/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' });
      expect([change.status, change.body.error?.code]).toEqual([403, 'director-plays-board']);
      expect((await adm.ok('GET', `/api/sessions/${s.id}`)).sectionScoring).toBe('within');
      expect((await adm.put(`/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' })).status).toBe(200);

      // Published provisionally before anything is played (the terminals go on): his pair's boards stay hidden from
      // him as from the public. Before, publication gave him every board but a late play of his own.
      await adm.ok('POST', `/api/sessions/${s.id}/publish`, { final: false, confirm: true });
      const his = (await pd.ok('GET', `/api/sessions/${s.id}/hands`)) as {
        boards: unknown[];
        directorPlays?: number[];
      };
      expect(his.directorPlays?.length).toBeGreaterThan(0);
      const trav = await pd.get(`/api/sessions/${s.id}/travellers/${his.directorPlays![0]}`);
      expect([trav.status, trav.body.error?.code]).toEqual([403, 'director-plays-board']);
      expect((await pd.get(`/api/sessions/${s.id}/export.pbn`)).status).toBe(403);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
