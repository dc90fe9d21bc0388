/**
 * A new object entering the battlefield at a point of the story (the `enter` event): a token created ("I create a 1/1
 * Spirit token", "an effect makes two 1/1 Soldier tokens", 「1/1の兵士トークンを生成した」「1/1のトークンを出した」; 111.1),
 * or an object told as entering that the story hadn't put there ("a 2/2 Zombie token enters the battlefield under my
 * control", 「2/2のゾンビ・トークンが戦場に出た」). A token has only the characteristics the words give it (111.4): a
 * creature token with no size told is refused naming its words, never given one. What its entering triggers triggers
 * (603.2, 603.6a) — the questions layer creates it there (story-events.ts).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import type { Side } from '../ir-basics.ts';
import { isPlayerish, push, role, useRole } from './util.ts';

/** "a 1/1 Spirit token", 「2/2のゾンビ・トークン」, 「1/1のトークン」: a phrase that names tokens. */
export function namesToken(np: NounPhrase | null): boolean {
  if (np?.kind !== 'object' || np.card !== null) return false;
  return np.head === 'token' || np.adjectives.includes('token') || (np.head === 'subtype' && /トークン|token/i.test(np.text));
}

/** Said as done with nothing that makes it something else: not negated, not "can", not a question's own verb. */
function told(c: Clause): boolean {
  const v = c.verb!;
  return !v.negated && v.modal === null && !v.causative && c.wh === null && !c.yesNo && c.complement === null && c.object2 === null;
}

/** Who the new objects' controller is said to be: "under my control" (a role), else the player said to make them. */
function controllerSaid(story: Story, c: Clause, maker: Side | null): Side | null | undefined {
  const under = role(c, 'under');
  if (under) {
    if (!isPlayerish(under) && !(under.kind === 'property' && under.of !== null && isPlayerish(under.of))) return undefined;
    const side = playerOf(story, under.kind === 'property' ? under.of! : under);
    if (side === null) return undefined;
    useRole(story, c, 'under');
    return side;
  }
  // 「相手の場に《X》が出た」 "onto my opponent's battlefield": a player's side of the battlefield is under that
  // player's control (a permanent is there under its controller's, 110.2).
  const onto = role(c, 'to', 'onto', 'into', 'on');
  if (onto?.kind === 'property' && onto.noun === 'battlefield' && onto.of !== null && isPlayerish(onto.of)) {
    const side = playerOf(story, onto.of);
    if (side === null) return undefined;
    useRole(story, c, 'to', 'onto', 'into', 'on');
    return side;
  }
  return maker;
}

/**
 * The objects a phrase names, when all of them are new (first told here); null (nothing recorded) when any was told
 * before — that one is already there, and "enters" of it is something else.
 */
function newObjects(story: Story, np: NounPhrase, exclude: boolean): string[] | null {
  const before = new Set(story.objects.map((o) => o.id));
  const ids = objectsOf(story, np, { create: true, plural: true, ...(exclude ? { exclude: [...before] } : {}) });
  if (!ids || ids.length === 0 || ids.some((id) => before.has(id))) return null;
  return ids;
}

/** The event, once the new objects are found: sized, controlled, marked as tokens when made so. */
function enter(story: Story, c: Clause, np: NounPhrase, ids: string[], token: boolean, controller: Side | null): boolean {
  for (const id of ids) {
    const o = story.get(id)!;
    if (token) o.token = true;
    // 111.4: a token's characteristics are what made it says; a creature told with no size has none to give it (never invented).
    if (o.card === null && o.types.includes('Creature') && (o.power === null || o.toughness === null)) {
      story.problem('unsupported', np.text, 'entering-size');
      return true;
    }
    // A noncreature token (a Treasure, a Clue) has abilities of its kind the words don't give (111.10): not read.
    if (o.card === null && !o.types.includes('Creature')) {
      story.problem('unsupported', np.text, 'entering-kind');
      return true;
    }
    if (controller !== null) o.controller ??= controller;
  }
  story.use(np);
  push(story, { kind: 'enter', ids, token: ids.every((id) => story.get(id)!.token) }, c);
  return true;
}

/**
 * "I create a 1/1 Spirit token", "I make two 1/1 Soldier tokens", "an effect creates …", 「1/1の兵士トークンを生成した」,
 * 「トークンが生成された」, and a token said to be put out (出す, `placing`): a token can't be cast (only a card or a copy
 * is, 601.2), so 「1/1のトークンを出した」 is its creation. False when the clause isn't read so (nothing recorded).
 */
export function createToken(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (!told(c)) return false;
  const np = v.passive ? c.subject : c.object;
  // (What a player creates is a token, 111.1, named so or not: 「1/1の兵士を生成した」.)
  if (np?.kind !== 'object' || np.card !== null || (!namesToken(np) && !(v.verb === 'create' && np.head !== null))) return false;
  // Who makes it: a player, or an effect said with no card; a card as the maker is its ability, which the story would have to run.
  const maker = v.passive ? null : c.subject;
  if (maker && !isPlayerish(maker) && !(maker.kind === 'property' && maker.noun === 'effect' && maker.of === null)) return false;
  const side = maker && isPlayerish(maker) ? playerOf(story, maker) : null;
  const controller = controllerSaid(story, c, side);
  if (controller === undefined) return false;
  const ids = newObjects(story, np, true);
  if (!ids) return false;
  story.use(maker);
  return enter(story, c, np, ids, true, controller);
}

/**
 * "A 2/2 Zombie token enters the battlefield under my control", "a 3/3 comes into play", 「2/2のゾンビ・トークンが戦場に
 * 出た」: an object first told here, said to enter, enters now. False when the subject was told before (already
 * there: "entered this turn" is read as a fact, facts.ts) or the clause isn't read so.
 */
export function enteredNew(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (!told(c) || v.passive || (c.object !== null && !battlefieldWord(c.object))) return false;
  const np = c.subject;
  if (np?.kind !== 'object') return false;
  if (c.chunks.some((k) => story.timeAt(k) === 'this-turn') || c.times.includes('this-turn')) return false;
  const controller = controllerSaid(story, c, null);
  if (controller === undefined) return false;
  const ids = newObjects(story, np, false);
  if (!ids) return false;
  if (c.object) story.use(c.object);
  useRole(story, c, 'onto', 'into', 'on');
  return enter(story, c, np, ids, namesToken(np), controller);
}

/** "the battlefield", "play" as what is entered. */
function battlefieldWord(np: NounPhrase): boolean {
  return np.kind === 'property' && np.noun === 'battlefield' && np.of === null;
}
