/**
 * The bridge terms each language uses, as the official law texts in that language use them
 * (../shared/laws/: SBF 2017 Swedish, NBF 2007 Norwegian, DBF 2007 Danish, SBL 2007 Finnish; the
 * catalogue's five-language glossary). test/glossary.test.ts holds the locale files to it: a
 * concept's term must appear at the keys listed, a word the official texts do not use must appear
 * nowhere, and a law is cited exactly as `citation` says.
 */
import type { Lang } from './languages.js';

export type Concept =
  | 'claim'
  | 'matchpoints'
  | 'director'
  | 'ruling'
  | 'declarer'
  | 'dummy'
  | 'openingLead'
  | 'penaltyCard'
  | 'revoke'
  | 'insufficientBid'
  | 'alert'
  | 'doubleDummy';

/** Where each concept must be named with the language's term. */
export const CONCEPT_KEYS: Record<Concept, readonly string[]> = {
  claim: [
    'ruling.claimEvent',
    'ruling.claimHeading',
    'ruling.claimButton',
    'table.claim',
    'table.claimSubmit',
    'table.claimBy',
    'table.claimTricks',
    'ruling.kind.claim',
    'ruling.kind.claim-disputed',
    'err.code.claim-pending',
    'msg.claim.made',
    'msg.claim.disputed',
    'finding.unawareOfTrump',
    'online.callReason.claim-disputed',
    'online.callReason.claim-agreement-withdrawn',
  ],
  matchpoints: [
    'common.matchpoints',
    'session.form.pairs',
    'session.scoring.matchpoints',
    'results.mpNS',
    'results.mpEW',
  ],
  director: ['ruling.director', 'common.callDirector', 'table.claimDispute', 'msg.claim.director'],
  ruling: ['ruling.title', 'director.ruling', 'ruling.rulings', 'ruling.noPending', 'status.ruling'],
  declarer: ['common.declarer', 'finding.declarerAccepts', 'option.declarer-becomes-dummy'],
  dummy: ['table.dummy', 'option.declarer-becomes-dummy'],
  openingLead: ['terminal.pickLead', 'ruling.kind.opening-lead-out-of-turn', 'finding.discoveredAfterOpeningLead'],
  penaltyCard: ['effect.penalty-card', 'status.penalty-card', 'ruling.kind.penalty-card-lead'],
  revoke: ['ruling.kind.revoke', 'effect.revoke'],
  insufficientBid: ['ruling.kind.insufficient-bid', 'law.27.title'],
  alert: [
    'table.alert',
    'table.alerted',
    'online.alertedUnexplained',
    'online.notAlerted',
    'err.code.nothing-explained',
  ],
  doubleDummy: ['results.ddTable', 'results.ddLater', 'online.ddAfterClaim', 'err.code.analysis-busy'],
};

export interface Glossary {
  /** `ruling.lawCited` and `common.lawN` exactly: how the official text cites a law. */
  readonly citation: string;
  /** The term for each concept (a pattern, so that inflected forms count). */
  readonly terms: Readonly<Record<Concept, RegExp>>;
  /** Words the official texts do not use for these things; none may appear in the language. */
  readonly forbidden: readonly RegExp[];
  /**
   * The keys whose text is rightly the same as the English one: names (movements, file formats), words the
   * language shares with English (Status, Pause), and terms its official law text uses as they are (the Danish
   * "claim", the Norwegian and Swedish "revoke"). Any other text equal to the English is an untranslated string.
   */
  readonly sameAsEnglish: readonly string[];
}

/** Names every language writes as English does. */
const NAMES = ['app.name', 'session.movement.howell', 'session.movement.mitchell'] as const;

export const GLOSSARY: Record<Lang, Glossary> = {
  en: {
    citation: 'Law {{law}}',
    terms: {
      claim: /claim/i,
      matchpoints: /matchpoint/i,
      director: /director/i,
      ruling: /ruling/i,
      declarer: /declarer/i,
      dummy: /dummy/i,
      openingLead: /opening lead/i,
      penaltyCard: /penalty card/i,
      revoke: /revoke/i,
      insufficientBid: /insufficient bid/i,
      alert: /alert/i,
      doubleDummy: /double-dummy/i,
    },
    forbidden: [/\bTD\b/, /\bunauthorized\b/i],
    sameAsEnglish: [],
  },
  nb: {
    citation: '§ {{law}}',
    // NBF's 78A says "poeng" for matchpoints; a claim is "krav" (to claim: "kreve"); the TD's ruling is his
    // "avgjørelse" (§ 82, § 84–85 of the 2007 text), never "kjennelse" ("godkjennelse", approval, is another word).
    terms: {
      claim: /\bkr[ae]v/i,
      matchpoints: /\bpoeng\b/i,
      director: /turneringsleder/i,
      ruling: /avgjørelse/i,
      declarer: /spillefører/i,
      dummy: /blindemann/i,
      openingLead: /åpningsutspill/i,
      penaltyCard: /straffekort/i,
      revoke: /revoke/i,
      insufficientBid: /utilstrekkelig bud/i,
      // NBF: the noun "alert", the verb "alertere".
      alert: /alert/i,
      doubleDummy: /dobbel dummy/i,
    },
    forbidden: [
      /\blov \d/i,
      /\bLov \{\{/,
      /matchpoeng/i,
      /\bclaim/i,
      /\bdommer/i,
      /\bkjennelse/i,
      /double dummy/i,
      /\bdownload/i,
    ],
    sameAsEnglish: [
      ...NAMES,
      'common.status',
      'session.movement.barometer',
      'clock.pause',
      'table.alert',
      'print.score',
      'results.scoreNsShort',
      'results.scoreNS',
      'ruling.kind.revoke',
      'law.61.title',
      'option.pass',
    ],
  },
  sv: {
    citation: 'Lag {{law}}',
    // Swedish "bud" is a call; a bid is "kontraktsbud". A claim is "anspråk".
    terms: {
      claim: /anspråk/i,
      matchpoints: /poäng/i,
      director: /tävlingsledare/i,
      ruling: /domslut/i,
      declarer: /spelförare/i,
      dummy: /träkarl/i,
      openingLead: /första utspel/i,
      penaltyCard: /straffkort/i,
      revoke: /revoke/i,
      insufficientBid: /otillräckligt kontraktsbud/i,
      // SBF: "alertering", to alert "alertera" (never the bare English word).
      alert: /alerter/i,
      doubleDummy: /dubbelkalkyl/i,
    },
    // A citation is "Lag 27", capital L, as SBF prints it; an irregularity is a "regelbrott". Misinformation is
    // "felaktig information" (Lag 21), an adjusted score a "korrigerat resultat" (Lag 12).
    forbidden: [
      /paragraf/i,
      /\bclaim/i,
      /\bkrav\b/i,
      /\bdomare\b/i,
      /\(lag \d/,
      /oegentlighet/i,
      /oregelbundenhet/i,
      /felinformation/i,
      /justera(d|t)e? resultat/i,
      // A random seed is a "slumpnyckel" to a director; the bare "frö" (a plant's seed) says nothing to him.
      /(^|[^\p{L}])frö($|[^\p{L}])/iu,
      /double dummy/i,
      /\bdownload/i,
      /\bscore\b/i,
    ],
    sameAsEnglish: [
      ...NAMES,
      'common.status',
      'session.movement.barometer',
      'ruling.kind.revoke',
      'law.61.title',
      'option.pass',
      'event.match',
    ],
  },
  da: {
    citation: '§ {{law}}',
    // Danish bridge says "claim"; matchpoints are "parpoint"; dummy is "den blinde".
    terms: {
      claim: /claim/i,
      matchpoints: /parpoint/i,
      director: /turneringsleder/i,
      ruling: /kendelse/i,
      declarer: /spilfører/i,
      dummy: /\bblinde\b/i,
      openingLead: /åbningsudspil/i,
      penaltyCard: /strafkort/i,
      revoke: /kulørsvigt/i,
      insufficientBid: /utilstrækkeligt bud/i,
      // DBF: the noun "alert", the verb "alertere".
      alert: /alert/i,
      doubleDummy: /åbne kort/i,
    },
    forbidden: [/\blov \d/i, /\bLov \{\{/, /matchpoint/i, /\bkrav\b/i, /\brevoke\b/i, /double dummy/i, /\bdownload/i],
    sameAsEnglish: [
      ...NAMES,
      'common.status',
      'session.movement.barometer',
      'common.score',
      'print.score',
      'results.scoreNsShort',
      'results.scoreNS',
      'club.email',
      'clock.pause',
      'table.alert',
      'table.claim',
      'ruling.kind.claim',
    ],
  },
  fi: {
    citation: 'Pykälä {{law}}',
    // SBL: a ruling is "ratkaisu", matchpoints "ottelupisteet", the opening lead "aloituskortti".
    terms: {
      claim: /vaati|vaadi/i,
      matchpoints: /ottelupiste/i,
      director: /kilpailunjohtaj/i,
      ruling: /ratkaisu/i,
      declarer: /pelinviej/i,
      dummy: /lepääj/i,
      openingLead: /aloituskort/i,
      penaltyCard: /rangaistuskort/i,
      revoke: /revokki/i,
      insufficientBid: /riittämätön maalaus/i,
      // SBL: the defined term "alert", inflected (alertilla, alertin); to alert "alertoida" — never the bare
      // English "Alert" as a label.
      alert: /alert(o|t|i)/i,
      doubleDummy: /avoimin kortein/i,
    },
    forbidden: [
      /\blaki \d/i,
      /tuomio/i,
      /matsipiste/i,
      /\bclaim/i,
      /avauslähtö/i,
      /ensimmäinen lähtö/i,
      /\(pykälä \d/,
      /vakiintu/i,
      // A defender is a "puolustuspelaaja" (Laws 49, 56), never the bare "puolustaja".
      /\bpuolustaj/i,
      /double dummy/i,
      /\bdownload/i,
    ],
    sameAsEnglish: [...NAMES],
  },
};
