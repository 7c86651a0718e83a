/** Avgjørelsesassistentens ord på norsk (bokmål), med NBFs lovtermer; samme nøkler som `en.ts`. */
import type { rulingsEn } from './en.js';

export const rulingsNb: Record<keyof typeof rulingsEn, string> = {
  'ruling.claimHeading': 'Krav eller avståelse',
  'ruling.claimBy': 'Krav fra',
  'ruling.claimTricks': 'Stikk som kreves',
  'ruling.claimButton': 'Fremsett krav',
  'ruling.cannotRecord': 'Denne handlingen kan ikke registreres her.',
  'ruling.claimEvent': 'krever {{tricks}} av de gjenværende stikkene',
  'ruling.concedeEvent': 'avstår {{tricks}} av de gjenværende stikkene',
  'ruling.loadLog': 'Hent en bordlogg',
  'ruling.logText': 'Bordloggen (JSON, slik `stikk replay` leser den)',
  'ruling.loadLogButton': 'Hent',
  'ruling.option.unknown': 'Et annet valg',
  'ruling.kind.other': 'Uregelmessighet',
  'ruling.kind.insufficient-bid': 'Utilstrekkelig bud',
  'ruling.kind.lead-out-of-turn': 'Utspill utenfor tur',
  'ruling.kind.opening-lead-out-of-turn': 'Åpningsutspill utenfor tur',
  'ruling.kind.call-out-of-rotation': 'Melding utenfor tur',
  'ruling.kind.revoke': 'Revoke',
  'ruling.kind.exposed-card': 'Kort vist under meldingsforløpet',
  'ruling.kind.unauthorized-information': 'Urettmessig informasjon (nøling)',
  'ruling.kind.penalty-card-lead': 'Utspill mens makker har straffekort',
  'ruling.kind.penalty-card-not-played': 'Straffekort ikke spilt når det skulle',
  'ruling.kind.premature-play': 'Kort spilt ut eller spilt for tidlig',
  'ruling.kind.follow-suit': 'Ikke fulgt farge',
  'ruling.kind.incomplete-designation': 'Kort fra blindemann ufullstendig angitt',
  'ruling.kind.inadmissible-call': 'Utillatelig dobling eller redobling',
  'ruling.kind.inadmissible-double': 'Utillatelig dobling',
  'ruling.kind.inadmissible-redouble': 'Utillatelig redobling',
  'ruling.kind.change-of-call': 'Endring av melding',
  'ruling.kind.call-by-player-required-to-pass': 'Melding fra en spiller som måtte passe',
  'ruling.kind.bid-above-seven': 'Bud over sju',
  'ruling.kind.claim': 'Krav',
  'ruling.kind.claim-withdrawn': 'Godkjent krav trukket tilbake',
  'ruling.kind.claim-disputed': 'Bestridt krav',
  'ruling.kind.expose': 'Kort vist',
  'ruling.kind.lead-restriction': 'Utspillsrestriksjon',
  'ruling.kind.change-of-designation': 'Endret angivelse av kort fra blindemann',
  'ruling.kind.lead-hand': 'Utspill fra feil hånd forhindret',
  'ruling.kind.penalty-card-designation': 'Hvilket straffekort som skal spilles',
  'ruling.kind.call-after-auction': 'Melding etter siste pass',
  'ruling.kind.auction-over': 'Melding etter at meldingsforløpet var slutt',
  'ruling.kind.simultaneous-call': 'Samtidige meldinger',
  'ruling.kind.card-exposed-during-auction': 'Kort vist under meldingsforløpet',
  'ruling.kind.card-exposed-by-defender': 'Kort vist av en motspiller',
  'ruling.kind.play-out-of-turn': 'Kort spilt utenfor tur',
  'ruling.kind.simultaneous-cards': 'To kort spilt samtidig',
  'ruling.kind.play-after-end': 'Kort spilt etter at spillet var slutt',

  'option.accept': 'Godta',
  'option.refuse': 'Ikke godta',
  'option.reject': 'Ikke godta',
  'option.neither': 'Ingen av delene',
  'option.highest': 'Spill det høyeste kortet',
  'option.lowest': 'Spill det laveste kortet',
  'option.require-suit': 'Krev utspill i {{suit}}',
  'option.forbid-suit': 'Forby utspill i {{suit}}',
  'option.57A.highest': 'Makker spiller sitt høyeste kort i utspilt farge',
  'option.57A.lowest': 'Makker spiller sitt laveste kort i utspilt farge',
  'option.57A.require-suit': 'Makker spiller et kort i {{suit}}',
  'option.57A.forbid-suit': 'Makker kan ikke spille et kort i {{suit}}',
  'option.declarer-becomes-dummy': 'Spillefører blir blindemann',
  'option.comparable': 'Tilsvarende',
  'option.not-comparable': 'Ikke tilsvarende',
  'option.withdraw': 'Trekk meldingen tilbake',
  'option.keep': 'Behold meldingen',
  'option.pass': 'Pass',
  'option.intended-call': 'Meldingen som var ment',
  'option.sufficient-bid': 'Et tilstrekkelig bud',
  'option.27B1(a)': 'Det laveste tilstrekkelige budet i samme benevnelse: {{call}}',
  'option.27B1(b)': 'En tilsvarende melding',
  'option.27B1(b)-2007': 'En melding med samme eller mer presis betydning',
  'option.27B2': 'Et annet tilstrekkelig bud eller pass (makker må da passe resten av meldingsforløpet)',
  'option.25A': 'Den første meldingen var avgitt i vanvare: endringen står',
  'option.25B': 'En bevisst endring av melding',
  'option.lead-from': 'Spillefører spiller ut fra {{seat}}',
  'option.award': 'Gi kravstillerens side {{count}} stikk',
  'option.adjudicate': 'Turneringslederen avgjør kravet',
  'option.play-on': 'Spill videre',
  'option.agree': 'Godta',
  'option.dispute': 'Bestrid',

  'msg.irregularity.insufficient-bid': '{{seat}} meldte {{call}}, som ikke er høyere enn forrige bud.',
  'msg.irregularity.bid-above-seven': '{{seat}} meldte {{call}}, over sjuetrinnet.',
  'msg.irregularity.inadmissible-double': '{{seat}} doblet ({{call}}) da dobling ikke var tillatt.',
  'msg.irregularity.inadmissible-redouble': '{{seat}} redoblet ({{call}}) da redobling ikke var tillatt.',
  'msg.irregularity.auction-over': '{{seat}} meldte {{call}} etter at meldingsforløpet var slutt.',
  'msg.irregularity.call-after-auction': '{{seat}} meldte {{call}} etter siste pass.',
  'msg.irregularity.call-by-player-required-to-pass': '{{seat}} måtte passe, men meldte {{call}}.',
  'msg.irregularity.call-out-of-rotation': '{{seat}} meldte {{call}} utenfor tur.',
  'msg.irregularity.change-of-call': '{{seat}} endret meldingen til {{call}}.',
  'msg.irregularity.simultaneous-call': '{{seat}} meldte {{call}} samtidig med forrige melding.',
  'msg.irregularity.card-exposed-during-auction': '{{seat}} spilte ut eller viste {{card}} under meldingsforløpet.',
  'msg.irregularity.card-exposed-by-defender': '{{seat}} viste {{card}}.',
  'msg.irregularity.opening-lead-out-of-turn': '{{seat}} tok åpningsutspillet, {{card}}, utenfor tur.',
  'msg.irregularity.lead-out-of-turn': '{{seat}} spilte ut {{card}} utenfor tur.',
  'msg.irregularity.play-out-of-turn': '{{seat}} spilte {{card}} utenfor tur.',
  'msg.irregularity.play-after-end': '{{seat}} spilte {{card}} etter at spillet var slutt.',
  'msg.irregularity.incomplete-designation':
    '{{seat}} angav «{{designation}}» fra blindemann, som ikke peker ut ett bestemt kort.',
  'msg.claim.made':
    '{{claimer}} krever {{tricks}} av de {{remaining}} gjenværende stikkene; motstanderne godtar eller bestrider.',
  'msg.claim.partner-objects': '{{seat}} protesterer mot makkers krav eller avståelse.',
  'msg.claim.disputed': '{{seat}} bestrider kravet; turneringslederen avgjør.',
  'msg.claim.director': 'Kravet er bestridt; turneringslederen avgjør.',
  'msg.claim.trump-unmentioned':
    'En motstander har fortsatt en trumf som kravet ikke nevnte: kan kravstilleren ha oversett den?',
  'msg.claim.by-hand':
    'For mange kort gjenstår til å prøve hver normal spilleføring: turneringslederen fastsetter hvor mange stikk kravstillerens side får.',
  'msg.insufficient-bid.election':
    '{{lho}}, til venstre for den feilende, kan godta det utilstrekkelige budet {{call}} fra {{offender}} ved å melde over det. Godtas det ikke, må {{offender}} erstatte det.',
  'msg.insufficient-bid.unintended':
    '{{call}} fra {{offender}} var avgitt i vanvare: meldingen som var ment, erstatter det, uten videre korrigering.',
  'msg.insufficient-bid.replace':
    '{{offender}} må erstatte det utilstrekkelige budet {{call}} med en lovlig melding; erstatningen avgjør korrigeringen.',
  'msg.insufficient-bid.judge':
    'Turneringslederen vurderer om {{replacement}} fra {{offender}} er tilsvarende det tilbaketrukne {{call}}; hvis ikke, må makker passe resten av meldingsforløpet.',
  'msg.insufficient-bid.judge-2007':
    'Turneringslederen vurderer om {{replacement}} fra {{offender}} har samme eller mer presis betydning enn det tilbaketrukne {{call}}; hvis ikke, må makker passe resten av meldingsforløpet.',
  'msg.insufficient-bid.after-b3':
    'Doblingen eller redoblingen fra {{offender}} er annullert: den feilende må melde et tilstrekkelig bud eller passe, og makker passer resten av meldingsforløpet.',
  'msg.insufficient-bid.b4-election':
    '{{offender}} erstattet det utilstrekkelige budet med et nytt utilstrekkelig bud; {{lho}} kan godta det, ellers avgjør turneringslederen som om det var en dobling eller redobling.',
  'msg.call-out-of-rotation.election':
    '{{offender}} meldte {{call}} utenfor tur; det var {{turn}} som skulle melde. {{lho}} kan godta meldingen ved å melde; ellers annulleres den og turen går tilbake til {{turn}}.',
  'msg.call-out-of-rotation.judge':
    'Turneringslederen vurderer om {{replacement}} fra {{offender}} er tilsvarende den annullerte {{call}}; hvis ikke, må makker passe ved neste tur, og det kan bli utspillsrestriksjoner.',
  'msg.inadmissible-call.pending':
    '{{call}} fra {{offender}} er utillatelig. Melder {{lho}} før turneringslederen avgjør, annulleres den og alle senere meldinger; ellers avgir {{offender}} en lovlig melding og makker passer resten av meldingsforløpet.',
  'msg.call-by-player-required-to-pass.pending':
    '{{offender}} måtte passe, men meldte {{call}}. Melder {{lho}} før turneringslederen avgjør, står den; ellers erstattes den av pass, og den feilende og makker passer resten av meldingsforløpet.',
  'msg.bid-above-seven.pending':
    '{{call}} fra {{offender}} er over sjuetrinnet: den og alle senere meldinger annulleres, pass erstatter den, og den feilende og makker passer resten av meldingsforløpet.',
  'msg.change-of-call.judge':
    '{{offender}} endret {{original}} til {{call}}. Turneringslederen vurderer om den første meldingen var avgitt i vanvare (da står endringen) eller om endringen var bevisst.',
  'msg.change-of-call.election':
    '{{lho}} kan godta den endrede meldingen {{call}} fra {{offender}}; ellers annulleres den og {{original}} står.',
  'msg.change-of-call.lho-withdraw':
    'Etter den tillatte endringen fra {{offender}} kan {{lho}} trekke tilbake meldingen sin over den første meldingen.',
  'msg.lead-out-of-turn.declarer-chooses':
    '{{offender}} spilte ut {{card}} utenfor tur: spillefører ({{chooser}}) godtar utspillet eller ikke.',
  'msg.lead-out-of-turn.defenders-choose':
    '{{offender}} spilte ut {{card}} utenfor tur for spilleførersiden: motspillerne godtar utspillet eller ikke.',
  'msg.premature-play.pending':
    '{{offender}} spilte før makker: spillefører velger hvordan {{partner}} skal spille til dette stikket, og kortet til {{offender}} er et stort straffekort.',
  'msg.premature-play.dummy-card':
    '{{offender}} spilte før makker etter at blindemann ({{dummy}}) hadde lagt fram et kort før sin høyre motspiller: turneringslederen avgjør om blindemann gjorde det på egen hånd eller om spillefører hadde bedt om kortet (§ 57C). Ingen korrigering i noe tilfelle.',
  'msg.penalty-card-lead.pending':
    '{{leader}} skal spille ut mens makker {{holder}} har et stort straffekort: spillefører krever eller forbyr utspill i fargen, eller ingen av delene.',
  'msg.lead-restriction.pending':
    '{{leader}} spiller ut for første gang etter makkers tilbaketrukne melding: spillefører kan begrense utspillet.',
  'msg.penalty-card-not-played.pending':
    '{{seat}} spilte {{played}} i stedet for straffekortet {{cards}}: spillefører godtar det eller krever straffekortet spilt.',
  'msg.incomplete-designation.declarer': 'Angivelsen peker ikke ut ett kort fra blindemann: {{chooser}} velger.',
  'msg.incomplete-designation.director': 'Angivelsen peker ikke ut ett kort fra blindemann: turneringslederen avgjør.',
  'msg.change-of-designation.pending':
    '{{seat}} angav {{to}} etter {{from}}: endringen står bare hvis den første angivelsen var i vanvare.',
  'msg.lead-hand.pending':
    'Blindemann, som hadde mistet rettighetene sine, advarte spillefører mot å spille ut fra feil hånd: hvem som helst av motspillerne velger hånden spillefører spiller ut fra.',
  'msg.simultaneous-cards.pending':
    '{{seat}} spilte {{played}} og {{card}} samtidig: {{seat}} bestemmer hvilket kort som er spilt; en motspillers andre kort blir straffekort.',
  'msg.penalty-card-designation.pending':
    '{{seat}} skal spille og kan lovlig spille hvilket som helst av {{count}} straffekort: spillefører bestemmer hvilket.',
  'msg.claim.awarded': 'Kravstillerens side ({{claimer}}) får {{tricks}} av de {{claimed}} stikkene som ble krevd.',
  'msg.claim.withdrawn':
    '{{seat}} trekker tilbake godkjenningen av kravet innen korreksjonsperioden; turneringslederen gir tilbake stikk siden sannsynligvis ville ha vunnet.',
  'msg.claim.withdrawal-upheld':
    '{{count}} stikk som siden til {{seat}} sannsynligvis ville ha vunnet, går tilbake til den; mappen regnes om.',
  'msg.claim.agreement-stands':
    'Siden til {{seat}} ga ikke fra seg noe stikk den sannsynligvis ville ha vunnet: godkjenningen av kravet står.',
  'msg.claim.concession-restored': '{{count}} avståtte stikk som ikke kunne tapes, går tilbake til siden til {{seat}}.',
  'msg.revoke.corrected': 'Revoken fra {{seat}} med {{card}} i stikk {{trick}} rettes før den ble etablert.',
  'msg.revoke.established':
    'Revoken fra {{seat}} i stikk {{trick}} er allerede etablert: den rettes ikke, spillet fortsetter, og ved slutten av spillet overføres stikk.',
  'msg.revoke.transfer': 'Etablert revoke fra {{seat}} i stikk {{trick}}: {{count}} stikk går til motparten.',
  'msg.revoke.no-transfer': 'Etablert revoke fra {{seat}} i stikk {{trick}}: ingen stikk overføres.',
  'effect.revoke-corrected': 'Revoke av {{seat}} i stikk {{trick}}, rettet',
  'effect.revoke-established': 'Etablert revoke av {{seat}} i stikk {{trick}}: {{count}} stikk overført',
  'ruling.line.heading': 'Oppgitt spilleplan (§ 70D1), i rekkefølge',
  'ruling.line.step': 'Trinn',
  'ruling.line.drawTrumps': 'Trekke trumf',
  'ruling.line.cash': 'Ta ut de stående kortene i {{suit}}',
  'ruling.line.finesse': 'Maskere med {{card}}',
  'ruling.line.ruff': 'Trumfe {{suit}} på den andre hånden',
  'ruling.line.play': 'Spille {{card}}',
  'ruling.line.kind.drawTrumps': 'Trekke trumf',
  'ruling.line.kind.cash': 'Ta ut en farge',
  'ruling.line.kind.finesse': 'Maskering',
  'ruling.line.kind.ruff': 'Trumfe en farge',
  'ruling.line.kind.play': 'Spille et kort',
  'ruling.line.add': 'Legg til trinn',
  'ruling.line.none': 'Ingen spilleplan oppgitt: enhver normal rekkefølge er åpen (§ 70).',
  'ruling.line.clear': 'Fjern spilleplanen',
  'ruling.withdrawHeading': 'Godtakelsen av kravet trukket tilbake (§ 69B)',
  'ruling.withdrawAgreement': '{{seat}} trekker tilbake godtakelsen',
  'ruling.questionHeading': 'Spørsmål om meldingene',
  'ruling.questionBy': 'Spurt av',
  'ruling.askReview': 'Gjentakelse av meldingsforløpet',
  'ruling.askExplain': 'Forklaring av motstandernes meldinger',
  'ruling.correctExplanation': 'Retting av en forklaring av egne meldinger',
  'ruling.reviewEvent': 'ber om å få meldingsforløpet gjentatt',
  'ruling.explainEvent': 'ber om forklaring av motstandernes meldinger',
  'ruling.explainCallEvent': 'spør hva {{call}} betyr',
  'ruling.correctEvent': 'retter en forklaring',
  'ruling.correctCallEvent': 'retter forklaringen av {{call}}',
  'ruling.withdrawEvent': 'trekker tilbake godtakelsen av kravet',
};
