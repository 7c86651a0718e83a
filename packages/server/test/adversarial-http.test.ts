/**
 * The HTTP API tried as an attacker would, over real loopback connections, on SQLite and on
 * PostgreSQL: hidden information at the table terminal, who may do what (role × resource ×
 * action), input limits, origin and host checks. Each case names the finding of issue 15 it
 * guards against; every one of them failed on the code before the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CARDS, parseDeal, printCard, unwrap, type Deal } from '@stikk/core';
import { Http, WsClient } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

interface Guide {
  round: number;
  table: number;
  ns: number | null;
  ew: number | null;
  boards: number[];
}

const pgCluster = usePostgres('PostgreSQL adversarial tests');
const backends: Backend[] = ['sqlite', 'postgres'];

describe.each(backends)('adversarial HTTP on %s', (backend) => {
  let server: StikkServer | undefined;
  let cleanup = async () => {};
  let td: Http, member: Http, otherTd: Http, anon: Http;
  let clubId: number, otherClubId: number, sid: number;
  let guide: Guide[];
  let deals: Map<number, Deal>;
  let codes: string[];
  let n = 0;
  const skip = () => backend === 'postgres' && !pgCluster();

  const terminal = async (table: number, sessionCodes = codes) => {
    const h = new Http(server!.url);
    h.bearer = (await h.ok('POST', '/api/terminal/join', { code: sessionCodes[table - 1] })).token;
    return h;
  };
  const at = (round: number, table: number) => guide.find((g) => g.round === round && g.table === table)!;
  /** A fresh 3-table Mitchell (3 rounds of 2 boards) in the director's club. */
  const newSession = async () => {
    const s = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
      name: `S${++n}`,
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
      boards: { source: 'seeded', seed: `adv-${n}` },
    });
    const hands: { board: number; deal: string }[] = (await td.ok('GET', `/api/sessions/${s.id}/hands`)).boards;
    return {
      id: s.id as number,
      guide: s.guide as Guide[],
      codes: s.tables.map((t: { code: string }) => t.code) as string[],
      deals: new Map(hands.map((h) => [h.board, unwrap(parseDeal(h.deal))])),
    };
  };
  /** Enters and confirms every board of `round` at `table` (3NT by N, E leads the first card it holds). */
  const playRound = async (h: Http, round: number, table: number, d = deals) => {
    for (const b of at(round, table).boards) {
      await h.ok('POST', '/api/terminal/results', {
        round,
        board: b,
        contract: '3NT',
        declarer: 'N',
        lead: printCard(d.get(b)!.E![0]),
        tricks: 9,
      });
      await h.ok('POST', '/api/terminal/confirm', { round, board: b });
    }
  };
  const rowsOf = async (session: number) =>
    server!.database.db.selectFrom('results').selectAll().where('session_id', '=', session).orderBy('id').execute();

  beforeAll(async () => {
    if (skip()) return;
    ({ server, cleanup } = await testServer(backend, pgCluster(), 'adv'));
    td = new Http(server.url);
    member = new Http(server.url);
    otherTd = new Http(server.url);
    anon = new Http(server.url);
    await td.ok('POST', '/api/auth/register', { email: 'td@a.no', password: 'director-pw', name: 'Tove' });
    await member.ok('POST', '/api/auth/register', { email: 'm@a.no', password: 'member-pw1', name: 'Mia' });
    await otherTd.ok('POST', '/api/auth/register', { email: 'td@b.no', password: 'director-pw', name: 'Otto' });
    clubId = (await td.ok('POST', '/api/clubs', { name: 'A' })).id;
    otherClubId = (await otherTd.ok('POST', '/api/clubs', { name: 'B' })).id;
    await td.ok('POST', `/api/clubs/${clubId}/members`, { email: 'm@a.no', role: 'player' });
    const s = await newSession();
    ({ id: sid, guide, codes, deals } = s);
  }, 120_000);
  afterAll(async () => {
    await cleanup();
  });

  describe('table terminal: hidden information (issue 15 findings 1–3)', () => {
    it('probing opening leads of a board not being played at the table tells nothing and writes nothing', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes);
      const future = s.guide.find((g) => g.round === 2 && g.table === 1)!.boards[0];
      const elsewhere = s.guide.find((g) => g.round === 1 && g.table === 2)!.boards[0];
      for (const [round, board] of [
        [2, future],
        [1, elsewhere],
      ]) {
        const answers = new Set<string>();
        for (const c of ALL_CARDS) {
          const r = await t1.post('/api/terminal/results', {
            round,
            board,
            contract: '1NT',
            declarer: 'N',
            lead: printCard(c),
            tricks: 7,
          });
          answers.add(`${r.status} ${JSON.stringify(r.body)}`);
        }
        // One answer for all 52 leads: nothing to learn about who holds which card.
        expect([...answers], `board ${board} round ${round}`).toHaveLength(1);
        expect([...answers][0]).toMatch(/^(404|409) /);
      }
      expect((await rowsOf(s.id)).every((r) => r.status === 'to-play')).toBe(true);
    });

    it('a table keeps playing its own boards: leads are checked against the hand only there', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes);
      const b = s.guide.find((g) => g.round === 1 && g.table === 1)!.boards[0];
      const wrong = await t1.post('/api/terminal/results', {
        round: 1,
        board: b,
        contract: '1NT',
        declarer: 'N',
        lead: printCard(s.deals.get(b)!.N![0]),
        tricks: 7,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({ code: 'lead-not-in-hand', field: 'lead', law: '41A' });
      expect(
        (
          await t1.post('/api/terminal/results', {
            round: 1,
            board: b,
            contract: '1NT',
            declarer: 'N',
            lead: printCard(s.deals.get(b)!.E![0]),
            tricks: 7,
          })
        ).status,
      ).toBe(200);
    });

    it('more than a few wrong leads on one board need the director', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes);
      const b = s.guide.find((g) => g.round === 1 && g.table === 1)!.boards[0];
      const notE = s.deals.get(b)!.W!;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (
            await t1.post('/api/terminal/results', {
              round: 1,
              board: b,
              contract: '1NT',
              declarer: 'N',
              lead: printCard(notE[i]),
              tricks: 7,
            })
          ).status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      const right = await t1.post('/api/terminal/results', {
        round: 1,
        board: b,
        contract: '1NT',
        declarer: 'N',
        lead: printCard(s.deals.get(b)!.E![0]),
        tricks: 7,
      });
      expect(right.body.error.code).toBe('too-many-wrong-leads');
      // A passed-out board or one without a lead does not read the deal: still possible.
      expect(
        (
          await t1.post('/api/terminal/results', {
            round: 1,
            board: b,
            contract: '1NT',
            declarer: 'N',
            lead: null,
            tricks: 7,
          })
        ).status,
      ).toBe(200);
    });

    it('no traveller of a board the pairs now at the table have not played, whatever round the request names', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes),
        t2 = await terminal(2, s.codes);
      const r1 = s.guide.find((g) => g.round === 1 && g.table === 1)!;
      await playRound(t1, 1, 1, s.deals);
      await playRound(t2, 1, 2, s.deals);
      // Round 2 at table 1: its EW pair has not played table 1's round-1 boards yet.
      const r2 = s.guide.find((g) => g.round === 2 && g.table === 1)!;
      const unplayed = r1.boards.find(
        (b) => !s.guide.some((g) => g.round === 1 && g.boards.includes(b) && (g.ns === r2.ew || g.ew === r2.ew)),
      )!;
      expect(unplayed).toBeDefined();
      const c = await t1.post('/api/terminal/confirm', { round: 1, board: unplayed });
      expect(c.status).toBe(409);
      expect(c.body.error.code).toBe('not-current-round');
      expect(c.body.traveller).toBeUndefined();
      const tr = await t1.get(`/api/terminal/traveller/${unplayed}`);
      expect(tr.status).toBe(403);
      expect(tr.body.error.code).toBe('not-played');
      // Not through another round's view either.
      const past = await t1.ok('GET', '/api/terminal/round?round=1');
      expect(past.boards.every((b: { result: unknown }) => b.result === null)).toBe(true);
    });

    it('session 16: the pairs of a round just finished read no traveller of a board they have still to play', async (t) => {
      if (skip()) return t.skip();
      // A Howell: every pair moves. A table's round ends with its last board confirmed, before the next pairs come.
      const made = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
        name: `S${++n}`,
        movement: { kind: 'howell', tables: 4, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: `adv-howell-${n}` },
      });
      const g: Guide[] = made.guide;
      const hands: { board: number; deal: string }[] = (await td.ok('GET', `/api/sessions/${made.id}/hands`)).boards;
      const d = new Map(hands.map((h) => [h.board, unwrap(parseDeal(h.deal))]));
      const playedBy = (pair: number | null, board: number, upTo: number) =>
        g.some((x) => x.round <= upTo && x.boards.includes(board) && (x.ns === pair || x.ew === pair));
      // Table T after round r: a board X both next pairs have played, and one of the pairs leaving has not.
      let found: { table: number; round: number; board: number } | undefined;
      for (const x of [...g].sort((p, q) => p.round - q.round))
        for (const next of g.filter((y) => y.table === x.table && y.round === x.round + 1))
          for (let board = 1; board <= hands.length && !found; board++)
            if (
              playedBy(next.ns, board, x.round) &&
              playedBy(next.ew, board, x.round) &&
              !(playedBy(x.ns, board, x.round) && playedBy(x.ew, board, x.round))
            )
              found = { table: x.table, round: x.round, board };
      expect(found).toBeDefined();
      const { table, round, board } = found!;
      const terms = new Map<number, Http>();
      for (const x of g.filter((y) => y.round <= round + 1).sort((p, q) => p.round - q.round)) {
        if (!terms.has(x.table)) {
          const h = new Http(server!.url);
          h.bearer = (await h.ok('POST', '/api/terminal/join', { code: made.tables[x.table - 1].code })).token;
          terms.set(x.table, h);
        }
        if (x.ns === null || x.ew === null || (x.round === round + 1 && x.table !== table)) continue;
        if (x.round === round + 1) {
          // The pairs of round r are still at table T: the table already plays round r + 1.
          const early = await terms.get(table)!.get(`/api/terminal/traveller/${board}`);
          expect([early.status, early.body.error?.code]).toEqual([403, 'not-played']);
        }
        // In round r + 1, the next pairs play one board at table T.
        for (const b of x.round === round + 1 ? x.boards.slice(0, 1) : x.boards) {
          await terms.get(x.table)!.ok('POST', '/api/terminal/results', {
            round: x.round,
            board: b,
            contract: '3NT',
            declarer: 'N',
            lead: printCard(d.get(b)!.E![0]),
            tricks: 9,
          });
          await terms.get(x.table)!.ok('POST', '/api/terminal/confirm', { round: x.round, board: b });
        }
      }
      // The next pairs have played a board there: they are the pairs at the table, and read it.
      expect((await terms.get(table)!.ok('GET', `/api/terminal/traveller/${board}`)).lines.length).toBeGreaterThan(0);
    });

    it('session 17: a pair that kept the table terminal after moving on reads and writes nothing of its later rounds', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      // The table's own device stays there all evening; the round-1 EW pair also joined on a phone of theirs.
      const device = await terminal(1, s.codes);
      const kept = await terminal(1, s.codes);
      for (const table of [1, 2, 3])
        await playRound(table === 1 ? device : await terminal(table, s.codes), 1, table, s.deals);
      const [b1, b2] = s.guide.find((g) => g.round === 2 && g.table === 1)!.boards;
      // Round 1 just ended: its pairs may still sit at the table and read it (what they may see, session 16).
      expect((await kept.get('/api/terminal/round')).status).toBe(200);
      // The next pairs score their first board on the table's device, which goes on with the table.
      const lead = (b: number) => printCard(s.deals.get(b)!.E![0]);
      const entry = (b: number) => ({ round: 2, board: b, contract: '3NT', declarer: 'N', lead: lead(b), tricks: 9 });
      // A write of the kept token that is refused (a lead from the wrong hand) does not take it on with the table.
      const wrongLead = { ...entry(b1), lead: printCard(s.deals.get(b1)!.W![0]) };
      expect((await kept.post('/api/terminal/results', wrongLead)).body.error?.code).toBe('lead-not-in-hand');
      await device.ok('POST', '/api/terminal/results', entry(b1));
      await device.ok('POST', '/api/terminal/confirm', { round: 2, board: b1 });
      // From here the kept token is nobody's at this table: no round, no traveller, no entry, no confirmation, no
      // pair names, no result of another round; one answer whatever it asks.
      const refused = [
        await kept.get('/api/terminal/round'),
        await kept.get('/api/terminal/round?round=1'),
        await kept.get(`/api/terminal/traveller/${b1}`),
        await kept.post('/api/terminal/results', entry(b2)),
        await kept.post('/api/terminal/confirm', { round: 2, board: b1 }),
        await kept.post('/api/terminal/players', { side: 'NS', players: [{ name: 'A B' }, { name: 'C D' }] }),
        await kept.get(`/api/sessions/${s.id}`),
      ];
      expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual([
        ...Array(6).fill([401, 'terminal-round-over']),
        [403, 'not-published'],
      ]);
      // Nothing was written by it; the device goes on, and a phone joining with the code now acts for round 2.
      const rows = await rowsOf(s.id);
      expect(rows.find((r) => r.round === 2 && r.table_no === 1 && r.board === b2)!.status).toBe('to-play');
      expect((await device.ok('GET', '/api/terminal/round')).round).toBe(2);
      const fresh = await terminal(1, s.codes);
      await fresh.ok('POST', '/api/terminal/results', entry(b2));
    });

    it('the traveller comes with the confirmation of the board just played, not before', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes);
      const [b] = s.guide.find((g) => g.round === 1 && g.table === 1)!.boards;
      expect((await t1.get(`/api/terminal/traveller/${b}`)).status).toBe(403);
      await t1.ok('POST', '/api/terminal/results', {
        round: 1,
        board: b,
        contract: '2S',
        declarer: 'S',
        lead: printCard(s.deals.get(b)!.W![0]),
        tricks: 8,
      });
      expect((await t1.get(`/api/terminal/traveller/${b}`)).status).toBe(403);
      const c = await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
      expect(c.traveller.lines).toHaveLength(1);
      expect((await t1.ok('GET', `/api/terminal/traveller/${b}`)).lines).toHaveLength(1);
    });

    it('confirmed results of earlier rounds and rows of later rounds cannot be written; the director reopens with history', async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      const t1 = await terminal(1, s.codes);
      await playRound(t1, 1, 1, s.deals);
      const [old] = s.guide.find((g) => g.round === 1 && g.table === 1)!.boards;
      const before = (await rowsOf(s.id)).find((r) => r.round === 1 && r.table_no === 1 && r.board === old)!;
      const rewrite = await t1.post('/api/terminal/results', {
        round: 1,
        board: old,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      expect(rewrite.status).toBe(409);
      expect(rewrite.body.error).toMatchObject({ code: 'not-current-round', field: 'round', law: '79' });
      const [later] = s.guide.find((g) => g.round === 3 && g.table === 1)!.boards;
      const future = await t1.post('/api/terminal/results', {
        round: 3,
        board: later,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      expect(future.status).toBe(409);
      // In the round being played, a confirmed board is the director's too.
      const [now] = s.guide.find((g) => g.round === 2 && g.table === 1)!.boards;
      await t1.ok('POST', '/api/terminal/results', {
        round: 2,
        board: now,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      await t1.ok('POST', '/api/terminal/confirm', { round: 2, board: now });
      const again = await t1.post('/api/terminal/results', {
        round: 2,
        board: now,
        contract: '1NT',
        declarer: 'N',
        lead: null,
        tricks: 7,
      });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('already-confirmed');
      const after = (await rowsOf(s.id)).find((r) => r.id === before.id)!;
      expect(after).toMatchObject({ contract: before.contract, status: 'confirmed', tricks: before.tricks });

      // The director opens the old result for correction: the table enters and confirms it again.
      expect((await member.post(`/api/sessions/${s.id}/results/${before.id}/reopen`, {})).status).toBe(403);
      await td.ok('POST', `/api/sessions/${s.id}/results/${before.id}/reopen`, { note: 'wrong declarer' });
      expect((await t1.ok('GET', '/api/terminal/round')).corrections).toEqual([{ round: 1, board: old }]);
      expect((await t1.ok('GET', '/api/terminal/round')).round).toBe(2);
      const fixed = await t1.ok('POST', '/api/terminal/results', {
        round: 1,
        board: old,
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 10,
      });
      expect(fixed.status).toBe('entered');
      const conf = await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: old });
      expect(conf.traveller).toBeUndefined();
      expect(
        (
          await t1.post('/api/terminal/results', {
            round: 1,
            board: old,
            contract: 'passed out',
            declarer: null,
            lead: null,
            tricks: 0,
          })
        ).status,
      ).toBe(409);
      const hist = await server!.database.db
        .selectFrom('result_history')
        .selectAll()
        .where('result_id', '=', before.id)
        .orderBy('id')
        .execute();
      expect(hist.map((h) => h.by)).toEqual([expect.stringMatching(/^director:/), 'table:1']);
    });
  });

  describe('input limits (issue 15 finding 6, field names, ids)', () => {
    const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(server!.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: td.cookie, ...headers },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));

    it('a 4 MB nested body is refused at once on every route while /api/health keeps answering', async (t) => {
      if (skip()) return t.skip();
      const nested = '['.repeat(2_000_000) + ']'.repeat(2_000_000);
      const t1 = await terminal(3);
      const paths = [
        '/api/auth/login',
        '/api/auth/register',
        `/api/clubs/${clubId}/sessions`,
        '/api/rulings/assist',
        '/api/terminal/results',
      ];
      const health: number[] = [];
      let stop = false;
      const probe = (async () => {
        while (!stop) {
          const r = await fetch(server!.url + '/api/health');
          health.push(r.status);
          await new Promise((res) => setTimeout(res, 5));
        }
      })();
      const answers = await Promise.all(
        paths.map((p) => raw(p, nested, p.startsWith('/api/terminal') ? { authorization: `Bearer ${t1.bearer}` } : {})),
      );
      stop = true;
      await probe;
      expect(answers.map((a) => a.status)).toEqual(paths.map(() => 413));
      expect(answers[0].body.error).toMatchObject({ code: 'too-large', field: 'body' });
      expect(health.length).toBeGreaterThan(0);
      expect(health.every((x) => x === 200)).toBe(true);
    });

    it('nesting deeper than any request needs is refused before parsing, within the size limit', async (t) => {
      if (skip()) return t.skip();
      const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
      const r = await raw(`/api/clubs/${clubId}/sessions`, deep);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'too-deep', field: 'body' });
      // Brackets inside strings do not count.
      const ok = await raw('/api/auth/login', JSON.stringify({ email: 'td@a.no', password: '['.repeat(100) }));
      expect(ok.status).toBe(401);
    });

    it('a 400 names the field: unknown keys, bodies that are not objects, prototype keys; other media types are refused', async (t) => {
      if (skip()) return t.skip();
      const extra = await new Http(server!.url).post('/api/auth/login', {
        email: 'td@a.no',
        password: 'x',
        admin: true,
      });
      expect(extra.status).toBe(400);
      expect(extra.body.error).toMatchObject({ code: 'invalid-field', field: 'admin' });
      const nestedExtra = await td.post(`/api/clubs/${clubId}/sessions`, {
        name: 'x',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, speed: 2 },
        boards: { source: 'random' },
      });
      expect(nestedExtra.body.error).toMatchObject({ code: 'invalid-field', field: 'movement.speed' });
      for (const body of ['[1,2]', '"text"', '42', 'null']) {
        const r = await raw('/api/auth/login', body);
        expect(r.status, body).toBe(400);
        expect(r.body.error.field, body).toBe('body');
      }
      const proto = await raw('/api/auth/login', '{"email":"td@a.no","password":"x","__proto__":{"admin":true}}');
      expect(proto.status).toBe(400);
      expect(proto.body.error.field).toBe('body');
      const text = await raw('/api/auth/login', 'email=td@a.no', { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
    });

    it('ids and numbers beyond the database integer range are a 400 naming the field, not a 500', async (t) => {
      if (skip()) return t.skip();
      const big = 2 ** 31;
      const cases: [Http, 'GET' | 'POST' | 'PUT', string, unknown][] = [
        [anon, 'GET', `/api/sessions/${big}`, undefined],
        [anon, 'GET', `/api/sessions/${big}/ranking`, undefined],
        [td, 'GET', `/api/clubs/${big}/members`, undefined],
        [
          td,
          'POST',
          `/api/sessions/${sid}/results/${big}/adjust`,
          { adjustment: { kind: 'artificial', ns: 'A', ew: 'A' }, law: '12C2' },
        ],
        [td, 'POST', `/api/calls/${big}/resolve`, { resolution: 'x' }],
        [td, 'POST', `/api/sessions/${sid}/penalties`, { pair: big, percentOfTop: 10, law: '90', reason: 'x' }],
        [td, 'POST', `/api/sessions/${sid}/appeals`, { pair: 1, board: big, reason: 'x' }],
        [td, 'PUT', `/api/sessions/${sid}/appeals/${big}`, { decision: 'upheld', text: 'x' }],
        [member, 'POST', `/api/online/tables/${big}/claim`, { seat: 'N' }],
        [anon, 'GET', `/api/online/tables/${big}/log`, undefined],
      ];
      const t1 = await terminal(1);
      cases.push([
        t1,
        'POST',
        '/api/terminal/results',
        { round: big, board: 1, contract: 'passed out', declarer: null, lead: null, tricks: 0 },
      ]);
      cases.push([t1, 'POST', '/api/terminal/confirm', { round: 1, board: big }]);
      cases.push([t1, 'GET', `/api/terminal/traveller/${big}`, undefined]);
      cases.push([t1, 'GET', `/api/terminal/round?round=${big}`, undefined]);
      for (const [h, method, path, body] of cases) {
        const r = await h.req(method, path, body);
        expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(500);
      }
    });
  });

  describe('authorisation matrix: role × resource × action (issue 15: sessions readable by stepping ids)', () => {
    it('every role gets exactly what it may, on a running session', async (t) => {
      if (skip()) return t.skip();
      const term1 = await terminal(1),
        term2 = await terminal(2);
      const other = await newSession();
      const foreignTerm = await terminal(1, other.codes);
      const cookieTerm = new Http(server!.url);
      cookieTerm.cookie = td.cookie;
      const rid = (await rowsOf(sid))[0].id;
      const roles: Record<string, Http> = { anon, member, otherTd, td, term1, foreignTerm };
      type Row = [string, string, unknown, Record<string, number>];
      const S = `/api/sessions/${sid}`;
      const matrix: Row[] = [
        ['GET', S, undefined, { anon: 403, otherTd: 403, member: 200, td: 200, term1: 200, foreignTerm: 403 }],
        [
          'GET',
          `${S}/ranking`,
          undefined,
          // While it runs, the ranking is the director's unless the director shows the running score (session 5).
          { anon: 403, otherTd: 403, member: 403, td: 200, term1: 403, foreignTerm: 403 },
        ],
        ['GET', `${S}/travellers/1`, undefined, { anon: 403, otherTd: 403, member: 403, td: 200, term1: 403 }],
        ['GET', `${S}/hands`, undefined, { anon: 403, otherTd: 403, member: 403, td: 200, term1: 403 }],
        ['GET', `${S}/export.pbn`, undefined, { anon: 403, otherTd: 403, member: 403, td: 200 }],
        ['GET', `${S}/export.usebio.xml`, undefined, { anon: 403, otherTd: 403, member: 403, td: 200 }],
        ['GET', `${S}/progress`, undefined, { anon: 401, otherTd: 403, member: 403, td: 200, term1: 401 }],
        ['GET', `${S}/calls`, undefined, { anon: 401, otherTd: 403, member: 403, td: 200 }],
        ['GET', `${S}/penalties`, undefined, { anon: 401, otherTd: 403, member: 403, td: 200 }],
        ['GET', `${S}/appeals`, undefined, { anon: 401, otherTd: 403, member: 403, td: 200 }],
        ['POST', `${S}/publish`, {}, { anon: 401, otherTd: 403, member: 403, term1: 401 }],
        [
          'POST',
          `${S}/penalties`,
          { pair: 1, percentOfTop: 10, law: '90', reason: 'x' },
          { anon: 401, otherTd: 403, member: 403, term1: 401 },
        ],
        [
          'PUT',
          `${S}/results/${rid}`,
          { contract: '3NT', declarer: 'N', lead: null, tricks: 9 },
          { anon: 401, otherTd: 403, member: 403, term1: 401 },
        ],
        [
          'POST',
          `${S}/results/${rid}/adjust`,
          { adjustment: { kind: 'artificial', ns: 'A', ew: 'A' }, law: '12C2' },
          { anon: 401, otherTd: 403, member: 403, term1: 401 },
        ],
        ['POST', `${S}/results/${rid}/reopen`, {}, { anon: 401, otherTd: 403, member: 403, term1: 401 }],
        ['POST', `${S}/appeals`, { pair: 1, board: 1, reason: 'x' }, { anon: 401, otherTd: 403 }],
        ['GET', `/api/clubs/${clubId}/sessions`, undefined, { anon: 401, otherTd: 403, member: 200, td: 200 }],
        ['GET', `/api/clubs/${clubId}/members`, undefined, { anon: 401, otherTd: 403, member: 403, td: 200 }],
        [
          'POST',
          `/api/clubs/${clubId}/members`,
          { email: 'td@b.no', role: 'director' },
          { anon: 401, otherTd: 403, member: 403 },
        ],
        [
          'POST',
          `/api/clubs/${clubId}/sessions`,
          { name: 'x', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 }, boards: { source: 'random' } },
          { anon: 401, otherTd: 403, member: 403 },
        ],
        ['GET', `/api/clubs/${otherClubId}/sessions`, undefined, { td: 403, member: 403 }],
        ['GET', '/api/terminal/round', undefined, { anon: 401, td: 401, term1: 200 }],
        ['GET', '/api/terminal/ranking', undefined, { anon: 401, td: 401, term1: 403 }],
      ];
      const wrong: string[] = [];
      for (const [method, path, body, expected] of matrix) {
        for (const [role, want] of Object.entries(expected)) {
          const r = await roles[role].req(method, path, body);
          if (r.status !== want)
            wrong.push(`${role} ${method} ${path}: ${r.status} (want ${want}) ${JSON.stringify(r.body).slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      // A terminal acts for its own table only; the cookie of a director is not a terminal token.
      const b1 = guide.find((g) => g.round === 1 && g.table === 1)!.boards[0];
      const cross = await term2.post('/api/terminal/results', {
        round: 1,
        board: b1,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      expect(cross.status).toBe(404);
      expect(cross.body.error.code).toBe('not-at-this-table');
      expect(
        (
          await cookieTerm.post('/api/terminal/results', {
            round: 1,
            board: b1,
            contract: 'passed out',
            declarer: null,
            lead: null,
            tricks: 0,
          })
        ).status,
      ).toBe(401);
      // Nothing above changed the session.
      expect((await rowsOf(sid)).every((r) => r.status === 'to-play')).toBe(true);
      expect(
        await server!.database.db.selectFrom('penalties').selectAll().where('session_id', '=', sid).execute(),
      ).toEqual([]);
    });

    it("published results are public; the table codes stay the director's", async (t) => {
      if (skip()) return t.skip();
      const s = await newSession();
      expect((await anon.get(`/api/sessions/${s.id}`)).status).toBe(403);
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0, confirm: true }); // nothing played: publication needs the director's confirmation (issue 17)
      const pub = await anon.get(`/api/sessions/${s.id}`);
      expect(pub.status).toBe(200);
      expect(pub.body.tables[0].code).toBeUndefined();
      expect((await anon.get(`/api/sessions/${s.id}/ranking`)).status).toBe(200);
      expect((await anon.get(`/api/sessions/${s.id}/travellers/1`)).status).toBe(200);
    });
  });

  describe('origin, host and headers (issue 15: CSRF, DNS rebinding, CSP, source maps)', () => {
    const send = (path: string, headers: Record<string, string>, method = 'POST', body = '{"name":"Evil"}') =>
      import('node:http').then(
        ({ request }) =>
          new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
            const u = new URL(server!.url + path);
            const r = request(
              {
                host: u.hostname,
                port: u.port,
                path: u.pathname,
                method,
                headers: { 'content-type': 'application/json', ...headers },
              },
              (res) => {
                let text = '';
                res.on('data', (d) => {
                  text += d;
                });
                res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
              },
            );
            r.on('error', reject);
            if (method !== 'GET') r.end(body);
            else r.end();
          }),
      );

    it("a cookie-authenticated change from another site is refused; from this server's pages it is not", async (t) => {
      if (skip()) return t.skip();
      const clubs = async () => (await td.ok('GET', '/api/auth/me')).clubs.length;
      const before = await clubs();
      const host = new URL(server!.url).host;
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: `http://evil.example:${new URL(server!.url).port}` },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const h of foreign) {
        const r = await send('/api/clubs', { cookie: td.cookie, ...h });
        expect(r.status, JSON.stringify(h)).toBe(403);
        expect(JSON.parse(r.body).error.code).toBe('bad-origin');
      }
      expect(await clubs()).toBe(before);
      expect(
        (await send('/api/clubs', { cookie: td.cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }))
          .status,
      ).toBe(200);
      expect((await send('/api/clubs', { cookie: td.cookie })).status).toBe(200);
      expect(await clubs()).toBe(before + 2);
    });

    it('a host name the server does not know is refused (DNS rebinding); addresses and localhost are served', async (t) => {
      if (skip()) return t.skip();
      const port = new URL(server!.url).port;
      const evil = await send('/api/auth/me', { host: `rebind.evil.example:${port}`, cookie: td.cookie }, 'GET');
      expect(evil.status).toBe(421);
      expect(JSON.parse(evil.body).error.code).toBe('bad-host');
      expect((await send('/', { host: `rebind.evil.example:${port}` }, 'GET')).status).toBe(421);
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
        expect((await send('/api/auth/me', { host, cookie: td.cookie }, 'GET')).status, host).toBe(200);
    });

    it('the web app is served with a Content-Security-Policy and without source maps', async (t) => {
      if (skip()) return t.skip();
      const page = await fetch(server!.url + '/');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      for (const p of ['/assets/index.js.map', '/index.js.map', '/x.css.map?v=1'])
        expect((await fetch(server!.url + p)).status, p).toBe(404);
    });
  });

  describe('accounts and heavy requests (issue 15: hashing, registration, Howell, rankings)', () => {
    it('concurrent registrations of one e-mail: one account, the rest 409 (never 500)', async (t) => {
      if (skip()) return t.skip();
      const rs = await Promise.all(
        Array.from({ length: 8 }, () =>
          new Http(server!.url).post('/api/auth/register', {
            email: 'race@a.no',
            password: 'race-pass-1',
            name: 'Race',
          }),
        ),
      );
      const statuses = rs.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(
        rs
          .filter((r) => r.status === 409)
          .every((r) => r.body.error.code === 'email-taken' && r.body.error.field === 'email'),
      ).toBe(true);
    });

    it('a large Howell is built off the event loop and its ranking follows every change', async (t) => {
      if (skip()) return t.skip();
      const s = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
        name: 'Big',
        movement: { kind: 'howell', tables: 10, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'big' },
      });
      expect(s.movement).toMatchObject({ tables: 10, rounds: 19 });
      const first = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(first.lines.every((l: { boardsPlayed: number }) => l.boardsPlayed === 0)).toBe(true);
      const t1 = await terminal(1, s.codes ?? s.tables.map((x: { code: string }) => x.code));
      const r = await t1.ok('GET', '/api/terminal/round');
      await t1.ok('POST', '/api/terminal/results', {
        round: r.round,
        board: r.boards[0].board,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      expect(
        (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines.some(
          (l: { boardsPlayed: number }) => l.boardsPlayed > 0,
        ),
      ).toBe(false);
      await t1.ok('POST', '/api/terminal/confirm', { round: r.round, board: r.boards[0].board });
      const after = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(
        after.lines
          .filter((l: { boardsPlayed: number }) => l.boardsPlayed === 1)
          .map((l: { pair: number }) => l.pair)
          .sort(),
      ).toEqual([r.ns.number, r.ew.number].sort());
      await td.ok('POST', `/api/sessions/${s.id}/penalties`, {
        pair: r.ns.number,
        percentOfTop: 10,
        law: '90',
        reason: 'slow',
      });
      expect(
        (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines.find(
          (l: { pair: number }) => l.pair === r.ns.number,
        ).penalties,
      ).toBe(10);
    });
  });
});

describe('login and registration limits (issue 15: hashing saturated from one address)', () => {
  it('logins are limited per address across accounts, and per account; registrations per address', async () => {
    const { startServer } = await import('../src/index.js');
    const { tempDir } = await import('./support/servers.js');
    const s = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: tempDir('stikk-lim-'),
      loginPerMinute: 3,
      loginPerMinutePerAddress: 5,
      registerPerHour: 2,
    });
    try {
      const login = async (email: string) =>
        (await new Http(s.url).post('/api/auth/login', { email, password: 'wrong-pass' })).status;
      const spread: number[] = [];
      for (let i = 0; i < 7; i++) spread.push(await login(`u${i}@x.no`));
      // Different accounts from one address: the address limit stops the sixth.
      expect(spread).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Successful logins are not held against the address: a club's players share one router.
      const s2 = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: tempDir('stikk-lim-'),
        loginPerMinute: 3,
        loginPerMinutePerAddress: 2,
        registerPerHour: 5,
      });
      try {
        await new Http(s2.url).ok('POST', '/api/auth/register', {
          email: 'club@x.no',
          password: 'password-1',
          name: 'C',
        });
        const ok: number[] = [];
        for (let i = 0; i < 4; i++)
          ok.push(
            (await new Http(s2.url).post('/api/auth/login', { email: 'club@x.no', password: 'password-1' })).status,
          );
        expect(ok).toEqual([200, 200, 200, 200]);
      } finally {
        await s2.close();
      }
      const reg = async (i: number) =>
        (await new Http(s.url).post('/api/auth/register', { email: `new${i}@x.no`, password: 'password-1', name: 'N' }))
          .status;
      expect([await reg(1), await reg(2), await reg(3)]).toEqual([200, 200, 429]);
      const r = await new Http(s.url).post('/api/auth/register', {
        email: 'new4@x.no',
        password: 'password-1',
        name: 'N',
      });
      expect(r.body.error).toMatchObject({ code: 'too-many-accounts-from-address' });
    } finally {
      await s.close();
    }
  });
});

describe('slow requests (session 17: a trickled body or trickled headers held a connection for good)', () => {
  /**
   * Sends `first`, then `drip` every 20 ms until the server closes the connection; resolves with what the server
   * answered. Fails if the server has not closed it within `failAfterMs` (the limits below are a fraction of that).
   */
  const trickle = async (url: string, first: string, drip: string, failAfterMs = 8000) => {
    const { connect } = await import('node:net');
    const u = new URL(url);
    return new Promise<string>((resolve, reject) => {
      let got = '';
      let drips = 0;
      let timer: NodeJS.Timeout | undefined;
      const s = connect(Number(u.port), u.hostname, () => {
        s.write(first);
        timer = setInterval(() => {
          if (s.destroyed || !s.writable) return;
          s.write(drip);
          drips++;
        }, 20);
      });
      const guard = setTimeout(() => {
        s.destroy();
        reject(new Error(`still open after ${drips} drips: the server set no time limit`));
      }, failAfterMs);
      s.on('data', (d) => (got += d.toString()));
      s.on('error', () => {});
      s.on('close', () => {
        clearInterval(timer);
        clearTimeout(guard);
        resolve(got);
      });
    });
  };

  it('a body or headers trickled byte by byte are answered 408 and closed; a WebSocket lives on', async () => {
    const { startServer } = await import('../src/index.js');
    const { tempDir } = await import('./support/servers.js');
    const s = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: tempDir('stikk-slow-'),
      requestTimeoutSeconds: 0.6,
      headersTimeoutSeconds: 0.3,
    });
    const sockets: WsClient[] = [];
    try {
      const host = `Host: 127.0.0.1:${new URL(s.url).port}\r\n`;
      // Headers at once, then a 16 KB body a byte at a time (5 minutes at this pace).
      const body = await trickle(
        s.url,
        `POST /api/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 16000\r\n\r\n{`,
        ' ',
      );
      expect(body).toMatch(/^HTTP\/1\.1 408 /);
      // A request's headers, a line at a time, never ending.
      expect(await trickle(s.url, `GET /api/health HTTP/1.1\r\n${host}`, 'X-Pad: 1\r\n')).toMatch(/^HTTP\/1\.1 408 /);
      // A WebSocket upgrade whose headers never end.
      const upgrade =
        `GET /api/ws HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
      expect(await trickle(s.url, upgrade, 'X-Pad: 1\r\n')).toMatch(/^HTTP\/1\.1 408 /);
      // A connection that never sends a byte.
      expect(await trickle(s.url, '', '')).toMatch(/^HTTP\/1\.1 408 /);
      // What is not slow is unaffected: a WebSocket open past both limits still answers, and plain requests too.
      const c = new WsClient(s.url);
      sockets.push(c);
      await c.open();
      c.send({ type: 'nope' });
      await c.waitFor((m) => m.type === 'error');
      await new Promise((r) => setTimeout(r, 1000));
      c.send({ type: 'nope' });
      expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'invalid-field', field: 'type' });
      expect(c.closed).toBe(false);
      expect((await new Http(s.url).get('/api/health')).status).toBe(200);
    } finally {
      for (const c of sockets) c.terminate();
      await s.close();
    }
  });

  it('the limits are checked when the server starts: a headers limit beyond the request limit is refused', async () => {
    const { resolveConfig } = await import('../src/config.js');
    expect(resolveConfig({}, {})).toMatchObject({ requestTimeoutSeconds: 120, headersTimeoutSeconds: 20 });
    expect(() => resolveConfig({ requestTimeoutSeconds: 5, headersTimeoutSeconds: 10 }, {})).toThrow(
      /headersTimeoutSeconds: 10 is more than requestTimeoutSeconds \(5\)/,
    );
    expect(() => resolveConfig({}, { STIKK_REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /STIKK_REQUEST_TIMEOUT_SECONDS.*"soon"/,
    );
  });
});
