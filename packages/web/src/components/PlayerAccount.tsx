import { useState } from 'react';
import { api } from '../api/api.js';
import type { HttpError } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { ErrorMessage, useLoad } from '../ui.js';
import { CredentialFields } from './CredentialFields.js';

/**
 * The online lobby's account box: a player who is not logged in logs in, or creates a player
 * account (no club: that is the director's start), to create tables and take open seats; a seat
 * code alone needs none. Logged in, it says as whom.
 */
export function PlayerAccount() {
  const { t } = useI18n();
  const me = useLoad(() => api.me(), []);
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<HttpError | null>(null);
  const [busy, setBusy] = useState(false);
  if (me.value)
    return (
      <p className="muted" data-testid="player-account" data-logged-in="true">
        {t('online.loggedInAs', { name: me.value.name })}
      </p>
    );
  // Still asking the server, or the server failed otherwise than "not logged in": nothing to offer yet.
  if (!me.error || me.error.status !== 401) return null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r =
      mode === 'register' ? await api.register({ email, password, name }) : await api.login({ email, password });
    setBusy(false);
    if (r.ok) me.setValue(r.value);
    else setError(r.error);
  };
  return (
    <form className="panel" onSubmit={submit} data-testid="player-account">
      <h2>{mode === 'register' ? t('online.createAccount') : t('club.login')}</h2>
      <p className="muted">{t('online.accountHelp')}</p>
      {mode === 'register' && (
        <label className="field">
          <span>{t('online.playerName')}</span>
          <input
            name="player-name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
          />
        </label>
      )}
      <CredentialFields
        prefix="player-"
        register={mode === 'register'}
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
      />
      <ErrorMessage error={error} />
      <div className="actions">
        <button type="submit" disabled={busy} data-testid="player-account-submit">
          {mode === 'register' ? t('online.createAccount') : t('club.login')}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="player-account-mode"
          onClick={() => setMode(mode === 'register' ? 'login' : 'register')}
        >
          {mode === 'register' ? t('club.haveAccount') : t('online.needAccount')}
        </button>
      </div>
    </form>
  );
}
