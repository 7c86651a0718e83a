/**
 * What an online table stores, one row per accepted act (`table_events.event`, JSON): a
 * table-log event (TABLE-LOG.md) a seat or the director made, or one of the server's own (a
 * director call, a Law 25A undo, the move to the next board). The zod schema is the one source of
 * the type; rows read back from the database are decoded with it, not cast.
 */
import { z } from 'zod';
import { seat } from '../http/validate.js';

const findings = z.record(z.string(), z.union([z.boolean(), z.string()]));

export const storedEvent = z.union([
  z.object({
    seat,
    call: z.string(),
    alert: z.boolean().optional(),
    explanation: z.string().optional(),
    /**
     * A change of the player's own call (Laws 25, 21B1; at a table that keeps irregularities), or, when a table log is
     * built from the store, an undone call's replacement (Law 25A).
     */
    change: z.boolean().optional(),
  }),
  z.object({ seat, play: z.string() }),
  z.object({
    seat,
    claim: z.number(),
    statement: z.string(),
    /** The stated line (Law 70D1), as the core's claim-line steps. */
    line: z.array(z.record(z.string(), z.union([z.string(), z.literal(true)]))).optional(),
  }),
  z.object({ seat, concede: z.number() }),
  z.object({ seat, agree: z.boolean() }),
  /** Law 20: a request for a review of the auction, or for an explanation (TABLE-LOG.md). */
  z.object({ seat, review: z.literal(true) }),
  z.object({ seat, explain: z.union([z.literal(true), z.number().int().min(0)]) }),
  /** Law 20F4: the player corrects his own written explanation of his call at event `correct` (TABLE-LOG.md). */
  z.object({
    seat,
    correct: z.number().int().min(0),
    own: z.literal(true).optional(),
    explanation: z.string().optional(),
  }),
  z.object({ director: findings }),
  /** Server-only: a director call (not part of the board's table log). */
  z.object({ seat, summon: z.string() }),
  /** Server-only: Law 25A online, the seat's last call taken back. */
  z.object({ seat, undo: z.literal(true) }),
  /** Server-only: the table moves to this board. */
  z.object({ next: z.number().int() }),
  /** Server-only: the director's round clock — the round ends at this time (ISO 8601). */
  z.object({ roundEnds: z.string() }),
]);

export type StoredEvent = z.infer<typeof storedEvent>;

/** The events that are the server's own, not a board's table-log event. */
export type ServerEvent = Extract<
  StoredEvent,
  { summon: string } | { undo: true } | { next: number } | { roundEnds: string }
>;

/** Whether `e` is one of the server's own events. */
export const isServerEvent = (e: StoredEvent): e is ServerEvent =>
  'summon' in e || 'next' in e || 'undo' in e || 'roundEnds' in e;

/** A stored row's event, checked against the schema (a row that is not one fails loudly, naming it). */
export function decodeStoredEvent(text: string, where: string): StoredEvent {
  const r = storedEvent.safeParse(JSON.parse(text));
  if (!r.success) throw new Error(`${where}: stored event is not one the server writes: ${r.error.issues[0].message}`);
  return r.data;
}
