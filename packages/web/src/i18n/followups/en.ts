/**
 * Messages of the follow-ups of session 9: the traveller's short headings on phones (its lead under the contract,
 * one signed score column); whose turn at dummy's turn online (Law 45); a teams round's final marks and
 * reopenings (Law 79C).
 */
export const followupsEn = {
  'results.contractLeadShort': 'Contr., lead',
  'results.scoreNsShort': 'Score NS',
  'results.pairNS': 'Pair NS',
  'results.pairEW': 'Pair EW',
  'results.scoreNS': 'Score NS',
  'results.scoreEW': 'Score EW',
  'table.turnFromDummy': 'Your turn: play a card from dummy ({{seat}})',
  'table.dummyPlaysNone': 'You are dummy: declarer ({{seat}}) plays your cards ({{law}})',
  'table.turnDummy': '{{seat}} plays a card from dummy',
  'event.finalHistory': 'Marked final and reopened ({{law}})',
  'event.finalHistoryMarked': 'Marked final {{time}} by {{director}}',
  'event.finalHistoryReopened': 'Reopened {{time}} by {{director}}',
  'results.unevenNote': 'Ranked by percentage: pairs played different numbers of boards',
  'results.boardsPlayed': 'Boards played',
  'results.factored': 'Factored',
  'results.boardsFactored_one': '{{count}} board, factored {{factored}}',
  'results.boardsFactored_other': '{{count}} boards, factored {{factored}}',
  'results.unevenImpsNote': 'Ranked by IMPs per board: pairs played different numbers of boards',
  'results.impsPerBoard': 'IMPs per board',
  'results.impsPerBoardShort': 'IMPs/bd',
  'results.mpNS': 'Matchpoints NS',
  'results.mpEW': 'Matchpoints EW',
  'results.mpNSShort': 'MP NS',
  'results.mpEWShort': 'MP EW',
  // The last part of a printed page's PDF file name (after club, date and event): ASCII letters, digits and -.
  'print.fileSuffix.hands': 'hands',
  'print.fileSuffix.guides': 'guide-cards',
  'print.fileSuffix.ranking': 'ranking',
  'print.fileSuffix.scorecards': 'scorecards',
  'online.penaltyCards': 'Penalty cards:',
  'online.exposedCards': 'Exposed cards:',
  'online.leadChoice': 'A lead out of turn: you choose ({{law}})',
};
