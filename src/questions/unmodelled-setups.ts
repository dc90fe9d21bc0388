/** Set-ups the engine does not model, refused before the run: counters unsaid, spells as permanents, triggers without targets, quoted texts, target zones unsaid. */
import type { Lang } from '../core/lang.ts';
import { looksJapanese } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { ParsedQuestion, QuestionError, Side } from './types.ts';
import { compileQuoted, resolveCard } from './cards.ts';
import type { CardData } from './cards.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import { phrases } from '../render/restate.ts';
import { joinFields } from './scenario-objects.ts';
import type { Ir, Story } from './reading.ts';
import type { QuestionDeps } from './index.ts';

export function fail(code: QuestionError['code'], msg: string, parts: string[] = []): Result<never, QuestionError> {
  return { ok: false, error: { code, message: msg, parts } };
}

/** Card types of permanents (110.4). */
const PERMANENT_TYPES: ReadonlySet<string> = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']);

/** The user's words quoted back: a long piece is shortened only at a sentence or clause end, never mid-word (issue 16 §2-3). */
export const quote = (s: string): string => `'${phrases(s.replace(/^[\s,;、，]+|[\s,;、，]+$/gu, ''), 80)}'`;

/** A refusal: the question is answered with it instead of a guess. */
type Refusal = Result<never, QuestionError>;

/**
 * "My opponent controls a planeswalker", "I attack the walker": a planeswalker's loyalty is the number
 * of its loyalty counters (306.5c), a battle's defense that of its defense counters (310.4c). Told with
 * none and no card whose printed number it entered with (306.5b, 310.4b), it would have 0 and be put
 * into the graveyard at once (704.5i, 704.5v) — a fact nobody stated: asked back.
 */
export function countersUnsaid(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
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
export function spellAsPermanent(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
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
export function triggerWithoutTarget(triggerTargets: Ir['triggerTargets'], st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang): Refusal | null {
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
export async function castOnNonTargeting(st: Story, cards: Readonly<Record<string, CardData>>, lang: Lang, deps: QuestionDeps): Promise<Refusal | null> {
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
export function quotedTexts(st: Story, lang: Lang): Result<ParsedQuestion['quoted'], QuestionError> {
  const quoted: ParsedQuestion['quoted'] = {};
  for (const t of st.things) {
    for (const q of t.abilityTexts) {
      // An instant's or sorcery's text is what it does as it resolves (a spell told with no card). Japanese
      // text goes through the Japanese surface of the same templates (cards/compile/ja.ts); what neither reads
      // is refused, named (a Japanese text the templates can't read is named whole, as written).
      const c = compileQuoted(q, !t.card && t.types.some((x) => x === 'Instant' || x === 'Sorcery'));
      if (c.unmodelled.length > 0 && looksJapanese(q)) return fail('unmodelled', message(lang, 'quoted_ja', { text: quote(q) }), [q]);
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
export function eitherTarget(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted'], lang: Lang): Refusal | null {
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
 * "Reanimate their Baneslayer Angel", 「《再活性》で相手の《セラの天使》を戻した」: a card named only as the target of a spell
 * that can target only cards in one zone (a graveyard: "target creature card from a graveyard", 115.1) is in that zone —
 * read as a permanent, the spell was said to be impossible to cast. Its owner then follows the spell's words if unsaid
 * (control.ts ownerByTarget), and the restatement names the zone ("Baneslayer Angel in the opponent's graveyard").
 */
export function targetZoneImplied(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted']): void {
  const zoneOf = (spell: string): string | null => {
    const specs = (cards[spell]?.object ?? quoted[spell]?.object)?.spell?.targets ?? [];
    const zones = new Set(specs.map((x) => (x.players === undefined ? x.objects?.zone : undefined)));
    const z = zones.size === 1 ? [...zones][0] : undefined;
    return z === 'graveyard' || z === 'exile' || z === 'hand' ? z : null;
  };
  const told = new Set<string | Side>(st.events.flatMap((e) => ('ids' in e ? e.ids : [])));
  for (const e of st.events) {
    if (e.kind !== 'cast') continue;
    const zone = zoneOf(e.spell);
    if (zone === null) continue;
    for (const id of e.targets) {
      const t = st.things.find((x) => x.id === id);
      if (!t || t.zoneUnsaid !== true || t.cast === true || told.has(t.id) || t.zone !== 'battlefield') continue;
      t.zone = zone as typeof t.zone;
      delete t.zoneUnsaid;
      if (t.controller === null) t.zoneOwnerUnsaid = true;
    }
  }
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
export function targetZoneUnsaid(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted'], lang: Lang): Refusal | null {
  const say = wordsFor(lang);
  const stackOnly = (spell: string): boolean => {
    const specs = (cards[spell]?.object ?? quoted[spell]?.object)?.spell?.targets ?? [];
    return specs.length > 0 && specs.every((x) => x.players === undefined && x.objects?.zone === 'stack');
  };
  const aimed = aimedSpells(st);
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

/** The spells the story casts or asks about, each with the targets told for it. */
function aimedSpells(st: Story): { spell: string; targets: readonly (string | Side)[] }[] {
  return [
    ...st.events.flatMap((e) => (e.kind === 'cast' ? [{ spell: e.spell, targets: e.targets }] : [])),
    ...st.asks.flatMap((a) => (a.kind === 'can-cast' ? [{ spell: a.spell, targets: a.targets }] : a.kind === 'can-target' && a.spell !== undefined ? [{ spell: a.spell, targets: [a.target] }] : [])),
  ];
}

/**
 * "Can I Stifle it?", "I Disallow their Prodigal Pyromancer": a spell that can target an ability on the stack (115.2 b:
 * "counter target activated or triggered ability") aimed at something the story tells as a permanent or a card — words
 * that may well mean an ability of it, which a question can't put on the stack yet: refused, never answered as a
 * target that is illegal. Aimed at a spell cast in the story, it is read as usual.
 */
export function abilityTargetUntold(st: Story, cards: Readonly<Record<string, CardData>>, quoted: ParsedQuestion['quoted'], lang: Lang): Refusal | null {
  const takesAbilities = (spell: string): boolean => {
    const body = (cards[spell]?.object ?? quoted[spell]?.object)?.spell;
    return [...(body?.targets ?? []), ...(body?.modes?.options ?? []).flatMap((m) => m.targets ?? [])].some((t) => t.abilities !== undefined);
  };
  for (const { spell, targets } of aimedSpells(st)) {
    if (!takesAbilities(spell)) continue;
    const other = targets.map((id) => st.things.find((t) => t.id === id)).find((t) => t !== undefined && t.cast !== true);
    if (!other) continue;
    const card = cards[spell];
    return fail('unmodelled', message(lang, 'target_ability', { what: other.words, name: card ? wordsFor(lang).namedCard(card.name, card.ja) : spell }), [other.words]);
  }
  return null;
}
