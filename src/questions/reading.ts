/** Reading a question's text into the IR and its cards: the length limit, language failures as refusals, card names resolved. */
import { joinOverlaps, nameCandidates } from './shown-parts.ts';
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { CardType, Color } from '../engine/types.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';
import { SCENARIO_LIMITS } from '../scenario/schema/limits.ts';
import type { QuestionError, Side, Thing } from './types.ts';
import { LANGUAGE_LIMITS, understand } from '../language/index.ts';
import type { CardFacts, Understood } from '../language/index.ts';
import { prepare } from '../language/text.ts';
import { resolveCard } from './cards.ts';
import type { CardData, CardProblem } from './cards.ts';
import { message } from './messages.ts';
import { limitName } from './limit-names.ts';
import { wordsFor } from './locales/index.ts';
import { fail, quote } from './unmodelled-setups.ts';
import type { QuestionDeps } from './index.ts';

/** The longest question read (Discord allows 6000 in an option; a rules question is far shorter). */
export const MAX_QUESTION_LENGTH = 1500;

/** A card's characteristics on the thing, so labels, "the 2/2" and roles see them. */
function applyCard(t: Thing, c: CardData): void {
  const o = c.object;
  if (Array.isArray(o.types)) t.types = o.types as CardType[];
  if (Array.isArray(o.subtypes)) t.subtypes = o.subtypes;
  if (typeof o.power === 'number') t.power = o.power;
  if (typeof o.toughness === 'number') t.toughness = o.toughness;
  if (Array.isArray(o.colors) && t.colors.length === 0) t.colors = [...(o.colors as Color[])];
}

/**
 * Could a leftover word be meant as a card's name? Japanese: yes (names are often written without
 * 《》). English: only when it is capitalised or several words long — a lone lower-case "life" or
 * "draw" is the game word, and suggesting the card [[Life]] would be silly.
 */
function maybeCardName(w: string): boolean {
  const t = w.trim();
  // (A name the question already wrote in brackets, 《稲妻》 or [[Shock]], needs no telling to.)
  if (prepare(t).atoms.some((a) => a.kind === 'card')) return false;
  if (!/[A-Za-z]/.test(t)) return true;
  return /[A-Z]/.test(t) || t.split(/\s+/).length >= 2;
}

/**
 * The question read into the IR; read a second time with the catalog's keywords, colours and sizes of the cards a
 * description was compared with by one ("the flier", 「到達を持つ方」: language/story.ts needFacts), so it
 * picks the card that has it. A card the catalog doesn't give stays unknown, and such a description is asked back.
 */
async function readQuestion(text: string, deps: QuestionDeps): Promise<Understood> {
  const base = deps.cards ? { cards: deps.cards } : {};
  const u = await understand(text, base);
  if (!u.needFacts || !deps.resolveCard) return u;
  const facts = new Map<string, CardFacts>();
  for (const name of u.needFacts) {
    const r = await resolveCard(name, deps.resolveCard, true);
    if (!r.ok) continue;
    const o = r.value.object;
    facts.set(name, {
      keywords: Array.isArray(o.keywords) ? o.keywords.map(keywordText) : [],
      colors: Array.isArray(o.colors) ? (o.colors as Color[]) : [],
      power: typeof o.power === 'number' ? o.power : null,
      toughness: typeof o.toughness === 'number' ? o.toughness : null,
      ...spellTargets(o),
      triggers: Array.isArray(o.triggers) ? o.triggers.length : 0,
    });
  }
  return understand(text, { ...base, facts: (card) => facts.get(card) ?? null });
}
/**
 * Whether a card read as an instant or sorcery spell has a target (115.1): in its text or any of its modes; and whether
 * all it does only helps what it affects (a pump, an ability gained: story-fitting.ts `helps`). {} for any other card.
 */
function spellTargets(o: CardData['object']): { targets?: boolean; helps?: boolean; tokensMade?: number } {
  const spell = o.spell;
  if (!spell || !Array.isArray(o.types) || !o.types.some((t) => t === 'Instant' || t === 'Sorcery')) return {};
  const modes = spell.modes?.options ?? [];
  const effects = (spell.effects ?? []) as readonly { kind?: unknown }[];
  // (Anything lowered, lost, removed, prevented or forbidden in an effect's data is no help.)
  const helping = (e: { kind?: unknown }): boolean => e.kind === 'regenerate' || e.kind === 'untap' || (e.kind === 'apply-effect' && !/"(?:power|toughness)":-|lose|remove|cant|prevent|set-base|control/i.test(JSON.stringify(e)));
  // ("one of my Soldier tokens from Raise the Alarm": the tokens its instructions create, one token each, 111.1.)
  const made = modes.length === 0 ? effects.filter((e) => e.kind === 'create').length : 0;
  return { targets: (spell.targets ?? []).length > 0 || modes.some((m) => (m.targets ?? []).length > 0), helps: modes.length === 0 && effects.length > 0 && effects.every(helping), ...(made > 0 ? { tokensMade: made } : {}) };
}

export type Ir = Extract<Understood, { ok: true }>['ir'];
/** The story the IR tells, as the question layer keeps it (sides that have a value, asks given by index resolved). */
export type Story = ReturnType<typeof storyOf>;

/** The text read into the IR; a refusal names what wasn't understood (a card's name left unbracketed among it: how to name it). */
export async function readIr(trimmed: string, lang: Lang, deps: QuestionDeps): Promise<Result<Ir, QuestionError>> {
  const say = wordsFor(lang);
  if (trimmed === '') return fail('empty_input', message(lang, 'empty'));
  if (trimmed.length > MAX_QUESTION_LENGTH) return fail('input_too_long', message(lang, 'too_long', { length: trimmed.length, max: MAX_QUESTION_LENGTH }));
  const u = await readQuestion(trimmed, deps);
  if (!u.ok) {
    const error = languageFailure(u, lang, trimmed);
    // A word left over that is a card's whole name (「崇拝」, too short to spot without brackets): say how to name it.
    // (Not one the words already named as a card: "the Raider with Grizzly Bears and …" was read with its name.)
    const names = deps.cards ? u.leftover.flatMap(nameCandidates).filter(maybeCardName).flatMap((w) => { const hit = deps.cards!.japanese(w.trim()) ?? deps.cards!.english(w.trim()); return hit && !(u.spotted ?? []).includes(hit.name) ? [hit.display] : []; }) : [];
    if (error.code === 'not_understood' && names.length > 0) error.message = say.appended(error.message, message(lang, 'bracket_card', { names: say.list(names.map(say.typedName)) }));
    // 「《灼熱の鍛冶師ヴォルガナス》の誘発って…」: a name in 《》 that is no card's is why — said so, with the near names.
    if (error.code === 'not_understood') {
      for (const [, name] of trimmed.matchAll(/《([^《》]+)》/gu)) {
        const r = await resolveCard(name!, deps.resolveCard);
        if (!r.ok && r.error.kind === 'unknown') return cardFailure(r.error, lang);
      }
    }
    // "Does lifelink work with damage from a spell?": a question not read that names keywords points to /define for them.
    if (error.code === 'not_understood' && error.define === undefined && (u.keywords ?? []).length > 0) error.message = say.appended(error.message, message(lang, 'define_hint', { terms: say.andList((u.keywords ?? []).map((k) => say.quoted(say.keywordName(k)))), count: (u.keywords ?? []).length, command: say.orList((u.keywords ?? []).map((k) => say.quoted(`${say.defineCommand} ${say.keywordName(k)}`))) }));
    return { ok: false, error };
  }
  return { ok: true, value: u.ir };
}

export function storyOf(ir: Ir) {
  return { things: ir.objects, events: ir.events, responses: new Set(ir.responses.map((k) => ir.events[k]!)), asks: ir.asks, life: defined(ir.life), poison: defined(ir.poison), handSize: defined(ir.handSize ?? {}), assigned: ir.assigned ?? [], librarySize: defined(ir.librarySize ?? {}), emptyGraveyards: ir.emptyGraveyards ?? [], absentKinds: ir.absentKinds ?? [], blockFirst: ir.blockFirst, yesNo: ir.yesNo, together: ir.together ?? [], anyOf: ir.anyOf ?? [], itEither: ir.itEither ?? [], whAsks: (ir.whAsks ?? []).flatMap((w) => (ir.asks[w.ask] ? [{ ask: ir.asks[w.ask]!, text: w.text, wh: w.wh, ...(w.listed ? { listed: true as const } : {}) }] : [])), shortNames: ir.shortNames ?? [], setAside: ir.setAside ?? [], respelt: ir.respelt ?? [], triggerTargets: ir.triggerTargets, triggerResponses: (ir.triggerResponses ?? []).flatMap((t) => { const to = t.event !== undefined ? ir.events[t.event] : t.ask !== undefined ? ir.asks[t.ask] : undefined; return to ? [{ to, source: t.source, words: t.words }] : []; }), ...(ir.noMana ? { noMana: ir.noMana } : {}), unlessPaid: ir.unlessPaid, unlessPayment: ir.unlessPayment, proliferateChosen: ir.proliferateChosen, ...(ir.legendKept ? { legendKept: ir.legendKept } : {}), ...(ir.diedThisTurn !== undefined ? { diedThisTurn: ir.diedThisTurn } : {}), ...(ir.unblocked ? { unblocked: ir.unblocked } : {}), ...(ir.idleBlockers ? { idleBlockers: ir.idleBlockers } : {}), negativeAsks: (ir.negativeAsks ?? []).flatMap((k) => (ir.asks[k] ? [ir.asks[k]!] : [])), mayActAsks: (ir.mayActAsks ?? []).flatMap((k) => (ir.asks[k] ? [ir.asks[k]!] : [])) };
}

/**
 * Card names resolved and compiled through the catalog (cards.ts), their characteristics put on the things
 * told. A size or a keyword said of a card that isn't its own is not read over it: refused, naming the words.
 */
export async function resolveCards(st: Story, lang: Lang, deps: QuestionDeps): Promise<Result<Record<string, CardData>, QuestionError>> {
  const cards: Record<string, CardData> = {};
  for (const t of st.things) {
    if (!t.card) continue;
    // A permanent named by a double-faced card's back face has that face up (712.8e-f).
    const r = await resolveCard(t.card, deps.resolveCard, t.zone === 'battlefield' && t.cast !== true, t.cardNamed, t.chosenType);
    if (!r.ok) return cardFailure(r.error, lang);
    // 614.12a, 608.2d: the creature type chosen for it changes what it does: asked back when untold, named when not offered.
    const card = wordsFor(lang).cardName(wordsFor(lang).localName(r.value.name, r.value.ja));
    if (r.value.typeUntold) return fail('needs_detail', message(lang, 'which_type', { card }));
    if (r.value.typeNotOffered) return fail('not_understood', message(lang, 'type_not_offered', { card, type: t.chosenType ?? '' }), [t.words]);
    cards[t.id] = r.value;
    // "my 1/1 Grizzly Bears": a size said that isn't the card's printed one would be silently replaced by it.
    const o = r.value.object;
    if ((t.power !== null && typeof o.power === 'number' && t.power !== o.power) || (t.toughness !== null && typeof o.toughness === 'number' && t.toughness !== o.toughness)) {
      return fail('not_understood', message(lang, 'not_understood', { parts: quote(t.words) }), [t.words]);
    }
    // "…, since it has flying": a keyword given only as the asker's reason must be the card's own.
    const own = Array.isArray(o.keywords) ? o.keywords.map(keywordText) : [];
    if ((t.claimed ?? []).some((k) => !own.includes(keywordText(k)))) {
      const words = t.claimedWords ?? t.words;
      return fail('not_understood', message(lang, 'not_understood', { parts: quote(words) }), [words]);
    }
    applyCard(t, r.value);
  }
  // (A keyword claimed of a creature with no card was checked against what was told, in the language layer.)
  return { ok: true, value: cards };
}

/** A keyword as comparable text, whether a card's (text or object) or the question's. */
function keywordText(k: unknown): string {
  return (typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Parameters<typeof formatKeyword>[0]) : JSON.stringify(k)).toLowerCase();
}

/** The sides that have a value (zod gives optional fields as `?: T | undefined`). */
function defined(r: { A?: number | undefined; B?: number | undefined }): Partial<Record<Side, number>> {
  const out: Partial<Record<Side, number>> = {};
  if (r.A !== undefined) out.A = r.A;
  if (r.B !== undefined) out.B = r.B;
  return out;
}

/**
 * The user's words a refusal quotes (issue 16 §3): a lone particle ('が') or a piece already inside
 * another quoted piece says nothing on its own, so it is left out when something else is quoted.
 */
function shownParts(parts: readonly string[]): string[] {
  const meaningful = parts.filter((p) => !/^[\p{Script=Hiragana}]{1,2}$/u.test(p.trim()) && !parts.some((q) => q !== p && q.includes(p)));
  return meaningful.length > 0 ? meaningful : [...parts];
}

/** Whether every problem and unread word lies inside this one clause's words (then that clause is the one reason). */
function only(u: Extract<Understood, { ok: false }>, text: string): boolean {
  return [...u.problems.map((p) => p.text), ...u.leftover].every((t) => text.includes(t));
}

/** Why the language layer could not read a question, worded for the user with their exact words. */
function languageFailure(u: Extract<Understood, { ok: false }>, lang: Lang, text: string): QuestionError {
  const say = wordsFor(lang);
  if (u.define) return { code: 'not_understood', message: message(lang, 'nothing'), parts: [u.define], define: u.define };
  if (u.limit) return { code: 'input_too_long', message: message(lang, 'too_much', { what: limitName(lang, u.limit.what), count: u.limit.count, max: LANGUAGE_LIMITS[u.limit.what] }), parts: [] };
  if (u.problems.length === 1 && u.problems[0]!.detail === 'nothing-asked' && u.leftover.length === 0) return { code: 'not_understood', message: message(lang, 'nothing'), parts: [] };
  if (u.problems.length === 1 && u.problems[0]!.detail === 'nothing-happens' && u.leftover.length === 0) return { code: 'not_understood', message: message(lang, 'nothing_happens'), parts: [] };
  const destroyed = u.problems.find((p) => p.detail === 'destroyed-when');
  if (destroyed && only(u, destroyed.text)) return { code: 'needs_detail', message: message(lang, 'destroyed_when', { what: quote(destroyed.text) }), parts: [destroyed.text] };
  const huge = u.problems.find((p) => p.detail === 'number-too-large');
  if (huge) return { code: 'impossible', message: message(lang, 'number_too_large', { what: huge.text, max: SCENARIO_LIMITS.number }), parts: [huge.text] };
  if (u.problems.length === 1 && u.problems[0]!.detail === 'general-rule' && u.leftover.length === 0) return { code: 'not_understood', message: message(lang, 'general_rule'), parts: [] };
  const amb = u.problems.find((p) => p.kind === 'ambiguous');
  // A short name several cards share ("Ghalta"): the cards listed one by one, by their full names
  // (names with commas of their own can't be joined with commas).
  if (amb?.detail === 'which-card') return { code: 'ambiguous', message: message(lang, 'which_card', { what: amb.text, options: say.nameList((amb.options ?? []).map(say.cardName)) }), parts: [amb.text] };
  if (amb?.detail === 'who-acts') return { code: 'ambiguous', message: message(lang, 'who_acts', { what: amb.text, player: amb.options?.[1] ?? '' }), parts: [amb.text] };
  if (amb?.detail === 'which-active') return { code: 'ambiguous', message: message(lang, 'which_active', { what: amb.text }), parts: [amb.text] };
  if (amb?.detail === 'whose-jibun') return { code: 'ambiguous', message: message(lang, 'whose_jibun'), parts: [amb.text] };
  if (amb?.detail === 'modifier-scope') return { code: 'ambiguous', message: message(lang, 'modifier_scope', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  if (amb?.detail === 'attack-what') return { code: 'ambiguous', message: message(lang, 'attack_what', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  if (amb?.detail === 'resized-or-another') return { code: 'ambiguous', message: message(lang, 'resized_or_another', { what: amb.text, cards: say.orList((amb.options ?? []).slice(0, -1)), size: amb.options?.at(-1) ?? amb.text }), parts: [amb.text] };
  if (amb) return { code: 'ambiguous', message: message(lang, 'ambiguous', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  const parts = [...new Set(shownParts(joinOverlaps([...new Set([...u.problems.map((p) => p.text), ...u.leftover])], text)))].slice(0, 6);
  // "it can't block, right?": which way a yes would go can't be told from the words read (intents/index.ts).
  const negative = u.problems.find((p) => p.detail === 'negative-question');
  if (negative && only(u, negative.text)) return { code: 'not_understood', message: message(lang, 'negative_question', { what: quote(negative.text) }), parts };
  // "I bolt them. They're at 17 now.": a total told after what may have changed it (frames/util.ts).
  const later = u.problems.find((p) => p.detail === 'total-after-events');
  if (later && only(u, later.text)) return { code: 'not_understood', message: message(lang, 'total_after_events', { what: quote(later.text) }), parts };
  // "How much damage is dealt in total?", "How many creatures does he lose?": a quantity no ask counts (intents/amounts.ts).
  const quantity = u.problems.find((p) => p.detail === 'total-damage' || p.detail === 'creatures-lost');
  if (quantity && only(u, quantity.text)) {
    const which = quantity.detail === 'total-damage' ? 'total_damage' : 'creatures_lost';
    return { code: 'not_understood', message: message(lang, 'quantity_unsupported', { what: quote(quantity.text), quantity: message(lang, `quantity_${which}`), example: message(lang, `quantity_example_${which}`) }), parts };
  }
  // "What is the least damage he can take?", "how much is prevented?": an extreme over choices, or a prevented amount (understood-checks.ts).
  const extreme = u.problems.find((p) => p.detail === 'extreme-amount' || p.detail === 'prevented-amount');
  if (extreme && only(u, extreme.text)) return { code: 'not_understood', message: message(lang, extreme.detail === 'extreme-amount' ? 'extreme_amount' : 'prevented_amount', { what: extreme.text }), parts };
  // "What happens? Now suppose it had been blocked by a 3/3. What happens then?": a second board after a question (language/index.ts).
  const second = u.problems.find((p) => p.detail === 'second-hypothetical');
  if (second && only(u, second.text)) return { code: 'not_understood', message: message(lang, 'second_hypothetical', { what: quote(second.text) }), parts };
  // "My 1/1 is indestructible and my creature is a 2/2": one object told with two sizes (frames/facts.ts).
  const sizes = u.problems.find((p) => p.detail === 'two-sizes');
  if (sizes && only(u, sizes.text)) return { code: 'not_understood', message: message(lang, 'two_sizes', { what: quote(sizes.text), sizes: say.andList(sizes.options ?? []) }), parts };
  // "my 1/1s block it": a plural with no number (language/refs.ts); the count is asked back (what
  // else went unread mostly follows from the missing objects).
  const many = u.problems.find((p) => p.detail === 'how-many');
  if (many) return { code: 'not_understood', message: message(lang, 'how_many', { what: quote(many.text) }), parts };
  const unresolved = u.problems.find((p) => p.kind === 'unresolved');
  if (unresolved && u.problems.length === 1 && u.leftover.length === 0) return { code: 'not_understood', message: message(lang, 'unresolved', { what: quote(unresolved.text) }), parts };
  return { code: 'not_understood', message: message(lang, 'not_understood', { parts: wordsFor(lang).list(parts.map(quote)) }), parts };
}

/** A card name that resolved to no one card, as the reply says it: not found (with the near names), several, or no catalog. */
function cardFailure(e: CardProblem, lang: Lang): Result<never, QuestionError> {
  if (e.kind === 'unavailable') return fail('unknown_card', message(lang, 'cards_unavailable', { name: e.name }), [e.name]);
  if (e.kind === 'ambiguous') return fail('ambiguous_card', message(lang, 'ambiguous_card', { name: e.name, suggestions: wordsFor(lang).nameList(e.suggestions) }), [e.name]);
  return fail('unknown_card', message(lang, 'unknown_card', { name: e.name, suggestions: e.suggestions.join(', ') }), [e.name]);
}
