import type { SessionDetail } from '@stikk/server/api';
import { useEffect, useState } from 'react';
import { api } from '../api/api.js';
import { MpScalePicker } from '../components/MpScalePicker.js';
import { type MpScale, useMpScale } from '../mp-scale.js';
import { HandRecord } from '../components/HandRecord.js';
import { RankingTable } from '../components/RankingTable.js';
import { TravellerTable } from '../components/TravellerTable.js';
import { formatTime, useI18n } from '../i18n/index.js';
import { href, routeQuery } from '../router.js';
import { ErrorMessage, useLoad } from '../ui.js';

export function ResultsPage(props: { sessionId: number | null }) {
  if (!props.sessionId) return <ResultsIndex />;
  return <SessionResults id={props.sessionId} />;
}

/** Published results by club, newest date first (no session number to guess). */
/**
 * Why an export link opened in the browser gave no file (the server sends such a browser here with
 * `?unavailable=<code>`), in the reader's language.
 */
function ExportUnavailable() {
  const { t } = useI18n();
  const code = routeQuery('unavailable');
  if (!code) return null;
  return (
    <div data-testid="export-unavailable">
      <ErrorMessage
        error={{ status: 403, code, message: code }}
        texts={{ 'not-published': t('results.downloadsAfterPublication') }}
      />
    </div>
  );
}

function ResultsIndex() {
  const { t, lang } = useI18n();
  const clubs = useLoad(() => api.resultClubs(), []);
  const [club, setClub] = useState<number | null>(null);
  const chosen = club ?? (clubs.value?.length === 1 ? clubs.value[0].id : null);
  const sessions = useLoad(
    () => (chosen ? api.clubResults(chosen) : Promise.resolve({ ok: true as const, value: [] })),
    [chosen],
  );
  const date = (d: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(new Date(`${d}T12:00:00Z`));
  return (
    <section className="panel">
      <h1>{t('results.title')}</h1>
      <ExportUnavailable />
      <ErrorMessage error={clubs.error ?? sessions.error} />
      {clubs.value && clubs.value.length === 0 && <p className="muted">{t('results.noneYet')}</p>}
      {clubs.value && clubs.value.length > 0 && (
        <label className="field">
          <span>{t('register.club')}</span>
          <select
            data-testid="results-club"
            value={chosen ?? ''}
            onChange={(e) => setClub(Number(e.target.value) || null)}
          >
            <option value="">—</option>
            {clubs.value.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && sessions.value && (
        <ul data-testid="results-sessions">
          {sessions.value.map((x) => (
            <li key={x.id}>
              <a href={href(`/results/${x.id}`)}>
                {date(x.date)} — {x.name}
              </a>
              {x.eventName !== x.name ? ` (${x.eventName})` : ''} ·{' '}
              {x.final ? t('results.final') : t('results.provisional')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionResults(props: { id: number }) {
  const { t, lang } = useI18n();
  const session = useLoad(() => api.session(props.id), [props.id]);
  const [scale, setScale] = useMpScale();
  const ranking = useLoad(() => api.ranking(props.id, scale), [props.id, scale], 10000);
  const [poll, setPoll] = useState(4000);
  const hands = useLoad(() => api.hands(props.id), [props.id], poll);
  // Ask again while the server's double-dummy analysis is still running.
  useEffect(() => {
    if (hands.value && !hands.value.ddPending) setPoll(0);
  }, [hands.value]);
  const [shown, setShown] = useState<'travellers' | 'hands'>('travellers');
  const s = session.value;
  return (
    <>
      <h1>
        {t('results.title')}
        {s ? ` — ${s.name}` : ''}
      </h1>
      {s && (
        <p className="muted" data-testid="scoring">
          {t('session.scoring')}: {t(`session.scoring.${s.scoring}`)}
        </p>
      )}
      {s && s.status !== 'running' && (
        <p className="msg info" data-testid="publication">
          {s.final ? t('results.final') : t('results.provisional')}
        </p>
      )}
      <ErrorMessage error={session.error} />
      {ranking.value && !ranking.value.final && (
        <p className="msg info">
          {t('results.live')} · {t('results.updated', { time: formatTime(lang, new Date()) })}
        </p>
      )}
      <section className="panel">
        <h2>{t('results.ranking')}</h2>
        {s?.scoring === 'matchpoints' && <MpScalePicker value={scale} onChange={setScale} />}
        <ErrorMessage error={ranking.error} />
        {ranking.value && <RankingTable ranking={ranking.value} scale={scale} />}
      </section>
      {hands.value?.directorPlays && (
        <p className="msg info" data-testid="director-plays">
          {t('hands.directorPlays', { boards: hands.value.directorPlays.join(', ') })}
        </p>
      )}
      <section className="panel no-print">
        <h2>{t('results.downloads')}</h2>
        <ExportUnavailable />
        {/* Files and hand records go with the hands (the server's one guard): before publication a reader is told
            when they come, not given links that fail. */}
        {!hands.value && hands.error?.code === 'not-published' && (
          <p className="msg info" data-testid="downloads-after-publication">
            {t('results.downloadsAfterPublication')}
          </p>
        )}
        <div className="actions">
          {hands.value && (
            <>
              <a className="button secondary" href={api.exportPbnUrl(props.id)} download data-testid="download-pbn">
                {t('results.pbn')}
              </a>
              <a
                className="button secondary"
                href={api.exportUsebioUrl(props.id)}
                download
                data-testid="download-usebio"
              >
                {t('results.usebio')}
              </a>
              <a className="button secondary" href={href(`/print/hands/${props.id}`)}>
                {t('results.printHands')}
              </a>
            </>
          )}
          <a className="button secondary" href={href(`/print/guides/${props.id}`)}>
            {t('results.printGuides')}
          </a>
          <a className="button secondary" href={href(`/print/ranking/${props.id}`)} data-testid="print-ranking">
            {t('print.rankList')}
          </a>
          <a className="button secondary" href={href(`/print/scorecards/${props.id}`)} data-testid="print-scorecards">
            {t('print.scoreCards')}
          </a>
        </div>
      </section>
      <div className="actions no-print" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={shown === 'travellers'}
          className={shown === 'travellers' ? '' : 'secondary'}
          onClick={() => setShown('travellers')}
        >
          {t('results.travellers')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={shown === 'hands'}
          className={shown === 'hands' ? '' : 'secondary'}
          onClick={() => setShown('hands')}
        >
          {t('results.handRecords')}
        </button>
      </div>
      {shown === 'travellers' &&
        s &&
        s.boards.map((b) => <BoardTraveller key={b} sessionId={props.id} board={b} pairs={s.pairs} scale={scale} />)}
      {shown === 'hands' && (
        <>
          <ErrorMessage error={hands.error} />
          {hands.value?.boards.map((h) => (
            <HandRecord key={h.board} record={h} />
          ))}
        </>
      )}
    </>
  );
}

function BoardTraveller(props: { sessionId: number; board: number; pairs: SessionDetail['pairs']; scale: MpScale }) {
  const tr = useLoad(
    () => api.traveller(props.sessionId, props.board, props.scale),
    [props.sessionId, props.board, props.scale],
  );
  if (tr.error) return <ErrorMessage error={tr.error} />;
  return tr.value ? (
    <section className="panel">{<TravellerTable traveller={tr.value} pairs={props.pairs} />}</section>
  ) : null;
}
