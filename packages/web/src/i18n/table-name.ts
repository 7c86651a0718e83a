/**
 * An online table's name in the user's language: a table of an online session is named after the
 * session, its round and table of the movement worded here (the server stores no words of its own).
 */
import type { TKey } from './index.js';

/** `name`, followed by the round and table when the table plays a slot of an online session. */
export function onlineTableName(
  t: (key: TKey, opts?: Record<string, unknown>) => string,
  name: string,
  slot: { round: number; table: number } | null,
): string {
  return slot ? t('online.sessionTableName', { name, round: slot.round, table: slot.table }) : name;
}
