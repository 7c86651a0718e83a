import type { followupsEn } from './en.js';

export const followupsNb: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., utsp.',
  'results.scoreNsShort': 'Poeng NS',
};
