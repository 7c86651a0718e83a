/**
 * Par: the result when both sides bid perfectly to the double-dummy table, with sacrifices.
 *
 * Two conventions, both those of DDS (so results agree with DDS-produced hand records):
 *
 * - `sidesPar` — DDS `Par()` (Matthew Kidd's ACBLmerge method): par seen from each side, not
 *   knowing who bids first. Text as DDS prints it: score `"NS -110"`, contracts `"NS:EW 2S"`;
 *   a making contract lists every level that gives the same score (`"NS:NS 234C"` = 2C+2, 3C+1
 *   or 4C), a sacrifice is shown doubled (`"NS:EW 4Sx"`), several strains are joined by commas.
 * - `dealerPar` — DDS `DealerPar()`: the dealer bids first, which decides "hot" deals where
 *   both sides can make the same top contract. Score always from North-South's side; contracts
 *   as `"4S-EW"`, `"2C-NS+2"` (lowest level, overtricks), `"4S*-EW-1"` (doubled sacrifice).
 *
 * Tie-break rules followed (the DDS rules):
 * 1. Par side (dealer par): the side that can make the highest contract; if both can make the
 *    same highest contract, the side of the first player, from dealer clockwise, who makes it.
 * 2. Among the par side's contracts with the best score, all are listed (dealer par: by strain
 *    rank, highest strain first; sides par: in the order found, sacrifices by strain NT, S, H,
 *    D, C).
 * 3. A making contract is bid at the lowest level that keeps its score category (partscore,
 *    game, slam) and still leaves the opponents no profitable sacrifice; the tricks above are
 *    overtricks.
 * 4. A sacrifice is listed at the cheapest level that outbids the par contract, by the declarer(s)
 *    who go fewest down; if both defenders can sacrifice at the same cost it is shown for the side
 *    (`-EW`), otherwise for the player who needs the lower level (`-E`/`-W`).
 * 5. Sides par drops a side's contracts that the other side can outbid with its own par contract
 *    (deals where the two sides' par scores differ).
 * 6. The declarer of a contract is the side (`NS`/`EW`) when both partners take the same tricks,
 *    else the partner who takes more.
 */
import type { Seat, Strain, Vulnerability } from '@stikk/core';
import type { DDTable } from './solver.js';

const SEAT_NAMES = ['N', 'E', 'S', 'W'] as const;
/** Par-order denominations (sides par): 0 NT, 1 S, 2 H, 3 D, 4 C. */
const KIDD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const KIDD_LETTER = ['N', 'S', 'H', 'D', 'C'];
/** Dealer-par denominations in bidding order: 0 C, 1 D, 2 H, 3 S, 4 NT. */
const BID_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const BID_LETTER = ['C', 'D', 'H', 'S', 'N'];

/** Vulnerability of [NS, EW]. */
const vulOf = (v: Vulnerability): [boolean, boolean] =>
  v === 'All' ? [true, true] : v === 'NS' ? [true, false] : v === 'EW' ? [false, true] : [false, false];

/** Score of a doubled contract going `down` tricks down. */
function doubledPenalty(down: number, vul: boolean): number {
  if (down <= 0) return 0;
  if (vul) return 300 * down - 100;
  return down <= 3 ? 200 * down - 100 : 300 * down - 400;
}

/** Score for making exactly `tricks` (7..13) undoubled in a strain (0 NT, 1 S, 2 H, 3 D, 4 C). */
function makeScore(kiddDenom: number, tricks: number, vul: boolean): number {
  const level = tricks - 6;
  let score: number, game: boolean;
  if (kiddDenom === 0) {
    score = 10 + 30 * level;
    game = level >= 3;
  } else if (kiddDenom <= 2) {
    score = 30 * level;
    game = level >= 4;
  } else {
    score = 20 * level;
    game = level >= 5;
  }
  score += game ? (vul ? 500 : 300) : 50;
  if (level === 6) score += vul ? 750 : 500;
  else if (level === 7) score += vul ? 1500 : 1000;
  return score;
}

/** DDS's `rawscore`: a making score, or (denom -1) minus the doubled penalty for `tricks` down. */
function rawScore(kiddDenom: number, tricks: number, vul: boolean): number {
  return kiddDenom < 0 ? -doubledPenalty(tricks, vul) : makeScore(kiddDenom, tricks, vul);
}

// ------------------------------------------------------------------------------------------
// Sides par (DDS Par())

/**
 * One par contract: level, strain, declarer (or side), whether it is a doubled sacrifice, and the over- or
 * undertricks.
 */
export interface ParContract {
  readonly level: number;
  readonly strain: Strain;
  /** `N`, `E`, `S`, `W`, or the side when both partners make the same. */
  readonly declarer: Seat | 'NS' | 'EW';
  /** True for a doubled sacrifice. */
  readonly doubled: boolean;
  readonly overtricks: number;
  readonly undertricks: number;
}

/** One side's par: its score, its par contracts and DDS's texts for both. */
export interface SidePar {
  /** Par score from this side's point of view. */
  readonly score: number;
  readonly contracts: readonly ParContract[];
  /** DDS text, e.g. `NS -110`. */
  readonly scoreText: string;
  /** DDS text, e.g. `NS:EW 2S`. */
  readonly contractsText: string;
}

/** Par from each side's point of view (DDS `Par()`). */
export interface SidesPar {
  readonly ns: SidePar;
  readonly ew: SidePar;
}

interface KiddContract {
  denom: number;
  level: number;
  seats: number; // 0..3 seat, 4 NS, 5 EW
  over: number;
  under: number;
}

const SEATS_TEXT = ['N', 'E', 'S', 'W', 'NS', 'EW'] as const;
/** Largest number of levels a making contract may be lowered, by [NT, major, minor][level]. */
const MAX_LOWER = [
  [0, 0, 1, 0, 1, 2, 0, 0],
  [0, 0, 1, 2, 0, 1, 0, 0],
  [0, 0, 1, 2, 3, 0, 0, 0],
];

/** Par from each side's point of view (DDS `Par()`). */
export function sidesPar(table: DDTable, vulnerability: Vulnerability): SidesPar {
  const [nsVul, ewVul] = vulOf(vulnerability);
  /** Tricks by declarer seat (0..3) in Kidd denomination j. */
  const T = (j: number, seat: number): number => table[SEAT_NAMES[seat]][KIDD_STRAINS[j]];
  const sideVul = (k: number): boolean => (k === 0 ? nsVul : ewVul);

  const bestScore = [0, 0];
  const bestSacUnder = [0, 0];
  const found: { denom: number; tricks: number }[][] = [[], []];

  for (let i = 0; i <= 1; i++) {
    const filtered = [false, false, false, false, false];
    let nFiltered = 0;
    let current = 0; // 0: the side whose par we seek bids; 1: the opponents
    let bothOnce = false;
    let parDenom = -1,
      parTricks = 6,
      parScore = 0,
      parSac = 0;
    let ut = 0;
    for (;;) {
      const k = (i + current) % 2;
      const vul = sideVul(k);
      let improved = false;
      const prevDenom = parDenom,
        prevTricks = parTricks;
      const cands: { j: number; tt: number; score: number }[] = [];
      for (let j = 0; j <= 4; j++) {
        if (filtered[j]) continue;
        const tt = Math.max(T(j, k), T(j, k + 2));
        const score =
          tt > parTricks || (tt === parTricks && j < parDenom)
            ? rawScore(j, tt, vul)
            : rawScore(-1, prevTricks - tt, vul);
        // stable: insert after equal scores
        let r = cands.length;
        while (r > 0 && score > cands[r - 1].score) r--;
        cands.splice(r, 0, { j, tt, score });
      }
      for (const { j, tt } of cands) {
        let score: number;
        if (tt > parTricks || (tt === parTricks && j < parDenom)) {
          score = rawScore(j, tt, vul);
        } else {
          ut = prevTricks - tt;
          if (j >= prevDenom) {
            if (prevTricks === 13) continue; // nothing above 7NT
            ut++;
          }
          if (ut <= 0) continue;
          score = rawScore(-1, ut, vul);
        }
        if (current === 1) score = -score;
        if ((current === 0 && score > parScore) || (current === 1 && score < parScore)) {
          improved = true;
          parScore = score;
          parDenom = j;
          if ((current === 0 && score > 0) || (current === 1 && score < 0)) {
            parTricks = tt;
            parSac = 0;
          } else {
            parTricks = tt + ut;
            parSac = ut;
          }
        }
      }
      if (!improved && bothOnce) {
        if (nFiltered === 0) {
          bestScore[i] = parScore;
          if (parScore === 0) break;
          bestSacUnder[i] = parSac;
        } else if (bestScore[i] !== parScore) break;
        if (nFiltered >= 5) break;
        filtered[parDenom] = true;
        nFiltered++;
        found[i].push({ denom: parDenom, tricks: parTricks });
        bothOnce = false;
        current = 0;
        parDenom = -1;
        parTricks = 6;
        parScore = 0;
        parSac = 0;
      } else {
        bothOnce = true;
        current = 1 - current;
      }
    }
  }

  const result: KiddContract[][] = [[], []];
  if (bestScore[0] !== 0) {
    for (let i = 0; i <= 1; i++) {
      const list = found[i];
      if (bestSacUnder[i] > 0) {
        const dr = bestScore[i] > 0 ? 0 : 1;
        const sorted = [...list].sort((a, b) => a.denom - b.denom);
        for (const c of sorted) {
          const j = c.denom;
          const ns = (dr + i) % 2 === 1;
          const t1 = ns ? T(j, 0) : T(j, 1),
            t2 = ns ? T(j, 2) : T(j, 3);
          result[i].push({
            denom: j,
            level: c.tricks - 6,
            seats: seatsOf(ns, t1, t2),
            over: 0,
            under: bestSacUnder[i],
          });
        }
      } else {
        const dr = bestScore[i] < 0 ? 0 : 1;
        const oppNS = (dr + i) % 2 === 0;
        const t3: number[] = [],
          t4: number[] = [];
        let tuMax = 0,
          denomMax = 0;
        for (let m = 0; m <= 4; m++) {
          t3[m] = oppNS ? T(m, 0) : T(m, 1);
          t4[m] = oppNS ? T(m, 2) : T(m, 3);
          const tu = Math.max(t3[m], t4[m]);
          if (tu > tuMax) {
            tuMax = tu;
            denomMax = m;
          }
        }
        const defVul = defenderVul(bestScore[0] > 0, nsVul, ewVul);
        for (const c of list) {
          const j = c.denom;
          const ns = (dr + i) % 2 === 1;
          const t1 = ns ? T(j, 0) : T(j, 1),
            t2 = ns ? T(j, 2) : T(j, 3);
          const above = denomMax < j ? 1 : 0; // opponents' best strain outranks ours
          let maxLower = c.tricks - tuMax - above;
          const sc2 = Math.abs(bestScore[i]);
          // Lower only while the opponents' sacrifice stays too expensive.
          while (maxLower > 0) {
            const sc1 = -rawScore(-1, c.tricks - maxLower - tuMax + 1 - above, defVul);
            if (sc2 < sc1) break;
            maxLower--;
          }
          const oppTricks = Math.max(t3[j], t4[j]);
          while (maxLower > 0) {
            const sc3 = -rawScore(-1, c.tricks - maxLower - oppTricks, defVul);
            if (sc2 > sc3 && bestScore[i] < 0) maxLower--;
            else break;
          }
          const cls = j === 0 ? 0 : j <= 2 ? 1 : 2;
          maxLower = Math.min(MAX_LOWER[cls][c.tricks - 6], maxLower);
          const level = c.tricks - 6;
          const over = Math.max(
            0,
            Math.min(maxLower, level === 5 || level === 4 ? 3 : level === 3 ? 2 : level === 2 ? 1 : 0),
          );
          result[i].push({ denom: j, level: level - over, seats: seatsOf(ns, t1, t2), over, under: 0 });
        }
      }
    }

    // Drop contracts the other side outbids with its own par contract.
    const domDenom = [-1, -1],
      domLevel = [-1, -1];
    for (let i = 0; i < 2; i++) {
      const opp = 1 - i;
      for (const c of result[opp]) {
        const ss = c.level + c.over;
        if (ss > domLevel[opp] || (ss === domLevel[opp] && c.denom < domDenom[opp])) {
          if ((i === 0 && c.seats % 2 !== 0) || (i === 1 && c.seats % 2 === 0)) {
            domDenom[opp] = c.denom;
            domLevel[opp] = ss;
          }
        }
      }
    }
    if (domDenom[0] !== -1 && domDenom[1] !== -1) {
      for (let i = 0; i < 2; i++) {
        const opp = 1 - i;
        const remove = new Set<number>();
        for (const c of result[i]) {
          const ss = c.level + c.over;
          if (ss < domLevel[opp] || (ss === domLevel[opp] && domDenom[opp] < c.denom)) remove.add(c.denom);
        }
        result[i] = result[i].filter((c) => !remove.has(c.denom));
      }
    }
  }

  const side = (i: number): SidePar => {
    const name = i === 0 ? 'NS' : 'EW';
    const contracts = bestScore[0] === 0 ? [] : result[i];
    const texts = contracts.map((c) => {
      const who = SEATS_TEXT[c.seats] + ' ';
      if (c.under > 0) return `${who}${c.level}${KIDD_LETTER[c.denom]}x`;
      let levels = '';
      for (let l = c.level; l <= c.level + c.over; l++) levels += String(l);
      return `${who}${levels}${KIDD_LETTER[c.denom]}`;
    });
    return {
      score: bestScore[i],
      contracts: contracts.map((c) => ({
        level: c.level,
        strain: KIDD_STRAINS[c.denom],
        declarer: SEATS_TEXT[c.seats],
        doubled: c.under > 0,
        overtricks: c.over,
        undertricks: c.under,
      })),
      scoreText: `${name} ${bestScore[i]}`,
      contractsText: `${name}:${texts.join(',')}`,
    };
  };
  return { ns: side(0), ew: side(1) };
}

function seatsOf(ns: boolean, t1: number, t2: number): number {
  if (ns) return t1 === t2 ? 4 : t1 > t2 ? 0 : 2;
  return t1 === t2 ? 5 : t1 > t2 ? 1 : 3;
}

/** Vulnerability of the side defending the par contract (`nsMakes`: NS has the plus score). */
function defenderVul(nsMakes: boolean, nsVul: boolean, ewVul: boolean): boolean {
  return nsMakes ? ewVul : nsVul;
}

// ------------------------------------------------------------------------------------------
// Dealer par (DDS DealerPar())

/**
 * Par as DDS's `DealerPar()` gives it: the score for North–South and the par contracts, the dealer taken into
 * account.
 */
export interface DealerPar {
  /** Par score from North-South's point of view (0 when passed out). */
  readonly score: number;
  /** DDS text: `4S-EW`, `2C-NS+2`, `4S*-EW-1`; `["pass"]` when nobody can make anything. */
  readonly contracts: readonly string[];
}

const contractNo = (level: number, bidDenom: number): number => 5 * (level - 1) + bidDenom + 1;
const noText = (no: number): string => `${Math.floor((no - 1) / 5) + 1}${BID_LETTER[(no - 1) % 5]}`;
/** Tricks needed for contract number `no`. */
const noTricks = (no: number): number => Math.trunc((no + 34) / 5);

/** Score for bidding and making contract `no` (1 = 1C … 35 = 7NT) exactly. */
function noScore(no: number, vul: boolean): number {
  const bidDenom = (no - 1) % 5;
  const kidd = [4, 3, 2, 1, 0][bidDenom];
  return makeScore(kidd, noTricks(no), vul);
}

/** Most undertricks a doubled sacrifice may cost and still beat contract `no`'s score. */
function downTarget(no: number, declVul: boolean, defVul: boolean): number {
  const s = noScore(no, declVul);
  let d = 0;
  while (doubledPenalty(d + 1, defVul) < s) d++;
  return d;
}

/** Lowest contract of the same strain with the same score category (partscore/game/slam). */
function floorContract(no: number): number {
  const level = Math.floor((no - 1) / 5) + 1;
  const bidDenom = (no - 1) % 5;
  if (level >= 6) return no;
  const game = bidDenom === 4 ? 3 : bidDenom >= 2 ? 4 : 5;
  return level >= game ? contractNo(game, bidDenom) : contractNo(1, bidDenom);
}

interface Entry {
  score: number;
  bidDenom: number;
  no: number;
  tricks: number;
  down: number;
}

/** Par when the dealer bids first (DDS `DealerPar()`). */
export function dealerPar(table: DDTable, dealer: Seat, vulnerability: Vulnerability): DealerPar {
  const vulBySide = vulOf(vulnerability);
  const dealerNo = SEAT_NAMES.indexOf(dealer);
  /** Tricks by declarer seat in bidding-order denomination. */
  const T = (bidDenom: number, seat: number): number => table[SEAT_NAMES[seat & 3]][BID_STRAINS[bidDenom]];

  const lists: Entry[][] = [[], []];
  const highest = [0, 0],
    dearestNo = [0, 0];
  for (let side = 0; side <= 1; side++) {
    let dearestScore = 0;
    for (let dno = 0; dno <= 4; dno++) {
      const best = Math.max(T(dno, side), T(dno, side + 2));
      const no = 5 * (best - 7) + dno + 1; // may be ≤ 0: nothing makes
      if (best < 7) {
        lists[side].push({ score: 0, bidDenom: dno, no, tricks: best, down: 0 });
        continue;
      }
      const score = noScore(no, vulBySide[side]);
      lists[side].push({ score, bidDenom: dno, no, tricks: best, down: 0 });
      if (score > dearestScore) {
        dearestScore = score;
        dearestNo[side] = no;
      } else if (score === dearestScore && no < dearestNo[side]) {
        dearestNo[side] = no;
      }
      if (no > highest[side]) highest[side] = no;
    }
  }

  let side: number;
  if (highest[0] > highest[1]) side = 0;
  else if (highest[0] < highest[1]) side = 1;
  else if (highest[0] === 0) return { score: 0, contracts: ['pass'] };
  else {
    // Both sides make the same top contract: whoever can bid it first.
    const dno = (highest[0] - 1) % 5;
    const tMax = lists[0][dno].tricks;
    side = 0;
    for (let p = dealerNo; p <= dealerNo + 3; p++) {
      if (T(dno, p) !== tMax) continue;
      side = p % 2;
      break;
    }
  }
  const other = 1 - side;
  const declVul = vulBySide[side],
    defVul = vulBySide[other];
  const mine = [...lists[side]].sort((a, b) => b.no - a.no);
  const theirs = lists[other];
  const nCand = mine.filter((e) => e.no >= dearestNo[side]).length;

  // sacr[dno][eno]: undertricks for the opponents to outbid our contract in strain eno.
  const sacr: number[][] = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  const BIG = 9999;
  const bestSacrifice = (no: number, dno: number): number => {
    let best = BIG;
    for (let eno = 0; eno <= 4; eno++) {
      let down = BIG;
      if (eno === dno) {
        // Same strain: whoever bids it first decides whether one level more is needed.
        const tMax = noTricks(no);
        let incr = 0;
        for (let p = dealerNo; p <= dealerNo + 3; p++) {
          const diff = tMax - T(dno, p);
          if (p % 2 === side) {
            if (diff === 0) incr = 1;
          } else if (diff + incr < down) down = diff + incr;
        }
      } else {
        down = Math.trunc((no - theirs[eno].no + 4) / 5);
      }
      if (down !== BIG && theirs[eno].no + 5 * down > 35) down = BIG;
      sacr[dno][eno] = down;
      if (down < best) best = down;
    }
    return best;
  };

  const type: number[] = [],
    gap: number[] = [];
  let bestPlus = 0,
    bestDown = 0,
    sacFound = false;
  for (let n = 0; n < nCand; n++) {
    const { no, bidDenom } = mine[n];
    const target = downTarget(no, declVul, defVul);
    const down = bestSacrifice(no, bidDenom);
    if (down <= target) {
      if (down > bestDown) bestDown = down;
      if (sacFound) type[n] = -1;
      else {
        sacFound = true;
        type[n] = 0;
        mine[n].down = down;
      }
    } else {
      if (mine[n].score > bestPlus) bestPlus = mine[n].score;
      type[n] = 1;
      gap[n] = target - down;
    }
  }

  const contractText = (s: number, no: number, dno: number, delta: number): string => {
    const ta = T(dno, s),
      tb = T(dno, s + 2);
    const tMax = Math.max(ta, tb);
    const d = delta === 0 ? '' : delta > 0 ? `+${delta}` : `${delta}`;
    return `${noText(no)}${delta < 0 ? '*-' : '-'}${ta === tMax ? SEAT_NAMES[s] : ''}${tb === tMax ? SEAT_NAMES[s + 2] : ''}${d}`;
  };

  const out: string[] = [];
  const sacValue = doubledPenalty(bestDown, defVul);
  if (!sacFound || bestPlus > sacValue) {
    for (let n = 0; n < nCand; n++) {
      if (type[n] !== 1 || mine[n].score !== bestPlus) continue;
      let no = mine[n].no,
        plus = 0;
      if (gap[n] < -1) {
        // Bid lower (keeping the bonus) as long as no sacrifice becomes profitable.
        const noSac = no + 5 * (gap[n] + 1);
        const newNo = Math.max(noSac, floorContract(no));
        plus = (no - newNo) / 5;
        no = newNo;
      }
      out.push(contractText(side, no, mine[n].bidDenom, plus));
    }
    return { score: side === 0 ? bestPlus : -bestPlus, contracts: out };
  }

  for (let n = 0; n < nCand; n++) {
    if (type[n] !== 0 || mine[n].down !== bestDown) continue;
    const noDecl = mine[n].no,
      dno = mine[n].bidDenom;
    for (let eno = 0; eno <= 4; eno++) {
      if (sacr[dno][eno] !== bestDown) continue;
      if (eno !== dno) {
        out.push(contractText(other, theirs[eno].no + 5 * bestDown, eno, -bestDown));
        continue;
      }
      const tMax = noTricks(noDecl);
      let incr = 0;
      const hits: { seat: number; no: number }[] = [];
      for (let p = dealerNo; p <= dealerNo + 3; p++) {
        const diff = tMax - T(dno, p);
        if (p % 2 === side) {
          if (diff === 0) incr = 1;
        } else if (diff + incr === bestDown) {
          hits.push({ seat: p % 4, no: noDecl + 5 * incr });
        }
      }
      const single = (h: { seat: number; no: number }): string => `${noText(h.no)}*-${SEAT_NAMES[h.seat]}-${bestDown}`;
      if (hits.length === 1) out.push(single(hits[0]));
      else if (hits[0].no === hits[1].no) out.push(contractText(other, hits[0].no, eno, -bestDown));
      else out.push(single(hits[0].no < hits[1].no ? hits[0] : hits[1]));
    }
  }
  return { score: side === 0 ? sacValue : -sacValue, contracts: out };
}

/** Dealer par together with both sides' par. */
export interface ParResult extends DealerPar {
  /** DDS `Par()`: par from each side's point of view, without regard to the dealer. */
  readonly sides: SidesPar;
}

/** Par score and contracts: dealer par (score for NS) plus both sides' par. */
export function par(table: DDTable, vulnerability: Vulnerability, dealer: Seat): ParResult {
  return { ...dealerPar(table, dealer, vulnerability), sides: sidesPar(table, vulnerability) };
}
