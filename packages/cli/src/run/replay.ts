import { extname } from 'node:path';
import { foldLog, parseTableLogText, replayOutput, type DirectorRules } from '@stikk/core';
import type { ReplayOpts } from '../commands/replay.js';
import { CliError, readText } from '../io.js';

/** The digital director's rules, when the laws package provides them. */
async function directorRules(): Promise<DirectorRules | undefined> {
  const laws = (await import('@stikk/laws')) as { directorRules?: DirectorRules };
  return laws.directorRules;
}

/** What a file that is not a table log looks like, by its extension (`replay` says how to make one of it). */
const OTHER_FORMATS: Readonly<Record<string, string>> = { '.pbn': 'PBN', '.lin': 'BBO LIN', '.xml': 'USEBIO' };

export async function runReplay(file: string, opts: ReplayOpts): Promise<void> {
  const other = OTHER_FORMATS[extname(file).toLowerCase()];
  if (other)
    throw new CliError(
      `${file}: replay reads a table log (JSON), not ${other}; make one with: stikk convert ${file} board.json`,
    );
  const text = readText(file);
  const log = parseTableLogText(text);
  if (!log.ok) throw new CliError(`${file}: ${log.error.message}`);
  const rules = await directorRules();
  const state = foldLog(log.value, { mode: opts.prevent ? 'prevent' : 'record', ...(rules ? { rules } : {}) });
  if (!state.ok)
    throw new CliError(`${file}: ${state.error.message}${state.error.law ? ` (Law ${state.error.law})` : ''}`);
  process.stdout.write(JSON.stringify(replayOutput(state.value), null, 2) + '\n');
}
