/**
 * /layers's options -> a Scenario: one object (a description or a card name) and its effects in
 * the order they began, each a continuous effect with the next timestamp (613.7: timestamp order
 * within a layer), so the engine's layer breakdown (613.1-613.4) answers "what is it now?".
 *
 * Effects (English / Japanese):
 *   +2/+2 [until end of turn]     layer 7c  (613.4c)   「+2/+2 ターン終了時まで」
 *   becomes 0/1 / base P/T 0/1    layer 7b  (613.4b)   「0/1になる」
 *   +1/+1 counter / 2 -1/-1 counters   7c (613.4c)     「+1/+1カウンター2個」
 *   switch (power and toughness)  layer 7d  (613.4d)   「入れ替え」
 *   becomes blue / colorless      layer 5   (613.1e)   「青になる」
 *   becomes an artifact creature [in addition to its other types]  layer 4 (613.1d, 205.1a-b)
 *   gains flying / loses flying / loses all abilities   layer 6 (613.1f)  「飛行を得る」「すべての能力を失う」
 *   [white] creatures [you control] get +1/+1   (a static ability: its set is looked at continually, 611.3a)
 *   equipped with Colossus Hammer / enchanted by Rune of Flight   the card, attached then (613.7e)  「《…》を装備」
 */
import type { CardType, Color } from '../../engine/types.ts';
import type { Lang } from '../../core/lang.ts';
import type { Result } from '../../core/result.ts';
import { sm } from './messages.ts';
import { readKeywords } from './keywords.ts';
import { cardName, readObject } from './object.ts';
import type { ObjectSpec } from './object.ts';
import { MAX_PT, problemMessage } from './problems.ts';
import type { StructuredKey } from './messages.ts';
import { checkText, fail, optionLabel, quoted, splitItems } from './text.ts';
import type { StructuredError } from './text.ts';
import { lookupTable } from '../../core/table.ts';
import type { EffectInput, FilterInput, ModificationInput, ObjectInput, ScenarioInput } from '../scenario-input.ts';

export const LAYERS_OBJECT_MAX = 300;
export const LAYERS_EFFECTS_MAX = 1500;
export const MAX_EFFECTS = 20;
export const MAX_COUNTERS = 1000;

export interface LayersInput {
  object: unknown;
  effects?: unknown;
}

type Modification = ModificationInput;

export interface LayerEffect {
  text: string;
  /** Modifications applied to the object; or counters put on it. */
  modifications: Modification[];
  counters: { kind: string; amount: number } | null;
  untilEndOfTurn: boolean;
  /** A static ability's filter ("creatures you control get +1/+1"), else the object itself. */
  filter: FilterInput | null;
  /** An Equipment or Aura (a card name) attached to the object at this point. */
  attach: string | null;
}

export interface LayersSetup {
  scenario: ScenarioInput;
  object: ObjectSpec;
  effects: LayerEffect[];
}

function example(lang: Lang): string {
  return sm(lang, 'example.layers');
}

const COLORS: Record<string, Color> = lookupTable({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', 白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G' });
const TYPES: Record<string, CardType> = lookupTable({
  creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land',
  クリーチャー: 'Creature', アーティファクト: 'Artifact', エンチャント: 'Enchantment', 土地: 'Land',
});
const NUMBER_WORDS: Record<string, number> = lookupTable({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 });

type EffectRead = { ok: true; effect: LayerEffect } | { ok: false; key: 'effect_unknown' | 'effect_counter_count' | 'effect_pt_too_big'; params?: Record<string, number> } | { ok: false; key: 'effect_unsigned'; params: { p: number; t: number } };

const tooBig = (...ns: number[]): boolean => ns.some((n) => Math.abs(n) > MAX_PT);

/** "becomes a 4/4 green artifact creature [in addition to its other types]" / 「青になる」: the words after "becomes". */
function becomes(words: string[], text: string, untilEndOfTurn: boolean, inAddition: boolean): EffectRead {
  const mods: Modification[] = [];
  const colors: Color[] = [];
  const types: CardType[] = [];
  let colorless = false;
  for (const raw of words) {
    const w = raw.toLowerCase().replace(/の$/u, '');
    if (w === 'a' || w === 'an' || w === '') continue;
    const pt = /^(\d+)\/(\d+)$/.exec(w);
    if (pt) {
      const [p, t] = [Number(pt[1]), Number(pt[2])];
      if (tooBig(p, t)) return { ok: false, key: 'effect_pt_too_big', params: { max: MAX_PT } };
      mods.push({ kind: 'set-pt', power: p, toughness: t });
      continue;
    }
    if (w === 'colorless' || w === '無色') {
      colorless = true;
      continue;
    }
    const c = COLORS[w];
    if (c) {
      if (!colors.includes(c)) colors.push(c);
      continue;
    }
    const ty = TYPES[w.replace(/s$/, '')] ?? TYPES[w];
    if (ty) {
      if (!types.includes(ty)) types.push(ty);
      continue;
    }
    return { ok: false, key: 'effect_unknown' };
  }
  if (colorless && colors.length > 0) return { ok: false, key: 'effect_unknown' };
  // 613.1e layer 5; 105.2c: colorless is no color.
  if (colorless) mods.push({ kind: 'set-colors', colors: [] });
  if (colors.length > 0) mods.push({ kind: inAddition ? 'add-colors' : 'set-colors', colors });
  // 205.1a: a new card type replaces the old ones; 205.1b: "in addition to its other types" keeps them.
  if (types.length > 0) mods.push(inAddition ? { kind: 'add-types', types } : { kind: 'set-types', types });
  if (mods.length === 0) return { ok: false, key: 'effect_unknown' };
  return { ok: true, effect: { text, modifications: mods, counters: null, untilEndOfTurn, filter: null, attach: null } };
}

/** One effect as typed -> what it does. */
export function readEffect(typed: string): EffectRead {
  const text = typed.trim();
  let s = text.toLowerCase().replace(/[.。!！]+$/u, '').replace(/\s+/g, ' ').trim();
  let untilEndOfTurn = false;
  const eot = /(?:^|\s|,)(?:until end of turn|until the end of turn|this turn|until eot|eot)(?=\s|,|$)|ターン終了時まで(?:は)?|このターン/u;
  if (eot.test(s)) {
    untilEndOfTurn = true;
    s = s.replace(eot, ' ').replace(/\s+/g, ' ').trim().replace(/^,\s*|,$/g, '').trim();
  }
  s = s.replace(/^(?:then|and|it|target creature|this creature|the creature|その後|それは|そして)\s*,?\s*/u, '').trim();
  const eff = (modifications: Modification[], extra: Partial<LayerEffect> = {}): EffectRead => ({ ok: true, effect: { text, modifications, counters: null, untilEndOfTurn, filter: null, attach: null, ...extra } });

  // Layer 7c: +N/+M (gets +2/+2).
  const mod = /^(?:gets?\s+)?([+-]?\d+)\s*\/\s*([+-]?\d+)(?:\s*の修整を受ける)?$/u.exec(s);
  if (mod) {
    const [p, t] = [Number(mod[1]), Number(mod[2])];
    if (tooBig(p, t)) return { ok: false, key: 'effect_pt_too_big', params: { max: MAX_PT } };
    if (!/^[+-]/.test(mod[1]!) && !/^[+-]/.test(mod[2]!)) return { ok: false, key: 'effect_unsigned', params: { p, t } };
    return eff([{ kind: 'modify-pt', power: p, toughness: t }]);
  }
  // Counters (613.4c; 122.1): "+1/+1 counter", "two -1/-1 counters", 「+1/+1カウンター2個」.
  const counterEn = /^(?:(?:put|puts|gets?|with)\s+)?(?:(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+)?([+-]\d+\/[+-]\d+)\s+counters?(?:\s+on it)?$/.exec(s);
  const counterJa = /^(?:(\d+)\s*(?:個|つ)の\s*)?([+-]\d+\/[+-]\d+)\s*カウンター\s*(?:を|が)?\s*(?:(\d+)\s*(?:個|つ))?\s*(?:置く|置かれる|乗る|を置く)?$/u.exec(s);
  if (counterEn || counterJa) {
    const kind = (counterEn ?? counterJa)![2]!;
    const n = counterEn ? (counterEn[1] ? (NUMBER_WORDS[counterEn[1]] ?? Number(counterEn[1])) : 1) : Number(counterJa![1] ?? counterJa![3] ?? 1);
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_COUNTERS) return { ok: false, key: 'effect_counter_count', params: { max: MAX_COUNTERS } };
    if (kind !== '+1/+1' && kind !== '-1/-1') {
      // Other P/T counters (+1/+0, +0/+2 …) exist too (122.1a); they are kept under their own name.
      const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind)!;
      if (tooBig(Number(m[1]), Number(m[2]))) return { ok: false, key: 'effect_pt_too_big', params: { max: MAX_PT } };
    }
    return { ok: true, effect: { text, modifications: [], counters: { kind, amount: n }, untilEndOfTurn: false, filter: null, attach: null } };
  }
  // Equipment and Auras by card name: attached now, so they get this timestamp (613.7e).
  const attach = /^(?:is\s+|gets\s+|becomes\s+)?(?:equipped with|enchanted (?:by|with)|attached to)\s+(.+)$/i.exec(text.replace(/[.。]+$/u, '').trim()) ?? /^(.+?)(?:を(?:装備(?:する|した)?|つける|付ける)|が(?:つけられる|付けられる|つく)|でエンチャントされる)$/u.exec(text.replace(/[.。]+$/u, '').trim());
  if (attach) {
    const name = cardName(attach[1]!.replace(/^(?:an?|the)\s+/i, '').replace(/^[《"“「](.*)[》"”」]$/u, '$1'));
    if (!name) return { ok: false, key: 'effect_unknown' };
    return { ok: true, effect: { text, modifications: [], counters: null, untilEndOfTurn: false, filter: null, attach: name } };
  }
  // Layer 7d: switch.
  if (/^(?:switch(?:es)?|swaps?|exchanges?)(?:\s+(?:its|their|the))?(?:\s+(?:power and toughness|p\/t|pt))?$|^(?:パワーとタフネスを|p\/tを)?入れ替え(?:る|た)?$/u.test(s)) {
    return eff([{ kind: 'switch-pt' }]);
  }
  // Layer 6: loses all abilities / loses / gains keywords.
  if (/^(?:loses|lose) all abilities$|^(?:すべての|全ての)能力を失う$/u.test(s)) return eff([{ kind: 'lose-all-abilities' }]);
  const lose = /^(?:loses|lose)\s+(.+)$/.exec(s) ?? /^(.+?)を失う$/u.exec(s);
  if (lose) {
    const kw = readKeywords(lose[1]!.split(/[\s、,・]+/u));
    return kw.ok ? eff([{ kind: 'remove-keywords', keywords: kw.keywords }]) : { ok: false, key: 'effect_unknown' };
  }
  const gain = /^(?:gains|gain|has|have|gets|get)\s+(.+)$/.exec(s) ?? /^(.+?)を(?:得る|獲得する|持つ)$/u.exec(s);
  if (gain) {
    const kw = readKeywords(gain[1]!.split(/[\s、,・]+/u));
    return kw.ok ? eff([{ kind: 'add-keywords', keywords: kw.keywords }]) : { ok: false, key: 'effect_unknown' };
  }
  // Anthems: "[white] creatures [you control] get +1/+1" (611.3a: the set is looked at continually).
  const anthem =
    /^(?:all\s+)?(?:(white|blue|black|red|green)\s+)?creatures(?:\s+(you control|your opponents control))?\s+gets?\s+([+-]\d+)\/([+-]\d+)$/.exec(s) ??
    /^(あなたがコントロールする)?(?:(白|青|黒|赤|緑)の?)?クリーチャー(?:すべて)?(?:は|が)?\s*([+-]\d+)\/([+-]\d+)(?:の修整を受ける)?$/u.exec(s);
  if (anthem) {
    const isJa = /クリーチャー/u.test(s);
    const color = isJa ? anthem[2] : anthem[1];
    const controller = isJa ? (anthem[1] ? 'you' : undefined) : anthem[2] === 'you control' ? 'you' : anthem[2] ? 'opponent' : undefined;
    const [p, t] = [Number(anthem[3]), Number(anthem[4])];
    if (tooBig(p, t)) return { ok: false, key: 'effect_pt_too_big', params: { max: MAX_PT } };
    const filter: FilterInput = { kind: 'filter', types: ['Creature'], ...(color ? { colors: [COLORS[color]!] } : {}), ...(controller ? { controller } : {}) };
    return eff([{ kind: 'modify-pt', power: p, toughness: t }], { filter });
  }
  // Layers 4, 5, 7b: "becomes …" / "is … in addition to its other types" / 「…になる」.
  const inAddition = /\s*(?:in addition to its other (?:types|colors)|as well|too)$|^(?:追加で|加えて)/u.test(s);
  const core = s.replace(/\s*(?:in addition to its other (?:types|colors)|as well|too)$/u, '').replace(/^(?:追加で|加えて)\s*/u, '');
  const en = /^(?:becomes|become|is|base (?:power and toughness|p\/t)(?:\s+(?:is|are|becomes?))?|has base power and toughness)\s+(.+)$/.exec(core);
  if (en) return becomes(en[1]!.split(' '), text, untilEndOfTurn, inAddition || /^is\s/.test(core) && /\s(?:also|still)\s/.test(core));
  const ja = /^(?:基本の?(?:パワーとタフネス|p\/t)(?:が|は|を)?\s*)?(.+?)\s*(?:になる|にする|になった|である)$/u.exec(core);
  if (ja) return becomes(ja[1]!.split(/[\s・]+/u), text, untilEndOfTurn, inAddition);
  return { ok: false, key: 'effect_unknown' };
}

/** Reads the object option: one object, keywords after it joined to it. */
function readTheObject(text: string, lang: Lang): Result<ObjectSpec, StructuredError> {
  const items = splitItems(text);
  let spec: ObjectSpec | null = null;
  for (const item of items) {
    const r = readObject(item);
    if (r.kind === 'error') return { ok: false, error: problemMessage(r.problem, 'object', item, lang) };
    if (r.kind === 'keywords') {
      if (!spec) return { ok: false, error: problemMessage({ code: 'keywords_alone' }, 'object', item, lang) };
      for (const k of r.keywords) if (!spec.keywords.includes(k)) spec.keywords.push(k);
      continue;
    }
    if (spec) return fail('bad_input', sm(lang, 'object_many'));
    spec = r.spec;
  }
  if (!spec) return fail('empty_input', sm(lang, 'empty', { option: optionLabel(lang, 'object'), example: example(lang) }));
  const err = (code: StructuredKey, extra: Record<string, string | number> = {}) => ({ ok: false as const, error: problemMessage({ code }, 'object', spec.text, lang, extra) });
  if (spec.count !== 1) return fail('bad_input', sm(lang, 'object_many'));
  if (spec.blocks !== null) return { ok: false, error: problemMessage({ code: 'unknown_word', word: 'blocks' }, 'object', spec.text, lang) };
  if (spec.name === null && spec.pt === null && spec.types.length === 0) return fail('bad_input', sm(lang, 'object_none', { item: quoted(spec.text, lang) }));
  if (spec.pt) {
    const { power, toughness } = spec.pt;
    if (Math.abs(power) > MAX_PT || Math.abs(toughness) > MAX_PT) return err('pt_too_big');
    if (spec.damage > 0 && spec.damage >= toughness) return err('damage_lethal', { damage: spec.damage, toughness });
  }
  if (spec.damage > MAX_PT) return err('pt_too_big');
  return { ok: true, value: spec };
}

/** Effects: items in order; keywords alone after a "gains"/"loses" join it ("gains flying, trample"). */
function readEffects(text: string, lang: Lang): Result<LayerEffect[], StructuredError> {
  const items = splitItems(text, /[,;、；\n]/).flatMap((i) => i.split(/\s+then\s+|その後/iu)).map((i) => i.trim()).filter(Boolean);
  if (items.length === 0) return { ok: false, error: { code: 'bad_input', message: sm(lang, 'effect_unknown', { item: quoted(text, lang) }) } };
  const effects: LayerEffect[] = [];
  for (const item of items) {
    const r = readEffect(item);
    if (!r.ok) {
      const last = effects[effects.length - 1];
      const kinds = last?.modifications.map((m) => m.kind) ?? [];
      const kw = readKeywords(item.split(/\s+/));
      if (last && kw.ok && (kinds.includes('add-keywords') || kinds.includes('remove-keywords'))) {
        const m = last.modifications.find((x) => x.kind === 'add-keywords' || x.kind === 'remove-keywords')!;
        const list = m.keywords as string[];
        for (const k of kw.keywords) if (!list.includes(k)) list.push(k);
        last.text = `${last.text}, ${item}`;
        continue;
      }
      return { ok: false, error: { code: 'bad_input', message: sm(lang, r.key, { item: quoted(item, lang), max: MAX_PT, ...(r.params ?? {}) }) } };
    }
    effects.push(r.effect);
  }
  if (effects.length > MAX_EFFECTS) return fail('bad_input', sm(lang, 'too_many', { what: optionLabel(lang, 'effects'), count: effects.length, max: MAX_EFFECTS, example: example(lang) }));
  return { ok: true, value: effects };
}

export function parseLayers(input: LayersInput, lang: Lang): Result<LayersSetup, StructuredError> {
  const ex = example(lang);
  const o = checkText(input.object, { option: 'object', example: ex, max: LAYERS_OBJECT_MAX }, lang);
  if (!o.ok) return o;
  const hasEffects = typeof input.effects === 'string' ? input.effects.trim() !== '' : input.effects !== undefined && input.effects !== null;
  const e = hasEffects ? checkText(input.effects, { option: 'effects', example: ex, max: LAYERS_EFFECTS_MAX }, lang) : ({ ok: true, value: '' } as const);
  if (!e.ok) return e;
  const object = readTheObject(o.value, lang);
  if (!object.ok) return object;
  const effects = e.value === '' ? ({ ok: true as const, value: [] as LayerEffect[] }) : readEffects(e.value, lang);
  if (!effects.ok) return effects;

  const spec = object.value;
  const counters: Record<string, number> = {};
  for (const ef of effects.value) {
    if (!ef.counters) continue;
    counters[ef.counters.kind] = (counters[ef.counters.kind] ?? 0) + ef.counters.amount;
    if (counters[ef.counters.kind]! > MAX_COUNTERS) return fail('bad_input', sm(lang, 'effect_counter_count', { item: quoted(ef.text, lang), max: MAX_COUNTERS }));
  }
  const types = spec.types.length > 0 ? spec.types : spec.pt ? ['Creature'] : [];
  const obj: ObjectInput =
    spec.name !== null
      ? { id: 'obj', card: spec.name, timestamp: 1 }
      : {
          id: 'obj',
          types,
          ...(spec.colors.length > 0 ? { colors: spec.colors } : {}),
          power: spec.pt?.power ?? null,
          toughness: spec.pt?.toughness ?? null,
          ...(spec.keywords.length > 0 ? { keywords: spec.keywords } : {}),
          timestamp: 1,
        };
  if (spec.damage > 0) obj.damage = spec.damage;
  if (Object.keys(counters).length > 0) obj.counters = counters;
  const scenarioEffects: EffectInput[] = [];
  let ts = 1;
  if (spec.name !== null && spec.keywords.length > 0) {
    // Keywords typed after a card name: granted (layer 6) before the listed effects, so the card keeps its own.
    ts += 1;
    scenarioEffects.push({ id: 'e0', text: `${spec.name} has ${spec.keywords.join(', ')}.`, affects: { kind: 'objects', ids: ['obj'] }, modifications: [{ kind: 'add-keywords', keywords: spec.keywords }], timestamp: ts });
  }
  const attached: ObjectInput[] = [];
  effects.value.forEach((ef, i) => {
    if (ef.counters) return;
    ts += 1;
    if (ef.attach !== null) {
      // 613.7e: an Equipment or Aura gets a new timestamp when it becomes attached; its static abilities have it (613.7a).
      attached.push({ id: `att${attached.length + 1}`, card: ef.attach, attachedTo: 'obj', timestamp: ts });
      return;
    }
    scenarioEffects.push({
      id: `e${i + 1}`,
      text: ef.text,
      affects: ef.filter ?? { kind: 'objects', ids: ['obj'] },
      modifications: ef.modifications,
      duration: { kind: ef.untilEndOfTurn ? 'end-of-turn' : 'indefinite' },
      timestamp: ts,
      // 611.2c: a resolved spell's effect keeps affecting the object it began with; 611.3a: a static ability's set is re-evaluated.
      locked: ef.filter === null,
    });
  });
  const scenario: ScenarioInput = { objects: [obj, ...attached], ...(scenarioEffects.length > 0 ? { effects: scenarioEffects } : {}) };
  return { ok: true, value: { scenario, object: spec, effects: effects.value } };
}
