/**
 * An online table's name in the user's language: a table of an online session is named after the
 * session, its round and table of the movement worded here; a table its organiser did not name is
 * "Table <id>" in the reader's language (the server stores no words of its own).
 */
import type { TKey } from './index.js';

type T = (key: TKey, opts?: Record<string, unknown>) => string;

/** `name`, followed by the round and table when the table plays a slot of an online session; unnamed: its number. */
export function onlineTableName(
  t: T,
  name: string,
  slot: { round: number; table: number } | null,
  id?: number,
): string {
  if (!name && id !== undefined) return t('common.tableN', { n: id });
  return slot ? t('online.sessionTableName', { name, round: slot.round, table: slot.table }) : name;
}

/** A list's line for a table: "Table <id>", then its name when it has one ("Table 7 — Monday, round 2, table 1"). */
export function onlineTableLabel(
  t: T,
  x: { readonly id: number; readonly name: string; readonly slot: { round: number; table: number } | null },
): string {
  const number = t('common.tableN', { n: x.id });
  return x.name ? `${number} — ${onlineTableName(t, x.name, x.slot)}` : number;
}
