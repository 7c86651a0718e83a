import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseUsebio, writeUsebio } from '@stikk/formats';

const dir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`USEBIO oracle tests skipped: ${dir} is absent`);

const MINI = `<?xml version="1.0"?>
<USEBIO Version="1.2">
<CLUB><CLUB_NAME>Test &amp; Co</CLUB_NAME></CLUB>
<EVENT EVENT_TYPE="MP_PAIRS">
  <PROGRAM_NAME>Stikk</PROGRAM_NAME>
  <WINNER_TYPE>1</WINNER_TYPE>
  <CONTACT><FULL_NAME>A Scorer</FULL_NAME></CONTACT>
  <PARTICIPANTS>
    <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>ANN</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>BOB</PLAYER_NAME></PLAYER></PAIR>
    <PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
  </PARTICIPANTS>
  <BOARD>
    <BOARD_NUMBER>1</BOARD_NUMBER>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE><MY_OWN_FIELD>x</MY_OWN_FIELD></TRAVELLER_LINE>
  </BOARD>
  BOARDS_BEFORE
</EVENT>
</USEBIO>`;

describe('USEBIO reader and writer', () => {
  it('reads events, participants, traveller lines (unknown fields kept) and writes them back', () => {
    const r = parseUsebio(MINI.replace('BOARDS_BEFORE', ''));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ev = r.value;
    expect(ev.type).toBe('MP_PAIRS');
    expect(ev.club?.name).toBe('Test & Co');
    expect(ev.participants.map((p) => p.number)).toEqual(['1', '2']);
    expect(ev.participants[0].players.map((p) => p.name)).toEqual(['ANN', 'BOB']);
    expect(ev.boards[0].lines[0].fields).toMatchObject({ CONTRACT: '3NT', SCORE: '400', MY_OWN_FIELD: 'x' });
    expect(ev.boards[0].lines[0].path).toBe('USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[1]');
    const again = parseUsebio(writeUsebio(ev));
    expect(again.ok && again.value).toEqual(ev);
  });

  it('gives the line and column of malformed XML', () => {
    const r = parseUsebio('<USEBIO>\n<EVENT>\n<BOARD></EVENT>\n</USEBIO>');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('xml-malformed');
      expect(r.error.line).toBe(3);
      expect(r.error.message).toMatch(/line 3/);
    }
  });

  it('names the element path of a bad value', () => {
    const bad = MINI.replace('<BOARD_NUMBER>1</BOARD_NUMBER>', '<BOARD_NUMBER>one</BOARD_NUMBER>').replace(
      'BOARDS_BEFORE',
      '',
    );
    const r = parseUsebio(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('USEBIO/EVENT/BOARD[1]/BOARD_NUMBER');
    const tricks = parseUsebio(MINI.replace('<TRICKS>9</TRICKS>', '<TRICKS>14</TRICKS>').replace('BOARDS_BEFORE', ''));
    expect(!tricks.ok && tricks.error.path).toBe('USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[1]/TRICKS');
    const root = parseUsebio('<EBU><EVENT/></EBU>');
    expect(!root.ok && root.error.code).toBe('usebio-root');
    const noEvent = parseUsebio('<USEBIO Version="1.2"><CLUB/></USEBIO>');
    expect(!noEvent.ok && noEvent.error.path).toBe('USEBIO/EVENT');
  });
});

describe.skipIf(!present)('USEBIO files from Compscore3', () => {
  it('mp_pairs_mitchell.xml: 38 pairs, 27 boards, 512 lines, 27 hand records; round trip', () => {
    const r = parseUsebio(readFileSync(dir + 'mp_pairs_mitchell.xml', 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.participants).toHaveLength(38);
    expect(r.value.boards).toHaveLength(27);
    expect(r.value.boards.reduce((s, b) => s + b.lines.length, 0)).toBe(512);
    expect(r.value.hands).toHaveLength(27);
    expect(r.value.hands[0].hands.North).toEqual({ spades: 'AJ9', hearts: 'K863', diamonds: '8', clubs: 'A9532' });
    expect(r.value.fields.WINNER_TYPE).toBe('2');
    const again = parseUsebio(writeUsebio(r.value));
    expect(again.ok && again.value).toEqual(r.value);
  });
  it('butler_mitchell.xml: datums and an A5050 line', () => {
    const r = parseUsebio(readFileSync(dir + 'butler_mitchell.xml', 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.type).toBe('BUTLER_PAIRS');
    expect(r.value.boards).toHaveLength(35);
    expect(r.value.boards[0].fields.BOARD_AVERAGE).toBe('-30');
    expect(r.value.boards.flatMap((b) => b.lines).filter((l) => l.fields.SCORE === 'A5050')).toHaveLength(1);
  });
});
