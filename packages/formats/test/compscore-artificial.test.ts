/**
 * Compscore and artificial adjusted scores (issue 17): on a matchpoint board where the director gave
 * an artificial score (Law 12C2), how Compscore factors the other results. Stikk compares the played
 * results among themselves and factors them to the board's full number of results with Neuberg's
 * formula (Law 12C's usual practice, and what Ruter does on sm1.pbn board 16); the Compscore profile
 * rounds the factor N/n to 4 decimals. Whether Compscore does the same on a board with an artificial
 * score can only be told from a Compscore file that has one: every such board in ../shared/data is
 * checked here, line by line, and the test says so visibly when there is none.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventFromUsebio, parseUsebio, usebioPointFields, type UsebioEvent } from '@stikk/formats';
import { scoreEvent, type EventResults } from '@stikk/scoring';

const dir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
interface Found {
  file: string;
  xml: UsebioEvent;
  ev: EventResults;
  boards: number[];
}
const found: Found[] = [];
if (existsSync(dir))
  for (const file of readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.xml'))) {
    const xml = parseUsebio(readFileSync(dir + file, 'utf8'));
    if (!xml.ok || !/compscore/i.test(xml.value.fields.PROGRAM_NAME ?? '')) continue;
    const ev = eventFromUsebio(xml.value);
    if (!ev.ok) continue;
    const boards = ev.value.boards.filter((b) => b.results.some((r) => r.artificial)).map((b) => b.board);
    if (boards.length) found.push({ file, xml: xml.value, ev: ev.value, boards });
  }
const matchpoints = found.filter((f) => f.ev.settings?.method === 'matchpoints' || f.xml.type === 'MP_PAIRS');
if (matchpoints.length === 0)
  console.warn(
    `Compscore artificial-score factoring at matchpoints: no Compscore matchpoint file in ${dir} has an artificial adjusted score; not checked (Stikk's Neuberg convention stays the default)`,
  );

describe.skipIf(found.length === 0)('Compscore: boards with an artificial score, line by line', () => {
  for (const f of found)
    it(`${f.file} (${f.xml.type}): boards ${f.boards.join(', ')} as Compscore scored them`, () => {
      const s = scoreEvent(f.ev);
      if (!s.ok) throw new Error(s.error.message);
      const [nsF, ewF] = usebioPointFields(s.value.method);
      let lines = 0;
      for (const b of f.xml.boards.filter((x) => f.boards.includes(x.number))) {
        const ours = s.value.boards.find((x) => x.board === b.number)!;
        for (const l of b.lines) {
          const at = `board ${b.number} ${l.fields.NS_PAIR_NUMBER}`;
          const o = ours.results.find((r) => r.ns === l.fields.NS_PAIR_NUMBER && r.ew === l.fields.EW_PAIR_NUMBER)!;
          expect(o, at).toBeDefined();
          expect(o.pointsNS, at).toBeCloseTo(Number(l.fields[nsF]), 2);
          expect(o.pointsEW, at).toBeCloseTo(Number(l.fields[ewF]), 2);
          lines++;
        }
      }
      expect(lines).toBeGreaterThan(0);
    });
});
