/**
 * Shared places in the exports (issue 17). PBN's TotalScoreTable writes a shared place as Ruter
 * does, Rank 1 and RankTie 2; USEBIO's PLACE is the first place of the tie, as Compscore writes it
 * (tied pairs both "6", the next "8"). Read back and scored again, either file gives the same places
 * ("1–2") as the scored event. The places are worked out by hand in the fixtures' comments.
 */
import { describe, expect, it } from 'vitest';
import {
  eventFromPbn,
  eventFromUsebio,
  parsePbn,
  parseUsebio,
  PbnGame,
  pbnScoreTable,
  pbnTotalScoreTable,
  printColumnSpec,
  printPbn,
  scoredToUsebio,
  writeUsebio,
  type PbnTable,
  type PbnTag,
} from '@stikk/formats';
import { scoreEvent, type EventResults, type ScoredEvent, type ScoringSettings } from '@stikk/scoring';
import { FIELD, MITCHELL } from '../../scoring/test/fixtures/ranking-ties.js';

const score = (ev: EventResults, o: Partial<ScoringSettings>): ScoredEvent => {
  const r = scoreEvent(ev, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const places = (s: ScoredEvent) => Object.fromEntries(s.ranking.map((e) => [e.id, e.rankText]));

/** The event as a PBN file: one game per board with its ScoreTable, the TotalScoreTable in the first. */
function pbnOf(ev: EventResults, s: ScoredEvent, scoring: string): string {
  const tag = (name: string, value: string, table?: PbnTable): PbnTag => ({
    name,
    value,
    raw: value,
    line: 0,
    column: 0,
    section: [],
    sectionAt: [],
    comments: [],
    ...(table ? { table } : {}),
  });
  const tableTag = (name: string, table: PbnTable) => tag(name, printColumnSpec(table.columns), table);
  const games = ev.boards.map(
    (b, i) =>
      new PbnGame(
        [
          tag('Event', 'ties'),
          tag('Board', String(b.board)),
          tag('Scoring', scoring),
          tableTag('ScoreTable', pbnScoreTable(b, s.boards[i]!, s.method)),
          ...(i === 0 ? [tableTag('TotalScoreTable', pbnTotalScoreTable(s))] : []),
        ],
        0,
      ),
  );
  return printPbn({ games });
}

const cases = [
  {
    name: 'two-winner Mitchell, matchpoints',
    ev: MITCHELL,
    settings: { winners: 2, neuberg: false } as const,
    scoring: 'MP',
    // id → Rank, RankTie, USEBIO PLACE
    expected: {
      '1N': ['1', '2', '1'],
      '2N': ['1', '2', '1'],
      '3N': ['3', '-', '3'],
      '2E': ['1', '-', '1'],
      '1E': ['2', '3', '2'],
      '3E': ['2', '3', '2'],
    },
  },
  {
    name: 'cross-IMPs',
    ev: FIELD,
    settings: { method: 'cross-imps', winners: 1 } as const,
    scoring: 'Cross-IMP',
    expected: {
      '6': ['1', '-', '1'],
      '1': ['2', '3', '2'],
      '3': ['2', '3', '2'],
      '2': ['4', '5', '4'],
      '4': ['4', '5', '4'],
      '5': ['6', '-', '6'],
    },
  },
  {
    name: 'Butler',
    ev: FIELD,
    settings: { method: 'butler', winners: 1, butlerDrop: 0 } as const,
    scoring: 'Butler',
    expected: {
      '6': ['1', '-', '1'],
      '1': ['2', '3', '2'],
      '3': ['2', '3', '2'],
      '2': ['4', '5', '4'],
      '4': ['4', '5', '4'],
      '5': ['6', '-', '6'],
    },
  },
];

describe('shared places in PBN and USEBIO', () => {
  for (const c of cases)
    it(`${c.name}: Rank/RankTie, PLACE, and the same places read back`, () => {
      const s = score(c.ev, c.settings);
      const t = pbnTotalScoreTable(s);
      const col = (n: string) => t.columns.findIndex((x) => x.name === n);
      const id = col('PairId');
      expect(Object.fromEntries(t.rows.map((r) => [r[id], [r[col('Rank')], r[col('RankTie')]]]))).toEqual(
        Object.fromEntries(Object.entries(c.expected).map(([k, v]) => [k, v.slice(0, 2)])),
      );
      const u = scoredToUsebio(s, { name: 'ties' });
      expect(Object.fromEntries(u.participants.map((p) => [p.number, p.fields.PLACE]))).toEqual(
        Object.fromEntries(Object.entries(c.expected).map(([k, v]) => [k, v[2]])),
      );

      // Read back and scored again: the places as printed ("1–2") are the scored event's.
      const pbn = parsePbn(pbnOf(c.ev, s, c.scoring));
      if (!pbn.ok) throw new Error(pbn.error.message);
      const fromPbn = eventFromPbn(pbn.value);
      if (!fromPbn.ok) throw new Error(fromPbn.error.message);
      expect(places(score(fromPbn.value, c.settings))).toEqual(places(s));
      const xml = parseUsebio(writeUsebio(u));
      if (!xml.ok) throw new Error(xml.error.message);
      const fromUsebio = eventFromUsebio(xml.value);
      if (!fromUsebio.ok) throw new Error(fromUsebio.error.message);
      expect(places(score(fromUsebio.value, c.settings))).toEqual(places(s));
    });
});
