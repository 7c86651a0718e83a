/**
 * Law 45D at an online table, over real WebSockets: at a table that keeps irregularities for the director, a defender
 * calls the director because dummy's card went out without declarer naming it; the director's finding
 * (`dummyPlacedUnnamed`, with who takes back the card played after it) puts dummy's card back and the defender's card
 * too (45D1), and declarer names dummy's card again. At a table that prevents irregularities dummy never acts (45F),
 * so the director has nothing to rule there.
 */
import { describe, expect, it } from 'vitest';
import { lho, partner, rho, type Seat } from '@stikk/core';
import type { TableView } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { testServer } from './support/servers.js';

describe('online Law 45D', () => {
  it.each(['allow', 'prevent'] as const)(
    'at a table that %ss irregularities',
    async (mode) => {
      const { server, cleanup } = await testServer('sqlite', null, 'online');
      let table: OnlineTable | undefined;
      let director: WsClient | undefined;
      try {
        const owner = new Http(server.url);
        await owner.ok('POST', '/api/auth/register', { email: 'td45@x.no', password: 'td-pass-45', name: 'Tage' });
        const created = await owner.ok('POST', '/api/online/tables', {
          boards: [1],
          seed: 'law-45d',
          irregularities: mode,
        });
        table = new OnlineTable(server.url, created.id, created.tokens);
        await table.join();
        const tb = table;
        let dv: TableView | null = null;
        director = await new WsClient(server.url, owner.cookie, (m) => {
          if (m.type === 'update' || m.type === 'joined') dv = m.view;
        }).open();
        director.send({ type: 'join', tableId: tb.tableId, as: 'director' });
        await director.waitFor((m) => m.type === 'joined');
        const dealer = tb.views.N.dealer as Seat;
        await tb.actAll([
          [dealer, { call: '1NT' }],
          [lho(dealer), { call: 'P' }],
          [partner(dealer), { call: 'P' }],
          [rho(dealer), { call: 'P' }],
        ]);
        const dummy = partner(dealer);
        await tb.playOne(); // the opening lead
        await tb.playOne(); // dummy's card
        const card = tb.views.N.tricks[0].cards[1].card;
        await tb.playOne(); // declarer's right-hand opponent follows
        const defender = rho(dealer);
        expect(await tb.act(defender, { directorCall: 'dummy put out a card unnamed' })).toMatchObject({ type: 'ack' });
        await tb.synced(tb.version);
        const r = await director.request({
          type: 'act',
          tableId: tb.tableId,
          id: 'rule-45d',
          version: tb.version,
          seat: 'director',
          act: { director: { dummyPlacedUnnamed: card, option: `withdraw:${defender}` } },
        });
        if (mode === 'prevent') {
          expect(r).toMatchObject({ type: 'reject', code: 'nothing-to-rule' });
          return;
        }
        expect(r).toMatchObject({ type: 'ack' });
        await director.waitFor((m) => m.type === 'update' && m.version === tb.version + 1, 10_000, 0);
        const view = dv as unknown as TableView;
        // Only the opening lead is left in the trick; dummy holds the card again and declarer names dummy's card.
        expect(view.tricks[0].cards).toHaveLength(1);
        expect(view.hands[dummy]).toContain(card);
        expect(view.turn).toBe(dummy);
        // The board's log folds to the 45D1 ruling (2017, the online tables' edition).
        const log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/boards/1/log`);
        expect(log.events.at(-1)).toEqual({ director: { dummyPlacedUnnamed: card, option: `withdraw:${defender}` } });
      } finally {
        table?.close();
        director?.close();
        await cleanup();
      }
    },
    60_000,
  );
});
