import type { securityEn } from './en.js';

export const securityDa: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen blev tilsluttet bordet for længe siden. Tilslut igen med bordkoden.',
  'err.code.session-closed': 'Rettelsesfristen er udløbet; bordterminalen er lukket.',
  'err.code.ranking-not-published': 'Resultatlisten vises, når turneringslederen offentliggør resultaterne.',
  'err.code.event-not-pairs':
    'Dette er en hold- eller individuel turnering; en aften kan kun høre til en parturnering.',
  'err.code.too-many-sessions': 'Turneringen har så mange aftener, som den kan have; opret en ny turnering.',
};
