/**
 * The creature type told as chosen for a card of the question (typechoice.ts: "Vanquisher's Banner naming Elf",
 * "Herald's Horn (choosing Goblins)", 「《先駆者の旗印》でエルフを選んだ」), put on the object that card is: the card said
 * right after the words (「エルフを選んだ《勝者の戦旗》」), else the one nearest before them in their
 * sentence, else the nearest after. The words between (「で」, "with", a bracket)
 * join the two. Words that find no one card — no card said, or two objects of that card — are left unread, so the
 * reply names them (never a type given to a card the asker may not have meant). Whether the card offers the choice
 * (614.12a, 608.2d) is the questions layer's to check.
 */
import type { Chunk } from './chunk.ts';
import type { Sentence } from './clause.ts';
import type { Sense } from './senses.ts';
import type { Story } from './story.ts';

type CardSense = Extract<Sense, { kind: 'card' }>;

const cardAt = (chunks: readonly Chunk[], k: number): CardSense | undefined => chunks[k]?.senses.find((x): x is CardSense => x.kind === 'card');

/** Words that only join a card and its choice: a preposition, 「で」, a bracket or comma. */
const joins = (chunks: readonly Chunk[], k: number): boolean => ['prep', 'punct'].includes(chunks[k]?.senses[0]?.kind ?? '') || /^[(),、（）で]$/u.test(chunks[k]?.text ?? '');

/** The card chunk the choice at `k` belongs to among the sentence's chunks `ks`, with the joining chunks between, or null. */
function cardFor(ks: readonly number[], k: number, chunks: readonly Chunk[]): { card: CardSense; between: number[] } | null {
  const at = ks.indexOf(k);
  // (「エルフを選んだ《勝者の戦旗》」: the words said right before the card, as a clause describing it.)
  const next = ks[at + 1] === undefined ? undefined : cardAt(chunks, ks[at + 1]!);
  if (next) return { card: next, between: [] };
  for (const step of [-1, 1]) {
    const between: number[] = [];
    for (let j = at + step; j >= 0 && j < ks.length; j += step) {
      const card = cardAt(chunks, ks[j]!);
      if (card) return { card, between };
      if (!joins(chunks, ks[j]!)) break;
      between.push(ks[j]!);
    }
  }
  return null;
}

/** Every type choice told, put on its card's object (IrObject.chosenType); the words of one that finds none stay unread. */
export function typesChosen(story: Story, sentences: readonly Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    const ks = [...new Set(s.clauses.flatMap((c) => c.chunks))].sort((a, b) => a - b);
    for (const k of ks) {
      const sense = chunks[k]?.senses.find((x): x is Extract<Sense, { kind: 'type-choice' }> => x.kind === 'type-choice');
      if (!sense || story.used.has(k)) continue;
      const found = cardFor(ks, k, chunks);
      const objects = found ? story.objects.filter((o) => o.card === found.card.name) : [];
      const o = objects.length === 1 ? objects[0]! : null;
      if (!o || (o.chosenType !== undefined && o.chosenType !== sense.type)) continue;
      o.chosenType = sense.type;
      story.useChunks([k, ...found!.between.filter((j) => !story.used.has(j))]);
    }
  }
}
