/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm, O(V³)): used to ask, before a
 * Swiss draw commits to a pair, whether the teams left can still all be paired without a repeat.
 */

/**
 * The size of a maximum matching of the graph on `n` vertices whose edges are the pairs `edge(a, b)`
 * allows (symmetric, no loops needed).
 */
export function maximumMatching(n: number, edge: (a: number, b: number) => boolean): number {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (edge(a, b)) adj[a].push(b), adj[b].push(a);
  const match = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;

  const commonBase = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      blossom[base[v]] = 1;
      blossom[base[match[v]]] = 1;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };
  /** An unmatched vertex reached by an augmenting path from `root`, or -1. */
  const augmentingEnd = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    head = 0;
    tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      for (const to of adj[v]) {
        if (base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
          const b = commonBase(v, to);
          blossom.fill(0);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++)
            if (blossom[base[i]]) {
              base[i] = b;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]] = 1;
          queue[tail++] = match[to];
        }
      }
    }
    return -1;
  };

  let size = 0;
  // A greedy start: most draws need few augmenting paths after it.
  for (let v = 0; v < n; v++)
    if (match[v] === -1)
      for (const to of adj[v])
        if (match[to] === -1) {
          match[v] = to;
          match[to] = v;
          size++;
          break;
        }
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    let x = augmentingEnd(v);
    if (x === -1) continue;
    size++;
    while (x !== -1) {
      const pv = parent[x];
      const next = match[pv];
      match[x] = pv;
      match[pv] = x;
      x = next;
    }
  }
  return size;
}
