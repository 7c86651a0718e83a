import { cardSuitIndex, sortHand, type Card } from '@stikk/core';
import { SUIT_SYMBOLS, VOCABULARY } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { CardView } from './CardView.js';

/**
 * A hand, one row per suit (spades first) so it fits a 360-px phone. Only the cards in
 * `playable` are enabled — the core decides which those are (Law 44C).
 */
export function Hand(props: {
  cards: readonly Card[];
  playable?: ReadonlySet<Card>;
  onPlay?: (c: Card) => void;
  label: string;
  hiddenCount?: number;
}) {
  const { lang } = useI18n();
  const sorted = sortHand(props.cards);
  if (props.cards.length === 0 && props.hiddenCount) {
    return (
      <section className="hand hidden-hand" aria-label={props.label}>
        <h3>{props.label}</h3>
        <div className="backs" aria-hidden="true">
          {'🂠'.repeat(Math.min(props.hiddenCount, 13))}
        </div>
      </section>
    );
  }
  return (
    <section className="hand" aria-label={props.label}>
      <h3>{props.label}</h3>
      {[3, 2, 1, 0].map((s) => {
        const suit = sorted.filter((c) => cardSuitIndex(c) === s);
        return (
          <div className="suit-row" key={s}>
            <span
              className={`suit-label suit-${['clubs', 'diamonds', 'hearts', 'spades'][s]}`}
              title={VOCABULARY[lang].suits[s]}
            >
              {SUIT_SYMBOLS[s]}
            </span>
            {suit.length === 0 ? (
              <span className="void">—</span>
            ) : (
              suit.map((c) => (
                <CardView
                  key={c}
                  card={c}
                  {...(props.onPlay ? { onPlay: props.onPlay, disabled: !props.playable?.has(c) } : {})}
                />
              ))
            )}
          </div>
        );
      })}
    </section>
  );
}
