/**
 * The Comprehensive Rules' own combat and damage examples (MagicCompRules-20260925.txt): 510.1c,
 * 702.19b (both), 702.19c, 614.5 (the two doublers), 615.4, 615.7, 615.10, 615.11; and, where a
 * rule has no printed example (702.2, 702.4, 702.7, 702.19d-f), one row per statement of the rule.
 * The 616 examples: 616.1f example 1 (zone-change replacements, both orders and the default) and
 * 616.2 (life-gain -> draw -> return from graveyard) are rows; 616.1f example 2 (enters as a copy /
 * enters tapped) and 616.1g (Voice of All's "as this enters, choose a color") are essenceRow() and voiceRow().
 *
 * Conventions: tables/combat-kit.ts (A attacks B; both at 20 life). Each row's expected values are
 * worked out from the rules quoted in its comment.
 */
import type { CombatErrorRow, CombatRow, TodoRow } from '../support.ts';
import {
  addReplacement,
  allSteps,
  attack,
  attackAt,
  block,
  BLOCKED,
  BLOCKER,
  BLOCKS_ONE_MORE,
  DEALT,
  DEATHTOUCH_LETHAL,
  DECLARE_ATTACKERS,
  DECLARE_BLOCKERS,
  effectOn,
  FIRST_STRIKE_STEP,
  gainKeyword,
  LIFE_LOSS,
  loseKeyword,
  LOYALTY_LOSS,
  MARKED,
  mine,
  creatureDoubler,
  preventEach,
  noBlocks,
  planeswalker,
  PROTECTION_PREVENTS,
  REMOVED,
  removeFromCombat,
  REPLACEMENT,
  ONCE_EACH,
  SBA_DEATHTOUCH,
  SBA_LETHAL,
  SBA_ZERO_LOYALTY,
  shield,
  SHIELD,
  step,
  theirs,
  TRAMPLE,
  TRAMPLE_NO_BLOCKERS,
  UNBLOCKED,
} from './combat-kit.ts';

// 510.1c Example: an attacking Elvish Regrower (4/3) is blocked by Vampire Spawn (2/3) and Helpful
// Hunter (1/1). Its controller may assign 4 to the Hunter; 1 Spawn + 3 Hunter; 2 + 2; 3 Spawn +
// 1 Hunter; or 4 to the Spawn. Each blocker blocks only the Regrower, so it assigns all its damage
// to it (510.1d): 2 + 1 = 3 damage, lethal for the 3-toughness Regrower (704.5g) in every case.
// Nothing is dealt to a player (no trample): 120.3a is never cited.
const regrower = () => [
  mine('regrower', 'Elvish Regrower', 4, 3),
  theirs('spawn', 'Vampire Spawn', 2, 3, { colors: ['B'] }),
  theirs('hunter', 'Helpful Hunter', 1, 1, { colors: ['W'] }),
];
type Fate = CombatRow['expect']['fates'][string];
const regrowerRow = (label: string, assignment: [string, number][], spawn: Fate, hunter: Fate): CombatRow => ({
  name: `510.1c example: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter assigns ${label}`,
  citation: '510.1c',
  scenario: {
    objects: regrower(),
    actions: [
      attack('regrower'),
      block({ spawn: 'regrower', hunter: 'regrower' }),
      allSteps({ regrower: assignment }),
    ],
  },
  expect: {
    players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
    fates: { regrower: { zone: 'graveyard', owner: 'A' }, spawn, hunter },
    rules: [DECLARE_ATTACKERS, DECLARE_BLOCKERS, BLOCKED, BLOCKER, DEALT, MARKED, SBA_LETHAL],
    notRules: [LIFE_LOSS],
  },
});

export const COMBAT_CR_ROWS: CombatRow[] = [
  // ------------------------------------------------------------------------------ 510.1c
  regrowerRow('all 4 to the Hunter', [['hunter', 4]], { zone: 'battlefield', damage: 0 }, { zone: 'graveyard', owner: 'B' }),
  regrowerRow('1 to the Spawn and 3 to the Hunter', [['spawn', 1], ['hunter', 3]], { zone: 'battlefield', damage: 1 }, { zone: 'graveyard', owner: 'B' }),
  regrowerRow('2 to each', [['spawn', 2], ['hunter', 2]], { zone: 'battlefield', damage: 2 }, { zone: 'graveyard', owner: 'B' }),
  // 3 damage on the 3-toughness Spawn is lethal; 1 on the 1/1 Hunter too.
  regrowerRow('3 to the Spawn and 1 to the Hunter', [['spawn', 3], ['hunter', 1]], { zone: 'graveyard', owner: 'B' }, { zone: 'graveyard', owner: 'B' }),
  regrowerRow('all 4 to the Spawn', [['spawn', 4]], { zone: 'graveyard', owner: 'B' }, { zone: 'battlefield', damage: 0 }),

  // ------------------------------------------------------------------------------ 702.19b
  // Example 1: a 2/2 that can block an additional creature blocks a 1/1 with no abilities and a
  // 3/3 with trample. The 1/1 assigns its 1 to the blocker; that counts toward lethal for the
  // trampler (damage "being assigned during the same combat damage step"), so the trampler needs
  // to assign only 1 more to the blocker and assigns 2 to B: B 20 - 2 = 18. The blocker divides
  // its 2 among the attackers it blocks (510.1d): 1 to the 1/1 (lethal) and 1 to the 3/3.
  // Blocker: 1 + 1 = 2 damage, dies. 1/1: dies. 3/3: 1 damage marked.
  {
    name: '702.19b example 1: a 1/1 and a 3/3 trampler blocked by one 2/2; 1 + 1 to the blocker, 2 to the player (explicit)',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('squire', 'Plain Squire', 1, 1),
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        theirs('sentry', 'Two-Block Sentry', 2, 2, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] }),
      ],
      actions: [
        attack('squire', 'rhino'),
        block({ sentry: ['squire', 'rhino'] }),
        allSteps({ squire: [['sentry', 1]], rhino: [['sentry', 1], ['B', 2]], sentry: [['squire', 1], ['rhino', 1]] }),
      ],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 18, poison: 0 } },
      fates: { squire: { zone: 'graveyard', owner: 'A' }, rhino: { zone: 'battlefield', damage: 1 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, BLOCKED, BLOCKER, DEALT, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },
  // The same with no assignments given. Default policy (combat-brief): the trampler puts the most
  // on the player, counting the 1/1's 1 toward lethal (702.19b) -> 1 to the blocker, 2 to B; the
  // 1/1 can only assign to its one blocker; the blocker assigns lethal to each attacker in the
  // listed order (1 to the 1/1, then its last 1 to the 3/3). Same outcome.
  {
    name: "702.19b example 1 by default: the trampler counts the other attacker's damage toward lethal and puts 2 on the player",
    citation: '702.19b',
    scenario: {
      objects: [
        mine('squire', 'Plain Squire', 1, 1),
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        theirs('sentry', 'Two-Block Sentry', 2, 2, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] }),
      ],
      actions: [attack('squire', 'rhino'), block({ sentry: ['squire', 'rhino'] }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 18, poison: 0 } },
      fates: { squire: { zone: 'graveyard', owner: 'A' }, rhino: { zone: 'battlefield', damage: 1 }, sentry: { zone: 'graveyard', owner: 'B' } },
      steps: [{ key: 'combat.assigns', params: { object: 'Trampling Rhino', policy: 'default' } }],
      rules: [TRAMPLE, BLOCKED, BLOCKER, DEALT, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },
  // Example 2: a 6/6 green trampler blocked by a 2/2 with protection from green must assign at
  // least 2 to the blocker even though protection prevents it (702.16e); the rest may go to the
  // player. Default: 2 to the blocker (prevented: no damage marked), 4 to B -> 16. The white
  // blocker's 2 isn't prevented (the attacker has no protection): 2 marked on the 6/6.
  {
    name: '702.19b example 2: a 6/6 green trampler blocked by a 2/2 with protection from green assigns 2 to it (prevented) and 4 to the player',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('wurm', 'Green Trampler', 6, 6, { keywords: ['trample'] }),
        theirs('pro', 'Warden of Green', 2, 2, { colors: ['W'], keywords: ['protection from green'] }),
      ],
      actions: [attack('wurm'), block({ pro: 'wurm' }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 16, poison: 0 } },
      fates: { wurm: { zone: 'battlefield', damage: 2 }, pro: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS, MARKED, DEALT],
      notRules: [SBA_LETHAL],
    },
  },
  // "… can divide the rest of the damage as they choose between the blocking creature and the
  // defending player": 3 to the blocker (all prevented) and 3 to B -> 17.
  {
    name: '702.19b example 2, another legal division: 3 to the protected blocker, 3 to the player',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('wurm', 'Green Trampler', 6, 6, { keywords: ['trample'] }),
        theirs('pro', 'Warden of Green', 2, 2, { colors: ['W'], keywords: ['protection from green'] }),
      ],
      actions: [attack('wurm'), block({ pro: 'wurm' }), allSteps({ wurm: [['pro', 3], ['B', 3]] })],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 17, poison: 0 } },
      fates: { wurm: { zone: 'battlefield', damage: 2 }, pro: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS],
      notRules: [SBA_LETHAL],
    },
  },

  // ------------------------------------------------------------------------------ 702.19c
  // Example: a planeswalker with 3 loyalty attacked by a 1/1 and a 7/7 with trample over
  // planeswalkers: 1 from the 1/1 and 2 from the 7/7 to the planeswalker (3 = its loyalty, counting
  // the 1/1's damage in the same step), 5 from the 7/7 to B. Planeswalker: 3 loyalty counters
  // removed (120.3c) -> 0 -> owner's graveyard (704.5i). B 20 - 5 = 15.
  {
    name: '702.19c example: a 1/1 and a 7/7 with trample over planeswalkers attack a 3-loyalty planeswalker; 1 + 2 to it, 5 to its controller',
    citation: '702.19c',
    scenario: {
      objects: [
        mine('squire', 'Plain Squire', 1, 1),
        mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }),
        planeswalker('pw', 'Three-Loyalty Walker', 3),
      ],
      actions: [
        attackAt(['squire', 'pw'], ['giant', 'pw']),
        noBlocks,
        allSteps({ squire: [['pw', 1]], giant: [['pw', 2], ['B', 5]] }),
      ],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 15, poison: 0 } },
      fates: { squire: { zone: 'battlefield', damage: 0 }, giant: { zone: 'battlefield', damage: 0 }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: ['702.19c', LOYALTY_LOSS, SBA_ZERO_LOYALTY, LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 702.19d
  // 702.19d: a blocked trampler with no creatures blocking it when damage is assigned assigns its
  // damage to the player as though all blockers had been assigned lethal damage. The blocker was
  // removed from combat (506.4); the 5/5 stays blocked (509.1h) but tramples all 5 over: B 15.
  {
    name: '702.19d: a 5/5 trampler whose only blocker was removed from combat assigns all 5 to the player',
    citation: '702.19d',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('rhino'), block({ cub: 'rhino' }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 15, poison: 0 } },
      fates: { rhino: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },

  // ------------------------------------------------------------------------------ 702.19e
  // 702.19e: a creature with trample over planeswalkers attacking a planeswalker that is removed
  // from combat (here it leaves the battlefield, 506.4) assigns all its damage to the defending
  // player when no creatures block it: 7 to B -> 13.
  {
    name: '702.19e: trample over planeswalkers, its planeswalker gone before damage -> all 7 to the defending player',
    citation: '702.19e',
    scenario: {
      objects: [mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['giant', 'pw']), noBlocks, { kind: 'destroy', object: 'pw' }, allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 13, poison: 0 } },
      fates: { giant: { zone: 'battlefield', damage: 0 }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: ['702.19e', LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 702.19f
  // 702.19f: without trample over planeswalkers, none of the damage of a creature attacking a
  // planeswalker can go to the player, even when it exceeds the loyalty. An unblocked 5/5 trampler
  // attacking a 3-loyalty planeswalker assigns all 5 to it (510.1b): 3 counters are all there are
  // to remove -> 0 -> graveyard (704.5i). B loses nothing.
  {
    name: '702.19f: a 5/5 with plain trample attacking a 3-loyalty planeswalker deals nothing to the player',
    citation: '702.19f',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['rhino', 'pw']), noBlocks, allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { rhino: { zone: 'battlefield', damage: 0 }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: [UNBLOCKED, LOYALTY_LOSS, SBA_ZERO_LOYALTY],
      notRules: [LIFE_LOSS],
    },
  },
  // 702.19f "even if that planeswalker has been removed from combat": the planeswalker is gone
  // before damage; the unblocked trampler is attacking nothing (506.4c) and assigns no combat
  // damage at all (510.1b).
  {
    name: '702.19f / 506.4c: plain trample, its planeswalker gone before damage -> no damage to anyone',
    citation: '702.19f',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['rhino', 'pw']), noBlocks, { kind: 'destroy', object: 'pw' }, allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { rhino: { zone: 'battlefield', damage: 0 }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: [{ anyOf: ['510.1b', '506.4c', '702.19f'] }],
      notRules: [LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 702.2
  // 702.2 has no printed example. 702.2b: a creature dealt damage by a deathtouch source is
  // destroyed (704.5h). A 1/1 deathtouch attacker blocked by a 6/4: the 6/4 is dealt 1 -> destroyed
  // by 704.5h (1 < 4, so not by 704.5g); the 1/1 is dealt 6 -> 704.5g.
  {
    name: '702.2b: a 1/1 deathtouch attacker and the 6/4 blocking it destroy each other',
    citation: '702.2b',
    scenario: {
      objects: [mine('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('wurm', 'Craw Wurm', 6, 4)],
      actions: [attack('rats'), block({ wurm: 'rats' }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { rats: { zone: 'graveyard', owner: 'A' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [SBA_DEATHTOUCH, SBA_LETHAL, MARKED],
      notRules: [LIFE_LOSS],
    },
  },
  // 702.2c: 1 deathtouch damage is lethal for assignment. A 4/4 deathtouch trampler blocked by a
  // 3/3 and a 5/5: 1 to each is lethal, 2 to B -> 18. Both blockers destroyed (704.5h); the
  // attacker is dealt 3 + 5 = 8 -> 704.5g.
  {
    name: '702.2c: a 4/4 deathtouch trampler blocked by a 3/3 and a 5/5 assigns 1 to each and 2 to the player',
    citation: '702.2c',
    scenario: {
      objects: [
        mine('hydra', 'Deathtouch Trampler', 4, 4, { colors: ['B', 'G'], keywords: ['deathtouch', 'trample'] }),
        theirs('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }),
        theirs('wurm', 'Craw Wurm', 5, 5),
      ],
      actions: [attack('hydra'), block({ ogre: 'hydra', wurm: 'hydra' }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 18, poison: 0 } },
      fates: { hydra: { zone: 'graveyard', owner: 'A' }, ogre: { zone: 'graveyard', owner: 'B' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [DEATHTOUCH_LETHAL, TRAMPLE, SBA_DEATHTOUCH, SBA_LETHAL, LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 702.4
  // 702.4 has no printed example. 702.4b: a 3/3 double striker blocked by a 2/5. First-strike step:
  // only the double striker assigns: 3 to the 2/5 (not lethal). Regular step: the double striker
  // again (it currently has double strike) and the 2/5 (it had neither ability as the first step
  // began): 3 more to the 2/5 (6 >= 5, destroyed), 2 to the 3/3 (survives, 2 marked).
  {
    name: '702.4b: a 3/3 double striker blocked by a 2/5 deals 3 in each step; the 2/5 strikes back only in the second',
    citation: '702.4b',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 3, 3, { colors: ['W'], keywords: ['double strike'] }), theirs('wall', 'Thick Hedge', 2, 5)],
      actions: [attack('knight'), block({ wall: 'knight' }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { knight: { zone: 'battlefield', damage: 2 }, wall: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, BLOCKED, BLOCKER, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
      minSteps: { '120.3e': 3 },
    },
  },
  // 702.4c: removing double strike during the first combat damage step stops the creature from
  // assigning damage in the second. Unblocked 2/2 double striker: 2 in the first step (B 18), then
  // it loses double strike; nothing in the second step.
  {
    name: '702.4c: a double striker that loses double strike after the first-strike step deals no regular damage',
    citation: '702.4c',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] })],
      actions: [attack('knight'), noBlocks, step(), loseKeyword('lose-ds', 'knight', 'double strike'), step()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 18, poison: 0 } },
      fates: { knight: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS, '702.4c'],
    },
  },
  // 702.4d: a first striker given double strike after it dealt first-strike damage assigns damage
  // in the second step too: 2 + 2 -> B 16.
  {
    name: '702.4d: a first striker given double strike after the first-strike step deals damage again',
    citation: '702.4d',
    scenario: {
      objects: [mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] })],
      actions: [attack('lancer'), noBlocks, step(), gainKeyword('gain-ds', 'lancer', 'double strike'), step()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 16, poison: 0 } },
      fates: { lancer: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS, '702.4d'],
      minSteps: { '120.3a': 2 },
    },
  },

  // ------------------------------------------------------------------------------ 702.7
  // 702.7 has no printed example. 702.7b: a 2/2 first striker blocked by a 2/2: only the first
  // striker assigns in the first step; the blocker is destroyed (704.5g) before the regular step,
  // so it never deals damage.
  {
    name: '702.7b: a 2/2 first striker kills the 2/2 blocking it before it can strike back',
    citation: '702.7b',
    scenario: {
      objects: [mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('lancer'), block({ cub: 'lancer' }), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { lancer: { zone: 'battlefield', damage: 0 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, BLOCKED, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 702.7c, first sentence: a 2/2 first striker and a 3/3 attack unblocked; after the first step
  // (B 18) the 3/3 gains first strike. It had neither ability as the first step began, so it still
  // assigns in the second step: 3 -> B 15. The first striker doesn't deal damage again.
  {
    name: '702.7c: a creature given first strike after the first-strike step still deals regular combat damage',
    citation: '702.7c',
    scenario: {
      objects: [mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] }), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      actions: [attack('lancer', 'ogre'), noBlocks, step(), gainKeyword('gain-fs', 'ogre', 'first strike'), step()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 15, poison: 0 } },
      fates: { lancer: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS, '702.7c'],
      minSteps: { '120.3a': 2 },
    },
  },
  // 702.7c, second sentence: a first striker that loses first strike after dealing first-strike
  // damage doesn't deal damage again in the second step: 2 only -> B 18.
  {
    name: '702.7c: a first striker that loses first strike after the first-strike step deals no regular damage',
    citation: '702.7c',
    scenario: {
      objects: [mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] })],
      actions: [attack('lancer'), noBlocks, step(), loseKeyword('lose-fs', 'lancer', 'first strike'), step()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 18, poison: 0 } },
      fates: { lancer: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS, '702.7c'],
    },
  },

  // ------------------------------------------------------------------------------ 614.5
  // 614.5 Example (also ../shared/seeds/000_*.txt line 61, in combat-seeds): a player controls two
  // permanents that each double the damage a creature they control would deal. A creature that
  // normally deals 2 deals 8 — not 4, not infinite: each effect applies once (2 -> 4 -> 8).
  {
    name: '614.5 example: two "deals double that damage instead" effects: an unblocked 2/2 deals 8',
    citation: '614.5',
    scenario: {
      objects: [
        mine('bear', 'Grizzly Bears', 2, 2),
        { id: 'dbl1', name: 'First Doubler', types: ['Enchantment'], colors: ['R'], controller: 'A' },
        { id: 'dbl2', name: 'Second Doubler', types: ['Enchantment'], colors: ['R'], controller: 'A' },
      ],
      replacements: [creatureDoubler('double-1', 'A', 'dbl1'), creatureDoubler('double-2', 'A', 'dbl2')],
      actions: [attack('bear'), noBlocks, allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 12, poison: 0 } },
      fates: { bear: { zone: 'battlefield', damage: 0 } },
      rules: [REPLACEMENT, ONCE_EACH, LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 615.4
  // 615.4 Example (and seed 000 line 68): prevention has to exist before the damage; once the
  // damage spell has resolved it's too late. 3 damage to a 4/4, then a "prevent the next 3" shield:
  // the 3 stays marked. The shield does prevent the next 3 damage (another 3 later): still 3.
  {
    name: '615.4 example: a prevention shield created after the damage does not undo it (3 stays marked), but prevents later damage',
    citation: '615.4',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      actions: [
        { kind: 'damage', source: null, target: 'giant', amount: 3 },
        addReplacement(shield('too-late', 'giant', 3)),
        { kind: 'damage', source: null, target: 'giant', amount: 3 },
      ],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { giant: { zone: 'battlefield', damage: 3 } },
      rules: [MARKED, SHIELD],
      notRules: [SBA_LETHAL],
    },
  },

  // ------------------------------------------------------------------------------ 615.7
  // 615.7: a shield counts only the amount of damage; the number of sources doesn't matter. "Prevent
  // the next 3 damage that would be dealt to B this turn"; two unblocked 2/2s deal 4 at once; 3 is
  // prevented (B chooses which — the total is the same), 1 is dealt: B 19.
  {
    name: '615.7: a 3-point shield on the player against two unblocked 2/2s: 1 damage gets through',
    citation: '615.7',
    scenario: {
      objects: [mine('bear', 'Grizzly Bears', 2, 2), mine('cub', 'Bear Cub', 2, 2)],
      actions: [attack('bear', 'cub'), noBlocks, addReplacement(shield('healing-salve', 'B', 3)), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 19, poison: 0 } },
      fates: { bear: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [SHIELD, UNBLOCKED, LIFE_LOSS],
    },
  },

  // ------------------------------------------------------------------------------ 615.11
  // 615.11 Example (Wojek Apothecary; seed 000 line 70): "Prevent the next 1 damage that would be
  // dealt to target creature and each other creature that shares a color with it this turn" gives a
  // shield to the target and to each creature sharing a color with it AT RESOLUTION: here the two
  // red creatures. Turning the green creature red afterwards adds no shield; a red creature entering
  // later gets none. Then 1 damage to each: the shielded ones take 0, the others 1. A second 1
  // damage to the target gets through (its shield is used up): 1 marked.
  {
    name: '615.11 example: Wojek Apothecary shields are fixed at resolution (recoloured or later creatures get none)',
    citation: '615.11',
    scenario: {
      objects: [
        mine('target', 'Red Target', 2, 2, { colors: ['R'] }),
        mine('kin', 'Red Kin', 2, 2, { colors: ['R'] }),
        mine('other', 'Green Other', 2, 2, { colors: ['G'] }),
      ],
      actions: [
        // Resolves with the red Target as its target: the creatures sharing a color with it now are the red ones.
        addReplacement({ id: 'wojek', kind: 'prevent', amount: 1, to: { kind: 'filter', types: ['Creature'], colors: ['R'] } }),
        effectOn('paint', 'Target creature becomes red.', ['other'], [{ kind: 'set-colors', colors: ['R'] }]),
        { kind: 'create', object: { id: 'late', name: 'Late Red', types: ['Creature'], colors: ['R'], power: 2, toughness: 2, controller: 'A', token: true } },
        { kind: 'damage', source: null, target: 'target', amount: 1 },
        { kind: 'damage', source: null, target: 'kin', amount: 1 },
        { kind: 'damage', source: null, target: 'other', amount: 1 },
        { kind: 'damage', source: null, target: 'late', amount: 1 },
        { kind: 'damage', source: null, target: 'target', amount: 1 },
      ],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: {
        target: { zone: 'battlefield', damage: 1 },
        kin: { zone: 'battlefield', damage: 0 },
        other: { zone: 'battlefield', damage: 1 },
        late: { zone: 'battlefield', damage: 1 },
      },
      rules: ['615.11', MARKED],
    },
  },

  // ------------------------------------------------------------------------------ 615.10
  // 615.10 Example (seed 000 line 69): Daunting Defender: "If a source would deal damage to a Cleric
  // creature you control, prevent 1 of that damage." Pyroclasm deals 2 damage to each creature:
  // each Cleric A controls (the Defender itself included) is dealt 1; every other creature 2 — B's
  // Cleric too (not "you control"), and A's non-Cleric. The effect applies to each event and is
  // never used up. Dealt 2, the 2-toughness creatures are destroyed (704.5g).
  {
    name: "615.10 example: Daunting Defender vs Pyroclasm: A's Clerics are dealt 1 each, every other creature 2",
    citation: '615.10',
    scenario: {
      objects: [
        mine('defender', 'Daunting Defender', 3, 3, { colors: ['W'], subtypes: ['Human', 'Cleric'] }),
        mine('acolyte', 'Temple Acolyte', 1, 3, { colors: ['W'], subtypes: ['Human', 'Cleric'] }),
        mine('bear', 'Grizzly Bears', 2, 2, { subtypes: ['Bear'] }),
        theirs('priest', 'Enemy Priest', 2, 2, { colors: ['B'], subtypes: ['Human', 'Cleric'] }),
        { id: 'pyroclasm', name: 'Pyroclasm', types: ['Sorcery'], colors: ['R'], zone: 'stack', controller: 'B' },
      ],
      replacements: [preventEach('daunting', 1, { kind: 'filter', types: ['Creature'], subtypes: ['Cleric'], controller: 'you' }, 'A', 'defender')],
      actions: ['defender', 'acolyte', 'bear', 'priest'].map((target) => ({ kind: 'damage' as const, source: 'pyroclasm', target, amount: 2 })),
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: {
        defender: { zone: 'battlefield', damage: 1 },
        acolyte: { zone: 'battlefield', damage: 1 },
        bear: { zone: 'graveyard', owner: 'A' },
        priest: { zone: 'graveyard', owner: 'B' },
      },
      rules: ['615.10', MARKED, SBA_LETHAL],
      minSteps: { '615.10': 2 },
    },
  },

  // ------------------------------------------------------------------------------ 616.1f
  // Example 1: an enchantment "If a card would be put into a graveyard from anywhere, instead exile
  // it" (A's) and a creature "If this creature would die, instead shuffle it into its owner's
  // library" (B's). The creature is destroyed: its controller (B) chooses which replacement applies
  // first (616.1, 616.1e); once one has changed the event, the other watches an event that no longer
  // happens (into a graveyard / dying) and does nothing (616.1f). Shuffle first: the creature ends
  // in B's library (701.24a); exile first: in exile. The default (no order given) is timestamp
  // order: the enchantment's effect is the earlier one, so exile.
  exileOrShuffleRow('shuffle first (given): the creature is shuffled into its owner\'s library, the exile effect does nothing', ['shuffle', 'rip'], 'library', 'given'),
  exileOrShuffleRow('exile first (given): the creature is exiled, the shuffle effect does nothing', ['rip', 'shuffle'], 'exile', 'given'),
  exileOrShuffleRow('no order given: timestamp order by default (the enchantment\'s exile effect first), the creature is exiled', undefined, 'exile', 'timestamp'),

  // ------------------------------------------------------------------------------ 616.2
  // Example: "If you would gain life, draw that many cards instead" and "If you would draw a card,
  // return a card from your graveyard to your hand instead" combine, whichever came into existence
  // first: instead of gaining 1 life, the player puts a card from their graveyard into their hand.
  // A's life stays 20 (no life is gained, 614.6), the graveyard card is in A's hand, and the
  // library's card wasn't drawn. The draw effect applies to the draw the first effect created
  // (616.2); each effect applies once (614.5).
  lifeDrawRow('life-gain effect first in time', false),
  lifeDrawRow('draw effect first in time', true),
  // ------------------------------------------------------------------------------ 616.1f example 2, 616.1g
  essenceRow(),
  voiceRow(),
];

function exileOrShuffleRow(label: string, order: string[] | undefined, zone: 'library' | 'exile', policy: 'given' | 'timestamp'): CombatRow {
  return {
    name: `616.1f example 1: "exile instead of a graveyard" vs "shuffle into the library instead of dying" — ${label}`,
    citation: '616.1f',
    scenario: {
      objects: [
        { id: 'void', name: 'Exiling Enchantment', types: ['Enchantment'], controller: 'A' },
        theirs('shuffler', 'Self-Shuffling Creature', 2, 2),
      ],
      replacements: [
        { id: 'rip', kind: 'zone-change', source: 'void', from: 'anywhere', to: 'graveyard', instead: 'exile', cardsOnly: true, text: 'If a card would be put into a graveyard from anywhere, instead exile it' },
        {
          id: 'shuffle',
          kind: 'zone-change',
          source: 'shuffler',
          from: 'battlefield',
          to: 'graveyard',
          instead: 'library-shuffle',
          object: { kind: 'source' },
          text: "If this creature would die, instead shuffle it into its owner's library",
        },
      ],
      actions: [{ kind: 'destroy', object: 'shuffler', ...(order ? { replacementOrder: order } : {}) }],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { shuffler: { zone, owner: 'B' }, void: { zone: 'battlefield' } },
      rules: ['701.8a', '616.1', '616.1e', '616.1f', '614.1a', ...(zone === 'library' ? ['701.24a'] : [])],
      // Exiled: nothing is shuffled. Either way the creature never reaches a graveyard.
      notRules: zone === 'exile' ? ['701.24a'] : [],
      steps: [
        // B, the creature's controller, chooses (616.1); the trace says whether the order was given.
        { key: 'zone.replacement-order', params: { chooser: 'B', policy } },
        { key: 'zone.replaced', params: { to: 'graveyard', instead: zone === 'library' ? 'library-shuffle' : 'exile' } },
        // The other effect does nothing (616.1f).
        { key: 'zone.replacement-inapplicable', params: { effect: zone === 'library' ? 'If a card would be put into a graveyard from anywhere, instead exile it' : "If this creature would die, instead shuffle it into its owner's library" } },
      ],
    },
  };
}

function lifeDrawRow(label: string, drawFirst: boolean): CombatRow {
  const gain = { id: 'gain', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A', text: 'If you would gain life, draw that many cards instead' } as const;
  const draw = {
    id: 'draw',
    kind: 'event-replacement',
    event: 'draw',
    instead: { kind: 'return-from-graveyard' },
    controller: 'A',
    text: 'If you would draw a card, return a card from your graveyard to your hand instead',
  } as const;
  return {
    name: `616.2 example: "gain life -> draw instead" and "draw -> return a card from the graveyard instead" combine (${label})`,
    citation: '616.2',
    scenario: {
      objects: [
        { id: 'gy', name: 'Graveyard Card', types: ['Sorcery'], zone: 'graveyard', controller: 'A' },
        { id: 'lib', name: 'Library Card', types: ['Sorcery'], zone: 'library', controller: 'A' },
      ],
      replacements: drawFirst ? [draw, gain] : [gain, draw],
      actions: [{ kind: 'gain-life', player: 'A', amount: 1 }],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
      fates: { gy: { zone: 'hand', owner: 'A' }, lib: { zone: 'library', owner: 'A' } },
      rules: ['614.1a', '614.11', '616.2', '614.5'],
      notRules: ['119.3', '121.1'],
      steps: [
        { key: 'event.replaced', params: { event: 'gain-life:1', instead: 'draw', count: 1 } },
        { key: 'event.replaced', params: { event: 'draw', instead: 'return-from-graveyard' } },
      ],
    },
  };
}

/**
 * 616.1f example 2: Essence of the Wild ("Creatures you control enter as a copy of this creature")
 * and Rusted Sentinel ("enters tapped"). The copy effect must be chosen first (616.1c); the Sentinel
 * then has Essence's copiable values (707.2) and no longer the ability that makes it enter tapped, so
 * that effect does nothing (616.1f): it enters as an untapped 6/6 copy of Essence of the Wild. The
 * Sentinel resolving is modelled as a nontoken creature put onto the battlefield (`create`, token false).
 */
function essenceRow(): CombatRow {
  return {
  name: '616.1f example 2: Essence of the Wild and Rusted Sentinel — the copy effect applies first, the creature enters untapped',
  citation: '616.1f',
  scenario: {
    objects: [mine('essence', 'Essence of the Wild', 6, 6, { subtypes: ['Avatar'] })],
    replacements: [{ id: 'essence-copy', kind: 'enters-as-copy', of: 'essence', controller: 'A', source: 'essence', text: 'Creatures you control enter as a copy of this creature' }],
    actions: [
      {
        kind: 'create',
        object: { id: 'sentinel', name: 'Rusted Sentinel', types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], power: 3, toughness: 4, controller: 'A', token: false, entersTapped: true },
      },
    ],
  },
  expect: {
    players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
    fates: {
      essence: { zone: 'battlefield', damage: 0, tapped: false },
      sentinel: { zone: 'battlefield', controller: 'A', damage: 0, power: 6, toughness: 6, tapped: false },
    },
    rules: ['614.1c', '616.1c', '616.1f', '707.2'],
    notRules: ['614.15'],
    steps: [{ key: 'enter.as-copy', params: { of: 'Essence of the Wild', lost: 'enters-tapped' } }],
  },
};
}

/**
 * 616.1g example: a token copy of Voice of All ("As this creature enters, choose a color") is created
 * under Doubling Season. Creating the token contains its entering, so Doubling Season is applied
 * first (two tokens), and then each token's own "as this enters" choice (614.12a): red for the first,
 * green for the second, as given in `choices`.
 */
function voiceRow(): CombatRow {
  return {
  name: '616.1g example: Doubling Season before the two Voice of All tokens choose their colors',
  citation: '616.1g',
  scenario: {
    objects: [],
    replacements: [{ id: 'ds', kind: 'token-multiplier', factor: 2, controller: 'A', text: 'Doubling Season' }],
    actions: [
      {
        kind: 'create',
        object: { id: 'voice', name: 'Voice of All', types: ['Creature'], subtypes: ['Angel'], colors: ['W'], power: 2, toughness: 2, keywords: ['flying'], controller: 'A' },
        choices: [{ color: 'R' }, { color: 'G' }],
      },
    ],
  },
  expect: {
    players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } },
    fates: {
      voice: { zone: 'battlefield', controller: 'A', damage: 0, power: 2, toughness: 2, tapped: false },
      'voice#2': { zone: 'battlefield', controller: 'A', damage: 0, power: 2, toughness: 2, tapped: false },
    },
    rules: ['614.16', '616.1g', '614.12a'],
    steps: [
      { key: 'token.replaced', params: { before: 1, after: 2 } },
      { key: 'enter.choice', params: { color: 'R' } },
      { key: 'enter.choice', params: { color: 'G' } },
    ],
  },
};
}

/** The CR examples (and rules) whose outcome is that an action must be rejected. */
export const COMBAT_CR_ERRORS: CombatErrorRow[] = [
  // 510.1c: a blocked creature (without trample) assigns its damage only to the creatures blocking
  // it; 2 to the Hunter and 2 to the player is not among the legal assignments of the example.
  {
    name: '510.1c example: the blocked Regrower may not assign any of its 4 to the defending player',
    citation: '510.1c',
    scenario: {
      objects: regrower(),
      actions: [attack('regrower'), block({ spawn: 'regrower', hunter: 'regrower' }), allSteps({ regrower: [['hunter', 2], ['B', 2]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'recipient' } },
  },
  // 510.1a: each creature assigns combat damage equal to its power; 3 of the Regrower's 4 is not a
  // complete assignment (510.1e: the whole assignment is checked and is illegal).
  {
    name: '510.1a/510.1e: an assignment of 3 for a 4-power creature is illegal',
    citation: '510.1a',
    scenario: {
      objects: regrower(),
      actions: [attack('regrower'), block({ spawn: 'regrower', hunter: 'regrower' }), allSteps({ regrower: [['spawn', 2], ['hunter', 1]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'total' } },
  },
  // 702.19b example 2: the trampler MUST assign at least 2 to the protected 2/2 before any to the
  // player; 1 + 5 is illegal even though the blocker's damage would be prevented anyway.
  {
    name: '702.19b example 2: 1 to the protected 2/2 and 5 to the player is illegal (lethal ignores protection)',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('wurm', 'Green Trampler', 6, 6, { keywords: ['trample'] }),
        theirs('pro', 'Warden of Green', 2, 2, { colors: ['W'], keywords: ['protection from green'] }),
      ],
      actions: [attack('wurm'), block({ pro: 'wurm' }), allSteps({ wurm: [['pro', 1], ['B', 5]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
  // 702.19c: damage at least equal to the planeswalker's loyalty (3) must be assigned to it,
  // counting the 1/1's 1, before any goes to its controller; 1 + 1 = 2 < 3 is illegal.
  {
    name: '702.19c: trample over planeswalkers may not reach the player before the loyalty (3) is assigned',
    citation: '702.19c',
    scenario: {
      objects: [
        mine('squire', 'Plain Squire', 1, 1),
        mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }),
        planeswalker('pw', 'Three-Loyalty Walker', 3),
      ],
      actions: [attackAt(['squire', 'pw'], ['giant', 'pw']), noBlocks, allSteps({ squire: [['pw', 1]], giant: [['pw', 1], ['B', 6]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
];

/** CR examples the Scenario format can't express yet. */
export const COMBAT_CR_TODO: TodoRow[] = [];
