import { readAuction, readBoard, readPlay, type PbnGame } from '@stikk/formats';

/** Tags whose export spelling is normalised: compared by meaning. */
const BY_MEANING: Record<string, (b: Extract<ReturnType<typeof readBoard>, { ok: true }>['value']) => unknown> = {
  Dealer: (b) => b.dealer,
  Vulnerable: (b) => b.vulnerable,
  Deal: (b) => b.deal,
  Declarer: (b) => [b.declarer, b.declarerIrregular],
  Contract: (b) => [b.contract, b.trump],
  Result: (b) => b.result,
};

/** The data of a game, independent of tag order and layout (what a round trip must keep). */
export function gameData(g: PbnGame): unknown {
  const board = readBoard(g);
  const tags = g.tags
    .filter((t) => t.name !== 'Auction' && t.name !== 'Play')
    .map((t) => ({
      name: t.name,
      value:
        board.ok && BY_MEANING[t.name] && t.value.trim() !== '' && t.value.trim() !== '?'
          ? JSON.stringify(BY_MEANING[t.name](board.value))
          : t.value,
      comments: t.comments.map((c) => c.kind + c.text),
      table: t.table ? { columns: t.table.columns, rows: t.table.rows } : undefined,
      section: t.table ? undefined : t.section.join(' ').split(/\s+/).filter(Boolean),
    }));
  tags.sort((a, b) => (a.name + '\u0000' + a.value < b.name + '\u0000' + b.value ? -1 : 1));
  const a = readAuction(g);
  const p = readPlay(g);
  const strip = (x: unknown): unknown =>
    x === undefined ? null : JSON.parse(JSON.stringify(x, (k, v) => (k === 'line' || k === 'column' ? undefined : v)));
  return {
    comments: g.comments.map((c) => c.kind + c.text),
    tags,
    auction:
      a.ok && a.value
        ? strip({ ...a.value, first: undefined, items: a.value.items.filter((i) => i.kind !== 'none') })
        : a.ok
          ? null
          : 'error',
    play: p.ok ? strip(p.value) : 'error',
  };
}
