import { nextSeat, type Seat } from '@stikk/core';
import { seatLabel } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { toCard } from '../model.js';
import { CardView } from './CardView.js';

/**
 * A trick on the table, each card in front of the seat that played it, from `bottom`'s point of
 * view (the viewer sits at the bottom).
 */
export function Trick(props: {
  cards: readonly { seat: Seat; card: string }[];
  bottom: Seat;
  winner?: Seat | null;
  /** The seat whose card lies face up led out of turn (Laws 53–56), marked as such. */
  outOfTurn?: Seat;
  label: string;
}) {
  const { lang } = useI18n();
  const pos: Record<string, Seat> = {
    bottom: props.bottom,
    left: nextSeat(props.bottom, 1),
    top: nextSeat(props.bottom, 2),
    right: nextSeat(props.bottom, 3),
  };
  return (
    <div className="trick" role="group" aria-label={props.label}>
      {(['top', 'left', 'right', 'bottom'] as const).map((p) => {
        const seat = pos[p];
        const played = props.cards.find((c) => c.seat === seat);
        const card = played ? toCard(played.card) : null;
        return (
          <div
            key={p}
            className={`trick-${p}${props.winner === seat ? ' winner' : ''}${props.outOfTurn === seat ? ' out-of-turn' : ''}`}
            {...(props.outOfTurn === seat && card !== null ? { 'data-testid': 'out-of-turn-card' } : {})}
          >
            <span className="trick-seat">{seatLabel(lang, seat)}</span>
            {card !== null ? <CardView card={card} small /> : <span className="card empty" aria-hidden="true" />}
          </div>
        );
      })}
    </div>
  );
}
