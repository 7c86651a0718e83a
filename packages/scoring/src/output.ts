/** The scored event: the shape `stikk score --json` prints (issue 5), built by `scoreEvent`. */
import type { IndividualPlayers, Method, MpScale } from './model.js';

/** One table's result as scored: the contestants, the contract and the points each side gets. */
export interface ScoredResult {
  ns?: string;
  ew?: string;
  players?: IndividualPlayers;
  table?: string;
  round?: number;
  contract: string | null;
  declarer: string | null;
  tricks: number | null;
  scoreNS: number | null;
  /** Only for a split score: the NS score EW were scored on. */
  scoreNSForEW?: number;
  /** Only for a weighted score: its parts. */
  weighted?: { scoreNS: number; weight: number }[];
  /** The artificial score as the source wrote it (`A+`, `A6040`), else null. */
  adjusted: string | null;
  /** An individual's artificial scores per player (Law 12C2 per contestant), seats N E S W: `A- A+ A+ A-`. */
  adjustedPlayers?: string;
  /** Matchpoints or IMPs as shown on the traveller. Null when the board gives no comparison. */
  pointsNS: number | null;
  pointsEW: number | null;
  percentNS: number | null;
  percentEW: number | null;
  /** When the traveller shows unfactored points: the factored points that count in the totals. */
  factoredNS?: number;
  factoredEW?: number;
  group?: string;
  /** A frequency line: the number of tables that had this result (each scored as shown). */
  count?: number;
}

/** One scored board: its top or datum and every result's score. */
export interface ScoredBoard {
  board: number;
  section?: string;
  /** Fouled-board group (Law 87), when the board has more than one. */
  group?: string;
  /** Matchpoint top of the board (2 × (N − 1) on the 2/1/0 scale); null for IMP methods. */
  top: number | null;
  /** Butler datum; null otherwise. */
  datum: number | null;
  /** Results expected (N) and compared (n) when they differ (Neuberg). */
  expected?: number;
  compared?: number;
  results: ScoredResult[];
}

/** A contestant's line in the ranking: total, percentage, rank and its parts. */
export interface RankingEntry {
  id: string;
  names?: string[];
  /** The players' national member numbers, in the order of `names` ('' for a player without one). */
  memberIds?: string[];
  /** The players' clubs' numbers, in the order of `names` ('' for a player without one). */
  clubIds?: string[];
  section?: string;
  direction?: 'NS' | 'EW';
  /** Total in the method's units, after carry-over, indemnity and penalties. */
  total: number;
  /** Percentage (matchpoints), else null. */
  percent: number | null;
  rank: number;
  /** A shared place: true, with `rankLast` the last place of the tie. */
  tie?: boolean;
  /** A shared place's last place: 5 when three share the third place ("3–5"). */
  rankLast?: number;
  /** The place as printed: "3", or "3–5" when shared. */
  rankText: string;
  /** Overall rank across sections/directions when the ranking is split. */
  rankOverall?: number;
  boards: number;
  /** Matchpoints: the most the contestant could have scored (the percentage's base). */
  maxPoints?: number;
  /** From the board results alone. */
  boardTotal: number;
  carryOver?: number;
  /** Law 90 procedural penalties (negative) and Law 88 indemnity (positive), apart from the boards. */
  penalties?: number;
  indemnity?: number;
  /** A handicap event: the percentage points added (already in `percent` and `total`). */
  handicap?: number;
  /** Teams: VPs for byes (already in `total`, not in `boardTotal`). */
  byeVp?: number;
  /** Teams: IMPs for and against over all matches. */
  impsFor?: number;
  impsAgainst?: number;
}

/** A scored team match: IMPs and VPs of both teams, per board when known. */
export interface ScoredMatch {
  round: number | null;
  table?: string;
  home: string;
  away: string;
  boards: number;
  impsHome: number;
  impsAway: number;
  vpHome: number;
  vpAway: number;
  /** Per board: home's IMPs (negative when away won the board). */
  boardImps?: { board: number; imps: number }[];
  carryOverHome?: number;
  carryOverAway?: number;
}

/** A scored event: method, boards, matches, ranking and warnings (what `stikk score --json` prints). */
export interface ScoredEvent {
  method: Method;
  kind: 'pairs' | 'individual' | 'teams';
  scale?: MpScale;
  /** Sections were compared and ranked over the whole field (the `sectionScoring` setting). */
  sectionScoring?: 'across';
  boards: ScoredBoard[];
  ranking: RankingEntry[];
  matches: ScoredMatch[];
  /** Things the scorer noticed (unknown contracts, boards without a comparison, …). */
  warnings: string[];
}
