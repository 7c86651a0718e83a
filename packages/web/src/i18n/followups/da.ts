import type { followupsEn } from './en.js';

export const followupsDa: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., udsp.',
  'results.scoreNsShort': 'Score NS',
};
