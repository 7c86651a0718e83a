/** Lovforklaringer / förklaringar / selitykset (fi): samme nøkler som `en.ts`. */
import type { lawsEn } from './en.js';

export const lawsFi: Record<keyof typeof lawsEn, string> = {
  'law.16.title': 'Luvaton tieto',
  'law.16.text':
    'Se, mitä partneri välittää tarjousten ja pelin ulkopuolella – empiminen, huomautus, selitys – ei saa ohjata valintojasi. Jos kilpailunjohtaja toteaa sen ohjanneen ja vastustajat kärsivät, tulosta korjataan.',
  'law.20F.title': 'Tarjousten selittäminen',
  'law.20F.text':
    'Vastustajat saavat kysyä, mitä tarjoukset tarkoittavat; partneri vastaa sopimustenne mukaan. Verkossa alert ja selitys menevät vain vastustajille, joten partneri ei saa niistä tietoa. Jos huomaat oman selityksesi olleen väärä, kutsu kilpailunjohtaja ja korjaa se: vuoden 2007 lain mukaan heti; vuoden 2017 lain mukaan viimeistään ennen kuin lähtökortti käännetään näkyviin, ja heti jos huomaat sen pelin aikana. Jos partneri selitti tarjouksesi väärin, älä sano mitään tarjoamisen aikana; pelinviejänä tai lepääjänä kutsu kilpailunjohtaja heti viimeisen passin jälkeen, puolustuspelaajana vasta pelin päätyttyä.',
  'law.25A.title': 'Tahaton tarjous',
  'law.25A.text':
    'Tarjous, jota pelaaja ei tarkoittanut – käden lipsahdus, ei mielenmuutos – voidaan vaihtaa heti, ennen kuin partneri on tarjonnut.',
  'law.27.title': 'Riittämätön maalaus',
  'law.27.text':
    'Maalaus, joka ei ole edellistä maalausta korkeampi. Rikkojan vasemmanpuoleinen vastustaja voi hyväksyä sen tarjoamalla. Jos sitä ei hyväksytä, rikkoja korvaa sen sallitulla tarjouksella: alin riittävä maalaus, joka ilmaisee saman pelin vaihtoehdon, tai tarjous, jolla on sama tai tarkempi merkitys, antaa tarjoussarjan jatkua ilman lisäoikaisua (kilpailunjohtaja voi silti korjata tulosta, jos syytön puoli kärsi vahinkoa); mikä tahansa muu maalaus tai passi velvoittaa partnerin passaamaan tarjoussarjan loppuun, ja lähtökorttirajoituksia voi seurata.',
  'law.28.title': 'Tarjoukset, jotka katsotaan tehdyiksi oikealla vuorolla',
  'law.28.text':
    'Kaksi tarjousta katsotaan tehdyiksi oikealla vuorolla, vaikka järjestys näyttää väärältä: tarjous, joka tehdään oikeanpuoleisen vastustajan vuorolla, kun tämän on lain mukaan passattava, ja vuorossa olevan pelaajan tarjous, joka tehdään ennen kuin kilpailunjohtaja on päättänyt vastustajan väärällä vuorolla tekemän tarjouksen oikaisusta. Jälkimmäinen poistaa oikeuden oikaisuun: tarjoussarja jatkuu kuin vastustaja ei olisi tarjonnut, ja se, mitä kumottu tarjous kertoi, on luvatonta tietoa rikkojan partnerille (Pykälä 16C2).',
  'law.50.title': 'Rangaistuskortti',
  'law.50.text':
    'Puolustuspelaajan kortti, jonka partneri on nähnyt ennen kuin se pelattiin oikein, jää näkyviin pöydälle. Yksittäinen vahingossa näkynyt pieni kortti on pieni rangaistuskortti; arvokortti tai tahallaan näytetty kortti on suuri, ja siihen liittyy velvoitteita sen pelaamisesta.',
  'law.54.title': 'Lähtö väärällä vuorolla',
  'law.54.text':
    'Jos väärä puolustuspelaaja tekee aloituksen, pelinviejä valitsee: hyväksyä lähdön ja jatkaa (pelinviejä voi jopa ryhtyä lepääjäksi levittämällä kätensä) tai antaa oikean puolustuspelaajan lähteä, jolloin väärä kortti muuttuu rangaistuskortiksi ja lähtökorttirajoituksia voi tulla.',
  'law.61.title': 'Revokki',
  'law.61.text':
    'Värin tunnustamatta jättäminen, kun se olisi ollut mahdollista. Pysyväksi tullut revokki jää voimaan; pelin jälkeen toiselle puolelle siirretään tikkejä – yleensä yksi, tai kaksi, jos rikkoja voitti revokkitikin ja myöhemmän tikin – ja kilpailunjohtaja palauttaa tasapainon, jos se ei riitä.',
  'law.68.title': 'Vaatimus ja luovutus',
  'law.68.text':
    'Pelaaja voi vaatia tai luovuttaa tikkejä pelaamisen sijaan ja kertoo, miten pelaisi loput. Jos vastustajat hyväksyvät, tulos on voimassa; jos he kiistävät, peli keskeytetään ja kilpailunjohtaja ratkaisee, epäselvät kohdat vaatijan vahingoksi.',
  'law.79C.title': 'Oikaisuaika',
  'law.79C.text':
    'Tuloslaskennan virheitä voi korjata, kunnes kilpailun järjestäjän määräämä oikaisuaika päättyy – yleensä puoli tuntia tulosten julkaisemisen jälkeen.',
  'law.12.title': 'Korjattu pistetulos',
  'law.12.text':
    'Kun lait eivät pysty tuottamaan normaalia tulosta, kilpailunjohtaja antaa korjatun pistetuloksen: prosenttipistetuloksen (keskipeli plus, keskipeli tai keskipeli miinus), kun tulosta ei voida saada, muuten määrätyn tuloksen – mahdollisesti todennäköisten lopputulosten painotuksena – saadun tuloksen tilalle.',
  'law.23.title': 'Vastaava tarjous',
  'law.23.text':
    'Korvaava tarjous on vastaava, kun se tarkoittaa samaa tai jotain tarkempaa kuin peruutettu tarjous. Silloin tarjoussarja jatkuu ilman lisäoikaisua, mutta kilpailunjohtaja korjaa tulosta, jos syytön puoli kärsi vahinkoa.',
  'law.26.title': 'Lähtökorttirajoitukset',
  'law.26.text':
    'Kun peruutettu tarjous nimesi värin, jota myöhempi tarjoussarja ei kata, pelinviejä voi rikkojan partnerin ensimmäisellä lähdöllä vaatia tai kieltää lähdön tuosta väristä.',
  'law.29.title': 'Väärällä vuorolla tehdyn tarjouksen jälkeen',
  'law.29.text':
    'Rikkojan vasemmalla puolella istuva voi hyväksyä tarjouksen tarjoamalla itse; tarjoussarja jatkuu siitä. Jos sitä ei hyväksytä, se kumotaan ja vuoro palaa sille, jonka vuoro oli.',
  'law.30.title': 'Passi väärällä vuorolla',
  'law.30.text':
    'Väärällä vuorolla annettu passi, jota ei hyväksytä, kumotaan. Sen mukaan, kenen vuoro oli, rikkojan on passattava seuraavalla vuorollaan ja partnerille voi tulla rajoituksia.',
  'law.31.title': 'Maalaus väärällä vuorolla',
  'law.31.text':
    'Väärällä vuorolla tehty maalaus, jota ei hyväksytä, kumotaan. Jos vuoro oli oikeanpuoleisella vastustajalla ja tämä passaa, rikkojan on toistettava maalauksensa ilman lisäoikaisua. Muuten rikkoja voi tehdä minkä tahansa sallitun tarjouksen: vastaava tarjous antaa tarjoussarjan jatkua; mikä tahansa muu tarjous velvoittaa partnerin passaamaan seuraavalla vuorollaan – vain sen kerran – ja lähtökorttirajoituksia (Pykälä 26B) voi seurata. Jos vuoro oli partnerilla tai vasemmanpuoleisella vastustajalla, partneri tarjoaa ensin vapaasti, mutta väärällä vuorolla tehty maalaus on hänelle luvatonta tietoa.',
  'law.9.title': 'Menettely epäsäännöllisyyden tapahduttua',
  'law.9.text':
    'Kuka tahansa pelaaja voi huomauttaa epäsäännöllisyydestä tarjousvaiheessa ja puolustuspelaaja pelivaiheessa (lepääjä vasta pelin jälkeen). Kilpailunjohtaja on silloin kutsuttava heti, eikä kenenkään pidä toimia ennen kuin kilpailunjohtaja on selittänyt kaikkien oikeudet.',
  'law.13.title': 'Korttien väärä lukumäärä',
  'law.13.text':
    'Jos kädessä on liikaa tai liian vähän kortteja, kilpailunjohtaja korjaa jaon, jos brikka voidaan yhä pelata normaalisti; jos ei voida, tai pelaaja on nähnyt toisen käden kortin, kilpailunjohtaja voi kumota tuloksen ja antaa korjatun pistetuloksen.',
  'law.14.title': 'Puuttuva kortti',
  'law.14.text':
    'Puuttunut kortti palautetaan käteen, josta se puuttui, ja sen katsotaan olleen siellä koko ajan: jos sitä ei pelattu aiemmin, kyseessä voi olla revokki, ja jos se on nähty, siitä voi tulla rangaistuskortti.',
  'law.15.title': 'Väärän jaon pelaaminen',
  'law.15.text':
    'Jos pelaajat ottavat kortit väärästä brikasta, kilpailunjohtaja huolehtii, että oikea brikka pelataan, ja kumoaa väärillä korteilla tehdyt tarjoukset; väärien pelaajien loppuun pelaama brikka säilyttää yleensä tuloksensa, mutta pari, joka pelaa saman brikan kahdesti, saa tuloksen vain ensimmäisellä kerralla.',
  'law.17.title': 'Tarjousvaihe',
  'law.17.text':
    'Tarjousvaihe alkaa, kun pelaaja ottaa korttinsa brikasta; jakaja tarjoaa ensin ja muut myötäpäivään. Se päättyy, kun viimeistä tarjousta seuraa kolme passia vuorollaan, tai neljään passiin, jos kukaan ei maalannut.',
  'law.19.title': 'Kahdennukset ja vastakahdennukset',
  'law.19.text':
    'Pelaaja voi kahdentaa vain viimeisen maalauksen, jonka vastustaja on tehnyt ja jonka jälkeen on vain passattu; vastakahdentaa hän voi vain vastustajan kahdennuksen. Myöhempi sallittu maalaus kumoaa kahdennuksen ja vastakahdennuksen.',
  'law.20.title': 'Tarjousten kertaaminen ja selittäminen',
  'law.20.text':
    'Pelaaja voi tarjousvuorollaan pyytää tarjoussarjan kertaamista, ja pelinviejä tai puolustuspelaaja kerran ensimmäisellä pelivuorollaan. Ennen omaa tarjoustaan tai pelaamistaan pelaaja voi kysyä, mitä vastustajien tarjoukset tarkoittavat; tarjoajan partneri vastaa parin sopimusten perusteella. Pelaajalla, jonka lakien mukaan on passattava, ei ole oikeutta kertaukseen (eikä vuoden 2017 lakien mukaan selitykseenkään); viimeisen passin jälkeen avaava puolustuspelaaja voi pyytää tarjoussarjan kertaamista, ja kun aloituskortti on kuvapuoli alaspäin, hänen partnerinsa ja pelinviejä voivat kysyä. Kysymykseen, jota ei ole oikeutta esittää, ei vastata.',
  'law.75.title': 'Virheellinen selitys vai virheellinen tarjous',
  'law.75.text':
    'Jos selitys ei vastannut parin sopimusta, vastustajat saivat väärää tietoa: he voivat vielä muuttaa tarjouksensa, kunhan heidän partnerinsa ei ole tarjonnut sen jälkeen, muuten kilpailunjohtaja korjaa tulosta. Jos selitys oli oikea ja tarjous väärä, korjattavaa ei ole ja tulos pysyy. Joka tapauksessa se, mitä tarjoaja saa tietää partnerinsa selityksestä, on hänelle luvatonta tietoa.',
  'law.40.title': 'Partnerien sopimukset',
  'law.40.text':
    'Parin sopimukset kuuluvat myös vastustajille: heillä on oikeus tietää, mitä tarjoukset ja pelitavat tarkoittavat sopimuksen tai yhteisen kokemuksen perusteella. Puoli, joka kärsii vahinkoa, koska tätä ei kerrottu – sopimus selitettiin väärin tai jätettiin kertomatta – saa korjatun pistetuloksen.',
  'law.21.title': 'Väärään tietoon perustuva tarjous',
  'law.21.text':
    'Pelaaja, joka tarjosi, koska vastustaja selitti tarjouksen väärin, voi muuttaa tarjouksensa ilman oikaisua, kun virhe paljastuu, kunhan hänen partnerinsa ei ole tarjonnut sen jälkeen; jos on liian myöhäistä, kilpailunjohtaja korjaa tulosta, jos väärä tieto aiheutti vahinkoa.',
  'law.24.title': 'Tarjousvaiheessa paljastunut tai pelattu kortti',
  'law.24.text':
    'Jokainen tarjousvaiheessa näkynyt kortti jää kuvapuoli ylöspäin tarjousvaiheen loppuun ja siitä tulee rangaistuskortti, jos rikkojasta tulee puolustuspelaaja. Yksittäisestä vahingossa näkyneestä kymppiä pienemmästä kortista ei seuraa muuta; arvokortti, liian aikaisin pelattu kortti tai kaksi tai useampia kortteja velvoittavat lisäksi partnerin passaamaan seuraavalla vuorollaan.',
  'law.25.title': 'Tarjouksen muuttaminen',
  'law.25.text':
    'Tarjous, joka ei ollut pelaajan tarkoittama – lipsahdus eikä mielenmuutos – voidaan korvata tarkoitetulla tarjouksella, kunnes partneri on tarjonnut. Tarkoituksellinen muutos kumotaan ja ensimmäinen tarjous pysyy, ellei vasemmanpuoleinen vastustaja hyväksy uutta tarjousta tarjoamalla sen yli.',
  'law.32.title': 'Kahdennus tai vastakahdennus väärällä vuorolla',
  'law.32.text':
    'Vasemmanpuoleinen vastustaja voi hyväksyä sen tarjoamalla, mutta kelvotonta kahdennusta tai vastakahdennusta ei voi koskaan hyväksyä. Muuten se kumotaan: jos vuoro oli oikeanpuoleisella vastustajalla ja tämä passaa, rikkojan on toistettava se; jos hän tarjoaa, tai vuoro oli partnerilla, rikkoja voi tehdä minkä tahansa sallitun tarjouksen, ja jos se ei ole vastaava, partnerin on passattava seuraavalla vuorollaan ja lähtökorttirajoituksia voi seurata.',
  'law.33.title': 'Samanaikaiset tarjoukset',
  'law.33.text':
    'Tarjous, joka tehdään samaan aikaan vuorossa olevan pelaajan tarjouksen kanssa, katsotaan tehdyksi sen jälkeen.',
  'law.36.title': 'Kelvottomat kahdennukset ja vastakahdennukset',
  'law.36.text':
    'Kahdennusta tai vastakahdennusta, jota laki ei salli, ei voi koskaan hyväksyä. Jos vasemmanpuoleinen vastustaja tarjoaa ennen oikaisua, se ja kaikki myöhemmät tarjoukset kumotaan ja tarjoussarja jatkuu kuin mitään ei olisi tapahtunut. Muuten rikkoja korvaa sen sallitulla tarjouksella ja partneri passaa tarjoussarjan loppuun; jos se huomataan vasta aloituskortin kääntämisen jälkeen, tulos lasketaan kuin sitä ei olisi tehty.',
  'law.37.title': 'Tarjous, joka rikkoo velvollisuutta passata',
  'law.37.text':
    'Jos vasemmanpuoleinen vastustaja tarjoaa sen yli ennen kilpailunjohtajan päätöstä, se ja kaikki myöhemmät tarjoukset pysyvät, ja pelaaja, joka on velvoitettu passaamaan tarjoussarjan loppuun, on yhä velvoitettu. Muuten passi korvaa sen, ja rikkoneen puolen molemmat pelaajat passaavat tarjoussarjan loppuun; lähtökorttirajoituksia voi seurata.',
  'law.38.title': 'Seitsemän pistetikkiä ylittävä maalaus',
  'law.38.text':
    'Yli seitsemän tason sitoumusta ei voi koskaan pelata. Maalaus ja kaikki myöhemmät tarjoukset kumotaan, passi korvaa sen, ja rikkoja ja partneri passaavat tarjoussarjan loppuun; lähtökorttirajoituksia voi seurata, ellei vasemmanpuoleinen vastustaja ollut tarjonnut sen yli.',
  'law.39.title': 'Tarjous loppupassin jälkeen',
  'law.39.text':
    'Jokainen tarjoussarjan päätyttyä tehty tarjous kumotaan. Jos se oli puolustuspelaajan passi, pelinviejän tai lepääjän tarjous, tai vasemmanpuoleinen vastustaja tarjosi sen yli, muuta ei seuraa; puolustuspelaajan muu tarjous voi johtaa lähtökorttirajoituksiin.',
  'law.41.title': 'Pelaamisen alku',
  'law.41.text':
    'Loppupassin jälkeen pelinviejän vasemmalla puolella istuva puolustuspelaaja pelaa aloituskortin kuvapuoli alaspäin. Ennen kuin aloituskortti käännetään, lähtijän partneri ja pelinviejä voivat pyytää tarjoussarjan kertaamista ja selityksiä. Sitten aloituskortti käännetään, lepääjä levittää korttinsa ja pelaaminen alkaa.',
  'law.42.title': 'Lepääjän oikeudet',
  'law.42.text':
    'Lepääjä voi kertoa tosiasioita tai lain kohtia kilpailunjohtajan läsnä ollessa, pitää kirjaa tikeistä ja pelata kortit, jotka pelinviejä nimeää; niin kauan kuin hän säilyttää oikeutensa, hän voi yrittää estää pelinviejän epäsäännöllisyyden ja pelin jälkeen huomauttaa epäsäännöllisyyksistä.',
  'law.43.title': 'Lepääjän oikeuksien rajoitukset',
  'law.43.text':
    'Lepääjä ei saa kutsua kilpailunjohtajaa pelivaiheessa, ellei toinen pelaaja ole huomauttanut epäsäännöllisyydestä, eikä osallistua pelaamiseen. Lepääjä, joka vaihtaa kättä pelinviejän kanssa, jättää paikkansa seuratakseen pelinviejän pelaamista tai katsoo puolustuspelaajan kortteja, menettää suojaa: hänen pelinviejälle antamansa varoitus voi maksaa hänen puolelleen, eikä puolustuksen epäsäännöllisyyttä, josta hän huomauttaa ensimmäisenä, oikaista.',
  'law.44.title': 'Pelin kulku',
  'law.44.text':
    'Lähtövuorossa oleva pelaaja pelaa minkä tahansa kortin ja muut seuraavat myötäpäivään; jokaisen on tunnustettava väriä, jos voi, muuten minkä tahansa kortin. Korkein valtti, tai muuten lähtövärin korkein kortti, voittaa tikin, ja sen voittaja lähtee seuraavaan.',
  'law.45.title': 'Pelattu kortti',
  'law.45.text':
    'Puolustuspelaajan kortti on pelattu, kun partneri olisi voinut nähdä sen kuvapuolen; pelinviejän, kun se asetetaan pöydälle kuvapuoli ylöspäin tai nimetään; lepääjän, kun pelinviejä nimeää sen. Lipsahduksena nimetyn kortin voi vaihtaa heti; valmiiseen tikkiin lisätty ylimääräinen kortti palautetaan.',
  'law.46.title': 'Lepääjän kortin nimeäminen',
  'law.46.text':
    'Pelinviejän tulee nimetä sekä väri että arvo. Epätäydellinen nimeäminen tulkitaan järkevästi – ”korkea” on korkein kortti, ”pieni” matalin, pelkkä arvo koskee lähtöväriä – ja jos se ei silti yksilöi korttia, pelinviejä valitsee; jos lepääjällä ei ole sellaista korttia, pelinviejä voi nimetä minkä tahansa sallitun kortin.',
  'law.45D.title': 'Lepääjän kortti, jota pelinviejä ei nimennyt',
  'law.45D.text':
    'Jos lepääjä asettaa kortin pelattuun asentoon ilman että pelinviejä on nimennyt sen, kortti palautetaan, kunhan kumpikin puoli ei vielä ole pelannut seuraavaan tikkiin. Sen jälkeen pelannut puolustuspelaaja saa ottaa korttinsa takaisin, ja jos pelinviejän oikeanpuoleinen vastustaja tekee niin, pelinviejä saa ottaa takaisin sen jälkeen pelaamansa kortin. Kun kumpikin puoli on pelannut seuraavaan tikkiin, kortti jää voimaan ja peli jatkuu; vuoden 2017 lain mukaan väriä tunnustamatta jättänyt pelaaja on voinut tehdä revokin.',
  'law.47.title': 'Pelatun kortin takaisin ottaminen',
  'law.47.text':
    'Pelatun kortin saa ottaa takaisin vain epäsäännöllisyyden korjaamiseksi, kilpailunjohtajan ohjeesta, kun vastustaja virheellisesti sanoi pelaajan olevan lähtövuorossa, tai kun se pelattiin vastustajan korjaamattoman virheellisen selityksen jälkeen eikä sen jälkeen ole pelattu korttia; se, mitä takaisin otettu kortti paljasti, on luvatonta tietoa rikkoneelle puolelle.',
  'law.48.title': 'Pelinviejän korttien näyttäminen',
  'law.48.text':
    'Pelinviejän näyttämistä korteista ei koskaan tule rangaistuskortteja. Pelinviejän, joka levittää korttinsa, katsotaan esittäneen vaatimuksen tai luovutuksen.',
  'law.49.title': 'Puolustuspelaajan korttien näyttäminen',
  'law.49.text':
    'Puolustuspelaajan näyttämästä kortista – kuvapuoli ylöspäin pudonnut, liian aikaisin pelattu tai niin pidetty, että partneri näki sen – tulee rangaistuskortti, ellei jokin toinen pykälä toisin määrää.',
  'law.51.title': 'Kaksi tai useampia rangaistuskortteja',
  'law.51.text':
    'Kun puolustuspelaajan, jolla on kaksi tai useampia sallitusti pelattavia rangaistuskortteja, on pelattava, pelinviejä nimeää, minkä. Kun hänen partnerinsa on lähtövuorossa, pelinviejä voi vaatia tai kieltää lähdön jossakin näiden korttien väreistä.',
  'law.52.title': 'Rangaistuskortin pelaamisen laiminlyönti',
  'law.52.text':
    'Jos puolustuspelaaja pelaa muun kortin, kun laki vaati hänen rangaistuskorttiaan, pelinviejä voi hyväksyä pelatun kortin tai vaatia rangaistuskortin pelattavaksi sen sijaan, jolloin väärin pelatusta kortista tulee suuri rangaistuskortti.',
  'law.53.title': 'Lähtö väärällä vuorolla hyväksytään',
  'law.53.text':
    'Mikä tahansa väärällä vuorolla käännetty lähtö voidaan käsitellä oikeana: siitä tulee lähtö, kun valintaan oikeutettu puoli hyväksyy sen tai pelaa siihen, ja lähtijän vasemmalla puolella oleva pelaa seuraavaksi. Jos sitä ei hyväksytä, lähtö tehdään oikeasta kädestä.',
  'law.55.title': 'Pelinviejän lähtö väärällä vuorolla',
  'law.55.text':
    'Kun pelinviejä lähtee väärästä kädestä tai väärällä vuorolla, kumpi tahansa puolustuspelaaja voi hyväksyä sen; muuten pelinviejä ottaa kortin takaisin ja lähtee oikeasta kädestä, tai puolustuspelaaja lähtee, jos vuoro oli hänen.',
  'law.56.title': 'Puolustuspelaajan lähtö väärällä vuorolla',
  'law.56.text':
    'Puolustuspelaajan väärällä vuorolla tekemä lähtö, jota pelinviejä ei hyväksy, otetaan takaisin, oikea pelaaja lähtee, ja kortista tulee suuri rangaistuskortti.',
  'law.57.title': 'Ennenaikainen lähtö tai pelaaminen',
  'law.57.text':
    'Kun puolustuspelaaja lähtee seuraavaan tikkiin ennen kuin partneri on pelannut, tai pelaa ennen partneriaan, hänen kortistaan tulee suuri rangaistuskortti ja pelinviejä valitsee, miten partneri pelaa tikkiin: lähtövärin korkeimman tai matalimman kortin, tai kortin värissä, jonka pelinviejä vaatii tai kieltää. Jos pelinviejä oli jo pelannut molemmista käsistä, oikaisua ei tehdä; ei myöskään silloin, kun lepääjä oli omin päin pelannut kortin tai luvattomasti ehdottanut sitä (Pykälä 57C). Vuoden 2017 lakien mukaan lepääjän kortti on pelattu vasta, kun pelinviejä on pyytänyt tai osoittanut sen.',
  'law.58.title': 'Samanaikaiset lähdöt tai pelaamiset',
  'law.58.text':
    'Lähtö tai pelaaminen, joka tehdään samaan aikaan toisen pelaajan kanssa, katsotaan tehdyksi tämän jälkeen. Jos pelaaja pelaa kaksi tai useampia kortteja yhtä aikaa ja vain yksi näkyy, se kortti on pelattu ja muut palautetaan käteen ilman muuta oikaisua. Jos useampi kuin yksi näkyy, hän kertoo, minkä tarkoitti; puolustuspelaajan muista korteista tulee rangaistuskortteja.',
  'law.59.title': 'Mahdottomuus lähteä tai pelata vaaditulla tavalla',
  'law.59.text':
    'Pelaaja, joka ei voi lähteä tai pelata oikaisun vaatimalla tavalla, koska hänellä ei ole sellaista korttia, saa pelata minkä tahansa muun sallitun kortin.',
  'law.62.title': 'Revokin korjaaminen',
  'law.62.text':
    'Revokki, joka huomataan ennen kuin se on tullut pysyväksi, on korjattava: sallittu kortti korvaa sen; puolustuspelaajan takaisin ottamasta kortista tulee suuri rangaistuskortti, pelinviejän kortti palautetaan ilman rangaistusta, ja syytön puoli saa vaihtaa revokin jälkeen pelaamansa kortit. Kahdennentoista tikin revokki on korjattava, vaikka se olisi tullut pysyväksi.',
  'law.63.title': 'Revokin pysyväksi tuleminen',
  'law.63.text':
    'Revokki tulee pysyväksi eikä sitä voi enää korjata, kun rikkoja tai hänen partnerinsa lähtee tai pelaa seuraavaan tikkiin tai nimeää siihen kortin, tai kun jompikumpi heistä esittää tai hyväksyy vaatimuksen tai luovutuksen.',
  'law.64.title': 'Menettely revokin tultua pysyväksi',
  'law.64.text':
    'Pelin päätyttyä, jos rikkoja voitti revokkitikin, se tikki ja yksi hänen puolensa myöhemmin voittama tikki siirretään vastustajille; muuten siirretään yksi tikki, jos hänen puolensa voitti revokkitikin tai myöhemmän tikin. Jotkin revokit eivät johda siirtoon – saman pelaajan toinen revokki samassa värissä, revokki kahdennessatoista tikissä – ja kilpailunjohtaja palauttaa tasapuolisuuden, kun siirto ei riitä.',
  'law.65.title': 'Tikkien järjestäminen',
  'law.65.text':
    'Jokainen pelaaja pitää pelaamansa kortit kuvapuoli alaspäin edessään, kukin kortti pituussuunnassa tikin voittanutta puolta kohti, kunnes brikan tuloksesta on sovittu.',
  'law.66.title': 'Tikkien katsominen',
  'law.66.text':
    'Kunnes hänen puolensa on pelannut seuraavaan tikkiin, pelaaja saa katsoa viimeistä tikkiä; sen jälkeen käännettyjä tikkejä ei saa tarkastaa ennen pelin loppua. Jos kortit ovat sekoittuneet niin, ettei tikkejä voi laskea, kilpailunjohtaja ratkaisee selvitettävissä olevan perusteella.',
  'law.67.title': 'Virheellinen tikki',
  'law.67.text':
    'Tikki, jossa on liian vähän tai liikaa kortteja, korjataan: pelaaja, joka ei pelannut, lisää kortin, joka voi olla revokki, ja kaksi korttia pelannut ottaa yhden takaisin kilpailunjohtajan ohjeen mukaan.',
  'law.69.title': 'Hyväksytty vaatimus tai luovutus',
  'law.69.text':
    'Vaatimus tai luovutus pysyy, kun vastustajat hyväksyvät sen eikä kukaan vastusta ennen oikaisuajan päättymistä. Pelaaja, joka hyväksyi sellaisen tikin menettämisen, jonka hänen puolensa olisi hyvin todennäköisesti voittanut, voi perua hyväksyntänsä oikaisuaikana, ja brikka lasketaan uudelleen.',
  'law.70.title': 'Kiistetty vaatimus tai luovutus',
  'law.70.text':
    'Kilpailunjohtaja ratkaisee mahdollisimman oikeudenmukaisesti molemmille puolille, mutta epäselvät kohdat ratkaistaan vaatijaa vastaan: vaatijan on noudatettava ilmoittamaansa pelitapaa, ja avoimiksi jääneissä valinnoissa vastustajat saavat hänelle huonoimman normaalin pelitavan – huolimattoman tai heikon, mutta ei järjettömän. Yhä pelissä oleva valtti, jota vaatimuksessa ei mainittu, lasketaan häntä vastaan, jos hän on voinut unohtaa sen.',
  'law.71.title': 'Luovutuksen kumoaminen',
  'law.71.text':
    'Luovutettu tikki, jota ei olisi voinut menettää millään jäljellä olevien korttien normaalilla pelaamisella, palautetaan, jos kilpailunjohtaja kutsutaan ennen oikaisuajan päättymistä.',
  'law.72.title': 'Yleiset periaatteet',
  'law.72.text':
    'Pelaajien on noudatettava lakia eikä sitä saa rikkoa tahallaan. Jos rikkoja olisi voinut tietää, että epäsäännöllisyys voisi hyvin vahingoittaa vastustajia, kilpailunjohtaja antaa pelin jatkua ja korjaa tulosta jälkeenpäin, jos rikkonut puoli hyötyi siitä.',
  'law.77.title': 'Pisteytys',
  'law.77.text':
    'Jokainen brikka lasketaan erikseen: tikkipisteet tehdystä sitoumuksesta, hyvityspisteet osamerkinnästä, täyspelistä tai slammista, hyvitys tehdystä kahdennetusta tai vastakahdennetusta sitoumuksesta, ylitikit sekä pietit, jotka maksavat enemmän vaaravyöhykkeessä ja kahdennettuina.',
  'law.79.title': 'Voitetut tikit',
  'law.79.text':
    'Pelaajat sopivat voitettujen tikkien määrästä ennen seuraavaa brikkaa; erimielisyys viedään kilpailunjohtajalle. Tulosta voi korjata oikaisuajan päättymiseen asti.',
  'law.85.title': 'Ratkaisut kiistanalaisista tosiasioista',
  'law.85.text':
    'Kun tosiasiat ovat kiistanalaisia, kilpailunjohtaja päättää saatavilla olevan näytön painon perusteella; jos hän ei voi todeta niitä, hän tekee ratkaisun, joka antaa pelin jatkua.',
  'law.86.title': 'Joukkuekilpailu',
  'law.86.text':
    'Joukkueotteluissa kilpailunjohtaja voi antaa korjatun tuloksen, joka ottaa huomioon toisen pöydän tuloksen, kun brikkaa ei voi verrata normaalisti.',
  'law.87.title': 'Virheellinen brikka',
  'law.87.text':
    'Brikka, jonka kortit olivat joissakin pöydissä erilaiset, on virheellinen: tuloksia verrataan vain saman jaon pelanneiden pöytien kesken, ja muut voivat saada korjatun pistetuloksen.',
  'law.90.title': 'Menettelytaparangaistukset',
  'law.90.text':
    'Oikaisun lisäksi kilpailunjohtaja voi antaa pisterangaistuksen oikean menettelyn rikkomisesta – kuten hitaasta pelaamisesta, brikasta puhumisesta, toisten korttien katsomisesta tai lepääjän rajoitusten rikkomisesta.',
};
