// Runs the real `stikk` command line (commander, @stikk/cli's `main`) from TypeScript sources,
// so the CLI tests never depend on a stale build: node --conditions source --import tsx THIS replay FILE
import { main } from '@stikk/cli';

main(process.argv).then((code) => {
  process.exitCode = code;
});
