/**
 * Teams events over real HTTP (issue 19): the barometer setting (what a member sees while a round
 * is played), late boards of a match (marked by the director, entered later; they do not hold the
 * next draw), a league match's earlier segment holding the draw, and the line-ups at the terminal.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';
import { tableTerminal } from './support/teams.js';

const pgCluster = usePostgres();

interface Room {
  contract: string | null;
  tricks: number | null;
  nsScore: number | null;
  adjusted: string | null;
}
interface CardBoard {
  board: number;
  open: Room | null;
  closed: Room | null;
  impsHome: number | null;
  impsAway: number | null;
}

const teams = Array.from({ length: 4 }, (_, i) => ({
  name: `Lag ${i + 1}`,
  members: Array.from({ length: 4 }, (_, j) => `Spiller ${i + 1}.${j + 1}`),
}));

async function setUp(name: string, settings: Record<string, unknown>, backend: Backend = 'sqlite') {
  const { server, cleanup } = await testServer(backend, backend === 'postgres' ? pgCluster() : null, name);
  const td = new Http(server.url);
  await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Tora' });
  const club = await td.ok('POST', '/api/clubs', { name: 'Göteborgs BK' });
  const player = new Http(server.url);
  await player.ok('POST', '/api/auth/register', { email: 'p@club.se', password: 'player-pw1', name: 'Pelle' });
  await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.se', role: 'player' });
  const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
    name: 'Monrad',
    settings: {
      kind: 'teams',
      form: 'swiss',
      boardsPerMatch: 2,
      boards: { source: 'seeded', seed: name },
      ...settings,
    },
    entrants: teams,
  });
  const terminal = (table: number) => tableTerminal(server.url, ev, table);
  const play = async (h: Http, round: number, board: number, tricks = 9) => {
    await h.ok('POST', '/api/terminal/results', { round, board, contract: '3NT', declarer: 'S', lead: null, tricks });
    await h.ok('POST', '/api/terminal/confirm', { round, board });
  };
  return { server, cleanup, td, player, ev, terminal, play };
}

const tells = (r: Room | null) => r !== null && Object.values(r).some((v) => v !== null);
const shown = (bs: CardBoard[]) =>
  bs.filter((b) => tells(b.open) || tells(b.closed) || b.impsHome !== null).map((b) => b.board);

describe.each(['sqlite', 'postgres'] as const)('teams on %s: barometer and late boards', (backend) => {
  it('without a barometer a round shows when it ends; a late board lets the draw go on and is entered later', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { cleanup, td, player, ev, terminal, play } = await setUp(
      'late_boards',
      { rounds: 2, barometer: false },
      backend,
    );
    try {
      expect(ev.settings.barometer).toBe(false);
      const card = async (who: Http, round: number, match: number): Promise<CardBoard[]> =>
        (await who.ok('GET', `/api/events/${ev.id}/rounds/${round}/matches/${match}`)).boards;
      const [t1, t2, t3, t4] = await Promise.all([1, 2, 3, 4].map(terminal));
      // Every table has finished board 1: a barometer would show it; without one nothing shows yet.
      for (const h of [t1, t2, t3, t4]) await play(h, 1, 1, 9);
      await play(t1, 1, 2, 10);
      await play(t2, 1, 2, 8);
      await play(t3, 1, 2, 9);
      expect(shown(await card(td, 1, 1))).toEqual([1, 2]);
      expect(shown(await card(player, 1, 1))).toEqual([]);
      expect(shown(await card(player, 1, 2))).toEqual([]);
      // The closed room of match 2 has not played board 2: the round holds the draw.
      let detail = await td.ok('GET', `/api/events/${ev.id}`);
      expect(detail.canDraw).toBe(false);
      const early = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect([early.status, early.body.error.code]).toEqual([409, 'round-not-finished']);

      // The director marks it a late play: only the room still to play it; the draw may go on.
      const bad = await td.post(`/api/events/${ev.id}/rounds/1/matches/2/late`, { board: 99 });
      expect(bad.status).toBe(404);
      const marked = await td.ok('POST', `/api/events/${ev.id}/rounds/1/matches/2/late`, { board: 2, note: 'slow' });
      expect(marked.rooms).toEqual(['closed']);
      const m2 = marked.event.rounds[0].matches[1];
      expect(m2).toMatchObject({ late: [{ board: 2, room: 'closed' }], finished: false, doneClosed: 1 });
      expect(marked.event.canDraw).toBe(true);
      const again = await td.post(`/api/events/${ev.id}/rounds/1/matches/1/late`, { board: 2 });
      expect([again.status, again.body.error.code]).toEqual([409, 'already-played']);
      // The terminal of the closed room lists the late board.
      expect((await t4.ok('GET', '/api/terminal/round')).corrections).toEqual([{ round: 1, board: 2, late: true }]);
      // Still a round in play for the members: nothing of it shows.
      expect(shown(await card(player, 1, 1))).toEqual([]);
      const drawn = await td.ok('POST', `/api/events/${ev.id}/rounds`, {});
      expect(drawn.drawn).toEqual([2]);

      // The director enters the late board: the match and the standings count it.
      const before = (await td.ok('GET', `/api/events/${ev.id}/standings`)).lines;
      const wrong = await td.put(`/api/events/${ev.id}/rounds/1/matches/2/boards/2`, {
        room: 'closed',
        contract: '3NT',
        declarer: null,
        lead: null,
        tricks: 9,
      });
      expect([wrong.status, wrong.body.error.field]).toEqual([400, 'declarer']);
      const entered = await td.ok('PUT', `/api/events/${ev.id}/rounds/1/matches/2/boards/2`, {
        room: 'closed',
        contract: '4S',
        declarer: 'N',
        lead: null,
        tricks: 10,
        note: 'played after round 1',
      });
      expect(entered.summary).toMatchObject({ late: [], finished: true, doneClosed: 2, compared: 2 });
      expect(entered.boards[1].closed).toMatchObject({ contract: '4S', tricks: 10 });
      expect(entered.boards[1].impsHome + entered.boards[1].impsAway).toBeGreaterThan(0);
      const after = (await td.ok('GET', `/api/events/${ev.id}/standings`)).lines;
      expect(after).not.toEqual(before);
      const twice = await td.put(`/api/events/${ev.id}/rounds/1/matches/2/boards/2`, {
        room: 'closed',
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 9,
      });
      expect([twice.status, twice.body.error.code]).toEqual([409, 'already-played']);
      expect((await t4.ok('GET', '/api/terminal/round')).corrections).toEqual([]);
      // Round 1 is over: the members see all of it.
      expect(shown(await card(player, 1, 1))).toEqual([1, 2]);
      expect(shown(await card(player, 1, 2))).toEqual([1, 2]);
      // A member may not mark or enter late boards.
      const m = await player.post(`/api/events/${ev.id}/rounds/2/matches/1/late`, { board: 3 });
      expect(m.status).toBe(403);
      detail = await td.ok('GET', `/api/events/${ev.id}`);
      expect(detail.rounds[1].matches.every((x: { late: unknown[] }) => x.late.length === 0)).toBe(true);
      // Once the results are final, late boards are refused (Law 79C), nothing changed.
      await td.ok('POST', `/api/sessions/${ev.sessions[0].id}/publish`, { final: true, confirm: true });
      const closed = await td.post(`/api/events/${ev.id}/rounds/2/matches/1/late`, { board: 3 });
      expect([closed.status, closed.body.error.code, closed.body.error.law]).toEqual([
        409,
        'correction-period-closed',
        '79C',
      ]);
      const closedEntry = await td.put(`/api/events/${ev.id}/rounds/2/matches/1/boards/3`, {
        room: 'open',
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 9,
      });
      expect([closedEntry.status, closedEntry.body.error.code]).toEqual([409, 'correction-period-closed']);
      // Closing a round would give its unplayed boards an adjusted score: refused as well.
      const closeRound = await td.post(`/api/events/${ev.id}/rounds/2/close`, {});
      expect([closeRound.status, closeRound.body.error.code]).toEqual([409, 'correction-period-closed']);
      expect((await td.ok('GET', `/api/events/${ev.id}`)).rounds[1].matches[0]).toMatchObject({
        late: [],
        doneOpen: 0,
      });
    } finally {
      await cleanup();
    }
  }, 120_000);
});

describe('teams: segments and line-ups', () => {
  it('a league match of two segments: the first segment unfinished holds the next draw', async () => {
    const { cleanup, td, ev, terminal, play } = await setUp('segments', { rounds: 3, segments: 2 });
    try {
      expect(ev.rounds.map((r: { round: number }) => r.round)).toEqual([1, 2]);
      const [t1, t2, t3, t4] = await Promise.all([1, 2, 3, 4].map(terminal));
      // Segment 1: one board left unplayed in match 2's closed room.
      for (const h of [t1, t2, t3]) for (const b of [1, 2]) await play(h, 1, b);
      await play(t4, 1, 1);
      // Segment 2 all entered by the director (results on paper).
      for (const match of [1, 2])
        for (const room of ['open', 'closed'])
          for (const board of [3, 4])
            await td.ok('PUT', `/api/events/${ev.id}/rounds/2/matches/${match}/boards/${board}`, {
              room,
              contract: '2H',
              declarer: 'E',
              lead: null,
              tricks: board === 3 && room === 'open' ? 9 : 8,
            });
      const detail = await td.ok('GET', `/api/events/${ev.id}`);
      expect(detail.rounds[1].finished).toBe(true);
      expect(detail.rounds[0].finished).toBe(false);
      expect(detail.canDraw).toBe(false);
      const r = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'segment-not-finished', field: 'round' });
      expect(r.body.error.message).toMatch(/round 1 \(segment 1 of match round 1\)/);
      // The director's own draw waits too.
      const own = await td.post(`/api/events/${ev.id}/rounds`, {
        matches: [
          { home: 1, away: 4 },
          { home: 2, away: 3 },
        ],
        allowRepeat: true,
      });
      expect([own.status, own.body.error.code]).toEqual([409, 'segment-not-finished']);
      expect((await td.ok('GET', `/api/events/${ev.id}`)).rounds).toHaveLength(2);
      // Closing segment 1 (an average on the unplayed board) lets the draw go on: two segments more.
      expect((await td.ok('POST', `/api/events/${ev.id}/rounds/1/close`, {})).closed).toBe(1);
      expect((await td.ok('POST', `/api/events/${ev.id}/rounds`, {})).drawn).toEqual([3, 4]);
      // The director's override: the next match round drawn before these segments are played.
      const waiting = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect([waiting.status, waiting.body.error.code]).toEqual([409, 'round-not-finished']);
      expect((await td.ok('POST', `/api/events/${ev.id}/rounds`, { allowUnfinished: true })).drawn).toEqual([5, 6]);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('the terminal shows the players of its match and room from the line-ups', async () => {
    const { cleanup, td, ev, terminal } = await setUp('lineups', { rounds: 1 });
    try {
      const [t1, t2] = await Promise.all([1, 2].map(terminal));
      expect((await t1.ok('GET', '/api/terminal/round')).match.players).toBeUndefined();
      const m = ev.rounds[0].matches[0];
      const [home, away] = [m.home - 1, m.away - 1].map((i) => teams[i].members);
      await td.ok('PUT', `/api/events/${ev.id}/rounds/1/matches/1/lineup`, {
        side: 'home',
        open: [home[0], home[1]],
        closed: [home[2], home[3]],
      });
      const half = (await t1.ok('GET', '/api/terminal/round')).match;
      expect(half).toMatchObject({ room: 'open', players: { ns: [home[0], home[1]] } });
      expect(half.players.ew).toBeUndefined();
      await td.ok('PUT', `/api/events/${ev.id}/rounds/1/matches/1/lineup`, {
        side: 'away',
        open: [away[1], away[0]],
        closed: [away[3], away[2]],
      });
      expect((await t1.ok('GET', '/api/terminal/round')).match.players).toEqual({
        ns: [home[0], home[1]],
        ew: [away[1], away[0]],
      });
      expect((await t2.ok('GET', '/api/terminal/round')).match).toMatchObject({
        room: 'closed',
        players: { ns: [away[3], away[2]], ew: [home[2], home[3]] },
      });
    } finally {
      await cleanup();
    }
  }, 120_000);
});
