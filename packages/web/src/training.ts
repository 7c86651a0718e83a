/**
 * TD training in the web (issue 23 item 6): the questions for a scenario — four laws, who decides,
 * options and findings to tick among the right ones and a few that other scenarios need — built
 * from the engine's answer key (`@stikk/laws` `trainingKey`), never from a written-down answer.
 */
import {
  lawChoices,
  TRAINING_SCENARIOS,
  trainingKey,
  trainingRectification,
  type TrainingKey,
  type TrainingRectification,
  type TrainingScenario,
} from '@stikk/laws';

export interface TrainingQuestion {
  readonly scenario: TrainingScenario;
  readonly key: TrainingKey;
  readonly laws: readonly string[];
  readonly choosers: readonly string[];
  /** Options to tick from: the law's own and others'. */
  readonly options: readonly string[];
  /** Findings to tick from: those the director needs and others'. */
  readonly needs: readonly string[];
  /** After the law: what one decision leads to (null when the scenario does not ask). */
  readonly rectification: TrainingRectification | null;
}

let keys: Map<string, TrainingKey> | null = null;
function allKeys(): Map<string, TrainingKey> {
  keys ??= new Map(TRAINING_SCENARIOS.map((s) => [s.id, trainingKey(s)]));
  return keys;
}

/** A few of `pool` that are not in `have`, picked by the id so the question is stable. */
function extras(have: readonly string[], pool: readonly string[], id: string, n: number): string[] {
  const others = [...new Set(pool)].filter((x) => !have.includes(x)).sort();
  let h = 7;
  for (const ch of id) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
  const out: string[] = [];
  for (let k = 0; out.length < n && k < others.length; k++) {
    const x = others[(h + k * 11) % others.length];
    if (!out.includes(x)) out.push(x);
  }
  return out;
}

export function trainingQuestion(index: number): TrainingQuestion {
  const scenario = TRAINING_SCENARIOS[index];
  const all = allKeys();
  const key = all.get(scenario.id)!;
  const same = TRAINING_SCENARIOS.filter((s) => s.area === scenario.area).map((s) => all.get(s.id)!);
  return {
    scenario,
    key,
    laws: lawChoices(
      key.lawNumber,
      same.map((k) => k.lawNumber),
      scenario.id,
    ),
    choosers: ['N', 'E', 'S', 'W', 'director'],
    options: [
      ...key.options,
      ...extras(
        key.options,
        same.flatMap((k) => k.options),
        scenario.id,
        2,
      ),
    ].sort(),
    needs: [
      ...key.needs,
      ...extras(
        key.needs,
        same.flatMap((k) => k.needs),
        scenario.id,
        2,
      ),
    ].sort(),
    rectification: trainingRectification(scenario),
  };
}

export const TRAINING_COUNT = TRAINING_SCENARIOS.length;
