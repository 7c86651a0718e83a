#!/usr/bin/env node
// Stikk's side of bench/dd-vs-dds: a double-dummy driver speaking the line protocol described in
// packages/dds/README.md ("Side by side with DDS"). Reads commands from stdin, one per line:
//   table <PBN deal>                                  → 20 trick counts, declarers N E S W × C D H S NT
//   board <S|H|D|C|N> <leader> <remaining PBN> [trick cards…] → "<card>:<tricks>" for every legal card
//   quit
//   handrecord <dealer>:<vul>:<PBN deal>|…            → per deal its 20 trick counts and the par score
//                                                      for North–South, deals separated by `|`, solved
//                                                      on the worker pool (`@stikk/dds/pool`, as the
//                                                      server does for a session's hand records)
// Runs the built package (packages/dds/dist: `npx tsc -b` first). Arguments: [--tt ENTRIES]
// [--module FILE] [--threads N] (worker threads for `handrecord`, default 2) [--core ts|wasm]
// (the search core, for the solver and the pool's workers; default: the package's, STIKK_DD_CORE).
import { readSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { pathToFileURL } from 'node:url';
import { printCard } from '@stikk/core';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// --core: the pool's workers read it from the environment they inherit
if (arg('--core')) process.env.STIKK_DD_CORE = arg('--core');
// --module FILE: another build of @stikk/dds (e.g. a copy of an older dist, to compare versions)
const { DDSolver, par } = await import(arg('--module') ? pathToFileURL(resolve(arg('--module'))).href : '@stikk/dds');
const threads = Number(arg('--threads') ?? 2);
let pool = null;
const tt = process.argv.indexOf('--tt');
const newSolver = () => new DDSolver(tt > 0 ? { entries: Number(process.argv[tt + 1]) } : {});
let solver = newSolver();
const STRAIN = { S: 'S', H: 'H', D: 'D', C: 'C', N: 'NT' };
const out = (s) => writeSync(1, s + '\n');

// Commands read with blocking reads of fd 0 and answers written with blocking writes of fd 1, as DDS's C++
// driver does: readline and process.stdout cost an event-loop turn and about 25 µs more CPU per command
// (session 15), which the mid-play row's 210 short commands would otherwise charge to the solver.
function* stdinLines() {
  const buf = Buffer.alloc(1 << 16);
  const utf8 = new StringDecoder('utf8'); // a character split between two reads stays whole
  let rest = '';
  for (;;) {
    let n;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (e) {
      if (e.code === 'EAGAIN') continue; // stdin set non-blocking by someone else: try again
      if (e.code === 'EOF') break;
      throw e;
    }
    if (n === 0) break;
    rest += utf8.write(buf.subarray(0, n));
    for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
      yield rest.slice(0, i);
      rest = rest.slice(i + 1);
    }
  }
  rest += utf8.end();
  if (rest) yield rest;
}

for (const line of stdinLines()) {
  const [cmd, ...w] = line.trim().split(/\s+/);
  if (cmd === 'quit') {
    await pool?.close();
    break;
  }
  if (cmd === 'reset') {
    // A fresh solver, its table empty (bench/dd-vs-dds after its warm-up: nothing kept answers timed work).
    solver = newSolver();
    out('ok');
  } else if (cmd === 'table') {
    const r = solver.ddTable(w.join(' '));
    if (!r.ok) {
      out(`error ${r.error.message}`);
      continue;
    }
    const t = r.value;
    out(['N', 'E', 'S', 'W'].flatMap((d) => ['C', 'D', 'H', 'S', 'NT'].map((s) => t[d][s])).join(' '));
  } else if (cmd === 'board') {
    const [trump, leader, ...rest] = w;
    const r = solver.solveBoard({
      remaining: rest.slice(0, 4).join(' '),
      trump: STRAIN[trump],
      leader,
      trick: rest.slice(4),
    });
    if (!r.ok) {
      out(`error ${r.error.message}`);
      continue;
    }
    out(r.value.flatMap((c) => [c.card, ...c.equals].map((k) => `${printCard(k)}:${c.tricks}`)).join(' '));
  } else if (cmd === 'handrecord') {
    const boards = w
      .join(' ')
      .split('|')
      .map((b) => {
        const [dealer, vul, ...deal] = b.split(':');
        return { dealer, vul, deal: deal.join(':') };
      });
    if (!pool) {
      const { DDPool } = await import('@stikk/dds/pool');
      pool = new DDPool({ threads });
    }
    try {
      const tables = await pool.tables(boards.map((b) => b.deal));
      out(
        tables
          .map((t, i) => {
            const p = par(t, boards[i].vul, boards[i].dealer);
            const line = ['N', 'E', 'S', 'W'].flatMap((d) => ['C', 'D', 'H', 'S', 'NT'].map((s) => t[d][s])).join(' ');
            return `${line} ${p.score}`;
          })
          .join('|'),
      );
    } catch (e) {
      out(`error ${e instanceof Error ? e.message : String(e)}`);
    }
  } else out(`error unknown command ${cmd}`);
}
