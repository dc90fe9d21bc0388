/** What the engine stopped over, in English (unmodelled-lines.ts): noun phrases after "the answer depends on". */
import type { Fmt } from '../trace-format.ts';
import { strings } from './unmodelled-lines.ts';
import type { UnmodelledLines } from './unmodelled-lines.ts';

const q = (f: Fmt, name = 'text'): string => f.quotedText(name);
/** "Grizzly Bears: " before a reason said of an attached permanent, or nothing. */
const of = (f: Fmt): string => (f.has('object') ? `${f.who('object')}: ` : '');
const quoteEach = (xs: readonly string[]): string[] => xs.map((x) => `“${x}”`);

export const EN_UNMODELLED: UnmodelledLines = {
  'block-requirement-multi': (f) => `${f.who('object')}: a blocking requirement against attackers that need two or more blockers`,
  'division-second-step': (f) => `${f.who('object')}: how it divides its combat damage in the second combat damage step (double strike); the division told is for the first`,
  'multiplayer-combat': () => 'combat with more than two players (which players are defending)',
  'block-additional-several': (f) => `${f.who('object')}: several abilities that let it block additional creatures`,
  'block-restriction': (f) => q(f),
  'siege-protector': (f) => `${f.who('object')}: which opponent protects this Siege`,
  landwalk: (f) => `landwalk ${q(f)}`,
  'protection-quality': (f) => `${of(f)}protection from ${f.v('quality')}`,
  'enchant-quality': (f) => `${of(f)}${f.v('text')}`,
  reconfigure: (f) => `${of(f)}reconfigure`,
  'target-guard': (f) => `whether ${q(f)} stops this target`,
  'hand-size-effects': (f) => `several effects that change the maximum hand size (${strings(f, 'texts').join('; ')}), applied in timestamp order`,
  'world-rule': () => 'world rule: how long each permanent has had the world supertype',
  'siege-defense-zero': (f) => `${f.who('object')}: Siege with defense 0 (its triggered ability)`,
  'library-beyond': (f) => `the cards of ${f.player('player')}'s library beyond the ${f.v('known')} the scenario lists (it needs ${f.v('needed')}); say what the library holds, or that it is empty`,
  'shuffled-draw': () => 'drawing from a shuffled library (which card is on top is random)',
  'shuffled-top-card': () => 'the top card of a shuffled library (which card is random)',
  'shuffled-top-cards': () => 'the top cards of a shuffled library (their order is random)',
  'search-partial-library': (f) => `which card ${f.player('player')} finds in a library the question describes only in part`,
  'search-to-battlefield': (f) => `which card ${f.player('player')} puts onto the battlefield from a library the question doesn't describe (say what it holds, or which card is found)`,
  'search-count': (f) => `how many cards ${f.player('player')} finds in a library the question doesn't describe`,
  'search-split': (f) => `which cards ${f.player('player')} finds in a library the question doesn't describe, and which goes onto the battlefield (say what it holds, or which cards are found)`,
  'search-split-choice': (f) => `which found card ${f.player('player')} puts onto the battlefield (name it in the resolving action's "${f.v('choice')}" choice)`,
  'storm-left-stack': (f) => `copies of ${f.who('spell')}, which has left the stack before its storm ability resolves`,
  'storm-count': (f) => `how many spells were cast this turn before ${f.who('spell')} (its storm count; say what was cast earlier this turn)`,
  'search-to-graveyard': (f) => `which card ${f.player('player')} puts into their graveyard from a library the question doesn't describe (say what it holds, or which card is found)`,
  'search-choice': (f) => {
    const many = f.n('count') > 1;
    return `which card${many ? 's' : ''} ${f.player('player')} finds in their library (name ${many ? 'them' : 'it'} in the resolving action's "${f.v('choice')}" choice)`;
  },
  'enters-with-counters': (f) => `the counters ${f.who('object')} enters with (${q(f)})`,
  'damage-counters': (f) => `${f.who('object')} with counters put as the result of damage (wither, infect)`,
  'counter-replacement-order': (f) =>
    `the order in which ${f.player('player')} applies ${quoteEach(strings(f, 'texts')).join(' and ')} to the ${f.v('counter')} counters put on ${f.who('object')} (it gives ${strings(f, 'results').join(' or ')}); say which applies first`,
  'destroy-replacement-order': (f) =>
    `which of the effects that would replace the destruction of ${f.who('object')} applies (${quoteEach(strings(f, 'texts')).join(' or ')}): its controller chooses`,
  'watching-effect': (f) => `a ${f.v('effect')} effect that watches referred objects`,
  'stack-x-mana-value': (f) => `the mana value of ${f.who('object')} on the stack (its X)`,
  'choice-objects': (f) => `which objects are chosen for ${f.who('object')} (name them in the resolving action's "${f.v('choice')}" choice)`,
  'choice-sacrifice': (f) => `which permanent ${f.player('player')} chooses to sacrifice for ${f.who('object')} (name it in the resolving action's "${f.v('choice')}" choice)`,
  'proliferate-choice': (f) => `which permanents and players with counters ${f.player('player')} chooses to proliferate (name them in the resolving action's "${f.v('choice')}" choice)`,
  'lki-damage-source': (f) => `damage from a source that left the battlefield, with ${strings(f, 'texts').join(', ')} (last known information)`,
  'lki-sacrificed': () => 'the permanent sacrificed to pay its cost (its power as it last existed)',
  'lki-attached': (f) => `the permanent ${f.who('object')} was attached to as it left the battlefield (last known information)`,
  'lki-tapped': () => 'whether a permanent that left the battlefield was tapped as it last existed',
  'lki-counters': (f) => `how many counters were on ${f.who('object')} as it last existed on the battlefield (last known information)`,
  'several-opponents': () => 'choosing among several opponents',
  'player-leaves': () => 'a player leaving a multiplayer game',
  'mana-add': (f) => `adding ${f.v('mana')}`,
  'random-discard': () => 'a random discard (which cards are discarded is random)',
  'x-unsaid': () => 'the value of X the spell was cast with (say it, for example "with X=3")',
  'discard-count-unknown': () => "how many cards were discarded from a hand the question doesn't describe",
  'aura-enchant-count': (f) => `the Aura spell ${f.who('object')} ${f.n('count') === 0 ? 'without an enchant ability' : 'with several enchant abilities'}`,
  'aura-enchant-target': (f) => `the enchant ability ${q(f)} as a target`,
  'permanent-spell-targets': () => 'a permanent spell with targets other than an Aura spell’s',
  'cascade-lki': () => 'cascade after its spell left the stack (its last known mana value)',
  'cost-choice': (f) => `which ${f.v('what') === 'sacrifice' ? 'permanents are sacrificed' : 'cards are discarded'} to pay ${q(f)} (name them in the activate action's "${f.v('what')}")`,
  'x-from-counters': (f) => `the value of X ${f.who('object')} ${f.bool('past') ? 'was' : 'is'} cast with (${q(f)})`,
  'activation-cost': (f) => `the activation cost ${q(f)}`,
  'lost-rules-text': (f) => (f.bool('mana') ? `the mana ability ${f.who('object')} has from the basic land type it was given` : `the abilities of ${f.who('object')} after a basic land type was set for it`),
  'mana-pool-unstated': (f) => `paying ${strings(f, 'cost').join(', ')} for the mana ability ${q(f)} without a stated mana pool`,
  'special-mana-activation': (f) => `paying ${strings(f, 'cost').join(', ')} (X, hybrid, Phyrexian or snow mana in an activation cost)`,
  'mana-ability': (f) => `the mana ability ${q(f)} (adds ${f.v('adds')})`,
  'mana-ability-cost': (f) => `paying ${q(f, 'cost')} for the mana ability ${q(f)} while casting`,
  'earlier-mana': (f) => `which mana paid earlier generic costs (the engine spent ${f.v('spent')}; with other mana this cost of ${f.v('cost')} might have been payable — state the mana pool at this point instead)`,
  'mana-abilities-unnamed': (f) => `which mana abilities the player activates while paying ${f.v('cost')}: ${f.whos('sources')} could add mana but the cast doesn't name them in "mana"`,
  'x-for-cost': (f) => `the value of X for ${q(f)} (say it, for example "with X=3")`,
  'jump-start-discard': (f) => `${f.v('text')} together with jump-start's discard (two cards)`,
  'discard-cost-choice': (f) => `which card is discarded for ${q(f)} (the cast names none)`,
  'special-mana': (f) => `paying ${f.v('cost')} (hybrid, Phyrexian or snow mana)`,
  'mana-ability-choice': (f) => `which mana ability of ${f.whos('sources')} the player activates (another might pay ${f.v('cost')})`,
  'mode-number': (f) => `mode ${f.v('mode')} of ${q(f)} (it has ${f.v('modes')} modes)`,
  'mode-twice': (f) => `the same mode of ${q(f)} chosen twice`,
  'mode-count': (f) => `${f.v('chosen')} modes chosen for ${q(f)} (${f.v('allowed')} allowed)`,
  'mode-no-target': (f) => `the mode chosen for ${q(f)}: ${q(f, 'mode')} has no legal target, so it can't be chosen (say another)`,
  'mode-choice': (f) => `which mode is chosen for ${q(f)} (${quoteEach(strings(f, 'modes')).join(', ')})`,
  'trigger-target': (f) => `the target chosen for ${q(f)} (give a legal one in "choose")`,
};
