/**
 * Character sets of bridge files. PBN is defined on ISO 8859-1 (Latin-1), but many programs
 * now write UTF-8: a byte stream that is valid UTF-8 is read as UTF-8, anything else as
 * Latin-1 (every byte sequence is valid Latin-1, so reading never fails).
 */
export type TextEncodingName = 'utf-8' | 'latin1';

/** Text decoded from bytes, with the character set it was read in. */
export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  /** The input began with a UTF-8 byte-order mark (not part of `text`). */
  readonly bom: boolean;
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Exact ISO 8859-1: byte n is code point n (WHATWG's "latin1" label is windows-1252 instead). */
export function decodeLatin1(bytes: Uint8Array): string {
  let out = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + step) as unknown as number[]);
  }
  return out;
}

/** Detects UTF-8 (with or without BOM) versus Latin-1 and decodes. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (bom) return { text: new TextDecoder('utf-8').decode(body), encoding: 'utf-8', bom };
  let ascii = true;
  for (let i = 0; i < body.length; i++) {
    if (body[i] >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return { text: decodeLatin1(body), encoding: 'utf-8', bom: false };
  try {
    return { text: utf8Fatal.decode(body), encoding: 'utf-8', bom: false };
  } catch {
    return { text: decodeLatin1(body), encoding: 'latin1', bom: false };
  }
}

/** Encodes text as Latin-1; characters outside it become `?` (as PBN asks for unsupported characters). */
export function encodeLatin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 256 ? c : 0x3f;
  }
  return out;
}

/** True when every character of `text` exists in Latin-1. */
export const fitsLatin1 = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 255) return false;
  return true;
};

/** Encodes text as UTF-8 or ISO 8859-1 (Latin-1). */
export function encodeText(text: string, encoding: TextEncodingName): Uint8Array {
  return encoding === 'latin1' ? encodeLatin1(text) : new TextEncoder().encode(text);
}

/**
 * Streaming decoder: starts as UTF-8 and falls back to Latin-1 for the rest of the stream at the
 * first chunk that is not valid UTF-8 (a file is written in one character set).
 */
export class StreamingTextDecoder {
  private utf8: TextDecoder | null = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private pending: Uint8Array | null = null;
  encoding: TextEncodingName = 'utf-8';

  /** Decodes the next chunk; `final` flushes what is pending at the end of the stream. */
  decode(chunk: Uint8Array, final = false): string {
    if (this.utf8) {
      const bytes = this.pending ? concat(this.pending, chunk) : chunk;
      try {
        const s = this.utf8.decode(chunk, { stream: !final });
        this.pending = final ? null : tailOfIncomplete(bytes);
        return s;
      } catch {
        this.utf8 = null;
        this.encoding = 'latin1';
        // The decoder may have buffered the start of a multi-byte sequence from the previous
        // chunk: re-decode those bytes too.
        return decodeLatin1(bytes);
      }
    }
    return decodeLatin1(chunk);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** The trailing bytes of an unfinished UTF-8 sequence (at most 3), kept for a Latin-1 re-decode. */
function tailOfIncomplete(bytes: Uint8Array): Uint8Array | null {
  let i = bytes.length - 1;
  let n = 0;
  while (i >= 0 && n < 3 && (bytes[i] & 0xc0) === 0x80) {
    i--;
    n++;
  }
  if (i < 0 || bytes[i] < 0xc0) return null;
  return bytes.slice(i);
}
