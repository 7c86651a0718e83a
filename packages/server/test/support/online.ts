/** Helpers for online-table tests: four seated clients, the current view of each, acting in turn. */
import { printCard, seededDeal, type Deal, type Seat } from '@stikk/core';
import type { OnlineTableCreated, ServerMessage, TableView } from '../../src/api/types.js';
import type { StikkServer } from '../../src/index.js';
import { type Http, WsClient } from './http.js';

export const SEAT_LIST: Seat[] = ['N', 'E', 'S', 'W'];

export class OnlineTable {
  readonly clients = {} as Record<Seat, WsClient>;
  readonly views = {} as Record<Seat, TableView>;
  private n = 0;

  constructor(
    readonly url: string,
    readonly tableId: number,
    readonly tokens: Record<Seat, string>,
  ) {}

  async join(onMessage?: (seat: Seat, m: ServerMessage, raw: string) => void): Promise<void> {
    await Promise.all(
      SEAT_LIST.map(async (s) => {
        const c = await new WsClient(this.url, '', (m, raw) => {
          if ((m.type === 'joined' || m.type === 'update') && m.tableId === this.tableId) this.views[s] = m.view;
          onMessage?.(s, m, raw);
        }).open();
        this.clients[s] = c;
        c.send({ type: 'join', tableId: this.tableId, token: this.tokens[s] });
        await c.waitFor((m) => m.type === 'joined');
      }),
    );
  }

  get version(): number {
    return Math.max(...SEAT_LIST.map((s) => this.views[s]?.version ?? 0));
  }

  /**
   * How far behind the last acting seat's version each seat's was when it acted (each viewer counts only
   * the events it sees: a Law 20 question is not counted by the asker's partner).
   */
  private behind: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };

  /**
   * Waits until every seat of `seats` (all four by default: those the event is for) has seen the event the
   * last act's ack numbered `v` (for the seat that acted; the others by their own count).
   */
  async synced(v: number, seats: readonly Seat[] = SEAT_LIST): Promise<void> {
    await Promise.all(
      seats.map((s) =>
        this.clients[s].waitFor(
          (m) =>
            (m.type === 'update' || m.type === 'joined') &&
            m.tableId === this.tableId &&
            m.view.version >= v - this.behind[s],
          undefined,
          0,
        ),
      ),
    );
  }

  /** The seat that acts now: the one in turn, or declarer for dummy. */
  actor(): Seat | null {
    const v = this.views.N;
    if (!v.turn) return null;
    return v.dummy === v.turn && v.phase === 'play' ? v.declarer : v.turn;
  }

  async act(seat: Seat, act: Record<string, unknown>, version = this.views[seat].version): Promise<ServerMessage> {
    for (const s of SEAT_LIST) this.behind[s] = (this.views[seat]?.version ?? 0) - (this.views[s]?.version ?? 0);
    return this.clients[seat].request({
      type: 'act',
      tableId: this.tableId,
      id: `a${++this.n}`,
      version,
      act: act as never,
    });
  }

  /** Plays the first legal card of whoever is to play; returns the ack. */
  async playOne(): Promise<ServerMessage> {
    const who = this.actor()!;
    const card = this.views[who].legalCards[0];
    const r = await this.act(who, { play: card });
    if (r.type !== 'ack') throw new Error(`play refused: ${JSON.stringify(r)}`);
    await this.synced(r.version);
    return r;
  }

  /** Each act of `acts` (seat and act, in order) must be acknowledged; every seat sees each. */
  async actAll(acts: readonly (readonly [Seat, Record<string, unknown>])[]): Promise<void> {
    for (const [seat, act] of acts) {
      const r = await this.act(seat, act);
      if (r.type !== 'ack') throw new Error(`${seat} ${JSON.stringify(act)} refused: ${JSON.stringify(r)}`);
      await this.synced(r.version);
    }
  }

  close(): void {
    for (const s of SEAT_LIST) this.clients[s]?.close();
  }
}

const CARD = /^[SHDC][2-9TJQKA]$/;
/** Every string in `x` (deeply) that spells a card. */
export function cardsIn(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') {
    if (CARD.test(x)) out.push(x);
  } else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
  else if (x && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
  return out;
}

/**
 * The cards of `deal` public at version `v` of `board`, from the director's view at that version:
 * cards played, dummy once the opening lead is faced, a claimer's hand, exposed and penalty cards,
 * every hand once it ended.
 */
export function publicCards(
  dirViews: ReadonlyMap<number, TableView>,
  deal: Deal,
  v: number,
  board: number,
): Set<string> {
  const dv = dirViews.get(v);
  const out = new Set<string>();
  if (!dv || dv.boardNumber !== board) return out;
  for (const tr of dv.tricks) for (const c of tr.cards) out.add(c.card);
  if (dv.tricks.length > 0 && dv.dummy) for (const c of deal[dv.dummy]!) out.add(printCard(c));
  if (dv.claim) for (const c of deal[dv.claim.seat]!) out.add(printCard(c));
  // Cards exposed by an irregularity (a lead out of turn, a penalty card: Laws 48–50, 54) are public.
  for (const c of dv.exposed) out.add(c);
  for (const p of dv.penaltyCards) out.add(p.card);
  if (dv.phase === 'ended') for (const s of SEAT_LIST) for (const c of deal[s]!) out.add(printCard(c));
  return out;
}

/**
 * A club of the logged-in director `td` with a 3-table Howell session (2 rounds × 2 boards, seeded
 * deals) started online; returns the session's id and the online start's answer (tables, players' codes).
 */
export async function onlineHowell(
  td: Http,
  names: { club: string; session: string; seed: string },
): Promise<{ sessionId: number; info: any }> {
  const club = await td.ok('POST', '/api/clubs', { name: names.club });
  const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
    name: names.session,
    movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
    boards: { source: 'seeded', seed: names.seed },
  });
  return { sessionId: s.id, info: await td.ok('POST', `/api/sessions/${s.id}/online`, {}) };
}

/**
 * A table of `owner` (logged in at `server`) with boards 1… dealt by the core's public `seededDeal(seed, n)`, made
 * as an online session's tables are (its deals given to `rooms.create`). For a test built on one known deal (a
 * claim too big to search, a revoke): a seed sent over HTTP deals keyed on the server's secret instead.
 */
export async function tableWithPublicDeals(
  server: StikkServer,
  owner: Http,
  seed: string,
  boards: readonly number[] = [1],
): Promise<OnlineTableCreated> {
  const me = await owner.ok('GET', '/api/auth/me');
  const deals = new Map(boards.map((b) => [b, seededDeal(seed, b)]));
  return server.ctx.rooms.create(me.id, { boards: [...boards] }, deals);
}
