/**
 * Packages the server uses when they are present and working (laws, formats, scoring, dds),
 * loaded at run time so that a package still being written never stops the server from building
 * or starting; the feature that needs it answers 503 until it loads.
 */
const cache = new Map<string, Promise<unknown>>();

export function optionalPackage(name: string): Promise<unknown> {
  let p = cache.get(name);
  if (!p) {
    const spec: string = name;
    p = import(spec).catch(() => null);
    cache.set(name, p);
  }
  return p;
}
