/**
 * The structure of an event: event → sessions → sections → rounds → tables. A section plays one
 * movement; its seating maps the movement's participant ids (e.g. `"3NS"`) to the event's
 * pairs, teams or players. Rounds and tables are read off the movement.
 */
import type { IndividualEntry, Movement, MovementIssue, PairEntry, ParticipantId } from './types.js';
import { validateMovement } from './validate.js';

/** The forms an event can take. */
export const EVENT_FORMS = ['pairs', 'teams', 'individual'] as const;
/** The form of an event: pairs, teams or individual. */
export type EventForm = (typeof EVENT_FORMS)[number];

/** A pair, team or player entered in the event. */
export interface EventEntrant {
  readonly id: string;
  readonly kind: 'pair' | 'team' | 'player';
  readonly name?: string;
  /** Players' names (a pair's two, a team's four or more). */
  readonly members?: readonly string[];
}

/** A section of a session: its movement and which entrant sits as which participant. */
export interface Section {
  /** `A`, `B`, … */
  readonly id: string;
  readonly movement: Movement;
  /** Movement participant id → entrant id (teams: the team id for both of its pairs). Unseated ids are phantoms. */
  readonly seating?: Readonly<Record<string, string>>;
}

/** A session of an event: its sections, played at the same time. */
export interface Session {
  readonly id: string;
  readonly name?: string;
  readonly sections: readonly Section[];
}

/** An event: its entrants and its sessions, each session made of sections with their movements. */
export interface BridgeEvent {
  readonly id: string;
  readonly name: string;
  readonly form: EventForm;
  readonly entrants: readonly EventEntrant[];
  readonly sessions: readonly Session[];
}

/** One round of a section with its tables in order. */
export interface SectionRound {
  readonly round: number;
  readonly tables: ReadonlyArray<PairEntry | IndividualEntry>;
}

/** A section's rounds, each with its tables in order. */
export function sectionRounds(section: Section): SectionRound[] {
  const m = section.movement;
  const out: SectionRound[] = [];
  for (let round = 1; round <= m.rounds; round++) {
    const tables = (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>)
      .filter((e) => e.round === round)
      .sort((a, b) => a.table - b.table);
    out.push({ round, tables });
  }
  return out;
}

/**
 * The movement with some participants absent (phantoms): their seats become null, so whoever
 * meets them sits out. The intended play count is dropped (it is no longer uniform).
 */
export function withPhantoms<M extends Movement>(m: M, absent: readonly ParticipantId[]): M {
  const gone = new Set(absent);
  const f = (x: ParticipantId | null): ParticipantId | null => (x !== null && gone.has(x) ? null : x);
  const schedule = (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>).map((e) =>
    'n' in e ? { ...e, n: f(e.n), e: f(e.e), s: f(e.s), w: f(e.w) } : { ...e, ns: f(e.ns), ew: f(e.ew) },
  );
  const { plays: _plays, ...rest } = m;
  return {
    ...rest,
    participants: m.participants.filter((p) => !gone.has(p.id)),
    schedule,
    notes: [...(m.notes ?? []), `Absent (phantom): ${[...gone].join(', ')}.`],
  } as unknown as M;
}

export interface EventIssue extends MovementIssue {
  readonly session?: string;
  readonly section?: string;
}

/**
 * Checks an event: every section's movement validates, its form matches the event, its seating
 * names known entrants, and no entrant plays in two sections of one session (or twice in one).
 */
export function validateEvent(event: BridgeEvent): { ok: boolean; errors: EventIssue[] } {
  const errors: EventIssue[] = [];
  const entrants = new Set(event.entrants.map((e) => e.id));
  for (const session of event.sessions) {
    const seatedIn = new Map<string, string>();
    for (const section of session.sections) {
      const where = { session: session.id, section: section.id };
      const m = section.movement;
      if (m.form !== event.form)
        errors.push({
          ...where,
          code: 'invalid-field',
          message: `session ${session.id}, section ${section.id}: a ${m.form} movement in a ${event.form} event`,
          path: 'movement.form',
        });
      for (const issue of validateMovement(m).errors)
        errors.push({ ...issue, ...where, message: `session ${session.id}, section ${section.id}: ${issue.message}` });
      const teamSeat = new Map<string, string>();
      for (const [pid, entrant] of Object.entries(section.seating ?? {})) {
        if (!m.participants.some((p) => p.id === pid))
          errors.push({
            ...where,
            code: 'unknown-participant',
            message: `session ${session.id}, section ${section.id}: seating names ${pid}, which is not in the movement`,
            participant: pid,
          });
        if (!entrants.has(entrant))
          errors.push({
            ...where,
            code: 'unknown-participant',
            message: `session ${session.id}, section ${section.id}: ${pid} is seated as ${entrant}, who is not entered`,
            participant: pid,
          });
        // A team fills both of its pairs' places; anyone else takes exactly one place.
        const team = m.participants.find((p) => p.id === pid)?.team;
        if (team !== undefined) {
          const prev = teamSeat.get(entrant);
          if (prev !== undefined && prev !== team)
            errors.push({
              ...where,
              code: 'participant-clash',
              message: `session ${session.id}: ${entrant} is seated as two teams`,
              participant: pid,
            });
          teamSeat.set(entrant, team);
          if (prev !== undefined) continue;
        }
        const before = seatedIn.get(entrant);
        if (before !== undefined)
          errors.push({
            ...where,
            code: 'participant-clash',
            message: `session ${session.id}: ${entrant} is seated twice (section ${before} and section ${section.id})`,
            participant: pid,
          });
        seatedIn.set(entrant, section.id);
      }
    }
  }
  return { ok: errors.length === 0, errors };
}
