/**
 * The intermediate characteristics of every object while the layers are applied (613.1). A Working
 * record starts from the object's printed values and is replaced, never mutated, by each effect,
 * so a trial application for dependency (613.8a) can share the unchanged records.
 */
import type {
  CardType,
  Characteristics,
  Color,
  GameObject,
  Keyword,
  ObjectId,
  PlayerId,
  ActivatedAbility,
  StaticAbility,
  TriggeredAbility,
  Zone,
} from '../types.ts';
import { gapsOf } from '../gaps.ts';
import { CHANGELING, isChangeling } from '../keywords/changeling.ts';
import type { Gap } from '../gaps.ts';
import type { LayerFacts } from './conditions.ts';

/** A static ability as an object has it; `key` identifies the ability across copies and removals. */
export interface StaticRef {
  ability: StaticAbility;
  key: string;
  /** For an ability granted by an effect: that effect's timestamp (613.7a). */
  grantedAt?: number;
}

/** A triggered ability an effect grants (613.1f); `key` identifies it for "only once each turn". */
export interface GrantedTrigger {
  ability: TriggeredAbility;
  key: string;
}

/** An activated ability an effect grants (613.1f). */
export interface GrantedActivated {
  ability: ActivatedAbility;
  key: string;
}

export interface Working {
  readonly id: ObjectId;
  readonly zone: Zone;
  readonly owner: PlayerId;
  readonly attachedTo: ObjectId | PlayerId | null;
  /** 122.1: the counters on the object (a fact no layer changes), for "with a +1/+1 counter on it". */
  readonly counters: Readonly<Record<string, number>>;
  /** 110.5: tapped or untapped (a status, not a characteristic), for "tapped creatures". */
  readonly tapped: boolean;
  readonly timestamp: number;
  readonly label: string;
  readonly controller: PlayerId;
  readonly name: string;
  readonly manaCost: string | null;
  /** X chosen for a spell on the stack (202.3e), from the object. */
  readonly stackX?: number | undefined;
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly keywords: readonly Keyword[];
  readonly statics: readonly StaticRef[];
  /** Triggered abilities effects grant it (layer 6, 113.10), keyed by the granting effect (`${effect}>t${i}`). */
  readonly grantedTriggers: readonly GrantedTrigger[];
  /** Activated abilities effects grant it (layer 6, 113.10), keyed by the granting effect (`${effect}>a${i}`). */
  readonly grantedActivated: readonly GrantedActivated[];
  /**
   * Rules text the engine doesn't model (gaps.ts): copied with the copiable values (707.2); effects
   * that remove abilities remove the gaps that are abilities (113.10), not characteristic ones.
   */
  readonly gaps: readonly Gap[];
  /** 113.11: keywords this object can't have (set by layer 6 "can't have" effects). */
  readonly cantHave: readonly string[];
  /** 111.1: a token (for "nontoken" / "creature tokens" filters); no effect changes it. */
  readonly isToken: boolean;
  /** A layer-6 "loses all abilities" effect applied (613.1f): read by triggered abilities (603.6b, triggers.ts). */
  readonly lostAll?: boolean | undefined;
  /** 305.7: a basic land type was set: it lost the abilities of its rules text (and has the new type's mana ability instead). */
  readonly lostText?: boolean | undefined;
}

/** The objects' intermediate characteristics, in the state's object order. */
export interface World {
  readonly order: readonly ObjectId[];
  readonly byId: ReadonlyMap<ObjectId, Working>;
  /** Hands and graveyards holding cards nobody knows, as `${zone}:${player}:${why}` (engine/hand.ts hiddenZones): a count over one stops. */
  readonly hidden?: ReadonlySet<string>;
  /** What conditional static abilities read besides characteristics (conditions.ts); present when the state has one. */
  readonly facts?: LayerFacts;
}

/** Objects that have a controller: permanents and spells (108.4, 109.4). Others report their owner. */
export function hasController(zone: Zone): boolean {
  return zone === 'battlefield' || zone === 'stack';
}

export function staticRefs(holder: ObjectId, statics: readonly StaticAbility[]): StaticRef[] {
  return statics.map((ability, i) => ({ ability, key: `${holder}#${i}` }));
}

/** The printed static abilities, with changeling's when the object has that keyword (702.73a, keywords/changeling.ts). */
function staticsOf(p: GameObject['printed']): StaticAbility[] {
  const has = p.keywords.some((k) => k.keyword.trim().toLowerCase() === 'changeling') && !p.statics.some(isChangeling);
  return has ? [...p.statics, CHANGELING] : p.statics;
}

/** 613.1: start from the printed values (for a token or copy, the values its creating effect defined). */
export function initialWorking(obj: GameObject): Working {
  const p = obj.printed;
  return {
    id: obj.id,
    zone: obj.zone,
    owner: obj.owner,
    attachedTo: obj.attachedTo,
    counters: obj.counters,
    tapped: obj.tapped,
    timestamp: obj.timestamp,
    label: obj.label,
    controller: hasController(obj.zone) ? obj.baseController : obj.owner,
    name: p.name,
    manaCost: p.manaCost,
    stackX: obj.stackX,
    colors: p.colors,
    types: p.types,
    subtypes: p.subtypes,
    supertypes: p.supertypes,
    power: p.power,
    toughness: p.toughness,
    loyalty: p.loyalty,
    defense: p.defense,
    keywords: p.keywords,
    statics: staticRefs(obj.id, staticsOf(p)),
    grantedTriggers: [],
    grantedActivated: [],
    gaps: gapsOf(p),
    cantHave: [],
    isToken: obj.isToken,
  };
}

export function initialWorld(objects: readonly GameObject[], hidden?: ReadonlySet<string>): World {
  const byId = new Map<ObjectId, Working>();
  for (const o of objects) byId.set(o.id, initialWorking(o));
  return { order: objects.map((o) => o.id), byId, ...(hidden !== undefined && hidden.size > 0 ? { hidden } : {}) };
}

/**
 * A new record: `w` with the fields of `p`. Written out field by field: building the object literal
 * whole is many times faster than spreading one with overrides, and effects do this for every
 * object they apply to.
 */
export function patch(w: Working, p: Partial<Omit<Working, 'id'>>): Working {
  return {
    id: w.id,
    zone: p.zone ?? w.zone,
    owner: p.owner ?? w.owner,
    attachedTo: p.attachedTo !== undefined ? p.attachedTo : w.attachedTo,
    counters: w.counters,
    tapped: w.tapped,
    timestamp: p.timestamp ?? w.timestamp,
    label: p.label ?? w.label,
    controller: p.controller ?? w.controller,
    name: p.name ?? w.name,
    manaCost: p.manaCost !== undefined ? p.manaCost : w.manaCost,
    stackX: w.stackX,
    colors: p.colors ?? w.colors,
    types: p.types ?? w.types,
    subtypes: p.subtypes ?? w.subtypes,
    supertypes: p.supertypes ?? w.supertypes,
    power: p.power !== undefined ? p.power : w.power,
    toughness: p.toughness !== undefined ? p.toughness : w.toughness,
    loyalty: p.loyalty !== undefined ? p.loyalty : w.loyalty,
    defense: p.defense !== undefined ? p.defense : w.defense,
    keywords: p.keywords ?? w.keywords,
    statics: p.statics ?? w.statics,
    grantedTriggers: p.grantedTriggers ?? w.grantedTriggers,
    grantedActivated: p.grantedActivated ?? w.grantedActivated,
    gaps: p.gaps ?? w.gaps,
    cantHave: p.cantHave ?? w.cantHave,
    lostAll: p.lostAll ?? w.lostAll,
    lostText: p.lostText ?? w.lostText,
    isToken: w.isToken,
  };
}

/** A world with some records replaced (the others shared). */
export function withRecords(world: World, changed: ReadonlyMap<ObjectId, Working>): World {
  if (changed.size === 0) return world;
  const byId = new Map(world.byId);
  for (const [id, w] of changed) byId.set(id, w);
  return { order: world.order, byId, ...(world.hidden !== undefined ? { hidden: world.hidden } : {}), ...(world.facts !== undefined ? { facts: world.facts } : {}) };
}

/** The copiable values of an object at this point of layer 1 (707.2), as a Characteristics record. */
export function copiableValues(w: Working): Characteristics {
  return {
    name: w.name,
    manaCost: w.manaCost,
    colors: [...w.colors],
    types: [...w.types],
    subtypes: [...w.subtypes],
    supertypes: [...w.supertypes],
    power: w.power,
    toughness: w.toughness,
    loyalty: w.loyalty,
    defense: w.defense,
    keywords: [...w.keywords],
    statics: w.statics.map((s) => s.ability),
    unmodelled: w.gaps.map((g) => g.text),
    ...(w.gaps.length > 0 ? { gaps: w.gaps.map((g) => ({ ...g })) } : {}),
  };
}
