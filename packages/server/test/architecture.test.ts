// Issue 16: routes parse, authorise and answer; what they read and write goes through named domain
// functions (src/domain/). A route file that runs the query builder itself is refused here: every
// route file holds none (move a query into a named function in domain/).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const routes = fileURLToPath(new URL('../src/routes/', import.meta.url));

/** The query builder's entry points, and a transaction begun outside a domain function. */
const QUERY = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom)\b|\.transaction\(\)/g;

/** Uses of the query builder in a source text, comments left out. */
function queryUses(text: string): number {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return code.match(QUERY)?.length ?? 0;
}

describe('routes call domain functions, not the query builder', () => {
  const files = readdirSync(routes).filter((f) => f.endsWith('.ts'));

  it('counts what it should', () => {
    expect(queryUses("await db.selectFrom('x').selectAll().execute();")).toBe(1);
    expect(queryUses("db.transaction().execute(async (trx) => trx.insertInto('x'))")).toBe(2);
    expect(queryUses('// db.selectFrom is not used here\nconst a = 1;')).toBe(0);
    expect(queryUses('const deleteFromList = 1;')).toBe(0);
  });

  it('no route file runs a query', () => {
    const over = files
      .map((f) => ({ file: f, uses: queryUses(readFileSync(join(routes, f), 'utf8')) }))
      .filter((x) => x.uses > 0);
    expect(over, 'move these queries into a named function in src/domain/').toEqual([]);
  });
});
