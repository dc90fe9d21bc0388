/**
 * Choices a cast needs that the question didn't say, made only where one reading is possible (and
 * said in the restatement), else left for the answer to ask back: the one object a spell could target
 * (115.1), a plain object of the kind its target word asks for when only timing is asked, and the
 * permanent an additional sacrifice cost (118.8, 601.2h) is paid with.
 */
import type { Lang } from '../core/lang.ts';
import type { ParsedQuestion, Side } from './types.ts';
import { other } from './control.ts';
import { compiled } from './spell-abilities.ts';
import { wordsFor } from './locales/index.ts';
import type { ActionInput, CastOrActivate, ObjectInput } from './scenario-input.ts';

/**
 * A target the question didn't say: deduced (the only one it could have, onlyTarget) or assumed (a plain one of its
 * kind, someTarget). An assumed one is a choice of ours: nothing it leads to may be reported as an outcome, and a run
 * where the spell resolved with it is asked back (answer-run.ts).
 */
export interface ImpliedTarget {
  spell: string;
  target: string;
  assumed: boolean;
}

/** The one object on the battlefield the spell's (single) target could be, if exactly one. */
export function onlyTarget(q: ParsedQuestion, spell: string, caster: Side, objects: ObjectInput[], stackSpells: readonly string[], responding = false): string | null {
  const specs = compiled(q, spell)?.spell?.targets ?? [];
  if (specs.length !== 1 || specs[0]!.players !== undefined || !specs[0]!.objects) return null;
  const f = specs[0]!.objects;
  // "target attacking creature": whether a told creature is attacking isn't judged here (506.4).
  if (f.combat !== undefined) return null;
  // "They cast Counterspell" (target spell): a spell on the stack (115.1), not a permanent — the one
  // spell there when only one is; with more, which one is asked back.
  const zone = f.zone ?? 'battlefield';
  if (zone !== 'battlefield' && zone !== 'stack') return null;
  const candidates = zone === 'stack' ? objects.filter((o) => stackSpells.includes(String(o.id))) : objects.filter((o) => (o.zone ?? 'battlefield') === 'battlefield');
  const fits = candidates.filter((o) => {
    if (o.id === spell) return false;
    const types = o.types ?? [];
    if (f.types && !f.types.some((t) => types.includes(t))) return false;
    if (f.controller === 'you' && o.controller !== caster) return false;
    if (f.controller === 'opponent' && o.controller === caster) return false;
    return true;
  });
  if (fits.length === 1) return String(fits[0]!.id);
  // 「それに対応して私がもう1枚《対抗呪文》」 "in response, I Counterspell": a spell that can target only a spell, told as
  // cast in response with no target said, targets the spell it responds to — the top of the stack (117.7, 405.2), when
  // that one may be its target; never one further down.
  const top = stackSpells.at(-1);
  if (responding && zone === 'stack' && top !== undefined && fits.some((o) => String(o.id) === top)) return top;
  return null;
}

/**
 * "I have Grizzly Bears. Their Lightning Bolt is on the stack. Does my Grizzly Bears die?": a spell told only as waiting
 * on the stack, with no target said, when an object the question told could be its target (115.1) — which one it
 * targets can change what the question asks, so it is asked back rather than assumed (someTarget assumes one only when
 * nothing told could be it, or only timing is asked).
 */
export function toldCouldBeTarget(q: ParsedQuestion, spell: string, caster: Side, objects: ObjectInput[]): boolean {
  const specs = compiled(q, spell)?.spell?.targets ?? [];
  return specs.some((spec) => {
    const f = spec.objects;
    if (!f) return false;
    if ((f.zone ?? 'battlefield') !== 'battlefield') return true;
    return objects.some((o) => {
      if (o.id === spell || String(o.id).startsWith('implied-target') || (o.zone ?? 'battlefield') !== 'battlefield') return false;
      if (f.types && !f.types.some((t) => (o.types ?? []).includes(t))) return false;
      if (f.controller === 'you' && o.controller !== caster) return false;
      if (f.controller === 'opponent' && o.controller === caster) return false;
      return true;
    });
  });
}

/**
 * "Can I cast Giant Growth during my opponent's end step?": a question of timing that names no
 * target, with nothing on the board the spell could target. The target is then a plain object of
 * the kind its target word asks for (a creature, a player …), said in the restatement; a target
 * with more requirements than its kind and controller ("target tapped creature", "target spell")
 * is not assumed: the question is asked back.
 */
export function someTarget(q: ParsedQuestion, spell: string, caster: Side, objects: ObjectInput[], lang: Lang, premise = false, ability?: number): string | null {
  // (`ability`: an activated ability of the object instead of its spell — 602.2b applies 601.2c.)
  const specs = ability !== undefined ? (compiled(q, spell)?.activated?.[ability]?.targets ?? []) : (compiled(q, spell)?.spell?.targets ?? []);
  if (specs.length !== 1) return null;
  const spec = specs[0]!;
  if (spec.players === 'any' || spec.players === 'opponent') return other(caster);
  if (spec.players === 'you') return caster;
  const f = spec.objects;
  if (!f || f.kind !== 'filter' || Object.keys(f).some((k) => k !== 'kind' && k !== 'types' && k !== 'controller')) return null;
  const permanent = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
  // A spell told only as being on the stack ("Krosan Grip is on the stack") targets something of
  // one of the kinds it may; which one doesn't change what can be done in response.
  const all = f.types ?? ['Creature'];
  const types = premise ? all.filter((t) => permanent.includes(t)).slice(0, 1) : all;
  if (types.length !== 1 || !permanent.includes(types[0]!)) return null;
  const controller = f.controller === 'opponent' ? other(caster) : caster;
  const t = types[0]!;
  const same = objects.find((o) => String(o.id).startsWith('implied-target') && o.types?.[0] === t && o.controller === controller);
  if (same) return String(same.id);
  const id = `implied-target-${objects.filter((o) => String(o.id).startsWith('implied-target')).length + 1}`;
  const o: ObjectInput = { id, name: wordsFor(lang).assumedObject(t), types: [t], controller };
  if (t === 'Creature') Object.assign(o, { power: 1, toughness: 1 });
  if (t === 'Planeswalker') Object.assign(o, { counters: { loyalty: 1 } });
  objects.push(o);
  return id;
}

/**
 * A sacrifice cost paid with the one permanent told that fits, or the cost the question must be asked about, or (`none`)
 * a cost the question says can't be paid: left unpaid for the engine to refuse (118.3, 601.2h).
 */
export type ImpliedSacrifice = { sacrificed: string[] } | { needs: { spell: string; cost: string; told: number; ability?: true } } | { none: true };

/**
 * "I cast Village Rites": its additional cost (118.8) "sacrifice a creature" is paid as it is cast
 * (601.2h), with a permanent its caster chooses. Unsaid, the cost is paid with the one permanent
 * told that could pay it (the restatement says so); with none told, or several, or a cost whose
 * requirements the question's objects can't be checked against, the question is asked back —
 * the asker may well control a creature they didn't mention, so "can't be cast" would be a guess.
 */
export function impliedSacrifice(q: ParsedQuestion, spell: string, caster: Side, cast: CastOrActivate, objects: ObjectInput[], actions: readonly ActionInput[], ability?: number): ImpliedSacrifice | null {
  // (`ability`: an activated ability's "Sacrifice a creature:" cost instead of a spell's additional cost — 602.2b applies 601.2h.)
  const body = ability !== undefined ? compiled(q, spell)?.activated?.[ability] : compiled(q, spell)?.spell;
  const sc = body?.sacrificeCost;
  if (!sc || cast.sacrifice !== undefined) return null;
  const f = sc.filter;
  // ("another": the source itself is never among those told that fit, below.)
  const checkable = Object.keys(f).every((k) => k === 'kind' || k === 'types' || k === 'subtypes' || k === 'other');
  // Permanents already gone by this point of the story can't be sacrificed (701.21a).
  const gone = new Set(actions.flatMap((a) => (['destroy', 'exile', 'sacrifice', 'move', 'return-to-hand'].includes(a.kind) && 'object' in a && typeof a.object === 'string' ? [a.object] : [])));
  const targets = new Set(Object.values(cast.targets ?? {}).flat().map(String));
  const fits = objects.filter((o) => {
    if ((o.zone ?? 'battlefield') !== 'battlefield' || o.controller !== caster || o.id === spell || gone.has(String(o.id))) return false;
    const types = o.types ?? [];
    const subtypes = o.subtypes ?? [];
    if (Array.isArray(f.types) && !f.types.some((t) => types.includes(t))) return false;
    if (Array.isArray(f.subtypes) && !f.subtypes.some((t) => subtypes.includes(t))) return false;
    return true;
  });
  // The spell's own target is a legal choice (601.2c comes before 601.2h), but one the asker
  // rarely means: sacrificing it is not assumed.
  const want = sc.count ?? 1;
  if (checkable && fits.length === want && !fits.some((o) => targets.has(String(o.id)))) {
    return { sacrificed: fits.map((o) => String(o.id)) };
  }
  // "I control no creatures", 「クリーチャーがいない」: with fewer told than the cost takes and the rest said not to be
  // there, it can't be paid (118.3) — a fact of the question, not an assumption.
  // (Not after anything of the story that could have put one onto the battlefield: a spell, an ability, a token.)
  const later = actions.some((a) => ['cast', 'activate', 'create', 'move', 'play-land', 'copy-spell', 'turn-face-up'].includes(a.kind));
  if (fits.length < want && !later && toldNone(q, caster, f)) return { none: true };
  return { needs: { spell, cost: sc.text ?? '', told: fits.length, ...(ability !== undefined ? { ability: true as const } : {}) } };
}

/**
 * Whether the question says the caster has no permanents beyond those it describes that could pay a sacrifice cost
 * with filter `f` (ir.ts `absentKinds`): a statement of that player's (or nobody's) of a kind every permanent the filter
 * takes is ("no creatures" for "sacrifice a creature" or "a Goblin creature"; not "no Goblins" for "a creature").
 */
function toldNone(q: ParsedQuestion, caster: Side, f: { types?: unknown; subtypes?: unknown }): boolean {
  const types = Array.isArray(f.types) ? (f.types as string[]) : [];
  const subtypes = Array.isArray(f.subtypes) ? (f.subtypes as string[]) : [];
  return (q.absentKinds ?? []).some((a) => (a.controller === null || a.controller === caster) && a.types.every((t) => types.length > 0 && types.every((x) => x === t)) && a.subtypes.every((t) => subtypes.length > 0 && subtypes.every((x) => x === t)));
}
