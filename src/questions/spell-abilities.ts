/**
 * What a question's spells and abilities are, as their cards are compiled: a spell's target word
 * (115.1; an Aura's enchant word, 303.4a), its modes (700.2) and which of them the story chose, the
 * activated ability a question means (602.2b: by the cost told; 605.1a mana, 302.6 {T}, 702.6a equip).
 */
import type { Lang } from '../core/lang.ts';
import type { ParsedQuestion, Side } from './types.ts';
import type { LoyaltyTold } from '../language/senses.ts';
import { BASIC_LAND_MANA } from '../engine/subtypes.ts';
import { ENCHANT_WORD } from '../engine/stack/aura.ts';
import { wordsFor } from './locales/index.ts';
import { controlledBy } from './control.ts';
import type { ActionInput, ActivatedInput, ObjectInput, SpellInput } from './scenario-input.ts';
import { mentions } from '../core/tree.ts';

/** The compiled object of a card, or of a spell told with no card by what it says (quoted text). */
export function compiled(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, id: string): ObjectInput | undefined {
  return q.cards[id]?.object ?? q.quoted[id]?.object;
}

/**
 * A compiled spell with no target of its own, none in any of its modes (700.2c: a chosen mode's targets are the spell's)
 * nor its kicker's (702.33g). False when the spell isn't compiled (nothing known of its targets).
 */
export function spellHasNoTarget(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, id: string): boolean {
  const spell: SpellInput | undefined = compiled(q, id)?.spell;
  if (spell === undefined) return false;
  const some = (t: { targets?: readonly unknown[] | undefined } | undefined): boolean => (t?.targets?.length ?? 0) > 0;
  return !some(spell) && !some(spell.kicker) && !(spell.modes?.options ?? []).some(some);
}

/** The target word of a spell's (or an activated ability's) first target, as compiled. */
export function targetWord(q: ParsedQuestion, spell: string, kind: 'spell' | 'activated', index = 0): string | undefined {
  const o = compiled(q, spell);
  // An Aura spell targets what its enchant ability allows (303.4a, 702.5a): the engine's word for it.
  // (An Aura told with no card has its subtypes told, its keywords from what it says.)
  const subtypes: readonly string[] = Array.isArray(o?.subtypes) ? o.subtypes : q.cards[spell] ? [] : (q.things.find((t) => t.id === spell)?.subtypes ?? []);
  const aura = subtypes.includes('Aura') && Array.isArray(o?.keywords) && o.keywords.some((k) => typeof k === 'object' && k !== null && k.keyword === 'enchant');
  if (kind === 'spell' && aura && !o?.spell?.targets?.length) return ENCHANT_WORD;
  if (kind === 'spell') return o?.spell?.targets?.[0]?.word;
  return o?.activated?.[index]?.targets?.[0]?.word;
}

/** The modes of a modal spell (700.2) as compiled; null when the spell isn't modal. */
export function modesOf(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, spell: string): ModeSpecLike | null {
  const m = compiled(q, spell)?.spell?.modes;
  return m && Array.isArray(m.options) ? m : null;
}

/** Can the spell target only spells (115.1: "target spell", one target, no player)? */
export function stackOnly(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, spell: string): boolean {
  const specs = compiled(q, spell)?.spell?.targets ?? [];
  return specs.length === 1 && specs[0]!.players === undefined && specs[0]!.objects?.zone === 'stack';
}

/** Can the spell target only players (115.1: "target player", "target opponent"), no object? */
export function playersOnly(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, spell: string): boolean {
  const specs = compiled(q, spell)?.spell?.targets ?? [];
  return specs.length > 0 && specs.every((t) => t.players !== undefined && t.objects === undefined);
}

/**
 * "Can I kill their hexproof Scout with Diabolic Edict?": a spell that targets only players (115.1), asked of as the way to
 * remove a creature, is cast at that creature's controller (controlledBy) — when that player controls no other creature, so
 * the one they sacrifice is that one (701.21a): the spell targets the player, so the creature's hexproof (702.11b) isn't
 * in the way. The player's side; null when not so (which creature goes is not what the words say).
 */
export function playerAimedAt(q: ParsedQuestion, spell: string, targets: readonly string[]): Side | null {
  if ((compiled(q, spell)?.spell?.targets ?? []).length !== 1 || !playersOnly(q, spell) || targets.length !== 1) return null;
  const victim = q.things.find((t) => t.id === targets[0]);
  const side = controlledBy(q, victim) ?? null;
  if (!victim || side === null || !victim.types.includes('Creature')) return null;
  const others = q.things.filter((t) => t !== victim && controlledBy(q, t) === side && t.zone === 'battlefield' && t.types.includes('Creature'));
  return others.length === 0 ? side : null;
}

/**
 * How a spell asked of as the means of removing objects (`purpose`: "can I kill their 2/2 with Diabolic Edict?") is aimed:
 * as told ('told'), unless it targets only players and only objects were named — then at their controller ('player',
 * playerAimedAt), or, when that doesn't settle which object goes, 'unsettled' (asked back, never a guessed target).
 */
export type Aim = { kind: 'told' } | { kind: 'player'; side: Side } | { kind: 'unsettled' };
export function aimAtController(q: ParsedQuestion, spell: string, targets: readonly string[], purpose: boolean): Aim {
  if (!purpose || targets.length === 0 || targets.some((t) => t === 'A' || t === 'B') || !playersOnly(q, spell)) return { kind: 'told' };
  const side = playerAimedAt(q, spell, targets);
  return side === null ? { kind: 'unsettled' } : { kind: 'player', side };
}

/** A compiled modal spell's modes (700.2), as the Scenario input gives them (engine/types.ts ModeSpec once parsed). */
export type ModeSpecLike = NonNullable<SpellInput['modes']>;

/** The target words of the chosen modes, in printed order (700.2c: only a chosen mode's targets are chosen; 608.2c). */
export function modeTargetWords(modes: ModeSpecLike, chosen: readonly number[]): string[] {
  return [...chosen].sort((a, b) => a - b).flatMap((i) => (modes.options[i]?.targets ?? []).flatMap((t) => (t.word ? [t.word] : [])));
}

/**
 * "I cast Abrade on their Grizzly Bears": a spell told as cast on something targets it, so its one
 * mode (Choose one —) is one with a target (601.2c, 700.2c), and one whose target can be that object:
 * "Destroy target artifact" can't target a creature that isn't an artifact (115.1). When exactly one
 * mode fits, the story has said it. Requirements beyond kind and controller aren't checked here and
 * count as fitting, so a doubt leaves two modes, and the mode is asked back.
 */
export function modeByTargets(modal: ModeSpecLike, targets: readonly (string | Side)[], objects: ObjectInput[]): number | null {
  if (modal.min !== 1 || modal.max !== 1 || targets.length === 0) return null;
  const fits = modal.options.flatMap((m, i) => {
    const specs = m.targets ?? [];
    if (specs.length !== 1) return [];
    const spec = specs[0]!;
    return targets.every((t) => mayFit(spec, t, objects)) ? [i] : [];
  });
  return fits.length === 1 ? fits[0]! : null;
}

type ModeTargetSpec = NonNullable<ModeSpecLike['options'][number]['targets']>[number];

/** Whether a told target could be one for the spec: a player for a player, an object of a listed type (a filter with more in it isn't judged here). */
function mayFit(spec: ModeTargetSpec, t: string, objects: ObjectInput[]): boolean {
  if (t === 'A' || t === 'B') return spec.players !== undefined;
  if (!spec.objects) return false;
  const o = objects.find((x) => x.id === t);
  const f = spec.objects;
  if (!o || Object.keys(f).some((k) => k !== 'kind' && k !== 'types' && k !== 'controller')) return true;
  const types = o.types ?? [];
  return !(Array.isArray(f.types) && types.length > 0 && !f.types.some((x) => types.includes(x)));
}

/**
 * Two or three chosen modes with one target each ("choosing the first and third modes targeting Sol
 * Ring and the Bears", 700.2c, 601.2c): which told object is whose target, when only one way of
 * pairing them fits the modes' target kinds; null when none or several do (asked back).
 */
export function targetsByModes(modal: ModeSpecLike, modes: readonly number[], targets: readonly string[], objects: ObjectInput[]): Record<string, string[]> | null {
  const specs = [...new Set(modes)].sort((a, b) => a - b).flatMap((i) => modal.options[i]?.targets ?? []);
  if (specs.length < 2 || specs.length !== targets.length || specs.length > 4 || specs.some((sp) => (sp.count ?? 1) !== 1 || sp.upTo === true)) return null;
  const found: Record<string, string[]>[] = [];
  const place = (k: number, left: readonly string[], acc: Record<string, string[]>): void => {
    if (k === specs.length) {
      found.push(acc);
      return;
    }
    for (const t of left) if (mayFit(specs[k]!, t, objects)) place(k + 1, left.filter((x) => x !== t), { ...acc, [specs[k]!.word]: [t] });
  };
  place(0, targets, {});
  return found.length === 1 ? found[0]! : null;
}

/**
 * "I cast Charming Prince choosing the second mode": a permanent spell that isn't modal but whose
 * own "When this enters, choose one —" is: the modes told are that ability's, chosen as it is put
 * on the stack (603.3c, 700.2b). With no such ability, or more than one, nothing is set (the engine
 * then asks which mode, never guesses).
 */
export function enterTriggerModes(spell: string, modes: readonly number[], objects: ObjectInput[]): void {
  const o = objects.find((x) => x.id === spell);
  const triggers = o && Array.isArray(o.triggers) ? o.triggers : [];
  const modal = triggers.filter((t) => t.modes && t.event === 'enters' && (t.who === undefined || t.who === 'self'));
  if (!o || modal.length !== 1) return;
  o.triggers = triggers.map((t) => (t === modal[0] ? { ...t, chooseModes: [...modes] } : t));
}

/**
 * Which activated ability a question means: a mana ability ("tap it for mana", 605.1a), one with {T}
 * in its cost ("its tap ability", 302.6), an Equipment's equip ability (702.6a), or the object's first. An object the question described
 * without a card ("lands", "a creature with a {T} ability") has the ability the question says it has.
 * -1: the card has no such ability.
 */
export function abilityIndex(o: ObjectInput, ability: 'mana' | 'tap' | 'equip' | 'sacrifice' | null, lang: Lang, fromCard: boolean): number {
  // "Can I equip X to Y?": the Equipment's one equip ability (702.6a); none (or two), no such ability.
  if (ability === 'equip') return equipAbility(o)?.index ?? -1;
  // "Can I sac Mogg Fanatic in response?": the one ability that sacrifices the object itself as its cost (602.2b, 118.3);
  // none, or several, and which is meant isn't known.
  if (ability === 'sacrifice') {
    const selfSac = (o.activated ?? []).flatMap((a, i) => (a.sacrificeSelf === true ? [i] : []));
    return selfSac.length === 1 ? selfSac[0]! : -1;
  }
  // 305.6: a land with a basic land type has "{T}: Add [its mana]" (its reminder text is not compiled).
  const basics = (o.subtypes ?? []).filter((t) => BASIC_LAND_MANA[t] !== undefined && (o.types ?? []).includes('Land'));
  const own = o.activated ?? [];
  if (basics.length > 0 && !own.some((a) => a.mana === true)) {
    o.activated = [...own, ...basics.map((t) => ({ text: `{T}: Add ${BASIC_LAND_MANA[t]}.`, cost: '{T}', tap: true, mana: true, adds: BASIC_LAND_MANA[t], effects: [] }))];
  }
  const list = o.activated ?? [];
  const i = ability === 'mana' ? list.findIndex((a) => a.mana === true) : ability === 'tap' ? list.findIndex((a) => a.tap === true) : list.length > 0 ? 0 : -1;
  if (i >= 0 || fromCard) return i;
  if (ability === null) return -1;
  const generic =
    ability === 'mana'
      ? { text: wordsFor(lang).manaAbility, cost: '{T}', tap: true, mana: true, adds: '{C}', effects: [] }
      : { text: wordsFor(lang).tapAbility, cost: '{T}', tap: true, effects: [] };
  o.activated = [...list, generic];
  return list.length;
}

/** The costs an activation was told paid with (language/ir-events.ts activate). */
export interface CostsTold {
  source: string;
  sacrifice?: string[] | undefined;
  payLife?: number | undefined;
  tap?: true | undefined;
  removeCounters?: number | undefined;
  x?: number | undefined;
  manaCost?: string | undefined;
}

/**
 * Whether an activated ability's cost fits the costs told (602.2b): "sacrifice X" fits a "sacrifice a …" cost, or
 * "sacrifice this" when X is the object itself; "pay N life" fits exactly that life payment.
 */
export function abilityCostFits(ab: ActivatedInput, e: CostsTold): boolean {
  if (e.tap === true && ab.tap !== true) return false;
  // "with X=3": a value announced for X is one only an {X} in the activation cost has (107.3a, 602.2b).
  if (e.x !== undefined && !/\{X\}/.test(ab.cost ?? '')) return false;
  // "Shadowspear's {1} ability": the mana part of its activation cost is exactly that (602.1a).
  if (e.manaCost !== undefined && !(ab.cost ?? '').split(/,\s*/).some((p) => p.toUpperCase() === e.manaCost)) return false;
  // "I remove a counter from it to …": a cost removing exactly that many +1/+1 counters of its own (602.2b, 122.1a).
  if (e.removeCounters !== undefined && (ab.counterCost?.remove !== true || ab.counterCost.counter !== '+1/+1' || ab.counterCost.amount !== e.removeCounters)) return false;
  if (e.payLife !== undefined && ab.payLife !== e.payLife) return false;
  if (e.sacrifice === undefined) return true;
  const self = e.sacrifice.length === 1 && e.sacrifice[0] === e.source;
  return ab.sacrificeCost !== undefined || (self && ab.sacrificeSelf === true);
}

/**
 * The activated ability of an object whose cost fits the costs told (abilityCostFits). One fitting ability only: with
 * none, or several, which is meant isn't known.
 */
export function costFits(source: ObjectInput | undefined, e: CostsTold): number | null {
  const fits = (source?.activated ?? []).flatMap((ab, i) => (abilityCostFits(ab, e) ? [i] : []));
  return fits.length === 1 ? fits[0]! : null;
}

/** The equip ability of an Equipment (702.6a, compiled as "attach this to target creature you control"): its index and target word; null without exactly one. */
export function equipAbility(o: ObjectInput | undefined): { index: number; word: string } | null {
  const subtypes = o?.subtypes ?? [];
  if (!subtypes.includes('Equipment')) return null;
  const list = o?.activated ?? [];
  const found = list.flatMap((a, index) => (a.effects?.length === 1 && a.effects[0]!.kind === 'attach' && a.targets?.[0]?.word ? [{ index, word: a.targets[0].word }] : []));
  return found.length === 1 ? found[0]! : null;
}

/** An activated ability picked from what the question told, or why none is: its text unread, none, or several alike (asked back). */
export type AbilityPick = { kind: 'index'; index: number } | { kind: 'unread'; text: string } | { kind: 'none' } | { kind: 'several' };

/** The loyalty symbol of a cost ("+1", "−2", "0"; 606.4) as a number, or null; "−X" and other costs are null. */
export function loyaltyCost(cost: string): number | null {
  const m = /^([+−–-]?)(\d+)$/.exec(cost.trim());
  return m ? (m[1] === '' || m[1] === '+' ? 1 : -1) * Number(m[2]) : null;
}

/** A loyalty ability of a card, read or not: its cost's sign and size (null for "−X"), whether it targets. */
type LoyaltyLine = { index: number | null; text: string; sign: 1 | -1 | 0; size: number | null; targets: boolean };

function loyaltyLines(source: ObjectInput | undefined, unmodelled: readonly string[]): LoyaltyLine[] {
  const line = (cost: string, index: number | null, text: string, targets: boolean): LoyaltyLine[] => {
    const m = /^([+−–-]?)(\d+|X)$/.exec(cost.trim());
    if (!m) return [];
    const size = m[2] === 'X' ? null : Number(m[2]);
    const sign = m[1] === '' ? (size === 0 ? 0 : 1) : m[1] === '+' ? 1 : -1;
    return [{ index, text, sign, size, targets }];
  };
  const list = source?.activated ?? [];
  const read = list.flatMap((a, i) => (typeof a.cost === 'string' ? line(a.cost, i, a.text ?? a.cost, (a.targets?.length ?? 0) > 0) : []));
  // (An unread line that says "target" anywhere — even inside an emblem's quoted text — is kept as one that may target.)
  const unread = unreadAbilities(unmodelled).flatMap((t) => line(t.slice(0, t.indexOf(':')), null, t, /\btargets?\b/i.test(t)));
  return [...read, ...unread];
}

/**
 * "Liliana's minus ability", "Garruk's plus ability", "Jace's ultimate", 「マイナス能力」「奥義」: the loyalty ability the
 * words leave (606.4). Plus / minus: those whose cost has that sign; with a target told, those that target; and of the
 * minus ones, those whose cost its loyalty counters can pay (606.6: the others can't be activated, so the player
 * can't have meant them) when its counters are known. When none of them can be paid, the cheapest stands (the
 * engine says it can't be, 606.6, as it can't for the others). The ultimate: the one with the largest cost to
 * remove, when one is (and every other cost is smaller). One left: that one (or its unread text named); several
 * left: asked back, or the unread ones named — never one picked for the player.
 */
function abilityBySign(source: ObjectInput | undefined, unmodelled: readonly string[], kind: 'plus' | 'minus' | 'ultimate', told: { targeted: boolean; counters: number | null }): AbilityPick {
  const lines = loyaltyLines(source, unmodelled);
  let left: LoyaltyLine[];
  if (kind === 'ultimate') {
    const minus = lines.filter((l) => l.sign < 0);
    const top = Math.max(0, ...minus.map((l) => l.size ?? 0));
    // (A "−X" cost may be larger than any other: then which one is the ultimate isn't settled.)
    const tops = minus.filter((l) => l.size === null || l.size === top);
    left = tops.length === 1 ? tops : minus;
  } else {
    left = lines.filter((l) => l.sign === (kind === 'plus' ? 1 : -1));
    if (told.targeted) left = left.filter((l) => l.targets);
    if (kind === 'minus' && told.counters !== null && left.length > 1) {
      const payable = left.filter((l) => l.size === null || l.size <= told.counters!);
      const cheapest = Math.min(...left.map((l) => l.size ?? Infinity));
      left = payable.length > 0 ? payable : left.filter((l) => l.size === cheapest);
    }
  }
  if (left.length === 0) return { kind: 'none' };
  const unread = left.filter((l) => l.index === null);
  if (left.length === 1) return unread.length === 1 ? { kind: 'unread', text: unread[0]!.text } : { kind: 'index', index: left[0]!.index! };
  return unread.length > 0 ? { kind: 'unread', text: unread.map((l) => l.text).join(' ') } : { kind: 'several' };
}

/**
 * A planeswalker's loyalty counters as the story starts (told, else as printed, 306.5b), when nothing told before
 * this point acted on it or with it (its abilities' costs, damage, 606.4, 120.3c); null when they may have changed.
 */
export function loyaltyBefore(o: ObjectInput | undefined, actions: readonly ActionInput[]): number | null {
  if (!o) return null;
  const id = String(o.id);
  if (actions.some((a) => mentions(a, id))) return null;
  const told = o.counters?.loyalty;
  return typeof told === 'number' ? told : typeof o.loyalty === 'number' ? o.loyalty : null;
}

/** The activated-ability lines of a card the compiler left unread ("+2: Look at …", "{T}: …"). */
export function unreadAbilities(unmodelled: readonly string[]): string[] {
  return unmodelled.filter((t) => /^[^.]*:/.test(t));
}

/**
 * "I -2 Liliana", 「《リリアナ》の+1を起動」: the loyalty ability whose cost is that symbol (606.4). Its
 * text left unread: the answer can't rest on it (named). None with that cost: no such ability. Two
 * alike (Chandra, Torch of Defiance has two +1 abilities): which one is asked back, never picked.
 */
export function abilityByLoyalty(source: ObjectInput | undefined, unmodelled: readonly string[], loyalty: LoyaltyTold, told: { targeted: boolean; counters: number | null } = { targeted: false, counters: null }): AbilityPick {
  if (typeof loyalty !== 'number') return abilityBySign(source, unmodelled, loyalty, told);
  const list = source?.activated ?? [];
  const read = list.flatMap((a, i) => (typeof a.cost === 'string' && loyaltyCost(a.cost) === loyalty ? [i] : []));
  const unread = unreadAbilities(unmodelled).filter((t) => loyaltyCost(t.slice(0, t.indexOf(':'))) === loyalty);
  if (read.length + unread.length > 1) return unread.length > 0 ? { kind: 'unread', text: unread.join(' ') } : { kind: 'several' };
  if (read.length === 1) return { kind: 'index', index: read[0]! };
  return unread.length === 1 ? { kind: 'unread', text: unread[0]! } : { kind: 'none' };
}

/**
 * "I activate Liliana of the Veil targeting my opponent": no cost told. With one activated ability it is
 * that one; with several, the one the told targets fit when only one of them targets at all (and no
 * unread line of the card could be it); with no target told, the one that isn't a mana ability when only one
 * isn't; otherwise which is meant isn't known: an unread line is named,
 * else it is asked back — never the first ability taken for it (602.2b: the player chooses which).
 * Null: the question layer's usual choice stands (no card, or a single ability).
 */
export function abilityUnsaid(source: ObjectInput | undefined, unmodelled: readonly string[], targeted: boolean): AbilityPick | null {
  const list = source?.activated ?? [];
  const unread = unreadAbilities(unmodelled);
  if (list.length + unread.length <= 1) return null;
  // 605.1a: a mana ability is told as "tap it for mana" / "add {G}"; "activate Mutavault" with one other
  // activated ability means that one (a creature land's, a Keyrune's), read or not.
  const other = list.flatMap((a, i) => (a.mana === true ? [] : [i]));
  const otherUnread = unread.filter((t) => !/^[^:]*:\s*Add\b/.test(t));
  if (!targeted && other.length + otherUnread.length === 1) return other.length === 1 ? { kind: 'index', index: other[0]! } : { kind: 'unread', text: otherUnread[0]! };
  if (targeted) {
    const fits = list.flatMap((a, i) => ((a.targets?.length ?? 0) > 0 ? [i] : []));
    const unreadTargets = unread.filter((t) => /\btargets?\b/i.test(t));
    if (fits.length === 1 && unreadTargets.length === 0) return { kind: 'index', index: fits[0]! };
    if (unreadTargets.length > 0) return { kind: 'unread', text: unreadTargets.join(' ') };
    return fits.length === 0 ? null : { kind: 'several' };
  }
  return unread.length > 0 ? { kind: 'unread', text: unread.join(' ') } : { kind: 'several' };
}
