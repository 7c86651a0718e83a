/**
 * The bridge meaning of a PBN game's identification tags: board, dealer, vulnerability, deal,
 * contract, declarer, result (PBN 2.1 §3.4), plus the DoubleDummyTricks tag. Missing dealer and
 * vulnerability follow Law 2 from the board number.
 */
import {
  dealerOf,
  fail,
  ok,
  parseContract,
  parseDeal,
  parseSeat,
  parseStrain,
  parseVulnerability,
  vulnerabilityOf,
  type Contract,
  type Deal,
  type Result,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@stikk/core';
import type { PbnGame, PbnTag } from './model.js';

/** What a PBN game says about its board and result, read from its tags. */
export interface PbnBoard {
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly deal: Deal | null;
  readonly contract: Contract | null;
  /** End positions (PBN §3.10) give only the strain in the Contract tag. */
  readonly trump: Strain | null;
  readonly declarer: Seat | null;
  /** Declarer swapped with dummy (`^S` etc. in the Declarer tag, PBN §3.4.13). */
  readonly declarerIrregular: boolean;
  /** Tricks won by declarer (Result tag, any of its forms converted). */
  readonly result: number | null;
  /** Declarer, Contract or Result values that could not be read (they are taken as unknown). */
  readonly warnings: readonly {
    readonly code: string;
    readonly message: string;
    readonly line: number;
    readonly column: number;
  }[];
}

const where = (t: PbnTag): string => `line ${t.line}, column ${t.column}`;
const pos = (t: PbnTag) => ({ line: t.line, column: t.column });
const known = (v: string | undefined): v is string => v !== undefined && v.trim() !== '' && v.trim() !== '?';

/** Reads the board tags of a game (number, dealer, vulnerability, deal, contract, declarer, result). */
export function readBoard(game: PbnGame): Result<PbnBoard> {
  let board: number | null = null;
  const bt = game.tag('Board');
  if (bt && known(bt.value)) {
    const n = Number(bt.value.trim());
    if (!Number.isInteger(n) || n < 1)
      return fail('pbn-board', `${where(bt)}: Board "${bt.value}" is not a board number`, pos(bt));
    board = n;
  }
  let dealer: Seat | null = board !== null ? dealerOf(board) : null;
  const dt = game.tag('Dealer');
  if (dt && known(dt.value)) {
    const s = parseSeat(dt.value);
    if (!s) return fail('pbn-dealer', `${where(dt)}: Dealer "${dt.value}" is not a seat`, pos(dt));
    dealer = s;
  }
  let vulnerable: Vulnerability | null = board !== null ? vulnerabilityOf(board) : null;
  const vt = game.tag('Vulnerable');
  if (vt && known(vt.value)) {
    const v = parseVulnerability(vt.value);
    if (!v) return fail('pbn-vulnerable', `${where(vt)}: Vulnerable "${vt.value}" is not None, NS, EW or All`, pos(vt));
    vulnerable = v;
  }
  let deal: Deal | null = null;
  const deT = game.tag('Deal');
  if (deT && known(deT.value)) {
    const d = parseDeal(deT.value, { partial: true });
    if (!d.ok) return fail(d.error.code, `${where(deT)}: Deal: ${d.error.message}`, pos(deT));
    deal = d.value;
  }
  // The result tags are read leniently: a value no program agrees on is reported, not fatal.
  const warnings: { code: string; message: string; line: number; column: number }[] = [];
  const warn = (code: string, t: PbnTag, what: string): void => {
    warnings.push({ code, message: `${where(t)}: ${what}`, ...pos(t) });
  };
  let declarer: Seat | null = null;
  let declarerIrregular = false;
  const decT = game.tag('Declarer');
  if (decT && known(decT.value)) {
    const v = decT.value.trim();
    declarerIrregular = v.startsWith('^');
    const s = parseSeat(declarerIrregular ? v.slice(1) : v);
    if (!s) warn('pbn-declarer', decT, `Declarer "${decT.value}" is not a seat`);
    else declarer = s;
  }
  let contract: Contract | null = null;
  let trump: Strain | null = null;
  const ct = game.tag('Contract');
  if (ct && known(ct.value)) {
    const strainOnly = parseStrain(ct.value);
    if (strainOnly) trump = strainOnly;
    else {
      const c = parseContract(ct.value);
      if (!c.ok) warn('pbn-contract', ct, `Contract "${ct.value}" is not a contract`);
      else {
        contract = c.value.contract;
        if (!contract.passedOut) trump = contract.strain;
        if (c.value.declarer && !declarer) declarer = c.value.declarer;
      }
    }
  }
  let result: number | null = null;
  const rt = game.tag('Result');
  if (rt && known(rt.value)) {
    const r = parseResultValue(rt.value, declarer);
    if (r === undefined) warn('pbn-result', rt, `Result "${rt.value}" is not a number of tricks`);
    else result = r;
  }
  return ok({ board, dealer, vulnerable, deal, contract, trump, declarer, declarerIrregular, result, warnings });
}

/** Result tag: `9`, `NS 9`, `EW 4`, `NS 9 EW 4`, `^9` — tricks for declarer. */
export function parseResultValue(value: string, declarer: Seat | null): number | undefined {
  const v = value.trim().replace(/^\^/, '');
  if (/^\d{1,2}$/.test(v)) {
    const n = Number(v);
    return n <= 13 ? n : undefined;
  }
  const m = /^(NS|EW)\s+(\d{1,2})(?:\s+(NS|EW)\s+(\d{1,2}))?$/i.exec(v);
  if (!m) return undefined;
  const side = m[1].toUpperCase();
  const n = Number(m[2]);
  if (n > 13) return undefined;
  if (!declarer) return undefined;
  const declSide = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
  return side === declSide ? n : 13 - n;
}

/** DoubleDummyTricks: 20 hex digits, declarers N, S, E, W, each for NT, S, H, D, C. */
export type DoubleDummyTable = Record<Seat, Record<Strain, number>>;

const DD_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const DD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** Reads a `DoubleDummyTricks` value (20 hex digits) into a table of tricks by seat and strain. */
export function parseDoubleDummyTricks(value: string): DoubleDummyTable | undefined {
  const v = value.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(v)) return undefined;
  const out = {} as DoubleDummyTable;
  DD_SEATS.forEach((s, i) => {
    out[s] = {} as Record<Strain, number>;
    DD_STRAINS.forEach((st, j) => {
      out[s][st] = parseInt(v[i * 5 + j], 16);
    });
  });
  return out;
}

/** Prints a table of double-dummy tricks as a `DoubleDummyTricks` value. */
export function printDoubleDummyTricks(t: DoubleDummyTable): string {
  return DD_SEATS.map((s) => DD_STRAINS.map((st) => t[s][st].toString(16)).join('')).join('');
}
