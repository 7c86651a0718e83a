/**
 * Laws 28–32: calls out of rotation.
 *
 * Conduct first: the player in turn calling over it applies Law 28B (the call is cancelled, no
 * rectification, 16C2 for the offenders); the offender's LHO calling over it accepts it (29A).
 * Otherwise the director cancels it (29B) and Law 30 (pass), 31 (bid, artificial pass, 30C) or
 * 32 (double/redouble) governs the offending side, by whose turn it was. The two editions differ
 * throughout (catalogue §12.1): 2017 judges the offender's later call by comparability (23A) and
 * imposes at most one enforced pass on partner; 2007 imposes passes by the kind of turn.
 *
 * @laws 28 29 30 31 32
 */
import {
  callIllegality,
  callsEqual,
  lho,
  partner,
  printCall,
  rho,
  type Call,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { damage, leadRight, processCall, rule, settle, summaryBefore, uiRuling } from './ops.js';
import { lowestSufficient } from './law27-insufficient-bid.js';
import { Open, type CallEvent, type CallOutcome } from './state.js';
import { stateOf } from './state.js';
import { msg } from '../framework/messages.js';

/** Whose turn it was, seen from the offender. `lho-first`: LHO's turn, the offender had not called yet. */
export type Position = 'rho' | 'partner' | 'lho-first';

type Stage = 'election' | 'await-rho' | 'repeat' | 'await-offender' | 'judge';

const kindOf = (c: Call, artificial: boolean): 'pass' | 'bid' | 'double' =>
  c.type === 'pass' ? (artificial ? 'bid' : 'pass') : c.type === 'bid' ? 'bid' : 'double';

export function positionOf(offender: Seat, turn: Seat): Position | 'self' {
  if (turn === rho(offender)) return 'rho';
  if (turn === partner(offender)) return 'partner';
  if (turn === lho(offender)) return 'lho-first';
  return 'self';
}

export class CallOutOfRotation extends Open {
  stage: Stage = 'election';
  /** The law whose sub-rules apply after cancellation, e.g. 31A, 30B1. */
  law = '29';
  /** The offender's call after cancellation, awaiting the comparability finding. */
  later: CallRecord | null = null;
  /** The Law 16C2 entry made at cancellation (lifted if the later call is comparable, 23B). */
  ui: ReturnType<typeof uiRuling> | null = null;

  constructor(
    readonly rec: CallRecord,
    /** The player whose turn it was. */
    readonly turn: Seat,
    readonly position: Position,
  ) {
    super(rec.event, rec.seat);
  }

  pending(_m: Table): PendingRectification | null {
    const x = this.seat;
    const base = { kind: 'call-out-of-rotation', event: this.event };
    if (this.stage === 'election') {
      return {
        ...base,
        law: '29A',
        chooser: lho(x),
        options: ['accept', 'refuse'],
        needs: ['lhoAccepts'],
        explanation: `${x} called ${printCall(this.rec.call)} out of rotation (it was ${this.turn}'s turn). ${lho(x)} may accept it by calling (Law 29A); if ${this.turn} calls first, Law 28B cancels it; otherwise it is cancelled and Law ${this.rec.call.type === 'pass' ? 30 : this.rec.call.type === 'bid' ? 31 : 32} applies (Law 29B).`,
        message: msg('call-out-of-rotation.election', {
          offender: x,
          call: printCall(this.rec.call),
          turn: this.turn,
          lho: lho(x),
        }),
      };
    }
    if (this.stage === 'judge') {
      return {
        ...base,
        law: this.law,
        chooser: 'director',
        options: ['comparable', 'not-comparable'],
        needs: ['comparable'],
        message: msg('call-out-of-rotation.judge', {
          offender: x,
          replacement: printCall(this.later!.call),
          call: printCall(this.rec.call),
        }),
        explanation: `The director judges whether ${x}'s ${printCall(this.later!.call)} is comparable to his cancelled ${printCall(this.rec.call)} (Laws 23A, ${this.law}); if not, partner must pass at his next turn and Law 26B may apply.`,
      };
    }
    return null;
  }

  override onCall(m: Table, ev: CallEvent, index: number): CallOutcome {
    const x = this.seat;
    if (this.stage === 'election' && this.overtaken(m)) {
      this.forfeit(m);
      return 'continue';
    }
    switch (this.stage) {
      case 'election':
        // Law 28B first: also when the player in turn is the offender's LHO (the first call of
        // the auction), we read his call as made in turn (catalogue open question 8).
        if (ev.seat === this.turn && this.position === 'partner') {
          // Law 28B is about an *opposing* call: the offender's partner calling at his own turn
          // does not accept it (only LHO can, 29A). His call stands (30B1(a), 31B1, 32B1; 2007: his
          // obligations start from his next turn) and the call out of rotation is cancelled (29B).
          const rec = processCall(m, ev, index);
          if (rec) this.cancel(m);
          return 'handled';
        }
        if (ev.seat === this.turn) {
          this.forfeit(m);
          return 'continue';
        }
        if (ev.seat === lho(x)) {
          this.accept(m);
          return 'continue';
        }
        return 'continue';
      case 'await-rho': {
        // RHO's legal call decides between A1 (he passed: repeat) and A2 (he bid, doubled or
        // redoubled). An illegal call of his is rectified first (31A2 footnote); we look at the
        // call of his that stands when the offender's turn comes.
        if (ev.seat !== x) return 'continue';
        const rhoCall = m.calls.filter((c) => c.stands && c.seat === this.turn && c.event > this.event).at(-1);
        if (!rhoCall) return 'continue';
        const passed = rhoCall.call.type === 'pass';
        this.stage = passed ? 'repeat' : 'await-offender';
        if (!passed)
          this.law =
            m.edition === '2007'
              ? this.kind === 'double'
                ? '32B2'
                : '31A2'
              : this.kind === 'double'
                ? '32A2'
                : '31A2';
        else
          this.law =
            m.edition === '2007'
              ? this.kind === 'double'
                ? '32B1'
                : '31A1'
              : this.kind === 'double'
                ? '32A1'
                : '31A1';
        return this.onCall(m, ev, index);
      }
      case 'repeat': {
        if (ev.seat !== x) return 'continue';
        const rec = processCall(m, ev, index);
        if (!rec) {
          // The repetition was itself irregular (e.g. now inadmissible: Law 36); that law rules it.
          this.done = true;
          return 'handled';
        }
        const repeatable = callIllegality(summaryBefore(m, rec), x, this.rec.call) === null;
        const low =
          this.rec.call.type === 'bid' ? lowestSufficient(summaryBefore(m, rec).lastBid, this.rec.call.strain) : null;
        if (callsEqual(rec.call, this.rec.call)) {
          this.done = true;
          rule(
            m,
            this.law,
            this.event,
            [],
            `${x} repeated his call after ${this.turn} passed: no further rectification (Law ${this.law}).`,
          );
        } else if (!repeatable && low && callsEqual(low, rec.call)) {
          // The call can no longer be repeated legally (it would be insufficient, catalogue open
          // question 10): repeating it would bring Law 27, where the lowest sufficient bid in the
          // same strain carries no rectification (27B1(a)); he made that bid at once.
          this.done = true;
          rule(
            m,
            this.law,
            this.event,
            [],
            `${x}'s call could not be repeated as a sufficient bid; he made the lowest sufficient bid in its strain: no further rectification (Laws ${this.law}, 27B1(a)).`,
          );
        } else {
          // He was obliged to repeat it; a different call is treated as a call that is not comparable.
          this.later = rec;
          this.notComparable(m);
        }
        return 'handled';
      }
      case 'await-offender': {
        if (ev.seat !== x) return 'continue';
        const rec = processCall(m, ev, index);
        if (!rec) return 'handled';
        this.later = rec;
        this.judgeLater(m);
        return 'handled';
      }
      case 'judge':
        return 'continue';
    }
  }

  get kind(): 'pass' | 'bid' | 'double' {
    return kindOf(this.rec.call, this.findings.artificial === true || this.artificialFixed);
  }

  private artificialFixed = false;

  /** Calls now stand after it: the auction went on as though it had not been made. */
  private overtaken(m: Table): boolean {
    return m.lastStandingEvent() > this.event;
  }

  /** Law 28B: the player in turn called (or the auction otherwise went on): cancelled, no rectification. */
  private forfeit(m: Table): void {
    const x = this.seat;
    this.done = true;
    m.setStatus(this.event, 'cancelled', '28B');
    const st = stateOf(m);
    const adj =
      this.findings.nosDamaged === true
        ? damage(
            m,
            this.findings,
            st.profile.uiDamage,
            this.event,
            'the offenders used unauthorized information from the cancelled call',
          )
        : [];
    rule(
      m,
      '28B',
      this.event,
      adj,
      `${this.turn} called in turn over ${x}'s call out of rotation: it is cancelled without rectification; Law 26 does not apply (Law 28B).`,
    );
    uiRuling(m, x, this.event, `${x}'s cancelled call out of rotation (Law 28B)`);
  }

  override onDirector(m: Table): void {
    if (this.stage === 'election' && this.overtaken(m)) {
      this.forfeit(m);
      return;
    }
    if (this.stage === 'election') {
      const a = this.take('lhoAccepts');
      if (a === true) this.accept(m);
      else if (a === false) this.cancel(m);
      return;
    }
    if (this.stage === 'judge' && this.findings.comparable !== undefined) {
      if (m.edition === '2007') {
        this.judgeLater(m);
        return;
      }
      const c = this.take('comparable')!;
      if (c) this.comparable(m);
      else this.notComparable(m);
    }
  }

  /** 29A: the call out of rotation stands; the auction continues from the offender's LHO. */
  private accept(m: Table): void {
    this.done = true;
    m.setStands(this.rec, true);
    m.setStatus(this.event, 'accepted', '29A');
    settle(m);
  }

  /** 29B: cancelled; the auction reverts to the player in turn; Laws 30–32 for the offenders. */
  private cancel(m: Table): void {
    const x = this.seat;
    const p = partner(x);
    m.setStatus(this.event, 'cancelled', '29B');
    if (this.findings.artificial === true) this.artificialFixed = true;
    delete this.findings.artificial;
    const kind = this.kind;
    const aw = m.edition === '2007' ? '23' : '72C';
    const awWhy = 'the offender could have known that the enforced pass might damage the non-offending side';
    if (m.edition === '2017') {
      if (kind === 'pass' && this.position === 'rho') {
        this.done = true;
        const adj = damage(m, this.findings, aw, this.event, awWhy);
        rule(m, '30A', this.event, [
          mustPass(x, 'once', '30A', 'he passed out of rotation at his RHO\u2019s turn'),
          ...adj,
        ]);
        uiRuling(m, x, this.event, `${x}'s cancelled pass out of rotation`);
        return;
      }
      if (this.position === 'rho') {
        // 31A / 32A: wait for RHO's call.
        this.law = kind === 'double' ? '32A' : '31A';
        this.stage = 'await-rho';
        return;
      }
      // 30B1 / 31B / 32B: partner may call freely but Law 16C2 applies; the offender's own later call is judged.
      this.law = kind === 'pass' ? '30B1(b)' : kind === 'bid' ? '31B2' : '32B2';
      this.ui = uiRuling(m, x, this.event, `${x}'s cancelled call out of rotation`);
      this.stage = 'await-offender';
      return;
    }
    // 2007.
    const anyBid = m.calls.some((c) => c.stands && c.call.type === 'bid');
    if (kind === 'pass') {
      this.done = true;
      if (!anyBid) {
        const adj = damage(m, this.findings, aw, this.event, awWhy);
        rule(m, '30A', this.event, [
          mustPass(x, 'once', '30A', 'he passed out of rotation before anyone had bid'),
          ...adj,
        ]);
      } else if (this.position === 'rho') {
        const adj = damage(m, this.findings, aw, this.event, awWhy);
        rule(m, '30B1', this.event, [
          mustPass(x, 'once', '30B1', 'he passed out of rotation at his RHO\u2019s turn'),
          ...adj,
        ]);
      } else {
        // 30B2: the offender passes throughout; partner may bid or pass but not double or redouble now.
        const adj = damage(m, this.findings, aw, this.event, awWhy);
        rule(
          m,
          '30B2',
          this.event,
          [mustPass(x, 'rest-of-auction', '30B2(a)', 'he passed out of rotation at his partner\u2019s turn'), ...adj],
          `${p} may make any sufficient bid or pass at this turn, but may not double or redouble (Law 30B2(b), 2007).`,
        );
        stateOfNoDouble(m, p);
      }
      uiRuling(m, x, this.event, `${x}'s cancelled pass out of rotation`);
      return;
    }
    if (kind === 'bid') {
      if (this.position === 'rho') {
        this.law = '31A';
        this.stage = 'await-rho';
        return;
      }
      this.done = true;
      const adj = damage(m, this.findings, aw, this.event, awWhy);
      rule(m, '31B', this.event, [
        mustPass(p, 'rest-of-auction', '31B', `${x} bid out of rotation`),
        leadRight(m, x, this.event, this.rec.call, this.artificialFixed),
        ...adj,
      ]);
      uiRuling(m, x, this.event, `${x}'s cancelled bid out of rotation`);
      return;
    }
    // Double or redouble, 2007 Law 32.
    if (this.position === 'rho') {
      this.law = '32B';
      this.stage = 'await-rho';
      return;
    }
    this.done = true;
    const adj = damage(m, this.findings, aw, this.event, awWhy);
    rule(m, '32A', this.event, [
      mustPass(p, 'rest-of-auction', '32A', `${x} doubled or redoubled out of rotation at his partner's turn`),
      leadRight(m, x, this.event, this.rec.call),
      ...adj,
    ]);
    uiRuling(m, x, this.event, `${x}'s cancelled double or redouble out of rotation`);
  }

  /** The offender's call at his proper turn after cancellation. */
  private judgeLater(m: Table): void {
    const later = this.later!;
    if (m.edition === '2007') {
      // 2007 31A2: repeating the strain of the call out of rotation costs partner one pass; any
      // other call (or an artificial pass) costs him the rest of the auction with Law 26. 2007 32B2:
      // partner passes for the rest of the auction.
      const x = this.seat;
      const p = partner(x);
      const oor = this.rec.call;
      let same: boolean | undefined = false;
      if (this.law === '31A2' && oor.type === 'bid') {
        same = later.call.type === 'bid' && oor.strain === later.call.strain;
        if (this.artificialFixed) {
          // 29C: an artificial bid is judged by the denomination it showed; whether the later
          // call repeats it is the director's finding (given as `comparable`).
          same = this.take('comparable');
          if (same === undefined) {
            this.stage = 'judge';
            return;
          }
        }
      }
      this.done = true;
      const aw = damage(
        m,
        this.findings,
        '23',
        this.event,
        'the offender could have known that the enforced pass might damage the non-offending side',
      );
      if (this.law === '31A2') {
        if (same) {
          rule(m, '31A2(a)', this.event, [
            mustPass(p, 'once', '31A2(a)', `${x} repeated the strain of his bid out of rotation`),
            ...aw,
          ]);
        } else {
          rule(m, '31A2(b)', this.event, [
            mustPass(p, 'rest-of-auction', '31A2(b)', `${x} did not repeat the strain of his call out of rotation`),
            leadRight(m, x, this.event, oor, this.artificialFixed),
            ...aw,
          ]);
        }
      } else {
        rule(m, '32B2', this.event, [
          mustPass(
            p,
            'rest-of-auction',
            '32B2',
            `${x}'s double or redouble out of rotation was cancelled after ${this.turn} called`,
          ),
          leadRight(m, x, this.event, this.rec.call),
          ...aw,
        ]);
      }
      uiRuling(m, x, this.event, `${x}'s cancelled call out of rotation`);
      return;
    }
    // 2017: comparable (23A)? The same call is presumed comparable, and a pass can never be
    // comparable to a non-pass (or the reverse); otherwise the director must say.
    let c = this.findings.comparable;
    if (c === undefined) {
      if (callsEqual(later.call, this.rec.call) && !this.artificialFixed) c = true;
      else if ((later.call.type === 'pass') !== (this.rec.call.type === 'pass')) c = false;
    } else delete this.findings.comparable;
    if (c === undefined) {
      this.stage = 'judge';
      return;
    }
    if (c) this.comparable(m);
    else this.notComparable(m);
  }

  private label(comparable: boolean): string {
    switch (this.law) {
      case '30B1(b)':
        return comparable ? '30B1(b)(i)' : '30B1(b)(ii)';
      case '31A2':
      case '31A1':
      case '31A':
        return comparable ? '31A2(a)' : '31A2(b)';
      case '32A2':
      case '32A1':
      case '32A':
        return comparable ? '32A2(a)' : '32A2(b)';
      default:
        return this.law; // 31B2, 32B2 rule as A2(a)/(b)
    }
  }

  private comparable(m: Table): void {
    const x = this.seat;
    this.done = true;
    const law = this.label(true);
    const adj = damage(m, this.findings, '23C', this.event, 'the comparable call helped the offenders');
    rule(
      m,
      law,
      this.event,
      adj,
      `${x}'s call ${printCall(this.later!.call)} is comparable to his cancelled ${printCall(this.rec.call)}: no further rectification, Law 26B does not apply; see Law 23C (Law ${law}).`,
    );
    // Law 23B: 16C2 does not apply once a comparable call replaced the withdrawn one.
    if (this.ui) m.removeRestriction(this.ui);
  }

  private notComparable(m: Table): void {
    const x = this.seat;
    const p = partner(x);
    this.done = true;
    const law = m.edition === '2007' ? this.law : this.label(false);
    const adj = damage(
      m,
      this.findings,
      '72C',
      this.event,
      'the offender could have known that partner\u2019s enforced pass might damage the non-offending side',
    );
    rule(m, law, this.event, [
      mustPass(p, 'once', law, `${x}'s later call is not comparable to his cancelled call out of rotation`),
      leadRight(m, x, this.event, this.rec.call),
      ...adj,
    ]);
    if (!this.ui) uiRuling(m, x, this.event, `${x}'s cancelled call out of rotation`);
  }
}

function stateOfNoDouble(m: Table, seat: Seat): void {
  stateOf(m).noDoubleAtNextTurn = seat;
}
