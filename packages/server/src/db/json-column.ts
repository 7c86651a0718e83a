/**
 * JSON text columns read back with a schema: a row the server did not write (hand-edited, cut
 * short, from an older build) fails here with an error naming its table, column and row, instead
 * of a cast value failing later somewhere deep inside.
 */
import { z } from 'zod';
import type { PairPlayer, RoundClock } from '../api/types.js';

/** Where a JSON column value was read: its table, column and the row's id. */
export interface ColumnAt {
  readonly table: string;
  readonly column: string;
  readonly id: number | string;
}

/** A stored JSON column that is not JSON, or not of the shape the server writes there. */
export class CorruptColumn extends Error {
  /** Stable code for logs and error answers. */
  readonly code = 'corrupt-row';
  constructor(
    readonly at: ColumnAt,
    detail: string,
  ) {
    super(`${at.table}.${at.column} of row ${at.id}: ${detail}`);
    this.name = 'CorruptColumn';
  }
}

/** Parses a JSON column's text and checks it against `schema`; a {@link CorruptColumn} names the row otherwise. */
export function jsonColumn<S extends z.ZodType>(schema: S, text: string, at: ColumnAt): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CorruptColumn(at, `not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const r = schema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0];
    const path = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new CorruptColumn(at, `not the shape the server writes${path}: ${issue.message}`);
  }
  return r.data;
}

/** `sessions.round_clock`. */
export const roundClockColumn: z.ZodType<RoundClock> = z.object({
  round: z.number().int(),
  minutes: z.number(),
  endsAt: z.string().nullable(),
  leftMs: z.number().nullable(),
});

/** `pairs.players` (who a pair's players are, as registered). */
export const pairPlayersColumn: z.ZodType<PairPlayer[]> = z.array(
  z.object({ name: z.string(), memberNo: z.string().nullable(), playerId: z.number().int().nullable() }),
);

/** `event_entries.members`: a team's players' names. */
export const membersColumn = z.array(z.string());

/** `online_tables.boards`: the board numbers a table plays, in order. */
export const boardsColumn = z.array(z.number().int());
