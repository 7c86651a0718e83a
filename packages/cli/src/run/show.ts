/**
 * `stikk show FILE`: a board as a readable hand diagram in the terminal (PBN, LIN, USEBIO hand
 * records or a table log): every table that played it (the hands once per deal, then each table's
 * auction, play and claim) and the results the file gives for it (PBN ScoreTable, USEBIO
 * traveller). The first board unless `--board` names one, or `--all`.
 */
import {
  declarerOf,
  finalContract,
  printCall,
  printCard,
  printContract,
  printDeal,
  parseSeat,
  parseStrain,
  summarize,
  type AuctionCall,
  type Seat,
  type Strain,
  type TableLog,
} from '@stikk/core';
import {
  parseDoubleDummyTricks,
  readBoard,
  readLinBoard,
  renderDiagram,
  type DiagramBoard,
  type DiagramDoubleDummy,
  type DiagramClaim,
  type DiagramTraveller,
  type PbnGame,
  type UsebioEvent,
} from '@stikk/formats';
import type { ShowOpts } from '../commands/show.js';
import { CliError, writeOut } from '../io.js';
import { loadFile, toTableLogs, type Loaded } from './convert.js';

const SEAT_TAG: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** Contract, declarer and declarer's tricks from a log's calls and cards. */
function outcome(log: TableLog): { contract: string | null; declarer: Seat | null } {
  const calls: AuctionCall[] = [];
  for (const e of log.events) if (e.kind === 'call' && !e.change) calls.push({ seat: e.seat, call: e.call });
  if (!calls.length) return { contract: null, declarer: null };
  const s = summarize(log.dealer, calls);
  const c = finalContract(s);
  if (!c) return { contract: null, declarer: null };
  if (c.passedOut) return { contract: 'passed out', declarer: null };
  return { contract: printContract(c), declarer: declarerOf(calls, s.lastBidder!, c.strain) };
}

/** The claims and concessions of a log, with the trick they came in and the answers to each. */
function claimsOf(log: TableLog): DiagramClaim[] {
  const out: { -readonly [K in keyof DiagramClaim]: DiagramClaim[K] }[] = [];
  let played = 0;
  for (const e of log.events) {
    if (e.kind === 'play' && !e.faceDown) played++;
    else if (e.kind === 'claim' || e.kind === 'concede')
      out.push({
        seat: e.seat,
        tricks: e.tricks,
        ...(e.kind === 'concede' ? { concede: true } : {}),
        ...(e.kind === 'claim' && e.statement ? { statement: e.statement } : {}),
        trick: Math.min(13, Math.floor(played / 4) + 1),
        remaining: 13 - Math.floor(played / 4),
      });
    else if (e.kind === 'agree' && out.length) {
      const c = out[out.length - 1];
      c.answers = { ...c.answers, [e.seat]: e.agree };
    }
  }
  return out;
}

/** Tag values of a game that say which table it is: `Table 4`, `Open room`, `AUSTRIA v DENMARK`. */
function tableOf(g: PbnGame): string | undefined {
  const known = (v: string | undefined) => (v && !/^[?#-]*$/.test(v.trim()) ? v.trim() : undefined);
  const parts: string[] = [];
  const t = known(g.value('Table'));
  if (t) parts.push(`table ${t}`);
  const room = known(g.value('Room'));
  if (room) parts.push(/^(open|closed)$/i.test(room) ? `${room.toLowerCase()} room` : room);
  const home = known(g.value('HomeTeam')),
    visit = known(g.value('VisitTeam'));
  if (home && visit) parts.push(`${home} v ${visit}`);
  return parts.length ? parts.join(', ') : undefined;
}

/** A game's PBN ScoreTable as a traveller. */
function scoreTableOf(g: PbnGame): DiagramTraveller[] {
  const t = g.tag('ScoreTable')?.table;
  if (!t || !t.rows.length) return [];
  return [{ title: 'Results (ScoreTable)', columns: t.columns.map((c) => c.name), rows: t.rows }];
}

/**
 * A game's double-dummy analysis as `stikk dd --pbn` and other analysers write it: `DoubleDummyTricks`, else the
 * rows of an `OptimumResultTable` (Declarer;Denomination;Result), with `OptimumScore` and `ParContract`.
 */
function doubleDummyOf(g: PbnGame): DiagramDoubleDummy | undefined {
  const known = (v: string | undefined) => (v && !/^[?#-]*$/.test(v.trim()) ? v.trim() : undefined);
  let tricks: Partial<Record<Seat, Partial<Record<Strain, number>>>> = {};
  const ddt = known(g.value('DoubleDummyTricks'));
  const full = ddt ? parseDoubleDummyTricks(ddt) : undefined;
  if (full) tricks = full;
  else {
    const t = g.tag('OptimumResultTable')?.table;
    const col = (name: string) => t?.columns.findIndex((c) => c.name.toLowerCase() === name.toLowerCase()) ?? -1;
    const [d, s, r] = [col('Declarer'), col('Denomination'), col('Result')];
    if (t && d >= 0 && s >= 0 && r >= 0)
      for (const row of t.rows) {
        const seat = parseSeat(row[d] ?? '');
        const strain = parseStrain(row[s] ?? '');
        const n = Number(row[r]);
        if (seat && strain && Number.isInteger(n) && n >= 0 && n <= 13) tricks[seat] = { ...tricks[seat], [strain]: n };
      }
  }
  const optimumScore = known(g.value('OptimumScore'));
  const parContract = known(g.value('ParContract')) ?? known(g.value('OptimumContract'));
  if (!Object.keys(tricks).length && !optimumScore && !parContract) return undefined;
  return { tricks, ...(optimumScore ? { optimumScore } : {}), ...(parContract ? { parContract } : {}) };
}

/** The USEBIO travellers of board `n`, one per section. */
function usebioTravellers(ev: UsebioEvent, n: number | null): DiagramTraveller[] {
  return ev.boards
    .filter((b) => b.number === n && b.lines.length)
    .map((b) => {
      const columns: string[] = [];
      for (const line of b.lines) for (const k of Object.keys(line.fields)) if (!columns.includes(k)) columns.push(k);
      return {
        title: b.section !== undefined ? `Results, section ${b.section}` : 'Results',
        columns,
        rows: b.lines.map((line) => columns.map((k) => line.fields[k] ?? '')),
      };
    });
}

function boardsOf(l: Loaded, name: string, strict: boolean): DiagramBoard[] {
  const conv = toTableLogs(l, name, { strict });
  for (const w of conv.warnings) process.stderr.write(`stikk: warning: ${w}\n`);
  const logs = conv.items;
  return logs.map((log, k) => {
    const i = conv.sources?.[k] ?? k;
    const o = outcome(log);
    let base: DiagramBoard = {
      board: log.board,
      dealer: log.dealer,
      vulnerable: log.vulnerable,
      deal: log.deal,
      calls: log.events.flatMap((e) =>
        e.kind === 'call'
          ? [
              {
                seat: e.seat,
                call: e.call,
                ...(e.alert ? { alert: true } : {}),
                ...(e.explanation ? { explanation: e.explanation } : {}),
              },
            ]
          : [],
      ),
      plays: log.events.flatMap((e) => (e.kind === 'play' ? [{ seat: e.seat, card: e.card }] : [])),
      contract: o.contract,
      declarer: o.declarer,
    };
    // A board the file gives no number (a LIN hand without `ah`): named by its place in the file, not a bare "Board".
    if (log.board === null)
      base = {
        ...base,
        title: logs.length === 1 ? 'Deal without a board number' : `Deal ${k + 1} of ${logs.length} (no board number)`,
      };
    const claims = claimsOf(log);
    if (claims.length) base = { ...base, claims };
    if (l.kind === 'pbn') {
      const g = l.file.games[i];
      const b = readBoard(g);
      const players: Partial<Record<Seat, string>> = {};
      for (const s of ['N', 'E', 'S', 'W'] as const) {
        const v = g.value(SEAT_TAG[s]);
        if (v && v !== '?') players[s] = v;
      }
      const lines: string[] = [];
      const ev = g.value('Event');
      if (ev && ev !== '?') lines.push(`Event: ${ev}`);
      const score = g.value('Score');
      if (score && !/^[?-]*$/.test(score.trim())) lines.push(`Score: ${score}`);
      const table = tableOf(g);
      const travellers = scoreTableOf(g);
      const doubleDummy = doubleDummyOf(g);
      return {
        ...base,
        ...(doubleDummy ? { doubleDummy } : {}),
        ...(table ? { table } : {}),
        ...(travellers.length ? { travellers } : {}),
        players,
        ...(b.ok && b.value.contract
          ? { contract: b.value.contract.passedOut ? 'passed out' : printContract(b.value.contract) }
          : {}),
        ...(b.ok && b.value.declarer ? { declarer: b.value.declarer } : {}),
        result: b.ok ? b.value.result : null,
        lines,
      };
    }
    if (l.kind === 'lin') {
      const d = readLinBoard(l.file.boards[i]);
      if (d.ok)
        return {
          ...base,
          ...(d.value.players ? { players: d.value.players } : {}),
          ...(d.value.title ? { title: d.value.title } : {}),
          ...(d.value.id
            ? { table: /^c/i.test(d.value.id) ? 'closed room' : /^o/i.test(d.value.id) ? 'open room' : d.value.id }
            : {}),
        };
    }
    if (l.kind === 'xml') {
      const travellers = usebioTravellers(l.event, log.board);
      if (travellers.length) return { ...base, travellers };
    }
    return base;
  });
}

export function runShow(file: string, opts: ShowOpts): void {
  let n: number | null | undefined;
  if (opts.board !== undefined) {
    n = Number(opts.board);
    if (!Number.isInteger(n) || n < 1) throw new CliError(`--board: "${opts.board}" is not a board number`);
  }
  const boards = boardsOf(loadFile(file, opts.from), file, opts.strict === true);
  if (!boards.length) throw new CliError(`${file}: no boards`);
  // Every table of the board: all games with its number (the first board's number by default).
  let chosen = boards;
  if (!opts.all || n !== undefined) {
    const want = n !== undefined ? n : boards[0].board;
    chosen = boards.filter((b) => b.board === want);
    if (!chosen.length) {
      const unnumbered = boards.filter((b) => b.board === null).length;
      throw new CliError(
        `${file}: no board ${want}` +
          (unnumbered ? `; ${unnumbered} of its deals carry no board number (show them without --board)` : ''),
      );
    }
  }
  if (opts.json) {
    writeOut(JSON.stringify(chosen.map(jsonBoard), null, 2) + '\n');
    return;
  }
  // The hands once per deal: a further table of the same board and deal shows its auction and play only.
  const dealKey = (b: DiagramBoard): string => `${b.board}|${b.deal ? printDeal(b.deal) : ''}`;
  writeOut(
    chosen
      .map((b, i) =>
        renderDiagram(b, {
          ascii: opts.ascii === true,
          hands: !(i > 0 && b.deal !== null && dealKey(chosen[i - 1]) === dealKey(b)),
        }),
      )
      .join('\n'),
  );
}

/**
 * A board as `show --json` prints it: the deal as PBN writes it (`N:AKQ.…`), calls as `1NT`/`P`/`X`/`XX` and cards
 * as `SA`/`HT`, as in a table log, not the engine's numbers; every other field as the diagram has it.
 */
function jsonBoard(b: DiagramBoard): Record<string, unknown> {
  return {
    ...b,
    deal: b.deal ? printDeal(b.deal) : null,
    ...(b.calls ? { calls: b.calls.map((c) => ({ ...c, call: printCall(c.call) })) } : {}),
    ...(b.plays ? { plays: b.plays.map((p) => ({ ...p, card: printCard(p.card) })) } : {}),
  };
}
