/**
 * Variations of our own on casting, the stack, targets, countering, triggered abilities and zones
 * (issue 5, "Done when": at least 40): responses and LIFO, mana abilities, split second, timing
 * and restrictions (101.2), hexproof / shroud / protection / ward, partial and total target
 * illegality (608.2b), countering and "can't be countered", enters / dies / leaves / attacks /
 * upkeep / end-step / cast triggers, APNAP, intervening "if", abilities independent of their
 * source (113.7a), owner vs controller, tokens, sacrifice and destroy, copies, new objects (400.7).
 *
 * Conventions: tables/stack-kit.ts. Each row's expected values are worked out by hand, from the
 * CR, in the comment above it.
 */
import type { StackRow, StackScenarioObject } from '../support.ts';
import { CASTING_VARIATION_ROWS } from './stack-casting.ts';
import {
  ability,
  activate,
  anyTarget,
  APNAP,
  beginStep,
  body,
  bounce,
  cast,
  castBy,
  CAST,
  CANT_BEATS_CAN,
  CHOOSE_TARGETS,
  counter,
  COUNTERED,
  counters,
  creature,
  creatureCard,
  damage,
  damageTo,
  DELAYED,
  destroy,
  DESTROY,
  draw,
  ETB,
  exile,
  filler,
  HEXPROOF,
  ILLEGAL_CAST,
  INDEPENDENT,
  instant,
  INTERVENING_IF,
  life,
  LIFO,
  LOOK_BACK,
  LTB,
  MANA_ABILITY,
  permanent,
  PROTECTION_TARGETING,
  pass,
  resolve,
  resolveAll,
  resolvePaying,
  RESOLVES_TOP,
  SACRIFICE,
  SBA_LETHAL,
  SHROUD,
  sorcery,
  SPELL_TO_GRAVEYARD,
  SPLIT_SECOND,
  targetCreature,
  targetOfType,
  targetPlayer,
  targetSpell,
  TARGETS_CHECKED,
  trigger,
  TRIGGER_TO_STACK,
  TRIGGERS,
  WARD,
  COPY_NOT_CAST,
  createToken,
  NEW_OBJECT,
} from './stack-kit.ts';
import { creatures, REFLEXIVE } from './stack-kit.ts';
import { clone, killSpell, landJournal, libraryCard, manticore, masterThief, soulfire, soulfireLibrary, stealThief, tapLover, tithe, wallOfTears, wormsOfTheEarth } from './stack-trigger-cards.ts';
import { ALT_VARIATION_ROWS } from './stack-alt.ts';
import { COMPLETION_VARIATION_ROWS } from './stack-completion.ts';

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });
const LIFE_LOSS_RULE = '120.3a';
const rewound = (reason: string) => [{ key: 'cast.rewound', params: { reason } }];

// ---- cards used by several rows
const bolt = (id = 'bolt', owner = 'A') => instant(id, owner === 'A' ? 'Lightning Bolt' : 'Searing Bolt', body('Deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), owner, { manaCost: '{R}' });
const shock = (id = 'shock', owner = 'A') => instant(id, owner === 'A' ? 'Shock' : 'Sparkshock', body('Deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), owner, { manaCost: '{R}' });
const growth = (id = 'growth', owner = 'B') =>
  instant(
    id,
    owner === 'B' ? 'Giant Growth' : 'Titanic Growth',
    body('Target creature gets +3/+3 until end of turn.', [targetCreature()], [
      { kind: 'apply-effect', target: 'creature', effect: { text: 'It gets +3/+3 until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: { kind: 'end-of-turn' } } },
    ]),
    owner,
    { colors: ['G'], manaCost: '{G}' },
  );
const murder = (id = 'murder', owner = 'A') => instant(id, 'Murder', body('Destroy target creature.', [targetCreature()], [destroy('creature')]), owner, { colors: ['B'], manaCost: '{1}{B}{B}' });
const unsummon = (id = 'unsummon', owner = 'B') => instant(id, 'Unsummon', body('Return target creature to its owner\u2019s hand.', [targetCreature()], [bounce('creature')]), owner, { colors: ['U'], manaCost: '{U}' });
const cancel = (id = 'cancel', owner = 'B') => instant(id, owner === 'B' ? 'Cancel' : 'Counterspell', body('Counter target spell.', [targetSpell()], [counter('spell')]), owner, { colors: ['U'], manaCost: '{1}{U}{U}' });
const bear = (id = 'bear', controller = 'B', extra: Partial<StackScenarioObject> = {}) => creature(id, 'Grizzly Bears', 2, 2, controller, extra);

export const STACK_VARIATION_ROWS: StackRow[] = [
  // Casting choices, costs, mana payment, restrictions and flash permissions: tables/stack-casting.ts.
  ...CASTING_VARIATION_ROWS,
  // Casting by permission / alternative characteristics / during resolution (601.3e, 608.2g): tables/stack-alt.ts.
  ...ALT_VARIATION_ROWS,
  ...COMPLETION_VARIATION_ROWS,
  // ============================================================================ the stack, responses, LIFO
  // A bolts B's 2/2 bear; B responds with Giant Growth (5/5). Growth resolves first (LIFO), then 3
  // damage to a 5/5: it survives with 3 damage marked. Both spells to their owners' graveyards.
  {
    name: 'LIFO: Giant Growth in response to Lightning Bolt saves the bear (5/5 with 3 damage)',
    citation: '405.5',
    scenario: { objects: [bolt(), growth(), bear()], actions: [cast('bolt', { any: ['bear'] }), pass, castBy('B', 'growth', { creature: ['bear'] }), resolveAll] },
    expect: {
      players: both(),
      fates: { bear: { zone: 'battlefield', damage: 3, power: 5, toughness: 5 }, bolt: { zone: 'graveyard', owner: 'A' }, growth: { zone: 'graveyard', owner: 'B' } },
      rules: [CAST, LIFO, RESOLVES_TOP],
    },
  },
  // B casts Giant Growth on the bear first; A bolts it in response: Bolt resolves first, the 2/2 dies
  // (704.5g); Giant Growth's only target is gone -> it doesn't resolve (608.2b), to B's graveyard.
  {
    name: 'LIFO: Lightning Bolt in response to Giant Growth kills the bear first; Giant Growth then has no legal target',
    citation: '608.2b',
    scenario: { objects: [bolt(), growth(), bear()], activePlayer: 'B', actions: [castBy('B', 'growth', { creature: ['bear'] }), pass, castBy('A', 'bolt', { any: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' }, growth: { zone: 'graveyard', owner: 'B' }, bolt: { zone: 'graveyard', owner: 'A' } }, rules: [LIFO, SBA_LETHAL, TARGETS_CHECKED], notRules: [COUNTERED] },
  },
  // One "resolve" (all players pass once) resolves only the top object: B's Shock (A 18); A's Bolt
  // is still on the stack (B 20).
  {
    name: 'all players passing once resolves only the top object of the stack',
    citation: '117.4',
    scenario: { objects: [bolt(), shock('shockB', 'B')], actions: [cast('bolt', { any: ['B'] }), pass, castBy('B', 'shockB', { any: ['A'] }), resolve] },
    expect: { players: both(18, 20), fates: { bolt: { zone: 'stack', owner: 'A' }, shockB: { zone: 'graveyard', owner: 'B' } }, stackSize: 1, rules: [RESOLVES_TOP] },
  },
  // Three deep: A Shock -> B; B Bolt -> A; A Shock -> B. Top first: B 18, A 17, B 16.
  {
    name: 'a three-deep stack resolves top first: every spell resolves',
    citation: '405.5',
    scenario: {
      objects: [shock('s1', 'A'), bolt('b1', 'B'), instant('s2', 'Second Shock', body('Deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { manaCost: '{R}' })],
      actions: [cast('s1', { any: ['B'] }), pass, castBy('B', 'b1', { any: ['A'] }), pass, cast('s2', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(17, 16), fates: { s1: { zone: 'graveyard', owner: 'A' }, s2: { zone: 'graveyard', owner: 'A' }, b1: { zone: 'graveyard', owner: 'B' } }, rules: [LIFO, RESOLVES_TOP], minSteps: { '608.2n': 3 } },
  },
  // A mana ability resolves immediately and doesn't use the stack (605.3b): after activating it the
  // stack is empty and the land is tapped.
  {
    name: 'a mana ability does not use the stack',
    citation: '605.3b',
    scenario: {
      objects: [permanent('forest', 'Forest', ['Land'], 'A', { subtypes: ['Forest'], supertypes: ['Basic'], activated: [ability('{T}: Add {G}.', [], { cost: '{T}', tap: true, mana: true })] })],
      actions: [activate('forest')],
    },
    expect: { players: both(), fates: { forest: { zone: 'battlefield', tapped: true } }, stackSize: 0, rules: [MANA_ABILITY] },
  },
  // A mana ability activated while a split second spell is on the stack is allowed (702.61b); the
  // split second Shock then resolves (B 18).
  {
    name: 'split second still allows mana abilities',
    citation: '702.61b',
    scenario: {
      objects: [
        instant('sudden', 'Sudden Shock', body('Sudden Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { keywords: ['split second'], manaCost: '{1}{R}' }),
        permanent('mountain', 'Mountain', ['Land'], 'B', { subtypes: ['Mountain'], supertypes: ['Basic'], activated: [ability('{T}: Add {R}.', [], { cost: '{T}', tap: true, mana: true })] }),
      ],
      actions: [cast('sudden', { any: ['B'] }), pass, activate('mountain', undefined, { player: 'B' }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { mountain: { zone: 'battlefield', tapped: true }, sudden: { zone: 'graveyard', owner: 'A' } }, rules: [MANA_ABILITY], notRules: [] },
  },
  // Split second: B can't cast Giant Growth in response (rewound); the bear dies to Sudden Shock.
  {
    name: 'split second: a response is rewound and the 2/2 dies',
    citation: '702.61a',
    scenario: {
      objects: [instant('sudden', 'Sudden Shock', body('Sudden Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { keywords: ['split second'], manaCost: '{1}{R}' }), growth(), bear()],
      actions: [cast('sudden', { any: ['bear'] }), pass, castBy('B', 'growth', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' }, growth: { zone: 'hand', owner: 'B' } }, rules: [SPLIT_SECOND, SBA_LETHAL], steps: rewound('split-second') },
  },
  // Split second doesn't stop triggered abilities (702.61b): the bear's "When this creature dies,
  // you gain 2 life" triggers and resolves: B 22.
  {
    name: 'split second: triggered abilities still trigger and resolve',
    citation: '702.61b',
    scenario: {
      objects: [
        instant('sudden', 'Sudden Shock', body('Sudden Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { keywords: ['split second'], manaCost: '{1}{R}' }),
        bear('bear', 'B', { triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] }),
      ],
      actions: [cast('sudden', { any: ['bear'] }), resolveAll],
    },
    expect: { players: both(20, 22), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: [TRIGGERS, TRIGGER_TO_STACK] },
  },

  // Two single passes are "all players pass in succession" (117.4): the top object resolves: B 18.
  {
    name: 'A passes, then B passes: the top of the stack resolves',
    citation: '117.4',
    scenario: { objects: [shock()], actions: [cast('shock', { any: ['B'] }), pass, pass] },
    expect: { players: both(20, 18), fates: { shock: { zone: 'graveyard', owner: 'A' } }, rules: [{ anyOf: ['117.3d'] }, RESOLVES_TOP] },
  },
  // A passes, B casts, A passes: B's spell is on top and only the passes after it count — one more
  // pass (B's) resolves B's Shock (A 18); A's stays on the stack (B 20).
  {
    name: 'passes before a response don\u2019t count: after B responds, both must pass again',
    citation: '117.4',
    scenario: { objects: [shock(), shock('shockB', 'B')], actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'shockB', { any: ['A'] }), pass, pass] },
    expect: { players: both(18, 20), fates: { shock: { zone: 'stack', owner: 'A' }, shockB: { zone: 'graveyard', owner: 'B' } }, stackSize: 1, rules: [RESOLVES_TOP] },
  },
  // One target word with one target, but two objects given: rewound (target-count).
  {
    name: 'two objects chosen for "target creature" are rewound',
    citation: '601.2c',
    scenario: { objects: [murder(), bear('b1', 'B'), creature('b2', 'Runeclaw Bear', 2, 2, 'B')], actions: [cast('murder', { creature: ['b1', 'b2'] }), resolveAll] },
    expect: { players: both(), fates: { b1: { zone: 'battlefield' }, b2: { zone: 'battlefield' }, murder: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('target-count') },
  },
  // A targeted spell cast with no target chosen: rewound (target-count).
  {
    name: 'a spell requiring a target cast without one is rewound',
    citation: '601.2c',
    scenario: { objects: [murder(), bear()], actions: [cast('murder'), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield' }, murder: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('target-count') },
  },
  // 117.3b: after a spell resolves, the active player (A) receives priority: B can't cast again
  // until A passes. B's second instant is rewound (no-priority); then the rest resolves: A 18, B 18.
  {
    name: 'after a resolution the active player receives priority: the opponent must wait for a pass',
    citation: '117.3b',
    scenario: {
      objects: [shock(), shock('shockB', 'B'), bolt('boltB', 'B')],
      actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'shockB', { any: ['A'] }), resolve, castBy('B', 'boltB', { any: ['A'] }), resolveAll],
    },
    expect: { players: both(18, 18), fates: { boltB: { zone: 'hand', owner: 'B' } }, rules: ['117.3b'], steps: rewound('no-priority') },
  },
  // ============================================================================ timing, permissions, restrictions
  // "As though it had flash": A casts a sorcery while its own Shock is on the stack. Legal; both resolve.
  {
    name: 'a sorcery cast "as though it had flash" in response resolves',
    citation: '601.3',
    scenario: {
      objects: [shock(), sorcery('rift', 'Rift Bolt', body('Rift Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'A', { manaCost: '{2}{R}' })],
      actions: [cast('shock', { any: ['B'] }), cast('rift', { any: ['B'] }, { asThoughFlash: true }), resolveAll],
    },
    expect: { players: both(20, 15), fates: { rift: { zone: 'graveyard', owner: 'A' }, shock: { zone: 'graveyard', owner: 'A' } }, rules: [CAST] },
  },
  // "Players can't cast creature spells" (101.2: can't beats can): even a flash creature is rewound.
  {
    name: '"can\u2019t" beats "can": a restriction stops a flash creature spell',
    citation: '101.2',
    scenario: {
      objects: [creatureCard('ambusher', 'Ambush Viper', 2, 1, 'B', { keywords: ['flash'] })],
      actions: [{ kind: 'add-restriction', restriction: { text: 'Players can\u2019t cast creature spells.', players: 'all', types: ['Creature'] } }, pass, castBy('B', 'ambusher'), resolveAll],
    },
    expect: { players: both(), fates: { ambusher: { zone: 'hand', owner: 'B' } }, rules: [CANT_BEATS_CAN], steps: rewound('cant') },
  },
  // The restriction names only B's spells: A still casts its creature spell, which enters.
  {
    name: 'a cast restriction on one player doesn\u2019t stop the other',
    citation: '101.2',
    scenario: {
      objects: [creatureCard('cub', 'Bear Cub', 2, 2, 'A')],
      actions: [{ kind: 'add-restriction', restriction: { text: 'Your opponents can\u2019t cast creature spells.', players: ['B'], types: ['Creature'] } }, cast('cub'), resolveAll],
    },
    expect: { players: both(), fates: { cub: { zone: 'battlefield', controller: 'A' } }, rules: [CAST, { anyOf: ['608.3a', '608.3'] }] },
  },
  // A can't cast a card from B's hand (it isn't A's to cast): rewound.
  {
    name: 'a player can\u2019t cast a card from the opponent\u2019s hand',
    citation: '601.3',
    scenario: { objects: [shock('shockB', 'B')], actions: [castBy('A', 'shockB', { any: ['B'] }), resolveAll] },
    expect: { players: both(), fates: { shockB: { zone: 'hand', owner: 'B' } }, rules: [ILLEGAL_CAST], steps: rewound('not-your-card') },
  },
  // A card in the graveyard can't be cast without a permission: rewound.
  {
    name: 'an instant in the graveyard can\u2019t be cast without a permission',
    citation: '601.3',
    scenario: { objects: [{ ...shock(), zone: 'graveyard' }], actions: [cast('shock', { any: ['B'] }), resolveAll] },
    expect: { players: both(), fates: { shock: { zone: 'graveyard', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('zone') },
  },
  // In the end step, A casts an instant: legal (117.1a): B 18.
  {
    name: 'an instant may be cast in the end step',
    citation: '117.1a',
    scenario: { objects: [shock()], actions: [beginStep('end'), cast('shock', { any: ['B'] }), resolveAll] },
    expect: { players: both(20, 18), fates: { shock: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, RESOLVES_TOP] },
  },

  // ============================================================================ targets: hexproof, shroud, protection, ward
  {
    name: 'hexproof: an opponent\u2019s spell can\u2019t target it (rewound)',
    citation: '702.11b',
    scenario: { objects: [shock(), bear('bear', 'B', { keywords: ['hexproof'] })], actions: [cast('shock', { any: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, shock: { zone: 'hand', owner: 'A' } }, rules: [HEXPROOF], steps: rewound('illegal-target') },
  },
  // Hexproof applies only to opponents: B's own Giant Growth targets it: 5/5.
  {
    name: 'hexproof: its controller\u2019s own spell can target it',
    citation: '702.11b',
    scenario: { objects: [growth(), bear('bear', 'B', { keywords: ['hexproof'] })], actions: [pass, castBy('B', 'growth', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', power: 5, toughness: 5 }, growth: { zone: 'graveyard', owner: 'B' } }, rules: [CAST, CHOOSE_TARGETS] },
  },
  // Shroud: not even its controller can target it.
  {
    name: 'shroud: even its controller\u2019s spell can\u2019t target it (rewound)',
    citation: '702.18a',
    scenario: { objects: [growth(), bear('bear', 'B', { keywords: ['shroud'] })], actions: [pass, castBy('B', 'growth', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', power: 2, toughness: 2 }, growth: { zone: 'hand', owner: 'B' } }, rules: [SHROUD], steps: rewound('illegal-target') },
  },
  // Protection from red: a red spell can't target it.
  {
    name: 'protection from red: a red spell can\u2019t target it (rewound)',
    citation: '702.16b',
    scenario: { objects: [shock(), bear('bear', 'B', { keywords: ['protection from red'] })], actions: [cast('shock', { any: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, shock: { zone: 'hand', owner: 'A' } }, rules: [PROTECTION_TARGETING], steps: rewound('illegal-target') },
  },
  // Protection from red doesn't stop a blue spell: Unsummon returns it to B's hand.
  {
    name: 'protection from red: a blue spell can target it and returns it to its owner\u2019s hand',
    citation: '702.16b',
    scenario: { objects: [unsummon('unsummon', 'A'), bear('bear', 'B', { keywords: ['protection from red'] })], actions: [cast('unsummon', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'B' }, unsummon: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, SPELL_TO_GRAVEYARD] },
  },
  // Protection from black gained in response to Murder: Murder doesn't resolve (608.2b).
  {
    name: 'a target that gains hexproof in response makes the spell not resolve',
    citation: '608.2b',
    scenario: {
      objects: [
        murder(),
        bear(),
        instant(
          'veil',
          'Ranger\u2019s Veil',
          body('Target creature you control gains hexproof until end of turn.', [targetCreature('creature', undefined, { controller: 'you' })], [
            { kind: 'apply-effect', target: 'creature', effect: { text: 'It gains hexproof until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'hexproof' }] }], duration: { kind: 'end-of-turn' } } },
          ]),
          'B',
          { colors: ['G'], manaCost: '{G}' },
        ),
      ],
      actions: [cast('murder', { creature: ['bear'] }), pass, castBy('B', 'veil', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield' }, murder: { zone: 'graveyard', owner: 'A' }, veil: { zone: 'graveyard', owner: 'B' } }, rules: [TARGETS_CHECKED], notRules: [COUNTERED] },
  },
  // Ward {2}, paid: the ward trigger resolves first, A pays, then Shock kills the 2/2.
  {
    name: 'ward {2}: the targeting player pays, and the spell resolves',
    citation: '702.21a',
    scenario: { objects: [shock(), bear('bear', 'B', { keywords: ['ward {2}'] })], actions: [cast('shock', { any: ['bear'] }), resolvePaying(true), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' }, shock: { zone: 'graveyard', owner: 'A' } }, rules: [WARD, TRIGGERS, SBA_LETHAL], steps: [{ key: 'counter.paid' }] },
  },
  // Ward {2}, not paid: Shock is countered (to A's graveyard); the bear lives.
  {
    name: 'ward {2}: not paid, the spell is countered',
    citation: '702.21a',
    scenario: { objects: [shock(), bear('bear', 'B', { keywords: ['ward {2}'] })], actions: [cast('shock', { any: ['bear'] }), resolvePaying(false), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, shock: { zone: 'graveyard', owner: 'A' } }, rules: [WARD, COUNTERED] },
  },
  // Ward triggers only for an opponent's spell: B's own Giant Growth makes it 5/5, no ward trigger.
  {
    name: 'ward doesn\u2019t trigger for its controller\u2019s own spell',
    citation: '702.21a',
    scenario: { objects: [growth(), bear('bear', 'B', { keywords: ['ward {2}'] })], actions: [pass, castBy('B', 'growth', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', power: 5, toughness: 5 } }, rules: [CAST], notRules: ['603.2', COUNTERED], steps: [{ key: 'keyword.checked', params: { note: 'target-ward-own' } }] },
  },
  // "Two target creatures" with only one creature on the battlefield: can't choose two -> rewound.
  {
    name: '"two target creatures" with only one creature available is rewound',
    citation: '601.2c',
    scenario: {
      objects: [instant('twin', 'Twin Binding', body('Tap two target creatures.', [targetCreature('creature', 2)], [{ kind: 'tap', target: 'creature' }]), 'A', { colors: ['U'] }), bear()],
      actions: [cast('twin', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { twin: { zone: 'hand', owner: 'A' }, bear: { zone: 'battlefield', tapped: false } }, rules: [ILLEGAL_CAST], steps: rewound('target-count') },
  },
  // "Destroy target nonblack creature" can't target a black creature: rewound.
  {
    name: '"target nonblack creature" can\u2019t choose a black creature',
    citation: '601.2c',
    scenario: {
      objects: [instant('doom', 'Doom Blade', body('Destroy target nonblack creature.', [targetCreature('creature', undefined, { notColors: ['B'] })], [destroy('creature')]), 'A', { colors: ['B'] }), creature('knight', 'Black Knight', 2, 2, 'B', { colors: ['B'] })],
      actions: [cast('doom', { creature: ['knight'] }), resolveAll],
    },
    expect: { players: both(), fates: { knight: { zone: 'battlefield' }, doom: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },
  // 115.5: a spell on the stack is an illegal target for itself: Cancel targeting itself is rewound.
  {
    name: 'a spell can\u2019t target itself (115.5)',
    citation: '115.5',
    scenario: { objects: [cancel('cancel', 'A')], actions: [cast('cancel', { spell: ['cancel'] }), resolveAll] },
    expect: { players: both(), fates: { cancel: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },

  // "Target creature you control" can't choose an opponent's creature: rewound.
  {
    name: '"target creature you control" can\u2019t choose an opponent\u2019s creature',
    citation: '115.1',
    scenario: {
      objects: [
        instant('rally', 'Rally Cry', body('Target creature you control gets +2/+2 until end of turn.', [targetCreature('creature', undefined, { controller: 'you' })], [
          { kind: 'apply-effect', target: 'creature', effect: { text: 'It gets +2/+2 until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } } },
        ]), 'A', { colors: ['W'] }),
        bear(),
      ],
      actions: [cast('rally', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { rally: { zone: 'hand', owner: 'A' }, bear: { zone: 'battlefield', power: 2, toughness: 2 } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },
  // "Target opponent" can't choose its own controller: rewound.
  {
    name: '"target opponent" can\u2019t choose the spell\u2019s controller',
    citation: '115.1',
    scenario: {
      objects: [sorcery('blaze', 'Lava Axe', body('Lava Axe deals 5 damage to target opponent.', [{ word: 'opponent', players: 'opponent' }], [damage(5, 'opponent')]), 'A')],
      actions: [cast('blaze', { opponent: ['A'] }), resolveAll],
    },
    expect: { players: both(), fates: { blaze: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },
  // …and "target opponent" choosing B: 5 damage: B 15.
  {
    name: '"target opponent" choosing the opponent deals the damage',
    citation: '115.1',
    scenario: {
      objects: [sorcery('blaze', 'Lava Axe', body('Lava Axe deals 5 damage to target opponent.', [{ word: 'opponent', players: 'opponent' }], [damage(5, 'opponent')]), 'A')],
      actions: [cast('blaze', { opponent: ['B'] }), resolveAll],
    },
    expect: { players: both(20, 15), fates: { blaze: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, LIFE_LOSS_RULE] },
  },
  // A "whenever you cast an instant, you gain 1 life" trigger resolves even though the instant that
  // triggered it is countered (the trigger is independent of it): A 21, B 20.
  {
    name: 'a cast trigger resolves even if the spell that caused it is countered',
    citation: '603.2',
    scenario: {
      objects: [
        permanent('monitor', 'Spell Chronicle', ['Enchantment'], 'A', { triggers: [trigger('Whenever you cast an instant spell, you gain 1 life.', 'cast', [life(1)], { who: 'any', filter: { kind: 'filter', zone: 'stack', types: ['Instant'], controller: 'you' } })] }),
        shock(),
        cancel(),
      ],
      actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'cancel', { spell: ['shock'] }), resolveAll],
    },
    expect: { players: both(21), fates: { shock: { zone: 'graveyard', owner: 'A' } }, rules: [TRIGGERS, COUNTERED] },
  },
  // ============================================================================ 608.2b partial / total illegality
  // "Deals 2 damage to each of two target creatures": one is bounced in response; the other still
  // takes 2 and dies.
  {
    name: 'one of two targets illegal: the spell resolves for the other',
    citation: '608.2b',
    scenario: {
      objects: [
        sorcery('arc', 'Arc Lightning', body('Deals 2 damage to each of two target creatures.', [targetCreature('creature', 2)], [damage(2, 'creature')]), 'A'),
        bear('b1', 'B'),
        creature('b2', 'Runeclaw Bear', 2, 2, 'B'),
        unsummon(),
      ],
      actions: [cast('arc', { creature: ['b1', 'b2'] }), pass, castBy('B', 'unsummon', { creature: ['b1'] }), resolveAll],
    },
    expect: { players: both(), fates: { b1: { zone: 'hand', owner: 'B' }, b2: { zone: 'graveyard', owner: 'B' }, arc: { zone: 'graveyard', owner: 'A' } }, rules: [TARGETS_CHECKED, SBA_LETHAL] },
  },
  // "Target player gains 3 life. Destroy target creature." The creature leaves; the player target is
  // still legal: A gains 3 (23), nothing is destroyed.
  {
    name: 'separate target words: the creature target is gone, the player part still happens',
    citation: '608.2b',
    scenario: {
      objects: [
        instant('mercy', 'Merciful Doom', body('Target player gains 3 life. Destroy target creature.', [targetPlayer(), targetCreature()], [{ kind: 'life', amount: 3, target: 'player' }, destroy('creature')]), 'A', { colors: ['W', 'B'] }),
        bear(),
        unsummon(),
      ],
      actions: [cast('mercy', { player: ['A'], creature: ['bear'] }), pass, castBy('B', 'unsummon', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(23), fates: { bear: { zone: 'hand', owner: 'B' }, mercy: { zone: 'graveyard', owner: 'A' } }, rules: [TARGETS_CHECKED] },
  },
  // "Destroy target creature. Draw a card." with its only target gone: it doesn't resolve; no card drawn.
  {
    name: 'all targets illegal: the untargeted "draw a card" doesn\u2019t happen either',
    citation: '608.2b',
    scenario: {
      objects: [instant('hunt', 'Hunt Down', body('Destroy target creature. Draw a card.', [targetCreature()], [destroy('creature'), draw(1)]), 'A', { colors: ['B'] }), bear(), unsummon(), ...filler('lib', 2, 'A')],
      actions: [cast('hunt', { creature: ['bear'] }), pass, castBy('B', 'unsummon', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { hunt: { zone: 'graveyard', owner: 'A' }, bear: { zone: 'hand', owner: 'B' } }, zones: { A: { hand: 0, library: 2 } }, rules: [TARGETS_CHECKED], notRules: [COUNTERED] },
  },
  // A target that changed zones and came back is a new object (400.7): Murder on the bear; in
  // response B flickers it (bounce, then recast it). Murder doesn't resolve; the new bear stays.
  {
    name: 'a target that left and came back is a new object: the spell doesn\u2019t resolve',
    citation: '400.7',
    scenario: {
      objects: [murder(), bear('bear', 'B', { keywords: ['flash'] }), unsummon()],
      actions: [cast('murder', { creature: ['bear'] }), pass, castBy('B', 'unsummon', { creature: ['bear'] }), resolve, pass, castBy('B', 'bear'), resolve, resolve],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', controller: 'B' }, murder: { zone: 'graveyard', owner: 'A' } }, rules: [TARGETS_CHECKED] },
  },

  // ============================================================================ countering
  {
    name: 'a countered spell goes to its owner\u2019s graveyard and has no effect',
    citation: '701.6a',
    scenario: { objects: [shock(), cancel()], actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'cancel', { spell: ['shock'] }), resolveAll] },
    expect: { players: both(), fates: { shock: { zone: 'graveyard', owner: 'A' }, cancel: { zone: 'graveyard', owner: 'B' } }, rules: [COUNTERED] },
  },
  // "This spell can't be countered": Cancel resolves but does nothing; Shock resolves: B 18.
  {
    name: '"can\u2019t be countered": the counterspell resolves without effect',
    citation: '101.2',
    scenario: {
      objects: [instant('flame', 'Abrade Flame', body('This spell can\u2019t be countered. It deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')], { cantBeCountered: true }), 'A'), cancel()],
      actions: [cast('flame', { any: ['B'] }), pass, castBy('B', 'cancel', { spell: ['flame'] }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { flame: { zone: 'graveyard', owner: 'A' }, cancel: { zone: 'graveyard', owner: 'B' } }, rules: [CANT_BEATS_CAN], steps: [{ key: 'counter.cant' }] },
  },
  // A countered creature spell goes to its owner's graveyard, never to the battlefield.
  {
    name: 'a countered creature spell goes to its owner\u2019s graveyard',
    citation: '701.6a',
    scenario: { objects: [creatureCard('cub', 'Bear Cub', 2, 2, 'A'), cancel()], actions: [cast('cub'), pass, castBy('B', 'cancel', { spell: ['cub'] }), resolveAll] },
    expect: { players: both(), fates: { cub: { zone: 'graveyard', owner: 'A' } }, rules: [COUNTERED] },
  },
  // Counter war: A Shock; B Cancel on it; A Counterspell on the Cancel. Cancel is countered, so
  // Shock resolves: B 18.
  {
    name: 'a counter war: countering the counterspell lets the first spell resolve',
    citation: '701.6a',
    scenario: {
      objects: [shock(), cancel('cancel', 'B'), cancel('cs', 'A')],
      actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'cancel', { spell: ['shock'] }), pass, cast('cs', { spell: ['cancel'] }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { shock: { zone: 'graveyard', owner: 'A' }, cancel: { zone: 'graveyard', owner: 'B' }, cs: { zone: 'graveyard', owner: 'A' } }, rules: [COUNTERED, LIFO] },
  },
  // The counterspell's target resolved first? Impossible; instead: the spell it targets was
  // countered by another: the second counterspell's only target is gone -> it doesn't resolve.
  {
    name: 'two counterspells on one spell: the second has no legal target left and doesn\u2019t resolve',
    citation: '608.2b',
    scenario: {
      objects: [shock(), cancel('c1', 'B'), instant('c2', 'Negate', body('Counter target noncreature spell.', [targetSpell('spell', { notTypes: ['Creature'] })], [counter('spell')]), 'B', { colors: ['U'] })],
      actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'c1', { spell: ['shock'] }), castBy('B', 'c2', { spell: ['shock'] }), resolveAll],
    },
    expect: { players: both(), fates: { shock: { zone: 'graveyard', owner: 'A' }, c1: { zone: 'graveyard', owner: 'B' }, c2: { zone: 'graveyard', owner: 'B' } }, rules: [COUNTERED, TARGETS_CHECKED], minSteps: { '608.2b': 1 } },
  },

  // ============================================================================ triggered abilities
  // ETB: "When this creature enters, you gain 2 life": A 22.
  {
    name: 'an enters-the-battlefield trigger of a creature spell resolves after it enters',
    citation: '603.6a',
    scenario: { objects: [creatureCard('cleric', 'Healing Cleric', 2, 2, 'A', { colors: ['W'], triggers: [trigger('When this creature enters, you gain 2 life.', 'enters', [life(2)])] })], actions: [cast('cleric'), resolveAll] },
    expect: { players: both(22), fates: { cleric: { zone: 'battlefield' } }, rules: [ETB, TRIGGER_TO_STACK] },
  },
  // Dies: Murder on B's bear with "When this creature dies, you gain 2 life": B 22.
  {
    name: 'a dies trigger: the creature\u2019s controller gains 2 life',
    citation: '603.6c',
    scenario: { objects: [murder(), bear('bear', 'B', { triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] })], actions: [cast('murder', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(20, 22), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: [DESTROY, LTB, TRIGGERS] },
  },
  // Exiled, it doesn't die: no dies trigger (B 20).
  {
    name: 'an exiled creature doesn\u2019t "die": no dies trigger',
    citation: '700.4',
    scenario: {
      objects: [instant('path', 'Path of Exile', body('Exile target creature.', [targetCreature()], [exile('creature')]), 'A', { colors: ['W'] }), bear('bear', 'B', { triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] })],
      actions: [cast('path', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'exile', owner: 'B' } }, rules: [CAST], notRules: ['603.2'] },
  },
  // "Leaves the battlefield" triggers on a bounce: B 22.
  {
    name: 'a leaves-the-battlefield trigger triggers on return to hand',
    citation: '603.6c',
    scenario: { objects: [unsummon('unsummon', 'A'), bear('bear', 'B', { triggers: [trigger('When this creature leaves the battlefield, you gain 2 life.', 'leaves', [life(2)])] })], actions: [cast('unsummon', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(20, 22), fates: { bear: { zone: 'hand', owner: 'B' } }, rules: [LTB, TRIGGERS] },
  },
  // A token with a dies trigger: it triggers (the token went to the graveyard), then the token
  // ceases to exist (704.5d). B 22.
  {
    name: 'a dying token\u2019s dies trigger triggers; the token ceases to exist',
    citation: '704.5d',
    scenario: { objects: [murder(), bear('spirit', 'B', { name: 'Spirit Token', token: true, triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] })], actions: [cast('murder', { creature: ['spirit'] }), resolveAll] },
    expect: { players: both(20, 22), fates: { spirit: { zone: 'ceased' } }, rules: [TRIGGERS, '704.5d'] },
  },
  // APNAP (603.3b): at the beginning of A's upkeep, A's "deal 1 damage to target creature" and B's
  // "put a +1/+1 counter on target creature" both trigger, both targeting B's 1/1. A's goes on the
  // stack first, B's on top: B's resolves first (2/2 with a counter), then 1 damage: it survives.
  {
    name: 'APNAP: the non-active player\u2019s trigger resolves first; the 1/1 gets its counter before the damage and survives',
    citation: '603.3b',
    scenario: {
      objects: [
        permanent('pyre', 'Upkeep Pyre', ['Enchantment'], 'A', {
          triggers: [trigger('At the beginning of each upkeep, this deals 1 damage to target creature.', 'upkeep', [damage(1, 'creature')], { who: 'any', targets: [targetCreature()], choose: { creature: ['sprout'] } })],
        }),
        permanent('bloom', 'Upkeep Bloom', ['Enchantment'], 'B', {
          triggers: [trigger('At the beginning of each upkeep, put a +1/+1 counter on target creature.', 'upkeep', [counters('+1/+1', 1, 'creature')], { who: 'any', targets: [targetCreature()], choose: { creature: ['sprout'] } })],
        }),
        creature('sprout', 'Saproling Sprout', 1, 1, 'B'),
      ],
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: both(), fates: { sprout: { zone: 'battlefield', damage: 1, counters: { '+1/+1': 1 }, power: 2, toughness: 2 } }, rules: [APNAP, TRIGGERS] },
  },
  // "At the beginning of your upkeep" (B's) doesn't trigger in A's upkeep.
  {
    name: '"at the beginning of your upkeep" doesn\u2019t trigger in the opponent\u2019s upkeep',
    citation: '603.2b',
    scenario: { objects: [permanent('altar', 'Dawn Altar', ['Enchantment'], 'B', { triggers: [trigger('At the beginning of your upkeep, you gain 1 life.', 'upkeep', [life(1)])] })], actions: [beginStep('upkeep'), resolveAll] },
    expect: { players: both(), fates: { altar: { zone: 'battlefield' } }, rules: [], notRules: ['603.2'] },
  },
  // "At the beginning of your end step, you gain 1 life" in A's end step: A 21.
  {
    name: 'an end-step trigger triggers when the end step begins',
    citation: '603.2b',
    scenario: { objects: [permanent('altar', 'Dusk Altar', ['Enchantment'], 'A', { triggers: [trigger('At the beginning of your end step, you gain 1 life.', 'end-step', [life(1)])] })], actions: [beginStep('end'), resolveAll] },
    expect: { players: both(21), fates: { altar: { zone: 'battlefield' } }, rules: [TRIGGERS, TRIGGER_TO_STACK] },
  },
  // Intervening if "if you control three or more creatures" with two: no trigger (A 20).
  {
    name: 'intervening "if" false when the upkeep begins: no trigger',
    citation: '603.4',
    scenario: {
      objects: [
        permanent('banner', 'Rally Banner', ['Enchantment'], 'A', {
          triggers: [trigger('At the beginning of your upkeep, if you control three or more creatures, you gain 3 life.', 'upkeep', [life(3)], { condition: { kind: 'controls', filter: { kind: 'filter', types: ['Creature'] }, atLeast: 3 } })],
        }),
        creature('c1', 'Grizzly Bears', 2, 2, 'A'),
        creature('c2', 'Runeclaw Bear', 2, 2, 'A'),
      ],
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: both(), fates: { banner: { zone: 'battlefield' } }, rules: [INTERVENING_IF], notRules: ['603.2'] },
  },
  // …true at the upkeep with three, but one is destroyed in response: false on resolution, no life.
  {
    name: 'intervening "if" true on triggering, false on resolution: no effect',
    citation: '603.4',
    scenario: {
      objects: [
        permanent('banner', 'Rally Banner', ['Enchantment'], 'A', {
          triggers: [trigger('At the beginning of your upkeep, if you control three or more creatures, you gain 3 life.', 'upkeep', [life(3)], { condition: { kind: 'controls', filter: { kind: 'filter', types: ['Creature'] }, atLeast: 3 } })],
        }),
        creature('c1', 'Grizzly Bears', 2, 2, 'A'),
        creature('c2', 'Runeclaw Bear', 2, 2, 'A'),
        creature('c3', 'Balduvian Bears', 2, 2, 'A'),
        murder('murder', 'B'),
      ],
      actions: [beginStep('upkeep'), pass, castBy('B', 'murder', { creature: ['c3'] }), resolveAll],
    },
    expect: { players: both(), fates: { c3: { zone: 'graveyard', owner: 'A' } }, rules: [INTERVENING_IF, '608.2a'] },
  },
  // 113.7a: an activated ability resolves even though its source was destroyed in response:
  // "{T}: this deals 1 damage to any target" at B; B murders the pinger; B still goes to 19.
  {
    name: 'an activated ability resolves after its source is destroyed in response',
    citation: '113.7a',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }), murder('murder', 'B')],
      actions: [activate('pinger', { any: ['B'] }), pass, castBy('B', 'murder', { creature: ['pinger'] }), resolveAll],
    },
    expect: { players: both(20, 19), fates: { pinger: { zone: 'graveyard', owner: 'A' } }, rules: [INDEPENDENT, DESTROY] },
  },
  // The same with a lifelink pinger: the ability's source (last known information, 608.2h) is a
  // creature with lifelink, so its 1 damage to B also gains A 1 life (702.15b): A 21, B 19.
  {
    name: 'an ability whose source left uses its last known information: a lifelink pinger\u2019s damage still gains life',
    citation: '608.2h',
    scenario: {
      objects: [
        creature('pinger', 'Vampiric Pyromancer', 1, 1, 'A', { colors: ['R'], keywords: ['lifelink'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }),
        murder('murder', 'B'),
      ],
      actions: [activate('pinger', { any: ['B'] }), pass, castBy('B', 'murder', { creature: ['pinger'] }), resolveAll],
    },
    expect: { players: both(21, 19), fates: { pinger: { zone: 'graveyard', owner: 'A' } }, rules: [{ anyOf: ['702.15b', '120.3f'] }] },
  },
  // Control for the row above: the lifelink pinger still on the battlefield: A 21, B 19.
  {
    name: 'a lifelink creature\u2019s activated ability deals damage with lifelink',
    citation: '702.15b',
    scenario: {
      objects: [creature('pinger', 'Vampiric Pyromancer', 1, 1, 'A', { colors: ['R'], keywords: ['lifelink'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] })],
      actions: [activate('pinger', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(21, 19), fates: { pinger: { zone: 'battlefield', tapped: true } }, rules: [{ anyOf: ['702.15b', '120.3f'] }] },
  },
  // Protection from creatures: a creature's ability can't target it (702.16b): rewound.
  {
    name: 'protection from creatures: a creature\u2019s activated ability can\u2019t target it',
    citation: '702.16b',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }), bear('bear', 'B', { keywords: ['protection from creatures'] })],
      actions: [activate('pinger', { any: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, pinger: { zone: 'battlefield', tapped: false } }, rules: [PROTECTION_TARGETING], steps: [{ key: 'activate.rewound', params: { reason: 'illegal-target' } }] },
  },
  // Ward counters an activated ability too: not paid, the pinger's ability is countered; the bear is unharmed.
  {
    name: 'ward {1} counters an opponent\u2019s activated ability when not paid',
    citation: '702.21a',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }), bear('bear', 'B', { keywords: ['ward {1}'] })],
      actions: [activate('pinger', { any: ['bear'] }), resolvePaying(false), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, pinger: { zone: 'battlefield', tapped: true } }, rules: [WARD, COUNTERED] },
  },
  // Hexproof from red: a red spell can't target it, a blue one can (702.11d).
  {
    name: 'hexproof from red: a blue spell of the opponent can still target it',
    citation: '702.11d',
    scenario: { objects: [unsummon('unsummon', 'A'), bear('bear', 'B', { keywords: ['hexproof from red'] })], actions: [cast('unsummon', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'B' } }, rules: [CAST] },
  },
  {
    name: 'hexproof from red: a red spell of the opponent can\u2019t target it',
    citation: '702.11d',
    scenario: { objects: [shock(), bear('bear', 'B', { keywords: ['hexproof from red'] })], actions: [cast('shock', { any: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, shock: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },
  // Split second stops activated abilities that aren't mana abilities (702.61a): the pinger's
  // activation is rewound; the Sudden Shock resolves (B 18).
  {
    name: 'split second: a non-mana activated ability can\u2019t be activated',
    citation: '702.61a',
    scenario: {
      objects: [
        instant('sudden', 'Sudden Shock', body('Sudden Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { keywords: ['split second'], manaCost: '{1}{R}' }),
        creature('pinger', 'Prodigal Pyromancer', 1, 1, 'B', { colors: ['R'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }),
      ],
      actions: [cast('sudden', { any: ['B'] }), pass, activate('pinger', { any: ['A'] }, { player: 'B' }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { pinger: { zone: 'battlefield', tapped: false } }, rules: [SPLIT_SECOND], steps: [{ key: 'activate.rewound', params: { reason: 'split-second' } }] },
  },
  // "Activate only as a sorcery" with a spell on the stack: rewound (602.5d).
  {
    name: '"activate only as a sorcery" can\u2019t be activated while the stack is not empty',
    citation: '602.5d',
    scenario: {
      objects: [
        shock(),
        creature('trainer', 'Drill Sergeant', 2, 2, 'A', { activated: [ability('{1}: Put a +1/+1 counter on this creature. Activate only as a sorcery.', [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'trainer' }], { cost: '{1}', sorcery: true })] }),
      ],
      actions: [cast('shock', { any: ['B'] }), activate('trainer'), resolveAll],
    },
    expect: { players: both(20, 18), fates: { trainer: { zone: 'battlefield', counters: {} } }, rules: ['602.5d'], steps: [{ key: 'activate.rewound', params: { reason: 'sorcery-timing' } }] },
  },
  // A creature sacrificed as a cost dies: its "when this creature dies" ability triggers: A 22, and
  // Altar's Reap draws 2.
  {
    name: 'a creature sacrificed as a cost dies and its dies trigger resolves',
    citation: '700.4',
    scenario: {
      objects: [
        instant('reap', 'Altar\u2019s Reap', body('As an additional cost to cast this spell, sacrifice a creature. Draw two cards.', [], [draw(2)]), 'A', { colors: ['B'], manaCost: '{1}{B}' }),
        creature('martyr', 'Doomed Martyr', 1, 1, 'A', { colors: ['W'], triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] }),
        ...filler('lib', 3, 'A'),
      ],
      actions: [cast('reap', undefined, { sacrifice: ['martyr'] }), resolveAll],
    },
    expect: { players: both(22), fates: { martyr: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 2, library: 1 } }, rules: [SACRIFICE, TRIGGERS] },
  },
  // "Each player sacrifices …" aside, an effect can't make a player sacrifice a permanent they don't
  // control (701.21a): A's "Sacrifice target creature." aimed at B's bear does nothing; the bear stays.
  {
    name: 'a player can\u2019t sacrifice an opponent\u2019s permanent: the bear stays',
    citation: '701.21a',
    scenario: { objects: [instant('offer', 'Misguided Offering', body('Sacrifice target creature.', [targetCreature()], [{ kind: 'sacrifice', target: 'creature' }]), 'A', { colors: ['B'] }), bear()], actions: [cast('offer', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield' }, offer: { zone: 'graveyard', owner: 'A' } }, rules: [RESOLVES_TOP, SACRIFICE], steps: [{ key: 'stack.effect-skipped', params: { reason: 'not-yours' } }] },
  },
  // A regeneration shield replaces Murder's destruction (701.19a): it stays, tapped, damage removed.
  {
    name: 'Murder on a creature with a regeneration shield: it regenerates (tapped)',
    citation: '701.19a',
    scenario: { objects: [murder(), bear()], replacements: [{ id: 'regen', kind: 'regeneration-shield', object: 'bear' }], actions: [cast('murder', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', tapped: true, damage: 0 }, murder: { zone: 'graveyard', owner: 'A' } }, rules: [{ anyOf: ['701.19a', '614.8'] }] },
  },
  // A token exiled by a spell ceases to exist (704.5d).
  {
    name: 'an exiled token ceases to exist',
    citation: '704.5d',
    scenario: {
      objects: [instant('path', 'Path of Exile', body('Exile target creature.', [targetCreature()], [exile('creature')]), 'A', { colors: ['W'] }), bear('wolf', 'B', { name: 'Wolf Token', token: true })],
      actions: [cast('path', { creature: ['wolf'] }), resolveAll],
    },
    expect: { players: both(), fates: { wolf: { zone: 'ceased' } }, rules: ['704.5d'] },
  },
  // A token created by a resolving spell enters: "whenever a creature enters, you gain 1 life": A 21.
  {
    name: 'a token created by a spell triggers "whenever a creature enters"',
    citation: '603.6a',
    scenario: {
      objects: [
        sorcery('raise', 'Raise the Alarm', body('Create a 1/1 white Soldier creature token.', [], [createToken({ id: 'soldier', name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1, controller: 'A', token: true })]), 'A', { colors: ['W'] }),
        permanent('shrine', 'Welcome Shrine', ['Enchantment'], 'A', { triggers: [trigger('Whenever a creature enters, you gain 1 life.', 'enters', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }),
      ],
      actions: [cast('raise'), resolveAll],
    },
    expect: { players: both(21), fates: { soldier: { zone: 'battlefield', power: 1, toughness: 1 } }, rules: [ETB, TRIGGERS] },
  },
  // 113.7a for a triggered ability: ETB "deals 2 damage to target player" (choose B); the creature
  // is murdered in response; the ability still resolves: B 18.
  {
    name: 'an enters-the-battlefield trigger resolves after its source died in response',
    citation: '113.7a',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Imp', 2, 1, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target player.', 'enters', [damage(2, 'player')], { targets: [targetPlayer()], choose: { player: ['B'] } })] }),
        murder('murder', 'B'),
      ],
      actions: [cast('flamer'), resolve, pass, castBy('B', 'murder', { creature: ['flamer'] }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { flamer: { zone: 'graveyard', owner: 'A' } }, rules: [INDEPENDENT, ETB] },
  },
  // {T} abilities: a summoning-sick creature can't activate (602.5a) -> rewound.
  {
    name: 'a summoning-sick creature can\u2019t activate its {T} ability',
    citation: '602.5a',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], summoningSick: true, activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] })],
      actions: [activate('pinger', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(), fates: { pinger: { zone: 'battlefield', tapped: false } }, rules: ['602.5a'], steps: [{ key: 'activate.rewound', params: { reason: 'summoning-sick' } }] },
  },
  // …with haste it can: B 19.
  {
    name: 'a summoning-sick creature with haste can activate its {T} ability',
    citation: '702.10',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], summoningSick: true, keywords: ['haste'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] })],
      actions: [activate('pinger', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(20, 19), fates: { pinger: { zone: 'battlefield', tapped: true } }, rules: [RESOLVES_TOP] },
  },
  // A tapped creature can't pay {T}: rewound.
  {
    name: 'a tapped creature can\u2019t activate its {T} ability',
    citation: '602.2b',
    scenario: {
      objects: [creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], tapped: true, activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] })],
      actions: [activate('pinger', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(), fates: { pinger: { zone: 'battlefield', tapped: true } }, rules: [], steps: [{ key: 'activate.rewound', params: { reason: 'tapped' } }] },
  },
  // "Whenever an opponent casts a spell, you gain 1 life" (A's): B casts Shock at A: A 21 - 2 = 19.
  {
    name: 'a "whenever an opponent casts a spell" trigger resolves before that spell',
    citation: '601.2i',
    scenario: {
      objects: [
        permanent('monitor', 'Spell Monitor', ['Enchantment'], 'A', { triggers: [trigger('Whenever an opponent casts a spell, you gain 1 life.', 'cast', [life(1)], { who: 'any', filter: { kind: 'filter', zone: 'stack', controller: 'opponent' } })] }),
        shock('shockB', 'B'),
      ],
      actions: [pass, castBy('B', 'shockB', { any: ['A'] }), resolveAll],
    },
    expect: { players: both(19), fates: { shockB: { zone: 'graveyard', owner: 'B' } }, rules: [CAST, TRIGGERS] },
  },
  // Attacks trigger: "Whenever this creature attacks, you gain 1 life"; unblocked 2 damage: A 21, B 18.
  {
    name: 'an attack trigger, then combat damage',
    citation: '603.2',
    scenario: {
      objects: [creature('raider', 'Goblin Raider', 2, 2, 'A', { colors: ['R'], triggers: [trigger('Whenever this creature attacks, you gain 1 life.', 'attacks', [life(1)])] })],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'raider' }] }, resolveAll, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage', all: true }, resolveAll],
    },
    expect: { players: both(21, 18), fates: { raider: { zone: 'battlefield', damage: 0 } }, rules: [TRIGGERS, '510.1b'] },
  },
  // Deals-damage trigger through combat: "Whenever this creature deals damage, you gain that much"
  // written as gain 2: A 22, B 18.
  {
    name: 'a deals-damage trigger from combat damage',
    citation: '603.2',
    scenario: {
      objects: [creature('leech', 'Vampire Leech', 2, 2, 'A', { colors: ['B'], triggers: [trigger('Whenever this creature deals damage, you gain 2 life.', 'deals-damage', [life(2)])] })],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'leech' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage', all: true }, resolveAll],
    },
    expect: { players: both(22, 18), fates: { leech: { zone: 'battlefield', damage: 0 } }, rules: [TRIGGERS, TRIGGER_TO_STACK] },
  },
  // Blocks trigger: "Whenever this creature blocks, you gain 3 life" (B's): B 23.
  {
    name: 'a block trigger',
    citation: '603.2',
    scenario: {
      objects: [creature('raider', 'Goblin Raider', 2, 2, 'A', { colors: ['R'] }), creature('wall', 'Wall of Hope', 0, 4, 'B', { colors: ['W'], triggers: [trigger('Whenever this creature blocks, you gain 3 life.', 'blocks', [life(3)])] })],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'raider' }] }, { kind: 'declare-blockers', blockers: [{ object: 'wall', blocks: ['raider'] }] }, resolveAll, { kind: 'combat-damage', all: true }],
    },
    expect: { players: both(20, 23), fates: { wall: { zone: 'battlefield', damage: 2 }, raider: { zone: 'battlefield', damage: 0 } }, rules: [TRIGGERS] },
  },
  // A delayed trigger created by a spell: "At the beginning of the next end step, you gain 4 life."
  {
    name: 'a delayed trigger from a resolved spell triggers at the next end step',
    citation: '603.7',
    scenario: {
      objects: [instant('promise', 'Dusk Promise', body('At the beginning of the next end step, you gain 4 life.', [], [{ kind: 'delayed-trigger', trigger: trigger('At the beginning of the next end step, you gain 4 life.', 'end-step', [life(4)], { who: 'any' }) }]), 'A', { colors: ['W'] })],
      actions: [cast('promise'), resolve, beginStep('end'), resolveAll],
    },
    expect: { players: both(24), fates: { promise: { zone: 'graveyard', owner: 'A' } }, rules: [DELAYED, TRIGGERS] },
  },

  // 603.7b: a delayed trigger without a duration triggers only once: two end steps begin; A gains 4 once.
  {
    name: 'a delayed "at the beginning of the next end step" trigger triggers only once',
    citation: '603.7b',
    scenario: {
      objects: [instant('promise', 'Dawn Promise', body('At the beginning of the next end step, you gain 4 life.', [], [{ kind: 'delayed-trigger', trigger: trigger('At the beginning of the next end step, you gain 4 life.', 'end-step', [life(4)], { who: 'any' }) }]), 'A', { colors: ['W'] })],
      actions: [cast('promise'), resolve, beginStep('end'), resolveAll, beginStep('end'), resolveAll],
    },
    expect: { players: both(24), fates: { promise: { zone: 'graveyard', owner: 'A' } }, rules: [DELAYED], minSteps: { '603.2': 1 } },
  },
  // A cast trigger goes on the stack above the spell and resolves first: "Whenever you cast an
  // instant, put a +1/+1 counter on this creature" on a 1/2; A Shocks its own 1/2. The counter comes
  // first (2/3), then 2 damage: it survives with 2 damage.
  {
    name: 'a "whenever you cast" trigger resolves before the spell that triggered it',
    citation: '601.2i',
    scenario: {
      objects: [
        creature('adept', 'Spell Adept', 1, 2, 'A', { colors: ['U'], triggers: [trigger('Whenever you cast an instant spell, put a +1/+1 counter on this creature.', 'cast', [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'adept' }], { who: 'any', filter: { kind: 'filter', zone: 'stack', types: ['Instant'], controller: 'you' } })] }),
        shock(),
      ],
      actions: [cast('shock', { any: ['adept'] }), resolveAll],
    },
    expect: { players: both(), fates: { adept: { zone: 'battlefield', damage: 2, counters: { '+1/+1': 1 }, power: 2, toughness: 3 } }, rules: [TRIGGERS, LIFO] },
  },
  // 608.3f: a copy of a creature spell resolves into a token: A ends with two Bear Cubs on the battlefield.
  {
    name: 'a copy of a creature spell becomes a token creature (two Bear Cubs)',
    citation: '608.3f',
    scenario: { objects: [creatureCard('cub', 'Bear Cub', 2, 2, 'A')], actions: [cast('cub'), { kind: 'copy-spell', spell: 'cub' }, resolveAll] },
    expect: { players: both(), fates: {}, zones: { A: { battlefield: 2, hand: 0 } }, rules: [COPY_NOT_CAST, { anyOf: ['608.3f', '707.10f'] }] },
  },
  // Ward's "counter unless paid" can't counter a spell that can't be countered: not paid, the spell
  // still resolves and the bear dies.
  {
    name: 'ward can\u2019t counter a spell that can\u2019t be countered',
    citation: '702.21a',
    scenario: {
      objects: [instant('flame', 'Abrade Flame', body('This spell can\u2019t be countered. It deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')], { cantBeCountered: true }), 'A'), bear('bear', 'B', { keywords: ['ward {2}'] })],
      actions: [cast('flame', { any: ['bear'] }), resolvePaying(false), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' }, flame: { zone: 'graveyard', owner: 'A' } }, rules: [WARD, SBA_LETHAL], steps: [{ key: 'counter.cant' }] },
  },
  // A triggered ability whose only target became illegal doesn't resolve (608.2b): the ETB "2
  // damage to target creature" aimed at B's bear; B bounces the bear in response; nothing happens.
  {
    name: 'a triggered ability whose target left doesn\u2019t resolve',
    citation: '608.2b',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Kavu', 4, 2, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target creature.', 'enters', [damage(2, 'creature')], { targets: [targetCreature()], choose: { creature: ['bear'] } })] }),
        bear(),
        unsummon(),
      ],
      actions: [cast('flamer'), resolve, pass, castBy('B', 'unsummon', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'B' }, flamer: { zone: 'battlefield', damage: 0 } }, rules: [TARGETS_CHECKED], steps: [{ key: 'stack.fizzles' }] },
  },
  // The target of a red creature's ability gains protection from red in response: the ability's
  // source is red (702.16b), so its target is illegal and it doesn't resolve: no damage.
  {
    name: 'a target that gains protection from the ability\u2019s source color makes the ability not resolve',
    citation: '702.16b',
    scenario: {
      objects: [
        creature('pinger', 'Prodigal Pyromancer', 1, 1, 'A', { colors: ['R'], activated: [ability('{T}: This creature deals 1 damage to any target.', [damage(1, 'any')], { cost: '{T}', tap: true, targets: [anyTarget()] })] }),
        creature('knight', 'White Knight', 2, 2, 'B', { colors: ['W'] }),
        instant('ward', 'Warding Light', body('Target creature you control gains protection from red until end of turn.', [targetCreature('creature', undefined, { controller: 'you' })], [
          { kind: 'apply-effect', target: 'creature', effect: { text: 'It gains protection from red until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'protection', param: 'red' }] }], duration: { kind: 'end-of-turn' } } },
        ]), 'B', { colors: ['W'] }),
      ],
      actions: [activate('pinger', { any: ['knight'] }), pass, castBy('B', 'ward', { creature: ['knight'] }), resolveAll],
    },
    expect: { players: both(), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [TARGETS_CHECKED], steps: [{ key: 'stack.fizzles' }] },
  },
  // A summoning-sick creature may activate an ability without {T} in its cost (602.5a limits only {T}/{Q}).
  {
    name: 'a summoning-sick creature can activate an ability without {T}',
    citation: '602.5a',
    scenario: {
      objects: [creature('trainer', 'Eager Trainee', 1, 1, 'A', { summoningSick: true, activated: [ability('{1}: Put a +1/+1 counter on this creature.', [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'trainer' }], { cost: '{1}' })] })],
      actions: [activate('trainer'), resolveAll],
    },
    expect: { players: both(), fates: { trainer: { zone: 'battlefield', counters: { '+1/+1': 1 }, power: 2, toughness: 2 } }, rules: [RESOLVES_TOP] },
  },
  // "Whenever another creature enters" doesn't trigger for the creature itself: A 20.
  {
    name: '"whenever another creature enters" doesn\u2019t trigger on its own entering',
    citation: '603.6a',
    scenario: {
      objects: [creatureCard('warden', 'Soul Warden', 1, 1, 'A', { colors: ['W'], triggers: [trigger('Whenever another creature enters, you gain 1 life.', 'enters', [life(1)], { who: 'another', filter: { kind: 'filter', types: ['Creature'] } })] })],
      actions: [cast('warden'), resolveAll],
    },
    expect: { players: both(), fates: { warden: { zone: 'battlefield' } }, rules: [CAST], notRules: ['603.2'] },
  },
  // 603.3a: a triggered ability is controlled by its source's controller when it triggers: A controls
  // B's "At the beginning of your upkeep, you gain 1 life" permanent; in A's upkeep A gains 1.
  {
    name: 'a stolen permanent\u2019s "your upkeep" trigger works for its controller',
    citation: '603.3a',
    scenario: {
      objects: [permanent('altar', 'Dawn Altar', ['Enchantment'], 'A', { owner: 'B', triggers: [trigger('At the beginning of your upkeep, you gain 1 life.', 'upkeep', [life(1)])] })],
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: both(21), fates: { altar: { zone: 'battlefield', controller: 'A' } }, rules: [TRIGGERS] },
  },
  // "At the beginning of each upkeep" (A's permanent) triggers in B's upkeep too: A 21.
  {
    name: '"at the beginning of each upkeep" triggers in the opponent\u2019s upkeep',
    citation: '603.2b',
    scenario: {
      objects: [permanent('altar', 'Everdawn Altar', ['Enchantment'], 'A', { triggers: [trigger('At the beginning of each upkeep, you gain 1 life.', 'upkeep', [life(1)], { who: 'any' })] })],
      activePlayer: 'B',
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: both(21), fates: { altar: { zone: 'battlefield' } }, rules: [TRIGGERS] },
  },
  // A countered creature spell never enters: its enters-the-battlefield ability doesn't trigger: A 20.
  {
    name: 'a countered creature spell\u2019s enters trigger never happens',
    citation: '701.6a',
    scenario: {
      objects: [creatureCard('cleric', 'Healing Cleric', 2, 2, 'A', { colors: ['W'], triggers: [trigger('When this creature enters, you gain 2 life.', 'enters', [life(2)])] }), cancel()],
      actions: [cast('cleric'), pass, castBy('B', 'cancel', { spell: ['cleric'] }), resolveAll],
    },
    expect: { players: both(), fates: { cleric: { zone: 'graveyard', owner: 'A' } }, rules: [COUNTERED], notRules: ['603.2'] },
  },
  // "Counter target creature spell" can't target an instant: rewound.
  {
    name: '"counter target creature spell" can\u2019t target an instant spell',
    citation: '115.1',
    scenario: {
      objects: [shock(), instant('scatter', 'Essence Scatter', body('Counter target creature spell.', [targetSpell('spell', { types: ['Creature'] })], [counter('spell')]), 'B', { colors: ['U'] })],
      actions: [cast('shock', { any: ['B'] }), pass, castBy('B', 'scatter', { spell: ['shock'] }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { scatter: { zone: 'hand', owner: 'B' }, shock: { zone: 'graveyard', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('illegal-target') },
  },
  // 603.3d: an enters trigger "deals 2 damage to target creature" whose only possible target has
  // shroud can't be put on the stack with a target: it is removed; the shroud bear is unharmed.
  {
    name: 'a triggered ability with no legal target is removed from the stack',
    citation: '603.3d',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Kavu', 4, 2, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target creature.', 'enters', [damage(2, 'creature')], { targets: [targetCreature('creature', undefined, { controller: 'opponent' })], choose: { creature: ['bear'] } })] }),
        bear('bear', 'B', { keywords: ['shroud'] }),
      ],
      actions: [cast('flamer'), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, flamer: { zone: 'battlefield', damage: 0 } }, rules: ['603.3d'] },
  },
  // 603.12: the reflexive trigger happens only if the sacrifice does: in response to the Manticore's
  // enters trigger, B exiles the Ogre; the trigger can't sacrifice it, so "when you do" never
  // triggers: B 20; the Ogre is in exile.
  {
    name: 'reflexive trigger: the creature to sacrifice is gone, so "when you do" never triggers',
    citation: '603.12',
    scenario: {
      objects: [
        creatureCard('manticore', 'Heart-Piercer Manticore', 4, 3, 'A', {
          colors: ['R'],
          triggers: [
            trigger('When this creature enters, you may sacrifice another creature. When you do, this creature deals damage equal to that creature\u2019s power to any target.', 'enters', [
              { kind: 'sacrifice', object: 'ogre' },
              { kind: 'reflexive', ability: { text: 'This creature deals 3 damage to any target.', targets: [anyTarget()], effects: [damage(3, 'any')], choose: { any: ['B'] } } },
            ]),
          ],
        }),
        creature('ogre', 'Gray Ogre', 3, 3, 'A', { colors: ['R'] }),
        instant('path', 'Path of Exile', body('Exile target creature.', [targetCreature()], [exile('creature')]), 'B', { colors: ['W'] }),
      ],
      actions: [cast('manticore'), resolve, pass, castBy('B', 'path', { creature: ['ogre'] }), resolveAll],
    },
    expect: { players: both(), fates: { ogre: { zone: 'exile', owner: 'A' }, manticore: { zone: 'battlefield' } }, rules: [ETB], notRules: ['603.12'] },
  },
  // Ward triggers on abilities too (702.21a): an enters trigger targeting B's ward {2} bear; not
  // paid, the triggered ability is countered and the bear is unharmed.
  {
    name: 'ward counters an opponent\u2019s triggered ability that targets it when not paid',
    citation: '702.21a',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Kavu', 4, 2, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target creature.', 'enters', [damage(2, 'creature')], { targets: [targetCreature()], choose: { creature: ['bear'] } })] }),
        bear('bear', 'B', { keywords: ['ward {2}'] }),
      ],
      actions: [cast('flamer'), resolve, resolvePaying(false), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 }, flamer: { zone: 'battlefield', damage: 0 } }, rules: [WARD, COUNTERED] },
  },
  // ============================================================================ looking back in time (603.10a)
  // Two instructions are two events (608.2c): "Destroy Soul Urn. Then destroy Grizzly Bears." The
  // urn ("whenever a creature dies, you gain 1 life") is gone before the bear dies, so looking back
  // to just before the bear's death finds no urn: no trigger, A 20.
  {
    name: 'look-back is per event: an artifact destroyed by an earlier instruction doesn\u2019t see a later death',
    citation: '603.10a',
    scenario: {
      objects: [permanent('urn', 'Soul Urn', ['Artifact'], 'A', { triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }), bear(), sorcery('double', 'Double Cleave', body('Destroy Soul Urn. Then destroy Grizzly Bears.', [], [{ kind: 'destroy', object: 'urn' }, { kind: 'destroy', object: 'bear' }]), 'A', { colors: ['B'] })],
      actions: [cast('double'), resolveAll],
    },
    expect: { players: both(), fates: { urn: { zone: 'graveyard', owner: 'A' }, bear: { zone: 'graveyard', owner: 'B' } }, rules: [DESTROY], notRules: ['603.2'] },
  },
  // Two separate resolutions in one "resolve all": B's Shatter (on top) destroys the urn; then A's
  // Shock kills the bear: the urn left before, so nothing triggers: A 20.
  {
    name: 'look-back is per event: an artifact destroyed by an earlier spell doesn\u2019t see a later death',
    citation: '603.10a',
    scenario: {
      objects: [permanent('urn', 'Soul Urn', ['Artifact'], 'A', { triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }), bear(), shock(), instant('shatter', 'Shatter', body('Destroy target artifact.', [targetOfType('artifact', ['Artifact'])], [destroy('artifact')]), 'B')],
      actions: [cast('shock', { any: ['bear'] }), pass, castBy('B', 'shatter', { artifact: ['urn'] }), resolveAll],
    },
    expect: { players: both(), fates: { urn: { zone: 'graveyard', owner: 'A' }, bear: { zone: 'graveyard', owner: 'B' } }, rules: [SBA_LETHAL], notRules: ['603.2'] },
  },
  // Look-back uses the object as it was on the battlefield: an animated land (a 2/2 creature until
  // end of turn) is destroyed; it was a creature as it left, so "whenever a creature dies"
  // triggers although the card in the graveyard is just a land: A 21.
  {
    name: 'look-back: an animated land that is destroyed "dies" as a creature',
    citation: '603.10a',
    scenario: {
      objects: [permanent('urn', 'Soul Urn', ['Artifact'], 'A', { triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }), permanent('land', 'Treetop Village', ['Land'], 'B'), murder()],
      actions: [
        { kind: 'apply-effect', effect: { text: 'Treetop Village becomes a 2/2 Ape creature until end of turn. It\u2019s still a land.', affects: { kind: 'objects', ids: ['land'] }, modifications: [{ kind: 'add-types', types: ['Creature'], subtypes: ['Ape'] }, { kind: 'set-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } } },
        cast('murder', { creature: ['land'] }),
        resolveAll,
      ],
    },
    expect: { players: both(21), fates: { land: { zone: 'graveyard', owner: 'B' } }, rules: [LOOK_BACK, DESTROY] },
  },
  // …and a creature that stopped being a creature before it was destroyed doesn't "die": A 20.
  {
    name: 'a creature turned into a noncreature artifact and then destroyed doesn\u2019t "die"',
    citation: '700.4',
    scenario: {
      objects: [permanent('urn', 'Soul Urn', ['Artifact'], 'A', { triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }), bear(), instant('shatter', 'Shatter', body('Destroy target artifact.', [targetOfType('artifact', ['Artifact'])], [destroy('artifact')]), 'A')],
      actions: [
        { kind: 'apply-effect', effect: { text: 'It becomes a noncreature artifact.', affects: { kind: 'objects', ids: ['bear'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }], duration: { kind: 'end-of-turn' } } },
        cast('shatter', { artifact: ['bear'] }),
        resolveAll,
      ],
    },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: [DESTROY], notRules: ['603.2'] },
  },
  // Simultaneous deaths (704.3: state-based actions are one event): "deals 2 damage to each
  // creature" kills a 2/2 artifact creature with "Whenever another creature dies, you gain 1 life"
  // and two 2/2s at once. It looks back: it triggers for both others: A 22.
  {
    name: 'look-back: a creature dying at the same time as two others sees both deaths',
    citation: '603.10a',
    scenario: {
      objects: [
        creature('golem', 'Soul Golem', 2, 2, 'A', { types: ['Artifact', 'Creature'], colors: [], triggers: [trigger('Whenever another creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'another', filter: { kind: 'filter', types: ['Creature'] } })] }),
        bear('b1', 'B'),
        creature('b2', 'Runeclaw Bear', 2, 2, 'B'),
        sorcery('quake', 'Ashen Quake', body('Ashen Quake deals 2 damage to each creature.', [], [damageTo(2, 'golem'), damageTo(2, 'b1'), damageTo(2, 'b2')]), 'A'),
      ],
      actions: [cast('quake'), resolveAll],
    },
    expect: { players: both(22), fates: { golem: { zone: 'graveyard', owner: 'A' }, b1: { zone: 'graveyard', owner: 'B' }, b2: { zone: 'graveyard', owner: 'B' } }, rules: [LOOK_BACK, SBA_LETHAL], minSteps: { '603.10a': 2 } },
  },
  // "Whenever a creature dies" on a creature that dies at the same time as two others triggers for
  // all three, itself included (603.10a looks back): A 23.
  {
    name: 'look-back: "whenever a creature dies" on a creature dying with two others triggers three times, itself included',
    citation: '603.10a',
    scenario: {
      objects: [
        creature('golem', 'Soul Golem', 2, 2, 'A', { types: ['Artifact', 'Creature'], colors: [], triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }),
        bear('b1', 'B'),
        creature('b2', 'Runeclaw Bear', 2, 2, 'B'),
        sorcery('quake', 'Ashen Quake', body('Ashen Quake deals 2 damage to each creature.', [], [damageTo(2, 'golem'), damageTo(2, 'b1'), damageTo(2, 'b2')]), 'A'),
      ],
      actions: [cast('quake'), resolveAll],
    },
    expect: { players: both(23), fates: { golem: { zone: 'graveyard', owner: 'A' } }, rules: [LOOK_BACK], minSteps: { '603.10a': 3 } },
  },
  // A red creature's enters trigger can't target a creature with protection from red (702.16b): with
  // no other creature to choose, it is removed from the stack (603.3d): the bear is unharmed.
  {
    name: 'a red creature\u2019s enters trigger can\u2019t target a protection-from-red creature',
    citation: '702.16b',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Kavu', 4, 2, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target creature.', 'enters', [damage(2, 'creature')], { targets: [targetCreature('creature', undefined, { controller: 'opponent' })], choose: { creature: ['bear'] } })] }),
        bear('bear', 'B', { keywords: ['protection from red'] }),
      ],
      actions: [cast('flamer'), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 } }, rules: ['603.3d'] },
  },
  // "Whenever a creature an opponent controls enters, you gain 1 life" (A's): B casts a creature in
  // B's own main phase: A 21.
  {
    name: '"whenever a creature an opponent controls enters" triggers for the opponent\u2019s creature',
    citation: '603.6a',
    scenario: {
      objects: [
        permanent('watch', 'Border Watch', ['Enchantment'], 'A', { triggers: [trigger('Whenever a creature an opponent controls enters, you gain 1 life.', 'enters', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'], controller: 'opponent' } })] }),
        creatureCard('cub', 'Bear Cub', 2, 2, 'B'),
        creatureCard('mine', 'Own Cub', 2, 2, 'A'),
      ],
      activePlayer: 'B',
      actions: [castBy('B', 'cub'), resolveAll],
    },
    expect: { players: both(21), fates: { cub: { zone: 'battlefield', controller: 'B' } }, rules: [ETB, TRIGGERS], minSteps: { '603.6a': 1 } },
  },
  // A creature with both "when this dies" and "when this leaves the battlefield" (gain 1 each): both trigger: B 22.
  {
    name: 'a destroyed creature triggers both its dies and its leaves-the-battlefield abilities',
    citation: '603.6c',
    scenario: {
      objects: [murder(), bear('bear', 'B', { triggers: [trigger('When this creature dies, you gain 1 life.', 'dies', [life(1)]), trigger('When this creature leaves the battlefield, you gain 1 life.', 'leaves', [life(1)])] })],
      actions: [cast('murder', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(20, 22), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: [LTB, TRIGGERS], minSteps: { '603.2': 2 } },
  },
  // A creature spell cast "as though it had flash" in the opponent's turn: legal, it enters under B.
  {
    name: 'a creature spell cast "as though it had flash" in the opponent\u2019s turn enters',
    citation: '601.3',
    scenario: { objects: [creatureCard('cub', 'Bear Cub', 2, 2, 'B')], actions: [pass, castBy('B', 'cub', undefined, { asThoughFlash: true }), resolveAll] },
    expect: { players: both(), fates: { cub: { zone: 'battlefield', controller: 'B' } }, rules: [CAST] },
  },
  // Split second binds its own controller too: A holds priority and tries an instant: rewound.
  {
    name: 'split second: its own controller can\u2019t cast another spell either',
    citation: '702.61a',
    scenario: {
      objects: [instant('sudden', 'Sudden Shock', body('Sudden Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { keywords: ['split second'], manaCost: '{1}{R}' }), shock()],
      actions: [cast('sudden', { any: ['B'] }), cast('shock', { any: ['B'] }), resolveAll],
    },
    expect: { players: both(20, 18), fates: { shock: { zone: 'hand', owner: 'A' }, sudden: { zone: 'graveyard', owner: 'A' } }, rules: [SPLIT_SECOND], steps: rewound('split-second') },
  },
  // A copy without new targets keeps the original's targets (707.10): Shock and its copy both hit B: 16.
  {
    name: 'a copy of Shock keeps its target: B takes 2 twice',
    citation: '707.10',
    scenario: { objects: [shock()], actions: [cast('shock', { any: ['B'] }), { kind: 'copy-spell', spell: 'shock' }, resolveAll] },
    expect: { players: both(20, 16), fates: { shock: { zone: 'graveyard', owner: 'A' } }, rules: [COPY_NOT_CAST], minSteps: { '120.3a': 2 } },
  },
  // A delayed trigger exists independently of the object whose ability created it (603.7e): the
  // creature is destroyed before the end step; the delayed "you gain 4 life" still triggers: A 24.
  {
    name: 'a delayed trigger still triggers after the creature whose ability created it is gone',
    citation: '603.7e',
    scenario: {
      objects: [
        creature('seer', 'Dusk Seer', 1, 1, 'A', { colors: ['W'], activated: [ability('{0}: At the beginning of the next end step, you gain 4 life.', [{ kind: 'delayed-trigger', trigger: trigger('At the beginning of the next end step, you gain 4 life.', 'end-step', [life(4)], { who: 'any' }) }])] }),
        murder('murder', 'B'),
      ],
      actions: [activate('seer'), resolve, pass, castBy('B', 'murder', { creature: ['seer'] }), resolve, beginStep('end'), resolveAll],
    },
    expect: { players: both(24), fates: { seer: { zone: 'graveyard', owner: 'A' } }, rules: [DELAYED, TRIGGERS] },
  },
  // A sorcery in A's postcombat main phase with an empty stack: legal: B 17.
  {
    name: 'a sorcery may be cast in the postcombat main phase',
    citation: '117.1a',
    scenario: { objects: [sorcery('rift', 'Rift Bolt', body('Rift Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'A')], actions: [beginStep('main2'), cast('rift', { any: ['B'] }), resolveAll] },
    expect: { players: both(20, 17), fates: { rift: { zone: 'graveyard', owner: 'A' } }, rules: [CAST] },
  },
  // A sorcery in the opponent's main phase (B active; B passes to A): rewound.
  {
    name: 'a sorcery can\u2019t be cast in the opponent\u2019s main phase',
    citation: '117.1a',
    scenario: { objects: [sorcery('rift', 'Rift Bolt', body('Rift Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'A')], activePlayer: 'B', actions: [pass, castBy('A', 'rift', { any: ['B'] }), resolveAll] },
    expect: { players: both(), fates: { rift: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: rewound('sorcery-timing') },
  },
  // "Target creature gets -2/-2 until end of turn" on a 2/2 with "When this creature dies, you gain
  // 2 life": toughness 0 (704.5f), it dies, the trigger resolves: B 22.
  {
    name: 'a creature put into the graveyard for 0 toughness dies and its dies trigger resolves',
    citation: '704.5f',
    scenario: {
      objects: [
        instant('wither', 'Disfigure', body('Target creature gets -2/-2 until end of turn.', [targetCreature()], [
          { kind: 'apply-effect', target: 'creature', effect: { text: 'It gets -2/-2 until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }], duration: { kind: 'end-of-turn' } } },
        ]), 'A', { colors: ['B'] }),
        bear('bear', 'B', { triggers: [trigger('When this creature dies, you gain 2 life.', 'dies', [life(2)])] }),
      ],
      actions: [cast('wither', { creature: ['bear'] }), resolveAll],
    },
    expect: { players: both(20, 22), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: ['704.5f', TRIGGERS] },
  },
  // Hexproof stops an opponent's triggered ability from targeting it too: the enters trigger has no
  // legal target and is removed (603.3d); the bear is unharmed.
  {
    name: 'an opponent\u2019s enters trigger can\u2019t target a hexproof creature',
    citation: '702.11b',
    scenario: {
      objects: [
        creatureCard('flamer', 'Flametongue Kavu', 4, 2, 'A', { colors: ['R'], triggers: [trigger('When this creature enters, it deals 2 damage to target creature.', 'enters', [damage(2, 'creature')], { targets: [targetCreature('creature', undefined, { controller: 'opponent' })], choose: { creature: ['bear'] } })] }),
        bear('bear', 'B', { keywords: ['hexproof'] }),
      ],
      actions: [cast('flamer'), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', damage: 0 } }, rules: ['603.3d'] },
  },
  // ============================================================================ keyword actions, zones, owner vs controller
  // Sacrifice as a cost ignores indestructible: "As an additional cost, sacrifice a creature. Draw
  // two cards." sacrificing an indestructible creature: it goes to the graveyard; A draws 2.
  {
    name: 'sacrificing an indestructible creature as a cost puts it into the graveyard',
    citation: '701.21a',
    scenario: {
      objects: [instant('reap', 'Altar\u2019s Reap', body('As an additional cost to cast this spell, sacrifice a creature. Draw two cards.', [], [draw(2)]), 'A', { colors: ['B'], manaCost: '{1}{B}' }), creature('golem', 'Darksteel Myr', 0, 1, 'A', { colors: [], keywords: ['indestructible'] }), ...filler('lib', 3, 'A')],
      actions: [cast('reap', undefined, { sacrifice: ['golem'] }), resolveAll],
    },
    expect: { players: both(), fates: { golem: { zone: 'graveyard', owner: 'A' }, reap: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 2, library: 1 } }, rules: [SACRIFICE] },
  },
  // You can sacrifice only your own permanents: sacrificing B's creature as the cost is rewound.
  {
    name: 'a cost can\u2019t sacrifice an opponent\u2019s creature (rewound)',
    citation: '701.21a',
    scenario: {
      objects: [instant('reap', 'Altar\u2019s Reap', body('As an additional cost to cast this spell, sacrifice a creature. Draw two cards.', [], [draw(2)]), 'A', { colors: ['B'], manaCost: '{1}{B}' }), bear(), ...filler('lib', 3, 'A')],
      actions: [cast('reap', undefined, { sacrifice: ['bear'] }), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'battlefield' }, reap: { zone: 'hand', owner: 'A' } }, zones: { A: { library: 3 } }, rules: [ILLEGAL_CAST], steps: rewound('cost-sacrifice') },
  },
  // "Destroy" doesn't destroy an indestructible creature; Murder still resolves (to A's graveyard).
  {
    name: 'Murder on an indestructible creature resolves but it stays',
    citation: '702.12b',
    scenario: { objects: [murder(), creature('golem', 'Darksteel Colossus', 11, 11, 'B', { colors: [], keywords: ['indestructible'] })], actions: [cast('murder', { creature: ['golem'] }), resolveAll] },
    expect: { players: both(), fates: { golem: { zone: 'battlefield' }, murder: { zone: 'graveyard', owner: 'A' } }, rules: [RESOLVES_TOP, SPELL_TO_GRAVEYARD], notRules: [DESTROY] },
  },
  // Owner vs controller: A controls B's bear (owner B); Murder puts it into B's graveyard.
  {
    name: 'a destroyed stolen creature goes to its owner\u2019s graveyard',
    citation: '701.8a',
    scenario: { objects: [murder('murder', 'B'), creature('bear', 'Grizzly Bears', 2, 2, 'A', { owner: 'B' })], activePlayer: 'B', actions: [castBy('B', 'murder', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'B' } }, rules: [DESTROY] },
  },
  // …and returned to hand it goes to its owner's hand.
  {
    name: 'a bounced stolen creature goes to its owner\u2019s hand',
    citation: '400.3',
    scenario: { objects: [unsummon('unsummon', 'B'), creature('bear', 'Grizzly Bears', 2, 2, 'A', { owner: 'B' })], activePlayer: 'B', actions: [castBy('B', 'unsummon', { creature: ['bear'] }), resolveAll] },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'B' } }, rules: [CAST] },
  },
  // A token created by a spell, then bounced: it ceases to exist (704.5d).
  {
    name: 'a token created by a spell and returned to hand ceases to exist',
    citation: '704.5d',
    scenario: {
      objects: [
        sorcery('raise', 'Raise the Alarm', body('Create a 1/1 white Soldier creature token.', [], [createToken({ id: 'soldier', name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1, controller: 'A', token: true })]), 'A', { colors: ['W'] }),
        unsummon('unsummon', 'A'),
      ],
      actions: [cast('raise'), resolve, cast('unsummon', { creature: ['soldier'] }), resolveAll],
    },
    expect: { players: both(), fates: { soldier: { zone: 'ceased' } }, rules: ['704.5d'] },
  },
  // "Put two +1/+1 counters on target creature": 4/4 with 2 counters.
  {
    name: 'a spell puts two +1/+1 counters on its target',
    citation: '122.1a',
    scenario: { objects: [sorcery('feed', 'Feed the Pack', body('Put two +1/+1 counters on target creature.', [targetCreature()], [counters('+1/+1', 2, 'creature')]), 'A', { colors: ['G'] }), bear('cub', 'A')], actions: [cast('feed', { creature: ['cub'] }), resolveAll] },
    expect: { players: both(), fates: { cub: { zone: 'battlefield', counters: { '+1/+1': 2 }, power: 4, toughness: 4 } }, rules: [CAST] },
  },
  // 400.7: a creature with a +1/+1 counter is bounced and recast: it enters as a new object with
  // no counters (2/2).
  {
    name: 'a creature bounced and recast is a new object without its counters',
    citation: '400.7',
    scenario: {
      objects: [bear('cub', 'A', { counters: { '+1/+1': 1 } }), unsummon('unsummon', 'A')],
      actions: [cast('unsummon', { creature: ['cub'] }), resolve, cast('cub'), resolveAll],
    },
    expect: { players: both(), fates: { cub: { zone: 'battlefield', counters: {}, power: 2, toughness: 2 } }, rules: [NEW_OBJECT] },
  },
  // A copy of a spell with a new target (707.10c): Shock at B and its copy at the bear: B 18, bear dies.
  {
    name: 'a copy of Shock with a new target: both deal their damage',
    citation: '707.10c',
    scenario: { objects: [shock(), bear()], actions: [cast('shock', { any: ['B'] }), { kind: 'copy-spell', spell: 'shock', targets: { any: ['bear'] } }, resolveAll] },
    expect: { players: both(20, 18), fates: { bear: { zone: 'graveyard', owner: 'B' }, shock: { zone: 'graveyard', owner: 'A' } }, rules: [COPY_NOT_CAST, SBA_LETHAL] },
  },
  // ============================================================================ Session 2 (H2): triggers and resolution
  // "Destroy all creatures" with an indestructible one: it survives (702.12b), the other two die.
  {
    name: 'destroy all creatures: an indestructible creature survives, the others die at once',
    citation: '608.2c',
    scenario: {
      objects: [creature('wrath-a', 'Grizzly Bears', 2, 2, 'A'), creature('wrath-b', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }), creature('wrath-c', 'Darksteel Myr', 0, 1, 'B', { colors: [], keywords: ['indestructible'] }), sorcery('wrath', 'Day of Wrath', body('Destroy all creatures.', [], [{ kind: 'destroy', all: creatures() }]), 'A', { colors: ['W'], manaCost: '{2}{W}{W}' })],
      actions: [cast('wrath'), resolveAll],
    },
    expect: { players: both(), fates: { 'wrath-a': { zone: 'graveyard', owner: 'A' }, 'wrath-b': { zone: 'graveyard', owner: 'B' }, 'wrath-c': { zone: 'battlefield' } }, rules: ['608.2j', '702.12b', DESTROY] },
  },
  // "Exile all artifacts": the two artifacts are exiled, the creature stays.
  {
    name: 'exile all artifacts exiles every artifact and nothing else',
    citation: '701.13a',
    scenario: {
      objects: [permanent('relic-a', 'Golden Relic', ['Artifact'], 'A'), permanent('relic-b', 'Silver Relic', ['Artifact'], 'B'), creature('keeper', 'Grizzly Bears', 2, 2, 'B'), sorcery('purify', 'Purify', body('Exile all artifacts.', [], [{ kind: 'exile', all: { kind: 'filter', types: ['Artifact'] } }]), 'A', { colors: ['W'], manaCost: '{3}{W}{W}' })],
      actions: [cast('purify'), resolve],
    },
    expect: { players: both(), fates: { 'relic-a': { zone: 'exile', owner: 'A' }, 'relic-b': { zone: 'exile', owner: 'B' }, keeper: { zone: 'battlefield' } }, rules: ['608.2j', '701.13a'] },
  },
  // 603.10a: "Whenever another creature dies, you gain 1 life" on a creature destroyed by the same
  // "destroy all creatures" as two others: it sees both deaths (A 22).
  {
    name: 'look-back: a creature destroyed by "destroy all creatures" with two others sees both die',
    citation: '603.10a',
    scenario: {
      objects: [
        creature('mourner', 'Soul Mourner', 1, 1, 'A', { colors: ['B'], triggers: [trigger('Whenever another creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'another', filter: creatures() })] }),
        creature('m-1', 'Grizzly Bears', 2, 2, 'B'),
        creature('m-2', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }),
        sorcery('wrath', 'Day of Wrath', body('Destroy all creatures.', [], [{ kind: 'destroy', all: creatures() }]), 'A', { colors: ['W'], manaCost: '{2}{W}{W}' }),
      ],
      actions: [cast('wrath'), resolveAll],
    },
    expect: { players: both(22), fates: { mourner: { zone: 'graveyard', owner: 'A' } }, rules: [LOOK_BACK], minSteps: { '603.10a': 2 } },
  },
  // Look-back and "lose all abilities": a creature with "When this creature dies, you gain 3 life"
  // dies while "All creatures lose all abilities" applies: just before it died it had no abilities,
  // so nothing triggers (A 20).
  {
    name: 'look-back: a creature that had lost all its abilities doesn\u2019t trigger its own "when this dies"',
    citation: '603.10a',
    scenario: {
      objects: [
        creature('martyr', 'Hopeful Martyr', 2, 2, 'A', { colors: ['W'], triggers: [trigger('When this creature dies, you gain 3 life.', 'dies', [life(3)])] }),
        permanent('humbler', 'Humbling Aura', ['Enchantment'], 'B', { colors: ['W'], statics: [{ text: 'All creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }] }),
      ],
      actions: [{ kind: 'destroy', object: 'martyr' }, resolveAll],
    },
    expect: { players: both(), fates: { martyr: { zone: 'graveyard', owner: 'A' } }, rules: [DESTROY], notRules: ['603.2'] },
  },
  // 603.2e: declared as an attacker, a creature becomes tapped: "whenever this creature becomes
  // tapped, you gain 1 life" triggers (A 21)…
  {
    name: 'attacking taps the creature: its "whenever this becomes tapped" triggers',
    citation: '603.2e',
    scenario: { objects: [tapLover('lover', [])], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'lover' }] }, resolveAll] },
    expect: { players: both(21), fates: { lover: { zone: 'battlefield', tapped: true } }, rules: ['603.2e', '508.1f'] },
  },
  // …but with vigilance it doesn't become tapped: no trigger (A 20).
  {
    name: 'a vigilant attacker doesn\u2019t become tapped: no "becomes tapped" trigger',
    citation: '603.2e',
    scenario: { objects: [tapLover('lover', ['vigilance'])], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'lover' }] }, resolveAll] },
    expect: { players: both(), fates: { lover: { zone: 'battlefield', tapped: false } }, rules: ['702.20b'], notRules: ['603.2e'] },
  },
  // "Whenever this creature becomes untapped, you gain 1 life": untapping an untapped creature is no
  // event; untapping it once it is tapped triggers once (A 21).
  {
    name: '"becomes untapped" triggers only when a tapped permanent untaps',
    citation: '603.2e',
    scenario: {
      objects: [creature('riser', 'Dawn Riser', 1, 1, 'A', { colors: ['W'], triggers: [trigger('Whenever this creature becomes untapped, you gain 1 life.', 'becomes-untapped', [life(1)])] })],
      actions: [{ kind: 'untap', object: 'riser' }, { kind: 'tap', object: 'riser' }, { kind: 'untap', object: 'riser' }, resolveAll],
    },
    expect: { players: both(21), fates: { riser: { zone: 'battlefield', tapped: false } }, rules: ['603.2e'], minSteps: { '603.2e': 1 } },
  },
  // 603.8: "Whenever you control no creatures, you lose 1 life." The bear is destroyed: it triggers;
  // after it resolves (A 19) the state still holds, so it triggers again and waits on the stack.
  {
    name: 'a state trigger triggers again once it has left the stack if the state still holds',
    citation: '603.8',
    scenario: {
      objects: [permanent('lonely', 'Lonely Throne', ['Enchantment'], 'A', { triggers: [trigger('Whenever you control no creatures, you lose 1 life.', 'state', [life(-1)], { state: { kind: 'controls', filter: creatures(), atMost: 0 } })] }), creature('only', 'Grizzly Bears', 2, 2, 'A')],
      actions: [{ kind: 'destroy', object: 'only' }, resolve],
    },
    expect: { players: both(19), fates: { only: { zone: 'graveyard', owner: 'A' } }, stackSize: 1, rules: ['603.8'], minSteps: { '603.8': 2 } },
  },
  // A state trigger whose state doesn't hold doesn't trigger: A casts one of two cards, keeps one.
  {
    name: 'the empty-hand state trigger doesn\u2019t trigger while a card is left in hand',
    citation: '603.8',
    scenario: {
      objects: [
        permanent('well', 'Bottomless Well', ['Artifact'], 'A', { triggers: [trigger('Whenever you have no cards in hand, draw a card.', 'state', [draw(1)], { state: { kind: 'hand', player: 'you', atMost: 0 } })] }),
        instant('ping', 'Spark', body('Spark deals 1 damage to target player.', [targetPlayer()], [damage(1, 'player')]), 'A', { manaCost: '{R}' }),
        ...filler('kept', 1, 'A', 'hand'),
        ...filler('lib', 2, 'A'),
      ],
      actions: [cast('ping', { player: ['B'] }), resolveAll],
    },
    expect: { players: both(20, 19), fates: {}, zones: { A: { hand: 1, library: 2 } }, rules: [CAST], notRules: ['603.8'] },
  },
  // 603.12 / 608.2h: Heart-Piercer Manticore sacrificing an ogre pumped to 5/3: the reflexive
  // ability deals damage equal to its last known power, 5: B 15.
  {
    name: 'Heart-Piercer Manticore: the reflexive damage is the sacrificed creature\u2019s last known power',
    citation: '603.12',
    scenario: {
      objects: [manticore(), creature('ogre', 'Gray Ogre', 3, 3, 'A', { colors: ['R'] })],
      actions: [
        { kind: 'apply-effect', effect: { text: 'It gets +2/+0 until end of turn.', affects: { kind: 'objects', ids: ['ogre'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 0 }], duration: { kind: 'end-of-turn' } } },
        cast('manticore'),
        resolve,
        { kind: 'resolve', all: true, choices: { sacrifice: ['ogre'] } },
      ],
    },
    expect: { players: both(20, 15), fates: { ogre: { zone: 'graveyard', owner: 'A' }, manticore: { zone: 'battlefield' } }, rules: [REFLEXIVE, SACRIFICE, '608.2h'] },
  },
  // 608.2d: with a creature, answering the "you may" with it: it is sacrificed and no life is lost.
  {
    name: '"You may sacrifice a creature. If you don\u2019t, lose 4 life": sacrificing the creature costs no life',
    citation: '608.2d',
    scenario: { objects: [tithe(), creature('fodder', 'Grizzly Bears', 2, 2, 'A')], actions: [cast('tithe'), { kind: 'resolve', choices: { sac: ['fodder'] } }] },
    expect: { players: both(), fates: { fodder: { zone: 'graveyard', owner: 'A' } }, rules: ['608.2d', SACRIFICE] },
  },
  // The same unanswered: the engine's stated default is to decline the "you may": A loses 4 (16), the bear stays.
  {
    name: '"You may sacrifice …": unanswered, the default is to decline, so the player loses 4 life',
    citation: '608.2d',
    scenario: { objects: [tithe(), creature('fodder', 'Grizzly Bears', 2, 2, 'A')], actions: [cast('tithe'), resolve] },
    expect: { players: both(16), fates: { fodder: { zone: 'battlefield' } }, rules: ['608.2d'], steps: [{ key: 'resolve.choice', params: { policy: 'default-decline' } }] },
  },
  // 608.2f: Soulfire Eruption with the targets listed the other way: the 3/3 first gets 5 and dies,
  // then B takes 2 (18).
  {
    name: 'Soulfire Eruption processes the targets in the order chosen: the creature first',
    citation: '608.2f',
    scenario: { objects: [soulfire(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }), ...soulfireLibrary()], actions: [cast('eruption', { them: ['giant', 'B'] }), resolve] },
    expect: { players: both(20, 18), fates: { giant: { zone: 'graveyard', owner: 'B' }, top5: { zone: 'exile', owner: 'A' }, next2: { zone: 'exile', owner: 'A' } }, rules: ['608.2f', SBA_LETHAL] },
  },
  // 608.2f: APNAP order comes first: listed B's 3/3 then A, A (the active player) is processed first:
  // A takes 5 (15), the 3/3 takes 2 and survives.
  {
    name: 'Soulfire Eruption: APNAP order decides first, before the listed order',
    citation: '608.2f',
    scenario: { objects: [soulfire(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }), ...soulfireLibrary()], actions: [cast('eruption', { them: ['giant', 'A'] }), resolve] },
    expect: { players: both(15, 20), fates: { giant: { zone: 'battlefield', damage: 2 } }, rules: ['608.2f'] },
  },
  // 608.2k / 400.7: Wall of Tears blocks the bear, which is then destroyed: at end of combat "that
  // creature" is gone (the card in the graveyard is a new object): nothing returns.
  {
    name: 'Wall of Tears: a blocked creature that died before end of combat is not returned',
    citation: '608.2k',
    scenario: {
      objects: [wallOfTears(), creature('bear', 'Grizzly Bears', 2, 2, 'A')],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'bear' }] }, { kind: 'declare-blockers', blockers: [{ object: 'wall', blocks: ['bear'] }] }, resolveAll, { kind: 'destroy', object: 'bear' }, { kind: 'end-combat' }, resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'A' } }, rules: ['511.2', NEW_OBJECT] },
  },
  // 611.2b control: nobody interferes, so A controls the artifact for as long as A controls the Thief.
  {
    name: 'Master Thief: its controller gains control of the artifact',
    citation: '611.2b',
    scenario: { objects: [masterThief(), permanent('relic', 'Golden Relic', ['Artifact'], 'B')], actions: [cast('thief'), resolveAll] },
    expect: { players: both(), fates: { relic: { zone: 'battlefield', controller: 'A' }, thief: { zone: 'battlefield', controller: 'A' } }, rules: ['611.2', ETB] },
  },
  // …and when B later gains control of the Thief, the duration is over: the artifact goes back to B.
  {
    name: 'Master Thief: losing control of the Thief later ends the control effect',
    citation: '611.2b',
    scenario: { objects: [masterThief(), permanent('relic', 'Golden Relic', ['Artifact'], 'B')], actions: [cast('thief'), resolveAll, stealThief()] },
    expect: { players: both(), fates: { relic: { zone: 'battlefield', controller: 'B' }, thief: { zone: 'battlefield', controller: 'B' } }, rules: ['611.2b'] },
  },
  // Regeneration (701.19a): "Destroy target creature" against a creature with a regeneration shield:
  // it regenerates (stays, tapped)…
  {
    name: 'a regeneration shield replaces "destroy target creature"',
    citation: '701.19a',
    scenario: { objects: [killSpell(false), creature('troll', 'River Troll', 2, 2, 'B')], replacements: [{ id: 'shield', kind: 'regeneration-shield', object: 'troll' }], actions: [cast('kill', { creature: ['troll'] }), resolve] },
    expect: { players: both(), fates: { troll: { zone: 'battlefield', tapped: true } }, rules: ['701.19a', '614.8'] },
  },
  // …but "It can't be regenerated" makes the shield not apply (701.19c): it is destroyed.
  {
    name: '"destroy target creature. It can\u2019t be regenerated." ignores the regeneration shield',
    citation: '701.19c',
    scenario: { objects: [killSpell(true), creature('troll', 'River Troll', 2, 2, 'B')], replacements: [{ id: 'shield', kind: 'regeneration-shield', object: 'troll' }], actions: [cast('kill', { creature: ['troll'] }), resolve] },
    expect: { players: both(), fates: { troll: { zone: 'graveyard', owner: 'B' } }, rules: ['701.19c', DESTROY] },
  },
  // Lifelink damage is a life-gain event (120.3f): "If you would gain life, draw that many cards
  // instead" replaces it — A draws 2 instead of gaining 2; B 18.
  {
    name: 'lifelink life gain goes through a life-gain replacement effect',
    citation: '120.3f',
    scenario: {
      objects: [creature('leech', 'Vampire Leech', 2, 2, 'A', { colors: ['B'], keywords: ['lifelink'] }), ...filler('lib', 3, 'A')],
      replacements: [{ id: 'gain', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A', text: 'If you would gain life, draw that many cards instead.' }],
      actions: [{ kind: 'damage', source: 'leech', target: 'B', amount: 2 }],
    },
    expect: { players: both(20, 18), fates: {}, zones: { A: { hand: 2, library: 1 } }, rules: ['614.1a', '120.3f'] },
  },
  // 611.2e with "it": an Unearth-like spell puts a creature card onto the battlefield, then a separate
  // instruction gives "it" (the new permanent, 400.7) +1/+1 counters: it is a 4/4 with one counter.
  {
    name: '"it" follows the card put onto the battlefield by the previous instruction',
    citation: '400.7',
    scenario: {
      objects: [
        creatureCard('dead', 'Fallen Giant', 3, 3, 'A', { zone: 'graveyard', colors: ['R'], manaCost: '{2}{R}' }),
        sorcery('raise', 'Raise Again', body('Return that creature card to the battlefield. Put a +1/+1 counter on it.', [], [{ kind: 'put-onto-battlefield', object: 'dead' }, { kind: 'add-counters', counter: '+1/+1', amount: 1, it: true }]), 'A', { colors: ['B'], manaCost: '{2}{B}' }),
      ],
      actions: [cast('raise'), resolve],
    },
    expect: { players: both(), fates: { dead: { zone: 'battlefield', counters: { '+1/+1': 1 }, power: 4, toughness: 4 } }, rules: [NEW_OBJECT, '110.1'] },
  },
  // 614.1c / 707.2: Clone answered "copy the Hill Giant": it enters as a 3/3 copy.
  {
    name: 'Clone enters as a copy of the chosen creature',
    citation: '614.1c',
    scenario: { objects: [clone(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] })], actions: [cast('clone'), { kind: 'resolve', choices: { copy: ['giant'] } }] },
    expect: { players: both(), fates: { clone: { zone: 'battlefield', controller: 'A', power: 3, toughness: 3 } }, rules: ['614.1c', '707.2', '608.3a'] },
  },
  // Unanswered, the engine's stated default is not to copy: Clone is a 0/0 and dies (704.5f).
  {
    name: 'Clone with no copy chosen enters as a 0/0 and is put into the graveyard',
    citation: '704.5f',
    scenario: { objects: [clone(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] })], actions: [cast('clone'), resolve] },
    expect: { players: both(), fates: { clone: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5f'], steps: [{ key: 'resolve.choice', params: { policy: 'default-decline' } }] },
  },
  // 614.17d: under Worms of the Earth, Clone copying a creature that isn't a land enters normally.
  {
    name: 'Clone copying a nonland creature under "lands can\u2019t enter" enters normally',
    citation: '614.17d',
    scenario: { objects: [clone(), wormsOfTheEarth(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] })], actions: [cast('clone'), { kind: 'resolve', choices: { copy: ['giant'] } }] },
    expect: { players: both(), fates: { clone: { zone: 'battlefield', power: 3, toughness: 3 } }, rules: ['608.3a'], notRules: ['608.3e'] },
  },
  // 603.11 / 607.2h: the first card drawn is a nonbasic land: revealed, but not a basic land card, so
  // nothing triggers; the second card drawn (a basic Forest) isn't the first this turn, so it isn't
  // revealed: hand 2, library 1.
  {
    name: 'reveal the first draw: only the first card drawn each turn is revealed, and only a basic land triggers',
    citation: '603.11',
    scenario: { objects: [landJournal(), libraryCard('c1', 'nonbasic-land'), libraryCard('c2', 'basic-land'), libraryCard('c3', 'spell')], actions: [{ kind: 'draw', player: 'A', count: 2 }, resolveAll] },
    expect: { players: both(), fates: { c3: { zone: 'library', owner: 'A' } }, zones: { A: { hand: 2, library: 1 } }, rules: ['603.11'], notRules: ['607.2h'] },
  },
  // After the cleanup step a new turn's first draw is revealed again: a basic Forest then -> one more card.
  {
    name: 'reveal the first draw: after the cleanup step the next first draw is revealed again',
    citation: '603.11',
    scenario: { objects: [landJournal(), libraryCard('c1', 'spell'), libraryCard('c2', 'basic-land'), libraryCard('c3', 'spell')], actions: [{ kind: 'draw', player: 'A' }, { kind: 'end-turn' }, { kind: 'draw', player: 'A' }, resolveAll] },
    expect: { players: both(), fates: { c3: { zone: 'hand', owner: 'A' } }, zones: { A: { hand: 3, library: 0 } }, rules: ['603.11', '607.2h'] },
  },
  // 607.2h: an opponent's journal doesn't reveal A's draws (only its controller's), so nothing triggers.
  {
    name: 'reveal the first draw: the ability reveals only its controller\u2019s draws',
    citation: '607.2h',
    scenario: { objects: [landJournal('journal', 'B'), libraryCard('c1', 'basic-land'), libraryCard('c2', 'spell')], actions: [{ kind: 'draw', player: 'A' }, resolveAll] },
    expect: { players: both(), fates: { c2: { zone: 'library', owner: 'A' } }, zones: { A: { hand: 1, library: 1 } }, rules: ['121.1'], notRules: ['603.11'] },
  },
];
