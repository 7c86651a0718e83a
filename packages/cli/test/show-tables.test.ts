// `stikk show` through `stikk` in process: every table of a board (the hands once per deal), each
// table's claim and the answers to it, and the results the file gives (ScoreTable, USEBIO traveller).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lho, parseTableLog, printDeal, randomBoardLog, rho, type RawTableEvent, type Seat } from '@stikk/core';
import { stikk } from './support/stikk.js';

const dataDir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
const haveData = existsSync(dataDir);
if (!haveData) console.warn(`cli: ${dataDir} is absent; the shared-data show checks are skipped`);
const tmp = mkdtempSync(join(tmpdir(), 'stikk-show-'));
const count = (text: string, re: RegExp): number => text.match(new RegExp(re.source, `${re.flags}g`))?.length ?? 0;

/** Board 1 played to the end at one table; at the other, declarer claims after five tricks and a card. */
function twoTables(): { full: object; claimed: object; declarer: Seat } {
  const full = randomBoardLog('show-tables', 1, { passBias: 0.3 });
  const parsed = parseTableLog(full);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const plays = full.events.filter((e) => 'play' in e);
  expect(plays.length).toBe(52);
  // The opening leader is declarer's left-hand opponent.
  const declarer = rho(plays[0].seat as Seat);
  const calls = full.events.filter((e) => 'call' in e);
  const events: RawTableEvent[] = [
    ...calls,
    ...plays.slice(0, 21),
    { seat: declarer, claim: 4, statement: 'the rest are high' },
    { seat: lho(declarer), agree: true },
    { seat: rho(declarer), agree: false },
  ];
  return { full, claimed: { ...full, events }, declarer };
}

const NAMES: Record<string, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

describe('stikk show: every table of a board', () => {
  it('shows both tables of a board, the hands once, and the claim with who agreed and who disputed', async () => {
    const { full, claimed, declarer } = twoTables();
    const file = join(tmp, 'two.json');
    writeFileSync(file, JSON.stringify([full, claimed]));
    const r = await stikk(['show', file, '--board', '1', '--ascii']);
    expect(r.status, r.stderr).toBe(0);
    expect(count(r.stdout, /^Board 1 {3}Dealer North/m)).toBe(2);
    // The deal is the same: the second table shows its auction and play without the hands again.
    expect(count(r.stdout, /^ {24}North$/m)).toBe(1);
    expect(count(r.stdout, /^Play:$/m)).toBe(2);
    expect(r.stdout).toContain(
      `${NAMES[declarer]} claims 4 of the 8 tricks left (during trick 6): "the rest are high"`,
    );
    expect(r.stdout).toContain(`${NAMES[lho(declarer)]} agrees`);
    expect(r.stdout).toContain(`${NAMES[rho(declarer)]} disputes`);

    const j = await stikk(['show', file, '--json']);
    expect(j.status, j.stderr).toBe(0);
    const shown = JSON.parse(j.stdout) as { board: number; claims?: { seat: string; tricks: number }[] }[];
    expect(shown.map((b) => b.board)).toEqual([1, 1]);
    expect(shown[0].claims).toBeUndefined();
    expect(shown[1].claims).toMatchObject([{ seat: declarer, tricks: 4, trick: 6, remaining: 8 }]);
  });

  it('--json writes the deal, calls and cards as a table log does (N:AKQ…, 1NT, SA), not as the engine numbers them', async () => {
    const full = randomBoardLog('show-json', 1, { passBias: 0.3 });
    const log = parseTableLog(full);
    if (!log.ok || !log.value.deal) throw new Error('the generated board has no deal');
    const file = join(tmp, 'one.json');
    writeFileSync(file, JSON.stringify(full));
    const j = await stikk(['show', file, '--json']);
    expect(j.status, j.stderr).toBe(0);
    const [shown] = JSON.parse(j.stdout) as {
      deal: string;
      calls: { seat: string; call: string }[];
      plays: { seat: string; card: string }[];
    }[];
    expect(shown.deal).toBe(printDeal(log.value.deal));
    const raw = full.events.map((e) => ({
      seat: e.seat,
      call: 'call' in e ? e.call : undefined,
      play: 'play' in e ? e.play : undefined,
    }));
    expect(shown.calls.map((c) => `${c.seat} ${c.call}`)).toEqual(
      raw.filter((e) => e.call !== undefined).map((e) => `${e.seat} ${e.call}`),
    );
    expect(shown.plays.map((p) => `${p.seat} ${p.card}`)).toEqual(
      raw.filter((e) => e.play !== undefined).map((e) => `${e.seat} ${e.play}`),
    );
  });

  it('names the open and closed room of a LIN match, and shows the closed room claim (mc)', async () => {
    const { full, claimed } = twoTables();
    const json = join(tmp, 'rooms.json');
    writeFileSync(json, JSON.stringify([full, claimed]));
    const lin = join(tmp, 'rooms.lin');
    const c = await stikk(['convert', json, lin, '--force']); // LIN keeps the claim (mc), not its statement or answers
    expect(c.status, c.stderr).toBe(0);
    const text = readFileSync(lin, 'utf8').split('\n');
    text[1] = text[1].replace('qx|o1|', 'qx|c1|');
    writeFileSync(lin, text.join('\n'));
    const r = await stikk(['show', lin]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Board 1, open room {3}Dealer North/m);
    expect(r.stdout).toMatch(/^Board 1, closed room {3}Dealer North/m);
    expect(r.stdout).toMatch(/claims \d+ of the 8 tricks left \(during trick 6\)/);
  });

  it('names a LIN deal the file gives no board number by its place in the file, and --board says why none matches', async () => {
    const hand =
      'pn|Ann,Bob,Cid,Dan|md|3SAKQHAKQDAKQCAKQJ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|mb|1C|mb|p|mb|p|mb|p|pg||\n';
    const one = join(tmp, 'unnumbered.lin');
    writeFileSync(one, hand);
    const r = await stikk(['show', one, '--ascii']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Deal without a board number {3}Dealer North {3}Vulnerable: None$/m);
    const two = join(tmp, 'unnumbered-two.lin');
    writeFileSync(two, hand + hand.replace('Ann', 'Eva'));
    const r2 = await stikk(['show', two, '--ascii']);
    expect(r2.status, r2.stderr).toBe(0);
    expect(r2.stdout).toMatch(/^Deal 1 of 2 \(no board number\) {3}Dealer North/m);
    expect(r2.stdout).toMatch(/^Deal 2 of 2 \(no board number\) {3}Dealer North/m);
    const b = await stikk(['show', two, '--board', '1']);
    expect(b.status).toBe(2);
    expect(b.stderr).toMatch(/no board 1; 2 of its deals carry no board number \(show them without --board\)/);
  });

  it.skipIf(!haveData)(
    'shows all tables of a board of a teams event with their claims (realbridge-teams.pbn)',
    async () => {
      const pbn = readFileSync(join(dataDir, 'realbridge-teams.pbn'), 'latin1');
      const games = pbn.split(/\r?\n\r?\n/).filter((g) => /\[Board "11"\]/.test(g));
      const claimed = games.filter((g) => {
        const play = /\[Play "[NESW]"\]\r?\n([\s\S]*?)\r?\n\*/.exec(g)?.[1] ?? '';
        const cards = play.match(/[SHDC][2-9TJQKA]/g)?.length ?? 0;
        return play !== '' && cards < 52 && /\[Result "\d+"\]/.test(g);
      });
      expect(games.length).toBeGreaterThan(10);
      const r = await stikk(['show', join(dataDir, 'realbridge-teams.pbn'), '--board', '11']);
      expect(r.status, r.stderr).toBe(0);
      expect(count(r.stdout, /^Board 11, table \d+, \S.* v \S.*Dealer South/m)).toBe(games.length);
      expect(count(r.stdout, /^ {24}North \(/m)).toBe(1);
      expect(r.stdout).toMatch(/^Board 11, table 4, ROMANIA v ISRAEL/m);
      expect(r.stdout).toContain('North claims 2 of the 6 tricks left (during trick 8)');
      // Every table whose play stops early (`*`) with a known result ended in a claim.
      expect(count(r.stdout, / claims \d+ of the \d+ tricks left/)).toBe(claimed.length);
    },
  );

  it.skipIf(!haveData)(
    "shows a board's ScoreTable (sm1.pbn) and USEBIO traveller (mp_pairs_mitchell.xml)",
    async () => {
      const s = await stikk(['show', join(dataDir, 'sm1.pbn'), '--board', '3']);
      expect(s.status, s.stderr).toBe(0);
      const tail = s.stdout.slice(s.stdout.indexOf('Results (ScoreTable)'));
      expect(tail.split('\n')[1]).toMatch(/^\s+Table\s+Round\s+PairId_NS\s+PairId_EW\s+Contract/);
      expect(count(tail, /^\s+\d+\s+1\s+\d+\s+\d+\s+\S+\s+[NESW]\s/m)).toBe(18);
      const u = await stikk(['show', join(dataDir, 'mp_pairs_mitchell.xml'), '--board', '2']);
      expect(u.status, u.stderr).toBe(0);
      expect(u.stdout).toMatch(/^\s+NS_PAIR_NUMBER\s+EW_PAIR_NUMBER\s+CONTRACT/m);
      expect(u.stdout).toMatch(/^\s+3NS\s+15EW\s+3NT\s+N\s+3C\s+10\s+630\s+36\s+0$/m);
    },
  );

  it('a results file without hand records shows the traveller, not four unknown hands', async () => {
    const file = join(tmp, 'results.pbn');
    writeFileSync(
      file,
      '[Event "Club"]\r\n[Board "1"]\r\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\r\n1 2 420 -\r\n3 4 - 50\r\n',
    );
    const r = await stikk(['show', file]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('(unknown)');
    expect(r.stdout).toMatch(/^Board 1 {3}Dealer North {3}Vulnerable: None\n\nResults \(ScoreTable\)\n/);
    expect(r.stdout).toMatch(/^\s+3\s+4\s+-\s+50$/m);
  });
});
