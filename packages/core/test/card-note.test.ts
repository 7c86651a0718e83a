/**
 * Issue 22: a recipient that folds each ordinary card's note into the view it holds (`foldCardNote(view, cardNote(…))`)
 * holds exactly the view the table would send it (`viewFor`). Oracle over random legal boards, every seat and a
 * kibitzer, with a memo shared by the act's recipients (as the server builds them) and without one; the acts that
 * are not ordinary cards reset each recipient's view to the table's. A note tells nothing its recipient's view does
 * not show.
 */
import { describe, expect, it } from 'vitest';
import {
  type CardNote,
  cardNote,
  foldCardNote,
  jsonEqual,
  openTable,
  ordinaryAct,
  ordinaryBase,
  parseEvent,
  parseTableLog,
  randomBoardLog,
  type Recipient,
  type TableView,
  unwrap,
  viewFor,
  viewMemo,
  viewsOfOneState,
  type ViewMemo,
} from '../src/index.js';

const RECIPIENTS: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer'];

describe('card notes (issue 22)', () => {
  it("folded into the view held, give the table's view after every ordinary card, for every recipient", () => {
    let folded = 0;
    let withLegal = 0;
    let newTricks = 0;
    let unshared = 0;
    for (let b = 1; b <= 24; b++) {
      const raw = randomBoardLog(`card-note-${b}`, b, { passBias: 0.5 });
      const live = unwrap(openTable({ ...unwrap(parseTableLog(raw)), events: [] }, { mode: 'prevent' }));
      const memo: ViewMemo | undefined = b % 2 === 0 ? { ...viewMemo(), last: undefined, lean: true } : undefined;
      // Every fourth board: a whole view of the act is built first with the memo (a member taking no notes), so the
      // notes take the parts that view built; on the others' memo boards the note builds its own.
      const viewFirst = b % 4 === 0;
      const held = new Map<Recipient, TableView>();
      for (const r of RECIPIENTS) held.set(r, viewFor(live.state, r));
      for (let i = 0; i < raw.events.length; i++) {
        unwrap(live.apply(unwrap(parseEvent(raw.events[i], i))));
        const s = live.state;
        const card = 'play' in raw.events[i] && ordinaryAct(s, 'card');
        // The notes of this act without legal cards: one object when the recipients share the act's memo.
        const bare = new Set<CardNote>();
        viewsOfOneState(memo ?? viewMemo(), () => {
          if (viewFirst) viewFor(s, 'director', memo);
          for (const r of RECIPIENTS) {
            const before = held.get(r)!;
            const want = viewFor(s, r);
            if (card && ordinaryBase(before as unknown as Record<string, unknown>, s)) {
              const note = cardNote(s, r, memo, false)!;
              const got = foldCardNote(before, note);
              expect(jsonEqual(got, want), `board ${b}, event ${i}, ${r}`).toBe(true);
              // Nothing but what the view after shows: the card is in the trick, the legal cards in a hand seen.
              const seen = new Set(Object.values(want.hands).flatMap((h) => h ?? []));
              for (const c of note.legalCards ?? [])
                expect(seen.has(c), `board ${b}, event ${i}, ${r}: ${c}`).toBe(true);
              expect(want.tricks[note.index].cards.at(-1)).toEqual({ seat: note.seat, card: note.card });
              folded++;
              if (note.legalCards?.length) withLegal++;
              else if (note.legalLaw === undefined) bare.add(note);
              if (note.index === before.tricks.length) newTricks++;
              held.set(r, got);
            } else held.set(r, want);
          }
        });
        if (memo !== undefined) expect(bare.size, `board ${b}, event ${i}`).toBeLessThanOrEqual(1);
        else if (bare.size > 1) unshared++;
      }
    }
    // Most of 24 boards' cards for five recipients; the seat to play (or declarer) had its legal cards; tricks led.
    expect(folded).toBeGreaterThan(24 * 40 * 5);
    expect(withLegal).toBeGreaterThan(24 * 40);
    expect(newTricks).toBeGreaterThan(24 * 5 * 5);
    // Without a memo each recipient's note is its own object.
    expect(unshared).toBeGreaterThan(12 * 40);
  });

  it('refuses a note that does not fit the view held (the holder asks for the whole view again)', () => {
    const raw = randomBoardLog('card-note-misfit', 3, { passBias: 0.5 });
    const live = unwrap(openTable({ ...unwrap(parseTableLog(raw)), events: [] }, { mode: 'prevent' }));
    let before: TableView | undefined;
    let note: CardNote | undefined;
    for (let i = 0; i < raw.events.length && note === undefined; i++) {
      const prev = viewFor(live.state, 'S');
      unwrap(live.apply(unwrap(parseEvent(raw.events[i], i))));
      if ('play' in raw.events[i] && ordinaryAct(live.state, 'card') && live.state.tricks.length > 1) {
        const n = cardNote(live.state, 'S', undefined, false)!;
        if (prev.hands[n.seat] !== null) {
          before = prev;
          note = n;
        }
      }
    }
    expect(note).toBeDefined();
    expect(() => foldCardNote(before!, { ...note!, card: 'XX' })).toThrow(/has no XX/);
    expect(() => foldCardNote(before!, { ...note!, index: before!.tricks.length + 1 })).toThrow(/no trick/);
    // The view held is left as it was.
    expect(before!.hands[note!.seat]).toContain(note!.card);
  });
});
