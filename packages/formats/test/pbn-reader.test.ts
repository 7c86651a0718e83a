import { describe, expect, it } from 'vitest';
import { encodeLatin1, parsePbn, printPbn, readPbnGames, type PbnFile } from '@stikk/formats';

const must = (text: string | Uint8Array): PbnFile => {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('parsePbn: file layout', () => {
  it('reads directives, several games, comments and CRLF', () => {
    const f = must(
      '% PBN 2.1\r\n% EXPORT\r\n{intro}\r\n[Event "A"]\r\n[Board "1"] ; first\r\n\r\n[Event "B"]\r\n[Board "2"]\r\n',
    );
    expect(f.version).toBe('2.1');
    expect(f.exportFormat).toBe(true);
    expect(f.games).toHaveLength(2);
    expect(f.games[0].comments.map((c) => c.text)).toEqual(['intro']);
    expect(f.games[0].tag('Board')?.comments.map((c) => c.text)).toEqual([' first']);
    expect(f.games[1].value('Event')).toBe('B');
    expect(f.games[1].line).toBe(7);
  });

  it('treats a line of blanks as the end of a game, but not inside a brace comment', () => {
    const f = must('[Event "A"]\n{ a comment\n   \nstill comment}\n[Site "x"]\n \t \n[Event "B"]');
    expect(f.games).toHaveLength(2);
    expect(f.games[0].value('Site')).toBe('x');
    expect(f.games[0].tag('Event')?.comments[0].text).toBe(' a comment\n   \nstill comment');
  });

  it('reads several tags on a line and a tag spread over lines', () => {
    const f = must('[Event "A"][Site "B"]  [ Date\n  "2024.01.02"\n]');
    expect(f.games[0].tags.map((t) => [t.name, t.value])).toEqual([
      ['Event', 'A'],
      ['Site', 'B'],
      ['Date', '2024.01.02'],
    ]);
  });

  it('undoes escapes and keeps other backslashes', () => {
    const f = must('[Event "say \\"hi\\" \\\\ now"]\n[ScoreTable "Rank\\2R;Score_NS\\6R"]');
    expect(f.games[0].value('Event')).toBe('say "hi" \\ now');
    expect(f.games[0].value('ScoreTable')).toBe('Rank\\2R;Score_NS\\6R');
  });

  it('detects Latin-1 and UTF-8 bytes', () => {
    const latin = must(encodeLatin1('[Site "Åbo, Sandström"]\n'));
    expect(latin.encoding).toBe('latin1');
    expect(latin.games[0].value('Site')).toBe('Åbo, Sandström');
    const utf = must(new TextEncoder().encode('[Site "Åbo, Sandström"]\n'));
    expect(utf.encoding).toBe('utf-8');
    expect(utf.games[0].value('Site')).toBe('Åbo, Sandström');
    const bom = must(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('[Site "x"]')]));
    expect(bom.games[0].value('Site')).toBe('x');
  });

  it('recovers a value with unescaped quotes, with a warning', () => {
    const f = must('[Event "The "Big" Cup"] [Site "x"]\n');
    expect(f.games[0].value('Event')).toBe('The "Big" Cup');
    expect(f.games[0].value('Site')).toBe('x');
    expect(f.warnings[0]).toMatchObject({ code: 'pbn-unescaped-quote', line: 1, column: 8 });
  });

  it('starts a new game at a repeated Event or Board when the empty line is missing', () => {
    const f = must('[Event "A"]\n[Board "1"]\n[Deal "N:- - - -"]\n[Event "A"]\n[Board "2"]\n');
    expect(f.games.map((g) => g.value('Board'))).toEqual(['1', '2']);
    expect(f.warnings[0]).toMatchObject({ code: 'pbn-missing-empty-line', line: 4, column: 1 });
  });

  it('keeps the first of repeated tags and warns', () => {
    const f = must('[Event "A"]\n[Event "B"]\n');
    expect(f.games[0].all('Event')).toHaveLength(1);
    expect(f.games[0].value('Event')).toBe('A');
    expect(f.warnings[0]).toMatchObject({ code: 'pbn-repeated-tag', line: 2, column: 1 });
  });
});

describe('parsePbn: inheritance (#, ##)', () => {
  it('resolves # from the nearest previous game and ## for all later games', () => {
    const f = must(
      '[Event "##Club night"]\n[Site "Oslo"]\n[Board "1"]\n\n[Site "#"]\n[Board "2"]\n\n[Event "Other"]\n[Site "#"]\n[Board "3"]\n\n[Board "4"]\n',
    );
    const [g1, g2, g3, g4] = f.games;
    expect(g1.value('Event')).toBe('Club night');
    expect(g1.tag('Event')?.raw).toBe('##Club night');
    expect(g2.value('Event')).toBe('Club night');
    expect(g2.tag('Event')?.inherited).toBe(true);
    expect(g2.value('Site')).toBe('Oslo');
    expect(g2.tag('Site')?.raw).toBe('#');
    expect(g3.value('Event')).toBe('Other');
    expect(g3.value('Site')).toBe('Oslo');
    // A plain value redefines a ## header for the games after it.
    expect(g4.value('Event')).toBe('Other');
  });

  it('writes inheritance back as read when asked to keep it', () => {
    const f = must('[Event "##Club night"]\n[Site "Oslo"]\n[Board "1"]\n\n[Site "#"]\n[Board "2"]\n');
    const kept = printPbn(f, { inheritance: 'keep', eol: '\n' });
    const games = kept.split('\n\n');
    expect(games[0]).toContain('[Event "##Club night"]');
    expect(games[1]).not.toContain('[Event ');
    expect(games[1]).toContain('[Site "#"]');
    const again = must(kept);
    expect(again.games.map((g) => [g.value('Event'), g.value('Site')])).toEqual(
      f.games.map((g) => [g.value('Event'), g.value('Site')]),
    );
    // By default each game is written complete.
    expect(printPbn(f, { eol: '\n' }).split('\n\n')[1]).toContain('[Event "Club night"]');
  });

  it('gives "" when nothing is inherited and refuses # on the deal', () => {
    expect(must('[Site "#"]').games[0].value('Site')).toBe('');
    const r = parsePbn('[Deal "#"]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'pbn-inheritance-forbidden', line: 1, column: 1 });
  });
});

describe('parsePbn: sections and tables', () => {
  it('keeps section lines with their positions and blanks comments out', () => {
    const f = must('[Auction "N"]\n1C {strong} Pass 1NT ; note\nPass\n[Foo "bar"] data "with space"');
    const a = f.games[0].tag('Auction')!;
    expect(a.section).toEqual(['1C          Pass 1NT', 'Pass']);
    expect(a.sectionAt).toEqual([
      { line: 2, column: 1 },
      { line: 3, column: 1 },
    ]);
    expect(a.comments.map((c) => c.text)).toEqual(['strong', ' note']);
    const foo = f.games[0].tag('Foo')!;
    expect(foo.section).toEqual(['data "with space"']);
    expect(foo.sectionAt[0]).toEqual({ line: 4, column: 13 });
  });

  it('treats any white space between section elements as a separator (fuzz regression)', () => {
    const f = must('[Foo "x"]\na\u00a0b\ufeffc');
    expect(f.games[0].tag('Foo')!.section).toEqual(['a\u00a0b\ufeffc']);
    const t = must('[ScoreTable "A;B"]\n1\u00a02\n');
    expect(t.games[0].tag('ScoreTable')!.table!.rows).toEqual([['1', '2']]);
  });

  it('parses the column spec mini-schema and the rows', () => {
    const f = must(
      '[TotalScoreTable "+Rank\\2R;PairId\\2R;Names\\20L;-Score"]\n 1 12 "Ann - Bo" 60.1\n 2  3 "Cy; Di" ?\n',
    );
    const t = f.games[0].tag('TotalScoreTable')!.table!;
    expect(t.columns).toEqual([
      { name: 'Rank', width: 2, align: 'R', order: '+' },
      { name: 'PairId', width: 2, align: 'R' },
      { name: 'Names', width: 20, align: 'L' },
      { name: 'Score', order: '-' },
    ]);
    expect(t.rows).toEqual([
      ['1', '12', 'Ann - Bo', '60.1'],
      ['2', '3', 'Cy; Di', '?'],
    ]);
  });

  it('rejects a table whose elements do not fill its rows, naming the place', () => {
    const r = parsePbn('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 7\nN S');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'pbn-table-row', line: 3, column: 1 });
  });
});

describe('parsePbn: errors name line and column', () => {
  const cases: [string, string, number, number][] = [
    ['[Event "x"]\n[Site "y', 'pbn-unterminated-string', 2, 7],
    ['[Event "x"]\n[Site x"]', 'pbn-tag-value', 2, 7],
    ['[Event "x"\n\n', 'pbn-unterminated-tag', 1, 1],
    ['hello', 'pbn-stray-text', 1, 1],
    ['[Event "x"]\n{ open', 'pbn-unterminated-comment', 2, 1],
    ['[Event "x"] ]', 'pbn-stray-bracket', 1, 13],
    ['[ "x"]', 'pbn-tag-name', 1, 3],
    ['[Event "x" x', 'pbn-tag-close', 1, 12],
  ];
  for (const [text, code, line, column] of cases) {
    it(code, () => {
      const r = parsePbn(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatchObject({ code, line, column });
        expect(r.error.message).toContain(`line ${line}, column ${column}`);
      }
    });
  }
});

describe('readPbnGames (streaming)', () => {
  it('gives the same games as parsePbn whatever the chunking', async () => {
    const text =
      '% PBN 2.1\r\n[Event "##E"]\r\n[Board "1"]\r\n[Auction "N"]\r\n1C Pass\r\n\r\n[Board "2"]\r\n[Site "Åbo"]\r\n';
    const bytes = new TextEncoder().encode(text);
    const whole = must(text).games.map((g) => g.tags.map((t) => [t.name, t.value, t.section]));
    for (const size of [1, 2, 3, 7, 1000]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const got: unknown[] = [];
      for await (const r of readPbnGames(chunks)) {
        expect(r.ok).toBe(true);
        if (r.ok) got.push(r.value.tags.map((t) => [t.name, t.value, t.section]));
      }
      expect(got).toEqual(whole);
    }
  });

  it('stops with the error', async () => {
    const out = [];
    for await (const r of readPbnGames(['[Event "a"]\n\n[Event "b"]\n[Site'])) out.push(r);
    expect(out.map((r) => r.ok)).toEqual([true, false]);
  });
});

describe('printPbn (export format)', () => {
  it('writes the mandatory tags in order, then the rest sorted, with CRLF', () => {
    const f = must('[Zeta "z"]\n[Board "3"]\n[Alpha "a"]\n[Deal "N:AKQJ.T98.765.432 - - -"]');
    const out = printPbn(f);
    const lines = out.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['% PBN 2.1', '% EXPORT']);
    expect(lines.slice(2, 17).map((l) => /^\[(\w+)/.exec(l)![1])).toEqual([
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
    ]);
    expect(lines[2]).toBe('[Event "?"]');
    expect(lines.slice(17, 19)).toEqual(['[Alpha "a"]', '[Zeta "z"]']);
  });

  it('spells the board tags as export format requires', () => {
    const f = must(
      '[Dealer "s"]\n[Vulnerable "Both"]\n[Deal "n:32.akqjt98765.4. 4..AKQJT98765.32 AKQJT98765.32..4 .4.32.AKQJT98765"]\n[Declarer "e"]\n[Contract "3ntx"]\n[Result "NS 4"]',
    );
    const out = printPbn(f, { eol: '\n' });
    expect(out).toContain(
      '[Dealer "S"]\n[Vulnerable "All"]\n[Deal "S:AKQJT98765.32..4 .4.32.AKQJT98765 32.AKQJT98765.4. 4..AKQJT98765.32"]\n',
    );
    expect(out).toContain('[Declarer "E"]\n[Contract "3NTX"]\n[Result "9"]\n');
  });

  it('writes auctions from the dealer and re-reads to the same data', () => {
    const f = must('[Dealer "E"]\n[Auction "N"]\n- 1S! =1= Pass 2S $4 Pass Pass Pass\n[Note "1:five"]');
    const out = printPbn(f, { eol: '\n' });
    expect(out).toContain('[Auction "E"]\n1S =1= $1 Pass 2S $4 Pass\nPass Pass\n[Note "1:five"]');
  });
});
