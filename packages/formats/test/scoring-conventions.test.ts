import { describe, expect, it } from 'vitest';
import { eventFromPbn, parsePbn } from '@stikk/formats';
import { butlerConventionFromScoring, butlerDatum, scoreEvent, settingsFromScoring } from '@stikk/scoring';

const SCORES = [400, 420, 450, 100, -50, 1430];
const pbn = (scoring: string): string =>
  [
    '% PBN 2.1',
    '% EXPORT',
    '[Event "Butler night"]',
    '[Board "1"]',
    `[Scoring "${scoring}"]`,
    '[ScoreTable "Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Score_NS\\6R"]',
    ...SCORES.map((s, i) => ` ${i + 1} ${2 * i + 1} ${2 * i + 2} "${s}"`),
    '',
  ].join('\r\n');

function datumOf(scoring: string): number | null | undefined {
  const f = parsePbn(pbn(scoring));
  if (!f.ok) throw new Error(f.error.message);
  const ev = eventFromPbn(f.value);
  if (!ev.ok) throw new Error(ev.error.message);
  const s = scoreEvent(ev.value);
  if (!s.ok) throw new Error(s.error.message);
  return s.value.boards[0].datum;
}

describe('Scoring-string conventions (Magic Contest/Ruter "Butler-N;Mean")', () => {
  it('reads the drop count after "Butler"', () => {
    expect(butlerConventionFromScoring('Butler-2;Mean')).toEqual({ drop: 2, datum: 'mean' });
    expect(butlerConventionFromScoring('IMP;Butler-1')).toEqual({ drop: 1, datum: 'mean' });
    expect(butlerConventionFromScoring('Butler')).toBeUndefined();
    expect(butlerConventionFromScoring('IMP;Cross')).toBeUndefined();
    expect(settingsFromScoring('Butler-0;Mean')).toEqual({ butlerDrop: 0 });
    expect(settingsFromScoring('MatchPoints')).toEqual({});
  });

  it('a file saying Butler-2 drops two results at each end; plain Butler keeps the default (one each)', () => {
    // Sorted: -50 100 400 420 450 1430. Two dropped each end: (400 + 420) / 2 = 410.
    expect(datumOf('Butler-2;Mean')).toBe(410);
    expect(datumOf('Butler-2;Mean')).toBe(butlerDatum(SCORES, 2));
    // Default (5 or more results: one each end): (100 + 400 + 420 + 450) / 4 = 342.5 → 340.
    expect(datumOf('Butler')).toBe(340);
    expect(datumOf('Butler-0;Mean')).toBe(butlerDatum(SCORES, 0));
  });
});
