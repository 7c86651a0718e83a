/**
 * PBN supplemental tables (PBN 2.1 chapter 5): the tag value is a column spec, `;`-separated
 * column names, each optionally with a leading `+`/`-` (sort order) and a trailing `\<width>`
 * with `L`/`R` alignment; the section data are the elements, row after row.
 */
import { fail, ok, type Result } from '@stikk/core';
import type { PbnColumn, PbnPos, PbnTable } from './model.js';
import { printElement, sectionElements } from './section.js';

/** Parses a column spec such as `Rank\2R;+Score_NS\6R;Names\39L`. */
export function parseColumnSpec(spec: string): PbnColumn[] {
  if (spec.trim() === '') return [];
  return spec.split(';').map((part) => {
    let s = part.trim();
    let order: '+' | '-' | undefined;
    if (s[0] === '+' || s[0] === '-') {
      order = s[0];
      s = s.slice(1);
    }
    const m = /^(.*?)\\(\d+)([LRlr]?)$/.exec(s);
    let name = s,
      width: number | undefined,
      align: 'L' | 'R' | undefined;
    if (m) {
      name = m[1];
      width = Math.min(Number(m[2]), 255);
      if (m[3]) align = m[3].toUpperCase() as 'L' | 'R';
    }
    const col: { name: string; width?: number; align?: 'L' | 'R'; order?: '+' | '-' } = { name };
    if (width !== undefined) col.width = width;
    if (align) col.align = align;
    if (order) col.order = order;
    return col;
  });
}

/** Prints table columns as a PBN column specification (`Rank\2R;PairId;…`). */
export function printColumnSpec(columns: readonly PbnColumn[]): string {
  return columns
    .map((c) => `${c.order ?? ''}${c.name}${c.width !== undefined ? `\\${c.width}${c.align ?? ''}` : ''}`)
    .join(';');
}

/**
 * Reads a table's rows. When every line holds exactly one row's worth of elements the lines are
 * the rows; otherwise (import format allows any layout) the elements are taken in order.
 */
export function parseTable(
  spec: string,
  lines: readonly string[],
  at: readonly PbnPos[],
  where: PbnPos & { name: string },
): Result<PbnTable> {
  const columns = parseColumnSpec(spec);
  const els = sectionElements(lines, at);
  if (!els.ok) return els;
  const n = columns.length;
  if (els.value.length === 0) return ok({ columns, rows: [] });
  if (n === 0) {
    const e = els.value[0];
    return fail(
      'pbn-table-columns',
      `line ${e.line}, column ${e.column}: table ${where.name} has data but its tag value names no columns`,
      { line: e.line, column: e.column },
    );
  }
  const rem = els.value.length % n;
  if (rem !== 0) {
    const last = els.value[els.value.length - rem];
    return fail(
      'pbn-table-row',
      `line ${last.line}, column ${last.column}: table ${where.name} has ${els.value.length} elements, not a multiple of its ${n} columns`,
      { line: last.line, column: last.column },
    );
  }
  const rows: string[][] = [];
  for (let i = 0; i < els.value.length; i += n) rows.push(els.value.slice(i, i + n).map((e) => e.text));
  return ok({ columns, rows });
}

/** Export-format lines of a table: one row a line, single spaces, padded to the column widths. */
export function printTableRows(table: PbnTable): string[] {
  return table.rows.map((row) =>
    row
      .map((cell, i) => {
        const col = table.columns[i];
        const s = printElement(cell);
        if (!col?.width || s.length >= col.width) return s;
        const pad = ' '.repeat(col.width - s.length);
        // Default alignment when only a width is given: left.
        return col.align === 'R' ? pad + s : s + pad;
      })
      .join(' ')
      .replace(/\s+$/, ''),
  );
}

/** The index of a named column, or -1. */
export const columnIndex = (table: PbnTable, name: string): number => table.columns.findIndex((c) => c.name === name);

/** The rows as records keyed by column name. */
export function tableRecords(table: PbnTable): Record<string, string>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c.name, row[i] ?? ''])));
}
