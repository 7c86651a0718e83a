/**
 * The `stikk` program. Command modules declare options and help only; each action loads its
 * implementation (`run/*.ts`) when it runs, so `stikk --help` or `stikk deal` never loads the server.
 */
import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands/index.js';
import { CliError } from './io.js';

const VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** The short usage printed when `stikk` is run with no arguments. */
export function shortUsage(program: Command): string {
  const names = program.commands.map((c) => c.name()).filter((n) => n !== 'help');
  return `usage: stikk <command> [options]\ncommands: ${names.join(', ')}\n'stikk --help' lists them, 'stikk help <command>' shows a command's options and examples\n`;
}

/** Commander's error text ("error: unknown option '--x'\n(Did you mean --y?)") as one `stikk:` line. */
export function errorLine(text: string): string {
  const one = text
    .replace(/^error:\s*/i, '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\(Did you mean/, '(did you mean');
  return `stikk: ${one}\n`;
}

export function buildProgram(): Command {
  const program = new Command('stikk')
    .description('Stikk: the Laws of Duplicate Bridge as software')
    .version(VERSION, '-V, --version', 'print the version')
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      outputError: (s, write) => write(errorLine(s)),
    })
    .addHelpText(
      'after',
      `
Every command: errors are one "stikk: …" line on stderr with exit 2; --json prints one JSON document
on stdout; - reads stdin or writes stdout where a file is expected.

Examples:
  $ stikk deal --boards 1-32 > club.pbn
  $ stikk dd club.pbn --pbn club-dd.pbn
  $ stikk score results.pbn
  $ stikk convert results.pbn results.xml
  $ stikk help convert
`,
    );
  // Subcommands inherit the output and exit settings above (commander copies them on `.command()`).
  for (const register of COMMANDS) register(program);
  return program;
}

/** Runs the `stikk` command line on `argv` (as `process.argv`) and resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  if (argv.length <= 2) {
    process.stderr.write(shortUsage(program));
    return 2;
  }
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`stikk: ${e.message.split('\n')[0]}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    process.stderr.write(`stikk: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 1;
  }
}
