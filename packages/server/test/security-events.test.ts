/**
 * Attacks on what a running event shows (session 4 review), over real HTTP: a club member who
 * plays in a teams event may not read the deals (exports) nor another table's contract and tricks
 * on a board that some table of the round still has to play (Law 16); the director may. Large
 * bodies are refused before they are parsed unless the caller directs the club; wrong seat codes
 * sent in one burst are all counted.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();

interface Room {
  contract: string | null;
  declarer: string | null;
  tricks: number | null;
  nsScore: number | null;
  adjusted: string | null;
}
interface CardBoard {
  board: number;
  open: Room | null;
  closed: Room | null;
  impsHome: number | null;
  impsAway: number | null;
}

/** A room tells something of the result (a done room may show it is done, nothing more). */
const tells = (r: Room | null) => r !== null && Object.values(r).some((v) => v !== null);

describe('a running teams event, read by a member who plays in it', () => {
  it('hides the deals and the results of boards still to be played at some table of the round', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_events');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const player = new Http(server.url);
      await player.ok('POST', '/api/auth/register', { email: 'p@club.no', password: 'player-pw1', name: 'Per' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.no', role: 'player' });
      const teams = Array.from({ length: 4 }, (_, i) => ({
        name: `Lag ${i + 1}`,
        members: Array.from({ length: 4 }, (_, j) => `Spiller ${i + 1}.${j + 1}`),
      }));
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings: {
          kind: 'teams',
          form: 'swiss',
          boardsPerMatch: 2,
          rounds: 1,
          boards: { source: 'seeded', seed: 'hemmelig-42' },
        },
        entrants: teams,
      });
      expect(ev.tables).toHaveLength(4);
      // The seed is the director's choice (dealt keyed on the server's secret): only the director reads it.
      expect(JSON.stringify(await td.ok('GET', `/api/events/${ev.id}`))).toContain('hemmelig-42');
      const seen = await player.ok('GET', `/api/events/${ev.id}`);
      expect(seen.settings.boards).toEqual({ source: 'seeded' });
      expect(JSON.stringify(seen)).not.toContain('hemmelig-42');
      const terminal = async (table: number) => {
        const h = new Http(server.url);
        const code = ev.tables.find((t: { number: number }) => t.number === table).code;
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code })).token;
        return h;
      };
      const play = async (h: Http, board: number, tricks = 10) => {
        await h.ok('POST', '/api/terminal/results', {
          round: 1,
          board,
          contract: '3NT',
          declarer: 'S',
          lead: null,
          tricks,
        });
        await h.ok('POST', '/api/terminal/confirm', { round: 1, board });
      };
      const [t1, t2, t3, t4] = await Promise.all([1, 2, 3, 4].map(terminal));
      const card = async (who: Http, match: number): Promise<CardBoard[]> =>
        (await who.ok('GET', `/api/events/${ev.id}/rounds/1/matches/${match}`)).boards;
      const shown = (bs: CardBoard[]) =>
        bs
          .filter((b) => tells(b.open) || tells(b.closed) || b.impsHome !== null || b.impsAway !== null)
          .map((b) => b.board);

      // The open room of match 1 plays both boards; nobody else has played.
      await play(t1, 1);
      await play(t1, 2);
      for (const path of ['export.pbn', 'export.usebio.xml']) {
        const r = await player.get(`/api/events/${ev.id}/${path}`);
        expect(r.status, path).toBe(403);
        expect(r.body.error.code).toBe('not-published');
        expect(String(JSON.stringify(r.body))).not.toMatch(/\[Deal/);
        expect((await new Http(server.url).get(`/api/events/${ev.id}/${path}`)).status).toBe(401);
        // The director keeps the exports while the event runs.
        const d = await td.get(`/api/events/${ev.id}/${path}`);
        expect(d.status).toBe(200);
      }
      expect(await card(td, 1)).toMatchObject([{ open: { contract: '3NT' } }, { open: { contract: '3NT' } }]);
      // The closed room of match 1, and both rooms of match 2, still play these boards.
      expect(shown(await card(player, 1))).toEqual([]);

      // Both rooms of match 1 have played board 1, match 2 not yet: still hidden from members,
      // in the match card, the rounds' summaries and the standings (its IMPs tell the swing).
      await play(t2, 1, 8);
      expect(shown(await card(player, 1))).toEqual([]);
      expect(shown(await card(td, 1))).toEqual([1, 2]);
      const imps = (x: { lines: { impsWon: number }[] }) => x.lines.map((l) => l.impsWon).sort();
      expect(imps(await td.ok('GET', `/api/events/${ev.id}/standings`))).not.toEqual([0, 0, 0, 0]);
      expect(imps(await player.ok('GET', `/api/events/${ev.id}/standings`))).toEqual([0, 0, 0, 0]);
      // The session behind the event ranks its pairs from the same rows: not a way round the standings.
      const sid = ev.sessions[0].id;
      for (const [who, path] of [
        [player, `/api/sessions/${sid}/ranking`],
        [t3, '/api/terminal/ranking'],
        [t3, `/api/sessions/${sid}/ranking`],
      ] as const) {
        const r = await who.get(path);
        expect(r.status, path).toBe(403);
        expect(r.body.error.code, path).toBe('teams-standings');
      }
      expect((await td.get(`/api/sessions/${sid}/ranking`)).status).toBe(200);
      const m1 = async (who: Http) => (await who.ok('GET', `/api/events/${ev.id}`)).rounds[0].matches[0];
      expect((await m1(td)).compared).toBe(1);
      expect(await m1(player)).toMatchObject({ compared: 0, impsHome: 0, impsAway: 0, doneOpen: 2, doneClosed: 1 });

      // Every table of the round has played board 1: its results show, board 2's do not.
      await play(t3, 1);
      await play(t4, 1);
      const after = await card(player, 1);
      expect(shown(after)).toEqual([1]);
      expect(after[0]).toMatchObject({ open: { contract: '3NT', tricks: 10 }, closed: { contract: '3NT', tricks: 8 } });
      expect(after[0].impsHome! + after[0].impsAway!).toBeGreaterThan(0);
      expect(imps(await player.ok('GET', `/api/events/${ev.id}/standings`))).not.toEqual([0, 0, 0, 0]);
      expect(after[1]).toMatchObject({ closed: null, impsHome: null });
      expect(tells(after[1].open)).toBe(false);
      expect(shown(await card(player, 2))).toEqual([1]);

      // The terminal of the closed room still sees its own room only on the board it has not played.
      const own: CardBoard[] = (await t2.ok('GET', '/api/terminal/match')).boards;
      expect(own[1]).toMatchObject({ open: null });
    } finally {
      await cleanup();
    }
  });
});

describe('cross-club', () => {
  it("club B's director touches nothing of club A's events and sessions", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_clubs');
    try {
      const a = new Http(server.url);
      await a.ok('POST', '/api/auth/register', { email: 'a@a.no', password: 'director-a', name: 'A' });
      const clubA = await a.ok('POST', '/api/clubs', { name: 'A BK' });
      const b = new Http(server.url);
      await b.ok('POST', '/api/auth/register', { email: 'b@b.no', password: 'director-b', name: 'B' });
      await b.ok('POST', '/api/clubs', { name: 'B BK' });
      const ev = await a.ok('POST', `/api/clubs/${clubA.id}/events`, {
        name: 'Lag',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 2 },
        entrants: Array.from({ length: 4 }, (_, i) => ({ name: `Lag ${i + 1}` })),
      });
      const s = await a.ok('POST', `/api/clubs/${clubA.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        sections: [{}, { tables: 3 }],
        boards: { source: 'random' },
      });
      const rows = await a.ok('GET', `/api/sessions/${s.id}/results`);
      const rid = rows[0].id;
      const tries: [string, string, unknown?][] = [
        ['GET', `/api/events/${ev.id}`],
        ['GET', `/api/events/${ev.id}/standings`],
        ['GET', `/api/events/${ev.id}/rounds/1/matches/1`],
        ['GET', `/api/events/${ev.id}/export.pbn`],
        ['PUT', `/api/events/${ev.id}/tie-breaks`, { tieBreaks: ['imp-difference'] }],
        ['POST', `/api/events/${ev.id}/rounds/1/close`, {}],
        [
          'PUT',
          `/api/events/${ev.id}/rounds/1/matches/1/lineup`,
          { side: 'home', open: ['a', 'b'], closed: ['c', 'd'] },
        ],
        ['GET', `/api/clubs/${clubA.id}/events`],
        [
          'POST',
          `/api/clubs/${clubA.id}/events`,
          { name: 'X', settings: { kind: 'pairs' }, entrants: [{ name: 'a' }, { name: 'b' }] },
        ],
        ['POST', `/api/sessions/${s.id}/results/${rid}/late-play`, {}],
        ['POST', `/api/sessions/${s.id}/unplayed`, { treatment: 'average' }],
        ['PUT', `/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' }],
        ['POST', `/api/sessions/${s.id}/online`, {}],
        ['GET', `/api/sessions/${s.id}/online`],
        ['GET', `/api/clubs/${clubA.id}/players`],
        ['POST', `/api/clubs/${clubA.id}/players`, { memberNo: '1', name: 'Kari' }],
      ];
      for (const [method, path, body] of tries) {
        const r = await b.req(method, path, body);
        expect(r.status, `${method} ${path}`).toBe(403);
      }
      // Nothing changed.
      expect((await a.ok('GET', `/api/sessions/${s.id}`)).sectionScoring).toBe('within');
      expect((await a.ok('GET', `/api/sessions/${s.id}/results`))[0]).toEqual(rows[0]);
      expect(await a.ok('GET', `/api/clubs/${clubA.id}/events`)).toHaveLength(1);
      expect((await a.ok('GET', `/api/events/${ev.id}`)).settings.tieBreaks).toEqual(['imp-quotient']);
    } finally {
      await cleanup();
    }
  });
});

describe('event size', () => {
  it('a teams event of more result rows than the largest pairs session is refused, nothing written', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_size');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Lag ${i + 1}` }));
      // 40 teams, a full round robin (39 rounds) of 64-board matches: 40 × 39 × 64 = 99,840 rows.
      const big = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Stor',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 64 },
        entrants: teams(40),
      });
      expect(big.status).toBe(400);
      expect(big.body.error).toMatchObject({ code: 'event-too-large', field: 'settings' });
      expect(big.body.error.message).toContain('99840');
      // A knockout counts every stage's segments: 64 teams, 6 stages × 16 segments × 16 boards.
      const ko = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Cup',
        settings: { kind: 'teams', form: 'knockout', boardsPerMatch: 16, segments: 16 },
        entrants: teams(64),
      });
      expect(ko.status).toBe(400);
      expect(ko.body.error.code).toBe('event-too-large');
      expect(await td.ok('GET', `/api/clubs/${club.id}/events`)).toEqual([]);
      // A large real event still fits: 16 teams, 15 rounds of 16 boards (3,840 rows).
      const ok = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Serie',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 16 },
        entrants: teams(16),
      });
      expect(ok.status).toBe(200);
    } finally {
      await cleanup();
    }
  });
});

describe('after the correction period', () => {
  it('the section scoring of a published session stands (Law 79C), nothing changed', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_sections');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        sections: [{}, { tables: 3 }],
        boards: { source: 'seeded', seed: 'sections' },
      });
      expect(s.sectionScoring).toBe('within');
      // While the period runs the director changes it freely.
      await td.ok('PUT', `/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' });
      await td.ok('PUT', `/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'within' });
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0, final: true, confirm: true });
      const r = await td.put(`/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' });
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'correction-period-closed', law: '79C' });
      expect((await td.ok('GET', `/api/sessions/${s.id}`)).sectionScoring).toBe('within');
    } finally {
      await cleanup();
    }
  });
});

describe('bodies and guessing', () => {
  it('the players import authenticates before it reads a body (up to 1.1 MB)', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_import');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const raw = (cookie: string, body: string) =>
        fetch(`${server.url}/api/clubs/${club.id}/players/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body,
        });
      // Broken and too-deep bodies from nobody: refused as unauthenticated, not parsed.
      for (const body of ['{"csv": "', '['.repeat(200), JSON.stringify({ csv: 'x'.repeat(900_000) })]) {
        const r = await raw('', body);
        expect(r.status).toBe(401);
      }
      // A member who does not direct: forbidden, before the body is read.
      const p = new Http(server.url);
      await p.ok('POST', '/api/auth/register', { email: 'p@club.no', password: 'player-pw1', name: 'Per' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.no', role: 'player' });
      expect((await raw(p.cookie, '{"csv": ')).status).toBe(403);
      expect((await raw('', '{}')).status).toBe(401);
      // The director still imports.
      const ok = await td.post(`/api/clubs/${club.id}/players/import`, { csv: 'memberNo;name\n101;Kari Nordmann\n' });
      expect(ok.status).toBe(200);
    } finally {
      await cleanup();
    }
  });

  it.for(['sqlite', 'postgres'] as Backend[])(
    'a club id beyond the database integer is a 400 (%s)',
    async (backend, t) => {
      if (backend === 'postgres' && !pgCluster()) return t.skip();
      const { server, cleanup } = await testServer(backend, pgCluster(), 'sec_ids');
      try {
        const td = new Http(server.url);
        await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
        for (const path of ['/api/results/clubs/99999999999999', '/api/clubs/99999999999999/players']) {
          const r = await td.get(path);
          expect(r.status, path).toBe(400);
          expect(r.body.error).toMatchObject({ code: 'invalid-field', field: 'params.club' });
        }
      } finally {
        await cleanup();
      }
    },
  );

  // On PostgreSQL the look-ups really wait for the database, so a burst is in flight together.
  it.for(['sqlite', 'postgres'] as Backend[])(
    'wrong seat codes sent in one burst are each counted (%s)',
    async (backend, t) => {
      if (backend === 'postgres' && !pgCluster()) return t.skip();
      const { server, cleanup } = await testServer(backend, pgCluster(), 'sec_burst');
      try {
        const h = new Http(server.url);
        const codes = Array.from({ length: 60 }, (_, i) => `ZZZZZ-${String(10000 + i).replace(/[01]/g, '9')}`);
        const rs = await Promise.all(codes.map((c) => h.get(`/api/online/invites/${encodeURIComponent(c)}`)));
        const statuses = rs.map((r) => r.status);
        expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(20);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
      } finally {
        await cleanup();
      }
    },
  );

  it('wrong table codes count per address: 20 per 10 minutes, then 429 (was 120 a minute)', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_tablecodes');
    try {
      const h = new Http(server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++)
        statuses.push(
          (await h.post('/api/terminal/join', { code: `ZZZZ${'23456789ABCDEFGHJKMNPQRSTVWXY'[i]}Z` })).status,
        );
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
      const r = await h.post('/api/terminal/join', { code: 'ZZZZZZ' });
      expect(r.body.error.code).toBe('rate-limited');
    } finally {
      await cleanup();
    }
  });

  it('seat codes guessed through the claim of a seat count like any other guess', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec_claim');
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'org@x.no', password: 'organiser-1', name: 'Org' });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'claim' });
      const guesser = new Http(server.url);
      await guesser.ok('POST', '/api/auth/register', { email: 'g@x.no', password: 'guesser-11', name: 'G' });
      const wrong = (i: number) => `ZZZZZ-${'23456789AB'[i % 10]}ZZZZ`;
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++)
        statuses.push((await guesser.post(`/api/online/tables/${t.id}/claim`, { seat: 'N', token: wrong(i) })).status);
      expect(statuses.slice(0, 20).every((s) => s === 403)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
      // The look-up and the WebSocket join count together with them: this address is blocked there too.
      expect((await guesser.get(`/api/online/invites/${wrong(0)}`)).status).toBe(429);
    } finally {
      await cleanup();
    }
  });
});
