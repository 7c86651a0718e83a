import {
  eventFromPbn,
  eventFromUsebio,
  parsePbn,
  parseUsebio,
  printPbn,
  rescorePbn,
  rescoreUsebio,
  scoredToUsebio,
  writeUsebio,
  type PbnFile,
  type UsebioEvent,
} from '@stikk/formats';
import {
  METHODS,
  combineSessions,
  factoredTotal,
  perBoard,
  scoreEvent,
  unevenBoards,
  unevenMaximum,
  type EventResults,
  type Method,
  type ScoredEvent,
  type ScoringSettings,
} from '@stikk/scoring';
import type { ScoreOpts } from '../commands/score.js';
import { CliError, dealListError, isDealList, readBytes, writeOut } from '../io.js';

const ALIASES: Record<string, Method> = {
  mp: 'matchpoints',
  matchpoints: 'matchpoints',
  imps: 'cross-imps-average',
  cross: 'cross-imps',
  'cross-imps': 'cross-imps',
  cross2: 'cross-imps-average',
  'cross-imps-average': 'cross-imps-average',
  butler: 'butler',
  teams: 'teams',
  vp: 'teams',
  total: 'total-points',
  'total-points': 'total-points',
};

/** Reads a results file (PBN or USEBIO XML) into scoring input. */
export function readResults(
  file: string,
  strict = false,
  playerHandicaps?: 'sum' | 'average',
  boardsPerRound?: number,
): { ev: EventResults; pbn?: PbnFile; usebio?: UsebioEvent } {
  const bytes = readBytes(file);
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 200))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  if (head.startsWith('<')) {
    // USEBIO files often declare ISO-8859-1; read them in the encoding they declare.
    const latin = /encoding\s*=\s*["'](iso-8859-1|latin-?1|windows-1252|cp1252)["']/i.test(head);
    const u = parseUsebio(new TextDecoder(latin ? 'latin1' : 'utf-8').decode(bytes));
    if (!u.ok) throw new CliError(`${file}: ${u.error.message}`);
    const ev = eventFromUsebio(u.value, {
      ...(playerHandicaps ? { playerHandicaps } : {}),
      ...(boardsPerRound !== undefined ? { boardsPerRound } : {}),
    });
    if (!ev.ok) throw new CliError(`${file}: ${ev.error.message}`);
    return { ev: ev.value, usebio: u.value };
  }
  if (isDealList(new TextDecoder('latin1').decode(bytes))) throw dealListError(file, 'score');
  const p = parsePbn(new Uint8Array(bytes));
  if (!p.ok) throw new CliError(`${file}: ${p.error.message}`);
  const ev = eventFromPbn(p.value, { strict });
  if (!ev.ok) throw new CliError(`${file}: ${ev.error.message}`);
  if (ev.value.boards.length === 0 && !ev.value.matches?.length)
    throw new CliError(`${file}: no results to score (no ScoreTable, no table results, no matches)`);
  return { ev: ev.value, pbn: p.value };
}

function settingsFrom(o: ScoreOpts): Partial<ScoringSettings> {
  const s: Record<string, unknown> = {};
  if (o.method !== undefined) {
    const m = ALIASES[o.method.toLowerCase()];
    if (!m) throw new CliError(`--method: "${o.method}" is not one of ${METHODS.join(', ')}`);
    s.method = m;
  }
  if (o.boardsPerMatch !== undefined) {
    const n = Number(o.boardsPerMatch);
    if (!Number.isInteger(n) || n < 1)
      throw new CliError(`--boards-per-match: "${o.boardsPerMatch}" must be a positive integer`);
    s.boardsPerMatch = n;
  }
  if (o.scale !== undefined) {
    if (o.scale !== '2/1/0' && o.scale !== '1/0.5/0')
      throw new CliError(`--scale: "${o.scale}" must be 2/1/0 or 1/0.5/0`);
    s.scale = o.scale;
  }
  if (o.neubergDecimals !== undefined) {
    if (o.neubergDecimals === 'none') s.neubergRounding = null;
    else {
      const n = Number(o.neubergDecimals);
      if (!Number.isInteger(n) || n < 0 || n > 6)
        throw new CliError(`--neuberg-decimals: "${o.neubergDecimals}" must be 0–6 or none`);
      s.neubergRounding = { mpDecimals: n };
    }
  }
  if (o.sessionAverage !== undefined) {
    if (!['none', 'law12C2c', 'wbf'].includes(o.sessionAverage))
      throw new CliError(`--session-average: "${o.sessionAverage}" must be none, law12C2c or wbf`);
    s.sessionAverage = o.sessionAverage;
  }
  if (o.butlerDrop !== undefined) {
    const n = Number(o.butlerDrop);
    if (o.butlerDrop !== 'auto' && (!Number.isInteger(n) || n < 0))
      throw new CliError(`--butler-drop: "${o.butlerDrop}" must be a number ≥ 0 or auto`);
    s.butlerDrop = o.butlerDrop === 'auto' ? 'auto' : n;
  }
  if (o.winners !== undefined) {
    if (!['1', '2', 'auto'].includes(o.winners)) throw new CliError(`--winners: "${o.winners}" must be 1, 2 or auto`);
    s.winners = o.winners === 'auto' ? 'auto' : Number(o.winners);
  }
  if (o.knockout) s.knockout = true;
  if (o.acrossSections) s.acrossSections = true;
  return s as Partial<ScoringSettings>;
}

const fmt = (x: number | null | undefined, d: number): string => (x === null || x === undefined ? '-' : x.toFixed(d));

/** Boards given as frequencies (each score with its number of tables): one table per board. */
function frequencyText(s: ScoredEvent, unit: string): string[] {
  const out: string[] = [];
  for (const b of s.boards) {
    if (!b.results.some((r) => r.count !== undefined)) continue;
    const top = b.top !== null ? `, top ${fmt(b.top, 0)}` : b.datum !== null ? `, datum ${b.datum}` : '';
    out.push('', `Board ${b.board}${b.section ? ` section ${b.section}` : ''}${b.group ? ` (${b.group})` : ''}${top}`);
    const head = ['NS score', 'Tables', `${unit} NS`, `${unit} EW`];
    const pct = b.results.some((r) => r.percentNS !== null);
    if (pct) head.push('% NS', '% EW');
    const rows = b.results.map((r) => {
      const row = [
        r.adjusted ?? fmt(r.scoreNS, 0),
        String(r.count ?? 1),
        fmt(r.pointsNS, s.method === 'matchpoints' ? 1 : 2),
        fmt(r.pointsEW, s.method === 'matchpoints' ? 1 : 2),
      ];
      if (pct) row.push(fmt(r.percentNS, 2), fmt(r.percentEW, 2));
      return row;
    });
    const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    for (const r of [head, ...rows]) out.push(r.map((c, i) => c.padStart(w[i])).join('  '));
  }
  return out;
}

/** The ranking as a table with column headers; widths follow the longest id and total. */
function printText(s: ScoredEvent): string {
  const lines: string[] = [`method: ${s.method}${s.scale ? ` (${s.scale})` : ''}`];
  const who = s.kind === 'teams' ? 'Team' : s.kind === 'individual' ? 'Player' : 'Pair';
  const unit =
    s.method === 'matchpoints' ? 'MP' : s.method === 'teams' ? 'VP' : s.method === 'total-points' ? 'Points' : 'IMPs';
  const pct = s.ranking.some((e) => e.percent !== null);
  const idW = Math.max(who.length, ...s.ranking.map((e) => e.id.length));
  const totW = Math.max(unit.length, ...s.ranking.map((e) => fmt(e.total, 2).length));
  const rankW = Math.max(4, ...s.ranking.map((e) => e.rankText.length));
  // Pairs that played fewer boards (or boards played fewer times) are ranked by percentage, which can put a
  // smaller total above a larger one: then show the boards and the total factored to the full maximum.
  const full = unevenMaximum(s.ranking);
  // IMPs and total points: ranked by the average per board when not everyone played the same number of boards.
  const byBoard = !pct && s.method !== 'teams' && unevenBoards(s.ranking) !== null;
  const uneven = (pct && full !== null) || byBoard;
  const extraHead = byBoard ? 'Per board' : 'Factored';
  const factored = (e: ScoredEvent['ranking'][number]): string => {
    const f = byBoard ? perBoard(e.total, e.boards) : full === null ? null : factoredTotal(e.total, e.maxPoints, full);
    return f === null ? '' : fmt(f, 2);
  };
  const extraW = Math.max(extraHead.length, ...s.ranking.map((e) => factored(e).length));
  const row = (rank: string, id: string, total: string, percent: string, names: string, extra = ['', '']): string =>
    `${rank.padStart(rankW)}  ${id.padEnd(idW)}  ${total.padStart(totW)}${pct ? `  ${percent.padStart(6)}` : ''}${
      uneven ? `  ${extra[0].padStart(6)}  ${extra[1].padStart(extraW)}` : ''
    }  ${names}`.trimEnd();
  if (byBoard)
    lines.push(
      `ranked by ${unit} per board: not every ${who.toLowerCase()} played the same number of boards;`,
      `"Per board" is the ${unit} total divided by the boards played`,
    );
  else if (uneven)
    lines.push(
      `ranked by percentage: not every ${who.toLowerCase()} played the same boards or all boards the same number of`,
      `times; "Factored" is the ${unit} total scaled to the full maximum of ${fmt(full ?? 0, 2)} ${unit}`,
    );
  let list: string | null = null;
  for (const e of s.ranking) {
    const l = `${e.section ?? ''}${e.direction ?? ''}`;
    if (l !== list) {
      lines.push('');
      if (l) lines.push(l);
      lines.push(row('Rank', who, unit, '%', 'Names', ['Boards', extraHead]));
      list = l;
    }
    lines.push(
      row(e.rankText, e.id, fmt(e.total, 2), e.percent === null ? '' : fmt(e.percent, 2), (e.names ?? []).join(' - '), [
        String(e.boards),
        factored(e),
      ]),
    );
  }
  lines.push(...frequencyText(s, unit));
  if (s.matches.length) {
    lines.push('', 'matches');
    for (const m of s.matches)
      lines.push(
        `${m.round ?? '-'} ${m.home} v ${m.away}: ${m.impsHome}–${m.impsAway} IMPs, ${fmt(m.vpHome, 2)}–${fmt(m.vpAway, 2)} VP`,
      );
  }
  return lines.join('\n') + '\n';
}

export function runScore(files: string[], opts: ScoreOpts): void {
  const settings = settingsFrom(opts);
  const expected = expectedOf(opts);
  const hp = opts.handicapPlayers;
  if (hp !== undefined && hp !== 'sum' && hp !== 'average')
    throw new CliError(`--handicap-players: "${hp}" must be sum or average`);
  const bpr = opts.boardsPerRound === undefined ? undefined : Number(opts.boardsPerRound);
  if (bpr !== undefined && !(Number.isInteger(bpr) && bpr >= 1))
    throw new CliError(`--boards-per-round: "${opts.boardsPerRound}" must be a whole number of boards (1 or more)`);
  if (files.length > 1) {
    // Sessions of one event: each scored on its own, the ranking over all of them.
    if (opts.pbn !== undefined || opts.usebio !== undefined)
      throw new CliError('--pbn and --usebio take one input file');
    const sessions = files.map((f) => scoreFile(f, settings, opts.strict === true, expected, hp, bpr));
    const ranking = combineSessions(sessions.map((x) => x.scored));
    if (opts.json) writeOut(JSON.stringify({ sessions: sessions.map((x) => x.scored), ranking }, null, 2) + '\n');
    else writeOut(printText({ ...sessions[0].scored, ranking, matches: [] }));
    return;
  }
  const { scored, ev, pbn, usebio } = scoreFile(files[0], settings, opts.strict === true, expected, hp, bpr);
  if (opts.pbn !== undefined) {
    if (!pbn) {
      const out = files[0] === '-' ? 'event.pbn' : `${files[0].replace(/\.[^./\\]*$/, '')}.pbn`;
      throw new CliError(
        `--pbn: ${files[0]} is not a PBN file (--pbn writes a PBN input back with its scores); ` +
          `convert it first (stikk convert ${files[0]} ${out}), then score that, or write USEBIO with --usebio`,
      );
    }
    writeOut(printPbn(rescorePbn(pbn, scored)), opts.pbn);
  }
  if (opts.usebio !== undefined) {
    const doc = usebio
      ? rescoreUsebio(usebio, scored)
      : (scoredToUsebio(scored, ev.name ? { name: ev.name } : {}) as unknown as UsebioEvent);
    writeOut(writeUsebio(doc), opts.usebio);
  }
  for (const w of scored.warnings) process.stderr.write(`stikk: warning: ${files[0]}: ${w}\n`);
  if (opts.json) writeOut(JSON.stringify(scored, null, 2) + '\n');
  else if (opts.pbn !== '-' && opts.usebio !== '-') writeOut(printText(scored));
}

/** `--expected-results`: Neuberg's N for every board (a whole number of results, 1 or more). */
function expectedOf(o: ScoreOpts): number | undefined {
  if (o.expectedResults === undefined) return undefined;
  const n = Number(o.expectedResults);
  if (!Number.isInteger(n) || n < 1)
    throw new CliError(`--expected-results: "${o.expectedResults}" must be a whole number of results (1 or more)`);
  return n;
}

function scoreFile(
  file: string,
  settings: Partial<ScoringSettings>,
  strict: boolean,
  expected?: number,
  playerHandicaps?: 'sum' | 'average',
  boardsPerRound?: number,
): { scored: ScoredEvent; ev: EventResults; pbn?: PbnFile; usebio?: UsebioEvent } {
  const read = readResults(file, strict, playerHandicaps, boardsPerRound);
  const { pbn, usebio } = read;
  // Every board scaled to the full top: the number of results the movement gives each board.
  const ev: EventResults =
    expected === undefined ? read.ev : { ...read.ev, boards: read.ev.boards.map((b) => ({ ...b, expected })) };
  const r = scoreEvent(ev, settings);
  if (!r.ok) throw new CliError(`${file}: ${r.error.message}`);
  const extra = (ev as { warnings?: string[] }).warnings ?? [];
  const scored: ScoredEvent = { ...r.value, warnings: [...extra, ...r.value.warnings] };
  return { scored, ev, ...(pbn ? { pbn } : {}), ...(usebio ? { usebio } : {}) };
}
