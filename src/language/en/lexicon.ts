/**
 * English words and what they mean (senses.ts). Keys are lower-case lemmas (compromise's roots:
 * "blocked" and "blocks" both look up "block"), several words joined by one space. Keywords,
 * colors, types, subtypes and card names come from data (lexicon/*.ts), not from this file.
 * A synonym is one line here.
 */
import type { Sense, Verb } from '../senses.ts';
import { ABILITY_WORDS } from './ability-words.ts';
import { lookupTable } from '../../core/table.ts';
import { ENGLISH_TRIGGER_NOUNS } from '../lexicon/trigger-words.ts';
import { TURN_STEP_WORDS } from './turn-words.ts';
import { arrivalWords } from './arrival-words.ts';

import { LEGAL_PHRASES } from './legal-phrases.ts';
import { NOT_DONE_WORDS, TABLE_TALK_WORDS } from './table-talk.ts';

const V = (verb: Verb): Sense => ({ kind: 'verb', verb });

/** Game verbs (lemmas) and their synonyms, including players' slang. */
const VERB_WORDS: Record<string, Verb> = lookupTable({
  attack: 'attack', swing: 'attack', 'swing in': 'attack', 'swing at': 'attack', 'attack into': 'attack', 'swing into': 'attack', 'go in': 'attack',
  // "Their Serra Angel comes at me": a creature coming at a player attacks them (508.1), as "swings at" says.
  'come at': 'attack',
  // "I crack back with my 4/4", "swing back": attack on the turn after being attacked (508.1).
  'crack back': 'attack', 'swing back': 'attack', 'attack back': 'attack',
  block: 'block', 'chump block': 'chump', chump: 'chump', 'chump-block': 'chump', 'double block': 'double-block', 'double-block': 'double-block', 'gang block': 'double-block', 'triple block': 'double-block', 'triple-block': 'double-block', 'gang-block': 'double-block', 'quadruple block': 'double-block', 'multi-block': 'double-block', 'multiblock': 'double-block', 'double team': 'double-block',
  cast: 'cast', recast: 'cast', 're-cast': 'cast', 'play': 'play', replay: 'play', 're-play': 'play', 'flash in': 'flash', 'flash': 'flash', 'declare attackers': 'attack', 'declare blockers': 'block',
  target: 'target', 'point': 'target', aim: 'target',
  // "I throw a Bolt at their 2/2", "they fire Lightning Helix at my face": a spell aimed at what follows "at" (frames/stack.ts target).
  throw: 'target', fire: 'target', sling: 'target', shoot: 'target',
  // "I zap their 2/2 with a Shock", "fire off a Shock at it": the same, table talk for a damage spell aimed (601.2c).
  zap: 'target', 'fire off': 'target',
  deal: 'deal', dealt: 'deal', inflict: 'deal', go: 'go', drop: 'become', fall: 'become', set: 'become', say: 'say', read: 'say', bring: 'return',
  take: 'take', receive: 'take', suffer: 'take', eat: 'take',
  prevent: 'prevent',
  destroy: 'destroy', kill: 'kill', murder: 'kill', slay: 'kill', remove: 'remove',
  die: 'die', 'go to the graveyard': 'die', 'be put into the graveyard': 'die', 'hit the graveyard': 'die',
  // "Does my 5/5 trade?", "they trade off": both creatures die in the combat (intents/trade.ts).
  trade: 'trade', 'trade off': 'trade',
  // ("it went in the yard": to the graveyard, never "go in" as an attack.)
  'go in the graveyard': 'die', 'go into the graveyard': 'die', 'go to the yard': 'die', 'go in the yard': 'die', 'go into the yard': 'die', 'hit the yard': 'die',
  survive: 'survive', live: 'survive', 'make it through': 'survive', 'stay alive': 'survive', save: 'save',
  // "I pop my Mogg Fanatic at their 1/1": table talk for sacrificing a permanent for its ability (701.21a, 602.2b).
  sacrifice: 'sacrifice', sac: 'sacrifice', sack: 'sacrifice', pop: 'sacrifice',
  exile: 'exile', 'remove from the game': 'exile',
  // "It persists back", "Finks persisted back": it comes back to the battlefield by persist (702.79a), a return the run must make.
  'persist back': 'come-back',
  return: 'return', returned: 'return', 'come back': 'come-back', 'go back': 'come-back', came: 'come', come: 'come', 'come under': 'come', 'bring back': 'return', 'come back to the battlefield': 'come-back',
  bounce: 'bounce',
  counter: 'counter',
  resolve: 'resolve',
  // "Does Lightning Bolt fizzle?": every target illegal, it doesn't resolve (608.2b).
  fizzle: 'fizzle',
  // "Does Giant Growth still do anything?": whether the spell takes effect at all — resolves (608.2b).
  'do anything': 'take-effect', 'do something': 'take-effect', 'have any effect': 'take-effect', 'have an effect': 'take-effect', 'take effect': 'take-effect',
  switch: 'switch', swap: 'switch', exchange: 'switch',
  gain: 'gain', lose: 'lose', lost: 'lose', get: 'get', got: 'get', gotten: 'get', become: 'become', turn: 'become',
  equip: 'equip', equipped: 'equip', enchant: 'enchant', enchanted: 'enchant', given: 'give', wearing: 'wear', attach: 'attach', move: 'move', 'attach to': 'attach',
  activate: 'activate', use: 'use',
  put: 'put', place: 'put', dump: 'put', give: 'give', grant: 'give',
  // "I slapped Rancor on my Rats": players' word for putting an Aura or Equipment on (cast or attached, as "put").
  slap: 'put',
  have: 'have', control: 'control', own: 'control',
  // "NAP started at 20", "we began the game at 30": a total at the start (frames/util.ts STARTING), as "is at".
  start: 'be', begin: 'be', 'start the game': 'be', 'begin the game': 'be', 'start the turn': 'be', 'begin the turn': 'be',
  be: 'be',
  regenerate: 'regenerate', regen: 'regenerate',
  // "I put up a regeneration shield", "activate its regeneration": a regeneration shield made (701.19a).
  'put up a regeneration shield': 'regenerate', 'put a regeneration shield': 'regenerate', 'make a regeneration shield': 'regenerate', 'set up a regeneration shield': 'regenerate',
  'put up a regen shield': 'regenerate', 'activate regeneration': 'regenerate', 'activate its regeneration': 'regenerate', 'use regeneration': 'regenerate',
  flicker: 'flicker', blink: 'flicker',
  pay: 'pay', respond: 'respond',
  trigger: 'trigger', 'go off': 'trigger',
  connect: 'connect', 'get through': 'go-through', 'go through': 'go-through', 'go thru': 'go-through', 'get thru': 'go-through', 'come through': 'go-through', 'go unblocked': 'unblocked', 'get in': 'connect',
  hit: 'hit', smack: 'hit',
  // "sac it to ping me": table talk for an ability's 1 damage, read by the deal frame (frames/damage.ts `ping`).
  ping: 'deal',
  'trample over': 'trample-over', 'trample through': 'trample-over', 'push through': 'push-through', 'push': 'push-through', 'punch through': 'push-through', 'get past': 'go-through',
  // ("drew", "drawn": compromise gives them no root — "Drew" is read as a name.)
  draw: 'draw', drew: 'draw', drawn: 'draw', discard: 'discard', mill: 'mill',
  create: 'create', make: 'create',
  tap: 'tap', untap: 'untap',
  steal: 'steal', stolen: 'steal', 'take control of': 'steal', 'gain control of': 'steal',
  // "Does Toski hit the battlefield?", "it lands on the battlefield": enters it (never "hit" as damage dealt to a player).
  'hit the battlefield': 'enter', 'hit the board': 'enter', 'land on the battlefield': 'enter', 'make it to the battlefield': 'enter', 'make it onto the battlefield': 'enter',
  leave: 'leave', 'leave the battlefield': 'leave', enter: 'enter', 'enter the battlefield': 'enter', etb: 'enter', 'come into play': 'enter', 'come in': 'enter',
  // "Raging Goblin came down this turn", "the Elves came out last turn": a permanent that came down (resolved, was put) onto the battlefield entered it.
  'come down': 'enter', 'come out': 'enter',
  fight: 'fight', win: 'win', remain: 'remain', stay: 'remain',
  double: 'double', assign: 'assign', end: 'end', 'wear off': 'end', expire: 'end',
  keep: 'keep', retain: 'keep', choose: 'choose', proliferate: 'proliferate', name: 'name', wear: 'wear', fly: 'fly', pump: 'pump', buff: 'pump', boost: 'pump',
  stop: 'stop', matter: 'matter', 'make a difference': 'matter', 'make any difference': 'matter', apply: 'apply', happen: 'happen', 'end up': 'end-up', 'end up with': 'end-up', 'be left': 'end-up', 'are left': 'end-up', 'is left': 'end-up', 'are still left': 'end-up', 'is still left': 'end-up', 'remain on the battlefield': 'end-up',
  increase: 'increase', 'go up': 'increase', rise: 'increase', decrease: 'decrease', 'go down': 'decrease',
  copy: 'copy', affect: 'affect', mean: 'mean', work: 'work', explain: 'explain', 'what is meant by': 'mean',
});

const P = (who: Extract<Sense, { kind: 'player' }>['who'], possessive = false): Sense => ({ kind: 'player', who, possessive });

const OTHER_WORDS: Record<string, Sense[]> = lookupTable({
  // Players
  i: [P('me')], me: [P('me')], my: [P('me', true)], mine: [P('me', true)], myself: [P('me')], you: [P('me')], your: [P('me', true)], yours: [P('me', true)], we: [P('me')],
  opponent: [P('opponent')], opp: [P('opponent')], opps: [P('opponent')], 'my opponent': [P('opponent')], 'your opponent': [P('opponent')], 'the opponent': [P('opponent')], 'an opponent': [P('opponent')],
  'the other player': [P('opponent')], 'their opponent': [P('opponent')], 'opposing player': [P('opponent')], 'the opposing player': [P('opponent')],
  // "the opposing Grizzly Bears", "an opposing 3/3", "enemy creatures": a side word, whose it is — the opponent's (102.2).
  ...Object.fromEntries(['opposing', 'the opposing', 'an opposing', 'enemy', 'the enemy', 'an enemy'].map((w): [string, Sense[]] => [w, [P('opponent', true)]])),
  // "under my control", "under their control": the player whose control it is, as the role of "under" (frames/enters.ts);
  // ("opponent's" is read as two tokens, opponent + 's: en/tokenise.ts.)
  ...Object.fromEntries([...['my', 'your'].map((w) => [w, 'me'] as const), ...['his', 'her', 'their'].map((w) => [w, 'they'] as const), ...["my opponent's", "your opponent's", "the opponent's", "an opponent's"].map((w) => [w, 'opponent'] as const)].flatMap(([w, who]): [string, Sense[]][] => [`${w} control`, `${w.replace(/'s$/, " 's")} control`].map((k) => [k, [P(who)]]))),
  'defending player': [P('defending')], 'the defending player': [P('defending')], 'attacking player': [P('attacking')], 'the attacking player': [P('attacking')],
  ap: [P('active')], nap: [P('nonactive')], 'active player': [P('active')], 'the active player': [P('active')], 'nonactive player': [P('nonactive')], 'non-active player': [P('nonactive')],
  player: [P('player')], 'the player': [P('player')], players: [P('each')], 'each player': [P('each')], 'both players': [P('each')], everyone: [P('each')], everybody: [P('each')], 'both of us': [P('each')], 'we both': [P('each')], 'we each': [P('each')], 'each of us': [P('each')],
  they: [P('they'), { kind: 'pronoun', word: 'they' }], them: [P('they'), { kind: 'pronoun', word: 'them' }], their: [P('they', true), { kind: 'pronoun', word: 'their' }], theirs: [P('they', true)],
  he: [{ kind: 'pronoun', word: 'he' }, P('they')], she: [{ kind: 'pronoun', word: 'he' }, P('they')], him: [{ kind: 'pronoun', word: 'he' }, P('they')], her: [P('they', true), { kind: 'pronoun', word: 'he' }], his: [P('they', true), { kind: 'pronoun', word: 'his' }],
  face: [{ kind: 'thing-noun', noun: 'face' }], 'the face': [{ kind: 'thing-noun', noun: 'face' }],
  anyone: [P('anyone')], someone: [P('anyone')], nobody: [P('nobody')], 'no one': [P('nobody')], 'nobody else': [P('nobody')],
  // "Furnace of Rath out", "with Bad Moon in play": on the battlefield.
  out: [{ kind: 'adj', adj: 'present' }], 'in play': [{ kind: 'adj', adj: 'present' }], 'out on the battlefield': [{ kind: 'adj', adj: 'present' }],
  // "Board is my Darksteel Myr vs their Serra Angel": the board said as a list of what is on it.
  'board is': [{ kind: 'adj', adj: 'present' }], 'the board is': [{ kind: 'adj', adj: 'present' }], 'board was': [{ kind: 'adj', adj: 'present' }], 'the board was': [{ kind: 'adj', adj: 'present' }],
  'on board': [{ kind: 'adj', adj: 'present' }], 'on the board': [{ kind: 'adj', adj: 'present' }], 'on my board': [{ kind: 'adj', adj: 'present' }], 'out on board': [{ kind: 'adj', adj: 'present' }],
  // "the turn it comes out", "the same turn I cast it": summoning sick of that turn (302.6; en/arrival-words.ts).
  ...arrivalWords(Object.keys(VERB_WORDS).filter((k) => VERB_WORDS[k] === 'enter')),
  // "two legendary creatures with the same name", "with different names" (704.5j looks at names; refs-names.ts).
  'the same name': [{ kind: 'adj', adj: 'same-name' }], 'same name': [{ kind: 'adj', adj: 'same-name' }], 'the same names': [{ kind: 'adj', adj: 'same-name' }],
  'different names': [{ kind: 'adj', adj: 'different-names' }], 'two different names': [{ kind: 'adj', adj: 'different-names' }],
  'differently named': [{ kind: 'adj', adj: 'different-names' }], 'identically named': [{ kind: 'adj', adj: 'same-name' }],
  'summoning sickness': [{ kind: 'adj', adj: 'sick' }], 'summoning sick': [{ kind: 'adj', adj: 'sick' }], 'summoning-sick': [{ kind: 'adj', adj: 'sick' }],
  // Pronouns and determiners
  it: [{ kind: 'pronoun', word: 'it' }], its: [{ kind: 'pronoun', word: 'its' }], itself: [{ kind: 'pronoun', word: 'itself' }],
  a: [{ kind: 'det', det: 'a' }], an: [{ kind: 'det', det: 'a' }], the: [{ kind: 'det', det: 'the' }],
  that: [{ kind: 'det', det: 'that' }, { kind: 'sub', sub: 'that' }, { kind: 'pronoun', word: 'that' }],
  this: [{ kind: 'det', det: 'this' }, { kind: 'pronoun', word: 'this' }], these: [{ kind: 'det', det: 'these' }], those: [{ kind: 'det', det: 'these' }],
  another: [{ kind: 'det', det: 'another' }], any: [{ kind: 'det', det: 'any' }], each: [{ kind: 'det', det: 'each' }], every: [{ kind: 'det', det: 'every' }],
  all: [{ kind: 'det', det: 'all' }], some: [{ kind: 'det', det: 'some' }],
  // Plural quantities with no number ("several 1/1s", "a couple of 2/2s": a couple is often said loosely,
  // so it is no number either): "some" — how many is asked back (refs.ts), never taken as one.
  several: [{ kind: 'det', det: 'some' }], 'a few': [{ kind: 'det', det: 'some' }], 'a couple of': [{ kind: 'det', det: 'some' }], 'a couple': [{ kind: 'det', det: 'some' }],
  'a bunch of': [{ kind: 'det', det: 'some' }], 'a handful of': [{ kind: 'det', det: 'some' }], 'a number of': [{ kind: 'det', det: 'some' }], 'a lot of': [{ kind: 'det', det: 'some' }], 'lots of': [{ kind: 'det', det: 'some' }], no: [{ kind: 'det', det: 'no' }, { kind: 'yes-no', yes: false }],
  both: [{ kind: 'pronoun', word: 'both' }], none: [{ kind: 'pronoun', word: 'one' }, { kind: 'det', det: 'no' }], either: [{ kind: 'pronoun', word: 'either' }],
  // "Is anything left?", "does anything survive?": whatever permanent there is (intents/remains.ts leftAsk).
  anything: [{ kind: 'pronoun', word: 'anything' }], something: [{ kind: 'pronoun', word: 'anything' }],
  // "Does anything else die?" after a main ask: whatever else there is — asked as the whole outcome, which names every death.
  'anything else': [{ kind: 'pronoun', word: 'anything' }], 'something else': [{ kind: 'pronoun', word: 'anything' }],
  nothing: [{ kind: 'pronoun', word: 'none' }], everything: [{ kind: 'det', det: 'all' }, { kind: 'object-noun', noun: 'creature', plural: true }], 'nothing else': [{ kind: 'pronoun', word: 'none' }], neither: [{ kind: 'pronoun', word: 'none' }], 'neither of them': [{ kind: 'pronoun', word: 'none' }], 'none of them': [{ kind: 'pronoun', word: 'none' }], one: [{ kind: 'number', value: 1 }, { kind: 'pronoun', word: 'one' }], ones: [{ kind: 'pronoun', word: 'one' }],
  "'s": [{ kind: 'poss' }], "'": [{ kind: 'poss' }],
  // Object nouns
  creature: [{ kind: 'object-noun', noun: 'creature', plural: false }], creatures: [{ kind: 'object-noun', noun: 'creature', plural: true }],
  guy: [{ kind: 'object-noun', noun: 'creature', plural: false }], dude: [{ kind: 'object-noun', noun: 'creature', plural: false }], body: [{ kind: 'object-noun', noun: 'creature', plural: false }],
  token: [{ kind: 'object-noun', noun: 'token', plural: false }], tokens: [{ kind: 'object-noun', noun: 'token', plural: true }],
  permanent: [{ kind: 'object-noun', noun: 'permanent', plural: false }], permanents: [{ kind: 'object-noun', noun: 'permanent', plural: true }],
  card: [{ kind: 'object-noun', noun: 'card', plural: false }], cards: [{ kind: 'object-noun', noun: 'card', plural: true }],
  spell: [{ kind: 'object-noun', noun: 'spell', plural: false }], spells: [{ kind: 'object-noun', noun: 'spell', plural: true }],
  attacker: [{ kind: 'object-noun', noun: 'attacker', plural: false }], attackers: [{ kind: 'object-noun', noun: 'attacker', plural: true }],
  blocker: [{ kind: 'object-noun', noun: 'blocker', plural: false }], blockers: [{ kind: 'object-noun', noun: 'blocker', plural: true }],
  ...ABILITY_WORDS,
  copy: [{ kind: 'verb', verb: 'copy' }, { kind: 'object-noun', noun: 'copy', plural: false }],
  // Thing nouns
  damage: [{ kind: 'thing-noun', noun: 'damage' }], 'double damage': [{ kind: 'thing-noun', noun: 'damage' }], 'twice as much damage': [{ kind: 'thing-noun', noun: 'damage' }], dmg: [{ kind: 'thing-noun', noun: 'damage' }], 'combat damage': [{ kind: 'thing-noun', noun: 'damage' }],
  life: [{ kind: 'thing-noun', noun: 'life' }], 'life total': [{ kind: 'thing-noun', noun: 'life' }], 'life totals': [{ kind: 'thing-noun', noun: 'life', plural: true }], hp: [{ kind: 'thing-noun', noun: 'life' }],
  poison: [{ kind: 'thing-noun', noun: 'poison' }], 'poison counter': [{ kind: 'thing-noun', noun: 'poison' }], 'poison counters': [{ kind: 'thing-noun', noun: 'poison' }], infect: [],
  counter: [{ kind: 'verb', verb: 'counter' }, { kind: 'thing-noun', noun: 'counter' }], counters: [{ kind: 'thing-noun', noun: 'counter' }],
  'p/t': [{ kind: 'thing-noun', noun: 'pt' }], pt: [{ kind: 'thing-noun', noun: 'pt' }], 'power and toughness': [{ kind: 'thing-noun', noun: 'pt' }], 'power/toughness': [{ kind: 'thing-noun', noun: 'pt' }],
  'legend rule': [{ kind: 'thing-noun', noun: 'legend-rule' }], 'legend-rule': [{ kind: 'thing-noun', noun: 'legend-rule' }], 'legendary rule': [{ kind: 'thing-noun', noun: 'legend-rule' }],
  'regeneration shield': [{ kind: 'thing-noun', noun: 'regen-shield' }], 'regen shield': [{ kind: 'thing-noun', noun: 'regen-shield' }],
  power: [{ kind: 'thing-noun', noun: 'power' }], toughness: [{ kind: 'thing-noun', noun: 'toughness' }], size: [{ kind: 'thing-noun', noun: 'size' }], stats: [{ kind: 'thing-noun', noun: 'stats' }],
  keyword: [{ kind: 'thing-noun', noun: 'keyword' }], keywords: [{ kind: 'thing-noun', noun: 'keyword' }],
  // "does protection stop that?": the ability named without its quality (a whole keyword is read first: "protection from red").
  protection: [{ kind: 'thing-noun', noun: 'keyword' }], ward: [{ kind: 'thing-noun', noun: 'keyword' }],
  game: [{ kind: 'thing-noun', noun: 'game' }],
  // "game over?", "is it game over?", "is the game over?": whether the story ends the game, as "is that game?" (gameOverAsk).
  'game over': [{ kind: 'thing-noun', noun: 'game' }],
  // "Is that a draw?", "does it end in a tie?": the game drawn (104.4a) — never the verb "draw" (a card).
  'a draw': [{ kind: 'thing-noun', noun: 'draw-game' }], 'a tie': [{ kind: 'thing-noun', noun: 'draw-game' }], tie: [{ kind: 'thing-noun', noun: 'draw-game' }], turn: [{ kind: 'thing-noun', noun: 'turn' }, { kind: 'verb', verb: 'become' }], combat: [{ kind: 'thing-noun', noun: 'combat' }, { kind: 'adj', adj: 'combat' }],
  mana: [{ kind: 'thing-noun', noun: 'mana' }], time: [{ kind: 'thing-noun', noun: 'time' }], times: [{ kind: 'thing-noun', noun: 'time' }],
  // "back to gy", "it's in the yard": chat's names for the graveyard.
  graveyard: [{ kind: 'thing-noun', noun: 'graveyard' }], yard: [{ kind: 'thing-noun', noun: 'graveyard' }], gy: [{ kind: 'thing-noun', noun: 'graveyard' }], gyard: [{ kind: 'thing-noun', noun: 'graveyard' }], battlefield: [{ kind: 'thing-noun', noun: 'battlefield' }],
  'exile zone': [{ kind: 'thing-noun', noun: 'exile' }],
  // "Glorious Anthem is on my side", "on their side of the board": a player's side is their part of the battlefield (whose, as "my battlefield").
  side: [{ kind: 'thing-noun', noun: 'battlefield' }], 'side of the battlefield': [{ kind: 'thing-noun', noun: 'battlefield' }], 'side of the board': [{ kind: 'thing-noun', noun: 'battlefield' }], 'side of the table': [{ kind: 'thing-noun', noun: 'battlefield' }],
  hand: [{ kind: 'thing-noun', noun: 'hand' }], library: [{ kind: 'thing-noun', noun: 'library' }], stack: [{ kind: 'thing-noun', noun: 'stack' }],
  // "when the pump wears off", "the buff ends": the P/T boost said by the verb that gives it, a noun after "the" — the
  // effect, as "when the effect wears off" is read (611.2, 514.2). ("pump" alone stays the verb: "I pump my 2/2".)
  'the pump': [{ kind: 'thing-noun', noun: 'effect' }], 'the buff': [{ kind: 'thing-noun', noun: 'effect' }], 'the boost': [{ kind: 'thing-noun', noun: 'effect' }],
  cost: [{ kind: 'thing-noun', noun: 'cost' }], effect: [{ kind: 'thing-noun', noun: 'effect' }], result: [{ kind: 'thing-noun', noun: 'result' }], outcome: [{ kind: 'thing-noun', noun: 'result' }],
  total: [{ kind: 'adj', adj: 'total' }, { kind: 'thing-noun', noun: 'total' }], lethal: [{ kind: 'thing-noun', noun: 'lethal' }],
  // Adjectives
  attacking: [{ kind: 'adj', adj: 'attacking' }], blocking: [{ kind: 'adj', adj: 'blocking' }], tapped: [{ kind: 'adj', adj: 'tapped' }], untapped: [{ kind: 'adj', adj: 'untapped' }],
  unblocked: [{ kind: 'adj', adj: 'unblocked' }], other: [{ kind: 'adj', adj: 'other' }], nontoken: [{ kind: 'adj', adj: 'nontoken' }], 'non-token': [{ kind: 'adj', adj: 'nontoken' }],
  bigger: [{ kind: 'adj', adj: 'bigger' }], larger: [{ kind: 'adj', adj: 'bigger' }], smaller: [{ kind: 'adj', adj: 'smaller' }],
  new: [{ kind: 'adj', adj: 'new' }], old: [{ kind: 'adj', adj: 'old' }], original: [{ kind: 'adj', adj: 'old' }], same: [{ kind: 'adj', adj: 'same' }], only: [{ kind: 'adj', adj: 'only' }], lone: [{ kind: 'adj', adj: 'only' }], own: [{ kind: 'adj', adj: 'own' }],
  still: [{ kind: 'adj', adj: 'still' }], dead: [{ kind: 'adj', adj: 'dead' }], alive: [{ kind: 'adj', adj: 'alive' }], gone: [{ kind: 'adj', adj: 'dead' }],
  'for good': [{ kind: 'adj', adj: 'for-good' }], permanently: [{ kind: 'adj', adj: 'for-good' }],
  second: [{ kind: 'adj', adj: 'second' }], third: [{ kind: 'adj', adj: 'third' }], fourth: [{ kind: 'adj', adj: 'fourth' }], fifth: [{ kind: 'adj', adj: 'fifth' }],
  last: [{ kind: 'adj', adj: 'last' }], extra: [{ kind: 'adj', adj: 'extra' }], additional: [{ kind: 'adj', adj: 'extra' }],
  more: [{ kind: 'adj', adj: 'more' }], most: [{ kind: 'adj', adj: 'most' }], least: [{ kind: 'adj', adj: 'least' }], maximum: [{ kind: 'adj', adj: 'maximum' }], max: [{ kind: 'adj', adj: 'maximum' }], minimum: [{ kind: 'adj', adj: 'minimum' }],
  // "a vanilla 4/4", "a french vanilla 2/2 with flying": no abilities but those said (as 「バニラの」).
  vanilla: [{ kind: 'adj', adj: 'plain' }], 'french vanilla': [{ kind: 'adj', adj: 'plain' }],
  // "a regular 2/2", "a normal 3/3", "an ordinary creature" (as 「普通の」「通常の」): a creature with no abilities but
  // those said. Said before no noun, the word is read as nothing (noun-core.ts) and the question is refused.
  ...Object.fromEntries(['regular', 'normal', 'ordinary'].map((w) => [w, [{ kind: 'adj', adj: 'plain' }] as Sense[]])),
  noncombat: [{ kind: 'adj', adj: 'noncombat' }], colorless: [{ kind: 'adj', adj: 'colorless' }],
  // Prepositions
  by: [{ kind: 'prep', prep: 'by' }], to: [{ kind: 'prep', prep: 'to' }],
  // "in order to kill it", "so as to save it": a purpose, as a bare "to" before a verb says it (en/grammar.ts; frames/purpose.ts).
  'in order to': [{ kind: 'prep', prep: 'to' }], 'so as to': [{ kind: 'prep', prep: 'to' }],
  with: [{ kind: 'prep', prep: 'with' }], 'w/': [{ kind: 'prep', prep: 'with' }], w: [{ kind: 'prep', prep: 'with' }],
  from: [{ kind: 'prep', prep: 'from' }], on: [{ kind: 'prep', prep: 'on' }], upon: [{ kind: 'prep', prep: 'on' }], at: [{ kind: 'prep', prep: 'at' }], into: [{ kind: 'prep', prep: 'into' }],
  of: [{ kind: 'prep', prep: 'of' }], for: [{ kind: 'prep', prep: 'for' }], in: [{ kind: 'prep', prep: 'in' }], during: [{ kind: 'prep', prep: 'during' }],
  before: [{ kind: 'prep', prep: 'before' }, { kind: 'sub', sub: 'before' }], after: [{ kind: 'prep', prep: 'after' }, { kind: 'sub', sub: 'after' }],
  afterwards: [{ kind: 'time', time: 'later' }], afterward: [{ kind: 'time', time: 'later' }],
  until: [{ kind: 'prep', prep: 'until' }], targeting: [{ kind: 'prep', prep: 'targeting' }], without: [{ kind: 'prep', prep: 'without' }], as: [{ kind: 'prep', prep: 'as' }],
  than: [{ kind: 'prep', prep: 'than' }], onto: [{ kind: 'prep', prep: 'onto' }], toward: [{ kind: 'prep', prep: 'to' }], towards: [{ kind: 'prep', prep: 'to' }], under: [{ kind: 'prep', prep: 'under' }], over: [{ kind: 'prep', prep: 'over' }], through: [{ kind: 'prep', prep: 'through' }], thru: [{ kind: 'prep', prep: 'through' }],
  against: [{ kind: 'prep', prep: 'against' }], except: [{ kind: 'prep', prep: 'except' }], instead: [{ kind: 'prep', prep: 'instead' }], 'instead of': [{ kind: 'prep', prep: 'instead' }], like: [{ kind: 'prep', prep: 'like' }],
  // "is a 4/4 thanks to Glorious Anthem", "because of my Elesh Norn": the permanent whose effect makes it so (frames/object-facts.ts causedBy).
  'thanks to': [{ kind: 'prep', prep: 'via' }], 'because of': [{ kind: 'prep', prep: 'via' }], 'due to': [{ kind: 'prep', prep: 'via' }], 'courtesy of': [{ kind: 'prep', prep: 'via' }],
  naming: [{ kind: 'prep', prep: 'naming' }], using: [{ kind: 'prep', prep: 'with' }], 'choosing': [{ kind: 'prep', prep: 'naming' }],
  // Conjunctions and subordinators
  and: [{ kind: 'conj', conj: 'and' }], '&': [{ kind: 'conj', conj: 'and' }], '+': [{ kind: 'conj', conj: 'plus' }], plus: [{ kind: 'conj', conj: 'plus' }],
  // "my Darksteel Myr vs their Serra Angel": the two sides of a board, both there.
  vs: [{ kind: 'conj', conj: 'and' }], 'vs.': [{ kind: 'conj', conj: 'and' }], versus: [{ kind: 'conj', conj: 'and' }], or: [{ kind: 'conj', conj: 'or' }],
  // "What about my 1/1?", "how about the Zombie?": the question before, asked again of another (as "and my 1/1?").
  'what about': [{ kind: 'conj', conj: 'and' }], 'how about': [{ kind: 'conj', conj: 'and' }],
  but: [{ kind: 'conj', conj: 'but' }], then: [{ kind: 'conj', conj: 'then' }], 'and then': [{ kind: 'conj', conj: 'then' }], so: [{ kind: 'conj', conj: 'so' }],
  // "because it has flying", "cuz it's a 2/2": a reason, read as "since" is (Clause.reason).
  because: [{ kind: 'sub', sub: 'since' }], cuz: [{ kind: 'sub', sub: 'since' }], bc: [{ kind: 'sub', sub: 'since' }],
  since: [{ kind: 'sub', sub: 'since' }], also: [{ kind: 'conj', conj: 'also' }], too: [{ kind: 'conj', conj: 'also' }], 'as well': [{ kind: 'conj', conj: 'also' }],
  // "Suppose (instead) it was blocked by a 3/3", "imagine I hadn't blocked": a condition, as "if" (counterfactual.ts).
  suppose: [{ kind: 'sub', sub: 'if' }], supposing: [{ kind: 'sub', sub: 'if' }], imagine: [{ kind: 'sub', sub: 'if' }], assume: [{ kind: 'sub', sub: 'if' }], assuming: [{ kind: 'sub', sub: 'if' }],
  if: [{ kind: 'sub', sub: 'if' }], when: [{ kind: 'sub', sub: 'when' }, { kind: 'wh', wh: 'when' }], whenever: [{ kind: 'sub', sub: 'when' }], once: [{ kind: 'sub', sub: 'once' }], while: [{ kind: 'sub', sub: 'while' }],
  'even though': [{ kind: 'sub', sub: 'although' }], although: [{ kind: 'sub', sub: 'although' }], though: [{ kind: 'sub', sub: 'although' }], whether: [{ kind: 'sub', sub: 'whether' }],
  which: [{ kind: 'wh', wh: 'which' }, { kind: 'sub', sub: 'which' }], who: [{ kind: 'wh', wh: 'who' }, { kind: 'sub', sub: 'who' }], whose: [{ kind: 'wh', wh: 'whose' }],
  what: [{ kind: 'wh', wh: 'what' }], wat: [{ kind: 'wh', wh: 'what' }], wut: [{ kind: 'wh', wh: 'what' }], where: [{ kind: 'wh', wh: 'where' }], why: [{ kind: 'wh', wh: 'why' }], how: [{ kind: 'wh', wh: 'how' }],
  'how much': [{ kind: 'wh', wh: 'how-much' }], 'how many': [{ kind: 'wh', wh: 'how-many' }], 'how big': [{ kind: 'wh', wh: 'how-big' }], 'how large': [{ kind: 'wh', wh: 'how-big' }],
  // Auxiliaries and negation
  be: [{ kind: 'aux', aux: 'be' }], is: [{ kind: 'aux', aux: 'be' }], are: [{ kind: 'aux', aux: 'be' }], was: [{ kind: 'aux', aux: 'be' }], were: [{ kind: 'aux', aux: 'be' }], am: [{ kind: 'aux', aux: 'be' }], 'm': [{ kind: 'aux', aux: 'be' }],
  been: [{ kind: 'aux', aux: 'be' }], being: [{ kind: 'aux', aux: 'be' }],
  do: [{ kind: 'aux', aux: 'do' }], does: [{ kind: 'aux', aux: 'do' }], r: [{ kind: 'aux', aux: 'be' }], u: [P('me')], ur: [P('me', true)], did: [{ kind: 'aux', aux: 'do' }], 'has': [{ kind: 'aux', aux: 'have' }, V('have')], had: [{ kind: 'aux', aux: 'have' }, V('have')],
  can: [{ kind: 'aux', aux: 'can' }], could: [{ kind: 'aux', aux: 'could' }], will: [{ kind: 'aux', aux: 'will' }], would: [{ kind: 'aux', aux: 'would' }], may: [{ kind: 'aux', aux: 'may' }],
  might: [{ kind: 'aux', aux: 'might' }], must: [{ kind: 'aux', aux: 'must' }], should: [{ kind: 'aux', aux: 'should' }], shall: [{ kind: 'aux', aux: 'shall' }], 'have to': [{ kind: 'aux', aux: 'must' }], 'has to': [{ kind: 'aux', aux: 'must' }],
  'able to': [{ kind: 'aux', aux: 'can' }], 'allowed to': [{ kind: 'aux', aux: 'can' }], 'legal to': [{ kind: 'aux', aux: 'can' }], 'is it legal for': [{ kind: 'aux', aux: 'can' }], 'is it possible for': [{ kind: 'aux', aux: 'can' }],
  // "Is it legal to attack with …?": the "it" is no object (an expletive); the doer is whoever the rest names, else the asker.
  'is it legal to': [{ kind: 'aux', aux: 'can' }], 'is it possible to': [{ kind: 'aux', aux: 'can' }], 'is it allowed to': [{ kind: 'aux', aux: 'can' }],
  'is it ok to': [{ kind: 'aux', aux: 'can' }], 'is it okay to': [{ kind: 'aux', aux: 'can' }], 'would it be legal to': [{ kind: 'aux', aux: 'can' }], 'would it be legal for': [{ kind: 'aux', aux: 'can' }],
  not: [{ kind: 'neg' }], never: [{ kind: 'neg' }], "n't": [{ kind: 'neg' }], 'no longer': [{ kind: 'neg' }],
  // "I decline to block", "he decided not to attack", "they failed to block": the act after it is not done (a
  // negation of that verb, read as "I don't block" is); never the act told as done (red team s19).
  ...Object.fromEntries([
    ...['decline', 'declines', 'declined', 'declining', 'refuse', 'refuses', 'refused', 'fail', 'fails', 'failed', 'neglect', 'neglects', 'neglected'].map((w) => `${w} to`),
    ...['decide', 'decides', 'decided', 'choose', 'chooses', 'chose', 'elect', 'elects', 'elected', 'opt', 'opts', 'opted'].map((w) => `${w} not to`),
  ].map((p): [string, Sense[]] => [p, [{ kind: 'neg' }]])),
  // "I almost blocked", "he nearly cast it", "I tried to cast Bolt", "I hesitate to block": whether the act after it was
  // done is not said (an attempt may have failed, "almost" says it wasn't): named, never read as done (red team s19).
  ...Object.fromEntries([
    'almost', 'nearly', 'attempt to', 'attempts to', 'attempted to', 'tried to', 'hesitate to', 'hesitates to', 'hesitated to', 'hesitating to',
  ].map((p): [string, Sense[]] => [p, [{ kind: 'unknown', unsure: true }]])),
  // Times
  'until end of turn': [{ kind: 'time', time: 'until-eot' }], 'until the end of turn': [{ kind: 'time', time: 'until-eot' }], 'until end of the turn': [{ kind: 'time', time: 'until-eot' }],
  'until the end of the turn': [{ kind: 'time', time: 'until-eot' }], 'until eot': [{ kind: 'time', time: 'until-eot' }], eot: [{ kind: 'time', time: 'until-eot' }],
  'this turn': [{ kind: 'time', time: 'this-turn' }], 'that turn': [{ kind: 'time', time: 'this-turn' }],
  // "At the same time, my creature deals 2 damage to them and theirs deals 2 to me": one event (language/simultaneous.ts).
  'at the same time': [{ kind: 'time', time: 'simultaneous' }], 'at the exact same time': [{ kind: 'time', time: 'simultaneous' }], simultaneously: [{ kind: 'time', time: 'simultaneous' }],
  // "… then on the same turn Murders the Angel", "attacks with it the same turn": the turn told, later in it.
  // "Can I activate it twice in one turn?": a second time in the same turn (606.3, 602.5b; intents/timing.ts secondTime).
  'twice in one turn': [{ kind: 'time', time: 'twice' }], 'twice in a turn': [{ kind: 'time', time: 'twice' }], 'twice per turn': [{ kind: 'time', time: 'twice' }], 'twice a turn': [{ kind: 'time', time: 'twice' }], 'twice each turn': [{ kind: 'time', time: 'twice' }], 'twice in the same turn': [{ kind: 'time', time: 'twice' }], 'twice this turn': [{ kind: 'time', time: 'twice' }], twice: [{ kind: 'time', time: 'twice' }], 'twice in a single turn': [{ kind: 'time', time: 'twice' }], 'a second time': [{ kind: 'time', time: 'twice' }],
  'on the same turn': [{ kind: 'time', time: 'later' }], 'in the same turn': [{ kind: 'time', time: 'later' }], 'the same turn': [{ kind: 'time', time: 'later' }], 'during the same turn': [{ kind: 'time', time: 'later' }], 'that same turn': [{ kind: 'time', time: 'later' }], 'later that turn': [{ kind: 'time', time: 'later' }], 'later in the turn': [{ kind: 'time', time: 'later' }], 'right away': [{ kind: 'time', time: 'right-away' }], immediately: [{ kind: 'time', time: 'right-away' }],
  'in response': [{ kind: 'time', time: 'in-response' }], 'respond by': [{ kind: 'time', time: 'in-response' }], 'responds by': [{ kind: 'time', time: 'in-response' }], 'responded by': [{ kind: 'time', time: 'in-response' }], 'in response to': [{ kind: 'time', time: 'in-response' }], 'with it on the stack': [{ kind: 'time', time: 'in-response' }],
  // Said of a triggered ability waiting on the stack (603.3): a response made to it — the words are kept as the marker
  // frames/trigger-response.ts reads from them, checked against the run.
  ...Object.fromEntries(['with the trigger on the stack', 'with the trigger still on the stack', 'with its trigger on the stack', 'with the ability on the stack', 'with the etb on the stack', 'with the etb trigger on the stack', 'while the trigger is on the stack', 'while the trigger is still on the stack', 'while the ability is on the stack', 'before the trigger resolves', 'before its trigger resolves', 'before the ability resolves', 'in response to the etb', 'in response to its etb', 'in response to the etb trigger', 'in response to its etb trigger'].map((p): [string, Sense[]] => [p, [{ kind: 'time', time: 'in-response' }]])),
  'before damage': [{ kind: 'time', time: 'before-damage' }], 'before combat damage': [{ kind: 'time', time: 'before-damage' }], 'before the damage': [{ kind: 'time', time: 'before-damage' }],
  'before damage is dealt': [{ kind: 'time', time: 'before-damage' }], 'before dmg': [{ kind: 'time', time: 'before-damage' }], 'before combat dmg': [{ kind: 'time', time: 'before-damage' }],
  // After blocks (or after attacks), before combat damage (509, 510): the told order of the attack, the block and what
  // follows already says it, so it reads like "before damage"; after blockers are declared no creature can be
  // declared a blocker any more (509.1), which 'after-blocks' says, as Japanese ブロック後に does.
  'after blocks': [{ kind: 'time', time: 'after-blocks' }], 'after blockers': [{ kind: 'time', time: 'after-blocks' }], 'after the block': [{ kind: 'time', time: 'after-blocks' }],
  'after the blocks': [{ kind: 'time', time: 'after-blocks' }], 'after blocking': [{ kind: 'time', time: 'after-blocks' }], 'after blockers are declared': [{ kind: 'time', time: 'after-blocks' }],
  'after blockers were declared': [{ kind: 'time', time: 'after-blocks' }], 'after blockers have been declared': [{ kind: 'time', time: 'after-blocks' }], 'after blocks are declared': [{ kind: 'time', time: 'after-blocks' }],
  'once blockers are declared': [{ kind: 'time', time: 'after-blocks' }], 'once blocks are declared': [{ kind: 'time', time: 'after-blocks' }], 'during declare blockers': [{ kind: 'time', time: 'after-blocks' }],
  'after attackers are declared': [{ kind: 'time', time: 'before-damage' }], 'after attackers were declared': [{ kind: 'time', time: 'before-damage' }], 'once attackers are declared': [{ kind: 'time', time: 'before-damage' }],
  'during declare attackers': [{ kind: 'time', time: 'before-damage' }],
  // Between the first-strike and the regular combat damage steps (510.4): told, that first step is dealt there.
  'after first strike damage': [{ kind: 'time', time: 'after-first-strike' }], 'after first-strike damage': [{ kind: 'time', time: 'after-first-strike' }],
  'after first strike dmg': [{ kind: 'time', time: 'after-first-strike' }], 'after first-strike dmg': [{ kind: 'time', time: 'after-first-strike' }],
  'after the first strike damage': [{ kind: 'time', time: 'after-first-strike' }], 'after the first-strike damage': [{ kind: 'time', time: 'after-first-strike' }],
  'after first strike damage is dealt': [{ kind: 'time', time: 'after-first-strike' }], 'after first-strike damage is dealt': [{ kind: 'time', time: 'after-first-strike' }],
  'after the first strike damage step': [{ kind: 'time', time: 'after-first-strike' }], 'after the first-strike damage step': [{ kind: 'time', time: 'after-first-strike' }],
  'between first strike and regular damage': [{ kind: 'time', time: 'after-first-strike' }], 'between first-strike and regular damage': [{ kind: 'time', time: 'after-first-strike' }],
  'between the damage steps': [{ kind: 'time', time: 'after-first-strike' }], 'between damage steps': [{ kind: 'time', time: 'after-first-strike' }],
  'pre-damage': [{ kind: 'time', time: 'before-damage' }], 'before blocks': [{ kind: 'time', time: 'before-damage' }], 'before blockers': [{ kind: 'time', time: 'before-damage' }],
  precombat: [{ kind: 'time', time: 'precombat' }], 'pre-combat': [{ kind: 'time', time: 'precombat' }], 'before combat': [{ kind: 'time', time: 'precombat' }], postcombat: [{ kind: 'time', time: 'postcombat' }],
  'after combat': [{ kind: 'time', time: 'after-combat' }], 'after combat damage': [{ kind: 'time', time: 'after-combat' }], 'after damage': [{ kind: 'time', time: 'after-combat' }],
  'next turn': [{ kind: 'time', time: 'next-turn' }], 'on my turn': [{ kind: 'time', time: 'my-turn' }], 'on their turn': [{ kind: 'time', time: 'their-turn' }], 'last turn': [{ kind: 'time', time: 'last-turn' }],
  'since last turn': [{ kind: 'time', time: 'last-turn' }], 'since my last turn': [{ kind: 'time', time: 'last-turn' }], 'since the last turn': [{ kind: 'time', time: 'last-turn' }],
  // "since his last turn", "since their last turn": since the beginning of that player's most recent turn (302.6).
  ...Object.fromEntries(['his', 'her', 'their', 'your', 'our', "my opponent's", "the opponent's"].map((w): [string, Sense[]] => [`since ${w} last turn`, [{ kind: 'time', time: 'last-turn' }]])),
  'since before this turn': [{ kind: 'time', time: 'last-turn' }], 'since the start of the turn': [{ kind: 'time', time: 'last-turn' }], 'since the start of this turn': [{ kind: 'time', time: 'last-turn' }],
  'at instant speed': [{ kind: 'time', time: 'instant-speed' }],
  // Steps and phases of a turn (500.1) by their CR names and players' shortenings; whose they are is read from the player word before them (frames/moments.ts).
  ...TURN_STEP_WORDS,
  // "at the end of my opponent's turn": the end step of the turn named after it (frames/moments.ts).
  'end of': [{ kind: 'time', time: 'end-of' }], 'at the end of': [{ kind: 'time', time: 'end-of' }], 'at end of': [{ kind: 'time', time: 'end-of' }],
  later: [{ kind: 'time', time: 'later' }], earlier: [{ kind: 'time', time: 'earlier' }], already: [{ kind: 'time', time: 'already' }], now: [{ kind: 'time', time: 'now' }],
  // "Am I dead at that point?", "what is it by then?": when the story told so far is over — as "now".
  'at that point': [{ kind: 'time', time: 'now' }], 'at this point': [{ kind: 'time', time: 'now' }], 'by then': [{ kind: 'time', time: 'now' }], 'by that point': [{ kind: 'time', time: 'now' }], 'by this point': [{ kind: 'time', time: 'now' }], 'by now': [{ kind: 'time', time: 'now' }], 'after all that': [{ kind: 'time', time: 'now' }], 'after all of that': [{ kind: 'time', time: 'now' }],
  // "What's left after SBAs?", "after state-based actions": they are checked whenever a player would get priority
  // (704.3), so the state the story ends in is already after them — "now". ("SBAs" alone is no time: named.)
  ...Object.fromEntries(['sba', 'sbas', 'state-based actions', 'state based actions', 'sbas are checked', 'state-based actions are checked', 'sbas check'].flatMap((w) => [`after ${w}`, `once ${w}`].map((k): [string, Sense[]] => [k, [{ kind: 'time', time: 'now' }]]))), again: [{ kind: 'time', time: 'again' }],
  first: [{ kind: 'adj', adj: 'first' }, { kind: 'time', time: 'first' }], finally: [{ kind: 'time', time: 'finally' }],
  // "Final P/T?", "the final life totals", "end result?": the state when the story told is over, as "finally".
  final: [{ kind: 'time', time: 'finally' }], 'end result': [{ kind: 'thing-noun', noun: 'result' }], 'final result': [{ kind: 'thing-noun', noun: 'result' }],
  // "What's the final board state?", "board state after?": what the battlefield is left as — the outcome, as "end result".
  'board state': [{ kind: 'thing-noun', noun: 'result' }], 'final board state': [{ kind: 'thing-noun', noun: 'result' }], 'final board': [{ kind: 'thing-noun', noun: 'result' }],
  // "What are the numbers after combat damage?", "final numbers?": the totals the story ends with — life, poison, damage —
  // all of which the end result gives; said as a whole phrase only ("numbers" alone may be a size, "the numbers on it").
  'the numbers': [{ kind: 'thing-noun', noun: 'result' }], 'the final numbers': [{ kind: 'thing-noun', noun: 'result' }], 'final numbers': [{ kind: 'thing-noun', noun: 'result' }], 'the end numbers': [{ kind: 'thing-noun', noun: 'result' }], 'each time': [{ kind: 'time', time: 'each-time' }],
  'when the turn ends': [{ kind: 'time', time: 'turn-ends' }], 'at end of turn': [{ kind: 'time', time: 'turn-ends' }], 'at the end of turn': [{ kind: 'time', time: 'turn-ends' }], 'at the end of the turn': [{ kind: 'time', time: 'turn-ends' }],
  // Answers the asker half-gives ("right?", "or no")
  yes: [{ kind: 'yes-no', yes: true }], right: [{ kind: 'yes-no', yes: true }], correct: [{ kind: 'yes-no', yes: true }], 'or not': [{ kind: 'yes-no', yes: false }], 'or no': [{ kind: 'yes-no', yes: false }],
  // Words that carry nothing for the board
  please: [{ kind: 'filler' }], thanks: [{ kind: 'filler' }], 'thank you': [{ kind: 'filler' }], hi: [{ kind: 'filler' }], hello: [{ kind: 'filler' }], hey: [{ kind: 'filler' }],
  // "Does just my 2/2 die?": nothing else does (intents/fates.ts); elsewhere a word that carries nothing.
  // "that's currently wearing Lightning Greaves": a present state is how things stand where it is said, with or without the word.
  currently: [{ kind: 'filler' }],
  just: [{ kind: 'filler', focus: true }], really: [{ kind: 'filler' }], actually: [{ kind: 'filler' }], even: [{ kind: 'filler' }], exactly: [{ kind: 'filler' }], anyway: [{ kind: 'filler' }],
  ok: [{ kind: 'filler' }], okay: [{ kind: 'filler' }], quick: [{ kind: 'filler' }], question: [{ kind: 'filler' }], 'quick question': [{ kind: 'filler' }], 'rules question': [{ kind: 'filler' }],
  // "Is it correct that the 3/3 survives?": the "it" stands for the clause after "that" (no object), and the question is
  // that clause's, asked as a yes/no question (red team s19b: "it" was bound to a creature and "that …" read as its size).
  'is it true that': [{ kind: 'filler' }], 'is it correct that': [{ kind: 'filler' }], 'is it right that': [{ kind: 'filler' }], "is it the case that": [{ kind: 'filler' }],
  'i think': [{ kind: 'filler' }], 'i believe': [{ kind: 'filler' }], 'i guess': [{ kind: 'filler' }], 'wondering': [{ kind: 'filler' }], 'i was wondering': [{ kind: 'filler' }],
  // Verbs about the conversation, not the game ("my friend said…", "we argued"): past verbs no
  // lexicon reads are otherwise named as untold events (senses.ts `told`).
  said: [{ kind: 'filler' }], told: [{ kind: 'filler' }], asked: [{ kind: 'filler' }], argued: [{ kind: 'filler' }], thought: [{ kind: 'filler' }], wondered: [{ kind: 'filler' }],
  // "2 damage marked on it": damage is marked on a creature (120.3e); the number and "damage" carry it.
  marked: [{ kind: 'filler' }],
  'under the current rules': [{ kind: 'filler' }], 'anymore': [{ kind: 'filler' }], 'any more': [{ kind: 'filler' }], 'at all': [{ kind: 'filler' }],
  // Interjections and sign-offs of a chat message ("Well, …", "um", "tbh", "cheers"), the teller's stance adverbs
  // ("obviously", "clearly": what is told, told as plain; hearsay — "apparently" — is a claim, claims-aside.ts) and the table a question is put to ("rules
  // question for the table"): words of the telling, never of the game. Listed so that every other word no lexicon knows is named back (coverage.ts), not passed over.
  ...Object.fromEntries(['well', 'um', 'uh', 'umm', 'hmm', 'er', 'basically', 'honestly', 'literally', 'obviously', 'clearly', 'of course', 'surely', 'frankly', 'for the table', 'at the table', 'at our table', 'at my table', 'or what', 'yeah', 'alright', 'sure', 'cool', 'folks', 'idk', 'tbh', 'imo', 'imho', 'lmao', 'cheers', 'thx', 'ty', 'much appreciated', 'appreciated', 'sorry']
    .map((w): [string, Sense[]] => [w, [{ kind: 'filler' }]])),
  'here': [{ kind: 'filler' }], together: [{ kind: 'filler' }], 'there': [{ kind: 'filler' }], 'happen': [{ kind: 'verb', verb: 'happen' }], 'lol': [{ kind: 'filler' }], 'btw': [{ kind: 'filler' }], 'pls': [{ kind: 'filler' }],
  // "Last game my opponent had …", "in a game yesterday", "the other day": which game the story is from, never a turn
  // or step of it (those are times: "last turn", "next turn") — words of the telling, as a place "at FNM" is.
  ...Object.fromEntries(['last game', 'this game', 'in a game', 'in my last game', 'in our last game', 'in a recent game', 'last night', 'yesterday', 'today', 'tonight', 'earlier today', 'the other day', 'in a game yesterday', 'in a game last night', 'in a game today']
    .map((w): [string, Sense[]] => [w, [{ kind: 'filler' }]])),
  // "So last night we were playing and …": the players playing a game at all, a word of the telling; "this came up at FNM":
  // came up is happened (sentence-shapes.ts storyOpener). Said with a card, a number or a game verb, the sentence is read.
  ...Object.fromEntries(['we were playing', 'i was playing', 'we played', 'we were playing a game'].map((w): [string, Sense[]] => [w, [{ kind: 'filler' }]])),
  'came up': [{ kind: 'verb', verb: 'happen' }], 'comes up': [{ kind: 'verb', verb: 'happen' }], 'come up': [{ kind: 'verb', verb: 'happen' }],
  // Formats and multiplayer (903 Commander: 40 life; 810 Two-Headed Giant; 800; "two opponents" — not "my opponents", chat's
  // "my opponent's"): the engine plays a two-player game at the usual starting life, so a word naming another must be
  // read — it is named in the refusal, never passed over as an everyday word (nor as a story's place: "in Commander").
  ...Object.fromEntries(['commander', 'edh', 'cedh', 'brawl', 'oathbreaker', 'two-headed giant', '2hg', 'planechase', 'archenemy', 'multiplayer', 'free-for-all', 'ffa', 'four-player', '4-player', 'three-player', '3-player', 'both opponents', 'both my opponents', 'both of my opponents', 'two opponents', 'my two opponents', 'three opponents', 'my three opponents', 'each of my opponents', 'three players', 'four players'].map((w): [string, Sense[]] => [w, [{ kind: 'unknown', unsure: true }]])),
  // A two-player game said outright: the only game the engine plays (two players, each the other's opponent).
  '1v1': [{ kind: 'filler' }], 'one on one': [{ kind: 'filler' }], 'one-on-one': [{ kind: 'filler' }],
  'heads up': [{ kind: 'filler' }], 'heads-up': [{ kind: 'filler' }], 'two player': [{ kind: 'filler' }], 'two-player': [{ kind: 'filler' }], '2 player': [{ kind: 'filler' }], '2-player': [{ kind: 'filler' }],
  // "Can my 1/4 block it, and if I do, does it survive?", "Can I cast it? If so, …": a condition that only says again the
  // move the question before asked of — the outcome asked with that move made, as "and does it survive?" is (the
  // answer checks the move first, questions/if-it-does.ts). Said as a whole phrase only; any other "if" clause is read.
  ...Object.fromEntries(['if so', 'if yes', 'if it can', 'if i can', 'if they can', 'if he can', 'if she can', 'if it does', 'if i do', 'if they do', 'if he does', 'if she does', 'if you do', 'if you can'].map((p): [string, Sense[]] => [p, [{ kind: 'filler', ifDone: true }]])),
  // "No responses.", "No tricks from either side.": nothing is done but what the question tells, which is all the
  // story holds anyway (only told events happen). Said as a whole phrase only; "no" alone stays a determiner.
  ...Object.fromEntries(['no response', 'no responses', 'no trick', 'no tricks', 'no combat tricks', 'no other tricks'].flatMap((p) => [p, ...['from either side', 'from either player', 'from anyone', 'from both sides', 'on either side', 'by either player'].map((w) => `${p} ${w}`)]).map((p): [string, Sense[]] => [p, [{ kind: 'filler' }]])),
});

/** Saying what a player means to do ("wants to block", "tries to attack"): told as done; the engine refuses it when it can't be (508.1, 509.1). */
const INTENT_WORDS = ['want to', 'wants to', 'wanted to', 'try to', 'tries to', 'going to', 'gonna', 'wanna'];

let table: Map<string, Sense[]> | null = null;

/** Every English entry: phrase (lemmas, lower case) -> senses. */
export function englishWords(): Map<string, Sense[]> {
  if (table) return table;
  const m = new Map<string, Sense[]>();
  const add = (k: string, s: Sense[]): void => {
    m.set(k, [...(m.get(k) ?? []), ...s]);
  };
  for (const [k, v] of Object.entries(VERB_WORDS)) add(k, [V(v)]);
  for (const [k, v] of Object.entries(OTHER_WORDS)) add(k, v);
  for (const [k, v] of Object.entries(NOT_DONE_WORDS)) add(k, [{ kind: 'verb', verb: v, not: true }]);
  for (const [k, v] of Object.entries(TABLE_TALK_WORDS)) add(k, v);
  for (const k of LEGAL_PHRASES) add(k, [V('legal')]);
  for (const k of INTENT_WORDS) add(k, [{ kind: 'filler' }]);
  // "the enter trigger", "the destroy trigger": a triggered ability named by its event or effect (lexicon/trigger-words.ts).
  for (const k of ENGLISH_TRIGGER_NOUNS) if (!m.has(k)) add(k, [{ kind: 'thing-noun', noun: 'trigger' }]);
  table = m;
  return m;
}

/** Nicknames players use for cards ("bolt", "StP"): one line each. */
export const CARD_NICKNAMES: Readonly<Record<string, string>> = lookupTable({
  bolt: 'Lightning Bolt', stp: 'Swords to Plowshares', swords: 'Swords to Plowshares', 'o-ring': 'Oblivion Ring', oring: 'Oblivion Ring',
  wrath: 'Wrath of God',
  // Players' names for much-played cards (a name no rule derives from the card's own name).
  yawg: 'Yawgmoth, Thran Physician', hoof: 'Craterhoof Behemoth', craterhoof: 'Craterhoof Behemoth', goyf: 'Tarmogoyf', finks: 'Kitchen Finks',
  tms: 'Jace, the Mind Sculptor', jtms: 'Jace, the Mind Sculptor', 'jace tms': 'Jace, the Mind Sculptor', helix: 'Lightning Helix', path: 'Path to Exile',
  bob: 'Dark Confidant', kiki: 'Kiki-Jiki, Mirror Breaker', 'kiki-jiki': 'Kiki-Jiki, Mirror Breaker', steve: 'Sakura-Tribe Elder', gary: 'Gray Merchant of Asphodel',
  snapcaster: 'Snapcaster Mage', wurmcoil: 'Wurmcoil Engine', deluge: 'Toxic Deluge',
});
