// Do two source trees rule the same? Folds every fixture of the laws package (auction,
// auction-qa, play) and 300 random legal boards with the digital director in both trees, in one
// process, and compares the whole output (TABLE-LOG.md fields with explanations and messages, as
// JSON text, so key order counts too) and the director's bookkeeping. For a speed change, which
// must leave every ruling as it was.
//   node --conditions=source --import tsx bench/support/fold-same.ts <before-tree> [after-tree]
// FOLD_AB_FIXTURES=dir: the fixtures folder, by default the before tree's packages/laws/test/fixtures/.
// Prints {"name":"same.rulings","logs":n,"different":d,"unreadable":u}; exit status 1 if d > 0.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Tree {
  readonly core: typeof import('../../packages/core/src/index.js');
  readonly laws: typeof import('../../packages/laws/src/index.js');
}
const beforeRoot = process.argv[2];
if (!beforeRoot) {
  process.stderr.write('usage: fold-same.ts <before-tree> [after-tree]\n');
  process.exit(2);
}
const afterRoot = process.argv[3] ?? new URL('../..', import.meta.url).pathname;
const load = async (root: string): Promise<Tree> => ({
  core: await import(`${resolve(root)}/packages/core/src/index.ts`),
  laws: await import(`${resolve(root)}/packages/laws/src/index.ts`),
});
const before = await load(beforeRoot);
const after = await load(afterRoot);

/** Everything a fold says, as text (a refused log: its error). */
function ruling(t: Tree, raw: unknown): string {
  const p = t.core.parseTableLog(raw);
  if (!p.ok) return `unreadable: ${p.error.code}`;
  const r = t.core.foldLog(p.value, { mode: 'record', rules: t.laws.directorRules });
  if (!r.ok) return `refused: ${JSON.stringify(r.error)}`;
  const director = JSON.stringify(r.value.director, (_k, v) => (v instanceof Set ? [...v] : v));
  return `${JSON.stringify(t.core.replayOutput(r.value))}\n${director}`;
}

const dir = resolve(process.env.FOLD_AB_FIXTURES ?? `${beforeRoot}/packages/laws/test/fixtures/`);
const logs: { name: string; raw: unknown }[] = [];
for (const sub of ['auction', 'auction-qa', 'play']) {
  let names: string[] = [];
  try {
    names = readdirSync(`${dir}/${sub}`);
  } catch {
    continue;
  }
  for (const f of names.filter((x) => x.endsWith('.json') && !x.endsWith('.expected.json')).sort()) {
    const j = JSON.parse(readFileSync(`${dir}/${sub}/${f}`, 'utf8'));
    logs.push({ name: `${sub}/${f}`, raw: sub === 'play' ? j : j.log });
  }
}
for (let i = 1; i <= 300; i++) logs.push({ name: `random board ${i}`, raw: before.core.randomBoardLog('same', i) });

let different = 0;
let unreadable = 0;
for (const { name, raw } of logs) {
  const a = ruling(before, raw);
  const b = ruling(after, raw);
  if (a.startsWith('unreadable') || b.startsWith('unreadable')) unreadable++;
  else if (a !== b) {
    different++;
    process.stderr.write(`different: ${name}\n  before ${a.slice(0, 300)}\n  after  ${b.slice(0, 300)}\n`);
  }
}
console.log(JSON.stringify({ name: 'same.rulings', logs: logs.length, different, unreadable }));
process.exitCode = different ? 1 : 0;
