/**
 * `stikk` in this process: `main` as bin/stikk.js runs it (a fresh commander program each call), with stdout and
 * stderr captured, for the tests whose subject is a command's output rather than the process (those run the built
 * binary: cli.test.ts, conventions.test.ts). Starting a node process per case cost ~0.3 s of CPU each.
 */
import { main } from '../../src/main.js';

/** What a run printed and its exit status, as `spawnSync(…, { encoding: 'utf8' })` gives them. */
export interface StikkRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

const text = (s: string | Uint8Array): string => (typeof s === 'string' ? s : new TextDecoder().decode(s));

/** Runs `stikk …args` in process; stdout and stderr are captured (not printed) until it resolves. */
export async function stikk(args: readonly string[]): Promise<StikkRun> {
  const out: string[] = [],
    err: string[] = [];
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = ((s: string | Uint8Array) => out.push(text(s)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => err.push(text(s)) > 0) as typeof process.stderr.write;
  try {
    const status = await main(['node', 'stikk', ...args]);
    return { status, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}
