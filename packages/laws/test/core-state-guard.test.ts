// Issue 16: only the core writes the table state. The digital director (and every package outside
// core) sees it as `Table`/`TableState`: deeply read-only, changed only through core's commands.
// 1. The compiler refuses each kind of write a director could attempt (checked here by compiling
//    such writes against core's sources); 2. no source outside core gets around the types (casts,
//    or reaching for the machine class), which a scan of the sources checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Compiles each body as a director hook over core's sources (one program for all: compiling is
 * slow); returns, per body, the compiler's error messages.
 */
function compileHooks(bodies: string[]): string[][] {
  const file = join(repo, 'packages/laws/src/__guard__.ts');
  const lines = [`import type { Table, Effect } from '@stikk/core';`];
  const startLine: number[] = [];
  bodies.forEach((body, i) => {
    startLine.push(lines.length);
    lines.push(`export function hook${i}(m: Table, e: Effect): void {`, ...body.split('\n'), '}');
  });
  const text = lines.join('\n') + '\n';
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: repo,
    paths: { '@stikk/core': ['packages/core/src/index.ts'] },
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (f) => (f === file ? text : read(f));
  const exists = host.fileExists.bind(host);
  host.fileExists = (f) => f === file || exists(f);
  const program = ts.createProgram([file], options, host);
  const src = program.getSourceFile(file)!;
  const out: string[][] = bodies.map(() => []);
  for (const d of ts.getPreEmitDiagnostics(program, src)) {
    const line = src.getLineAndCharacterOfPosition(d.start ?? 0).line;
    let k = startLine.length - 1;
    while (k > 0 && startLine[k] > line) k--;
    out[k].push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return out;
}

const allowed = `m.setPending(null); m.addRestriction(e); m.removeRestriction(m.restrictions[0]); m.withdrawCard(3); m.transferTricks('NS', 1);
const n: number = m.tricks.length + m.tricksWon.NS + (m.hands.N?.length ?? 0); void n; void m.director;`;
const writes: Record<string, string> = {
  'assign a field': `m.phase = 'play';`,
  'assign the pending rectification': `m.pending = null;`,
  'pop a trick': `m.tricks.pop();`,
  "splice a trick's cards": `m.tricks[0].plays.splice(0, 1);`,
  "clear a trick's winner": `m.tricks[0].winner = null;`,
  'count a trick': `m.tricksWon.NS++;`,
  'push to a hand': `m.hands.N?.push(1);`,
  'push a restriction': `m.restrictions.push(e);`,
  'change an effect in force': `m.restrictions[0].mode = 'forbid';`,
  'make a call stand': `m.calls[0].stands = true;`,
  'splice the calls': `m.calls.splice(0, 1);`,
  'make a penalty card major': `m.penaltyCards[0].major = true;`,
  'expose a card': `m.exposed.add(1);`,
  'dispute a claim': `if (m.claim) m.claim.disputed = true;`,
  'change a ruling': `m.rulings[0].effects.push(e);`,
};

describe('writes to the table state', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = compileHooks([allowed, ...Object.values(writes)]);
  }, 120_000);

  it('go through core commands: the director may call them and read everything', () => {
    expect(results[0]).toEqual([]);
  });

  Object.keys(writes).forEach((what, i) => {
    it(`are refused by the compiler: ${what}`, () => {
      expect(results[i + 1].length).toBeGreaterThan(0);
    });
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

describe('no package outside core gets around the read-only state', () => {
  const pkgs = ['laws', 'server', 'web', 'cli'];
  const files = pkgs.flatMap((p) => sources(join(repo, 'packages', p, 'src')));
  const CORE_STATE_TYPES =
    'TableMachine|Table|TableState|Effect|Ruling|PenaltyCardState|TrickRecord|CallRecord|PlayedCard|ClaimRecord|TricksBySide|PendingRectification|EventStatus';

  it('scans the sources of the packages that hold table states', () => {
    expect(files.some((f) => f.includes('/laws/src/'))).toBe(true);
    expect(files.some((f) => f.includes('/server/src/'))).toBe(true);
  });

  it('no source names the machine class or its fold, or casts to a writable core state type', () => {
    const bad: string[] = [];
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const rel = f.slice(repo.length);
      if (/\bTableMachine\b|\bfoldLogMachine\b/.test(text)) bad.push(`${rel}: names the core's machine`);
      for (const m of text.matchAll(new RegExp(`\\bas\\s+(?:${CORE_STATE_TYPES})\\b(?!\\[\\s*')`, 'g')))
        bad.push(`${rel}: cast "${m[0]}"`);
      // The digital director holds the table: there, no cast through unknown or any at all.
      if (rel.startsWith('packages/laws/'))
        for (const m of text.matchAll(/\bas\s+(?:unknown|any)\b/g)) bad.push(`${rel}: cast "${m[0]}"`);
      if (new RegExp(`-readonly\\s*\\[\\s*\\w+\\s+in\\s+keyof\\s+(?:${CORE_STATE_TYPES})\\b`).test(text))
        bad.push(`${rel}: strips readonly from a core type`);
    }
    expect(bad).toEqual([]);
  });
});
