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
import { playerOf } from '../refs.ts';
import { assertNever } from '../../core/result.ts';
import { become, gain, lose, makes } from './changes.ts';
import { attack } from './attacks.ts';
import { block, unblocked } from './blocks.ts';
import { leftUnblocked } from './no-blocks.ts';
import { survived } from './survived.ts';
import { flownAt, spellFlownAt } from './flown-at.ts';
import { abilityFight } from './ability-fight.ts';
import { turnDraw } from './turn-draw.ts';
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
import { sacrificeForActivation, sacrificeForCast } from './sacrifice-for-cast.ts';
import { costTo, rememberCost } from './costs.ts';
import { castPaymentTarget, manaForCast, manaPaid, payFor } from './pay-for.ts';
import { lifeForSpell } from './life-payment.ts';
import { objectsOf } from '../refs.ts';
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

/** The frame of each verb (the lexicon's Verb union: a new verb fails to compile until it has one). */
export function verbFrame(story: Story, c: Clause): void {
  const v = c.verb!;
  switch (v.verb) {
    case 'attack':
      return attack(story, c);
    case 'block':
    case 'chump':
      return block(story, c);
    case 'double-block':
      return severalBlock(story, c);
    case 'unblocked':
    case 'connect':
      return unblocked(story, c);
    case 'use':
      // "I use his -1", "I use Sakura-Tribe Elder's ability", 「《X》の能力を使う」: an ability is activated (602.2), not a card cast.
      if (namesAbility(story, c.object)) return activate(story, c);
      // "I use Sakura-Tribe Elder's ability" read as "use X (its) ability": X is the source, the second object its ability.
      if (namesAbility(story, c.object2) && c.object?.kind === 'object' && c.object.card !== null) {
        story.use(c.object2!);
        return activate(story, { ...c, object2: null });
      }
      return cast(story, c);
    case 'cast':
      // 「1/1のトークンを出した」: a token put out is created (111.1) — only a card (or a copy) is cast (601.2).
      if (v.placing === true && createToken(story, c)) return;
      return cast(story, c);
    case 'flash':
    case 'play':
    case 'respond':
      return cast(story, c);
    case 'deal':
      return deal(story, c);
    case 'hit':
      if (hitsPlayer(story, c) || hitsPlayerWith(story, c)) return;
      return take(story, c);
    case 'take':
      return take(story, c);
    case 'destroy':
    case 'kill':
      return destroy(story, c);
    case 'die':
      return zoneEvent(story, c, 'dies');
    case 'sacrifice': {
      // "I sacrifice it with Viscera Seer", 「《臓物の予見者》で生け贄に捧げた」: a permanent the sacrifice is done with is the
      // outlet whose ability it pays for (602.2b), as "sacrifice it to Viscera Seer" — never a card cast (read so, the
      // outlet was cast and the sacrifice dropped).
      const outlet = c.roles.find((r) => r.prep === 'with' && r.np?.kind === 'object' && r.np.card !== null && !/\b(?:Instant|Sorcery)\b/.test(r.np.card.typeLine));
      if (outlet && !c.verb!.passive && !role(c, 'to')) outlet.prep = 'to';
      if (costTo(story, c)) return;
      if (sacrificeForCast(story, c) || sacrificeForActivation(story, c)) return;
      const n = story.events.length;
      zoneEvent(story, c, 'sacrifice');
      const e = story.events[n];
      if (story.events.length === n + 1 && e?.kind === 'sacrifice') rememberCost(story, c, { sacrifice: e.ids }, n, null);
      return;
    }
    case 'exile':
      if (exiledCardTold(story, c)) return;
      return zoneEvent(story, c, 'exile');
    case 'bounce':
    case 'return':
      if (comeBack(story, c)) return;
      return zoneEvent(story, c, 'bounce');
    case 'pump':
      if (pumpWith(story, c) || pumpOwnAbility(story, c)) return;
      return gain(story, c);
    case 'get':
    case 'gain':
    case 'give':
      return gain(story, c);
    case 'lose':
      return lose(story, c);
    case 'become':
    case 'switch':
      // 「《クローン》は《セラの天使》のコピーになっている」: a copy on the battlefield (copy-state.ts).
      if (v.verb === 'become' && becameCopy(story, c)) return;
      return become(story, c);
    case 'go':
      if (c.adjectives.includes('unblocked')) return unblocked(story, c);
      story.problem('unsupported', c.text, 'verb:go');
      return;
    case 'have':
    case 'control':
    case 'be':
      // "Their Lightning Bolt is targeting my Bears": a spell said (in the progressive) to target something is cast at it.
      if (spellIsTargeting(story, c)) return;
      return fact(story, c);
    case 'wear':
    case 'say':
      return fact(story, c);
    case 'equip':
    case 'enchant':
    case 'attach':
    case 'move':
    case 'put':
      // "they put all 6 damage on the Bears": a division of combat damage (510.1c-d), else something attached.
      if (assignDamage(story, c)) return;
      return attach(story, c);
    case 'regenerate':
      return regenerate(story, c);
    case 'steal':
      return steal(story, c);
    case 'come-back':
      if (!comeBack(story, c)) story.problem('unsupported', c.text, 'verb:come-back');
      return;
    case 'end':
      return endTurn(story, c);
    case 'enter':
    case 'come':
      // "A 2/2 Zombie token enters the battlefield", 「…が戦場に出た」: a new object entering now; else a fact of one there.
      if (enteredNew(story, c)) return;
      return entered(story, c);
    case 'activate':
      return activate(story, c);
    case 'target':
      return target(story, c);
    case 'remove':
      return removeFrom(story, c);
    case 'prevent':
      return prevent(story, c);
    case 'double':
      return doubled(story, c);
    case 'resolve':
      return resolves(story, c);
    case 'pay':
      return payLife(story, c);
    case 'counter':
      if (!counterWith(story, c)) story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    // "They traded", "my 2/2 trades with it": a trade told is two deaths the run decides, never a fact of the story — named.
    case 'trade':
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'trigger':
      if (triggeredTargeting(story, c)) return;
      if (!makes(story, c)) story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'copy':
      // "I cast Clone copying their Bears", 「《幻影の像》でコピーした」: a spell entering as a copy (614.1c, 707.2).
      // "My Clone is copying their Serra Angel": a copy already on the battlefield (copy-state.ts), else a cast.
      if (copyingState(story, c) || copied(story, c) || makes(story, c)) return;
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'flicker':
    case 'go-through':
    case 'trample-over':
    case 'push-through':
      if (!makes(story, c)) story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'create':
      // "an effect makes its power and toughness 1/1" / "makes it red"; "I create a 1/1 Spirit token" (111.1); nothing else.
      if (makes(story, c) || createToken(story, c)) return;
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'tap':
      return tapFor(story, c);
    case 'assign':
      if (assignDamage(story, c)) return;
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'leave':
      // "I leave it unblocked": no blocker declared for it (509.1h).
      if (c.adjectives.includes('unblocked') || (c.object?.kind === 'object' && c.object.adjectives.includes('unblocked'))) return leftUnblocked(story, c);
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'draw':
      // "when they draw for turn": the draw step's draw (504.1, turn-draw.ts); else as "remain".
      if (turnDraw(story, c)) return;
      return survived(story, c);
    case 'discard':
    case 'untap':
    case 'fight':
    case 'win':
    case 'remain':
    case 'choose':
    case 'name':
    case 'fly':
    case 'stop':
    case 'matter':
    case 'apply':
    case 'happen':
    case 'end-up':
    case 'mill':
    case 'affect':
    case 'mean':
    case 'work':
    case 'explain':
    case 'survive':
      // "I discarded Lightning Bolt", 「《稲妻》を捨てた」: the card is in its owner's graveyard (701.9a, zone-told.ts).
      if (v.verb === 'discard' && discardedTold(story, c)) return;
      // 「増殖で相手を選んだ」: what a proliferate chooses (701.34a, proliferate.ts); else as "remain".
      if (v.verb === 'choose' && proliferateChosen(story, c)) return;
      // "… and chose black", 「《精霊への挑戦》で黒を選んだ」: the color told for a cast (608.2d, color-chosen-clause.ts).
      if ((v.verb === 'choose' || v.verb === 'name') && colorChosenClause(story, c)) return;
      // 「《X》の能力で…と格闘させた」: an activated ability told by the fight it makes (701.14, ability-fight.ts).
      if (v.verb === 'fight' && abilityFight(story, c)) return;
      // 「《X》が飛んできた」: a flier coming at the speaker attacks them (flown-at.ts).
      if (v.verb === 'fly' && (flownAt(story, c) || spellFlownAt(story, c))) return;
      return survived(story, c);
    case 'proliferate':
      if (!proliferateTold(story, c)) story.problem('unsupported', c.text, 'verb:proliferate');
      return;
    case 'keep':
      // "…, keeping the new one": the legend rule's choice told (704.5j, legend-keep.ts); else as "remain".
      if (legendKeepTold(story, c)) return;
      return survived(story, c);
    case 'save':
    case 'increase':
    case 'decrease':
    case 'fizzle':
    case 'take-effect':
    case 'legal':
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    default:
      return assertNever(v.verb);
  }
}

/** "I pay 2 life": only as the cost of an activation told next ("… to activate X", 119.4, 602.2b). */
function payLife(story: Story, c: Clause): void {
  const v = c.verb!;
  const o = c.object;
  if (lifeForSpell(story, c)) return;
  if (lifeForCast(story, c)) return;
  if (manaForCast(story, c)) return;
  if (payFor(story, c)) return;
  if (o?.kind === 'amount' && o.noun === 'life' && o.n !== null && !c.roles.length && c.sub === null) {
    story.use(o);
    // (「ライフを2点払って」 before a cast: frames/stack-push.ts lifeBeforeCast, with the player who paid — unsaid, or said.)
    const payer = c.subject === null ? null : isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? undefined) : undefined;
    if (payer !== undefined) story.use(c.subject);
    rememberCost(story, c, { payLife: o.n, ...(payer !== undefined ? { payer } : {}), eventsAt: story.events.length }, null, story.problems.length);
  }
  // "I pay {B} to regenerate it", "I pay {R}{R} to activate it": mana paid, told as the cost of the act the next clause says.
  const mana = !o && !c.roles.length && c.sub === null && !v.negated && !v.passive && v.modal === null ? manaPaid(story, c) : null;
  // (Who paid is kept: only that player's act can be what it paid for, 602.1a.)
  const payer = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (mana) rememberCost(story, c, { manaCost: mana, eventsAt: story.events.length, payer }, null, story.problems.length);
  story.problem('unsupported', c.text, `verb:${v.verb}`);
}

/**
 * "I cast Toxic Deluge paying 4 life", "my opponent cast it and paid 5 life": life paid by the caster right after a
 * cast told in the same sentence is a cost of that spell (118.8, 119.4), kept on the cast for the questions layer to
 * check against the card. Anything else said with it (a role, a negation, a condition), or said of a cast whose payment
 * was already told (its mana, castPaymentTarget), is not read so.
 */
function lifeForCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (o?.kind !== 'amount' || o.noun !== 'life' || o.n === null || c.roles.length > 0 || c.sub !== null || c.object2 || c.complement) return false;
  if (v.negated || v.modal !== null || v.hypothetical || v.passive) return false;
  const e = castPaymentTarget(story, c);
  if (!e) return false;
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (side !== e.caster) return false;
  e.lifePaid = o.n;
  story.use(o);
  story.use(c.subject);
  story.noted++;
  return true;
}

/** "I tap my X": read only as the cost of its ability, told next ("… to activate it", "… to give …", 602.2b). */
function tapFor(story: Story, c: Clause): void {
  const v = c.verb!;
  // ("My Pyromancer … I tap it to ping …": "it" is the object it finds, as a description would be.)
  const named = c.object?.kind === 'object' || (c.object?.kind === 'pronoun' && !c.object.possessive && (c.object.word === 'it' || c.object.word === 'this'));
  // "I tap Prodigal Sorcerer targeting their 2/2": the activation of its {T} ability with that target (602.2b, 601.2c).
  if (named && c.sub === null && c.roles.length === 1 && c.roles[0]!.prep === 'targeting' && !v.passive && !v.negated) return activate(story, c, true);
  const ids = c.object && c.sub === null && !c.roles.length && named ? objectsOf(story, c.object, { create: true }) : null;
  if (ids?.length === 1) {
    story.use(c.object);
    if (c.subject && isPlayerish(c.subject)) story.get(ids[0]!)!.controller ??= playerOf(story, c.subject) ?? 'A';
    rememberCost(story, c, { tap: ids[0]! }, null, story.problems.length);
  }
  story.problem('unsupported', c.text, `verb:${v.verb}`);
}
