/**
 * Messages of the follow-ups of session 9: the traveller's short headings on phones (its lead under the contract,
 * one signed score column); whose turn at dummy's turn online (Law 45).
 */
export const followupsEn = {
  'results.contractLeadShort': 'Contr., lead',
  'results.scoreNsShort': 'Score NS',
  'table.turnFromDummy': 'Your turn: play a card from dummy ({{seat}})',
  'table.dummyPlaysNone': 'You are dummy: declarer ({{seat}}) plays your cards ({{law}})',
  'table.turnDummy': '{{seat}} plays a card from dummy',
};
