/**
 * Cards for the trigger and resolution rows of session 2 (H2): choices made on resolution (608.2d),
 * per-target processing (608.2f), "that creature" (608.2k), "for as long as you control" (611.2b),
 * state triggers (603.8) and "becomes tapped/untapped" (603.2e). Only inputs: every expected value
 * is a literal in the row that uses them (tables/stack-cr.ts, stack-seeds.ts, stack-variations.ts).
 */
import type { ScenarioAction, StackScenarioObject } from '../support.ts';
import { anyTarget, body, creature, creatureCard, creatures, destroy, draw, instant, life, sorcery, targetCreature, targetOfType, trigger } from './stack-kit.ts';
/** Heart-Piercer Manticore with the choice made on resolution (608.2d) and the amount read from the sacrificed creature (608.2h). */
export function manticore() {
  return creatureCard('manticore', 'Heart-Piercer Manticore', 4, 3, 'A', {
    colors: ['R'],
    manaCost: '{2}{R}{R}',
    triggers: [
      trigger('When this creature enters, you may sacrifice another creature. When you do, this creature deals damage equal to that creature\u2019s power to any target.', 'enters', [
        { kind: 'sacrifice', may: 'sacrifice', choose: { name: 'sacrifice', filter: creatures({ other: true }) } },
        { kind: 'reflexive', ability: { text: 'This creature deals damage equal to that creature\u2019s power to any target.', targets: [anyTarget()], effects: [{ kind: 'damage', amount: 0, target: 'any', amountFrom: 'power' }], choose: { any: ['B'] } } },
      ]),
    ],
  });
}

export function plagueSpores(cantRegenerate: boolean) {
  const d = (target: string) => (cantRegenerate ? { kind: 'destroy' as const, target, cantRegenerate: true } : destroy(target));
  return sorcery(
    'spores',
    'Plague Spores',
    body('Destroy target nonblack creature and target land. They can\u2019t be regenerated.', [targetCreature('creature', undefined, { notColors: ['B'] }), targetOfType('land', ['Land'])], [d('creature'), d('land')]),
    'A',
    { colors: ['B', 'R'], manaCost: '{4}{B}{R}' },
  );
}

export function dryadArbor() {
  return creature('arbor', 'Dryad Arbor', 1, 1, 'B', { types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], manaCost: null });
}

export function darkeningPaint() {
  return instant(
    'paint',
    'Darkening Paint',
    body('Target permanent becomes black until end of turn.', [targetOfType('permanent', ['Land', 'Creature'])], [
      { kind: 'apply-effect', target: 'permanent', effect: { text: 'It becomes black until end of turn.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-colors', colors: ['B'] }], duration: { kind: 'end-of-turn' } } },
    ]),
    'B',
    { colors: ['B'], manaCost: '{B}' },
  );
}

/** "You may sacrifice a creature. If you don't, you lose 4 life." (608.2d) */
export function tithe(id = 'tithe') {
  return sorcery(
    id,
    'Grim Tithe',
    body('You may sacrifice a creature. If you don\u2019t, you lose 4 life.', [], [
      { kind: 'sacrifice', may: 'sac', choose: { name: 'sac', filter: creatures() }, id: 'sac' },
      { kind: 'life', amount: -4, player: 'you', ifNotDone: 'sac' },
    ]),
    'A',
    { colors: ['B'], manaCost: '{1}{B}' },
  );
}

/** Soulfire Eruption (608.2f): for each target, exile the top card of your library, then damage equal to its mana value. */
export function soulfire() {
  return sorcery(
    'eruption',
    'Soulfire Eruption',
    body(
      'Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card of your library, then Soulfire Eruption deals damage equal to that card\u2019s mana value to that permanent or player.',
      [{ word: 'them', count: 2, players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker'] } }],
      [{ kind: 'for-each', target: 'them', effects: [{ kind: 'exile-top', amount: 1, player: 'you' }, { kind: 'damage', amount: 0, each: true, amountFrom: 'mana-value' }] }],
    ),
    'A',
    { manaCost: '{6}{R}{R}{R}' },
  );
}

/** A's library, top first: a mana value 5 card, then a mana value 2 card. */
export function soulfireLibrary() {
  return [
    creatureCard('top5', 'Towering Drake', 5, 5, 'A', { zone: 'library', manaCost: '{3}{R}{R}' }),
    creatureCard('next2', 'Small Drake', 2, 2, 'A', { zone: 'library', manaCost: '{1}{G}' }),
  ];
}

export function twoToneBoard() {
  return [creature('wb', 'Orzhov Knight', 2, 2, 'B', { colors: ['W', 'B'] }), creature('g', 'Grizzly Bears', 2, 2, 'B')];
}

/** Wall of Tears: "Whenever this creature blocks a creature, return that creature to its owner's hand at end of combat." (608.2k) */
export function wallOfTears() {
  return creature('wall', 'Wall of Tears', 0, 4, 'B', {
    colors: ['U'],
    keywords: ['defender'],
    triggers: [
      trigger('Whenever this creature blocks a creature, return that creature to its owner\u2019s hand at end of combat.', 'blocks', [
        { kind: 'delayed-trigger', trigger: trigger('At end of combat, return that creature to its owner\u2019s hand.', 'end-of-combat', [{ kind: 'return-to-hand', that: true }]) },
      ]),
    ],
  });
}

/** Master Thief: "When this creature enters, gain control of target artifact for as long as you control this creature." (611.2b) */
export function masterThief() {
  return creatureCard('thief', 'Master Thief', 1, 1, 'A', {
    colors: ['U'],
    manaCost: '{2}{U}{U}',
    triggers: [
      trigger('When this creature enters, gain control of target artifact for as long as you control this creature.', 'enters', [
        { kind: 'apply-effect', target: 'artifact', effect: { text: 'Gain control of that artifact for as long as you control Master Thief.', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'while-controlled', object: 'thief' } } },
      ], { targets: [targetOfType('artifact', ['Artifact'])], choose: { artifact: ['relic'] } }),
    ],
  });
}

/** B gains control of the Master Thief (an effect of some spell of B's). */
export function stealThief(): ScenarioAction {
  return { kind: 'apply-effect', effect: { id: 'steal', controller: 'B', text: 'Gain control of Master Thief.', affects: { kind: 'objects', ids: ['thief'] }, modifications: [{ kind: 'set-controller', player: 'B' }] } };
}

/** "Whenever this creature becomes tapped, you gain 1 life." (603.2e) */
export function tapLover(id: string, keywords: string[]) {
  return creature(id, 'Tap Lover', 2, 2, 'A', { colors: ['W'], keywords, triggers: [trigger('Whenever this creature becomes tapped, you gain 1 life.', 'becomes-tapped', [life(1)])] });
}

/** "Destroy target creature." — with `cantRegenerate`, "… It can't be regenerated." (701.19c) */
export function killSpell(cantRegenerate: boolean) {
  const text = cantRegenerate ? 'Destroy target creature. It can\u2019t be regenerated.' : 'Destroy target creature.';
  return instant('kill', cantRegenerate ? 'Final Murder' : 'Murder', body(text, [targetCreature()], [cantRegenerate ? { kind: 'destroy', target: 'creature', cantRegenerate: true } : destroy('creature')]), 'A', { colors: ['B'], manaCost: '{1}{B}{B}' });
}

/** Clone: "You may have this creature enter as a copy of any creature on the battlefield." (614.1c; the choice named "copy") */
export function clone(): StackScenarioObject {
  return { ...creatureCard('clone', 'Clone', 0, 0, 'A', { colors: ['U'], manaCost: '{3}{U}' }), entersAsCopy: { text: 'You may have this creature enter as a copy of any creature on the battlefield.', filter: creatures(), choice: 'copy' } } as StackScenarioObject;
}

/** Worms of the Earth's "Lands can't enter the battlefield." (614.17d) */
export function wormsOfTheEarth(): StackScenarioObject {
  return { ...creature('worms', 'Worms of the Earth', 0, 0, 'B', { types: ['Enchantment'], colors: ['B'], manaCost: '{2}{B}{B}{B}', power: null, toughness: null }), cantEnter: { text: 'Lands can\u2019t enter the battlefield.', filter: { kind: 'filter', types: ['Land'] } } } as StackScenarioObject;
}

/** "Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw a card." (603.11, 607.2h) */
export function landJournal(id = 'journal', controller = 'A'): StackScenarioObject {
  return {
    ...creature(id, 'Explorer\u2019s Journal', 0, 0, controller, { types: ['Enchantment'], colors: ['G'], manaCost: '{2}{G}', power: null, toughness: null }),
    revealFirstDraw: { text: 'Reveal the first card you draw each turn.' },
    triggers: [trigger('Whenever you reveal a basic land card this way, draw a card.', 'reveals', [draw(1)], { filter: { kind: 'filter', types: ['Land'] }, supertypes: ['Basic'] })],
  } as StackScenarioObject;
}

/** A card in a library: a basic Forest, a nonbasic land, or a plain sorcery. */
export function libraryCard(id: string, kind: 'basic-land' | 'nonbasic-land' | 'spell', owner = 'A'): StackScenarioObject {
  if (kind === 'spell') return { id, name: `Card ${id}`, types: ['Sorcery'], colors: ['U'], manaCost: '{U}', controller: owner, zone: 'library' };
  const basic = kind === 'basic-land';
  return { id, name: basic ? `Forest ${id}` : `Grove ${id}`, types: ['Land'], subtypes: basic ? ['Forest'] : [], supertypes: basic ? ['Basic'] : [], colors: [], manaCost: null, controller: owner, zone: 'library' };
}
