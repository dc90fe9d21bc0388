/**
 * An activated ability named by the {T} in its cost (602.1a: the cost is what precedes the colon): "its tap ability",
 * "the {T} ability", "its ability with the tap symbol in its cost", "an ability that has {T} in its cost", "its ability
 * that costs {T}", "the ability that uses the tap symbol". Which of a permanent's abilities is meant matters: a
 * creature's {T} ability can't be activated until it has been under its controller's control since their most recent
 * turn began (302.6), other abilities can.
 *
 * Read between chunking and the grammar: the words become one chunk whose sense is the noun "ability" marked `tap`;
 * intents/timing.ts (canActivate) and frames/activate.ts read the mark. A tap word that says no symbol ("its ability
 * with the tap", "an ability that has tap") is left as it was, to be named.
 */
import type { Chunk } from '../chunk.ts';
import type { Sense } from '../senses.ts';

const ABILITY = /^abilit(?:y|ies)$/i;
const MARK = /^(?:tap|\{T\}|tapping)$/i;
const SYMBOL = /^(?:symbol|icon|sign)$/i;

const low = (c: Chunk | undefined): string => (c ? c.text.toLowerCase() : '');
const isAbility = (c: Chunk | undefined): boolean => c !== undefined && ABILITY.test(c.text) && c.senses.some((s) => s.kind === 'object-noun' && s.noun === 'ability');

/** A word before "tap ability" that makes it a noun phrase: a determiner, a possessive, an adjective or a card. */
function opensNoun(c: Chunk | undefined): boolean {
  if (!c) return false;
  return c.senses.some((s) => s.kind === 'det' || s.kind === 'poss' || s.kind === 'card' || s.kind === 'adj' || (s.kind === 'pronoun' && ['its', 'their', 'his'].includes(s.word)) || (s.kind === 'player' && s.possessive));
}

/** "in its cost", "in the cost", "in its activation cost", "as (part of) its cost": the chunks after k it spans, else k. */
function costTail(chunks: readonly Chunk[], k: number): number {
  const w = (j: number): string => low(chunks[j]);
  if (w(k) !== 'in' && w(k) !== 'as') return k;
  let j = k + 1;
  if (w(k) === 'as' && w(j) === 'part' && w(j + 1) === 'of') j += 2;
  if (!['its', 'the', 'their', 'his', 'her'].includes(w(j))) return k;
  j++;
  if (w(j) === 'activation') j++;
  return w(j) === 'cost' ? j + 1 : k;
}

/**
 * The end (exclusive) of a post-modifier naming the {T} symbol after the ability word at k: "with the tap symbol (in its
 * cost)", "that has {T} in its cost", "that costs {T}", "which uses the tap symbol"; null when none starts there.
 */
function postModifier(chunks: readonly Chunk[], k: number): number | null {
  const w = (j: number): string => low(chunks[j]);
  let j = k + 1;
  let costs = false;
  if (w(j) === 'with') j++;
  else if (w(j) === 'that' || w(j) === 'which') {
    j++;
    if (['has', 'have', 'uses', 'use', 'includes', 'include', 'requires', 'require'].includes(w(j))) j++;
    else if (w(j) === 'costs' || w(j) === 'cost') {
      j++;
      costs = true;
    } else return null;
  } else if (w(j) === 'costing') {
    j++;
    costs = true;
  } else return null;
  if (['the', 'a'].includes(w(j))) j++;
  if (!MARK.test(chunks[j]?.text ?? '')) return null;
  const brace = chunks[j]!.text.startsWith('{');
  j++;
  const symbol = SYMBOL.test(chunks[j]?.text ?? '');
  if (symbol) j++;
  const tail = costTail(chunks, j);
  // ("… with the tap" says no symbol: only {T}, "the tap symbol", a cost said, or "costs tap" name one.)
  if (!brace && !symbol && tail === j && !costs) return null;
  return tail;
}

function merged(text: string, chunks: readonly Chunk[], from: number, to: number, plural: boolean): Chunk {
  const a = chunks[from]!;
  const b = chunks[to - 1]!;
  const sense: Sense = { kind: 'object-noun', noun: 'ability', plural, tap: true };
  return { i: -1, from: a.from, to: b.to, start: a.start, end: b.end, text: text.slice(a.start, b.end), senses: [sense] };
}

/** The chunks with each ability named by its {T} read as one chunk (the noun "ability" marked `tap`). */
export function readTapAbilities(text: string, chunks: readonly Chunk[]): Chunk[] {
  if (!chunks.some(isAbility)) return [...chunks];
  const out: Chunk[] = [];
  for (let k = 0; k < chunks.length; k++) {
    const c = chunks[k]!;
    const plural = /ies$/i.test(c.text);
    // "its tap ability", "Prodigal Sorcerer's {T} ability": the mark right before the noun, after what opens a noun phrase.
    const pre = isAbility(chunks[k + 1]) && MARK.test(c.text) && low(c) !== 'tapping' && opensNoun(chunks[k - 1]);
    if (pre) {
      const next = k + 1;
      const end = postModifier(chunks, next) ?? next + 1;
      out.push(merged(text, chunks, k, end, /ies$/i.test(chunks[next]!.text)));
      k = end - 1;
      continue;
    }
    const end = isAbility(c) ? postModifier(chunks, k) : null;
    if (end !== null) {
      out.push(merged(text, chunks, k, end, plural));
      k = end - 1;
      continue;
    }
    out.push(c);
  }
  return out;
}

/** Whether a chunk's senses name an ability by the {T} in its cost. */
export function tapAbilityAt(senses: readonly Sense[]): boolean {
  return senses.some((s) => s.kind === 'object-noun' && s.tap === true);
}
