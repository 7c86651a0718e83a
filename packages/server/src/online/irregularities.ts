/**
 * Whether irregularities may happen at an online table (issue 18). By default (`prevent`) the
 * core refuses an irregular act with the law that forbids it, so nothing needs a ruling. A table
 * opened with `allow` (practice and teaching tables, director-run events) folds its log in the
 * core's `record` mode: the insufficient bid, the lead out of turn or the revoke is kept, the
 * laws package opens its rectification (options, law, who chooses) and the director rules on it
 * from the console; the rectification itself is the laws package's, never the server's.
 */
import { parseCard, type Mode, type Seat, type TableState } from '@stikk/core';

/** How a table treats an irregular act: refuse it (`prevent`) or keep it for the director (`allow`). */
export type IrregularityMode = 'prevent' | 'allow';
/** The values a table or an online session may be opened with. */
export const IRREGULARITY_MODES = ['prevent', 'allow'] as const satisfies readonly IrregularityMode[];

/** A stored column's value as a mode (anything unknown is the safe default, `prevent`). */
export const irregularityMode = (x: string | null | undefined): IrregularityMode =>
  x === 'allow' ? 'allow' : 'prevent';

/** The core's fold mode for a table's irregularity setting. */
export const foldMode = (x: IrregularityMode): Mode => (x === 'allow' ? 'record' : 'prevent');

/**
 * Whether the director may send findings now. A pending rectification always takes them. At a
 * table that allows irregularities the director also comes when called with nothing pending: a
 * revoke is recorded without a question (Laws 61–64), and the director's arrival during the play
 * is what corrects it before it is established (Law 62A) or notes it established (Law 63).
 */
export function directorMayRule(s: TableState, mode: IrregularityMode, openCalls: number): boolean {
  if (s.pending) return true;
  return mode === 'allow' && openCalls > 0 && (s.phase === 'play' || s.phase === 'ended');
}

/**
 * Whose card a player's `play` is. Declarer plays dummy's cards (Law 45A); at a table that allows
 * irregularities, declarer may do so out of turn too, so once dummy is faced the card's owner
 * decides; otherwise dummy's turn decides (the core refuses anything else).
 */
export function playingSeat(s: TableState, mode: IrregularityMode, actor: Seat, card: string): Seat {
  const dummy = s.declarer === null ? null : s.dummy;
  if (actor !== s.declarer || dummy === null) return actor;
  if (mode === 'allow') {
    // Until the opening lead is faced nobody sees dummy (Law 41D): declarer's card is declarer's
    // own, else the answer (ack or refusal) would tell declarer which cards dummy holds.
    if (!s.openingLeadFaced) return actor;
    const c = parseCard(card);
    return c.ok && s.holds(dummy, c.value) ? dummy : actor;
  }
  return s.turn() === dummy ? dummy : actor;
}
