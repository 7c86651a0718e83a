import type { securityEn } from './en.js';

export const securitySv: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen anslöts till bordet för länge sedan. Anslut igen med bordskoden.',
  'err.code.ranking-not-published': 'Resultatlistan visas när tävlingsledaren publicerar resultaten.',
  'err.code.event-not-pairs': 'Detta är en lag- eller individuell tävling; en omgång kan bara höra till en partävling.',
  'err.code.too-many-sessions': 'Tävlingen har så många omgångar som den kan ha; skapa en ny tävling.',
  'err.code.register-full': 'Klubbens medlemsregister är fullt; det rymmer högst 20 000 spelare.',
  'err.code.too-many-claims':
    'Du har gjort anspråk eller medgett stick så många gånger som tillåtet i denna giv; tillkalla tävlingsledaren.',
  'err.code.late-play-pending':
    'Den här brickan ska fortfarande spelas senare; händer och resultat visas när den har spelats.',
  'session.liveRanking': 'Visa löpande resultat för medlemmarna och borden före publicering',
};
