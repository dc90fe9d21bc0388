/** "Can I equip X to Y?", "can I move X (from A) onto Y?", 「《X》を《Y》に付け替えられますか」: an Equipment's equip ability asked of (702.6a). */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish } from './common.ts';
import { askedMoment, responding, timedAsk } from './timing.ts';

/**
 * "Can I equip Bonesplitter to my 2/2?", "can I still move Bonesplitter onto it?": whether the Equipment's
 * equip ability (702.6a: attach it to target creature you control, only as a sorcery) can be activated
 * with that creature as its target — tried in the engine as any activation is (602.2, 115.1, 602.5d).
 * "move" and "attach" are read so only of an Equipment card (an Aura moves by no ability of its own); which
 * of the card's abilities is its equip ability is the card's (questions/scenario.ts): none, refused.
 */
export function canEquip(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const obj = c.object;
  if (v.passive || v.negated || !obj || obj.kind !== 'object' || c.object2 || c.complement) return false;
  const equipment = obj.card !== null && /\bEquipment\b/.test(obj.card.typeLine);
  if (obj.card !== null ? !equipment : v.verb !== 'equip') return false;
  const onto = c.roles.find((r) => (r.prep === 'to' || r.prep === 'onto' || r.prep === 'on') && r.np !== null);
  // "Can I move Bonesplitter from my Grizzly Bears onto my Llanowar Elves?": where it is now, then where it goes.
  const from = c.roles.find((r) => r.prep === 'from' && r.np !== null && !isPlayerish(r.np));
  if (!onto?.np || isPlayerish(onto.np) || c.roles.some((r) => r !== onto && r !== from && r.np !== null)) return false;
  if (c.subject && !isPlayerish(c.subject)) return false;
  const player: Side = c.subject ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const sources = objectsOf(story, obj, { create: true, controller: player });
  if (!sources || sources.length !== 1) return false;
  const targets = objectsOf(story, onto.np, { create: true });
  if (!targets || targets.length !== 1 || targets[0] === sources[0]) return false;
  if (from && !movedFrom(story, sources[0]!, from.np!, targets[0]!)) return false;
  story.useChunks(onto.chunks);
  if (from) story.useChunks(from.chunks);
  return timedAsk(story, { kind: 'can-activate', source: sources[0]!, player, ability: 'equip', targets: [targets[0]!], at: askedMoment(story, c), respond: responding(story, c) }, c);
}

/**
 * The Equipment moved "from" a creature equips it as the question starts (301.5a): its equip ability attaches it to
 * the target (702.6a), taking it from where it is (701.3a). False when the words can't be so: it is told attached elsewhere,
 * or "from" names the creature it is moved onto.
 */
function movedFrom(story: Story, equipment: string, np: NounPhrase, onto: string): boolean {
  const hosts = objectsOf(story, np, { create: true });
  if (!hosts || hosts.length !== 1 || hosts[0] === equipment || hosts[0] === onto) return false;
  const e = story.get(equipment)!;
  if (e.attachedTo && e.attachedTo !== hosts[0]) return false;
  e.attachedTo = hosts[0]!;
  return true;
}
