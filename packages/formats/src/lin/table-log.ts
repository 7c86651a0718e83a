/**
 * A LIN board as a table log (shared/TABLE-LOG.md) and back. LIN has no irregularities: calls
 * are in rotation from the dealer, cards in the order played (each trick from its leader), and
 * `mc` gives declarer's total tricks, which becomes a claim agreed by both defenders.
 */
import {
  declarerOf,
  fail,
  finalContract,
  lho,
  nextSeat,
  ok,
  rho,
  sameSide,
  summarize,
  winningIndex,
  vulnerabilityOf,
  dealerOf,
  printCard,
  type AuctionCall,
  type Card,
  type Result,
  type Seat,
  type TableEvent,
  type TableLog,
} from '@stikk/core';
import type { ConversionWarning } from '../pbn/table-log.js';
import {
  LIN_SEATS,
  printLinCall,
  printLinDeal,
  printLinVulnerability,
  readLinBoard,
  type LinBoard,
  type LinItem,
} from './lin.js';

/** Tricks won by declarer's side for cards played in order from `leader` (complete tricks only). */
function playSeats(
  plays: readonly Card[],
  leader: Seat,
  trump: 'C' | 'D' | 'H' | 'S' | 'NT',
): { seats: Seat[]; ns: number; ew: number } {
  const seats: Seat[] = [];
  let ns = 0,
    ew = 0;
  for (let t = 0; t * 4 < plays.length; t++) {
    const cards = plays.slice(t * 4, t * 4 + 4);
    cards.forEach((_, k) => seats.push(nextSeat(leader, k)));
    if (cards.length === 4) {
      const w = nextSeat(leader, winningIndex(cards, trump));
      if (w === 'N' || w === 'S') ns++;
      else ew++;
      leader = w;
    }
  }
  return { seats, ns, ew };
}

/** Converts a LIN board to a table log (deal, calls with alerts, play and claim). */
export function linToTableLog(b: LinBoard): Result<TableLog> {
  const d = readLinBoard(b);
  if (!d.ok) return d;
  const v = d.value;
  const dealer = v.dealer ?? (v.board !== null ? dealerOf(v.board) : null);
  if (!dealer)
    return fail('lin-no-dealer', `line ${b.line}, column 1: the board has no deal (md) giving the dealer`, {
      line: b.line,
      column: 1,
    });
  const events: TableEvent[] = [];
  const standing: AuctionCall[] = [];
  for (const c of v.calls) {
    events.push({
      kind: 'call',
      seat: c.seat,
      call: c.call,
      ...(c.alert ? { alert: true } : {}),
      ...(c.explanation ? { explanation: c.explanation } : {}),
    });
    standing.push({ seat: c.seat, call: c.call });
  }
  const s = summarize(dealer, standing);
  const contract = finalContract(s);
  if (v.plays.length || v.claim !== undefined) {
    if (!contract || contract.passedOut) {
      const it = b.items.find((i) => /^(pc|mc)$/i.test(i.key))!;
      return fail('lin-play-no-contract', `line ${it.line}, column ${it.column}: cards played without a contract`, {
        line: it.line,
        column: it.column,
      });
    }
    const declarer = declarerOf(standing, s.lastBidder!, contract.strain);
    const { seats, ns, ew } = playSeats(v.plays, lho(declarer), contract.strain);
    v.plays.forEach((card, i) => events.push({ kind: 'play', seat: seats[i], card }));
    if (v.claim !== undefined && v.plays.length < 52) {
      const declTricks = sameSide(declarer, 'N') ? ns : ew;
      const n = v.claim - declTricks;
      if (n >= 0 && n <= 13 - ns - ew) {
        events.push({ kind: 'claim', seat: declarer, tricks: n });
        events.push({ kind: 'agree', seat: lho(declarer), agree: true });
        events.push({ kind: 'agree', seat: rho(declarer), agree: true });
      }
    }
  }
  return ok({
    edition: '2017',
    board: v.board,
    dealer,
    vulnerable: v.vulnerable ?? (v.board !== null ? vulnerabilityOf(v.board) : 'None'),
    deal: v.deal,
    events,
  });
}

/** Options of {@link tableLogToLin}: player names and the board id. */
export interface LinExportOptions {
  /** Player names by seat. */
  readonly players?: Partial<Record<Seat, string>>;
  /** Board id for `qx` (e.g. `o7`); none by default. */
  readonly id?: string;
}

/** A table log as one LIN board. Acts LIN cannot express are left out and reported. */
export function tableLogToLin(
  log: TableLog,
  opts: LinExportOptions = {},
): { board: LinBoard; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const items: Pick<LinItem, 'key' | 'value'>[] = [];
  if (opts.id !== undefined) items.push({ key: 'qx', value: opts.id });
  if (opts.players && Object.values(opts.players).some((n) => n))
    items.push({ key: 'pn', value: LIN_SEATS.map((s) => opts.players?.[s] ?? '').join(',') });
  items.push({ key: 'st', value: '' });
  if (log.deal) items.push({ key: 'md', value: printLinDeal(log.dealer, log.deal) });
  else items.push({ key: 'md', value: String(LIN_SEATS.indexOf(log.dealer) + 1) });
  items.push({ key: 'rh', value: '' });
  if (log.board !== null) items.push({ key: 'ah', value: `Board ${log.board}` });
  items.push({ key: 'sv', value: printLinVulnerability(log.vulnerable) });
  const standing: AuctionCall[] = [];
  const plays: { seat: Seat; card: Card }[] = [];
  let claim: { seat: Seat; tricks: number; concede: boolean } | null = null;
  log.events.forEach((e, i) => {
    const done = summarize(log.dealer, standing).complete;
    if (
      e.kind === 'call' &&
      !done &&
      !e.change &&
      !e.simultaneous &&
      e.seat === nextSeat(log.dealer, standing.length)
    ) {
      items.push({ key: 'mb', value: printLinCall(e.call) + (e.alert && e.explanation === undefined ? '!' : '') });
      if (e.explanation !== undefined) items.push({ key: 'an', value: e.explanation });
      standing.push({ seat: e.seat, call: e.call });
    } else if (e.kind === 'play' && done && !e.faceDown && !e.simultaneous && !claim) {
      plays.push({ seat: e.seat, card: e.card });
    } else if ((e.kind === 'claim' || e.kind === 'concede') && done) {
      claim = { seat: e.seat, tricks: e.tricks, concede: e.kind === 'concede' };
    } else if (e.kind !== 'agree' && e.kind !== 'director' && e.kind !== 'marker') {
      warnings.push({
        code: 'lin-cannot-express',
        message: `event ${i}: ${e.kind} is left out (LIN has no notation for it)`,
        index: i,
      });
    }
  });
  const s = summarize(log.dealer, standing);
  const contract = finalContract(s);
  if (contract && !contract.passedOut && plays.length) {
    const declarer = declarerOf(standing, s.lastBidder!, contract.strain);
    const { seats, ns, ew } = playSeats(
      plays.map((p) => p.card),
      lho(declarer),
      contract.strain,
    );
    let cut = plays.findIndex((p, i) => p.seat !== seats[i]);
    if (cut >= 0)
      warnings.push({
        code: 'lin-cannot-express',
        message: `card ${cut + 1} of the play is out of turn; the play is cut there`,
      });
    else cut = plays.length;
    plays.slice(0, cut).forEach((p, i) => {
      items.push({ key: 'pc', value: printCard(p.card) });
      if (i % 4 === 3) items.push({ key: 'pg', value: '' });
    });
    const c = claim as { seat: Seat; tricks: number; concede: boolean } | null;
    if (c && cut === plays.length) {
      const declNow = sameSide(declarer, 'N') ? ns : ew;
      const defNow = ns + ew - declNow;
      const claimerWins = c.concede ? 13 - ns - ew - c.tricks : c.tricks;
      const total = sameSide(c.seat, declarer) ? declNow + claimerWins : 13 - defNow - claimerWins;
      items.push({ key: 'mc', value: String(total) });
    }
  } else if (contract && !contract.passedOut && claim) {
    const c = claim as { seat: Seat; tricks: number; concede: boolean };
    const declarer = declarerOf(standing, s.lastBidder!, contract.strain);
    const claimerWins = c.concede ? 13 - c.tricks : c.tricks;
    items.push({ key: 'mc', value: String(sameSide(c.seat, declarer) ? claimerWins : 13 - claimerWins) });
  }
  items.push({ key: 'pg', value: '' });
  return { board: { items: items.map((it) => ({ ...it, line: 0, column: 0 })), line: 0 }, warnings };
}
