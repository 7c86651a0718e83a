/**
 * Scores an event: every board by the chosen Law 78 method, adjusted scores (Law 12C), fouled
 * boards in separate groups (Law 87), penalties and indemnity apart (Laws 88, 90), team matches
 * and victory points, then the rankings.
 */
import {
  fail,
  ok,
  parseContract,
  scoreContract,
  isVulnerable,
  vulnerabilityOf,
  type Result,
  type Vulnerability,
} from '@stikk/core';
import { weightedImps, type Outcome } from './law78b-imps.js';
import { matchpointGroup, neuberg, roundTo, single, type Comparable } from './law78a-matchpoints.js';
import { autoButlerDrop, butlerDatum, butlerImps, crossImpGroup, knockoutAverage, meanScore } from './law78b-pairs.js';
import {
  type Artificial,
  type BoardResults,
  type EventResults,
  type Method,
  type Participant,
  type ScoringSettings,
  type TableResult,
  type WeightedPart,
  METHODS,
} from './model.js';
import type { RankingEntry, ScoredBoard, ScoredEvent, ScoredMatch, ScoredResult } from './output.js';
import { perBoard, unevenBoards } from './factored-total.js';
import { rankEntries } from './ranking.js';
import { printArtificial } from './law12-adjusted.js';
import { collapseCounts, expandCounts, hasCounts } from './frequency.js';
import { hasSections, scoreAcrossSections } from './across-sections.js';
import { applyHandicaps, hasHandicaps } from './handicap.js';
import { DEFAULT_SETTINGS, defaultMethod, producerProfile } from './settings.js';
import { victoryPoints } from './vp-scales.js';

/** The settings in force: Stikk's defaults, then the producer's profile, the file's, and the caller's. */
export function resolveSettings(ev: EventResults, options: Partial<ScoringSettings> = {}): ScoringSettings {
  const method = options.method ?? ev.settings?.method ?? ev.method ?? defaultMethod(ev.kind);
  return { ...DEFAULT_SETTINGS, ...producerProfile(ev.producer), ...ev.settings, ...options, method };
}

/** NS's table score of a result: as given, or by Law 77 from contract, declarer and tricks. */
export function tableScoreNS(r: TableResult, vul: Vulnerability): Result<number> {
  if (r.scoreNS !== undefined) return ok(r.scoreNS);
  if (r.contract === undefined || r.contract.trim() === '')
    return fail('no-score', 'the result has neither a score nor a contract');
  const c = parseContract(r.contract);
  if (!c.ok) return c;
  if (c.value.contract.passedOut) return ok(0);
  const declarer = r.declarer ?? c.value.declarer;
  if (!declarer) return fail('no-declarer', `contract ${r.contract} has no declarer`);
  if (r.tricks === undefined || !Number.isInteger(r.tricks) || r.tricks < 0 || r.tricks > 13)
    return fail('no-tricks', `contract ${r.contract} has no valid number of tricks`, { law: '77' });
  const s = scoreContract(c.value.contract, isVulnerable(vul, declarer), r.tricks);
  return ok(declarer === 'N' || declarer === 'S' ? s : -s);
}

const outcomes = (w: readonly WeightedPart[]): Outcome[] => w.map((p) => ({ score: p.scoreNS, weight: p.weight }));

interface Prepared {
  readonly res: TableResult;
  readonly out: ScoredResult;
  readonly status: 'played' | 'artificial' | 'none';
  readonly cmp?: Comparable;
  readonly nsIds: readonly string[];
  readonly ewIds: readonly string[];
}

interface Tally {
  points: number;
  /** The same before rounding of factored scores. */
  exact: number;
  max: number;
  boards: number;
  /** Points and maximum on boards without an artificial score: Law 12C2(c)'s session percentage. */
  playedPoints: number;
  playedMax: number;
  playedBoards: number;
}

const newTally = (): Tally => ({
  points: 0,
  exact: 0,
  max: 0,
  boards: 0,
  playedPoints: 0,
  playedMax: 0,
  playedBoards: 0,
});

const r2 = (x: number): number => roundTo(x, 2);

/** Scores an event. Errors only for input that makes scoring impossible; oddities become warnings. */
export function scoreEvent(ev: EventResults, options: Partial<ScoringSettings> = {}): Result<ScoredEvent> {
  // One field over all sections (across-sections.ts), when the settings ask for it.
  if ((options.acrossSections ?? ev.settings?.acrossSections) && hasSections(ev))
    return scoreAcrossSections(ev, options, scoreEvent);
  // Frequency lines are scored as the tables they stand for, then folded back (frequency.ts).
  if (hasCounts(ev)) {
    const r = scoreEvent(expandCounts(ev), options);
    return r.ok ? ok(collapseCounts(ev, r.value)) : r;
  }
  const s = resolveSettings(ev, options);
  if (!(METHODS as readonly string[]).includes(s.method))
    return fail('unknown-method', `unknown scoring method "${s.method}" (one of ${METHODS.join(', ')})`);
  if (ev.kind === 'teams' && s.method === 'teams') return withHandicaps(ev, s, scoreTeams(ev, s));
  if (ev.kind !== 'teams' && s.method === 'teams')
    return fail(
      'method-needs-teams',
      'the teams method needs a teams event (results with team ids at two tables of a match)',
    );
  return withHandicaps(ev, s, scorePairs(ev, s));
}

/** A handicap event ranks on the handicapped percentages, or says why not (handicap.ts). */
const withHandicaps = (ev: EventResults, s: ScoringSettings, scored: Result<ScoredEvent>): Result<ScoredEvent> =>
  scored.ok && hasHandicaps(ev) ? ok(applyHandicaps(ev, s, scored.value)) : scored;

/** Contestant keys: a section's pair 1 is not another section's pair 1. */
const SEP = '\u0001';
const keyOf = (section: string | undefined, id: string): string =>
  section === undefined || section === '' ? id : `${section}${SEP}${id}`;
const splitKey = (k: string): { section?: string; id: string } => {
  const i = k.indexOf(SEP);
  return i < 0 ? { id: k } : { section: k.slice(0, i), id: k.slice(i + 1) };
};

function sidesOf(r: TableResult, section: string | undefined): { ns: string[]; ew: string[] } {
  const q = (id: string) => keyOf(section, id);
  if (r.players) return { ns: [q(r.players.N), q(r.players.S)], ew: [q(r.players.E), q(r.players.W)] };
  return { ns: r.ns !== undefined ? [q(r.ns)] : [], ew: r.ew !== undefined ? [q(r.ew)] : [] };
}

function baseOut(r: TableResult): ScoredResult {
  const o: Partial<ScoredResult> = {};
  if (r.players) o.players = r.players;
  else {
    if (r.ns !== undefined) o.ns = r.ns;
    if (r.ew !== undefined) o.ew = r.ew;
  }
  if (r.table !== undefined) o.table = r.table;
  if (r.round !== undefined) o.round = r.round;
  Object.assign(o, {
    contract: r.contract ?? null,
    declarer: r.declarer ?? null,
    tricks: r.tricks ?? null,
    scoreNS: null,
    adjusted: r.artificial ? r.artificial.text : null,
    pointsNS: null,
    pointsEW: null,
    percentNS: null,
    percentEW: null,
  });
  if (r.group !== undefined) o.group = r.group;
  const pp = r.artificial?.players;
  if (pp) o.adjustedPlayers = [pp.N, pp.E, pp.S, pp.W].map(printArtificial).join(' ');
  return o as ScoredResult;
}

function prepare(b: BoardResults, r: TableResult, warnings: string[]): Prepared {
  const out = baseOut(r);
  const { ns, ew } = sidesOf(r, b.section);
  if (r.notPlayed) return { res: r, out, status: 'none', nsIds: ns, ewIds: ew };
  if (r.artificial) return { res: r, out, status: 'artificial', nsIds: ns, ewIds: ew };
  const vul = b.vulnerable ?? vulnerabilityOf(b.board);
  let nsO: Outcome[];
  if (r.weighted && r.weighted.length > 0) {
    nsO = outcomes(r.weighted);
    out.weighted = r.weighted.map((p) => ({ scoreNS: p.scoreNS, weight: p.weight }));
    out.scoreNS = r2(meanScore(nsO));
  } else {
    const sc = tableScoreNS(r, vul);
    if (!sc.ok) {
      warnings.push(
        `board ${b.board}${r.table ? ` table ${r.table}` : ''}${r.ns ? ` (${r.ns} v ${r.ew ?? '?'})` : ''}: ${sc.error.message}; not scored`,
      );
      return { res: r, out, status: 'none', nsIds: ns, ewIds: ew };
    }
    nsO = single(sc.value) as Outcome[];
    out.scoreNS = sc.value;
  }
  let ewO = nsO;
  if (r.weightedForEW && r.weightedForEW.length > 0) ewO = outcomes(r.weightedForEW);
  else if (r.scoreNSForEW !== undefined) {
    ewO = single(r.scoreNSForEW) as Outcome[];
    out.scoreNSForEW = r.scoreNSForEW;
  }
  return { res: r, out, status: 'played', cmp: { ns: nsO, ew: ewO }, nsIds: ns, ewIds: ew };
}

function artificialPercent(a: Artificial, s: ScoringSettings, sessionPct: number | undefined): number {
  switch (a.kind) {
    case 'A+': {
      const base = s.averagePlus;
      return s.sessionAverage !== 'none' && sessionPct !== undefined && sessionPct > base ? sessionPct : base;
    }
    case 'A-': {
      const base = s.averageMinus;
      return s.sessionAverage === 'law12C2c' && sessionPct !== undefined && sessionPct < base ? sessionPct : base;
    }
    case 'A':
      return s.average;
    case 'percent':
      return a.percent;
    case 'imps':
      return 50 + (a.imps / Math.max(1, s.averagePlusImps)) * (s.averagePlus - 50);
  }
}

function artificialImps(a: Artificial, s: ScoringSettings, sessionAvg: number | undefined): number {
  switch (a.kind) {
    case 'A+':
      return s.sessionAverage !== 'none' && sessionAvg !== undefined && sessionAvg > s.averagePlusImps
        ? sessionAvg
        : s.averagePlusImps;
    case 'A-':
      return s.sessionAverage === 'law12C2c' && sessionAvg !== undefined && sessionAvg < s.averageMinusImps
        ? sessionAvg
        : s.averageMinusImps;
    case 'A':
      return 0;
    case 'imps':
      return a.imps;
    case 'percent':
      // 60 % ↔ average-plus IMPs, 40 % ↔ average-minus: linear in between and beyond.
      return ((a.percent - 50) / Math.max(1e-9, s.averagePlus - 50)) * s.averagePlusImps;
  }
}

/** Section key of a board. */
const sec = (b: BoardResults): string => b.section ?? '';

function scorePairs(ev: EventResults, s: ScoringSettings): Result<ScoredEvent> {
  const warnings: string[] = [];
  const method = s.method;
  const isMP = method === 'matchpoints';
  const half = s.scale === '1/0.5/0' ? 0.5 : 1;

  const prepared = ev.boards.map((b) => b.results.map((r) => prepare(b, r, warnings)));
  // What is compared: each board of each section (`within`), or a board's results in every
  // section together (`across`: the top is over the whole field). Keys stay per section.
  const across = s.sectionScoring === 'across';
  const units: number[][] = [];
  const unitOf = new Map<number, number[]>();
  ev.boards.forEach((b, i) => {
    let u = across ? unitOf.get(b.board) : undefined;
    if (!u) {
      units.push((u = []));
      if (across) unitOf.set(b.board, u);
    }
    u.push(i);
  });
  const fieldOf = (b: BoardResults): string => (across ? '' : sec(b));

  // Expected results per board (Neuberg's N): given, or the most any board of the section (field) has.
  const maxBySection = new Map<string, number>();
  for (const u of units) {
    const n = u.reduce((t, i) => t + prepared[i].filter((p) => p.status !== 'none').length, 0);
    const f = fieldOf(ev.boards[u[0]]);
    maxBySection.set(f, Math.max(maxBySection.get(f) ?? 0, n));
  }

  const tallies = new Map<string, Tally>();
  const tally = (id: string): Tally => {
    let t = tallies.get(id);
    if (!t) tallies.set(id, (t = newTally()));
    return t;
  };
  const seen = new Set<string>();
  const sideDirections = new Map<string, Set<'NS' | 'EW'>>();
  const noteSide = (ids: readonly string[], d: 'NS' | 'EW') => {
    for (const id of ids) {
      let set = sideDirections.get(id);
      if (!set) sideDirections.set(id, (set = new Set()));
      set.add(d);
      seen.add(id);
    }
  };

  // Per group, what artificial rows still need (their top), filled in the second pass.
  const pendingArtificial: { p: Prepared; top: number; displayTop: number; n: number; N: number }[] = [];
  const boardsOut: ScoredBoard[] = [];

  for (const unit of units) {
    const b = ev.boards[unit[0]];
    const rows = unit.flatMap((i) => prepared[i]);
    const present = rows.filter((p) => p.status !== 'none');
    const given = unit.length === 1 ? b.expected : undefined;
    const N = given ?? (s.neuberg ? (maxBySection.get(fieldOf(b)) ?? present.length) : present.length);
    const groups = new Map<string, Prepared[]>();
    for (const p of rows) {
      const g = p.res.group ?? '';
      let list = groups.get(g);
      if (!list) groups.set(g, (list = []));
      list.push(p);
    }
    for (const [g, list] of groups) {
      const comps = list.filter((p) => p.status === 'played');
      const arts = list.filter((p) => p.status === 'artificial');
      const n = comps.length;
      const inGroup = n + arts.length;
      // A board in several groups (Law 87) factors each group to the board's N.
      const Ng = groups.size > 1 ? Math.max(N, inGroup) : Math.max(N, 1);
      const out: ScoredBoard = { board: b.board, top: null, datum: null, results: list.map((p) => p.out) };
      if (b.section !== undefined) out.section = b.section;
      if (groups.size > 1 || g !== '') out.group = g;
      for (const p of list) {
        if (p.status !== 'none') {
          noteSide(p.nsIds, 'NS');
          noteSide(p.ewIds, 'EW');
        }
      }
      if (isMP) {
        const top = 2 * (Ng - 1);
        // An unfactored traveller shows the real results on their own top, 2 × (n − 1).
        const displayTop = s.travellerUnfactored ? 2 * Math.max(0, n - 1) : top;
        out.top = displayTop * half;
        if (n !== Ng && s.neuberg) {
          out.expected = Ng;
          out.compared = n;
        }
        const raw = matchpointGroup(comps.map((p) => p.cmp!));
        comps.forEach((p, i) => {
          const f = (m: number): number => {
            if (!s.neuberg || n === Ng) return m;
            const v = neuberg(m, n, Ng);
            const rr = s.neubergRounding;
            if (!rr) return v;
            if ('mpDecimals' in rr) return roundTo(v * half, rr.mpDecimals) / half;
            if ('factorDecimals' in rr) return (m + 1) * roundTo(Ng / n, rr.factorDecimals) - 1;
            return top > 0 ? (roundTo((100 * v) / top, rr.percentDecimals) * top) / 100 : v;
          };
          const fNS = n === 1 && Ng === 1 ? 0 : f(raw[i].ns);
          const balanced = Math.abs(raw[i].ns + raw[i].ew - 2 * (n - 1)) < 1e-9;
          const complement = !!s.neubergRounding && 'factorDecimals' in s.neubergRounding && balanced && n !== Ng;
          const fEW = n === 1 && Ng === 1 ? 0 : complement ? top - fNS : f(raw[i].ew);
          const showNS = s.travellerUnfactored ? raw[i].ns : fNS;
          const showEW = s.travellerUnfactored ? raw[i].ew : fEW;
          p.out.pointsNS = clean(showNS * half);
          p.out.pointsEW = clean(showEW * half);
          const exactOf = (m: number) => (s.neuberg && n !== Ng ? neuberg(m, n, Ng) : m);
          const pctNS = s.percentUnrounded && !s.travellerUnfactored ? exactOf(raw[i].ns) : showNS;
          const pctEW = s.percentUnrounded && !s.travellerUnfactored ? exactOf(raw[i].ew) : showEW;
          p.out.percentNS = displayTop > 0 ? r2((100 * pctNS) / displayTop) : 50;
          p.out.percentEW = displayTop > 0 ? r2((100 * pctEW) / displayTop) : 50;
          if (s.travellerUnfactored && (fNS !== raw[i].ns || fEW !== raw[i].ew)) {
            p.out.factoredNS = clean(fNS * half);
            p.out.factoredEW = clean(fEW * half);
          }
          // What percentages are taken from: the unrounded Neuberg score (Ruter), or the board
          // score derived from a rounded percentage (Compscore), before the total is rounded.
          const byMp = !!s.neubergRounding && 'mpDecimals' in s.neubergRounding;
          const exact = (m: number, f: number) => (byMp ? (s.neuberg && n !== Ng ? neuberg(m, n, Ng) : m) : f) * half;
          for (const id of p.nsIds) addPlayed(tally(id), fNS * half, top * half, exact(raw[i].ns, fNS));
          for (const id of p.ewIds) addPlayed(tally(id), fEW * half, top * half, exact(raw[i].ew, fEW));
        });
        for (const p of arts) pendingArtificial.push({ p, top: top * half, displayTop: top * half, n, N: Ng });
      } else if (method === 'cross-imps' || method === 'cross-imps-average') {
        const sums = crossImpGroup(comps.map((p) => p.cmp!));
        const dec = s.crossImpDecimals;
        comps.forEach((p, i) => {
          let ns = sums[i].ns;
          let ew = sums[i].ew;
          if (method === 'cross-imps-average') {
            ns = n > 1 ? ns / (n - 1) : 0;
            ew = n > 1 ? ew / (n - 1) : 0;
          } else if ((s.crossImpScaling ?? (s.neuberg ? 'full-field' : 'none')) === 'full-field' && n > 1 && n !== Ng) {
            ns = (ns * (Ng - 1)) / (n - 1);
            ew = (ew * (Ng - 1)) / (n - 1);
          }
          if (dec !== null) {
            ns = roundTo(ns, dec);
            ew = roundTo(ew, dec);
          }
          p.out.pointsNS = clean(ns);
          p.out.pointsEW = clean(ew);
          for (const id of p.nsIds) addPlayed(tally(id), ns, 0);
          for (const id of p.ewIds) addPlayed(tally(id), ew, 0);
        });
        for (const p of arts) pendingArtificial.push({ p, top: 0, displayTop: 0, n, N: Ng });
      } else if (method === 'butler') {
        const scores = comps.map((p) => meanScore(p.cmp!.ns));
        const drop = s.butlerDrop === 'auto' ? autoButlerDrop(scores.length) : s.butlerDrop;
        const datum = butlerDatum(scores, drop, s.butlerRoundTo);
        out.datum = datum;
        comps.forEach((p) => {
          const v = datum === null ? { ns: 0, ew: 0 } : butlerImps(p.cmp!, datum);
          p.out.pointsNS = clean(v.ns);
          p.out.pointsEW = clean(v.ew);
          for (const id of p.nsIds) addPlayed(tally(id), v.ns, 0);
          for (const id of p.ewIds) addPlayed(tally(id), v.ew, 0);
        });
        for (const p of arts) pendingArtificial.push({ p, top: 0, displayTop: 0, n, N: Ng });
      } else {
        // total points (78C)
        comps.forEach((p) => {
          const ns = meanScore(p.cmp!.ns);
          const ew = -meanScore(p.cmp!.ew);
          p.out.pointsNS = clean(ns);
          p.out.pointsEW = clean(ew);
          for (const id of p.nsIds) addPlayed(tally(id), ns, 0);
          for (const id of p.ewIds) addPlayed(tally(id), ew, 0);
        });
        for (const p of arts) pendingArtificial.push({ p, top: 0, displayTop: 0, n, N: Ng });
      }
      if (n === 0 && arts.length === 0 && list.length > 0) warnings.push(`board ${b.board}: no result to score`);
      if (unit.length === 1) boardsOut.push(out);
      // Across sections: each section's traveller of the board, scored over the whole field.
      else
        for (const i of unit) {
          const mine = new Set(prepared[i]);
          const part: ScoredBoard = { ...out, results: list.filter((p) => mine.has(p)).map((p) => p.out) };
          if (ev.boards[i].section !== undefined) part.section = ev.boards[i].section;
          else delete part.section;
          boardsOut.push(part);
        }
    }
  }

  // Second pass: artificial scores, which may depend on the session (Law 12C2(c)).
  const sessionOf = (id: string): number | undefined => {
    const t = tallies.get(id);
    if (!t || t.playedBoards === 0) return undefined;
    return isMP
      ? t.playedMax > 0
        ? (100 * t.playedPoints) / t.playedMax
        : undefined
      : t.playedPoints / t.playedBoards;
  };
  for (const { p, top, displayTop } of pendingArtificial) {
    const a = p.res.artificial!;
    const side = (
      sideArt: Artificial,
      ids: readonly string[],
      seats: readonly ['N' | 'E', 'S' | 'W'],
    ): { shown: number; percent: number | null } => {
      let shown = 0;
      let percent: number | null = null;
      ids.forEach((id, k) => {
        // An individual's players may each have their own (Law 12C2 per contestant).
        const art = a.players && p.res.players ? a.players[seats[k]] : sideArt;
        const sp = sessionOf(id);
        if (isMP) {
          const pct = artificialPercent(art, s, sp);
          // A session percentage (12C2(c)) is rounded like a factored score.
          const rr = s.neubergRounding;
          const pts =
            rr && 'mpDecimals' in rr
              ? roundTo((pct / 100) * top, rr.mpDecimals)
              : rr && 'percentDecimals' in rr
                ? (roundTo(pct, rr.percentDecimals) / 100) * top
                : (pct / 100) * top;
          addArtificial(tally(id), pts, top);
          if (k === 0) {
            shown = displayTop === top ? pts : (pct / 100) * displayTop;
            percent = r2(pct);
          }
        } else {
          let v = artificialImps(art, s, sp);
          if (method === 'cross-imps') v *= Math.max(0, (pendingN(p, pendingArtificial) ?? 1) - 1);
          if (method === 'total-points') v = 0;
          addArtificial(tally(id), v, 0);
          if (k === 0) shown = v;
        }
      });
      if (ids.length === 0) {
        if (isMP) {
          const pct = artificialPercent(sideArt, s, undefined);
          shown = (pct / 100) * displayTop;
          percent = r2(pct);
        } else shown = artificialImps(sideArt, s, undefined);
      }
      return { shown, percent };
    };
    const ns = side(a.ns, p.nsIds, ['N', 'S']);
    const ew = side(a.ew, p.ewIds, ['E', 'W']);
    p.out.pointsNS = clean(ns.shown);
    p.out.pointsEW = clean(ew.shown);
    p.out.percentNS = ns.percent;
    p.out.percentEW = ew.percent;
  }

  const ranking = rankPairs(ev, s, tallies, sideDirections, warnings);
  const scored: ScoredEvent = {
    method,
    kind: ev.kind === 'individual' ? 'individual' : 'pairs',
    boards: boardsOut,
    ranking,
    matches: [],
    warnings,
  };
  if (isMP) scored.scale = s.scale;
  if (across) scored.sectionScoring = 'across';
  return ok(scored);
}

function pendingN(p: Prepared, list: readonly { p: Prepared; N: number }[]): number | undefined {
  return list.find((x) => x.p === p)?.N;
}

function addPlayed(t: Tally, pts: number, max: number, exact = pts): void {
  t.points += pts;
  t.exact += exact;
  t.max += max;
  t.boards += 1;
  t.playedPoints += pts;
  t.playedMax += max;
  t.playedBoards += 1;
}

function addArtificial(t: Tally, pts: number, max: number): void {
  t.points += pts;
  t.exact += pts;
  t.max += max;
  t.boards += 1;
}

/** Removes binary noise: 22.599999999 → 22.6 (to 10 decimals). */
function clean(x: number): number {
  return Math.round(x * 1e10) / 1e10 || 0;
}

function adjustmentPoints(amount: number, unit: string, refTop: number): number {
  switch (unit) {
    case 'percent':
      return (amount / 100) * refTop;
    case 'top':
      return amount * refTop;
    default:
      return amount;
  }
}

function rankPairs(
  ev: EventResults,
  s: ScoringSettings,
  tallies: Map<string, Tally>,
  dirs: Map<string, Set<'NS' | 'EW'>>,
  warnings: string[],
): RankingEntry[] {
  const isMP = s.method === 'matchpoints';
  const participants = new Map<string, Participant>();
  for (const p of ev.participants ?? []) participants.set(keyOf(p.section, p.id), p);
  for (const p of ev.participants ?? []) if (!participants.has(p.id)) participants.set(p.id, p);
  const ids = new Set<string>([...tallies.keys()]);
  // Listed contestants without a scored board (all their boards unplayed or not yet in) are
  // listed unranked, so that their names and penalties are not lost from the results.
  const unranked = new Set<string>();
  for (const p of ev.participants ?? []) {
    const k = keyOf(p.section, p.id);
    if (!tallies.has(k) && !tallies.has(p.id)) unranked.add(k);
  }
  if (participants.size > 0) {
    for (const k of [...ids]) {
      if (!participants.has(k) && !participants.has(splitKey(k).id)) {
        ids.delete(k);
        warnings.push(`${splitKey(k).id} is not among the event's contestants (a phantom?); not ranked`);
      }
    }
  }

  // Factoring to the full number of boards (Compscore) is per section.
  const sectionOf = (key: string): string => splitKey(key).section ?? participants.get(key)?.section ?? '';
  const maxBoards = new Map<string, number>();
  for (const id of ids) {
    const t = tallies.get(id);
    if (t) maxBoards.set(sectionOf(id), Math.max(maxBoards.get(sectionOf(id)) ?? 0, t.boards));
  }
  // A typical board top, for penalties given in percent or tops of a board.
  let refTop = 0;
  for (const t of tallies.values()) if (t.boards > 0) refTop = Math.max(refTop, t.max / t.boards);

  const fixed = [...ids].every((id) => (dirs.get(id)?.size ?? 0) <= 1);
  const winners =
    s.winners === 'auto'
      ? fixed && ev.kind === 'pairs' && [...dirs.values()].some((d) => d.has('EW'))
        ? 2
        : 1
      : s.winners;

  const entries: RankingEntry[] = [];
  for (const key of [...ids, ...unranked]) {
    const t = tallies.get(key) ?? newTally();
    const { id, section } = splitKey(key);
    const part = participants.get(key) ?? participants.get(id);
    let boardTotal = t.points;
    let exact = t.exact;
    let max = t.max;
    const mb = maxBoards.get(sectionOf(key)) ?? t.boards;
    if (s.factorMissing && t.boards > 0 && t.boards < mb) {
      boardTotal = (boardTotal * mb) / t.boards;
      exact = (exact * mb) / t.boards;
      max = (max * mb) / t.boards;
    }
    let penalties = 0;
    let indemnity = 0;
    for (const a of ev.adjustments ?? []) {
      if (a.section !== undefined ? a.section !== section || a.id !== id : a.id !== id && a.id !== key) continue;
      const v = adjustmentPoints(a.amount, a.unit, refTop);
      if (a.kind === 'penalty') penalties -= Math.abs(v);
      else indemnity += v;
    }
    const carry = part?.carryOver ?? 0;
    const total = roundTo(boardTotal + penalties + indemnity + carry, s.totalDecimals);
    // Ruter's percentage is of the unrounded factored scores; others take it from the total shown.
    const forPercent = s.percentUnrounded
      ? exact + penalties + indemnity
      : roundTo(boardTotal + penalties + indemnity, s.totalDecimals);
    const percent = isMP && max > 0 ? roundTo((100 * forPercent) / max, s.percentDecimals) : null;
    const dset = dirs.get(key);
    const e: RankingEntry = {
      id,
      total,
      percent,
      rank: 0,
      rankText: '',
      boards: t.boards,
      boardTotal: roundTo(boardTotal, s.totalDecimals),
    };
    if (part?.names) e.names = [...part.names];
    if (part?.memberIds?.some(Boolean)) e.memberIds = [...part.memberIds];
    if (part?.clubIds?.some(Boolean)) e.clubIds = [...part.clubIds];
    if (section !== undefined) e.section = section;
    else if (part?.section !== undefined) e.section = part.section;
    const direction = part?.direction ?? (dset && dset.size === 1 ? [...dset][0] : undefined);
    if (direction && winners === 2) e.direction = direction;
    if (isMP) e.maxPoints = clean(max);
    if (carry) e.carryOver = carry;
    if (penalties) e.penalties = roundTo(penalties, s.totalDecimals);
    if (indemnity) e.indemnity = roundTo(indemnity, s.totalDecimals);
    entries.push(e);
  }
  if (entries.every((e) => e.boards === 0 && unranked.has(keyOf(e.section, e.id))))
    warnings.push('no contestant has a score');
  // Rank by total when everyone could score the same, else by percentage (matchpoints) or by the average per board
  // (IMPs, total points: a pair that played fewer boards is compared on what it scored a board).
  const sameMax = new Set([...tallies.values()].map((t) => Math.round(t.max * 100))).size <= 1 || s.factorMissing;
  const sameBoards = s.factorMissing || unevenBoards(entries) === null;
  const key = (e: RankingEntry): number =>
    isMP
      ? !sameMax && e.percent !== null
        ? e.percent
        : e.total
      : sameBoards
        ? e.total
        : (perBoard(e.total, e.boards) ?? e.total);
  // Scored across sections, the field is ranked as one (per direction with two winners).
  const listSection = (e: RankingEntry) => (s.sectionScoring === 'across' ? '' : (e.section ?? ''));
  const ranked = entries.filter((e) => e.boards > 0 || !unranked.has(keyOf(e.section, e.id)));
  const rest = entries.filter((e) => !ranked.includes(e));
  return [...rankEntries(ranked, key, (e) => `${listSection(e)}|${winners === 2 ? (e.direction ?? '') : ''}`), ...rest];
}

// ---------------------------------------------------------------------------------------------
// Teams

interface MatchAcc {
  round: number | null;
  table?: string;
  home: string;
  away: string;
  impsHome: number;
  impsAway: number;
  boardImps: { board: number; imps: number }[];
  boards: Set<number>;
  given?: number;
  carryOverHome?: number;
  carryOverAway?: number;
}

function scoreTeams(ev: EventResults, s: ScoringSettings): Result<ScoredEvent> {
  const warnings: string[] = [];
  const matches = new Map<string, MatchAcc>();
  const matchKey = (round: number | undefined, a: string, b: string) =>
    `${round ?? ''}|${a < b ? a : b}|${a < b ? b : a}`;
  const boardsOut: ScoredBoard[] = [];

  for (const b of ev.boards) {
    const rows = b.results.map((r) => prepare(b, r, warnings));
    const used = new Set<number>();
    rows.forEach((p, i) => {
      if (used.has(i)) return;
      const r = p.res;
      if (r.ns === undefined || r.ew === undefined) return;
      const same = (q: Prepared) =>
        (q.res.round ?? null) === (r.round ?? null) && (q.res.group ?? '') === (r.group ?? '');
      let j = rows.findIndex((q, k) => k !== i && !used.has(k) && q.res.ns === r.ew && q.res.ew === r.ns && same(q));
      let swapped = false;
      if (j < 0) {
        // Both tables written as home v away: at the other table the home team sat EW.
        j = rows.findIndex((q, k) => k !== i && !used.has(k) && q.res.ns === r.ns && q.res.ew === r.ew && same(q));
        swapped = j >= 0;
      }
      if (j < 0) {
        if (p.status !== 'none')
          warnings.push(`board ${b.board}: ${r.ns} v ${r.ew} has a result at one table only; no IMPs`);
        return;
      }
      used.add(i);
      used.add(j);
      const q = rows[j];
      // home team: the NS team of the open room, else of the first table met.
      let [x, y] = [p, q];
      if ((q.res.room ?? '').toLowerCase() === 'open' && (p.res.room ?? '').toLowerCase() !== 'open') [x, y] = [q, p];
      if (swapped) {
        // Both rows say home v away: at the second table the home team sat EW.
        y = { ...y, res: { ...y.res, ns: y.res.ew, ew: y.res.ns } };
        y.out.ns = y.res.ns;
        y.out.ew = y.res.ew;
      }
      const A = x.res.ns!;
      const B = x.res.ew!;
      let aImps: number | null = null;
      let bImps: number | null = null;
      if (x.status === 'artificial' || y.status === 'artificial') {
        const art = x.status === 'artificial' ? x.res.artificial! : null;
        const art2 = y.status === 'artificial' ? y.res.artificial! : null;
        aImps = art ? artificialImps(art.ns, s, undefined) : artificialImps(art2!.ew, s, undefined);
        bImps = art ? artificialImps(art.ew, s, undefined) : artificialImps(art2!.ns, s, undefined);
      } else if (x.status === 'played' && y.status === 'played') {
        aImps = weightedImps(x.cmp!.ns, y.cmp!.ew);
        bImps = weightedImps(y.cmp!.ns, x.cmp!.ew);
        if (s.knockout && Math.abs(aImps + bImps) > 1e-9) {
          const av = knockoutAverage(aImps, bImps);
          aImps = av.a;
          bImps = av.b;
        }
      } else {
        warnings.push(`board ${b.board}: ${A} v ${B} lacks a result at one table; no IMPs`);
      }
      if (aImps !== null && bImps !== null) {
        x.out.pointsNS = clean(aImps);
        x.out.pointsEW = clean(bImps);
        y.out.pointsNS = clean(bImps);
        y.out.pointsEW = clean(aImps);
        const key = matchKey(x.res.round, A, B);
        let m = matches.get(key);
        if (!m)
          matches.set(
            key,
            (m = {
              round: x.res.round ?? null,
              home: A,
              away: B,
              impsHome: 0,
              impsAway: 0,
              boardImps: [],
              boards: new Set(),
            }),
          );
        const homeIsA = m.home === A;
        const h = homeIsA ? aImps : bImps;
        const w = homeIsA ? bImps : aImps;
        // each team's IMPs on the board: positive part to the winner
        m.impsHome += Math.max(0, h);
        m.impsAway += Math.max(0, w);
        m.boardImps.push({ board: b.board, imps: clean(h) });
        m.boards.add(b.board);
        if (x.res.table !== undefined && m.table === undefined) m.table = x.res.table;
      }
    });
    const out: ScoredBoard = { board: b.board, top: null, datum: null, results: rows.map((p) => p.out) };
    if (b.section !== undefined) out.section = b.section;
    boardsOut.push(out);
  }

  // Match totals the source states win over the board results (they include its adjustments);
  // the board results still give the per-board IMPs and the match length.
  if ((ev.matches ?? []).length > 0) {
    const fromBoards = new Map(matches);
    matches.clear();
    for (const mi of ev.matches!) {
      const fb =
        fromBoards.get(matchKey(mi.round, mi.home, mi.away)) ?? fromBoards.get(matchKey(undefined, mi.home, mi.away));
      const key = `${mi.round ?? ''}|#${matches.size}|${mi.home}|${mi.away}`;
      const m: MatchAcc = {
        round: mi.round ?? null,
        home: mi.home,
        away: mi.away,
        impsHome: mi.impsHome,
        impsAway: mi.impsAway,
        boardImps: [],
        boards: new Set(),
      };
      if (fb) {
        const flip = fb.home !== mi.home;
        m.boardImps = fb.boardImps.map((b) => ({ board: b.board, imps: flip ? -b.imps : b.imps }));
        m.boards = fb.boards;
      }
      if (mi.table !== undefined) m.table = mi.table;
      if (mi.boards !== undefined) m.given = mi.boards;
      if (mi.carryOverHome !== undefined) m.carryOverHome = mi.carryOverHome;
      if (mi.carryOverAway !== undefined) m.carryOverAway = mi.carryOverAway;
      matches.set(key, m);
    }
  }

  const matchesOut: ScoredMatch[] = [];
  const vp = new Map<string, { total: number; impsFor: number; impsAgainst: number; matches: number }>();
  const acc = (id: string) => {
    let t = vp.get(id);
    if (!t) vp.set(id, (t = { total: 0, impsFor: 0, impsAgainst: 0, matches: 0 }));
    return t;
  };
  // A match with a board missing at one table is still a match of the round's length.
  const roundLength = new Map<string, number>();
  for (const m of matches.values())
    roundLength.set(String(m.round), Math.max(roundLength.get(String(m.round)) ?? 0, m.boards.size));
  for (const m of matches.values()) {
    const boards = s.boardsPerMatch ?? m.given ?? roundLength.get(String(m.round)) ?? m.boards.size;
    const ih = m.impsHome + (m.carryOverHome ?? 0);
    const ia = m.impsAway + (m.carryOverAway ?? 0);
    let v = { a: 10, b: 10 };
    if (boards > 0) v = victoryPoints(ih, ia, boards, s.vpScale);
    else warnings.push(`match ${m.home} v ${m.away}: number of boards unknown; VPs set to 10–10`);
    const o: ScoredMatch = {
      round: m.round,
      home: m.home,
      away: m.away,
      boards,
      impsHome: clean(m.impsHome),
      impsAway: clean(m.impsAway),
      vpHome: v.a,
      vpAway: v.b,
    };
    if (m.table !== undefined) o.table = m.table;
    if (m.boardImps.length) o.boardImps = m.boardImps.sort((a, b) => a.board - b.board);
    if (m.carryOverHome !== undefined) o.carryOverHome = m.carryOverHome;
    if (m.carryOverAway !== undefined) o.carryOverAway = m.carryOverAway;
    matchesOut.push(o);
    const h = acc(m.home);
    h.total += v.a;
    h.impsFor += ih;
    h.impsAgainst += ia;
    h.matches++;
    const a = acc(m.away);
    a.total += v.b;
    a.impsFor += ia;
    a.impsAgainst += ih;
    a.matches++;
  }
  matchesOut.sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || Number(a.table ?? 0) - Number(b.table ?? 0));
  // A bye counts as a match with the VPs the conditions give for it, and no IMPs.
  const byeVp = new Map<string, number>();
  for (const b of ev.byes ?? []) {
    const t = acc(b.team);
    t.total += b.vp;
    t.matches++;
    byeVp.set(b.team, (byeVp.get(b.team) ?? 0) + b.vp);
  }

  const participants = new Map<string, Participant>();
  for (const p of ev.participants ?? []) participants.set(p.id, p);
  const entries: RankingEntry[] = [];
  for (const [id, t] of vp) {
    const part = participants.get(id);
    let penalties = 0;
    let indemnity = 0;
    for (const a of ev.adjustments ?? []) {
      if (a.id !== id) continue;
      if (a.kind === 'penalty') penalties -= Math.abs(a.amount);
      else indemnity += a.amount;
    }
    const carry = part?.carryOver ?? 0;
    const bye = byeVp.get(id) ?? 0;
    const e: RankingEntry = {
      id,
      total: roundTo(t.total + carry + penalties + indemnity, s.totalDecimals),
      percent: null,
      rank: 0,
      rankText: '',
      boards: 0,
      boardTotal: roundTo(t.total - bye, s.totalDecimals),
      impsFor: clean(t.impsFor),
      impsAgainst: clean(t.impsAgainst),
    };
    if (part?.names) e.names = [...part.names];
    if (part?.memberIds?.some(Boolean)) e.memberIds = [...part.memberIds];
    if (part?.clubIds?.some(Boolean)) e.clubIds = [...part.clubIds];
    if (carry) e.carryOver = carry;
    if (bye) e.byeVp = roundTo(bye, s.totalDecimals);
    if (penalties) e.penalties = penalties;
    if (indemnity) e.indemnity = indemnity;
    entries.push(e);
  }
  const ranking = rankEntries(
    entries,
    (e) => e.total,
    () => '',
  );
  return ok({ method: 'teams', kind: 'teams', boards: boardsOut, ranking, matches: matchesOut, warnings });
}

export type { Method };
