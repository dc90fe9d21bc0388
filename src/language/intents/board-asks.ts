/** Asks about the board: where an object or a player is, what is on it, counters on an object, and the same ask of another object. */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, isPlayerish } from './common.ts';
import { playerOf } from '../refs.ts';
import { storyWords } from '../locales/index.ts';
import { pluralAntecedent } from '../story-pronouns.ts';

/**
 * "What counters are on it now?", "which counters are on my 2/2?": the counters the object ends with, read through its
 * P/T as "What happens to the counters?" is (704.5q). ("How many counters" asks a number, which the P/T doesn't say: not read.)
 */
export function countersOnAsk(story: Story, c: Clause): boolean {
  const a = c.asked;
  if ((c.wh !== 'what' && c.wh !== 'which') || a?.kind !== 'property' || a.noun !== 'counter' || a.of !== null || a.adjectives.length > 0) return false;
  if (c.verb?.verb !== 'be' || c.verb.negated || c.verb.modal !== null || c.subject || c.object || c.complement || c.keywords.length > 0 || c.adjectives.length > 0 || c.roles.length !== 1) return false;
  const on = c.roles[0]!;
  if (on.prep !== 'on' || !on.np || (on.np.kind !== 'object' && on.np.kind !== 'pronoun')) return false;
  const ids = aboutObjects(story, on.np);
  if (!ids || ids.length === 0) return false;
  story.use(a);
  story.useChunks(on.chunks);
  for (const id of ids) ask(story, { kind: 'pt', id }, c);
  return true;
}

/**
 * "What's on the battlefield afterwards?", "what is in the graveyard now?": what a zone holds when the
 * story ends — the whole outcome, which names every object's zone (400.1).
 */
export function boardAsk(story: Story, c: Clause): boolean {
  // "Which creatures are still on the battlefield?", "what permanents are in the graveyard?": a plain kind asked, the same list.
  const a = c.asked;
  const kinds = a?.kind === 'object' && (c.wh === 'which' || c.wh === 'what') && a.plural && a.det === null && a.owner === null && a.controlledBy === null && a.card === null && a.power === null && a.count === null && a.keywords.length === 0 && a.lacks.length === 0 && a.colors.length === 0 && a.subtypes.length === 0 && a.adjectives.length === 0 && a.counters.length === 0 && (a.head === 'creature' || a.head === 'permanent' || (a.head === 'type' && a.types.length === 1));
  // "What do I have on the battlefield afterwards?": what one player has there is part of the same list.
  const had = c.wh === 'what' && c.verb?.verb === 'have' && c.subject !== null && isPlayerish(c.subject) && a === null;
  if ((c.wh !== 'what' && !kinds) || (c.verb?.verb !== 'be' && !had) || !c.verb || c.verb.negated || (c.verb.modal !== null && !(had && c.verb.modal === 'do')) || c.verb.passive || (c.subject && !had) || c.object || c.complement || c.keywords.length > 0 || c.adjectives.some((x) => x !== 'still')) return false;
  if (c.roles.length !== 1) return false;
  const r = c.roles[0]!;
  if ((r.prep !== 'on' && r.prep !== 'in') || r.np?.kind !== 'property' || r.np.of !== null || !['battlefield', 'graveyard', 'exile'].includes(r.np.noun)) return false;
  if (had && r.np.noun !== 'battlefield') return false;
  // ("… after combat" when the story goes on after combat: the list at the end is not the one asked.)
  const lastCombat = story.events.findLastIndex((e) => e.kind === 'attack' || e.kind === 'block');
  if (c.times.includes('after-combat') && (lastCombat < 0 || lastCombat < story.events.length - 1)) return false;
  if (kinds) story.use(a);
  if (had) story.use(c.subject);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'still')));
  story.useChunks(r.chunks);
  return ask(story, { kind: 'outcome' }, c);
}

/**
 * "Where is it now?", "I bounce their Grizzly Bears with Unsummon. Where are they?", "where's my 2/2?": the
 * zone the object is in when the story ends (400.1) — only a permanent or card is in a zone. "They" said
 * where a card whose name is a plural (or creatures named together) can be meant: those objects, unless the
 * story also said "they" of the opponent or told their life total — then either could be meant and is
 * asked back (a player's "where" is their life total, below).
 */
export function whereIsObject(story: Story, c: Clause): boolean {
  // 「熊はどこ？」「熊はどこにありますか」「天使はどこにいる？」: Japanese says where a thing is with ある or いる, or with no verb.
  const v = c.verb;
  const is = v === null ? story.lang === 'ja' : v.verb === 'be' || (story.lang === 'ja' && v.verb === 'have' && !v.passive && v.modal === null);
  if (c.wh !== 'where' || !is || v?.negated === true || !c.subject) return false;
  if (c.object || c.complement || c.roles.some((r) => r.np !== null)) return false;
  const s = c.subject;
  const they = (s.kind === 'pronoun' && (s.word === 'they' || s.word === 'them')) || (s.kind === 'player' && s.player.who === 'they' && /^(?:they|them)$/i.test(s.text.trim()));
  let ids: string[] | null = null;
  if (they) {
    const objects = pluralAntecedent(story);
    if (objects.length === 0) return false;
    const player = story.theyPlayerAt.some((at) => at < s.start) || story.life.B !== undefined;
    if (player) {
      const words = storyWords(story.lang).groupList([...new Set(objects.map((id) => story.get(id)?.words ?? id))]);
      story.problem('ambiguous', s.text, 'which-one', [words, storyWords(story.lang).opponent]);
      return true;
    }
    story.use(s);
    ids = objects;
  } else if (s.kind === 'object' || (s.kind === 'pronoun' && (s.word === 'it' || s.word === 'that' || s.word === 'this'))) {
    ids = aboutObjects(story, s);
  }
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'zone', id }, c);
  return true;
}

/**
 * "Where are they now?", "where am I at after combat?": a player is in no zone (only objects are,
 * 400.1), so "where" said of a player asks where their life total stands (119.1) — and their poison
 * counters too when the story told some, since then "where" could mean either (both are answered).
 */
export function whereIsPlayer(story: Story, c: Clause): boolean {
  if (c.wh !== 'where' || c.verb?.verb !== 'be' || c.verb.negated || !c.subject || !isPlayerish(c.subject)) return false;
  if (c.object || c.complement || c.roles.some((r) => r.np !== null)) return false;
  const side = playerOf(story, c.subject);
  if (!side) return false;
  story.use(c.subject);
  ask(story, { kind: 'life', side }, c);
  if (story.poison[side] !== undefined) ask(story, { kind: 'poison', side }, c);
  return true;
}

/**
 * 「2/2は死ぬ?あと3/3は?」, "Does my 2/2 die? And my 1/1?", "Can my Ornithopter block it? What about my
 * Zombie?": a bare object asked right after a question about another object asks the same of it (its
 * fate, its P/T, its keywords, whether it can block…).
 * Only of what the story already has, except for a question of what may be done: a probe is tried of
 * that one object, and another of the asker's creatures being there changes no answer. Of a fate or a
 * size, a creature the story didn't have ("And my 1/1?" after a block told of the 2/2) means "what if
 * it were in its place" — another board, which one story can't answer: refused.
 */
export function sameAskOf(story: Story, c: Clause): boolean {
  const last = story.asks[story.asks.length - 1];
  if (!last || !c.subject || (c.subject.kind !== 'object' && c.subject.kind !== 'pronoun') || c.wh || c.object || c.complement || c.roles.length > 0 || c.keywords.length > 0) return false;
  // 「…死んだら、どっちの墓地に行く？《支配魔法》のほうは？」: after a question of what happens, "and X?" asks what
  // happens to X — where it ends up (only of an object the story has).
  if (last.kind === 'outcome') {
    const before = story.objects.length;
    const ids = aboutObjects(story, c.subject);
    if (!ids || story.objects.length > before) return false;
    for (const id of ids) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  const probe = last.kind === 'can-attack' || last.kind === 'can-block';
  if (!probe && !('id' in last)) return false;
  const before = story.objects.length;
  const ids = aboutObjects(story, c.subject);
  if (!ids) return false;
  if (story.objects.length > before && !probe) return false;
  if (last.kind === 'can-block') {
    // The one asked of takes the place of the one of its side: a blocker of the blockers' player, else an attacker.
    const side = (xs: readonly string[]): string | null | undefined => (xs.length > 0 ? story.get(xs[0]!)?.controller : undefined);
    const mine = ids.map((id) => story.get(id)?.controller ?? null);
    if (mine.some((x) => x === null)) return false;
    if (mine.every((x) => x === side(last.blockers))) return ask(story, { ...last, blockers: ids }, c);
    if (ids.length === 1 && last.attackers.length === 1 && mine[0] === side(last.attackers)) return ask(story, { ...last, attackers: ids }, c);
    return false;
  }
  for (const id of ids) ask(story, { ...last, id }, c);
  return true;
}
