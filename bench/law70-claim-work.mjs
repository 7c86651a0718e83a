#!/usr/bin/env node
// The Law 70 claim search's work in instructions, old file against new, counts that do not
// depend on the machine's load (bench/law70-claim-search.bench.ts times the same A/B in wall
// time). Each side's packages/laws/src/claims/law70-claim-search.ts (the old one from git) is
// bundled with esbuild and run by `node --single-threaded` (no concurrent GC or compiler threads:
// the count repeats to 0.1 %) under `valgrind --tool=cachegrind`, on the two claim searches the
// law fixtures fold to: play/claim-award-by-hand cut at LIMIT nodes (it gives up at 1,500,000)
// and play/revoke-64B4-next-board (36,909 nodes); a run that searches nothing is the baseline.
//   node bench/law70-claim-work.mjs [LIMIT=300000] [BASE=8f4ba634]
// Prints JSON lines: law70-claim-work.{old,new} (instructions net of the baseline), .ratio, and
// the answers (both sides must agree).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const [limit = '300000', base = '8f4ba634'] = process.argv.slice(2);
const file = 'packages/laws/src/claims/law70-claim-search.ts';
const dir = mkdtempSync(join(tmpdir(), 'law70-work-'));
const esbuild = join(repo, 'node_modules', '.bin', 'esbuild');
writeFileSync(join(dir, 'old.ts'), execFileSync('git', ['show', `${base}:${file}`], { cwd: repo, encoding: 'utf8' }));
for (const [side, src] of [
  ['old', join(dir, 'old.ts')],
  ['new', join(repo, file)],
])
  execFileSync(esbuild, [src, '--format=esm', `--outfile=${join(dir, `${side}.mjs`)}`, '--log-level=warning']);
writeFileSync(join(dir, 'none.mjs'), 'export function adjudicateClaim() { return null; }\n');

// The positions and policies the fixtures' folds search (as their claim-search cache keys hold them).
const JOBS = [
  [
    {
      hands: [
        [50, 49, 31, 29, 27, 24, 22, 13, 7, 6, 4],
        [48, 46, 37, 36, 21, 20, 19, 18, 10, 9, 8],
        [47, 44, 43, 42, 40, 25, 23, 17, 12, 11, 2],
        [33, 32, 30, 26, 16, 15, 14, 5, 3, 1, 0],
      ],
      trump: 3,
      leader: 2,
      trick: [],
      claimerSide: 0,
      voids: 0,
    },
    { allTricks: true, drawTrumpsFirst: true, finesseSuits: 0, topDown: false, irrationalEscape: false },
    11,
    Number(limit),
  ],
  [
    {
      hands: [
        [51, 50, 49, 39, 37, 26, 25, 24, 13, 1],
        [48, 47, 35, 34, 33, 23, 22, 21, 11, 10],
        [45, 44, 43, 42, 32, 31, 20, 19, 18, 7],
        [41, 40, 29, 28, 17, 16, 15, 14, 8, 4],
      ],
      trump: 3,
      leader: 0,
      trick: [],
      claimerSide: 0,
      voids: 16,
    },
    { allTricks: false, drawTrumpsFirst: false, finesseSuits: 0, topDown: false },
    undefined,
    1_500_000,
  ],
];
writeFileSync(
  join(dir, 'run.mjs'),
  `const { adjudicateClaim } = await import(\`./\${process.argv[2]}.mjs\`);
const jobs = ${JSON.stringify(JOBS)};
console.log(jobs.map(([p, q, u, n]) => { const r = adjudicateClaim(p, q, u ?? undefined, n); return r ? r.tricks + '/' + r.nodes : 'null'; }).join(' '));
`,
);

const counts = {};
const answers = {};
for (const side of ['none', 'old', 'new']) {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      join(dir, 'run.mjs'),
      side,
    ],
    { encoding: 'utf8' },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
  if (r.status !== 0 || !refs) throw new Error(`valgrind (${side}) failed:\n${r.stderr}`);
  counts[side] = Number(refs[1].replaceAll(',', ''));
  answers[side] = r.stdout.trim();
}
rmSync(dir, { recursive: true });
if (answers.old !== answers.new) throw new Error(`the answers differ: old ${answers.old}, new ${answers.new}`);
const out = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));
const old = counts.old - counts.none;
const now = counts.new - counts.none;
out('law70-claim-work.old', old, 'instructions');
out('law70-claim-work.new', now, 'instructions');
out('law70-claim-work.ratio', Math.round((1000 * now) / old) / 1000, 'new/old');
out('law70-claim-work.answers', answers.new, `by-hand cut at ${limit} nodes, revoke-64B4`);
