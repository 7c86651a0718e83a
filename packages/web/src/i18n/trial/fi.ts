import type { trialEn } from './en.js';

export const trialFi: Record<keyof typeof trialEn, string> = {
  'terminal.changeTable': 'Vaihda pöytää',
  'terminal.changeTableConfirm': 'Poistutaanko pöydästä {{table}}? Palataksesi kirjoita pöydän koodi uudelleen.',
  'terminal.changeTableYes': 'Poistu pöydästä',
  'results.rankingNotYet': 'Tilanne näytetään, kun kilpailunjohtaja julkaisee tulokset tai ottaa sen käyttöön.',
  'results.rankShort': 'Sija',
  'results.matchpointsShort': 'Pisteet',
  'results.percentShort': '%',
  'session.guide.fieldNS': 'Sijoitetaan pohjoinen–etelä-parien joukkoon',
  'session.guide.fieldEW': 'Sijoitetaan itä–länsi-parien joukkoon',
  'event.sessionsElsewhere':
    'Yhden illan parikilpailu aloitetaan kilpailunjohtajan sivulla; täällä ovat joukkuekilpailut, usean illan parikilpailut ja yksilökilpailut.',
  'online.sessionPick': 'Kerhojen käynnissä olevat kilpailut',
  // Session 16's user trial: a code typed with a letter no table code has (the server's English hint before).
  'terminal.codeShape':
    'Tämä ei ole pöytäkoodi: siinä on 10 kirjainta ja numeroa ilman merkkejä I, L, O, U, 0 ja 1 (esim. K7M2Q-X9P4R).',
};
