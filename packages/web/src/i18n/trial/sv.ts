import type { trialEn } from './en.js';

export const trialSv: Record<keyof typeof trialEn, string> = {
  'terminal.changeTable': 'Byt bord',
  'terminal.changeTableConfirm': 'Lämna bord {{table}}? För att komma tillbaka skriver du in bordskoden igen.',
  'terminal.changeTableYes': 'Lämna bordet',
  'results.rankingNotYet': 'Löpande resultat visas när tävlingsledaren publicerar resultaten eller slår på det.',
  'results.rankShort': 'Plac.',
  'results.matchpointsShort': 'MP',
  'results.percentShort': '%',
  'session.guide.fieldNS': 'Placeras bland nord–syd-paren',
  'session.guide.fieldEW': 'Placeras bland öst–väst-paren',
  'event.sessionsElsewhere':
    'En enskild kvälls partävling startas på tävlingsledarens sida; här finns lagtävlingar, partävlingar över flera kvällar och individuella tävlingar.',
  'online.sessionPick': 'Klubbarnas pågående tävlingar',
  // Session 16's user trial: a code typed with a letter no table code has (the server's English hint before).
  'terminal.codeShape':
    'Det är ingen bordskod: den har 10 bokstäver och siffror, utan I, L, O, U, 0 och 1 (t.ex. K7M2Q-X9P4R).',
};
