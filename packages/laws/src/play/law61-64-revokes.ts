/**
 * Laws 61–64: revokes. The core records a card that fails to follow suit; this module also
 * records failures to meet a restriction or to play a penalty card (61A), establishes them
 * (63A), corrects them when the director is called in time (62B, 62C3, 62D), and at the end of
 * play transfers tricks (64A) unless a 64B exception applies.
 *
 * @laws 61 62 63 64
 */
import {
  cardSuitIndex,
  partner,
  printCard,
  SEATS,
  sideOf,
  type Effect,
  type Ruling,
  type Seat,
  type Side,
  type Table,
} from '@stikk/core';
import { addPenaltyCard } from './law49-52-penalty-cards.js';
import { playState, useFindings, type PlayRevoke, type RevokeKind } from './context.js';
import { msg } from '../framework/messages.js';

const other = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');

/** Takes over the revokes the core recorded since the last call. */
export function adoptCoreRevokes(m: Table): void {
  const st = playState(m);
  for (; st.seenCoreRevokes < m.revokes.length; st.seenCoreRevokes++) {
    const r = m.revokes[st.seenCoreRevokes];
    const t = m.tricks[r.trick - 1];
    const led = t && t.plays.length ? cardSuitIndex(t.plays[0].card) : null;
    st.revokes.push({
      seat: r.seat,
      trick: r.trick,
      card: r.card,
      event: r.event,
      kind: 'follow-suit',
      suit: led,
      established: false,
      corrected: false,
      attention: null,
    });
  }
}

/** Records a failure to lead or play as a restriction or penalty card required (Law 61A). */
export function recordRevoke(m: Table, seat: Seat, card: number, event: number, kind: RevokeKind): PlayRevoke {
  const r: PlayRevoke = {
    seat,
    trick: m.tricks.length + (m.currentTrick ? 0 : 1),
    card,
    event,
    kind,
    suit: null,
    established: false,
    corrected: false,
    attention: null,
  };
  playState(m).revokes.push(r);
  return r;
}

/** Law 63A1: a revoke is established once the offender or his partner plays to a later trick. */
export function establishByPlay(m: Table): void {
  for (const r of playState(m).revokes) {
    if (r.established || r.corrected) continue;
    for (let k = r.trick; k < m.tricks.length; k++) {
      if (m.tricks[k].plays.some((p) => p.seat === r.seat || p.seat === partner(r.seat))) {
        r.established = true;
        break;
      }
    }
  }
}

/** Laws 63A3–A4: a claim or concession made or agreed establishes every open revoke. */
export function establishAll(m: Table): void {
  for (const r of playState(m).revokes) if (!r.corrected) r.established = true;
}

/**
 * Law 62: the director is called before the revoke is established: the offender withdraws the
 * card (a defender's becomes a major penalty card, 62B1; declarer's or dummy's goes back, 62B2)
 * and must play a legal card. Cards of the next trick (only the non-offenders can have played
 * to it) go back to their hands (62C1).
 */
export function correctOpenRevokes(m: Table, directorEvent: number): PlayRevoke[] {
  const st = playState(m);
  for (const r of st.revokes) if (r.attention === null) r.attention = directorEvent;
  // A failure to play a penalty card is a revoke (61A), but Law 52 rules on it: once declarer accepted the card played
  // (52B1, also by playing on) it stands, and 62 does not take it back.
  const open = st.revokes.filter(
    (r) =>
      !r.established &&
      !r.corrected &&
      !r.ignored43B3 &&
      r.kind !== 'penalty-card' &&
      m.tricks[r.trick - 1]?.plays.some((p) => p.event === r.event),
  );
  // Law 62C3 (2017): both sides revoked in one trick and only one side has played on — both are corrected.
  if (m.edition === '2017') {
    for (const r of st.revokes) {
      if (!r.established || r.corrected || r.kind !== 'follow-suit') continue;
      const both = st.revokes.find(
        (q) => q !== r && q.trick === r.trick && sideOf(q.seat) !== sideOf(r.seat) && !q.established && !q.corrected,
      );
      if (both && m.tricks.length === r.trick + 1) {
        r.correctedUnder = '62C3';
        open.push(r);
      }
    }
  }
  for (const r of open) {
    // Cards already led or played to the following trick are taken back (62C1).
    while (m.tricks.length > r.trick) {
      const t = m.tricks[m.tricks.length - 1];
      for (const p of [...t.plays].reverse()) m.withdrawCard(p.event);
    }
    m.withdrawCard(r.event);
    r.corrected = true;
    // 43B2(b): dummy, his rights forfeited, asked declarer first: Law 64 applies as if established.
    if (r.seat === m.declarer && m.findings.dummyAskedAfterViolation === true) r.asEstablished = true;
    m.markRevokeCorrected(r.event);
    const defender = m.declarer !== null && sideOf(r.seat) !== sideOf(m.declarer);
    const effects: Effect[] = [
      {
        kind: 'revoke',
        seat: r.seat,
        trick: r.trick,
        established: false,
        transfer: 0,
        law: r.correctedUnder ?? '62B',
        explanation: `${r.seat}'s revoke with ${printCard(r.card)} in trick ${r.trick} is corrected before it was established: a legal card replaces it (Laws 62A, 62B)`,
      },
    ];
    if (defender) {
      effects.push(addPenaltyCard(m, r.seat, r.card, true, r.correctedUnder === '62C3' ? '62C3' : '62B1'));
      m.setStatus(r.event, 'penalty-card', '62B1');
    } else {
      m.setStatus(r.event, 'withdrawn', '62B2');
    }
    m.addRuling({
      law: r.correctedUnder ?? '62',
      event: r.event,
      effects,
      explanation: r.asEstablished
        ? 'the revoke is corrected; dummy, having lost his rights, asked declarer first, so at the end Law 64 applies as if it had been established (Laws 62B, 43B2(b))'
        : `the revoke is corrected (Law ${r.correctedUnder ?? '62B'})`,
      message: msg('revoke.corrected', { seat: r.seat, card: printCard(r.card), trick: r.trick }),
    });
  }
  if (open.some((r) => r.asEstablished)) useFindings(m, 'dummyAskedAfterViolation');
  return open;
}

/**
 * Law 62C: after a revoke is corrected, each non-offender may take back a card he played to the
 * revoke trick after the revoke (62C1); then the offending-side player next in rotation after
 * him may take back his card, which becomes a penalty card if he is a defender (62C2). `seats`
 * lists who takes back (the director's finding `option: "withdraw:S+W"`).
 */
export function law62cWithdrawals(m: Table, r: PlayRevoke, seats: Seat[], event: number): boolean {
  const t = m.tricks[r.trick - 1];
  if (!t || t.winner !== null) return false;
  const os = sideOf(r.seat);
  const after = t.plays.filter((p) => p.event > r.event);
  const nos = seats.filter((s) => sideOf(s) !== os);
  const offenders = seats.filter((s) => sideOf(s) === os);
  // Every seat must have played after the revoke; an offender only after a non-offender who takes back.
  for (const s of seats) if (!after.some((p) => p.seat === s)) return false;
  for (const s of offenders) {
    const mine = after.find((p) => p.seat === s)!;
    if (!after.some((p) => nos.includes(p.seat) && p.event < mine.event)) return false;
  }
  const effects: Effect[] = [];
  for (const p of after.filter((q) => seats.includes(q.seat))) {
    m.withdrawCard(p.event);
    const defender = m.declarer !== null && sideOf(p.seat) !== sideOf(m.declarer);
    if (sideOf(p.seat) === os && defender) {
      effects.push(addPenaltyCard(m, p.seat, p.card, true, '62C2'));
      m.setStatus(p.event, 'penalty-card', '62C2');
    } else {
      m.setStatus(p.event, 'withdrawn', sideOf(p.seat) === os ? '62C2' : '62C1');
    }
  }
  if (nos.length)
    effects.push({
      kind: 'ui',
      seat: SEATS.filter((s) => sideOf(s) === os)[0],
      holders: SEATS.filter((s) => sideOf(s) === os),
      from: event,
      law: m.edition === '2017' ? '16C' : '16D',
      explanation: `the cards taken back are unauthorized information for the offending side and authorized for the other (Laws 62C, ${m.edition === '2017' ? '16C' : '16D'})`,
    });
  m.addRuling({
    law: offenders.length ? '62C2' : '62C1',
    event: r.event,
    effects,
    explanation: `${seats.join(' and ')} take${seats.length > 1 ? '' : 's'} back the card played to the revoke trick after the revoke (Law 62C)`,
  });
  return true;
}

/**
 * Law 62D1: a revoke in trick 12 is corrected, even though established, if found before the
 * hands go back into the board. With one card left each, the offender's two last cards swap.
 * (The Swedish 63B cites only 62C3 as an exception to "established stands"; 62D1's own text
 * requires the correction, and the law text wins over the catalogue's reading of 63B.)
 */
export function correctTrick12(m: Table): boolean {
  const st = playState(m);
  if (m.markers.handsReturned || m.tricks.length !== 13 || m.tricks[12].winner === null) return false;
  let changed = false;
  for (const r of st.revokes) {
    if (r.trick !== 12 || r.corrected || r.kind !== 'follow-suit') continue;
    const t12 = m.tricks[11],
      t13 = m.tricks[12];
    const a = t12.plays.find((p) => p.event === r.event);
    const b = t13.plays.find((p) => p.seat === r.seat);
    if (!a || !b || r.suit === null || cardSuitIndex(b.card) !== r.suit) continue;
    m.replaceTrick(
      11,
      t12.leader,
      t12.plays.map((p) => (p === a ? { seat: a.seat, card: b.card, event: a.event } : p)),
    );
    const winner12 = m.tricks[11].winner!;
    // Trick 13 is led by the new winner of trick 12; every card in it is forced.
    const cards = t13.plays.map((p) => (p.seat === r.seat ? { seat: p.seat, card: a.card, event: p.event } : p));
    const order = ['N', 'E', 'S', 'W'] as Seat[];
    const start = order.indexOf(winner12);
    m.replaceTrick(
      12,
      winner12,
      [0, 1, 2, 3].map((k) => cards.find((p) => p.seat === order[(start + k) % 4])!),
    );
    r.corrected = true;
    r.correctedUnder = '62D';
    const effects: Effect[] = [
      {
        kind: 'revoke',
        seat: r.seat,
        trick: 12,
        established: true,
        transfer: 0,
        law: '62D',
        explanation: `the revoke in trick 12 is corrected although established, because the hands were still out of the board (Law 62D1)`,
      },
    ];
    if (m.declarer !== null && sideOf(r.seat) !== sideOf(m.declarer)) {
      const p = partner(r.seat);
      const pIdx = t12.plays.findIndex((x) => x.seat === p);
      // 2007 62D2 restricts the partner only when he holds cards of two suits (his last two cards);
      // 2017 62D2 applies Law 16C to him whatever he holds.
      const mine = [t12.plays[pIdx]?.card, t13.plays.find((x) => x.seat === p)?.card];
      const twoSuits = mine.every((c) => c !== undefined) && cardSuitIndex(mine[0]!) !== cardSuitIndex(mine[1]!);
      if (pIdx > t12.plays.findIndex((x) => x.event === r.event) && (m.edition === '2017' || twoSuits))
        effects.push({
          kind: 'ui',
          seat: p,
          holders: [p],
          from: r.event,
          law: '62D2',
          explanation:
            m.edition === '2017'
              ? `the revoke card is unauthorized information for ${p} (Laws 62D2, 16C)`
              : `${p} holds cards of two suits and may not choose a play the sight of the revoke card could suggest (Law 62D2, 2007)`,
        });
    }
    m.addRuling({ law: '62D', event: r.event, effects, explanation: 'trick 12 revoke corrected (Law 62D)' });
    changed = true;
  }
  return changed;
}

interface Transfer {
  readonly n: number;
  readonly law: string;
  readonly why: string;
}

/** Law 64: the transfer for one established revoke, or the 64B exception that prevents it. */
function transferFor(m: Table, r: PlayRevoke, all: PlayRevoke[], claimTricks: Record<Side, number> | null): Transfer {
  const st = playState(m);
  const os = sideOf(r.seat);
  const nos = other(os);
  const ed = m.edition;
  const earlier = all.find(
    (q) =>
      q !== r &&
      q.seat === r.seat &&
      q.kind === 'follow-suit' &&
      r.kind === 'follow-suit' &&
      q.suit === r.suit &&
      q.event < r.event &&
      (ed === '2007' || q.established),
  );
  if (earlier)
    return {
      n: 0,
      law: '64B2',
      why: `a later revoke in the same suit by the same player${ed === '2017' ? ', the first being established' : ''}`,
    };
  if (r.kind === 'penalty-card' || r.seat === m.dummy)
    return {
      n: 0,
      law: '64B3',
      why:
        ed === '2017'
          ? 'a failure to play a penalty card or a card from dummy'
          : "a failure to play a card faced on the table, dummy's included",
    };
  // 2007 64B3 also covers any hand faced on the table: a claimer's hand once he has faced it.
  if (ed === '2007' && st.facedHands.some((h) => h.seat === r.seat && h.event < r.event))
    return { n: 0, law: '64B3', why: "a failure to play a card from a hand faced on the table (the claimer's)" };
  const attention = r.attention ?? Number.POSITIVE_INFINITY;
  const nosCall = st.markerAt[nos];
  if (nosCall !== null && nosCall < attention)
    return {
      n: 0,
      law: '64B4',
      why: 'attention was first drawn after the non-offending side called on the next board',
    };
  if (st.markerAt.roundEnded !== null && st.markerAt.roundEnded < attention)
    return { n: 0, law: '64B5', why: 'attention was first drawn after the round ended' };
  if (r.trick === 12) return { n: 0, law: '64B6', why: 'a revoke in trick 12' };
  const nosRevokes = all.filter((q) => sideOf(q.seat) === nos);
  const bothSides = ed === '2017' ? nosRevokes.some((q) => q.established && !q.corrected) : nosRevokes.length > 0;
  if (bothSides)
    return {
      n: 0,
      law: '64B7',
      why: ed === '2017' ? 'both sides revoked and both revokes were established' : 'both sides revoked on the board',
    };
  const revokeTrick = m.tricks[r.trick - 1];
  const winner = revokeTrick?.winner ?? null;
  let laterOS = false;
  for (let k = r.trick; k < m.tricks.length; k++)
    if (m.tricks[k].winner !== null && sideOf(m.tricks[k].winner!) === os) laterOS = true;
  if (claimTricks && claimTricks[os] > 0) laterOS = true;
  if (winner === r.seat)
    return {
      n: laterOS ? 2 : 1,
      law: '64A1',
      why: `the offender won the revoke trick${laterOS ? ', and his side won a later trick' : ''}`,
    };
  if ((winner !== null && sideOf(winner) === os) || laterOS)
    return {
      n: 1,
      law: '64A2',
      why:
        winner !== null && sideOf(winner) === os
          ? 'the offending side won the revoke trick'
          : 'the offending side won a later trick',
    };
  return { n: 0, law: '64B1', why: 'the offending side won neither the revoke trick nor any later trick' };
}

/**
 * Applies Law 64 once play has ended: keeps the trick counts before transfers (`base`) so the
 * rulings can be re-evaluated when a marker or a director call comes later (64B4, 64B5).
 */
export function applyLaw64(m: Table): void {
  const st = playState(m);
  if (st.base === null) st.base = { ...m.tricksWon };
  m.setTricksWon(st.base);
  for (const old of st.law64Rulings) m.removeRuling(old);
  st.law64Rulings = [];
  const all = st.revokes.filter((r) => ((r.established && !r.corrected) || r.asEstablished === true) && !r.ignored43B3);
  for (const r of all) {
    const tr = transferFor(m, r, st.revokes, st.claimTricks);
    const os = sideOf(r.seat);
    const n = Math.min(tr.n, m.tricksWon[os]);
    m.transferTricks(os, n);
    const effects: Effect[] = [
      {
        kind: 'revoke',
        seat: r.seat,
        trick: r.trick,
        established: true,
        transfer: n,
        law: tr.law,
        explanation: n
          ? `${r.seat}'s established revoke in trick ${r.trick}: ${n} trick${n > 1 ? 's' : ''} go to the non-offending side, because ${tr.why} (Law ${tr.law})`
          : `${r.seat}'s established revoke in trick ${r.trick}: no trick is transferred, because of ${tr.why} (Law ${tr.law}); Law 64C may still redress damage`,
      },
    ];
    if (m.findings.nosDamaged === true)
      effects.push({
        kind: 'adjusted-score',
        law: '64C',
        explanation: 'the director judges the transfer does not make up for the damage and adjusts the score (Law 64C)',
      });
    const ruling: Ruling = {
      law: '64',
      event: r.event,
      effects,
      explanation: r.asEstablished
        ? `revoke by ${r.seat} in trick ${r.trick}, corrected but treated as established (Laws 43B2(b), 64)`
        : `revoke by ${r.seat} in trick ${r.trick} (Laws 63, 64)`,
      message: n
        ? msg('revoke.transfer', { seat: r.seat, trick: r.trick, count: n })
        : msg('revoke.no-transfer', { seat: r.seat, trick: r.trick }),
    };
    m.addRuling(ruling);
    st.law64Rulings.push(ruling);
  }
}

/**
 * Law 43B3: dummy, having lost his rights (43A2), was first to draw attention to a defender's
 * irregularity: no rectification, play goes on as if nothing had happened, and at the end the
 * director removes any gain the defenders made — from their score only in 2017 (a split score),
 * by an ordinary 12B1 adjustment in 2007. Applies to the defenders' open revokes; returns the
 * effect flagging the adjustment, or null when there was none.
 */
export function law43b3Revokes(m: Table): Effect | null {
  const st = playState(m);
  const open = st.revokes.filter(
    (r) => !r.corrected && !r.ignored43B3 && m.declarer !== null && sideOf(r.seat) !== sideOf(m.declarer),
  );
  if (!open.length) return null;
  for (const r of open) r.ignored43B3 = true;
  return law43b3Effect(m);
}

export function law43b3Effect(m: Table): Effect {
  return m.edition === '2017'
    ? {
        kind: 'adjusted-score',
        law: '43B3',
        explanation:
          "dummy, having lost his rights, drew attention to the defenders' irregularity: no rectification; at the end the director removes any gain the defenders made from their score only, and declarer's side keeps its result (Law 43B3)",
      }
    : {
        kind: 'adjusted-score',
        law: '12B1',
        explanation:
          "dummy, having lost his rights, drew attention to the defenders' irregularity: no rectification; at the end the director adjusts under Law 12B1 if the defenders gained (2007 Law 43B3)",
      };
}
