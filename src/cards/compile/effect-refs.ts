/**
 * What a one-shot effect's clause refers to, read from its words: the object or player it names
 * ("target creature", "it", "each opponent"), its subject and verb, an amount, and a choice's name.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Ctx } from './effects.ts';
import { parseGroup, parseTarget, subtypesNamed, targetWord } from './words.ts';
import { numberWord } from './text.ts';
import { combatGroup } from './combat-groups.ts';

export type Refs = Pick<SpellEffect, 'target' | 'self' | 'all' | 'that' | 'player' | 'leftCard' | 'attached' | 'it'>;

export function target(phrase: string, ctx: Ctx): string | null {
  // "… to an opponent, … target planeswalker that player controls" (Questing Beast): that player is the opponent (608.2k) —
  // with two players, the one an opponent controls. A trigger whose player may be you or them keeps it unread.
  const said = ctx.thatOpponent === true ? phrase.replace(/ that player controls$/, ' an opponent controls') : phrase;
  const word = targetWord(said, new Set(ctx.words));
  const spec = parseTarget(said, word);
  if (!spec) return null;
  ctx.words.add(word);
  ctx.targets.push(spec);
  return word;
}

/**
 * One group said in fewer words, the same objects: "all creatures you don't control and all planeswalkers
 * you don't control" is "all creatures and planeswalkers you don't control" (one instruction, one event for
 * them all); "all nonland permanents that aren't legendary" is "all nonlegendary nonland permanents" (205.4a).
 */
function allSaidOnce(p: string): string {
  const pair = /^all (\S+) (.+) and all (\S+) \2$/.exec(p);
  if (pair) return `all ${pair[1]!} and ${pair[3]!} ${pair[2]!}`;
  const legendary = /^all (.+) that aren't legendary$/.exec(p);
  return legendary ? `all nonlegendary ${legendary[1]!}` : p;
}

/**
 * What an object phrase names: a target, the ability's source, every object of a group, or the
 * trigger's object. "It" is the last object named in the ability (a target named before it is that
 * target, 608.2b: the same legal target); with none named yet, what the ability's context says it is.
 */
export function objectRef(phrase: string, ctx: Ctx): Refs | null {
  const p = phrase.trim();
  const named = (r: Refs | null): Refs | null => {
    if (r) ctx.last = r;
    return r;
  };
  if (p === 'this' && ctx.self) return named({ self: true });
  // 303.4, 301.5: an Aura's or Equipment's own ability: what it is attached to as the instruction is followed.
  if (/^(?:enchanted|equipped) (?:creature|permanent|artifact|land|planeswalker)$/.test(p) && ctx.self) return named({ attached: true });
  if (p === 'it' || p === 'that creature') {
    const last = ctx.last;
    // 603.6, 400.7: in its own leaves-the-battlefield ability, "it" is the card it became.
    if (last === null && p === 'it' && ctx.leftCard) return named({ leftCard: true });
    if (last === null) return p === 'it' && ctx.it === 'self' ? named({ self: true }) : ctx.it === 'that' ? named({ that: true }) : null;
    // "It" after a group ("all creatures … it") or a target word with several targets isn't one object.
    if (last.all || (last.target !== undefined && (ctx.targets.find((t) => t.word === last.target)?.count ?? 1) !== 1)) return null;
    // 111.1: after "create a … token", "it" is the token created (the previous instruction's object).
    // (400.7j: "that creature" after a card put onto the battlefield or a creature token made is the same object — unless
    // a trigger's object could be meant, 608.2k.)
    if (last.it) return p === 'it' || ctx.it !== 'that' ? { it: true } : null;
    if (p === 'that creature' && !last.that && !last.target) return null;
    return { ...last };
  }
  if (/^(?:up to (?:one|two|three) |another )?target /.test(p)) {
    // 115.3: "another target creature" after a first target must be a different object — not kept by the
    // engine's target filter (`other` is only "not the source"), so such a sentence isn't read.
    // (An earlier sentence's targets are known by their words, shared by the spell's or ability's sentences.)
    if (p.startsWith('another ') && (ctx.targets.length > 0 || ctx.words.size > 0)) return null;
    // An ability on the stack (115.2 b) is a target only of the instructions written for it (countering, 701.6a).
    if (/\babilit(?:y|ies)\b/.test(p)) return null;
    const w = target(p, ctx);
    return named(w ? { target: w } : null);
  }
  if (/^(?:all|each) /.test(p)) {
    const q = allSaidOnce(p);
    // "each Vampire you control" (205.3m): a subtype named alone in the singular, each object with it.
    const g = parseGroup(q) ?? combatGroup(q, parseGroup) ?? (q.startsWith('each ') ? subtypesNamed(q.slice(5)) : null);
    return named(g ? { all: { ...g.filter } } : null);
  }
  return null;
}

/** Who a player phrase means: you, the (only) opponent, or a target player; "each player" is both. */
export function players(phrase: string | undefined, ctx: Ctx): Refs[] | null {
  const p = phrase ?? 'you';
  if (p === 'you') return [{ player: 'you' }];
  if (p === 'each opponent' || p === 'your opponent' || p === 'an opponent') return [{ player: 'opponent' }];
  if (p === 'each player') return [{ player: 'you' }, { player: 'opponent' }];
  const also = /^you and (target (?:opponent|player))$/.exec(p);
  if (also) {
    const w = target(also[1]!, ctx);
    return w ? [{ player: 'you' }, { target: w }] : null;
  }
  if (p === 'target player' || p === 'target opponent') {
    const w = target(p, ctx);
    return w ? [{ target: w }] : null;
  }
  // "You and target opponent each draw a card": the controller, then the target player, each following the instruction (608.2c).
  const both = /^you and (target (?:player|opponent))$/.exec(p);
  if (both) {
    const w = target(both[1]!, ctx);
    return w ? [{ player: 'you' }, { target: w }] : null;
  }
  // 608.2k: the player the trigger event named ("whenever an opponent draws a card, that player …").
  if ((p === 'that player' || p === 'they') && ctx.thatPlayer) return [{ that: true }];
  // 508.5: in an attacking creature's own attack trigger, the player it attacks (the engine's DEFENDING_PLAYER).
  if (p === 'defending player' && ctx.defending === true) return [{ player: 'defending' }];
  return null;
}

/**
 * A player subject and its verb: "you draw" / "draw" (an instruction to the controller) take the
 * plain verb, "target player draws", "each opponent loses" the -s form. A verb without a subject in
 * the -s form continues an earlier subject ("each player discards their hand, then draws seven
 * cards"): not read.
 */
export function subjectVerb(c: string, verb: string, rest: string): { who: string | undefined; m: RegExpExecArray } | null {
  const plain = new RegExp(`^(?:(you) )?${verb} ${rest}$`).exec(c);
  if (plain) return { who: plain[1], m: plain };
  const s = verb.endsWith('y') ? `${verb.slice(0, -1)}ies` : `${verb}s`;
  const third = new RegExp(`^(each opponent|each player|target player|target opponent|that player) ${s} ${rest}$`).exec(c);
  if (third) return { who: third[1], m: third };
  // "You and target opponent each draw three cards": both players, the verb in its plain form after "each".
  const pair = new RegExp(`^(you and target (?:player|opponent)) each ${verb} ${rest}$`).exec(c);
  if (pair) return { who: pair[1], m: pair };
  // "They lose 2 life": the player the trigger event named.
  const they = new RegExp(`^(they) ${verb} ${rest}$`).exec(c);
  return they ? { who: they[1], m: they } : null;
}

/**
 * Whether "X" in the ability's text has a value the engine is given: a spell's, announced as it is cast (107.3a); an
 * activated ability's with {X} in its activation cost, announced as it is activated (107.3a, 107.3k); or, in a
 * permanent's own enters trigger, the X its spell was cast with (107.3m).
 */
export function xAnnounced(ctx: Ctx): boolean {
  return ctx.spell || ctx.entersX === true || ctx.costX === true;
}

/** "N", "X" (only where its value is announced, xAnnounced) or "that much" (the trigger event's amount). */
export function amount(word: string, ctx: Ctx): { amount: number; amountFrom?: 'x' | 'event' } | null {
  if (word === 'X') return xAnnounced(ctx) ? { amount: 0, amountFrom: 'x' } : null;
  if (word === 'that much') return ctx.eventAmount ? { amount: 0, amountFrom: 'event' } : null;
  const n = numberWord(word);
  return n === null ? null : { amount: n };
}

/** A choice name unique within the ability ("sacrifice", "sacrifice2"). */
export function choiceName(base: string, ctx: Ctx): string {
  let n = base;
  for (let i = 2; ctx.choices.has(n); i++) n = `${base}${i}`;
  ctx.choices.add(n);
  return n;
}
