/**
 * The boards an online table plays, as a player types them: numbers and ranges separated by
 * commas or spaces (`1-8`, `1,3,5`, `1-4 9`). Mirrors the server's limits for a new table
 * (1–9999, at most 64 boards, none twice) so a wrong list is refused before it is sent.
 */
export const MAX_TABLE_BOARDS = 64;

/** The board numbers `text` names in order, or null when any part is not a number or an increasing range. */
export function parseBoardList(text: string): number[] | null {
  const out: number[] = [];
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length === 0) return null;
  for (const part of parts) {
    const m = /^(\d{1,4})(?:[-–](\d{1,4}))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from || out.length + (to - from + 1) > MAX_TABLE_BOARDS) return null;
    for (let n = from; n <= to; n++) out.push(n);
  }
  return new Set(out).size === out.length ? out : null;
}
