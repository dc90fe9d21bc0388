/**
 * The cross-reference checks the schema can't make: ids that must name an object, a player or an
 * effect, and duplicate ids, each reported with its path like the schema's problems.
 */
import { assertNever } from '../core/result.ts';
import type { Modification, Selector, StaticAbility } from '../engine/types.ts';
import type { DamageMatch, ReplacementInput } from '../engine/types.ts';
import type { Scenario, ScenarioAction, ScenarioProblem, ScenarioSeed } from './schema.ts';
import { clean } from './exact.ts';

/** Each id a stack object's body creates (a token with an id), with its path. */
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

export class Checker {
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
    else if (r.kind === 'counter-modifier') this.damageMatch(r.on, `${path}.on`, hasSource);
    else if (r.kind === 'enters-tapped' || r.kind === 'enters-with-counters') this.damageMatch(r.object, `${path}.object`, hasSource);
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
      if (m.kind === 'set-controller' && m.player !== undefined) this.player(m.player, `${path}[${i}].player`);
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
    s.actions.forEach((a, i) => this.action(a, `actions[${i}]`));
  }

  /** The references of one action; objects created by an earlier action (with an id) can be named by later ones. */
  private action(a: ScenarioAction, path: string): void {
    switch (a.kind) {
      case 'apply-effect':
      case 'end-effect':
      case 'add-replacement':
      case 'add-restriction':
      case 'begin-step':
      case 'pass':
      case 'resolve':
      case 'end-turn':
        return this.effectAction(a, path);
      case 'damage':
      case 'add-counters':
      case 'remove-counters':
      case 'life':
      case 'attach':
      case 'destroy':
      case 'sacrifice':
      case 'exile':
      case 'return-to-hand':
      case 'move':
      case 'gain-life':
      case 'draw':
      case 'tap':
      case 'untap':
      case 'unattach':
      case 'create':
      case 'fight':
        return this.objectAction(a, path);
      case 'declare-attackers':
      case 'declare-blockers':
      case 'combat-damage':
      case 'remove-from-combat':
      case 'end-combat':
        return this.combatAction(a, path);
      case 'cast':
      case 'activate':
      case 'copy-spell':
      case 'turn-face-up':
      case 'play-land':
        return this.stackAction(a, path);
      default:
        assertNever(a);
    }
  }

  /** Continuous and replacement effects, restrictions, steps and priority. */
  private effectAction(a: Extract<ScenarioAction, { kind: 'apply-effect' | 'end-effect' | 'add-replacement' | 'add-restriction' | 'begin-step' | 'pass' | 'resolve' | 'end-turn' }>, path: string): void {
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
      case 'end-turn':
        a.discard?.forEach((x, j) => this.object(x, `${path}.discard[${j}]`));
        break;
      case 'add-replacement':
        this.replacement(clean<ReplacementInput>(a.replacement), `${path}.replacement`);
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
  }

  /** Damage, counters, life, attachments, zone changes, tapping, tokens and fights. */
  private objectAction(a: Extract<ScenarioAction, { kind: 'damage' | 'add-counters' | 'remove-counters' | 'life' | 'attach' | 'destroy' | 'sacrifice' | 'exile' | 'return-to-hand' | 'move' | 'gain-life' | 'draw' | 'tap' | 'untap' | 'unattach' | 'create' | 'fight' }>, path: string): void {
    switch (a.kind) {
      case 'damage':
        if (a.source !== null) this.object(a.source, `${path}.source`);
        this.target(a.target, `${path}.target`);
        (a.also ?? []).forEach((t, i) => this.target(t, `${path}.also.${i}`));
        (a.with ?? []).forEach((w, i) => {
          if (w.source !== null) this.object(w.source, `${path}.with.${i}.source`);
          this.target(w.target, `${path}.with.${i}.target`);
        });
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
      case 'fight':
        this.object(a.a, `${path}.a`);
        this.object(a.b, `${path}.b`);
        this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
        break;
      default:
        assertNever(a);
    }
  }

  /** Declaring attackers and blockers, combat damage, leaving combat (506-511). */
  private combatAction(a: Extract<ScenarioAction, { kind: 'declare-attackers' | 'declare-blockers' | 'combat-damage' | 'remove-from-combat' | 'end-combat' }>, path: string): void {
    switch (a.kind) {
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
        (a.once ?? []).forEach((x, j) => this.object(x, `${path}.once[${j}]`));
        this.replacementOrder(a.replacementOrder, `${path}.replacementOrder`);
        break;
      case 'remove-from-combat':
        this.object(a.object, `${path}.object`);
        break;
      case 'end-combat':
        break;
      default:
        assertNever(a);
    }
  }

  /** Casting, activating and copying, turning face up, playing a land (issue 5). */
  private stackAction(a: Extract<ScenarioAction, { kind: 'cast' | 'activate' | 'copy-spell' | 'turn-face-up' | 'play-land' }>, path: string): void {
    switch (a.kind) {
      // Casting, the stack and priority (issue 5).
      case 'cast':
      case 'activate':
        this.object(a.object, `${path}.object`);
        if (a.player !== undefined) this.player(a.player, `${path}.player`);
        for (const [w, ids] of Object.entries(a.targets ?? {})) ids.forEach((t, j) => this.target(t, `${path}.targets.${w}[${j}]`));
        (a.sacrifice ?? []).forEach((t, j) => this.object(t, `${path}.sacrifice[${j}]`));
        if (a.kind === 'activate') (a.discard ?? []).forEach((t, j) => this.object(t, `${path}.discard[${j}]`));
        if (a.kind === 'activate') (a.tap ?? []).forEach((t, j) => this.object(t, `${path}.tap[${j}]`));
        if (a.kind === 'cast' && a.discard !== undefined) this.object(a.discard, `${path}.discard`); // H3: jump-start (702.133a)
        if (a.kind === 'cast') (a.mana ?? []).forEach((t, j) => this.object(t, `${path}.mana[${j}]`));
        if (a.kind === 'cast') (a.convoke ?? []).forEach((t, j) => this.object(t, `${path}.convoke[${j}]`));
        if (a.kind === 'cast') (a.improvise ?? []).forEach((t, j) => this.object(t, `${path}.improvise[${j}]`));
        if (a.kind === 'cast') Object.keys(a.divide ?? {}).forEach((t) => this.target(t, `${path}.divide.${t}`)); // H9: 601.2d
        break;
      case 'copy-spell':
        this.object(a.spell, `${path}.spell`);
        if (a.player !== undefined) this.player(a.player, `${path}.player`);
        for (const [w, ids] of Object.entries(a.targets ?? {})) ids.forEach((t, j) => this.target(t, `${path}.targets.${w}[${j}]`));
        break;
      case 'turn-face-up': // H3 (702.37e)
      case 'play-land': // 305.1
        this.object(a.object, `${path}.object`);
        if (a.player !== undefined) this.player(a.player, `${path}.player`);
        break;
      default:
        assertNever(a);
    }
  }
}
