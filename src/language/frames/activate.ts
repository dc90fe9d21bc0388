/**
 * The activate frame (602.2): an ability activated, named by its source or its cost; a planeswalker's
 * loyalty ability (606) and the loyalty told of it.
 */
import { tapAbilityAt } from '../en/tap-abilities.ts';
import { pumpAbilityAt } from './pump-own.ts';
import { walkersOf } from '../persons.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import type { LoyaltyTold, Sense } from '../senses.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, placeInZone, push, role, useRole, zoneRoleOf } from './util.ts';
import { takeCost } from './costs.ts';
import { loyaltyOf } from '../loyalty.ts';
import { saidX } from './cast-spell.ts';
import { colorChosenIn } from './color-told.ts';
import type { ColorTold } from '../ir-events.ts';

/**
 * "her -2", "his +1 ability", "its 0": a loyalty ability named with a pronoun for whose it is — the one
 * planeswalker the question told (none, or several: not understood). Undefined: the phrase is no such name.
 */
export function loyaltyHolder(story: Story, np: NounPhrase | null): string | null | undefined {
  // 「-2を起動できる？」「マイナス能力を起動」: the ability as a bare noun (a property with no owner said), as "her -2" is.
  const bare = np?.kind === 'property' && np.noun === 'keyword' && np.of === null;
  if (!bare && (np?.kind !== 'object' || np.head !== 'ability' || np.card !== null)) return undefined;
  if (np.kind === 'object' && np.owner && np.owner.who !== 'they') return undefined;
  if (!np.chunks.some((k) => loyaltyOf(story.sensesAt(k)) !== undefined)) return undefined;
  // "I cast Liliana of the Veil. Can I use her -2?": with none on the battlefield, the one planeswalker spell told cast —
  // a permanent spell that resolves becomes that permanent (608.3); where it is when the ability is asked of is the run's.
  const onField = walkersOf(story);
  const cast = story.objects.filter((o) => o.cast === true && o.types.includes('Planeswalker')).map((o) => o.id);
  const walkers = onField.length > 0 ? onField : cast;
  if (walkers.length !== 1) {
    story.problem('not-understood', np.text, 'one-expected');
    return null;
  }
  story.use(np);
  return walkers[0]!;
}

/** The loyalty cost a phrase's chunks carry (read already by toldLoyalty). */
export function loyaltyAt(story: Story, np: NounPhrase): LoyaltyTold {
  for (const k of phraseChunks(np)) {
    const v = loyaltyOf(story.sensesAt(k));
    if (v !== undefined) return v;
  }
  return 0;
}

export function activate(story: Story, c: Clause, tapped = false, colorSaid: ColorTold | null = null): void {
  // "I -2 Liliana", "I activate Liliana's +1", 「《リリアナ》の-2を起動」: the loyalty ability with that cost (606.4).
  const told = toldLoyalty(story, c);
  // "Liliana of the Veil -2 on X" (the planeswalker as the subject), 「《オブ・ニクシリス》で-3」 (as the instrument).
  const np = sourcePhrase(story, c, told !== undefined);
  // "I sacrifice a Goblin to activate X": the cost told just before is this activation's (602.2b).
  const held = loyaltyHolder(story, np);
  const source = held !== undefined ? held : np === null && told !== undefined ? lastLoyaltySource(story) : oneObjectOf(story, np, { create: true });
  if (!source) return;
  const cost = takeCost(story, c, source);
  // (The planeswalker as the subject: activated by its controller, 606.3.)
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : np === c.subject ? (story.get(source)?.controller ?? 'A') : 'A';
  const o = story.get(source)!;
  o.controller ??= player;
  const t = role(c, 'targeting', 'on', 'at');
  const targets: (string | Side)[] = [];
  if (t) {
    const before = story.objects.length;
    const ids = isPlayerish(t) ? null : objectsOf(story, t, { create: true, chosen: { chooser: null, besides: [source] } });
    // "targeting Sol Ring in my graveyard", 「墓地の《灰色熊》を対象に」: a card in that zone (zoneRoleOf), as a spell's target is.
    const zoned = ids && ids.length === 1 && t.kind === 'object' ? zoneRoleOf(c, t) : null;
    if (zoned) placeInZone(story, zoned, ids![0]!, before);
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    if (ids) targets.push(...ids);
    if (p) targets.push(p);
    useRole(story, c, 'targeting', 'on', 'at');
  }
  // "with X=4", 「X=4で」: the value announced for an {X} in its activation cost (602.2b applies 601.2b, 107.3a); the
  // questions layer takes it only for an ability whose cost has one (story-casts.ts), else names the words.
  const x = saidX(story, c);
  const costSaid = manaCostSaid(story, c);
  // "I activate its tap ability", "… its ability with the tap symbol in its cost" (en/tap-abilities.ts): its {T} one (602.2b).
  const tapNamed = c.chunks.filter((k) => tapAbilityAt(story.sensesAt(k)));
  if (tapNamed.length > 0) {
    tapped = true;
    story.useChunks(tapNamed);
  }
  // "I activate its firebreathing": the ability named by the pump it gives (frames/pump-own.ts), checked against its effect.
  const pumpNamed = c.chunks.filter((k) => pumpAbilityAt(story.sensesAt(k)));
  story.useChunks(pumpNamed);
  // "… choosing red", 「赤を選んで」: the color its "of your choice" takes as it resolves (608.2d).
  const color = colorChosenIn(story, c) ?? colorSaid;
  const modes = modesByOrder(story, c);
  // (`tapped`: "I tap X targeting Y": the {T} in its cost said as the verb, 602.2b.)
  push(story, { kind: 'activate', source: o.id, player, targets, ...(t ? { targetText: t.text.trim() } : {}), ...(cost ?? {}), ...(tapped ? { tap: true as const } : {}), ...(told !== undefined ? { loyalty: told } : {}), ...(x !== null ? { x } : {}), ...(costSaid !== null ? { manaCost: costSaid } : {}), ...(color ? { color } : {}), ...(modes ? { modes } : {}), ...(pumpNamed.length > 0 ? { effect: 'pump' as const } : {}) }, c);
}

/**
 * 700.2a: "… choosing the second mode", 「2番目のモードで」 — a modal ability's modes said by their printed order
 * (modechoice.ts), 0-based; the questions layer takes them only for an ability that has modes. Modes said by
 * what they do are left unread here (named back, never matched against an ability's modes).
 */
function modesByOrder(story: Story, c: Clause): number[] | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'mode-choice' }> => x.kind === 'mode-choice');
    if (!s || s.said || s.all === true || s.modes.length === 0) continue;
    story.useChunks([k]);
    return s.modes.map((m) => m - 1);
  }
  return null;
}

/**
 * "Can I +1 Garruk and then -3 him?", "… +1 then −2 the same turn?": two different loyalty symbols in one asked clause
 * name two activations of the one planeswalker in that order — the first told as done, the second asked (606.3).
 * Their chunks are read; null (nothing read) unless exactly two symbols, different, are said.
 */
export function loyaltySequence(story: Story, c: Clause): { first: LoyaltyTold; then: LoyaltyTold } | null {
  const found = c.chunks.flatMap((k) => {
    const v = loyaltyOf(story.sensesAt(k));
    return v === undefined || story.used.has(k) ? [] : [{ k, v }];
  });
  if (found.length !== 2 || found[0]!.v === found[1]!.v) return null;
  story.useChunks(found.map((f) => f.k));
  // ("Can I activate her +1 and then her -2?": the second named with its own "her", a phrase of its own the grammar put
  // as a second object — the one planeswalker's too (loyaltyHolder asks back when several could be meant).)
  const second = c.object2;
  if (second?.kind === 'object' && second.head === 'ability' && second.card === null && second.chunks.includes(found[1]!.k) && (!second.owner || second.owner.who === 'they')) story.use(second);
  return { first: found[0]!.v, then: found[1]!.v };
}

/**
 * "Shadowspear's {1} ability", "its {2}{R} ability", 「《X》の{1}の能力」: an activated ability named by the mana of its
 * activation cost (602.1a: the cost is what precedes the colon) — one mana chunk said in the clause, read nowhere else;
 * the questions layer takes the ability whose cost's mana is exactly that (spell-abilities.ts costFits). Null: none said.
 */
function manaCostSaid(story: Story, c: Clause): string | null {
  const said = c.chunks.filter((k) => !story.used.has(k) && story.sensesAt(k).some((s) => s.kind === 'mana'));
  if (said.length !== 1) return null;
  const s = story.sensesAt(said[0]!).find((x) => x.kind === 'mana');
  if (!s || s.kind !== 'mana') return null;
  story.useChunks(said);
  return s.text.toUpperCase();
}

/**
 * The loyalty cost a clause names its ability by (loyalty.ts): the symbol read as the verb or as the
 * ability's name; its chunks, and a possessive joining it to the planeswalker ("Liliana's -2"), are read.
 * Two different symbols in one clause name no one ability: left unread, to be named.
 */
export function toldLoyalty(story: Story, c: Clause): LoyaltyTold | undefined {
  const found = c.chunks.flatMap((k) => {
    const v = loyaltyOf(story.sensesAt(k));
    return v === undefined ? [] : [{ k, v }];
  });
  if (found.length === 0 || new Set(found.map((f) => f.v)).size > 1) return undefined;
  for (const f of found) {
    story.useChunks([f.k]);
    if (story.sensesAt(f.k - 1).some((s) => s.kind === 'poss') && c.chunks.includes(f.k - 1)) story.useChunks([f.k - 1]);
  }
  return found[0]!.v;
}

/**
 * The phrase naming the object whose ability is activated: the object ("activate X"), the owner of
 * "X's ability" / 「Xの-2」, or — with a loyalty symbol as the verb — the planeswalker said as the subject
 * ("Liliana of the Veil -2 on X") or as the instrument (「《X》で-3」).
 */
function sourcePhrase(story: Story, c: Clause, loyal: boolean): NounPhrase | null {
  const o = c.object;
  if (o?.kind === 'property' && o.noun === 'keyword' && o.of) {
    story.use(o);
    return o.of;
  }
  // 「《X》で+1を起動した」: the ability a bare noun, the planeswalker the instrument — as 「《X》の+1」.
  const bare = o?.kind === 'property' && o.noun === 'keyword' && o.of === null;
  const instrument = loyal && bare ? role(c, 'with') : null;
  if (instrument?.kind === 'object') {
    story.use(o!);
    useRole(story, c, 'with');
    return instrument;
  }
  // 「《放蕩魔術師》で対戦相手を対象に起動した」: nothing said as activated, a card the instrument — the object whose ability it is.
  const w0 = !o && !loyal ? role(c, 'with') : null;
  if (w0?.kind === 'object') {
    useRole(story, c, 'with');
    return w0;
  }
  if (o || !loyal) return o;
  if (c.subject && !isPlayerish(c.subject)) return c.subject;
  const w = role(c, 'with');
  if (w) {
    useRole(story, c, 'with');
    return w;
  }
  // 「《リリアナ》の-2をした」「《リリアナ》の-2はできる？」: the symbol the verb, the planeswalker said with の before it.
  const of = role(c, 'of');
  if (of?.kind === 'object') {
    useRole(story, c, 'of');
    return of;
  }
  return null;
}

/** 「+1を起動した。同じターンに-2もできる？」: a loyalty symbol said with no planeswalker — the one whose loyalty ability was just told. */
export function lastLoyaltySource(story: Story): string | undefined {
  return [...story.events].reverse().find((e): e is Extract<typeof e, { kind: 'activate' }> => e.kind === 'activate' && e.loyalty !== undefined)?.source;
}
