/**
 * Standings of a teams event (Swiss, round robin): victory points summed over the matches, byes
 * at their fixed award, carry-over and penalties apart; teams equal on VPs separated by the
 * tie-breaks the director names, in the order given. Teams still equal after every tie-break
 * share the place.
 */

/** The tie-breaks a director can choose from, applied in the order chosen. */
export const TIE_BREAKS = ['head-to-head', 'imp-quotient', 'imp-difference', 'imps-won', 'seeding'] as const;
/**
 * - `head-to-head`: VPs won in the matches among the teams still tied;
 * - `imp-quotient`: IMPs won ÷ IMPs lost over all matches (the WBF's Swiss tie-break);
 * - `imp-difference`: IMPs won − IMPs lost;
 * - `imps-won`: IMPs won;
 * - `seeding`: the entry order (lower number first) — never a shared place after it.
 */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** One played (or byed) match for the standings. */
export interface StandingMatch {
  readonly home: string;
  /** Null: a bye for `home`. */
  readonly away: string | null;
  readonly vpHome: number;
  readonly vpAway: number;
  readonly impsHome: number;
  readonly impsAway: number;
}

/** Options of `teamStandings`: tie-breaks in order, carry-over and penalties per team. */
export interface TeamStandingOptions {
  readonly tieBreaks?: readonly TieBreak[];
  /** VPs (or points) carried in and procedural penalties (negative), per team. */
  readonly carryOver?: Readonly<Record<string, number>>;
  readonly penalties?: Readonly<Record<string, number>>;
}

/** A team's place in the standings, its totals and the tie-break that decided it. */
export interface TeamStanding {
  readonly team: string;
  readonly rank: number;
  /** True when the place is shared with another team. */
  readonly tied: boolean;
  readonly vp: number;
  readonly carryOver: number;
  readonly penalties: number;
  readonly matches: number;
  readonly impsWon: number;
  readonly impsLost: number;
  /** IMPs won ÷ IMPs lost; null when no IMP has been lost. */
  readonly impQuotient: number | null;
  /** The tie-break that separated this team from the next one on equal VPs, if any. */
  readonly decidedBy?: TieBreak;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Ranks `teams` (in seeding order) from the matches. VP totals are compared to 0.01 (the scale's
 * precision); IMP quotients exactly.
 */
export function teamStandings(
  teams: readonly string[],
  matches: readonly StandingMatch[],
  opts: TeamStandingOptions = {},
): TeamStanding[] {
  const acc = new Map(teams.map((t) => [t, { vp: 0, won: 0, lost: 0, matches: 0 }]));
  const get = (t: string) => {
    const a = acc.get(t);
    if (!a) throw new RangeError(`team ${t} is not in the event`);
    return a;
  };
  for (const m of matches) {
    const h = get(m.home);
    h.vp += m.vpHome;
    h.matches++;
    if (m.away === null) continue;
    const a = get(m.away);
    a.vp += m.vpAway;
    a.matches++;
    h.won += m.impsHome;
    h.lost += m.impsAway;
    a.won += m.impsAway;
    a.lost += m.impsHome;
  }
  const total = (t: string) => round2(get(t).vp + (opts.carryOver?.[t] ?? 0) + (opts.penalties?.[t] ?? 0));
  const quotient = (t: string): number => {
    const a = get(t);
    return a.lost === 0 ? (a.won === 0 ? 1 : Number.POSITIVE_INFINITY) : a.won / a.lost;
  };
  const seed = new Map(teams.map((t, i) => [t, i]));
  const key = (tb: TieBreak, t: string, group: readonly string[]): number => {
    switch (tb) {
      case 'head-to-head': {
        const inGroup = new Set(group);
        let vp = 0;
        for (const m of matches) {
          if (m.away === null || !inGroup.has(m.home) || !inGroup.has(m.away)) continue;
          if (m.home === t) vp += m.vpHome;
          else if (m.away === t) vp += m.vpAway;
        }
        return round2(vp);
      }
      case 'imp-quotient':
        return quotient(t);
      case 'imp-difference':
        return round2(get(t).won - get(t).lost);
      case 'imps-won':
        return round2(get(t).won);
      case 'seeding':
        return -(seed.get(t) ?? 0);
    }
  };
  const tieBreaks = opts.tieBreaks ?? ['imp-quotient'];
  /**
   * Orders a group of teams equal so far; returns blocks of teams still equal, each with the tie-break that split it
   * off.
   */
  const split = (group: string[], from: number): { teams: string[]; by?: TieBreak }[] => {
    if (group.length < 2 || from >= tieBreaks.length) return [{ teams: group }];
    const tb = tieBreaks[from];
    const keyed = group
      .map((t) => ({ t, k: key(tb, t, group) }))
      .sort((a, b) => (a.k === b.k ? 0 : b.k > a.k ? 1 : -1));
    const blocks: string[][] = [];
    for (const x of keyed) {
      const last = blocks[blocks.length - 1];
      if (last && key(tb, last[0], group) === x.k) last.push(x.t);
      else blocks.push([x.t]);
    }
    if (blocks.length === 1) return split(group, from + 1);
    // Each block is tied again on the next tie-breaks, among itself only (head-to-head restarts).
    return blocks.flatMap((b, i) =>
      split(b, 0).map((x, j) => (j === 0 && i > 0 && x.by === undefined ? { ...x, by: tb } : x)),
    );
  };
  const byVp = [...teams].sort((a, b) => total(b) - total(a) || seed.get(a)! - seed.get(b)!);
  const out: TeamStanding[] = [];
  let i = 0;
  while (i < byVp.length) {
    let j = i + 1;
    while (j < byVp.length && total(byVp[j]) === total(byVp[i])) j++;
    const blocks = split(byVp.slice(i, j), 0);
    let place = i + 1;
    for (const [bi, b] of blocks.entries()) {
      const next = blocks[bi + 1];
      for (const t of b.teams) {
        const a = get(t);
        out.push({
          team: t,
          rank: place,
          tied: b.teams.length > 1,
          vp: total(t),
          carryOver: opts.carryOver?.[t] ?? 0,
          penalties: opts.penalties?.[t] ?? 0,
          matches: a.matches,
          impsWon: round2(a.won),
          impsLost: round2(a.lost),
          impQuotient: a.lost === 0 ? null : a.won / a.lost,
          ...(next?.by ? { decidedBy: next.by } : {}),
        });
      }
      place += b.teams.length;
    }
    i = j;
  }
  return out;
}
