import type { securityEn } from './en.js';

export const securitySv: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen anslöts till bordet för länge sedan. Anslut igen med bordskoden.',
  'err.code.session-closed': 'Korrigeringsperioden är slut; bordsterminalen är stängd.',
  'err.code.ranking-not-published': 'Resultatlistan visas när tävlingsledaren publicerar resultaten.',
  'err.code.event-not-pairs': 'Detta är en lag- eller individuell tävling; en omgång kan bara höra till en partävling.',
  'err.code.too-many-sessions': 'Tävlingen har så många omgångar som den kan ha; skapa en ny tävling.',
};
