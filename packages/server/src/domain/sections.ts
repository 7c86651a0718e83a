/**
 * Sessions of more than one section (A, B, …): each section runs its own movement (the same kind,
 * boards a round and rounds), with its own tables and pair numbers. The session stores one movement
 * whose tables and pairs are numbered through the sections in order, so every result row, terminal
 * and guide entry keeps one number; `SectionInfo` says which section a number is in and what the
 * section calls it ("B3").
 */
import type { GuideEntry, SectionInfo } from '../api/types.js';
import type { Movement } from './movement.js';

export const SECTION_LETTERS = 'ABCD';
/** At most four sections of up to 30 tables: the rows a session creates stay bounded. */
export const MAX_SECTIONS = SECTION_LETTERS.length;

/** Joins the sections' movements into the session's movement, tables and pairs numbered through them. */
export function joinSections(parts: readonly Movement[]): Movement {
  if (parts.length === 1) return parts[0];
  const sections: SectionInfo[] = [];
  const guide: GuideEntry[] = [];
  const shared: { round: number; tables: number[] }[] = [];
  let tables = 0;
  let pairs = 0;
  parts.forEach((m, i) => {
    const letter = SECTION_LETTERS[i];
    sections.push({
      letter,
      firstTable: tables + 1,
      tables: m.tables,
      firstPair: pairs + 1,
      pairs: m.pairs,
      name: m.name,
    });
    for (const g of m.guide)
      guide.push({
        ...g,
        table: g.table + tables,
        ns: g.ns === null ? null : g.ns + pairs,
        ew: g.ew === null ? null : g.ew + pairs,
      });
    for (const s of m.shared) shared.push({ round: s.round, tables: s.tables.map((t) => t + tables) });
    tables += m.tables;
    pairs += m.pairs;
  });
  guide.sort((a, b) => a.round - b.round || a.table - b.table);
  return {
    kind: parts[0].kind,
    tables,
    rounds: Math.max(...parts.map((m) => m.rounds)),
    boardsPerRound: parts[0].boardsPerRound,
    pairs,
    copies: Math.max(...parts.map((m) => m.copies)),
    winners: parts[0].winners,
    name: sections.map((s) => `${s.letter}: ${s.name}`).join('; '),
    notes: parts.flatMap((m, i) => m.notes.map((n) => `${SECTION_LETTERS[i]}: ${n}`)),
    shared,
    guide,
    sections,
  };
}

/** The sections of a session's movement (none for a one-section session). */
export const sectionsOf = (mv: Movement): readonly SectionInfo[] => mv.sections ?? [];

/** The section a session pair number is in, and its number there. */
export function pairInSection(mv: Movement, pair: number): { section: SectionInfo; local: number } | null {
  const s = sectionsOf(mv).find((x) => pair >= x.firstPair && pair < x.firstPair + x.pairs);
  return s ? { section: s, local: pair - s.firstPair + 1 } : null;
}

/** The section a session table number is in, and its number there. */
export function tableInSection(mv: Movement, table: number): { section: SectionInfo; local: number } | null {
  const s = sectionsOf(mv).find((x) => table >= x.firstTable && table < x.firstTable + x.tables);
  return s ? { section: s, local: table - s.firstTable + 1 } : null;
}

/** "A3" for a sectioned session's pair (or table); undefined with one section. */
export function pairLabel(mv: Movement, pair: number): string | undefined {
  const p = pairInSection(mv, pair);
  return p ? `${p.section.letter}${p.local}` : undefined;
}
export function tableLabel(mv: Movement, table: number): string | undefined {
  const t = tableInSection(mv, table);
  return t ? `${t.section.letter}${t.local}` : undefined;
}

/** The session pair number of a section's pair ("B", 3 → 17 when A has 14 pairs). */
export function sessionPair(mv: Movement, letter: string, local: number): number | null {
  const s = sectionsOf(mv).find((x) => x.letter === letter);
  return s && local >= 1 && local <= s.pairs ? s.firstPair + local - 1 : null;
}
