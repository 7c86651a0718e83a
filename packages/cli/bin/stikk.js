#!/usr/bin/env node
import { main } from '../dist/main.js';

// `stikk deal | head`: the reader went away; stop quietly as other Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e && e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}

main(process.argv).then((code) => {
  process.exitCode = code;
});
