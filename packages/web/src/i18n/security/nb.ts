import type { securityEn } from './en.js';

export const securityNb: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen ble koblet til bordet for lenge siden. Koble til igjen med bordkoden.',
  'err.code.terminal-round-over':
    'Bordet har gått videre til en ny runde siden denne telefonen ble koblet til. Parene ved bordet nå kobler til igjen med bordkoden.',
  'err.code.ranking-not-published': 'Resultatlisten vises når turneringslederen publiserer resultatene.',
  'err.code.event-not-pairs':
    'Dette er en lag- eller individuell turnering; en kveld kan bare høre til en parturnering.',
  'err.code.too-many-sessions': 'Turneringen har så mange kvelder som den kan ha; opprett en ny turnering.',
  'err.code.register-full': 'Klubbens medlemsregister er fullt; det kan ha høyst 20 000 spillere.',
  'err.code.too-many-claims':
    'Du har fremsatt krav eller gitt opp stikk så mange ganger som tillatt i dette spillet; tilkall turneringslederen.',
  'err.code.late-play-pending':
    'Dette spillet skal fortsatt spilles senere; hender og resultater vises når det er spilt.',
  'session.liveRanking': 'Vis løpende resultat for medlemmene og bordene før publisering',
  'err.code.analysis-busy':
    'Serveren analyserer mange spill akkurat nå; dobbel dummy-analysen hentes på nytt om et øyeblikk.',
  'err.code.director-plays-board':
    'Du spiller i denne turneringen: spillet er skjult for deg til paret ditt har spilt det. En annen turneringsleder tar seg av det til da.',
  'err.code.player-in-running-session':
    'Spilleren er med i en pågående turnering; koblingen til kontoen kan endres når turneringen er publisert.',
  'err.code.account-linked': 'Kontoen er allerede koblet til en annen spiller i registeret.',
  'err.code.account-not-member': 'Kontoen er ikke medlem av denne klubben.',
  'register.account': 'Konto',
  'register.noAccount': '(ingen)',
  'hands.directorPlays': 'Du spiller i denne turneringen: spill {{boards}} er skjult til paret ditt har spilt dem.',
  'results.downloadsAfterPublication':
    'Resultatfilene (PBN, USEBIO) og spillene kan lastes ned når turneringslederen har publisert resultatene.',
  'err.code.not-published': 'Dette vises når turneringslederen har publisert resultatene.',
  'err.code.deal-in-play':
    'Spillet er likt gitt i en annen turnering som ennå spilles; hendene og resultatene vises når det er spilt der.',
  // Server refusals with their where and what (`ApiError.error.params`, worded by `errorText`).
  'err.code.deal-in-play.boards':
    'Ikke vist ennå – likt gitt i en annen turnering som ennå spilles (spill nr. {{boards}}); hendene og resultatene vises når det er spilt der.',
  'err.code.invalid-pbn': 'PBN-filen kan ikke leses.',
  'err.code.invalid-pbn.line': 'PBN-filen kan ikke leses: linje {{line}}, kolonne {{column}}.',
  'err.code.invalid-pbn.board':
    'Kortfordelingen for spill {{board}} i PBN-filen er ikke gyldig (fire hender med 13 forskjellige kort).',
  'err.code.invalid-pbn.hands':
    'Kortfordelingen for spill {{board}} i PBN-filen mangler hendene til {{hands}}; bare én hånd kan mangle (den får de 13 kortene de tre andre ikke har).',
  'err.code.missing-boards': 'PBN-filen mangler spill som bevegelsen trenger.',
  'err.code.missing-boards.boards':
    'PBN-filen har ingen kortfordeling for spill nr. {{boards}}, som bevegelsen trenger.',
};
