/** Ratkaisuavustajan sanat suomeksi, Suomen Bridgeliiton lakitermein; samat avaimet kuin `en.ts`. */
import type { rulingsEn } from './en.js';

export const rulingsFi: Record<keyof typeof rulingsEn, string> = {
  'ruling.claimHeading': 'Vaatimus tai luovutus',
  'ruling.claimBy': 'Vaatimuksen esittäjä',
  'ruling.claimTricks': 'Vaaditut tikit',
  'ruling.claimButton': 'Esitä vaatimus',
  'ruling.cannotRecord': 'Tätä tapahtumaa ei voi kirjata tässä vaiheessa.',
  'ruling.claimEvent': 'vaatii {{tricks}} jäljellä olevista tikeistä',
  'ruling.concedeEvent': 'luovuttaa {{tricks}} jäljellä olevista tikeistä',
  'ruling.loadLog': 'Lataa pöytäloki',
  'ruling.logText': 'Pöytäloki (JSON-muodossa, kuten `stikk replay` sen lukee)',
  'ruling.loadLogButton': 'Lataa',
  'ruling.option.unknown': 'Muu vaihtoehto',
  'ruling.kind.other': 'Epäsäännöllisyys',
  'ruling.kind.insufficient-bid': 'Riittämätön maalaus',
  'ruling.kind.lead-out-of-turn': 'Lähtö väärällä vuorolla',
  'ruling.kind.opening-lead-out-of-turn': 'Aloituskortti väärällä vuorolla',
  'ruling.kind.call-out-of-rotation': 'Tarjous väärällä vuorolla',
  'ruling.kind.revoke': 'Revokki',
  'ruling.kind.exposed-card': 'Kortti näkyi tarjousvaiheessa',
  'ruling.kind.unauthorized-information': 'Luvaton tieto (empiminen)',
  'ruling.kind.penalty-card-lead': 'Lähtö, kun partnerilla on rangaistuskortti',
  'ruling.kind.penalty-card-not-played': 'Rangaistuskorttia ei pelattu ajallaan',
  'ruling.kind.premature-play': 'Kortti pelattu liian aikaisin',
  'ruling.kind.follow-suit': 'Väriä ei tunnustettu',
  'ruling.kind.incomplete-designation': 'Lepääjän kortti nimetty epätäydellisesti',
  'ruling.kind.inadmissible-call': 'Kelvoton kahdennus tai vastakahdennus',
  'ruling.kind.inadmissible-double': 'Kelvoton kahdennus',
  'ruling.kind.inadmissible-redouble': 'Kelvoton vastakahdennus',
  'ruling.kind.change-of-call': 'Tarjouksen muuttaminen',
  'ruling.kind.call-by-player-required-to-pass': 'Tarjous pelaajalta, jonka piti passata',
  'ruling.kind.bid-above-seven': 'Maalaus yli seitsemän',
  'ruling.kind.claim': 'Vaatimus',
  'ruling.kind.claim-withdrawn': 'Vaatimuksen hyväksyntä peruttu',
  'ruling.kind.claim-disputed': 'Kiistetty vaatimus',
  'ruling.kind.expose': 'Kortti näkyi',
  'ruling.kind.lead-restriction': 'Lähtökorttirajoitus',
  'ruling.kind.change-of-designation': 'Lepääjän kortin nimeämisen muutos',
  'ruling.kind.lead-hand': 'Lähtö väärästä kädestä estetty',
  'ruling.kind.penalty-card-designation': 'Mikä rangaistuskortti pelataan',
  'ruling.kind.call-after-auction': 'Tarjous loppupassin jälkeen',
  'ruling.kind.auction-over': 'Tarjous tarjoussarjan päätyttyä',
  'ruling.kind.simultaneous-call': 'Samanaikaiset tarjoukset',
  'ruling.kind.card-exposed-during-auction': 'Kortti näkyi tarjousvaiheessa',
  'ruling.kind.card-exposed-by-defender': 'Puolustuspelaajan näyttämä kortti',
  'ruling.kind.play-out-of-turn': 'Kortti pelattu väärällä vuorolla',
  'ruling.kind.simultaneous-cards': 'Kaksi korttia pelattu yhtä aikaa',
  'ruling.kind.play-after-end': 'Kortti pelattu pelin päätyttyä',

  'option.accept': 'Hyväksy',
  'option.refuse': 'Älä hyväksy',
  'option.reject': 'Älä hyväksy',
  'option.neither': 'Ei kumpaakaan',
  'option.highest': 'Pelaa korkein kortti',
  'option.lowest': 'Pelaa matalin kortti',
  'option.require-suit': 'Vaadi lähtö värissä {{suit}}',
  'option.forbid-suit': 'Kiellä lähtö värissä {{suit}}',
  'option.57A.highest': 'Partneri pelaa korkeimman korttinsa lähtökortin värissä',
  'option.57A.lowest': 'Partneri pelaa matalimman korttinsa lähtökortin värissä',
  'option.57A.require-suit': 'Partneri pelaa kortin värissä {{suit}}',
  'option.57A.forbid-suit': 'Partneri ei saa pelata korttia värissä {{suit}}',
  'option.declarer-becomes-dummy': 'Pelinviejästä tulee lepääjä',
  'option.comparable': 'Vastaava',
  'option.not-comparable': 'Ei vastaava',
  'option.withdraw': 'Peruuta tarjous',
  'option.keep': 'Pidä tarjous',
  'option.pass': 'Passi',
  'option.intended-call': 'Tarkoitettu tarjous',
  'option.sufficient-bid': 'Riittävä maalaus',
  'option.27B1(a)': 'Alin riittävä maalaus samassa pelin vaihtoehdossa: {{call}}',
  'option.27B1(b)': 'Vastaava tarjous',
  'option.27B1(b)-2007': 'Tarjous, jolla on sama tai tarkempi merkitys',
  'option.27B2': 'Jokin muu riittävä maalaus tai passi (partnerin on silloin passattava tarjoussarjan loppuun)',
  'option.25A': 'Ensimmäinen tarjous oli tahaton: muutos pysyy',
  'option.25B': 'Tarkoituksellinen tarjouksen muutos',
  'option.lead-from': 'Pelinviejä lähtee kädestä {{seat}}',
  'option.award': 'Vaatimuksen esittäneelle puolelle {{count}} tikkiä',
  'option.adjudicate': 'Kilpailunjohtaja ratkaisee vaatimuksen',
  'option.play-on': 'Jatketaan pelaamista',
  'option.agree': 'Hyväksy',
  'option.dispute': 'Kiistä',

  'msg.irregularity.insufficient-bid': '{{seat}} maalasi {{call}}, joka ei ole edellistä maalausta korkeampi.',
  'msg.irregularity.bid-above-seven': '{{seat}} maalasi {{call}}, yli seitsemän tason.',
  'msg.irregularity.inadmissible-double': '{{seat}} kahdensi ({{call}}), vaikka kahdennus ei ollut sallittu.',
  'msg.irregularity.inadmissible-redouble':
    '{{seat}} vastakahdensi ({{call}}), vaikka vastakahdennus ei ollut sallittu.',
  'msg.irregularity.auction-over': '{{seat}} tarjosi {{call}} tarjoussarjan päätyttyä.',
  'msg.irregularity.call-after-auction': '{{seat}} tarjosi {{call}} loppupassin jälkeen.',
  'msg.irregularity.call-by-player-required-to-pass': '{{seat}} olisi joutunut passaamaan, mutta tarjosi {{call}}.',
  'msg.irregularity.call-out-of-rotation': '{{seat}} tarjosi {{call}} väärällä vuorolla.',
  'msg.irregularity.change-of-call': '{{seat}} muutti tarjouksensa: {{call}}.',
  'msg.irregularity.simultaneous-call': '{{seat}} tarjosi {{call}} samaan aikaan edellisen tarjouksen kanssa.',
  'msg.irregularity.card-exposed-during-auction': '{{seat}} lähti tai näytti kortin {{card}} tarjousvaiheessa.',
  'msg.irregularity.card-exposed-by-defender': '{{seat}} näytti kortin {{card}}.',
  'msg.irregularity.opening-lead-out-of-turn': '{{seat}} pelasi aloituskortin {{card}} väärällä vuorolla.',
  'msg.irregularity.lead-out-of-turn': '{{seat}} lähti kortilla {{card}} väärällä vuorolla.',
  'msg.irregularity.play-out-of-turn': '{{seat}} pelasi kortin {{card}} väärällä vuorolla.',
  'msg.irregularity.play-after-end': '{{seat}} pelasi kortin {{card}} pelin päätyttyä.',
  'msg.irregularity.incomplete-designation':
    '{{seat}} nimesi lepääjältä ”{{designation}}”, mikä ei yksilöi yhtä korttia.',
  'msg.claim.made':
    '{{claimer}} vaatii {{tricks}} jäljellä olevasta {{remaining}} tikistä; vastustajat hyväksyvät tai kiistävät.',
  'msg.claim.partner-objects': '{{seat}} vastustaa partnerinsa vaatimusta tai luovutusta.',
  'msg.claim.disputed': '{{seat}} kiistää vaatimuksen; kilpailunjohtaja ratkaisee.',
  'msg.claim.director': 'Vaatimus on kiistetty; kilpailunjohtaja ratkaisee.',
  'msg.claim.trump-unmentioned':
    'Vastustajalla on yhä valtti, jota vaatimuksessa ei mainittu: onko mahdollista, ettei vaatija tiennyt siitä?',
  'msg.claim.by-hand':
    'Kortteja on jäljellä liikaa jokaisen normaalin pelitavan kokeilemiseen: kilpailunjohtaja päättää, montako tikkiä vaatijan puoli saa.',
  'msg.insufficient-bid.election':
    'Rikkojan vasemmalla puolella istuva {{lho}} voi hyväksyä riittämättömän maalauksen {{call}} (rikkoja {{offender}}) tarjoamalla sen yli. Jos sitä ei hyväksytä, {{offender}} joutuu korvaamaan sen.',
  'msg.insufficient-bid.unintended':
    'Maalaus {{call}} (rikkoja {{offender}}) oli tahaton: tarkoitettu tarjous korvaa sen ilman lisäoikaisua.',
  'msg.insufficient-bid.replace':
    '{{offender}} joutuu korvaamaan riittämättömän maalauksen {{call}} sallitulla tarjouksella; korvaava tarjous ratkaisee oikaisun.',
  'msg.insufficient-bid.judge':
    'Kilpailunjohtaja arvioi, onko tarjous {{replacement}} (rikkoja {{offender}}) vastaava kuin peruutettu {{call}}; jos ei ole, partnerin on passattava tarjoussarjan loppuun.',
  'msg.insufficient-bid.judge-2007':
    'Kilpailunjohtaja arvioi, onko tarjouksella {{replacement}} (rikkoja {{offender}}) sama tai tarkempi merkitys kuin peruutetulla {{call}}; jos ei ole, partnerin on passattava tarjoussarjan loppuun.',
  'msg.insufficient-bid.after-b3':
    'Kahdennus tai vastakahdennus (rikkoja {{offender}}) kumotaan: rikkojan on maalattava riittävästi tai passattava, ja partneri passaa tarjoussarjan loppuun.',
  'msg.insufficient-bid.b4-election':
    '{{offender}} korvasi riittämättömän maalauksen toisella riittämättömällä maalauksella; {{lho}} voi hyväksyä sen, muuten kilpailunjohtaja ratkaisee kuin kyseessä olisi kahdennus tai vastakahdennus.',
  'msg.call-out-of-rotation.election':
    '{{offender}} tarjosi {{call}} väärällä vuorolla; vuorossa oli {{turn}}. {{lho}} voi hyväksyä tarjouksen tarjoamalla; muuten se kumotaan ja vuoro palaa: {{turn}}.',
  'msg.call-out-of-rotation.judge':
    'Kilpailunjohtaja arvioi, onko tarjous {{replacement}} (rikkoja {{offender}}) vastaava kuin kumottu {{call}}; jos ei ole, partnerin on passattava seuraavalla vuorollaan, ja lähtökorttirajoituksia voi seurata.',
  'msg.inadmissible-call.pending':
    'Tarjous {{call}} (rikkoja {{offender}}) on kelvoton. Jos {{lho}} tarjoaa ennen kilpailunjohtajan päätöstä, se ja kaikki myöhemmät tarjoukset kumotaan; muuten {{offender}} tekee sallitun tarjouksen ja partneri passaa tarjoussarjan loppuun.',
  'msg.call-by-player-required-to-pass.pending':
    '{{offender}} olisi joutunut passaamaan, mutta tarjosi {{call}}. Jos {{lho}} tarjoaa ennen kilpailunjohtajan päätöstä, tarjous pysyy; muuten passi korvaa sen, ja rikkoja ja partneri passaavat tarjoussarjan loppuun.',
  'msg.bid-above-seven.pending':
    'Maalaus {{call}} (rikkoja {{offender}}) ylittää seitsemän tason: se ja kaikki myöhemmät tarjoukset kumotaan, passi korvaa sen, ja rikkoja ja partneri passaavat tarjoussarjan loppuun.',
  'msg.change-of-call.judge':
    '{{offender}} muutti tarjouksen {{original}} tarjoukseksi {{call}}. Kilpailunjohtaja arvioi, oliko ensimmäinen tarjous tahaton (jolloin muutos pysyy) vai oliko muutos tarkoituksellinen.',
  'msg.change-of-call.election':
    '{{lho}} voi hyväksyä muutetun tarjouksen {{call}} (rikkoja {{offender}}); muuten se kumotaan ja {{original}} pysyy.',
  'msg.change-of-call.lho-withdraw':
    'Kun {{offender}} on saanut muuttaa tarjouksensa, {{lho}} voi peruuttaa ensimmäisen tarjouksen jälkeen tekemänsä tarjouksen.',
  'msg.lead-out-of-turn.declarer-chooses':
    '{{offender}} lähti kortilla {{card}} väärällä vuorolla: pelinviejä ({{chooser}}) hyväksyy lähdön tai ei.',
  'msg.lead-out-of-turn.defenders-choose':
    '{{offender}} lähti kortilla {{card}} väärällä vuorolla pelinviejän puolelta: puolustuspelaajat hyväksyvät lähdön tai eivät.',
  'msg.premature-play.pending':
    '{{offender}} pelasi ennen partneriaan: pelinviejä valitsee, miten {{partner}} pelaa tähän tikkiin, ja pelaajan {{offender}} kortti on suuri rangaistuskortti.',
  'msg.premature-play.dummy-card':
    '{{offender}} pelasi ennen partneriaan, kun lepääjä ({{dummy}}) oli laittanut kortin esiin ennen oikeanpuoleista vastustajaansa: kilpailunjohtaja ratkaisee, tekikö lepääjä sen omin päin vai oliko pelinviejä pyytänyt kortin (Pykälä 57C). Oikaisua ei tehdä kummassakaan tapauksessa.',
  'msg.penalty-card-lead.pending':
    '{{leader}} on lähtövuorossa, ja partnerilla ({{holder}}) on suuri rangaistuskortti: pelinviejä vaatii tai kieltää lähdön sen värissä, tai ei kumpaakaan.',
  'msg.lead-restriction.pending':
    '{{leader}} lähtee ensimmäistä kertaa partnerin peruutetun tarjouksen jälkeen: pelinviejä voi rajoittaa lähtöä.',
  'msg.penalty-card-not-played.pending':
    '{{seat}} pelasi kortin {{played}} rangaistuskortin {{cards}} sijaan: pelinviejä hyväksyy sen tai vaatii rangaistuskortin pelattavaksi.',
  'msg.incomplete-designation.declarer': 'Nimeäminen ei yksilöi lepääjän korttia: {{chooser}} valitsee.',
  'msg.incomplete-designation.director': 'Nimeäminen ei yksilöi lepääjän korttia: kilpailunjohtaja päättää.',
  'msg.change-of-designation.pending':
    '{{seat}} nimesi kortin {{to}} kortin {{from}} jälkeen: muutos pysyy vain, jos ensimmäinen nimeäminen oli tahaton.',
  'msg.lead-hand.pending':
    'Oikeutensa menettänyt lepääjä varoitti pelinviejää lähtemästä väärästä kädestä: kumpi tahansa puolustuspelaaja valitsee käden, josta pelinviejä lähtee.',
  'msg.simultaneous-cards.pending':
    '{{seat}} pelasi kortit {{played}} ja {{card}} yhtä aikaa: {{seat}} nimeää pelatun kortin; puolustuspelaajan toisesta kortista tulee rangaistuskortti.',
  'msg.penalty-card-designation.pending':
    '{{seat}} on pelivuorossa ja saa pelata minkä tahansa {{count}} rangaistuskortistaan: pelinviejä nimeää, minkä.',
  'msg.claim.awarded': 'Vaatijan puoli ({{claimer}}) saa {{tricks}} vaaditusta {{claimed}} tikistä.',
  'msg.claim.withdrawn':
    '{{seat}} peruu vaatimuksen hyväksynnän oikaisuaikana; kilpailunjohtaja palauttaa tikit, jotka puoli olisi todennäköisesti voittanut.',
  'msg.claim.withdrawal-upheld':
    '{{count}} tikkiä, jotka puoli, johon {{seat}} kuuluu, olisi todennäköisesti voittanut, palautetaan sille; brikka lasketaan uudelleen.',
  'msg.claim.agreement-stands':
    'Puoli, johon {{seat}} kuuluu, ei luovuttanut tikkiä, jonka se olisi todennäköisesti voittanut: vaatimuksen hyväksyntä pysyy.',
  'msg.claim.concession-restored':
    '{{count}} luovutettua tikkiä, joita ei olisi voinut menettää, palautetaan puolelle, johon {{seat}} kuuluu.',
  'msg.revoke.corrected':
    'Revokki ({{seat}}, kortti {{card}}, tikki {{trick}}) korjataan ennen kuin se tuli pysyväksi.',
  'msg.revoke.established':
    'Revokki ({{seat}}, tikki {{trick}}) on jo tullut pysyväksi: sitä ei korjata, peli jatkuu, ja pelin päätyttyä tikkejä siirretään.',
  'msg.revoke.transfer':
    'Pysyväksi tullut revokki ({{seat}}, tikki {{trick}}): {{count}} tikkiä siirretään vastapuolelle.',
  'msg.revoke.no-transfer': 'Pysyväksi tullut revokki ({{seat}}, tikki {{trick}}): tikkejä ei siirretä.',
  'effect.revoke-corrected': 'Revokki: {{seat}}, tikki {{trick}}, korjattu',
  'effect.revoke-established': 'Pysyväksi tullut revokki: {{seat}}, tikki {{trick}}: {{count}} tikkiä siirretty',
  'ruling.line.heading': 'Ilmoitettu pelilinja (Pykälä 70D1), järjestyksessä',
  'ruling.line.step': 'Vaihe',
  'ruling.line.drawTrumps': 'Valttien poisto',
  'ruling.line.cash': 'Kotiutetaan maan {{suit}} varmat tikit',
  'ruling.line.finesse': 'Maskataan kortilla {{card}}',
  'ruling.line.ruff': 'Maa {{suit}} sakataan toisessa kädessä',
  'ruling.line.play': 'Pelataan {{card}}',
  'ruling.line.kind.drawTrumps': 'Valttien poisto',
  'ruling.line.kind.cash': 'Maan kotiutus',
  'ruling.line.kind.finesse': 'Maskaus',
  'ruling.line.kind.ruff': 'Maan sakkaus',
  'ruling.line.kind.play': 'Kortin pelaaminen',
  'ruling.line.add': 'Lisää vaihe',
  'ruling.line.clear': 'Tyhjennä pelilinja',
  'ruling.line.none': 'Pelilinjaa ei ilmoitettu: jokainen normaali järjestys on avoin (Pykälä 70).',
  'ruling.withdrawHeading': 'Hyväksyntä peruttu (Pykälä 69B)',
  'ruling.withdrawAgreement': '{{seat}} peruu hyväksyntänsä',
  'ruling.questionHeading': 'Kysymykset tarjoussarjasta',
  'ruling.questionBy': 'Kysyjä',
  'ruling.askReview': 'Tarjoussarjan kertaus',
  'ruling.askExplain': 'Vastustajien tarjousten selitys',
  'ruling.correctExplanation': 'Oman tarjouksen selityksen korjaus',
  'ruling.reviewEvent': 'pyytää kertaamaan tarjoussarjan',
  'ruling.explainEvent': 'pyytää selitystä vastustajien tarjouksille',
  'ruling.explainCallEvent': 'kysyy, mitä {{call}} tarkoittaa',
  'ruling.correctEvent': 'korjaa selityksen',
  'ruling.correctCallEvent': 'korjaa tarjouksen {{call}} selityksen',
  'ruling.withdrawEvent': 'peruu vaatimuksen hyväksyntänsä',
};
