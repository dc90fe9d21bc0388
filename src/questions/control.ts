/**
 * Who controls what, where the question didn't say (the builder's readings, each said in the
 * restatement): control changed by a spell or Aura told (613.1b), the attacker's side and the
 * defending side (506.2, 508.1), and an attacking creature implied for "can it block?" (509.1a).
 */
import { LANGS } from '../core/lang.ts';
import type { Lang } from '../core/lang.ts';
import type { Ask, ParsedQuestion, QEvent, Side, Thing } from './types.ts';
import { wordsFor } from './locales/index.ts';
import { attacksThisTurn } from '../language/results.ts';

export function other(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

/** Does a compiled card change control of what it enchants ("You control enchanted creature", 613.1b)? */
export function auraControl(q: ParsedQuestion, id: string): boolean {
  const statics = q.cards[id]?.object.statics;
  return (statics ?? []).some((st) => st.affects?.kind === 'attached-to-source' && (st.modifications ?? []).some((m) => m.kind === 'set-controller'));
}

/** Does a compiled spell's instruction change control ("gain control of target creature …", 613.1b)? */
function spellControl(q: ParsedQuestion, id: string): boolean {
  const effects = (q.cards[id]?.object.spell as { effects?: { kind?: unknown; effect?: { modifications?: { kind?: unknown }[] } }[] } | undefined)?.effects ?? [];
  return effects.some((e) => e.kind === 'apply-effect' && (e.effect?.modifications ?? []).some((m) => m.kind === 'set-controller'));
}

/** Instructions of a spell that only harm what they're aimed at (damage, destroy, exile; Swords' life to its controller). */
const REMOVAL = new Set(['damage', 'destroy', 'exile', 'life']);
const TARGET_GUARDS = /^(?:hexproof|shroud|ward|protection)/i;

/**
 * "I Bolt the 2/2", "they Murder the 3/3": a permanent nobody was said to control, aimed at by a spell that only
 * removes it (every instruction damage, destroy or exile), is most naturally the caster's opponent's — taken as the
 * caster's own, the restatement said "you cast Lightning Bolt targeting your 2/2 creature". (The other reading is still
 * run by answer.ts openControllers: where it would answer otherwise, whose it is is asked back.)
 */
function removalTargetSide(q: ParsedQuestion, t: Thing): Side | null {
  // (A target that keeps spells off by whose they are — hexproof, ward, shroud, protection, 702.11b — keeps the asker's
  // reading: its other one, run after it, asks whose it is back where the cast would be illegal, red team s18.)
  const cardKeywords = (q.cards[t.id]?.object.keywords ?? []) as readonly unknown[];
  const guarded = [...t.keywords.map((k) => k.keyword), ...cardKeywords.map((k) => (typeof k === 'string' ? k : String((k as { keyword?: unknown }).keyword ?? '')))].some((k) => TARGET_GUARDS.test(k));
  if (t.zone !== 'battlefield' || guarded) return null;
  for (const e of q.events) {
    if (e.kind !== 'cast' || !e.targets.includes(t.id)) continue;
    const body = q.cards[e.spell]?.object.spell as { effects?: { kind?: unknown }[]; modes?: unknown } | undefined;
    const effects = body?.effects ?? [];
    const harms = effects.some((x) => x.kind === 'damage' || x.kind === 'destroy' || x.kind === 'exile');
    if (body?.modes === undefined && harms && effects.every((x) => typeof x.kind === 'string' && REMOVAL.has(x.kind))) return other(e.caster);
  }
  return null;
}

/**
 * Who controls a creature at a point of the story (613.1b, layer 2; before event `before`, or as the
 * story leaves it): a spell told cast at it whose compiled instructions change control gives it to
 * the spell's caster, as does an Aura spell cast at it that does (303.4f); an Aura on it from the
 * start that does gives it to the Aura's controller. Otherwise the controller the story says.
 */
export function controlledBy(q: ParsedQuestion, t: Thing | undefined, before: number = q.events.length): Side | undefined {
  if (!t) return undefined;
  let side: Side | undefined = t.controller ?? undefined;
  for (const aura of q.things) if (aura.attachedTo === t.id && auraControl(q, aura.id)) side = aura.controller ?? side;
  q.events.slice(0, before).forEach((e) => {
    if (e.kind === 'cast' && e.targets.includes(t.id) && (spellControl(q, e.spell) || auraControl(q, e.spell))) side = e.caster;
  });
  return side;
}

/**
 * "Ravenous Chupacabra's trigger targets my Bears", whose Chupacabra unsaid: its one targeted triggered ability
 * may target only an opponent's (or only your) permanent (115.1, 109.5 "you"), so the side whose target was told
 * decides whose the source is — the one reading in which the told target can be chosen (603.3d). Null otherwise.
 */
function triggerSourceSide(q: ParsedQuestion, id: string): Side | null {
  const said = (q.triggerTargets ?? []).filter((tt) => tt.source === id).flatMap((tt) => tt.targets);
  const triggers = q.cards[id]?.object?.triggers;
  const targeted = (Array.isArray(triggers) ? triggers : []).filter((t) => Array.isArray(t.targets) && t.targets.length > 0);
  const spec = targeted.length === 1 && targeted[0]!.targets!.length === 1 ? targeted[0]!.targets![0]! : null;
  const whose = spec?.objects?.kind === 'filter' ? spec.objects.controller : undefined;
  if (said.length === 0 || (whose !== 'opponent' && whose !== 'you')) return null;
  const sides = new Set(said.map((x) => (x === 'A' || x === 'B' ? null : (q.things.find((t) => t.id === x)?.controller ?? null))));
  const side = sides.size === 1 ? [...sides][0]! : null;
  return side === null ? null : whose === 'opponent' ? other(side) : side;
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
      const side = t?.controller ? controlledBy(q, t) : undefined;
      if (side) return side;
    }
    return null;
  };
  // (A planeswalker or battle attacked is the defending player's, 508.1b: its controller is the attacker's opponent.)
  const walkers = new Set(attacks.flatMap((e) => Object.values(e.attacked ?? {})));
  const attackTarget = attacks.find((e) => e.target)?.target ?? known(walkers) ?? null;
  // "Can a creature with defender block?": the asker's creature blocks an (implied) attacker.
  if (probe?.kind === 'can-block' && attacks.length === 0 && known(attackers) === null && known(blockers) === null) {
    for (const t of q.things) if (blockers.has(t.id)) t.controller = 'A';
  }
  const attackerSide: Side =
    known(attackers) ?? (known(blockers) ? other(known(blockers)!) : attackTarget ? other(attackTarget) : probe?.kind === 'can-attack' ? (q.things.find((t) => t.id === probe.id)?.controller ?? 'A') : 'A');
  for (const t of q.things) {
    if (t.controller) continue;
    if (attackers.has(t.id)) t.controller = attackerSide;
    else if (blockers.has(t.id) || walkers.has(t.id)) t.controller = other(attackerSide);
    else if (ownerByTarget(q, t, probe)) t.controller = ownerByTarget(q, t, probe);
    // "Can I target a creature with hexproof?": the usual reading is someone else's creature.
    else if (probe?.kind === 'can-target' && probe.target === t.id) t.controller = other(probe.caster);
    else if (t.attachedTo) t.controller = q.things.find((x) => x.id === t.attachedTo)?.controller ?? 'A';
    else t.controller = triggerSourceSide(q, t.id) ?? removalTargetSide(q, t) ?? 'A';
  }
  return { attackerSide, implied: [] };
}

/** Is this the attacking creature implyAttacker added (its words are the implied attacker's)? */
export function isImpliedAttacker(t: Thing): boolean {
  return LANGS.some((lang) => t.words === wordsFor(lang).impliedAttacker);
}

/**
 * "Serra Angel has flying. Can my Grizzly Bears block?": with no attack told, the one other creature the
 * question names on the battlefield, not the blocker's own side's, is the creature it would block (509.1a) —
 * inventing an attacker beside it would answer about a creature nobody asked of. Two or more such creatures
 * are returned to be asked back (which one it blocks changes the answer).
 */
function namedOpponents(q: ParsedQuestion, probe: Extract<Ask, { kind: 'can-block' }>, blockerSide: Side | null): string[] {
  if (q.events.some((e) => e.kind === 'attack')) return [];
  return q.things.filter(
    (t) => t.zone === 'battlefield' && t.types.includes('Creature') && !t.attachedTo && !probe.blockers.includes(t.id) && (t.controller === null || blockerSide === null || t.controller !== blockerSide),
  ).map((t) => t.id);
}

/**
 * "Can a creature with defender block?": with no attacker named, an attacking creature is implied
 * (a plain creature of no stated size; the restatement says so, and its size is tried like any other
 * unstated size). Returns the creatures it could block when the question names more than one (asked back).
 */
export function implyAttacker(q: ParsedQuestion, probe: Extract<Ask, { kind: 'can-block' }>, lang: Lang): string[] | null {
  if (probe.attackers.length > 0) return null;
  // An attack told in an earlier turn is over by a later one (511.3): a new attacker is implied then.
  const later = probe.at !== undefined && (probe.at.next || probe.at.turn !== null);
  // (The attack of the turn the story is in, by the other player's creatures: one told on an earlier turn is over too —
  // "My 2/2 attacks. On his turn his 3/3 attacks. Can my 2/2 block?" — and a creature never blocks its own side's attack.)
  const controllerOf = (id: string): Side | null => q.things.find((t) => t.id === id)?.controller ?? null;
  const blockerSide = probe.blockers.map(controllerOf).find((x) => x !== null) ?? null;
  const existing = later ? [] : attacksThisTurn(q.events, controllerOf).flatMap((e) => e.attackers.filter((a) => !probe.blockers.includes(a) && (blockerSide === null || controllerOf(a) !== blockerSide)));
  if (existing.length > 0) {
    probe.attackers.push(existing[0]!);
    return null;
  }
  const named = later ? [] : namedOpponents(q, probe, blockerSide);
  if (named.length > 1) return named;
  if (named.length === 1) {
    probe.attackers.push(named[0]!);
    return null;
  }
  const side = probe.blockers.map((b) => q.things.find((t) => t.id === b)?.controller).find((x) => x) ?? 'A';
  const t: Thing = {
    id: `c${q.things.length + 1}`, controller: other(side), owner: null, power: null, toughness: null, sizeAssumed: true, keywords: [], colors: [], types: ['Creature'], subtypes: [], supertypes: [],
    card: null, counters: {}, damage: 0, tapped: false, summoningSick: false, token: false, abilityTexts: [], attachedTo: null, zone: 'battlefield', words: wordsFor(lang).impliedAttacker,
  };
  q.things.push(t);
  probe.attackers.push(t.id);
  return null;
}

/**
 * Whose a card told in a zone with no owner said ("Lightning Bolt in a graveyard", 「墓地にある《稲妻》」) is, when a
 * spell cast (or asked to be cast) at it says: "target card from your graveyard" can take only its caster's, "from an
 * opponent's graveyard" only the other player's (115.1, 404.1). Taken as the asker's, the opponent's Regrowth had no
 * legal target. Null when no spell says (the owner then stays named as unsaid, and the asker's).
 */
function ownerByTarget(q: ParsedQuestion, t: Thing, probe: Ask | null): Side | null {
  if (t.zoneOwnerUnsaid !== true) return null;
  const aimed = [...q.events.flatMap((e) => (e.kind === 'cast' ? [{ spell: e.spell, caster: e.caster, targets: e.targets }] : [])), ...(probe?.kind === 'can-target' && probe.spell !== undefined ? [{ spell: probe.spell, caster: probe.caster, targets: [probe.target] }] : [])];
  for (const e of aimed) {
    if (!e.targets.includes(t.id)) continue;
    const specs = q.cards[e.spell]?.object.spell?.targets ?? [];
    const whose = new Set(specs.filter((x) => x.objects?.zone === t.zone).map((x) => x.objects?.controller));
    const w = whose.size === 1 ? [...whose][0] : undefined;
    if (w === 'you') return e.caster;
    if (w === 'opponent') return other(e.caster);
  }
  return null;
}
