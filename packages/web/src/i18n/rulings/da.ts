/** Kendelsesassistentens ord på dansk, med lovenes danske termer; samme nøgler som `en.ts`. */
import type { rulingsEn } from './en.js';

export const rulingsDa: Record<keyof typeof rulingsEn, string> = {
  'ruling.claimHeading': 'Claim eller opgivelse',
  'ruling.claimBy': 'Claim fra',
  'ruling.claimTricks': 'Stik der claimes',
  'ruling.claimButton': 'Fremsæt claim',
  'ruling.cannotRecord': 'Denne handling kan ikke registreres her.',
  'ruling.claimEvent': 'claimer {{tricks}} af de resterende stik',
  'ruling.concedeEvent': 'opgiver {{tricks}} af de resterende stik',
  'ruling.loadLog': 'Indlæs en bordlog',
  'ruling.logText': 'Bordloggen (JSON, som `stikk replay` læser den)',
  'ruling.loadLogButton': 'Indlæs',
  'ruling.option.unknown': 'Et andet valg',
  'ruling.kind.other': 'Uregelmæssighed',
  'ruling.kind.insufficient-bid': 'Utilstrækkeligt bud',
  'ruling.kind.lead-out-of-turn': 'Udspil uden for tur',
  'ruling.kind.opening-lead-out-of-turn': 'Åbningsudspil uden for tur',
  'ruling.kind.call-out-of-rotation': 'Melding uden for tur',
  'ruling.kind.revoke': 'Kulørsvigt',
  'ruling.kind.exposed-card': 'Kort vist under meldeforløbet',
  'ruling.kind.unauthorized-information': 'Ubeføjede oplysninger (tøven)',
  'ruling.kind.penalty-card-lead': 'Udspil mens makker har strafkort',
  'ruling.kind.penalty-card-not-played': 'Strafkort ikke spillet, da det skulle',
  'ruling.kind.premature-play': 'Kort spillet ud eller spillet for tidligt',
  'ruling.kind.follow-suit': 'Ikke bekendt kulør',
  'ruling.kind.incomplete-designation': 'Kort fra den blinde angivet ufuldstændigt',
  'ruling.kind.inadmissible-call': 'Ulovlig dobling eller redobling',
  'ruling.kind.inadmissible-double': 'Ulovlig dobling',
  'ruling.kind.inadmissible-redouble': 'Ulovlig redobling',
  'ruling.kind.change-of-call': 'Ændring af melding',
  'ruling.kind.call-by-player-required-to-pass': 'Melding fra en spiller, der skulle passe',
  'ruling.kind.bid-above-seven': 'Bud over syv',
  'ruling.kind.claim': 'Claim',
  'ruling.kind.claim-withdrawn': 'Accept af claim trukket tilbage',
  'ruling.kind.claim-disputed': 'Bestridt claim',
  'ruling.kind.expose': 'Kort vist',
  'ruling.kind.lead-restriction': 'Udspilsbegrænsning',
  'ruling.kind.change-of-designation': 'Ændret angivelse af kort fra den blinde',
  'ruling.kind.lead-hand': 'Udspil fra forkert hånd forhindret',
  'ruling.kind.penalty-card-designation': 'Hvilket strafkort der skal spilles',
  'ruling.kind.call-after-auction': 'Melding efter sidste pas',
  'ruling.kind.auction-over': 'Melding efter meldeforløbets afslutning',
  'ruling.kind.simultaneous-call': 'Samtidige meldinger',
  'ruling.kind.card-exposed-during-auction': 'Kort vist under meldeforløbet',
  'ruling.kind.card-exposed-by-defender': 'Kort vist af en modspiller',
  'ruling.kind.play-out-of-turn': 'Kort spillet uden for tur',
  'ruling.kind.simultaneous-cards': 'To kort spillet samtidig',
  'ruling.kind.play-after-end': 'Kort spillet efter spillets afslutning',

  'option.accept': 'Accepter',
  'option.refuse': 'Accepter ikke',
  'option.reject': 'Accepter ikke',
  'option.neither': 'Ingen af delene',
  'option.highest': 'Spil det højeste kort',
  'option.lowest': 'Spil det laveste kort',
  'option.require-suit': 'Kræv udspil i {{suit}}',
  'option.forbid-suit': 'Forbyd udspil i {{suit}}',
  'option.57A.highest': 'Makker spiller sit højeste kort i den udspillede kulør',
  'option.57A.lowest': 'Makker spiller sit laveste kort i den udspillede kulør',
  'option.57A.require-suit': 'Makker spiller et kort i {{suit}}',
  'option.57A.forbid-suit': 'Makker må ikke spille et kort i {{suit}}',
  'option.declarer-becomes-dummy': 'Spilføreren bliver den blinde',
  'option.comparable': 'Sammenlignelig',
  'option.not-comparable': 'Ikke sammenlignelig',
  'option.withdraw': 'Tag meldingen tilbage',
  'option.keep': 'Behold meldingen',
  'option.pass': 'Pas',
  'option.intended-call': 'Den tilsigtede melding',
  'option.sufficient-bid': 'Et tilstrækkeligt bud',
  'option.27B1(a)': 'Det laveste tilstrækkelige bud i samme benævnelse: {{call}}',
  'option.27B1(b)': 'En sammenlignelig melding',
  'option.27B1(b)-2007': 'En melding med samme eller mere præcis betydning',
  'option.27B2': 'Et andet tilstrækkeligt bud eller pas (makker skal så passe resten af meldeforløbet)',
  'option.25A': 'Den første melding var utilsigtet: ændringen står ved magt',
  'option.25B': 'En bevidst ændring af meldingen',
  'option.lead-from': 'Spilføreren spiller ud fra {{seat}}',
  'option.award': 'Giv den claimende side {{count}} stik',
  'option.adjudicate': 'Turneringslederen afgør claimet',
  'option.play-on': 'Spil videre',
  'option.agree': 'Accepter',
  'option.dispute': 'Bestrid',

  'msg.irregularity.insufficient-bid': '{{seat}} meldte {{call}}, som ikke er højere end det forrige bud.',
  'msg.irregularity.bid-above-seven': '{{seat}} meldte {{call}}, over syv-trinnet.',
  'msg.irregularity.inadmissible-double': '{{seat}} doblede ({{call}}), da dobling ikke var tilladt.',
  'msg.irregularity.inadmissible-redouble': '{{seat}} redoblede ({{call}}), da redobling ikke var tilladt.',
  'msg.irregularity.auction-over': '{{seat}} meldte {{call}} efter meldeforløbets afslutning.',
  'msg.irregularity.call-after-auction': '{{seat}} meldte {{call}} efter sidste pas.',
  'msg.irregularity.call-by-player-required-to-pass': '{{seat}} skulle passe, men meldte {{call}}.',
  'msg.irregularity.call-out-of-rotation': '{{seat}} meldte {{call}} uden for tur.',
  'msg.irregularity.change-of-call': '{{seat}} ændrede meldingen til {{call}}.',
  'msg.irregularity.simultaneous-call': '{{seat}} meldte {{call}} samtidig med den forrige melding.',
  'msg.irregularity.card-exposed-during-auction': '{{seat}} spillede ud eller viste {{card}} under meldeforløbet.',
  'msg.irregularity.card-exposed-by-defender': '{{seat}} viste {{card}}.',
  'msg.irregularity.opening-lead-out-of-turn': '{{seat}} tog åbningsudspillet, {{card}}, uden for tur.',
  'msg.irregularity.lead-out-of-turn': '{{seat}} spillede {{card}} ud uden for tur.',
  'msg.irregularity.play-out-of-turn': '{{seat}} spillede {{card}} uden for tur.',
  'msg.irregularity.play-after-end': '{{seat}} spillede {{card}} efter spillets afslutning.',
  'msg.irregularity.incomplete-designation':
    '{{seat}} angav »{{designation}}« fra den blinde, hvilket ikke udpeger ét bestemt kort.',
  'msg.claim.made':
    '{{claimer}} claimer {{tricks}} af de {{remaining}} resterende stik; modstanderne accepterer eller bestrider.',
  'msg.claim.partner-objects': '{{seat}} protesterer mod makkers claim eller opgivelse.',
  'msg.claim.disputed': '{{seat}} bestrider claimet; turneringslederen afgør.',
  'msg.claim.director': 'Claimet er bestridt; turneringslederen afgør.',
  'msg.claim.trump-unmentioned':
    'En modstander har stadig en trumf, som claimet ikke nævnte: kan den claimende spiller have overset den?',
  'msg.claim.by-hand':
    'Der er for mange kort tilbage til at prøve hver normal spilleføring: turneringslederen fastsætter, hvor mange stik den claimende side får.',
  'msg.insufficient-bid.election':
    '{{lho}}, til venstre for den fejlende, kan acceptere det utilstrækkelige bud {{call}} fra {{offender}} ved at melde over det. Accepteres det ikke, skal {{offender}} erstatte det.',
  'msg.insufficient-bid.unintended':
    '{{call}} fra {{offender}} var utilsigtet: den tilsigtede melding erstatter det uden yderligere berigtigelse.',
  'msg.insufficient-bid.replace':
    '{{offender}} skal erstatte det utilstrækkelige bud {{call}} med en lovlig melding; erstatningen afgør berigtigelsen.',
  'msg.insufficient-bid.judge':
    'Turneringslederen vurderer, om {{replacement}} fra {{offender}} er sammenlignelig med det tilbagetagne {{call}}; hvis ikke, skal makker passe resten af meldeforløbet.',
  'msg.insufficient-bid.judge-2007':
    'Turneringslederen vurderer, om {{replacement}} fra {{offender}} har samme eller mere præcis betydning end det tilbagetagne {{call}}; hvis ikke, skal makker passe resten af meldeforløbet.',
  'msg.insufficient-bid.after-b3':
    'Doblingen eller redoblingen fra {{offender}} er annulleret: den fejlende skal melde et tilstrækkeligt bud eller passe, og makker passer resten af meldeforløbet.',
  'msg.insufficient-bid.b4-election':
    '{{offender}} erstattede det utilstrækkelige bud med et nyt utilstrækkeligt bud; {{lho}} kan acceptere det, ellers afgør turneringslederen, som var det en dobling eller redobling.',
  'msg.call-out-of-rotation.election':
    '{{offender}} meldte {{call}} uden for tur; det var {{turn}}, der skulle melde. {{lho}} kan acceptere meldingen ved at melde; ellers annulleres den, og turen går tilbage til {{turn}}.',
  'msg.call-out-of-rotation.judge':
    'Turneringslederen vurderer, om {{replacement}} fra {{offender}} er sammenlignelig med den annullerede {{call}}; hvis ikke, skal makker passe ved næste tur, og der kan komme udspilsbegrænsninger.',
  'msg.inadmissible-call.pending':
    '{{call}} fra {{offender}} er ulovlig. Melder {{lho}}, før turneringslederen afgør, annulleres den og alle senere meldinger; ellers afgiver {{offender}} en lovlig melding, og makker passer resten af meldeforløbet.',
  'msg.call-by-player-required-to-pass.pending':
    '{{offender}} skulle passe, men meldte {{call}}. Melder {{lho}}, før turneringslederen afgør, står den ved magt; ellers erstattes den af pas, og den fejlende og makker passer resten af meldeforløbet.',
  'msg.bid-above-seven.pending':
    '{{call}} fra {{offender}} er over syv-trinnet: den og alle senere meldinger annulleres, pas erstatter den, og den fejlende og makker passer resten af meldeforløbet.',
  'msg.change-of-call.judge':
    '{{offender}} ændrede {{original}} til {{call}}. Turneringslederen vurderer, om den første melding var utilsigtet (så står ændringen ved magt), eller om ændringen var bevidst.',
  'msg.change-of-call.election':
    '{{lho}} kan acceptere den ændrede melding {{call}} fra {{offender}}; ellers annulleres den, og {{original}} står ved magt.',
  'msg.change-of-call.lho-withdraw':
    'Efter den tilladte ændring fra {{offender}} kan {{lho}} tage sin melding over den første melding tilbage.',
  'msg.lead-out-of-turn.declarer-chooses':
    '{{offender}} spillede {{card}} ud uden for tur: spilføreren ({{chooser}}) accepterer udspillet eller ej.',
  'msg.lead-out-of-turn.defenders-choose':
    '{{offender}} spillede {{card}} ud uden for tur for spilførerens side: modspillerne accepterer udspillet eller ej.',
  'msg.premature-play.pending':
    '{{offender}} spillede før makker: spilføreren vælger, hvordan {{partner}} skal spille til dette stik, og kortet fra {{offender}} er et stort strafkort.',
  'msg.premature-play.dummy-card':
    '{{offender}} spillede før makker, efter at den blinde ({{dummy}}) havde lagt et kort frem før sin højre modstander: turneringslederen afgør, om den blinde gjorde det på egen hånd, eller om spilføreren havde bedt om kortet (§ 57C). Ingen berigtigelse i noget tilfælde.',
  'msg.penalty-card-lead.pending':
    '{{leader}} skal spille ud, mens makker {{holder}} har et stort strafkort: spilføreren kræver eller forbyder udspil i farven, eller ingen af delene.',
  'msg.lead-restriction.pending':
    '{{leader}} spiller ud for første gang efter makkers tilbagetagne melding: spilføreren kan begrænse udspillet.',
  'msg.penalty-card-not-played.pending':
    '{{seat}} spillede {{played}} i stedet for strafkortet {{cards}}: spilføreren accepterer det eller kræver strafkortet spillet.',
  'msg.incomplete-designation.declarer': 'Angivelsen udpeger ikke ét kort fra den blinde: {{chooser}} vælger.',
  'msg.incomplete-designation.director': 'Angivelsen udpeger ikke ét kort fra den blinde: turneringslederen afgør.',
  'msg.change-of-designation.pending':
    '{{seat}} angav {{to}} efter {{from}}: ændringen står kun ved magt, hvis den første angivelse var utilsigtet.',
  'msg.lead-hand.pending':
    'Den blinde, som havde mistet sine rettigheder, advarede spilføreren mod at spille ud fra den forkerte hånd: en af modspillerne vælger, hvilken hånd spilføreren spiller ud fra.',
  'msg.simultaneous-cards.pending':
    '{{seat}} spillede {{played}} og {{card}} samtidig: {{seat}} bestemmer, hvilket kort der er spillet; en modspillers andet kort bliver strafkort.',
  'msg.penalty-card-designation.pending':
    '{{seat}} skal spille og må lovligt spille et hvilket som helst af {{count}} strafkort: spilføreren bestemmer hvilket.',
  'msg.claim.awarded': 'Den claimende side ({{claimer}}) får {{tricks}} af de {{claimed}} stik, der blev claimet.',
  'msg.claim.withdrawn':
    '{{seat}} trækker accepten af claimet tilbage inden for rettelsesfristen; turneringslederen giver stik tilbage, som siden sandsynligvis ville have vundet.',
  'msg.claim.withdrawal-upheld':
    '{{count}} stik, som den side, {{seat}} tilhører, sandsynligvis ville have vundet, går tilbage til den; mappen regnes om.',
  'msg.claim.agreement-stands':
    'Den side, {{seat}} tilhører, opgav ikke noget stik, den sandsynligvis ville have vundet: accepten af claimet står ved magt.',
  'msg.claim.concession-restored':
    '{{count}} opgivne stik, som ikke kunne tabes, går tilbage til den side, {{seat}} tilhører.',
  'msg.revoke.corrected': 'Kulørsvigtet fra {{seat}} med {{card}} i stik {{trick}} rettes, før det blev etableret.',
  'msg.revoke.established':
    'Kulørsvigtet fra {{seat}} i stik {{trick}} er allerede etableret: det rettes ikke, spillet fortsætter, og når spillet er slut, overføres stik.',
  'msg.revoke.transfer': 'Etableret kulørsvigt fra {{seat}} i stik {{trick}}: {{count}} stik går til modstanderne.',
  'msg.revoke.no-transfer': 'Etableret kulørsvigt fra {{seat}} i stik {{trick}}: ingen stik overføres.',
  'effect.revoke-corrected': 'Kulørsvigt af {{seat}} i stik {{trick}}, rettet',
  'effect.revoke-established': 'Etableret kulørsvigt af {{seat}} i stik {{trick}}: {{count}} stik overført',
  'ruling.line.heading': 'Angivet spilleplan (§ 70D1), i rækkefølge',
  'ruling.line.step': 'Trin',
  'ruling.line.drawTrumps': 'Trække trumf',
  'ruling.line.cash': 'Tage de stående kort i {{suit}}',
  'ruling.line.finesse': 'Maske med {{card}}',
  'ruling.line.ruff': 'Trumfe {{suit}} på den anden hånd',
  'ruling.line.play': 'Spille {{card}}',
  'ruling.line.kind.drawTrumps': 'Trække trumf',
  'ruling.line.kind.cash': 'Tage en farve hjem',
  'ruling.line.kind.finesse': 'Maskering',
  'ruling.line.kind.ruff': 'Trumfe en farve',
  'ruling.line.kind.play': 'Spille et kort',
  'ruling.line.add': 'Tilføj trin',
  'ruling.line.clear': 'Ryd spilleplanen',
  'ruling.line.none': 'Ingen spilleplan angivet: enhver normal rækkefølge er åben (§ 70).',
  'ruling.withdrawHeading': 'Accept af claimet trukket tilbage (§ 69B)',
  'ruling.withdrawAgreement': '{{seat}} trækker sin accept tilbage',
  'ruling.questionHeading': 'Spørgsmål om meldingerne',
  'ruling.questionBy': 'Spurgt af',
  'ruling.askReview': 'Gentagelse af meldeforløbet',
  'ruling.askExplain': 'Forklaring af modstandernes meldinger',
  'ruling.correctExplanation': 'Rettelse af en forklaring af egne meldinger',
  'ruling.reviewEvent': 'beder om at få meldeforløbet gentaget',
  'ruling.explainEvent': 'beder om forklaring af modstandernes meldinger',
  'ruling.explainCallEvent': 'spørger, hvad {{call}} betyder',
  'ruling.correctEvent': 'retter en forklaring',
  'ruling.correctCallEvent': 'retter forklaringen af {{call}}',
  'ruling.withdrawEvent': 'trækker sin accept af claimet tilbage',
};
