/** A small Swiss teams event over real HTTP for the teams tests: four teams, two boards a match, seeded boards. */
import { Http } from './http.js';
import { testServer } from './servers.js';

const teams = Array.from({ length: 4 }, (_, i) => ({
  name: `Lag ${i + 1}`,
  members: Array.from({ length: 4 }, (_, j) => `Spiller ${i + 1}.${j + 1}`),
}));

/** Table `table`'s terminal of event `ev` (as created: its tables with their codes), joined with its code. */
export async function tableTerminal(
  url: string,
  ev: { tables: readonly { number: number; code: string }[] },
  table: number,
): Promise<Http> {
  const h = new Http(url);
  const code = ev.tables.find((t) => t.number === table)!.code;
  h.bearer = (await h.ok('POST', '/api/terminal/join', { code })).token;
  return h;
}

/**
 * A SQLite server, its club's director (`td`), the event `ev` as created, and `play(table, board, round?)`:
 * the table joins with its code, enters 3NT by South making 9 and confirms (round 1 unless given).
 */
export async function smallSwiss(name: string) {
  const { server, cleanup } = await testServer('sqlite', null, name);
  const td = new Http(server.url);
  await td.ok('POST', '/api/auth/register', { email: 'td@club.dk', password: 'director-pw', name: 'Tove' });
  const club = await td.ok('POST', '/api/clubs', { name: 'Aarhus BK' });
  const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
    name: 'Monrad',
    settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, boards: { source: 'seeded', seed: name } },
    entrants: teams,
  });
  const terminal = (table: number) => tableTerminal(server.url, ev, table);
  const play = async (table: number, board: number, round = 1) => {
    const h = await terminal(table);
    await h.ok('POST', '/api/terminal/results', {
      round,
      board,
      contract: '3NT',
      declarer: 'S',
      lead: null,
      tricks: 9,
    });
    await h.ok('POST', '/api/terminal/confirm', { round, board });
  };
  return { server, cleanup, td, club, ev, play, terminal };
}
