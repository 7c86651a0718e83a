/**
 * A claim's stated line (Law 70D1) at the online table: the claimer builds it step by step
 * (play a card, cash a suit, take a finesse, ruff a suit, draw trumps) from the cards he holds,
 * and every seat reads it in words while the claim is considered. The steps are the core's
 * claim-line format (core/src/log/claim-line.ts); the core checks them again on the server.
 */
import { parseCard, type Card } from '@stikk/core';
import { useState } from 'react';
import { cardLabel, SUIT_SYMBOLS } from '../i18n/cards.js';
import { type TKey, useI18n } from '../i18n/index.js';

/** One step as sent: `{"play":"SQ"}`, `{"cash":"S"}`, `{"finesse":"SQ"}`, `{"ruff":"D"}`, `{"drawTrumps":true}`. */
export type LineStep = Readonly<Record<string, string | true>>;

const KINDS = ['play', 'cash', 'finesse', 'ruff', 'drawTrumps'] as const;
type Kind = (typeof KINDS)[number];
const SUIT_LETTERS = 'CDHS';

/** A step in words (`Play ♠Q`, `Cash ♥`, …); an unknown step is shown as sent. */
export function stepText(
  t: (k: TKey, o?: Record<string, unknown>) => string,
  lang: Parameters<typeof cardLabel>[0],
  s: LineStep,
): string {
  const [kind, v] = Object.entries(s)[0] ?? ['', ''];
  if ((kind === 'play' || kind === 'finesse') && typeof v === 'string') {
    const c = parseCard(v);
    return t(`online.step.${kind}`, { card: c.ok ? cardLabel(lang, c.value) : v });
  }
  if ((kind === 'cash' || kind === 'ruff') && typeof v === 'string') {
    const i = SUIT_LETTERS.indexOf(v);
    return t(`online.step.${kind}`, { suit: i >= 0 ? SUIT_SYMBOLS[i] : v });
  }
  if (kind === 'drawTrumps') return t('online.step.drawTrumps');
  return JSON.stringify(s);
}

/** The claimer's line builder: the steps so far, a kind and a card or suit, and "add". */
export function ClaimLineEditor(props: {
  /** The claimer's cards (codes such as "SQ"). */
  hand: readonly string[];
  line: readonly LineStep[];
  onChange: (line: LineStep[]) => void;
}) {
  const { t, lang } = useI18n();
  const [kind, setKind] = useState<Kind>('play');
  const [value, setValue] = useState('');
  const cards = props.hand.map((c) => [c, parseCard(c)] as const).filter((x) => x[1].ok);
  const needsCard = kind === 'play' || kind === 'finesse';
  const needsSuit = kind === 'cash' || kind === 'ruff';
  const options = needsCard
    ? cards.map(([code, c]) => [code, cardLabel(lang, (c as { value: Card }).value)] as const)
    : needsSuit
      ? [...SUIT_LETTERS].map((l, i) => [l, SUIT_SYMBOLS[i]] as const).reverse()
      : [];
  const chosen = options.some((o) => o[0] === value) ? value : (options[0]?.[0] ?? '');
  const add = () => {
    const step: LineStep = kind === 'drawTrumps' ? { drawTrumps: true } : { [kind]: chosen };
    if (kind !== 'drawTrumps' && !chosen) return;
    props.onChange([...props.line, step]);
  };
  return (
    <fieldset className="claim-line" data-testid="claim-line">
      <legend>{t('online.line')}</legend>
      <p className="muted">{t('online.lineHelp')}</p>
      {props.line.length > 0 && (
        <ol data-testid="claim-line-steps">
          {props.line.map((s, i) => (
            <li key={i}>
              {stepText(t, lang, s)}{' '}
              <button
                type="button"
                className="secondary"
                aria-label={t('online.lineRemove')}
                onClick={() => props.onChange(props.line.filter((_, k) => k !== i))}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="actions">
        <select
          value={kind}
          aria-label={t('online.lineKind')}
          data-testid="claim-step-kind"
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`online.stepKind.${k}`)}
            </option>
          ))}
        </select>
        {options.length > 0 && (
          <select
            value={chosen}
            aria-label={needsCard ? t('online.lineCard') : t('online.lineSuit')}
            data-testid="claim-step-value"
            onChange={(e) => setValue(e.target.value)}
          >
            {options.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="secondary" data-testid="claim-step-add" onClick={add}>
          {t('online.lineAdd')}
        </button>
      </div>
    </fieldset>
  );
}
