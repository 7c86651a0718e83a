/**
 * The PBN Auction section (PBN 2.1 §3.5, §3.9): calls in columns from the Auction tag's seat,
 * four a line in export format; `-` before the dealer's first call, `AP` for all remaining
 * passes, `*` when no more calls follow, `+` for the call still to be made; `^I` marks an
 * accepted insufficient bid and `^S` the call of a player skipped by a call out of rotation.
 */
import {
  fail,
  nextSeat,
  ok,
  parseCall,
  parseSeat,
  printCall,
  summarize,
  type AuctionCall,
  type Call,
  type Result,
  type Seat,
} from '@stikk/core';
import type { PbnGame, PbnTag } from './model.js';
import { parseNote, printAnnotations, sectionTokens, suffixNag, type PbnNote } from './annotation.js';

/** One item of a PBN auction: a call with its annotations, a skipped turn (`^S`), an empty column (`-`) or `AP`. */
export type PbnAuctionItem =
  | {
      readonly kind: 'call';
      readonly seat: Seat;
      readonly call: Call;
      /** `^I`: an insufficient bid the opponents accepted. */
      readonly insufficient?: boolean;
      readonly note?: number;
      /** NAGs, with a suffix (`!`, `?`…) turned into its NAG ($1–$6). */
      readonly nags: readonly number[];
      readonly line?: number;
      readonly column?: number;
    }
  /** `^S`: this player's turn was skipped by a call out of rotation. */
  | { readonly kind: 'skip'; readonly seat: Seat }
  /** `-`: a column before the first caller. */
  | { readonly kind: 'none'; readonly seat: Seat }
  /** `AP`: all remaining players pass. */
  | { readonly kind: 'all-pass'; readonly seat: Seat; readonly note?: number; readonly nags: readonly number[] };

/** A PBN auction: the first column's seat, the items in order and the notes. */
export interface PbnAuction {
  /** The seat of the first column (the Auction tag value). */
  readonly first: Seat;
  readonly items: readonly PbnAuctionItem[];
  /** `*`: no more calls will be given; `+`: the auction continues with the next call. */
  readonly end?: '*' | '+';
  readonly notes: readonly PbnNote[];
}

const posOf = (t: { line: number; column: number }) => ({ line: t.line, column: t.column });

/** Parses the Auction section of a game, or undefined when it has none. */
export function readAuction(game: PbnGame): Result<PbnAuction | undefined> {
  const tag = game.tag('Auction');
  if (!tag) return ok(undefined);
  const notes = game
    .all('Note')
    .filter((n) => n.noteOf === 'Auction')
    .map((n) => parseNote(n.value) ?? { index: 0, text: n.value });
  return parseAuctionSection(tag, notes);
}

/** Reads an Auction tag and its section (calls, annotations, notes, irregularity marks). */
export function parseAuctionSection(tag: PbnTag, notes: readonly PbnNote[] = []): Result<PbnAuction> {
  const first = parseSeat(tag.value);
  if (!first)
    return fail(
      'pbn-auction-seat',
      `line ${tag.line}, column ${tag.column}: Auction tag value "${tag.value}" is not a seat (W, N, E or S)`,
      posOf(tag),
    );
  const toks = sectionTokens(tag.section, tag.sectionAt);
  if (!toks.ok) return toks;
  const items: PbnAuctionItem[] = [];
  let end: '*' | '+' | undefined;
  let allPass = false;
  let pendingIrregular: { line: number; column: number } | null = null;
  // The call (or AP) that annotations attach to.
  let last: { item: { note?: number; nags: number[] }; hasSuffix: boolean } | null = null;
  const seatAt = (): Seat => nextSeat(first, items.length);
  for (const t of toks.value) {
    const where = `line ${t.line}, column ${t.column}`;
    if (end === '*' && t.kind !== 'note' && t.kind !== 'nag' && t.kind !== 'suffix') {
      return fail('pbn-auction-after-end', `${where}: nothing may follow "*" in the Auction section`, posOf(t));
    }
    const needBid = (): Result<never> | null =>
      pendingIrregular ? fail('pbn-auction-irregular', `${where}: "^I" must precede a bid`, posOf(t)) : null;
    switch (t.kind) {
      case 'word': {
        if (end === '+') return fail('pbn-auction-after-end', `${where}: a call after "+"`, posOf(t));
        if (allPass) return fail('pbn-auction-after-end', `${where}: a call after "AP"`, posOf(t));
        const u = t.text.toUpperCase();
        if (u === '-') {
          const e = needBid();
          if (e) return e;
          if (items.some((it) => it.kind !== 'none'))
            return fail('pbn-auction-dash', `${where}: "-" may only stand before the first call`, posOf(t));
          items.push({ kind: 'none', seat: seatAt() });
          last = null;
          break;
        }
        if (u === 'AP') {
          const e = needBid();
          if (e) return e;
          const ap = { kind: 'all-pass' as const, seat: seatAt(), nags: [] as number[] } as {
            kind: 'all-pass';
            seat: Seat;
            nags: number[];
            note?: number;
          };
          items.push(ap);
          last = { item: ap, hasSuffix: false };
          allPass = true;
          break;
        }
        const c = parseCall(t.text);
        if (!c.ok)
          return fail(
            'pbn-auction-call',
            `${where}: "${t.text}" is not a call (Pass, X, XX, 1C … 7NT, AP, -)`,
            posOf(t),
          );
        if (pendingIrregular && c.value.type !== 'bid')
          return fail('pbn-auction-irregular', `${where}: "^I" must precede a bid`, posOf(t));
        const item = {
          kind: 'call' as const,
          seat: seatAt(),
          call: c.value,
          nags: [] as number[],
          line: t.line,
          column: t.column,
          ...(pendingIrregular ? { insufficient: true } : {}),
        } as { kind: 'call'; seat: Seat; call: Call; nags: number[]; note?: number; line: number; column: number };
        items.push(item);
        pendingIrregular = null;
        last = { item, hasSuffix: false };
        break;
      }
      case 'irregular':
        if (t.mark === 'S') {
          const e = needBid();
          if (e) return e;
          if (end === '+' || allPass) return fail('pbn-auction-after-end', `${where}: "^S" after the end`, posOf(t));
          items.push({ kind: 'skip', seat: seatAt() });
          last = null;
        } else if (t.mark === 'I') {
          if (pendingIrregular) return fail('pbn-auction-irregular', `${where}: "^I" twice`, posOf(t));
          pendingIrregular = { line: t.line, column: t.column };
        } else return fail('pbn-auction-irregular', `${where}: "^${t.mark}" belongs in the Play section`, posOf(t));
        break;
      case 'note':
      case 'nag':
      case 'suffix': {
        if (!last) return fail('pbn-auction-annotation', `${where}: an annotation must follow a call`, posOf(t));
        if (t.kind === 'note') {
          if (last.item.note !== undefined)
            return fail('pbn-auction-annotation', `${where}: a call has at most one note reference`, posOf(t));
          last.item.note = t.index;
        } else if (t.kind === 'nag') {
          if (t.value > 255) return fail('pbn-auction-annotation', `${where}: NAG $${t.value} is above 255`, posOf(t));
          last.item.nags.push(t.value);
        } else {
          if (last.hasSuffix)
            return fail('pbn-auction-annotation', `${where}: a call has at most one suffix`, posOf(t));
          last.hasSuffix = true;
          last.item.nags.push(suffixNag(t.text, false));
        }
        break;
      }
      case 'end': {
        const e = needBid();
        if (e) return e;
        if (end) return fail('pbn-auction-after-end', `${where}: "*" after the end`, posOf(t));
        end = '*';
        last = null;
        break;
      }
      case 'continue': {
        const e = needBid();
        if (e) return e;
        if (end || allPass) return fail('pbn-auction-after-end', `${where}: "+" after the end`, posOf(t));
        end = '+';
        last = null;
        break;
      }
    }
  }
  if (pendingIrregular)
    return fail(
      'pbn-auction-irregular',
      `line ${pendingIrregular.line}, column ${pendingIrregular.column}: "^I" must precede a bid`,
      pendingIrregular,
    );
  return ok({ first, items, ...(end ? { end } : {}), notes: [...notes] });
}

/**
 * The calls of the auction in order, with AP expanded to the passes it stands for. Skipped
 * (`^S`) and empty (`-`) columns are not calls.
 */
export function auctionCalls(
  a: PbnAuction,
): (AuctionCall & { insufficient?: boolean; note?: number; nags: readonly number[] })[] {
  const out: (AuctionCall & { insufficient?: boolean; note?: number; nags: readonly number[] })[] = [];
  for (const it of a.items) {
    if (it.kind === 'call') {
      out.push({
        seat: it.seat,
        call: it.call,
        nags: it.nags,
        ...(it.insufficient ? { insufficient: true } : {}),
        ...(it.note !== undefined ? { note: it.note } : {}),
      });
    } else if (it.kind === 'all-pass') {
      let seat = it.seat;
      const dealer = out.length ? out[0].seat : seat;
      for (let guard = 0; guard < 4; guard++) {
        const s = summarize(dealer, out);
        if (s.complete) break;
        out.push({ seat, call: { type: 'pass' }, nags: [] });
        seat = nextSeat(seat);
      }
    }
  }
  return out;
}

/** Prints a call as a PBN Auction section writes it (`Pass`, `X`, `XX`, `1NT`): core's spelling but `Pass`. */
export function printPbnCall(c: Call): string {
  return c.type === 'pass' ? 'Pass' : printCall(c);
}

function itemText(it: PbnAuctionItem): string {
  switch (it.kind) {
    case 'call':
      return (it.insufficient ? '^I ' : '') + printPbnCall(it.call) + printAnnotations(it.note, it.nags);
    case 'skip':
      return '^S';
    case 'none':
      return '-';
    case 'all-pass':
      return 'AP' + printAnnotations(it.note, it.nags);
  }
}

/**
 * Export lines of an auction: four columns a line starting with the dealer (columns before the
 * dealer, written `-` in import format, are dropped when the dealer is known).
 */
export function printAuctionLines(a: PbnAuction, dealer?: Seat): { first: Seat; lines: string[] } {
  let items = [...a.items];
  let first = a.first;
  if (dealer && dealer !== first) {
    let k = 0;
    while (k < items.length && items[k].kind === 'none' && nextSeat(first, k) !== dealer) k++;
    if (nextSeat(first, k) === dealer) {
      items = items.slice(k);
      first = dealer;
    }
  }
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += 4)
    lines.push(
      items
        .slice(i, i + 4)
        .map(itemText)
        .join(' '),
    );
  if (a.end) {
    if (lines.length && items.length % 4 !== 0) lines[lines.length - 1] += ' ' + a.end;
    else lines.push(a.end);
  }
  return { first, lines };
}

/** The notes of a game that belong to its Auction section. */
export function auctionNotesOf(game: PbnGame): PbnNote[] {
  return game
    .all('Note')
    .filter((n) => n.noteOf === 'Auction')
    .map((n) => parseNote(n.value) ?? { index: 0, text: n.value });
}
