/** Small I/O helpers shared by commands: the CLI's error contract is exit 2 and one line on stderr. */
import { readFileSync, writeFileSync } from 'node:fs';

export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

export function readText(file: string): string {
  try {
    return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

export function readBytes(file: string): Buffer {
  try {
    return file === '-' ? readFileSync(0) : readFileSync(file);
  } catch (e) {
    throw new CliError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

/** Writes to a file, or to stdout when `file` is undefined or `-`. */
export function writeOut(text: string, file?: string): void {
  if (file === undefined || file === '-') process.stdout.write(text);
  else writeFileSync(file, text);
}
