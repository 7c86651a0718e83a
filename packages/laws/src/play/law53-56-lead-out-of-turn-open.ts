/**
 * Laws 53–56: a lead out of turn waiting for the entitled player to accept it or not (declarer;
 * for declarer's lead, the defenders), with acceptance by conduct. An open play irregularity
 * (./open.ts): what the table sees, what the director's findings do, and what a card played while
 * it waits does.
 *
 * @laws 53:leadOutOfTurnOpen 54:leadOutOfTurnOpen 55:leadOutOfTurnOpen 56:leadOutOfTurnOpen
 */
import { printCard } from '@stikk/core';
import { editionProfile } from '../framework/edition.js';
import { isDefender, useFindings, type Pend } from './context.js';
import {
  acceptLoot,
  properLeadMade,
  withdrawMisledLoot,
  declarerBecomesDummy,
  lootConduct,
  lootOptions,
  rejectLoot,
} from './law53-57-out-of-turn.js';
import { law43b3Effect } from './law61-64-revokes.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'loot' }>;

export const leadOutOfTurnOpen: OpenPlayKind<P> = {
  pending(m, p) {
    const who = p.law === '55' ? 'the defenders' : `declarer (${p.chooser})`;
    return {
      law: p.law,
      kind: p.law === '54' ? 'opening-lead-out-of-turn' : 'lead-out-of-turn',
      event: p.event,
      chooser: p.chooser,
      options: lootOptions(p),
      needs: ['declarerAccepts'],
      explanation: `${p.offender} led ${printCard(p.card)} out of turn: ${who} may accept it or not (Laws 53, ${p.law})`,
      message:
        p.law === '55'
          ? msg('lead-out-of-turn.defenders-choose', { offender: p.offender, card: printCard(p.card) })
          : msg('lead-out-of-turn.declarer-chooses', {
              offender: p.offender,
              card: printCard(p.card),
              chooser: String(p.chooser),
            }),
    };
  },
  onFindings(m, p) {
    const f = m.findings;
    if (f.dummyDrewAttention === true && isDefender(m, p.offender)) {
      // 43B3: no rectification — the lead stands as if it had been in turn.
      useFindings(m, 'dummyDrewAttention', 'declarerAccepts', 'acceptedBy', 'option');
      acceptLoot(
        m,
        p,
        'with no rectification, because dummy, having lost his rights, drew attention to it (Law 43B3)',
        '43B3',
      );
      const effect = law43b3Effect(m);
      m.addRuling({ law: effect.law, event: p.event, effects: [effect], explanation: effect.explanation! });
      return true;
    }
    if (f.toldToLead === true) {
      useFindings(m, 'toldToLead', 'declarerAccepts', 'acceptedBy', 'option');
      withdrawMisledLoot(m, p);
      return true;
    }
    if (f.couldSeeDummy === true && p.law === '54') {
      // 54C: declarer could have seen dummy's cards — he must accept, and stays declarer.
      useFindings(m, 'couldSeeDummy', 'declarerAccepts', 'acceptedBy', 'option');
      acceptLoot(m, p, "because declarer could have seen a card of dummy's (Law 54C)", '54C');
      return true;
    }
    if (f.option === 'declarer-becomes-dummy' && p.law === '54') {
      useFindings(m, 'option', 'declarerAccepts', 'acceptedBy');
      declarerBecomesDummy(m, p);
      return true;
    }
    const accepts = f.declarerAccepts === true || (f.acceptedBy !== undefined && p.acceptors.includes(f.acceptedBy));
    if (accepts) {
      useFindings(m, 'declarerAccepts', 'acceptedBy', ...(f.option === 'accept' ? (['option'] as const) : []));
      acceptLoot(m, p, "by the director's finding");
      return true;
    }
    if (f.declarerAccepts === false || f.option === 'reject') {
      useFindings(m, 'declarerAccepts', ...(f.option === 'reject' ? (['option'] as const) : []));
      rejectLoot(m, p, "by the director's finding");
      return true;
    }
    if (f.option === 'accept') {
      useFindings(m, 'option');
      acceptLoot(m, p, "by the director's finding");
      return true;
    }
    return false;
  },
  onPlay(m, p, ev, i): PlayOutcome {
    const how = lootConduct(m, p, ev.seat);
    if (how === 'accepted') {
      acceptLoot(m, p, `by ${ev.seat}'s play to it`);
      if (p.law === '54' && ev.seat === m.dummy) {
        // 54B2: declarer played the second card from dummy: it stays played.
        m.playCard(ev.seat, ev.card, i);
        m.setStatus(i, 'stands', '54B2');
        return 'handled';
      }
      return 'core';
    }
    if (how === 'proper') {
      properLeadMade(m, p); // Law 53B
      return 'core';
    }
    if (how === 'retracted') {
      rejectLoot(m, p, '');
      return 'core';
    }
    if (how === 'wrong-defender') {
      // 2007 53B: the lead stands and Law 57 deals with the defender's card. The 2017 Law 53 has no such paragraph
      // (its 53B is 2007's 53C): the defender who played to it chose to accept it (55A), and 57A deals with his card.
      const law = editionProfile(m.edition).wrongDefender;
      if (law) acceptLoot(m, p, `because ${ev.seat}, the wrong defender, played to it (Law ${law})`, law);
      else acceptLoot(m, p, `because ${ev.seat} played to it, which accepts it (Law 55A)`);
      return 'core';
    }
    return 'core';
  },
};
