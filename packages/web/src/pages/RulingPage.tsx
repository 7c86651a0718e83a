import { dealerOf, parseDeal, parseSeat, partner, SEATS, type Card, type Seat } from '@stikk/core';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/api.js';
import { CardView, codeOf } from '../components/CardView.js';
import { BiddingBox } from '../components/BiddingBox.js';
import { Auction } from '../components/Auction.js';
import { Law45DForm } from '../components/Law45DForm.js';
import { cardLabel, contractLabel, seatName, strainName } from '../i18n/cards.js';
import { formatTime, MESSAGES, useI18n, type TKey } from '../i18n/index.js';
import { messageText, optionText } from '../i18n/messages.js';
import { toCall, toCard, toContract } from '../model.js';
import {
  assess,
  correctableCall,
  DEFAULT_FINDINGS,
  lawKey,
  scenarioDeal,
  scenarioFromLog,
  type RawEvent,
} from '../ruling.js';
import { callBoard, type CallBoard } from '../ruling-call.js';
import { describeEvent as describe, describeStep, effectText, type ClaimLineStep } from '../ruling-text.js';
import { ErrorMessage, Note } from '../ui.js';

const ALL_CALL_CODES = new Set([
  'P',
  'X',
  'XX',
  ...Array.from({ length: 35 }, (_, i) => `${Math.floor(i / 5) + 1}${['C', 'D', 'H', 'S', 'NT'][i % 5]}`),
]);
/** The kinds of step a stated claim line is made of (Law 70D1; TABLE-LOG `line`). */
const STEP_KINDS = ['drawTrumps', 'cash', 'finesse', 'ruff', 'play'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;
const KINDS = ['insufficient-bid', 'lead-out-of-turn', 'call-out-of-rotation'] as const;

/** "Pick what happened": a typical start for each irregularity, which the director then edits. */
const EXAMPLES: Record<(typeof KINDS)[number], readonly RawEvent[]> = {
  'insufficient-bid': [
    { seat: 'N', call: '1H' },
    { seat: 'E', call: '1D' },
  ],
  'lead-out-of-turn': [
    { seat: 'N', call: '1NT' },
    { seat: 'E', call: 'P' },
    { seat: 'S', call: '3NT' },
    { seat: 'W', call: 'P' },
    { seat: 'N', call: 'P' },
    { seat: 'E', call: 'P' },
  ],
  'call-out-of-rotation': [
    { seat: 'N', call: '1S' },
    { seat: 'W', call: '2H' },
  ],
};

/**
 * The ruling assistant: the director enters what happened (calls and cards, in or out of turn),
 * the engine names the irregularity, the law, who chooses and what it still needs to know; the
 * director's findings are applied and the rectification shown with the laws cited.
 */
export function RulingPage() {
  const { t, lang } = useI18n();
  const [board, setBoard] = useState(1);
  const [events, setEvents] = useState<RawEvent[]>([]);
  const [seatOverride, setSeatOverride] = useState<Seat | ''>('');
  const [leadSeat, setLeadSeat] = useState<Seat>('W');
  const [findings, setFindings] = useState<Record<string, boolean | string>>({});
  const [claimSeat, setClaimSeat] = useState<Seat | ''>('');
  const [claimTricks, setClaimTricks] = useState(1);
  // Law 70D1: the claimer's stated line, step by step.
  const [line, setLine] = useState<ClaimLineStep[]>([]);
  const [stepKind, setStepKind] = useState<(typeof STEP_KINDS)[number]>('cash');
  const [stepArg, setStepArg] = useState('');
  // A real board: the deal and events of a table log (an online table's director call, a pasted log).
  const [loaded, setLoaded] = useState<{ deal: string; edition: '2007' | '2017' } | null>(null);
  const [logText, setLogText] = useState('');
  const [logError, setLogError] = useState<string | null>(null);
  // Opened from a table terminal's director call: the table, its round and boards, the hands.
  const [fromCall, setFromCall] = useState<
    (CallBoard & { table: number; calledAt: string | null; deals: Record<number, string> }) | null
  >(null);
  const deal = useMemo(() => loaded?.deal ?? scenarioDeal(board), [board, loaded]);
  const hands = useMemo(() => {
    const d = parseDeal(deal);
    return d.ok ? d.value : null;
  }, [deal]);
  const state = useMemo(
    () => assess({ board, deal, events, edition: loaded?.edition ?? '2017' }),
    [board, deal, events, loaded],
  );
  const load = (raw: unknown) => {
    const r = scenarioFromLog(raw);
    if (!r.ok) {
      setLogError(t('err.invalid', { field: r.field }));
      return;
    }
    setLogError(null);
    setBoard(r.value.board);
    setLoaded({ deal: r.value.deal, edition: r.value.edition });
    setEvents([...r.value.events]);
    setFindings({});
  };
  const startBoard = (b: number, deal: string | undefined) =>
    load({ format: 'stikk-table-log/1', board: b, ...(deal ? { deal } : {}), events: [] });
  // `#/director/ruling?session=3&table=7&call=12`: opened from a table terminal's director call.
  useEffect(() => {
    const q = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    const sid = Number(q.get('session')),
      table = Number(q.get('table')),
      callId = Number(q.get('call'));
    if (!Number.isInteger(sid) || sid < 1 || !Number.isInteger(table) || table < 1) return;
    void Promise.all([api.session(sid), api.results(sid), api.hands(sid), api.calls(sid)]).then(
      ([session, rows, hands, calls]) => {
        if (!session.ok || !rows.ok) {
          const e = !session.ok ? session.error : !rows.ok ? rows.error : null;
          setLogError(e && (e.status === 403 || e.status === 401) ? t('err.forbidden') : t('err.notFound'));
          return;
        }
        const at = callBoard(rows.value, table, session.value.clock?.round ?? null);
        if (!at) {
          setLogError(t('err.notFound'));
          return;
        }
        const deals: Record<number, string> = {};
        if (hands.ok) for (const h of hands.value.boards) deals[h.board] = h.deal;
        const call = calls.ok ? calls.value.find((c) => c.id === callId) : undefined;
        setFromCall({ ...at, table, calledAt: call?.createdAt ?? null, deals });
        startBoard(at.board, deals[at.board]);
      },
    );
  }, []);
  // `#/director/ruling?table=7&board=3`: opened from an online table, with that board's log.
  useEffect(() => {
    const q = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    if (q.get('session')) return;
    const table = Number(q.get('table')),
      b = Number(q.get('board'));
    if (!Number.isInteger(table) || table < 1 || !Number.isInteger(b) || b < 1) return;
    void api
      .onlineBoardLog(table, b)
      .then((r) =>
        r.ok
          ? load(r.value)
          : setLogError(r.error.status === 403 || r.error.status === 401 ? t('err.forbidden') : t('err.notFound')),
      );
  }, []);
  const known = (k: string) => k in MESSAGES.en;
  const tk = (k: string, o?: Record<string, unknown>) => t(k as TKey, o);
  const out = state.ok ? state.value : null;
  const turn = out?.turn ? (parseSeat(out.turn) ?? null) : null;
  const add = (e: RawEvent) => {
    setEvents([...events, e]);
    setFindings({});
  };
  const pending = out?.pending ?? null;
  // `option` is chosen with the option buttons below, not as a yes/no finding.
  // The usual findings only when the director must rule and the engine lists none (not while a player acts, e.g. 27B).
  const needs = (
    pending
      ? pending.needs.length
        ? pending.needs
        : pending.chooser === 'director'
          ? (DEFAULT_FINDINGS[pending.kind] ?? [])
          : []
      : []
  ).filter((n) => n !== 'option');
  // An accept/refuse choice is the same decision as the *Accepts finding: offer it once.
  // A player (not the director) acts next and there is nothing for the director to find: the options inform.
  const playerActs =
    !!pending &&
    pending.kind !== 'claim' &&
    pending.needs.length === 0 &&
    !!pending.chooser &&
    !!parseSeat(pending.chooser);
  const options = (pending?.options ?? []).filter(
    (o) => !(needs.some((n) => n.endsWith('Accepts')) && ['accept', 'refuse', 'reject'].includes(o)),
  );
  const played = new Set<Card>(
    events.flatMap((e) => (typeof e.play === 'string' ? [toCard(e.play)] : [])).filter((c): c is Card => c !== null),
  );
  const leadHand = hands ? (hands[leadSeat] ?? []).filter((c) => !played.has(c)) : [];
  const claimer = (claimSeat || out?.declarer || 'N') as Seat;
  // Law 45D: dummy's cards that stand in the play, newest last (the director may find one was put out unnamed).
  const dummySeat = out?.declarer ? (parseSeat(out.declarer) ?? null) : null;
  const dummy = dummySeat ? partner(dummySeat) : null;
  const dummyCards = dummy
    ? events.flatMap((e, i) => {
        const c = typeof e.play === 'string' && e.seat === dummy ? toCard(e.play) : null;
        const st = out?.events[i]?.status;
        return c !== null && (st === 'stands' || st === 'accepted') ? [{ code: codeOf(c), card: c }] : [];
      })
    : [];
  // Law 20: who asks — by default the player in turn (declarer when dummy's card is due).
  const [questionSeat, setQuestionSeat] = useState<Seat | ''>('');
  const declarerSeat = out?.declarer ? (parseSeat(out.declarer) ?? null) : null;
  const asker: Seat = questionSeat || (declarerSeat && turn === partner(declarerSeat) ? declarerSeat : turn) || 'N';
  /** A question of the asker's (Law 20): added to the log, and the seat chooser goes back to its default. */
  const ask = (q: RawEvent) => {
    add({ seat: asker, ...q });
    setQuestionSeat('');
  };
  // Laws 20F4, 20F5: the asker's side's call whose explanation he would correct.
  const correctable = out ? correctableCall(events, out.events, asker) : null;
  // A correction (20F4, 20F5) the director has not yet ruled on: corrections outnumber mistakenExplanation findings.
  const unruledCorrection =
    events.filter((e) => typeof e.correct === 'number').length >
    events.filter((e) => {
      const d = e.director as Record<string, unknown> | undefined;
      return d !== undefined && d.mistakenExplanation !== undefined && d.explainedBy === undefined;
    }).length;
  // The cards a step may name: the claiming side's cards still held.
  const sideCards = hands
    ? [claimer, SEATS[(SEATS.indexOf(claimer) + 2) % 4]].flatMap((s) => (hands[s] ?? []).filter((c) => !played.has(c)))
    : [];
  const stepNeedsCard = stepKind === 'play' || stepKind === 'finesse';
  const stepNeedsSuit = stepKind === 'cash' || stepKind === 'ruff';
  const addStep = () => {
    const arg = stepArg || (stepNeedsSuit ? 'S' : sideCards[0] !== undefined ? codeOf(sideCards[0]) : '');
    const step: ClaimLineStep | null =
      stepKind === 'drawTrumps'
        ? { drawTrumps: true }
        : !arg
          ? null
          : stepKind === 'cash'
            ? { cash: arg }
            : stepKind === 'ruff'
              ? { ruff: arg }
              : stepKind === 'finesse'
                ? { finesse: arg }
                : { play: arg };
    if (step) setLine([...line, step]);
  };
  // Law 69B: after an agreed claim, a player who agreed may withdraw the agreement.
  const lastClaim = events.map((e, i) => (typeof e.claim === 'number' ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  const claimSeatOf = lastClaim >= 0 ? parseSeat(String(events[lastClaim].seat)) : undefined;
  const agreedBy = (
    lastClaim >= 0 && claimSeatOf && !events.slice(lastClaim + 1).some((e) => e.agree === false)
      ? events.slice(lastClaim + 1).flatMap((e) => (e.agree === true ? [parseSeat(String(e.seat))] : []))
      : []
  ).filter((x): x is Seat => !!x && (SEATS.indexOf(x) - SEATS.indexOf(claimSeatOf!)) % 2 !== 0);
  const explain = (law: string) => {
    const k = lawKey(law, known);
    return k ? (
      <>
        <strong>{tk(`${k}.title`)}</strong> ({t('ruling.lawCited', { law })}). {tk(`${k}.text`)}
      </>
    ) : (
      t('ruling.lawCited', { law })
    );
  };
  const seatText = (s: string | null | undefined) => {
    const p = s ? parseSeat(s) : undefined;
    return p ? seatName(lang, p) : s === 'director' ? t('ruling.director') : '';
  };
  return (
    <>
      <h1>{t('ruling.title')}</h1>
      <section className="panel">
        <h2>{t('ruling.what')}</h2>
        <div className="actions" role="group" aria-label={t('ruling.what')}>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              className="secondary"
              data-pick={k}
              onClick={() => {
                setBoard(1);
                setEvents([...EXAMPLES[k]]);
                setFindings({});
              }}
            >
              {t(`ruling.kind.${k}`)}
            </button>
          ))}
        </div>
        {fromCall && (
          <div className="panel" data-testid="ruling-from-call">
            <p>
              {t('ruling.fromCall', {
                table: fromCall.table,
                round: fromCall.round,
                nsPair: fromCall.ns,
                ewPair: fromCall.ew,
                time: fromCall.calledAt ? formatTime(lang, fromCall.calledAt) : '—',
              })}
            </p>
            {fromCall.entered && (
              <p className="muted" data-testid="ruling-from-call-entered">
                {t('ruling.fromCallEntered', {
                  contract: (() => {
                    const c = toContract(fromCall.entered.contract);
                    return c ? contractLabel(lang, c) : fromCall.entered.contract;
                  })(),
                  declarer: (() => {
                    const d = fromCall.entered.declarer ? parseSeat(fromCall.entered.declarer) : null;
                    return d ? seatName(lang, d) : '—';
                  })(),
                  tricks: fromCall.entered.tricks,
                })}
              </p>
            )}
            <div className="actions">
              {fromCall.boards.map((b) => (
                <button
                  key={b}
                  type="button"
                  className={b === board ? '' : 'secondary'}
                  aria-pressed={b === board}
                  data-testid={`ruling-call-board-${b}`}
                  onClick={() => startBoard(b, fromCall.deals[b])}
                >
                  {t('common.boardN', { n: b })}
                </button>
              ))}
            </div>
          </div>
        )}
        <label className="field" style={{ maxWidth: '10rem' }}>
          <span>{t('ruling.board')}</span>
          <input
            type="number"
            min={1}
            value={board}
            onChange={(e) => {
              setBoard(Math.max(1, Number(e.target.value) || 1));
              setEvents([]);
              setLoaded(null);
            }}
            data-testid="ruling-board"
          />
        </label>
        <details>
          <summary>{t('ruling.loadLog')}</summary>
          <label className="field">
            <span>{t('ruling.logText')}</span>
            <textarea
              rows={4}
              value={logText}
              onChange={(e) => setLogText(e.target.value)}
              data-testid="ruling-log-input"
            />
          </label>
          <button
            type="button"
            className="secondary"
            data-testid="ruling-log-load"
            onClick={() => {
              try {
                load(JSON.parse(logText));
              } catch {
                setLogError(t('err.invalid', { field: 'log' }));
              }
            }}
          >
            {t('ruling.loadLogButton')}
          </button>
        </details>
        <ErrorMessage error={logError} />
        <h3>{t('ruling.events')}</h3>
        <ol data-testid="ruling-events">
          {events.map((e, i) => {
            const st = out?.events[i];
            return (
              <li key={i}>
                {describe(e, lang, t, { law: st?.law, events })}{' '}
                {st && (
                  <span className="status">
                    {tk(`status.${st.status}`)}
                    {st.law ? ` · ${t('ruling.lawCited', { law: st.law })}` : ''}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {events.length > 0 && (
          <button type="button" className="secondary" onClick={() => setEvents(events.slice(0, -1))}>
            {t('ruling.undo')}
          </button>
        )}
        <ErrorMessage error={state.ok ? null : refusal(state.error, t)} />
      </section>

      {out && out.phase === 'auction' && (
        <section className="panel">
          <h2>{t('ruling.addCall')}</h2>
          <label className="field" style={{ maxWidth: '16rem' }}>
            <span>{t('ruling.asSeat')}</span>
            <select
              value={seatOverride}
              onChange={(e) => setSeatOverride((parseSeat(e.target.value) ?? '') as Seat | '')}
              data-testid="ruling-seat"
            >
              <option value="">{turn ? `${seatName(lang, turn)} (${t('ruling.inTurn')})` : '—'}</option>
              {SEATS.map((s) => (
                <option key={s} value={s}>
                  {seatName(lang, s)}
                </option>
              ))}
            </select>
          </label>
          <Auction
            dealer={dealerOf(board)}
            calls={out.auction.map((a) => ({ seat: parseSeat(a.seat)!, call: a.call }))}
            turn={turn}
          />
          <BiddingBox
            allowed={ALL_CALL_CODES}
            onCall={(call) => {
              const seat = seatOverride || turn;
              if (seat) add({ seat, call });
              setSeatOverride('');
            }}
          />
        </section>
      )}
      {out && out.phase !== 'ended' && out.phase !== 'auction' && hands && (
        <section className="panel">
          <h2>{t('ruling.playCard')}</h2>
          <label className="field" style={{ maxWidth: '16rem' }}>
            <span>{t('ruling.fromHand')}</span>
            <select
              value={leadSeat}
              onChange={(e) => setLeadSeat(parseSeat(e.target.value) ?? 'W')}
              data-testid="ruling-lead-seat"
            >
              {SEATS.map((s) => (
                <option key={s} value={s}>
                  {seatName(lang, s)}
                  {turn === s ? ` (${t('ruling.inTurn')})` : ''}
                </option>
              ))}
            </select>
          </label>
          <div className="hand">
            {leadHand.map((c) => (
              <CardView key={c} card={c} onPlay={() => add({ seat: leadSeat, play: codeOf(c) })} />
            ))}
          </div>
          <h3>{t('ruling.claimHeading')}</h3>
          <div className="actions">
            <label className="field" style={{ maxWidth: '12rem' }}>
              <span>{t('ruling.claimBy')}</span>
              <select
                value={claimSeat || out.declarer || 'N'}
                onChange={(e) => setClaimSeat((parseSeat(e.target.value) ?? '') as Seat | '')}
                data-testid="ruling-claim-seat"
              >
                {SEATS.map((s) => (
                  <option key={s} value={s}>
                    {seatName(lang, s)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field" style={{ maxWidth: '10rem' }}>
              <span>{t('ruling.claimTricks')}</span>
              <input
                type="number"
                min={0}
                max={13}
                value={claimTricks}
                onChange={(e) => setClaimTricks(Math.max(0, Math.min(13, Number(e.target.value) || 0)))}
                data-testid="ruling-claim-tricks"
              />
            </label>
          </div>
          <fieldset className="panel" data-testid="ruling-claim-line">
            <legend>{t('ruling.line.heading')}</legend>
            {line.length ? (
              <ol data-testid="ruling-claim-line-steps">
                {line.map((x, i) => (
                  <li key={i}>{describeStep(x, lang, t)}</li>
                ))}
              </ol>
            ) : (
              <p className="muted">{t('ruling.line.none')}</p>
            )}
            <div className="actions">
              <label className="field" style={{ maxWidth: '14rem' }}>
                <span>{t('ruling.line.step')}</span>
                <select
                  value={stepKind}
                  onChange={(e) => {
                    setStepKind(e.target.value as (typeof STEP_KINDS)[number]);
                    setStepArg('');
                  }}
                  data-testid="ruling-step-kind"
                >
                  {STEP_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`ruling.line.kind.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              {stepNeedsSuit && (
                <select
                  value={stepArg || 'S'}
                  onChange={(e) => setStepArg(e.target.value)}
                  data-testid="ruling-step-suit"
                >
                  {SUITS.map((x) => (
                    <option key={x} value={x}>
                      {strainName(lang, x)}
                    </option>
                  ))}
                </select>
              )}
              {stepNeedsCard && (
                <select
                  value={stepArg || (sideCards[0] !== undefined ? codeOf(sideCards[0]) : '')}
                  onChange={(e) => setStepArg(e.target.value)}
                  data-testid="ruling-step-card"
                >
                  {sideCards.map((c) => (
                    <option key={c} value={codeOf(c)}>
                      {cardLabel(lang, c)}
                    </option>
                  ))}
                </select>
              )}
              <button type="button" className="secondary" data-testid="ruling-step-add" onClick={addStep}>
                {t('ruling.line.add')}
              </button>
              {line.length > 0 && (
                <button type="button" className="secondary" onClick={() => setLine([])}>
                  {t('ruling.line.clear')}
                </button>
              )}
            </div>
          </fieldset>
          <div className="actions">
            <button
              type="button"
              className="secondary"
              data-testid="ruling-claim"
              onClick={() => {
                add({ seat: claimer, claim: claimTricks, ...(line.length ? { line } : {}) });
                setLine([]);
              }}
            >
              {t('ruling.claimButton')}
            </button>
          </div>
        </section>
      )}
      {out && out.phase === 'play' && dummy && !pending && (
        <Law45DForm dummy={dummy} cards={dummyCards} onApply={(f) => add({ director: f })} />
      )}
      {out && out.phase === 'ended' && agreedBy.length > 0 && !pending && (
        <section className="panel" data-testid="ruling-withdraw">
          <h2>{t('ruling.withdrawHeading')}</h2>
          <div className="actions">
            {agreedBy.map((x) => (
              <button
                key={x}
                type="button"
                className="secondary"
                data-withdraw={x}
                onClick={() => add({ seat: x, agree: false })}
              >
                {t('ruling.withdrawAgreement', { seat: seatName(lang, x) })}
              </button>
            ))}
          </div>
        </section>
      )}
      {out && (
        <section className="panel" data-testid="ruling-questions">
          <h2>
            {t('ruling.questionHeading')} ({t('ruling.lawCited', { law: '20' })})
          </h2>
          <div className="actions">
            <label className="field" style={{ maxWidth: '12rem' }}>
              <span>{t('ruling.questionBy')}</span>
              <select
                value={asker}
                onChange={(e) => setQuestionSeat((parseSeat(e.target.value) ?? '') as Seat | '')}
                data-testid="ruling-question-seat"
              >
                {SEATS.map((s) => (
                  <option key={s} value={s}>
                    {seatName(lang, s)}
                  </option>
                ))}
              </select>
            </label>
            {out.phase !== 'ended' && (
              <>
                <button
                  type="button"
                  className="secondary"
                  data-question="review"
                  onClick={() => ask({ review: true })}
                >
                  {t('ruling.askReview')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  data-question="explain"
                  onClick={() => ask({ explain: true })}
                >
                  {t('ruling.askExplain')}
                </button>
              </>
            )}
            {correctable !== null && (
              <button
                type="button"
                className="secondary"
                data-question="correct"
                onClick={() => ask({ correct: correctable })}
              >
                {t('ruling.correctExplanation')}
              </button>
            )}
          </div>
          {unruledCorrection && (
            // Laws 75B/75C: the director finds whether the corrected explanation or the call was the mistake.
            <div className="actions" data-finding="mistakenExplanation">
              <span>{t('finding.mistakenExplanation')}</span>
              {[true, false].map((v) => (
                <button
                  key={String(v)}
                  type="button"
                  className="secondary"
                  data-value={v ? 'yes' : 'no'}
                  onClick={() => add({ director: { mistakenExplanation: v } })}
                >
                  {v ? t('common.yes') : t('common.no')}
                </button>
              ))}
            </div>
          )}
        </section>
      )}
      {out && out.phase !== 'ended' && (
        <div className="actions">
          <button
            type="button"
            className="secondary"
            data-testid="ruling-call-director"
            onClick={() => add({ director: {} })}
          >
            {t('common.callDirector')}
          </button>
        </div>
      )}

      {out && (
        <section className="panel" aria-live="polite" data-testid="ruling-result">
          <h2>
            {t('ruling.state')}: {tk(`phase.${out.phase}`)}
            {out.contract
              ? ` · ${contractText(out.contract, lang)}${out.declarer ? ` ${seatText(out.declarer)}` : ''}`
              : ''}
          </h2>
          {!pending && (
            <p className="muted" data-testid="no-pending">
              {t('ruling.noPending')}
            </p>
          )}
          {pending && (
            <div data-testid="pending" data-law={pending.law} data-kind={pending.kind}>
              <h3>{tk(known(`ruling.kind.${pending.kind}`) ? `ruling.kind.${pending.kind}` : 'ruling.kind.other')}</h3>
              {pending.message && <p data-testid="pending-message">{messageText(lang, tk, pending.message)}</p>}
              <p>{explain(pending.law)}</p>
              <p>
                <strong>{t('ruling.chooser')}:</strong> <span data-testid="chooser">{seatText(pending.chooser)}</span>
              </p>
              {pending.kind === 'claim' && pending.chooser && parseSeat(pending.chooser) ? (
                <div className="actions" role="group" aria-label={t('ruling.options')}>
                  {pending.options.map((o) => (
                    <button
                      key={o}
                      type="button"
                      data-claim-response={o}
                      onClick={() => add({ seat: pending.chooser, agree: o === 'agree' })}
                    >
                      {seatText(pending.chooser)}: {optionText(lang, tk, o, pending?.law)}
                    </button>
                  ))}
                  {/* The claimer's other opponent answers too (Law 69A: both defenders agree). */}
                  {claimSeatOf &&
                    SEATS.filter(
                      (x) =>
                        (SEATS.indexOf(x) - SEATS.indexOf(claimSeatOf)) % 2 !== 0 &&
                        x !== pending.chooser &&
                        !events.slice(lastClaim + 1).some((e) => e.seat === x && typeof e.agree === 'boolean'),
                    ).map((x) =>
                      pending.options.map((o) => (
                        <button
                          key={`${x}-${o}`}
                          type="button"
                          className="secondary"
                          data-claim-other={o}
                          onClick={() => add({ seat: x, agree: o === 'agree' })}
                        >
                          {seatText(x)}: {optionText(lang, tk, o, pending?.law)}
                        </button>
                      )),
                    )}
                </div>
              ) : (
                <>
                  <h3>{t('ruling.decide')}</h3>
                  {needs.map((n) => (
                    <fieldset key={n} className="seg" style={{ border: 0, padding: 0 }} data-finding={n}>
                      <legend>{tk(`finding.${n}`)}</legend>
                      <button
                        type="button"
                        aria-pressed={findings[n] === true ? 'true' : 'false'}
                        data-value="yes"
                        onClick={() => setFindings({ ...findings, [n]: true })}
                      >
                        {t('common.yes')}
                      </button>
                      <button
                        type="button"
                        aria-pressed={findings[n] === false ? 'true' : 'false'}
                        data-value="no"
                        onClick={() => setFindings({ ...findings, [n]: false })}
                      >
                        {t('common.no')}
                      </button>
                    </fieldset>
                  ))}
                  {playerActs ? (
                    // The player acts (e.g. the offender replaces his insufficient bid, 27B): the options say
                    // what each call leads to; a call named by the option is made with one click.
                    <ul data-testid="player-options">
                      {options.map((o) => {
                        const call = /^27B1\(a\):(.+)$/.exec(o)?.[1];
                        return (
                          <li key={o} data-option={o}>
                            {call && toCall(call) ? (
                              <button
                                type="button"
                                className="secondary"
                                onClick={() => add({ seat: pending.chooser, call })}
                              >
                                {optionText(lang, tk, o, pending?.law)}
                              </button>
                            ) : (
                              optionText(lang, tk, o, pending?.law)
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  ) : (
                    <>
                      {options.length > 0 && (
                        <fieldset className="seg" style={{ border: 0, padding: 0 }}>
                          <legend>{t('ruling.options')}</legend>
                          {options.map((o) => (
                            <button
                              key={o}
                              type="button"
                              aria-pressed={findings.option === o ? 'true' : 'false'}
                              data-option={o}
                              onClick={() => setFindings({ ...findings, option: o })}
                            >
                              {optionText(lang, tk, o, pending?.law)}
                            </button>
                          ))}
                        </fieldset>
                      )}
                      <div className="actions">
                        <button
                          type="button"
                          data-testid="apply-ruling"
                          disabled={Object.keys(findings).length === 0 && (needs.length > 0 || options.length > 0)}
                          onClick={() => add({ director: findings })}
                        >
                          {t('ruling.apply')}
                        </button>
                      </div>
                    </>
                  )}
                </>
              )}
            </div>
          )}
          {out.rulings.length > 0 && (
            <>
              <h3>{t('ruling.rulings')}</h3>
              <ul data-testid="rulings">
                {out.rulings.map((r, i) => (
                  <li key={i} data-law={r.law}>
                    {r.message && <p data-testid="ruling-message">{messageText(lang, tk, r.message)}</p>}
                    <p>{explain(r.law)}</p>
                    <ul>
                      {r.effects.map((e, j) => (
                        <li key={j} data-effect={e.kind}>
                          {effectText(e, seatText, tk, lang)} — {t('ruling.lawCited', { law: e.law })}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          )}
          {out.restrictions.length > 0 && (
            <>
              <h3>{t('ruling.restrictions')}</h3>
              <ul data-testid="restrictions">
                {out.restrictions.map((e, j) => (
                  <li key={j} data-effect={e.kind}>
                    {effectText(e, seatText, tk, lang)} — {t('ruling.lawCited', { law: e.law })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {out.penaltyCards.length > 0 && (
            <ul data-testid="penalty-cards">
              {out.penaltyCards.map((p, j) => {
                const c = toCard(p.card);
                return (
                  <li key={j}>
                    {seatText(p.seat)}: {c !== null ? <CardView card={c} small /> : p.card} —{' '}
                    {tk(p.major ? 'ruling.major' : 'ruling.minor')}
                  </li>
                );
              })}
            </ul>
          )}
          {out.phase === 'ended' && out.result && (
            <Note kind="ok">
              {out.contract ? contractText(out.contract, lang) : ''} {out.result}
            </Note>
          )}
        </section>
      )}
    </>
  );
}

function contractText(code: string, lang: Parameters<typeof contractLabel>[0]): string {
  const c = toContract(code);
  return c ? contractLabel(lang, c) : code;
}

/** Why the engine cannot record what was entered, in the user's language (its code and law, never its English). */
function refusal(e: { code: string; law?: string }, t: (k: TKey, o?: Record<string, unknown>) => string): string {
  const known = `err.code.${e.code}` in MESSAGES.en ? t(`err.code.${e.code}` as TKey) : t('ruling.cannotRecord');
  return e.law ? `${known} (${t('ruling.lawCited', { law: e.law })})` : known;
}
