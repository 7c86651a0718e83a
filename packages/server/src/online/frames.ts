/**
 * Issue 22: the WebSocket text frames one connection is sent in one turn of the event loop (an ack
 * and the updates of every table it holds a seat at, say), built as ONE buffer for one socket
 * write — byte for byte the frames `ws` would write one by one (server frames: final, unmasked,
 * no compression; permessage-deflate is off), without its per-frame header buffer, byte count and
 * two stream writes each.
 */

/** The bytes of a frame header for a payload of `n` bytes (RFC 6455 §5.2: 7-bit, 16-bit or 64-bit length). */
const headerBytes = (n: number): number => (n < 126 ? 2 : n < 65_536 ? 4 : 10);

/** `texts` as consecutive final, unmasked text frames in one buffer. */
export function textFrames(texts: readonly string[]): Buffer {
  const lengths = new Array<number>(texts.length);
  let total = 0;
  for (let i = 0; i < texts.length; i++) {
    const n = Buffer.byteLength(texts[i], 'utf8');
    lengths[i] = n;
    total += headerBytes(n) + n;
  }
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const n = lengths[i];
    out[at] = 0x81; // FIN + opcode 1 (text)
    if (n < 126) {
      out[at + 1] = n;
      at += 2;
    } else if (n < 65_536) {
      out[at + 1] = 126;
      out.writeUInt16BE(n, at + 2);
      at += 4;
    } else {
      out[at + 1] = 127;
      out.writeUInt32BE(0, at + 2);
      out.writeUInt32BE(n, at + 6);
      at += 10;
    }
    at += out.write(texts[i], at, n, 'utf8');
  }
  return out;
}
