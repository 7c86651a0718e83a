/**
 * The engine's structured screen messages and options in the user's language: `msg.<code>` and
 * `option.<head>` strings, with seats, cards, calls and suits in the language's own letters and
 * names (never the engine's codes).
 */
import { parseSeat, parseStrain } from '@stikk/core';
import { toCall, toCard } from '../model.js';
import { callLabel, cardLabel, seatName, strainName } from './cards.js';
import { MESSAGES, type Lang } from './index.js';

export interface ScreenMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

type T = (key: string, opts?: Record<string, unknown>) => string;

const SEAT_PARAMS = new Set(['seat', 'offender', 'lho', 'turn', 'leader', 'holder', 'claimer', 'chooser', 'partner']);
const CARD_PARAMS = new Set(['card', 'played', 'from', 'to', 'cards']);
const CALL_PARAMS = new Set(['call', 'replacement', 'original']);

export const hasText = (key: string): boolean => key in MESSAGES.en;

/** One parameter as the language writes it: a seat name, `♠K`, `1♦`, a suit name, a number. */
export function paramText(lang: Lang, name: string, value: string | number): string {
  const v = String(value);
  if (SEAT_PARAMS.has(name)) {
    const s = parseSeat(v);
    return s ? seatName(lang, s) : v;
  }
  if (CARD_PARAMS.has(name))
    return v
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((c) => {
        const k = toCard(c);
        return k === null ? c : cardLabel(lang, k);
      })
      .join(', ');
  if (CALL_PARAMS.has(name)) {
    const c = toCall(v);
    return c ? callLabel(lang, c) : v;
  }
  if (name === 'suit') {
    const s = parseStrain(v);
    return s ? strainName(lang, s) : v;
  }
  if (typeof value === 'number' || /^\d+$/.test(v)) return new Intl.NumberFormat(lang).format(Number(v));
  return v;
}

/** The message in the language, or null when we have no text for its code. */
export function messageText(lang: Lang, t: T, m: ScreenMessage): string | null {
  const key = `msg.${m.code}`;
  if (!hasText(key)) return null;
  return t(key, Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, paramText(lang, k, v)])));
}

/** An option code (`accept`, `require-suit:H`, `27B1(a):2D`, `lead-from:N`, `award:3`, `SK`) in the language. */
export function optionText(lang: Lang, t: T, option: string, law?: string): string {
  const card = toCard(option);
  if (card !== null) return cardLabel(lang, card);
  const i = option.indexOf(':');
  const head = i < 0 ? option : option.slice(0, i);
  const arg = i < 0 ? undefined : option.slice(i + 1);
  // Law 57A's options are about partner's play to the trick, not a lead: their own words.
  const own = law?.startsWith('57') ? `option.57A.${head}` : null;
  const key = own !== null && hasText(own) ? own : `option.${head}`;
  if (!hasText(key)) return t('ruling.option.unknown');
  if (arg === undefined) return t(key);
  const name = head.endsWith('-suit') ? 'suit' : head === 'lead-from' ? 'seat' : head === 'award' ? 'count' : 'call';
  return t(key, { [name]: paramText(lang, name, arg) });
}
