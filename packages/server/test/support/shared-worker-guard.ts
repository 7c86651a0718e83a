/**
 * setupFiles of the `io-shared` project (vitest.config.ts), whose test files run one after the other in a worker
 * that keeps its modules (isolate: false). vitest runs this file again before each of them; its `afterAll` runs
 * after the file's own, and fails the file that leaves behind what the next file in that worker would inherit:
 * a changed `process.env`, a new global, a process listener, fake timers, a replaced `process.stdout.write`
 * or a server still listening. So a file cannot pass or fail because of another file's leftovers.
 */
import { Server } from 'node:net';
import { afterAll, vi } from 'vitest';

/** Process events whose listeners would outlive the file (a test that adds one removes it). */
const EVENTS = ['uncaughtException', 'unhandledRejection', 'exit', 'beforeExit', 'warning', 'SIGINT', 'SIGTERM'];

/**
 * What a module does once per process when it is first loaded or used, not a test's leftover: zod's registry
 * globals, and pino's one exit hook for all its loggers (on-exit-leak-free's `onExit`/`onBeforeExit`, removed when
 * the last logger is collected).
 */
const ONCE_GLOBALS = new Set(['__zod_globalConfig', '__zod_globalRegistry']);
const ONCE_LISTENERS = new Set(['onExit', 'onBeforeExit']);

const env = { ...process.env };
const globals = new Set(Object.getOwnPropertyNames(globalThis));
const listeners = EVENTS.map((e) => new Set(process.listeners(e as 'exit')));
const { stdout, stderr } = { stdout: process.stdout.write, stderr: process.stderr.write };
/**
 * Servers still listening (a test's server that was not closed). Not `getActiveResourcesInfo()`'s TCPServerWrap
 * count: a server closed just before still has its handle until libuv's close callback; `listening` is false at
 * once. (`_getActiveHandles` is Node's own, untyped: `Reflect.get` gives it as `any`.)
 */
const listening = () =>
  (Reflect.get(process, '_getActiveHandles') as () => unknown[])
    .call(process)
    .filter((h) => h instanceof Server && h.listening).length;
const servers = listening();

afterAll(() => {
  const left: string[] = [];
  const keys = new Set([...Object.keys(env), ...Object.keys(process.env)]);
  for (const k of keys) if (env[k] !== process.env[k]) left.push(`process.env.${k} changed`);
  for (const g of Object.getOwnPropertyNames(globalThis))
    if (!globals.has(g) && !g.startsWith('__vitest') && !ONCE_GLOBALS.has(g)) left.push(`global ${g}`);
  EVENTS.forEach((e, i) => {
    for (const f of process.listeners(e as 'exit'))
      if (!listeners[i].has(f) && !ONCE_LISTENERS.has(f.name)) left.push(`a process '${e}' listener ${f.name}`);
  });
  if (vi.isFakeTimers()) left.push('fake timers');
  if (process.stdout.write !== stdout || process.stderr.write !== stderr) left.push('process.stdout/stderr.write');
  if (listening() > servers) left.push(`${listening() - servers} listening server(s)`);
  if (left.length > 0)
    throw new Error(`This file shares its worker with the next test file and left behind: ${left.join(', ')}`);
});
