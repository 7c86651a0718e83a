/** `stikk score --json FILE` run in this process (the CLI's `main`), for tests that score an export with the CLI. */
import { main } from '@stikk/cli';
import { expect, vi } from 'vitest';

/** The CLI's JSON of `stikk score --json file` (its exit code expected 0), typed as the caller reads it. */
export async function stikkScoreJson<T>(file: string): Promise<T> {
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out.push(typeof s === 'string' ? s : new TextDecoder().decode(s));
    return true;
  });
  let code: number;
  try {
    code = await main(['node', 'stikk', 'score', '--json', file]);
  } finally {
    spy.mockRestore(); // also when main throws: the io-shared worker's next file writes to the real stdout
  }
  expect(code).toBe(0);
  return JSON.parse(out.join(''));
}
