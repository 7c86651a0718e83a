/**
 * Deal files for batch double-dummy work: a minimal reader (PBN `Board`, `Dealer`,
 * `Vulnerable`, `Deal` tags, or one deal per line) and the output records (JSON lines and PBN
 * with `DoubleDummyTricks`, `OptimumResultTable`, `OptimumScore`). String work only, no I/O.
 */
import {
  dealerOf,
  fail,
  ok,
  parseDeal,
  parseSeat,
  parseVulnerability,
  printDeal,
  vulnerabilityOf,
  type Result,
  type Seat,
  type Vulnerability,
} from '@stikk/core';
import type { DDTable } from './solver.js';
import type { ParResult } from './par.js';

/** A deal read from an input file, with the board, dealer and vulnerability when the file gives them. */
export interface DealRecord {
  /** The deal, rotated to start with North. */
  readonly deal: string;
  readonly board?: number;
  readonly dealer?: Seat;
  readonly vulnerable?: Vulnerability;
  /** 1-based line of the `Deal` tag or deal line in the input. */
  readonly line: number;
}

const TAG = /\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]/g;

/**
 * Reads deals from PBN text (if it has a `Deal` tag), from JSON (an array, or one value per
 * line, of deal strings or objects with `deal` and optional `dealer`, `vulnerable`, `board` —
 * the shape of the reference files), or from one deal per line (a quoted deal inside a line, as
 * in DDS's test lists, is taken from the quotes).
 */
export function parseDealFile(text: string): Result<DealRecord[]> {
  const t = text.trimStart();
  if (t.startsWith('[') && !/^\[\s*[A-Za-z]/.test(t)) return parseJsonDeals(text);
  if (t.startsWith('{')) return parseJsonDeals(text);
  return /\[\s*Deal\s+"/.test(text) ? parsePbnDeals(text) : parseDealLines(text);
}

function parseJsonDeals(text: string): Result<DealRecord[]> {
  // The entries with the line each starts on (for error messages).
  const items: { value: unknown; line: number; where: string }[] = [];
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[')) {
    let all: unknown;
    try {
      all = JSON.parse(text);
    } catch (e) {
      return fail('invalid-json', `not valid JSON: ${(e as Error).message}`);
    }
    if (!Array.isArray(all)) return fail('invalid-json', 'expected an array of deals');
    const starts = entryLines(text, all.length);
    all.forEach((value, i) => items.push({ value, line: starts[i], where: `entry ${i}` }));
  } else {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const ln = lines[i].trim().replace(/,$/, '');
      if (ln === '') continue;
      try {
        items.push({ value: JSON.parse(ln), line: i + 1, where: `line ${i + 1}` });
      } catch (e) {
        return fail('invalid-json', `line ${i + 1}: not valid JSON: ${(e as Error).message}`, { line: i + 1 });
      }
    }
  }
  const out: DealRecord[] = [];
  for (const { value, line, where } of items) {
    const o = typeof value === 'string' ? { deal: value } : value;
    if (typeof o !== 'object' || o === null || typeof (o as { deal?: unknown }).deal !== 'string') {
      return fail('invalid-deal', `${where}: expected a deal string or an object with a "deal" string`, {
        line,
        path: where,
      });
    }
    const rec = o as { deal: string; dealer?: unknown; vulnerable?: unknown; vul?: unknown; board?: unknown };
    const raw = /^[NESWnesw]\s*:/.test(rec.deal.trim()) ? rec.deal.trim() : `N:${rec.deal.trim()}`;
    const d = parseDeal(raw);
    if (!d.ok) return fail(d.error.code, `${where}: deal: ${d.error.message}`, { line, path: `${where}.deal` });
    let dealer: Seat | undefined;
    if (rec.dealer !== undefined) {
      dealer = typeof rec.dealer === 'string' ? parseSeat(rec.dealer) : undefined;
      if (dealer === undefined)
        return fail('invalid-dealer', `${where}: dealer ${JSON.stringify(rec.dealer)} is not N, E, S or W`, {
          line,
          path: `${where}.dealer`,
        });
    }
    let vulnerable: Vulnerability | undefined;
    const vr = rec.vulnerable ?? rec.vul;
    if (vr !== undefined) {
      vulnerable = typeof vr === 'string' ? parseVulnerability(vr) : undefined;
      if (vulnerable === undefined)
        return fail('invalid-vulnerability', `${where}: vulnerable ${JSON.stringify(vr)} is not None, NS, EW or All`, {
          line,
          path: `${where}.vulnerable`,
        });
    }
    let board: number | undefined;
    if (rec.board !== undefined) {
      if (typeof rec.board !== 'number' || !Number.isInteger(rec.board) || rec.board < 1) {
        return fail('invalid-board', `${where}: board ${JSON.stringify(rec.board)} is not a whole number ≥ 1`, {
          line,
          path: `${where}.board`,
        });
      }
      board = rec.board;
    }
    out.push({
      deal: printDeal(d.value, 'N'),
      board,
      dealer: dealer ?? (board !== undefined ? dealerOf(board) : undefined),
      vulnerable: vulnerable ?? (board !== undefined ? vulnerabilityOf(board) : undefined),
      line,
    });
  }
  return ok(out);
}

/** 1-based line on which each of the `n` top-level entries of a JSON array starts. */
function entryLines(text: string, n: number): number[] {
  const out: number[] = [];
  let depth = 0,
    line = 1,
    inStr = false,
    esc = false,
    expect = true;
  for (let i = 0; i < text.length && out.length < n; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inStr) {
      if (esc) esc = false;
      else if (ch === '\\') esc = true;
      else if (ch === '"') inStr = false;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
    if (depth === 1 && expect && ch !== ']') {
      out.push(line);
      expect = false;
    }
    if (ch === '"') inStr = true;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expect = true;
  }
  while (out.length < n) out.push(line);
  return out;
}

function normalise(deal: string, line: number): Result<string> {
  const d = parseDeal(deal);
  if (!d.ok) return fail(d.error.code, `line ${line}: ${d.error.message}`, { line });
  return ok(printDeal(d.value, 'N'));
}

function parseDealLines(text: string): Result<DealRecord[]> {
  const out: DealRecord[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let t = lines[i].trim();
    if (t === '' || t.startsWith('#') || t.startsWith('%')) continue;
    const quoted = /"([NESWnesw]\s*:[^"]*)"/.exec(t);
    if (quoted) t = quoted[1];
    if (!/^[NESWnesw]\s*:/.test(t)) t = `N:${t}`;
    const d = normalise(t, i + 1);
    if (!d.ok) return d;
    out.push({ deal: d.value, line: i + 1 });
  }
  return ok(out);
}

function parsePbnDeals(text: string): Result<DealRecord[]> {
  const out: DealRecord[] = [];
  let board: number | undefined, dealer: Seat | undefined, vul: Vulnerability | undefined;
  let lineNo = 1;
  // A game ends at an empty line; tags of the next game start fresh.
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const ln = lines[i];
    lineNo = i + 1;
    if (ln.trim() === '') {
      board = undefined;
      dealer = undefined;
      vul = undefined;
      continue;
    }
    if (ln.trimStart().startsWith('%') || ln.trimStart().startsWith(';')) continue;
    TAG.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TAG.exec(ln)) !== null) {
      const [, name, value] = m;
      if (name === 'Board') {
        const n = Number(value.trim());
        board = Number.isInteger(n) && n >= 1 ? n : undefined;
      } else if (name === 'Dealer') {
        dealer = parseSeat(value) ?? dealer;
      } else if (name === 'Vulnerable') {
        const v = parseVulnerability(value);
        if (v === undefined)
          return fail('invalid-vulnerability', `line ${lineNo}: Vulnerable "${value}" is not None, NS, EW or All`, {
            line: lineNo,
          });
        vul = v;
      } else if (name === 'Deal') {
        const d = normalise(value, lineNo);
        if (!d.ok) return d;
        out.push({
          deal: d.value,
          board,
          dealer: dealer ?? (board !== undefined ? dealerOf(board) : undefined),
          vulnerable: vul ?? (board !== undefined ? vulnerabilityOf(board) : undefined),
          line: lineNo,
        });
      }
    }
  }
  return ok(out);
}

/**
 * The JSON-lines record: `{"deal","tricks","par"?}` (`par` when vulnerability and dealer are known). `par` has
 * the library's `ParResult` shape exactly, so `stikk dd` and `par()` give one shape (`sides.ns` and `sides.ew`
 * with `score`, `contracts` as objects, `scoreText` and `contractsText`).
 */
export function formatJsonLine(rec: DealRecord, table: DDTable, parResult?: ParResult): string {
  const o: Record<string, unknown> = { deal: rec.deal, tricks: table };
  if (parResult) o.par = parResult;
  return JSON.stringify(o);
}

const HEX = '0123456789ABCD';
const PBN_DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const PBN_STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;

/**
 * PBN's `ParContract`: NS's par contracts as contracts other programs read (`EW 2S`, `N 3NT`, `EW 5HX`), joined by
 * commas; a making contract at the level of every trick it takes (DDS's `EW 12S`, "1S or 2S, one score", is `EW 2S`).
 * Empty when the par is all pass.
 */
function pbnParContracts(parResult: ParResult): string {
  return parResult.sides.ns.contracts
    .map((c) => {
      const level = c.doubled ? c.level : c.level + c.overtricks;
      return `${c.declarer} ${level}${c.strain}${c.doubled ? 'X' : ''}`;
    })
    .join(',');
}

/** One PBN game: Board/Dealer/Vulnerable/Deal plus the double-dummy tags. */
export function formatPbnRecord(rec: DealRecord, table: DDTable, parResult?: ParResult): string {
  const lines: string[] = [];
  if (rec.board !== undefined) lines.push(`[Board "${rec.board}"]`);
  if (rec.dealer !== undefined) lines.push(`[Dealer "${rec.dealer}"]`);
  if (rec.vulnerable !== undefined) lines.push(`[Vulnerable "${rec.vulnerable}"]`);
  lines.push(`[Deal "${rec.deal}"]`);
  let ddt = '';
  for (const d of PBN_DECLARERS) for (const s of PBN_STRAINS) ddt += HEX[table[d][s]];
  lines.push(`[DoubleDummyTricks "${ddt}"]`);
  if (parResult) {
    lines.push(`[OptimumScore "NS ${parResult.score}"]`);
    const contracts = pbnParContracts(parResult);
    if (contracts) lines.push(`[ParContract "${contracts}"]`);
  }
  lines.push('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
  for (const d of PBN_DECLARERS) for (const s of PBN_STRAINS) lines.push(`${d} ${s} ${table[d][s]}`);
  return lines.join('\r\n') + '\r\n';
}
