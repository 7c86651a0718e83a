/**
 * Teams events over real HTTP (club follow-up): once the event's results are final, the line-ups and the
 * tie-breaks are refused as every other correction is (409 `correction-period-closed`, Law 79C),
 * nothing changed; and the director's late board is checked against the deal (the opening lead
 * must be in the leader's hand, Law 41A) as a table's entry is.
 */
import { printCard } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import { smallSwiss } from './support/teams.js';

const setUp = smallSwiss;

describe('teams: corrections after the results are final (Law 79C)', () => {
  it('line-ups and tie-breaks are refused with correction-period-closed once final; before, they are taken', async () => {
    const { cleanup, td, ev } = await setUp('final-lineups');
    try {
      const lineupUrl = `/api/events/${ev.id}/rounds/1/matches/1/lineup`;
      const home = { side: 'home', open: ['Spiller 1.1', 'Spiller 1.2'], closed: ['Spiller 1.3', 'Spiller 1.4'] };
      expect((await td.ok('PUT', lineupUrl, home)).home.open).toEqual(['Spiller 1.1', 'Spiller 1.2']);
      const order = ['imp-difference', 'head-to-head'];
      expect((await td.ok('PUT', `/api/events/${ev.id}/tie-breaks`, { tieBreaks: order })).tieBreaks).toEqual(order);

      await td.ok('POST', `/api/sessions/${ev.sessions[0].id}/publish`, { final: true, confirm: true });
      const swapped = { ...home, open: home.closed, closed: home.open };
      const lineup = await td.put(lineupUrl, swapped);
      expect([lineup.status, lineup.body.error.code, lineup.body.error.law]).toEqual([
        409,
        'correction-period-closed',
        '79C',
      ]);
      const tb = await td.put(`/api/events/${ev.id}/tie-breaks`, { tieBreaks: ['seeding'] });
      expect([tb.status, tb.body.error.code, tb.body.error.law]).toEqual([409, 'correction-period-closed', '79C']);
      // Nothing changed.
      const card = await td.ok('GET', `/api/events/${ev.id}/rounds/1/matches/1`);
      expect(card.lineup.home).toEqual({ open: home.open, closed: home.closed });
      expect((await td.ok('GET', `/api/events/${ev.id}/standings`)).tieBreaks).toEqual(order);
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe('teams: a late board entered by the director is checked against the deal', () => {
  it('a lead the leader does not hold is refused (lead-not-in-hand, Law 41A); the right one is taken', async () => {
    const seed = 'late-lead';
    const { server, cleanup, td, ev, play } = await setUp(seed);
    try {
      // Match 1 is tables 1 (open) and 2 (closed); the closed room leaves board 2 behind.
      for (const [table, board] of [
        [1, 1],
        [1, 2],
        [2, 1],
      ])
        await play(table, board);
      await td.ok('POST', `/api/events/${ev.id}/rounds/1/matches/1/late`, { board: 2 });
      const url = `/api/events/${ev.id}/rounds/1/matches/1/boards/2`;
      const deal = server.ctx.dealSeeded(seed, 2);
      // North declares: East leads. A card of West's is not East's.
      const wrong = await td.put(url, {
        room: 'closed',
        contract: '4S',
        declarer: 'N',
        lead: printCard(deal.W![0]),
        tricks: 10,
      });
      expect([wrong.status, wrong.body.error.code, wrong.body.error.field, wrong.body.error.law]).toEqual([
        400,
        'lead-not-in-hand',
        'lead',
        '41A',
      ]);
      const before = await td.ok('GET', `/api/events/${ev.id}/rounds/1/matches/1`);
      expect(before.boards[1].closed).toBeNull();
      const card = await td.ok('PUT', url, {
        room: 'closed',
        contract: '4S',
        declarer: 'N',
        lead: printCard(deal.E![0]),
        tricks: 10,
      });
      expect(card.boards[1].closed).toMatchObject({ contract: '4S', tricks: 10 });
    } finally {
      await cleanup();
    }
  }, 60_000);
});
