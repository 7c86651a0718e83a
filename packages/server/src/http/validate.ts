/** Shared zod vocabulary: names, free text, seats, cards, contracts (wire spellings of api/types). */
import { z } from 'zod';
import { parseCard, parseContract } from '@stikk/core';
import { jsonColumn } from '../db/json-column.js';

/**
 * A display name: no angle brackets or control characters, so a name can never carry markup into
 * a page, whatever renders it (the exports escape the rest).
 */
export const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'at most 100 characters')
  .refine((s) => !/[<>\u0000-\u001f\u007f]/.test(s), 'must not contain < > or control characters');

/** Free text (explanations, statements, reasons): any printable text; always sent as JSON data. */
export const freeText = z
  .string()
  .max(2000, 'at most 2000 characters')
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'must not contain control characters');

export const seat = z.enum(['N', 'E', 'S', 'W']);
export const card = z.string().refine((s) => parseCard(s).ok, 'is not a card like SA, HT, C2');
export const contractText = z
  .string()
  .refine((s) => parseContract(s).ok, 'is not a contract like 4SX, 3NT or passed out');
/**
 * Ids and numbers that reach the database fit its 32-bit integer columns (PostgreSQL refuses
 * larger ones with an error; here they are a 400 naming the field).
 */
export const DB_INT_MAX = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(DB_INT_MAX, 'is not an id');
export const roundNo = z.coerce.number().int().positive().max(1000, 'is not a round number');
export const boardNo = z.coerce.number().int().positive().max(10_000, 'is not a board number');
export const pairNo = z.number().int().positive().max(1000, 'is not a pair number');

export const resultEntry = z
  .object({
    contract: contractText,
    declarer: seat.nullable(),
    lead: card.nullable(),
    tricks: z.number().int().min(0).max(13),
  })
  .strict()
  .superRefine((r, ctx) => {
    const c = parseContract(r.contract);
    const passed = c.ok && c.value.contract.passedOut;
    if (!passed && r.declarer === null)
      ctx.addIssue({ code: 'custom', path: ['declarer'], message: 'is required unless passed out' });
    if (passed && (r.declarer !== null || r.lead !== null || r.tricks !== 0))
      ctx.addIssue({
        code: 'custom',
        path: ['declarer'],
        message: 'must be null (with lead null and tricks 0) when passed out',
      });
  });

const artificial = z.enum(['A+', 'A', 'A-']);
export const adjustment = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('artificial'),
      ns: artificial,
      ew: artificial,
      // An individual: each player's own (Law 12C2 per contestant); ns and ew are then North's and East's.
      players: z.object({ N: artificial, E: artificial, S: artificial, W: artificial }).strict().optional(),
    })
    .strict(),
  z.object({ kind: z.literal('assigned'), result: resultEntry }).strict(),
  z
    .object({
      kind: z.literal('weighted'),
      parts: z
        .array(z.object({ weight: z.number().positive().max(1), result: resultEntry }).strict())
        .min(2)
        .max(10),
    })
    .strict()
    .refine((a) => Math.abs(a.parts.reduce((s, p) => s + p.weight, 0) - 1) < 1e-9, {
      message: 'weights must sum to 1',
      path: ['parts'],
    }),
  z.object({ kind: z.literal('split'), ns: resultEntry, ew: resultEntry }).strict(),
  z.object({ kind: z.literal('not-played') }).strict(),
]);

/**
 * A stored adjusted score (`results.adjustment`, JSON) of result `resultId`, checked against the
 * schema it was written with (db/json-column.ts names the row when it is not).
 */
export function decodeAdjustment(text: string, resultId: number | '?' = '?'): z.infer<typeof adjustment> {
  return jsonColumn(adjustment, text, { table: 'results', column: 'adjustment', id: resultId });
}
