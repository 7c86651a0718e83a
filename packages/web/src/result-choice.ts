import type { ResultEntry } from '@stikk/server/api';
import { parseSeat } from '@stikk/core';
import { EMPTY_CHOICE, type ContractChoice } from './components/ContractPicker.js';
import { toCard, toContract } from './model.js';

/**
 * The pickers' state for a result already entered (the table's "not correct", the director's
 * correction), so that it is changed rather than typed again; empty without a result.
 */
export function entryChoice(r: ResultEntry | null): {
  choice: ContractChoice;
  lead: { suit: number | null; rank: number | null };
  tricks: number | null;
} {
  const c = r ? toContract(r.contract) : null;
  if (!r || !c) return { choice: EMPTY_CHOICE, lead: { suit: null, rank: null }, tricks: null };
  if (c.passedOut)
    return { choice: { ...EMPTY_CHOICE, passedOut: true }, lead: { suit: null, rank: null }, tricks: null };
  const card = r.lead ? toCard(r.lead) : null;
  return {
    choice: {
      level: c.level,
      strain: c.strain,
      risk: c.risk,
      declarer: r.declarer ? (parseSeat(r.declarer) ?? null) : null,
      passedOut: false,
    },
    lead: card === null ? { suit: null, rank: null } : { suit: Math.floor(card / 13), rank: card % 13 },
    tricks: r.tricks,
  };
}
