import {
  checkMovementJson,
  GENERATED_KINDS,
  generateMovement,
  movementHtml,
  movementText,
  movementToJson,
  type ArrowSwitch,
  type GenerateOptions,
} from '@stikk/movements';
import type { MovementOpts } from '../commands/movement.js';
import { CliError, readText, writeOut } from '../io.js';

/** A whole number option (`--tables 7`); anything else is a CliError naming the option. */
function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(text)) throw new CliError(`--${name}: "${text}" is not a whole number`);
  return Number(text);
}

function arrowSwitch(text: string | undefined): ArrowSwitch | undefined {
  if (text === undefined) return undefined;
  if (text === 'none' || text === 'last-round' || text === 'board-per-round') return text;
  if (/^\d+(,\d+)*$/.test(text)) return text.split(',').map(Number);
  throw new CliError(`--arrow-switch: "${text}" must be none, last-round, board-per-round or rounds like 3,6`);
}

export function runMovement(kind: string, file: string | undefined, opts: MovementOpts): void {
  if (kind === 'check') {
    if (file === undefined) throw new CliError('movement check: name the JSON file to check (or - for stdin)');
    const report = checkMovementJson(readText(file));
    if (opts.json) {
      const { movement: _m, ...rest } = report;
      writeOut(JSON.stringify(rest, null, 2) + '\n', opts.out);
    } else {
      const lines = [
        ...report.errors.map((e) => `error ${e.code}: ${e.message}`),
        ...report.warnings.map((w) => `warning ${w.code}: ${w.message}`),
      ];
      writeOut(
        (lines.length ? lines.join('\n') + '\n' : '') + (report.ok ? 'ok: the movement is playable\n' : ''),
        opts.out,
      );
    }
    // A movement that is not playable is bad input: exit status 2, as every other refusal (the README's
    // conventions); the report above stays on stdout, it is what was asked for.
    if (!report.ok)
      throw new CliError(
        `${file}: ${report.errors.length} error${report.errors.length === 1 ? '' : 's'} (first: ${report.errors[0].message})`,
      );
    return;
  }
  if (file !== undefined) throw new CliError(`movement ${kind}: unexpected argument "${file}"`);
  if (!(GENERATED_KINDS as readonly string[]).includes(kind))
    throw new CliError(`movement: "${kind}" must be one of ${GENERATED_KINDS.join(', ')} or check`);
  const formats = [opts.json, opts.text, opts.html].filter(Boolean).length;
  if (formats > 1) throw new CliError('movement: choose one of --json, --text, --html');
  const tables = wholeNumber('tables', opts.tables);
  if (tables === undefined) throw new CliError('movement: --tables is required');
  if (opts.even !== undefined && opts.even !== 'relay' && opts.even !== 'skip')
    throw new CliError(`--even: "${opts.even}" must be relay or skip`);
  if (opts.variant !== undefined && opts.variant !== 'complete' && opts.variant !== 'three-quarter')
    throw new CliError(`--variant: "${opts.variant}" must be complete or three-quarter`);
  if (opts.style !== undefined && opts.style !== 'howell' && opts.style !== 'mitchell')
    throw new CliError(`--style: "${opts.style}" must be howell or mitchell`);
  const o: GenerateOptions = {
    tables,
    boardsPerRound: wholeNumber('boards-per-round', opts.boardsPerRound),
    rounds: wholeNumber('rounds', opts.rounds),
    pairs: wholeNumber('pairs', opts.pairs),
    players: wholeNumber('players', opts.players),
    even: opts.even as 'relay' | 'skip' | undefined,
    arrowSwitch: arrowSwitch(opts.arrowSwitch),
    variant: opts.variant as 'complete' | 'three-quarter' | undefined,
    style: opts.style as 'howell' | 'mitchell' | undefined,
    cycles: opts.double ? 2 : 1,
  };
  const r = generateMovement(kind, o);
  if (!r.ok) {
    // Option names in the package's errors are camelCase; show them as the CLI spells them.
    const msg = r.error.message
      .replace(/^boardsPerRound|^boardsPerMatch/, '--boards-per-round')
      .replace(
        /^(tables|rounds|pairs|players|teams|arrowSwitch|even|variant|style):/,
        (_, k: string) => `--${k === 'teams' ? 'tables' : k === 'arrowSwitch' ? 'arrow-switch' : k}:`,
      );
    throw new CliError(msg);
  }
  const m = r.value;
  writeOut(opts.json ? movementToJson(m) : opts.html ? movementHtml(m) : movementText(m), opts.out);
}
