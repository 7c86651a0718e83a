/** Accounts and clubs: register and login (limited per address and account), logout, me; clubs and their members. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { endSession, hashPassword, requireRole, requireUser, startSession, verifyPassword } from '../auth.js';
import { ApiFailure, conflict, notFound, parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { AttemptLimiter, accountLimits, rateLimited } from '../http/guards.js';
import { AddressLimits } from '../http/address-limits.js';
import type { Member } from '../api/types.js';
import { addMemberRequest, createClubRequest, loginRequest, registerRequest } from '../api/requests.js';
import {
  accountByEmail,
  accountOf,
  clubMembers,
  createAccount,
  createClub,
  emailTaken,
  loginAccount,
  setMembership,
} from '../domain/accounts.js';

/** E-mails without an account one admin may try in the member form per hour. */
export const MEMBER_MISSES_PER_HOUR = 20;

export function accountRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const secure = ctx.config.secureCookies ?? false;
  const fastHash = ctx.config.fastPasswordHashForTests === true; // tests only

  const limits = accountLimits(ctx.config);

  // New accounts and clubs per client address (IPv6 per /64): many accounts from one place do not lift a cap.
  const perAddress = new AddressLimits(ctx.config);
  const signUp = async (req: FastifyRequest) => perAddress.hit('account', req);
  app.post('/api/auth/register', { preHandler: signUp }, async (req, reply) => {
    const body = parse(registerRequest, req.body);
    if (await emailTaken(db, body.email)) throw conflict('email-taken', 'an account with this e-mail exists', 'email');
    const userId = await createAccount(db, {
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password, fastHash),
    });
    await startSession(db, reply, userId, secure);
    return accountOf(db, userId);
  });

  app.post('/api/auth/login', { preHandler: limits.login }, async (req, reply) => {
    const body = parse(loginRequest, req.body);
    const u = await loginAccount(db, body.email);
    // Same work and same answer whether the account exists or not.
    const ok = await verifyPassword(
      body.password,
      u?.password_hash ??
        `scrypt$${fastHash ? 1024 : 32768}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`,
    );
    if (!u || !ok) throw new ApiFailure(401, 'bad-credentials', 'wrong e-mail or password');
    limits.loggedIn(req);
    await startSession(db, reply, u.id, secure);
    return accountOf(db, u.id);
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await endSession(db, req, reply);
    return {};
  });

  app.get('/api/auth/me', async (req) => accountOf(db, (await requireUser(db, req)).id));

  app.post('/api/clubs', async (req) => {
    const u = await requireUser(db, req);
    const body = parse(createClubRequest, req.body);
    return perAddress.counted('club', req, () => createClub(db, u.id, body.name));
  });

  app.get('/api/clubs/:club/members', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params);
    await requireRole(db, req, club, 'director');
    return clubMembers(db, club);
  });

  // Anyone can open a club and add members by e-mail: the e-mails without an account an admin may
  // try are counted, so the member form cannot be used to find out who has an account here.
  const unknownEmails = new AttemptLimiter(MEMBER_MISSES_PER_HOUR, 3_600_000);
  app.post('/api/clubs/:club/members', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params);
    const admin = await requireRole(db, req, club, 'admin');
    const body = parse(addMemberRequest, req.body);
    const who = String(admin.id);
    if (unknownEmails.count(who) >= MEMBER_MISSES_PER_HOUR)
      throw rateLimited('e-mails without an account', unknownEmails.retryAfter(who));
    const u = await accountByEmail(db, body.email);
    if (!u) {
      unknownEmails.hit(who);
      throw notFound('user with this e-mail');
    }
    await setMembership(db, club, u.id, body.role);
    return { userId: u.id, email: u.email, name: u.name, role: body.role } satisfies Member;
  });
}
