/**
 * Streaming PBN: games are handed out one at a time as the input arrives, so a file of any size
 * is read in memory bounded by its largest game (plus the `##` header tags).
 */
import type { Result } from '@stikk/core';
import { StreamingTextDecoder } from '../text/encoding.js';
import type { PbnGame } from './model.js';
import { PbnReader, type PbnReadOptions } from './reader.js';

/** Chunks of a PBN file as text or bytes, from a stream or an array. */
export type PbnChunkSource = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

/**
 * Yields each game as a `Result`; on the first error yields that error and stops. Byte chunks
 * are decoded as UTF-8 until a chunk is not valid UTF-8, then as Latin-1.
 */
export async function* readPbnGames(
  source: PbnChunkSource,
  opts: PbnReadOptions = {},
): AsyncGenerator<Result<PbnGame>, void, undefined> {
  const ready: PbnGame[] = [];
  const reader = new PbnReader((g) => ready.push(g), opts);
  const decoder = new StreamingTextDecoder();
  let carry = '';
  let first = true;
  const feed = (text: string, final: boolean): boolean => {
    let s = carry + text;
    if (first && s.length) {
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
      first = false;
    }
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 10 || c === 13) {
        // A CR at the very end of a chunk may be the first half of a CRLF: wait for more.
        if (c === 13 && i === s.length - 1 && !final) break;
        if (!reader.line(s.slice(start, i))) return false;
        if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
        start = i + 1;
      }
    }
    carry = s.slice(start);
    // A line that never ends must not grow without bound: let the reader reject it.
    if (carry.length > (opts.maxLineLength ?? 1_000_000)) return reader.line(carry);
    if (final && carry.length) {
      const last = carry;
      carry = '';
      if (!reader.line(last)) return false;
    }
    return true;
  };
  for await (const chunk of source as AsyncIterable<string | Uint8Array>) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk);
    const good = feed(text, false);
    while (ready.length) yield { ok: true, value: ready.shift()! };
    if (!good) {
      yield { ok: false, error: reader.failed! };
      return;
    }
  }
  const good = feed(decoder.decode(new Uint8Array(0), true), true) && reader.end();
  while (ready.length) yield { ok: true, value: ready.shift()! };
  if (!good) yield { ok: false, error: reader.failed! };
}
