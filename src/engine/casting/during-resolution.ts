/**
 * Casting a spell while another spell or ability resolves (608.2g): "you may cast that card",
 * cascade (702.85a). The player follows 601.2a-i, but no player receives priority afterwards; the
 * new spell becomes the topmost object of the stack and the resolving one goes on resolving. Timing
 * permissions (117.1a) don't apply: the effect itself is what allows the cast.
 *
 * "You may cast" is the player's choice: the effect's `ask` names it, answered by the resolving
 * action's `choices` (608.2d: `{"<ask>": false}` declines); unanswered, the engine casts and says so.
 *
 * Madness (702.35a) lives here too: a discarded card with madness is exiled instead of going to the
 * graveyard, and its triggered ability lets its owner cast it for the madness cost (a cast during
 * that ability's resolution); if they don't, it is put into the graveyard.
 */
import { madnessOf } from '../keywords/madness.ts';
import { currentObject } from '../objects.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { qualitySubtypes } from '../keywords.ts';
import type { GameObject, ResolutionChoices, SpellEffect, StackItem } from '../types.ts';

type CastDuringResolutionEffect = Extract<SpellEffect, { kind: 'cast-card' | 'cascade' }>;
import { moveObject } from '../zones.ts';
import { requireDescribedLibrary } from '../libraries.ts';
import { findItem, itemLabel } from '../stack/items.ts';
import { cast } from './cast.ts';
import type { CastVia } from './alternatives.ts';
import { manaValue } from './mana.ts';
import { topOfLibrary } from './permissions-zone.ts';

/**
 * The targets chosen for the spell cast: the effect's `targets`, or the resolving action's choices
 * named "<ask>.<target word>" (e.g. `{"madness.any": ["B"]}`), "<ask>" defaulting to the effect's kind.
 */
function targetsFor(e: CastDuringResolutionEffect, choices: ResolutionChoices): Record<string, string[]> | undefined {
  if (e.targets) return e.targets;
  const prefix = `${e.ask ?? e.kind}.`;
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(choices)) if (k.startsWith(prefix) && Array.isArray(v)) out[k.slice(prefix.length)] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Casts `card` for the resolving `item`; true if it is now a spell on the stack. */
function castNow(run: Run, item: StackItem, card: GameObject, e: CastDuringResolutionEffect, via: CastVia, choices: ResolutionChoices): boolean {
  const before = run.state.objects.find((x) => x.id === card.id);
  const targets = targetsFor(e, choices);
  cast(
    run,
    {
      kind: 'cast',
      object: card.id,
      player: item.controller,
      ...(targets ? { targets } : {}),
      ...(e.castAs ? { castAs: e.castAs } : {}),
    },
    via,
  );
  // Cast: the card left its zone for the stack (a rewound cast leaves it where it was, 601.2e).
  return before !== undefined && !run.state.objects.some((x) => x.id === before.id);
}

/** The "you may" answer: false declines (stated), unanswered casts (stated default policy). */
function declined(run: Run, item: StackItem, ask: string | undefined, choices: ResolutionChoices, object: string): boolean {
  if (ask === undefined) return false;
  const a = choices[ask];
  const no = a === false || (Array.isArray(a) && a.length === 0);
  emit(run, step('alt.choice', ['608.2d', '608.2g'], { player: item.controller, object, choice: ask, answer: no ? 'no' : 'yes', policy: a === undefined ? 'default-cast' : 'given' }));
  return no;
}

/** 608.2g: "you may cast <card>" (from the zones the effect names). */
function castCard(run: Run, item: StackItem, e: Extract<CastDuringResolutionEffect, { kind: 'cast-card' }>, refs: readonly string[], choices: ResolutionChoices): boolean {
  const ref = refs.find((r) => run.state.objects.some((o) => o.id === r));
  // The card named (`object`) or chosen (`choose`); one that changed zones is a new object the effect can't find (400.7, skipped).
  if (ref === undefined) {
    if (e.object === undefined && e.choose === undefined) halt('bad_reference', 'error.bad-reference', { reference: 'cast-card', what: 'card to cast (object)' });
    return false;
  }
  const card = currentObject(run, ref);
  const by = itemLabel(run.state, item);
  const madness = e.cost?.name === 'madness';
  const via: CastVia = { by, zones: e.from ?? [card.zone], free: e.free === true, rules: madness ? ['702.35a', '608.2g'] : ['608.2g'] };
  if (e.filter) via.filter = e.filter;
  if (e.supertypes) via.supertypes = e.supertypes;
  if (e.cost) via.cost = e.cost;
  const cast = !declined(run, item, e.ask, choices, card.label) && castNow(run, item, card, e, via, choices);
  // Madness: "If that player doesn't, they put this card into their graveyard" (702.35a).
  if (!cast && e.otherwise === 'graveyard' && run.state.objects.some((x) => x.id === card.id && x.zone === card.zone)) {
    emit(run, step('alt.not-cast', madness ? ['702.35a'] : ['608.2g'], { player: item.controller, object: card.label }));
    moveObject(run, card.id, 'graveyard');
  }
  return cast;
}

/**
 * 702.35a: a card with madness being discarded is exiled instead of put into the graveyard, and its
 * madness ability triggers. Called by stack/effects/discard.ts for each discarded card; true if it handled it.
 */
export function discardWithMadness(run: Run, o: GameObject): boolean {
  const k = o.zone === 'hand' ? madnessOf(o.printed.keywords) : undefined;
  if (!k) return false;
  const cost = k.param !== undefined && k.param.trim() !== '' ? k.param : (o.printed.manaCost ?? '{0}');
  emit(run, step('alt.madness-exiled', ['702.35a'], { player: o.owner, object: o.label, cost }));
  const moved = moveObject(run, o.id, 'exile').id;
  const now = moved === null ? undefined : run.state.objects.find((x) => x.id === moved && x.zone === 'exile');
  if (!now) return true;
  const text = `Madness ${cost}`;
  const pending = (run.state.pendingTriggers ??= []);
  pending.push({
    ability: { event: 'cast', text, effects: [{ kind: 'cast-card', object: now.id, from: ['exile'], cost: { cost, name: 'madness' }, otherwise: 'graveyard', ask: 'madness' }] },
    source: now.id,
    sourceLabel: now.label,
    sourceColors: [...now.printed.colors],
    sourceTypes: [...now.printed.types],
    sourceSubtypes: [...qualitySubtypes(now.printed)],
    controller: now.owner,
    cause: 'madness',
  });
  emit(run, step('trigger.triggers', ['702.35a', '603.2'], { ability: text, source: now.label, controller: now.owner, cause: 'madness', lookBack: false }));
  return true;
}

/** The mana value of the spell with cascade (the ability's source on the stack; X counts there, 202.3e). */
function cascadeValue(run: Run, item: StackItem): number {
  const spell = item.source === null ? undefined : run.state.objects.find((x) => x.id === item.source && x.zone === 'stack');
  if (!spell) halt('unmodelled', 'error.unmodelled', { reason: 'cascade-lki', rule: '702.85a' });
  return manaValue(spell.printed.manaCost, findItem(run.state, spell.id)?.x ?? 0);
}

/** 702.85a: exile from the top until a nonland card with lesser mana value; cast it for free; the rest to the bottom. */
function cascade(run: Run, item: StackItem, e: Extract<CastDuringResolutionEffect, { kind: 'cascade' }>, choices: ResolutionChoices): boolean {
  const player = item.controller;
  const value = cascadeValue(run, item);
  const exiled: string[] = [];
  let hit: GameObject | undefined;
  for (;;) {
    // 702.85a: exiling until a hit needs the whole library, unless the hit is among the cards described.
    const top = topOfLibrary(run, player);
    if (!top) requireDescribedLibrary(run, player, 1, '702.85a');
    if (!top) break;
    const moved = moveObject(run, top.id, 'exile').id;
    const now = moved === null ? undefined : run.state.objects.find((x) => x.id === moved && x.zone === 'exile');
    if (!now) break;
    exiled.push(now.id);
    if (!now.printed.types.includes('Land') && manaValue(now.printed.manaCost) < value) {
      hit = now;
      break;
    }
  }
  const label = (id: string): string => run.state.objects.find((x) => x.id === id)?.label ?? id;
  emit(run, step('alt.cascade', ['702.85a'], { spell: item.sourceLabel, exiled: exiled.map(label), hit: hit?.label ?? '', manaValue: value }));
  let did = exiled.length > 0;
  if (hit) {
    const by = itemLabel(run.state, item);
    if (!declined(run, item, e.ask, choices, hit.label)) did = castNow(run, item, hit, e, { by, zones: ['exile'], free: true, manaValueBelow: value, rules: ['702.85a', '608.2g'] }, choices) || did;
  }
  // The exiled cards not cast go to the bottom in a random order: the engine keeps the order exiled
  // and the trace says the real order is unknown.
  const rest = exiled.filter((id) => run.state.objects.some((x) => x.id === id && x.zone === 'exile'));
  if (rest.length > 0) {
    const labels = rest.map(label);
    for (const id of rest) {
      const back = moveObject(run, id, 'library').id;
      const i = back === null ? -1 : run.state.objects.findIndex((x) => x.id === back);
      if (i >= 0) run.state.objects = [...run.state.objects.slice(0, i), ...run.state.objects.slice(i + 1), run.state.objects[i]!];
    }
    emit(run, step('alt.cascade-bottom', ['702.85a'], { player, cards: labels }));
  }
  return did;
}

/** The handler stack/effects/perform.ts calls for the effects of this module; true if it did something (for "when you do", 603.12). */
export function castDuringResolution(run: Run, item: StackItem, e: CastDuringResolutionEffect, refs: readonly string[], choices: ResolutionChoices = {}): boolean {
  return e.kind === 'cast-card' ? castCard(run, item, e, refs, choices) : cascade(run, item, e, choices);
}
