/**
 * The structured line of a claim (TABLE-LOG.md: the claim event's optional `line`, a field the
 * project added beside the fixed `statement`): the claimer's stated plays in order, so the
 * director can hold him to them (Law 70D1). Each step is one of
 * `{"play":"HA"}` (this card, led or played to a trick), `{"cash":"S"}` (the suit's winners, from
 * the top), `{"finesse":"SQ"}` (lead the suit towards this card and play it over the second
 * hand), `{"ruff":"D"}` (lead the suit and ruff it in the other hand), `{"drawTrumps":true}`.
 */
import { parseCard, printCard, type Card } from '../card.js';
import { fail, ok, type Result } from '../result.js';

export type ClaimStep =
  | { readonly play: Card }
  | { readonly cash: number }
  | { readonly finesse: Card }
  | { readonly ruff: number }
  | { readonly drawTrumps: true };

const SUIT_LETTERS = 'CDHS';

/** Validates a raw claim line; `path` names the field in errors (`events[24].line`). */
export function parseClaimLine(raw: unknown, path: string, index: number): Result<ClaimStep[]> {
  const bad = (p: string, why: string) => fail('invalid-table-log', `${p}: ${why}`, { path: p, index });
  if (!Array.isArray(raw)) return bad(path, 'must be a list of steps');
  const out: ClaimStep[] = [];
  for (let k = 0; k < raw.length; k++) {
    const s: unknown = raw[k];
    const p = `${path}[${k}]`;
    if (typeof s !== 'object' || s === null || Array.isArray(s) || Object.keys(s).length !== 1)
      return bad(
        p,
        'a step is one of {"play":card}, {"cash":suit}, {"finesse":card}, {"ruff":suit}, {"drawTrumps":true}',
      );
    const [key, v] = Object.entries(s)[0];
    if (key === 'play' || key === 'finesse') {
      const c = typeof v === 'string' ? parseCard(v) : null;
      if (!c?.ok) return bad(`${p}.${key}`, 'must be a card such as "SQ"');
      out.push(key === 'play' ? { play: c.value } : { finesse: c.value });
    } else if (key === 'cash' || key === 'ruff') {
      const suit = typeof v === 'string' && v.length === 1 ? SUIT_LETTERS.indexOf(v) : -1;
      if (suit < 0) return bad(`${p}.${key}`, 'must be a suit letter "C", "D", "H" or "S"');
      out.push(key === 'cash' ? { cash: suit } : { ruff: suit });
    } else if (key === 'drawTrumps') {
      if (v !== true) return bad(`${p}.drawTrumps`, 'must be true');
      out.push({ drawTrumps: true });
    } else return bad(`${p}.${key}`, 'unknown step: expected play, cash, finesse, ruff or drawTrumps');
  }
  return ok(out);
}

/** The JSON form of a claim line. */
export function printClaimLine(line: readonly ClaimStep[]): Record<string, unknown>[] {
  return line.map((s) =>
    'play' in s
      ? { play: printCard(s.play) }
      : 'finesse' in s
        ? { finesse: printCard(s.finesse) }
        : 'cash' in s
          ? { cash: SUIT_LETTERS[s.cash] }
          : 'ruff' in s
            ? { ruff: SUIT_LETTERS[s.ruff] }
            : { drawTrumps: true },
  );
}
