// The load bots' WebSocket client (load-socket.ts): frames cut out of reads split anywhere, client
// frames masked as `ws`'s server requires, pings answered, and the bots' message routing by table.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { encodeFrame, FrameReader, LoadSocket } from './load-socket.js';
import { tableIdOf } from './load-table.js';

/** A server frame (unmasked), as the Stikk server's `online/frames.ts` and `ws` write them. */
function serverFrame(payload: Buffer, opcode = 0x1): Buffer {
  const len = payload.length;
  const head = len < 126 ? Buffer.from([0x80 | opcode, len]) : len < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (len >= 126 && len < 0x10000) {
    head[0] = 0x80 | opcode;
    head[1] = 126;
    head.writeUInt16BE(len, 2);
  } else if (len >= 0x10000) {
    head[0] = 0x80 | opcode;
    head[1] = 127;
    head.writeUInt32BE(0, 2);
    head.writeUInt32BE(len, 6);
  }
  return Buffer.concat([head, payload]);
}

describe('FrameReader', () => {
  const texts = ['{"type":"ack"}', 'x'.repeat(300), `{"é":"${'y'.repeat(70_000)}"}`, ''];
  const stream = Buffer.concat([
    ...texts.slice(0, 2).map((t) => serverFrame(Buffer.from(t))),
    serverFrame(Buffer.from('hi'), 0x9),
    ...texts.slice(2).map((t) => serverFrame(Buffer.from(t))),
  ]);

  it('hands over every message and control frame whatever the reads are cut at', () => {
    for (const cuts of [[stream.length], [1, 2, 3, 5, 8, 13, 300, 310, 70_000], [7, 9, 11, 400]]) {
      const got: string[] = [];
      const control: string[] = [];
      const r = new FrameReader(
        (b, s, e) => got.push(b.toString('utf8', s, e)),
        (op, p) => control.push(`${op}:${p.toString()}`),
      );
      let at = 0;
      for (const c of [...cuts, stream.length]) {
        if (c <= at) continue;
        r.push(Buffer.from(stream.subarray(at, Math.min(c, stream.length))));
        at = Math.min(c, stream.length);
      }
      expect(got).toEqual(texts);
      expect(control).toEqual(['9:hi']);
      expect(r.held).toBe(0);
    }
  });

  it('refuses a masked frame and a fragment, naming where', () => {
    const r = new FrameReader(
      () => {},
      () => {},
    );
    expect(() => r.push(Buffer.from([0x81, 0x81, 0, 0, 0, 0, 0x41]))).toThrow(/byte 0: masked/);
    const f = new FrameReader(
      () => {},
      () => {},
    );
    expect(() => f.push(Buffer.concat([serverFrame(Buffer.from('a')), Buffer.from([0x01, 1, 0x41])]))).toThrow(
      /byte 3: a fragment/,
    );
  });
});

describe('encodeFrame', () => {
  it('masks the payload with the key it writes, for every length form', () => {
    for (const text of ['{"next":true}', 'z'.repeat(200), 'w'.repeat(70_000)]) {
      const f = encodeFrame(text, 0xdeadbeef);
      const len = Buffer.byteLength(text);
      const head = len < 126 ? 2 : len < 0x10000 ? 4 : 10;
      expect(f[0]).toBe(0x81);
      expect(f[1] & 0x80).toBe(0x80);
      expect(f.readUInt32BE(head)).toBe(0xdeadbeef);
      const body = f.subarray(head + 4);
      expect(body.length).toBe(len);
      const key = f.subarray(head, head + 4);
      expect(Buffer.from(body.map((x, i) => x ^ key[i & 3])).toString()).toBe(text);
    }
  });
});

describe('tableIdOf', () => {
  it('reads the table near the head of the range, or -1', () => {
    const b = Buffer.from('junk{"type":"delta","tableId":4711,"viewer":"N"}');
    expect(tableIdOf(b, 4, b.length)).toBe(4711);
    expect(tableIdOf(b, 4, 30)).toBe(-1);
    const none = Buffer.from('{"type":"error","code":"x","message":"no tableId here at all, none"}');
    expect(tableIdOf(none, 0, none.length)).toBe(-1);
  });
});

describe('LoadSocket against ws', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('sends masked messages in one write per turn, receives, and answers pings', async () => {
    const http = createServer();
    const wss = new WebSocketServer({ server: http, path: '/api/ws' });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    close = () =>
      new Promise<void>((r) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        http.close(() => r());
      });
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const heard: string[] = [];
    const pong = new Promise<string>((resolve) => {
      wss.on('connection', (ws: WebSocket) => {
        ws.on('message', (d: Buffer) => {
          heard.push(d.toString());
          if (heard.length === 2) {
            ws.send('{"type":"ack","tableId":7}');
            ws.send('b'.repeat(1000));
            ws.ping('are you there');
          }
        });
        ws.on('pong', (d: Buffer) => resolve(d.toString()));
      });
    });
    const got: string[] = [];
    const errors: Error[] = [];
    const s = new LoadSocket(
      url,
      (b, st, e) => got.push(b.toString('utf8', st, e)),
      (e) => errors.push(e),
    );
    s.send('{"type":"join","tableId":7}');
    await s.opened;
    s.send('{"type":"act","tableId":7}');
    expect(await pong).toBe('are you there');
    await expect.poll(() => got.length).toBe(2);
    expect(heard).toEqual(['{"type":"join","tableId":7}', '{"type":"act","tableId":7}']);
    expect(got).toEqual(['{"type":"ack","tableId":7}', 'b'.repeat(1000)]);
    expect(s.frames).toBe(3);
    expect(s.writes).toBe(3); // the join waits for the upgrade; the act and the pong go alone
    s.send('{"type":"act","n":1}');
    s.send('{"type":"act","n":2}');
    await expect.poll(() => heard.length).toBe(4);
    expect(heard.slice(2)).toEqual(['{"type":"act","n":1}', '{"type":"act","n":2}']);
    expect([s.frames, s.writes]).toEqual([5, 4]); // two frames of one turn, one write
    expect(errors).toEqual([]);
    s.terminate();
  });

  it('rejects `opened` when the server refuses the upgrade', async () => {
    const http = createServer();
    const wss = new WebSocketServer({ server: http, path: '/api/ws', verifyClient: () => false });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    close = () =>
      new Promise<void>((r) => {
        wss.close();
        http.close(() => r());
      });
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const s = new LoadSocket(
      url,
      () => {},
      () => {},
    );
    await expect(s.opened).rejects.toThrow(/HTTP 401/);
  });
});
