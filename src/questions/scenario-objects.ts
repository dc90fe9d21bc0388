/**
 * The Scenario's pieces made from what a question told (the /scenario JSON's input shapes): an
 * object for each thing told (its card, or what the words said of it), the objects a "creatures you
 * control" names (a selector), and the change an effect makes (a modification, 613).
 */
import { assertNever } from '../core/result.ts';
import { auraControl } from './control.ts';
import type { Keyword } from '../engine/types.ts';
import type { Change, GroupFilter, ParsedQuestion, Ref, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';
import type { FilterInput, ModificationInput, ObjectInput, ReplacementInput, SelectorInput } from './scenario-input.ts';

/** What a prevention or damage replacement watches (`to`, `from`): an object id, a player, a selector (614, 615). */
export type DamageMatchInput = NonNullable<Extract<ReplacementInput, { kind: 'prevent' }>['to']>;

function filterOf(f: GroupFilter): FilterInput {
  const out: FilterInput = { kind: 'filter', types: f.types };
  if (f.colors.length > 0) out.colors = f.colors;
  if (f.notColors.length > 0) out.notColors = f.notColors;
  if (f.notTypes.length > 0) out.notTypes = f.notTypes;
  if (f.subtypes.length > 0) out.subtypes = f.subtypes;
  if (f.controller) out.controller = f.controller;
  if (f.other) out.other = true;
  if (f.keywords.length > 0) out.keywords = f.keywords.map((k) => formatKeyword(k));
  return out;
}

/** The objects a reference names, as a selector (611.2c, 613). */
export function selectorOf(ref: Exclude<Ref, { kind: 'player' }>): SelectorInput {
  switch (ref.kind) {
    case 'things':
      return { kind: 'objects', ids: ref.ids };
    case 'group':
      return filterOf(ref.filter);
    default:
      return assertNever(ref);
  }
}

/** What a reference names as a prevention or replacement effect watches it: a player is "you" or "an opponent" of the effect's controller. */
export function damageMatchOf(ref: Ref): DamageMatchInput {
  return ref.kind === 'player' ? { kind: 'players', controller: ref.side === 'A' ? 'you' : 'opponent' } : selectorOf(ref);
}

export function modificationOf(c: Change): ModificationInput {
  switch (c.kind) {
    case 'modify-pt':
    case 'set-pt':
      return { kind: c.kind, power: c.power, toughness: c.toughness };
    case 'switch-pt':
    case 'lose-all-abilities':
      return { kind: c.kind };
    case 'add-keywords':
    case 'remove-keywords':
      return { kind: c.kind, keywords: c.keywords.map((k) => formatKeyword(k)) };
    case 'set-colors':
      return { kind: c.kind, colors: c.colors };
    case 'add-types':
    case 'set-types':
      return { kind: c.kind, types: c.types, ...(c.subtypes.length > 0 ? { subtypes: c.subtypes } : {}) };
    default:
      return assertNever(c);
  }
}

/**
 * `extra`'s fields over `base`'s, a list joined to the same field's list (quoted rules text adds its
 * abilities to what the card or the words already gave). Copied field by field, each value from the same
 * field of an object input, so the result is one: the single assertion says so, as Object.entries can't.
 */
export function joinFields(base: ObjectInput, extra: ObjectInput): ObjectInput {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(extra)) out[k] = Array.isArray(v) ? [...(Array.isArray(out[k]) ? out[k] : []), ...v] : v;
  return out as ObjectInput;
}

/** The Scenario object for a thing the question told: its card with what the words added, or the thing as described. */
export function objectOf(t: Thing, q: ParsedQuestion, label: string, sizes: ReadonlyMap<string, { power: number; toughness: number }> | undefined): ObjectInput {
  const card = q.cards[t.id];
  const quoted = q.quoted[t.id];
  const o: ObjectInput = { ...(card ? card.object : {}), id: t.id, controller: t.controller ?? 'A' };
  // A spell is in its caster's hand until cast; an instant or sorcery named but not cast stays there too.
  const types = card?.object.types ?? [];
  // (A permanent an earlier spell targets before it is cast — "I Unsummon my Elves and recast it" — starts on the
  // battlefield: the spell puts it where it is then cast from, 608.1, 601.2.)
  // (Cast only in an ask — "… Can I cast the Bolt now?" — it is cast after every event told: castAt counts them all.)
  const castAt = t.cast === true && !q.events.some((e) => e.kind === 'cast' && e.spell === t.id) ? q.events.length : q.events.findIndex((e) => e.kind === 'cast' && e.spell === t.id);
  const targetedBefore = castAt > 0 && q.events.slice(0, castAt).some((e) => e.kind === 'cast' && e.targets.includes(t.id));
  // A card the words put in another zone ("a creature in my graveyard", "Lightning Bolt in my graveyard"): there it
  // starts, no permanent (110.1) — an instant or sorcery too (issue 11: Regrowth's target was put in a hand, 404, 402).
  const toldZone = t.zone !== 'battlefield' && t.zone !== 'stack' ? t.zone : null;
  // Cast, it is cast from there (601.2a, 601.3: whether it may be is the engine's to say — "Lightning Bolt is in my
  // graveyard. Can I cast it?" was answered yes from a hand); "I Regrowth the Bolt in my graveyard and cast it": the
  // earlier spell puts it where it is cast from.
  if (toldZone !== null) o.zone = toldZone;
  else if (targetedBefore && !types.includes('Instant') && !types.includes('Sorcery')) o.zone = 'battlefield';
  else if (t.cast || types.includes('Instant') || types.includes('Sorcery')) o.zone = 'hand';
  if (!card) {
    o.name = label;
    o.types = t.types;
    if (t.subtypes.length > 0) o.subtypes = t.subtypes;
    if (t.colors.length > 0) o.colors = t.colors;
    o.power = t.power;
    o.toughness = t.toughness;
  } else {
    // Described additions on top of the card ("a Grizzly Bears with flying").
    if (t.colors.length > 0) o.colors = t.colors;
  }
  // A keyword the card already has is restated, not added again ("Branchblight Stalker with toxic 2" has toxic 2 once).
  const own = card?.object.keywords ?? [];
  const said = (k: unknown): string => (typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Keyword) : JSON.stringify(k)).toLowerCase();
  const keywords = [...own, ...t.keywords.map((k) => formatKeyword(k)).filter((k) => !own.some((x) => said(x) === said(k)))];
  if (quoted) {
    const { keywords: quotedKeywords, ...rest } = quoted.object;
    keywords.push(...(quotedKeywords ?? []));
    Object.assign(o, joinFields(o, rest));
  }
  if (keywords.length > 0) o.keywords = keywords;
  if (Object.keys(t.counters).length > 0) o.counters = t.counters;
  if (t.tapped) o.tapped = true;
  if (t.summoningSick) o.summoningSick = true;
  if (t.token) o.token = true;
  if (t.attachedTo) o.attachedTo = t.attachedTo;
  if (t.damage > 0) o.damage = t.damage;
  if (t.owner && t.owner !== t.controller) o.owner = t.owner;
  // "I control my opponent's Hill Giant with Control Magic": the control told is the Aura's (613.1b, layer 2), so
  // the creature's own controller is its owner and it goes back to them when the Aura leaves (611.3a: a static
  // ability's effect stops applying). Kept as told, it stayed the Aura's controller's (red team s16).
  if (t.owner && t.owner !== t.controller && q.things.some((a) => a.attachedTo === t.id && a.controller === t.controller && auraControl(q, a.id))) o.controller = t.owner;
  // "its trigger targets my Bears", "I target my opponent each time": the target chosen for its triggered
  // abilities (603.3d); one the ability can't take is no choice at all, and the engine stops as it would.
  const chosen = (q.triggerTargets ?? []).filter((x) => x.source === t.id).flatMap((x) => x.targets);
  if (chosen.length > 0 && Array.isArray(o.triggers)) {
    o.triggers = o.triggers.map((tr) => {
      const specs = tr.targets ?? [];
      const word = specs.length === 1 && typeof specs[0]!.word === 'string' ? specs[0]!.word : null;
      return word ? { ...tr, choose: { ...(tr.choose ?? {}), [word]: chosen } } : tr;
    });
  }
  // Told as a copy on the battlefield: the original's copiable values, its own card kept apart (707.2, 707.9b).
  const copying = q.copying?.[t.id];
  if (copying) o.copying = copying.values;
  if (!card && t.supertypes.length > 0) o.supertypes = t.supertypes;
  const size = sizes?.get(t.id);
  // (Half a size told, "with 0 toughness": only the half not told is tried, 208.1.)
  if (size) {
    o.power = t.power ?? size.power;
    o.toughness = t.toughness ?? size.toughness;
  }
  return o;
}
