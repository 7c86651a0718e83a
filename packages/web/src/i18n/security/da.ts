import type { securityEn } from './en.js';

export const securityDa: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen blev tilsluttet bordet for længe siden. Tilslut igen med bordkoden.',
  'err.code.ranking-not-published': 'Resultatlisten vises, når turneringslederen offentliggør resultaterne.',
  'err.code.event-not-pairs':
    'Dette er en hold- eller individuel turnering; en aften kan kun høre til en parturnering.',
  'err.code.too-many-sessions': 'Turneringen har så mange aftener, som den kan have; opret en ny turnering.',
  'err.code.register-full': 'Klubbens medlemsregister er fuldt; det kan højst rumme 20.000 spillere.',
  'err.code.too-many-claims':
    'Du har claimet eller opgivet stik så mange gange som tilladt i dette spil; tilkald turneringslederen.',
  'err.code.late-play-pending':
    'Dette spil skal stadig spilles senere; hænder og resultater vises, når det er spillet.',
  'session.liveRanking': 'Vis løbende resultat for medlemmerne og bordene før offentliggørelse',
};
