/**
 * What the story says of an object: it is on the battlefield, has been since last turn (302.6), has keywords, quoted
 * abilities, counters (122.1), loyalty (306.5c), marked damage (120.3), a size (613.4), a state (tapped, attacking), or is
 * in a card zone (400.1). A state told after events that may have changed it is refused, never counted twice.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf, shield, sidesOf } from '../refs.ts';
import { onePerSide } from './player-facts.ts';
import { loyaltyLevel } from './loyalty-level.ts';
import { lackTold, noCountersTold } from './absence.ts';
import { countersMayBeLater, tellObject } from './object-told.ts';
import { CARD_ZONES, isPlayerish, placeInZone, plainSize, role, useRole } from './util.ts';

/** "it's been out since last turn", "Torbran has been on the battlefield since my last turn" (302.6). */
export function hereSinceLastTurn(story: Story, c: Clause): boolean {
  const subj = c.subject;
  // "it's been out since last turn", "Torbran has been on the battlefield since my last turn": under its
  // controller's control since the turn began, so not summoning sick (302.6) — as the story's default.
  const since = c.chunks.filter((k) => story.timeAt(k) === 'last-turn');
  const onIt = role(c, 'on');
  const there = c.adjectives.includes('present') || (onIt?.kind === 'property' && onIt.noun === 'battlefield');
  // "I've controlled the Bears since last turn", "my opponent has controlled it since their last turn": 302.6's own words.
  const controlled = subj !== null && isPlayerish(subj) && c.verb?.verb === 'control' && c.verb.perfect === true && !c.verb.negated && c.verb.modal === null && (c.object?.kind === 'object' || c.object?.kind === 'pronoun') && c.roles.length === 0;
  if (controlled && since.length > 0) {
    const side = playerOf(story, subj);
    const ids = side === null ? null : objectsOf(story, c.object, { create: true, plural: true, controller: side });
    if (!ids) return true;
    for (const id of ids) {
      const o = story.get(id)!;
      if (o.controller !== null && o.controller !== side) {
        story.problem('contradiction', c.text, 'whose');
        return true;
      }
      o.controller = side;
      o.summoningSick = false;
    }
    story.use(subj);
    story.useChunks([...since, ...c.verb!.chunks]);
    story.noted++;
    return true;
  }
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && since.length > 0 && there && c.verb?.verb === 'be' && !c.object && !c.complement) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return true;
    for (const id of ids) story.get(id)!.summoningSick = false;
    story.useChunks([...since, ...(c.verb.chunks), ...c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present')]);
    useRole(story, c, 'on');
    story.noted++;
    return true;
  }
  return false;
}

/** "My 2/2 has 'Whenever …'": quoted rules text an object has. */
export function quotedAbilities(story: Story, c: Clause): boolean {
  const subj = c.subject;
  // (A quote that is part of the subject's own description, 「「…」というエンチャントがある」, is its text already: taken
  // again here, the one ability was counted twice, +1/+1 read as +2/+2.)
  const own = new Set(phraseChunks(subj));
  const quotes = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'quote' && !own.has(k));
  if ((c.verb?.verb === 'have' || c.verb?.verb === 'say') && quotes.length > 0 && subj && !isPlayerish(subj)) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return true;
    for (const k of quotes) {
      const q = story.sensesAt(k)[0] as { kind: 'quote'; text: string };
      for (const id of ids) story.get(id)!.abilityTexts.push(q.text);
      story.used.add(k);
    }
    return true;
  }
  return false;
}

/** Objects said to be on the battlefield, on a player's side or nobody's. */
export function onBattlefield(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const onField = role(c, 'on');
  if (subj && (subj.kind === 'list' || subj.kind === 'object') && onField?.kind === 'property' && onField.noun === 'battlefield') {
    // 「お互いの場に《灰色熊》」「お互いに《灰色熊》を出している」: each player's battlefield holds one (player-facts onePerSide).
    // (「《栄光の頌歌》がお互いの戦場に出ている」 may come with the player as a role of its own, whose battlefield it is.)
    const ofRole = onField.of === null ? role(c, 'of') : null;
    const whoseField = onField.of ?? (ofRole?.kind === 'player' ? ofRole : null);
    const sides = whoseField?.kind === 'player' && whoseField.player.who === 'each' ? sidesOf(story, whoseField) : null;
    if (sides && sides.length > 1) {
      if (!onePerSide(story, subj, sides)) story.problem('unsupported', c.text, 'which-player');
      useRole(story, c, 'on');
      if (whoseField === ofRole) useRole(story, c, 'of');
      return true;
    }
    const whose = whoseField ? playerOf(story, whoseField) : null;
    if (whoseField && whose === null) {
      story.problem('unsupported', c.text, 'which-player');
      return true;
    }
    // The side said is whose they are, as a possessive says it: 「自分の場に《灰色熊》、相手の場にクリーチャー3体」 are the
    // opponent's three, never the Bears told before taken for "creature" (and then refused as the asker's).
    if (whoseField?.kind === 'player') for (const np of subj.kind === 'list' ? subj.items : [subj]) if (np.kind === 'object' && np.owner === null && np.controlledBy === null) np.owner = whoseField.player;
    const ids = objectsOf(story, subj, { create: true, plural: true, controller: whose });
    if (!ids) return true;
    for (const id of ids) {
      const o = story.get(id)!;
      o.controller ??= whose;
      if (whose !== null && o.controller !== whose) story.problem('contradiction', c.text, 'whose');
    }
    useRole(story, c, 'on');
    if (ofRole !== null && whoseField === ofRole) useRole(story, c, 'of');
    return true;
  }
  return false;
}

/** A planeswalker's loyalty said as where it stands (306.5c). */
export function loyaltyTold(story: Story, c: Clause): boolean {
  const level = loyaltyLevel(c);
  if (!level) return false;
  const ids = objectsOf(story, level.holder, { create: true });
  if (!ids) return true;
  const o = story.get(ids[0]!)!;
  if (level.roles.length > 0) useRole(story, c, ...level.roles);
  for (const np of level.said) story.use(np);
  if (countersMayBeLater(story, c, ids[0]!)) {
    story.problem('not-understood', c.text, 'state-after-events');
    return true;
  }
  o.counters.loyalty = level.n;
  return true;
}

/**
 * "My Serra Angel is still in my hand", "their Hill Giant is in exile", 「私の《セラの天使》はまだ手札にある」「灰色熊は墓地に
 * いる」: where a card is as the story starts — a card in that zone, not a permanent (110.1). A creature the rules
 * talk about is one on the battlefield unless a zone is said (109.2), so it can't attack or block (508.1a, 509.1a)
 * nor be the target of "target creature" (115.1). Dropped, the card was put on the battlefield and answered as a
 * creature there (red team s16). Only of an object this clause introduces: one the story already had (on the
 * battlefield, in an event) is not moved by a description (frames/util.ts putCard names it back unread).
 * True when the clause was such a statement (read, or refused).
 */
export function inCardZone(story: Story, c: Clause, subj: NounPhrase): boolean {
  const v = c.verb;
  if (!v || (v.verb !== 'be' && !(story.lang === 'ja' && v.verb === 'have'))) return false;
  const zoned = c.roles.find((r) => (r.prep === 'in' || (story.lang === 'ja' && r.prep === 'to')) && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (!zoned) return false;
  // ("is not in my hand", "would be in the graveyard", "is in my hand with flying": not this statement; named back.)
  if (v.negated || v.modal !== null || v.passive || c.object || c.complement || c.object2 || c.keywords.length > 0 || c.roles.length !== 1 || c.sub !== null) {
    story.problem('not-understood', c.text, 'zone-said');
    return true;
  }
  const before = story.objects.length;
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return true;
  // ("My Bears is in their graveyard": a card goes to its owner's graveyard, hand or library, 400.3 — whose is two things said.)
  const np = zoned.np as Extract<NounPhrase, { kind: 'property' }>;
  const whose = np.of && isPlayerish(np.of) ? playerOf(story, np.of) : null;
  if (whose !== null && ids.some((id) => { const o = story.get(id)!; return o.controller !== null && o.controller !== whose; })) {
    story.problem('contradiction', c.text, 'whose');
    return true;
  }
  // ("Grizzly Bears and Llanowar Elves are in my graveyard", "two creature cards are in exile": each card named is there.)
  for (const id of ids) placeInZone(story, zoned, id, before);
  return true;
}

/** "X has flying", "X is indestructible", "it has 2 damage marked", "has a +1/+1 counter". What it is said to have or be is told on each object the subject names. */
export function objectState(story: Story, c: Clause, subj: NounPhrase): void {
  const createdFrom = story.objects.length;
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return;
  // "It has no haste": a creature told before said to lack a keyword; "It has no counters on it" (absence.ts).
  if ((story.objects.length === createdFrom && lackTold(story, c, ids)) || noCountersTold(story, c, ids)) return;
  // "My Grizzly Bears is in my graveyard", "their Hill Giant is in exile", "my Serra Angel is still in my hand": a
  // card in that zone (400.1), not a permanent — the words were dropped and it was put on the battlefield, where
  // it could be targeted (115.1), attack or block (red team s16). Said of an object told before: named back.
  const zone = c.roles.find((r) => (r.prep === 'in' || r.prep === 'into') && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (zone && c.verb?.verb === 'be' && !c.verb.negated && c.verb.modal === null && !c.verb.passive) {
    for (const id of ids) placeInZone(story, zone, id, createdFrom);
    return;
  }
  if (!causedBy(story, c)) return;
  story.useKeywords(c.chunks);
  // "My 2/2 has a regeneration shield", 「再生の盾がある2/2」「再生の盾を持つ2/2」: a shield on it from
  // here on (701.19a); the next destruction this turn is replaced (704.5g lethal damage, 701.8 destroy).
  const shields = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && (story.sensesAt(k)[0] as { noun: string }).noun === 'regen-shield' && !story.used.has(k));
  if (c.verb?.verb === 'have' && shields.length > 0) {
    for (const id of ids) shield(story, id);
    story.useChunks(shields);
    if (c.object && phraseChunks(c.object).every((k) => shields.includes(k) || story.sensesAt(k)[0]?.kind === 'det')) story.use(c.object);
  }
  for (const id of ids) tellObject(story, c, id);
  // "has this effect", "is the one …": what it is said to have or be, when none of the above, is not read.
  const said = c.object ?? c.complement;
  // (A property — "has its power and toughness switched" — is read by the clause that follows.)
  if (said && (said.kind === 'object' || said.kind === 'amount') && !phraseChunks(said).some((k) => story.used.has(k))) story.problem('not-understood', c.text, 'has-what');
  // 「この効果を持つ2/2」: "has" a thing the grammar made no phrase of — which object is meant is not read.
  const loose = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && !story.used.has(k));
  if (!said && c.verb?.verb === 'have' && c.keywords.length === 0 && loose.length > 0) story.problem('not-understood', c.text, 'has-what');
  return;
}

/**
 * "My Grizzly Bears is a 4/4 thanks to Glorious Anthem", "their 2/2 is a 1/1 because of my Elesh Norn": the permanents
 * said to make a size so are on the battlefield, and the size is told as reached with every effect on it (613.4; a
 * claim checked against the run, questions/size-claims.ts), never the object's own size with the effect counted again.
 * Only permanent cards and a plain size: anything else said "thanks to" (a spell, a description) is named. False: stop.
 */
function causedBy(story: Story, c: Clause): boolean {
  const via = role(c, 'via');
  if (!via) return true;
  const size = c.complement ?? c.object;
  const cards = via.kind === 'list' ? via.items : [via];
  const permanents = cards.every((x) => x.kind === 'object' && x.card !== null && !/\b(?:Instant|Sorcery)\b/.test(x.card.typeLine) && x.card.typeLine !== '');
  if (!permanents || c.verb?.verb !== 'be' || c.verb.negated || c.verb.modal !== null || size?.kind !== 'object' || size.power === null || size.toughness === null || size.head !== 'pt' || !plainSize(size)) {
    story.problem('not-understood', c.text, 'caused-by');
    return false;
  }
  if (!objectsOf(story, via, { create: true, plural: true })) return false;
  useRole(story, c, 'via');
  return true;
}
