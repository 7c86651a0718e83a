import { LANGUAGE_NAMES, LANGUAGES, useI18n, isLang } from '../i18n/index.js';

export function LanguagePicker() {
  const { t, lang, setLang } = useI18n();
  return (
    <label className="lang-picker">
      <span>{t('settings.language')}</span>
      <select
        value={lang}
        data-testid="language"
        onChange={(e) => {
          if (isLang(e.target.value)) setLang(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
