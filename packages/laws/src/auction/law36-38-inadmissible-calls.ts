/**
 * Laws 35–38: inadmissible calls.
 * - 36: a double or redouble Law 19 does not permit. 36A: the offender's LHO called before
 *   rectification → it and every later call are cancelled, the auction goes back to the player
 *   in turn, no lead restriction. 36B: otherwise it is cancelled, the offender makes a legal call,
 *   partner passes throughout, Law 26B may apply (36B4 likewise out of rotation). 36C (2017 only):
 *   found after the opening lead → scored as if it had not been made.
 * - 37: a call other than pass by a player obliged to pass. 37A: LHO called → it and all later
 *   calls stand (obligations for the rest of the auction remain). 37B: cancelled, a pass is put in
 *   its place, both offenders pass throughout, Law 26B may apply.
 * - 38: a bid above seven is cancelled with every later call even if LHO called (38B); a pass is
 *   substituted and both offenders pass throughout (38C); 26B and 72C apply unless LHO called (38D).
 *
 * @laws 36 37 38
 */
import {
  contract,
  lho,
  partner,
  PASS,
  printCall,
  summarize,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { cancelFrom, damage, leadRight, rule, settle, standCall, uiRuling } from './ops.js';
import { Open, type CallEvent, type CallOutcome } from './state.js';
import { msg } from '../framework/messages.js';

/** Laws 37B2, 38C: a pass takes the cancelled call's place in the auction. */
function substitutePass(m: Table, cancelled: CallRecord): CallRecord {
  const pass = m.recordCall(cancelled.event, cancelled.seat, PASS, true);
  m.placeCallAfter(pass, cancelled);
  return pass;
}

export class InadmissibleDouble extends Open {
  /** LHO called over it before rectification: it stands provisionally until the director (36A) or the opening lead (36C). */
  provisional = false;

  constructor(
    readonly rec: CallRecord,
    /** The player whose turn it was when the call was out of rotation (36B4), else null. */
    readonly turn: Seat | null,
  ) {
    super(rec.event, rec.seat);
  }

  pending(_m: Table): PendingRectification | null {
    if (this.provisional) return null;
    return {
      law: '36',
      kind: 'inadmissible-call',
      event: this.event,
      chooser: 'director',
      options: [],
      needs: [],
      message: msg('inadmissible-call.pending', {
        offender: this.seat,
        call: printCall(this.rec.call),
        lho: lho(this.seat),
      }),
      explanation: `${this.seat}'s ${printCall(this.rec.call)} is inadmissible (Law 19). If ${lho(this.seat)} calls before the director rules, it and all later calls are cancelled (Law 36A); otherwise it is cancelled, ${this.seat} makes a legal call and his partner passes for the rest of the auction (Law 36B).`,
    };
  }

  override onCall(m: Table, ev: CallEvent, _index: number): CallOutcome {
    if (this.provisional) return 'continue';
    if (ev.seat === lho(this.seat)) {
      // The auction goes on over it for now; the director later applies 36A (or 36C after the lead).
      this.provisional = true;
      m.setStands(this.rec, true);
      return 'continue';
    }
    if (ev.seat === this.seat || (this.turn !== null && ev.seat === this.turn)) {
      // The offender (or the player in turn) calls again before the director: 36B applies now.
      this.applyB(m);
      return 'continue';
    }
    return 'continue';
  }

  override onDirector(m: Table): void {
    if (!this.provisional) {
      this.applyB(m);
      return;
    }
    if (this.take('discoveredAfterOpeningLead') === true || m.phase === 'play' || m.phase === 'ended') {
      this.applyC(m);
      return;
    }
    // 36A: cancel it and everything after; the auction reverts and goes on as if nothing happened.
    this.done = true;
    cancelFrom(m, this.rec, '36A');
    rule(
      m,
      '36A',
      this.event,
      [],
      `${lho(this.seat)} called over ${this.seat}'s inadmissible ${printCall(this.rec.call)}: it and all later calls are cancelled, the auction returns to the player in turn, no lead restriction (Law 36A).`,
    );
    uiRuling(m, this.seat, this.event, `${this.seat}'s cancelled inadmissible call`);
    settle(m);
  }

  override onOpeningLead(m: Table): void {
    if (this.provisional) this.applyC(m);
  }

  /** 36C (2017): scored as if the inadmissible call had not been made. 2007 had no 36C: the result stands. */
  private applyC(m: Table): void {
    this.done = true;
    if (m.edition === '2007') {
      // 2007 had no 36C: found after the auction period, the call stands as made (condoned).
      m.setStatus(this.event, 'accepted', '36');
      rule(
        m,
        '36',
        this.event,
        [],
        `${this.seat}'s inadmissible ${printCall(this.rec.call)} came to light after the auction period; the 2007 Laws have no rectification then, so it stands (Law 36, 2007).`,
      );
      return;
    }
    m.setStands(this.rec, false);
    m.setStatus(this.event, 'cancelled', '36C');
    const s = summarize(m.dealer, m.standing());
    if (s.lastBid && m.contract && !m.contract.passedOut)
      m.setContract(contract(s.lastBid.level, s.lastBid.strain, s.risk));
    rule(
      m,
      '36C',
      this.event,
      [],
      `${this.seat}'s inadmissible ${printCall(this.rec.call)} came to light after the opening lead: the contract is scored as if it had not been made (Law 36C).`,
    );
  }

  private applyB(m: Table): void {
    const x = this.seat;
    this.done = true;
    const law = this.turn ? '36B4' : '36B2';
    m.setStatus(this.event, 'cancelled', '36B1');
    const lr = leadRight(m, x, this.event, this.rec.call);
    const adj = damage(
      m,
      this.findings,
      m.edition === '2007' ? '23' : '72C',
      this.event,
      'the offender could have known that partner\u2019s enforced pass might damage the non-offending side',
    );
    rule(m, law, this.event, [
      mustPass(partner(x), 'rest-of-auction', law, `${x}'s inadmissible ${printCall(this.rec.call)} was cancelled`),
      lr,
      ...adj,
    ]);
    uiRuling(m, x, this.event, `${x}'s cancelled inadmissible call`);
  }
}

export class CallWhileObligedToPass extends Open {
  constructor(readonly rec: CallRecord) {
    super(rec.event, rec.seat);
  }

  pending(_m: Table): PendingRectification | null {
    return {
      law: '37',
      kind: 'call-by-player-required-to-pass',
      event: this.event,
      chooser: 'director',
      options: [],
      needs: [],
      message: msg('call-by-player-required-to-pass.pending', {
        offender: this.seat,
        call: printCall(this.rec.call),
        lho: lho(this.seat),
      }),
      explanation: `${this.seat} had to pass but called ${printCall(this.rec.call)}. If ${lho(this.seat)} calls before the director rules, it stands (Law 37A); otherwise a pass replaces it and both ${this.seat} and his partner pass for the rest of the auction (Law 37B).`,
    };
  }

  override onCall(m: Table, ev: CallEvent, _index: number): CallOutcome {
    if (ev.seat !== lho(this.seat)) return 'continue';
    // 37A: it and all later calls stand; an obligation for the rest of the auction stays in force.
    this.done = true;
    m.setStands(this.rec, true);
    m.setStatus(this.event, 'accepted', '37A');
    const mp = m.mustPass(this.seat);
    if (mp && mp.scope === 'once') m.removeRestriction(mp);
    rule(
      m,
      '37A',
      this.event,
      [],
      `${lho(this.seat)} called over it: ${this.seat}'s ${printCall(this.rec.call)} stands, Law 26B does not apply (Law 37A).`,
    );
    settle(m);
    return 'continue';
  }

  override onDirector(m: Table): void {
    const x = this.seat;
    this.done = true;
    m.setStatus(this.event, 'cancelled', '37B1');
    const pass = substitutePass(m, this.rec);
    const lr = leadRight(m, x, this.event, this.rec.call);
    const adj = damage(
      m,
      this.findings,
      m.edition === '2007' ? '23' : '72C',
      this.event,
      'the offenders could have known that the enforced passes might damage the non-offending side',
    );
    const mp = m.mustPass(x);
    if (mp && mp.scope === 'once') m.removeRestriction(mp);
    rule(m, '37B2', this.event, [
      mustPass(x, 'rest-of-auction', '37B2', 'he called when obliged to pass'),
      mustPass(partner(x), 'rest-of-auction', '37B2', `${x} called when obliged to pass`),
      lr,
      ...adj,
    ]);
    uiRuling(m, x, this.event, `${x}'s cancelled call`);
    standCall(m, pass);
  }
}

export class BidAboveSeven extends Open {
  lhoCalled = false;
  later: CallRecord[] = [];

  constructor(readonly rec: CallRecord) {
    super(rec.event, rec.seat);
  }

  pending(_m: Table): PendingRectification | null {
    return {
      law: '38',
      kind: 'bid-above-seven',
      event: this.event,
      chooser: 'director',
      options: [],
      needs: [],
      message: msg('bid-above-seven.pending', { offender: this.seat, call: printCall(this.rec.call) }),
      explanation: `${this.seat}'s ${printCall(this.rec.call)} is above the seven level: it and every later call are cancelled, a pass replaces it and both ${this.seat} and his partner pass for the rest of the auction (Law 38).`,
    };
  }

  override onCall(m: Table, ev: CallEvent, index: number): CallOutcome {
    // 38B: every call after it is cancelled, even LHO's (which only switches off 26B and 72C, 38D).
    if (!this.later.length && ev.seat === lho(this.seat)) this.lhoCalled = true;
    const rec = m.recordCall(index, ev.seat, ev.call, false);
    this.later.push(rec);
    m.setStatus(index, 'cancelled', '38B');
    return 'handled';
  }

  override onDirector(m: Table): void {
    const x = this.seat;
    this.done = true;
    m.setStatus(this.event, 'cancelled', '38B');
    const pass = substitutePass(m, this.rec);
    const effects = [
      mustPass(x, 'rest-of-auction', '38C', 'he bid above the seven level'),
      mustPass(partner(x), 'rest-of-auction', '38C', `${x} bid above the seven level`),
    ];
    if (!this.lhoCalled) {
      effects.push(leadRight(m, x, this.event, this.rec.call));
      effects.push(
        ...damage(
          m,
          this.findings,
          m.edition === '2007' ? '23' : '72C',
          this.event,
          'the offenders could have known that the enforced passes might damage the non-offending side',
        ),
      );
    }
    const mp = m.mustPass(x);
    if (mp && mp.scope === 'once') m.removeRestriction(mp);
    rule(
      m,
      '38C',
      this.event,
      effects,
      this.lhoCalled
        ? `${lho(x)} called after the bid above seven, so Laws 26B and 72C do not apply (Law 38D).`
        : undefined,
    );
    uiRuling(m, x, this.event, `${x}'s cancelled bid above seven`);
    standCall(m, pass);
  }
}
