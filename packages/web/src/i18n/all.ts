/**
 * All five languages at once, for tests and tools that need every message synchronously (the app
 * loads the other languages on demand through `./index.js`).
 */
import type { i18n } from 'i18next';
import { createI18n as createWith, type Lang } from './index.js';
import { da } from './locales/da.js';
import { en } from './locales/en.js';
import { fi } from './locales/fi.js';
import { nb } from './locales/nb.js';
import { sv } from './locales/sv.js';

export * from './index.js';

export const MESSAGES = { en, nb, sv, da, fi } as const;

/** An i18next instance with every language loaded. */
export function createI18n(lang: Lang): i18n {
  return createWith(lang, MESSAGES);
}
