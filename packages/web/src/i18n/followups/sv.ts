import type { followupsEn } from './en.js';

export const followupsSv: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., utsp.',
  'results.scoreNsShort': 'Poäng NS',
};
