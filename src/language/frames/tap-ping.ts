/**
 * "My opponent tapped Prodigal Pyromancer to ping me", "I tap Cunning Sparkmage to deal 1 damage to his Elves": the
 * infinitive after a tap told as a cost says what the tapped permanent's {T} ability does — 1 damage to the one thing it
 * names. That is the activation of that ability with that target (602.2b, 601.2c), the creature tapped as its cost
 * (107.5, 602.1a, 701.26a). Which ability it is stays the card's: the questions layer takes the one whose cost fits and checks
 * that it deals exactly 1 damage to one target (questions/story-casts.ts `ping`), else refuses naming the words.
 * Anything else said with it (another amount, several targets, a repeat) is not read here.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Ask } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { phraseChunks } from '../clause.ts';
import { amountOf, isPlayerish } from './util.ts';

/** The player a damage recipient names ("me", "his face"), or null when it names no player. */
export function playerRecipient(story: Story, np: NounPhrase): string | null {
  return isPlayerish(np) || (np.kind === 'property' && np.noun === 'face') ? playerOf(story, np) : null;
}

/** The one thing the damage goes to: a player (or "his face"), or one object. */
function recipient(story: Story, np: NounPhrase | null): string | null {
  if (!np) return null;
  const p = playerRecipient(story, np);
  if (p) return p;
  if (np.kind !== 'object' && np.kind !== 'pronoun') return null;
  const ids = objectsOf(story, np, { create: true });
  return ids?.length === 1 ? ids[0]! : null;
}

/** Whether chunk k says a repeat ("twice", "three times"). */
export function repeatWordAt(story: Story, k: number): boolean {
  return story.sensesAt(k).some((x) => x.kind === 'time' && x.time === 'twice');
}

/** Whether a chunk of the clause says a repeat: one tap pays for one activation. */
function repeated(story: Story, c: Clause): boolean {
  return c.chunks.some((k) => repeatWordAt(story, k));
}

/** Whether the verb is said as "ping" ("ping", "pinged", "pings"). */
function saysPing(story: Story, v: NonNullable<Clause['verb']>): boolean {
  return v.chunks.some((k) => /^ping/i.test(story.chunkText(k)));
}

/**
 * The target of "… to ping X" or "… to deal 1 damage to X" (what the clause's words name), and the noun phrases read for
 * it; null when the clause is not one of those two shapes.
 */
export function pingAimed(story: Story, c: Clause): { target: string; read: NounPhrase[] } | null {
  const v = c.verb;
  if (!v || v.verb !== 'deal' || v.passive || v.negated || v.modal !== null || c.object2 || c.keywords.length > 0 || repeated(story, c)) return null;
  if (saysPing(story, v)) {
    if (c.roles.length > 0) return null;
    const t = recipient(story, c.object);
    return t ? { target: t, read: [c.object!] } : null;
  }
  // ("… to deal 1 damage to me": one damage, to the one thing the "to" names.)
  const to = c.roles.length === 1 && c.roles[0]!.prep === 'to' ? c.roles[0]!.np : null;
  if (!to || amountOf(c.object, 'damage') !== 1 || phraseChunks(c.object!).length === 0) return null;
  const t = recipient(story, to);
  return t ? { target: t, read: [c.object!, to] } : null;
}

/**
 * "Can I sac the Fanatic in response to ping something?", "can I tap the Pyromancer to ping his Elves?": the purpose of an
 * activation asked about says the ability's 1 damage and, unless it is "something" / "anything", its one target. The
 * ask carries the words: the questions layer checks the ability is exactly that (questions/probes.ts), else names them.
 */
export function pingAsked(story: Story, c: Clause, ask: Extract<Ask, { kind: 'can-activate' }>): boolean {
  if (ask.targets.length > 0 || ask.ping !== undefined) return false;
  const v = c.verb;
  const anyTarget = c.object?.kind === 'pronoun' && c.object.word === 'anything' && c.roles.length === 0 && !c.object2 && v?.verb === 'deal' && !v.passive && !v.negated && saysPing(story, v) && !repeated(story, c);
  const aimed = anyTarget ? null : pingAimed(story, c);
  if (!anyTarget && !aimed) return false;
  story.useChunks(c.chunks);
  story.use(c.object);
  if (aimed) {
    for (const np of aimed.read) story.use(np);
    ask.targets.push(aimed.target);
  }
  ask.ping = c.text.trim();
  return true;
}
