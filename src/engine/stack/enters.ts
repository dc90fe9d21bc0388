/**
 * A permanent spell entering the battlefield as it resolves (608.3a): "enter as a copy of" choices
 * (614.1c, made before it enters, 614.12a; the copy effect is part of how it enters, 707.2), and
 * "can't enter the battlefield" effects (614.17d), judged on the permanent as it would exist there —
 * with the copy effect and the continuous effects that would apply to it. If it can't enter, its
 * controller puts it into its owner's graveyard (608.3e). "Can't enter" is checked only here, for
 * permanent spells; other ways of putting a permanent onto the battlefield don't check it yet.
 */
import { computeLayers } from '../layers/layer-run.ts';
import { copiableValues } from '../layers/world.ts';
import { choose, emit, halt, layersOf } from '../run.ts';
import type { InstructionPolicy } from '../choices.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Characteristics, ContinuousEffect, GameObject, Modification, ResolutionChoices, StackItem } from '../types.ts';
import { copiedPrinted, exceptionRules } from './copy-values.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { moveObject } from '../zones.ts';
import { itemLabel } from './items.ts';
import { answerOf, matching } from './instructions.ts';
import { edit } from '../changes.ts';

/**
 * The copy the player chose (614.12a), as a copy modification with its values fixed now (707.2b), or null; `printed`:
 * the values it enters with (copiedPrinted), or null where only the layer-1 copy effect can give them.
 */
function copyChoice(run: Run, item: StackItem, spell: GameObject, choices: ResolutionChoices): { of: string; mod: Modification; label: string; printed: Characteristics | null } | null {
  const def = spell.printed.entersAsCopy;
  if (!def) return null;
  const layers = layersOf(run);
  const candidates = matching(run.state, layers.result.byId, def.filter, item.controller, spell.id);
  const answer = answerOf(choices, def.choice);
  const label = itemLabel(run.state, item);
  const tell = (answerText: string | string[], policy: InstructionPolicy): void => {
    choose(run, { kind: 'instruction', item: item.id, choice: def.choice, player: item.controller, policy });
    emit(run, step('resolve.choice', ['608.2d', '614.12a'], { item: label, choice: def.choice, answer: answerText, policy, player: item.controller }));
  };
  if (answer.kind !== 'yes' || answer.ids === null) {
    tell('no', candidates.length === 0 ? 'impossible' : answer.kind === 'no' ? 'given' : 'default-decline');
    return null;
  }
  const id = answer.ids[0]!;
  const of = candidates.find((c) => c === id || c.split('~')[0] === id);
  if (!of || answer.ids.length > 1) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: def.choice, id: answer.ids.join(', '), rule: '614.12a' });
  const original = layers.copiable.byId.get(of);
  if (!original) return null;
  const target = run.state.objects.find((o) => o.id === of)!;
  tell([target.label], 'given');
  const values = copiableValues(original);
  const printed = copiedPrinted(target, values, def.except, spell);
  return { of, mod: { kind: 'copy', of, values }, label: target.label, printed };
}

/** 614.17d: a "can't enter" effect that applies to the permanent as it would exist on the battlefield. */
function cantEnterBy(run: Run, item: StackItem, spell: GameObject, copy: Modification | null): GameObject | null {
  const state = run.state;
  const sources = state.objects.filter((o) => o.zone === 'battlefield' && o.printed.cantEnter);
  if (sources.length === 0) return null;
  const now = layersOf(run).result.byId;
  const trialObj: GameObject = { ...spell, zone: 'battlefield', baseController: item.controller };
  const copyEffect: ContinuousEffect[] = copy
    ? [{ id: 'enters-as-copy', source: spell.id, controller: item.controller, text: 'enters as a copy', timestamp: state.nextTimestamp, affects: { kind: 'objects', ids: [spell.id] }, modifications: [copy], duration: { kind: 'indefinite' }, lockedIds: [spell.id] }]
    : [];
  const trial = { ...state, objects: state.objects.map((o) => (o.id === spell.id ? trialObj : o)), effects: [...state.effects, ...copyEffect] };
  const would = computeLayers(trial, null, false).byId[spell.id];
  if (!would) return null;
  for (const src of sources) {
    const c = now[src.id];
    if (!c || c.lostAllAbilities === true) continue;
    if (matchesObjectFilter({ ...src.printed.cantEnter!.filter, zone: 'battlefield' }, trialObj, would, c.controller, src.id)) return src;
  }
  return null;
}

/** 608.3a / 608.3e: the permanent spell enters the battlefield, or, if it can't, goes to its owner's graveyard. */
/** Returns the permanent's id on the battlefield (a new object, 400.7), or null if it didn't enter. */
export function permanentEnters(run: Run, item: StackItem, spell: GameObject, choices: ResolutionChoices): string | null {
  const label = itemLabel(run.state, item);
  const copy = copyChoice(run, item, spell, choices);
  const blocker = cantEnterBy(run, item, spell, copy?.mod ?? null);
  if (blocker) {
    emit(run, step('resolve.cant-enter', ['614.17d', '608.3e'], { item: label, object: spell.label, text: blocker.printed.cantEnter!.text, source: blocker.label }));
    moveObject(run, spell.id, 'graveyard');
    return null;
  }
  const moved = moveObject(run, spell.id, 'battlefield', { controller: item.controller, ...(copy?.printed ? { asCopy: copy.printed } : {}) });
  const entered = run.state.objects.find((o) => o.id === moved.id);
  if (entered) {
    edit(run, entered).baseController = item.controller; // 608.3a: under the control of the spell's controller
    // 107.3m: its enters-the-battlefield abilities use the X chosen for the spell (one the question left unsaid stays unknown).
    if (item.x !== undefined) edit(run, entered).enteredX = item.xAssumed === true ? null : item.x;
    // 702.33e: its abilities linked to the kicker read how many times the spell that became it was kicked.
    if ((spell.kicked ?? 0) > 0) edit(run, entered).kicked = spell.kicked!;
    // 118.9, 702.74a: the alternative cost paid for the spell ("if its evoke cost was paid").
    if (item.alternative !== undefined && !spell.isCopy) edit(run, entered).paidAlternative = item.alternative;
    // 608.3f: a copy of a permanent spell becomes a token permanent (no longer a copy of a spell).
    if (spell.isCopy) {
      edit(run, entered).isToken = true;
      edit(run, entered).isCopy = false;
    }
    if (copy?.printed) emit(run, step('resolve.enters-as', ['614.1c', '707.2', '707.5', ...exceptionRules(spell)], { item: label, object: entered.label, text: `a copy of ${copy.label}` }));
    else if (copy) {
      // 614.1c, 707.2, 707.5: it enters as a copy — the copy effect applies as it enters, so the copied "enters with" abilities apply.
      run.perform({ kind: 'apply-effect', effect: { text: `${entered.label} enters as a copy of ${copy.label}`, affects: { kind: 'objects', ids: [entered.id] }, modifications: [copy.mod], controller: item.controller, source: null } });
      emit(run, step('resolve.enters-as', ['614.1c', '707.2', '707.5'], { item: label, object: entered.label, text: `a copy of ${copy.label}` }));
    }
  }
  emit(run, step('stack.permanent-enters', spell.isCopy ? ['608.3a', '608.3f'] : ['608.3a'], { item: label, controller: item.controller }));
  return entered ? entered.id : null;
}
