/** Messages added by the user trial of session 8: leaving a table terminal, short ranking headings, guide cards. */
export const trialEn = {
  'terminal.changeTable': 'Change table',
  'terminal.changeTableConfirm': 'Leave table {{table}}? To come back, type its code again.',
  'terminal.changeTableYes': 'Leave the table',
  'results.rankingNotYet': 'The running score shows once the director publishes the results or turns it on.',
  'results.rankShort': 'Rank',
  'results.matchpointsShort': 'MP',
  'results.percentShort': '%',
  'session.guide.fieldNS': 'Ranked with the North–South pairs',
  'session.guide.fieldEW': 'Ranked with the East–West pairs',
  'event.sessionsElsewhere':
    'An evening’s pairs session is started on the director’s page; here are teams events, pairs events over several evenings and individuals.',
  'online.sessionPick': 'Your clubs’ sessions in progress',
  // Session 16's user trial: a code typed with a letter no table code has (the server's English hint before).
  'terminal.codeShape':
    'That is not a table code: it has 10 letters and digits, without I, L, O, U, 0 and 1 (e.g. K7M2Q-X9P4R).',
};
