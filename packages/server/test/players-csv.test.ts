/**
 * The register's CSV file: every refusal is `invalid-csv` with a `problem` code and its line, column and value in
 * `params`, so that the web app words it in the user's language (the English message is for API readers).
 */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/http/errors.js';
import { CSV_PROBLEMS, parsePlayersCsv } from '../src/domain/players.js';

function refusal(csv: string): ApiFailure {
  try {
    parsePlayersCsv(csv);
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('register CSV errors', () => {
  it('each problem: a code, and where and what', () => {
    const cases: [string, Record<string, string | number>][] = [
      ['Kari;1001;BK\nOla;1002;BK;ola@x.no\n', { problem: 'extra-column', line: 2, column: 4, value: 'ola@x.no' }],
      ['Kari;1001;BK\nOla;"1002;BK\n', { problem: 'unclosed-quote', line: 2, column: 2, value: '"1002;BK' }],
      ['Navn;Medlemsnummer;Klubb\nKari;1001;BK\n;1002;BK\n', { problem: 'empty-name', line: 3, column: 1 }],
      ['Kari <b>;1001;BK\n', { problem: 'bad-name', line: 1, column: 1, value: 'Kari <b>' }],
      ['Klubb;Namn;Medlemsnummer\nBK;Kari;10 01\n', { problem: 'bad-member-no', line: 2, column: 3, value: '10 01' }],
      ['Kari;1001\n\nOla;1001\n', { problem: 'duplicate-member-no', line: 3, column: 2, value: '1001', otherLine: 1 }],
      [`Kari;1001;${'B'.repeat(101)}\n`, { problem: 'bad-club', line: 1, column: 3, value: `${'B'.repeat(39)}…` }],
      ['Navn;Klubb\n\n', { problem: 'no-players' }],
      [Array.from({ length: 5001 }, (_, i) => `P${i};${i}`).join('\n'), { problem: 'too-many-players', count: 5001 }],
      [`Kari;1001;BK\n${' '.repeat(1_000_000)}`, { problem: 'too-long', max: 1_000_000 }],
    ];
    expect(new Set(cases.map(([, p]) => p.problem))).toEqual(new Set(CSV_PROBLEMS));
    for (const [csv, params] of cases) {
      const e = refusal(csv);
      expect(e, String(params.problem)).toMatchObject({ status: 400, code: 'invalid-csv', field: 'csv', params });
      // The wording's selector comes first (the web app also reads the first key).
      expect(Object.keys(e.params ?? {})[0]).toBe('problem');
      if (params.line !== undefined) expect(e.message).toContain(`line ${params.line}`);
    }
  });

  it('a quoted value is cut to 40 characters and shows no control characters', () => {
    const e = refusal(`Kari\u0007Lund <x>${'y'.repeat(60)};1001\n`);
    expect(e.params).toMatchObject({ problem: 'bad-name', line: 1, column: 1 });
    expect(String(e.params?.value)).toMatch(/^Kari\uFFFDLund <x>y+…$/);
    expect(String(e.params?.value)).toHaveLength(40);
  });
});
