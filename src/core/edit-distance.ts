/**
 * Edit distance for "did you mean" suggestions (card names, glossary terms, Scenario field names):
 * one implementation for every caller.
 */

/**
 * Damerau-Levenshtein distance (optimal string alignment: adjacent transpositions count 1),
 * or `max + 1` as soon as the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (rows.length < 3 * (lb + 1)) rows = new Int32Array(3 * (lb + 1) * 2);
  // Three rows in one reused buffer (no allocation per call: this runs thousands of times per query).
  let pp = 0; // row i-2
  let p = lb + 1; // row i-1
  let c = 2 * (lb + 1); // row i
  for (let j = 0; j <= lb; j++) rows[p + j] = j;
  for (let i = 1; i <= la; i++) {
    rows[c] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    const caPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = rows[p + j - 1]! + (ca === cb ? 0 : 1);
      const del = rows[p + j]! + 1;
      if (del < v) v = del;
      const ins = rows[c + j - 1]! + 1;
      if (ins < v) v = ins;
      if (j > 1 && ca === b.charCodeAt(j - 2) && caPrev === cb) {
        const tr = rows[pp + j - 2]! + 1;
        if (tr < v) v = tr;
      }
      rows[c + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = pp;
    pp = p;
    p = c;
    c = t;
  }
  const d = rows[p + lb]!;
  return d > max ? max + 1 : d;
}

let rows = new Int32Array(3 * 64);
