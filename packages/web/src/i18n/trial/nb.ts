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
};
