import type { trialEn } from './en.js';

export const trialDa: Record<keyof typeof trialEn, string> = {
  'terminal.changeTable': 'Skift bord',
  'terminal.changeTableConfirm': 'Forlad bord {{table}}? For at komme tilbage skal du indtaste bordkoden igen.',
  'terminal.changeTableYes': 'Forlad bordet',
  'results.rankingNotYet':
    'Løbende resultat vises, når turneringslederen offentliggør resultaterne eller slår det til.',
  'results.rankShort': 'Plac.',
  'results.matchpointsShort': 'Point',
  'results.percentShort': '%',
  'session.guide.fieldNS': 'Placeres blandt nord–syd-parrene',
  'session.guide.fieldEW': 'Placeres blandt øst–vest-parrene',
  'event.sessionsElsewhere':
    'En enkelt aftens parturnering startes på turneringslederens side; her er holdturneringer, parturneringer over flere aftener og individuelle turneringer.',
  'online.sessionPick': 'Klubbernes igangværende turneringer',
  // Session 16's user trial: a code typed with a letter no table code has (the server's English hint before).
  'terminal.codeShape':
    'Det er ikke en bordkode: den har 10 bogstaver og cifre, uden I, L, O, U, 0 og 1 (f.eks. K7M2Q-X9P4R).',
};
