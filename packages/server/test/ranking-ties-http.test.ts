/**
 * Shared places over real HTTP (issue 17): a two-winner Mitchell of three tables where two NS pairs
 * tie for first and two EW pairs for second. Worked out from the results: every board is 4♠= by North
 * at every table but one, where NS pair 3 goes one down on board 1. On board 1 NS 1 and 2 score 3
 * (one beaten, one tie), NS 3 scores 0; its EW opponents 4, the other EW pairs 1; the other boards
 * are flat, 2 each. NS: 1 and 2 share "1–2" with 7, 3 is third with 4. EW: 8 first, then two pairs
 * on 5 share "2–3". The web ranking, the PBN TotalScoreTable (Rank 1, RankTie 2), USEBIO PLACE
 * (the first place, as Compscore writes it) and `stikk score` of both exports all say so. Shown on the 1/0.5/0 scale
 * (`?scale=`), the ranking and travellers give half the matchpoints, the same percentages and places.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikkScoreJson } from './support/cli.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

interface Guide {
  round: number;
  table: number;
  ns: number;
  ew: number;
  boards: number[];
}

/** A ranking line as this test reads it. */
interface RankLine {
  field: string;
  pair: number;
  place: string;
  matchpoints: number;
  top: number;
  percent: number;
}

const stikkScore = (file: string) =>
  stikkScoreJson<{ ranking: { id: string; direction?: string; rankText: string }[] }>(file);

describe('shared places over HTTP', () => {
  it('web ranking, PBN, USEBIO and stikk score print "1–2" and "2–3"', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'ranking-ties');
    const dir = mkdtempSync(join(tmpdir(), 'stikk-ties-'));
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@ties.no', password: 'director-pw', name: 'Tor' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Delt BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Delt',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
        boards: { source: 'seeded', seed: 'ties' },
      });
      expect(s.movement.winners).toBe(2);
      const guide = s.guide as Guide[];
      const ns3 = guide.find((g) => g.ns === 3 && g.boards.includes(1))!;
      const rows = (await td.ok('GET', `/api/sessions/${s.id}/results`)) as {
        id: number;
        round: number;
        table: number;
        board: number;
        ns: number;
      }[];
      expect(rows).toHaveLength(9);
      for (const r of rows) {
        const down = r.board === 1 && r.ns === 3;
        await td.ok('PUT', `/api/sessions/${s.id}/results/${r.id}`, {
          contract: '4S',
          declarer: 'N',
          lead: null,
          tricks: down ? 9 : 10,
        });
      }
      const lines = (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines as {
        field: string;
        pair: number;
        place: string;
        matchpoints: number;
      }[];
      const ew = [1, 2, 3].map((n) => guide.find((g) => g.round === 1 && g.table === n)!.ew);
      const other = ew.filter((p) => p !== ns3.ew);
      expect(Object.fromEntries(lines.map((l) => [`${l.field}${l.pair}`, [l.matchpoints, l.place]]))).toEqual({
        NS1: [7, '1–2'],
        NS2: [7, '1–2'],
        NS3: [4, '3'],
        [`EW${ns3.ew}`]: [8, '1'],
        [`EW${other[0]}`]: [5, '2–3'],
        [`EW${other[1]}`]: [5, '2–3'],
      });
      const place = new Map(lines.map((l) => [`${l.field}${l.pair}`, l.place]));
      // The same session shown on the 1/0.5/0 scale (Law 78A allows either): half the matchpoints and the top, the
      // same percentages and places; the traveller too. Another scale is refused, naming the parameter.
      const half = await td.ok('GET', `/api/sessions/${s.id}/ranking?scale=1/0.5/0`);
      const byKey = (x: { lines: RankLine[] }): Record<string, RankLine> =>
        Object.fromEntries(x.lines.map((l) => [`${l.field}${l.pair}`, l]));
      const full = byKey(await td.ok('GET', `/api/sessions/${s.id}/ranking`));
      for (const [k, l] of Object.entries(byKey(half))) {
        expect([l.matchpoints, l.top, l.percent, l.place], k).toEqual([
          full[k].matchpoints / 2,
          full[k].top / 2,
          full[k].percent,
          full[k].place,
        ]);
      }
      expect(byKey(half).NS1.matchpoints).toBe(3.5);
      const tr = async (q: string) =>
        (await td.ok('GET', `/api/sessions/${s.id}/travellers/1${q}`)).lines.map(
          (l: { nsMatchpoints: number }) => l.nsMatchpoints,
        );
      expect(await tr('?scale=1/0.5/0')).toEqual((await tr('')).map((m: number) => m / 2));
      const bad = await td.get(`/api/sessions/${s.id}/ranking?scale=3/1/0`);
      expect([bad.status, bad.body.error.field]).toEqual([400, 'query.scale']);

      const pbn = String((await td.get(`/api/sessions/${s.id}/export.pbn`)).body);
      // Rank, RankTie, PairId, Direction: NS 1 and 2 both "1 2".
      expect(pbn).toMatch(/^\s*1\s+2\s+1\s+"?NS"?/m);
      expect(pbn).toMatch(/^\s*1\s+2\s+2\s+"?NS"?/m);
      expect(pbn).toMatch(/^\s*3\s+-\s+3\s+"?NS"?/m);
      const xml = String((await td.get(`/api/sessions/${s.id}/export.usebio.xml`)).body);
      const placeOf = (n: number, d: string) =>
        new RegExp(
          `<PAIR_NUMBER>${n}</PAIR_NUMBER>\\s*<DIRECTION>${d}</DIRECTION>[\\s\\S]*?<PLACE>(\\d+)</PLACE>`,
        ).exec(xml)?.[1];
      expect([placeOf(1, 'NS'), placeOf(2, 'NS'), placeOf(3, 'NS'), placeOf(other[0]!, 'EW')]).toEqual([
        '1',
        '1',
        '3',
        '2',
      ]);
      for (const [name, body] of [
        ['ties.pbn', pbn],
        ['ties.xml', xml],
      ] as const) {
        writeFileSync(join(dir, name), body);
        const cli = await stikkScore(join(dir, name));
        expect(Object.fromEntries(cli.ranking.map((e) => [`${e.direction}${e.id}`, e.rankText])), name).toEqual(
          Object.fromEntries(place),
        );
      }
    } finally {
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
