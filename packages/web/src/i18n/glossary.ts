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
  | 'alert';

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
};

export interface Glossary {
  /** `ruling.lawCited` and `common.lawN` exactly: how the official text cites a law. */
  readonly citation: string;
  /** The term for each concept (a pattern, so that inflected forms count). */
  readonly terms: Readonly<Record<Concept, RegExp>>;
  /** Words the official texts do not use for these things; none may appear in the language. */
  readonly forbidden: readonly RegExp[];
}

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
    },
    forbidden: [/\bTD\b/, /\bunauthorized\b/i],
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
    },
    forbidden: [/\blov \d/i, /\bLov \{\{/, /matchpoeng/i, /\bclaim/i, /\bdommer/i, /\bkjennelse/i],
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
    },
    forbidden: [/\blov \d/i, /\bLov \{\{/, /matchpoint/i, /\bkrav\b/i, /\brevoke\b/i],
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
    ],
  },
};
