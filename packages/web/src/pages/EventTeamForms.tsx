/**
 * The director's forms of a teams event (issue 19): a team's members picked from the club's
 * register, a team's line-up for a match (who sits in which room; a knockout segment is a round of
 * its own), and the order of the tie-breaks, changed while the event runs.
 */
import type { EventDetail, MatchLineup, TeamLineup, TieBreak } from '@stikk/server/api';
import { useState } from 'react';
import { api } from '../api/api.js';
import { eventsApi } from '../api/events.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { href } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';

/** A team's members: 4–6 players ticked from the club's register. */
export function TeamMembersForm(props: { event: EventDetail; onSaved: () => void }) {
  const { t } = useI18n();
  const e = props.event;
  const register = useLoad(() => api.players(e.clubId), [e.clubId]);
  const [team, setTeam] = useState(e.entrants[0]?.number ?? 1);
  const entrant = e.entrants.find((x) => x.number === team);
  const [picked, setPicked] = useState<string[]>(entrant ? [...entrant.members] : []);
  const [error, setError] = useState<HttpError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const choose = (n: number) => {
    setTeam(n);
    setPicked([...(e.entrants.find((x) => x.number === n)?.members ?? [])]);
    setNote(null);
    setError(null);
  };
  // Players of other teams are shown but cannot be ticked (the server refuses them too).
  const elsewhere = new Map(e.entrants.filter((x) => x.number !== team).flatMap((x) => x.members.map((m) => [m, x])));
  const names = [...new Set([...(register.value ?? []).map((p) => p.name), ...picked])];
  const save = async (x: React.FormEvent) => {
    x.preventDefault();
    setError(null);
    // The register entries ticked (one entry of that name, with a member number): the server then knows who plays,
    // so a director among them does not read their team's boards still to be played.
    const entries = register.value ?? [];
    const memberNos = picked.flatMap((n) => {
      const same = entries.filter((p) => p.name === n);
      return same.length === 1 && same[0]!.memberNo ? [same[0]!.memberNo] : [];
    });
    const r = await eventsApi.setMembers(e.id, team, picked, memberNos);
    if (r.ok) {
      setNote(t('event.membersSaved', { team: r.value.name, count: r.value.members.length }));
      props.onSaved();
    } else setError(r.error);
  };
  return (
    <form className="panel" onSubmit={save} aria-labelledby="team-members" data-testid="team-members">
      <h2 id="team-members">{t('event.members')}</h2>
      <label className="field">
        <span>{t('event.team')}</span>
        <select name="members-team" value={team} onChange={(x) => choose(Number(x.target.value))}>
          {e.entrants.map((x) => (
            <option key={x.number} value={x.number}>
              {x.number}. {x.name}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t('event.membersHelp')}</p>
      <ErrorMessage error={register.error} />
      {register.value && names.length === 0 && (
        <p className="muted">
          <a href={href('/director')}>{t('event.registerEmpty')}</a>
        </p>
      )}
      <fieldset className="panel">
        <legend>{entrant?.name}</legend>
        {names.map((n) => {
          const other = elsewhere.get(n);
          return (
            <label key={n} className="check" style={{ display: 'flex' }}>
              <input
                type="checkbox"
                name="member"
                value={n}
                disabled={other !== undefined}
                checked={picked.includes(n)}
                onChange={(x) => setPicked((old) => (x.target.checked ? [...old, n] : old.filter((p) => p !== n)))}
              />
              {n}
              {other ? ` (${other.name})` : ''}
            </label>
          );
        })}
      </fieldset>
      <ErrorMessage error={error} />
      {note && <Note kind="ok">{note}</Note>}
      <button type="submit" data-testid="save-members">
        {t('event.membersSave')}
      </button>
    </form>
  );
}

const SLOTS = [
  ['open', 0],
  ['open', 1],
  ['closed', 0],
  ['closed', 1],
] as const;

/**
 * One team's line-up for a match: its pair in the open room and its pair in the closed room. The
 * home team sits NS in the open room and EW in the closed room, the away team the other way round.
 * Players are the team's members; a team without members yet takes names (the register suggested).
 */
export function LineupForm(props: {
  event: EventDetail;
  round: number;
  match: number;
  side: 'home' | 'away';
  team: number;
  lineup: MatchLineup;
  onSaved: (l: MatchLineup) => void;
}) {
  const { t } = useI18n();
  const e = props.event;
  const members = e.entrants.find((x) => x.number === props.team)?.members ?? [];
  const register = useLoad(() => api.players(e.clubId), [e.clubId]);
  const now = props.lineup[props.side];
  // Empty until given: a line-up shown is one the director saved.
  const [seats, setSeats] = useState<string[]>(now ? [...now.open, ...now.closed] : ['', '', '', '']);
  const [error, setError] = useState<HttpError | string | null>(null);
  const [saved, setSaved] = useState(false);
  const direction = (room: 'open' | 'closed') =>
    (room === 'open') === (props.side === 'home') ? t('common.ns') : t('common.ew');
  const list = `lineup-register-${props.side}`;
  const save = async (x: React.FormEvent) => {
    x.preventDefault();
    setSaved(false);
    setError(null);
    const four = seats.map((s) => s.trim());
    if (four.some((s) => !s)) return setError(t('err.invalid', { field: t('event.lineup') }));
    const lineup: TeamLineup = { open: [four[0], four[1]], closed: [four[2], four[3]] };
    const r = await eventsApi.setLineup(e.id, props.round, props.match, props.side, lineup);
    if (r.ok) {
      setSaved(true);
      props.onSaved(r.value);
    } else setError(r.error);
  };
  const name = e.entrants.find((x) => x.number === props.team)?.name ?? '';
  return (
    <form className="panel" onSubmit={save} data-testid={`lineup-form-${props.side}`}>
      <h3>
        {t('event.lineup')}: {name}
      </h3>
      {members.length === 0 && (
        <datalist id={list}>
          {(register.value ?? []).map((p) => (
            <option key={p.id} value={p.name} />
          ))}
        </datalist>
      )}
      {SLOTS.map(([room, k], i) => {
        const caption = (
          <span key="caption">
            {t(`event.room.${room}`)}, {direction(room)} ({k + 1})
          </span>
        );
        const set = (v: string) => setSeats((old) => old.map((s, j) => (j === i ? v : s)));
        return members.length > 0 ? (
          <label key={`${room}${k}`} className="field">
            {caption}
            <select name={`lineup-${room}-${k}`} value={seats[i]} onChange={(x) => set(x.target.value)}>
              <option value="">—</option>
              {members.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label key={`${room}${k}`} className="field">
            {caption}
            <input name={`lineup-${room}-${k}`} list={list} value={seats[i]} onChange={(x) => set(x.target.value)} />
          </label>
        );
      })}
      <ErrorMessage error={error} texts={{ 'correction-period-closed': t('event.finalClosed') }} />
      {saved && <Note kind="ok">{t('event.lineupSaved')}</Note>}
      <button type="submit" data-testid={`save-lineup-${props.side}`}>
        {t('event.lineupSave')}
      </button>
    </form>
  );
}

/** The tie-breaks in the director's order: tick to use one, move it up or down, save. */
export function TieBreakForm(props: {
  eventId: number;
  all: readonly TieBreak[];
  current: readonly TieBreak[];
  onSaved: () => void;
}) {
  const { t } = useI18n();
  // The ones in use first, in their order; the rest after, unticked.
  const [order, setOrder] = useState<TieBreak[]>([
    ...props.current,
    ...props.all.filter((x) => !props.current.includes(x)),
  ]);
  const [used, setUsed] = useState<TieBreak[]>([...props.current]);
  const [error, setError] = useState<HttpError | null>(null);
  const move = (i: number, by: -1 | 1) =>
    setOrder((old) => {
      const j = i + by;
      if (j < 0 || j >= old.length) return old;
      const next = [...old];
      [next[i], next[j]] = [next[j], next[i]];
      return next;
    });
  const save = async (x: React.FormEvent) => {
    x.preventDefault();
    setError(null);
    const r = await eventsApi.setTieBreaks(
      props.eventId,
      order.filter((tb) => used.includes(tb)),
    );
    if (r.ok) props.onSaved();
    else setError(r.error);
  };
  const rank = order.filter((tb) => used.includes(tb));
  return (
    <form className="panel" onSubmit={save} data-testid="tie-break-form">
      <h3>{t('event.tieBreakOrder')}</h3>
      <ol>
        {order.map((tb, i) => (
          <li key={tb} data-tie-break={tb}>
            <label className="check">
              <input
                type="checkbox"
                name="tie-break-use"
                value={tb}
                checked={used.includes(tb)}
                onChange={(x) => setUsed((old) => (x.target.checked ? [...old, tb] : old.filter((u) => u !== tb)))}
              />
              {t(`event.tieBreak.${tb}`)}
              {used.includes(tb) ? ` (${rank.indexOf(tb) + 1})` : ''}
            </label>{' '}
            <button
              type="button"
              className="secondary"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              data-testid={`tie-break-up-${tb}`}
            >
              {t('event.moveUp')}
            </button>{' '}
            <button
              type="button"
              className="secondary"
              disabled={i === order.length - 1}
              onClick={() => move(i, 1)}
              data-testid={`tie-break-down-${tb}`}
            >
              {t('event.moveDown')}
            </button>
          </li>
        ))}
      </ol>
      <ErrorMessage error={error} texts={{ 'correction-period-closed': t('event.finalClosed') }} />
      <button type="submit" data-testid="save-tie-breaks">
        {t('event.tieBreakSave')}
      </button>
    </form>
  );
}
