/**
 * One pairs event per club and name (migration 0034). Sessions join a club's pairs event by name, so two pairs
 * events of one name split a series. Requests made at once over real HTTP, both databases: creating the event
 * itself makes one and refuses the others (409 `event-name-taken`, field `name`); sessions naming an event that
 * does not exist yet all join the one event made. Another club, or a teams event, may use the name.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EventKind } from '../src/api/events.js';
import { migrations } from '../src/db/migrations.js';
import { directorOfNewClub, smallSession } from './support/events.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL pairs-event name race test');
const AT_ONCE = 6;
const entrants = ['A', 'B', 'C', 'D'].map((name) => ({ name }));

describe.each(['sqlite', 'postgres'] as Backend[])('pairs events of one name on %s', (backend) => {
  it('created at once: one is made, the others refused with event-name-taken', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'pairs_names');
    const db = server.database.db;
    try {
      const { td, club } = await directorOfNewClub(server.url, 'td@club.se', 'Malmö BK');
      const url = `/api/clubs/${club.id}/events`;
      const rs = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          td.post(url, { name: 'Vårserien', settings: { kind: 'pairs' }, entrants }),
        ),
      );
      expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = rs.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(AT_ONCE - 1);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.error).toMatchObject({ code: 'event-name-taken', field: 'name' });
      }
      const named = await db.selectFrom('events').select('id').where('name', '=', 'Vårserien').execute();
      expect(named).toHaveLength(1);
      // Nothing of a refused one was written: only the made event's four entrants.
      expect(await db.selectFrom('event_entries').select('number').execute()).toHaveLength(entrants.length);

      // A teams event, and another club's pairs event, may take the name.
      const teams = entrants.map((e) => ({ name: e.name, members: ['a', 'b', 'c', 'd'].map((m) => `${m}${e.name}`) }));
      const teamsEv = await td.post(url, {
        name: 'Vårserien',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 2, boards: { source: 'seeded', seed: 'x' } },
        entrants: teams,
      });
      expect(teamsEv.status).toBe(200);
      const { td: other, club: club2 } = await directorOfNewClub(server.url, 'td@other.se', 'Lund BK');
      const theirs = await other.post(`/api/clubs/${club2.id}/events`, {
        name: 'Vårserien',
        settings: { kind: 'pairs' },
        entrants,
      });
      expect(theirs.status).toBe(200);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('sessions naming a new event at once all join one event', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'pairs_names_sessions');
    const db = server.database.db;
    try {
      const { td, club } = await directorOfNewClub(server.url, 'td@club.fi', 'Turun BK');
      const rs = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          td.post(`/api/clubs/${club.id}/sessions`, smallSession(`Ilta ${i}`, { eventName: 'Syyssarja' })),
        ),
      );
      expect(rs.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
      const events = await db.selectFrom('events').select('id').where('name', '=', 'Syyssarja').execute();
      expect(events).toHaveLength(1);
      const sessions = await db.selectFrom('sessions').select('event_id').execute();
      expect(sessions.map((s) => s.event_id)).toEqual(Array(AT_ONCE).fill(events[0].id));
    } finally {
      await cleanup();
    }
  }, 120_000);
});

describe('migration 0034 on a database holding two pairs events of one name', () => {
  it('keeps both with their sessions, renames the later one "name #id", then refuses a third', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'pairs_names_migration');
    const db = server.database.db;
    try {
      // The state before 0034: drop its index (and its table of final teams rounds); store two pairs events
      // of one name, and a teams event of that name.
      await sql`drop index events_pairs_name`.execute(db);
      await sql`drop table event_round_finals`.execute(db);
      const club = (
        await db.insertInto('clubs').values({ name: 'Oulu BK', created_at: 'x' }).returning('id').execute()
      )[0];
      const add = async (name: string, kind: EventKind = 'pairs') =>
        (
          await db
            .insertInto('events')
            .values({ club_id: club.id, name, kind })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const first = await add('Kevät');
      const second = await add('Kevät');
      const teams = await add('Kevät', 'teams');
      await migrations('sqlite')
        .getMigrations()
        .then((m) => m['0034-pairs-event-names'].up(db));
      const names = await db.selectFrom('events').select(['id', 'name']).orderBy('id').execute();
      expect(names).toEqual([
        { id: first, name: 'Kevät' },
        { id: second, name: `Kevät #${second}` },
        { id: teams, name: 'Kevät' },
      ]);
      await expect(add('Kevät')).rejects.toThrow(/UNIQUE/);
    } finally {
      await cleanup();
    }
  });
});
