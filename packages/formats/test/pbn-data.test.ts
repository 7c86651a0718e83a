/**
 * Oracle files written by other programs (Ruter, RealBridge): each parses, its Auction and Play
 * sections read, and export → import gives the same data.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePbn, printPbn, readAuction, readPlay, type PbnGame } from '@stikk/formats';

const dataDir = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const have = existsSync(dataDir);
if (!have) console.warn(`formats: ${dataDir} is absent; the shared-data PBN tests are skipped`);

function pbnFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = `${dir}${e.name}`;
    if (e.isDirectory()) out.push(...pbnFiles(p + '/'));
    else if (/\.pbn$/i.test(e.name)) out.push(p);
  }
  return out;
}

/** The data of a game, independent of tag order and layout. */
export function gameData(g: PbnGame): unknown {
  const tags = g.tags
    .map((t) => ({
      name: t.name,
      value: t.value,
      table: t.table ? { columns: t.table.columns, rows: t.table.rows } : undefined,
      section: t.table || t.name === 'Auction' || t.name === 'Play' ? undefined : t.section.join(' ').split(/\s+/).filter(Boolean),
    }))
    .filter((t) => !(t.name === 'Auction' || t.name === 'Play'));
  tags.sort((a, b) => (a.name + a.value < b.name + b.value ? -1 : 1));
  const a = readAuction(g);
  const p = readPlay(g);
  const strip = (x: unknown): unknown => (x === undefined ? null : JSON.parse(JSON.stringify(x, (k, v) => (k === "line" || k === "column" ? undefined : v))));
  return { tags, auction: a.ok && a.value ? strip({ ...a.value, first: undefined, items: a.value.items.filter((i) => i.kind !== 'none') }) : null, play: p.ok ? strip(p.value) : null };
}

describe.skipIf(!have)('shared/data PBN files', () => {
  const files = have ? pbnFiles(dataDir) : [];
  it('finds the files', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file.slice(dataDir.length)} parses, reads and round-trips`, () => {
      const r = parsePbn(readFileSync(file));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.games.length).toBeGreaterThan(0);
      for (const g of r.value.games) {
        const a = readAuction(g);
        if (!a.ok) throw new Error(a.error.message);
        const p = readPlay(g);
        if (!p.ok) throw new Error(p.error.message);
      }
      const again = parsePbn(printPbn(r.value));
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.games.map(gameData)).toEqual(r.value.games.map(gameData));
      expect(again.value.directives.map((d) => d.text).filter((t) => !/PBN|EXPORT/.test(t))).toEqual(
        r.value.directives.map((d) => d.text).filter((t) => !/PBN|EXPORT/.test(t)),
      );
    });
  }
});
