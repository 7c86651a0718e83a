import { useI18n } from '../i18n/index.js';

/**
 * The e-mail and password fields of a log-in or sign-up form (the director's start page and the
 * online lobby's player account): `prefix` keeps each form's field names apart; a new password
 * (`register`) asks the browser for a fresh one.
 */
export function CredentialFields(p: {
  prefix: string;
  register: boolean;
  email: string;
  password: string;
  onEmail: (v: string) => void;
  onPassword: (v: string) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <label className="field">
        <span>{t('club.email')}</span>
        <input
          name={`${p.prefix}email`}
          type="email"
          required
          value={p.email}
          onChange={(e) => p.onEmail(e.target.value)}
          autoComplete="username"
        />
      </label>
      <label className="field">
        <span>{t('club.password')}</span>
        <input
          name={`${p.prefix}password`}
          type="password"
          required
          minLength={8}
          value={p.password}
          onChange={(e) => p.onPassword(e.target.value)}
          autoComplete={p.register ? 'new-password' : 'current-password'}
        />
      </label>
    </>
  );
}
