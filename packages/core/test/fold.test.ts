import { describe, expect, it } from 'vitest';
import {
  foldRaw,
  parseCard,
  parseTableLog,
  printTableLog,
  randomBoardLog,
  replayOutput,
  SEATS,
  unwrap,
  viewFor,
  type DirectorRules,
  type RawTableLog,
  type TableState,
} from '@stikk/core';

const fold = (log: RawTableLog, mode: 'prevent' | 'record' = 'prevent') => foldRaw(log, { mode });
const must = (log: RawTableLog, mode: 'prevent' | 'record' = 'prevent'): TableState => unwrap(fold(log, mode));

describe('folding random legal boards (properties)', () => {
  const boards = Array.from({ length: 300 }, (_, i) => randomBoardLog('prop', i + 1));
  it('conserves 52 cards, plays 13 tricks, each card once, and NS score = −EW score', () => {
    for (const log of boards) {
      const s = must(log);
      expect(s.phase).toBe('ended');
      const r = replayOutput(s);
      expect(r.score!.NS + r.score!.EW).toBe(0);
      if (r.contract === 'passed out') {
        expect(r.score!.NS).toBe(0);
        continue;
      }
      expect(s.tricks.length).toBe(13);
      expect(r.tricks.NS + r.tricks.EW).toBe(13);
      const played = s.tricks.flatMap((t) => t.plays.map((p) => p.card));
      expect(new Set(played).size).toBe(52);
      for (const seat of SEATS) expect(s.hands[seat]).toEqual([]);
      for (const t of s.tricks) expect(new Set(t.plays.map((p) => p.seat)).size).toBe(4);
    }
  });
  it('replaying the log gives the same state, also after a print∘parse round trip of the log', () => {
    for (const log of boards.slice(0, 60)) {
      const a = replayOutput(must(log));
      const again = replayOutput(must(JSON.parse(JSON.stringify(log)) as RawTableLog));
      const reprinted = replayOutput(must(printTableLog(unwrap(parseTableLog(log)))));
      expect(again).toEqual(a);
      expect(reprinted).toEqual(a);
    }
  });
  it('record mode agrees with prevent mode on legal boards', () => {
    for (const log of boards.slice(0, 60)) expect(replayOutput(must(log, 'record'))).toEqual(replayOutput(must(log)));
  });
});

const base = {
  format: 'stikk-table-log/1',
  board: 1,
  deal: 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432',
} as const;

describe('a hand-written board', () => {
  const log: RawTableLog = {
    ...base,
    events: [
      { seat: 'N', call: '2C' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: '2D' },
      { seat: 'W', call: 'P' },
      { seat: 'N', call: '7NT' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: 'P' },
      { seat: 'W', call: 'X' },
      { seat: 'N', call: 'P' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: 'P' },
    ],
  };
  it('ends the auction with contract and declarer; clarification until the opening lead', () => {
    const r = replayOutput(must(log));
    expect(r).toMatchObject({ phase: 'clarification', turn: 'E', contract: '7NTX', declarer: 'N' });
  });
  it('plays, scores and hides cards per recipient', () => {
    const withLead: RawTableLog = { ...log, events: [...log.events, { seat: 'E', play: 'ST' }] };
    const s = must(withLead);
    expect(replayOutput(s)).toMatchObject({ phase: 'play', turn: 'S' });
    const w = viewFor(s, 'W');
    expect(w.hands.W).not.toBeNull();
    expect(w.hands.S).not.toBeNull(); // dummy, faced after the opening lead
    expect(w.hands.N).toBeNull();
    expect(w.hands.E).toBeNull();
    expect(w.legalCards).toEqual([]);
    const n = viewFor(s, 'N');
    expect(n.legalCards).toEqual(['S6', 'S5', 'S4', 'S3']); // declarer plays dummy's spades
    const k = viewFor(s, 'kibitzer');
    expect(Object.values(k.hands).filter((h) => h !== null)).toHaveLength(1);
    const before = viewFor(must(log), 'S');
    expect(before.hands.N).toBeNull();
  });
  it("a view's legal cards are the director rules' when they narrow following suit, with the law", () => {
    const withLead: RawTableLog = { ...log, events: [...log.events, { seat: 'E', play: 'ST' }] };
    // Rules that hold declarer to dummy's lowest spade (as a play restriction would), and narrow nothing else.
    const rules: DirectorRules = {
      legalCards: (_m, seat) => (seat === 'S' ? { cards: [unwrap(parseCard('S3'))], law: '57A' } : null),
    };
    const s = unwrap(foldRaw(withLead, { rules }));
    const n = viewFor(s, 'N');
    expect(n.legalCards).toEqual(['S3']);
    expect(n.legalLaw).toBe('57A');
    // Only the seat that plays is told; without the rules, following suit (Law 44C) is all there is.
    expect(viewFor(s, 'W').legalLaw).toBeNull();
    const plain = viewFor(must(withLead), 'N');
    expect(plain.legalCards).toEqual(['S6', 'S5', 'S4', 'S3']);
    expect(plain.legalLaw).toBeNull();
  });
  it('credits an agreed claim (Laws 68–69) and scores it by Law 77', () => {
    const claimed: RawTableLog = {
      ...log,
      events: [
        ...log.events,
        { seat: 'E', play: 'ST' },
        { seat: 'S', play: 'S3' },
        { seat: 'W', play: 'S2' },
        { seat: 'N', play: 'SA' },
        { seat: 'N', claim: 12, statement: 'all high' },
        { seat: 'E', agree: true },
        { seat: 'W', agree: true },
      ],
    };
    const r = replayOutput(must(claimed));
    expect(r).toMatchObject({ phase: 'ended', tricks: { NS: 13, EW: 0 }, result: '=', score: { NS: 1790, EW: -1790 } });
  });
  // Laws 68–69: a claim or concession agreed during a trick ends the play; the cards already played to that trick
  // were played (they are no longer in the hands), so the state keeps them in the unfinished trick.
  const midTrick: RawTableLog = {
    ...log,
    events: [
      ...log.events,
      { seat: 'E', play: 'ST' },
      { seat: 'S', play: 'S3' },
      { seat: 'N', claim: 13, statement: 'all high' },
      { seat: 'E', agree: true },
      { seat: 'W', agree: true },
    ],
  };
  const conceded: RawTableLog = {
    ...log,
    events: [...log.events, { seat: 'E', play: 'ST' }, { seat: 'E', concede: 13 }],
  };
  it.each([
    ['an agreed claim', midTrick],
    ['a concession', conceded],
  ])('%s during a trick keeps every card of the deal, replays the same and scores as before', (_, l) => {
    const s = must(l);
    expect(s.phase).toBe('ended');
    const played = s.tricks.flatMap((t) => t.plays.map((p) => ({ seat: p.seat, card: p.card })));
    expect(played.length).toBeGreaterThan(0);
    const dealt = unwrap(parseTableLog(l)).deal!;
    for (const seat of SEATS) {
      const all = [...s.hands[seat]!, ...played.filter((p) => p.seat === seat).map((p) => p.card)];
      expect(new Set(all).size).toBe(13);
      expect([...all].sort()).toEqual([...dealt[seat]!].sort());
    }
    const r = replayOutput(s);
    expect(r).toMatchObject({ phase: 'ended', tricks: { NS: 13, EW: 0 }, result: '=', score: { NS: 1790, EW: -1790 } });
    expect(replayOutput(must(printTableLog(unwrap(parseTableLog(l)))))).toEqual(r);
    // The unfinished trick is no trick won: the ended board has no trick in progress nor a turn.
    expect(s.tricks.at(-1)!.winner).toBeNull();
    expect(r.turn).toBeNull();
  });
  it('a concession gives the tricks to the opponents', () => {
    const conceded: RawTableLog = {
      ...log,
      events: [...log.events, { seat: 'E', play: 'ST' }, { seat: 'E', concede: 13 }],
    };
    expect(replayOutput(must(conceded, 'record'))).toMatchObject({ phase: 'ended', tricks: { NS: 13, EW: 0 } });
  });
});

describe('prevent mode refuses illegal acts with the law', () => {
  const cases: [string, RawTableLog['events'], string, string | undefined][] = [
    [
      'insufficient bid',
      [
        { seat: 'N', call: '1S' },
        { seat: 'E', call: '1H' },
      ],
      'insufficient-bid',
      '27',
    ],
    ['call out of rotation', [{ seat: 'E', call: '1S' }], 'call-out-of-rotation', '31'],
    [
      'double of own side',
      [
        { seat: 'N', call: '1S' },
        { seat: 'E', call: 'P' },
        { seat: 'S', call: 'X' },
      ],
      'inadmissible-double',
      '36',
    ],
    ['bid above seven', [{ seat: 'N', call: '8C' }], 'bid-above-seven', '38'],
    [
      'lead out of turn',
      [
        { seat: 'N', call: '1NT' },
        { seat: 'E', call: 'P' },
        { seat: 'S', call: 'P' },
        { seat: 'W', call: 'P' },
        { seat: 'W', play: 'H5' },
      ],
      'opening-lead-out-of-turn',
      '54',
    ],
    [
      'revoke',
      [
        { seat: 'N', call: '1NT' },
        { seat: 'E', call: 'P' },
        { seat: 'S', call: 'P' },
        { seat: 'W', call: 'P' },
        { seat: 'E', play: 'ST' },
        { seat: 'S', play: 'H8' },
      ],
      'must-follow-suit',
      '44C',
    ],
  ];
  it.each(cases)('%s', (_name, events, code, law) => {
    const r = fold({ ...base, events });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code, law, index: events.length - 1 });
  });
  it('in record mode the same acts are kept and classified', () => {
    const s = must(
      {
        ...base,
        events: [
          { seat: 'N', call: '1S' },
          { seat: 'E', call: '1H' },
        ],
      },
      'record',
    );
    expect(s.irregularities[0]).toMatchObject({ code: 'insufficient-bid', law: '27', event: 1 });
  });
});

describe('bad logs are errors that name where', () => {
  it.each([
    [{ format: 'x', board: 1, events: [] }, 'format'],
    [{ ...base, events: [{ seat: 'N', call: '1S', foo: 1 }] }, 'events[0].foo'],
    [{ ...base, events: [{ seat: 'Q', call: '1S' }] }, 'events[0].seat'],
    [{ ...base, extra: true, events: [] }, 'extra'],
    [{ format: 'stikk-table-log/1', events: [] }, '$'],
  ])('%# names %s', (json, path) => {
    const r = foldRaw(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe(path);
  });
  it('a card not in that hand names the event', () => {
    const r = fold(
      {
        ...base,
        events: [
          { seat: 'N', call: '1NT' },
          { seat: 'E', call: 'P' },
          { seat: 'S', call: 'P' },
          { seat: 'W', call: 'P' },
          { seat: 'E', play: 'SA' },
        ],
      },
      'record',
    );
    expect(r.ok || r.error).toMatchObject({ code: 'card-not-in-hand', index: 4 });
  });
});

describe('views: alerts and explanations (Law 20F)', () => {
  it('the opponents see an alert and its explanation; partner sees neither until the board ends', () => {
    const s = must({ ...base, events: [{ seat: 'N', call: '1C', alert: true, explanation: 'could be short' }] });
    expect(viewFor(s, 'E').auction[0]).toEqual({ seat: 'N', call: '1C', alert: true, explanation: 'could be short' });
    expect(viewFor(s, 'W').auction[0]).toEqual({ seat: 'N', call: '1C', alert: true, explanation: 'could be short' });
    expect(viewFor(s, 'S').auction[0]).toEqual({ seat: 'N', call: '1C' });
    expect(viewFor(s, 'N').auction[0].explanation).toBe('could be short');
  });
});
