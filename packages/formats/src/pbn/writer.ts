/**
 * The PBN writer: export format (PBN 2.1 §2.3, §3.1, §3.3, §3.4, §5.2). The 15 mandatory tags
 * first in their fixed order (`?` when unknown), then the other tags sorted by name, then the
 * Auction and Play sections with their notes, then the supplemental sections sorted by name.
 * One tag per game, one tag a line, single spaces between tokens, CRLF line ends.
 */
import { PBN_MANDATORY_TAGS, type PbnComment, type PbnDirective, type PbnGame, type PbnTag } from './model.js';
import { escapePbn, printElement, sectionElements } from './section.js';
import { printTableRows } from './table.js';
import {
  parseContract,
  parseDeal,
  parseSeat,
  parseStrain,
  parseVulnerability,
  printContract,
  printDeal,
  type Seat,
} from '@stikk/core';
import { parseResultValue } from './board.js';
import { parseAuctionSection, printAuctionLines } from './auction.js';
import { parsePlaySection, printPlayLines } from './play.js';

/** Options of {@link printPbn}: line end, version and directives. */
export interface PbnWriteOptions {
  /** Line end; export format requires CRLF (the default). */
  readonly eol?: '\r\n' | '\n';
  /** Version written in the `% PBN` line. Default `2.1`. */
  readonly version?: string;
  /** Write the file's other `%` lines (generator metadata) too. Default true. */
  readonly directives?: boolean;
  /** Write comments. Default true. */
  readonly comments?: boolean;
  /**
   * `resolve` (default): every game complete, inherited values written out. `keep`: tags keep
   * their `#`/`##` values as read, and tags a game only inherited from a `##` are left out.
   */
  readonly inheritance?: 'resolve' | 'keep';
}

/** Anything with games and (optionally) directives: a parsed `PbnFile` or a list of games. */
export interface PbnWritable {
  readonly games: readonly PbnGame[];
  readonly directives?: readonly PbnDirective[];
  readonly trailingComments?: readonly PbnComment[];
}

const MANDATORY: ReadonlySet<string> = new Set(PBN_MANDATORY_TAGS);

/** Prints one PBN tag line, escaping its value. */
export const printTag = (name: string, value: string): string => `[${name} "${escapePbn(value)}"]`;

function printComment(c: PbnComment, eol: string): string {
  return c.kind === ';' ? `;${c.text}` : `{${c.text.split('\n').join(eol)}}`;
}

/** Section lines in export form: for tables re-laid out; otherwise tokens joined by one space. */
function sectionLines(tag: PbnTag): string[] {
  if (tag.table) return printTableRows(tag.table);
  if (tag.name === 'Play') {
    const p = parsePlaySection(tag);
    if (p.ok) return printPlayLines(p.value);
  }
  const els = sectionElements(tag.section, tag.sectionAt);
  if (!els.ok) return tag.section.map((l) => l.trim());
  const out: string[] = [];
  let row = -1;
  for (const e of els.value) {
    const s = printElement(e.text, e.quoted);
    if (e.row !== row) {
      out.push(s);
      row = e.row;
    } else out[out.length - 1] += ' ' + s;
  }
  return out;
}

/**
 * Export format spells the board's own tags one way (PBN §3.4, §3.11): upper case, `None`/`All`,
 * the deal from the dealer with ranks in order, the Result as declarer's tricks. Values that do
 * not parse are written as they are.
 */
export function exportValue(name: string, value: string, game: PbnGame): string {
  const v = value.trim();
  if (v === '' || v === '?') return value;
  switch (name) {
    case 'Dealer':
      return parseSeat(v) ?? value;
    case 'Vulnerable':
      return parseVulnerability(v) ?? value;
    case 'Declarer': {
      const irregular = v.startsWith('^');
      const s = parseSeat(irregular ? v.slice(1) : v);
      return s ? (irregular ? '^' : '') + s : value;
    }
    case 'Deal': {
      const d = parseDeal(v, { partial: true });
      if (!d.ok) return value;
      const dealer = parseSeat(game.value('Dealer') ?? '');
      return printDeal(d.value, dealer ?? (parseSeat(v[0]) as Seat));
    }
    case 'Contract': {
      const strain = parseStrain(v);
      if (strain) return strain;
      const c = parseContract(v);
      if (!c.ok) return value;
      return c.value.contract.passedOut ? 'Pass' : printContract(c.value.contract);
    }
    case 'Result': {
      const irregular = v.startsWith('^');
      const decl = game.value('Declarer') ?? '';
      const n = parseResultValue(v, parseSeat(decl.replace(/^\^/, '')) ?? null);
      return n === undefined ? value : (irregular ? '^' : '') + String(n);
    }
    default:
      return value;
  }
}

const hasSection = (t: PbnTag): boolean => t.table !== undefined || t.section.length > 0;

/** Prints one game in export format (lines without the trailing line end). */
export function printGameLines(game: PbnGame, opts: PbnWriteOptions = {}): string[] {
  const eol = opts.eol ?? '\r\n';
  const withComments = opts.comments !== false;
  const out: string[] = [];
  if (withComments) for (const c of game.comments) out.push(printComment(c, eol));

  const keep = opts.inheritance === 'keep';
  const first = new Map<string, PbnTag>();
  const notes: PbnTag[] = [];
  for (const t0 of game.tags) {
    if (keep && t0.inherited) continue;
    const t = keep && t0.raw !== t0.value ? { ...t0, value: t0.raw } : t0;
    if (t.name === 'Note') notes.push(t);
    else if (!first.has(t.name)) first.set(t.name, t);
  }
  const emit = (t: PbnTag, value = t.value): void => {
    out.push(printTag(t.name, value));
    if (withComments) for (const c of t.comments) out.push(printComment(c, eol));
    if (t.table || t.section.length) out.push(...sectionLines(t));
  };
  const emitNotes = (of: PbnTag['noteOf']): void => {
    for (const n of notes) if (n.noteOf === of) emit(n);
  };

  for (const name of PBN_MANDATORY_TAGS) {
    const t = first.get(name);
    if (t) {
      out.push(printTag(name, keep && t.value.startsWith('#') ? t.value : exportValue(name, t.value, game)));
      if (withComments) for (const c of t.comments) out.push(printComment(c, eol));
      // Mandatory tags carry no section data in PBN; keep any anyway.
      if (t.section.length) out.push(...sectionLines(t));
    } else if (!(keep && game.tag(name)?.inherited)) out.push(printTag(name, '?'));
  }
  const rest = [...first.values()].filter((t) => !MANDATORY.has(t.name) && t.name !== 'Auction' && t.name !== 'Play');
  const byName = (a: PbnTag, b: PbnTag): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const t of rest.filter((t) => !hasSection(t)).sort(byName)) emit(t);
  emitNotes(undefined);
  const auction = first.get('Auction');
  if (auction) {
    // Export format: the auction starts with the dealer, four calls a line.
    const a = parseAuctionSection(auction);
    if (a.ok) {
      const dealer = parseSeat(game.value('Dealer') ?? '');
      const { first: seat, lines } = printAuctionLines(a.value, dealer);
      out.push(printTag('Auction', seat));
      if (withComments) for (const c of auction.comments) out.push(printComment(c, eol));
      out.push(...lines);
    } else emit(auction);
    emitNotes('Auction');
  }
  const play = first.get('Play');
  if (play) {
    emit(play);
    emitNotes('Play');
  }
  for (const t of rest.filter(hasSection).sort(byName)) emit(t);
  return out;
}

/** Prints a whole file in export format. */
export function printPbn(file: PbnWritable, opts: PbnWriteOptions = {}): string {
  const eol = opts.eol ?? '\r\n';
  const lines: string[] = [`% PBN ${opts.version ?? '2.1'}`, '% EXPORT'];
  const dirs =
    opts.directives === false ? [] : (file.directives ?? []).filter((d) => !/^\s*(PBN\s+\d|EXPORT\s*$)/i.test(d.text));
  let di = 0;
  file.games.forEach((g, gi) => {
    if (gi > 0) lines.push('');
    while (di < dirs.length && dirs[di].game <= gi) lines.push('%' + dirs[di++].text);
    lines.push(...printGameLines(g, opts));
  });
  while (di < dirs.length) lines.push('%' + dirs[di++].text);
  if (opts.comments !== false && file.trailingComments?.length) {
    lines.push('');
    for (const c of file.trailingComments) lines.push(printComment(c, eol));
  }
  return lines.join(eol) + eol;
}
