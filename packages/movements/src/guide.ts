/**
 * Guide cards (for each pair or player, round by round: table, direction, opponents, boards) and
 * table cards (for each table: who sits there and where the boards go next), as data, plain
 * text and printable HTML. All text that comes from the movement is escaped in HTML.
 */
import { comparisonBalance } from './balance.js';
import type { IndividualEntry, Movement, PairEntry, ParticipantId } from './types.js';

/** The directions a guide card can show. */
export const GUIDE_DIRECTIONS = ['NS', 'EW', 'N', 'E', 'S', 'W'] as const;
/** Where a participant sits on a guide card: a pair's direction or an individual player's seat. */
export type GuideDirection = (typeof GUIDE_DIRECTIONS)[number];

/** One round of a guide card: table, direction, opponents, boards, and whether the participant sits out. */
export interface GuideRow {
  readonly round: number;
  /** Null when the participant has no table this round (a bye). */
  readonly table: number | null;
  /** Where the participant sits; null when it sits out. */
  readonly direction: GuideDirection | null;
  /** Individual movements: the partner. */
  readonly partner?: ParticipantId;
  /** The opponents (empty when sitting out). */
  readonly opponents: readonly ParticipantId[];
  /** The boards played this round (the boards at the table, listed even when sitting out there). */
  readonly boards: readonly number[];
  readonly sitOut: boolean;
  /** Boards on which this participant plays the other direction (arrow switch). */
  readonly arrowSwitch?: readonly number[];
  /** Teams: the room. */
  readonly room?: 'open' | 'closed';
}

/** A participant's guide card: where it sits and whom it meets in every round. */
export interface GuideCard {
  readonly participant: ParticipantId;
  readonly rows: readonly GuideRow[];
}

const isIndividual = (e: PairEntry | IndividualEntry): e is IndividualEntry => 'n' in e;

/** One guide card per participant, rounds in order. */
export function guideCards(m: Movement): GuideCard[] {
  const rowsBy = new Map<string, GuideRow[]>(m.participants.map((p) => [p.id, []]));
  const entries = [...(m.schedule as ReadonlyArray<PairEntry | IndividualEntry>)].sort(
    (a, b) => a.round - b.round || a.table - b.table,
  );
  for (const e of entries) {
    if (isIndividual(e)) {
      const seats: Array<[GuideDirection, ParticipantId | null, ParticipantId | null, Array<ParticipantId | null>]> = [
        ['N', e.n, e.s, [e.e, e.w]],
        ['S', e.s, e.n, [e.e, e.w]],
        ['E', e.e, e.w, [e.n, e.s]],
        ['W', e.w, e.e, [e.n, e.s]],
      ];
      const full = [e.n, e.e, e.s, e.w].every((x) => x !== null);
      for (const [dir, who, partner, opp] of seats) {
        if (who === null) continue;
        rowsBy.get(who)?.push({
          round: e.round,
          table: e.table,
          direction: full ? dir : null,
          opponents: opp.filter((x): x is string => x !== null),
          ...(partner !== null ? { partner } : {}),
          boards: e.boards,
          sitOut: !full,
        });
      }
      continue;
    }
    const full = e.ns !== null && e.ew !== null;
    for (const [dir, who, opp] of [
      ['NS', e.ns, e.ew],
      ['EW', e.ew, e.ns],
    ] as const) {
      if (who === null) continue;
      rowsBy.get(who)?.push({
        round: e.round,
        table: e.table,
        direction: full ? dir : null,
        opponents: opp === null ? [] : [opp],
        boards: e.boards,
        sitOut: !full,
        ...(e.arrowSwitch && e.arrowSwitch.length ? { arrowSwitch: e.arrowSwitch } : {}),
        ...(e.room ? { room: e.room } : {}),
      });
    }
  }
  return m.participants.map((p) => {
    const rows = rowsBy.get(p.id)!;
    const byRound = new Map(rows.map((r) => [r.round, r]));
    const complete: GuideRow[] = [];
    for (let round = 1; round <= m.rounds; round++) {
      complete.push(
        byRound.get(round) ?? { round, table: null, direction: null, opponents: [], boards: [], sitOut: true },
      );
    }
    return { participant: p.id, rows: complete };
  });
}

/** One round of a table card: the seats, the boards and where the boards go after the round. */
export interface TableCardRow {
  readonly round: number;
  readonly seats: Readonly<Record<string, ParticipantId | null>>;
  readonly boards: readonly number[];
  /**
   * Where this table's boards go after the round: a table, `stand`/`side` (not needed next round), or null after the
   * last round.
   */
  readonly boardsTo: number | 'side' | null;
}

/** A table card: who sits at the table in every round, its boards and where they go next. */
export interface TableCard {
  readonly table: number;
  readonly rows: readonly TableCardRow[];
}

/** One card per table: who sits there each round, its boards, and where to pass them next. */
export function tableCards(m: Movement): TableCard[] {
  const entries = m.schedule as ReadonlyArray<PairEntry | IndividualEntry>;
  const at = new Map(entries.map((e) => [`${e.round}/${e.table}`, e]));
  const cards: TableCard[] = [];
  for (let table = 1; table <= m.tables; table++) {
    const rows: TableCardRow[] = [];
    for (let round = 1; round <= m.rounds; round++) {
      const e = at.get(`${round}/${table}`);
      if (!e) continue;
      const seats: Record<string, ParticipantId | null> = isIndividual(e)
        ? { N: e.n, E: e.e, S: e.s, W: e.w }
        : { NS: e.ns, EW: e.ew };
      let boardsTo: number | 'side' | null = null;
      if (round < m.rounds && e.boards.length) {
        const next = entries.filter((x) => x.round === round + 1 && x.boards.includes(e.boards[0]));
        boardsTo = next.length === 0 ? 'side' : next.some((x) => x.table === table) ? table : next[0].table;
      }
      rows.push({ round, seats, boards: e.boards, boardsTo });
    }
    cards.push({ table, rows });
  }
  return cards;
}

/** Board numbers as ranges: [1,2,3,7] → "1-3, 7". */
export function formatBoards(boards: readonly number[]): string {
  const out: string[] = [];
  const s = [...boards].sort((a, b) => a - b);
  for (let i = 0; i < s.length; i++) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[j] + 1) j++;
    out.push(j > i ? `${s[i]}-${s[j]}` : String(s[i]));
    i = j;
  }
  return out.join(', ');
}

function describeRow(r: GuideRow): string {
  if (r.table === null) return 'bye';
  const b = formatBoards(r.boards);
  if (r.sitOut) return `sit out (table ${r.table}, boards ${b})`;
  const who =
    r.partner !== undefined ? `with ${r.partner} v ${r.opponents.join(' & ')}` : `v ${r.opponents.join(' & ')}`;
  const room = r.room ? ` ${r.room} room` : '';
  const sw = r.arrowSwitch ? `; arrow switch on ${formatBoards(r.arrowSwitch)}` : '';
  return `table ${r.table}${room} ${r.direction} ${who}, boards ${b}${sw}`;
}

function seatsText(e: PairEntry | IndividualEntry): string {
  const s = (x: string | null): string => x ?? '-';
  return isIndividual(e) ? `${s(e.n)} ${s(e.e)} ${s(e.s)} ${s(e.w)}` : `${s(e.ns)}-${s(e.ew)}`;
}

/** The movement as plain text: summary, a rounds × tables grid, then every guide card. */
export function movementText(m: Movement): string {
  const lines: string[] = [];
  lines.push(m.name);
  lines.push(`${m.tables} tables, ${m.rounds} rounds, ${m.boards} boards (${m.boardsPerRound} per round)`);
  for (const n of m.notes ?? []) lines.push(`  ${n}`);
  lines.push(...balanceLines(m));
  if (m.form === 'individual') lines.push('Seats in the grid: N E S W.');
  lines.push('');
  const at = new Map(
    (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>).map((e) => [`${e.round}/${e.table}`, e]),
  );
  const cells: string[][] = [];
  for (let round = 1; round <= m.rounds; round++) {
    const row = [`R${round}`];
    for (let table = 1; table <= m.tables; table++) {
      const e = at.get(`${round}/${table}`);
      row.push(e ? `${seatsText(e)} ${formatBoards(e.boards)}` : '');
    }
    cells.push(row);
  }
  const header = ['', ...Array.from({ length: m.tables }, (_, i) => `T${i + 1}`)];
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((r) => r[c].length)));
  const fmt = (r: string[]): string =>
    r
      .map((x, c) => x.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  lines.push(fmt(header));
  for (const r of cells) lines.push(fmt(r));
  lines.push('');
  lines.push(guideCardsText(guideCards(m)));
  return lines.join('\n');
}

/** One line per field: how often pairs are compared with each other (boards), fewest–most. */
export function balanceLines(m: Movement): string[] {
  if (m.form === 'teams') return [];
  return comparisonBalance(m).fields.map(
    (f) =>
      `Comparisons${f.field ? ` (${f.field} field)` : ''}: each ${m.form === 'individual' ? 'player' : 'pair'} is compared with every other on ${f.minWith === f.maxWith ? f.minWith : `${f.minWith} to ${f.maxWith}`} boards (mean ${f.meanWith})`,
  );
}

/** Guide cards as plain text, one block per participant. */
export function guideCardsText(cards: readonly GuideCard[]): string {
  return (
    cards
      .map((c) => [`${c.participant}:`, ...c.rows.map((r) => `  round ${r.round}: ${describeRow(r)}`)].join('\n'))
      .join('\n\n') + '\n'
  );
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A printable HTML page: the movement grid and one guide card per participant (page breaks between cards when printed).
 */
export function movementHtml(m: Movement, options: { title?: string } = {}): string {
  const h = escapeHtml;
  const title = options.title ?? m.name;
  const at = new Map(
    (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>).map((e) => [`${e.round}/${e.table}`, e]),
  );
  const grid: string[] = ['<table class="grid"><thead><tr><th>Round</th>'];
  for (let t = 1; t <= m.tables; t++) grid.push(`<th>Table ${t}</th>`);
  grid.push('</tr></thead><tbody>');
  for (let round = 1; round <= m.rounds; round++) {
    grid.push(`<tr><th>${round}</th>`);
    for (let t = 1; t <= m.tables; t++) {
      const e = at.get(`${round}/${t}`);
      grid.push(e ? `<td>${h(seatsText(e))}<br><small>${h(formatBoards(e.boards))}</small></td>` : '<td></td>');
    }
    grid.push('</tr>');
  }
  grid.push('</tbody></table>');
  const ind = m.form === 'individual';
  const cards = guideCards(m).map((c) => {
    const rows = c.rows
      .map(
        (r) =>
          `<tr><td>${r.round}</td><td>${r.table ?? '–'}${r.room ? ` ${h(r.room)}` : ''}</td><td>${h(r.table === null ? 'bye' : r.sitOut ? 'sit out' : (r.direction ?? ''))}</td>${ind ? `<td>${h(r.partner ?? '')}</td>` : ''}<td>${h(r.opponents.join(' & '))}</td><td>${h(formatBoards(r.boards))}${r.arrowSwitch ? ` <small>(switch ${h(formatBoards(r.arrowSwitch))})</small>` : ''}</td></tr>`,
      )
      .join('');
    return `<section class="card"><h2>${h(c.participant)}</h2><table><thead><tr><th>Round</th><th>Table</th><th>Direction</th>${ind ? '<th>Partner</th>' : ''}<th>Opponents</th><th>Boards</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5em}
table{border-collapse:collapse;margin:.5em 0}
th,td{border:1px solid #999;padding:.2em .5em;text-align:left;vertical-align:top}
.card{break-inside:avoid;page-break-inside:avoid;margin-bottom:1.5em}
@media print{.card{break-after:page;page-break-after:always}}
</style></head><body>
<h1>${h(title)}</h1>
<p>${h(`${m.tables} tables, ${m.rounds} rounds, ${m.boards} boards (${m.boardsPerRound} per round)`)}</p>
${[...(m.notes ?? []), ...balanceLines(m)].map((n) => `<p>${h(n)}</p>`).join('\n')}
${grid.join('')}
${cards.join('\n')}
</body></html>
`;
}
