// Stikk's double-dummy solver side by side with DDS (and optionally bridge-solver) on the same
// work, interleaved chunk by chunk (A B, B A, …), timed as CPU seconds (user + sys) of each
// solver's own process, read from /proc/<pid>/stat before and after every chunk. Prints, per row,
// the ratio Stikk/DDS per chunk as min · median · max, the total CPU of each side, mismatches
// between the solvers (and against the reference data where there is some), and peak RSS.
//
// Needs a DDS build you made yourself (see packages/dds/README.md, "Side by side with DDS"):
//   STIKK_DDS_DIR=/path/with/dds-driver      folder holding an executable `dds-driver`
//   STIKK_BRIDGE_SOLVER=/path/to/solver      optional: bridge-solver's `solver` (tables only)
//   STIKK_DD_HARD=/path/to/deals.txt         hard deals, one PBN deal a line (row `hard`; see README)
//   DD_VS_DDS_ROWS=list100,random,hard,spread,leads,midplay,handrecord   rows to run (default: all)
//   DD_VS_DDS_HR_BOARDS=36, DD_VS_DDS_HR_ROUNDS=3, DD_VS_DDS_HR_THREADS=2   row `handrecord`: a hand
//                                            record's tables (and Stikk's par) on N threads, wall time
//   STIKK_DD_BEFORE=/path/to/old/dist/index.js   optional: an older build of @stikk/dds run as a
//                                            third solver (before/after ratios from the same run)
//   STIKK_DD_BEFORE_CORE=ts|wasm             optional: the third solver's search core (with or
//                                            without STIKK_DD_BEFORE: `ts` runs this build's
//                                            TypeScript engine beside its WebAssembly core)
//   STIKK_DD_CORE=ts|wasm                    Stikk's core (default: the package's, wasm)
//   DD_VS_DDS_HARD=16, DD_VS_DDS_SPREAD=16   how many hard deals and `spread` deals (default 16)
//   DD_VS_DDS_ROUNDS=1                       each row this many times, fresh processes each round; prints
//                                            the whole row's Stikk/DDS per round (min · median · max)
//   DD_VS_DDS_WARMUP=0                       untimed passes over a row's last chunk by each driver
//                                            process before timing (default 0: the first chunk then
//                                            includes Node's start-up and the JIT's warm-up)
// Stikk runs as `node bench/dd-driver.mjs` on packages/dds/dist (run `npx tsc -b` first).
// Without STIKK_DDS_DIR it prints one skip line and exits 0. Linux only (/proc).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dealerOf, vulnerabilityOf } from '@stikk/core';

const out = (name: string, value: number, unit: string): void => console.log(JSON.stringify({ name, value, unit }));

const ddsDir = process.env.STIKK_DDS_DIR;
const ddsDriver = ddsDir ? join(ddsDir, 'dds-driver') : '';
if (!ddsDir || !existsSync(ddsDriver)) {
  const why = ddsDir ? `no executable dds-driver in STIKK_DDS_DIR=${ddsDir}` : 'STIKK_DDS_DIR not set';
  out('dd-vs-dds.skipped', 0, `${why}; build DDS and a driver as packages/dds/README.md describes`);
  process.exit(0);
}
if (!existsSync('/proc/self/stat')) {
  out('dd-vs-dds.skipped', 0, "needs Linux /proc to read each process's CPU time");
  process.exit(0);
}
const bridgeSolver =
  process.env.STIKK_BRIDGE_SOLVER && existsSync(process.env.STIKK_BRIDGE_SOLVER)
    ? process.env.STIKK_BRIDGE_SOLVER
    : undefined;
const rows = (process.env.DD_VS_DDS_ROWS ?? 'list100,random,hard,spread,leads,midplay,handrecord')
  .split(',')
  .map((s) => s.trim());
const hardCount = Number(process.env.DD_VS_DDS_HARD ?? 16);
const spreadCount = Number(process.env.DD_VS_DDS_SPREAD ?? 16);
const hardFile = process.env.STIKK_DD_HARD;
const beforeModule =
  process.env.STIKK_DD_BEFORE && existsSync(process.env.STIKK_DD_BEFORE) ? process.env.STIKK_DD_BEFORE : undefined;
const beforeCore = process.env.STIKK_DD_BEFORE_CORE;
// the third solver's driver arguments (none: no third solver)
const beforeArgs = [
  ...(beforeModule ? ['--module', beforeModule] : []),
  ...(beforeCore === 'ts' || beforeCore === 'wasm' ? ['--core', beforeCore] : []),
];
const before = beforeArgs.length > 0;
const warmup = Number(process.env.DD_VS_DDS_WARMUP ?? 0);
const rounds = Math.max(1, Number(process.env.DD_VS_DDS_ROUNDS ?? 1));
const TICK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

const SEATS = ['N', 'E', 'S', 'W'] as const;
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
const RANKS = 'AKQJT98765432';

// ---------- a solver process speaking the line protocol ----------

class Proc {
  private readonly child: ChildProcess;
  private readonly lines: Interface;
  private readonly waiting: ((line: string) => void)[] = [];
  constructor(
    readonly label: string,
    cmd: string,
    args: string[],
  ) {
    this.child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = createInterface({ input: this.child.stdout! });
    this.lines.on('line', (l) => this.waiting.shift()?.(l));
  }
  ask(command: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.stdin!.write(command + '\n');
    });
  }
  /** user + sys CPU seconds of the process so far. */
  cpu(): number {
    const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK; // fields 14 and 15: utime, stime
  }
  /** Peak resident set size (VmHWM) in MB. */
  peakRss(): number {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  }
  async close(): Promise<void> {
    const done = new Promise((r) => this.child.once('exit', r));
    this.child.stdin!.end('quit\n');
    await done;
  }
}

// ---------- bridge-solver: one process per deal, CPU from the shell's `times` ----------

const bsHand = (hand: string): string =>
  hand
    .split('.')
    .map((s) => s || '-')
    .join(' ');
function bridgeSolverTables(deals: string[]): { cpu: number; rss: number; tables: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'dd-vs-dds-'));
  const files = deals.map((deal, i) => {
    const h = rotateToNorth(deal).slice(2).split(' '); // N E S W
    const f = join(dir, `deal.${i}`);
    writeFileSync(
      f,
      `               ${bsHand(h[0])}\n${bsHand(h[3])}               ${bsHand(h[1])}\n               ${bsHand(h[2])}\n`,
    );
    return f;
  });
  const r = spawnSync('sh', ['-c', 'for f do "$0" -f "$f"; echo "#end"; done; times', bridgeSolver!, ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  rmSync(dir, { recursive: true, force: true });
  const lines = r.stdout.trim().split('\n');
  const times = [...lines[lines.length - 1].matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  const tables: string[] = [];
  let rss = 0;
  let cur: Record<string, number[]> = {};
  for (const l of lines) {
    const m = /^([NSHDC])\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+ s\s+([\d.]+) M/.exec(l);
    if (m) {
      cur[m[1] === 'N' ? 'NT' : m[1]] = [2, 3, 4, 5].map((i) => Number(m[i]));
      rss = Math.max(rss, Number(m[6]));
    }
    if (l === '#end') {
      // bridge-solver's columns: South, North, West, East declaring
      const col = { N: 1, E: 3, S: 0, W: 2 } as const;
      tables.push(SEATS.map((d) => STRAINS.map((s) => cur[s]?.[col[d]] ?? -1).join(' ')).join(' '));
      cur = {};
    }
  }
  // `times` prints the shell's own user/sys, then (last line) its children's
  return { cpu: times[0] + times[1], rss, tables };
}

// ---------- deals ----------

function rotateToNorth(deal: string): string {
  const m = /^([NESW]):(.*)$/.exec(deal.trim())!;
  const hands = m[2].trim().split(/\s+/);
  const first = SEATS.indexOf(m[1] as (typeof SEATS)[number]);
  const byseat = SEATS.map((_, s) => hands[(s - first + 4) & 3]);
  return `N:${byseat.join(' ')}`;
}

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

const pbn = (hands: string[][][]): string => 'N:' + hands.map((h) => h.map((s) => s.join('')).join('.')).join(' ');

/** Uniformly random deals from a seed. */
function randomDeals(n: number, seed: number): string[] {
  const r = rng(seed);
  const deals: string[] = [];
  for (let k = 0; k < n; k++) {
    const cards = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 51; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    const hands = SEATS.map(() => [[], [], [], []] as string[][]);
    cards.forEach((c, i) => hands[i % 4][Math.floor(c / 13)].push(RANKS[c % 13]));
    for (const h of hands) for (const s of h) s.sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    deals.push(pbn(hands));
  }
  return deals;
}

/**
 * Deals where no hand holds two touching ranks in a suit (A and K, K and Q, …): no cards are
 * equivalent at the start, so partition search and sequence pruning gain least. Suit lengths
 * come from a random deal.
 */
function spreadDeals(n: number, seed: number): string[] {
  const r = rng(seed);
  const deals: string[] = [];
  while (deals.length < n) {
    // lengths: a random deal's shape
    const len = SEATS.map(() => [0, 0, 0, 0]);
    const cards = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 51; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    cards.forEach((c, i) => len[i % 4][Math.floor(c / 13)]++);
    const hands = SEATS.map(() => [[], [], [], []] as string[][]);
    let okDeal = true;
    for (let s = 0; s < 4 && okDeal; s++) {
      const left = len.map((l) => l[s]);
      let prev = -1;
      for (let rank = 0; rank < 13; rank++) {
        const remaining = 13 - rank;
        // a hand with more than half the remaining cards (rounded up) must take this one
        const forced = left.findIndex((c, h) => h !== prev && c * 2 > remaining);
        const choices =
          forced >= 0 ? [forced] : left.map((c, h) => (c > 0 && h !== prev ? h : -1)).filter((h) => h >= 0);
        if (choices.length === 0) {
          okDeal = false;
          break;
        }
        const h = choices[Math.floor(r() * choices.length)];
        hands[h][s].push(RANKS[rank]);
        left[h]--;
        prev = h;
      }
    }
    if (okDeal) deals.push(pbn(hands));
  }
  return deals;
}

// ---------- rows ----------

interface Job {
  cmd: string;
  expect?: string;
}
interface Row {
  name: string;
  what: string;
  chunks: Job[][];
  tables: boolean;
}

// STIKK_DD_DATA: the reference data folder when it is not ../shared/data/dd (e.g. in a worktree)
const data = (f: string): string =>
  process.env.STIKK_DD_DATA
    ? join(process.env.STIKK_DD_DATA, f)
    : fileURLToPath(new URL(`../../shared/data/dd/${f}`, import.meta.url));
const tableLine = (t: Record<string, Record<string, number>>): string =>
  SEATS.map((d) => STRAINS.map((s) => t[d][s]).join(' ')).join(' ');
const chunk = <T>(xs: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));
const normBoard = (line: string): string => line.trim().split(/\s+/).sort().join(' ');

function buildRows(): Row[] {
  const list: Row[] = [];
  if (rows.includes('list100') && existsSync(data('list100.json'))) {
    const deals = JSON.parse(readFileSync(data('list100.json'), 'utf8')) as {
      deal: string;
      tricks: Record<string, Record<string, number>>;
    }[];
    list.push({
      name: 'list100',
      what: 'list100, full tables',
      tables: true,
      chunks: chunk(
        deals.map((d) => ({ cmd: `table ${d.deal}`, expect: tableLine(d.tricks) })),
        10,
      ),
    });
  }
  if (rows.includes('random'))
    list.push({
      name: 'random',
      what: '100 random deals (seed 21), full tables',
      tables: true,
      chunks: chunk(
        randomDeals(100, 21).map((d) => ({ cmd: `table ${d}` })),
        10,
      ),
    });
  if (rows.includes('hard')) {
    if (hardFile && existsSync(hardFile)) {
      const deals = readFileSync(hardFile, 'utf8')
        .split('\n')
        .map((l) => l.replace(/^table\s+/, '').trim())
        .filter((l) => /^[NESW]:/.test(l))
        .slice(0, hardCount);
      list.push({
        name: 'hard',
        what: `${deals.length} hard deals from ${hardFile}, full tables`,
        tables: true,
        chunks: chunk(
          deals.map((d) => ({ cmd: `table ${d}` })),
          1,
        ),
      });
    } else out('dd-vs-dds.hard.skipped', 0, 'STIKK_DD_HARD (a file of hard deals, one PBN deal a line) not given');
  }
  if (rows.includes('spread'))
    list.push({
      name: 'spread',
      what: `${spreadCount} deals with no touching ranks in any hand (seed 7), full tables`,
      tables: true,
      chunks: chunk(
        spreadDeals(spreadCount, 7).map((d) => ({ cmd: `table ${d}` })),
        1,
      ),
    });
  const solveCases = existsSync(data('solve-cases.json'))
    ? (JSON.parse(readFileSync(data('solve-cases.json'), 'utf8')) as Record<
        string,
        {
          trump: string;
          leader?: string;
          trick_leader?: string;
          current_trick: string[];
          remaining: string;
          expected_cards: { card: string; tricks: number; equals?: string[] }[];
        }[]
      >)
    : undefined;
  const boardJob = (c: {
    trump: string;
    leader?: string;
    trick_leader?: string;
    current_trick: string[];
    remaining: string;
    expected_cards: { card: string; tricks: number; equals?: string[] }[];
  }): Job => ({
    cmd: `board ${c.trump === 'NT' ? 'N' : c.trump} ${c.trick_leader ?? c.leader} ${c.remaining} ${c.current_trick.join(' ')}`.trim(),
    expect: normBoard(
      c.expected_cards.flatMap((e) => [e.card, ...(e.equals ?? [])].map((k) => `${k}:${e.tricks}`)).join(' '),
    ),
  });
  if (rows.includes('leads') && solveCases)
    list.push({
      name: 'leads',
      what: '100 opening leads, every card scored (solveBoard)',
      tables: false,
      chunks: chunk(solveCases.opening_lead.map(boardJob), 10),
    });
  if (rows.includes('midplay') && solveCases)
    list.push({
      name: 'midplay',
      what: `${solveCases.midplay.length} mid-play positions, every card scored (solveBoard)`,
      tables: false,
      chunks: chunk(solveCases.midplay.map(boardJob), 70),
    });
  return list;
}

// ---------- the run ----------

const here = fileURLToPath(new URL('.', import.meta.url));
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const r2 = (x: number): number => Math.round(x * 100) / 100;
const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const rss = { stikk: 0, dds: 0, bs: 0, before: 0 };

for (const row of buildRows()) {
  const ratios: number[] = [],
    bsRatios: number[] = [],
    beforeRatios: number[] = [],
    gainRatios: number[] = [],
    roundRatios: number[] = [];
  const total = { stikk: 0, dds: 0, bs: 0, before: 0 };
  let mismatch = 0,
    refMismatch = 0,
    bsMismatch = 0;
  const load0 = loadavg()[0];
  for (let round = 0; round < rounds; round++) {
    // each round with fresh solver processes, so that nothing one keeps between calls answers a later round
    const stikk = new Proc('stikk', process.execPath, [join(here, 'dd-driver.mjs')]);
    const dds = new Proc('dds', ddsDriver, ['1']);
    const old = before ? new Proc('before', process.execPath, [join(here, 'dd-driver.mjs'), ...beforeArgs]) : undefined;
    // untimed: start-up, JIT warm-up and first allocations out of the first chunk (both sides alike),
    // on the row's last chunk. That chunk is timed too: Stikk's drivers then start a fresh solver, so that
    // what it keeps between calls (its table while the trump is unchanged) does not answer timed work.
    // (Before session 25 they kept it: on the mid-play row the last chunk took 6 % fewer trick starts.)
    // DDS clears its table at a new trump or a deal unlike the previous one (its SolverIF.cpp), so chunks in
    // between leave it nothing of the warm-up.
    const warm = row.chunks[row.chunks.length - 1] ?? [];
    for (let w = 0; w < warmup; w++)
      for (const p of [stikk, dds, ...(old ? [old] : [])]) for (const j of warm) await p.ask(j.cmd);
    if (warmup > 0) for (const p of [stikk, ...(old ? [old] : [])]) await p.ask('reset');
    const roundCpu = { stikk: 0, dds: 0 };
    for (const [i, jobs] of row.chunks.entries()) {
      const answers: Record<string, string[]> = {};
      const cpu: Record<string, number> = {};
      const runProc = async (p: Proc): Promise<void> => {
        const c0 = p.cpu();
        const a: string[] = [];
        for (const j of jobs) a.push(await p.ask(j.cmd));
        cpu[p.label] = p.cpu() - c0;
        answers[p.label] = a;
      };
      const runBs = (): void => {
        const r = bridgeSolverTables(jobs.map((j) => j.cmd.slice(6)));
        cpu.bs = r.cpu;
        rss.bs = Math.max(rss.bs, r.rss);
        answers.bs = r.tables;
      };
      // rotate the order: S D B, D B S, B S D, …
      const order = [
        () => runProc(stikk),
        () => runProc(dds),
        ...(row.tables && bridgeSolver ? [async () => runBs()] : []),
        ...(old ? [() => runProc(old)] : []),
      ];
      for (let k = 0; k < order.length; k++) await order[(k + i + round) % order.length]();
      jobs.forEach((j, n) => {
        const norm = row.tables ? (x: string): string => x.trim() : normBoard;
        const s = norm(answers.stikk[n]);
        if (s !== norm(answers.dds[n])) mismatch++;
        if (j.expect !== undefined && s !== j.expect) refMismatch++;
        if (answers.bs && s !== answers.bs[n]) bsMismatch++;
        if (answers.before && s !== norm(answers.before[n])) mismatch++;
      });
      total.stikk += cpu.stikk;
      total.dds += cpu.dds;
      roundCpu.stikk += cpu.stikk;
      roundCpu.dds += cpu.dds;
      if (cpu.dds > 0) ratios.push(cpu.stikk / cpu.dds);
      if (cpu.before !== undefined) {
        total.before += cpu.before;
        if (cpu.dds > 0) beforeRatios.push(cpu.before / cpu.dds);
        if (cpu.before > 0) gainRatios.push(cpu.stikk / cpu.before);
      }
      if (cpu.bs !== undefined) {
        total.bs += cpu.bs;
        if (cpu.bs > 0) bsRatios.push(cpu.stikk / cpu.bs);
      }
    }
    if (roundCpu.dds > 0) roundRatios.push(roundCpu.stikk / roundCpu.dds);
    rss.stikk = Math.max(rss.stikk, stikk.peakRss());
    rss.dds = Math.max(rss.dds, dds.peakRss());
    if (old) rss.before = Math.max(rss.before, old.peakRss());
    await Promise.all([stikk.close(), dds.close(), old?.close()]);
  }
  const jobs = row.chunks.reduce((n, c) => n + c.length, 0);
  const p = `dd-vs-dds.${row.name}`;
  out(`${p}.jobs`, jobs, row.what);
  out(
    `${p}.pairs`,
    ratios.length,
    `chunks of ${row.chunks[0].length}, interleaved${warmup ? `, after ${warmup} untimed pass(es) over the last` : ''}` +
      (rounds > 1 ? `, in ${rounds} rounds of fresh processes` : ''),
  );
  if (rounds > 1) {
    // the whole row's CPU ratio, one per round: the measure least swayed by which deals fall in a chunk
    out(`${p}.rounds.stikk/dds.min`, r2(Math.min(...roundRatios)), 'x');
    out(`${p}.rounds.stikk/dds.median`, r2(median(roundRatios)), 'x');
    out(`${p}.rounds.stikk/dds.max`, r2(Math.max(...roundRatios)), 'x');
    out(`${p}.rounds.stikk/dds.each`, roundRatios.length, `whole row per round: ${roundRatios.map(r2).join(' ')}`);
  }
  out(`${p}.stikk.cpu`, r3(total.stikk), 's');
  out(`${p}.dds.cpu`, r3(total.dds), 's');
  out(`${p}.stikk/dds.min`, r2(Math.min(...ratios)), 'x');
  out(`${p}.stikk/dds.median`, r2(median(ratios)), 'x');
  out(`${p}.stikk/dds.max`, r2(Math.max(...ratios)), 'x');
  out(`${p}.stikk/dds.chunks`, ratios.length, `per chunk, in order: ${ratios.map(r2).join(' ')}`);
  if (bsRatios.length) {
    out(`${p}.bridge-solver.cpu`, r3(total.bs), 's');
    out(`${p}.stikk/bridge-solver.median`, r2(median(bsRatios)), 'x');
    out(`${p}.mismatches.bridge-solver`, bsMismatch, 'jobs');
  }
  if (beforeRatios.length) {
    out(`${p}.before.cpu`, r3(total.before), 's');
    out(`${p}.before/dds.median`, r2(median(beforeRatios)), 'x');
    out(`${p}.stikk/before.min`, r2(Math.min(...gainRatios)), 'x');
    out(`${p}.stikk/before.median`, r2(median(gainRatios)), 'x');
    out(`${p}.stikk/before.max`, r2(Math.max(...gainRatios)), 'x');
  }
  out(`${p}.load`, r2(load0), `load average (1 min) at the row's start; ${r2(loadavg()[0])} at its end`);
  out(`${p}.mismatches.dds`, mismatch, 'jobs');
  if (row.chunks[0][0].expect !== undefined) out(`${p}.mismatches.reference`, refMismatch, 'jobs');
}
// ---------- a whole hand record on the worker pool (issue 21, item 4) ----------
// The first N list100 deals as boards 1…N: Stikk's `handrecord` (tables on the worker pool that
// the server uses, plus par per board) against DDS's driver started with the same thread count
// (`CalcDDtablePBN` per deal; DDS shares one table's work among its threads). Wall time and CPU,
// rounds alternating which solver goes first; one warm-up request each first.
if (rows.includes('handrecord') && existsSync(data('list100.json'))) {
  const n = Number(process.env.DD_VS_DDS_HR_BOARDS ?? 36);
  const rounds = Number(process.env.DD_VS_DDS_HR_ROUNDS ?? 3);
  const threads = Number(process.env.DD_VS_DDS_HR_THREADS ?? 2);
  const deals = (
    JSON.parse(readFileSync(data('list100.json'), 'utf8')) as {
      deal: string;
      tricks: Record<string, Record<string, number>>;
    }[]
  ).slice(0, n);
  const boards = deals.map((d, i) => `${dealerOf(i + 1)}:${vulnerabilityOf(i + 1)}:${d.deal}`);
  const stikk = new Proc('stikk', process.execPath, [join(here, 'dd-driver.mjs'), '--threads', String(threads)]);
  const dds = new Proc('dds', ddsDriver, [String(threads)]);
  await stikk.ask(`handrecord ${boards.slice(0, threads).join('|')}`);
  await dds.ask(`table ${deals[0].deal}`);
  const wall = { stikk: [] as number[], dds: [] as number[] };
  const cpuRatios: number[] = [];
  const wallRatios: number[] = [];
  let mismatch = 0;
  for (let round = 0; round < rounds; round++) {
    let stikkTables: string[] = [];
    let ddsTables: string[] = [];
    const cpu = { stikk: 0, dds: 0 };
    const runStikk = async (): Promise<void> => {
      const c0 = stikk.cpu();
      const t0 = performance.now();
      const answer = await stikk.ask(`handrecord ${boards.join('|')}`);
      wall.stikk.push((performance.now() - t0) / 1000);
      cpu.stikk = stikk.cpu() - c0;
      stikkTables = answer.split('|').map((x) => x.trim().split(' ').slice(0, 20).join(' '));
    };
    const runDds = async (): Promise<void> => {
      const c0 = dds.cpu();
      const t0 = performance.now();
      const a: string[] = [];
      for (const d of deals) a.push(await dds.ask(`table ${d.deal}`));
      wall.dds.push((performance.now() - t0) / 1000);
      cpu.dds = dds.cpu() - c0;
      ddsTables = a.map((x) => x.trim());
    };
    if (round % 2 === 0) {
      await runStikk();
      await runDds();
    } else {
      await runDds();
      await runStikk();
    }
    deals.forEach((d, i) => {
      if (stikkTables[i] !== ddsTables[i] || stikkTables[i] !== tableLine(d.tricks)) mismatch++;
    });
    wallRatios.push(wall.stikk[round] / wall.dds[round]);
    if (cpu.dds > 0) cpuRatios.push(cpu.stikk / cpu.dds);
  }
  const p = 'dd-vs-dds.handrecord';
  out(`${p}.boards`, n, `list100 deals 1–${n}, tables (Stikk also par), ${threads} threads, ${rounds} rounds`);
  out(`${p}.stikk.wall.median`, r3(median(wall.stikk)), 's');
  out(`${p}.dds.wall.median`, r3(median(wall.dds)), 's');
  out(`${p}.stikk/dds.wall.min`, r2(Math.min(...wallRatios)), 'x');
  out(`${p}.stikk/dds.wall.median`, r2(median(wallRatios)), 'x');
  out(`${p}.stikk/dds.wall.max`, r2(Math.max(...wallRatios)), 'x');
  out(`${p}.stikk/dds.cpu.median`, r2(median(cpuRatios)), 'x');
  out(`${p}.mismatches`, mismatch, 'tables (against DDS and the reference)');
  rss.stikk = Math.max(rss.stikk, stikk.peakRss());
  rss.dds = Math.max(rss.dds, dds.peakRss());
  await Promise.all([stikk.close(), dds.close()]);
}

out('dd-vs-dds.peak-rss.stikk', Math.round(rss.stikk), 'MB');
out('dd-vs-dds.peak-rss.dds', Math.round(rss.dds), 'MB');
if (bridgeSolver) out('dd-vs-dds.peak-rss.bridge-solver', Math.round(rss.bs), 'MB');
if (before) out('dd-vs-dds.peak-rss.before', Math.round(rss.before), 'MB');
