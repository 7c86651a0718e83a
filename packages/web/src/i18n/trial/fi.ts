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
};
