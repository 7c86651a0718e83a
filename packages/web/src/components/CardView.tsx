import { type Card, cardSuitIndex } from '@stikk/core';
import { cardSpoken, rankLabel, SUIT_SYMBOLS } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';

const SUIT_CLASS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** One card face: suit symbol and the rank in the user's language (E K D Kn in Swedish). */
export function CardView(props: { card: Card; onPlay?: (c: Card) => void; disabled?: boolean; small?: boolean }) {
  const { lang } = useI18n();
  const { card } = props;
  const s = cardSuitIndex(card);
  const cls = `card suit-${SUIT_CLASS[s]}${props.small ? ' small' : ''}`;
  const face = (
    <>
      <span className="rank">{rankLabel(lang, card)}</span>
      <span className="suit" aria-hidden="true">
        {SUIT_SYMBOLS[s]}
      </span>
    </>
  );
  if (!props.onPlay) {
    return (
      <span className={cls} role="img" aria-label={cardSpoken(lang, card)} data-card={codeOf(card)}>
        {face}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={cls}
      aria-label={cardSpoken(lang, card)}
      data-card={codeOf(card)}
      disabled={props.disabled}
      onClick={() => props.onPlay?.(card)}
    >
      {face}
    </button>
  );
}

const RANK_CODES = '23456789TJQKA';
/** The wire code of a card (`SA`), used as a stable test hook. */
export const codeOf = (c: Card): string => 'CDHS'[cardSuitIndex(c)] + RANK_CODES[c % 13];
