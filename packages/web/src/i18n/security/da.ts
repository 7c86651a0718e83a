import type { securityEn } from './en.js';

export const securityDa: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen blev tilsluttet bordet for længe siden. Tilslut igen med bordkoden.',
  'err.code.terminal-round-over':
    'Bordet er gået videre til en ny runde, siden telefonen blev tilsluttet. Parrene ved bordet nu tilslutter igen med bordkoden.',
  'err.code.ranking-not-published': 'Resultatlisten vises, når turneringslederen offentliggør resultaterne.',
  'err.code.event-not-pairs':
    'Dette er en hold- eller individuel turnering; en aften kan kun høre til en parturnering.',
  'err.code.too-many-sessions': 'Turneringen har så mange aftener, som den kan have; opret en ny turnering.',
  'err.code.register-full': 'Klubbens medlemsregister er fuldt; det kan højst rumme 20.000 spillere.',
  'err.code.too-many-claims':
    'Du har claimet eller opgivet stik så mange gange som tilladt i dette spil; tilkald turneringslederen.',
  'err.code.late-play-pending':
    'Dette spil skal stadig spilles senere; hænder og resultater vises, når det er spillet.',
  'session.liveRanking': 'Vis løbende resultat for medlemmerne og bordene før offentliggørelse',
  'err.code.analysis-busy': 'Serveren analyserer mange spil lige nu; analysen med åbne kort hentes igen om et øjeblik.',
  'err.code.director-plays-board':
    'Du spiller i denne turnering: spillet er skjult for dig, indtil dit par har spillet det. En anden turneringsleder tager sig af det indtil da.',
  'err.code.player-in-running-session':
    'Spilleren deltager i en igangværende turnering; koblingen til kontoen kan ændres, når turneringen er offentliggjort.',
  'err.code.account-linked': 'Kontoen er allerede koblet til en anden spiller i registret.',
  'err.code.account-not-member': 'Kontoen er ikke medlem af denne klub.',
  'register.account': 'Konto',
  'register.noAccount': '(ingen)',
  'hands.directorPlays': 'Du spiller i denne turnering: spil {{boards}} er skjult, indtil dit par har spillet dem.',
  'results.downloadsAfterPublication':
    'Resultatfilerne (PBN, USEBIO) og kortfordelingerne kan hentes, når turneringslederen har offentliggjort resultaterne.',
  'err.code.not-published': 'Dette vises, når turneringslederen har offentliggjort resultaterne.',
  'err.code.deal-in-play':
    'Spillet er givet ens i en anden turnering, som stadig spilles; hænderne og resultaterne vises, når det er spillet der.',
  // Server refusals with their where and what (`ApiError.error.params`, worded by `errorText`).
  'err.code.deal-in-play.boards':
    'Vises ikke endnu – givet ens i en anden turnering, som stadig spilles (spil nr. {{boards}}); hænderne og resultaterne vises, når det er spillet der.',
  'err.code.invalid-pbn': 'PBN-filen kan ikke læses.',
  'err.code.invalid-pbn.line': 'PBN-filen kan ikke læses: linje {{line}}, kolonne {{column}}.',
  'err.code.invalid-pbn.board':
    'Kortfordelingen for spil {{board}} i PBN-filen er ikke gyldig (fire hænder med 13 forskellige kort).',
  'err.code.invalid-pbn.hands':
    'Kortfordelingen for spil {{board}} i PBN-filen mangler hænderne for {{hands}}; kun én hånd må mangle (den får de 13 kort, som de tre andre ikke har).',
  'err.code.missing-boards': 'PBN-filen mangler spil, som turneringsplanen kræver.',
  'err.code.missing-boards.boards':
    'PBN-filen har ingen kortfordeling for spil nr. {{boards}}, som turneringsplanen kræver.',
};
