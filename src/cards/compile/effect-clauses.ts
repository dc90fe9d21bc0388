/**
 * The clause templates of one-shot effects (608.2c), each a sentence shape with parameters:
 * damage (120), life (119), cards (121 draw, 701.9 discard, 701.22 scry, 701.25 surveil, 701.17
 * mill), objects (701.8 destroy, 701.13 exile, 701.26 tap/untap, 701.21 sacrifice, 122 counters,
 * 701.14 fight, returns to hand or to the battlefield), tokens (111.1) and continuous effects until
 * end of turn (611.2, 514.2). Each returns null when its shape doesn't match or a part isn't read.
 */
import { KEYWORD_COUNTERS } from '../../engine/keywords.ts';
import { parseStatComparison } from '../../engine/compare.ts';
import type { EffectInput, Modification, ObjectFilter, ReplacementInput, Selector, SpellEffect, TargetSpec } from '../../engine/types.ts';
import { parseSpellPrevention } from './replacements.ts';
import type { Clause, Ctx } from './effects.ts';
import { NUMBER, numberWord } from './text.ts';
import { tokenSeed } from './tokens.ts';
import { articleGroup, int, parseGroup, parseKeywordList, parseTarget, targetWord } from './words.ts';
import { parsePredicates } from './statics.ts';
import { lookupTable } from '../../core/table.ts';

export type Refs = Pick<SpellEffect, 'target' | 'self' | 'all' | 'that' | 'player' | 'leftCard' | 'attached'>;

function target(phrase: string, ctx: Ctx): string | null {
  const word = targetWord(phrase, new Set(ctx.words));
  const spec = parseTarget(phrase, word);
  if (!spec) return null;
  ctx.words.add(word);
  ctx.targets.push(spec);
  return word;
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
    if (p === 'that creature' && !last.that && !last.target) return null;
    return { ...last };
  }
  if (/^(?:up to (?:one|two|three) |another )?target /.test(p)) {
    const w = target(p, ctx);
    return named(w ? { target: w } : null);
  }
  if (/^(?:all|each) /.test(p)) {
    const g = parseGroup(p);
    return named(g ? { all: { ...g.filter } } : null);
  }
  return null;
}

/** Who a player phrase means: you, the (only) opponent, or a target player; "each player" is both. */
function players(phrase: string | undefined, ctx: Ctx): Refs[] | null {
  const p = phrase ?? 'you';
  if (p === 'you') return [{ player: 'you' }];
  if (p === 'each opponent' || p === 'your opponent' || p === 'an opponent') return [{ player: 'opponent' }];
  if (p === 'each player') return [{ player: 'you' }, { player: 'opponent' }];
  if (p === 'target player' || p === 'target opponent') {
    const w = target(p, ctx);
    return w ? [{ target: w }] : null;
  }
  // 608.2k: the player the trigger event named ("whenever an opponent draws a card, that player …").
  if ((p === 'that player' || p === 'they') && ctx.thatPlayer) return [{ that: true }];
  return null;
}

/**
 * A player subject and its verb: "you draw" / "draw" (an instruction to the controller) take the
 * plain verb, "target player draws", "each opponent loses" the -s form. A verb without a subject in
 * the -s form continues an earlier subject ("each player discards their hand, then draws seven
 * cards"): not read.
 */
function subjectVerb(c: string, verb: string, rest: string): { who: string | undefined; m: RegExpExecArray } | null {
  const plain = new RegExp(`^(?:(you) )?${verb} ${rest}$`).exec(c);
  if (plain) return { who: plain[1], m: plain };
  const s = verb.endsWith('y') ? `${verb.slice(0, -1)}ies` : `${verb}s`;
  const third = new RegExp(`^(each opponent|each player|target player|target opponent|that player) ${s} ${rest}$`).exec(c);
  if (third) return { who: third[1], m: third };
  // "They lose 2 life": the player the trigger event named.
  const they = new RegExp(`^(they) ${verb} ${rest}$`).exec(c);
  return they ? { who: they[1], m: they } : null;
}

/** "N", "X" (X only in a spell, whose X is announced as it is cast, 107.3a) or "that much" (the trigger event's amount). */
function amount(word: string, ctx: Ctx): { amount: number; amountFrom?: 'x' | 'event' } | null {
  if (word === 'X') return ctx.spell ? { amount: 0, amountFrom: 'x' } : null;
  if (word === 'that much') return ctx.eventAmount ? { amount: 0, amountFrom: 'event' } : null;
  const n = numberWord(word);
  return n === null ? null : { amount: n };
}

const damage: Clause = (c, _text, ctx) => {
  const m = new RegExp(`^(this|it) deals (X|that much|${NUMBER.slice(1, -1)}) damage to (.+)$`).exec(c);
  // "It deals …": the source as the first thing named (in a dies trigger, its last known information, 608.2h).
  if (!m || (m[1] === 'it' && (ctx.last !== null || (ctx.it !== 'self' && !ctx.itIsSource)))) return null;
  const n = amount(m[2]!, ctx);
  if (!n) return null;
  const out: SpellEffect[] = [];
  // "each creature and each player", "each creature and each planeswalker": one recipient phrase each.
  for (const to of m[3]!.split(/ and (?=each )/)) {
    // 608.2k: "that player" is the player the trigger event named ("whenever an opponent draws a card, this deals 1 damage to that player").
    if (to === 'each opponent' || to === 'you' || to === 'each player' || (to === 'that player' && ctx.thatPlayer)) {
      for (const p of players(to, ctx)!) out.push({ kind: 'damage', ...n, ...p });
      continue;
    }
    if (to === 'any target') {
      const w = target(to, ctx);
      if (!w) return null;
      out.push({ kind: 'damage', ...n, target: w });
      continue;
    }
    const ref = objectRef(to, ctx) ?? (/^target (player|opponent)/.test(to) ? players(to, ctx)?.[0] ?? null : null);
    if (!ref || ref.self) return null;
    out.push({ kind: 'damage', ...n, ...ref });
  }
  return out;
};

const life: Clause = (c, _text, ctx) => {
  for (const verb of ['gain', 'lose'] as const) {
    const r = subjectVerb(c, verb, `(that much|${NUMBER.slice(1, -1)}) life`);
    if (!r) continue;
    const who = players(r.who, ctx);
    const n = amount(r.m[2]!, { ...ctx, spell: false });
    if (!who || !n) return null;
    // With an amount read on resolution, `amount` gives only the sign (gain 0 or more, lose negative).
    const signed = n.amountFrom ? { amount: verb === 'gain' ? 0 : -1, amountFrom: n.amountFrom } : { amount: verb === 'gain' ? n.amount : -n.amount };
    return who.map((p): SpellEffect => ({ kind: 'life', ...signed, ...p }));
  }
  return null;
};

const cards: Clause = (c, _text, ctx) => {
  let r: ReturnType<typeof subjectVerb>;
  // "Draws an additional card" (a draw-step trigger): a draw of that many, beside the turn's own (504.1, 121.1).
  if ((r = subjectVerb(c, 'draw', `${NUMBER} (?:additional )?cards?`))) {
    const n = numberWord(r.m[2]!)!;
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'draw', amount: n, ...p })) ?? null;
  }
  // 107.3a: a spell's "draw X cards" — the X announced as it was cast.
  if (ctx.spell && (r = subjectVerb(c, 'draw', 'X cards'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'draw', amount: 0, amountFrom: 'x', ...p })) ?? null;
  if ((r = subjectVerb(c, 'discard', `${NUMBER} cards?( at random)?`))) {
    const n = numberWord(r.m[2]!)!;
    const random = r.m[3] ? { random: true } : {};
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'discard', amount: n, ...random, ...p })) ?? null;
  }
  if ((r = subjectVerb(c, 'discard', '(?:your|their) hand'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'discard', amount: 'all', ...p })) ?? null;
  // 106.4: a spell's "Add {B}{B}{B}" — a fixed amount of mana (a choice of colors, or an amount counted, stays unread).
  const mana = /^add ((?:\{[WUBRGC]\})+)$/.exec(c);
  if (mana && ctx.spell) return [{ kind: 'add-mana', mana: mana[1]! }];
  const m = new RegExp(`^(scry|surveil) ${NUMBER}$`).exec(c);
  if (m) return [{ kind: m[1] as 'scry' | 'surveil', amount: numberWord(m[2]!)! }];
  if ((r = subjectVerb(c, 'mill', `${NUMBER} cards?`))) {
    const n = numberWord(r.m[2]!)!;
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'mill', amount: n, ...p })) ?? null;
  }
  return null;
};

const OBJECT_VERBS = { destroy: 'destroy', exile: 'exile', tap: 'tap', untap: 'untap' } as const;

const objects: Clause = (c, _text, ctx) => {
  let m: RegExpExecArray | null;
  if (c === 'exile all graveyards') return [{ kind: 'exile', all: { kind: 'filter', zone: 'graveyard' } }];
  // 608.2d: "return a land you control to its owner's hand" — chosen as the instruction is followed, not targeted.
  if ((m = /^(return|tap|untap|exile) (a|an|another(?! target)) (.+?)(?: to its owner's hand)?$/.exec(c)) && (m[1] === 'return') === / to its owner's hand$/.test(c)) {
    const g = parseGroup(`${m[2] === 'another' ? 'another ' : ''}${m[3]!}`);
    if (!g || g.plural || !g.filter.controller) return null;
    const kind = m[1] === 'return' ? 'return-to-hand' : (m[1] as 'tap' | 'untap' | 'exile');
    return [{ kind, choose: { name: choiceName(m[1]!, ctx), filter: { ...g.filter } } }];
  }
  // 608.2d, 701.26b: "Untap up to three lands" — from none to N permanents of the group, chosen (not
  // targeted) as the instruction is followed, whoever controls them unless the group says.
  if ((m = new RegExp(`^untap up to ${NUMBER} (.+)$`).exec(c))) {
    const n = numberWord(m[1]!);
    const g = parseGroup(m[2]!);
    if (n === null || n < 1 || !g || !g.plural || g.filter.other) return null;
    return [{ kind: 'untap', choose: { name: choiceName('untap', ctx), filter: { ...g.filter }, count: n, upTo: true } }];
  }
  // "Destroy target artifact and target creature", "… target artifact, target creature, target
  // enchantment, and target land": one target word each (115.1), followed in the order written.
  if ((m = /^(destroy|exile|tap|untap) (target .+?(?:,? and | and )target .+)$/.exec(c))) {
    const kind = OBJECT_VERBS[m[1] as keyof typeof OBJECT_VERBS];
    const out: SpellEffect[] = [];
    for (const phrase of m[2]!.split(/, and (?=target )|, (?=target )| and (?=target )/)) {
      const w = target(phrase, ctx);
      if (!w) return null;
      out.push({ kind, target: w });
    }
    return out;
  }
  if ((m = /^(destroy|exile|tap|untap) (.+)$/.exec(c))) {
    const ref = objectRef(m[2]!, ctx);
    return ref ? [{ kind: OBJECT_VERBS[m[1] as keyof typeof OBJECT_VERBS], ...ref }] : null;
  }
  if ((m = /^return (.+?) to (?:its|their) owners?'s? hands?$/.exec(c))) {
    const ref = objectRef(m[1]!, ctx);
    return ref ? [{ kind: 'return-to-hand', ...ref }] : null;
  }
  // "Exile target creature you control, then return that card to the battlefield under your control":
  // the card the exile put into exile (a new object, 400.7), followed there.
  if ((m = /^return (that card|it) to the battlefield under (your|its owner's) control$/.exec(c))) {
    // 110.2: "under its owner's control"; otherwise under the control of the ability's controller.
    const under = m[2] === 'your' ? {} : { underOwner: true };
    // 603.6, 400.7e: in its own leaves-the-battlefield ability, "it" is the card in the zone it went to.
    // Otherwise it is what an earlier instruction moved; with none ("When enchanted creature dies,
    // return that card …") the card isn't one the engine follows: not read.
    if (ctx.last === null) return m[1] === 'it' && ctx.leftCard ? [{ kind: 'put-onto-battlefield', leftCard: true, ...under }] : null;
    return [{ kind: 'put-onto-battlefield', it: true, ...under }];
  }
  // 701.19a: "Regenerate this creature" / "Regenerate target creature".
  if ((m = /^regenerate (.+)$/.exec(c))) {
    const ref = objectRef(m[1]!, ctx);
    return ref && !ref.all ? [{ kind: 'regenerate', ...ref }] : null;
  }
  if ((m = /^sacrifice (this|it)$/.exec(c))) {
    const ref = objectRef(m[1]!, ctx);
    return ref?.self ? [{ kind: 'sacrifice', self: true }] : null;
  }
  if ((m = /^sacrifice (?:a|an|another) (.+)$/.exec(c))) {
    const g = parseGroup(`${/^sacrifice another /.test(c) ? 'another ' : ''}${m[1]!}`);
    if (!g || g.plural || g.filter.controller) return null;
    return [{ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...g.filter } } }];
  }
  return null;
};

/** A choice name unique within the ability ("sacrifice", "sacrifice2"). */
function choiceName(base: string, ctx: Ctx): string {
  let n = base;
  for (let i = 2; ctx.choices.has(n); i++) n = `${base}${i}`;
  ctx.choices.add(n);
  return n;
}

/**
 * Counters whose kind the engine reads or that have no rules meaning of their own; shield (122.1c),
 * stun (122.1d), finality (122.1h), hone (122.1j), defense (122.1g) counters and the keyword
 * counters the engine doesn't apply change the rules in ways it doesn't model.
 */
function counterKind(words: string): string | null {
  if (words === '+1/+1' || words === '-1/-1') return words;
  if (/^(?:shield|stun|finality|hone|defense|rad|poison|decayed|exalted)$/.test(words)) return null;
  if (KEYWORD_COUNTERS.includes(words)) return words;
  return /^[a-z]+$/.test(words) ? words : null;
}

const counters: Clause = (c, _text, ctx) => {
  const m = new RegExp(`^put ${NUMBER} (\\+1/\\+1|-1/-1|[a-z]+(?: [a-z]+)?) counters? on (.+)$`).exec(c);
  if (!m) return null;
  const kind = counterKind(m[2]!);
  const ref = kind ? objectRef(m[3]!, ctx) : null;
  return ref && kind ? [{ kind: 'add-counters', counter: kind, amount: numberWord(m[1]!)!, ...ref }] : null;
};

/** 701.14: "this creature fights target creature you don't control". */
const fight: Clause = (c, _text, ctx) => {
  const m = /^(this|it|target .+?) fights ((?:up to one |another )?target .+)$/.exec(c);
  if (!m) return null;
  const first = objectRef(m[1]!, ctx);
  if (!first || first.all || first.that) return null;
  const second = target(m[2]!, ctx);
  return second ? [{ kind: 'fight', with: second, ...first }] : null;
};

/** "Return target creature card from your graveyard to your hand / to the battlefield". */
const fromGraveyard: Clause = (c, _text, ctx) => {
  // Also (115.1, 400.7): "exile target [creature] card from a graveyard / from an opponent's graveyard"
  // (701.13a) and "put target creature card from a graveyard onto the battlefield under your control".
  const exile = /^exile target (?:(.+?) )?cards?(?: with (.+?))? from (your|a|an opponent's) graveyard$/.exec(c);
  const put = /^put target (?:(.+?) )?cards?(?: with (.+?))? from (your|a) graveyard onto the battlefield under your control$/.exec(c);
  const m = exile
    ? ([exile[0], exile[1], exile[2], exile[3], 'exile'] as (string | undefined)[])
    : put
      ? ([put[0], put[1], put[2], put[3], 'the battlefield under your control'] as (string | undefined)[])
      : /^return target (?:(.+?) )?cards?(?: with (.+?))? from (your|a) graveyard to (your hand|the battlefield(?: under your control)?)$/.exec(c);
  if (!m) return null;
  // "from a graveyard … to the battlefield" without "under your control" would be its owner's: not read.
  if (m[3] === 'a' && m[4] === 'the battlefield') return null;
  // 202.3, 208: "… card with mana value 3 or less": one comparison on the card's printed values in the graveyard.
  const compared = m[2] === undefined ? null : parseStatComparison(m[2]);
  if (m[2] !== undefined && !compared) return null;
  const g = m[1] === undefined ? { filter: { kind: 'filter' } as ObjectFilter } : (parseGroup(m[1]) ?? parseGroup(`${m[1]} card`));
  if (!g || g.filter.controller || g.filter.other || g.filter.keywords || g.filter.notKeywords) return null;
  if (compared) g.filter[compared.field] = compared.range;
  // 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker card (never an instant).
  if (m[1] !== undefined && /\bpermanent\b/.test(m[1]) && !g.filter.types) g.filter.types = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
  const base = m[1] !== undefined && /\bpermanent\b/.test(m[1]) ? 'permanent' : (g.filter.types?.[0]?.toLowerCase() ?? 'card');
  let word = base;
  for (let i = 2; ctx.words.has(word); i++) word = `${base}${i}`;
  // 404.2 / 109.4: a card in a graveyard is its owner's ("your graveyard" = cards you own).
  const whose = m[3] === 'your' ? { controller: 'you' as const } : m[3] === "an opponent's" ? { controller: 'opponent' as const } : {};
  const spec = { word, objects: { ...g.filter, zone: 'graveyard' as const, ...whose } };
  ctx.words.add(word);
  ctx.targets.push(spec);
  if (m[4] === 'exile') return [{ kind: 'exile', target: word }];
  return m[4] === 'your hand' ? [{ kind: 'return-to-hand', target: word }] : [{ kind: 'put-onto-battlefield', target: word }];
};

/**
 * "Put a land card from your hand onto the battlefield [tapped]", "put a creature card / an Equipment
 * card from your hand onto the battlefield": a card of that quality its controller chooses from their
 * own hand as the instruction is followed (608.2d, not targeted), put onto the battlefield under their
 * control (110.2), tapped if said (110.5b). With "you may", unanswered it is declined; a hand the
 * question didn't describe can't be chosen from (the engine stops, engine/hand.ts).
 */
const fromHand: Clause = (c, _text, ctx) => {
  const m = /^put (?:a|an) (.+?) card from your hand onto the battlefield( tapped)?$/.exec(c);
  if (!m) return null;
  const g = articleGroup(m[1]!);
  if (!g || g.plural || g.filter.controller !== undefined || g.filter.other === true || g.filter.token !== undefined) return null;
  const choose = { name: choiceName('put', ctx), filter: { ...g.filter, zone: 'hand' as const, controller: 'you' as const } };
  return [{ kind: 'put-onto-battlefield', choose, ...(m[2] ? { tapped: true } : {}) }];
};

/**
 * 305.2: "You may play an additional land this turn", "… two additional lands this turn" — more land
 * plays for the controller this turn (the playing itself stays the player's choice: engine/lands.ts).
 */
const landPlay: Clause = (c) => {
  const m = /^you may play (?:up to )?(an|two|three) additional lands? this turn$/.exec(c);
  if (!m || (m[1] === 'an') !== / land this turn$/.test(c)) return null;
  return [{ kind: 'additional-land', count: numberWord(m[1]!)! }];
};

/** 701.6a: "counter target spell"; 118.12: "… unless its controller pays {N}" (the pay choice of pass/resolve). */
const counterSpell: Clause = (c, _text, ctx) => {
  // A cost with {X} isn't read: X there is a value the engine doesn't know (107.3).
  // "target spell with mana value 2 or less": the comparison is the target's (words.ts parseTarget, 202.3).
  const m = /^counter (target .*?spell(?: with .+?)?)(?: unless its controller pays ((?:\{[0-9WUBRGC]\})+))?$/.exec(c);
  if (!m) return null;
  const w = target(m[1]!, ctx);
  if (!w) return null;
  return m[2] ? [{ kind: 'counter-unless-pay', cost: m[2], target: w }] : [{ kind: 'counter', target: w }];
};

/**
 * "create …" (the controller's), or a player's: "target opponent creates a 1/1 … token", "each player
 * creates a Treasure token" — the tokens are created under that player's control (111.2).
 */
const tokens: Clause = (c, _text, ctx) => {
  const m = /^(each opponent|each player|target player|target opponent|that player) creates (.+)$/.exec(c);
  // 107.3a, 111.1: a spell's "Create X 1/1 white Warrior creature tokens" — X tokens, X as announced
  // while casting (an ability's X isn't announced: not read).
  const x = /^create X (tapped )?(.+?) tokens(?: with (.+))?$/.exec(c);
  if (x && ctx.spell) {
    const seed = tokenSeed(x[2]!, x[3]);
    if (!seed) return null;
    if (x[1]) seed.tapped = true;
    return [{ kind: 'create', seed: seed as never, amountFrom: 'x' }];
  }
  if (!m) return tokenEffects(c);
  const made = tokenEffects(`create ${m[2]!}`);
  const who = made ? players(m[1], ctx) : null;
  if (!made || !who) return null;
  return who.flatMap((p) => made.map((e): SpellEffect => ({ ...structuredClone(e), ...p })));
};

/**
 * 111.1: "create a 3/3 … token with deathtouch and a 3/3 … token with lifelink" — two token
 * phrases, each read whole (so "deathtouch and a 3/3 …" is never a keyword list), created in the
 * order written by the one instruction.
 */
function twoTokens(c: string): SpellEffect[] | null {
  const joins = [...c.matchAll(new RegExp(` and (?=${NUMBER} )`, 'g'))];
  for (const j of joins) {
    const first = /\btokens?(?: with .+)?$/.test(c.slice(0, j.index)) ? tokenEffects(c.slice(0, j.index)) : null;
    const second = first ? tokenEffects(`create ${c.slice(j.index + 5)}`) : null;
    if (first && second) return [...first, ...second];
  }
  return null;
}

/** "create two 1/1 white Soldier creature tokens": one `create` per token. */
function tokenEffects(c: string): SpellEffect[] | null {
  const m = new RegExp(`^create ${NUMBER} (tapped )?(.+?) tokens?(?: with (.+))?$`).exec(c);
  if (!m) return twoTokens(c);
  // 111.1: each token is created by the effect; "two … tokens" are two objects.
  const n = numberWord(m[1]!)!;
  const seed = tokenSeed(m[3]!, m[4]);
  if (!seed || n < 1 || n > 10) return twoTokens(c);
  if (m[2]) seed.tapped = true;
  return Array.from({ length: n }, (): SpellEffect => ({ kind: 'create', seed: structuredClone(seed) as never }));
}

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
function untilEndOfTurn(subject: string, mods: Modification[], text: string, ctx: Ctx): SpellEffect | null {
  const effect = (affects: Selector): EffectInput => ({ text, affects, modifications: mods, duration: { kind: 'end-of-turn' } });
  // In an ability of a permanent, "this" (or an "it" that means it) is the permanent itself.
  if (subject === 'this' && !ctx.self) return null;
  if (subject === 'this' || subject === 'it' || subject === 'that creature' || subject.startsWith('target ')) {
    const ref = objectRef(subject, ctx);
    if (!ref || ref.all) return null;
    return ref.self ? { kind: 'apply-effect', effect: effect({ kind: 'source' }) } : { kind: 'apply-effect', ...ref, effect: effect({ kind: 'objects', ids: [] }) };
  }
  const g = parseGroup(subject);
  if (!g || (!g.plural && !/^(?:each|all) /.test(subject))) return null;
  ctx.last = { all: { ...g.filter } };
  return { kind: 'apply-effect', effect: effect(g.filter) };
}

const COMBAT_THIS_TURN: Record<string, string> = lookupTable({ "can't block": "can't block", "can't be blocked": "can't be blocked", "can't attack or block": "can't attack or block" });

const continuous: Clause = (c0, text, ctx) => {
  // "Until end of turn, creatures you control get +1/+1" is the same as the suffix form.
  const pre = /^until end of turn, (.+)$/.exec(c0);
  const c = pre ? `${pre[1]} until end of turn` : c0;
  let m: RegExpExecArray | null;
  // 107.3a: a spell's "All creatures get -X/-X until end of turn" — X as announced while casting, the P/T change that many times.
  if (ctx.spell && (m = /^(.+?) gets? ([+-])X\/([+-])X until end of turn$/.exec(c))) {
    const e = untilEndOfTurn(m[1]!, [{ kind: 'modify-pt', power: m[2] === '+' ? 1 : -1, toughness: m[3] === '+' ? 1 : -1 }], text, ctx);
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
  // 514.2: "this turn" ends as the turn ends, with the "until end of turn" effects.
  if ((m = /^(.+?) (can't block|can't be blocked|can't attack or block) this turn$/.exec(c))) {
    const e = untilEndOfTurn(m[1]!, [{ kind: 'add-keywords', keywords: [{ keyword: COMBAT_THIS_TURN[m[2]!]! }] }], text, ctx);
    return e ? [e] : null;
  }
  return null;
};

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
  if (!m || !last || last.target === undefined || !spec || !spec.objects || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber) return null;
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

const exileInstead: Clause = (c, text, ctx) => exileIfDies(c, text, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target));

/**
 * 608.2h, in an ability's text (a loyalty ability's "−2: Destroy target creature. Its controller draws two
 * cards", "−3: Exile target creature. Its controller gains 2 life"): the player is the one target's
 * controller, as a spell's sentences read it (sentences.ts targetControllerInstruction).
 */
const targetController: Clause = (c, _text, ctx) => targetControllerInstruction(c, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target), ctx.previous);

/** "… return target creature card from your graveyard to the battlefield. You lose life equal to that card's mana value" in an ability (as in a spell: lifeFromManaValue). */
const manaValueLife: Clause = (c, _text, ctx) => lifeFromManaValue(c, ctx.last, ctx.targets.find((t) => t.word === ctx.last?.target), ctx.previous);

/** "You may <instruction>" (608.2d): the instruction asks its controller; unanswered, it is declined. */
const may: Clause = (c, text, ctx) => {
  const m = /^you may (.+)$/.exec(c);
  if (!m) return null;
  for (const f of CORE) {
    const r = f(m[1]!, text, ctx);
    if (r) {
      const name = choiceName('may', ctx);
      return r.map((e) => ({ ...e, may: name }));
    }
  }
  return null;
};

/**
 * 701.23 and 701.24a, a search: "search your library for a [quality] card, [reveal it,] put it into
 * your hand, then shuffle" (the tutors), "… put it onto the battlefield [tapped], then shuffle"
 * (fetch lands, ramp), "… for up to N [quality] cards, put them …". The quality is a group phrase of
 * one card ("creature", "basic land", "green creature", "Forest", "Island or Swamp", "basic Swamp,
 * Mountain, or Forest"); none is "a card" (701.23d). A card put onto the battlefield enters under
 * the searcher's control (110.2), tapped if said (110.5b); "… put it / them into your graveyard"
 * (Entomb, Buried Alive) puts them into their owner's graveyard (404.1). Other destinations (on top of the
 * library), split destinations and other shapes are left unread.
 */
const SEARCH = new RegExp(`^search (?:your|their) library for (a|an|up to ${NUMBER}) (?:(.+?) )?(cards?)(?: with ([a-z0-9 ]+?))?, (reveal (?:it|that card|them|those cards), )?put (it|that card|them|those cards) (into your hand|into their hand|into your graveyard|into their graveyard|onto the battlefield(?: tapped)?), then shuffle$`);

function searchEffect(c: string, ctx: Ctx): SpellEffect[] | null {
  const found = SEARCH.exec(c);
  if (!found) return null;
  // 202.3, 208: "a creature card with power 2 or less", "an artifact card with mana value 2": one
  // comparison that qualifies the card (each type of "instant or sorcery card" alike), judged on its
  // values in the library.
  const stat = found[5];
  const compared = stat !== undefined ? parseStatComparison(stat) : null;
  if (stat !== undefined && !compared) return null;
  const m = [...found.slice(0, 5), ...found.slice(6)];
  const upTo = m[2] !== undefined ? numberWord(m[2]) : null;
  if (m[2] !== undefined && (upTo === null || upTo < 1)) return null;
  // "a card … put it", "up to two cards … put them": the noun and the pronoun agree with the count.
  const many = upTo !== null && upTo > 1;
  if (many !== (m[4] === 'cards') || many !== /^(?:them|those cards)$/.test(m[6]!)) return null;
  const reveal = m[5] !== undefined ? { reveal: true } : {};
  const count = upTo !== null ? { upTo } : {};
  let filter: ObjectFilter | undefined;
  if (m[3] !== undefined) {
    const f = searchQuality(m[3]);
    if (!f) return null;
    filter = f;
  } else if (upTo !== null) return null; // "up to two cards" with no quality isn't read
  if (compared) filter = { ...(filter ?? { kind: 'filter' }), [compared.field]: compared.range };
  // The choice of the cards found, named uniquely in the ability (a second search has its own).
  const id = choiceName('search', ctx);
  const base = { ...(filter ? { filter } : {}), ...reveal, ...count, ...(id !== 'search' ? { id } : {}) };
  if (/hand$/.test(m[7]!)) return [{ kind: 'search-to-hand', ...base }];
  // 404.1: the found cards go into their owner's graveyard (it is the searcher's own library).
  if (/graveyard$/.test(m[7]!)) return [{ kind: 'search-to-graveyard', ...base }];
  return [{ kind: 'search-to-battlefield', ...base, ...(m[7]!.endsWith('tapped') ? { tapped: true } : {}) }];
}

/** A search's quality: a group of one card ("basic land", "green creature", "Island or Swamp"), or "basic" before land types (205.3i, 205.4a). */
function searchQuality(q: string): ObjectFilter | null {
  const basic = /^basic (.+)$/.exec(q);
  if (basic && /^[A-Z]/.test(basic[1]!)) {
    const g = articleGroup(basic[1]!);
    return g && !g.plural && g.filter.subtypes && Object.keys(g.filter).length === 2 ? { ...g.filter, supertypes: ['Basic'] } : null;
  }
  // "a nonlegendary card", "a black card", "a multicolored card": qualities of a card of any type
  // (205.4, 105.2) — read as the same words before "permanent", which names no card type here.
  const adjective = /^[a-z-]+$/.test(q) && !/^(?:permanent|card|token|spell)$/.test(q) ? parseGroup(`${q} permanent`) : null;
  const g = adjective && adjective.filter.types === undefined && Object.keys(adjective.filter).length > 1 ? adjective : articleGroup(q);
  if (!g || g.plural || g.filter.controller !== undefined || g.filter.other === true || g.filter.token !== undefined) return null;
  return g.filter;
}

/** "Search your library for a [quality] card, [reveal it,] then shuffle and put that card on top" (701.23, 701.24a): the found card ends on top. */
const TO_TOP = /^search your library for (?:a|an) (?:(.+?) )?card, (reveal it, )?then shuffle and put (?:that|the) card on top$/;

function searchToTop(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = TO_TOP.exec(c);
  if (!m) return null;
  const filter = m[1] !== undefined ? searchQuality(m[1]) : undefined;
  if (filter === null) return null;
  const id = choiceName('search', ctx);
  return [{ kind: 'search-to-top', ...(filter ? { filter } : {}), ...(m[2] !== undefined ? { reveal: true } : {}), ...(id !== 'search' ? { id } : {}) }];
}

const search: Clause = (c, _text, ctx) => (/^search your /.test(c) ? (searchEffect(c, ctx) ?? searchToTop(c, ctx)) : null);

/**
 * 608.2h: "Its controller may search their library for a basic land card, put it onto the
 * battlefield, then shuffle" after an instruction on the ability's one target object: that object's
 * (last known) controller searches, if they choose to (608.2d; unanswered, declined).
 */
const controllerSearch: Clause = (c, _text, ctx) => {
  const m = /^(?:its|that creature's|that permanent's|that land's) controller may (search their library .+)$/.exec(c);
  const target = ctx.last?.target;
  if (!m || target === undefined) return null;
  // A target of this sentence must be one object; one named by an earlier sentence was checked by its reader (sentences.ts).
  const spec = ctx.targets.find((t) => t.word === target);
  if (spec && (!spec.objects || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber)) return null;
  const r = searchEffect(m[1]!, ctx);
  if (!r) return null;
  const name = choiceName('may', ctx);
  return r.map((e) => ({ ...e, player: 'that-controller', target, may: name }));
};

/** 701.34a: "Proliferate." — its controller chooses which permanents and players with counters get one more of each kind. */
const proliferateClause: Clause = (c, _text, ctx) => {
  if (c !== 'proliferate') return null;
  const id = choiceName('proliferate', ctx);
  return [{ kind: 'proliferate', ...(id !== 'proliferate' ? { id } : {}) }];
};

/**
 * 701.21a with 608.2d: an edict — "each opponent sacrifices a creature of their choice", "each player
 * sacrifices a nontoken creature", "target player sacrifices an artifact", "that player sacrifices a
 * creature or planeswalker of their choice". Each player named chooses one permanent they control of
 * that kind as the instruction is followed (it isn't targeted: hexproof doesn't stop it) and
 * sacrifices it; one who controls none sacrifices nothing. One permanent each, of a group the
 * filters read whole ("with the greatest power" is not read); "each other player" is every
 * opponent (102.2: in a two-player game, the other player; the engine stops on several opponents). A choice name per player named, unique in the ability.
 */
const edict: Clause = (c, _text, ctx) => {
  const m = new RegExp(`^(each opponent|each other player|each player|target player|target opponent|that player|they) sacrifices? (a|an|two|three) (.+?)(?: of their choice)?$`).exec(c);
  if (!m || (m[1] === 'they') !== /^they sacrifice /.test(c)) return null;
  // "Each player sacrifices two creatures of their choice": that many, chosen as for one (608.2d).
  const count = m[2] === 'a' || m[2] === 'an' ? 1 : numberWord(m[2]!)!;
  const g = parseGroup(m[3]!);
  if (!g || g.plural !== count > 1 || g.filter.controller || g.filter.other) return null;
  const who = players(m[1] === 'each other player' ? 'each opponent' : m[1], ctx);
  if (!who) return null;
  return who.map((p): SpellEffect => ({ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...g.filter }, ...(count > 1 ? { count } : {}) }, ...p }));
};

/**
 * 615.7: "Prevent the next N damage that would be dealt to any target / target creature / this
 * creature this turn" — a prevention shield on that one object or player, used up as it prevents
 * damage; it ends at end of turn (514.2). Its target is chosen as usual (115.1); an object it
 * protects is that object only while it stays on the battlefield (400.7).
 */
const preventNext: Clause = (c, text, ctx) => {
  const m = new RegExp(`^prevent the next ${NUMBER} damage that would be dealt to (.+?) this turn$`).exec(c);
  if (!m) return null;
  const n = numberWord(m[1]!);
  if (n === null || n < 1) return null;
  let ref: Refs | null;
  if (m[2] === 'this') ref = ctx.self ? { self: true } : null;
  else {
    if (m[2] !== 'any target' && !/^target /.test(m[2]!)) return null;
    const w = target(m[2]!, ctx);
    const spec = ctx.targets.find((t) => t.word === w);
    ref = w && spec && !spec.anyNumber && (spec.count ?? 1) === 1 ? { target: w } : null;
  }
  if (!ref) return null;
  ctx.last = ref;
  return [{ kind: 'add-replacement', ...ref, replacement: { kind: 'prevent', amount: n, duration: { kind: 'end-of-turn' }, text } }];
};

/**
 * 615.1a: "Prevent all combat damage that would be dealt this turn" as an ability's instruction (a
 * Fog on a permanent: "Sacrifice this creature: Prevent all …"): the prevention effect the resolving
 * ability creates, read by the same templates as a spell's (replacements.ts), naming no object.
 */
const preventAll: Clause = (c, text) => {
  const r = /^prevent all /.test(c) ? parseSpellPrevention(c) : null;
  return r ? r.map((x): SpellEffect => ({ kind: 'add-replacement', replacement: { ...x, text } as ReplacementInput })) : null;
};

const CORE: readonly Clause[] = [damage, life, cards, counters, fight, fromGraveyard, fromHand, landPlay, objects, counterSpell, tokens, continuous, exileInstead, targetController, manaValueLife, search, controllerSearch, proliferateClause, edict, preventNext, preventAll];

export const CLAUSES: readonly Clause[] = [...CORE, may];
