/**
 * Wire ↔ core: the server speaks the table-log spellings (`SA`, `1NT`, `4SX`); the app renders
 * with core values, so every legality check (legal calls, playable cards) is the core's.
 */
import {
  legalCalls,
  parseCall,
  parseCard,
  parseContract,
  printCall,
  summarize,
  type AuctionCall,
  type Call,
  type Card,
  type Contract,
  type Seat,
} from '@stikk/core';

export function toCard(code: string): Card | null {
  const r = parseCard(code);
  return r.ok ? r.value : null;
}
export function toCall(code: string): Call | null {
  const r = parseCall(code);
  return r.ok ? r.value : null;
}
export function toContract(code: string | null): Contract | null {
  if (!code) return null;
  const r = parseContract(code);
  return r.ok ? r.value.contract : null;
}
export const cards = (codes: readonly string[] | undefined): Card[] =>
  (codes ?? []).map(toCard).filter((c): c is Card => c !== null);

/**
 * The calls the core allows `seat` now, given the auction so far; intersected with the server's
 * list when it sent one, so the box never offers a call either side would refuse.
 */
export function allowedCalls(
  dealer: Seat,
  auction: readonly { seat: Seat; call: string }[],
  seat: Seat,
  server?: readonly string[],
): Set<string> {
  const calls: AuctionCall[] = [];
  for (const a of auction) {
    const c = toCall(a.call);
    if (c) calls.push({ seat: a.seat, call: c });
  }
  const sum = summarize(dealer, calls);
  if (sum.turn !== seat) return new Set();
  const core = legalCalls(sum, seat).map(printCall);
  const srv = server ? new Set(server) : null;
  return new Set(core.filter((c) => !srv || srv.has(c)));
}
