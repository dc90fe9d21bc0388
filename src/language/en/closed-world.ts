/**
 * "No other effects apply.", "Assume no other effects.", "There are no other relevant abilities or effects.",
 * "Nothing else applies.": a judge's sentence saying the question's objects are all there is. The bot already reads
 * nothing but what the question tells (every object, ability and effect it answers from is one the question named),
 * so the sentence adds nothing to the board: it is a frame of the telling, never read as a fact. Only that exact
 * shape is passed over; a sentence naming a card, a size, a player or any other verb stays to be read (or refused).
 */
import type { Chunk } from '../chunk.ts';
import type { Sense } from '../senses.ts';
import { lookupTable } from '../../core/table.ts';

/** The nouns such a sentence says are absent: effects, abilities, triggers, rules (what could change the answer). */
const ABSENT_NOUNS = lookupTable<true>({ effect: true, keyword: true, ability: true, trigger: true, modifier: true });

/** Plain words that may describe them ("no other relevant effects", "no additional abilities"). */
const DESCRIBING = lookupTable<true>({ relevant: true, additional: true, further: true, outside: true, external: true, extra: true, special: true });

/** The verbs that may close it: "apply", "matter", "are relevant" (the "be" read as an auxiliary or a verb). */
const CLOSING_VERBS = lookupTable<true>({ apply: true, matter: true, be: true, exist: true });

const first = (c: Chunk): Sense => c.senses[0]!;

/** A noun such a sentence can say is absent: "effects", "abilities", "triggers", "modifiers". */
function absentNoun(c: Chunk | undefined): boolean {
  if (!c) return false;
  return c.senses.some((x) => (x.kind === 'thing-noun' || x.kind === 'object-noun') && ABSENT_NOUNS[x.noun] === true) || ABSENT_NOUNS[c.text.toLowerCase().replace(/s$/, '')] === true;
}

/** Whether the words from k on are only the closing verb ("apply", "matter", "are relevant") and the full stop. */
function closing(words: readonly Chunk[], k: number): boolean {
  let j = k;
  const x = words[j] ? first(words[j]!) : null;
  if (x && ((x.kind === 'verb' && CLOSING_VERBS[x.verb] === true) || (x.kind === 'aux' && CLOSING_VERBS[x.aux] === true))) j++;
  if (j > k && words[j] && DESCRIBING[words[j]!.text.toLowerCase()] === true) j++;
  // ("No other effects apply here.")
  if (j > k && words[j] && /^here$/i.test(words[j]!.text)) j++;
  return words.slice(j).every((c) => first(c).kind === 'punct');
}

/**
 * Whether the sentence (a statement) says only that nothing else is in play: an optional "assume"/"assuming" and
 * "there are", then "no [other] [relevant] effects [or abilities]" or "nothing else", then an optional "apply"/"matter".
 */
export function closedWorld(words: readonly Chunk[]): boolean {
  let k = 0;
  const at = (j: number): Sense | null => (words[j] ? first(words[j]!) : null);
  if (at(k)?.kind === 'sub' && /^assum/i.test(words[k]!.text)) k++;
  if (at(k)?.kind === 'filler' && /^there$/i.test(words[k]!.text) && ['aux', 'verb'].includes(at(k + 1)?.kind ?? '')) k += 2;
  const x = at(k);
  // "Nothing else applies": the pronoun of none, said with "else" (never a bare "nothing", which may answer a question).
  if (x?.kind === 'pronoun' && x.word === 'none' && /\belse$/i.test(words[k]!.text)) return closing(words, k + 1);
  if (x?.kind !== 'det' || x.det !== 'no') return false;
  k++;
  let nouns = 0;
  let other = false;
  for (;;) {
    while (at(k)?.kind === 'adj' || (words[k] && DESCRIBING[words[k]!.text.toLowerCase()] === true)) {
      if (/^other$/i.test(words[k]!.text)) other = true;
      k++;
    }
    if (!absentNoun(words[k])) return false;
    nouns++;
    k++;
    const c = at(k);
    if (c?.kind === 'conj' && (c.conj === 'or' || c.conj === 'and')) k++;
    else break;
  }
  // ("No other effects", "no effects apply": the word "other" or the verb makes it a statement of the whole game,
  // never the words of a creature's description left alone.)
  return nouns > 0 && (other || at(k)?.kind === 'verb') && closing(words, k);
}
