/**
 * Issue 22: after an ordinary card, a recipient's delta found from the card and the view it holds (`heldCardDelta`:
 * the played hand's operation from the hands held as bytes, no hands built) is exactly the delta found from the
 * parts such a card changes (`heldPartsDelta` over `ordinaryParts`), and leaves the same held view. Oracle over random
 * legal boards, every recipient, with a lean memo shared by the act's recipients (as the server builds them) and
 * without one; the first card (which faces dummy) is not ordinary and is left to the views.
 */
import { describe, expect, it } from 'vitest';
import {
  COMMON_VIEW_PARTS,
  deltaCache,
  heldCardDelta,
  heldPartsDelta,
  heldView,
  holdView,
  ORDINARY_PARTS,
  ordinaryAct,
  ordinaryBase,
  ordinaryParts,
  openTable,
  parseEvent,
  parseTableLog,
  randomBoardLog,
  sameHeld,
  unwrap,
  viewFor,
  viewMemo,
  viewsOfOneState,
  type HeldView,
  type Recipient,
  type ViewMemo,
} from '../src/index.js';

const RECIPIENTS: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer'];

describe('heldCardDelta (issue 22)', () => {
  it('is the delta from the changed parts after every ordinary card, and holds the same view', () => {
    let cards = 0;
    let handOps = 0;
    for (let b = 1; b <= 24; b++) {
      const raw = randomBoardLog(`card-delta-${b}`, b, { passBias: 0.5 });
      const live = unwrap(openTable({ ...unwrap(parseTableLog(raw)), events: [] }, { mode: 'prevent' }));
      const lean: ViewMemo = { ...viewMemo(), last: undefined, lean: true };
      const memo = b % 2 === 0 ? lean : undefined;
      // Each recipient's view held two ways: one walked by the changed parts, one by heldCardDelta.
      const byParts = new Map<Recipient, HeldView>();
      const byCard = new Map<Recipient, HeldView>();
      for (const r of RECIPIENTS) {
        byParts.set(r, heldView(viewFor(live.state, r)));
        byCard.set(r, heldView(viewFor(live.state, r)));
      }
      for (let i = 0; i < raw.events.length; i++) {
        unwrap(live.apply(unwrap(parseEvent(raw.events[i], i))));
        const s = live.state;
        const card = 'play' in raw.events[i] && ordinaryAct(s, 'card');
        viewsOfOneState(memo ?? viewMemo(), () => {
          const cacheA = deltaCache(COMMON_VIEW_PARTS);
          const cacheB = deltaCache(COMMON_VIEW_PARTS);
          for (const r of RECIPIENTS) {
            const a = byParts.get(r)!;
            const c = byCard.get(r)!;
            if (card && ordinaryBase(a.rest, s)) {
              const parts = ordinaryParts(s, r, 'card', memo, a.rest, false);
              const want = heldPartsDelta(a, ORDINARY_PARTS.card, parts, cacheA, true);
              const got = heldCardDelta(c, s, r, memo, false, cacheB, true);
              expect(got, `board ${b}, event ${i}, ${r}`).toEqual(want);
              expect(sameHeld(a, c), `board ${b}, event ${i}, ${r}: held after`).toBe(true);
              cards++;
              if (want.some((op) => op[0][0] === 'hands')) handOps++;
            } else {
              const v = viewFor(s, r, memo);
              holdView(a, v);
              holdView(c, v);
            }
          }
        });
      }
    }
    // Most of 24 boards' cards, for five recipients each; the played hand was shown to some of them.
    expect(cards).toBeGreaterThan(24 * 40 * 5);
    expect(handOps).toBeGreaterThan(24 * 40);
  });

  it('leaves the hands to the parts when the held hand lacks the card played', () => {
    const raw = randomBoardLog('card-delta-stale', 2, { passBias: 0.5 });
    const live = unwrap(openTable({ ...unwrap(parseTableLog(raw)), events: [] }, { mode: 'prevent' }));
    const first = raw.events.findIndex((e) => 'play' in e);
    // The view of the declarer's LHO after the opening lead and one more card is held; then the next card is played
    // by a seat whose hand that view shows (its own) — held from before that seat's card was known, the hand still
    // holds it; held from after, it does not: the held hand lacks the card, and the answer is null, nothing held anew.
    for (let i = 0; i <= first + 1; i++) unwrap(live.apply(unwrap(parseEvent(raw.events[i], i))));
    const player = (raw.events[first + 2] as { seat: Recipient }).seat;
    unwrap(live.apply(unwrap(parseEvent(raw.events[first + 2], first + 2))));
    const after = heldView(viewFor(live.state, player));
    const bytes = after.bytes.slice();
    expect(heldCardDelta(after, live.state, player, undefined, false, undefined, true)).toBeNull();
    expect(after.bytes).toEqual(bytes);
  });
});
