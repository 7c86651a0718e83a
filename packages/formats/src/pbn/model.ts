/**
 * The raw PBN model: what a file says, syntax-level, before any bridge meaning is given to it.
 * Tag values are kept as strings (inheritance resolved, the written form kept beside), section
 * data as text lines, tables split into rows and columns. `board.ts` gives the bridge meaning.
 */

/** A place in the input: 1-based line and column (columns count UTF-16 code units). */
export interface PbnPos {
  readonly line: number;
  readonly column: number;
}

export interface PbnComment extends PbnPos {
  /** `{` for a brace comment (may span lines), `;` for a rest-of-line comment. */
  readonly kind: '{' | ';';
  /** The text between the delimiters (without `{`/`}` or `;`). */
  readonly text: string;
}

/** A `%` line: an escape to non-PBN data (`% PBN 2.1`, `% EXPORT`, generator metadata). */
export interface PbnDirective {
  /** The text after the `%`. */
  readonly text: string;
  readonly line: number;
  /** Index of the game this line came before (or inside of); `games.length` for trailing lines. */
  readonly game: number;
}

/** A column of a supplemental table, from the tag value's column spec, e.g. `+Score_NS\6R`. */
export interface PbnColumn {
  readonly name: string;
  /** Minimum width of the column's elements in export format. */
  readonly width?: number;
  /** Alignment within the minimum width: `L` pads after, `R` pads before. */
  readonly align?: 'L' | 'R';
  /** `+`: the rows are in descending order of this column; `-`: ascending. */
  readonly order?: '+' | '-';
}

/** A PBN table tag's content (ScoreTable, TotalScoreTable…): columns and rows. */
export interface PbnTable {
  readonly columns: readonly PbnColumn[];
  /** One array per row, one element per column; string tokens are unquoted. `?` unknown, `-` irrelevant. */
  readonly rows: readonly (readonly string[])[];
}

/** A PBN tag as read: name, value, section lines, table and position in the file. */
export interface PbnTag {
  readonly name: string;
  /** The value after inheritance (`#`, `##`) is resolved and escapes are undone. */
  readonly value: string;
  /** The value as written (`#`, `##text` or the same as `value`). */
  readonly raw: string;
  readonly line: number;
  readonly column: number;
  /** The section's data lines (comments blanked out), if the tag starts a section. */
  readonly section: readonly string[];
  /** Where each section line starts in the input (parallel to `section`). */
  readonly sectionAt: readonly PbnPos[];
  /** Comments that follow the tag (PBN attaches a comment to what precedes it). */
  readonly comments: readonly PbnComment[];
  /** For supplemental tables (`ScoreTable`, `OptimumResultTable`, …): columns and rows. */
  readonly table?: PbnTable;
  /** Added to this game from an earlier game's `##` tag: not written in this game. */
  readonly inherited?: boolean;
  /** For `Note` tags: the section whose notes these are. */
  readonly noteOf?: 'Auction' | 'Play';
}

export interface PbnWarning extends PbnPos {
  readonly code: string;
  readonly message: string;
}

/** One game of a PBN file: its tags in order, with lookups by name. */
export class PbnGame {
  constructor(
    readonly tags: readonly PbnTag[],
    /** Line of the game's first tag. */
    readonly line: number,
    /** Comments before the first tag of the game. */
    readonly comments: readonly PbnComment[] = [],
  ) {}

  /** The first tag with this name (PBN ignores repeats, except `Note`). */
  tag(name: string): PbnTag | undefined {
    for (const t of this.tags) if (t.name === name) return t;
    return undefined;
  }

  /** The tag's value, or undefined when the tag is absent. */
  value(name: string): string | undefined {
    return this.tag(name)?.value;
  }

  /** Every tag with this name (for `Note`). */
  all(name: string): PbnTag[] {
    return this.tags.filter((t) => t.name === name);
  }
}

/** A parsed PBN file: its games and `%` directives, version and export flag. */
export interface PbnFile {
  readonly games: PbnGame[];
  /** Every `%` line, in order. */
  readonly directives: readonly PbnDirective[];
  /** From `% PBN x.y`, if present. */
  readonly version?: string;
  /** The file declares `% EXPORT`. */
  readonly exportFormat: boolean;
  /** Comments after the last game. */
  readonly trailingComments: readonly PbnComment[];
  /** Things a relaxed reader accepted but a strict one would not (repeated tags, …). */
  readonly warnings: readonly PbnWarning[];
  /** The character set the bytes were read in (`utf-8` for string input). */
  readonly encoding: 'utf-8' | 'latin1';
}

/** The 15 tags of the Mandatory Tag Set, in export order. */
export const PBN_MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

/** Supplemental sections that are tables (PBN 2.1 chapter 5). */
export const PBN_TABLE_TAGS = [
  'ActionTable',
  'AuctionTimeTable',
  'InstantScoreTable',
  'OptimumPlayTable',
  'OptimumResultTable',
  'PlayTimeTable',
  'ScoreTable',
  'TotalScoreTable',
] as const;

/** Tags whose value may not be inherited with `#` or `##`. */
export const PBN_NO_INHERIT_TAGS: ReadonlySet<string> = new Set([
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
]);

/** Is this tag a table: a known table tag, or a user section named `…Table`. */
export const isTableTagName = (name: string): boolean =>
  (PBN_TABLE_TAGS as readonly string[]).includes(name) || /Table$/.test(name);

/** Builds a tag for a game made by a program (no input position: line and column 0). */
export function pbnTag(
  name: string,
  value: string,
  section: readonly string[] = [],
  extra: Partial<Pick<PbnTag, 'table' | 'noteOf' | 'comments'>> = {},
): PbnTag {
  return {
    name,
    value,
    raw: value,
    line: 0,
    column: 0,
    section,
    sectionAt: section.map(() => ({ line: 0, column: 1 })),
    comments: extra.comments ?? [],
    ...(extra.table ? { table: extra.table } : {}),
    ...(extra.noteOf ? { noteOf: extra.noteOf } : {}),
  };
}
