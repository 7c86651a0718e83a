/**
 * A club session scored by `@stikk/scoring` (Law 78 methods, Law 12C adjusted scores, Neuberg,
 * Law 90 penalties): the session's results become the library's `EventResults`, and the one
 * `ScoredEvent` feeds the travellers, the ranking and the exports, so the web page, the files and
 * `stikk score` of those files agree.
 */
import { regulationProfile, type RegulationProfile } from '@stikk/laws';
import type { Vulnerability } from '@stikk/core';
import {
  MP_SCALES,
  factoredTotal,
  perBoard,
  scoreEvent,
  tableScoreNS,
  unevenBoards,
  unevenMaximum,
  type Artificial,
  type BoardResults,
  type EventResults,
  type Method,
  type MpScale,
  type Participant,
  type ScoredEvent,
  type ScoredResult,
  type ScoringSettings,
  type TableResult,
} from '@stikk/scoring';
import type { Ranking, RankingLine, ResultEntry, SessionScoring, Traveller, TravellerLine } from '../api/types.js';
import { notFound, parse } from '../http/errors.js';
import { z } from 'zod';
import { decodeAdjustment } from '../http/validate.js';
import type { Ctx } from '../context.js';
import { loadSession, type ResultRow, type SessionRow } from './sessions.js';
import { perSessionVersion } from './session-cache.js';
import type { Movement } from './movement.js';
import type { Selectable } from 'kysely';
import type { BoardsTable } from '../db/schema.js';
import { pairInSection, pairLabel, sectionsOf, sessionPair, tableInSection } from './sections.js';

export const METHOD_OF: Record<SessionScoring, Method> = {
  matchpoints: 'matchpoints',
  'cross-imps': 'cross-imps',
  butler: 'butler',
};

/** Contract text as the library and PBN read it ('passed out' is PBN's 'Pass'). */
const contractText = (c: string): string => (c === 'passed out' ? 'Pass' : c);

/** NS score of a result entry by Law 77; null for an entry that cannot be scored. */
export function nsScoreOf(r: ResultEntry, vul: Vulnerability): number | null {
  const s = tableScoreNS(
    { contract: contractText(r.contract), ...(r.declarer ? { declarer: r.declarer } : {}), tricks: r.tricks },
    vul,
  );
  return s.ok ? s.value : null;
}

/** A row takes part in the scoring once confirmed, or once the director gave it an adjusted score. */
export const counts = (r: Pick<ResultRow, 'status' | 'adjustment'>): boolean =>
  r.status === 'confirmed' || r.adjustment !== null;

const artificialOf = (x: 'A+' | 'A' | 'A-'): Artificial => ({ kind: x });

/** One result row as the library's table result (null when it cannot be scored); `mv` maps section numbers. */
export function tableResult(r: ResultRow, vul: Vulnerability, mv?: Movement): TableResult | null {
  // With sections the pairs and tables go by their numbers in their section.
  const pair = (n: number) => String((mv ? pairInSection(mv, n)?.local : undefined) ?? n);
  const table = String((mv ? tableInSection(mv, r.table_no)?.local : undefined) ?? r.table_no);
  const base = { ns: pair(r.ns), ew: pair(r.ew), table, round: r.round };
  const score = (e: ResultEntry) => nsScoreOf(e, vul) ?? 0;
  const a = r.adjustment ? decodeAdjustment(r.adjustment, r.id) : null;
  const law = { extra: { Adjusted: r.adjustment_law ?? '12' } };
  if (a?.kind === 'not-played') return { ...base, ...law, notPlayed: true };
  if (a?.kind === 'artificial')
    return {
      ...base,
      ...law,
      artificial: {
        ns: artificialOf(a.ns),
        ew: artificialOf(a.ew),
        text: a.ns === a.ew ? a.ns : `${a.ns}${a.ew}`,
        ...(a.players
          ? {
              players: {
                N: artificialOf(a.players.N),
                E: artificialOf(a.players.E),
                S: artificialOf(a.players.S),
                W: artificialOf(a.players.W),
              },
            }
          : {}),
      },
    };
  if (a?.kind === 'weighted') {
    return {
      ...base,
      ...law,
      weighted: a.parts.map((p) => ({
        scoreNS: score(p.result),
        weight: p.weight,
        contract: contractText(p.result.contract),
        ...(p.result.declarer ? { declarer: p.result.declarer } : {}),
        tricks: p.result.tricks,
      })),
    };
  }
  if (a?.kind === 'split') return { ...base, ...law, scoreNS: score(a.ns), scoreNSForEW: score(a.ew) };
  const e: ResultEntry | null =
    a?.kind === 'assigned'
      ? a.result
      : r.contract === null
        ? null
        : { contract: r.contract, declarer: r.declarer, lead: r.lead, tricks: r.tricks ?? 0 };
  if (!e) return null;
  const s = nsScoreOf(e, vul);
  if (s === null) return null;
  return {
    ...base,
    ...(a ? law : { extra: { Adjusted: '-' } }),
    contract: contractText(e.contract),
    ...(e.declarer ? { declarer: e.declarer } : {}),
    tricks: e.tricks,
    ...(e.lead ? { lead: e.lead } : {}),
    scoreNS: s,
  };
}

export interface ScoredSession {
  readonly row: SessionRow;
  readonly mv: Movement;
  readonly event: EventResults;
  readonly scored: ScoredEvent;
  /** The scored line of each counted result row, by row id. */
  readonly byRow: ReadonlyMap<number, ScoredResult>;
  readonly rows: readonly ResultRow[];
  readonly boards: readonly Omit<Selectable<BoardsTable>, 'session_id'>[];
  readonly pairs: readonly { number: number; names: string }[];
}

/** What a session's regulation profile sets in its scoring: the Law 12C2 artificial scores. */
export function regulationSettings(p: RegulationProfile): Partial<ScoringSettings> {
  return { ...p.artificial };
}

/** The session's pair number of a scored contestant (its id is the pair's number in its section, if any). */
export const pairOfEntry = (mv: Movement, e: { id: string; section?: string }): number =>
  e.section !== undefined ? (sessionPair(mv, e.section, Number(e.id)) ?? Number(e.id)) : Number(e.id);

/**
 * Scores the whole session as it stands (unconfirmed rows do not count yet), once per change of
 * the session (travellers and exports of a large session share one scoring).
 */
export function scoreSession(ctx: Ctx, sid: number): Promise<ScoredSession> {
  return perSessionVersion(ctx, sid, 'scored', () => scoreNow(ctx, sid));
}

/**
 * The matchpoint scale results are shown on: 2 per result beaten and 1 per tie (the default; Ruter's and the Nordic
 * clubs' habit) or 1 and ½ (Law 78A allows either). The session is scored once, on 2/1/0 (its Neuberg rounding to
 * 0.1 is Ruter's); 1/½/0 shows those matchpoints and tops halved, so percentages and places never change with it.
 */
export type { MpScale };
/** A results request's `?scale=` (400 naming `query.scale` when it is neither scale); 2/1/0 when absent. */
export const scaleQuery = (query: unknown): MpScale =>
  parse(z.object({ scale: z.enum(MP_SCALES).optional() }), query ?? {}, 'query').scale ?? '2/1/0';
/** A cache key of `kind` on `scale` (the default scale keeps the plain key). */
export const scaleKey = (kind: string, scale: MpScale): string => (scale === '2/1/0' ? kind : `${kind}@${scale}`);
/** What a matchpoint figure scored on 2/1/0 is multiplied by to show it on `scale`. */
export const mpFactor = (scale: MpScale): number => (scale === '1/0.5/0' ? 0.5 : 1);
/** `mp` (on 2/1/0) on `scale`; null stays null. */
const onScale = (mp: number | null, scale: MpScale): number | null => (mp === null ? null : mp * mpFactor(scale));

async function scoreNow(ctx: Ctx, sid: number): Promise<ScoredSession> {
  const { row, mv } = await loadSession(ctx, sid);
  const boards = await ctx.db
    .selectFrom('boards')
    .select(['number', 'dealer', 'vulnerable', 'deal'])
    .where('session_id', '=', sid)
    .orderBy('number')
    .execute();
  const rows = await ctx.db
    .selectFrom('results')
    .selectAll()
    .where('session_id', '=', sid)
    .orderBy('board')
    .orderBy('round')
    .orderBy('table_no')
    .execute();
  const pairs = await ctx.db
    .selectFrom('pairs')
    .select(['number', 'names'])
    .where('session_id', '=', sid)
    .orderBy('number')
    .execute();
  const pens = await ctx.db
    .selectFrom('penalties')
    .select(['pair', 'percent_of_top', 'imps', 'law', 'reason'])
    .where('session_id', '=', sid)
    .execute();
  const scoring = row.scoring;
  const ids = new Map<string, number[]>();
  const sections = sectionsOf(mv);
  const sectionOfRow = (r: ResultRow) => tableInSection(mv, r.table_no)?.section.letter;
  // One traveller per board, or with sections one per board and section that plays it.
  const input: BoardResults[] = boards.flatMap((b) => {
    const vul = b.vulnerable;
    const own = rows.filter((r) => r.board === b.number);
    const letters = sections.length
      ? sections.map((x) => x.letter).filter((l) => own.some((r) => sectionOfRow(r) === l))
      : [undefined];
    return letters.map((letter): BoardResults => {
      const mine: number[] = [];
      const results: TableResult[] = [];
      for (const r of own) {
        if (!counts(r) || sectionOfRow(r) !== letter) continue;
        const t = tableResult(r, vul, mv);
        if (!t) continue;
        results.push(t);
        mine.push(r.id);
      }
      ids.set(`${b.number}|${letter ?? ''}`, mine);
      return { board: b.number, vulnerable: vul, results, ...(letter ? { section: letter } : {}) };
    });
  });
  const direction = (pair: number): 'NS' | 'EW' | undefined =>
    mv.winners === 2 ? (mv.guide.some((g) => g.ns === pair) ? 'NS' : 'EW') : undefined;
  const participants: Participant[] = pairs.map((p) => {
    const d = direction(p.number);
    const at = pairInSection(mv, p.number);
    return {
      id: String(at?.local ?? p.number),
      names: [p.names],
      ...(d ? { direction: d } : {}),
      ...(at ? { section: at.section.letter } : {}),
    };
  });
  const event: EventResults = {
    kind: 'pairs',
    method: METHOD_OF[scoring],
    name: row.name,
    boards: input,
    participants,
    producer: 'Stikk',
    adjustments: pens.map((p) => ({
      id: String(pairInSection(mv, p.pair)?.local ?? p.pair),
      ...(pairInSection(mv, p.pair) ? { section: pairInSection(mv, p.pair)!.section.letter } : {}),
      kind: 'penalty' as const,
      law: p.law,
      reason: p.reason,
      ...(scoring === 'matchpoints'
        ? { amount: p.percent_of_top, unit: 'percent' as const }
        : { amount: p.imps ?? 0, unit: 'imps' as const }),
    })),
  };
  const res = scoreEvent(event, {
    method: METHOD_OF[scoring],
    winners: mv.winners === 2 ? 2 : 1,
    ...regulationSettings(regulationProfile(row.regulation)),
    ...(sections.length ? { sectionScoring: row.section_scoring } : {}),
  });
  if (!res.ok) throw new Error(`session ${sid}: ${res.error.message}`);
  const byRow = new Map<number, ScoredResult>();
  // A board without results has no scored board; the others keep their input order.
  for (const sb of res.value.boards)
    sb.results.forEach((r, j) => byRow.set(ids.get(`${sb.board}|${sb.section ?? ''}`)![j], r));
  return { row, mv, event, scored: res.value, byRow, rows, boards, pairs };
}

const entryOfRow = (r: ResultRow): ResultEntry | null =>
  r.contract === null ? null : { contract: r.contract, declarer: r.declarer, lead: r.lead, tricks: r.tricks ?? 0 };

/** Traveller lines of one board from a scored session: every row entered or adjusted. */
export function travellerOf(s: ScoredSession, board: number): Traveller {
  const b = s.boards.find((x) => x.number === board);
  if (!b) throw notFound(`board ${board} in session ${s.row.id}`);
  const scoring = s.row.scoring;
  const mp = scoring === 'matchpoints';
  const sb = s.scored.boards.find((x) => x.board === board);
  // Rows with a result or an adjusted score; a board not played at a table is no line of its traveller.
  const shown = (r: ResultRow) =>
    (r.status !== 'to-play' || r.adjustment !== null) &&
    !(r.adjustment !== null && decodeAdjustment(r.adjustment, r.id).kind === 'not-played');
  const lines = s.rows
    .filter((r) => r.board === board && shown(r))
    .map((r): TravellerLine => {
      const o = s.byRow.get(r.id);
      const entry = entryOfRow(r);
      const adjustment = r.adjustment ? decodeAdjustment(r.adjustment, r.id) : null;
      return {
        id: r.id,
        round: r.round,
        table: r.table_no,
        ns: r.ns,
        ew: r.ew,
        result: entry,
        adjustment,
        ...(adjustment ? { adjustmentLaw: r.adjustment_law, adjustmentReason: r.adjustment_reason } : {}),
        status: r.status === 'confirmed' ? 'confirmed' : 'entered',
        nsScore: o
          ? o.scoreNS
          : adjustment?.kind === 'artificial'
            ? null
            : entry
              ? nsScoreOf(entry, b.vulnerable)
              : null,
        nsMatchpoints: mp ? (o?.pointsNS ?? null) : null,
        ewMatchpoints: mp ? (o?.pointsEW ?? null) : null,
        nsPercent: mp ? (o?.percentNS ?? null) : null,
        ewPercent: mp ? (o?.percentEW ?? null) : null,
        nsImps: mp ? null : (o?.pointsNS ?? null),
        ewImps: mp ? null : (o?.pointsEW ?? null),
      };
    });
  const own = s.scored.boards.filter((x) => x.board === board && x.section !== undefined);
  return {
    board,
    scoring,
    datum: sb?.datum ?? null,
    top: sb?.top ?? null,
    ...(own.length > 1 && s.scored.sectionScoring !== 'across'
      ? { sections: own.map((x) => ({ section: x.section!, top: x.top, datum: x.datum })) }
      : {}),
    dealer: b.dealer,
    vulnerable: b.vulnerable,
    lines,
  };
}

export async function traveller(ctx: Ctx, sid: number, board: number, scale: MpScale = '2/1/0'): Promise<Traveller> {
  const tr = travellerOf(await scoreSession(ctx, sid), board);
  if (scale === '2/1/0') return tr;
  return {
    ...tr,
    lines: tr.lines.map((l) => ({
      ...l,
      nsMatchpoints: onScale(l.nsMatchpoints, scale),
      ewMatchpoints: onScale(l.ewMatchpoints, scale),
    })),
  };
}

/**
 * The ranking from a scored session: one list, or NS and EW lists of a two-winner movement.
 * Pairs that have no scored board yet follow their list, unranked.
 */
export function rankingOf(
  s: ScoredSession,
  penalties: readonly { pair: number; percent_of_top: number; imps: number | null }[],
): Ranking {
  const scoring = s.row.scoring;
  const mp = scoring === 'matchpoints';
  const names = new Map(s.pairs.map((p) => [p.number, p.names]));
  const pen = (pair: number) =>
    penalties.filter((p) => p.pair === pair).reduce((t, p) => t + (mp ? p.percent_of_top : (p.imps ?? 0)), 0);
  const at = (pair: number) => {
    const l = pairLabel(s.mv, pair);
    return l ? { section: pairInSection(s.mv, pair)!.section.letter, label: l } : {};
  };
  const full = mp ? unevenMaximum(s.scored.ranking) : null;
  // IMP sessions where pairs played different numbers of boards are ranked by IMPs per board (@stikk/scoring).
  const byBoard = !mp && unevenBoards(s.scored.ranking) !== null;
  const lines: RankingLine[] = s.scored.ranking.map((e) => {
    const pair = pairOfEntry(s.mv, e);
    const factored = full === null ? null : factoredTotal(e.total, e.maxPoints, full);
    return {
      ...(e.direction ? { field: e.direction } : {}),
      ...at(pair),
      rank: e.rank,
      tied: e.tie === true,
      place: e.rank > 0 ? e.rankText : '',
      pair,
      names: names.get(pair) ?? e.id,
      matchpoints: mp ? e.total : 0,
      top: mp ? (e.maxPoints ?? 0) : 0,
      percent: e.percent ?? 0,
      penalties: pen(pair),
      boardsPlayed: e.boards,
      ...(factored === null ? {} : { factored }),
      ...(byBoard && e.boards > 0 ? { perBoard: perBoard(e.total, e.boards) ?? 0 } : {}),
      imps: mp ? null : e.total,
    };
  });
  const ranked = new Set(lines.map((l) => l.pair));
  const direction = (pair: number): 'NS' | 'EW' | undefined =>
    s.mv.winners === 2 ? (s.mv.guide.some((g) => g.ns === pair) ? 'NS' : 'EW') : undefined;
  for (const p of s.pairs) {
    if (ranked.has(p.number)) continue;
    const d = direction(p.number);
    lines.push({
      ...(d ? { field: d } : {}),
      ...at(p.number),
      rank: 0,
      tied: false,
      place: '',
      pair: p.number,
      names: p.names,
      matchpoints: 0,
      top: 0,
      percent: 0,
      penalties: pen(p.number),
      boardsPlayed: 0,
      imps: mp ? null : 0,
    });
  }
  // Lists: per section scored within sections, then per direction; ranked pairs first.
  const across = s.row.section_scoring === 'across';
  const list = (l: RankingLine) => `${across ? '' : (l.section ?? '')}|${l.field ?? ''}`;
  lines.sort((a, b) => list(a).localeCompare(list(b)) || (a.rank || 1e9) - (b.rank || 1e9) || a.pair - b.pair);
  return {
    sessionId: s.row.id,
    scoring,
    final: s.rows.every(counts),
    ...(s.mv.sections ? { sectionScoring: s.row.section_scoring } : {}),
    lines,
  };
}

export async function ranking(ctx: Ctx, sid: number, scale: MpScale = '2/1/0'): Promise<Ranking> {
  const s = await scoreSession(ctx, sid);
  const pens = await ctx.db
    .selectFrom('penalties')
    .select(['pair', 'percent_of_top', 'imps'])
    .where('session_id', '=', sid)
    .execute();
  const r = rankingOf(s, pens);
  if (scale === '2/1/0') return r;
  const f = mpFactor(scale);
  return {
    ...r,
    lines: r.lines.map((l) => ({
      ...l,
      matchpoints: l.matchpoints * f,
      top: l.top * f,
      ...(l.factored === undefined ? {} : { factored: l.factored * f }),
    })),
  };
}
