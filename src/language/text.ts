/**
 * The question text before tokenising: normalised (NFKC, so full-width digits and ？ read like
 * ASCII; invisible characters dropped; curly apostrophes straightened), with the spans that are
 * taken whole found first: card names in 《…》 or [[…]], and quoted rules text ('…', "…", “…”,
 * 「…」). Spans are offsets into the normalised text, which is what refusals quote back.
 */

export interface Atom {
  kind: 'card' | 'quote';
  start: number;
  end: number;
  /** The name or the quoted text, without its brackets or quotes. */
  value: string;
}

export interface Prepared {
  text: string;
  atoms: Atom[];
}

const INVISIBLE = /[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it matches
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function normalise(input: string): string {
  return input
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    // Other control characters are no words (and kuromoji's lattice breaks on NUL): a space each.
    .replace(CONTROL, ' ')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

interface AtomPattern {
  kind: Atom['kind'];
  re: RegExp;
  /** Quotes need a space inside (or Japanese text), so "it's" and 'Lions'' are no quotes. */
  accept?: (value: string) => boolean;
}

const PATTERNS: AtomPattern[] = [
  { kind: 'card', re: /《([^《》]{1,80})》/g },
  { kind: 'card', re: /\[\[([^[\]]{1,80})\]\]/g },
  { kind: 'quote', re: /「([^「」]{2,300})」/g },
  { kind: 'quote', re: /“([^“”]{2,300})”/g },
  { kind: 'quote', re: /(?<=^|[\s(:,])"([^"]{2,300})"(?=$|[\s.,;:?!)])/g },
  { kind: 'quote', re: /(?<=^|[\s(:,])'([^']{2,300}?)'(?=$|[\s.,;:?!)])/g, accept: (v) => / /.test(v.trim()) && /[a-z]/i.test(v) },
];

/** Normalises the text and finds its atoms (non-overlapping, first pattern wins). */
export function prepare(input: string): Prepared {
  const text = normalise(input);
  const atoms: Atom[] = [];
  const taken = (s: number, e: number): boolean => atoms.some((a) => s < a.end && e > a.start);
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      const value = (m[1] ?? '').trim();
      const start = m.index;
      const end = start + m[0].length;
      if (value === '' || taken(start, end)) continue;
      if (p.accept && !p.accept(value)) continue;
      atoms.push({ kind: p.kind, start, end, value });
    }
  }
  atoms.sort((a, b) => a.start - b.start);
  return { text, atoms };
}
