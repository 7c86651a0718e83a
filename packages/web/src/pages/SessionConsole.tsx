import type {
  Adjustment,
  AdjustRequest,
  LateCorrection,
  PublishCheck,
  ResultEntry,
  SectionScoring,
  SessionDetail,
  TravellerLine,
} from '@stikk/server/api';
import { useCallback, useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { LatePlays } from '../components/LatePlays.js';
import { RankingTable } from '../components/RankingTable.js';
import { TravellerTable } from '../components/TravellerTable.js';
import { callReasonText } from '../i18n/call-reasons.js';
import { seatName } from '../i18n/cards.js';
import { formatTime, useI18n } from '../i18n/index.js';
import { rulingPathForCall } from '../ruling-call.js';
import { href } from '../router.js';
import { ErrorMessage, Note, formatClock, useClockLeft, useLoad } from '../ui.js';
import { makeCard, parseSeat, printCard, printContract, sideOf } from '@stikk/core';
import { ContractPicker, choiceContract, type ContractChoice } from '../components/ContractPicker.js';
import { TricksPicker } from '../components/TricksPicker.js';
import { LeadPicker } from '../components/LeadPicker.js';
import { entryChoice } from '../result-choice.js';
import { historyAuthorText, historyValueText } from '../history-text.js';
import { DirectorsOnly } from './EventsPage.js';

/** The director's live view of one session: codes, progress grid, calls, travellers, publish. */
export function SessionConsole(props: { sessionId: number }) {
  const { t } = useI18n();
  const id = props.sessionId;
  const me = useLoad(() => api.me(), []);
  const session = useLoad(() => api.session(id), [id]);
  const progress = useProgress(id);
  // Counts the scores the director changed here (a correction, an adjusted score): the ranking reloads at once.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((x) => x + 1), []);
  const s = session.value;
  // The console is the club's directors' (the server refuses its acts to anyone else): a member
  // or a stranger gets the page saying so, as at an event's console.
  const refused = (x: { status: number } | null) => x !== null && (x.status === 401 || x.status === 403);
  if (refused(session.error) || refused(me.error)) return <DirectorsOnly />;
  if (!s || !me.value)
    return session.error || me.error ? (
      <ErrorMessage error={session.error ?? me.error} />
    ) : (
      <p>{t('common.loading')}</p>
    );
  const role = me.value.clubs.find((c) => c.clubId === s.clubId)?.role;
  if (role === undefined || role === 'player') return <DirectorsOnly />;
  return (
    <>
      <h1>
        {s.name} <span className="status">{t(`session.state.${s.status === 'closed' ? 'finished' : s.status}`)}</span>
      </h1>
      <p className="no-print">
        <a href={href(`/results/${id}`)} data-testid="results-link">
          {t('results.title')}
        </a>{' '}
        · <a href={href(`/print/guides/${id}`)}>{t('session.guideCards')}</a> ·{' '}
        <a href={href('/director/ruling')}>{t('ruling.title')}</a>
      </p>
      {s.movement.copies > 1 && (
        <p className="panel" data-testid="copies-note">
          {t(`session.movement.${s.movement.kind}`)}: {t('session.copies', { copies: s.movement.copies })}
        </p>
      )}
      <RoundClockPanel session={s} done={progress.value?.done === true} onChange={(x) => session.setValue(x)} />
      <TableCodes session={s} />
      <ProgressGrid session={s} progress={progress} />
      <LatePlays session={s} />
      <CallsQueue sessionId={id} />
      <Travellers session={s} onChanged={changed} />
      <LiveRanking sessionId={id} session={s} changes={changes} />
      <Publish session={s} onDone={session.reload} />
    </>
  );
}

function TableCodes(props: { session: SessionDetail }) {
  const { t } = useI18n();
  // A new code for a table whose code got out: its terminals must join again (two clicks).
  const [codes, setCodes] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState<number | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const renew = async (table: number) => {
    const r = await api.newTableCode(props.session.id, table);
    if (r.ok) {
      setCodes((c) => ({ ...c, [table]: r.value.code }));
      setAsking(null);
    }
    setError(r.ok ? null : r.error);
  };
  return (
    <section className="panel">
      <h2>{t('session.tableCodes')}</h2>
      <p className="muted">{t('session.tableCodesHelp')}</p>
      <ErrorMessage error={error} />
      <table className="data" data-testid="table-codes">
        <tbody>
          {props.session.tables.map((tb) => (
            <tr key={tb.number}>
              <th scope="row">{t('common.tableN', { n: tb.label ?? tb.number })}</th>
              <td className="big-code" data-table={tb.number}>
                {codes[tb.number] ?? tb.code ?? '—'}
              </td>
              <td className="no-print">
                {tb.code &&
                  (asking === tb.number ? (
                    <button
                      type="button"
                      data-testid={`new-code-confirm-${tb.number}`}
                      onClick={() => renew(tb.number)}
                    >
                      {t('session.newCodeConfirm')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="secondary"
                      data-testid={`new-code-${tb.number}`}
                      onClick={() => setAsking(tb.number)}
                    >
                      {t('session.newCode')}
                    </button>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ProgressGrid(props: { session: SessionDetail; progress: ReturnType<typeof useProgress> }) {
  const { t } = useI18n();
  const s = props.session;
  const progress = props.progress;
  const cells = progress.value?.cells ?? [];
  const rounds = Array.from({ length: s.movement.rounds }, (_, i) => i + 1);
  return (
    <section className="panel">
      <h2>{t('director.grid')}</h2>
      <p className="muted">{t('director.grid.help')}</p>
      <ErrorMessage error={progress.error} />
      <div className="scroll-x">
        <table
          className="data progress-grid"
          data-testid="progress-grid"
          data-done={progress.value?.done ? 'yes' : 'no'}
        >
          <thead>
            <tr>
              <th />
              {rounds.map((r) => (
                <th key={r} scope="col">
                  {t('common.roundN', { n: r })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.tables.map((tb) => (
              <tr key={tb.number}>
                <th scope="row">{t('common.tableN', { n: tb.label ?? tb.number })}</th>
                {rounds.map((r) => {
                  const c = cells.find((x) => x.table === tb.number && x.round === r);
                  const cls = !c
                    ? ''
                    : c.confirmed === c.boards
                      ? 'done'
                      : c.entered + c.confirmed > 0
                        ? 'partial'
                        : '';
                  return (
                    <td key={r} className={cls}>
                      {c ? t('director.progress', { done: c.confirmed, total: c.boards }) : ''}
                    </td>
                  );
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
      <h2>
        {t('director.calls')} {open.length > 0 && <span className="status closed">{open.length}</span>}
      </h2>
      <ErrorMessage error={calls.error} />
      {open.length === 0 ? (
        <p className="muted">{t('director.calls.none')}</p>
      ) : (
        <ul data-testid="calls">
          {open.map((c) => {
            const seat = c.seat ? parseSeat(c.seat) : undefined;
            return (
              <li key={c.id}>
                {formatTime(lang, c.createdAt)} —{' '}
                {seat
                  ? t('director.calls.from', { table: c.table ?? '?', seat: seatName(lang, seat) })
                  : t('common.tableN', { n: c.table ?? '?' })}
                {c.reasonWithheld
                  ? `: (${t('director.calls.withheld')})`
                  : callReasonText(t, c.reason, c.seat)
                    ? `: ${callReasonText(t, c.reason, c.seat)}`
                    : ''}{' '}
                {c.table !== null && (
                  <a
                    className="button secondary"
                    href={href(rulingPathForCall(props.sessionId, c.table, c.id))}
                    data-testid={`call-ruling-${c.id}`}
                  >
                    {t('director.calls.openRuling')}
                  </a>
                )}{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={async () => {
                    await api.resolveCall(c.id, 'dealt with');
                    calls.reload();
                  }}
                >
                  {t('director.calls.resolve')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Travellers(props: { session: SessionDetail; onChanged: () => void }) {
  const { t } = useI18n();
  const s = props.session;
  const [board, setBoard] = useState(s.boards[0] ?? 1);
  const tr = useLoad(() => api.traveller(s.id, board), [s.id, board], 5000);
  const [open, setOpen] = useState<{ line: TravellerLine; what: 'adjust' | 'correct' | 'history' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const late = s.correctionEndsAt !== null && new Date(s.correctionEndsAt) <= new Date();
  const done = (msg: string) => {
    setOpen(null);
    setNotice(msg);
    tr.reload();
    props.onChanged();
  };
  return (
    <section className="panel">
      <h2>{t('director.travellers')}</h2>
      <label className="field" style={{ maxWidth: '12rem' }}>
        <span>{t('common.board')}</span>
        <select
          value={board}
          onChange={(e) => {
            setBoard(Number(e.target.value));
            setOpen(null);
          }}
          data-testid="traveller-board"
        >
          {s.boards.map((b) => (
            <option key={b} value={b}>
              {t('common.boardN', { n: b })}
            </option>
          ))}
        </select>
      </label>
      <ErrorMessage error={tr.error ?? error} />
      {tr.value && (
        <TravellerTable
          traveller={tr.value}
          pairs={s.pairs}
          action={(l) => (
            <div className="actions">
              <button
                type="button"
                className="secondary"
                data-testid="adjust"
                onClick={() => {
                  setNotice(null);
                  setOpen({ line: l, what: 'adjust' });
                }}
              >
                {t('director.adjust')}
              </button>
              <button
                type="button"
                className="secondary"
                data-testid="correct"
                onClick={() => {
                  setNotice(null);
                  setOpen({ line: l, what: 'correct' });
                }}
              >
                {t('director.correct')}
              </button>
              {l.adjustment && (
                <button
                  type="button"
                  className="secondary"
                  data-testid="remove-adjustment"
                  onClick={async () => {
                    const r = await api.removeAdjustment(s.id, l.id);
                    if (r.ok) done(t('director.adjust.removed', { board }));
                    else setError(r.error);
                  }}
                >
                  {t('director.adjust.remove')}
                </button>
              )}
              <button
                type="button"
                className="secondary"
                data-testid="history"
                onClick={() => setOpen({ line: l, what: 'history' })}
              >
                {t('director.history')}
              </button>
            </div>
          )}
        />
      )}
      {notice && <Note kind="ok">{notice}</Note>}
      {open?.what === 'adjust' && (
        <AdjustForm
          sessionId={s.id}
          board={board}
          line={open.line}
          late={late}
          onDone={() => done(t('director.adjust.done', { board }))}
        />
      )}
      {open?.what === 'correct' && (
        <CorrectForm
          key={open.line.id}
          sessionId={s.id}
          board={board}
          line={open.line}
          late={late}
          onDone={() => done(t('director.correct.done', { board }))}
        />
      )}
      {open?.what === 'history' && <History sessionId={s.id} line={open.line} />}
    </section>
  );
}

const ARTIFICIAL = ['A+', 'A', 'A-'] as const;
type AdjustKind = 'artificial' | 'assigned' | 'weighted' | 'split' | 'not-played';
/** The law each kind of adjusted score is given under (the director may name another). */
const LAW_OF: Record<AdjustKind, string> = {
  artificial: '12C2',
  assigned: '12C1(e)',
  weighted: '12C1(c)',
  split: '12C1(b)',
  'not-played': '12',
};

/** A result chosen with the terminal's pickers; null until complete. */
function useResultChoice(initial: ResultEntry | null = null) {
  const start = entryChoice(initial);
  const [choice, setChoice] = useState<ContractChoice>(start.choice);
  const [tricks, setTricks] = useState<number | null>(start.tricks);
  const chosen = choiceContract(choice);
  const result: ResultEntry | null =
    chosen && (chosen.contract.passedOut || tricks !== null)
      ? {
          contract: printContract(chosen.contract),
          declarer: chosen.declarer,
          lead: null,
          tricks: chosen.contract.passedOut ? 0 : tricks!,
        }
      : null;
  const picker = (
    <>
      <ContractPicker value={choice} onChange={setChoice} />
      {!chosen?.contract.passedOut && <TricksPicker value={tricks} onChange={setTricks} />}
    </>
  );
  // The declarer as chosen so far (null while none, or passed out): the correction form checks the lead's side by it.
  const declarer = choice.passedOut ? null : choice.declarer;
  return { result, picker, declarer };
}

/** Law 79C2 after the correction period: who approved, and the director's certainty. */
function LateFields(props: { value: LateCorrection | null; onChange: (v: LateCorrection | null) => void }) {
  const { t } = useI18n();
  const [by, setBy] = useState('');
  const [sure, setSure] = useState(false);
  const update = (b: string, s2: boolean) => {
    setBy(b);
    setSure(s2);
    props.onChange(b.trim() && s2 ? { approvedBy: b.trim(), beyondDoubt: true } : null);
  };
  return (
    <fieldset className="panel" data-testid="late-correction">
      <legend>{t('director.late.title')}</legend>
      <p className="muted">{t('director.late.help')}</p>
      <label className="field">
        <span>{t('director.late.approvedBy')}</span>
        <input name="approved-by" value={by} onChange={(e) => update(e.target.value, sure)} />
      </label>
      <label className="check" style={{ display: 'flex' }}>
        <input type="checkbox" name="beyond-doubt" checked={sure} onChange={(e) => update(by, e.target.checked)} />
        {t('director.late.sure')}
      </label>
    </fieldset>
  );
}

function AdjustForm(props: {
  sessionId: number;
  board: number;
  line: TravellerLine;
  late: boolean;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [kind, setKind] = useState<AdjustKind>('artificial');
  const [ns, setNs] = useState<(typeof ARTIFICIAL)[number]>('A');
  const [ew, setEw] = useState<(typeof ARTIFICIAL)[number]>('A');
  const [law, setLaw] = useState(LAW_OF.artificial);
  const [reason, setReason] = useState('');
  const [weight, setWeight] = useState(60);
  const [lateCorrection, setLateCorrection] = useState<LateCorrection | null>(null);
  const one = useResultChoice();
  const two = useResultChoice();
  const [error, setError] = useState<HttpError | null>(null);
  const label = (a: string) =>
    a === 'A+' ? t('director.adjust.avePlus') : a === 'A' ? t('director.adjust.ave') : t('director.adjust.aveMinus');
  const adjustment: Adjustment | null =
    kind === 'artificial'
      ? { kind: 'artificial', ns, ew }
      : kind === 'not-played'
        ? { kind: 'not-played' }
        : kind === 'assigned'
          ? one.result
            ? { kind: 'assigned', result: one.result }
            : null
          : kind === 'split'
            ? one.result && two.result
              ? { kind: 'split', ns: one.result, ew: two.result }
              : null
            : one.result && two.result && weight > 0 && weight < 100
              ? {
                  kind: 'weighted',
                  parts: [
                    { weight: weight / 100, result: one.result },
                    { weight: (100 - weight) / 100, result: two.result },
                  ],
                }
              : null;
  const submit = async () => {
    if (!adjustment) return;
    const r = await api.adjust(props.sessionId, props.line.id, {
      adjustment,
      law,
      ...(reason.trim() ? { note: reason.trim() } : {}),
      ...(lateCorrection ? { lateCorrection } : {}),
    } as AdjustRequest);
    if (r.ok) props.onDone();
    else setError(r.error);
  };
  const pick = (k: AdjustKind) => {
    setKind(k);
    setLaw(LAW_OF[k]);
  };
  return (
    <div className="panel" data-testid="adjust-form">
      <h3>
        {t('director.adjust')} — {t('common.boardN', { n: props.board })}, {t('common.pairN', { n: props.line.ns })} /{' '}
        {t('common.pairN', { n: props.line.ew })}
      </h3>
      <p className="muted">{t('law.12.text')}</p>
      {(['artificial', 'assigned', 'weighted', 'split', 'not-played'] as const).map((k) => (
        <label key={k} className="check" style={{ display: 'flex' }}>
          <input
            type="radio"
            name="adjust-kind"
            checked={kind === k}
            onChange={() => pick(k)}
            data-testid={`adjust-${k}`}
          />
          {t(k === 'not-played' ? 'director.notPlayed' : `director.adjust.${k}`)}
        </label>
      ))}
      {kind === 'artificial' && (
        <>
          <label className="field">
            <span>{t('common.ns')}</span>
            <select value={ns} onChange={(e) => setNs(e.target.value as typeof ns)}>
              {ARTIFICIAL.map((a) => (
                <option key={a} value={a}>
                  {label(a)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('common.ew')}</span>
            <select value={ew} onChange={(e) => setEw(e.target.value as typeof ew)}>
              {ARTIFICIAL.map((a) => (
                <option key={a} value={a}>
                  {label(a)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {kind === 'split' && <p className="muted">{t('director.adjust.splitNS')}</p>}
      {(kind === 'assigned' || kind === 'weighted' || kind === 'split') && (
        <div data-testid="result-1">{one.picker}</div>
      )}
      {kind === 'split' && (
        <>
          <p className="muted">{t('director.adjust.splitEW')}</p>
          <div data-testid="result-2">{two.picker}</div>
        </>
      )}
      {kind === 'weighted' && (
        <>
          <label className="field">
            <span>{t('director.adjust.weight')}</span>
            <input
              name="weight"
              type="number"
              min={1}
              max={99}
              value={weight}
              onChange={(e) => setWeight(Number(e.target.value))}
            />
          </label>
          <p className="muted">{t('director.adjust.secondResult', { weight: 100 - weight })}</p>
          <div data-testid="result-2">{two.picker}</div>
        </>
      )}
      <label className="field">
        <span>{t('director.adjust.law')}</span>
        <input name="law" value={law} onChange={(e) => setLaw(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('director.adjust.reason')}</span>
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {props.late && <LateFields value={lateCorrection} onChange={setLateCorrection} />}
      <ErrorMessage error={error} />
      <button type="button" disabled={!adjustment || (props.late && !lateCorrection)} onClick={submit}>
        {t('director.adjust.apply')}
      </button>
    </div>
  );
}

/** Any result corrected by the director (contract, declarer, tricks), recorded in its history. */
function CorrectForm(props: {
  sessionId: number;
  board: number;
  line: TravellerLine;
  late: boolean;
  onDone: () => void;
}) {
  const { t } = useI18n();
  // The table's result is the starting point: the director changes what is wrong (Law 79).
  const r = useResultChoice(props.line.result);
  // The opening lead, as the table entered it, for the declarer's side it was entered for. Made by a defender (Law
  // 41A): once the director puts declarer on the other side, that lead is from declarer's side (the server refuses
  // it), so it is cleared, said so, and entered again for the new defenders (back on the old side, it returns).
  const [lead, setLead] = useState(() => entryChoice(props.line.result).lead);
  const original = props.line.result?.declarer ? parseSeat(props.line.result.declarer) : null;
  const [leadFor, setLeadFor] = useState<'NS' | 'EW' | null>(original ? sideOf(original) : null);
  const side = r.declarer ? sideOf(r.declarer) : null;
  const hasLead = lead.suit !== null && lead.rank !== null;
  const passed = r.result !== null && r.result.declarer === null;
  const cleared = hasLead && !passed && side !== null && leadFor !== null && side !== leadFor;
  const leadCard = hasLead && !cleared && !passed ? printCard(makeCard(lead.suit!, lead.rank!)) : null;
  const [note, setNote] = useState('');
  const [lateCorrection, setLateCorrection] = useState<LateCorrection | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const submit = async () => {
    if (!r.result) return;
    const x = await api.correct(props.sessionId, props.line.id, {
      ...r.result,
      lead: leadCard,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(lateCorrection ? { lateCorrection } : {}),
    });
    if (x.ok) props.onDone();
    else setError(x.error);
  };
  return (
    <div className="panel" data-testid="correct-form">
      <h3>
        {t('director.correct')} — {t('common.boardN', { n: props.board })}, {t('common.pairN', { n: props.line.ns })} /{' '}
        {t('common.pairN', { n: props.line.ew })}
      </h3>
      {r.picker}
      {!passed && (
        <LeadPicker
          suit={cleared ? null : lead.suit}
          rank={cleared ? null : lead.rank}
          onChange={(suit, rank) => {
            setLead({ suit, rank });
            setLeadFor(side);
          }}
        />
      )}
      {cleared && (
        <p className="msg info" role="status" data-testid="lead-cleared">
          {t('director.correct.leadCleared')}
        </p>
      )}
      <label className="field">
        <span>{t('director.adjust.reason')}</span>
        <input name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {props.late && <LateFields value={lateCorrection} onChange={setLateCorrection} />}
      <ErrorMessage error={error} />
      <button
        type="button"
        disabled={!r.result || (props.late && !lateCorrection)}
        onClick={submit}
        data-testid="save-correction"
      >
        {t('director.correct.save')}
      </button>
    </div>
  );
}

function History(props: { sessionId: number; line: TravellerLine }) {
  const { t, lang } = useI18n();
  const h = useLoad(() => api.history(props.sessionId, props.line.id), [props.sessionId, props.line.id]);
  return (
    <div className="panel" data-testid="history-list">
      <h3>{t('director.history')}</h3>
      <ErrorMessage error={h.error} />
      {h.value && h.value.length === 0 && <p className="muted">{t('director.history.none')}</p>}
      <ul>
        {h.value?.map((x, i) => (
          <li key={i}>
            {formatTime(lang, x.at)} — {historyAuthorText(t, x.by)}:{' '}
            <span data-history="before">{historyValueText(t, lang, x.before) || '—'}</span> →{' '}
            <span data-history="after">{historyValueText(t, lang, x.after) || '—'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LiveRanking(props: { sessionId: number; session: SessionDetail; changes: number }) {
  const { t } = useI18n();
  // Polled (results come in from the tables), and loaded again as soon as the director changes a score here.
  const ranking = useLoad(() => api.ranking(props.sessionId), [props.sessionId, props.changes], 5000);
  const [error, setError] = useState<HttpError | null>(null);
  // Sections: the director compares them within each section or across the whole field.
  const current = ranking.value?.sectionScoring ?? props.session.sectionScoring;
  const choose = async (x: SectionScoring) => {
    const r = await api.sectionScoring(props.sessionId, x);
    if (r.ok) ranking.setValue(r.value);
    setError(r.ok ? null : r.error);
  };
  // Before publication the ranking is the director's unless the running score is shown to the members and tables.
  const [shown, setShown] = useState(props.session.liveRanking);
  const show = async (on: boolean) => {
    const r = await api.liveRanking(props.sessionId, on);
    if (r.ok) setShown(r.value.liveRanking);
    setError(r.ok ? null : r.error);
  };
  return (
    <section className="panel">
      <h2>{t('results.ranking')}</h2>
      {props.session.status === 'running' && (
        <label className="check no-print">
          <input
            type="checkbox"
            data-testid="live-ranking"
            checked={shown}
            onChange={(e) => void show(e.target.checked)}
          />
          {t('session.liveRanking')}
        </label>
      )}
      {props.session.sections && (
        <fieldset className="panel no-print" data-testid="section-scoring">
          <legend>{t('session.sectionScoring')}</legend>
          {(['within', 'across'] as const).map((x) => (
            <label key={x} className="check" style={{ display: 'flex' }}>
              <input
                type="radio"
                name="section-scoring"
                value={x}
                checked={current === x}
                onChange={() => void choose(x)}
              />
              {t(`session.sectionScoring.${x}`)}
            </label>
          ))}
        </fieldset>
      )}
      <ErrorMessage error={error ?? ranking.error} />
      {ranking.value && <RankingTable ranking={ranking.value} />}
    </section>
  );
}

function Publish(props: { session: SessionDetail; onDone: () => void }) {
  const { t, lang } = useI18n();
  const [error, setError] = useState<HttpError | null>(null);
  const [check, setCheck] = useState<{ c: PublishCheck; final: boolean } | null>(null);
  const s = props.session;
  const publish = async (final: boolean, confirm: boolean) => {
    setError(null);
    if (!confirm) {
      const c = await api.publishCheck(s.id);
      if (!c.ok) {
        setError(c.error);
        return;
      }
      if (!c.value.complete) {
        setCheck({ c: c.value, final });
        return;
      }
    }
    const r = await api.publish(s.id, { final, confirm: true });
    setCheck(null);
    if (r.ok) props.onDone();
    else setError(r.error);
  };
  const missing = check
    ? [
        check.c.roundsUnplayed
          ? t('director.missing.rounds', { count: check.c.roundsUnplayed, rounds: check.c.rounds })
          : '',
        check.c.boardsToPlay ? t('director.missing.results', { count: check.c.boardsToPlay }) : '',
        check.c.unconfirmed ? t('director.missing.unconfirmed', { count: check.c.unconfirmed }) : '',
        check.c.openCalls ? t('director.missing.calls', { count: check.c.openCalls }) : '',
        check.c.lodgedAppeals ? t('director.missing.appeals', { count: check.c.lodgedAppeals }) : '',
      ].filter(Boolean)
    : [];
  return (
    <section className="panel">
      <h2>{t('director.publish')}</h2>
      <p className="muted">
        {t('director.publish.help')} {t('law.79C.text')}
      </p>
      {s.status !== 'running' && (
        <Note kind="ok">
          <span data-testid="published-state">
            {s.final ? t('director.publishedFinal') : t('director.publishedProvisional')}
          </span>
          {s.correctionEndsAt
            ? ` ${t(
                new Date(s.correctionEndsAt) <= new Date() ? 'director.correctionEnded' : 'director.correctionEnds',
                {
                  time: formatTime(lang, s.correctionEndsAt),
                },
              )}`
            : ''}
        </Note>
      )}
      {check && (
        <div className="panel" data-testid="publish-check">
          <p>
            <strong>{t('director.missing.title')}</strong>
          </p>
          <ul className="missing-list">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {check.c.boardsToPlay > 0 && (
            // Boards nobody will play: average to both sides (Law 12C2(a)) or no score (factored away).
            <div className="actions" data-testid="unplayed">
              {(['average', 'not-played'] as const).map((x) => (
                <button
                  key={x}
                  type="button"
                  className="secondary"
                  data-testid={`unplayed-${x}`}
                  onClick={async () => {
                    const r = await api.unplayed(s.id, x);
                    if (!r.ok) return setError(r.error);
                    await publish(check.final, false);
                  }}
                >
                  {t(`director.unplayed.${x}`)}
                </button>
              ))}
            </div>
          )}
          <div className="actions">
            <button type="button" data-testid="publish-anyway" onClick={() => publish(check.final, true)}>
              {t(check.final ? 'director.publishFinalAnyway' : 'director.publishProvisionalAnyway')}
            </button>
            <button type="button" className="secondary" onClick={() => setCheck(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
      <ErrorMessage error={error} />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-testid="publish-provisional"
          onClick={() => publish(false, false)}
        >
          {t('director.publishProvisional')}
        </button>
        <button type="button" data-testid="publish" onClick={() => publish(true, false)}>
          {t('director.publishFinal')}
        </button>
        {s.final && (
          <button
            type="button"
            className="secondary"
            data-testid="reopen"
            onClick={async () => {
              const r = await api.reopenSession(s.id);
              if (r.ok) props.onDone();
              else setError(r.error);
            }}
          >
            {t('director.reopen')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Which boards of session `id` have results (the progress grid, the round clock), reloaded every 3 s. */
function useProgress(id: number) {
  return useLoad(() => api.progress(id), [id], 3000);
}

/**
 * The round clock: start a round of N minutes, pause, resume; the terminals show the time left. Once every round
 * is played (`done`, or the session published, or the last round's time up) it says so instead of offering a round.
 */
function RoundClockPanel(props: { session: SessionDetail; done: boolean; onChange: (s: SessionDetail) => void }) {
  const { t } = useI18n();
  const s = props.session;
  const [minutes, setMinutes] = useState(s.clock?.minutes ?? 15);
  const [error, setError] = useState<HttpError | null>(null);
  const left = useClockLeft(s.clock);
  const lastOver = s.clock !== null && s.clock.round >= s.movement.rounds && s.clock.endsAt !== null && left === 0;
  const finished = props.done || s.status !== 'running' || lastOver;
  const act = async (action: 'start' | 'pause' | 'resume' | 'stop') => {
    const r = await api.clock(s.id, { action, ...(action === 'start' ? { minutes } : {}) });
    if (r.ok) {
      setError(null);
      props.onChange(r.value);
    } else setError(r.error);
  };
  return (
    <section className="panel no-print" data-testid="round-clock">
      <h2>{t('clock.title')}</h2>
      {s.clock && left !== null && (
        <p className="big-code" data-testid="clock-left">
          {t('common.roundN', { n: s.clock.round })}: {formatClock(left)}
          {s.clock.endsAt === null ? ` (${t('clock.paused')})` : left === 0 ? ` — ${t('clock.over')}` : ''}
        </p>
      )}
      {finished && (
        <p data-testid="clock-finished">
          <strong>{t('clock.finished')}</strong>
        </p>
      )}
      {!finished && (
        <label className="field" style={{ maxWidth: '12rem' }}>
          <span>{t('clock.minutes')}</span>
          <input
            name="clock-minutes"
            type="number"
            min={1}
            max={120}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          />
        </label>
      )}
      <ErrorMessage error={error} />
      <div className="actions">
        {!finished && (
          <button type="button" data-testid="clock-start" onClick={() => void act('start')}>
            {s.clock ? t('clock.next') : t('clock.start')}
          </button>
        )}
        {!finished && s.clock?.endsAt && (
          <button type="button" className="secondary" onClick={() => void act('pause')}>
            {t('clock.pause')}
          </button>
        )}
        {s.clock && s.clock.endsAt === null && (
          <button type="button" className="secondary" onClick={() => void act('resume')}>
            {t('clock.resume')}
          </button>
        )}
        {s.clock && (
          <button type="button" className="secondary" onClick={() => void act('stop')}>
            {t('clock.stop')}
          </button>
        )}
      </div>
    </section>
  );
}
