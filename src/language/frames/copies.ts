/**
 * A permanent spell told as entering as a copy of another object (614.1c, 707.2): "I cast Clone copying
 * their Bears", "I copy my Sheoldred with Spark Double", "Phantasmal Image copies it", 「《幻影の像》で
 * 《歩行バリスタ》をコピーした」. The copier is the card said with "with" / で or as the subject, or the
 * spell the story just cast ("I cast Clone, copying …"); it is cast here unless the story already
 * did. The original is the object copied: the cast event's `copyOf`, the choice its "enter as a copy"
 * ability makes as it enters (614.12a). Whether the card has such an ability is the questions layer's
 * to check (a card without one is refused by name, never read as copying).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { blankDescription, isPlayerish, role, useRole } from './util.ts';
import { castSpell } from './cast-spell.ts';
import { copyToldDone } from './stack-push.ts';

type CastEvent = Extract<QEvent, { kind: 'cast' }>;

/** The card said as doing the copying: "with Clone" / 「《幻影の像》で」, or "Clone copies …". */
function copierPhrase(c: Clause): NounPhrase | null {
  const withNp = role(c, 'with');
  if (withNp?.kind === 'object' && withNp.card) return withNp;
  if (c.subject?.kind === 'object' && c.subject.card) return c.subject;
  return null;
}

/** The last event, when it is a cast not yet told as copying anything ("I cast Clone copying …"). */
function castJustTold(story: Story): CastEvent | null {
  const last = story.events.at(-1);
  return last?.kind === 'cast' && last.copyOf === undefined ? last : null;
}

/** The cast of the copier card: one already told of the same card, or a new one made now. */
function copierCast(story: Story, c: Clause, np: NounPhrase, caster: Side): CastEvent | null {
  const card = np.kind === 'object' ? np.card : null;
  if (!card) return null;
  const told = [...story.events].reverse().find((e): e is CastEvent => e.kind === 'cast' && e.copyOf === undefined && story.get(e.spell)?.card === card.name);
  story.use(np);
  if (np === role(c, 'with')) useRole(story, c, 'with');
  if (told) return told;
  const spell = story.create({ ...blankDescription(), card, head: 'card' }, card.display, null);
  spell.cast = true;
  const before = story.events.length;
  castSpell(story, c, spell.id, caster, []);
  const made = story.events[before];
  return made?.kind === 'cast' ? made : null;
}

/**
 * The object copied. "It" / "her" can't be the copier itself (a spell on the stack, which its own ability can't choose,
 * 614.12a): said of it, the pronoun is the one permanent the story put on the battlefield, or asked back.
 */
function originalOf(story: Story, np: NounPhrase, spell: string): string | null {
  const id = oneObjectOf(story, np, { create: true, exclude: [spell] });
  if (id !== spell) return id;
  const there = story.objects.filter((o) => o.id !== spell && o.zone === 'battlefield');
  if (there.length === 1) return there[0]!.id;
  story.problem('not-understood', np.text, 'what-it-refers-to');
  return null;
}

/** Reads the clause as a copy told; false when it isn't one this reads (left to the other readings). */
export function copied(story: Story, c: Clause): boolean {
  const originalNp = c.object;
  if (!originalNp || (originalNp.kind !== 'object' && originalNp.kind !== 'pronoun')) return false;
  const copierNp = copierPhrase(c);
  if (!copierNp && !castJustTold(story)) return false;
  // ("Their Clone copies my Bears": the card's whose word says who cast it, 601.2a; else the asker.)
  const whose = copierNp?.kind === 'object' && copierNp.owner ? story.side(copierNp.owner) : 'A';
  const caster: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : whose;
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  const cast = copierNp ? copierCast(story, c, copierNp, caster) : castJustTold(story);
  if (!cast) return false;
  const original = originalOf(story, originalNp, cast.spell);
  if (original === null) return true;
  story.use(originalNp);
  cast.copyOf = original;
  return true;
}

/**
 * "I copied his Questing Beast with Phantasmal Image and he Bolted it": the clause named two creatures, the copy (the
 * card it was done with) and the original, each a different player's — a later "it" may mean either, and the topic
 * convention would pick the original only for being the object said. Both stay in view (story-pronouns.ts rivalForIt),
 * answered of both or asked back, as for a player's block (issue 11). `from`: the clause's first event. Only of a copy
 * told as done (on the battlefield by then, stack-push.ts): a copy still waiting on the stack is a spell, no creature.
 */
export function copyPair(story: Story, c: Clause, from: number): void {
  if (c.subject && !isPlayerish(c.subject)) return;
  const cast = story.events.slice(from).find((e): e is CastEvent => e.kind === 'cast' && e.copyOf !== undefined);
  const copy = cast ? story.get(cast.spell) : undefined;
  const original = cast?.copyOf !== undefined ? story.get(cast.copyOf) : undefined;
  if (!cast || !copyToldDone(story, cast) || !copy || !original || original.copiedOnly === true || copy.id === original.id) return;
  story.topic = [copy.id];
  story.topicObject = [original.id];
  story.topicDealtTo = [];
  story.topicObjectByPronoun = true;
  story.topicPair = true;
}
