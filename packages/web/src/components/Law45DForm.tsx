/**
 * Law 45D: the director's finding that dummy put one of his cards in the played position without declarer naming it
 * (TABLE-LOG finding `dummyPlacedUnnamed`, with `option` "withdraw:E+S": who takes back the card he played after it).
 * The digital director decides the rest — whether it is still in time, whose take-back the law allows (a defender's;
 * declarer's only after his right-hand opponent's), and the unauthorized information — so the form asks only what the
 * director found. Used by the ruling assistant and the online director console.
 */
import { SEATS, type Card, type Seat } from '@stikk/core';
import { useState } from 'react';
import { cardLabel, seatName } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';

/** The findings the form sends: the card dummy put out, and who takes back the card he played after it. */
export type Law45DFindings = { dummyPlacedUnnamed: string; option?: string };

export function Law45DForm(props: {
  dummy: Seat;
  /** Dummy's cards played so far, newest last (code and card). */
  cards: readonly { code: string; card: Card }[];
  onApply: (findings: Law45DFindings) => void;
}) {
  const { t, lang } = useI18n();
  const [card, setCard] = useState('');
  const [back, setBack] = useState<Seat[]>([]);
  const chosen = card || props.cards.at(-1)?.code || '';
  const others = SEATS.filter((s) => s !== props.dummy);
  return (
    <fieldset className="panel" data-testid="law45d-form">
      <legend>{t('finding.dummyPlacedUnnamed')}</legend>
      {props.cards.length === 0 ? (
        <p className="muted">{t('law45d.none')}</p>
      ) : (
        <>
          <label className="field" style={{ maxWidth: '16rem' }}>
            <span>{t('law45d.card')}</span>
            <select value={chosen} onChange={(e) => setCard(e.target.value)} data-testid="law45d-card">
              {props.cards.map((c) => (
                <option key={c.code} value={c.code}>
                  {cardLabel(lang, c.card)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="seg" style={{ border: 0, padding: 0 }}>
            <legend>{t('law45d.takeBack')}</legend>
            {others.map((s) => (
              <label key={s} className="check">
                <input
                  type="checkbox"
                  data-testid={`law45d-back-${s}`}
                  checked={back.includes(s)}
                  onChange={(e) => setBack(e.target.checked ? [...back, s] : back.filter((x) => x !== s))}
                />
                {seatName(lang, s)}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            data-testid="law45d-apply"
            disabled={!chosen}
            onClick={() =>
              props.onApply({
                dummyPlacedUnnamed: chosen,
                ...(back.length ? { option: `withdraw:${SEATS.filter((s) => back.includes(s)).join('+')}` } : {}),
              })
            }
          >
            {t('law45d.apply')}
          </button>
        </>
      )}
    </fieldset>
  );
}
