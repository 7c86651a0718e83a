/**
 * `stikk convert IN OUT`: between PBN (`.pbn`), BBO LIN (`.lin`), USEBIO (`.xml`) and table logs
 * (`.json`), chosen by the file extensions. PBN is written in export format; a board's auction
 * and play pass through the table log, so what one format can say reaches the others. The output
 * is read back before it is written: when it would hold less than the input, convert refuses and
 * says what would be dropped (`--force` writes it and lists the losses on stderr).
 */
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  boardInfo,
  parseDeal,
  parseTableLog,
  printDeal,
  printTableLog,
  type Deal,
  type Seat,
  type TableLog,
} from '@stikk/core';
import {
  decodeText,
  encodeText,
  fitsLatin1,
  linToTableLog,
  parseLin,
  parsePbn,
  parseUsebio,
  pbnTag,
  pbnToTableLog,
  printLin,
  printPbn,
  readBoard,
  readLinBoard,
  tableLogToLin,
  tableLogToPbn,
  writeUsebio,
  PbnGame,
  eventFromPbn,
  eventFromUsebio,
  pbnMatchTable,
  printColumnSpec,
  scoredToUsebio,
  teamsPbnTables,
  type LinBoard,
  type LinFile,
  type PbnDirective,
  type PbnFile,
  type PbnTableOut,
  type PbnTag,
  type UsebioEvent,
  type ConversionWarning,
  type UsebioBoard,
} from '@stikk/formats';
import { scoreEvent } from '@stikk/scoring';
import type { ConvertOpts } from '../commands/convert.js';
import { CliError, dealListError, isDealList, readBytes } from '../io.js';
import { inventory, losses } from './inventory.js';

/** `strict`: a game or board that cannot be read refuses the file; otherwise it is skipped with a warning. */
export interface ReadOpts {
  readonly strict: boolean;
}

export type Loaded =
  | { readonly kind: 'pbn'; readonly file: PbnFile }
  | { readonly kind: 'lin'; readonly file: LinFile }
  | { readonly kind: 'json'; readonly logs: readonly TableLog[] }
  | { readonly kind: 'xml'; readonly event: UsebioEvent };

const FORMATS = ['.pbn', '.lin', '.xml', '.json'] as const;
type Ext = (typeof FORMATS)[number];

export function formatOf(file: string, what: string): Ext {
  const e = extname(file).toLowerCase();
  if ((FORMATS as readonly string[]).includes(e)) return e as Ext;
  throw new CliError(
    `${file}: cannot tell the ${what} format from the extension "${e}" (use .pbn, .lin, .xml or .json)`,
  );
}

/** The format named by `--from`/`--to` (`usebio` is `xml`, `log` is `json`). */
export function namedFormat(name: string, option: string): Ext {
  const e = `.${name
    .toLowerCase()
    .replace(/^usebio$/, 'xml')
    .replace(/^log$/, 'json')}`;
  if ((FORMATS as readonly string[]).includes(e)) return e as Ext;
  throw new CliError(`${option}: "${name}" must be pbn, lin, xml or json`);
}

/**
 * Reads a file of any supported format (`-`: stdin, with `from` naming the format). Errors name
 * the file, line and column (or XML path).
 */
export function loadFile(file: string, from?: string): Loaded {
  if (file === '-' && from === undefined)
    throw new CliError('IN is - (stdin): name its format with --from pbn|lin|xml|json');
  if (
    from === undefined &&
    !(FORMATS as readonly string[]).includes(extname(file).toLowerCase()) &&
    isDealList(decodeText(readBytes(file)).text)
  )
    throw dealListError(file, 'convert or show');
  const ext = from !== undefined ? namedFormat(from, '--from') : formatOf(file, 'input');
  const bytes = readBytes(file);
  if (isDealList(decodeText(bytes).text)) throw dealListError(file, 'convert or show');
  return loadBytes(bytes, ext, file);
}

/** Parses bytes in the given format; `name` is the file named in errors. */
export function loadBytes(bytes: Uint8Array, ext: Ext, name: string): Loaded {
  const fail = (msg: string): never => {
    throw new CliError(`${name}: ${msg}`);
  };
  switch (ext) {
    case '.pbn': {
      const r = parsePbn(bytes);
      return r.ok ? { kind: 'pbn', file: r.value } : fail(r.error.message);
    }
    case '.lin': {
      const r = parseLin(decodeText(bytes).text);
      return r.ok ? { kind: 'lin', file: r.value } : fail(r.error.message);
    }
    case '.xml': {
      // USEBIO files say their character set; read UTF-8 when valid, else ISO 8859-1.
      const r = parseUsebio(decodeText(bytes).text);
      return r.ok
        ? { kind: 'xml', event: r.value }
        : fail(`${r.error.path ? `${r.error.path}: ` : ''}${r.error.message}`);
    }
    case '.json': {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(bytes));
      } catch (e) {
        return fail(`not valid JSON: ${(e as Error).message}`);
      }
      const list = Array.isArray(json) ? json : [json];
      const logs: TableLog[] = [];
      list.forEach((x, i) => {
        const r = parseTableLog(x);
        if (!r.ok) fail(`${Array.isArray(json) ? `[${i}] ` : ''}${r.error.message}`);
        else logs.push(r.value);
      });
      return { kind: 'json', logs };
    }
  }
}

const SEAT_TAG: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const USEBIO_DIR: Record<string, Seat> = { North: 'N', East: 'E', South: 'S', West: 'W' };

/** USEBIO hand record of a board as a deal, if complete. */
function usebioDeal(ev: UsebioEvent, board: number): Deal | null {
  const h = ev.hands.find((x) => x.board === board);
  if (!h) return null;
  const parts: Record<Seat, string> = { N: '-', E: '-', S: '-', W: '-' };
  for (const [dir, hand] of Object.entries(h.hands)) {
    const s = USEBIO_DIR[dir];
    if (s && hand) parts[s] = [hand.spades, hand.hearts, hand.diamonds, hand.clubs].join('.');
  }
  const d = parseDeal(`N:${parts.N} ${parts.E} ${parts.S} ${parts.W}`, { partial: true });
  return d.ok ? d.value : null;
}

function usebioBoardNumbers(ev: UsebioEvent): number[] {
  return [...new Set([...ev.boards.map((b) => b.number), ...ev.hands.map((h) => h.board)])].sort((a, b) => a - b);
}

/** Traveller fields → PBN ScoreTable columns (other fields keep their USEBIO names). */
const TRAVELLER_COLUMNS: Record<string, string> = {
  // The round and table under PBN's names, so that PBN readers (Stikk's, Ruter's) fill those columns.
  ROUND_NUMBER: 'Round',
  ROUND: 'Round',
  TABLE_NUMBER: 'Table',
  TABLE: 'Table',
  NS_PAIR_NUMBER: 'PairId_NS',
  EW_PAIR_NUMBER: 'PairId_EW',
  CONTRACT: 'Contract',
  PLAYED_BY: 'Declarer',
  LEAD: 'Lead',
  TRICKS: 'Result',
  SCORE: 'Score_NS',
  NS_MATCH_POINTS: 'MP_NS',
  EW_MATCH_POINTS: 'MP_EW',
};

export interface Converted<T> {
  readonly items: T[];
  readonly warnings: string[];
  /** For each item, the index of the game or board of the input it came from. */
  readonly sources?: number[];
}

const warnText = (where: string, ws: readonly ConversionWarning[]): string[] => ws.map((w) => `${where}: ${w.message}`);

/** A message about a game or LIN board: the file, the line (when the message has none) and the game's number. */
const about = (name: string, what: string, line: number, message: string): string =>
  `${name}: ${/^line \d+/.test(message) ? '' : `line ${line}: `}${message} (${what})`;

/** A PBN game that is no board at all (only scores or tables): passed over, not an error. */
const notABoard = (g: PbnGame): boolean => !g.tag('Deal') && !g.tag('Auction') && !g.tag('Play');

/**
 * Every board as a table log. A game or LIN board that cannot be read is skipped with a warning
 * naming it and its line, or refuses the file when `strict`.
 */
export function toTableLogs(l: Loaded, name: string, o: ReadOpts): Converted<TableLog> {
  const items: TableLog[] = [];
  const warnings: string[] = [];
  const sources: number[] = [];
  const bad = (text: string): void => {
    if (o.strict) throw new CliError(text);
    warnings.push(`${text}; skipped`);
  };
  // Nothing readable at all: refuse with the first problem rather than write an empty file.
  const done = (): Converted<TableLog> => {
    if (!items.length && warnings.length) throw new CliError(warnings[0].replace(/; skipped$/, ''));
    return { items, warnings, sources };
  };
  switch (l.kind) {
    case 'json':
      return { items: [...l.logs], warnings, sources: l.logs.map((_, i) => i) };
    case 'pbn':
      l.file.games.forEach((g, i) => {
        const r = pbnToTableLog(g);
        if (r.ok) {
          items.push(r.value);
          sources.push(i);
        } else if (!(r.error.code === 'pbn-no-dealer' && notABoard(g)))
          bad(about(name, `game ${i + 1}`, g.line, r.error.message));
      });
      return done();
    case 'lin':
      l.file.boards.forEach((b, i) => {
        const r = linToTableLog(b);
        if (r.ok) {
          items.push(r.value);
          sources.push(i);
        } else bad(about(name, `board ${i + 1}`, b.line, r.error.message));
      });
      return done();
    case 'xml':
      for (const n of usebioBoardNumbers(l.event)) {
        const info = boardInfo(n);
        if (!info.ok) continue;
        items.push({
          edition: '2017',
          board: n,
          dealer: info.value.dealer,
          vulnerable: info.value.vulnerable,
          deal: usebioDeal(l.event, n),
          events: [],
        });
        sources.push(items.length - 1);
      }
      return { items, warnings, sources };
  }
}

function playersOfPbn(g: PbnGame): Partial<Record<Seat, string>> {
  const out: Partial<Record<Seat, string>> = {};
  for (const s of ['N', 'E', 'S', 'W'] as const) {
    const v = g.value(SEAT_TAG[s]);
    if (v && v !== '?') out[s] = v;
  }
  return out;
}

/** A USEBIO traveller as a PBN ScoreTable (USEBIO field names kept for columns PBN has no name for). */
function travellerTable(board: UsebioBoard): PbnTag | null {
  if (!board.lines.length) return null;
  const keys: string[] = [];
  const named = (k: string) => TRAVELLER_COLUMNS[k] ?? k;
  // One column a name (a file giving both ROUND and ROUND_NUMBER writes the first).
  for (const line of board.lines)
    for (const k of Object.keys(line.fields)) if (!keys.some((x) => named(x) === named(k))) keys.push(k);
  const columns = keys.map((k) => ({ name: named(k) }));
  const rows = board.lines.map((line) =>
    keys.map((k) => {
      const v = line.fields[k] ?? Object.entries(line.fields).find(([x]) => named(x) === named(k))?.[1];
      if (v === undefined || v === '') return '-';
      // PBN writes the declarer as a seat letter.
      if (k === 'PLAYED_BY') return v.trim().charAt(0).toUpperCase();
      return v;
    }),
  );
  return pbnTag('ScoreTable', columns.map((c) => c.name).join(';'), [], { table: { columns, rows } });
}

/** The contestants of one USEBIO section as a PBN TotalScoreTable (ids, names, USEBIO totals). */
function contestantTable(ev: UsebioEvent, section: string | undefined): PbnTag | null {
  const ps = ev.participants.filter((p) => p.section === section);
  if (!ps.length) return null;
  const idName = ps[0].kind === 'TEAM' ? 'TeamId' : ps[0].kind === 'PLAYER' ? 'PlayerId' : 'PairId';
  const extra = ['DIRECTION', 'PLACE', 'TOTAL_SCORE', 'PERCENTAGE', 'HANDICAP', 'BYE_VP'].filter((k) =>
    ps.some((p) => p.fields[k] !== undefined),
  );
  const colName: Record<string, string> = {
    DIRECTION: 'Direction',
    PLACE: 'Rank',
    TOTAL_SCORE: 'TotalScore',
    PERCENTAGE: 'TotalPercentage',
    HANDICAP: 'Handicap',
    BYE_VP: 'ByeVP',
  };
  const columns = [{ name: idName }, ...extra.map((k) => ({ name: colName[k] })), { name: 'Names' }];
  const rows = ps.map((p) => {
    const names = p.players.map((x) => x.name).filter((x): x is string => !!x);
    if (!names.length && p.fields.PLAYER_NAME) names.push(p.fields.PLAYER_NAME);
    return [p.number, ...extra.map((k) => p.fields[k] || '-'), names.join(' - ') || '-'];
  });
  return pbnTag('TotalScoreTable', columns.map((c) => c.name).join(';'), [], { table: { columns, rows } });
}

/** Every board as a PBN game. */
export function toPbn(
  l: Loaded,
  name: string,
  o: ReadOpts,
): { games: PbnGame[]; directives: PbnDirective[]; warnings: string[] } {
  if (l.kind === 'pbn') return { games: l.file.games, directives: [...l.file.directives], warnings: [] };
  const games: PbnGame[] = [];
  const warnings: string[] = [];
  if (l.kind === 'xml') {
    const ev = l.event;
    // One game per board of each section (a board number is played in every section).
    const entries: { n: number; section?: string; board?: UsebioBoard }[] = ev.boards.map((b) => ({
      n: b.number,
      ...(b.section !== undefined ? { section: b.section } : {}),
      board: b,
    }));
    for (const h of ev.hands) if (!ev.boards.some((b) => b.number === h.board)) entries.push({ n: h.board });
    entries.sort((a, b) => (a.section ?? '').localeCompare(b.section ?? '') || a.n - b.n);
    const totalsDone = new Set<string>();
    // A teams event: the teams tables (TeamId, Room, IMPs, VPs), read back as teams, not pairs.
    const teams = teamsPbnTables(ev);
    // A teams file the importer refuses (a line without its round where the boards cannot tell it) is refused
    // here too: written as a plain traveller it would read back as pairs, its matches lost.
    if (!teams && /TEAM/i.test(ev.type)) {
      const read = eventFromUsebio(ev);
      if (!read.ok && read.error.code === 'usebio-round-missing') throw new CliError(`${name}: ${read.error.message}`);
    }
    const tableTag = (tag: string, t: PbnTableOut | undefined) =>
      t ? pbnTag(tag, printColumnSpec(t.columns), [], { table: t }) : null;
    for (const e of entries) {
      const info = boardInfo(e.n);
      if (!info.ok) {
        warnings.push(`${name}: board ${e.n}: ${info.error.message}; skipped`);
        continue;
      }
      const deal = usebioDeal(ev, e.n);
      const tags: PbnTag[] = [
        pbnTag('Event', ev.fields.EVENT_DESCRIPTION ?? ''),
        pbnTag('Site', ev.club?.name ?? ''),
        pbnTag('Date', (ev.fields.DATE ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3.$2.$1')),
        pbnTag('Board', String(e.n)),
        pbnTag('Dealer', info.value.dealer),
        pbnTag('Vulnerable', info.value.vulnerable),
        pbnTag('Deal', deal ? printDeal(deal, info.value.dealer) : ''),
      ];
      if (e.section !== undefined) tags.push(pbnTag('Section', e.section));
      if (teams) tags.push(pbnTag('Scoring', teams.scoring));
      const key = e.section ?? '';
      const st = teams
        ? tableTag('ScoreTable', teams.boards.get(`${key}|${e.n}`))
        : e.board
          ? travellerTable(e.board)
          : null;
      if (st) tags.push(st);
      if (!totalsDone.has(key)) {
        totalsDone.add(key);
        const tt = teams ? tableTag('TotalScoreTable', teams.totals.get(key)) : contestantTable(ev, e.section);
        if (tt) tags.push(tt);
      }
      games.push(new PbnGame(tags, 0));
    }
    // Teams matches given whole (segments, carry-over): the PBN match table, in a game of its own.
    const whole = !teams && ev.other.some((x) => x.name === 'MATCH') ? eventFromUsebio(ev) : null;
    const scored = whole?.ok && whole.value.matches?.length ? scoreEvent(whole.value) : null;
    const table = teams ? teams.matches : scored?.ok ? pbnMatchTable(scored.value) : null;
    if (table)
      games.push(
        new PbnGame(
          [
            pbnTag('Event', ev.fields.EVENT_DESCRIPTION ?? ''),
            pbnTag('ScoreTable', table.columns.map((c) => c.name).join(';'), [], { table }),
          ],
          0,
        ),
      );
    return { games, directives: [], warnings };
  }
  if (l.kind === 'lin') {
    const title = l.file.header.find((i) => i.key.toLowerCase() === 'vg')?.value.split(',')[0];
    l.file.boards.forEach((b: LinBoard, i) => {
      const log = linToTableLog(b);
      if (!log.ok) {
        const text = about(name, `board ${i + 1}`, b.line, log.error.message);
        if (o.strict) throw new CliError(text);
        warnings.push(`${text}; skipped`);
        return;
      }
      const d = readLinBoard(b);
      const extra: PbnTag[] = [];
      if (title) extra.push(pbnTag('Event', title));
      if (d.ok && d.value.players)
        for (const [s, n] of Object.entries(d.value.players)) extra.push(pbnTag(SEAT_TAG[s as Seat], n));
      if (d.ok && d.value.id) extra.push(pbnTag('Room', /^c/i.test(d.value.id) ? 'Closed' : 'Open'));
      const r = tableLogToPbn(log.value, extra);
      warnings.push(...warnText(`${name}: board ${i + 1}`, r.warnings));
      games.push(r.game);
    });
    return { games, directives: [], warnings };
  }
  l.logs.forEach((log, i) => {
    const r = tableLogToPbn(log);
    warnings.push(...warnText(`${name}: log ${i + 1}`, r.warnings));
    games.push(r.game);
  });
  return { games, directives: [], warnings };
}

/** A vugraph `vg` header carrying the event's name (LIN's only place for it). */
function linHeader(event: string | undefined, boards: readonly TableLog[]): LinFile['header'] {
  if (!event || /^[?#]*$/.test(event.trim())) return [];
  const ns = boards.map((b) => b.board).filter((n): n is number => n !== null);
  const first = ns.length ? Math.min(...ns) : 1,
    last = ns.length ? Math.max(...ns) : 1;
  return [{ key: 'vg', value: `${event.replace(/[,|]/g, ' ')},,I,${first},${last},,0,,0`, line: 0, column: 0 }];
}

/** Every board with a deal as a LIN board (LIN has no board without one). */
export function toLin(l: Loaded, name: string, o: ReadOpts): Converted<LinBoard> & { header: LinFile['header'] } {
  if (l.kind === 'lin') return { header: l.file.header, items: [...l.file.boards], warnings: [] };
  const items: LinBoard[] = [];
  const warnings: string[] = [];
  if (l.kind === 'pbn') {
    const logs = toTableLogs(l, name, o);
    warnings.push(...logs.warnings);
    logs.items.forEach((log, k) => {
      const i = logs.sources![k];
      const g = l.file.games[i];
      if (!log.deal) {
        warnings.push(
          `${name}: line ${g.line}: board ${log.board ?? '?'} has no deal; not written (a LIN board needs one) (game ${i + 1})`,
        );
        return;
      }
      const room = g.value('Room');
      const r = tableLogToLin(log, {
        players: playersOfPbn(g),
        ...(log.board !== null ? { id: `${room === 'Closed' ? 'c' : 'o'}${log.board}` } : {}),
      });
      warnings.push(...warnText(`${name}: game ${i + 1} (line ${g.line})`, r.warnings));
      items.push(r.board);
    });
    return { header: linHeader(l.file.games[0]?.value('Event'), logs.items), items, warnings };
  }
  const logs = toTableLogs(l, name, o);
  warnings.push(...logs.warnings);
  logs.items.forEach((log, i) => {
    if (!log.deal) {
      warnings.push(`${name}: board ${log.board ?? i + 1}: no deal; not written (a LIN board needs one)`);
      return;
    }
    const r = tableLogToLin(log, log.board !== null ? { id: `o${log.board}` } : {});
    warnings.push(...warnText(`${name}: board ${i + 1}`, r.warnings));
    items.push(r.board);
  });
  return { header: [], items, warnings };
}

function writeBytes(bytes: Uint8Array, file: string): void {
  try {
    writeFileSync(file, bytes);
  } catch (e) {
    throw new CliError(`${file}: cannot write (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

/** The output file's bytes and the warnings of the conversion. */
function produce(
  loaded: Loaded,
  outExt: Ext,
  input: string,
  output: string,
  only: number | undefined,
  opts: ConvertOpts,
): { bytes: Uint8Array; warnings: string[] } {
  const o: ReadOpts = { strict: opts.strict === true };
  const noneLeft = (): never => {
    throw new CliError(`${input}: no board ${only}`);
  };
  const utf8 = (text: string) => new TextEncoder().encode(text);
  switch (outExt) {
    case '.pbn': {
      const r = toPbn(loaded, input, o);
      let games = r.games;
      if (only !== undefined) {
        games = games.filter((g) => {
          const b = readBoard(g);
          return b.ok && b.value.board === only;
        });
        if (!games.length) noneLeft();
      }
      const text = printPbn({ games, directives: only === undefined ? r.directives : [] });
      const enc = opts.encoding ?? (fitsLatin1(text) ? 'latin1' : 'utf-8');
      return { bytes: encodeText(text, enc as 'utf-8' | 'latin1'), warnings: r.warnings };
    }
    case '.lin': {
      const r = toLin(loaded, input, o);
      let boards = r.items;
      if (only !== undefined) {
        boards = boards.filter((b) => {
          const d = readLinBoard(b);
          return d.ok && d.value.board === only;
        });
        if (!boards.length) noneLeft();
      }
      return { bytes: utf8(printLin({ header: only === undefined ? r.header : [], boards })), warnings: r.warnings };
    }
    case '.json': {
      const conv = toTableLogs(loaded, input, o);
      let logs = conv.items;
      if (only !== undefined) {
        logs = logs.filter((l) => l.board === only);
        if (!logs.length) noneLeft();
      }
      const json = logs.map(printTableLog);
      return {
        bytes: utf8(JSON.stringify(json.length === 1 ? json[0] : json, null, 2) + '\n'),
        warnings: conv.warnings,
      };
    }
    case '.xml': {
      if (loaded.kind === 'xml') return { bytes: utf8(writeUsebio(loaded.event)), warnings: [] };
      if (loaded.kind !== 'pbn')
        throw new CliError(
          `${output}: USEBIO output needs results: convert from a .pbn with a ScoreTable, or from .xml`,
        );
      // A PBN results file (ScoreTable, TotalScoreTable): scored by the scoring package.
      const ev = eventFromPbn(loaded.file);
      if (!ev.ok) throw new CliError(`${input}: ${ev.error.message}`);
      const scored = scoreEvent(ev.value);
      if (!scored.ok) throw new CliError(`${input}: ${scored.error.message}`);
      const g0 = loaded.file.games[0];
      const known = (v: string | undefined) => (v !== undefined && !/^[?#.]*$/.test(v.trim()) ? v : undefined);
      const deals = loaded.file.games.flatMap((g) => {
        const n = Number(g.value('Board'));
        const d = g.value('Deal');
        return Number.isInteger(n) && n > 0 && d ? [{ board: n, deal: d }] : [];
      });
      const date = known(g0?.value('Date')),
        club = known(g0?.value('Site'));
      const doc = scoredToUsebio(scored.value, {
        ...(ev.value.name ? { name: ev.value.name } : {}),
        ...(date ? { date } : {}),
        ...(club ? { club } : {}),
        deals,
      }) as unknown as UsebioEvent;
      return { bytes: utf8(writeUsebio(doc)), warnings: scored.value.warnings };
    }
  }
}

export function runConvert(input: string, output: string, opts: ConvertOpts): void {
  const toStdout = output === '-';
  if (toStdout && opts.to === undefined)
    throw new CliError('OUT is -: name the output format with --to pbn|lin|json|xml');
  const outExt = opts.to !== undefined ? namedFormat(opts.to, '--to') : formatOf(output, 'output');
  const only = opts.board === undefined ? undefined : Number(opts.board);
  if (only !== undefined && !(Number.isInteger(only) && only >= 1))
    throw new CliError(`--board: "${opts.board}" is not a board number`);
  if (opts.encoding !== undefined && opts.encoding !== 'utf-8' && opts.encoding !== 'latin1')
    throw new CliError(`--encoding: "${opts.encoding}" must be utf-8 or latin1`);
  const loaded = loadFile(input, opts.from);
  const { bytes, warnings } = produce(loaded, outExt, input, output, only, opts);
  // Read the output back and compare: nothing the input holds may vanish without a word.
  const asPbn = loaded.kind === 'pbn';
  const back = loadBytes(bytes, outExt, `${output} (as written)`);
  const lost = losses(inventory(loaded, asPbn), inventory(back, asPbn), only);
  const shown = toStdout ? `${outExt.slice(1)} output` : output;
  if (lost.length && !opts.force)
    throw new CliError(`${shown} would drop ${lost.join('; ')}; --force writes it anyway`);
  for (const w of warnings) process.stderr.write(`stikk: warning: ${w}\n`);
  for (const w of lost) process.stderr.write(`stikk: warning: ${shown}: dropped ${w}\n`);
  if (toStdout) process.stdout.write(bytes);
  else writeBytes(bytes, output);
}
