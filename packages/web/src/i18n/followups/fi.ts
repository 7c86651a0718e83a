import type { followupsEn } from './en.js';

export const followupsFi: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Sit., läht.',
  'results.scoreNsShort': 'Pisteet PE',
  'table.turnFromDummy': 'Sinun vuorosi: pelaa kortti lepääjästä ({{seat}})',
  'table.dummyPlaysNone': 'Olet lepääjä: pelinviejä ({{seat}}) pelaa korttisi ({{law}})',
  'table.turnDummy': '{{seat}} pelaa kortin lepääjästä',
  'event.finalHistory': 'Merkitty lopulliseksi ja avattu uudelleen ({{law}})',
  'event.finalHistoryMarked': 'Merkitty lopulliseksi {{time}}, merkitsi {{director}}',
  'event.finalHistoryReopened': 'Avattu uudelleen {{time}}, avasi {{director}}',
  'results.unevenNote': 'Järjestys prosenttien mukaan: parit ovat pelanneet eri määrän jakoja',
  'results.boardsPlayed': 'Pelatut jaot',
  'results.factored': 'Muunnettu',
  'results.boardsFactored_one': '{{count}} jako, muunnettu {{factored}}',
  'results.boardsFactored_other': '{{count}} jakoa, muunnettu {{factored}}',
  'results.unevenImpsNote': 'Järjestys jakokohtaisten IMP:ien mukaan: parit ovat pelanneet eri määrän jakoja',
  'results.impsPerBoard': 'IMP:t jakoa kohden',
  'results.impsPerBoardShort': 'IMP/jako',
  'results.mpNS': 'Vertailupisteet PE',
  'results.mpEW': 'Vertailupisteet IL',
  'results.mpNSShort': 'P PE',
  'results.mpEWShort': 'P IL',
};
