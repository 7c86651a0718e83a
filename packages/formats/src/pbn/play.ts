/**
 * The PBN Play section (PBN 2.1 §3.6, §3.9): one trick a row, the cards in fixed seat columns
 * starting with the Play tag's seat (the opening leader in export format) — not in the order
 * played. `-` is a card not played or not known, `*` ends the play early, `+` stands for the next
 * card due; `^R` marks a revoke and `^L` a lead out of turn (that card led the trick).
 */
import {
  fail,
  nextSeat,
  ok,
  parseCard,
  parseSeat,
  seatIndex,
  winningIndex,
  type Card,
  type Result,
  type Seat,
  type Strain,
  printCard,
} from '@stikk/core';
import type { PbnGame, PbnTag } from './model.js';
import { parseNote, printAnnotations, sectionTokens, suffixNag, type PbnNote } from './annotation.js';

/** One card of a PBN play section with its seat, annotations and irregularity marks. */
export interface PbnPlaySlot {
  readonly seat: Seat;
  /** The card, or null for `-` (not played / unknown) and for `+` (see `next`). */
  readonly card: Card | null;
  /** `+`: the card due next, not yet played. */
  readonly next?: boolean;
  readonly revoke?: boolean;
  readonly leadOutOfTurn?: boolean;
  readonly note?: number;
  readonly nags: readonly number[];
  readonly line?: number;
  readonly column?: number;
}

/** A PBN play section: the first column's seat, the tricks and the notes. */
export interface PbnPlay {
  /** The seat of the first column (the Play tag value). */
  readonly first: Seat;
  /** Tricks in order; each has 4 slots in column order (first, then clockwise). */
  readonly tricks: readonly (readonly PbnPlaySlot[])[];
  readonly end?: '*';
  readonly notes: readonly PbnNote[];
}

const posOf = (t: { line: number; column: number }) => ({ line: t.line, column: t.column });

/** Reads the Play section of a game, if it has one. */
export function readPlay(game: PbnGame): Result<PbnPlay | undefined> {
  const tag = game.tag('Play');
  if (!tag) return ok(undefined);
  const notes = game
    .all('Note')
    .filter((n) => n.noteOf === 'Play')
    .map((n) => parseNote(n.value) ?? { index: 0, text: n.value });
  return parsePlaySection(tag, notes);
}

type MutableSlot = { -readonly [K in keyof PbnPlaySlot]: PbnPlaySlot[K] } & { nags: number[] };

/** Reads a Play tag and its section (cards by trick, annotations, notes, irregularity marks). */
export function parsePlaySection(tag: PbnTag, notes: readonly PbnNote[] = []): Result<PbnPlay> {
  const first = parseSeat(tag.value);
  if (!first)
    return fail(
      'pbn-play-seat',
      `line ${tag.line}, column ${tag.column}: Play tag value "${tag.value}" is not a seat (W, N, E or S)`,
      posOf(tag),
    );
  const toks = sectionTokens(tag.section, tag.sectionAt);
  if (!toks.ok) return toks;
  const slots: MutableSlot[] = [];
  let end: '*' | undefined;
  let pending: { mark: 'R' | 'L'; line: number; column: number } | null = null;
  let last: { slot: MutableSlot; hasSuffix: boolean } | null = null;
  const seen = new Set<Card>();
  for (const t of toks.value) {
    const where = `line ${t.line}, column ${t.column}`;
    if (end && t.kind !== 'note' && t.kind !== 'nag' && t.kind !== 'suffix')
      return fail('pbn-play-after-end', `${where}: nothing may follow "*" in the Play section`, posOf(t));
    if (slots.length >= 52 && (t.kind === 'word' || t.kind === 'continue'))
      return fail('pbn-play-too-long', `${where}: more than 13 tricks`, posOf(t));
    const seat = nextSeat(first, slots.length);
    switch (t.kind) {
      case 'word': {
        let card: Card | null = null;
        if (t.text !== '-') {
          const c = parseCard(t.text);
          if (!c.ok || t.text.length !== 2)
            return fail(
              'pbn-play-card',
              `${where}: "${t.text}" is not a card (suit and rank, e.g. SA, HT, D2, or -)`,
              posOf(t),
            );
          if (seen.has(c.value))
            return fail('pbn-play-repeat', `${where}: ${printCard(c.value)} is played twice`, posOf(t));
          seen.add(c.value);
          card = c.value;
        } else if (pending)
          return fail('pbn-play-irregular', `${where}: "^${pending.mark}" must precede a card`, posOf(t));
        const slot: MutableSlot = { seat, card, nags: [], line: t.line, column: t.column };
        if (pending?.mark === 'R') slot.revoke = true;
        if (pending?.mark === 'L') slot.leadOutOfTurn = true;
        pending = null;
        slots.push(slot);
        last = { slot, hasSuffix: false };
        break;
      }
      case 'continue': {
        if (pending) return fail('pbn-play-irregular', `${where}: "^${pending.mark}" must precede a card`, posOf(t));
        const slot: MutableSlot = { seat, card: null, next: true, nags: [], line: t.line, column: t.column };
        slots.push(slot);
        last = null;
        break;
      }
      case 'irregular':
        if (t.mark !== 'R' && t.mark !== 'L')
          return fail('pbn-play-irregular', `${where}: "^${t.mark}" belongs in the Auction section`, posOf(t));
        if (pending) return fail('pbn-play-irregular', `${where}: two irregularity marks on one card`, posOf(t));
        pending = { mark: t.mark, line: t.line, column: t.column };
        break;
      case 'note':
      case 'nag':
      case 'suffix':
        if (!last) return fail('pbn-play-annotation', `${where}: an annotation must follow a card`, posOf(t));
        if (t.kind === 'note') {
          if (last.slot.note !== undefined)
            return fail('pbn-play-annotation', `${where}: a card has at most one note reference`, posOf(t));
          last.slot.note = t.index;
        } else if (t.kind === 'nag') {
          if (t.value > 255) return fail('pbn-play-annotation', `${where}: NAG $${t.value} is above 255`, posOf(t));
          last.slot.nags.push(t.value);
        } else {
          if (last.hasSuffix) return fail('pbn-play-annotation', `${where}: a card has at most one suffix`, posOf(t));
          last.hasSuffix = true;
          last.slot.nags.push(suffixNag(t.text, true));
        }
        break;
      case 'end':
        if (pending) return fail('pbn-play-irregular', `${where}: "^${pending.mark}" must precede a card`, posOf(t));
        end = '*';
        last = null;
        break;
    }
  }
  if (pending)
    return fail(
      'pbn-play-irregular',
      `line ${pending.line}, column ${pending.column}: "^${pending.mark}" must precede a card`,
      posOf(pending),
    );
  // Trailing unplayed columns of the last row may be left out.
  while (slots.length % 4 !== 0) slots.push({ seat: nextSeat(first, slots.length), card: null, nags: [] });
  const tricks: PbnPlaySlot[][] = [];
  for (let i = 0; i < slots.length; i += 4) tricks.push(slots.slice(i, i + 4));
  return ok({ first, tricks, ...(end ? { end } : {}), notes: [...notes] });
}

function slotText(s: PbnPlaySlot): string {
  const mark = s.revoke ? '^R ' : s.leadOutOfTurn ? '^L ' : '';
  const body = s.next ? '+' : s.card === null ? '-' : printCard(s.card);
  return mark + body + printAnnotations(s.note, s.nags);
}

/** Export lines: one trick a row, four columns from the Play tag's seat, `*` on its own line. */
export function printPlayLines(p: PbnPlay): string[] {
  const lines = p.tricks.map((t) => t.map(slotText).join(' '));
  if (p.end) lines.push(p.end);
  return lines;
}

/** A card in playing order with its seat and 1-based trick number. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly trick: number;
}

/**
 * The cards in the order they were played: each trick starts with its leader (the opening
 * leader, then the winner of the previous trick; a `^L` card leads its own trick) and goes
 * clockwise. Stops at the first trick with an unknown card (its winner, and so the next leader,
 * cannot be known). `trump` is the contract's strain.
 */
export function playOrder(
  p: PbnPlay,
  trump: Strain,
  openingLeader: Seat = p.first,
): { cards: PlayedCard[]; complete: boolean; tricksNS: number; tricksEW: number } {
  const cards: PlayedCard[] = [];
  let leader = openingLeader;
  let ns = 0,
    ew = 0;
  for (let ti = 0; ti < p.tricks.length; ti++) {
    const row = p.tricks[ti];
    const ooT = row.find((s) => s.leadOutOfTurn && s.card !== null);
    const lead = ooT ? ooT.seat : leader;
    const ordered: { seat: Seat; card: Card | null }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = nextSeat(lead, k);
      const slot = row[(seatIndex(seat) - seatIndex(p.first) + 4) % 4];
      ordered.push({ seat, card: slot.card });
    }
    const known = ordered.filter((o) => o.card !== null) as { seat: Seat; card: Card }[];
    // Cards of an incomplete trick are played only up to the first gap.
    for (const o of ordered) {
      if (o.card === null) break;
      cards.push({ seat: o.seat, card: o.card, trick: ti });
    }
    if (known.length < 4) return { cards, complete: false, tricksNS: ns, tricksEW: ew };
    const w = nextSeat(
      lead,
      winningIndex(
        ordered.map((o) => o.card as Card),
        trump,
      ),
    );
    if (w === 'N' || w === 'S') ns++;
    else ew++;
    leader = w;
  }
  return { cards, complete: p.tricks.length === 13, tricksNS: ns, tricksEW: ew };
}
