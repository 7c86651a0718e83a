/** Lovforklaringer / förklaringar / selitykset (nb): samme nøkler som `en.ts`. */
import type { lawsEn } from './en.js';

export const lawsNb: Record<keyof typeof lawsEn, string> = {
  'law.16.title': 'Urettmessig informasjon',
  'law.16.text':
    'Det makker formidler utenom meldingene og spillet – en nøling, en kommentar, en forklaring – får ikke styre valgene dine. Finner turneringslederen at det gjorde det, og motstanderne ble skadelidende, justeres resultatet.',
  'law.20F.title': 'Forklaring av meldinger',
  'law.20F.text':
    'Motstanderne kan spørre hva meldingene betyr; makker svarer ut fra avtalene deres. På nett går alert og forklaring bare til motstanderne, så makker får ikke vite noe av dem. Oppdager du at din egen forklaring var feil, tilkaller du TL og retter den: etter 2007-lovene omgående; etter 2017-lovene senest før utspillet er snudd, og straks om du oppdager det under spillet. Var det makker som forklarte din melding feil, sier du ingenting under meldingsforløpet; som spillefører eller blindemann tilkaller du TL rett etter avsluttende pass, som motspiller først når spillet er slutt.',
  'law.25A.title': 'Melding avgitt i vanvare',
  'law.25A.text':
    'En melding spilleren ikke mente å avgi – en feilgrep med hånden, ikke en ombestemmelse – kan byttes ut med én gang, før makker har meldt.',
  'law.27.title': 'Utilstrekkelig bud',
  'law.27.text':
    'Et bud som ikke er høyere enn det forrige budet. Spilleren til venstre for den feilende kan godta det ved å melde. Godtas det ikke, erstatter den feilende det med en lovlig melding: det laveste tilstrekkelige budet som viser samme benevnelse(r), eller en melding med samme eller mer presis betydning, lar meldingsforløpet fortsette uten videre korrigering (turneringslederen kan likevel justere resultatet hvis motparten ble skadelidende); ethvert annet bud eller pass gjør at makker må passe resten av meldingsforløpet, og det kan bli utspillsrestriksjoner.',
  'law.28.title': 'Meldinger som regnes avgitt i tur',
  'law.28.text':
    'To meldinger regnes som avgitt i tur selv om rekkefølgen ser feil ut: en melding avgitt da høyre motstander hadde turen, men etter lovene måtte passe, og en melding fra spilleren som hadde turen, avgitt før turneringslederen har avgjort korrigeringen for en motstanders melding utenfor tur. Den siste fjerner retten til korrigering for meldingen utenfor tur: meldingsforløpet fortsetter som om motstanderen ikke hadde meldt, og det den annullerte meldingen fortalte, er urettmessig informasjon for den feilendes makker (§ 16C2).',
  'law.50.title': 'Straffekort',
  'law.50.text':
    'Et kort fra en motspiller som makker har sett før det ble spilt på riktig måte, blir liggende synlig på bordet. Et enkelt lavt kort vist ved et uhell er et lite straffekort; et honnørkort eller et bevisst vist kort er et stort straffekort med plikter om når det må spilles.',
  'law.54.title': 'Åpningsutspill utenfor tur',
  'law.54.text':
    'Spiller feil motspiller ut først, velger spillefører: godta utspillet og spille videre (spillefører kan til og med bli blindemann ved å legge ned hånden), eller la riktig motspiller spille ut; da blir det feilaktige kortet et straffekort, og det kan bli utspillsrestriksjoner.',
  'law.61.title': 'Revoke',
  'law.61.text':
    'Å ikke følge farge når man kan. Når revoken er etablert, står den; etter spillet overføres stikk til den andre siden – vanligvis ett, eller to når den feilende vant revokestikket og et senere stikk – og turneringslederen gjenoppretter likevekten hvis det ikke er nok.',
  'law.68.title': 'Krav og avståelse',
  'law.68.text':
    'En spiller kan kreve eller gi fra seg stikk i stedet for å spille videre, og sier hvordan resten skal spilles. Godtar motstanderne, står resultatet; bestrides kravet, stopper spillet og turneringslederen avgjør, med tvil i kravstillerens disfavør.',
  'law.79C.title': 'Korreksjonsperioden',
  'law.79C.text':
    'Feil i resultatberegningen kan rettes til korreksjonsperioden som arrangøren har fastsatt, er ute – vanligvis tretti minutter etter at resultatene er publisert.',
  'law.12.title': 'Justert resultat',
  'law.12.text':
    'Når lovene ikke kan gi et normalt resultat, gir turneringslederen et justert resultat: et kunstig (middels pluss, middels eller middels minus) når det ikke kan oppnås et resultat, ellers et tildelt resultat – eventuelt vektet over de sannsynlige utfallene – i stedet for det som ble oppnådd.',
  'law.23.title': 'Tilsvarende melding',
  'law.23.text':
    'En erstatningsmelding er tilsvarende når den betyr det samme som, eller noe mer presist enn, meldingen som ble trukket tilbake. Da fortsetter meldingsforløpet uten videre korrigering, men turneringslederen justerer resultatet hvis den ikke-feilende siden ble skadelidende.',
  'law.26.title': 'Utspillsrestriksjoner',
  'law.26.text':
    'Når en tilbaketrukket melding nevnte en farge som ikke er dekket av det senere meldingsforløpet, kan spilleføreren ved den feilendes makkers første utspill kreve eller forby utspill i den fargen.',
  'law.29.title': 'Etter en melding utenfor tur',
  'law.29.text':
    'Spilleren til venstre for den feilende kan godta meldingen ved å melde selv; da fortsetter meldingsforløpet derfra. Godtas den ikke, annulleres den og turen går tilbake til den som skulle melde.',
  'law.30.title': 'Pass utenfor tur',
  'law.30.text':
    'Et pass utenfor tur som ikke godtas, annulleres. Avhengig av hvem som hadde turen, må den feilende passe neste gang, og makker kan få restriksjoner.',
  'law.31.title': 'Bud utenfor tur',
  'law.31.text':
    'Et bud utenfor tur som ikke godtas, annulleres. Hadde høyre motstander turen og passer, må den feilende gjenta budet, uten videre korrigering. Ellers kan den feilende avgi en hvilken som helst lovlig melding: en tilsvarende melding lar meldingsforløpet fortsette; enhver annen melding gjør at makker må passe ved sin neste tur – bare den ene gangen – og det kan bli utspillsrestriksjoner (§ 26B). Hadde makker eller venstre motstander turen, melder makker først fritt, men budet utenfor tur er urettmessig informasjon for ham.',
  'law.9.title': 'Fremgangsmåte etter en uregelmessighet',
  'law.9.text':
    'Enhver spiller kan påpeke en uregelmessighet under meldingsforløpet, og en motspiller under spillet (blindemann først etter spillet). Da skal turneringslederen tilkalles straks, og ingen bør foreta seg noe før turneringslederen har forklart alles rettigheter.',
  'law.13.title': 'Feil antall kort',
  'law.13.text':
    'Viser det seg at en hånd har for mange eller for få kort, retter turneringslederen given hvis mappen fortsatt kan spilles normalt; kan den ikke det, eller har en spiller sett et kort fra en annen hånd, kan turneringslederen annullere resultatet og gi justert resultat.',
  'law.14.title': 'Manglende kort',
  'law.14.text':
    'Et kort som manglet, legges tilbake i hånden som manglet det og regnes som om det hele tiden var der: at det ikke ble spilt tidligere, kan være en revoke, og er det blitt sett, kan det bli straffekort.',
  'law.15.title': 'Feil mappe eller hånd',
  'law.15.text':
    'Tar spillerne kortene fra feil mappe, sørger turneringslederen for at riktig mappe spilles og annullerer meldinger avgitt med feil kort; en mappe som er ferdigspilt av feil spillere, beholder vanligvis resultatet, men et par som spiller samme mappe to ganger, får bare resultat første gang.',
  'law.17.title': 'Meldingsperioden',
  'law.17.text':
    'Meldingsforløpet begynner når en spiller tar kortene sine ut av mappen; giver melder først og de andre følger med urviseren. Det slutter når tre pass i tur følger etter siste melding, eller med fire pass hvis ingen meldte.',
  'law.19.title': 'Doblinger og redoblinger',
  'law.19.text':
    'En spiller kan bare doble det siste budet, avgitt av en motstander, når det bare er passet etter det; han kan bare redoble en motstanders dobling. Et senere lovlig bud opphever enhver dobling og redobling.',
  'law.20.title': 'Gjennomgang og forklaring av meldinger',
  'law.20.text':
    'En spiller kan få meldingsforløpet gjentatt når det er hans tur til å melde, og spillefører eller en motspiller kan få det én gang ved sin første tur til å spille. Før sin egen melding eller sitt eget spill kan en spiller spørre hva motstandernes meldinger betyr; makkeren til den som meldte, svarer ut fra systemavtalene. En spiller som ifølge lovene må passe, har ikke rett til gjentakelse (og etter 2017-lovene heller ikke til forklaring); etter avsluttende pass kan motspilleren som skal spille ut, få meldingsforløpet gjentatt, og når åpningsutspillet ligger med baksiden opp, kan makkeren hans og spillefører spørre. Et spørsmål man ikke har rett til å stille, blir ikke besvart.',
  'law.75.title': 'Feilaktig forklaring eller feilaktig melding',
  'law.75.text':
    'Stemte ikke forklaringen med parets avtale, fikk motstanderne feilinformasjon: de kan fortsatt endre en melding så lenge makker ikke har meldt siden, ellers justerer turneringslederen resultatet. Var forklaringen riktig og meldingen feil, er det ingenting å rette, og resultatet står. Uansett er det melderen får vite av makkers forklaring, urettmessig informasjon for ham.',
  'law.40.title': 'Makkeravtaler',
  'law.40.text':
    'Et pars avtaler tilhører også motstanderne: de har krav på å få vite hva meldinger og spill betyr etter avtale eller erfaring fra makkerskapet. En side som lider skade fordi dette ikke ble opplyst – en avtale forklart feil eller holdt tilbake – får en justert score.',
  'law.21.title': 'Melding basert på feilinformasjon',
  'law.21.text':
    'En spiller som meldte fordi en motstander forklarte en melding feil, kan endre meldingen uten korrigering når feilen kommer fram, så lenge makker ikke har meldt siden; er det for sent, justerer turneringslederen resultatet hvis feilinformasjonen førte til skade.',
  'law.24.title': 'Kort vist eller spilt ut under meldingsforløpet',
  'law.24.text':
    'Hvert kort som vises under meldingsforløpet, ligger med billedsiden opp til meldingsforløpet er slutt og blir straffekort hvis den feilende blir motspiller. Ett enkelt kort under tieren vist ved et uhell gir ikke noe mer; en honnør, et kort spilt ut for tidlig eller to eller flere kort gjør i tillegg at makker må passe ved sin neste tur.',
  'law.25.title': 'Endring av melding',
  'law.25.text':
    'En melding som ikke var den spilleren mente – et feilgrep, ikke et nytt valg – kan erstattes med den tilsiktede meldingen inntil makker har meldt. En bevisst endring annulleres og den første meldingen står, med mindre venstre motstander godtar den nye meldingen ved å melde over den.',
  'law.32.title': 'Dobling eller redobling utenfor tur',
  'law.32.text':
    'Venstre motstander kan godta den ved å melde, men en utillatelig dobling eller redobling kan aldri godtas. Ellers annulleres den: hadde høyre motstander turen og passer, må den feilende gjenta den; melder han, eller hadde makker turen, kan den feilende avgi en hvilken som helst lovlig melding, og er den ikke tilsvarende, må makker passe ved neste tur, og det kan bli utspillsrestriksjoner.',
  'law.33.title': 'Samtidige meldinger',
  'law.33.text': 'En melding avgitt samtidig med meldingen til spilleren som hadde turen, regnes som avgitt etter den.',
  'law.36.title': 'Utillatelige doblinger og redoblinger',
  'law.36.text':
    'En dobling eller redobling som lovene ikke tillater, kan aldri godtas. Melder venstre motstander før den er rettet, annulleres den og alle senere meldinger, og meldingsforløpet fortsetter som om ingenting hadde skjedd. Ellers erstatter den feilende den med en lovlig melding og makker passer resten av meldingsforløpet; oppdages den først etter at åpningsutspillet er snudd, regnes resultatet som om den ikke var avgitt.',
  'law.37.title': 'Melding fra en spiller som måtte passe',
  'law.37.text':
    'Melder venstre motstander over den før turneringslederen avgjør, står den og alle senere meldinger, og en spiller som må passe resten av meldingsforløpet, må fortsatt det. Ellers erstattes den av pass, og begge spillerne på den feilende siden passer resten av meldingsforløpet; det kan bli utspillsrestriksjoner.',
  'law.38.title': 'Bud over sjuetrinnet',
  'law.38.text':
    'En kontrakt over sju kan aldri spilles. Budet og alle senere meldinger annulleres, pass erstatter det, og den feilende og makker passer resten av meldingsforløpet; det kan bli utspillsrestriksjoner med mindre venstre motstander hadde meldt over det.',
  'law.39.title': 'Meldinger etter siste pass',
  'law.39.text':
    'Enhver melding etter at meldingsforløpet er slutt, annulleres. Var det et pass fra en motspiller, en melding fra spillefører eller blindemann, eller meldte venstre motstander over den, blir det ikke mer; en annen melding fra en motspiller kan gi utspillsrestriksjoner.',
  'law.41.title': 'Åpningsutspill og oppklaringsperioden',
  'law.41.text':
    'Etter siste pass spiller motspilleren til venstre for spillefører ut med billedsiden ned. Inntil utspillet snus – oppklaringsperioden – kan utspillerens makker og spillefører få meldingsforløpet gjentatt og forklart. Så snus utspillet, blindemann legger opp kortene sine, og spillet begynner.',
  'law.42.title': 'Blindemanns rettigheter',
  'law.42.text':
    'Blindemann kan opplyse om fakta eller lover når turneringslederen er til stede, holde rede på stikkene og spille kortene spillefører angir; så lenge han beholder rettighetene sine, kan han prøve å hindre en uregelmessighet fra spillefører og etter spillet påpeke uregelmessigheter.',
  'law.43.title': 'Blindemanns begrensninger',
  'law.43.text':
    'Blindemann kan ikke tilkalle turneringslederen under spillet med mindre en annen spiller har påpekt en uregelmessighet, og kan ikke ta del i spillet. En blindemann som bytter hånd med spillefører, forlater plassen for å se spillefører spille eller ser på en motspillers kort, mister beskyttelse: en advarsel han da gir spillefører, kan koste hans side, og en uregelmessighet fra motspillerne som han påpeker først, blir ikke korrigert.',
  'law.44.title': 'Spillets gang',
  'law.44.text':
    'Spilleren som er inne, spiller ut et hvilket som helst kort, og de andre følger med urviseren; hver må følge farge om han kan, ellers et hvilket som helst kort. Høyeste trumf, ellers høyeste kort i utspilt farge, vinner stikket, og vinneren spiller ut til neste.',
  'law.45.title': 'Spilt kort',
  'law.45.text':
    'En motspillers kort er spilt når makker kunne se billedsiden; spilleførers når det legges opp på bordet eller nevnes; blindemanns når spillefører angir det. Et kort nevnt ved en forsnakkelse kan endres straks; et ekstra kort lagt til et fullført stikk tas tilbake.',
  'law.46.title': 'Angivelse av kort fra blindemann',
  'law.46.text':
    'Spillefører bør nevne både farge og valør. En ufullstendig angivelse tolkes fornuftig – «høy» er det høyeste kortet, «lav» det laveste, en valør gjelder utspilt farge – og peker den likevel ikke ut ett kort, velger spillefører; har blindemann ikke noe slikt kort, kan spillefører angi et hvilket som helst lovlig kort.',
  'law.45D.title': 'Blindemanns kort som spillefører ikke angav',
  'law.45D.text':
    'Legger blindemann et kort i spilt posisjon uten at spillefører har angitt det, tas det tilbake så lenge ikke begge sider har spilt til neste stikk. En motspiller som spilte etter det, kan ta sitt kort tilbake, og gjør spilleførers høyre motstander det, kan spillefører ta tilbake kortet han spilte etterpå. Når begge sider har spilt til neste stikk, står kortet og spillet fortsetter; etter 2017-lovene kan en spiller som ikke fulgte farge, ha revoket.',
  'law.47.title': 'Tilbaketrekking av spilt kort',
  'law.47.text':
    'Et spilt kort kan bare tas tilbake for å rette en uregelmessighet, etter turneringslederens pålegg, når en motstander feilaktig sa at spilleren var inne, eller når det ble spilt etter en motstanders feilforklaring som ennå ikke var rettet, og ingen kort er spilt etter det; det det tilbaketrukne kortet viste, er urettmessig informasjon for den feilende siden.',
  'law.48.title': 'Spilleførers viste kort',
  'law.48.text':
    'Spilleførers viste kort blir aldri straffekort. En spillefører som legger kortene sine opp, regnes å ha fremsatt krav eller avståelse.',
  'law.49.title': 'Motspillers viste kort',
  'law.49.text':
    'Et kort en motspiller viser – mistet med billedsiden opp, spilt for tidlig eller holdt slik at makker kunne se det – blir straffekort, med mindre en annen paragraf sier noe annet.',
  'law.51.title': 'To eller flere straffekort',
  'law.51.text':
    'Når en motspiller med to eller flere straffekort han lovlig kan spille, skal spille, bestemmer spillefører hvilket. Når makkeren hans skal spille ut, kan spillefører kreve eller forby utspill i en farge fra disse kortene.',
  'law.52.title': 'Straffekort ikke spilt',
  'law.52.text':
    'Spiller en motspiller et annet kort når lovene krevde straffekortet hans, kan spillefører godta kortet som ble spilt, eller kreve straffekortet spilt i stedet, og da blir kortet som ble spilt feil, et stort straffekort.',
  'law.53.title': 'Godtatt utspill utenfor tur',
  'law.53.text':
    'Ethvert utspill utenfor tur kan behandles som riktig: det blir utspillet når siden som har valget, godtar det eller spiller til det, og spilleren til venstre for utspilleren spiller neste kort. Godtas det ikke, spilles det ut fra riktig hånd.',
  'law.55.title': 'Spilleførers utspill utenfor tur',
  'law.55.text':
    'Når spillefører spiller ut fra feil hånd eller utenfor tur, kan hvem som helst av motspillerne godta det; ellers tar spillefører kortet tilbake og spiller ut fra riktig hånd, eller en motspiller spiller ut hvis det var hans tur.',
  'law.56.title': 'Motspillers utspill utenfor tur',
  'law.56.text':
    'Et utspill utenfor tur fra en motspiller som spillefører ikke godtar, tas tilbake, riktig spiller spiller ut, og kortet blir et stort straffekort.',
  'law.57.title': 'For tidlig utspill eller spill',
  'law.57.text':
    'Når en motspiller spiller ut til neste stikk før makker har spilt, eller spiller før makker, blir kortet hans et stort straffekort, og spillefører velger hvordan makker skal spille til stikket: høyeste eller laveste kort i utspilt farge, eller et kort i en farge spillefører krever eller forbyr. Hadde spillefører allerede spilt fra begge hender, blir det ingen korrigering; heller ikke når blindemann på egen hånd hadde spilt et kort eller ulovlig foreslått et (§ 57C). Etter 2017-lovene er et kort fra blindemann spilt først når spillefører har gitt beskjed om eller indikert det.',
  'law.58.title': 'Samtidige utspill eller spill',
  'law.58.text':
    'Et utspill eller spill samtidig med en annen spillers regnes som gjort etter det. Spiller en spiller to eller flere kort samtidig og bare ett kan ses, er det kortet spilt, og de andre tas opp uten annen korrigering. Kan mer enn ett ses, sier han hvilket han mente; en motspillers øvrige kort blir straffekort.',
  'law.59.title': 'Umulig å spille som påkrevd',
  'law.59.text':
    'En spiller som ikke kan spille ut eller spille slik en korrigering krever, fordi han ikke har et slikt kort, kan spille et hvilket som helst annet lovlig kort.',
  'law.62.title': 'Retting av revoke',
  'law.62.text':
    'En revoke som oppdages før den er etablert, må rettes: et lovlig kort erstatter kortet; en motspillers tilbaketrukne kort blir et stort straffekort, spilleførers tas tilbake uten straff, og den ikke-feilende siden kan bytte kort spilt etter revoken. En revoke i tolvte stikk må rettes selv om den er etablert.',
  'law.63.title': 'Etablering av revoke',
  'law.63.text':
    'En revoke blir etablert og kan ikke lenger rettes når den feilende eller makkeren hans spiller ut eller spiller til neste stikk eller angir et kort til det, eller når en av dem fremsetter eller godtar et krav eller en avståelse.',
  'law.64.title': 'Fremgangsmåte etter etablert revoke',
  'law.64.text':
    'Ved slutten av spillet, hvis den feilende vant revokestikket, går det stikket og ett senere stikk vunnet av hans side til motstanderne; ellers går ett stikk over hvis hans side vant revokestikket eller et senere stikk. Noen revoker gir ingen overføring – en ny revoke i samme farge av samme spiller, en revoke i tolvte stikk – og turneringslederen gjenoppretter likevekten når overføringen ikke gjør det.',
  'law.65.title': 'Ordning av stikk',
  'law.65.text':
    'Hver spiller holder sine spilte kort med billedsiden ned foran seg, hvert kort lagt på langs mot siden som vant stikket, til resultatet på mappen er avtalt.',
  'law.66.title': 'Ettersyn av stikk',
  'law.66.text':
    'Inntil hans side har spilt til neste stikk, kan en spiller se på siste stikk; senere kan vendte stikk ikke ses før spillet er slutt. Er kortene blandet slik at stikkene ikke kan telles, avgjør turneringslederen ut fra det som kan bringes på det rene.',
  'law.67.title': 'Defekt stikk',
  'law.67.text':
    'Et stikk med for få eller for mange kort rettes: en spiller som ikke spilte, legger til et kort, som kan være en revoke, og en som spilte to kort, tar ett tilbake, slik turneringslederen bestemmer.',
  'law.69.title': 'Godtatt krav eller avståelse',
  'law.69.text':
    'Et krav eller en avståelse står når motstanderne godtar det og ingen protesterer før korreksjonsperioden er slutt. En spiller som godtok å tape et stikk hans side med stor sannsynlighet ville vunnet, kan trekke godkjenningen tilbake innen korreksjonsperioden, og mappen regnes om.',
  'law.70.title': 'Bestridt krav eller avståelse',
  'law.70.text':
    'Turneringslederen avgjør så rettferdig han kan for begge sider, men tvilstilfeller går mot kravstilleren: han må følge spilleplanen han oppga, og for valgene som står åpne, får motstanderne det spillet som er verst for ham blant normale spill – skjødesløse eller dårlige, men ikke irrasjonelle. En trumf som fortsatt er ute og som kravet ikke nevnte, teller mot ham hvis han kan ha glemt den.',
  'law.71.title': 'Avståelse annullert',
  'law.71.text':
    'Et avstått stikk som ikke kunne vært tapt ved noen normal spilleføring av de gjenværende kortene, gis tilbake hvis turneringslederen tilkalles før korreksjonsperioden er slutt.',
  'law.72.title': 'Generelle prinsipper',
  'law.72.text':
    'Spillerne skal følge lovene og må ikke bryte dem med vilje. Kunne den feilende ha forstått at uregelmessigheten godt kunne skade motstanderne, lar turneringslederen spillet fortsette og justerer resultatet etterpå hvis den feilende siden tjente på den.',
  'law.77.title': 'Poengberegning',
  'law.77.text':
    'Hver mappe regnes for seg: stikkpoeng for oppfylt kontrakt, bonus for delkontrakt, utgang eller slem, bonus for oppfylt doblet eller redoblet kontrakt, overstikk, og bet som koster mer i faresonen og når kontrakten er doblet.',
  'law.79.title': 'Vunne stikk',
  'law.79.text':
    'Spillerne blir enige om antall vunne stikk før neste mappe; uenighet går til turneringslederen. Resultatet kan rettes inntil korreksjonsperioden er slutt.',
  'law.85.title': 'Avgjørelser om omstridte fakta',
  'law.85.text':
    'Når fakta er omstridt, avgjør turneringslederen ut fra vekten av de opplysningene han kan skaffe; kan han ikke fastslå dem, treffer han en avgjørelse som lar spillet fortsette.',
  'law.86.title': 'Lagkamp',
  'law.86.text':
    'I lagkamper kan turneringslederen gi et justert resultat som tar hensyn til resultatet ved det andre bordet, når en mappe ikke kan sammenlignes normalt.',
  'law.87.title': 'Feilaktig mappe',
  'law.87.text':
    'En mappe der kortene var forskjellige ved noen bord, er feilaktig: resultatene sammenlignes bare mellom bordene som spilte samme giv, og de andre kan få justert resultat.',
  'law.90.title': 'Prosedyrestraff',
  'law.90.text':
    'I tillegg til en korrigering kan turneringslederen gi en straff i poeng for brudd på riktig fremgangsmåte – som sakte spill, prat om en mappe, å se på andres kort eller at blindemann bryter sine begrensninger.',
};
