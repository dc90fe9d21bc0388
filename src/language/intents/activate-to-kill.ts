/**
 * "Can I kill their Sheoldred with Chandra's -3?", 「《反逆の先導者、チャンドラ》の-3で相手の《黙示録、シェオルドレッド》を
 * 倒せる？」「ウギンの+2でリリアナって落とせる？」: a planeswalker's loyalty ability (606.4, named by its cost) said as what
 * kills a creature or planeswalker. Asked as "can I activate it at that one, and does that one die?" — the activation
 * probed with that target (602.2b applies 601.2c; 606.3: once a turn, loyalty paid as its cost) and, when it can be made,
 * made and the death read from the run (questions/if-it-does.ts: one yes or no for both, as a spell cast to kill is,
 * dies.ts castToKill). Never told as done: an activation that can't be made (too little loyalty, 606.6; a target it
 * can't have, 115.1) answers no, never a death that didn't happen.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import type { LoyaltyTold } from '../senses.ts';
import { ask, aboutObjects, role, useRole } from './common.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { loyaltyAt, loyaltyHolder } from '../frames/activate.ts';
import { loyaltyOf } from '../loyalty.ts';
import { phraseChunks } from '../clause.ts';
import { resultAsk } from '../frames/purpose.ts';

/**
 * "with Chandra's -3" as English phrases it: the planeswalker card is the phrase, its possessive and the loyalty symbol
 * the two chunks after it (left out of the phrase by the grammar). Those chunks and the cost; null when not so.
 */
function symbolAfter(story: Story, np: NounPhrase): { chunks: number[]; loyalty: LoyaltyTold } | null {
  if (np.kind !== 'object' || !np.card || !/\bPlaneswalker\b/.test(np.card.typeLine) || np.chunks.length === 0) return null;
  const last = Math.max(...np.chunks);
  const v = loyaltyOf(story.sensesAt(last + 2));
  if (v === undefined || !story.sensesAt(last + 1).some((s) => s.kind === 'poss') || story.used.has(last + 2)) return null;
  return { chunks: [last + 1, last + 2], loyalty: v };
}

/** The phrase names a loyalty ability by its cost: 「《X》の-3」, "Chandra's -3", 「-3」 bare. */
export function namesLoyaltyAbility(story: Story, np: NounPhrase | null): boolean {
  if (np === null) return false;
  if (symbolAfter(story, np)) return true;
  const named = (np.kind === 'property' && np.noun === 'keyword') || (np.kind === 'object' && np.head === 'ability' && np.card === null);
  return named && phraseChunks(np).some((k) => loyaltyOf(story.sensesAt(k)) !== undefined);
}

/** The planeswalker whose ability the phrase names (its owner said, or the one the story has); null when none is settled. */
function walkerOf(story: Story, np: NounPhrase, player: Side): string | null {
  const held = symbolAfter(story, np) ? undefined : loyaltyHolder(story, np);
  if (held !== undefined) return held;
  const of = np.kind === 'property' ? np.of : np.kind === 'object' && np.card ? np : null;
  if (!of || of.kind !== 'object') return null;
  const id = oneObjectOf(story, of, { create: true, controller: player });
  if (!id || !story.get(id)!.types.includes('Planeswalker')) return null;
  story.use(np);
  return id;
}

/**
 * Reads "can I kill X with its loyalty ability": the can-activate probe at the victim, with its result asked.
 * True when read (a problem named, or asked); false when the clause is not one of these.
 */
export function activateToKill(story: Story, c: Clause, tool: NounPhrase, victimNp: NounPhrase): boolean {
  const player: Side = c.subject?.kind === 'player' ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const victims = aboutObjects(story, victimNp);
  if (!victims || victims.length !== 1) return false;
  const source = walkerOf(story, tool, player);
  if (!source || source === victims[0]) return false;
  const o = story.get(source)!;
  o.controller ??= player;
  if (o.controller !== player) return false;
  const after = symbolAfter(story, tool);
  const loyalty = after ? after.loyalty : loyaltyAt(story, tool);
  story.useChunks([...phraseChunks(tool), ...(after ? after.chunks : [])]);
  if (role(c, 'with') === tool) useRole(story, c, 'with');
  ask(story, { kind: 'can-activate', source, player, ability: null, targets: [victims[0]!], at: null, respond: false, loyalty, purpose: true }, c);
  story.asks.push(resultAsk(story, victims[0]!, c.verb?.verb === 'destroy' ? 'destroyed' : 'dies'));
  return true;
}
