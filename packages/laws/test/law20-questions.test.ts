// Law 20 requests as table-log events: `{"seat","review":true}` (20B, 20C1, 20C2, 41B) and
// `{"seat","explain":true|<event of the call>}` (20F1, 20F2, 20F3, 41B). The fixtures in
// fixtures/questions were written from the law text (2017 Swedish, 2007 Norwegian) before the code.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldRaw, replayOutput } from '@stikk/core';
import { directorRules } from '../src/index.js';
import { foldAndCheck, readFixtures } from './helpers/auction-fixture.js';

const dir = fileURLToPath(new URL('./fixtures/questions/', import.meta.url));
const fixtures = readFixtures(dir);

describe('Law 20 review and explanation requests (fixtures from the law text)', () => {
  it('there are fixtures for both editions and every sub-law', () => {
    for (const law of ['20B', '20C1', '20C2', '20F1', '20F2', '41B'])
      expect(fixtures.some((f) => f.fx.law === law)).toBe(true);
    expect(fixtures.some((f) => f.file.includes('-2007-'))).toBe(true);
  });
  for (const { file, fx } of fixtures) {
    it(`${file}: ${fx.why}`, () => {
      foldAndCheck(fx);
    });
  }
});

const log = (events: unknown[], edition = '2017') => ({ format: 'stikk-table-log/1', edition, dealer: 'N', events });

describe('Law 20 requests: errors and prevent mode', () => {
  it('an explanation of a call of the asker’s own side cannot be interpreted (20F1: the opponents’ auction)', () => {
    const r = foldRaw(
      log([
        { seat: 'N', call: '1NT' },
        { seat: 'E', call: 'P' },
        { seat: 'S', explain: 0 },
      ]),
      {
        rules: directorRules,
      },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-an-opponents-call', index: 2, law: '20F3' });
  });
  it('an explanation of an event that is not a call that stands is an error naming the event', () => {
    const r = foldRaw(
      log([
        { seat: 'N', call: '1NT' },
        { seat: 'E', explain: 7 },
      ]),
      { rules: directorRules },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-an-opponents-call', index: 1 });
  });
  it('malformed requests are refused by the parser with the field path', () => {
    for (const [ev, path] of [
      [{ seat: 'S', review: false }, 'events[0].review'],
      [{ seat: 'S', explain: 'all' }, 'events[0].explain'],
      [{ seat: 'S', explain: -1 }, 'events[0].explain'],
      [{ seat: 'S', review: true, call: 'P' }, 'events[0].review'],
      [{ review: true }, 'events[0].seat'],
    ] as const) {
      const r = foldRaw(log([ev]));
      expect(r.ok, JSON.stringify(ev)).toBe(false);
      if (!r.ok) expect(r.error.path, JSON.stringify(ev)).toBe(path);
    }
  });
  it('prevent mode refuses a request the asker is not entitled to, citing the law, and changes nothing', () => {
    const r = foldRaw(
      log([
        { seat: 'N', call: '1H' },
        { seat: 'W', review: true },
      ]),
      { mode: 'prevent' },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-entitled-to-ask', law: '20B', index: 1 });
    const fine = foldRaw(
      log([
        { seat: 'N', call: '1H' },
        { seat: 'E', review: true },
      ]),
      { mode: 'prevent' },
    );
    expect(fine.ok).toBe(true);
    if (fine.ok) expect(replayOutput(fine.value).turn).toBe('E');
  });
  it('a request round-trips through the printed log', async () => {
    const { parseTableLog, printTableLog } = await import('@stikk/core');
    const p = parseTableLog(
      log([
        { seat: 'N', call: '1H' },
        { seat: 'E', review: true },
        { seat: 'E', explain: 0 },
      ]),
    );
    expect(p.ok).toBe(true);
    if (p.ok)
      expect(printTableLog(p.value).events.slice(1)).toEqual([
        { seat: 'E', review: true },
        { seat: 'E', explain: 0 },
      ]);
  });
});
