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
  readonly lines?: readonly string[];
}

/** Options of {@link renderDiagram}. */
export interface DiagramOptions {
  /** Suit letters S H D C instead of ♠ ♥ ♦ ♣. */
  readonly ascii?: boolean;
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

function callText(c: Call, symbols: readonly string[]): string {
  if (c.type !== 'bid') return c.type === 'pass' ? 'Pass' : c.type === 'double' ? 'X' : 'XX';
  return `${c.level}${c.strain === 'NT' ? 'NT' : symbols['CDHS'.indexOf(c.strain)]}`;
}

/** Renders a board as a plain-text diagram: the four hands, the auction, the contract and the play. */
export function renderDiagram(b: DiagramBoard, opts: DiagramOptions = {}): string {
  const symbols = opts.ascii ? ['C', 'D', 'H', 'S'] : ['♣', '♦', '♥', '♠'];
  const out: string[] = [];
  const head = [
    b.title ?? (b.board !== null ? `Board ${b.board}` : 'Board'),
    b.dealer ? `Dealer ${SEAT_NAMES[b.dealer]}` : '',
    b.vulnerable
      ? `Vulnerable: ${b.vulnerable === 'All' ? 'All' : b.vulnerable === 'None' ? 'None' : b.vulnerable}`
      : '',
  ].filter(Boolean);
  out.push(head.join('   '));
  out.push('');
  const hand = (s: Seat): string[] => {
    const rows = suitRows(b.deal ? b.deal[s] : null, symbols);
    const name = b.players?.[s] ? `${SEAT_NAMES[s]} (${b.players[s]})` : SEAT_NAMES[s];
    return [name, ...rows];
  };
  const W = 24;
  for (const l of hand('N')) out.push(' '.repeat(W) + l);
  const west = hand('W'),
    east = hand('E');
  for (let i = 0; i < 5; i++) out.push(pad(west[i], W * 2) + east[i]);
  for (const l of hand('S')) out.push(' '.repeat(W) + l);

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
  if (b.lines && b.lines.length) {
    out.push('');
    out.push(...b.lines);
  }
  return out.join('\n') + '\n';
}
