/** Small I/O helpers shared by commands: the CLI's error contract is exit 2 and one line on stderr. */
import { readFileSync, writeFileSync } from 'node:fs';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
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

/**
 * True when the text is a list of deals, one per line (`N:AKQ.… … … …`, as DDS's test lists),
 * rather than a PBN, LIN, USEBIO or table-log file.
 */
export function isDealList(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('%'));
  if (!lines.length) return false;
  const deal = /^"?[NESWnesw]:\s*[AKQJT2-9.x-]+(\s+[AKQJT2-9.x-]+){3}"?\s*(.*)$/;
  return lines.slice(0, 20).every((l) => deal.test(l));
}

/** The error for a deal list given where a board or results file is expected. */
export function dealListError(file: string, command: string): CliError {
  return new CliError(
    `${file}: a list of deals (one "N:…" per line), not a file ${command} reads; for double-dummy tables and par run: stikk dd ${file}`,
  );
}
