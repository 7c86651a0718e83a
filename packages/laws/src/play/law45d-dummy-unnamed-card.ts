/**
 * Law 45D: dummy put one of his cards in the played position although declarer had not named it (the director's
 * finding `dummyPlacedUnnamed`; the log itself records dummy's cards as declarer's plays). Noticed before both sides
 * have played to the next trick, the card goes back to dummy; a defender may take back a card he played after it, and
 * once declarer's right-hand opponent has changed his card declarer may take back the card he played to that trick
 * afterwards (who takes back: `option` "withdraw:E+S"). Later, the card stands and play goes on (2017 45D2, which
 * also points to the revoke laws; 2007 has only the one paragraph, 45D).
 *
 * @laws 45:law45d
 */
import { lho, parseCard, printCard, sideOf, SEATS, type Effect, type Seat, type Table } from '@stikk/core';
import { useFindings } from './context.js';

/** The seats an `option` "withdraw:E+S" lists, or null when the option is something else. */
function withdrawers(option: string | undefined): Seat[] | null {
  const m = option === undefined ? null : /^withdraw:([NESW](?:\+[NESW])*)$/.exec(option);
  return m ? (m[1].split('+') as Seat[]) : null;
}

/** Applies the finding `dummyPlacedUnnamed`; returns true when it did something. */
export function law45d(m: Table, directorEvent: number): boolean {
  const text = m.findings.dummyPlacedUnnamed;
  const declarer = m.declarer;
  const dummy = m.dummy;
  if (text === undefined || !declarer || !dummy) return false;
  useFindings(m, 'dummyPlacedUnnamed');
  const law = m.edition === '2017' ? '45D1' : '45D';
  const c = parseCard(text);
  const k = c.ok ? m.tricks.findIndex((t) => t.plays.some((p) => p.seat === dummy && p.card === c.value)) : -1;
  if (!c.ok || k < 0) {
    m.addRuling({
      law,
      event: directorEvent,
      effects: [],
      explanation: `${text} has not been played from dummy, so there is nothing to take back (Law 45D)`,
    });
    return true;
  }
  const trick = m.tricks[k];
  const error = trick.plays.find((p) => p.card === c.value)!;
  const next = m.tricks[k + 1];
  const declaring = sideOf(declarer);
  if (next?.plays.some((p) => sideOf(p.seat) === declaring) && next.plays.some((p) => sideOf(p.seat) !== declaring)) {
    const late = m.edition === '2017' ? '45D2' : '45D';
    m.addRuling({
      law: late,
      event: error.event,
      effects: [],
      explanation:
        m.edition === '2017'
          ? `both sides have played to the next trick since dummy put out ${printCard(c.value)} unnamed: too late to change it, and play goes on with no card replaced in this trick or later; a player who did not follow its suit may have revoked (Laws 45D2, 64)`
          : `both sides have played to the next trick since dummy put out ${printCard(c.value)} unnamed: it can no longer be withdrawn and stands (Law 45D)`,
    });
    return true;
  }
  // In time. The next trick's cards (one side's only) follow a trick that is no longer complete: they go back too.
  if (next)
    for (const p of [...next.plays].reverse()) if (m.withdrawCard(p.event)) m.setStatus(p.event, 'withdrawn', law);
  // Who takes back: defenders who played after the error; declarer only once his right-hand opponent changed his card.
  const asked = withdrawers(m.findings.option) ?? [];
  if (withdrawers(m.findings.option)) useFindings(m, 'option');
  const after = trick.plays.filter((p) => p.event > error.event);
  const rho = SEATS.find((s) => lho(s) === declarer)!;
  const rhoChanged = asked.includes(rho) && after.some((p) => p.seat === rho);
  const back = after.filter(
    (p) => asked.includes(p.seat) && (sideOf(p.seat) !== declaring || (p.seat === declarer && rhoChanged)),
  );
  for (const p of [...back].reverse()) {
    m.withdrawCard(p.event);
    m.setStatus(p.event, 'withdrawn', law);
  }
  m.withdrawCard(error.event);
  m.setStatus(error.event, 'withdrawn', law);
  const effects: Effect[] = [];
  if (back.some((p) => sideOf(p.seat) !== declaring)) {
    const ui = m.edition === '2017' ? '16C' : '16D';
    const holders = SEATS.filter((s) => sideOf(s) === declaring);
    effects.push({
      kind: 'ui',
      seat: declarer,
      holders,
      from: directorEvent,
      law: ui,
      explanation: `the cards taken back are unauthorized information for declarer's side and authorized for the defenders (Law 45D; Law ${ui})`,
    });
  }
  const who = back.map((p) => p.seat);
  m.addRuling({
    law,
    event: error.event,
    effects,
    explanation: `dummy put out ${printCard(c.value)} without declarer naming it and attention was drawn before both sides had played to the next trick: it goes back to dummy${who.length ? `, and ${who.join(' and ')} take${who.length > 1 ? '' : 's'} back the card played after it` : ''}; declarer names dummy's card (Law ${law})`,
  });
  return true;
}
