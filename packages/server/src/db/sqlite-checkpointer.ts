/**
 * Issue 22: SQLite's WAL checkpoints off the event loop. By default SQLite copies the WAL back into
 * the database file inside the commit that takes the WAL past 1,000 pages — on the server's main
 * thread, in the group commit of the online tables' acts, with an fsync of the database file:
 * at 5,000 tables (each batch touches one index page per table) that is several times a second
 * and 10–200 ms each on a virtual disk, every act waiting behind it. Here the server's connection
 * stops checkpointing (`wal_autocheckpoint = 0`) and a worker thread with its own connection runs
 * PASSIVE checkpoints (they never wait for, nor block, the writer or the readers) every 100 ms.
 * The WAL starts over from its beginning whenever a checkpoint has caught up with it. Should the
 * WAL still pass 64 MB (the checkpoints never catching up), the thread runs one RESTART
 * checkpoint, which waits for the writer's transaction in progress and makes the next one start
 * the WAL over. If the thread cannot run, the connection checkpoints itself again, as before.
 * Durability is unchanged: a checkpoint moves committed pages, it never decides what is committed.
 * The thread also moves the online tables' acts from their journal into `table_events` (db/sqlite-journal.ts);
 * while it runs, the server appends them to the journal.
 * STIKK_SQLITE_CHECKPOINTER=0 leaves SQLite's own checkpoints (the benchmarks' A/B).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { JOURNAL_THREAD, moveEveryMs, setJournalling } from './sqlite-journal.js';

/** SQLite's default automatic checkpoint threshold (pages), put back when the thread stops. */
const AUTO_PAGES = 1000;
/** The WAL's size (pages) past which the thread runs a RESTART checkpoint: 64 MB of 4-KB pages. */
export const RESTART_PAGES = 16_384;

/**
 * Whether the server's database connections leave their WAL checkpoints to the thread (`startCheckpointer` starts
 * one): a file database unless STIKK_SQLITE_CHECKPOINTER=0.
 */
export function checkpointsApart(file: SQLite.Database): boolean {
  return !file.memory && process.env.STIKK_SQLITE_CHECKPOINTER !== '0';
}

/** The checkpointer thread (CommonJS, evaluated). */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
let timer = null;
let stopping = false;
${JOURNAL_THREAD}
function round() {
  timer = null;
  if (stopping) return;
  try {
    journalStep(performance.now());
  } catch {}
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (r && r.log > workerData.restartPages && r.checkpointed < r.log) db.pragma('wal_checkpoint(RESTART)');
  } catch {}
  timer = setTimeout(round, workerData.everyMs);
}
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  stopping = true;
  if (timer) clearTimeout(timer);
  db.close();
  parentPort.postMessage('stopped');
});
parentPort.postMessage('ready');
timer = setTimeout(round, workerData.everyMs);
`;

/** A running checkpointer; `stop()` ends its thread (before the server's connection closes). */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves the WAL checkpoints of `file` (the server's connection to a database file in WAL mode)
 * to a worker thread; null for an in-memory database or with STIKK_SQLITE_CHECKPOINTER=0.
 */
export function startCheckpointer(file: SQLite.Database, everyMs = 100): Checkpointer | null {
  if (!checkpointsApart(file)) return null;
  let w: Worker;
  try {
    w = new Worker(THREAD, {
      eval: true,
      workerData: {
        file: file.name,
        module: createRequire(import.meta.url).resolve('better-sqlite3'),
        everyMs,
        restartPages: RESTART_PAGES,
        moveEveryMs: moveEveryMs(),
      },
    });
  } catch {
    return null;
  }
  w.unref();
  let running = false;
  const selfCheckpointing = () => {
    setJournalling(file, false);
    if (running && file.open) file.pragma(`wal_autocheckpoint = ${AUTO_PAGES}`);
    running = false;
  };
  w.on('message', (m) => {
    if (m === 'ready' && file.open) {
      running = true;
      file.pragma('wal_autocheckpoint = 0');
      setJournalling(file, true);
    }
  });
  w.on('error', () => undefined);
  w.on('exit', selfCheckpointing);
  return {
    async stop() {
      if (w.threadId < 0) return;
      setJournalling(file, false);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        w.on('message', (m) => {
          if (m === 'stopped') {
            clearTimeout(timer);
            resolve();
          }
        });
        w.postMessage('stop');
      });
      selfCheckpointing();
      await w.terminate();
    },
  };
}
