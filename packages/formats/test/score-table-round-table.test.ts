/**
 * Round and table in a converted event's ScoreTable (club follow-up): Stikk's USEBIO carries each
 * traveller line's round and table, so a USEBIO → PBN conversion fills PBN's Round and Table
 * columns from it; a source that gives neither gets no column of dashes.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@stikk/core';
import {
  eventFromUsebio,
  parseUsebio,
  pbnScoreTable,
  scoredToUsebio,
  teamsPbnTables,
  writeUsebio,
} from '@stikk/formats';
import { scoreEvent, type EventResults, type TableResult } from '@stikk/scoring';

const teamsEvent = (): EventResults => ({
  kind: 'teams',
  method: 'teams',
  name: 'Liga',
  boards: [1, 2].map((board) => ({
    board,
    vulnerable: 'None' as const,
    results: (['Open', 'Closed'] as const).map(
      (room, i): TableResult => ({
        round: 1,
        table: String(i + 1),
        room,
        ns: room === 'Open' ? '1' : '2',
        ew: room === 'Open' ? '2' : '1',
        contract: '4S',
        declarer: 'N',
        tricks: 10 - i,
        scoreNS: i === 0 ? 420 : -50,
      }),
    ),
  })),
  participants: ['1', '2'].map((id) => ({ id, names: [`Lag ${id}`] })),
});

const column = (t: { columns: readonly { name: string }[]; rows: readonly (readonly string[])[] }, name: string) => {
  const i = t.columns.findIndex((c) => c.name === name);
  return i < 0 ? null : t.rows.map((r) => r[i]);
};

describe('ScoreTable round and table columns', () => {
  it('a teams event through USEBIO keeps each line’s round and table; the PBN ScoreTable has them', () => {
    const xml = writeUsebio(scoredToUsebio(unwrap(scoreEvent(teamsEvent())), { name: 'Liga' }));
    expect(xml).toContain('<ROUND_NUMBER>1</ROUND_NUMBER>');
    const back = unwrap(eventFromUsebio(unwrap(parseUsebio(xml))));
    expect(back.boards[0].results.map((r) => [r.round, r.table])).toEqual([
      [1, '1'],
      [1, '2'],
    ]);
    const tables = teamsPbnTables(unwrap(parseUsebio(xml)))!;
    const st = tables.boards.get('|1')!;
    expect(column(st, 'Round')).toEqual(['1', '1']);
    expect(column(st, 'Table')).toEqual(['1', '2']);
  });

  it('a source without rounds or tables gets neither column (no column of dashes)', () => {
    const ev = teamsEvent();
    const bare: EventResults = {
      ...ev,
      boards: ev.boards.map((b) => ({ ...b, results: b.results.map(({ round, table, ...r }) => r) })),
    };
    const scored = unwrap(scoreEvent(bare));
    const st = pbnScoreTable(bare.boards[0], scored.boards[0], 'teams');
    expect(st.columns.map((c) => c.name).slice(0, 3)).toEqual(['TeamId_Home', 'TeamId_Away', 'Room']);
    expect(st.rows.every((r) => r.length === st.columns.length)).toBe(true);
    // Only some rows say: the column is written, the others a dash.
    const some: EventResults = {
      ...bare,
      boards: bare.boards.map((b) => ({
        ...b,
        results: b.results.map((r, i) => (i === 0 ? { ...r, table: '7' } : r)),
      })),
    };
    const st2 = pbnScoreTable(some.boards[0], unwrap(scoreEvent(some)).boards[0], 'teams');
    expect(column(st2, 'Round')).toBeNull();
    expect(column(st2, 'Table')).toEqual(['7', '-']);
  });
});
