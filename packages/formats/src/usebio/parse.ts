/** Reads a USEBIO XML document. Errors name the element path (and line for malformed XML). */
import { fail, ok, type Result } from '@stikk/core';
import type {
  UsebioBoard,
  UsebioDirection,
  UsebioEvent,
  UsebioHand,
  UsebioLine,
  UsebioParticipant,
  UsebioPlayer,
} from './model.js';
import { childText, parseXmlTree, type XmlElement } from './xml-tree.js';

const PARTICIPANT_KINDS = ['PAIR', 'TEAM', 'PLAYER', 'INDIVIDUAL'];
const DIRECTIONS: readonly UsebioDirection[] = ['North', 'East', 'South', 'West'];

function simpleFields(e: XmlElement, skip: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of e.children)
    if (c.children.length === 0 && !skip.includes(c.name) && !(c.name in out)) out[c.name] = c.text;
  return out;
}

/** Numbers the children with the same name along a path: `BOARD[3]` is the third BOARD. */
function indexer(): (name: string) => number {
  const seen = new Map<string, number>();
  return (name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n;
  };
}

interface Ctx {
  participants: UsebioParticipant[];
  boards: UsebioBoard[];
  hands: UsebioHand[];
  other: XmlElement[];
}

function readParticipant(e: XmlElement, path: string, section: string | undefined): Result<UsebioParticipant> {
  const kind = e.name;
  const number =
    childText(e, `${kind}_NUMBER`) ??
    childText(e, 'PAIR_NUMBER') ??
    childText(e, 'TEAM_NUMBER') ??
    childText(e, 'PLAYER_NUMBER') ??
    childText(e, 'NUMBER');
  if (number === undefined || number === '')
    return fail('usebio-missing', `${path}: ${kind} has no ${kind}_NUMBER`, { path });
  const players: UsebioPlayer[] = [];
  for (const c of e.children) {
    if (c.name !== 'PLAYER') continue;
    const f = simpleFields(c);
    players.push(f.PLAYER_NAME !== undefined ? { name: f.PLAYER_NAME, fields: f } : { fields: f });
  }
  // A team lists its pairs' players inside PAIR elements in some files.
  for (const c of e.children) {
    if (c.name !== 'PAIR') continue;
    for (const p of c.children) {
      if (p.name !== 'PLAYER') continue;
      const f = simpleFields(p);
      players.push(f.PLAYER_NAME !== undefined ? { name: f.PLAYER_NAME, fields: f } : { fields: f });
    }
  }
  const p: UsebioParticipant = {
    path,
    kind,
    number,
    fields: simpleFields(e),
    players,
    ...(section !== undefined ? { section } : {}),
  };
  return ok(p);
}

function readBoard(e: XmlElement, path: string, section: string | undefined): Result<UsebioBoard> {
  const bn = childText(e, 'BOARD_NUMBER');
  if (bn === undefined)
    return fail('usebio-missing', `${path}/BOARD_NUMBER: missing`, { path: `${path}/BOARD_NUMBER` });
  const number = Number(bn);
  if (!Number.isInteger(number) || number < 1)
    return fail('usebio-invalid', `${path}/BOARD_NUMBER: "${bn}" is not a board number`, {
      path: `${path}/BOARD_NUMBER`,
    });
  const lines: UsebioLine[] = [];
  const idx = indexer();
  for (const c of e.children) {
    const i = idx(c.name);
    if (c.name !== 'TRAVELLER_LINE') continue;
    const lp = `${path}/TRAVELLER_LINE[${i}]`;
    const fields = simpleFields(c);
    const t = fields.TRICKS;
    if (t !== undefined && t !== '' && !/^(1[0-3]|[0-9])$/.test(t.trim()))
      return fail('usebio-invalid', `${lp}/TRICKS: "${t}" is not a number of tricks (0–13)`, { path: `${lp}/TRICKS` });
    lines.push({ path: lp, fields });
  }
  const b: UsebioBoard = {
    path,
    number,
    fields: simpleFields(e, ['TRAVELLER_LINE']),
    lines,
    ...(section !== undefined ? { section } : {}),
  };
  return ok(b);
}

function readHands(e: XmlElement, path: string, out: UsebioHand[]): Result<void> {
  const idx = indexer();
  for (const b of e.children) {
    const i = idx(b.name);
    if (b.name !== 'BOARD') continue;
    const bp = `${path}/BOARD[${i}]`;
    const number = Number(childText(b, 'BOARD_NUMBER'));
    if (!Number.isInteger(number) || number < 1)
      return fail('usebio-invalid', `${bp}/BOARD_NUMBER: not a board number`, { path: `${bp}/BOARD_NUMBER` });
    const hands: UsebioHand['hands'] = {};
    const h = hands as Record<string, unknown>;
    for (const hand of b.children) {
      if (hand.name !== 'HAND') continue;
      const d = childText(hand, 'DIRECTION') ?? '';
      const dir = DIRECTIONS.find((x) => x[0] === d.trim().toUpperCase()[0]);
      if (!dir)
        return fail('usebio-invalid', `${bp}/HAND: direction "${d}" is not North, East, South or West`, {
          path: `${bp}/HAND/DIRECTION`,
        });
      h[dir] = {
        spades: childText(hand, 'SPADES') ?? '',
        hearts: childText(hand, 'HEARTS') ?? '',
        diamonds: childText(hand, 'DIAMONDS') ?? '',
        clubs: childText(hand, 'CLUBS') ?? '',
      };
    }
    out.push({ path: bp, board: number, hands });
  }
  return ok(undefined);
}

function walk(e: XmlElement, path: string, section: string | undefined, ctx: Ctx, top: boolean): Result<void> {
  const idx = indexer();
  for (const c of e.children) {
    const i = idx(c.name);
    const p = `${path}/${c.name}[${i}]`;
    if (c.name === 'PARTICIPANTS') {
      const pidx = indexer();
      for (const x of c.children) {
        const j = pidx(x.name);
        if (!PARTICIPANT_KINDS.includes(x.name)) continue;
        const r = readParticipant(x, `${p}/${x.name}[${j}]`, section);
        if (!r.ok) return r;
        ctx.participants.push(r.value);
      }
    } else if (c.name === 'BOARD') {
      const r = readBoard(c, p, section);
      if (!r.ok) return r;
      ctx.boards.push(r.value);
    } else if (c.name === 'HANDSET') {
      const r = readHands(c, p, ctx.hands);
      if (!r.ok) return r;
    } else if (c.name === 'SECTION' || c.name === 'SESSION') {
      const id =
        c.attrs.SECTION_ID ??
        childText(c, 'SECTION_ID') ??
        childText(c, 'SECTION_NAME') ??
        c.attrs.ID ??
        (c.name === 'SECTION' ? String(i) : section);
      const r = walk(c, p, c.name === 'SECTION' ? id : section, ctx, false);
      if (!r.ok) return r;
    } else if (c.children.length > 0 && top) ctx.other.push(c);
  }
  return ok(undefined);
}

/** Parses a USEBIO document. */
export function parseUsebio(xml: string): Result<UsebioEvent> {
  const t = parseXmlTree(xml.replace(/^\uFEFF/, ''));
  if (!t.ok) return t;
  const root = t.value;
  if (root.name !== 'USEBIO')
    return fail('usebio-root', `the root element is <${root.name}>, not <USEBIO>`, { path: root.name });
  const ev = root.children.find((c) => c.name === 'EVENT');
  if (!ev) return fail('usebio-missing', 'USEBIO/EVENT: missing', { path: 'USEBIO/EVENT' });
  const clubEl = root.children.find((c) => c.name === 'CLUB');
  const club = clubEl
    ? {
        ...(childText(clubEl, 'CLUB_NAME') !== undefined ? { name: childText(clubEl, 'CLUB_NAME') } : {}),
        ...(childText(clubEl, 'CLUB_ID_NUMBER') !== undefined ? { id: childText(clubEl, 'CLUB_ID_NUMBER') } : {}),
      }
    : null;
  const ctx: Ctx = { participants: [], boards: [], hands: [], other: [] };
  const w = walk(ev, 'USEBIO/EVENT', undefined, ctx, true);
  if (!w.ok) return w;
  // Hand records may sit beside EVENT too.
  const hs = root.children.filter((c) => c.name === 'HANDSET');
  for (let i = 0; i < hs.length; i++) {
    const r = readHands(hs[i], `USEBIO/HANDSET[${i + 1}]`, ctx.hands);
    if (!r.ok) return r;
  }
  return ok({
    version: root.attrs.Version ?? root.attrs.VERSION ?? null,
    club,
    type: ev.attrs.EVENT_TYPE ?? childText(ev, 'EVENT_TYPE') ?? '',
    attrs: ev.attrs,
    fields: simpleFields(ev),
    participants: ctx.participants,
    boards: ctx.boards,
    hands: ctx.hands,
    other: ctx.other,
  });
}
