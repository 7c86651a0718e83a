/**
 * The table log (shared/TABLE-LOG.md, version 1): the raw JSON a file or a client sends, and the
 * validated log the fold reads. Raw input is checked field by field; an unknown field is an error
 * naming its path, never silently ignored.
 */
import { parseCall, printCall, type Call } from '../call.js';
import { parseCard, printCard, type Card } from '../card.js';
import { boardInfo, parseVulnerability, VULNERABILITIES, type Vulnerability } from '../board.js';
import { parseDeal, printDeal, type Deal } from '../deal.js';
import { fail, ok, type Result, type StikkError } from '../result.js';
import { isSeat, SIDES, type Seat, type Side } from '../seat.js';
import { parseClaimLine, printClaimLine, type ClaimStep } from './claim-line.js';

/** The `format` value every table log carries (its version). */
export const TABLE_LOG_FORMAT = 'stikk-table-log/1';
/** The editions of the Laws a table log can name. */
export const EDITIONS = ['2017', '2007'] as const;
/** The edition of the Laws a board is played under (`2017` or `2007`). */
export type Edition = (typeof EDITIONS)[number];

/** Every marker event a table log may hold. */
export const MARKERS = ['next-board-call', 'hands-returned', 'round-ended'] as const;
/** A marker event: a procedural moment logged for the record (next board called, hands returned, round ended). */
export type Marker = (typeof MARKERS)[number];

/** Director findings (TABLE-LOG.md); every one optional. */
export interface Findings {
  readonly lhoAccepts?: boolean;
  readonly declarerAccepts?: boolean;
  readonly acceptedBy?: Seat;
  readonly option?: string;
  readonly comparable?: boolean;
  readonly artificial?: boolean;
  readonly unintended?: boolean;
  readonly lhoWithdrawsCall?: boolean;
  readonly misinformation?: boolean;
  readonly discoveredAfterOpeningLead?: boolean;
  readonly nosDamaged?: boolean;
  readonly unawareOfTrump?: boolean;
  /**
   * Stikk extension (packages/laws/EXTENSIONS.md), Law 54C: presumed declarer could have seen a card of dummy's before
   * the opening lead out of turn was dealt with.
   */
  readonly couldSeeDummy?: boolean;
  /**
   * Stikk extension, Law 47E1: the pending lead out of turn was made because an opponent told the player it was his
   * lead.
   */
  readonly toldToLead?: boolean;
  /**
   * Stikk extension, Law 47E2: this card (e.g. "SK") was played after an opponent's mistaken explanation, not yet
   * corrected; the player wants to withdraw it.
   */
  readonly playedAfterMisexplanation?: string;
  /**
   * Stikk extension, Law 43B2(b): dummy, having lost his rights by a 43A2 violation, was first to ask declarer about
   * the revoke being corrected.
   */
  readonly dummyAskedAfterViolation?: boolean;
  /**
   * Stikk extension, Law 43B2(a): dummy, having lost his rights, warned declarer not to lead from the wrong hand; a
   * defender then names the hand (`option` "lead-from:N").
   */
  readonly dummyWarnedWrongHand?: boolean;
  /**
   * Stikk extension, Law 43B3: dummy, having lost his rights, was first to draw attention to the defenders'
   * irregularity now before the director.
   */
  readonly dummyDrewAttention?: boolean;
  /**
   * Stikk extension, Law 16B1: this player passed extraneous information to his partner (an unmistakable hesitation, a
   * remark, haste, a gesture); it is unauthorized for the partner.
   */
  readonly uiFrom?: Seat;
  /**
   * Stikk extension, Law 16B1(a)/16B3: the holder of unauthorized information found under `uiFrom` chose a call or play
   * it demonstrably suggested over a logical alternative (with `nosDamaged`: whether the offenders gained from it).
   */
  readonly uiUsed?: boolean;
  /**
   * Stikk extension, Law 57C2 (2007 57C1): dummy, on his own, played a card before his RHO or suggested one; a
   * defender's premature play that followed is not rectified.
   */
  readonly dummyActedFirst?: boolean;
  /**
   * Stikk extension, Law 45D: dummy put this card of his (e.g. "HA") in the played position without declarer naming
   * it; attention is drawn to it now.
   */
  readonly dummyPlacedUnnamed?: string;
  /** Stikk extension, Laws 20F, 75: the player whose explanation of his partner's call is before the director. */
  readonly explainedBy?: Seat;
  /**
   * Stikk extension, Law 75 (with `explainedBy`): `true` the explanation did not match the agreement (75B, an
   * infraction: misinformation, Law 21B); `false` the explanation was right and the call was the mistake (75C).
   */
  readonly mistakenExplanation?: boolean;
}

/** The value kind of each director's finding a table log may carry: a yes/no, a seat, or a text (option, card). */
export const FINDING_TYPES: Readonly<Record<keyof Findings, 'boolean' | 'seat' | 'string'>> = {
  lhoAccepts: 'boolean',
  declarerAccepts: 'boolean',
  acceptedBy: 'seat',
  option: 'string',
  comparable: 'boolean',
  artificial: 'boolean',
  unintended: 'boolean',
  lhoWithdrawsCall: 'boolean',
  misinformation: 'boolean',
  discoveredAfterOpeningLead: 'boolean',
  nosDamaged: 'boolean',
  unawareOfTrump: 'boolean',
  couldSeeDummy: 'boolean',
  toldToLead: 'boolean',
  playedAfterMisexplanation: 'string',
  dummyAskedAfterViolation: 'boolean',
  dummyWarnedWrongHand: 'boolean',
  dummyDrewAttention: 'boolean',
  dummyActedFirst: 'boolean',
  uiFrom: 'seat',
  uiUsed: 'boolean',
  explainedBy: 'seat',
  mistakenExplanation: 'boolean',
  dummyPlacedUnnamed: 'string',
};

/** One act at the table, validated. */
export type TableEvent =
  | {
      readonly kind: 'call';
      readonly seat: Seat;
      readonly call: Call;
      readonly change?: boolean;
      readonly simultaneous?: boolean;
      readonly alert?: boolean;
      readonly explanation?: string;
    }
  | {
      readonly kind: 'play';
      readonly seat: Seat;
      readonly card: Card;
      readonly faceDown?: boolean;
      readonly simultaneous?: boolean;
    }
  | { readonly kind: 'expose'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'designate'; readonly seat: Seat; readonly designation: string }
  | {
      readonly kind: 'claim';
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement?: string;
      /** The stated line as ordered steps (Law 70D1; ./claim-line.ts). */
      readonly line?: readonly ClaimStep[];
    }
  | { readonly kind: 'concede'; readonly seat: Seat; readonly tricks: number }
  | { readonly kind: 'agree'; readonly seat: Seat; readonly agree: boolean }
  /** Stikk extension, Laws 20B, 20C, 41B: the player asks for the whole auction to be restated. */
  | { readonly kind: 'review'; readonly seat: Seat }
  /**
   * Stikk extension, Laws 20F1, 20F2, 41B: the player asks for an explanation of the opponents' auction (`call`
   * absent), or of the one call made at event `call` (20F3).
   */
  | { readonly kind: 'explain'; readonly seat: Seat; readonly call?: number }
  /**
   * Stikk extension, Laws 20F4, 20F5, 75B: the player says the explanation given of his side's call made at event
   * `call` was wrong — his own explanation of partner's call (20F4) or partner's explanation of his call (20F5) —
   * with the right one in `explanation` when given. `own`: the call is his own and so was the explanation (an online
   * table, where each player explains his own calls in writing): he corrects his own explanation (20F4).
   */
  | {
      readonly kind: 'correct';
      readonly seat: Seat;
      readonly call: number;
      readonly explanation?: string;
      readonly own?: true;
    }
  | { readonly kind: 'director'; readonly findings: Findings }
  | { readonly kind: 'marker'; readonly marker: Marker; readonly side?: Side };

/** A validated table log. */
export interface TableLog {
  readonly edition: Edition;
  readonly board: number | null;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly deal: Deal | null;
  readonly events: readonly TableEvent[];
}

/** The raw JSON event shapes of TABLE-LOG.md (what files and clients send). */
export type RawTableEvent = Record<string, unknown>;
/** A table log as JSON before validation (TABLE-LOG.md field names). */
export interface RawTableLog {
  format: string;
  edition?: string;
  board?: number;
  dealer?: string;
  vulnerable?: string;
  deal?: string;
  events: RawTableEvent[];
}

const TOP_KEYS = new Set(['format', 'edition', 'board', 'dealer', 'vulnerable', 'deal', 'events']);
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (path: string, message: string, index?: number): { ok: false; error: StikkError } =>
  fail('invalid-table-log', `${path}: ${message}`, index === undefined ? { path } : { path, index });

/** Parses the JSON text of a table log. */
export function parseTableLogText(text: string, opts: ParseTableLogOptions = {}): Result<TableLog> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail('invalid-json', `not valid JSON: ${(e as Error).message}`);
  }
  return parseTableLog(json, opts);
}

/**
 * The most events one table log may hold. A board played to the end, with every irregularity
 * the laws know and the director's rulings, needs a few hundred at most; the bound keeps the cost
 * of validating and folding any log that a client sends small (the fold is linear in the events).
 */
export const MAX_TABLE_EVENTS = 1000;

/** Options of {@link parseTableLog}. */
export interface ParseTableLogOptions {
  /** The most events accepted (default `MAX_TABLE_EVENTS`). */
  readonly maxEvents?: number;
}

/** Validates a raw table log (already parsed JSON). */
export function parseTableLog(json: unknown, opts: ParseTableLogOptions = {}): Result<TableLog> {
  if (!isObj(json)) return bad('$', 'a table log must be a JSON object');
  for (const k of Object.keys(json)) if (!TOP_KEYS.has(k)) return bad(k, 'unknown field');
  if (json.format !== TABLE_LOG_FORMAT) return bad('format', `must be "${TABLE_LOG_FORMAT}"`);
  let edition: Edition = '2017';
  if (json.edition !== undefined) {
    if (json.edition !== '2017' && json.edition !== '2007') return bad('edition', 'must be "2017" or "2007"');
    edition = json.edition;
  }
  let board: number | null = null;
  let dealer: Seat | undefined;
  let vulnerable: Vulnerability | undefined;
  if (json.board !== undefined) {
    const info = boardInfo(json.board as number);
    if (!info.ok) return bad('board', 'must be an integer ≥ 1');
    board = info.value.board;
    dealer = info.value.dealer;
    vulnerable = info.value.vulnerable;
  }
  if (json.dealer !== undefined) {
    if (!isSeat(json.dealer)) return bad('dealer', 'must be "N", "E", "S" or "W"');
    dealer = json.dealer;
  }
  if (json.vulnerable !== undefined) {
    const v =
      typeof json.vulnerable === 'string' && (VULNERABILITIES as readonly string[]).includes(json.vulnerable)
        ? (json.vulnerable as Vulnerability)
        : undefined;
    if (!v) return bad('vulnerable', 'must be "None", "NS", "EW" or "All"');
    vulnerable = v;
  }
  if (!dealer) return bad('$', 'one of "board" or "dealer" is required');
  let deal: Deal | null = null;
  if (json.deal !== undefined) {
    if (typeof json.deal !== 'string') return bad('deal', 'must be a PBN deal string');
    const d = parseDeal(json.deal);
    if (!d.ok) return fail(d.error.code, `deal: ${d.error.message}`, { path: 'deal' });
    deal = d.value;
  }
  if (!Array.isArray(json.events)) return bad('events', 'must be an array');
  const max = opts.maxEvents ?? MAX_TABLE_EVENTS;
  if (json.events.length > max)
    return fail('too-many-events', `events: ${json.events.length} events; a table log holds at most ${max}`, {
      path: 'events',
    });
  const events: TableEvent[] = [];
  for (let i = 0; i < json.events.length; i++) {
    const e = parseEvent(json.events[i], i);
    if (!e.ok) return e;
    events.push(e.value);
  }
  return ok({ edition, board, dealer, vulnerable: vulnerable ?? 'None', deal, events });
}

const EVENT_KEY_LISTS: Record<string, readonly string[]> = {
  call: ['seat', 'call', 'change', 'simultaneous', 'alert', 'explanation'],
  play: ['seat', 'play', 'faceDown', 'simultaneous'],
  expose: ['seat', 'expose'],
  designate: ['seat', 'designate'],
  claim: ['seat', 'claim', 'statement', 'line'],
  concede: ['seat', 'concede'],
  agree: ['seat', 'agree'],
  review: ['seat', 'review'],
  explain: ['seat', 'explain'],
  correct: ['seat', 'correct', 'explanation', 'own'],
  director: ['director'],
  marker: ['marker', 'side'],
};
const EVENT_KEYS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(EVENT_KEY_LISTS).map(([k, v]) => [k, new Set(v)]),
);

function optBoolField(raw: Record<string, unknown>, k: string, p: string, i: number): Result<boolean | undefined> {
  const v = raw[k];
  if (v === undefined) return OK_UNDEFINED;
  return typeof v === 'boolean' ? ok(v) : bad(`${p}.${k}`, 'must be true or false', i);
}
const OK_UNDEFINED = ok(undefined);

const EVENT_KINDS = [
  'call',
  'play',
  'expose',
  'designate',
  'claim',
  'concede',
  'agree',
  'review',
  'explain',
  'correct',
  'director',
  'marker',
] as const;
function eventKind(e: Record<string, unknown>): string | undefined {
  for (const k of EVENT_KINDS) if (e[k] !== undefined) return k;
  return undefined;
}

/** Validates one raw event; `i` is its index for error messages. */
export function parseEvent(raw: unknown, i: number): Result<TableEvent> {
  const p = 'events[' + i + ']';
  if (!isObj(raw)) return bad(p, 'an event must be a JSON object', i);
  const kind = eventKind(raw);
  if (!kind)
    return bad(
      p,
      'not an event: expected one of call, play, expose, designate, claim, concede, agree, review, explain, correct, director, marker',
      i,
    );
  const allowed = EVENT_KEYS[kind];
  for (const k in raw) if (!allowed.has(k)) return bad(`${p}.${k}`, `unknown field for a ${kind} event`, i);
  const optBool = (k: string): Result<boolean | undefined> => optBoolField(raw, k, p, i);
  let seat: Seat | undefined;
  if (allowed.has('seat')) {
    if (!isSeat(raw.seat)) return bad(`${p}.seat`, 'must be "N", "E", "S" or "W"', i);
    seat = raw.seat;
  }
  switch (kind) {
    case 'call': {
      if (typeof raw.call !== 'string') return bad(`${p}.call`, 'must be a call such as "1H", "P", "X", "XX"', i);
      const c = parseCall(raw.call);
      if (!c.ok) return bad(`${p}.call`, c.error.message, i);
      const change = optBool('change');
      if (!change.ok) return change;
      const sim = optBool('simultaneous');
      if (!sim.ok) return sim;
      const alert = optBool('alert');
      if (!alert.ok) return alert;
      if (raw.explanation !== undefined && typeof raw.explanation !== 'string')
        return bad(`${p}.explanation`, 'must be a string', i);
      return ok(
        stripUndef({
          kind: 'call',
          seat: seat!,
          call: c.value,
          change: change.value,
          simultaneous: sim.value,
          alert: alert.value,
          explanation: raw.explanation as string | undefined,
        }),
      );
    }
    case 'play':
    case 'expose': {
      const v = raw[kind];
      if (typeof v !== 'string') return bad(`${p}.${kind}`, 'must be a card such as "SA" or "HT"', i);
      const c = parseCard(v);
      if (!c.ok) return bad(`${p}.${kind}`, c.error.message, i);
      if (kind === 'expose') return ok({ kind: 'expose', seat: seat!, card: c.value });
      const fd = optBool('faceDown');
      if (!fd.ok) return fd;
      const sim = optBool('simultaneous');
      if (!sim.ok) return sim;
      return ok(stripUndef({ kind: 'play', seat: seat!, card: c.value, faceDown: fd.value, simultaneous: sim.value }));
    }
    case 'designate': {
      if (typeof raw.designate !== 'string' || raw.designate.trim() === '')
        return bad(`${p}.designate`, 'must be a designation such as "high", "low", "H" or "Q"', i);
      return ok({ kind: 'designate', seat: seat!, designation: raw.designate.trim() });
    }
    case 'claim':
    case 'concede': {
      const n = raw[kind];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 13)
        return bad(`${p}.${kind}`, 'must be a number of tricks 0–13', i);
      if (kind === 'concede') return ok({ kind: 'concede', seat: seat!, tricks: n });
      if (raw.statement !== undefined && typeof raw.statement !== 'string')
        return bad(`${p}.statement`, 'must be a string', i);
      let line: ClaimStep[] | undefined;
      if (raw.line !== undefined) {
        const l = parseClaimLine(raw.line, `${p}.line`, i);
        if (!l.ok) return l;
        line = l.value;
      }
      return ok(
        stripUndef({ kind: 'claim', seat: seat!, tricks: n, statement: raw.statement as string | undefined, line }),
      );
    }
    case 'agree': {
      if (typeof raw.agree !== 'boolean') return bad(`${p}.agree`, 'must be true or false', i);
      return ok({ kind: 'agree', seat: seat!, agree: raw.agree });
    }
    case 'review': {
      if (raw.review !== true)
        return bad(`${p}.review`, 'must be true (the player asks for a review of the auction)', i);
      return ok({ kind: 'review', seat: seat! });
    }
    case 'explain': {
      const x = raw.explain;
      if (x === true) return ok({ kind: 'explain', seat: seat! });
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0)
        return bad(`${p}.explain`, "must be true (the opponents' auction) or the index of the event of one call", i);
      return ok({ kind: 'explain', seat: seat!, call: x });
    }
    case 'correct': {
      const x = raw.correct;
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0)
        return bad(`${p}.correct`, 'must be the index of the event of the call whose explanation is corrected', i);
      if (raw.explanation !== undefined && typeof raw.explanation !== 'string')
        return bad(`${p}.explanation`, 'must be a string', i);
      if (raw.own !== undefined && raw.own !== true)
        return bad(`${p}.own`, 'must be true (the player corrects his own explanation of his own call)', i);
      return ok(
        stripUndef({
          kind: 'correct',
          seat: seat!,
          call: x,
          explanation: raw.explanation as string | undefined,
          own: raw.own === true ? (true as const) : undefined,
        }),
      );
    }
    case 'director': {
      const f = raw.director;
      if (!isObj(f)) return bad(`${p}.director`, 'must be an object of findings', i);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(f)) {
        // Own keys only: 'constructor' or 'toString' are not findings.
        const t = Object.hasOwn(FINDING_TYPES, k) ? FINDING_TYPES[k as keyof Findings] : undefined;
        if (!t) return bad(`${p}.director.${k}`, 'unknown finding', i);
        if (t === 'boolean' && typeof v !== 'boolean') return bad(`${p}.director.${k}`, 'must be true or false', i);
        if (t === 'seat' && !isSeat(v)) return bad(`${p}.director.${k}`, 'must be a seat', i);
        if (t === 'string' && typeof v !== 'string') return bad(`${p}.director.${k}`, 'must be a string', i);
        out[k] = v;
      }
      return ok({ kind: 'director', findings: out as Findings });
    }
    case 'marker': {
      if (typeof raw.marker !== 'string' || !(MARKERS as readonly string[]).includes(raw.marker))
        return bad(`${p}.marker`, `must be one of ${MARKERS.join(', ')}`, i);
      if (raw.side !== undefined && !(SIDES as readonly unknown[]).includes(raw.side))
        return bad(`${p}.side`, 'must be "NS" or "EW"', i);
      if (raw.marker === 'next-board-call' && raw.side === undefined)
        return bad(`${p}.side`, 'next-board-call needs the side', i);
      return ok(stripUndef({ kind: 'marker', marker: raw.marker as Marker, side: raw.side as Side | undefined }));
    }
  }
  return bad(p, 'not an event', i);
}

/** Copies the object without its undefined fields (no `delete`: it would slow every later read). */
function stripUndef<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const k in o) if ((o as Record<string, unknown>)[k] !== undefined) out[k] = (o as Record<string, unknown>)[k];
  return out as T;
}

/** The JSON form of one event, as TABLE-LOG.md writes it. */
export function printEvent(e: TableEvent): RawTableEvent {
  switch (e.kind) {
    case 'call':
      return stripUndef({
        seat: e.seat,
        call: printCall(e.call),
        change: e.change,
        simultaneous: e.simultaneous,
        alert: e.alert,
        explanation: e.explanation,
      });
    case 'play':
      return stripUndef({ seat: e.seat, play: printCard(e.card), faceDown: e.faceDown, simultaneous: e.simultaneous });
    case 'expose':
      return { seat: e.seat, expose: printCard(e.card) };
    case 'designate':
      return { seat: e.seat, designate: e.designation };
    case 'claim':
      return stripUndef({
        seat: e.seat,
        claim: e.tricks,
        statement: e.statement,
        line: e.line ? printClaimLine(e.line) : undefined,
      });
    case 'concede':
      return { seat: e.seat, concede: e.tricks };
    case 'agree':
      return { seat: e.seat, agree: e.agree };
    case 'review':
      return { seat: e.seat, review: true };
    case 'explain':
      return { seat: e.seat, explain: e.call ?? true };
    case 'correct':
      return stripUndef({ seat: e.seat, correct: e.call, explanation: e.explanation, own: e.own });
    case 'director':
      return { director: { ...e.findings } };
    case 'marker':
      return stripUndef({ marker: e.marker, side: e.side });
  }
}

/** The JSON form of a log (round-trips through `parseTableLog`). */
export function printTableLog(log: TableLog): RawTableLog {
  const out: RawTableLog = { format: TABLE_LOG_FORMAT, edition: log.edition, events: log.events.map(printEvent) };
  if (log.board !== null) out.board = log.board;
  out.dealer = log.dealer;
  out.vulnerable = log.vulnerable;
  if (log.deal) out.deal = printDeal(log.deal, 'N');
  return out;
}

export { parseVulnerability };
