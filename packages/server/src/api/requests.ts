/**
 * HTTP request bodies as zod schemas: the routes validate with them, and api/types.ts derives the
 * request types from them (`z.infer`), so a body's check and its type are one definition.
 */
import { z } from 'zod';
import { REGULATION_IDS } from '@stikk/laws';
import { TIE_BREAKS } from '@stikk/scoring';
import {
  adjustment,
  boardNo,
  DB_INT_MAX,
  freeText,
  name,
  pairNo,
  resultEntry,
  roundNo,
  seat,
} from '../http/validate.js';
import { MOVEMENT_KINDS, ROLES, SECTION_SCORING, SESSION_SCORING } from './types.js';
import { PAIRS_AGGREGATES, TEAMS_FORMS } from './events.js';
import { EDITIONS, IRREGULARITY_MODES } from '../online/irregularities.js';
import { MAX_SECTIONS } from '../domain/sections.js';
import { normalizeTableCode, TABLE_CODE_HINT } from '../domain/table-codes.js';

export const email = z.string().trim().toLowerCase().email('is not an e-mail address').max(200);
const password = z.string().min(8, 'must be at least 8 characters').max(200);

/** `POST /api/auth/register`. */
export const registerRequest = z.object({ email, password, name }).strict();
/** `POST /api/auth/login` (any length up to 200: old passwords are not re-checked against today's rule). */
export const loginRequest = z.object({ email, password: z.string().max(200) }).strict();
/** `POST /api/clubs`. */
export const createClubRequest = z.object({ name }).strict();
/** `POST /api/clubs/:club/members`: add a user by e-mail, or change a member's role. */
export const addMemberRequest = z.object({ email, role: z.enum(ROLES) }).strict();

/** `POST /api/sessions/:id/clock`: start, pause, resume or stop the round clock. */
export const roundClockRequest = z
  .object({
    action: z.enum(['start', 'pause', 'resume', 'stop']),
    round: z.number().int().min(1).max(60).optional(),
    minutes: z.number().min(1).max(120).optional(),
  })
  .strict();

/** `POST /api/online/tables`. */
export const createOnlineTableRequest = z
  .object({
    /** Board numbers to play in order (dealer and vulnerability by Law 2). */
    boards: z
      .array(z.number().int().min(1).max(9999))
      .min(1)
      .max(64)
      .refine((b) => new Set(b).size === b.length, 'must not repeat a board')
      .readonly(),
    /** Reproducible deals from a seed (keyed on the server's deal secret, deal-secret.ts); random when absent. */
    seed: z.string().min(1).max(200).optional(),
    name: name.optional(),
    /** Whether anyone may watch (kibitzers see only what the laws make public). */
    kibitzers: z.boolean().optional(),
    /**
     * `prevent` (default): an irregular act is refused with its law. `allow` (practice and teaching
     * tables, director-run events): it is kept and the law's rectification waits for the director.
     */
    irregularities: z.enum(IRREGULARITY_MODES).optional(),
    /** The edition of the Laws played and ruled at the table: `2017` (default) or `2007` (e.g. Norway's texts). */
    edition: z.enum(EDITIONS).optional(),
    /**
     * Seats any logged-in player may take (`POST …/claim` without the seat's link) while nobody
     * holds them. Every other seat is by invitation: only its link (token) seats a player.
     */
    openSeats: z
      .array(seat)
      .max(4)
      .refine((x) => new Set(x).size === x.length, 'must not repeat a seat')
      .readonly()
      .optional(),
  })
  .strict();

/** `POST /api/online/tables/:id/claim`: the seat, and its current token unless it is an open seat. */
export const claimSeatRequest = z.object({ seat, token: z.string().min(1).max(100).optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Club sessions
// ---------------------------------------------------------------------------------------------

/** A player at session set-up: a member number from the register, or a visitor's name. */
const pairPlayer = z.union([
  z.object({ memberNo: z.string().trim().min(1).max(20) }).strict(),
  z.object({ name }).strict(),
]);

/** Minutes of a Law 79C correction period (up to a week). */
const correctionMinutes = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 60);

/** One section asked for at session set-up: its tables or pairs (else the session's movement's). */
export const sectionRequest = z
  .object({
    tables: z.number().int().min(2).max(30).optional(),
    pairs: z.number().int().min(3).max(60).optional(),
  })
  .strict();

/** `POST /api/clubs/:club/sessions` (and, without pairs and eventName, a session of an event). */
export const createSessionRequest = z
  .object({
    name,
    scoring: z.enum(SESSION_SCORING).optional(),
    eventName: name.optional(),
    movement: z
      .object({
        kind: z.enum(MOVEMENT_KINDS),
        tables: z.number().int().min(2).max(30),
        boardsPerRound: z.number().int().min(1).max(8),
        rounds: z.number().int().min(1).max(60).optional(),
        pairs: z.number().int().min(3).max(60).optional(),
        arrowSwitch: z.array(z.number().int().min(1).max(60)).max(60).optional(),
      })
      .strict(),
    boards: z.discriminatedUnion('source', [
      z.object({ source: z.literal('seeded'), seed: z.string().min(1).max(200) }).strict(),
      z.object({ source: z.literal('random') }).strict(),
      z.object({ source: z.literal('pbn'), pbn: z.string().min(1).max(2_000_000) }).strict(),
    ]),
    pairs: z
      .array(
        z.union([
          z.object({ names: name }).strict(),
          z.object({ players: z.tuple([pairPlayer, pairPlayer]) }).strict(),
          z.null(),
        ]),
      )
      .max(4 * 60) // up to four sections of 60 pairs
      .optional(),
    correctionMinutes: correctionMinutes.optional(),
    sections: z.array(sectionRequest).min(1).max(MAX_SECTIONS).optional(),
    sectionScoring: z.enum(SECTION_SCORING).optional(),
    regulation: z.enum(REGULATION_IDS).optional(),
  })
  .strict();

/** Law 79C2: a correction after the period, with the organiser's approval and the director's certainty. */
export const lateCorrection = z.object({ approvedBy: name, beyondDoubt: z.literal(true) }).strict();

/**
 * `PUT /api/sessions/:id/results/:resultId`: the director's result. The entry's fields are taken
 * as they come here and checked as a result entry (http/validate.ts `resultEntry`) after.
 */
export const directorOverrideRequest = z
  .object({
    contract: z.string(),
    declarer: z.unknown(),
    lead: z.unknown(),
    tricks: z.unknown(),
    note: freeText.optional(),
    lateCorrection: lateCorrection.optional(),
  })
  .strict();

/** `POST /api/sessions/:id/results/:resultId/adjust`: an adjusted score (Law 12), its law and a note. */
export const adjustRequest = z
  .object({
    adjustment,
    law: z.string().regex(/^\d{1,2}[A-Z]?\d?(\([a-z]\))?$/, 'is not a law number like 12C1(c)'),
    note: freeText.optional(),
    lateCorrection: lateCorrection.optional(),
  })
  .strict();

/** `POST /api/sessions/:id/penalties`: a procedural penalty (Law 90) in percent of a top or in IMPs. */
export const penaltyRequest = z
  .object({
    pair: pairNo,
    percentOfTop: z.number().int().min(1).max(100).optional(),
    imps: z.number().positive().max(100).multipleOf(0.5).optional(),
    law: z.string().regex(/^\d{1,2}[A-Z]?\d?$/, 'is not a law number like 90'),
    reason: freeText,
  })
  .strict();

/** `POST /api/sessions/:id/appeals` (Law 92); the route bounds `pair` by the session's pairs. */
export const appealRequest = z
  .object({
    pair: pairNo,
    board: boardNo,
    reason: freeText.refine((s) => s.trim().length > 0, 'must not be empty'),
  })
  .strict();

/** `PUT /api/sessions/:id/appeals/:appealId`: the decision (Law 93), with any adjusted score. */
export const appealDecisionRequest = z
  .object({
    decision: z.enum(['upheld', 'dismissed', 'adjusted']),
    text: freeText,
    adjustment: adjustment.optional(),
    resultId: z.number().int().positive().max(DB_INT_MAX, 'is not an id').optional(),
  })
  .strict();

/** `POST /api/sessions/:id/publish`: final or provisional, the correction period, and `confirm`. */
export const publishRequest = z
  .object({
    correctionMinutes: correctionMinutes.optional(),
    final: z.boolean().optional(),
    confirm: z.boolean().optional(),
  })
  .strict();

/** `POST /api/rulings/assist`: a table log (shared/TABLE-LOG.md), checked by the fold itself. */
export const rulingRequest = z.object({ log: z.unknown() }).strict();

// ---------------------------------------------------------------------------------------------
// The club's player register
// ---------------------------------------------------------------------------------------------

/** A federation member number: 1–20 letters, digits, `.`, `-` or `/`. */
const memberNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.\-/]{1,20}$/, 'is not 1–20 letters, digits, . - /');

/** `POST /api/clubs/:club/players`. */
export const createPlayerRequest = z
  .object({ name, memberNo: memberNo.optional(), homeClub: name.optional() })
  .strict();

/**
 * `POST /api/clubs/:club/players/import`: the register as CSV text (its length is checked with the rest of the
 * file, so that a file too long is worded like its other problems: `invalid-csv`, `problem` `too-long`).
 */
export const importPlayersRequest = z.object({ csv: z.string() }).strict();

// ---------------------------------------------------------------------------------------------
// Table terminal
// ---------------------------------------------------------------------------------------------

/** `POST /api/terminal/join`: the table's code (any case, spaces or dashes anywhere), in its stored spelling. */
export const terminalJoinRequest = z
  .object({
    code: z
      .string()
      .max(40)
      .transform(normalizeTableCode)
      .refine((c): c is string => c !== null, TABLE_CODE_HINT),
  })
  .strict();

/** A board of a round at the table. */
const position = z.object({ round: roundNo, board: boardNo });

/** `POST /api/terminal/results`: a board's result as entered at the table. */
export const terminalResultRequest = resultEntry.and(position);

/** `POST /api/terminal/confirm`: the board whose result the table confirms. */
export const terminalConfirmRequest = position.strict();

/** `POST /api/terminal/director`: a call for the director, with an optional reason. */
export const directorCallRequest = z.object({ reason: freeText.optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Events (pairs over several sessions, teams, individuals)
// ---------------------------------------------------------------------------------------------

/** A team's number in an event. */
const teamNo = z.number().int().positive().max(1000);
/** A discrete VP scale's row: [minimum IMP margin, winner's VP, loser's VP]. */
const vpRow = z.tuple([z.number().min(0).max(1000), z.number().min(0).max(100), z.number().min(0).max(100)]);

/** How an event's boards are made: dealt from a seed, or at random. */
const boardsSource = z.discriminatedUnion('source', [
  z.object({ source: z.literal('seeded'), seed: z.string().min(1).max(200) }).strict(),
  z.object({ source: z.literal('random') }).strict(),
]);

const teamsSettings = z
  .object({
    kind: z.literal('teams'),
    form: z.enum(TEAMS_FORMS),
    boardsPerMatch: z.number().int().min(2).max(64),
    rounds: z.number().int().min(1).max(60).optional(),
    segments: z.number().int().min(1).max(16).optional(),
    vpScale: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('wbf-continuous') }).strict(),
        z
          .object({ kind: z.literal('discrete'), name, rows: z.array(vpRow).min(1).max(200) })
          .strict()
          .refine((s) => s.rows[0][0] === 0, { message: 'the first row is for a margin of 0', path: ['rows', 0] })
          .refine((s) => s.rows.every((r, i) => i === 0 || r[0] > s.rows[i - 1][0]), {
            message: 'margins must ascend',
            path: ['rows'],
          }),
      ])
      .optional(),
    tieBreaks: z.array(z.enum(TIE_BREAKS)).max(5).optional(),
    byeVp: z.number().min(0).max(25).optional(),
    boards: boardsSource.optional(),
    barometer: z.boolean().optional(),
  })
  .strict();

const individualSettings = z
  .object({
    kind: z.literal('individual'),
    boardsPerRound: z.number().int().min(1).max(8),
    rounds: z.number().int().min(1).max(60).optional(),
    boards: boardsSource.optional(),
  })
  .strict();

const pairsSettings = z.object({ kind: z.literal('pairs'), aggregate: z.enum(PAIRS_AGGREGATES).optional() }).strict();

/** `POST /api/clubs/:club/events`: name, settings (defaults filled in by the route) and entrants. */
export const createEventRequest = z
  .object({
    name,
    settings: z.discriminatedUnion('kind', [teamsSettings, pairsSettings, individualSettings]),
    entrants: z
      .array(
        z
          .object({
            name,
            members: z.array(name).max(6).optional(),
            /** Member numbers of the register entries the entrant is: a team's players, a pair's, the individual. */
            memberNos: z.array(z.string().trim().min(1).max(20)).max(6).optional(),
            carryOver: z.number().min(-10_000).max(10_000).optional(),
          })
          .strict(),
      )
      .min(2)
      .max(200),
  })
  .strict();

/** `POST /api/events/:id/draw`: the director's own matches, or nothing to draw from the standings. */
export const drawRoundRequest = z
  .object({
    matches: z
      .array(
        z
          .object({
            home: teamNo,
            away: teamNo.nullable(),
            carryHome: z.number().min(-1000).max(1000).optional(),
            carryAway: z.number().min(-1000).max(1000).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(100)
      .optional(),
    allowRepeat: z.boolean().optional(),
    allowUnfinished: z.boolean().optional(),
    winners: z.record(z.string().regex(/^S\d{1,2}M\d{1,3}$/), teamNo).optional(),
  })
  .strict();
