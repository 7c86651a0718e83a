/**
 * Adjusted scores as scorers write them: Law 12C2 artificial scores (`A+`, `A`, `A-`, `A6040`,
 * `60%`) and Law 12C1(c) weighted assigned scores (`60% 420 40% -50`).
 */
import type { Artificial, WeightedPart } from './model.js';

/** One side's artificial score: `A+`/`AVE+`/`AV+`, `A`/`AVE`/`A=`, `A-`/`AVE-`, `60%`, `+3`… */
export function parseArtificialSide(text: string): Artificial | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, '');
  if (/^(A|AV|AVE|AVG|AVERAGE)\+$/.test(t) || t === 'A+' || t === 'AP' || t === 'AVEPLUS') return { kind: 'A+' };
  if (/^(A|AV|AVE|AVG|AVERAGE)[-−]$/.test(t) || t === 'AM' || t === 'AVEMINUS') return { kind: 'A-' };
  if (/^(A|AV|AVE|AVG|AVERAGE)=?$/.test(t)) return { kind: 'A' };
  let m = /^A?(\d{1,3}(?:[.,]\d+)?)%$/.exec(t);
  if (m) return { kind: 'percent', percent: Number(m[1].replace(',', '.')) };
  m = /^A(\d{2,3})$/.exec(t);
  if (m && Number(m[1]) <= 100) return { kind: 'percent', percent: Number(m[1]) };
  return null;
}

/**
 * An artificial score written in one field for both sides: `A6040` (NS 60 %, EW 40 %), `A5050`,
 * `A+`/`A-` (NS average-plus and EW average-minus, or the reverse), `A` or `AVE` (average both),
 * `A+A-`, `60/40`, `60%/40%`, `A57.5/42.5`. Null when the text is not an artificial score.
 */
export function parseArtificialBoth(text: string): { ns: Artificial; ew: Artificial } | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, '');
  let m = /^A(\d{2})(\d{2})$/.exec(t);
  if (m) return { ns: { kind: 'percent', percent: Number(m[1]) }, ew: { kind: 'percent', percent: Number(m[2]) } };
  // Both percentages written out, decimals too (`A57.5/42.5`, `57,5%/42,5%`, `A100/0`).
  m = /^A?(\d{1,3}(?:[.,]\d+)?)%?\/(\d{1,3}(?:[.,]\d+)?)%?$/.exec(t);
  if (m) {
    const [ns, ew] = [m[1], m[2]].map((x) => Number(x.replace(',', '.')));
    if (ns <= 100 && ew <= 100) return { ns: { kind: 'percent', percent: ns }, ew: { kind: 'percent', percent: ew } };
  }
  // Both sides, with or without a slash between them (`A+A-`, `A+/A-` as the scoring README writes it).
  m = /^(A[+\-=]?)\/?(A[+\-=]?)$/.exec(t);
  if (m && t.length > 1) {
    const a = parseArtificialSide(m[1]);
    const b = parseArtificialSide(m[2]);
    if (a && b) return { ns: a, ew: b };
  }
  const side = parseArtificialSide(t);
  if (!side) return null;
  if (side.kind === 'A+') return { ns: side, ew: { kind: 'A-' } };
  if (side.kind === 'A-') return { ns: side, ew: { kind: 'A+' } };
  if (side.kind === 'percent') return { ns: side, ew: { kind: 'percent', percent: 100 - side.percent } };
  return { ns: side, ew: side };
}

/**
 * A weighted assigned score: pairs of a weight and an NS score, written `60% 420 40% -50`,
 * `420 (60%) -50 (40%)`, `0.6*420+0.4*-50`, `420x60,-50x40`. Weights are normalised to sum to 1.
 */
export function parseWeighted(text: string): WeightedPart[] | null {
  const t = text.trim();
  if (!/\d/.test(t)) return null;
  const parts: { w: number; s: number }[] = [];
  let m: RegExpExecArray | null;
  // weight first: "60% 420", "60%:420", "0.6*420"
  const wf = /(\d+(?:[.,]\d+)?)\s*(%|\*)\s*(?:of\s*|[:x@]\s*)?([+-]?\d+)/gi;
  while ((m = wf.exec(t))) parts.push({ w: Number(m[1].replace(',', '.')), s: Number(m[3]) });
  if (parts.length < 2) {
    parts.length = 0;
    // score first: "420 (60%)", "420x60", "420@60%"
    const sf = /([+-]?\d+)\s*(?:\(|x|@|\*)\s*(\d+(?:[.,]\d+)?)\s*%?\s*\)?/gi;
    while ((m = sf.exec(t))) parts.push({ s: Number(m[1]), w: Number(m[2].replace(',', '.')) });
  }
  if (parts.length < 2) return null;
  const sum = parts.reduce((a, p) => a + p.w, 0);
  if (!(sum > 0)) return null;
  return parts.map((p) => ({ scoreNS: p.s, weight: p.w / sum }));
}

/** The artificial score's text as a canonical `A+`/`A`/`A-`/`60%`. */
export function printArtificial(a: Artificial): string {
  if (a.kind === 'percent') return `${a.percent}%`;
  if (a.kind === 'imps') return `${a.imps > 0 ? '+' : ''}${a.imps}`;
  return a.kind;
}
