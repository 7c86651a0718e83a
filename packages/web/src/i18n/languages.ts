/** The five languages of the app; the code doubles as the BCP 47 tag for Intl. */
export const LANGUAGES = ['en', 'nb', 'sv', 'da', 'fi'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  nb: 'Norsk (bokmål)',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
};

export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);

export const LANG_STORAGE_KEY = 'stikk.lang';

/** The first of the browser's preferred languages that we speak (Norwegian `no`/`nn` → `nb`). */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const mapped = base === 'no' || base === 'nn' ? 'nb' : base;
    if (isLang(mapped)) return mapped;
  }
  return 'en';
}
