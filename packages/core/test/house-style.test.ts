// House style the formatter does not cover (issue 16 item 6). Biome formats code to 120 columns
// and `biome check` fails on unformatted code, but it neither merges imports nor breaks comments;
// these checks do: one import declaration per module in a file, and comment lines of at most 120
// characters. (String literals longer than a line — messages, explanations — stay whole.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'lib']);

function sources(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((d) =>
    SKIP.has(d.name)
      ? []
      : d.isDirectory()
        ? sources(join(dir, d.name))
        : /\.(ts|tsx|mts|mjs|js)$/.test(d.name)
          ? [join(dir, d.name)]
          : [],
  );
}

const files = [
  ...readdirSync(join(repo, 'packages')).flatMap((p) =>
    ['src', 'test', 'scripts', 'bin'].flatMap((d) => sources(join(repo, 'packages', p, d))),
  ),
  ...sources(join(repo, 'bench')),
];
const rel = (f: string) => f.slice(repo.length);

/** Each module a file imports more than once (value and type imports alike: `import { x, type T }`). */
function duplicateImports(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const from = st.moduleSpecifier.text;
    if (seen.has(from)) out.push(from);
    seen.add(from);
  }
  return out;
}

/** Comment lines longer than 120 characters (1-based line numbers). */
function longComments(text: string): number[] {
  const out: number[] = [];
  text.split('\n').forEach((line, i) => {
    if ([...line].length > 120 && /^\s*(\/\/|\/\*|\*)/.test(line)) out.push(i + 1);
  });
  return out;
}

describe('house style', () => {
  it('scans the sources, tests, scripts and benchmarks of every package', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.includes('/packages/web/src/') && f.endsWith('.tsx'))).toBe(true);
    expect(files.some((f) => f.includes('/bench/'))).toBe(true);
  });

  it('finds a repeated import and a long comment line (the checks can fail)', () => {
    const twice = "import { a } from './x.js';\nimport type { B } from './x.js';\nimport { c } from './y.js';\n";
    expect(duplicateImports('t.ts', twice)).toEqual(['./x.js']);
    expect(duplicateImports('t.ts', "import { a, type B } from './x.js';\n")).toEqual([]);
    expect(longComments(`const s = '${'x'.repeat(130)}';\n// ${'y'.repeat(119)}\n`)).toEqual([2]);
  });

  it('no file imports the same module in two declarations', () => {
    const bad = files.flatMap((f) => duplicateImports(f, readFileSync(f, 'utf8')).map((m) => `${rel(f)}: ${m}`));
    expect(bad).toEqual([]);
  });

  it('no comment line is longer than 120 characters', () => {
    const bad = files.flatMap((f) => longComments(readFileSync(f, 'utf8')).map((n) => `${rel(f)}:${n}`));
    expect(bad).toEqual([]);
  });
});
