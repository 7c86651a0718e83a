/**
 * USEBIO results round trip, property: generated pairs events (random pairs, boards, contracts with declarer and
 * tricks, raw scores, artificial adjusted scores, pairs' names) are scored, written as USEBIO, read back and scored
 * again: every board's results (who played, each score) and the ranking (rank, total, percentage) come back equal.
 * The PBN and LIN readers and writers have such tests (pbn-property, lin); this is USEBIO's.
 */
import { describe, expect, it } from 'vitest';
import { eventFromUsebio, parseUsebio, scoredToUsebio, writeUsebio } from '@stikk/formats';
import { scoreEvent, type EventResults, type ScoredEvent } from '@stikk/scoring';

/** A small deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
const SEATS = ['N', 'E', 'S', 'W'] as const;
const NAMES = ['Åse Øverli', 'Jörg Müller', 'Kirsi Mäkelä', 'O’Brien & Søn', 'Ann <Lee>', 'Bo "B" Ek'];

/** A Mitchell-like event: `tables` NS pairs 1..t and EW pairs t+1..2t, each board played at every table. */
function generated(seed: number): EventResults {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const tables = 2 + Math.floor(r() * 5);
  const boards = 1 + Math.floor(r() * 6);
  return {
    kind: 'pairs',
    method: 'matchpoints',
    participants: Array.from({ length: 2 * tables }, (_, i) => ({
      id: String(i + 1),
      names: [pick(NAMES), pick(NAMES)],
      direction: i < tables ? ('NS' as const) : ('EW' as const),
    })),
    boards: Array.from({ length: boards }, (_, b) => ({
      board: b + 1,
      results: Array.from({ length: tables }, (_, t) => {
        const pair = { ns: String(t + 1), ew: String(tables + ((t + b) % tables) + 1) };
        const kind = r();
        if (kind < 0.1)
          return {
            ...pair,
            artificial: {
              ns: { kind: 'A+' as const },
              ew: { kind: 'A-' as const },
              text: pick(['A+/A-', 'A+A-', 'A+ A-']),
            },
          };
        if (kind < 0.25) return { ...pair, scoreNS: 10 * Math.round((r() - 0.5) * 300) };
        const level = 1 + Math.floor(r() * 7);
        const doubled = r() < 0.2 ? (r() < 0.3 ? 'XX' : 'X') : '';
        return {
          ...pair,
          contract: `${level}${pick(STRAINS)}${doubled}`,
          declarer: pick(SEATS),
          tricks: Math.max(0, Math.min(13, level + 6 + Math.floor((r() - 0.6) * 5))),
        };
      }),
    })),
  };
}

const score = (ev: EventResults): ScoredEvent => {
  const s = scoreEvent(ev);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const results = (s: ScoredEvent) =>
  s.boards.map((b) =>
    b.results.map((x) => `${b.board} ${x.ns}-${x.ew} ${x.scoreNS ?? ''} ${x.pointsNS}/${x.pointsEW}`),
  );
const ranking = (s: ScoredEvent) => s.ranking.map((e) => `${e.id} ${e.rank} ${e.total} ${e.percent}`);

describe('USEBIO export → import keeps the results (property)', () => {
  it('score(read(write(score(x)))) = score(x) for 150 generated events, names included', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const ev = generated(seed);
      const first = score(ev);
      const xml = writeUsebio(scoredToUsebio(first, { name: `Event ${seed}` }));
      const parsed = parseUsebio(xml);
      if (!parsed.ok) throw new Error(`seed ${seed}: ${parsed.error.message}`);
      const back = eventFromUsebio(parsed.value);
      if (!back.ok) throw new Error(`seed ${seed}: ${back.error.message}`);
      const again = score(back.value);
      expect(results(again), `seed ${seed}`).toEqual(results(first));
      expect(ranking(again), `seed ${seed}`).toEqual(ranking(first));
      const names = (x: EventResults) => (x.participants ?? []).map((p) => `${p.id}:${(p.names ?? []).join('+')}`);
      expect(names(back.value).sort(), `seed ${seed}`).toEqual(names(ev).sort());
    }
  });
});
