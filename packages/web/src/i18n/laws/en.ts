/**
 * Our own explanations of the laws the digital director cites, in English: `law.<ref>.title` and
 * `.text` for the most specific reference we explain (`27B2` falls back to `law.27`). Written
 * from the law texts in ../shared/laws/; a test holds every law the engine can cite to a text here.
 */
export const lawsEn = {
  'law.16.title': 'Unauthorised information',
  'law.16.text':
    'Information from partner that the auction and play did not give you — a hesitation, a remark, an explanation — must not steer your choice. When the director finds that it did and the opponents were damaged, the score is adjusted.',
  'law.20F.title': 'Explaining calls',
  'law.20F.text':
    'The opponents may ask what your side’s calls mean; your partner answers from your agreements. Online, an alert and its explanation go to the opponents only, so partner learns nothing from them. If you find that your own explanation was wrong, call the director and put it right: under the 2007 Laws at once; under the 2017 Laws before the opening lead is faced at the latest, and at once if you find it in the play. If it was partner who explained your call wrongly, say nothing during the auction; as declarer or dummy, call the director right after the final pass, and as a defender only when play is over.',
  'law.25A.title': 'Unintended call',
  'law.25A.text':
    'A call that was not what the player meant — a slip of the hand, not a change of mind — may be replaced straight away, before partner has called.',
  'law.27.title': 'Insufficient bid',
  'law.27.text':
    'A bid that does not outrank the last bid. The player to the offender’s left may accept it by calling. If it is not accepted, the offender replaces it with a legal call: the lowest sufficient bid that shows the same strain(s), or a call with the same or a more precise meaning, lets the auction go on with no further rectification (the director may still adjust the score if the other side was damaged); any other bid or a pass makes partner pass for the rest of the auction, and lead restrictions may follow.',
  'law.28.title': 'Calls considered to be in rotation',
  'law.28.text':
    'Two calls count as made in turn although the order looks wrong: a call made when the right-hand opponent was due but has to pass by law, and a call by the player whose turn it was, made before the director has ruled on an opponent’s call out of rotation. The latter gives up the rectification for the call out of rotation: the auction goes on as if that opponent had not called, and what the cancelled call told is unauthorised information for the offender’s partner (Law 16C2).',
  'law.50.title': 'Penalty card',
  'law.50.text':
    'A defender’s card seen by partner before it was properly played stays face up on the table. A single low card shown by accident is a minor penalty card; an honour or a deliberately shown card is a major one, with duties about when it must be played.',
  'law.54.title': 'Opening lead out of turn',
  'law.54.text':
    'If the wrong defender leads first, declarer chooses: accept the lead and play on (declarer may even become dummy by spreading the hand), or have the right defender lead, in which case the wrong card becomes a penalty card and lead restrictions may apply.',
  'law.61.title': 'Revoke',
  'law.61.text':
    'Not following suit when able. Once established it stays; at the end of play tricks are transferred to the other side — usually one, or two when the offender won the revoke trick and a later one — and the director restores equity if that is not enough.',
  'law.68.title': 'Claims and concessions',
  'law.68.text':
    'A player may claim or concede tricks instead of playing on, stating how they intend to play. If the opponents agree, the result stands; if they dispute, play stops and the director decides, resolving doubts against the claimer.',
  'law.79C.title': 'Correction period',
  'law.79C.text':
    'Scoring errors may be corrected until the correction period set by the organiser ends — usually thirty minutes after the results are published.',
  'law.12.title': 'Adjusted score',
  'law.12.text':
    'When the laws cannot restore a normal result, the director awards an adjusted score: an artificial one (average plus, average or average minus) when no result can be obtained, otherwise an assigned result — possibly weighted across the likely outcomes — in place of the one obtained.',
  'law.23.title': 'Comparable call',
  'law.23.text':
    'A replacement call is comparable when it means the same as, or something more precise than, the call withdrawn. Then the auction goes on without further rectification, but the director adjusts the score if the non-offending side was damaged by it.',
  'law.26.title': 'Lead restrictions',
  'law.26.text':
    'When an offender’s withdrawn call named a suit that is not covered by the later auction, declarer may, at the offender’s partner’s first lead, require or forbid a lead of that suit.',
  'law.29.title': 'After a call out of rotation',
  'law.29.text':
    'The player to the offender’s left may accept the call by calling next; then the auction goes on from there. If it is not accepted, the call is cancelled and the auction returns to the player whose turn it was.',
  'law.30.title': 'Pass out of rotation',
  'law.30.text':
    'A pass made out of turn and not accepted is cancelled. Depending on whose turn it was, the offender must pass at the next turn, and partner may be restricted.',
  'law.31.title': 'Bid out of rotation',
  'law.31.text':
    'A bid out of turn that is not accepted is cancelled. If the right-hand opponent was due and passes, the offender must repeat the bid, with no further rectification. Otherwise the offender may make any legal call: a comparable call lets the auction go on; any other call makes partner pass at his next turn — that turn only — and lead restrictions (Law 26B) may follow. If partner or the left-hand opponent was due, partner first calls freely, but the bid out of turn is unauthorised information for him.',
  'law.9.title': 'Procedure after an irregularity',
  'law.9.text':
    'Any player may draw attention to an irregularity during the auction, and a defender during the play (dummy only after the play). Then the director should be called at once, and nobody should act until the director has explained everyone’s rights.',
  'law.13.title': 'Incorrect number of cards',
  'law.13.text':
    'When a hand turns out to hold too many or too few cards, the director corrects the deal if the board can still be played normally; if it cannot, or a player has seen another hand’s card, the director may cancel the result and award an adjusted score.',
  'law.14.title': 'Missing card',
  'law.14.text':
    'A card found missing is put back into the hand that lacked it and counts as having been there all along: not playing it earlier may be a revoke, and if it was seen it may become a penalty card.',
  'law.15.title': 'Wrong board or hand',
  'law.15.text':
    'When players take their cards from the wrong board, the director has the correct board played and cancels any auction made with the wrong cards; a board played through by the wrong players usually keeps its score, but a pair that plays the same board twice scores only the first time.',
  'law.17.title': 'The auction period',
  'law.17.text':
    'The auction begins when a player takes his cards out of the board; the dealer calls first and the others follow clockwise. It ends when three passes in turn follow the last call, or with four passes if nobody bid.',
  'law.19.title': 'Doubles and redoubles',
  'law.19.text':
    'A player may double only the last bid, made by an opponent, with nothing but passes since; he may redouble only an opponent’s double. A later legal bid cancels any double or redouble.',
  'law.20.title': 'Review and explanation of calls',
  'law.20.text':
    'At his turn to call a player may have the auction restated, and declarer or a defender may do so once at his first turn to play. Before his own call or play, a player may ask what the opponents’ calls mean; partner of the caller answers from their agreements. A player the laws require to pass has no right to a review (and, under the 2017 Laws, none to an explanation either); after the final pass the defender on lead may have the auction restated, and after a face-down opening lead his partner and declarer may ask. A question asked when one has no right to it goes unanswered.',
  'law.75.title': 'Mistaken explanation or mistaken call',
  'law.75.text':
    'If an explanation did not match the partnership’s agreement, the opponents were misinformed: they may still change a call while their partner has not called since, or the director adjusts the score. If the explanation was right and the call was the mistake, there is nothing to correct and the result stands. Either way, what the bidder learns from partner’s explanation is unauthorised information for him.',
  'law.40.title': 'Partnership understandings',
  'law.40.text':
    'A partnership’s agreements belong to the opponents too: they must be told what calls and plays mean by agreement or by the pair’s shared experience. A side damaged because that was not disclosed — an agreement misexplained or kept back — gets an adjusted score.',
  'law.21.title': 'Call based on misinformation',
  'law.21.text':
    'A player who called because an opponent explained a call wrongly may change that call, without rectification, when the mistake comes to light, as long as his partner has not called since; if it is too late, the director adjusts the score when the misinformation caused damage.',
  'law.24.title': 'Card exposed or led during the auction',
  'law.24.text':
    'Every card shown during the auction stays face up until the auction ends and becomes a penalty card if the offender becomes a defender. A single card below the ten shown by accident brings nothing more; an honour, a card led too early or two or more cards also make partner pass at his next turn.',
  'law.25.title': 'Changes of call',
  'law.25.text':
    'A call that was not what the player meant — a slip, not a change of mind — may be replaced by the intended one until partner has called. A deliberate change is cancelled and the first call stands, unless the left-hand opponent accepts the new call by calling over it.',
  'law.32.title': 'Double or redouble out of rotation',
  'law.32.text':
    'The left-hand opponent may accept it by calling, except that an inadmissible one can never be accepted. Otherwise it is cancelled: if the right-hand opponent was due and passes, the offender must repeat it; if he calls, or partner was due, the offender may make any legal call, and unless it is comparable partner must pass at his next turn and lead restrictions may follow.',
  'law.33.title': 'Simultaneous calls',
  'law.33.text': 'A call made at the same moment as a call by the player whose turn it was counts as made after it.',
  'law.36.title': 'Inadmissible doubles and redoubles',
  'law.36.text':
    'A double or redouble the laws do not allow can never be accepted. If the left-hand opponent calls before it is put right, it and all later calls are cancelled and the auction goes on as if nothing had happened. Otherwise the offender replaces it with a legal call and partner passes for the rest of the auction; found only after the opening lead is faced, the result is scored as if it had not been made.',
  'law.37.title': 'Call by a player who had to pass',
  'law.37.text':
    'If the left-hand opponent calls over it before the director rules, it and all later calls stand, and a player barred for the rest of the auction stays barred. Otherwise a pass replaces it and both players of the offending side pass for the rest of the auction; lead restrictions may follow.',
  'law.38.title': 'Bid above the seven level',
  'law.38.text':
    'A contract above seven can never be played. The bid and every later call are cancelled, a pass replaces it, and the offender and partner pass for the rest of the auction; lead restrictions may follow unless the left-hand opponent had called over it.',
  'law.39.title': 'Calls after the final pass',
  'law.39.text':
    'Every call after the auction has ended is cancelled. If it was a pass by a defender, any call by declarer or dummy, or the left-hand opponent called over it, that is all; another call by a defender may bring lead restrictions.',
  'law.41.title': 'Opening lead and clarification period',
  'law.41.text':
    'After the final pass the defender on declarer’s left leads face down. Until the lead is faced — the clarification period — the leader’s partner and declarer may have the auction reviewed and explained. Then the lead is faced, dummy spreads his hand, and the play begins.',
  'law.42.title': 'Dummy’s rights',
  'law.42.text':
    'Dummy may state facts or law when the director is there, keep count of the tricks, and play the cards declarer names; as long as he keeps his rights he may try to stop declarer from an irregularity and, after the play, draw attention to irregularities.',
  'law.43.title': 'Dummy’s limitations',
  'law.43.text':
    'Dummy may not call the director during the play unless another player has drawn attention to an irregularity, and may not take part in the play. A dummy who swaps hands with declarer, leaves his seat to watch declarer or looks at a defender’s cards loses protection: a warning he then gives declarer can cost his side, and a defenders’ irregularity he is first to point out goes unrectified.',
  'law.44.title': 'Sequence and procedure of play',
  'law.44.text':
    'The player on lead plays any card and the others follow clockwise; each must follow suit if he can, otherwise any card. The highest trump, or else the highest card of the suit led, wins the trick, and its winner leads to the next.',
  'law.45.title': 'Card played',
  'law.45.text':
    'A defender’s card is played when partner could see its face; declarer’s when it is faced on the table or named; dummy’s when declarer names it. A card named by a slip of the tongue may be changed straight away; an extra card added to a completed trick goes back.',
  'law.46.title': 'Naming a card from dummy',
  'law.46.text':
    'Declarer should name both suit and rank. An incomplete name is read sensibly — “high” the highest card, “low” the lowest, a rank in the suit led — and where it still does not fix one card, declarer chooses; if dummy holds no such card, declarer names any legal card.',
  'law.45D.title': 'Dummy’s card that declarer did not name',
  'law.45D.text':
    'If dummy puts a card in the played position that declarer did not name, it goes back to dummy as long as both sides have not yet played to the next trick. A defender who played after it may take his card back, and if declarer’s right-hand opponent does so, declarer may take back the card he played after it. Once both sides have played to the next trick the card stands and play goes on; under the 2017 Laws a player who failed to follow its suit may have revoked.',
  'law.47.title': 'Taking back a played card',
  'law.47.text':
    'A played card may be taken back only to correct an irregularity, on the director’s instruction, when an opponent wrongly said it was the player’s lead, or when it was played after an opponent’s mistaken explanation that was not yet corrected and no card has followed it; what the withdrawn card showed is unauthorised for the offending side.',
  'law.48.title': 'Declarer’s exposed cards',
  'law.48.text':
    'Declarer’s exposed cards are never penalty cards. A declarer who faces his cards is treated as claiming or conceding.',
  'law.49.title': 'Defender’s exposed cards',
  'law.49.text':
    'A card a defender exposes — dropped face up, played too early, or held so partner could see it — becomes a penalty card, unless another law says otherwise.',
  'law.51.title': 'Two or more penalty cards',
  'law.51.text':
    'When a defender with two or more penalty cards he may legally play must play, declarer names which one. When his partner is to lead, declarer may require or forbid a lead in a suit of those cards.',
  'law.52.title': 'Failure to play a penalty card',
  'law.52.text':
    'If a defender plays another card when the law required his penalty card, declarer may accept the card played, or have the penalty card played instead, and then the card played wrongly becomes a major penalty card.',
  'law.53.title': 'Lead out of turn accepted',
  'law.53.text':
    'Any lead faced out of turn can be treated as correct: it becomes the lead when the side entitled to choose accepts it or plays to it, and the player on the leader’s left plays next. If it is not accepted, the lead is made from the correct hand.',
  'law.55.title': 'Declarer’s lead out of turn',
  'law.55.text':
    'When declarer leads from the wrong hand or out of turn, either defender may accept it; otherwise declarer takes it back and leads from the correct hand, or a defender leads if it was his turn.',
  'law.56.title': 'Defender’s lead out of turn',
  'law.56.text':
    'A defender’s lead out of turn that declarer does not accept is taken back, the right player leads, and the card becomes a major penalty card.',
  'law.57.title': 'Premature lead or play',
  'law.57.text':
    'When a defender leads to the next trick before his partner has played, or plays before his partner, his card becomes a major penalty card and declarer chooses how partner plays to the trick: the highest or lowest card of the suit led, or a card of a suit declarer names or forbids. If declarer had already played from both hands, there is no rectification; nor is there when dummy had played a card on his own or illegally suggested one (2017: 57C2). Under the 2017 Laws a card of dummy’s counts as played only once declarer has named or indicated it.',
  'law.58.title': 'Simultaneous leads or plays',
  'law.58.text':
    'A lead or play made at the same moment as another player’s counts as made after it. When a player plays two or more cards at once and only one can be seen, that card is played and the others go back to the hand with no further rectification. When more than one can be seen, he says which one he meant; a defender’s other cards become penalty cards.',
  'law.59.title': 'Cannot lead or play as required',
  'law.59.text':
    'A player who cannot lead or play as a rectification requires, because he has no such card, may play any other legal card.',
  'law.62.title': 'Correction of a revoke',
  'law.62.text':
    'A revoke noticed before it is established must be corrected: a legal card replaces it; a defender’s withdrawn card becomes a major penalty card, declarer’s goes back without penalty, and the non-offending side may change cards played after it. A revoke in the twelfth trick must be corrected even when established.',
  'law.63.title': 'Establishment of a revoke',
  'law.63.text':
    'A revoke becomes established, and can no longer be corrected, when the offender or his partner leads or plays to the next trick or names a card to do so, or when one of them makes or agrees to a claim or concession.',
  'law.64.title': 'Procedure after an established revoke',
  'law.64.text':
    'At the end of play, if the offender won the revoke trick, that trick and one more later trick won by his side go to the opponents; otherwise one trick goes over if his side won the revoke trick or a later one. Some revokes bring no transfer — a second one in the same suit by the same player, one in the twelfth trick — and the director restores equity when the transfer does not.',
  'law.65.title': 'Arrangement of tricks',
  'law.65.text':
    'Each player keeps his played cards face down in front of him, each one turned lengthwise towards the side that won the trick, until the result of the board is agreed.',
  'law.66.title': 'Inspection of tricks',
  'law.66.text':
    'Until his side has played to the next trick a player may look at the last trick; later, quitted tricks may not be inspected until the play is over. If the cards were mixed so that the tricks cannot be counted, the director decides from the evidence.',
  'law.67.title': 'Defective trick',
  'law.67.text':
    'A trick with too few or too many cards is put right: a player who did not play adds a card, which may be a revoke, and one who played two cards takes one back, as the director directs.',
  'law.69.title': 'Agreed claim or concession',
  'law.69.text':
    'A claim or concession stands once the opponents agree to it and nobody objects before the correction period ends. A player who agreed to lose a trick his side would very likely have won may withdraw the agreement within the correction period, and the board is scored again.',
  'law.70.title': 'Disputed claim or concession',
  'law.70.text':
    'The director rules as fairly as he can for both sides, but doubtful points go against the claimer: the claimer must follow the line he stated, and for the choices left open the opponents get the worst normal play for him — careless or inferior, but not irrational. A trump still out that the claim did not mention counts against him if he may have forgotten it.',
  'law.71.title': 'Concession cancelled',
  'law.71.text':
    'A trick conceded that could not have been lost by any normal play of the remaining cards is given back, if the director is called before the correction period ends.',
  'law.72.title': 'General principles',
  'law.72.text':
    'Players must keep to the laws and must not break them on purpose. When an offender could have known at the time that his irregularity might well damage the opponents, the director lets play go on and adjusts the score afterwards if the offending side gained by it.',
  'law.77.title': 'Duplicate bridge scoring',
  'law.77.text':
    'Each board is scored on its own: trick points for the contract made, a bonus for a partscore, game or slam, a bonus for making a doubled or redoubled contract, overtricks, and undertricks that cost more when vulnerable and when doubled.',
  'law.79.title': 'Tricks won',
  'law.79.text':
    'The players agree the number of tricks won before the next board; a disagreement goes to the director. The score may be corrected until the correction period ends.',
  'law.85.title': 'Rulings on disputed facts',
  'law.85.text':
    'When the facts are disputed, the director decides on the balance of the evidence he can gather; when he cannot establish them, he makes a ruling that lets play go on.',
  'law.86.title': 'In team play',
  'law.86.text':
    'In team matches the director may award an adjusted result that takes the other table’s result into account, when a board cannot be compared normally.',
  'law.87.title': 'Fouled board',
  'law.87.text':
    'A board whose cards were different at some tables is fouled: results are compared only among the tables that played the same deal, and the others may get adjusted scores.',
  'law.90.title': 'Procedural penalties',
  'law.90.text':
    'Besides any rectification, the director may give a penalty in points for an offence against correct procedure — such as slow play, talking about a board, looking at others’ cards, or dummy breaking his limitations.',
};
