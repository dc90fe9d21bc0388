/**
 * Keywords cite the rule that decided a check (keywords/note.ts): for every keyword that bears on
 * blocking, attacking, targeting or combat damage, a board of our own where it forbids (the
 * refusal's rule param cites it) and one where it is checked and allows or doesn't apply (a
 * `keyword.checked` step cites it). Conventions as in combat-kit.ts (A attacks, B blocks; both at
 * 20) and stack-kit.ts (A casts). Expected values are worked out by hand in each comment.
 */
import type { CombatErrorRow, CombatRow, StackRow } from '../support.ts';
import { addReplacement, allSteps, attack, block, fog, mine, noBlocks, theirs } from './combat-kit.ts';
import { body, cast, creature, creatures, damage, instant, permanent, resolve, sorcery, targetCreature } from './stack-kit.ts';

const both20 = { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } };
const here = { zone: 'battlefield' as const, damage: 0 };
const checked = (note: string) => ({ key: 'keyword.checked', params: { note } });

/** A blocks nothing: A's `a` attacks, B's `b` blocks it; both stay, no damage (no damage step). */
function blockRow(name: string, citation: string, a: ReturnType<typeof mine>, b: ReturnType<typeof theirs>, rules: string[], note: string, extra: ReturnType<typeof theirs>[] = []): CombatRow {
  return {
    name,
    citation,
    scenario: { objects: [a, b, ...extra], actions: [attack(a.id), block({ [b.id]: a.id })] },
    expect: { players: both20, fates: { [a.id]: here, [b.id]: here, ...Object.fromEntries(extra.filter((x) => x.types?.includes('Creature')).map((x) => [x.id, here])) }, rules, steps: [checked(note)] },
  };
}

/** The same board, where the block is illegal: the declaration (action 1) is refused citing `rule`. */
function cantBlockRow(name: string, citation: string, a: ReturnType<typeof mine>, b: ReturnType<typeof theirs>, ability: string, rule: string, extra: ReturnType<typeof theirs>[] = []): CombatErrorRow {
  return {
    name,
    citation,
    scenario: { objects: [a, b, ...extra], actions: [attack(a.id), block({ [b.id]: a.id })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion', params: { ability, rule } },
  };
}

const island = (controller: string) => ({ id: `island-${controller}`, name: 'Island', types: ['Land' as const], subtypes: ['Island'], supertypes: ['Basic'], controller });
const forest = (controller: string) => ({ id: `forest-${controller}`, name: 'Forest', types: ['Land' as const], subtypes: ['Forest'], supertypes: ['Basic'], controller });

export const KEYWORD_CITATION_ROWS: CombatRow[] = [
  // 702.9b + 702.17b: a 3/3 flyer blocked by a 1/4 with reach — legal.
  blockRow('reach blocks a flyer, citing flying and reach', '702.17b', mine('kite', 'Storm Kite', 3, 3, { keywords: ['flying'] }), theirs('web', 'Web Weaver', 1, 4, { keywords: ['reach'] }), ['702.9b', '702.17b'], 'block-flying-by-reach'),
  // 702.9b: a flyer blocks a flyer — legal.
  blockRow('a flyer blocks a flyer, citing flying', '702.9b', mine('kite', 'Storm Kite', 3, 3, { keywords: ['flying'] }), theirs('owl', 'Barn Owl', 1, 1, { keywords: ['flying'] }), ['702.9b'], 'block-flying-by-flying'),
  // 702.9b: a flyer blocks a creature without flying — legal ("can block a creature with or without flying").
  blockRow('a flyer blocks a creature without flying, citing flying', '702.9b', mine('bear', 'Ground Bear', 2, 2), theirs('owl', 'Barn Owl', 1, 1, { keywords: ['flying'] }), ['702.9b'], 'block-ground-by-flying'),
  // 702.28b: shadow blocked by shadow — legal.
  blockRow('shadow blocks shadow', '702.28b', mine('wisp', 'Dusk Wisp', 2, 1, { keywords: ['shadow'] }), theirs('shade', 'Gloom Shade', 1, 1, { keywords: ['shadow'] }), ['702.28b'], 'block-shadow-by-shadow'),
  // 702.31b: horsemanship blocked by horsemanship — legal.
  blockRow('horsemanship blocks horsemanship', '702.31b', mine('rider', 'Steppe Rider', 2, 2, { keywords: ['horsemanship'] }), theirs('lancer', 'Plains Lancer', 2, 2, { keywords: ['horsemanship'] }), ['702.31b'], 'block-horsemanship-by-horsemanship'),
  // 702.36b: fear blocked by a black creature — legal.
  blockRow('a black creature blocks fear', '702.36b', mine('ghoul', 'Night Ghoul', 2, 2, { colors: ['B'], keywords: ['fear'] }), theirs('bat', 'Crypt Bat', 1, 1, { colors: ['B'] }), ['702.36b'], 'block-fear-allowed'),
  // 702.36b: fear blocked by a colorless artifact creature — legal.
  blockRow('an artifact creature blocks fear', '702.36b', mine('ghoul', 'Night Ghoul', 2, 2, { colors: ['B'], keywords: ['fear'] }), theirs('golem', 'Iron Golem', 2, 2, { colors: [], types: ['Artifact', 'Creature'] }), ['702.36b'], 'block-fear-allowed'),
  // 702.13b: a red intimidate creature blocked by a red creature — legal.
  blockRow('a creature sharing a color blocks intimidate', '702.13b', mine('brute', 'Ash Brute', 3, 2, { colors: ['R'], keywords: ['intimidate'] }), theirs('imp', 'Cinder Imp', 1, 1, { colors: ['R', 'B'] }), ['702.13b'], 'block-intimidate-allowed'),
  // 702.118b: a 2/2 with skulk blocked by another 2/2 (power not greater) — legal.
  blockRow('equal power blocks skulk', '702.118b', mine('sneak', 'Alley Sneak', 2, 2, { keywords: ['skulk'] }), theirs('guard', 'Gate Guard', 2, 3), ['702.118b'], 'block-skulk-allowed'),
  // 702.14c: islandwalk, but B controls only a Forest — it can be blocked.
  blockRow('landwalk without that land lets it be blocked', '702.14c', mine('eel', 'Marsh Eel', 2, 2, { colors: ['U'], keywords: ['islandwalk'] }), theirs('elk', 'Bog Elk', 2, 2), ['702.14c'], 'block-landwalk-no-land', [forest('B')]),
  // 702.16f: protection from red; the blocker is green — legal.
  blockRow('protection from another color lets it be blocked', '702.16f', mine('paladin', 'Dawn Paladin', 2, 2, { colors: ['W'], keywords: ['protection from red'] }), theirs('elk', 'Bog Elk', 2, 2), ['702.16f'], 'block-protection-not-covered'),
  // 702.3b: a creature with defender blocks — defender forbids only attacking.
  blockRow('a creature with defender blocks', '702.3b', mine('bear', 'Hill Bear', 2, 2), theirs('wall', 'Stone Wall', 0, 5, { keywords: ['defender'] }), ['702.3b'], 'block-defender'),
  // 702.111b: menace blocked by two creatures — legal.
  {
    name: 'two creatures block menace',
    citation: '702.111b',
    scenario: { objects: [mine('thug', 'Dock Thug', 3, 3, { keywords: ['menace'] }), theirs('g1', 'First Guard', 1, 1), theirs('g2', 'Second Guard', 1, 1)], actions: [attack('thug'), block({ g1: 'thug', g2: 'thug' })] },
    expect: { players: both20, fates: { thug: here, g1: here, g2: here }, rules: ['702.111b'], steps: [checked('block-menace-enough')] },
  },
  // 702.10b + 302.6: a summoning-sick creature with haste attacks (no blockers, no damage step).
  {
    name: 'haste lets a creature attack the turn it came under control',
    citation: '702.10b',
    scenario: { objects: [mine('goblin', 'Rash Goblin', 1, 1, { colors: ['R'], keywords: ['haste'], summoningSick: true })], actions: [attack('goblin')] },
    expect: { players: both20, fates: { goblin: { zone: 'battlefield', damage: 0, tapped: true } }, rules: ['702.10b', '302.6'], steps: [checked('attack-haste')] },
  },
  // 702.164c: a 1/1 with toxic 2 blocked by a 0/3: 1 damage to the 0/3, none to B, so no poison.
  {
    name: 'toxic blocked gives no poison counters',
    citation: '702.164c',
    scenario: { objects: [mine('rat', 'Sewer Rat', 1, 1, { colors: ['B'], keywords: ['toxic 2'] }), theirs('wall', 'Reed Wall', 0, 3)], actions: [attack('rat'), block({ wall: 'rat' }), allSteps()] },
    expect: { players: both20, fates: { rat: here, wall: { zone: 'battlefield', damage: 1 } }, rules: ['702.164c'], steps: [checked('toxic-no-player-damage')] },
  },
  // 702.15b + 615.6: a 2/2 with lifelink attacks unblocked; a Fog prevents all combat damage: B stays at 20, A gains nothing.
  {
    name: 'lifelink gains nothing when all its damage is prevented',
    citation: '702.15b',
    scenario: { objects: [mine('cleric', 'Vow Cleric', 2, 2, { colors: ['W'], keywords: ['lifelink'] })], actions: [attack('cleric'), noBlocks, addReplacement(fog('fog')), allSteps()] },
    expect: { players: both20, fates: { cleric: { zone: 'battlefield', damage: 0, tapped: true } }, rules: ['702.15b', '615.6'], steps: [checked('lifelink-no-damage')] },
  },
];

export const KEYWORD_CITATION_ERRORS: CombatErrorRow[] = [
  cantBlockRow('no flying or reach: the flyer cannot be blocked', '702.9b', mine('kite', 'Storm Kite', 3, 3, { keywords: ['flying'] }), theirs('elk', 'Bog Elk', 2, 2), 'flying', '702.9b, 509.1b'),
  cantBlockRow('a creature without shadow cannot block shadow', '702.28b', mine('wisp', 'Dusk Wisp', 2, 1, { keywords: ['shadow'] }), theirs('elk', 'Bog Elk', 2, 2), 'shadow', '702.28b, 509.1b'),
  cantBlockRow('a creature with shadow cannot block one without', '702.28b', mine('bear', 'Hill Bear', 2, 2), theirs('shade', 'Gloom Shade', 1, 1, { keywords: ['shadow'] }), 'shadow', '702.28b, 509.1b'),
  cantBlockRow('a creature without horsemanship cannot block it', '702.31b', mine('rider', 'Steppe Rider', 2, 2, { keywords: ['horsemanship'] }), theirs('elk', 'Bog Elk', 2, 2), 'horsemanship', '702.31b, 509.1b'),
  cantBlockRow('a green creature cannot block fear', '702.36b', mine('ghoul', 'Night Ghoul', 2, 2, { colors: ['B'], keywords: ['fear'] }), theirs('elk', 'Bog Elk', 2, 2), 'fear', '702.36b, 509.1b'),
  cantBlockRow('a creature sharing no color cannot block intimidate', '702.13b', mine('brute', 'Ash Brute', 3, 2, { colors: ['R'], keywords: ['intimidate'] }), theirs('elk', 'Bog Elk', 2, 2), 'intimidate', '702.13b, 509.1b'),
  cantBlockRow('greater power cannot block skulk', '702.118b', mine('sneak', 'Alley Sneak', 2, 2, { keywords: ['skulk'] }), theirs('ogre', 'Hill Ogre', 3, 3), 'skulk', '702.118b, 509.1b'),
  cantBlockRow('islandwalk against an Island cannot be blocked', '702.14c', mine('eel', 'Marsh Eel', 2, 2, { colors: ['U'], keywords: ['islandwalk'] }), theirs('elk', 'Bog Elk', 2, 2), 'landwalk island', '702.14c, 509.1b', [island('B')]),
  cantBlockRow('protection from green cannot be blocked by a green creature', '702.16f', mine('paladin', 'Dawn Paladin', 2, 2, { colors: ['W'], keywords: ['protection from green'] }), theirs('elk', 'Bog Elk', 2, 2), 'protection from green', '702.16f, 509.1b'),
  {
    name: 'one creature alone cannot block menace',
    citation: '702.111b',
    scenario: { objects: [mine('thug', 'Dock Thug', 3, 3, { keywords: ['menace'] }), theirs('g1', 'First Guard', 1, 1)], actions: [attack('thug'), block({ g1: 'thug' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.menace', params: { rule: '702.111b, 509.1b' } },
  },
  {
    name: 'a creature with defender cannot attack',
    citation: '702.3b',
    scenario: { objects: [mine('wall', 'Stone Wall', 0, 5, { keywords: ['defender'] })], actions: [attack('wall')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.defender', params: { rule: '702.3b' } },
  },
  {
    name: 'without haste a summoning-sick creature cannot attack',
    citation: '302.6',
    scenario: { objects: [mine('bear', 'Hill Bear', 2, 2, { summoningSick: true })], actions: [attack('bear')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.summoning-sick', params: { rule: '302.6, 508.1a, 702.10b' } },
  },
];

const players = { A: { life: 20 }, B: { life: 20 } };
/** "Deal 1 damage to target creature." — an instant ({R}, red) its caster aims at a 1/3. */
const jolt = (id: string, controller = 'A', colors: ('R' | 'G' | 'W')[] = ['R']) =>
  instant(id, 'Jolt', body('Jolt deals 1 damage to target creature.', [targetCreature()], [damage(1, 'creature')]), controller, { colors, manaCost: '{R}' });
/** "Destroy all creatures." — a sorcery; it targets nothing. */
const sweep = () => sorcery('sweep', 'Clean Sweep', body('Destroy all creatures.', [], [{ kind: 'destroy', all: creatures() }]), 'A', { colors: ['W'], manaCost: '{2}{W}{W}' });
const gy = (owner: string) => ({ zone: 'graveyard' as const, owner });

export const KEYWORD_TARGET_ROWS: StackRow[] = [
  // 702.11b: A targets A's own hexproof 1/3 — legal; it takes 1 damage.
  {
    name: 'its controller may target a hexproof creature',
    citation: '702.11b',
    scenario: { objects: [jolt('jolt'), creature('bogle', 'Fen Bogle', 1, 3, 'A', { keywords: ['hexproof'] })], actions: [cast('jolt', { creature: ['bogle'] }), resolve] },
    expect: { players, fates: { jolt: gy('A'), bogle: { zone: 'battlefield', damage: 1 } }, rules: ['702.11b'], steps: [checked('target-hexproof-own')] },
  },
  // 702.11b: B's hexproof creature can't be A's target: the cast is rewound (601.2e), Jolt stays in hand.
  {
    name: "an opponent's hexproof creature can't be targeted",
    citation: '702.11b',
    scenario: { objects: [jolt('jolt'), creature('bogle', 'Fen Bogle', 1, 3, 'B', { keywords: ['hexproof'] })], actions: [cast('jolt', { creature: ['bogle'] })] },
    expect: { players, fates: { jolt: { zone: 'hand', owner: 'A' }, bogle: { zone: 'battlefield', damage: 0 } }, rules: ['702.11b'], steps: [{ key: 'cast.rewound', params: { reason: 'illegal-target' } }] },
  },
  // 702.11d: hexproof from black against A's red spell — legal.
  {
    name: 'hexproof from a color the spell lacks allows the target',
    citation: '702.11d',
    scenario: { objects: [jolt('jolt'), creature('knight', 'Pale Knight', 1, 3, 'B', { keywords: ['hexproof from black'] })], actions: [cast('jolt', { creature: ['knight'] }), resolve] },
    expect: { players, fates: { jolt: gy('A'), knight: { zone: 'battlefield', damage: 1 } }, rules: ['702.11d'], steps: [checked('target-hexproof-not-covered')] },
  },
  // 702.16b: protection from white against a red spell — legal, and 1 damage is dealt (702.16e doesn't apply).
  {
    name: 'protection from another color allows the target',
    citation: '702.16b',
    scenario: { objects: [jolt('jolt'), creature('monk', 'Hill Monk', 1, 3, 'B', { keywords: ['protection from white'] })], actions: [cast('jolt', { creature: ['monk'] }), resolve] },
    expect: { players, fates: { jolt: gy('A'), monk: { zone: 'battlefield', damage: 1 } }, rules: ['702.16b'], steps: [checked('target-protection-not-covered')] },
  },
  // 702.16b: protection from red against a red spell — rewound.
  {
    name: 'protection from the spell’s color forbids the target',
    citation: '702.16b',
    scenario: { objects: [jolt('jolt'), creature('monk', 'Hill Monk', 1, 3, 'B', { keywords: ['protection from red'] })], actions: [cast('jolt', { creature: ['monk'] })] },
    expect: { players, fates: { jolt: { zone: 'hand', owner: 'A' }, monk: { zone: 'battlefield', damage: 0 } }, rules: ['702.16b'], steps: [{ key: 'cast.rewound', params: { reason: 'illegal-target' } }] },
  },
  // 702.18a: shroud stops even its controller's spell — rewound.
  {
    name: 'shroud forbids its own controller’s target',
    citation: '702.18a',
    scenario: { objects: [jolt('jolt'), creature('beast', 'Veiled Beast', 1, 3, 'A', { keywords: ['shroud'] })], actions: [cast('jolt', { creature: ['beast'] })] },
    expect: { players, fates: { jolt: { zone: 'hand', owner: 'A' }, beast: { zone: 'battlefield', damage: 0 } }, rules: ['702.18a'], steps: [{ key: 'cast.rewound', params: { reason: 'illegal-target' } }] },
  },
  // 702.21a: ward on A's own creature doesn't trigger for A's spell — it resolves.
  {
    name: 'ward does not trigger for its controller’s own spell',
    citation: '702.21a',
    scenario: { objects: [jolt('jolt'), creature('drake', 'Mist Drake', 1, 3, 'A', { keywords: [{ keyword: 'ward', param: '{2}' }] })], actions: [cast('jolt', { creature: ['drake'] }), resolve] },
    expect: { players, fates: { jolt: gy('A'), drake: { zone: 'battlefield', damage: 1 } }, rules: ['702.21a'], notRules: ['603.2'], steps: [checked('target-ward-own')] },
  },
  // 702.18a, 702.11b, 702.21a: "destroy all creatures" doesn't target: shroud, hexproof and ward don't save them.
  {
    name: 'a spell that doesn’t target ignores shroud, hexproof and ward',
    citation: '702.18a',
    scenario: {
      objects: [sweep(), creature('beast', 'Veiled Beast', 3, 3, 'A', { keywords: ['shroud'] }), creature('bogle', 'Fen Bogle', 1, 1, 'B', { keywords: ['hexproof'] }), creature('drake', 'Mist Drake', 2, 2, 'B', { keywords: [{ keyword: 'ward', param: '{2}' }] })],
      actions: [cast('sweep'), resolve],
    },
    expect: { players, fates: { sweep: gy('A'), beast: gy('A'), bogle: gy('B'), drake: gy('B') }, rules: ['702.18a', '702.11b', '702.21a'], minSteps: { '702.18a': 1 }, steps: [checked('not-targeted')] },
  },
  // 301.5a: attaching an Equipment makes the creature equipped (the P/T follows the Equipment).
  {
    name: 'attaching an Equipment cites what equipped means',
    citation: '301.5a',
    scenario: {
      objects: [
        creature('lion', 'Plains Lion', 2, 1, 'A'),
        permanent('axe', 'Stone Axe', ['Artifact'], 'A', { subtypes: ['Equipment'], statics: [{ text: 'Equipped creature gets +2/+0.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 0 }] }] }),
      ],
      actions: [{ kind: 'attach', object: 'axe', to: 'lion' }],
    },
    expect: { players, fates: { lion: { zone: 'battlefield', power: 4, toughness: 1 }, axe: { zone: 'battlefield', attachedTo: 'lion' } }, rules: ['701.3a', '301.5a'] },
  },
];


