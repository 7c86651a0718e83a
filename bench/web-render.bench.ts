// Issue 10: how fast the web app's table components render (server-side React, one core) and how
// big the built app is. Renders a full online-table frame — four hands, the bidding box with the
// core's legal calls, the auction and a trick — per iteration, in a language with local ranks.
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEATS, seededDeal } from '@stikk/core';

// React's production build, as the browser runs it; loaded after NODE_ENV is set. tsx compiles
// JSX with the classic runtime here (the root tsconfig has no jsx setting), so React is global.
process.env.NODE_ENV = 'production';
const React = await import('react');
(globalThis as { React?: unknown }).React = React;
const h = React.createElement;
const { renderToStaticMarkup } = await import('react-dom/server');
const { I18nextProvider } = await import('react-i18next');
const { Auction } = await import('../packages/web/src/components/Auction.js');
const { BiddingBox } = await import('../packages/web/src/components/BiddingBox.js');
const { Hand } = await import('../packages/web/src/components/Hand.js');
const { Trick } = await import('../packages/web/src/components/Trick.js');
const { createI18n } = await import('../packages/web/src/i18n/all.js');
const { allowedCalls } = await import('../packages/web/src/model.js');

const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
const i18n = createI18n('sv');
const auction = [
  { seat: 'N' as const, call: '1C', alert: true, explanation: '2+ clubs' },
  { seat: 'E' as const, call: 'P' },
];

function frame(board: number): string {
  const deal = seededDeal('bench-web', board);
  const allowed = allowedCalls('N', auction, 'S');
  return renderToStaticMarkup(
    h(I18nextProvider, { i18n }, [
      h(Auction, { key: 'a', dealer: 'N', calls: auction, turn: 'S' }),
      h(BiddingBox, { key: 'b', allowed, onCall: () => undefined }),
      ...SEATS.map((s) =>
        h(Hand, {
          key: s,
          cards: deal[s]!,
          label: s,
          playable: new Set(deal[s]!.slice(0, 3)),
          onPlay: () => undefined,
        }),
      ),
      h(Trick, {
        key: 't',
        cards: [
          { seat: 'W', card: 'SA' },
          { seat: 'N', card: 'S2' },
        ],
        bottom: 'S',
        label: 'trick',
      }),
    ]),
  );
}

for (let i = 1; i <= 50; i++) frame(i); // warm up
const N = 2000;
const t0 = performance.now();
let bytes = 0;
for (let i = 1; i <= N; i++) bytes += frame(i).length;
const secs = (performance.now() - t0) / 1000;
out('web.render.table-frames-per-second', N / secs, 'frames/s');
out('web.render.table-frame-html', bytes / N / 1024, 'KiB');

// The built app (packages/web/dist), when built: total and gzip size of the JavaScript and CSS.
const assets = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'packages', 'web', 'dist', 'assets');
if (existsSync(assets)) {
  let raw = 0,
    gz = 0;
  for (const f of readdirSync(assets).filter((x) => /\.(js|css)$/.test(x))) {
    const b = readFileSync(join(assets, f));
    raw += b.length;
    gz += gzipSync(b).length;
  }
  out('web.bundle.size', raw / 1024, 'KiB');
  out('web.bundle.gzip', gz / 1024, 'KiB');
} else {
  process.stderr.write('web bench: packages/web/dist not built (npm run build -w packages/web); bundle size skipped\n');
}
