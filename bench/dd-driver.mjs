#!/usr/bin/env node
// Stikk's side of bench/dd-vs-dds: a double-dummy driver speaking the line protocol described in
// packages/dds/README.md ("Side by side with DDS"). Reads commands from stdin, one per line:
//   table <PBN deal>                                  → 20 trick counts, declarers N E S W × C D H S NT
//   board <S|H|D|C|N> <leader> <remaining PBN> [trick cards…] → "<card>:<tricks>" for every legal card
//   quit
// Runs the built package (packages/dds/dist: `npx tsc -b` first). Arguments: [--tt ENTRIES]
// [--module FILE].
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { printCard } from '@stikk/core';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// --module FILE: another build of @stikk/dds (e.g. a copy of an older dist, to compare versions)
const { DDSolver } = await import(arg('--module') ? pathToFileURL(resolve(arg('--module'))).href : '@stikk/dds');
const tt = process.argv.indexOf('--tt');
const solver = new DDSolver(tt > 0 ? { entries: Number(process.argv[tt + 1]) } : {});
const STRAIN = { S: 'S', H: 'H', D: 'D', C: 'C', N: 'NT' };
const out = (s) => process.stdout.write(s + '\n');

for await (const line of createInterface({ input: process.stdin })) {
  const [cmd, ...w] = line.trim().split(/\s+/);
  if (cmd === 'quit') break;
  if (cmd === 'table') {
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
  } else out(`error unknown command ${cmd}`);
}
