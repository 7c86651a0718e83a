// Laws 68 and 69A in the rules (issue 16 item 2): dummy neither claims, concedes nor agrees to a
// claim. Online (prevent mode) the digital director refuses such acts, citing the law; the server
// only asks the fold. A face-to-face log (record mode) keeps what happened.
import { describe, expect, it } from 'vitest';
import { foldRaw } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import { log } from './play-helpers.js';

// S declares 1NT, N is dummy; W leads.
const prevent = (events: Parameters<typeof log>[1]) =>
  foldRaw(log('1NT', events), { mode: 'prevent', rules: directorRules });

describe("dummy's claims and agreements online", () => {
  it('refuses a claim, a concession or an agreement by dummy, citing the law', () => {
    expect(prevent(['W:C4', { seat: 'N', claim: 7 }])).toMatchObject({
      ok: false,
      error: { code: 'dummy-cannot-claim', law: '68', index: 5 },
    });
    expect(prevent(['W:C4', { seat: 'N', concede: 1 }])).toMatchObject({
      ok: false,
      error: { code: 'dummy-cannot-concede', law: '68B' },
    });
    expect(prevent(['W:C4', { seat: 'E', claim: 1 }, { seat: 'N', agree: true }])).toMatchObject({
      ok: false,
      error: { code: 'dummy-does-not-agree', law: '69A', index: 6 },
    });
  });

  it('lets declarer claim and the defenders agree', () => {
    const r = prevent(['W:C4', { seat: 'S', claim: 13 }, { seat: 'W', agree: true }, { seat: 'E', agree: true }]);
    expect(r.ok && r.value.phase).toBe('ended');
  });

  it('does not refuse in record mode: the log says what happened at the table', () => {
    expect(foldRaw(log('1NT', ['W:C4', { seat: 'N', claim: 7 }]), { mode: 'record', rules: directorRules }).ok).toBe(
      true,
    );
  });
});
