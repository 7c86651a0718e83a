/** Helpers for the play tests: short table logs on one fixed deal, folded with the director. */
import { foldRaw, replayOutput, type RawTableEvent, type ReplayOutput, type TableState } from '@stikk/core';
import { directorRules } from '../src/index.js';

/**
 * N: ♠AKQ2 ♥AK2 ♦AK2 ♣A32   E: ♠JT9 ♥QJT9 ♦QJT ♣KQJ
 * S: ♠8765 ♥876 ♦987 ♣987  W: ♠43 ♥543 ♦6543 ♣T654
 */
export const DEAL = 'N:AKQ2.AK2.AK2.A32 JT9.QJT9.QJT.KQJ 8765.876.987.987 43.543.6543.T654';

/** S opens the contract at once and everyone passes: S declares, N is dummy, W leads. */
export function auction(contract: string): RawTableEvent[] {
  return [
    { seat: 'S', call: contract },
    { seat: 'W', call: 'P' },
    { seat: 'N', call: 'P' },
    { seat: 'E', call: 'P' },
  ];
}

/** `"W:C4"` → a play event; `{...}` passes through. */
export function ev(x: string | RawTableEvent): RawTableEvent {
  if (typeof x !== 'string') return x;
  const [seat, card] = x.split(':');
  return { seat, play: card };
}

export function log(
  contract: string,
  events: (string | RawTableEvent)[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    format: 'stikk-table-log/1',
    dealer: 'S',
    vulnerable: 'None',
    deal: DEAL,
    events: [...auction(contract), ...events.map(ev)],
    ...extra,
  };
}

export function fold(raw: unknown): TableState {
  const r = foldRaw(raw, { rules: directorRules });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function replay(raw: unknown): ReplayOutput {
  return replayOutput(fold(raw));
}

/** Law 44: four rounds of one suit from a leader, in rotation. */
export function round(leader: string, cards: string[]): string[] {
  const seats = ['N', 'E', 'S', 'W'];
  const i = seats.indexOf(leader);
  return cards.map((c, k) => `${seats[(i + k) % 4]}:${c}`);
}
