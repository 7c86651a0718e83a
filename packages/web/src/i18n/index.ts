/**
 * The one i18n layer: i18next with the five languages bundled, the user's choice remembered in
 * localStorage, `<html lang>` kept in step, numbers and dates through Intl for the language.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { da } from './locales/da.js';
import { en, type MessageKey } from './locales/en.js';
import { fi } from './locales/fi.js';
import { nb } from './locales/nb.js';
import { sv } from './locales/sv.js';
import { isLang, LANG_STORAGE_KEY, pickLanguage, type Lang } from './languages.js';

export { LANGUAGES, LANGUAGE_NAMES, isLang, pickLanguage, type Lang } from './languages.js';
export type { MessageKey, Messages } from './locales/en.js';

export const MESSAGES = { en, nb, sv, da, fi } as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // private mode or sandboxed frame
  }
}

/** The remembered language, else the browser's preference, else English. */
export function initialLanguage(): Lang {
  const saved = storage()?.getItem(LANG_STORAGE_KEY);
  if (isLang(saved)) return saved;
  const prefs = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return pickLanguage(prefs);
}

/** A fresh i18next instance (tests make their own; the app uses `setupI18n`'s). */
export function createI18n(lang: Lang): i18n {
  const inst = i18next.createInstance();
  void inst.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nb', 'sv', 'da', 'fi'],
    resources: Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [k, { translation: v }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return inst;
}

export function setupI18n(): i18n {
  const inst = createI18n(initialLanguage());
  const sync = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
    if (isLang(lng)) storage()?.setItem(LANG_STORAGE_KEY, lng);
  };
  sync(inst.language);
  inst.on('languageChanged', sync);
  return inst;
}

/** A message key, or the base of a plural pair (`common.boards` for `common.boards_one/_other`). */
export type TKey = MessageKey | (MessageKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never);

/** The current language and a typed `t`. */
export function useI18n(): { t: (key: TKey, opts?: Record<string, unknown>) => string; lang: Lang; setLang: (l: Lang) => void } {
  const { t, i18n: inst } = useTranslation();
  const lang = isLang(inst.language) ? inst.language : 'en';
  return {
    t: (key, opts) => String(t(key, opts as never)),
    lang,
    setLang: (l) => void inst.changeLanguage(l),
  };
}

/** Numbers, scores and percentages in the language's format (e.g. `52,38 %` in Nordic languages). */
export const formatNumber = (lang: Lang, n: number, digits = 0): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
export const formatPercent = (lang: Lang, pct: number): string =>
  new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(pct / 100);
/** Scores carry an explicit sign only when negative; zero stays bare. */
export const formatScore = (lang: Lang, n: number): string => formatNumber(lang, n);
export const formatDate = (lang: Lang, d: Date | string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(typeof d === 'string' ? new Date(d) : d);
export const formatTime = (lang: Lang, d: Date | string): string =>
  new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(typeof d === 'string' ? new Date(d) : d);
