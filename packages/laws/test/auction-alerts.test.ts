// A call the laws record while an irregularity is open keeps its alert and explanation: the
// replacement of an insufficient bid (Law 27B1(b)) that stands is shown to the opponents with the
// explanation its caller wrote (Law 20F), and still not to partner.
import { describe, expect, it } from 'vitest';
import { foldRaw, viewFor } from '@stikk/core';
import { directorRules } from '../src/index.js';

const EXPLANATION = 'both majors, at least 5-4';
const log = (events: object[]) => ({ format: 'stikk-table-log/1', edition: '2017', dealer: 'N', events });

describe('alerts on calls made while an irregularity is open', () => {
  it('an alerted replacement of an insufficient bid stands with its explanation (Laws 27B1(b), 20F)', () => {
    const r = foldRaw(
      log([
        { seat: 'N', call: '1NT' },
        { seat: 'E', call: '1S' },
        { director: { lhoAccepts: false } },
        { seat: 'E', call: '2C', alert: true, explanation: EXPLANATION },
        { director: { comparable: true } },
      ]),
      { rules: directorRules },
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.pending).toBeNull();
    const standing = r.value.calls.filter((c) => c.stands);
    expect(standing.map((c) => c.seat)).toEqual(['N', 'E']);
    expect(standing[1]).toMatchObject({ alert: true, explanation: EXPLANATION });
    // The opponents see the explanation; partner does not (Law 20F, 16).
    for (const opp of ['N', 'S'] as const)
      expect(viewFor(r.value, opp).auction[1]).toEqual({
        seat: 'E',
        call: '2C',
        alert: true,
        explanation: EXPLANATION,
      });
    expect(viewFor(r.value, 'W').auction[1]).toEqual({ seat: 'E', call: '2C' });
  });

  it('an alerted replacement of a changed call keeps its explanation (Law 25)', () => {
    const r = foldRaw(
      log([
        { seat: 'N', call: '1NT' },
        { seat: 'E', call: '1S' },
        { seat: 'E', call: '2C', change: true, alert: true, explanation: EXPLANATION },
      ]),
      { rules: directorRules },
    );
    if (!r.ok) throw new Error(r.error.message);
    const changed = r.value.calls.find((c) => c.call.type === 'bid' && c.call.level === 2);
    expect(changed).toMatchObject({ alert: true, explanation: EXPLANATION });
  });
});
