/**
 * Issue 14 (session 43): an activated ability's own cost change, "This ability costs {1} less to
 * activate for each legendary creature you control" (Otawara, Mirror of Galadriel, Voldaren Estate):
 * a generic-mana reduction of its activation cost (602.2b -> 601.2f, 118.7a), counted as the cost is
 * determined. The count is read by the same words as a spell's "This spell costs {1} less to cast for
 * each …" (casting.ts perCount); anything else ("… during your turn", "… for each color of the
 * creature it targets") is not read.
 */
import type { CostChange } from '../../engine/types.ts';
import { perCount } from './casting.ts';
import { splitSentences } from './text.ts';

type Json = Record<string, unknown>;

/** "this ability costs {N} less to activate for each <group>" (normalised, no final period), or null. */
export function activationCostChange(sentence: string, verbatim: string): CostChange | null {
  const m = /^this ability costs \{(\d+)\} less to activate for each (.+)$/i.exec(sentence.replace(/\.$/, ''));
  if (!m) return null;
  const per = perCount(m[2]!);
  return per ? { text: verbatim, generic: -Number(m[1]), per } : null;
}

/**
 * The effect text without its trailing "This ability costs … less to activate for each …" sentences,
 * which go to the ability's `costChanges`; null when such a sentence isn't read.
 */
export function stripActivationCostChanges(text: string, ability: Json): string | null {
  const sentences = splitSentences(text);
  const changes: CostChange[] = [];
  while (sentences.length > 0 && /^this ability costs /i.test(sentences[sentences.length - 1]!)) {
    const s = sentences.pop()!;
    const ch = activationCostChange(s, s.replace(/^t/, 'T'));
    if (!ch) return null;
    changes.unshift(ch);
  }
  if (changes.length > 0) ability.costChanges = changes;
  return sentences.join(' ');
}
