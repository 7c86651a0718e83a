import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  boardInfo,
  cryptoRandom,
  dealerOf,
  isCompleteDeal,
  parseCall,
  parseCard,
  parseContract,
  parseDeal,
  printCall,
  printCard,
  printContract,
  printDeal,
  randomDeal,
  seededDeal,
  SEATS,
  vulnerabilityOf,
  ALL_BIDS,
  runAuction,
  unwrap,
} from '@stikk/core';

describe('cards and calls', () => {
  it('print∘parse is the identity for all 52 cards and accepts common variants', () => {
    for (const c of ALL_CARDS) expect(unwrap(parseCard(printCard(c)))).toBe(c);
    expect(printCard(unwrap(parseCard('h10')))).toBe('HT');
    expect(printCard(unwrap(parseCard('♠A')))).toBe('SA');
    const bad = parseCard('ZZ');
    expect(bad.ok || bad.error.code).toBe('invalid-card');
  });
  it('parses every bid, pass, double and redouble with variants', () => {
    for (const b of ALL_BIDS) expect(printCall(unwrap(parseCall(printCall(b))))).toBe(printCall(b));
    expect(printCall(unwrap(parseCall('Pass')))).toBe('P');
    expect(printCall(unwrap(parseCall('1n')))).toBe('1NT');
    expect(printCall(unwrap(parseCall('xx')))).toBe('XX');
    expect(printCall(unwrap(parseCall('8C')))).toBe('8C'); // Law 38: can be made, is not legal
    expect(parseCall('0C').ok).toBe(false);
  });
  it('parses contracts with risk and declarer as result files write them', () => {
    expect(printContract(unwrap(parseContract('4Hx')).contract)).toBe('4HX');
    expect(unwrap(parseContract('3NT S')).declarer).toBe('S');
    expect(printContract(unwrap(parseContract('Pass')).contract)).toBe('passed out');
  });
});

describe('deals', () => {
  it('parse and print PBN deals from any first seat, with unknown hands', () => {
    const text = 'E:AKQ2.J93.T87.654 JT9.AKQ.AKQ.AKQJ 876543.8765.2.32 -';
    const d = unwrap(parseDeal(text));
    expect(printDeal(d, 'E')).toBe(text);
    expect(d.N).toBeNull();
  });
  it('names the hand and card in errors', () => {
    const dup = parseDeal('N:AKQ2.J93.T87.654 AJT9.AKQ.AKQ.AKQ 876543.8765.2.32 -');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error.message).toBe('SA is in both hand N and hand E');
    const short = parseDeal('N:AKQ2.J93.T87.65 JT9.AKQ.AKQ.AKQJ 876543.8765.2.32 -');
    if (!short.ok) expect(short.error).toMatchObject({ code: 'hand-size', path: 'N' });
    else expect.fail('12-card hand accepted');
  });
  it('deal print∘parse = identity over random deals', () => {
    const rand = cryptoRandom();
    for (let i = 0; i < 500; i++) {
      const d = randomDeal(rand);
      expect(isCompleteDeal(d)).toBe(true);
      for (const first of SEATS) expect(unwrap(parseDeal(printDeal(d, first)))).toEqual(d);
    }
  });
});

describe('Law 2 and Law 6', () => {
  it('gives dealer and vulnerability for boards 1–16 and repeats every 16', () => {
    const vul = [
      'None',
      'NS',
      'EW',
      'All',
      'NS',
      'EW',
      'All',
      'None',
      'EW',
      'All',
      'None',
      'NS',
      'All',
      'None',
      'NS',
      'EW',
    ];
    for (let b = 1; b <= 16; b++) {
      expect(vulnerabilityOf(b)).toBe(vul[b - 1]);
      expect(dealerOf(b)).toBe('NESW'[(b - 1) % 4]);
      for (const k of [1, 2, 7])
        expect(unwrap(boardInfo(b + 16 * k))).toMatchObject({ dealer: dealerOf(b), vulnerable: vul[b - 1] });
    }
    expect(boardInfo(0).ok).toBe(false);
  });
  it('deals the same board from the same seed on any machine (fixed reference)', () => {
    expect(printDeal(seededDeal('abc', 1))).toBe(
      'N:9532.6.KQT743.A6 QT4.J83.AJ6.QJ94 K87.T754.82.K873 AJ6.AKQ92.95.T52',
    );
    expect(seededDeal('abc', 7)).toEqual(seededDeal('abc', 7));
    expect(seededDeal('abc', 7)).not.toEqual(seededDeal('abd', 7));
  });
  it('deals every card with roughly equal probability to every seat', () => {
    const counts = new Map<string, number>();
    for (let b = 1; b <= 4000; b++) {
      const d = seededDeal('uniformity', b);
      for (const s of SEATS) for (const c of d[s]!) counts.set(`${s}${c}`, (counts.get(`${s}${c}`) ?? 0) + 1);
    }
    for (const v of counts.values()) expect(Math.abs(v - 1000)).toBeLessThan(150); // ~5 sigma
  });
});

describe('auction (Laws 17–22)', () => {
  const calls = (s: string) => s.split(' ').map((x) => unwrap(parseCall(x)));
  it('finds contract and declarer: the first of the side to name the strain', () => {
    const r = unwrap(runAuction('N', calls('1H P 2C P 2NT P 3NT P P P')));
    expect(printContract(r.contract)).toBe('3NT');
    expect(r.declarer).toBe('N'); // N named notrump first (2NT)
    const r2 = unwrap(runAuction('E', calls('1S X XX P P P')));
    expect(printContract(r2.contract)).toBe('1SXX');
    expect(r2.declarer).toBe('E');
  });
  it('passes out after four passes and refuses illegal calls with their law', () => {
    expect(unwrap(runAuction('W', calls('P P P P'))).contract).toEqual({ passedOut: true });
    const ins = runAuction('N', calls('1S 1H'));
    expect(ins.ok || ins.error).toMatchObject({ code: 'insufficient-bid', law: '27' });
    const dbl = runAuction('N', calls('1S P X'));
    expect(dbl.ok || dbl.error).toMatchObject({ code: 'inadmissible-double', law: '36' });
  });
});
