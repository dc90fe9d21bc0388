/**
 * Questions in plain words (issue 6 §3): English or Japanese text -> a structured question ->
 * the Scenario JSON /scenario runs -> the engine's answer, restated first. Anything not
 * understood is named and nothing is answered then (`not_understood`): a guess is never given as
 * an answer. Public API: parseQuestion, answerQuestion.
 */
import type { Lang } from '../core/lang.ts';
import { looksJapanese } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { CardType, Color } from '../engine/types.ts';
import { formatKeyword, parseKeywordExact } from '../scenario/schema/vocabulary.ts';
import { SCENARIO_LIMITS } from '../scenario/schema/limits.ts';
import type { ParsedQuestion, QuestionError, Side, Thing } from './types.ts';
import { LANGUAGE_LIMITS, understand } from '../language/index.ts';
import type { CardFacts, Understood } from '../language/index.ts';
import type { CardSpotter } from '../language/lexicon/cards.ts';
import { prepare } from '../language/text.ts';
import { compileQuoted, resolveCard } from './cards.ts';
import type { CardData, CardResolver } from './cards.ts';
import { answerParsed } from './answer.ts';
import type { QuestionAnswer, ScenarioRunner } from './answer.ts';
import { limitName, message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import { phrases } from '../render/restate.ts';
import { labelThings } from './labels.ts';
import { readSacrifices } from './sacrifice-outlets.ts';
import { staticCauses } from './claims.ts';
import { enteringTriggerTargets } from './trigger-targets.ts';
import { joinFields } from './scenario-objects.ts';

export type { ParsedQuestion, QuestionError, QuestionErrorCode, Thing, QEvent, Ask, Side } from './types.ts';
export type { QuestionAnswer, ScenarioRunner, LimitFailure } from './answer.ts';
export { questionScenario } from './scenario.ts';

/** The longest question read (Discord allows 6000 in an option; a rules question is far shorter). */
export const MAX_QUESTION_LENGTH = 1500;

export interface QuestionDeps {
  /** Card names in running text ("giant growth", 灰色熊); without it only 《…》 and [[…]] are card names. */
  cards?: CardSpotter;
  /** Card-name resolution (CardService.resolve). Without it a card name is answered with `unknown_card`. */
  resolveCard?: CardResolver;
  /** How the Scenario is run (default: runScenario in-process; the commands pass the worker pool). */
  run?: ScenarioRunner;
}

function fail(code: QuestionError['code'], msg: string, parts: string[] = []): Result<never, QuestionError> {
  return { ok: false, error: { code, message: msg, parts } };
}

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

/** Card types of permanents (110.4). */
const PERMANENT_TYPES: ReadonlySet<string> = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']);

/** The user's words quoted back: a long piece is shortened only at a sentence or clause end, never mid-word (issue 16 §2-3). */
const quote = (s: string): string => `'${phrases(s.replace(/^[\s,;、，]+|[\s,;、，]+$/gu, ''), 80)}'`;

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
    });
  }
  return understand(text, { ...base, facts: (card) => facts.get(card) ?? null });
}

/**
 * The question read into a ParsedQuestion, in steps, each of which may refuse (a refusal names the words; a
 * guess is never made, issue 11): the text read into the IR; the story it tells; its cards resolved and
 * compiled; set-ups that can't be as told asked back; quoted ability text compiled; targets the words
 * leave open settled or asked back; told sacrifices read as the activations they pay for.
 */
export async function parseQuestion(text: string, lang: Lang, deps: QuestionDeps = {}): Promise<Result<ParsedQuestion, QuestionError>> {
  const trimmed = text.trim();
  const read = await readIr(trimmed, lang, deps);
  if (!read.ok) return read;
  const ir = read.value;
  // "What happens?" about nothing at all is no question either.
  if (ir.events.length === 0 && ir.objects.length === 0 && ir.asks.every((a) => a.kind === 'outcome')) return fail('not_understood', message(lang, 'nothing'));
  const st = storyOf(ir);
  const resolved = await resolveCards(st, lang, deps);
  if (!resolved.ok) return resolved;
  const cards = resolved.value;
  const impossible = countersUnsaid(st, cards, lang) ?? spellAsPermanent(st, cards, lang);
  if (impossible) return impossible;
  // "I cast Flametongue Kavu targeting his 3/3", "… it deals 4 to his 3/3": the target of the card's "when
  // this enters" ability (603.3d), not of the creature spell, which has none (trigger-targets.ts).
  enteringTriggerTargets(st.events, cards, st.triggerTargets);
  const untargeted = triggerWithoutTarget(ir.triggerTargets, st, cards, lang) ?? (await castOnNonTargeting(st, cards, lang, deps));
  if (untargeted) return untargeted;
  const compiledQuotes = quotedTexts(st, lang);
  if (!compiledQuotes.ok) return compiledQuotes;
  const quoted = compiledQuotes.value;
  const open = eitherTarget(st, cards, quoted, lang) ?? targetZoneUnsaid(st, cards, quoted, lang);
  if (open) return open;
  // Keywords the compiler gave a quoted ability are kept as text; check they parse like the schema's.
  for (const q of Object.values(quoted)) {
    const kws = q.object.keywords;
    if (Array.isArray(kws)) q.object.keywords = kws.filter((k) => typeof k !== 'string' || parseKeywordExact(k).ok);
  }
  // "I sacrifice Selfless Spirit": the activation whose cost that sacrifice pays (602.2b, 701.21a), where the story settles which.
  const cardNames = new Map(Object.entries(cards).map(([id, c]) => [id, wordsFor(lang).localName(c.name, c.ja)] as const));
  const labels = labelThings(st.things, lang, cardNames);
  const sacrifices = readSacrifices(st.events, st.responses, st.things, cards, quoted, lang, (id) => labels.get(id) ?? id);
  if (!sacrifices.ok) return sacrifices;
  // "I control Glorious Anthem and my 2/2 gets +1/+1": a change told with no cause, read as a static ability's doing (claims.ts).
  staticCauses(st.events, st.things, { cards, quoted });
  return { ok: true, value: parsedOf(st, lang, trimmed, cards, quoted) };
}

/** A refusal: the question is answered with it instead of a guess. */
type Refusal = Result<never, QuestionError>;
type Ir = Extract<Understood, { ok: true }>['ir'];
/** The story the IR tells, as the question layer keeps it (sides that have a value, asks given by index resolved). */
type Story = ReturnType<typeof storyOf>;

/** The text read into the IR; a refusal names what wasn't understood (a card's name left unbracketed among it: how to name it). */
async function readIr(trimmed: string, lang: Lang, deps: QuestionDeps): Promise<Result<Ir, QuestionError>> {
  const say = wordsFor(lang);
  if (trimmed === '') return fail('empty_input', message(lang, 'empty'));
  if (trimmed.length > MAX_QUESTION_LENGTH) return fail('input_too_long', message(lang, 'too_long', { length: trimmed.length, max: MAX_QUESTION_LENGTH }));
  const u = await readQuestion(trimmed, deps);
  if (!u.ok) {
    const error = languageFailure(u, lang);
    // A word left over that is a card's whole name (「崇拝」, too short to spot without brackets): say how to name it.
    const names = deps.cards ? u.leftover.filter(maybeCardName).flatMap((w) => { const hit = deps.cards!.japanese(w.trim()) ?? deps.cards!.english(w.trim()); return hit ? [hit.display] : []; }) : [];
    if (error.code === 'not_understood' && names.length > 0) error.message = say.appended(error.message, message(lang, 'bracket_card', { names: say.list(names.map(say.typedName)) }));
    return { ok: false, error };
  }
  return { ok: true, value: u.ir };
}

function storyOf(ir: Ir) {
  return { things: ir.objects, events: ir.events, responses: new Set(ir.responses.map((k) => ir.events[k]!)), asks: ir.asks, life: defined(ir.life), poison: defined(ir.poison), handSize: defined(ir.handSize ?? {}), assigned: ir.assigned ?? [], librarySize: defined(ir.librarySize ?? {}), blockFirst: ir.blockFirst, yesNo: ir.yesNo, together: ir.together ?? [], anyOf: ir.anyOf ?? [], itEither: ir.itEither ?? [], whAsks: (ir.whAsks ?? []).flatMap((w) => (ir.asks[w.ask] ? [{ ask: ir.asks[w.ask]!, text: w.text, wh: w.wh, ...(w.listed ? { listed: true as const } : {}) }] : [])), shortNames: ir.shortNames ?? [], triggerTargets: ir.triggerTargets, unlessPaid: ir.unlessPaid, unlessPayment: ir.unlessPayment, negativeAsks: (ir.negativeAsks ?? []).flatMap((k) => (ir.asks[k] ? [ir.asks[k]!] : [])), mayActAsks: (ir.mayActAsks ?? []).flatMap((k) => (ir.asks[k] ? [ir.asks[k]!] : [])) };
}

/**
 * Card names resolved and compiled through the catalog (cards.ts), their characteristics put on the things
 * told. A size or a keyword said of a card that isn't its own is not read over it: refused, naming the words.
 */
async function resolveCards(st: Story, lang: Lang, deps: QuestionDeps): Promise<Result<Record<string, CardData>, QuestionError>> {
  const say = wordsFor(lang);
  const cards: Record<string, CardData> = {};
  for (const t of st.things) {
    if (!t.card) continue;
    // A permanent named by a double-faced card's back face has that face up (712.8e-f).
    const r = await resolveCard(t.card, deps.resolveCard, t.zone === 'battlefield' && t.cast !== true, t.cardNamed);
    if (!r.ok) {
      const e = r.error;
      if (e.kind === 'unavailable') return fail('unknown_card', message(lang, 'cards_unavailable', { name: e.name }), [e.name]);
      if (e.kind === 'ambiguous') return fail('ambiguous_card', message(lang, 'ambiguous_card', { name: e.name, suggestions: say.nameList(e.suggestions) }), [e.name]);
      return fail('unknown_card', message(lang, 'unknown_card', { name: e.name, suggestions: e.suggestions.join(', ') }), [e.name]);
    }
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

/**
 * "My opponent controls a planeswalker", "I attack the walker": a planeswalker's loyalty is the number
 * of its loyalty counters (306.5c), a battle's defense that of its defense counters (310.4c). Told with
 * none and no card whose printed number it entered with (306.5b, 310.4b), it would have 0 and be put
 * into the graveyard at once (704.5i, 704.5v) — a fact nobody stated: asked back.
 */
function countersUnsaid(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
  for (const t of st.things) {
    if (t.zone !== 'battlefield' || t.cast === true) continue;
    const printed = cards[t.id]?.object;
    for (const [type, counter, field, rule] of [['Planeswalker', 'loyalty', 'loyalty', '306.5c'], ['Battle', 'defense', 'defense', '310.4c']] as const) {
      if (!t.types.includes(type) || t.counters[counter] !== undefined || typeof printed?.[field] === 'number') continue;
      const say = wordsFor(lang);
      return fail('not_understood', message(lang, 'needs_loyalty', { what: quote(t.words), counter: say.counterName(counter), rule, example: say.counterExample(type) }), [t.words]);
    }
  }
  return null;
}

/**
 * "I control Fiendish Duo and Shock …" read as two things controlled: an instant or a sorcery is never
 * a permanent (304.4, 307.4), so a spell said to be on the battlefield is a cast the reading missed.
 */
function spellAsPermanent(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
  for (const t of st.things) {
    const types = cards[t.id]?.object.types;
    if (t.zone !== 'battlefield' || t.cast === true || !Array.isArray(types)) continue;
    if (types.some((x) => x === 'Instant' || x === 'Sorcery') && !types.some((x) => PERMANENT_TYPES.has(x))) {
      const card = cards[t.id];
      const name = card ? wordsFor(lang).localName(card.name, card.ja) : t.words;
      return fail('not_understood', message(lang, 'spell_as_permanent', { name }), [t.words]);
    }
  }
  return null;
}

/** "its trigger targets X": the object must have a triggered ability with one target to choose it for (603.3d). */
function triggerWithoutTarget(triggerTargets: Ir['triggerTargets'], st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
  for (const tt of triggerTargets) {
    const card = cards[tt.source];
    const triggers = card?.object.triggers ?? [];
    if (!triggers.some((t) => Array.isArray(t.targets) && t.targets.length === 1)) {
      const name = card ? wordsFor(lang).localName(card.name, card.ja) : (st.things.find((t) => t.id === tt.source)?.words ?? tt.source);
      return fail('unmodelled', message(lang, 'unmodelled', { detail: message(lang, 'no_targeted_trigger', { name }) }), [name]);
    }
  }
  return null;
}

/**
 * A card cast "on" something must be a spell that can target (115.1a-b: instants and sorceries
 * with "target" in their text, 303.4a: Aura spells); a creature card "giving +3/+3" is a misreading.
 * Targets the question did not say are dropped from a spell that doesn't target (115.1a).
 */
async function castOnNonTargeting(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang, deps: QuestionDeps): Promise<Refusal | null> {
  const say = wordsFor(lang);
  for (const e of st.events) {
    if (e.kind !== 'cast' || e.targets.length === 0) continue;
    const o = cards[e.spell]?.object;
    // Targets the question did not say are kept only by a spell that targets (115.1a).
    if (e.impliedTargets === true && o && !o.spell?.targets?.length) {
      e.targets = [];
      continue;
    }
    // (A spell told by what it is and says, with no card: "an instant that says '…'", "a -3/-3 spell": its told types.)
    const thing = o ? undefined : st.things.find((t) => t.id === e.spell);
    const types: readonly string[] = Array.isArray(o?.types) ? o.types : thing ? [...thing.types] : [];
    const subtypes: readonly string[] = Array.isArray(o?.subtypes) ? o.subtypes : thing ? [...thing.subtypes] : [];
    if (!types.includes('Instant') && !types.includes('Sorcery') && !subtypes.includes('Aura')) {
      // A spell with no card and nothing told of what it is ("I cast Giant Grow on my 2/2"): a name the
      // spotter didn't know, so the catalog is asked what it could be, and the user asked back.
      if (!o && thing && types.length === 0 && subtypes.length === 0 && deps.resolveCard) {
        const r = await resolveCard(thing.words, deps.resolveCard);
        const suggestions = r.ok ? [say.localName(r.value.name, r.value.ja)] : r.error.kind === 'unavailable' ? [] : r.error.suggestions;
        return fail('unknown_card', message(lang, 'unknown_card', { name: thing.words, suggestions: suggestions.join(', ') }), [thing.words]);
      }
      const card = cards[e.spell];
      const name = card ? say.localName(card.name, card.ja) : (thing?.words ?? e.spell);
      // Such a card acts on a creature through an ability (an enters-the-battlefield trigger, an
      // activated ability): the set-up is possible, the reading "cast on it" is what failed.
      return fail('not_understood', message(lang, 'not_a_targeting_spell', { name }), [name]);
    }
  }
  return null;
}

/** Quoted ability text: through the same templates as oracle text; what they can't read is said. */
function quotedTexts(st: Story, lang: Lang): Result<ParsedQuestion['quoted'], QuestionError> {
  const quoted: ParsedQuestion['quoted'] = {};
  for (const t of st.things) {
    for (const q of t.abilityTexts) {
      if (looksJapanese(q)) return fail('unmodelled', message(lang, 'quoted_ja', { text: quote(q) }), [q]);
      // An instant's or sorcery's text is what it does as it resolves (a spell told with no card).
      const c = compileQuoted(q, !t.card && t.types.some((x) => x === 'Instant' || x === 'Sorcery'));
      if (c.unmodelled.length > 0) return fail('unmodelled', message(lang, 'quoted_unmodelled', { text: c.unmodelled.join(' ') }), c.unmodelled);
      const prev = quoted[t.id];
      quoted[t.id] = prev ? { object: joinFields(prev.object, c.object), replacements: [...prev.replacements, ...c.replacements], unmodelled: [] } : c;
    }
  }
  return { ok: true, value: quoted };
}

/**
 * "Their 4/4 blocks my 3/3. I cast Giant Growth on it.": "it" could be either creature. A target
 * restriction of the spell (115.1: "target creature you control", "target artifact") that rules one
 * out leaves the other; otherwise which one is asked back, never guessed (issue 11).
 */
function eitherTarget(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted'], lang: Lang): Refusal | null {
  const say = wordsFor(lang);
  for (const e of st.events) {
    if (e.kind !== 'cast' || !e.eitherTarget) continue;
    const either = e.eitherTarget;
    const specs = (cards[e.spell]?.object ?? quoted[e.spell]?.object)?.spell?.targets ?? [];
    const f = specs.length === 1 && specs[0]!.players === undefined ? (specs[0]!.objects ?? null) : null;
    // "… they Mana Leak it": a spell waiting on the stack is a candidate too. A target on the stack is a
    // spell (115.1, "target spell"), one elsewhere a permanent or card: the one target's zone rules out the other.
    const zone = specs.length === 1 && specs[0]!.objects ? (specs[0]!.objects.zone ?? 'battlefield') : null;
    const fits = either.ids.filter((id) => {
      // ("… Giant Growth on them": the player "them" may mean is a target only of a spell that can target players, 115.1.)
      if (id === 'A' || id === 'B') return specs.length === 0 || specs.some((s) => s.players !== undefined);
      const t = st.things.find((x) => x.id === id);
      if (t && zone !== null && either.onStack !== undefined && (zone === 'stack') !== (t.id === either.onStack)) return false;
      if (t && f?.notTypes && either.onStack !== undefined && f.notTypes.some((ty) => (t.types as string[]).includes(ty))) return false;
      if (!t || !f) return true;
      if (f.types && !f.types.some((ty) => (t.types as string[]).includes(ty))) return false;
      if (f.controller === 'you' && t.controller !== e.caster) return false;
      if (f.controller === 'opponent' && t.controller === e.caster) return false;
      return true;
    });
    if (fits.length !== 1) return fail('ambiguous', message(lang, 'ambiguous', { what: either.text, options: say.orList(either.words.map(quote)) }), [either.text]);
    e.targets = e.targets.map((x) => (either.ids.includes(String(x)) ? fits[0]! : x));
    delete e.eitherTarget;
  }
  return null;
}

/**
 * "Can I Counterspell a creature?", "I Counterspell their Bears": a target told by words that don't say
 * whether it is a spell on the stack or a permanent (language/frames/util.ts markZoneUnsaid), for a
 * spell that can target only spells (115.1: "target spell", 701.6a): which one was meant decides the
 * answer, so it is asked back, never guessed. (A spell that targets permanents reads it as one.)
 * "Opponent casts Lightning Bolt at my 2/2. Can I Counterspell it?": such a spell aimed at a permanent
 * while another spell is on the stack in the story: the words were most likely about that spell;
 * answering "no, the 2/2 is not a spell" would answer a question not asked.
 */
function targetZoneUnsaid(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted'], lang: Lang): Refusal | null {
  const say = wordsFor(lang);
  const stackOnly = (spell: string): boolean => {
    const specs = (cards[spell]?.object ?? quoted[spell]?.object)?.spell?.targets ?? [];
    return specs.length > 0 && specs.every((x) => x.players === undefined && x.objects?.zone === 'stack');
  };
  const aimed: { spell: string; targets: readonly (string | Side)[] }[] = [
    ...st.events.flatMap((e) => (e.kind === 'cast' ? [{ spell: e.spell, targets: e.targets }] : [])),
    ...st.asks.flatMap((a) => (a.kind === 'can-cast' ? [{ spell: a.spell, targets: a.targets }] : a.kind === 'can-target' && a.spell !== undefined ? [{ spell: a.spell, targets: [a.target] }] : [])),
  ];
  // (Targeted by a spell that targets permanents, or told in another event, it is a permanent by the story's words.)
  const permanentByStory = new Set<string | Side>([...aimed.filter((a) => !stackOnly(a.spell)).flatMap((a) => a.targets), ...st.events.flatMap((e) => ('ids' in e ? e.ids : []))]);
  for (const { spell, targets } of aimed) {
    const unsaid = targets.map((id) => st.things.find((t) => t.id === id)).find((t) => t?.zoneUnsaid === true && t.cast !== true && !permanentByStory.has(t.id));
    if (!unsaid || !stackOnly(spell)) continue;
    const card = cards[spell];
    const name = card ? say.namedCard(card.name, card.ja) : spell;
    return fail('ambiguous', message(lang, 'target_zone', { what: unsaid.words, name }), [unsaid.words]);
  }
  for (const { spell, targets } of aimed) {
    if (!stackOnly(spell)) continue;
    const permanent = targets.map((id) => st.things.find((t) => t.id === id)).find((t) => t !== undefined && t.cast !== true);
    const other = st.things.find((t) => t.cast === true && t.id !== spell && !targets.includes(t.id));
    if (!permanent || !other) continue;
    const card = cards[spell];
    const name = card ? say.namedCard(card.name, card.ja) : spell;
    return fail('ambiguous', message(lang, 'target_spell_or', { what: permanent.words, spell: other.words, name }), [permanent.words]);
  }
  return null;
}

/** The ParsedQuestion of a story read to the end (optional parts only when the question told them). */
function parsedOf(st: Story, lang: Lang, text: string, cards: Record<string, CardData>, quoted: ParsedQuestion['quoted']): ParsedQuestion {
  return { lang, text, things: st.things, events: st.events, responses: st.responses, asks: st.asks, activePlayer: 'A', life: st.life, poison: st.poison, handSize: st.handSize, ...(st.assigned.length > 0 ? { assigned: st.assigned } : {}), ...(Object.keys(st.librarySize).length > 0 ? { librarySize: st.librarySize } : {}), blockFirst: st.blockFirst, yesNo: st.yesNo, ...(st.together.length > 0 ? { together: st.together } : {}), ...(st.anyOf.length > 0 ? { anyOf: st.anyOf } : {}), ...(st.itEither.length > 0 ? { itEither: st.itEither } : {}), ...(st.whAsks.length > 0 ? { whAsks: st.whAsks } : {}), ...(st.shortNames.length > 0 ? { shortNames: st.shortNames } : {}), triggerTargets: st.triggerTargets, ...(st.unlessPaid !== undefined ? { unlessPaid: st.unlessPaid } : {}), ...(st.unlessPayment !== undefined ? { unlessPayment: st.unlessPayment } : {}), ...(st.negativeAsks.length > 0 ? { negativeAsks: st.negativeAsks } : {}), ...(st.mayActAsks.length > 0 ? { mayActAsks: st.mayActAsks } : {}), cards, quoted };
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
function languageFailure(u: Extract<Understood, { ok: false }>, lang: Lang): QuestionError {
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
  if (amb?.detail === 'whose-jibun') return { code: 'ambiguous', message: message(lang, 'whose_jibun'), parts: [amb.text] };
  if (amb?.detail === 'modifier-scope') return { code: 'ambiguous', message: message(lang, 'modifier_scope', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  if (amb?.detail === 'attack-what') return { code: 'ambiguous', message: message(lang, 'attack_what', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  if (amb) return { code: 'ambiguous', message: message(lang, 'ambiguous', { what: amb.text, options: say.orList((amb.options ?? []).map(quote)) }), parts: [amb.text] };
  const parts = shownParts([...new Set([...u.problems.map((p) => p.text), ...u.leftover])]).slice(0, 6);
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


/** Parse, build the Scenario, run it through runScenario, and answer (restatement first). */
export async function answerQuestion(text: string, lang: Lang, deps: QuestionDeps = {}): Promise<Result<QuestionAnswer, QuestionError>> {
  const parsed = await parseQuestion(text, lang, deps);
  if (!parsed.ok) return parsed;
  return answerParsed(parsed.value, lang, deps.run);
}
