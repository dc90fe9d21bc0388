/**
 * What casting and activating put on the stack (405.2): the spell or ability as a stack item, with
 * the notes of the targets' keywords that were checked and didn't stop it (702.11b hexproof, 702.16b
 * protection, 702.21a ward); and an activated ability as the object that resolves (602.2, 605.3b).
 */
import { emitNotes } from '../keywords/note.ts';
import { keywordText, qualitySubtypes } from '../keywords.ts';
import { emit, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { ActivatedAbility, Computed, GameObject, PlayerId, StackItem } from '../types.ts';
import { targetNotes } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { itemLabel, stackOf } from '../stack/items.ts';

/** 405.2: a spell or ability is put on top of the stack. */
export function push(run: Run, item: StackItem): void {
  const stack = stackOf(run.state);
  stack.push(item);
  record(run, { kind: 'put-on-stack', item: item.id, itemKind: item.kind, source: item.source, controller: item.controller, targets: Object.values(item.targets).flat() }, null);
  emit(run, step('stack.put', ['405.2'], { item: itemLabel(run.state, item), kind: item.kind, controller: item.controller, depth: stack.length }));
  // The targets' hexproof, protection and ward that were checked and don't stop it (702.11b, 702.16b, 702.21a).
  const byId = layersOf(run).result.byId;
  const by: Targeter = { self: item.source, controller: item.controller, colors: item.sourceColors, types: item.sourceTypes, ...(item.sourceSubtypes ? { subtypes: item.sourceSubtypes } : {}), kind: item.kind };
  emitNotes(run, Object.values(item.targets).flat().flatMap((ref) => targetNotes(run.state, byId, ref, by)));
}

/** An activated ability as the object that resolves (on the stack, or at once for a mana ability, 605.3b). */
export function abilityItem(id: string, o: GameObject, ab: ActivatedAbility, player: PlayerId, byId: Record<string, Computed>): StackItem {
  const c = byId[o.id]!;
  return {
    id,
    kind: 'activated',
    source: o.id,
    sourceLabel: o.label,
    sourceColors: c.colors,
    sourceTypes: c.types,
    sourceSubtypes: [...qualitySubtypes(c)],
    sourceKeywords: c.keywords.map((k) => keywordText(k)),
    controller: player,
    text: ab.text,
    targets: {},
    specs: ab.targets ?? [],
    effects: ab.effects,
    cast: false,
    copy: false,
  };
}
