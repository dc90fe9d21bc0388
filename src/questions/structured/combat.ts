/**
 * /combat's options -> a Scenario (the JSON src/scenario/schema.ts parses). Attackers are player A's,
 * blockers player B's; the attackers attack B (506.2, the only opponent), the blockers block as
 * told (509.1a: each chooses which attacker it blocks — with one attacker, that one), and every
 * combat damage step is run. Card names become `{ "card": … }` objects, resolved on the same path
 * as /scenario; keywords added to a named card are a layer-6 effect, so the card keeps its own.
 *
 * Set-ups that can't happen are refused with the reason, not run: toughness 0 or less (704.5f),
 * damage marked at or over toughness (704.5g), a blocker naming an attacker that isn't there.
 */
import type { Lang } from '../../core/lang.ts';
import type { Result } from '../../core/result.ts';
import { sm } from './messages.ts';
import type { StructuredKey } from './messages.ts';
import { readObject } from './object.ts';
import type { ObjectSpec } from './object.ts';
import { MAX_PT, problemMessage } from './problems.ts';
import { checkText, fail, optionLabel, splitItems } from './text.ts';
import type { OptionName, StructuredError } from './text.ts';
import type { ActionInput, EffectInput, ObjectInput, ScenarioInput } from '../scenario-input.ts';

/** Characters in one option (Discord allows 6000; a board is much shorter). */
export const COMBAT_OPTION_MAX = 1000;
/** Creatures per side: enough for any real board, and keeps the trace readable. */
export const MAX_PER_SIDE = 12;

export interface CombatInput {
  attackers: unknown;
  blockers?: unknown;
}

export interface CombatCreature {
  id: string;
  spec: ObjectSpec;
}

export interface CombatSetup {
  scenario: ScenarioInput;
  attackers: CombatCreature[];
  blockers: CombatCreature[];
}

export function example(lang: Lang): string {
  return sm(lang, 'example.combat');
}

/** Reads one side: items -> creature specs (keyword-only items join the creature before them). */
export function readSide(text: string, option: OptionName, lang: Lang): Result<ObjectSpec[], StructuredError> {
  const items = splitItems(text).flatMap((item) => item.split(/\s+(?:and|&|と)\s+(?=(?:an?\s+)?[+-]?\d+\/)/iu));
  if (items.length === 0) return { ok: false, error: problemMessage({ code: 'not_a_name' }, option, text, lang) };
  const specs: ObjectSpec[] = [];
  for (const item of items) {
    const r = readObject(item);
    if (r.kind === 'error') return { ok: false, error: problemMessage(r.problem, option, item, lang) };
    if (r.kind === 'keywords') {
      const last = specs[specs.length - 1];
      if (!last) return { ok: false, error: problemMessage({ code: 'keywords_alone' }, option, item, lang) };
      for (const k of r.keywords) if (!last.keywords.includes(k)) last.keywords.push(k);
      continue;
    }
    specs.push(r.spec);
  }
  return { ok: true, value: specs };
}

/** What can't be true of a creature in combat, checked before anything runs. */
function checkCreature(spec: ObjectSpec, option: OptionName, lang: Lang): StructuredError | null {
  const err = (code: StructuredKey, extra: Record<string, string | number> = {}): StructuredError => problemMessage({ code }, option, spec.text, lang, extra);
  if (spec.name === null && spec.pt === null) return err('not_a_name');
  if (spec.pt) {
    const { power, toughness } = spec.pt;
    if (Math.abs(power) > MAX_PT || Math.abs(toughness) > MAX_PT) return err('pt_too_big');
    // Negative power is printed on real cards (a -1/3 deals no combat damage, 510.1a); toughness 0 or less is not a creature that can fight.
    if (toughness <= 0) return err('toughness_zero', { toughness });
    if (spec.damage >= toughness) return err('damage_lethal', { damage: spec.damage, toughness });
  }
  if (spec.damage > MAX_PT) return err('pt_too_big');
  if (option === 'attackers' && spec.blocks !== null) return err('blocks_in_attackers');
  return null;
}

function expand(specs: ObjectSpec[], prefix: string): CombatCreature[] {
  const out: CombatCreature[] = [];
  for (const spec of specs) for (let i = 0; i < spec.count; i++) out.push({ id: `${prefix}${out.length + 1}`, spec });
  return out;
}

/** A Scenario object for a creature; a card name is looked up on the /scenario path. */
function scenarioObject(c: CombatCreature, controller: 'A' | 'B'): ObjectInput {
  const s = c.spec;
  const base: ObjectInput = { id: c.id, controller };
  if (s.damage > 0) base.damage = s.damage;
  if (s.name !== null) return { ...base, card: s.name };
  const types = s.types.includes('Creature') ? s.types : [...s.types, 'Creature'];
  return {
    ...base,
    types,
    ...(s.colors.length > 0 ? { colors: s.colors } : {}),
    power: s.pt!.power,
    toughness: s.pt!.toughness,
    ...(s.keywords.length > 0 ? { keywords: s.keywords } : {}),
  };
}

/** Keywords given to a named card: they are granted by an effect (layer 6, 613.1f), so the card keeps its own. */
function grantedKeywords(creatures: CombatCreature[]): EffectInput[] {
  return creatures
    .filter((c) => c.spec.name !== null && c.spec.keywords.length > 0)
    .map((c) => ({
      id: `${c.id}-keywords`,
      text: `${c.spec.name} has ${c.spec.keywords.join(', ')}.`,
      affects: { kind: 'objects', ids: [c.id] },
      modifications: [{ kind: 'add-keywords', keywords: c.spec.keywords }],
    }));
}

export function parseCombat(input: CombatInput, lang: Lang): Result<CombatSetup, StructuredError> {
  const ex = example(lang);
  const a = checkText(input.attackers, { option: 'attackers', example: ex, max: COMBAT_OPTION_MAX }, lang);
  if (!a.ok) return a;
  const hasBlockers = typeof input.blockers === 'string' ? input.blockers.trim() !== '' : input.blockers !== undefined && input.blockers !== null;
  const b = hasBlockers ? checkText(input.blockers, { option: 'blockers', example: ex, max: COMBAT_OPTION_MAX }, lang) : ({ ok: true, value: '' } as const);
  if (!b.ok) return b;

  const attackerSpecs = readSide(a.value, 'attackers', lang);
  if (!attackerSpecs.ok) return attackerSpecs;
  const blockerSpecs = b.value === '' ? ({ ok: true as const, value: [] as ObjectSpec[] }) : readSide(b.value, 'blockers', lang);
  if (!blockerSpecs.ok) return blockerSpecs;

  for (const [specs, option] of [[attackerSpecs.value, 'attackers'], [blockerSpecs.value, 'blockers']] as const) {
    const total = specs.reduce((n, s) => n + s.count, 0);
    if (total > MAX_PER_SIDE) {
      return fail('bad_input', sm(lang, 'too_many', { what: optionLabel(lang, option), count: total, max: MAX_PER_SIDE, example: ex }));
    }
    for (const s of specs) {
      const e = checkCreature(s, option, lang);
      if (e) return { ok: false, error: e };
    }
  }
  if (attackerSpecs.value.length === 0) return fail('empty_input', sm(lang, 'empty', { option: optionLabel(lang, 'attackers'), example: ex }));

  const attackers = expand(attackerSpecs.value, 'a');
  const blockers = expand(blockerSpecs.value, 'b');
  const blocks: { object: string; blocks: string[] }[] = [];
  for (const blocker of blockers) {
    const said = blocker.spec.blocks;
    if (said === null) {
      if (attackers.length > 1) return fail('bad_input', sm(lang, 'blocks_missing', { count: attackers.length }));
      blocks.push({ object: blocker.id, blocks: [attackers[0]!.id] });
      continue;
    }
    const seen = new Set<number>();
    for (const n of said) {
      if (n < 1 || n > attackers.length) return { ok: false, error: problemMessage({ code: 'blocks_unknown' }, 'blockers', blocker.spec.text, lang, { n, count: attackers.length }) };
      if (seen.has(n)) return { ok: false, error: problemMessage({ code: 'blocks_duplicate' }, 'blockers', blocker.spec.text, lang, { n }) };
      seen.add(n);
    }
    blocks.push({ object: blocker.id, blocks: said.map((n) => attackers[n - 1]!.id) });
  }

  const effects = grantedKeywords([...attackers, ...blockers]);
  const declareBlockers: ActionInput[] = blocks.length > 0 ? [{ kind: 'declare-blockers', blockers: blocks }] : [];
  const scenario: ScenarioInput = {
    objects: [...attackers.map((c) => scenarioObject(c, 'A')), ...blockers.map((c) => scenarioObject(c, 'B'))],
    ...(effects.length > 0 ? { effects } : {}),
    actions: [{ kind: 'declare-attackers', attackers: attackers.map((c) => ({ object: c.id })) }, ...declareBlockers, { kind: 'combat-damage', all: true }],
  };
  return { ok: true, value: { scenario, attackers, blockers } };
}
