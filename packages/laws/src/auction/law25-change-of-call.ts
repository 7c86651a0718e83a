/**
 * Law 25 (change of call) and Law 21B (change of call after misinformation).
 *
 * 25A: an unintended call (2017: a mechanical error or slip of the tongue; 2007: corrected
 * "without pause for thought") may be replaced by the intended one until partner calls; no lead
 * restriction; LHO may then withdraw the call he made over the first one (2017 25A6, 2007 25A4).
 * 25B: any other change may be accepted by LHO (calling over it accepts it); otherwise it is
 * cancelled and the original call stands. 2017: Law 26 may apply in both cases (25B1, 25B2).
 * 2007: the Norwegian 25B does not mention Law 26; by Law 26's own terms a restriction follows
 * only when a different call became the final call at that turn, i.e. 25B1.
 * 21B1: after misinformation the change is free of rectification; 21B2 LHO may change his call;
 * 21B3 too late to change → the director adjusts if the offenders gained.
 *
 * @laws 21 25
 */
import {
  callIllegality,
  lho,
  printCall,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
} from '@stikk/core';
import { adjustedScore } from '../framework/effects.js';
import { leadRight, placeInstead, processCall, revalidateAfter, rule, settle, uiRuling } from './ops.js';
import { Open, stateOf, openIrregularity, type CallEvent, type CallOutcome } from './state.js';
import { InsufficientBid } from './law27-insufficient-bid.js';
import { BidAboveSeven, InadmissibleDouble } from './law36-38-inadmissible-calls.js';
import { summarize, type AuctionSummary } from '@stikk/core';
import { msg } from '../framework/messages.js';

type Stage = 'judge' | 'election' | 'lho-withdraw';

export class ChangeOfCall extends Open {
  stage: Stage = 'judge';
  /** LHO called over the changed call before the director ruled (25B1 acceptance by conduct). */
  lhoCalledOver = false;
  /** The calls LHO made over the original call before the change (25A6 / 21B2). */
  lhoCalls: CallRecord[] = [];
  /** The law under which LHO may withdraw his call. */
  withdrawLaw = '';

  constructor(
    /** The call being changed. */
    readonly original: CallRecord,
    /** The substituted call (recorded, not standing yet). */
    readonly rec: CallRecord,
    /** Whether the offender's partner has called since the original (25A4: no change then). */
    readonly partnerCalled: boolean,
  ) {
    super(rec.event, rec.seat);
    // 25A4: after partner's call no change is permitted under 25A; only LHO's election remains.
    if (partnerCalled) this.stage = 'election';
  }

  pending(_m: Table): PendingRectification | null {
    const x = this.seat;
    const base = { kind: 'change-of-call', event: this.event };
    switch (this.stage) {
      case 'judge':
        return {
          ...base,
          law: '25',
          chooser: 'director',
          options: ['25A', '25B'],
          needs: ['unintended'],
          message: msg('change-of-call.judge', {
            offender: x,
            original: printCall(this.original.call),
            call: printCall(this.rec.call),
          }),
          explanation: `${x} changed ${printCall(this.original.call)} to ${printCall(this.rec.call)}. The director judges whether the first call was unintended (Law 25A) or the change deliberate (Law 25B); a change after misinformation falls under Law 21B.`,
        };
      case 'election':
        return {
          ...base,
          law: '25B1',
          chooser: lho(x),
          options: ['accept', 'refuse'],
          needs: ['lhoAccepts'],
          message: msg('change-of-call.election', {
            offender: x,
            original: printCall(this.original.call),
            call: printCall(this.rec.call),
            lho: lho(x),
          }),
          explanation: `${lho(x)} may accept ${x}'s changed call ${printCall(this.rec.call)} (Law 25B1); otherwise it is cancelled and ${printCall(this.original.call)} stands (Law 25B2).`,
        };
      case 'lho-withdraw':
        return {
          ...base,
          law: this.withdrawLaw,
          chooser: lho(x),
          options: ['withdraw', 'keep'],
          needs: ['lhoWithdrawsCall'],
          message: msg('change-of-call.lho-withdraw', { offender: x, lho: lho(x) }),
          explanation: `After ${x}'s permitted change, ${lho(x)} may withdraw the call he made over the first call (Law ${this.withdrawLaw}).`,
        };
    }
  }

  override onCall(m: Table, ev: CallEvent, index: number): CallOutcome {
    const x = this.seat;
    if (this.stage === 'lho-withdraw') {
      this.done = true;
      // The auction went on: LHO kept his call.
      if (ev.seat !== lho(x)) return 'continue';
      // LHO calls again at his turn: by conduct he withdraws the call he made over the first call.
      this.withdrawLhoCalls(m);
      processCall(m, { ...ev, change: false }, index);
      return 'handled';
    }
    const lastStanding = m.standingCalls().at(-1);
    if (
      (this.stage === 'judge' || this.stage === 'election') &&
      ev.seat === lho(x) &&
      lastStanding === this.original &&
      !this.lhoCalledOver &&
      !this.illegalInPlace(m)
    ) {
      // LHO calls over the changed call: the change stands either way (25A, or 25B1 by conduct).
      this.lhoCalledOver = true;
      placeInstead(m, this.original, this.rec);
      settle(m);
      if (this.stage === 'election') this.acceptB1(m);
    }
    return 'continue';
  }

  /** Set while the director's ruling is being applied (a new irregularity then rules at once). */
  private directorRuling = false;

  override onDirector(m: Table): void {
    this.directorRuling = true;
    try {
      this.rule(m);
    } finally {
      this.directorRuling = false;
    }
  }

  private rule(m: Table): void {
    const f = this.findings;
    if ((this.stage === 'judge' || this.stage === 'election') && f.misinformation === true) {
      delete f.misinformation;
      this.misinformation(m);
      return;
    }
    if (this.stage === 'judge') {
      const u = this.partnerCalled ? false : f.unintended;
      if (u === undefined) return;
      delete f.unintended;
      if (u) this.unintended(m);
      else if (this.lhoCalledOver) this.acceptB1(m);
      else this.stage = 'election';
    }
    if (this.stage === 'election') {
      const a = this.take('lhoAccepts');
      if (a === true && this.illegalInPlace(m)) {
        // An inadmissible call or a bid above seven can never be accepted (Laws 32, 36, 38).
        this.refuseB2(m);
      } else if (a === true) {
        placeInstead(m, this.original, this.rec);
        this.acceptB1(m);
        revalidateAfter(m, this.rec, '25B1');
        settle(m);
      } else if (a === false) this.refuseB2(m);
      return;
    }
    if (this.stage === 'lho-withdraw') {
      const w = this.take('lhoWithdrawsCall');
      if (w === undefined) return;
      this.done = true;
      if (w) {
        this.withdrawLhoCalls(m);
        settle(m);
      }
    }
  }

  /**
   * 25A6: LHO's withdrawn call is authorized to his side, unauthorized to the changer's side.
   * 21B2: there the side that misinformed holds the unauthorized information (Law 16C).
   */
  private lhoCallHolder(): Seat {
    return this.withdrawLaw.startsWith('21') ? lho(this.seat) : this.seat;
  }

  private withdrawLhoCalls(m: Table): void {
    for (const c of this.lhoCalls) {
      if (!c.stands) continue;
      m.setStands(c, false);
      m.setStatus(c.event, 'withdrawn', this.withdrawLaw);
    }
    uiRuling(m, this.lhoCallHolder(), this.lhoCalls[0].event, `${lho(this.seat)}'s withdrawn call`);
  }

  /** Why the changed call would be illegal where the first call stood (null: legal there). */
  private illegalInPlace(m: Table): ReturnType<typeof callIllegality> {
    const before = m.calls.filter((c) => c.stands && m.calls.indexOf(c) < m.calls.indexOf(this.original));
    if (this.rec.call.type === 'bid' && this.rec.call.level > 7) return { code: 'bid-above-seven', law: '38' };
    return callIllegality(summaryOf(m, before), this.seat, this.rec.call);
  }

  /** Lets the substituted call stand where the first call was; LHO may then withdraw his call. */
  private substitute(m: Table, law: string, withdrawLaw: string): void {
    const x = this.seat;
    m.setStatus(this.original.event, 'replaced', law);
    this.lhoCalls = this.lhoCalledOver
      ? []
      : m.calls.filter((c) => c.stands && c.seat === lho(x) && m.calls.indexOf(c) > m.calls.indexOf(this.original));
    const bad = this.illegalInPlace(m);
    placeInstead(m, this.original, this.rec);
    if (bad) {
      // The substituted call is subject to whatever law applies to it (25A1): Laws 27, 36, 38.
      // Calls made over the first call cannot stand over an irregular one: they are withdrawn.
      for (const c of m.calls.filter((c) => c.stands && m.calls.indexOf(c) > m.calls.indexOf(this.rec))) {
        m.setStands(c, false);
        m.setStatus(c.event, 'withdrawn', withdrawLaw);
      }
      m.setStands(this.rec, false);
      this.done = true;
      const o =
        bad.code === 'insufficient-bid'
          ? new InsufficientBid(this.rec)
          : bad.code === 'bid-above-seven'
            ? new BidAboveSeven(this.rec)
            : new InadmissibleDouble(this.rec, null);
      // The director's other findings in this ruling (e.g. LHO's election) carry over to it.
      o.findings = { ...this.findings };
      openIrregularity(m, o);
      if (this.directorRuling) o.onDirector(m);
      settle(m);
      return;
    }
    if (this.lhoCalls.length) {
      this.withdrawLaw = withdrawLaw;
      this.stage = 'lho-withdraw';
      // A call of LHO's that the substitution made illegal cannot stand: it is withdrawn at once.
      revalidateAfter(m, this.rec, withdrawLaw);
      if (this.lhoCalls.every((c) => !c.stands)) {
        this.done = true;
        uiRuling(m, this.lhoCallHolder(), this.lhoCalls[0].event, `${lho(x)}'s withdrawn call`);
      }
    } else {
      this.done = true;
      revalidateAfter(m, this.rec, law);
    }
    settle(m);
  }

  private unintended(m: Table): void {
    rule(
      m,
      '25A',
      this.original.event,
      [],
      `${this.seat}'s ${printCall(this.original.call)} was unintended; ${printCall(this.rec.call)} replaces it, with no lead restriction (Law 25A).`,
    );
    this.substitute(m, '25A', stateOf(m).profile.lhoWithdraws);
  }

  private misinformation(m: Table): void {
    const x = this.seat;
    // 21B1(a): only before partner calls and before the end of the auction period; 21B3 otherwise.
    if (this.partnerCalled || m.phase === 'play' || m.phase === 'ended') {
      this.done = true;
      m.setStatus(this.event, 'cancelled', '21B3');
      const d = this.take('nosDamaged');
      rule(
        m,
        '21B3',
        this.event,
        d ? [adjustedScore('21B3', 'the offenders gained through their misinformation')] : [],
        `It is too late for ${x} to change his call; the director adjusts the score if the misinforming side gained (Law 21B3).`,
      );
      return;
    }
    rule(
      m,
      '21B1',
      this.original.event,
      [],
      `${x} changed ${printCall(this.original.call)} to ${printCall(this.rec.call)} because of misinformation: no rectification for his side (Law 21B1(a)).`,
    );
    uiRuling(m, lho(x), this.original.event, `${x}'s withdrawn call (changed after misinformation)`);
    this.substitute(m, '21B1', '21B2');
  }

  /** 25B1: LHO accepted the changed call; the first call is withdrawn. */
  private acceptB1(m: Table): void {
    const x = this.seat;
    this.done = true;
    m.setStatus(this.original.event, 'withdrawn', '25B1');
    m.setStatus(this.event, 'accepted', '25B1');
    const lr = leadRight(m, x, this.original.event, this.original.call, this.findings.artificial === true);
    rule(
      m,
      '25B1',
      this.event,
      [lr],
      `${lho(x)} accepted ${x}'s changed call ${printCall(this.rec.call)}; ${printCall(this.original.call)} is withdrawn and Law 26 may apply (Law 25B1).`,
    );
    uiRuling(m, x, this.original.event, `${x}'s withdrawn call`);
  }

  /** 25B2: the changed call is cancelled; the original call stands. */
  private refuseB2(m: Table): void {
    const x = this.seat;
    this.done = true;
    m.setStatus(this.event, 'cancelled', '25B2');
    if (this.lhoCalledOver) {
      // The change had been put in place provisionally: restore the original call.
      placeInstead(m, this.rec, this.original);
      m.setStatus(this.original.event, 'stands');
      settle(m);
    }
    const effects = m.edition === '2017' ? [leadRight(m, x, this.event, this.rec.call)] : [];
    rule(
      m,
      '25B2',
      this.event,
      effects,
      `${x}'s changed call is cancelled and ${printCall(this.original.call)} stands${m.edition === '2017' ? '; Law 26 may apply' : ''} (Law 25B2).`,
    );
    uiRuling(m, x, this.event, `${x}'s cancelled change of call`);
  }
}

function summaryOf(m: Table, calls: CallRecord[]): AuctionSummary {
  return summarize(
    m.dealer,
    calls.map((c) => ({ seat: c.seat, call: c.call })),
  );
}
