import { parseDeal, parseSeat, SEATS, STRAINS, type Seat } from '@stikk/core';
import type { HandRecord as HandRecordData } from '@stikk/server/api';
import { seatLabel, strainLabel, SUIT_SYMBOLS, VOCABULARY } from '../i18n/cards.js';
import { formatNumber, useI18n } from '../i18n/index.js';

/** A board's four hands in the usual diagram, with the DD table and par when the server sends them. */
export function HandRecord(props: { record: HandRecordData; sheet?: boolean }) {
  const { t, lang } = useI18n();
  const r = props.record;
  const deal = parseDeal(r.deal);
  const dealer = parseSeat(r.dealer);
  const hand = (s: Seat) => {
    const h = deal.ok ? deal.value[s] : null;
    return (
      <div className={`hand-text ${s.toLowerCase()}`} aria-label={VOCABULARY[lang].seatNames[s]}>
        <p className="seat-label">
          <strong>{seatLabel(lang, s)}</strong>
          {h && (
            <span className="hcp" data-hcp={hcp(h)}>
              {' '}
              · {t('results.hcp', { n: hcp(h) })}
            </span>
          )}
        </p>
        {[3, 2, 1, 0].map((suit) => (
          <div key={suit}>
            <span className={`suit-${['clubs', 'diamonds', 'hearts', 'spades'][suit]}`}>{SUIT_SYMBOLS[suit]}</span>{' '}
            {h
              ? h
                  .filter((c) => Math.floor(c / 13) === suit)
                  .sort((a, b) => b - a)
                  .map((c) => VOCABULARY[lang].ranks[c % 13])
                  .join(' ') || '—'
              : '?'}
          </div>
        ))}
      </div>
    );
  };
  return (
    <article className={props.sheet ? 'panel print-board' : 'panel print-page'} data-board={r.board}>
      <h3>{t('common.boardN', { n: r.board })}</h3>
      <div className="hand-record">
        {hand('N')}
        {hand('W')}
        <div className="mid">
          {t('common.dealer')}: {dealer ? seatLabel(lang, dealer) : r.dealer}
          <br />
          {t(`common.vul.${r.vulnerable as 'None'}`)}
        </div>
        {hand('E')}
        {hand('S')}
      </div>
      {r.dd && (
        <table className="data dd-table" style={{ maxWidth: '18rem', marginTop: '.5rem' }} data-testid="dd-table">
          <caption style={{ textAlign: 'left' }}>{t('results.ddTable')}</caption>
          <thead>
            <tr>
              <th />
              {STRAINS.map((s) => (
                <th key={s} className="num">
                  {strainLabel(lang, s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SEATS.map((s) => (
              <tr key={s}>
                <th>{seatLabel(lang, s)}</th>
                {STRAINS.map((st) => (
                  <td key={st} className="num">
                    {r.dd?.[s]?.[st] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {r.par && (
        <p data-testid="par">
          {t('results.par')}:{' '}
          {r.par.contracts.length
            ? r.par.contracts
                .map((c) => parText(lang, c, t('common.scoreNS'), t('common.scoreEW')) ?? t('results.parNone'))
                .join(', ')
            : t('results.parNone')}{' '}
          ({t('common.scoreNS')} {formatNumber(lang, r.par.score)})
        </p>
      )}
    </article>
  );
}

/** High-card points: ace 4, king 3, queen 2, jack 1. */
const hcp = (cards: readonly number[]): number => cards.reduce((n, c) => n + Math.max(0, (c % 13) - 8), 0);

/**
 * A par contract as `@stikk/dds` writes it (`4S-EW`, `2C-NS+2`, `4S*-E-1`, `3N-N`) in the user's
 * notation: `4♠× ØV −1` (strain symbol, seats in the user's language); null for `pass`. Never the
 * raw text, whose seat letters mean other seats in other languages (Finnish E is south).
 */
export function parText(lang: Parameters<typeof strainLabel>[0], code: string, ns: string, ew: string): string | null {
  const m = /^([1-7])(C|D|H|S|N|NT)(\*?)-(NS|EW|[NESW]{1,2})([+-]\d+)?$/.exec(code);
  if (!m) return code === 'pass' ? null : code;
  const strain = (m[2] === 'N' ? 'NT' : m[2]) as 'C';
  const side = m[4] === 'NS' ? ns : m[4] === 'EW' ? ew : [...m[4]].map((x) => seatLabel(lang, parseSeat(x)!)).join('');
  const d = m[5] ? ` ${m[5].replace('-', '−')}` : '';
  return `${m[1]}${strainLabel(lang, strain)}${m[3] ? '×' : ''} ${side}${d}`;
}
