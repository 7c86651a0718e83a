import type { securityEn } from './en.js';

export const securityFi: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired':
    'Puhelin liitettiin pöytään liian kauan sitten. Liity pöytään uudelleen sen koodilla.',
  'err.code.session-closed': 'Oikaisuaika on päättynyt; pöytäpääte on suljettu.',
  'err.code.ranking-not-published': 'Tulosluettelo näytetään, kun kilpailunjohtaja julkaisee tulokset.',
  'err.code.event-not-pairs': 'Tämä on joukkue- tai yksilökilpailu; kierros voi kuulua vain parikilpailuun.',
  'err.code.too-many-sessions': 'Kilpailussa on jo niin monta kierrosta kuin siinä voi olla; luo uusi kilpailu.',
};
