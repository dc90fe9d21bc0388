/**
 * Scenario objects given by card name (issue 6 §2): `{ "id": "hammer", "card": "Colossus Hammer",
 * "attachedTo": "bear" }`. Before validation, each `card` (English or Japanese, with or without
 * 《》) is resolved through the card catalog and compiled (src/cards/compile); the fields given
 * explicitly override the card's. The card's replacement and prevention effects become
 * `replacements` with the object as their source; what the compiler couldn't model stays on the
 * object (the engine traces it) and is returned so answers can say "I can't model this part of …".
 */
import type { CardLookup } from '../cards/catalog.ts';
import { compileCard, faceFor } from '../cards/compile/index.ts';
import { choiceFits, colorNamed, creatureTypeNamed, withChosenType } from '../cards/compile/chosen.ts';
import type { CompiledCard } from '../cards/compile/index.ts';
import type { CardRecord } from '../cards/types.ts';
import type { Result } from '../core/result.ts';
import { SCENARIO_LIMITS } from './schema/limits.ts';
import type { ScenarioProblem } from './schema.ts';

/** Looks a card name up (the card service's `resolve`). */
export type CardResolver = (query: string) => Promise<CardLookup>;

/** A part of a card the engine can't model, for the answer's "I can't model this part of <card>" lines. */
export interface CardNote {
  /** The object's id in the Scenario. */
  object: string;
  /** The card's English name. */
  card: string;
  /** Its Japanese name, when known. */
  ja: string | null;
  /** The verbatim sentence. */
  text: string;
}

export interface ExpandedScenario {
  /** The Scenario JSON with every `card` replaced by the compiled object. */
  json: unknown;
  notes: CardNote[];
  /** Object id -> the card's English and Japanese names, for objects given by a card that has a Japanese name. */
  japaneseNames: Map<string, { en: string; ja: string }>;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Does this Scenario JSON name any object by card? (No lookup is needed otherwise.) */
export function usesCards(json: unknown): boolean {
  if (!isObject(json)) return false;
  const objects = Array.isArray(json.objects) ? json.objects : [];
  const actions = Array.isArray(json.actions) ? json.actions : [];
  return objects.some((o) => isObject(o) && 'card' in o) || actions.some((a) => isObject(a) && isObject(a.object) && 'card' in a.object);
}

/** The name as typed, without 《》 or 「」 around it. */
export function cardQuery(raw: string): string {
  return raw.trim().replace(/^[《「『]\s*/, '').replace(/\s*[》」』]$/, '').trim();
}

/** Oracle text longer than a Scenario string may hold (a few joke cards) is cut, marked with "…". */
function clampStrings<T>(v: T): T {
  const max = SCENARIO_LIMITS.stringChars;
  if (typeof v === 'string') return (v.length > max ? `${v.slice(0, max - 1)}…` : v) as T;
  if (Array.isArray(v)) return v.map(clampStrings) as T;
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clampStrings(x)])) as T;
  return v;
}

/** The object: the card's compiled fields, then the fields given explicitly. */
function merge(compiled: CompiledCard, given: Json, battlefield: boolean, isSeed: boolean): Json {
  const { card: _card, ...explicit } = given;
  // The compiled object carries its classified `gaps`: the engine decides after the run which of
  // them could have mattered (gap-relevance.ts, issue 11 §1).
  const out: Json = { ...clampStrings(compiled.object), ...explicit };
  const unmodelled = clampStrings([...compiled.unmodelled]);
  const extra = Array.isArray(explicit.unmodelled) ? explicit.unmodelled : [];
  if (unmodelled.length + extra.length > 0) out.unmodelled = [...new Set([...unmodelled, ...extra])];
  // 614.1c: "enters with N counters" — a permanent described on the battlefield entered with them.
  if (compiled.enters.counters && (battlefield || isSeed) && explicit.counters === undefined) out.counters = { ...compiled.enters.counters };
  if (compiled.enters.tapped && isSeed && explicit.entersTapped === undefined) out.entersTapped = true;
  // "Enters tapped unless …" / "you may pay N life; if you don't, it enters tapped": judged as a created object enters (614.1c, 614.12a).
  if (compiled.enters.tappedUnless && isSeed && explicit.entersTapped === undefined) out.entersTappedUnless = structuredClone(compiled.enters.tappedUnless);
  if (compiled.enters.tappedUnlessPaid && isSeed && explicit.entersTapped === undefined) out.entersTappedUnlessPaid = { ...compiled.enters.tappedUnlessPaid };
  const own = compiled.object.entersWithCounters as { text: string } | undefined;
  // A card in another zone that enters later (cast, put onto the battlefield) enters without "enters tapped":
  // the engine reads it only from objects created or described on the battlefield. Its "enters with N / X
  // counters" the engine applies as it enters (zones.ts).
  const later = compiled.entersText.filter((t) => t !== own?.text);
  if (!battlefield && !isSeed && later.length > 0) out.unmodelled = [...new Set([...((out.unmodelled as string[] | undefined) ?? []), ...clampStrings(later)])];
  return out;
}

interface Located {
  path: string;
  value: Json;
  /** Where the expanded object goes. */
  put: (v: Json) => void;
  /** An initial object (its static replacement effects join `replacements`) or a created one. */
  initial: boolean;
  index: number;
}

/**
 * Replaces every `card` in `objects` and in `create` actions. Unknown or ambiguous names are
 * problems at their path ("objects[0].card: no card has this name "Grizly Bear" (did you mean …)").
 */
export async function expandCards(json: unknown, resolve: CardResolver): Promise<Result<ExpandedScenario, ScenarioProblem[]>> {
  if (!usesCards(json) || !isObject(json)) return { ok: true, value: { json, notes: [], japaneseNames: new Map() } };
  const root: Json = { ...json };
  const found = locateCards(root);
  const problems: ScenarioProblem[] = [];
  const notes: CardNote[] = [];
  const japaneseNames = new Map<string, { en: string; ja: string }>();
  const replacements: Json[] = [];
  const cache = new Map<string, CardLookup>();
  // Several objects may be the same card: compiled once (merge deep-copies what it takes).
  const compiledByName = new Map<string, CompiledCard>();
  for (const at of found) {
    const lookup = await lookupCard(at, resolve, cache, problems);
    if (!lookup) continue;
    const card: CardRecord = lookup.card;
    const zone = typeof at.value.zone === 'string' ? at.value.zone.trim().toLowerCase() : 'battlefield';
    const battlefield = zone === 'battlefield';
    // A double-faced permanent named by its back face has that face up (712.8e-f); elsewhere the front (712.8a).
    const faceIndex = faceFor(card, lookup.match.face, battlefield);
    const key = `${card.name}\u0000${faceIndex}`;
    let compiled = compiledByName.get(key);
    if (!compiled) {
      compiled = compileCard(card, faceIndex);
      compiledByName.set(key, compiled);
    }
    // 614.12a: the creature type chosen as it entered ("chosenType"), or, for an instant or sorcery, the
    // one its controller chooses as it resolves (608.2d): the abilities and instructions naming "the
    // chosen type" work with it; not given, they are unmodelled (compile/chosen.ts).
    // "chosenColor": the color chosen as it entered ("As this enters, choose a color", 614.12a), as a color's name or letter.
    const { chosenType, chosenColor, ...given } = at.value;
    const type = typeof chosenType === 'string' ? creatureTypeNamed(chosenType) : null;
    const color = typeof chosenColor === 'string' ? colorNamed(chosenColor) : null;
    const chosen = type !== null ? { type } : color !== null ? { color } : null;
    if (chosenType !== undefined && (type === null || !compiled.chooses || !choiceFits(compiled, { type }))) {
      problems.push({ path: `${at.path}.chosenType`, code: 'chosen_type', params: {} });
      continue;
    }
    if (chosenColor !== undefined && (color === null || !compiled.chooses || !choiceFits(compiled, { color }))) {
      problems.push({ path: `${at.path}.chosenColor`, code: 'chosen_color', params: {} });
      continue;
    }
    const made = withChosenType(compiled, chosen);
    const object = merge(made, given, battlefield, !at.initial);
    // The schema's default id, made explicit: the replacement effects name it as their source.
    if (at.initial && object.id === undefined) object.id = `o${at.index + 1}`;
    const types = Array.isArray(object.types) ? object.types : [];
    if (types.includes('Creature') && battlefield && (object.power === null || object.toughness === null) && !hasCda(object)) {
      problems.push({ path: `${at.path}.card`, code: 'card_pt_unknown', params: { name: card.name } });
      continue;
    }
    const id = typeof object.id === 'string' ? object.id : at.path;
    if (at.initial && battlefield) {
      // 604.1 / 614.1: static abilities (and their replacement effects) work while it's on the battlefield.
      for (const r of made.replacements) replacements.push({ ...clampStrings(r), source: id, duration: 'while-source' });
    } else if (made.replacements.length > 0) {
      // A card entering later (or elsewhere): its replacement effects can't be set up from the start.
      const texts = made.replacements.map((r) => r.text).filter((t): t is string => typeof t === 'string').map(clampStrings);
      object.unmodelled = [...new Set([...(Array.isArray(object.unmodelled) ? (object.unmodelled as string[]) : []), ...texts])];
    }
    at.put(object);
    const unmodelled = Array.isArray(object.unmodelled) ? (object.unmodelled as unknown[]).filter((t): t is string => typeof t === 'string') : [];
    for (const text of unmodelled) if (!Array.isArray(at.value.unmodelled) || !at.value.unmodelled.includes(text)) notes.push({ object: id, card: card.name, ja: card.ja[0] ?? null, text });
    if (card.ja[0] && typeof object.name === 'string') japaneseNames.set(id, { en: object.name, ja: card.ja[0] });
  }
  if (problems.length > 0) return { ok: false, error: problems };
  if (replacements.length > 0) root.replacements = [...(Array.isArray(root.replacements) ? (root.replacements as unknown[]) : []), ...replacements];
  return { ok: true, value: { json: root, notes, japaneseNames } };
}

/** Every object with a `card` in `root` (copied so it can be replaced): the initial objects, then the objects `create` actions make. */
function locateCards(root: Json): Located[] {
  const found: Located[] = [];
  if (Array.isArray(root.objects)) {
    const objects = [...(root.objects as unknown[])];
    root.objects = objects;
    objects.forEach((o, i) => {
      if (isObject(o) && 'card' in o) found.push({ path: `objects[${i}]`, value: o, put: (v) => (objects[i] = v), initial: true, index: i });
    });
  }
  if (Array.isArray(root.actions)) {
    const actions = [...(root.actions as unknown[])];
    root.actions = actions;
    actions.forEach((a, i) => {
      if (isObject(a) && a.kind === 'create' && isObject(a.object) && 'card' in a.object) {
        found.push({ path: `actions[${i}].object`, value: a.object, put: (v) => (actions[i] = { ...a, object: v }), initial: false, index: i });
      }
    });
  }
  return found;
}

/** The card a located object names, looked up once per name; null (with the problem added) when there is none to use. */
async function lookupCard(at: Located, resolve: CardResolver, cache: Map<string, CardLookup>, problems: ScenarioProblem[]): Promise<Extract<CardLookup, { kind: 'found' }> | null> {
  const raw = at.value.card;
  if (typeof raw !== 'string' || cardQuery(raw) === '') {
    problems.push({ path: `${at.path}.card`, code: 'nonempty_string', params: { got: typeof raw === 'string' ? JSON.stringify(raw) : typeof raw } });
    return null;
  }
  const query = cardQuery(raw);
  let lookup = cache.get(query);
  if (!lookup) {
    lookup = await resolve(query);
    cache.set(query, lookup);
  }
  if (lookup.kind === 'none' && lookup.unavailable) {
    problems.push({ path: `${at.path}.card`, code: 'cards_unreachable', params: { name: query } });
    return null;
  }
  if (lookup.kind !== 'found') {
    // English names for English replies; Japanese ones (with the English name) for Japanese replies.
    const top = lookup.suggestions.slice(0, 5);
    const suggestions = top.map((s) => s.name);
    const suggestionsJa = top.map((s) => (s.ja ? `${s.ja} (${s.name})` : s.name));
    problems.push({ path: `${at.path}.card`, code: lookup.kind === 'ambiguous' ? 'ambiguous_card' : 'unknown_card', params: { name: query, suggestions, suggestionsJa } });
    return null;
  }
  return lookup;
}

function hasCda(o: Json): boolean {
  const statics = Array.isArray(o.statics) ? (o.statics as unknown[]) : [];
  return statics.some((s) => isObject(s) && Array.isArray(s.modifications) && (s.modifications as unknown[]).some((m) => isObject(m) && m.kind === 'set-pt-cda'));
}
