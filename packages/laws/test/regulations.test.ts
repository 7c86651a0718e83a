// Regulation profiles (DESIGN.md: WBF defaults, overridable per national authority): one named
// value per federation, each with every setting some code reads, the Laws' figures by default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGULATION, REGULATION_IDS, REGULATIONS, regulationProfile } from '@stikk/laws';

describe('regulation profiles', () => {
  it('name the WBF default and the Nordic federations, each under its own id', () => {
    expect([...REGULATION_IDS].sort()).toEqual(['dbf', 'nbf', 'sbf', 'sbl', 'wbf-default']);
    for (const id of REGULATION_IDS) expect(REGULATIONS[id].id).toBe(id);
    expect(regulationProfile()).toBe(REGULATIONS[DEFAULT_REGULATION]);
    expect(DEFAULT_REGULATION).toBe('wbf-default');
  });

  it("hold the Laws' figures by default: 12C2 60/50/40 % and ±3 IMPs, 79C 30 minutes", () => {
    expect(regulationProfile('wbf-default')).toMatchObject({
      correctionMinutes: 30,
      artificial: { averagePlus: 60, average: 50, averageMinus: 40, averagePlusImps: 3, averageMinusImps: -3 },
    });
  });

  it('keep every profile consistent: average-plus above average above average-minus, a period of whole minutes', () => {
    for (const id of REGULATION_IDS) {
      const p = REGULATIONS[id];
      const a = p.artificial;
      expect(a.averagePlus, id).toBeGreaterThan(a.average);
      expect(a.average, id).toBeGreaterThan(a.averageMinus);
      expect(a.averagePlusImps, id).toBeGreaterThan(0);
      expect(a.averageMinusImps, id).toBeLessThan(0);
      expect(Number.isInteger(p.correctionMinutes) && p.correctionMinutes >= 0, id).toBe(true);
      expect(p.authority.length, id).toBeGreaterThan(0);
    }
  });
});
