/**
 * The sentences of a permanent that aren't triggered or activated abilities (static abilities,
 * replacement and prevention effects, "enters tapped / with counters" and "enter as a copy"
 * (614.1c), P/T-defining abilities (604.3), casting abilities), and the sentences of an instant or
 * sorcery (its spell ability's instructions, 608.2c, and its own casting costs).
 */
import type { CardType, ObjectFilter, ReplacementInput, SpellEffect, TargetSpec } from '../../engine/types.ts';
import { exileIfDies, lifeFromManaValue, lifeFromPower, targetControllerInstruction } from './follow-up-clauses.ts';
import { castFromTop, looksAtTop, spellCastingSentence, parseCastStatics } from './casting.ts';
import { parseEffects } from './effects.ts';
import { cantRegenerateSentence, markCantRegenerate, markDamageCantRegenerate, markDamageExileIfDies } from './effect-marks.ts';
import { markNewTargets } from './copy-clauses.ts';
import { revealDiscard } from './reveal-discard.ts';
import { parseSpellPrevention, parseStaticReplacement } from './replacements.ts';
import { parseStatic } from './statics.ts';
import { conditionalStatic } from './conditional-statics.ts';
import { quotesOf } from './tokens.ts';
import type { Parts } from './templates.ts';
import { NUMBER, numberWord } from './text.ts';
import { parseGroup } from './words.ts';
import { zoneCardGroup } from './count-groups.ts';
import { entersAsCopy } from './enters-as-copy.ts';
import { insteadIfSentence } from './instead-if.ts';
import { moreOfThoseTokens } from './kicked-amounts.ts';
import { entersChoice, entersTapped, entersTappedUnless, entersWithCounters } from './enters-sentences.ts';
import { kickedEntersWith } from './kicked-permanent.ts';
import { triggerTimes } from './trigger-times.ts';
import { lookupTable } from '../../core/table.ts';
import { thoseCreatures } from './those-group.ts';

function zoneCards(phrase: string): { filter: ObjectFilter; plural: true } | null {
  const f = zoneCardGroup(phrase, true);
  return f ? { filter: f, plural: true } : null;
}

/**
 * 604.3: "This creature's power and toughness are each equal to the number of <group>"; "… power is equal to the number
 * of <group> and its toughness is equal to that number plus N" (Lhurgoyf); the group may be "card types among <cards>"
 * (Tarmogoyf: each card type counted once, 205.2a).
 */
function ptCda(s: string, verbatim: string): Parts['statics'][number] | null {
  const m = /^this's (power and toughness are each|power is|toughness is) equal to the number of (.+?)(?: and its toughness is equal to that number plus (\d+))?$/.exec(s);
  if (!m || (m[3] !== undefined && m[1] !== 'power is')) return null;
  // "card types among cards in all graveyards": the cards whose types are counted.
  const among = /^card types among (.+)$/.exec(m[2]!);
  // Cards in a hand or graveyard too: "… the number of creature cards in your graveyard" (count-groups.ts).
  const g = among ? zoneCards(among[1]!) : (parseGroup(m[2]!) ?? zoneCards(m[2]!));
  if (!g || !g.plural) return null;
  const count = { kind: 'count', filter: g.filter, ...(among ? { among: 'card-types' } : {}) };
  const power = m[1] === 'toughness is' ? null : count;
  const toughness = m[3] !== undefined ? { ...count, plus: Number(m[3]) } : m[1] === 'power is' ? null : count;
  return { text: verbatim, affects: { kind: 'source' }, modifications: [{ kind: 'set-pt-cda', power, toughness }], cda: true };
}

/** A reader of one kind of permanent sentence: true (and `parts` filled in) if the sentence is of its kind. */
type PermanentTemplate = (s: string, verbatim: string, parts: Parts) => boolean;

/** A permanent spell's "This spell can't be countered" (the engine reads it from the spell ability, 701.6). */
function cantBeCountered(s: string, verbatim: string, parts: Parts): boolean {
  if (!/^this can't be countered$/.test(s)) return false;
  parts.spell = { ...(parts.spell ?? { text: verbatim, effects: [] }), cantBeCountered: true };
  return true;
}

/** 103.6a: an opening-hand action is taken before the game's first turn: nothing in a game to model. */
function openingHand(s: string): boolean {
  return /^if this(?: card)? is in your opening hand, you may begin the game with it on the battlefield$/.test(s);
}

/** A permanent spell's own costs work while it is cast (601.2f, 601.2h). */
function spellCosts(s: string, verbatim: string, parts: Parts): boolean {
  const spell = parts.spell ?? { text: '', effects: [] };
  if (!spellCastingSentence(s, verbatim, spell)) return false;
  parts.spell = spell;
  return true;
}

/** 502.3: "Untap all permanents / artifacts / creatures you control during each other player's untap step". */
function untapDuringOthers(s: string, verbatim: string, parts: Parts): boolean {
  const others = /^untap all (.+) you control during each other player's untap step$/.exec(s);
  const group = others ? parseGroup(`${others[1]!} you control`) : null;
  if (!group || !group.plural || group.filter.controller !== 'you' || group.filter.other || /\bchosen\b/.test(s) || parts.untapDuringOthers) return false;
  parts.untapDuringOthers = { text: verbatim, filter: { ...group.filter } };
  return true;
}

/** 707.9, 614.1c: "You may have this enter as a copy of …". */
function asCopy(s: string, verbatim: string, parts: Parts): boolean {
  const copy = entersAsCopy(s, verbatim);
  if (copy) parts.entersAsCopy = copy;
  return copy !== null;
}

/** Statics about casting spells (costs, timing) and permissions to cast from the top of the library. */
function castingStatics(s: string, verbatim: string, parts: Parts): boolean {
  const cast = parseCastStatics(s, verbatim);
  if (cast) {
    parts.castStatics.push(...cast);
    return true;
  }
  const fromTop = castFromTop(s, verbatim);
  if (fromTop) {
    parts.castPermissions.push(fromTop);
    return true;
  }
  return looksAtTop(s);
}

/** 604.3: a characteristic-defining ability setting power and/or toughness. */
function ptDefining(s: string, verbatim: string, parts: Parts): boolean {
  const cda = ptCda(s, verbatim);
  if (cda) parts.statics.push(cda);
  return cda !== null;
}

/** 614.1: a static replacement effect ("If … would …, … instead"). */
function staticReplacement(s: string, verbatim: string, parts: Parts): boolean {
  const r = parseStaticReplacement(s);
  if (r) parts.replacements.push(...r.map((x) => ({ ...x, text: verbatim })));
  return r !== null;
}

/** 604.1, 613: a static ability: keywords granted to itself, or a continuous effect. */
function staticAbility(s: string, verbatim: string, parts: Parts): boolean {
  const st = parseStatic(s, quotesOf(verbatim));
  if (!st) return false;
  if (st.kind === 'keywords') parts.keywords.push(...st.keywords);
  else parts.statics.push({ text: verbatim, affects: st.affects, modifications: st.modifications });
  return true;
}

/** The kinds of permanent sentence, in the order they are tried (the first that takes it wins). */
const PERMANENT_TEMPLATES: readonly PermanentTemplate[] = [
  cantBeCountered,
  openingHand,
  entersTapped,
  entersTappedUnless,
  entersWithCounters,
  kickedEntersWith,
  entersChoice,
  spellCosts,
  untapDuringOthers,
  triggerTimes,
  asCopy,
  castingStatics,
  ptDefining,
  staticReplacement,
  conditionalStatic,
  staticAbility,
];

/** A sentence of a permanent (not a trigger or activated ability): true if a template took it. */
export function permanentSentence(s: string, verbatim: string, parts: Parts): boolean {
  return PERMANENT_TEMPLATES.some((take) => take(s, verbatim, parts));
}

/** The target word of the spell's last instruction, when the spell has that one target word only. */
function lastTargetOf(spell: Parts['spell']): string | null {
  const last = spell?.effects[spell.effects.length - 1];
  const words = spell?.targets ?? [];
  return last?.target !== undefined && words.length === 1 && words[0]!.word === last.target ? last.target : null;
}

/**
 * The spell's one target, when its last instructions moved it to the battlefield or exile and then only acted on the object
 * it became ("Return target … It gains haste."): a later "it" is that object (400.7j). Null otherwise.
 */
function movedTarget(spell: Parts['spell']): string | null {
  const effects = spell?.effects ?? [];
  let k = effects.length - 1;
  while (k >= 0 && effects[k]!.it === true && effects[k]!.kind !== 'put-onto-battlefield' && effects[k]!.kind !== 'exile') k--;
  const move = effects[k];
  const words = spell?.targets ?? [];
  if (!move || (move.kind !== 'put-onto-battlefield' && move.kind !== 'exile') || move.target === undefined) return null;
  return words.length === 1 && words[0]!.word === move.target && singleObject(words[0]!) ? move.target : null;
}

/** A target spec of exactly one object (not a player, not a variable number). */
function singleObject(spec: TargetSpec): boolean {
  return spec.objects !== undefined && !spec.players && !spec.anyNumber && (spec.count ?? 1) === 1;
}

const MOVED_NOUNS: Readonly<Record<string, CardType | null>> = lookupTable({ creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', permanent: null });

/**
 * 608.2c, 608.2h: "You gain 1 life / Draw a card for each creature destroyed this way" right after
 * "Destroy all creatures": the count of what that instruction actually destroyed (an indestructible or
 * regenerated one isn't), read as the sentence is followed ('that-many'). The noun must be what was
 * destroyed ("permanent", or the one card type of the group), one life or one card each.
 */
function perDestroyed(s: string, previous: SpellEffect | undefined): SpellEffect[] | null {
  const m = /^(?:you (gain|lose) (?:1|one) life|(?:you )?draw a card) for each (creature|artifact|enchantment|land|planeswalker|permanent) destroyed this way$/.exec(s);
  if (!m || !previous || previous.kind !== 'destroy' || !previous.all) return null;
  const type = MOVED_NOUNS[m[2]!];
  const types = previous.all.types ?? [];
  if (type !== null && (types.length !== 1 || types[0] !== type)) return null;
  if (m[1] === undefined) return [{ kind: 'draw', amount: 0, amountFrom: 'that-many' }];
  return [{ kind: 'life', amount: m[1] === 'gain' ? 0 : -1, amountFrom: 'that-many', player: 'you' }];
}

/**
 * 702.33e, 702.33g: "If this spell was kicked, <instructions>" — instructions added when the kicker
 * cost was paid (their targets are chosen only then); "…, <instructions> instead" / "…, instead
 * <instructions>" replace the spell's instructions (read only when one sentence came before, so
 * what "instead" replaces is that sentence whole, and only with no target of their own). "It deals N damage instead" is the damage just
 * before with another amount, to the same target. The spell must have read its kicker line (a mana
 * cost); the linked abilities are the kicker's own (607).
 */
function kickedSentence(s: string, verbatim: string, parts: Parts, words: Set<string>, before: number): boolean {
  const m = /^if this was kicked, (.+)$/.exec(s);
  const spell = parts.spell;
  if (!m || !spell?.kicker || spell.kicker.effects !== undefined || spell.modes) return false;
  let body = m[1]!;
  const instead = /^instead /.test(body) || / instead$/.test(body);
  body = body.replace(/^instead /, '').replace(/ instead$/, '');
  if (instead && (before !== 1 || spell.effects.length === 0)) return false;
  const previous = spell.effects.at(-1);
  const more = new RegExp(`^(?:it|this) deals ${NUMBER} damage$`).exec(body);
  if (more && instead) {
    if (spell.effects.length !== 1 || previous?.kind !== 'damage' || previous.target === undefined || previous.amountFrom !== undefined) return false;
    spell.kicker = { ...spell.kicker, effects: [{ ...previous, amount: numberWord(more[1]!)! }], instead: true };
    return true;
  }
  // "Create four of those tokens instead": the creation before, with another number (kicked-amounts.ts).
  const tokens = instead ? moreOfThoseTokens(body, spell.effects) : null;
  if (tokens) {
    spell.kicker = { ...spell.kicker, effects: tokens, instead: true };
    return true;
  }
  const lastRef = lastTargetOf(spell);
  const spec = spell.targets?.find((t) => t.word === lastRef);
  const kickWords = new Set(words);
  const e = parseEffects(body, verbatim, kickWords, { spell: true }) ?? (lastRef && spec && singleObject(spec) ? parseEffects(body, verbatim, kickWords, { spell: true, last: { target: lastRef } }) : null);
  // A kicked instruction with a target of its own "instead" ("exile target nonland permanent instead"):
  // kicked, those are the spell's only instructions and so its only targets (702.33g, 601.2c;
  // casting/modes.ts) — read only when the sentence before had one target, the one it replaces.
  if (!e || (instead && e.targets.length > 0 && (spell.targets?.length ?? 0) !== 1)) return false;
  for (const w of kickWords) words.add(w);
  spell.kicker = { ...spell.kicker, effects: e.effects, ...(e.targets.length > 0 ? { targets: e.targets } : {}), ...(instead ? { instead: true } : {}) };
  return true;
}

/** A sentence of an instant or sorcery: its instructions join the spell ability (608.2c). `before`: how many of its sentences were read before this one. */
export function spellSentence(s: string, verbatim: string, parts: Parts, words: Set<string>, before = 0): boolean {
  if (kickedSentence(s, verbatim, parts, words, before)) return true;
  if (insteadIfSentence(s, verbatim, parts, words, before)) return true;
  if (/^this can't be countered$/.test(s)) {
    parts.spell ??= { text: '', effects: [] };
    parts.spell.cantBeCountered = true;
    return true;
  }
  // 615.1a: a prevention effect the spell creates as it resolves (an instruction in its order, 608.2c).
  const prevent = parseSpellPrevention(s);
  if (prevent) {
    parts.spell ??= { text: '', effects: [] };
    const created = prevent.map((x): SpellEffect => ({ kind: 'add-replacement', replacement: { ...x, text: verbatim } as ReplacementInput }));
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, ...created] };
    return true;
  }
  // "If that creature would die this turn, exile it instead", "Its controller gains life equal to its
  // power", "Its controller creates a 3/3 … token": the spell's one target, named by the instruction just before.
  const lastRef = lastTargetOf(parts.spell);
  const spec = parts.spell?.targets?.find((t) => t.word === lastRef);
  const previous = parts.spell?.effects.at(-1);
  const counted = perDestroyed(s, previous);
  if (counted && parts.spell) {
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, ...counted] };
    return true;
  }
  // 608.2c, 611.2c: "Those creatures gain vigilance until end of turn" after "Put a +1/+1 counter on each creature you control".
  const those = previous ? thoseCreatures(s, [previous], (x) => parseEffects(x, verbatim, words, { spell: true })?.effects ?? null) : null;
  if (those && parts.spell) {
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, ...those] };
    return true;
  }
  const instead = lastRef ? (exileIfDies(s, verbatim, { target: lastRef }, spec) ?? lifeFromPower(s, { target: lastRef }, spec, previous) ?? lifeFromManaValue(s, { target: lastRef }, spec, previous) ?? targetControllerInstruction(s, { target: lastRef }, spec, previous)) : null;
  if (instead && parts.spell) {
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, ...instead] };
    return true;
  }
  const noRegen = cantRegenerateSentence(s);
  if (noRegen && parts.spell && markCantRegenerate(parts.spell.effects, noRegen.creature)) return true;
  if (parts.spell && markDamageCantRegenerate(s, parts.spell.effects)) return true;
  if (parts.spell && markDamageExileIfDies(verbatim.replace(/\.$/, ''), parts.spell.effects)) return true;
  // 608.2c, 608.2n: "Exile this." — an instant or sorcery exiles itself as an instruction in its order;
  // once exiled it is no longer on the stack, so it isn't put into the graveyard as it finishes resolving.
  if (s === 'exile this') {
    parts.spell ??= { text: '', effects: [] };
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, { kind: 'exile', self: true }] };
    return true;
  }
  // 701.20a, 701.9b: "Target opponent reveals their hand. You choose a … card from it. That player discards that card."
  const revealed = revealDiscard(s, words);
  if (revealed) {
    parts.spell ??= { text: '', effects: [] };
    parts.spell = { ...parts.spell, effects: [...parts.spell.effects, revealed.effect], targets: [...(parts.spell.targets ?? []), revealed.target] };
    return true;
  }
  // 707.10c: "You may choose new targets for the copy." after the spell's copy of a target spell.
  if (parts.spell && markNewTargets(s, parts.spell.effects)) return true;
  const spell = parts.spell ?? { text: '', effects: [] };
  if (spellCastingSentence(s, verbatim, spell)) {
    parts.spell = spell;
    return true;
  }
  // 608.2c: a later sentence's "it" / "that creature" is the one target the sentence before named — or, once that sentence
  // moved it to the battlefield or exile, the object it became there (400.7j: other parts of the effect find it; the target
  // itself is gone, 400.7 — read so, "Return target creature card … Put a +1/+1 counter on it." put the counter on nothing).
  // What only the target's last known information can say ("Its controller may search …", 608.2h) is still the target's.
  const moved = movedTarget(parts.spell) !== null;
  const one = lastRef !== null && spec !== undefined && singleObject(spec);
  const e = parseEffects(s, verbatim, words, { spell: true }) ?? (moved ? parseEffects(s, verbatim, words, { spell: true, last: { it: true } }) : null) ?? (one ? parseEffects(s, verbatim, words, { spell: true, last: { target: lastRef } }) : null);
  if (!e) return false;
  // "… equal to the sacrificed creature's power": only after an additional cost that sacrifices one creature (601.2h, 608.2h).
  const sac = parts.spell?.sacrificeCost;
  if (e.effects.some((x) => x.amountFrom === 'sacrificed-power') && (sac === undefined || (sac.count ?? 1) !== 1)) return false;
  parts.spell ??= { text: '', effects: [] };
  const targets: TargetSpec[] = [...(parts.spell.targets ?? []), ...e.targets];
  const effects: SpellEffect[] = [...parts.spell.effects, ...e.effects];
  parts.spell = { ...parts.spell, effects, ...(targets.length > 0 ? { targets } : {}) };
  return true;
}

