import { readFileSync } from 'node:fs';
import { DDSolver } from '@stikk/dds';
const lines = readFileSync(process.argv[2], 'utf8').trim().split('\n').map((l) => l.replace(/^table /, ''));
const from = Number(process.argv[3] ?? 0), to = Number(process.argv[4] ?? 1);
const entries = Number(process.argv[5] ?? 1_000_000);
const s = new DDSolver({ entries });
for (let i = from; i < to; i++) {
  const c0 = process.cpuUsage(); const n0 = s.nodes; const cl0 = s.engine.tt.clears;
  const r = s.ddTable(lines[i]);
  const cu = process.cpuUsage(c0);
  console.log(i, 'cpu', Math.round((cu.user + cu.system) / 1000), 'nodes', s.nodes - n0, 'clears', s.engine.tt.clears - cl0, 'size', s.engine.tt.size, r.ok ? JSON.stringify(r.value.N) : '');
}
