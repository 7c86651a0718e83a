/**
 * A PBN game's Auction and Play sections as a table log (shared/TABLE-LOG.md) and back.
 *
 * PBN → log: each call in order (`AP` expanded; `^S` columns are skipped players, so no event),
 * an alert where the call has a note (`=n=`, its `[Note]` text as the explanation) or the `!`
 * suffix; the cards in the order played (trick by trick from the leader, a `^L` card leading
 * its trick); when the play stops early (`*`) and the Result tag is known, a claim by declarer
 * of the remaining tricks he won, agreed by both defenders.
 *
 * Log → PBN: the reverse, with `^S` for players skipped by a call out of rotation, `^I` for an
 * insufficient bid, `^L` for a lead out of turn, `^R` for a revoke. Acts PBN cannot express
 * (changed calls, exposed cards, director findings, …) are left out and reported as warnings.
 */
import {
  bidRank,
  cardSuitIndex,
  declarerOf,
  fail,
  finalContract,
  lho,
  nextSeat,
  ok,
  parseSeat,
  printContract,
  printDeal,
  rho,
  sameSide,
  seatIndex,
  summarize,
  winningIndex,
  type AuctionCall,
  type Card,
  type Contract,
  type Result,
  type Seat,
  type Strain,
  type TableEvent,
  type TableLog,
} from '@stikk/core';
import { auctionCalls, printAuctionLines, readAuction, type PbnAuction, type PbnAuctionItem } from './auction.js';
import { readBoard } from './board.js';
import { PbnGame, pbnTag, type PbnTag } from './model.js';
import { playOrder, printPlayLines, readPlay, type PbnPlay, type PbnPlaySlot } from './play.js';

/** Something a conversion could not carry over, with a stable code and the table-log event concerned. */
export interface ConversionWarning {
  readonly code: string;
  readonly message: string;
  /** Index of the table-log event concerned, if any. */
  readonly index?: number;
}

const gamePos = (g: PbnGame) => ({ line: g.line, column: 1 });

/** Converts one PBN game to a table log. */
export function pbnToTableLog(game: PbnGame): Result<TableLog> {
  const b = readBoard(game);
  if (!b.ok) return b;
  const auction = readAuction(game);
  if (!auction.ok) return auction;
  const play = readPlay(game);
  if (!play.ok) return play;
  const board = b.value;
  let dealer = board.dealer;
  if (!dealer && auction.value) dealer = auction.value.items.find((i) => i.kind !== 'none')?.seat ?? null;
  // A deal alone (hand records, solver test lists): export format puts the dealer first.
  if (!dealer && board.deal) dealer = parseSeat(game.value('Deal')!.trim()[0]) ?? null;
  if (!dealer)
    return fail('pbn-no-dealer', `line ${game.line}, column 1: the game gives neither Dealer nor Board`, gamePos(game));
  const events: TableEvent[] = [];
  const calls = auction.value ? auctionCalls(auction.value) : [];
  const notes = new Map((auction.value?.notes ?? []).map((n) => [n.index, n.text.trim()]));
  for (const c of calls) {
    const explanation = c.note !== undefined ? notes.get(c.note) : undefined;
    const alert = c.note !== undefined || c.nags.includes(1);
    events.push({
      kind: 'call',
      seat: c.seat,
      call: c.call,
      ...(alert ? { alert: true } : {}),
      ...(explanation ? { explanation } : {}),
    });
  }
  if (play.value) {
    let trump: Strain | null = board.trump;
    let declarer = board.declarer;
    if (!trump || !declarer) {
      const s = summarize(dealer, calls);
      const c = finalContract(s);
      if (c && !c.passedOut) {
        trump ??= c.strain;
        declarer ??= declarerOf(calls, s.lastBidder!, c.strain);
      }
    }
    const pt = game.tag('Play')!;
    if (!trump)
      return fail(
        'pbn-play-no-contract',
        `line ${pt.line}, column ${pt.column}: a Play section needs a contract (Contract tag or a complete auction)`,
        { line: pt.line, column: pt.column },
      );
    const order = playOrder(play.value, trump);
    for (const pc of order.cards) events.push({ kind: 'play', seat: pc.seat, card: pc.card });
    const done = order.tricksNS + order.tricksEW;
    // A claim may come in the middle of a trick: the tricks claimed include the current one.
    if (!order.complete && board.result !== null && declarer) {
      const declTricks = sameSide(declarer, 'N') ? order.tricksNS : order.tricksEW;
      const claim = board.result - declTricks;
      if (claim >= 0 && claim <= 13 - done) {
        events.push({ kind: 'claim', seat: declarer, tricks: claim });
        events.push({ kind: 'agree', seat: lho(declarer), agree: true });
        events.push({ kind: 'agree', seat: rho(declarer), agree: true });
      }
    }
  }
  return ok({
    edition: '2017',
    board: board.board,
    dealer,
    vulnerable: board.vulnerable ?? 'None',
    deal: board.deal,
    events,
  });
}

interface Built {
  readonly auction?: PbnAuction;
  readonly play?: PbnPlay;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly result: number | null;
  readonly noteTexts: string[];
  readonly warnings: ConversionWarning[];
}

function buildSections(log: TableLog): Built {
  const warnings: ConversionWarning[] = [];
  const dealer = log.dealer;
  // Auction.
  const items: PbnAuctionItem[] = [];
  const standing: AuctionCall[] = [];
  const noteTexts: string[] = [];
  let i = 0;
  const evs = log.events;
  let lastBid: { level: number; strain: Strain } | null = null;
  for (; i < evs.length; i++) {
    const e = evs[i];
    if (summarize(dealer, standing).complete) break;
    if (e.kind === 'play' || e.kind === 'expose') {
      // A card before the auction ends (Law 24) has no PBN notation.
      warnings.push({
        code: 'pbn-cannot-express',
        message: `event ${i}: a card during the auction is left out`,
        index: i,
      });
      continue;
    }
    if (e.kind !== 'call') {
      if (e.kind !== 'director' && e.kind !== 'marker')
        warnings.push({
          code: 'pbn-cannot-express',
          message: `event ${i}: ${e.kind} during the auction is left out`,
          index: i,
        });
      continue;
    }
    if (e.change || e.simultaneous) {
      warnings.push({
        code: 'pbn-cannot-express',
        message: `event ${i}: a ${e.change ? 'changed' : 'simultaneous'} call is left out`,
        index: i,
      });
      continue;
    }
    const expected = nextSeat(dealer, items.length);
    let gap = (seatIndex(e.seat) - seatIndex(expected) + 4) % 4;
    while (gap-- > 0) items.push({ kind: 'skip', seat: nextSeat(dealer, items.length) });
    const nags: number[] = [];
    let note: number | undefined;
    if (e.explanation !== undefined) {
      noteTexts.push(e.explanation);
      note = noteTexts.length;
    } else if (e.alert) nags.push(1);
    const insufficient =
      e.call.type === 'bid' && lastBid !== null && bidRank(e.call) <= bidRank({ type: 'bid', ...lastBid });
    if (e.call.type === 'bid') lastBid = { level: e.call.level, strain: e.call.strain };
    items.push({
      kind: 'call',
      seat: e.seat,
      call: e.call,
      nags,
      ...(note !== undefined ? { note } : {}),
      ...(insufficient ? { insufficient: true } : {}),
    });
    standing.push({ seat: e.seat, call: e.call });
  }
  const s = summarize(dealer, standing);
  const contract = standing.length ? finalContract(s) : null;
  const declarer = contract && !contract.passedOut ? declarerOf(standing, s.lastBidder!, contract.strain) : null;
  const auction: PbnAuction | undefined = items.length
    ? {
        first: dealer,
        items,
        ...(s.complete ? {} : { end: '*' as const }),
        notes: noteTexts.map((text, k) => ({ index: k + 1, text })),
      }
    : undefined;

  // Play.
  let result: number | null = null;
  if (!contract || contract.passedOut || !declarer) {
    for (; i < evs.length; i++) {
      const e = evs[i];
      if (e.kind !== 'director' && e.kind !== 'marker' && e.kind !== 'agree')
        warnings.push({
          code: 'pbn-cannot-express',
          message: `event ${i}: ${e.kind} after the auction is left out`,
          index: i,
        });
    }
    return { ...(auction ? { auction } : {}), contract, declarer, result: null, noteTexts, warnings };
  }
  const trump = contract.strain;
  const first = lho(declarer);
  const hands: Record<Seat, Card[] | null> = {
    N: log.deal?.N ? [...log.deal.N] : null,
    E: log.deal?.E ? [...log.deal.E] : null,
    S: log.deal?.S ? [...log.deal.S] : null,
    W: log.deal?.W ? [...log.deal.W] : null,
  };
  const tricks: PbnPlaySlot[][] = [];
  let trick: { seat: Seat; card: Card; revoke: boolean }[] = [];
  let leader = first;
  let ns = 0,
    ew = 0;
  let claimed: number | null = null;
  const closeTrick = (): void => {
    const row: PbnPlaySlot[] = [0, 1, 2, 3].map((k) => ({ seat: nextSeat(first, k), card: null, nags: [] }));
    for (const [k, t] of trick.entries()) {
      const col = (seatIndex(t.seat) - seatIndex(first) + 4) % 4;
      row[col] = {
        seat: t.seat,
        card: t.card,
        nags: [],
        ...(t.revoke ? { revoke: true } : {}),
        ...(k === 0 && t.seat !== leader ? { leadOutOfTurn: true } : {}),
      };
    }
    tricks.push(row);
  };
  let stopped = false;
  for (; i < evs.length; i++) {
    const e = evs[i];
    if (e.kind === 'play' && !stopped && !e.simultaneous && !e.faceDown) {
      const expectSeat = trick.length === 0 ? null : nextSeat(trick[0].seat, trick.length);
      if (expectSeat && e.seat !== expectSeat) {
        warnings.push({
          code: 'pbn-cannot-express',
          message: `event ${i}: a card played out of turn within a trick; the play is cut here`,
          index: i,
        });
        stopped = true;
        continue;
      }
      const hand = hands[e.seat];
      let revoke = false;
      if (hand) {
        const led = trick.length ? cardSuitIndex(trick[0].card) : null;
        if (led !== null && cardSuitIndex(e.card) !== led && hand.some((c) => cardSuitIndex(c) === led)) revoke = true;
        const at = hand.indexOf(e.card);
        if (at >= 0) hand.splice(at, 1);
      }
      trick.push({ seat: e.seat, card: e.card, revoke });
      if (trick.length === 4) {
        closeTrick();
        const cards = trick.map((t) => t.card);
        const w = nextSeat(trick[0].seat, winningIndex(cards, trump));
        if (w === 'N' || w === 'S') ns++;
        else ew++;
        leader = w;
        trick = [];
      }
      continue;
    }
    if (e.kind === 'claim' || e.kind === 'concede') {
      const declSide = sameSide(e.seat, declarer);
      const claimerWins = e.kind === 'claim' ? e.tricks : 13 - ns - ew - e.tricks;
      const declNow = sameSide(declarer, 'N') ? ns : ew;
      const defNow = ns + ew - declNow;
      claimed = declSide ? declNow + claimerWins : 13 - defNow - claimerWins;
      continue;
    }
    // Agreement, questions (Law 20), rulings and markers change no card or call PBN records.
    if (
      e.kind === 'agree' ||
      e.kind === 'review' ||
      e.kind === 'explain' ||
      e.kind === 'director' ||
      e.kind === 'marker'
    )
      continue;
    warnings.push({
      code: 'pbn-cannot-express',
      message: `event ${i}: ${e.kind === 'play' ? 'this card' : e.kind} is left out`,
      index: i,
    });
  }
  if (trick.length) closeTrick();
  const cardsPlayed = tricks.reduce((n, t) => n + t.filter((s) => s.card !== null).length, 0);
  const declTricks = sameSide(declarer, 'N') ? ns : ew;
  if (claimed !== null) result = claimed;
  else if (ns + ew === 13) result = declTricks;
  // A claim before the opening lead still needs a (empty, ended) Play section to carry it.
  const play: PbnPlay | undefined =
    tricks.length || claimed !== null
      ? { first, tricks, ...(cardsPlayed < 52 ? { end: '*' as const } : {}), notes: [] }
      : undefined;
  return {
    ...(auction ? { auction } : {}),
    ...(play ? { play } : {}),
    contract,
    declarer,
    result,
    noteTexts,
    warnings,
  };
}

/**
 * Converts a table log to a PBN game. `tags` adds identification tags (Event, Site, players…);
 * the board's own tags (Board, Dealer, Vulnerable, Deal, Declarer, Contract, Result, Auction,
 * Play) come from the log.
 */
export function tableLogToPbn(
  log: TableLog,
  tags: readonly PbnTag[] = [],
): { game: PbnGame; warnings: ConversionWarning[] } {
  const built = buildSections(log);
  const own = new Set([
    'Board',
    'Dealer',
    'Vulnerable',
    'Deal',
    'Declarer',
    'Contract',
    'Result',
    'Auction',
    'Play',
    'Note',
  ]);
  const out: PbnTag[] = tags.filter((t) => !own.has(t.name));
  if (log.board !== null) out.push(pbnTag('Board', String(log.board)));
  out.push(pbnTag('Dealer', log.dealer));
  out.push(pbnTag('Vulnerable', log.vulnerable));
  if (log.deal) out.push(pbnTag('Deal', printDeal(log.deal, log.dealer)));
  const c = built.contract;
  out.push(pbnTag('Declarer', built.declarer ?? ''));
  out.push(pbnTag('Contract', c ? (c.passedOut ? 'Pass' : printContract(c)) : ''));
  out.push(pbnTag('Result', built.result !== null ? String(built.result) : ''));
  if (built.auction) {
    const { first, lines } = printAuctionLines(built.auction, log.dealer);
    out.push(pbnTag('Auction', first, lines));
    built.noteTexts.forEach((t, k) => out.push(pbnTag('Note', `${k + 1}:${t}`, [], { noteOf: 'Auction' })));
  }
  if (built.play) out.push(pbnTag('Play', built.play.first, printPlayLines(built.play)));
  return { game: new PbnGame(out, 0), warnings: built.warnings };
}

/** A contract string as the PBN Contract tag writes it (`Pass` for passed out). */
export const pbnContract = (c: Contract): string => (c.passedOut ? 'Pass' : printContract(c));
