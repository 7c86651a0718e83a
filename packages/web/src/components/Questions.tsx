/**
 * Law 20 at the online table: a seated player asks for a review of the auction (20B, 20C) or for
 * an explanation of the opponents' calls (20F1, 20F2). The server stores the question and refuses,
 * citing the law, one the player may not ask now. The answer is read from the player's own view:
 * the auction restated, and the opponents' calls with their written explanations (which the view
 * carries only to the caller's opponents, never to his partner). A player who finds that his own written
 * explanation of one of his calls was wrong corrects it here (Law 20F4): the act calls the director.
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
  send: (act: { review: true } | { explain: true } | { correctExplanation: number; explanation?: string }) => void;
}) {
  const { t, lang } = useI18n();
  const [asked, setAsked] = useState<Asked>(null);
  // Law 20F4: which of my calls (its place in the auction) and the right explanation.
  const [fix, setFix] = useState<number | null>(null);
  const [fixText, setFixText] = useState('');
  const [fixOpen, setFixOpen] = useState(false);
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
  // Only a call of mine I alerted or explained has an explanation to correct (online each player explains his own
  // calls, so partner's explanation of mine never arises: Law 20F4; the server refuses any other).
  const mine = calls.filter((c) => c.seat === me && (c.alert || c.explanation !== undefined));
  const fixing = fix !== null && mine.some((c) => c.i === fix) ? fix : (mine.at(-1)?.i ?? null);
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
      {mine.length > 0 && (
        <div data-testid="correct-explanation">
          <button
            type="button"
            className="secondary"
            aria-expanded={fixOpen}
            data-testid="correct-open"
            onClick={() => setFixOpen(!fixOpen)}
          >
            {t('online.correctHeading')}
          </button>
          {fixOpen && (
            <div className="actions">
              <label className="field" style={{ maxWidth: '12rem' }}>
                <span>{t('online.correctCall')}</span>
                <select
                  value={fixing ?? ''}
                  onChange={(e) => setFix(Number(e.target.value))}
                  data-testid="correct-call"
                >
                  {mine.map((c) => (
                    <option key={c.i} value={c.i}>
                      {label(c.call)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t('online.correctText')}</span>
                <input
                  value={fixText}
                  maxLength={200}
                  onChange={(e) => setFixText(e.target.value)}
                  data-testid="correct-text"
                />
              </label>
              <button
                type="button"
                className="secondary"
                data-testid="correct-send"
                disabled={!props.live || fixing === null || !fixText.trim()}
                onClick={() => {
                  if (fixing === null) return;
                  props.send({ correctExplanation: fixing, explanation: fixText.trim() });
                  setFixText('');
                  setFixOpen(false);
                }}
              >
                {t('online.correctSend')}
              </button>
            </div>
          )}
        </div>
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
