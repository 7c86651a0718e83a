import type { Adjustment, PairInfo, Traveller, TravellerLine, ResultEntry } from '@stikk/server/api';
import { parseSeat } from '@stikk/core';
import type { ReactNode } from 'react';
import { cardLabel, contractLabel, seatLabel } from '../i18n/cards.js';
import { formatNumber, formatPercent, useI18n } from '../i18n/index.js';
import { formatImps, formatMatchpoints, Heading, pairLabel, pairNo } from './RankingTable.js';
import { toCard, toContract } from '../model.js';

/**
 * One board's traveller: every table's contract, lead, tricks, score and matchpoints. On a phone (styles.css) it
 * fits 360 px: short headings, the lead under the contract, and one signed North–South score for the two columns.
 */
export function TravellerTable(props: {
  traveller: Traveller;
  pairs?: readonly PairInfo[];
  highlight?: { ns: number; ew: number };
  action?: (line: TravellerLine) => ReactNode;
}) {
  const { t, lang } = useI18n();
  const tr = props.traveller;
  const byImps = tr.scoring !== 'matchpoints';
  return (
    <div className="scroll-x">
      <table className="data traveller" data-board={tr.board} data-scoring={tr.scoring}>
        <caption className="muted" style={{ textAlign: 'left' }}>
          {t('common.boardN', { n: tr.board })} · {t('common.dealer')} {seatLabel(lang, tr.dealer)} ·{' '}
          {t(`common.vul.${tr.vulnerable}`)}
          {tr.sections && tr.datum !== null
            ? tr.sections.map((x) => (
                <span key={x.section} data-testid={`datum-${x.section}`}>
                  {' '}
                  · {t('results.sectionN', { letter: x.section })}:{' '}
                  {x.datum === null ? '–' : t('results.datum', { score: formatNumber(lang, x.datum) })}
                </span>
              ))
            : null}
          {tr.datum !== null && !tr.sections && (
            <>
              {' '}
              · <span data-testid="datum">{t('results.datum', { score: formatNumber(lang, tr.datum) })}</span>
            </>
          )}
        </caption>
        <thead>
          <tr>
            {/* The pairs' and the scores' columns are told apart where both show (the score pair goes on phones). */}
            <th>
              <Heading long={t('results.pairNS')} short={t('common.scoreNS')} />
            </th>
            <th>
              <Heading long={t('results.pairEW')} short={t('common.scoreEW')} />
            </th>
            <th>
              <Heading long={t('common.contract')} short={t('results.contractLeadShort')} />
            </th>
            <th className="lead-col">{t('common.lead')}</th>
            <th className="num tricks-col">{t('common.tricks')}</th>
            <th className="num score-split">{t('results.scoreNS')}</th>
            <th className="num score-split">{t('results.scoreEW')}</th>
            <th className="num score-one">{t('results.scoreNsShort')}</th>
            {byImps ? (
              <>
                <th className="num">
                  {t('common.imps')} {t('common.scoreNS')}
                </th>
                <th className="num">
                  {t('common.imps')} {t('common.scoreEW')}
                </th>
              </>
            ) : (
              <>
                {/* Not "MP": a Norwegian or Danish player reads it as master points. */}
                <th className="num">
                  <Heading long={t('results.mpNS')} short={t('results.mpNSShort')} />
                </th>
                <th className="num">
                  <Heading long={t('results.mpEW')} short={t('results.mpEWShort')} />
                </th>
                <th className="num">%</th>
              </>
            )}
            {props.action && <th />}
          </tr>
        </thead>
        <tbody>
          {(props.action ? tr.lines : sortedByScore(tr.lines)).map((l) => {
            const mine = props.highlight && l.ns === props.highlight.ns && l.ew === props.highlight.ew;
            return (
              <tr
                key={l.id}
                className={mine ? 'mine' : ''}
                style={mine ? { fontWeight: 700 } : undefined}
                data-ns={l.ns}
                data-ew={l.ew}
              >
                <td>
                  {pairNo(props.pairs, l.ns)}
                  {props.pairs && (
                    <div className="pair-names">
                      {pairLabel(t, pairNo(props.pairs, l.ns), props.pairs.find((p) => p.number === l.ns)?.names)}
                    </div>
                  )}
                </td>
                <td>
                  {pairNo(props.pairs, l.ew)}
                  {props.pairs && (
                    <div className="pair-names">
                      {pairLabel(t, pairNo(props.pairs, l.ew), props.pairs.find((p) => p.number === l.ew)?.names)}
                    </div>
                  )}
                </td>
                <td>
                  {adjustedText(l, lang, t) ?? resultText(lang, l.result, null)}
                  {l.result?.lead && (
                    <span className="lead-under" title={t('common.lead')}>
                      {leadText(lang, l.result.lead)}
                    </span>
                  )}
                </td>
                <td className="lead-col" data-lead={l.result?.lead ?? ''}>
                  {l.result?.lead ? leadText(lang, l.result.lead) : ''}
                </td>
                <td className="num tricks-col">
                  {l.result && !toContract(l.result.contract)?.passedOut ? l.result.tricks : ''}
                </td>
                <td className="num score-split">
                  {l.nsScore !== null && l.nsScore > 0 ? formatNumber(lang, l.nsScore) : ''}
                </td>
                <td className="num score-split">
                  {l.nsScore !== null && l.nsScore < 0 ? formatNumber(lang, -l.nsScore) : ''}
                </td>
                <td className="num score-one">{l.nsScore !== null ? formatNumber(lang, l.nsScore) : ''}</td>
                {byImps ? (
                  <>
                    <td className="num" data-imps-ns={l.nsImps ?? ''}>
                      {l.nsImps !== null ? formatImps(lang, l.nsImps) : ''}
                    </td>
                    <td className="num" data-imps-ew={l.ewImps ?? ''}>
                      {l.ewImps !== null ? formatImps(lang, l.ewImps) : ''}
                    </td>
                  </>
                ) : (
                  <>
                    <td className="num">{l.nsMatchpoints !== null ? formatMatchpoints(lang, l.nsMatchpoints) : ''}</td>
                    <td className="num">{l.ewMatchpoints !== null ? formatMatchpoints(lang, l.ewMatchpoints) : ''}</td>
                    <td className="num">{l.nsPercent !== null ? formatPercent(lang, l.nsPercent) : ''}</td>
                  </>
                )}
                {props.action && <td>{props.action(l)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function resultText(
  lang: Parameters<typeof contractLabel>[0],
  r: ResultEntry | null,
  adjusted: string | null,
): string {
  if (!r) return adjusted ?? '';
  const c = toContract(r.contract);
  if (!c) return r.contract;
  if (c.passedOut) return contractLabel(lang, c);
  const need = c.level + 6;
  const diff = r.tricks - need;
  const seat = r.declarer ? parseSeat(r.declarer) : undefined;
  return `${contractLabel(lang, c)} ${seat ? seatLabel(lang, seat) : ''} ${diff === 0 ? '=' : diff > 0 ? `+${diff}` : `${diff}`}${adjusted ? ` (${adjusted})` : ''}`;
}

/** An adjusted score as the traveller shows it: the assigned result, or A+/A/A− per side. */
function adjustedText(
  l: TravellerLine,
  lang: Parameters<typeof contractLabel>[0],
  t: ReturnType<typeof useI18n>['t'],
): string | null {
  return l.adjustment ? adjustmentText(l.adjustment, l.adjustmentLaw ?? null, lang, t) : null;
}

/** Adjusted score `a` in words, with the law it was given under (a traveller's line, a result's history). */
export function adjustmentText(
  a: Adjustment,
  law: string | null,
  lang: Parameters<typeof contractLabel>[0],
  t: ReturnType<typeof useI18n>['t'],
): string {
  const tag = t('director.adjust');
  const art = (x: 'A+' | 'A' | 'A-') =>
    x === 'A+' ? t('director.adjust.avePlus') : x === 'A' ? t('director.adjust.ave') : t('director.adjust.aveMinus');
  const lawText = law ? ` — ${t('common.lawN', { law })}` : '';
  switch (a.kind) {
    case 'assigned':
      return `${resultText(lang, a.result, null)} (${tag}${lawText})`;
    case 'artificial':
      return `${art(a.ns)} / ${art(a.ew)} (${tag}${lawText})`;
    case 'weighted':
      return `${t('director.adjust.weighted')}: ${a.parts.map((p) => `${Math.round(p.weight * 100)}% ${resultText(lang, p.result, null)}`).join(', ')} (${tag}${lawText})`;
    case 'split':
      return `${t('director.adjust.split')}: ${t('common.ns')} ${resultText(lang, a.ns, null)}, ${t('common.ew')} ${resultText(lang, a.ew, null)} (${tag}${lawText})`;
    case 'not-played':
      return t('director.notPlayed');
  }
}

/** A lead as text in the reader's card letters (♥D in Norwegian for the queen of hearts). */
export function leadText(lang: Parameters<typeof cardLabel>[0], code: string): string {
  const c = toCard(code);
  return c === null ? code : cardLabel(lang, c);
}

/**
 * Travellers as clubs print them: best NS score first, lines without a score last (the director's console keeps table
 * order).
 */
function sortedByScore(lines: readonly TravellerLine[]): TravellerLine[] {
  return [...lines].sort((a, b) => (b.nsScore ?? -1e9) - (a.nsScore ?? -1e9) || a.round - b.round || a.table - b.table);
}
