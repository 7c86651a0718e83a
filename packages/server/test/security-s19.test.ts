/**
 * Attacker pass, session 19, over HTTP on SQLite and PostgreSQL. A club session's tables call the director from their
 * terminals with a reason in the players' own words ("North revoked, he held ♠K"). A director who also plays in the
 * session read every call's words while their pair still had boards to play — words that can name a card of a board
 * they have yet to play (Law 16). Now, while their pair has boards left, the calls list keeps each call (its table,
 * seat, time and status: the director still goes to the table) but withholds the players' words (`reason` empty,
 * `reasonWithheld: true`); the reasons the server itself codes (a disputed claim, a corrected explanation, the
 * button's "player call") name no card and stay. A director who does not play reads everything, as before; once the
 * pair has played every board, the playing director does too.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL session-19 security test');

describe.each(['sqlite', 'postgres'] as Backend[])('attacker pass, session 19, on %s', (backend) => {
  it("a director who plays reads no player's words in the calls until their pair has played every board", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec19_calls');
    try {
      const adm = new Http(server.url);
      await adm.ok('POST', '/api/auth/register', { email: 'adm19@bk.no', password: 'admin-pw19', name: 'Astrid' });
      const club = await adm.ok('POST', `/api/clubs`, { name: 'Kallende BK' });
      const pd = new Http(server.url);
      await pd.ok('POST', '/api/auth/register', { email: 'pd19@bk.no', password: 'playing-pw19', name: 'Per' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'pd19@bk.no', role: 'director' });
      const pdId = (await pd.ok('GET', '/api/auth/me')).id as number;
      const reg = `/api/clubs/${club.id}/players`;
      const imp = await adm.ok('POST', `${reg}/import`, {
        csv: 'Navn;Medlemsnummer\nPer Spiller;3001\nKari Makker;3002\nOla Motstander;3003\nLiv Motstander;3004\n',
      });
      const perEntry = imp.players.find((p: { memberNo: string }) => p.memberNo === '3001');
      await adm.ok('PUT', `${reg}/${perEntry.id}/account`, { userId: pdId });
      const s = await adm.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Onsdag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'sec19-calls' },
        pairs: [
          { players: [{ memberNo: '3001' }, { memberNo: '3002' }] },
          null,
          null,
          { players: [{ memberNo: '3003' }, { memberNo: '3004' }] },
        ],
      });
      const base = `/api/sessions/${s.id}`;
      // Table 2 calls with words that name a card; table 3 with the button's code; table 2 once more, no words.
      const t2 = new Http(server.url);
      t2.bearer = (await t2.ok('POST', '/api/terminal/join', { code: s.tables[1].code })).token;
      const t3 = new Http(server.url);
      t3.bearer = (await t3.ok('POST', '/api/terminal/join', { code: s.tables[2].code })).token;
      const words = 'North revoked in spades: he still holds the SK';
      await t2.ok('POST', '/api/terminal/director', { reason: words });
      await t3.ok('POST', '/api/terminal/director', { reason: 'player-call' });
      await t2.ok('POST', '/api/terminal/director', {});

      type Call = { table: number; reason: string; reasonWithheld?: boolean };
      const byTable = (calls: Call[]) =>
        calls
          .map((c) => [c.table, c.reason, c.reasonWithheld ?? false])
          .sort((a, b) => String(a).localeCompare(String(b)));
      // The non-playing director reads the players' words.
      expect(byTable(await adm.ok('GET', `${base}/calls`))).toEqual([
        [2, '', false],
        [2, words, false],
        [3, 'player-call', false],
      ]);
      // The playing director sees each call, the coded reason, but not the words; nothing of them in the reply.
      const r = await pd.get(`${base}/calls`);
      expect(r.status).toBe(200);
      expect(byTable(r.body)).toEqual([
        [2, '', false],
        [2, '', true],
        [3, 'player-call', false],
      ]);
      expect(JSON.stringify(r.body)).not.toContain('SK');
      expect(JSON.stringify(r.body)).not.toContain('revoked');

      // Pair 1 plays every board of the movement (it sits North-South at table 1 in every round of a Mitchell).
      const t1 = new Http(server.url);
      t1.bearer = (await t1.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      const rounds = [...new Set(s.guide.map((g: { round: number }) => g.round))] as number[];
      for (const round of rounds) {
        const g = s.guide.find((x: { round: number; table: number }) => x.round === round && x.table === 1);
        expect(g.ns).toBe(1);
        for (const b of g.boards as number[]) {
          await t1.ok('POST', '/api/terminal/results', {
            round,
            board: b,
            contract: '3NT',
            declarer: 'N',
            lead: null,
            tricks: 9,
          });
          await t1.ok('POST', '/api/terminal/confirm', { round, board: b });
        }
      }
      expect((await pd.ok('GET', `${base}/hands`)).directorPlays).toBeUndefined();
      // Every board played: the words are the playing director's to read too.
      expect(byTable(await pd.ok('GET', `${base}/calls`))).toEqual([
        [2, '', false],
        [2, words, false],
        [3, 'player-call', false],
      ]);
    } finally {
      await cleanup();
    }
  });
});
