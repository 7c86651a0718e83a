/**
 * Random legal boards as table logs: for property tests and benchmarks across packages.
 * The auction and play are chosen at random among legal acts, from a seed.
 */
import { legalCalls, summarize, type AuctionCall, declarerOf, finalContract } from '../auction.js';
import { printCall } from '../call.js';
import { printCard } from '../card.js';
import { dealerOf, vulnerabilityOf } from '../board.js';
import { printDeal, type Deal } from '../deal.js';
import { randomBelow, seededDeal, seededRandom, type RandomSource } from '../law06-dealing.js';
import { TABLE_LOG_FORMAT, type RawTableEvent, type RawTableLog } from '../log/table-log.js';
import { lho, nextSeat, type Seat } from '../seat.js';
import { playableCards, winningIndex } from '../trick.js';

/** Options of {@link randomBoardLog}. */
export interface RandomBoardOptions {
  /** Probability that a call is a pass (higher gives shorter auctions). */
  readonly passBias?: number;
}

/** A random legal board: auction to the end, then all 52 cards (or a passed-out board). */
export function randomBoardLog(seed: string, board = 1, opts: RandomBoardOptions = {}): RawTableLog {
  const rand = seededRandom(`random-board/${seed}/${board}`);
  const deal = seededDeal(seed, board);
  const dealer = dealerOf(board);
  const events: RawTableEvent[] = [];
  const calls: AuctionCall[] = [];
  const passBias = opts.passBias ?? 0.55;
  let seat: Seat = dealer;
  for (;;) {
    const s = summarize(dealer, calls);
    if (s.complete) break;
    const legal = legalCalls(s, seat);
    const call =
      legal.length === 1 || rand() / 2 ** 32 < passBias
        ? legal[0]
        : legal[1 + randomBelow(rand, Math.min(legal.length - 1, 6))];
    calls.push({ seat, call });
    events.push({ seat, call: printCall(call) });
    seat = nextSeat(seat);
  }
  const s = summarize(dealer, calls);
  const c = finalContract(s)!;
  if (!c.passedOut) {
    const declarer = declarerOf(calls, s.lastBidder!, c.strain);
    events.push(...randomPlay(deal, lho(declarer), c.strain, rand));
  }
  return { format: TABLE_LOG_FORMAT, board, dealer, vulnerable: vulnerabilityOf(board), deal: printDeal(deal), events };
}

/** Random legal play of all 52 cards from `leader`. */
export function randomPlay(
  deal: Deal,
  leader: Seat,
  trump: 'C' | 'D' | 'H' | 'S' | 'NT',
  rand: RandomSource,
): RawTableEvent[] {
  const hands: Record<Seat, number[]> = { N: [...deal.N!], E: [...deal.E!], S: [...deal.S!], W: [...deal.W!] };
  const out: RawTableEvent[] = [];
  for (let t = 0; t < 13; t++) {
    const cards: number[] = [];
    let p = leader;
    for (let i = 0; i < 4; i++) {
      const options = playableCards(hands[p], cards.length ? Math.floor(cards[0] / 13) : null);
      const card = options[randomBelow(rand, options.length)];
      hands[p].splice(hands[p].indexOf(card), 1);
      cards.push(card);
      out.push({ seat: p, play: printCard(card) });
      p = nextSeat(p);
    }
    leader = nextSeat(leader, winningIndex(cards, trump));
  }
  return out;
}
