/**
 * The online table: the compass layout (you at the bottom, partner across, opponents left and
 * right), the auction in the centre while it lasts and the trick after it, the bidding box under
 * your hand, and beside the table the auction box, the claim, the board's result and the
 * director. Every card shown comes from the server's per-recipient view (core/src/view).
 */
import type { ServerMessage, TableView, VulnerabilityCode } from '@stikk/server/api';
import {
  cardSuitIndex,
  parseCard,
  parseSeat,
  partner,
  playableCards,
  SEATS,
  sideOf,
  STRAINS,
  type Card,
  type Seat,
} from '@stikk/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { goToSeat, playerCode } from '../api/online-api.js';
import { TableSocket, type SocketStatus } from '../api/table-socket.js';
import { Auction } from '../components/Auction.js';
import { BiddingBox } from '../components/BiddingBox.js';
import { codeOf } from '../components/CardView.js';
import { ClaimLineEditor, type LineStep, stepText } from '../components/ClaimLine.js';
import { Compass, seatOf } from '../components/Compass.js';
import { HandRecord } from '../components/HandRecord.js';
import { dealtDeal } from '../deal-record.js';
import { Questions } from '../components/Questions.js';
import { RoundClock } from '../components/RoundClock.js';
import { EditionBadge } from '../components/EditionPicker.js';
import { Trick } from '../components/Trick.js';
import { PLAYER_CALL } from '../i18n/call-reasons.js';
import { callLabel, contractLabel, seatLabel, seatName } from '../i18n/cards.js';
import { formatNumber, type Lang, type TKey, useI18n } from '../i18n/index.js';
import { messageText } from '../i18n/messages.js';
import { obligationText } from '../i18n/play-obligation.js';
import { allowedCalls, cards, toCall, toCard, toContract } from '../model.js';
import { ErrorMessage, errorText, Note } from '../ui.js';

/** A board the table has finished, as dealt: shown under the next board with its double-dummy table and par. */
interface PreviousBoard {
  readonly board: number;
  readonly dealer: TableView['dealer'];
  readonly vulnerable: TableView['vulnerable'];
  readonly deal: string;
}

/** An ended board's double-dummy table and par, as the server sends them. */
type Analysis = Extract<ServerMessage, { type: 'analysis' }>;
/** How often an ended board's analysis is asked for again while the server does not show it yet (ms). */
const ANALYSIS_RETRY_MS = 15_000;

export type SendAct = (act: Parameters<TableSocket['act']>[0]) => void;

export function OnlineTable(props: {
  tableId: number;
  /** A seat token or code; `director` joins as the director; null watches as a kibitzer. */
  token: string | null;
  /** The director's tools under the table (the online director console). */
  tools?: (view: TableView, send: SendAct) => ReactNode;
}) {
  const { t, lang } = useI18n();
  const [view, setView] = useState<TableView | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [reject, setReject] = useState<string | null>(null);
  // The tricks a claim is for, once the player changes them; until then all the remaining tricks (as a claim
  // usually is: BBO's default). A default of 0 conceded every trick when the player only wrote his statement.
  const [claimTricks, setClaimTricks] = useState<number | null>(null);
  // A practice table: the next call replaces the player's own last one (Law 25; after misinformation, 21B1).
  const [changing, setChanging] = useState(false);
  const [statement, setStatement] = useState('');
  const [line, setLine] = useState<LineStep[]>([]);
  const [showLast, setShowLast] = useState(false);
  const sock = useRef<TableSocket | null>(null);
  // An ended board's double-dummy table and par, once the server shows them (null: not yet).
  const [analysis, setAnalysis] = useState<{ board: number; record: Analysis | null } | null>(null);
  // Law 25A: the undo offer whose window has closed on this page (its `until`): the button goes without a reload.
  const [undoShut, setUndoShut] = useState<string | null>(null);
  const undoOffer = view?.undo ?? null;
  useEffect(() => {
    if (!undoOffer) return;
    // The server's deadline by this page's clock, but never longer than the window from now: a page whose clock is
    // behind the server's does not offer an undo the server would refuse as too late.
    const left = Math.min(Date.parse(undoOffer.until) - Date.now(), undoOffer.windowMs);
    if (!(left > 0)) {
      setUndoShut(undoOffer.until);
      return;
    }
    const timer = setTimeout(() => setUndoShut(undoOffer.until), left);
    return () => clearTimeout(timer);
  }, [undoOffer]);
  // Seats seen connected since this page opened: one that leaves has dropped, not merely not come.
  const seen = useRef(new Set<Seat>());
  useEffect(() => {
    const join =
      props.token === 'director'
        ? { as: 'director' as const }
        : props.token
          ? { token: props.token }
          : { as: 'kibitzer' as const };
    const s = new TableSocket(props.tableId, join, {
      onView: (v) => {
        for (const x of v.seatsTaken) seen.current.add(x);
        setView(v);
        setReject(null);
      },
      onReject: (code, message, law) =>
        setReject(`${errorText(t, code, message || code)}${law ? ` — ${t('common.lawN', { law })}` : ''}`),
      onStatus: setStatus,
      onAnalysis: (board, record) => setAnalysis({ board, record }),
    });
    sock.current = s;
    (window as unknown as { stikkSocket?: TableSocket }).stikkSocket = s;
    return () => s.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.tableId, props.token]);

  const me = view && view.viewer !== 'kibitzer' && view.viewer !== 'director' ? seatOf(view.viewer) : null;
  const current = view?.tricks.length ? view.tricks[view.tricks.length - 1] : null;
  const inProgress = current && current.winner === null ? current : null;
  const lastDone = [...(view?.tricks ?? [])].reverse().find((x) => x.winner !== null) ?? null;
  const ledSuit = inProgress && inProgress.cards.length ? cardSuitIndex(toCard(inProgress.cards[0].card) ?? 0) : null;

  // The cards this viewer may play now: the core's Law 44C over the visible hand, intersected with the server's list.
  const playable = useMemo(() => {
    const out = new Set<Card>();
    // Nothing can be sent while the connection is down: no card is offered until the rejoin.
    if (
      status !== 'open' ||
      !view ||
      !me ||
      (view.phase !== 'play' && view.phase !== 'clarification') ||
      !view.turn ||
      // A disputed claim at a table without a director: play continues (Law 68D2).
      (view.claim && !(!view.director && view.pending?.kind === 'claim-disputed'))
    )
      return out;
    if (view.irregularities === 'allow') {
      // A practice table is a real table: any card of one's own hand (declarer's: dummy's too, once faced) may
      // be played, in turn or not, following suit or not; the director rules on what follows.
      for (const seat of [me, ...(me === view.declarer && view.dummy ? [parseSeat(view.dummy)!] : [])])
        for (const c of cards(view.hands[seat] ?? undefined)) out.add(c);
      return out;
    }
    const turn = parseSeat(view.turn)!;
    const actor = view.dummy && turn === view.dummy ? view.declarer : turn;
    if (actor !== me) return out;
    const hand = cards(view.hands[turn] ?? undefined);
    const srv = new Set(view.legalCards);
    for (const c of playableCards(hand, ledSuit)) if (srv.has(codeOf(c))) out.add(c);
    return out;
  }, [view, me, ledSuit, status]);

  // The last board this page saw end, as dealt: shown under the next board with its analysis, which after an
  // agreed claim the server gives only once the table has moved on (Law 69B), so that players see it at all.
  const [previous, setPrevious] = useState<PreviousBoard | null>(null);
  const endedDeal = view && view.phase === 'ended' && view.board !== null ? dealtDeal(view) : null;
  useEffect(() => {
    if (!view || view.board === null || endedDeal === null || previous?.board === view.board) return;
    setPrevious({ board: view.board, dealer: view.dealer, vulnerable: view.vulnerable, deal: endedDeal });
  }, [view, endedDeal, previous]);
  // Asked for once the board has ended, or for the previous board while its analysis is not known yet; while
  // the server does not show it yet (played at other tables of the session, or the board could still change),
  // asked again every so often.
  const endedBoard = view && view.phase === 'ended' ? view.board : null;
  const previousShown = previous && view && view.board !== previous.board ? previous : null;
  const wanted = endedBoard ?? previousShown?.board ?? null;
  // Moving on may be what makes the previous board's analysis available: asked again at once then.
  const currentBoard = view?.board ?? null;
  useEffect(() => {
    if (wanted === null || status !== 'open') return;
    const known = analysis?.board === wanted ? analysis : null;
    if (known?.record) return;
    const timer = setTimeout(() => sock.current?.askAnalysis(wanted), known ? ANALYSIS_RETRY_MS : 0);
    return () => clearTimeout(timer);
  }, [wanted, status, analysis, currentBoard]);
  const shownAnalysis = analysis && analysis.board === endedBoard ? analysis.record : null;
  const previousAnalysis = previousShown && analysis?.board === previousShown.board ? analysis.record : null;
  // A number of tricks chosen on one board is not the next board's default.
  const boardNumber = view?.boardNumber;
  useEffect(() => {
    if (boardNumber !== undefined) setClaimTricks(null);
  }, [boardNumber]);

  if (!view)
    return status === 'refused' ? (
      <p className="msg error" role="alert" data-testid="join-refused">
        {t('online.joinRefused')} {reject}
      </p>
    ) : (
      <p>
        {t('common.loading')} <span className={`status ${status}`}>{statusText(t, status)}</span>
        {reject && <ErrorMessage error={reject} />}
      </p>
    );
  const contract = toContract(view.contract);
  const live = status === 'open';
  const send: SendAct = (act) => {
    setReject(null);
    // Not connected (the socket is rejoining): the act cannot be sent; say so rather than drop it.
    if (!sock.current?.act(act)) setReject(statusText(t, sock.current ? 'connecting' : 'closed'));
  };
  // A practice table offers every call at any time, as a bidding box does; elsewhere the core's legal calls.
  const practice = view.irregularities === 'allow';
  // A change of one's last call: at a practice table; elsewhere while the director is at the table (after he found
  // misinformation, Law 21B1 lets the misinformed player change it; the server refuses any other change, Law 25).
  const canChange =
    !!me && view.phase === 'auction' && view.auction.some((c) => c.seat === me) && (practice || view.directorCalls > 0);
  const allowed =
    me && view.phase === 'auction'
      ? practice || (changing && canChange)
        ? ALL_CALLS
        : allowedCalls(view.dealer, view.auction, me, view.legalCalls)
      : new Set<string>();
  const dummy = seatOf(view.dummy);
  const turn = seatOf(view.turn);
  const declarer = seatOf(view.declarer);
  const claimer = seatOf(view.claim?.seat);
  // A table without a director (its creator plays): a disputed claim is withdrawn and play continues (Law 68D2).
  const playsOn = !view.director && view.pending?.kind === 'claim-disputed';
  const playsOnLaw = t('common.lawN', { law: view.edition === '2017' ? '68D2(b)' : '68D' });
  const isOpponentOfClaimer = me !== null && claimer !== null && me !== claimer && partner(claimer) !== me;
  const remaining = me ? view.handSizes[me] : 0;
  const canClaim = me && view.phase === 'play' && !view.claim && declarer && (me === declarer || dummy !== me);
  const inPlay = view.phase === 'play' || view.phase === 'clarification' || view.phase === 'ended';
  const shownTrick = showLast && lastDone ? lastDone : (inProgress ?? lastDone);
  const present = new Set(view.seatsTaken.map((s) => parseSeat(s)!));
  const dropped = new Set([...seen.current].filter((s) => !present.has(s)));
  const auction = (
    <Auction
      dealer={parseSeat(view.dealer)!}
      calls={view.auction.map((c) => ({ ...c, seat: parseSeat(c.seat)! }))}
      turn={view.phase === 'auction' ? turn : null}
    />
  );
  // A lead out of turn awaiting the ruling lies face up (Laws 54, 53–56; on a practice table): drawn in front of its
  // player, in place of the trick he led out of turn to.
  const faceUp = showLast || inProgress ? null : outOfTurnCard(view);
  const centre =
    view.phase === 'auction' ? (
      auction
    ) : (
      <Trick
        cards={faceUp ? [faceUp] : (shownTrick?.cards.map((c) => ({ seat: parseSeat(c.seat)!, card: c.card })) ?? [])}
        bottom={me ?? 'S'}
        winner={!faceUp && shownTrick?.winner ? parseSeat(shownTrick.winner)! : null}
        {...(faceUp ? { outOfTurn: faceUp.seat } : {})}
        label={showLast && lastDone ? t('table.lastTrick') : t('table.trick')}
      />
    );
  const side = declarer ? (declarer === 'N' || declarer === 'S' ? 'NS' : 'EW') : null;

  return (
    <div
      className="online-table"
      data-testid="online-table"
      data-phase={view.phase}
      data-version={view.version}
      data-declarer={view.declarer ?? ''}
      data-seat={me ?? ''}
    >
      <div className="info-bar">
        <strong>
          {t('common.tableN', { n: view.tableId })} · {t('common.boardN', { n: view.boardNumber })}
        </strong>
        <span>
          {t('common.dealer')}: {seatLabel(lang, view.dealer)}
        </span>
        <span className={`vul-${view.vulnerable}`} data-testid="vulnerability">
          {t(`common.vul.${view.vulnerable as VulnerabilityCode}`)}
        </span>
        {me ? (
          <span data-testid="me">{t('table.youAre', { seat: seatName(lang, me) })}</span>
        ) : (
          <span data-testid="me">{view.viewer === 'director' ? t('nav.director') : t('table.watch')}</span>
        )}
        {practice && (
          <span className="badge warn" data-testid="practice-table" title={t('online.irregularAllowed')}>
            {t('online.irregularAllowed')}
          </span>
        )}
        <EditionBadge edition={view.edition} />
        {view.roundEndsAt && <RoundClock endsAt={view.roundEndsAt} />}
        <span className={`status ${status}`} data-testid="conn">
          {statusText(t, status)}
        </span>
        {contract && declarer && (
          <span data-testid="contract">
            {t('table.contractBy', { contract: contractLabel(lang, contract), declarer: seatName(lang, declarer) })}
          </span>
        )}
        <span
          data-testid="tricks-won"
          title={
            side
              ? t('online.tricksDeclarer', {
                  won: view.tricksWon[side],
                  lost: view.tricksWon[side === 'NS' ? 'EW' : 'NS'],
                })
              : undefined
          }
        >
          {t('table.tricksWon', { nsPair: view.tricksWon.NS, ewPair: view.tricksWon.EW })}
        </span>
      </div>
      {turn && view.phase !== 'ended' && !view.pending && (
        <p className="msg info" aria-live="polite" data-testid="turn">
          {turnText(t, lang, turn, me, declarer, dummy)}
        </p>
      )}
      {playsOn && (
        <p className="msg info" aria-live="polite" data-testid="claim-plays-on">
          {t('online.claimPlaysOn', { law: playsOnLaw })}
        </p>
      )}
      {view.pending && !playsOn && (
        <p className="msg warn" aria-live="polite" data-testid="table-waits">
          {/* A claim waits for the players' answers, not for the director (Laws 68–69): said so. */}
          {waitsText(t, lang, view.pending)} ({t('common.lawN', { law: view.pending.law })})
          {/* What happened, in words (e.g. the insufficient bid, which no longer stands in the auction box). */}
          {view.pending.message && (
            <span data-testid="pending-message">
              {' '}
              {messageText(lang, (k, o) => t(k as TKey, o), view.pending.message)}
            </span>
          )}
        </p>
      )}
      {/* A lead out of turn: the player the laws let choose (declarer, Law 54) chooses here, among the options. */}
      {me && live && view.pending && view.pending.chooser === me && LEADS_OUT_OF_TURN.has(view.pending.kind) && (
        <section className="panel" data-testid="lead-choice">
          <p>{t('online.leadChoice', { law: t('common.lawN', { law: view.pending.law }) })}</p>
          <div className="actions">
            {view.pending.options.map((o) => (
              <button key={o} type="button" data-option={o} onClick={() => send({ choose: o })}>
                {t(`option.${o}` as TKey)}
              </button>
            ))}
          </div>
        </section>
      )}
      {view.phase === 'auction' && view.undone.length > 0 && (
        <ul className="msg info undone" aria-live="polite" data-testid="undone">
          {view.undone.map((u, i) => (
            <li key={i}>
              {t('online.undone', {
                seat: seatName(lang, parseSeat(u.seat)!),
                call: callText(lang, u.call),
                law: t('common.lawN', { law: '25A' }),
              })}
            </li>
          ))}
        </ul>
      )}
      {reject && <ErrorMessage error={`${t('common.refused', { reason: reject })}`} />}
      <div className="online-grid">
        <div className="online-main">
          <Compass
            bottom={me ?? 'S'}
            me={me}
            info={{
              hands: view.hands,
              handSizes: view.handSizes,
              vulnerable: view.vulnerable,
              // While a claim is considered play stops (Laws 68D, 69): nobody is to act, dummy's seat least of all.
              turn: view.phase === 'ended' || (view.claim && !playsOn) ? null : turn,
              declarer,
              dummy,
              present,
              dropped,
              claimer,
              faceUp: faceUpBySeat(view),
              exposed: exposedBySeat(view, faceUp?.card ?? null),
            }}
            playable={playable}
            onPlay={(_seat, c) => send({ play: codeOf(c) })}
            centre={centre}
            {...(lastDone ? { onLastTrick: () => setShowLast((x) => !x) } : {})}
          />
          {/* The core's view offers only what the laws allow (a penalty card, a lead or play restriction): say why. */}
          {view.legalLaw && playable.size > 0 && (
            <p className="msg info" data-testid="play-obligation" data-law={view.legalLaw}>
              {obligationText(t, lang, view.legalLaw, view.legalCards, !inProgress || inProgress.cards.length === 0)}
            </p>
          )}
          {view.phase === 'auction' &&
            me &&
            (practice || (turn === me && !view.pending) || (changing && canChange)) &&
            live && (
              <BiddingBox
                allowed={allowed}
                onCall={(call, alert, explanation) => {
                  send({
                    call,
                    ...(alert ? { alert: true, explanation } : {}),
                    ...(changing ? { change: true } : {}),
                  });
                  setChanging(false);
                }}
              />
            )}
          {canChange && live && (
            <label className="check">
              <input
                type="checkbox"
                data-testid="change-call"
                checked={changing}
                onChange={(e) => setChanging(e.target.checked)}
              />
              {t('online.changeCall')}
            </label>
          )}
          {/* Law 25A online: one's own call made by a slip, taken back before anyone else calls, while the server
              offers it (`view.undo`: not once another has called, nor while a ruling is pending); the offer goes
              when its window closes, as the server then refuses it as too late. */}
          {view.phase === 'auction' && me && live && view.undo && undoShut !== view.undo.until && (
            <button type="button" className="secondary" data-testid="undo-call" onClick={() => send({ undo: true })}>
              {t('online.undoCall')}
            </button>
          )}
          {me && <p className="muted keys">{t('online.keys')}</p>}
        </div>
        <aside className="online-side">
          {inPlay && (
            <>
              {auction}
              {lastDone && (
                <button
                  type="button"
                  className="secondary"
                  data-testid="last-trick"
                  aria-pressed={showLast}
                  onClick={() => setShowLast((x) => !x)}
                >
                  {showLast ? t('online.lastTrickHide') : t('online.lastTrickShow')}
                </button>
              )}
            </>
          )}
          {view.claim && claimer && (
            <section className="panel" data-testid="claim">
              <p>
                <strong>{t('table.claimBy', { seat: seatName(lang, claimer), tricks: view.claim.tricks })}</strong>
              </p>
              {view.claim.statement && <p>“{view.claim.statement}”</p>}
              {view.claimLine && view.claimLine.length > 0 && (
                <p data-testid="claim-line-shown">
                  {t('online.claimLine')} {view.claimLine.map((x) => stepText(t, lang, x as LineStep)).join(', ')}
                </p>
              )}
              {view.hands[claimer] && <p className="muted">{t('online.claimShown')}</p>}
              {/* Who has answered so far, for every seat: the opponents' agreement (Law 69A) and the claimer's partner's
                  concurrence or objection (68B2) are public, as the claim is. */}
              <ul className="claim-answers" data-testid="claim-answers">
                {claimAnswerers(claimer, dummy).map((seat) => {
                  const answer = claimAnswer(view, seat);
                  return (
                    <li key={seat} data-seat={seat} data-answer={answer}>
                      {seatName(lang, seat)}: {t(`online.claimAnswer.${answer}`)}
                    </li>
                  );
                })}
              </ul>
              {isOpponentOfClaimer ? (
                <ClaimAnswerButtons
                  ids={['claim-agree', 'claim-dispute']}
                  agree={t('table.claimAgree')}
                  disagree={t('table.claimDispute')}
                  send={send}
                />
              ) : me !== null && me === partner(claimer) && me !== dummy && claimAnswer(view, me) === 'waiting' ? (
                // The claimer's partner, a defender: he may object at once (Law 68B2), or say he concurs.
                <ClaimAnswerButtons
                  ids={['claim-concur', 'claim-object']}
                  agree={t('table.claimAgree')}
                  disagree={t('online.claimObject', { law: t('common.lawN', { law: '68B2' }) })}
                  send={send}
                />
              ) : me !== null ? (
                <p className="muted">{t('table.claimWaiting')}</p>
              ) : null}
            </section>
          )}
          {canClaim && (
            <details className="panel">
              <summary>{t('table.claim')}</summary>
              <p className="muted">{t('law.68.text')}</p>
              <label className="field">
                <span>{t('table.claimTricks', { remaining })}</span>
                <input
                  type="number"
                  min={0}
                  max={remaining}
                  value={claimTricks ?? remaining}
                  onChange={(e) => setClaimTricks(Number(e.target.value))}
                  data-testid="claim-tricks"
                />
              </label>
              <label className="field">
                <span>{t('table.claimStatement')}</span>
                <textarea
                  value={statement}
                  onChange={(e) => setStatement(e.target.value)}
                  data-testid="claim-statement"
                />
              </label>
              <ClaimLineEditor
                hand={[
                  ...(view.hands[me] ?? []),
                  ...(me === declarer && dummy ? (view.hands[dummy] ?? []) : []),
                ].filter((c) => parseCard(c).ok)}
                line={line}
                onChange={setLine}
              />
              <button
                type="button"
                data-testid="claim-submit"
                disabled={!statement.trim()}
                onClick={() => {
                  send({
                    claim: claimTricks ?? remaining,
                    statement: statement.trim(),
                    ...(line.length ? { line: line.map((x) => ({ ...x })) } : {}),
                  });
                  // A later claim (another board) starts afresh.
                  setLine([]);
                  setStatement('');
                  setClaimTricks(null);
                }}
              >
                {t('table.claimSubmit')}
              </button>
            </details>
          )}
          {view.agreedClaim && me && me !== dummy && sideOf(me) !== sideOf(parseSeat(view.agreedClaim.seat)!) && (
            <section className="panel" data-testid="withdraw-panel">
              <p className="muted">
                {t('online.withdrawHelp', {
                  seat: seatName(lang, parseSeat(view.agreedClaim.seat)!),
                  tricks: view.agreedClaim.tricks,
                })}
              </p>
              <button
                type="button"
                className="danger"
                data-testid="withdraw-agreement"
                onClick={() => send({ agree: false })}
              >
                {t('online.withdrawAgreement')}
              </button>
            </section>
          )}
          {view.phase === 'ended' && (
            <section className="panel" data-testid="board-over">
              <h2>{t('table.boardOver')}</h2>
              {contract && declarer && view.result !== null && view.score ? (
                <p data-testid="final-score" data-ns={view.score.NS}>
                  {t('table.final', {
                    contract: contractLabel(lang, contract),
                    declarer: seatName(lang, declarer),
                    // The number only: the sentence names the tricks itself.
                    tricks: formatNumber(
                      lang,
                      (contract.passedOut ? 0 : contract.level + 6) + resultDelta(view.result),
                    ),
                    score: `${t('common.scoreNS')} ${formatNumber(lang, view.score.NS)}`,
                  })}
                </p>
              ) : contract?.passedOut ? (
                <p data-testid="final-score" data-ns="0">
                  {contractLabel(lang, contract)}
                </p>
              ) : null}
            </section>
          )}
          {/* The board as dealt (all hands, the played cards back in them), as players look it over afterwards. */}
          {view.phase === 'ended' && view.board !== null && dealtDeal(view) && (
            <details className="online-hand-record" data-testid="online-hand-record" open>
              <summary>{t('results.handRecords')}</summary>
              <HandRecord
                record={{
                  board: view.board,
                  dealer: view.dealer,
                  vulnerable: view.vulnerable as VulnerabilityCode,
                  deal: dealtDeal(view)!,
                  dd: shownAnalysis?.dd ?? null,
                  par: shownAnalysis?.par ?? null,
                }}
              />
              {!shownAnalysis && (
                <p className="muted" data-testid="dd-later">
                  {/* After an agreed claim the analysis waits for the table to move on (Law 69B), not for others. */}
                  {view.agreedClaim ? t('online.ddAfterClaim') : t('results.ddLater')}
                </p>
              )}
            </details>
          )}
          {previousShown && (
            <details className="online-hand-record" data-testid="previous-board" data-board={previousShown.board}>
              <summary>{t('online.previousBoard', { n: previousShown.board })}</summary>
              <HandRecord
                record={{
                  board: previousShown.board,
                  dealer: previousShown.dealer,
                  vulnerable: previousShown.vulnerable as VulnerabilityCode,
                  deal: previousShown.deal,
                  dd: previousAnalysis?.dd ?? null,
                  par: previousAnalysis?.par ?? null,
                }}
              />
              {!previousAnalysis && (
                <p className="muted" data-testid="previous-dd-later">
                  {t('results.ddLater')}
                </p>
              )}
            </details>
          )}
          {me && view.phase !== 'ended' && <Questions view={view} me={me} live={live} send={send} />}
          <div className="actions">
            {me && !view.director && (
              <p className="msg info" role="status" data-testid="no-director">
                {t('online.noDirector', { law: t('common.lawN', { law: '81' }) })}
              </p>
            )}
            {me && view.director && (
              <button
                type="button"
                className="danger"
                data-testid="call-director"
                onClick={() => send({ directorCall: PLAYER_CALL })}
              >
                {t('common.callDirector')}
              </button>
            )}
            {view.directorCalls > 0 && <Note kind="ok">{t('common.directorCalled')}</Note>}
          </div>
          {view.phase === 'ended' && view.nextBoard === null && me && playerCode() && (
            <div className="actions">
              <button
                type="button"
                data-testid="next-round"
                onClick={async () => {
                  const r = await goToSeat(playerCode()!);
                  if (!r.ok || r.tableId === view.tableId) setReject(t('online.roundWait'));
                }}
              >
                {t('online.nextRound')}
              </button>
            </div>
          )}
          {view.phase === 'ended' && view.nextBoard !== null && me && (
            <div className="actions">
              <button type="button" data-testid="next-board" onClick={() => send({ next: true })}>
                {t('common.next')}: {t('common.boardN', { n: view.nextBoard })}
              </button>
            </div>
          )}
          {props.tools?.(view, send)}
        </aside>
      </div>
    </div>
  );
}

/**
 * A player's two answers to a claim: agree (or concur), and dispute (or object), which calls the director. `ids` are
 * the buttons' test ids, agree first.
 */
function ClaimAnswerButtons(props: { ids: readonly [string, string]; agree: string; disagree: string; send: SendAct }) {
  return (
    <div className="actions">
      <button type="button" data-testid={props.ids[0]} onClick={() => props.send({ agree: true })}>
        {props.agree}
      </button>
      <button type="button" className="danger" data-testid={props.ids[1]} onClick={() => props.send({ agree: false })}>
        {props.disagree}
      </button>
    </div>
  );
}

/** Every call of the bidding box (a practice table offers them all: online/irregularities.ts on the server). */
const ALL_CALLS: ReadonlySet<string> = new Set([
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => STRAINS.map((s) => `${l}${s}`)),
  'P',
  'X',
  'XX',
]);

/**
 * Who answers a claim by `claimer`: his opponents but dummy (Law 69A), and his partner unless dummy (a defender's
 * partner may object, 68B2), in seat order.
 */
function claimAnswerers(claimer: Seat, dummy: Seat | null): Seat[] {
  return SEATS.filter((s) => s !== claimer && s !== dummy);
}

/** What `seat` has answered to the claim standing: agreed, disputed (the director is called) or not yet. */
function claimAnswer(view: TableView, seat: Seat): 'agreed' | 'disputed' | 'waiting' {
  if (view.claim?.agreed?.includes(seat)) return 'agreed';
  const p = view.pending;
  if (p?.kind === 'claim-disputed' && p.message?.params.seat === seat) return 'disputed';
  return 'waiting';
}

/** A call as the player's language writes it (its text as sent when it does not parse). */
function callText(lang: ReturnType<typeof useI18n>['lang'], call: string): string {
  const c = toCall(call);
  return c ? callLabel(lang, c) : call;
}

/**
 * The card led out of turn that the table waits on (its pending irregularity names the player and the card, which
 * lies face up among the exposed cards: Laws 54, 53–56), or null.
 */
function outOfTurnCard(view: TableView): { seat: Seat; card: string } | null {
  const p = view.pending;
  if (!p || !LEADS_OUT_OF_TURN.has(p.kind) || !p.message) return null;
  const params = p.message.params as Record<string, unknown>;
  const seat = parseSeat(String(params.seat ?? params.offender ?? ''));
  const card = typeof params.card === 'string' ? params.card : null;
  if (!seat || card === null || !view.exposed.includes(card)) return null;
  return { seat, card };
}

/** The penalty cards on the table by seat (Laws 24, 49–52): public, so drawn face up for every viewer. */
function faceUpBySeat(view: TableView): Partial<Record<Seat, { card: string; major: boolean }[]>> {
  const out: Partial<Record<Seat, { card: string; major: boolean }[]>> = {};
  for (const p of view.penaltyCards) {
    const seat = parseSeat(p.seat);
    if (seat) (out[seat] ??= []).push({ card: p.card, major: p.major });
  }
  return out;
}

/**
 * The exposed cards that are not penalty cards, by seat (Law 24 during the auction, Laws 48–50 in play until the
 * director rules): public, so drawn face up for every viewer. `centre` is a card drawn in the trick's place instead.
 */
function exposedBySeat(view: TableView, centre: string | null): Partial<Record<Seat, string[]>> {
  const out: Partial<Record<Seat, string[]>> = {};
  for (const x of view.exposedBy ?? []) {
    const seat = parseSeat(x.seat);
    if (!seat || x.card === centre || view.penaltyCards.some((p) => p.card === x.card)) continue;
    (out[seat] ??= []).push(x.card);
  }
  return out;
}

/** The pending irregularities of a card led or played out of turn (core and laws alike name them so). */
const LEADS_OUT_OF_TURN: ReadonlySet<string> = new Set(['opening-lead-out-of-turn', 'lead-out-of-turn']);

/**
 * What the table waits for: the players' answers to a claim (Laws 68–69), the choice of a lead out of turn that a
 * player at the table makes (declarer, Law 54: the director is not ruling then), else the director's ruling.
 */
function waitsText(
  t: (k: TKey, o?: Record<string, unknown>) => string,
  lang: Lang,
  pending: { readonly kind: string; readonly chooser?: string | null },
): string {
  if (pending.kind === 'claim') return t('online.claimWaits');
  const chooser = pending.chooser ? parseSeat(pending.chooser) : null;
  if (LEADS_OUT_OF_TURN.has(pending.kind) && chooser) return t('online.choiceWaits', { seat: seatName(lang, chooser) });
  return t('online.tableWaits');
}

const resultDelta = (r: string): number => (r === '=' ? 0 : Number(r));

export function statusText(t: ReturnType<typeof useI18n>['t'], s: SocketStatus): string {
  if (s === 'refused') return t('online.joinRefused');
  return s === 'open' ? t('common.connected') : s === 'connecting' ? t('common.reconnecting') : t('common.offline');
}

/**
 * Whose turn, said to this player. At dummy's turn (Law 45A) declarer is told to play from dummy, dummy's own
 * player that declarer plays his cards (he plays none: Law 45F, so none is offered), the defenders who plays.
 */
function turnText(
  t: ReturnType<typeof useI18n>['t'],
  lang: ReturnType<typeof useI18n>['lang'],
  turn: Seat,
  me: Seat | null,
  declarer: Seat | null,
  dummy: Seat | null,
): string {
  if (turn === dummy && declarer) {
    if (me === declarer) return t('table.turnFromDummy', { seat: seatName(lang, dummy) });
    if (me === dummy)
      return t('table.dummyPlaysNone', { seat: seatName(lang, declarer), law: t('common.lawN', { law: '45' }) });
    return t('table.turnDummy', { seat: seatName(lang, declarer) });
  }
  return turn === me ? t('table.yourTurn') : t('table.turn', { seat: seatName(lang, turn) });
}
