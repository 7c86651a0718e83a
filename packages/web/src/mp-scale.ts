/**
 * The matchpoint scale results are shown and printed on (Law 78A allows either): 2 per score beaten and 1 per tie
 * (Ruter's and the Nordic clubs' habit; the default) or 1 and ½. The server scores on the one asked for (`?scale=`);
 * the choice is remembered in this browser, so the print pages follow the screen.
 */
import type { MpScale } from '@stikk/server/api';
import { useState } from 'react';

/** A matchpoint scale: `@stikk/scoring`'s, by way of the server's wire types (type-only: nothing is bundled). */
export type { MpScale };

const KEY = 'stikk.mpScale';

function stored(): MpScale {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1/0.5/0' ? '1/0.5/0' : '2/1/0';
  } catch {
    return '2/1/0'; // private mode or sandboxed frame
  }
}

/** The remembered scale and a setter that remembers the new one. */
export function useMpScale(): [MpScale, (s: MpScale) => void] {
  const [scale, setScale] = useState<MpScale>(stored);
  const set = (s: MpScale) => {
    try {
      localStorage.setItem(KEY, s);
    } catch {
      /* not remembered: the page still shows it */
    }
    setScale(s);
  };
  return [scale, set];
}

/** The query string that asks the server for `scale` ('' for the default). */
export const scaleParam = (scale: MpScale | undefined, sep: '?' | '&' = '?'): string =>
  scale === '1/0.5/0' ? `${sep}scale=${encodeURIComponent(scale)}` : '';
