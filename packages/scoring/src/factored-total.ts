// Pairs that played fewer boards (or boards played fewer times) are ranked by percentage, which can put a smaller
// total above a larger one. A ranking then shows each total factored to the full maximum, so they compare.

/** The full maximum of a ranking whose entries' maxima differ (not everyone played the same boards), else null. */
export function unevenMaximum(entries: readonly { readonly maxPoints?: number }[]): number | null {
  const full = Math.max(0, ...entries.map((e) => e.maxPoints ?? 0));
  return full > 0 && entries.some((e) => e.maxPoints !== undefined && e.maxPoints !== full) ? full : null;
}

/** A total scaled to the full maximum, total × full ÷ maxPoints; null without a maximum (nothing played). */
export function factoredTotal(total: number, maxPoints: number | undefined, full: number): number | null {
  return maxPoints ? (total * full) / maxPoints : null;
}

// IMPs and total points have no maximum: a pair that played fewer boards is compared on its average per board, as
// Butler and cross-IMP rankings print it (IMPs per board).

/**
 * The most boards any contestant played when contestants played different numbers of boards (those with none
 * left aside), else null: then a ranking in IMPs or total points goes by the average per board.
 */
export function unevenBoards(entries: readonly { readonly boards: number }[]): number | null {
  const played = entries.filter((e) => e.boards > 0).map((e) => e.boards);
  return new Set(played).size > 1 ? Math.max(...played) : null;
}

/** A total's average per board, total ÷ boards, rounded to two decimals; null when no board was played. */
export function perBoard(total: number, boards: number | undefined): number | null {
  return boards ? Math.round((total / boards) * 100) / 100 : null;
}
