import type { CreateSessionRequest, Me, MovementKind, SessionScoring } from '@stikk/server/api';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { suggestMovements } from '../movements.js';
import { href, navigate } from '../router.js';
import { ErrorMessage, Note, useLoad } from '../ui.js';

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
      <h1>{t('director.title')} — {club.clubName}</h1>
      <p><a href={href('/director/ruling')} data-testid="open-ruling">{t('ruling.title')}</a></p>
      <SessionList clubId={club.clubId} />
      <NewSession clubId={club.clubId} />
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
    const r = mode === 'register' ? await api.register({ email, password, name }) : await api.login({ email, password });
    if (!r.ok) { setBusy(false); setError(r.error); return; }
    if (mode === 'register') {
      const c = await api.createClub({ name: club });
      if (!c.ok) { setBusy(false); setError(c.error); return; }
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
          <label className="field"><span>{t('club.name')}</span><input name="club" required value={club} onChange={(e) => setClub(e.target.value)} /></label>
          <label className="field"><span>{t('club.yourName')}</span><input name="name" required value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" /></label>
        </>
      )}
      <label className="field"><span>{t('club.email')}</span><input name="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" /></label>
      <label className="field"><span>{t('club.password')}</span><input name="password" type="password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete={mode === 'register' ? 'new-password' : 'current-password'} /></label>
      <ErrorMessage error={error} />
      <div className="actions">
        <button type="submit" disabled={busy} data-testid="account-submit">{mode === 'register' ? t('club.register') : t('club.login')}</button>
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
    <form className="panel" onSubmit={async (e) => {
      e.preventDefault();
      const r = await api.createClub({ name });
      if (r.ok) props.onDone(); else setError(r.error);
    }}>
      <h1>{t('club.create')}</h1>
      <label className="field"><span>{t('club.name')}</span><input name="club" required value={name} onChange={(e) => setName(e.target.value)} /></label>
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
              <a href={href(`/director/session/${s.id}`)}>{s.name}</a> — {t('common.tables', { count: s.tables })} · {t(`session.state.${s.status === 'closed' ? 'finished' : s.status}`)}
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
  const [source, setSource] = useState<'seeded' | 'pbn'>('seeded');
  const [seed, setSeed] = useState('');
  const [pbn, setPbn] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [busy, setBusy] = useState(false);
  const suggestions = useMemo(() => suggestMovements(tables), [tables]);
  const chosen = suggestions.find((s) => s.kind === kind) ?? suggestions[0] ?? null;
  useEffect(() => { if (chosen && chosen.kind !== kind) setKind(chosen.kind); }, [chosen, kind]);
  const boardsPerRound = bpr ?? chosen?.boardsPerRound ?? 3;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    const body: CreateSessionRequest = {
      name,
      scoring,
      movement: { kind: chosen.kind, tables, boardsPerRound, ...(short ? { pairs: 2 * tables - 1 } : {}) },
      boards: source === 'pbn' ? { source: 'pbn', pbn } : seed.trim() ? { source: 'seeded', seed: seed.trim() } : { source: 'random' },
    };
    const r = await api.createSession(props.clubId, body);
    setBusy(false);
    if (r.ok) navigate(`/director/session/${r.value.id}`);
    else setError(r.error);
  };
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-session">
      <h2 id="new-session">{t('session.create')}</h2>
      <label className="field"><span>{t('session.name')}</span><input name="session-name" required value={name} onChange={(e) => setName(e.target.value)} /></label>
      <label className="field"><span>{t('session.tables')}</span>
        <input name="tables" type="number" min={2} max={30} required value={tables} onChange={(e) => { setTables(Number(e.target.value)); setBpr(null); }} />
      </label>
      <fieldset className="panel">
        <legend>{t('session.suggested')}</legend>
        {suggestions.map((s) => (
          <label key={s.kind} className="check" style={{ display: 'flex' }}>
            <input type="radio" name="movement" value={s.kind} checked={chosen?.kind === s.kind} onChange={() => { setKind(s.kind); setBpr(null); }} />
             <span><strong>{t(`session.movement.${s.kind}`)}</strong> — {t('common.pairs', { count: s.pairs - (short ? 1 : 0) })}, {t('session.movementSummary', { rounds: s.rounds, boardsPerRound: s.boardsPerRound, boards: s.boards })}</span>
          </label>
        ))}
      </fieldset>
      <label className="check" style={{ display: 'flex' }}>
        <input type="checkbox" name="odd-pairs" checked={short} onChange={(e) => setShort(e.target.checked)} />
        <span>{t('session.oddPairs', { pairs: 2 * tables - 1 })}</span>
      </label>
      <label className="field"><span>{t('session.boardsPerRound')}</span>
        <input name="boards-per-round" type="number" min={1} max={8} value={boardsPerRound} onChange={(e) => setBpr(Number(e.target.value))} />
      </label>
      {chosen && chosen.copies > 1 && <Note>{<span data-testid="copies-note">{t('session.copies', { copies: chosen.copies })}</span>}</Note>}
      {chosen && <p className="muted" data-testid="movement-summary">{t('session.movementSummary', { rounds: chosen.rounds, boardsPerRound, boards: chosen.rounds * boardsPerRound })}</p>}
      <fieldset className="panel">
        <legend>{t('session.scoring')}</legend>
        {SCORINGS.map((m) => (
          <label key={m} className="check" style={{ display: 'flex' }}>
            <input type="radio" name="scoring" value={m} checked={scoring === m} onChange={() => setScoring(m)} />{t(`session.scoring.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="panel">
        <legend>{t('session.boardsSource')}</legend>
        <label className="check" style={{ display: 'flex' }}><input type="radio" name="source" checked={source === 'seeded'} onChange={() => setSource('seeded')} />{t('session.boards.deal')}</label>
        {source === 'seeded' && <label className="field"><span>{t('session.boards.seed')}</span><input name="seed" value={seed} onChange={(e) => setSeed(e.target.value)} /></label>}
        <label className="check" style={{ display: 'flex' }}><input type="radio" name="source" checked={source === 'pbn'} onChange={() => setSource('pbn')} />{t('session.boards.pbn')}</label>
        {source === 'pbn' && (
          <input type="file" accept=".pbn,text/plain" aria-label={t('session.boards.pbn')}
            onChange={(e) => { const f = e.target.files?.[0]; if (f) void f.text().then(setPbn); }} />
        )}
      </fieldset>
      <ErrorMessage error={error} />
      {busy && <Note>{t('common.loading')}</Note>}
      <button type="submit" disabled={busy || !chosen || (source === 'pbn' && !pbn)} data-testid="create-session">{t('session.createButton')}</button>
    </form>
  );
}
