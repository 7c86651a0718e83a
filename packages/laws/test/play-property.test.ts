// Property tests: (1) normal random boards score as Law 77 says for the tricks counted
// independently; (2) random boards with random irregular acts and random choices never crash,
// and after every event the 52 cards and 13 tricks are all accounted for.
import { describe, expect, it } from 'vitest';
import {
  foldRaw,
  printCard,
  randomBelow,
  randomBoardLog,
  scoreContract,
  seededRandom,
  sideOf,
  SEATS,
  winningIndex,
  isVulnerable,
  parseCard,
  type RawTableEvent,
  type RawTableLog,
  type TableState,
  type Seat,
} from '@stikk/core';
import { directorRules } from '../src/index.js';
import { legalPlay } from '../src/play/index.js';

function fold(raw: RawTableLog): TableState | null {
  const r = foldRaw(raw, { rules: directorRules });
  return r.ok ? r.value : null;
}

/** Every card is in exactly one place while play runs; the tricks add up to 13 once it ends. */
function checkInvariants(s: TableState): void {
  const seen = new Map<number, number>();
  for (const seat of SEATS) for (const c of s.hands[seat] ?? []) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const t of s.tricks) for (const p of t.plays) seen.set(p.card, (seen.get(p.card) ?? 0) + 1);
  for (const [, n] of seen) expect(n).toBe(1);
  if (s.phase === 'ended' && s.contract && !s.contract.passedOut) {
    expect(s.tricksWon.NS + s.tricksWon.EW).toBe(13);
    expect(s.tricksWon.NS).toBeGreaterThanOrEqual(0);
    expect(s.tricksWon.EW).toBeGreaterThanOrEqual(0);
  } else if (s.phase === 'play' || s.phase === 'clarification') {
    expect(seen.size).toBe(52);
    expect(s.tricksWon.NS + s.tricksWon.EW).toBe(s.completedTricks);
  }
  for (const p of s.penaltyCards) expect(s.hands[p.seat]).toContain(unwrapCard(p.card));
}

const unwrapCard = (t: string): number => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return c.value;
};

describe('normal boards', () => {
  it('score by Law 77 on the tricks counted from the play (40 random boards)', () => {
    for (let b = 1; b <= 40; b++) {
      const raw = randomBoardLog('play-oracle', b);
      const s = fold(raw)!;
      expect(s.phase).toBe('ended');
      if (!s.declarer) continue;
      // Independent count of the tricks from the events.
      const plays = raw.events.filter((e) => 'play' in e) as { seat: Seat; play: string }[];
      let ns = 0;
      for (let t = 0; t < 13; t++) {
        const four = plays.slice(t * 4, t * 4 + 4);
        const w = winningIndex(
          four.map((p) => unwrapCard(p.play)),
          s.contract!.passedOut ? 'NT' : s.contract!.strain,
        );
        if (sideOf(four[w].seat) === 'NS') ns++;
      }
      expect(s.tricksWon.NS).toBe(ns);
      const side = sideOf(s.declarer);
      const sc = scoreContract(s.contract!, isVulnerable(s.vulnerable, s.declarer), side === 'NS' ? ns : 13 - ns);
      expect(s.score![side]).toBe(sc);
      expect(s.rulings).toEqual([]);
      expect(s.pending).toBeNull();
    }
  });
});

/** Findings that answer a pending choice. */
function answer(options: string[], rand: () => number): Record<string, unknown> {
  if (!options.length) return { unawareOfTrump: rand() % 2 === 0 };
  const o = options[randomBelow(rand, options.length)];
  if (o === 'accept') return { declarerAccepts: true };
  if (o === 'reject') return { declarerAccepts: false };
  return { option: o };
}

/** A random Stikk-extension finding (EXTENSIONS.md), some of them meaningless at that moment. */
function extensionFinding(s: TableState, rand: () => number): Record<string, unknown> {
  const last = s.tricks.at(-1)?.plays.at(-1);
  switch (randomBelow(rand, 8)) {
    case 0:
      return { toldToLead: true };
    case 1:
      return { couldSeeDummy: randomBelow(rand, 2) === 0 };
    case 2:
      return { playedAfterMisexplanation: last ? printCard(last.card) : 'SA' };
    case 3:
      return { dummyAskedAfterViolation: true };
    case 5:
      return { dummyDrewAttention: true };
    case 6:
      return { option: `award:${randomBelow(rand, 14)}` };
    case 4:
      return {
        dummyWarnedWrongHand: true,
        ...(randomBelow(rand, 2) ? { option: `lead-from:${SEATS[randomBelow(rand, 4)]}` } : {}),
      };
    default:
      return {
        option: `withdraw:${SEATS[randomBelow(rand, 4)]}${randomBelow(rand, 2) ? `+${SEATS[randomBelow(rand, 4)]}` : ''}`,
      };
  }
}

describe('random irregular acts and random choices', () => {
  it('never crash; cards and tricks hold after every event (2017 and 2007)', () => {
    let irregular = 0;
    const laws = new Set<string>();
    for (let b = 1; b <= 16; b++) {
      const edition = b % 2 ? '2017' : '2007';
      const base = randomBoardLog('play-chaos', b);
      const auctionEnd = base.events.findIndex((e) => 'play' in e);
      if (auctionEnd < 0) continue;
      const raw: RawTableLog = { ...base, edition, events: base.events.slice(0, auctionEnd) };
      const rand = seededRandom(`chaos/${b}`);
      for (let step = 0; step < 140; step++) {
        const s = fold(raw);
        expect(s).not.toBeNull();
        checkInvariants(s!);
        if (s!.phase === 'ended') break;
        const roll = randomBelow(rand, 100);
        let ev: RawTableEvent;
        const turn = s!.turn();
        if (s!.pending && roll < 70) {
          ev = { director: answer(s!.pending.options, rand) };
        } else if (roll < 8) {
          // A card from a random seat: out of turn, premature, or in turn.
          const seat = SEATS[randomBelow(rand, 4)];
          const h = s!.hands[seat]!;
          if (!h.length) continue;
          ev = { seat, play: printCard(h[randomBelow(rand, h.length)]) };
        } else if (roll < 11 && s!.declarer) {
          const seat = SEATS[randomBelow(rand, 4)];
          const h = s!.hands[seat]!;
          if (!h.length) continue;
          ev = { seat, expose: printCard(h[randomBelow(rand, h.length)]) };
        } else if (roll < 13 && turn) {
          // A card that does not follow suit when it could (a revoke), if there is one.
          const h = s!.hands[turn]!;
          ev = { seat: turn, play: printCard(h[randomBelow(rand, h.length)]) };
        } else if (roll < 14 && s!.phase === 'play' && s!.completedTricks >= 6) {
          const left = 13 - s!.completedTricks;
          const seat = SEATS[randomBelow(rand, 4)];
          ev = randomBelow(rand, 2)
            ? { seat, claim: randomBelow(rand, left + 1), statement: 'the rest' }
            : { seat, concede: randomBelow(rand, left + 1) };
        } else if (roll < 16 && s!.claim) {
          ev = { seat: SEATS[randomBelow(rand, 4)], agree: randomBelow(rand, 2) === 0 };
        } else if (roll < 17) {
          ev = { director: {} };
        } else if (roll < 20) {
          ev = { director: extensionFinding(s!, rand) };
        } else if (turn) {
          const lp = legalPlay(s as never, turn);
          const pool = lp.required.length ? lp.required : s!.hands[turn]!;
          if (!pool.length) continue;
          ev = { seat: turn, play: printCard(pool[randomBelow(rand, pool.length)]) };
        } else {
          continue;
        }
        const next: RawTableLog = { ...raw, events: [...raw.events, ev] };
        const r = foldRaw(next, { rules: directorRules });
        if (!r.ok) continue; // an act the log cannot interpret is an error result, not a crash
        if (r.value.irregularities.length) irregular++;
        raw.events = next.events;
      }
      const end = fold(raw);
      if (end) {
        checkInvariants(end);
        for (const r of end.rulings) laws.add(r.law);
      }
    }
    expect(irregular).toBeGreaterThan(0);
    // The walk reaches many different rectifications.
    expect(laws.size).toBeGreaterThanOrEqual(8);
    if (process.env.STIKK_DEBUG) console.log([...laws].sort().join(' '));
  });
});
