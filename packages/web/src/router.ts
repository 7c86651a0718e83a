/**
 * Hash routes (`#/director/session/3`), so the server needs no fallback route and a reload keeps
 * the page. Paths only; no dependency.
 */
import { useEffect, useState } from 'react';

export function currentPath(): string {
  const h = typeof window === 'undefined' ? '' : window.location.hash;
  return h.startsWith('#') ? h.slice(1) || '/' : '/';
}

export function useRoute(): string[] {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const on = () => setPath(currentPath());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return path.split('?')[0].split('/').filter(Boolean).map(decodeURIComponent);
}

export function navigate(path: string): void {
  window.location.hash = path;
}

export const href = (path: string): string => `#${path}`;

/** A parameter of the hash route's query (`#/results/3?unavailable=not-published`), null when absent. */
export function routeQuery(name: string): string | null {
  const q = currentPath().split('?')[1];
  return q === undefined ? null : new URLSearchParams(q).get(name);
}
