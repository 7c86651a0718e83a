// `npm start` and signals (club follow-up): npm passes SIGTERM on to the shell that runs the start script, and the
// shell ended without passing it on, so `kill <npm>` left the server running with no parent and the port taken.
// `stikk serve` started by an npm script now stops when its parent goes away.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Whether something answers HTTP at `url` (false once the port is closed). */
const answers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const req = request(url, { method: 'HEAD', timeout: 5000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });

describe('npm start: SIGTERM to npm stops the server', () => {
  const data = mkdtempSync(join(tmpdir(), 'stikk-npm-start-'));
  let npm: ChildProcess | undefined;
  afterAll(() => {
    // npm runs in a process group of its own: whatever is left of it (the server too) ends with the group.
    try {
      if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(data, { recursive: true, force: true });
  });

  it('the server exits and the port frees when npm gets SIGTERM', async () => {
    npm = spawn('npm', ['start', '--', '--port', '0', '--data', data, '--log', 'silent'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
    });
    npm.stderr?.on('data', (b: Buffer) => {
      out += b.toString();
    });
    await expect.poll(() => /open (http:\/\/\S+)/.exec(out)?.[1], { timeout: 60_000, interval: 200 }).toBeTruthy();
    const url = /open (http:\/\/\S+)/.exec(out)![1];
    expect(await answers(url)).toBe(true);
    const exited = new Promise<void>((resolve) => npm!.once('exit', () => resolve()));
    process.kill(npm.pid!, 'SIGTERM');
    await exited;
    // npm has ended; the server follows it and the port no longer answers.
    await expect.poll(() => answers(url), { timeout: 30_000, interval: 250 }).toBe(false);
  }, 120_000);
});
