/**
 * A pairs or individual event's entrants named from the club's register (session 12): the creation forms add a pair's
 * two players or an individual's player as a line, with their member numbers, and the director adds member numbers to
 * an existing event's entrants later (never takes one off). The server then knows who plays, so a director among
 * them reads none of their boards still to be played (Law 16).
 */
import type { EntrantPlayer, EventDetail, Player } from '@stikk/server/api';
import { useState } from 'react';
import { api } from '../api/api.js';
import { eventsApi } from '../api/events.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';

/** The register's entries with a member number (only they can be named by number). */
const numbered = (players: readonly Player[] | null) => (players ?? []).filter((p) => p.memberNo);

/**
 * One or two register entries chosen in selects, handed to `onPick` with their member numbers. Entries in `taken`
 * (another entrant's) cannot be chosen.
 */
export function RegisterPicker(props: {
  clubId: number;
  size: number;
  taken: ReadonlySet<string>;
  label: string;
  button: string;
  onPick: (players: readonly Player[]) => void;
}) {
  const { t } = useI18n();
  const register = useLoad(() => api.players(props.clubId), [props.clubId]);
  const [chosen, setChosen] = useState<string[]>(() => Array<string>(props.size).fill(''));
  if (register.value === null) return <ErrorMessage error={register.error} />;
  const entries = numbered(register.value);
  if (entries.length === 0) return <Note>{t('event.registerEmpty')}</Note>;
  const picked = chosen.map((no) => entries.find((p) => p.memberNo === no));
  const ready = picked.every((p) => p !== undefined) && new Set(chosen).size === chosen.length;
  return (
    <fieldset className="field" data-testid="register-picker">
      <legend>{props.label}</legend>
      {chosen.map((no, i) => (
        <select
          key={i}
          name={`register-pick-${i + 1}`}
          aria-label={`${t('event.player')} ${i + 1}`}
          value={no}
          onChange={(x) => setChosen(chosen.map((c, j) => (j === i ? x.target.value : c)))}
        >
          <option value="">–</option>
          {entries.map((p) => (
            <option key={p.id} value={p.memberNo!} disabled={props.taken.has(p.memberNo!)}>
              {p.name} ({p.memberNo})
            </option>
          ))}
        </select>
      ))}
      <button
        type="button"
        disabled={!ready}
        onClick={() => {
          props.onPick(picked as Player[]);
          setChosen(Array<string>(props.size).fill(''));
        }}
      >
        {props.button}
      </button>
    </fieldset>
  );
}

/** An entrant's line named after its register players: "Per Hansen & Kari Nilsen", or the player's name. */
export const entrantName = (players: readonly Player[]): string => players.map((p) => p.name).join(' & ');

/**
 * The director adds register entries (member numbers) to an entrant of a running pairs or individual event: a pair's
 * two, a player's one, never taken off; each listed with who added it and when.
 */
export function EntrantPlayersForm(props: { event: EventDetail }) {
  const { t } = useI18n();
  const e = props.event;
  const size = e.kind === 'individual' ? 1 : 2;
  const [entrant, setEntrant] = useState(e.entrants[0]?.number ?? 1);
  const has = useLoad(() => eventsApi.entrantPlayers(e.id, entrant), [e.id, entrant]);
  const [error, setError] = useState<HttpError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const current: readonly EntrantPlayer[] = has.value ?? [];
  const save = async (players: readonly Player[]) => {
    setError(null);
    const r = await eventsApi.addEntrantPlayers(
      e.id,
      entrant,
      players.map((p) => p.memberNo!),
    );
    if (r.ok) {
      has.setValue(r.value);
      setNote(t('event.entrantPlayersSaved', { count: r.value.length }));
    } else setError(r.error);
  };
  return (
    <section className="panel" aria-labelledby="entrant-players" data-testid="entrant-players">
      <h2 id="entrant-players">{t('event.entrantPlayers')}</h2>
      <p className="hint">{t('event.entrantPlayersHelp')}</p>
      <label className="field">
        <span>{t(e.kind === 'individual' ? 'event.player' : 'common.pair')}</span>
        <select
          name="entrant-players-entrant"
          value={entrant}
          onChange={(x) => {
            setEntrant(Number(x.target.value));
            setNote(null);
            setError(null);
          }}
        >
          {e.entrants.map((x) => (
            <option key={x.number} value={x.number}>
              {x.number}. {x.name}
            </option>
          ))}
        </select>
      </label>
      <ErrorMessage error={has.error} />
      <ul data-testid="entrant-players-list">
        {current.map((p) => (
          <li key={p.playerId}>
            {p.name} ({p.memberNo}){p.by ? ` – ${t('event.entrantPlayerAdded', { by: p.by, at: p.at ?? '' })}` : ''}
          </li>
        ))}
      </ul>
      {has.value !== null && current.length < size && (
        <RegisterPicker
          key={`${entrant}-${current.length}`}
          clubId={e.clubId}
          size={size - current.length}
          taken={new Set(current.flatMap((p) => (p.memberNo ? [p.memberNo] : [])))}
          label={t('event.fromRegister')}
          button={t('event.entrantPlayersSave')}
          onPick={save}
        />
      )}
      <ErrorMessage error={error} />
      {note && <Note>{note}</Note>}
    </section>
  );
}
