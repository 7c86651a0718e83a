import type { securityEn } from './en.js';

export const securitySv: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired': 'Telefonen anslöts till bordet för länge sedan. Anslut igen med bordskoden.',
  'err.code.terminal-round-over':
    'Bordet har gått vidare till en ny rond sedan telefonen anslöts. Paren vid bordet nu ansluter igen med bordskoden.',
  'err.code.ranking-not-published': 'Resultatlistan visas när tävlingsledaren publicerar resultaten.',
  'err.code.event-not-pairs': 'Detta är en lag- eller individuell tävling; en omgång kan bara höra till en partävling.',
  'err.code.too-many-sessions': 'Tävlingen har så många omgångar som den kan ha; skapa en ny tävling.',
  'err.code.register-full': 'Klubbens medlemsregister är fullt; det rymmer högst 20 000 spelare.',
  'err.code.too-many-claims':
    'Du har gjort anspråk eller medgett stick så många gånger som tillåtet i denna giv; tillkalla tävlingsledaren.',
  'err.code.late-play-pending':
    'Den här brickan ska fortfarande spelas senare; händer och resultat visas när den har spelats.',
  'session.liveRanking': 'Visa löpande resultat för medlemmarna och borden före publicering',
  'err.code.analysis-busy': 'Servern analyserar många givar just nu; dubbelkalkylen hämtas igen om en stund.',
  'err.code.director-plays-board':
    'Du spelar i den här tävlingen: given är dold för dig tills ditt par har spelat den. En annan tävlingsledare sköter den tills dess.',
  'err.code.player-in-running-session':
    'Spelaren är med i en pågående tävling; kopplingen till kontot kan ändras när tävlingen är publicerad.',
  'err.code.account-linked': 'Kontot är redan kopplat till en annan spelare i registret.',
  'err.code.account-not-member': 'Kontot är inte medlem i den här klubben.',
  'register.account': 'Konto',
  'register.noAccount': '(inget)',
  'hands.directorPlays': 'Du spelar i den här tävlingen: giv {{boards}} är dolda tills ditt par har spelat dem.',
  'results.downloadsAfterPublication':
    'Resultatfilerna (PBN, USEBIO) och given kan laddas ner när tävlingsledaren har publicerat resultaten.',
  'err.code.not-published': 'Detta visas när tävlingsledaren har publicerat resultaten.',
  'err.code.deal-in-play':
    'Given är lika given i en annan tävling som fortfarande spelas; händerna och resultaten visas när den har spelats där.',
  // Server refusals with their where and what (`ApiError.error.params`, worded by `errorText`).
  'err.code.deal-in-play.boards':
    'Visas inte än – lika given i en annan tävling som fortfarande spelas (giv nr {{boards}}); händerna och resultaten visas när den har spelats där.',
  'err.code.invalid-pbn': 'PBN-filen kan inte läsas.',
  'err.code.invalid-pbn.line': 'PBN-filen kan inte läsas: rad {{line}}, kolumn {{column}}.',
  'err.code.invalid-pbn.board':
    'Kortfördelningen för giv {{board}} i PBN-filen är inte giltig (fyra händer med 13 olika kort).',
  'err.code.invalid-pbn.hands':
    'Kortfördelningen för giv {{board}} i PBN-filen saknar händerna för {{hands}}; bara en hand får saknas (den får de 13 kort som de tre andra inte har).',
  'err.code.missing-boards': 'PBN-filen saknar givar som rörelseschemat behöver.',
  'err.code.missing-boards.boards':
    'PBN-filen har ingen kortfördelning för giv nr {{boards}}, som rörelseschemat behöver.',
};
