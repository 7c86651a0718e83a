/**
 * Events for the director (issue 19): the club's events, a new teams event (Swiss, round robin,
 * knockout) or pairs event of several sessions, and an event's console — teams: table codes,
 * rounds with each match's progress in both rooms, drawing the next round (from the standings,
 * or the director's own), closing a round, standings with the named tie-breaks, match cards and
 * exports, and the forms of `EventTeamForms` (members, line-ups, tie-break order); pairs: its
 * sessions and the total ranking with carry-over.
 */
import type {
  EventDetail,
  MatchCard,
  MatchCardRoom,
  MatchSummary,
  PairsAggregate,
  Player,
  TeamsForm,
  TieBreak,
} from '@stikk/server/api';
import { useState } from 'react';
import { api } from '../api/api.js';
import { eventsApi } from '../api/events.js';
import { MpScalePicker } from '../components/MpScalePicker.js';
import { formatMatchpoints } from '../components/RankingTable.js';
import { useMpScale } from '../mp-scale.js';
import type { HttpError, HttpResult } from '../api/http.js';
import { columnValue, rankingColumns, sharedPlace } from '../event-ranking.js';
import { parseDraw, parsePairs, parseTeams, parseWinners } from '../events.js';
import { formatDate, formatNumber, formatPercent, formatTime, useI18n } from '../i18n/index.js';
import { matchRoomText } from '../match-text.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';
import { ResultEntryForm } from '../components/ResultEntryForm.js';
import { LineupForm, TeamMembersForm, TieBreakForm } from './EventTeamForms.js';
import { EntrantPlayersForm, entrantName, RegisterPicker } from './EventEntrantForms.js';

/** The server's closed vocabularies, kept type-only here (the API module is imported as types). */
const FORMS = ['swiss', 'round-robin', 'knockout'] as const satisfies readonly TeamsForm[];
const TIE_BREAKS = [
  'head-to-head',
  'imp-quotient',
  'imp-difference',
  'imps-won',
  'seeding',
] as const satisfies readonly TieBreak[];
const AGGREGATES = ['percent-sum', 'matchpoints-sum'] as const satisfies readonly PairsAggregate[];

type T = ReturnType<typeof useI18n>['t'];

function NumberField(p: {
  label: string;
  name: string;
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="field">
      <span>{p.label}</span>
      <input
        name={p.name}
        type="number"
        min={p.min}
        max={p.max}
        value={p.value}
        onChange={(e) => p.onChange(Number(e.target.value))}
      />
    </label>
  );
}

function TextField(p: {
  label: string;
  name: string;
  required?: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="field">
      <span>{p.label}</span>
      <input name={p.name} required={p.required} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
    </label>
  );
}

/** The deals of a new event or session: seeded when the director gives a seed, else random. */
const boardsFrom = (seed: string) =>
  seed.trim() ? { source: 'seeded' as const, seed: seed.trim() } : { source: 'random' as const };

/** After creating an event: its console, or the refusal shown on the form. */
function openCreated(r: HttpResult<{ id: number }>, setError: (e: HttpError) => void): void {
  if (r.ok) navigate(`/director/event/${r.value.id}`);
  else setError(r.error);
}

/** A required text area of one entry a line (teams, pairs, players). */
function TextAreaField(p: { label: string; name: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="field">
      <span>{p.label}</span>
      <textarea name={p.name} rows={8} required value={p.value} onChange={(e) => p.onChange(e.target.value)} />
    </label>
  );
}

/** One choice of a closed vocabulary, as radio buttons. */
function Choice<K extends string>(p: {
  legend: string;
  name: string;
  options: readonly K[];
  value: K;
  label: (k: K) => string;
  onChange: (k: K) => void;
}) {
  return (
    <fieldset className="panel">
      <legend>{p.legend}</legend>
      {p.options.map((k) => (
        <label key={k} className="check" style={{ display: 'flex' }}>
          <input type="radio" name={p.name} value={k} checked={p.value === k} onChange={() => p.onChange(k)} />
          {p.label(k)}
        </label>
      ))}
    </fieldset>
  );
}

/** The director's club (the first where the user directs), or null while loading / without one. */
function useDirectorClub() {
  const me = useLoad(() => api.me(), []);
  const club = me.value?.clubs.find((c) => c.role !== 'player') ?? null;
  return { me, club };
}

export function EventsPage() {
  const { t } = useI18n();
  const { me, club } = useDirectorClub();
  if (!me.value) return me.error ? <ErrorMessage error={me.error} /> : <p>{t('common.loading')}</p>;
  if (!club) return <p>{t('err.forbidden')}</p>;
  return (
    <>
      <h1>
        {t('event.title')} — {club.clubName}
      </h1>
      <EventList clubId={club.clubId} />
      <NewTeamsEvent clubId={club.clubId} />
      <NewPairsEvent clubId={club.clubId} />
      <NewIndividual clubId={club.clubId} />
    </>
  );
}

function EventList(props: { clubId: number }) {
  const { t } = useI18n();
  const list = useLoad(() => eventsApi.list(props.clubId), [props.clubId]);
  return (
    <section className="panel">
      <h2>{t('event.list')}</h2>
      <ErrorMessage error={list.error} />
      {list.value && list.value.length === 0 && <p className="muted">{t('event.none')}</p>}
      {/* "Turneringer" names both in Norwegian and Danish: say where the evening's session is. */}
      <p className="muted" data-testid="sessions-elsewhere">
        <a href={href('/director')}>{t('event.sessionsElsewhere')}</a>
      </p>
      {list.value && list.value.length > 0 && (
        <ul>
          {list.value.map((e) => (
            <li key={e.id}>
              <a href={href(`/director/event/${e.id}`)}>{e.name}</a> — {t(`event.kind.${e.kind}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewTeamsEvent(props: { clubId: number }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [form, setForm] = useState<TeamsForm>('swiss');
  const [boards, setBoards] = useState(7);
  const [rounds, setRounds] = useState(4);
  const [segments, setSegments] = useState(1);
  const [seed, setSeed] = useState('');
  const [barometer, setBarometer] = useState(true);
  const [tieBreaks, setTieBreaks] = useState<TieBreak[]>(['imp-quotient']);
  const [teams, setTeams] = useState('');
  const [error, setError] = useState<HttpError | string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const entrants = parseTeams(teams);
    if (!entrants) return setError(t('err.invalid', { field: t('event.teams') }));
    setBusy(true);
    const r = await eventsApi.create(props.clubId, {
      name,
      entrants,
      settings: {
        kind: 'teams',
        form,
        boardsPerMatch: boards,
        rounds,
        segments,
        tieBreaks,
        vpScale: { kind: 'wbf-continuous' },
        byeVp: 12,
        boards: boardsFrom(seed),
        barometer,
      },
    });
    setBusy(false);
    openCreated(r, setError);
  };
  const toggle = (tb: TieBreak, on: boolean) =>
    setTieBreaks((old) => (on ? [...old.filter((x) => x !== tb), tb] : old.filter((x) => x !== tb)));
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-teams-event">
      <h2 id="new-teams-event">{t('event.createTeams')}</h2>
      <TextField label={t('event.name')} name="event-name" required value={name} onChange={setName} />
      <Choice
        legend={t('event.form')}
        name="form"
        options={FORMS}
        value={form}
        label={(f) => t(`event.form.${f}`)}
        onChange={setForm}
      />
      <NumberField
        label={t('event.boardsPerMatch')}
        name="boards-per-match"
        min={2}
        max={64}
        value={boards}
        onChange={setBoards}
      />
      {form !== 'knockout' && (
        <NumberField label={t('event.rounds')} name="rounds" min={1} max={60} value={rounds} onChange={setRounds} />
      )}
      <NumberField
        label={t('event.segments')}
        name="segments"
        min={1}
        max={16}
        value={segments}
        onChange={setSegments}
      />
      <fieldset className="panel">
        <legend>{t('event.tieBreaks')}</legend>
        {TIE_BREAKS.map((tb) => (
          <label key={tb} className="check" style={{ display: 'flex' }}>
            <input
              type="checkbox"
              name="tie-break"
              value={tb}
              checked={tieBreaks.includes(tb)}
              onChange={(e) => toggle(tb, e.target.checked)}
            />
            {t(`event.tieBreak.${tb}`)}
            {tieBreaks.includes(tb) ? ` (${tieBreaks.indexOf(tb) + 1})` : ''}
          </label>
        ))}
      </fieldset>
      <label className="check" style={{ display: 'flex' }}>
        <input type="checkbox" name="barometer" checked={barometer} onChange={(x) => setBarometer(x.target.checked)} />
        {t('event.barometer')}
      </label>
      <TextField label={t('event.seed')} name="seed" value={seed} onChange={setSeed} />
      <TextAreaField label={t('event.teams')} name="teams" value={teams} onChange={setTeams} />
      <ErrorMessage error={error} />
      <button type="submit" disabled={busy} data-testid="create-teams-event">
        {t('event.create')}
      </button>
    </form>
  );
}

/**
 * Entrants picked from the register as lines of a creation form's text (`text`): each line added by the picker keeps
 * its players' member numbers while the line stays as added (a line typed or changed by hand names no one).
 */
function usePicks(text: string, setText: (v: string) => void) {
  const [byLine, setByLine] = useState<Readonly<Record<string, readonly string[]>>>({});
  const lines = new Set(text.split('\n').map((x) => x.split(';')[0]!.trim()));
  const live = Object.entries(byLine).filter(([line]) => lines.has(line));
  return {
    taken: new Set(live.flatMap(([, nos]) => nos)),
    add: (players: readonly Player[]) => {
      const line = entrantName(players);
      setByLine({ ...byLine, [line]: players.map((p) => p.memberNo!) });
      setText(text.trim() ? `${text.trimEnd()}\n${line}` : line);
    },
    withNumbers: <E extends { name: string }>(e: E): E & { memberNos?: string[] } => {
      const nos = live.find(([line]) => line === e.name)?.[1];
      return nos ? { ...e, memberNos: [...nos] } : e;
    },
  };
}

function NewPairsEvent(props: { clubId: number }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [aggregate, setAggregate] = useState<PairsAggregate>('percent-sum');
  const [pairs, setPairs] = useState('');
  const picks = usePicks(pairs, setPairs);
  const [error, setError] = useState<HttpError | string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parsePairs(pairs);
    if (!parsed) return setError(t('err.invalid', { field: t('event.pairs') }));
    const entrants = parsed.map(picks.withNumbers);
    const r = await eventsApi.create(props.clubId, { name, entrants, settings: { kind: 'pairs', aggregate } });
    openCreated(r, setError);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-pairs-event">
      <h2 id="new-pairs-event">{t('event.createPairs')}</h2>
      <TextField label={t('event.name')} name="pairs-event-name" required value={name} onChange={setName} />
      <Choice
        legend={t('event.aggregate')}
        name="aggregate"
        options={AGGREGATES}
        value={aggregate}
        label={(a) => t(`event.aggregate.${a}`)}
        onChange={setAggregate}
      />
      <TextAreaField label={t('event.pairs')} name="pairs" value={pairs} onChange={setPairs} />
      <RegisterPicker
        clubId={props.clubId}
        size={2}
        taken={picks.taken}
        label={t('event.pairFromRegister')}
        button={t('event.addEntrant')}
        onPick={picks.add}
      />
      <ErrorMessage error={error} />
      <button type="submit" data-testid="create-pairs-event">
        {t('event.create')}
      </button>
    </form>
  );
}

function NewIndividual(props: { clubId: number }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [bpr, setBpr] = useState(2);
  const [seed, setSeed] = useState('');
  const [players, setPlayers] = useState('');
  const picks = usePicks(players, setPlayers);
  const [error, setError] = useState<HttpError | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const entrants = players
      .split('\n')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((n) => picks.withNumbers({ name: n }));
    const r = await eventsApi.create(props.clubId, {
      name,
      entrants,
      settings: {
        kind: 'individual',
        boardsPerRound: bpr,
        boards: boardsFrom(seed),
      },
    });
    openCreated(r, setError);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-individual">
      <h2 id="new-individual">{t('event.createIndividual')}</h2>
      <TextField label={t('event.name')} name="individual-name" required value={name} onChange={setName} />
      <NumberField
        label={t('session.boardsPerRound')}
        name="individual-boards-per-round"
        min={1}
        max={8}
        value={bpr}
        onChange={setBpr}
      />
      <TextField label={t('event.seed')} name="individual-seed" value={seed} onChange={setSeed} />
      <TextAreaField label={t('event.players')} name="players" value={players} onChange={setPlayers} />
      <RegisterPicker
        clubId={props.clubId}
        size={1}
        taken={picks.taken}
        label={t('event.playerFromRegister')}
        button={t('event.addEntrant')}
        onPick={picks.add}
      />
      <ErrorMessage error={error} />
      <button type="submit" data-testid="create-individual">
        {t('event.create')}
      </button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// An event's console

/**
 * The page a member (or a stranger) gets at an event's console: the console is the directors';
 * the server refuses its every act to anyone else, so none of it is shown.
 */
export function DirectorsOnly() {
  const { t } = useI18n();
  return (
    <section className="panel" data-testid="directors-only">
      <h1>{t('event.directorsOnly')}</h1>
      <p>{t('event.directorsOnlyText')}</p>
      <p>
        <a href={href('/director')}>{t('event.directorsOnlyLogin')}</a> · <a href={href('/')}>{t('nav.home')}</a>
      </p>
    </section>
  );
}

export function EventConsole(props: { eventId: number }) {
  const { t } = useI18n();
  const me = useLoad(() => api.me(), []);
  const ev = useLoad(() => eventsApi.get(props.eventId), [props.eventId], 5000);
  const refused = (x: { status: number } | null) => x !== null && (x.status === 401 || x.status === 403);
  if (refused(ev.error) || refused(me.error)) return <DirectorsOnly />;
  if (!ev.value || !me.value)
    return ev.error || me.error ? <ErrorMessage error={ev.error ?? me.error} /> : <p>{t('common.loading')}</p>;
  const e = ev.value;
  const role = me.value.clubs.find((c) => c.clubId === e.clubId)?.role;
  if (role === 'player' && e.kind === 'pairs')
    return (
      <>
        <DirectorsOnly />
        <PairsRanking event={e} />
      </>
    );
  if (role === undefined || role === 'player') return <DirectorsOnly />;
  return (
    <>
      <p>
        <a href={href('/director/events')}>{t('event.back')}</a>
      </p>
      <h1 data-testid="event-title">
        {e.name} — {t(`event.kind.${e.kind}`)}
        {e.settings.kind === 'teams' ? ` (${t(`event.form.${e.settings.form}`)})` : ''}
      </h1>
      {e.kind === 'teams' ? (
        <TeamsConsole event={e} onChange={(x) => (x ? ev.setValue(x) : ev.reload())} />
      ) : e.kind === 'individual' ? (
        <IndividualConsole event={e} />
      ) : (
        <PairsConsole event={e} onChange={ev.setValue} />
      )}
    </>
  );
}

const teamName = (t: T, e: EventDetail, n: number | null): string =>
  n === null ? t('event.bye') : e.entrants.find((x) => x.number === n)?.name || t('event.teamN', { n });

function TableCodes(props: { event: EventDetail }) {
  const { t } = useI18n();
  return (
    <ul className="codes" data-testid="event-tables">
      {(props.event.tables ?? []).map((tb) => (
        <li key={tb.number} data-table={tb.number}>
          {t('event.tableN', { table: tb.number })}: <code>{tb.code ?? '—'}</code>
        </li>
      ))}
    </ul>
  );
}

function IndividualConsole(props: { event: EventDetail }) {
  const { t, lang } = useI18n();
  const e = props.event;
  const rk = useLoad(() => eventsApi.individualRanking(e.id), [e.id], 5000);
  return (
    <>
      <section className="panel">
        <h2>{t('event.tables')}</h2>
        <TableCodes event={e} />
        {e.sessions[0] && (
          <p>
            <a href={href(`/director/session/${e.sessions[0].id}`)}>{t('event.openSession')}</a>
          </p>
        )}
      </section>
      <EntrantPlayersForm event={e} />
      <section className="panel">
        <h2>{t('event.individualRanking')}</h2>
        <ErrorMessage error={rk.error} />
        {rk.value && (
          <table className="grid" data-testid="individual-ranking">
            <thead>
              <tr>
                <th>{t('event.rank')}</th>
                <th>{t('event.player')}</th>
                <th>{t('common.matchpoints')}</th>
                <th>{t('event.percent')}</th>
              </tr>
            </thead>
            <tbody>
              {rk.value.lines.map((l, _, all) => (
                <tr key={l.player} data-player={l.player} data-mp={l.matchpoints} data-percent={l.percent}>
                  {/* Nothing compared yet: no place and no percentage (was place 0 and 0.00). */}
                  <td>{l.top > 0 ? sharedPlace(all, l.rank) : '–'}</td>
                  <td>{l.name}</td>
                  <td>
                    {formatMatchpoints(lang, l.matchpoints)} / {formatMatchpoints(lang, l.top)}
                  </td>
                  <td>{l.top > 0 ? formatPercent(lang, l.percent) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function TeamsConsole(props: { event: EventDetail; onChange: (e?: EventDetail) => void }) {
  const { t } = useI18n();
  const e = props.event;
  const [error, setError] = useState<HttpError | string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [own, setOwn] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [unfinished, setUnfinished] = useState(false);
  const knockout = e.settings.kind === 'teams' && e.settings.form === 'knockout';
  const [winners, setWinners] = useState('');
  const [card, setCard] = useState<{ round: number; match: number } | null>(null);
  const draw = async (mine: boolean) => {
    setError(null);
    const matches = mine ? parseDraw(own) : undefined;
    const w = winners.trim() ? parseWinners(winners) : {};
    if ((mine && !matches) || !w) return setError(t('err.invalid', { field: t('event.drawOwn') }));
    const r = await eventsApi.draw(e.id, {
      ...(matches ? { matches, allowRepeat: repeat } : {}),
      ...(unfinished && !knockout ? { allowUnfinished: true } : {}),
      ...(Object.keys(w).length ? { winners: w } : {}),
    });
    if (r.ok) props.onChange(r.value.event);
    else setError(r.error);
  };
  const close = async (round: number) => {
    const r = await eventsApi.close(e.id, round);
    if (r.ok) {
      setNote(t('event.closed', { count: r.value.closed }));
      props.onChange(r.value.event);
    } else setError(r.error);
  };
  const finals = new Set((e.finalRounds ?? []).map((f) => f.round));
  const markFinal = async (round: number) => {
    const r = await eventsApi.markFinal(e.id, round);
    if (r.ok) props.onChange();
    else setError(r.error);
  };
  // Reopening a final round asks first: its tables may change its results again.
  const [reopening, setReopening] = useState<number | null>(null);
  const reopen = async (round: number) => {
    setReopening(null);
    const r = await eventsApi.reopenFinal(e.id, round);
    if (r.ok) props.onChange();
    else setError(r.error);
  };
  return (
    <>
      <section className="panel">
        <h2>{t('event.tables')}</h2>
        <TableCodes event={e} />
        <p>
          {e.sessions[0] && (
            <>
              <a href={href(`/director/session/${e.sessions[0].id}`)}>{t('event.openSession')}</a> ·{' '}
              <a href={href(`/results/${e.sessions[0].id}`)} data-testid="butler-link">
                {t('event.butler')}
              </a>{' '}
              ·{' '}
            </>
          )}
          <a href={eventsApi.exportPbnUrl(e.id)} download>
            {t('event.exportPbn')}
          </a>{' '}
          ·{' '}
          <a href={eventsApi.exportUsebioUrl(e.id)} download>
            {t('event.exportUsebio')}
          </a>
        </p>
      </section>
      <TeamMembersForm event={e} onSaved={() => props.onChange()} />
      {e.rounds.map((r) => (
        <section className="panel" key={r.round} data-round={r.round}>
          <h2>
            {t('event.round', { round: r.round })} — {r.finished ? t('event.finished') : t('event.playing')}
            {finals.has(r.round) && <> — {t('event.roundFinal')}</>}
          </h2>
          <MatchTable event={e} matches={r.matches} onCard={(m) => setCard({ round: r.round, match: m })} />
          {!r.finished && (
            <button type="button" onClick={() => void close(r.round)} data-testid={`close-round-${r.round}`}>
              {t('event.closeRound')}
            </button>
          )}
          {r.finished && !finals.has(r.round) && (
            <button type="button" onClick={() => void markFinal(r.round)} data-testid={`final-round-${r.round}`}>
              {t('event.markFinal')}
            </button>
          )}
          {finals.has(r.round) && reopening !== r.round && (
            <button
              type="button"
              className="secondary"
              onClick={() => setReopening(r.round)}
              data-testid={`reopen-round-${r.round}`}
            >
              {t('event.reopenRound')}
            </button>
          )}
          <FinalHistory event={e} round={r.round} />
          {finals.has(r.round) && reopening === r.round && (
            <div className="msg info" role="alertdialog" data-testid={`reopen-confirm-${r.round}`}>
              <p>{t('event.reopenConfirm', { round: r.round })}</p>
              <div className="actions">
                <button type="button" onClick={() => void reopen(r.round)} data-testid={`reopen-yes-${r.round}`}>
                  {t('event.reopenYes')}
                </button>
                <button type="button" className="secondary" onClick={() => setReopening(null)}>
                  {t('common.cancel')}
                </button>
              </div>
            </div>
          )}
        </section>
      ))}
      {card && (
        <MatchCardView
          key={`${card.round}/${card.match}`}
          eventId={e.id}
          round={card.round}
          match={card.match}
          event={e}
        />
      )}
      {note && <Note kind="ok">{note}</Note>}
      <section className="panel">
        <h2>{t('event.draw')}</h2>
        {!knockout && (
          <label className="check" style={{ display: 'flex' }}>
            <input
              type="checkbox"
              name="allow-unfinished"
              checked={unfinished}
              onChange={(x) => setUnfinished(x.target.checked)}
            />
            {t('event.allowUnfinished')}
          </label>
        )}
        <button
          type="button"
          disabled={!e.canDraw && !(unfinished && !knockout)}
          onClick={() => void draw(false)}
          data-testid="draw-next"
        >
          {t('event.draw')}
        </button>
        <TextField label={t('event.drawOwnHint')} name="own-draw" value={own} onChange={setOwn} />
        <label className="check" style={{ display: 'flex' }}>
          <input type="checkbox" checked={repeat} onChange={(x) => setRepeat(x.target.checked)} />
          {t('event.allowRepeat')}
        </label>
        {e.settings.kind === 'teams' && e.settings.form === 'knockout' && (
          <TextField label={t('event.winners')} name="winners" value={winners} onChange={setWinners} />
        )}
        <button type="button" onClick={() => void draw(true)} data-testid="draw-own">
          {t('event.drawOwn')}
        </button>
        <ErrorMessage error={error} />
      </section>
      <Standings eventId={e.id} event={e} />
    </>
  );
}

/**
 * A round's final marks and reopenings, oldest first, with the director and the time (Law 79C: a reopened round's
 * results may change again, so the console keeps who allowed it and when). Nothing for a round never marked.
 */
function FinalHistory(props: { event: EventDetail; round: number }) {
  const { t, lang } = useI18n();
  const trail = (props.event.finalHistory ?? []).filter((x) => x.round === props.round);
  if (trail.length === 0) return null;
  return (
    <div className="muted" data-testid={`final-history-${props.round}`}>
      <p>{t('event.finalHistory', { law: t('common.lawN', { law: '79C' }) })}</p>
      <ul>
        {trail.map((x) => {
          const o = {
            time: `${formatDate(lang, x.at)} ${formatTime(lang, x.at)}`,
            director: x.director ?? t('director.history.director'),
          };
          return (
            <li key={`${x.at}-${x.action}`} data-action={x.action}>
              {x.action === 'reopened' ? t('event.finalHistoryReopened', o) : t('event.finalHistoryMarked', o)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function MatchTable(props: { event: EventDetail; matches: readonly MatchSummary[]; onCard: (m: number) => void }) {
  const { t, lang } = useI18n();
  const e = props.event;
  const ko = e.settings.kind === 'teams' && e.settings.form === 'knockout';
  const vp = (x: number) => formatNumber(lang, x, 2);
  return (
    <div className="scroll-x">
      <table className="grid">
        <thead>
          <tr>
            <th>{t('event.match')}</th>
            <th>{t('event.home')}</th>
            <th>{t('event.away')}</th>
            <th>{t('event.progress')}</th>
            <th>{t('event.imps')}</th>
            <th>{ko ? t('event.carry') : t('event.vp')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.matches.map((m) => (
            <tr key={m.match} data-match={m.match} data-testid="match-row">
              <td>
                {m.stage ?? m.match}
                {m.open !== null ? ` (${t('event.tableN', { table: `${m.open}/${m.closed}` })})` : ''}
              </td>
              <td>{teamName(t, e, m.home)}</td>
              <td>{teamName(t, e, m.away)}</td>
              <td data-testid="match-progress">
                {m.away === null ? '—' : `${m.doneOpen}/${m.boards} · ${m.doneClosed}/${m.boards}`}
                {m.late.length > 0 && (
                  <div className="muted" data-testid="match-late">
                    {t('event.late', {
                      boards: m.late.map((x) => `${x.board} (${t(`event.room.${x.room}`)})`).join(', '),
                    })}
                  </div>
                )}
              </td>
              <td data-testid="match-imps">{m.away === null ? '—' : `${m.impsHome}–${m.impsAway}`}</td>
              <td data-testid="match-vp">
                {ko
                  ? `${m.carryHome}–${m.carryAway}`
                  : m.vpHome === null
                    ? '—'
                    : `${vp(m.vpHome)}${m.vpAway === null ? '' : `–${vp(m.vpAway)}`}`}
              </td>
              <td>
                {m.away !== null && (
                  <button type="button" onClick={() => props.onCard(m.match)}>
                    {t('event.card')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchCardView(props: { eventId: number; round: number; match: number; event: EventDetail }) {
  const { t, lang } = useI18n();
  const c = useLoad(
    () => eventsApi.card(props.eventId, props.round, props.match),
    [props.eventId, props.round, props.match],
  );
  const [error, setError] = useState<HttpError | null>(null);
  const [entering, setEntering] = useState<{ board: number; room: 'open' | 'closed' } | null>(null);
  const [entered, setEntered] = useState<string | null>(null);
  if (!c.value) return <ErrorMessage error={c.error} />;
  const card: MatchCard = c.value;
  const late = new Set(card.summary.late.map((x) => `${x.board}|${x.room}`));
  const markLate = async (board: number) => {
    const r = await eventsApi.markLate(props.eventId, props.round, props.match, board);
    if (r.ok) c.reload();
    else setError(r.error);
  };
  const room = (x: MatchCardRoom | null, board: number, which: 'open' | 'closed') =>
    x !== null ? (
      <span data-testid={`card-${which}-${board}`}>{matchRoomText(lang, t, x)}</span>
    ) : (
      <>
        {late.has(`${board}|${which}`) ? t('director.latePlays.marked') : '—'}{' '}
        {/* A room without a result: the director enters it (a late board played after its round). */}
        <button
          type="button"
          className="secondary"
          data-testid={`enter-late-${board}-${which}`}
          onClick={() => {
            setEntered(null);
            setEntering({ board, room: which });
          }}
        >
          {t('director.latePlays.enter')}
        </button>
      </>
    );
  return (
    <section className="panel" data-testid="match-card">
      <h2>
        {t('event.card')}: {t('event.round', { round: props.round })}, {card.homeName} – {card.awayName}
      </h2>
      {(['home', 'away'] as const).map((side) => {
        const l = card.lineup[side];
        return l ? (
          <p key={side} className="muted" data-testid={`lineup-${side}`}>
            {side === 'home' ? card.homeName : card.awayName}: {t('event.room.open')} {l.open.join(' – ')} ·{' '}
            {t('event.room.closed')} {l.closed.join(' – ')}
          </p>
        ) : null;
      })}
      <table className="grid">
        <thead>
          <tr>
            <th>{t('event.board')}</th>
            <th>{t('event.room.open')}</th>
            <th>{t('event.room.closed')}</th>
            <th>{card.homeName}</th>
            <th>{card.awayName}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {card.boards.map((b) => (
            <tr key={b.board}>
              <td>{b.board}</td>
              <td>{room(b.open, b.board, 'open')}</td>
              <td>{room(b.closed, b.board, 'closed')}</td>
              <td>{b.impsHome ?? ''}</td>
              <td>{b.impsAway ?? ''}</td>
              <td>
                {(b.open === null || b.closed === null) &&
                  !late.has(`${b.board}|open`) &&
                  !late.has(`${b.board}|closed`) && (
                    <button
                      type="button"
                      className="secondary"
                      data-testid={`mark-late-${b.board}`}
                      onClick={() => void markLate(b.board)}
                    >
                      {t('director.latePlays.mark')}
                    </button>
                  )}
              </td>
            </tr>
          ))}
          <tr>
            <th colSpan={3}>{t('event.total')}</th>
            <th data-testid="card-imps-home">{card.summary.impsHome}</th>
            <th data-testid="card-imps-away">{card.summary.impsAway}</th>
            <th />
          </tr>
        </tbody>
      </table>
      <ErrorMessage error={error} />
      {entered && <Note kind="ok">{entered}</Note>}
      {entering && (
        <ResultEntryForm
          key={`${entering.board}|${entering.room}`}
          testId="late-board-form"
          noteName="late-board-note"
          errorTexts={{ 'correction-period-closed': t('event.finalClosed') }}
          title={t('event.boardInRoom', { board: entering.board, room: t(`event.room.${entering.room}`) })}
          save={async (entry) => {
            const r = await eventsApi.enterLate(props.eventId, props.round, props.match, entering.board, {
              room: entering.room,
              ...entry,
            });
            if (r.ok) c.setValue(r.value);
            return r;
          }}
          onCancel={() => setEntering(null)}
          onDone={() => {
            setEntering(null);
            setEntered(t('event.lateEntered', { board: entering.board, room: t(`event.room.${entering.room}`) }));
          }}
        />
      )}
      {(['home', 'away'] as const).map((side) => (
        <LineupForm
          key={side}
          event={props.event}
          round={props.round}
          match={props.match}
          side={side}
          team={side === 'home' ? card.summary.home : card.summary.away!}
          lineup={card.lineup}
          onSaved={(lineup) => c.setValue({ ...card, lineup })}
        />
      ))}
    </section>
  );
}

function Standings(props: { eventId: number; event: EventDetail }) {
  const { t, lang } = useI18n();
  const s = useLoad(() => eventsApi.standings(props.eventId), [props.eventId, props.event], 0);
  if (!s.value) return <ErrorMessage error={s.error} />;
  return (
    <section className="panel">
      <h2>{t('event.standings')}</h2>
      {!s.value.final && <p className="muted">{t('event.provisional')}</p>}
      <p className="muted">
        {t('event.tieBreaks')}: {s.value.tieBreaks.map((tb) => t(`event.tieBreak.${tb}`)).join(', ')}
      </p>
      <div className="scroll-x">
        <table className="grid" data-testid="standings">
          <thead>
            <tr>
              <th>{t('event.rank')}</th>
              <th>{t('event.team')}</th>
              <th>{t('event.vp')}</th>
              <th>{t('event.matches')}</th>
              <th>{t('event.impsWon')}</th>
              <th>{t('event.impsLost')}</th>
              <th>{t('event.quotient')}</th>
              <th>{t('event.decidedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {s.value.lines.map((l, _, all) => (
              <tr key={l.team} data-team={l.team} data-vp={l.vp}>
                <td>{sharedPlace(all, l.rank)}</td>
                <td>{l.name || t('event.teamN', { n: l.team })}</td>
                <td>{formatNumber(lang, l.vp, 2)}</td>
                <td>{l.matches}</td>
                <td>{l.impsWon}</td>
                <td>{l.impsLost}</td>
                {/* No IMPs lost: ∞ once some are won; before any IMP, none (was ∞ for 0/0). */}
                <td>{l.impQuotient !== null ? formatNumber(lang, l.impQuotient, 3) : l.impsWon > 0 ? '∞' : '–'}</td>
                <td>{l.decidedBy ? t(`event.tieBreak.${l.decidedBy}`) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TieBreakForm
        key={s.value.tieBreaks.join(',')}
        eventId={props.eventId}
        all={TIE_BREAKS}
        current={s.value.tieBreaks}
        onSaved={s.reload}
      />
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Pairs events

/**
 * A pairs event's sessions and the form that adds one. The new session shows from the server's answer to the
 * add (the event as it now is), not from a second read that a poll's older answer could overtake; the button
 * is off while the add runs (a session's movement can take seconds to build), so a second click adds no second
 * session.
 */
function PairsConsole(props: { event: EventDetail; onChange: (e: EventDetail) => void }) {
  const { t } = useI18n();
  const e = props.event;
  const [name, setName] = useState('');
  const [tables, setTables] = useState(Math.ceil(e.entrants.length / 2));
  const [bpr, setBpr] = useState(3);
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async (x: React.FormEvent) => {
    x.preventDefault();
    setBusy(true);
    const r = await eventsApi.addSession(e.id, {
      name,
      movement: {
        kind: 'howell',
        tables,
        boardsPerRound: bpr,
        ...(e.entrants.length === 2 * tables - 1 ? { pairs: 2 * tables - 1 } : {}),
      },
      boards: boardsFrom(seed),
    });
    setBusy(false);
    setError(r.ok ? null : r.error);
    if (r.ok) props.onChange(r.value.event);
  };
  return (
    <>
      <section className="panel">
        <h2>{t('event.sessions')}</h2>
        <ul data-testid="event-sessions">
          {e.sessions.map((s) => (
            <li key={s.id}>
              <a href={href(`/director/session/${s.id}`)}>{s.name}</a>
            </li>
          ))}
        </ul>
      </section>
      <form className="panel" onSubmit={add}>
        <h2>{t('event.addSession')}</h2>
        <TextField label={t('event.sessionName')} name="session-name" required value={name} onChange={setName} />
        <NumberField label={t('session.tables')} name="tables" min={2} max={30} value={tables} onChange={setTables} />
        <NumberField
          label={t('session.boardsPerRound')}
          name="boards-per-round"
          min={1}
          max={8}
          value={bpr}
          onChange={setBpr}
        />
        <TextField label={t('event.seed')} name="seed" value={seed} onChange={setSeed} />
        <ErrorMessage error={error} />
        <button type="submit" disabled={busy} aria-busy={busy} data-testid="add-session">
          {t('event.addSession')}
        </button>
      </form>
      <EntrantPlayersForm event={e} />
      <PairsRanking event={e} />
    </>
  );
}

/**
 * A pairs event's ranking over its sessions, read-only: the director's console shows it under its
 * forms; a member of the club gets it alone (the server withholds unpublished sessions from him).
 */
function PairsRanking(props: { event: EventDetail }) {
  const { t, lang } = useI18n();
  const e = props.event;
  const [scale, setScale] = useMpScale();
  const ranking = useLoad(() => eventsApi.ranking(e.id, scale), [e.id, e.sessions.length, scale]);
  const columns = ranking.value ? rankingColumns(ranking.value) : [];
  return (
    <>
      {ranking.value && (
        <section className="panel">
          <h2>{t('event.ranking')}</h2>
          <p className="muted">{t(`event.aggregate.${ranking.value.aggregate}`)}</p>
          {ranking.value.aggregate === 'matchpoints-sum' && <MpScalePicker value={scale} onChange={setScale} />}
          {columns.some((c) => c.at === null) && (
            <p className="muted" data-testid="event-withheld">
              {t('event.withheldNote', {
                sessions: columns
                  .filter((c) => c.at === null)
                  .map((c) => c.name)
                  .join(', '),
              })}
            </p>
          )}
          <table className="grid" data-testid="event-ranking">
            <thead>
              <tr>
                <th>{t('event.rank')}</th>
                <th>{t('event.kind.pairs')}</th>
                {columns.map((c, i) => (
                  <th key={c.id}>{t('event.sessionN', { n: i + 1 })}</th>
                ))}
                <th>{t('event.carry')}</th>
                <th>{t('event.total')}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.value.lines.map((l, _, all) => (
                <tr key={l.pair} data-pair={l.pair} data-total={l.total}>
                  <td>{sharedPlace(all, l.rank)}</td>
                  <td>{l.names}</td>
                  {columns.map((c) => {
                    const v = columnValue(l, c);
                    return v === 'withheld' ? (
                      <td key={c.id} className="muted" data-withheld={c.id}>
                        {t('event.withheld')}
                      </td>
                    ) : (
                      <td key={c.id}>{v === null ? '—' : formatNumber(lang, v, 2)}</td>
                    );
                  })}
                  <td>{l.carryOver ? formatNumber(lang, l.carryOver, 2) : ''}</td>
                  <td>{formatNumber(lang, l.total, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
