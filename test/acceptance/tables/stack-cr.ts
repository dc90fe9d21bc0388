/**
 * The examples of the CR's rules 601 (casting), 603 (triggered abilities), 608 (resolution) and
 * 611 (continuous effects from resolving spells and abilities), MagicCompRules-20260925.txt, as
 * casting / stack rows. The same examples are the ones in ../shared/seeds/000_*.txt (Japanese).
 *
 * Conventions: tables/stack-kit.ts. Each row's expected values are worked out by hand, from the CR,
 * in the comment above it. Where an example needs something the Scenario format can't express, it
 * is a TodoRow saying exactly what is missing.
 */
import type { StackRow, TodoRow } from '../support.ts';
import { CASTING_CR_ROWS } from './stack-casting.ts';
import { ALT_CR_ROWS } from './stack-alt.ts';
import { COMPLETION_CR_ROWS } from './stack-completion.ts';
import {
  body,
  bounce,
  cast,
  castBy,
  CAST,
  CHOOSE_TARGETS,
  COUNTERED,
  creature,
  creatureCard,
  damage,
  DELAYED,
  destroy,
  DESTROY,
  ETB,
  IF_ON_RESOLUTION,
  ILLEGAL_CAST,
  instant,
  INTERVENING_IF,
  life,
  permanent,
  REFLEXIVE,
  pass,
  resolve,
  resolveAll,
  RESOLVES_TOP,
  SAME_TARGET,
  SBA_LETHAL,
  SBA_ZERO_LIFE,
  sorcery,
  SPELL_TO_GRAVEYARD,
  tap,
  targetCreature,
  targetOfType,
  TARGETS_CHECKED,
  trigger,
  TRIGGER_TO_STACK,
  TRIGGERS,
  anyTarget,
  beginStep,
  activate,
  ability,
} from './stack-kit.ts';
import { creatures, draw, filler, LOOK_BACK, PERMANENT_ENTERS, SACRIFICE, targetPlayer } from './stack-kit.ts';
import { clone, darkeningPaint, dryadArbor, landJournal, libraryCard, manticore, masterThief, plagueSpores, soulfire, soulfireLibrary, stealThief, tithe, twoToneBoard, wallOfTears, wormsOfTheEarth } from './stack-trigger-cards.ts';

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });

/** Sorin's Thirst (608.2b): "Sorin's Thirst deals 2 damage to target creature and you gain 2 life." (black instant) */
const sorinsThirst = instant('thirst', "Sorin's Thirst", body("Sorin's Thirst deals 2 damage to target creature and you gain 2 life.", [targetCreature()], [damage(2, 'creature'), life(2)]), 'A', {
  colors: ['B'],
  manaCost: '{B}{B}',
});

/** A 2/2 of B's, the usual target. */
const bear = creature('bear', 'Grizzly Bears', 2, 2, 'B');

export const STACK_CR_ROWS: StackRow[] = [
  // Casting choices, costs and permissions (601.2h, 601.3a, 601.3b, 601.4, 608.2i): tables/stack-casting.ts.
  ...CASTING_CR_ROWS,
  ...ALT_CR_ROWS,
  ...COMPLETION_CR_ROWS,
  // ============================================================================ 601.2c
  // "Tap two target creatures": two different legal targets for one target word. Both end tapped;
  // the instant goes to A's graveyard as it finishes resolving (608.2n).
  {
    name: '601.2c: "tap two target creatures" with two different creatures taps both',
    citation: '601.2c',
    scenario: {
      objects: [
        instant('twin', 'Twin Binding', body('Tap two target creatures.', [targetCreature('creature', 2)], [tap('creature')]), 'A', { colors: ['U'], manaCost: '{1}{U}' }),
        creature('b1', 'Grizzly Bears', 2, 2, 'B'),
        creature('b2', 'Hill Giant', 3, 3, 'B'),
      ],
      actions: [cast('twin', { creature: ['b1', 'b2'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { b1: { zone: 'battlefield', tapped: true }, b2: { zone: 'battlefield', tapped: true }, twin: { zone: 'graveyard', owner: 'A' } },
      rules: [CAST, CHOOSE_TARGETS, RESOLVES_TOP, SPELL_TO_GRAVEYARD],
    },
  },
  // "Tap two target creatures": the same creature can't be chosen twice for the one target word
  // (601.2c, 115.3): the cast is illegal and rewound (601.2e): the card is back in A's hand, the
  // creature untapped, nothing on the stack.
  {
    name: '601.2c: "tap two target creatures" can\u2019t choose the same creature twice: the cast is rewound',
    citation: '601.2c',
    scenario: {
      objects: [
        instant('twin', 'Twin Binding', body('Tap two target creatures.', [targetCreature('creature', 2)], [tap('creature')]), 'A', { colors: ['U'], manaCost: '{1}{U}' }),
        creature('b1', 'Grizzly Bears', 2, 2, 'B'),
        creature('b2', 'Hill Giant', 3, 3, 'B'),
      ],
      actions: [cast('twin', { creature: ['b1', 'b1'] })],
    },
    expect: {
      players: both(),
      fates: { twin: { zone: 'hand', owner: 'A' }, b1: { zone: 'battlefield', tapped: false }, b2: { zone: 'battlefield', tapped: false } },
      rules: [ILLEGAL_CAST, SAME_TARGET],
      steps: [{ key: 'cast.rewound', params: { reason: 'same-target-twice' } }],
    },
  },
  // "Destroy target artifact and target land": two target words, so the same artifact land may be
  // chosen for both (115.3). It resolves: the artifact land is destroyed, to its owner's (B's) graveyard.
  {
    name: '601.2c: "destroy target artifact and target land" may target the same artifact land twice; it is destroyed',
    citation: '601.2c',
    scenario: {
      objects: [
        sorcery(
          'rain',
          'Rain of Rust',
          body('Destroy target artifact and target land.', [targetOfType('artifact', ['Artifact']), targetOfType('land', ['Land'])], [destroy('artifact'), destroy('land')]),
          'A',
          { manaCost: '{3}{R}{R}' },
        ),
        permanent('seat', 'Seat of the Synod', ['Artifact', 'Land'], 'B'),
      ],
      actions: [cast('rain', { artifact: ['seat'], land: ['seat'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { seat: { zone: 'graveyard', owner: 'B' }, rain: { zone: 'graveyard', owner: 'A' } },
      rules: [CAST, SAME_TARGET, DESTROY, SPELL_TO_GRAVEYARD],
    },
  },

  // ============================================================================ 603.2c
  // "Whenever a land is put into a graveyard from the battlefield, you gain 1 life" and a spell that
  // destroys all lands: one event with three occurrences -> the ability triggers three times: A 23.
  // (The spell is written as "destroy" of each land by name, in one resolution.)
  {
    name: '603.2c: a spell destroying three lands triggers "whenever a land is put into a graveyard from the battlefield" three times',
    citation: '603.2c',
    scenario: {
      objects: [
        permanent('watcher', 'Land Mourner', ['Enchantment'], 'A', {
          triggers: [trigger('Whenever a land is put into a graveyard from the battlefield, you gain 1 life.', 'leaves', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Land'] } })],
        }),
        permanent('l1', 'Forest', ['Land'], 'A', { supertypes: ['Basic'], subtypes: ['Forest'] }),
        permanent('l2', 'Island', ['Land'], 'B', { supertypes: ['Basic'], subtypes: ['Island'] }),
        permanent('l3', 'Swamp', ['Land'], 'B', { supertypes: ['Basic'], subtypes: ['Swamp'] }),
        sorcery('geddon', 'Ravages of War', body('Destroy all lands.', [], [{ kind: 'destroy', object: 'l1' }, { kind: 'destroy', object: 'l2' }, { kind: 'destroy', object: 'l3' }]), 'A', {
          colors: ['W'],
          manaCost: '{3}{W}',
        }),
      ],
      actions: [cast('geddon'), resolveAll],
    },
    expect: {
      players: both(23),
      fates: { l1: { zone: 'graveyard', owner: 'A' }, l2: { zone: 'graveyard', owner: 'B' }, l3: { zone: 'graveyard', owner: 'B' }, watcher: { zone: 'battlefield' } },
      rules: [TRIGGERS, TRIGGER_TO_STACK, DESTROY],
      minSteps: { '603.2': 3 },
    },
  },

  // ============================================================================ 603.2g
  // "Whenever this creature deals damage, you gain 2 life": all of its damage is prevented, so no
  // damage is dealt and the ability doesn't trigger: A 20, B 20.
  {
    name: '603.2g: a "deals damage" trigger does not trigger when all the damage is prevented',
    citation: '603.2g',
    scenario: {
      objects: [creature('leech', 'Vampire Leech', 2, 2, 'A', { colors: ['B'], triggers: [trigger('Whenever this creature deals damage, you gain 2 life.', 'deals-damage', [life(2)])] })],
      replacements: [{ id: 'fog', kind: 'prevent', amount: 'all' }],
      actions: [{ kind: 'damage', source: 'leech', target: 'B', amount: 2 }, resolveAll],
    },
    expect: { players: both(), fates: { leech: { zone: 'battlefield', damage: 0 } }, rules: [{ anyOf: ['615.1', '615.1a'] }], notRules: ['603.2'] },
  },
  // The same without the prevention: 2 damage is dealt (B 18), the ability triggers and resolves: A 22.
  {
    name: '603.2g (control): with nothing prevented, the "deals damage" trigger gives 2 life',
    citation: '603.2g',
    scenario: {
      objects: [creature('leech', 'Vampire Leech', 2, 2, 'A', { colors: ['B'], triggers: [trigger('Whenever this creature deals damage, you gain 2 life.', 'deals-damage', [life(2)])] })],
      actions: [{ kind: 'damage', source: 'leech', target: 'B', amount: 2 }, resolveAll],
    },
    expect: { players: both(22, 18), fates: { leech: { zone: 'battlefield', damage: 0 } }, rules: [TRIGGERS, TRIGGER_TO_STACK, RESOLVES_TOP] },
  },

  // ============================================================================ 603.4 (Felidar Sovereign)
  // "At the beginning of your upkeep, if you have 40 or more life, you win the game." The format has
  // no "win the game" effect; the rows use "each opponent loses 20 life" in its place, so winning
  // shows as B at 0 life having lost (704.5a). 39 life as the upkeep begins: no trigger at all.
  {
    name: '603.4: with 39 life as the upkeep begins, the intervening-if ability does not trigger',
    citation: '603.4',
    scenario: {
      players: [{ id: 'A', life: 39 }, { id: 'B' }],
      objects: [felidar()],
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: { A: { life: 39 }, B: { life: 20, lost: false } }, fates: { felidar: { zone: 'battlefield' } }, rules: [INTERVENING_IF], notRules: ['608.2a'] },
  },
  // 40 life: it triggers; still 40 on resolution: it resolves (B loses 20 -> 0 -> loses the game).
  {
    name: '603.4: with 40 life at the upkeep and on resolution, the ability resolves',
    citation: '603.4',
    scenario: {
      players: [{ id: 'A', life: 40 }, { id: 'B' }],
      objects: [felidar()],
      actions: [beginStep('upkeep'), resolveAll],
    },
    expect: { players: { A: { life: 40 }, B: { life: 0, lost: true } }, fates: { felidar: { zone: 'battlefield' } }, rules: [INTERVENING_IF, TRIGGER_TO_STACK, SBA_ZERO_LIFE] },
  },
  // 40 life: it triggers; in response B deals 1 damage to A (39). On resolution the condition is
  // false: the ability is removed from the stack and does nothing (608.2a): B stays at 20.
  {
    name: '603.4: triggered at 40 life, but 39 when it resolves: removed from the stack with no effect',
    citation: '603.4',
    scenario: {
      players: [{ id: 'A', life: 40 }, { id: 'B' }],
      objects: [felidar(), instant('spike', 'Lava Spike', body('Lava Spike deals 1 damage to target player.', [{ word: 'player', players: 'any' }], [damage(1, 'player')]), 'B', { manaCost: '{R}' })],
      actions: [beginStep('upkeep'), pass, castBy('B', 'spike', { player: ['A'] }), resolve, resolve],
    },
    expect: {
      players: { A: { life: 39 }, B: { life: 20, lost: false } },
      fates: { spike: { zone: 'graveyard', owner: 'B' }, felidar: { zone: 'battlefield' } },
      rules: [INTERVENING_IF, IF_ON_RESOLUTION, '608.2a'],
    },
  },

  // ============================================================================ 603.6b
  // "All lands are creatures" (a static effect): a land card put onto the battlefield is a creature
  // the moment it enters, so "whenever a creature enters, you gain 1 life" triggers: A 21.
  {
    name: '603.6b: under "all lands are creatures", a land entering triggers "whenever a creature enters"',
    citation: '603.6b',
    scenario: {
      objects: [
        permanent('soul', 'Soul Warden Shrine', ['Enchantment'], 'A', {
          triggers: [trigger('Whenever a creature enters, you gain 1 life.', 'enters', [life(1)], { who: 'any', filter: { kind: 'filter', types: ['Creature'] } })],
        }),
        permanent('living', 'Living Lands', ['Enchantment'], 'B', {
          colors: ['G'],
          statics: [{ text: 'All lands are 1/1 creatures that are still lands.', affects: { kind: 'filter', types: ['Land'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 1, toughness: 1 }] }],
        }),
      ],
      actions: [{ kind: 'create', object: { id: 'forest', name: 'Forest', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], controller: 'A', token: false } }, resolveAll],
    },
    expect: { players: both(21), fates: { forest: { zone: 'battlefield', power: 1, toughness: 1 } }, rules: [ETB, TRIGGERS] },
  },
  // "All creatures lose all abilities": a creature with "When this creature enters, you gain 3 life"
  // enters without the ability, so nothing triggers: A 20.
  {
    name: '603.6b: under "all creatures lose all abilities", an enters-the-battlefield ability does not trigger',
    citation: '603.6b',
    scenario: {
      objects: [
        creatureCard('cleric', 'Hopeful Cleric', 2, 2, 'A', { colors: ['W'], manaCost: '{1}{W}', triggers: [trigger('When this creature enters, you gain 3 life.', 'enters', [life(3)])] }),
        permanent('humility', 'Humbling Aura', ['Enchantment'], 'B', {
          colors: ['W'],
          statics: [{ text: 'All creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }],
        }),
      ],
      actions: [cast('cleric'), resolveAll],
    },
    expect: { players: both(), fates: { cleric: { zone: 'battlefield' } }, rules: [CAST, { anyOf: ['608.3a', '608.3'] }], notRules: ['603.2'] },
  },

  // ============================================================================ 603.7a / 603.7c
  // "{0}: When this creature leaves the battlefield this turn, you gain 3 life." In response to the
  // activation, the creature is sacrificed; the ability still resolves (113.7a) and creates the
  // delayed trigger, but the creature already left: it never triggers. A 20, creature in A's graveyard.
  {
    name: '603.7a: a delayed "when this creature leaves the battlefield" created after it left never triggers',
    citation: '603.7a',
    scenario: {
      objects: [
        creature('spirit', 'Fleeting Spirit', 1, 1, 'A', {
          colors: ['W'],
          activated: [
            ability('{0}: When this creature leaves the battlefield this turn, you gain 3 life.', [
              { kind: 'delayed-trigger', trigger: trigger('When this creature leaves the battlefield this turn, you gain 3 life.', 'leaves', [life(3)]) },
            ]),
          ],
        }),
        instant('bolt', 'Lightning Bolt', body('Lightning Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'B', { manaCost: '{R}' }),
      ],
      actions: [activate('spirit'), pass, castBy('B', 'bolt', { any: ['spirit'] }), resolveAll],
    },
    expect: { players: both(), fates: { spirit: { zone: 'graveyard', owner: 'A' }, bolt: { zone: 'graveyard', owner: 'B' } }, rules: [RESOLVES_TOP, SBA_LETHAL, { anyOf: ['603.7a', '603.7'] }] },
  },
  // Control: the delayed trigger exists first; then the creature dies: it triggers and A gains 3.
  {
    name: '603.7a (control): the delayed "leaves the battlefield" trigger created first does trigger when it dies',
    citation: '603.7a',
    scenario: {
      objects: [
        creature('spirit', 'Fleeting Spirit', 1, 1, 'A', {
          colors: ['W'],
          activated: [
            ability('{0}: When this creature leaves the battlefield this turn, you gain 3 life.', [
              { kind: 'delayed-trigger', trigger: trigger('When this creature leaves the battlefield this turn, you gain 3 life.', 'leaves', [life(3)]) },
            ]),
          ],
        }),
        instant('bolt', 'Lightning Bolt', body('Lightning Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'B', { manaCost: '{R}' }),
      ],
      actions: [activate('spirit'), resolve, pass, castBy('B', 'bolt', { any: ['spirit'] }), resolveAll],
    },
    expect: { players: both(23), fates: { spirit: { zone: 'graveyard', owner: 'A' } }, rules: [DELAYED, TRIGGERS, SBA_LETHAL] },
  },
  // "Exile this creature at the beginning of the next end step": the permanent stopped being a
  // creature (it became an artifact) but is still exiled when the end step begins.
  {
    name: '603.7c: "exile this creature at the beginning of the next end step" exiles it even though it is no longer a creature',
    citation: '603.7c',
    scenario: {
      objects: [
        creature('golem', 'Temporary Golem', 3, 3, 'A', {
          colors: [],
          activated: [ability('{0}: Exile this creature at the beginning of the next end step.', [{ kind: 'delayed-trigger', trigger: trigger('At the beginning of the next end step, exile this creature.', 'end-step', [{ kind: 'exile', object: 'golem' }]) }])],
        }),
      ],
      actions: [
        activate('golem'),
        resolve,
        { kind: 'apply-effect', effect: { id: 'petrify', text: 'It becomes a noncreature artifact.', affects: { kind: 'objects', ids: ['golem'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] } },
        beginStep('end'),
        resolveAll,
      ],
    },
    expect: { players: both(), fates: { golem: { zone: 'exile', owner: 'A' } }, rules: [DELAYED, { anyOf: ['603.2b', '603.7c'] }] },
  },
  // …but it does nothing if the permanent left the battlefield before then: returned to its owner's
  // hand, it stays there (the card in hand is a new object, 400.7).
  {
    name: '603.7c: the delayed exile does nothing if the permanent left the battlefield first',
    citation: '603.7c',
    scenario: {
      objects: [
        creature('golem', 'Temporary Golem', 3, 3, 'A', {
          colors: [],
          activated: [ability('{0}: Exile this creature at the beginning of the next end step.', [{ kind: 'delayed-trigger', trigger: trigger('At the beginning of the next end step, exile this creature.', 'end-step', [{ kind: 'exile', object: 'golem' }]) }])],
        }),
      ],
      actions: [activate('golem'), resolve, { kind: 'return-to-hand', object: 'golem' }, beginStep('end'), resolveAll],
    },
    expect: { players: both(), fates: { golem: { zone: 'hand', owner: 'A' } }, rules: [DELAYED] },
  },

  // ============================================================================ 603.12 (Heart-Piercer Manticore)
  // "When this creature enters, you may sacrifice another creature. When you do, this creature deals
  // damage equal to that creature's power to any target." A sacrifices a 3/3 (power 3): the
  // reflexive trigger deals 3 to B -> 17. The amount is written as the fixed 3 (the sacrificed
  // creature's power): the format has no "that creature's power".
  {
    name: '603.12: Heart-Piercer Manticore: sacrificing a 3-power creature makes the reflexive trigger deal 3',
    citation: '603.12',
    scenario: {
      objects: [
        creatureCard('manticore', 'Heart-Piercer Manticore', 4, 3, 'A', {
          colors: ['R'],
          manaCost: '{2}{R}{R}',
          triggers: [
            trigger('When this creature enters, you may sacrifice another creature. When you do, this creature deals damage equal to that creature\u2019s power to any target.', 'enters', [
              { kind: 'sacrifice', object: 'ogre' },
              { kind: 'reflexive', ability: { text: 'This creature deals 3 damage to any target.', targets: [anyTarget()], effects: [{ kind: 'damage', amount: 3, target: 'any' }], choose: { any: ['B'] } } },
            ]),
          ],
        }),
        creature('ogre', 'Gray Ogre', 3, 3, 'A', { colors: ['R'] }),
      ],
      actions: [cast('manticore'), resolveAll],
    },
    expect: { players: both(20, 17), fates: { manticore: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'graveyard', owner: 'A' } }, rules: [ETB, REFLEXIVE, { anyOf: ['701.21a'] }] },
  },

  // ============================================================================ 608.2b (Sorin's Thirst)
  // Baseline: 2 damage to the 2/2 (it dies, 704.5g) and A gains 2: A 22.
  {
    name: "608.2b: Sorin's Thirst with a legal target deals 2 damage and its controller gains 2 life",
    citation: '608.2b',
    scenario: { objects: [sorinsThirst, bear], actions: [cast('thirst', { creature: ['bear'] }), resolve] },
    expect: { players: both(22), fates: { bear: { zone: 'graveyard', owner: 'B' }, thirst: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, RESOLVES_TOP, SBA_LETHAL, SPELL_TO_GRAVEYARD] },
  },
  // In response, B gives the bear protection from black: its only target is illegal, so Sorin's
  // Thirst doesn't resolve (it isn't countered): no damage, and A gains no life. To A's graveyard.
  {
    name: "608.2b: Sorin's Thirst whose target gained protection from black does not resolve: no damage, no life",
    citation: '608.2b',
    scenario: {
      objects: [
        sorinsThirst,
        bear,
        instant(
          'ward',
          'Warding Light',
          body('Target creature you control gains protection from black until end of turn.', [targetCreature('creature', undefined, { controller: 'you' })], [
            { kind: 'apply-effect', target: 'creature', effect: { text: 'It gains protection from black until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'protection', param: 'black' }] }], duration: { kind: 'end-of-turn' } } },
          ]),
          'B',
          { colors: ['W'], manaCost: '{W}' },
        ),
      ],
      actions: [cast('thirst', { creature: ['bear'] }), pass, castBy('B', 'ward', { creature: ['bear'] }), resolve, resolve],
    },
    expect: {
      players: both(),
      fates: { bear: { zone: 'battlefield', damage: 0 }, thirst: { zone: 'graveyard', owner: 'A' }, ward: { zone: 'graveyard', owner: 'B' } },
      rules: [TARGETS_CHECKED],
      notRules: [COUNTERED],
    },
  },
  // In response, B returns the bear to its hand: it left the zone it was targeted in -> illegal;
  // Sorin's Thirst doesn't resolve; A stays at 20.
  {
    name: "608.2b: Sorin's Thirst whose target left the battlefield does not resolve",
    citation: '608.2b',
    scenario: {
      objects: [
        sorinsThirst,
        bear,
        instant('unsummon', 'Unsummon', body('Return target creature to its owner\u2019s hand.', [targetCreature()], [bounce('creature')]), 'B', { colors: ['U'], manaCost: '{U}' }),
      ],
      actions: [cast('thirst', { creature: ['bear'] }), pass, castBy('B', 'unsummon', { creature: ['bear'] }), resolve, resolve],
    },
    expect: {
      players: both(),
      fates: { bear: { zone: 'hand', owner: 'B' }, thirst: { zone: 'graveyard', owner: 'A' }, unsummon: { zone: 'graveyard', owner: 'B' } },
      rules: [TARGETS_CHECKED],
      notRules: [COUNTERED],
    },
  },

  // ============================================================================ 608.2b (Plague Spores)
  // The same green creature land is chosen as "target nonblack creature" and "target land"; in
  // response it becomes black. One target is still legal, so Plague Spores resolves: the "nonblack
  // creature" part doesn't affect it, the "land" part destroys it: B's graveyard.
  {
    name: '608.2b: Plague Spores: a creature land that turned black is still destroyed as the target land',
    citation: '608.2b',
    scenario: {
      objects: [
        sorcery(
          'spores',
          'Plague Spores',
          body('Destroy target nonblack creature and target land. They can\u2019t be regenerated.', [targetCreature('creature', undefined, { notColors: ['B'] }), targetOfType('land', ['Land'])], [destroy('creature'), destroy('land')]),
          'A',
          { colors: ['B', 'R'], manaCost: '{4}{B}{R}' },
        ),
        creature('arbor', 'Dryad Arbor', 1, 1, 'B', { types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], manaCost: null }),
        instant(
          'paint',
          'Darkening Paint',
          body('Target permanent becomes black until end of turn.', [targetOfType('permanent', ['Land', 'Creature'])], [
            { kind: 'apply-effect', target: 'permanent', effect: { text: 'It becomes black until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-colors', colors: ['B'] }], duration: { kind: 'end-of-turn' } } },
          ]),
          'B',
          { colors: ['B'], manaCost: '{B}' },
        ),
      ],
      actions: [cast('spores', { creature: ['arbor'], land: ['arbor'] }), pass, castBy('B', 'paint', { permanent: ['arbor'] }), resolve, resolve],
    },
    expect: { players: both(), fates: { arbor: { zone: 'graveyard', owner: 'B' }, spores: { zone: 'graveyard', owner: 'A' } }, rules: [TARGETS_CHECKED, DESTROY] },
  },

  // ============================================================================ 608.2f (Blatant Thievery)
  // Three players: "For each opponent, gain control of target permanent that player controls."
  // A targets B's bear and C's giant; both come under A's control as it resolves.
  {
    name: '608.2f: Blatant Thievery gains control of each opponent\u2019s targeted permanent',
    citation: '608.2f',
    scenario: {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      objects: [
        sorcery(
          'thievery',
          'Blatant Thievery',
          body('For each opponent, gain control of target permanent that player controls.', [targetCreature('b-permanent', undefined, { controller: 'opponent' }), targetCreature('c-permanent', undefined, { controller: 'opponent' })], [
            { kind: 'apply-effect', target: 'b-permanent', effect: { text: 'Gain control of it.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'indefinite' } } },
            { kind: 'apply-effect', target: 'c-permanent', effect: { text: 'Gain control of it.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'indefinite' } } },
          ]),
          'A',
          { colors: ['U'], manaCost: '{4}{U}{U}{U}' },
        ),
        bear,
        creature('giant', 'Hill Giant', 3, 3, 'C', { colors: ['R'] }),
      ],
      actions: [cast('thievery', { 'b-permanent': ['bear'], 'c-permanent': ['giant'] }), resolve],
    },
    expect: {
      players: { A: { life: 20 }, B: { life: 20 }, C: { life: 20 } },
      fates: { bear: { zone: 'battlefield', controller: 'A' }, giant: { zone: 'battlefield', controller: 'A' } },
      rules: [CAST, { anyOf: ['613.1b', '613.2'] }],
    },
  },

  // ============================================================================ 611.2c via a spell
  // A resolves "All white creatures get +1/+1 until end of turn"; then the white knight turns blue,
  // the black knight turns white. Locked in at resolution: the blue one stays 3/3, the newly white one 2/2.
  {
    name: '611.2c: a resolved "all white creatures get +1/+1 until end of turn" keeps its set when colors change',
    citation: '611.2c',
    scenario: {
      objects: [
        instant('rally', 'Rally the Ranks', body('All white creatures get +1/+1 until end of turn.', [], [
          { kind: 'apply-effect', effect: { text: 'All white creatures get +1/+1 until end of turn.', affects: { kind: 'filter', types: ['Creature'], colors: ['W'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } },
        ]), 'A', { colors: ['W'], manaCost: '{W}' }),
        creature('w', 'White Knight', 2, 2, 'A', { colors: ['W'] }),
        creature('k', 'Black Knight', 2, 2, 'A', { colors: ['B'] }),
      ],
      actions: [
        cast('rally'),
        resolve,
        { kind: 'apply-effect', effect: { text: 'It becomes blue.', affects: { kind: 'objects', ids: ['w'] }, modifications: [{ kind: 'set-colors', colors: ['U'] }], duration: { kind: 'end-of-turn' } } },
        { kind: 'apply-effect', effect: { text: 'It becomes white.', affects: { kind: 'objects', ids: ['k'] }, modifications: [{ kind: 'set-colors', colors: ['W'] }], duration: { kind: 'end-of-turn' } } },
      ],
    },
    expect: { players: both(), fates: { w: { zone: 'battlefield', power: 3, toughness: 3 }, k: { zone: 'battlefield', power: 2, toughness: 2 }, rally: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, '611.2c'] },
  },

  // ============================================================================ 611.2e (Arbiter of the Ideal)
  // A permanent put onto the battlefield "is an enchantment in addition to its other types" is one
  // as it enters: "whenever an enchantment enters, you gain 1 life" triggers: A 21. (The seed gives
  // the put-onto-the-battlefield object the Enchantment type directly: the format can't apply an
  // effect as an object enters.)
  {
    name: '611.2e: a creature put onto the battlefield as an enchantment too triggers "whenever an enchantment enters"',
    citation: '611.2e',
    scenario: {
      objects: [
        permanent('altar', 'Enchantress Altar', ['Enchantment'], 'A', {
          triggers: [trigger('Whenever an enchantment enters, you gain 1 life.', 'enters', [life(1)], { who: 'another', filter: { kind: 'filter', types: ['Enchantment'] } })],
        }),
      ],
      actions: [{ kind: 'create', object: { id: 'beast', name: 'Ideal Beast', types: ['Creature', 'Enchantment'], colors: ['G'], power: 3, toughness: 3, controller: 'A', token: false } }, resolveAll],
    },
    expect: { players: both(21), fates: { beast: { zone: 'battlefield' } }, rules: [ETB, TRIGGERS] },
  },

  // ============================================================================ Session 2 (H2): triggers and resolution
  // 603.10a: "Whenever a creature dies, you gain 1 life" on an artifact; one "destroy all artifacts,
  // creatures, and enchantments" destroys it with two creatures at the same time. It looks back in
  // time and sees both deaths: it triggers twice, A 22. Everything is in its owner's graveyard.
  {
    name: '603.10a: "whenever a creature dies" on an artifact destroyed together with two creatures by one "destroy all" triggers twice',
    citation: '603.10a',
    scenario: {
      objects: [
        permanent('urn', 'Mourning Urn', ['Artifact'], 'A', { triggers: [trigger('Whenever a creature dies, you gain 1 life.', 'dies', [life(1)], { who: 'any', filter: creatures() })] }),
        creature('c1', 'Grizzly Bears', 2, 2, 'A'),
        creature('c2', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }),
        sorcery('purge', 'Total Purge', body('Destroy all artifacts, creatures, and enchantments.', [], [{ kind: 'destroy', all: { kind: 'filter', types: ['Artifact', 'Creature', 'Enchantment'] } }]), 'A', { colors: ['W'], manaCost: '{4}{W}{W}' }),
      ],
      actions: [cast('purge'), resolveAll],
    },
    expect: {
      players: both(22),
      fates: { urn: { zone: 'graveyard', owner: 'A' }, c1: { zone: 'graveyard', owner: 'A' }, c2: { zone: 'graveyard', owner: 'B' }, purge: { zone: 'graveyard', owner: 'A' } },
      rules: [LOOK_BACK, TRIGGERS, DESTROY, '608.2j'],
      minSteps: { '603.10a': 2 },
    },
  },

  // 603.2e: "Whenever a permanent becomes tapped, you gain 1 life." Tapping an untapped creature
  // triggers it; tapping a land that is already tapped does nothing, and a token that enters tapped
  // never "becomes" tapped: only one trigger, A 21.
  {
    name: '603.2e: "whenever a permanent becomes tapped" triggers only on a change from untapped to tapped',
    citation: '603.2e',
    scenario: {
      objects: [
        permanent('watch', 'Tap Watcher', ['Enchantment'], 'A', { triggers: [trigger('Whenever a permanent becomes tapped, you gain 1 life.', 'becomes-tapped', [life(1)], { who: 'any' })] }),
        creature('bear', 'Grizzly Bears', 2, 2, 'B'),
        permanent('land', 'Swamp', ['Land'], 'B', { tapped: true, supertypes: ['Basic'], subtypes: ['Swamp'] }),
      ],
      actions: [
        { kind: 'tap', object: 'bear' },
        { kind: 'tap', object: 'land' },
        { kind: 'create', object: { id: 'golem', name: 'Tapped Golem', types: ['Artifact', 'Creature'], colors: [], power: 2, toughness: 2, controller: 'B', entersTapped: true } },
        resolveAll,
      ],
    },
    expect: {
      players: both(21),
      fates: { bear: { zone: 'battlefield', tapped: true }, land: { zone: 'battlefield', tapped: true }, golem: { zone: 'battlefield', tapped: true } },
      rules: ['603.2e', TRIGGERS],
      minSteps: { '603.2e': 1 },
    },
  },

  // 603.7a: "{0}: When this creature becomes untapped, you gain 2 life" on a tapped creature. In
  // response A untaps it; the delayed ability is created afterwards, so that untap doesn't count: it
  // waits for the next one. Tapped and untapped again: it triggers once, A 22 (not 24).
  {
    name: '603.7a: a delayed "when this creature becomes untapped" waits for the next untap',
    citation: '603.7a',
    scenario: {
      objects: [
        creature('sentry', 'Patient Sentry', 1, 3, 'A', {
          tapped: true,
          colors: ['W'],
          activated: [ability('{0}: When this creature becomes untapped, you gain 2 life.', [{ kind: 'delayed-trigger', trigger: trigger('When this creature becomes untapped, you gain 2 life.', 'becomes-untapped', [life(2)]) }])],
        }),
        instant('wake', 'Early Wake', body('Untap target creature.', [targetCreature()], [{ kind: 'untap', target: 'creature' }]), 'A', { colors: ['W'], manaCost: '{W}' }),
      ],
      actions: [activate('sentry'), cast('wake', { creature: ['sentry'] }), resolve, resolve, { kind: 'tap', object: 'sentry' }, { kind: 'untap', object: 'sentry' }, resolveAll],
    },
    expect: { players: both(22), fates: { sentry: { zone: 'battlefield', tapped: false }, wake: { zone: 'graveyard', owner: 'A' } }, rules: [DELAYED, '603.2e', '603.7b'] },
  },

  // 603.8: "Whenever you have no cards in hand, draw a card." A casts the last card in hand: the
  // state trigger triggers once; while it waits on the stack it doesn't trigger again (several
  // priority passes happen). It draws 1: A has 1 card in hand, 2 in library; the spell deals 1 to B.
  {
    name: '603.8: "whenever you have no cards in hand, draw a card" triggers once and not again until it has left the stack',
    citation: '603.8',
    scenario: {
      objects: [
        permanent('well', 'Bottomless Well', ['Artifact'], 'A', { triggers: [trigger('Whenever you have no cards in hand, draw a card.', 'state', [draw(1)], { state: { kind: 'hand', player: 'you', atMost: 0 } })] }),
        instant('ping', 'Spark', body('Spark deals 1 damage to target player.', [targetPlayer()], [damage(1, 'player')]), 'A', { manaCost: '{R}' }),
        ...filler('lib', 3, 'A'),
      ],
      actions: [cast('ping', { player: ['B'] }), pass, pass, pass, pass],
    },
    expect: { players: both(20, 19), fates: { ping: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 1, library: 2 } }, rules: ['603.8', TRIGGER_TO_STACK] },
  },
  // …and "Discard your hand, then draw that many cards": the hand is momentarily empty during the
  // resolution, so the ability triggers then. A discards 2, draws 2, then the trigger draws 1: hand 3,
  // library 5 - 3 = 2, graveyard 2 discarded + the sorcery.
  {
    name: '603.8: "discard your hand, then draw that many cards" makes the empty-hand state trigger trigger during the resolution',
    citation: '603.8',
    scenario: {
      objects: [
        permanent('well', 'Bottomless Well', ['Artifact'], 'A', { triggers: [trigger('Whenever you have no cards in hand, draw a card.', 'state', [draw(1)], { state: { kind: 'hand', player: 'you', atMost: 0 } })] }),
        sorcery('wheel', 'Tidal Wheel', body('Discard your hand, then draw that many cards.', [], [{ kind: 'discard', amount: 'all', player: 'you' }, { kind: 'draw', amount: 0, player: 'you', amountFrom: 'that-many' }]), 'A', { colors: ['U'], manaCost: '{2}{U}' }),
        ...filler('h', 2, 'A', 'hand'),
        ...filler('lib', 5, 'A'),
      ],
      actions: [cast('wheel'), resolveAll],
    },
    expect: { players: both(), fates: { wheel: { zone: 'graveyard', owner: 'A' }, h1: { zone: 'graveyard', owner: 'A' }, h2: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 3, library: 2, graveyard: 3 } }, rules: ['603.8', '701.9a', '608.2h'] },
  },

  // 603.12: Heart-Piercer Manticore, the choice made on resolution: A answers "no" — nothing is
  // sacrificed and the reflexive ability doesn't trigger: the ogre stays, B 20.
  {
    name: '603.12: Heart-Piercer Manticore: not sacrificing (or sacrificing for another reason) doesn\u2019t trigger the reflexive ability',
    citation: '603.12',
    scenario: { objects: [manticore(), creature('ogre', 'Gray Ogre', 3, 3, 'A', { colors: ['R'] })], actions: [cast('manticore'), resolve, { kind: 'resolve', all: true, choices: { sacrifice: false } }] },
    expect: { players: both(), fates: { manticore: { zone: 'battlefield' }, ogre: { zone: 'battlefield' } }, rules: [ETB, '608.2d'], notRules: ['603.12', SACRIFICE] },
  },
  // The ogre is sacrificed for another reason while the trigger waits on the stack; as it resolves
  // there is no other creature to sacrifice (an impossible option can't be chosen): no reflexive
  // trigger, B 20.
  {
    name: '603.12: Heart-Piercer Manticore: a creature sacrificed for another reason doesn\u2019t trigger the reflexive ability',
    citation: '603.12',
    scenario: { objects: [manticore(), creature('ogre', 'Gray Ogre', 3, 3, 'A', { colors: ['R'] })], actions: [cast('manticore'), resolve, { kind: 'sacrifice', object: 'ogre' }, { kind: 'resolve', all: true, choices: { sacrifice: ['ogre'] } }] },
    expect: { players: both(), fates: { manticore: { zone: 'battlefield' }, ogre: { zone: 'graveyard', owner: 'A' } }, rules: [ETB, '608.2d'], notRules: ['603.12'] },
  },

  // 608.2b / 701.19c: Plague Spores, "They can't be regenerated": the creature land has a
  // regeneration shield, but it isn't applied; destroyed as the target land: B's graveyard.
  {
    name: '608.2b: Plague Spores: "They can\u2019t be regenerated" stops a regeneration shield on the creature land',
    citation: '608.2b',
    scenario: {
      objects: [plagueSpores(true), dryadArbor(), darkeningPaint()],
      replacements: [{ id: 'shield', kind: 'regeneration-shield', object: 'arbor' }],
      actions: [cast('spores', { creature: ['arbor'], land: ['arbor'] }), pass, castBy('B', 'paint', { permanent: ['arbor'] }), resolve, resolve],
    },
    expect: { players: both(), fates: { arbor: { zone: 'graveyard', owner: 'B' }, spores: { zone: 'graveyard', owner: 'A' } }, rules: [TARGETS_CHECKED, DESTROY, '701.19c'] },
  },

  // 608.2d: "You may sacrifice a creature. If you don't, you lose 4 life." A controls no creature, so
  // the sacrifice option is impossible (even answered "yes"): A loses 4 -> 16.
  {
    name: '608.2d: "You may sacrifice a creature. If you don\u2019t, you lose 4 life": a player with no creatures loses 4',
    citation: '608.2d',
    scenario: { objects: [tithe()], actions: [cast('tithe'), { kind: 'resolve', choices: { sac: true } }] },
    expect: { players: both(16), fates: { tithe: { zone: 'graveyard', owner: 'A' } }, rules: ['608.2d', SPELL_TO_GRAVEYARD], steps: [{ key: 'resolve.choice', params: { policy: 'impossible' } }] },
  },

  // 608.2f: Soulfire Eruption targeting B and B's 3/3. For each target, one at a time: exile the top
  // card of A's library, then damage equal to its mana value. Targets listed B first: the top card
  // (mana value 5) -> 5 to B (15); the next (mana value 2) -> 2 to the 3/3, which survives.
  {
    name: '608.2f: Soulfire Eruption exiles the top card of the library once per target, in turn',
    citation: '608.2f',
    scenario: {
      objects: [soulfire(), creature('giant', 'Hill Giant', 3, 3, 'B', { colors: ['R'] }), ...soulfireLibrary()],
      actions: [cast('eruption', { them: ['B', 'giant'] }), resolve],
    },
    expect: {
      players: both(20, 15),
      fates: { giant: { zone: 'battlefield', damage: 2 }, top5: { zone: 'exile', owner: 'A' }, next2: { zone: 'exile', owner: 'A' }, eruption: { zone: 'graveyard', owner: 'A' } },
      rules: ['608.2f', '701.13a', '608.2h'],
      minSteps: { '701.13a': 2 },
    },
  },

  // 608.2j: "Destroy all black creatures" destroys a white-and-black creature (it is black); the
  // green one stays.
  {
    name: '608.2j: "destroy all black creatures" destroys a white-and-black creature',
    citation: '608.2j',
    scenario: { objects: [...twoToneBoard(), sorcery('dark', 'Black Purge', body('Destroy all black creatures.', [], [{ kind: 'destroy', all: creatures({ colors: ['B'] }) }]), 'A', { colors: ['W'], manaCost: '{2}{W}' })], actions: [cast('dark'), resolve] },
    expect: { players: both(), fates: { wb: { zone: 'graveyard', owner: 'B' }, g: { zone: 'battlefield' } }, rules: ['608.2j', DESTROY] },
  },
  // "Destroy all nonblack creatures" doesn't destroy it (it is black, whatever else it is); the green one goes.
  {
    name: '608.2j: "destroy all nonblack creatures" doesn\u2019t destroy a white-and-black creature',
    citation: '608.2j',
    scenario: { objects: [...twoToneBoard(), sorcery('light', 'Nonblack Purge', body('Destroy all nonblack creatures.', [], [{ kind: 'destroy', all: creatures({ notColors: ['B'] }) }]), 'A', { colors: ['B'], manaCost: '{2}{B}' })], actions: [cast('light'), resolve] },
    expect: { players: both(), fates: { wb: { zone: 'battlefield' }, g: { zone: 'graveyard', owner: 'B' } }, rules: ['608.2j', DESTROY] },
  },

  // 608.2k: Wall of Tears blocks A's bear; the bear then stops being a creature (it becomes an
  // artifact). At end of combat the delayed ability returns "that creature" anyway: A's hand.
  {
    name: '608.2k: Wall of Tears returns the blocked creature at end of combat even if it stopped being a creature',
    citation: '608.2k',
    scenario: {
      objects: [wallOfTears(), creature('bear', 'Grizzly Bears', 2, 2, 'A')],
      actions: [
        { kind: 'declare-attackers', attackers: [{ object: 'bear' }] },
        { kind: 'declare-blockers', blockers: [{ object: 'wall', blocks: ['bear'] }] },
        resolveAll,
        { kind: 'apply-effect', effect: { id: 'petrify', text: 'It becomes a noncreature artifact.', affects: { kind: 'objects', ids: ['bear'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] } },
        { kind: 'end-combat' },
        resolveAll,
      ],
    },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'A' }, wall: { zone: 'battlefield' } }, rules: ['608.2k', '511.2', DELAYED] },
  },

  // 611.2b: Master Thief, "gain control of target artifact for as long as you control this
  // creature". B gains control of the Thief before the ability resolves: the duration is already
  // over, so the effect does nothing — the artifact stays B's.
  {
    name: '611.2b: Master Thief: control of the thief lost before its ability resolves -> the control effect does nothing',
    citation: '611.2b',
    scenario: {
      objects: [masterThief(), permanent('relic', 'Golden Relic', ['Artifact'], 'B')],
      actions: [cast('thief'), resolve, stealThief(), resolveAll],
    },
    expect: { players: both(), fates: { relic: { zone: 'battlefield', controller: 'B' }, thief: { zone: 'battlefield', controller: 'B' } }, rules: ['611.2b', ETB] },
  },

  // 603.11: "Reveal the first card you draw each turn. Whenever you reveal a basic land card this way,
  // draw a card." A draws a basic Forest first: it is revealed, the linked ability triggers and draws
  // the next card (a spell: the second draw isn't revealed). Hand 2, library 1.
  {
    name: '603.11: "reveal the first card you draw each turn; whenever you reveal a basic land card this way, draw a card"',
    citation: '603.11',
    scenario: { objects: [landJournal(), libraryCard('c1', 'basic-land'), libraryCard('c2', 'spell'), libraryCard('c3', 'basic-land')], actions: [{ kind: 'draw', player: 'A' }, resolveAll] },
    expect: { players: both(), fates: { c1: { zone: 'hand', owner: 'A' }, c2: { zone: 'hand', owner: 'A' }, c3: { zone: 'library', owner: 'A' } }, zones: { A: { hand: 2, library: 1 } }, rules: ['603.11', '607.2h', '701.20a'] },
  },

  // 608.3e: Worms of the Earth ("Lands can't enter the battlefield"); A casts Clone choosing to copy
  // Dryad Arbor (a land creature). As it would exist on the battlefield it is a land (614.17d), so it
  // can't enter: it is put into A's graveyard. The Arbor is untouched.
  {
    name: '608.3e: Clone copying Dryad Arbor under Worms of the Earth can\u2019t enter and goes to the graveyard',
    citation: '608.3e',
    scenario: { objects: [clone(), wormsOfTheEarth(), dryadArbor()], actions: [cast('clone'), { kind: 'resolve', choices: { copy: ['arbor'] } }] },
    expect: { players: both(), fates: { clone: { zone: 'graveyard', owner: 'A' }, arbor: { zone: 'battlefield', controller: 'B' } }, rules: ['608.3e', '614.17d', '614.12a'], notRules: [PERMANENT_ENTERS] },
  },
];

function felidar() {
  return creature('felidar', 'Felidar Sovereign', 4, 6, 'A', {
    colors: ['W'],
    keywords: ['vigilance', 'lifelink'],
    triggers: [
      trigger('At the beginning of your upkeep, if you have 40 or more life, you win the game. (Here: each opponent loses 20 life.)', 'upkeep', [life(-20, 'opponent')], {
        condition: { kind: 'life', player: 'you', atLeast: 40 },
      }),
    ],
  });
}


export const STACK_CR_TODO: TodoRow[] = [
];
