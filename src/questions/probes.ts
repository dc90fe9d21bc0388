/**
 * The question's own move at the end of the story (the probe): whose legality answers a "can"
 * question — an attack (508.1), a block (509.1), a target (115.1, 601.2c), a cast (601.2), an
 * activation (602.2) — made where the question asks it (at its point of the turn, in response, or on
 * the turn of the player it is about); any other question ends with the combat told dealing its damage.
 */
import type { Lang } from '../core/lang.ts';
import type { Ask, Side } from './types.ts';
import type { EngineStep } from './turns.ts';
import type { ActionList } from './action-list.ts';
import { controlledBy } from './control.ts';
import { respondsNow } from './story-timing.ts';
import { assertNever } from '../core/result.ts';
import { isProbe } from './asks.ts';
import { abilityByLoyalty, abilityIndex, compiled, loyaltyBefore, aimAtController, targetWord } from './spell-abilities.ts';
import { onlyTarget, someTarget } from './implied-choices.ts';
import { wordsFor } from './locales/index.ts';
import type { ActionOf, ObjectInput } from './scenario-input.ts';
import { pingsOne } from './ability-effects.ts';
import { payToldLife } from './story-casts.ts';

/** A generic spell that targets a creature, cast for "can X be targeted?" with no spell named. */
const GENERIC_SPELL = 'spell';

/** The probe action for a legality question, or combat damage for the rest; where the story starts. */
export function finishStory(list: ActionList, objects: ObjectInput[], lang: Lang): { probeIndex: number | null; activePlayer: Side; step: EngineStep } {
  const ask = list.probe;
  let probeIndex: number | null = null;
  // A question asked at a point of the turn ("Can it attack on my next turn?") is asked there.
  const at = ask && 'at' in ask ? (ask.at ?? null) : null;
  if (at && !(ask && respondsNow(list.q, ask))) list.advanceTo(at);
  const placed = list.moved || at !== null || list.q.events.some((e) => e.kind === 'moment');
  // Any other question ends with the combat told dealing its damage (510).
  if (!ask || !isProbe(ask)) list.combatDamage();
  else {
    switch (ask.kind) {
      case 'can-attack':
        probeIndex = probeAttack(list, ask, placed);
        break;
      case 'can-block':
        probeIndex = probeBlock(list, ask, placed);
        break;
      case 'can-target':
        probeIndex = probeTarget(list, ask, objects, placed, lang);
        break;
      case 'can-cast':
        probeIndex = probeCast(list, ask, objects, placed, lang);
        break;
      case 'can-activate':
        probeIndex = probeActivate(list, ask, objects, placed, lang);
        break;
      default:
        assertNever(ask);
    }
  }
  return { probeIndex, activePlayer: list.activeFromStart, step: list.startStep };
}

function probeAttack(list: ActionList, ask: Extract<Ask, { kind: 'can-attack' }>, placed: boolean): number | null {
  const t = list.q.things.find((x) => x.id === ask.id);
  // With no point of the turn said, the question is about the turn of the player said to attack
  // with it ("Can I attack with X?"), else of the creature's controller. The engine then says
  // when that player doesn't control it (508.1a).
  if (!placed) list.assumeTurn(ask.by ?? controlledBy(list.q, t) ?? 'A');
  const probeIndex = list.actions.length;
  list.actions.push({ kind: 'declare-attackers', attackers: [{ object: ask.id }] });
  return probeIndex;
}

function probeBlock(list: ActionList, ask: Extract<Ask, { kind: 'can-block' }>, placed: boolean): number | null {
  const a = list.q.things.find((x) => x.id === ask.attackers[0]);
  if (!placed) list.assumeTurn(controlledBy(list.q, a) ?? list.activeFromStart);
  const fresh = ask.attackers.filter((id) => !list.attacked.has(id));
  // A creature that isn't attacking can't be blocked (509.1a): the engine says so when it was
  // not among the attackers already declared.
  if (fresh.length > 0 && !list.declaredAttack) list.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id })) });
  const probeIndex = list.actions.length;
  const blocks = ask.blockers.map((bl) => ({ object: bl, blocks: ask.blockers.length > 1 ? [ask.attackers[0]!] : ask.attackers }));
  list.actions.push({ kind: 'declare-blockers', blockers: blocks });
  return probeIndex;
}

/**
 * The player asked of acts with priority: on their own turn when the story set up none, and after the other player
 * passes when that player holds priority (117.3d: the one with priority acts; the other gets it when they pass).
 */
function actsWithPriority(list: ActionList, player: Side, placed: boolean): void {
  if (!placed && list.actions.length === 0) {
    list.activeFromStart = player;
    list.clock.turn = player;
    list.priority = player;
  }
  if (player !== list.priority) list.actions.push({ kind: 'pass' });
}

function probeTarget(list: ActionList, ask: Extract<Ask, { kind: 'can-target' }>, objects: ObjectInput[], placed: boolean, lang: Lang): number | null {
  // As for a cast: with another player's spell last on the stack, the asker targets in response.
  actsWithPriority(list, ask.caster, placed);
  if (ask.spell) {
    // The named spell is cast at the target; its own target word is used.
    const word = targetWord(list.q, ask.spell, 'spell') ?? 'target';
    const o = objects.find((x) => x.id === ask.spell);
    if (o) {
      o.zone = 'hand';
      o.controller = ask.caster;
    }
    const cast: ActionOf<'cast'> = { kind: 'cast', object: ask.spell, player: ask.caster, targets: { [word]: [ask.target] } };
    list.payImpliedSacrifice(ask.spell, ask.caster, cast, objects);
    const probeIndex = list.actions.length;
    list.actions.push(cast);
    if (respondsNow(list.q, ask)) list.actions.push({ kind: 'resolve', all: true });
    return probeIndex;
  }
  objects.push({
    id: GENERIC_SPELL,
    name: wordsFor(lang).targetingSpell,
    types: ['Instant'],
    zone: 'hand',
    controller: ask.caster,
    spell: { text: 'Target creature gets +0/+0 until end of turn.', targets: [{ word: 'target', objects: { kind: 'filter', types: ['Creature'] } }], effects: [] },
  });
  const probeIndex = list.actions.length;
  list.actions.push({ kind: 'cast', object: GENERIC_SPELL, player: ask.caster, targets: { target: [ask.target] } });
  return probeIndex;
}

function probeCast(list: ActionList, ask: Extract<Ask, { kind: 'can-cast' }>, objects: ObjectInput[], placed: boolean, lang: Lang): number | null {
  // "Can my opponent cast Divination?" with no time said: run on the caster's own main phase with the stack empty, the
  // one time a noninstant spell can be cast (117.1a); at any other it couldn't, so that time is said, never silent.
  if (!placed && list.actions.length === 0 && !(list.q.things.find((x) => x.id === ask.spell)?.types ?? []).includes('Instant')) list.castTimeAssumed = ask.caster;
  actsWithPriority(list, ask.caster, placed);
  const cast: ActionOf<'cast'> = { kind: 'cast', object: ask.spell, player: ask.caster };
  const word = targetWord(list.q, ask.spell, 'spell');
  // "Can Essence Scatter counter a spell?": whether it can depends on what kind of spell that is.
  const typed = (compiled(list.q, ask.spell)?.spell?.targets ?? []).some((t) => (t.objects?.types?.length ?? 0) > 0);
  const unknown = ask.targets.find((t) => t !== 'A' && t !== 'B' && !list.q.cards[t] && (list.q.things.find((x) => x.id === t)?.types.length ?? 1) === 0);
  if (typed && unknown) {
    list.unknownKind = unknown;
    return null;
  }
  // ("Can I kill their 2/2 with Diabolic Edict?": a spell at players, used to remove a creature, aims at its controller.)
  const aim = word !== undefined ? aimAtController(list.q, ask.spell, ask.targets, ask.purpose === true) : ({ kind: 'told' } as const);
  if (aim.kind === 'unsettled') list.needsTarget = ask.spell;
  else if (aim.kind === 'player') cast.targets = { [word!]: [aim.side] };
  else if (word && ask.targets.length > 0) cast.targets = { [word]: ask.targets };
  else if (word) {
    const deduced = onlyTarget(list.q, ask.spell, ask.caster, objects, list.stackSpells);
    const implied = deduced ?? someTarget(list.q, ask.spell, ask.caster, objects, lang);
    if (implied) {
      cast.targets = { [word]: [implied] };
      list.impliedTargets.push({ spell: ask.spell, target: implied, assumed: deduced === null });
    } else list.needsTarget = ask.spell;
  }
  // "Can I cast Dismember paying 4 life?": the payment told is tried with the cast (119.4, 118.3).
  if (ask.lifePaid !== undefined || ask.lifeAll === true) payToldLife(list, ask, ask.lifePaid ?? null, cast);
  list.payImpliedSacrifice(ask.spell, ask.caster, cast, objects);
  const probeIndex = list.actions.length;
  list.actions.push(cast);
  // Asked in response: then the stack resolves, whether it could be cast or not, so the final
  // state shows what happens to what the story put on the stack.
  if (respondsNow(list.q, ask)) list.actions.push({ kind: 'resolve', all: true });
  return probeIndex;
}

function probeActivate(list: ActionList, ask: Extract<Ask, { kind: 'can-activate' }>, objects: ObjectInput[], placed: boolean, lang: Lang): number | null {
  actsWithPriority(list, ask.player, placed);
  const o = objects.find((x) => x.id === ask.source);
  // "Can I -2 Liliana?": the ability with that loyalty cost (606.4); its text unread, none, or two alike: not probed.
  const pick = ask.loyalty !== undefined ? abilityByLoyalty(o, list.q.cards[ask.source]?.unmodelled ?? [], ask.loyalty, { targeted: ask.targets.length > 0, counters: loyaltyBefore(o, list.actions) }) : null;
  if (pick && pick.kind !== 'index') {
    list.abilityGap ??= { source: ask.source, kind: pick.kind, ...(pick.kind === 'unread' ? { text: pick.text } : {}) };
    return null;
  }
  const index = pick ? pick.index : o ? abilityIndex(o, ask.ability, lang, list.q.cards[ask.source] !== undefined) : -1;
  if (index < 0) {
    list.missingAbility = ask.source;
    return null;
  }
  // ("Can I sac it in response to ping something?": the ability must be the one that deals 1 damage to one target.)
  if (ask.ping !== undefined && !pingsOne(o?.activated?.[index])) list.undescribed ??= ask.ping;
  // ("Can Liliana's -2 kill their Bears?": an ability that targets only players, asked of as the way to remove a creature,
  // is no illegal target to answer no with — an edict's aim is the asker's choice, not read here: its text is named.)
  const specs = o?.activated?.[index]?.targets ?? [];
  if (ask.purpose === true && specs.length > 0 && specs.every((t) => t.players !== undefined && t.objects === undefined)) list.undescribed ??= o?.activated?.[index]?.text ?? '';
  const act: ActionOf<'activate'> = { kind: 'activate', object: ask.source, player: ask.player, ability: index };
  const word = o?.activated?.[index]?.targets?.[0]?.word;
  if (word && ask.targets.length > 0) act.targets = { [word]: ask.targets };
  else if (word) {
    // Asked only whether it may be activated (then, in response, on whose turn …): the target isn't
    // what is asked (602.2b applies 601.2c; 602.5, 606.3 are about timing): a plain one of the kind its
    // target word asks for is assumed, and said. Never probed with no target at all — that "can't"
    // (wrong number of targets) would answer a question nobody asked. With no plain object that
    // could be its target ("target tapped creature"), which one is asked back.
    const only = someTarget(list.q, ask.source, ask.player, objects, lang, true, index);
    if (only) {
      act.targets = { [word]: [only] };
      list.impliedTargets.push({ spell: ask.source, target: only, assumed: true });
    } else {
      list.needsTarget ??= ask.source;
      return null;
    }
  }
  // "Sacrifice a creature: …" with none said: paid with the one creature told, else asked back (601.2h via 602.2b).
  list.payImpliedSacrifice(ask.source, ask.player, act, objects, index);
  // "… twice in one turn?": activated once first, as asked (then resolved), and the second activation is the probe.
  // ("I +1 Liliana. Can I also -2 her?": the story's activation of it this turn is the first one — none added.)
  if (ask.again && !list.actions.some((x) => x.kind === 'activate' && x.object === ask.source)) {
    list.actions.push({ ...act }, { kind: 'resolve', all: true });
  }
  const probeIndex = list.actions.length;
  list.actions.push(act);
  if (respondsNow(list.q, ask)) list.actions.push({ kind: 'resolve', all: true });
  return probeIndex;
}
