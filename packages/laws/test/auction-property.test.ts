// Property: random auctions sprinkled with random irregular calls, changes, exposed cards and
// random director findings never crash the fold, and once the director has ruled, the calls that
// stand form a legal auction (each call legal over the calls before it, unless the laws let an
// irregular call stand: an insufficient bid accepted under 27A1), with no bid above seven; and
// `turn` is the electing seat while a seat's election is pending, otherwise the rotation's.
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  callIllegality,
  foldRaw,
  legalCalls,
  printCall,
  printCard,
  randomBelow,
  randomBoardLog,
  seededRandom,
  summarize,
  lho,
  type Seat,
  type RandomSource,
  type RawTableEvent,
  type RawTableLog,
  type TableState,
} from '@stikk/core';
import { directorRules } from '../src/index.js';

const pick = <T>(rand: RandomSource, xs: readonly T[]): T => xs[randomBelow(rand, xs.length)];
const chance = (rand: RandomSource, p: number) => rand() / 2 ** 32 < p;
const BOOL_FINDINGS = [
  'lhoAccepts',
  'comparable',
  'artificial',
  'unintended',
  'lhoWithdrawsCall',
  'misinformation',
  'nosDamaged',
  'discoveredAfterOpeningLead',
] as const;

function randomFindings(rand: RandomSource): Record<string, boolean> {
  const f: Record<string, boolean> = {};
  for (const k of BOOL_FINDINGS) if (chance(rand, 0.35)) f[k] = chance(rand, 0.5);
  return f;
}

function fold(log: RawTableLog): TableState {
  const r = foldRaw(log, { rules: directorRules });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Builds a random irregular auction for one board, event by event, from the folded state. */
function randomIrregularLog(seed: string, board: number): RawTableLog {
  const rand = seededRandom(`auction-property/${seed}`);
  const base = randomBoardLog(seed, board);
  const log: RawTableLog = { ...base, edition: chance(rand, 0.5) ? '2017' : '2007', events: [] };
  for (let step = 0; step < 60; step++) {
    const st = fold(log);
    if (st.phase !== 'auction') break;
    const s = st.auctionSummary();
    if (s.complete)
      throw new Error(
        `seed ${seed}: the auction is complete but the phase is still "auction"\n${JSON.stringify(log.events)}`,
      );
    const turn = s.turn!;
    const r = rand() / 2 ** 32;
    let ev: RawTableEvent;
    if (r < 0.1) ev = { director: randomFindings(rand) };
    else if (r < 0.18)
      ev = {
        seat: pick(
          rand,
          SEATS.filter((x) => x !== turn),
        ),
        call: printCall(pick(rand, legalCalls(s, turn))),
      };
    else if (r < 0.24 && s.lastBid) {
      const lb = s.lastBid;
      ev = {
        seat: turn,
        call: `${Math.max(1, lb.level - randomBelow(rand, 2))}${pick(rand, ['C', 'D', 'H', 'S', 'NT'] as const)}`,
      };
    } else if (r < 0.27) ev = { seat: turn, call: pick(rand, ['X', 'XX']) };
    else if (r < 0.29) ev = { seat: turn, call: '8C' };
    else if (r < 0.33) ev = { seat: pick(rand, SEATS), call: printCall(pick(rand, legalCalls(s, turn))), change: true };
    else if (r < 0.35) ev = { seat: pick(rand, SEATS), call: 'P', simultaneous: true };
    else if (r < 0.37) {
      const seat = pick(rand, SEATS);
      const hand = st.hands[seat]!;
      ev = chance(rand, 0.5)
        ? { seat, expose: printCard(pick(rand, hand)) }
        : { seat, play: printCard(pick(rand, hand)) };
    } else {
      const legal = st.mustPass(turn) ? legalCalls(s, turn).slice(0, 1) : legalCalls(s, turn);
      const call = chance(rand, 0.55) ? legal[0] : pick(rand, legal.slice(0, 6));
      ev = { seat: turn, call: printCall(call) };
    }
    log.events.push(ev);
  }
  // The director rules on whatever is still open, with every finding given.
  log.events.push({ director: randomFindings(rand) });
  return log;
}

describe('auction property: random irregular auctions', () => {
  it('never crash, and the standing calls form a legal auction after the rulings', () => {
    let irregular = 0;
    let rulings = 0;
    for (let i = 0; i < Number(process.env.AUCTION_PROPERTY_RUNS ?? 250); i++) {
      const log = randomIrregularLog(`p${i}`, (i % 16) + 1);
      const st = fold(log);
      const standing = st.calls.filter((c) => c.stands);
      for (let k = 0; k < standing.length; k++) {
        const c = standing[k];
        expect(c.call.type !== 'bid' || c.call.level <= 7).toBe(true);
        const status = st.statuses[c.event];
        const before = summarize(
          st.dealer,
          standing.slice(0, k).map((x) => ({ seat: x.seat, call: x.call })),
        );
        const bad = callIllegality(before, c.seat, c.call);
        // Accepted or condoned irregular calls stand as made (27A1; 2007 Law 36 after the auction period).
        if (bad && status?.status !== 'accepted') {
          throw new Error(
            `seed p${i}: standing ${c.seat} ${printCall(c.call)} (event ${c.event}, ${status?.status}/${status?.law}) is illegal: ${bad.code}\n${JSON.stringify(log.events)}`,
          );
        }
      }
      // The phase agrees with the standing auction.
      const s = st.auctionSummary();
      if (st.phase === 'auction') expect(s.complete).toBe(false);
      // TABLE-LOG `turn`: the electing seat while a seat's election is pending, else the rotation.
      if (st.phase === 'auction') {
        const kind = st.pending?.kind ?? '';
        const ours = ['insufficient-bid', 'call-out-of-rotation', 'change-of-call'].includes(kind);
        const chooser = ours ? st.pending!.chooser : undefined;
        // Laws 37, 38: the offender's LHO acts next whatever the director finds.
        const offender =
          st.pending?.event !== undefined ? (log.events[st.pending.event] as { seat?: Seat }).seat : undefined;
        const passFollows =
          (kind === 'call-by-player-required-to-pass' || kind === 'bid-above-seven') && offender ? lho(offender) : null;
        const electing = chooser !== undefined && chooser !== 'director' ? chooser : passFollows;
        if (st.turn() !== (electing ?? s.turn))
          throw new Error(
            `seed p${i}: turn ${st.turn()}, pending ${JSON.stringify(st.pending)}, rotation ${s.turn}\n${JSON.stringify(log.events)}`,
          );
      }
      if (st.contract && !st.contract.passedOut) expect(st.contract.level).toBeLessThanOrEqual(7);
      irregular += st.irregularities.length;
      rulings += st.rulings.length;
    }
    // The generator really exercised the director.
    expect(irregular).toBeGreaterThan(250);
    expect(rulings).toBeGreaterThan(250);
  });
});
