/**
 * PBN results → `EventResults`: `ScoreTable` travellers (pairs, individual, team matches),
 * single-table results (`Contract`/`Result`/`Score` per game, as team exports write them), and
 * `TotalScoreTable` contestants. Works on any object shaped like `@stikk/formats`' `PbnFile`.
 */
import {
  fail,
  ok,
  parseContract,
  parseSeat,
  parseVulnerability,
  vulnerabilityOf,
  type Result,
  type Seat,
  type Vulnerability,
} from '@stikk/core';
import {
  parseArtificialBoth,
  parseArtificialSide,
  parseWeighted,
  victoryPoints,
  type Adjustment,
  type Artificial,
  type BoardResults,
  type EventKind,
  type EventResults,
  type MatchInput,
  type Method,
  type Participant,
  type ScoringSettings,
  type TableResult,
  type TeamBye,
  settingsFromScoring,
} from '@stikk/scoring';
import { parseResultValue } from '../pbn/board.js';

/** The shape of a PBN table the results importer needs. */
export interface PbnTableLike {
  readonly columns: readonly { readonly name: string }[];
  readonly rows: readonly (readonly string[])[];
}
/** The shape of a PBN tag the results importer needs. */
export interface PbnTagLike {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  readonly table?: PbnTableLike;
}
/** The shape of a PBN game the results importer needs. */
export interface PbnGameLike {
  readonly tags: readonly PbnTagLike[];
  readonly line: number;
}
/** The shape of a PBN file the results importer needs (a parsed `PbnFile` fits). */
export interface PbnFileLike {
  readonly games: readonly PbnGameLike[];
  readonly directives?: readonly { readonly text: string }[];
}

const tagOf = (g: PbnGameLike, name: string): PbnTagLike | undefined => g.tags.find((t) => t.name === name);
const tagValue = (g: PbnGameLike, name: string): string | undefined => tagOf(g, name)?.value;

/** `% <META name=Generator content="Ruter">` lines as a map. */
export function pbnMeta(file: PbnFileLike): Map<string, string> {
  const m = new Map<string, string>();
  for (const d of file.directives ?? []) {
    const x = /<META\s+name=(\S+)\s+content="([^"]*)"/i.exec(d.text);
    if (x) m.set(x[1], x[2]);
  }
  return m;
}

/** Scoring method from PBN `Scoring` (and Ruter's `ScoringType`) text. */
export function methodFromPbn(scoring: string, teams: boolean): Method | undefined {
  const s = scoring.toLowerCase().replace(/[\s_-]/g, '');
  if (s === '') return undefined;
  if (/cross2|crossimps?av|crossav|average/.test(s)) return 'cross-imps-average';
  if (/cross/.test(s)) return 'cross-imps';
  if (/butler|datum/.test(s)) return 'butler';
  if (/total|aggregate|pointaflat/.test(s)) return 'total-points';
  if (/imp|teams?|vp|bam/.test(s)) return teams ? 'teams' : 'cross-imps-average';
  if (/mp|matchpoint|topscore|percent/.test(s)) return 'matchpoints';
  return undefined;
}

const EMPTY = new Set(['', '-', '?', '--']);
const num = (t: string | undefined): number | undefined => {
  if (t === undefined) return undefined;
  const s = t.trim().replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(s)) return undefined;
  return Number(s);
};

function seatOf(t: string | undefined): Seat | undefined {
  if (!t || EMPTY.has(t.trim())) return undefined;
  return parseSeat(t.trim().toUpperCase()[0]) ?? undefined;
}

/** Columns the importer reads; every other column is kept in `extra`. */
const KNOWN = new Set([
  'PairId_NS',
  'PairId_EW',
  'PlayerId_North',
  'PlayerId_East',
  'PlayerId_South',
  'PlayerId_West',
  'TeamId_Home',
  'TeamId_Away',
  'Contract',
  'Declarer',
  'Result',
  'Lead',
  'Score_NS',
  'Score_EW',
  'Table',
  'Round',
  'Section',
  'Multiplicity',
  'Room',
  'Adjusted_Players',
]);

interface RowSpec {
  readonly get: (name: string) => string | undefined;
  readonly extra: Record<string, string>;
}

function rowSpec(table: PbnTableLike, row: readonly string[]): RowSpec {
  const idx = new Map<string, number>();
  table.columns.forEach((c, i) => idx.set(c.name, i));
  const extra: Record<string, string> = {};
  table.columns.forEach((c, i) => {
    if (!KNOWN.has(c.name) && row[i] !== undefined) extra[c.name] = row[i];
  });
  return { get: (n) => (idx.has(n) ? row[idx.get(n)!] : undefined), extra };
}

/** Reads a score column pair (Score_NS / Score_EW) into a score, an artificial score, or a weighted score. */
function scoreFields(
  nsText: string | undefined,
  ewText: string | undefined,
): Pick<TableResult, 'scoreNS' | 'scoreNSForEW' | 'artificial' | 'weighted'> | 'none' | null {
  const ns = nsText?.trim() ?? '';
  const ew = ewText?.trim() ?? '';
  const nsE = EMPTY.has(ns);
  const ewE = EMPTY.has(ew);
  if (nsE && ewE) return 'none';
  const nNum = num(ns);
  const eNum = num(ew);
  if (nNum !== undefined || eNum !== undefined) {
    if (nNum !== undefined && eNum !== undefined && nNum !== -eNum) {
      // Both sides written and they don't balance: a split score. A side's own score is its column.
      if (nNum === 0 || eNum === 0) return { scoreNS: nNum - eNum };
      return { scoreNS: nNum, scoreNSForEW: -eNum };
    }
    return { scoreNS: nNum !== undefined ? nNum : -eNum! };
  }
  // One column for both sides, as USEBIO writes it (`A5050`, `A6040`).
  const both = ewE ? parseArtificialBoth(ns) : null;
  if (both) return { artificial: { ...both, text: ns } };
  const aNS = nsE ? null : parseArtificialSide(ns);
  const aEW = ewE ? null : parseArtificialSide(ew);
  if (aNS || aEW) {
    const complement = (a: Artificial): Artificial =>
      a.kind === 'A+'
        ? { kind: 'A-' }
        : a.kind === 'A-'
          ? { kind: 'A+' }
          : a.kind === 'percent'
            ? { kind: 'percent', percent: 100 - a.percent }
            : a;
    const nsA = aNS ?? complement(aEW!);
    const ewA = aEW ?? complement(aNS!);
    const text = nsE ? ew : ewE || ns === ew ? ns : `${ns}/${ew}`;
    return { artificial: { ns: nsA, ew: ewA, text } };
  }
  const w = parseWeighted(nsE ? ew : ns);
  if (w) {
    const parts = nsE ? w.map((p) => ({ ...p, scoreNS: -p.scoreNS })) : w;
    return { weighted: parts };
  }
  return null;
}

function contractFields(
  get: (n: string) => string | undefined,
  board: number,
  line: number,
  warnings: string[],
): Pick<TableResult, 'contract' | 'declarer' | 'tricks'> {
  const out: { contract?: string; declarer?: Seat; tricks?: number } = {};
  const c = get('Contract');
  if (c !== undefined && !EMPTY.has(c.trim())) {
    out.contract = c.trim();
    const pc = parseContract(c);
    if (!pc.ok) warnings.push(`line ${line}: board ${board}: ${pc.error.message}`);
    else if (pc.value.declarer) out.declarer = pc.value.declarer;
  }
  const d = seatOf(get('Declarer'));
  if (d) out.declarer = d;
  // Every form of PBN 2.1 §3.4.15: `9`, `NS 9`, `EW 4`, `NS 9 EW 4`, `^9` (the last two need the declarer).
  const rt = get('Result');
  if (rt !== undefined && !EMPTY.has(rt.trim())) {
    const r = parseResultValue(rt, out.declarer ?? null);
    if (r !== undefined) out.tricks = r;
    else
      warnings.push(
        `line ${line}: board ${board}: Result "${rt.trim()}" is not a number of tricks${/^(NS|EW)/i.test(rt.trim()) && !out.declarer ? " (a side's tricks need the declarer)" : ''}; the tricks are unknown`,
      );
  }
  return out;
}

/** Converts a parsed PBN file to scoring input. */
export function eventFromPbn(file: PbnFileLike, opts: { readonly strict?: boolean } = {}): Result<EventResults> {
  const strict = opts.strict ?? true;
  const meta = pbnMeta(file);
  const warnings: string[] = [];
  const boards = new Map<
    string,
    { board: number; section?: string; vulnerable?: Vulnerability; results: TableResult[] }
  >();
  const participants = new Map<string, Participant>();
  const matches: MatchInput[] = [];
  const adjustments: Adjustment[] = [];
  const byes: TeamBye[] = [];
  const fileVps: { home: number; away: number; vpHome: number }[] = [];
  let kind: EventKind | undefined;
  let scoringText = meta.get('ScoringType') ?? '';
  let producer: string | undefined = meta.get('Generator')
    ? `${meta.get('Generator')}${meta.get('Version') ? ` ${meta.get('Version')}` : ''}`
    : undefined;
  let twoWinners = false;
  // Directions with a first place, over every TotalScoreTable (sections ranked across the field
  // give each section's table only some of the field's first places).
  const firstOfDirection = new Map<string, number>();

  const boardEntry = (n: number, section: string | undefined, vul: Vulnerability | undefined) => {
    const key = `${section ?? ''}|${n}`;
    let b = boards.get(key);
    if (!b) {
      b = { board: n, results: [] };
      if (section !== undefined) b.section = section;
      if (vul) b.vulnerable = vul;
      boards.set(key, b);
    }
    return b;
  };

  // Games of different events in one file are different boards even with the same number: each
  // event is then a section of its own (named by the event, and its Section when it has one).
  const eventOf = (g: PbnGameLike): string => {
    const e = (tagValue(g, 'Event') ?? '').trim();
    return EMPTY.has(e) ? '' : e;
  };
  const events = new Set(file.games.map(eventOf).filter((e) => e !== ''));
  for (const [gi, g] of file.games.entries()) {
    const app = tagValue(g, 'Application') ?? '';
    if (!producer && app) producer = app.split(/\s+-\s+/)[0];
    if (!producer && /realbridge/i.test(tagValue(g, 'Site') ?? '')) producer = 'RealBridge';
    const competition = (tagValue(g, 'Competition') ?? '').toLowerCase();
    const sc = tagValue(g, 'Scoring') ?? '';
    if (sc && !scoringText.includes(sc)) scoringText = `${scoringText} ${sc}`.trim();
    const boardTag = tagOf(g, 'Board');
    const boardNo = boardTag ? num(boardTag.value) : undefined;
    const ownSection = tagValue(g, 'Section') || undefined;
    const section = events.size > 1 ? [eventOf(g) || '?', ownSection].filter(Boolean).join(' / ') : ownSection;
    const vul = parseVulnerability(tagValue(g, 'Vulnerable') ?? '') ?? undefined;
    const vulGiven = (tagValue(g, 'Vulnerable') ?? '').trim() !== '' ? vul : undefined;

    const total = tagOf(g, 'TotalScoreTable');
    if (total?.table) {
      const t = total.table;
      for (const row of t.rows) {
        const rs = rowSpec(t, row);
        const id = rs.get('PairId') ?? rs.get('TeamId') ?? rs.get('PlayerId');
        if (id === undefined || EMPTY.has(id)) continue;
        const namesText = rs.get('Names') ?? rs.get('TeamName') ?? rs.get('Name');
        const dirText = rs.get('Direction');
        const direction = dirText
          ? /^(n|ns|n-s)$/i.test(dirText.replace(/\s/g, ''))
            ? 'NS'
            : /^(e|ew|e-w|ö-v|ov|o-v|öv|ø-v|øv)$/i.test(dirText.replace(/\s/g, ''))
              ? 'EW'
              : undefined
          : undefined;
        const rank = rs.get('Rank');
        if (direction && rank === '1') firstOfDirection.set(direction, (firstOfDirection.get(direction) ?? 0) + 1);
        const carry = num(rs.get('CarryOver') ?? rs.get('Carryover') ?? rs.get('TotalScoreCarryOver'));
        const handicap = num(rs.get('Handicap'));
        const pen = num(rs.get('ScorePenalty') ?? rs.get('Penalty'));
        // A team's VPs for byes (Stikk's TotalScoreTable column), part of its total.
        const byeVp = num(rs.get('ByeVP'));
        if (byeVp !== undefined && byeVp !== 0) byes.push({ team: id, vp: byeVp });
        if (pen !== undefined && pen !== 0)
          adjustments.push({
            id,
            ...(section !== undefined ? { section } : {}),
            kind: 'penalty',
            amount: Math.abs(pen),
            unit: 'points',
            law: '90',
          });
        // The players' member numbers, as Ruter writes them (MemberID1, MemberID2, … in the names' order).
        const memberIds: string[] = [];
        for (let k = 1; rs.get(`MemberID${k}`) !== undefined; k++) {
          const m = rs.get(`MemberID${k}`)!.trim();
          memberIds.push(EMPTY.has(m) ? '' : m);
        }
        const p: Participant = {
          id,
          ...(namesText ? { names: namesText.split(/\s+-\s+/) } : {}),
          ...(memberIds.some(Boolean) ? { memberIds } : {}),
          ...(section !== undefined ? { section } : {}),
          ...(direction ? { direction } : {}),
          ...(carry !== undefined ? { carryOver: carry } : {}),
          ...(handicap !== undefined ? { handicap } : {}),
          extra: rs.extra,
        };
        participants.set(`${section ?? ''}\u0000${id}`, p); // the same number in two sections is two contestants
      }
      if (firstOfDirection.get('NS') && firstOfDirection.get('EW')) twoWinners = true;
    }

    const st = tagOf(g, 'ScoreTable');
    if (st?.table) {
      const t = st.table;
      const names = new Set(t.columns.map((c) => c.name));
      if (names.has('TeamId_Home') && names.has('MatchDetails')) {
        kind = 'teams';
        for (const row of t.rows) {
          const rs = rowSpec(t, row);
          const home = rs.get('TeamId_Home');
          const away = rs.get('TeamId_Away');
          const det = (rs.get('MatchDetails') ?? '').split(',').map((x) => Number(x.trim()));
          if (!home || !away || det.length < 2 || det.some((x) => Number.isNaN(x))) {
            warnings.push(
              `line ${st.line}: a match row without teams or MatchDetails "home IMPs,away IMPs" is skipped`,
            );
            continue;
          }
          const [ih, ia] = det.slice(-2);
          const round = num(rs.get('Round'));
          const table = rs.get('Table');
          // Stikk's match rows also give the match's boards and carry-over (segments, knockouts).
          const nBoards = num(rs.get('Boards'));
          const ch = num(rs.get('CarryOver_Home'));
          const ca = num(rs.get('CarryOver_Away'));
          matches.push({
            home,
            away,
            impsHome: ih,
            impsAway: ia,
            ...(round !== undefined ? { round } : {}),
            ...(table !== undefined ? { table } : {}),
            ...(nBoards !== undefined ? { boards: nBoards } : {}),
            ...(ch ? { carryOverHome: ch } : {}),
            ...(ca ? { carryOverAway: ca } : {}),
          });
          const vh = num(rs.get('VP_Home'));
          if (vh !== undefined && nBoards === undefined) fileVps.push({ home: ih, away: ia, vpHome: vh });
        }
        continue;
      }
      // A bad game refuses the file when strict; otherwise it is skipped with a warning naming it.
      const bad = (code: string, message: string) => {
        if (strict) return fail(code, message, { line: st.line });
        warnings.push(`${message}; game ${gi + 1} skipped`);
        return null;
      };
      if (boardNo === undefined) {
        const r = bad('pbn-no-board', `line ${st.line}: a ScoreTable in a game without a board number`);
        if (r) return r;
        continue;
      }
      const hasIds = ['PairId_NS', 'PairId_EW', 'PlayerId_North', 'TeamId_Home'].some((c) => names.has(c));
      if (!hasIds && !names.has('Multiplicity')) {
        const r = bad(
          'pbn-no-contestants',
          `line ${st.line}: board ${boardNo}: the ScoreTable names no contestants (PairId_NS/PairId_EW, PlayerId_North…, TeamId_Home/TeamId_Away)`,
        );
        if (r) return r;
        continue;
      }
      const individual = names.has('PlayerId_North');
      if (individual) kind = 'individual';
      else if (names.has('TeamId_Home')) kind = 'teams';
      else kind ??= 'pairs';
      const b = boardEntry(boardNo, section, vulGiven);
      t.rows.forEach((row, ri) => {
        const rs = rowSpec(t, row);
        const line = st.line + 1 + ri;
        const sc = scoreFields(rs.get('Score_NS'), rs.get('Score_EW'));
        const base: Record<string, unknown> = { ...contractFields(rs.get, boardNo, line, warnings) };
        if (individual) {
          base.players = {
            N: rs.get('PlayerId_North') ?? '',
            E: rs.get('PlayerId_East') ?? '',
            S: rs.get('PlayerId_South') ?? '',
            W: rs.get('PlayerId_West') ?? '',
          };
        } else if (names.has('TeamId_Home')) {
          base.ns = rs.get('TeamId_Home');
          base.ew = rs.get('TeamId_Away');
        } else {
          const ns = rs.get('PairId_NS');
          const ew = rs.get('PairId_EW');
          if (ns !== undefined && !EMPTY.has(ns)) base.ns = ns;
          if (ew !== undefined && !EMPTY.has(ew)) base.ew = ew;
        }
        const table = rs.get('Table');
        if (table !== undefined && !EMPTY.has(table)) base.table = table;
        const room = rs.get('Room');
        if (room !== undefined && !EMPTY.has(room)) base.room = room;
        const round = num(rs.get('Round'));
        if (round !== undefined) base.round = round;
        const lead = rs.get('Lead');
        if (lead !== undefined && !EMPTY.has(lead)) base.lead = lead;
        if (Object.keys(rs.extra).length) base.extra = rs.extra;
        if (sc === null) {
          warnings.push(
            `line ${line}: board ${boardNo}: score "${rs.get('Score_NS') ?? ''}"/"${rs.get('Score_EW') ?? ''}" not understood; computed from the contract`,
          );
        } else if (sc === 'none') {
          if (base.contract === undefined) base.notPlayed = true;
        } else Object.assign(base, sc);
        // An individual's artificial scores per player (Stikk's Adjusted_Players, seats N E S W).
        const perPlayer = rs.get('Adjusted_Players');
        if (individual && base.artificial && perPlayer !== undefined && !EMPTY.has(perPlayer)) {
          const four = perPlayer.trim().split(/\s+/).map(parseArtificialSide);
          if (four.length === 4 && four.every((a) => a !== null)) {
            const [N, E, S, W] = four as Artificial[];
            base.artificial = { ...(base.artificial as object), players: { N, E, S, W } };
          } else
            warnings.push(
              `line ${line}: board ${boardNo}: Adjusted_Players "${perPlayer}" is not four artificial scores (N E S W); the sides' are used`,
            );
        }
        // A frequency table: the line stands for that many tables (scored as such, kept as one line).
        const mult = rs.get('Multiplicity');
        if (mult !== undefined && !EMPTY.has(mult)) {
          const m = num(mult);
          if (m === undefined || !Number.isInteger(m) || m < 1) {
            warnings.push(
              `line ${line}: board ${boardNo}: Multiplicity "${mult}" is not a number of tables; taken as 1`,
            );
          } else if (m > 1) base.count = m;
        }
        b.results.push(base as TableResult);
      });
      continue;
    }

    // A single table's result in the game itself.
    const contractTag = tagValue(g, 'Contract');
    const scoreTag = tagValue(g, 'Score');
    if (
      boardNo !== undefined &&
      ((contractTag !== undefined && contractTag.trim() !== '') || (scoreTag !== undefined && scoreTag.trim() !== ''))
    ) {
      const home = tagValue(g, 'HomeTeam');
      const visit = tagValue(g, 'VisitTeam');
      const r: Record<string, unknown> = {};
      const get = (n: string) => tagValue(g, n);
      Object.assign(r, contractFields(get, boardNo, g.line, warnings));
      if (scoreTag !== undefined && scoreTag.trim() !== '') {
        const m = /^\s*(NS|EW)?\s*([+-]?\d+)\s*$/i.exec(scoreTag);
        if (m) r.scoreNS = (m[1] ?? 'NS').toUpperCase() === 'EW' ? -Number(m[2]) : Number(m[2]);
        else {
          const a = parseArtificialSide(scoreTag.replace(/^\s*NS\s*/i, ''));
          if (a)
            r.artificial = {
              ns: a,
              ew: a.kind === 'A+' ? { kind: 'A-' } : a.kind === 'A-' ? { kind: 'A+' } : a,
              text: scoreTag.trim(),
            };
        }
      }
      const room = tagValue(g, 'Room');
      if (home !== undefined && visit !== undefined && home !== '' && visit !== '') {
        kind = 'teams';
        const closed = (room ?? '').toLowerCase() === 'closed';
        r.ns = closed ? visit : home;
        r.ew = closed ? home : visit;
      } else {
        kind ??= 'pairs';
        const ns = [get('North'), get('South')].filter((x) => x && x !== '?').join(' - ');
        const ew = [get('East'), get('West')].filter((x) => x && x !== '?').join(' - ');
        if (ns) r.ns = ns;
        if (ew) r.ew = ew;
      }
      if (room) r.room = room;
      const table = get('Table');
      if (table) r.table = table;
      const round = num(get('Round'));
      if (round !== undefined) r.round = round;
      boardEntry(boardNo, section, vulGiven).results.push(r as TableResult);
    }
    void competition;
  }

  const k: EventKind = kind ?? 'pairs';
  const method = methodFromPbn(scoringText, k === 'teams');
  // Conventions the producer writes in its `Scoring` string (Magic Contest/Ruter `Butler-2;Mean`).
  const settings: Partial<ScoringSettings> & { winners?: 1 | 2 } = { ...settingsFromScoring(scoringText) };
  if (twoWinners) (settings as { winners: 2 }).winners = 2;
  else if (participants.size > 0 && k === 'pairs') (settings as { winners: 1 }).winners = 1;
  // Sections compared over the whole field (Stikk writes `% <META name=SectionScoring content="Across">`).
  if (/^across$/i.test(meta.get('SectionScoring') ?? ''))
    (settings as { sectionScoring: 'across' }).sectionScoring = 'across';
  // Boards per match: from the file's own VPs when the match totals alone are given.
  if (fileVps.length > 0) {
    const n = inferBoardsPerMatch(fileVps);
    if (n !== undefined) (settings as { boardsPerMatch: number }).boardsPerMatch = n;
    else
      warnings.push(
        'the number of boards per match could not be worked out from the file; give it with --boards-per-match',
      );
  }
  const ev: EventResults = {
    kind: k,
    ...(method ? { method } : {}),
    boards: [...boards.values()].map(
      (b) => ({ ...b, vulnerable: b.vulnerable ?? vulnerabilityOf(b.board) }) as BoardResults,
    ),
    ...(participants.size ? { participants: [...participants.values()] } : {}),
    ...(matches.length ? { matches } : {}),
    ...(byes.length ? { byes } : {}),
    ...(adjustments.length ? { adjustments } : {}),
    ...(producer ? { producer } : {}),
    ...(file.games[0] && tagValue(file.games[0], 'Event') ? { name: tagValue(file.games[0], 'Event') } : {}),
    settings,
  };
  return ok(Object.assign(ev, { warnings }) as EventResults);
}

/** The number of boards for which the WBF scale reproduces every VP the file states. */
export function inferBoardsPerMatch(
  vps: readonly { home: number; away: number; vpHome: number }[],
): number | undefined {
  for (let n = 1; n <= 128; n++) {
    if (vps.every((v) => Math.abs(victoryPoints(v.home, v.away, n).a - v.vpHome) < 0.005)) return n;
  }
  return undefined;
}
