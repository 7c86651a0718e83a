/**
 * Accounts and clubs in the database: the route checks the request and who may act; these
 * functions read and write users, clubs and memberships.
 */
import { now } from '../context.js';
import { isUniqueViolation, type Db } from '../db/index.js';
import type { Me, Member, Role } from '../api/types.js';
import { conflict } from '../http/errors.js';

/** Who user `userId` is and the clubs they belong to, with their role in each. */
export async function accountOf(db: Db, userId: number): Promise<Me> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const clubs = await db
    .selectFrom('members')
    .innerJoin('clubs', 'clubs.id', 'members.club_id')
    .select(['clubs.id as clubId', 'clubs.name as clubName', 'members.role'])
    .where('members.user_id', '=', userId)
    .orderBy('clubs.id')
    .execute();
  return { ...u, clubs: clubs.map((c) => ({ clubId: c.clubId, clubName: c.clubName, role: c.role })) };
}

/** Whether an account with this (normalised) e-mail exists. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/**
 * Creates an account with an already hashed password and returns its id. Two registrations of one
 * e-mail can both pass {@link emailTaken}; the unique index decides, and the loser gets `email-taken`.
 */
export async function createAccount(
  db: Db,
  a: { readonly email: string; readonly name: string; readonly passwordHash: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email: a.email, name: a.name, password_hash: a.passwordHash, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('email-taken', 'an account with this e-mail exists', 'email') : e;
    });
  return row.id;
}

/** The account with this e-mail and its stored password hash, for login (undefined when there is none). */
export function loginAccount(db: Db, email: string): Promise<{ id: number; password_hash: string } | undefined> {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

/** Creates club `name` with user `userId` as its admin, in one transaction. */
export function createClub(db: Db, userId: number, name: string): Promise<{ id: number; name: string }> {
  return db.transaction().execute(async (trx) => {
    const c = await trx
      .insertInto('clubs')
      .values({ name, created_at: now() })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('members').values({ club_id: c.id, user_id: userId, role: 'admin' }).execute();
    return c;
  });
}

/** Club `clubId`'s members, by name. */
export async function clubMembers(db: Db, clubId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['users.id as userId', 'users.email', 'users.name', 'members.role'])
    .where('members.club_id', '=', clubId)
    .orderBy('users.name')
    .execute();
  return rows.map((r): Member => ({ ...r }));
}

/** The account with this e-mail (undefined when there is none). */
export function accountByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; email: string; name: string } | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'name']).where('email', '=', email).executeTakeFirst();
}

/**
 * Makes user `userId` a member of club `clubId` with `role`, or changes the role of a member. A
 * member added meanwhile by another request is a `member-added` conflict (try again).
 */
export async function setMembership(db: Db, clubId: number, userId: number, role: Role): Promise<void> {
  const existing = await db
    .selectFrom('members')
    .select('role')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('members').set({ role }).where('club_id', '=', clubId).where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('members')
    .values({ club_id: clubId, user_id: userId, role })
    .execute()
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('member-added', 'this user was added meanwhile; try again', 'email') : e;
    });
}
