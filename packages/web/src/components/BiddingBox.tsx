import { STRAINS, type Strain } from '@stikk/core';
import { useState } from 'react';
import { callSpoken, strainLabel, VOCABULARY } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';

const STRAIN_CLASS: Record<Strain, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'notrump' };

/**
 * The bidding box: every call, with only the ones in `allowed` enabled (the core's legal calls).
 * An alert with its explanation travels with the call; the server shows it to the opponents only.
 */
export function BiddingBox(props: {
  allowed: ReadonlySet<string>;
  onCall: (code: string, alert: boolean, explanation: string) => void;
  disabled?: boolean;
}) {
  const { t, lang } = useI18n();
  const [alert, setAlert] = useState(false);
  const [explanation, setExplanation] = useState('');
  const send = (code: string) => {
    props.onCall(code, alert, alert ? explanation.trim() : '');
    setAlert(false);
    setExplanation('');
  };
  const btn = (code: string, label: string, spoken: string, cls: string) => (
    <button
      key={code}
      type="button"
      className={`bid ${cls}`}
      data-call={code}
      aria-label={spoken}
      disabled={props.disabled || !props.allowed.has(code)}
      onClick={() => send(code)}
    >
      {label}
    </button>
  );
  return (
    <div className="bidding-box" role="group" aria-label={t('table.makeCall')}>
      <div className="bids">
        {[1, 2, 3, 4, 5, 6, 7].map((level) => (
          <div className="bid-row" key={level}>
            {STRAINS.map((s) =>
              btn(
                `${level}${s}`,
                `${level}${strainLabel(lang, s)}`,
                callSpoken(lang, { type: 'bid', level, strain: s }),
                STRAIN_CLASS[s],
              ),
            )}
          </div>
        ))}
      </div>
      <div className="bid-row specials">
        {btn('P', VOCABULARY[lang].pass, VOCABULARY[lang].pass, 'pass')}
        {btn('X', 'X', VOCABULARY[lang].double, 'double')}
        {btn('XX', 'XX', VOCABULARY[lang].redouble, 'redouble')}
      </div>
      <div className="alert-row">
        <label className="check">
          <input type="checkbox" checked={alert} onChange={(e) => setAlert(e.target.checked)} data-testid="alert" />
          {t('table.alert')}
        </label>
        {alert && (
          <label className="field">
            <span>{t('table.explanation')}</span>
            <input
              type="text"
              value={explanation}
              maxLength={200}
              onChange={(e) => setExplanation(e.target.value)}
              data-testid="explanation"
            />
          </label>
        )}
      </div>
    </div>
  );
}
