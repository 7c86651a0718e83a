/**
 * Section data: the elements after a section's tag (calls, cards, table elements), each either a
 * bare token or a quoted string token, with the place it was found.
 */
import { fail, ok, type Result } from '@stikk/core';
import type { PbnPos } from './model.js';

export interface SectionElement extends PbnPos {
  readonly text: string;
  /** Written as a string token ("…"). */
  readonly quoted: boolean;
  /** Index of the section line it is on. */
  readonly row: number;
}

/** Undoes PBN string escapes: `\"` is a quote, `\\` a backslash; other backslashes stay. */
export function unescapePbn(s: string): string {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && (s[i + 1] === '"' || s[i + 1] === '\\')) {
      out += s[i + 1];
      i++;
    } else out += c;
  }
  return out;
}

/**
 * Writes a string's content for a PBN string token. A backslash is doubled only where a reader
 * could take it for an escape (before `"`, `\` or the closing quote), so column specs such as
 * `Rank\2R` stay as other programs write them.
 */
export function escapePbn(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"') out += '\\"';
    else if (c === '\\') {
      const n = s[i + 1];
      out += n === undefined || n === '"' || n === '\\' ? '\\\\' : '\\';
    } else out += c;
  }
  return out;
}

/** Splits section lines into elements. Errors name the line and column. */
export function sectionElements(lines: readonly string[], at: readonly PbnPos[]): Result<SectionElement[]> {
  const out: SectionElement[] = [];
  for (let r = 0; r < lines.length; r++) {
    const s = lines[r];
    const base = at[r] ?? { line: 0, column: 1 };
    let i = 0;
    while (i < s.length) {
      const c = s[i];
      if (/\s/.test(c)) {
        i++;
        continue;
      }
      const column = base.column + i;
      if (c === '"') {
        let j = i + 1;
        let text = '';
        while (j < s.length && s[j] !== '"') {
          if (s[j] === '\\' && (s[j + 1] === '"' || s[j + 1] === '\\')) {
            text += s[j + 1];
            j += 2;
          } else text += s[j++];
        }
        if (j >= s.length)
          return fail('pbn-unterminated-string', `line ${base.line}, column ${column}: string has no closing quote`, {
            line: base.line,
            column,
          });
        out.push({ text, quoted: true, line: base.line, column, row: r });
        i = j + 1;
      } else {
        let j = i;
        while (j < s.length && !/[\s"]/.test(s[j])) j++;
        out.push({ text: s.slice(i, j), quoted: false, line: base.line, column, row: r });
        i = j;
      }
    }
  }
  return ok(out);
}

/** Is `s` writable as a bare section token (PBN 3.2: printable ASCII minus `[]{};"%`)? */
export function isSectionToken(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 33 || c > 126) return false;
    const ch = s[i];
    if (ch === '[' || ch === ']' || ch === '{' || ch === '}' || ch === ';' || ch === '"' || ch === '%') return false;
  }
  return true;
}

/** A section element as written: bare when possible, else a string token. */
export const printElement = (s: string, quoted = false): string =>
  !quoted && isSectionToken(s) ? s : `"${escapePbn(s)}"`;
