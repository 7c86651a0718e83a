/**
 * Every screen message the digital director (and the fold under it) can put on a pending
 * irregularity or a ruling: the code and the names of its parameters. Parameter names say how a
 * client renders them: seats (`seat`, `offender`, `lho`, `turn`, `leader`, `holder`, `claimer`,
 * `chooser`), cards (`card`, `played`, `from`, `to`, `cards`), calls (`call`, `replacement`,
 * `original`), `law`, counts (`tricks`, `remaining`, `count`) and `designation` (declarer's words).
 * The web holds a `msg.<code>` text per language with exactly these parameters (a test checks).
 */
import type { Message } from '@stikk/core';

/** Every screen message code with the names of its parameters. */
export const MESSAGE_PARAMS = {
  // Left to the director by the fold (core's `irregular`): who, and the call or card.
  'irregularity.insufficient-bid': ['seat', 'call'],
  'irregularity.bid-above-seven': ['seat', 'call'],
  'irregularity.inadmissible-double': ['seat', 'call'],
  'irregularity.inadmissible-redouble': ['seat', 'call'],
  'irregularity.auction-over': ['seat', 'call'],
  'irregularity.call-after-auction': ['seat', 'call'],
  'irregularity.call-by-player-required-to-pass': ['seat', 'call'],
  'irregularity.call-out-of-rotation': ['seat', 'call'],
  'irregularity.change-of-call': ['seat', 'call'],
  'irregularity.simultaneous-call': ['seat', 'call'],
  'irregularity.card-exposed-during-auction': ['seat', 'card'],
  'irregularity.card-exposed-by-defender': ['seat', 'card'],
  'irregularity.opening-lead-out-of-turn': ['seat', 'card'],
  'irregularity.lead-out-of-turn': ['seat', 'card'],
  'irregularity.play-out-of-turn': ['seat', 'card'],
  'irregularity.play-after-end': ['seat', 'card'],
  'irregularity.incomplete-designation': ['seat', 'designation'],
  // Claims (the fold, Laws 68–70).
  'claim.made': ['claimer', 'tricks', 'remaining'],
  'claim.partner-objects': ['seat'],
  'claim.disputed': ['seat'],
  'claim.director': [],
  'claim.trump-unmentioned': [],
  'claim.by-hand': [],
  'claim.withdrawn': ['seat'],
  // Rulings (shown with the law's explanation and the effects).
  'claim.awarded': ['claimer', 'tricks', 'claimed'],
  'claim.concession-restored': ['seat', 'count'],
  'claim.withdrawal-upheld': ['seat', 'count'],
  'claim.agreement-stands': ['seat'],
  'revoke.corrected': ['seat', 'card', 'trick'],
  'revoke.established': ['seat', 'trick'],
  'revoke.transfer': ['seat', 'trick', 'count'],
  'revoke.no-transfer': ['seat', 'trick'],
  // Auction (Laws 25–38).
  'insufficient-bid.election': ['offender', 'lho', 'call'],
  'insufficient-bid.unintended': ['offender', 'call'],
  'insufficient-bid.replace': ['offender', 'call'],
  'insufficient-bid.judge': ['offender', 'replacement', 'call'],
  'insufficient-bid.judge-2007': ['offender', 'replacement', 'call'],
  'insufficient-bid.after-b3': ['offender'],
  'insufficient-bid.b4-election': ['offender', 'lho'],
  'call-out-of-rotation.election': ['offender', 'call', 'turn', 'lho'],
  'call-out-of-rotation.judge': ['offender', 'replacement', 'call'],
  'inadmissible-call.pending': ['offender', 'call', 'lho'],
  'call-by-player-required-to-pass.pending': ['offender', 'call', 'lho'],
  'bid-above-seven.pending': ['offender', 'call'],
  'change-of-call.judge': ['offender', 'original', 'call'],
  'change-of-call.election': ['offender', 'original', 'call', 'lho'],
  'change-of-call.lho-withdraw': ['offender', 'lho'],
  // Play (Laws 43–57).
  'lead-out-of-turn.declarer-chooses': ['offender', 'card', 'chooser'],
  'lead-out-of-turn.defenders-choose': ['offender', 'card'],
  'premature-play.pending': ['offender', 'partner'],
  'premature-play.dummy-card': ['offender', 'dummy'],
  'penalty-card-lead.pending': ['leader', 'holder'],
  'lead-restriction.pending': ['leader'],
  'penalty-card-not-played.pending': ['seat', 'played', 'cards'],
  'incomplete-designation.declarer': ['chooser'],
  'incomplete-designation.director': [],
  'change-of-designation.pending': ['seat', 'from', 'to'],
  'lead-hand.pending': [],
  'penalty-card-designation.pending': ['seat', 'count'],
  'simultaneous-cards.pending': ['seat', 'played', 'card'],
} as const satisfies Record<string, readonly string[]>;

/** The code of a screen message (a key of {@link MESSAGE_PARAMS}). */
export type MessageCode = keyof typeof MESSAGE_PARAMS;
/** The parameters a screen message of code `C` takes, by name. */
export type MessageParams<C extends MessageCode> = Record<(typeof MESSAGE_PARAMS)[C][number], string | number>;

/** A screen message: `msg('insufficient-bid.election', { offender: 'E', lho: 'S', call: '1D' })`. */
export function msg<C extends MessageCode>(code: C, params: MessageParams<C>): Message {
  return { code, params: { ...params } };
}

/**
 * Every option a pending irregularity can offer: `head` or `head:arg`, the argument being a suit
 * (`require-suit:H`), a seat (`lead-from:N`), a call (`27B1(a):2D`) or a count (`award:3`); a
 * card code (`SK`, for a designation) stands alone.
 */
export const OPTION_ARGS = {
  accept: null,
  refuse: null,
  reject: null,
  neither: null,
  highest: null,
  lowest: null,
  'require-suit': 'suit',
  'forbid-suit': 'suit',
  'declarer-becomes-dummy': null,
  comparable: null,
  'not-comparable': null,
  withdraw: null,
  keep: null,
  pass: null,
  'intended-call': null,
  'sufficient-bid': null,
  '27B1(a)': 'call',
  '27B1(b)': null,
  '27B1(b)-2007': null,
  '27B2': null,
  '25A': null,
  '25B': null,
  'lead-from': 'seat',
  award: 'count',
  adjudicate: null,
  'play-on': null,
  agree: null,
  dispute: null,
} as const satisfies Record<string, 'suit' | 'seat' | 'call' | 'count' | null>;

/** Every `pending.kind`: the fold's irregularity codes and the rules' own. */
export const PENDING_KINDS = [
  ...Object.keys(MESSAGE_PARAMS)
    .filter((c) => c.startsWith('irregularity.'))
    .map((c) => c.slice('irregularity.'.length)),
  'claim',
  'claim-disputed',
  'claim-withdrawn',
  'inadmissible-call',
  'premature-play',
  'penalty-card-lead',
  'lead-restriction',
  'penalty-card-not-played',
  'change-of-designation',
  'lead-hand',
  'penalty-card-designation',
  'simultaneous-cards',
] as const;
