/**
 * The views a browser page's table sockets hold, as the app holds them: the full view on joining
 * or in an update, then each `delta` applied to the view of its base version (a delta from a base
 * not held is skipped: the app joins again and gets a full view). For e2e tests that act on what
 * a seat may do now (its legal cards) rather than on what the screen happens to show.
 */
import { applyViewDelta } from '@stikk/core';
import type { ServerMessage, TableView } from '@stikk/server/api';
import type { Page } from 'playwright-core';

/** Starts following `page`'s WebSockets; the map (table id → view held) fills as frames arrive. */
export function trackViews(page: Page): Map<number, TableView> {
  const views = new Map<number, TableView>();
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (typeof f.payload !== 'string') return;
      const m = JSON.parse(f.payload) as ServerMessage;
      if (m.type === 'joined' || m.type === 'update') views.set(m.view.tableId, m.view);
      else if (m.type === 'delta') {
        const held = views.get(m.tableId);
        if (held && held.version === m.base) views.set(m.tableId, applyViewDelta(held, m.ops));
      }
    }),
  );
  return views;
}
