/**
 * TD training (issue 23 item 6): a scenario is a real table log, cut where an irregularity waits
 * for a choice or a finding. The trainee says which law applies, who decides, which options the
 * law offers and which findings the director must make; the answer key is what the engine rules
 * on the same log (never a written-down answer), so a scenario is checked as the laws are.
 */
import { foldRaw, replayOutput, type Message, type RawTableEvent } from '@stikk/core';
import { directorRules } from '../index.js';

/** A TD training scenario: a table log cut from a law fixture where a decision is open. */
export interface TrainingScenario {
  readonly id: string;
  readonly area: 'auction' | 'play';
  readonly edition: '2007' | '2017';
  /** The law fixture it was taken from (packages/laws). */
  readonly source: string;
  /** The table log (TABLE-LOG.md), as `stikk replay` reads it. */
  readonly log: { readonly format: string; readonly events: readonly RawTableEvent[] } & Record<string, unknown>;
}

/** The engine's own answer to a scenario: law, irregularity, who chooses, options and findings needed. */
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

/** One effect of a rectification as the trainee sees it: kind, on whom, how long, which card, which law. */
export interface TrainingEffect {
  readonly kind: string;
  readonly seat?: string;
  readonly scope?: string;
  readonly card?: string;
  /** Who holds unauthorized information (a `ui` effect). */
  readonly holders?: readonly string[];
  /**
   * What a lead or play restriction requires (`highest`, `lowest`, `require`, `forbid`, …) and of which suit: what
   * the chooser's option leads to (Laws 26, 50D2, 57A).
   */
  readonly mode?: string;
  readonly suit?: string;
  /** Whether a penalty card is major (Law 50B). */
  readonly major?: boolean;
  readonly law: string;
}

/** What one decision leads to when the engine applies it to the scenario's log. */
export interface TrainingOutcome {
  /** A stable id of the outcome (the same outcome from two decisions has one id). */
  readonly id: string;
  /** What the irregular act becomes (`cancelled`, `accepted`, `penalty-card`…) and the law that says so. */
  readonly status: string;
  readonly statusLaw: string | null;
  /** The laws of the rulings made and the effects they impose. */
  readonly laws: readonly string[];
  readonly effects: readonly TrainingEffect[];
  /** The law of what waits next, if anything. */
  readonly next: string | null;
}

/**
 * After the law: "if the decision is this, which rectification follows?" The choices are what each decision open to
 * the chooser leads to, as the engine rules it on the same log; the answer is the outcome of `decision`.
 */
export interface TrainingRectification {
  /** The director event's findings for the decision asked about (`{"lhoAccepts": false}`, `{"option": "neither"}`). */
  readonly decision: Readonly<Record<string, boolean | string>>;
  readonly answer: string;
  readonly choices: readonly TrainingOutcome[];
}

/** What the trainee answered: the law's number, who chooses, the options and the findings needed. */
export interface TrainingAnswer {
  readonly lawNumber: string;
  readonly chooser: string;
  readonly options: readonly string[];
  readonly needs: readonly string[];
  /** The id of the outcome chosen for the rectification question, when there is one. */
  readonly rectification?: string;
}

/** Each part of a trainee's answer marked right or wrong against the engine's key. */
export interface TrainingGrade {
  readonly law: boolean;
  readonly chooser: boolean;
  readonly options: boolean;
  readonly needs: boolean;
  /** Null when the scenario asks no rectification question. */
  readonly rectification: boolean | null;
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

/**
 * The scenario's rectification question (asked after the law): what the engine rules for one decision open to the
 * chooser, among what the other decisions lead to; null when they all lead to the same thing (or for a claim).
 */
export function trainingRectification(s: TrainingScenario): TrainingRectification | null {
  const r = foldRaw(s.log, { rules: directorRules });
  const p = r.ok ? r.value.pending : null;
  if (!r.ok || !p) return null;
  return rectificationQuestion(s, p.event ?? null, r.value.rulings.length, p.options, p.needs);
}

/** The decisions open at the pending irregularity: each option, or yes and no to its one finding. */
function decisions(options: readonly string[], needs: readonly string[]): Record<string, boolean | string>[] {
  // A claim's adjudication is a different question (Laws 69–71), and searching it for every award is slow.
  if (options.includes('adjudicate') || options.some((o) => o.startsWith('award:'))) return [];
  if (options.length && (needs.length === 0 || needs.includes('option') || needs.some((n) => n.endsWith('Accepts'))))
    return options.map((o) => ({ option: o }));
  if (needs.length === 1 && needs[0] !== 'option') return [{ [needs[0]]: true }, { [needs[0]]: false }];
  return [];
}

function outcomeOf(
  s: TrainingScenario,
  event: number | null,
  before: number,
  decision: Record<string, boolean | string>,
): TrainingOutcome | null {
  const r = foldRaw({ ...s.log, events: [...s.log.events, { director: decision }] }, { rules: directorRules });
  if (!r.ok) return null;
  const o = replayOutput(r.value);
  const made = o.rulings.slice(before);
  const st = event !== null ? o.events[event] : undefined;
  const effects: TrainingEffect[] = made.flatMap((x) =>
    x.effects.map((e) => {
      const out: { -readonly [K in keyof TrainingEffect]: TrainingEffect[K] } = { kind: e.kind, law: e.law };
      if (e.seat) out.seat = e.seat;
      if (e.scope) out.scope = e.scope;
      if (e.card) out.card = e.card;
      if (e.holders) out.holders = [...e.holders];
      if (e.mode) out.mode = e.mode;
      if (e.suit) out.suit = e.suit;
      if (e.major !== undefined) out.major = e.major;
      return out;
    }),
  );
  const body = {
    status: st?.status ?? 'stands',
    statusLaw: st?.law ?? null,
    laws: made.map((x) => x.law),
    effects,
    next: o.pending?.law ?? null,
  };
  return { id: JSON.stringify(body), ...body };
}

/** The rectification question of a scenario, or null when the decisions do not lead to two different outcomes. */
function rectificationQuestion(
  s: TrainingScenario,
  event: number | null,
  before: number,
  options: readonly string[],
  needs: readonly string[],
): TrainingRectification | null {
  const tried = decisions(options, needs)
    .map((d) => ({ d, o: outcomeOf(s, event, before, d) }))
    .filter((x): x is { d: Record<string, boolean | string>; o: TrainingOutcome } => x.o !== null);
  const choices = [...new Map(tried.map((x) => [x.o.id, x.o])).values()];
  if (choices.length < 2) return null;
  // The decision asked about is picked by the scenario's id, so a scenario always asks the same one.
  let h = 5;
  for (const ch of s.id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const asked = tried[h % tried.length];
  return { decision: asked.d, answer: asked.o.id, choices: [...choices].sort((a, b) => a.id.localeCompare(b.id)) };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The trainee's answer against the key (and the rectification question, if asked): each part, and all of them. */
export function gradeTraining(
  key: TrainingKey,
  a: TrainingAnswer,
  rect: TrainingRectification | null = null,
): TrainingGrade {
  const law = a.lawNumber === key.lawNumber;
  const chooser = a.chooser === key.chooser;
  const options = sameSet(a.options, key.options);
  const needs = sameSet(a.needs, key.needs);
  const rectification = rect ? a.rectification === rect.answer : null;
  return {
    law,
    chooser,
    options,
    needs,
    rectification,
    correct: law && chooser && options && needs && rectification !== false,
  };
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
