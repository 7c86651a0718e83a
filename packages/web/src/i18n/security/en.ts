/** Messages of the security controls (session 5): terminal tokens, table codes, the running score, event limits. */
export const securityEn = {
  'err.code.terminal-token-expired': 'This phone joined the table too long ago. Join the table again with its code.',
  'err.code.terminal-round-over':
    'The table has moved on to a new round since this phone joined it. The pairs now at the table join again with the table code.',
  'err.code.ranking-not-published': 'The ranking is shown when the director publishes the results.',
  'err.code.event-not-pairs': 'That is a teams or individual event; a session can only join a pairs event.',
  'err.code.too-many-sessions': 'This event has as many sessions as an event can hold; start a new event.',
  'err.code.register-full': 'The club’s register is full; it holds at most 20,000 players.',
  'err.code.too-many-claims': 'You have claimed or conceded as often as allowed on this board; call the director.',
  'err.code.late-play-pending':
    'This board is still to be played later; its hands and results are shown once it has been played.',
  'session.liveRanking': 'Show the running score to the members and the tables before publication',
  'err.code.analysis-busy':
    'The server is solving many boards just now; the double-dummy analysis is fetched again in a moment.',
  'err.code.director-plays-board':
    'You play in this session: this board stays hidden from you until your pair has played it. Another director handles it until then.',
  'err.code.player-in-running-session':
    'This player plays in a running session; the account link can change once the session is published.',
  'err.code.account-linked': 'That account is already linked to another player of the register.',
  'err.code.account-not-member': 'That account is not a member of this club.',
  'register.account': 'Account',
  'register.noAccount': '(none)',
  'hands.directorPlays': 'You play in this session: boards {{boards}} are hidden until your pair has played them.',
  'results.downloadsAfterPublication':
    'The result files (PBN, USEBIO) and the hand records can be downloaded once the director publishes the results.',
  'err.code.not-published': 'This is shown once the director has published the results.',
  'err.code.deal-in-play':
    'This board is dealt alike in another session that is still being played; its hands and results are shown once it has been played there.',
  // Server refusals with their where and what (`ApiError.error.params`, worded by `errorText`).
  'err.code.deal-in-play.boards':
    'Not shown yet — dealt alike in another session that is still being played (board no. {{boards}}); hands and results are shown once played there.',
  'err.code.invalid-pbn': 'The PBN file cannot be read.',
  'err.code.invalid-pbn.line': 'The PBN file cannot be read: line {{line}}, column {{column}}.',
  'err.code.invalid-pbn.board':
    'The PBN file’s deal for board {{board}} is not a valid deal (four hands of 13 different cards).',
  'err.code.invalid-pbn.hands':
    'The PBN file’s deal for board {{board}} leaves out the hands of {{hands}}; only one hand may be left out (it gets the 13 cards the other three do not hold).',
  'err.code.missing-boards': 'The PBN file does not hold every board the movement needs.',
  'err.code.missing-boards.boards': 'The PBN file has no deal for board no. {{boards}}, which the movement needs.',
};
