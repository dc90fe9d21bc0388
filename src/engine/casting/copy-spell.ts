/**
 * Copying a spell (707.10): the copy is put on the stack and isn't cast (no "cast" triggers); new
 * targets may be chosen for it (707.10c), checked like a cast's.
 */
import { qualitySubtypes } from '../keywords.ts';
import { emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { GameObject } from '../types.ts';
import { findItem, stackOf } from '../stack/items.ts';
import { wardTriggers } from '../triggers/ward.ts';
import { checkTargets, resolveRefs } from './checks.ts';
import type { CopySpell } from './checks.ts';
import { push } from './stack-item.ts';

/** 707.10: a copy of a spell is put on the stack; it isn't cast (no "cast" triggers). */
export function copySpell(run: Run, a: CopySpell): void {
  const state = run.state;
  const original = findItem(state, a.spell);
  if (!original || original.kind !== 'spell') halt('bad_reference', 'error.bad-reference', { reference: a.spell, what: 'spell on the stack' });
  const obj = state.objects.find((o) => o.id === original.id)!;
  const player = a.player ?? original.controller;
  const id = `${obj.id.includes('~') ? obj.id.slice(0, obj.id.indexOf('~')) : obj.id}~${state.nextId++}`;
  const copy: GameObject = { ...structuredClone(obj), id, isCopy: true, baseController: player, label: `${obj.label} (copy)` };
  const byId = layersOf(run).result.byId;
  const c = byId[obj.id]!;
  // 707.10c: new targets may be chosen; otherwise the copy has the original's.
  const targets = a.targets ? resolveRefs(run, a.targets) : structuredClone(original.targets);
  if (a.targets) {
    const problem = checkTargets(run, byId, original.specs, targets, { self: id, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'spell' });
    if (problem) halt('illegal_action', 'error.illegal-action', { reason: 'illegal-copy-target', detail: problem.detail, rule: '707.10c' });
  }
  state.objects = [...state.objects, copy];
  record(run, { kind: 'spell-copied', copy: id, of: obj.id, player }, null);
  emit(run, step('stack.copy', ['707.10'], { spell: obj.label, player, copy: true }));
  push(run, { ...structuredClone(original), id, source: id, sourceLabel: copy.label, controller: player, targets, cast: false, copy: true });
  wardTriggers(run, byId, stackOf(state)[stackOf(state).length - 1]!);
}
