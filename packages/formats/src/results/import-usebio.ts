/**
 * USEBIO results → `EventResults`. Works on any object shaped like `@stikk/formats`'
 * `UsebioEvent`; the method and the number of winners come from the file.
 */
import { fail, ok, parseContract, parseSeat, vulnerabilityOf, type Result, type Seat } from '@stikk/core';
import {
  parseArtificialBoth,
  parseArtificialSide,
  type Artificial,
  parseWeighted,
  type Adjustment,
  type EventKind,
  type EventResults,
  type MatchInput,
  type Method,
  type Participant,
  type ScoringSettings,
  type TableResult,
  type TeamBye,
} from '@stikk/scoring';
import { type TeamLine, teamLineRounds } from './usebio-team-rounds.js';

/** The shape of a USEBIO event the results importer needs (a parsed `UsebioEvent` fits). */
export interface UsebioLike {
  readonly type: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly participants: readonly {
    readonly kind: string;
    readonly number: string;
    readonly section?: string;
    readonly fields: Readonly<Record<string, string>>;
    readonly players: readonly { readonly name?: string; readonly fields?: Readonly<Record<string, string>> }[];
  }[];
  readonly boards: readonly {
    readonly number: number;
    readonly section?: string;
    readonly path: string;
    readonly fields: Readonly<Record<string, string>>;
    readonly lines: readonly { readonly path: string; readonly fields: Readonly<Record<string, string>> }[];
  }[];
  /** Other children of the event: Stikk's teams `MATCH` elements are read from here. */
  readonly other?: readonly {
    readonly name: string;
    readonly children: readonly { readonly name: string; readonly text: string }[];
  }[];
}

/** Method from USEBIO's EVENT_TYPE and scoring fields. */
export function methodFromUsebio(type: string, fields: Readonly<Record<string, string>>): Method | undefined {
  const all = [type, fields.BOARD_SCORING_METHOD ?? '', fields.SCORING_METHOD ?? '', fields.SCORING_TYPE ?? '']
    .join(' ')
    .toUpperCase();
  if (/BUTLER/.test(all)) return 'butler';
  if (/CROSS_IMPS_TOTAL/.test(all)) return 'cross-imps';
  if (/CROSS/.test(all)) return 'cross-imps-average';
  if (/TEAM/.test(type.toUpperCase())) return 'teams';
  if (/AGGREGATE|TOTAL_POINTS|POINT_A_BOARD/.test(all)) return 'total-points';
  if (/MP|MATCH_POINT|PAIRS|INDIVIDUAL/.test(all)) return 'matchpoints';
  if (/IMP/.test(all)) return 'cross-imps-average';
  return undefined;
}

const SEAT_NAMES: Record<Seat, string> = { N: 'NORTH', E: 'EAST', S: 'SOUTH', W: 'WEST' };
const NOT_PLAYED = /^(NP|N\/P|NOT ?PLAYED|BYE|SITOUT|SIT OUT|-|)$/i;

function playerOf(f: Readonly<Record<string, string>>, seat: Seat): string | undefined {
  const full = SEAT_NAMES[seat];
  for (const k of [
    `${full}_PLAYER_NUMBER`,
    `${full}_PLAYER`,
    `${seat}_PLAYER_NUMBER`,
    `${full}_NUMBER`,
    `${full}_PLAYER_ID`,
    full,
  ]) {
    if (f[k] !== undefined && f[k] !== '') return f[k];
  }
  return undefined;
}

/** A teams traveller line as {@link teamLineRounds} reads it. */
function teamLine(path: string, board: number, r: Readonly<Record<string, unknown>>): TeamLine {
  const ns = typeof r.ns === 'string' ? r.ns : undefined;
  const ew = typeof r.ew === 'string' ? r.ew : undefined;
  return {
    path,
    board,
    ...(ns !== undefined ? { ns } : {}),
    ...(ew !== undefined ? { ew } : {}),
    ...(typeof r.round === 'number' ? { round: r.round } : {}),
  };
}

/** Options of {@link eventFromUsebio}. */
export interface UsebioImportOptions {
  /**
   * A pair's handicap when only its players have one (PLAYER/HANDICAP): their sum (a "100%"
   * handicap) or their mean ("50%"). Unset: such handicaps are reported, not applied.
   */
  readonly playerHandicaps?: 'sum' | 'average';
  /**
   * A teams file whose traveller lines have no ROUND_NUMBER: the boards each round has, boards numbered on
   * across the rounds (board b is of round ⌈b / n⌉). Unset: the rounds are worked out from the boards the
   * matches play, or the file is refused where they cannot be (`usebio-round-missing`).
   */
  readonly boardsPerRound?: number;
}

/** Converts a parsed USEBIO event. Errors name the traveller line's element path. */
export function eventFromUsebio(u: UsebioLike, opts: UsebioImportOptions = {}): Result<EventResults> {
  const upper = u.type.toUpperCase();
  const kind: EventKind = /TEAM/.test(upper) ? 'teams' : /INDIVIDUAL/.test(upper) ? 'individual' : 'pairs';
  const method = methodFromUsebio(u.type, u.fields);
  const warnings: string[] = [];
  const boards = [];
  const teamLines: { line: TeamLine; result: Record<string, unknown> }[] = [];
  for (const b of u.boards) {
    const results: TableResult[] = [];
    for (const l of b.lines) {
      const f = l.fields;
      const r: Record<string, unknown> = {};
      if (kind === 'individual' || playerOf(f, 'N') !== undefined) {
        // Players by seat, or written as pairs of players: NS_PAIR_NUMBER "1-3".
        const split = (x: string | undefined) => (x ?? '').split(/\s*[-&/+,]\s*|\s+/).filter(Boolean);
        const nsP = split(f.NS_PAIR_NUMBER);
        const ewP = split(f.EW_PAIR_NUMBER);
        const players = {
          N: playerOf(f, 'N') ?? nsP[0],
          E: playerOf(f, 'E') ?? ewP[0],
          S: playerOf(f, 'S') ?? nsP[1],
          W: playerOf(f, 'W') ?? ewP[1],
        };
        if (!players.N || !players.E || !players.S || !players.W)
          return fail('usebio-missing', `${l.path}: an individual traveller line needs the four players' numbers`, {
            path: l.path,
          });
        r.players = players;
      } else {
        const ns = f.NS_PAIR_NUMBER ?? f.NS_TEAM_NUMBER ?? f.HOME_TEAM_NUMBER;
        const ew = f.EW_PAIR_NUMBER ?? f.EW_TEAM_NUMBER ?? f.AWAY_TEAM_NUMBER;
        const blank = (x: string | undefined) => x === undefined || x.trim() === '' || x.trim() === '0';
        if (blank(ns) && blank(ew))
          return fail('usebio-missing', `${l.path}: NS_PAIR_NUMBER and EW_PAIR_NUMBER are both missing`, {
            path: `${l.path}/NS_PAIR_NUMBER`,
          });
        if (!blank(ns)) r.ns = ns;
        if (!blank(ew)) r.ew = ew;
        // A line with one pair only is a bye (sit-out against a missing pair).
        if (blank(ns) || blank(ew)) r.notPlayed = true;
      }
      const contract = (f.CONTRACT ?? '').trim();
      const score = (f.SCORE ?? '').trim();
      const art = parseArtificialBoth(score) ?? (contract ? parseArtificialBoth(contract) : null);
      if (contract && !art) {
        r.contract = contract;
        const pc = parseContract(contract);
        if (!pc.ok && !NOT_PLAYED.test(contract)) warnings.push(`${l.path}/CONTRACT: ${pc.error.message}`);
        if (pc.ok && pc.value.declarer) r.declarer = pc.value.declarer;
      }
      const by = (f.PLAYED_BY ?? f.DECLARER ?? '').trim().toUpperCase();
      if (by) {
        const s = parseSeat(by[0]);
        if (s) r.declarer = s;
      }
      if (f.TRICKS !== undefined && f.TRICKS.trim() !== '') r.tricks = Number(f.TRICKS);
      if (f.LEAD) r.lead = f.LEAD;
      const table = f.TABLE_NUMBER ?? f.TABLE;
      if (table) r.table = table;
      const round = Number(f.ROUND_NUMBER ?? f.ROUND);
      if (Number.isInteger(round) && round > 0) r.round = round;
      if (art) {
        r.artificial = { ...art, text: score || contract };
        // An individual's artificial scores per player (seats N E S W), as scoredToUsebio writes them.
        const four = (f.ADJUSTED_PLAYERS ?? '').trim().split(/\s+/).map(parseArtificialSide);
        if (r.players && four.length === 4 && four.every((a) => a !== null)) {
          const [N, E, S, W] = four as Artificial[];
          r.artificial = { ...(r.artificial as object), players: { N, E, S, W } };
        } else if (f.ADJUSTED_PLAYERS?.trim())
          warnings.push(`${l.path}/ADJUSTED_PLAYERS: "${f.ADJUSTED_PLAYERS}" is not four artificial scores (N E S W)`);
      } else if (/^[+-]?\d+$/.test(score)) {
        r.scoreNS = Number(score);
        // A split score (Law 12C1(b)): EW's own score, as scoredToUsebio writes it.
        const ewScore = (f.EW_SCORE ?? '').trim();
        if (/^[+-]?\d+$/.test(ewScore) && -Number(ewScore) !== r.scoreNS) r.scoreNSForEW = -Number(ewScore);
      } else if (score !== '' && parseWeighted(score)) r.weighted = parseWeighted(score);
      else if (NOT_PLAYED.test(score) && (contract === '' || NOT_PLAYED.test(contract)) && f.TRICKS === undefined)
        r.notPlayed = true;
      else if (score !== '') warnings.push(`${l.path}/SCORE: "${score}" not understood; computed from the contract`);
      const extra: Record<string, string> = {};
      for (const [k, v] of Object.entries(f)) {
        if (
          ![
            'NS_PAIR_NUMBER',
            'EW_PAIR_NUMBER',
            'CONTRACT',
            'PLAYED_BY',
            'TRICKS',
            'SCORE',
            'LEAD',
            'ADJUSTED_PLAYERS',
          ].includes(k)
        )
          extra[k] = v;
      }
      if (Object.keys(extra).length) r.extra = extra;
      if (kind === 'teams') teamLines.push({ line: teamLine(l.path, b.number, r), result: r });
      results.push(r as TableResult);
    }
    boards.push({
      board: b.number,
      vulnerable: vulnerabilityOf(b.number),
      results,
      ...(b.section !== undefined ? { section: b.section } : {}),
    });
  }
  if (teamLines.length) {
    // Teams: every line of a match in its round, never two rounds' matches run together.
    const rounds = teamLineRounds(
      teamLines.map((x) => x.line),
      opts.boardsPerRound,
    );
    if (!rounds.ok) return rounds;
    teamLines.forEach((x, i) => {
      if (rounds.value[i] !== undefined) x.result.round = rounds.value[i];
    });
  }
  const playersOnly: string[] = [];
  const participants: Participant[] = u.participants.map((p) => {
    const d = (p.fields.DIRECTION ?? '').toUpperCase();
    const direction = d === 'NS' || d === 'N' ? 'NS' : d === 'EW' || d === 'E' ? 'EW' : undefined;
    const carry = Number(p.fields.CARRY_FORWARD ?? p.fields.CARRY_OVER ?? NaN);
    const own = Number(p.fields.HANDICAP?.trim() || NaN);
    const ofPlayers = p.players.map((x) => Number(x.fields?.HANDICAP?.trim() || NaN)).filter((h) => Number.isFinite(h));
    let handicap = own;
    if (!Number.isFinite(own) && ofPlayers.length) {
      const sum = ofPlayers.reduce((a, b) => a + b, 0);
      if (opts.playerHandicaps === 'sum') handicap = sum;
      else if (opts.playerHandicaps === 'average') handicap = sum / ofPlayers.length;
      else playersOnly.push(p.number);
    }
    // Each player with a name or a national member number (kept in step: names[i] is memberIds[i]'s and clubIds[i]'s
    // player).
    const listed = p.players.filter((x) => !!x.name || !!x.fields?.NATIONAL_ID_NUMBER?.trim());
    const names = listed.map((x) => x.name ?? '');
    const memberIds = listed.map((x) => x.fields?.NATIONAL_ID_NUMBER?.trim() ?? '');
    const clubIds = listed.map((x) => x.fields?.CLUB_ID_NUMBER?.trim() ?? '');
    if (names.length === 0 && p.fields.PLAYER_NAME) names.push(p.fields.PLAYER_NAME);
    return {
      id: p.number,
      ...(names.length ? { names } : {}),
      ...(memberIds.some(Boolean) ? { memberIds } : {}),
      ...(clubIds.some(Boolean) ? { clubIds } : {}),
      ...(direction ? { direction } : {}),
      ...(p.section !== undefined ? { section: p.section } : {}),
      ...(Number.isFinite(carry) ? { carryOver: carry } : {}),
      ...(Number.isFinite(handicap) ? { handicap } : {}),
      extra: { ...p.fields },
    } as Participant;
  });
  // Law 90 penalties in the contestant's points, as scoredToUsebio writes them.
  const adjustments: Adjustment[] = u.participants.flatMap((p) => {
    const pen = Number(p.fields.PENALTY ?? NaN);
    return Number.isFinite(pen) && pen !== 0
      ? [
          {
            id: p.number,
            ...(p.section !== undefined ? { section: p.section } : {}),
            kind: 'penalty' as const,
            amount: Math.abs(pen),
            unit: 'points' as const,
            law: '90',
          },
        ]
      : [];
  });
  // Teams matches given whole (segments, carry-over), as scoredToUsebio writes them.
  const matches: MatchInput[] = [];
  for (const m of u.other ?? []) {
    if (m.name !== 'MATCH') continue;
    const f = new Map(m.children.map((c) => [c.name, c.text]));
    const n = (k: string) => (f.get(k)?.trim() ? Number(f.get(k)) : Number.NaN);
    const home = f.get('HOME_TEAM_NUMBER');
    const away = f.get('AWAY_TEAM_NUMBER');
    if (!home || !away || !Number.isFinite(n('HOME_IMPS')) || !Number.isFinite(n('AWAY_IMPS'))) {
      warnings.push('a MATCH without HOME_TEAM_NUMBER, AWAY_TEAM_NUMBER, HOME_IMPS and AWAY_IMPS is skipped');
      continue;
    }
    const opt = (k: string, as: keyof MatchInput) => (Number.isFinite(n(k)) ? { [as]: n(k) } : {});
    matches.push({
      home,
      away,
      impsHome: n('HOME_IMPS'),
      impsAway: n('AWAY_IMPS'),
      ...opt('ROUND_NUMBER', 'round'),
      ...(f.get('TABLE_NUMBER') ? { table: f.get('TABLE_NUMBER')! } : {}),
      ...opt('BOARDS', 'boards'),
      ...opt('HOME_CARRY_FORWARD', 'carryOverHome'),
      ...opt('AWAY_CARRY_FORWARD', 'carryOverAway'),
    });
  }
  // A team's VPs for byes, as scoredToUsebio writes them.
  const byes: TeamBye[] = u.participants.flatMap((p) => {
    const vp = Number(p.fields.BYE_VP ?? NaN);
    return Number.isFinite(vp) && vp !== 0 ? [{ team: p.number, vp }] : [];
  });
  if (playersOnly.length)
    warnings.push(
      `PLAYER/HANDICAP given for ${playersOnly.length} contestant${playersOnly.length === 1 ? '' : 's'} (${playersOnly.slice(0, 5).join(', ')}${playersOnly.length > 5 ? ', …' : ''}) without the pair's own: not applied; say whether the pair's handicap is the players' sum or their average (--handicap-players sum|average)`,
    );
  const settings: Partial<ScoringSettings> = {};
  const wt = u.fields.WINNER_TYPE;
  if (wt === '1' || wt === '2') (settings as { winners: 1 | 2 }).winners = wt === '2' ? 2 : 1;
  if (/^across$/i.test(u.fields.SECTION_SCORING ?? ''))
    (settings as { sectionScoring: 'across' }).sectionScoring = 'across';
  const producer = [u.fields.PROGRAM_NAME, u.fields.PROGRAM_VERSION].filter(Boolean).join(' ') || undefined;
  const ev: EventResults = {
    kind,
    ...(method ? { method } : {}),
    boards,
    participants,
    ...(matches.length ? { matches } : {}),
    ...(byes.length ? { byes } : {}),
    ...(adjustments.length ? { adjustments } : {}),
    settings,
    ...(producer ? { producer } : {}),
    ...(u.fields.EVENT_DESCRIPTION ? { name: u.fields.EVENT_DESCRIPTION } : {}),
  };
  return ok(Object.assign(ev, { warnings }));
}
