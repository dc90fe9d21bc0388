/**
 * Priority passing and resolution (117.3d, 117.4, 405.5, 608). When all players pass in succession
 * the top object resolves: an intervening "if" is checked again (608.2a, 603.4), targets are checked
 * (608.2b: illegal ones are unaffected; if all are illegal it doesn't resolve — it isn't countered),
 * the instructions are followed in order (608.2c), and finally an instant or sorcery goes to its
 * owner's graveyard and an ability ceases to exist (608.2n). A permanent spell enters the
 * battlefield under its controller's control (608.3a). Countering: 701.6.
 */
import { hadLifelink } from '../keywords/lifelink.ts';
import { emitNotes } from '../keywords/note.ts';
import { assertNever } from '../../core/result.ts';
import { castDuringResolution, discardWithMadness } from '../casting/during-resolution.ts'; // H3
import { finishAdventure } from '../casting/alternatives.ts'; // H3
import { drawCards, gainLife } from '../replacement/life-draw.ts';
import { hasKeyword } from '../keywords.ts';
import { countEvent, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import { damageSince, newObjectsSince } from '../game-events.ts';
import { libraryOf, requireDescribedLibrary } from '../libraries.ts';
import { cardsInHand, handHidden, haltOnUnseen, knownInHand } from '../hand.ts';
import { searchLibrary } from './search.ts';
import { proliferate } from './proliferate.ts';
import type { Computed, EffectInput, GameState, PlayerId, ResolutionChoices, SpellEffect, StackItem } from '../types.ts';
import { ceaseToExist, moveObject } from '../zones.ts';
import { targetLegality, untargetedNotes } from '../targets/legality.ts';
import { markBoundary, resolvingStateTrigger } from '../triggers/triggers.ts';
import { apnap, findItem, givePriority, itemLabel, nextStackId, opponentsOf, priorityOf, stackOf } from './items.ts';
import { permanentEnters } from './enters.ts';
import { attachEnteredAura, endBestowIfIllegal, ENCHANT_WORD, isAura } from './aura.ts';
import { fightInstruction, mill, scry, surveil } from './library.ts';
import { addToPool, manaValue, parsePool, poolText } from '../casting/mana.ts';
import { amountFrom, amountRules, answerOf, controllersOf, forEachOrder, lkiOf, matching, NOTHING, THAT_CONTROLLER } from './instructions.ts';
import type { Previous } from './instructions.ts';
import { createReplacement, entersWithCounters, refersToObjects } from './created-effects.ts';
import { conditionHolds } from './conditions.ts';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

function byIdNow(run: Run): Record<string, Computed> {
  return layersOf(run).result.byId;
}

/**
 * The counters on a triggered ability's source for its intervening "if" as it resolves (603.4): on
 * the source if it is still on the battlefield, else its last known counters (603.10a, 608.2h).
 */
function ownCountersNow(run: Run, item: StackItem): Record<string, number> | null {
  const here = item.source === null ? undefined : run.state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  return here ? here.counters : (item.sourceCounters ?? null);
}

/**
 * 603.6, 603.10a, 400.7e: a leaves-the-battlefield ability looks for the object its source became in
 * the zone it moved to, if that zone is public (400.2: not a hand or library); once it has left that
 * zone it is a new object again (400.7) and isn't found.
 */
function leftCardOf(run: Run, item: StackItem, e: SpellEffect): string[] {
  const moved = item.source === null ? undefined : run.events.find((x) => x.kind === 'zone-changed' && x.object === item.source);
  const isPublic = moved?.kind === 'zone-changed' && moved.to !== 'hand' && moved.to !== 'library';
  const found = moved?.kind === 'zone-changed' && isPublic ? run.state.objects.find((o) => o.id === moved.newId && o.zone === moved.to) : undefined;
  if (found) return [found.id];
  emit(run, step('stack.effect-skipped', ['603.6', '400.7', '400.7e'], { item: itemLabel(run.state, item), effect: e.kind, object: item.sourceLabel, reason: 'changed-zone' }));
  return [];
}

/**
 * 303.4, 301.5: "enchanted creature" / "equipped creature" — the permanent the ability's source is
 * attached to now. A source that has left the battlefield was attached to something as it left
 * (608.2h: last known information), which the engine doesn't keep: the run stops rather than guess.
 */
function attachedOf(run: Run, item: StackItem): string[] {
  const source = item.source === null ? undefined : run.state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  if (!source) halt('unmodelled', 'error.unmodelled', { what: `the permanent ${item.sourceLabel} was attached to as it left the battlefield (last known information)`, rule: '608.2h' });
  const to = source.attachedTo;
  return to !== null && to !== undefined && run.state.objects.some((o) => o.id === to && o.zone === 'battlefield') ? [to] : [];
}

/** A player reference of an effect: 'you', 'opponent' (the only one) or an id. */
function playerRef(run: Run, item: StackItem, ref: string): PlayerId {
  if (ref === 'you') return item.controller;
  if (ref === 'opponent') {
    const opps = opponentsOf(run.state, item.controller);
    if (opps.length !== 1) halt('unmodelled', 'error.unmodelled', { what: 'choosing among several opponents', rule: '800.4a' });
    return opps[0]!;
  }
  return ref;
}

/** What the instructions followed so far did (608.2c-608.2h). */
interface Ctx {
  choices: ResolutionChoices;
  /** Instructions named by `id`: done or not ("If you don't", 608.2c). */
  done: Map<string, boolean>;
  previous: Previous;
  /** Did the previous instruction do anything ("when you do", 603.12)? */
  did: boolean;
  /** Inside `for-each`: the player or object being processed (608.2f). */
  each: string | null;
  /** The targets' controllers as the spell or ability began to resolve: "its controller" once the target left (608.2h). */
  targetControllers: Map<string, PlayerId>;
}

/**
 * 608.2h: "its controller" of a target ("Destroy target permanent. Its controller creates …"): the
 * object's controller now if it is still on the battlefield or the stack, else the last one it had.
 */
function controllersOfTargets(run: Run, ids: readonly string[], ctx: Ctx): PlayerId[] {
  const byId = byIdNow(run);
  const out: PlayerId[] = [];
  for (const id of ids) {
    const here = run.state.objects.some((o) => o.id === id && (o.zone === 'battlefield' || o.zone === 'stack'));
    const p = here ? (byId[id]?.controller ?? findItem(run.state, id)?.controller) : ctx.targetControllers.get(id);
    if (p !== undefined && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The players an instruction with a player word names: "its controller" of a target is read through the target (608.2h). */
function playersOf(run: Run, e: SpellEffect, refs: string[], ctx: Ctx): string[] {
  return e.player === THAT_CONTROLLER && e.target !== undefined ? controllersOfTargets(run, refs, ctx) : refs;
}

/**
 * The amount of an instruction as it is followed (608.2h): a count of matching permanents times
 * `amount` ("1 life for each creature you control"), else read from what came before / X / the
 * event (`amountFrom`), else the printed number. `signOnly`: for life, where `amount` gives only the
 * sign of an amount read from elsewhere.
 */
function amountOf(run: Run, item: StackItem, e: Extract<SpellEffect, { kind: 'damage' | 'life' | 'draw' }>, ctx: Ctx, signOnly = false): number {
  if (e.amountFrom === 'count' && e.amountCount) {
    const n = matching(run.state, byIdNow(run), e.amountCount, item.controller, item.source).length;
    return n * e.amount;
  }
  if (e.amountFrom === undefined) return e.amount;
  const n = amountFrom(ctx.previous, e.amountFrom, item);
  return signOnly ? n * Math.sign(e.amount || 1) : n;
}

/** The objects or players an instruction affects: its legal targets, an exact object, a player, all matching, "that creature", "each". */
function refsOf(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>, ctx: Ctx): string[] {
  if (e.each === true) return ctx.each !== null ? [ctx.each] : [];
  if (e.it === true) return ctx.previous.ids.filter((x) => run.state.objects.some((o) => o.id === x));
  if (e.self === true) {
    // The source itself, if it is still the object the ability came from (400.7, 113.7a: the ability resolves without it).
    if (item.source !== null && run.state.objects.some((o) => o.id === item.source)) return [item.source];
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: item.sourceLabel, reason: 'changed-zone' }));
    return [];
  }
  if (e.leftCard === true) return leftCardOf(run, item, e);
  if (e.attached === true) return attachedOf(run, item);
  if (e.target !== undefined) return legal[e.target] ?? [];
  if (e.all !== undefined) {
    const ids = matching(run.state, byIdNow(run), e.all, item.controller, item.source);
    emit(run, step('resolve.all', ['608.2c', '608.2j'], { item: itemLabel(run.state, item), effect: e.kind, objects: ids.map((x) => labelOf(run, x)) }));
    // "All" doesn't target: shroud, hexproof and ward of the objects affected don't matter (702.18a, 702.11b, 702.21a).
    const byId = byIdNow(run);
    emitNotes(run, ids.flatMap((x) => (byId[x] ? untargetedNotes(byId[x], item.source) : [])));
    return ids;
  }
  if (e.that === true) {
    // 608.2k: the object the trigger event named, even if its characteristics changed; not a new object (400.7).
    // A player the event named ("that player") is always there.
    const ids = item.that ?? [];
    const here = ids.filter((x) => run.state.objects.some((o) => o.id === x) || run.state.players.some((p) => p.id === x));
    for (const x of ids) if (!here.includes(x)) emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: x, reason: 'changed-zone' }));
    return here;
  }
  if (e.object !== undefined) {
    // An exact object: one that changed zones is a new object the instruction can't find (400.7, 603.7c).
    if (run.state.objects.some((o) => o.id === e.object) || findItem(run.state, e.object)?.id === e.object) return [e.object];
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: e.object, reason: 'changed-zone' }));
    return [];
  }
  // 608.2h: "its controller" — whoever last controlled the object the previous instruction affected.
  if (e.player === THAT_CONTROLLER) return controllersOf(ctx.previous);
  if (e.player !== undefined) return [playerRef(run, item, e.player)];
  return [];
}

function labelOf(run: Run, id: string): string {
  return run.state.objects.find((o) => o.id === id)?.label ?? id;
}

function cantBeCountered(run: Run, target: StackItem): boolean {
  if (target.kind !== 'spell') return false;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return false;
  if (o.printed.spell?.cantBeCountered) return true;
  const c = byIdNow(run)[o.id];
  return c !== undefined && hasKeyword(c.keywords, "can't be countered");
}

/** Removes an item from the stack; a spell's card goes to its owner's graveyard, a copy ceases to exist. */
function removeItem(run: Run, target: StackItem, toGraveyard: boolean): void {
  const stack = stackOf(run.state);
  run.state.stack = stack.filter((i) => i !== target);
  if (target.kind !== 'spell') return;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return;
  if (o.isCopy) ceaseToExist(run, o.id); // 707.10a
  else if (toGraveyard) moveObject(run, o.id, 'graveyard');
}

/** 701.6a / 701.6b: counter a spell or ability. */
function counter(run: Run, item: StackItem, ref: string, unlessPaid: { cost: string; pay: boolean } | null): void {
  const target = findItem(run.state, ref);
  const by = itemLabel(run.state, item);
  if (!target || target === item) {
    emit(run, step('stack.effect-skipped', ['701.6a'], { item: by, effect: 'counter', object: ref, reason: 'not-on-stack' }));
    return;
  }
  const label = itemLabel(run.state, target);
  // An ability that counters (ward's trigger) is named by its source where a sentence names it.
  const abilityOf = item.kind === 'spell' ? {} : { abilityOf: item.sourceLabel };
  if (unlessPaid?.pay) {
    emit(run, step('counter.paid', ['118.12a', '608.2c'], { item: label, by, cost: unlessPaid.cost, player: target.controller, ...abilityOf }));
    return;
  }
  if (cantBeCountered(run, target)) {
    emit(run, step('counter.cant', ['101.2'], { item: label, by }));
    return;
  }
  const owner = run.state.objects.find((x) => x.id === target.id)?.owner ?? target.controller;
  record(run, { kind: 'countered', item: target.id, by: item.id }, null);
  emit(run, step('counter.countered', unlessPaid ? ['118.12a', '701.6a', '701.6b'] : ['701.6a', '701.6b'], { item: label, by, owner, ...(unlessPaid ? { unpaid: unlessPaid.cost, payer: target.controller, ...abilityOf } : {}) }));
  countEvent(run);
  removeItem(run, target, true);
}

/**
 * 608.2d: a choice made while the instruction is followed. "You may …" unanswered is declined; an
 * option that is impossible (nothing to sacrifice) can't be chosen. Objects chosen ("sacrifice a
 * creature") must match the filter; unanswered and mandatory, the first listed are taken. Every
 * choice and the policy behind it is in the trace. Returns the objects chosen (or [] for a plain
 * "you may" answered yes), or null if the instruction is not done.
 */
function decide(run: Run, item: StackItem, e: SpellEffect, ctx: Ctx, chooser: PlayerId): string[] | null {
  if (e.may === undefined && e.choose === undefined) return [];
  const name = e.choose?.name ?? e.may!;
  const answer = answerOf(ctx.choices, name);
  const label = itemLabel(run.state, item);
  const optional = e.may !== undefined;
  const tell = (answerText: string | string[], policy: string): void => {
    emit(run, step('resolve.choice', ['608.2d'], { item: label, choice: name, answer: answerText, policy, player: chooser }));
  };
  if (!e.choose) {
    if (answer.kind === 'yes') {
      tell('yes', 'given');
      return [];
    }
    tell('no', answer.kind === 'no' ? 'given' : 'default-decline');
    return null;
  }
  const byId = byIdNow(run);
  // 701.21a: only permanents the player controls can be sacrificed (the sacrificing player chooses,
  // 701.21a with 608.2d: the controller, or the player an edict names).
  const filter = e.kind === 'sacrifice' ? { ...e.choose.filter, controller: 'you' as const } : e.choose.filter;
  const candidates = matching(run.state, byId, filter, e.kind === 'sacrifice' ? chooser : item.controller, item.source);
  const count = e.choose.count ?? 1;
  if (candidates.length === 0) {
    // 608.2d: an impossible option can't be chosen ("a player who controls no creatures can't choose the sacrifice option").
    tell('no', 'impossible');
    return null;
  }
  if (answer.kind === 'no' && optional) {
    tell('no', 'given');
    return null;
  }
  if (answer.kind === 'yes' && answer.ids !== null) {
    const ids = answer.ids.map((x) => (candidates.includes(x) ? x : (candidates.find((c) => c.split('~')[0] === x) ?? x)));
    const bad = ids.filter((x) => !candidates.includes(x));
    if (bad.length > 0 || ids.length > count) {
      halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: bad[0] ?? ids.join(', '), rule: '608.2d' });
    }
    tell(ids.map((x) => labelOf(run, x)), 'given');
    return ids;
  }
  if (optional && answer.kind === 'none') {
    tell('no', 'default-decline');
    return null;
  }
  const ids = candidates.slice(0, count);
  tell(ids.map((x) => labelOf(run, x)), candidates.length <= count ? 'only' : 'default-first-listed');
  return ids;
}

/** Last known power and mana value of objects about to be affected (608.2h). */
function lki(run: Run, ids: readonly string[]): Map<string, Previous['lki'][number]> {
  const byId = byIdNow(run);
  const out = new Map<string, Previous['lki'][number]>();
  for (const id of ids) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o) out.set(id, lkiOf(o, byId[id]));
  }
  return out;
}

/** The new object a zone change recorded since event `from` made of `id` (400.7), if any. */
function newIdOf(run: Run, from: number, id: string): string | null {
  return newObjectsSince(run.events, from, [id])[0] ?? null;
}

/** The objects among `ids` that an instruction moved (a new object now, 400.7), with their last known values. */
function movedOf(run: Run, known: Map<string, Previous['lki'][number]>, from: number): Previous {
  const moved = [...known.entries()].filter(([id]) => !run.state.objects.some((o) => o.id === id && o.zone === 'battlefield'));
  const ids = moved.map(([id]) => newIdOf(run, from, id)).filter((x): x is string => x !== null);
  return { count: moved.length, ids, lki: moved.map(([, v]) => v) };
}

/** Binds what a delayed or reflexive ability refers to as it is created: "that creature" (608.2k) and amounts read now (608.2h). */
function bindEffects(run: Run, effects: readonly SpellEffect[], item: StackItem, prev: Previous): SpellEffect[] {
  const out: SpellEffect[] = [];
  for (const e of effects) {
    let x: SpellEffect = e;
    if (x.amountFrom !== undefined && x.amountFrom !== 'count' && x.kind === 'damage') {
      const { amountFrom: from, ...rest } = x;
      x = { ...rest, amount: amountFrom(prev, from, item) };
      emit(run, step('resolve.amount', amountRules(from), { item: itemLabel(run.state, item), from, amount: x.amount }));
    }
    if (x.that === true && (item.that ?? []).length > 0) {
      const { that: _that, ...rest } = x;
      for (const id of item.that ?? []) out.push({ ...rest, object: id } as SpellEffect);
      continue;
    }
    out.push(x);
  }
  return out;
}

interface Outcome {
  did: boolean;
  previous: Previous;
}

/** An edict: "each player / each opponent / target player / that player sacrifices a creature of their choice" (the player named; a plain "sacrifice a creature" names none). */
function edictPlayers(e: SpellEffect): boolean {
  return e.player !== undefined || e.target !== undefined || e.that === true;
}

/**
 * 701.21a: "<player> sacrifices a creature of their choice" — each player named chooses a permanent
 * they control that matches (608.2d: the choice is made as the instruction is followed; one who
 * controls none sacrifices nothing) and sacrifices it. The choice is the resolving action's
 * `choices[name]`; unanswered with more than one to choose from, it is another player's free choice
 * the engine can't make for them: the run stops, naming it (never a guessed choice).
 */
function edict(run: Run, item: StackItem, e: Extract<SpellEffect, { kind: 'sacrifice' }> & { choose: NonNullable<SpellEffect['choose']> }, legal: Record<string, string[]>, ctx: Ctx): Outcome {
  const { choose: _choose, ...byPlayer } = e;
  const players = refsOf(run, item, byPlayer, legal, ctx).filter((p) => run.state.players.some((x) => x.id === p));
  const before = run.state.eventCount;
  const from = run.events.length;
  const known = new Map<string, Previous['lki'][number]>();
  for (const p of players) {
    const open = matching(run.state, byIdNow(run), { ...e.choose.filter, controller: 'you' }, p, item.source).length > (e.choose.count ?? 1);
    if (open && answerOf(ctx.choices, e.choose.name).kind === 'none') {
      halt('unmodelled', 'error.unmodelled', { what: `which permanent player ${p} chooses to sacrifice for ${itemLabel(run.state, item)} (name it in the resolving action's "${e.choose.name}" choice)`, rule: '701.21a' });
    }
    const chosen = decide(run, item, e, ctx, p);
    if (chosen === null) continue;
    const byId = byIdNow(run);
    for (const r of chosen) {
      if (byId[r]?.controller !== p) continue;
      for (const [k, v] of lki(run, [r])) known.set(k, v);
      run.perform({ kind: 'sacrifice', object: r });
    }
  }
  return { did: run.state.eventCount > before, previous: movedOf(run, known, from) };
}

/** 608.2c: follow one instruction. */
function performEffect(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>, pay: boolean, ctx: Ctx): Outcome {
  const none: Outcome = { did: false, previous: NOTHING };
  if ((e.ifDone !== undefined && ctx.done.get(e.ifDone) !== true) || (e.ifNotDone !== undefined && ctx.done.get(e.ifNotDone) !== false)) {
    emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: e.kind, object: e.ifDone ?? e.ifNotDone ?? '', reason: e.ifDone !== undefined ? 'if-not-done' : 'if-done' }));
    return none;
  }
  if (e.kind === 'sacrifice' && e.choose !== undefined && edictPlayers(e)) return edict(run, item, { ...e, choose: e.choose }, legal, ctx);
  // 608.2h: "its controller may …" — the target's (last known) controller makes the choice.
  const chooser = e.player === THAT_CONTROLLER && e.target !== undefined && e.choose === undefined ? (controllersOfTargets(run, legal[e.target] ?? [], ctx)[0] ?? item.controller) : item.controller;
  const chosen = decide(run, item, e, ctx, chooser);
  if (chosen === null) return none;
  const refs = e.choose ? chosen : refsOf(run, item, e, legal, ctx);
  const before = run.state.eventCount;
  const from = run.events.length;
  const did = (): boolean => run.state.eventCount > before;
  const source = item.source !== null && run.state.objects.some((o) => o.id === item.source) ? item.source : null;
  switch (e.kind) {
    case 'damage': {
      if (source === null && item.source !== null) {
        // 608.2h: the source left; its last known information decides the damage's qualities. Colors
        // and types were used for targets; abilities that change what damage does are not modelled.
        const relevant = (item.sourceKeywords ?? []).filter((k) => /^(deathtouch|infect|wither|toxic)/.test(k));
        if (relevant.length > 0) halt('unmodelled', 'error.unmodelled', { what: `damage from a source that left the battlefield, with ${relevant.join(', ')} (last known information)`, rule: '608.2h' });
      }
      const amount = amountOf(run, item, e, ctx);
      if (e.amountFrom !== undefined) emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount }));
      const lifelinkLki = source === null && item.source !== null && hadLifelink(item.sourceKeywords ?? []);
      if (e.divided === true) {
        // 601.2d / 608.2b: the division announced while casting stays; an illegal target's share isn't dealt.
        const division = item.division ?? {};
        emit(run, step('resolve.divided', ['601.2d', '608.2b'], { item: itemLabel(run.state, item), division: refs.map((r) => `${labelOf(run, r)}: ${division[r] ?? 0}`), total: amount }));
      }
      for (const r of refs) {
        const from = run.events.length;
        const share = e.divided === true ? (item.division?.[r] ?? 0) : amount;
        run.perform({ kind: 'damage', source, target: r, amount: share });
        if (!lifelinkLki) continue;
        // 702.15b with 608.2h: the source's last known information had lifelink, so its controller gains that
        // much life — a life-gain event, through life-gain replacement effects (614.1a).
        const dealt = damageSince(run.events, from);
        if (dealt > 0) gainLife(run, item.controller, dealt, null, ['702.15b', '608.2h']);
      }
      return { did: did(), previous: NOTHING };
    }
    case 'destroy': {
      const known = lki(run, refs);
      for (const r of refs) run.perform(e.cantRegenerate === true ? { kind: 'destroy', object: r, cantRegenerate: true } : { kind: 'destroy', object: r });
      return { did: did(), previous: movedOf(run, known, from) };
    }
    case 'regenerate': {
      // 701.19a: "the next time [it] would be destroyed this turn" — a shield that lasts until end of turn.
      for (const r of refs) {
        if (!run.state.objects.some((o) => o.id === r && o.zone === 'battlefield')) continue;
        run.perform({ kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: r, text: item.text, controller: item.controller, source: source, duration: { kind: 'end-of-turn' } } });
      }
      return { did: did(), previous: NOTHING };
    }
    case 'exile':
    case 'return-to-hand': {
      const known = lki(run, refs);
      for (const r of refs) run.perform({ kind: e.kind, object: r });
      return { did: did(), previous: movedOf(run, known, from) };
    }
    case 'attach':
      // 701.3a-b: the source (an Equipment's equip ability, 702.6a) becomes attached to the object; a
      // source that left the battlefield is a new object the ability doesn't know (400.7): nothing happens.
      if (source === null) {
        emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: 'attach', object: item.sourceLabel, reason: 'changed-zone' }));
        return none;
      }
      for (const r of refs) run.perform({ kind: 'attach', object: source, to: r });
      return { did: did(), previous: NOTHING };
    case 'tap':
    case 'untap':
      for (const r of refs) run.perform({ kind: e.kind, object: r });
      return { did: did(), previous: { count: refs.length, ids: refs, lki: [] } };
    case 'sacrifice': {
      const byId = byIdNow(run);
      const known = lki(run, refs);
      for (const r of refs) {
        // 701.21a: a player can sacrifice only a permanent they control.
        if (byId[r]?.controller !== item.controller) {
          emit(run, step('stack.effect-skipped', ['701.21a'], { item: itemLabel(run.state, item), effect: 'sacrifice', object: labelOf(run, r), reason: 'not-yours' }));
          continue;
        }
        run.perform({ kind: 'sacrifice', object: r });
      }
      return { did: did(), previous: movedOf(run, known, from) };
    }
    case 'counter':
      for (const r of refs) counter(run, item, r, null);
      return { did: did(), previous: NOTHING };
    case 'counter-unless-pay':
      for (const r of refs) counter(run, item, r, { cost: e.cost, pay });
      return { did: did(), previous: NOTHING };
    case 'add-counters':
      for (const r of refs) run.perform({ kind: 'add-counters', target: r, counter: e.counter, amount: e.amount });
      return { did: did(), previous: NOTHING };
    case 'life': {
      const who = refs.length > 0 || e.player === THAT_CONTROLLER ? playersOf(run, e, refs, ctx) : [item.controller];
      // 608.2h: "life equal to its power" — the last known power of what the previous instruction affected.
      const amount = amountOf(run, item, e, ctx, true);
      if (e.amountFrom !== undefined) emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount }));
      for (const p of who) run.perform({ kind: 'life', player: p, amount });
      return { did: did(), previous: NOTHING };
    }
    case 'draw': {
      const who = refs.length > 0 ? refs : [item.controller];
      const amount = amountOf(run, item, e, ctx);
      if (e.amountFrom !== undefined) emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount }));
      for (const p of who) drawCards(run, p, amount, null);
      return { did: did(), previous: NOTHING };
    }
    case 'discard': {
      const who = refs.length > 0 ? refs : [item.controller];
      let count: number | null = 0;
      for (const p of who) {
        const n = discard(run, item, p, e, ctx);
        count = count === null || n === null ? null : count + n;
      }
      // From a hand nobody described, how many were discarded is unknown: "that many" can't be read.
      return { did: did(), previous: count === null ? { count: 0, ids: [], lki: [], unknownCount: true } : { count, ids: [], lki: [] } };
    }
    case 'exile-top': {
      const who = refs.length > 0 ? refs : [item.controller];
      const lkiList: Previous['lki'] = [];
      const ids: string[] = [];
      for (const p of who) {
        for (const x of exileTop(run, item, p, e.amount)) {
          lkiList.push(x.lki);
          const id = newIdOf(run, from, x.id);
          if (id !== null) ids.push(id);
        }
      }
      return { did: did(), previous: { count: lkiList.length, ids, lki: lkiList } };
    }
    case 'for-each': {
      // 608.2f: processed one player or object at a time, APNAP order first.
      const order = forEachOrder(run.state, byIdNow(run), refs);
      emit(run, step('resolve.for-each', ['608.2f'], { item: itemLabel(run.state, item), order: order.map((x) => labelOf(run, x)), policy: 'listed' }));
      for (const r of order) {
        let inner: Ctx = { ...ctx, each: r, previous: NOTHING, did: true };
        for (const x of e.effects) {
          markBoundary(run);
          const out = performEffect(run, item, x, legal, pay, inner);
          inner = { ...inner, previous: out.previous, did: out.did };
          if (x.id !== undefined) ctx.done.set(x.id, out.did);
        }
      }
      return { did: did(), previous: NOTHING };
    }
    case 'put-onto-battlefield': {
      const ids = refs.map((r) => putOntoBattlefield(run, item, r, e)).filter((x): x is string => x !== null);
      return { did: did(), previous: { count: ids.length, ids, lki: [] } };
    }
    case 'create':
      // "Its controller creates …" (608.2h): the token is created under the target's controller.
      if (e.player === THAT_CONTROLLER) {
        for (const p of e.target !== undefined ? playersOf(run, e, refs, ctx) : controllersOf(ctx.previous)) run.perform({ kind: 'create', object: { ...e.seed, controller: p } });
        return { did: did(), previous: NOTHING };
      }
      // 111.2: "target opponent creates a Treasure token", "each player creates …": under that player's control.
      if (e.player !== undefined || e.target !== undefined || e.that === true) {
        for (const p of refs.filter((r) => run.state.players.some((x) => x.id === r))) run.perform({ kind: 'create', object: { ...e.seed, controller: p } });
        return { did: did(), previous: NOTHING };
      }
      run.perform({ kind: 'create', object: { ...e.seed, controller: e.seed.controller || item.controller } });
      return { did: did(), previous: NOTHING };
    case 'apply-effect': {
      // 611.2: "gain control of …" gives control to the spell's or ability's controller, fixed as it resolves.
      const modifications = e.effect.modifications.map((m) => (m.kind === 'set-controller' && m.player === undefined ? { ...m, player: item.controller } : m));
      const effect: EffectInput = { ...e.effect, modifications, controller: item.controller, source: e.effect.source ?? source };
      if (e.target !== undefined || e.object !== undefined || e.all !== undefined || e.that === true || e.each === true || e.it === true || e.self === true || e.attached === true || e.choose !== undefined) {
        if (refs.length === 0) return none;
        effect.affects = { kind: 'objects', ids: refs };
      }
      run.perform({ kind: 'apply-effect', effect });
      return { did: did(), previous: NOTHING };
    }
    case 'delayed-trigger': {
      const list = run.state.delayedTriggers ?? (run.state.delayedTriggers = []);
      const ability = { ...e.trigger, effects: bindEffects(run, e.trigger.effects, item, ctx.previous) };
      list.push({ id: nextStackId(run.state).replace('ability', 'delayed'), ability, source: item.source, sourceLabel: item.sourceLabel, controller: item.controller });
      // 608.2k: "that creature" is the object the trigger event named, bound now, whatever its characteristics become.
      const bound = e.trigger.effects.some((x) => x.that === true) && (item.that ?? []).length > 0;
      emit(run, step('trigger.delayed-created', bound ? ['603.7a', '603.7b', '608.2k'] : ['603.7a', '603.7b'], { ability: e.trigger.text, source: item.sourceLabel, controller: item.controller }));
      return { did: did(), previous: NOTHING };
    }
    case 'scry':
    case 'surveil': {
      // H9: 701.22a / 701.25a; the choice is named by the instruction's `id`, else "scry" / "surveil".
      const who = refs.length > 0 ? refs : [item.controller];
      const n = e.amountFrom !== undefined ? amountFrom(ctx.previous, e.amountFrom, item) : e.amount;
      let any = false;
      for (const p of who) any = (e.kind === 'scry' ? scry : surveil)(run, item, p, n, e.id ?? e.kind, ctx.choices) || any;
      return { did: any || did(), previous: NOTHING };
    }
    case 'mill': {
      const who = refs.length > 0 ? refs : [item.controller];
      const n = e.amountFrom !== undefined ? amountFrom(ctx.previous, e.amountFrom, item) : e.amount;
      const ids: string[] = [];
      for (const p of who) ids.push(...mill(run, item, p, n));
      return { did: did(), previous: { count: ids.length, ids, lki: [] } };
    }
    case 'search-to-hand':
    case 'search-to-top':
    case 'search-to-battlefield': {
      // 701.23a-d, 701.24a: stack/search.ts. "Its controller may search their library" (608.2h): the target's controller.
      const byId = byIdNow(run);
      const to = e.kind === 'search-to-hand' ? ({ zone: 'hand' } as const) : e.kind === 'search-to-top' ? ({ zone: 'top' } as const) : ({ zone: 'battlefield', tapped: e.tapped === true } as const);
      let any = false;
      for (const p of refs.length > 0 || e.player === THAT_CONTROLLER ? playersOf(run, e, refs, ctx) : [item.controller]) any = searchLibrary(run, item, p, e, to, byId, ctx.choices) || any;
      return { did: any || did(), previous: NOTHING };
    }
    case 'proliferate':
      // 701.34a: stack/proliferate.ts.
      return { did: proliferate(run, item, item.controller, e.id ?? 'proliferate', ctx.choices) || did(), previous: NOTHING };
    case 'add-mana': {
      // 106.4: the mana goes into the player's mana pool (a spell that adds mana is no mana ability, 605.1a: it resolves from the stack).
      const mana = parsePool(e.mana);
      if (!mana) halt('unmodelled', 'error.unmodelled', { what: `adding ${e.mana}`, rule: '106.1' });
      for (const p of refs.length > 0 ? refs : [item.controller]) {
        const who = run.state.players.find((x) => x.id === p);
        if (!who) continue;
        who.manaPool = addToPool(who.manaPool ?? {}, mana);
        emit(run, step('resolve.add-mana', ['106.4', '608.2c'], { item: itemLabel(run.state, item), player: p, adds: poolText(mana), pool: poolText(who.manaPool) }));
      }
      return { did: did(), previous: NOTHING };
    }
    case 'add-replacement':
      return { did: createReplacement(run, item, e.replacement, refersToObjects(e) ? refs : null, source), previous: NOTHING };
    case 'fight': {
      // H9: 701.14 — "target creature you control fights target creature you don't control".
      const second = legal[e.with] ?? [];
      const chosenSecond = item.targets[e.with] ?? [];
      const chosenFirst = e.target !== undefined ? (item.targets[e.target] ?? []) : refs;
      return { did: fightInstruction(run, item, refs, second, chosenFirst, chosenSecond), previous: NOTHING };
    }
    case 'cast-card':
    case 'cascade':
      // H3 hook: a card cast while this resolves (608.2g): casting/during-resolution.ts.
      return { did: castDuringResolution(run, item, e, refs, ctx.choices), previous: NOTHING };
    case 'reflexive': {
      // 603.12: "when you do" — it triggers only if the instruction before it was done.
      if (!ctx.did) {
        emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: 'reflexive', object: e.ability.text, reason: 'not-done' }));
        return none;
      }
      const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
      const ability = { ...e.ability, effects: bindEffects(run, e.ability.effects, item, ctx.previous), event: 'cast' as const };
      pending.push({ ability, source: item.source, sourceLabel: item.sourceLabel, sourceColors: item.sourceColors, sourceTypes: item.sourceTypes, ...(item.sourceSubtypes ? { sourceSubtypes: item.sourceSubtypes } : {}), controller: item.controller, cause: 'reflexive' });
      emit(run, step('trigger.triggers', ['603.12'], { ability: e.ability.text, source: item.sourceLabel, controller: item.controller, cause: 'reflexive', lookBack: false }));
      return { did: did(), previous: NOTHING };
    }
    default:
      return assertNever(e);
  }
}

/**
 * 701.9a: discard = from the player's hand to its owner's graveyard. 701.9b: the discarding player
 * chooses which cards (the resolving action's `choices[id ?? "discard"]`; unanswered, the first
 * listed cards — stated in the trace); a random discard among more cards than it asks for can't be
 * decided by a deterministic engine and stops as unmodelled, as does any discard from a hand holding
 * an unseen card (engine/hand.ts).
 */
function discard(run: Run, item: StackItem, player: PlayerId, e: Extract<SpellEffect, { kind: 'discard' }>, ctx: Ctx): number | null {
  if (e.amount !== 0 && handHidden(run.state, player)) return discardUnseen(run, item, player, e, ctx);
  const hand = e.amount === 0 ? [] : cardsInHand(run.state, player, 'discard', '701.9b');
  const n = e.amount === 'all' ? hand.length : Math.min(e.amount, hand.length);
  let cards = hand.slice(0, n);
  let policy = e.amount === 'all' ? 'whole-hand' : n === 0 ? 'empty-hand' : n === hand.length ? 'all-they-have' : 'default-first-listed';
  if (n > 0 && n < hand.length) {
    if (e.random === true) halt('unmodelled', 'error.unmodelled', { what: 'a random discard (which cards is random)', rule: '701.9b' });
    const answer = answerOf(ctx.choices, e.id ?? 'discard');
    if (answer.kind === 'yes' && answer.ids !== null) {
      const picked = answer.ids.map((x) => hand.find((o) => o.id === x || o.id.split('~')[0] === x));
      if (picked.some((o) => o === undefined) || picked.length !== n) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: e.id ?? 'discard', id: answer.ids.join(', '), rule: '701.9b' });
      cards = picked as typeof hand;
      policy = 'given';
    }
  }
  emit(run, step('resolve.discard', ['701.9a', '701.9b'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), policy }));
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard'); // H3: madness (702.35a)
  }
  return cards.length;
}

/**
 * 701.9a from a hand holding cards nobody knows (engine/hand.ts): drawn from an undescribed library,
 * or a hand the question never described. When only unknown cards can be discarded — the hand lists
 * none, or "discards their hand" takes every card — the discard happens and is told as that many
 * unseen cards ("up to" that many from an undescribed hand, whose size is unknown); each is a
 * discard event (card unknown), so an unmodelled "whenever a player discards" ability is judged by
 * gap-relevance.ts, and the graveyard then holds unseen cards (a reader of it stops). With a listed
 * card among unknown ones, which is discarded is the player's choice among cards nobody can name
 * (701.9b): stopped, naming the hand, unless the choice names listed cards. Returns the number
 * discarded, or null when it is unknown (an undescribed hand may hold fewer cards than asked for).
 */
function discardUnseen(run: Run, item: StackItem, player: PlayerId, e: Extract<SpellEffect, { kind: 'discard' }>, ctx: Ctx): number | null {
  const p = run.state.players.find((x) => x.id === player)!;
  const listed = knownInHand(run.state, player);
  const unseen = p.unseenInHand ?? 0;
  const unknown = p.handUnknown === true;
  let cards = listed;
  let count = unseen;
  if (e.amount !== 'all') {
    const n = e.amount;
    const answer = answerOf(ctx.choices, e.id ?? 'discard');
    if (listed.length > 0) {
      // 701.9b: a choice among listed and unseen cards; a random one can't be decided either.
      if (e.random === true || answer.kind !== 'yes' || answer.ids === null) haltOnUnseen(run.state, player, 'discard', '701.9b');
      const picked = answer.ids.map((x) => listed.find((o) => o.id === x || o.id.split('~')[0] === x));
      if (picked.some((o) => o === undefined) || picked.length !== n) haltOnUnseen(run.state, player, 'discard', '701.9b');
      cards = picked as typeof listed;
      count = 0;
    } else {
      cards = [];
      count = unknown ? n : Math.min(n, unseen);
    }
  }
  // Fewer known cards than asked for in a hand of unknown size: how many there were is unknown too.
  const upTo = unknown && e.amount !== 'all' && listed.length === 0 && unseen < e.amount;
  // "Discards their hand" from a hand nobody described: its unknown rest goes too, however many.
  const whole = unknown && e.amount === 'all';
  emit(run, step('resolve.discard-unseen', ['701.9a', '701.9b'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), count, upTo, whole }));
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard'); // H3: madness (702.35a)
  }
  for (let i = 0; i < Math.max(count, whole ? 1 : 0); i++) record(run, { kind: 'discarded', player, card: null }, null);
  if (count > 0 || whole) {
    p.unseenInHand = Math.max(0, unseen - count);
    p.graveyardUnseen = true;
  }
  if (whole) delete p.handUnknown; // 402.1: the whole hand was discarded, so it is now known to be empty
  return upTo || whole ? null : cards.length + count;
}

/** 701.13a: the top cards of the player's library (the first listed) are exiled; returns their last known values. */
function exileTop(run: Run, item: StackItem, player: PlayerId, amount: number): { id: string; lki: Previous['lki'][number] }[] {
  requireDescribedLibrary(run, player, amount, '701.13a');
  const library = libraryOf(run, player);
  if ((run.state.shuffledLibraries ?? []).includes(player) && library.length > 1) {
    halt('unmodelled', 'error.unmodelled', { what: 'the top card of a shuffled library (which card is random)', rule: '701.24a' });
  }
  const cards = library.slice(0, amount);
  emit(run, step('resolve.exile-top', ['701.13a'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), manaValues: cards.map((o) => String(manaValue(o.printed.manaCost))) }));
  const out = cards.map((o) => ({ id: o.id, lki: lkiOf(o, undefined) }));
  for (const o of cards) moveObject(run, o.id, 'exile');
  return out;
}

/** Puts a card onto the battlefield under the resolving item's controller; an "is [characteristic]" effect applies as it enters (611.2e). */
function putOntoBattlefield(run: Run, item: StackItem, ref: string, e: Extract<SpellEffect, { kind: 'put-onto-battlefield' }>): string | null {
  const as = e.as;
  const o = run.state.objects.find((x) => x.id === ref);
  if (!o) return null;
  const from = run.events.length;
  run.perform({ kind: 'move', object: o.id, to: 'battlefield' });
  const id = newObjectsSince(run.events, from, [o.id])[0] ?? o.id;
  const entered = run.state.objects.find((x) => x.id === id && x.zone === 'battlefield');
  if (!entered) return null;
  // 110.2: "under its owner's control", else under the control of whoever put it there.
  entered.baseController = e.underOwner === true ? entered.owner : item.controller;
  if (e.counters) entersWithCounters(run, item, entered, e.counters);
  if (as) {
    run.perform({ kind: 'apply-effect', effect: { text: as.text, affects: { kind: 'objects', ids: [id] }, modifications: as.modifications, controller: item.controller, source: null } });
    emit(run, step('resolve.enters-as', ['611.2e'], { item: itemLabel(run.state, item), object: entered.label, text: as.text }));
  }
  return id;
}

/** 608.2c: the instructions of a resolving spell or ability, in the order written. */
function followInstructions(run: Run, item: StackItem, legal: Record<string, string[]>, pay: boolean, choices: ResolutionChoices): void {
  const byId = byIdNow(run);
  const targetControllers = new Map<string, PlayerId>();
  for (const id of Object.values(legal).flat()) {
    const p = byId[id]?.controller ?? findItem(run.state, id)?.controller;
    if (p !== undefined) targetControllers.set(id, p);
  }
  const ctx: Ctx = { choices, done: new Map(), previous: NOTHING, did: true, each: null, targetControllers };
  for (const e of item.effects) {
    markBoundary(run);
    const out = performEffect(run, item, e, legal, pay, ctx);
    ctx.previous = out.previous;
    ctx.did = out.did;
    if (e.id !== undefined) ctx.done.set(e.id, out.did);
  }
  markBoundary(run);
}

/**
 * 605.3b: a mana ability doesn't use the stack; it resolves right after it is activated, its other
 * instructions included ("This land deals 1 damage to you"). A mana ability has no targets (605.1a).
 */
/** 605.3b: a mana ability resolves immediately, when it is activated (run.resolveMana reaches it). */
export function resolveManaAbility(run: Run, item: StackItem): void {
  followInstructions(run, item, {}, false, {});
}

/**
 * The 'resolved' event means the item really resolved: one whose targets are all illegal "doesn't resolve"
 * (608.2b) and a trigger whose intervening "if" is false is removed and does nothing (603.4), so neither records it.
 */
function recordResolved(run: Run, item: StackItem): void {
  record(run, { kind: 'resolved', item: item.id, itemKind: item.kind, source: item.source }, null);
}

/** 608: the top object of the stack resolves. */
export function resolveTop(run: Run, pay: boolean, choices: ResolutionChoices = {}): void {
  const state = run.state;
  const stack = stackOf(state);
  const item = stack[stack.length - 1];
  if (!item) {
    emit(run, step('stack.empty-pass', ['117.4', '405.5'], {}));
    givePriority(state, state.activePlayer);
    return;
  }
  countEvent(run);
  const label = itemLabel(state, item);
  const rulesNow = ['608.1', '608.2'];
  if (item.condition) rulesNow.push('603.4', '608.2a');
  if (item.specs.length > 0) rulesNow.push('608.2b');
  // 113.7a: an ability exists independently of its source; it resolves even if the source is gone.
  if (item.kind !== 'spell' && item.source !== null && !state.objects.some((o) => o.id === item.source && o.zone === 'battlefield')) rulesNow.push('113.7a');
  emit(run, step('stack.resolves', rulesNow, { item: label, kind: item.kind, controller: item.controller }));
  // 608.2a / 603.4: the intervening "if" is checked again.
  if (item.condition && !conditionHolds(state, byIdNow(run), item.condition, item.controller, ownCountersNow(run, item))) {
    emit(run, step('trigger.condition-false', ['603.4', '608.2a'], { ability: item.text, source: item.sourceLabel, stage: 'resolution' }));
    removeItem(run, item, false);
    emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone', resolved: false }));
    givePriority(state, state.activePlayer);
    return;
  }
  // 608.2b: are the targets still legal?
  const byId = byIdNow(run);
  const legal: Record<string, string[]> = {};
  let chosen = 0;
  let stillLegal = 0;
  const by = { self: item.id, controller: item.controller, colors: item.sourceColors, types: item.sourceTypes, ...(item.sourceSubtypes ? { subtypes: item.sourceSubtypes } : {}), kind: item.kind };
  for (const spec of item.specs) {
    legal[spec.word] = [];
    for (const ref of item.targets[spec.word] ?? []) {
      chosen++;
      const v = targetLegality(state, byId, spec, ref, by);
      if (v.ok) {
        stillLegal++;
        legal[spec.word]!.push(ref);
      } else {
        const o = state.objects.find((x) => x.id === ref);
        emit(run, step('target.illegal', ['608.2b', v.rule], { item: label, target: o?.label ?? ref, reason: v.reason, rule: v.rule }));
      }
    }
  }
  const spellObj = item.kind === 'spell' ? state.objects.find((o) => o.id === item.id) : undefined;
  // H9: an Aura spell (303.4a) targets what it will enchant; 608.3b for its target check.
  const auraSpell = spellObj !== undefined && isAura(byId[spellObj.id]) && item.specs.some((s) => s.word === ENCHANT_WORD);
  if (auraSpell && chosen > 0 && stillLegal === 0 && endBestowIfIllegal(run, item, spellObj)) {
    // 702.103e: it resolves as a creature spell (608.3a).
    recordResolved(run, item);
    state.stack = stackOf(state).filter((i) => i !== item);
    permanentEnters(run, item, spellObj, choices);
    givePriority(state, state.activePlayer);
    emit(run, step('stack.priority', ['117.3b'], { player: state.activePlayer }));
    return;
  }
  if (chosen > 0 && stillLegal === 0) {
    emit(run, step('stack.fizzles', auraSpell ? ['608.2b', '608.3b'] : ['608.2b'], { item: label }));
    record(run, { kind: 'fizzled', item: item.id }, null);
    removeItem(run, item, true);
    givePriority(state, state.activePlayer);
    return;
  }
  recordResolved(run, item);
  state.stack = stackOf(state).filter((i) => i !== item);
  const permanent = spellObj !== undefined && PERMANENT_TYPES.some((t) => byId[spellObj.id]?.types.includes(t));
  if (spellObj && permanent) {
    if (item.specs.length > 0 && !auraSpell) halt('unmodelled', 'error.unmodelled', { what: 'a permanent spell with targets other than an Aura spell’s', rule: '608.3b' });
    // 608.3a, 608.3e, 614.1c, 614.17d: stack/enters.ts.
    const entered = permanentEnters(run, item, spellObj, choices);
    // 608.3c: an Aura spell enters attached to the object or player it targeted.
    const target = legal[ENCHANT_WORD]?.[0];
    if (auraSpell && target !== undefined) attachEnteredAura(run, item, spellObj.id, entered, target);
  } else {
    // 603.8: a state trigger doesn't trigger again until its ability has finished resolving.
    resolvingStateTrigger(run, item.stateKey);
    followInstructions(run, item, legal, pay, choices);
    resolvingStateTrigger(run, undefined);
    if (spellObj) {
      const still = state.objects.find((o) => o.id === spellObj.id && o.zone === 'stack');
      if (still && finishAdventure(run, still, item.controller)) {
        // H3 hook: an Adventure is exiled instead of going to the graveyard (715.3d; casting/alternatives.ts).
      } else if (still) {
        emit(run, step('stack.leaves', still.isCopy ? ['608.2n', '707.10a'] : ['608.2n'], { item: label, to: still.isCopy ? 'gone' : 'graveyard' }));
        if (still.isCopy) ceaseToExist(run, still.id);
        else moveObject(run, still.id, 'graveyard');
      }
    } else {
      emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone' }));
    }
  }
  // 117.3b: the active player receives priority after a spell or ability resolves.
  givePriority(state, state.activePlayer);
  emit(run, step('stack.priority', ['117.3b'], { player: state.activePlayer }));
}

/** All passed: the top object resolves (117.4, 608.1); with more than one waiting, the last added first (405.5). */
function allPassedRules(state: GameState): string[] {
  return stackOf(state).length > 1 ? ['117.4', '608.1', '405.5'] : ['117.4', '608.1'];
}

/** 117.3d / 117.4: the player with priority passes; when all have passed in succession, the top object resolves. */
export function pass(run: Run, pay: boolean, choices: ResolutionChoices = {}): void {
  const state = run.state;
  const pr = priorityOf(state);
  const players = apnap(state);
  pr.passes++;
  countEvent(run);
  emit(run, step('stack.pass', ['117.3d'], { player: pr.player, passes: pr.passes, players: players.length }));
  if (pr.passes >= players.length) {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', allPassedRules(state), { item: itemLabel(state, top) }));
    resolveTop(run, pay, choices);
    return;
  }
  const i = players.indexOf(pr.player);
  pr.player = players[(i + 1) % players.length]!;
}

/** Every player passes in succession; with `all`, repeatedly until the stack is empty (SBAs and triggers in between, 117.5). */
export function resolveAction(run: Run, all: boolean, pay: boolean, choices: ResolutionChoices = {}): void {
  const state = run.state;
  do {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', allPassedRules(state), { item: itemLabel(state, top) }));
    resolveTop(run, pay, choices);
    // 117.5: state-based actions, then waiting triggered abilities go on the stack, before anyone passes again.
    if (all) run.settle?.();
    // 104.2a / 104.3b: a player who lost by those state-based actions leaves before anyone gets
    // priority again, so in a two-player game nothing else on the stack resolves (resolve.ts ends the game).
    if (state.players.some((p) => p.lost !== null)) return;
  } while (all && stackOf(state).length > 0);
}
