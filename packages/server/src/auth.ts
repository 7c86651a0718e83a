/**
 * Accounts: scrypt password hashes (memory-hard, node:crypto), opaque session tokens stored
 * hashed (a stolen database holds no usable token), HttpOnly SameSite cookies, club roles.
 */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/index.js';
import type { Role } from './api/types.js';
import type {} from '@fastify/cookie';
import { ApiFailure, forbidden } from './http/errors.js';

/**
 * At most two hashes at once, on libuv's thread pool (never this thread), so a flood of logins
 * leaves the pool's other threads to the rest of the server; a long queue is refused, not grown.
 */
const HASHING = { running: 0, max: 2, maxWaiting: 64, waiting: [] as (() => void)[] };

async function scrypt(pw: string, salt: Buffer, len: number, opts: ScryptOptions): Promise<Buffer> {
  if (HASHING.running >= HASHING.max) {
    if (HASHING.waiting.length >= HASHING.maxWaiting)
      throw new ApiFailure(503, 'busy', 'the server is busy; try again in a moment');
    await new Promise<void>((res) => HASHING.waiting.push(res)); // the finishing hash hands its slot over
  } else HASHING.running++;
  try {
    return await new Promise<Buffer>((res, rej) => scryptCb(pw, salt, len, opts, (e, k) => (e ? rej(e) : res(k))));
  } finally {
    const next = HASHING.waiting.shift();
    if (next) next();
    else HASHING.running--;
  }
}

// N=2^15, r=8: 32 MiB per hash — memory-hard, ~50–100 ms on this class of machine.
const PROD_KDF = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
// N=2^10 (1 MiB, ~2 ms): only with the tests-only config `fastPasswordHashForTests`.
const TEST_KDF = { ...PROD_KDF, N: 1 << 10 };

/** A new salted scrypt hash of `password`; `fastForTests` (tests only) at the low cost N = 2^10. */
export async function hashPassword(password: string, fastForTests = false): Promise<string> {
  const salt = randomBytes(16);
  const KDF = fastForTests ? TEST_KDF : PROD_KDF;
  const key = await scrypt(password, salt, 32, KDF);
  return `scrypt$${KDF.N}$${KDF.r}$${KDF.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [tag, n, r, p, salt, key] = stored.split('$');
  if (tag !== 'scrypt' || !salt || !key) return false;
  const want = Buffer.from(key, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), want.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return got.length === want.length && timingSafeEqual(got, want);
}

export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const SESSION_COOKIE = 'stikk_session';
const SESSION_DAYS = 30;

export async function startSession(db: Db, reply: FastifyReply, userId: number, secure: boolean): Promise<void> {
  const token = newToken();
  const expires = new Date(Date.now() + SESSION_DAYS * 86400_000);
  await db
    .insertInto('auth_sessions')
    .values({ token_hash: tokenHash(token), user_id: userId, expires_at: expires.toISOString() })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('auth_sessions').where('token_hash', '=', tokenHash(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export interface User {
  id: number;
  email: string;
  name: string;
}

/** The logged-in user from a cookie value, or null. */
export async function userFromToken(db: Db, token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'auth_sessions.expires_at'])
    .where('auth_sessions.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || row.expires_at < new Date().toISOString()) return null;
  return { id: row.id, email: row.email, name: row.name };
}

export async function currentUser(db: Db, req: FastifyRequest): Promise<User | null> {
  return userFromToken(db, req.cookies[SESSION_COOKIE]);
}

export async function requireUser(db: Db, req: FastifyRequest): Promise<User> {
  const u = await currentUser(db, req);
  if (!u) throw new ApiFailure(401, 'not-logged-in', 'log in first');
  return u;
}

const RANK: Record<Role, number> = { player: 0, director: 1, admin: 2 };

export async function roleIn(db: Db, userId: number, clubId: number): Promise<Role | null> {
  const m = await db
    .selectFrom('members')
    .select('role')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return m?.role ?? null;
}

/** Requires at least `role` in the club (admin ⊃ director ⊃ player). */
export async function requireRole(db: Db, req: FastifyRequest, clubId: number, role: Role): Promise<User> {
  const u = await requireUser(db, req);
  const r = await roleIn(db, u.id, clubId);
  if (r === null || RANK[r] < RANK[role])
    throw forbidden(`not-${role}`, `this needs the ${role} role in club ${clubId}`);
  return u;
}

export const hasRole = (r: Role | null, need: Role): boolean => r !== null && RANK[r] >= RANK[need];
