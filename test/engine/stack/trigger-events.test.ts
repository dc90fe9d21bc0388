/**
 * Trigger events about players and damage (603.2): a player gaining or losing life (119.2, 119.3),
 * drawing (121.1: one event per card, 603.2c), a permanent dealing combat damage to a player (510.2),
 * being dealt damage (120.3), becoming blocked (603.2e, 509.1h: once however many creatures block
 * it), the object an Equipment or Aura is attached to, and the beginning of the draw step and of
 * combat (603.2b). "That player" and "that much" read the trigger event (608.2k, 603.2, 608.2h).
 */
import { describe } from 'vitest';
import type { SpellEffect, TriggeredAbility } from '../../../src/engine/types.ts';
import { checkRow, creature, game, lifeOf, obj, resolveAll, resolveTop, stackDepth, theirs } from './kit.ts';
import type { Row } from './kit.ts';

const enchantment = (id: string, t: TriggeredAbility, controller = 'A') => obj({ id, name: id, types: ['Enchantment'], pt: null, controller }, { triggers: [t] });
const ab = (event: TriggeredAbility['event'], effects: SpellEffect[], extra: Partial<TriggeredAbility> = {}): TriggeredAbility => ({ text: event, event, effects, ...extra });
const triggered = (r: { trace: { key: string }[] }) => r.trace.filter((s) => s.key === 'trigger.triggers').length;
/** An Equipment: "Equipped creature gets +1/-1. Whenever equipped creature dies, you gain 2 life." */
const clamp = (attachedTo: string | null = null) =>
  obj(
    { id: 'clamp', name: 'Clamp', types: ['Artifact'], subtypes: ['Equipment'], pt: null, attachedTo, statics: [{ text: 'Equipped creature gets +1/-1.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: -1 }] }] },
    { triggers: [ab('dies', [{ kind: 'life', amount: 2, player: 'you' }], { who: 'attached' })] },
  );
const drain: SpellEffect = { kind: 'life', amount: -1, amountFrom: 'event', player: 'opponent' };

const ROWS: Row[] = [
  {
    name: 'GIVEN "whenever you gain life, each opponent loses that much life" WHEN you gain 3 THEN the opponent loses 3 (603.2, 608.2h)',
    given: game([enchantment('bond', ab('gains-life', [drain]))]),
    when: [{ kind: 'gain-life', player: 'A', amount: 3 }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [23, 17],
    rules: ['603.2', '608.2h'],
  },
  {
    name: 'GIVEN "whenever you gain life" WHEN the opponent gains life THEN it doesn\'t trigger',
    given: game([enchantment('bond', ab('gains-life', [drain]))]),
    when: [{ kind: 'gain-life', player: 'B', amount: 3 }],
    then: (r) => [triggered(r), lifeOf(r, 'B')],
    expected: [0, 23],
  },
  {
    name: 'GIVEN "whenever an opponent loses life, you gain that much life" WHEN the opponent is dealt 4 damage THEN you gain 4 (119.2)',
    given: game([enchantment('blood', ab('loses-life', [{ kind: 'life', amount: 0, amountFrom: 'event', player: 'you' }], { who: 'opponent' }))]),
    when: [{ kind: 'damage', source: null, target: 'B', amount: 4 }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [24, 16],
  },
  {
    name: 'GIVEN "whenever an opponent draws a card, that player loses 2 life" WHEN they draw two cards THEN it triggers twice (603.2c, 608.2k)',
    given: game([
      enchantment('sheoldred', ab('draws', [{ kind: 'life', amount: -2, that: true }], { who: 'opponent' })),
      obj({ id: 'c1', zone: 'library', controller: 'B' }),
      obj({ id: 'c2', zone: 'library', controller: 'B' }),
    ]),
    when: [{ kind: 'draw', player: 'B', count: 2 }, resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'B'), lifeOf(r, 'A')],
    expected: [2, 16, 20],
  },
  {
    name: 'GIVEN "whenever this creature deals combat damage to a player, draw a card" WHEN it is unblocked THEN it triggers (510.2)',
    given: game([creature('ninja', 2, 2, {}, { triggers: [ab('deals-damage', [{ kind: 'life', amount: 5, player: 'you' }], { combatOnly: true, damageTo: 'player' })] })]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'ninja' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [25, 18],
    rules: ['510.2'],
  },
  {
    name: 'GIVEN the same ability WHEN it is blocked and deals its damage to the blocker THEN it doesn\'t trigger',
    given: game([creature('ninja', 2, 2, {}, { triggers: [ab('deals-damage', [{ kind: 'life', amount: 5, player: 'you' }], { combatOnly: true, damageTo: 'player' })] }), theirs('wall', 0, 4)]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'ninja' }] }, { kind: 'declare-blockers', blockers: [{ object: 'wall', blocks: ['ninja'] }] }, { kind: 'combat-damage' }],
    then: (r) => [triggered(r), stackDepth(r)],
    expected: [0, 0],
  },
  {
    name: 'GIVEN a combat-damage ability WHEN its creature deals noncombat damage to a player THEN it doesn\'t trigger',
    given: game([creature('ninja', 2, 2, {}, { triggers: [ab('deals-damage', [{ kind: 'life', amount: 5, player: 'you' }], { combatOnly: true, damageTo: 'player' })] })]),
    when: [{ kind: 'damage', source: 'ninja', target: 'B', amount: 2 }],
    then: (r) => triggered(r),
    expected: 0,
  },
  {
    name: 'GIVEN "whenever equipped creature deals combat damage to a player, that player loses 1 life" WHEN the equipped creature connects THEN it triggers for the Equipment',
    given: game([
      creature('bear', 2, 2),
      obj({ id: 'sword', name: 'Sword', types: ['Artifact'], subtypes: ['Equipment'], pt: null, attachedTo: 'bear' }, { triggers: [ab('deals-damage', [{ kind: 'life', amount: -1, that: true }], { who: 'attached', combatOnly: true, damageTo: 'player' })] }),
      creature('elf', 1, 1),
    ]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'bear' }, { object: 'elf' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage' }, resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'B')],
    expected: [1, 16],
  },
  // 603.10a: a leaves-the-battlefield ability looks back to the game just before the event's batch —
  // an Equipment attached by an action since the last look counts ("I equip Skullclamp to my 1/1").
  {
    name: 'GIVEN an Equipment "+1/-1" with "whenever equipped creature dies, you gain 2 life" WHEN an action attaches it to a 1/1 THEN the 1/1 dies to 704.5f and it triggers (603.10a)',
    given: game([creature('elf', 1, 1), clamp()]),
    when: [{ kind: 'attach', object: 'clamp', to: 'elf' }, resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'A'), r.final.objects.find((o) => o.id.startsWith('elf'))?.zone],
    expected: [1, 22, 'graveyard'],
    rules: ['704.5f', '603.10a'],
  },
  {
    name: 'GIVEN the same Equipment WHEN an action attaches it to a 2/2 that is then destroyed THEN it triggers once',
    given: game([creature('bear', 2, 2), clamp()]),
    when: [{ kind: 'attach', object: 'clamp', to: 'bear' }, { kind: 'destroy', object: 'bear' }, resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'A')],
    expected: [1, 22],
  },
  {
    name: 'GIVEN the same Equipment attached to a 1/1 WHEN an action moves it to a 3/3 and the 1/1 is destroyed THEN it doesn\'t trigger (no longer equipped)',
    given: game([creature('elf', 1, 2), creature('ogre', 3, 3), clamp('elf')]),
    when: [{ kind: 'attach', object: 'clamp', to: 'ogre' }, { kind: 'destroy', object: 'elf' }],
    then: (r) => [triggered(r), lifeOf(r, 'A')],
    expected: [0, 20],
  },
  {
    name: 'GIVEN "whenever this creature is dealt damage, it deals that much damage to each opponent" WHEN it is dealt 3 THEN the opponent is dealt 3 (120.3)',
    given: game([creature('reckoner', 3, 5, {}, { triggers: [ab('dealt-damage', [{ kind: 'damage', amount: 0, amountFrom: 'event', player: 'opponent' }])] })]),
    when: [{ kind: 'damage', source: null, target: 'reckoner', amount: 3 }, resolveTop],
    then: (r) => lifeOf(r, 'B'),
    expected: 17,
  },
  {
    name: 'GIVEN "whenever this creature becomes blocked, you gain 1 life" WHEN two creatures block it THEN it triggers once (509.1h, 603.2e)',
    given: game([creature('rhino', 4, 4, {}, { triggers: [ab('becomes-blocked', [{ kind: 'life', amount: 1, player: 'you' }])] }), theirs('b1', 1, 1), theirs('b2', 1, 1)]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'rhino' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b1', blocks: ['rhino'] }, { object: 'b2', blocks: ['rhino'] }] }, resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'A')],
    expected: [1, 21],
    rules: ['603.2e', '509.1h'],
  },
  {
    name: 'GIVEN "at the beginning of each player\'s draw step, that player gains 1 life" WHEN the opponent\'s draw step begins THEN the opponent gains it (603.2b)',
    given: game([enchantment('howl', ab('draw-step', [{ kind: 'life', amount: 1, that: true }], { who: 'any' }))], { activePlayer: 'B' }),
    when: [{ kind: 'begin-step', step: 'draw' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [20, 21],
  },
  {
    name: 'GIVEN "at the beginning of combat on your turn, you gain 1 life" WHEN combat begins on your turn THEN it triggers; on the opponent\'s turn it doesn\'t',
    given: game([enchantment('war', ab('beginning-of-combat', [{ kind: 'life', amount: 1, player: 'you' }]))]),
    when: [{ kind: 'begin-step', step: 'combat' }, resolveTop],
    then: (r) => lifeOf(r, 'A'),
    expected: 21,
  },
  {
    name: 'GIVEN "at the beginning of combat on your turn" WHEN combat begins on the opponent\'s turn THEN it doesn\'t trigger',
    given: game([enchantment('war', ab('beginning-of-combat', [{ kind: 'life', amount: 1, player: 'you' }]))], { activePlayer: 'B' }),
    when: [{ kind: 'begin-step', step: 'combat' }],
    then: (r) => triggered(r),
    expected: 0,
  },
];

describe('trigger events about players, damage and blocking (603.2)', () => {
  for (const row of ROWS) checkRow(row);
});
