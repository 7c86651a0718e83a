/** Accounts and clubs: register and login (limited per address and account), logout, me; clubs and their members. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Ctx, now } from '../context.js';
import { endSession, hashPassword, requireRole, requireUser, startSession, verifyPassword } from '../auth.js';
import { ApiFailure, conflict, notFound, parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { accountLimits } from '../http/guards.js';
import { isUniqueViolation } from '../db/index.js';
import type { Me, Member } from '../api/types.js';
import { addMemberRequest, createClubRequest, loginRequest, registerRequest } from '../api/requests.js';

async function me(ctx: Ctx, userId: number): Promise<Me> {
  const u = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const clubs = await ctx.db
    .selectFrom('members')
    .innerJoin('clubs', 'clubs.id', 'members.club_id')
    .select(['clubs.id as clubId', 'clubs.name as clubName', 'members.role'])
    .where('members.user_id', '=', userId)
    .orderBy('clubs.id')
    .execute();
  return { ...u, clubs: clubs.map((c) => ({ clubId: c.clubId, clubName: c.clubName, role: c.role })) };
}

export function accountRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const secure = ctx.config.secureCookies ?? false;

  const limits = accountLimits(ctx.config);

  app.post('/api/auth/register', { preHandler: limits.register }, async (req, reply) => {
    const body = parse(registerRequest, req.body);
    const exists = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
    if (exists) throw conflict('email-taken', 'an account with this e-mail exists', 'email');
    const hash = await hashPassword(body.password);
    // Two registrations of one e-mail can both pass the check above; the unique index decides.
    const row = await db
      .insertInto('users')
      .values({ email: body.email, name: body.name, password_hash: hash, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? conflict('email-taken', 'an account with this e-mail exists', 'email') : e;
      });
    await startSession(db, reply, row.id, secure);
    return me(ctx, row.id);
  });

  app.post('/api/auth/login', { preHandler: limits.login }, async (req, reply) => {
    const body = parse(loginRequest, req.body);
    const u = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    // Same work and same answer whether the account exists or not.
    const ok = await verifyPassword(
      body.password,
      u?.password_hash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    );
    if (!u || !ok) throw new ApiFailure(401, 'bad-credentials', 'wrong e-mail or password');
    limits.loggedIn(req);
    await startSession(db, reply, u.id, secure);
    return me(ctx, u.id);
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await endSession(db, req, reply);
    return {};
  });

  app.get('/api/auth/me', async (req) => me(ctx, (await requireUser(db, req)).id));

  app.post('/api/clubs', async (req) => {
    const u = await requireUser(db, req);
    const body = parse(createClubRequest, req.body);
    return db.transaction().execute(async (trx) => {
      const c = await trx
        .insertInto('clubs')
        .values({ name: body.name, created_at: now() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('members').values({ club_id: c.id, user_id: u.id, role: 'admin' }).execute();
      return c;
    });
  });

  app.get('/api/clubs/:club/members', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params);
    await requireRole(db, req, club, 'director');
    const rows = await db
      .selectFrom('members')
      .innerJoin('users', 'users.id', 'members.user_id')
      .select(['users.id as userId', 'users.email', 'users.name', 'members.role'])
      .where('members.club_id', '=', club)
      .orderBy('users.name')
      .execute();
    return rows.map((r): Member => ({ ...r }));
  });

  app.post('/api/clubs/:club/members', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params);
    await requireRole(db, req, club, 'admin');
    const body = parse(addMemberRequest, req.body);
    const u = await db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (!u) throw notFound('user with this e-mail');
    const existing = await db
      .selectFrom('members')
      .select('role')
      .where('club_id', '=', club)
      .where('user_id', '=', u.id)
      .executeTakeFirst();
    if (existing)
      await db
        .updateTable('members')
        .set({ role: body.role })
        .where('club_id', '=', club)
        .where('user_id', '=', u.id)
        .execute();
    else {
      await db
        .insertInto('members')
        .values({ club_id: club, user_id: u.id, role: body.role })
        .execute()
        .catch((e: unknown) => {
          throw isUniqueViolation(e)
            ? conflict('member-added', 'this user was added meanwhile; try again', 'email')
            : e;
        });
    }
    return { userId: u.id, email: u.email, name: u.name, role: body.role } satisfies Member;
  });
}
