/**
 * Casts and activations told in a question's story, as Scenario actions: priority passes to the
 * caster first (117.3d); a noninstant spell told on the other player's turn is cast on its caster's
 * next turn (117.1a); modes (700.2), targets (601.2c, 115.1), X (107.3a) and additional costs
 * (118.8, 601.2h) are taken as told, or assumed only where one reading is possible (said in the
 * restatement), else asked back; an activated ability is the one whose cost fits what was told (602.2b).
 */
import { takeColor } from './chosen-colors.ts';
import type { Lang } from '../core/lang.ts';
import { formatCost, parseCost, phyrexianSymbols, type ManaCost } from '../engine/casting/mana.ts';
import type { Ask, ParsedQuestion, QEvent, Side } from './types.ts';
import type { ActionList } from './action-list.ts';
import { other } from './control.ts';
import { sorcerySpeed } from './story-timing.ts';
import { effectsFitting, modesFitting } from './mode-meaning.ts';
import type { AbilityPick, ModeSpecLike } from './spell-abilities.ts';
import { abilityByEffect, pingsOne } from './ability-effects.ts';
import { abilityByLoyalty, abilityUnsaid, compiled, loyaltyBefore, costFits, enterTriggerModes, modeByTargets, modesOf, targetsByModes, modeTargetWords, stackOnly, targetWord } from './spell-abilities.ts';
import { onlyTarget, someTarget, toldCouldBeTarget } from './implied-choices.ts';
import { wordsFor } from './locales/index.ts';
import { evokeChoice } from './evoke-cast.ts';
import type { ActionOf, ObjectInput } from './scenario-input.ts';

/**
 * "They cast Banishing Light targeting my Bears; in response I Disenchant it": a permanent spell has no
 * targets (115.1), and what the story told its enters ability target is that ability's (603.3d,
 * trigger-targets.ts) — so a spell told in response is cast with that ability on the stack: the
 * permanent spell has resolved (608.3), its ability triggered (603.6a) and was put on the stack (603.3).
 */
function respondToEntering(list: ActionList, e: QEvent): void {
  if ((e.kind === 'cast' && e.premise === true) || !list.q.responses?.has(e)) return;
  const top = list.stackSpells.at(-1);
  // "They cast Banishing Light. In response to the trigger, I …": said to be made to a triggered ability, a response to a
  // permanent spell is made once it has entered (608.3) and its ability has triggered (603.2) — checked against the run.
  const toTrigger = top !== undefined && (list.q.triggerResponses ?? []).some((t) => t.to === e) && permanentSpell(list.q, top);
  if (top === undefined || (!toTrigger && !(list.q.triggerTargets ?? []).some((tt) => tt.source === top))) return;
  resolveTop(list);
}

/** "Can I Disenchant it in response to the trigger?": asked as made to a triggered ability, as a told response is (above). */
export function askedAfterEntering(list: ActionList, ask: Ask): void {
  const top = list.stackSpells.at(-1);
  if (top !== undefined && (list.q.triggerResponses ?? []).some((t) => t.to === ask) && permanentSpell(list.q, top)) resolveTop(list);
}

function resolveTop(list: ActionList): void {
  list.actions.push({ kind: 'resolve' });
  list.stackSpells.pop();
  // 117.3b: after a spell resolves, the active player receives priority.
  list.priority = list.clock.turn;
}

/** A spell on the stack that becomes a permanent as it resolves (110.1, 608.3): its card is no instant or sorcery. */
function permanentSpell(q: ParsedQuestion, id: string): boolean {
  const types = q.cards[id]?.object?.types ?? q.things.find((t) => t.id === id)?.types ?? [];
  return Array.isArray(types) && types.length > 0 && !types.includes('Instant') && !types.includes('Sorcery');
}

/** A spell with no modes whose own effects (608.2) have every item of the words told of what it is cast for (mode-meaning.ts). */
function ownEffectsFit(q: ParsedQuestion, spell: string, said: readonly string[]): boolean {
  const own = compiled(q, spell)?.spell;
  if (!own || !Array.isArray(own.effects) || own.effects.length === 0) return false;
  return effectsFitting(own.effects, said);
}

/**
 * "choosing the 3 damage mode", 「二段攻撃モードで」: the one mode that does what the words say (mode-meaning.ts);
 * none or several — or a spell with no modes — asked back naming the words, never a mode guessed (700.2).
 */
function toldMode(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, modal: ModeSpecLike | null): number | null {
  if (e.modes !== undefined || !e.modeSaid) return null;
  // "I cast Shock to deal 2 damage to …": of a spell with no modes, the words say what it does — checked against its effects.
  if (!modal && e.modePurpose === true && ownEffectsFit(list.q, e.spell, e.modeSaid)) return null;
  const fitting = modal ? modesFitting(modal, e.modeSaid) : [];
  if (fitting.length === 1) return fitting[0]!;
  list.modeUnmatched ??= { spell: e.spell, words: e.modeTold ?? e.modeSaid.join(' '), fits: fitting.length };
  list.needsModes ??= e.spell;
  return null;
}

/**
 * When only timing is asked, or the spell is told only as waiting on the stack (a premise), a target of the kind it
 * asks for is assumed (someTarget) — unless, for a premise with more than timing asked, something told could be its
 * target: which one can change the answer, so it is asked back.
 */
function assumedTarget(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, objects: ObjectInput[], lang: Lang): string | null {
  const timingOnly = list.q.asks.every((a) => a.kind === 'can-cast' || a.kind === 'can-activate');
  if (e.impliedTargets !== true && !timingOnly) return null;
  if (e.premise === true && !timingOnly && toldCouldBeTarget(list.q, e.spell, e.caster, objects)) return null;
  return someTarget(list.q, e.spell, e.caster, objects, lang, e.premise === true || timingOnly);
}

/** A spell cast in the story (601.2): its modes (700.2), targets (601.2c), X (107.3a) and costs (601.2h) as told, or what must be asked back. */
export function castSpell(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, lang: Lang, objects: ObjectInput[]): void {
  // (A spell told only as being on the stack was cast whenever the story needs it: nothing resolves first.)
  if (e.premise !== true) list.settleTriggers(e);
  respondToEntering(list, e);
  // A noninstant spell is cast only in its caster's own main phase with the stack empty (117.1a):
  // one told after the other player's turn began happens on its caster's next turn.
  if (e.caster !== list.clock.turn && !list.told && e.premise !== true && !list.q.responses?.has(e) && sorcerySpeed(list.q, e.spell)) list.laterTurn(e.caster, 'main1', e.spell);
  // "Can I Counterspell their Counterspell?": a spell told only as being on the stack that can target
  // only a spell (115.1) was cast at one beneath it, which the question doesn't name; what that spell
  // is doesn't change what may target the one told (115.5 only bars a spell from targeting itself),
  // so one is assumed, cast first by the other player, and the restatement says so.
  if (e.premise === true && e.targets.length === 0 && list.stackSpells.length === 0 && !modesOf(list.q, e.spell) && stackOnly(list.q, e.spell)) list.assumedSpell(other(e.caster), objects, lang);
  if (e.caster !== list.priority) list.actions.push({ kind: 'pass' });
  // A modal spell (700.2): its modes are chosen as it is cast (601.2b), and its targets are
  // those of the chosen modes (700.2c, 601.2c). Modes the story doesn't say are asked back, never guessed.
  const modal = modesOf(list.q, e.spell);
  if (!modal && e.modes !== undefined) enterTriggerModes(e.spell, e.modes, objects);
  const told = toldMode(list, e, modal);
  const deduced = modal && e.modes === undefined && !e.modeSaid && e.modesAll !== true ? modeByTargets(modal, e.targets, objects) : null;
  if (deduced !== null) list.impliedModes.push({ spell: e.spell, mode: modal!.options[deduced]!.text ?? '' });
  const all = modal && e.modesAll === true ? modal.options.map((_, i) => i) : null;
  const modes = e.modes ?? all ?? (told !== null ? [told] : deduced !== null ? [deduced] : undefined);
  if (modal && modes === undefined) list.needsModes ??= e.spell;
  const modeWords = modal ? modeTargetWords(modal, modes ?? []) : [];
  // Chosen modes with targets of their own each (Choose two —): which named object is whose, when only one pairing fits.
  const paired = modal && modes !== undefined && modeWords.length > 1 ? targetsByModes(modal, modes, e.targets, objects) : null;
  if (modeWords.length > 1 && !paired) list.needsTarget ??= e.spell;
  const cast: ActionOf<'cast'> = { kind: 'cast', object: e.spell, player: e.caster };
  const paid = castOption(list, e, cast, lang);
  const word = paid === 'overloaded' ? undefined : paid === 'kicked' ? kickedTargetWord(list, e) : modal ? modeWords[0] : targetWord(list.q, e.spell, 'spell');
  castChoices(list, e, cast, modal ? modes : undefined);
  // (A modal spell's kicker adds no targets of its own: compile/sentences.ts reads none with modes.)
  if (paired && paid !== 'overloaded') cast.targets = paired;
  else if (word && e.targets.length > 0) cast.targets = { [word]: e.targets };
  else if (word && !(modal && modes === undefined)) {
    // "I respond with Blossoming Defense": no target said; when exactly one object could be its
    // target, that one (the restatement says so); otherwise the question asks which.
    // When all that is asked is what may be cast or activated then, the spell's own target doesn't
    // change the answer: one is assumed (and said) rather than refusing the story.
    const deduced = onlyTarget(list.q, e.spell, e.caster, objects, list.stackSpells, list.q.responses?.has(e) === true);
    const only = deduced ?? assumedTarget(list, e, objects, lang);
    if (only) {
      cast.targets = { [word]: [only] };
      list.impliedTargets.push({ spell: e.spell, target: only, assumed: deduced === null });
    } else list.needsTarget ??= e.spell; // asked back: saying the cast "can't happen" would be a false claim
  }
  // 601.2d: the division of its damage among its targets, told (the engine checks it); among two or more not told, asked back.
  if (e.divide) cast.divide = Object.fromEntries(e.divide.map((d) => [d.to, d.amount]));
  else if (e.targets.length > 1 && dividesDamage(list.q, e.spell)) list.needsDivision ??= e.spell;
  if (e.x !== undefined) cast.x = e.x;
  // 107.3a, 601.2b: only a spell with X in its cost has an X to choose; "Lightning Bolt with X=2" isn't a cast that can be told.
  // (Its additional cost counts: "As an additional cost to cast this spell, pay X life" — Toxic Deluge — has an X, 118.8.)
  const object = list.q.cards[e.spell]?.object;
  const cost = object?.manaCost;
  const lifeCost = object?.spell?.lifeCost?.amount;
  if (e.lifePaid !== undefined || e.lifeAll === true) payToldLife(list, e, e.lifePaid ?? null, cast);
  if (e.manaPaid !== undefined && !allManaPaid(cost, e.manaPaid, cast)) list.undescribed ??= e.manaPaid;
  // ("Bolt it for 4": without X in its cost, the number is the damage told, checked in answer.ts.)
  if (e.x !== undefined && typeof cost === 'string' && !/\{X\}/i.test(cost) && lifeCost !== 'x') {
    if (e.xFor === true) delete cast.x;
    else list.noX ??= e.spell;
  }
  if (e.premise === true) cast.asThoughFlash = true;
  // "…, sacrificing the Witness": the told choice for a spell's sacrifice cost (601.2h; the engine checks it fits, 118.8);
  // a spell without one sacrificed nothing to cast it, so the sacrifice is its own act, told after the cast.
  const costSacrifice = e.sacrificed !== undefined && compiled(list.q, e.spell)?.spell?.sacrificeCost !== undefined;
  if (costSacrifice) cast.sacrifice = e.sacrificed;
  list.payImpliedSacrifice(e.spell, e.caster, cast, objects);
  list.actions.push(cast);
  if (!costSacrifice) for (const id of e.sacrificed ?? []) list.actions.push({ kind: 'sacrifice', object: id });
  // Told with its damage prevented: a prevention effect for all damage from this spell, made once it is on the stack —
  // the object it watches (400.7) — and before it resolves (615.1, 615.6).
  if (e.prevented === true) list.actions.push({ kind: 'add-replacement', replacement: { kind: 'prevent', amount: 'all', from: e.spell } });
  list.stackSpells.push(e.spell);
  list.priority = e.caster;
  list.stackOpen = true;
}

/**
 * "paying 4 life": the spell's life cost paid (118.8, 119.4) — its X when that cost is X life — or the life option of an
 * additional cost that is a choice ("discard a card or pay 3 life", 601.2b), or else its Phyrexian mana symbols paid
 * with 2 life each (601.2b, 107.4f: that many of them, the rest with mana); a card whose costs say no such life (more
 * life than its symbols take, an odd amount) is refused, never guessed. `life` null ("paying with life", 「ライフで払って」):
 * every Phyrexian symbol paid with life, or the card's own fixed life cost; refused for a card with neither.
 * Of a cast told or asked about (probes.ts): the engine then checks the payment against the caster's life (119.4, 118.3).
 */
export function payToldLife(list: ActionList, e: { spell: string; caster: Side; x?: number | undefined }, life: number | null, cast: ActionOf<'cast'>): void {
  const object = list.q.cards[e.spell]?.object;
  const cost = object?.manaCost;
  const lifeCost = object?.spell?.lifeCost?.amount;
  const symbols = phyrexianSymbols(typeof cost === 'string' ? cost : null);
  if (life === null) {
    // (With life for some symbols but not all, "paying life" could mean either: asked, never read as all of them.)
    const total = list.q.life[e.caster] ?? 20;
    if (symbols > 1 && total >= 2 && total < 2 * symbols) list.lifeNotCost ??= { spell: e.spell, life: null, open: true };
    else if (symbols > 0) cast.phyrexianLife = symbols;
    else if (typeof lifeCost !== 'number') list.lifeNotCost ??= { spell: e.spell, life: null };
    return;
  }
  const option = object?.spell?.costChoice?.options.findIndex((o) => o.kind === 'life' && o.amount === life) ?? -1;
  if (option >= 0) cast.costOption = option;
  else if (lifeCost === 'x' && (e.x === undefined || e.x === life)) cast.x = life;
  else if (lifeCost === undefined && life > 0 && life % 2 === 0 && life / 2 <= symbols) cast.phyrexianLife = life / 2;
  else if (lifeCost !== life) list.lifeNotCost ??= { spell: e.spell, life };
}

/**
 * "(paying G)" of Mutagenic Growth, "I cast Shock on it (paying {R})": mana told as paid for a spell is read only as its
 * whole mana cost (601.2f-h), each Phyrexian symbol paid with its colour (107.4f) — the run's payment then (no life).
 * Any other amount (part of the cost, so some symbols paid with life, or mana the cost doesn't take), a cost with {X},
 * hybrid or snow symbols, or a spell cast kicked or for an alternative cost (whose total cost isn't its mana cost,
 * 601.2f) is not read: refused.
 */
function allManaPaid(cost: unknown, said: string, cast: ActionOf<'cast'>): boolean {
  if (typeof cost !== 'string' || cast.kicked === true || cast.alternative !== undefined) return false;
  // (The language layer writes the payment braced, "{1}{B}{B}": anything outside braces is not read.)
  if (!/^(?:\{[^{}]+\})+$/.test(said)) return false;
  const card = parseCost(cost.replace(/\{([WUBRGC])\/P\}/gi, '{$1}'));
  const paid = parseCost(said);
  const plain = (c: ManaCost): boolean => c.xCount === 0 && c.other.length === 0;
  return plain(card) && plain(paid) && formatCost(card) === formatCost(paid);
}

/**
 * Kicker (702.33a) and overload (702.96a) are choices made as the spell is cast (601.2b): as the
 * story says them ("kicked", "without kicker", "overloaded"), or asked back when the spell has that
 * cost and the story doesn't say — never assumed either way. Said of a spell whose card has no such
 * cost as compiled, the words aren't read (refused as not understood).
 */
function castOption(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, cast: ActionOf<'cast'>, lang: Lang): 'kicked' | 'overloaded' | null {
  const body = compiled(list.q, e.spell)?.spell;
  const kicker = body?.kicker;
  const overload = body?.alternatives?.find((a) => a.name === 'overload');
  const said = e.castOption;
  if ((said === 'kicked' || said === 'not-kicked') && !kicker) list.undescribed ??= wordsFor(lang).castOption('kicker');
  if ((said === 'overloaded' || said === 'not-overloaded') && !overload) list.undescribed ??= wordsFor(lang).castOption('overload');
  if (kicker && said !== 'kicked' && said !== 'not-kicked') list.needsCastOption ??= { spell: e.spell, option: kicker.multi === true ? 'multikicker' : 'kicker', cost: kicker.cost };
  // 702.33c: a multikicker paid "kicked" with no count could be any number of times: asked back, never taken as once.
  if (kicker?.multi === true && said === 'kicked' && e.kicks === undefined) list.needsCastOption ??= { spell: e.spell, option: 'multikicker', cost: kicker.cost };
  // "Kicked twice" of a spell whose kicker is paid once at most (702.33c): not a cast that can be told.
  if (kicker && kicker.multi !== true && said === 'kicked' && (e.kicks ?? 1) > 1) list.undescribed ??= wordsFor(lang).castOption('kicker');
  if (overload && said !== 'overloaded' && said !== 'not-overloaded') list.needsCastOption ??= { spell: e.spell, option: 'overload', cost: overload.cost };
  if (kicker && said === 'kicked') {
    cast.kicked = true;
    if (e.kicks !== undefined) cast.kicks = e.kicks;
    return 'kicked';
  }
  if (overload && said === 'overloaded') {
    cast.alternative = 'overload';
    return 'overloaded';
  }
  evokeChoice(list, e, cast, lang); // 702.74a (evoke-cast.ts)
  return null;
}

/**
 * A kicked spell's target word (702.33g: the kicker's targets are chosen only when kicked): the
 * spell's own, unless the kicker adds one too — then which object told is whose isn't settled
 * (asked back), as for two chosen modes.
 */
function kickedTargetWord(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>): string | undefined {
  const body = compiled(list.q, e.spell)?.spell;
  // Kicked "… instead" with targets of its own: those are the spell's only targets (702.33g).
  const replaced = body?.kicker?.instead === true && (body.kicker.targets?.length ?? 0) > 0;
  const words = [...(replaced ? [] : (body?.targets ?? [])), ...(body?.kicker?.targets ?? [])].flatMap((t) => (t.word ? [t.word] : []));
  if (words.length > 1) list.needsTarget ??= e.spell;
  return words[0];
}

/** An ability activated in the story (602.2): the one whose cost fits what was told (602.2b), with its targets. */
export function activateAbility(list: ActionList, e: Extract<QEvent, { kind: 'activate' }>, objects: ObjectInput[], lang: Lang): void {
  list.settleTriggers(e);
  respondToEntering(list, e);
  // An object told to activate an ability it has none of (as its card is compiled): the
  // question's answer can't rest on it (answer.ts names the unread text, if any).
  const source = objects.find((x) => x.id === e.source);
  if (source && list.q.cards[e.source] && !source.activated?.length) list.missingAbility ??= e.source;
  // Costs told as paid ("I sac my Bear to it", "I pay 2 life to activate it"): the ability is the
  // one whose cost they fit (602.2b); the sacrificed objects are its cost's choice (601.2h). None fits: refused.
  const told = e.sacrifice !== undefined || e.payLife !== undefined || e.tap === true || e.removeCounters !== undefined || e.x !== undefined || e.manaCost !== undefined;
  // "I tap X to give …": the effect as the asker described it isn't read against the ability's text (refused, naming it, if the ability is modelled).
  if (e.described !== undefined && (source?.activated?.length ?? 0) > 0) list.undescribed ??= e.described;
  let index = told ? costFits(source, e) : 0;
  // (An effect said settles it among the abilities the cost fits, below: ability-effects.ts.)
  if (index === null && e.effect === undefined) list.missingAbility ??= e.source;
  // "… to ping him": the asker's word for 1 damage to one target (language/frames/damage.ts): the ability the cost fits must
  // be exactly that — one target (115.1), one instruction dealing it 1 damage (120.2b) — or the words are named, never read as it.
  if (e.ping !== undefined && !pingsOne(index !== null ? source?.activated?.[index] : undefined)) list.undescribed ??= e.ping;
  // "I -2 Liliana": the ability with that loyalty cost (606.4); with none told and several abilities,
  // the one the targets settle, else asked back (or its unread text named) — never the first taken for it.
  const card = list.q.cards[e.source];
  const unsaid = e.loyalty !== undefined ? abilityByLoyalty(source, card?.unmodelled ?? [], e.loyalty, { targeted: e.targets.length > 0, counters: loyaltyBefore(source, list.actions) }) : !told && e.described === undefined && card ? abilityUnsaid(source, card.unmodelled, e.targets.length > 0) : null;
  // "… choosing the second mode": the one modal ability (700.2a), when no unread line of the card could be another.
  // "I pump it", "I pay {B} to regenerate it": the ability that does what was said (ability-effects.ts), never another.
  const byEffect = e.effect !== undefined ? abilityByEffect(source, card?.unmodelled ?? [], e.effect, told ? e : null) : null;
  const pick = byEffect ?? (e.modes !== undefined && !told && e.loyalty === undefined ? (modalAbility(source, card?.unmodelled ?? []) ?? unsaid) : unsaid);
  if (pick?.kind === 'index') index = pick.index;
  else if (pick) {
    list.abilityGap ??= { source: e.source, kind: pick.kind, ...(pick.kind === 'unread' ? { text: pick.text } : {}) };
    index = null;
  }
  // 「《X》の能力で…と格闘させた」: the ability named by the fight it makes must be one whose effect is a fight (701.14) — else
  // the words are named, never another ability of the card run in its place.
  if (e.fight !== undefined && !(index !== null && source?.activated?.[index]?.effects?.some((x) => x.kind === 'fight'))) list.undescribed ??= e.fight;
  if (e.player !== list.priority) list.actions.push({ kind: 'pass' });
  const act: ActionOf<'activate'> = { kind: 'activate', object: e.source, player: e.player };
  const modal = index !== null ? source?.activated?.[index]?.modes : undefined;
  const word = modal ? modalWord(list, e, act, modal) : targetWord(list.q, e.source, 'activated', index ?? 0);
  // Modes told of an ability that has none: the question means another ability or card — refused, never run without them.
  if (e.modes !== undefined && !modal) list.missingAbility ??= e.source;
  if ((told || pick?.kind === 'index') && index !== null) {
    act.ability = index;
    const ab = source?.activated?.[index];
    if (e.sacrifice && ab?.sacrificeCost !== undefined) act.sacrifice = e.sacrifice;
    // (costFits took only an ability with {X} in its cost for an X told.)
    if (e.x !== undefined) act.x = e.x;
  }
  // The sacrifice a cost needs, unsaid, of the ability settled (the one it has, or the one picked): the one
  // permanent told that fits, else asked back (601.2h via 602.2b) — never "the cost can't be paid" of
  // permanents the asker didn't mention.
  const settled = act.ability !== undefined ? index : (source?.activated?.length ?? 0) === 1 && !told && pick === null ? 0 : null;
  if (settled !== null && act.sacrifice === undefined && source?.activated?.[settled]?.sacrificeCost !== undefined) list.payImpliedSacrifice(e.source, e.player, act, objects, settled);
  if (word && e.targets.length > 0) act.targets = { [word]: e.targets };
  // "I sac my Bears to Carrion Feeder targeting my opponent": targets told of an ability that has none (115.1c, 602.2b) —
  // the words are named back, never dropped: the asker may mean another ability or card, and the answer could differ.
  else if (!word && e.targets.length > 0 && index !== null && source?.activated?.[index] !== undefined && !(modal && e.modes === undefined)) list.abilityGap ??= { source: e.source, kind: 'untargeted', ...(e.targetText !== undefined ? { text: e.targetText } : {}) };
  // An ability with a target told with none ("I sacrifice Mogg Fanatic"): what it targets is asked
  // back, as for a spell (601.2c via 602.2b), unless all that is asked is whether something can be cast or
  // activated afterwards ("I -2 Liliana. Can I +1 her too?"): then a plain target of its kind is assumed and said,
  // as for the probe itself — never none, whose "wrong number of targets" would answer a question nobody asked.
  else if (word && index !== null && e.described === undefined) {
    const timingOnly = list.q.asks.every((a) => a.kind === 'can-cast' || a.kind === 'can-activate');
    const only = timingOnly ? someTarget(list.q, e.source, e.player, objects, lang, true, index) : null;
    if (only) {
      act.targets = { [word]: [only] };
      list.impliedTargets.push({ spell: e.source, target: only, assumed: true });
    } else list.needsTarget ??= e.source;
  }
  // 608.2d: the color its "… of your choice" takes, told with this activation (another may be told another).
  if (index !== null) takeColor(list, e.source, source?.activated?.[index], e.color, act, false);
  list.actions.push(act);
  list.priority = e.player;
  list.stackOpen = true;
}

/** Whether the spell's card, as compiled, divides its damage among its targets (601.2d). */
function dividesDamage(q: ParsedQuestion, spell: string): boolean {
  const effects = (q.cards[spell]?.object?.spell as { effects?: unknown } | undefined)?.effects;
  return Array.isArray(effects) && effects.some((x) => typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'damage' && (x as { divided?: unknown }).divided === true);
}

/** 601.2b: the modes announced; 608.2d: the color told for "protection from the color of your choice" (else asked back). */
function castChoices(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, cast: ActionOf<'cast'>, modes: number[] | undefined): void {
  if (modes !== undefined) cast.modes = modes;
  takeColor(list, e.spell, compiled(list.q, e.spell)?.spell, e.color, cast, true);
}

/** "I activate Umezawa's Jitte choosing the second mode": the one ability of the source that has modes (700.2a), or null. */
function modalAbility(source: ObjectInput | undefined, unmodelled: readonly string[]): AbilityPick | null {
  const modal = (source?.activated ?? []).flatMap((a, i) => (a.modes ? [i] : []));
  return modal.length === 1 && !unmodelled.some((t) => /: Choose\b/.test(t)) ? { kind: 'index', index: modal[0]! } : null;
}

/**
 * 700.2a: a modal ability's modes as told (none told: the engine stops and names the choice, never guessing one), and
 * the target word of the chosen modes' one target (700.2c); several targets among them: which told object is whose is asked back.
 */
function modalWord(list: ActionList, e: Extract<QEvent, { kind: 'activate' }>, act: ActionOf<'activate'>, modal: ModeSpecLike): string | undefined {
  if (e.modes === undefined) return undefined;
  act.modes = e.modes;
  const words = modeTargetWords(modal, e.modes);
  if (words.length > 1 && e.targets.length > 0) list.needsTarget ??= e.source;
  return words.length === 1 ? words[0] : undefined;
}
