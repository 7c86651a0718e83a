/**
 * A club director who also plays ("spillende leder"), over HTTP on SQLite and PostgreSQL. Before, a club session's
 * pairs named register players, not accounts, so a director playing in a running session read the hand records,
 * travellers, result rows and exports of boards their pair had still to play (Law 16) like any director. Now a
 * director links a register entry to an account of the club (audited), and the linked director is refused
 * (403 `director-plays-board`) every board their pair has still to play, until it has; a non-playing director of
 * the same club is unaffected; the link cannot be taken off while its player plays a running session, nor does
 * renaming the pair at the table take the pair's boards off the rule. Session 11: teams and individual events'
 * entrants name register entries (member numbers) and a linked director is refused their boards the same way; a
 * link closes a director view already open; two directors linking one account at once get 409, not 500.
 */
import { describe, expect, it } from 'vitest';
import { Http, WsClient } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL playing-director test');

describe.each(['sqlite', 'postgres'] as Backend[])('a club director who plays, on %s', (backend) => {
  it('reads no board their pair has still to play until it has; other directors unaffected', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec12_playing_td');
    try {
      const adm = new Http(server.url);
      await adm.ok('POST', '/api/auth/register', { email: 'adm12@bk.no', password: 'admin-pw12', name: 'Astrid' });
      const club = await adm.ok('POST', '/api/clubs', { name: 'Spillende BK' });
      const pd = new Http(server.url);
      await pd.ok('POST', '/api/auth/register', { email: 'pd12@bk.no', password: 'playing-pw12', name: 'Per' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'pd12@bk.no', role: 'director' });
      const pdId = (await pd.ok('GET', '/api/auth/me')).id as number;
      const stranger = new Http(server.url);
      await stranger.ok('POST', '/api/auth/register', { email: 'x12@bk.no', password: 'strange-pw12', name: 'Xi' });
      const reg = `/api/clubs/${club.id}/players`;
      const imp = await adm.ok('POST', `${reg}/import`, {
        csv: 'Navn;Medlemsnummer\nPer Spiller;2001\nKari Makker;2002\nOla Motstander;2003\nLiv Motstander;2004\n',
      });
      const perEntry = imp.players.find((p: { memberNo: string }) => p.memberNo === '2001');
      expect(perEntry.account).toBeNull();
      const s = await adm.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tirsdag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'sec12-playing' },
        pairs: [
          { players: [{ memberNo: '2001' }, { memberNo: '2002' }] },
          null,
          null,
          { players: [{ memberNo: '2003' }, { memberNo: '2004' }] },
        ],
      });
      const at = (round: number, table: number) =>
        s.guide.find((g: { round: number; table: number }) => g.round === round && g.table === table);
      // Pair 1 sits North-South at table 1 of round 1 (a Mitchell's stationary pairs).
      expect(at(1, 1).ns).toBe(1);
      const [b1, b2] = at(1, 1).boards as number[];
      const later = at(2, 1).boards[0] as number;

      // Only a director links, only to an account of the club; each account to one entry.
      const link = (h: Http, player: number, userId: number | null) =>
        h.req('PUT', `${reg}/${player}/account`, { userId });
      const strangerId = (await stranger.ok('GET', '/api/auth/me')).id as number;
      expect((await link(stranger, perEntry.id, strangerId)).status).toBe(403);
      const notMember = await link(adm, perEntry.id, strangerId);
      expect([notMember.status, notMember.body.error.code]).toEqual([400, 'account-not-member']);
      const bad = await adm.req('PUT', `${reg}/${perEntry.id}/account`, { userId: 'x' });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'userId']);
      const linked = await link(adm, perEntry.id, pdId);
      expect(linked.status).toBe(200);
      expect(linked.body.account).toEqual({ userId: pdId, name: 'Per' });
      const kari = imp.players.find((p: { memberNo: string }) => p.memberNo === '2002');
      const twice = await link(adm, kari.id, pdId);
      expect([twice.status, twice.body.error.code]).toEqual([409, 'account-linked']);
      // The register shows the link; the audit names who made it.
      expect((await adm.ok('GET', reg)).find((p: { id: number }) => p.id === perEntry.id).account.userId).toBe(pdId);
      expect(await adm.ok('GET', `${reg}/${perEntry.id}/links`)).toMatchObject([{ userId: pdId, by: 'Astrid' }]);

      // The playing director: the boards pair 1 has still to play are refused, with one code.
      const refused = async (path: string) => {
        const r = await pd.get(path);
        expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'director-plays-board']);
        return r.body.error.message as string;
      };
      const base = `/api/sessions/${s.id}`;
      const msg = await refused(`${base}/travellers/${b1}`);
      expect(msg).toContain(`board ${b1}`);
      await refused(`${base}/export.pbn`);
      await refused(`${base}/export.usebio.xml`);
      await refused(`${base}/results?board=${b1}`);
      const hands = await pd.ok('GET', `${base}/hands`);
      expect(hands.boards.map((h: { board: number }) => h.board)).not.toContain(b1);
      expect(hands.directorPlays).toContain(b1);
      expect(hands.directorPlays).toContain(later);
      const rows = await pd.ok('GET', `${base}/results`);
      expect(rows.some((r: { board: number }) => r.board === b1)).toBe(false);
      const row1 = (await adm.ok('GET', `${base}/results?board=${b1}`))[0] as { id: number };
      await refused(`${base}/results/${row1.id}/history`);
      const fix = await pd.req('PUT', `${base}/results/${row1.id}`, {
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 9,
      });
      expect([fix.status, fix.body.error.code]).toEqual([403, 'director-plays-board']);
      // The non-playing director reads everything, as before.
      expect((await adm.get(`${base}/travellers/${b1}`)).status).toBe(200);
      expect((await adm.get(`${base}/export.pbn`)).status).toBe(200);
      expect((await adm.ok('GET', `${base}/hands`)).directorPlays).toBeUndefined();
      // The link stays while its player plays a running session.
      const unlink = await link(adm, perEntry.id, null);
      expect([unlink.status, unlink.body.error.code]).toEqual([409, 'player-in-running-session']);

      // Table 1's terminal (the playing director's own table) renames pair 1 to visitors: the pair stays theirs.
      const t1 = new Http(server.url);
      t1.bearer = (await t1.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      await t1.ok('POST', '/api/terminal/players', { side: 'NS', players: [{ name: 'Anon A' }, { name: 'Anon B' }] });
      await refused(`${base}/travellers/${b1}`);
      // Table 1 plays round 1: both boards entered and confirmed from its terminal.
      for (const b of [b1, b2]) {
        await t1.ok('POST', '/api/terminal/results', {
          round: 1,
          board: b,
          contract: '3NT',
          declarer: 'N',
          lead: null,
          tricks: 9,
        });
        await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
      }
      // Played: open to the playing director; the later board is not.
      expect((await pd.get(`${base}/travellers/${b1}`)).status).toBe(200);
      const after = await pd.ok('GET', `${base}/hands`);
      expect(after.boards.map((h: { board: number }) => h.board)).toContain(b1);
      expect(after.directorPlays).not.toContain(b1);
      expect(after.directorPlays).toContain(later);
      expect((await pd.get(`${base}/results/${row1.id}/history`)).status).toBe(200);
      await refused(`${base}/travellers/${later}`);
      await refused(`${base}/export.pbn`);

      // Over: published, everything opens; the link can then be changed (and the change is kept).
      await adm.ok('POST', `${base}/publish`, { confirm: true });
      expect((await pd.get(`${base}/travellers/${later}`)).status).toBe(200);
      expect((await pd.get(`${base}/export.pbn`)).status).toBe(200);
      expect((await pd.ok('GET', `${base}/hands`)).directorPlays).toBeUndefined();
      expect((await link(adm, perEntry.id, null)).body.account).toBeNull();
      expect(
        (await adm.ok('GET', `${reg}/${perEntry.id}/links`)).map((l: { userId: number | null }) => l.userId),
      ).toEqual([pdId, null]);

      // Two directors link one account to different entries at the same moment: one link, the others 409 (before,
      // the unique key's refusal came out as 500 on PostgreSQL).
      const racer = new Http(server.url);
      await racer.ok('POST', '/api/auth/register', { email: 'race12@bk.no', password: 'racing-pw12', name: 'Rita' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'race12@bk.no', role: 'player' });
      const racerId = (await racer.ok('GET', '/api/auth/me')).id as number;
      const many = await adm.ok('POST', `${reg}/import`, {
        csv: `Navn;Medlemsnummer\n${[1, 2, 3, 4, 5, 6].map((i) => `Rita ${i};21${i}0`).join('\n')}\n`,
      });
      const entries = (many.players as { id: number; memberNo: string }[]).filter((p) => p.memberNo.startsWith('21'));
      expect(entries).toHaveLength(6);
      const raced = await Promise.all(entries.map((p, i) => link(i % 2 ? adm : pd, p.id, racerId)));
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const r of raced) if (r.status === 409) expect(r.body.error.code).toBe('account-linked');
      const nowLinked = (await adm.ok('GET', reg)).filter(
        (p: { account: { userId: number } | null }) => p.account?.userId === racerId,
      );
      expect(nowLinked).toHaveLength(1);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it('in a teams and an individual event: entrants named from the register, the linked director refused', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec12_playing_events');
    try {
      const adm = new Http(server.url);
      await adm.ok('POST', '/api/auth/register', { email: 'ev12@bk.no', password: 'admin-pw12', name: 'Eva' });
      const club = await adm.ok('POST', '/api/clubs', { name: 'Lag BK' });
      const pd = new Http(server.url);
      await pd.ok('POST', '/api/auth/register', { email: 'lp12@bk.no', password: 'playing-pw12', name: 'Lars' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'lp12@bk.no', role: 'director' });
      const pdId = (await pd.ok('GET', '/api/auth/me')).id as number;
      const reg = `/api/clubs/${club.id}/players`;
      const imp = await adm.ok('POST', `${reg}/import`, { csv: 'Navn;Nr\nLars Lagspiller;4001\nMia Makker;4002\n' });
      const lars = imp.players.find((p: { memberNo: string }) => p.memberNo === '4001');
      await adm.ok('PUT', `${reg}/${lars.id}/account`, { userId: pdId });
      const teams = (nos: string[][]) =>
        [1, 2, 3, 4].map((i) => ({
          name: `Lag ${i}`,
          members: [1, 2, 3, 4].map((j) => `Spiller ${i}.${j}`),
          ...(nos[i - 1] ? { memberNos: nos[i - 1] } : {}),
        }));
      const settings = { kind: 'teams', form: 'swiss', boardsPerMatch: 2, boards: { source: 'seeded', seed: 'lag12' } };
      // Bad member numbers: refused with the entrant and number named, no event made.
      const unknown = await adm.req('POST', `/api/clubs/${club.id}/events`, {
        name: 'Feil',
        settings,
        entrants: teams([['4001', '9999']]),
      });
      expect([unknown.status, unknown.body.error.code, unknown.body.error.field]).toEqual([
        400,
        'unknown-member',
        'entrants[0].memberNos[1]',
      ]);
      const twice = await adm.req('POST', `/api/clubs/${club.id}/events`, {
        name: 'Feil',
        settings,
        entrants: teams([['4001'], ['4001']]),
      });
      expect([twice.status, twice.body.error.code, twice.body.error.field]).toEqual([
        400,
        'member-twice',
        'entrants[1].memberNos[0]',
      ]);
      expect(await adm.ok('GET', `/api/clubs/${club.id}/events`)).toHaveLength(0);

      // Team 1 names Lars from the register once the event has started (its members set by the director): its
      // two pairs' boards are refused to him until played.
      const ev = await adm.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings,
        entrants: teams([]),
      });
      const sid = ev.sessions[0].id as number;
      expect((await pd.ok('GET', `/api/sessions/${sid}/hands`)).directorPlays).toBeUndefined();
      const members = (team: number, memberNos: string[]) =>
        adm.req('PUT', `/api/events/${ev.id}/teams/${team}/members`, {
          members: [1, 2, 3, 4].map((j) => `Spiller ${team}.${j}`),
          memberNos,
        });
      const bad = await members(1, ['4001', '9999']);
      expect([bad.status, bad.body.error.code, bad.body.error.field]).toEqual([400, 'unknown-member', 'memberNos[1]']);
      expect((await pd.ok('GET', `/api/sessions/${sid}/hands`)).directorPlays).toBeUndefined();
      expect((await members(1, ['4001'])).status).toBe(200);
      const moved = await members(2, ['4001']);
      expect([moved.status, moved.body.error.code]).toEqual([409, 'player-in-two-teams']);
      const refused = async (path: string) => {
        const r = await pd.get(path);
        expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'director-plays-board']);
      };
      const hands = await pd.ok('GET', `/api/sessions/${sid}/hands`);
      expect(hands.directorPlays.length).toBeGreaterThan(0);
      const b = hands.directorPlays[0] as number;
      await refused(`/api/sessions/${sid}/travellers/${b}`);
      await refused(`/api/sessions/${sid}/results?board=${b}`);
      await refused(`/api/events/${ev.id}/export.pbn`);
      await refused(`/api/events/${ev.id}/export.usebio.xml`);
      expect((await adm.get(`/api/sessions/${sid}/travellers/${b}`)).status).toBe(200);
      expect((await adm.ok('GET', `/api/sessions/${sid}/hands`)).directorPlays).toBeUndefined();
      // Team 1's open room plays board b; its closed room has not: the match card shows Lars no result of it.
      const match = (await adm.ok('GET', `/api/events/${ev.id}`)).rounds[0].matches.find(
        (m: { home: number; away: number | null }) => m.home === 1 || m.away === 1,
      );
      const term = new Http(server.url);
      const code = ev.tables.find((x: { number: number }) => x.number === match.open).code;
      term.bearer = (await term.ok('POST', '/api/terminal/join', { code })).token;
      await term.ok('POST', '/api/terminal/results', {
        round: 1,
        board: b,
        contract: '3NT',
        declarer: 'S',
        lead: null,
        tricks: 9,
      });
      await term.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
      const card = `/api/events/${ev.id}/rounds/1/matches/${match.match}`;
      expect(JSON.stringify(await adm.ok('GET', card))).toContain('3NT');
      expect(JSON.stringify(await pd.ok('GET', card))).not.toContain('3NT');
      await refused(`/api/sessions/${sid}/travellers/${b}`);
      // Session 12: board b finished in both rooms of another match of the round, while team 1's closed room still
      // plays it. The event's detail (its rounds' IMPs) gave the playing director that match's swing on b; now
      // he reads the rounds as a member does (as the match cards and standings already did).
      const other = (await adm.ok('GET', `/api/events/${ev.id}`)).rounds[0].matches.find(
        (m: { home: number; away: number | null }) => m.home !== 1 && m.away !== 1 && m.away !== null,
      );
      for (const [room, tricks] of [
        ['open', 9],
        ['closed', 7],
      ] as const) {
        const tt = new Http(server.url);
        const c = ev.tables.find((x: { number: number }) => x.number === other[room]).code;
        tt.bearer = (await tt.ok('POST', '/api/terminal/join', { code: c })).token;
        await tt.ok('POST', '/api/terminal/results', {
          round: 1,
          board: b,
          contract: '3NT',
          declarer: 'S',
          lead: null,
          tricks,
        });
        await tt.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
      }
      const compared = async (h: Http) =>
        (await h.ok('GET', `/api/events/${ev.id}`)).rounds[0].matches.find(
          (m: { match: number }) => m.match === other.match,
        ).compared;
      expect(await compared(adm)).toBe(1);
      expect(await compared(pd)).toBe(0);
      // The same through the director's tie-break change (its answer is the standings).
      const standings = await pd.ok('PUT', `/api/events/${ev.id}/tie-breaks`, { tieBreaks: ['imp-quotient'] });
      expect(standings).toEqual(await pd.ok('GET', `/api/events/${ev.id}/standings`));
      // The link stays while the event runs.
      const unlink = await adm.req('PUT', `${reg}/${lars.id}/account`, { userId: null });
      expect([unlink.status, unlink.body.error.code]).toEqual([409, 'player-in-running-session']);

      // An individual: player 1 is Lars; the boards of his tables are refused to him.
      const one = await adm.req('POST', `/api/clubs/${club.id}/events`, {
        name: 'Feil',
        settings: { kind: 'individual', boardsPerRound: 1, rounds: 2, boards: { source: 'seeded', seed: 'ind12' } },
        entrants: [{ name: 'A', memberNos: ['4001', '4002'] }, ...'BCDEFGH'.split('').map((name) => ({ name }))],
      });
      expect([one.status, one.body.error.code]).toEqual([400, 'too-many-member-numbers']);
      const ind = await adm.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Individuell',
        settings: { kind: 'individual', boardsPerRound: 1, rounds: 2, boards: { source: 'seeded', seed: 'ind12' } },
        entrants: [{ name: 'Lars', memberNos: ['4001'] }, ...'BCDEFGH'.split('').map((name) => ({ name }))],
      });
      const isid = ind.sessions[0].id as number;
      const guide: { seats: number[]; boards: number[] }[] = (await adm.ok('GET', `/api/sessions/${isid}`)).guide;
      const his = [...new Set(guide.filter((g) => g.seats.includes(1)).flatMap((g) => g.boards))].sort();
      expect(his.length).toBeGreaterThan(0);
      expect([...(await pd.ok('GET', `/api/sessions/${isid}/hands`)).directorPlays].sort()).toEqual(his);
      await refused(`/api/sessions/${isid}/travellers/${his[0]}`);
      await refused(`/api/events/${ind.id}/export.pbn`);
      expect((await adm.get(`/api/sessions/${isid}/travellers/${his[0]}`)).status).toBe(200);
      // Session 12: the running ranking sums his boards' results at other tables: refused to him while withheld
      // (as travellers are), read as the members read it once the director shows the running score.
      await refused(`/api/events/${ind.id}/ranking`);
      await refused(`/api/sessions/${isid}/ranking`);
      expect((await adm.get(`/api/events/${ind.id}/ranking`)).status).toBe(200);
      await adm.ok('PUT', `/api/sessions/${isid}/live-ranking`, { liveRanking: true });
      expect((await pd.get(`/api/events/${ind.id}/ranking`)).status).toBe(200);
      expect((await pd.get(`/api/sessions/${isid}/ranking`)).status).toBe(200);

      // Session 12: a pairs event made without member numbers; the director adds them to its entrants later (never
      // takes one off, each addition kept with who made it), and the rule covers the playing director from then on.
      const serie = await adm.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Klubbserie',
        settings: { kind: 'pairs' },
        entrants: [1, 2, 3, 4, 5, 6].map((i) => ({ name: `Par ${i}` })),
      });
      const added = await adm.ok('POST', `/api/events/${serie.id}/sessions`, {
        name: 'Runde 1',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'serie12' },
      });
      const psid = added.sessionId as number;
      expect((await pd.ok('GET', `/api/sessions/${psid}/hands`)).directorPlays).toBeUndefined();
      expect((await pd.ok('GET', `/api/events/${serie.id}/ranking`)).withheld).toBeUndefined();
      const entrant = (n: number) => `/api/events/${serie.id}/entrants/${n}/players`;
      const addNos = (n: number, memberNos: unknown, h: Http = adm) => h.req('PUT', entrant(n), { memberNos });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'm12@bk.no', password: 'member-pw12', name: 'Mo' });
      await adm.ok('POST', `/api/clubs/${club.id}/members`, { email: 'm12@bk.no', role: 'player' });
      expect((await addNos(1, ['4001'], member)).status).toBe(403);
      expect((await member.get(entrant(1))).status).toBe(403);
      const wrong = await addNos(1, ['4001', '9999']);
      expect([wrong.status, wrong.body.error.code, wrong.body.error.field]).toEqual([
        400,
        'unknown-member',
        'memberNos[1]',
      ]);
      expect((await addNos(9, ['4001'])).status).toBe(404);
      expect((await addNos(1, [])).status).toBe(400);
      expect((await addNos(1, ['4001', '4002', '4003'])).status).toBe(400);
      expect((await addNos(1, 'x'.repeat(30))).status).toBe(400);
      expect(await adm.ok('GET', entrant(1))).toEqual([]);
      expect((await pd.ok('GET', `/api/sessions/${psid}/hands`)).directorPlays).toBeUndefined();
      const saved = await adm.ok('PUT', entrant(1), { memberNos: ['4001'] });
      expect(saved).toMatchObject([{ entrant: 1, memberNo: '4001', name: 'Lars Lagspiller', by: 'Eva' }]);
      expect(typeof saved[0].at).toBe('string');
      const elsewhere = await addNos(2, ['4001']);
      expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'player-in-two-entrants']);
      expect((await addNos(1, ['4002'])).status).toBe(200);
      const full = await addNos(1, ['4003']);
      expect((await adm.ok('GET', entrant(1))).map((p: { memberNo: string }) => p.memberNo)).toEqual(['4001', '4002']);
      expect([full.status]).toEqual([400]);
      const teamsRoute = await adm.req('PUT', `/api/events/${ev.id}/entrants/1/players`, { memberNos: ['4002'] });
      expect([teamsRoute.status, teamsRoute.body.error.code]).toEqual([409, 'not-a-pairs-event']);
      const ph = await pd.ok('GET', `/api/sessions/${psid}/hands`);
      expect(ph.directorPlays.length).toBeGreaterThan(0);
      await refused(`/api/sessions/${psid}/travellers/${ph.directorPlays[0]}`);
      // The pairs event's ranking leaves the running session out for him, as for a member; the session's is refused.
      expect((await pd.ok('GET', `/api/events/${serie.id}/ranking`)).withheld).toEqual([psid]);
      expect((await adm.ok('GET', `/api/events/${serie.id}/ranking`)).withheld).toBeUndefined();
      await refused(`/api/sessions/${psid}/ranking`);
      // The link stays while he plays the event.
      const unlinkLater = await adm.req('PUT', `${reg}/${lars.id}/account`, { userId: null });
      expect(unlinkLater.status).toBe(409);
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe('an online club session whose director plays (linked account)', () => {
  it("refuses the director's view of the tables playing a board their pair has still to play", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec12_playing_online');
    const open: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'on12@bk.no', password: 'online-pw12', name: 'Ola' });
      const me = (await td.ok('GET', '/api/auth/me')).id as number;
      const club = await td.ok('POST', '/api/clubs', { name: 'Nett BK' });
      const imp = await td.ok('POST', `/api/clubs/${club.id}/players/import`, { csv: 'Navn;Nr\nOla Leder;3001\n' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Nett',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'sec12-online' },
        pairs: [{ players: [{ memberNo: '3001' }, { name: 'Gjest' }] }],
      });
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, {});
      type T = { round: number; tableId: number; ns: number; ew: number; boards: number[] };
      const tables = info.tables as T[];
      const mine = new Set(tables.filter((x) => x.ns === 1 || x.ew === 1).flatMap((x) => x.boards));
      const round1 = tables.filter((x) => x.round === 1);
      const blocked = round1.find((x) => x.boards.some((b) => mine.has(b)))!;
      expect(blocked).toBeTruthy();
      const watch = async (tableId: number) => {
        const c = await new WsClient(server.url, td.cookie).open();
        open.push(c);
        c.send({ type: 'join', tableId, as: 'director' });
        return c.waitFor((m) => m.type === 'joined' || m.type === 'error');
      };
      // Watched as director before the link: the link closes that open view (before, it kept receiving the table).
      const before = await new WsClient(server.url, td.cookie).open();
      open.push(before);
      before.send({ type: 'join', tableId: blocked.tableId, as: 'director' });
      expect(await before.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
      const at = before.messages.length;
      await td.ok('PUT', `/api/clubs/${club.id}/players/${imp.players[0].id}/account`, { userId: me });
      expect(await before.waitFor((m) => m.type === 'error', 10_000, at)).toMatchObject({
        code: 'director-plays-board',
      });
      expect(await watch(blocked.tableId)).toMatchObject({ type: 'error', code: 'director-plays-board' });
      const calls = await td.get(`/api/online/tables/${blocked.tableId}/calls`);
      expect([calls.status, calls.body.error.code]).toEqual([403, 'director-plays-board']);
      // Nor does the director's overview list such a table.
      const overview = await td.ok('GET', '/api/online/director');
      expect(overview.tables.map((x: { id: number }) => x.id)).not.toContain(blocked.tableId);

      // Session 12: a pairs event's entrant named from the register later (the new route), while the director
      // watches a table of its online session playing that pair's board: the view closes at once, as on a link.
      const serie = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Nettserie',
        settings: { kind: 'pairs' },
        entrants: [1, 2, 3, 4, 5, 6].map((i) => ({ name: `Par ${i}` })),
      });
      const es = await td.ok('POST', `/api/events/${serie.id}/sessions`, {
        name: 'Nett 2',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'sec12-online-2' },
      });
      const einfo = await td.ok('POST', `/api/sessions/${es.sessionId}/online`, {});
      const etables = einfo.tables as T[];
      const his = new Set(etables.filter((x) => x.ns === 1 || x.ew === 1).flatMap((x) => x.boards));
      const target = etables.find((x) => x.round === 1 && x.boards.some((b) => his.has(b)))!;
      const view = await new WsClient(server.url, td.cookie).open();
      open.push(view);
      view.send({ type: 'join', tableId: target.tableId, as: 'director' });
      expect(await view.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
      const from = view.messages.length;
      await td.ok('PUT', `/api/events/${serie.id}/entrants/1/players`, { memberNos: ['3001'] });
      expect(await view.waitFor((m) => m.type === 'error', 10_000, from)).toMatchObject({
        code: 'director-plays-board',
      });
    } finally {
      for (const c of open) c.close();
      await cleanup();
    }
  }, 60_000);

  it("a table terminal naming the director by member number closes the director's view of that table", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec13_terminal_names');
    const open: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'tn13@bk.no', password: 'online-pw13n', name: 'Nils' });
      const me = (await td.ok('GET', '/api/auth/me')).id as number;
      const club = await td.ok('POST', '/api/clubs', { name: 'Navn BK' });
      const imp = await td.ok('POST', `/api/clubs/${club.id}/players/import`, { csv: 'Navn;Nr\nNils Leder;6001\n' });
      await td.ok('PUT', `/api/clubs/${club.id}/players/${imp.players[0].id}/account`, { userId: me });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Nett',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'sec13-names' },
      });
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, {});
      const g = (info.tables as { round: number; table: number; tableId: number }[]).find(
        (x) => x.round === 1 && x.table === 1,
      )!;
      const view = await new WsClient(server.url, td.cookie).open();
      open.push(view);
      view.send({ type: 'join', tableId: g.tableId, as: 'director' });
      expect(await view.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
      const from = view.messages.length;
      // Table 1's terminal names its NS pair: the director sits in it (a substitute, say) by member number. Before,
      // this way of tying the account to a pair closed nothing: the view kept every hand of the table.
      const term = new Http(server.url);
      term.bearer = (await term.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      await term.ok('POST', '/api/terminal/players', {
        side: 'NS',
        players: [{ memberNo: '6001' }, { name: 'Gjest' }],
      });
      expect(await view.waitFor((m) => m.type === 'error', 10_000, from)).toMatchObject({
        code: 'director-plays-board',
      });
      const calls = await td.get(`/api/online/tables/${g.tableId}/calls`);
      expect([calls.status, calls.body.error.code]).toEqual([403, 'director-plays-board']);
    } finally {
      for (const c of open) c.close();
      await cleanup();
    }
  }, 60_000);

  it("a team's members named from the register close the director's views of the tables that team plays", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec13_teams_online');
    const open: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'lag13@bk.no', password: 'online-pw13', name: 'Liv' });
      const me = (await td.ok('GET', '/api/auth/me')).id as number;
      const club = await td.ok('POST', '/api/clubs', { name: 'Lagnett BK' });
      const imp = await td.ok('POST', `/api/clubs/${club.id}/players/import`, { csv: 'Navn;Nr\nLiv Leder;5001\n' });
      // Linked before any event names her: no view to close yet, and she directs every table.
      await td.ok('PUT', `/api/clubs/${club.id}/players/${imp.players[0].id}/account`, { userId: me });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Lagserie',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, boards: { source: 'seeded', seed: 'sec13-lag' } },
        entrants: [1, 2, 3, 4].map((i) => ({ name: `Lag ${i}`, members: [1, 2, 3, 4].map((j) => `S ${i}.${j}`) })),
      });
      const info = await td.ok('POST', `/api/sessions/${ev.sessions[0].id}/online`, {});
      const views: { tableId: number; c: WsClient; from: number }[] = [];
      for (const x of info.tables as { round: number; tableId: number }[]) {
        if (x.round !== 1) continue;
        const c = await new WsClient(server.url, td.cookie).open();
        open.push(c);
        c.send({ type: 'join', tableId: x.tableId, as: 'director' });
        expect(await c.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
        views.push({ tableId: x.tableId, c, from: c.messages.length });
      }
      expect(views.length).toBeGreaterThan(1);
      // Team 1 names her from the register (the teams route, session 12's fix; before, nothing closed the views).
      await td.ok('PUT', `/api/events/${ev.id}/teams/1/members`, {
        members: [1, 2, 3, 4].map((j) => `S 1.${j}`),
        memberNos: ['5001'],
      });
      const closed: number[] = [];
      for (const v of views) {
        const r = await td.get(`/api/online/tables/${v.tableId}/calls`);
        if (r.status === 403) {
          expect(r.body.error.code).toBe('director-plays-board');
          expect(await v.c.waitFor((m) => m.type === 'error', 10_000, v.from)).toMatchObject({
            code: 'director-plays-board',
          });
          closed.push(v.tableId);
        }
      }
      // Round 1's matches all play the boards her team has still to play: every view closes.
      expect(closed).toEqual(views.map((v) => v.tableId));
    } finally {
      for (const c of open) c.close();
      await cleanup();
    }
  }, 60_000);
});
