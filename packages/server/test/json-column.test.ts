/** JSON text columns read with a schema (db/json-column.ts): a corrupt row is named, not cast. */
import { describe, expect, it } from 'vitest';
import {
  boardsColumn,
  CorruptColumn,
  ddColumn,
  eventSettingsColumn,
  historyValueColumn,
  jsonColumn,
  matchLineupColumn,
  membersColumn,
  pairPlayersColumn,
  parColumn,
  roundClockColumn,
  storedPairPlayers,
} from '../src/db/json-column.js';
import { decodeAdjustment } from '../src/http/validate.js';

const at = { table: 'sessions', column: 'round_clock', id: 7 };

describe('jsonColumn', () => {
  it('returns what the server writes', () => {
    const clock = { round: 2, minutes: 15, endsAt: '2026-11-26T20:00:00.000Z', leftMs: null };
    expect(jsonColumn(roundClockColumn, JSON.stringify(clock), at)).toEqual(clock);
    expect(jsonColumn(boardsColumn, '[1,2,3]', at)).toEqual([1, 2, 3]);
    expect(jsonColumn(membersColumn, '["Ann","Bo"]', at)).toEqual(['Ann', 'Bo']);
    const players = [{ name: 'Ann', memberNo: null, playerId: 3 }];
    expect(jsonColumn(pairPlayersColumn, JSON.stringify(players), at)).toEqual(players);
  });

  it('names table, column and row when the text is not JSON', () => {
    const e = (() => {
      try {
        jsonColumn(roundClockColumn, '{"round":', at);
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(CorruptColumn);
    expect((e as CorruptColumn).code).toBe('corrupt-row');
    expect((e as CorruptColumn).at).toEqual(at);
    expect((e as Error).message).toMatch(/^sessions\.round_clock of row 7: not JSON/);
  });

  it('names the place in the value that has the wrong shape', () => {
    expect(() => jsonColumn(roundClockColumn, '{"round":"two","minutes":15,"endsAt":null,"leftMs":null}', at)).toThrow(
      /^sessions\.round_clock of row 7: not the shape the server writes at round: /,
    );
    expect(() => jsonColumn(boardsColumn, '[1,"x"]', { table: 'online_tables', column: 'boards', id: 4 })).toThrow(
      /^online_tables\.boards of row 4: not the shape the server writes at 1: /,
    );
    expect(() =>
      jsonColumn(membersColumn, 'null', { table: 'event_entries', column: 'members', id: 'event 1 entrant 2' }),
    ).toThrow(/^event_entries\.members of row event 1 entrant 2: /);
  });
});

describe('storedPairPlayers', () => {
  const pairAt = { table: 'pairs', column: 'players', id: 'session 1 pair 2' };
  it('reads NULL and the text null as no players, and checks a list', () => {
    expect(storedPairPlayers(null, pairAt)).toBeNull();
    expect(storedPairPlayers('null', pairAt)).toBeNull();
    const players = [{ name: 'Ann', memberNo: '1001', playerId: 3 }];
    expect(storedPairPlayers(JSON.stringify(players), pairAt)).toEqual(players);
    expect(() => storedPairPlayers('"Ann"', pairAt)).toThrow(/^pairs\.players of row session 1 pair 2: /);
  });
});

describe('the columns that were cast before (issue 16)', () => {
  const teams = {
    kind: 'teams',
    form: 'swiss',
    boardsPerMatch: 8,
    rounds: 5,
    segments: 1,
    vpScale: { kind: 'wbf-continuous' },
    tieBreaks: ['imp-quotient'],
    byeVp: 12,
    boards: { source: 'random' },
  };

  it('reads back what the server writes, keeping settings a newer build adds', () => {
    const ev = { table: 'events', column: 'settings', id: 3 };
    expect(jsonColumn(eventSettingsColumn, JSON.stringify(teams), ev)).toEqual(teams);
    const newer = { ...teams, barometer: false };
    expect(jsonColumn(eventSettingsColumn, JSON.stringify(newer), ev)).toEqual(newer);
    const pairs = { kind: 'pairs', aggregate: 'percent-sum' };
    expect(jsonColumn(eventSettingsColumn, JSON.stringify(pairs), ev)).toEqual(pairs);
    const lineup = { home: { open: ['Ann', 'Bo'], closed: ['Cy', 'Di'] } };
    expect(jsonColumn(matchLineupColumn, JSON.stringify(lineup), ev)).toEqual(lineup);
    const strains = { C: 7, D: 6, H: 9, S: 8, NT: 7 };
    const dd = { N: strains, E: strains, S: strains, W: strains };
    expect(jsonColumn(ddColumn, JSON.stringify(dd), ev)).toEqual(dd);
    const par = { score: 620, contracts: ['4H-N'], sides: 'NS' };
    expect(jsonColumn(parColumn, JSON.stringify(par), ev)).toEqual(par);
    expect(jsonColumn(historyValueColumn, '{"status":"confirmed","tricks":10}', ev)).toEqual({
      status: 'confirmed',
      tricks: 10,
    });
    expect(decodeAdjustment('{"kind":"artificial","ns":"A+","ew":"A-"}', 9)).toEqual({
      kind: 'artificial',
      ns: 'A+',
      ew: 'A-',
    });
  });

  it('names the row and the place of a value the server did not write', () => {
    expect(() =>
      jsonColumn(eventSettingsColumn, JSON.stringify({ ...teams, form: 'mitchell' }), {
        table: 'events',
        column: 'settings',
        id: 3,
      }),
    ).toThrow(/^events\.settings of row 3: not the shape the server writes at form: /);
    expect(() =>
      jsonColumn(matchLineupColumn, '{"away":{"open":["Ann"],"closed":["Cy","Di"]}}', {
        table: 'event_matches',
        column: 'lineup',
        id: 12,
      }),
    ).toThrow(/^event_matches\.lineup of row 12: not the shape the server writes at away\.open/);
    expect(() => jsonColumn(ddColumn, '{"N":{}}', { table: 'board_analysis', column: 'dd', id: '4/1' })).toThrow(
      /^board_analysis\.dd of row 4\/1: /,
    );
    expect(() =>
      jsonColumn(parColumn, '{"score":"620"}', { table: 'board_analysis', column: 'par', id: '4/1' }),
    ).toThrow(/^board_analysis\.par of row 4\/1: not the shape the server writes at score: /);
    expect(() => jsonColumn(historyValueColumn, '[1', { table: 'result_history', column: 'after', id: 5 })).toThrow(
      /^result_history\.after of row 5: not JSON/,
    );
    expect(() => decodeAdjustment('{"kind":"artificial","ns":"B"}', 9)).toThrow(
      /^results\.adjustment of row 9: not the shape the server writes/,
    );
  });
});
