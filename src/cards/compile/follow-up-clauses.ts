/**
 * Clauses that refer back to the instruction before them: exile it instead if it would die, gain
 * life equal to its power or mana value, and what the target's controller does.
 */
import type { Refs } from './effect-refs.ts';
import type { SpellEffect, TargetSpec } from '../../engine/types.ts';
import { tokenEffects } from './token-clauses.ts';
import { NUMBER, numberWord } from './text.ts';
import type { Clause } from './effects.ts';

/**
 * 614.1a with 700.4: "If that creature would die this turn, exile it instead" — a replacement effect
 * the instruction creates for the one object named just before (a single target, or the trigger's
 * object), until the turn ends. "That creature or planeswalker" names a target of either type.
 * "A creature dealt damage this way" (every object the damage reached) isn't read.
 */
export function exileIfDies(c: string, text: string, last: Refs | null, spec: TargetSpec | undefined): SpellEffect[] | null {
  const m = /^if (that creature|that creature or planeswalker) would die this turn, exile it instead$/.exec(c);
  if (!m || !last || last.all || last.self || last.player !== undefined) return null;
  if (last.target !== undefined) {
    const types = spec?.objects?.types ?? [];
    const named = m[1] === 'that creature' ? ['Creature'] : ['Creature', 'Planeswalker'];
    // One object of exactly the kinds the sentence names: "that creature" after "target creature".
    if (!spec || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber || types.length !== named.length || !types.every((t) => named.includes(t))) return null;
  } else if (!last.that || m[1] !== 'that creature') return null;
  const ref = last.target !== undefined ? { target: last.target } : { that: true };
  return [{ kind: 'add-replacement', ...ref, replacement: { kind: 'zone-change', from: 'battlefield', to: 'graveyard', instead: 'exile', duration: { kind: 'end-of-turn' }, text } }];
}

/**
 * 608.2h: "Its controller gains life equal to its power" after an instruction that moved one named
 * object (exile, destroy …): the object's last known controller gains its last known power.
 */
export function lifeFromPower(c: string, last: Refs | null, spec: TargetSpec | undefined, previous: SpellEffect | undefined): SpellEffect[] | null {
  const m = /^its controller (gains|loses) life equal to its power$/.exec(c);
  if (!m || !last || last.target === undefined || !spec || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber) return null;
  // The object must have been moved by the instruction just before (its last known values are then read).
  if (!previous || previous.target !== last.target || !['exile', 'destroy', 'return-to-hand', 'sacrifice'].includes(previous.kind)) return null;
  return [{ kind: 'life', amount: m[1] === 'gains' ? 0 : -1, amountFrom: 'power', player: 'that-controller' }];
}

/**
 * 608.2h, 202.3: "You lose life equal to its mana value" right after "Put / return target creature card
 * from a graveyard onto the battlefield": the card's mana value as it last existed there, lost only
 * if the instruction put it onto the battlefield (a target gone by then leaves nothing to read).
 */
export function lifeFromManaValue(c: string, last: Refs | null, spec: TargetSpec | undefined, previous: SpellEffect | undefined): SpellEffect[] | null {
  if (!/^you lose life equal to (?:its|that card's) mana value$/.test(c)) return null;
  if (!last || last.target === undefined || !spec || !spec.objects || spec.objects.zone !== 'graveyard' || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber || spec.upTo) return null;
  if (!previous || previous.kind !== 'put-onto-battlefield' || previous.target !== last.target || previous.may !== undefined) return null;
  return [{ kind: 'life', amount: -1, amountFrom: 'mana-value', player: 'you' }];
}

/**
 * 608.2h: "Its controller creates a 3/3 green Beast creature token", "That creature's controller
 * gains 4 life" after an instruction on the spell's one target object: the player is that object's
 * controller, read through the target as the instruction is followed (its last known controller
 * once it has left the battlefield or the stack), whether or not the instruction before did anything.
 */
export function targetControllerInstruction(c: string, last: Refs | null, spec: TargetSpec | undefined, previous: SpellEffect | undefined): SpellEffect[] | null {
  const m = /^(?:its|that creature's|that permanent's|that spell's) controller (creates|gains|loses|draws) (.+)$/.exec(c);
  if (!m || !last || last.target === undefined || !spec || !spec.objects || spec.abilities || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber) return null;
  if (!previous || previous.target !== last.target) return null;
  const ref = { player: 'that-controller', target: last.target };
  if (m[1] === 'creates') return tokenEffects(`create ${m[2]!}`)?.map((e) => ({ ...e, ...ref })) ?? null;
  // "Its controller draws two cards" (Ob Nixilis, the Hate-Twisted's −2): that player draws (121.1).
  if (m[1] === 'draws') {
    const d = new RegExp(`^${NUMBER} cards?$`).exec(m[2]!);
    const k = d ? numberWord(d[1]!) : null;
    return k === null || k < 1 ? null : [{ kind: 'draw', amount: k, ...ref }];
  }
  const life = new RegExp(`^${NUMBER} life$`).exec(m[2]!);
  const n = life ? numberWord(life[1]!) : null;
  if (n === null) return null;
  return [{ kind: 'life', amount: m[1] === 'gains' ? n : -n, ...ref }];
}

export const exileInstead: Clause = (c, text, ctx) => exileIfDies(c, text, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target)) ?? exileIfLeaves(c, text, ctx.last);

/**
 * 614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere else" after an instruction that
 * put a card onto the battlefield ("it": the permanent it became, 400.7j) — a replacement effect watching that
 * permanent from then on, whatever zone it would go to (not exile itself); once it has left, it is a new object the
 * effect no longer sees (400.7).
 */
export function exileIfLeaves(c: string, text: string, last: Refs | null): SpellEffect[] | null {
  if (!/^if (?:it|that creature) would leave the battlefield, exile it instead of putting it anywhere else$/.test(c) || last?.it !== true) return null;
  return [{ kind: 'add-replacement', it: true, replacement: { kind: 'zone-change', from: 'battlefield', to: 'anywhere', instead: 'exile', duration: { kind: 'indefinite' }, text } }];
}

/**
 * 608.2h, in an ability's text (a loyalty ability's "−2: Destroy target creature. Its controller draws two
 * cards", "−3: Exile target creature. Its controller gains 2 life"): the player is the one target's
 * controller, as a spell's sentences read it (sentences.ts targetControllerInstruction).
 */
export const targetController: Clause = (c, _text, ctx) => targetControllerInstruction(c, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target), ctx.previous);

/** "… return target creature card from your graveyard to the battlefield. You lose life equal to that card's mana value" in an ability (as in a spell: lifeFromManaValue). */
export const manaValueLife: Clause = (c, _text, ctx) => lifeFromManaValue(c, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target), ctx.previous);
