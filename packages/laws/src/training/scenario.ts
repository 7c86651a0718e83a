/**
 * TD training (issue 23 item 6): a scenario is a real table log, cut where an irregularity waits
 * for a choice or a finding. The trainee says which law applies, who decides, which options the
 * law offers and which findings the director must make; the answer key is what the engine rules
 * on the same log (never a written-down answer), so a scenario is checked as the laws are.
 */
import { foldRaw, type Message, type RawTableEvent } from '@stikk/core';
import { directorRules } from '../index.js';

export interface TrainingScenario {
  readonly id: string;
  readonly area: 'auction' | 'play';
  readonly edition: '2007' | '2017';
  /** The law fixture it was taken from (packages/laws). */
  readonly source: string;
  /** The table log (TABLE-LOG.md), as `stikk replay` reads it. */
  readonly log: { readonly format: string; readonly events: readonly RawTableEvent[] } & Record<string, unknown>;
}

export interface TrainingKey {
  /** The law the engine applies (`27B1(a)`, `53`…) and its number (`27`). */
  readonly law: string;
  readonly lawNumber: string;
  /** The irregularity's kind (`insufficient-bid`…). */
  readonly kind: string;
  /** A seat or `director`. */
  readonly chooser: string;
  readonly options: readonly string[];
  readonly needs: readonly string[];
  readonly message: Message | null;
  readonly explanation: string;
}

export interface TrainingAnswer {
  readonly lawNumber: string;
  readonly chooser: string;
  readonly options: readonly string[];
  readonly needs: readonly string[];
}

export interface TrainingGrade {
  readonly law: boolean;
  readonly chooser: boolean;
  readonly options: boolean;
  readonly needs: boolean;
  readonly correct: boolean;
}

/** The law's number without its sections: `27B1(a)` → `27`. */
export const lawNumber = (law: string): string => /^\d+/.exec(law)?.[0] ?? law;

/** What the engine rules on the scenario's log: the answer key. Throws if the log has no question. */
export function trainingKey(s: TrainingScenario): TrainingKey {
  const r = foldRaw(s.log, { rules: directorRules });
  if (!r.ok) throw new Error(`training scenario ${s.id}: ${r.error.message}`);
  const p = r.value.pending;
  if (!p?.chooser) throw new Error(`training scenario ${s.id}: nothing waits for the director`);
  return {
    law: p.law,
    lawNumber: lawNumber(p.law),
    kind: p.kind,
    chooser: p.chooser,
    options: [...p.options],
    needs: [...p.needs],
    message: p.message ?? null,
    explanation: p.explanation ?? '',
  };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The trainee's answer against the key: each part, and all of them. */
export function gradeTraining(key: TrainingKey, a: TrainingAnswer): TrainingGrade {
  const law = a.lawNumber === key.lawNumber;
  const chooser = a.chooser === key.chooser;
  const options = sameSet(a.options, key.options);
  const needs = sameSet(a.needs, key.needs);
  return { law, chooser, options, needs, correct: law && chooser && options && needs };
}

/**
 * Four laws to choose from: the right one and three others that scenarios of the same area
 * apply, picked by the scenario's id so a scenario always shows the same choices, in law order.
 */
export function lawChoices(right: string, pool: readonly string[], id: string): string[] {
  const others = [...new Set(pool.filter((l) => l !== right))].sort((a, b) => Number(a) - Number(b));
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const picked: string[] = [];
  const want = Math.min(3, others.length);
  for (let k = 0; picked.length < want; k++) {
    // A seeded pick first, then in order once the picks have gone round long enough.
    h = (Math.imul(h, 1103515245) + 12345) >>> 0;
    const x = others[k < 64 ? h % others.length : k % others.length];
    if (!picked.includes(x)) picked.push(x);
  }
  return [right, ...picked].sort((a, b) => Number(a) - Number(b));
}
