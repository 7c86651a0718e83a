import type { Seat } from '@stikk/core';
import { callLabel, seatLabel } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { toCall } from '../model.js';

export interface AuctionEntry {
  readonly seat: Seat;
  readonly call: string;
  readonly alert?: boolean;
  readonly explanation?: string;
  readonly alerted?: boolean;
}

/** The auction as a four-column diagram, West first; alerted calls marked, explanations shown. */
export function Auction(props: { dealer: Seat; calls: readonly AuctionEntry[]; turn?: Seat | null }) {
  const { t, lang } = useI18n();
  const order: Seat[] = ['W', 'N', 'E', 'S'];
  const lead = order.indexOf(props.dealer);
  const cells: (AuctionEntry | null)[] = [...Array<null>(lead).fill(null), ...props.calls];
  const rows: (AuctionEntry | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  if (rows.length === 0 || rows[rows.length - 1].length === 4) rows.push([]);
  const notes = props.calls.filter((c) => c.explanation);
  return (
    <div className="auction">
      <table aria-label={t('table.auction')}>
        <thead>
          <tr>
            {order.map((s) => (
              <th key={s} scope="col" className={props.turn === s ? 'turn' : ''}>
                {seatLabel(lang, s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {[0, 1, 2, 3].map((j) => {
                const c = r[j];
                if (!c) return <td key={j} />;
                const call = toCall(c.call);
                const marked = c.alert || c.alerted;
                return (
                  <td key={j} className={marked ? 'alerted' : ''} title={c.explanation ?? ''} data-call={c.call}>
                    {call ? callLabel(lang, call) : c.call}
                    {marked ? (
                      <span className="alert-mark" aria-label={t('table.alerted')}>
                        !
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length > 0 && (
        <ul className="explanations">
          {notes.map((c, i) => {
            const call = toCall(c.call);
            return (
              <li key={i} data-testid="explanation-note">
                <strong>
                  {seatLabel(lang, c.seat)} {call ? callLabel(lang, call) : c.call}:
                </strong>{' '}
                {c.explanation}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
