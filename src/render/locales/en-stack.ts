/** The stack templates' shared pieces and code tables in English (stack-lines.ts). */
import { formatKeyword, parseKeyword } from '../../scenario/schema/vocabulary.ts';
import type { StackLines } from './stack-lines.ts';

export const REASONS_EN: Record<string, string> = {
  land: 'a land can only be played, not cast',
  zone: 'no rule or effect allows casting it from where it is',
  // Session 2 (H3): permissions and alternative characteristics (601.3, 601.3e-f).
  'permission-filter': 'the permission to cast it from there doesn’t cover a spell with the characteristics it would have',
  'no-face': 'the card has no such alternative characteristics',
  'face-down-unknown': 'it is a face-down card in exile that this player can’t look at',
  'not-top': 'it is not the top card of the library',
  'no-keyword': 'it doesn’t have that ability (with the characteristics it would have)',
  'not-instant-sorcery': 'the resulting spell would not be an instant or sorcery',
  'no-discard': 'jump-start’s additional cost needs another card in hand to discard',
  'adventure-again': 'a card exiled by its own Adventure can’t be cast as an Adventure this way',
  'mana-value': 'the resulting spell’s mana value is not less than the cascading spell’s',
  'two-alternative-costs': 'only one alternative cost can be applied to a spell',
  'choose-half': 'a split card is cast as one of its halves: say which (castAs "left" or "right")',
  'not-your-card': 'it is not your card',
  'no-priority': 'that player does not have priority',
  'no-priority-untap': 'no player receives priority during the untap step, so nothing can be cast or activated then',
  'no-priority-cleanup': 'normally no player receives priority during the cleanup step, so nothing can be cast or activated then (only if a state-based action or a triggered ability happens in that step does the active player get priority)',
  'split-second': 'a spell with split second is on the stack',
  cant: 'an effect says it can’t be cast, and “can’t” beats “can”',
  'sorcery-timing': 'it can be cast only in your main phase, with the stack empty, while you have priority',
  'unknown-target-word': 'the spell has no such target',
  'target-count': 'the wrong number of targets was chosen',
  'same-target-twice': 'the same object was chosen twice for one “target” word',
  'illegal-target': 'a chosen target is illegal',
  'cost-sacrifice': 'the cost can’t be paid: you can sacrifice only a permanent you control',
  'cost-exile': 'the alternative cost can’t be paid: it needs another card of the quality it names in the caster’s hand to exile',
  'cost-discard': 'the additional cost can’t be paid: it needs another card in the caster’s hand to discard',
  'not-on-battlefield': 'its source is not on the battlefield',
  'not-controller': 'only its controller can activate it',
  tapped: 'the {T} cost can’t be paid: it is tapped',
  'summoning-sick': 'a creature’s {T} ability can’t be activated unless it has been under your control since your most recent turn began',
  hexproof: 'hexproof (an opponent’s spell or ability can’t target it)',
  shroud: 'shroud (nothing can target it)',
  'changed-zone': 'it left the zone it was in (a new object)',
  filter: 'it no longer matches what the target must be',
  // (A target chosen as the spell is cast that never matched: the cast's detail, never "no longer".)
  'filter-chosen': "it isn't something this can target",
  'not-a-permanent': 'it is not a permanent',
  itself: 'a spell or ability can’t target itself',
  'not-an-opponent': 'it is not an opponent',
  'not-a-player-target': 'it is a player, and this can target only objects',
  'not-an-object-target': 'this can target only players',
  'only-abilities': 'this can target only activated or triggered abilities on the stack',
  'not-an-ability-target': 'it is an ability on the stack, of a kind this can’t target',
  'not-you': 'this can target only its controller',
  'not-yours': 'it is not yours',
  'not-on-stack': 'it is no longer on the stack',
  'until-source-left': 'its source has already left the battlefield, the event that would bring the card back, so the card isn’t exiled',
  'nothing-linked': 'the ability linked to it exiled nothing while this was that object, so there is no “exiled card” to return',
  'not-done': 'the instruction before it wasn’t done, so “when you do” doesn’t trigger',
  'player-left': 'that player has left the game',
  'no-alternative': 'the card has no such alternative cost',
  'no-convoke': 'the spell doesn’t have convoke',
  'convoke-creature': 'each creature that convokes must be an untapped creature its caster controls, paying one mana of the total cost',
  'no-improvise': 'the spell doesn’t have improvise',
  'improvise-artifact': 'each artifact tapped to improvise must be an untapped artifact its caster controls, paying one generic mana of the total cost',
  'alternative-condition': 'the condition that alternative cost needs doesn’t hold (it is checked as the spell is announced)',
  modes: 'the modes chosen are not allowed',
  'not-modal': 'the spell is not modal',
  'ability-not-modal': 'the ability is not modal',
  'no-kicker': 'the spell has no kicker',
  'kicker-times': 'only a multikicker cost can be paid more than once; this kicker is paid once or not at all',
  'no-flash-cost': 'the spell has no cost that lets it be cast as though it had flash',
  'mana-source': 'that mana ability can’t be activated to pay',
  'lost-abilities': 'it has lost all its abilities, so it has no ability to activate',
  'cost-unpaid': 'the total cost can’t be paid (partial payments are not allowed)',
  'loyalty-once': 'a loyalty ability of that permanent was already activated this turn',
  restriction: 'the ability’s own restriction on when it can be activated isn’t met',
  'cant-activate': 'an effect says its abilities can’t be activated, and “can’t” beats “can”',
  'not-in-hand': 'that ability works only while the card is in its owner’s hand',
  'not-in-graveyard': 'that ability works only while the card is in its owner’s graveyard',
  'condition-unmet': 'it doesn’t meet the condition the instruction names, checked as the instruction is followed',
  'if-not-done': 'the instruction it depends on (“if you do”) wasn’t done',
  'if-done': 'the instruction it depends on was done, so “if you don’t” doesn’t apply',
  'has-counters': 'it already has counters of that kind, and adapt puts them only on a permanent that has none',
};

export const POLICY_EN: Record<string, string> = {
  given: 'as chosen',
  'default-decline': 'no answer was given, so the engine assumes the player declines (default)',
  impossible: 'that option is impossible, so it can’t be chosen',
  only: 'the only possible choice',
  'default-first-listed': 'no answer was given, so the engine takes the first listed (default)',
  'default-own-tapped': 'no answer was given, so the engine takes that player’s own tapped ones, first listed, as many as allowed (default)',
  'whole-hand': 'the whole hand',
  'empty-hand': 'the hand is empty',
  'all-they-have': 'all the cards in that hand',
  listed: 'in the order listed, after APNAP order',
  'default-keep-order': 'no answer was given, so the engine puts them back in the order they were in (default)',
  'default-keep-on-top': 'no answer was given, so the engine keeps them all on top in their order (default)',
  none: 'nothing to look at',
  'none-matching': 'no card of the kind asked for is there, so none is chosen',
};

export const PERMISSION_EN: Record<string, string> = { flash: 'flash', 'flash-condition': 'its flash, whose condition is met', 'flash-cost': 'paying its additional cost for flash', 'as-though-flash': 'an effect letting it be cast as though it had flash' };

export const TIMING_DETAIL_EN: Record<string, string> = { 'not-your-turn': "it isn't that player's turn", 'not-main-phase': "it isn't a main phase", 'stack-not-empty': "the stack isn't empty" };

export const KIND_EN: Record<string, string> = { spell: 'spell', activated: 'activated ability', triggered: 'triggered ability' };

export const FACE_EN: Record<string, string> = { adventure: 'its Adventure', left: 'the left half of the split card', right: 'the right half of the split card', morph: 'a 2/2 face-down creature (morph)' };

/** An engine keyword text ("protection red") in its printed English form ("protection from red"); other text as is. */
export function keywordNameEn(raw: string): string {
  const k = parseKeyword(raw);
  return k.ok ? formatKeyword(k.keyword) : raw;
}

export const EN_STACK: StackLines = {
  list: (items) => items.join(', '),
  triggerItem: (source, text, player) => `${source}'s “${text}” (${player})`,
  unparsedTrigger: (raw) => raw,
  policies: POLICY_EN,
  answers: { yes: 'yes', no: 'no', none: 'nothing chosen' },
  choice: (choice) => ` “${choice}”`,
  permissions: PERMISSION_EN,
  unknownPermission: (raw) => `“${raw}”`,
  quotedList: (items) => items.map((m) => `“${m}”`).join(', '),
  timingDetails: TIMING_DETAIL_EN,
  activationTiming: 'it can be activated only in your main phase, with the stack empty, while you have priority',
  reasons: REASONS_EN,
  unmodelled: (what) => `an ability the engine can't judge (${what})`,
  cantTarget: (keyword) => `${keywordNameEn(keyword)} (it can't be targeted by this)`,
  kinds: KIND_EN,
};
