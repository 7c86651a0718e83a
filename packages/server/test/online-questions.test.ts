/**
 * Law 20 questions at an online table (issue 18), over real WebSockets: a player at his turn may have
 * the auction reviewed (20B) and ask about the opponents' calls (20F1) — one call by its event
 * (20F3); a seat out of turn, or a player asking about his partner's call, is refused citing the
 * law, at a table that prevents irregularities and at one that keeps them for the director alike.
 * The answer is the caller's written explanation in the asker's own view; every frame each
 * recipient receives is checked: the asker's partner and a kibitzer learn neither that he asked
 * nor what the explanation says (Laws 16B, 20F) — they receive nothing at all, not even a new
 * version: their versions, the version their acts are stamped with and what a rejoin replays skip
 * the question.
 */
import { describe, expect, it } from 'vitest';
import { lho, partner, rho, type Seat } from '@stikk/core';
import { Http, WsClient } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { LIMITS } from '../src/online/room.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();
const SECRET = 'fourteen to sixteen, any shape';

describe.each([
  ['sqlite', 0],
  ['postgres', 0],
  ['sqlite', 1],
] as [Backend, number][])('online Law 20 questions on %s (room workers: %i)', (backend, roomWorkers) => {
  it.for(['prevent', 'allow'] as const)('at a table that %ss irregularities', { timeout: 60_000 }, async (mode, t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'online', { roomWorkers });
    let table: OnlineTable | undefined;
    const others: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td20@x.no', password: 'td-pass-20', name: 'Tor' });
      const created = await owner.ok('POST', '/api/online/tables', {
        boards: [1],
        seed: 'questions',
        irregularities: mode,
      });
      const raw: Record<string, string[]> = { N: [], E: [], S: [], W: [], kibitzer: [], director: [] };
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join((s, _m, text) => raw[s].push(text));
      const tb = table;
      const kib = await new WsClient(server.url, '', (_m, text) => raw.kibitzer.push(text)).open();
      const director = await new WsClient(server.url, owner.cookie, (_m, text) => raw.director.push(text)).open();
      others.push(kib, director);
      kib.send({ type: 'join', tableId: tb.tableId, as: 'kibitzer' });
      director.send({ type: 'join', tableId: tb.tableId, as: 'director' });
      await kib.waitFor((m) => m.type === 'joined');
      await director.waitFor((m) => m.type === 'joined');
      // A question reaches the asker and his opponents (and the director), an act everyone.
      const ask = async (seat: Seat, act: Record<string, unknown>) => {
        const r = await tb.act(seat, act);
        const question = 'review' in act || 'explain' in act;
        if (r.type === 'ack') await tb.synced(r.version, question ? [seat, lho(seat), rho(seat)] : undefined);
        return r;
      };

      const dealer = tb.views.N.dealer as Seat;
      const asker = lho(dealer);
      // The dealer's 1NT, alerted and explained: his opponents read the explanation, his partner does not.
      expect(await ask(dealer, { call: '1NT', alert: true, explanation: SECRET })).toMatchObject({ type: 'ack' });
      const v0 = tb.version;
      // Out of turn: no review (20B), no explanation (20F1); nothing is stored.
      for (const [act, law] of [
        [{ review: true }, '20B'],
        [{ explain: true }, '20F1'],
      ] as const) {
        const r = await ask(rho(dealer), act);
        expect(r).toMatchObject({ type: 'reject', code: 'not-entitled-to-ask', law });
        expect((r as { message: string }).message).toMatch(new RegExp(`Law ${law}`));
      }
      expect(tb.version).toBe(v0);
      // At his turn the dealer's left-hand opponent asks about the 1NT (event 0), about the whole auction, and
      // for a review: each is stored; the answer is in his own view.
      expect(await ask(asker, { explain: 0 })).toMatchObject({ type: 'ack' });
      expect(await ask(asker, { explain: true })).toMatchObject({ type: 'ack' });
      expect(await ask(asker, { review: true })).toMatchObject({ type: 'ack' });
      expect(tb.views[asker].auction[0]).toMatchObject({ call: '1NT', alert: true, explanation: SECRET });
      // A call that is not one (event 7), and the asker's own side's call, are not the opponents' (20F3).
      expect(await ask(asker, { explain: 7 })).toMatchObject({ type: 'reject', code: 'not-an-opponents-call' });
      expect(await ask(asker, { call: 'P' })).toMatchObject({ type: 'ack' });
      // The dealer's partner, at his turn, may not ask about his partner's 1NT: its explanation is not his to hear.
      const r = await ask(partner(dealer), { explain: 0 });
      expect(r).toMatchObject({ type: 'reject', code: 'not-an-opponents-call', law: '20F3' });
      expect(tb.views[partner(dealer)].auction[0]).toEqual({ seat: dealer, call: '1NT' });
      // How often one seat may ask on a board is bounded.
      // (Events 1–3 were the questions: the pass is event 4.)
      for (let i = 0; i < LIMITS.questionsPerSeatPerBoard; i++)
        expect(await ask(partner(dealer), { explain: 4 })).toMatchObject({ type: 'ack' });
      expect(await ask(partner(dealer), { review: true })).toMatchObject({
        type: 'reject',
        code: 'too-many-questions',
      });
      // Malformed questions are refused where the message is parsed.
      for (const bad of [{ review: false }, { explain: 'all' }, { explain: -1 }, { review: true, explain: true }])
        expect(await ask(partner(dealer), bad)).toMatchObject({ type: 'reject' });

      // The frames: the asker's questions reach the asker, his opponents and the director; his partner and the
      // kibitzer get empty events in their place, and never the explanation.
      const questionsIn = (who: string, seat: Seat) =>
        raw[who].filter((x) => {
          const m = JSON.parse(x) as { event?: Record<string, unknown> };
          return m.event?.seat === seat && ('explain' in m.event || 'review' in m.event);
        }).length;
      for (const who of [asker, dealer, partner(dealer), 'director']) expect(questionsIn(who, asker), who).toBe(3);
      for (const who of [rho(dealer), 'kibitzer']) {
        expect(questionsIn(who, asker), who).toBe(0);
        expect(raw[who].some((x) => /"(review|explain)"/.test(x)) && who === 'kibitzer', who).toBe(false);
      }
      for (const who of [partner(dealer), 'kibitzer']) expect(raw[who].join('\n'), who).not.toContain(SECRET);
      expect(raw[asker].join('\n')).toContain(SECRET);
      // The asker's partner and the kibitzer received nothing of the questions (table versions 2–4, and the
      // dealer nothing of his partner's 12 from table version 6): not an empty event, not a new version — nor a
      // gap in the numbers: each viewer counts only the events it sees, 1, 2, 3…, its acks and replays too.
      expect(raw[rho(dealer)].some((x) => /"event":\{"v":\d+,"board":1\}/.test(x))).toBe(false);
      expect(raw.kibitzer.some((x) => /"event":\{"v":\d+,"board":1\}/.test(x))).toBe(false);
      expect(raw[dealer].some((x) => /"event":\{"v":\d+,"board":1\}/.test(x))).toBe(false);
      const q = LIMITS.questionsPerSeatPerBoard;
      // The dealer's version is still the pass's (5); he acts stamped with it, his director call is the sixth
      // event he sees, and a rejoin from 5 replays it alone.
      expect(tb.views[dealer].version).toBe(5);
      expect(
        await tb.act(dealer, { directorCall: 'a question about the auction' }, tb.views[dealer].version),
      ).toMatchObject({ type: 'ack', version: 6 });
      await tb.synced(6);
      await kib.waitFor((m) => m.type === 'update' && m.version === 3);
      await director.waitFor((m) => m.type === 'update' && m.version === 6 + q);
      const again = await new WsClient(server.url, '').open();
      others.push(again);
      again.send({ type: 'join', tableId: tb.tableId, token: tb.tokens[dealer], since: 5 });
      const rejoined = await again.waitFor((m) => m.type === 'joined');
      expect(rejoined).toMatchObject({ type: 'joined', missed: [{ v: 6, summon: 'a question about the auction' }] });
      expect((rejoined as { view: { version: number } }).view.version).toBe(6);
      // Every viewer's numbers, from what it received: no gap (the director's are the table's own).
      const counted = { [dealer]: 6, [asker]: 6 + q, [partner(dealer)]: 6 + q, [rho(dealer)]: 3 + q, kibitzer: 3 };
      for (const [who, last] of Object.entries(counted)) {
        const seen = new Set<number>();
        for (const x of raw[who]) {
          const m = JSON.parse(x) as {
            type: string;
            version?: number;
            view?: { version: number };
            event?: { v: number };
          };
          if (m.type === 'joined') seen.add(m.view!.version);
          if (m.type === 'update') {
            expect(m.event!.v, who).toBe(m.version);
            seen.add(m.version!);
          }
          if (m.type === 'ack') expect(m.version, who).toBeLessThanOrEqual(last);
        }
        const nums = [...seen].sort((a, b) => a - b);
        expect(nums, who).toEqual(Array.from({ length: nums.length }, (_, i) => nums[0] + i));
        expect(nums.at(-1), who).toBe(last);
      }
      // The board's table log keeps the questions, for the director (Law 16B).
      const log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/boards/1/log`);
      expect(log.events.filter((e: Record<string, unknown>) => 'explain' in e || 'review' in e)).toHaveLength(
        3 + LIMITS.questionsPerSeatPerBoard,
      );
    } finally {
      table?.close();
      for (const c of others) c.close();
      await cleanup();
    }
  });
});
