/**
 * `sessions.movement` read with a schema (db/json-column.ts): what the server stores comes back
 * whole; a row of another shape is named.
 */
import { describe, expect, it } from 'vitest';
import { CorruptColumn, jsonColumn, movementColumn } from '../src/db/json-column.js';
import { buildMovement, type Movement, withArrowSwitch } from '../src/domain/movement.js';
import { joinSections } from '../src/domain/sections.js';

const at = { table: 'sessions', column: 'movement', id: 9 };

function built(m: ReturnType<typeof buildMovement>): Movement {
  if ('field' in m) throw new Error(m.message);
  return m;
}

describe('movementColumn', () => {
  it('reads back every kind of movement the server builds, unchanged', () => {
    const howell = built(buildMovement('howell', 3, 2));
    const mitchell = built(buildMovement('mitchell', 4, 2, undefined, 7));
    const arrow = built(withArrowSwitch(mitchell, [mitchell.rounds]));
    const sections = joinSections([built(buildMovement('mitchell', 3, 3)), built(buildMovement('mitchell', 3, 3))]);
    for (const mv of [howell, mitchell, arrow, sections]) {
      expect(jsonColumn(movementColumn, JSON.stringify(mv), at)).toEqual(mv);
    }
    expect(sections.sections?.length).toBe(2);
    expect(arrow.guide.some((g) => g.arrowSwitch)).toBe(true);
    expect(mitchell.guide.some((g) => g.ns === null || g.ew === null)).toBe(true);
  });

  it('names the row and the place when a stored movement is not one the server writes', () => {
    const mv = built(buildMovement('howell', 3, 2));
    const broken = JSON.stringify({ ...mv, guide: [{ ...mv.guide[0], boards: 'all' }] });
    expect(() => jsonColumn(movementColumn, broken, at)).toThrow(CorruptColumn);
    expect(() => jsonColumn(movementColumn, broken, at)).toThrow(
      /^sessions\.movement of row 9: not the shape the server writes at guide\.0\.boards: /,
    );
    expect(() => jsonColumn(movementColumn, JSON.stringify({ ...mv, tables: undefined }), at)).toThrow(/at tables/);
  });
});
