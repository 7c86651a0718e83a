import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands/index.js';
import { CliError } from './io.js';

export async function main(argv: readonly string[]): Promise<number> {
  const program = new Command('stikk')
    .description('Stikk: the Laws of Duplicate Bridge as software')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  for (const register of COMMANDS) register(program);
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`stikk: ${e.message.split('\n')[0]}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    process.stderr.write(`stikk: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    return 1;
  }
}
