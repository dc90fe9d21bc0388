/**
 * One-shot effects of spells and abilities (608.2c: done in the order written), read by template
 * into the engine's SpellEffect and TargetSpec shapes: damage, life,
 * cards (draw, discard, scry, surveil, mill), objects (destroy, exile, return, tap, untap,
 * sacrifice, counters, fight), tokens, and continuous effects until end of turn. What an instruction
 * affects is a target, the ability's own source ("this creature"), every object of a group
 * ("all creatures", "each creature you control"), or the object the trigger event named ("that
 * creature", 608.2k). Null when any part of the text isn't covered: the caller reports it.
 */
import type { ObjectFilter, SpellEffect, TargetSpec } from '../../engine/types.ts';
import { articleGroup, parseGroup } from './words.ts';
import { lowerFirst, splitSentences } from './text.ts';
import { CLAUSES } from './effect-clauses.ts';
import { stillType } from './animate-clauses.ts';
import { whenYouDo } from './reflexive-clauses.ts';
import { ifYouDo } from './if-you-do.ts';
import { zoneCardGroup } from './count-groups.ts';
import { nextEndStep, nextTurnUpkeep } from './delayed-clauses.ts';
import type { Refs } from './effect-refs.ts';
import { addQuotedAbility, printedQuotes } from './tokens.ts';
import { markNewTargets } from './copy-clauses.ts';
import { ifItHas } from './if-it-has.ts';
import { cantRegenerateSentence, markCantRegenerate, markDamageCantRegenerate, markDamageExileIfDies, markEntersAs } from './effect-marks.ts';
import { joinLookPick } from './look-pick.ts';
import { ownStatAmount } from './own-stat-amounts.ts';
import { thoseCreaturesClause } from './those-group.ts';
import { greatestPowerAmount } from './greatest-amounts.ts';

export interface EffectList {
  targets: TargetSpec[];
  effects: SpellEffect[];
}

export interface EffectOptions {
  /** A permanent's own ability: "this" (and "this creature") is the permanent itself. */
  self?: boolean;
  /** What a leading "it" / "that creature" means: the permanent itself, the trigger event's object (608.2k), or nothing known. */
  it?: 'self' | 'that' | null;
  /** A spell: "X" is the value announced for its mana cost (107.3a). */
  spell?: boolean;
  /** Its own enters-the-battlefield trigger: "X" is the X its spell was cast with (107.3m). */
  entersX?: boolean;
  /** An activated ability with {X} in its activation cost: "X" is the value announced as it is activated (107.3a, 107.3k). */
  costX?: boolean;
  /** "It deals N damage" means the source (a dies trigger: its last known information, 608.2h). */
  itIsSource?: boolean;
  /** A trigger whose event names a player: "that player" / "they" is that player (608.2k). */
  thatPlayer?: boolean;
  /** That player is an opponent ("deals combat damage to an opponent"): "target X that player controls" is one an opponent controls (two players). */
  thatOpponent?: boolean;
  /** A leaves-the-battlefield trigger of its own (dies, put into a graveyard): "it" is the card it became (603.6, 603.10a, 400.7). */
  leftCard?: boolean;
  /** A trigger whose event has an amount (life gained or lost, damage dealt): "that much" is it (603.2, 608.2h). */
  eventAmount?: boolean;
  /** An attacking creature's own attack trigger: "defending player" is the player it attacks (508.5). */
  defending?: boolean;
  /**
   * The object an earlier sentence of the same spell named last (608.2c: one ability, read in order):
   * "Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn." — the
   * "it" of the second sentence is that target.
   */
  last?: Refs;
  /**
   * Issue 14: a triggered ability that adds mana but isn't a mana ability (605.1b: it doesn't trigger
   * from a mana ability — "At the beginning of your first main phase, add {G}{G}"): it uses the stack
   * and resolves like a spell's "Add …" (106.4).
   */
  stackMana?: boolean;
  /** @deprecated use `self` and `it: 'self'`. */
  itIsThis?: boolean;
}

/** The state of one ability's parse: its target words and specs, and what "it" means. */
export interface Ctx {
  words: Set<string>;
  targets: TargetSpec[];
  self: boolean;
  it: 'self' | 'that' | null;
  spell: boolean;
  /** Its own enters-the-battlefield trigger: "X" is the X its spell was cast with (107.3m). */
  entersX?: boolean;
  /** An activated ability whose activation cost has {X} (107.3a, 107.3k). */
  costX?: boolean;
  /** Adds mana from the stack: a spell, or a triggered ability that isn't a mana ability (605.1b). */
  stackMana?: boolean;
  /** Names of choices made while resolving ("sacrifice"), unique per ability. */
  choices: Set<string>;
  /** The last object the ability named ("it" refers to it). */
  last: Refs | null;
  /** A leading "it deals damage" is the ability's source, even once it has left (a dies trigger: 608.2h). */
  itIsSource: boolean;
  thatPlayer: boolean;
  thatOpponent?: boolean;
  eventAmount: boolean;
  leftCard: boolean;
  /** "Defending player" names the player the source attacks (508.5). */
  defending?: boolean;
  /** The instruction read just before this one in the same ability ("Destroy target creature. Its controller draws two cards", 608.2h). */
  previous?: SpellEffect;
}

export type Clause = (c: string, text: string, ctx: Ctx) => SpellEffect[] | null;

/** One clause, by the first template that reads it. */
function clause(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  for (const f of CLAUSES) {
    const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, choices: new Set(ctx.choices), last: ctx.last };
    const r = f(c, text, ctx);
    if (r) return r;
    // A template that gave up must not leave target words or choices behind.
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.choices.clear();
    for (const x of snapshot.choices) ctx.choices.add(x);
    ctx.last = snapshot.last;
  }
  return null;
}

const JOIN = /(?:,)? and (?=(?:you|target|each|draw|destroy|exile|tap|untap|return|put|counter|create|this|it|scry|surveil|mill|discard|sacrifice|that player|its controller|gain control)\b)|, then (?!shuffle\b|put them back in any order$)(?=[a-z])/;

const PLAYER_SUBJECT = /^(?:each player|each opponent|target player|target opponent|that player|they) /;
const CONTINUED = /(?:,)? and (?=(?:draws|discards|loses|gains|mills) )|, then (?=(?:draws|discards|loses|gains|mills) )/;

/**
 * 608.2c: one player subject for several verbs — "Target player draws two cards and loses 2 life",
 * "Each player discards their hand, then draws seven cards", "Target player draws two cards, then
 * discards two cards". Each later verb is read as the same instruction for the same player(s) (the
 * same target: one target word, 115.1), in the order written; "each player" does each step for
 * every player before the next step. Null unless every part is read.
 */
function continued(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  if (!PLAYER_SUBJECT.test(c)) return null;
  const parts = c.split(CONTINUED);
  if (parts.length < 2) return null;
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const undo = (): null => {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  };
  const first = clause(parts[0]!, text, ctx);
  if (!first) return undo();
  // The players the subject named, each once, in order: { player }, { target } or { that }.
  const refs: Pick<SpellEffect, 'player' | 'target' | 'that'>[] = [];
  for (const e of first) {
    const ref = e.player !== undefined ? { player: e.player } : e.target !== undefined ? { target: e.target } : e.that === true ? { that: true } : null;
    if (!ref) return undo();
    if (!refs.some((r) => JSON.stringify(r) === JSON.stringify(ref))) refs.push(ref);
  }
  const out: SpellEffect[] = [...first];
  for (const p of parts.slice(1)) {
    // The verb without its subject, as an instruction ("discards two cards" -> "discard two cards").
    const r = clause(p.replace(/^(draw|discard|lose|gain|mill)s /, '$1 '), text, ctx);
    if (!r || r.some((e) => e.player !== 'you' || e.target !== undefined || e.that !== undefined)) return undo();
    for (const ref of refs) for (const e of r) out.push({ ...e, player: undefined, ...ref } as SpellEffect);
  }
  return out.map((e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as SpellEffect);
}

/** The permanents a count names: "creature you control" (one), "artifacts you control" (many), "Swamp you control". */
function countedGroup(phrase: string, plural: boolean): ObjectFilter | null {
  // Cards in a hand or graveyard: "card in your hand", "creature cards in your graveyard" (count-groups.ts).
  const cards = zoneCardGroup(phrase, plural);
  if (cards) return cards;
  // "creatures on the battlefield": every player's (a group with no controller counts them all).
  const everywhere = /^(.+) on the battlefield$/.exec(phrase);
  if (everywhere) {
    const all = parseGroup(everywhere[1]!);
    return all && all.plural === plural && !all.filter.other && !all.filter.controller && !all.filter.zone ? { ...all.filter } : null;
  }
  const g = parseGroup(phrase);
  if (g) return g.plural === plural && !g.filter.other ? { ...g.filter } : null;
  const m = /^(.+?) (you control|an opponent controls|your opponents control)$/.exec(phrase);
  const a = m && !plural ? articleGroup(m[1]!) : null;
  return a && !a.plural ? { ...a.filter, controller: m![2] === 'you control' ? 'you' : 'opponent' } : null;
}

/** The instruction with its one X read as one of it, when X is an amount of tokens, cards, life or damage (else null). */
function xAsOne(head: string): string | null {
  const out = head
    .replace(/\bcreate X (tapped )?(.+?) tokens\b/, 'create a $1$2 token')
    .replace(/\b(draws?) X cards\b/, '$1 a card')
    .replace(/\b(gains?|loses?) X life\b/, '$1 1 life')
    .replace(/\bdeals X damage\b/, 'deals 1 damage')
    .replace(/ gets? ([+-])X\/([+-])X /, (g, p: string, t: string) => g.replace(`${p}X/${t}X`, `${p}1/${t}1`));
  return /\bX\b/.test(out) ? null : out;
}

/** The instructions an amount counted multiplies: life, a draw, damage, and mana added (106.4: "Add {R} for each creature you control"). */
const COUNTED_KINDS: ReadonlySet<SpellEffect['kind']> = new Set(['life', 'draw', 'damage', 'add-mana']);

/**
 * 608.2h: an amount counted as the instruction is followed — "you gain 1 life for each creature you
 * control", "draw a card for each artifact you control", "this deals 1 damage to any target for each
 * Goblin you control", "you gain life equal to the number of creatures you control", "draw cards equal
 * to the number of …", "it deals damage to target creature equal to the number of …"; one token
 * made that many times ("create a Treasure token for each artifact you control", "For each land you
 * control, create a Treasure token"); and "…, where X is the number of <permanents>" after one X —
 * "create X 1/1 red Goblin creature tokens", "draw X cards", "gain X life", "deals X damage" (107.3:
 * X is the number the ability defines). Only life, a draw, damage or one token, and only a group of
 * permanents the filters read whole.
 */
function counted(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const onSource = countersOfSource(c, text, ctx);
  if (onSource) return onSource;
  let head: string | null = null;
  let filter: ObjectFilter | null = null;
  let m = /^(.+), where X is the number of (.+)$/.exec(c);
  // One X ("+X/+X" is one amount, for both).
  const defined = m && (m[1]!.replace(/([+-])X\/([+-])X\b/, '$1X/$2N').match(/\bX\b/g) ?? []).length === 1 ? xAsOne(m[1]!) : null;
  if (m && defined) {
    head = defined;
    filter = countedGroup(m[2]!, true);
  } else if ((m = /^for each (.+?), (.+)$/.exec(c))) {
    head = m[2]!;
    filter = countedGroup(m[1]!, false);
  } else if ((m = /^(.+) for each (.+)$/.exec(c))) {
    head = m[1]!;
    filter = countedGroup(m[2]!, false);
  } else if ((m = /^(.*?)(gains?|loses?) life equal to the number of (.+)$/.exec(c))) {
    head = `${m[1]!}${m[2]!} 1 life`;
    filter = countedGroup(m[3]!, true);
  } else if ((m = /^(.*?)(draws?) cards equal to the number of (.+)$/.exec(c))) {
    head = `${m[1]!}${m[2]!} a card`;
    filter = countedGroup(m[3]!, true);
  } else if ((m = /^(this|it) deals damage to (.+) equal to the number of (.+)$/.exec(c))) {
    head = `${m[1]!} deals 1 damage to ${m[2]!}`;
    filter = countedGroup(m[3]!, true);
  }
  if (head === null || filter === null) return null;
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(head, text, ctx);
  const one = r?.length === 1 && r[0]!.kind === 'create' && r[0]!.amountFrom === undefined;
  // 608.2h: "+1/+1 until end of turn for each …", "+X/+X …, where X is …": one P/T change, counted once as it resolves.
  const pump = r?.length === 1 && r[0]!.kind === 'apply-effect' && r[0]!.effect.modifications.filter((x) => x.kind === 'modify-pt').length === 1 && r[0]!.effect.modifications.every((x) => x.kind === 'modify-pt' || x.kind === 'add-keywords');
  if (!r || r.length === 0 || (!one && !pump && !r.every((e) => COUNTED_KINDS.has(e.kind) && e.amountFrom === undefined && e.kind === r[0]!.kind))) {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  }
  return r.map((e) => ({ ...e, amountFrom: 'count', amountCount: { ...filter } }));
}

/**
 * 608.2h: "… for each +1/+1 counter on this creature", "… for each charge counter on this artifact",
 * "… for each counter on it" in a permanent's own ability, where "it" is the permanent (or, in its
 * own dies or leaves trigger, the permanent as it last existed, 603.10a): the counters of that kind
 * (any kind when none is named) on the source as the instruction is followed. Only life, a draw,
 * damage or one token, with a printed amount.
 */
function countersOfSource(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const KIND = '(?:(\\+1\\/\\+1|-1\\/-1|[a-z]+) )?';
  let head: string | null = null;
  let kind: string | undefined;
  let on: string | undefined;
  // "…, where X is the number of +1/+1 counters on this creature" after one X (107.3): the same count.
  const x = new RegExp(`^(.+), where X is the number of ${KIND}counters on (this|it)$`).exec(c);
  const each = x ? null : new RegExp(`^(.+) for each ${KIND}counter on (this|it)$`).exec(c);
  if (x && (x[1]!.match(/\bX\b/g) ?? []).length === 1) [head, kind, on] = [xAsOne(x[1]!), x[2], x[3]];
  else if (each) [head, kind, on] = [each[1]!, each[2], each[3]];
  // Its own leaves trigger (itIsSource / leftCard): the permanent as it last existed.
  const left = ctx.itIsSource || ctx.leftCard;
  if (head === null || !(on === 'this' ? ctx.self || left : ctx.it === 'self' || left)) return null;
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(head, text, ctx);
  const one = r?.length === 1 && r[0]!.kind === 'create' && r[0]!.amountFrom === undefined;
  if (!r || r.length === 0 || (!one && !r.every((e) => COUNTED_KINDS.has(e.kind) && e.amountFrom === undefined && e.kind === r[0]!.kind))) {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  }
  return r.map((e) => ({ ...e, amountFrom: 'counters', ...(kind ? { amountCounter: kind } : {}) }));
}

/**
 * 601.2h, 608.2h: "<this> deals damage equal to the sacrificed creature's power to <target>", "draw
 * cards equal to the sacrificed creature's power", "<player> mills cards …", "… gain/lose life …" —
 * the amount is the power, as it last existed, of the one creature sacrificed to pay the cost (the
 * engine records it on the stack item and stops when there isn't exactly one). The spell's or
 * ability's cost must sacrifice one creature (checked where the cost is read: activated.ts,
 * templates.ts).
 */
function sacrificedPower(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const POWER = " equal to the sacrificed creature's power";
  let head: string | null = null;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(this|it) deals damage${POWER} to (.+)$`).exec(c))) head = `${m[1]!} deals 1 damage to ${m[2]!}`;
  else if ((m = new RegExp(`^(.*?)(draws?|mills?) cards${POWER}$`).exec(c))) head = `${m[1]!}${m[2]!} a card`;
  else if ((m = new RegExp(`^(.*?)(gains?|loses?) life${POWER}$`).exec(c))) head = `${m[1]!}${m[2]!} 1 life`;
  if (head === null) return null;
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(head, text, ctx);
  if (!r || r.length !== 1 || !['damage', 'draw', 'mill', 'life'].includes(r[0]!.kind) || r[0]!.amountFrom !== undefined) {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  }
  return r.map((e) => ({ ...e, amountFrom: 'sacrificed-power' }));
}

/** A clause, or clauses joined by "and" / ", then" ("… deals 2 damage to target creature and you gain 2 life"). */
function clauses(c: string, text: string, ctx: Ctx): SpellEffect[] | null {
  const conditional = ifItHas(c, text, ctx, clause);
  if (conditional) return conditional;
  const later = nextEndStep(c, text, ctx, clauses) ?? nextTurnUpkeep(c, text, ctx, clauses);
  if (later) return later;
  const whole = clause(c, text, ctx);
  if (whole) return whole;
  const count = counted(c, text, ctx) ?? sacrificedPower(c, text, ctx) ?? ownStatAmount(c, text, ctx, clause) ?? greatestPowerAmount(c, text, ctx, clause);
  if (count) return count;
  const cont = continued(c, text, ctx);
  if (cont) return cont;
  const parts = c.split(JOIN);
  if (parts.length < 2) return null;
  const out: SpellEffect[] = [];
  for (const p of parts) {
    const part = p.replace(/^then /, '');
    // "… and you untap all lands you control": an instruction with "you" said is the controller's own (the plain verb).
    const r = clause(part, text, ctx) ?? (YOU_IMPERATIVE.test(part) ? clause(part.slice(4), text, ctx) : null) ?? counted(part, text, ctx) ?? ownStatAmount(part, text, ctx, clause);
    if (!r) return null;
    out.push(...r);
  }
  return out;
}

/** "you" before a verb the templates read as an instruction to the controller (608.2c). */
const YOU_IMPERATIVE = /^you (?:untap|tap|destroy|exile|return|put|create|sacrifice|scry|surveil|proliferate) /;

/**
 * The effects of a whole ability text (normalised, may hold several sentences), with its target
 * specs. Target words already used by the ability are in `words`.
 */
export function parseEffects(normalised: string, verbatim: string, words: Set<string> = new Set(), opts: EffectOptions = {}): EffectList | null {
  const self = opts.self ?? opts.itIsThis ?? false;
  const ctx: Ctx = { words, targets: [], self, it: opts.it !== undefined ? opts.it : opts.itIsThis ? 'self' : null, spell: opts.spell ?? false, choices: new Set(), last: opts.last ?? null, itIsSource: opts.itIsSource ?? false, thatPlayer: opts.thatPlayer ?? false, eventAmount: opts.eventAmount ?? false, leftCard: opts.leftCard ?? false, defending: opts.defending ?? false, ...(opts.thatOpponent === true ? { thatOpponent: true } : {}), ...(opts.entersX === true ? { entersX: true } : {}), ...(opts.costX === true ? { costX: true } : {}), ...(opts.stackMana === true ? { stackMana: true } : {}) };
  const before = new Set(words);
  const effects: SpellEffect[] = [];
  /** The instructions of the sentence before. */
  let sentence: SpellEffect[] = [];
  for (const s of joinLookPick(splitSentences(normalised))) {
    const c = s.replace(/\.$/, '').replace(/^[Tt]hen /, '');
    // 701.19c: "It/They can't be regenerated" qualifies the destruction just before it.
    // (The sentence keeps its capital here: only a clause is lower-cased, below.)
    const noRegen = cantRegenerateSentence(c);
    if (noRegen && markCantRegenerate(effects, noRegen.creature)) continue;
    if (markDamageCantRegenerate(c, effects)) continue;
    if (markDamageExileIfDies(c, effects, sentence)) continue;
    // 707.10c: "You may choose new targets for the copy." belongs to the copy just before it.
    if (markNewTargets(c, effects)) continue;
    // 611.2e, 205.1a: "Return it to the battlefield … It's an enchantment." — the card type it has as it enters.
    if (markEntersAs(c, effects)) continue;
    // 205.1b: "It's still a land." belongs to the becomes-creature instruction before it (animate-clauses.ts).
    if (stillType(c, effects)) continue;
    // 111.3: "… create a 0/1 … token. It has "<ability>"" — the one token just created has it.
    if (markTokenHas(c, sentence, verbatim)) continue;
    const previous = effects.at(-1);
    if (previous) ctx.previous = previous;
    const r = whenYouDo(lowerFirst(c), verbatim, ctx, sentence, clauses) ?? ifYouDo(lowerFirst(c), verbatim, ctx, sentence, clauses) ?? clauses(lowerFirst(c), verbatim, ctx) ?? thoseCreaturesClause(lowerFirst(c), verbatim, ctx, sentence, clauses);
    if (!r) {
      words.clear();
      for (const w of before) words.add(w);
      return null;
    }
    sentence = r;
    effects.push(...r);
  }
  return effects.length > 0 ? { targets: ctx.targets, effects } : null;
}

/**
 * 111.3, 113.2c: "It has "<ability>"" right after a sentence that created one token (one `create`,
 * not a count): that token is created with the ability. False if it isn't that, or the ability isn't
 * read whole.
 */
function markTokenHas(c: string, sentence: readonly SpellEffect[], verbatim: string): boolean {
  const m = /^[Ii]t has ("[^"]+")$/.exec(c);
  const made = sentence.length === 1 ? sentence[0]! : null;
  if (!m || !made || made.kind !== 'create' || made.amountFrom !== undefined) return false;
  return addQuotedAbility(made.seed as unknown as Record<string, unknown>, m[1]!, printedQuotes(verbatim));
}
