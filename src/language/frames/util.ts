/**
 * Helpers the event frames share: roles of a clause, pushing events, and what a clause did.
 */
import type { Clause, Description, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
export { pendingOnStack, push, saysAlso, saysResolved } from './stack-push.ts';
export { plainSize } from '../clause.ts';
export { datedLater, deferLateTotal, pushKeywordsTold, pushSizeTold, setLifeTold, sizeMayBeLater, sizeReached, totalMayBeLater } from './later-facts.ts';
export { CARD_ZONES, battlefieldRole, heldInZone, markZoneUnsaid, otherThanDoer, ownedCardsIn, placeInZone, putCard, spellAsDoer, spellNamed, stateAdj, zoneHolds, zoneRoleOf } from './zone-roles.ts';

export function role(c: Clause, ...preps: string[]): NounPhrase | null {
  return c.roles.find((r) => preps.includes(r.prep))?.np ?? null;
}

/**
 * Marks used the role `role(c, ...preps)` returned — only that one. A second role with the same
 * preposition ("blocks with the 2/2 … with the 4/4", split by a word the list reader didn't join)
 * was not read, so it must stay left over and be named (issue 11: nothing dropped silently).
 */
export function useRole(story: Story, c: Clause, ...preps: string[]): void {
  const r = c.roles.find((x) => preps.includes(x.prep));
  if (r) story.useChunks(r.chunks);
}

/** Marks used every role with one of these prepositions, for a frame that read them all. */
export function useRoles(story: Story, c: Clause, ...preps: string[]): void {
  for (const r of c.roles) if (preps.includes(r.prep)) story.useChunks(r.chunks);
}

export function isPlayerish(np: NounPhrase | null): boolean {
  return np !== null && (np.kind === 'player' || (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them' || np.word === 'he')));
}

/**
 * The clause with the times of the clause that told its cost ("during my upkeep, I tap X", "in response, I remove …"):
 * that clause's time words are read as the act's.
 */
export function withTimesOf(story: Story, c: Clause, at: Clause): Clause {
  story.useChunks(at.chunks.filter((k) => story.timeAt(k) !== null));
  return { ...c, times: [...new Set([...at.times, ...c.times])] };
}

/** What the story holds, to tell whether a frame did anything. */
export function fingerprint(story: Story): string {
  // (A cast told afterwards as copying something, frames/copies.ts, changes its event in place: counted too.)
  const copies = story.events.filter((e) => e.kind === 'cast' && e.copyOf !== undefined).length;
  // (So is the color told afterwards for a cast or activation: "… and chose black", frames/color-chosen-clause.ts.)
  const colors = story.events.filter((e) => (e.kind === 'cast' || e.kind === 'activate') && e.color !== undefined).length;
  // (And a target told afterwards for a spell told cast with none: 「…に対応して…。稲妻の対象は熊です」, frames/targets.ts.)
  const aimed = story.events.filter((e) => e.kind === 'cast' && e.targets.length > 0).length;
  return JSON.stringify([story.objects, story.events.length, copies, colors, aimed, story.life, story.poison, story.handSize, story.librarySize, story.assigned.length, story.unblocked.size, story.roles.size, story.responses.size, story.absent.length, story.noted, story.triggerTargets, story.proliferated, story.unlessPaid, story.unlessPayment, story.noMana.size]);
}

/** Time words the story's order already expresses (the events were told in that order). */
export function consumeTimes(story: Story, c: Clause, eventsBefore?: number): void {
  turnEnds(story, c);
  const ordered = new Set(['before-damage', 'after-blocks', 'precombat', 'later', 'now', 'already', 'first', 'finally', 'in-response', 'until-eot', 'earlier', 'again', 'also', 'right-away']);
  const thisTurn = eventsBefore !== undefined && toldOfThisTurn(story, eventsBefore);
  for (const k of c.chunks) {
    const t = story.timeAt(k);
    if (t && (ordered.has(t) || (t === 'this-turn' && thisTurn))) story.used.add(k);
  }
}

/**
 * Events a clause told happen in the story's own turn unless it says otherwise, so "this turn" on a clause of
 * acts — "I attacked with it this turn", "my 3/3 blocked a 2/2 this turn and took 2 damage" — says only what is
 * already so (500.1: one turn at a time). True when every event the clause added is an act at one moment (an
 * effect with a duration is read only as lasting until end of turn, 514.2: "got +2/+2 this turn") and the story
 * has not moved to another turn (an end of turn, a next turn or another player's turn told): "this turn" would
 * then mean either, and the words stay unread.
 */
function toldOfThisTurn(story: Story, eventsBefore: number): boolean {
  const added = story.events.slice(eventsBefore);
  if (added.length === 0) return false;
  const momentary = added.every((e) => POINT_EVENTS.has(e.kind) || (e.kind === 'change' && e.untilEndOfTurn));
  const turns = new Set(story.events.flatMap((e) => (e.kind === 'moment' && e.moment.turn !== null ? [e.moment.turn] : [])));
  const moved = story.events.some((e) => e.kind === 'end-turn' || (e.kind === 'moment' && e.moment.next)) || turns.size > 1;
  return momentary && !moved;
}

/** Events that are acts at one moment of the turn (an attack, a block, a spell, damage, a zone change), not effects that last. */
const POINT_EVENTS: ReadonlySet<string> = new Set(['attack', 'block', 'cast', 'activate', 'damage', 'dies', 'counters', 'sacrifice', 'life', 'return', 'enter', 'regenerate', 'resolve', 'combat-damage', 'first-strike-damage']);

export function amountOf(np: NounPhrase | null, noun: string): number | null {
  if (!np) return null;
  if (np.kind === 'amount' && (np.noun === noun || (noun === 'damage' && np.noun === 'total')) && np.n !== null) return np.n;
  return null;
}

export function duration(c: Clause): boolean {
  return !c.times.includes('this-turn') || true;
}

export function blankDescription(): Description {
  return {
    det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [],
    keywords: [], lacks: [], counters: [], damage: 0, card: null, head: null, adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null,
  };
}

export function typeLineOf(items: NounPhrase[], card: string): string {
  for (const it of items) if (it.kind === 'object' && it.card && it.card.name === card) return it.card.typeLine;
  return '';
}

/** "When the turn ends …", "at end of turn": the turn ends there (514.2). */
export function turnEnds(story: Story, c: Clause): void {
  for (const k of c.chunks) {
    if (story.timeAt(k) !== 'turn-ends') continue;
    story.used.add(k);
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
  }
}

/**
 * 「相手は自分のクリーチャーでブロックした」: what a player attacks or blocks with is a creature that player controls —
 * the attacking player declares attackers among their own creatures (508.1a), the defending player blockers among
 * theirs (509.1a). So 「自分の」 said of that creature can only be the clause subject's, never the asker's: read as
 * that player's, with nothing to ask back. (Elsewhere, after the opponent as subject, 自分 is asked back: Story.side.)
 */
export function ownCombatants(c: Clause, np: NounPhrase | null): void {
  if (c.subject?.kind !== 'player' || np === null) return;
  const who = c.subject.player.who;
  for (const item of np.kind === 'list' ? np.items : [np]) if (item.kind === 'object' && item.owner?.reflexive === true) item.owner = { who };
}
