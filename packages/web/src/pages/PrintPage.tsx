import type { Ranking, SessionDetail, Traveller } from '@stikk/server/api';
import { useEffect, useState } from 'react';
import { api } from '../api/api.js';
import { useMpScale } from '../mp-scale.js';
import { RankingTable, formatImps, pairNo } from '../components/RankingTable.js';
import { leadText, resultText } from '../components/TravellerTable.js';
import { formatNumber, formatPercent, type TKey, useI18n } from '../i18n/index.js';
import { HandRecord } from '../components/HandRecord.js';
import { ErrorMessage, useLoad } from '../ui.js';

/**
 * A guide card's line for one round: where the pair sits and against whom. The direction is written in its
 * mid-sentence form (lower case in the Nordic languages: "bord 3 nord–syd"; English capitalises the seats).
 */
export function guideRound(
  t: (key: TKey, opts?: Record<string, unknown>) => string,
  r: { round: number; table: number | string; ns: boolean; boards: string; opponents: string | number },
): string {
  return t('session.guide.round', {
    round: r.round,
    table: r.table,
    direction: r.ns ? t('session.guide.ns') : t('session.guide.ew'),
    boards: r.boards,
    opponents: r.opponents,
  });
}

/** Printable hand records, or one guide card per pair (where to sit each round, which boards). */
export function PrintPage(props: { kind: 'hands' | 'guides' | 'ranking' | 'scorecards'; sessionId: number }) {
  const { t } = useI18n();
  const session = useLoad(() => api.session(props.sessionId), [props.sessionId]);
  const hands = useLoad(
    () =>
      props.kind === 'hands'
        ? api.hands(props.sessionId)
        : Promise.resolve({ ok: true as const, value: { boards: [], ddAvailable: false, ddPending: false } }),
    [props.sessionId, props.kind],
  );
  const s = session.value;
  // Printed to PDF, the file is named after the page's title: the club, date and event, and what is printed (in the
  // page's language).
  const suffix = t(`print.fileSuffix.${props.kind}`);
  useEffect(() => {
    if (s) document.title = `${s.fileName}-${suffix}`;
  }, [s, suffix]);
  return (
    <>
      <div className="no-print actions">
        <button type="button" onClick={() => window.print()}>
          {t('session.print')}
        </button>
      </div>
      <ErrorMessage error={session.error ?? hands.error} />
      {s && <h1>{s.name}</h1>}
      {props.kind === 'ranking' && <PrintRanking sessionId={props.sessionId} />}
      {props.kind === 'scorecards' && s && <ScoreCards session={s} />}
      {/* Hand records: six boards to an A4 sheet (two columns, three rows). */}
      {props.kind === 'hands' &&
        hands.value &&
        chunks(hands.value.boards, 6).map((sheet, i) => (
          <section key={i} className="print-sheet hands" data-sheet={i + 1}>
            {sheet.map((h) => (
              <HandRecord key={h.board} record={h} sheet />
            ))}
          </section>
        ))}
      {/* Guide cards: four to an A4 sheet. */}
      {props.kind === 'guides' &&
        s &&
        chunks(s.pairs, 4).map((sheet, i) => (
          <section key={i} className="print-sheet guides" data-sheet={i + 1}>
            {sheet.map((p) => {
              const rows = s.guide.filter((g) => g.ns === p.number || g.ew === p.number);
              return (
                <article key={p.number} className="panel guide-card" data-pair={p.number}>
                  <h2>
                    {t('session.guideCardFor', { pair: p.label ?? p.number })}
                    {p.names ? ` — ${p.names}` : ''}
                  </h2>
                  {s.movement.winners === 2 && rows[0] && (
                    <p className="muted">
                      {t(rows[0].ns === p.number ? 'session.guide.fieldNS' : 'session.guide.fieldEW')}
                    </p>
                  )}
                  <ul>
                    {Array.from({ length: s.movement.rounds }, (_, i) => i + 1).map((round) => {
                      const g = rows.find((x) => x.round === round);
                      if (!g) return <li key={round}>{t('session.guide.sitOut', { round })}</li>;
                      const table = s.tables.find((x) => x.number === g.table)?.label ?? g.table;
                      if (g.ns === null || g.ew === null)
                        return <li key={round}>{t('session.guide.sitOutAt', { round, table })}</li>;
                      const ns = g.ns === p.number;
                      return (
                        <li key={round} data-arrow-switch={g.arrowSwitch ? 'true' : undefined}>
                          {guideRound(t, {
                            round,
                            table,
                            ns,
                            boards: g.boards.join(', '),
                            opponents: pairNo(s.pairs, (ns ? g.ew : g.ns)!),
                          })}
                          {g.arrowSwitch ? ` — ${t('session.guide.arrowSwitch')}` : ''}
                        </li>
                      );
                    })}
                  </ul>
                </article>
              );
            })}
          </section>
        ))}
    </>
  );
}

function chunks<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** The rank list as printed for the club's notice board. */
function PrintRanking(props: { sessionId: number }) {
  // On the scale the results page shows (remembered in this browser).
  const [scale] = useMpScale();
  const ranking = useLoad(() => api.ranking(props.sessionId, scale), [props.sessionId, scale]);
  return (
    <>
      <ErrorMessage error={ranking.error} />
      {ranking.value && (
        <section className="print-ranking">
          <RankingTable ranking={ranking.value} scale={scale} />
        </section>
      )}
    </>
  );
}

/**
 * Personal score cards: for each pair, every board it played (round, direction, opponents,
 * contract, its own score, its matchpoint percentage or IMPs) and its total; two to an A4 page.
 */
function ScoreCards(props: { session: SessionDetail }) {
  const { t, lang } = useI18n();
  const s = props.session;
  const [data, setData] = useState<{ travellers: Traveller[]; ranking: Ranking } | null>(null);
  const [scale] = useMpScale();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      const r = await api.ranking(s.id, scale);
      const ts = await Promise.all(s.boards.map((b) => api.traveller(s.id, b, scale)));
      const bad = [r, ...ts].find((x) => !x.ok);
      if (bad && !bad.ok) {
        setError(bad.error.message);
        return;
      }
      setData({
        ranking: (r as { value: Ranking }).value,
        travellers: ts.map((x) => (x as { value: Traveller }).value),
      });
    })();
  }, [s.id, scale]);
  if (error) return <ErrorMessage error={error} />;
  if (!data) return <p>{t('common.loading')}</p>;
  const imps = s.scoring !== 'matchpoints';
  const cards = s.pairs.map((p) => {
    const lines = data.travellers
      .flatMap((tr) =>
        tr.lines.filter((l) => l.ns === p.number || l.ew === p.number).map((l) => ({ tr, l, ns: l.ns === p.number })),
      )
      .sort((a, b) => a.l.round - b.l.round || a.tr.board - b.tr.board);
    const total = data.ranking.lines.find((x) => x.pair === p.number);
    return (
      <article key={p.number} className="panel score-card" data-pair={p.number}>
        <h2>
          {/* The names when the pair has them ("Score card for pair 1 — Pair 1" said the number twice). */}
          {t('print.scoreCardFor', { pair: p.label ?? p.number })}
          {p.names ? ` — ${p.names}` : ''}
        </h2>
        <div className="scroll-x">
          <table className="data">
            <thead>
              <tr>
                <th>{t('common.round')}</th>
                <th>{t('common.board')}</th>
                <th>{t('print.against')}</th>
                <th>{t('common.contract')}</th>
                <th>{t('common.lead')}</th>
                <th className="num">{t('print.score')}</th>
                <th className="num">{imps ? t('common.imps') : '%'}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ tr, l, ns }) => {
                const own = l.nsScore === null ? null : ns ? l.nsScore : -l.nsScore;
                const pts = imps ? (ns ? l.nsImps : l.ewImps) : ns ? l.nsPercent : l.ewPercent;
                return (
                  <tr key={l.id}>
                    <td>{l.round}</td>
                    <td>
                      {tr.board} {ns ? t('common.scoreNS') : t('common.scoreEW')}
                    </td>
                    <td>{pairNo(s.pairs, ns ? l.ew : l.ns)}</td>
                    <td>{l.adjustment ? t('director.adjust') : resultText(lang, l.result, null)}</td>
                    <td>{l.result?.lead ? leadText(lang, l.result.lead) : ''}</td>
                    <td className="num">{own === null ? '' : formatNumber(lang, own)}</td>
                    <td className="num">
                      {pts === null ? '' : imps ? formatImps(lang, pts) : formatPercent(lang, pts)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {total && (
          <p>
            <strong>
              {total.place ? `${t('common.rank')} ${total.place}` : ''}
              {total.field ? ` (${total.field === 'NS' ? t('common.ns') : t('common.ew')})` : ''} ·{' '}
              {imps ? formatImps(lang, total.imps ?? 0) : formatPercent(lang, total.percent)}
            </strong>
          </p>
        )}
      </article>
    );
  });
  return (
    <>
      {chunks(cards, 2).map((sheet, i) => (
        <section key={i} className="print-sheet cards" data-sheet={i + 1}>
          {sheet}
        </section>
      ))}
    </>
  );
}
