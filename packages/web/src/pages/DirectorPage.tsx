import type {
  CreateSessionRequest,
  Me,
  MovementKind,
  PairEntry,
  PairPlayerEntry,
  Player,
  SectionScoring,
  SessionScoring,
} from '@stikk/server/api';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { suggestMovements } from '../movements.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';
import { CredentialFields } from '../components/CredentialFields.js';
import { readFileText } from '../file-text.js';

/** The server's `SESSION_SCORING`, kept type-only here (the API module is imported as types). */
const SCORINGS = ['matchpoints', 'cross-imps', 'butler'] as const satisfies readonly SessionScoring[];

/** Log in or create a club, then the club's sessions and a new-session form. */
export function DirectorPage() {
  const { t } = useI18n();
  const me = useLoad(() => api.me(), []);
  if (!me.value) {
    if (!me.error) return <p>{t('common.loading')}</p>;
    return <AccountForm onDone={(m) => me.setValue(m)} />;
  }
  const club = me.value.clubs.find((c) => c.role !== 'player') ?? null;
  if (!club) return <CreateClub onDone={me.reload} />;
  return (
    <>
      <h1>
        {t('director.title')} — {club.clubName}
      </h1>
      <p>
        <a href={href('/director/ruling')} data-testid="open-ruling">
          {t('ruling.title')}
        </a>{' '}
        ·{' '}
        <a href={href('/director/training')} data-testid="open-training">
          {t('director.training')}
        </a>
      </p>
      <SessionList clubId={club.clubId} />
      <NewSession clubId={club.clubId} />
      <MemberRegister clubId={club.clubId} />
    </>
  );
}

function AccountForm(props: { onDone: (m: Me) => void }) {
  const { t } = useI18n();
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const [club, setClub] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r =
      mode === 'register' ? await api.register({ email, password, name }) : await api.login({ email, password });
    if (!r.ok) {
      setBusy(false);
      setError(r.error);
      return;
    }
    if (mode === 'register') {
      const c = await api.createClub({ name: club });
      if (!c.ok) {
        setBusy(false);
        setError(c.error);
        return;
      }
    }
    const m = await api.me();
    setBusy(false);
    if (m.ok) props.onDone(m.value);
    else setError(m.error);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="account-title">
      <h1 id="account-title">{mode === 'register' ? t('club.create') : t('club.login')}</h1>
      {mode === 'register' && (
        <>
          <label className="field">
            <span>{t('club.name')}</span>
            <input name="club" required value={club} onChange={(e) => setClub(e.target.value)} />
          </label>
          <label className="field">
            <span>{t('club.yourName')}</span>
            <input name="name" required value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          </label>
        </>
      )}
      <CredentialFields
        prefix=""
        register={mode === 'register'}
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
      />
      <ErrorMessage error={error} />
      <div className="actions">
        <button type="submit" disabled={busy} data-testid="account-submit">
          {mode === 'register' ? t('club.register') : t('club.login')}
        </button>
        <button type="button" className="secondary" onClick={() => setMode(mode === 'register' ? 'login' : 'register')}>
          {mode === 'register' ? t('club.haveAccount') : t('club.needAccount')}
        </button>
      </div>
    </form>
  );
}

function CreateClub(props: { onDone: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  return (
    <form
      className="panel"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await api.createClub({ name });
        if (r.ok) props.onDone();
        else setError(r.error);
      }}
    >
      <h1>{t('club.create')}</h1>
      <label className="field">
        <span>{t('club.name')}</span>
        <input name="club" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <ErrorMessage error={error} />
      <button type="submit">{t('club.create')}</button>
    </form>
  );
}

function SessionList(props: { clubId: number }) {
  const { t } = useI18n();
  const list = useLoad(() => api.sessions(props.clubId), [props.clubId]);
  return (
    <section className="panel">
      <h2>{t('session.list')}</h2>
      <ErrorMessage error={list.error} />
      {list.value && list.value.length === 0 && <p className="muted">{t('session.none')}</p>}
      {list.value && list.value.length > 0 && (
        <ul>
          {list.value.map((s) => (
            <li key={s.id}>
              <a href={href(`/director/session/${s.id}`)}>{s.name}</a> — {t('common.tables', { count: s.tables })} ·{' '}
              {t(`session.state.${s.status === 'closed' ? 'finished' : s.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewSession(props: { clubId: number }) {
  const { t, lang } = useI18n();
  const [name, setName] = useState(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date()));
  const [tables, setTables] = useState(3);
  const [kind, setKind] = useState<MovementKind>('howell');
  const [bpr, setBpr] = useState<number | null>(null);
  // An odd number of pairs: the movements package's phantom (Howell) or absent EW pair (Mitchell).
  const [short, setShort] = useState(false);
  const [scoring, setScoring] = useState<SessionScoring>('matchpoints');
  // Sections (A, B, …) of this many tables each, compared within each or across the field.
  const [sections, setSections] = useState(1);
  const [sectionScoring, setSectionScoring] = useState<SectionScoring>('within');
  // A Mitchell's last round as an arrow switch: every pair plays both directions, one winner.
  const [arrow, setArrow] = useState(false);
  const [source, setSource] = useState<'seeded' | 'pbn'>('seeded');
  const [seed, setSeed] = useState('');
  const [pbn, setPbn] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [busy, setBusy] = useState(false);
  // Pair number → the two players as typed: a member number from the register or a visitor's name.
  const [players, setPlayers] = useState<Record<number, [string, string]>>({});
  const register = useLoad(() => api.players(props.clubId), [props.clubId]);
  const suggestions = useMemo(() => suggestMovements(tables), [tables]);
  const chosen = suggestions.find((s) => s.kind === kind) ?? suggestions[0] ?? null;
  useEffect(() => {
    if (chosen && chosen.kind !== kind) setKind(chosen.kind);
  }, [chosen, kind]);
  const boardsPerRound = bpr ?? chosen?.boardsPerRound ?? 3;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    const body: CreateSessionRequest = {
      name,
      scoring,
      movement: {
        kind: chosen.kind,
        tables,
        boardsPerRound,
        ...(short ? { pairs: 2 * tables - 1 } : {}),
        ...(arrow && chosen.kind === 'mitchell' ? { arrowSwitch: [chosen.rounds] } : {}),
      },
      ...(sections > 1 ? { sections: Array.from({ length: sections }, () => ({})), sectionScoring } : {}),
      boards:
        source === 'pbn'
          ? { source: 'pbn', pbn }
          : seed.trim()
            ? { source: 'seeded', seed: seed.trim() }
            : { source: 'random' },
      ...(pairEntries(players, register.value ?? []) ?? {}),
    };
    const r = await api.createSession(props.clubId, body);
    setBusy(false);
    if (r.ok) navigate(`/director/session/${r.value.id}`);
    else setError(r.error);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-session">
      <h2 id="new-session">{t('session.create')}</h2>
      <label className="field">
        <span>{t('session.name')}</span>
        <input name="session-name" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('session.tables')}</span>
        <input
          name="tables"
          type="number"
          min={2}
          max={30}
          required
          value={tables}
          onChange={(e) => {
            setTables(Number(e.target.value));
            setBpr(null);
          }}
        />
      </label>
      <fieldset className="panel">
        <legend>{t('session.suggested')}</legend>
        {suggestions.map((s) => (
          <label key={s.kind} className="check" style={{ display: 'flex' }}>
            <input
              type="radio"
              name="movement"
              value={s.kind}
              checked={chosen?.kind === s.kind}
              onChange={() => {
                setKind(s.kind);
                setBpr(null);
              }}
            />
            <span>
              <strong>{t(`session.movement.${s.kind}`)}</strong> —{' '}
              {t('common.pairs', { count: s.pairs - (short ? 1 : 0) })},{' '}
              {t('session.movementSummary', { rounds: s.rounds, boardsPerRound: s.boardsPerRound, boards: s.boards })}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="check" style={{ display: 'flex' }}>
        <input type="checkbox" name="odd-pairs" checked={short} onChange={(e) => setShort(e.target.checked)} />
        <span>{t('session.oddPairs', { pairs: 2 * tables - 1 })}</span>
      </label>
      <label className="field">
        <span>{t('session.sections')}</span>
        <input
          name="sections"
          type="number"
          min={1}
          max={4}
          value={sections}
          onChange={(e) => setSections(Math.max(1, Math.min(4, Number(e.target.value) || 1)))}
        />
      </label>
      {sections > 1 && (
        <fieldset className="panel" data-testid="new-section-scoring">
          <legend>{t('session.sectionScoring')}</legend>
          {(['within', 'across'] as const).map((x) => (
            <label key={x} className="check" style={{ display: 'flex' }}>
              <input
                type="radio"
                name="section-scoring"
                value={x}
                checked={sectionScoring === x}
                onChange={() => setSectionScoring(x)}
              />
              {t(`session.sectionScoring.${x}`)}
            </label>
          ))}
        </fieldset>
      )}
      {chosen?.kind === 'mitchell' && (
        <label className="check" style={{ display: 'flex' }}>
          <input type="checkbox" name="arrow-switch" checked={arrow} onChange={(e) => setArrow(e.target.checked)} />
          <span>{t('session.arrowSwitchLast')}</span>
        </label>
      )}
      <label className="field">
        <span>{t('session.boardsPerRound')}</span>
        <input
          name="boards-per-round"
          type="number"
          min={1}
          max={8}
          value={boardsPerRound}
          onChange={(e) => setBpr(Number(e.target.value))}
        />
      </label>
      {chosen && chosen.copies > 1 && (
        <Note>{<span data-testid="copies-note">{t('session.copies', { copies: chosen.copies })}</span>}</Note>
      )}
      {/* Too few boards a round for a small Howell: said here, before the server plays it as a barometer. */}
      {chosen && boardsPerRound < chosen.minBoardsPerRound && (
        <Note>
          <span data-testid="copies-note">
            {t('session.howellAsBarometer', { tables: chosen.tables, min: chosen.minBoardsPerRound })}
          </span>
        </Note>
      )}
      {chosen && (
        <p className="muted" data-testid="movement-summary">
          {t('session.movementSummary', {
            rounds: chosen.rounds,
            boardsPerRound,
            boards: chosen.rounds * boardsPerRound,
          })}
        </p>
      )}
      <fieldset className="panel">
        <legend>{t('session.scoring')}</legend>
        {SCORINGS.map((m) => (
          <label key={m} className="check" style={{ display: 'flex' }}>
            <input type="radio" name="scoring" value={m} checked={scoring === m} onChange={() => setScoring(m)} />
            {t(`session.scoring.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="panel">
        <legend>{t('session.boardsSource')}</legend>
        <label className="check" style={{ display: 'flex' }}>
          <input type="radio" name="source" checked={source === 'seeded'} onChange={() => setSource('seeded')} />
          {t('session.boards.deal')}
        </label>
        {source === 'seeded' && (
          <label className="field">
            <span>{t('session.boards.seed')}</span>
            <input name="seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
        )}
        <label className="check" style={{ display: 'flex' }}>
          <input type="radio" name="source" checked={source === 'pbn'} onChange={() => setSource('pbn')} />
          {t('session.boards.pbn')}
        </label>
        {source === 'pbn' && (
          <input
            type="file"
            name="boards-pbn"
            accept=".pbn,text/plain"
            aria-label={t('session.boards.pbn')}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void readFileText(f).then(setPbn);
            }}
          />
        )}
      </fieldset>
      {chosen && (
        <PairsEntry
          pairs={sections * (chosen.pairs - (short ? 1 : 0))}
          register={register.value ?? []}
          value={players}
          onChange={setPlayers}
          onOpen={register.reload}
        />
      )}
      <ErrorMessage error={error} />
      {busy && <Note>{t('common.loading')}</Note>}
      <button type="submit" disabled={busy || !chosen || (source === 'pbn' && !pbn)} data-testid="create-session">
        {t('session.createButton')}
      </button>
    </form>
  );
}

/** A typed player: a member number found in the register, else a visitor's name. */
function playerEntry(text: string, register: readonly Player[]): PairPlayerEntry | null {
  const x = text.trim();
  if (!x) return null;
  const byNo = register.find((p) => p.memberNo !== null && p.memberNo === x);
  if (byNo) return { memberNo: byNo.memberNo! };
  const byName = register.filter((p) => p.name.toLowerCase() === x.toLowerCase() && p.memberNo !== null);
  if (byName.length === 1) return { memberNo: byName[0].memberNo! };
  // Digits are a member number: the server looks it up and says so when it is not in the register.
  return /^\d+$/.test(x) ? { memberNo: x } : { name: x };
}

/** The request's pairs: up to the last pair with a player typed; pairs left empty get no name. */
function pairEntries(
  players: Record<number, [string, string]>,
  register: readonly Player[],
): { pairs: (PairEntry | null)[] } | null {
  const numbers = Object.keys(players)
    .map(Number)
    .filter((n) => players[n].some((x) => x.trim()));
  if (numbers.length === 0) return null;
  const last = Math.max(...numbers);
  const pairs: (PairEntry | null)[] = [];
  for (let n = 1; n <= last; n++) {
    const [a, b] = players[n] ?? ['', ''];
    const pa = playerEntry(a, register),
      pb = playerEntry(b, register);
    if (pa && pb) pairs.push({ players: [pa, pb] });
    else if (pa || pb) pairs.push({ names: a.trim() || b.trim() });
    else pairs.push(null);
  }
  return { pairs };
}

/** Pairs at set-up: two fields a pair, a member number or a name (the register is suggested). */
function PairsEntry(props: {
  pairs: number;
  register: readonly Player[];
  value: Record<number, [string, string]>;
  onChange: (v: Record<number, [string, string]>) => void;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  const set = (n: number, i: 0 | 1, x: string) => {
    const cur = props.value[n] ?? ['', ''];
    props.onChange({ ...props.value, [n]: i === 0 ? [x, cur[1]] : [cur[0], x] });
  };
  const known = (x: string) => props.register.find((p) => p.memberNo === x.trim())?.name;
  return (
    <details
      className="panel"
      data-testid="pairs-entry"
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open) props.onOpen();
      }}
    >
      <summary>{t('session.pairs.title')}</summary>
      <p className="muted">{t('session.pairs.help')}</p>
      <datalist id="register-list">
        {props.register.map((p) => (
          <option key={p.id} value={p.memberNo ?? p.name}>
            {p.name}
            {p.homeClub ? ` (${p.homeClub})` : ''}
          </option>
        ))}
      </datalist>
      {Array.from({ length: props.pairs }, (_, i) => i + 1).map((n) => {
        const v = props.value[n] ?? ['', ''];
        return (
          <div key={n} className="field" data-pair-entry={n}>
            <span>{t('common.pairN', { n })}</span>
            <div className="actions">
              {([0, 1] as const).map((k) => (
                <input
                  key={k}
                  list="register-list"
                  name={`pair-${n}-${k + 1}`}
                  aria-label={t('session.pairs.player', { n: k + 1, pair: n })}
                  value={v[k]}
                  onChange={(e) => set(n, k, e.target.value)}
                />
              ))}
            </div>
            {(known(v[0]) || known(v[1])) && (
              <small className="muted">{[known(v[0]) ?? v[0], known(v[1]) ?? v[1]].filter(Boolean).join(' – ')}</small>
            )}
          </div>
        );
      })}
    </details>
  );
}

/** The club's member register: list, add one, import a CSV file. */
function MemberRegister(props: { clubId: number }) {
  const { t, lang } = useI18n();
  const list = useLoad(() => api.players(props.clubId), [props.clubId]);
  // The club's accounts a register entry can be linked to (a director who plays is then known to the server).
  const members = useLoad(() => api.members(props.clubId), [props.clubId]);
  // In the reader's alphabet (Norwegian and Danish end Æ Ø Å, Swedish and Finnish Å Ä Ö), not in code-point order.
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const players = list.value ? [...list.value].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id) : null;
  const [name, setName] = useState('');
  const [memberNo, setMemberNo] = useState('');
  const [homeClub, setHomeClub] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const r = await api.addPlayer(props.clubId, {
      name,
      ...(memberNo.trim() ? { memberNo: memberNo.trim() } : {}),
      ...(homeClub.trim() ? { homeClub: homeClub.trim() } : {}),
    });
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setName('');
    setMemberNo('');
    setHomeClub('');
    list.reload();
  };
  const link = async (player: number, userId: number | null) => {
    setError(null);
    const r = await api.linkPlayer(props.clubId, player, userId);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    list.setValue((list.value ?? []).map((p) => (p.id === player ? r.value : p)));
  };
  const importFile = async (file: File) => {
    setError(null);
    setNotice(null);
    const r = await api.importPlayers(props.clubId, await readFileText(file));
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setNotice(t('register.imported', { added: r.value.added, updated: r.value.updated }));
    list.setValue([...r.value.players]);
  };
  return (
    <section className="panel" data-testid="register">
      <h2>{t('register.title')}</h2>
      <p className="muted">{t('register.help')}</p>
      <label className="field">
        <span>{t('register.import')}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          data-testid="register-import"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importFile(f);
          }}
        />
      </label>
      {notice && <Note kind="ok">{notice}</Note>}
      <ErrorMessage error={error ?? list.error} />
      <form onSubmit={add} className="actions">
        <input
          name="member-name"
          required
          placeholder={t('register.name')}
          aria-label={t('register.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <input
          name="member-no"
          placeholder={t('register.memberNo')}
          aria-label={t('register.memberNo')}
          value={memberNo}
          onChange={(e) => setMemberNo(e.target.value)}
        />
        <input
          name="member-club"
          placeholder={t('register.club')}
          aria-label={t('register.club')}
          value={homeClub}
          onChange={(e) => setHomeClub(e.target.value)}
        />
        <button type="submit" className="secondary">
          {t('register.add')}
        </button>
      </form>
      {players && players.length === 0 && <p className="muted">{t('register.empty')}</p>}
      {players && players.length > 0 && (
        <div className="register-list scroll-x">
          <table className="data" data-testid="register-table">
            <thead>
              <tr>
                <th>{t('register.name')}</th>
                <th>{t('register.memberNo')}</th>
                <th>{t('register.club')}</th>
                <th>{t('register.account')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.id} data-member={p.memberNo ?? ''}>
                  <td>{p.name}</td>
                  <td>{p.memberNo ?? ''}</td>
                  <td>{p.homeClub ?? ''}</td>
                  <td>
                    <select
                      aria-label={`${t('register.account')}: ${p.name}`}
                      data-testid="register-account"
                      value={p.account?.userId ?? ''}
                      onChange={(e) => void link(p.id, e.target.value ? Number(e.target.value) : null)}
                    >
                      <option value="">{t('register.noAccount')}</option>
                      {p.account && !(members.value ?? []).some((m) => m.userId === p.account?.userId) && (
                        <option value={p.account.userId}>{p.account.name}</option>
                      )}
                      {(members.value ?? []).map((m) => (
                        <option key={m.userId} value={m.userId}>
                          {m.name} ({m.email})
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
