/** Writes a USEBIO 1.2 document from the model (round-trips what `parseUsebio` reads). */
import type { UsebioEvent } from './model.js';
import { writeXmlElement, type XmlElement } from './xml-tree.js';

const el = (name: string, text = '', children: XmlElement[] = [], attrs: Record<string, string> = {}): XmlElement => ({
  name,
  attrs,
  children,
  text,
});
const fieldsToElements = (f: Readonly<Record<string, string>>): XmlElement[] =>
  Object.entries(f).map(([k, v]) => el(k, v));

/** The PARTICIPANTS and BOARD elements of one section (or of an event without sections). */
function resultElements(ev: UsebioEvent, section: string | undefined): XmlElement[] {
  const out: XmlElement[] = [];
  const ps = ev.participants.filter((p) => p.section === section);
  if (ps.length) {
    out.push(
      el(
        'PARTICIPANTS',
        '',
        ps.map((p) => {
          const kids = fieldsToElements(p.fields);
          for (const pl of p.players) kids.push(el('PLAYER', '', fieldsToElements(pl.fields)));
          return el(p.kind, '', kids);
        }),
        ev.type ? { EVENT_TYPE: ev.type } : {},
      ),
    );
  }
  for (const b of ev.boards) {
    if (b.section !== section) continue;
    out.push(
      el(
        'BOARD',
        '',
        [...fieldsToElements(b.fields), ...b.lines.map((l) => el('TRAVELLER_LINE', '', fieldsToElements(l.fields)))],
        ev.type ? { EVENT_TYPE: ev.type } : {},
      ),
    );
  }
  return out;
}

/** Writes a USEBIO event as XML, with its sections, participants, boards and hand records as read. */
export function writeUsebio(ev: UsebioEvent): string {
  const eventChildren: XmlElement[] = [...fieldsToElements(ev.fields), ...ev.other];
  // Sections as the file had them: each SECTION holds its own participants and boards.
  const sections: (string | undefined)[] = [];
  for (const x of [...ev.participants, ...ev.boards]) if (!sections.includes(x.section)) sections.push(x.section);
  if (!sections.length) sections.push(undefined);
  for (const section of sections) {
    if (section === undefined) eventChildren.push(...resultElements(ev, undefined));
    else eventChildren.push(el('SECTION', '', [el('SECTION_ID', section), ...resultElements(ev, section)]));
  }
  const rootKids: XmlElement[] = [];
  const hands: XmlElement[] = [];
  if (ev.hands.length) {
    // Hand records go beside EVENT, as USEBIO 1.2 programs (Compscore) write them.
    hands.push(
      el(
        'HANDSET',
        '',
        ev.hands.map((h) =>
          el('BOARD', '', [
            el('BOARD_NUMBER', String(h.board)),
            ...Object.entries(h.hands).map(([dir, x]) =>
              el('HAND', '', [
                el('DIRECTION', dir),
                el('CLUBS', x!.clubs),
                el('DIAMONDS', x!.diamonds),
                el('HEARTS', x!.hearts),
                el('SPADES', x!.spades),
              ]),
            ),
          ]),
        ),
      ),
    );
  }
  if (ev.club)
    rootKids.push(
      el('CLUB', '', [
        ...(ev.club.name !== undefined ? [el('CLUB_NAME', ev.club.name)] : []),
        ...(ev.club.id !== undefined ? [el('CLUB_ID_NUMBER', ev.club.id)] : []),
      ]),
    );
  rootKids.push(el('EVENT', '', eventChildren, { ...ev.attrs }), ...hands);
  const root = el('USEBIO', '', rootKids, { Version: ev.version ?? '1.2' });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n${writeXmlElement(root)}\n`;
}
