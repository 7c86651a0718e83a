import type { OnlineTableCreated, SeatCode } from '@stikk/server/api';
import { parseSeat, SEATS } from '@stikk/core';
import { useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { seatLabel, seatName } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, useLoad } from '../ui.js';
import { OnlineTable } from './OnlineTable.js';

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

/** Tables the caller may join or watch (the server lists no others): take an open seat, return to one's own, watch, direct. */
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
