/** JSON text columns read with a schema (db/json-column.ts): a corrupt row is named, not cast. */
import { describe, expect, it } from 'vitest';
import {
  boardsColumn,
  CorruptColumn,
  jsonColumn,
  membersColumn,
  pairPlayersColumn,
  roundClockColumn,
} from '../src/db/json-column.js';

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
