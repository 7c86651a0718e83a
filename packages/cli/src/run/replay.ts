import { extname } from 'node:path';
import { foldLog, parseTableLog, replayOutput, type DirectorRules, type TableLog } from '@stikk/core';
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
      `${file}: replay reads a table log (JSON), not ${other}; make one with: stikk convert --force ${file} board.json`,
    );
  const log = readLog(file, readText(file), opts.board);
  const rules = await directorRules();
  const state = foldLog(log, { mode: opts.prevent ? 'prevent' : 'record', ...(rules ? { rules } : {}) });
  if (!state.ok) {
    const { message, law } = state.error;
    throw new CliError(`${file}: ${message}${law && !citesLaw(message, law) ? ` (Law ${law})` : ''}`);
  }
  process.stdout.write(JSON.stringify(replayOutput(state.value), null, 2) + '\n');
}

/** Whether `message` already cites `law` ("Law 38", "Laws 53–56"), so it is not named twice. */
function citesLaw(message: string, law: string): boolean {
  const number = law.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bLaws? [^()]*\\b${number}\\b`).test(message);
}

/**
 * The table log to replay: the file's one log, or from an array of logs (as `convert` writes a file of several
 * boards) the one of `--board` (or its only element).
 */
function readLog(file: string, text: string, board: string | undefined): TableLog {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  const wanted = board === undefined ? undefined : Number(board);
  if (wanted !== undefined && !(Number.isInteger(wanted) && wanted >= 1))
    throw new CliError(`--board: must be a board number ≥ 1, got "${board}"`);
  if (!Array.isArray(json)) {
    const log = parseTableLog(json);
    if (!log.ok) throw new CliError(`${file}: ${log.error.message}`);
    if (wanted !== undefined && log.value.board !== wanted)
      throw new CliError(`${file}: no board ${wanted} (the table log is of board ${log.value.board ?? 'unnumbered'})`);
    return log.value;
  }
  const logs: TableLog[] = [];
  for (const [i, raw] of json.entries()) {
    const log = parseTableLog(raw);
    if (!log.ok) throw new CliError(`${file}: [${i}]: ${log.error.message}`);
    logs.push(log.value);
  }
  const boards = logs.map((l) => l.board).join(', ');
  if (logs.length === 0) throw new CliError(`${file}: the array holds no table log`);
  if (wanted === undefined) {
    const [only] = logs;
    if (logs.length === 1 && only) return only;
    throw new CliError(`${file}: holds ${logs.length} table logs (boards ${boards}); choose one with --board N`);
  }
  const found = logs.filter((l) => l.board === wanted);
  const [one] = found;
  if (!one) throw new CliError(`${file}: no board ${wanted} (the file holds boards ${boards})`);
  if (found.length > 1)
    throw new CliError(`${file}: board ${wanted} has ${found.length} table logs (tables of the same board)`);
  return one;
}
