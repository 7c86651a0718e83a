/**
 * The member register over HTTP (issue 17): CSV import (header in any of the app's languages,
 * `;` or `,`), errors naming line and column with nothing imported, updates by member number;
 * pairs entered by member number or as visitors by name; names in the session, the ranking and the
 * exports; no stored English "Pair 6" when no name was given.
 */
import { describe, expect, it } from 'vitest';
import { eventFromPbn, eventFromUsebio, parsePbn, parseUsebio, type PbnFile, type UsebioEvent } from '@stikk/formats';
import { downloadBaseName, fileNamePart } from '../src/domain/download-name.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('download names', () => {
  it('club, date and event in letters, digits and dashes only', () => {
    expect(fileNamePart('Bærum BK — Åsgårdstrand/Ørje «Høst» 2026')).toBe('baerum-bk-asgardstrand-orje-host-2026');
    expect(fileNamePart('Säffle BK: Måndag ÄÖ ß')).toBe('saffle-bk-mandag-ao-ss');
    expect(fileNamePart('../../etc/passwd "x"')).toBe('etc-passwd-x');
    expect(downloadBaseName('Oslo BK', '2026-11-27T18:00:00Z', ['Mandag', 'mandag', ''], 'session-3')).toBe(
      'oslo-bk-2026-11-27-mandag',
    );
    expect(downloadBaseName('', null, ['***'], 'session-3')).toBe('session-3');
  });
});

describe('member register', () => {
  it('imports CSV, resolves pairs by member number, names reach ranking and exports', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'players');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@bk.no', password: 'director-pw', name: 'Turid' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Trondheim BK' });
      const base = `/api/clubs/${club.id}/players`;
      // A bad line: the whole file is refused, the line and column named, nothing imported.
      const bad = await td.post(`${base}/import`, {
        csv: 'Navn;Medlemsnummer;Klubb\nKari Nordmann;1001;Trondheim BK\n;1002;Trondheim BK\n',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'invalid-csv', field: 'csv' });
      expect(bad.body.error.message).toBe('csv: line 3, column 1: the name is empty');
      const dup = await td.post(`${base}/import`, { csv: 'Kari;1001\nOla;1001\n' });
      expect(dup.body.error.message).toBe('csv: line 2, column 2: member number 1001 is also on line 1');
      expect(dup.body.error.params).toEqual({
        problem: 'duplicate-member-no',
        line: 2,
        column: 2,
        value: '1001',
        otherLine: 1,
      });
      // A fourth column is refused, named by its line, column and value (it was dropped unseen): with no header,
      // and with a header naming a column the register does not keep.
      const fourth = await td.post(`${base}/import`, {
        csv: 'Kari;1001;Trondheim BK\nOla;1002;Trondheim BK;ola@x.no\n',
      });
      expect(fourth.status).toBe(400);
      expect(fourth.body.error).toMatchObject({
        code: 'invalid-csv',
        params: { problem: 'extra-column', line: 2, column: 4, value: 'ola@x.no' },
      });
      expect(fourth.body.error.message).toMatch(/^csv: line 2, column 4: "ola@x.no" is in a column the register/);
      const named = await td.post(`${base}/import`, { csv: 'Navn;Medlemsnummer;E-post;Klubb\nKari;1001;k@x.no;BK\n' });
      expect(named.body.error).toMatchObject({
        code: 'invalid-csv',
        params: { problem: 'extra-column', line: 1, column: 3, value: 'E-post' },
      });
      expect(await td.ok('GET', base)).toEqual([]);
      const csv = [
        'Navn;Medlemsnummer;Klubb',
        'Kari Nordmann;1001;Trondheim BK',
        '"Ola ""Ola"" Hansen";1002;Trondheim BK',
        'Åse Berg;1003;Moss BK',
        'Per Lie;1004;',
        '',
      ].join('\r\n');
      const imp = await td.ok('POST', `${base}/import`, { csv });
      expect(imp).toMatchObject({ added: 4, updated: 0 });
      expect(imp.players.map((p: { name: string }) => p.name)).toEqual([
        'Kari Nordmann',
        'Ola "Ola" Hansen',
        'Per Lie',
        'Åse Berg',
      ]);
      // Swedish header, comma-separated, columns in another order: 1003 is updated, one new member.
      const again = await td.ok('POST', `${base}/import`, {
        csv: 'Klubb,Namn,Medlemsnummer\nTrondheim BK,Åse Berg-Lund,1003\nTrondheim BK,Nils Ek,1005\n',
      });
      expect(again).toMatchObject({ added: 1, updated: 1 });
      expect(again.players.find((p: { memberNo: string }) => p.memberNo === '1003')).toMatchObject({
        name: 'Åse Berg-Lund',
        homeClub: 'Trondheim BK',
      });
      const one = await td.ok('POST', base, { name: 'Liv Dahl', memberNo: '1006' });
      expect(one).toMatchObject({ name: 'Liv Dahl', memberNo: '1006', homeClub: null });
      expect((await td.post(base, { name: 'Other', memberNo: '1006' })).body.error).toMatchObject({
        code: 'member-exists',
        field: 'memberNo',
      });
      // Only the club's directors see or change the register.
      const player = new Http(server.url);
      await player.ok('POST', '/api/auth/register', { email: 'p@bk.no', password: 'player-pw1', name: 'Pål' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@bk.no', role: 'player' });
      expect((await player.get(base)).status).toBe(403);
      expect((await player.post(`${base}/import`, { csv })).status).toBe(403);

      const mk = (pairs: unknown[]) =>
        td.post(`/api/clubs/${club.id}/sessions`, {
          name: 'Mandag',
          movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
          boards: { source: 'seeded', seed: 'reg' },
          pairs,
        });
      const unknown = await mk([{ players: [{ memberNo: '1001' }, { memberNo: '9999' }] }]);
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'unknown-member', field: 'pairs[0].players[1].memberNo' });
      const s = (
        await mk([
          { players: [{ memberNo: '1001' }, { memberNo: '1002' }] },
          { players: [{ memberNo: '1003' }, { name: 'Gjest Gjestesen' }] },
          { names: 'Per Lie - Nils Ek' },
        ])
      ).body;
      expect(s.pairs[0]).toMatchObject({
        number: 1,
        names: 'Kari Nordmann - Ola "Ola" Hansen',
        players: [{ memberNo: '1001', name: 'Kari Nordmann' }, { memberNo: '1002' }],
      });
      expect(s.pairs[1].players[1]).toEqual({ name: 'Gjest Gjestesen', memberNo: null, playerId: null });
      // No name given: empty, never an English "Pair 4" stored for a Norwegian page.
      expect(s.pairs[3]).toEqual({ number: 4, names: '' });
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank.lines.find((l: { pair: number }) => l.pair === 2).names).toBe('Åse Berg-Lund - Gjest Gjestesen');
      // Before publication the export link, opened in a browser by a reader, leads to the results page that says
      // why in the reader's language; a program asking for JSON gets the error as before.
      for (const file of ['export.pbn', 'export.usebio.xml']) {
        const url = `${server.url}/api/sessions/${s.id}/${file}`;
        const page = await fetch(url, {
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
          redirect: 'manual',
        });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe(`/#/results/${s.id}?unavailable=not-published`);
        const json = await fetch(url, { headers: { accept: 'application/json' } });
        expect(json.status).toBe(403);
        expect(((await json.json()) as { error: { code: string } }).error.code).toBe('not-published');
      }
      // One board played at every table: the exports list the pairs that have a score.
      for (const tb of s.tables as { code: string; number: number }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
        const r = await h.ok('GET', '/api/terminal/round');
        await h.ok('POST', '/api/terminal/results', {
          round: 1,
          board: r.boards[0].board,
          contract: '3NT',
          declarer: 'S',
          lead: null,
          tricks: 9 + tb.number - 2,
        });
        await h.ok('POST', '/api/terminal/confirm', { round: 1, board: r.boards[0].board });
      }
      // At the table (the Bridgemate habit): the EW pair at table 1 gives its member numbers.
      const t1 = new Http(server.url);
      t1.bearer = (await t1.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      const seated = await t1.ok('GET', '/api/terminal/round');
      const wrong = await t1.post('/api/terminal/players', {
        side: 'EW',
        players: [{ memberNo: '1005' }, { memberNo: '4242' }],
      });
      expect(wrong.body.error).toMatchObject({ code: 'unknown-member', field: 'players[1].memberNo' });
      const ew = await t1.ok('POST', '/api/terminal/players', {
        side: 'EW',
        players: [{ memberNo: '1005' }, { name: 'Gjest To' }],
      });
      expect(ew).toMatchObject({ number: seated.ew.number, names: 'Nils Ek - Gjest To' });
      expect((await t1.ok('GET', '/api/terminal/round')).ew.names).toBe('Nils Ek - Gjest To');
      expect(
        (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines.find(
          (l: { pair: number }) => l.pair === seated.ew.number,
        ).names,
      ).toBe('Nils Ek - Gjest To');
      const pbnRes = await td.get(`/api/sessions/${s.id}/export.pbn`);
      const pbn = String(pbnRes.body);
      // Downloads named after the club, the day and the event, in safe characters (not "session-3.pbn").
      const day = new Date().toISOString().slice(0, 10);
      expect(pbnRes.headers.get('content-disposition')).toBe(`attachment; filename="trondheim-bk-${day}-mandag.pbn"`);
      expect((await td.get(`/api/sessions/${s.id}/export.usebio.xml`)).headers.get('content-disposition')).toBe(
        `attachment; filename="trondheim-bk-${day}-mandag.xml"`,
      );
      expect((await td.ok('GET', `/api/sessions/${s.id}`)).fileName).toBe(`trondheim-bk-${day}-mandag`);
      expect(pbn).toContain('Kari Nordmann - Ola \\"Ola\\" Hansen');
      expect(pbn).not.toMatch(/Pair \d/);
      const xml = String((await td.get(`/api/sessions/${s.id}/export.usebio.xml`)).body);
      expect(xml).toContain(`<DATE>${day.split('-').reverse().join('/')}</DATE>`);
      // One PLAYER per player, with the member number the register gives (none for a visitor).
      expect(xml).not.toContain('<PLAYER_NAME>Åse Berg-Lund - Gjest Gjestesen</PLAYER_NAME>');
      expect(xml).toMatch(
        /<PLAYER>\s*<PLAYER_NAME>Kari Nordmann<\/PLAYER_NAME>\s*<NATIONAL_ID_NUMBER>1001<\/NATIONAL_ID_NUMBER>/,
      );
      expect(xml).toMatch(/<PLAYER>\s*<PLAYER_NAME>Gjest Gjestesen<\/PLAYER_NAME>\s*<\/PLAYER>/);
      // Read back: each pair's players and member numbers, in the same order (PBN's Ruter MemberID columns too).
      const back = eventFromUsebio((parseUsebio(xml) as { value: UsebioEvent }).value);
      const fromPbn = eventFromPbn((parsePbn(pbn) as { value: PbnFile }).value);
      for (const ev of [back, fromPbn]) {
        if (!ev.ok) throw new Error(ev.error.message);
        const byId = new Map((ev.value.participants ?? []).map((x) => [x.id, x]));
        expect(byId.get('1')).toMatchObject({
          names: ['Kari Nordmann', 'Ola "Ola" Hansen'],
          memberIds: ['1001', '1002'],
        });
        expect(byId.get('2')).toMatchObject({ names: ['Åse Berg-Lund', 'Gjest Gjestesen'], memberIds: ['1003', ''] });
      }
    } finally {
      await cleanup();
    }
  }, 60_000);
});
