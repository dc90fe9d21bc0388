/**
 * Zone-change frames: destroy (701.8), dies (700.4), sacrifice (701.21), exile, return to hand, regeneration (701.19) and counters removed.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { castSpell } from './stack.ts';
import { isPlayerish, push, role, useRole } from './util.ts';

export function destroy(story: Story, c: Clause): void {
  const v = c.verb!;
  const victimNp = v.passive ? c.subject : c.object;
  const instrument = v.passive ? role(c, 'by', 'with') : role(c, 'with');
  // "I killed the blocker with Lightning Bolt": casting that card at it.
  if (instrument && instrument.kind === 'object' && instrument.card) {
    const caster = !v.passive && c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
    return castWith(story, c, instrument, caster, victimNp);
  }
  const ids = objectsOf(story, victimNp, { create: true, plural: true });
  if (!ids) return;
  push(story, { kind: 'destroy', ids }, c);
}

/** "killed with Lightning Bolt", 「《X》で追放された」: the card the instrument names, cast at the victim. */
function castWith(story: Story, c: Clause, instrument: NounPhrase, caster: Side, victimNp: NounPhrase | null): void {
  const spell = oneObjectOf(story, instrument, { create: true, controller: caster });
  if (!spell) return;
  useRole(story, c, 'by', 'with');
  story.get(spell)!.cast = true;
  castSpell(story, c, spell, caster, victimNp ? [victimNp] : []);
}

export function zoneEvent(story: Story, c: Clause, kind: 'dies' | 'sacrifice' | 'exile' | 'bounce'): void {
  const v = c.verb!;
  const victimNp = kind === 'dies' || v.passive ? c.subject : c.object;
  const instrument = v.passive ? role(c, 'by', 'with') : role(c, 'with');
  if (instrument && instrument.kind === 'object' && instrument.card) return castWith(story, c, instrument, 'A', victimNp);
  const ids = objectsOf(story, victimNp, { create: true, plural: true });
  if (!ids) return;
  if (kind === 'sacrifice' && c.subject && isPlayerish(c.subject)) {
    const p = playerOf(story, c.subject);
    for (const id of ids) story.get(id)!.controller ??= p;
  }
  push(story, { kind, ids }, c);
}

export function regenerate(story: Story, c: Clause): void {
  const ids = objectsOf(story, c.object ?? c.subject, { create: true });
  if (!ids) return;
  push(story, { kind: 'regenerate', ids }, c);
}

export function removeFrom(story: Story, c: Clause): void {
  // "the 1/1 is removed from combat" (506.4).
  const from = role(c, 'from');
  if (!from || from.kind !== 'property' || from.noun !== 'combat') {
    story.problem('not-understood', c.text, 'remove-from-what');
    return;
  }
  const ids = objectsOf(story, c.verb!.passive ? c.subject : c.object, { create: false, plural: true });
  if (!ids) return;
  useRole(story, c, 'from');
  push(story, { kind: 'remove-from-combat', ids }, c);
}
