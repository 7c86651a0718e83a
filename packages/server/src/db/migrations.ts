/**
 * Schema migrations, run on every start (Kysely's Migrator records what ran in
 * `kysely_migration`). One definition serves both dialects; only the identity column differs.
 * Names sort in the order they run. The Migrator refuses a database that has run a later name than
 * a new one, so a new migration takes a number above the highest here (0034 next), never a free
 * lower one (0009, 0016…): those gaps were numbers reserved by parallel branches and stay unused.
 */
import {
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : t.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('auth_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('clubs'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('members')
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('members_pk', ['club_id', 'user_id'])
        .execute();
      await withId(db.schema.createTable('events'), dialect)
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('movement', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('correction_minutes', 'integer', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('correction_ends_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('sections'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('letter', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('pairs')
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('names', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('pairs_pk', ['session_id', 'number'])
        .execute();
      await withId(db.schema.createTable('session_tables'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('boards')
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('dealer', 'text', (c) => c.notNull())
        .addColumn('vulnerable', 'text', (c) => c.notNull())
        .addColumn('deal', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('boards_pk', ['session_id', 'number'])
        .execute();
      await withId(db.schema.createTable('results'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('table_no', 'integer', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('ns', 'integer', (c) => c.notNull())
        .addColumn('ew', 'integer', (c) => c.notNull())
        .addColumn('contract', 'text')
        .addColumn('declarer', 'text')
        .addColumn('lead', 'text')
        .addColumn('tricks', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('adjustment', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('results_one_per_board', ['session_id', 'board', 'round', 'table_no'])
        .execute();
      await withId(db.schema.createTable('result_history'), dialect)
        .addColumn('result_id', 'integer', (c) => c.notNull().references('results.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('terminal_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'integer', (c) => c.notNull().references('session_tables.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('director_calls'), dialect)
        .addColumn('session_id', 'integer')
        .addColumn('online_table_id', 'integer')
        .addColumn('table_no', 'integer')
        .addColumn('seat', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('resolution', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('penalties'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('pair', 'integer', (c) => c.notNull())
        .addColumn('percent_of_top', 'integer', (c) => c.notNull())
        .addColumn('law', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('appeals'), dialect)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('pair', 'integer', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decision', 'text')
        .addColumn('lodged_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('online_tables'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('boards', 'text', (c) => c.notNull())
        .addColumn('kibitzers', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('online_deals')
        .addColumn('table_id', 'integer', (c) => c.notNull().references('online_tables.id'))
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('deal', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('online_deals_pk', ['table_id', 'board'])
        .execute();
      await db.schema
        .createTable('seat_tokens')
        .addColumn('table_id', 'integer', (c) => c.notNull().references('online_tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer')
        .addPrimaryKeyConstraint('seat_tokens_pk', ['table_id', 'seat'])
        .execute();
      // The event log: (table, seq) is the key, so two writers can never both append version n.
      await db.schema
        .createTable('table_events')
        .addColumn('table_id', 'integer', (c) => c.notNull().references('online_tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('table_events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema.createIndex('results_session').on('results').columns(['session_id', 'board']).execute();
      await db.schema.createIndex('calls_session').on('director_calls').columns(['session_id', 'status']).execute();
    },
  };
}

/** Double-dummy tables and par of session boards, computed in the background when available. */
const analysis: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('board_analysis')
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('dd', 'text', (c) => c.notNull())
      .addColumn('par', 'text')
      .addPrimaryKeyConstraint('board_analysis_pk', ['session_id', 'number'])
      .execute();
  },
};

/**
 * PostgreSQL: every appended table event is announced on the `stikk_tables` channel, so every
 * server node sharing the database catches up and broadcasts to its own clients. (SQLite: one
 * process, nothing to announce.)
 */
function notify(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`CREATE FUNCTION stikk_table_event_notify() RETURNS trigger AS $$
        BEGIN PERFORM pg_notify('stikk_tables', NEW.table_id || ':' || NEW.seq); RETURN NULL; END;
        $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER table_events_notify AFTER INSERT ON table_events
        FOR EACH ROW EXECUTE FUNCTION stikk_table_event_notify()`.execute(db);
    },
  };
}

/** IMP pairs: a session's scoring method (existing sessions stay matchpoints); penalties in IMPs. */
const sessionScoring: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('scoring', 'text', (c) => c.notNull().defaultTo('matchpoints'))
      .execute();
    await db.schema.alterTable('penalties').addColumn('imps', 'real').execute();
  },
};

/**
 * A confirmed result changes only through the director (Law 79): `reopened` = 1 while the director
 * has opened the row for the table to correct it; the table's next confirmation closes it again.
 * And a version per session for cached rankings.
 */
function resultReopen(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('results')
        .addColumn('reopened', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // sessions.version counts changes to what a ranking reads (results, penalties, pair names),
      // whoever writes them, so a cached ranking is checked with one primary-key read.
      await db.schema
        .alterTable('sessions')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const watched = [
        ['results', 'UPDATE'],
        ['penalties', 'INSERT'],
        ['penalties', 'UPDATE'],
        ['pairs', 'UPDATE'],
      ] as const;
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION stikk_session_version() RETURNS trigger AS $$
          BEGIN UPDATE sessions SET version = version + 1 WHERE id = NEW.session_id; RETURN NULL; END;
          $$ LANGUAGE plpgsql`.execute(db);
        for (const [table, op] of watched) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_${op.toLowerCase()}_version AFTER ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION stikk_session_version()`,
            )
            .execute(db);
        }
      } else {
        for (const [table, op] of watched) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_${op.toLowerCase()}_version AFTER ${op} ON ${table} BEGIN UPDATE sessions SET version = version + 1 WHERE id = NEW.session_id; END`,
            )
            .execute(db);
        }
      }
    },
  };
}

/**
 * Online seats (SECURITY.md, "Online tables"): a seat the creator opens to any logged-in player
 * (`open`), and whether the creator has taken part at the table (then never its director).
 */
const onlineSeats: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('seat_tokens')
      .addColumn('open', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('online_tables')
      .addColumn('owner_plays', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * The club evening (issue 17): the member register, players of a session's pairs, the law and
 * reason of an adjusted score, provisional or final publication.
 */
function clubEvening(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('players'), dialect)
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('member_no', 'text')
        .addColumn('home_club', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('players_member_no', ['club_id', 'member_no'])
        .execute();
      // JSON [{ name, memberNo?, playerId? }] of the pair's two players; null when only names were given.
      await db.schema.alterTable('pairs').addColumn('players', 'text').execute();
      await db.schema.alterTable('results').addColumn('adjustment_law', 'text').execute();
      await db.schema.alterTable('results').addColumn('adjustment_reason', 'text').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('published_final', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // JSON RoundClock: the director's round clock, shown on the terminals.
      await db.schema.alterTable('sessions').addColumn('round_clock', 'text').execute();
    },
  };
}

/**
 * Seat invitations (issue 18): each seat's short code (online/invites.ts), kept so the organiser
 * can find it again; the seat token is the code's hash, as for any token.
 */
const onlineInvites: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('seat_invites')
      .addColumn('table_id', 'integer', (c) => c.notNull().references('online_tables.id'))
      .addColumn('seat', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_invites_pk', ['table_id', 'seat'])
      .execute();
    // An online session (online/session.ts): the online table of each round and table of a club
    // session's movement, and each pair's two players' codes (they find their table every round).
    await db.schema
      .createTable('online_session_tables')
      .addColumn('online_table_id', 'integer', (c) => c.primaryKey().references('online_tables.id'))
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('table_no', 'integer', (c) => c.notNull())
      .addUniqueConstraint('online_session_tables_slot', ['session_id', 'round', 'table_no'])
      .execute();
    await db.schema
      .createTable('online_session_players')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
      .addColumn('pair', 'integer', (c) => c.notNull())
      .addColumn('member', 'integer', (c) => c.notNull())
      .addUniqueConstraint('online_session_players_seat', ['session_id', 'pair', 'member'])
      .execute();
  },
};

/** 0012: the regulation profile a session is run under (@stikk/laws REGULATIONS). */
const sessionRegulation: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('regulation', 'text', (c) => c.notNull().defaultTo('wbf-default'))
      .execute();
  },
};
/**
 * Online tables where irregularities may happen (issue 18): `prevent` (the default) refuses an
 * irregular act; `allow` (practice and teaching tables, director-run events) keeps it and opens
 * the law's rectification for the director (online/irregularities.ts).
 */
const onlineIrregularities: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('online_tables')
      .addColumn('irregularities', 'text', (c) => c.notNull().defaultTo('prevent'))
      .execute();
  },
};
/** Sessions of several sections (issue 17): scored within each section or across the field. */
const sectionScoringColumn: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('section_scoring', 'text', (c) => c.notNull().defaultTo('within'))
      .execute();
  },
};
/**
 * Events of several sessions and team events (issue 19): an event's form and settings, its
 * entrants (pairs, teams of 4–6, players) with carry-over, and the matches of a teams event
 * (round, match number, home and away team, carried-over IMPs, knockout match id, line-ups).
 */
function eventsTeams(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('events')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('pairs'))
        .execute();
      await db.schema.alterTable('events').addColumn('settings', 'text').execute();
      await db.schema.alterTable('events').addColumn('created_at', 'text').execute();
      await db.schema
        .createTable('event_entries')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('members', 'text', (c) => c.notNull())
        .addColumn('carry_over', 'real', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('event_entries_pk', ['event_id', 'number'])
        .execute();
      await withId(db.schema.createTable('event_matches'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('home', 'integer', (c) => c.notNull())
        .addColumn('away', 'integer')
        .addColumn('carry_home', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('carry_away', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('stage', 'text')
        .addColumn('lineup', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('event_matches_one', ['event_id', 'round', 'match_no'])
        .execute();
    },
  };
}

/**
 * Whether a running session's ranking is shown to its club's members and its tables (session 5):
 * 0, the default, keeps it for the director until the results are published (every table's
 * results of boards still being played are in it); the director may turn it on, as a club turns
 * on the running score on its Bridgemates.
 */
const liveRanking: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('live_ranking', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * Issue 18: an online session's table was named "<session> · R<round> T<table>" (English letters in
 * every language); its round and table are read from `online_session_tables` and worded by the web,
 * so the name becomes the session's. The online table's "call the director" button stored the
 * English words `player call`; it now stores the code `player-call` (online/call-reasons.ts).
 */
const neutralOnlineWords: Migration = {
  async up(db: Kysely<any>) {
    await sql`UPDATE online_tables SET name = (
        SELECT s.name FROM online_session_tables o JOIN sessions s ON s.id = o.session_id
        WHERE o.online_table_id = online_tables.id)
      WHERE id IN (SELECT online_table_id FROM online_session_tables)`.execute(db);
    await sql`UPDATE director_calls SET reason = 'player-call' WHERE reason = 'player call'`.execute(db);
  },
};

/**
 * Online table names: a table created without a name was named "Table 1234" (English in every
 * language, a random number). It is now stored unnamed (''), and the web words it in the reader's
 * language with the table's own number; the old default names are cleared the same way. Only that
 * exact shape, and never a table of an online session (named by its session).
 */
const unnamedOnlineTables: Migration = {
  async up(db: Kysely<any>) {
    const rows = await db
      .selectFrom('online_tables')
      .select(['id', 'name'])
      .where('name', 'like', 'Table %')
      .where('id', 'not in', db.selectFrom('online_session_tables').select('online_table_id'))
      .execute();
    const ids = rows.filter((r) => /^Table \d{4}$/.test(String(r.name))).map((r) => Number(r.id));
    for (let i = 0; i < ids.length; i += 500)
      await db
        .updateTable('online_tables')
        .set({ name: '' })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
  },
};

/**
 * Issue 22, PostgreSQL: 0003 announced every appended event with its own notification (a row
 * trigger), so a batch of N acts committed as one INSERT raised N notifications, each delivered to
 * every listening node. Now one statement-level trigger sends one notification per up to 300
 * tables, listing `table:latest-seq` pairs separated by commas (well under the 8000-byte payload
 * limit); a listener catches each listed table up as before.
 */
function batchNotify(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`CREATE FUNCTION stikk_table_events_notify() RETURNS trigger AS $$
        BEGIN
          PERFORM pg_notify('stikk_tables', list) FROM (
            SELECT string_agg(table_id || ':' || seq, ',') AS list FROM (
              SELECT table_id, max(seq) AS seq, (row_number() OVER () - 1) / 300 AS chunk
              FROM new_events GROUP BY table_id) latest
            GROUP BY chunk) chunks;
          RETURN NULL;
        END;
        $$ LANGUAGE plpgsql`.execute(db);
      await sql`DROP TRIGGER table_events_notify ON table_events`.execute(db);
      await sql`DROP FUNCTION stikk_table_event_notify()`.execute(db);
      await sql`CREATE TRIGGER table_events_notify AFTER INSERT ON table_events
        REFERENCING NEW TABLE AS new_events
        FOR EACH STATEMENT EXECUTE FUNCTION stikk_table_events_notify()`.execute(db);
    },
  };
}

/**
 * Issue 22, PostgreSQL: the event log's appends are announced by the server after each commit
 * (db/pg-append.ts `announceEventsPg`: the same `table:seq` lists, same channel), no longer by the
 * trigger of 0032 inside the appending transaction. PostgreSQL serializes notifying transactions
 * with one lock held from before their commit until after their WAL flush, so concurrent batches
 * each waited for the previous one's flush instead of sharing it.
 */
function notifyAfterCommit(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`DROP TRIGGER IF EXISTS table_events_notify ON table_events`.execute(db);
      await sql`DROP FUNCTION IF EXISTS stikk_table_events_notify()`.execute(db);
    },
  };
}

/**
 * Security follow-up: the per-account limits on online table creation count an owner's tables
 * created since a time on every creation; without an index that count read the whole table.
 */
const onlineTablesByOwner: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('online_tables_owner_created')
      .on('online_tables')
      .columns(['owner_id', 'created_at'])
      .execute();
  },
};

/**
 * One pairs event per club and name (migration 0034). A session joins its club's pairs event by name (a weekly
 * series is one event), so two of one name split a series: two requests at once could each find none and each
 * make one. A later duplicate already stored keeps its sessions and results and is renamed "name #id" (the
 * earlier one is the one sessions joined by name); then a partial unique index holds the rule in both dialects.
 * With it (same lane, one number): the teams rounds marked final (domain/teams-finals.ts).
 */
const pairsEventNames: Migration = {
  async up(db: Kysely<any>) {
    await sql`update events set name = name || ' #' || cast(id as text)
      where kind = 'pairs' and exists (select 1 from events e2
        where e2.club_id = events.club_id and e2.name = events.name and e2.kind = 'pairs' and e2.id < events.id)`.execute(
      db,
    );
    await sql`create unique index events_pairs_name on events (club_id, name) where kind = 'pairs'`.execute(db);
    // A teams round the director has marked final (as in Ruter): its tables no longer change its results.
    await db.schema
      .createTable('event_round_finals')
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_round_finals_pk', ['event_id', 'round'])
      .execute();
  },
};

/**
 * Security follow-up: one appeal per pair and board (Law 92) as a unique key, so two requests at
 * once cannot both pass the check. Appeals lodged twice before the check keep their rows: each
 * later copy has its own id in `copy` (0 for the first), so the key holds without deleting any.
 */
const oneAppealPerBoard: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('appeals')
      .addColumn('copy', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE appeals SET copy = id WHERE EXISTS (SELECT 1 FROM appeals a
      WHERE a.session_id = appeals.session_id AND a.pair = appeals.pair AND a.board = appeals.board
        AND a.id < appeals.id)`.execute(db);
    await db.schema
      .createIndex('appeals_one_per_board')
      .unique()
      .on('appeals')
      .columns(['session_id', 'pair', 'board', 'copy'])
      .execute();
  },
};

/**
 * Security follow-up: the lobby (`GET /api/online/tables`) loaded each listed table into memory for its
 * board and phase. The row keeps them now (with `version`, the kibitzers' version, unused until now),
 * written as they change; a row from before this has none (null) and is filled once on its first listing.
 * With it (same lane, one number): an appeal records the account that lodged it, and the one-per-pair-
 * and-board key is per account, so a member naming another pair no longer takes that pair's appeal
 * (domain/appeals.ts); rows from before keep a null `lodged_by` (null keys never collide). And a seat's code
 * given to a substitute is marked, so the session player code of the player replaced no longer opens it.
 */
const securityColumns: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('online_tables').addColumn('board', 'integer').execute();
    await db.schema.alterTable('online_tables').addColumn('phase', 'text').execute();
    await db.schema
      .alterTable('appeals')
      .addColumn('lodged_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.dropIndex('appeals_one_per_board').execute();
    await db.schema
      .createIndex('appeals_one_per_lodger')
      .unique()
      .on('appeals')
      .columns(['session_id', 'pair', 'board', 'lodged_by', 'copy'])
      .execute();
    await db.schema
      .alterTable('seat_invites')
      .addColumn('substitute', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * The edition of the Laws an online table is played under: `2017` (every table so far) or `2007` (the texts of
 * clubs that still play it, e.g. Norway's); the table's log, and so its director's rulings, name it.
 */
const onlineTableEdition: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('online_tables')
      .addColumn('edition', 'text', (c) => c.notNull().defaultTo('2017'))
      .execute();
  },
};

/**
 * A teams round's final mark over time (Law 79C: who closed a round's results, who reopened them and when): one row
 * per mark and per reopening, kept when the mark itself is taken off. Marks made before this migration have no row.
 */
const roundFinalHistory = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('event_round_final_history'), dialect)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('event_round_final_history_event')
      .on('event_round_final_history')
      .column('event_id')
      .execute();
  },
});

/** `online_tables.pending` of a table made before migration 0042: not known until the table is loaded once. */
export const PENDING_UNKNOWN = '?';

/**
 * What waits for an online table's director (an irregularity or disputed claim: law, kind, chooser; JSON, null
 * when nothing does), written as it changes with the lobby's columns, so the director's overview reads the rows
 * of tables not in memory instead of loading them. And the pair each member appeals for in a session.
 */
const directorRowsAppealLodgers: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('online_tables').addColumn('pending', 'text').execute();
    // Not known for the tables made before: the overview loads each once (its first write replaces this).
    await db.updateTable('online_tables').set({ pending: PENDING_UNKNOWN }).execute();
    // A member's one pair per session (Law 92, 409 one-pair) as a key: the first appeal names it, also among
    // requests at once (a read of the member's appeals before the insert let them all pass).
    await db.schema
      .createTable('appeal_lodgers')
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('pair', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('appeal_lodgers_pk', ['session_id', 'user_id'])
      .execute();
  },
};

/** When each terminal token was last used (null: not since it was issued), so a full table drops an idle one only. */
const terminalTokenUse: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('terminal_tokens').addColumn('used_at', 'text').execute();
  },
};

/**
 * A register player linked to an account of the club (`players.user_id`, one entry per account and club), so the
 * server knows which of its directors play in a session (http/guards.ts: a playing director reads no board their
 * pair has still to play, Law 16). Every link and unlink is kept in `player_account_links` with who made it.
 */
const playerAccounts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('players')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .execute();
    // Null keys never collide (SQLite and PostgreSQL): any number of entries stay unlinked.
    await db.schema
      .createIndex('players_one_per_account')
      .unique()
      .on('players')
      .columns(['club_id', 'user_id'])
      .execute();
    await withId(db.schema.createTable('player_account_links'), dialect)
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('by_user', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('player_account_links_player').on('player_account_links').column('player_id').execute();
  },
});

/**
 * The accounts a session's pair was linked to before its players were changed at the table (a pair entering its
 * member numbers from the terminal): the director who played in that pair still reads none of its boards to play.
 */
const sessionPairAccounts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('session_pair_accounts')
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
      .addColumn('pair', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addPrimaryKeyConstraint('session_pair_accounts_pk', ['session_id', 'user_id', 'pair'])
      .execute();
  },
};

/**
 * The register entries an event's entrant is (teams, pairs and individual events name their entrants by name): a
 * director linked to one of them plays the event, so reads none of the boards its pairs have still to play.
 */
const eventEntryPlayers: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('event_entry_players')
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
      .addColumn('entrant', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
      .addPrimaryKeyConstraint('event_entry_players_pk', ['event_id', 'player_id'])
      .execute();
    await db.schema.createIndex('event_entry_players_player').on('event_entry_players').column('player_id').execute();
  },
};

/**
 * The server's own secrets, one row each (`name` → `value`): the deal secret (`domain/deal-secret.ts`), made on the
 * first start after this migration with the operating system's randomness and never sent to a client or logged.
 */
const serverSecrets: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * Each seed's first owner, a club or an account (`domain/deal-secret.ts` `seedScope`): another owner dealing the
 * same seed gets boards of its own, so a guessed seed does not deal another club's hands at a table one directs.
 */
const dealSeeds: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('deal_seeds')
      .addColumn('seed_hash', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * Boards and online tables' deals found by their text (`online/board-analysis.ts`: a board's analysis waits while
 * the same deal is still to be played elsewhere, e.g. another section or a teams match's other room).
 */
const dealIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('boards_by_deal').on('boards').column('deal').execute();
    await db.schema.createIndex('online_deals_by_deal').on('online_deals').column('deal').execute();
  },
};

/**
 * Who added a register entry to an event's entrant, and when (null for rows made before): entries are added while the
 * event runs (a pair's or a player's, as a team's), never taken off, and each addition is kept with the director.
 */
const eventEntryPlayersAudit: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('event_entry_players')
      .addColumn('by_user', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable('event_entry_players').addColumn('at', 'text').execute();
  },
};

/**
 * Where each online table deal comes in its table's order (`pos`, from 0), so that whether a table still has a deal
 * to play is one comparison in SQL (`domain/late-plays.ts`): a table holds its deals back while it plays, however
 * long, and a request reads no table's order. Rows made before get their place from the table's order.
 */
const onlineDealOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('online_deals')
      .addColumn('pos', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const tables: { id: number; boards: string }[] = await db
      .selectFrom('online_tables')
      .select(['id', 'boards'])
      .execute();
    for (const t of tables) {
      let order: unknown;
      try {
        order = JSON.parse(t.boards);
      } catch {
        continue;
      }
      if (!Array.isArray(order)) continue;
      for (let i = 0; i < order.length; i++)
        if (typeof order[i] === 'number' && i > 0)
          await db
            .updateTable('online_deals')
            .set({ pos: i })
            .where('table_id', '=', t.id)
            .where('board', '=', order[i])
            .execute();
    }
    await db.schema.createIndex('online_deals_by_deal_pos').on('online_deals').columns(['deal', 'pos']).execute();
  },
};

/**
 * The accounts that sat at an online table, and where: joined a seat logged in, by its link or code, or claimed it. A
 * club's director who sat at a table is no outsider to the deals it still plays (`deal-in-play`), nor, at an online
 * session, to the boards the pair of that seat has still to play, though the seat is not bound to the account.
 */
const onlineTableSitters: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('online_table_sitters')
      .addColumn('table_id', 'integer', (c) => c.notNull().references('online_tables.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('seat', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('online_table_sitters_pk', ['table_id', 'user_id', 'seat'])
      .execute();
    await db.schema.createIndex('online_table_sitters_by_user').on('online_table_sitters').column('user_id').execute();
  },
};

/**
 * When a stand-alone online table was closed by its creator (`closed_at`, null while open): a closed table takes no
 * seat any more, and the deals it had not played are no longer held back from the club's hand records.
 */
const onlineTableClosed: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('online_tables').addColumn('closed_at', 'text').execute();
  },
};

/**
 * Whether somebody not logged in ever sat at an online table (`unknown_sitter`, 1 once): any club director may be
 * that player, so the deals it still plays are held back from every director of the club (`deal-in-play`).
 */
const onlineTableUnknownSitter: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('online_tables')
      .addColumn('unknown_sitter', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * The round a table terminal's token joined for (`round`; null for tokens issued before, bound to the round the
 * table shows at their next use): once the table has moved on and the next pairs have played a board there, the
 * token no longer acts for the table (`http/guards.ts`), so a pair that kept it reads nothing of later rounds.
 */
const terminalTokenRound: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('terminal_tokens').addColumn('round', 'integer').execute();
  },
};

/**
 * Issue 22: SQLite appends the online tables' acts to `event_journal` (no key, no index: ~25 acts a page) and moves
 * them into `table_events` in bulk (db/sqlite-journal.ts). `table_events_all` is what readers query: on SQLite the
 * table and the journal's rows not yet in it; on PostgreSQL the table itself.
 */
function eventJournal(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`CREATE VIEW table_events_all AS SELECT table_id, seq, board, event, created_at FROM table_events`.execute(
          db,
        );
        return;
      }
      await sql`CREATE TABLE event_journal (table_id INTEGER NOT NULL, seq INTEGER NOT NULL, board INTEGER NOT NULL,
        event TEXT NOT NULL, created_at TEXT NOT NULL)`.execute(db);
      await sql`CREATE VIEW table_events_all AS
        SELECT table_id, seq, board, event, created_at FROM table_events
        UNION ALL
        SELECT j.table_id, j.seq, j.board, j.event, j.created_at FROM event_journal j
        WHERE NOT EXISTS (SELECT 1 FROM table_events t WHERE t.table_id = j.table_id AND t.seq = j.seq)`.execute(db);
    },
  };
}

export function migrations(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      '0001-initial': initial(dialect),
      '0002-board-analysis': analysis,
      '0003-table-notify': notify(dialect),
      '0004-session-scoring': sessionScoring,
      '0005-result-reopen': resultReopen(dialect),
      '0006-online-seats': onlineSeats,
      '0007-club-evening': clubEvening(dialect),
      '0008-section-scoring': sectionScoringColumn,
      '0011-events-teams': eventsTeams(dialect),
      '0012-session-regulation': sessionRegulation,
      '0013-online-play': onlineInvites,
      '0018-online-irregularities': onlineIrregularities,
      '0026-live-ranking': liveRanking,
      '0028-neutral-online-words': neutralOnlineWords,
      '0029-unnamed-online-tables': unnamedOnlineTables,
      '0032-batch-notify': batchNotify(dialect),
      '0033-online-tables-by-owner': onlineTablesByOwner,
      '0034-pairs-event-names': pairsEventNames,
      '0035-one-appeal-per-board': oneAppealPerBoard,
      '0036-lobby-appeals-substitutes': securityColumns,
      '0037-online-table-edition': onlineTableEdition,
      '0042-director-rows-appeal-lodgers': directorRowsAppealLodgers,
      '0043-round-final-history': roundFinalHistory(dialect),
      '0045-notify-after-commit': notifyAfterCommit(dialect),
      '0046-terminal-token-use': terminalTokenUse,
      '0047-server-secrets': serverSecrets,
      '0050-player-accounts': playerAccounts(dialect),
      '0051-session-pair-accounts': sessionPairAccounts,
      '0052-event-entry-players': eventEntryPlayers,
      '0054-deal-seeds': dealSeeds,
      '0055-deal-indexes': dealIndexes,
      '0056-event-entry-players-audit': eventEntryPlayersAudit,
      '0057-online-deal-order': onlineDealOrder,
      '0058-online-table-sitters': onlineTableSitters,
      '0059-online-table-closed': onlineTableClosed,
      '0060-online-table-unknown-sitter': onlineTableUnknownSitter,
      '0063-terminal-token-round': terminalTokenRound,
      '0064-event-journal': eventJournal(dialect),
    }),
  };
}
