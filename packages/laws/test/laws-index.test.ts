// LAWS.md (issue 16 item 5) is generated from the `@laws` lines of the file headers; it must be
// up to date, every law module must carry such a line, and the functions it names must exist.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations
import { headerLaws, lawsIndex } from '../scripts/laws-index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('LAWS.md', () => {
  it('is what `npm run laws-index` writes from the file headers', () => {
    expect(readFileSync(join(root, 'LAWS.md'), 'utf8')).toBe(lawsIndex(root));
  });

  it('names a law for every law module (src/auction/law*, src/play/law*)', () => {
    for (const dir of ['src/auction', 'src/play']) {
      for (const f of readdirSync(join(root, dir)).filter((x) => x.startsWith('law'))) {
        const laws = headerLaws(readFileSync(join(root, dir, f), 'utf8'));
        expect(laws, `${dir}/${f} has no @laws line`).not.toBeNull();
        // The numbers in the file name are among the laws its header lists.
        const first = /^law(\d+)/.exec(f)![1];
        expect(
          laws.map((l: { law: string }) => l.law),
          f,
        ).toContain(first);
      }
    }
  });

  it('reads law numbers with or without function names, and refuses a name the file does not define', () => {
    expect(headerLaws('/**\n * x\n * @laws 26:leadRight 9\n */\n')).toEqual([
      { law: '26', names: ['leadRight'] },
      { law: '9', names: null },
    ]);
    const tmp = mkdtempSync(join(tmpdir(), 'laws-index-'));
    try {
      mkdirSync(join(tmp, 'src'));
      writeFileSync(
        join(tmp, 'src', 'law26-x.ts'),
        '/**\n * Law 26.\n * @laws 26:leadRight\n */\nexport function other(): void {}\n',
      );
      expect(() => lawsIndex(tmp)).toThrow(/leadRight/);
      writeFileSync(
        join(tmp, 'src', 'law26-x.ts'),
        '/**\n * Law 26.\n * @laws 26:leadRight\n */\nexport function leadRight(): void {}\n',
      );
      expect(lawsIndex(tmp)).toContain('| 26 | [src/law26-x.ts](src/law26-x.ts) | `leadRight` |');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
