/**
 * USEBIO → PBN of a team event (issue 19): seeded random team events (odd fields with byes,
 * several rounds, both rooms of every match) written as USEBIO by `@stikk/formats`, converted
 * with `stikk convert`, then scored with `stikk score`: the PBN must be read as a teams event
 * (not as pairs matchpoints) and give every team's VPs back to the hundredth, as the USEBIO file
 * itself does. Byes' VPs travel in the TotalScoreTable.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '@stikk/cli';
import {
  boardInfo,
  isVulnerable,
  parseContract,
  randomBelow,
  scoreContract,
  seededRandom,
  unwrap,
  type RandomSource,
  type Seat,
} from '@stikk/core';
import { parseUsebio, scoredToUsebio, teamsPbnTables, writeUsebio } from '@stikk/formats';
import { scoreEvent, type BoardResults, type EventResults, type TableResult } from '@stikk/scoring';

async function stikk(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const text = (s: string | Uint8Array) => (typeof s === 'string' ? s : new TextDecoder().decode(s));
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out.push(text(s));
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    err.push(text(s));
    return true;
  });
  try {
    return { code: await main(['node', 'stikk', ...args]), out: out.join(''), err: err.join('') };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

const CONTRACTS = ['1NT', '2H', '3NT', '4S', '5D', '3C', '2NT', '4HX', '6S'];
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];

/** A random team event: `teams` teams, `rounds` rounds of matches (round robin order), both rooms each board. */
function randomTeamEvent(rng: RandomSource, teams: number, rounds: number, perMatch: number): EventResults {
  const ids = Array.from({ length: teams }, (_, i) => String(i + 1));
  const boards: BoardResults[] = [];
  const byes: { team: string; vp: number; round: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Circle method: a different pairing each round; with an odd field the last one has a bye.
    const circle = [...ids];
    for (let k = 1; k < round; k++) circle.splice(1, 0, circle.pop()!);
    if (teams % 2 === 1) byes.push({ team: circle.pop()!, vp: 12, round });
    const matches = Array.from({ length: circle.length / 2 }, (_, m) => [circle[m], circle[circle.length - 1 - m]]);
    for (let k = 0; k < perMatch; k++) {
      const n = (round - 1) * perMatch + k + 1;
      const vul = unwrap(boardInfo(n)).vulnerable;
      const results: TableResult[] = matches.flatMap(([home, away], m) =>
        (['Open', 'Closed'] as const).map((room, r): TableResult => {
          const text = CONTRACTS[randomBelow(rng, CONTRACTS.length)];
          const declarer = SEATS[randomBelow(rng, 4)];
          const c = unwrap(parseContract(text)).contract;
          if (c.passedOut) throw new Error(`${text}: every contract in CONTRACTS is a bid one`);
          const tricks = Math.max(0, Math.min(13, c.level + 6 + randomBelow(rng, 5) - 2));
          const ns = declarer === 'N' || declarer === 'S';
          const score = scoreContract(c, isVulnerable(vul, declarer), tricks);
          return {
            round,
            table: String(2 * m + r + 1),
            room,
            ns: room === 'Open' ? home : away,
            ew: room === 'Open' ? away : home,
            contract: text,
            declarer,
            tricks,
            scoreNS: ns ? score : -score,
          };
        }),
      );
      boards.push({ board: n, vulnerable: vul, results });
    }
  }
  return {
    kind: 'teams',
    method: 'teams',
    name: 'Liga',
    boards,
    participants: ids.map((id) => ({ id, names: [`Lag ${id}`] })),
    ...(byes.length ? { byes } : {}),
  };
}

describe('USEBIO → PBN of a team event', () => {
  it('seeded random events: `stikk score` of the converted PBN gives the USEBIO file’s VPs back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-convert-teams-'));
    try {
      const rng = seededRandom('convert-teams');
      for (let i = 0; i < 12; i++) {
        const teams = 3 + randomBelow(rng, 6);
        const rounds = 1 + randomBelow(rng, Math.min(3, teams - 1 + (teams % 2)));
        const perMatch = 1 + randomBelow(rng, 4);
        const ev = randomTeamEvent(rng, teams, rounds, perMatch);
        const scored = unwrap(scoreEvent(ev, { method: 'teams', boardsPerMatch: perMatch }));
        const xml = join(dir, `e${i}.xml`);
        writeFileSync(xml, writeUsebio(scoredToUsebio(scored, { name: 'Liga' })));
        const pbn = join(dir, `e${i}.pbn`);
        const c = await stikk('convert', xml, pbn);
        const what = `event ${i}: ${teams} teams, ${rounds} rounds × ${perMatch}`;
        expect(c.code, `${what}: ${c.err}`).toBe(0);
        const totals = async (file: string) => {
          const r = await stikk('score', '--json', file);
          expect(r.code, `${what}: ${r.err}`).toBe(0);
          const j = JSON.parse(r.out) as { method: string; ranking: { id: string; total: number }[] };
          expect(j.method, what).toBe('teams');
          return new Map(j.ranking.map((e) => [e.id, e.total]));
        };
        const fromXml = await totals(xml);
        const fromPbn = await totals(pbn);
        expect(fromXml.size, what).toBe(teams);
        for (const e of scored.ranking) {
          expect(fromXml.get(e.id), `${what}: xml team ${e.id}`).toBeCloseTo(e.total, 2);
          expect(fromPbn.get(e.id), `${what}: pbn team ${e.id}`).toBeCloseTo(e.total, 2);
        }
        const text = readFileSync(pbn, 'utf8');
        expect(text, what).toMatch(/\[ScoreTable "Round[^"]*TeamId_Home[^"]*Room/);
        expect(text, what).not.toMatch(/PairId_NS/);
        if (teams % 2 === 1) expect(text, what).toMatch(/\[TotalScoreTable "[^"]*ByeVP/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a pairs traveller converted to PBN names its round and table as PBN does (club follow-up)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-convert-rt-'));
    try {
      const xml = join(dir, 'par.xml');
      const results: TableResult[] = [
        { round: 1, table: '1', ns: '1', ew: '2', contract: '3NT', declarer: 'N', tricks: 9, scoreNS: 400 },
        { round: 2, table: '2', ns: '3', ew: '4', contract: '3NT', declarer: 'N', tricks: 8, scoreNS: -50 },
      ];
      const ev: EventResults = {
        kind: 'pairs',
        method: 'matchpoints',
        name: 'Par',
        boards: [{ board: 1, vulnerable: 'None', results }],
        participants: ['1', '2', '3', '4'].map((id) => ({ id, names: [`Par ${id}`] })),
      };
      writeFileSync(xml, writeUsebio(scoredToUsebio(unwrap(scoreEvent(ev)), { name: 'Par' })));
      const pbn = join(dir, 'par.pbn');
      const c = await stikk('convert', xml, pbn);
      expect(c.code, c.err).toBe(0);
      const text = readFileSync(pbn, 'utf8');
      const head = /\[ScoreTable "([^"]*)"\]\r?\n((?:[^[\r\n][^\r\n]*\r?\n)*)/.exec(text);
      expect(head).not.toBeNull();
      const names = head![1].split(';').map((x) => x.split('\\')[0]);
      expect(names).toContain('Round');
      expect(names).toContain('Table');
      expect(names).not.toContain('ROUND_NUMBER');
      const rows = head![2]
        .trim()
        .split(/\r?\n/)
        .map((l) => l.trim().split(/\s+/));
      expect(rows.map((r) => [r[names.indexOf('Round')], r[names.indexOf('Table')]])).toEqual([
        ['1', '1'],
        ['2', '2'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('teamsPbnTables leaves a pairs event to its plain traveller', () => {
    const pairs = writeUsebio(
      scoredToUsebio(
        unwrap(
          scoreEvent({
            kind: 'pairs',
            method: 'matchpoints',
            name: 'Par',
            boards: [
              {
                board: 1,
                vulnerable: 'None',
                results: [
                  { ns: '1', ew: '2', contract: '3NT', declarer: 'N', tricks: 9, scoreNS: 400 },
                  { ns: '3', ew: '4', contract: '3NT', declarer: 'N', tricks: 8, scoreNS: -50 },
                ],
              },
            ],
            participants: ['1', '2', '3', '4'].map((id) => ({ id, names: [`Par ${id}`] })),
          }),
        ),
        { name: 'Par' },
      ),
    );
    expect(teamsPbnTables(unwrap(parseUsebio(pairs)))).toBeNull();
  });
});

describe('USEBIO teams of another program, no ROUND_NUMBER on the lines', () => {
  /** Both rooms of a match on board `n`: `a` NS at the open table, `b` NS at the closed. */
  const rooms = (n: number, a: string, b: string) =>
    [
      [a, b, '400'],
      [b, a, '-50'],
    ]
      .map(
        ([ns, ew, score]) =>
          `<TRAVELLER_LINE><NS_TEAM_NUMBER>${ns}</NS_TEAM_NUMBER><EW_TEAM_NUMBER>${ew}</EW_TEAM_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${score === '400' ? 9 : 8}</TRICKS><SCORE>${score}</SCORE></TRAVELLER_LINE>`,
      )
      .join('');
  const file = (boards: string) =>
    `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="TEAMS"><PROGRAM_NAME>Other</PROGRAM_NAME>${boards}</EVENT></USEBIO>`;
  // Round 1: 1 v 2 on board 1, 3 v 4 on board 2; round 2: 1 v 3 on board 3, 2 v 4 on board 4.
  const split = file(
    [
      [1, '1', '2'],
      [2, '3', '4'],
      [3, '1', '3'],
      [4, '2', '4'],
    ]
      .map(
        ([n, a, b]) =>
          `<BOARD><BOARD_NUMBER>${n}</BOARD_NUMBER>${rooms(n as number, a as string, b as string)}</BOARD>`,
      )
      .join(''),
  );
  // The same teams on board 1 twice: two meetings the file does not tell apart.
  const twice = file(`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${rooms(1, '1', '2')}${rooms(1, '1', '2')}</BOARD>`);

  it('stikk score --boards-per-round places the lines; a file the boards cannot split is refused naming the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-rounds-'));
    try {
      writeFileSync(join(dir, 'split.xml'), split);
      writeFileSync(join(dir, 'twice.xml'), twice);
      const scored = await stikk('score', join(dir, 'split.xml'), '--boards-per-round', '2', '--json');
      expect(scored.code, scored.err).toBe(0);
      const rounds = JSON.parse(scored.out).matches.map((m: { round: number; home: string }) => [m.round, m.home]);
      expect(rounds).toEqual([
        [1, '1'],
        [1, '3'],
        [2, '1'],
        [2, '2'],
      ]);
      const bad = await stikk('score', join(dir, 'split.xml'), '--boards-per-round', '0');
      expect(bad.code).not.toBe(0);
      expect(bad.err).toMatch(/--boards-per-round: "0" must be a whole number/);
      for (const args of [
        ['score', join(dir, 'twice.xml')],
        ['convert', join(dir, 'twice.xml'), join(dir, 'twice.pbn')],
      ]) {
        const r = await stikk(...args);
        expect(r.code, args.join(' ')).not.toBe(0);
        expect(r.err).toMatch(
          /BOARD\[1\]\/TRAVELLER_LINE\[3\]\/ROUND_NUMBER: missing; teams 1 and 2 play board 1 a third time/,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
