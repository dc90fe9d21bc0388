/**
 * Scenario -> the engine's input: a GameState and the list of Actions. Checks every
 * cross-reference the schema can't (ids that must name an object, a player or an effect; duplicate
 * ids), each reported with its path like the schema's problems. Gives every object and effect a
 * timestamp (in listed order: objects first, then effects, 613.7) unless the scenario gave one, and
 * every object a label for the trace: its name, or "a 3/3 green Creature" when it has none.
 */
import type {
  Action,
  Characteristics,
  ContinuousEffect,
  EffectInput,
  GameObject,
  GameState,
  Modification,
  ObjectId,
  ObjectSeed,
  PlayerState,
  Selector,
} from '../engine/types.ts';
import type { Result } from '../core/result.ts';
import type { CastRestriction, ReplacementInput } from '../engine/types.ts';
import type { ActivatedAbility, CardFace, TriggeredAbility } from '../engine/types.ts';
import { setFaceDown } from '../engine/casting/face-down.ts';
import { unseen } from '../engine/changes.ts';
import type { WritableObject } from '../engine/changes.ts';
import { makeReplacement } from '../engine/damage/effects.ts';
import { parsePool } from '../engine/casting/mana.ts';
import type { Scenario, ScenarioProblem, ScenarioSeed } from './schema.ts';
import { keywordGaps } from './keyword-gaps.ts';
import type { Gap } from '../engine/gaps.ts';
import { createdLabel, disambiguate, labelOf } from './labels.ts';
import type { Label } from './labels.ts';
import { Checker } from './references.ts';
import { clean } from './exact.ts';
import { printedLockedSet } from './locked-sets.ts';
import { describedCopy } from './described-copy.ts';
import type { LockedSetFn } from './locked-sets.ts';

export type { Label } from './labels.ts';
export type { LockedSetFn } from './locked-sets.ts';
export { lockedSetWith, printedLockedSet } from './locked-sets.ts';

export interface BuiltScenario {
  state: GameState;
  actions: Action[];
  /** Object id -> its trace label; GameObject.label holds the English one. */
  labels: Record<ObjectId, Label>;
}

export interface BuildOptions {
  lockedSet?: LockedSetFn;
}

function createdIds(s: Scenario): Map<number, ObjectId> {
  const taken = new Set<string>([...s.players.map((p) => p.id), ...s.objects.map((o) => o.id)]);
  s.actions.forEach((a) => {
    if (a.kind === 'create' && a.object.id !== undefined) taken.add(a.object.id);
  });
  const out = new Map<number, ObjectId>();
  s.actions.forEach((a, i) => {
    if (a.kind !== 'create') return;
    let id = a.object.id;
    if (id === undefined) {
      id = `created${i + 1}`;
      while (taken.has(id)) id = `${id}_`;
      taken.add(id);
    }
    out.set(i, id);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Building

/** The seed's classified unmodelled text, with its keywords the engine doesn't apply. */
function gapsOf(o: ScenarioSeed): { gaps?: Gap[] } {
  const gaps: Gap[] = [...(o.gaps ?? []).map((g) => ({ ...g, ...(g.trigger ? { trigger: { ...g.trigger } } : {}) })), ...keywordGaps(o.keywords, o)];
  return o.gaps || gaps.length > 0 ? { gaps } : {};
}

function printedOf(o: ScenarioSeed): Characteristics {
  return clean<Characteristics>({
    name: o.name?.trim() ?? '',
    manaCost: o.manaCost,
    colors: o.colors,
    types: o.types,
    subtypes: o.subtypes,
    supertypes: o.supertypes,
    power: o.power,
    toughness: o.toughness,
    loyalty: o.loyalty,
    defense: o.defense,
    keywords: o.keywords,
    statics: o.statics.map((st) => ({ text: st.text, affects: st.affects, modifications: grantsOf(st.modifications), ...(st.cda ? { cda: true } : {}), ...(st.condition ? { condition: st.condition } : {}) })),
    unmodelled: o.unmodelled,
    // Issue 11: the same text classified; the engine decides after the run which of it could matter.
    // Keywords the engine doesn't apply are such text too (keyword-gaps.ts).
    ...gapsOf(o),
    // Issue 5: spell and ability definitions (a created object inside an effect is built like a `create` action's).
    ...(o.spell ? { spell: spellBody(o.spell) } : {}),
    ...(o.castStatics ? { castStatics: o.castStatics } : {}),
    ...(o.triggers ? { triggers: o.triggers.map(spellBody) } : {}),
    ...(o.activated ? { activated: o.activated.map(stackBody) } : {}),
    ...(o.costReduction ? { costReduction: o.costReduction } : {}),
    // Session 2 (H2): how a permanent spell enters (614.1c, 614.17d).
    ...(o.entersAsCopy ? { entersAsCopy: o.entersAsCopy } : {}),
    ...(o.cantEnter ? { cantEnter: o.cantEnter } : {}),
    ...(o.entersWithCounters ? { entersWithCounters: o.entersWithCounters } : {}),
    ...(o.revealFirstDraw ? { revealFirstDraw: o.revealFirstDraw } : {}),
    ...(o.untapDuringOthers ? { untapDuringOthers: o.untapDuringOthers } : {}),
    ...(o.triggerTimes ? { triggerTimes: o.triggerTimes.map((t) => ({ ...t })) } : {}),
    // Session 2 (H3): alternative characteristics (715.2, 709.1) and casting permissions (601.3).
    ...(o.adventure ? { adventure: cardFaceOf(o.adventure) } : {}),
    ...(o.halves ? { halves: o.halves.map(cardFaceOf) } : {}),
    ...(o.castPermissions ? { castPermissions: o.castPermissions } : {}),
  });
}

/** An Adventure or a split half as the engine keeps it (its spell built like a card's). */
function cardFaceOf(f: NonNullable<ScenarioSeed['adventure']>): CardFace {
  return clean<CardFace>({ ...f, ...(f.spell ? { spell: spellBody(f.spell) } : {}) });
}

/** The ids of the objects the `create` effects of an object's spell and abilities make, with their paths. */
/** A spell ability (or a modal triggered ability, 700.2) with its modes and kicker effects converted like any other body (session 2, H1). */
function spellBody<T extends { effects: unknown[]; modes?: { options: { effects: unknown[] }[] }; kicker?: { effects?: unknown[] } }>(b: T): T {
  const out = stackBody(b);
  if (b.modes) out.modes = { ...b.modes, options: b.modes.options.map(stackBody) };
  if (b.kicker?.effects) out.kicker = { ...b.kicker, effects: stackBody({ effects: b.kicker.effects }).effects };
  return out;
}

/** Modifications with the triggered abilities they grant (113.10) converted like any other trigger. */
function grantsOf<M extends { kind: string }>(mods: readonly M[]): M[] {
  return mods.map((m) =>
    m.kind === 'add-triggers'
      ? { ...m, triggers: (m as unknown as { triggers: TriggeredAbility[] }).triggers.map(spellBody) }
      : m.kind === 'add-activated'
        ? { ...m, activated: (m as unknown as { activated: ActivatedAbility[] }).activated.map(stackBody) }
        : m,
  );
}

/** Converts the `seed` of `create` effects (scenario objects) into engine ObjectSeeds, recursively. */
function stackBody<T extends { effects: unknown[] }>(b: T): T {
  const effects = b.effects.map((e) => {
    const x = e as { kind: string; seed?: unknown; trigger?: { effects: unknown[] }; ability?: { effects: unknown[] } };
    if (x.kind === 'create' && x.seed) return { ...x, seed: effectSeedOf(x.seed as ScenarioSeed) };
    if (x.kind === 'delayed-trigger' && x.trigger) return { ...x, trigger: stackBody(x.trigger) };
    if (x.kind === 'reflexive' && x.ability) return { ...x, ability: stackBody(x.ability) };
    const applied = x as { kind: string; effect?: { modifications?: { kind: string }[] } };
    if (applied.kind === 'apply-effect' && applied.effect?.modifications) return { ...x, effect: { ...applied.effect, modifications: grantsOf(applied.effect.modifications) } };
    return x;
  });
  return { ...b, effects };
}


/**
 * The copiable values (707.2) of an object just before `timestamp`: its printed values as modified
 * by the latest earlier copy effect that applies to it (following chains of copies).
 */
function copiableAt(state: GameState, id: ObjectId, timestamp: number, depth = 0): Characteristics | undefined {
  const obj = state.objects.find((o) => o.id === id);
  if (!obj || depth > 20) return obj ? structuredClone(obj.printed) : undefined;
  let latest: { effect: ContinuousEffect; mod: Extract<Modification, { kind: 'copy' }> } | undefined;
  for (const e of state.effects) {
    if (e.timestamp >= timestamp) continue;
    const affects = e.lockedIds ?? (e.affects.kind === 'objects' ? e.affects.ids : e.affects.kind === 'source' && e.source !== null ? [e.source] : []);
    if (!affects.includes(id)) continue;
    for (const m of e.modifications) if (m.kind === 'copy' && (!latest || e.timestamp > latest.effect.timestamp)) latest = { effect: e, mod: m };
  }
  if (!latest) return structuredClone(obj.printed);
  return latest.mod.values ? structuredClone(latest.mod.values) : copiableAt(state, latest.mod.of, latest.effect.timestamp, depth + 1);
}

/**
 * 614.1c: a permanent described on the battlefield has the counters its own "enters with N …
 * counters" gave it (unless its counters of that kind were told); with X (107.3m) the number is
 * unknown unless told, so that text is a gap of the object (judged like any other, gap-relevance.ts).
 */
function describedEnteringCounters(o: WritableObject): void {
  const def = o.printed.entersWithCounters;
  if (!def) return;
  for (const [kind, n] of Object.entries(def.counters)) if (o.counters[kind] === undefined) o.counters[kind] = n;
  if (def.x.some((k) => (o.counters[k] ?? 0) === 0) && !o.printed.unmodelled.includes(def.text)) {
    o.printed = { ...o.printed, unmodelled: [...o.printed.unmodelled, def.text], gaps: [...(o.printed.gaps ?? []), { text: def.text, kind: 'static' }] };
  }
}

/**
 * The seed of an object a spell or ability creates as it resolves: unless the effect names whose it
 * is, it is created by the resolving object's controller (603.3a: a triggered ability is its source's
 * controller's), who owns it and controls it (111.2). The empty controller is filled in there
 * (stack/resolve.ts), never defaulted to the asker here.
 */
function effectSeedOf(o: ScenarioSeed): ObjectSeed {
  const seed = seedOf(o);
  if (o.controller !== undefined) return seed;
  const { owner: _owner, ...rest } = seed;
  return { ...rest, controller: '', ...(o.owner !== undefined ? { owner: o.owner } : {}) };
}

function seedOf(o: ScenarioSeed, id?: ObjectId, label?: string): ObjectSeed {
  const seed: ObjectSeed = {
    printed: printedOf(o),
    controller: o.controller ?? 'A',
    owner: o.owner ?? o.controller ?? 'A',
    zone: o.zone,
    isToken: o.token,
    tapped: o.tapped,
    counters: { ...o.counters },
    attachedTo: o.attachedTo,
  };
  if ('entersTapped' in o && o.entersTapped === true) seed.entersTapped = true;
  if ('entersTappedUnless' in o && o.entersTappedUnless !== undefined) seed.entersTappedUnless = o.entersTappedUnless;
  if ('entersTappedUnlessPaid' in o && o.entersTappedUnlessPaid !== undefined) seed.entersTappedUnlessPaid = { ...o.entersTappedUnlessPaid };
  const given = id ?? o.id;
  if (given !== undefined) seed.id = given;
  if (label !== undefined) seed.label = label;
  return seed;
}

/** The engine's action: the Scenario's as it is, but for the three whose shapes differ. */
function actionOf(a: Scenario['actions'][number], index: number, labels: Record<ObjectId, Label>, created: ReadonlyMap<number, ObjectId>): Action {
  if (a.kind === 'apply-effect') return { kind: 'apply-effect', effect: clean<EffectInput>({ ...a.effect, modifications: grantsOf(a.effect.modifications) }) };
  if (a.kind === 'create') {
    const id = created.get(index)!;
    return {
      kind: 'create',
      object: seedOf(a.object, id, labels[id]!.en),
      ...(a.replacementOrder ? { replacementOrder: [...a.replacementOrder] } : {}),
      ...(a.choices ? { choices: a.choices.map((c) => ({ ...c })) } : {}),
    };
  }
  if (a.kind === 'damage') {
    return {
      kind: 'damage',
      source: a.source,
      target: a.target,
      ...(a.also && a.also.length > 0 ? { also: [...a.also] } : {}),
      ...(a.with && a.with.length > 0 ? { with: a.with.map((w) => ({ source: w.source, target: w.target, amount: w.amount })) } : {}),
      amount: a.amount,
      ...(a.combat ? { combat: true } : {}),
      ...(a.replacementOrder ? { replacementOrder: [...a.replacementOrder] } : {}),
    };
  }
  return clean<Action>(a);
}

/** The players as the engine keeps them; a library the scenario didn't describe is unknown (issue 11 §3). */
function playersOf(s: Scenario): PlayerState[] {
  // Issue 11 §3: a library the scenario didn't describe is unknown, never empty (121.4, engine/libraries.ts).
  const describedLibrary = (p: Scenario['players'][number]): boolean => p.library === 'described' || (p.library === undefined && s.objects.some((o) => o.zone === 'library' && o.owner === p.id));
  return s.players.map((p) => ({
    id: p.id,
    life: p.life,
    poison: p.poison,
    counters: { ...p.counters },
    lost: null,
    ...(p.manaPool !== undefined ? { manaPool: parsePool(p.manaPool) ?? {} } : {}),
    ...(p.payFromBoard === true ? { payFromBoard: true } : {}),
    ...(p.citysBlessing === true ? { citysBlessing: true } : {}),
    ...(describedLibrary(p) ? {} : { libraryUnknown: true }),
    ...(p.hand === 'unknown' ? { handUnknown: true } : {}),
    ...(p.graveyard === 'unknown' ? { graveyardUndescribed: true } : {}),
    ...(p.unnamedInHand !== undefined && p.unnamedInHand > 0 ? { unseenInHand: p.unnamedInHand } : {}),
  }));
}

/** The listed objects, timestamped and labelled, with their entering counters and face-down status. */
function objectsOf(s: Scenario, objectTs: readonly number[], labels: Record<string, Label>): GameObject[] {
  const objects: GameObject[] = s.objects.map((o, i) => ({
    id: o.id,
    // 707.2, 707.9b: described as having entered as a copy, it has the original's values with its own exceptions.
    ...(o.copying ? { printed: describedCopy(printedOf(o), printedOf({ ...o.copying, token: false, copy: false, controller: o.controller, owner: o.owner })), cardPrinted: printedOf(o) } : { printed: printedOf(o) }),
    zone: o.zone,
    owner: o.owner,
    baseController: o.controller,
    tapped: o.tapped,
    summoningSick: o.summoningSick,
    counters: { ...o.counters },
    damage: o.damage,
    deathtouchDamage: o.deathtouchDamage,
    attachedTo: o.attachedTo,
    timestamp: objectTs[i]!,
    isToken: o.token,
    isCopy: o.copy,
    ...(o.commander === true ? { commander: true } : {}),
    label: labels[o.id]!.en,
  }));
  // 614.1c: a permanent described on the battlefield entered with its "enters with N counters" ones unless
  // told otherwise; the X of "enters with X counters" (107.3m) is unknown unless its counters were told.
  // Objects being built (no run has seen them): written in place.
  for (const o of objects) if (o.zone === 'battlefield') describedEnteringCounters(unseen(o));
  // Session 2 (H3): cards described face down (406.3 in exile, 708.2a on the battlefield).
  s.objects.forEach((o, i) => {
    if (o.faceDown) setFaceDown(unseen(objects[i]!), o.faceDown.knownTo, objects);
  });
  return objects;
}

/** The listed continuous effects, timestamped. */
function effectsOf(s: Scenario, effectTs: readonly number[]): ContinuousEffect[] {
  return s.effects.map((e, i) => ({
    id: e.id,
    source: e.source,
    controller: e.controller,
    text: e.text,
    timestamp: effectTs[i]!,
    affects: clean<Selector>(e.affects),
    modifications: clean<Modification[]>(grantsOf(e.modifications)),
    duration: clean<ContinuousEffect['duration']>(e.duration),
    lockedIds: null,
    ...(e.cda ? { cda: true } : {}),
  }));
}

/** Locks in the listed effects that were locked when they began (611.2c, 707.2b). */
function lockInEffects(s: Scenario, state: GameState, effects: ContinuousEffect[], lockedSet: LockedSetFn): void {
  // 611.2c: a locked-in effect affects the objects it affected when it began, judged with only the
  // effects that already existed then (earlier timestamps).
  const byTimestamp = s.effects.map((e, i) => ({ locked: e.locked, effect: effects[i]! })).sort((a, b) => a.effect.timestamp - b.effect.timestamp);
  for (const { locked, effect } of byTimestamp) {
    if (!locked) continue;
    const earlier: GameState = { ...state, effects: effects.filter((x) => x.timestamp < effect.timestamp && x !== effect) };
    effect.lockedIds = lockedSet(earlier, effect);
  }

  // 707.2b: a copy effect from a resolved spell or ability copies the values the original had when
  // it began; later changes to the original don't change the copy (the engine stamps the same for
  // the effects actions create).
  for (const { locked, effect } of byTimestamp) {
    if (!locked) continue;
    effect.modifications = effect.modifications.map((m) => {
      if (m.kind !== 'copy' || m.values) return m;
      const values = copiableAt(state, m.of, effect.timestamp);
      return values ? { ...m, values } : m;
    });
  }
}

/** Scenario -> { state, actions, labels }, or the list of cross-reference problems. Never throws. */
export function buildScenario(s: Scenario, opts: BuildOptions = {}): Result<BuiltScenario, ScenarioProblem[]> {
  const checker = new Checker(s);
  checker.run();
  if (checker.problems.length > 0) return { ok: false, error: checker.problems };

  // 613.7: timestamps in listed order (objects, then effects) unless given.
  let position = 0;
  const objectTs = s.objects.map((o) => (++position, o.timestamp ?? position));
  const effectTs = s.effects.map((e) => (++position, e.timestamp ?? position));
  // Replacement and prevention effects present from the start come after them (issue 4).
  const replacementTs = (s.replacements ?? []).map(() => ++position);
  const nextTimestamp = Math.max(0, ...objectTs, ...effectTs, ...replacementTs) + 1;

  // Every object of the run, listed or created by an action, gets a label in both languages.
  const created = createdIds(s);
  const labels = disambiguate([
    ...s.objects.map((o) => ({ id: o.id, label: labelOf(o) })),
    ...s.actions.flatMap((a, i) => (a.kind === 'create' ? [{ id: created.get(i)!, label: createdLabel(a.object) }] : [])),
  ]);

  const players = playersOf(s);
  const objects = objectsOf(s, objectTs, labels);
  const effects = effectsOf(s, effectTs);

  const state: GameState = { players, activePlayer: s.activePlayer, objects, effects, nextTimestamp, nextId: 1, eventCount: 0 };
  if (s.step) state.step = s.step;
  if (s.castRestrictions) state.castRestrictions = clean<CastRestriction[]>(s.castRestrictions);
  if (s.spellsCastThisTurn !== undefined) state.spellsCastThisTurn = s.spellsCastThisTurn;
  if (s.legendKeep !== undefined) state.legendKeep = s.legendKeep;
  if (s.triggerOrder !== undefined) state.triggerOrder = s.triggerOrder;
  if (s.legalityAsked !== undefined) state.legalityAsked = s.legalityAsked;
  if (s.creatureDiedThisTurn !== undefined) state.creatureDiedThisTurn = s.creatureDiedThisTurn;
  if (s.permanentLeftThisTurn !== undefined) state.permanentLeftThisTurn = { ...s.permanentLeftThisTurn };
  if (s.attackedThisTurn) state.attackedThisTurn = Object.entries(s.attackedThisTurn).flatMap(([player, ids]) => ids.map((object) => ({ object, player })));
  if (s.replacements && s.replacements.length > 0) {
    const controllerOf = new Map(s.objects.map((o) => [o.id, o.controller]));
    state.replacements = s.replacements.map((r, i) => {
      const input = clean<ReplacementInput>(r);
      const source = input.source ?? null;
      const controller = input.controller ?? (source !== null ? controllerOf.get(source) : undefined) ?? s.activePlayer;
      return makeReplacement(input, { id: input.id ?? `r${i + 1}`, source, controller, timestamp: replacementTs[i]! });
    });
  }

  lockInEffects(s, state, effects, opts.lockedSet ?? printedLockedSet);

  const actions = s.actions.map((a, i) => actionOf(a, i, labels, created));
  return { ok: true, value: { state, actions, labels } };
}
