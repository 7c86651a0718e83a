/**
 * The server in a child process (so a test can kill -9 it), started from packages/server/src/main.ts
 * (TypeScript through tsx), or with `built` from the compiled dist/main.js as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const builtMain = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export async function spawnServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  opts: { built?: boolean } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const args = opts.built ? [...nodeArgs, builtMain] : [...nodeArgs, '--conditions=source', '--import', 'tsx', main];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => {
    err += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${err}`));
    });
  });
  return { child, url };
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
