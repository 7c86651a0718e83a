import type { OnlineTableCreated, SeatCode, TableView, VulnerabilityCode } from '@stikk/server/api';
import { cardSuitIndex, parseSeat, partner, playableCards, SEATS, type Card, type Seat } from '@stikk/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { TableSocket, type SocketStatus } from '../api/table-socket.js';
import { Auction } from '../components/Auction.js';
import { BiddingBox } from '../components/BiddingBox.js';
import { codeOf } from '../components/CardView.js';
import { Hand } from '../components/Hand.js';
import { Trick } from '../components/Trick.js';
import { contractLabel, seatLabel, seatName } from '../i18n/cards.js';
import { formatNumber, useI18n } from '../i18n/index.js';
import { allowedCalls, cards, toCard, toContract } from '../model.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, errorText, Note, useLoad } from '../ui.js';

export function OnlinePage(props: { tableId: number | null; token: string | null }) {
  if (props.tableId && props.token)
    return <OnlineTable key={`${props.tableId}/${props.token}`} tableId={props.tableId} token={props.token} />;
  if (props.tableId) return <OnlineTable key={`${props.tableId}/watch`} tableId={props.tableId} token={null} />;
  return <Lobby />;
}

function Lobby() {
  const { t, lang } = useI18n();
  const [tableId, setTableId] = useState('');
  const [token, setToken] = useState('');
  const [created, setCreated] = useState<OnlineTableCreated | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const [boards, setBoards] = useState('1');
  const [openSeats, setOpenSeats] = useState(false);
  return (
    <>
      <h1>{t('table.title')}</h1>
      <form
        className="panel"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(`/online/${Number(tableId)}/${encodeURIComponent(token.trim())}`);
        }}
      >
        <h2>{t('table.sitDown')}</h2>
        <label className="field">
          <span>{t('common.table')}</span>
          <input
            name="table"
            inputMode="numeric"
            required
            value={tableId}
            onChange={(e) => setTableId(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('table.seatCode')}</span>
          <input name="token" required autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
        </label>
        <button type="submit">{t('table.sitDown')}</button>
      </form>
      <TableList />
      <section className="panel">
        <h2>{t('director.onlineTables')}</h2>
        <label className="field">
          <span>{t('common.board')}</span>
          <input name="boards" value={boards} onChange={(e) => setBoards(e.target.value)} />
        </label>
        <label className="check">
          <input
            type="checkbox"
            data-testid="open-seats"
            checked={openSeats}
            onChange={(e) => setOpenSeats(e.target.checked)}
          />
          {t('table.openSeats')}
        </label>
        <ErrorMessage error={error} />
        <button
          type="button"
          data-testid="create-online"
          onClick={async () => {
            const list = boards
              .split(/[ ,]+/)
              .map(Number)
              .filter((n) => Number.isInteger(n) && n > 0);
            const r = await api.createOnlineTable({
              boards: list.length ? list : [1],
              ...(openSeats ? { openSeats: [...SEATS] } : {}),
            });
            if (r.ok) setCreated(r.value);
            else setError(r.error);
          }}
        >
          {t('director.onlineTables')} +
        </button>
        {created && (
          <table className="data" data-testid="seat-links">
            <caption>
              {t('director.seatCodes')} — {t('common.tableN', { n: created.id })}
            </caption>
            <tbody>
              {SEATS.map((s) => (
                <tr key={s}>
                  <th scope="row">{seatName(lang, s)}</th>
                  <td>
                    <a href={href(`/online/${created.id}/${encodeURIComponent(created.tokens[s])}`)} data-seat={s}>
                      {created.tokens[s]}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * Tables the caller may join or watch (the server lists no others): take an open seat, return to one's own, watch,
 * direct.
 */
function TableList() {
  const { t, lang } = useI18n();
  const list = useLoad(() => api.onlineTables(), [], 5000);
  const [error, setError] = useState<HttpError | null>(null);
  if (!list.value || list.value.length === 0) return null;
  // Claiming binds the seat to this account and gives a fresh seat token (the seat's link).
  const sit = async (id: number, s: SeatCode) => {
    const r = await api.claimSeat(id, { seat: s });
    if (r.ok) navigate(`/online/${id}/${encodeURIComponent(r.value.token)}`);
    else setError(r.error);
  };
  return (
    <section className="panel">
      <h2>{t('director.onlineTables')}</h2>
      <ErrorMessage error={error} />
      <table className="data" data-testid="online-tables">
        <tbody>
          {list.value.map((x) => (
            <tr key={x.id}>
              <td>
                {t('common.tableN', { n: x.id })} — {x.name}
              </td>
              <td>
                {t('common.boardN', { n: x.board })} · {t(`phase.${x.phase}`)}
              </td>
              <td>{x.seatsTaken.map((s) => seatLabel(lang, parseSeat(s)!)).join(' ')}</td>
              <td>
                {x.mySeat && (
                  <button type="button" data-testid="my-seat" onClick={() => void sit(x.id, x.mySeat!)}>
                    {t('table.mySeat', { seat: seatName(lang, parseSeat(x.mySeat)!) })}
                  </button>
                )}
                {x.openSeats.map((s) => (
                  <button type="button" key={s} data-testid="take-seat" data-seat={s} onClick={() => void sit(x.id, s)}>
                    {t('table.takeSeat', { seat: seatName(lang, parseSeat(s)!) })}
                  </button>
                ))}{' '}
                <a href={href(`/online/${x.id}`)}>{t('table.watch')}</a>
                {x.director && (
                  <>
                    {' '}
                    · <a href={href(`/online/${x.id}/director`)}>{t('nav.director')}</a> ·{' '}
                    <a href={href(`/director/ruling?table=${x.id}&board=${x.board}`)} data-testid="online-ruling">
                      {t('ruling.title')}
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Where `me` sits on screen: at the bottom; dummy opposite or beside. */
function OnlineTable(props: { tableId: number; token: string | null }) {
  const { t, lang } = useI18n();
  const [view, setView] = useState<TableView | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [reject, setReject] = useState<string | null>(null);
  const [claimTricks, setClaimTricks] = useState(0);
  const [statement, setStatement] = useState('');
  const [showLast, setShowLast] = useState(false);
  const sock = useRef<TableSocket | null>(null);
  useEffect(() => {
    // `director` in the link joins as the director (all hands; needs a director's login), no token as a kibitzer.
    const join =
      props.token === 'director'
        ? { as: 'director' as const }
        : props.token
          ? { token: props.token }
          : { as: 'kibitzer' as const };
    const s = new TableSocket(props.tableId, join, {
      onView: (v) => {
        setView(v);
        setReject(null);
      },
      onReject: (code, message, law) =>
        setReject(`${errorText(t, code, message || code)}${law ? ` — ${t('common.lawN', { law })}` : ''}`),
      onStatus: setStatus,
    });
    sock.current = s;
    (window as unknown as { stikkSocket?: TableSocket }).stikkSocket = s;
    return () => s.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.tableId, props.token]);

  const me = view && view.viewer !== 'kibitzer' && view.viewer !== 'director' ? (parseSeat(view.viewer) ?? null) : null;
  const bottom: Seat = me ?? 'S';
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
      view.claim
    )
      return out;
    const turn = parseSeat(view.turn)!;
    const actor = view.dummy && turn === view.dummy ? view.declarer : turn;
    if (actor !== me) return out;
    const hand = cards(view.hands[turn] ?? undefined);
    const srv = new Set(view.legalCards);
    for (const c of playableCards(hand, ledSuit)) if (srv.has(codeOf(c))) out.add(c);
    return out;
  }, [view, me, ledSuit, status]);

  if (!view)
    return (
      <p>
        {t('common.loading')} <span className={`status ${status}`}>{statusText(t, status)}</span>
        {reject && <ErrorMessage error={reject} />}
      </p>
    );
  const contract = toContract(view.contract);
  const live = status === 'open';
  const send = (act: Parameters<TableSocket['act']>[0]) => {
    setReject(null);
    // Not connected (the socket is rejoining): the act cannot be sent; say so rather than drop it.
    if (!sock.current?.act(act)) setReject(statusText(t, sock.current ? 'connecting' : 'closed'));
  };
  const allowed =
    me && view.phase === 'auction' ? allowedCalls(view.dealer, view.auction, me, view.legalCalls) : new Set<string>();
  const dummy = view.dummy ? parseSeat(view.dummy)! : null;
  const dummyCards = dummy && dummy !== me ? cards(view.hands[dummy] ?? undefined) : [];
  const myCards = me ? cards(view.hands[me] ?? undefined) : [];
  const turn = view.turn ? parseSeat(view.turn)! : null;
  const declarer = view.declarer ? parseSeat(view.declarer)! : null;
  const isOpponentOfClaimer =
    me && view.claim && (parseSeat(view.claim.seat)! === me || partner(parseSeat(view.claim.seat)!) === me) === false;
  const remaining = me ? view.handSizes[me] : 0;
  const canClaim = me && view.phase === 'play' && !view.claim && declarer && (me === declarer || dummy !== me);

  return (
    <div data-testid="online-table" data-phase={view.phase} data-version={view.version}>
      <div className="info-bar">
        <strong>
          {t('common.tableN', { n: view.tableId })} · {t('common.boardN', { n: view.boardNumber })}
        </strong>
        <span>
          {t('common.dealer')}: {seatLabel(lang, view.dealer)}
        </span>
        <span>{t(`common.vul.${view.vulnerable as VulnerabilityCode}`)}</span>
        {me ? (
          <span data-testid="me">{t('table.youAre', { seat: seatName(lang, me) })}</span>
        ) : (
          <span data-testid="me">{view.viewer === 'director' ? t('nav.director') : t('table.watch')}</span>
        )}
        <span className={`status ${status}`} data-testid="conn">
          {statusText(t, status)}
        </span>
        {contract && declarer && (
          <span data-testid="contract">
            {t('table.contractBy', { contract: contractLabel(lang, contract), declarer: seatName(lang, declarer) })}
          </span>
        )}
        <span data-testid="tricks-won">
          {t('table.tricksWon', { nsPair: view.tricksWon.NS, ewPair: view.tricksWon.EW })}
        </span>
      </div>
      {turn && view.phase !== 'ended' && (
        <p className="msg info" aria-live="polite">
          {turn === me || (turn === dummy && me === declarer)
            ? t('table.yourTurn')
            : t('table.turn', { seat: seatName(lang, turn) })}
        </p>
      )}
      {reject && <ErrorMessage error={`${t('common.refused', { reason: reject })}`} />}
      <div className="table-layout">
        <div>
          <Auction
            dealer={parseSeat(view.dealer)!}
            calls={view.auction.map((c) => ({ ...c, seat: parseSeat(c.seat)! }))}
            turn={view.phase === 'auction' ? turn : null}
          />
          {view.phase === 'auction' && me && turn === me && live && (
            <BiddingBox
              allowed={allowed}
              onCall={(call, alert, explanation) => send({ call, ...(alert ? { alert: true, explanation } : {}) })}
            />
          )}
        </div>
        <div className="felt">
          {dummy && dummyCards.length > 0 && (
            <Hand
              cards={dummyCards}
              label={`${t('table.dummy')} (${seatName(lang, dummy)})`}
              playable={playable}
              {...(me === declarer ? { onPlay: (c: Card) => send({ play: codeOf(c) }) } : {})}
            />
          )}
          {(view.phase === 'play' || view.phase === 'clarification' || view.phase === 'ended') && (
            <>
              <Trick
                cards={
                  (showLast && lastDone ? lastDone : (inProgress ?? lastDone))?.cards.map((c) => ({
                    seat: parseSeat(c.seat)!,
                    card: c.card,
                  })) ?? []
                }
                bottom={bottom}
                winner={showLast && lastDone ? (lastDone.winner ? parseSeat(lastDone.winner)! : null) : null}
                label={showLast ? t('table.lastTrick') : t('table.trick')}
              />
              {lastDone && (
                <label className="check">
                  <input type="checkbox" checked={showLast} onChange={(e) => setShowLast(e.target.checked)} />
                  {t('table.showLastTrick')}
                </label>
              )}
            </>
          )}
          {me && (
            <Hand
              cards={myCards}
              label={`${t('table.yourHand')} (${seatName(lang, me)})`}
              playable={playable}
              onPlay={(c) => send({ play: codeOf(c) })}
            />
          )}
          {!me &&
            SEATS.filter((x) => x !== dummy && view.hands[x]).map((x) => (
              <Hand key={x} cards={cards(view.hands[x] ?? undefined)} label={seatName(lang, x)} />
            ))}
        </div>
      </div>
      {view.claim && (
        <section className="panel" data-testid="claim">
          <p>
            <strong>
              {t('table.claimBy', { seat: seatName(lang, parseSeat(view.claim.seat)!), tricks: view.claim.tricks })}
            </strong>
          </p>
          {view.claim.statement && <p>“{view.claim.statement}”</p>}
          {isOpponentOfClaimer ? (
            <div className="actions">
              <button type="button" data-testid="claim-agree" onClick={() => send({ agree: true })}>
                {t('table.claimAgree')}
              </button>
              <button type="button" className="danger" onClick={() => send({ agree: false })}>
                {t('table.claimDispute')}
              </button>
            </div>
          ) : (
            <p className="muted">{t('table.claimWaiting')}</p>
          )}
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
              value={claimTricks}
              onChange={(e) => setClaimTricks(Number(e.target.value))}
              data-testid="claim-tricks"
            />
          </label>
          <label className="field">
            <span>{t('table.claimStatement')}</span>
            <textarea value={statement} onChange={(e) => setStatement(e.target.value)} data-testid="claim-statement" />
          </label>
          <button
            type="button"
            data-testid="claim-submit"
            disabled={!statement.trim()}
            onClick={() => send({ claim: claimTricks, statement: statement.trim() })}
          >
            {t('table.claimSubmit')}
          </button>
        </details>
      )}
      {view.phase === 'ended' && (
        <section className="panel" data-testid="board-over">
          <h2>{t('table.boardOver')}</h2>
          {contract && declarer && view.result !== null && view.score ? (
            <p data-testid="final-score" data-ns={view.score.NS}>
              {t('table.final', {
                contract: contractLabel(lang, contract),
                declarer: seatName(lang, declarer),
                tricks: t('common.tricksN', {
                  count: (contract.passedOut ? 0 : contract.level + 6) + resultDelta(view.result),
                }),
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
      <div className="actions">
        <button
          type="button"
          className="danger"
          data-testid="call-director"
          disabled={!me}
          onClick={() => send({ directorCall: 'player call' })}
        >
          {t('common.callDirector')}
        </button>
        {view.directorCalls > 0 && <Note kind="ok">{t('common.directorCalled')}</Note>}
      </div>
      {view.phase === 'ended' && view.nextBoard !== null && me && (
        <div className="actions">
          <button type="button" data-testid="next-board" onClick={() => send({ next: true })}>
            {t('common.next')}: {t('common.boardN', { n: view.nextBoard })}
          </button>
        </div>
      )}
      <p className="muted">{t('table.version', { version: view.version })}</p>
    </div>
  );
}

const resultDelta = (r: string): number => (r === '=' ? 0 : Number(r));

function statusText(t: ReturnType<typeof useI18n>['t'], s: SocketStatus): string {
  return s === 'open' ? t('common.connected') : s === 'connecting' ? t('common.reconnecting') : t('common.offline');
}
