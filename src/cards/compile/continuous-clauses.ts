/**
 * The clause templates of continuous effects from a resolving spell or ability, until end of turn
 * (611.2, 514.2): P/T changes and keywords gained, and combat restrictions this turn.
 */
import type { EffectInput, Modification, Selector, SpellEffect } from '../../engine/types.ts';
import { int, parseGroup, parseKeywordList } from './words.ts';
import { combatGroup } from './combat-groups.ts';
import type { Clause, Ctx } from './effects.ts';
import { objectRef, xAnnounced } from './effect-refs.ts';
import { parsePredicates } from './statics.ts';
import { quotesOf } from './tokens.ts';
import { lookupTable } from '../../core/table.ts';

function ptAndKeywords(p: string | undefined, t: string | undefined, kws: string | undefined): Modification[] | null {
  const mods: Modification[] = [];
  if (p !== undefined && t !== undefined) mods.push({ kind: 'modify-pt', power: int(p), toughness: int(t) });
  if (kws !== undefined) {
    const list = parseKeywordList(kws);
    if (!list) return null;
    mods.push({ kind: 'add-keywords', keywords: list });
  }
  return mods.length > 0 ? mods : null;
}

/** A continuous effect until end of turn (514.2) on this object, targets, a group, or the trigger's object. */
export function untilEndOfTurn(subject: string, mods: Modification[], text: string, ctx: Ctx): SpellEffect | null {
  const effect = (affects: Selector): EffectInput => ({ text, affects, modifications: mods, duration: { kind: 'end-of-turn' } });
  // In an ability of a permanent, "this" (or an "it" that means it) is the permanent itself.
  if (subject === 'this' && !ctx.self) return null;
  // "Equipped creature gets +2/+2 until end of turn" in an Equipment's ability: the creature it is attached to as the ability resolves (611.2c).
  const attached = ctx.self === true && /^(?:enchanted|equipped) creature$/.test(subject);
  if (subject === 'this' || subject === 'it' || subject === 'that creature' || /^(?:another |up to one )?target /.test(subject) || attached) {
    const ref = objectRef(subject, ctx);
    if (!ref || ref.all) return null;
    return ref.self ? { kind: 'apply-effect', effect: effect({ kind: 'source' }) } : { kind: 'apply-effect', ...ref, effect: effect({ kind: 'objects', ids: [] }) };
  }
  const g = parseGroup(subject) ?? combatGroup(subject, parseGroup);
  if (!g || (!g.plural && !/^(?:each|all) /.test(subject))) return null;
  ctx.last = { all: { ...g.filter } };
  return { kind: 'apply-effect', effect: effect(g.filter) };
}

const COMBAT_THIS_TURN: Record<string, string> = lookupTable({ "can't block": "can't block", "can't be blocked": "can't be blocked", "can't attack or block": "can't attack or block" });

/**
 * 701.10a-c: "Double target creature's power [and toughness] until end of turn", "Double the power [and toughness] of
 * each creature you control until end of turn" — a P/T change of +1/+1 (or +1/+0) per unit, multiplied per creature
 * by its own power and toughness as the instruction is followed (the engine's `doubled`).
 */
function doubleClause(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const m = /^double (?:the (power(?: and toughness)?) of (.+?)|(.+?)'s (power(?: and toughness)?)) until end of turn$/.exec(c);
  if (!m) return null;
  const both = (m[1] ?? m[4]) !== 'power';
  const e = untilEndOfTurn(m[2] ?? m[3]!, [{ kind: 'modify-pt', power: 1, toughness: both ? 1 : 0 }], text, ctx);
  return e?.kind === 'apply-effect' ? [{ ...e, doubled: true }] : null;
}

export const continuous: Clause = (c0, text, ctx) => {
  // "Until end of turn, creatures you control get +1/+1" is the same as the suffix form.
  const pre = /^until end of turn, (.+)$/.exec(c0);
  const c = pre ? `${pre[1]} until end of turn` : c0;
  if (/^double /.test(c)) return doubleClause(c, text, ctx);
  let m: RegExpExecArray | null;
  // 113.10, 613.1f: a quoted ability gained until end of turn ('target creature gets +2/+0 and gains
  // "When this creature dies, …"') — read with the other predicates, the quote as printed; "gains"
  // is "has" for the duration, outside the quote.
  if (c.includes('"')) {
    if (!(m = /^(.+?) ((?:gets?|gains?)\b.+) until end of turn$/.exec(c))) return null;
    const preds = m[2]!.split(/("[^"]*")/).map((x) => (x.startsWith('"') ? x : x.replace(/\bgains?\b/g, (g) => (g === 'gain' ? 'have' : 'has')))).join('');
    const mods = parsePredicates(preds, quotesOf(text));
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [e] : null;
  }
  // 107.3a: a spell's "All creatures get -X/-X until end of turn" — X as announced while casting, the P/T change that many times;
  // 107.3m: in a permanent's own enters trigger (The Meathook Massacre), X as its spell was cast.
  // (The same in an activated ability whose cost has {X}, 107.3k.) "+X/+0" changes power only; keywords gained
  // with it ("and gains trample", Kessig Wolf Run, Tyvar's Stand) are not multiplied (the engine scales only the P/T change).
  if (xAnnounced(ctx) && (m = /^(.+?) gets? ([+-])(X|0)\/([+-])(X|0)(?: and gains? (.+?))? until end of turn$/.exec(c)) && (m[3] === 'X' || m[5] === 'X')) {
    const unit = (sign: string, v: string): number => (v === '0' ? 0 : sign === '+' ? 1 : -1);
    const mods = ptAndKeywords(String(unit(m[2]!, m[3]!)), String(unit(m[4]!, m[5]!)), m[6]);
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [{ ...e, amountFrom: 'x' }] : null;
  }
  // "Creatures you control gain trample and get +1/+1 until end of turn": the same two effects, the other order.
  if ((m = /^(.+?) gains? ([a-z ,]+?) and gets? ([+-]\d+)\/([+-]\d+) until end of turn$/.exec(c))) {
    const mods = ptAndKeywords(m[3], m[4], m[2]);
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [e] : null;
  }
  if ((m = /^(.+?) gets? ([+-]\d+)\/([+-]\d+)(?: and gains? (.+?))? until end of turn$/.exec(c))) {
    const mods = ptAndKeywords(m[2], m[3], m[4]);
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [e] : null;
  }
  if ((m = /^(.+?) gains? (.+?) until end of turn$/.exec(c))) {
    const mods = ptAndKeywords(undefined, undefined, m[2]);
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [e] : null;
  }
  // 613.1b, 613.2: "Gain control of target creature until end of turn" (Threaten, Act of Treason) —
  // a layer-2 effect giving control to the spell's controller (611.2); 302.6 makes it summoning sick.
  if ((m = /^gain control of (target .+?|it|that creature) until end of turn$/.exec(c))) {
    const e = untilEndOfTurn(m[1]!, [{ kind: 'set-controller' }], text, ctx);
    return e ? [e] : null;
  }
  // 611.2a: without a duration the control change lasts for the rest of the game (Confiscate, Mind Steal).
  if ((m = /^gain control of (target .+)$/.exec(c))) {
    const ref = objectRef(m[1]!, ctx);
    if (!ref || ref.target === undefined) return null;
    return [{ kind: 'apply-effect', ...ref, effect: { text, affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-controller' }], duration: { kind: 'indefinite' } } }];
  }
  // 613.4d: "Switch target creature's power and toughness until end of turn".
  if ((m = /^switch (this|it|target .+?)'s? power and toughness until end of turn$/.exec(c))) {
    const e = untilEndOfTurn(m[1]!, [{ kind: 'switch-pt' }], text, ctx);
    return e ? [e] : null;
  }
  // Any other predicates a static ability can have ("loses all abilities and has base power and
  // toughness 0/1"), for this turn (611.2a); "gains" is "has" for the duration.
  if ((m = /^(.+?) ((?:gets?|gains?|has|have|loses?|lose|can't|can)\b.+) until end of turn$/.exec(c))) {
    const mods = parsePredicates(m[2]!.replace(/\bgains?\b/g, (g) => (g === 'gain' ? 'have' : 'has')));
    const e = mods ? untilEndOfTurn(m[1]!, mods, text, ctx) : null;
    return e ? [e] : null;
  }
  const forGood = keywordsForGood(c, text, ctx);
  if (forGood) return forGood;
  // 514.2: "this turn" ends as the turn ends, with the "until end of turn" effects.
  if ((m = /^(.+?) (can't block|can't be blocked|can't attack or block) this turn$/.exec(c))) {
    const e = untilEndOfTurn(m[1]!, [{ kind: 'add-keywords', keywords: [{ keyword: COMBAT_THIS_TURN[m[2]!]! }] }], text, ctx);
    return e ? [e] : null;
  }
  return null;
};

/**
 * 611.2a: keywords one object gains with no duration said last for the rest of the game ("Return target creature card
 * from your graveyard to the battlefield. It gains haste.", Whip of Erebos; "That creature gains haste.", Sneak Attack).
 * Said of one object only: a group's would need 611.2c's locked-in set for a whole game.
 */
function keywordsForGood(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const m = /^(it|that creature|that token|target [a-z ]+?) gains? ([a-z ,]+)$/.exec(c);
  // (Not in a sentence that opens "Until end of turn, …": its duration is the whole sentence's, Besmirch.)
  if (!m || /(?:^|[.:] )until end of turn,/i.test(text)) return null;
  const mods = ptAndKeywords(undefined, undefined, m[2]);
  // "That token gains haste." (Helm of the Host): the one token the instruction before made (111.1).
  const ref = !mods ? null : m[1] === 'that token' ? (ctx.last?.it === true ? objectRef('it', ctx) : null) : objectRef(m[1]!, ctx);
  if (!mods || !ref || ref.all || ref.self) return null;
  return [{ kind: 'apply-effect', ...ref, effect: { text, affects: { kind: 'objects', ids: [] }, modifications: mods, duration: { kind: 'indefinite' } } }];
}
