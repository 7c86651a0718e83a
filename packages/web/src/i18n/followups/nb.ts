import type { followupsEn } from './en.js';

export const followupsNb: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., utsp.',
  'results.scoreNsShort': 'Score NS',
  'table.turnFromDummy': 'Din tur: spill et kort fra blindemann ({{seat}})',
  'table.dummyPlaysNone': 'Du er blindemann: spilleføreren ({{seat}}) spiller kortene dine ({{law}})',
  'table.turnDummy': '{{seat}} spiller et kort fra blindemann',
  'event.finalHistory': 'Merket endelig og åpnet igjen ({{law}})',
  'event.finalHistoryMarked': 'Merket endelig {{time}} av {{director}}',
  'event.finalHistoryReopened': 'Åpnet igjen {{time}} av {{director}}',
  'results.unevenNote': 'Rangert etter prosent: parene har spilt ulikt antall spill',
  'results.boardsPlayed': 'Spilte spill',
  'results.factored': 'Omregnet',
  'results.boardsFactored_one': '{{count}} spill, omregnet {{factored}}',
  'results.boardsFactored_other': '{{count}} spill, omregnet {{factored}}',
  'results.unevenImpsNote': 'Rangert etter IMP per spill: parene har spilt ulikt antall spill',
  'results.impsPerBoard': 'IMP per spill',
  'results.impsPerBoardShort': 'IMP/spill',
  'results.mpNS': 'Poeng NS',
  'results.mpEW': 'Poeng ØV',
  'results.mpNSShort': 'P NS',
  'results.mpEWShort': 'P ØV',
};
