/**
 * The frame of each verb (the lexicon's Verb union, exhaustive: a new verb fails to compile until it has one).
 * frames/index.ts hands a clause here once it is an event to add.
 */
import { discardedTold, exiledCardTold } from './zone-told.ts';
import { proliferateChosen, proliferateTold } from './proliferate.ts';
import { colorChosenClause } from './color-chosen-clause.ts';
import { copied } from './copies.ts';
import { becameCopy, copyingState } from './copy-state.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import { loyaltyOf } from '../loyalty.ts';
import type { Story } from '../story.ts';
import type { Verb } from '../senses.ts';
import { become, gain, lose, makes } from './changes.ts';
import { attack } from './attacks.ts';
import { block, unblocked } from './blocks.ts';
import { theyAttackers } from './unblocked.ts';
import { leftUnblocked } from './no-blocks.ts';
import { survived } from './survived.ts';
import { flownAt, spellFlownAt } from './flown-at.ts';
import { abilityFight } from './ability-fight.ts';
import { turnDraw } from './turn-draw.ts';
import { toldDraw } from './told-draw.ts';
import { legendKeepTold } from './legend-keep.ts';
import { assignDamage } from './combat.ts';
import { deal, doubled, prevent, take } from './damage.ts';
import { attach } from './attachments.ts';
import { endTurn, entered, fact } from './facts.ts';
import { activate } from './activate.ts';
import { cast } from './cast.ts';
import { createToken, enteredNew } from './enters.ts';
import { resolves } from './resolve.ts';
import { spellIsTargeting, target, triggeredTargeting } from './targets.ts';
import { targetAfterCast } from './target-after-cast.ts';
import { sacrificeForActivation, sacrificeForCast } from './sacrifice-for-cast.ts';
import { costTo, rememberCost } from './costs.ts';
import { payLife, tapFor } from './pay-tap.ts';
import { isPlayerish, role } from './util.ts';
import { counterWith, destroy, pumpWith, regenerate, steal, zoneEvent } from './zones.ts';
import { comeBack } from './come-back.ts';
import { removeFrom } from './counters-removed.ts';
import { pumpOwnAbility } from './pump-own.ts';

/** A phrase naming an ability: the noun "ability" (its source a possessor), or a loyalty cost read as its name (606.4). */
function namesAbility(story: Story, o: NounPhrase | null): boolean {
  if (!o) return false;
  if (o.kind === 'object' && o.head === 'ability') return true;
  // "Sakura-Tribe Elder's ability": the ability of what is named (as activate's source phrase reads it).
  if (o.kind === 'property' && o.noun === 'keyword' && o.of !== null) return true;
  return phraseChunks(o).some((k) => loyaltyOf(story.sensesAt(k)) !== undefined);
}

/**
 * "A 4/4 flyer with infect hits me (unblocked)", "their 3/3 hits my opponent": a creature that hits a
 * player, with nothing else said, attacked that player and wasn't blocked (combat damage, 510.1a) —
 * as "connects" is read. A spell that hits ("Bolt hits me") is cast, and an amount said ("hits me for 3")
 * is damage told (take); neither is read here, nor a creature already told attacking.
 */
function hitsPlayer(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null || !c.subject || c.subject.kind !== 'object' || !c.object || !isPlayerish(c.object) || c.object2) return false;
  if (c.subject.card && /\b(?:Instant|Sorcery)\b/.test(c.subject.card.typeLine)) return false;
  if (c.roles.some((r) => r.np !== null) || story.events.some((e) => e.kind === 'attack')) return false;
  attack(story, { ...c, adjectives: c.adjectives.includes('unblocked') ? c.adjectives : [...c.adjectives, 'unblocked'] });
  return true;
}

/**
 * "I hit my opponent with a 3/3 lifelink", "he hit me with his Serra Angel": a player who hits the other player with a
 * creature attacked with it and it wasn't blocked (combat damage, 510.1a) — the same event as "my 3/3 hits my
 * opponent", said with the player as the agent and the creature as the instrument. A spell or a noncreature card
 * hit with ("hit him with a Bolt") is not combat and stays with the other readings; so does a creature said to be the
 * other player's, a player hitting themself, or a creature already told attacking.
 */
function hitsPlayerWith(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null || c.subject?.kind !== 'player' || !c.object || !isPlayerish(c.object) || c.object2 || c.roles.length !== 1) return false;
  const by = c.roles[0]!;
  const np = by.prep === 'with' ? by.np : null;
  if (np?.kind !== 'object' || np.plural || (np.card && !/\bCreature\b/.test(np.card.typeLine))) return false;
  const agent = story.side(c.subject.player);
  const hit = c.object.kind === 'player' ? story.side(c.object.player) : 'B';
  if (agent === hit || (np.owner !== null && story.side(np.owner) !== agent) || story.events.some((e) => e.kind === 'attack')) return false;
  story.use(c.subject);
  story.useChunks(by.chunks);
  const creature = np.owner === null ? { ...np, owner: c.subject.player } : np;
  attack(story, { ...c, subject: creature, roles: [], adjectives: c.adjectives.includes('unblocked') ? c.adjectives : [...c.adjectives, 'unblocked'] });
  return true;
}

/**
 * "double blocked by a 2/2", 「2/2に二重ブロックされた」: a block said to be by several creatures (509.1a) that names
 * only one blocker for each attacker leaves a blocker untold — never answered as a block by the one named.
 */
function severalBlock(story: Story, c: Clause): void {
  const before = story.events.length;
  block(story, c);
  const count = new Map<string, number>();
  for (const e of story.events.slice(before)) if (e.kind === 'block') count.set(e.attacker, (count.get(e.attacker) ?? 0) + e.blockers.length);
  if (count.size > 0 && [...count.values()].every((n) => n < 2)) story.problem('not-understood', c.text, 'several-blockers-one');
}

/** What a verb's frame does with a clause. */
type Frame = (story: Story, c: Clause) => void;
/** A special reading tried before a verb's usual frame: true when it read the clause. */
type Reading = (story: Story, c: Clause) => boolean;

/** The verb is named as not supported (the question is refused, never answered without it). */
function unsupportedVerb(story: Story, c: Clause): void {
  story.problem('unsupported', c.text, `verb:${c.verb!.verb}`);
}

/** The first of `readings` that reads the clause; when none does, `otherwise`. */
function firstOf(readings: readonly Reading[], otherwise: Frame = unsupportedVerb): Frame {
  return (story, c) => {
    if (!readings.some((r) => r(story, c))) otherwise(story, c);
  };
}

/** "I attack with X and Y. They are unblocked.": the attackers, never the opponent (unblocked.ts). */
function theyUnblocked(story: Story, c: Clause): boolean {
  return c.adjectives.includes('unblocked') && theyAttackers(story, c);
}

/** "I use his -1", "I use Sakura-Tribe Elder's ability", 「《X》の能力を使う」: an ability is activated (602.2), not a card cast. */
function useFrame(story: Story, c: Clause): void {
  if (namesAbility(story, c.object)) return activate(story, c);
  // "I use Sakura-Tribe Elder's ability" read as "use X (its) ability": X is the source, the second object its ability.
  if (namesAbility(story, c.object2) && c.object?.kind === 'object' && c.object.card !== null) {
    story.use(c.object2!);
    return activate(story, { ...c, object2: null });
  }
  return cast(story, c);
}

/** 「1/1のトークンを出した」: a token put out is created (111.1) — only a card (or a copy) is cast (601.2). */
function tokenPutOut(story: Story, c: Clause): boolean {
  return c.verb!.placing === true && createToken(story, c);
}

/**
 * "I sacrifice it with Viscera Seer", 「《臓物の予見者》で生け贄に捧げた」: a permanent the sacrifice is done with is the
 * outlet whose ability it pays for (602.2b), as "sacrifice it to Viscera Seer" — never a card cast (read so, the
 * outlet was cast and the sacrifice dropped).
 */
function sacrificeFrame(story: Story, c: Clause): void {
  const outlet = c.roles.find((r) => r.prep === 'with' && r.np?.kind === 'object' && r.np.card !== null && !/\b(?:Instant|Sorcery)\b/.test(r.np.card.typeLine));
  if (outlet && !c.verb!.passive && !role(c, 'to')) outlet.prep = 'to';
  if (costTo(story, c)) return;
  if (sacrificeForCast(story, c) || sacrificeForActivation(story, c)) return;
  const n = story.events.length;
  zoneEvent(story, c, 'sacrifice');
  const e = story.events[n];
  if (story.events.length === n + 1 && e?.kind === 'sacrifice') rememberCost(story, c, { sacrifice: e.ids }, n, null);
}

/** "it goes unblocked": no blocker declared for it; any other going is not read. */
function goFrame(story: Story, c: Clause): void {
  if (c.adjectives.includes('unblocked')) return unblocked(story, c);
  unsupportedVerb(story, c);
}

/** "I leave it unblocked": no blocker declared for it (509.1h). */
function leaveFrame(story: Story, c: Clause): void {
  if (c.adjectives.includes('unblocked') || (c.object?.kind === 'object' && c.object.adjectives.includes('unblocked'))) return leftUnblocked(story, c);
  unsupportedVerb(story, c);
}

const dies: Frame = (story, c) => zoneEvent(story, c, 'dies');
const exiled: Frame = (story, c) => zoneEvent(story, c, 'exile');
const bounced: Frame = (story, c) => zoneEvent(story, c, 'bounce');

/** The frame of each verb (the lexicon's Verb union: a new verb fails to compile until it has one). */
const FRAMES: Readonly<Record<Verb, Frame>> = {
  attack,
  block,
  chump: block,
  'double-block': severalBlock,
  unblocked,
  connect: unblocked,
  use: useFrame,
  cast: firstOf([tokenPutOut], cast),
  flash: cast,
  play: cast,
  respond: cast,
  deal,
  hit: firstOf([hitsPlayer, hitsPlayerWith], take),
  take,
  destroy,
  kill: destroy,
  die: dies,
  sacrifice: sacrificeFrame,
  exile: firstOf([exiledCardTold], exiled),
  bounce: firstOf([comeBack], bounced),
  return: firstOf([comeBack], bounced),
  pump: firstOf([pumpWith, pumpOwnAbility], gain),
  get: gain,
  gain,
  give: gain,
  lose,
  // 「《クローン》は《セラの天使》のコピーになっている」: a copy on the battlefield (copy-state.ts).
  become: firstOf([becameCopy], become),
  switch: become,
  go: goFrame,
  // "Their Lightning Bolt is targeting my Bears": a spell said (in the progressive) to target something is cast at it.
  have: firstOf([spellIsTargeting], fact),
  control: firstOf([spellIsTargeting], fact),
  be: firstOf([spellIsTargeting, theyUnblocked], fact),
  wear: fact,
  say: fact,
  // "they put all 6 damage on the Bears": a division of combat damage (510.1c-d), else something attached.
  equip: firstOf([assignDamage], attach),
  enchant: firstOf([assignDamage], attach),
  attach: firstOf([assignDamage], attach),
  move: firstOf([assignDamage], attach),
  put: firstOf([assignDamage], attach),
  regenerate,
  steal,
  'come-back': firstOf([comeBack]),
  end: endTurn,
  // "A 2/2 Zombie token enters the battlefield", 「…が戦場に出た」: a new object entering now; else a fact of one there.
  enter: firstOf([enteredNew], entered),
  come: firstOf([enteredNew], entered),
  activate,
  target,
  remove: removeFrom,
  prevent,
  double: doubled,
  resolve: resolves,
  pay: payLife,
  counter: firstOf([counterWith]),
  // "They traded", "my 2/2 trades with it": a trade told is two deaths the run decides, never a fact of the story — named.
  trade: unsupportedVerb,
  trigger: firstOf([triggeredTargeting, makes]),
  // "I cast Clone copying their Bears", 「《幻影の像》でコピーした」: a spell entering as a copy (614.1c, 707.2).
  // "My Clone is copying their Serra Angel": a copy already on the battlefield (copy-state.ts), else a cast.
  copy: firstOf([copyingState, copied, makes]),
  flicker: firstOf([makes]),
  'go-through': firstOf([makes]),
  'trample-over': firstOf([makes]),
  'push-through': firstOf([makes]),
  // "an effect makes its power and toughness 1/1" / "makes it red"; "I create a 1/1 Spirit token" (111.1); nothing else.
  create: firstOf([makes, createToken]),
  tap: tapFor,
  assign: firstOf([assignDamage]),
  leave: leaveFrame,
  // "when they draw for turn": the draw step's draw (504.1, turn-draw.ts); else as "remain".
  draw: firstOf([turnDraw, toldDraw], survived),
  // "I discarded Lightning Bolt", 「《稲妻》を捨てた」: the card is in its owner's graveyard (701.9a, zone-told.ts).
  discard: firstOf([discardedTold], survived),
  // 「増殖で相手を選んだ」: what a proliferate chooses (701.34a, proliferate.ts); "… and chose black",
  // 「《精霊への挑戦》で黒を選んだ」: the color told for a cast (608.2d, color-chosen-clause.ts); else as "remain".
  // "I cast Lightning Bolt (I chose my opponent)": a target told right after the cast, as "I targeted …" (target-after-cast.ts).
  choose: firstOf([proliferateChosen, colorChosenClause, targetAfterCast], survived),
  name: firstOf([colorChosenClause], survived),
  // 「《X》の能力で…と格闘させた」: an activated ability told by the fight it makes (701.14, ability-fight.ts).
  fight: firstOf([abilityFight], survived),
  // 「《X》が飛んできた」: a flier coming at the speaker attacks them (flown-at.ts).
  fly: firstOf([flownAt, spellFlownAt], survived),
  untap: survived,
  win: survived,
  remain: survived,
  stop: survived,
  matter: survived,
  apply: survived,
  happen: survived,
  'end-up': survived,
  mill: survived,
  affect: survived,
  mean: survived,
  work: survived,
  explain: survived,
  survive: survived,
  proliferate: firstOf([proliferateTold]),
  // "…, keeping the new one": the legend rule's choice told (704.5j, legend-keep.ts); else as "remain".
  keep: firstOf([legendKeepTold], survived),
  save: unsupportedVerb,
  increase: unsupportedVerb,
  decrease: unsupportedVerb,
  fizzle: unsupportedVerb,
  'take-effect': unsupportedVerb,
  legal: unsupportedVerb,
};

/** The frame of the clause's verb. */
export function verbFrame(story: Story, c: Clause): void {
  FRAMES[c.verb!.verb](story, c);
}
