/**
 * The tokens of the Auction and Play sections (PBN 2.1 §3.2, §3.5–3.7, §3.9): calls or cards,
 * suffixes (`!`, `?`, `!!`, `??`, `!?`, `?!`), note references `=n=`, NAGs `$n`, irregularity
 * marks `^I ^S ^R ^L`, `-`, `*` and `+`. Tokens may be glued (`1C!=1=`).
 */
import { fail, ok, type Result } from '@stikk/core';
import type { PbnPos } from './model.js';
import { sectionElements } from './section.js';

/** One token of a PBN Auction or Play section, with its line and column. */
export type SectionToken =
  | { readonly kind: 'word'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly kind: 'note'; readonly index: number; readonly line: number; readonly column: number }
  | { readonly kind: 'nag'; readonly value: number; readonly line: number; readonly column: number }
  | { readonly kind: 'suffix'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly kind: 'irregular'; readonly mark: 'I' | 'S' | 'R' | 'L'; readonly line: number; readonly column: number }
  | { readonly kind: 'end'; readonly line: number; readonly column: number }
  | { readonly kind: 'continue'; readonly line: number; readonly column: number };

const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'] as const;
/** A suffix's NAG: calls $1–$6, cards $7–$12 (PBN §3.7). */
export const suffixNag = (suffix: string, card: boolean): number =>
  SUFFIXES.indexOf(suffix as (typeof SUFFIXES)[number]) + 1 + (card ? 6 : 0);

/** Splits an Auction or Play section into tokens (words, note references, NAGs, suffixes, irregularity marks). */
export function sectionTokens(lines: readonly string[], at: readonly PbnPos[]): Result<SectionToken[]> {
  const els = sectionElements(lines, at);
  if (!els.ok) return els;
  const out: SectionToken[] = [];
  for (const e of els.value) {
    if (e.quoted)
      return fail('pbn-section-string', `line ${e.line}, column ${e.column}: a quoted string is not a call or card`, {
        line: e.line,
        column: e.column,
      });
    const s = e.text;
    let i = 0;
    while (i < s.length) {
      const line = e.line,
        column = e.column + i;
      const rest = s.slice(i);
      let m: RegExpExecArray | null;
      if ((m = /^=(\d{1,9})=/.exec(rest))) {
        out.push({ kind: 'note', index: Number(m[1]), line, column });
        i += m[0].length;
        continue;
      }
      if ((m = /^\$(\d{1,9})/.exec(rest))) {
        out.push({ kind: 'nag', value: Number(m[1]), line, column });
        i += m[0].length;
        continue;
      }
      if ((m = /^[!?]{1,2}/.exec(rest))) {
        out.push({ kind: 'suffix', text: m[0], line, column });
        i += m[0].length;
        continue;
      }
      if ((m = /^\^([ISRLisrl])/.exec(rest))) {
        out.push({ kind: 'irregular', mark: m[1].toUpperCase() as 'I' | 'S' | 'R' | 'L', line, column });
        i += 2;
        continue;
      }
      if (rest[0] === '*') {
        out.push({ kind: 'end', line, column });
        i++;
        continue;
      }
      if (rest[0] === '+') {
        out.push({ kind: 'continue', line, column });
        i++;
        continue;
      }
      if ((m = /^[A-Za-z0-9-]+/.exec(rest))) {
        out.push({ kind: 'word', text: m[0], line, column });
        i += m[0].length;
        continue;
      }
      return fail('pbn-section-token', `line ${line}, column ${column}: "${rest[0]}" is not allowed here`, {
        line,
        column,
      });
    }
  }
  return ok(out);
}

/** A `Note` tag value `n:text`. */
export interface PbnNote {
  readonly index: number;
  readonly text: string;
}

/** Reads a PBN `Note` value (`3:text`) into its index and text. */
export function parseNote(value: string): PbnNote | undefined {
  const m = /^\s*(\d{1,9})\s*:(.*)$/s.exec(value);
  return m ? { index: Number(m[1]), text: m[2] } : undefined;
}

/** Annotation suffix text for export: note reference, then NAGs in increasing order. */
export function printAnnotations(note: number | undefined, nags: readonly number[]): string {
  let s = note !== undefined ? ` =${note}=` : '';
  for (const n of [...nags].sort((a, b) => a - b)) s += ` $${n}`;
  return s;
}
