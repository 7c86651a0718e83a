/** Test clients over real loopback connections: an HTTP client with a cookie jar, a WebSocket client. */
import WebSocket from 'ws';
import type { ServerMessage, ClientMessage } from '../../src/api/types.js';

export class Http {
  cookie = '';
  bearer = '';
  constructor(readonly base: string) {}

  async req<T = any>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const r = await fetch(this.base + path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = r.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const text = await r.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: r.status, body: parsed as T, headers: r.headers };
  }
  get = <T = any>(p: string) => this.req<T>('GET', p);
  post = <T = any>(p: string, b?: unknown) => this.req<T>('POST', p, b ?? {});
  put = <T = any>(p: string, b?: unknown) => this.req<T>('PUT', p, b ?? {});

  /** POST that must succeed. */
  async ok<T = any>(method: string, p: string, b?: unknown): Promise<T> {
    const r = await this.req<T>(method, p, b);
    if (r.status !== 200) throw new Error(`${method} ${p} → ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
}

/** How long a WebSocket test waits for a message before failing (`WsClient.waitFor`). */
const WAIT_MS = 45_000;

export class WsClient {
  readonly messages: ServerMessage[] = [];
  readonly raw: string[] = [];
  private waiters: {
    pred: (m: ServerMessage) => boolean;
    resolve: (m: ServerMessage) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  }[] = [];
  private ws!: WebSocket;
  closed = false;
  closeCode: number | null = null;
  closeReason = '';

  constructor(
    readonly url: string,
    readonly cookie = '',
    readonly onMessage?: (m: ServerMessage, raw: string) => void,
    readonly headers: Record<string, string> = {},
  ) {}

  open(): Promise<this> {
    const headers = { ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}) };
    this.ws = new WebSocket(
      this.url.replace(/^http/, 'ws') + '/api/ws',
      Object.keys(headers).length ? { headers } : {},
    );
    this.ws.on('message', (d) => {
      const text = d.toString();
      const m = JSON.parse(text) as ServerMessage;
      this.raw.push(text);
      this.messages.push(m);
      this.onMessage?.(m, text);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          clearTimeout(w.timer);
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    this.ws.on('close', (code, reason) => {
      this.closed = true;
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
    this.ws.on('error', () => {
      this.closed = true;
    });
    return new Promise((res, rej) => {
      this.ws.once('open', () => res(this));
      this.ws.once('error', rej);
    });
  }

  send(m: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }

  /** Sends a text frame as it is (not necessarily JSON). */
  sendText(text: string): void {
    this.ws.send(text);
  }

  /**
   * Resolves with the first message (from now on, or already received after `from`) matching. `ms` only bounds a
   * wait for a message that never comes (the test then fails with the last message seen): on a loaded 2-core CI
   * machine a claim search or a batch of acts can take more than 10 s, so the default stays under the test's own
   * timeout (60 s) without racing the server's work.
   */
  waitFor(pred: (m: ServerMessage) => boolean, ms = WAIT_MS, from = this.messages.length): Promise<ServerMessage> {
    const seen = this.messages.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `timeout waiting for a message on ${this.url}; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`,
            ),
          ),
        ms,
      );
      this.waiters.push({ pred, resolve, reject, timer });
    });
  }

  /** Sends and waits for the reply labelled with the same id (ack or reject). */
  async request(m: ClientMessage & { type: 'act' }): Promise<ServerMessage> {
    const from = this.messages.length;
    this.send(m);
    return this.waitFor((x) => (x.type === 'ack' || x.type === 'reject') && x.id === m.id, WAIT_MS, from);
  }

  close(): void {
    this.ws.close();
  }
  terminate(): void {
    this.ws.terminate();
  }
}
