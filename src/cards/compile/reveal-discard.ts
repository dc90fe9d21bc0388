/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that
 * card." (Duress, Thoughtseize, Inquisition of Kozilek): three sentences of one instruction, read only
 * together — the hand is revealed (701.20a), the spell's controller chooses a card of that quality from
 * it, and its owner discards that card (701.9a; 701.9b: an effect may let another player choose).
 */
import type { ObjectFilter, SpellEffect, TargetSpec } from '../../engine/types.ts';
import { parseGroup, parseTarget, targetWord } from './words.ts';

const REVEAL = /^Target (?:player|opponent) reveals their hand\.$/;
const CHOOSE = /^You choose an? .+ card(?: with .+)? from it(?: with .+)?\.$/;
const DISCARD = /^That player discards that card\.$/;

/** The sentences of a line with each reveal-choose-discard run of three joined into one (read by revealDiscard). */
export function joinRevealDiscard(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const [a, b, c] = [sentences[i]!, sentences[i + 1], sentences[i + 2]];
    if (REVEAL.test(a) && b !== undefined && c !== undefined && CHOOSE.test(b) && DISCARD.test(c)) {
      out.push(`${a} ${b} ${c}`);
      i += 2;
    } else out.push(a);
  }
  return out;
}

/** "… a nonland card with mana value 3 or less from it" or "… a nonland card from it with mana value 3 or less": the same quality. */
const WHOLE = /^target (player|opponent) reveals their hand\. You choose an? (.+?) card( with .+)? from it( with .+)?\. That player discards that card$/;

/**
 * The quality of the card chosen: card types ("creature", "instant or sorcery", "artifact or
 * creature") or "non-" words ("nonland", "noncreature, nonland"), with a mana value after "card".
 * Null for anything else (a color, a name, a subtype): not read.
 */
function quality(q: string, after: string): ObjectFilter | null {
  const nonWords = /^non[a-z]+(?:,? non[a-z]+)*$/.test(q);
  const g = nonWords ? parseGroup(`${q.replace(/,/g, '')} permanent${after}`) : parseGroup(`${q}${after}`);
  if (!g || g.plural || g.filter.controller !== undefined || g.filter.other === true || g.filter.token !== undefined || g.filter.zone !== undefined) return null;
  if (nonWords && g.filter.types !== undefined) return null;
  return { ...g.filter, zone: 'hand' };
}

/** The instruction and its target for the joined sentence (normalised), or null. Target words already used are in `words`. */
export function revealDiscard(s: string, words: Set<string>): { effect: SpellEffect; target: TargetSpec } | null {
  const m = WHOLE.exec(s);
  if (!m) return null;
  if (m[3] !== undefined && m[4] !== undefined) return null;
  const filter = quality(m[2]!, m[3] ?? m[4] ?? '');
  if (!filter) return null;
  const phrase = `target ${m[1]!}`;
  const word = targetWord(phrase, words);
  const target = parseTarget(phrase, word);
  if (!target) return null;
  words.add(word);
  return { effect: { kind: 'discard', amount: 1, target: word, chosenBy: 'controller', filter }, target };
}
