/** Zones and doers in clause roles: the battlefield and card zones, placing a card, and the spell or player doing it. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Adjective } from '../senses.ts';
import { phraseChunks } from '../clause.ts';
import type { Side } from '../ir.ts';
import { objectsOf, playerOf } from '../refs.ts';

/** Zones other than the battlefield and the stack a card may be said to be in (400.1): there it is a card, no permanent (110.1). */
export const CARD_ZONES: ReadonlySet<string> = new Set(['graveyard', 'hand', 'library', 'exile']);

/**
 * "on the battlefield", 「戦場の」/「戦場にある」 said in a clause: the role that says where a permanent is
 * (110.1); null when the clause says no such place. (Its chunks are the caller's to mark read.)
 */
export function battlefieldRole(c: Clause): Clause['roles'][number] | null {
  // (「《対抗呪文》で戦場の相手のクリーチャーを」: the Japanese reader may attach 戦場 to the clause with the particle before it.)
  return c.roles.find((r) => ['on', 'in', 'of', 'to', 'with'].includes(r.prep) && r.np?.kind === 'property' && r.np.noun === 'battlefield' && r.np.of === null) ?? null;
}

/**
 * An object named as a spell ("a creature spell", "their spell", 「相手の呪文」) is on the stack (112.1,
 * 405.1): cast before the question's own spell, told as a premise, by its controller (else the player
 * `other`). Nothing is done when it already took part in the story as a permanent (an event or a combat
 * role): the words then contradict, which the run shows as the target it is.
 */
export function spellNamed(story: Story, np: NounPhrase, id: string, other: 'A' | 'B'): void {
  // (An instant or sorcery card named as a target is a spell too: it is never a permanent, 304.4, 307.4.)
  const spellCard = np.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine) && !/\b(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle)\b/.test(np.card.typeLine);
  if (np.kind !== 'object' || (!spellCard && (np.head !== 'spell' || np.card !== null))) return;
  const o = story.get(id);
  // ("the colossus" found as the Darksteel Colossus named before, refs.ts partialName: the card the words also name is not it.)
  if (spellCard && o?.card && np.card && o.card.toLowerCase() !== np.card.name.toLowerCase()) return;
  // ("Lightning Bolt is in my graveyard … targeting it", 「墓地にある《稲妻》を対象に」: a card told in a graveyard, hand,
  // library or exile is a card there (400.1), no spell on the stack — Regrowth's target, never a Bolt cast first.)
  if (!o || o.cast === true || CARD_ZONES.has(o.zone) || story.roles.has(id) || story.events.some((e) => ('ids' in e && e.ids.includes(id)) || (e.kind === 'cast' && e.spell === id))) return;
  o.cast = true;
  o.controller ??= other;
  story.events.push({ kind: 'cast', spell: id, caster: o.controller, targets: [], impliedTargets: true, premise: true });
}

/**
 * A target created by words that don't say whether it is a permanent or a spell ("a creature", "their
 * Bears", 「相手のクリーチャー」, with no "on the battlefield" or "spell" said): marked, so that a spell
 * that can target only spells (115.1, "target spell") asks back which was meant, never guessing the
 * permanent. Objects with a state only a permanent has (tapped, attacking, counters, damage, an
 * Equipment) or a land or token (never cast) are permanents by their words.
 */
export function markZoneUnsaid(story: Story, np: NounPhrase, id: string, createdFrom: number): void {
  if (np.kind !== 'object' || np.head === 'spell' || np.head === 'permanent' || np.head === 'token' || np.head === 'attacker' || np.head === 'blocker') return;
  const o = story.get(id);
  if (!o || o.cast === true || story.objects.indexOf(o) < createdFrom) return;
  const permanentWords = np.adjectives.some((a) => ['tapped', 'untapped', 'attacking', 'blocking', 'unblocked', 'sick', 'token'].includes(a)) || np.counters.length > 0 || np.damage > 0 || np.attachments.length > 0;
  if (permanentWords || o.types.includes('Land') || o.token || story.roles.has(id)) return;
  o.zoneUnsaid = true;
}

/**
 * Whether the clause says the state `adj` of what it is about ("it's unblocked", "I have X untapped",
 * "with vigilance and summoning sickness"), reading those words when it does: a state changes what a
 * permanent may do (302.6, 506.4, 509.1a), so a state word nobody applied is named (coverage.ts).
 * Call it only where the state is applied.
 */
export function stateAdj(story: Story, c: Clause, adj: Adjective): boolean {
  if (!c.adjectives.includes(adj)) return false;
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === adj)));
  return true;
}

/**
 * "a creature in my graveyard", "a creature card in exile", 「相手の墓地のクリーチャー」: the role that says which
 * zone an object phrase is in — right after it (English), or right before it, with の (Japanese). Null when
 * none. ("from my graveyard" says where a spell is cast from, never where its target is: not this.)
 */
export function zoneRoleOf(c: Clause, np: NounPhrase): Clause['roles'][number] | null {
  const own = phraseChunks(np);
  if (own.length === 0) return null;
  const first = Math.min(...own);
  const last = Math.max(...own);
  return (
    c.roles.find((r) => {
      if (r.prep === 'from' || r.np?.kind !== 'property' || !CARD_ZONES.has(r.np.noun) || r.chunks.length === 0) return false;
      return Math.min(...r.chunks) === last + 1 || Math.max(...r.chunks) + 1 === first;
    }) ?? null
  );
}

/**
 * Puts the object a target phrase just created in the zone its words said (zoneRoleOf): a card there,
 * owned — and, as a card with no controller, "controlled" (108.4a) — by the player said ("my graveyard"),
 * else marked as whose unsaid. An object the story already had (told on the battlefield, cast, in an
 * event) is not moved by a phrase: the words are named back unread instead (issue 11: never another object).
 */
export function placeInZone(story: Story, r: Clause['roles'][number], id: string, createdFrom: number): void {
  story.useChunks(r.chunks);
  const np = r.np;
  if (np?.kind !== 'property') return;
  const whose = np.of ? playerOf(story, np.of) : null;
  const o = story.get(id);
  if (whose && o && story.objects.indexOf(o) >= createdFrom) o.controller = whose;
  putCard(story, id, createdFrom, np.noun as 'graveyard' | 'hand' | 'library' | 'exile', whose !== null || np.noun === 'exile', np.text);
}

/**
 * Moves the object a target phrase just created to `zone` (placeInZone; "a dead creature" is in a graveyard,
 * 700.4), its owner said or not (`ownerSaid`); an object the story already had is named back (`words`) instead.
 */
export function putCard(story: Story, id: string, createdFrom: number, zone: 'graveyard' | 'hand' | 'library' | 'exile', ownerSaid: boolean, words: string): void {
  const o = story.get(id);
  if (!o || story.objects.indexOf(o) < createdFrom || o.cast === true || story.roles.has(id) || story.events.some((e) => ('ids' in e && e.ids.includes(id)) || (e.kind === 'cast' && e.spell === id))) {
    story.problem('not-understood', words, 'target-zone');
    return;
  }
  o.zone = zone;
  delete o.zoneUnsaid;
  if (!ownerSaid) o.zoneOwnerUnsaid = true;
}

/**
 * "My 4/4 is blocked by a 1/1 and deals 4 damage to it", "… and puts three -1/-1 counters on it": what a
 * creature does something to is another object than itself, so an "it" found to be the doer is not it. It is
 * the one creature the doer fights in the combat told (a blocker of it, or the attacker it blocks, 509.1), else
 * the one object the spell cast just before targets. With none or several, it is asked back, never guessed.
 * `ids` as read; returned unchanged when the phrase is no pronoun or names something else.
 */
export function otherThanDoer(story: Story, np: NounPhrase | null, ids: readonly string[], doer: string | null): string[] | null {
  if (doer === null || np?.kind !== 'pronoun' || ids.length !== 1 || ids[0] !== doer) return [...ids];
  const fought = new Set<string>();
  for (const e of story.events) {
    if (e.kind !== 'block') continue;
    if (e.attacker === doer) e.blockers.forEach((b) => fought.add(b));
    else if (e.blockers.includes(doer)) fought.add(e.attacker);
  }
  const cast = story.lastCast !== null ? story.events[story.lastCast.event] : undefined;
  const targeted = cast?.kind === 'cast' ? cast.targets.filter((t) => t !== 'A' && t !== 'B' && t !== doer) : [];
  const pick = fought.size > 0 ? [...fought] : targeted;
  if (pick.length === 1) {
    story.resolved.set(np, pick);
    return pick;
  }
  story.problem('ambiguous', np.text, 'which-one', [doer, ...pick].map((id) => story.get(id)?.words ?? id));
  return null;
}

/**
 * "I cast Shock on their Chandra and it deals 2 damage to it": both pronouns found the same object, which can't
 * be both what deals the damage and what is dealt it; said in the sentence that cast a spell at that object, the
 * first "it" is the spell (its effect, 608.2). Null otherwise.
 */
export function spellAsDoer(story: Story, c: Clause, target: string): string | null {
  const last = story.lastCast;
  const cast = last !== null && last.sentence === c.sentence ? story.events[last.event] : undefined;
  return cast?.kind === 'cast' && cast.targets.includes(target) ? cast.spell : null;
}

/**
 * "My opponent has Grizzly Bears in their hand", "I have Lightning Bolt and a Forest in my graveyard": what a player
 * is said to have in a hand, graveyard, library or exile is cards there that player owns (400.1, 402.1, 404.1, 108.3),
 * no permanents they control (110.1). Read as control, the card was put on the battlefield and could block (issue 11).
 * (「相手の手札に《灰色熊》がある」 is the same statement with the card as subject: object-facts.ts inCardZone.)
 * True when the clause was one (read, or refused naming it).
 */
export function heldInZone(story: Story, c: Clause, side: Side): boolean {
  const v = c.verb;
  const zoned = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (!v || v.verb !== 'have' || !zoned || (c.object?.kind !== 'object' && c.object?.kind !== 'list')) return false;
  // ("doesn't have X in hand", "would have X in the graveyard", "has X in hand with flying": not this statement; named.)
  if (v.negated || v.modal !== null || v.passive || c.object2 || c.complement || c.keywords.length > 0 || c.roles.length !== 1 || c.sub !== null) {
    story.problem('not-understood', c.text, 'zone-said');
    return true;
  }
  const np = zoned.np as Extract<NounPhrase, { kind: 'property' }>;
  // ("I have X in their graveyard": a card is in its owner's graveyard, hand or library, 400.3; two owners said.)
  const whose = np.of ? playerOf(story, np.of) : side;
  if (whose !== side) {
    story.problem(whose === null ? 'not-understood' : 'contradiction', c.text, whose === null ? 'zone-said' : 'whose');
    return true;
  }
  if (ownedCardsIn(story, c.object, side, np.noun as 'graveyard' | 'hand' | 'library' | 'exile', c.text)) story.useChunks(zoned.chunks);
  return true;
}

/**
 * The cards a phrase names, owned by `side` and put in that player's `zone` ("Grizzly Bears in their hand", "I
 * discarded Lightning Bolt"): those it creates are that player's (a card is in its owner's zone, 400.3). False when
 * the phrase names nothing.
 */
export function ownedCardsIn(story: Story, np: NounPhrase | null, side: Side, zone: 'graveyard' | 'hand' | 'library' | 'exile', words: string): boolean {
  const before = story.objects.length;
  const ids = objectsOf(story, np, { create: true, plural: true, controller: side });
  if (!ids) return false;
  for (const id of ids) {
    const o = story.get(id);
    if (o && story.objects.indexOf(o) >= before) o.controller ??= side;
    putCard(story, id, before, zone, true, words);
  }
  return true;
}

/**
 * "My graveyard has Grizzly Bears and a Forest (in it)", "their hand has two creature cards": the zone said as what holds
 * the cards — the same statement as "I have … in my graveyard" (heldInZone), its owner the zone's (400.3). True when the
 * clause was one (read, or refused naming it).
 */
export function zoneHolds(story: Story, c: Clause): boolean {
  const v = c.verb;
  const zone = c.subject?.kind === 'property' && CARD_ZONES.has(c.subject.noun) ? c.subject : null;
  if (!v || v.verb !== 'have' || !zone || (c.object?.kind !== 'object' && !(c.object?.kind === 'list' && c.object.conj === 'and'))) return false;
  // ("has X in it": the zone itself.)
  const inIt = c.roles.filter((r) => r.prep === 'in' && r.np?.kind === 'pronoun');
  const side = zone.of ? playerOf(story, zone.of) : null;
  if (side === null || v.negated || v.modal !== null || v.passive || v.hypothetical || c.object2 || c.complement || c.keywords.length > 0 || c.roles.length !== inIt.length || c.sub !== null) {
    story.problem('not-understood', c.text, 'zone-said');
    return true;
  }
  if (ownedCardsIn(story, c.object, side, zone.noun as 'graveyard' | 'hand' | 'library' | 'exile', c.text)) {
    story.use(zone);
    for (const r of inIt) story.useChunks(r.chunks);
  }
  return true;
}

