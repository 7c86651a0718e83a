/**
 * Standalone entry: `node packages/server/dist/main.js` (or under tsx from src) starts the server
 * from the environment — PORT, HOST, STIKK_DATA, DATABASE_URL — and prints one line,
 * `listening <url>`, on stdout (logs: STIKK_LOG_LEVEL, default warn). Used by the durability test and the load
 * benchmark; people use
 * `stikk serve`.
 */
import { startServer } from './server.js';
// STIKK_STAGES=1: the event loop's stalls, printed on SIGUSR2 (bench/server-stalls).
import './online/stalls.js';

const server = await startServer();
process.stdout.write(`listening ${server.url}\n`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
