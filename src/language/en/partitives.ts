/**
 * Noun phrases that pick out of a group told after "of" (phrases.ts readNounPhrase): "two of my 1/1s", "any of my
 * creatures", "all of them", "one of my Soldier tokens", "none of my opponent's creatures". The phrase after "of" is read
 * with the reader phrases.ts passes in, so this module doesn't import the one that imports it.
 */
import { has } from '../chunk.ts';
import type { Description } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at, base } from './phrase-reader.ts';
import type { NounReader } from './modifier-steps.ts';

/**
 * "two of my 1/1s", "three of their 2/2s": that many of the kind described, a group with no count of its own told
 * (read as "two" alone beside "of my 1/1s", nothing was answered: red team s28). A group counted too ("two of my
 * three 2/2s") says more creatures are there than act: not read here, and its words are named.
 */
export function readManyOf(r: Reader, i: number, readNounPhrase: NounReader): ReturnType<NounReader> {
  const n = has(at(r, i), 'number')?.value ?? bothOf(r, i);
  if (n === null || !Number.isInteger(n) || n <= 1 || has(at(r, i + 1), 'prep')?.prep !== 'of') return null;
  const inner = readNounPhrase(r, i + 2);
  // (A card's name is plural as said after "of": "two of my Grizzly Bears", "both of their Hill Giants".)
  if (!inner || inner.np.kind !== 'object' || inner.np.count !== null || (!inner.np.plural && inner.np.card === null)) return null;
  // ("both of my Grizzly Bears": a card's name with an owner said — "both of them", "both of his creatures" stay the
  // pronoun over the group told, read by refs.ts.)
  if (n === 2 && bothOf(r, i) !== null && (inner.np.card === null || (inner.np.owner === null && inner.np.controlledBy === null))) return null;
  return { np: { ...inner.np, count: n, plural: true, ...base(r, i, inner.next) }, next: inner.next };
}

/**
 * "both of my Grizzly Bears", "both of their Hill Giants": "both" before "of" counts two of the kind described (as "two of
 * my …"), the whole group said being those two. 2 when the word at i is "both"; null otherwise.
 */
function bothOf(r: Reader, i: number): number | null {
  return has(at(r, i), 'pronoun')?.word === 'both' ? 2 : null;
}

/** Whether the phrase at i follows a preposition damage is put with ("3 damage on each one", "1 to each of them"). */
function afterPrep(r: Reader, i: number): boolean {
  const p = i > 0 ? has(at(r, i - 1), 'prep')?.prep : undefined;
  return p === 'to' || p === 'on' || p === 'onto';
}

/** "any of my creatures", "both of them", "each of my creatures", "all of those", "one of my Soldier tokens" at j (after the determiner). */
export function readPartitive(r: Reader, i: number, j: number, d: Description, readNounPhrase: NounReader): ReturnType<NounReader> {
  if ((d.det === 'any' || d.det === 'each' || d.det === 'all') && has(at(r, j), 'prep')?.prep === 'of') {
    const inner = readNounPhrase(r, j + 1);
    if (inner && inner.np.kind === 'object') return { np: { ...inner.np, det: d.det, ...base(r, i, inner.next) }, next: inner.next };
    // "attack with all of them", "all of those": every one of the objects just named together, as "all three of
    // them" is with its count (refs.ts) — never "them" the opponent, nor the last creature alone.
    const them = at(r, j + 1);
    // ("How big is each of them?": each one of that group, answered for every one — never the first alone. After a
    // preposition, "3 to each of them" is a part of a division, which en/divisions.ts reads word by word.)
    if ((d.det === 'all' || (d.det === 'each' && !afterPrep(r, i))) && !d.owner && them && /^(?:them|those|these)$/i.test(them.text) && (has(them, 'pronoun') || has(them, 'det'))) {
      return { np: { kind: 'object', ...base(r, i, j + 2), ...d, det: 'all', head: 'one', plural: true }, next: j + 2 };
    }
  }
  // "each one", "every one" (no "of"): every one of the objects just named together, as "each of them" — read as
  // the pronoun "one", the first of them was answered for alone.
  const one = at(r, j);
  if ((d.det === 'each' || d.det === 'every') && !d.owner && !afterPrep(r, i) && one && /^one$/i.test(one.text) && has(at(r, j + 1), 'prep')?.prep !== 'of') {
    return { np: { kind: 'object', ...base(r, i, j + 1), ...d, det: 'all', head: 'one', plural: true }, next: j + 1 };
  }
  return has(at(r, j), 'pronoun')?.word === 'one' && has(at(r, j + 1), 'prep')?.prep === 'of' ? readOneOf(r, i, j, readNounPhrase) : null;
}

/** "one of my Soldier tokens", "none of my opponent's creatures" at j ("one" or "none"). */
function readOneOf(r: Reader, i: number, j: number, readNounPhrase: NounReader): ReturnType<NounReader> {
  const inner = readNounPhrase(r, j + 2);
  if (!inner || inner.np.kind !== 'object') return null;
  // "none of my opponent's creatures": no object at all — said of the group, never "one of" them (red
  // team s14: the reach that "none of them have" was given to a creature made up for it).
  if (/^none$/i.test(at(r, j)!.text)) {
    return { np: { ...inner.np, det: 'no', count: null, plural: true, ...base(r, i, inner.next) }, next: inner.next };
  }
  // ("one of my opponent's two attacking 3/3s": the two are told too — the other one never dropped, red team s19.)
  // ("one of my Soldier tokens": several, how many unsaid — never the one alone, the others dropped.)
  const group = inner.np.count !== null && inner.np.count > 1 ? { groupOf: inner.np.count } : inner.np.count === null && inner.np.plural ? { groupOf: 'unsaid' as const } : {};
  inner.np.count = 1;
  inner.np.plural = false;
  return { np: { ...inner.np, ...group, ...base(r, i, inner.next) }, next: inner.next };
}
