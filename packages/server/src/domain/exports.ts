/**
 * Session exports: hand records, PBN 2.1 (one game per board with its deal, double-dummy table,
 * `ScoreTable`, and the `TotalScoreTable`) and USEBIO 1.2 — built from the one scored session by
 * the libraries' writers (`@stikk/formats`' PBN tables, USEBIO document and printers over `@stikk/scoring`),
 * so that `stikk score` of either file gives the web ranking.
 */
import {
  PbnGame,
  pbnMatchTable,
  pbnScoreTable,
  pbnTotalScoreTable,
  printColumnSpec,
  printDoubleDummyTricks,
  printPbn,
  scoredToUsebio,
  writeUsebio,
  type PbnTable,
  type PbnTag,
  type UsebioHand,
} from '@stikk/formats';
import type { Method, ScoredEvent } from '@stikk/scoring';
import type { Ctx } from '../context.js';
import type { HandRecord } from '../api/types.js';
import { ddColumn, jsonColumn, parColumn, storedPairPlayers } from '../db/json-column.js';
import { pairOfEntry, scoreSession, type ScoredSession } from './scoring.js';
import { pairInSection } from './sections.js';

/** Hand records; double-dummy tables and par where the analysis has been made. */
export async function handRecords(ctx: Ctx, sid: number): Promise<HandRecord[]> {
  const rows = await ctx.db
    .selectFrom('boards')
    .select(['number', 'dealer', 'vulnerable', 'deal'])
    .where('session_id', '=', sid)
    .orderBy('number')
    .execute();
  const dd = new Map(
    (
      await ctx.db.selectFrom('board_analysis').select(['number', 'dd', 'par']).where('session_id', '=', sid).execute()
    ).map((a) => [a.number, a]),
  );
  return rows.map((r) => {
    const a = dd.get(r.number);
    return {
      board: r.number,
      dealer: r.dealer,
      vulnerable: r.vulnerable,
      deal: r.deal,
      dd: a ? jsonColumn(ddColumn, a.dd, { table: 'board_analysis', column: 'dd', id: `${sid}/${a.number}` }) : null,
      par: a?.par
        ? jsonColumn(parColumn, a.par, { table: 'board_analysis', column: 'par', id: `${sid}/${a.number}` })
        : null,
    };
  });
}

/** PBN's Scoring tag for a method (what `eventFromPbn` reads back as the same method). */
const PBN_SCORING: Partial<Record<Method, string>> = { matchpoints: 'MP', 'cross-imps': 'Cross-IMP', butler: 'Butler' };

const tag = (name: string, value: string, table?: PbnTable): PbnTag => ({
  name,
  value,
  raw: value,
  line: 0,
  column: 0,
  section: [],
  sectionAt: [],
  comments: [],
  ...(table ? { table } : {}),
});
const tableTag = (name: string, table: PbnTable): PbnTag => tag(name, printColumnSpec(table.columns), table);

/**
 * The scored event with each pair's players one by one, with their national member numbers from the register
 * (`pairs.players`), for the files a federation reads them from: USEBIO's PLAYER elements and PBN's MemberID columns.
 * A pair entered by names only keeps its one name; teams and individuals are as scored.
 */
async function withPlayers(ctx: Ctx, sid: number, s: ExportSource): Promise<ScoredEvent> {
  if (s.scored.kind !== 'pairs') return s.scored;
  const rows = await ctx.db
    .selectFrom('pairs')
    .select(['number', 'players'])
    .where('session_id', '=', sid)
    .where('players', 'is not', null)
    .execute();
  const byPair = new Map(
    rows.map((p) => [
      p.number,
      storedPairPlayers(p.players, { table: 'pairs', column: 'players', id: `session ${sid} pair ${p.number}` }),
    ]),
  );
  const ranking = s.scored.ranking.map((e) => {
    const players = byPair.get(pairOfEntry(s.mv, e));
    if (!players?.length) return e;
    return { ...e, names: players.map((x) => x.name), memberIds: players.map((x) => x.memberNo ?? '') };
  });
  return { ...s.scored, ranking };
}

/** What an export writes: a scored session, or another scoring of its rows (a teams event's matches). */
export type ExportSource = Pick<ScoredSession, 'row' | 'mv' | 'event' | 'scored' | 'pairs' | 'boards'>;

/** The session (or `source`, another scoring of its rows) as PBN 2.1: one game per board and section. */
export async function exportPbn(ctx: Ctx, sid: number, source?: ExportSource): Promise<string> {
  const s = source ?? (await scoreSession(ctx, sid));
  const club = await ctx.db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', s.row.club_id)
    .executeTakeFirstOrThrow();
  // Names by the pair's id in its section's traveller ("3" of section B is B's pair 3).
  const names = new Map(
    s.pairs.map((p) => {
      const at = pairInSection(s.mv, p.number);
      return [`${at?.section.letter ?? ''}|${at?.local ?? p.number}`, p.names];
    }),
  );
  const date = s.row.created_at.slice(0, 10).replace(/-/g, '.');
  const method = s.scored.method;
  const scoredPlayers = await withPlayers(ctx, sid, s);
  const hands = await handRecords(ctx, sid);
  // One game per board, or with sections one per board of each section (its Section tag, its
  // own traveller), each section's first game holding its TotalScoreTable.
  const letters = s.mv.sections ? s.mv.sections.map((x) => x.letter) : [undefined];
  const games = letters.flatMap((letter) =>
    hands
      .filter((h) => s.event.boards.some((b) => b.board === h.board && b.section === letter))
      .map((h, i) => pbnGame(h, i === 0, letter)),
  );
  function pbnGame(h: HandRecord, first: boolean, letter: string | undefined): PbnGame {
    const tags: PbnTag[] = [
      tag('Event', s.row.name),
      tag('Site', club.name),
      tag('Date', date),
      ...(letter ? [tag('Section', letter)] : []),
      tag('Board', String(h.board)),
      tag('Dealer', h.dealer),
      tag('Vulnerable', h.vulnerable),
      tag('Deal', h.deal),
      tag('Scoring', PBN_SCORING[method] ?? method),
    ];
    if (h.dd) {
      tags.push(tag('DoubleDummyTricks', printDoubleDummyTricks(h.dd)));
      const par = h.par as { sides?: { ns?: { score?: unknown } } } | null;
      const ns = par?.sides?.ns?.score;
      if (typeof ns === 'number') tags.push(tag('OptimumScore', `NS ${ns > 0 ? '+' : ''}${ns}`));
      const rows = (['N', 'S', 'E', 'W'] as const).flatMap((d) =>
        (['NT', 'S', 'H', 'D', 'C'] as const).map((st) => [d, st, String(h.dd![d][st])]),
      );
      tags.push(
        tableTag('OptimumResultTable', {
          columns: [
            { name: 'Declarer' },
            { name: 'Denomination', width: 2, align: 'R' },
            { name: 'Result', width: 2, align: 'R' },
          ],
          rows,
        }),
      );
    }
    const input = s.event.boards.find((b) => b.board === h.board && b.section === letter)!;
    const scored = s.scored.boards.find((b) => b.board === h.board && b.section === letter) ?? {
      board: h.board,
      top: null,
      datum: null,
      results: [],
    };
    tags.push(
      tableTag(
        'ScoreTable',
        pbnScoreTable(input, scored, method, (id) => names.get(`${letter ?? ''}|${id}`)),
      ),
    );
    if (first) tags.push(tableTag('TotalScoreTable', pbnTotalScoreTable(scoredPlayers, letter)));
    return new PbnGame(tags, 0);
  }
  // Teams matches of several segments or with a carry-over: the matches whole, in a game of their own.
  const matchTable = s.event.matches?.length ? pbnMatchTable(s.scored) : null;
  if (matchTable)
    games.push(
      new PbnGame(
        [tag('Event', s.row.name), tag('Site', club.name), tag('Date', date), tableTag('ScoreTable', matchTable)],
        0,
      ),
    );
  const directives = [{ text: ' <META name=Generator content="Stikk">', line: 0, game: 0 }];
  // Sections compared over the whole field: said so, for a scorer reading the file back.
  if (s.scored.sectionScoring === 'across')
    directives.push({ text: ' <META name=SectionScoring content="Across">', line: 0, game: 0 });
  return printPbn({ games, directives });
}

/** A PBN deal ("N:AKQ.… …") as USEBIO hands. */
function usebioHand(board: number, deal: string): UsebioHand {
  const [first, rest] = deal.split(':');
  const order = ['N', 'E', 'S', 'W'];
  const names = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;
  const start = order.indexOf(first);
  const hands: Record<string, { spades: string; hearts: string; diamonds: string; clubs: string }> = {};
  rest
    .trim()
    .split(/\s+/)
    .forEach((hand, i) => {
      const [spades, hearts, diamonds, clubs] = hand.split('.');
      hands[names[order[(start + i) % 4] as keyof typeof names]] = { spades, hearts, diamonds, clubs };
    });
  return { path: `USEBIO/HANDSET/BOARD[${board}]`, board, hands };
}

/** The session (or `source`) as a USEBIO 1.2 document, with hand records and one PLAYER per player. */
export async function exportUsebio(ctx: Ctx, sid: number, source?: ExportSource): Promise<string> {
  const s = source ?? (await scoreSession(ctx, sid));
  const club = await ctx.db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', s.row.club_id)
    .executeTakeFirstOrThrow();
  const doc = scoredToUsebio(await withPlayers(ctx, sid, s), { name: s.row.name });
  return writeUsebio({
    ...doc,
    club: { name: club.name },
    // USEBIO's dates are DD/MM/YYYY (the ISO day was written before).
    fields: {
      ...doc.fields,
      DATE: s.row.created_at.slice(0, 10).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1'),
      MOVEMENT: s.mv.kind.toUpperCase(),
    },
    hands: s.boards.map((b) => usebioHand(b.number, b.deal)),
  });
}
