/** The words of events (issue 19): teams events, Swiss, round robin, knockout, pairs events of several sessions. */
export const eventsEn = {
  'session.movement.teams': 'Teams',
};
