// Paired before/after timing of the core fold and the director fold in ONE process, for a busy
// machine: both source trees (an old checkout and this one) are loaded side by side, and each
// round times a batch of the old code and a batch of the new code back to back, alternating which
// goes first (A B, then B A), so both see the same machine load. The figure that counts is the
// ratio: the median over rounds of after/before (< 1: the new code is faster).
//   git worktree add --detach /tmp/before <old commit>   (then copy node_modules as in COMMON/CONTRIBUTING)
//   node --conditions=source --import tsx bench/support/fold-ab-paired.ts /tmp/before [after-tree]
// The after tree defaults to this checkout. Cases: 300 random legal boards folded by the core
// alone and with the whole digital director, and the director over the laws package's auction,
// play and claim (play/claim-*) fixtures, only those both trees can read.
// Environment: FOLD_AB_FIXTURES=dir, the fixtures folder (holding auction/ and play/), by default
// the before tree's packages/laws/test/fixtures/ (the set grows between commits); FOLD_AB_ROUNDS
// (default 15); FOLD_AB_WARMUP (batches per tree and case before timing, default 30) and
// FOLD_AB_WARMUP_MS (warm-up time cap, default 3000); FOLD_AB_BATCH_MS (a batch repeats the case
// to about this long, default 25); FOLD_AB_ONLY=text (only the cases whose name contains it).
// Prints one JSON line per case: {"name","before","after","ratio","unit","rounds","reps","logs"}:
// medians of ms per batch (`reps` runs of the case over `logs` table logs) and the median ratio.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Tree {
  readonly core: typeof import('../../packages/core/src/index.js');
  readonly laws: typeof import('../../packages/laws/src/index.js');
}

const beforeRoot = process.argv[2];
if (!beforeRoot) {
  process.stderr.write('usage: fold-ab-paired.ts <before-tree> [after-tree]\n');
  process.exit(2);
}
const afterRoot = process.argv[3] ?? new URL('../..', import.meta.url).pathname;

async function load(root: string): Promise<Tree> {
  const r = resolve(root);
  return {
    core: await import(`${r}/packages/core/src/index.ts`),
    laws: await import(`${r}/packages/laws/src/index.ts`),
  };
}
const before = await load(beforeRoot);
const after = await load(afterRoot);

const dir = resolve(process.env.FOLD_AB_FIXTURES ?? `${beforeRoot}/packages/laws/test/fixtures/`);
/** The raw logs of a fixtures folder: auction fixtures wrap the log (`.log`), play fixtures are one. */
function logsIn(sub: string, pick: (j: { log?: unknown }) => unknown, keep = (_f: string) => true): unknown[] {
  const d = `${dir}/${sub}/`;
  let names: string[];
  try {
    names = readdirSync(d);
  } catch {
    return [];
  }
  return names
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json') && keep(f))
    .sort()
    .map((f) => pick(JSON.parse(readFileSync(d + f, 'utf8'))));
}
/** Only the logs both trees read (a newer tree's fixtures may use findings the old one does not know). */
const bothRead = (raws: unknown[]): unknown[] =>
  raws.filter((r) => before.core.parseTableLog(r).ok && after.core.parseTableLog(r).ok);
const auctionRaw = bothRead(logsIn('auction', (j) => j.log));
// The claim fixtures apart: a few search the play double dummy (seconds each) and would swamp the rest.
const playRaw = bothRead(
  logsIn(
    'play',
    (j) => j,
    (f) => !f.startsWith('claim-'),
  ),
);
const claimRaw = bothRead(
  logsIn(
    'play',
    (j) => j,
    (f) => f.startsWith('claim-'),
  ),
);

/** One tree's cases, each over logs parsed by that tree's own parser. */
function cases(t: Tree): Record<string, () => void> {
  const { core, laws } = t;
  const parse = (raw: unknown) => core.unwrap(core.parseTableLog(raw));
  const legal = Array.from({ length: 300 }, (_, i) => parse(core.randomBoardLog('ab', i + 1)));
  const auction = auctionRaw.map(parse);
  const play = playRaw.map(parse);
  const claims = claimRaw.map(parse);
  const director = (logs: readonly ReturnType<typeof parse>[]) => () => {
    for (const l of logs) core.foldLog(l, { mode: 'record', rules: laws.directorRules });
  };
  const out: Record<string, () => void> = {
    'paired.core-fold.legal-boards': () => {
      for (const l of legal) core.foldLog(l);
    },
    'paired.director-fold.legal-boards': director(legal),
  };
  if (auction.length) out['paired.director-fold.auction-fixtures'] = director(auction);
  if (play.length) out['paired.director-fold.play-fixtures'] = director(play);
  if (claims.length) out['paired.director-fold.claim-fixtures'] = director(claims);
  return out;
}

const logs: Record<string, number> = {
  'paired.core-fold.legal-boards': 300,
  'paired.director-fold.legal-boards': 300,
  'paired.director-fold.auction-fixtures': auctionRaw.length,
  'paired.director-fold.play-fixtures': playRaw.length,
  'paired.director-fold.claim-fixtures': claimRaw.length,
};
const a = cases(before);
const b = cases(after);
const rounds = Number(process.env.FOLD_AB_ROUNDS ?? 15);
const warmup = Number(process.env.FOLD_AB_WARMUP ?? 30);
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
const time = (fn: () => void): number => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};
const round2 = (x: number): number => Math.round(x * 100) / 100;

// FOLD_AB_ONLY=text: only the cases whose name contains it (e.g. `auction-fixtures`).
const only = process.env.FOLD_AB_ONLY;
for (const name of Object.keys(a).filter((n) => !only || n.includes(only))) {
  const fa = a[name];
  const fb = b[name];
  if (!fb) continue;
  // Warm-up stops early once it has taken FOLD_AB_WARMUP_MS (default 3000 ms): a slow case is warm sooner.
  const until = performance.now() + Number(process.env.FOLD_AB_WARMUP_MS ?? 3000);
  for (let i = 0; i < warmup && performance.now() < until; i++) {
    fa();
    fb();
  }
  // A batch repeats the case until the old code takes about FOLD_AB_BATCH_MS (default 25 ms), so a
  // short case is not lost in the timer's and the scheduler's noise.
  const reps = Math.max(
    1,
    Math.round(Number(process.env.FOLD_AB_BATCH_MS ?? 25) / Math.min(...Array.from({ length: 7 }, () => time(fa)))),
  );
  const batch = (fn: () => void) => () => {
    for (let i = 0; i < reps; i++) fn();
  };
  const [ba, bb] = [batch(fa), batch(fb)];
  const ta: number[] = [];
  const tb: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // A B in even rounds, B A in odd ones: a load change within a round hits both sides alike.
    let x: number;
    let y: number;
    if (r % 2 === 0) {
      x = time(ba);
      y = time(bb);
    } else {
      y = time(bb);
      x = time(ba);
    }
    ta.push(x);
    tb.push(y);
    ratios.push(y / x);
  }
  console.log(
    JSON.stringify({
      name,
      before: round2(median(ta)),
      after: round2(median(tb)),
      ratio: Math.round(median(ratios) * 1000) / 1000,
      unit: 'ms',
      rounds,
      reps,
      logs: logs[name],
    }),
  );
}
