/**
 * "each", "all" said with no noun ("What's the P/T of each?", 「それぞれのP/Tは？」「全部死ぬ？」): a distributive
 * pronoun stands for a whole set of objects, every one of them asked of (issue 12). Which set is read from the
 * story, never guessed: when the words could mean two sets, both are asked back (issue 11).
 */
import type { NounPhrase } from './clause.ts';
import type { Story } from './story.ts';
import { storyWords } from './locales/index.ts';

/**
 * The creatures "each"/"all" stand for: every creature the story told that is (or, cast, will be) on the battlefield —
 * the only objects a size, a fate or a keyword is asked of by these words. The group named together last (「2/2が2体で
 * 3/3をブロック」) is another set they could mean when it is not all of those; then both sets are named and asked back.
 * Fewer than two creatures, or a count said that the set doesn't have (「3体とも」), is no antecedent: named, not guessed.
 */
export function eachOfTold(story: Story, np: Extract<NounPhrase, { kind: 'pronoun' }>): string[] | null {
  const creature = (id: string): boolean => story.get(id)?.zone === 'battlefield' && story.get(id)?.types.includes('Creature') === true;
  const order = (ids: string[]): string[] => [...ids].sort((a, b) => firstMention(story, a) - firstMention(story, b));
  const all = order(story.objects.map((o) => o.id).filter(creature));
  const named = order(story.lastPlural.filter(creature));
  if (all.length < 2 || (np.count !== undefined && all.length !== np.count)) {
    story.problem('unresolved', np.text, 'what-it-refers-to');
    return null;
  }
  if (named.length >= 2 && named.length !== all.length) {
    const words = (ids: string[]): string => storyWords(story.lang).groupList([...new Set(ids.map((id) => story.get(id)?.words ?? id))]);
    story.problem('ambiguous', np.text, 'which-one', [words(named), words(all)]);
    return null;
  }
  story.use(np);
  for (const id of all) story.mention(id);
  return all;
}

/** Where an object was first mentioned (objects made without a mention, after every one that was). */
function firstMention(story: Story, id: string): number {
  const at = story.mentions.indexOf(id);
  return at < 0 ? story.mentions.length + story.objects.findIndex((o) => o.id === id) : at;
}
