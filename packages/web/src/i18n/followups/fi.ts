import type { followupsEn } from './en.js';

export const followupsFi: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Sit., läht.',
  'results.scoreNsShort': 'Pisteet PE',
};
