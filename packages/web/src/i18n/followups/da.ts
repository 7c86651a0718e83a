import type { followupsEn } from './en.js';

export const followupsDa: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., udsp.',
  'results.scoreNsShort': 'Score NS',
  'table.turnFromDummy': 'Din tur: spil et kort fra den blinde ({{seat}})',
  'table.dummyPlaysNone': 'Du er den blinde: spilføreren ({{seat}}) spiller dine kort ({{law}})',
  'table.turnDummy': '{{seat}} spiller et kort fra den blinde',
  'event.finalHistory': 'Markeret endelig og genåbnet ({{law}})',
  'event.finalHistoryMarked': 'Markeret endelig {{time}} af {{director}}',
  'event.finalHistoryReopened': 'Genåbnet {{time}} af {{director}}',
  'results.unevenNote': 'Placeret efter procent: parrene har spillet forskelligt antal spil',
  'results.boardsPlayed': 'Spillede spil',
  'results.factored': 'Omregnet',
  'results.boardsFactored_one': '{{count}} spil, omregnet {{factored}}',
  'results.boardsFactored_other': '{{count}} spil, omregnet {{factored}}',
  'results.unevenImpsNote': 'Placeret efter IMP pr. spil: parrene har spillet forskelligt antal spil',
  'results.impsPerBoard': 'IMP pr. spil',
  'results.impsPerBoardShort': 'IMP/spil',
  'results.mpNS': 'Point NS',
  'results.mpEW': 'Point ØV',
  'results.mpNSShort': 'P NS',
  'results.mpEWShort': 'P ØV',
};
