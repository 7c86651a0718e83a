import type { securityEn } from './en.js';

export const securityNb: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen ble koblet til bordet for lenge siden. Koble til igjen med bordkoden.',
  'err.code.session-closed': 'Korreksjonsperioden er over; bordterminalen er stengt.',
  'err.code.ranking-not-published': 'Resultatlisten vises når turneringslederen publiserer resultatene.',
  'err.code.event-not-pairs':
    'Dette er en lag- eller individuell turnering; en kveld kan bare høre til en parturnering.',
  'err.code.too-many-sessions': 'Turneringen har så mange kvelder som den kan ha; opprett en ny turnering.',
};
