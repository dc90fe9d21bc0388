/**
 * Issue 11 §1 and §3: an answer rests only on what was modelled, and facts follow the engine's
 * state. A table of runs, one rule each (src/engine/gap-relevance.ts): unmodelled text that could
 * have mattered refuses the run with `unmodelled` naming the card and the exact text; text that
 * provably could not is listed as irrelevant and the answer stands. Then the objects' fates
 * ("died" = battlefield to graveyard in this run) and draws from libraries nobody described (an
 * unseen card, never a loss: test/engine/unseen-cards.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { fateOf } from '../../src/engine/fates.ts';
import type { Resolution } from '../../src/engine/types.ts';
import { STAND_IN_TEXT } from '../../src/engine/stack/search.ts';
import { applicationOf } from '../../src/engine/gap-relevance.ts';
import { bear, bolt, gap } from '../support/gap-objects.ts';
import type { Json } from '../support/gap-objects.ts';


// (A static ability that applies whenever its object is on the battlefield: not one that changes only one kind of event.)
const STATIC = 'Creatures your opponents control get -1/-0.';
const DIES = 'When this creature dies, draw a card.';
const OTHER_DIES = 'Whenever another creature dies, you gain 1 life.';
const ATTACKS_OR_BLOCKS = 'Whenever this creature attacks or blocks, you gain 3 life.';
const OTHER_FACE = 'Other Face: Flying';

/** A spell or ability that searches for a basic land card and puts it onto the battlefield (tapped), from a library nobody described. */
const BASIC = { kind: 'filter', types: ['Land'], supertypes: ['Basic'] };
const ramp = (id = 'ramp', filter: Json = BASIC, extra: Json = {}): Json => ({
  id,
  name: 'Ramp Spell',
  manaCost: '{1}{G}',
  types: ['Sorcery'],
  zone: 'hand',
  spell: { text: 'Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', effects: [{ kind: 'search-to-battlefield', filter, tapped: true, ...extra }] },
});
const FOREST_EFFECT = { text: 'Forests are 1/1 creatures.', affects: { kind: 'filter', subtypes: ['Forest'] }, modifications: [{ kind: 'set-types', types: ['Creature', 'Land'] }] };
const LANDFALL = 'Whenever a land you control enters, you gain 1 life.';
function STAND_IN_ROWS(): Row[] {
  const cast = [{ kind: 'cast', object: 'ramp' }, { kind: 'resolve' }];
  return [
    { name: 'a basic land found in a library nobody described, nothing reads which one (answered)', scenario: { objects: [ramp(), bear('b')], actions: cast }, refusedOver: null, irrelevant: [[STAND_IN_TEXT, 'identity-unread']] },
    { name: 'the same with a basic Forest described on the battlefield (its name and type say what it is, not what it reads)', scenario: { objects: [ramp(), { id: 'f', name: 'Forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'] }], actions: cast }, refusedOver: null, irrelevant: [[STAND_IN_TEXT, 'identity-unread']] },
    // Conservative: the search's own words name a land type, and any such text counts as a reader.
    { name: 'a "basic Forest card" search: text naming a land type is in the run', scenario: { objects: [ramp('ramp', { ...BASIC, subtypes: ['Forest'] })], actions: cast }, refusedOver: STAND_IN_TEXT, reason: 'identity-read' },
    { name: 'an effect that reads a basic land type (Forests) is in play: which land it is could matter', scenario: { objects: [ramp()], effects: [FOREST_EFFECT], actions: cast }, refusedOver: STAND_IN_TEXT, reason: 'identity-read' },
    { name: 'a creature whose text reads snow is in play', scenario: { objects: [ramp(), bear('b', { gaps: [gap('{T}: Add {C}. Spend this mana only on snow costs.', 'activated')] })], actions: cast }, refusedOver: STAND_IN_TEXT, reason: 'identity-read' },
    {
      name: 'its controller casts a spell after it arrives, paying from a stated mana pool: its mana could have paid (305.6, 601.2g)',
      scenario: { players: [{ id: 'A', manaPool: '{R}{G}{G}{G}' }, { id: 'B' }], objects: [ramp(), bolt('bolt', { manaCost: '{R}' })], actions: [...cast, { kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] },
      refusedOver: STAND_IN_TEXT,
      reason: 'identity-mana',
    },
    {
      name: 'its controller casts a spell after it arrives, with no mana followed (payment isn\'t simulated): answered',
      scenario: { objects: [ramp(), bolt('bolt')], actions: [...cast, { kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] },
      refusedOver: null,
      irrelevant: [[STAND_IN_TEXT, 'identity-unread']],
    },
    {
      name: 'the opponent casts a spell after it arrives: not its controller\'s mana (answered)',
      scenario: { objects: [ramp(), bolt('bolt', { controller: 'B' })], actions: [...cast, { kind: 'cast', object: 'bolt', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve' }] },
      refusedOver: null,
      irrelevant: [[STAND_IN_TEXT, 'identity-unread']],
    },
    { name: 'a spell cast before the search (its mana was paid already) (answered)', scenario: { objects: [ramp(), bolt('bolt')], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }, ...cast] }, refusedOver: null, irrelevant: [[STAND_IN_TEXT, 'identity-unread']] },
    // What reacts to a land entering sees the stand-in: an unmodelled landfall trigger is refused over, as any trigger whose event happens.
    { name: 'an unmodelled landfall trigger on the battlefield: its event happens', scenario: { objects: [ramp(), bear('b', { gaps: [gap(LANDFALL, 'triggered', { event: 'enters', who: 'any' })] })], actions: cast }, refusedOver: LANDFALL, reason: 'trigger-event' },
  ];
}

/**
 * Dash and blitz (702.109a, 702.152a): on the permanent, only what holds if that cost was paid — haste (302.6) and a
 * delayed trigger at the next end step (blitz: a card drawn as it dies) — so they matter only if one of those could.
 */
const DASH = 'Dash {2}{R}';
const BLITZ = 'Blitz {2}{B}{B}';
function PAID_ALTERNATIVE_ROWS(): Row[] {
  const raider = (gapText: string, extra: Json = {}): Json => bear('r', { name: 'Test Raider', controller: 'B', power: 3, toughness: 2, gaps: [gap(gapText, 'static')], ...extra });
  const attack = [{ kind: 'declare-attackers', attackers: [{ object: 'r' }] }];
  return [
    { name: 'a dash creature that was there since the turn began attacks: haste decides nothing', scenario: { activePlayer: 'B', objects: [raider(DASH)], actions: attack }, refusedOver: null, irrelevant: [[DASH, 'not-cast-for-it']] },
    { name: 'a dash creature that came under its controller\'s control this turn attacks: it may have haste from dash', scenario: { activePlayer: 'B', objects: [raider(DASH, { summoningSick: true })], actions: attack }, refusedOver: DASH, reason: 'functions' },
    { name: 'a dash creature on the battlefield as the end step begins: it may return to its owner\'s hand', scenario: { objects: [raider(DASH)], actions: [{ kind: 'begin-step', step: 'end' }] }, refusedOver: DASH, reason: 'functions' },
    { name: 'a dash creature cast here: its alternative cost may be paid', scenario: { objects: [raider(DASH, { zone: 'hand', controller: 'A', manaCost: '{1}{R}' })], actions: [{ kind: 'cast', object: 'r' }, { kind: 'resolve' }] }, refusedOver: DASH, reason: 'cast' },
    { name: 'a dash creature returned to the battlefield from a graveyard here: it wasn\'t cast, so no dash cost was paid', scenario: { objects: [raider(DASH, { zone: 'graveyard' })], actions: [{ kind: 'move', object: 'r', to: 'battlefield' }, { kind: 'begin-step', step: 'end' }] }, refusedOver: null, irrelevant: [[DASH, 'not-where-it-functions']] },
    { name: 'a blitz creature destroyed: a card may be drawn as it dies', scenario: { objects: [raider(BLITZ)], actions: [{ kind: 'destroy', object: 'r' }] }, refusedOver: BLITZ, reason: 'functions' },
    { name: 'a blitz creature dealt damage it survives: answered', scenario: { objects: [raider(BLITZ)], actions: [{ kind: 'damage', source: null, target: 'r', amount: 1 }] }, refusedOver: null, irrelevant: [[BLITZ, 'not-cast-for-it']] },
  ];
}

const ENTERS_X = 'This creature enters with X +1/+1 counters on it.';
function ENTERS_ROWS(): Row[] {
  const walker = (extra: Json = {}): Json => bear('w', { name: 'Hangarback Walker', power: 0, toughness: 0, gaps: [gap(ENTERS_X, 'static')], ...extra });
  const destroy = [{ kind: 'damage', source: null, target: 'w', amount: 1 }];
  return [
    { name: '"enters with X +1/+1 counters" on a creature that began on the battlefield with 3 told', scenario: { objects: [walker({ counters: { '+1/+1': 3 } })], actions: destroy }, refusedOver: null, irrelevant: [[ENTERS_X, 'entered-before']] },
    { name: 'the same said with its name ("Hangarback Walker enters with …")', scenario: { objects: [walker({ counters: { '+1/+1': 2 }, gaps: [gap('Hangarback Walker enters with X +1/+1 counters on it.', 'static')] })], actions: destroy }, refusedOver: null, irrelevant: [['Hangarback Walker enters with X +1/+1 counters on it.', 'entered-before']] },
    { name: 'the same with no counters told: what it entered with is unknown', scenario: { objects: [walker({ power: 2, toughness: 2 })], actions: destroy }, refusedOver: ENTERS_X, reason: 'functions' },
    { name: 'the same card put onto the battlefield during the run: it enters here', scenario: { objects: [walker({ zone: 'hand', power: 2, toughness: 2, counters: { '+1/+1': 3 } })], actions: [{ kind: 'move', object: 'w', to: 'battlefield' }] }, refusedOver: ENTERS_X, reason: 'applies' },
    {
      name: '"enters tapped unless …" on a land that began on the battlefield',
      scenario: { objects: [{ id: 'l', name: 'Test Land', types: ['Land'], gaps: [gap('This land enters tapped unless you control two or fewer other lands.', 'static')] }], actions: [{ kind: 'destroy', object: 'l' }] },
      refusedOver: null,
      irrelevant: [['This land enters tapped unless you control two or fewer other lands.', 'entered-before']],
    },
    // Not an "enters tapped / with counters" replacement: its choice goes on mattering (614.12a).
    { name: '"As this creature enters, choose a color" on a creature on the battlefield', scenario: { objects: [bear('b', { gaps: [gap('As this creature enters, choose a color.', 'static')] })], actions: [{ kind: 'destroy', object: 'b' }] }, refusedOver: 'As this creature enters, choose a color.', reason: 'functions' },
  ];
}

/**
 * Static text that changes only one kind of event (614.12 entering, 601.2f costs, 119.7 life, 121.6
 * draws): it could matter only if such an event happens while it applies.
 */
const OTHERS_ENTER = 'Each other creature you control enters with an additional +1/+1 counter on it.';
const TAPPED = 'Creatures your opponents control enter tapped.';
const TAX = 'Noncreature spells cost {1} more to cast.';
const NO_GAIN = "Players can't gain life.";
const DRAW_INSTEAD = 'If you would draw a card, exile the top card of your library instead.';
const NO_MAX = 'You have no maximum hand size.';
function APPLICATION_ROWS(): Row[] {
  const holder = (text: string): Json => bear('h', { gaps: [gap(text, 'static')] });
  const fight = [{ kind: 'damage', source: null, target: 'v', amount: 2 }];
  const victim = bear('v', { controller: 'B' });
  return [
    { name: `"${OTHERS_ENTER}" and nothing enters`, scenario: { objects: [holder(OTHERS_ENTER), victim], actions: fight }, refusedOver: null, irrelevant: [[OTHERS_ENTER, 'never-applies']] },
    { name: `"${OTHERS_ENTER}" and a creature enters`, scenario: { objects: [holder(OTHERS_ENTER), bear('n', { zone: 'hand' })], actions: [{ kind: 'move', object: 'n', to: 'battlefield' }] }, refusedOver: OTHERS_ENTER, reason: 'applies' },
    { name: `"${TAPPED}" and a token is created on the battlefield`, scenario: { objects: [holder(TAPPED)], actions: [{ kind: 'create', object: { name: 'Soldier', types: ['Creature'], power: 1, toughness: 1, controller: 'B' } }] }, refusedOver: TAPPED, reason: 'applies' },
    { name: `"${TAPPED}" in combat damage only`, scenario: { objects: [holder(TAPPED), victim], actions: fight }, refusedOver: null, irrelevant: [[TAPPED, 'never-applies']] },
    { name: `"${TAX}" and nobody casts anything`, scenario: { objects: [holder(TAX), victim], actions: fight }, refusedOver: null, irrelevant: [[TAX, 'never-applies']] },
    { name: `"${TAX}" and a spell is cast`, scenario: { objects: [holder(TAX), bolt('bolt')], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] }, refusedOver: TAX, reason: 'applies' },
    { name: `"${TAX}" in a graveyard (it applies only on the battlefield) while a spell is cast`, scenario: { objects: [bear('h', { zone: 'graveyard', gaps: [gap(TAX, 'static')] }), bolt('bolt')], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] }, refusedOver: null, irrelevant: [[TAX, 'not-where-it-functions']] },
    { name: `"${NO_GAIN}" and only a loss of life`, scenario: { objects: [holder(NO_GAIN)], actions: [{ kind: 'life', player: 'B', amount: -3 }] }, refusedOver: null, irrelevant: [[NO_GAIN, 'never-applies']] },
    { name: `"${NO_GAIN}" and a gain (the engine performed it)`, scenario: { objects: [holder(NO_GAIN)], actions: [{ kind: 'life', player: 'A', amount: 3 }] }, refusedOver: NO_GAIN, reason: 'applies' },
    { name: `"${DRAW_INSTEAD}" and no draw`, scenario: { objects: [holder(DRAW_INSTEAD), victim], actions: fight }, refusedOver: null, irrelevant: [[DRAW_INSTEAD, 'never-applies']] },
    { name: `"${DRAW_INSTEAD}" and a draw (from a library nobody described)`, scenario: { objects: [holder(DRAW_INSTEAD)], actions: [{ kind: 'draw', player: 'A' }] }, refusedOver: DRAW_INSTEAD, reason: 'applies' },
    // The maximum hand size is not classified: a cleanup step that discards nothing leaves no event to look for.
    { name: `"${NO_MAX}" matters wherever it functions`, scenario: { objects: [holder(NO_MAX), victim], actions: fight }, refusedOver: NO_MAX, reason: 'functions' },
    // Two sentences, one of them not of that kind: not classified, so it matters wherever it functions.
    { name: `"${TAX} Whenever you cast a spell, draw a card." is not one kind of event`, scenario: { objects: [holder(`${TAX} Whenever you cast a spell, draw a card.`), victim], actions: fight }, refusedOver: `${TAX} Whenever you cast a spell, draw a card.`, reason: 'functions' },
  ];
}

/** The run's resolution, refused or answered. */
function resolutionOf(scenario: Json): { refused: boolean; resolution: Resolution; error?: { code: string; key: string; params: Record<string, unknown> } } {
  const r = runScenario(scenario);
  if (r.ok) return { refused: false, resolution: r.value.resolution };
  if (r.error.kind !== 'engine') throw new Error(`invalid scenario: ${JSON.stringify(r.error.problems)}`);
  return { refused: true, resolution: r.error.resolution, error: r.error.error };
}

interface Row {
  name: string;
  scenario: Json;
  /** The text that could matter (refused), or null (answered). */
  refusedOver: string | null;
  reason?: string;
  /** Texts listed as irrelevant, with their reasons. */
  irrelevant?: [string, string][];
}

const ROWS: Row[] = [
  // Static, replacement and prevention text: whenever the object is where it functions (113.6).
  { name: 'a creature with unmodelled static text on the battlefield', scenario: { objects: [bear('b', { gaps: [gap(STATIC, 'static')] })] }, refusedOver: STATIC, reason: 'functions' },
  { name: 'the same creature in its owner\'s hand', scenario: { objects: [bear('b', { zone: 'hand', gaps: [gap(STATIC, 'static')] })] }, refusedOver: null, irrelevant: [[STATIC, 'not-where-it-functions']] },
  { name: 'older input: an `unmodelled` string counts as static text (on the battlefield)', scenario: { objects: [bear('b', { unmodelled: [STATIC] })] }, refusedOver: STATIC, reason: 'functions' },
  { name: 'older input: an `unmodelled` string on a card in the library', scenario: { objects: [bear('b', { zone: 'library', unmodelled: [STATIC] })] }, refusedOver: null, irrelevant: [[STATIC, 'not-where-it-functions']] },
  {
    name: 'static text that names the graveyard functions there (113.6b)',
    scenario: { objects: [bear('b', { zone: 'graveyard', gaps: [gap('You may cast this card from your graveyard.', 'static')] })] },
    refusedOver: 'You may cast this card from your graveyard.',
    reason: 'functions',
  },
  // Abilities about the object as a spell function on the stack (113.6d, 113.6e, 113.6g), never on the
  // battlefield; stack-only keywords likewise (702.66a delve, 702.51a convoke, 702.41a affinity).
  ...['This spell costs {X} less to cast, where X is the total power of creatures you control.', "This spell can't be countered.", 'As an additional cost to cast this spell, sacrifice a creature.', 'Delve', 'Convoke', 'Affinity for artifacts', 'Split second'].flatMap((text): Row[] => [
    { name: `"${text.slice(0, 30)}…" on a creature already on the battlefield`, scenario: { objects: [bear('b', { gaps: [gap(text, 'static')] })], actions: [{ kind: 'damage', source: null, target: 'b', amount: 1 }] }, refusedOver: null, irrelevant: [[text, 'not-where-it-functions']] },
    { name: `"${text.slice(0, 30)}…" on a creature spell that is cast`, scenario: { objects: [bear('b', { zone: 'hand', gaps: [gap(text, 'static')] })], actions: [{ kind: 'cast', object: 'b' }, { kind: 'resolve' }] }, refusedOver: text, reason: 'functions' },
  ]),
  // Triggered abilities: only if the trigger event happens while the ability functions (603.2).
  { name: 'a dies-trigger of a creature that never dies', scenario: { objects: [bear('b', { gaps: [gap(DIES, 'triggered', { event: 'dies', who: 'self' })] })], actions: [{ kind: 'damage', source: null, target: 'b', amount: 1 }] }, refusedOver: null, irrelevant: [[DIES, 'no-trigger-event']] },
  { name: 'the same creature dies', scenario: { objects: [bear('b', { gaps: [gap(DIES, 'triggered', { event: 'dies', who: 'self' })] })], actions: [{ kind: 'destroy', object: 'b' }] }, refusedOver: DIES, reason: 'trigger-event' },
  { name: 'the same creature is exiled (it leaves, but doesn\'t die)', scenario: { objects: [bear('b', { gaps: [gap(DIES, 'triggered', { event: 'dies', who: 'self' })] })], actions: [{ kind: 'exile', object: 'b' }] }, refusedOver: null, irrelevant: [[DIES, 'no-trigger-event']] },
  // "exile … until this leaves the battlefield" (610.3): the exile may predate the run; leaving ends it.
  ...([
    'When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.',
    'When Fiend Hunter enters, you may exile another target creature until Fiend Hunter leaves the battlefield.',
    'When this creature enters, exile up to one target artifact until this creature leaves the battlefield.',
  ].flatMap((text): Row[] => [
    { name: `${text.slice(0, 40)}… and its source is destroyed`, scenario: { objects: [bear('e', { gaps: [gap(text, 'triggered', { event: 'enters', who: 'self' })] })], actions: [{ kind: 'destroy', object: 'e' }] }, refusedOver: text, reason: 'lasting-effect' },
    { name: `${text.slice(0, 40)}… and its source stays`, scenario: { objects: [bear('e', { gaps: [gap(text, 'triggered', { event: 'enters', who: 'self' })] })], actions: [{ kind: 'damage', source: null, target: 'e', amount: 1 }] }, refusedOver: null, irrelevant: [[text, 'no-trigger-event']] },
  ])),
  {
    name: '"another creature dies" while the watcher is on the battlefield',
    scenario: { objects: [bear('w', { gaps: [gap(OTHER_DIES, 'triggered', { event: 'dies', who: 'another' })] }), bear('v', { controller: 'B' })], actions: [{ kind: 'destroy', object: 'v' }] },
    refusedOver: OTHER_DIES,
    reason: 'trigger-event',
  },
  {
    name: '"another creature dies" with the watcher in the hand',
    scenario: { objects: [bear('w', { zone: 'hand', gaps: [gap(OTHER_DIES, 'triggered', { event: 'dies', who: 'another' })] }), bear('v', { controller: 'B' })], actions: [{ kind: 'destroy', object: 'v' }] },
    refusedOver: null,
    irrelevant: [[OTHER_DIES, 'not-where-it-functions']].map(([t]) => [t!, 'no-trigger-event'] as [string, string]),
  },
  {
    name: '"another creature dies" when only the watcher itself dies (603.10a: it looks back, but it is not another)',
    scenario: { objects: [bear('w', { gaps: [gap(OTHER_DIES, 'triggered', { event: 'dies', who: 'another' })] })], actions: [{ kind: 'destroy', object: 'w' }] },
    refusedOver: null,
    irrelevant: [[OTHER_DIES, 'no-trigger-event']],
  },
  {
    name: 'a watcher that dies at the same time as another creature sees it die (603.10a)',
    scenario: {
      objects: [bear('w', { gaps: [gap(OTHER_DIES, 'triggered', { event: 'dies', who: 'another' })] }), bear('v', { controller: 'B' })],
      effects: [{ text: 'All creatures get -2/-2.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }] }],
    },
    refusedOver: OTHER_DIES,
    reason: 'trigger-event',
  },
  { name: 'an unknown trigger event on the battlefield', scenario: { objects: [bear('b', { gaps: [gap('Whenever a thing happens, draw a card.', 'triggered', { event: 'unknown', who: 'any' })] })] }, refusedOver: 'Whenever a thing happens, draw a card.', reason: 'unknown-trigger' },
  { name: 'an unknown trigger event in exile', scenario: { objects: [bear('b', { zone: 'exile', gaps: [gap('Whenever a thing happens, draw a card.', 'triggered')] })] }, refusedOver: null, irrelevant: [['Whenever a thing happens, draw a card.', 'not-where-it-functions']] },
  {
    name: 'an attack trigger of a creature that attacks',
    scenario: { objects: [bear('b', { gaps: [gap('Whenever this creature attacks, it gets +1/+0.', 'triggered', { event: 'attacks', who: 'self' })] })], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b' }] }] },
    refusedOver: 'Whenever this creature attacks, it gets +1/+0.',
    reason: 'trigger-event',
  },
  // "Whenever this creature attacks or blocks" (603.2): either event triggers it; neither happening, it can't matter.
  {
    name: 'an attacks-or-blocks trigger of a creature that is only destroyed',
    scenario: { objects: [bear('g', { controller: 'B', gaps: [gap(ATTACKS_OR_BLOCKS, 'triggered', { event: 'attacks', who: 'self', or: ['blocks'] })] })], actions: [{ kind: 'destroy', object: 'g' }] },
    refusedOver: null,
    irrelevant: [[ATTACKS_OR_BLOCKS, 'no-trigger-event']],
  },
  {
    name: 'an attacks-or-blocks trigger of a creature that blocks (its second event)',
    scenario: {
      objects: [bear('a'), bear('g', { controller: 'B', gaps: [gap(ATTACKS_OR_BLOCKS, 'triggered', { event: 'attacks', who: 'self', or: ['blocks'] })] })],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: [{ object: 'g', blocks: ['a'] }] }],
    },
    refusedOver: ATTACKS_OR_BLOCKS,
    reason: 'trigger-event',
  },
  // Spells: only if cast (or being cast), or on the stack.
  { name: 'an instant with unmodelled text that is cast', scenario: { objects: [bolt('bolt', { gaps: [gap('You gain 3 life.', 'spell')] })], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] }, refusedOver: 'You gain 3 life.', reason: 'cast' },
  { name: 'the same instant, not cast', scenario: { objects: [bolt('bolt', { gaps: [gap('You gain 3 life.', 'spell')] })], actions: [{ kind: 'life', player: 'B', amount: -3 }] }, refusedOver: null, irrelevant: [['You gain 3 life.', 'not-cast']] },
  {
    name: 'a chosen mode the engine can\'t follow (700.2)',
    scenario: {
      objects: [
        {
          id: 'charm', name: 'Test Charm', types: ['Instant'], zone: 'hand',
          spell: { text: 'Choose one —', effects: [], modes: { min: 1, max: 1, options: [{ text: 'You gain 2 life.', effects: [{ kind: 'life', amount: 2, player: 'you' }] }, { text: 'Exchange life totals.', effects: [], unmodelled: 'exchanging life totals' }] } },
        },
      ],
      actions: [{ kind: 'cast', object: 'charm', modes: [1] }, { kind: 'resolve' }],
    },
    refusedOver: 'Exchange life totals. (exchanging life totals)',
    reason: 'chosen-mode',
  },
  // Activated abilities: only if activated.
  { name: 'an activated ability nobody activates', scenario: { objects: [bear('b', { gaps: [gap('{T}: Scry 1.', 'activated')] })] }, refusedOver: null, irrelevant: [['{T}: Scry 1.', 'not-activated']] },
  // Sacrificing its own source is the ability's cost (602.2b): a told sacrifice of it may have been that activation.
  { name: 'a sacrifice-itself ability of a creature that is sacrificed', scenario: { objects: [bear('b', { gaps: [gap('Sacrifice this creature: You gain 4 life.', 'activated')] })], actions: [{ kind: 'sacrifice', object: 'b' }] }, refusedOver: 'Sacrifice this creature: You gain 4 life.', reason: 'sacrificed-for-cost' },
  { name: 'the same ability of a creature that is destroyed instead', scenario: { objects: [bear('b', { gaps: [gap('Sacrifice this creature: You gain 4 life.', 'activated')] })], actions: [{ kind: 'destroy', object: 'b' }] }, refusedOver: null, irrelevant: [['Sacrifice this creature: You gain 4 life.', 'not-activated']] },
  { name: 'a tap ability of a creature that is sacrificed', scenario: { objects: [bear('b', { gaps: [gap('{T}: You gain 1 life.', 'activated')] })], actions: [{ kind: 'sacrifice', object: 'b' }] }, refusedOver: null, irrelevant: [['{T}: You gain 1 life.', 'not-activated']] },
  // Characteristics: whenever the object exists in the run (113.6a), wherever it is.
  { name: 'a characteristic the engine can\'t represent, on a card in the library', scenario: { objects: [bear('b', { zone: 'library', gaps: [gap('Its power is the number of cards in your hand.', 'characteristic')] })] }, refusedOver: 'Its power is the number of cards in your hand.', reason: 'exists' },
  // Another face's text (712.8a, 712.8d-f): the engine turns no face up during a run; a modal face is chosen as the card is cast or put onto the battlefield (712.11b, 712.12).
  { name: 'a transforming card\'s back face text, the front face up on the battlefield', scenario: { objects: [bear('b', { gaps: [gap(OTHER_FACE, 'other-face')] })], actions: [{ kind: 'destroy', object: 'b' }] }, refusedOver: null, irrelevant: [[OTHER_FACE, 'face-not-up']] },
  { name: 'a modal double-faced permanent that starts on the battlefield', scenario: { objects: [bear('b', { gaps: [{ ...gap(OTHER_FACE, 'other-face'), chosen: true }] })], actions: [{ kind: 'destroy', object: 'b' }] }, refusedOver: null, irrelevant: [[OTHER_FACE, 'face-not-up']] },
  {
    name: 'a modal double-faced card cast from its owner\'s hand (712.11b)',
    scenario: { objects: [bolt('bolt', { gaps: [{ ...gap(OTHER_FACE, 'other-face'), chosen: true }] })], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] },
    refusedOver: OTHER_FACE,
    reason: 'face-chosen',
  },
  { name: 'a modal double-faced card put onto the battlefield from a hand (712.12, 712.14b)', scenario: { objects: [bear('b', { zone: 'hand', gaps: [{ ...gap(OTHER_FACE, 'other-face'), chosen: true }] })], actions: [{ kind: 'move', object: 'b', to: 'battlefield' }] }, refusedOver: OTHER_FACE, reason: 'face-chosen' },
  { name: 'a transforming card cast from a hand: its front face is up (712.11)', scenario: { objects: [bolt('bolt', { gaps: [gap(OTHER_FACE, 'other-face')] })], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] }, refusedOver: null, irrelevant: [[OTHER_FACE, 'face-not-up']] },
  // 613.1f / 113.10: "loses all abilities" removes ability text, not characteristics.
  {
    name: 'static text of a creature that lost all its abilities',
    scenario: { objects: [bear('b', { gaps: [gap(STATIC, 'static')] })], effects: [{ text: 'Creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }] },
    refusedOver: null,
    irrelevant: [[STATIC, 'abilities-lost']],
  },
  {
    name: 'a characteristic of a creature that lost all its abilities',
    scenario: { objects: [bear('b', { gaps: [gap('Its power is the number of cards in your hand.', 'characteristic')] })], effects: [{ text: 'Creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }] },
    refusedOver: 'Its power is the number of cards in your hand.',
    reason: 'exists',
  },
  // 707.2: a copy has the copied object's text, so its gaps.
  {
    name: 'a copy of a creature with a dies-trigger dies (the original doesn\'t)',
    scenario: {
      objects: [bear('orig', { gaps: [gap(DIES, 'triggered', { event: 'dies', who: 'self' })] }), { id: 'clone', name: 'Clone', types: ['Creature'], power: 0, toughness: 0 }],
      effects: [{ text: 'Clone is a copy of Grizzly Bears.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'orig' }] }],
      actions: [{ kind: 'destroy', object: 'clone' }],
    },
    refusedOver: DIES,
    reason: 'trigger-event',
  },
  // A permanent's own "enters tapped / with counters" (614.1c) applies only as it enters (614.12): on one that began on the
  // battlefield and never enters here, its result is the state as told (its counters, when given).
  ...ENTERS_ROWS(),
  ...APPLICATION_ROWS(),
  ...PAID_ALTERNATIVE_ROWS(),
  // A basic land card found in a library nobody described (701.23a): a stand-in with what "basic land card"
  // guarantees takes part in the run; which basic land it is (its type, its mana: 305.6) matters only if read.
  ...STAND_IN_ROWS(),
  // An illegal action's "no" could rest on the unmodelled text: refused too.
  {
    name: 'an illegal block by a creature whose unmodelled text could allow it',
    scenario: {
      objects: [
        bear('flyer', { name: 'Storm Crow', keywords: ['flying'] }),
        bear('b', { controller: 'B', gaps: [gap('This creature can block creatures with flying.', 'static')] }),
      ],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'flyer' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['flyer'] }] }],
    },
    refusedOver: 'This creature can block creatures with flying.',
    reason: 'functions',
  },
];

describe('GIVEN unmodelled text, THEN it refuses only when the text could have mattered (issue 11 §1)', () => {
  it.each(ROWS.map((r) => [r.name, r]))('%s', (_name, row) => {
    const r = resolutionOf(row.scenario);
    if (row.refusedOver === null) {
      expect(r.refused, JSON.stringify(r.error)).toBe(false);
      expect(r.resolution.gaps.relevant).toEqual([]);
    } else {
      expect(r.refused).toBe(true);
      expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled-text', params: { text: row.refusedOver, reason: row.reason } });
      expect(r.resolution.gaps.relevant[0]).toMatchObject({ text: row.refusedOver, reason: row.reason });
      // The refusal is the last step of the trace, naming the card.
      expect(r.resolution.trace.some((s) => s.key === 'error.unmodelled-text')).toBe(true);
    }
    for (const [text, reason] of row.irrelevant ?? []) expect(r.resolution.gaps.irrelevant).toContainEqual(expect.objectContaining({ text, reason }));
  });
});

describe('applicationOf: static text that changes only one kind of event', () => {
  it.each([
    ['Creatures your opponents control enter tapped.', 'enters'],
    ['Artifacts and creatures your opponents control enter tapped.', 'enters'],
    ['Nonbasic lands enter tapped.', 'enters'],
    [OTHERS_ENTER, 'enters'],
    ['This creature enters tapped.', 'enters'],
    [TAX, 'costs'],
    ['Activated abilities of artifacts cost {2} more to activate.', 'costs'],
    ['Spells your opponents cast that target a creature you control cost {2} more to cast.', 'costs'],
    ['Creature spells you cast cost {1} less to cast for each creature you control.', 'costs'],
    [NO_GAIN, 'gain-life'],
    ['If you would gain life, you gain twice that much life instead.', 'gain-life'],
    ["Your opponents can't lose life.", 'lose-life'],
    [DRAW_INSTEAD, 'draw'],
    [NO_MAX, null],
    ['Your maximum hand size is reduced by two.', null],
    ['As this creature enters, choose a color.', null],
    ['Creature spells you cast cost {1} less to cast and have flash.', null],
    ['Whenever a creature enters, you gain 1 life.', null],
    [`${TAX} Whenever you cast a spell, draw a card.`, null],
    ["Damage can't be prevented.", null],
    ['Creatures your opponents control enter tapped and lose all abilities.', null],
  ])('%s -> %s', (text, kind) => {
    expect(applicationOf(text)).toBe(kind);
  });
});

describe('GIVEN a search onto the battlefield from a library nobody described (701.23a)', () => {
  const cast = [{ kind: 'cast', object: 'ramp' }, { kind: 'resolve' }];
  it('THEN a basic land card enters as a stand-in: a tapped land with the basic supertype under the searcher\'s control, the library shuffled', () => {
    const r = resolutionOf({ objects: [ramp()], actions: cast });
    expect(r.refused).toBe(false);
    const land = r.resolution.final.objects.filter((o) => o.zone === 'battlefield');
    expect(land.map((o) => [o.printed.types, o.printed.supertypes, o.tapped, o.baseController])).toEqual([[['Land'], ['Basic'], true, 'A']]);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.search-unseen')).toMatchObject({ rules: ['701.23a', '701.23b'], params: { to: 'battlefield', tapped: true } });
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
  });
  it.each([
    ['a "land card" (any land, with any abilities)', ramp('ramp', { kind: 'filter', types: ['Land'] })],
    ['a "Forest card" (a nonbasic Forest could be found)', ramp('ramp', { kind: 'filter', subtypes: ['Forest'] })],
    ['"up to two basic land cards" (how many is the player\'s choice)', ramp('ramp', BASIC, { upTo: 2 })],
    ['a creature card', ramp('ramp', { kind: 'filter', types: ['Creature'] })],
  ])('THEN %s still stops as unmodelled (701.23a)', (_name, spell) => {
    const r = resolutionOf({ objects: [spell], actions: cast });
    expect(r).toMatchObject({ refused: true, error: { code: 'unmodelled', key: 'error.unmodelled' } });
  });
  it('THEN with part of that library described it still stops (which card is the player\'s choice)', () => {
    const r = resolutionOf({ players: [{ id: 'A', library: 'unknown' }, { id: 'B' }], objects: [ramp(), { id: 'l1', name: 'Forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], zone: 'library' }], actions: cast });
    expect(r).toMatchObject({ refused: true, error: { code: 'unmodelled' } });
  });
});

describe('the Scenario schema accepts `gaps` (validated, bounded)', () => {
  const problems = (gaps: unknown): string[] => {
    const r = runScenario({ objects: [bear('b', { zone: 'hand', gaps })] });
    return r.ok || r.error.kind !== 'invalid' ? [] : r.error.problems.map((p) => `${p.path} ${p.code}`);
  };
  it('GIVEN a well-formed gap THEN no problem', () => {
    expect(problems([gap(DIES, 'triggered', { event: 'dies', who: 'self' })])).toEqual([]);
  });
  it('GIVEN an unknown kind, trigger event or who THEN each is named at its path', () => {
    expect(problems([gap('x', 'weird')])).toEqual(['objects[0].gaps[0].kind gap_kind']);
    expect(problems([gap('x', 'triggered', { event: 'explodes', who: 'self' })])).toEqual(['objects[0].gaps[0].trigger.event gap_event']);
    expect(problems([gap('x', 'triggered', { event: 'dies', who: 'everyone' })])).toEqual(['objects[0].gaps[0].trigger.who gap_who']);
  });
  it('GIVEN a trigger on a static gap, or empty text THEN refused', () => {
    expect(problems([gap('x', 'static', { event: 'dies', who: 'self' })])).toEqual(['objects[0].gaps[0].trigger gap_trigger_only']);
    expect(problems([gap('', 'static')])).toEqual(['objects[0].gaps[0].text nonempty_string']);
  });
  it('GIVEN more than 50 gaps THEN too many', () => {
    expect(problems(Array.from({ length: 51 }, (_, i) => gap(`t${i}`, 'static')))).toEqual(['objects[0].gaps too_many']);
  });
});

describe('facts follow the engine\'s state (issue 11 §3)', () => {
  const run = (scenario: Json): Resolution => {
    const r = resolutionOf(scenario);
    if (r.refused) throw new Error(JSON.stringify(r.error));
    return r.resolution;
  };

  it('GIVEN a creature card that is never cast THEN it has not died (it never reached the battlefield)', () => {
    const r = run({ objects: [bear('b', { zone: 'hand' })], actions: [{ kind: 'move', object: 'b', to: 'graveyard' }] });
    expect(fateOf(r.fates, 'b')).toMatchObject({ id: 'b', start: 'hand', wasOnBattlefield: false, died: false, now: { zone: 'graveyard' } });
  });

  it('GIVEN a creature destroyed THEN it died: battlefield to graveyard, as a new object (400.7, 700.4)', () => {
    const r = run({ objects: [bear('b')], actions: [{ kind: 'destroy', object: 'b' }] });
    const f = fateOf(r.fates, 'b')!;
    expect(f).toMatchObject({ died: true, wasOnBattlefield: true, now: { zone: 'graveyard' } });
    expect(f.moves).toEqual([expect.objectContaining({ object: 'b', from: 'battlefield', to: 'graveyard' })]);
    expect(r.events[f.moves[0]!.event]).toMatchObject({ kind: 'zone-changed', object: 'b', newId: f.moves[0]!.newId });
    expect(fateOf(r.fates, f.moves[0]!.newId)).toBe(f);
  });

  it('GIVEN a creature cast and countered THEN it went hand -> stack -> graveyard and did not die', () => {
    const spell = bear('b', { zone: 'hand', manaCost: null });
    const counter = { id: 'c', name: 'Counterspell', types: ['Instant'], zone: 'hand', controller: 'B', spell: { text: 'Counter target spell.', targets: [{ word: 'spell', objects: { kind: 'filter', zone: 'stack' } }], effects: [{ kind: 'counter', target: 'spell' }] } };
    const r = run({ objects: [spell, counter], actions: [{ kind: 'cast', object: 'b' }, { kind: 'pass' }, { kind: 'cast', object: 'c', player: 'B', targets: { spell: ['b'] } }, { kind: 'resolve' }] });
    const f = fateOf(r.fates, 'b')!;
    expect(f.moves.map((m) => `${m.from}>${m.to}`)).toEqual(['hand>stack', 'stack>graveyard']);
    expect(f).toMatchObject({ died: false, wasOnBattlefield: false });
  });

  it('GIVEN a token that dies THEN it died and then ceased to exist (704.5d)', () => {
    const r = run({ objects: [bear('t', { token: true })], actions: [{ kind: 'destroy', object: 't' }] });
    expect(fateOf(r.fates, 't')).toMatchObject({ died: true, now: null });
  });

  it('GIVEN a draw from a library the scenario does not describe THEN an unseen card is drawn, never a loss (121.1, 121.4)', () => {
    const r = resolutionOf({ actions: [{ kind: 'draw', player: 'A' }] });
    expect(r.refused).toBe(false);
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.unseenInHand).toBe(1);
    expect(r.resolution.final.players.every((p) => p.lost === null)).toBe(true);
  });

  it('GIVEN a library declared empty THEN the draw loses the game (704.5b)', () => {
    const r = run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], actions: [{ kind: 'draw', player: 'A' }] });
    expect(r.final.players.find((p) => p.id === 'A')!.lost).toBe('sba.drew-from-empty');
    expect(r.events).toContainEqual({ kind: 'player-lost', player: 'A', reason: 'drew-from-empty', rules: ['704.5b'] });
  });

  it('GIVEN listed library cards (the whole library by default) THEN drawing past them loses; "unknown" draws an unseen card instead', () => {
    const card = { id: 'l1', name: 'Island', types: ['Land'], zone: 'library' };
    expect(run({ objects: [card], actions: [{ kind: 'draw', player: 'A', count: 2 }] }).final.players.find((p) => p.id === 'A')!.lost).toBe('sba.drew-from-empty');
    const r = resolutionOf({ players: [{ id: 'A', library: 'unknown' }, { id: 'B' }], objects: [card], actions: [{ kind: 'draw', player: 'A', count: 2 }] });
    expect(r.refused).toBe(false);
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Island')?.zone).toBe('hand');
    expect(r.resolution.final.players.find((p) => p.id === 'A')).toMatchObject({ lost: null, unseenInHand: 1 });
  });

  it('GIVEN milling more cards than described of an unknown library THEN refused; within them THEN milled', () => {
    const cards = ['l1', 'l2'].map((id) => ({ id, name: 'Island', types: ['Land'], zone: 'library' }));
    const mill = (n: number): Json => ({ id: 'm', name: 'Mill Spell', types: ['Sorcery'], zone: 'hand', spell: { text: `Mill ${n} cards.`, effects: [{ kind: 'mill', amount: n }] } });
    const scenario = (n: number): Json => ({ players: [{ id: 'A', library: 'unknown' }, { id: 'B' }], objects: [...cards, mill(n)], actions: [{ kind: 'cast', object: 'm' }, { kind: 'resolve' }] });
    expect(resolutionOf(scenario(3))).toMatchObject({ refused: true, error: { code: 'unmodelled' } });
    expect(run(scenario(2)).final.objects.filter((o) => o.zone === 'graveyard').map((o) => o.printed.name).sort()).toEqual(['Island', 'Island', 'Mill Spell']);
  });
});
