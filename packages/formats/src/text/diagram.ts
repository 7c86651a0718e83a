/**
 * A board as a readable hand diagram for a terminal: the four hands around the table, the
 * auction in columns West–North–East–South, the contract and result, and the play trick by trick.
 */
import {
  cardRankIndex,
  cardSuitIndex,
  RANKS,
  type Call,
  type Card,
  type Deal,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@stikk/core';

/** What {@link renderDiagram} shows of a board (all but the number, dealer, vulnerability and deal optional). */
export interface DiagramBoard {
  readonly title?: string;
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly deal: Deal | null;
  readonly players?: Partial<Record<Seat, string>>;
  readonly calls?: readonly { seat: Seat; call: Call; alert?: boolean; explanation?: string }[];
  readonly contract?: string | null;
  readonly declarer?: Seat | null;
  /** Tricks won by declarer. */
  readonly result?: number | null;
  readonly plays?: readonly { seat: Seat; card: Card }[];
  /** Which table of the board this is (`Table 4`, `Open room`, the teams), shown after the board number. */
  readonly table?: string;
  /** Claims and concessions made at the table (Law 68), in order. */
  readonly claims?: readonly DiagramClaim[];
  /** The board's results as the file gives them (a PBN ScoreTable, a USEBIO traveller), one table each. */
  readonly travellers?: readonly DiagramTraveller[];
  /** The double-dummy analysis the file gives (PBN `DoubleDummyTricks`, `OptimumScore`, `ParContract`). */
  readonly doubleDummy?: DiagramDoubleDummy;
  readonly lines?: readonly string[];
}

/** A board's double-dummy tricks by declarer and strain, and its par, as {@link renderDiagram} shows them. */
export interface DiagramDoubleDummy {
  /** Tricks by declarer and strain, where known (a partial PBN OptimumResultTable leaves some out). */
  readonly tricks: Readonly<Partial<Record<Seat, Readonly<Partial<Record<Strain, number>>>>>>;
  /** The par score as written (`NS -400`). */
  readonly optimumScore?: string;
  /** The par contract(s) as written (`E 3N`). */
  readonly parContract?: string;
}

/** A claim or concession as {@link renderDiagram} shows it. */
export interface DiagramClaim {
  readonly seat: Seat;
  /** Of the remaining tricks: those the claimer's side claims, or those the conceder gives up. */
  readonly tricks: number;
  readonly concede?: boolean;
  /** The claim statement (Law 68C), if one was recorded. */
  readonly statement?: string;
  /** The 1-based trick during which it was made. */
  readonly trick: number;
  /** Tricks not yet played when it was made (the current one included). */
  readonly remaining: number;
  /** Players who agreed (true) or disputed it (false). */
  readonly answers?: Readonly<Partial<Record<Seat, boolean>>>;
}

/** A table of results of a board (traveller), with its column names. */
export interface DiagramTraveller {
  readonly title?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Options of {@link renderDiagram}. */
export interface DiagramOptions {
  /** Suit letters S H D C instead of ♠ ♥ ♦ ♣. */
  readonly ascii?: boolean;
  /** Show the four hands (default true; never without a deal); false for a further table of a deal already shown. */
  readonly hands?: boolean;
}

const SEAT_NAMES: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

function suitRows(cards: readonly Card[] | null, symbols: readonly string[]): string[] {
  if (!cards) return ['', '(unknown)', '', ''];
  return [3, 2, 1, 0].map((si) => {
    const ranks = cards
      .filter((c) => cardSuitIndex(c) === si)
      .map(cardRankIndex)
      .sort((a, b) => b - a)
      .map((r) => (RANKS[r] === 'T' ? '10' : RANKS[r]));
    return `${symbols[si]} ${ranks.length ? ranks.join(' ') : '—'}`;
  });
}

const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - [...s].length));
const SEATS_CLOCKWISE: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Rows under column headers, each column as wide as its widest cell; numbers right-aligned. */
function textTable(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const width = columns.map((c, i) => Math.max([...c].length, ...rows.map((r) => [...(r[i] ?? '')].length)));
  const numeric = columns.map((_, i) => rows.every((r) => /^[-+]?\d*[.,]?\d+$|^-?$/.test(r[i] ?? '')));
  const cell = (v: string, i: number): string =>
    numeric[i] ? ' '.repeat(Math.max(0, width[i] - [...v].length)) + v : pad(v, width[i]);
  return [columns, ...rows].map((r) => `  ${columns.map((_, i) => cell(r[i] ?? '', i)).join('  ')}`.trimEnd());
}

function callText(c: Call, symbols: readonly string[]): string {
  if (c.type !== 'bid') return c.type === 'pass' ? 'Pass' : c.type === 'double' ? 'X' : 'XX';
  return `${c.level}${c.strain === 'NT' ? 'NT' : symbols['CDHS'.indexOf(c.strain)]}`;
}

const DD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** The double-dummy table (declarers down, strains across) and the par line. */
function ddLines(dd: DiagramDoubleDummy, symbols: readonly string[]): string[] {
  const out: string[] = [];
  const seats = (['N', 'S', 'E', 'W'] as const).filter((s) => dd.tricks[s]);
  if (seats.length) {
    const head = DD_STRAINS.map((st) => (st === 'NT' ? 'NT' : symbols['CDHS'.indexOf(st)]));
    out.push('Double dummy tricks');
    out.push(
      ...textTable(
        ['', ...head],
        seats.map((s) => [SEAT_NAMES[s], ...DD_STRAINS.map((st) => String(dd.tricks[s]?.[st] ?? ''))]),
      ),
    );
  }
  const par = [dd.optimumScore, dd.parContract ? `(${dd.parContract})` : ''].filter(Boolean).join(' ');
  if (par) out.push(`Par: ${par}`);
  return out;
}

/** Renders a board as a plain-text diagram: the four hands, the auction, the contract and the play. */
export function renderDiagram(b: DiagramBoard, opts: DiagramOptions = {}): string {
  const symbols = opts.ascii ? ['C', 'D', 'H', 'S'] : ['♣', '♦', '♥', '♠'];
  const out: string[] = [];
  const head = [
    (b.title ?? (b.board !== null ? `Board ${b.board}` : 'Board without a number')) + (b.table ? `, ${b.table}` : ''),
    b.dealer ? `Dealer ${SEAT_NAMES[b.dealer]}` : '',
    b.vulnerable
      ? `Vulnerable: ${b.vulnerable === 'All' ? 'All' : b.vulnerable === 'None' ? 'None' : b.vulnerable}`
      : '',
  ].filter(Boolean);
  out.push(head.join('   '));
  // No deal at all (a results file without hand records): the players, not four empty hands.
  const hands = opts.hands !== false && b.deal !== null;
  if (!hands) {
    const who = SEATS_CLOCKWISE.filter((s) => b.players?.[s]).map((s) => `${SEAT_NAMES[s]} ${b.players![s]}`);
    if (who.length) out.push(who.join(', '));
  }
  const hand = (s: Seat): string[] => {
    const rows = suitRows(b.deal ? b.deal[s] : null, symbols);
    const name = b.players?.[s] ? `${SEAT_NAMES[s]} (${b.players[s]})` : SEAT_NAMES[s];
    return [name, ...rows];
  };
  const W = 24;
  if (hands) {
    out.push('');
    for (const l of hand('N')) out.push(' '.repeat(W) + l);
    const west = hand('W'),
      east = hand('E');
    for (let i = 0; i < 5; i++) out.push(pad(west[i], W * 2) + east[i]);
    for (const l of hand('S')) out.push(' '.repeat(W) + l);
  }

  if (b.calls && b.calls.length) {
    out.push('');
    const order: Seat[] = ['W', 'N', 'E', 'S'];
    out.push(
      order
        .map((s) => pad(SEAT_NAMES[s], 8))
        .join('')
        .trimEnd(),
    );
    const cells: string[] = [];
    const startCol = order.indexOf(b.calls[0].seat);
    for (let i = 0; i < startCol; i++) cells.push('');
    const notes: string[] = [];
    for (const c of b.calls) {
      let t = callText(c.call, symbols);
      if (c.explanation) {
        notes.push(c.explanation);
        t += `(${notes.length})`;
      } else if (c.alert) t += '!';
      cells.push(t);
    }
    for (let i = 0; i < cells.length; i += 4)
      out.push(
        cells
          .slice(i, i + 4)
          .map((c) => pad(c, 8))
          .join('')
          .trimEnd(),
      );
    notes.forEach((n, i) => out.push(`  (${i + 1}) ${n}`));
  }
  if (b.contract) {
    out.push('');
    let line =
      b.contract === 'Pass' || b.contract === 'passed out'
        ? 'Passed out'
        : `Contract ${b.contract}${b.declarer ? ` by ${SEAT_NAMES[b.declarer]}` : ''}`;
    if (b.result !== null && b.result !== undefined && b.contract !== 'Pass') {
      const level = Number(/^(\d)/.exec(b.contract)?.[1] ?? NaN);
      const diff = Number.isNaN(level) ? null : b.result - (level + 6);
      line += `, ${b.result} tricks${diff === null ? '' : diff === 0 ? ' (made)' : diff > 0 ? ` (+${diff})` : ` (${diff})`}`;
    }
    out.push(line);
  }
  if (b.plays && b.plays.length) {
    out.push('');
    out.push('Play:');
    for (let i = 0; i < b.plays.length; i += 4) {
      const t = b.plays
        .slice(i, i + 4)
        .map((p) => `${p.seat} ${symbols[cardSuitIndex(p.card)]}${RANKS[cardRankIndex(p.card)]}`);
      out.push(`  ${String(i / 4 + 1).padStart(2)}. ${t.join('  ')}`);
    }
  }
  for (const c of b.claims ?? []) {
    out.push('');
    const what = c.concede
      ? `${SEAT_NAMES[c.seat]} concedes ${c.tricks} of the ${c.remaining} tricks left`
      : `${SEAT_NAMES[c.seat]} claims ${c.tricks} of the ${c.remaining} tricks left`;
    out.push(`${what} (during trick ${c.trick})${c.statement ? `: "${c.statement}"` : ''}`);
    const answers = SEATS_CLOCKWISE.filter((s) => c.answers?.[s] !== undefined).map(
      (s) => `${SEAT_NAMES[s]} ${c.answers![s] ? 'agrees' : 'disputes'}`,
    );
    if (answers.length) out.push(`  ${answers.join(', ')}`);
  }
  if (b.doubleDummy) out.push('', ...ddLines(b.doubleDummy, symbols));
  for (const t of b.travellers ?? []) {
    out.push('');
    out.push(t.title ?? 'Results');
    out.push(...textTable(t.columns, t.rows));
  }
  if (b.lines && b.lines.length) {
    out.push('');
    out.push(...b.lines);
  }
  return out.join('\n') + '\n';
}
