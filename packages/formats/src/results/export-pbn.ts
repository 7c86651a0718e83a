/**
 * Scored results → PBN: the one PBN results writer. A results file read by `eventFromPbn` and scored
 * by `@stikk/scoring` gets its travellers and totals rewritten with the computed numbers.
 */
import type { Method, ScoredEvent, ScoredResult } from '@stikk/scoring';
import { PbnGame, pbnTag, type PbnFile, type PbnTable, type PbnTag } from '../pbn/model.js';
import { printColumnSpec } from '../pbn/table.js';

const num = (x: number | null | undefined, d: number): string =>
  x === null || x === undefined ? '-' : Number.isInteger(x) && d === 0 ? String(x) : x.toFixed(d);

function withTable(t: PbnTag, table: PbnTable): PbnTag {
  return { ...t, value: printColumnSpec(table.columns), table };
}

function updateScoreTable(t: PbnTag, results: ScoredResult[], method: Method): PbnTag {
  const table = t.table!;
  const cols = [...table.columns];
  const idx = (n: string) => cols.findIndex((c) => c.name === n);
  const want =
    method === 'matchpoints'
      ? ['MP_NS', 'MP_EW', 'Percentage_NS', 'Percentage_EW']
      : method === 'teams'
        ? []
        : ['IMP_NS', 'IMP_EW'];
  for (const w of want) if (idx(w) < 0) cols.push({ name: w, width: 6, align: 'R' });
  const used = new Set<ScoredResult>();
  const rows = table.rows.map((row) => {
    const r = [...row];
    while (r.length < cols.length) r.push('-');
    const get = (n: string) => (idx(n) >= 0 ? r[idx(n)] : undefined);
    const o = results.find(
      (x) =>
        !used.has(x) &&
        (x.ns ?? x.players?.N) === (get('PairId_NS') ?? get('PlayerId_North') ?? get('TeamId_Home')) &&
        (x.ew ?? x.players?.E) === (get('PairId_EW') ?? get('PlayerId_East') ?? get('TeamId_Away')),
    );
    if (!o) return r;
    used.add(o);
    const set = (n: string, v: string) => {
      if (idx(n) >= 0) r[idx(n)] = v;
    };
    const d = method === 'matchpoints' ? 1 : 2;
    set('MP_NS', num(o.pointsNS, d));
    set('MP_EW', num(o.pointsEW, d));
    set('IMP_NS', num(o.pointsNS, 2));
    set('IMP_EW', num(o.pointsEW, 2));
    // Two decimals (Ruter's): rounding to whole numbers changed the line's percentage.
    set('Percentage_NS', num(o.percentNS, 2));
    set('Percentage_EW', num(o.percentEW, 2));
    // Individual events write each player's points.
    for (const [seat, side] of [
      ['North', 'NS'],
      ['South', 'NS'],
      ['East', 'EW'],
      ['West', 'EW'],
    ] as const) {
      const pts = side === 'NS' ? o.pointsNS : o.pointsEW;
      const pct = side === 'NS' ? o.percentNS : o.percentEW;
      set(`MP_${seat}`, num(pts, d));
      set(`IMP_${seat}`, num(pts, 2));
      set(`Percentage_${seat}`, num(pct, 2));
    }
    return r;
  });
  return withTable(t, { columns: cols, rows });
}

function totalTable(s: ScoredEvent, old: PbnTag | undefined): PbnTable {
  const idName = s.kind === 'teams' ? 'TeamId' : s.kind === 'individual' ? 'PlayerId' : 'PairId';
  const totalName =
    s.method === 'matchpoints' ? 'TotalScoreMP' : s.method === 'teams' ? 'TotalScoreVP' : 'TotalScoreIMP';
  const oldCols = old?.table?.columns ?? [];
  const cols = oldCols.length
    ? [...oldCols]
    : [
        { name: 'Rank', width: 2, align: 'R' as const },
        { name: 'RankTie', width: 2, align: 'R' as const },
        { name: idName, width: 3, align: 'R' as const },
        { name: totalName, width: 7, align: 'R' as const },
        ...(s.method === 'matchpoints' ? [{ name: 'TotalPercentage', width: 5, align: 'R' as const }] : []),
        { name: 'Names', width: 30, align: 'L' as const },
      ];
  const idx = (n: string) => cols.findIndex((c) => c.name === n);
  const oldRows = new Map<string, string[]>();
  if (old?.table) {
    const i = old.table.columns.findIndex((c) => c.name === idName);
    for (const r of old.table.rows) oldRows.set(r[i], [...r]);
  }
  const rows = s.ranking.map((e) => {
    const r = oldRows.get(e.id) ?? cols.map(() => '-');
    const set = (n: string, v: string) => {
      if (idx(n) >= 0) r[idx(n)] = v;
    };
    set('Rank', String(e.rank));
    set('RankTie', e.rankLast === undefined ? '-' : String(e.rankLast));
    set(idName, e.id);
    set(totalName, e.total.toFixed(s.method === 'matchpoints' ? 1 : 2));
    set('TotalPercentage', e.percent === null ? '-' : e.percent.toFixed(2));
    if (!oldRows.has(e.id)) set('Names', (e.names ?? []).join(' - '));
    return r;
  });
  return { columns: cols, rows };
}

/**
 * The PBN file again with the scored numbers: each ScoreTable's MP/IMP/percentage columns, team
 * matches' VPs, ScoreIMP and the TotalScoreTable (added to the first game when the file has none).
 * Print it with `printPbn`.
 */
export function rescorePbn(file: PbnFile, s: ScoredEvent): PbnFile {
  let totalDone = false;
  const games = file.games.map((g, gi) => {
    const board = Number(g.value('Board'));
    const tags = g.tags.map((t): PbnTag => {
      if (t.name === 'ScoreTable' && t.table) {
        const names = new Set(t.table.columns.map((c) => c.name));
        if (names.has('MatchDetails')) {
          const cols = t.table.columns;
          const i = (n: string) => cols.findIndex((c) => c.name === n);
          const rows = t.table.rows.map((row) => {
            const r = [...row];
            const m = s.matches.find(
              (x) =>
                x.home === r[i('TeamId_Home')] &&
                x.away === r[i('TeamId_Away')] &&
                String(x.round ?? '') === (r[i('Round')] ?? ''),
            );
            if (m && i('VP_Home') >= 0) r[i('VP_Home')] = m.vpHome.toFixed(2);
            if (m && i('VP_Away') >= 0) r[i('VP_Away')] = m.vpAway.toFixed(2);
            return r;
          });
          return withTable(t, { columns: cols, rows });
        }
        const b = s.boards.filter((x) => x.board === board && (x.section ?? '') === (g.value('Section') ?? ''));
        return updateScoreTable(
          t,
          b.flatMap((x) => x.results),
          s.method,
        );
      }
      if (t.name === 'TotalScoreTable' && t.table && !totalDone) {
        totalDone = true;
        return withTable(t, totalTable(s, t));
      }
      if (t.name === 'ScoreIMP') {
        const o = s.boards.find((x) => x.board === board)?.results.find((r) => r.table === g.value('Table'));
        if (o && o.pointsNS !== null) return { ...t, value: `NS ${o.pointsNS} EW ${o.pointsEW}` };
      }
      return t;
    });
    if (gi === 0 && !totalDone && !g.tag('TotalScoreTable') && s.ranking.length) {
      totalDone = true;
      const table = totalTable(s, undefined);
      tags.push(pbnTag('TotalScoreTable', printColumnSpec(table.columns), [], { table }));
    }
    return new PbnGame(tags, g.line, g.comments);
  });
  return { ...file, games };
}
