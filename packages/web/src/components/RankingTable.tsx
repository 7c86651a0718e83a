import type { Ranking } from '@stikk/server/api';
import { formatNumber, formatPercent, useI18n } from '../i18n/index.js';

export function RankingTable(props: { ranking: Ranking; highlight?: readonly number[] }) {
  const { t, lang } = useI18n();
  if (props.ranking.lines.length === 0) return <p className="muted">{t('results.noResults')}</p>;
  return (
    <div className="scroll-x">
      <table className="data ranking" data-testid="ranking">
        <thead>
          <tr><th>{t('common.rank')}</th><th>{t('common.pair')}</th><th>{t('common.names')}</th><th className="num">{t('common.matchpoints')}</th><th className="num">{t('common.percent')}</th></tr>
        </thead>
        <tbody>
          {props.ranking.lines.map((l) => (
            <tr key={l.pair} data-pair={l.pair} data-mp={l.matchpoints} data-percent={l.percent} style={props.highlight?.includes(l.pair) ? { fontWeight: 700 } : undefined}>
              <td>{l.rank}{l.tied ? '=' : ''}</td>
              <td>{l.pair}</td>
              <td>{l.names}</td>
              <td className="num">{formatNumber(lang, l.matchpoints / 2, l.matchpoints % 2 ? 1 : 0)} / {formatNumber(lang, l.top / 2)}</td>
              <td className="num">{formatPercent(lang, l.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
