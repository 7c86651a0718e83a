/**
 * The movement validator: checks any movement — generated or typed in by a director — and names
 * what fails by round, table, participant and board.
 *
 * Errors (the movement cannot be played as written):
 * - `round-out-of-range`, `table-out-of-range`: an entry outside 1..rounds or 1..tables;
 * - `table-clash`: two entries for the same table in the same round;
 * - `participant-clash`: a participant at two places in one round;
 * - `same-participant-twice`: a participant against (or partnering) itself;
 * - `unknown-participant`: an id not in `participants` (when the list is given);
 * - `board-replayed`: a participant meets a board a second time;
 * - `unknown-board`: a board outside the declared sets / `boards`;
 * - `board-shortage`: more tables need a board in a round than there are copies to share between
 *   them (sharing k tables per copy needs at least k boards at each of them so they can rotate);
 * - `board-on-stand`: a set on the bye stand is also at a table, or a relay stand's tables do not
 *   play its set;
 * - `play-count`: a board is played a different number of times than the movement intends (`plays`);
 * - `team-match`: the two rooms of a match do not play the same boards, or a team meets itself;
 * - `empty-schedule`: no table plays any board (no entries, or only sit-outs).
 *
 * Warnings (playable, but the director should know): `missing-entry` (a table unused in a
 * round), `uneven-plays` (boards played different numbers of times and no `plays` given),
 * `repeat-meeting` (two participants meet twice).
 */
import type { IndividualEntry, Movement, MovementIssue, PairEntry, ParticipantId } from './types.js';

/** What {@link validateMovement} found: errors, warnings and how often each board is played. */
export interface ValidationReport {
  readonly ok: boolean;
  readonly errors: readonly MovementIssue[];
  readonly warnings: readonly MovementIssue[];
  /** How many times each board is played (board number → count), sit-outs not counted. */
  readonly playCounts: Readonly<Record<string, number>>;
}

const MAX_ISSUES = 200;

/** The seats of an entry, in the order N, E, S, W (pairs: NS, EW). */
export function seatsOf(e: PairEntry | IndividualEntry): Array<ParticipantId | null> {
  return 'n' in e ? [e.n, e.e, e.s, e.w] : [e.ns, e.ew];
}

/** True when the entry is a real table (nobody missing): its boards are played. */
export function isPlayed(e: PairEntry | IndividualEntry): boolean {
  return seatsOf(e).every((p) => p !== null);
}

const where = (e: { round: number; table: number }): string => `round ${e.round}, table ${e.table}`;

/** Validates a movement. Never throws; `ok` is false when there is at least one error. */
export function validateMovement(m: Movement): ValidationReport {
  const errors: MovementIssue[] = [];
  const warnings: MovementIssue[] = [];
  const error = (i: MovementIssue): void => {
    if (errors.length < MAX_ISSUES) errors.push(i);
  };
  const warn = (i: MovementIssue): void => {
    if (warnings.length < MAX_ISSUES) warnings.push(i);
  };

  const known = m.participants.length ? new Set(m.participants.map((p) => p.id)) : null;
  const boardSet = new Map<number, number>();
  const copies = new Map<number, number>();
  for (const s of m.sets)
    for (const b of s.boards) {
      boardSet.set(b, s.set);
      copies.set(b, s.copies);
    }
  const hasSets = m.sets.length > 0;

  // Numeric keys (participant index × stride + board, and so on) keep this fast on big movements.
  const pIndex = new Map<string, number>();
  const idx = (p: string): number => {
    let i = pIndex.get(p);
    if (i === undefined) pIndex.set(p, (i = pIndex.size));
    return i;
  };
  for (const p of m.participants) idx(p.id);
  let maxBoard = m.boards,
    lastRound = m.rounds;
  for (const e of m.schedule as ReadonlyArray<PairEntry | IndividualEntry>) {
    if (e.round > lastRound) lastRound = e.round;
    for (const b of e.boards) if (Number.isInteger(b) && b > maxBoard) maxBoard = b;
  }
  const stride = maxBoard + 1;
  const maxRound = lastRound + 1;
  const byTable = new Map<string, PairEntry | IndividualEntry>();
  const whereInRound = new Map<number, PairEntry | IndividualEntry>();
  const played = new Map<number, PairEntry | IndividualEntry>();
  const playCounts = new Map<number, number>();
  const meetings = new Map<string, PairEntry | IndividualEntry>();
  const perRoundBoard = new Map<number, Array<PairEntry | IndividualEntry>>();

  m.schedule.forEach((e: PairEntry | IndividualEntry, index) => {
    if (e.round < 1 || e.round > m.rounds)
      error({
        code: 'round-out-of-range',
        message: `schedule[${index}]: round ${e.round} is not from 1 to ${m.rounds}`,
        round: e.round,
        table: e.table,
        path: `schedule[${index}].round`,
      });
    if (e.table < 1 || e.table > m.tables)
      error({
        code: 'table-out-of-range',
        message: `schedule[${index}]: table ${e.table} is not from 1 to ${m.tables}`,
        round: e.round,
        table: e.table,
        path: `schedule[${index}].table`,
      });
    const key = `${e.round}/${e.table}`;
    const other = byTable.get(key);
    if (other)
      error({
        code: 'table-clash',
        message: `${where(e)}: the table appears twice in the schedule`,
        round: e.round,
        table: e.table,
      });
    else byTable.set(key, e);

    const seats = seatsOf(e);
    const present = seats.filter((p): p is string => p !== null);
    if (new Set(present).size !== present.length) {
      const dup = present.find((p, i) => present.indexOf(p) !== i)!;
      error({
        code: 'same-participant-twice',
        message: `${where(e)}: ${dup} is seated twice at the same table`,
        round: e.round,
        table: e.table,
        participant: dup,
      });
    }
    for (const p of new Set(present)) {
      if (known && !known.has(p))
        error({
          code: 'unknown-participant',
          message: `${where(e)}: ${p} is not a participant of this movement`,
          round: e.round,
          table: e.table,
          participant: p,
        });
      const rk = idx(p) * maxRound + e.round;
      const at = whereInRound.get(rk);
      if (at && at !== e)
        error({
          code: 'participant-clash',
          message: `round ${e.round}: ${p} is at table ${at.table} and at table ${e.table}`,
          round: e.round,
          table: e.table,
          participant: p,
        });
      else whereInRound.set(rk, e);
    }
    if (!isPlayed(e)) return;

    for (const b of e.boards) {
      if (!Number.isInteger(b) || b < 1 || (hasSets ? !boardSet.has(b) : b > m.boards)) {
        error({
          code: 'unknown-board',
          message: `${where(e)}: board ${b} is not one of the movement's boards`,
          round: e.round,
          table: e.table,
          board: b,
        });
        continue;
      }
      playCounts.set(b, (playCounts.get(b) ?? 0) + 1);
      const rb = e.round * stride + b;
      const list = perRoundBoard.get(rb);
      if (list) list.push(e);
      else perRoundBoard.set(rb, [e]);
      for (const p of new Set(present)) {
        const pk = idx(p) * stride + b;
        const before = played.get(pk);
        if (before) {
          error({
            code: 'board-replayed',
            message: `${where(e)}: ${p} plays board ${b} again (already played it in ${where(before)})`,
            round: e.round,
            table: e.table,
            participant: p,
            board: b,
          });
        } else played.set(pk, e);
      }
    }
    // Opponents (pairs: NS v EW; individual: each of N/S against each of E/W).
    const sides: Array<[string | null, string | null]> =
      'n' in e
        ? [
            [e.n, e.e],
            [e.n, e.w],
            [e.s, e.e],
            [e.s, e.w],
          ]
        : [[e.ns, e.ew]];
    if (m.form !== 'individual') {
      for (const [a, c] of sides) {
        if (a === null || c === null) continue;
        const mk = a < c ? `${a}|${c}` : `${c}|${a}`;
        const before = meetings.get(mk);
        if (before)
          warn({
            code: 'repeat-meeting',
            message: `${where(e)}: ${a} and ${c} meet again (they met in ${where(before)})`,
            round: e.round,
            table: e.table,
            participant: a,
          });
        else meetings.set(mk, e);
      }
    }
  });

  // Sharing: k tables on one board in one round with c copies need ⌈k/c⌉ boards each to rotate.
  for (const [rb, list] of perRoundBoard) {
    const round = Math.floor(rb / stride),
      board = rb % stride;
    const c = copies.get(board) ?? 1;
    if (list.length <= c) continue;
    const need = Math.ceil(list.length / c);
    const short = list.find((e) => e.boards.length < need);
    if (short) {
      error({
        code: 'board-shortage',
        message: `round ${round}: board ${board} is needed at tables ${list.map((e) => e.table).join(', ')} but there ${c === 1 ? 'is 1 copy' : `are ${c} copies`}, and table ${short.table} has too few boards to share it`,
        round,
        table: short.table,
        board,
      });
    }
  }

  for (const st of m.stands ?? []) {
    const set = m.sets.find((s) => s.set === st.set);
    if (!set) {
      error({
        code: 'unknown-board',
        message: `round ${st.round}: the ${st.kind} stand holds set ${st.set}, which does not exist`,
        round: st.round,
      });
      continue;
    }
    // Tables holding the set this round (a sit-out table still has its boards on it).
    const holding = m.schedule.filter(
      (e: PairEntry | IndividualEntry) => e.round === st.round && e.boards.some((b) => set.boards.includes(b)),
    );
    const atTables = holding.filter(isPlayed);
    if (st.kind === 'bye' && atTables.length >= set.copies) {
      error({
        code: 'board-on-stand',
        message: `round ${st.round}: set ${st.set} is on the bye stand but also played at table ${atTables[0].table}`,
        round: st.round,
        table: atTables[0].table,
        board: set.boards[0],
      });
    }
    if (st.kind === 'relay') {
      for (const t of st.tables) {
        if (!holding.some((e) => e.table === t))
          error({
            code: 'board-on-stand',
            message: `round ${st.round}: tables ${st.tables.join(' and ')} should share set ${st.set}, but table ${t} does not play it`,
            round: st.round,
            table: t,
          });
      }
    }
  }

  // Every board the intended number of times.
  const allBoards = hasSets ? [...boardSet.keys()] : Array.from({ length: m.boards }, (_, i) => i + 1);
  if (m.plays !== undefined) {
    for (const b of allBoards) {
      const want = typeof m.plays === 'number' ? m.plays : m.plays[String(b)];
      if (want === undefined) continue;
      const got = playCounts.get(b) ?? 0;
      if (got !== want)
        error({
          code: 'play-count',
          message: `board ${b} is played ${got} time${got === 1 ? '' : 's'}, the movement intends ${want}`,
          board: b,
        });
    }
  } else {
    const counts = allBoards.map((b) => playCounts.get(b) ?? 0);
    const lo = Math.min(...counts),
      hi = Math.max(...counts);
    if (allBoards.length && lo !== hi) {
      const b = allBoards[counts.indexOf(lo)];
      warn({
        code: 'uneven-plays',
        message: `boards are played from ${lo} to ${hi} times (board ${b}: ${lo})`,
        board: b,
      });
    }
  }

  // A schedule where nobody plays is not a movement (and would otherwise pass with warnings only).
  const anyPlayed = (m.schedule as ReadonlyArray<PairEntry | IndividualEntry>).some(
    (e) => isPlayed(e) && e.boards.length > 0,
  );
  if (!anyPlayed)
    error({
      code: 'empty-schedule',
      message: m.schedule.length
        ? 'no entry plays a board (every entry is a sit-out or has no boards)'
        : 'the schedule is empty: no table plays any board',
    });

  // Every table used in every round.
  if (m.schedule.length)
    for (let round = 1; round <= m.rounds; round++) {
      for (let table = 1; table <= m.tables; table++) {
        if (!byTable.has(`${round}/${table}`))
          warn({
            code: 'missing-entry',
            message: `round ${round}, table ${table}: no entry (the table is empty)`,
            round,
            table,
          });
      }
    }

  if (m.form === 'teams')
    checkTeams(
      m.schedule,
      m.teams.map((t) => t.pairs),
      error,
    );

  const counts: Record<string, number> = {};
  for (const [b, n] of [...playCounts].sort((x, y) => x[0] - y[0])) counts[String(b)] = n;
  return { ok: errors.length === 0, errors, warnings, playCounts: counts };
}

function checkTeams(
  schedule: readonly PairEntry[],
  teams: ReadonlyArray<readonly [string, string]>,
  error: (i: MovementIssue) => void,
): void {
  const teamOf = new Map<string, number>();
  teams.forEach((pairs, i) => {
    for (const p of pairs) teamOf.set(p, i);
  });
  const matches = new Map<string, PairEntry[]>();
  for (const e of schedule) {
    if (e.ns !== null && e.ew !== null && teamOf.has(e.ns) && teamOf.get(e.ns) === teamOf.get(e.ew)) {
      error({
        code: 'team-match',
        message: `${where(e)}: ${e.ns} and ${e.ew} are pairs of the same team`,
        round: e.round,
        table: e.table,
        participant: e.ns,
      });
    }
    if (e.match === undefined) continue;
    const k = `${e.round}/${e.match}`;
    const list = matches.get(k);
    if (list) list.push(e);
    else matches.set(k, [e]);
  }
  for (const [k, list] of matches) {
    const played = list.filter((e) => e.ns !== null && e.ew !== null);
    if (played.length === 0) continue;
    const [round, match] = k.split('/').map(Number);
    const boards = played[0].boards.join(',');
    if (played.length !== 2 || played.some((e) => e.boards.join(',') !== boards)) {
      error({
        code: 'team-match',
        message: `round ${round}, match ${match}: the open and closed rooms must play the same boards`,
        round,
        table: played[0].table,
      });
      continue;
    }
    const teamsHere = new Set(played.flatMap((e) => [teamOf.get(e.ns!), teamOf.get(e.ew!)]));
    if (teamsHere.size !== 2)
      error({
        code: 'team-match',
        message: `round ${round}, match ${match}: the two rooms must seat the same two teams`,
        round,
        table: played[0].table,
      });
  }
}
