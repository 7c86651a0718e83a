/**
 * Messages of the follow-ups of session 9: the traveller's short headings on phones (its lead under the contract,
 * one signed score column).
 */
export const followupsEn = {
  'results.contractLeadShort': 'Contr., lead',
  'results.scoreNsShort': 'Score NS',
};
