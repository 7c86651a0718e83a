/** Messages of the security controls (session 5): terminal tokens, table codes, the running score, event limits. */
export const securityEn = {
  'err.code.terminal-token-expired': 'This phone joined the table too long ago. Join the table again with its code.',
  'err.code.session-closed': 'The correction period has ended; the table terminal is closed.',
  'err.code.ranking-not-published': 'The ranking is shown when the director publishes the results.',
  'err.code.event-not-pairs': 'That is a teams or individual event; a session can only join a pairs event.',
  'err.code.too-many-sessions': 'This event has as many sessions as an event can hold; start a new event.',
};
