/**
 * The clause templates of one-shot effects (608.2c), each a sentence shape with parameters:
 * damage (120), life (119), cards (121 draw, 701.9 discard, 701.22 scry, 701.25 surveil, 701.17
 * mill), objects (701.8 destroy, 701.13 exile, 701.26 tap/untap, 701.21 sacrifice, 122 counters,
 * 701.14 fight, returns to hand or to the battlefield), tokens (111.1) and continuous effects until
 * end of turn (611.2, 514.2). Each returns null when its shape doesn't match or a part isn't read.
 */
import type { Clause } from './effects.ts';
import { exileUntil, leftOrExiled } from './linked-exile.ts';
import { NUMBER, numberWord } from './text.ts';
import { amount, choiceName, objectRef, players, subjectVerb, target, xAnnounced } from './effect-refs.ts';
import type { Refs } from './effect-refs.ts';
import type { ObjectFilter, ReplacementInput, SpellEffect } from '../../engine/types.ts';
import { articleGroup, parseGroup } from './words.ts';
import { KEYWORD_COUNTERS } from '../../engine/keywords.ts';
import { parseSpellPrevention } from './replacements.ts';
import { tokens } from './token-clauses.ts';
import { continuous } from './continuous-clauses.ts';
import { animate } from './animate-clauses.ts';
import { exileInstead, manaValueLife, targetController } from './follow-up-clauses.ts';
import { copySpellClause } from './copy-clauses.ts';
import { copyTokens } from './copy-tokens.ts';
import { controllerSearch, search } from './search-clauses.ts';
import { attachClause } from './attach-clauses.ts';
import { gameResult } from './game-results.ts';
import { additionalPhases } from './phase-clauses.ts';
import { bite } from './bite-clauses.ts';
import { greatestEdict } from './greatest-amounts.ts';
import { sacrificeNamed, sacrificeSeveral } from './sacrifice-clauses.ts';
import { allFromGraveyard, fromGraveyard, onTopOfLibrary, shuffleSelfIntoLibrary } from './graveyard-clauses.ts';
import { lookAtClause, lookPickClause } from './look-pick.ts';

/**
 * 601.2d: "this deals 3 damage divided as you choose among one, two, or three targets", "… among one or two targets", "…
 * among any number of targets": one target word of from one to that many targets (any number: 601.2c), the damage divided
 * among them as announced while casting — each at least 1. Only a spell's (its division is a choice of the cast).
 */
const dividedDamage: Clause = (c, _text, ctx) => {
  const m = new RegExp(`^this deals (${NUMBER.slice(1, -1)}) damage divided as you choose among (one or two|one, two, or three|any number of) targets$`).exec(c);
  if (!m || !ctx.spell) return null;
  const n = numberWord(m[1]!);
  if (n === null || n < 1) return null;
  const w = target('any target', ctx);
  if (!w) return null;
  const spec = ctx.targets.find((t) => t.word === w)!;
  if (m[2] === 'any number of') spec.anyNumber = true;
  else {
    spec.count = m[2] === 'one or two' ? 2 : 3;
    spec.upTo = true;
    spec.min = 1;
  }
  return [{ kind: 'damage', amount: n, divided: true, target: w }];
};

/**
 * "… deals damage equal to its power / toughness to …" (cards46b): said of the source itself, its own value as the
 * instruction is followed, or as it last existed (608.2h) — the engine's 'source-power' / 'source-toughness'.
 */
const OWN_STAT = /^(this|it) deals damage equal to (?:its|this's|this creature's) (power|toughness) to (.+)$/;

const damage: Clause = (c, _text, ctx) => {
  const own = OWN_STAT.exec(c);
  const m = own ? [c, own[1]!, 'its', own[3]!] : new RegExp(`^(this|it) deals (X|that much|${NUMBER.slice(1, -1)}) damage to (.+)$`).exec(c);
  // "It deals …": the source as the first thing named (in a dies trigger, its last known information, 608.2h).
  if (!m || (m[1] === 'it' && (ctx.last !== null || (ctx.it !== 'self' && !ctx.itIsSource)))) return null;
  const n = own ? { amount: 0, amountFrom: own[2] === 'power' ? ('source-power' as const) : ('source-toughness' as const) } : amount(m[2]!, ctx);
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

const cards: Clause = (c, text, ctx) => {
  let r: ReturnType<typeof subjectVerb>;
  // "Draws an additional card" (a draw-step trigger): a draw of that many, beside the turn's own (504.1, 121.1).
  if ((r = subjectVerb(c, 'draw', `${NUMBER} (?:additional )?cards?`))) {
    const n = numberWord(r.m[2]!)!;
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'draw', amount: n, ...p })) ?? null;
  }
  // 603.2, 608.2h: "draw that many cards" in a trigger whose event has an amount (damage dealt, life lost).
  if (ctx.eventAmount && (r = subjectVerb(c, 'draw', 'that many cards'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'draw', amount: 0, amountFrom: 'event', ...p })) ?? null;
  if (ctx.eventAmount && (r = subjectVerb(c, 'mill', 'that many cards'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'mill', amount: 0, amountFrom: 'event', ...p })) ?? null;
  // 107.3a: a spell's "draw X cards" — the X announced as it was cast.
  if (ctx.spell && (r = subjectVerb(c, 'draw', 'X cards'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'draw', amount: 0, amountFrom: 'x', ...p })) ?? null;
  if ((r = subjectVerb(c, 'discard', `${NUMBER} cards?( at random)?`))) {
    const n = numberWord(r.m[2]!)!;
    const random = r.m[3] ? { random: true } : {};
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'discard', amount: n, ...random, ...p })) ?? null;
  }
  if ((r = subjectVerb(c, 'discard', '(?:your|their) hand'))) return players(r.who, ctx)?.map((p): SpellEffect => ({ kind: 'discard', amount: 'all', ...p })) ?? null;
  // 106.4: a spell's "Add {B}{B}{B}" — a fixed amount of mana (a choice of colors stays unread; an
  // amount counted is effects.ts's); so too a triggered ability that isn't a mana ability (605.1b).
  const mana = /^add ((?:\{[WUBRGC]\})+)$/.exec(c);
  if (mana && (ctx.spell || ctx.stackMana === true)) return [{ kind: 'add-mana', mana: mana[1]! }];
  const m = new RegExp(`^(scry|surveil) ${NUMBER}$`).exec(c);
  if (m) return [{ kind: m[1] as 'scry' | 'surveil', amount: numberWord(m[2]!)! }];
  // 401.4: the top cards looked at and put back in any order; 701.24a: "shuffle" (Ponder's "You may shuffle.").
  const look = new RegExp(`^look at the top ${NUMBER} cards of your library, then put them back in any order$`).exec(c);
  if (look) {
    const id = choiceName('look-reorder', ctx);
    return [{ kind: 'look-reorder', amount: numberWord(look[1]!)!, ...(id !== 'look-reorder' ? { id } : {}) }];
  }
  // "Then shuffle." after a search or reveal the templates don't read (Transmute Artifact, Gifts Ungiven) belongs to it: not read alone.
  if ((c === 'shuffle' || c === 'shuffle your library') && !/\bthen shuffle\b/i.test(text)) return [{ kind: 'shuffle' }];
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
  // 404.2, 701.13a: "exile each opponent's graveyard" / "exile your graveyard" — every card in it (a
  // card there is its owner's); "exile target player's / target opponent's graveyard" — the target's (115.1).
  if ((m = /^exile (each opponent's|your) graveyard$/.exec(c))) {
    const all: ObjectFilter = { kind: 'filter', zone: 'graveyard', controller: m[1] === 'your' ? 'you' : 'opponent' };
    ctx.last = { all };
    return [{ kind: 'exile', all }];
  }
  if ((m = /^exile (target (?:player|opponent))'s graveyard$/.exec(c))) {
    const w = target(m[1]!, ctx);
    if (!w) return null;
    // A later "it" names no one object (a group of cards).
    ctx.last = { all: { kind: 'filter', zone: 'graveyard' } };
    return [{ kind: 'exile', all: { kind: 'filter', zone: 'graveyard' }, allOwnedBy: w }];
  }
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
  if ((m = /^return (that card|it|the exiled card) to the battlefield( tapped)? under (your|its owner's) control(?: with an? ([+-]1\/[+-]1) counter on it)?$/.exec(c))) {
    // 110.2: "under its owner's control"; otherwise under the control of the ability's controller.
    // 110.5b: "tapped"; 122.6: "with a +1/+1 counter on it" — it enters with it.
    const under = { ...(m[3] === 'your' ? {} : { underOwner: true }), ...(m[2] ? { tapped: true } : {}), ...(m[4] ? { counters: { [m[4]]: 1 } } : {}) };
    // 603.6, 400.7e: in its own leaves-the-battlefield ability, "it" is the card in the zone it went to.
    // Otherwise it is what an earlier instruction moved; with none ("When enchanted creature dies,
    // return that card …") the card isn't one the engine follows: not read.
    if (ctx.last === null || m[1] === 'the exiled card') return leftOrExiled(m[1]!, ctx, under, m[4] !== undefined);
    return [{ kind: 'put-onto-battlefield', it: true, ...under }];
  }
  // 701.19a: "Regenerate this creature" / "Regenerate target creature" / "Regenerate each creature you control" (a shield on each, as it resolves).
  if ((m = /^regenerate (.+)$/.exec(c))) {
    const ref = objectRef(m[1]!, ctx);
    return ref ? [{ kind: 'regenerate', ...ref }] : null;
  }
  const named = sacrificeNamed(c, ctx);
  if (named) return named;
  if ((m = /^sacrifice (?:a|an|another) (.+)$/.exec(c))) {
    const g = parseGroup(`${/^sacrifice another /.test(c) ? 'another ' : ''}${m[1]!}`);
    if (!g || g.plural || g.filter.controller) return null;
    return [{ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...g.filter } } }];
  }
  return sacrificeSeveral(c, ctx);
};

/**
 * Counters whose kind the engine reads (shield counters, 122.1c, among them) or that have no rules meaning of their own;
 * stun (122.1d), finality (122.1h), hone (122.1j), defense (122.1g) counters and the keyword
 * counters the engine doesn't apply change the rules in ways it doesn't model.
 */
function counterKind(words: string): string | null {
  if (words === '+1/+1' || words === '-1/-1') return words;
  if (/^(?:stun|finality|hone|defense|rad|poison|decayed|exalted)$/.test(words)) return null;
  if (KEYWORD_COUNTERS.includes(words)) return words;
  return /^[a-z]+$/.test(words) ? words : null;
}

const counters: Clause = (c, _text, ctx) => {
  // 701.46a: "Adapt N" — N +1/+1 counters on this permanent if it has no +1/+1 counters on it.
  const adapt = new RegExp(`^adapt ${NUMBER}$`).exec(c);
  if (adapt) return ctx.self && !ctx.spell ? [{ kind: 'add-counters', counter: '+1/+1', amount: numberWord(adapt[1]!)!, self: true, ifNone: true }] : null;
  // 701.10e: "double the number of +1/+1 counters on each creature you control" — each object is given as many
  // of them as it has as the instruction is followed.
  const twice = /^double the number of (\+1\/\+1|-1\/-1) counters on (.+)$/.exec(c);
  if (twice) {
    const ref = objectRef(twice[2]!, ctx);
    return ref ? [{ kind: 'add-counters', counter: twice[1]!, amount: 0, double: true, ...ref }] : null;
  }
  const m = new RegExp(`^put (that many|[xX]|${NUMBER.slice(1, -1)}) (\\+1/\\+1|-1/-1|[a-z]+(?: [a-z]+)?) counters? on (.+)$`).exec(c);
  if (!m) return null;
  // 603.2, 608.2h: "put that many +1/+1 counters on it" — the trigger event's amount; 107.3a: "put X -1/-1 counters on each creature", X as announced.
  if ((m[1] === 'that many' && !ctx.eventAmount) || (/^x$/i.test(m[1]!) && !xAnnounced(ctx))) return null;
  const kind = counterKind(m[2]!);
  const ref = kind ? objectRef(m[3]!, ctx) : null;
  const amount = m[1] === 'that many' ? { amount: 0, amountFrom: 'event' as const } : /^x$/i.test(m[1]!) ? { amount: 0, amountFrom: 'x' as const } : { amount: numberWord(m[1]!)! };
  return ref && kind ? [{ kind: 'add-counters', counter: kind, ...amount, ...ref }] : null;
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
  // 400.7j: a later part of the effect ("That creature gains haste", Sneak Attack) finds the permanent the card became.
  ctx.last = { it: true };
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

/**
 * 101.2, 611.2a: "Your opponents can't cast spells this turn" (Silence), "… can't cast noncreature spells this
 * turn" (Ranger-Captain of Eos), "Players can't cast …": a prohibition until the turn ends (514.2).
 */
const cantCastThisTurn: Clause = (c) => {
  const m = /^(your opponents|each opponent|players) can't cast (noncreature )?spells this turn$/.exec(c);
  if (!m) return null;
  return [{ kind: 'cant-cast-this-turn', who: m[1] === 'players' ? 'all' : 'opponents', ...(m[2] ? { notTypes: ['Creature' as const] } : {}) }];
};

/** 701.6a: "counter target spell" / "… activated or triggered ability" (115.2 b); 118.12: "… unless its controller pays {N}". */
const counterSpell: Clause = (c, _text, ctx) => {
  // A cost with {X} isn't read: X there is a value the engine doesn't know (107.3).
  // "target spell with mana value 2 or less": the comparison is the target's (words.ts parseTarget, 202.3).
  const m = /^counter (target .*?(?:spell|ability)(?: with .+?)?)(?: unless its controller pays ((?:\{[0-9WUBRGC]\})+))?$/.exec(c);
  if (!m) return null;
  const w = target(m[1]!, ctx);
  if (!w) return null;
  return m[2] ? [{ kind: 'counter-unless-pay', cost: m[2], target: w }] : [{ kind: 'counter', target: w }];
};

/**
 * "You may <instruction>" (608.2d): the instruction asks its controller; unanswered, it is declined.
 * "You may pay {2}" (118.3a): mana paid from the pool while the ability resolves — plain mana
 * symbols only (no X, hybrid or Phyrexian mana), and only as an option (an "If you do" follows it).
 */
const may: Clause = (c, text, ctx) => {
  const m = /^you may (.+)$/.exec(c);
  if (!m) return null;
  const pay = /^pay ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(m[1]!);
  if (pay) return [{ kind: 'pay-mana', cost: pay[1]!, may: choiceName('may', ctx) }];
  for (const f of CORE) {
    const r = f(m[1]!, text, ctx);
    if (r) {
      const name = choiceName('may', ctx);
      return r.map((e) => ({ ...e, may: name }));
    }
  }
  return null;
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
 * sacrifices it; one who controls none sacrifices nothing. One permanent each, of a group the filters read whole (or "with the greatest power among …", greatest-amounts.ts); "each other player" is every
 * opponent (102.2: in a two-player game, the other player; the engine stops on several opponents). A choice name per player named, unique in the ability.
 */
const edict: Clause = (whole, _text, ctx) => {
  const gr = greatestEdict(whole), c = gr?.rest ?? whole;
  const m = new RegExp(`^(each opponent|each other player|each player|target player|target opponent|that player|they|defending player) sacrifices? (a|an|${NUMBER.slice(1, -1)}) (.+?)(?: of their choice)?$`).exec(c);
  if (!m || (m[1] === 'they') !== /^they sacrifice /.test(c)) return null;
  // "Each player sacrifices two creatures of their choice": that many, chosen as for one (608.2d).
  const count = m[2] === 'a' || m[2] === 'an' ? 1 : numberWord(m[2]!);
  if (count === null || count < 1) return null;
  const g = parseGroup(m[3]!);
  if (!g || g.plural !== count > 1 || g.filter.controller || g.filter.other) return null;
  const who = players(m[1] === 'each other player' ? 'each opponent' : m[1], ctx);
  if (!who) return null;
  return who.map((p): SpellEffect => ({ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...g.filter }, ...(count > 1 ? { count } : {}), ...(gr ? { greatest: gr.greatest } : {}) }, ...p }));
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

const CORE: readonly Clause[] = [dividedDamage, damage, life, cards, counters, fight, bite, lookPickClause, lookAtClause, fromGraveyard, allFromGraveyard, onTopOfLibrary, shuffleSelfIntoLibrary, fromHand, landPlay, additionalPhases, cantCastThisTurn, exileUntil, objects, counterSpell, copySpellClause, copyTokens, tokens, animate, continuous, exileInstead, targetController, manaValueLife, search, controllerSearch, proliferateClause, edict, preventNext, preventAll, attachClause, gameResult];

export const CLAUSES: readonly Clause[] = [...CORE, may];
