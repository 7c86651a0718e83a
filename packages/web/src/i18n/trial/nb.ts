import type { trialEn } from './en.js';

export const trialNb: Record<keyof typeof trialEn, string> = {
  'terminal.changeTable': 'Bytt bord',
  'terminal.changeTableConfirm': 'Forlate bord {{table}}? For å komme tilbake må du skrive inn bordkoden på nytt.',
  'terminal.changeTableYes': 'Forlat bordet',
  'results.rankingNotYet': 'Løpende resultat vises når turneringslederen publiserer resultatene eller slår det på.',
  'results.rankShort': 'Plass',
  'results.matchpointsShort': 'Poeng',
  'results.percentShort': '%',
  'session.guide.fieldNS': 'Rangeres blant nord–syd-parene',
  'session.guide.fieldEW': 'Rangeres blant øst–vest-parene',
  'event.sessionsElsewhere':
    'En enkelt kvelds parturnering startes på turneringslederens side; her er lagturneringer, parturneringer over flere kvelder og individuelle turneringer.',
  'online.sessionPick': 'Klubbenes turneringer som pågår',
  // Session 16's user trial: a code typed with a letter no table code has (the server's English hint before).
  'terminal.codeShape':
    'Det er ikke en bordkode: den har 10 bokstaver og sifre, uten I, L, O, U, 0 og 1 (f.eks. K7M2Q-X9P4R).',
};
