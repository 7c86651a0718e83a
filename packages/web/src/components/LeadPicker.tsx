import { makeCard, type Card } from '@stikk/core';
import { cardSpoken, rankLabel, SUIT_SYMBOLS, VOCABULARY } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';

/** The opening lead: a suit, then a rank (ranks shown in the user's language). */
export function LeadPicker(props: {
  suit: number | null;
  rank: number | null;
  onChange: (suit: number | null, rank: number | null) => void;
}) {
  const { t, lang } = useI18n();
  const card: Card | null = props.suit !== null && props.rank !== null ? makeCard(props.suit, props.rank) : null;
  return (
    <fieldset className="lead-picker">
      <legend>
        {t('terminal.pickLead')}
        {card !== null ? `: ${cardSpoken(lang, card)}` : ''}
      </legend>
      <div className="seg">
        {[3, 2, 1, 0].map((s) => (
          <button
            key={s}
            type="button"
            className={`strain-${'CDHS'[s]}`}
            aria-pressed={props.suit === s ? 'true' : 'false'}
            aria-label={VOCABULARY[lang].suits[s]}
            data-lead-suit={'CDHS'[s]}
            onClick={() => props.onChange(s, props.rank)}
          >
            {SUIT_SYMBOLS[s]}
          </button>
        ))}
      </div>
      <div className="seg grid7" style={{ marginTop: '.25rem' }}>
        {Array.from({ length: 13 }, (_, i) => 12 - i).map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={props.rank === r ? 'true' : 'false'}
            data-lead-rank={'23456789TJQKA'[r]}
            onClick={() => props.onChange(props.suit, r)}
          >
            {rankLabel(lang, r)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
