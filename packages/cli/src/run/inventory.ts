/**
 * What a file holds, as facts by category, so that `convert` can say exactly what a target format
 * would drop: the written output is read back and its facts compared with the input's. Facts are
 * format-neutral (a deal, an auction, a traveller line, a contestant's name), so a PBN ScoreTable
 * and a USEBIO traveller holding the same results count as the same.
 */
import { printTableLog, type Seat, type TableLog } from '@stikk/core';
import { eventFromPbn, eventFromUsebio, readLinBoard, type PbnGame } from '@stikk/formats';
import type { EventResults } from '@stikk/scoring';
import { toPbn, toTableLogs, type Loaded } from './convert.js';

/** Category → fact key → board number (null: the whole file). */
export type Inventory = Map<string, Map<string, number | null>>;

const SEAT_TAG: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
/** PBN tags whose content the categories below already count (or that only place a game). */
const COVERED = new Set([
  'Board',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Auction',
  'Play',
  'Note',
  'North',
  'East',
  'South',
  'West',
  'Event',
  'Date',
  'Site',
]);
/** Derived from the auction and play when the game has them. */
const FROM_PLAY = new Set(['Declarer', 'Contract', 'Result']);
const PLACEHOLDER = new Set(['', '?', '#', '-']);

function add(inv: Inventory, cat: string, key: string, board: number | null): void {
  let m = inv.get(cat);
  if (!m) inv.set(cat, (m = new Map()));
  m.set(key, board);
}

function results(inv: Inventory, ev: EventResults): void {
  for (const b of ev.boards) {
    for (const r of b.results) {
      if (r.notPlayed) continue;
      const who = r.players
        ? `${r.players.N},${r.players.E},${r.players.S},${r.players.W}`
        : `${r.ns ?? ''} v ${r.ew ?? ''}`;
      const score = r.artificial
        ? JSON.stringify([r.artificial.ns, r.artificial.ew])
        : r.weighted
          ? JSON.stringify(r.weighted)
          : String(r.scoreNS ?? '');
      add(
        inv,
        'results (traveller lines)',
        `${b.section ?? ''}|${b.board}|${who}|${(r.contract ?? '').toUpperCase()}|${r.declarer ?? ''}|${r.tricks ?? ''}|${score}|×${r.count ?? 1}`,
        b.board,
      );
    }
  }
  for (const p of ev.participants ?? []) {
    for (const n of p.names ?? []) if (n.trim()) add(inv, 'contestant names', n.trim(), null);
    if (p.handicap !== undefined && p.handicap !== 0)
      add(inv, 'contestant handicaps', `${p.section ?? ''}|${p.id}|${p.handicap}`, null);
  }
  // Teams' byes, by their VP total per team (a file may hold them per round or only in total).
  const byes = new Map<string, number>();
  for (const b of ev.byes ?? []) byes.set(b.team, (byes.get(b.team) ?? 0) + b.vp);
  for (const [team, vp] of byes) add(inv, 'team byes (VPs)', `${team}|${vp.toFixed(2)}`, null);
  // A match's carry-over cannot be worked out from its boards.
  for (const m of ev.matches ?? [])
    if (m.carryOverHome || m.carryOverAway)
      add(inv, 'team match carry-over', `${m.home} v ${m.away}|${m.carryOverHome ?? 0}|${m.carryOverAway ?? 0}`, null);
}

function event(inv: Inventory, name: string | undefined, date: string | undefined, site: string | undefined): void {
  if (name && !PLACEHOLDER.has(name)) add(inv, 'event name, date and site', `name ${name}`, null);
  if (date && !/^[?.#]*$/.test(date)) add(inv, 'event name, date and site', `date ${date}`, null);
  if (site && !PLACEHOLDER.has(site)) add(inv, 'event name, date and site', `site ${site}`, null);
}

/** The PBN tags of games, by tag name (only for PBN input: the other formats have no tags). */
function pbnTags(inv: Inventory, games: readonly PbnGame[]): void {
  for (const g of games) {
    const board = Number(g.value('Board')) || null;
    const played = !!g.tag('Auction') || !!g.tag('Play');
    for (const t of g.tags) {
      if (COVERED.has(t.name) || (played && FROM_PLAY.has(t.name))) continue;
      if (t.table) {
        if (t.table.rows.length) add(inv, `PBN ${t.name}`, `${board}`, board);
        continue;
      }
      if (PLACEHOLDER.has(t.value.trim()) && !t.section.length) continue;
      add(inv, `PBN ${t.name}`, `${board}|${t.value}|${t.section.join(' ')}`, board);
    }
  }
}

function pbnGames(l: Loaded): readonly PbnGame[] {
  try {
    return toPbn(l, '', { strict: false }).games;
  } catch {
    return [];
  }
}

/** The facts a loaded file holds. `asPbn` adds the PBN tags (of the file, or of its PBN form). */
export function inventory(l: Loaded, asPbn: boolean): Inventory {
  const inv: Inventory = new Map();
  let logs: TableLog[] = [];
  try {
    logs = toTableLogs(l, '', { strict: false }).items;
  } catch {
    // No board readable: there are no board facts.
  }
  for (const log of logs) {
    const raw = printTableLog(log);
    if (raw.deal) add(inv, 'deals', `${log.board}|${raw.deal}`, log.board);
    const calls = raw.events.filter((e) => 'call' in e);
    const plays = raw.events.filter((e) => 'play' in e);
    const other = raw.events.filter((e) => !('call' in e) && !('play' in e));
    if (calls.length) add(inv, 'auctions', `${log.board}|${JSON.stringify(calls)}`, log.board);
    if (plays.length) add(inv, 'play', `${log.board}|${JSON.stringify(plays)}`, log.board);
    for (const e of other)
      add(inv, 'other table events (claims, rulings)', `${log.board}|${JSON.stringify(e)}`, log.board);
  }
  if (l.kind === 'pbn') {
    for (const g of l.file.games) {
      const board = Number(g.value('Board')) || null;
      for (const s of ['N', 'E', 'S', 'W'] as const) {
        const v = g.value(SEAT_TAG[s]);
        if (v && !PLACEHOLDER.has(v)) add(inv, 'player names', `${board}|${s}|${v}`, board);
      }
    }
    const g0 = l.file.games[0];
    if (g0) event(inv, g0.value('Event'), g0.value('Date'), g0.value('Site'));
  } else if (l.kind === 'lin') {
    for (const b of l.file.boards) {
      const d = readLinBoard(b);
      if (!d.ok) continue;
      for (const [s, v] of Object.entries(d.value.players ?? {}))
        if (v) add(inv, 'player names', `${d.value.board}|${s}|${v}`, d.value.board);
    }
    const title = l.file.header.find((i) => i.key.toLowerCase() === 'vg')?.value.split(',')[0];
    event(inv, title, undefined, undefined);
  } else if (l.kind === 'xml') {
    const f = l.event.fields;
    event(
      inv,
      f.EVENT_DESCRIPTION,
      (f.DATE ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3.$2.$1'),
      l.event.club?.name,
    );
    // The club's number (USEBIO's whole-file CLUB/CLUB_ID_NUMBER; its name counts as the site above).
    const clubId = l.event.club?.id?.trim();
    if (clubId) add(inv, 'club number', clubId, null);
    const ev = eventFromUsebio(l.event);
    if (ev.ok) results(inv, ev.value);
    // Players' own handicaps (a handicap event's PLAYER/HANDICAP): only USEBIO holds them.
    for (const p of l.event.participants)
      for (const x of p.players)
        if (x.fields.HANDICAP?.trim())
          add(inv, 'player handicaps', `${p.section ?? ''}|${p.number}|${x.name ?? ''}|${x.fields.HANDICAP}`, null);
  }
  if (l.kind !== 'xml') {
    // Results as PBN gives them: travellers, or a table's own result (from its auction and play).
    const games = l.kind === 'pbn' ? l.file.games : pbnGames(l);
    const ev = eventFromPbn({ games, directives: [] });
    if (ev.ok) results(inv, ev.value);
  }
  if (asPbn) pbnTags(inv, pbnGames(l));
  return inv;
}

/**
 * Whole-file facts that belong to the event as a whole (its contestants, totals, byes), not to any one board:
 * a one-board extract (`--board`) is not expected to carry them. The event's name, date and site still count.
 */
const EVENT_WIDE = new Set([
  'contestant names',
  'contestant handicaps',
  'team byes (VPs)',
  'team match carry-over',
  'player handicaps',
]);

/**
 * What `input` holds and `output` does not, one line per category, as "lost of held". `only` limits both counts
 * to that board's facts (and the event's name, date and site).
 */
export function losses(input: Inventory, output: Inventory, only?: number): string[] {
  const out: string[] = [];
  for (const [cat, all] of input) {
    const have = output.get(cat);
    const facts =
      only === undefined
        ? [...all]
        : [...all].filter(([, board]) => board === only || (board === null && !EVENT_WIDE.has(cat)));
    const lost: (number | null)[] = [];
    for (const [key, board] of facts) if (!have?.has(key)) lost.push(board);
    if (!lost.length) continue;
    const boards = [...new Set(lost.filter((b): b is number => b !== null))].sort((a, b) => a - b);
    const list = boards.length > 6 ? `${boards.slice(0, 6).join(', ')}, …` : boards.join(', ');
    out.push(
      `${cat}: ${lost.length} of ${facts.length}${boards.length ? ` (board${boards.length === 1 ? '' : 's'} ${list})` : ''}`,
    );
  }
  return out;
}
