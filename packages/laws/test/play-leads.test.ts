// Laws 53–57 through the fold: leads out of turn (opening and later), acceptance by finding and
// by conduct, the 2017 trick-13 rule, premature and out-of-turn plays, both editions.
import { describe, expect, it } from 'vitest';
import { randomPlay, seededRandom, parseDeal, unwrap, viewFor, type RawTableEvent } from '@stikk/core';
import { DEAL, fold, log, replay, round } from './play-helpers.js';

const T1_N_WINS = round('W', ['C4', 'CA', 'CJ', 'C7']); // dummy N wins trick 1 and leads next
const T1_E_WINS = round('W', ['C4', 'C2', 'CJ', 'C7']); // E wins trick 1 and leads next

describe('Law 54: opening lead faced out of turn', () => {
  it('leaves declarer five choices pending: accept, become dummy, or refuse', () => {
    const out = replay(log('3NT', ['E:CK']));
    expect(out.pending).toMatchObject({
      law: '54',
      chooser: 'S',
      options: ['accept', 'declarer-becomes-dummy', 'reject'],
      needs: ['declarerAccepts'],
    });
    expect(out.turn).toBe('W');
    expect(out.phase).toBe('clarification');
  });
  it('54B: accepted — the lead stands and declarer plays second from his own hand', () => {
    const out = replay(log('3NT', ['E:CK', { director: { declarerAccepts: true } }]));
    expect(out.events[4]).toEqual({ status: 'accepted', law: '54B' });
    expect(out.pending).toBeNull();
    expect(out.turn).toBe('S');
    expect(out.phase).toBe('play');
  });
  it('54B by conduct: declarer plays to the lead', () => {
    const out = replay(log('3NT', ['E:CK', 'S:C7']));
    expect(out.events[4].status).toBe('accepted');
    expect(out.turn).toBe('W');
  });
  it('54A: declarer becomes dummy; his partner declares and plays from the new dummy', () => {
    const s = fold(log('3NT', ['E:CK', { director: { option: 'declarer-becomes-dummy' } }]));
    expect(s.declarer).toBe('N');
    expect(s.dummy).toBe('S');
    expect(s.turn()).toBe('S');
    expect(s.statuses[4]).toEqual({ status: 'accepted', law: '54A' });
  });
  it('54D: refused — a major penalty card, then declarer chooses for the correct leader (50D2)', () => {
    const out = replay(log('3NT', ['E:CK', { director: { declarerAccepts: false } }]));
    expect(out.events[4]).toEqual({ status: 'penalty-card', law: '54D' });
    expect(out.penaltyCards).toEqual([{ seat: 'E', card: 'CK', major: true, law: '54D' }]);
    expect(out.pending).toMatchObject({
      law: '50D2',
      chooser: 'S',
      options: ['require-suit:C', 'forbid-suit:C', 'neither'],
    });
    expect(out.turn).toBe('W');
  });
  it('54D then require: the penalty card goes back, W must lead a club', () => {
    const out = replay(log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'require-suit:C' } }]));
    expect(out.penaltyCards).toEqual([]);
    expect(out.restrictions).toContainEqual(
      expect.objectContaining({ kind: 'lead-restriction', seat: 'W', suit: 'C', mode: 'require', law: '50D2' }),
    );
    const after = replay(
      log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'require-suit:C' } }, 'W:C4']),
    );
    expect(after.restrictions.filter((r) => r.kind === 'lead-restriction')).toEqual([]);
  });
  it('54D then forbid, and a lead of the forbidden suit is a revoke (61A) that stays played', () => {
    const s = fold(log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'forbid-suit:C' } }, 'W:C4']));
    expect(s.tricks[0].plays[0].card).toBe(unwrap(parseCardText('C4')));
    expect(s.irregularities.at(-1)).toMatchObject({ code: 'revoke', law: '61A' });
  });
  it('54D then neither: the penalty card stays; E must play it at his first legal opportunity', () => {
    const out = replay(
      log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'neither' } }, 'W:H5', 'N:HA']),
    );
    expect(out.penaltyCards).toHaveLength(1);
    expect(out.pending).toBeNull();
    // E can follow to hearts, so following comes first (44C before 50D1).
    const ok = replay(
      log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'neither' } }, 'W:H5', 'N:HA', 'E:H9']),
    );
    expect(ok.pending).toBeNull();
    expect(ok.penaltyCards).toHaveLength(1);
  });
  it('views offer only what the laws allow: the penalty card (50D) and the restricted lead (50D2), law named', () => {
    // E's major penalty card ♣K: on W's club lead E, who holds ♣QJ too, may play only the ♣K (Law 50D1).
    const neither = log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'neither' } }, 'W:C4', 'N:C2']);
    const e = viewFor(fold(neither), 'E');
    expect(e.legalCards).toEqual(['CK']);
    expect(e.legalLaw).toBe('50D');
    expect(viewFor(fold(neither), 'kibitzer').legalLaw).toBeNull();
    // Declarer required a club lead of W instead (50D2): W is offered his clubs only; forbidden, all but clubs.
    const req = viewFor(
      fold(log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'require-suit:C' } }])),
      'W',
    );
    expect(req.legalCards).toEqual(['CT', 'C6', 'C5', 'C4']);
    expect(req.legalLaw).toBe('50D2');
    const forbid = viewFor(
      fold(log('3NT', ['E:CK', { director: { declarerAccepts: false, option: 'forbid-suit:C' } }])),
      'W',
    );
    expect(forbid.legalCards).toEqual(['S4', 'S3', 'H5', 'H4', 'H3', 'D6', 'D5', 'D4', 'D3']);
    expect(forbid.legalLaw).toBe('50D2');
    // Nothing narrows the cards that follow suit: no law, all of them.
    const free = viewFor(fold(log('3NT', [])), 'W');
    expect(free.legalCards).toHaveLength(13);
    expect(free.legalLaw).toBeNull();
  });
  it('54E: dummy tries to lead — no penalty, the card goes back', () => {
    const out = replay(log('3NT', ['N:SA']));
    expect(out.events[4]).toEqual({ status: 'cancelled', law: '54E' });
    expect(out.pending).toBeNull();
    expect(out.penaltyCards).toEqual([]);
  });
  it('41A: a face-down lead by the wrong defender was never faced and goes back without penalty', () => {
    const out = replay(log('3NT', [{ seat: 'E', play: 'CK', faceDown: true }]));
    expect(out.events[4]).toEqual({ status: 'withdrawn', law: '41A' });
    expect(out.penaltyCards).toEqual([]);
    expect(out.pending).toBeNull();
    expect(out.turn).toBe('W');
  });
  it('41A/54: a face-down lead goes back to the leader when his partner faces a lead out of turn', () => {
    const s = fold(log('3NT', [{ seat: 'W', play: 'C4', faceDown: true }, 'E:CK']));
    expect(s.statuses[4]).toEqual({ status: 'withdrawn', law: '54' });
    expect(s.hands.W).toHaveLength(13);
    expect(s.pending?.law).toBe('54');
  });
});

describe('Laws 53, 56: a defender leads out of turn during play', () => {
  const base = [...T1_N_WINS, 'E:HQ'];
  it('56: pending for declarer, accept or not', () => {
    const out = replay(log('3NT', base));
    expect(out.pending).toMatchObject({ law: '56', chooser: 'S', options: ['accept', 'reject'] });
    expect(out.turn).toBe('N');
  });
  it('53A: accepted by the director finding, the lead stands and S plays next', () => {
    const out = replay(log('3NT', [...base, { director: { declarerAccepts: true } }]));
    expect(out.events[8]).toEqual({ status: 'accepted', law: '53A' });
    expect(out.turn).toBe('S');
  });
  it('53A by conduct: the next hand (declarer) plays to it', () => {
    const out = replay(log('3NT', [...base, 'S:H6']));
    expect(out.events[8].status).toBe('accepted');
    expect(out.turn).toBe('W');
  });
  it('56: refused — a major penalty card; dummy leads; E must play it when he can', () => {
    const out = replay(log('3NT', [...base, { director: { declarerAccepts: false } }]));
    expect(out.events[8]).toEqual({ status: 'penalty-card', law: '56' });
    expect(out.penaltyCards).toEqual([{ seat: 'E', card: 'HQ', major: true, law: '56' }]);
    expect(out.turn).toBe('N');
    // Dummy leads a heart: E must play the penalty card; HJ instead is a Law 52 failure.
    const f = replay(log('3NT', [...base, { director: { declarerAccepts: false } }, 'N:H2', 'E:HJ']));
    expect(f.pending).toMatchObject({ law: '52', chooser: 'S', options: ['accept', 'reject'] });
    const sub = fold(
      log('3NT', [
        ...base,
        { director: { declarerAccepts: false } },
        'N:H2',
        'E:HJ',
        { director: { declarerAccepts: false } },
      ]),
    );
    expect(sub.statuses[11]).toEqual({ status: 'penalty-card', law: '52B2' });
    expect(sub.penaltyCards).toEqual([{ seat: 'E', card: 'HJ', major: true, law: '52B2' }]);
    expect(sub.currentTrick!.plays.map((p) => p.seat)).toEqual(['N', 'E']);
    const acc = fold(log('3NT', [...base, { director: { declarerAccepts: false } }, 'N:H2', 'E:HJ', 'S:H6']));
    expect(acc.statuses[11]).toEqual({ status: 'accepted', law: '52B1' });
    expect(acc.penaltyCards).toHaveLength(1);
  });
  it('53B (2017) / 53C (2007): the proper leader, an opponent, leads — the card is a major penalty card', () => {
    const a = replay(log('3NT', [...base, 'N:D2']));
    expect(a.events[8]).toEqual({ status: 'penalty-card', law: '53B' });
    const b = replay(log('3NT', [...base, 'N:D2'], { edition: '2007' }));
    expect(b.events[8]).toEqual({ status: 'penalty-card', law: '53C' });
    expect(b.penaltyCards).toEqual([{ seat: 'E', card: 'HQ', major: true, law: '53C' }]);
  });
});

describe('Law 55: declarer leads out of turn', () => {
  it('55: the defenders choose; the one next in turn after the lead decides', () => {
    const out = replay(log('3NT', [...T1_E_WINS, 'S:D7']));
    expect(out.pending).toMatchObject({ law: '55', chooser: 'W', options: ['accept', 'reject'] });
  });
  it("55B1: refused when it was a defender's lead — declarer's card goes back, no penalty", () => {
    const out = replay(log('3NT', [...T1_E_WINS, 'S:D7', { director: { declarerAccepts: false } }]));
    expect(out.events[8]).toEqual({ status: 'withdrawn', law: '55B1' });
    expect(out.penaltyCards).toEqual([]);
    expect(out.turn).toBe('E');
  });
  it('55A: accepted by a defender (acceptedBy)', () => {
    const out = replay(log('3NT', [...T1_E_WINS, 'S:D7', { director: { acceptedBy: 'E' } }]));
    expect(out.events[8]).toEqual({ status: 'accepted', law: '55A' });
    expect(out.turn).toBe('W');
  });
  it('55B2: declarer led from the wrong hand and must lead from dummy', () => {
    const out = replay(log('3NT', [...T1_N_WINS, 'S:D7', { director: { declarerAccepts: false } }]));
    expect(out.events[8]).toEqual({ status: 'withdrawn', law: '55B2' });
    expect(out.turn).toBe('N');
  });
  it("53B (2017): the proper leader, a defender, leads instead — declarer's card goes back", () => {
    const out = replay(log('3NT', [...T1_E_WINS, 'S:D7', 'E:DQ']));
    expect(out.events[8]).toEqual({ status: 'withdrawn', law: '53B' });
    expect(out.events[9].status).toBe('stands');
    expect(out.turn).toBe('S');
  });
  // Swedish 2017 Law 53 has paragraphs A and B only (B: the proper lead, 2007's 53C); Norwegian 2007 § 53B is the
  // wrong defender's card to declarer's lead out of turn. No 2017 ruling may cite a 53C.
  it('2017: the defender on the right plays — his play accepts the lead (55A) and Law 57 applies to him', () => {
    const out = replay(log('3NT', [...T1_N_WINS, 'S:D7', 'E:DQ']));
    expect(out.events[8]).toEqual({ status: 'accepted', law: '55A' });
    expect(out.events[9]).toEqual({ status: 'penalty-card', law: '57A' });
    expect(out.pending).toMatchObject({ law: '57A', chooser: 'S' });
    expect(JSON.stringify(out.rulings)).not.toContain('53C');
  });
  it('2007 53B: the wrong defender plays to declarer’s lead out of turn — the lead stands, Law 57 applies', () => {
    const out = replay(log('3NT', [...T1_N_WINS, 'S:D7', 'E:DQ'], { edition: '2007' }));
    expect(out.events[8]).toEqual({ status: 'accepted', law: '53B' });
    expect(out.rulings[0]).toMatchObject({ law: '53B', event: 8 });
    expect(out.events[9]).toEqual({ status: 'penalty-card', law: '57A' });
    expect(out.pending).toMatchObject({ law: '57A', chooser: 'S' });
  });
});

describe('Law 53A: a lead out of turn to trick 13', () => {
  // Twelve tricks played at random, then a defender who is not on lead leads his last card.
  function at13(edition: '2017' | '2007') {
    const deal = unwrap(parseDeal(DEAL));
    const plays = randomPlay(deal, 'W', 'NT', seededRandom('trick-13')).slice(0, 48) as RawTableEvent[];
    const s = fold(log('3NT', plays));
    const leader = s.turn()!;
    const offender = (['E', 'W'] as const).find((d) => d !== leader)!;
    const card = s.hands[offender]![0];
    const text = 'CDHS'[Math.floor(card / 13)] + '23456789TJQKA'[card % 13];
    return replay(log('3NT', [...plays, { seat: offender, play: text }], { edition }));
  }
  it('2017: it must be withdrawn; it cannot be accepted', () => {
    const out = at13('2017');
    expect(out.events.at(-1)).toEqual({ status: 'withdrawn', law: '53A' });
    expect(out.pending).toBeNull();
  });
  it('2007: it may be accepted as usual', () => {
    const out = at13('2007');
    expect(out.pending?.options).toContain('accept');
  });
});

describe('Law 57: premature and out-of-turn plays by a defender', () => {
  const early = [...T1_N_WINS, 'N:H2', 'W:H3'];
  it('57A: major penalty card and four options in 2017', () => {
    const out = replay(log('3NT', early));
    expect(out.events[9]).toEqual({ status: 'penalty-card', law: '57A' });
    expect(out.penaltyCards).toEqual([{ seat: 'W', card: 'H3', major: true, law: '57A' }]);
    expect(out.pending).toMatchObject({
      law: '57A',
      chooser: 'S',
      options: [
        'highest',
        'lowest',
        'require-suit:S',
        'require-suit:D',
        'require-suit:C',
        'forbid-suit:S',
        'forbid-suit:D',
        'forbid-suit:C',
      ],
    });
    expect(out.turn).toBe('E');
  });
  it('57A (2007): three options — no "require"', () => {
    const out = replay(log('3NT', early, { edition: '2007' }));
    expect(out.pending?.options).toEqual(['highest', 'lowest', 'forbid-suit:S', 'forbid-suit:D', 'forbid-suit:C']);
  });
  it('57A: "highest" binds partner for this trick; another card is a revoke (61A); the restriction ends with the trick', () => {
    const s = fold(log('3NT', [...early, { director: { option: 'highest' } }]));
    expect(s.restrictions).toContainEqual(
      expect.objectContaining({ kind: 'play-restriction', seat: 'E', mode: 'highest', law: '57A' }),
    );
    const bad = fold(log('3NT', [...early, { director: { option: 'highest' } }, 'E:H9']));
    expect(bad.irregularities.at(-1)).toMatchObject({ code: 'revoke', law: '61A' });
    const good = fold(log('3NT', [...early, { director: { option: 'highest' } }, 'E:HQ', 'S:H6', 'W:H3']));
    expect(good.restrictions.filter((r) => r.kind === 'play-restriction')).toEqual([]);
    expect(good.penaltyCards).toEqual([]);
  });
  it("57A: a defender leads to the next trick before his partner played to this one — major penalty card and declarer's option", () => {
    for (const edition of ['2017', '2007']) {
      const s = replay(log('3NT', [...T1_E_WINS, 'E:HQ', 'S:H6', 'E:DQ'], { edition }));
      expect(s.events[10]).toEqual({ status: 'penalty-card', law: '57A' });
      expect(s.penaltyCards).toEqual([{ seat: 'E', card: 'DQ', major: true, law: '57A' }]);
      expect(s.turn).toBe('W');
      expect(s.pending).toMatchObject({ law: '57A', chooser: 'S' });
      expect(s.pending!.options.filter((o) => o.startsWith('require')).length).toBe(edition === '2017' ? 3 : 0);
    }
  });
  it('49: a defender whose partner has also played leads to the next trick early — a major penalty card, no option', () => {
    const s = replay(log('3NT', [...T1_E_WINS, 'E:HQ', 'S:H6', 'W:H3', 'E:DQ']));
    expect(s.events[11]).toEqual({ status: 'penalty-card', law: '49' });
    expect(s.penaltyCards).toEqual([{ seat: 'E', card: 'DQ', major: true, law: '49' }]);
    expect([s.turn, s.pending]).toEqual(['N', null]);
  });
  it("57D (2017): a defender plays at his right-hand opponent's turn — the card is played at his turn", () => {
    const out = replay(log('3NT', [...T1_N_WINS, 'N:H2', 'E:H9', 'W:H3']));
    expect(out.events[10]).toEqual({ status: 'stands', law: '57D' });
    expect(out.penaltyCards).toEqual([]);
    expect(out.restrictions).toContainEqual(
      expect.objectContaining({ kind: 'play-restriction', seat: 'W', mode: 'card', card: 'H3' }),
    );
    const old = replay(log('3NT', [...T1_N_WINS, 'N:H2', 'E:H9', 'W:H3'], { edition: '2007' }));
    expect(old.penaltyCards).toEqual([{ seat: 'W', card: 'H3', major: true, law: '50' }]);
  });
});

function parseCardText(t: string) {
  return { ok: true as const, value: 'CDHS'.indexOf(t[0]) * 13 + '23456789TJQKA'.indexOf(t[1]) };
}

describe('Law 41: a face-down opening lead by the right player', () => {
  // 2S by S: W leads. The clarification period ends when the opening lead is faced (Definitions,
  // Law 41): while the lead lies face down, dummy is not spread and no one sees his cards.
  it('keeps the clarification period, and dummy hidden, until the lead is faced', () => {
    const s = fold(log('2S', [{ seat: 'W', play: 'C4', faceDown: true }]));
    expect(s.phase).toBe('clarification');
    expect(s.openingLeadFaced).toBe(false);
    expect(viewFor(s, 'E').hands.N).toBeNull(); // dummy (N) not yet spread
    const on = fold(log('2S', [{ seat: 'W', play: 'C4', faceDown: true }, 'N:CA']));
    expect(on.phase).toBe('play');
    expect(on.openingLeadFaced).toBe(true);
    expect(viewFor(on, 'E').hands.N?.length).toBe(12);
  });
});
