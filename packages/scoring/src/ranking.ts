/**
 * Rankings: contestants ordered by their score within each list (a section, a direction of a
 * two-winner Mitchell, or the whole field), ties sharing the place, printed as Ruter and Magic
 * Contest print it: "3–5" for three contestants sharing the third to fifth places (their PBN
 * TotalScoreTable writes Rank 3, RankTie 5); the next contestant is sixth.
 */
import type { RankingEntry } from './output.js';

/**
 * Places every entry within its list (`listOf`), by `key` descending; equal keys share the place.
 * Adds the overall place when there is more than one list. Returns the entries sorted by list,
 * then place, then id.
 */
export function rankEntries(
  entries: RankingEntry[],
  key: (e: RankingEntry) => number,
  listOf: (e: RankingEntry) => string,
): RankingEntry[] {
  const lists = new Map<string, RankingEntry[]>();
  for (const e of entries) {
    const k = listOf(e);
    let l = lists.get(k);
    if (!l) lists.set(k, (l = []));
    l.push(e);
  }
  const cmp = (a: RankingEntry, b: RankingEntry) => key(b) - key(a) || compareIds(a.id, b.id);
  for (const l of lists.values())
    place(l, key, cmp, (e, r, tie, last) => {
      e.rank = r;
      e.rankText = placeText(r, tie ? last : undefined);
      if (tie) {
        e.tie = true;
        e.rankLast = last;
      } else delete e.rankLast;
    });
  if (lists.size > 1) {
    place([...entries], key, cmp, (e, r) => {
      e.rankOverall = r;
    });
  }
  const order = [...lists.keys()].sort();
  return order.flatMap((k) => lists.get(k)!.sort((a, b) => a.rank - b.rank || compareIds(a.id, b.id)));
}

/** A place as printed: "3", or "3–5" when places 3 to 5 are shared (0: not ranked, "–"). */
export function placeText(rank: number, last?: number): string {
  if (rank <= 0) return '–';
  return last !== undefined && last > rank ? `${rank}–${last}` : String(rank);
}

function place(
  l: RankingEntry[],
  key: (e: RankingEntry) => number,
  cmp: (a: RankingEntry, b: RankingEntry) => number,
  set: (e: RankingEntry, rank: number, tie: boolean, last: number) => void,
): void {
  l.sort(cmp);
  let i = 0;
  while (i < l.length) {
    let j = i + 1;
    while (j < l.length && Math.abs(key(l[j]) - key(l[i])) < 1e-9) j++;
    for (let k = i; k < j; k++) set(l[k], i + 1, j - i > 1, j);
    i = j;
  }
}

/** Natural order of ids: `2` before `10`, `1NS` before `1EW`… (numbers first, then text). */
export function compareIds(a: string, b: string): number {
  const na = parseFloat(a);
  const nb = parseFloat(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
