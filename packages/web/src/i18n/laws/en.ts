/**
 * Our own explanations of the laws the digital director cites, in English: `law.<ref>.title` and
 * `.text` for the most specific reference we explain (`27B2` falls back to `law.27`). Written
 * from the law texts in ../shared/laws/; a test holds every law the engine can cite to a text here.
 */
export const lawsEn = {
  'law.16.title': 'Unauthorised information',
  'law.16.text': 'Information from partner that the auction and play did not give you — a hesitation, a remark, an explanation — must not steer your choice. When the director finds that it did and the opponents were damaged, the score is adjusted.',
  'law.20F.title': 'Explaining calls',
  'law.20F.text': 'The opponents may ask what your side’s calls mean; your partner answers from your agreements. Online, an alert and its explanation go to the opponents only, so partner learns nothing from them.',
  'law.25A.title': 'Unintended call',
  'law.25A.text': 'A call that was not what the player meant — a slip of the hand, not a change of mind — may be replaced straight away, before partner has called.',
  'law.27.title': 'Insufficient bid',
  'law.27.text': "A bid that does not outrank the last bid. The player to the offender’s left may accept it by calling. If it is not accepted, the offender replaces it with a legal call: the lowest sufficient bid that shows the same strain(s), or a call with the same or a more precise meaning, lets the auction go on with no further rectification (the director may still adjust the score if the other side was damaged); any other bid or a pass makes partner pass for the rest of the auction, and lead restrictions may follow.",
  'law.28.title': "Calls considered to be in rotation",
  'law.28.text': "Two calls count as made in turn although the order looks wrong: a call made when the right-hand opponent was due but has to pass by law, and a call by the player whose turn it was, made before the director has ruled on an opponent’s call out of rotation. The latter gives up the rectification for the call out of rotation: the auction goes on as if that opponent had not called, and what the cancelled call told is unauthorised information for the offender’s partner (Law 16C2).",
  'law.50.title': 'Penalty card',
  'law.50.text': 'A defender’s card seen by partner before it was properly played stays face up on the table. A single low card shown by accident is a minor penalty card; an honour or a deliberately shown card is a major one, with duties about when it must be played.',
  'law.54.title': 'Opening lead out of turn',
  'law.54.text': 'If the wrong defender leads first, declarer chooses: accept the lead and play on (declarer may even become dummy by spreading the hand), or have the right defender lead, in which case the wrong card becomes a penalty card and lead restrictions may apply.',
  'law.61.title': 'Revoke',
  'law.61.text': 'Not following suit when able. Once established it stays; at the end of play tricks are transferred to the other side — usually one, or two when the offender won the revoke trick and a later one — and the director restores equity if that is not enough.',
  'law.68.title': 'Claims and concessions',
  'law.68.text': 'A player may claim or concede tricks instead of playing on, stating how they intend to play. If the opponents agree, the result stands; if they dispute, play stops and the director decides, resolving doubts against the claimer.',
  'law.79C.title': 'Correction period',
  'law.79C.text': 'Scoring errors may be corrected until the correction period set by the organiser ends — usually thirty minutes after the results are published.',
  'law.12.title': 'Adjusted score',
  'law.12.text': 'When the laws cannot restore a normal result, the director awards an adjusted score: an artificial one (average plus, average or average minus) when no result can be obtained, otherwise an assigned result — possibly weighted across the likely outcomes — in place of the one obtained.',
  'law.23.title': "Comparable call",
  'law.23.text': "A replacement call is comparable when it means the same as, or something more precise than, the call withdrawn. Then the auction goes on without further rectification, but the director adjusts the score if the non-offending side was damaged by it.",
  'law.26.title': "Lead restrictions",
  'law.26.text': "When an offender’s withdrawn call named a suit that is not covered by the later auction, declarer may, at the offender’s partner’s first lead, require or forbid a lead of that suit.",
  'law.29.title': "After a call out of rotation",
  'law.29.text': "The player to the offender’s left may accept the call by calling next; then the auction goes on from there. If it is not accepted, the call is cancelled and the auction returns to the player whose turn it was.",
  'law.30.title': "Pass out of rotation",
  'law.30.text': "A pass made out of turn and not accepted is cancelled. Depending on whose turn it was, the offender must pass at the next turn, and partner may be restricted.",
  'law.31.title': "Bid out of rotation",
  'law.31.text': "A bid out of turn that is not accepted is cancelled. If the right-hand opponent was due and passes, the offender must repeat the bid, with no further rectification. Otherwise the offender may make any legal call: a comparable call lets the auction go on; any other call makes partner pass at his next turn — that turn only — and lead restrictions (Law 26B) may follow. If partner or the left-hand opponent was due, partner first calls freely, but the bid out of turn is unauthorised information for him.",
};
