/** Lovforklaringer / förklaringar / selitykset (da): samme nøkler som `en.ts`. */
import type { lawsEn } from './en.js';

export const lawsDa: Record<keyof typeof lawsEn, string> = {
  'law.16.title': 'Ubeføjede oplysninger',
  'law.16.text':
    'Det, makker fortæller ud over meldingerne og spillet – en tøven, en bemærkning, en forklaring – må ikke styre dine valg. Finder turneringslederen, at det skete, og modstanderne led skade, justeres scoren.',
  'law.20F.title': 'Forklaring af meldinger',
  'law.20F.text':
    'Modstanderne må spørge, hvad meldingerne betyder; makker svarer ud fra jeres aftaler. På nettet går alert og forklaring kun til modstanderne, så makker får intet at vide af dem. Opdager du, at din egen forklaring var forkert, tilkalder du turneringslederen og retter den: efter 2007-lovene omgående; efter 2017-lovene senest før udspillet er vendt, og straks hvis du opdager det under spillet. Var det makker, der forklarede din melding forkert, siger du intet under meldeforløbet; som spilfører eller blind tilkalder du turneringslederen lige efter det afsluttende pas, som modspiller først når spillet er slut.',
  'law.25A.title': 'Utilsigtet melding',
  'law.25A.text':
    'En melding, spilleren ikke mente – et fejlgreb, ikke en ændret beslutning – kan skiftes straks, før makker har meldt.',
  'law.27.title': 'Utilstrækkeligt bud',
  'law.27.text':
    'Et bud, der ikke er højere end det forrige bud. Spilleren til venstre for den fejlende kan acceptere det ved at melde. Accepteres det ikke, erstatter den fejlende det med en lovlig melding: det laveste tilstrækkelige bud, der viser samme benævnelse(r), eller en melding med samme eller mere præcis betydning, lader meldeforløbet fortsætte uden yderligere berigtigelse (turneringslederen kan dog justere scoren, hvis den ikke-fejlende side led skade); ethvert andet bud eller pas betyder, at makker skal passe resten af meldeforløbet, og der kan komme udspilsbegrænsninger.',
  'law.28.title': 'Meldinger, der anses for afgivet i tur',
  'law.28.text':
    'To slags meldinger regnes som afgivet i tur, selv om rækkefølgen ser forkert ud: en melding afgivet, da højre modstander havde turen, men efter lovene skulle passe, og en melding fra spilleren, der havde turen, afgivet før turneringslederen har afgjort berigtigelsen for en modstanders melding uden for tur. Den sidste fjerner retten til berigtigelse for meldingen uden for tur: meldeforløbet fortsætter, som om modstanderen ikke havde meldt, og det, den annullerede melding fortalte, er ubeføjede oplysninger for den fejlendes makker (§ 16C2).',
  'law.50.title': 'Strafkort',
  'law.50.text':
    'Et kort fra en modspiller, som makker har set, før det blev spillet korrekt, bliver liggende synligt på bordet. Et enkelt lavt kort vist ved et uheld er et lille strafkort; et honnørkort eller et bevidst vist kort er et stort strafkort med pligter om, hvornår det skal spilles.',
  'law.54.title': 'Åbningsudspil uden for tur',
  'law.54.text':
    'Spiller den forkerte modspiller ud først, vælger spilføreren: acceptere udspillet og spille videre (spilføreren kan endda blive den blinde ved at lægge sin hånd ned), eller lade den rette modspiller spille ud; så bliver det forkerte kort et strafkort, og der kan gælde udspilsbegrænsninger.',
  'law.61.title': 'Kulørsvigt',
  'law.61.text':
    'At undlade at bekende kulør, når man kan. Er kulørsvigten etableret, står den; efter spillet overføres stik til den anden side – normalt ét, eller to når den fejlende vandt svigtstikket og et senere stik – og turneringslederen genopretter balancen, hvis det ikke er nok.',
  'law.68.title': 'Claim og opgivelse',
  'law.68.text':
    'En spiller kan kræve eller opgive stik i stedet for at spille videre og siger, hvordan resten skal spilles. Accepterer modstanderne, står resultatet; bestrides kravet, standses spillet, og turneringslederen afgør det, med tvivl til ugunst for den, der kræver.',
  'law.79C.title': 'Rettelsesfristen',
  'law.79C.text':
    'Fejl i scoreberegningen kan rettes, indtil den rettelsesfrist, arrangøren har fastsat, er udløbet – normalt tredive minutter efter, at resultaterne er offentliggjort.',
  'law.12.title': 'Justeret score',
  'law.12.text':
    'Når lovene ikke kan give et normalt resultat, giver turneringslederen en justeret score: en kunstig (middel plus, middel eller middel minus), når der ikke kan opnås et resultat, ellers et tildelt resultat – eventuelt vægtet over de sandsynlige udfald – i stedet for det opnåede.',
  'law.23.title': 'Sammenlignelig melding',
  'law.23.text':
    'En erstatningsmelding er sammenlignelig, når den betyder det samme som, eller noget mere præcist end, den tilbagetagne melding. Så fortsætter meldeforløbet uden yderligere berigtigelse, men turneringslederen justerer scoren, hvis den ikke-fejlende side led skade.',
  'law.26.title': 'Udspilsbegrænsninger',
  'law.26.text':
    'Når en tilbagetaget melding nævnte en farve, som det senere meldeforløb ikke dækker, kan spilføreren ved den fejlendes makkers første udspil kræve eller forbyde udspil i den farve.',
  'law.29.title': 'Efter en melding uden for tur',
  'law.29.text':
    'Spilleren til venstre for den fejlende kan acceptere meldingen ved selv at melde; så fortsætter meldeforløbet derfra. Accepteres den ikke, annulleres den, og turen går tilbage til den, der skulle melde.',
  'law.30.title': 'Pas uden for tur',
  'law.30.text':
    'Et pas uden for tur, der ikke accepteres, annulleres. Afhængigt af hvis tur det var, skal den fejlende passe næste gang, og makker kan få begrænsninger.',
  'law.31.title': 'Bud uden for tur',
  'law.31.text':
    'Et bud uden for tur, der ikke accepteres, annulleres. Havde højre modstander turen og passer, skal den fejlende gentage buddet uden yderligere berigtigelse. Ellers kan den fejlende afgive enhver lovlig melding: en sammenlignelig melding lader meldeforløbet fortsætte; enhver anden melding betyder, at makker skal passe ved sin næste tur – kun den ene gang – og der kan komme udspilsbegrænsninger (§ 26B). Havde makker eller venstre modstander turen, melder makker først frit, men buddet uden for tur er ubeføjede oplysninger for ham.',
  'law.9.title': 'Fremgangsmåde efter en uregelmæssighed',
  'law.9.text':
    'Enhver spiller kan gøre opmærksom på en uregelmæssighed under meldeforløbet, og en modspiller under spillet (den blinde først efter spillet). Så skal turneringslederen tilkaldes straks, og ingen bør foretage sig noget, før turneringslederen har forklaret alles rettigheder.',
  'law.13.title': 'Forkert antal kort',
  'law.13.text':
    'Viser det sig, at en hånd har for mange eller for få kort, retter turneringslederen spillet, hvis mappen stadig kan spilles normalt; kan den ikke det, eller har en spiller set et kort fra en anden hånd, kan turneringslederen annullere resultatet og give en justeret score.',
  'law.14.title': 'Manglende kort',
  'law.14.text':
    'Et kort, der manglede, lægges tilbage i den hånd, der manglede det, og regnes for at have været der hele tiden: at det ikke blev spillet tidligere, kan være kulørsvigt, og er det blevet set, kan det blive strafkort.',
  'law.15.title': 'Forkert mappe eller hånd',
  'law.15.text':
    'Tager spillerne kortene fra en forkert mappe, sørger turneringslederen for, at den rigtige mappe spilles, og annullerer meldinger afgivet med de forkerte kort; en mappe, der er spillet færdig af de forkerte spillere, beholder som regel resultatet, men et par, der spiller samme mappe to gange, får kun resultat første gang.',
  'law.17.title': 'Meldeperioden',
  'law.17.text':
    'Meldeforløbet begynder, når en spiller tager sine kort ud af mappen; kortgiveren melder først, og de andre følger med uret. Det slutter, når tre pas i tur følger efter sidste melding, eller med fire pas, hvis ingen meldte.',
  'law.19.title': 'Doblinger og redoblinger',
  'law.19.text':
    'En spiller må kun doble det sidste bud, afgivet af en modstander, når der kun er passet siden; han må kun redoble en modstanders dobling. Et senere lovligt bud ophæver enhver dobling og redobling.',
  'law.20.title': 'Gennemgang og forklaring af meldinger',
  'law.20.text':
    'En spiller kan få meldeforløbet gentaget, når det er hans tur til at melde, og spilføreren eller en modspiller kan få det én gang ved sin første tur til at spille. Før sin egen melding eller sit eget spil kan en spiller spørge, hvad modstandernes meldinger betyder; makkeren til den, der meldte, svarer ud fra parrets aftaler. En spiller, som ifølge lovene skal passe, har ikke ret til gentagelse (og efter 2017-lovene heller ikke til forklaring); efter det afsluttende pas kan modspilleren, der skal spille ud, få meldeforløbet gentaget, og når åbningsudspillet ligger med bagsiden op, kan hans makker og spilføreren spørge. Et spørgsmål, man ikke har ret til at stille, besvares ikke.',
  'law.75.title': 'Forkert forklaring eller forkert melding',
  'law.75.text':
    'Passede forklaringen ikke med parrets aftale, fik modstanderne fejlinformation: de kan stadig ændre en melding, så længe makker ikke har meldt siden, ellers justerer turneringslederen scoren. Var forklaringen rigtig og meldingen forkert, er der intet at rette, og resultatet står. Under alle omstændigheder er det, melderen får at vide af makkers forklaring, ubeføjede oplysninger for ham.',
  'law.40.title': 'Makkeraftaler',
  'law.40.text':
    'Et pars aftaler skal modstanderne også kende: de har ret til at få at vide, hvad meldinger og spil betyder efter aftale eller fælles erfaring. En side, der lider skade, fordi det ikke blev oplyst – en aftale forklaret forkert eller holdt tilbage – får en justeret score.',
  'law.21.title': 'Melding på grund af fejlinformation',
  'law.21.text':
    'En spiller, der meldte, fordi en modstander forklarede en melding forkert, kan ændre meldingen uden berigtigelse, når fejlen kommer frem, så længe makker ikke har meldt siden; er det for sent, justerer turneringslederen scoren, hvis fejlinformationen gav skade.',
  'law.24.title': 'Kort vist eller spillet ud under meldeforløbet',
  'law.24.text':
    'Hvert kort, der vises under meldeforløbet, ligger med billedsiden op, til meldeforløbet er slut, og bliver strafkort, hvis den fejlende bliver modspiller. Et enkelt kort under tieren vist ved et uheld giver ikke mere; en honnør, et kort spillet ud for tidligt eller to eller flere kort betyder desuden, at makker skal passe ved sin næste tur.',
  'law.25.title': 'Ændring af melding',
  'law.25.text':
    'En melding, der ikke var den, spilleren mente – et fejlgreb, ikke et nyt valg – kan erstattes af den tilsigtede melding, indtil makker har meldt. En bevidst ændring annulleres, og den første melding står ved magt, medmindre venstre modstander accepterer den nye melding ved at melde over den.',
  'law.32.title': 'Dobling eller redobling uden for tur',
  'law.32.text':
    'Venstre modstander kan acceptere den ved at melde, men en ulovlig dobling eller redobling kan aldrig accepteres. Ellers annulleres den: havde højre modstander turen og passer, skal den fejlende gentage den; melder han, eller havde makker turen, kan den fejlende afgive enhver lovlig melding, og er den ikke sammenlignelig, skal makker passe ved næste tur, og der kan komme udspilsbegrænsninger.',
  'law.33.title': 'Samtidige meldinger',
  'law.33.text':
    'En melding afgivet samtidig med meldingen fra spilleren, der havde turen, regnes som afgivet efter den.',
  'law.36.title': 'Ulovlige doblinger og redoblinger',
  'law.36.text':
    'En dobling eller redobling, som lovene ikke tillader, kan aldrig accepteres. Melder venstre modstander, før den er rettet, annulleres den og alle senere meldinger, og meldeforløbet fortsætter, som om intet var sket. Ellers erstatter den fejlende den med en lovlig melding, og makker passer resten af meldeforløbet; opdages den først efter, at åbningsudspillet er vendt, regnes resultatet, som om den ikke var afgivet.',
  'law.37.title': 'Melding fra en spiller, der skulle passe',
  'law.37.text':
    'Melder venstre modstander over den, før turneringslederen afgør sagen, står den og alle senere meldinger ved magt, og en spiller, der skal passe resten af meldeforløbet, skal stadig det. Ellers erstattes den af pas, og begge spillere på den fejlende side passer resten af meldeforløbet; der kan komme udspilsbegrænsninger.',
  'law.38.title': 'Bud over syv-trinnet',
  'law.38.text':
    'En kontrakt over syv kan aldrig spilles. Buddet og alle senere meldinger annulleres, pas erstatter det, og den fejlende og makker passer resten af meldeforløbet; der kan komme udspilsbegrænsninger, medmindre venstre modstander havde meldt over det.',
  'law.39.title': 'Meldinger efter sidste pas',
  'law.39.text':
    'Enhver melding efter meldeforløbets afslutning annulleres. Var det et pas fra en modspiller, en melding fra spilføreren eller den blinde, eller meldte venstre modstander over den, sker der ikke mere; en anden melding fra en modspiller kan give udspilsbegrænsninger.',
  'law.41.title': 'Åbningsudspil og afklaringsperioden',
  'law.41.text':
    'Efter sidste pas spiller modspilleren til venstre for spilføreren ud med billedsiden nedad. Indtil udspillet vendes, kan udspillerens makker og spilføreren få meldeforløbet gentaget og forklaret. Så vendes udspillet, den blinde lægger sine kort op, og spillet begynder.',
  'law.42.title': 'Den blindes rettigheder',
  'law.42.text':
    'Den blinde må oplyse om fakta eller love, når turneringslederen er til stede, holde regnskab med stikkene og spille de kort, spilføreren angiver; så længe han bevarer sine rettigheder, må han forsøge at hindre en uregelmæssighed fra spilføreren og efter spillet gøre opmærksom på uregelmæssigheder.',
  'law.43.title': 'Den blindes begrænsninger',
  'law.43.text':
    'Den blinde må ikke tilkalde turneringslederen under spillet, medmindre en anden spiller har gjort opmærksom på en uregelmæssighed, og må ikke tage del i spillet. En blind, der bytter hånd med spilføreren, forlader sin plads for at se spilføreren spille eller ser på en modspillers kort, mister beskyttelse: en advarsel, han så giver spilføreren, kan koste hans side, og en uregelmæssighed fra modspillerne, som han først gør opmærksom på, berigtiges ikke.',
  'law.44.title': 'Spillets gang',
  'law.44.text':
    'Spilleren, der er inde, spiller et hvilket som helst kort ud, og de andre følger med uret; hver skal bekende kulør, hvis han kan, ellers et hvilket som helst kort. Højeste trumf, ellers højeste kort i udspilsfarven, vinder stikket, og vinderen spiller ud til det næste.',
  'law.45.title': 'Spillet kort',
  'law.45.text':
    'En modspillers kort er spillet, når makker kunne se dets billedside; spilførerens, når det lægges op på bordet eller nævnes; den blindes, når spilføreren angiver det. Et kort nævnt ved en fortalelse kan ændres straks; et ekstra kort lagt til et færdigt stik tages tilbage.',
  'law.46.title': 'Angivelse af kort fra den blinde',
  'law.46.text':
    'Spilføreren bør nævne både farve og værdi. En ufuldstændig angivelse tolkes fornuftigt – »høj« er det højeste kort, »lav« det laveste, en værdi gælder udspilsfarven – og udpeger den stadig ikke ét kort, vælger spilføreren; har den blinde ikke et sådant kort, kan spilføreren angive et hvilket som helst lovligt kort.',
  'law.45D.title': 'Den blindes kort, som spilføreren ikke angav',
  'law.45D.text':
    'Lægger den blinde et kort frem som spillet, uden at spilføreren har angivet det, tages det tilbage, så længe begge sider ikke har spillet til næste stik. En modspiller, der spillede efter det, må tage sit kort tilbage, og gør spilførerens højre modstander det, må spilføreren tage det kort tilbage, han spillede derefter. Når begge sider har spillet til næste stik, står kortet, og spillet fortsætter; efter 2017-lovene kan en spiller, der ikke bekendte kulør, have begået renonce.',
  'law.47.title': 'Tilbagetagning af et spillet kort',
  'law.47.text':
    'Et spillet kort må kun tages tilbage for at rette en uregelmæssighed, efter turneringslederens anvisning, når en modstander fejlagtigt sagde, at spilleren var inde, eller når det blev spillet efter en modstanders fejlagtige forklaring, som endnu ikke var rettet, og intet kort er fulgt efter det; det, det tilbagetagne kort viste, er ubeføjede oplysninger for den fejlende side.',
  'law.48.title': 'Spilførerens viste kort',
  'law.48.text':
    'Spilførerens viste kort bliver aldrig strafkort. En spilfører, der lægger sine kort op, regnes for at have fremsat claim eller opgivet.',
  'law.49.title': 'Modspillers viste kort',
  'law.49.text':
    'Et kort, en modspiller viser – tabt med billedsiden op, spillet for tidligt eller holdt, så makker kunne se det – bliver strafkort, medmindre en anden paragraf siger noget andet.',
  'law.51.title': 'To eller flere strafkort',
  'law.51.text':
    'Når en modspiller med to eller flere strafkort, han lovligt kan spille, skal spille, bestemmer spilføreren hvilket. Når hans makker skal spille ud, kan spilføreren kræve eller forbyde udspil i en farve blandt disse kort.',
  'law.52.title': 'Strafkort ikke spillet',
  'law.52.text':
    'Spiller en modspiller et andet kort, når lovene krævede hans strafkort, kan spilføreren acceptere det spillede kort eller kræve strafkortet spillet i stedet, og så bliver det forkert spillede kort et stort strafkort.',
  'law.53.title': 'Accepteret udspil uden for tur',
  'law.53.text':
    'Ethvert udspil uden for tur kan behandles som korrekt: det bliver udspillet, når den side, der har valget, accepterer det eller spiller til det, og spilleren til venstre for udspilleren spiller næste kort. Accepteres det ikke, spilles der ud fra den rigtige hånd.',
  'law.55.title': 'Spilførerens udspil uden for tur',
  'law.55.text':
    'Når spilføreren spiller ud fra den forkerte hånd eller uden for tur, kan hver af modspillerne acceptere det; ellers tager spilføreren kortet tilbage og spiller ud fra den rigtige hånd, eller en modspiller spiller ud, hvis det var hans tur.',
  'law.56.title': 'Modspillers udspil uden for tur',
  'law.56.text':
    'Et udspil uden for tur fra en modspiller, som spilføreren ikke accepterer, tages tilbage, den rigtige spiller spiller ud, og kortet bliver et stort strafkort.',
  'law.57.title': 'For tidligt udspil eller spil',
  'law.57.text':
    'Når en modspiller spiller ud til næste stik, før makker har spillet, eller spiller før makker, bliver hans kort et stort strafkort, og spilføreren vælger, hvordan makker skal spille til stikket: højeste eller laveste kort i udspilsfarven eller et kort i en farve, spilføreren kræver eller forbyder. Havde spilføreren allerede spillet fra begge hænder, sker der ingen berigtigelse; heller ikke når den blinde på egen hånd havde spillet et kort eller ulovligt foreslået et (§ 57C). Efter 2017-lovene er et kort fra den blinde først spillet, når spilføreren har bedt om eller angivet det.',
  'law.58.title': 'Samtidige udspil eller spil',
  'law.58.text':
    'Et udspil eller spil samtidig med en anden spillers regnes som foretaget efter det. Spiller en spiller to eller flere kort samtidig, og kun ét kan ses, er det kort spillet, og de andre tages op uden yderligere berigtigelse. Kan mere end ét ses, siger han, hvilket han mente; en modspillers øvrige kort bliver strafkort.',
  'law.59.title': 'Umuligt at spille som krævet',
  'law.59.text':
    'En spiller, der ikke kan spille ud eller spille, som en berigtigelse kræver, fordi han ikke har et sådant kort, må spille et hvilket som helst andet lovligt kort.',
  'law.62.title': 'Rettelse af kulørsvigt',
  'law.62.text':
    'Et kulørsvigt, der opdages, før det er etableret, skal rettes: et lovligt kort erstatter kortet; en modspillers tilbagetagne kort bliver et stort strafkort, spilførerens tages tilbage uden straf, og den ikke-fejlende side må ændre kort spillet efter kulørsvigtet. Et kulørsvigt i 12. stik skal rettes, selv om det er etableret.',
  'law.63.title': 'Etablering af kulørsvigt',
  'law.63.text':
    'Et kulørsvigt bliver etableret og kan ikke længere rettes, når den fejlende eller hans makker spiller ud eller spiller til næste stik eller angiver et kort til det, eller når en af dem fremsætter eller accepterer et claim eller en opgivelse.',
  'law.64.title': 'Fremgangsmåde efter etableret kulørsvigt',
  'law.64.text':
    'Når spillet er slut, og den fejlende vandt kulørsvigtstikket, går det stik og et senere stik vundet af hans side til modstanderne; ellers går ét stik over, hvis hans side vandt kulørsvigtstikket eller et senere stik. Nogle kulørsvigt giver ingen overførsel – et nyt kulørsvigt i samme farve af samme spiller, et kulørsvigt i 12. stik – og turneringslederen genopretter balancen, når overførslen ikke gør det.',
  'law.65.title': 'Ordning af stik',
  'law.65.text':
    'Hver spiller beholder sine spillede kort med billedsiden nedad foran sig, hvert kort lagt på langs mod den side, der vandt stikket, indtil resultatet på mappen er aftalt.',
  'law.66.title': 'Eftersyn af stik',
  'law.66.text':
    'Indtil hans side har spillet til næste stik, må en spiller se på sidste stik; derefter må vendte stik ikke ses, før spillet er slut. Er kortene blandet, så stikkene ikke kan tælles, afgør turneringslederen ud fra det, der kan oplyses.',
  'law.67.title': 'Defekt stik',
  'law.67.text':
    'Et stik med for få eller for mange kort rettes: en spiller, der ikke spillede, lægger et kort til, som kan være kulørsvigt, og en, der spillede to kort, tager ét tilbage, som turneringslederen bestemmer.',
  'law.69.title': 'Accepteret claim eller opgivelse',
  'law.69.text':
    'Et claim eller en opgivelse står ved magt, når modstanderne accepterer det, og ingen protesterer, før rettelsesfristen er udløbet. En spiller, der accepterede at tabe et stik, hans side med stor sandsynlighed ville have vundet, kan trække accepten tilbage inden for rettelsesfristen, og mappen regnes om.',
  'law.70.title': 'Bestridt claim eller opgivelse',
  'law.70.text':
    'Turneringslederen afgør så retfærdigt som muligt for begge sider, men tvivl går imod den, der claimer: han skal følge den spilleplan, han oplyste, og ved de valg, der står åbne, får modstanderne det for ham værste normale spil – skødesløst eller dårligt, men ikke irrationelt. En trumf, der stadig er ude, og som claimet ikke nævnte, tæller imod ham, hvis han kan have glemt den.',
  'law.71.title': 'Opgivelse annulleret',
  'law.71.text':
    'Et opgivet stik, der ikke kunne være tabt ved nogen normal spilleføring af de resterende kort, gives tilbage, hvis turneringslederen tilkaldes, før rettelsesfristen er udløbet.',
  'law.72.title': 'Generelle principper',
  'law.72.text':
    'Spillerne skal følge lovene og må ikke bryde dem med vilje. Kunne den fejlende have indset, at uregelmæssigheden meget vel kunne skade modstanderne, lader turneringslederen spillet fortsætte og justerer scoren bagefter, hvis den fejlende side vandt på den.',
  'law.77.title': 'Pointberegning',
  'law.77.text':
    'Hver mappe regnes for sig: stikpoint for en vundet kontrakt, bonus for delkontrakt, udgang eller slem, bonus for en vundet doblet eller redoblet kontrakt, overstik og bet, som koster mere i farezonen, og når kontrakten er doblet.',
  'law.79.title': 'Vundne stik',
  'law.79.text':
    'Spillerne bliver enige om antallet af vundne stik før næste mappe; uenighed går til turneringslederen. Scoren kan rettes, indtil rettelsesfristen er udløbet.',
  'law.85.title': 'Afgørelser om omstridte fakta',
  'law.85.text':
    'Når fakta er omstridte, afgør turneringslederen ud fra vægten af de oplysninger, han kan skaffe; kan han ikke fastslå dem, træffer han en afgørelse, der lader spillet fortsætte.',
  'law.86.title': 'Holdkamp',
  'law.86.text':
    'I holdkampe kan turneringslederen give en justeret score, der tager hensyn til resultatet ved det andet bord, når en mappe ikke kan sammenlignes normalt.',
  'law.87.title': 'Fejlbehæftet mappe',
  'law.87.text':
    'En mappe, hvis kort var forskellige ved nogle borde, er fejlbehæftet: resultaterne sammenlignes kun mellem de borde, der spillede samme spil, og de andre kan få justeret score.',
  'law.90.title': 'Straf for fejl i fremgangsmåden',
  'law.90.text':
    'Ud over en berigtigelse kan turneringslederen give en straf i point for brud på korrekt fremgangsmåde – som langsomt spil, snak om en mappe, at se på andres kort, eller at den blinde bryder sine begrænsninger.',
};
