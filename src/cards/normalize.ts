/**
 * Card-name normalisation: the keys the name index is built on, so that "Lim-Dûl's Vault",
 * "lim duls vault", "LIM-DUL’S VAULT" and "Lim Dul's  Vault" all meet, and Japanese names match
 * with or without spaces, middle dots and 《》.
 */

/** Letters that don't decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i', ð: 'd' };
const SPECIAL = /[æœßøđłþıð]/g;
/** Apostrophes and quotes that are dropped without leaving a space ("Sorin's" -> "sorins"). */
const APOSTROPHES = /['’‘`´ʼ＇]/g;

/**
 * The spaced key of a name: NFKC (full-width forms, half-width kana), lower case, katakana as
 * hiragana, accents of Latin letters removed, apostrophes dropped, any other punctuation or
 * symbol (including "//", Japanese 、・ and brackets) turned into a single space.
 */
export function nameKey(text: string): string {
  let s = text.normalize('NFKC').toLowerCase();
  // Katakana folds to hiragana, as upper case folds to lower: セラの天使 and せらの天使 meet.
  s = s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  s = s.replace(SPECIAL, (c) => SPECIAL_LETTERS[c] ?? c);
  // Strip combining marks from Latin letters only: Japanese voicing marks must stay.
  if (/[\u0080-\uffff]/.test(s)) s = s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
  s = s.replace(APOSTROPHES, '');
  return s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The key without spaces ("grizzlybears", "世界魂の代弁者ニッサ"). */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/** Words of a spaced key. */
export function keyTokens(key: string): string[] {
  return key === '' ? [] : key.split(' ');
}

const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;

export function hasJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

/**
 * The names a query may mean: Japanese brackets 《》「」『』【】 and quotes are taken off, and a
 * 《日本語/English》 pair (one slash, one side Japanese) gives both sides. A "//" is part of a
 * split card's name and stays.
 */
export function queryVariants(raw: string): string[] {
  let q = raw.normalize('NFKC').trim();
  // Outer brackets or quotes, repeatedly: 《灰色熊》, 「《灰色熊》」, "Grizzly Bears".
  for (;;) {
    const m = /^(?:《(.*)》|「(.*)」|『(.*)』|【(.*)】|"(.*)"|“(.*)”|〈(.*)〉|<<(.*)>>)$/su.exec(q);
    if (!m) break;
    q = (m.slice(1).find((g) => g !== undefined) ?? '').trim();
  }
  const pair = /^([^/]+?)\s*\/\s*([^/]+)$/u.exec(q);
  if (pair) {
    const [a, b] = [pair[1]!.trim(), pair[2]!.trim()];
    if (hasJapanese(a) !== hasJapanese(b)) return [q, a, b];
  }
  return [q];
}

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
