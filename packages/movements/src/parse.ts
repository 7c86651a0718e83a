/**
 * Reading a movement from JSON (typed by a director, stored by the server, printed by the CLI).
 * The relaxed input needs only `schedule` (entries with round, table, boards and ns/ew — or
 * n/e/s/w for an individual); everything else is inferred when absent: tables, rounds, boards,
 * participants (every id in the schedule). Shape errors come back as `invalid-field` with the
 * JSON path; playing problems are for {@link validateMovement}.
 */
import { fail, ok, type Result } from '@stikk/core';
import {
  MOVEMENT_KINDS,
  type BoardSet,
  type IndividualEntry,
  type Movement,
  type MovementKind,
  type PairEntry,
  type Participant,
  type Stand,
  type Team,
} from './types.js';
import { validateMovement, type ValidationReport } from './validate.js';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (path: string, message: string): Result<never> => fail('invalid-field', `${path}: ${message}`, { path });
const posInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1;

function id(x: unknown, path: string): Result<string | null> {
  if (x === null || x === undefined) return ok(null);
  if (typeof x === 'string' && x.trim() !== '' && x.length <= 64) return ok(x.trim());
  if (typeof x === 'number' && Number.isInteger(x) && x >= 0) return ok(String(x));
  return bad(path, 'must be a participant id (a non-empty string or number) or null');
}

/** Parses a movement from JSON text or an already-parsed value. */
export function parseMovement(input: unknown): Result<Movement> {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      return fail('invalid-json', `not JSON: ${(e as Error).message}`);
    }
  }
  if (!isObj(json)) return bad('$', 'a movement must be a JSON object');
  if (!Array.isArray(json.schedule)) return bad('schedule', 'must be an array of table entries');
  const individual =
    json.form === 'individual' || json.schedule.some((e) => isObj(e) && ('n' in e || 'e' in e || 's' in e || 'w' in e));
  const form = individual ? 'individual' : json.form === 'teams' || Array.isArray(json.teams) ? 'teams' : 'pairs';
  const pairEntries: PairEntry[] = [];
  const indEntries: IndividualEntry[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < json.schedule.length; i++) {
    const e = json.schedule[i];
    const p = `schedule[${i}]`;
    if (!isObj(e)) return bad(p, 'must be an object');
    if (!posInt(e.round)) return bad(`${p}.round`, 'must be a whole number ≥ 1');
    if (!posInt(e.table)) return bad(`${p}.table`, 'must be a whole number ≥ 1');
    if (!Array.isArray(e.boards) || !e.boards.every(posInt))
      return bad(`${p}.boards`, 'must be an array of board numbers ≥ 1');
    const boards = e.boards as number[];
    const set = e.set === undefined ? {} : posInt(e.set) ? { set: e.set } : null;
    if (set === null) return bad(`${p}.set`, 'must be a whole number ≥ 1');
    const seats: Record<string, string | null> = {};
    for (const k of individual ? ['n', 'e', 's', 'w'] : ['ns', 'ew']) {
      const r = id(e[k], `${p}.${k}`);
      if (!r.ok) return r;
      seats[k] = r.value;
      if (r.value !== null) seen.add(r.value);
    }
    if (individual) {
      indEntries.push({
        round: e.round,
        table: e.table,
        n: seats.n,
        e: seats.e,
        s: seats.s,
        w: seats.w,
        boards,
        ...set,
      });
      continue;
    }
    let arrowSwitch: number[] | undefined;
    if (e.arrowSwitch !== undefined) {
      if (!Array.isArray(e.arrowSwitch) || !e.arrowSwitch.every(posInt))
        return bad(`${p}.arrowSwitch`, 'must be an array of board numbers');
      arrowSwitch = e.arrowSwitch as number[];
    }
    if (e.room !== undefined && e.room !== 'open' && e.room !== 'closed')
      return bad(`${p}.room`, 'must be "open" or "closed"');
    if (e.match !== undefined && !posInt(e.match)) return bad(`${p}.match`, 'must be a whole number ≥ 1');
    pairEntries.push({
      round: e.round,
      table: e.table,
      ns: seats.ns,
      ew: seats.ew,
      boards,
      ...set,
      ...(arrowSwitch ? { arrowSwitch } : {}),
      ...(e.room !== undefined ? { room: e.room as 'open' | 'closed' } : {}),
      ...(e.match !== undefined ? { match: e.match as number } : {}),
    });
  }
  const entries: ReadonlyArray<PairEntry | IndividualEntry> = individual ? indEntries : pairEntries;
  const maxOf = (f: (e: PairEntry | IndividualEntry) => number): number =>
    entries.reduce((mx, e) => Math.max(mx, f(e)), 0);
  for (const k of ['tables', 'rounds', 'boards', 'boardsPerRound'] as const) {
    if (json[k] !== undefined && !posInt(json[k])) return bad(k, 'must be a whole number ≥ 1');
  }
  const tables = (json.tables as number | undefined) ?? maxOf((e) => e.table);
  const rounds = (json.rounds as number | undefined) ?? maxOf((e) => e.round);
  const boards = (json.boards as number | undefined) ?? maxOf((e) => Math.max(0, ...e.boards));
  const boardsPerRound = (json.boardsPerRound as number | undefined) ?? maxOf((e) => e.boards.length);

  const sets: BoardSet[] = [];
  if (json.sets !== undefined) {
    if (!Array.isArray(json.sets)) return bad('sets', 'must be an array');
    for (let i = 0; i < json.sets.length; i++) {
      const s = json.sets[i];
      if (!isObj(s) || !posInt(s.set) || !Array.isArray(s.boards) || !s.boards.every(posInt))
        return bad(`sets[${i}]`, 'must be {"set": n, "boards": [..], "copies": n}');
      if (s.copies !== undefined && !posInt(s.copies)) return bad(`sets[${i}].copies`, 'must be a whole number ≥ 1');
      sets.push({ set: s.set, boards: s.boards as number[], copies: (s.copies as number | undefined) ?? 1 });
    }
  }
  let participants: Participant[];
  if (json.participants !== undefined) {
    if (!Array.isArray(json.participants)) return bad('participants', 'must be an array');
    participants = [];
    for (let i = 0; i < json.participants.length; i++) {
      const x = json.participants[i];
      const raw = isObj(x) ? x.id : x;
      const r = id(raw, `participants[${i}]`);
      if (!r.ok) return r;
      if (r.value === null) return bad(`participants[${i}]`, 'must have an id');
      const field = isObj(x) && typeof x.field === 'string' ? { field: x.field } : {};
      const team = isObj(x) && typeof x.team === 'string' ? { team: x.team } : {};
      participants.push({
        id: r.value,
        kind: individual ? 'player' : form === 'teams' ? 'team-pair' : 'pair',
        ...field,
        ...team,
      });
    }
  } else {
    participants = [...seen]
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((p) => ({ id: p, kind: individual ? 'player' : form === 'teams' ? 'team-pair' : 'pair' }));
  }
  let plays: number | Record<string, number> | undefined;
  if (json.plays !== undefined) {
    if (posInt(json.plays) || json.plays === 0) plays = json.plays as number;
    else if (
      isObj(json.plays) &&
      Object.values(json.plays).every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0)
    )
      plays = json.plays as Record<string, number>;
    else return bad('plays', 'must be a number or an object of board → number');
  }
  const stands: Stand[] = [];
  if (json.stands !== undefined) {
    if (!Array.isArray(json.stands)) return bad('stands', 'must be an array');
    for (let i = 0; i < json.stands.length; i++) {
      const s = json.stands[i];
      if (
        !isObj(s) ||
        !posInt(s.round) ||
        !posInt(s.set) ||
        (s.kind !== 'bye' && s.kind !== 'relay') ||
        !Array.isArray(s.tables) ||
        !s.tables.every(posInt)
      ) {
        return bad(`stands[${i}]`, 'must be {"round": n, "kind": "bye"|"relay", "set": n, "tables": [..]}');
      }
      stands.push({ round: s.round, kind: s.kind, set: s.set, tables: s.tables as number[] });
    }
  }
  const teams: Team[] = [];
  if (form === 'teams' && Array.isArray(json.teams)) {
    for (let i = 0; i < json.teams.length; i++) {
      const t = json.teams[i];
      if (
        !isObj(t) ||
        typeof t.id !== 'string' ||
        !Array.isArray(t.pairs) ||
        t.pairs.length !== 2 ||
        !t.pairs.every((x) => typeof x === 'string')
      ) {
        return bad(`teams[${i}]`, 'must be {"id": "..", "pairs": ["..", ".."]}');
      }
      teams.push({ id: t.id, pairs: [t.pairs[0] as string, t.pairs[1] as string] });
    }
  }
  const movement: MovementKind = (MOVEMENT_KINDS as readonly string[]).includes(json.movement as string)
    ? (json.movement as MovementKind)
    : 'custom';
  const winners: { winners?: 1 | 2 } = json.winners === 1 || json.winners === 2 ? { winners: json.winners } : {};
  const notes =
    Array.isArray(json.notes) && json.notes.every((n) => typeof n === 'string')
      ? { notes: json.notes as string[] }
      : {};
  const base = {
    movement,
    name: typeof json.name === 'string' ? json.name : movement,
    ...(typeof json.variant === 'string' ? { variant: json.variant } : {}),
    tables,
    rounds,
    boards,
    boardsPerRound,
    sets,
    participants,
    ...(plays !== undefined ? { plays } : {}),
    ...(stands.length ? { stands } : {}),
    ...winners,
    ...notes,
  };
  if (individual) return ok({ ...base, form: 'individual', schedule: indEntries });
  if (form === 'teams') return ok({ ...base, form: 'teams', teams, schedule: pairEntries });
  return ok({ ...base, form: 'pairs', schedule: pairEntries });
}

/** Parses and validates in one step: a shape error becomes a one-error report. */
export function checkMovementJson(input: unknown): ValidationReport & { readonly movement: Movement | null } {
  const parsed = parseMovement(input);
  if (!parsed.ok) {
    return {
      ok: false,
      errors: [
        {
          code: 'invalid-field',
          message: parsed.error.message,
          ...(parsed.error.path ? { path: parsed.error.path } : {}),
        },
      ],
      warnings: [],
      playCounts: {},
      movement: null,
    };
  }
  return { ...validateMovement(parsed.value), movement: parsed.value };
}

/**
 * The movement as JSON text (the CLI's `--json`): the documented fields first, one line per
 * schedule entry, set and participant so the file stays readable and diffable.
 */
export function movementToJson(m: Movement): string {
  const { movement, tables, rounds, boards, boardsPerRound, name, variant, form, winners, schedule, ...rest } = m;
  const obj: Record<string, unknown> = {
    movement,
    tables,
    rounds,
    boards,
    boardsPerRound,
    name,
    variant,
    form,
    winners,
    ...rest,
    schedule,
  };
  const lines = Object.entries(obj)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      const value =
        Array.isArray(v) && v.length > 0
          ? `[\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`
          : JSON.stringify(v);
      return `  ${JSON.stringify(k)}: ${value}`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}
