// Seeded random claim positions for the Law 70 search's oracle (claim-search-oracle.test.ts and
// packages/laws/scripts/claim-search-oracle.ts): a deal played at random to an ending of 2-9 cards a
// hand, sometimes stopped inside a trick, with the voids shown on the way, and a random policy —
// statement plans, a stated line of steps, the 2007 escape, the claimer's best line.
import {
  cardSuitIndex,
  nextSeat,
  playableCards,
  randomBelow,
  SEATS,
  seededDeal,
  seededRandom,
  winningIndex,
  type Card,
  type ClaimStep,
  type Seat,
} from '@stikk/core';
import { adjudicateClaim, type ClaimPolicy, type ClaimPosition } from '../../src/claims/law70-claim-search.js';

/** One random search problem: the position, the policy, the claim's upper bound, the node limit. */
export interface ClaimCase {
  readonly pos: ClaimPosition;
  readonly policy: ClaimPolicy;
  readonly upper?: number;
  readonly maxNodes?: number;
}

/** The `i`-th case of the oracle set (the same for the same `i`, on every machine). */
export function claimCase(i: number): ClaimCase {
  const rand = seededRandom(`claim-oracle/${i}`);
  const below = (n: number) => randomBelow(rand, n);
  const deal = seededDeal(`claim-oracle/${i}`, 1 + (i % 16));
  const hands: Record<Seat, Card[]> = { N: [...deal.N!], E: [...deal.E!], S: [...deal.S!], W: [...deal.W!] };
  const trump = below(5) - 1;
  const strain = trump < 0 ? 'NT' : (['C', 'D', 'H', 'S'] as const)[trump];
  // Small endings mostly, a few of eight or nine cards (under a node limit, below).
  const cardsLeft = [2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9][below(12)];
  let voids = 0;
  let leader: Seat = SEATS[below(4)];
  const playTrick = (count: number): Card[] => {
    const cards: Card[] = [];
    let p = leader;
    for (let k = 0; k < count; k++) {
      const led = cards.length ? cardSuitIndex(cards[0]) : null;
      const opts = playableCards(hands[p], led);
      const c = opts[below(opts.length)];
      if (led !== null && cardSuitIndex(c) !== led) voids |= 1 << (SEATS.indexOf(p) * 4 + led);
      hands[p].splice(hands[p].indexOf(c), 1);
      cards.push(c);
      p = nextSeat(p);
    }
    return cards;
  };
  for (let t = 0; t < 13 - cardsLeft; t++) leader = nextSeat(leader, winningIndex(playTrick(4), strain));
  const trick = below(3) === 0 ? playTrick(1 + below(3)) : [];
  const claimerSide = below(2) as 0 | 1;
  const policy: {
    allTricks: boolean;
    drawTrumpsFirst: boolean;
    finesseSuits: number;
    topDown: boolean;
    irrationalEscape?: boolean;
    line?: ClaimStep[];
    claimerBest?: boolean;
  } = {
    allTricks: below(2) === 0,
    drawTrumpsFirst: trump >= 0 && below(3) === 0,
    finesseSuits: below(3) === 0 ? below(16) : 0,
    topDown: below(4) === 0,
  };
  if (below(3) === 0) policy.irrationalEscape = true;
  if (below(8) === 0) policy.claimerBest = true;
  if (below(3) === 0) {
    // A stated line of one to three steps over the claimer's side's cards.
    const own = [...hands[SEATS[claimerSide]], ...hands[SEATS[claimerSide + 2]]];
    const line: ClaimStep[] = [];
    const n = 1 + below(3);
    for (let k = 0; k < n && own.length; k++) {
      const c = own[below(own.length)];
      const kind = below(5);
      if (kind === 0) line.push({ play: c });
      else if (kind === 1) line.push({ cash: cardSuitIndex(c) });
      else if (kind === 2) line.push({ finesse: c });
      else if (kind === 3) line.push({ ruff: below(4) });
      else line.push({ drawTrumps: true });
    }
    policy.line = line;
  }
  const pos: ClaimPosition = {
    hands: SEATS.map((s) => hands[s]),
    trump,
    leader: SEATS.indexOf(leader),
    trick,
    claimerSide,
    voids,
  };
  return {
    pos,
    policy,
    ...(below(2) === 0 ? { upper: below(cardsLeft + 1) } : {}),
    // A node limit now and then, some of them small enough to be hit (the search then gives up);
    // always one on endings of eight or nine cards, which may need millions of nodes.
    ...(cardsLeft > 7 || below(4) === 0 ? { maxNodes: [50, 500, 5000, 30_000][below(4)] } : {}),
  };
}

/** How many cases the oracle pins. */
export const CLAIM_ORACLE_CASES = 400;

/** A short digest of a case's inputs (the fixture records it: a changed generator is caught). */
export function caseDigest(c: ClaimCase): string {
  const s = JSON.stringify([c.pos, c.policy, c.upper ?? null, c.maxNodes ?? null]);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The search's answer as the oracle keeps it: null (gave up), or tricks, nodes and the line. */
export type ClaimAnswer = null | [tricks: number, nodes: number, line: string];

export function claimAnswer(c: ClaimCase): ClaimAnswer {
  const r =
    c.maxNodes === undefined
      ? adjudicateClaim(c.pos, c.policy, c.upper)
      : adjudicateClaim(c.pos, c.policy, c.upper, c.maxNodes);
  return r ? [r.tricks, r.nodes, r.line.map((s) => `${s.seat}${s.card}`).join(' ')] : null;
}
