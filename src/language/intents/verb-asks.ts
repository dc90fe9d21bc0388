/** Asks a question clause's verb opens ('can … block', 'does … die', 'how much damage …'). */
import { saveFromAsk } from './save-from.ts';
import { tradeAsk } from './trade.ts';
import { assertNever } from '../../core/result.ts';
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Verb } from '../senses.ts';
import { beAsk, controlAsk, holdsAsk, ptAsk, ptIsAsk } from './characteristics.ts';
import { anyRemainsAsk, remainsAsk, stillThereAsk } from './remains.ts';
import { isPlayerish, sacrificedOne } from './common.ts';
import { diesAsk, endUpAsk, exiledAsk, happensAsk, regenerateAsk, zoneYesNoAsk } from './fates.ts';
import { dealsAsk, drawsAsk, fizzlesAsk, losesAsk, playerWhatAsk, pumpAsk, resolvesAsk, receivedTokensAsk, returnsAsk, takesEffectAsk, tappedAsk, tokensAsk, triggersAsk } from './events.ts';
import { canAttack, canBlock, canTarget, sameQuestion, thatLegalAsk, toldBlockAsked } from './legality.ts';
import { canActivate, canCast, timed } from './timing.ts';
import { canEquip } from './equip-ask.ts';
import { recastAsk } from './recast.ts';
import { getBackAsk, saysGetBack } from './get-back.ts';

/** "Can …", "could …", "am I allowed to …", 「〜できますか」: a question of what may be done. */
export function probing(c: Clause): boolean {
  return c.verb!.modal === 'can' || c.verb!.modal === 'could' || c.verb!.modal === 'may';
}

/** "get tapped", "become tapped": said of a permanent with nothing else after the verb. */
function gotTapped(c: Clause): boolean {
  return c.adjectives.includes('tapped') && !c.adjectives.includes('untapped') && c.wh === null && !c.complement && !c.verb!.negated && c.roles.length === 0;
}

/** A question clause with a verb: the intent its verb opens. */
export function verbAsk(story: Story, c: Clause): boolean {
  // "Does it have to target itself?", "must it block?": a requirement, which the legality probes
  // (what may be done) don't answer.
  const required = c.verb!.modal === 'must' || c.verb!.modal === 'need';
  if (required && ['attack', 'block', 'chump', 'double-block', 'target', 'cast', 'assign'].includes(c.verb!.verb)) return false;
  const verb = c.verb!.verb;
  if (isOf(PLAYS, verb)) return playAsk(story, c, verb);
  if (isOf(EVENTS, verb)) return eventAsk(story, c, verb);
  if (isOf(FATES, verb)) return fateAsk(story, c, verb);
  if (isOf(STATES, verb)) return stateAsk(story, c, verb);
  return unreadVerb(verb);
}

/** Whether v is one of the verbs in list (a type guard, so each family's switch is checked whole). */
function isOf<V extends Verb>(list: readonly V[], v: Verb): v is V {
  return (list as readonly Verb[]).includes(v);
}

/** Verbs of what a player does or may do: cast, activate, attack, block, target. */
const PLAYS = ['tap', 'activate', 'use', 'respond', 'equip', 'move', 'attach', 'counter', 'sacrifice', 'attack', 'block', 'chump', 'double-block', 'target', 'cast', 'flash', 'play'] as const;

function playAsk(story: Story, c: Clause, verb: (typeof PLAYS)[number]): boolean {
  switch (verb) {
    case 'tap':
      return (probing(c) && canActivate(story, c)) || tappedAsk(story, c);
    case 'activate':
      return probing(c) && (canActivate(story, c) || canCast(story, c));
    // "Can I use Giant Growth on it?": an instant or sorcery named is used by casting it (it has no ability to activate).
    case 'use':
      return probing(c) && (c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine) ? canCast(story, c) : canActivate(story, c) || canCast(story, c));
    case 'respond':
      return probing(c) && canCast(story, c);
    case 'equip':
    case 'move':
    case 'attach':
      return probing(c) && canEquip(story, c);
    case 'counter':
      return (probing(c) && canCast(story, c)) || (!probing(c) && fizzlesAsk(story, c));
    case 'sacrifice':
      return (probing(c) && sacrificedOne(c.object) && canActivate(story, c)) || playerWhatAsk(story, c);
    case 'attack':
      return canAttack(story, c);
    case 'block':
      return toldBlockAsked(story, c) || canBlock(story, c);
    case 'chump':
    case 'double-block':
      return canBlock(story, c);
    case 'target':
      return canTarget(story, c);
    case 'cast':
    case 'flash':
    case 'play':
      return castAsk(story, c);
    default:
      return assertNever(verb);
  }
}

/**
 * "Can I cast X?": a time or a response said with it is a question of timing (can-cast); otherwise "Can I cast X on Y?"
 * asks whether Y can be its target. Only "can / could / may" asks what may be done ("Should I cast …?", "Did I …?" are no
 * probe). ("Can I just recast it?" after a bounce: whether the card, or token, can be cast a second time — recast.ts.)
 */
function castAsk(story: Story, c: Clause): boolean {
  if (recastAsk(story, c)) return true;
  if (timed(story, c)) return probing(c) && canCast(story, c);
  return (c.verb!.verb === 'cast' && canTarget(story, c)) || (probing(c) && canCast(story, c));
}

/** Verbs of what happens in the game: a spell resolves, an ability triggers, a player draws, gains, deals damage, loses. */
const EVENTS = ['pump', 'fizzle', 'resolve', 'take-effect', 'trigger', 'draw', 'come-back', 'return', 'get', 'gain', 'create', 'come', 'enter', 'take', 'deal', 'hit', 'connect', 'lose', 'win'] as const;

function eventAsk(story: Story, c: Clause, verb: (typeof EVENTS)[number]): boolean {
  switch (verb) {
    case 'pump':
      return pumpAsk(story, c);
    case 'fizzle':
      return fizzlesAsk(story, c);
    case 'resolve':
      return resolvesAsk(story, c);
    case 'take-effect':
      return takesEffectAsk(story, c);
    case 'trigger':
      return triggersAsk(story, c);
    case 'draw':
      return drawsAsk(story, c);
    case 'come-back':
    case 'return':
      return returnsAsk(story, c);
    // 「相手は何を得ますか」"what does he gain?": what a player gains, as what they get (events.ts tokensAsk).
    // "Does it get tapped?", "does my Angel become tapped when it attacks?": whether it is tapped, as "does it tap?" asks.
    case 'get':
      return gotTapped(c) ? tappedAsk(story, c) : saysGetBack(c) ? getBackAsk(story, c) : tokensAsk(story, c);
    case 'gain':
    case 'create':
    case 'come':
      return tokensAsk(story, c);
    case 'enter':
      return zoneYesNoAsk(story, c) || tokensAsk(story, c);
    case 'take':
      return receivedTokensAsk(story, c);
    case 'deal':
    case 'hit':
    case 'connect':
      return dealsAsk(story, c);
    case 'lose':
    case 'win':
      return losesAsk(story, c);
    default:
      return assertNever(verb);
  }
}

/** Verbs of what becomes of an object: it dies, survives, is exiled, goes somewhere, ends up as something. */
const FATES = ['end-up', 'become', 'put', 'leave', 'die', 'destroy', 'kill', 'save', 'trade', 'survive', 'remain', 'regenerate', 'exile', 'happen', 'go'] as const;

function fateAsk(story: Story, c: Clause, verb: (typeof FATES)[number]): boolean {
  switch (verb) {
    case 'end-up':
    case 'become':
      if (c.verb!.verb === 'become' && gotTapped(c)) return tappedAsk(story, c);
      return (c.verb!.verb === 'end-up' && zoneYesNoAsk(story, c)) || ptIsAsk(story, c) || (c.verb!.verb === 'end-up' && endUpAsk(story, c));
    case 'put':
      return zoneYesNoAsk(story, c);
    case 'leave':
      return endUpAsk(story, c);
    case 'die':
    case 'destroy':
    case 'kill':
      return diesAsk(story, c);
    case 'save':
      return saveFromAsk(story, c) || diesAsk(story, c);
    case 'trade':
      return tradeAsk(story, c);
    // 「何か」「1体でも」 said (Clause.any): asked of any one, read no other way.
    case 'survive':
      return c.any ? anyRemainsAsk(story, c) : diesAsk(story, c);
    case 'remain':
      return c.any ? anyRemainsAsk(story, c) : anyRemainsAsk(story, c) || zoneYesNoAsk(story, c) || remainsAsk(story, c);
    case 'regenerate':
      return regenerateAsk(story, c);
    case 'exile':
      return exiledAsk(story, c);
    case 'happen':
    case 'go':
      return zoneYesNoAsk(story, c) || happensAsk(story, c);
    default:
      return assertNever(verb);
  }
}

/** Verbs of what is so: what an object has or is, who controls it, what it ends as, whether something matters or is legal. */
const STATES = ['have', 'keep', 'fly', 'be', 'control', 'stop', 'matter', 'legal', 'end'] as const;

function stateAsk(story: Story, c: Clause, verb: (typeof STATES)[number]): boolean {
  switch (verb) {
    case 'have':
    case 'keep':
    case 'fly':
      // 「《栄光の頌歌》は場にある？」: ある says where a thing is, as いる does.
      return (story.lang === 'ja' && c.verb!.verb === 'have' && stillThereAsk(story, c)) || holdsAsk(story, c);
    case 'be':
      return stillThereAsk(story, c) || beAsk(story, c);
    case 'control':
      return controlAsk(story, c);
    case 'stop':
    case 'matter':
      return sameQuestion(story, c);
    case 'legal':
      return thatLegalAsk(story, c);
    case 'end':
      return endsAsAsk(story, c);
    default:
      return assertNever(verb);
  }
}

/** "what's it end at?", "what does my 2/2 end as?": the size it ends with (its P/T when the story ends). */
function endsAsAsk(story: Story, c: Clause): boolean {
  if (c.wh !== 'what' || !c.subject || isPlayerish(c.subject) || c.subject.kind === 'property' || c.object || c.complement || !c.roles.every((r) => r.np === null && (r.prep === 'at' || r.prep === 'as'))) return false;
  for (const r of c.roles) story.useChunks(r.chunks);
  return ptAsk(story, c);
}

/** Verbs no question is read by: the clause is left unread (every verb of the lexicon is in one of these lists, tsc checks it). */
type UnreadVerb = 'pay' | 'prevent' | 'switch' | 'enchant' | 'give' | 'flicker' | 'go-through' | 'discard' | 'untap' | 'steal' | 'fight' | 'double' | 'bounce' | 'assign' | 'choose' | 'name' | 'wear' | 'remove' | 'apply' | 'trample-over' | 'push-through' | 'mill' | 'copy' | 'unblocked' | 'affect' | 'mean' | 'say' | 'work' | 'explain' | 'increase' | 'decrease' | 'proliferate';

function unreadVerb(verb: UnreadVerb): false {
  void verb;
  return false;
}
