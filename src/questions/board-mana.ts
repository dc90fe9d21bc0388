/**
 * "I've got exactly one untapped Plains. Can I Swords to Plowshares the Thalia?": a question asked of casting
 * that tells the caster's lands tells the mana they have. The scenario then says that player's mana is what
 * their permanents can make (601.2g, 605.3a), and the engine pays the locked-in total cost from them
 * (engine/casting/board-mana.ts), or says why it can't, or stops where the answer rests on mana not told.
 * A land told without its type ("3 untapped lands") adds one mana of a type not told (305.6 gives a basic
 * land its mana; an untyped one is left open): the engine decides only what holds whatever the type is.
 */
import type { Lang } from '../core/lang.ts';
import { wordsFor } from './locales/index.ts';
import type { ObjectInput } from './scenario-input.ts';
import type { Ask, ParsedQuestion, Side } from './types.ts';

const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Whether a described thing is a land (said, or its card's type). */
export function isLandThing(q: ParsedQuestion, id: string): boolean {
  const t = q.things.find((x) => x.id === id);
  const cardTypes = (q.cards[id]?.object.types as string[] | undefined) ?? [];
  return t?.types.includes('Land') === true || cardTypes.includes('Land');
}

/** Is a cost to attack on the board (a card whose compiled text has an attack tax, 508.1h)? */
export function attackTaxOn(q: ParsedQuestion): boolean {
  return Object.values(q.cards).some((c) => ((c?.object.castStatics as { kind?: string }[] | undefined) ?? []).some((st) => st.kind === 'attack-tax'));
}

/** The controller of the creatures the question attacks with, or asks to attack with. */
export function attackingSide(q: ParsedQuestion, probe: Ask | null): Side | null {
  const ctl = (id: string): Side | null => q.things.find((t) => t.id === id)?.controller ?? null;
  if (probe?.kind === 'can-attack') return probe.by ?? ctl(probe.id);
  for (const e of q.events) if (e.kind === 'attack') for (const id of e.attackers) if (ctl(id) !== null) return ctl(id);
  return null;
}

/**
 * The caster of a spell asked about whose lands the question told: their mana is their board's. Also the
 * attacking player whose lands were told when attacking costs mana (508.1h-j: paid as a spell's cost is).
 * Null: none told, or no spell cast and no cost to attack.
 */
export function manaTeller(q: ParsedQuestion, probe: Ask | null): Side | null {
  const attacker = attackTaxOn(q) ? attackingSide(q, probe) : null;
  // (A player told to have no lands, or no mana, told their mana as surely as one whose lands were told: none of it from lands.)
  const lands = (who: Side): boolean => q.noMana?.includes(who) === true || q.things.some((t) => t.controller === who && t.zone === 'battlefield' && isLandThing(q, t.id));
  if (!probe) return attacker !== null && lands(attacker) ? attacker : null;
  if (attacker !== null && (probe.kind === 'can-attack' || !['can-cast', 'can-target', 'can-activate'].includes(probe.kind)) && lands(attacker)) return attacker;
  // (A mana ability, or a land's ability, asked of is activated, not paid for from the lands: 605.3a.)
  const who = probe.kind === 'can-cast' ? probe.caster : probe.kind === 'can-target' && probe.spell !== undefined ? probe.caster : probe.kind === 'can-activate' && probe.ability !== 'mana' && !isLandThing(q, probe.source) ? probe.player : null;
  if (who === null) return null;
  return lands(who) ? who : null;
}

/**
 * The player's permanents as mana sources: a land told without its type or card gets a mana ability adding one
 * mana of a type not told; a card whose text the compiler left unread and that may add mana ("Add …") gets one
 * the engine can't read, so an answer never rests on it making no mana.
 */
export function boardManaAbilities(q: ParsedQuestion, objects: ObjectInput[], side: Side, lang: Lang): void {
  for (const o of objects) {
    const types = Array.isArray(o.types) ? (o.types as string[]) : [];
    const subtypes = Array.isArray(o.subtypes) ? (o.subtypes as string[]) : [];
    const activated = Array.isArray(o.activated) ? (o.activated as { mana?: boolean }[]) : [];
    if (o.controller !== side || (o.zone !== undefined && o.zone !== 'battlefield')) continue;
    if (subtypes.some((t) => BASIC_TYPES.includes(t)) || activated.some((ab) => ab.mana === true)) continue;
    const card = q.cards[String(o.id)];
    const unread = (card?.unmodelled ?? []).filter((t) => /\badd\b/i.test(t));
    if (unread.length > 0) o.activated = [...activated, { text: unread.join(' '), cost: '{T}', tap: true, mana: true, effects: [] }];
    else if (!card && types.includes('Land')) o.activated = [...activated, { text: wordsFor(lang).untoldLandMana, cost: '{T}', tap: true, mana: true, addsUntold: true, effects: [] }];
  }
}

/**
 * "… and they've got no mana left": a player told to have no mana, none of whose told permanents is a land or can add
 * mana (605.1a), has nothing to pay a mana cost with (118.3) — "unless its controller pays {2}" is then not paid (118.12a).
 */
export function cannotPayMana(q: ParsedQuestion, side: Side): boolean {
  if (q.noMana?.includes(side) !== true) return false;
  const mayAddMana = (id: string): boolean => {
    const o = q.cards[id]?.object;
    const activated = Array.isArray(o?.activated) ? (o.activated as { mana?: boolean }[]) : [];
    return isLandThing(q, id) || activated.some((ab) => ab.mana === true) || (q.cards[id]?.unmodelled ?? []).some((t) => /\badd\b/i.test(t));
  };
  return !q.things.some((t) => t.controller === side && t.zone === 'battlefield' && mayAddMana(t.id));
}

/**
 * "I Bolt their Hulking Raptor but I have no mana left for the ward": a payment told as asked of a player who has no
 * mana (language/frames/no-event.ts) is not paid when that player can't pay (cannotPayMana, 118.3) — the one rule
 * for both a told payment and one the run asks of a player told to have no mana (run-checks.ts unlessPayment).
 * A player whose told board could make mana might have paid: left untold, so the answer asks back.
 */
export function withUnpayable(q: ParsedQuestion): ParsedQuestion {
  const who = q.unlessPayment?.player;
  if (q.unlessPaid !== undefined || who === undefined || !cannotPayMana(q, who)) return q;
  return { ...q, unlessPaid: false };
}
