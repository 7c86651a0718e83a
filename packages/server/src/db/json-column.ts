/**
 * JSON text columns read back with a schema: a row the server did not write (hand-edited, cut
 * short, from an older build) fails here with an error naming its table, column and row, instead
 * of a cast value failing later somewhere deep inside.
 */
import { z } from 'zod';
import { TIE_BREAKS } from '@stikk/scoring';
import { MOVEMENT_KINDS, type DDTableDto, type HandRecord, type PairPlayer, type RoundClock } from '../api/types.js';
import type { Movement } from '../domain/movement.js';
import {
  PAIRS_AGGREGATES,
  TEAMS_FORMS,
  type EventSettings,
  type MatchLineup,
  type TeamLineup,
  type VpScaleSetting,
} from '../api/events.js';

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

/**
 * `pairs.players` as stored: null when the pair was entered by names only (SQL NULL; older builds
 * wrote the JSON text `null`), otherwise the players, checked as {@link pairPlayersColumn}.
 */
export function storedPairPlayers(text: string | null, at: ColumnAt): PairPlayer[] | null {
  return text === null ? null : jsonColumn(pairPlayersColumn.nullable(), text, at);
}

/** `event_entries.members`: a team's players' names. */
export const membersColumn = z.array(z.string());

/** `online_tables.boards`: the board numbers a table plays, in order. */
export const boardsColumn = z.array(z.number().int());

/** One table in one round of a stored movement (`GuideEntry`). */
const guideEntry = z.object({
  round: z.number().int(),
  table: z.number().int(),
  ns: z.number().int().nullable(),
  ew: z.number().int().nullable(),
  boards: z.array(z.number().int()),
  arrowSwitch: z.literal(true).optional(),
  match: z.number().int().optional(),
  seats: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]).optional(),
  room: z.enum(['open', 'closed']).optional(),
});

/** `sessions.movement`: who sits where and plays which boards, as domain/movement.ts builds it. */
export const movementColumn: z.ZodType<Movement> = z.object({
  kind: z.enum([...MOVEMENT_KINDS, 'teams', 'individual']),
  tables: z.number().int(),
  rounds: z.number().int(),
  boardsPerRound: z.number().int(),
  pairs: z.number().int(),
  copies: z.number().int(),
  winners: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  notes: z.array(z.string()),
  shared: z.array(z.object({ round: z.number().int(), tables: z.array(z.number().int()) })),
  guide: z.array(guideEntry),
  sections: z
    .array(
      z.object({
        letter: z.string(),
        firstTable: z.number().int(),
        tables: z.number().int(),
        firstPair: z.number().int(),
        pairs: z.number().int(),
        name: z.string(),
      }),
    )
    .optional(),
});

/** How an event's boards are made, as stored. */
const boardsSetting = z.discriminatedUnion('source', [
  z.object({ source: z.literal('seeded'), seed: z.string() }),
  z.object({ source: z.literal('random') }),
]);

const vpScaleSetting: z.ZodType<VpScaleSetting> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wbf-continuous') }),
  z.object({
    kind: z.literal('discrete'),
    name: z.string(),
    rows: z.array(z.tuple([z.number(), z.number(), z.number()])),
  }),
]);

/**
 * `events.settings`: the settings as stored, every default filled in (routes/events.ts). Fields a
 * newer build adds are kept as they are (loose objects), not dropped.
 */
export const eventSettingsColumn: z.ZodType<EventSettings> = z.discriminatedUnion('kind', [
  z.looseObject({
    kind: z.literal('teams'),
    form: z.enum(TEAMS_FORMS),
    boardsPerMatch: z.number().int(),
    rounds: z.number().int(),
    segments: z.number().int(),
    vpScale: vpScaleSetting,
    tieBreaks: z.array(z.enum(TIE_BREAKS)),
    byeVp: z.number(),
    boards: boardsSetting,
    barometer: z.boolean().optional(),
  }),
  z.looseObject({ kind: z.literal('pairs'), aggregate: z.enum(PAIRS_AGGREGATES) }),
  z.looseObject({
    kind: z.literal('individual'),
    boardsPerRound: z.number().int(),
    rounds: z.number().int().optional(),
    boards: boardsSetting,
  }),
]);

const teamLineup: z.ZodType<TeamLineup> = z.object({
  open: z.tuple([z.string(), z.string()]),
  closed: z.tuple([z.string(), z.string()]),
});

/** `event_matches.lineup`: who of each team plays in which room (either team may be unset). */
export const matchLineupColumn: z.ZodType<MatchLineup> = z.object({
  home: teamLineup.optional(),
  away: teamLineup.optional(),
});

const ddStrains = z.object({ C: z.number(), D: z.number(), H: z.number(), S: z.number(), NT: z.number() });

/** `board_analysis.dd`: tricks declarer takes double dummy, by declarer seat and strain. */
export const ddColumn: z.ZodType<DDTableDto> = z.object({ N: ddStrains, E: ddStrains, S: ddStrains, W: ddStrains });

/** `board_analysis.par`: `@stikk/dds` par (score and contracts; its other fields kept as they are). */
export const parColumn: z.ZodType<NonNullable<HandRecord['par']>> = z.looseObject({
  score: z.number(),
  contracts: z.array(z.string()),
});

/** `result_history.before` and `.after`: the row before a change and what the change set. */
export const historyValueColumn = z.record(z.string(), z.unknown());
