import { nextSeat, parseSeat, partner, sideOf, type Card, type Seat } from '@stikk/core';
import type { ReactNode } from 'react';
import { seatName } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';
import { cards, toCard } from '../model.js';
import { CardView } from './CardView.js';
import { Hand } from './Hand.js';

/** Screen positions around the table, clockwise from the viewer at the bottom. */
export const POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type Position = (typeof POSITIONS)[number];

/** The seat shown at each position when `bottom` sits at the bottom (left is the viewer's LHO). */
export function seatsAround(bottom: Seat): Record<Position, Seat> {
  return { bottom, left: nextSeat(bottom, 1), top: nextSeat(bottom, 2), right: nextSeat(bottom, 3) };
}

export interface CompassSeatInfo {
  /** Remaining cards of each hand the viewer may see (the server's per-recipient view), else null. */
  readonly hands: Readonly<Record<Seat, readonly string[] | null>>;
  readonly handSizes: Readonly<Record<Seat, number>>;
  readonly vulnerable: string;
  readonly turn: Seat | null;
  readonly declarer: Seat | null;
  /** Dummy once known (its hand is shown only when the view carries it). */
  readonly dummy: Seat | null;
  readonly present: ReadonlySet<Seat>;
  readonly dropped: ReadonlySet<Seat>;
  readonly claimer: Seat | null;
  /**
   * Cards lying face up in front of each seat until played (penalty cards: Laws 24, 49–52): drawn face up there, for
   * every viewer, even when the rest of the hand is hidden.
   */
  readonly faceUp?: Readonly<Partial<Record<Seat, readonly { readonly card: string; readonly major: boolean }[]>>>;
  /**
   * Other cards lying face up in front of each seat, exposed but not (yet) penalty cards: during the auction until it
   * ends (Law 24), or in play until the director rules (Laws 48–50). Public, so drawn face up for every viewer.
   */
  readonly exposed?: Readonly<Partial<Record<Seat, readonly string[]>>>;
}

/**
 * The table as players know it: the viewer at the bottom, partner across, opponents left and
 * right, each hand in its place (faced when the view carries it, else its back and card count),
 * and `centre` (the auction, then the trick) in the middle. Each seat's label carries its
 * vulnerability colour, whose turn it is, declarer/dummy and whether its player is connected.
 */
export function Compass(props: {
  bottom: Seat;
  me: Seat | null;
  info: CompassSeatInfo;
  playable: ReadonlySet<Card>;
  /** Plays a card from the hand at `seat` (the viewer's own, or dummy's for declarer). */
  onPlay?: (seat: Seat, c: Card) => void;
  centre: ReactNode;
  onLastTrick?: () => void;
}) {
  const { t, lang } = useI18n();
  const at = seatsAround(props.bottom);
  const { info, me } = props;
  const onKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      const all = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.card:not([disabled])')];
      if (!all.length) return;
      const i = all.indexOf(document.activeElement as HTMLButtonElement);
      const next = i < 0 ? 0 : (i + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length;
      all[next].focus();
      e.preventDefault();
    } else if ((e.key === 'l' || e.key === 'L') && props.onLastTrick) {
      props.onLastTrick();
      e.preventDefault();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the card buttons inside
    <div className="compass" data-testid="compass" onKeyDown={onKey}>
      {POSITIONS.map((pos) => {
        const seat = at[pos];
        const visible = info.hands[seat];
        const vul = info.vulnerable === 'All' || info.vulnerable === sideOf(seat);
        const isTurn = info.turn === seat;
        const actsHere =
          props.playable.size > 0 && me !== null && (seat === me || (seat === info.dummy && me === info.declarer));
        const role = seat === info.declarer ? t('common.declarer') : seat === info.dummy ? t('table.dummy') : null;
        const presence = info.present.has(seat)
          ? null
          : info.dropped.has(seat)
            ? t('online.dropped')
            : t('online.away');
        const label = `${seatName(lang, seat)}${seat === me ? ` (${t('online.you')})` : ''}`;
        return (
          <section
            key={pos}
            className={`seat-box seat-${pos}${isTurn ? ' turn' : ''}${seat === info.claimer ? ' claimer' : ''}`}
            data-seat={seat}
            data-pos={pos}
            aria-label={label}
            aria-current={isTurn ? 'true' : undefined}
          >
            <header className={`seat-name ${vul ? 'vul' : 'nonvul'}`}>
              <strong>{label}</strong>
              <span className="sr-only">{vul ? t('online.vul') : t('online.nonVul')}</span>
              {role && <span className="role">{role}</span>}
              {isTurn && <span className="turn-mark">{t('online.turnOf')}</span>}
              {presence && me !== null && seat !== me && (
                <span className="presence" data-testid="presence">
                  {presence}
                </span>
              )}
            </header>
            {visible ? (
              <Hand
                cards={cards(visible as string[])}
                label={role ?? label}
                playable={actsHere ? props.playable : new Set()}
                {...(actsHere && props.onPlay ? { onPlay: (c: Card) => props.onPlay!(seat, c) } : {})}
              />
            ) : (
              <div className="backs-line" aria-label={t('online.cardsLeft', { count: info.handSizes[seat] })}>
                <span className="card-back" aria-hidden="true" />
                <span className="count">{t('online.cardsLeft', { count: info.handSizes[seat] })}</span>
              </div>
            )}
            {(info.exposed?.[seat]?.length ?? 0) > 0 && (
              <div className="face-up-cards" data-testid="exposed-cards" data-seat={seat}>
                <span className="muted">{t('online.exposedCards')}</span>
                {info.exposed![seat]!.flatMap((x) => {
                  const c = toCard(x);
                  return c === null
                    ? []
                    : [
                        <span key={x} className="exposed-card">
                          <CardView card={c} small />
                        </span>,
                      ];
                })}
              </div>
            )}
            {(info.faceUp?.[seat]?.length ?? 0) > 0 && (
              <div className="face-up-cards" data-testid="penalty-cards" data-seat={seat}>
                <span className="muted">{t('online.penaltyCards')}</span>
                {info.faceUp![seat]!.flatMap((x) => {
                  const c = toCard(x.card);
                  return c === null
                    ? []
                    : [
                        <span key={x.card} className="penalty-card" data-major={x.major ? 'true' : 'false'}>
                          <CardView card={c} small />
                        </span>,
                      ];
                })}
              </div>
            )}
          </section>
        );
      })}
      <div className="compass-centre">{props.centre}</div>
    </div>
  );
}

/** Seats the viewer plays for: its own, and dummy's once it is declarer. */
export const actsFor = (me: Seat | null, declarer: Seat | null): Seat[] =>
  me === null ? [] : declarer === me ? [me, partner(me)] : [me];

export const seatOf = (s: string | null | undefined): Seat | null => (s ? (parseSeat(s) ?? null) : null);
