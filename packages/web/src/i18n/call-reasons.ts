/**
 * A director call's reason in the user's language. A table calls the director by itself when a
 * side says no to a claim, giving a code (server online/call-reasons.ts): the side disputes the
 * claim (Law 68D) or withdraws its agreement (Law 69B), worded here with the caller's side. The
 * online table's button gives the code PLAYER_CALL (rows stored before it was a code hold the English
 * words LEGACY_PLAYER_CALL, worded the same); any other reason is a player's or terminal's own words,
 * shown as written.
 */
import { parseSeat, sideOf } from '@stikk/core';
import type { TKey } from './index.js';

/** The reason the online table's "call the director" button sends (a code, server online/call-reasons.ts). */
export const PLAYER_CALL = 'player-call';
/** What that button sent before its reason was a code, still in older rows of `director_calls`. */
const LEGACY_PLAYER_CALL = 'player call';

const CODED = new Set(['claim-disputed', 'claim-agreement-withdrawn', 'explanation-corrected']);

/** The words for `reason` of a call from `seat` (empty when there is nothing to add). */
export function callReasonText(
  t: (key: TKey, opts?: Record<string, unknown>) => string,
  reason: string,
  seat: string | null,
): string {
  if (reason === PLAYER_CALL || reason === LEGACY_PLAYER_CALL) return t('online.callReason.player-call');
  const s = seat ? parseSeat(seat) : undefined;
  if (s && CODED.has(reason))
    return t(`online.callReason.${reason}` as TKey, { side: t(sideOf(s) === 'NS' ? 'common.ns' : 'common.ew') });
  return reason;
}
