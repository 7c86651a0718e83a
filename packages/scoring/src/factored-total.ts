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
