/**
 * `stikk show FILE`: a board as a readable hand diagram in the terminal (PBN, LIN, USEBIO hand
 * records or a table log). The first board unless `--board` names one, or `--all`.
 */
import {
  declarerOf,
  finalContract,
  printContract,
  summarize,
  type AuctionCall,
  type Seat,
  type TableLog,
} from '@stikk/core';
import { readBoard, readLinBoard, renderDiagram, type DiagramBoard } from '@stikk/formats';
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

function boardsOf(l: Loaded, name: string, strict: boolean): DiagramBoard[] {
  const conv = toTableLogs(l, name, { strict });
  for (const w of conv.warnings) process.stderr.write(`stikk: warning: ${w}\n`);
  const logs = conv.items;
  return logs.map((log, k) => {
    const i = conv.sources?.[k] ?? k;
    const o = outcome(log);
    const base: DiagramBoard = {
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
      return {
        ...base,
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
        };
    }
    return base;
  });
}

export function runShow(file: string, opts: ShowOpts): void {
  const boards = boardsOf(loadFile(file, opts.from), file, opts.strict === true);
  if (!boards.length) throw new CliError(`${file}: no boards`);
  let chosen = opts.all ? boards : [boards[0]];
  if (opts.board !== undefined) {
    const n = Number(opts.board);
    if (!Number.isInteger(n) || n < 1) throw new CliError(`--board: "${opts.board}" is not a board number`);
    chosen = boards.filter((b) => b.board === n);
    if (!chosen.length) throw new CliError(`${file}: no board ${n}`);
    if (!opts.all) chosen = [chosen[0]];
  }
  if (opts.json) writeOut(JSON.stringify(chosen, null, 2) + '\n');
  else writeOut(chosen.map((b) => renderDiagram(b, { ascii: opts.ascii === true })).join('\n'));
}
