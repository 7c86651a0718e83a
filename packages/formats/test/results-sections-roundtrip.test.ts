/**
 * Round trips of what the server's exports carry (issue 17): a split score (Law 12C1(b)) in
 * USEBIO, two sections scored across the field in PBN and USEBIO, and a listed pair with no
 * scored board, which stays in the results (unranked) instead of dropping out of the file.
 */
import { describe, expect, it } from 'vitest';
import {
  eventFromPbn,
  eventFromUsebio,
  parsePbn,
  parseUsebio,
  pbnScoreTable,
  pbnTotalScoreTable,
  scoredToUsebio,
  writeUsebio,
} from '@stikk/formats';
import { scoreEvent, type EventResults, type ScoredEvent, type ScoringSettings } from '@stikk/scoring';

const score = (ev: EventResults, o: Partial<ScoringSettings> = {}): ScoredEvent => {
  const r = scoreEvent(ev, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const viaUsebio = (s: ScoredEvent): EventResults => {
  const u = parseUsebio(writeUsebio(scoredToUsebio(s, { name: 'x' })));
  if (!u.ok) throw new Error(u.error.message);
  const ev = eventFromUsebio(u.value);
  if (!ev.ok) throw new Error(ev.error.message);
  return ev.value;
};
const totals = (s: ScoredEvent) =>
  s.ranking.map((e) => `${e.section ?? ''}${e.direction ?? ''}${e.id}:${e.rank}:${e.total}`).sort();

const sectioned: EventResults = {
  kind: 'pairs',
  boards: [
    {
      board: 1,
      section: 'A',
      results: [
        { ns: '1', ew: '2', scoreNS: 420 },
        { ns: '3', ew: '4', scoreNS: 100 },
      ],
    },
    {
      board: 1,
      section: 'B',
      results: [
        { ns: '1', ew: '2', scoreNS: 450 },
        { ns: '3', ew: '4', scoreNS: -50 },
      ],
    },
  ],
  participants: ['A', 'B'].flatMap((section) =>
    ['1', '2', '3', '4', '5'].map((id) => ({
      id,
      section,
      names: [`${section}${id}`],
      direction: Number(id) % 2 ? ('NS' as const) : ('EW' as const),
    })),
  ),
};

describe('exports read back as scored', () => {
  it('a split score in USEBIO: each side on its own score', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        {
          board: 1,
          results: [
            { ns: '1', ew: '2', scoreNS: 420, scoreNSForEW: 100 },
            { ns: '3', ew: '4', scoreNS: 200 },
            { ns: '5', ew: '6', scoreNS: 150 },
          ],
        },
      ],
    };
    const s = score(ev, { winners: 2 });
    const xml = writeUsebio(scoredToUsebio(s));
    expect(xml).toContain('<EW_SCORE>-100</EW_SCORE>');
    const back = score(viaUsebio(s), { winners: 2 });
    expect(totals(back)).toEqual(totals(s));
    // EW pair 2 is scored on NS +100: it beats the 200 and the 150 (4 of 4), not on 420 (0).
    expect(s.ranking.find((e) => e.id === '2')!.total).toBe(4);
  });

  it('sections scored across, and a pair without a board, survive PBN and USEBIO', () => {
    const s = score(sectioned, { winners: 2, sectionScoring: 'across', neuberg: false });
    expect(s.sectionScoring).toBe('across');
    // Pair 5 of each section played nothing: listed, unranked.
    const five = s.ranking.filter((e) => e.id === '5');
    expect(five.map((e) => [e.section, e.rank, e.boards])).toEqual([
      ['A', 0, 0],
      ['B', 0, 0],
    ]);
    expect(s.ranking.find((e) => e.id === '1' && e.section === 'B')!.total).toBe(6); // 450 tops the field of 4
    const fromUsebio = score(viaUsebio(s), { neuberg: false });
    expect(totals(fromUsebio)).toEqual(totals(s));
    // PBN: one game per section, a TotalScoreTable each, the across rule in a META line.
    const tag = (
      name: string,
      value: string,
      table?: { columns: readonly { name: string }[]; rows: readonly (readonly string[])[] },
    ) => ({
      name,
      value,
      line: 0,
      ...(table ? { table } : {}),
    });
    const games = ['A', 'B'].map((sec, i) => ({
      line: i,
      tags: [
        tag('Event', 'x'),
        tag('Section', sec),
        tag('Board', '1'),
        tag('Scoring', 'MP'),
        tag('ScoreTable', '', pbnScoreTable(sectioned.boards[i], s.boards[i], 'matchpoints')),
        tag('TotalScoreTable', '', pbnTotalScoreTable(s, sec)),
      ],
    }));
    const ev = eventFromPbn({ games, directives: [{ text: ' <META name=SectionScoring content="Across">' }] });
    if (!ev.ok) throw new Error(ev.error.message);
    expect(ev.value.settings?.sectionScoring).toBe('across');
    expect(totals(score(ev.value, { neuberg: false }))).toEqual(totals(s));
    void parsePbn;
  });
});
