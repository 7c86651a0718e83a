import type { securityEn } from './en.js';

export const securityFi: Record<keyof typeof securityEn, string> = {
  'err.code.terminal-token-expired':
    'Puhelin liitettiin pöytään liian kauan sitten. Liity pöytään uudelleen sen koodilla.',
  'err.code.terminal-round-over':
    'Pöytä on siirtynyt uudelle kierrokselle sen jälkeen, kun puhelin liitettiin siihen. Pöydässä nyt istuvat parit liittyvät uudelleen pöydän koodilla.',
  'err.code.ranking-not-published': 'Tulosluettelo näytetään, kun kilpailunjohtaja julkaisee tulokset.',
  'err.code.event-not-pairs': 'Tämä on joukkue- tai yksilökilpailu; kierros voi kuulua vain parikilpailuun.',
  'err.code.too-many-sessions': 'Kilpailussa on jo niin monta kierrosta kuin siinä voi olla; luo uusi kilpailu.',
  'err.code.register-full': 'Seuran jäsenrekisteri on täynnä; siihen mahtuu enintään 20 000 pelaajaa.',
  'err.code.too-many-claims':
    'Olet vaatinut tai luovuttanut tikkejä niin monta kertaa kuin tässä jaossa saa; kutsu kilpailunjohtaja.',
  'err.code.late-play-pending': 'Tämä jako pelataan vielä myöhemmin; kädet ja tulokset näytetään, kun se on pelattu.',
  'session.liveRanking': 'Näytä tilanne jäsenille ja pöydille ennen julkaisua',
  'err.code.analysis-busy':
    'Palvelin analysoi juuri nyt monta jakoa; analyysi avoimin kortein haetaan uudelleen hetken kuluttua.',
  'err.code.director-plays-board':
    'Pelaat tässä kilpailussa: jako on sinulta piilossa, kunnes parisi on pelannut sen. Toinen kilpailunjohtaja hoitaa sen siihen asti.',
  'err.code.player-in-running-session':
    'Pelaaja pelaa käynnissä olevassa kilpailussa; tilin linkitystä voi muuttaa, kun kilpailu on julkaistu.',
  'err.code.account-linked': 'Tili on jo linkitetty toiseen rekisterin pelaajaan.',
  'err.code.account-not-member': 'Tili ei ole tämän seuran jäsen.',
  'register.account': 'Tili',
  'register.noAccount': '(ei tiliä)',
  'hands.directorPlays': 'Pelaat tässä kilpailussa: jaot {{boards}} ovat piilossa, kunnes parisi on pelannut ne.',
  'results.downloadsAfterPublication':
    'Tulostiedostot (PBN, USEBIO) ja jakojen kädet voi ladata, kun kilpailunjohtaja on julkaissut tulokset.',
  'err.code.not-published': 'Tämä näytetään, kun kilpailunjohtaja on julkaissut tulokset.',
  'err.code.deal-in-play':
    'Jako on jaettu samoin toisessa kilpailussa, jota pelataan yhä; kädet ja tulokset näytetään, kun se on pelattu siellä.',
  // Server refusals with their where and what (`ApiError.error.params`, worded by `errorText`).
  'err.code.deal-in-play.boards':
    'Ei vielä näkyvissä – jaettu samoin toisessa kilpailussa, jota pelataan yhä (jako nro {{boards}}); kädet ja tulokset näytetään, kun se on pelattu siellä.',
  'err.code.invalid-pbn': 'PBN-tiedostoa ei voi lukea.',
  'err.code.invalid-pbn.line': 'PBN-tiedostoa ei voi lukea: rivi {{line}}, sarake {{column}}.',
  'err.code.invalid-pbn.board':
    'PBN-tiedoston jako {{board}} ei ole kelvollinen jako (neljä kättä, joissa kussakin 13 eri korttia).',
  'err.code.invalid-pbn.hands':
    'PBN-tiedoston jaosta {{board}} puuttuvat kädet: {{hands}}; vain yksi käsi saa puuttua (se saa ne 13 korttia, joita kolmella muulla ei ole).',
  'err.code.missing-boards': 'PBN-tiedostosta puuttuu jakoja, joita kiertokaavio tarvitsee.',
  'err.code.missing-boards.boards': 'PBN-tiedostossa ei ole jakoa nro {{boards}}, jota kiertokaavio tarvitsee.',
};
