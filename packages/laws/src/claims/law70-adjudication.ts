/**
 * Law 70: the director adjudicates a disputed claim — the statement read (68C, 70B1), the
 * outstanding trump (70C), the worst normal line consistent with the statement (70A, 70D, 70E,
 * by the search in ./law70-claim-search.ts), or the director's own award when the ending is too big.
 *
 * @laws 70:readStatement,law70cArises,claimPosition,describeLine,adjudicate,awardOptions,restoreSnapshot,searchClaim
 */
import { cardSuitIndex, printCard, SEATS, sideOf, type Seat, type Side, type Table } from '@stikk/core';
import { adjudicateClaim, type ClaimAdjudication, type ClaimPolicy, type ClaimPosition } from './law70-claim-search.js';
import { playState, useFindings } from '../play/context.js';
import type { ClaimSnapshot } from './state.js';
import { msg } from '../framework/messages.js';

const SUIT_WORDS: readonly (readonly string[])[] = [
  ['club', 'clubs', '♣'],
  ['diamond', 'diamonds', '♦'],
  ['heart', 'hearts', '♥'],
  ['spade', 'spades', '♠'],
];

/** What a claim's free-text statement says about trumps, finesses and cashing order (Laws 68C, 70). */
export interface StatementPlan {
  readonly mentionsTrump: boolean;
  readonly drawTrumps: boolean;
  readonly finesseSuits: number;
  readonly topDown: boolean;
}

/** Reads the parts of a claim statement the adjudication uses (68C). */
export function readStatement(text: string, trump: number): StatementPlan {
  const t = text.toLowerCase();
  const trumpWords = trump >= 0 ? SUIT_WORDS[trump] : [];
  const mentionsTrump = /trump|ruff/.test(t) || trumpWords.some((w) => new RegExp(`(^|[^a-z])${w}([^a-z]|$)`).test(t));
  const drawTrumps =
    /draw(ing)?( the)?( last| remaining| outstanding)? trumps?|trumps? first|pull(ing)?( the)?( last)? trumps?/.test(
      t,
    ) ||
    (trump >= 0 && /draw(ing)?|pull(ing)?/.test(t) && trumpWords.some((w) => t.includes(w)));
  let finesseSuits = 0;
  if (/finess/.test(t)) {
    SUIT_WORDS.forEach((ws, s) => {
      if (ws.some((w) => t.includes(w))) finesseSuits |= 1 << s;
    });
    for (const m of t.matchAll(/\b([cdhs])([akqjt2-9]|10)\b/g)) finesseSuits |= 1 << 'cdhs'.indexOf(m[1]);
  }
  const topDown = /from the top|top down|top-down/.test(t);
  return { mentionsTrump, drawTrumps, finesseSuits, topDown };
}

/** Nodes one claim search may visit (a second or two at most); endings of eight cards need far fewer. */
export const SEARCH_BUDGET = 1_500_000;
/**
 * Nodes every claim search of one fold may visit together: two full searches. Without it a log of
 * one claim too big to search and hundreds of director events searched anew at each (a second
 * apiece) held the server's thread for minutes.
 */
export const FOLD_SEARCH_BUDGET = 2 * SEARCH_BUDGET;

/**
 * The claim search as a fold runs it (Laws 69B, 70, 71): each search within {@link SEARCH_BUDGET}
 * and all of one fold's within {@link FOLD_SEARCH_BUDGET} — once spent, null (the director awards
 * by hand). A search is charged the nodes it visits (all of its limit when it gives up), also when
 * its answer comes from the caller's cache (the rules' `claimSearches`, ./search-cache.ts), so a log
 * folds to the same state however often, and in whichever order, it and other logs are folded.
 */
export function searchClaim(
  m: Table,
  pos: ClaimPosition,
  policy: ClaimPolicy,
  upper: number | undefined,
): ClaimAdjudication | null {
  const st = playState(m);
  const limit = Math.min(SEARCH_BUDGET, FOLD_SEARCH_BUDGET - st.searchNodes);
  if (limit <= 0) return null;
  const cache = m.rules?.claimSearches;
  const key = JSON.stringify([pos, policy, upper ?? null, limit]);
  let hit = cache?.get(key);
  if (!hit) {
    const res = adjudicateClaim(pos, policy, upper, limit);
    hit = { res, nodes: res ? res.nodes : limit };
    cache?.set(key, hit);
  }
  st.searchNodes += hit.nodes;
  return hit.res;
}

const trumpIndex = (m: Table): number =>
  m.contract && !m.contract.passedOut && m.contract.strain !== 'NT' ? 'CDHS'.indexOf(m.contract.strain) : -1;

/** Whether Law 70C's question arises: an opponent holds a trump the statement did not mention. */
export function law70cArises(m: Table, snap: ClaimSnapshot): boolean {
  const trump = trumpIndex(m);
  if (trump < 0) return false;
  const side = sideOf(snap.seat);
  const oppHolds = SEATS.some((s) => sideOf(s) !== side && snap.hands[s].some((c) => cardSuitIndex(c) === trump));
  return oppHolds && !readStatement(snap.statement, trump).mentionsTrump;
}

/** The search problem for the claimer's side from a snapshot. */
export function claimPosition(m: Table, snap: ClaimSnapshot, side: Side): ClaimPosition {
  let voids = 0;
  SEATS.forEach((s, i) => {
    for (const suit of snap.shownOut[s]) voids |= 1 << (i * 4 + suit);
  });
  const leaderSeat: Seat = snap.trick
    ? snap.trick.leader
    : (lastWinner(m, snap) ?? SEATS[(SEATS.indexOf(m.declarer ?? 'N') + 1) % 4]);
  return {
    hands: SEATS.map((s) => snap.hands[s]),
    trump: trumpIndex(m),
    leader: SEATS.indexOf(leaderSeat),
    trick: snap.trick ? snap.trick.plays.map((p) => p.card) : [],
    claimerSide: side === 'NS' ? 0 : 1,
    voids,
  };
}

function lastWinner(m: Table, snap: ClaimSnapshot): Seat | null {
  const done = m.tricks.slice(0, snap.completed).filter((t) => t.winner !== null);
  return done.length ? done[done.length - 1].winner : null;
}

export function describeLine(a: ClaimAdjudication): string {
  const out: string[] = [];
  for (let i = 0; i < a.line.length; i += 4)
    out.push(
      a.line
        .slice(i, i + 4)
        .map((s) => `${SEATS[s.seat]}:${printCard(s.card)}`)
        .join(' '),
    );
  return out.join(' | ');
}

/**
 * Law 70: the director adjudicates a disputed claim. Returns false while a finding is missing
 * (70C2: `unawareOfTrump`), after setting `pending.needs`.
 */
export function adjudicate(m: Table): boolean {
  const st = playState(m);
  const snap = st.claimSnapshot;
  if (!snap) return false;
  const remainingTricks = 13 - snap.completed;
  // The director's own award (`option: "award:N"`), needed when the ending is too big to search.
  const manual = /^award:(\d{1,2})$/.exec(m.findings.option ?? '');
  if (manual && Number(manual[1]) <= remainingTricks)
    return settleAward(m, snap, Math.min(snap.tricks, Number(manual[1])), null, true);
  const trump = trumpIndex(m);
  const plan = readStatement(snap.statement, trump);
  const arises = law70cArises(m, snap);
  if (arises && m.findings.unawareOfTrump === undefined) {
    m.setPending({
      law: '70C',
      kind: 'claim-disputed',
      event: snap.event,
      chooser: 'director',
      options: [],
      needs: ['unawareOfTrump'],
      explanation: `an opponent still holds a trump the claim did not mention: was the claimer at all likely unaware of it? (Law 70C)`,
      message: msg('claim.trump-unmentioned', {}),
    });
    return false;
  }
  const side = sideOf(snap.seat);
  const remaining = 13 - snap.completed;
  const policy: ClaimPolicy = {
    allTricks: snap.tricks >= remaining,
    // 70C: a claimer who mentions the trump, or is found aware of it, draws it; one likely unaware may not.
    drawTrumpsFirst: plan.drawTrumps || (arises && m.findings.unawareOfTrump === false),
    finesseSuits: plan.finesseSuits,
    topDown: plan.topDown,
    irrationalEscape: m.edition === '2007',
    ...(snap.line ? { line: snap.line } : {}),
  };
  const res = searchClaim(m, claimPosition(m, snap, side), policy, snap.tricks);
  if (!res) {
    st.claimByHand = true;
    m.setPending({
      law: '70',
      kind: 'claim-disputed',
      event: snap.event,
      chooser: 'director',
      options: awardOptions(snap),
      needs: ['option'],
      explanation: `too many cards remain to search every normal line exactly; the director adjudicates by hand and gives the claimer's side's tricks as option "award:N" (Law 70)`,
      message: msg('claim.by-hand', {}),
    });
    return false;
  }
  return settleAward(m, snap, Math.min(snap.tricks, res.tricks), { res, plan, arises }, false);
}

/** The director's possible awards to the claimer's side: none up to what was claimed. */
export function awardOptions(snap: ClaimSnapshot): string[] {
  return Array.from({ length: snap.tricks + 1 }, (_, k) => `award:${k}`);
}

function settleAward(
  m: Table,
  snap: ClaimSnapshot,
  award: number,
  searched: { res: ClaimAdjudication; plan: ReturnType<typeof readStatement>; arises: boolean } | null,
  byHand: boolean,
): boolean {
  const st = playState(m);
  const side = sideOf(snap.seat);
  const remaining = 13 - snap.completed;
  if (byHand || !searched) {
    useFindings(m, 'option', 'unawareOfTrump');
    st.claimByHand = false;
    restoreSnapshot(m, snap);
    const lost = snap.tricks - award;
    m.addRuling({
      law: '70',
      event: snap.event,
      effects: [],
      explanation:
        lost > 0
          ? `claim of ${snap.tricks} disputed: the director, judging by hand, gives the claimer's side ${award}, every doubtful point resolved against the claimer (Law 70A)`
          : `claim of ${snap.tricks} disputed: the director lets it stand (Law 70A)`,
      message: msg('claim.awarded', { claimer: snap.seat, tricks: award, claimed: snap.tricks }),
    });
    return creditAward(m, side, award, remaining);
  }
  const { res, plan, arises } = searched;
  useFindings(m, 'unawareOfTrump');
  // Restore the position of the claim if play went on (2007: the later play is only evidence, 70D3).
  restoreSnapshot(m, snap);
  const lost = snap.tricks - award;
  const law = arises && m.findings.unawareOfTrump !== false && lost > 0 ? '70C' : '70';
  m.addRuling({
    law,
    event: snap.event,
    effects: [],
    explanation:
      lost > 0
        ? `claim of ${snap.tricks} disputed: the claimer's side gets ${award}; the worst normal line consistent with the statement loses ${lost} (Laws 70A, 70D${law === '70C' ? ', 70C' : ''}${plan.finesseSuits ? '' : ', 70E'}): ${describeLine(res)}`
        : `claim of ${snap.tricks} disputed: it stands, no normal line consistent with the statement loses a trick (Law 70)`,
    message: msg('claim.awarded', { claimer: snap.seat, tricks: award, claimed: snap.tricks }),
  });
  return creditAward(m, side, award, remaining);
}

/** The adjudicated tricks are credited: `award` to the claimer's side, the rest to the other. */
function creditAward(m: Table, side: Side, award: number, remaining: number): true {
  const credited = { NS: 0, EW: 0 };
  credited[side] = award;
  credited[side === 'NS' ? 'EW' : 'NS'] = remaining - award;
  playState(m).claimTricks = credited;
  m.settleClaim(side, award);
  return true;
}

export function restoreSnapshot(m: Table, snap: ClaimSnapshot, phase: 'play' | 'clarification' = 'play'): void {
  m.restorePosition(snap, phase);
}
