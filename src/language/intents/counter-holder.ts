/**
 * "I attack with Vampire Nighthawk … I control Ajani's Pridemate. How many +1/+1 counters does it get?": counters put
 * on "it" are put by an effect — an ability of a permanent, a spell — which the words may not show (122.1, 603.2). With
 * two or more creatures told and no counters told put on the one "it" names, which one the asker means is not settled
 * by the topic (the latest creature, the attacker here): asked back, never answered of one of them (a "0 counters put
 * on the attacker" answer is no answer to what was asked).
 */
import type { NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';

/** True (a problem raised) when "it" in a counters-put question could be any of several creatures. */
export function counterHolderUnsettled(story: Story, holder: NounPhrase, id: string, asked: string): boolean {
  if (holder.kind !== 'pronoun') return false;
  // (Counters told on it — put, or said of it as it is described — make it the one asked of.)
  const toldOn = story.events.some((e) => e.kind === 'counters' && e.ids.length === 1 && e.ids[0] === id) || Object.values(story.get(id)?.counters ?? {}).some((n) => n > 0);
  if (toldOn) return false;
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.types.includes('Creature'));
  if (creatures.length < 2) return false;
  // (Named by the question's words: a bare "it" is found again inside other words, "with".)
  story.problem('ambiguous', asked, 'which-it', creatures.map((o) => o.words));
  return true;
}
