/**
 * Scenario -> the engine's input: a GameState and the list of Actions. Checks every
 * cross-reference the schema can't (ids that must name an object, a player or an effect; duplicate
 * ids), each reported with its path like the schema's problems. Gives every object and effect a
 * timestamp (in listed order: objects first, then effects, 613.7) unless the scenario gave one, and
 * every object a label for the trace: its name, or "a 3/3 green Creature" when it has none.
 */
import { assertNever } from '../core/result.ts';
import type {
  Action,
  CardType,
  Characteristics,
  Color,
  ContinuousEffect,
  EffectInput,
  GameObject,
  GameState,
  Keyword,
  Modification,
  ObjectId,
  ObjectSeed,
  PlayerState,
  Selector,
  StaticAbility,
} from '../engine/types.ts';
import { hasKeyword } from '../engine/keywords.ts';
import { supertypesMatch } from '../engine/layers/select.ts';
import { comparesStats, statsMatch } from '../engine/compare.ts';
import type { Result } from '../core/result.ts';
import type { CastRestriction, DamageMatch, ReplacementInput } from '../engine/types.ts';
import type { CardFace } from '../engine/types.ts';
import { setFaceDown } from '../engine/casting/face-down.ts';
import { makeReplacement } from '../engine/damage/effects.ts';
import { parsePool } from '../engine/casting/mana.ts';
import type { Scenario, ScenarioProblem, ScenarioSeed } from './schema.ts';
import { keywordGaps } from './keyword-gaps.ts';
import type { Gap } from '../engine/gaps.ts';

/** A trace label in both languages (the same text for a named object). */
export interface Label {
  en: string;
  ja: string;
}

export interface BuiltScenario {
  state: GameState;
  actions: Action[];
  /** Object id -> its trace label; GameObject.label holds the English one. */
  labels: Record<ObjectId, Label>;
}

/**
 * Works out which objects an effect locked in when it began (611.2c) affects: the ids of the
 * objects in `state` that `effect.affects` picks out. run.ts passes one that uses the engine's
 * computed characteristics; without it, filters are matched against printed characteristics.
 */
export type LockedSetFn = (state: GameState, effect: ContinuousEffect) => ObjectId[];

export interface BuildOptions {
  lockedSet?: LockedSetFn;
}

/** Removes keys whose value is undefined (the engine's types are exact about optional fields). */
function clean<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// ---------------------------------------------------------------------------------------------
// Labels

const COLOR_EN: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const COLOR_JA: Record<Color, string> = { W: '白', U: '青', B: '黒', R: '赤', G: '緑' };
export const CARD_TYPE_JA: Record<CardType, string> = {
  Artifact: 'アーティファクト',
  Battle: 'バトル',
  Creature: 'クリーチャー',
  Enchantment: 'エンチャント',
  Instant: 'インスタント',
  Kindred: '同族',
  Land: '土地',
  Planeswalker: 'プレインズウォーカー',
  Sorcery: 'ソーサリー',
};
const WUBRG: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export function colorWordsEn(colors: readonly Color[]): string {
  const names = WUBRG.filter((c) => colors.includes(c)).map((c) => COLOR_EN[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function colorWordsJa(colors: readonly Color[]): string {
  return WUBRG.filter((c) => colors.includes(c))
    .map((c) => COLOR_JA[c])
    .join('');
}

interface Describable {
  name?: string | undefined;
  subtypes?: readonly string[];
  power: number | null;
  toughness: number | null;
  colors: Color[];
  types: CardType[];
  token: boolean;
}

/** "a 3/3 green Creature", "an Enchantment", "a 1/1 white Creature token" — for an object with no name. */
export function describeUnnamed(o: Describable): Label {
  const pt = o.power !== null || o.toughness !== null ? `${o.power ?? 0}/${o.toughness ?? 0}` : '';
  const colorsEn = colorWordsEn(o.colors);
  const typesEn = o.types.length > 0 ? [...(o.subtypes ?? []), ...o.types].join(' ') : 'object';
  const words = [pt, colorsEn, typesEn].filter(Boolean).join(' ') + (o.token ? ' token' : '');
  const article = /^[aeiou8]/i.test(words) || /^11\//.test(words) || /^18\//.test(words) ? 'an' : 'a';
  const colorsJa = colorWordsJa(o.colors);
  const typesJa = o.types.length > 0 ? [...(o.subtypes ?? []), ...o.types.map((t) => CARD_TYPE_JA[t])].join('・') : 'オブジェクト';
  const ja = `${pt ? `${pt}の` : ''}${colorsJa ? `${colorsJa}の` : ''}${typesJa}${o.token ? '・トークン' : ''}`;
  return { en: `${article} ${words}`, ja };
}

function labelOf(o: Describable): Label {
  const name = o.name?.trim();
  return name ? { en: name, ja: name } : describeUnnamed(o);
}

/**
 * Labels that collide (two "Grizzly Bears", two unnamed 2/2s, or one named like an object an action
 * creates later) get their id added: "Grizzly Bears (bear2)".
 */
function disambiguate(entries: { id: string; label: Label }[]): Record<ObjectId, Label> {
  const count = new Map<string, number>();
  for (const l of entries.map((e) => e.label)) count.set(l.en, (count.get(l.en) ?? 0) + 1);
  const out: Record<ObjectId, Label> = {};
  for (const e of entries) {
    out[e.id] = (count.get(e.label.en) ?? 0) > 1 ? { en: `${e.label.en} (${e.id})`, ja: `${e.label.ja}（${e.id}）` } : e.label;
  }
  return out;
}

/** Our label for an object a `create` action makes ("Soldier token"); the engine is given it (ObjectSeed.label). */
function createdLabel(o: ScenarioSeed): Label {
  const name = o.name?.trim();
  return name && o.token ? { en: `${name} token`, ja: `${name}（トークン）` } : labelOf(o);
}

/**
 * The id of each object a `create` action makes: its own, or `created<n>` (n: the action's number,
 * made unique), so that every object of the run has a label in both languages.
 */
function createdIds(s: Scenario): Map<number, ObjectId> {
  const taken = new Set<string>([...s.players.map((p) => p.id), ...s.objects.map((o) => o.id)]);
  s.actions.forEach((a) => {
    if (a.kind === 'create' && a.object.id !== undefined) taken.add(a.object.id);
  });
  const out = new Map<number, ObjectId>();
  s.actions.forEach((a, i) => {
    if (a.kind !== 'create') return;
    let id = a.object.id;
    if (id === undefined) {
      id = `created${i + 1}`;
      while (taken.has(id)) id = `${id}_`;
      taken.add(id);
    }
    out.set(i, id);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cross-reference checks

class Checker {
  readonly problems: ScenarioProblem[] = [];
  readonly players = new Map<string, string>();
  readonly objects = new Map<string, string>();
  readonly effects = new Map<string, string>();

  constructor(private readonly s: Scenario) {}

  private add(path: string, code: ScenarioProblem['code'], params: ScenarioProblem['params']): void {
    this.problems.push({ path, code, params });
  }

  private knownPlayers(): string[] {
    return [...this.players.keys()];
  }

  private knownObjects(): string[] {
    return [...this.objects.keys()];
  }

  /** Registers an id; a duplicate (of any object, player or effect id) is a problem. */
  define(kind: 'player' | 'object' | 'effect', id: string, path: string): void {
    const first = this.players.get(id) ?? this.objects.get(id) ?? (kind === 'effect' ? this.effects.get(id) : undefined);
    if (first !== undefined) {
      this.add(path, 'duplicate_id', { id, first });
      return;
    }
    (kind === 'player' ? this.players : kind === 'object' ? this.objects : this.effects).set(id, path);
  }

  player(id: string, path: string): void {
    if (!this.players.has(id)) this.add(path, 'unknown_player', { id, known: this.knownPlayers() });
  }

  object(id: string, path: string): void {
    if (!this.objects.has(id)) this.add(path, 'unknown_object', { id, known: this.knownObjects() });
  }

  target(id: string, path: string): void {
    if (!this.objects.has(id) && !this.players.has(id)) this.add(path, 'unknown_target', { id, known: [...this.knownObjects(), ...this.knownPlayers()] });
  }

  effect(id: string, path: string): void {
    if (!this.effects.has(id)) this.add(path, 'unknown_effect', { id, known: [...this.effects.keys()] });
  }

  // --- Combat and replacement effects (issue 4) ---------------------------------------------

  readonly replacements = new Map<string, string>();

  defineReplacement(id: string, path: string): void {
    const first = this.replacements.get(id) ?? this.effects.get(id) ?? this.players.get(id) ?? this.objects.get(id);
    if (first !== undefined) this.add(path, 'duplicate_id', { id, first });
    else this.replacements.set(id, path);
  }

  /** `replacementOrder`: replacement effect ids (or "protection from …", protection's prevention). */
  replacementOrder(ids: readonly string[] | undefined, path: string): void {
    ids?.forEach((id, i) => {
      if (!this.replacements.has(id) && !/^protection from /i.test(id)) this.add(`${path}[${i}]`, 'unknown_effect', { id, known: [...this.replacements.keys()] });
    });
  }

  private damageMatch(m: DamageMatch | DamageMatch[] | undefined, path: string, hasSource: boolean): void {
    if (m === undefined) return;
    if (Array.isArray(m)) return m.forEach((x, i) => this.damageMatch(x, `${path}[${i}]`, hasSource));
    if (typeof m === 'string') return this.target(m, path);
    if (m.kind !== 'players') this.selector(m, path, hasSource);
  }

  replacement(r: ReplacementInput, path: string): void {
    const hasSource = r.source !== undefined && r.source !== null;
    if (hasSource) this.object(r.source as string, `${path}.source`);
    if (r.controller !== undefined) this.player(r.controller, `${path}.controller`);
    if (r.kind === 'regeneration-shield') this.object(r.object, `${path}.object`);
    else if (r.kind === 'zone-change') this.damageMatch(r.object, `${path}.object`, hasSource);
    else if (r.kind === 'event-replacement') {
      if (r.instead.kind === 'return-from-graveyard' && r.instead.object !== undefined) this.object(r.instead.object, `${path}.instead.object`);
    } else if (r.kind === 'enters-as-copy') this.object(r.of, `${path}.of`);
    else if (r.kind !== 'token-multiplier') {
      this.damageMatch(r.to, `${path}.to`, hasSource);
      this.damageMatch(r.from, `${path}.from`, hasSource);
    }
    if (r.id !== undefined) this.defineReplacement(r.id, `${path}.id`);
  }

  selector(sel: Selector, path: string, hasSource: boolean): void {
    if (sel.kind === 'objects') sel.ids.forEach((id, i) => this.object(id, `${path}.ids[${i}]`));
    if ((sel.kind === 'source' || sel.kind === 'attached-to-source') && !hasSource) this.add(`${path}.kind`, 'no_source', {});
    if (sel.kind === 'filter' && sel.other && !hasSource) this.add(`${path}.other`, 'no_source', {});
  }

  modifications(mods: readonly Modification[], path: string): void {
    mods.forEach((m, i) => {
      if (m.kind === 'copy') this.object(m.of, `${path}[${i}].of`);
      if (m.kind === 'set-controller') this.player(m.player, `${path}[${i}].player`);
      if (m.kind === 'add-abilities') this.statics(m.abilities, `${path}[${i}].abilities`);
    });
  }

  statics(statics: readonly StaticAbility[], path: string): void {
    statics.forEach((st, i) => {
      this.selector(st.affects, `${path}[${i}].affects`, true);
      this.modifications(st.modifications, `${path}[${i}].modifications`);
    });
  }

  /** Things every object description must satisfy (initial objects and created ones). */
  objectRefs(o: ScenarioSeed, path: string): void {
    if (o.card !== undefined) this.add(`${path}.card`, 'card_unsupported', {});
    if (o.controller !== undefined) this.player(o.controller, `${path}.controller`);
    if (o.owner !== undefined) this.player(o.owner, `${path}.owner`);
    this.statics(clean<StaticAbility[]>(o.statics), `${path}.statics`);
  }

  attachment(o: { id?: string | undefined; attachedTo: string | null }, path: string): void {
    if (o.attachedTo === null) return;
    if (o.attachedTo === o.id) this.add(`${path}.attachedTo`, 'self_attached', {});
    else this.target(o.attachedTo, `${path}.attachedTo`);
  }

  run(): void {
    const s = this.s;
    s.players.forEach((p, i) => this.define('player', p.id, `players[${i}].id`));
    this.player(s.activePlayer, 'activePlayer');
    s.objects.forEach((o, i) => this.define('object', o.id, `objects[${i}].id`));
    // Issue 5: objects a spell or ability creates (a `create` effect's seed with an id) can be named by actions.
    s.objects.forEach((o, i) => stackSeedIds(o, `objects[${i}]`).forEach(([id, path]) => this.define('object', id, path)));
    s.effects.forEach((e, i) => this.define('effect', e.id, `effects[${i}].id`));
    // Session 2 (H1): the attack history names players and objects (608.2i).
    for (const [pl, ids] of Object.entries(s.attackedThisTurn ?? {})) {
      this.player(pl, `attackedThisTurn.${pl}`);
      ids.forEach((x, j) => this.object(x, `attackedThisTurn.${pl}[${j}]`));
    }
    (s.replacements ?? []).forEach((r, i) => this.replacement(clean<ReplacementInput>(r), `replacements[${i}]`));
    s.objects.forEach((o, i) => {
      this.objectRefs(o, `objects[${i}]`);
      this.attachment(o, `objects[${i}]`);
    });
    s.effects.forEach((e, i) => {
      const path = `effects[${i}]`;
      if (e.source !== null) this.object(e.source, `${path}.source`);
      this.player(e.controller, `${path}.controller`);
      this.selector(clean<Selector>(e.affects), `${path}.affects`, e.source !== null);
      this.modifications(clean<Modification[]>(e.modifications), `${path}.modifications`);
    });
    // Actions: objects created by an earlier action (with an id) can be named by later ones.
    s.actions.forEach((a, i) => {
      const path = `actions[${i}]`;
      switch (a.kind) {
        case 'apply-effect': {
          const e = a.effect;
          if (e.source !== undefined && e.source !== null) this.object(e.source, `${path}.effect.source`);
          if (e.controller !== undefined) this.player(e.controller, `${path}.effect.controller`);
          this.selector(clean<Selector>(e.affects), `${path}.effect.affects`, e.source !== undefined && e.source !== null);
          this.modifications(clean<Modification[]>(e.modifications), `${path}.effect.modifications`);
          if (e.id !== undefined) this.define('effect', e.id, `${path}.effect.id`);
          break;
        }
        case 'end-effect':
          this.effect(a.effect, `${path}.effect`);
          break;
        case 'damage':
          if (a.source !== null) this.object(a.source, `${path}.source`);
          this.target(a.target, `${path}.target`);
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'add-counters':
        case 'remove-counters':
          this.target(a.target, `${path}.target`);
          break;
        case 'life':
          this.player(a.player, `${path}.player`);
          break;
        case 'attach':
          this.object(a.object, `${path}.object`);
          if (a.to === a.object) this.add(`${path}.to`, 'self_attached', {});
          else this.target(a.to, `${path}.to`);
          break;
        case 'destroy':
        case 'sacrifice':
        case 'exile':
        case 'return-to-hand':
        case 'move':
          this.object(a.object, `${path}.object`);
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'gain-life':
        case 'draw':
          this.player(a.player, `${path}.player`);
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'tap':
        case 'untap':
        case 'unattach':
          this.object(a.object, `${path}.object`);
          break;
        case 'create':
          this.objectRefs(a.object, `${path}.object`);
          this.attachment(a.object, `${path}.object`);
          if (a.object.id !== undefined) this.define('object', a.object.id, `${path}.object.id`);
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'end-turn':
          break;
        case 'declare-attackers':
          a.attackers.forEach((x, j) => {
            this.object(x.object, `${path}.attackers[${j}].object`);
            if (x.target !== undefined) this.target(x.target, `${path}.attackers[${j}].target`);
          });
          break;
        case 'declare-blockers':
          a.blockers.forEach((x, j) => {
            this.object(x.object, `${path}.blockers[${j}].object`);
            x.blocks.forEach((y, k) => this.object(y, `${path}.blockers[${j}].blocks[${k}]`));
          });
          break;
        case 'combat-damage':
          for (const [id, parts] of Object.entries(a.assignments ?? {})) {
            const key = /^[A-Za-z_][A-Za-z0-9_]*$/.test(id) ? `.${id}` : `[${JSON.stringify(id)}]`;
            this.object(id, `${path}.assignments${key}`);
            parts.forEach((x, j) => this.target(x.to, `${path}.assignments${key}[${j}].to`));
          }
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'remove-from-combat':
          this.object(a.object, `${path}.object`);
          break;
        case 'end-combat':
          break;
        case 'fight':
          this.object(a.a, `${path}.a`);
          this.object(a.b, `${path}.b`);
          this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
          break;
        case 'add-replacement':
          this.replacement(clean<ReplacementInput>(a.replacement), `${path}.replacement`);
          break;
        // Casting, the stack and priority (issue 5).
        case 'cast':
        case 'activate':
          this.object(a.object, `${path}.object`);
          if (a.player !== undefined) this.player(a.player, `${path}.player`);
          for (const [w, ids] of Object.entries(a.targets ?? {})) ids.forEach((t, j) => this.target(t, `${path}.targets.${w}[${j}]`));
          (a.sacrifice ?? []).forEach((t, j) => this.object(t, `${path}.sacrifice[${j}]`));
          if (a.kind === 'activate') (a.discard ?? []).forEach((t, j) => this.object(t, `${path}.discard[${j}]`));
          if (a.kind === 'cast' && a.discard !== undefined) this.object(a.discard, `${path}.discard`); // H3: jump-start (702.133a)
          if (a.kind === 'cast') (a.mana ?? []).forEach((t, j) => this.object(t, `${path}.mana[${j}]`));
          if (a.kind === 'cast') Object.keys(a.divide ?? {}).forEach((t) => this.target(t, `${path}.divide.${t}`)); // H9: 601.2d
          break;
        case 'copy-spell':
          this.object(a.spell, `${path}.spell`);
          if (a.player !== undefined) this.player(a.player, `${path}.player`);
          for (const [w, ids] of Object.entries(a.targets ?? {})) ids.forEach((t, j) => this.target(t, `${path}.targets.${w}[${j}]`));
          break;
        case 'turn-face-up': // H3 (702.37e)
          this.object(a.object, `${path}.object`);
          if (a.player !== undefined) this.player(a.player, `${path}.player`);
          break;
        case 'add-restriction':
          if (Array.isArray(a.restriction.players)) a.restriction.players.forEach((p, j) => this.player(p, `${path}.restriction.players[${j}]`));
          break;
        case 'begin-step':
          if (a.turn !== undefined) this.player(a.turn, `${path}.turn`);
          break;
        case 'pass':
        case 'resolve':
          break;
        default:
          assertNever(a);
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Building

/** The seed's classified unmodelled text, with its keywords the engine doesn't apply. */
function gapsOf(o: ScenarioSeed): { gaps?: Gap[] } {
  const gaps: Gap[] = [...(o.gaps ?? []).map((g) => ({ ...g, ...(g.trigger ? { trigger: { ...g.trigger } } : {}) })), ...keywordGaps(o.keywords, o)];
  return o.gaps || gaps.length > 0 ? { gaps } : {};
}

function printedOf(o: ScenarioSeed): Characteristics {
  return clean<Characteristics>({
    name: o.name?.trim() ?? '',
    manaCost: o.manaCost,
    colors: o.colors,
    types: o.types,
    subtypes: o.subtypes,
    supertypes: o.supertypes,
    power: o.power,
    toughness: o.toughness,
    loyalty: o.loyalty,
    defense: o.defense,
    keywords: o.keywords,
    statics: o.statics.map((st) => ({ text: st.text, affects: st.affects, modifications: st.modifications, ...(st.cda ? { cda: true } : {}) })),
    unmodelled: o.unmodelled,
    // Issue 11: the same text classified; the engine decides after the run which of it could matter.
    // Keywords the engine doesn't apply are such text too (keyword-gaps.ts).
    ...gapsOf(o),
    // Issue 5: spell and ability definitions (a created object inside an effect is built like a `create` action's).
    ...(o.spell ? { spell: spellBody(o.spell) } : {}),
    ...(o.castStatics ? { castStatics: o.castStatics } : {}),
    ...(o.triggers ? { triggers: o.triggers.map(stackBody) } : {}),
    ...(o.activated ? { activated: o.activated.map(stackBody) } : {}),
    ...(o.costReduction ? { costReduction: o.costReduction } : {}),
    // Session 2 (H2): how a permanent spell enters (614.1c, 614.17d).
    ...(o.entersAsCopy ? { entersAsCopy: o.entersAsCopy } : {}),
    ...(o.cantEnter ? { cantEnter: o.cantEnter } : {}),
    ...(o.revealFirstDraw ? { revealFirstDraw: o.revealFirstDraw } : {}),
    // Session 2 (H3): alternative characteristics (715.2, 709.1) and casting permissions (601.3).
    ...(o.adventure ? { adventure: cardFaceOf(o.adventure) } : {}),
    ...(o.halves ? { halves: o.halves.map(cardFaceOf) } : {}),
    ...(o.castPermissions ? { castPermissions: o.castPermissions } : {}),
  });
}

/** An Adventure or a split half as the engine keeps it (its spell built like a card's). */
function cardFaceOf(f: NonNullable<ScenarioSeed['adventure']>): CardFace {
  return clean<CardFace>({ ...f, ...(f.spell ? { spell: spellBody(f.spell) } : {}) });
}

/** The ids of the objects the `create` effects of an object's spell and abilities make, with their paths. */
function stackSeedIds(o: ScenarioSeed, path: string): [string, string][] {
  const out: [string, string][] = [];
  const visit = (b: { effects: unknown[] } | undefined, at: string): void => {
    b?.effects.forEach((e, j) => {
      const x = e as { kind: string; seed?: { id?: string }; trigger?: { effects: unknown[] }; ability?: { effects: unknown[] } };
      if (x.kind === 'create' && x.seed?.id !== undefined) out.push([x.seed.id, `${at}.effects[${j}].seed.id`]);
      if (x.trigger) visit(x.trigger, `${at}.effects[${j}].trigger`);
      if (x.ability) visit(x.ability, `${at}.effects[${j}].ability`);
    });
  };
  visit(o.spell, `${path}.spell`);
  o.triggers?.forEach((t, k) => visit(t, `${path}.triggers[${k}]`));
  o.activated?.forEach((t, k) => visit(t, `${path}.activated[${k}]`));
  return out;
}

/** A spell ability with its modes and kicker effects converted like any other body (session 2, H1). */
function spellBody<T extends { effects: unknown[]; modes?: { options: { effects: unknown[] }[] }; kicker?: { effects?: unknown[] } }>(b: T): T {
  const out = stackBody(b);
  if (b.modes) out.modes = { ...b.modes, options: b.modes.options.map(stackBody) };
  if (b.kicker?.effects) out.kicker = { ...b.kicker, effects: stackBody({ effects: b.kicker.effects }).effects };
  return out;
}

/** Converts the `seed` of `create` effects (scenario objects) into engine ObjectSeeds, recursively. */
function stackBody<T extends { effects: unknown[] }>(b: T): T {
  const effects = b.effects.map((e) => {
    const x = e as { kind: string; seed?: unknown; trigger?: { effects: unknown[] }; ability?: { effects: unknown[] } };
    if (x.kind === 'create' && x.seed) return { ...x, seed: seedOf(x.seed as ScenarioSeed) };
    if (x.kind === 'delayed-trigger' && x.trigger) return { ...x, trigger: stackBody(x.trigger) };
    if (x.kind === 'reflexive' && x.ability) return { ...x, ability: stackBody(x.ability) };
    return x;
  });
  return { ...b, effects };
}

/** The characteristics a filter looks at. */
export interface Seen {
  types: readonly CardType[];
  colors: readonly Color[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  keywords: readonly Keyword[];
  controller: string;
  power?: number | null;
  toughness?: number | null;
  /** Absent: the printed mana cost (Computed carries one only when a copy effect changed it). */
  manaCost?: string | null;
}

/**
 * A LockedSetFn judging filters on the characteristics `see` gives for each object (printed ones by
 * default; run.ts uses the engine's computed ones). The same filter semantics as the engine's
 * selectors: any of the listed types/colors/subtypes/keywords, none of the excluded ones.
 */
export function lockedSetWith(see: (state: GameState, o: GameObject) => Seen): LockedSetFn {
  return (state, effect) => {
    const sel = effect.affects;
    const source = effect.source === null ? undefined : state.objects.find((o) => o.id === effect.source);
    switch (sel.kind) {
      case 'objects':
        return state.objects.filter((o) => sel.ids.includes(o.id)).map((o) => o.id);
      case 'source':
        return source ? [source.id] : [];
      case 'attached-to-source':
        return source && typeof source.attachedTo === 'string' && state.objects.some((o) => o.id === source.attachedTo) ? [source.attachedTo] : [];
      case 'filter':
        return state.objects
          .filter((o) => {
            if (o.zone !== (sel.zone ?? 'battlefield')) return false;
            const p = see(state, o);
            if (sel.types?.length && !sel.types.some((t) => p.types.includes(t))) return false;
            if (sel.notTypes?.some((t) => p.types.includes(t))) return false;
            if (sel.colors?.length && !sel.colors.some((c) => p.colors.includes(c))) return false;
            if (sel.notColors?.some((c) => p.colors.includes(c))) return false;
            if (!supertypesMatch(sel, p.supertypes)) return false;
            if (sel.subtypes?.length && !sel.subtypes.some((s) => p.subtypes.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
            if (sel.keywords?.length && !sel.keywords.some((k) => hasKeyword(p.keywords, k))) return false;
            if (sel.controller !== undefined && (p.controller === effect.controller) !== (sel.controller === 'you')) return false;
            if (sel.other && o.id === effect.source) return false;
            if (sel.token !== undefined && o.isToken !== sel.token) return false;
            // 202.3, 208: an "unknown" X spell's mana value leaves it out here; the engine's own matcher stops on it.
            if (comparesStats(sel) && statsMatch(sel, { zone: o.zone, types: p.types, power: p.power ?? null, toughness: p.toughness ?? null, manaCost: p.manaCost !== undefined ? p.manaCost : o.printed.manaCost }) !== true) return false;
            return true;
          })
          .map((o) => o.id);
      default:
        return assertNever(sel);
    }
  };
}

/** Filters judged on printed characteristics and the controller the object entered under. */
export const printedLockedSet: LockedSetFn = lockedSetWith((_state, o) => ({ ...o.printed, controller: o.baseController }));

/**
 * The copiable values (707.2) of an object just before `timestamp`: its printed values as modified
 * by the latest earlier copy effect that applies to it (following chains of copies).
 */
function copiableAt(state: GameState, id: ObjectId, timestamp: number, depth = 0): Characteristics | undefined {
  const obj = state.objects.find((o) => o.id === id);
  if (!obj || depth > 20) return obj ? structuredClone(obj.printed) : undefined;
  let latest: { effect: ContinuousEffect; mod: Extract<Modification, { kind: 'copy' }> } | undefined;
  for (const e of state.effects) {
    if (e.timestamp >= timestamp) continue;
    const affects = e.lockedIds ?? (e.affects.kind === 'objects' ? e.affects.ids : e.affects.kind === 'source' && e.source !== null ? [e.source] : []);
    if (!affects.includes(id)) continue;
    for (const m of e.modifications) if (m.kind === 'copy' && (!latest || e.timestamp > latest.effect.timestamp)) latest = { effect: e, mod: m };
  }
  if (!latest) return structuredClone(obj.printed);
  return latest.mod.values ? structuredClone(latest.mod.values) : copiableAt(state, latest.mod.of, latest.effect.timestamp, depth + 1);
}

function seedOf(o: ScenarioSeed, id?: ObjectId, label?: string): ObjectSeed {
  const seed: ObjectSeed = {
    printed: printedOf(o),
    controller: o.controller ?? 'A',
    owner: o.owner ?? o.controller ?? 'A',
    zone: o.zone,
    isToken: o.token,
    tapped: o.tapped,
    counters: { ...o.counters },
    attachedTo: o.attachedTo,
  };
  if ('entersTapped' in o && o.entersTapped === true) seed.entersTapped = true;
  if ('entersTappedUnless' in o && o.entersTappedUnless !== undefined) seed.entersTappedUnless = o.entersTappedUnless;
  if ('entersTappedUnlessPaid' in o && o.entersTappedUnlessPaid !== undefined) seed.entersTappedUnlessPaid = { ...o.entersTappedUnlessPaid };
  const given = id ?? o.id;
  if (given !== undefined) seed.id = given;
  if (label !== undefined) seed.label = label;
  return seed;
}

/** The engine's action: the Scenario's as it is, but for the three whose shapes differ. */
function actionOf(a: Scenario['actions'][number], index: number, labels: Record<ObjectId, Label>, created: ReadonlyMap<number, ObjectId>): Action {
  if (a.kind === 'apply-effect') return { kind: 'apply-effect', effect: clean<EffectInput>(a.effect) };
  if (a.kind === 'create') {
    const id = created.get(index)!;
    return {
      kind: 'create',
      object: seedOf(a.object, id, labels[id]!.en),
      ...(a.replacementOrder ? { replacementOrder: [...a.replacementOrder] } : {}),
      ...(a.choices ? { choices: a.choices.map((c) => ({ ...c })) } : {}),
    };
  }
  if (a.kind === 'damage') {
    return {
      kind: 'damage',
      source: a.source,
      target: a.target,
      amount: a.amount,
      ...(a.combat ? { combat: true } : {}),
      ...(a.replacementOrder ? { replacementOrder: [...a.replacementOrder] } : {}),
    };
  }
  return clean<Action>(a);
}

/** Scenario -> { state, actions, labels }, or the list of cross-reference problems. Never throws. */
export function buildScenario(s: Scenario, opts: BuildOptions = {}): Result<BuiltScenario, ScenarioProblem[]> {
  const checker = new Checker(s);
  checker.run();
  if (checker.problems.length > 0) return { ok: false, error: checker.problems };

  // 613.7: timestamps in listed order (objects, then effects) unless given.
  let position = 0;
  const objectTs = s.objects.map((o) => (++position, o.timestamp ?? position));
  const effectTs = s.effects.map((e) => (++position, e.timestamp ?? position));
  // Replacement and prevention effects present from the start come after them (issue 4).
  const replacementTs = (s.replacements ?? []).map(() => ++position);
  const nextTimestamp = Math.max(0, ...objectTs, ...effectTs, ...replacementTs) + 1;

  // Every object of the run, listed or created by an action, gets a label in both languages.
  const created = createdIds(s);
  const labels = disambiguate([
    ...s.objects.map((o) => ({ id: o.id, label: labelOf(o) })),
    ...s.actions.flatMap((a, i) => (a.kind === 'create' ? [{ id: created.get(i)!, label: createdLabel(a.object) }] : [])),
  ]);

  // Issue 11 §3: a library the scenario didn't describe is unknown, never empty (121.4, engine/libraries.ts).
  const describedLibrary = (p: Scenario['players'][number]): boolean => p.library === 'described' || (p.library === undefined && s.objects.some((o) => o.zone === 'library' && o.owner === p.id));
  const players: PlayerState[] = s.players.map((p) => ({
    id: p.id,
    life: p.life,
    poison: p.poison,
    counters: { ...p.counters },
    lost: null,
    ...(p.manaPool !== undefined ? { manaPool: parsePool(p.manaPool) ?? {} } : {}),
    ...(describedLibrary(p) ? {} : { libraryUnknown: true }),
  }));
  const objects: GameObject[] = s.objects.map((o, i) => ({
    id: o.id,
    printed: printedOf(o),
    zone: o.zone,
    owner: o.owner,
    baseController: o.controller,
    tapped: o.tapped,
    summoningSick: o.summoningSick,
    counters: { ...o.counters },
    damage: o.damage,
    deathtouchDamage: o.deathtouchDamage,
    attachedTo: o.attachedTo,
    timestamp: objectTs[i]!,
    isToken: o.token,
    isCopy: o.copy,
    label: labels[o.id]!.en,
  }));
  // Session 2 (H3): cards described face down (406.3 in exile, 708.2a on the battlefield).
  s.objects.forEach((o, i) => {
    if (o.faceDown) setFaceDown(objects[i]!, o.faceDown.knownTo, objects);
  });
  const effects: ContinuousEffect[] = s.effects.map((e, i) => ({
    id: e.id,
    source: e.source,
    controller: e.controller,
    text: e.text,
    timestamp: effectTs[i]!,
    affects: clean<Selector>(e.affects),
    modifications: clean<Modification[]>(e.modifications),
    duration: clean<ContinuousEffect['duration']>(e.duration),
    lockedIds: null,
    ...(e.cda ? { cda: true } : {}),
  }));

  const state: GameState = { players, activePlayer: s.activePlayer, objects, effects, nextTimestamp, nextId: 1, eventCount: 0 };
  if (s.step) state.step = s.step;
  if (s.castRestrictions) state.castRestrictions = clean<CastRestriction[]>(s.castRestrictions);
  if (s.attackedThisTurn) state.attackedThisTurn = Object.entries(s.attackedThisTurn).flatMap(([player, ids]) => ids.map((object) => ({ object, player })));
  if (s.replacements && s.replacements.length > 0) {
    const controllerOf = new Map(s.objects.map((o) => [o.id, o.controller]));
    state.replacements = s.replacements.map((r, i) => {
      const input = clean<ReplacementInput>(r);
      const source = input.source ?? null;
      const controller = input.controller ?? (source !== null ? controllerOf.get(source) : undefined) ?? s.activePlayer;
      return makeReplacement(input, { id: input.id ?? `r${i + 1}`, source, controller, timestamp: replacementTs[i]! });
    });
  }

  // 611.2c: a locked-in effect affects the objects it affected when it began, judged with only the
  // effects that already existed then (earlier timestamps).
  const lockedSet = opts.lockedSet ?? printedLockedSet;
  const byTimestamp = s.effects.map((e, i) => ({ locked: e.locked, effect: effects[i]! })).sort((a, b) => a.effect.timestamp - b.effect.timestamp);
  for (const { locked, effect } of byTimestamp) {
    if (!locked) continue;
    const earlier: GameState = { ...state, effects: effects.filter((x) => x.timestamp < effect.timestamp && x !== effect) };
    effect.lockedIds = lockedSet(earlier, effect);
  }

  // 707.2b: a copy effect from a resolved spell or ability copies the values the original had when
  // it began; later changes to the original don't change the copy (the engine stamps the same for
  // the effects actions create).
  for (const { locked, effect } of byTimestamp) {
    if (!locked) continue;
    effect.modifications = effect.modifications.map((m) => {
      if (m.kind !== 'copy' || m.values) return m;
      const values = copiableAt(state, m.of, effect.timestamp);
      return values ? { ...m, values } : m;
    });
  }

  const actions = s.actions.map((a, i) => actionOf(a, i, labels, created));
  return { ok: true, value: { state, actions, labels } };
}
