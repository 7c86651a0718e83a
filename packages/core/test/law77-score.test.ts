import { describe, expect, it } from 'vitest';
import { contract, law77Score, scoreContract, STRAINS, type Risk, type Strain } from '@stikk/core';

// An independent statement of Law 77, written differently from the implementation: trick by
// trick accumulation and the undertrick schedule as printed in the scoring table.
function oracle(level: number, strain: Strain, risk: Risk, vul: boolean, tricks: number): number {
  const mult = risk === 'XX' ? 4 : risk === 'X' ? 2 : 1;
  const target = 6 + level;
  if (tricks >= target) {
    let contractPoints = 0;
    for (let t = 1; t <= level; t++) {
      const v = strain === 'NT' ? (t === 1 ? 40 : 30) : strain === 'H' || strain === 'S' ? 30 : 20;
      contractPoints += v * mult;
    }
    let total = contractPoints;
    for (let o = 0; o < tricks - target; o++) {
      if (risk === '') total += strain === 'C' || strain === 'D' ? 20 : 30;
      else total += (vul ? 200 : 100) * (risk === 'XX' ? 2 : 1);
    }
    if (contractPoints >= 100) total += vul ? 500 : 300;
    else total += 50;
    if (level === 6) total += vul ? 750 : 500;
    if (level === 7) total += vul ? 1500 : 1000;
    if (risk === 'X') total += 50;
    if (risk === 'XX') total += 100;
    return total;
  }
  const down = target - tricks;
  // Printed schedules: cumulative penalty for 1..13 down.
  const undNV = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650];
  const undV = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300];
  const dblNV = [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500];
  const dblV = [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800];
  const table = risk === '' ? (vul ? undV : undNV) : vul ? dblV : dblNV;
  return -table[down - 1] * (risk === 'XX' ? 2 : 1);
}

describe('Law 77: the full scoring grid', () => {
  it('matches an independent statement of the table for every contract, risk, vulnerability and trick count', () => {
    let n = 0;
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const risk of ['', 'X', 'XX'] as const)
          for (const vul of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              expect(
                scoreContract(contract(level, strain, risk), vul, tricks),
                `${level}${strain}${risk} vul=${vul} tricks=${tricks}`,
              ).toBe(oracle(level, strain, risk, vul, tricks));
              n++;
            }
    expect(n).toBe(7 * 5 * 3 * 2 * 14);
  });

  // Values as printed in published score charts.
  const published: [string, boolean, number, number][] = [
    ['1NT', false, 7, 90],
    ['2H', false, 8, 110],
    ['2S', true, 9, 140],
    ['3NT', false, 9, 400],
    ['3NT', true, 9, 600],
    ['3NT', true, 10, 630],
    ['4H', false, 10, 420],
    ['4S', true, 10, 620],
    ['5C', false, 11, 400],
    ['5D', true, 11, 600],
    ['6NT', true, 12, 1440],
    ['6S', false, 12, 980],
    ['7NT', true, 13, 2220],
    ['7C', false, 13, 1440],
    ['1CXX', true, 7, 230],
    ['1CXX', true, 8, 630],
    ['2HX', false, 8, 470],
    ['2HX', true, 8, 670],
    ['1NTX', false, 7, 180],
    ['4SX', true, 10, 790],
    ['4SX', false, 10, 590],
    ['7NTXX', true, 13, 2980],
    ['3NTX', false, 10, 650],
    ['4S', false, 9, -50],
    ['4S', true, 8, -200],
    ['3NTX', false, 6, -500],
    ['3NTX', true, 7, -500],
    ['6SX', false, 8, -800],
    ['7NTXX', true, 0, -7600],
    ['1CX', false, 0, -1700],
    ['2DXX', false, 7, -200],
    ['4HX', true, 6, -1100],
  ];
  it.each(published)('%s vul=%s with %d tricks scores %d', (text, vul, tricks, expected) => {
    const m = /^(\d)(NT|[CDHS])(X{0,2})$/.exec(text)!;
    expect(scoreContract(contract(Number(m[1]), m[2] as Strain, m[3] as Risk), vul, tricks)).toBe(expected);
  });

  it('scores a passed-out board 0 and rejects impossible trick counts', () => {
    expect(scoreContract({ passedOut: true }, true, 0)).toBe(0);
    const bad = law77Score(contract(4, 'S'), false, 14);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'invalid-tricks', law: '77' });
  });
});
