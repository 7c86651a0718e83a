/**
 * Director corrections and publication over HTTP (issue 17): results listed and corrected with
 * history, within and after the Law 79C period (79C2 needs the organiser's approval and certainty);
 * adjusted scores with law and reason, taken off again; publication checks what is missing,
 * provisional vs final, and a final session refuses terminal results until the director reopens it.
 */
import { type Card, parseDeal, printCard, type Seat, unwrap } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('corrections and publishing', () => {
  it('from the first result to a late correction', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'corrections');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@bk.fi', password: 'director-pw', name: 'Tuula' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Helsingin BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Maanantai',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
        boards: { source: 'seeded', seed: 'corr' },
      });
      expect(s.final).toBe(false);
      const terms = await Promise.all(
        s.tables.map(async (tb: { code: string; number: number }) => {
          const h = new Http(server.url);
          h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
          return h;
        }),
      );
      const play = async (h: Http, tricks: number) => {
        const r = await h.ok('GET', '/api/terminal/round');
        await h.ok('POST', '/api/terminal/results', {
          round: r.round,
          board: r.boards[0].board,
          contract: '4S',
          declarer: 'N',
          lead: null,
          tricks,
        });
        await h.ok('POST', '/api/terminal/confirm', { round: r.round, board: r.boards[0].board });
      };
      // The round clock: started, paused, resumed, next round; the terminals see it.
      const t0 = Date.now();
      const c1 = (await td.ok('POST', `/api/sessions/${s.id}/clock`, { action: 'start', minutes: 20 })).clock;
      expect(c1).toMatchObject({ round: 1, minutes: 20, leftMs: null });
      expect(Date.parse(c1.endsAt) - t0).toBeGreaterThan(19 * 60_000);
      expect((await terms[0].ok('GET', '/api/terminal/round')).clock).toEqual(c1);
      const paused = (await td.ok('POST', `/api/sessions/${s.id}/clock`, { action: 'pause' })).clock;
      expect(paused.endsAt).toBeNull();
      expect(paused.leftMs).toBeGreaterThan(19 * 60_000);
      expect((await td.post(`/api/sessions/${s.id}/clock`, { action: 'pause' })).body.error.code).toBe(
        'clock-not-running',
      );
      expect((await td.ok('POST', `/api/sessions/${s.id}/clock`, { action: 'resume' })).clock.endsAt).not.toBeNull();
      expect((await td.ok('POST', `/api/sessions/${s.id}/clock`, { action: 'start' })).clock).toMatchObject({
        round: 2,
        minutes: 20,
      });
      expect((await td.post(`/api/sessions/${s.id}/clock`, { action: 'start', round: 4 })).body.error).toMatchObject({
        code: 'invalid-field',
        field: 'round',
      });
      expect((await td.ok('POST', `/api/sessions/${s.id}/clock`, { action: 'stop' })).clock).toBeNull();
      for (const [i, h] of terms.entries()) await play(h, 9 + i);
      const check = await td.ok('GET', `/api/sessions/${s.id}/publish-check`);
      expect(check).toMatchObject({ rounds: 3, roundsUnplayed: 2, boardsToPlay: 6, unconfirmed: 0, complete: false });
      const refused = await td.post(`/api/sessions/${s.id}/publish`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'incomplete', field: 'confirm' });
      expect(refused.body.error.message).toMatch(/^2 of 3 rounds unplayed, 6 results not entered/);
      // Results by club and date: nothing public before publication.
      const anon = new Http(server.url);
      expect(await anon.ok('GET', '/api/results/clubs')).toEqual([]);
      expect(await anon.ok('GET', `/api/results/clubs/${club.id}`)).toEqual([]);
      // Provisional: public ranking, the terminals go on, no correction period yet.
      const prov = await td.ok('POST', `/api/sessions/${s.id}/publish`, { final: false, confirm: true });
      expect(prov).toMatchObject({ status: 'published', final: false, correctionEndsAt: null });
      expect(await anon.ok('GET', '/api/results/clubs')).toEqual([{ id: club.id, name: 'Helsingin BK' }]);
      expect(await anon.ok('GET', `/api/results/clubs/${club.id}`)).toEqual([
        {
          id: s.id,
          name: 'Maanantai',
          eventName: 'Maanantai',
          date: new Date().toISOString().slice(0, 10),
          final: false,
        },
      ]);
      for (const h of terms) await play(h, 10);
      // Final with one round left: the terminals are closed until the director reopens the session.
      const fin = await td.ok('POST', `/api/sessions/${s.id}/publish`, {
        final: true,
        confirm: true,
        correctionMinutes: 60,
      });
      expect(fin.final).toBe(true);
      const r3 = await terms[0].ok('GET', '/api/terminal/round');
      const closed = await terms[0].post('/api/terminal/results', {
        round: r3.round,
        board: r3.boards[0].board,
        contract: '3NT',
        declarer: 'S',
        lead: null,
        tricks: 9,
      });
      expect(closed.status).toBe(409);
      expect(closed.body.error.code).toBe('session-final');
      expect((await td.ok('POST', `/api/sessions/${s.id}/reopen`, {})).final).toBe(false);
      for (const h of terms) await play(h, 11);
      expect((await td.ok('GET', `/api/sessions/${s.id}/publish-check`)).complete).toBe(true);
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 60 });

      // Corrections within the period: any result, with history; the ranking follows.
      const rows = await td.ok('GET', `/api/sessions/${s.id}/results`);
      expect(rows).toHaveLength(9);
      const first = rows[0];
      const before = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      const fixed = await td.ok('PUT', `/api/sessions/${s.id}/results/${first.id}`, {
        contract: '4S',
        declarer: 'N',
        lead: null,
        tricks: 13,
        note: 'tricks miscounted',
      });
      expect(fixed.nsScore).toBe(510); // board 1: nobody vulnerable
      const after = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(after.lines.find((l: { pair: number }) => l.pair === first.ns).percent).toBeGreaterThan(
        before.lines.find((l: { pair: number }) => l.pair === first.ns).percent,
      );
      // The lead of a correction against the deal (Law 41A): a card of declarer's side is refused and changes
      // nothing; the right-hand defender's card stands (a lead out of turn that declarer accepted, Law 54).
      const other = rows[8];
      const deal = unwrap(
        parseDeal(
          (await td.ok('GET', `/api/sessions/${s.id}/hands`)).boards.find(
            (b: { board: number }) => b.board === other.board,
          ).deal,
        ),
      );
      const cardOf = (seat: Seat) => printCard((deal[seat] as readonly Card[])[0] as Card);
      for (const seat of ['N', 'S'] as const) {
        const wrong = await td.put(`/api/sessions/${s.id}/results/${other.id}`, {
          contract: '4S',
          declarer: 'N',
          lead: cardOf(seat),
          tricks: 9,
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body.error).toMatchObject({ code: 'lead-not-in-hand', field: 'lead', law: '41A' });
      }
      const kept = (await td.ok('GET', `/api/sessions/${s.id}/results`)).find((r: { id: number }) => r.id === other.id);
      expect(kept.result).toMatchObject({ tricks: 11, lead: null });
      for (const seat of ['E', 'W'] as const)
        await td.ok('PUT', `/api/sessions/${s.id}/results/${other.id}`, {
          contract: '4S',
          declarer: 'N',
          lead: cardOf(seat),
          tricks: 11,
        });
      const adj = await td.ok('POST', `/api/sessions/${s.id}/results/${rows[1].id}/adjust`, {
        adjustment: { kind: 'artificial', ns: 'A-', ew: 'A+' },
        law: '12C2',
        note: 'slow play, no fault of EW',
      });
      expect(adj).toMatchObject({
        adjustmentLaw: '12C2',
        adjustmentReason: 'slow play, no fault of EW',
        nsPercent: 40,
      });
      const off = await td.req('DELETE', `/api/sessions/${s.id}/results/${rows[1].id}/adjustment`);
      expect(off.status).toBe(200);
      expect(off.body.adjustment).toBeNull();
      const hist = await td.ok('GET', `/api/sessions/${s.id}/results/${first.id}/history`);
      expect(hist.at(-1)).toMatchObject({
        by: expect.stringMatching(/^director:/),
        after: { tricks: 13, note: 'tricks miscounted', status: 'confirmed' },
      });

      // After the period (Law 79C1): refused, unless approved and certain (79C2), which the history records.
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0 });
      const late = await td.put(`/api/sessions/${s.id}/results/${first.id}`, {
        contract: '4S',
        declarer: 'N',
        lead: null,
        tricks: 12,
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: 'correction-period-closed', law: '79C', field: 'lateCorrection' });
      const notSure = await td.put(`/api/sessions/${s.id}/results/${first.id}`, {
        contract: '4S',
        declarer: 'N',
        lead: null,
        tricks: 12,
        lateCorrection: { approvedBy: 'Organiser', beyondDoubt: false },
      });
      expect(notSure.status).toBe(400);
      const ok = await td.ok('PUT', `/api/sessions/${s.id}/results/${first.id}`, {
        contract: '4S',
        declarer: 'N',
        lead: null,
        tricks: 12,
        lateCorrection: { approvedBy: 'Organiser', beyondDoubt: true },
      });
      expect(ok.nsScore).toBe(480);
      const hist2 = await td.ok('GET', `/api/sessions/${s.id}/results/${first.id}/history`);
      expect(hist2.at(-1).after).toMatchObject({ law: '79C2', lateCorrection: { approvedBy: 'Organiser' } });
    } finally {
      await cleanup();
    }
  }, 60_000);
});
