/** Lovforklaringer / förklaringar / selitykset (sv): samme nøkler som `en.ts`. */
import type { lawsEn } from './en.js';

export const lawsSv: Record<keyof typeof lawsEn, string> = {
  'law.16.title': 'Otillåten information',
  'law.16.text':
    'Det partnern förmedlar utöver buden och spelet – en tvekan, en kommentar, en förklaring – får inte styra dina val. Finner tävlingsledaren att det gjorde det och motståndarna skadades, korrigeras resultatet.',
  'law.20F.title': 'Förklaring av bud',
  'law.20F.text':
    'Motståndarna får fråga vad buden betyder; partnern svarar utifrån era överenskommelser. På nätet går alertering och förklaring bara till motståndarna, så partnern får inte veta något av dem. Märker du att din egen förklaring var felaktig tillkallar du tävlingsledaren och rättar den: enligt 2007 års lagar omedelbart; enligt 2017 års lagar senast innan det första utspelet vänds upp, och genast om du märker det under spelet. Var det partnern som förklarade ditt bud fel säger du ingenting under budgivningen; som spelförare eller träkarl tillkallar du tävlingsledaren direkt efter det avslutande passet, som motspelare först när given är färdigspelad.',
  'law.25A.title': 'Oavsiktligt bud',
  'law.25A.text':
    'Ett bud som spelaren inte menade – ett felgrepp, inte ett ändrat beslut – får bytas direkt, innan partnern har bjudit.',
  'law.27.title': 'Otillräckligt kontraktsbud',
  'law.27.text':
    'Ett kontraktsbud som inte är högre än det föregående. Motståndaren till vänster om den felande får godta det genom att bjuda. Godtas det inte, ersätter den felande det med ett regelrätt bud: det lägsta tillräckliga kontraktsbudet som specificerar samma benämning(ar), eller ett bud med samma eller mer precis innebörd, låter budgivningen fortsätta utan ytterligare korrigering (tävlingsledaren kan ändå korrigera resultatet om den icke felande sidan skadades); varje annat kontraktsbud eller pass gör att partnern måste passa resten av budgivningen, och utspelsbegränsningar kan följa.',
  'law.28.title': 'Bud som anses bjudna i rätt tur',
  'law.28.text':
    'Två slags bud räknas som bjudna i tur fast ordningen ser fel ut: ett bud när det var MTH:s tur men MTH enligt lagarna måste passa, och ett bud av spelaren i tur innan tävlingsledaren har beslutat om korrigering för en motståndares bud utom tur. Det senare tar bort rätten till korrigering för budet utom tur: budgivningen fortsätter som om motståndaren inte hade bjudit, och det som det upphävda budet berättade är otillåten information för den felandes partner (Lag 16C2).',
  'law.50.title': 'Straffkort',
  'law.50.text':
    'Ett kort från en motspelare som partnern har sett innan det spelades på rätt sätt ligger kvar synligt på bordet. Ett enstaka lågt kort som visats av misstag är ett litet straffkort; en honnör eller ett avsiktligt visat kort är ett stort straffkort, med skyldigheter om när det ska spelas.',
  'law.54.title': 'Första utspel utom tur',
  'law.54.text':
    'Spelar fel motspelare ut först väljer spelföraren: godta utspelet och spela vidare (spelföraren kan till och med bli träkarl genom att lägga upp sin hand), eller låta rätt motspelare spela ut; då blir det felaktiga kortet ett straffkort och utspelsbegränsningar kan gälla.',
  'law.61.title': 'Revoke',
  'law.61.text':
    'Att inte följa färg när man kan. När en revoke är etablerad står den; efter spelet överförs stick till den andra sidan – oftast ett, eller två när den felande vann revokesticket och ett senare stick – och tävlingsledaren återställer balansen om det inte räcker.',
  'law.68.title': 'Anspråk och avstående',
  'law.68.text':
    'En spelare får göra anspråk på eller avstå stick i stället för att spela vidare och säger hur resten ska spelas. Godtar motståndarna står resultatet; bestrids anspråket avbryts spelet och tävlingsledaren avgör, med tvivel till nackdel för den som gjorde anspråket.',
  'law.79C.title': 'Korrigeringsperioden',
  'law.79C.text':
    'Fel i resultatberäkningen får rättas tills den korrigeringsperiod som arrangören bestämt har gått ut – oftast trettio minuter efter att resultaten publicerats.',
  'law.12.title': 'Korrigerat resultat',
  'law.12.text':
    'När lagarna inte kan ge ett normalt resultat tilldelar tävlingsledaren ett korrigerat resultat: ett artificiellt (drygt medel, medel eller knappt medel) när inget resultat kan uppnås, annars ett tilldelat resultat – eventuellt viktat över de troliga utfallen – i stället för det som uppnåddes.',
  'law.23.title': 'Jämförbart bud',
  'law.23.text':
    'Ett ersättningsbud är jämförbart när det betyder detsamma som, eller något mer precist än, det återtagna budet. Då fortsätter budgivningen utan ytterligare korrigering, men tävlingsledaren korrigerar resultatet om den icke felande sidan skadades.',
  'law.26.title': 'Utspelsbegränsningar',
  'law.26.text':
    'När ett återtaget bud nämnde en färg som inte täcks av den senare budgivningen får spelföraren, vid den felandes partners första utspel, kräva eller förbjuda utspel i den färgen.',
  'law.29.title': 'Efter ett bud utom tur',
  'law.29.text':
    'Spelaren till vänster om den felande får godta budet genom att själv bjuda; då fortsätter budgivningen därifrån. Godtas det inte upphävs det och turen går tillbaka till den som skulle bjuda.',
  'law.30.title': 'Pass utom tur',
  'law.30.text':
    'Ett pass utom tur som inte godtas upphävs. Beroende på vems tur det var måste den felande passa nästa gång, och partnern kan få begränsningar.',
  'law.31.title': 'Kontraktsbud utom tur',
  'law.31.text':
    'Ett kontraktsbud utom tur som inte godtas upphävs. Stod MTH i tur och passar, måste den felande upprepa budet, utan ytterligare korrigering. Annars får den felande bjuda vilket regelrätt bud som helst: ett jämförbart bud låter budgivningen fortsätta; varje annat bud gör att partnern måste passa nästa gång – bara den gången – och utspelsbegränsningar (Lag 26B) kan följa. Stod partnern eller MTV i tur, bjuder partnern först fritt, men budet utom tur är otillåten information för honom.',
  'law.9.title': 'Åtgärder efter ett fel',
  'law.9.text':
    'Varje spelare får påtala ett fel under budgivningen, och en motspelare under spelet (träkarlen först efter spelet). Då ska tävlingsledaren tillkallas genast, och ingen bör göra något innan tävlingsledaren har förklarat allas rättigheter.',
  'law.13.title': 'Fel antal kort',
  'law.13.text':
    'Visar det sig att en hand har för många eller för få kort, rättar tävlingsledaren given om brickan fortfarande kan spelas normalt; går det inte, eller har en spelare sett ett kort från en annan hand, får tävlingsledaren stryka resultatet och utdela ett korrigerat resultat.',
  'law.14.title': 'Kort som saknas',
  'law.14.text':
    'Ett kort som saknats läggs tillbaka i den hand som saknade det och räknas som om det hela tiden funnits där: att det inte spelats tidigare kan vara en revoke, och har det setts kan det bli straffkort.',
  'law.15.title': 'Fel bricka eller hand',
  'law.15.text':
    'Tar spelarna korten ur fel bricka ser tävlingsledaren till att rätt bricka spelas och upphäver bud som gjorts med fel kort; en bricka som spelats färdigt av fel spelare behåller oftast resultatet, men ett par som spelar samma bricka två gånger får resultat bara första gången.',
  'law.17.title': 'Budgivningsperioden',
  'law.17.text':
    'Budgivningen börjar när en spelare tar ut sina kort ur brickan; given bjuder först och de andra följer medurs. Den slutar när tre pass i tur följer på det sista budet, eller med fyra pass om ingen bjöd.',
  'law.19.title': 'Dubblingar och redubblingar',
  'law.19.text':
    'En spelare får bara dubbla det senaste kontraktsbudet, bjudet av en motståndare, när bara pass har följt; han får bara redubbla en motståndares dubbling. Ett senare regelrätt kontraktsbud upphäver varje dubbling och redubbling.',
  'law.20.title': 'Repetition och förklaring av bud',
  'law.20.text':
    'En spelare får få budgivningen repeterad när det är hans tur att bjuda, och spelföraren eller en motspelare en gång vid sin första tur att spela. Före sitt eget bud eller spel får en spelare fråga vad motståndarnas bud betyder; partnern till den som bjöd svarar utifrån deras överenskommelser. En spelare som enligt lagarna måste passa har ingen rätt till upprepning (och enligt 2017 års lagar inte heller till förklaring); efter det avslutande passet får motspelaren som ska spela ut få budgivningen upprepad, och när det första utspelet ligger med baksidan upp får hans partner och spelföraren fråga. En fråga som man inte har rätt att ställa besvaras inte.',
  'law.75.title': 'Felaktig förklaring eller felaktigt bud',
  'law.75.text':
    'Stämde förklaringen inte med parets överenskommelse fick motståndarna felaktig information: de får fortfarande ändra ett bud så länge partnern inte har bjudit sedan dess, annars korrigerar tävlingsledaren resultatet. Var förklaringen rätt och budet fel finns inget att rätta, och resultatet står. I båda fallen är det budgivaren får veta av partnerns förklaring otillåten information för honom.',
  'law.40.title': 'Överenskommelser med partner',
  'law.40.text':
    'Ett pars överenskommelser ska motståndarna också känna till: de har rätt att få veta vad bud och spelsätt betyder enligt överenskommelse eller samspelthet. En sida som skadas för att det inte redovisades – en överenskommelse som förklarades fel eller hölls inne – får ett korrigerat resultat.',
  'law.21.title': 'Bud grundat på felaktig information',
  'law.21.text':
    'En spelare som bjöd för att en motståndare förklarade ett bud fel får ändra budet utan korrigering när felet kommer fram, så länge partnern inte har bjudit sedan dess; är det för sent korrigerar tävlingsledaren resultatet om den felaktiga informationen orsakade skada.',
  'law.24.title': 'Kort visat eller utspelat under budgivningen',
  'law.24.text':
    'Varje kort som visas under budgivningen ligger med framsidan upp tills budgivningen är slut och blir straffkort om den felande blir motspelare. Ett enstaka kort under tian som visats av misstag medför inget mer; en honnör, ett kort utspelat för tidigt eller två eller flera kort gör dessutom att partnern måste passa nästa gång.',
  'law.25.title': 'Ändrat bud',
  'law.25.text':
    'Ett bud som inte var det spelaren avsåg – ett felgrepp, inte ett nytt beslut – får ersättas med det avsedda budet tills partnern har bjudit. En avsiktlig ändring upphävs och det första budet gäller, om inte MTV godtar det nya budet genom att bjuda över det.',
  'law.32.title': 'Dubbling eller redubbling utom tur',
  'law.32.text':
    'MTV får godta den genom att bjuda, men en otillåten dubbling eller redubbling kan aldrig godtas. Annars återtas den: stod MTH i tur och passar, måste den felande upprepa den; bjuder MTH, eller stod partnern i tur, får den felande bjuda vilket regelrätt bud som helst, och är det inte jämförbart måste partnern passa nästa gång, och utspelsbegränsningar kan följa.',
  'law.33.title': 'Samtidiga bud',
  'law.33.text': 'Ett bud som bjuds samtidigt som budet från spelaren i tur anses bjudet efter detta.',
  'law.36.title': 'Otillåtna dubblingar och redubblingar',
  'law.36.text':
    'En dubbling eller redubbling som lagarna inte tillåter kan aldrig godtas. Bjuder MTV innan den rättats, upphävs den och alla senare bud och budgivningen fortsätter som om inget hänt. Annars ersätter den felande den med ett regelrätt bud och partnern passar resten av budgivningen; upptäcks den först efter att utspelet vänts upp räknas resultatet som om den inte bjudits.',
  'law.37.title': 'Bud av en spelare som måste passa',
  'law.37.text':
    'Bjuder MTV över det innan tävlingsledaren avgör, gäller det och alla senare bud, och den som ska passa resten av budgivningen måste fortfarande göra det. Annars ersätts det med pass, och båda spelarna på den felande sidan passar resten av budgivningen; utspelsbegränsningar kan följa.',
  'law.38.title': 'Kontraktsbud över sjunivån',
  'law.38.text':
    'Ett kontrakt över sju får aldrig spelas. Budet och alla senare bud upphävs, pass ersätter det, och den felande och partnern passar resten av budgivningen; utspelsbegränsningar kan följa om inte MTV hade bjudit över det.',
  'law.39.title': 'Bud efter det avslutande passet',
  'law.39.text':
    'Alla bud efter att budgivningen avslutats återtas. Var det ett pass från en motspelare, ett bud från spelföraren eller träkarlen, eller bjöd MTV över det, blir det inget mer; ett annat bud från en motspelare kan ge utspelsbegränsningar.',
  'law.41.title': 'Första utspel och förtydligandeperioden',
  'law.41.text':
    'Efter det avslutande passet spelar motspelaren till vänster om spelföraren ut med framsidan ned. Tills utspelet vänts upp – förtydligandeperioden – får utspelarens partner och spelföraren få budgivningen repeterad och förklarad. Sedan vänds utspelet upp, träkarlen lägger upp sina kort och spelet börjar.',
  'law.42.title': 'Träkarlens rättigheter',
  'law.42.text':
    'Träkarlen får upplysa om fakta eller lagar när tävlingsledaren är närvarande, hålla räkning på sticken och spela de kort spelföraren anger; så länge han har kvar sina rättigheter får han försöka hindra ett fel av spelföraren och efter spelet påtala fel.',
  'law.43.title': 'Träkarlens begränsningar',
  'law.43.text':
    'Träkarlen får inte tillkalla tävlingsledaren under spelet om inte en annan spelare har påtalat ett fel, och får inte delta i spelet. En träkarl som byter hand med spelföraren, lämnar sin plats för att se spelföraren spela eller tittar på en motspelares kort förlorar skydd: en varning han då ger spelföraren kan kosta hans sida, och ett fel av motspelarna som han påtalar först korrigeras inte.',
  'law.44.title': 'Spelets gång',
  'law.44.text':
    'Spelaren som är inne spelar ut vilket kort som helst och de andra följer medurs; var och en måste följa färg om han kan, annars vilket kort som helst. Högsta trumf, annars högsta kort i utspelsfärgen, tar sticket, och den som tog det spelar ut till nästa.',
  'law.45.title': 'Spelat kort',
  'law.45.text':
    'En motspelares kort är spelat när partnern kunde se dess framsida; spelförarens när det läggs upp på bordet eller nämns; träkarlens när spelföraren anger det. Ett kort som nämnts genom en felsägning får ändras genast; ett extra kort som lagts till ett färdigt stick tas tillbaka.',
  'law.46.title': 'Angivelse av kort från träkarlen',
  'law.46.text':
    'Spelföraren bör nämna både färg och valör. En ofullständig angivelse tolkas förnuftigt – ”högt” är det högsta kortet, ”lågt” det lägsta, en valör gäller utspelsfärgen – och pekar den ändå inte ut ett kort väljer spelföraren; har träkarlen inget sådant kort får spelföraren ange vilket regelrätt kort som helst.',
  'law.45D.title': 'Träkarlens kort som spelföraren inte angav',
  'law.45D.text':
    'Lägger träkarlen fram ett kort som spelat utan att spelföraren angivit det, tas det tillbaka så länge inte båda sidor har spelat i nästa stick. En motspelare som spelade efter det får ta tillbaka sitt kort, och gör spelförarens motståndare till höger det, får spelföraren ta tillbaka kortet han spelade därefter. När båda sidor har spelat i nästa stick står kortet och spelet fortsätter; en spelare som inte följde färg kan då ha gjort en revoke.',
  'law.47.title': 'Återtagande av spelat kort',
  'law.47.text':
    'Ett spelat kort får bara tas tillbaka för att rätta ett fel, på tävlingsledarens anvisning, när en motståndare felaktigt sa att spelaren var inne, eller när det spelades efter en motståndares felaktiga förklaring som ännu inte rättats och inget kort följt efter det; det det återtagna kortet visade är otillåten information för den felande sidan.',
  'law.48.title': 'Spelförarens visade kort',
  'law.48.text':
    'Spelförarens visade kort blir aldrig straffkort. En spelförare som lägger upp sina kort anses göra anspråk eller avstå.',
  'law.49.title': 'Motspelares visade kort',
  'law.49.text':
    'Ett kort som en motspelare visar – tappat med framsidan upp, spelat för tidigt eller hållet så att partnern kunde se det – blir straffkort, om inte en annan lag säger något annat.',
  'law.51.title': 'Två eller flera straffkort',
  'law.51.text':
    'När en motspelare med två eller flera straffkort som han får spela ska spela, bestämmer spelföraren vilket. När hans partner ska spela ut får spelföraren kräva eller förbjuda utspel i en färg bland dessa kort.',
  'law.52.title': 'Straffkort som inte spelas',
  'law.52.text':
    'Spelar en motspelare ett annat kort när lagarna krävde hans straffkort, får spelföraren godta det spelade kortet, eller kräva att straffkortet spelas i stället, och då blir det felaktigt spelade kortet ett stort straffkort.',
  'law.53.title': 'Godtaget utspel utom tur',
  'law.53.text':
    'Varje utspel utom tur kan behandlas som korrekt: det blir utspelet när den sida som har valet godtar det eller spelar till det, och spelaren till vänster om utspelaren spelar nästa kort. Godtas det inte görs utspelet från rätt hand.',
  'law.55.title': 'Spelförarens utspel utom tur',
  'law.55.text':
    'När spelföraren spelar ut från fel hand eller utom tur får vilken motspelare som helst godta det; annars tar spelföraren tillbaka kortet och spelar ut från rätt hand, eller spelar en motspelare ut om det var hans tur.',
  'law.56.title': 'Motspelares utspel utom tur',
  'law.56.text':
    'Ett utspel utom tur från en motspelare som spelföraren inte godtar tas tillbaka, rätt spelare spelar ut, och kortet blir ett stort straffkort.',
  'law.57.title': 'Utspel eller spel i förtid',
  'law.57.text':
    'När en motspelare spelar ut till nästa stick innan partnern har spelat, eller spelar före partnern, blir hans kort ett stort straffkort och spelföraren väljer hur partnern ska spela till sticket: högsta eller lägsta kortet i utspelsfärgen, eller ett kort i en färg som spelföraren kräver eller förbjuder. Hade spelföraren redan spelat från båda händerna blir det ingen korrigering; inte heller när träkarlen på egen hand hade spelat ett kort eller otillåtet föreslagit ett (Lag 57C2). Ett kort från träkarlen räknas som spelat först när spelföraren har begärt eller indikerat det.',
  'law.58.title': 'Samtidiga utspel eller spel',
  'law.58.text':
    'Ett utspel eller spel samtidigt med en annan spelares anses gjort efter detta. Spelar en spelare två eller flera kort samtidigt och bara ett syns, är det kortet spelat och de övriga tas upp utan ytterligare korrigering. Syns fler än ett, säger han vilket han avsåg; en motspelares övriga kort blir straffkort.',
  'law.59.title': 'Omöjligt att spela som krävs',
  'law.59.text':
    'En spelare som inte kan spela ut eller spela som en korrigering kräver, eftersom han saknar ett sådant kort, får spela vilket annat regelrätt kort som helst.',
  'law.62.title': 'Rättning av revoke',
  'law.62.text':
    'En revoke som upptäcks innan den är etablerad måste rättas: ett regelrätt kort ersätter kortet; en motspelares återtagna kort blir ett stort straffkort, spelförarens tas tillbaka utan påföljd, och den icke felande sidan får byta kort som spelats efter revoken. En revoke i tolfte sticket måste rättas även om den är etablerad.',
  'law.63.title': 'Etablerad revoke',
  'law.63.text':
    'En revoke blir etablerad och kan inte längre rättas när den felande eller hans partner spelar ut eller spelar till nästa stick eller anger ett kort till det, eller när någon av dem gör eller godtar ett anspråk eller ett avstående.',
  'law.64.title': 'Åtgärder efter etablerad revoke',
  'law.64.text':
    'När spelet är slut, om den felande tog revokesticket, går det sticket och ett senare stick som hans sida tog till motståndarna; annars går ett stick över om hans sida tog revokesticket eller ett senare stick. Vissa revoker ger ingen överföring – en andra revoke i samma färg av samma spelare, en revoke i tolfte sticket – och tävlingsledaren återställer balansen när överföringen inte räcker.',
  'law.65.title': 'Ordning av stick',
  'law.65.text':
    'Varje spelare behåller sina spelade kort med framsidan ned framför sig, varje kort lagt på längden mot den sida som tog sticket, tills resultatet på brickan är överenskommet.',
  'law.66.title': 'Granskning av stick',
  'law.66.text':
    'Tills hans sida har spelat till nästa stick får en spelare titta på det senaste sticket; därefter får vända stick inte granskas förrän spelet är slut. Har korten blandats så att sticken inte kan räknas, avgör tävlingsledaren utifrån det som kan utredas.',
  'law.67.title': 'Felaktigt stick',
  'law.67.text':
    'Ett stick med för få eller för många kort rättas: en spelare som inte spelat lägger till ett kort, som kan vara en revoke, och en som spelat två kort tar tillbaka ett, enligt tävlingsledarens anvisning.',
  'law.69.title': 'Godtaget anspråk eller avstående',
  'law.69.text':
    'Ett anspråk eller avstående gäller när motståndarna godtar det och ingen invänder innan korrigeringsperioden är slut. En spelare som godtog att förlora ett stick som hans sida mycket troligt hade tagit får dra tillbaka sitt godkännande inom korrigeringsperioden, och brickan räknas om.',
  'law.70.title': 'Bestritt anspråk eller avstående',
  'law.70.text':
    'Tävlingsledaren avgör så rättvist som möjligt för båda sidor, men tveksamheter går emot den som gjort anspråket: han måste följa den spelplan han angav, och för de val som är öppna får motståndarna det för honom sämsta normala spelet – slarvigt eller underlägset, men inte irrationellt. En trumf som fortfarande är ute och som anspråket inte nämnde räknas emot honom om han kan ha glömt den.',
  'law.71.title': 'Avstående som upphävs',
  'law.71.text':
    'Ett avstått stick som inte kunde ha förlorats med någon normal spelföring av de återstående korten ges tillbaka, om tävlingsledaren tillkallas innan korrigeringsperioden är slut.',
  'law.72.title': 'Allmänna principer',
  'law.72.text':
    'Spelarna ska följa lagarna och får inte bryta mot dem avsiktligt. Kunde den felande ha förstått att felet mycket väl kunde skada motståndarna, låter tävlingsledaren spelet fortsätta och korrigerar resultatet efteråt om den felande sidan vann på det.',
  'law.77.title': 'Poängberäkning',
  'law.77.text':
    'Varje bricka räknas för sig: trickpoäng för det vunna kontraktet, bonus för delkontrakt, utgång eller slam, bonus för vunnet dubblat eller redubblat kontrakt, övertrick, och straff som kostar mer i zonen och när kontraktet är dubblat.',
  'law.79.title': 'Vunna stick',
  'law.79.text':
    'Spelarna kommer överens om antalet vunna stick före nästa bricka; oenighet går till tävlingsledaren. Resultatet får rättas tills korrigeringsperioden är slut.',
  'law.85.title': 'Avgöranden om omtvistade fakta',
  'law.85.text':
    'När fakta är omtvistade avgör tävlingsledaren utifrån tyngden av de uppgifter han kan få fram; kan han inte fastställa dem fattar han ett beslut som låter spelet fortsätta.',
  'law.86.title': 'Lagtävling',
  'law.86.text':
    'I lagmatcher får tävlingsledaren utdela ett korrigerat resultat som tar hänsyn till resultatet vid det andra bordet, när en bricka inte kan jämföras normalt.',
  'law.87.title': 'Felaktig bricka',
  'law.87.text':
    'En bricka vars kort var olika vid några bord är felaktig: resultaten jämförs bara mellan de bord som spelade samma giv, och de andra kan få korrigerade resultat.',
  'law.90.title': 'Procedurbestraffningar',
  'law.90.text':
    'Utöver en korrigering får tävlingsledaren ge en bestraffning i poäng för brott mot korrekt procedur – som långsamt spel, prat om en bricka, att titta på andras kort eller att träkarlen bryter mot sina begränsningar.',
};
