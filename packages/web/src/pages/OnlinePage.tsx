import type { OnlineTableCreated, SeatCode } from '@stikk/server/api';
import { parseSeat, SEATS } from '@stikk/core';
import { useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { seatLabel, seatName } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, errorText, useLoad } from '../ui.js';
import { goToSeat, onlineApi, seatLink } from '../api/online-api.js';
import { OnlineTable } from './OnlineTable.js';
import { onlineTableLabel } from '../i18n/table-name.js';
import { parseBoardList } from '../board-list.js';
import { PlayerAccount } from '../components/PlayerAccount.js';
import { EditionPicker, type TableEdition } from '../components/EditionPicker.js';

export function OnlinePage(props: { tableId: number | null; token: string | null }) {
  if (props.tableId && props.token)
    return <OnlineTable key={`${props.tableId}/${props.token}`} tableId={props.tableId} token={props.token} />;
  if (props.tableId) return <OnlineTable key={`${props.tableId}/watch`} tableId={props.tableId} token={null} />;
  return <Lobby />;
}

function Lobby() {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [created, setCreated] = useState<OnlineTableCreated | null>(null);
  const [error, setError] = useState<HttpError | string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [boards, setBoards] = useState('1');
  const [openSeats, setOpenSeats] = useState(false);
  const [practice, setPractice] = useState(false);
  const [edition, setEdition] = useState<TableEdition>('2017');
  return (
    <>
      <h1>{t('table.title')}</h1>
      <form
        className="panel"
        onSubmit={async (e) => {
          e.preventDefault();
          setCodeError(null);
          const r = await goToSeat(code.trim());
          if (!r.ok) setCodeError(r.status === 429 ? errorText(t, r.code, r.message) : t('online.badCode'));
        }}
      >
        <h2>{t('table.sitDown')}</h2>
        <label className="field">
          <span>{t('online.codeEnter')}</span>
          <input
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid="seat-code"
          />
        </label>
        {codeError && <ErrorMessage error={codeError} />}
        <button type="submit" data-testid="sit-down">
          {t('table.sitDown')}
        </button>
      </form>
      <PlayerAccount />
      <TableList />
      <section className="panel">
        <h2>{t('director.onlineTables')}</h2>
        <p>
          <a href={href('/online/director')} data-testid="online-console">
            {t('online.consoleTitle')}
          </a>
        </p>
        <label className="field">
          <span>{t('online.boards')}</span>
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
        <label className="check">
          <input
            type="checkbox"
            data-testid="allow-irregularities"
            checked={practice}
            onChange={(e) => setPractice(e.target.checked)}
          />
          {t('online.allowIrregularities')}
        </label>
        <EditionPicker value={edition} onChange={setEdition} testId="table-edition-choice" />
        <ErrorMessage error={error} />
        <div className="actions">
          <button
            type="button"
            data-testid="create-online"
            onClick={async () => {
              const list = parseBoardList(boards);
              if (!list) {
                setError(t('online.boardsInvalid'));
                return;
              }
              setError(null);
              const r = await api.createOnlineTable({
                boards: list,
                ...(openSeats ? { openSeats: [...SEATS] } : {}),
                ...(practice ? { irregularities: 'allow' as const } : {}),
                ...(edition === '2007' ? { edition } : {}),
              });
              if (r.ok) setCreated(r.value);
              else setError(r.error);
            }}
          >
            {t('online.createTable')}
          </button>
        </div>
        {created && <Invitations key={created.id} tableId={created.id} />}
      </section>
    </>
  );
}

/**
 * The organiser's seat invitations of one table (only its director may load them): each seat's
 * code and link to copy, whether someone is connected there, and a substitute for a seat.
 */
export function Invitations(props: { tableId: number }) {
  const { t, lang } = useI18n();
  const list = useLoad(() => onlineApi.invites(props.tableId), [props.tableId], 5000);
  const [copied, setCopied] = useState<string | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    } catch {
      setCopied(null);
    }
  };
  return (
    <section data-testid="invitations">
      <table className="data" data-testid="seat-links">
        <caption>
          {t('online.inviteTitle')} — {t('common.tableN', { n: props.tableId })}
        </caption>
        <tbody>
          {(list.value ?? []).map((x) => {
            const link = x.code
              ? `${location.origin}${location.pathname}${href(seatLink(props.tableId, x.code))}`
              : null;
            return (
              <tr key={x.seat}>
                <th scope="row">{seatName(lang, parseSeat(x.seat)!)}</th>
                <td>
                  {x.code && link ? (
                    <>
                      <a href={href(seatLink(props.tableId, x.code))} data-seat={x.seat} className="seat-code">
                        {x.code}
                      </a>{' '}
                      <button type="button" className="secondary" onClick={() => void copy(link)}>
                        {copied === link ? t('online.copied') : t('online.copy')}
                      </button>
                    </>
                  ) : (
                    <span className="muted">{t('online.seatHeld')}</span>
                  )}
                </td>
                <td data-testid="seat-presence" data-connected={x.connected}>
                  {x.connected ? t('common.connected') : t('online.away')}
                </td>
                <td>
                  <button
                    type="button"
                    className="secondary"
                    title={t('online.substituteHelp')}
                    data-testid="substitute"
                    data-seat={x.seat}
                    onClick={async () => {
                      const r = await onlineApi.substitute(props.tableId, x.seat);
                      if (r.ok) list.reload();
                      else setError(r.error);
                    }}
                  >
                    {t('online.substitute')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t('online.inviteHelp')}</p>
      <ErrorMessage error={error ?? list.error} />
    </section>
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
  const [invites, setInvites] = useState<number | null>(null);
  if (!list.value) return null;
  if (list.value.length === 0)
    return (
      <section className="panel">
        <h2>{t('online.lobby')}</h2>
        <p className="muted">{t('online.lobbyEmpty')}</p>
      </section>
    );
  // Claiming binds the seat to this account and gives a fresh seat token (the seat's link).
  const sit = async (id: number, s: SeatCode) => {
    const r = await api.claimSeat(id, { seat: s });
    if (r.ok) navigate(`/online/${id}/${encodeURIComponent(r.value.token)}`);
    else setError(r.error);
  };
  // An abandoned table of one's own (not an online session's): closed for good, after asking.
  const close = async (id: number) => {
    if (!window.confirm(t('online.closeTableConfirm'))) return;
    const r = await api.closeOnlineTable(id);
    if (r.ok) list.reload();
    else setError(r.error);
  };
  return (
    <section className="panel">
      <h2>{t('online.lobby')}</h2>
      <ErrorMessage error={error} />
      <table className="data" data-testid="online-tables">
        <tbody>
          {list.value.map((x) => (
            <tr key={x.id}>
              <td>{onlineTableLabel(t, x)}</td>
              <td>
                {t('common.boardN', { n: x.board })} · {t(`phase.${x.phase}`)}
              </td>
              <td data-testid="lobby-presence">
                {t('online.players')}: {x.seatsTaken.map((s) => seatLabel(lang, parseSeat(s)!)).join(' ') || '—'}
              </td>
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
                    </a>{' '}
                    <button
                      type="button"
                      className="secondary"
                      data-testid="show-invitations"
                      aria-expanded={invites === x.id}
                      onClick={() => setInvites(invites === x.id ? null : x.id)}
                    >
                      {t('online.inviteTitle')}
                    </button>
                    {invites === x.id && <Invitations tableId={x.id} />}
                  </>
                )}
                {x.mine && x.slot === null && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="secondary"
                      data-testid="close-table"
                      onClick={() => void close(x.id)}
                    >
                      {t('online.closeTable')}
                    </button>
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
