/**
 * `stikk convert IN OUT`: between PBN (`.pbn`), BBO LIN (`.lin`), USEBIO (`.xml`) and table logs
 * (`.json`), chosen by the file extensions. PBN is written in export format; a board's auction
 * and play pass through the table log, so what one format can say reaches the others.
 */
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  boardInfo, parseDeal, parseTableLog, printDeal, printTableLog, type Deal, type Seat, type TableLog,
} from '@stikk/core';
import {
  decodeText, encodeText, fitsLatin1, linToTableLog, parseLin, parsePbn, parseUsebio, pbnTag, pbnToTableLog, printLin, printPbn,
  readBoard, readLinBoard, tableLogToLin, tableLogToPbn, writeUsebio, PbnGame, eventFromPbn, scoredToUsebio,
  type LinBoard, type LinFile, type PbnDirective, type PbnFile, type PbnTag, type UsebioEvent, type ConversionWarning,
} from '@stikk/formats';
import { scoreEvent } from '@stikk/scoring';
import type { ConvertOpts } from '../commands/convert.js';
import { CliError, readBytes, writeOut } from '../io.js';

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
  throw new CliError(`${file}: cannot tell the ${what} format from the extension "${e}" (use .pbn, .lin, .xml or .json)`);
}

/** The format named by `--from`/`--to` (`usebio` is `xml`, `log` is `json`). */
export function namedFormat(name: string, option: string): Ext {
  const e = `.${name.toLowerCase().replace(/^usebio$/, 'xml').replace(/^log$/, 'json')}`;
  if ((FORMATS as readonly string[]).includes(e)) return e as Ext;
  throw new CliError(`${option}: "${name}" must be pbn, lin, xml or json`);
}

/**
 * Reads a file of any supported format (`-`: stdin, with `from` naming the format). Errors name
 * the file, line and column (or XML path).
 */
export function loadFile(file: string, from?: string): Loaded {
  if (file === '-' && from === undefined) throw new CliError('IN is - (stdin): name its format with --from pbn|lin|xml|json');
  const ext = from !== undefined ? namedFormat(from, '--from') : formatOf(file, 'input');
  const bytes = readBytes(file);
  const fail = (msg: string): never => { throw new CliError(`${file}: ${msg}`); };
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
      return r.ok ? { kind: 'xml', event: r.value } : fail(`${r.error.path ? `${r.error.path}: ` : ''}${r.error.message}`);
    }
    case '.json': {
      let json: unknown;
      try { json = JSON.parse(new TextDecoder().decode(bytes)); } catch (e) { return fail(`not valid JSON: ${(e as Error).message}`); }
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
  NS_PAIR_NUMBER: 'PairId_NS', EW_PAIR_NUMBER: 'PairId_EW', CONTRACT: 'Contract', PLAYED_BY: 'Declarer',
  LEAD: 'Lead', TRICKS: 'Result', SCORE: 'Score_NS', NS_MATCH_POINTS: 'MP_NS', EW_MATCH_POINTS: 'MP_EW',
};

export interface Converted<T> {
  readonly items: T[];
  readonly warnings: string[];
  /** For each item, the index of the game or board of the input it came from. */
  readonly sources?: number[];
}

const warnText = (where: string, ws: readonly ConversionWarning[]): string[] => ws.map((w) => `${where}: ${w.message}`);

/** Every board as a table log. */
export function toTableLogs(l: Loaded, name: string): Converted<TableLog> {
  const items: TableLog[] = [];
  switch (l.kind) {
    case 'json': return { items: [...l.logs], warnings: [], sources: l.logs.map((_, i) => i) };
    case 'pbn': {
      const warnings: string[] = [];
      const sources: number[] = [];
      l.file.games.forEach((g, i) => {
        const r = pbnToTableLog(g);
        if (!r.ok) {
          // A game with no board at all (only scores or tables) is not a board: pass over it.
          if (r.error.code === 'pbn-no-dealer' && !g.tag('Deal') && !g.tag('Auction')) {
            warnings.push(`${name}: ${r.error.message}; game skipped`);
            return;
          }
          throw new CliError(`${name}: ${r.error.message}`);
        }
        items.push(r.value);
        sources.push(i);
      });
      return { items, warnings, sources };
    }
    case 'lin':
      for (const b of l.file.boards) {
        const r = linToTableLog(b);
        if (!r.ok) throw new CliError(`${name}: ${r.error.message}`);
        items.push(r.value);
      }
      return { items, warnings: [], sources: items.map((_, i) => i) };
    case 'xml':
      for (const n of usebioBoardNumbers(l.event)) {
        const info = boardInfo(n);
        if (!info.ok) continue;
        items.push({ edition: '2017', board: n, dealer: info.value.dealer, vulnerable: info.value.vulnerable, deal: usebioDeal(l.event, n), events: [] });
      }
      return { items, warnings: [], sources: items.map((_, i) => i) };
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

/** Every board as a PBN game. */
export function toPbn(l: Loaded, name: string): { games: PbnGame[]; directives: PbnDirective[]; warnings: string[] } {
  if (l.kind === 'pbn') return { games: l.file.games, directives: [...l.file.directives], warnings: [] };
  const games: PbnGame[] = [];
  const warnings: string[] = [];
  if (l.kind === 'xml') {
    const ev = l.event;
    for (const n of usebioBoardNumbers(ev)) {
      const info = boardInfo(n);
      if (!info.ok) continue;
      const deal = usebioDeal(ev, n);
      const tags: PbnTag[] = [
        pbnTag('Event', ev.fields.EVENT_DESCRIPTION ?? ''),
        pbnTag('Site', ev.club?.name ?? ''),
        pbnTag('Date', (ev.fields.DATE ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3.$2.$1')),
        pbnTag('Board', String(n)),
        pbnTag('Dealer', info.value.dealer),
        pbnTag('Vulnerable', info.value.vulnerable),
        pbnTag('Deal', deal ? printDeal(deal, info.value.dealer) : ''),
      ];
      const board = ev.boards.find((b) => b.number === n);
      if (board && board.lines.length) {
        const keys: string[] = [];
        for (const line of board.lines) for (const k of Object.keys(line.fields)) if (!keys.includes(k)) keys.push(k);
        const columns = keys.map((k) => ({ name: TRAVELLER_COLUMNS[k] ?? k }));
        const rows = board.lines.map((line) => keys.map((k) => {
          const v = line.fields[k];
          if (v === undefined || v === '') return '-';
          // PBN writes the declarer as a seat letter.
          if (k === 'PLAYED_BY') return v.trim().charAt(0).toUpperCase();
          return v;
        }));
        tags.push(pbnTag('ScoreTable', columns.map((c) => c.name).join(';'), [], { table: { columns, rows } }));
      }
      games.push(new PbnGame(tags, 0));
    }
    return { games, directives: [], warnings };
  }
  if (l.kind === 'lin') {
    const title = l.file.header.find((i) => i.key.toLowerCase() === 'vg')?.value.split(',')[0];
    l.file.boards.forEach((b: LinBoard, i) => {
      const log = linToTableLog(b);
      if (!log.ok) throw new CliError(`${name}: ${log.error.message}`);
      const d = readLinBoard(b);
      const extra: PbnTag[] = [];
      if (title) extra.push(pbnTag('Event', title));
      if (d.ok && d.value.players) for (const [s, n] of Object.entries(d.value.players)) extra.push(pbnTag(SEAT_TAG[s as Seat], n));
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

/** Every board as a LIN board. */
export function toLin(l: Loaded, name: string): Converted<LinBoard> & { header: LinFile['header'] } {
  if (l.kind === 'lin') return { header: l.file.header, items: [...l.file.boards], warnings: [] };
  const items: LinBoard[] = [];
  const warnings: string[] = [];
  if (l.kind === 'pbn') {
    l.file.games.forEach((g, i) => {
      const log = pbnToTableLog(g);
      if (!log.ok && log.error.code === 'pbn-no-dealer' && !g.tag('Deal') && !g.tag('Auction')) {
        warnings.push(`${name}: ${log.error.message}; game skipped`);
        return;
      }
      if (!log.ok) throw new CliError(`${name}: ${log.error.message}`);
      const room = g.value('Room');
      const r = tableLogToLin(log.value, {
        players: playersOfPbn(g),
        ...(log.value.board !== null ? { id: `${room === 'Closed' ? 'c' : 'o'}${log.value.board}` } : {}),
      });
      warnings.push(...warnText(`${name}: game ${i + 1}`, r.warnings));
      items.push(r.board);
    });
    return { header: [], items, warnings };
  }
  const logs = toTableLogs(l, name).items;
  logs.forEach((log, i) => {
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

export function runConvert(input: string, output: string, opts: ConvertOpts): void {
  const toStdout = output === '-';
  if (toStdout && opts.to === undefined) throw new CliError('OUT is -: name the output format with --to pbn|lin|json|xml');
  const outExt = toStdout ? namedFormat(opts.to!, '--to') : opts.to !== undefined ? namedFormat(opts.to, '--to') : formatOf(output, 'output');
  const loaded = loadFile(input, opts.from);
  const only = opts.board === undefined ? undefined : Number(opts.board);
  if (only !== undefined && !(Number.isInteger(only) && only >= 1)) throw new CliError(`--board: "${opts.board}" is not a board number`);
  if (opts.encoding !== undefined && opts.encoding !== 'utf-8' && opts.encoding !== 'latin1') throw new CliError(`--encoding: "${opts.encoding}" must be utf-8 or latin1`);
  const dest = toStdout ? undefined : output;
  const warn = (ws: readonly string[]): void => { for (const w of ws) process.stderr.write(`stikk: warning: ${w}\n`); };
  const noneLeft = (): never => { throw new CliError(`${input}: no board ${only}`); };

  switch (outExt) {
    case '.pbn': {
      const r = toPbn(loaded, input);
      let games = r.games;
      if (only !== undefined) {
        games = games.filter((g) => { const b = readBoard(g); return b.ok && b.value.board === only; });
        if (!games.length) noneLeft();
      }
      const text = printPbn({ games, directives: only === undefined ? r.directives : [] });
      const enc = opts.encoding ?? (fitsLatin1(text) ? 'latin1' : 'utf-8');
      const bytes = encodeText(text, enc as 'utf-8' | 'latin1');
      warn(r.warnings);
      if (dest) writeBytes(bytes, dest);
      else process.stdout.write(bytes);
      return;
    }
    case '.lin': {
      const r = toLin(loaded, input);
      let boards = r.items;
      if (only !== undefined) {
        boards = boards.filter((b) => { const d = readLinBoard(b); return d.ok && d.value.board === only; });
        if (!boards.length) noneLeft();
      }
      warn(r.warnings);
      writeOut(printLin({ header: only === undefined ? r.header : [], boards }), dest);
      return;
    }
    case '.json': {
      const conv = toTableLogs(loaded, input);
      warn(conv.warnings);
      let logs = conv.items;
      if (only !== undefined) {
        logs = logs.filter((l) => l.board === only);
        if (!logs.length) noneLeft();
      }
      const json = logs.map(printTableLog);
      writeOut(JSON.stringify(json.length === 1 ? json[0] : json, null, 2) + '\n', dest);
      return;
    }
    case '.xml': {
      if (loaded.kind === 'xml') {
        writeOut(writeUsebio(loaded.event), dest);
        return;
      }
      if (loaded.kind !== 'pbn') throw new CliError(`${output}: USEBIO output needs results: convert from a .pbn with a ScoreTable, or from .xml`);
      // A PBN results file (ScoreTable, TotalScoreTable): scored by the scoring package.
      const ev = eventFromPbn(loaded.file);
      if (!ev.ok) throw new CliError(`${input}: ${ev.error.message}`);
      const scored = scoreEvent(ev.value);
      if (!scored.ok) throw new CliError(`${input}: ${scored.error.message}`);
      warn(scored.value.warnings);
      const doc = scoredToUsebio(scored.value, ev.value.name ? { name: ev.value.name } : {}) as unknown as UsebioEvent;
      writeOut(writeUsebio(doc), dest);
      return;
    }
  }
}
