/**
 * HTTP request bodies as zod schemas: the routes validate with them, and api/types.ts derives the
 * request types from them (`z.infer`), so a body's check and its type are one definition.
 */
import { z } from 'zod';
import { name, seat } from '../http/validate.js';
import { ROLES } from './types.js';
import { IRREGULARITY_MODES } from '../online/irregularities.js';

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
    /** Reproducible deals from a seed; random when absent. */
    seed: z.string().min(1).max(200).optional(),
    name: name.optional(),
    /** Whether anyone may watch (kibitzers see only what the laws make public). */
    kibitzers: z.boolean().optional(),
    /**
     * `prevent` (default): an irregular act is refused with its law. `allow` (practice and teaching
     * tables, director-run events): it is kept and the law's rectification waits for the director.
     */
    irregularities: z.enum(IRREGULARITY_MODES).optional(),
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
