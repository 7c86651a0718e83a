/**
 * An independent property check for movements, written apart from the validator (and more
 * simply): tests compare generated movements against it.
 */
import type { IndividualEntry, Movement, PairEntry } from '../src/index.js';

export interface Facts {
  /** Problems found (empty = fine). */
  problems: string[];
  /** Unordered meetings of pairs (pairs movements): "a|b" → count. */
  meetings: Map<string, number>;
  /** Individual: partnerships "a|b" → count. */
  partners: Map<string, number>;
  /** Number of tables each board is played at. */
  plays: Map<number, number>;
}

const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function facts(m: Movement): Facts {
  const problems: string[] = [];
  const meetings = new Map<string, number>();
  const partners = new Map<string, number>();
  const plays = new Map<number, number>();
  const boardsOf = new Map<string, number[]>();
  const perRound = new Map<number, string[]>();
  for (const e of m.schedule as Array<PairEntry | IndividualEntry>) {
    const people = 'n' in e ? [e.n, e.e, e.s, e.w] : [e.ns, e.ew];
    const list = perRound.get(e.round) ?? [];
    for (const p of people) if (p !== null) list.push(p);
    perRound.set(e.round, list);
    if (people.includes(null)) continue;
    for (const b of e.boards) {
      plays.set(b, (plays.get(b) ?? 0) + 1);
      for (const p of people as string[]) {
        const got = boardsOf.get(p) ?? [];
        got.push(b);
        boardsOf.set(p, got);
      }
    }
    if ('n' in e) {
      for (const [a, b] of [
        [e.n!, e.s!],
        [e.e!, e.w!],
      ])
        partners.set(key(a, b), (partners.get(key(a, b)) ?? 0) + 1);
    } else {
      meetings.set(key(e.ns!, e.ew!), (meetings.get(key(e.ns!, e.ew!)) ?? 0) + 1);
    }
  }
  for (const [p, boards] of boardsOf) {
    if (new Set(boards).size !== boards.length) problems.push(`${p} plays a board twice`);
  }
  for (const [round, people] of perRound) {
    if (new Set(people).size !== people.length) problems.push(`round ${round}: someone is at two tables`);
  }
  return { problems, meetings, partners, plays };
}

/** Every pair of `ids` met exactly `times` times (and nobody met outside the list). */
export function everyPairMeets(meetings: Map<string, number>, ids: readonly string[], times = 1): string[] {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const n = meetings.get(key(ids[i], ids[j])) ?? 0;
      if (n !== times) out.push(`${ids[i]} and ${ids[j]} meet ${n} times`);
    }
  return out;
}
