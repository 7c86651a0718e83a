// Laws 61–64 through the fold: establishment, correction, the automatic transfers of 64A
// (0, 1 and 2 tricks), every 64B exception, the 2007 differences, and Law 64 after claims.
import { describe, expect, it } from 'vitest';
import { randomPlay, parseDeal, seededRandom, unwrap, foldRaw, type RawTableEvent } from '@stikk/core';
import { directorRules } from '../src/index.js';
import { DEAL, fold, log, replay, round } from './play-helpers.js';

// 2S by S, spades trumps. Trick 1: dummy N wins with CA.
const T1 = round('W', ['C4', 'CA', 'CJ', 'C7']);
// Trick 2: E ruffs a club while holding CKQ — a revoke that wins the trick (64A1).
const T2_E_RUFFS = round('N', ['C2', 'S9', 'C8', 'C5']);
// Trick 3: E leads (so the revoke is established, 63A1) and dummy wins.
const T3 = round('E', ['HQ', 'H6', 'H3', 'HA']);
const agreed = (tricks: number): RawTableEvent[] => [
  { seat: 'S', claim: tricks, statement: 'the rest are good' },
  { seat: 'E', agree: true },
  { seat: 'W', agree: true },
];
const revokeEffects = (out: ReturnType<typeof replay>) =>
  out.rulings.flatMap((r) => r.effects).filter((e) => e.kind === 'revoke');

describe('Law 64A: automatic transfers', () => {
  it('64A1: the offender won the revoke trick and his side a later one — two tricks', () => {
    const out = replay(log('2S', [...T1, ...T2_E_RUFFS, ...T3, ...agreed(7)]));
    expect(revokeEffects(out)).toEqual([
      expect.objectContaining({ seat: 'E', trick: 2, established: true, transfer: 2, law: '64A1' }),
    ]);
    // Table: NS 2 + 7 = 9, EW 1 + 3 = 4; after the transfer NS 11.
    expect(out.tricks).toEqual({ NS: 11, EW: 2 });
    expect(out.result).toBe('+3');
    expect(out.score).toEqual({ NS: 200, EW: -200 });
  });
  it('64A1: the offender won the revoke trick only — one trick', () => {
    const out = replay(log('2S', [...T1, ...T2_E_RUFFS, ...T3, ...agreed(10)]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ transfer: 1, law: '64A1' })]);
    expect(out.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it('64A2: partner of the offender won the revoke trick — one trick', () => {
    // E discards a diamond while holding clubs; W wins with CT, then leads.
    const t2 = round('N', ['C2', 'DQ', 'C8', 'CT']);
    const t3 = round('W', ['H5', 'HA', 'H9', 'H6']);
    const out = replay(log('2S', [...T1, ...t2, ...t3, ...agreed(10)]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ seat: 'E', trick: 2, transfer: 1, law: '64A2' })]);
    expect(out.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it('64B1: the offending side won neither the revoke trick nor a later one — none', () => {
    const t2 = round('N', ['C2', 'DQ', 'C8', 'C5']);
    const t3 = round('S', ['S5', 'S3', 'SA', 'SJ']);
    const out = replay(log('2S', [...T1, ...t2, ...t3, ...agreed(10)]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ transfer: 0, law: '64B1' })]);
    expect(out.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it("a trick won by dummy is not one won by declarer (64A footnote): dummy's revoke is 64B3 anyway", () => {
    // N (dummy) discards a diamond on a heart lead while holding hearts.
    const t1 = round('W', ['H5', 'D2', 'H9', 'H6']);
    const t2 = round('E', ['DQ', 'D7', 'D3', 'DA']);
    const out = replay(log('2S', [...t1, ...t2, ...agreed(11)]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ seat: 'N', transfer: 0, law: '64B3' })]);
  });
});

describe('Law 64C: equity', () => {
  it("the director's finding that the transfer does not make up for the damage raises an adjusted-score flag", () => {
    const out = replay(log('2S', [...T1, ...T2_E_RUFFS, ...T3, ...agreed(7), { director: { nosDamaged: true } }]));
    expect(out.rulings.flatMap((r) => r.effects)).toContainEqual(
      expect.objectContaining({ kind: 'adjusted-score', law: '64C' }),
    );
    expect(out.tricks).toEqual({ NS: 11, EW: 2 });
  });
});

describe('Law 64B: no automatic transfer', () => {
  const revoked = [...T1, ...T2_E_RUFFS, ...T3, ...agreed(7)];
  it('64B4: attention first drawn after the non-offending side called on the next board', () => {
    const out = replay(log('2S', [...revoked, { marker: 'next-board-call', side: 'NS' }, { director: {} }]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ transfer: 0, law: '64B4' })]);
    expect(out.tricks).toEqual({ NS: 9, EW: 4 });
    // A call by the offending side does not end the right.
    const os = replay(log('2S', [...revoked, { marker: 'next-board-call', side: 'EW' }, { director: {} }]));
    expect(os.tricks).toEqual({ NS: 11, EW: 2 });
  });
  it('64B4 does not apply when the director was called before the next-board call', () => {
    const out = replay(log('2S', [...revoked, { director: {} }, { marker: 'next-board-call', side: 'NS' }]));
    expect(out.tricks).toEqual({ NS: 11, EW: 2 });
  });
  it('64B5: attention first drawn after the round ended', () => {
    const out = replay(log('2S', [...revoked, { marker: 'round-ended' }]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ transfer: 0, law: '64B5' })]);
    expect(out.score).toEqual({ NS: 140, EW: -140 });
  });
  it('64B2: a second revoke in the same suit by the same player transfers nothing more', () => {
    // E ruffs clubs twice while holding clubs.
    const t3 = round('E', ['HQ', 'H6', 'H3', 'HA']);
    const t4 = round('N', ['C3', 'ST', 'C9', 'C6']);
    const out = replay(
      log('2S', [
        ...T1,
        ...T2_E_RUFFS,
        ...t3,
        ...t4,
        { seat: 'E', claim: 0, statement: '' },
        { seat: 'S', agree: true },
      ]),
    );
    const effs = revokeEffects(out);
    expect(effs).toHaveLength(2);
    expect(effs[1]).toMatchObject({ trick: 4, transfer: 0, law: '64B2' });
  });
  it('64B7: both sides revoked and both were established — no transfer (both editions)', () => {
    // In trick 3 declarer discards a diamond while holding hearts.
    const t3 = round('E', ['HQ', 'D7', 'H3', 'HA']);
    const t4 = round('N', ['SA', 'ST', 'S5', 'S3']);
    for (const edition of ['2017', '2007']) {
      const out = replay(log('2S', [...T1, ...T2_E_RUFFS, ...t3, ...t4, ...agreed(9)], { edition }));
      const effs = revokeEffects(out);
      expect(effs.map((e) => e.law)).toEqual(['64B7', '64B7']);
      expect(effs.every((e) => e.transfer === 0)).toBe(true);
    }
  });
  it('64B7 in 2007 also covers a revoke that was corrected; in 2017 the other revoke transfers', () => {
    // Declarer revokes in trick 3 and the director is called at once: corrected (62B2).
    const t3 = ['E:HQ', 'S:D7', { director: {} }, 'S:H6', 'W:H3', 'N:HA'];
    const t4 = round('N', ['SA', 'ST', 'S5', 'S3']);
    const e17 = replay(log('2S', [...T1, ...T2_E_RUFFS, ...t3, ...t4, ...agreed(9)]));
    expect(revokeEffects(e17).filter((e) => e.established)).toEqual([
      expect.objectContaining({ seat: 'E', law: '64A1', transfer: 1 }),
    ]);
    const e07 = replay(log('2S', [...T1, ...T2_E_RUFFS, ...t3, ...t4, ...agreed(9)], { edition: '2007' }));
    expect(revokeEffects(e07).filter((e) => e.established)).toEqual([
      expect.objectContaining({ seat: 'E', law: '64B7', transfer: 0 }),
    ]);
  });
  it('64B6: a revoke in trick 12 transfers nothing; 62D corrects it while the hands are out', () => {
    const found = trick12Revoke();
    if (!found) return;
    const { events } = found;
    const late = replay(log('3NT', [...events, { marker: 'hands-returned' }]));
    expect(revokeEffects(late)).toEqual([expect.objectContaining({ trick: 12, transfer: 0, law: '64B6' })]);
    const early = fold(log('3NT', [...events, { director: {} }]));
    expect(early.rulings.some((r) => r.law === '62D')).toBe(true);
    expect(early.tricksWon.NS + early.tricksWon.EW).toBe(13);
  });
});

describe('Laws 62–63: establishment and correction', () => {
  it("62B1: corrected before establishment — a defender's revoke card becomes a major penalty card", () => {
    const out = replay(log('2S', [...T1, 'N:C2', 'E:S9', { director: {} }]));
    expect(out.events[9]).toEqual({ status: 'penalty-card', law: '62B1' });
    expect(out.penaltyCards).toEqual([{ seat: 'E', card: 'S9', major: true, law: '62B1' }]);
    expect(out.turn).toBe('E');
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ established: false, transfer: 0 })]);
    // E now follows with a club; the trick goes on normally.
    const on = replay(log('2S', [...T1, 'N:C2', 'E:S9', { director: {} }, 'E:CK', 'S:C8', 'W:C5']));
    expect(on.tricks).toEqual({ NS: 1, EW: 1 });
  });
  it('63: a revoke already established when the director is called is ruled on at once, and transferred at the end (64)', () => {
    // E ruffs trick 2 holding clubs and leads to trick 3 (63A1: established); then the director is called.
    const ev = [...T1, ...T2_E_RUFFS, 'E:HQ', { director: {} }];
    const s = fold(log('2S', ev));
    expect(s.rulings.map((r) => r.law)).toEqual(['63']);
    expect(s.rulings[0].message).toEqual({ code: 'revoke.established', params: { seat: 'E', trick: 2 } });
    expect(s.penaltyCards).toEqual([]); // not corrected: no penalty card (62 does not apply)
    // A second director call does not repeat it.
    expect(fold(log('2S', [...ev, { director: {} }])).rulings.map((r) => r.law)).toEqual(['63']);
  });
  it('62C1: cards played after the revoke before the correction may be taken back; the revoke is not established by them', () => {
    const out = fold(log('2S', [...T1, 'N:C2', 'E:S9', 'S:C8', 'W:C5', { director: {} }]));
    expect(out.currentTrick!.plays.map((p) => p.seat)).toEqual(['N', 'S', 'W']);
    expect(out.turn()).toBe('E');
  });
  it('62C3 (2017): both sides revoked in one trick and only one side has played on — both are corrected', () => {
    const ev = [...T1, 'N:C2', 'E:S9', 'S:D7', 'W:C5', 'E:HQ', { director: {} }];
    const s = fold(log('2S', ev));
    expect(s.rulings.map((r) => r.law)).toEqual(['62', '62C3']);
    expect(s.penaltyCards).toEqual([{ seat: 'E', card: 'S9', major: true, law: '62C3' }]);
    expect(s.currentTrick!.plays.map((p) => p.seat)).toEqual(['N', 'W']);
    expect(s.turn()).toBe('E');
    // 2007 has no such rule: E's revoke stays established, declarer's is corrected.
    const old = fold(log('2S', ev, { edition: '2007' }));
    // The director says so when he comes: established, not corrected, transfer at the end (Laws 63, 64).
    expect(old.rulings.map((r) => r.law)).toEqual(['62', '63']);
    expect(old.rulings[1].message).toEqual({ code: 'revoke.established', params: { seat: 'E', trick: 2 } });
    expect(old.penaltyCards).toEqual([]);
  });
  it("63A1: established once the offender's side plays to the next trick", () => {
    const s = fold(log('2S', [...T1, ...T2_E_RUFFS, 'E:HQ', { director: {} }]));
    expect(s.penaltyCards).toEqual([]);
    expect(s.statuses[9]).toEqual({ status: 'stands' });
  });
  it('63A3: an agreed claim establishes the revoke', () => {
    const out = replay(log('2S', [...T1, ...T2_E_RUFFS, ...agreed(11)]));
    expect(revokeEffects(out)).toEqual([expect.objectContaining({ established: true })]);
  });
});

/** A random play in which some player revokes in trick 12: the first seed that allows one. */
function trick12Revoke(): { events: RawTableEvent[] } | null {
  const deal = unwrap(parseDeal(DEAL));
  for (let seed = 0; seed < 200; seed++) {
    const plays = randomPlay(deal, 'W', 'NT', seededRandom(`t12/${seed}`)) as RawTableEvent[];
    const head = plays.slice(0, 44);
    const r = foldRaw(log('3NT', head), { rules: directorRules });
    if (!r.ok) continue;
    const s = r.value;
    const leader = s.turn()!;
    const leadCard = s.hands[leader]![0];
    const suit = Math.floor(leadCard / 13);
    const seats = ['N', 'E', 'S', 'W'] as const;
    const second = seats[(seats.indexOf(leader) + 1) % 4];
    const h = s.hands[second]!;
    if (!(h.some((c) => Math.floor(c / 13) === suit) && h.some((c) => Math.floor(c / 13) !== suit))) continue;
    const text = (c: number) => 'CDHS'[Math.floor(c / 13)] + '23456789TJQKA'[c % 13];
    const revokeCard = h.find((c) => Math.floor(c / 13) !== suit)!;
    const events: RawTableEvent[] = [
      ...head,
      { seat: leader, play: text(leadCard) },
      { seat: second, play: text(revokeCard) },
    ];
    let seat: (typeof seats)[number] = seats[(seats.indexOf(second) + 1) % 4];
    const left: Record<string, number[]> = {
      N: [...s.hands.N!],
      E: [...s.hands.E!],
      S: [...s.hands.S!],
      W: [...s.hands.W!],
    };
    left[leader].splice(left[leader].indexOf(leadCard), 1);
    left[second].splice(left[second].indexOf(revokeCard), 1);
    for (let k = 0; k < 2; k++) {
      const follow = left[seat].filter((c) => Math.floor(c / 13) === suit);
      const c = (follow.length ? follow : left[seat])[0];
      left[seat].splice(left[seat].indexOf(c), 1);
      events.push({ seat, play: text(c) });
      seat = seats[(seats.indexOf(seat) + 1) % 4];
    }
    const s12 = fold(log('3NT', events));
    let lead = s12.turn()!;
    for (let k = 0; k < 4; k++) {
      events.push({ seat: lead, play: text(s12.hands[lead]![0]) });
      lead = seats[(seats.indexOf(lead) + 1) % 4];
    }
    return { events };
  }
  return null;
}
