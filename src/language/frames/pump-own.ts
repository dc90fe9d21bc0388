/**
 * "I pump it", "I pump Shivan Dragon three times", "he pumps it with its firebreathing", 「《シヴ山のドラゴン》をパンプした」:
 * a creature pumped with nothing said to pump it but itself is the activation of its own ability that gives it
 * +N/+N (602.2; its effect a P/T change, 613.4c). Which ability that is, and whether the card has one, is the
 * questions layer's to settle (ability-effects.ts): never a size invented for "pump". A size said ("pump it +2/+0")
 * or a spell as the instrument is left to the other pump frames.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, push, role, useRole } from './util.ts';

/** Whether a chunk names an ability by the pump it gives ("its firebreathing", "its pump ability"). */
export function pumpAbilityAt(senses: readonly Sense[]): boolean {
  return senses.some((s) => s.kind === 'object-noun' && s.pump === true);
}

/** A size change said in the clause ("+2/+0", "+3/+3"): then the pump is the change told, not an ability's. */
function sizeSaid(story: Story, c: Clause): boolean {
  return c.chunks.some((k) => story.sensesAt(k).some((s) => s.kind === 'ptmod' || s.kind === 'pt'));
}

/** The "with" phrase is the creature's own ability, or a pronoun for it ("with its firebreathing", "with it"). */
function ownInstrument(story: Story, np: NounPhrase): boolean {
  if (np.kind === 'pronoun') return np.word === 'its' || np.word === 'it';
  return np.kind === 'object' && np.card === null && phraseChunks(np).some((k) => pumpAbilityAt(story.sensesAt(k)) || story.sensesAt(k).some((s) => s.kind === 'object-noun' && s.noun === 'ability'));
}

function soleCreature(story: Story, player: string): string | null {
  const mine = story.objects.filter((o) => o.controller === player && o.zone === 'battlefield' && o.card !== null && o.types.includes('Creature'));
  return mine.length === 1 ? mine[0]!.id : null;
}

export function pumpOwnAbility(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // ("I pump it twice": "twice" may be read as a second object; it is the repeat, frames/index.ts.)
  // ("… with its firebreathing" may be read as "with its" and a second object "firebreathing": the ability all the same.)
  const repeatOnly = c.object2 !== null && phraseChunks(c.object2).every((k) => story.sensesAt(k).some((x) => x.kind === 'time' && x.time === 'twice'));
  const abilityOnly = c.object2 !== null && phraseChunks(c.object2).every((k) => pumpAbilityAt(story.sensesAt(k)));
  if (v.passive || v.negated || v.modal !== null || (c.object2 && !repeatOnly && !abilityOnly) || c.complement || sizeSaid(story, c)) return false;
  const instrument = role(c, 'with');
  if (c.roles.some((r) => r.prep !== 'with') || (instrument && !ownInstrument(story, instrument))) return false;
  if (c.object && c.object.kind !== 'pronoun' && (c.object.kind !== 'object' || c.object.card === null)) return false;
  const player = c.subject === null || (c.subject.kind === 'player' && c.subject.text === '') ? 'A' : isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (player === null) return false;
  // 「3回パンプした」: what is pumped unsaid — the one creature card of the player's the story has (none or several: not read).
  const source = c.object ? oneObjectOf(story, c.object, { create: true, controller: player }) : soleCreature(story, player);
  if (!source) return c.object !== null;
  const o = story.get(source)!;
  // (Only a card has abilities to activate: "I pump my 2/2" says nothing of which, and is left to be named.)
  if (o.card === null) return false;
  o.controller ??= player;
  story.use(c.subject);
  story.use(c.object);
  if (instrument) useRole(story, c, 'with');
  story.useChunks(c.chunks.filter((k) => pumpAbilityAt(story.sensesAt(k))));
  if (abilityOnly) story.use(c.object2);
  push(story, { kind: 'activate', source, player, targets: [], effect: 'pump' }, c);
  return true;
}
