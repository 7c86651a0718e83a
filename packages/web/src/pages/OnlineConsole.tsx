/**
 * The director at the online tables: one page for every table the director runs — the call
 * queue across tables (a call shows here whether or not its table is being watched), each
 * table's board, phase, pending ruling and players, and the chosen table itself with all four
 * hands, its table log, and the digital director's ruling: the law, who chooses, the options and
 * the findings the law asks for; applying it sends a director event that the live table folds.
 */
import type { OnlineSessionInfo, TableView } from '@stikk/server/api';
import type { HttpError } from '../api/http.js';
import { parseSeat, type Card } from '@stikk/core';
import { useEffect, useState } from 'react';
import { onlineApi } from '../api/online-api.js';
import { api } from '../api/api.js';
import { callReasonText } from '../i18n/call-reasons.js';
import { callLabel, seatLabel, seatName } from '../i18n/cards.js';
import { toCall, toCard } from '../model.js';
import { type TKey, useI18n } from '../i18n/index.js';
import { hasText, messageText, optionText } from '../i18n/messages.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';
import { OnlineTable, type SendAct } from './OnlineTable.js';
import { RoundClockTools } from '../components/RoundClock.js';
import { Law45DForm } from '../components/Law45DForm.js';
import { EditionPicker, type TableEdition } from '../components/EditionPicker.js';
import { onlineTableLabel, onlineTableName } from '../i18n/table-name.js';

export function OnlineConsole(props: { tableId: number | null }) {
  const { t, lang } = useI18n();
  const overview = useLoad(() => onlineApi.overview(), [], 3000);
  const [error, setError] = useState<string | null>(null);
  const o = overview.value;
  const seatText = (s: string | null) => (s && parseSeat(s) ? seatName(lang, parseSeat(s)!) : '—');
  return (
    <>
      <h1>{t('online.consoleTitle')}</h1>
      <ErrorMessage error={overview.error ?? error} />
      <div className="console-grid">
        <section className="panel" data-testid="call-queue">
          <h2>{t('online.consoleCalls')}</h2>
          {o && o.calls.length === 0 && <p className="muted">{t('online.consoleNoCalls')}</p>}
          <ul className="call-queue">
            {o?.calls.map((c) => (
              <li key={c.id} data-testid="queued-call" data-table={c.onlineTableId ?? ''}>
                <strong>
                  {t('online.consoleCallAt', {
                    table: String(c.onlineTableId),
                    board: c.board,
                    seat: seatText(c.seat),
                  })}
                </strong>{' '}
                {callReasonText(t, c.reason, c.seat) && (
                  <>
                    — <span data-testid="call-reason">{callReasonText(t, c.reason, c.seat)}</span>{' '}
                  </>
                )}
                <span className="muted">
                  {onlineTableName(t, c.tableName, c.tableSlot, c.onlineTableId ?? undefined)} ·{' '}
                  {new Date(c.createdAt).toLocaleTimeString(lang)}
                </span>
                <div className="actions">
                  <button
                    type="button"
                    data-testid="open-call-table"
                    onClick={() => navigate(`/online/director/${c.onlineTableId}`)}
                  >
                    {t('online.consoleOpen')}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    data-testid="resolve-call"
                    onClick={async () => {
                      const r = await onlineApi.resolveCall(c.id, t('online.consoleApplied'));
                      if (!r.ok) setError(r.error.message);
                      overview.reload();
                    }}
                  >
                    {t('online.consoleResolve')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel">
          <h2>{t('online.consoleTables')}</h2>
          <table className="data" data-testid="console-tables">
            <tbody>
              {o?.tables.map((x) => (
                <tr key={x.id} className={x.id === props.tableId ? 'selected' : ''}>
                  <td>
                    <a href={href(`/online/director/${x.id}`)} data-testid="console-table" data-table={x.id}>
                      {onlineTableLabel(t, x)}
                    </a>
                  </td>
                  <td>
                    {t('common.boardN', { n: x.board })} · {t(`phase.${x.phase}`)}
                  </td>
                  <td>
                    {x.pending && (
                      <span className="badge warn" data-testid="table-pending">
                        {t('online.consolePending', { law: x.pending.law })}
                      </span>
                    )}
                    {x.openCalls > 0 && <span className="badge">{t('common.directorCalled')}</span>}
                    {x.phase !== 'ended' && x.boardStartedAt && <Pace started={x.boardStartedAt} now={Date.now()} />}
                  </td>
                  <td>
                    {t('online.players')}: {x.seatsTaken.map((s) => seatLabel(lang, s)).join(' ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <SessionPanel />
      {props.tableId && (
        <OnlineTable
          key={props.tableId}
          tableId={props.tableId}
          token="director"
          tools={(view, send) => (
            <>
              <RulingTools key={view.boardNumber} view={view} send={send} />
              <RoundClockTools endsAt={view.roundEndsAt} setMinutes={(m) => send({ roundClock: m })} />
            </>
          )}
        />
      )}
    </>
  );
}

/**
 * How long the board in play has been going; flagged as slow play past SLOW_BOARD_MINUTES (a
 * club's usual 7–8 minutes a board; the director decides what follows, Laws 74B4, 90B2).
 */
const SLOW_BOARD_MINUTES = 8;
function Pace(props: { started: string; now: number }) {
  const { t } = useI18n();
  const minutes = Math.max(0, Math.floor((props.now - Date.parse(props.started)) / 60_000));
  return (
    <span className={`badge${minutes >= SLOW_BOARD_MINUTES ? ' warn' : ''}`} data-testid="pace">
      {t('online.boardMinutes', { count: minutes })}
      {minutes >= SLOW_BOARD_MINUTES ? ` · ${t('online.slow')}` : ''}
    </span>
  );
}

/** The digital director's pending ruling at the table, and the director's findings and choice. */
function RulingTools(props: { view: TableView; send: SendAct }) {
  const { t, lang } = useI18n();
  const { view } = props;
  const tk = (k: string, o?: Record<string, unknown>) => t(k as TKey, o);
  const [findings, setFindings] = useState<Record<string, boolean | string>>({});
  const [applied, setApplied] = useState(false);
  const p = view.pending;
  // A new question from the engine (another law, other findings) starts from no answers.
  const question = p ? `${p.law}|${p.kind}|${p.needs.join()}|${p.options.join()}` : '';
  useEffect(() => setFindings({}), [question]);
  const logLinks = (
    <p>
      <a
        href={`/api/online/tables/${view.tableId}/boards/${view.boardNumber}/log`}
        target="_blank"
        rel="noreferrer"
        data-testid="table-log"
      >
        {t('online.consoleLog')}
      </a>{' '}
      · <a href={href(`/director/ruling?table=${view.tableId}&board=${view.boardNumber}`)}>{t('ruling.title')}</a>
    </p>
  );
  if (!p)
    return (
      <section className="panel" data-testid="ruling-tools">
        {logLinks}
        {view.openCorrection ? (
          <CorrectionRuling view={view} correction={view.openCorrection} send={props.send} />
        ) : applied ? (
          <Note kind="ok">{t('online.consoleApplied')}</Note>
        ) : (
          <p className="muted">{t('online.consoleNoPending')}</p>
        )}
        {view.irregularities === 'allow' &&
          view.directorCalls > 0 &&
          (view.phase === 'play' || view.phase === 'ended') && (
            // Called to a practice table with nothing pending (a revoke asks no question): the director's arrival
            // is itself the event — an unestablished revoke is corrected (Law 62), an established one noted (Law 63).
            <>
              <button
                type="button"
                data-testid="attend-table"
                onClick={() => {
                  props.send({ director: {} });
                  setApplied(true);
                }}
              >
                {t('online.consoleAttend')}
              </button>
              {view.phase === 'play' && view.dummy && (
                // Law 45D: called because dummy put a card out that declarer had not named.
                <Law45DForm
                  dummy={view.dummy}
                  cards={dummyCards(view)}
                  onApply={(f) => {
                    props.send({ director: f });
                    setApplied(true);
                  }}
                />
              )}
            </>
          )}
      </section>
    );
  const kind = hasText(`ruling.kind.${p.kind}`) ? tk(`ruling.kind.${p.kind}`) : t('ruling.kind.other');
  const chooser =
    p.chooser === 'director'
      ? t('nav.director')
      : p.chooser && parseSeat(p.chooser)
        ? seatName(lang, parseSeat(p.chooser)!)
        : '—';
  const message = p.message ? messageText(lang, tk, p.message) : null;
  const needs = p.needs.filter((n) => n !== 'option');
  const needsOption = p.needs.includes('option') || p.options.length > 0;
  const ready = (!needsOption || typeof findings.option === 'string') && needs.every((n) => n in findings);
  return (
    <section className="panel" data-testid="ruling-tools">
      <h2>
        {t('online.consolePending', { law: p.law })}: {kind}
      </h2>
      {message && <p>{message}</p>}
      <p>{t('online.consoleChooser', { who: chooser })}</p>
      {p.options.length > 0 && (
        <fieldset>
          <legend>{t('online.consoleOptions')}</legend>
          {p.options.map((opt) => (
            <label key={opt} className="check">
              <input
                type="radio"
                name="ruling-option"
                value={opt}
                data-testid="ruling-option"
                checked={findings.option === opt}
                onChange={() => setFindings({ ...findings, option: opt })}
              />
              {optionText(lang, tk, opt, p.law)}
            </label>
          ))}
        </fieldset>
      )}
      {needs.length > 0 && (
        <fieldset>
          <legend>{t('online.consoleNeeds')}</legend>
          {needs.map((n) => (
            <div key={n} className="finding" data-finding={n}>
              <span>{hasText(`finding.${n}`) ? tk(`finding.${n}`) : n}</span>{' '}
              {[true, false].map((v) => (
                <label key={String(v)} className="check">
                  <input
                    type="radio"
                    name={`finding-${n}`}
                    data-testid={`finding-${n}-${v ? 'yes' : 'no'}`}
                    checked={findings[n] === v}
                    onChange={() => setFindings({ ...findings, [n]: v })}
                  />
                  {v ? t('online.findingYes') : t('online.findingNo')}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        data-testid="apply-ruling"
        disabled={!ready}
        onClick={() => {
          props.send({ director: findings });
          setApplied(true);
        }}
      >
        {t('online.consoleApply')}
      </button>
      {logLinks}
    </section>
  );
}

/** Dummy's cards in the last two tricks, newest last (Law 45D: too late once both sides have played on). */
function dummyCards(view: TableView): { code: string; card: Card }[] {
  return view.tricks.slice(-2).flatMap((tr) =>
    tr.cards.flatMap((c) => {
      const card = c.seat === view.dummy ? toCard(c.card) : null;
      return card === null ? [] : [{ code: c.card, card }];
    }),
  );
}

/**
 * Laws 20F4, 75B, 75C: a player corrected his own explanation of a call; the director finds whether the explanation
 * (75B: misinformation, Law 21B follows) or the call (75C: no infraction) was the mistake.
 */
function CorrectionRuling(props: {
  view: TableView;
  correction: { readonly seat: string; readonly call: number };
  send: SendAct;
}) {
  const { t, lang } = useI18n();
  const { seat, call } = props.correction;
  const s = parseSeat(seat);
  const made = props.view.auction[call]?.call;
  const c = made ? toCall(made) : null;
  return (
    <div data-testid="correction-ruling" data-finding="mistakenExplanation">
      <p>
        {t('online.consoleCorrection', {
          seat: s ? seatName(lang, s) : seat,
          call: c ? callLabel(lang, c) : (made ?? '—'),
        })}
      </p>
      <p>{t('finding.mistakenExplanation')}</p>
      <div className="actions">
        {[true, false].map((v) => (
          <button
            key={String(v)}
            type="button"
            className="secondary"
            data-testid={`correction-${v ? 'yes' : 'no'}`}
            onClick={() => props.send({ director: { mistakenExplanation: v } })}
          >
            {v ? t('online.findingYes') : t('online.findingNo')}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Play a club session online: its tables per round and the players' codes (the session's director). */
function SessionPanel() {
  const { t } = useI18n();
  const [sid, setSid] = useState('');
  const [practice, setPractice] = useState(false);
  const [edition, setEdition] = useState<TableEdition>('2017');
  const [info, setInfo] = useState<OnlineSessionInfo | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const load = async (start: boolean) => {
    const n = Number(sid);
    if (!Number.isInteger(n) || n <= 0) return;
    const r = start
      ? await onlineApi.startSession(n, practice ? 'allow' : undefined, edition)
      : await onlineApi.session(n);
    if (r.ok) {
      setInfo(r.value);
      setError(null);
    } else setError(r.error);
  };
  return (
    <section className="panel" data-testid="online-session">
      <h2>{t('online.sessionTitle')}</h2>
      <ClubSessionPicker value={sid} onChange={setSid} />
      <label className="field">
        <span>{t('online.sessionNumber')}</span>
        <input
          name="session"
          inputMode="numeric"
          value={sid}
          onChange={(e) => setSid(e.target.value)}
          data-testid="session-number"
        />
      </label>
      <label className="check">
        <input
          type="checkbox"
          data-testid="session-irregularities"
          checked={practice}
          onChange={(e) => setPractice(e.target.checked)}
        />
        {t('online.allowIrregularities')}
      </label>
      <EditionPicker value={edition} onChange={setEdition} testId="session-edition" />
      <div className="actions">
        <button type="button" data-testid="start-online-session" onClick={() => void load(true)}>
          {t('online.sessionStart')}
        </button>
        <button type="button" className="secondary" onClick={() => void load(false)}>
          {t('online.sessionShow')}
        </button>
      </div>
      <ErrorMessage error={error} />
      {info && (
        <>
          <p>
            <a href={href(`/director/session/${info.sessionId}`)}>{t('online.sessionConsole')}</a>
          </p>
          <ul>
            {info.tables.map((x) => (
              <li key={x.tableId}>
                <a href={href(`/online/director/${x.tableId}`)}>
                  {t('online.roundTable', { round: x.round, table: x.table, nsPair: x.ns, ewPair: x.ew })}
                </a>
              </li>
            ))}
          </ul>
          <table className="data" data-testid="player-codes">
            <caption>{t('online.playerCodes')}</caption>
            <tbody>
              {info.players.map((p) => (
                <tr key={p.code}>
                  <th scope="row">{t('online.pairMember', { pair: p.pair, member: p.member + 1 })}</th>
                  <td className="seat-code" data-pair={p.pair} data-member={p.member}>
                    {p.code}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/**
 * The sessions (not closed) of the clubs one directs, to pick from: a director knows the evening by its
 * name, not by the number in the console's address (the number field stays for the others).
 */
function ClubSessionPicker(props: { value: string; onChange: (sid: string) => void }) {
  const { t } = useI18n();
  const list = useLoad(async () => {
    const me = await api.me();
    if (!me.ok) return me;
    const out: { id: number; label: string }[] = [];
    for (const c of me.value.clubs.filter((x) => x.role !== 'player')) {
      const r = await api.sessions(c.clubId);
      if (!r.ok) return r;
      for (const x of r.value)
        if (x.status !== 'closed') out.push({ id: x.id, label: `${x.name} — ${c.clubName} (${x.id})` });
    }
    return { ok: true as const, value: out };
  }, []);
  if (!list.value || list.value.length === 0) return null;
  return (
    <label className="field">
      <span>{t('online.sessionPick')}</span>
      <select data-testid="session-pick" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">—</option>
        {list.value.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.label}
          </option>
        ))}
      </select>
    </label>
  );
}
