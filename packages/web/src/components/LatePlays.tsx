import type { ResultRowDto, SessionDetail } from '@stikk/server/api';
import { useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';
import { pairNo } from './RankingTable.js';
import { ResultEntryForm } from './ResultEntryForm.js';

/**
 * Late plays: boards a table has left behind (still to play in a round it has already played
 * in). The director marks one; the table moves on and enters it when it is played, or the
 * director enters the result here (contract, declarer, lead, tricks), recorded in its history.
 */
export function LatePlays(props: { session: SessionDetail; onEntered?: () => void }) {
  const { t } = useI18n();
  const s = props.session;
  const rows = useLoad(() => api.results(s.id), [s.id], 5000);
  const [marked, setMarked] = useState<readonly number[]>([]);
  const [open, setOpen] = useState<ResultRowDto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const all = rows.value ?? [];
  const reached = new Map<number, number>();
  for (const r of all)
    if (r.status !== 'to-play' || r.adjustment) reached.set(r.table, Math.max(reached.get(r.table) ?? 0, r.round));
  const behind = all.filter(
    (r) => r.status === 'to-play' && !r.adjustment && (r.latePlay || r.round <= (reached.get(r.table) ?? 0)),
  );
  if (behind.length === 0 && notice === null) return null;
  const table = (n: number) => s.tables.find((x) => x.number === n)?.label ?? n;
  const rowText = (r: ResultRowDto) =>
    t('director.latePlays.row', {
      board: r.board,
      round: r.round,
      table: table(r.table),
      nsPair: pairNo(s.pairs, r.ns),
      ewPair: pairNo(s.pairs, r.ew),
    });
  return (
    <section className="panel" data-testid="late-plays">
      <h2>{t('director.latePlays')}</h2>
      <p className="muted">{t('director.latePlays.help')}</p>
      <ErrorMessage error={error} />
      {notice && <Note kind="ok">{notice}</Note>}
      <ul>
        {behind.map((r) => (
          <li key={r.id} data-result={r.id}>
            {rowText(r)}{' '}
            {r.latePlay || marked.includes(r.id) ? (
              <Note kind="ok">{t('director.latePlays.marked')}</Note>
            ) : (
              <button
                type="button"
                className="secondary"
                data-testid={`late-play-${r.id}`}
                onClick={async () => {
                  const x = await api.latePlay(s.id, r.id);
                  if (x.ok) setMarked([...marked, r.id]);
                  setError(x.ok ? null : x.error);
                }}
              >
                {t('director.latePlays.mark')}
              </button>
            )}{' '}
            <button
              type="button"
              className="secondary"
              data-testid={`late-play-enter-${r.id}`}
              onClick={() => {
                setNotice(null);
                setOpen(r);
              }}
            >
              {t('director.latePlays.enter')}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <ResultEntryForm
          key={open.id}
          testId="late-play-form"
          noteName="late-play-note"
          title={rowText(open)}
          save={(entry) => api.correct(s.id, open.id, entry)}
          onCancel={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setNotice(t('director.latePlays.entered', { board: open.board }));
            rows.reload();
            props.onEntered?.();
          }}
        />
      )}
    </section>
  );
}
