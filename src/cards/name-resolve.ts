/**
 * Resolving a typed name to one card (issue 6 §1): an exact key (ignoring case, punctuation, accents
 * and quotes; then also spaces), a prefix, a part of a Japanese name, then fuzzy matching (edit
 * distance over the whole name, and word overlap). When more than one card fits equally well it
 * answers with a "did you mean" list instead of a guess, and it always says which way it matched.
 */
import { cardPriority } from './name-types.ts';
import type { NameResolution } from './name-types.ts';
import { fuzzyCandidates } from './name-fuzzy.ts';
import type { Candidate } from './name-fuzzy.ts';
import { KIND_CODES, KIND_PRIORITY } from './name-order.ts';
import { compactKey, hasJapanese, kanjiInDifference, nameKey, queryVariants } from './normalize.ts';
import type { NameIndex } from './names.ts';

/** A fuzzy match below this similarity is never taken as the answer. */
const ACCEPT = 0.7;
/** Two candidates closer than this are a tie: ask rather than guess. */
const TIE = 0.04;
/** Fuzzy candidates worth suggesting. */
const SUGGEST = 0.3;

/** Resolves a query (English or Japanese, any case, with or without 《》) to one card. */
export function resolveName(ix: NameIndex, query: string): NameResolution {
  const variants = queryVariants(query)
    .map((v) => nameKey(v))
    .filter((k, i, all) => k !== '' && all.indexOf(k) === i);
  if (variants.length === 0) return { kind: 'none', suggestions: [] };
  const japanese = variants.some(hasJapanese);

  // 1. Exact: the spaced key, then the compact key (spaces and middle dots don't matter).
  const exactHits: number[] = [];
  for (const key of variants) {
    const hits = ix.exact.get(key) ?? ix.exactCompact.get(compactKey(key));
    if (hits) exactHits.push(...hits);
  }
  // 2. Prefix of the compact key.
  const prefixHits: Candidate[] = [];
  for (const key of variants) {
    const c = compactKey(key);
    if (c.length < (hasJapanese(c) ? 2 : 3)) continue;
    for (const entry of ix.prefixEntries(c, 5_000)) prefixHits.push({ entry, score: 1 });
  }
  // 2b. A part of a Japanese name: legendary names are written 「epithet、name」 (原初の飢え、ガルタ)
  // and foreign names with ・ between their parts (ニコル・ボーラス); the key has a space at each.
  // A part typed alone (《ガルタ》) names every card that has it, as an English short name does
  // ("Ghalta"): one card is that card, several are asked back (issue 11) rather than the one whose
  // name happens to start with it (ガルタとマーブレン) being taken.
  if (japanese) {
    for (const key of variants) {
      const c = compactKey(key);
      if (!hasJapanese(c)) continue;
      for (const entry of ix.tokens.get(c) ?? []) {
        if (ix.kindRank(entry) >= KIND_PRIORITY.ja && ix.compacts.get(entry) !== c) prefixHits.push({ entry, score: 1 });
      }
    }
  }

  if (exactHits.length > 0) {
    // Keys drop punctuation, so "Lava Axe" and the joke card "Lava, Axe" share one: the card whose
    // name is exactly what was typed (case and spacing aside) is the one meant, not a rival to ask about.
    const typed = new Set(queryVariants(query).map(literalName));
    const literal = exactHits.filter((e) => typed.has(literalName(ix.displays.get(e))));
    const literalNames = new Set(literal.map((e) => ix.cardOf[e]!));
    const hits = literal.length > 0 && literalNames.size === 1 ? literal : exactHits;
    const decided = ix.decide(hits.map((entry) => ({ entry, score: 1 })), 'exact', japanese);
    if (decided?.kind === 'found' && cardPriority(ix.cards[decided.card]!) > 0) {
      // Only a token, plane or vanguard has exactly this name ("Serra"): if real cards start
      // with it ("Serra Angel"), ask rather than assume the token was meant.
      const real = ix.bestPerCard(prefixHits).filter((c) => ix.priority(c.entry) === 0);
      if (real.length > 0) {
        const exact = ix.bestPerCard(exactHits.map((entry) => ({ entry, score: 1 })))[0]!;
        return { kind: 'ambiguous', how: 'exact', suggestions: ix.suggestions([exact, ...real], japanese) };
      }
    }
    if (decided) return decided;
  }

  if (prefixHits.length > 0) {
    const decided = ix.decide(prefixHits, 'prefix', japanese);
    if (decided) return decided;
  }

  // 3. Fuzzy: edit distance over the whole name, and word overlap.
  const fuzzy = fuzzyCandidates(ix.layout, ix.nearest(), ix.wordOverlap(), variants);
  const best = ix.bestPerCard(fuzzy);
  const top = best[0];
  // A slip that changes a kanji is another word (《俊足の靴》 "swift shoes" is not 《俊足の豹》 "swift
  // leopard"): offered back as a suggestion, never taken as the card meant. Slips of kana, marks and
  // letters stay misspellings.
  if (top && top.score >= ACCEPT && !kanjiSlip(ix, variants, top.entry)) {
    const second = best[1];
    if (!second || top.score - second.score >= TIE || ix.sameCardName(top.entry, second.entry)) {
      return { kind: 'found', card: ix.cardOf[top.entry]!, match: ix.matchOf(top.entry, 'fuzzy', top.score) };
    }
    const tied = best.filter((c) => top.score - c.score < TIE);
    return { kind: 'ambiguous', how: 'fuzzy', suggestions: ix.suggestions(tied.length > 1 ? best : tied, japanese) };
  }
  const orphan = exactHits.find((e) => ix.kindOf[e] === KIND_CODES.indexOf('ja_orphan'));
  const suggestions = ix.suggestions(best.filter((c) => c.score >= SUGGEST), japanese);
  if (orphan !== undefined) return { kind: 'none', suggestions, known: { name: ix.english.get(orphan), ja: ix.displays.get(orphan) } };
  return { kind: 'none', suggestions };
}

/**
 * Whether every Japanese spelling of the query differs from the entry's name in a kanji: the part
 * between their common beginning and common end holds a kanji on either side. (A Latin query: false.)
 */
function kanjiSlip(ix: NameIndex, variants: readonly string[], entry: number): boolean {
  const theirs = compactKey(ix.keys.get(entry));
  const japanese = variants.map((v) => compactKey(v)).filter(hasJapanese);
  return japanese.length > 0 && japanese.every((q) => kanjiInDifference(q, theirs));
}

/** A name as typed, only case, width and spacing set aside (punctuation kept): "lava axe" ≠ "lava, axe". */
function literalName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
