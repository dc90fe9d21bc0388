/**
 * ParsedQuestion -> Scenario JSON (the same JSON /scenario accepts), so an answer to a question
 * is exactly what runScenario gives for that set-up. Events become actions in the order the
 * question told them (613.7: later effects get later timestamps); combat damage follows the
 * blocks and anything the question put before damage; a yes/no question about an action ends
 * with that action (the "probe"), and its legality is the answer.
 */
import type { Lang } from '../core/lang.ts';
import type { Change, GroupFilter, ParsedQuestion, QEvent, Ref, Side, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema.ts';
import { labelThings } from './labels.ts';

export interface QuestionScenario {
  scenario: Record<string, unknown>;
  /** Index in `actions` of the action whose legality answers the question, if any. */
  probe: number | null;
  /** Thing id -> its label in the reply language. */
  labels: Map<string, string>;
  /** Ids of things the builder added because the question implied them (an attacker to block). */
  implied: string[];
}

function other(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

function filterOf(f: GroupFilter): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: 'filter', types: f.types };
  if (f.colors.length > 0) out.colors = f.colors;
  if (f.subtypes.length > 0) out.subtypes = f.subtypes;
  if (f.controller) out.controller = f.controller;
  if (f.other) out.other = true;
  if (f.keywords.length > 0) out.keywords = f.keywords;
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

/** Fills in what the words left open: who controls each thing, and a size for a creature with none. */
export function settle(q: ParsedQuestion): { attackerSide: Side; implied: string[] } {
  const attacks = q.events.filter((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  const attackers = new Set(attacks.flatMap((e) => e.attackers));
  const blockers = new Set(q.events.flatMap((e) => (e.kind === 'block' ? e.blockers : [])));
  const ask = q.ask;
  if (ask.kind === 'can-block') ask.blockers.forEach((b) => blockers.add(b));
  if (ask.kind === 'can-block') ask.attackers.forEach((a) => attackers.add(a));
  const known = (ids: Iterable<string>): Side | null => {
    for (const id of ids) {
      const t = q.things.find((x) => x.id === id);
      if (t?.controller) return t.controller;
    }
    return null;
  };
  const attackTarget = attacks.find((e) => e.target)?.target ?? null;
  // "Can a creature with defender block?": the asker's creature blocks an (implied) attacker.
  if (ask.kind === 'can-block' && attacks.length === 0 && known(attackers) === null && known(blockers) === null) {
    for (const t of q.things) if (blockers.has(t.id)) t.controller = 'A';
  }
  const attackerSide: Side = known(attackers) ?? (known(blockers) ? other(known(blockers)!) : attackTarget ? other(attackTarget) : q.blockFirst ? 'B' : ask.kind === 'can-attack' ? (q.things.find((t) => t.id === ask.id)?.controller ?? 'A') : 'A');
  const implied: string[] = [];
  for (const t of q.things) {
    if (t.controller) continue;
    if (attackers.has(t.id)) t.controller = attackerSide;
    else if (blockers.has(t.id)) t.controller = other(attackerSide);
    // "Can I target a creature with hexproof?": the usual reading is someone else's creature.
    else if (ask.kind === 'can-target' && ask.target === t.id) t.controller = other(ask.caster);
    else t.controller = 'A';
  }
  for (const t of q.things) {
    const isCreature = t.types.includes('Creature');
    if (isCreature && !q.cards[t.id] && (t.power === null || t.toughness === null)) {
      t.power ??= 2;
      t.toughness ??= 2;
      t.sizeAssumed = true;
    }
  }
  return { attackerSide, implied };
}

function objectOf(t: Thing, q: ParsedQuestion, label: string): Record<string, unknown> {
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
  const keywords = [...((card?.object.keywords as unknown[] | undefined) ?? []), ...t.keywords.map((k) => formatKeyword(k))];
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
  return o;
}

const GENERIC_SPELL = 'spell';

/** The Scenario for a parsed question. */
export function questionScenario(q: ParsedQuestion, lang: Lang): QuestionScenario {
  const { attackerSide, implied } = settle(q);
  const ask = q.ask;
  // A yes/no question about blocking with no attacker named: an attacking creature is implied.
  if (ask.kind === 'can-block' && ask.attackers.length === 0) {
    const existing = q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
    if (existing.length > 0) ask.attackers.push(existing[0]!);
    else {
      const side = ask.blockers.map((b) => q.things.find((t) => t.id === b)?.controller).find((s) => s) ?? 'A';
      const t: Thing = {
        id: `c${q.things.length + 1}`, controller: other(side), power: 2, toughness: 2, sizeAssumed: true, keywords: [], colors: [], types: ['Creature'], subtypes: [],
        card: null, counters: {}, tapped: false, summoningSick: false, token: false, abilityTexts: [], attachedTo: null,
      };
      q.things.push(t);
      implied.push(t.id);
      ask.attackers.push(t.id);
    }
  }
  const cardNames = new Map(Object.entries(q.cards).map(([id, c]) => [id, lang === 'ja' && c.ja ? c.ja : c.name] as const));
  const labels = labelThings(q.things, lang, cardNames);
  const objects: Record<string, unknown>[] = q.things.map((t) => objectOf(t, q, labels.get(t.id)!));
  const replacements: Record<string, unknown>[] = [];
  for (const [id, c] of Object.entries(q.cards)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  for (const [id, c] of Object.entries(q.quoted)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });

  const actions: Record<string, unknown>[] = [];
  let anthem = 0;
  // Casting (601.2) and priority (117.3): after a cast its caster holds priority; the other player gets
  // it by a pass; spells resolve when both pass in succession (117.4), before anything else happens.
  const activeFromStart: Side = q.events.some((e) => e.kind === 'attack') ? attackerSide : 'A';
  let priority: Side = activeFromStart;
  let stackOpen = false;
  const resolveStack = (): void => {
    if (!stackOpen) return;
    actions.push({ kind: 'resolve', all: true });
    stackOpen = false;
    priority = activeFromStart;
  };
  let declaredAttack = false;
  let blockAction: { kind: string; blockers: { object: string; blocks: string[] }[] } | null = null;
  let damageDone = false;
  const attacked = new Set<string>();
  const combatDamage = (): void => {
    if (declaredAttack && !damageDone && ask.kind !== 'can-attack' && ask.kind !== 'can-block') {
      actions.push({ kind: 'combat-damage', all: true });
      damageDone = true;
    }
  };
  const declareAttack = (ids: string[], target: Side | null): void => {
    const fresh = ids.filter((id) => !attacked.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => attacked.add(id));
    // Attackers are declared once (508.1); the interpreter already merged every attack into one.
    if (declaredAttack) return;
    declaredAttack = true;
    actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id, ...(target ? { target } : {}) })) });
  };
  for (const e of q.events) {
    // Anything told "in response" happens with the stack still full; anything else waits for it to resolve.
    if (e.kind !== 'cast' && !q.responses?.has(e)) resolveStack();
    switch (e.kind) {
      case 'attack':
        declareAttack(e.attackers, e.target);
        break;
      case 'block': {
        if (!blockAction) {
          blockAction = { kind: 'declare-blockers', blockers: [] };
          actions.push(blockAction);
        }
        for (const b of e.blockers) {
          const existing = blockAction.blockers.find((x) => x.object === b);
          if (existing) existing.blocks.push(e.attacker);
          else blockAction.blockers.push({ object: b, blocks: [e.attacker] });
        }
        break;
      }
      case 'change': {
        const effect: Record<string, unknown> = { text: e.text, affects: selectorOf(e.ref), modifications: e.changes.map(modificationOf), controller: 'A' };
        if (e.untilEndOfTurn) effect.duration = { kind: 'end-of-turn' };
        if (e.static && !e.untilEndOfTurn) {
          // A static ability ("creatures you control get +1/+1"): a permanent that has it, arriving
          // at this point of the story (613.7a: its timestamp is when it entered).
          anthem++;
          const source = { id: `s${anthem}`, name: lang === 'ja' ? `常在型能力の発生源${anthem}` : `static ability source ${anthem}`, types: ['Enchantment'], controller: 'A', statics: [{ text: e.text, affects: effect.affects, modifications: effect.modifications }] };
          if (actions.length === 0) objects.push(source);
          else actions.push({ kind: 'create', object: { ...source, token: false } });
        } else actions.push({ kind: 'apply-effect', effect });
        break;
      }
      case 'counters':
        for (const id of e.ids) actions.push({ kind: 'add-counters', target: id, counter: e.counter, amount: e.amount });
        break;
      case 'destroy':
      case 'exile':
      case 'sacrifice':
      case 'remove-from-combat':
        for (const id of e.ids) actions.push({ kind: e.kind, object: id });
        break;
      case 'bounce':
        for (const id of e.ids) actions.push({ kind: 'return-to-hand', object: id });
        break;
      case 'damage':
        actions.push({ kind: 'damage', source: e.source, target: e.target, amount: e.amount });
        break;
      case 'life':
        actions.push(e.amount >= 0 ? { kind: 'gain-life', player: e.side, amount: e.amount } : { kind: 'life', player: e.side, amount: e.amount });
        break;
      case 'prevent': {
        const r: Record<string, unknown> = { kind: 'prevent', amount: e.amount };
        if (e.combatOnly) r.combatOnly = true;
        if (e.to) r.to = e.to.kind === 'things' && e.to.ids.length === 1 ? e.to.ids[0] : e.to.kind === 'player' ? e.to.side : selectorOf(e.to);
        actions.push({ kind: 'add-replacement', replacement: r });
        break;
      }
      case 'double': {
        const from = e.from.kind === 'things' && e.from.ids.length === 1 ? e.from.ids[0] : selectorOf(e.from);
        actions.push({ kind: 'add-replacement', replacement: { kind: 'damage-modifier', multiply: 2, from, controller: 'A' } });
        break;
      }
      case 'end-turn':
        combatDamage();
        actions.push({ kind: 'end-turn' });
        break;
      case 'cast': {
        if (e.caster !== priority) actions.push({ kind: 'pass' });
        const spell = q.cards[e.spell]?.object.spell as { targets?: { word?: string }[] } | undefined;
        const word = spell?.targets?.[0]?.word;
        const cast: Record<string, unknown> = { kind: 'cast', object: e.spell, player: e.caster };
        if (word && e.targets.length > 0) cast.targets = { [word]: e.targets };
        actions.push(cast);
        priority = e.caster;
        stackOpen = true;
        break;
      }
    }
  }
  resolveStack();
  let probe: number | null = null;
  let activePlayer: Side = activeFromStart;
  switch (ask.kind) {
    case 'can-attack': {
      const t = q.things.find((x) => x.id === ask.id);
      activePlayer = t?.controller ?? 'A';
      probe = actions.length;
      actions.push({ kind: 'declare-attackers', attackers: [{ object: ask.id }] });
      break;
    }
    case 'can-block': {
      const a = q.things.find((x) => x.id === ask.attackers[0]);
      activePlayer = a?.controller ?? attackerSide;
      const fresh = ask.attackers.filter((id) => !attacked.has(id));
      // A creature that isn't attacking can't be blocked (509.1a): the engine says so when it was
      // not among the attackers already declared.
      if (fresh.length > 0 && !declaredAttack) {
        actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id })) });
      }
      probe = actions.length;
      const blocks = ask.blockers.map((b) => ({ object: b, blocks: ask.blockers.length > 1 ? [ask.attackers[0]!] : ask.attackers }));
      actions.push({ kind: 'declare-blockers', blockers: blocks });
      break;
    }
    case 'can-target': {
      activePlayer = ask.caster;
      if (ask.spell) {
        // The named spell is cast at the target; its own target word is used.
        const spell = q.cards[ask.spell]?.object.spell as { targets?: { word?: string }[] } | undefined;
        const word = spell?.targets?.[0]?.word ?? 'target';
        const o = objects.find((x) => x.id === ask.spell);
        if (o) {
          o.zone = 'hand';
          o.controller = ask.caster;
        }
        probe = actions.length;
        actions.push({ kind: 'cast', object: ask.spell, player: ask.caster, targets: { [word]: [ask.target] } });
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
      probe = actions.length;
      actions.push({ kind: 'cast', object: GENERIC_SPELL, player: ask.caster, targets: { target: [ask.target] } });
      break;
    }
    default:
      combatDamage();
  }
  const players = (['A', 'B'] as const).map((id) => ({ id, life: q.life[id] ?? 20 }));
  const scenario: Record<string, unknown> = { players, activePlayer, objects, actions };
  if (replacements.length > 0) scenario.replacements = replacements;
  return { scenario, probe, labels, implied };
}
