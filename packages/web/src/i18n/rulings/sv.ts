/** Domarassistentens ord på svenska, med Svenska Bridgeförbundets lagtermer (2017); samma nycklar som `en.ts`. */
import type { rulingsEn } from './en.js';

export const rulingsSv: Record<keyof typeof rulingsEn, string> = {
  'ruling.claimHeading': 'Anspråk eller avstående',
  'ruling.claimBy': 'Anspråk av',
  'ruling.claimTricks': 'Stick som anspråket gäller',
  'ruling.claimButton': 'Gör anspråk',
  'ruling.cannotRecord': 'Den här handlingen kan inte registreras här.',
  'ruling.claimEvent': 'gör anspråk på {{tricks}} av de återstående sticken',
  'ruling.concedeEvent': 'avstår {{tricks}} av de återstående sticken',
  'ruling.loadLog': 'Hämta en bordslogg',
  'ruling.logText': 'Bordsloggen (JSON, som `stikk replay` läser den)',
  'ruling.loadLogButton': 'Hämta',
  'ruling.option.unknown': 'Ett annat val',
  'ruling.kind.other': 'Fel',
  'ruling.kind.insufficient-bid': 'Otillräckligt kontraktsbud',
  'ruling.kind.lead-out-of-turn': 'Utspel utom tur',
  'ruling.kind.opening-lead-out-of-turn': 'Första utspel utom tur',
  'ruling.kind.call-out-of-rotation': 'Bud utom tur',
  'ruling.kind.revoke': 'Revoke',
  'ruling.kind.exposed-card': 'Kort visat under budgivningen',
  'ruling.kind.unauthorized-information': 'Otillåten information (tvekan)',
  'ruling.kind.penalty-card-lead': 'Utspel när partnern har straffkort',
  'ruling.kind.penalty-card-not-played': 'Straffkort inte spelat när det skulle',
  'ruling.kind.premature-play': 'Kort utspelat eller spelat för tidigt',
  'ruling.kind.follow-suit': 'Inte följt färg',
  'ruling.kind.incomplete-designation': 'Träkarlens kort ofullständigt angivet',
  'ruling.kind.inadmissible-call': 'Otillåten dubbling eller redubbling',
  'ruling.kind.inadmissible-double': 'Otillåten dubbling',
  'ruling.kind.inadmissible-redouble': 'Otillåten redubbling',
  'ruling.kind.change-of-call': 'Ändrat bud',
  'ruling.kind.call-by-player-required-to-pass': 'Bud av en spelare som måste passa',
  'ruling.kind.bid-above-seven': 'Kontraktsbud över sju',
  'ruling.kind.claim': 'Anspråk',
  'ruling.kind.claim-withdrawn': 'Godkännande av anspråk återtaget',
  'ruling.kind.claim-disputed': 'Bestritt anspråk',
  'ruling.kind.expose': 'Kort visat',
  'ruling.kind.lead-restriction': 'Utspelsbegränsning',
  'ruling.kind.change-of-designation': 'Ändrat angivet kort från träkarlen',
  'ruling.kind.lead-hand': 'Utspel från fel hand förhindrat',
  'ruling.kind.penalty-card-designation': 'Vilket straffkort som ska spelas',
  'ruling.kind.call-after-auction': 'Bud efter sista passet',
  'ruling.kind.auction-over': 'Bud efter att budgivningen avslutats',
  'ruling.kind.simultaneous-call': 'Samtidiga bud',
  'ruling.kind.card-exposed-during-auction': 'Kort visat under budgivningen',
  'ruling.kind.card-exposed-by-defender': 'Kort visat av en motspelare',
  'ruling.kind.play-out-of-turn': 'Kort spelat utom tur',
  'ruling.kind.simultaneous-cards': 'Två kort spelade samtidigt',
  'ruling.kind.play-after-end': 'Kort spelat efter att spelet avslutats',

  'option.accept': 'Godta',
  'option.refuse': 'Godta inte',
  'option.reject': 'Godta inte',
  'option.neither': 'Inget av dem',
  'option.highest': 'Spela det högsta kortet',
  'option.lowest': 'Spela det lägsta kortet',
  'option.require-suit': 'Kräv utspel i {{suit}}',
  'option.forbid-suit': 'Förbjud utspel i {{suit}}',
  'option.57A.highest': 'Partnern spelar sitt högsta kort i den spelade färgen',
  'option.57A.lowest': 'Partnern spelar sitt lägsta kort i den spelade färgen',
  'option.57A.require-suit': 'Partnern spelar ett kort i {{suit}}',
  'option.57A.forbid-suit': 'Partnern får inte spela ett kort i {{suit}}',
  'option.declarer-becomes-dummy': 'Spelföraren blir träkarl',
  'option.comparable': 'Jämförbart',
  'option.not-comparable': 'Inte jämförbart',
  'option.withdraw': 'Ta tillbaka budet',
  'option.keep': 'Behåll budet',
  'option.pass': 'Pass',
  'option.intended-call': 'Det avsedda budet',
  'option.sufficient-bid': 'Ett tillräckligt kontraktsbud',
  'option.27B1(a)': 'Det lägsta tillräckliga kontraktsbudet i samma benämning: {{call}}',
  'option.27B1(b)': 'Ett jämförbart bud',
  'option.27B1(b)-2007': 'Ett bud med samma eller mer precis innebörd',
  'option.27B2': 'Ett annat tillräckligt kontraktsbud eller pass (partnern måste då passa resten av budgivningen)',
  'option.25A': 'Det första budet var oavsiktligt: ändringen gäller',
  'option.25B': 'En avsiktlig ändring av budet',
  'option.lead-from': 'Spelföraren spelar ut från {{seat}}',
  'option.award': 'Ge den sida som gjorde anspråket {{count}} stick',
  'option.adjudicate': 'Tävlingsledaren avgör anspråket',
  'option.play-on': 'Spela vidare',
  'option.agree': 'Godta',
  'option.dispute': 'Bestrid',

  'msg.irregularity.insufficient-bid': '{{seat}} bjöd {{call}}, som inte är högre än föregående kontraktsbud.',
  'msg.irregularity.bid-above-seven': '{{seat}} bjöd {{call}}, över sjunivån.',
  'msg.irregularity.inadmissible-double': '{{seat}} dubblade ({{call}}) när dubbling inte var tillåten.',
  'msg.irregularity.inadmissible-redouble': '{{seat}} redubblade ({{call}}) när redubbling inte var tillåten.',
  'msg.irregularity.auction-over': '{{seat}} bjöd {{call}} efter att budgivningen avslutats.',
  'msg.irregularity.call-after-auction': '{{seat}} bjöd {{call}} efter sista passet.',
  'msg.irregularity.call-by-player-required-to-pass': '{{seat}} måste passa men bjöd {{call}}.',
  'msg.irregularity.call-out-of-rotation': '{{seat}} bjöd {{call}} utom tur.',
  'msg.irregularity.change-of-call': '{{seat}} ändrade budet till {{call}}.',
  'msg.irregularity.simultaneous-call': '{{seat}} bjöd {{call}} samtidigt med föregående bud.',
  'msg.irregularity.card-exposed-during-auction': '{{seat}} spelade ut eller visade {{card}} under budgivningen.',
  'msg.irregularity.card-exposed-by-defender': '{{seat}} visade {{card}}.',
  'msg.irregularity.opening-lead-out-of-turn': '{{seat}} gjorde första utspelet, {{card}}, utom tur.',
  'msg.irregularity.lead-out-of-turn': '{{seat}} spelade ut {{card}} utom tur.',
  'msg.irregularity.play-out-of-turn': '{{seat}} spelade {{card}} utom tur.',
  'msg.irregularity.play-after-end': '{{seat}} spelade {{card}} efter att spelet avslutats.',
  'msg.irregularity.incomplete-designation':
    '{{seat}} angav ”{{designation}}” från träkarlen, vilket inte pekar ut ett bestämt kort.',
  'msg.claim.made':
    '{{claimer}} gör anspråk på {{tricks}} av de {{remaining}} återstående sticken; motståndarna godtar eller bestrider.',
  'msg.claim.partner-objects': '{{seat}} invänder mot partnerns anspråk eller avstående.',
  'msg.claim.disputed': '{{seat}} bestrider anspråket; tävlingsledaren avgör.',
  'msg.claim.director': 'Anspråket är bestritt; tävlingsledaren avgör.',
  'msg.claim.trump-unmentioned':
    'En motståndare har fortfarande en trumf som anspråket inte nämnde: kan spelaren som gjorde anspråket ha varit omedveten om den?',
  'msg.claim.by-hand':
    'Det återstår för många kort för att pröva varje normal spelföring: tävlingsledaren bestämmer hur många stick den sida som gjorde anspråket får.',
  'msg.insufficient-bid.election':
    '{{lho}}, till vänster om den felande, får godta det otillräckliga kontraktsbudet {{call}} från {{offender}} genom att bjuda över det. Godtas det inte måste {{offender}} ersätta det.',
  'msg.insufficient-bid.unintended':
    '{{call}} från {{offender}} var oavsiktligt: det avsedda budet ersätter det, utan ytterligare korrigering.',
  'msg.insufficient-bid.replace':
    '{{offender}} måste ersätta det otillräckliga kontraktsbudet {{call}} med ett regelrätt bud; ersättningen avgör korrigeringen.',
  'msg.insufficient-bid.judge':
    'Tävlingsledaren bedömer om {{replacement}} från {{offender}} är jämförbart med det återtagna {{call}}; om inte måste partnern passa resten av budgivningen.',
  'msg.insufficient-bid.judge-2007':
    'Tävlingsledaren bedömer om {{replacement}} från {{offender}} har samma eller mer precis innebörd än det återtagna {{call}}; om inte måste partnern passa resten av budgivningen.',
  'msg.insufficient-bid.after-b3':
    'Dubblingen eller redubblingen från {{offender}} är upphävd: den felande måste bjuda ett tillräckligt kontraktsbud eller passa, och partnern passar resten av budgivningen.',
  'msg.insufficient-bid.b4-election':
    '{{offender}} ersatte det otillräckliga kontraktsbudet med ett annat otillräckligt kontraktsbud; {{lho}} får godta det, annars dömer tävlingsledaren som om det vore en dubbling eller redubbling.',
  'msg.call-out-of-rotation.election':
    '{{offender}} bjöd {{call}} utom tur; det var {{turn}} som stod i tur. {{lho}} får godta budet genom att bjuda; annars upphävs det och turen går tillbaka till {{turn}}.',
  'msg.call-out-of-rotation.judge':
    'Tävlingsledaren bedömer om {{replacement}} från {{offender}} är jämförbart med det upphävda {{call}}; om inte måste partnern passa nästa gång, och utspelsbegränsningar kan gälla.',
  'msg.inadmissible-call.pending':
    '{{call}} från {{offender}} är otillåtet. Bjuder {{lho}} innan tävlingsledaren avgör, upphävs det och alla senare bud; annars bjuder {{offender}} ett regelrätt bud och partnern passar resten av budgivningen.',
  'msg.call-by-player-required-to-pass.pending':
    '{{offender}} måste passa men bjöd {{call}}. Bjuder {{lho}} innan tävlingsledaren avgör, gäller budet; annars ersätts det med pass, och den felande och partnern passar resten av budgivningen.',
  'msg.bid-above-seven.pending':
    '{{call}} från {{offender}} är över sjunivån: det och alla senare bud upphävs, pass ersätter det, och den felande och partnern passar resten av budgivningen.',
  'msg.change-of-call.judge':
    '{{offender}} ändrade {{original}} till {{call}}. Tävlingsledaren bedömer om det första budet var oavsiktligt (då gäller ändringen) eller om ändringen var avsiktlig.',
  'msg.change-of-call.election':
    '{{lho}} får godta det ändrade budet {{call}} från {{offender}}; annars upphävs det och {{original}} gäller.',
  'msg.change-of-call.lho-withdraw':
    'Efter den tillåtna ändringen från {{offender}} får {{lho}} ta tillbaka sitt bud över det första budet.',
  'msg.lead-out-of-turn.declarer-chooses':
    '{{offender}} spelade ut {{card}} utom tur: spelföraren ({{chooser}}) godtar utspelet eller inte.',
  'msg.lead-out-of-turn.defenders-choose':
    '{{offender}} spelade ut {{card}} utom tur för spelförarsidan: motspelarna godtar utspelet eller inte.',
  'msg.premature-play.pending':
    '{{offender}} spelade före partnern: spelföraren väljer hur {{partner}} ska spela till detta stick, och kortet som {{offender}} spelade är ett stort straffkort.',
  'msg.premature-play.dummy-card':
    '{{offender}} spelade före partnern efter att träkarlen ({{dummy}}) hade lagt fram ett kort före motståndaren till höger: tävlingsledaren avgör om träkarlen gjorde det på egen hand (Lag 57C2) eller om spelföraren hade begärt kortet (Lag 57C1). Ingen korrigering i något fall.',
  'msg.penalty-card-lead.pending':
    '{{leader}} ska spela ut medan partnern {{holder}} har ett stort straffkort: spelföraren kräver eller förbjuder utspel i färgen, eller inget av dem.',
  'msg.lead-restriction.pending':
    '{{leader}} spelar ut för första gången efter partnerns återtagna bud: spelföraren får begränsa utspelet.',
  'msg.penalty-card-not-played.pending':
    '{{seat}} spelade {{played}} i stället för straffkortet {{cards}}: spelföraren godtar det eller kräver att straffkortet spelas.',
  'msg.incomplete-designation.declarer': 'Angivelsen pekar inte ut ett kort från träkarlen: {{chooser}} väljer.',
  'msg.incomplete-designation.director': 'Angivelsen pekar inte ut ett kort från träkarlen: tävlingsledaren avgör.',
  'msg.change-of-designation.pending':
    '{{seat}} angav {{to}} efter {{from}}: ändringen gäller bara om det första var oavsiktligt.',
  'msg.lead-hand.pending':
    'Träkarlen, som hade förlorat sina rättigheter, varnade spelföraren för att spela ut från fel hand: vilken som helst av motspelarna väljer handen spelföraren spelar ut från.',
  'msg.simultaneous-cards.pending':
    '{{seat}} spelade {{played}} och {{card}} samtidigt: {{seat}} bestämmer vilket kort som spelas; en motspelares andra kort blir straffkort.',
  'msg.penalty-card-designation.pending':
    '{{seat}} ska spela och får spela vilket som helst av {{count}} straffkort: spelföraren bestämmer vilket.',
  'msg.claim.awarded':
    'Den sida som gjorde anspråket ({{claimer}}) får {{tricks}} av de {{claimed}} stick som anspråket gällde.',
  'msg.claim.withdrawn':
    '{{seat}} återtar godkännandet av anspråket inom korrigeringsperioden; tävlingsledaren ger tillbaka stick som sidan troligen hade vunnit.',
  'msg.claim.withdrawal-upheld':
    '{{count}} stick som sidan som {{seat}} tillhör troligen hade vunnit går tillbaka till den; brickan får ett nytt resultat.',
  'msg.claim.agreement-stands':
    'Sidan som {{seat}} tillhör gav inte bort något stick den troligen hade vunnit: godkännandet av anspråket står fast.',
  'msg.claim.concession-restored':
    '{{count}} avstådda stick som inte kunde förloras går tillbaka till sidan som {{seat}} tillhör.',
  'msg.revoke.corrected': 'Revoken av {{seat}} med {{card}} i stick {{trick}} rättas innan den blev etablerad.',
  'msg.revoke.established':
    'Revoken av {{seat}} i stick {{trick}} är redan etablerad: den rättas inte, spelet fortsätter, och när spelet är slut överförs stick.',
  'msg.revoke.transfer': 'Etablerad revoke av {{seat}} i stick {{trick}}: {{count}} stick går till motståndarna.',
  'msg.revoke.no-transfer': 'Etablerad revoke av {{seat}} i stick {{trick}}: inget stick överförs.',
  'effect.revoke-corrected': 'Revoke av {{seat}} i stick {{trick}}, rättad',
  'effect.revoke-established': 'Etablerad revoke av {{seat}} i stick {{trick}}: {{count}} stick överförda',
  'ruling.line.heading': 'Angiven spelplan (Lag 70D1), i ordning',
  'ruling.line.step': 'Steg',
  'ruling.line.drawTrumps': 'Dra trumfen',
  'ruling.line.cash': 'Ta hem de höga korten i {{suit}}',
  'ruling.line.finesse': 'Maska med {{card}}',
  'ruling.line.ruff': 'Stjäla {{suit}} på den andra handen',
  'ruling.line.play': 'Spela {{card}}',
  'ruling.line.kind.drawTrumps': 'Dra trumfen',
  'ruling.line.kind.cash': 'Ta hem en färg',
  'ruling.line.kind.finesse': 'Maskering',
  'ruling.line.kind.ruff': 'Stjäla en färg',
  'ruling.line.kind.play': 'Spela ett kort',
  'ruling.line.add': 'Lägg till steg',
  'ruling.line.clear': 'Rensa spelplanen',
  'ruling.line.none': 'Ingen spelplan angiven: varje normal ordning är öppen (Lag 70).',
  'ruling.withdrawHeading': 'Godkännandet av anspråket återtaget (Lag 69B)',
  'ruling.withdrawAgreement': '{{seat}} återtar sitt godkännande',
  'ruling.questionHeading': 'Frågor om budgivningen',
  'ruling.questionBy': 'Frågan ställd av',
  'ruling.askReview': 'Upprepning av budgivningen',
  'ruling.askExplain': 'Förklaring av motståndarnas bud',
  'ruling.correctExplanation': 'Rättelse av en förklaring av egna bud',
  'ruling.reviewEvent': 'begär att budgivningen upprepas',
  'ruling.explainEvent': 'begär förklaring av motståndarnas bud',
  'ruling.explainCallEvent': 'frågar vad {{call}} betyder',
  'ruling.correctEvent': 'rättar en förklaring',
  'ruling.correctCallEvent': 'rättar förklaringen av {{call}}',
  'ruling.withdrawEvent': 'återtar sitt godkännande av anspråket',
};
