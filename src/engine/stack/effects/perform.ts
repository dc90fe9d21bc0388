/**
 * 608.2c: following one instruction of a resolving spell or ability. The parts every kind shares
 * are here — "if you do / if you don't" (608.2c), the choice made as it is followed (608.2d), what
 * it affects (refs.ts) — and a switch hands each kind to the module for its rules area: damage
 * (120), destroy / regenerate (701.8, 701.19), zone changes (400.7, 701.13), sacrifice (701.21),
 * counter (701.6), counters (122, 701.34), life (119), draw (121), discard (701.9), library actions
 * (701.17, 701.22, 701.23, 701.25), tokens (111), continuous and replacement effects (611, 614),
 * delayed and reflexive triggers (603.7, 603.12), attach / tap / fight (701.3, 701.26, 701.14),
 * mana (106), cast during resolution (608.2g). "For each" (608.2f) follows instructions again, so it
 * is here too.
 */
import { bite } from './bite.ts';
import { additionalPhases } from '../../phases.ts';
import { putEachOnTop, shuffleIntoLibrary } from './library-top.ts';
import { assertNever } from '../../../core/result.ts';
import { castDuringResolution } from '../../casting/during-resolution.ts'; // H3
import { emit } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { markBoundary } from '../../triggers/triggers.ts';
import type { SpellEffect, StackItem } from '../../types.ts';
import { itemLabel } from '../items.ts';
import { forEachOrder, NOTHING, THAT_CONTROLLER } from '../instructions.ts';
import { byIdNow, labelOf, NONE } from './context.ts';
import type { Ctx, EffectCall, Outcome } from './context.ts';
import { decide } from './choices.ts';
import { additionalLand, cantCastThisTurn } from '../../lands.ts';
import { loseGame, winGame } from './game-result.ts';
import { controllersOfTargets, refsOf } from './refs.ts';
import { dealDamage } from './damage.ts';
import { destroy, regenerate } from './destroy.ts';
import { exileTopCards, moveEach, putEachOntoBattlefield } from './zone-changes.ts';
import { edict, edictPlayers, sacrifice } from './sacrifice.ts';
import { counterEach } from './counter.ts';
import { addCounters, proliferate } from './counters.ts';
import { changeLife } from './life.ts';
import { draw } from './draw.ts';
import { discardEach } from './discard.ts';
import { isLibraryKind, libraryAction } from './library-actions.ts';
import { createTokens } from './tokens.ts';
import { createCopies } from './token-copies.ts';
import { addReplacement, applyEffect } from './continuous.ts';
import { createDelayedTrigger, reflexiveTrigger } from './delayed-reflexive.ts';
import { attach, fight, tapOrUntap } from './permanent-actions.ts';
import { addMana, payMana } from './mana.ts';
import { stormCopies } from './copies.ts';
import { conditionHolds } from '../conditions.ts';
import { onlyMatching, sameEitherWay } from './only-if.ts';

/** 608.2c: follow one instruction. */
export function performEffect(run: Run, item: StackItem, given: SpellEffect, legal: Record<string, string[]>, pay: boolean, ctx: Ctx): Outcome {
  const e = insteadIf(run, item, given, legal);
  if ((e.ifDone !== undefined && ctx.done.get(e.ifDone) !== true) || (e.ifNotDone !== undefined && ctx.done.get(e.ifNotDone) !== false)) {
    emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: e.kind, object: e.ifDone ?? e.ifNotDone ?? '', reason: e.ifDone !== undefined ? 'if-not-done' : 'if-done' }));
    return NONE;
  }
  if (e.kind === 'sacrifice' && e.choose !== undefined && edictPlayers(e)) return edict(run, item, { ...e, choose: e.choose }, legal, ctx);
  // 608.2h: "its controller may …" — the target's (last known) controller makes the choice.
  const chooser = e.player === THAT_CONTROLLER && e.target !== undefined && e.choose === undefined ? (controllersOfTargets(run, legal[e.target] ?? [], ctx)[0] ?? item.controller) : item.controller;
  const chosen = decide(run, item, e, ctx, chooser);
  if (chosen === null) return NONE;
  const refs = onlyMatching(run, item, e, e.choose ? chosen : refsOf(run, item, e, legal, ctx));
  const before = run.state.eventCount;
  const source = item.source !== null && run.state.objects.some((o) => o.id === item.source) ? item.source : null;
  const call = { run, item, refs, legal, pay, ctx, source, from: run.events.length, did: (): boolean => run.state.eventCount > before };
  const out = byKind(call, e);
  // 400.7j, 608.2c: "Return target creature card … It gains haste. Exile it at the beginning of the next end step." — each
  // "it" is the object the move found; an instruction about it that moves nothing leaves it named for the next one, as does
  // making a delayed ability (603.7a: nothing happens to it yet) — "… If it would leave the battlefield, exile it instead".
  return (e.it === true || e.kind === 'delayed-trigger') && out.previous.ids.length === 0 ? { ...out, previous: ctx.previous } : out;
}

/**
 * "<instruction> instead if <condition>": the condition is judged once, as the instruction is followed (608.2c,
 * 608.2h), and when it holds the other instruction is followed in its place.
 */
function insteadIf(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>): SpellEffect {
  const alt = e.insteadIf;
  if (!alt) return e;
  if (sameEitherWay(run, item, e, alt.effect, legal)) {
    emit(run, step('stack.instead-if-moot', ['608.2c'], { item: itemLabel(run.state, item), text: alt.text }));
    return e;
  }
  const holds = conditionHolds(run.state, byIdNow(run), alt.condition, item.controller);
  emit(run, step('stack.instead-if', ['608.2c', '608.2h'], { item: itemLabel(run.state, item), text: alt.text, holds }));
  return holds ? { ...alt.effect } : e;
}

/** What a player may or can't do for the rest of the turn: an additional land (305.2), no more casting (effects' own modules). */
function thisTurnRule(base: Omit<EffectCall, 'e'>, e: Extract<SpellEffect, { kind: 'additional-land' | 'cant-cast-this-turn' }>): Outcome {
  return e.kind === 'additional-land' ? additionalLand({ ...base, e }) : cantCastThisTurn({ ...base, e });
}

/** 104.2b, 104.3e: a player wins or loses the game by an effect (effects/game-result.ts). */
function gameResult(base: Omit<EffectCall, 'e'>, e: Extract<SpellEffect, { kind: 'win-game' | 'lose-game' }>): Outcome {
  return e.kind === 'win-game' ? winGame({ ...base, e }) : loseGame({ ...base, e });
}

/** Hands the instruction to the module for its kind (cast-card, cascade: a card cast while this resolves, 608.2g — casting/during-resolution.ts). */
function byKind(base: Omit<EffectCall, 'e'>, e: SpellEffect): Outcome {
  if (isLibraryKind(e)) return libraryAction(base, e);
  switch (e.kind) {
    case 'damage':
      return dealDamage({ ...base, e });
    case 'destroy':
      return destroy({ ...base, e });
    case 'regenerate':
      return regenerate({ ...base, e });
    case 'exile':
    case 'return-to-hand':
      return moveEach({ ...base, e });
    case 'put-onto-battlefield':
      return putEachOntoBattlefield({ ...base, e });
    case 'put-on-top':
      return putEachOnTop({ ...base, e });
    case 'shuffle-into-library':
      return shuffleIntoLibrary({ ...base, e });
    case 'exile-top':
      return exileTopCards({ ...base, e });
    case 'attach':
      return attach({ ...base, e });
    case 'tap':
    case 'untap':
      return tapOrUntap({ ...base, e });
    case 'fight':
      return fight({ ...base, e });
    case 'bite':
      return bite({ ...base, e });
    case 'sacrifice':
      return sacrifice({ ...base, e });
    case 'counter':
    case 'counter-unless-pay':
      return counterEach({ ...base, e });
    case 'add-counters':
      return addCounters({ ...base, e });
    case 'proliferate':
      return proliferate({ ...base, e });
    case 'copy-spell':
      return stormCopies({ ...base, e });
    case 'additional-land':
    case 'cant-cast-this-turn':
      return thisTurnRule(base, e);
    case 'additional-phases':
      return additionalPhases({ ...base, e });
    case 'win-game':
    case 'lose-game':
      return gameResult(base, e);
    case 'life':
      return changeLife({ ...base, e });
    case 'draw':
      return draw({ ...base, e });
    case 'discard':
      return discardEach({ ...base, e });
    case 'create':
      return createTokens({ ...base, e });
    case 'create-copy':
      return createCopies({ ...base, e });
    case 'apply-effect':
      return applyEffect({ ...base, e });
    case 'add-replacement':
      return addReplacement({ ...base, e });
    case 'delayed-trigger':
      return createDelayedTrigger({ ...base, e });
    case 'reflexive':
      return reflexiveTrigger({ ...base, e });
    case 'add-mana':
      return addMana({ ...base, e });
    case 'pay-mana':
      return payMana({ ...base, e });
    case 'for-each':
      return forEach({ ...base, e });
    case 'cast-card':
    case 'cascade':
      return { did: castDuringResolution(base.run, base.item, e, base.refs, base.ctx.choices), previous: NOTHING };
    default:
      return assertNever(e);
  }
}

/** 608.2f: processed one player or object at a time, APNAP order first; each follows the inner instructions. */
function forEach(c: EffectCall<'for-each'>): Outcome {
  const { run, item, e, legal, pay, ctx } = c;
  const order = forEachOrder(run.state, byIdNow(run), c.refs);
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
  return { did: c.did(), previous: NOTHING };
}
