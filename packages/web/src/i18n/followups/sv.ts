import type { followupsEn } from './en.js';

export const followupsSv: Record<keyof typeof followupsEn, string> = {
  'results.contractLeadShort': 'Kontr., utsp.',
  'results.scoreNsShort': 'Score NS',
  'table.turnFromDummy': 'Din tur: spela ett kort från träkarlen ({{seat}})',
  'table.dummyPlaysNone': 'Du är träkarl: spelföraren ({{seat}}) spelar dina kort ({{law}})',
  'table.turnDummy': '{{seat}} spelar ett kort från träkarlen',
  'event.finalHistory': 'Markerad slutgiltig och öppnad igen ({{law}})',
  'event.finalHistoryMarked': 'Markerad slutgiltig {{time}} av {{director}}',
  'event.finalHistoryReopened': 'Öppnad igen {{time}} av {{director}}',
  'results.unevenNote': 'Rangordnat efter procent: paren har spelat olika antal brickor',
  'results.boardsPlayed': 'Spelade brickor',
  'results.factored': 'Omräknat',
  'results.boardsFactored_one': '{{count}} bricka, omräknat {{factored}}',
  'results.boardsFactored_other': '{{count}} brickor, omräknat {{factored}}',
  'results.unevenImpsNote': 'Rangordnat efter IMP per bricka: paren har spelat olika antal brickor',
  'results.impsPerBoard': 'IMP per bricka',
  'results.impsPerBoardShort': 'IMP/br.',
  'results.mpNS': 'Matchpoäng NS',
  'results.mpEW': 'Matchpoäng ÖV',
  'results.mpNSShort': 'P NS',
  'results.mpEWShort': 'P ÖV',
};
