/**
 * The one i18n layer: i18next with English built in and the other four languages loaded when
 * chosen (each its own chunk), the user's choice remembered in localStorage, `<html lang>` kept in
 * step, numbers and dates through Intl for the language. All five at once: `./all.js` (tests).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en, type MessageKey, type Messages } from './locales/en.js';
import { isLang, LANG_STORAGE_KEY, pickLanguage, type Lang } from './languages.js';

export { LANGUAGES, LANGUAGE_NAMES, isLang, pickLanguage, type Lang } from './languages.js';
export type { MessageKey, Messages } from './locales/en.js';

/** The messages always present: English (the fallback and the list of keys). */
export const MESSAGES = { en } as const;

/** The other languages, each loaded on demand. */
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  nb: () => import('./locales/nb.js').then((m) => m.nb),
  sv: () => import('./locales/sv.js').then((m) => m.sv),
  da: () => import('./locales/da.js').then((m) => m.da),
  fi: () => import('./locales/fi.js').then((m) => m.fi),
};

/** Makes a language's messages available to an i18next instance (fetching them once). */
export async function loadLanguage(inst: i18n, lang: Lang): Promise<void> {
  if (lang === 'en' || inst.hasResourceBundle(lang, 'translation')) return;
  inst.addResourceBundle(lang, 'translation', await LOADERS[lang]());
}

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
  const prefs = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(prefs);
}

/** A fresh i18next instance with the given messages (tests make their own; the app uses `setupI18n`'s). */
export function createI18n(lang: Lang, messages: Partial<Record<Lang, Messages>> = MESSAGES): i18n {
  const inst = i18next.createInstance();
  void inst.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nb', 'sv', 'da', 'fi'],
    resources: Object.fromEntries(Object.entries({ en, ...messages }).map(([k, v]) => [k, { translation: v }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return inst;
}

/** The app's instance, in the remembered or preferred language once its messages have loaded. */
export async function setupI18n(): Promise<i18n> {
  const lang = initialLanguage();
  const inst = createI18n('en');
  // If the language cannot be fetched (offline), the app starts in English.
  await loadLanguage(inst, lang).then(
    () => inst.changeLanguage(lang),
    () => undefined,
  );
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
export function useI18n(): {
  t: (key: TKey, opts?: Record<string, unknown>) => string;
  lang: Lang;
  setLang: (l: Lang) => void;
} {
  const { t, i18n: inst } = useTranslation();
  const lang = isLang(inst.language) ? inst.language : 'en';
  return {
    t: (key, opts) => String(t(key, opts as never)),
    lang,
    // Remembered at once (a reload while the language loads still opens in it), shown once loaded.
    setLang: (l) => {
      storage()?.setItem(LANG_STORAGE_KEY, l);
      void loadLanguage(inst, l).then(() => inst.changeLanguage(l));
    },
  };
}

/** Numbers, scores and percentages in the language's format (e.g. `52,38 %` in Nordic languages). */
export const formatNumber = (lang: Lang, n: number, digits = 0): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
export const formatPercent = (lang: Lang, pct: number): string =>
  new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    pct / 100,
  );
/** Scores carry an explicit sign only when negative; zero stays bare. */
export const formatScore = (lang: Lang, n: number): string => formatNumber(lang, n);
export const formatDate = (lang: Lang, d: Date | string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(typeof d === 'string' ? new Date(d) : d);
export const formatTime = (lang: Lang, d: Date | string): string =>
  new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(typeof d === 'string' ? new Date(d) : d);
