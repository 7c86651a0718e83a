/**
 * Scored results → USEBIO (the shape `@stikk/formats`' `writeUsebio` writes): a new document for
 * results entered through the library, or the source document with its numbers recomputed.
 */
import { parseDeal, printDeal } from '@stikk/core';
import { type Artificial, type Method, parseArtificialBoth, type ScoredEvent, type ScoredResult } from '@stikk/scoring';
import type { UsebioLike } from './import-usebio.js';

/** The structural USEBIO event (same fields as `@stikk/formats`' `UsebioEvent`). */
export interface UsebioOut extends UsebioLike {
  readonly version: string | null;
  readonly club: { readonly name?: string; readonly id?: string } | null;
  readonly attrs: Readonly<Record<string, string>>;
  readonly participants: readonly {
    path: string;
    kind: string;
    number: string;
    section?: string;
    fields: Readonly<Record<string, string>>;
    players: readonly { name?: string; fields: Readonly<Record<string, string>> }[];
  }[];
  readonly boards: readonly {
    path: string;
    number: number;
    section?: string;
    fields: Readonly<Record<string, string>>;
    lines: readonly { path: string; fields: Readonly<Record<string, string>> }[];
  }[];
  readonly hands: readonly UsebioHandOut[];
  readonly other: readonly UsebioElementOut[];
}

/** An element among the event's other children (same shape as `@stikk/formats`' `XmlElement`). */
export interface UsebioElementOut {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly UsebioElementOut[];
  readonly text: string;
}

/** A hand record as `UsebioEvent.hands` holds it. */
export interface UsebioHandOut {
  readonly path: string;
  readonly board: number;
  readonly hands: Readonly<
    Partial<
      Record<'North' | 'East' | 'South' | 'West', { spades: string; hearts: string; diamonds: string; clubs: string }>
    >
  >;
}

/** What a new document says besides the scores. */
export interface UsebioInfo {
  readonly name?: string;
  readonly program?: string;
  /** PBN `YYYY.MM.DD` or USEBIO `DD/MM/YYYY`. */
  readonly date?: string;
  readonly club?: string;
  /** Hand records: PBN deal text (`N:AKQ.… …`) by board. */
  readonly deals?: readonly { readonly board: number; readonly deal: string }[];
}

const DIRECTIONS = ['North', 'East', 'South', 'West'] as const;

/** A PBN deal as a USEBIO hand record; null when the deal is not valid. */
function handOf(board: number, text: string, index: number): UsebioHandOut | null {
  const d = parseDeal(text, { partial: true });
  if (!d.ok) return null;
  const hands: Record<string, { spades: string; hearts: string; diamonds: string; clubs: string }> = {};
  printDeal(d.value, 'N')
    .slice(2)
    .split(' ')
    .forEach((h, i) => {
      if (h === '-') return;
      const [spades, hearts, diamonds, clubs] = h.split('.');
      hands[DIRECTIONS[i]] = { spades, hearts, diamonds, clubs };
    });
  return { path: `USEBIO/HANDSET[1]/BOARD[${index + 1}]`, board, hands };
}

const EVENT_TYPES: Record<Method, string> = {
  matchpoints: 'MP_PAIRS',
  'cross-imps': 'CROSS_IMPS',
  'cross-imps-average': 'CROSS_IMPS',
  butler: 'BUTLER_PAIRS',
  teams: 'TEAMS',
  'total-points': 'AGGREGATE',
};

/** Names of the per-line point fields for a method. */
export function usebioPointFields(method: Method): [string, string] {
  if (method === 'butler') return ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'];
  if (method === 'cross-imps' || method === 'cross-imps-average') return ['NS_CROSS_IMPS', 'EW_CROSS_IMPS'];
  if (method === 'teams') return ['NS_IMPS', 'EW_IMPS'];
  if (method === 'total-points') return ['NS_POINTS', 'EW_POINTS'];
  return ['NS_MATCH_POINTS', 'EW_MATCH_POINTS'];
}

/** Law 12C2 average-plus, average or average-minus (not a percentage or IMPs given as such). */
const isAverage = (a: Artificial): boolean => a.kind === 'A+' || a.kind === 'A' || a.kind === 'A-';

/**
 * An artificial score's two percentages in SCORE: Compscore's four digits (`A6040`) when both are whole two-digit
 * percentages, else both written out exactly (`A57.5/42.5`, `A100/0`), which `parseArtificialBoth` reads back: the
 * four-digit form has no room for a decimal (rounding 57.5 to 58 changed the score) nor for 100 or 5.
 */
export function artificialPercents(ns: number, ew: number): string {
  const two = (x: number) => Number.isInteger(x) && x >= 10 && x <= 99;
  return two(ns) && two(ew) ? `A${ns}${ew}` : `A${ns}/${ew}`;
}

const fmtPoints = (x: number | null): string => (x === null ? '' : String(Math.round(x * 100) / 100));

function lineFields(r: ScoredResult, method: Method): Record<string, string> {
  const f: Record<string, string> = {};
  // Where the board was played, when the results say (read back by eventFromUsebio; PBN's Round/Table).
  if (r.round !== undefined) f.ROUND_NUMBER = String(r.round);
  if (r.table !== undefined && r.table !== '') f.TABLE_NUMBER = r.table;
  if (r.players) {
    f.NORTH_PLAYER_NUMBER = r.players.N;
    f.EAST_PLAYER_NUMBER = r.players.E;
    f.SOUTH_PLAYER_NUMBER = r.players.S;
    f.WEST_PLAYER_NUMBER = r.players.W;
  } else {
    f.NS_PAIR_NUMBER = r.ns ?? '';
    f.EW_PAIR_NUMBER = r.ew ?? '';
  }
  if (r.contract !== null) f.CONTRACT = r.contract;
  if (r.declarer !== null) f.PLAYED_BY = r.declarer;
  if (r.tricks !== null) f.TRICKS = String(r.tricks);
  // Artificial scores as Compscore writes them (A6040: NS 60 %, EW 40 %), which says both sides;
  // average-plus/minus given in the source as such (A+A-) stay symbolic, since Law 12C2(c) may
  // turn them into the pair's session percentage, which a fixed percentage would not reproduce.
  const given = r.adjusted === null ? null : parseArtificialBoth(r.adjusted);
  const symbolic =
    given !== null
      ? isAverage(given.ns) && isAverage(given.ew)
      : r.adjusted !== null && /^A[+-]?(A[+-]?)?$/.test(r.adjusted.replace(/[\s/]+/g, ''));
  // Both sides spelled out (`A+A+`, `A+A-`, `AA`): a lone `A+` would read back as NS A+, EW A-.
  const side = (p: number | null) => (p === null ? null : p > 50 ? '+' : p < 50 ? '-' : '');
  const both =
    side(r.percentNS) !== null && side(r.percentEW) !== null
      ? `A${side(r.percentNS)}A${side(r.percentEW)}`
      : r.adjusted;
  // A percentage as given (57.5 % from the director, not the rounded 58), else as scored.
  const givenPct =
    given?.ns.kind === 'percent' && given.ew.kind === 'percent' ? [given.ns.percent, given.ew.percent] : null;
  const art =
    r.adjusted === null
      ? null
      : symbolic
        ? both
        : givenPct
          ? artificialPercents(givenPct[0], givenPct[1])
          : r.percentNS !== null && r.percentEW !== null
            ? artificialPercents(r.percentNS, r.percentEW)
            : r.adjusted;
  // A weighted score (Law 12C1(c)) as its parts, "60% 420 40% -50", not as its mean.
  const weighted = r.weighted?.map((p) => `${Math.round(p.weight * 1e6) / 1e4}% ${p.scoreNS}`).join(' ');
  f.SCORE = art ?? weighted ?? (r.scoreNS === null ? '' : String(r.scoreNS));
  // An individual's artificial scores per player (seats N E S W; read back by eventFromUsebio).
  if (r.players && r.adjustedPlayers) f.ADJUSTED_PLAYERS = r.adjustedPlayers;
  // Law 12C1(b): a split score's EW side is its own score (the sides need not balance).
  if (art === null && !weighted && r.scoreNSForEW !== undefined && r.scoreNSForEW !== r.scoreNS)
    f.EW_SCORE = String(-r.scoreNSForEW);
  const [ns, ew] = usebioPointFields(method);
  f[ns] = fmtPoints(r.factoredNS ?? r.pointsNS);
  f[ew] = fmtPoints(r.factoredEW ?? r.pointsEW);
  return f;
}

const el = (name: string, text: string): UsebioElementOut => ({ name, attrs: {}, children: [], text });

/**
 * Teams matches given whole (several segments, a carry-over) as `MATCH` elements of the event:
 * round, table, teams, boards, IMPs, carry-over and VPs (read back by `eventFromUsebio`). None for
 * matches scored from their boards alone, which the traveller lines already give.
 */
function usebioMatches(s: ScoredEvent): UsebioOut['other'] {
  if (s.kind !== 'teams' || !s.matches.some((m) => m.carryOverHome !== undefined || m.carryOverAway !== undefined))
    return [];
  return s.matches.map((m) => ({
    name: 'MATCH',
    attrs: {},
    text: '',
    children: [
      ...(m.round !== null ? [el('ROUND_NUMBER', String(m.round))] : []),
      ...(m.table !== undefined ? [el('TABLE_NUMBER', m.table)] : []),
      el('HOME_TEAM_NUMBER', m.home),
      el('AWAY_TEAM_NUMBER', m.away),
      el('BOARDS', String(m.boards)),
      el('HOME_IMPS', fmtPoints(m.impsHome)),
      el('AWAY_IMPS', fmtPoints(m.impsAway)),
      el('HOME_CARRY_FORWARD', fmtPoints(m.carryOverHome ?? 0)),
      el('AWAY_CARRY_FORWARD', fmtPoints(m.carryOverAway ?? 0)),
      el('HOME_VP', m.vpHome.toFixed(2)),
      el('AWAY_VP', m.vpAway.toFixed(2)),
    ],
  }));
}

/** A USEBIO 1.2 document for a scored event. */
export function scoredToUsebio(s: ScoredEvent, info: UsebioInfo = {}): UsebioOut {
  const type = s.kind === 'individual' ? 'INDIVIDUAL' : EVENT_TYPES[s.method];
  const twoWinners = s.ranking.some((e) => e.direction !== undefined);
  const fields: Record<string, string> = { PROGRAM_NAME: info.program ?? 'Stikk', WINNER_TYPE: twoWinners ? '2' : '1' };
  // Cross-IMPs summed over the other results (Stikk's cross-imps) or averaged: said apart, since
  // a bare CROSS_IMPS is read as averaged (as most producers write it).
  if (s.method === 'cross-imps') fields.SCORING_METHOD = 'CROSS_IMPS_TOTAL';
  if (s.method === 'cross-imps-average') fields.SCORING_METHOD = 'CROSS_IMPS_AVERAGE';
  if (s.sectionScoring === 'across') fields.SECTION_SCORING = 'ACROSS';
  if (info.name) fields.EVENT_DESCRIPTION = info.name;
  if (info.date) fields.DATE = info.date.replace(/^(\d{4})\.(\d{2})\.(\d{2})$/, '$3/$2/$1');
  const kind = s.kind === 'teams' ? 'TEAM' : s.kind === 'individual' ? 'PLAYER' : 'PAIR';
  const participants = s.ranking.map((e, i) => {
    const f: Record<string, string> = { [`${kind}_NUMBER`]: e.id };
    if (e.direction) f.DIRECTION = e.direction;
    f.TOTAL_SCORE = e.total.toFixed(2);
    if (e.percent !== null) f.PERCENTAGE = e.percent.toFixed(2);
    // Law 90 penalties apart from the board results (read back by eventFromUsebio).
    if (e.penalties) f.PENALTY = Math.abs(e.penalties).toFixed(2);
    // A team's VPs for byes, part of TOTAL_SCORE (USEBIO has no match for a bye; read back by eventFromUsebio).
    if (e.byeVp) f.BYE_VP = e.byeVp.toFixed(2);
    // A handicap event's allowance (percentage points, already in PERCENTAGE; read back by eventFromUsebio).
    if (e.handicap !== undefined) f.HANDICAP = String(e.handicap);
    // The first place of a shared one, as Compscore writes it (tied pairs both "6", the next "8"):
    // a number any reader takes; the tie shows in the equal totals.
    if (e.rank > 0) f.PLACE = String(e.rank);
    return {
      path: `USEBIO/EVENT/PARTICIPANTS[1]/${kind}[${i + 1}]`,
      kind,
      number: e.id,
      ...(e.section !== undefined ? { section: e.section } : {}),
      fields: f,
      // One PLAYER per player, each with the national member number the register gives (USEBIO's
      // NATIONAL_ID_NUMBER, what a federation's master-point lists are keyed on) and his club's (CLUB_ID_NUMBER);
      // a visitor has none.
      players: (e.names ?? []).map((n, j) => {
        const id = e.memberIds?.[j]?.trim();
        const club = e.clubIds?.[j]?.trim();
        return {
          name: n,
          fields: {
            PLAYER_NAME: n,
            ...(id ? { NATIONAL_ID_NUMBER: id } : {}),
            ...(club ? { CLUB_ID_NUMBER: club } : {}),
          },
        };
      }),
    };
  });
  const boards = s.boards.map((b, i) => {
    const f: Record<string, string> = { BOARD_NUMBER: String(b.board) };
    if (b.datum !== null) f.BOARD_AVERAGE = String(b.datum);
    return {
      path: `USEBIO/EVENT/BOARD[${i + 1}]`,
      number: b.board,
      ...(b.section !== undefined ? { section: b.section } : {}),
      fields: f,
      lines: b.results.map((r, j) => ({
        path: `USEBIO/EVENT/BOARD[${i + 1}]/TRAVELLER_LINE[${j + 1}]`,
        fields: lineFields(r, s.method),
      })),
    };
  });
  const hands: UsebioHandOut[] = [];
  for (const d of info.deals ?? []) {
    const h = hands.some((x) => x.board === d.board) ? null : handOf(d.board, d.deal, hands.length);
    if (h) hands.push(h);
  }
  return {
    version: '1.2',
    club: info.club ? { name: info.club } : null,
    type,
    attrs: { EVENT_TYPE: type },
    fields,
    participants,
    boards,
    hands,
    other: usebioMatches(s),
  };
}

/**
 * The source document with Stikk's numbers: each traveller line's points, each board's datum,
 * each participant's total, percentage and place. Everything else is kept.
 */
export function rescoreUsebio<T extends UsebioLike>(source: T, s: ScoredEvent): T {
  const [nsF, ewF] = usebioPointFields(s.method);
  const boards = source.boards.map((b) => {
    const sb = s.boards.filter((x) => x.board === b.number && (x.section ?? undefined) === b.section);
    const results = sb.flatMap((x) => x.results);
    const used = new Set<ScoredResult>();
    const fields = { ...b.fields };
    const datum = sb.find((x) => x.datum !== null)?.datum;
    if (datum !== undefined && datum !== null) fields.BOARD_AVERAGE = String(datum);
    const lines = b.lines.map((l) => {
      const r = results.find(
        (x) => !used.has(x) && x.ns === l.fields.NS_PAIR_NUMBER && x.ew === l.fields.EW_PAIR_NUMBER,
      );
      if (!r) return l;
      used.add(r);
      const f = { ...l.fields };
      f[nsF] = fmtPoints(r.pointsNS);
      f[ewF] = fmtPoints(r.pointsEW);
      return { ...l, fields: f };
    });
    return { ...b, fields, lines };
  });
  const participants = source.participants.map((p) => {
    const e = s.ranking.find(
      (x) => x.id === p.number && (p.section === undefined || x.section === undefined || x.section === p.section),
    );
    if (!e) return p;
    const f: Record<string, string> = { ...p.fields, TOTAL_SCORE: e.total.toFixed(2), PLACE: String(e.rank) };
    if (e.percent !== null) f.PERCENTAGE = e.percent.toFixed(2);
    return { ...p, fields: f };
  });
  return { ...source, boards, participants };
}
