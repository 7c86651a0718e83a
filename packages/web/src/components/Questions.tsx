/**
 * Law 20 at the online table: a seated player asks for a review of the auction (20B, 20C) or for
 * an explanation of the opponents' calls (20F1, 20F2). The server stores the question and refuses,
 * citing the law, one the player may not ask now. The answer is read from the player's own view:
 * the auction restated, and the opponents' calls with their written explanations (which the view
 * carries only to the caller's opponents, never to his partner).
 */
import { partner, type Seat } from '@stikk/core';
import type { TableView } from '@stikk/server/api';
import { useState } from 'react';
import { callLabel, seatName } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { toCall } from '../model.js';

/** The question asked, and the table's version when it was sent (the answer shows once it was stored). */
type Asked = { kind: 'review' | 'explain'; at: number } | null;

/** The two buttons and, once the question is stored, its answer. */
export function Questions(props: {
  view: TableView;
  me: Seat;
  live: boolean;
  send: (act: { review: true } | { explain: true }) => void;
}) {
  const { t, lang } = useI18n();
  const [asked, setAsked] = useState<Asked>(null);
  const { view, me } = props;
  const ask = (kind: 'review' | 'explain') => {
    setAsked({ kind, at: view.version });
    props.send(kind === 'review' ? { review: true } : { explain: true });
  };
  const label = (call: string) => {
    const c = toCall(call);
    return c ? callLabel(lang, c) : call;
  };
  const shown = asked && view.version > asked.at ? asked.kind : null;
  const calls = view.auction.map((c, i) => ({ ...c, i, seat: c.seat as Seat }));
  const theirs = calls.filter((c) => c.seat !== me && c.seat !== partner(me));
  return (
    <section className="panel" data-testid="questions">
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="ask-review"
          disabled={!props.live}
          onClick={() => ask('review')}
        >
          {t('online.askReview')}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="ask-explain"
          disabled={!props.live}
          onClick={() => ask('explain')}
        >
          {t('online.askExplain')}
        </button>
      </div>
      {shown === 'review' && (
        <ol data-testid="review-answer">
          {calls.map((c) => (
            <li key={c.i}>
              {seatName(lang, c.seat)}: {label(c.call)}
            </li>
          ))}
        </ol>
      )}
      {shown === 'explain' && (
        <ul data-testid="explain-answer">
          {theirs.length === 0 && <li>{t('online.noOpponentCalls')}</li>}
          {theirs.map((c) => (
            <li key={c.i}>
              {seatName(lang, c.seat)}: {label(c.call)} —{' '}
              {c.explanation ?? (c.alert ? t('online.alertedUnexplained') : t('online.notAlerted'))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
