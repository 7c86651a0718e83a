/**
 * The Law 70 claim search (packages/laws/src/claims/law70-claim-search.ts) A/B against an older
 * version of the same file, in one process, interleaved: each position is searched by the old
 * search and the new back to back (the order alternating per pass), and the wall time of each call is
 * kept per side; the figure is the median over the passes.
 * Positions: the two claim searches the law fixtures fold to (play/claim-award-by-hand: eleven
 * cards a hand, gives up after the 1,500,000 nodes of SEARCH_BUDGET; play/revoke-64B4-next-board:
 * ten cards a hand, 36,909 nodes), and the eight-card endings of bench/laws-claims.bench.ts (all
 * of them in one figure). Both sides must visit the same nodes and give the same answers (the
 * bench stops otherwise): only the speed may differ. (A forced full collection before each search
 * made both sides 5-10 times slower on the small searches, so there is none: wall time, load shown.)
 *   node --conditions=source --import tsx bench/law70-claim-search.bench.ts [PASSES]
 * STIKK_CLAIM_BASE: the git revision of the old side (default 8f4ba634, before session 26).
 * Prints one JSON line per figure: law70-claim-search.<position>.{old,new} (ms, median per
 * pass), .ratio (new/old, the median of the
 * passes' ratios), .nodes; and .load1 (the load average at the end).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { foldRaw } from '@stikk/core';
import { directorRules, withClaimSearches } from '../packages/laws/src/index.js';
import {
  adjudicateClaim as adjudicateNew,
  type ClaimAdjudication,
  type ClaimPolicy,
  type ClaimPosition,
} from '../packages/laws/src/claims/law70-claim-search.js';
import { claimEnding } from './support/claim-endings.js';

type Adjudicate = (
  pos: ClaimPosition,
  policy: ClaimPolicy,
  upper: number | undefined,
  maxNodes: number,
) => ClaimAdjudication | null;

const repo = new URL('..', import.meta.url);
const base = process.env.STIKK_CLAIM_BASE ?? '8f4ba634';
const passes = Number(process.argv[2] ?? 5);

// The old search: the file at `base`, written beside nothing (it imports types only).
const dir = mkdtempSync(join(tmpdir(), 'law70-ab-'));
const oldFile = join(dir, 'law70-claim-search.ts');
writeFileSync(
  oldFile,
  execFileSync('git', ['show', `${base}:packages/laws/src/claims/law70-claim-search.ts`], {
    cwd: repo,
    encoding: 'utf8',
  }),
);
const old = (await import(pathToFileURL(oldFile).href)) as { adjudicateClaim: Adjudicate };
rmSync(dir, { recursive: true });
const sides: [string, Adjudicate][] = [
  ['old', old.adjudicateClaim],
  ['new', adjudicateNew as Adjudicate],
];

interface Job {
  readonly pos: ClaimPosition;
  readonly policy: ClaimPolicy;
  readonly upper: number | undefined;
  readonly limit: number;
}

// The searches the law fixtures' folds make, caught through the rules' search cache.
function fixtureSearches(name: string): Job[] {
  const log = JSON.parse(
    readFileSync(new URL(`../packages/laws/test/fixtures/play/${name}.json`, import.meta.url), 'utf8'),
  );
  const jobs = new Map<string, Job>();
  const rules = withClaimSearches(directorRules, {
    get: () => undefined,
    set: (key) => {
      const [pos, policy, upper, limit] = JSON.parse(key) as [ClaimPosition, ClaimPolicy, number | null, number];
      jobs.set(key, { pos, policy, upper: upper ?? undefined, limit });
    },
  });
  foldRaw(log.log ?? log, { mode: 'record', rules });
  return [...jobs.values()];
}

// bench/laws-claims.bench.ts's endings: eight cards a hand, every remaining trick claimed.
function ending(seed: number, trump: number): Job {
  const pos = claimEnding(seed, 8, trump);
  return {
    pos,
    policy: { allTricks: true, drawTrumpsFirst: false, finesseSuits: 0, topDown: false },
    upper: undefined,
    limit: 1_500_000,
  };
}

const groups: [string, Job[]][] = [
  ['claim-award-by-hand', fixtureSearches('claim-award-by-hand')],
  ['revoke-64B4-next-board', fixtureSearches('revoke-64B4-next-board')],
  ['endings-8-cards', Array.from({ length: 24 }, (_, i) => ending(i, i % 2 ? 3 : -1))],
];

const answer = (r: ClaimAdjudication | null): string =>
  r ? `${r.tricks}/${r.nodes}/${r.line.map((s) => `${s.seat}${s.card}`).join(' ')}` : 'null';

const times = new Map<string, number[]>();
const nodes = new Map<string, number>();
for (let pass = 0; pass < passes; pass++) {
  for (const [name, jobs] of groups) {
    const order = pass % 2 ? [sides[1], sides[0]] : sides;
    const answers = new Map<string, string>();
    for (const [side, adjudicate] of order) {
      let ms = 0;
      let n = 0;
      const got: string[] = [];
      for (const j of jobs) {
        const t0 = performance.now();
        const r = adjudicate(j.pos, j.policy, j.upper, j.limit);
        ms += performance.now() - t0;
        n += r ? r.nodes : j.limit;
        got.push(answer(r));
      }
      answers.set(side, got.join('|'));
      nodes.set(name, n);
      const key = `${name}.${side}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }
    if (answers.get('old') !== answers.get('new')) throw new Error(`${name}: the old and new searches differ`);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const out = (name: string, value: number, unit: string): void =>
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit }));
out('law70-claim-search.load1', loadavg()[0], 'load');
for (const [name] of groups) {
  const o = median(times.get(`${name}.old`)!);
  const n = median(times.get(`${name}.new`)!);
  out(`law70-claim-search.${name}.old`, o, 'ms');
  out(`law70-claim-search.${name}.new`, n, 'ms');
  // The ratio: the median of the passes' ratios (each pass's two sides ran back to back).
  const ratios = times.get(`${name}.new`)!.map((t, i) => t / times.get(`${name}.old`)![i]);
  out(`law70-claim-search.${name}.ratio`, median(ratios), 'new/old');
  out(`law70-claim-search.${name}.nodes`, nodes.get(name)!, 'nodes');
}
