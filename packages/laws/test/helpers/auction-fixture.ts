// Shared by the auction fixture tests: a TABLE-LOG fixture's expected outcome, in a compact
// notation, and the projection of `stikk replay` output onto the fields a fixture states.
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { foldRaw, replayOutput, viewFor, type Recipient, type ReplayOutput, type TableState } from '@stikk/core';
import { directorRules } from '../../src/index.js';

export interface Expect {
  statuses?: string[];
  /** Every event's `law` ('' when none), for events whose status alone does not say which law decided. */
  statusLaws?: string[];
  auction?: string[];
  turn?: string | null;
  contract?: string | null;
  declarer?: string | null;
  mustPass?: string[];
  leadRestriction?: string[];
  leadLaws?: string[];
  inForce?: string[];
  ui?: string[];
  uiInForce?: number;
  adjusted?: string[];
  penaltyCards?: string[];
  /**
   * The cards lying face up on the table (`seat:card`, the views' `exposedBy`), the same in every recipient's view:
   * public (Law 24: face up until the auction ends; then penalty cards or back in the hand).
   */
  faceUp?: string[];
  pending?: null | { law: string; chooser: string; needs: string[] };
  /** The law of every ruling made, in order. */
  rulings?: string[];
}

export interface Fixture {
  title: string;
  law: string;
  why: string;
  log: unknown;
  expect: Expect;
}

/** Reads every fixture in a folder, sorted by file name. */
export function readFixtures(dir: string): { file: string; fx: Fixture }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, fx: JSON.parse(readFileSync(dir + f, 'utf8')) as Fixture }));
}

export const effects = (o: ReplayOutput) => o.rulings.flatMap((r) => r.effects);

/** The parts of the replay output a fixture states, in the fixture's notation. */
export function project(o: ReplayOutput, e: Expect): Expect {
  const out: Expect = {};
  if (e.statuses)
    out.statuses = o.events.map((s) =>
      s.law && s.status !== 'stands' && s.status !== 'ruling' ? `${s.status}/${s.law}` : s.status,
    );
  if (e.statusLaws) out.statusLaws = o.events.map((s) => s.law ?? '');
  if (e.auction) out.auction = o.auction.map((c) => `${c.seat}:${c.call}`);
  if ('turn' in e) out.turn = o.turn;
  if ('contract' in e) out.contract = o.contract;
  if ('declarer' in e) out.declarer = o.declarer;
  if (e.mustPass)
    out.mustPass = effects(o)
      .filter((x) => x.kind === 'must-pass')
      .map((x) => `${x.seat}:${x.scope}`);
  if (e.leadRestriction)
    out.leadRestriction = effects(o)
      .filter((x) => x.kind === 'lead-restriction')
      .map((x) => x.seat!);
  if (e.leadLaws)
    out.leadLaws = effects(o)
      .filter((x) => x.kind === 'lead-restriction')
      .map((x) => x.law);
  if (e.inForce)
    out.inForce = o.restrictions
      .filter((x) => x.kind !== 'ui')
      .map((x) => [x.kind, x.seat, x.scope].filter(Boolean).join(':'));
  if (e.ui)
    out.ui = effects(o)
      .filter((x) => x.kind === 'ui')
      .map((x) => `${x.holders!.join('')}<-${x.from}`);
  if (e.uiInForce !== undefined) out.uiInForce = o.restrictions.filter((x) => x.kind === 'ui').length;
  if (e.adjusted)
    out.adjusted = effects(o)
      .filter((x) => x.kind === 'adjusted-score')
      .map((x) => x.law);
  if (e.penaltyCards)
    out.penaltyCards = o.penaltyCards.map((p) => `${p.seat}:${p.card}:${p.major ? 'major' : 'minor'}`);
  if (e.rulings) out.rulings = o.rulings.map((r) => r.law);
  if ('pending' in e)
    out.pending = o.pending ? { law: o.pending.law, chooser: String(o.pending.chooser), needs: o.pending.needs } : null;
  return out;
}

const RECIPIENTS: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer', 'director'];

/** The face-up cards of `s` as every recipient's view shows them (`seat:card`); they must agree, being public. */
function faceUpForAll(s: TableState): string[] {
  const each = RECIPIENTS.map((r) => (viewFor(s, r).exposedBy ?? []).map((x) => `${x.seat}:${x.card}`));
  for (const [i, x] of each.entries()) expect(x, `face-up cards for ${RECIPIENTS[i]}`).toEqual(each[0]);
  return each[0];
}

/**
 * Folds a fixture's log with the digital director and checks what every auction fixture must
 * show: the expected outcome, and an explanation citing its law on every effect and pending
 * rectification. Returns the replay output for further checks.
 */
export function foldAndCheck(fx: Fixture): ReplayOutput {
  const r = foldRaw(fx.log, { rules: directorRules });
  if (!r.ok) throw new Error(r.error.message);
  const o = replayOutput(r.value);
  const got = project(o, fx.expect);
  if (fx.expect.faceUp) got.faceUp = faceUpForAll(r.value);
  expect(got).toEqual(fx.expect);
  for (const x of effects(o)) expect(x.explanation ?? '').toMatch(/Law \d/);
  if (o.pending) expect(o.pending.explanation ?? '').toMatch(/Law/);
  return o;
}
