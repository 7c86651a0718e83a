import { api } from '../api/api.js';
import { HandRecord } from '../components/HandRecord.js';
import { useI18n } from '../i18n/index.js';
import { ErrorMessage, useLoad } from '../ui.js';

/** Printable hand records, or one guide card per pair (where to sit each round, which boards). */
export function PrintPage(props: { kind: 'hands' | 'guides'; sessionId: number }) {
  const { t } = useI18n();
  const session = useLoad(() => api.session(props.sessionId), [props.sessionId]);
  const hands = useLoad(() => (props.kind === 'hands' ? api.hands(props.sessionId) : Promise.resolve({ ok: true as const, value: { boards: [], ddAvailable: false, ddPending: false } })), [props.sessionId, props.kind]);
  const s = session.value;
  return (
    <>
      <div className="no-print actions"><button type="button" onClick={() => window.print()}>{t('session.print')}</button></div>
      <ErrorMessage error={session.error ?? hands.error} />
      {s && <h1>{s.name}</h1>}
      {/* Hand records: six boards to an A4 sheet (two columns, three rows). */}
      {props.kind === 'hands' && hands.value && chunks(hands.value.boards, 6).map((sheet, i) => (
        <section key={i} className="print-sheet hands" data-sheet={i + 1}>
          {sheet.map((h) => <HandRecord key={h.board} record={h} sheet />)}
        </section>
      ))}
      {/* Guide cards: four to an A4 sheet. */}
      {props.kind === 'guides' && s && chunks(s.pairs, 4).map((sheet, i) => <section key={i} className="print-sheet guides" data-sheet={i + 1}>{sheet.map((p) => {
        const rows = s.guide.filter((g) => g.ns === p.number || g.ew === p.number);
        return (
          <article key={p.number} className="panel guide-card" data-pair={p.number}>
            <h2>{t('session.guideCardFor', { pair: p.number })}{p.names ? ` — ${p.names}` : ''}</h2>
            {s.movement.winners === 2 && rows[0] && <p className="muted">{t(rows[0].ns === p.number ? 'results.fieldNS' : 'results.fieldEW')}</p>}
            <ul>
              {Array.from({ length: s.movement.rounds }, (_, i) => i + 1).map((round) => {
                const g = rows.find((x) => x.round === round);
                if (!g) return <li key={round}>{t('session.guide.sitOut', { round })}</li>;
                if (g.ns === null || g.ew === null) return <li key={round}>{t('session.guide.sitOutAt', { round, table: g.table })}</li>;
                const ns = g.ns === p.number;
                return <li key={round}>{t('session.guide.round', { round, table: g.table, direction: ns ? t('common.ns') : t('common.ew'), boards: g.boards.join(', '), opponents: ns ? g.ew : g.ns })}</li>;
              })}
            </ul>
          </article>
        );
      })}</section>)}
    </>
  );
}

function chunks<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
