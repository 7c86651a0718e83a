/**
 * Whether irregularities may happen at an online table (issue 18). By default (`prevent`) the
 * core refuses an irregular act with the law that forbids it, so nothing needs a ruling. A table
 * opened with `allow` (practice and teaching tables, director-run events) folds its log in the
 * core's `record` mode: the insufficient bid, the lead out of turn or the revoke is kept, the
 * laws package opens its rectification (options, law, who chooses) and the director rules on it
 * from the console; the rectification itself is the laws package's, never the server's.
 */
import { parseCard, type Edition, type Mode, type Seat, type TableState } from '@stikk/core';
import type { StoredEvent } from './stored-event.js';

/** How a table treats an irregular act: refuse it (`prevent`) or keep it for the director (`allow`). */
export type IrregularityMode = 'prevent' | 'allow';
/** The values a table or an online session may be opened with. */
export const IRREGULARITY_MODES = ['prevent', 'allow'] as const satisfies readonly IrregularityMode[];

/** The editions of the Laws a table or an online session may be played under (TABLE-LOG `edition`). */
export const EDITIONS = ['2017', '2007'] as const satisfies readonly Edition[];

/** A stored `edition` column's value (anything unknown is the default, 2017). */
export const tableEdition = (x: string | null | undefined): Edition => (x === '2007' ? '2007' : '2017');

/** A stored column's value as a mode (anything unknown is the safe default, `prevent`). */
export const irregularityMode = (x: string | null | undefined): IrregularityMode =>
  x === 'allow' ? 'allow' : 'prevent';

/**
 * Whether user `userId` is the director of a table created by `ownerId` with irregularities `mode` (a stored column
 * or a mode) and so may not sit at it: the creator of a table that allows irregularities rules on them and does not
 * play (refused as `director-cannot-play`; the lobby offers them no seat).
 */
export const creatorDirects = (ownerId: number, mode: string | null | undefined, userId: number): boolean =>
  ownerId === userId && irregularityMode(mode) === 'allow';

/**
 * A table without a director: its creator sits at it (or at a table of its online session), and nobody else directs
 * an online table (Law 81 gives the director's duties to the one the organiser appoints; here, the creator who does
 * not play). So a director call is refused, saying so (`no-director`), and a disputed claim calls nobody: as players
 * of casual online tables expect, it is withdrawn and play continues — the laws' own way on without the director
 * (2017 Law 68D2(b): the claim is void, the result of the play stands; a 2007 table plays on as well, with nobody
 * to rule under Law 70). The player in turn plays on; the core voids the claim with that card (Law 68D2).
 */
export const NO_DIRECTOR = {
  code: 'no-director',
  message:
    'this table has no director: its creator plays at it (Law 81). Settle it among you, or play at a table with a director',
  law: '81',
} as const;

/** The core's fold mode for a table's irregularity setting. */
export const foldMode = (x: IrregularityMode): Mode => (x === 'allow' ? 'record' : 'prevent');

/**
 * Whether the director may send findings now. A pending rectification always takes them. At a
 * table that allows irregularities the director also comes when called with nothing pending: a
 * revoke is recorded without a question (Laws 61–64), and the director's arrival during the play
 * is what corrects it before it is established (Law 62A) or notes it established (Law 63).
 */
export function directorMayRule(s: TableState, mode: IrregularityMode, openCalls: number): boolean {
  if (s.pending || openCorrection(s) !== null) return true;
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

/**
 * The oldest correction of an explanation the director has not ruled on (Laws 20F4, 75B/75C): who corrected it and
 * the call's place in the auction as views list it; null when there is none. At any table, whatever its setting: a
 * player who corrects his explanation must call the director (20F4), so the director may rule on it.
 */
export function openCorrection(s: TableState): { seat: Seat; call: number } | null {
  const c = s.director.information?.corrections?.[0];
  if (!c) return null;
  let place = 0;
  for (const r of s.calls) {
    if (!r.stands) continue;
    if (r.event === c.call) return { seat: c.explainer, call: place };
    place++;
  }
  return null;
}

/**
 * Law 20F4 online: `actor` corrects his own written explanation of his call at `place` in the auction as views list
 * it. Online each player explains his own calls (the opponents read them, partner does not), so the call must be his
 * own; the stored event names it by its event on the board (TABLE-LOG `correct`, `own`). Whether now is the moment
 * is the core's to say when the event is folded. Returns the event, or why not (code, message, law).
 */
export function correctionEvent(
  s: TableState,
  actor: Seat,
  place: number,
  explanation: string | undefined,
): StoredEvent | { code: string; message: string; law: string } {
  const standing = s.calls.filter((c) => c.stands);
  const call = standing[place];
  if (call === undefined || call.seat !== actor)
    return {
      code: 'not-own-call',
      message: `call ${place} of the auction is not ${actor}'s: a player corrects only his own explanations of his own calls`,
      law: '20F4',
    };
  // Online each player explains his own calls in writing: with no alert and no explanation there is none to correct
  // (a call that should have been alerted is a matter for the director, called from the table).
  if (!call.alert && call.explanation === undefined)
    return {
      code: 'nothing-explained',
      message: `call ${place} of the auction was neither alerted nor explained: there is no explanation to correct; call the director if it should have been alerted`,
      law: '20F4',
    };
  return { seat: actor, correct: call.event, own: true, ...(explanation !== undefined ? { explanation } : {}) };
}
