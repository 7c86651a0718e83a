import { describe, expect, it } from 'vitest';
import { parseTableLog, printTableLog, randomBoardLog, seededRandom, randomBelow, type RawTableLog } from '@stikk/core';
import {
  linToTableLog,
  parseLin,
  parseLinItems,
  printLin,
  readLinBoard,
  readLinResults,
  readLinVugraph,
  tableLogToLin,
  type LinFile,
} from '@stikk/formats';

// A board as BBO's hand viewer writes it (deal, auction with an alert and explanation, play, claim).
const SAMPLE =
  'pn|Ann,Bob,Cy,Di|st||md|3SAKQ2HJ93DT87C654,S543HKQ2DAKQJC732,SJT98H8765D32CAKQ,|rh||ah|Board 1|sv|o|' +
  'mb|1N|an|15-17|mb|p|mb|2C!|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|' +
  'pc|CJ|pc|C4|pc|C2|pc|CA|pg||pc|SJ|pc|S6|pc|S2|pc|S3|pg||mc|10|';

describe('LIN', () => {
  it('splits items and keeps their places', () => {
    const r = parseLinItems('pn|a,b|\nmd|1S|');
    expect(r.ok && r.value).toEqual([
      { key: 'pn', value: 'a,b', line: 1, column: 1 },
      { key: 'md', value: '1S', line: 2, column: 1 },
    ]);
  });

  it('reads deal, players, auction with alerts, play and claim', () => {
    const f = parseLin(SAMPLE);
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.boards).toHaveLength(1);
    const b = readLinBoard(f.value.boards[0]);
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.dealer).toBe('N');
    expect(b.value.board).toBe(1);
    expect(b.value.players).toEqual({ S: 'Ann', W: 'Bob', N: 'Cy', E: 'Di' });
    expect(b.value.deal?.E?.length).toBe(13); // the fourth hand is the remaining cards
    expect(b.value.calls[0]).toMatchObject({ seat: 'N', alert: true, explanation: '15-17' });
    expect(b.value.calls[2]).toMatchObject({ seat: 'S', alert: true });
    const log = linToTableLog(f.value.boards[0]);
    if (!log.ok) throw new Error(log.error.message);
    const raw = printTableLog(log.value);
    // North named spades first: North declares 4S and East leads; North wins both tricks.
    expect(raw.events.slice(10, 18)).toEqual([
      { seat: 'E', play: 'CJ' },
      { seat: 'S', play: 'C4' },
      { seat: 'W', play: 'C2' },
      { seat: 'N', play: 'CA' },
      { seat: 'N', play: 'SJ' },
      { seat: 'E', play: 'S6' },
      { seat: 'S', play: 'S2' },
      { seat: 'W', play: 'S3' },
    ]);
    expect(raw.events.slice(-3)).toEqual([
      { seat: 'N', claim: 8 },
      { seat: 'E', agree: true },
      { seat: 'W', agree: true },
    ]);
  });

  it('keeps unknown and vugraph keys when writing back', () => {
    const text =
      'vg|Final,Seg 1,I,1,16,A,0,B,0|pw|x,y|\nqx|o1|' +
      SAMPLE +
      'zz|kept|\nqx|c1|md|3SAKQ2HJ93DT87C654,S543HKQ2DAKQJC732,SJT98H8765D32CAKQ,|sv|o|';
    const f = parseLin(text);
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.header.map((i) => i.key)).toEqual(['vg', 'pw']);
    expect(f.value.boards.map((b) => b.items[0].value)).toEqual(['o1', 'c1']);
    const again = parseLin(printLin(f.value));
    if (!again.ok) throw new Error(again.error.message);
    const strip = (x: LinFile) =>
      [x.header, ...x.boards.map((b) => b.items)].map((l) => l.map((i) => [i.key, i.value]));
    expect(strip(again.value)).toEqual(strip(f.value));
  });

  it('reads hands with ranks in any order, as BBO writes them', () => {
    const f = parseLin('pn|a,b,c,d|md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|sv|o|');
    if (!f.ok) throw new Error(f.error.message);
    const b = readLinBoard(f.value.boards[0]);
    if (!b.ok) throw new Error(b.error.message);
    const log = linToTableLog(f.value.boards[0]);
    expect(log.ok && printTableLog(log.value).deal).toBe(
      'N:AT97.K653.98762. K4.QJ4.QT4.KT942 52.T97.A53.AJ753 QJ863.A82.KJ.Q86',
    );
  });

  it('vugraph: header, results, and eight names shared by the open and closed rooms', () => {
    const text =
      'vg|Final,Segment 1 (1-16),I,1,16,ALPHA,0,BETA,3.5|rs|3NE=,4SN-1|pn|a,b,c,d,e,f,g,h|\n' +
      'qx|o1|md|3SAKQ2HJ93DT87C654,S543HKQ2DAKQJC732,SJT98H8765D32CAKQ,|sv|o|\nqx|c1|md|3SAKQ2HJ93DT87C654,S543HKQ2DAKQJC732,SJT98H8765D32CAKQ,|sv|o|\n';
    const f = parseLin(text);
    if (!f.ok) throw new Error(f.error.message);
    expect(readLinVugraph(f.value)).toEqual({
      title: 'Final',
      segment: 'Segment 1 (1-16)',
      scoring: 'I',
      firstBoard: 1,
      lastBoard: 16,
      teams: [
        { name: 'ALPHA', carryOver: '0' },
        { name: 'BETA', carryOver: '3.5' },
      ],
    });
    expect(readLinResults(f.value)).toEqual(['3NE=', '4SN-1']);
    const open = readLinBoard(f.value.boards[0]);
    const closed = readLinBoard(f.value.boards[1]);
    expect(open.ok && open.value.players).toEqual({ S: 'a', W: 'b', N: 'c', E: 'd' });
    expect(closed.ok && closed.value.players).toEqual({ S: 'e', W: 'f', N: 'g', E: 'h' });
  });

  it('errors name line and column', () => {
    const cases: [string, string, number, number][] = [
      ['pn|a|\nmd|1S', 'lin-unterminated', 2, 1],
      ['pn|a|\n  xyz', 'lin-no-value', 2, 3],
      ['md|9SAX|', 'lin-deal', 1, 1],
      ['md|1SA|\nsv|q|', 'lin-vulnerable', 2, 1],
      ['md|1SA|mb|9Q|', 'lin-call', 1, 8],
    ];
    for (const [text, code, line, column] of cases) {
      const f = parseLin(text);
      const r = f.ok ? (f.value.boards[0] ? readLinBoard(f.value.boards[0]) : f) : f;
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatchObject({ code, line, column });
    }
  });

  it('a bad dealer in md is named, with the digits LIN allows and the place', () => {
    const read = (text: string) => {
      const f = parseLin(text);
      if (!f.ok) return f;
      return readLinBoard(f.value.boards[0]);
    };
    const five = read('pn|a,b,c,d|\nmd|5SAKQ,,,|');
    expect(five.ok).toBe(false);
    if (!five.ok) {
      expect(five.error).toMatchObject({ code: 'lin-deal', line: 2, column: 1 });
      expect(five.error.message).toMatch(/md "5SAKQ,,,": the dealer "5" must be 1 \(South\), 2 \(West\), 3 \(North\)/);
    }
    const none = read('md|SAKQ,,,|sv|o|mb|p|');
    expect(none.ok).toBe(false);
    if (!none.ok) {
      expect(none.error).toMatchObject({ code: 'lin-no-dealer', line: 1, column: 17 });
      expect(none.error.message).toMatch(/\(md at line 1, column 1\) does not start with the dealer 1 \(South\)/);
    }
  });

  it('property: table log → LIN → table log is the identity for generated boards', () => {
    for (let board = 1; board <= 300; board++) {
      const r = seededRandom(`lin-prop/${board}`);
      const raw: RawTableLog = randomBoardLog('lin', board);
      raw.events = raw.events.map((e) => {
        if (!('call' in e)) return e;
        const x = randomBelow(r, 8);
        return x === 0 ? { ...e, alert: true } : x === 1 ? { ...e, alert: true, explanation: 'art. ÅØ' } : e;
      });
      const firstPlay = raw.events.findIndex((e) => 'play' in e);
      if (firstPlay >= 0 && randomBelow(r, 3) === 0) {
        const tricks = randomBelow(r, 13);
        const kept = raw.events.slice(0, firstPlay + tricks * 4);
        // Declarer sits at the opening leader's right.
        const leader = raw.events[firstPlay].seat as 'N' | 'E' | 'S' | 'W';
        const declarer = ({ N: 'W', E: 'N', S: 'E', W: 'S' } as const)[leader];
        const lhoOf = { N: 'E', E: 'S', S: 'W', W: 'N' } as const;
        const rhoOf = { N: 'W', E: 'N', S: 'E', W: 'S' } as const;
        raw.events = [
          ...kept,
          { seat: declarer, claim: randomBelow(r, 14 - tricks) },
          { seat: lhoOf[declarer], agree: true },
          { seat: rhoOf[declarer], agree: true },
        ];
      }
      const log = parseOrThrow(raw);
      const text = printLin({ header: [], boards: [tableLogToLin(log).board] });
      const f = parseLin(text);
      if (!f.ok) throw new Error(f.error.message);
      const back = linToTableLog(f.value.boards[0]);
      if (!back.ok) throw new Error(back.error.message);
      expect(printTableLog(back.value)).toEqual(printTableLog(log));
    }
  });
});

function parseOrThrow(raw: RawTableLog) {
  const l = parseTableLog(raw);
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}
