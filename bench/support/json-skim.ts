/**
 * Reading a few members out of a compact JSON text (as the Stikk server writes its messages: no white space)
 * without building the whole value: the load bots (load-table.ts) take what their policy and their checks need
 * from each view delta and step over the rest. A skimmed value is exactly what `JSON.parse` would make of the
 * same characters (bench/support/json-skim.test.ts compares the two); a text that is not compact JSON where the
 * skimmer walks throws a `SkimError` naming the place.
 */

/** A text the skimmer could not walk: where, and what it met. */
export class SkimError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Throws a `SkimError` naming character `i` of `t` and what was expected there. */
export function fail(t: string, i: number, what: string): never {
  throw new SkimError(`JSON text, character ${i}: ${what} (met ${JSON.stringify(t.slice(i, i + 12))})`);
}

/** The index just after the string whose opening quote is at `i`. */
export function skipString(t: string, i: number): number {
  if (t.charCodeAt(i) !== QUOTE) fail(t, i, 'a string expected');
  for (let j = i + 1; j < t.length; j++) {
    const c = t.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) j++;
  }
  return fail(t, i, 'a string not closed');
}

/** The index just after the JSON value starting at `i` (a string, number, literal, array or object). */
export function skipValue(t: string, i: number): number {
  const c = t.charCodeAt(i);
  if (c === QUOTE) return skipString(t, i);
  if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
    // Brackets counted, strings stepped over whole (a bracket inside one is text).
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      const d = t.charCodeAt(j);
      if (d === QUOTE) j = skipString(t, j) - 1;
      else if (d === OPEN_ARRAY || d === OPEN_OBJECT) depth++;
      else if (d === CLOSE_ARRAY || d === CLOSE_OBJECT) {
        if (--depth === 0) return j + 1;
      }
    }
    return fail(t, i, 'an array or object not closed');
  }
  // A number or a literal (true, false, null): its characters (digits, letters, sign, point).
  let j = i;
  for (; j < t.length; j++) {
    const d = t.charCodeAt(j);
    const letter = (d >= 0x61 && d <= 0x7a) || (d >= 0x41 && d <= 0x5a);
    if (!((d >= 0x30 && d <= 0x39) || letter || d === 0x2d || d === 0x2b || d === 0x2e)) break;
  }
  if (j === i) fail(t, i, 'a value expected');
  return j;
}

/** The string whose opening quote is at `i`, as `JSON.parse` reads it. */
export function readString(t: string, i: number, end = skipString(t, i)): string {
  const s = t.slice(i + 1, end - 1);
  return s.includes('\\') ? (JSON.parse(t.slice(i, end)) as string) : s;
}

/** The number (or null) starting at `i`, as `JSON.parse` reads it. */
export function readNumber(t: string, i: number, end = skipValue(t, i)): number | null {
  // A whole number of up to 15 digits (all a bot meets: versions, table ids) read digit by digit.
  if (end - i <= 15 && end > i) {
    let v = 0;
    let j = i;
    for (; j < end; j++) {
      const c = t.charCodeAt(j);
      if (c < 0x30 || c > 0x39) break;
      v = v * 10 + (c - 0x30);
    }
    if (j === end && (end - i === 1 || t.charCodeAt(i) !== 0x30)) return v;
  }
  let v: unknown;
  try {
    v = JSON.parse(t.slice(i, end));
  } catch {
    fail(t, i, 'a number expected');
  }
  if (v !== null && typeof v !== 'number') fail(t, i, 'a number expected');
  return v as number | null;
}

/** How many items the array starting at `i` holds (they are stepped over, not built). */
export function countItems(t: string, i: number): number {
  if (t.charCodeAt(i) !== OPEN_ARRAY) fail(t, i, 'an array expected');
  if (t.charCodeAt(i + 1) === CLOSE_ARRAY) return 0;
  let n = 0;
  let j = i + 1;
  for (;;) {
    j = skipValue(t, j);
    n++;
    const c = t.charCodeAt(j);
    if (c === CLOSE_ARRAY) return n;
    if (c !== 0x2c) fail(t, j, 'a comma or the end of the array expected');
    j++;
  }
}
