/**
 * Issue 22: a card note, what a recipient is told after an ordinary card (`ordinaryAct(s, 'card')`) when it folds the
 * card into the view it holds (`foldCardNote`) instead of being sent what changed in that view. The server then neither
 * builds nor compares the recipient's view: the note is the card, who played it, and the parts of the view the card
 * changed that cannot be found from those two alone.
 *
 * - The trick the card went to (its index in `tricks`, and the trick as it now stands), the turn and, when the card
 *   completed the trick, the tricks won are public: alike for every recipient (`cardNote` in view.ts).
 * - The legal cards and their law are the recipient's own: the seat to play, or declarer for dummy, has some; every
 *   other recipient none (the note then leaves them out).
 * - The played hand loses the card where the recipient sees it, and its size falls by one. An ordinary card changes
 *   nobody's right to see a hand (dummy is faced by the opening lead, the hands are shown after the last card, a
 *   claim shows the claimer's: none of these is ordinary), so the recipient sees the same hands before and after.
 *
 * So a note holds nothing the recipient's view would not: the played card is public once played.
 */
import type { Seat } from '../seat.js';
import type { TricksBySide } from '../fold/state.js';
import type { TableView, ViewTrick } from './view.js';

/** What a recipient folds into the view it holds after an ordinary card. */
export interface CardNote {
  readonly seat: Seat;
  readonly card: string;
  readonly turn: Seat | null;
  /** Where the trick the card went to stands in `tricks`: a new trick (the card led it) is one past the last. */
  readonly index: number;
  readonly trick: ViewTrick;
  /** When the card completed the trick: the tricks won now (else they are as held). */
  readonly tricksWon?: TricksBySide;
  /** The recipient's legal cards now; absent: none. */
  readonly legalCards?: readonly string[];
  /** The law narrowing them; absent: none. */
  readonly legalLaw?: string;
}

/**
 * The view `view` becomes with the card of `note` played: a new object (`view` is not changed). Throws when the note
 * does not fit the view (the played hand, where seen, lacks the card; the trick's place is past the end): the holder
 * is then out of step and should ask for the whole view again.
 */
export function foldCardNote<V extends TableView>(view: V, note: CardNote): V {
  const seat = note.seat;
  const hand = view.hands[seat];
  let hands = view.hands;
  if (hand !== null) {
    const at = hand.indexOf(note.card);
    if (at === -1) throw new Error(`card note: ${seat}'s hand as held has no ${note.card}`);
    hands = { ...view.hands, [seat]: [...hand.slice(0, at), ...hand.slice(at + 1)] };
  }
  const size = view.handSizes[seat];
  if (!(size > 0)) throw new Error(`card note: ${seat} has no card left to play`);
  if (!(note.index >= 0 && note.index <= view.tricks.length))
    throw new Error(`card note: no trick ${note.index} after ${view.tricks.length}`);
  return {
    ...view,
    turn: note.turn,
    hands,
    handSizes: { ...view.handSizes, [seat]: size - 1 },
    tricks: [...view.tricks.slice(0, note.index), note.trick],
    tricksWon: note.tricksWon ?? view.tricksWon,
    legalCards: note.legalCards ? [...note.legalCards] : [],
    legalLaw: note.legalLaw ?? null,
  };
}
