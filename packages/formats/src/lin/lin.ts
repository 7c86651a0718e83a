/**
 * BBO LIN: a flat sequence of `key|value|` pairs (BBO's own notation, described by open-source
 * readers). The keys read here:
 *
 *   pn  player names, South, West, North, East (vugraph: 8 names, open room then closed)
 *   md  deal: dealer digit (1 S, 2 W, 3 N, 4 E), then the hands S, W, N, E as `S…H…D…C…`,
 *       comma-separated; the fourth may be left out (it holds the remaining cards)
 *   sv  vulnerability: o/0/- none, n NS, e EW, b both
 *   ah  board title ("Board 7");  qx  board id (o7 open room, c7 closed room)
 *   mb  a call (p, d, r, 1C … 7N), `!` suffix = alerted;  an  explanation of the last call
 *   pc  a card played;  mc  claim: total tricks for declarer
 *   pg, rh, st  presentation (page break, reset heading, small text); nt  commentary
 *   vg, rs, pw, mp  vugraph header, results, players, scores (read and kept)
 *
 * Every item is kept in order with its place, so unknown keys are written back unchanged.
 */
import {
  fail,
  nextSeat,
  ok,
  parseCall,
  parseCard,
  printCard,
  PBN_SUIT_ORDER,
  RANKS,
  SUITS,
  cardRankIndex,
  cardSuitIndex,
  makeCard,
  sortHand,
  type Call,
  type Card,
  type Deal,
  type Result,
  type Seat,
  type StikkError,
  type Vulnerability,
} from '@stikk/core';
import type { PbnPos } from '../pbn/model.js';

export interface LinItem extends PbnPos {
  /** The key as written (usually two lower-case letters). */
  readonly key: string;
  readonly value: string;
}

/** A parsed LIN file: its header items and its boards. */
export interface LinFile {
  /** Items before the first board (vugraph header `vg`, `pw`, …). */
  readonly header: readonly LinItem[];
  readonly boards: readonly LinBoard[];
}

/** One board: its items from its `qx` (or its `md` when there is no `qx`) to the next board. */
export interface LinBoard {
  readonly items: readonly LinItem[];
  readonly line: number;
  /** The `pn` value in force from an earlier board (vugraph files name the players once). */
  readonly players?: string;
}

const linError = (code: string, p: PbnPos, what: string): { ok: false; error: StikkError } =>
  fail(code, `line ${p.line}, column ${p.column}: ${what}`, { line: p.line, column: p.column });

/** Splits LIN text into items. Whitespace (line breaks) between items is ignored. */
export function parseLinItems(text: string): Result<LinItem[]> {
  const items: LinItem[] = [];
  let i = 0;
  let line = 1,
    lineStart = 0;
  const n = text.length;
  const advanceTo = (j: number): void => {
    for (let k = i; k < j; k++)
      if (text.charCodeAt(k) === 10) {
        line++;
        lineStart = k + 1;
      }
    i = j;
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      advanceTo(i + 1);
      continue;
    }
    const keyAt = { line, column: i - lineStart + 1 };
    const bar = text.indexOf('|', i);
    if (bar < 0) return linError('lin-no-value', keyAt, `"${text.slice(i, i + 10)}" is not followed by "|"`);
    const key = text.slice(i, bar).trim();
    if (!/^[A-Za-z][A-Za-z0-9]{0,3}$/.test(key))
      return linError('lin-key', keyAt, `"${text.slice(i, bar).slice(0, 20)}" is not a LIN key`);
    advanceTo(bar + 1);
    const end = text.indexOf('|', i);
    if (end < 0) return linError('lin-unterminated', keyAt, `the value of "${key}" has no closing "|"`);
    const value = text.slice(i, end);
    advanceTo(end + 1);
    items.push({ key, value, ...keyAt });
  }
  return ok(items);
}

const lower = (k: string): string => k.toLowerCase();

/** Reads a LIN file: items grouped into boards. */
export function parseLin(text: string): Result<LinFile> {
  const r = parseLinItems(text);
  if (!r.ok) return r;
  const header: LinItem[] = [];
  const boards: LinItem[][] = [];
  let cur: LinItem[] | null = null;
  let sawMd = false;
  let pending: LinItem[] = [];
  for (const it of r.value) {
    const k = lower(it.key);
    if (k === 'qx') {
      // A board id starts a new board.
      if (cur) boards.push(cur);
      cur = [...pending, it];
      pending = [];
      sawMd = false;
      continue;
    }
    if (k === 'md') {
      if (cur && sawMd) {
        boards.push(cur);
        cur = [...pending, it];
      } else if (!cur) {
        cur = [...pending, it];
      } else cur.push(...pending, it);
      pending = [];
      sawMd = true;
      continue;
    }
    if (cur) {
      // Items that usually precede a board's `md` (names, title) go with the next board once
      // this one has its deal and play.
      if (sawMd && (k === 'pn' || k === 'ah' || k === 'rh' || k === 'st' || k === 'sv') && boardHasPlay(cur))
        pending.push(it);
      else cur.push(...pending.splice(0), it);
    } else if (k === 'vg' || k === 'pw' || k === 'rs' || k === 'mp') header.push(it);
    else pending.push(it);
  }
  if (cur) boards.push([...cur, ...pending]);
  else header.push(...pending);
  let pn: string | undefined;
  const out: LinBoard[] = boards.map((items) => {
    const own = items.find((i) => lower(i.key) === 'pn');
    const b: LinBoard = { items, line: items[0]?.line ?? 1, ...(!own && pn !== undefined ? { players: pn } : {}) };
    if (own) pn = own.value;
    return b;
  });
  return ok({ header, boards: out });
}

const boardHasPlay = (items: readonly LinItem[]): boolean =>
  items.some((i) => {
    const k = lower(i.key);
    return k === 'mb' || k === 'pc' || k === 'mc';
  });

/** Writes items back: `key|value|`, one board a line (BBO's own files break lines freely). */
export function printLin(file: LinFile): string {
  const out: string[] = [];
  if (file.header.length) out.push(printLinItems(file.header));
  for (const b of file.boards) out.push(printLinItems(b.items));
  return out.join('\n') + (out.length ? '\n' : '');
}

/** Prints LIN items as `key|value|` pairs (a `|` inside a value becomes `/`). */
export const printLinItems = (items: readonly Pick<LinItem, 'key' | 'value'>[]): string =>
  items.map((i) => `${i.key}|${i.value.replace(/\|/g, '/')}|`).join('');

// ---------------------------------------------------------------------------------------------
// Meaning of a board.

/** LIN seat order of `md` and `pn`: South, West, North, East; dealer digit 1..4 in that order. */
export const LIN_SEATS: readonly Seat[] = ['S', 'W', 'N', 'E'];

/** A call of a LIN auction with its seat, alert and explanation (`an`). */
export interface LinCall {
  readonly seat: Seat;
  readonly call: Call;
  readonly alert: boolean;
  readonly explanation?: string;
}

/** A LIN board as read: number, players, dealer, vulnerability, deal, calls, cards played and claim. */
export interface LinBoardData {
  readonly board: number | null;
  /** `qx` value, e.g. `o7`. */
  readonly id?: string;
  readonly title?: string;
  /** Players by seat, when `pn` gives them. */
  readonly players?: Partial<Record<Seat, string>>;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly deal: Deal | null;
  readonly calls: readonly LinCall[];
  readonly plays: readonly Card[];
  /** `mc`: total tricks for declarer. */
  readonly claim?: number;
}

/**
 * Reads the vulnerability of a LIN `sv` value (`o`, `n`, `e`, `b`; `0`, `-`, `z` or empty for none); undefined when
 * unknown.
 */
export function parseLinVulnerability(v: string): Vulnerability | undefined {
  switch (v.trim().toLowerCase()) {
    case 'o':
    case '0':
    case '-':
    case '':
    case 'z':
      return 'None';
    case 'n':
      return 'NS';
    case 'e':
      return 'EW';
    case 'b':
      return 'All';
    default:
      return undefined;
  }
}

/** Prints a vulnerability as LIN's `sv` letter (`o`, `n`, `e`, `b`). */
export const printLinVulnerability = (v: Vulnerability): string => ({ None: 'o', NS: 'n', EW: 'e', All: 'b' })[v];

/** What LIN's dealer digit means, for messages. */
const DEALER_DIGITS = '1 (South), 2 (West), 3 (North) or 4 (East)';

/** A value cut short for a message. */
const clip = (v: string): string => (v.length > 24 ? `${v.slice(0, 24)}…` : v);

/** `md` value → dealer and deal. */
export function parseLinDeal(value: string): Result<{ dealer: Seat | null; deal: Deal }> {
  let v = value.trim();
  let dealer: Seat | null = null;
  if (/^[1-4]/.test(v)) {
    dealer = LIN_SEATS[Number(v[0]) - 1];
    v = v.slice(1);
  } else if (v !== '' && !/^[SHDC,]/i.test(v))
    // Neither a dealer digit nor the first hand: say what the first character should be.
    return fail('lin-deal', `md "${clip(value)}": the dealer "${v[0]}" must be ${DEALER_DIGITS}`);
  const parts = v.split(',');
  if (parts.length > 4 && parts.slice(4).some((p) => p.trim() !== ''))
    return fail('lin-deal', `md has ${parts.length} hands`);
  const hands: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
  const seen = new Set<Card>();
  for (let h = 0; h < 4; h++) {
    const p = (parts[h] ?? '').trim();
    if (p === '') continue;
    const cards: Card[] = [];
    let suit = -1;
    for (let i = 0; i < p.length; i++) {
      const ch = p[i].toUpperCase();
      // A suit letter (S H D C) switches the suit; ranks follow.
      if (ch === 'S' || ch === 'H' || ch === 'D' || ch === 'C') {
        suit = (SUITS as readonly string[]).indexOf(ch);
        continue;
      }
      let rank = (RANKS as readonly string[]).indexOf(ch);
      if (ch === '1' && p[i + 1] === '0') {
        rank = 8;
        i++;
      }
      if (rank < 0 || suit < 0) return fail('lin-deal', `"${p[i]}" in hand ${h + 1} of md is not a suit or rank`);
      const c = makeCard(suit, rank);
      if (seen.has(c)) return fail('lin-deal', `${printCard(c)} appears twice in md`);
      seen.add(c);
      cards.push(c);
    }
    if (cards.length > 13) return fail('lin-deal', `hand ${h + 1} of md has ${cards.length} cards`);
    hands[LIN_SEATS[h]] = sortHand(cards);
  }
  // The last hand may be left out: it holds the remaining cards.
  const known = (['S', 'W', 'N', 'E'] as const).filter((s) => hands[s] !== null);
  if (known.length === 3 && known.every((s) => hands[s]!.length === 13)) {
    const missing = (['S', 'W', 'N', 'E'] as const).find((s) => hands[s] === null)!;
    hands[missing] = sortHand(Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.has(c)));
  }
  return ok({ dealer, deal: hands });
}

/** A hand as LIN writes it: `SAKQ2H…D…C…`. */
export function printLinHand(cards: readonly Card[]): string {
  return PBN_SUIT_ORDER.map((s) => {
    const si = (SUITS as readonly string[]).indexOf(s);
    return (
      s +
      cards
        .filter((c) => cardSuitIndex(c) === si)
        .map(cardRankIndex)
        .sort((a, b) => b - a)
        .map((r) => RANKS[r])
        .join('')
    );
  }).join('');
}

/** Prints a deal as LIN's `md` value: the dealer digit, then the hands in LIN seat order. */
export function printLinDeal(dealer: Seat, deal: Deal): string {
  return (
    String(LIN_SEATS.indexOf(dealer) + 1) + LIN_SEATS.map((s) => (deal[s] ? printLinHand(deal[s]!) : '')).join(',')
  );
}

/** LIN call text: `p`, `d`, `r`, `1C` … `7N`. */
export function printLinCall(c: Call): string {
  switch (c.type) {
    case 'pass':
      return 'p';
    case 'double':
      return 'd';
    case 'redouble':
      return 'r';
    case 'bid':
      return `${c.level}${c.strain === 'NT' ? 'N' : c.strain}`;
  }
}

/** Reads the meaning of a board: deal, calls (with alerts), cards, claim. */
export function readLinBoard(b: LinBoard): Result<LinBoardData> {
  let board: number | null = null;
  let id: string | undefined, title: string | undefined;
  let players: Partial<Record<Seat, string>> | undefined;
  let dealer: Seat | null = null;
  let vulnerable: Vulnerability | null = null;
  let deal: Deal | null = null;
  const calls: { seat: Seat; call: Call; alert: boolean; explanation?: string }[] = [];
  const plays: Card[] = [];
  let claim: number | undefined;
  let pn = b.players;
  let mdAt: PbnPos | undefined;
  for (const it of b.items) {
    const k = lower(it.key);
    const v = it.value;
    switch (k) {
      case 'qx': {
        id = v;
        const m = /^[oc]?(\d+)/i.exec(v.trim());
        if (m && board === null) board = Number(m[1]);
        break;
      }
      case 'ah': {
        title = v;
        const m = /(\d+)\s*$/.exec(v.trim());
        if (m) board = Number(m[1]);
        break;
      }
      case 'pn':
        pn = v;
        break;
      case 'md': {
        if (deal) break;
        mdAt = it;
        const d = parseLinDeal(v);
        if (!d.ok) return linError(d.error.code, it, d.error.message);
        dealer = d.value.dealer ?? dealer;
        deal = d.value.deal;
        break;
      }
      case 'sv': {
        const vv = parseLinVulnerability(v);
        if (!vv) return linError('lin-vulnerable', it, `sv "${v}" is not o, n, e or b`);
        vulnerable = vv;
        break;
      }
      case 'mb': {
        if (!dealer)
          return linError(
            'lin-no-dealer',
            it,
            mdAt
              ? `a call (mb) but the deal (md at line ${mdAt.line}, column ${mdAt.column}) does not start with ` +
                  `the dealer ${DEALER_DIGITS}`
              : 'a call (mb) before any deal (md) giving the dealer',
          );
        const t = v.trim();
        const alert = t.endsWith('!');
        const body = alert ? t.slice(0, -1) : t;
        const c = /^[pP]$/.test(body)
          ? ok({ type: 'pass' } as Call)
          : /^[dD]$/.test(body)
            ? ok({ type: 'double' } as Call)
            : /^[rR]$/.test(body)
              ? ok({ type: 'redouble' } as Call)
              : parseCall(body);
        if (!c.ok) return linError('lin-call', it, `mb "${v}" is not a call`);
        calls.push({ seat: nextSeat(dealer, calls.length), call: c.value, alert });
        break;
      }
      case 'an': {
        // An explanation belongs to the call before it; one before any call is kept as an item only.
        const last = calls[calls.length - 1];
        if (last) {
          last.explanation = v;
          last.alert = true;
        }
        break;
      }
      case 'pc': {
        const c = parseCard(v.trim());
        if (!c.ok) return linError('lin-card', it, `pc "${v}" is not a card`);
        if (plays.includes(c.value)) return linError('lin-card', it, `${printCard(c.value)} is played twice`);
        if (plays.length >= 52) return linError('lin-card', it, 'more than 52 cards played');
        plays.push(c.value);
        break;
      }
      case 'mc': {
        if (v.trim() === '') break;
        const n = Number(v.trim());
        if (!Number.isInteger(n) || n < 0 || n > 13)
          return linError('lin-claim', it, `mc "${v}" is not a number of tricks 0–13`);
        claim = n;
        break;
      }
      default:
        break;
    }
  }
  if (pn !== undefined) {
    // Vugraph: eight names, the open room's S W N E then the closed room's.
    const names = pn.split(',');
    const base = names.length >= 8 && id !== undefined && /^c/i.test(id.trim()) ? 4 : 0;
    players = {};
    for (let i = 0; i < 4; i++) {
      const n = names[base + i];
      if (n !== undefined && n.trim() !== '') players[LIN_SEATS[i]] = n;
    }
  }
  return ok({
    board,
    ...(id !== undefined ? { id } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(players ? { players } : {}),
    dealer,
    vulnerable,
    deal,
    calls,
    plays,
    ...(claim !== undefined ? { claim } : {}),
  });
}

/** The vugraph header `vg`: event, segment, scoring, board range and the two teams. */
export interface LinVugraph {
  readonly title: string;
  readonly segment: string;
  /** `I` IMPs, `P` matchpoints, `B` board-a-match (as written). */
  readonly scoring: string;
  readonly firstBoard: number | null;
  readonly lastBoard: number | null;
  readonly teams: readonly { readonly name: string; readonly carryOver: string }[];
}

/** The vugraph header (`vg`) of a LIN file, when it has one. */
export function readLinVugraph(file: LinFile): LinVugraph | undefined {
  const vg = file.header.find((i) => lower(i.key) === 'vg');
  if (!vg) return undefined;
  const f = vg.value.split(',');
  const num = (x: string | undefined): number | null => (x !== undefined && /^\s*\d+\s*$/.test(x) ? Number(x) : null);
  return {
    title: f[0] ?? '',
    segment: f[1] ?? '',
    scoring: f[2] ?? '',
    firstBoard: num(f[3]),
    lastBoard: num(f[4]),
    teams: [
      { name: f[5] ?? '', carryOver: f[6] ?? '' },
      { name: f[7] ?? '', carryOver: f[8] ?? '' },
    ],
  };
}

/** `rs`: one result per table in board order (e.g. `3NE=`, `4SN-1`, `` for not played). */
export function readLinResults(file: LinFile): string[] {
  const rs = file.header.find((i) => lower(i.key) === 'rs');
  return rs ? rs.value.split(',') : [];
}
