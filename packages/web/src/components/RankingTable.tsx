import type { Ranking, RankingLine } from '@stikk/server/api';
import { formatNumber, formatPercent, useI18n, type Lang } from '../i18n/index.js';
import type { MpScale } from '../mp-scale.js';

/** A pair's names, or "pair 6" in the reader's language when the director gave none. */
export const pairLabel = (
  t: ReturnType<typeof useI18n>['t'],
  pair: number | string,
  names: string | undefined,
): string => names || t('common.pairN', { n: pair });

/** A pair's number as the players know it: "B3" in a session of sections, else the number. */
export const pairNo = (pairs: readonly { number: number; label?: string }[] | undefined, n: number): string =>
  pairs?.find((p) => p.number === n)?.label ?? String(n);

/**
 * Whether to say "ranked by percentage" and show boards and factored totals: pairs played different numbers of
 * boards (the server then sends factored totals) and that is final, every scheduled board scored or adjusted.
 * While play goes on the counts differ only because some tables are ahead; the percentage column says enough.
 */
export const unevenFinal = (r: Pick<Ranking, 'final' | 'lines'>): boolean =>
  r.final && r.lines.some((l) => l.factored !== undefined || l.perBoard !== undefined);

/**
 * The ranking: one list, or with two winners (a Mitchell) a North–South and an East–West list,
 * each with its own places.
 */
export function RankingTable(props: { ranking: Ranking; highlight?: readonly number[]; scale?: MpScale }) {
  const { t } = useI18n();
  const uneven = unevenFinal(props.ranking);
  const note = uneven ? (
    <p className="muted" data-testid="ranking-uneven">
      {t(props.ranking.scoring === 'matchpoints' ? 'results.unevenNote' : 'results.unevenImpsNote')}
    </p>
  ) : null;
  // Sections scored within: each section its own lists (A NS, A EW, B NS, …); across: one field.
  const sections = [...new Set(props.ranking.lines.map((l) => l.section).filter((x): x is string => !!x))];
  if (sections.length > 1 && props.ranking.sectionScoring !== 'across')
    return (
      <>
        {note}
        {sections.map((sec) => (
          <div key={sec} data-section={sec}>
            <h3>{t('results.sectionN', { letter: sec })}</h3>
            <RankingFields {...props} lines={props.ranking.lines.filter((l) => l.section === sec)} />
          </div>
        ))}
      </>
    );
  return (
    <>
      {note}
      <RankingFields {...props} lines={props.ranking.lines} />
    </>
  );
}

function RankingFields(props: {
  ranking: Ranking;
  lines: readonly RankingLine[];
  highlight?: readonly number[];
  scale?: MpScale;
}) {
  const { t } = useI18n();
  const lines = props.lines;
  const fields = [...new Set(lines.map((l) => l.field).filter((f): f is 'NS' | 'EW' => f !== undefined))].sort(
    (a, b) => (a === 'NS' ? -1 : b === 'NS' ? 1 : 0),
  );
  if (fields.length < 2) return <RankingList {...props} lines={lines} />;
  return (
    <>
      {fields.map((f) => (
        <div key={f} data-field={f}>
          <h3>{t(f === 'NS' ? 'results.fieldNS' : 'results.fieldEW')}</h3>
          <RankingList {...props} lines={lines.filter((l) => l.field === f)} />
        </div>
      ))}
    </>
  );
}

/** IMPs with their sign; cross-IMPs factored for a short board may carry decimals. */
export const formatImps = (lang: Lang, x: number): string =>
  `${x > 0 ? '+' : ''}${formatNumber(lang, x, Number.isInteger(x) ? 0 : 2)}`;

/** A column heading with a short form for phones (styles.css shows one of the two), so a ranking fits 360 px. */
export function Heading(props: { long: string; short: string }) {
  if (props.long === props.short) return <>{props.long}</>;
  return (
    <>
      <span className="label-long">{props.long}</span>
      <abbr className="label-short" title={props.long}>
        {props.short}
      </abbr>
    </>
  );
}

function RankingList(props: {
  ranking: Ranking;
  lines: readonly RankingLine[];
  highlight?: readonly number[];
  scale?: MpScale;
}) {
  const { t, lang } = useI18n();
  if (props.lines.length === 0) return <p className="muted">{t('results.noResults')}</p>;
  const uneven = unevenFinal(props.ranking);
  // IMP pairs (cross-IMPs, Butler): ranked on total IMPs; no matchpoints or percentages.
  if (props.ranking.scoring !== 'matchpoints')
    return (
      <div className="scroll-x">
        <table className="data ranking" data-testid="ranking" data-scoring={props.ranking.scoring}>
          <thead>
            <tr>
              <th>{t('common.rank')}</th>
              <th>{t('common.pair')}</th>
              <th>{t('common.names')}</th>
              <th className="num">{t('common.imps')}</th>
              {uneven && (
                <>
                  <th className="num">{t('results.boardsPlayed')}</th>
                  <th className="num">
                    <Heading long={t('results.impsPerBoard')} short={t('results.impsPerBoardShort')} />
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {props.lines.map((l) => (
              <tr
                key={l.pair}
                data-pair={l.pair}
                data-label={l.label}
                data-imps={l.imps ?? ''}
                style={props.highlight?.includes(l.pair) ? { fontWeight: 700 } : undefined}
              >
                <td data-place={l.place}>{l.place || '–'}</td>
                <td>{l.label ?? l.pair}</td>
                <td>{pairLabel(t, l.label ?? l.pair, l.names)}</td>
                <td className="num">{l.imps !== null ? formatImps(lang, l.imps) : ''}</td>
                {uneven && (
                  <>
                    <td className="num" data-testid="boards-played">
                      {l.boardsPlayed}
                    </td>
                    <td className="num" data-testid="per-board">
                      {l.perBoard === undefined ? '' : formatImps(lang, l.perBoard)}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="scroll-x">
      <table className="data ranking" data-testid="ranking">
        <thead>
          <tr>
            <th>
              <Heading long={t('common.rank')} short={t('results.rankShort')} />
            </th>
            <th>{t('common.pair')}</th>
            <th>{t('common.names')}</th>
            <th className="num">
              <Heading long={t('common.matchpoints')} short={t('results.matchpointsShort')} />
            </th>
            <th className="num">
              <Heading long={t('common.percent')} short={t('results.percentShort')} />
            </th>
            {uneven && (
              <>
                <th className="num uneven-col">{t('results.boardsPlayed')}</th>
                <th className="num uneven-col">{t('results.factored')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {props.lines.map((l) => (
            <tr
              key={l.pair}
              data-pair={l.pair}
              data-label={l.label}
              data-mp={l.matchpoints}
              data-top={l.top}
              data-percent={l.percent}
              style={props.highlight?.includes(l.pair) ? { fontWeight: 700 } : undefined}
            >
              <td data-place={l.place}>{l.place || '–'}</td>
              <td>{l.label ?? l.pair}</td>
              <td>
                {pairLabel(t, l.label ?? l.pair, l.names)}
                {/* Phones: the boards and the factored total under the names, which wrap, not in two more columns. */}
                {uneven && (
                  <span className="uneven-under muted" data-testid="uneven-under">
                    {t('results.boardsFactored', {
                      count: l.boardsPlayed,
                      factored: l.factored === undefined ? '–' : formatNumber(lang, l.factored, 2),
                    })}
                  </span>
                )}
              </td>
              <td className="num" data-testid="mp-shown">
                {formatMatchpoints(lang, l.matchpoints)} / {formatMatchpoints(lang, l.top)}
              </td>
              {/* Nothing to compare yet (each board played once so far): no percentage, not 0 %. */}
              <td className="num">{l.top > 0 ? formatPercent(lang, l.percent) : '–'}</td>
              {uneven && (
                <>
                  <td className="num uneven-col" data-testid="boards-played">
                    {l.boardsPlayed}
                  </td>
                  <td className="num uneven-col" data-testid="factored">
                    {l.factored === undefined ? '' : formatNumber(lang, l.factored, 2)}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted" data-testid="mp-scale">
        {props.scale === '1/0.5/0' ? t('results.mpScaleHalf') : t('results.mpScale')}
      </p>
    </div>
  );
}

/**
 * Matchpoints as computed (Law 78A's international scale, 2 for each score beaten and 1 for each tie, as `stikk
 * score` prints them by default and Nordic club programs show them): whole numbers, or two decimals when weighted
 * (Law 12C1(c)) or factored (Neuberg).
 */
export const formatMatchpoints = (lang: Lang, mp: number): string =>
  formatNumber(lang, mp, Number.isInteger(mp) ? 0 : 2);
