/** Small shared pieces: error and status messages, the async-load hook, the number field. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { HttpError, HttpResult } from './api/http.js';
import { SEATS, type Seat } from '@stikk/core';
import { seatName } from './i18n/cards.js';
import { MESSAGES, useI18n, type Lang, type TKey } from './i18n/index.js';

/**
 * The wording of an error with the server's `params` (where and what: boards, a file's line): named by a `problem`
 * param when there is one (`err.code.invalid-csv.empty-name`), else by the first key (`err.code.invalid-pbn.line`);
 * null when the language files have no such wording.
 */
function variantKey(code: string, params?: Readonly<Record<string, string | number>>): string | null {
  if (!params) return null;
  const key = `err.code.${code}`;
  const problem = params.problem;
  if (typeof problem === 'string' && `${key}.${problem}` in MESSAGES.en) return `${key}.${problem}`;
  const first = Object.keys(params)[0];
  return first !== undefined && `${key}.${first}` in MESSAGES.en ? `${key}.${first}` : null;
}

/** Counts and limits in a message, in the language's digits grouping (20 000, 20.000). */
const NUMBER_PARAMS = new Set(['count', 'max']);

/**
 * The server's message for an error code in the user's language when we have one, else as sent; with `params`, the
 * wording {@link variantKey} names. Given the language, a `hands` param of seat letters (`"E, W"`) is worded as seat
 * names ("East and West", "Øst og Vest"), and counts and limits are grouped as the language writes numbers.
 */
export function errorText(
  t: (k: TKey, o?: Record<string, unknown>) => string,
  code: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
  lang?: Lang,
): string {
  const key = `err.code.${code}`;
  const variant = variantKey(code, params);
  if (variant !== null && params) {
    const worded: Record<string, string | number> = { ...params };
    if (lang !== undefined) {
      if (typeof params.hands === 'string') worded.hands = seatList(lang, params.hands);
      for (const [k, v] of Object.entries(params))
        if (NUMBER_PARAMS.has(k) && typeof v === 'number') worded[k] = new Intl.NumberFormat(lang).format(v);
    }
    return t(variant as TKey, worded);
  }
  return key in MESSAGES.en ? t(key as TKey) : message;
}

/** Seat letters as sent (`"E, W"`) as the language's seat names joined as a list ("East and West"). */
function seatList(lang: Lang, letters: string): string {
  const seats = letters.split(',').map((x) => x.trim());
  if (!seats.every((x): x is Seat => (SEATS as readonly string[]).includes(x))) return letters;
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(seats.map((x) => seatName(lang, x)));
}

/**
 * An error in the user's language. `texts` words some codes for this place (e.g. a refusal the
 * director meets on a form, where the general wording addresses a player).
 */
export function ErrorMessage(props: { error: HttpError | string | null; texts?: Readonly<Record<string, string>> }) {
  const { t, lang } = useI18n();
  if (!props.error) return null;
  const e = props.error;
  let text: string;
  if (typeof e === 'string') text = e;
  else if (props.texts?.[e.code] !== undefined) text = props.texts[e.code]!;
  else if (e.code === 'network') text = t('err.network');
  else if (`err.code.${e.code}` in MESSAGES.en || variantKey(e.code, e.params) !== null)
    text = errorText(t, e.code, e.message, e.params, lang);
  else if (e.status === 404) text = `${t('err.notFound')} (${e.message})`;
  else if (e.status === 403 || e.status === 401) text = `${t('err.forbidden')} (${e.message})`;
  else text = e.field ? `${t('err.invalid', { field: e.field })} ${e.message}` : e.message;
  const law = typeof e === 'string' ? undefined : e.law;
  return (
    <p className="msg error" role="alert">
      {text}
      {law ? ` — ${t('common.lawN', { law })}` : ''}
    </p>
  );
}

export function Note(props: { kind?: 'ok' | 'info'; children: ReactNode }) {
  return (
    <p className={`msg ${props.kind ?? 'info'}`} role="status">
      {props.children}
    </p>
  );
}

/**
 * Loads once (and again on `reload()` or every `pollMs`), keeping the last good value. `setValue` (a value the
 * page got from its own change, e.g. the answer to a POST) wins over any load still under way: an answer read
 * before that change must not overwrite it (a poll's GET sent just before an add would take the new session
 * off the page again until the next poll).
 */
export function useLoad<T>(load: () => Promise<HttpResult<T>>, deps: readonly unknown[], pollMs = 0) {
  const [value, setLoaded] = useState<T | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const [tick, setTick] = useState(0);
  const latest = useRef(0); // the newest load or setValue; an older load's answer is dropped
  const reload = useCallback(() => setTick((x) => x + 1), []);
  const setValue = useCallback((v: T) => {
    latest.current++;
    setLoaded(v);
    setError(null);
  }, []);
  useEffect(() => {
    let live = true;
    const mine = ++latest.current;
    void load().then((r) => {
      if (!live || latest.current !== mine) return;
      if (r.ok) {
        setLoaded(r.value);
        setError(null);
      } else setError(r.error);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  useEffect(() => {
    if (!pollMs) return;
    const id = setInterval(reload, pollMs);
    return () => clearInterval(id);
  }, [pollMs, reload]);
  return { value, error, reload, setValue };
}

/** Milliseconds left on a round clock, ticking every second (null without a clock). */
export function useClockLeft(
  clock: { endsAt: string | null; leftMs: number | null } | null | undefined,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock?.endsAt) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [clock?.endsAt]);
  if (!clock) return null;
  return clock.endsAt ? Math.max(0, Date.parse(clock.endsAt) - now) : clock.leftMs;
}

/** mm:ss */
export const formatClock = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
