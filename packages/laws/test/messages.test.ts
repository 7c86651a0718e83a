// Screen messages: every pending irregularity the digital director shows carries a structured
// message (a code from MESSAGE_PARAMS with exactly its parameters), so no client needs the
// English `explanation`. Checked over every prefix of every fixture log, both editions.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldRaw, replayOutput, parseCall, parseCard, parseSeat, parseStrain } from '@stikk/core';
import {
  claimSearchCache,
  directorRules,
  MESSAGE_PARAMS,
  OPTION_ARGS,
  PENDING_KINDS,
  withClaimSearches,
} from '@stikk/laws';

const ROOT = join(import.meta.dirname, 'fixtures');
/**
 * Every prefix of a log is folded: with one claim-search cache (a fold with one and without agree,
 * claim-search-cache.test.ts) a claim too big to search (1,500,000 nodes) is searched once, not at
 * each prefix after it.
 */
const rules = withClaimSearches(directorRules, claimSearchCache());

function logs(): { name: string; log: Record<string, unknown> }[] {
  const out: { name: string; log: Record<string, unknown> }[] = [];
  for (const dir of ['auction', 'auction-qa', 'play']) {
    for (const f of readdirSync(join(ROOT, dir))) {
      if (!f.endsWith('.json') || f.endsWith('.expected.json')) continue;
      const j = JSON.parse(readFileSync(join(ROOT, dir, f), 'utf8')) as Record<string, unknown>;
      const log = (j.log ?? j) as Record<string, unknown>;
      if (Array.isArray(log.events)) out.push({ name: `${dir}/${f}`, log });
    }
  }
  return out;
}

describe('structured screen messages', () => {
  it('every pending irregularity of every fixture prefix has a registered message with its parameters', () => {
    const seen = new Set<string>();
    let pendings = 0;
    for (const { name, log } of logs()) {
      const events = log.events as unknown[];
      for (let n = 1; n <= events.length; n++) {
        const r = foldRaw({ ...log, events: events.slice(0, n) }, { mode: 'record', rules });
        if (!r.ok) continue;
        const out = replayOutput(r.value);
        for (const ru of out.rulings) {
          if (!ru.message) continue;
          const c = ru.message.code as keyof typeof MESSAGE_PARAMS;
          expect(Object.keys(MESSAGE_PARAMS), `${name} ruling ${ru.law}`).toContain(c);
          expect(Object.keys(ru.message.params).sort(), `${name} ruling ${ru.law}`).toEqual(
            [...MESSAGE_PARAMS[c]].sort(),
          );
          seen.add(c);
        }
        const p = out.pending;
        if (!p) continue;
        pendings++;
        const where = `${name} after ${n} events (${p.kind}, Law ${p.law})`;
        expect(p.message, where).toBeDefined();
        const code = p.message!.code as keyof typeof MESSAGE_PARAMS;
        expect(Object.keys(MESSAGE_PARAMS), where).toContain(code);
        expect(Object.keys(p.message!.params).sort(), where).toEqual([...MESSAGE_PARAMS[code]].sort());
        for (const v of Object.values(p.message!.params)) expect(String(v), where).not.toMatch(/^(undefined|null)?$/);
        seen.add(code);
        expect(PENDING_KINDS as readonly string[], where).toContain(p.kind);
        for (const o of p.options) {
          if (parseCard(o).ok) continue; // a card to designate
          const [head, arg] = o.split(':') as [keyof typeof OPTION_ARGS, string | undefined];
          expect(Object.keys(OPTION_ARGS), `${where}: option ${o}`).toContain(head);
          const kind = OPTION_ARGS[head];
          expect(arg === undefined, `${where}: option ${o}`).toBe(kind === null);
          if (kind === 'suit') expect(parseStrain(arg!), o).toBeTruthy();
          if (kind === 'seat') expect(parseSeat(arg!), o).toBeTruthy();
          if (kind === 'call') expect(parseCall(arg!).ok, o).toBe(true);
          if (kind === 'count') expect(arg, o).toMatch(/^\d{1,2}$/);
        }
      }
    }
    expect(pendings).toBeGreaterThan(100);
    expect(seen.size).toBeGreaterThan(20);
    for (const c of ['claim.awarded', 'revoke.corrected', 'revoke.transfer']) expect([...seen], c).toContain(c);
  });
});
