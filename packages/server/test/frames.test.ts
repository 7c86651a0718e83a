/** online/frames.ts: one connection's frames of a turn in one buffer are the bytes `ws` writes frame by frame. */
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrames } from '../src/online/frames.js';

/** The frame writer `ws` exports from its ESM entry (wrapper.mjs), which @types/ws does not declare. */
interface WsSender {
  frame(
    data: Buffer,
    options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
  ): (Buffer | string)[];
}
const { Sender } = ws as typeof ws & { Sender: WsSender };

/** What ws's own sender writes for `text` from a server (final, unmasked, uncompressed). */
const wsFrame = (text: string): Buffer =>
  Buffer.concat(
    Sender.frame(Buffer.from(text, 'utf8'), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }).map(
      (x) => (typeof x === 'string' ? Buffer.from(x, 'utf8') : x),
    ),
  );

describe('textFrames', () => {
  it('is byte for byte the frames ws writes one by one, at every length boundary and in UTF-8', () => {
    const texts = [
      '',
      '{"type":"ack"}',
      'x'.repeat(125),
      'x'.repeat(126),
      // 124 characters, 126 bytes: the length is counted in bytes.
      `${'x'.repeat(122)}æø`,
      'å'.repeat(200),
      'y'.repeat(65_535),
      'z'.repeat(65_536),
      `${'♠'.repeat(30_000)}`,
      // Around the header widths' edges in UTF-8 (each ♠ is 3 bytes): 123 and 126 bytes, 65,535 and 65,538.
      '♠'.repeat(41),
      '♠'.repeat(42),
      `${'♠'.repeat(21_845)}`,
      `${'♠'.repeat(21_846)}`,
      `x${'å'.repeat(62)}`,
    ];
    expect(textFrames(texts).equals(Buffer.concat(texts.map(wsFrame)))).toBe(true);
    for (const t of texts) expect(textFrames([t]).equals(wsFrame(t))).toBe(true);
    expect(textFrames([]).length).toBe(0);
    // The frames of one call are not changed by the next (each call's bytes are its own).
    const first = textFrames(['{"type":"ack"}', 'x'.repeat(300)]);
    const copy = Buffer.from(first);
    textFrames(['y'.repeat(400), 'z'.repeat(70_000)]);
    expect(first.equals(copy)).toBe(true);
  });
});
