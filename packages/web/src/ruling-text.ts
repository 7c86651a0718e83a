/** How the ruling assistant and TD training show a table-log event, in the user's language. */
import { FINDING_TYPES, type Findings, parseSeat } from '@stikk/core';
import { callLabel, cardLabel, seatName, strainName } from './i18n/cards.js';
import type { TKey } from './i18n/index.js';
import { hasText, optionText } from './i18n/messages.js';
import { toCall, toCard } from './model.js';
import type { RawEvent } from './ruling.js';

/** What the event list knows beside the event: the law the engine gave it, and the whole log (calls asked about). */
export interface EventContext {
  /** The `law` of the event's entry in the replay output (`69B` marks a withdrawn agreement). */
  readonly law?: string;
  /** The log the event belongs to: an explanation request names a call by its event index (Law 20F3). */
  readonly events?: readonly RawEvent[];
}

/** One table-log event in the user's language: who did what, cards and calls in the language's letters. */
export function describeEvent(
  e: RawEvent,
  lang: Parameters<typeof callLabel>[0],
  t: (k: TKey, o?: Record<string, unknown>) => string,
  ctx: EventContext = {},
): string {
  const seat = typeof e.seat === 'string' ? parseSeat(e.seat) : undefined;
  const who = seat ? seatName(lang, seat) : '';
  if (typeof e.call === 'string') {
    const c = toCall(e.call);
    return `${who}: ${c ? callLabel(lang, c) : e.call}`;
  }
  if (typeof e.play === 'string') {
    const c = toCard(e.play);
    return `${who}: ${c !== null ? cardLabel(lang, c) : e.play}`;
  }
  if (typeof e.claim === 'number') {
    const line = Array.isArray(e.line) ? (e.line as ClaimLineStep[]).map((x) => describeStep(x, lang, t)) : [];
    return `${who}: ${t('ruling.claimEvent', { tricks: e.claim })}${line.length ? ` — ${line.join(', ')}` : ''}`;
  }
  if (typeof e.concede === 'number') return `${who}: ${t('ruling.concedeEvent', { tricks: e.concede })}`;
  // Law 69B: an agreement withdrawn within the correction period is not a dispute of a pending claim.
  if (e.agree === false && ctx.law === '69B') return `${who}: ${t('ruling.withdrawEvent')}`;
  if (typeof e.agree === 'boolean')
    return `${who}: ${optionText(lang, t as (k: string) => string, e.agree ? 'agree' : 'dispute')}`;
  if (e.review === true) return `${who}: ${t('ruling.reviewEvent')}`;
  if (typeof e.explain === 'number') {
    const asked = ctx.events?.[e.explain];
    const c = typeof asked?.call === 'string' ? toCall(asked.call) : null;
    if (c) return `${who}: ${t('ruling.explainCallEvent', { call: callLabel(lang, c) })}`;
  }
  if (e.explain !== undefined) return `${who}: ${t('ruling.explainEvent')}`;
  if (typeof e.correct === 'number') {
    // Laws 20F4, 20F5: the correction names the call whose explanation was wrong.
    const fixed = ctx.events?.[e.correct];
    const c = typeof fixed?.call === 'string' ? toCall(fixed.call) : null;
    return `${who}: ${c ? t('ruling.correctCallEvent', { call: callLabel(lang, c) }) : t('ruling.correctEvent')}`;
  }
  if (e.director && Object.keys(e.director as object).length === 0) return t('common.directorCalled');
  if (e.director)
    return `${t('ruling.decide')}: ${Object.entries(e.director as Record<string, unknown>)
      .map(([k, v]) => `${t(`finding.${k}` as TKey)}: ${findingValue(lang, t, k, v)}`)
      .join('; ')}`;
  return t('ruling.kind.other');
}

/** A finding's value in the user's language: yes/no, a seat's name, or an option or card. */
function findingValue(
  lang: Parameters<typeof callLabel>[0],
  t: (k: TKey, o?: Record<string, unknown>) => string,
  key: string,
  v: unknown,
): string {
  if (v === true) return t('common.yes');
  if (v === false) return t('common.no');
  const seat = typeof v === 'string' ? parseSeat(v) : undefined;
  if (Object.hasOwn(FINDING_TYPES, key) && FINDING_TYPES[key as keyof Findings] === 'seat' && seat !== undefined)
    return seatName(lang, seat);
  return optionText(lang, t as (k: string) => string, String(v));
}

/** One step of a claim's stated line as the table log writes it (Law 70D1): `{"cash":"S"}`, `{"finesse":"SQ"}`… */
export type ClaimLineStep =
  | { play: string }
  | { cash: string }
  | { finesse: string }
  | { ruff: string }
  | { drawTrumps: true };

const SUIT_STRAINS = { C: 'C', D: 'D', H: 'H', S: 'S' } as const;

/** A stated-line step in the user's language, cards and suits in its letters. */
export function describeStep(
  x: ClaimLineStep,
  lang: Parameters<typeof callLabel>[0],
  t: (k: TKey, o?: Record<string, unknown>) => string,
): string {
  const card = (c: string) => {
    const k = toCard(c);
    return k !== null ? cardLabel(lang, k) : c;
  };
  const suit = (s: string) => (s in SUIT_STRAINS ? strainName(lang, SUIT_STRAINS[s as keyof typeof SUIT_STRAINS]) : s);
  if ('play' in x) return t('ruling.line.play', { card: card(x.play) });
  if ('finesse' in x) return t('ruling.line.finesse', { card: card(x.finesse) });
  if ('cash' in x) return t('ruling.line.cash', { suit: suit(x.cash) });
  if ('ruff' in x) return t('ruling.line.ruff', { suit: suit(x.ruff) });
  return t('ruling.line.drawTrumps');
}

/** One effect of a ruling (TABLE-LOG effect kinds) in the user's language. */
export function effectText(
  e: {
    kind: string;
    seat?: string;
    scope?: string;
    card?: string;
    trick?: number;
    established?: boolean;
    transfer?: number;
    holders?: readonly string[];
    /** A lead or play restriction's requirement (`highest`, `require`…) and suit (Laws 26, 57A). */
    mode?: string;
    suit?: string;
    /** A penalty card's kind (Law 50B). */
    major?: boolean;
  },
  seatText: (s: string | undefined) => string,
  tk: (k: string, o?: Record<string, unknown>) => string,
  lang: Parameters<typeof seatName>[0],
): string {
  const card = e.card ? toCard(e.card) : null;
  if (e.kind === 'revoke' && e.trick !== undefined)
    return tk(e.established ? 'effect.revoke-established' : 'effect.revoke-corrected', {
      seat: seatText(e.seat),
      trick: e.trick,
      count: e.transfer ?? 0,
    });
  // What the restriction requires, or which kind of penalty card, when the language has a text for it.
  const detail =
    e.mode !== undefined
      ? `effect.${e.kind}.${e.mode}`
      : e.kind === 'penalty-card' && e.major !== undefined
        ? `effect.penalty-card.${e.major ? 'major' : 'minor'}`
        : null;
  const suit =
    e.suit && e.suit in SUIT_STRAINS ? strainName(lang, SUIT_STRAINS[e.suit as keyof typeof SUIT_STRAINS]) : '';
  return tk(detail !== null && hasText(detail) ? detail : `effect.${e.kind}`, {
    seat: e.seat ? seatText(e.seat) : (e.holders ?? []).map((h) => seatText(h)).join(', '),
    scope: e.scope ? tk(`scope.${e.scope}`) : '',
    card: card !== null ? cardLabel(lang, card) : '',
    suit,
  });
}
