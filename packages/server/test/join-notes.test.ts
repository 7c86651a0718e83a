/**
 * Issue 22: a join asks for card notes only with deltas (a note is folded into a view held by deltas): `notes` without
 * `deltas` is refused by the one schema of client messages, naming the field, and nothing else about a join changes.
 */
import { describe, expect, it } from 'vitest';
import { clientMessage } from '../src/api/messages.js';

describe('join with card notes (issue 22)', () => {
  it('takes notes with deltas, refuses them without, naming the field', () => {
    expect(clientMessage.safeParse({ type: 'join', tableId: 3, deltas: true, notes: true }).success).toBe(true);
    expect(clientMessage.safeParse({ type: 'join', tableId: 3, deltas: true }).success).toBe(true);
    const alone = clientMessage.safeParse({ type: 'join', tableId: 3, notes: true });
    expect(alone.success).toBe(false);
    expect(alone.error?.issues.map((i) => i.path.join('.'))).toEqual(['notes']);
    expect(alone.error?.issues[0].message).toMatch(/join with deltas too/);
    // Only `true` is a request (as with deltas).
    expect(clientMessage.safeParse({ type: 'join', tableId: 3, deltas: true, notes: false }).success).toBe(false);
  });
});
