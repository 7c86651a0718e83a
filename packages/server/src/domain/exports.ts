/** Session exports: hand records, PBN 2.1 (deals and every table's result), USEBIO 1.2 XML. */
import type { Ctx } from '../context.js';
import type { HandRecord, SeatCode, SessionScoring, VulnerabilityCode } from '../api/types.js';
import { loadSession, ranking, traveller } from './sessions.js';

/** Hand records; double-dummy tables and par where the analysis has been made. */
export async function handRecords(ctx: Ctx, sid: number): Promise<HandRecord[]> {
  const rows = await ctx.db.selectFrom('boards').select(['number', 'dealer', 'vulnerable', 'deal']).where('session_id', '=', sid).orderBy('number').execute();
  const dd = new Map((await ctx.db.selectFrom('board_analysis').select(['number', 'dd', 'par']).where('session_id', '=', sid).execute()).map((a) => [a.number, a]));
  return rows.map((r) => {
    const a = dd.get(r.number);
    return { board: r.number, dealer: r.dealer as SeatCode, vulnerable: r.vulnerable as VulnerabilityCode, deal: r.deal, dd: a ? JSON.parse(a.dd) : null, par: a?.par ? JSON.parse(a.par) : null };
  });
}

const pbnValue = (s: string) => s.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ');
const xml = (s: string | number) => String(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The session's scoring as PBN's Scoring tag and USEBIO's event type and traveller fields (as `@stikk/scoring` reads and writes them). */
const PBN_SCORING: Record<SessionScoring, string> = { matchpoints: 'MP', 'cross-imps': 'Cross-IMP', butler: 'Butler' };
const USEBIO_EVENT: Record<SessionScoring, string> = { matchpoints: 'MP_PAIRS', 'cross-imps': 'CROSS_IMPS', butler: 'BUTLER_PAIRS' };
const USEBIO_IMP_FIELDS: Record<Exclude<SessionScoring, 'matchpoints'>, readonly [string, string]> = { 'cross-imps': ['NS_CROSS_IMPS', 'EW_CROSS_IMPS'], butler: ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'] };

export async function exportPbn(ctx: Ctx, sid: number): Promise<string> {
  const { row } = await loadSession(ctx, sid);
  const scoring = row.scoring as SessionScoring;
  const pairs = new Map((await ctx.db.selectFrom('pairs').select(['number', 'names']).where('session_id', '=', sid).execute()).map((p) => [p.number, p.names]));
  const date = row.created_at.slice(0, 10).replace(/-/g, '.');
  const lines = ['% PBN 2.1', '% EXPORT', '% Created by Stikk', ''];
  for (const h of await handRecords(ctx, sid)) {
    const t = await traveller(ctx, sid, h.board);
    const games = t.lines.length ? t.lines : [null];
    for (const l of games) {
      const tag = (n: string, v: string) => lines.push(`[${n} "${pbnValue(v)}"]`);
      tag('Event', row.name); tag('Site', ''); tag('Date', date); tag('Board', String(h.board));
      tag('West', l ? pairs.get(l.ew) ?? '' : ''); tag('North', l ? pairs.get(l.ns) ?? '' : '');
      tag('East', l ? pairs.get(l.ew) ?? '' : ''); tag('South', l ? pairs.get(l.ns) ?? '' : '');
      tag('Dealer', h.dealer); tag('Vulnerable', h.vulnerable); tag('Deal', h.deal); tag('Scoring', PBN_SCORING[scoring]);
      const r = l?.result ?? null;
      const passed = r?.contract === 'passed out';
      tag('Declarer', r && !passed ? r.declarer ?? '' : '');
      tag('Contract', r ? (passed ? 'Pass' : r.contract) : '');
      tag('Result', r && !passed ? String(r.tricks) : '');
      if (h.dd) {
        // Double-dummy tricks: declarer N, S, E, W; strains NT, S, H, D, C (hex digits).
        const order = ['N', 'S', 'E', 'W'] as const, strains = ['NT', 'S', 'H', 'D', 'C'] as const;
        tag('DoubleDummyTricks', order.map((d) => strains.map((st) => h.dd![d][st].toString(16)).join('')).join(''));
        if (h.par && typeof (h.par as { sides?: { ns?: { score?: unknown } } }).sides?.ns?.score === 'number') {
          const ns = (h.par as unknown as { sides: { ns: { score: number } } }).sides.ns.score;
          tag('OptimumScore', `NS ${ns > 0 ? '+' : ''}${ns}`);
        }
        lines.push('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
        for (const d of order) for (const st of strains) lines.push(`${d} ${st.padStart(2)} ${String(h.dd[d][st]).padStart(2)}`);
      }
      if (l) {
        tag('Room', ''); tag('Table', String(l.table)); tag('Round', String(l.round));
        tag('PairId_NS', String(l.ns)); tag('PairId_EW', String(l.ew));
        if (l.nsScore !== null) tag('Score', `NS ${l.nsScore}`);
        if (l.nsMatchpoints !== null) tag('ScorePercentage', `NS ${l.nsPercent}`);
        if (l.nsImps !== null) tag('ScoreIMP', `NS ${l.nsImps}`);
      }
      lines.push('');
    }
  }
  return lines.join('\r\n');
}

export async function exportUsebio(ctx: Ctx, sid: number): Promise<string> {
  const { row, mv } = await loadSession(ctx, sid);
  const scoring = row.scoring as SessionScoring;
  const fields = scoring === 'matchpoints' ? ['', ''] : USEBIO_IMP_FIELDS[scoring];
  const club = await ctx.db.selectFrom('clubs').select('name').where('id', '=', row.club_id).executeTakeFirstOrThrow();
  const rank = await ranking(ctx, sid);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<USEBIO Version="1.2">', `  <CLUB><CLUB_NAME>${xml(club.name)}</CLUB_NAME></CLUB>`,
    `  <EVENT EVENT_TYPE="${USEBIO_EVENT[scoring]}">`, `    <EVENT_DESCRIPTION>${xml(row.name)}</EVENT_DESCRIPTION>`, `    <DATE>${xml(row.created_at.slice(0, 10))}</DATE>`,
    `    <BOARD_SCORING_METHOD>${scoring === 'matchpoints' ? 'MATCH_POINTS' : 'IMPS'}</BOARD_SCORING_METHOD>`, `    <MOVEMENT>${xml(mv.kind.toUpperCase())}</MOVEMENT>`, '    <PARTICIPANTS>'];
  for (const l of rank.lines) {
    out.push(`      <PAIR><PAIR_NUMBER>${l.pair}</PAIR_NUMBER><PLAYER><PLAYER_NAME>${xml(l.names)}</PLAYER_NAME></PLAYER>`
      + `<PLACE>${l.rank}${l.tied ? '=' : ''}</PLACE><MASTER_POINTS/>`
      + (l.imps !== null ? `<TOTAL_SCORE>${l.imps}</TOTAL_SCORE></PAIR>` : `<TOTAL_SCORE>${l.matchpoints / 2}</TOTAL_SCORE><PERCENTAGE>${l.percent}</PERCENTAGE></PAIR>`));
  }
  out.push('    </PARTICIPANTS>');
  for (const h of await handRecords(ctx, sid)) {
    out.push('    <BOARD>', `      <BOARD_NUMBER>${h.board}</BOARD_NUMBER>`);
    for (const l of (await traveller(ctx, sid, h.board)).lines) {
      const r = l.result;
      out.push(`      <TRAVELLER_LINE><NS_PAIR_NUMBER>${l.ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${l.ew}</EW_PAIR_NUMBER>`
        + `<CONTRACT>${xml(r ? (r.contract === 'passed out' ? 'PASS' : r.contract) : l.adjustment ? 'ADJ' : '')}</CONTRACT><PLAYED_BY>${xml(r?.declarer ?? '')}</PLAYED_BY>`
        + `<LEAD>${xml(r?.lead ?? '')}</LEAD><TRICKS>${r ? r.tricks : ''}</TRICKS><SCORE>${l.nsScore ?? ''}</SCORE>`
        + (scoring === 'matchpoints'
          ? `<NS_MATCH_POINTS>${l.nsMatchpoints === null ? '' : l.nsMatchpoints / 2}</NS_MATCH_POINTS><EW_MATCH_POINTS>${l.ewMatchpoints === null ? '' : l.ewMatchpoints / 2}</EW_MATCH_POINTS></TRAVELLER_LINE>`
          : `<${fields[0]}>${l.nsImps ?? ''}</${fields[0]}><${fields[1]}>${l.ewImps ?? ''}</${fields[1]}></TRAVELLER_LINE>`));
    }
    out.push('    </BOARD>');
  }
  out.push('  </EVENT>', '</USEBIO>', '');
  return out.join('\n');
}
