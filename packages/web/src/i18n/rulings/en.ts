/**
 * The ruling assistant's words in English, the reference set: the name of every kind of
 * irregularity the engine can leave pending (`ruling.kind.*`), every option it can offer
 * (`option.*`) and every screen message it emits (`msg.<code>`, parameters as in
 * @stikk/laws MESSAGE_PARAMS). The other languages have exactly these keys.
 */
export const rulingsEn = {
  'ruling.claimHeading': 'Claim or concession',
  'ruling.claimBy': 'Claimed by',
  'ruling.claimTricks': 'Tricks claimed',
  'ruling.claimButton': 'Claim',
  'ruling.cannotRecord': 'This act cannot be recorded at this point.',
  'ruling.claimEvent': 'claims {{tricks}} of the remaining tricks',
  'ruling.concedeEvent': 'concedes {{tricks}} of the remaining tricks',
  'ruling.loadLog': 'Load a table log',
  'ruling.logText': 'The table log (JSON, as `stikk replay` reads it)',
  'ruling.loadLogButton': 'Load',
  'ruling.option.unknown': 'Another choice',
  'ruling.kind.other': 'Irregularity',
  'ruling.kind.insufficient-bid': 'Insufficient bid',
  'ruling.kind.lead-out-of-turn': 'Lead out of turn',
  'ruling.kind.opening-lead-out-of-turn': 'Opening lead out of turn',
  'ruling.kind.call-out-of-rotation': 'Call out of rotation',
  'ruling.kind.revoke': 'Revoke',
  'ruling.kind.exposed-card': 'Card exposed during the auction',
  'ruling.kind.unauthorized-information': 'Unauthorised information (hesitation)',
  'ruling.kind.penalty-card-lead': 'Lead while partner has a penalty card',
  'ruling.kind.penalty-card-not-played': 'Penalty card not played when due',
  'ruling.kind.premature-play': 'Card led or played too early',
  'ruling.kind.follow-suit': 'Failure to follow suit',
  'ruling.kind.incomplete-designation': 'Dummy’s card named incompletely',
  'ruling.kind.inadmissible-call': 'Inadmissible double or redouble',
  'ruling.kind.inadmissible-double': 'Inadmissible double',
  'ruling.kind.inadmissible-redouble': 'Inadmissible redouble',
  'ruling.kind.change-of-call': 'Change of call',
  'ruling.kind.call-by-player-required-to-pass': 'Call by a player who had to pass',
  'ruling.kind.bid-above-seven': 'Bid above seven',
  'ruling.kind.claim': 'Claim',
  'ruling.kind.claim-withdrawn': 'Agreement to a claim withdrawn',
  'ruling.kind.claim-disputed': 'Disputed claim',
  'ruling.kind.expose': 'Card exposed',
  'ruling.kind.lead-restriction': 'Lead restriction',
  'ruling.kind.change-of-designation': 'Change of a card named from dummy',
  'ruling.kind.lead-hand': 'Lead from the wrong hand prevented',
  'ruling.kind.penalty-card-designation': 'Which penalty card is played',
  'ruling.kind.call-after-auction': 'Call after the final pass',
  'ruling.kind.auction-over': 'Call after the auction ended',
  'ruling.kind.simultaneous-call': 'Simultaneous calls',
  'ruling.kind.card-exposed-during-auction': 'Card exposed during the auction',
  'ruling.kind.card-exposed-by-defender': 'Card exposed by a defender',
  'ruling.kind.play-out-of-turn': 'Card played out of turn',
  'ruling.kind.simultaneous-cards': 'Two cards played at once',
  'ruling.kind.play-after-end': 'Card played after the play ended',

  'option.accept': 'Accept',
  'option.refuse': 'Do not accept',
  'option.reject': 'Do not accept',
  'option.neither': 'Neither',
  'option.highest': 'Play the highest card',
  'option.lowest': 'Play the lowest card',
  'option.require-suit': 'Require a lead of {{suit}}',
  'option.forbid-suit': 'Forbid a lead of {{suit}}',
  'option.57A.highest': 'Partner plays his highest card of the suit led',
  'option.57A.lowest': 'Partner plays his lowest card of the suit led',
  'option.57A.require-suit': 'Partner plays a card of {{suit}}',
  'option.57A.forbid-suit': 'Partner may not play a card of {{suit}}',
  'option.declarer-becomes-dummy': 'Declarer becomes dummy',
  'option.comparable': 'Comparable',
  'option.not-comparable': 'Not comparable',
  'option.withdraw': 'Take back the call',
  'option.keep': 'Keep the call',
  'option.pass': 'Pass',
  'option.intended-call': 'The call intended',
  'option.sufficient-bid': 'A sufficient bid',
  'option.27B1(a)': 'The lowest sufficient bid in the same strain: {{call}}',
  'option.27B1(b)': 'A comparable call',
  'option.27B1(b)-2007': 'A call with the same or a more precise meaning',
  'option.27B2': 'Another sufficient bid or a pass (partner then passes for the rest of the auction)',
  'option.25A': 'The first call was unintended: the change stands',
  'option.25B': 'A deliberate change of call',
  'option.lead-from': 'Declarer leads from {{seat}}',
  'option.award': 'Award the claimer’s side {{count}} tricks',
  'option.adjudicate': 'The director adjudicates the claim',
  'option.play-on': 'Play on',
  'option.agree': 'Agree',
  'option.dispute': 'Dispute',

  'msg.irregularity.insufficient-bid': '{{seat}} bid {{call}}, which is not higher than the last bid.',
  'msg.irregularity.bid-above-seven': '{{seat}} bid {{call}}, above the seven level.',
  'msg.irregularity.inadmissible-double': '{{seat}} doubled ({{call}}) when a double was not allowed.',
  'msg.irregularity.inadmissible-redouble': '{{seat}} redoubled ({{call}}) when a redouble was not allowed.',
  'msg.irregularity.auction-over': '{{seat}} called {{call}} after the auction had ended.',
  'msg.irregularity.call-after-auction': '{{seat}} called {{call}} after the final pass.',
  'msg.irregularity.call-by-player-required-to-pass': '{{seat}} had to pass but called {{call}}.',
  'msg.irregularity.call-out-of-rotation': '{{seat}} called {{call}} out of rotation.',
  'msg.irregularity.change-of-call': '{{seat}} changed the call to {{call}}.',
  'msg.irregularity.simultaneous-call': '{{seat}} called {{call}} at the same moment as the previous call.',
  'msg.irregularity.card-exposed-during-auction': '{{seat}} led or exposed {{card}} during the auction.',
  'msg.irregularity.card-exposed-by-defender': '{{seat}} exposed {{card}}.',
  'msg.irregularity.opening-lead-out-of-turn': '{{seat}} made the opening lead, {{card}}, out of turn.',
  'msg.irregularity.lead-out-of-turn': '{{seat}} led {{card}} out of turn.',
  'msg.irregularity.play-out-of-turn': '{{seat}} played {{card}} out of turn.',
  'msg.irregularity.play-after-end': '{{seat}} played {{card}} after the play had ended.',
  'msg.irregularity.incomplete-designation':
    '{{seat}} named “{{designation}}” from dummy, which does not fix one card.',
  'msg.claim.made':
    '{{claimer}} claims {{tricks}} of the remaining {{remaining}} tricks; the opponents agree or dispute.',
  'msg.claim.partner-objects': '{{seat}} objects to partner’s claim or concession.',
  'msg.claim.disputed': '{{seat}} disputes the claim; the director rules.',
  'msg.claim.director': 'The claim is disputed; the director rules.',
  'msg.claim.trump-unmentioned':
    'An opponent still holds a trump the claim did not mention: could the claimer have been unaware of it?',
  'msg.claim.by-hand':
    'Too many cards remain to check every normal line: the director decides how many tricks the claimer’s side gets.',
  'msg.insufficient-bid.election':
    '{{lho}}, on the offender’s left, may accept {{offender}}’s insufficient {{call}} by calling over it. If it is not accepted, {{offender}} must replace it.',
  'msg.insufficient-bid.unintended':
    '{{offender}}’s {{call}} was unintended: the call meant replaces it, with no further rectification.',
  'msg.insufficient-bid.replace':
    '{{offender}} must replace the insufficient {{call}} with a legal call; the replacement decides the rectification.',
  'msg.insufficient-bid.judge':
    'The director judges whether {{offender}}’s {{replacement}} is comparable to the withdrawn {{call}}; if not, partner must pass for the rest of the auction.',
  'msg.insufficient-bid.judge-2007':
    'The director judges whether {{offender}}’s {{replacement}} has the same or a more precise meaning than the withdrawn {{call}}; if not, partner must pass for the rest of the auction.',
  'msg.insufficient-bid.after-b3':
    '{{offender}}’s double or redouble is cancelled: the offender must make a sufficient bid or pass, and partner passes for the rest of the auction.',
  'msg.insufficient-bid.b4-election':
    '{{offender}} replaced the insufficient bid with another insufficient bid; {{lho}} may accept it, otherwise the director rules as for a double or redouble in its place.',
  'msg.call-out-of-rotation.election':
    '{{offender}} called {{call}} out of rotation; it was {{turn}}’s turn. {{lho}} may accept it by calling; otherwise it is cancelled and the auction returns to {{turn}}.',
  'msg.call-out-of-rotation.judge':
    'The director judges whether {{offender}}’s {{replacement}} is comparable to the cancelled {{call}}; if not, partner must pass at the next turn and lead restrictions may apply.',
  'msg.inadmissible-call.pending':
    '{{offender}}’s {{call}} is inadmissible. If {{lho}} calls before the director rules, it and all later calls are cancelled; otherwise {{offender}} makes a legal call and partner passes for the rest of the auction.',
  'msg.call-by-player-required-to-pass.pending':
    '{{offender}} had to pass but called {{call}}. If {{lho}} calls before the director rules, it stands; otherwise a pass replaces it and the offender and partner pass for the rest of the auction.',
  'msg.bid-above-seven.pending':
    '{{offender}}’s {{call}} is above the seven level: it and every later call are cancelled, a pass replaces it and the offender and partner pass for the rest of the auction.',
  'msg.change-of-call.judge':
    '{{offender}} changed {{original}} to {{call}}. The director judges whether the first call was unintended (the change then stands) or the change was deliberate.',
  'msg.change-of-call.election':
    '{{lho}} may accept {{offender}}’s changed call {{call}}; otherwise it is cancelled and {{original}} stands.',
  'msg.change-of-call.lho-withdraw':
    'After {{offender}}’s permitted change, {{lho}} may take back the call made over the first call.',
  'msg.lead-out-of-turn.declarer-chooses':
    '{{offender}} led {{card}} out of turn: declarer ({{chooser}}) accepts the lead or not.',
  'msg.lead-out-of-turn.defenders-choose':
    '{{offender}} led {{card}} out of turn for the declaring side: the defenders accept the lead or not.',
  'msg.premature-play.pending':
    '{{offender}} played before partner: declarer chooses how {{partner}} plays to this trick, and {{offender}}’s card is a major penalty card.',
  'msg.premature-play.dummy-card':
    '{{offender}} played before partner after dummy ({{dummy}}) had put a card down before his right-hand opponent: the director finds whether dummy did so on his own (Law 57C2) or declarer had named it (Law 57C1). No rectification either way.',
  'msg.penalty-card-lead.pending':
    '{{leader}} is to lead while partner {{holder}} has a major penalty card: declarer requires or forbids a lead of its suit, or neither.',
  'msg.lead-restriction.pending':
    '{{leader}} leads for the first time after partner’s withdrawn call: declarer may restrict the lead.',
  'msg.penalty-card-not-played.pending':
    '{{seat}} played {{played}} instead of the penalty card {{cards}}: declarer accepts it or has the penalty card played.',
  'msg.incomplete-designation.declarer': 'The designation does not fix dummy’s card: {{chooser}} chooses.',
  'msg.incomplete-designation.director': 'The designation does not fix dummy’s card: the director decides.',
  'msg.change-of-designation.pending':
    '{{seat}} named {{to}} after {{from}}: the change stands only if the first was unintended.',
  'msg.lead-hand.pending':
    'Dummy, who had lost his rights, warned declarer against leading from the wrong hand: either defender chooses the hand declarer leads from.',
  'msg.simultaneous-cards.pending':
    '{{seat}} played {{played}} and {{card}} at the same moment: {{seat}} designates the card played; a defender’s other card becomes a penalty card.',
  'msg.penalty-card-designation.pending':
    '{{seat}} is to play and may legally play any of {{count}} penalty cards: declarer names which one.',
  'msg.claim.awarded': 'The claimer’s side ({{claimer}}) gets {{tricks}} of the {{claimed}} tricks claimed.',
  'msg.claim.withdrawn':
    '{{seat}} withdraws the agreement to the claim within the correction period; the director gives back any trick the side would likely have won.',
  'msg.claim.withdrawal-upheld':
    '{{count}} trick(s) the side of {{seat}} would likely have won go back to it; the board is scored anew.',
  'msg.claim.agreement-stands':
    '{{seat}} gave up no trick the side would likely have won: the agreement to the claim stands.',
  'msg.claim.concession-restored':
    '{{count}} conceded tricks that could not have been lost go back to the side of {{seat}}.',
  'msg.revoke.corrected': '{{seat}}’s revoke with {{card}} in trick {{trick}} is corrected before it was established.',
  'msg.revoke.established':
    '{{seat}}’s revoke in trick {{trick}} is already established: it is not corrected, play goes on, and at the end of play tricks are transferred.',
  'msg.revoke.transfer': '{{seat}}’s established revoke in trick {{trick}}: {{count}} tricks go to the other side.',
  'msg.revoke.no-transfer': '{{seat}}’s established revoke in trick {{trick}}: no trick is transferred.',
  'effect.revoke-corrected': 'Revoke by {{seat}} in trick {{trick}}, corrected',
  'effect.revoke-established': 'Established revoke by {{seat}} in trick {{trick}}: {{count}} tricks transferred',
  'ruling.line.heading': 'Stated line (Law 70D1), in order',
  'ruling.line.step': 'Step',
  'ruling.line.drawTrumps': 'Draw trumps',
  'ruling.line.cash': 'Cash the winners in {{suit}}',
  'ruling.line.finesse': 'Finesse {{card}}',
  'ruling.line.ruff': 'Ruff {{suit}} in the other hand',
  'ruling.line.play': 'Play {{card}}',
  'ruling.line.kind.drawTrumps': 'Draw trumps',
  'ruling.line.kind.cash': 'Cash a suit',
  'ruling.line.kind.finesse': 'Finesse',
  'ruling.line.kind.ruff': 'Ruff a suit',
  'ruling.line.kind.play': 'Play a card',
  'ruling.line.add': 'Add step',
  'ruling.line.clear': 'Clear the line',
  'ruling.line.none': 'No line stated: every normal order is open (Law 70).',
  'ruling.withdrawHeading': 'Agreement to the claim withdrawn (Law 69B)',
  'ruling.withdrawAgreement': '{{seat}} withdraws the agreement',
  'ruling.questionHeading': 'Questions about the auction',
  'ruling.questionBy': 'Asked by',
  'ruling.askReview': 'Review of the auction',
  'ruling.askExplain': 'Explanation of the opponents’ calls',
  'ruling.correctExplanation': 'Correction of an explanation of our calls',
  'ruling.reviewEvent': 'asks for a review of the auction',
  'ruling.explainEvent': 'asks what the opponents’ calls mean',
  'ruling.explainCallEvent': 'asks what {{call}} means',
  'ruling.correctEvent': 'corrects an explanation',
  'ruling.correctCallEvent': 'corrects the explanation of {{call}}',
  'ruling.withdrawEvent': 'withdraws the agreement to the claim',
};
