/**
 * The reason a table gives when it calls the director by itself (issue 18): a defender's "no" to a
 * claim, or a player's correction of his own explanation (Law 20F4). Stored in `director_calls.reason`
 * as a stable code the web words in the user's language (the side that calls, the law): during play
 * the side disputes the claim (Law 68D); after a
 * board that ended on the side's agreement, it withdraws that agreement (Law 69B). The online
 * table's "call the director" button sends the code `player-call` (web i18n/call-reasons.ts); any
 * other reason a player sends is stored as written.
 */
import type { TableState } from '@stikk/core';

/** What the online table's "call the director" button sends (and, before it was a code, its English words). */
export const PLAYER_CALL = 'player-call';
const LEGACY_PLAYER_CALL = 'player call';

/** A claim disputed before the board ended (Laws 68D, 70). */
export const CLAIM_DISPUTED = 'claim-disputed';
/** Agreement to a claim withdrawn after the board ended on it (Law 69B). */
export const AGREEMENT_WITHDRAWN = 'claim-agreement-withdrawn';
/** A player corrected his own explanation of his call, which calls the director (Law 20F4). */
export const EXPLANATION_CORRECTED = 'explanation-corrected';

/**
 * Whether a call's reason is one of the codes above (words the server chooses, naming no card), not a player's or a
 * terminal's own words.
 */
export function isCodedReason(reason: string): boolean {
  return (
    reason === '' ||
    reason === PLAYER_CALL ||
    reason === LEGACY_PLAYER_CALL ||
    reason === CLAIM_DISPUTED ||
    reason === AGREEMENT_WITHDRAWN ||
    reason === EXPLANATION_CORRECTED
  );
}

/** The reason code of the call a `{ agree: false }` opens, from the table as it was before the act. */
export function disagreementReason(before: TableState): typeof CLAIM_DISPUTED | typeof AGREEMENT_WITHDRAWN {
  return before.phase === 'ended' ? AGREEMENT_WITHDRAWN : CLAIM_DISPUTED;
}
