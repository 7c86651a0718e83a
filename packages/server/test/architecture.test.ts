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

/** The domain functions that tie an account to a pair of a running session (SECURITY.md, "Open director views"). */
const TIES = ['linkPlayerAccount', 'setTeamMembers', 'addEntrantPlayers', 'setPairPlayers'];

/** The handlers (from one `app.<method>(` to the next) of a route file's code that call a function of `TIES`. */
function tyingHandlers(text: string): { tie: string; handler: string }[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const handlers = code.split(/(?=\bapp\.(?:get|post|put|patch|delete)\()/);
  return handlers.flatMap((handler) =>
    TIES.filter((tie) => new RegExp(`\\b${tie}\\(`).test(handler)).map((tie) => ({ tie, handler })),
  );
}

describe('open director views are closed wherever an account is tied to a pair', () => {
  // A director's view of an online table is checked when it is opened and closed on the events that can make its
  // director a player (`closeDirectorViews`), not re-checked per message: every route that ties an account to a
  // pair of a running session must call it. Before session 13 the table terminal's player names did not.
  const files = readdirSync(routes).filter((f) => f.endsWith('.ts'));

  it('finds the handlers it should', () => {
    const text = "app.put('/a', async () => { await setPairPlayers(db); });\napp.get('/b', async () => 1);";
    expect(tyingHandlers(text).map((x) => x.tie)).toEqual(['setPairPlayers']);
    expect(tyingHandlers('// setPairPlayers( in a comment\n')).toEqual([]);
  });

  it('every such route handler calls closeDirectorViews', () => {
    const all = files.flatMap((f) =>
      tyingHandlers(readFileSync(join(routes, f), 'utf8')).map((x) => ({ file: f, ...x })),
    );
    expect(all.map((x) => x.tie).sort()).toEqual([...TIES].sort());
    const missing = all.filter((x) => !/\bcloseDirectorViews\(/.test(x.handler)).map((x) => `${x.file}: ${x.tie}`);
    expect(missing, 'call closeDirectorViews for the accounts the route ties to a pair').toEqual([]);
  });
});
