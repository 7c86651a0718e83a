/**
 * The PBN reader (import format, PBN 2.1 chapters 2–5): `%` escape lines, tag pairs (several on a
 * line, or one spread over lines), `{…}` and `;` comments, semi-empty lines between games, section
 * data after a tag, tag-value inheritance (`#`, `##`). It is a line-driven state machine so the
 * same code reads a whole string (`parsePbn`) or a stream game by game (`readPbnGames`).
 *
 * Every error names the line and column where the reader gave up.
 */
import { fail, ok, type Result, type StikkError } from '@stikk/core';
import { decodeText } from '../text/encoding.js';
import {
  isTableTagName,
  PBN_NO_INHERIT_TAGS,
  PBN_TABLE_TAGS,
  PbnGame,
  type PbnComment,
  type PbnDirective,
  type PbnFile,
  type PbnPos,
  type PbnTable,
  type PbnTag,
  type PbnWarning,
} from './model.js';
import { parseTable } from './table.js';
import { unescapePbn } from './section.js';

/** Options of the PBN reader (limits against hostile input). */
export interface PbnReadOptions {
  /** Stop with an error after this many games (guards memory on hostile input). Default: none. */
  readonly maxGames?: number;
  /** Longest accepted line, in characters. Default 1,000,000 (the standard's 255 is not enforced). */
  readonly maxLineLength?: number;
}

interface MutableTag {
  name: string;
  value: string;
  raw: string;
  line: number;
  column: number;
  section: string[];
  sectionAt: PbnPos[];
  comments: PbnComment[];
  table?: PbnTable;
  inherited?: boolean;
  noteOf?: 'Auction' | 'Play';
  /** The section has had data (comments after data are section comments, not tag comments). */
  hasData: boolean;
}

type TagStage = 'name' | 'value' | 'close';

const isNameChar = (c: string): boolean => /[A-Za-z0-9_]/.test(c);
const isBlank = (c: string): boolean => c === ' ' || c === '\t' || c === '\v' || c === '\f';

const pbnError = (code: string, line: number, column: number, what: string): { ok: false; error: StikkError } =>
  fail(code, `line ${line}, column ${column}: ${what}`, { line, column });

/**
 * Incremental reader: feed lines with `line()`, finish with `end()`. Complete games are handed
 * to `onGame` as soon as they end, so a caller may keep as few of them as it likes.
 */
export class PbnReader {
  readonly directives: PbnDirective[] = [];
  readonly warnings: PbnWarning[] = [];
  version?: string;
  exportFormat = false;
  gamesDone = 0;

  private lineNo = 0;
  private error: StikkError | null = null;
  // Current game.
  private tags: MutableTag[] = [];
  /** The names among {@link tags}: a repeat is found at once, not by a scan (a game of 200,000 tags was quadratic). */
  private tagNames = new Set<string>();
  private preamble: PbnComment[] = [];
  private current: MutableTag | null = null;
  private lastSection: 'Auction' | 'Play' | null = null;
  // Multi-line constructs.
  private brace: { line: number; column: number; parts: string[] } | null = null;
  private tag: { stage: TagStage; line: number; column: number; name: string; value?: string } | null = null;
  // Inheritance across games.
  private readonly previous = new Map<string, string>();
  private readonly sticky = new Map<string, { value: string; line: number; column: number }>();

  constructor(
    private readonly onGame: (g: PbnGame) => void,
    private readonly opts: PbnReadOptions = {},
  ) {}

  /** The error that stopped reading, if any. */
  get failed(): StikkError | null {
    return this.error;
  }

  /** Feeds one line (without its line break). Returns false once an error has occurred. */
  line(raw: string): boolean {
    if (this.error) return false;
    this.lineNo++;
    const n = this.lineNo;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const max = this.opts.maxLineLength ?? 1_000_000;
    if (text.length > max)
      return this.fail(pbnError('pbn-line-too-long', n, max + 1, `line is longer than ${max} characters`));

    if (this.brace) return this.continueBrace(text, n);

    if (text[0] === '%' && !this.tag) {
      const body = text.slice(1);
      this.directives.push({ text: body, line: n, game: this.gamesDone });
      const v = /^\s*PBN\s+(\d+\.\d+)\s*$/i.exec(body);
      if (v && this.version === undefined) this.version = v[1];
      if (/^\s*EXPORT\s*$/i.test(body)) this.exportFormat = true;
      return true;
    }

    if (/^[ \t\v\f]*$/.test(text)) {
      if (this.tag)
        return this.fail(
          pbnError(
            'pbn-unterminated-tag',
            this.tag.line,
            this.tag.column,
            'tag pair is not closed before the empty line',
          ),
        );
      return this.finishGame();
    }
    return this.scan(text, n, 0);
  }

  /** Ends the input. */
  end(): boolean {
    if (this.error) return false;
    if (this.brace)
      return this.fail(
        pbnError('pbn-unterminated-comment', this.brace.line, this.brace.column, 'comment "{" is never closed'),
      );
    if (this.tag)
      return this.fail(
        pbnError(
          'pbn-unterminated-tag',
          this.tag.line,
          this.tag.column,
          'tag pair is not closed at the end of the input',
        ),
      );
    return this.finishGame();
  }

  /** Comments after the last game (only meaningful after `end()`). */
  get trailingComments(): PbnComment[] {
    return this.preamble;
  }

  private fail(r: { ok: false; error: StikkError }): false {
    this.error = r.error;
    return false;
  }

  private continueBrace(text: string, n: number): boolean {
    const b = this.brace!;
    const close = text.indexOf('}');
    if (close < 0) {
      b.parts.push(text);
      return true;
    }
    b.parts.push(text.slice(0, close));
    this.brace = null;
    this.addComment({ kind: '{', text: b.parts.join('\n'), line: b.line, column: b.column });
    return this.scan(text, n, close + 1);
  }

  private addComment(c: PbnComment): void {
    if (this.current) this.current.comments.push(c);
    else this.preamble.push(c);
  }

  /** Scans `text` from index `from`: tags, comments and section data. */
  private scan(text: string, n: number, from: number): boolean {
    let i = from;
    // Section data of this line: where it starts and the comment spans to blank.
    let dataStart = -1;
    let dataEnd = -1;
    const blanks: [number, number][] = [];
    const flushData = (): void => {
      if (dataStart < 0 || !this.current) {
        dataStart = -1;
        return;
      }
      let s = text.slice(dataStart, dataEnd + 1);
      for (const [a, b] of blanks) {
        if (a >= dataStart && a <= dataEnd) {
          const lo = a - dataStart,
            hi = Math.min(b, dataEnd) - dataStart;
          s = s.slice(0, lo) + ' '.repeat(hi - lo + 1) + s.slice(hi + 1);
        }
      }
      s = s.replace(/[ \t\v\f]+$/, '');
      if (s.length) {
        this.current.section.push(s);
        this.current.sectionAt.push({ line: n, column: dataStart + 1 });
        this.current.hasData = true;
      }
      dataStart = -1;
      blanks.length = 0;
    };

    while (i < text.length) {
      const c = text[i];
      const col = i + 1;
      if (this.tag) {
        const t = this.tag;
        if (isBlank(c)) {
          i++;
          continue;
        }
        if (t.stage === 'name') {
          if (!/[A-Za-z0-9_]/.test(c))
            return this.fail(pbnError('pbn-tag-name', n, col, `expected a tag name after "[", found "${c}"`));
          let j = i;
          while (j < text.length && isNameChar(text[j])) j++;
          t.name = text.slice(i, j);
          t.stage = 'value';
          i = j;
          continue;
        }
        if (t.stage === 'value') {
          if (c !== '"')
            return this.fail(
              pbnError('pbn-tag-value', n, col, `expected the quoted value of tag ${t.name}, found "${c}"`),
            );
          let j = i + 1;
          let value = '';
          while (j < text.length && text[j] !== '"') {
            if (text[j] === '\\' && (text[j + 1] === '"' || text[j + 1] === '\\')) {
              value += text[j + 1];
              j += 2;
            } else value += text[j++];
          }
          if (j >= text.length)
            return this.fail(
              pbnError('pbn-unterminated-string', n, col, `value of tag ${t.name} has no closing quote on its line`),
            );
          // Relaxed: a quote left unescaped inside the value ("The "Big" Cup") — if the tag only
          // closes after a later quote on this line, the value runs to that quote.
          let k = j + 1;
          while (k < text.length && isBlank(text[k])) k++;
          if (k < text.length && text[k] !== ']') {
            const close = /"[ \t]*\]/g;
            close.lastIndex = j + 1;
            let last = -1;
            for (let m = close.exec(text); m; m = close.exec(text)) {
              if (text.lastIndexOf('[', m.index) > j) break; // that quote belongs to a later tag
              last = m.index;
            }
            if (last > j) {
              value = unescapePbn(text.slice(i + 1, last));
              this.warnings.push({
                code: 'pbn-unescaped-quote',
                message: `line ${n}, column ${col}: the value of tag ${t.name} holds an unescaped quote`,
                line: n,
                column: col,
              });
              j = last;
            }
          }
          t.value = value;
          t.stage = 'close';
          i = j + 1;
          continue;
        }
        // stage 'close'
        if (c !== ']')
          return this.fail(pbnError('pbn-tag-close', n, col, `expected "]" to close tag ${t.name}, found "${c}"`));
        this.tag = null;
        if (!this.addTag(t.name, t.value ?? '', t.line, t.column)) return false;
        i++;
        continue;
      }

      if (isBlank(c)) {
        i++;
        continue;
      }
      if (c === '[') {
        flushData();
        this.tag = { stage: 'name', line: n, column: col, name: '' };
        i++;
        continue;
      }
      if (c === '{') {
        const close = text.indexOf('}', i + 1);
        if (close < 0) {
          blanks.push([i, text.length - 1]);
          this.brace = { line: n, column: col, parts: [text.slice(i + 1)] };
          if (dataStart >= 0) dataEnd = text.length - 1;
          flushData();
          return true;
        }
        const comment: PbnComment = { kind: '{', text: text.slice(i + 1, close), line: n, column: col };
        if (dataStart >= 0) blanks.push([i, close]);
        this.addComment(comment);
        i = close + 1;
        continue;
      }
      if (c === ';') {
        this.addComment({ kind: ';', text: text.slice(i + 1), line: n, column: col });
        if (dataStart >= 0) blanks.push([i, text.length - 1]);
        break;
      }
      // Section data.
      if (!this.current)
        return this.fail(
          pbnError(
            'pbn-stray-text',
            n,
            col,
            `"${c}" is outside any tag pair (a game starts with a tag such as [Event "…"])`,
          ),
        );
      if (dataStart < 0) dataStart = i;
      if (c === '"') {
        let j = i + 1;
        while (j < text.length && text[j] !== '"')
          j += text[j] === '\\' && (text[j + 1] === '"' || text[j + 1] === '\\') ? 2 : 1;
        if (j >= text.length)
          return this.fail(pbnError('pbn-unterminated-string', n, col, 'string in section data has no closing quote'));
        dataEnd = j;
        i = j + 1;
        continue;
      }
      if (c === ']') return this.fail(pbnError('pbn-stray-bracket', n, col, '"]" without a matching "["'));
      dataEnd = i;
      i++;
    }
    flushData();
    return true;
  }

  private addTag(name: string, raw: string, line: number, column: number): boolean {
    if (this.opts.maxGames !== undefined && this.gamesDone >= this.opts.maxGames) {
      return this.fail(pbnError('pbn-too-many-games', line, column, `more than ${this.opts.maxGames} games`));
    }
    if (
      (name === 'Event' || name === 'Board') &&
      this.tagNames.has(name) &&
      (this.tagNames.has('Deal') || this.tagNames.has('Board'))
    ) {
      // Relaxed: some programs leave out the empty line between games. A second Event or
      // Board in a game that already has its deal starts the next game.
      this.warnings.push({
        code: 'pbn-missing-empty-line',
        message: `line ${line}, column ${column}: tag ${name} repeats; a new game starts here (games are separated by an empty line)`,
        line,
        column,
      });
      if (!this.finishGame()) return false;
    } else if (name !== 'Note' && this.tagNames.has(name)) {
      this.warnings.push({
        code: 'pbn-repeated-tag',
        message: `line ${line}, column ${column}: tag ${name} repeats within the game; the first one counts`,
        line,
        column,
      });
      // Its section data and comments still need a home: a detached tag swallows them.
      this.current = { name, value: raw, raw, line, column, section: [], sectionAt: [], comments: [], hasData: false };
      return true;
    }
    if ((raw === '#' || raw.startsWith('##')) && PBN_NO_INHERIT_TAGS.has(name)) {
      return this.fail(
        pbnError('pbn-inheritance-forbidden', line, column, `tag ${name} may not inherit its value ("${raw}")`),
      );
    }
    const t: MutableTag = {
      name,
      value: raw,
      raw,
      line,
      column,
      section: [],
      sectionAt: [],
      comments: [],
      hasData: false,
    };
    if (name === 'Auction' || name === 'Play') this.lastSection = name;
    if (name === 'Note' && this.lastSection) t.noteOf = this.lastSection;
    this.tags.push(t);
    this.tagNames.add(name);
    this.current = t;
    return true;
  }

  private finishGame(): boolean {
    if (this.tags.length === 0) {
      // Only comments or nothing: the comments go with the next game.
      this.current = null;
      return true;
    }
    const tags = this.tags;
    const present = new Set(tags.map((t) => t.name));
    // Inheritance (PBN 4.8).
    for (const t of tags) {
      if (t.name === 'Note') continue;
      if (t.raw === '#') {
        t.value = this.previous.get(t.name) ?? '';
      } else if (t.raw.startsWith('##')) {
        t.value = t.raw.slice(2);
        this.sticky.set(t.name, { value: t.value, line: t.line, column: t.column });
      } else if (this.sticky.has(t.name)) {
        this.sticky.set(t.name, { value: t.value, line: t.line, column: t.column });
      }
    }
    for (const [name, s] of this.sticky) {
      if (!present.has(name)) {
        tags.push({
          name,
          value: s.value,
          raw: s.value,
          line: s.line,
          column: s.column,
          section: [],
          sectionAt: [],
          comments: [],
          inherited: true,
          hasData: false,
        });
      }
    }
    for (const t of tags) if (t.name !== 'Note') this.previous.set(t.name, t.value);
    // Tables.
    for (const t of tags) {
      if ((PBN_TABLE_TAGS as readonly string[]).includes(t.name) || (isTableTagName(t.name) && t.section.length > 0)) {
        const r = parseTable(t.value, t.section, t.sectionAt, { name: t.name, line: t.line, column: t.column });
        if (!r.ok) return this.fail(r);
        t.table = r.value;
      }
    }
    const frozen: PbnTag[] = tags.map((t) => {
      return {
        name: t.name,
        value: t.value,
        raw: t.raw,
        line: t.line,
        column: t.column,
        section: t.section,
        sectionAt: t.sectionAt,
        comments: t.comments,
        ...(t.table ? { table: t.table } : {}),
        ...(t.inherited ? { inherited: true } : {}),
        ...(t.noteOf ? { noteOf: t.noteOf } : {}),
      };
    });
    const game = new PbnGame(frozen, tags[0].line, this.preamble);
    this.tags = [];
    this.tagNames.clear();
    this.preamble = [];
    this.current = null;
    this.lastSection = null;
    this.gamesDone++;
    this.onGame(game);
    return true;
  }
}

/** Splits text into lines (LF, CRLF or lone CR), without the line breaks. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}

/**
 * Reads a whole PBN file (import format). Bytes are decoded as UTF-8 when valid, else Latin-1.
 */
export function parsePbn(input: string | Uint8Array, opts: PbnReadOptions = {}): Result<PbnFile> {
  let text: string;
  let encoding: 'utf-8' | 'latin1' = 'utf-8';
  if (typeof input === 'string') {
    text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  } else {
    const d = decodeText(input);
    text = d.text;
    encoding = d.encoding;
  }
  const games: PbnGame[] = [];
  const reader = new PbnReader((g) => games.push(g), opts);
  const lines = splitLines(text);
  // A final line break does not make an extra (empty) line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  for (const l of lines) if (!reader.line(l)) break;
  if (!reader.failed) reader.end();
  if (reader.failed) return { ok: false, error: reader.failed };
  return ok({
    games,
    directives: reader.directives,
    ...(reader.version !== undefined ? { version: reader.version } : {}),
    exportFormat: reader.exportFormat,
    trailingComments: reader.trailingComments,
    warnings: reader.warnings,
    encoding,
  });
}
