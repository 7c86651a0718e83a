/**
 * What a director types on the events pages, read into requests (pure): teams and pairs one a
 * line, a draw as "home-away" pairs, tie decisions as "S1M2=3". Null where a line cannot be read.
 */

/** "Name: player, player, …" per line → entrants (members optional). */
export function parseTeams(text: string): { name: string; members?: string[] }[] | null {
  const out: { name: string; members?: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [name, rest] = line.split(/:(.*)/s, 2).map((x) => x?.trim() ?? '');
    if (!name) return null;
    const members = (rest ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    out.push(members.length ? { name, members } : { name });
  }
  return out;
}

/** "Names; carry-over" per line → pairs (the carry-over a number, comma or point decimals). */
export function parsePairs(text: string): { name: string; carryOver?: number }[] | null {
  const out: { name: string; carryOver?: number }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [name, carry] = line.split(';').map((x) => x.trim());
    if (!name) return null;
    if (carry) {
      const n = Number(carry.replace(',', '.'));
      if (!Number.isFinite(n)) return null;
      out.push({ name, carryOver: n });
    } else out.push({ name });
  }
  return out;
}

/** "1-5, 2-6, 7-" → matches (a team alone with a dash has a bye). */
export function parseDraw(text: string): { home: number; away: number | null }[] | null {
  const out: { home: number; away: number | null }[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const p = part.trim();
    if (!p) continue;
    const m = /^(\d+)\s*[-–]\s*(\d+)?$/.exec(p);
    if (!m) return null;
    out.push({ home: Number(m[1]), away: m[2] ? Number(m[2]) : null });
  }
  return out.length ? out : null;
}

/** "S1M2=3, S1M4=7" → the director's winners of tied knockout matches. */
export function parseWinners(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;\n]/)) {
    const p = part.trim();
    if (!p) continue;
    const m = /^(S\d+M\d+)\s*=\s*(\d+)$/i.exec(p);
    if (!m) return null;
    out[m[1].toUpperCase()] = Number(m[2]);
  }
  return out;
}
