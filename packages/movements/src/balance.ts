/**
 * The balance of comparisons: at matchpoints a result is compared with every other result on
 * the same board, so two pairs are compared *with* each other on a board when they sat the same
 * direction at different tables, and *against* each other when they sat opposite directions
 * (including when they played each other). A well-balanced movement compares every pair with
 * every other pair about equally often.
 */
import type { IndividualEntry, Movement, PairEntry, ParticipantId } from './types.js';
import { isPlayed } from './validate.js';

/** The comparison balance of one field: the fewest, most and mean boards any two participants are compared on. */
export interface FieldBalance {
  /** The field (two-winner Mitchell: `NS` / `EW`), or null for a one-winner movement. */
  readonly field: string | null;
  readonly participants: readonly ParticipantId[];
  /** Over all pairs of participants in the field: fewest, most and mean boards compared with. */
  readonly minWith: number;
  readonly maxWith: number;
  readonly meanWith: number;
  /** Coefficient of variation of the with-counts (0 = perfectly balanced). */
  readonly spread: number;
}

/**
 * How often each two participants are compared on a board, with or against each other, and the balance of each field.
 */
export interface ComparisonBalance {
  readonly participants: readonly ParticipantId[];
  /** `with[i][j]`: boards on which participants i and j sat the same direction at different tables. */
  readonly with: readonly (readonly number[])[];
  /** `against[i][j]`: boards on which they sat opposite directions (including head to head). */
  readonly against: readonly (readonly number[])[];
  readonly fields: readonly FieldBalance[];
}

/** One appearance on a board: who, which direction (0 = NS, 1 = EW), at which schedule entry. */
interface Seat {
  readonly p: number;
  readonly dir: 0 | 1;
  readonly entry: number;
}

/** Computes the balance of comparisons of a movement (sit-outs and phantoms excluded). */
export function comparisonBalance(m: Movement): ComparisonBalance {
  const ids = m.participants.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const withM = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const against = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const byBoard = new Map<number, Seat[]>();
  const add = (b: number, id: string | null, dir: 0 | 1, entry: number): void => {
    const p = id === null ? undefined : index.get(id);
    if (p === undefined) return;
    const list = byBoard.get(b);
    if (list) list.push({ p, dir, entry });
    else byBoard.set(b, [{ p, dir, entry }]);
  };
  (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>).forEach((e, k) => {
    if (!isPlayed(e)) return;
    for (const b of e.boards) {
      if ('n' in e) {
        add(b, e.n, 0, k);
        add(b, e.s, 0, k);
        add(b, e.e, 1, k);
        add(b, e.w, 1, k);
      } else {
        const flip = e.arrowSwitch?.includes(b) ? 1 : 0;
        add(b, e.ns, flip as 0 | 1, k);
        add(b, e.ew, (1 - flip) as 0 | 1, k);
      }
    }
  });
  for (const seats of byBoard.values()) {
    for (let i = 0; i < seats.length; i++) {
      for (let j = i + 1; j < seats.length; j++) {
        const a = seats[i],
          c = seats[j];
        if (a.p === c.p) continue;
        if (a.dir === c.dir) {
          if (a.entry === c.entry) continue; // partners in an individual share a score
          withM[a.p][c.p]++;
          withM[c.p][a.p]++;
        } else {
          against[a.p][c.p]++;
          against[c.p][a.p]++;
        }
      }
    }
  }
  const fieldNames = [...new Set(m.participants.map((p) => p.field ?? null))];
  const fields: FieldBalance[] = fieldNames.map((field) => {
    const members = m.participants.map((p, i) => ({ p, i })).filter(({ p }) => (p.field ?? null) === field);
    const values: number[] = [];
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) values.push(withM[members[x].i][members[y].i]);
    return { field, participants: members.map(({ p }) => p.id), ...stats(values) };
  });
  return { participants: ids, with: withM, against, fields };
}

function stats(values: readonly number[]): { minWith: number; maxWith: number; meanWith: number; spread: number } {
  if (values.length === 0) return { minWith: 0, maxWith: 0, meanWith: 0, spread: 0 };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return {
    minWith: Math.min(...values),
    maxWith: Math.max(...values),
    meanWith: Math.round(mean * 100) / 100,
    spread: mean === 0 ? 0 : Math.round((Math.sqrt(variance) / mean) * 1000) / 1000,
  };
}
