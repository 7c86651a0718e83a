import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatJsonLine, formatPbnRecord, par, parseDealFile, type DDTable } from '@stikk/dds';

const DEAL = 'N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3';
const TABLE: DDTable = {
  N: { C: 7, D: 5, H: 6, S: 5, NT: 6 },
  E: { C: 5, D: 7, H: 6, S: 8, NT: 6 },
  S: { C: 7, D: 5, H: 6, S: 5, NT: 6 },
  W: { C: 5, D: 7, H: 6, S: 8, NT: 6 },
};

describe('deal files', () => {
  it('reads PBN tags, rotating the deal to North and taking dealer/vulnerability from the board', () => {
    const pbn =
      '[Event "x"]\n[Board "2"]\n[Deal "E:873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3 QJ6.K652.J85.T98"]\n\n[Board "3"]\n[Dealer "W"]\n[Vulnerable "Both"]\n[Deal "' +
      DEAL +
      '"]\n';
    const r = parseDealFile(pbn);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual([
      { deal: DEAL, board: 2, dealer: 'E', vulnerable: 'NS', line: 3 },
      { deal: DEAL, board: 3, dealer: 'W', vulnerable: 'All', line: 8 },
    ]);
  });
  it('reads one deal per line, skipping blanks and comments', () => {
    const r = parseDealFile(
      `# deals\n${DEAL}\n\nQJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\n`,
    );
    expect(r.ok && r.value.map((x) => [x.deal, x.line])).toEqual([
      [DEAL, 2],
      [DEAL, 4],
    ]);
  });
  it('reports the line of a bad deal', () => {
    const r = parseDealFile(`${DEAL}\nN:AKQ... ... ... ...\n`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(2);
  });
  it("reads the reference files' JSON: an array or one object per line, with optional dealer and vulnerability", () => {
    const arr = `[{"deal":"${DEAL}","tricks":{}},\n{"deal":"E:873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3 QJ6.K652.J85.T98","dealer":"S","vulnerable":"EW"}]\n`;
    const a = parseDealFile(arr);
    expect(a.ok && a.value).toEqual([
      { deal: DEAL, board: undefined, dealer: undefined, vulnerable: undefined, line: 1 },
      { deal: DEAL, board: undefined, dealer: 'S', vulnerable: 'EW', line: 2 },
    ]);
    const lines = parseDealFile(`{"deal":"${DEAL}","board":5}\n\n"${DEAL}"\n`);
    expect(lines.ok && lines.value.map((r) => [r.line, r.dealer, r.vulnerable])).toEqual([
      [1, 'N', 'NS'],
      [3, undefined, undefined],
    ]);
    const bad = parseDealFile(`[{"deal":"${DEAL}"},\n {"deal":"${DEAL}","dealer":"X"}]`);
    expect(bad.ok ? '' : bad.error.message).toBe('entry 1: dealer "X" is not N, E, S or W');
    expect(bad.ok ? 0 : bad.error.line).toBe(2);
    const badDeal = parseDealFile(`{"deal":"N:AKQ... ... ... ..."}`);
    expect(badDeal.ok ? '' : badDeal.error.message).toMatch(/^line 1: deal: /);
  });
  it('takes a quoted deal out of a line (DDS test-list style)', () => {
    const r = parseDealFile(`PBN 0 1 0 "${DEAL}"\n`);
    expect(r.ok && r.value.map((x) => x.deal)).toEqual([DEAL]);
  });
  it('writes the JSON line and the PBN tags', () => {
    expect(formatJsonLine({ deal: DEAL, line: 1 }, TABLE)).toBe(
      `{"deal":"${DEAL}","tricks":{"N":{"C":7,"D":5,"H":6,"S":5,"NT":6},"E":{"C":5,"D":7,"H":6,"S":8,"NT":6},"S":{"C":7,"D":5,"H":6,"S":5,"NT":6},"W":{"C":5,"D":7,"H":6,"S":8,"NT":6}}}`,
    );
    const pbn = formatPbnRecord({ deal: DEAL, line: 1, board: 1 }, TABLE);
    expect(pbn).toContain('[DoubleDummyTricks "65657656576867568675"]');
    expect(pbn).toContain('N NT 6\r\nN S 5\r\n');
  });
  it("writes par in the library's shape: `stikk dd`'s par.sides is par()'s (was { score, contracts: text })", () => {
    const p = par(TABLE, 'NS', 'E');
    const line = JSON.parse(formatJsonLine({ deal: DEAL, line: 1 }, TABLE, p)) as { par: unknown };
    expect(line.par).toEqual(JSON.parse(JSON.stringify(p)));
    // DDS's own text forms stay: dealer par `1S-EW+1` (1S keeps the partscore; 2S makes), sides par `NS:EW 12S`.
    expect(line.par).toMatchObject({
      score: -110,
      contracts: ['1S-EW+1'],
      sides: {
        ns: { score: -110, scoreText: 'NS -110', contractsText: 'NS:EW 12S' },
        ew: { score: 110, scoreText: 'EW 110', contractsText: 'EW:EW 12S' },
      },
    });
    expect(p.sides.ns.contracts[0]).toMatchObject({ level: 1, strain: 'S', declarer: 'EW', overtricks: 1 });
  });
  it('writes ParContract as PBN contracts (side or declarer, the level of every trick, NT, X), not DDS text', () => {
    // DDS's `EW 12S` (1S or 2S, one score) is not a contract other programs read: PBN's ParContract is `EW 2S`.
    const pbn = formatPbnRecord({ deal: DEAL, line: 1, board: 1 }, TABLE, par(TABLE, 'NS', 'E'));
    expect(pbn).toContain('[OptimumScore "NS -110"]\r\n[ParContract "EW 2S"]\r\n');
    // North alone makes 3NT (nine tricks), everything else fails: `N 3NT`, never DDS's `N 3N`.
    const zero = { C: 0, D: 0, H: 0, S: 0, NT: 0 };
    const nt: DDTable = { N: { ...zero, NT: 9 }, E: { ...zero, NT: 4 }, S: { ...zero, NT: 6 }, W: { ...zero, NT: 4 } };
    const ntPar = par(nt, 'None', 'N');
    expect(ntPar.sides.ns.contractsText).toBe('NS:N 3N');
    expect(formatPbnRecord({ deal: DEAL, line: 1 }, nt, ntPar)).toContain('[ParContract "N 3NT"]');
    // A doubled sacrifice keeps its level and gets PBN's X.
    const sac: DDTable = {
      N: { ...zero, S: 10 },
      S: { ...zero, S: 10 },
      E: { ...zero, H: 9 },
      W: { ...zero, H: 9 },
    };
    const sacPar = par(sac, 'NS', 'N');
    expect(sacPar.sides.ns.contracts[0]).toMatchObject({ declarer: 'EW', doubled: true });
    const text = formatPbnRecord({ deal: DEAL, line: 1 }, sac, sacPar);
    const c = sacPar.sides.ns.contracts[0];
    expect(text).toContain(`[ParContract "EW ${c?.level}HX"]`);
  });
});

describe('browser safety', () => {
  it('the solver core imports no Node modules', () => {
    const dir = fileURLToPath(new URL('../src/', import.meta.url));
    const nodeOnly = new Set(['pool.ts', 'pool-worker.ts']);
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.ts') || nodeOnly.has(f)) continue;
      const src = readFileSync(dir + f, 'utf8');
      expect({ f, node: /from\s+'node:|require\(|process\./.test(src) }).toEqual({ f, node: false });
    }
  });
});
