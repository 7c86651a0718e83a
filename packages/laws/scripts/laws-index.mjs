#!/usr/bin/env node
// Writes packages/laws/LAWS.md: which file and which exported functions implement each law. The
// source of truth is the `@laws` line in each file's header comment (src/**/*.ts); the exports
// are read from the file. `--check` exits 1 when LAWS.md is out of date (the test does the same).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []))
    .sort();
}

/**
 * The `@laws` lines of a file's header comment (one or more), or null when the header has none: each token is a
 * law number, alone (the whole file's exports implement it) or with the functions that do
 * (`26:leadRight,activateLeadRights`).
 */
export function headerLaws(text) {
  const header = /^\/\*\*([\s\S]*?)\*\//.exec(text);
  const lines = header ? [...header[1].matchAll(/^\s*\*\s*@laws\s+(.+)$/gm)] : [];
  if (!lines.length) return null;
  return lines
    .map((l) => l[1])
    .join(' ')
    .trim()
    .split(/\s+/)
    .map((tok) => {
      const [law, names] = tok.split(':');
      return { law, names: names ? names.split(',') : null };
    });
}

/** Whether `name` is a function, class or constant defined in the file. */
export function defines(text, name) {
  return new RegExp(`^(?:export )?(?:async )?(?:function|class|const|let|abstract class) ${name}\\b`, 'm').test(text);
}

/** The values a file exports (functions, classes, constants), in source order. */
export function exportsOf(text) {
  return [...text.matchAll(/^export (?:async )?(?:function|class|const|let|abstract class) (\w+)/gm)].map((m) => m[1]);
}

/** The markdown of LAWS.md for the package at `root`. */
export function lawsIndex(root = pkg) {
  const rows = [];
  const untagged = [];
  for (const file of sources(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const laws = headerLaws(text);
    const rel = relative(root, file).split('\\').join('/');
    if (!laws) {
      untagged.push(rel);
      continue;
    }
    for (const { law, names } of laws) {
      for (const n of names ?? [])
        if (!defines(text, n)) throw new Error(`${rel}: @laws names ${n}, which the file does not define`);
      rows.push({ law, file: rel, names: names ?? exportsOf(text) });
    }
  }
  rows.sort(
    (a, b) => parseInt(a.law, 10) - parseInt(b.law, 10) || a.law.localeCompare(b.law) || a.file.localeCompare(b.file),
  );
  const out = [
    '# Laws → code',
    '',
    'Which file and functions of `@stikk/laws` implement each Law of Duplicate Bridge. Generated',
    "from the `@laws` line of each file's header comment by `npm run laws-index`; a test fails when this",
    'file is out of date. Law 77 (the contract score), the auction itself (Laws 17–22) and call legality',
    '(`classifyCall`) are in `@stikk/core`; Law 78 and the scoring of adjusted scores (12C) in `@stikk/scoring`.',
    '',
    '| Law | File | Functions |',
    '|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.law} | [${r.file}](${r.file}) | ${r.names.length ? r.names.map((n) => `\`${n}\``).join(', ') : '—'} |`,
    ),
    '',
    `Files without a law of their own (framework and routing): ${untagged.map((f) => `\`${f}\``).join(', ') || 'none'}.`,
    '',
  ];
  return out.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = join(pkg, 'LAWS.md');
  const text = lawsIndex();
  if (process.argv.includes('--check')) {
    let old = '';
    try {
      old = readFileSync(target, 'utf8');
    } catch {
      /* missing */
    }
    if (old !== text) {
      process.stderr.write('packages/laws/LAWS.md is out of date: run npm run laws-index\n');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(target, text);
  }
}
