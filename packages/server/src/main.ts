/**
 * Standalone entry: `node packages/server/dist/main.js` (or under tsx from src) starts the server
 * from the environment — PORT, HOST, STIKK_DATA, DATABASE_URL — and prints one line,
 * `listening <url>`, on stdout. Used by the durability test and the load benchmark; people use
 * `stikk serve`.
 */
import { startServer } from './server.js';

const server = await startServer({ logger: process.env.STIKK_LOG === '1' });
process.stdout.write(`listening ${server.url}\n`);
const stop = () => { void server.close().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
