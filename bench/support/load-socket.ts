/**
 * The load bots' WebSocket client (bench/support/load-table.ts): the RFC 6455 subset the Stikk server
 * speaks, on a bare `net.Socket`, so that a bot process spends its CPU on the bots rather than on a
 * general client. Measured at 5,000 tables (README, "Session 16 — bots"), `ws`'s client put a
 * stream, a `Buffer` and an event between each frame and the bot, and a cork, a random mask and a
 * system call under each act sent. Here:
 * - the frames of a chunk read from the socket are cut out in place and each text frame is handed
 *   over as its bytes' range (`onText(bytes, start, end)`); a frame split between reads is kept
 *   until the rest arrives;
 * - the frames sent in one event-loop turn (the acts of one tick of the bots' timer wheel on this
 *   socket) go out in one write, each masked as a client must;
 * - pings are answered with pongs (the server drops sockets that do not answer: socket-guard.ts);
 *   a close frame closes the socket.
 * Not spoken (the server never sends them): fragmented messages, extensions (no permessage-deflate
 * is offered), subprotocols. A frame the client cannot read is an error, not skipped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

/** RFC 6455's key suffix for `Sec-WebSocket-Accept`. */
const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/**
 * Cuts server-to-client frames out of a byte stream: `push` each chunk as read; every complete text or
 * binary frame goes to `onText` as the range of its payload in a buffer (valid during the call only),
 * every control frame (ping 0x9, pong 0xa, close 0x8) to `onControl` with its payload. Throws on a
 * masked frame, a fragment or a length beyond 2^53, naming what it found.
 */
export class FrameReader {
  private pending: Buffer | null = null;

  constructor(
    private readonly onText: (bytes: Buffer, start: number, end: number) => void,
    private readonly onControl: (opcode: number, payload: Buffer) => void,
  ) {}

  /** Bytes held from an incomplete frame, waiting for the rest. */
  get held(): number {
    return this.pending?.length ?? 0;
  }

  push(chunk: Buffer): void {
    let buf = chunk;
    if (this.pending) {
      buf = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    const n = buf.length;
    let i = 0;
    while (n - i >= 2) {
      const b0 = buf[i];
      const b1 = buf[i + 1];
      if (b1 & 0x80) throw new Error(`WebSocket frame at byte ${i}: masked (a server's frames are not)`);
      const opcode = b0 & 0x0f;
      if (!(b0 & 0x80) || opcode === 0)
        throw new Error(`WebSocket frame at byte ${i}: a fragment (opcode ${opcode}), which this client does not join`);
      let len = b1 & 0x7f;
      let head = 2;
      if (len === 126) {
        if (n - i < 4) break;
        len = buf.readUInt16BE(i + 2);
        head = 4;
      } else if (len === 127) {
        if (n - i < 10) break;
        const high = buf.readUInt32BE(i + 2);
        if (high > 0x1fffff) throw new Error(`WebSocket frame at byte ${i}: length beyond 2^53`);
        len = high * 0x1_0000_0000 + buf.readUInt32BE(i + 6);
        head = 10;
      }
      const start = i + head;
      const end = start + len;
      if (end > n) break;
      if (opcode === 1 || opcode === 2) this.onText(buf, start, end);
      else this.onControl(opcode, buf.subarray(start, end));
      i = end;
    }
    if (i < n) this.pending = buf.subarray(i);
  }
}

/**
 * One client-to-server frame (`opcode` 0x1 text by default), its payload masked with `mask` (four
 * bytes as a 32-bit number; a client must mask every frame it sends).
 */
export function encodeFrame(payload: string | Buffer, mask: number, opcode = 0x1): Buffer {
  const len = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const head = len < 126 ? 2 : len < 0x10000 ? 4 : 10;
  const b = Buffer.allocUnsafe(head + 4 + len);
  b[0] = 0x80 | opcode;
  if (head === 2) b[1] = 0x80 | len;
  else if (head === 4) {
    b[1] = 0x80 | 126;
    b.writeUInt16BE(len, 2);
  } else {
    b[1] = 0x80 | 127;
    b.writeUInt32BE(Math.floor(len / 0x1_0000_0000), 2);
    b.writeUInt32BE(len >>> 0, 6);
  }
  b.writeUInt32BE(mask >>> 0, head);
  const at = head + 4;
  if (typeof payload === 'string') b.write(payload, at);
  else payload.copy(b, at);
  const m0 = b[head];
  const m1 = b[head + 1];
  const m2 = b[head + 2];
  const m3 = b[head + 3];
  for (let j = 0; j < len; j++) {
    const k = j & 3;
    b[at + j] ^= k === 0 ? m0 : k === 1 ? m1 : k === 2 ? m2 : m3;
  }
  return b;
}

/**
 * A WebSocket to the server at `url` (`http://host:port`, path `/api/ws`): `opened` resolves once the
 * upgrade is accepted (rejects on a refusal or a socket error before it); each text message goes to
 * `onText` as a byte range (see `FrameReader`); `onError` hears a socket error after the upgrade or an
 * unreadable frame.
 */
export class LoadSocket {
  readonly opened: Promise<void>;
  private socket: Socket | null = null;
  private out: Buffer[] = [];
  private closed = false;
  private readonly reader: FrameReader;
  /** Frames sent and write calls made: how well the turn's frames are batched. */
  frames = 0;
  writes = 0;

  constructor(
    url: string,
    onText: (bytes: Buffer, start: number, end: number) => void,
    private readonly onError: (e: Error) => void,
  ) {
    this.reader = new FrameReader(onText, (op, payload) => {
      if (op === 0x9) this.queue(encodeFrame(payload, mask(), 0xa));
      else if (op === 0x8) this.terminate();
    });
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    this.opened = new Promise<void>((resolve, reject) => {
      const req = request(`${url.replace(/^ws/, 'http')}/api/ws`, {
        agent: false,
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Key': key,
          'Sec-WebSocket-Version': '13',
        },
      });
      req.on('upgrade', (res, socket, head) => {
        if (res.headers['sec-websocket-accept'] !== accept) {
          socket.destroy();
          reject(new Error(`WebSocket upgrade at ${url}: wrong Sec-WebSocket-Accept`));
          return;
        }
        this.socket = socket;
        socket.setNoDelay(true);
        socket.on('data', (d: Buffer) => this.read(d));
        socket.on('error', (e) => this.onError(e));
        resolve();
        this.flush();
        if (head.length) this.read(head);
      });
      req.on('response', (res) => {
        res.resume();
        reject(new Error(`WebSocket upgrade at ${url}: HTTP ${res.statusCode}`));
      });
      req.on('error', reject);
      req.end();
    });
  }

  private read(d: Buffer): void {
    try {
      this.reader.push(d);
    } catch (e) {
      this.onError(e as Error);
      this.terminate();
    }
  }

  /** Sends `text` as a text message: with the others sent in this turn, in one write. */
  send(text: string): void {
    this.queue(encodeFrame(text, mask()));
  }

  private queue(frame: Buffer): void {
    if (this.closed) return;
    this.frames++;
    if (this.out.push(frame) === 1) process.nextTick(this.flush);
  }

  /** Writes the turn's frames (before the upgrade is accepted they wait for it). */
  private readonly flush = (): void => {
    if (!this.socket || this.closed || this.out.length === 0) return;
    const out = this.out;
    this.out = [];
    this.writes++;
    this.socket.write(out.length === 1 ? out[0] : Buffer.concat(out));
  };

  /** Closes the connection at once (no closing handshake), as `ws`'s `terminate`. */
  terminate(): void {
    this.closed = true;
    this.socket?.destroy();
  }
}

/** A client's masking key for one frame. */
function mask(): number {
  return (Math.random() * 0x1_0000_0000) >>> 0;
}
