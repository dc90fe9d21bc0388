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

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });

/** Sorin's Thirst (608.2b): "Sorin's Thirst deals 2 damage to target creature and you gain 2 life." (black instant) */
const sorinsThirst = instant('thirst', "Sorin's Thirst", body("Sorin's Thirst deals 2 damage to target creature and you gain 2 life.", [targetCreature()], [damage(2, 'creature'), life(2)]), 'A', {
  colors: ['B'],
  manaCost: '{B}{B}',
});

/** A 2/2 of B's, the usual target. */
const bear = creature('bear', 'Grizzly Bears', 2, 2, 'B');

export const STACK_CR_ROWS: StackRow[] = [
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
  {
    name: '603.10a: "whenever a creature dies" on an artifact destroyed together with two creatures by one "destroy all" triggers twice',
    citation: '603.10a',
    missing:
      'an untargeted "destroy all artifacts, creatures, and enchantments" effect (one event). Written as consecutive destroy effects, they are separate events (608.2c), so an artifact destroyed by the first would rightly not see the later deaths; ' +
      'the look-back itself is covered in stack-variations ("look-back: a creature dying at the same time as two others sees both deaths", simultaneous deaths from state-based actions).',
  },
  {
    name: "601.2h: Altar's Reap sacrificing Thunderscape Familiar still costs {B} (total cost locked in)",
    citation: '601.2h',
    missing: 'cost reduction effects ("your black spells cost {1} less") and the determined total cost (601.2f): mana payment is not simulated, so the locked-in total cost is not observable.',
  },
  {
    name: '601.3a: under Void Winnower an opponent may begin to cast Rolling Thunder (X chosen so the mana value is odd)',
    citation: '601.3a',
    missing: 'a cast restriction on mana value parity ("can\u2019t cast spells with even mana values") and X contributing to the mana value on the stack; restrictions take card types and players only.',
  },
  {
    name: '601.3b: an Aura-flash effect lets a bestow creature card begin to be cast as though it had flash',
    citation: '601.3b',
    missing: 'bestow (alternative cost that makes the spell an Aura) and "as though it had flash" conditioned on a spell characteristic.',
  },
  {
    name: "601.3e: Garruk's Horde / Melek: casting from the top of the library by the alternative characteristics (morph, Adventure)",
    citation: '601.3e',
    missing: 'casting from the library by permission, morph (face-down characteristics) and adventurer cards (alternative characteristics).',
  },
  {
    name: '601.4: Inscription of Abundance kicked may choose any number of modes',
    citation: '601.4',
    missing: 'modal spells and kicker.',
  },
  {
    name: '603.2e: "whenever a permanent becomes tapped" triggers only on a change from untapped to tapped',
    citation: '603.2e',
    missing: 'a "becomes tapped" trigger event (TriggerEvent has enters, leaves, dies, attacks, blocks, deals-damage, upkeep, end-step, cast).',
  },
  {
    name: '603.7a: a delayed "when this creature becomes untapped" waits for the next untap',
    citation: '603.7a',
    missing: 'a "becomes untapped" trigger event.',
  },
  {
    name: '603.8: "whenever you have no cards in hand, draw a card" triggers once and not again until it has left the stack',
    citation: '603.8',
    missing: 'state triggers (603.8) and "discard your hand, then draw that many cards".',
  },
  {
    name: '603.11: "reveal the first card you draw each turn; whenever you reveal a basic land card this way, draw a card"',
    citation: '603.11',
    missing: 'linked static/triggered abilities and revealing the first card drawn each turn.',
  },
  {
    name: '603.12: Heart-Piercer Manticore: not sacrificing (or sacrificing for another reason) doesn\u2019t trigger the reflexive ability',
    citation: '603.12',
    missing: 'an optional ("you may") sacrifice chosen on resolution: the format\u2019s sacrifice effect always sacrifices the named object.',
  },
  {
    name: '608.2b: Plague Spores: "They can\u2019t be regenerated" stops a regeneration shield on the creature land',
    citation: '608.2b',
    missing: '"can\u2019t be regenerated" as an effect of a spell (701.19c).',
  },
  {
    name: '608.2d: "You may sacrifice a creature. If you don\u2019t, you lose 4 life": a player with no creatures loses 4',
    citation: '608.2d',
    missing: 'choices made on resolution ("you may … if you don\u2019t").',
  },
  {
    name: '608.2f: Soulfire Eruption exiles the top card of the library once per target, in turn',
    citation: '608.2f',
    missing: 'damage equal to the mana value of an exiled card, and "for each of them" processing.',
  },
  {
    name: '608.2i: Search Party Captain costs {1} less for a creature attacked with that is no longer a creature',
    citation: '608.2i',
    missing: 'cost reduction counting creatures attacked with this turn (history), and the total cost (mana not simulated).',
  },
  {
    name: '608.2j: "destroy all black creatures" destroys a white-and-black creature; "destroy all nonblack creatures" doesn\u2019t',
    citation: '608.2j',
    missing: 'an untargeted "destroy all <filter>" effect (effects name a target word or one object).',
  },
  {
    name: '608.2k: Wall of Tears returns the blocked creature at end of combat even if it stopped being a creature',
    citation: '608.2k',
    missing: 'a delayed trigger "at end of combat" and an effect on the object named by the trigger condition ("that creature").',
  },
  {
    name: '608.3e: Clone copying Dryad Arbor under Worms of the Earth can\u2019t enter and goes to the graveyard',
    citation: '608.3e',
    missing: '"enter as a copy" choices and "lands can\u2019t enter the battlefield".',
  },
  {
    name: '611.2b: Master Thief: control of the thief lost before its ability resolves -> the control effect does nothing',
    citation: '611.2b',
    missing: 'a duration "for as long as you control <source>" (durations are end-of-turn, indefinite, while-source).',
  },
];
