/**
 * One-shot effects of spells and abilities (608.2c: done in the order written): "this deals N
 * damage to any target", "you gain N life", "destroy target creature", "draw a card", "target
 * creature gets +N/+M until end of turn", "counter target spell" … into the engine's SpellEffect
 * and TargetSpec shapes (.notes/stack-format.md). Null when any part isn't covered.
 */
import type { Keyword, Modification, SpellEffect, TargetSpec } from '../../engine/types.ts';
import { NUMBER, lowerFirst, numberWord, splitSentences } from './text.ts';
import { int, parseGroup, parseKeywordList, parseTarget, targetWord } from './words.ts';
import { tokenSeed } from './tokens.ts';

export interface EffectList {
  targets: TargetSpec[];
  effects: SpellEffect[];
}

/** `it`: what "it" means at the start of a clause — the permanent in its own abilities, nothing known in a spell. */
type Ctx = { words: Set<string>; targets: TargetSpec[]; it: boolean };

function target(phrase: string, ctx: Ctx): string | null {
  const word = targetWord(phrase, new Set(ctx.words));
  const spec = parseTarget(phrase, word);
  if (!spec) return null;
  ctx.words.add(word);
  ctx.targets.push(spec);
  return word;
}

/** Who a player phrase means: "you", "each opponent"/"target opponent"/"target player" (a target). */
function player(phrase: string, ctx: Ctx): { player: string } | { target: string } | null {
  if (phrase === 'you') return { player: 'you' };
  if (phrase === 'each opponent' || phrase === 'your opponent') return { player: 'opponent' };
  if (phrase === 'target player' || phrase === 'target opponent') {
    const w = target(phrase, ctx);
    return w ? { target: w } : null;
  }
  return null;
}

/** A continuous effect until end of turn on targets, this object, or a group. */
function untilEndOfTurn(subject: string, mods: Modification[], text: string, ctx: Ctx): SpellEffect | null {
  // In an ability of a permanent, "it" is the permanent itself ("… it gets +1/+0 until end of turn").
  if (subject === 'this' || (subject === 'it' && ctx.it)) return { kind: 'apply-effect', effect: { text, affects: { kind: 'source' }, modifications: mods, duration: { kind: 'end-of-turn' } } };
  if (subject.startsWith('target ')) {
    const w = target(subject, ctx);
    if (!w) return null;
    return { kind: 'apply-effect', target: w, effect: { text, affects: { kind: 'objects', ids: [] }, modifications: mods, duration: { kind: 'end-of-turn' } } };
  }
  const g = parseGroup(subject);
  if (!g || !g.plural) return null;
  return { kind: 'apply-effect', effect: { text, affects: g.filter, modifications: mods, duration: { kind: 'end-of-turn' } } };
}

function ptAndKeywords(p: string | undefined, t: string | undefined, kws: string | undefined): Modification[] | null {
  const mods: Modification[] = [];
  if (p !== undefined && t !== undefined) mods.push({ kind: 'modify-pt', power: int(p), toughness: int(t) });
  if (kws !== undefined) {
    const list: Keyword[] | null = parseKeywordList(kws);
    if (!list) return null;
    mods.push({ kind: 'add-keywords', keywords: list });
  }
  return mods.length > 0 ? mods : null;
}

const OBJECT_VERBS: Record<string, SpellEffect['kind']> = { destroy: 'destroy', exile: 'exile', tap: 'tap', untap: 'untap' };

/** One clause (no "and" splitting here). `text` is the verbatim sentence for effect texts. */
function clause(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(this|it) deals ${NUMBER} damage to (.+)$`).exec(c)) && (m[1] === 'this' || ctx.it)) {
    const amount = numberWord(m[2]!)!;
    const to = m[3]!;
    if (to === 'each opponent') return [{ kind: 'damage', amount, player: 'opponent' }];
    if (to === 'you') return [{ kind: 'damage', amount, player: 'you' }];
    const w = target(to, ctx);
    return w ? [{ kind: 'damage', amount, target: w }] : null;
  }
  if ((m = new RegExp(`^(you|each opponent|target player|target opponent) (gains?|loses?) ${NUMBER} life$`).exec(c))) {
    const who = player(m[1]!, ctx);
    const n = numberWord(m[3]!)!;
    return who ? [{ kind: 'life', amount: m[2]!.startsWith('gain') ? n : -n, ...who }] : null;
  }
  if ((m = new RegExp(`^(?:(you|target player|target opponent) )?draws? ${NUMBER} cards?$`).exec(c))) {
    const who = player(m[1] ?? 'you', ctx);
    return who ? [{ kind: 'draw', amount: numberWord(m[2]!)!, ...who }] : null;
  }
  if ((m = /^(destroy|exile|tap|untap) (target .+?) and (target .+)$/.exec(c))) {
    const kind = OBJECT_VERBS[m[1]!]!;
    const a = target(m[2]!, ctx);
    const b = a ? target(m[3]!, ctx) : null;
    return a && b ? ([{ kind, target: a }, { kind, target: b }] as SpellEffect[]) : null;
  }
  if ((m = /^(destroy|exile|tap|untap) (target .+)$/.exec(c))) {
    const w = target(m[2]!, ctx);
    return w ? ([{ kind: OBJECT_VERBS[m[1]!]!, target: w }] as SpellEffect[]) : null;
  }
  if ((m = /^return (target .+) to its owner's hand$/.exec(c))) {
    const w = target(m[1]!, ctx);
    return w ? [{ kind: 'return-to-hand', target: w }] : null;
  }
  if ((m = /^counter (target .*spell) unless its controller pays ((?:\{[0-9WUBRGC]\})+)$/.exec(c))) {
    // 701.6a, 118.12: the engine asks whether the cost is paid (the pay choice of pass/resolve).
    // A cost with {X} isn't read: X there is a value the engine doesn't know (107.3).
    const w = target(m[1]!, ctx);
    return w ? [{ kind: 'counter-unless-pay', cost: m[2]!, target: w }] : null;
  }
  if ((m = /^counter (target .*spell)$/.exec(c))) {
    const w = target(m[1]!, ctx);
    return w ? [{ kind: 'counter', target: w }] : null;
  }
  if ((m = new RegExp(`^put ${NUMBER} \\+1/\\+1 counters? on (this|target .+)$`).exec(c))) {
    const amount = numberWord(m[1]!)!;
    if (m[2] === 'this') return null; // needs the source object's id: left to the caller
    const w = target(m[2]!, ctx);
    return w ? [{ kind: 'add-counters', counter: '+1/+1', amount, target: w }] : null;
  }
  if ((m = new RegExp(`^create ${NUMBER} (.+?) tokens?(?: with (.+))?$`).exec(c))) {
    // 111.1: each token is created by the effect; "two … tokens" are two objects.
    const n = numberWord(m[1]!)!;
    const seed = tokenSeed(m[2]!, m[3]);
    if (!seed || n < 1 || n > 10) return null;
    return Array.from({ length: n }, (): SpellEffect => ({ kind: 'create', seed: structuredClone(seed) as never }));
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
  return null;
}

/** A clause, or two clauses joined by "and" ("… deals 2 damage to target creature and you gain 2 life"). */
function clauses(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const snapshot = (): [Set<string>, number] => [new Set(ctx.words), ctx.targets.length];
  const restore = ([w, n]: [Set<string>, number]): void => {
    ctx.words.clear();
    for (const x of w) ctx.words.add(x);
    ctx.targets.length = n;
  };
  const before = snapshot();
  const whole = clause(c, text, ctx);
  if (whole) return whole;
  restore(before);
  const parts = c.split(/(?:,)? and (?=(?:you|target|each|draw|destroy|exile|tap|untap|return|put|counter|create|this|it)\b)/);
  if (parts.length < 2) return null;
  const out: SpellEffect[] = [];
  for (const p of parts) {
    const r = clause(p.replace(/^then /, ''), text, ctx);
    if (!r) {
      restore(before);
      return null;
    }
    out.push(...r);
  }
  return out;
}

/**
 * The effects of a whole ability text (normalised, may hold several sentences), with its target
 * specs. Target words already used by the ability are in `words`; `itIsThis`: in a permanent's own
 * ability a leading "it" means the permanent ("When this creature enters, it deals 4 damage …").
 */
export function parseEffects(normalised: string, verbatim: string, words: Set<string> = new Set(), opts: { itIsThis?: boolean } = {}): EffectList | null {
  const ctx: Ctx = { words, targets: [], it: opts.itIsThis ?? false };
  const effects: SpellEffect[] = [];
  for (const s of splitSentences(normalised)) {
    const c = s.replace(/\.$/, '').replace(/^then /, '');
    const r = clauses(lowerFirst(c), verbatim, ctx);
    if (!r) return null;
    effects.push(...r);
  }
  return effects.length > 0 ? { targets: ctx.targets, effects } : null;
}
