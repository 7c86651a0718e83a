/**
 * The WebSocket protocol's client messages as zod schemas: the server validates every message
 * with them, and api/types.ts derives `Act` and `ClientMessage` from them (`z.infer`), so the
 * checked message and its type cannot drift apart.
 */
import { z } from 'zod';
import { DB_INT_MAX, freeText } from '../http/validate.js';

/** Characters of an alert's explanation, a claim statement, a director call's reason. */
export const TEXT_LIMITS = {
  explanationChars: 200,
  statementChars: 500,
  directorCallChars: 200,
  /** Steps of a claim's stated line (Law 70D1): at most one per card the claimer's side still holds. */
  claimLineSteps: 26,
  /** Findings in one director event (TABLE-LOG.md lists a dozen), and characters of a finding's name or value. */
  findings: 16,
  findingChars: 40,
} as const;

const tricks = z.number().int().min(0).max(13);
/** Free text of at most `max` characters, the limit named in the error. */
const text = (max: number) => freeText.refine((s) => s.length <= max, `at most ${max} characters`);

/** An act a seated player sends (one of these per `act` message). */
export const act = z.union([
  z
    .object({
      call: z.string().min(1).max(4),
      alert: z.boolean().optional(),
      /** Law 20F: explain one's own side's call when asked (goes to the opponents only). */
      explanation: text(TEXT_LIMITS.explanationChars).optional(),
      /**
       * This call replaces the player's own last call (TABLE-LOG `change`): at a table that keeps irregularities, the
       * laws rule on it (Law 25); elsewhere only the change Law 21B1 allows after the director found misinformation is
       * taken, any other refused (Law 25).
       */
      change: z.literal(true).optional(),
    })
    .strict(),
  z.object({ play: z.string().min(2).max(3) }).strict(),
  /**
   * The entitled player's choice after a lead out of turn (Laws 53–56; Law 54 after an opening lead out of turn:
   * accept, spread one's hand as dummy, or not accept): one of the options the table's pending ruling offers him.
   */
  z.object({ choose: z.string().min(1).max(40) }).strict(),
  z
    .object({
      claim: tricks,
      statement: text(TEXT_LIMITS.statementChars),
      /**
       * The stated line as ordered steps (Law 70D1; TABLE-LOG.md's claim `line`): each one of {"play":card},
       * {"cash":suit}, {"finesse":card}, {"ruff":suit}, {"drawTrumps":true}; the core checks each step.
       */
      line: z
        .array(z.record(z.string().max(10), z.union([z.string().max(3), z.literal(true)])))
        .max(TEXT_LIMITS.claimLineSteps)
        .optional(),
    })
    .strict(),
  z.object({ concede: tricks }).strict(),
  z.object({ agree: z.boolean() }).strict(),
  z.object({ directorCall: text(TEXT_LIMITS.directorCallChars) }).strict(),
  /** After the board has ended: move the table to the next board. */
  z.object({ next: z.literal(true) }).strict(),
  /** Law 25A: take back one's own call made by a slip — before anyone else calls, within 10 s. */
  z.object({ undo: z.literal(true) }).strict(),
  /** Law 20B, 20C: have the whole auction restated (at one's turn, as the law allows). */
  z.object({ review: z.literal(true) }).strict(),
  /**
   * Law 20F: an explanation of the opponents' auction (`true`), or of one opponent's call, named by its event index
   * on the board (20F3). The answer is the caller's written explanation, which the asker's view carries.
   */
  z.object({ explain: z.union([z.literal(true), z.number().int().min(0).max(1000)]) }).strict(),
  /**
   * Law 20F4 (2017 75B2 in the play): correct one's own written explanation of one's own call, named by its place in
   * the auction as the view lists it (0: the first call), with the right explanation. It calls the director, who
   * rules whether the explanation or the call was the mistake (75B, 75C).
   */
  z
    .object({
      correctExplanation: z.number().int().min(0).max(400),
      explanation: text(TEXT_LIMITS.explanationChars).optional(),
    })
    .strict(),
  /**
   * The table's director only: the round ends this many minutes from now (a round clock, or more time for it); every
   * seat sees the time left.
   */
  z.object({ roundClock: z.number().int().min(1).max(180) }).strict(),
  /**
   * The table's director only: rule on the pending irregularity or disputed claim with these findings (TABLE-LOG.md).
   */
  z
    .object({
      director: z
        .record(
          z.string().max(TEXT_LIMITS.findingChars),
          z.union([z.boolean(), z.string().max(TEXT_LIMITS.findingChars)]),
        )
        .refine((f) => Object.keys(f).length <= TEXT_LIMITS.findings, `at most ${TEXT_LIMITS.findings} findings`),
    })
    .strict(),
]);

const tableId = z.number().int().positive().max(DB_INT_MAX);

/** Client → server over `GET /api/ws` (WebSocket, JSON text frames). */
export const clientMessage = z.discriminatedUnion('type', [
  /**
   * Join a table as a seat (token), as director (session cookie), or as a kibitzer. `since`: the last version seen, to
   * resume. `deltas`: after the full view in `joined`, each change comes as a `delta` message (what changed since the
   * version before) instead of an `update` carrying the whole view. `notes` (with `deltas`): after an ordinary card, a
   * `played` message with the card's note, which the client folds into the view it holds (`foldCardNote` in
   * `@stikk/core`), instead of a `delta`.
   */
  z
    .object({
      type: z.literal('join'),
      tableId,
      token: z.string().max(100).optional(),
      as: z.enum(['kibitzer', 'director']).optional(),
      since: z.number().int().min(0).optional(),
      deltas: z.literal(true).optional(),
      notes: z.literal(true).optional(),
    })
    .strict()
    .refine((j) => j.notes === undefined || j.deltas === true, {
      message: 'notes are folded into a view held by deltas: join with deltas too',
      path: ['notes'],
    }),
  /**
   * `id` is the client's own label for the act (echoed in ack/reject); `version` the table version the client saw;
   * `seat`: which of its seats acts, needed only by a connection holding several seats of the table.
   */
  z
    .object({
      type: z.literal('act'),
      tableId,
      id: z.string().min(1).max(64),
      version: z.number().int().min(0),
      act,
      seat: z.enum(['N', 'E', 'S', 'W', 'director']).optional(),
    })
    .strict(),
  z.object({ type: z.literal('leave'), tableId }).strict(),
  // The double-dummy table and par of a board that has ended (for the table's seats and kibitzers).
  z.object({ type: z.literal('analysis'), tableId, board: z.number().int().min(1).max(10_000) }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);

/** Seats an `act` message may name (`clientMessage`'s `seat`). */
const ACT_SEATS: ReadonlySet<unknown> = new Set(['N', 'E', 'S', 'W', 'director']);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Issue 22: the messages that make nearly all of an online table's traffic — an `act` that is a bare call, a bare
 * card or the next board (`{"call": …}`, `{"play": …}`, `{"next": true}`) — recognised by hand, as `clientMessage`
 * would accept them. This is not a second parser: it accepts only what `clientMessage` accepts (each bound below is
 * its bound; a test checks it against zod), returns the parsed JSON value itself (the same keys and values zod's
 * parse returns), and answers undefined for everything else, which `clientMessage` then parses (and refuses with its
 * errors).
 */
export function commonAct(json: unknown): Extract<z.infer<typeof clientMessage>, { type: 'act' }> | undefined {
  if (!isRecord(json) || json.type !== 'act') return undefined;
  let keys = 0;
  for (const k in json) {
    if (k !== 'type' && k !== 'tableId' && k !== 'id' && k !== 'version' && k !== 'act' && k !== 'seat') return;
    keys++;
  }
  if (!Object.hasOwn(json, 'seat')) {
    if (keys !== 5) return undefined;
  } else if (keys !== 6 || !ACT_SEATS.has(json.seat)) return undefined;
  const { tableId, id, version, act } = json;
  if (typeof tableId !== 'number' || !Number.isInteger(tableId) || tableId <= 0 || tableId > DB_INT_MAX) return;
  if (typeof id !== 'string' || id.length < 1 || id.length > 64) return undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return undefined;
  if (!isRecord(act)) return undefined;
  let only: string | undefined;
  for (const k in act) {
    if (only !== undefined) return undefined;
    only = k;
  }
  if (only === 'call') {
    const c = act.call;
    if (typeof c !== 'string' || c.length < 1 || c.length > 4) return undefined;
  } else if (only === 'play') {
    const c = act.play;
    if (typeof c !== 'string' || c.length < 2 || c.length > 3) return undefined;
  } else if (only === 'next') {
    // The next board, once a board ends: one act in ~60, yet zod's union parsing them was ~0.7 % of the main thread
    // at 5,000 tables (a CPU profile of server-load).
    if (act.next !== true) return undefined;
  } else return undefined;
  return json as Extract<z.infer<typeof clientMessage>, { type: 'act' }>;
}
