/**
 * The views a browser page's table sockets hold, as the app holds them: the full view on joining
 * or in an update, then each `delta` applied, and each card note (`played`) folded, into the view
 * of its base version (one from a base not held is skipped: the app joins again and gets a full
 * view). For e2e tests that act on what a seat may do now (its legal cards) rather than on what the
 * screen happens to show.
 */
import { applyViewDelta, type DeltaOp, foldCardNote } from '@stikk/core';
import type { ServerMessage, TableView } from '@stikk/server/api';
import type { Page } from 'playwright-core';

/** A frame as the tests read it: the members a `delta` or `played` frame carries. */
export interface ChangeFrame {
  type: string;
  ops?: readonly DeltaOp[];
  note?: Extract<ServerMessage, { type: 'played' }>['note'];
}

/**
 * The view a `delta` or `played` frame makes of `held` (the view of its base version), as the app makes it
 * (web `TableSocket`); undefined for any other frame.
 */
export function changedView<V extends object>(held: V, frame: ChangeFrame): V | undefined {
  if (frame.type === 'delta' && frame.ops) return applyViewDelta(held, frame.ops);
  if (frame.type === 'played' && frame.note && frame.ops)
    return applyViewDelta(foldCardNote(held as unknown as TableView, frame.note), frame.ops) as unknown as V;
  return undefined;
}

/** Starts following `page`'s WebSockets; the map (table id → view held) fills as frames arrive. */
export function trackViews(page: Page): Map<number, TableView> {
  const views = new Map<number, TableView>();
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (typeof f.payload !== 'string') return;
      const m = JSON.parse(f.payload) as ServerMessage;
      if (m.type === 'joined' || m.type === 'update') views.set(m.view.tableId, m.view);
      else if (m.type === 'delta' || m.type === 'played') {
        const held = views.get(m.tableId);
        const next = held && held.version === m.base ? changedView(held, m as ChangeFrame) : undefined;
        if (next) views.set(m.tableId, next);
      }
    }),
  );
  return views;
}
