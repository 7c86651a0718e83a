/** What every route needs: the database, its dialect, the configuration, the online tables. */
import type { Db } from './db/index.js';
import type { Dialect } from './db/migrations.js';
import type { ServerConfig } from './config.js';
import type { Rooms } from './online/rooms.js';
import type { Analyzer } from './domain/analysis.js';
import type { WorkPool } from './domain/work-pool.js';
import type { SeedDealer } from './domain/deal-secret.js';

export interface Ctx {
  readonly db: Db;
  readonly dialect: Dialect;
  readonly config: ServerConfig;
  readonly rooms: Rooms;
  readonly analyzer: Analyzer;
  /** Builds movements and reads PBN imports off the event loop (a large Howell takes seconds). */
  readonly work: WorkPool;
  /** Deals a director's seed keyed on the server's deal secret (never the public `seededDeal`). */
  readonly dealSeeded: SeedDealer;
}

export const now = (): string => new Date().toISOString();
