/**
 * ParsedQuestion -> Scenario JSON (the same JSON /scenario accepts), so an answer to a question
 * is exactly what runScenario gives for that set-up. Events become actions in the order the
 * question told them (613.7: later effects get later timestamps); combat damage follows the
 * blocks and anything the question put before damage; a yes/no question about an action ends
 * with that action (the "probe"), and its legality is the answer.
 */
import type { Lang } from '../core/lang.ts';
import type { Keyword } from '../engine/types.ts';
import type { Ask, Change, GroupFilter, ParsedQuestion, QEvent, Ref, Side, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema.ts';
import { labelThings } from './labels.ts';
import { assertNever } from '../core/result.ts';
import { ENCHANT_WORD } from '../engine/stack/aura.ts';

export interface QuestionScenario {
  scenario: Record<string, unknown>;
  /** Index in `actions` of the action whose legality answers the question, if any. */
  probe: number | null;
  /** Thing id -> its label in the reply language. */
  labels: Map<string, string>;
  /** Ids of things the builder added because the question implied them (an attacker to block). */
  implied: string[];
  /** Spells cast with no target said, given the only object they could target. */
  impliedTargets: { spell: string; target: string }[];
}

function other(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

function filterOf(f: GroupFilter): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: 'filter', types: f.types };
  if (f.colors.length > 0) out.colors = f.colors;
  if (f.notColors.length > 0) out.notColors = f.notColors;
  if (f.notTypes.length > 0) out.notTypes = f.notTypes;
  if (f.subtypes.length > 0) out.subtypes = f.subtypes;
  if (f.controller) out.controller = f.controller;
  if (f.other) out.other = true;
  if (f.keywords.length > 0) out.keywords = f.keywords.map((k) => formatKeyword(k));
  return out;
}

function selectorOf(ref: Ref): Record<string, unknown> {
  switch (ref.kind) {
    case 'things':
      return { kind: 'objects', ids: ref.ids };
    case 'group':
      return filterOf(ref.filter);
    case 'player':
      return { kind: 'players', controller: ref.side === 'A' ? 'you' : 'opponent' };
  }
}

function modificationOf(c: Change): Record<string, unknown> {
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
  }
}

/** Fills in what the words left open: who controls each thing (sizes are never defaulted here). */
export function settle(q: ParsedQuestion, probe: Ask | null): { attackerSide: Side; implied: string[] } {
  const attacks = q.events.filter((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  const attackers = new Set(attacks.flatMap((e) => e.attackers));
  const blockers = new Set(q.events.flatMap((e) => (e.kind === 'block' ? e.blockers : [])));
  if (probe?.kind === 'can-block') probe.blockers.forEach((b) => blockers.add(b));
  if (probe?.kind === 'can-block') probe.attackers.forEach((a) => attackers.add(a));
  const known = (ids: Iterable<string>): Side | null => {
    for (const id of ids) {
      const t = q.things.find((x) => x.id === id);
      if (t?.controller) return t.controller;
    }
    return null;
  };
  const attackTarget = attacks.find((e) => e.target)?.target ?? null;
  // "Can a creature with defender block?": the asker's creature blocks an (implied) attacker.
  if (probe?.kind === 'can-block' && attacks.length === 0 && known(attackers) === null && known(blockers) === null) {
    for (const t of q.things) if (blockers.has(t.id)) t.controller = 'A';
  }
  const attackerSide: Side =
    known(attackers) ?? (known(blockers) ? other(known(blockers)!) : attackTarget ? other(attackTarget) : probe?.kind === 'can-attack' ? (q.things.find((t) => t.id === probe.id)?.controller ?? 'A') : 'A');
  for (const t of q.things) {
    if (t.controller) continue;
    if (attackers.has(t.id)) t.controller = attackerSide;
    else if (blockers.has(t.id)) t.controller = other(attackerSide);
    // "Can I target a creature with hexproof?": the usual reading is someone else's creature.
    else if (probe?.kind === 'can-target' && probe.target === t.id) t.controller = other(probe.caster);
    else if (t.attachedTo) t.controller = q.things.find((x) => x.id === t.attachedTo)?.controller ?? 'A';
    else t.controller = 'A';
  }
  return { attackerSide, implied: [] };
}

function objectOf(t: Thing, q: ParsedQuestion, label: string, sizes: ReadonlyMap<string, { power: number; toughness: number }> | undefined): Record<string, unknown> {
  const card = q.cards[t.id];
  const quoted = q.quoted[t.id];
  const o: Record<string, unknown> = { ...(card ? card.object : {}), id: t.id, controller: t.controller ?? 'A' };
  // A spell is in its caster's hand until cast; an instant or sorcery named but not cast stays there too.
  const types = (card?.object.types as string[] | undefined) ?? [];
  if (t.cast || types.includes('Instant') || types.includes('Sorcery')) o.zone = 'hand';
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
  const own = (card?.object.keywords as unknown[] | undefined) ?? [];
  const said = (k: unknown): string => (typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Keyword) : JSON.stringify(k)).toLowerCase();
  const keywords = [...own, ...t.keywords.map((k) => formatKeyword(k)).filter((k) => !own.some((x) => said(x) === said(k)))];
  if (quoted) {
    for (const [k, v] of Object.entries(quoted.object)) {
      if (k === 'keywords') keywords.push(...(v as unknown[]));
      else if (Array.isArray(v)) o[k] = [...((o[k] as unknown[] | undefined) ?? []), ...v];
      else o[k] = v;
    }
  }
  if (keywords.length > 0) o.keywords = keywords;
  if (Object.keys(t.counters).length > 0) o.counters = t.counters;
  if (t.tapped) o.tapped = true;
  if (t.summoningSick) o.summoningSick = true;
  if (t.token) o.token = true;
  if (t.attachedTo) o.attachedTo = t.attachedTo;
  if (t.damage > 0) o.damage = t.damage;
  if (t.owner && t.owner !== t.controller) o.owner = t.owner;
  // "its trigger targets my Bears", "I target my opponent each time": the target chosen for its triggered
  // abilities (603.3d); one the ability can't take is no choice at all, and the engine stops as it would.
  const chosen = (q.triggerTargets ?? []).filter((x) => x.source === t.id).flatMap((x) => x.targets);
  if (chosen.length > 0 && Array.isArray(o.triggers)) {
    o.triggers = (o.triggers as Record<string, unknown>[]).map((tr) => {
      const specs = Array.isArray(tr.targets) ? (tr.targets as { word?: unknown }[]) : [];
      const word = specs.length === 1 && typeof specs[0]!.word === 'string' ? specs[0]!.word : null;
      return word ? { ...tr, choose: { ...((tr.choose as Record<string, unknown> | undefined) ?? {}), [word]: chosen } } : tr;
    });
  }
  if (!card && t.supertypes.length > 0) o.supertypes = t.supertypes;
  const size = sizes?.get(t.id);
  if (size) {
    o.power = size.power;
    o.toughness = size.toughness;
  }
  return o;
}

const GENERIC_SPELL = 'spell';
const IMPLIED_ATTACKER_EN = 'an attacking creature';
const IMPLIED_ATTACKER_JA = '攻撃クリーチャー';

/**
 * "Can a creature with defender block?": with no attacker named, an attacking creature is implied
 * (a plain creature of no stated size; the restatement says so, and its size is tried like any other
 * unstated size).
 */
export function implyAttacker(q: ParsedQuestion, probe: Extract<Ask, { kind: 'can-block' }>, lang: Lang): void {
  if (probe.attackers.length > 0) return;
  const existing = q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  if (existing.length > 0) {
    probe.attackers.push(existing[0]!);
    return;
  }
  const side = probe.blockers.map((b) => q.things.find((t) => t.id === b)?.controller).find((x) => x) ?? 'A';
  const t: Thing = {
    id: `c${q.things.length + 1}`, controller: other(side), owner: null, power: null, toughness: null, sizeAssumed: true, keywords: [], colors: [], types: ['Creature'], subtypes: [], supertypes: [],
    card: null, counters: {}, damage: 0, tapped: false, summoningSick: false, token: false, abilityTexts: [], attachedTo: null, zone: 'battlefield', words: lang === 'ja' ? IMPLIED_ATTACKER_JA : IMPLIED_ATTACKER_EN,
  };
  q.things.push(t);
  probe.attackers.push(t.id);
}

/** The Scenario for a parsed question, ending with the probe action when `probe` is a legality question. */
export function questionScenario(q: ParsedQuestion, lang: Lang, probe: Ask | null = null, sizes?: ReadonlyMap<string, { power: number; toughness: number }>): QuestionScenario {
  const { attackerSide, implied } = settle(q, probe);
  for (const t of q.things) if (t.words === IMPLIED_ATTACKER_EN || t.words === IMPLIED_ATTACKER_JA) implied.push(t.id);
  const cardNames = new Map(Object.entries(q.cards).map(([id, c]) => [id, lang === 'ja' && c.ja ? c.ja : c.name] as const));
  const labels = labelThings(q.things, lang, cardNames);
  const objects: Record<string, unknown>[] = q.things.map((t) => objectOf(t, q, labels.get(t.id)!, sizes));
  const replacements: Record<string, unknown>[] = [];
  for (const [id, c] of Object.entries(q.cards)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  for (const [id, c] of Object.entries(q.quoted)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  const b = new ActionList(q, attackerSide, probe);
  for (const e of q.events) b.add(e, lang, objects);
  b.resolveStack();
  const { probeIndex, activePlayer } = b.finish(objects, lang);
  const players = (['A', 'B'] as const).map((id) => ({ id, life: q.life[id] ?? 20, ...(q.poison[id] ? { poison: q.poison[id] } : {}) }));
  const scenario: Record<string, unknown> = { players, activePlayer, objects, actions: b.actions };
  if (replacements.length > 0) scenario.replacements = replacements;
  return { scenario, probe: probeIndex, labels, implied, impliedTargets: b.impliedTargets };
}

/** The actions of a question's Scenario, in the order the question told its events. */
class ActionList {
  readonly actions: Record<string, unknown>[] = [];
  private anthem = 0;
  private readonly activeFromStart: Side;
  private priority: Side;
  private stackOpen = false;
  private declaredAttack = false;
  private blockAction: { kind: string; blockers: { object: string; blocks: string[] }[] } | null = null;
  private damageDone = false;
  private readonly attacked = new Set<string>();

  constructor(
    private readonly q: ParsedQuestion,
    attackerSide: Side,
    private readonly probe: Ask | null,
  ) {
    // Casting (601.2) and priority (117.3): after a cast its caster holds priority; the other player gets
    // it by a pass; spells resolve when both pass in succession (117.4), before anything else happens.
    this.activeFromStart = q.events.some((e) => e.kind === 'attack') ? attackerSide : 'A';
    this.priority = this.activeFromStart;
  }

  resolveStack(): void {
    if (!this.stackOpen) return;
    this.actions.push({ kind: 'resolve', all: true });
    this.stackOpen = false;
    this.priority = this.activeFromStart;
  }

  private combatDamage(): void {
    const p = this.probe?.kind;
    if (this.declaredAttack && !this.damageDone && p !== 'can-attack' && p !== 'can-block') {
      this.actions.push({ kind: 'combat-damage', all: true });
      this.damageDone = true;
      // Abilities that trigger on combat damage or on dying go on the stack (603.3) and resolve
      // before the story goes on (117.4).
      if (this.hasTriggers) this.actions.push({ kind: 'resolve', all: true });
    }
  }

  /** True when some object has a triggered ability (its triggers may be waiting on the stack). */
  private get hasTriggers(): boolean {
    return Object.values(this.q.cards).some((c) => Array.isArray(c.object.triggers) && c.object.triggers.length > 0) || Object.values(this.q.quoted).some((c) => Array.isArray(c.object.triggers));
  }

  private declareAttack(ids: string[], target: Side | null): void {
    const fresh = ids.filter((id) => !this.attacked.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => this.attacked.add(id));
    // Attackers are declared once (508.1); the interpreter already merged every attack into one.
    if (this.declaredAttack) return;
    this.declaredAttack = true;
    this.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id, ...(target ? { target } : {}) })) });
  }

  readonly impliedTargets: { spell: string; target: string }[] = [];

  /** The one object on the battlefield the spell's (single) target could be, if exactly one. */
  private onlyTarget(spell: string, caster: Side, objects: Record<string, unknown>[]): string | null {
    const specs = (this.q.cards[spell]?.object.spell as { targets?: { players?: string; objects?: { types?: string[]; controller?: string } }[] } | undefined)?.targets ?? [];
    if (specs.length !== 1 || specs[0]!.players !== undefined || !specs[0]!.objects) return null;
    const f = specs[0]!.objects;
    const fits = objects.filter((o) => {
      if ((o.zone ?? 'battlefield') !== 'battlefield' || o.id === spell) return false;
      const types = (o.types as string[] | undefined) ?? [];
      if (f.types && !f.types.some((t) => types.includes(t))) return false;
      if (f.controller === 'you' && o.controller !== caster) return false;
      if (f.controller === 'opponent' && o.controller === caster) return false;
      return true;
    });
    return fits.length === 1 ? String(fits[0]!.id) : null;
  }

  private targetWord(spell: string, kind: 'spell' | 'activated'): string | undefined {
    const o = this.q.cards[spell]?.object;
    // An Aura spell targets what its enchant ability allows (303.4a, 702.5a): the engine's word for it.
    const aura = Array.isArray(o?.subtypes) && (o.subtypes as unknown[]).includes('Aura') && Array.isArray(o.keywords) && (o.keywords as unknown[]).some((k) => typeof k === 'object' && k !== null && (k as { keyword?: unknown }).keyword === 'enchant');
    if (kind === 'spell' && aura && !(o?.spell as { targets?: unknown[] } | undefined)?.targets?.length) return ENCHANT_WORD;
    if (kind === 'spell') return (o?.spell as { targets?: { word?: string }[] } | undefined)?.targets?.[0]?.word;
    return ((o?.activated as { targets?: { word?: string }[] }[] | undefined)?.[0]?.targets?.[0]?.word);
  }

  add(e: QEvent, lang: Lang, objects: Record<string, unknown>[]): void {
    // Anything told "in response" happens with the stack still full; anything else waits for it to resolve.
    if (e.kind !== 'cast' && e.kind !== 'activate' && !this.q.responses?.has(e)) this.resolveStack();
    this.perform(e, lang, objects);
    // What happened may have triggered abilities (603.2): they go on the stack and resolve before
    // the story goes on, or at its end (117.4). Combat has its own steps for that.
    if (this.hasTriggers && e.kind !== 'attack' && e.kind !== 'block') this.stackOpen = true;
  }

  private perform(e: QEvent, lang: Lang, objects: Record<string, unknown>[]): void {
    switch (e.kind) {
      case 'attack':
        return this.declareAttack(e.attackers, e.target);
      case 'block': {
        if (!this.blockAction) {
          this.blockAction = { kind: 'declare-blockers', blockers: [] };
          this.actions.push(this.blockAction);
        }
        for (const bl of e.blockers) {
          const existing = this.blockAction.blockers.find((x) => x.object === bl);
          if (existing) existing.blocks.push(e.attacker);
          else this.blockAction.blockers.push({ object: bl, blocks: [e.attacker] });
        }
        return;
      }
      case 'change': {
        const effect: Record<string, unknown> = { text: e.text, affects: selectorOf(e.ref), modifications: e.changes.map(modificationOf), controller: 'A' };
        if (e.untilEndOfTurn) effect.duration = { kind: 'end-of-turn' };
        if (e.static && !e.untilEndOfTurn) {
          // A static ability ("creatures you control get +1/+1"): a permanent that has it, arriving
          // at this point of the story (613.7a: its timestamp is when it entered).
          this.anthem++;
          const source = { id: `s${this.anthem}`, name: lang === 'ja' ? `常在型能力の発生源${this.anthem}` : `static ability source ${this.anthem}`, types: ['Enchantment'], controller: 'A', statics: [{ text: e.text, affects: effect.affects, modifications: effect.modifications }] };
          if (this.actions.length === 0) objects.push(source);
          else this.actions.push({ kind: 'create', object: { ...source, token: false } });
        } else this.actions.push({ kind: 'apply-effect', effect });
        return;
      }
      case 'counters':
        for (const id of e.ids) this.actions.push({ kind: 'add-counters', target: id, counter: e.counter, amount: e.amount });
        return;
      case 'destroy':
      case 'exile':
      case 'sacrifice':
      case 'remove-from-combat':
        for (const id of e.ids) this.actions.push({ kind: e.kind, object: id });
        return;
      case 'bounce':
        for (const id of e.ids) this.actions.push({ kind: 'return-to-hand', object: id });
        return;
      case 'dies':
        for (const id of e.ids) this.actions.push({ kind: 'move', object: id, to: 'graveyard' });
        return;
      case 'attach':
        this.actions.push({ kind: 'attach', object: e.attachment, to: e.to });
        return;
      case 'regenerate':
        for (const id of e.ids) this.actions.push({ kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: id } });
        return;
      case 'damage':
        this.actions.push({ kind: 'damage', source: e.source, target: e.target, amount: e.amount });
        return;
      case 'life':
        this.actions.push(e.amount >= 0 ? { kind: 'gain-life', player: e.side, amount: e.amount } : { kind: 'life', player: e.side, amount: e.amount });
        return;
      case 'prevent': {
        const r: Record<string, unknown> = { kind: 'prevent', amount: e.amount };
        if (e.combatOnly) r.combatOnly = true;
        if (e.to) r.to = e.to.kind === 'things' && e.to.ids.length === 1 ? e.to.ids[0] : e.to.kind === 'player' ? e.to.side : selectorOf(e.to);
        this.actions.push({ kind: 'add-replacement', replacement: r });
        return;
      }
      case 'double': {
        const from = e.from.kind === 'things' && e.from.ids.length === 1 ? e.from.ids[0] : selectorOf(e.from);
        this.actions.push({ kind: 'add-replacement', replacement: { kind: 'damage-modifier', multiply: 2, from, controller: 'A' } });
        return;
      }
      case 'end-turn':
        this.combatDamage();
        this.actions.push({ kind: 'end-turn' });
        return;
      case 'cast': {
        if (e.caster !== this.priority) this.actions.push({ kind: 'pass' });
        const word = this.targetWord(e.spell, 'spell');
        const cast: Record<string, unknown> = { kind: 'cast', object: e.spell, player: e.caster };
        if (word && e.targets.length > 0) cast.targets = { [word]: e.targets };
        else if (word) {
          // "I respond with Blossoming Defense": no target said; when exactly one object could be its
          // target, that one (the restatement says so); otherwise the engine refuses the cast.
          const only = this.onlyTarget(e.spell, e.caster, objects);
          if (only) {
            cast.targets = { [word]: [only] };
            this.impliedTargets.push({ spell: e.spell, target: only });
          }
        }
        if (e.x !== undefined) cast.x = e.x;
        this.actions.push(cast);
        this.priority = e.caster;
        this.stackOpen = true;
        return;
      }
      case 'activate': {
        if (e.player !== this.priority) this.actions.push({ kind: 'pass' });
        const word = this.targetWord(e.source, 'activated');
        const act: Record<string, unknown> = { kind: 'activate', object: e.source, player: e.player };
        if (word && e.targets.length > 0) act.targets = { [word]: e.targets };
        this.actions.push(act);
        this.priority = e.player;
        this.stackOpen = true;
        return;
      }
      default:
        return assertNever(e);
    }
  }

  /** The probe action for a legality question, or combat damage for the rest. */
  finish(objects: Record<string, unknown>[], lang: Lang): { probeIndex: number | null; activePlayer: Side } {
    const ask = this.probe;
    let probeIndex: number | null = null;
    let activePlayer: Side = this.activeFromStart;
    switch (ask?.kind) {
      case 'can-attack': {
        const t = this.q.things.find((x) => x.id === ask.id);
        activePlayer = t?.controller ?? 'A';
        probeIndex = this.actions.length;
        this.actions.push({ kind: 'declare-attackers', attackers: [{ object: ask.id }] });
        break;
      }
      case 'can-block': {
        const a = this.q.things.find((x) => x.id === ask.attackers[0]);
        activePlayer = a?.controller ?? this.activeFromStart;
        const fresh = ask.attackers.filter((id) => !this.attacked.has(id));
        // A creature that isn't attacking can't be blocked (509.1a): the engine says so when it was
        // not among the attackers already declared.
        if (fresh.length > 0 && !this.declaredAttack) this.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id })) });
        probeIndex = this.actions.length;
        const blocks = ask.blockers.map((bl) => ({ object: bl, blocks: ask.blockers.length > 1 ? [ask.attackers[0]!] : ask.attackers }));
        this.actions.push({ kind: 'declare-blockers', blockers: blocks });
        break;
      }
      case 'can-target': {
        activePlayer = ask.caster;
        if (ask.spell) {
          // The named spell is cast at the target; its own target word is used.
          const word = this.targetWord(ask.spell, 'spell') ?? 'target';
          const o = objects.find((x) => x.id === ask.spell);
          if (o) {
            o.zone = 'hand';
            o.controller = ask.caster;
          }
          probeIndex = this.actions.length;
          this.actions.push({ kind: 'cast', object: ask.spell, player: ask.caster, targets: { [word]: [ask.target] } });
          break;
        }
        objects.push({
          id: GENERIC_SPELL,
          name: lang === 'ja' ? 'クリーチャーを対象とする呪文' : 'a spell that targets a creature',
          types: ['Instant'],
          zone: 'hand',
          controller: ask.caster,
          spell: { text: 'Target creature gets +0/+0 until end of turn.', targets: [{ word: 'target', objects: { kind: 'filter', types: ['Creature'] } }], effects: [] },
        });
        probeIndex = this.actions.length;
        this.actions.push({ kind: 'cast', object: GENERIC_SPELL, player: ask.caster, targets: { target: [ask.target] } });
        break;
      }
      default:
        this.combatDamage();
    }
    return { probeIndex, activePlayer };
  }
}
