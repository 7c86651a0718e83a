/**
 * Law 47E2: a card played after an opponent's mistaken explanation (not yet corrected) may be
 * taken back with no rectification, but only while no card has been played after it; later, the
 * director may adjust the score (47E2(b)). The other retractions of Law 47 live with the laws that
 * require them (47A/B: 49, 58, 62; 47C: 45C4; 47D: 45C4, 62C; 47E1: 53–56; 47F: 53B).
 *
 * @laws 47
 */
import { parseCard, printCard, sideOf, SEATS, type Effect, type Seat, type Table } from '@stikk/core';
import { useFindings } from './context.js';

/** Applies the finding `playedAfterMisexplanation` (a card); returns true when it did something. */
export function law47e2(m: Table, directorEvent: number): boolean {
  const text = m.findings.playedAfterMisexplanation;
  if (text === undefined || !m.declarer) return false;
  useFindings(m, 'playedAfterMisexplanation');
  const c = parseCard(text);
  let found: { trick: number; seat: Seat; event: number } | null = null;
  let lastEvent = -1;
  m.tricks.forEach((t, k) => {
    for (const p of t.plays) {
      if (c.ok && p.card === c.value) found = { trick: k, seat: p.seat, event: p.event };
      lastEvent = Math.max(lastEvent, p.event);
    }
  });
  if (!c.ok || found === null) {
    m.addRuling({
      law: '47E2',
      event: directorEvent,
      effects: [],
      explanation: `${text} has not been played, so there is nothing to take back (Law 47E2)`,
    });
    return true;
  }
  const f: { trick: number; seat: Seat; event: number } = found;
  const misinformers = SEATS.filter((s) => sideOf(s) !== sideOf(f.seat));
  if (f.event !== lastEvent) {
    // 47E2(b): a card has been played since; too late to take it back.
    const effect: Effect = {
      kind: 'adjusted-score',
      law: '47E2(b)',
      explanation: `${printCard(c.value)} was played after a mistaken explanation but another card has followed it: it stands, and the director may adjust the score (Law 47E2(b))`,
    };
    m.addRuling({ law: '47E2(b)', event: f.event, effects: [effect], explanation: effect.explanation });
    return true;
  }
  // The card goes back; were it the opening lead, the clarification period resumes (41, 47E2(a)).
  m.withdrawCard(f.event);
  m.unexposeCard(c.value);
  m.setStatus(f.event, 'withdrawn', '47E2');
  const ui: Effect = {
    kind: 'ui',
    seat: misinformers[0],
    holders: misinformers,
    from: f.event,
    law: m.edition === '2017' ? '16C' : '16D',
    explanation: `the withdrawn ${printCard(c.value)} is unauthorized information for the side that gave the mistaken explanation, authorized for ${f.seat}'s side (Laws 47E2, ${m.edition === '2017' ? '16C' : '16D'})`,
  };
  m.addRuling({
    law: '47E2',
    event: f.event,
    effects: [ui],
    explanation: `${f.seat} played ${printCard(c.value)} after an opponent's mistaken explanation and no card has followed: he takes it back with no rectification (Law 47E2(a))`,
  });
  return true;
}
