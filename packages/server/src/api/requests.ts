/**
 * HTTP request bodies as zod schemas: the routes validate with them, and api/types.ts derives the
 * request types from them (`z.infer`), so a body's check and its type are one definition.
 */
import { z } from 'zod';
import { name } from '../http/validate.js';
import { ROLES } from './types.js';

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
