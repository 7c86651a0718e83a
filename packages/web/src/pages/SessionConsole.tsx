import type { Adjustment, SessionDetail, TravellerLine } from '@stikk/server/api';
import { useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { RankingTable } from '../components/RankingTable.js';
import { TravellerTable } from '../components/TravellerTable.js';
import { seatName } from '../i18n/cards.js';
import { formatTime, useI18n } from '../i18n/index.js';
import { href } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';
import { parseSeat, printContract } from '@stikk/core';
import { ContractPicker, EMPTY_CHOICE, choiceContract, type ContractChoice } from '../components/ContractPicker.js';
import { TricksPicker } from '../components/TricksPicker.js';

/** The director's live view of one session: codes, progress grid, calls, travellers, publish. */
export function SessionConsole(props: { sessionId: number }) {
  const { t } = useI18n();
  const id = props.sessionId;
  const session = useLoad(() => api.session(id), [id]);
  const s = session.value;
  if (!s) return session.error ? <ErrorMessage error={session.error} /> : <p>{t('common.loading')}</p>;
  return (
    <>
      <h1>{s.name} <span className="status">{t(`session.state.${s.status === 'closed' ? 'finished' : s.status}`)}</span></h1>
      <p className="no-print">
        <a href={href(`/results/${id}`)} data-testid="results-link">{t('results.title')}</a> · <a href={href(`/print/guides/${id}`)}>{t('session.guideCards')}</a> · <a href={href('/director/ruling')}>{t('ruling.title')}</a>
      </p>
      {s.movement.copies > 1 && <p className="panel" data-testid="copies-note">{t(`session.movement.${s.movement.kind}`)}: {t('session.copies', { copies: s.movement.copies })}</p>}
      <TableCodes session={s} />
      <ProgressGrid session={s} />
      <CallsQueue sessionId={id} />
      <Travellers session={s} />
      <LiveRanking sessionId={id} />
      <Publish session={s} onDone={session.reload} />
    </>
  );
}

function TableCodes(props: { session: SessionDetail }) {
  const { t } = useI18n();
  return (
    <section className="panel">
      <h2>{t('session.tableCodes')}</h2>
      <p className="muted">{t('session.tableCodesHelp')}</p>
      <table className="data" data-testid="table-codes">
        <tbody>
          {props.session.tables.map((tb) => (
            <tr key={tb.number}><th scope="row">{t('common.tableN', { n: tb.number })}</th><td className="big-code" data-table={tb.number}>{tb.code ?? '—'}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ProgressGrid(props: { session: SessionDetail }) {
  const { t } = useI18n();
  const s = props.session;
  const progress = useLoad(() => api.progress(s.id), [s.id], 3000);
  const cells = progress.value?.cells ?? [];
  const rounds = Array.from({ length: s.movement.rounds }, (_, i) => i + 1);
  return (
    <section className="panel">
      <h2>{t('director.grid')}</h2>
      <p className="muted">{t('director.grid.help')}</p>
      <ErrorMessage error={progress.error} />
      <div className="scroll-x">
        <table className="data progress-grid" data-testid="progress-grid" data-done={progress.value?.done ? 'yes' : 'no'}>
          <thead><tr><th />{rounds.map((r) => <th key={r} scope="col">{t('common.roundN', { n: r })}</th>)}</tr></thead>
          <tbody>
            {s.tables.map((tb) => (
              <tr key={tb.number}>
                <th scope="row">{t('common.tableN', { n: tb.number })}</th>
                {rounds.map((r) => {
                  const c = cells.find((x) => x.table === tb.number && x.round === r);
                  const cls = !c ? '' : c.confirmed === c.boards ? 'done' : c.entered + c.confirmed > 0 ? 'partial' : '';
                  return <td key={r} className={cls}>{c ? t('director.progress', { done: c.confirmed, total: c.boards }) : ''}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CallsQueue(props: { sessionId: number }) {
  const { t, lang } = useI18n();
  const calls = useLoad(() => api.calls(props.sessionId), [props.sessionId], 4000);
  const open = (calls.value ?? []).filter((c) => c.status === 'open');
  return (
    <section className="panel" aria-live="polite">
      <h2>{t('director.calls')} {open.length > 0 && <span className="status closed">{open.length}</span>}</h2>
      <ErrorMessage error={calls.error} />
      {open.length === 0 ? <p className="muted">{t('director.calls.none')}</p> : (
        <ul data-testid="calls">
          {open.map((c) => {
            const seat = c.seat ? parseSeat(c.seat) : undefined;
            return (
              <li key={c.id}>
                {formatTime(lang, c.createdAt)} — {seat ? t('director.calls.from', { table: c.table ?? '?', seat: seatName(lang, seat) }) : t('common.tableN', { n: c.table ?? '?' })}{c.reason ? `: ${c.reason}` : ''}{' '}
                <button type="button" className="secondary" onClick={async () => { await api.resolveCall(c.id, 'dealt with'); calls.reload(); }}>{t('director.calls.resolve')}</button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Travellers(props: { session: SessionDetail }) {
  const { t } = useI18n();
  const s = props.session;
  const [board, setBoard] = useState(s.boards[0] ?? 1);
  const tr = useLoad(() => api.traveller(s.id, board), [s.id, board], 5000);
  const [adjusting, setAdjusting] = useState<TravellerLine | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="panel">
      <h2>{t('director.travellers')}</h2>
      <label className="field" style={{ maxWidth: '12rem' }}><span>{t('common.board')}</span>
        <select value={board} onChange={(e) => { setBoard(Number(e.target.value)); setAdjusting(null); }} data-testid="traveller-board">
          {s.boards.map((b) => <option key={b} value={b}>{t('common.boardN', { n: b })}</option>)}
        </select>
      </label>
      <ErrorMessage error={tr.error} />
      {tr.value && <TravellerTable traveller={tr.value} action={(l) => <button type="button" className="secondary" onClick={() => { setNotice(null); setAdjusting(l); }}>{t('director.adjust')}</button>} />}
      {notice && <Note kind="ok">{notice}</Note>}
      {adjusting && <AdjustForm sessionId={s.id} board={board} line={adjusting} onDone={() => { setAdjusting(null); setNotice(t('director.adjust.done', { board })); tr.reload(); }} />}
    </section>
  );
}

const ARTIFICIAL = ['A+', 'A', 'A-'] as const;

function AdjustForm(props: { sessionId: number; board: number; line: TravellerLine; onDone: () => void }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<'artificial' | 'assigned'>('artificial');
  const [ns, setNs] = useState<(typeof ARTIFICIAL)[number]>('A');
  const [ew, setEw] = useState<(typeof ARTIFICIAL)[number]>('A');
  const [choice, setChoice] = useState<ContractChoice>(EMPTY_CHOICE);
  const [tricks, setTricks] = useState<number | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const label = (a: string) => (a === 'A+' ? t('director.adjust.avePlus') : a === 'A' ? t('director.adjust.ave') : t('director.adjust.aveMinus'));
  const chosen = choiceContract(choice);
  const assigned = chosen && (chosen.contract.passedOut || tricks !== null)
    ? { contract: printContract(chosen.contract), declarer: chosen.declarer, lead: null, tricks: chosen.contract.passedOut ? 0 : tricks! }
    : null;
  const submit = async () => {
    let adjustment: Adjustment;
    if (kind === 'artificial') adjustment = { kind: 'artificial', ns, ew };
    else if (assigned) adjustment = { kind: 'assigned', result: assigned };
    else return;
    const r = await api.adjust(props.sessionId, props.line.id, { adjustment, law: kind === 'artificial' ? '12C2' : '12C1' });
    if (r.ok) props.onDone(); else setError(r.error);
  };
  return (
    <div className="panel" data-testid="adjust-form">
      <h3>{t('director.adjust')} — {t('common.boardN', { n: props.board })}, {t('common.pairN', { n: props.line.ns })} / {t('common.pairN', { n: props.line.ew })}</h3>
      <p className="muted">{t('law.12.text')}</p>
      <label className="check" style={{ display: 'flex' }}><input type="radio" name="adjust-kind" checked={kind === 'artificial'} onChange={() => setKind('artificial')} />{t('director.adjust.artificial')}</label>
      <label className="check" style={{ display: 'flex' }}><input type="radio" name="adjust-kind" checked={kind === 'assigned'} onChange={() => setKind('assigned')} data-testid="adjust-assigned" />{t('director.adjust.assigned')}</label>
      {kind === 'artificial' ? (
        <>
          <label className="field"><span>{t('common.ns')}</span><select value={ns} onChange={(e) => setNs(e.target.value as typeof ns)}>{ARTIFICIAL.map((a) => <option key={a} value={a}>{label(a)}</option>)}</select></label>
          <label className="field"><span>{t('common.ew')}</span><select value={ew} onChange={(e) => setEw(e.target.value as typeof ew)}>{ARTIFICIAL.map((a) => <option key={a} value={a}>{label(a)}</option>)}</select></label>
        </>
      ) : (
        <>
          <ContractPicker value={choice} onChange={setChoice} />
          {!chosen?.contract.passedOut && (
            <TricksPicker value={tricks} onChange={setTricks} />
          )}
        </>
      )}
      <ErrorMessage error={error} />
      <button type="button" disabled={kind === 'assigned' && !assigned} onClick={submit}>{t('director.adjust.apply')}</button>
    </div>
  );
}

function LiveRanking(props: { sessionId: number }) {
  const { t } = useI18n();
  const ranking = useLoad(() => api.ranking(props.sessionId), [props.sessionId], 5000);
  return (
    <section className="panel">
      <h2>{t('results.ranking')}</h2>
      <ErrorMessage error={ranking.error} />
      {ranking.value && <RankingTable ranking={ranking.value} />}
    </section>
  );
}

function Publish(props: { session: SessionDetail; onDone: () => void }) {
  const { t, lang } = useI18n();
  const [error, setError] = useState<HttpError | null>(null);
  const s = props.session;
  return (
    <section className="panel">
      <h2>{t('director.publish')}</h2>
      <p className="muted">{t('law.79C.text')}</p>
      {s.status !== 'running' && <Note kind="ok">{t('director.published')}{s.correctionEndsAt ? ` ${t('law.79C.title')}: ${formatTime(lang, s.correctionEndsAt)}` : ''}</Note>}
      <ErrorMessage error={error} />
      <button type="button" data-testid="publish" onClick={async () => {
        const r = await api.publish(s.id);
        if (r.ok) props.onDone(); else setError(r.error);
      }}>{t('director.publish')}</button>
    </section>
  );
}
