/**
 * The director's API over HTTP: the calls queue, a score correction, weighted and assigned
 * adjusted scores (Law 12C1), an appeal decided by the committee (Laws 92–93) that re-scores the
 * board, publication and the end of the Law 79C correction period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

let server: StikkServer;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ server, cleanup } = await testServer('sqlite', null, 'td'));
});
afterAll(async () => {
  await cleanup();
});

describe('director', () => {
  it('calls, corrections, adjusted scores, appeals, publication', async () => {
    const td = new Http(server.url);
    await td.ok('POST', '/api/auth/register', { email: 'td@x.no', password: 'director-pw', name: 'Tove' });
    const club = await td.ok('POST', '/api/clubs', { name: 'Club' });
    const player = new Http(server.url);
    await player.ok('POST', '/api/auth/register', { email: 'p@x.no', password: 'player-pw1', name: 'Per' });
    await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@x.no', role: 'player' });
    const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
      name: 'Tue',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
      boards: { source: 'seeded', seed: 'tue' },
    });
    expect(s.boards).toHaveLength(3);
    const terms = await Promise.all(
      s.tables.map(async (t: { code: string }) => {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: t.code })).token;
        return h;
      }),
    );
    // Table 1 calls the director; the call is queued and resolved.
    const call = await terms[0].ok('POST', '/api/terminal/director', { reason: 'revoke at trick 5' });
    const queue = await td.ok('GET', `/api/sessions/${s.id}/calls`);
    expect(queue).toEqual([
      expect.objectContaining({ id: call.id, table: 1, status: 'open', reason: 'revoke at trick 5' }),
    ]);
    const resolved = await td.ok('POST', `/api/calls/${call.id}/resolve`, {
      resolution: 'one trick transferred (Law 64A)',
    });
    expect(resolved.status).toBe('resolved');

    // Round 1 of the Mitchell: each table plays its own board.
    const results = [];
    for (const [i, h] of terms.entries()) {
      const r = await h.ok('GET', '/api/terminal/round');
      const b = r.boards[0].board;
      await h.ok('POST', '/api/terminal/results', {
        round: 1,
        board: b,
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 9 - i,
      });
      await h.ok('POST', '/api/terminal/confirm', { round: 1, board: b });
      results.push(b);
    }
    const t1 = await td.ok('GET', `/api/sessions/${s.id}/travellers/${results[0]}`);
    const id = t1.lines[0].id;
    // Score correction by the director (Law 79): 3NT made with an overtrick.
    const corrected = await td.ok('PUT', `/api/sessions/${s.id}/results/${id}`, {
      contract: '3NT',
      declarer: 'N',
      lead: null,
      tricks: 10,
    });
    expect(corrected.nsScore).toBe(430);
    // Weighted assigned score (Law 12C1(c)).
    const w = await td.ok('POST', `/api/sessions/${s.id}/results/${id}/adjust`, {
      adjustment: {
        kind: 'weighted',
        parts: [
          { weight: 0.6, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 9 } },
          { weight: 0.4, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 8 } },
        ],
      },
      law: '12C1(c)',
    });
    expect(w.adjustment.kind).toBe('weighted');
    const badW = await td.post(`/api/sessions/${s.id}/results/${id}/adjust`, {
      adjustment: {
        kind: 'weighted',
        parts: [
          { weight: 0.6, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 9 } },
          { weight: 0.6, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 8 } },
        ],
      },
      law: '12C1(c)',
    });
    expect(badW.status).toBe(400);
    expect(badW.body.error.field).toBe('adjustment.parts');

    // An appeal names a board of this session: any other number is refused and nothing is stored.
    const stray = await player.post(`/api/sessions/${s.id}/appeals`, { pair: 1, board: 999, reason: 'x' });
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ error: { code: 'not-a-board', field: 'board' } });
    expect(await td.ok('GET', `/api/sessions/${s.id}/appeals`)).toHaveLength(0);

    // An appeal lodged by a player; the committee adjusts; the board is re-scored.
    const appeal = await player.ok('POST', `/api/sessions/${s.id}/appeals`, {
      pair: 1,
      board: results[0],
      reason: 'misinformation about 2C',
    });
    expect(appeal.status).toBe('lodged');
    expect(
      (await player.put(`/api/sessions/${s.id}/appeals/${appeal.id}`, { decision: 'dismissed', text: 'x' })).status,
    ).toBe(403);
    const decided = await td.ok('PUT', `/api/sessions/${s.id}/appeals/${appeal.id}`, {
      decision: 'adjusted',
      text: 'score assigned: 3NT−1',
      resultId: id,
      adjustment: { kind: 'assigned', result: { contract: '3NT', declarer: 'N', lead: null, tricks: 8 } },
    });
    expect(decided).toMatchObject({ status: 'adjusted', decision: 'score assigned: 3NT−1' });
    const after = await td.ok('GET', `/api/sessions/${s.id}/travellers/${results[0]}`);
    expect(after.lines[0].adjustment).toEqual({
      kind: 'assigned',
      result: { contract: '3NT', declarer: 'N', lead: null, tricks: 8 },
    });
    expect(
      (await td.put(`/api/sessions/${s.id}/appeals/${appeal.id}`, { decision: 'dismissed', text: 'again' })).status,
    ).toBe(409);

    // Publication with a zero-minute correction period: everything closes.
    const pub = await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0 });
    expect(pub.status).toBe('published');
    const late = await td.put(`/api/sessions/${s.id}/results/${id}`, {
      contract: '3NT',
      declarer: 'N',
      lead: null,
      tricks: 9,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'correction-period-closed', law: '79C' });
    const lateAppeal = await player.post(`/api/sessions/${s.id}/appeals`, {
      pair: 1,
      board: results[0],
      reason: 'late',
    });
    expect(lateAppeal.body.error).toMatchObject({ law: '92B' });
    const rank = await player.ok('GET', `/api/sessions/${s.id}/ranking`);
    expect(rank.lines.every((l: { field?: string }) => l.field === 'NS' || l.field === 'EW')).toBe(true);
  });
});
