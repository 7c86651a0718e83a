/**
 * Sessions of two sections (issue 17): each section its own Mitchell, tables and pair numbers;
 * scored within sections or across the field as the director chooses; the web ranking, the PBN
 * (Section tags, a TotalScoreTable per section) and USEBIO (SECTION elements) exports and
 * `stikk score` of those exports agree exactly. And an arrow-switch round: the EW pair plays the
 * NS cards there, shown at the terminal, and the Mitchell becomes one-winner.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stikkScoreJson } from './support/cli.js';
import { seededRandom, STRAINS, type Seat } from '@stikk/core';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

interface Guide {
  round: number;
  table: number;
  ns: number | null;
  ew: number | null;
  boards: number[];
  arrowSwitch?: true;
}
interface RankLine {
  field?: 'NS' | 'EW';
  section?: string;
  label?: string;
  rank: number;
  pair: number;
  names: string;
  matchpoints: number;
  percent: number;
  imps: number | null;
  boardsPlayed: number;
}
interface CliEntry {
  id: string;
  section?: string;
  direction?: 'NS' | 'EW';
  rank: number;
  total: number;
  percent: number | null;
  boards: number;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stikk-sections-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const stikkScore = (file: string) => stikkScoreJson<{ method: string; ranking: CliEntry[] }>(file);

/** Every table's terminal enters and confirms every board of the movement (seeded random results). */
async function playAll(url: string, s: { tables: { code: string; number: number }[]; guide: Guide[] }, seed: string) {
  const r32 = seededRandom(seed);
  const rand = () => r32() / 2 ** 32;
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  const terms = new Map<number, Http>();
  for (const tb of s.tables) {
    const h = new Http(url);
    const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
    h.bearer = j.token;
    terms.set(tb.number, h);
  }
  for (const g of [...s.guide].sort((a, b) => a.round - b.round || a.table - b.table)) {
    if (g.ns === null || g.ew === null) continue;
    for (const board of g.boards) {
      const level = 1 + Math.floor(rand() * 4);
      const strain = STRAINS[Math.floor(rand() * 5)];
      const declarer = seats[Math.floor(rand() * 4)];
      const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 4) - 2));
      const h = terms.get(g.table)!;
      await h.ok('POST', '/api/terminal/results', {
        round: g.round,
        board,
        contract: `${level}${strain}`,
        declarer,
        lead: null,
        tricks,
      });
      await h.ok('POST', '/api/terminal/confirm', { round: g.round, board });
    }
  }
  return terms;
}

/** The web ranking equals `stikk score` of both exports, pair by pair (section, direction, number). */
async function exportsAgree(td: Http, sid: number, web: RankLine[], scoring: string) {
  for (const [ext, file] of [
    ['pbn', 'session.pbn'],
    ['usebio.xml', 'session.xml'],
  ] as const) {
    const body = String((await td.get(`/api/sessions/${sid}/export.${ext}`)).body);
    if (ext === 'pbn') {
      expect(body).toContain('[Section "A"]');
      expect(body).toContain('[Section "B"]');
      expect(body.match(/\[TotalScoreTable /g)).toHaveLength(2);
    } else expect(body).toContain('<SECTION_ID>B</SECTION_ID>');
    const path = join(dir, file);
    writeFileSync(path, body);
    const cli = await stikkScore(path);
    expect(cli.method).toBe(scoring);
    const key = (section: string | undefined, d: string | undefined, id: string) => `${section}|${d ?? ''}|${id}`;
    const got = new Map(cli.ranking.map((e) => [key(e.section, e.direction, e.id), e]));
    expect(cli.ranking).toHaveLength(web.length);
    for (const l of web) {
      const e = got.get(key(l.section, l.field, l.label!.slice(1)));
      expect(e, `${file}: pair ${l.label}`).toBeDefined();
      expect({ pair: l.label, rank: e!.rank, total: e!.total, percent: e!.percent, boards: e!.boards }, file).toEqual({
        pair: l.label,
        rank: l.rank,
        total: scoring === 'matchpoints' ? l.matchpoints : l.imps,
        percent: scoring === 'matchpoints' ? l.percent : null,
        boards: l.boardsPlayed,
      });
    }
  }
}

describe('two sections', () => {
  it('each section its own Mitchell; scored within, then across; exports agree with the web', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sections');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Kari' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      // A: 4 tables, 8 pairs; B: 3 tables, 5 pairs (a sit-out). Pairs numbered through: B's are 9–13.
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 4, boardsPerRound: 2, rounds: 3 },
        sections: [{}, { tables: 3, pairs: 5 }],
        boards: { source: 'seeded', seed: 'sections' },
        pairs: Array.from({ length: 13 }, (_, i) => ({ names: `Spiller ${2 * i + 1} - Spiller ${2 * i + 2}` })),
      });
      expect(
        s.sections.map((x: { letter: string; tables: number; pairs: number }) => [x.letter, x.tables, x.pairs]),
      ).toEqual([
        ['A', 4, 8],
        ['B', 3, 5],
      ]);
      expect(s.sectionScoring).toBe('within');
      expect(s.tables.map((t: { label: string }) => t.label)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3']);
      expect(s.pairs[8]).toMatchObject({
        number: 9,
        section: 'B',
        label: 'B1',
        names: 'Spiller 17 - Spiller 19'.replace('19', '18'),
      });
      // A guide entry of B seats B's pairs only.
      for (const g of s.guide as Guide[]) for (const p of [g.ns, g.ew]) if (p !== null) expect(p > 8).toBe(g.table > 4);

      const terms = await playAll(server.url, s, 'sections');
      // A terminal knows its section and table.
      const b2 = await terms.get(6)!.ok('GET', '/api/terminal/round?round=1');
      expect([b2.section, b2.tableLabel]).toEqual(['B', 'B2']);
      expect(b2.ns?.label ?? b2.ew?.label).toMatch(/^B\d$/);

      const within = (await td.ok('GET', `/api/sessions/${s.id}/ranking`)) as {
        lines: RankLine[];
        sectionScoring: string;
      };
      expect(within.sectionScoring).toBe('within');
      expect(within.lines).toHaveLength(13);
      // Four lists (A NS, A EW, B NS, B EW), each with its own first place.
      const firsts = within.lines.filter((l) => l.rank === 1).map((l) => `${l.section}${l.field}`);
      expect(new Set(firsts)).toEqual(new Set(['ANS', 'AEW', 'BNS', 'BEW']));
      await exportsAgree(td, s.id, within.lines, 'matchpoints');

      // Across: one NS and one EW list over both sections; a board's top is over the whole field.
      const across = (await td.ok('PUT', `/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' })) as {
        lines: RankLine[];
        sectionScoring: string;
      };
      expect(across.sectionScoring).toBe('across');
      expect(across.lines.filter((l) => l.rank === 1).length).toBeLessThanOrEqual(4);
      expect(new Set(across.lines.filter((l) => l.rank === 1).map((l) => l.field))).toEqual(new Set(['NS', 'EW']));
      const nsRanks = across.lines.filter((l) => l.field === 'NS').map((l) => l.rank);
      expect(Math.max(...nsRanks)).toBeGreaterThan(4); // NS pairs of both sections in one list
      // Neuberg's N is the most results a board has over the whole field (both sections' lines).
      const travs = await Promise.all(
        (s.boards as number[]).map((b) => td.ok('GET', `/api/sessions/${s.id}/travellers/${b}`)),
      );
      const most = Math.max(...travs.map((t) => t.lines.length));
      expect(travs.find((t) => t.lines.length === most).lines.some((l: { table: number }) => l.table > 4)).toBe(true);
      for (const t of travs) expect(t.top).toBe(2 * (most - 1));
      await exportsAgree(td, s.id, across.lines, 'matchpoints');
      expect(String((await td.get(`/api/sessions/${s.id}/export.pbn`)).body)).toContain(
        '<META name=SectionScoring content="Across">',
      );
      // A one-section session has nothing to choose.
      const one = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tirsdag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'one' },
      });
      const r = await td.req('PUT', `/api/sessions/${one.id}/section-scoring`, { sectionScoring: 'across' });
      expect([r.status, r.body.error.code]).toEqual([400, 'one-section']);
      // A section's refusal names the section.
      const bad = await td.req('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Feil',
        movement: { kind: 'mitchell', tables: 4, boardsPerRound: 2 },
        sections: [{}, { tables: 3, pairs: 9 }],
        boards: { source: 'seeded', seed: 'x' },
      });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'sections[1]']);
      // At most four sections; nothing is created.
      const five = await td.req('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'For mange',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        sections: [{}, {}, {}, {}, {}],
        boards: { source: 'seeded', seed: 'x' },
      });
      expect([five.status, five.body.error.field]).toEqual([400, 'sections']);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('Butler within sections: each section its own datum; exports agree', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sections-butler');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.dk', password: 'director-pw', name: 'Bo' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Odense BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Fredag',
        scoring: 'butler',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        sections: [{}, {}],
        boards: { source: 'seeded', seed: 'butler-sections' },
      });
      await playAll(server.url, s, 'butler-sections');
      const t = await td.ok('GET', `/api/sessions/${s.id}/travellers/${s.boards[0]}`);
      expect(t.sections.map((x: { section: string }) => x.section)).toEqual(['A', 'B']);
      expect(t.datum).toBe(t.sections[0].datum);
      const web = (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines as RankLine[];
      await exportsAgree(td, s.id, web, 'butler');
      // Across, one datum over the field: no per-section figures.
      await td.ok('PUT', `/api/sessions/${s.id}/section-scoring`, { sectionScoring: 'across' });
      expect((await td.ok('GET', `/api/sessions/${s.id}/travellers/${s.boards[0]}`)).sections).toBeUndefined();
      await exportsAgree(td, s.id, (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines, 'butler');
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('arrow switch in the last round: EW pairs play NS cards there, one winner, exports agree', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'arrow');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Sven' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lunds BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Onsdag',
        movement: { kind: 'mitchell', tables: 4, boardsPerRound: 2, arrowSwitch: [4] },
        boards: { source: 'seeded', seed: 'arrow' },
      });
      expect(s.movement.winners).toBe(1);
      const last = (s.guide as Guide[]).filter((g) => g.round === 4);
      expect(last.every((g) => g.arrowSwitch === true)).toBe(true);
      // Round 1's EW pair at table 1 sits NS in round 4 wherever it is then.
      const ew1 = (s.guide as Guide[]).find((g) => g.round === 1 && g.table === 1)!.ew!;
      expect(last.some((g) => g.ns === ew1)).toBe(true);
      const bad = await td.req('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Feil',
        movement: { kind: 'mitchell', tables: 4, boardsPerRound: 2, arrowSwitch: [5] },
        boards: { source: 'seeded', seed: 'x' },
      });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'movement.arrowSwitch']);

      const terms = await playAll(server.url, s, 'arrow');
      const r4 = await terms.get(1)!.ok('GET', '/api/terminal/round?round=4');
      expect(r4.arrowSwitch).toBe(true);
      const r3 = await terms.get(1)!.ok('GET', '/api/terminal/round?round=3');
      expect(r3.arrowSwitch).toBeUndefined();
      expect(r3.next.ns.arrowSwitch).toBe(true);
      const web = (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines as RankLine[];
      expect(web.every((l) => l.field === undefined)).toBe(true);
      expect(web.filter((l) => l.rank === 1).length).toBeGreaterThanOrEqual(1);
      for (const ext of ['pbn', 'usebio.xml']) {
        const path = join(dir, `arrow.${ext}`);
        writeFileSync(path, String((await td.get(`/api/sessions/${s.id}/export.${ext}`)).body));
        const cli = await stikkScore(path);
        const got = new Map(cli.ranking.map((e) => [e.id, e]));
        for (const l of web)
          expect([
            got.get(String(l.pair))?.rank,
            got.get(String(l.pair))?.total,
            got.get(String(l.pair))?.direction,
          ]).toEqual([l.rank, l.matchpoints, undefined]);
      }
    } finally {
      await cleanup();
    }
  }, 120_000);
});
