/** The restatement of a Scenario ("understood as"): its objects, effects and actions on one line, in English or Japanese. */
import type { CardType, Color, Modification, Selector } from '../engine/types.ts';
import type { Label } from '../scenario/build.ts';
import type { Lang } from '../core/lang.ts';
import type { Scenario, ScenarioAction, ScenarioSeed } from '../scenario/schema.ts';
import { renderWords } from './locales/index.ts';
import type { Describe, ScenarioLines } from './locales/scenario-lines.ts';
import { assertNever } from '../core/result.ts';
import { creatureTypes } from '../engine/subtypes.ts';

const MAX_OBJECTS_LISTED = 12;
const MAX_ACTIONS_LISTED = 12;
const MAX_LINE = 1500;

/** A quoted rules text longer than this is shortened, at a sentence's or a clause's end only. */
const MAX_QUOTE = 200;

function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s;
}

/**
 * Rules text cut to about `max` characters without cutting a phrase (issue 16 §2: 「…を得る」 quoted as
 * 「…を」 read as a broken sentence): up to the last sentence end that fits, else the last clause end
 * (a comma or semicolon), marked with "…"; a text with neither is quoted whole.
 */
export function phrases(s: string, max: number): string {
  if ([...s].length <= max) return s;
  const head = [...s].slice(0, max).join('');
  const sentence = Math.max(...[...head.matchAll(/[.!?]["”']?(?=\s|$)|。/gu)].map((m) => m.index + m[0].length), -1);
  if (sentence > 0) return `${head.slice(0, sentence)}${head[sentence - 1] === '。' ? '' : ' '}…`;
  const clause = Math.max(...[...head.matchAll(/[,;、](?=\s|$)|[、]/gu)].map((m) => m.index), -1);
  if (clause > 0) return `${head.slice(0, clause)}…`;
  return s;
}

export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function pt(p: number | null, t: number | null): string {
  return p === null && t === null ? '' : `${p ?? 0}/${t ?? 0}`;
}

export class Describer implements Describe {
  private readonly labels: Record<string, Label>;
  private readonly w: ScenarioLines;

  constructor(
    readonly lang: Lang,
    labels: Record<string, Label> | undefined,
  ) {
    this.labels = labels ?? {};
    this.w = renderWords(lang).scenario;
  }

  label(id: string): string {
    const l = this.labels[id];
    return l ? l[this.lang] : id;
  }

  player(id: string): string {
    return this.w.player(id);
  }

  colors(colors: readonly Color[]): string {
    return this.w.colors(colors);
  }

  types(types: readonly CardType[], subtypes: readonly string[] = [], supertypes: readonly string[] = []): string {
    // 205.3m: every creature type (a changeling, a Mutavault made a creature) is said once, not as ~300 words.
    const all = creatureTypes();
    if (all.length > 0 && all.every((t) => subtypes.includes(t))) return `${this.w.types(types, subtypes.filter((t) => !all.includes(t)), supertypes)} ${this.w.allCreatureTypes}`;
    return this.w.types(types, subtypes, supertypes);
  }

  keyword(k: { keyword: string; param?: string }): string {
    return this.w.keyword(k);
  }

  quote(text: string): string {
    return this.w.quote(phrases(oneLine(text), MAX_QUOTE));
  }

  /** "A's 2/2 green Bear Creature; trample; 1 +1/+1 counter" */
  /** Its P/T, colours and types as the description says them ("7/7 green Creature", 「7/7の緑のクリーチャー」), or ''. */
  kindText(o: ScenarioSeed): string {
    const kind = [pt(o.power, o.toughness), this.colors(o.colors), this.types(o.types, o.subtypes, o.supertypes)].filter(Boolean);
    return kind.length > 0 ? `${this.w.object.kind(kind)}${o.token ? this.w.object.token : ''}` : '';
  }

  /**
   * An object's label and its description in brackets. A label that is its own description (/combat and /layers
   * name a creature by what it is: "a 7/7 Creature", 「7/7のクリーチャー」) is not said twice: its controller goes
   * before it and the brackets hold the rest ("A's 7/7 Creature (trample, lifelink)", 「プレイヤーAの7/7の
   * クリーチャー（トランプル、絆魂）」).
   */
  labelled(o: ScenarioSeed & { id: string }, withController: boolean): string {
    const label = this.label(o.id);
    const bare = label.replace(/^(?:an?|the) /i, '');
    const kind = this.kindText(o);
    const w = this.w.restate;
    if (kind === '' || bare.toLowerCase() !== kind.toLowerCase()) return w.object(label, this.object(o, withController));
    const owned = withController && o.controller ? this.w.object.owner(o.controller, this) : '';
    return w.object(`${owned}${bare}`, this.object(o, false, true));
  }

  object(o: ScenarioSeed & { id?: string }, withController: boolean, kindSaid = false): string {
    const w = this.w.object;
    const bits: string[] = [];
    const ptText = pt(o.power, o.toughness);
    const kind = kindSaid ? [] : [ptText, this.colors(o.colors), this.types(o.types, o.subtypes, o.supertypes)].filter(Boolean);
    const owned = withController && o.controller ? o.controller : null;
    if (kind.length > 0) bits.push(`${owned ? w.owner(owned, this) : ''}${w.kind(kind)}${o.token ? w.token : ''}`);
    else if (owned) bits.push(w.ownerAlone(owned, this));
    if (o.loyalty !== null) bits.push(w.loyalty(o.loyalty));
    if (o.defense !== null) bits.push(w.defense(o.defense));
    if (o.keywords.length > 0) bits.push(o.keywords.map((k) => this.keyword(k)).join(this.w.keywordSep));
    for (const st of o.statics) bits.push(st.text ? this.quote(st.text) : this.effectBody(st.modifications, st.affects, o.id ?? null));
    // H3: an Adventure, split halves, casting permissions, face down (715.2, 709.1, 601.3, 406.3).
    if (o.adventure) bits.push(w.adventure(o.adventure.name));
    if (o.halves) bits.push(w.split(o.halves.map((h) => h.name)));
    for (const p of o.castPermissions ?? []) bits.push(this.quote(p.text));
    if (o.faceDown) bits.push(w.faceDown);
    if ('commander' in o && o.commander === true) bits.push(w.commander);
    for (const [kind2, n] of Object.entries(o.counters)) if (n > 0) bits.push(w.counters(kind2, n));
    if (o.damage > 0) bits.push(w.damage(o.damage));
    if (o.tapped) bits.push(w.tapped);
    if (o.attachedTo) bits.push(w.attachedTo(this.label(o.attachedTo)));
    if (o.zone !== 'battlefield') bits.push(w.inZone(o.zone));
    return w.join(bits);
  }

  selector(sel: Selector, source: string | null): string {
    const w = this.w.selector;
    switch (sel.kind) {
      case 'objects':
        return w.objects(sel.ids.map((id) => this.label(id)));
      case 'source':
        return source ? this.label(source) : w.itself;
      case 'attached-to-source':
        return w.attachedTo(source ? this.label(source) : null);
      case 'filter':
        return w.filter(sel, this);
      default:
        return assertNever(sel);
    }
  }

  modification(m: Modification): string {
    // Each kind is said by its own catalogue entry (the mapped type pairs the entry with its variant).
    const say = this.w.modifications[m.kind] as (m: Modification, d: Describe) => string;
    return say(m, this);
  }

  effectBody(mods: readonly Modification[], affects: Selector, source: string | null): string {
    return this.w.effectBody(
      mods.map((m) => this.modification(m)),
      this.selector(affects, source),
    );
  }

  duration(kind: string): string {
    return kind === 'end-of-turn' || kind === 'while-source' ? this.w.duration[kind] : '';
  }

  effect(e: Scenario['effects'][number], ts: number): string {
    const text = e.text ? this.quote(e.text) : undefined;
    return this.w.effect(ts, text, this.effectBody(e.modifications as Modification[], e.affects as Selector, e.source), this.duration(e.duration.kind));
  }

  action(a: ScenarioAction): string {
    if (a.kind === 'apply-effect') {
      return this.w.newEffect(this.effectBody(a.effect.modifications as Modification[], a.effect.affects as Selector, a.effect.source ?? null), this.duration(a.effect.duration?.kind ?? 'indefinite'));
    }
    // Every other kind is said by its own catalogue entry (ActionTexts: one per kind, so the compiler checks each is there).
    const say = this.w.actions[a.kind] as (a: ScenarioAction, d: Describe) => string;
    return say(a, this);
  }

  target(id: string): string {
    return this.labels[id] ? this.label(id) : this.player(id);
  }
}

/**
 * One line restating what was set up: the objects (with P/T, colors, types, keywords, counters),
 * the continuous effects in timestamp order, and the actions in order.
 */
export function restateScenario(s: Scenario, lang: Lang, labels?: Record<string, Label>): string {
  const d = new Describer(lang, labels);
  const w = renderWords(lang).scenario.restate;
  const parts: string[] = [];
  const lifeNotes = s.players.filter((p) => p.life !== 20 || p.poison !== 0);
  const objs = s.objects.slice(0, MAX_OBJECTS_LISTED).map((o) => d.labelled(o, s.players.length > 1));
  if (s.objects.length === 0) parts.push(w.noObjects);
  else parts.push(w.objects(objs, s.objects.length - MAX_OBJECTS_LISTED));
  if (lifeNotes.length > 0) parts.push(lifeNotes.map((p) => w.life(d.player(p.id), p.life, p.poison)).join(w.sep));
  // Session 2 (H1): mana in pools (106.4) and the attack history (608.2i) are part of the set-up.
  const pools = s.players.filter((p) => p.manaPool !== undefined);
  if (pools.length > 0) parts.push(pools.map((p) => w.pool(d.player(p.id), p.manaPool ?? '')).join(w.sep));
  for (const [pl, ids] of Object.entries(s.attackedThisTurn ?? {})) {
    if (ids.length > 0) parts.push(w.attacked(d.player(pl), ids.map((x) => d.label(x))));
  }
  if (s.effects.length > 0) {
    let position = s.objects.length;
    const withTs = s.effects.map((e) => ({ e, ts: (++position, e.timestamp ?? position) })).sort((a, b) => a.ts - b.ts);
    parts.push(w.effects(withTs.map(({ e, ts }) => d.effect(e, ts))));
  }
  if (s.actions.length > 0) {
    const listed = s.actions.slice(0, MAX_ACTIONS_LISTED).map((a, i) => `${i + 1}) ${d.action(a)}`);
    parts.push(w.actions(listed, s.actions.length - MAX_ACTIONS_LISTED));
  }
  return clip(oneLine(w.whole(parts)), MAX_LINE);
}
