import { describe, expect, it } from 'vitest';
import {
  barometer,
  checkMovementJson,
  howell,
  individual,
  mitchell,
  teamsRoundRobin,
  movementToJson,
  parseMovement,
  validateMovement,
  type Movement,
  type PairEntry,
  type PairMovement,
} from '../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A tiny hand-written movement: 2 tables, 2 rounds, pairs 1–4, boards 1–8 (each played once). */
function small(schedule: PairEntry[], extra: Partial<PairMovement> = {}): PairMovement {
  return {
    form: 'pairs',
    movement: 'custom',
    name: 'test',
    tables: 2,
    rounds: 2,
    boards: 8,
    boardsPerRound: 2,
    sets: [1, 2, 3, 4].map((set) => ({ set, boards: [2 * set - 1, 2 * set], copies: 1 })),
    participants: ['1', '2', '3', '4'].map((id) => ({ id, kind: 'pair' as const })),
    schedule,
    ...extra,
  };
}

const good: PairEntry[] = [
  { round: 1, table: 1, ns: '1', ew: '2', boards: [1, 2] },
  { round: 1, table: 2, ns: '3', ew: '4', boards: [3, 4] },
  { round: 2, table: 1, ns: '1', ew: '4', boards: [5, 6] },
  { round: 2, table: 2, ns: '3', ew: '2', boards: [7, 8] },
];

describe('validator', () => {
  it('accepts a sound movement and counts plays', () => {
    const r = validateMovement(small(good, { plays: 1 }));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.playCounts).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1 });
  });

  it('names the round, table and pair that plays a board twice', () => {
    const bad = good.map((e) =>
      e.round === 2 && e.table === 1 ? { ...e, boards: [1, 2] } : e.round === 2 ? { ...e, boards: [3, 4] } : e,
    );
    const r = validateMovement(small(bad));
    const replay = r.errors.filter((e) => e.code === 'board-replayed');
    expect(replay.length).toBeGreaterThan(0);
    expect(replay[0]).toMatchObject({ round: 2, table: 1, participant: '1', board: 1 });
    expect(replay[0].message).toContain('round 2, table 1');
    expect(replay[0].message).toContain('round 1, table 1');
  });

  it('finds table clashes and a pair at two tables', () => {
    const r = validateMovement(small([...good, { round: 1, table: 1, ns: '2', ew: '3', boards: [1, 2] }]));
    expect(r.errors.map((e) => e.code)).toContain('table-clash');
    expect(r.errors.find((e) => e.code === 'participant-clash')).toMatchObject({ round: 1, participant: '2' });
    const self = validateMovement(small([{ ...good[0], ew: '1' }, ...good.slice(1)]));
    expect(self.errors.map((e) => e.code)).toContain('same-participant-twice');
  });

  it('rejects out-of-range rounds and tables, unknown pairs and boards', () => {
    const r = validateMovement(small([...good.slice(0, 3), { round: 3, table: 4, ns: '9', ew: '2', boards: [9] }]));
    const codes = r.errors.map((e) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining(['round-out-of-range', 'table-out-of-range', 'unknown-participant', 'unknown-board']),
    );
  });

  it('board sets: sharing needs enough boards; a set on the bye stand is not at a table', () => {
    // Both tables want set 1 in round 1 with one copy of one-board sets: no way to share.
    const shared = small(
      [
        { round: 1, table: 1, ns: '1', ew: '2', boards: [1] },
        { round: 1, table: 2, ns: '3', ew: '4', boards: [1] },
      ],
      { rounds: 1, boards: 1, boardsPerRound: 1, sets: [{ set: 1, boards: [1], copies: 1 }] },
    );
    expect(validateMovement(shared).errors.find((e) => e.code === 'board-shortage')).toMatchObject({
      round: 1,
      board: 1,
    });
    // With two copies (duplicated boards) it is fine.
    expect(validateMovement({ ...shared, sets: [{ set: 1, boards: [1], copies: 2 }] }).ok).toBe(true);
    const onStand = small(good, { stands: [{ round: 1, kind: 'bye', set: 2, tables: [1, 2] }] });
    expect(validateMovement(onStand).errors.find((e) => e.code === 'board-on-stand')).toMatchObject({
      round: 1,
      table: 2,
    });
  });

  it('each board the intended number of times', () => {
    const r = validateMovement(small(good.slice(0, 3), { plays: 1 }));
    const pc = r.errors.filter((e) => e.code === 'play-count');
    expect(pc.map((e) => e.board)).toEqual([7, 8]);
    expect(pc[0].message).toBe('board 7 is played 0 times, the movement intends 1');
    expect(validateMovement(small(good.slice(0, 3))).warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['uneven-plays', 'missing-entry']),
    );
  });

  it('catches a broken generated movement: one EW pair moved to the wrong table in a Mitchell', () => {
    const m = must(mitchell({ tables: 7 }));
    const schedule = m.schedule.map((e) => (e.round === 3 && e.table === 2 ? { ...e, ew: '1EW' } : e));
    const r = validateMovement({ ...m, schedule });
    expect(r.ok).toBe(false);
    expect(r.errors.some((e) => e.code === 'participant-clash' && e.participant === '1EW' && e.round === 3)).toBe(true);
  });
});

describe('JSON', () => {
  it('the CLI shape: movement, tables, rounds, boards, schedule with ns/ew ids', () => {
    const m = must(howell({ tables: 5, boardsPerRound: 3 }));
    const j = JSON.parse(movementToJson(m));
    expect(j).toMatchObject({ movement: 'howell', tables: 5, rounds: 9, boards: 27 });
    expect(j.schedule.length).toBe(45);
    expect(j.schedule[0]).toMatchObject({ round: 1, table: 1, boards: [1, 2, 3] });
    expect(typeof j.schedule[0].ns).toBe('string');
  });

  it('round-trips every generated kind through parseMovement and still validates', () => {
    const kinds: Movement[] = [
      must(howell({ pairs: 9 })),
      must(mitchell({ tables: 8, arrowSwitch: 'board-per-round' })),
      must(teamsRoundRobin({ teams: 5 })),
      must(individual({ players: 13 })),
      must(barometer({ tables: 4 })),
    ];
    for (const m of kinds) {
      const back = must(parseMovement(movementToJson(m)));
      expect(back).toEqual(JSON.parse(JSON.stringify(m)));
      expect(validateMovement(back).ok).toBe(true);
    }
  });

  it('accepts the minimal form a director types, inferring the rest', () => {
    const text = JSON.stringify({ movement: 'howell', schedule: good });
    const r = checkMovementJson(text);
    expect(r.ok).toBe(true);
    expect(r.movement).toMatchObject({ tables: 2, rounds: 2, boards: 8, boardsPerRound: 2 });
    expect(r.movement!.participants.map((p) => p.id)).toEqual(['1', '2', '3', '4']);
    const ind = checkMovementJson({ schedule: [{ round: 1, table: 1, n: 1, e: 2, s: 3, w: 4, boards: [1] }] });
    expect(ind.ok).toBe(true);
    expect(ind.movement!.form).toBe('individual');
  });

  it('shape errors carry the JSON path', () => {
    const cases: Array<[unknown, string]> = [
      ['{', ''],
      [[], '$'],
      [{ schedule: 3 }, 'schedule'],
      [{ schedule: [{ round: 0, table: 1, boards: [] }] }, 'schedule[0].round'],
      [{ schedule: [{ round: 1, table: 1, ns: 'a', ew: 'b', boards: [1, 'x'] }] }, 'schedule[0].boards'],
      [{ schedule: [{ round: 1, table: 1, ns: {}, ew: 'b', boards: [1] }] }, 'schedule[0].ns'],
      [{ tables: -1, schedule: [] }, 'tables'],
    ];
    for (const [input, path] of cases) {
      const r = parseMovement(input);
      expect(r.ok).toBe(false);
      if (!r.ok && path) expect(r.error.path).toBe(path);
    }
    expect(checkMovementJson({ schedule: 1 }).errors[0]).toMatchObject({ code: 'invalid-field', path: 'schedule' });
  });
});
