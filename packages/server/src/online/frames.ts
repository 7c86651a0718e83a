/**
 * Issue 22: the WebSocket text frames one connection is sent in one turn of the event loop (an ack
 * and the updates of every table it holds a seat at, say), built as ONE buffer for one socket
 * write — byte for byte the frames `ws` would write one by one (server frames: final, unmasked,
 * no compression; permessage-deflate is off), without its per-frame header buffer, byte count and
 * two stream writes each.
 */

/** The bytes of a frame header for a payload of `n` bytes (RFC 6455 §5.2: 7-bit, 16-bit or 64-bit length). */
const headerBytes = (n: number): number => (n < 126 ? 2 : n < 65_536 ? 4 : 10);

/** Where frames are written before their bytes are copied out (grown as needed, up to `SCRATCH_MAX`). */
let scratch = Buffer.allocUnsafeSlow(1 << 16);
const SCRATCH_MAX = 1 << 22;

/**
 * `texts` as consecutive final, unmasked text frames in one buffer. Each text is encoded once, straight after room
 * for its header as wide as its longest possible UTF-8 length needs (3 bytes per UTF-16 unit), and moved back when
 * it came out shorter: no separate pass counting each text's bytes.
 */
export function textFrames(texts: readonly string[]): Buffer {
  let most = 0;
  for (let i = 0; i < texts.length; i++) most += 10 + 3 * texts[i].length;
  let out = scratch;
  if (most > out.length) {
    out = Buffer.allocUnsafeSlow(most);
    if (most <= SCRATCH_MAX) scratch = out;
  }
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const room = headerBytes(3 * text.length);
    const n = out.write(text, at + room, 'utf8');
    const head = headerBytes(n);
    if (head < room) out.copyWithin(at + head, at + room, at + room + n);
    out[at] = 0x81; // FIN + opcode 1 (text)
    if (n < 126) out[at + 1] = n;
    else if (n < 65_536) {
      out[at + 1] = 126;
      out.writeUInt16BE(n, at + 2);
    } else {
      out[at + 1] = 127;
      out.writeUInt32BE(0, at + 2);
      out.writeUInt32BE(n, at + 6);
    }
    at += head + n;
  }
  // A copy: the socket keeps its buffer until written, the scratch is written again by the next call.
  return Buffer.from(out.subarray(0, at));
}
