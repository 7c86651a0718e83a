import { describe, expect, it } from 'vitest';
import { decodeFileText } from '../src/file-text.js';

describe('decodeFileText: a CSV or PBN file saved by a Nordic Windows program', () => {
  const text = 'Navn;Medlemsnummer;Klubb\r\nBjørg Ødegården;20001;Ålesund BK\r\nÄrla Öberg;20002;Växjö BK\r\n';
  it('reads Windows-1252 (Excel "CSV (semikolondelt)") with Æ Ø Å Ä Ö intact, not as U+FFFD', () => {
    const cp1252 = Uint8Array.from(
      text,
      (c) => ({ ø: 0xf8, Ø: 0xd8, Å: 0xc5, Ä: 0xc4, Ö: 0xd6, ä: 0xe4, ö: 0xf6 })[c] ?? c.charCodeAt(0),
    );
    expect(decodeFileText(cp1252)).toBe(text);
  });
  it('reads UTF-8, with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeFileText(utf8)).toBe(text);
    expect(decodeFileText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });
});
