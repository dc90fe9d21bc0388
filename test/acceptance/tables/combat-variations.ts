/**
 * Variations of our own on combat and damage (issue 4, "Done when"): several blockers; several
 * attackers on one blocker; first strike killing before regular damage; deathtouch with first
 * strike; lifelink with prevention; doublers; infect (and wither); a blocker removed before damage,
 * with and without trample; and more: planeswalkers and battles, regeneration, fight, protection,
 * indestructible, replacement order (616.1), losing the game to combat damage.
 *
 * Conventions: tables/combat-kit.ts (A attacks B; both at 20 life; A's creatures attack, B's
 * block). Each row's expected values are worked out by hand, from the CR, in the comment above it.
 * Where the question leaves an assignment open, the row either gives it explicitly or relies on the
 * default policy of src/engine/combat/assign.ts (the attacker's best assignment: the most to what it
 * attacks; lethal to blockers in the listed order), and says which.
 */
import type { CombatErrorRow, CombatRow } from '../support.ts';
import {
  addReplacement,
  allSteps,
  attack,
  attackAt,
  battle,
  block,
  BLOCKED,
  BLOCKER,
  BLOCKS_ANY_NUMBER,
  BLOCKS_ONE_MORE,
  DEALT,
  DEATHTOUCH_LETHAL,
  DECLARE_ATTACKERS,
  DECLARE_BLOCKERS,
  DEFENSE_LOSS,
  fight,
  FIGHT,
  FIRST_STRIKE_STEP,
  fog,
  gainKeyword,
  INDESTRUCTIBLE,
  INFECT_CREATURE,
  LIFE_LOSS,
  LIFELINK,
  LOYALTY_LOSS,
  MARKED,
  MINUS_COUNTERS,
  mine,
  multiplier,
  noBlocks,
  ONCE_EACH,
  ordered,
  ORDER,
  planeswalker,
  POISON,
  PREVENTION,
  PROTECTION_PREVENTS,
  REGENERATION,
  REMOVED,
  removeFromCombat,
  REPLACEMENT,
  SBA_DEATHTOUCH,
  SBA_LETHAL,
  SBA_POISON,
  SBA_ZERO_DEFENSE,
  SBA_ZERO_LIFE,
  SBA_ZERO_LOYALTY,
  SBA_ZERO_TOUGHNESS,
  SELF_REPLACEMENT_FIRST,
  shield,
  SHIELD,
  STAYS_BLOCKED,
  step,
  theirs,
  TRAMPLE,
  TRAMPLE_NO_BLOCKERS,
  UNBLOCKED,
  ASSIGN_POWER,
  WITHER,
} from './combat-kit.ts';

const players = (b: number, a = 20, bPoison = 0) => ({ A: { life: a, poison: 0 }, B: { life: b, poison: bPoison } });
const NO_LOSS = players(20);

export const COMBAT_VARIATION_ROWS: CombatRow[] = [
  // ============================================================================ several blockers
  // 5/5 blocked by a 2/2 and a 3/3, no trample, 2 + 3 (explicit, 510.1c): both blockers are dealt
  // lethal damage; the 5/5 is dealt 2 + 3 = 5 = its toughness. Everything dies; no player damage.
  {
    name: 'several blockers: a 5/5 splits 2 + 3 between a 2/2 and a 3/3, and their 5 kills it',
    citation: '510.1c',
    scenario: {
      objects: [mine('elephant', 'Bull Elephant', 5, 5), theirs('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('elephant'), block({ cub: 'elephant', wolf: 'elephant' }), allSteps({ elephant: [['cub', 2], ['wolf', 3]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { elephant: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'graveyard', owner: 'B' }, wolf: { zone: 'graveyard', owner: 'B' } },
      rules: [DECLARE_BLOCKERS, BLOCKED, BLOCKER, DEALT, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 5/5 trampler blocked by two 2/2s: lethal 2 + 2, 1 tramples over (default) -> B 19. The 5/5 is
  // dealt 4 and survives.
  {
    name: 'several blockers: a 5/5 trampler assigns 2 + 2 to two 2/2s and 1 to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), theirs('pup', 'Wolf Pup', 2, 2)],
      actions: [attack('rhino'), block({ cub: 'rhino', pup: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(19),
      fates: { rhino: { zone: 'battlefield', damage: 4 }, cub: { zone: 'graveyard', owner: 'B' }, pup: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },
  // 4/4 trampler blocked by a 2/2 and a 3/3: lethal for both is 5 > 4, so nothing may reach B.
  // Explicit 2 + 2: the 2/2 dies, the 3/3 has 2 marked. The 4/4 is dealt 5 and dies.
  {
    name: 'several blockers: a 4/4 trampler facing 5 toughness of blockers cannot reach the player (2 + 2)',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('rhino'), block({ cub: 'rhino', wolf: 'rhino' }), allSteps({ rhino: [['cub', 2], ['wolf', 2]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'graveyard', owner: 'B' }, wolf: { zone: 'battlefield', damage: 2 } },
      rules: [BLOCKED, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 3/3 trampler blocked by a 2/2 that already has 1 damage marked: lethal is 2 - 1 = 1 (702.19b
  // counts damage already marked): 1 to it, 2 to B -> 18. The 2/2 ends with 2 marked and dies.
  {
    name: 'trample counts damage already marked: a 3/3 assigns 1 to a 2/2 with 1 damage and 2 to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }), theirs('cub', 'Wounded Cub', 2, 2, { damage: 1 })],
      actions: [attack('rhino'), block({ cub: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(18),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // 6/6 trampler blocked by three creatures (1/1, 1/1, 2/2): lethal 1 + 1 + 2, 2 to B -> 18. The
  // 6/6 is dealt 4.
  {
    name: 'several blockers: a 6/6 trampler blocked by three creatures assigns 1 + 1 + 2 and 2 to the player',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('rhino', 'Trampling Rhino', 6, 6, { keywords: ['trample'] }),
        theirs('elf', 'Llanowar Elves', 1, 1),
        theirs('mystic', 'Fyndhorn Elves', 1, 1),
        theirs('cub', 'Bear Cub', 2, 2),
      ],
      actions: [attack('rhino'), block({ elf: 'rhino', mystic: 'rhino', cub: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(18),
      fates: {
        rhino: { zone: 'battlefield', damage: 4 },
        elf: { zone: 'graveyard', owner: 'B' },
        mystic: { zone: 'graveyard', owner: 'B' },
        cub: { zone: 'graveyard', owner: 'B' },
      },
      rules: [TRAMPLE, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // 4/4 blocked by a 1/1 deathtouch and a 2/2; it assigns 1 + 3 (explicit): both blockers die. It
  // is dealt 1 + 2 = 3 < 4, but the 1 came from a deathtouch source: destroyed (704.5h).
  {
    name: 'several blockers: a 4/4 dealt only 3 dies because 1 of it came from a deathtouch blocker',
    citation: '704.5h',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('giant'), block({ rats: 'giant', cub: 'giant' }), allSteps({ giant: [['rats', 1], ['cub', 3]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'graveyard', owner: 'A' }, rats: { zone: 'graveyard', owner: 'B' }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKED, MARKED, SBA_DEATHTOUCH, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // The default for a blocked non-trampler (combat-format.md): lethal to each blocker in the listed
  // order, the rest to the first. A 4/3 blocked by a 2/3 then a 1/1: 3 + 1. Both blockers die; the
  // 4/3 is dealt 3 and dies.
  {
    name: 'several blockers, default split: a 4/3 assigns lethal in the listed order, 3 to the 2/3 then 1 to the 1/1',
    citation: '510.1c',
    scenario: {
      objects: [mine('regrower', 'Elvish Regrower', 4, 3), theirs('spawn', 'Vampire Spawn', 2, 3, { colors: ['B'] }), theirs('hunter', 'Helpful Hunter', 1, 1, { colors: ['W'] })],
      actions: [attack('regrower'), block({ spawn: 'regrower', hunter: 'regrower' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { regrower: { zone: 'graveyard', owner: 'A' }, spawn: { zone: 'graveyard', owner: 'B' }, hunter: { zone: 'graveyard', owner: 'B' } },
      steps: [{ key: 'combat.assigns', params: { object: 'Elvish Regrower', policy: 'default' } }],
      rules: [BLOCKED, BLOCKER, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 4/4 indestructible attacker blocked by two 2/2s, 2 + 2: both blockers die; it is dealt 4
  // (lethal) but is not destroyed (702.12b) and keeps the 4 marked.
  {
    name: 'several blockers: an indestructible 4/4 kills two 2/2 blockers and survives 4 damage',
    citation: '702.12b',
    scenario: {
      objects: [
        mine('golem', 'Darksteel Golem', 4, 4, { types: ['Artifact', 'Creature'], colors: [], keywords: ['indestructible'] }),
        theirs('cub', 'Bear Cub', 2, 2),
        theirs('pup', 'Wolf Pup', 2, 2),
      ],
      actions: [attack('golem'), block({ cub: 'golem', pup: 'golem' }), allSteps({ golem: [['cub', 2], ['pup', 2]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { golem: { zone: 'battlefield', damage: 4 }, cub: { zone: 'graveyard', owner: 'B' }, pup: { zone: 'graveyard', owner: 'B' } },
      rules: [INDESTRUCTIBLE, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ several attackers on one blocker
  // A 3/3 that can block an additional creature blocks two 2/2s and divides its 3 (510.1d): 2 to
  // the first (dies), 1 to the second. It is dealt 2 + 2 = 4 and dies.
  {
    name: 'one blocker, two attackers: a 3/3 blocking two 2/2s divides 2 + 1 and dies to their 4',
    citation: '510.1d',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('pup', 'Wolf Pup', 2, 2), theirs('sentry', 'Two-Block Sentry', 3, 3, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] })],
      actions: [attack('cub', 'pup'), block({ sentry: ['cub', 'pup'] }), allSteps({ sentry: [['cub', 2], ['pup', 1]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { cub: { zone: 'graveyard', owner: 'A' }, pup: { zone: 'battlefield', damage: 1 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [DECLARE_BLOCKERS, BLOCKER, BLOCKED, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 4/4 that can block any number of creatures blocks three 1/1s, 2 + 1 + 1: all three die. It is
  // dealt 3 and survives.
  {
    name: 'one blocker, three attackers: a 4/4 that can block any number kills three 1/1s and survives',
    citation: '510.1d',
    scenario: {
      objects: [
        mine('elf', 'Llanowar Elves', 1, 1),
        mine('mystic', 'Fyndhorn Elves', 1, 1),
        mine('druid', 'Elvish Druid', 1, 1),
        theirs('hydra', 'Many-Headed Hydra', 4, 4, { keywords: [BLOCKS_ANY_NUMBER] }),
      ],
      actions: [attack('elf', 'mystic', 'druid'), block({ hydra: ['elf', 'mystic', 'druid'] }), allSteps({ hydra: [['elf', 2], ['mystic', 1], ['druid', 1]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: {
        elf: { zone: 'graveyard', owner: 'A' },
        mystic: { zone: 'graveyard', owner: 'A' },
        druid: { zone: 'graveyard', owner: 'A' },
        hydra: { zone: 'battlefield', damage: 3 },
      },
      rules: [BLOCKER, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 2/2 blocks a 2/2 and a 4/4 trampler. The 2/2 attacker assigns its 2 to the blocker: already
  // lethal, so the trampler needs to assign nothing to it (702.19b counts damage assigned by other
  // creatures in the same step): default 4 to B -> 16. The blocker (explicit) puts its 2 on the
  // 2/2 attacker, which dies.
  {
    name: 'one blocker, two attackers: another attacker\'s lethal damage lets the trampler assign all 4 to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('sentry', 'Two-Block Sentry', 2, 2, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] })],
      actions: [attack('cub', 'rhino'), block({ sentry: ['cub', 'rhino'] }), allSteps({ sentry: [['cub', 2]] })],
    },
    expect: {
      players: players(16),
      fates: { cub: { zone: 'graveyard', owner: 'A' }, rhino: { zone: 'battlefield', damage: 0 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // A 1/1 deathtouch creature blocking a 3/3 and a 4/4 puts its 1 on the 4/4: destroyed (704.5h);
  // the 3/3 is untouched. The blocker is dealt 7 and dies.
  {
    name: 'one deathtouch blocker, two attackers: its 1 damage destroys the 4/4 it chose',
    citation: '510.1d',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch', BLOCKS_ONE_MORE] })],
      actions: [attack('ogre', 'giant'), block({ rats: ['ogre', 'giant'] }), allSteps({ rats: [['giant', 1]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, giant: { zone: 'graveyard', owner: 'A' }, rats: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKER, SBA_DEATHTOUCH, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Two attackers, one blocked, one not: the unblocked 3/3 deals 3 to B (510.1b) -> 17; the 2/2 and
  // the 3/3 blocking it trade 2 for 3: the 2/2 dies, the blocker keeps 2 marked.
  {
    name: 'two attackers, one blocked: only the unblocked one damages the player',
    citation: '510.1b',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('cub', 'ogre'), block({ wolf: 'cub' }), allSteps()],
    },
    expect: {
      players: players(17),
      fates: { cub: { zone: 'graveyard', owner: 'A' }, ogre: { zone: 'battlefield', damage: 0 }, wolf: { zone: 'battlefield', damage: 2 } },
      rules: [UNBLOCKED, BLOCKED, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },

  // ============================================================================ first strike and double strike
  // A 2/2 first-strike blocker against a 3/2 attacker: the attacker is destroyed in the first-strike
  // step and never deals damage (702.7b): the blocker has 0 marked.
  {
    name: 'first strike: a 2/2 first-strike blocker kills a 3/2 attacker before it deals damage',
    citation: '702.7b',
    scenario: {
      objects: [mine('raider', 'Goblin Raider', 3, 2, { colors: ['R'] }), theirs('guard', 'First-Strike Guard', 2, 2, { colors: ['W'], keywords: ['first strike'] })],
      actions: [attack('raider'), block({ guard: 'raider' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { raider: { zone: 'graveyard', owner: 'A' }, guard: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, BLOCKER, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 1/1 first striker blocked by a 3/3: first step 1 to the 3/3 (survives); regular step the 3/3
  // deals 3: the 1/1 dies. The 3/3 keeps 1 marked.
  {
    name: 'first strike that does not kill: a 1/1 first striker blocked by a 3/3 dies in the regular step',
    citation: '702.7b',
    scenario: {
      objects: [mine('duelist', 'First-Strike Duelist', 1, 1, { colors: ['W'], keywords: ['first strike'] }), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('duelist'), block({ wolf: 'duelist' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { duelist: { zone: 'graveyard', owner: 'A' }, wolf: { zone: 'battlefield', damage: 1 } },
      rules: [FIRST_STRIKE_STEP, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // An unblocked 2/2 double striker: 2 + 2 -> B 16.
  {
    name: 'double strike: an unblocked 2/2 double striker deals 4',
    citation: '702.4b',
    scenario: { objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] })], actions: [attack('knight'), noBlocks, allSteps()] },
    expect: { players: players(16), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS], minSteps: { '120.3a': 2 } },
  },
  // A 2/2 double striker blocked by a 2/1 first striker: both deal damage in the first step,
  // simultaneously: both die; nothing happens in the regular step.
  {
    name: 'double strike vs first strike: both strike in the first step and both die',
    citation: '510.4',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] }), theirs('guard', 'First-Strike Guard', 2, 1, { colors: ['W'], keywords: ['first strike'] })],
      actions: [attack('knight'), block({ guard: 'knight' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { knight: { zone: 'graveyard', owner: 'A' }, guard: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 4/4 double striker with trample blocked by a 2/2: first step 2 to the 2/2 (dies), 2 to B; in
  // the regular step it is blocked with no blockers: 702.19d, all 4 to B. B 20 - 6 = 14.
  {
    name: 'double strike + trample: the blocker dies in the first step, all 4 tramples over in the second',
    citation: '702.19d',
    scenario: {
      objects: [mine('knight', 'Trampling Double Striker', 4, 4, { colors: ['R'], keywords: ['double strike', 'trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('knight'), block({ cub: 'knight' }), allSteps()],
    },
    expect: {
      players: players(14),
      fates: { knight: { zone: 'battlefield', damage: 0 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, TRAMPLE_NO_BLOCKERS, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // The same without trample: all 4 to the 2/2 in the first step; in the regular step it remains
  // blocked (509.1h) with no blockers and assigns nothing (510.1c). B loses nothing.
  {
    name: 'double strike without trample: after killing its blocker it deals nothing in the regular step',
    citation: '510.1c',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 4, 4, { colors: ['W'], keywords: ['double strike'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('knight'), block({ cub: 'knight' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { knight: { zone: 'battlefield', damage: 0 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, BLOCKED, SBA_LETHAL],
      notRules: [LIFE_LOSS, TRAMPLE_NO_BLOCKERS],
    },
  },
  // An unblocked 2/2 first striker and an unblocked 3/3: 2 in the first step, 3 in the regular
  // step -> B 15.
  {
    name: 'first strike and regular attackers unblocked: 2 in the first step, then 3',
    citation: '510.4',
    scenario: {
      objects: [mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] }), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      actions: [attack('lancer', 'ogre'), noBlocks, allSteps()],
    },
    expect: {
      players: players(15),
      fates: { lancer: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS],
      minSteps: { '120.3a': 2 },
    },
  },
  // 510.4 "as the combat damage step begins": the 2/2 blocker gains first strike after blockers are
  // declared, before damage. It strikes first and kills the 3/2 attacker, which deals nothing.
  {
    name: 'first strike granted after blocks: the blocker has it as the step begins and strikes first',
    citation: '510.4',
    scenario: {
      objects: [mine('raider', 'Goblin Raider', 3, 2, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('raider'), block({ cub: 'raider' }), gainKeyword('quick-strike', 'cub', 'first strike'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { raider: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 2/2 first striker and a 3/3 trampler both blocked by one 2/2 (it can block an additional
  // creature). First step: the first striker's 2 kills the blocker. Regular step: the trampler is
  // blocked with no blockers: all 3 to B (702.19d) -> 17. The blocker never dealt damage.
  {
    name: 'first strike clears the way: the shared blocker dies in the first step, the trampler deals all 3 to the player',
    citation: '702.19d',
    scenario: {
      objects: [
        mine('lancer', 'First-Strike Lancer', 2, 2, { colors: ['W'], keywords: ['first strike'] }),
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        theirs('sentry', 'Two-Block Sentry', 2, 2, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] }),
      ],
      actions: [attack('lancer', 'rhino'), block({ sentry: ['lancer', 'rhino'] }), allSteps()],
    },
    expect: {
      players: players(17),
      fates: { lancer: { zone: 'battlefield', damage: 0 }, rhino: { zone: 'battlefield', damage: 0 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE_NO_BLOCKERS, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // A 1/1 first striker and a 3/3 trampler both blocked by a 3/3 (additional creature). First step:
  // 1 marked on the blocker. Regular step: lethal for it is now 3 - 1 = 2 (marked damage counts):
  // the trampler assigns 2 + 1 to B (default) -> 19. The blocker, alive and without first strike,
  // deals its 3 now (explicit): 1 to the 1/1 (dies), 2 to the 3/3. Blocker: 3 marked, dies.
  {
    name: 'damage marked in the first-strike step counts toward lethal for a trampler in the regular step',
    citation: '702.19b',
    scenario: {
      objects: [
        mine('duelist', 'First-Strike Duelist', 1, 1, { colors: ['W'], keywords: ['first strike'] }),
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        theirs('sentry', 'Big Two-Block Sentry', 3, 3, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] }),
      ],
      actions: [attack('duelist', 'rhino'), block({ sentry: ['duelist', 'rhino'] }), step(), step({ sentry: [['duelist', 1], ['rhino', 2]] })],
    },
    expect: {
      players: players(19),
      fates: { duelist: { zone: 'graveyard', owner: 'A' }, rhino: { zone: 'battlefield', damage: 2 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },

  // ============================================================================ deathtouch with first strike
  // A 1/1 first strike + deathtouch attacker blocked by a 5/5: the 5/5 is destroyed in the first
  // step (704.5h) and deals nothing. The 1/1 survives untouched.
  {
    name: 'first strike + deathtouch: a 1/1 destroys a 5/5 blocker before it strikes back',
    citation: '702.2b',
    scenario: {
      objects: [mine('asp', 'Deathtouch Duelist', 1, 1, { colors: ['B'], keywords: ['first strike', 'deathtouch'] }), theirs('wurm', 'Craw Wurm', 5, 5)],
      actions: [attack('asp'), block({ wurm: 'asp' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { asp: { zone: 'battlefield', damage: 0 }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, SBA_DEATHTOUCH],
      notRules: [LIFE_LOSS, SBA_LETHAL],
    },
  },
  // A 1/1 deathtouch attacker (no first strike) blocked by a 3/3 first striker: the 1/1 dies in the
  // first step and never deals damage, so deathtouch never applies: the 3/3 survives, 0 marked.
  {
    name: 'deathtouch without first strike: a 3/3 first-strike blocker kills the 1/1 deathtouch attacker first',
    citation: '702.7b',
    scenario: {
      objects: [mine('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('guard', 'First-Strike Guard', 3, 3, { colors: ['W'], keywords: ['first strike'] })],
      actions: [attack('rats'), block({ guard: 'rats' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rats: { zone: 'graveyard', owner: 'A' }, guard: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, SBA_LETHAL],
      notRules: [LIFE_LOSS, SBA_DEATHTOUCH],
    },
  },
  // A 3/3 with first strike, deathtouch and trample blocked by a 4/4 and a 5/5: 1 to each is lethal
  // (702.2c), 1 to B (default) -> 19. Both blockers are destroyed in the first step; the 3/3 takes
  // nothing.
  {
    name: 'first strike + deathtouch + trample: 1 to each of two big blockers, 1 to the player, no damage back',
    citation: '702.2c',
    scenario: {
      objects: [
        mine('hydra', 'Deathtouch Striker', 3, 3, { colors: ['B', 'G'], keywords: ['first strike', 'deathtouch', 'trample'] }),
        theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] }),
        theirs('wurm', 'Craw Wurm', 5, 5),
      ],
      actions: [attack('hydra'), block({ giant: 'hydra', wurm: 'hydra' }), allSteps()],
    },
    expect: {
      players: players(19),
      fates: { hydra: { zone: 'battlefield', damage: 0 }, giant: { zone: 'graveyard', owner: 'B' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, DEATHTOUCH_LETHAL, TRAMPLE, SBA_DEATHTOUCH, LIFE_LOSS],
    },
  },
  // A 2/2 double striker blocked by a 1/1 deathtouch creature: the blocker dies in the first step
  // before dealing damage; the double striker has no trample, so nothing in the regular step.
  {
    name: 'double strike vs a deathtouch blocker: the blocker dies first and never deals its deathtouch damage',
    citation: '702.4b',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] }), theirs('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] })],
      actions: [attack('knight'), block({ rats: 'knight' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { knight: { zone: 'battlefield', damage: 0 }, rats: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, SBA_LETHAL],
      notRules: [LIFE_LOSS, SBA_DEATHTOUCH],
    },
  },
  // A 2/2 double striker with trample blocked by a 1/1 first strike + deathtouch blocker: both
  // strike in the first step. The attacker: 1 to the blocker (lethal), 1 to B (default) -> 19; the
  // blocker's 1 deathtouch damage destroys the attacker (704.5h), so it deals nothing in the
  // regular step.
  {
    name: 'double strike + trample vs a first-strike deathtouch blocker: both die in the first step, 1 tramples over',
    citation: '510.4',
    scenario: {
      objects: [
        mine('knight', 'Trampling Double Striker', 2, 2, { colors: ['R'], keywords: ['double strike', 'trample'] }),
        theirs('asp', 'Deathtouch Duelist', 1, 1, { colors: ['B'], keywords: ['first strike', 'deathtouch'] }),
      ],
      actions: [attack('knight'), block({ asp: 'knight' }), allSteps()],
    },
    expect: {
      players: players(19),
      fates: { knight: { zone: 'graveyard', owner: 'A' }, asp: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, SBA_DEATHTOUCH, SBA_LETHAL, LIFE_LOSS],
    },
  },
  // A 3/3 deathtouch attacker blocked by an indestructible 2/2: deathtouch doesn't destroy it
  // (702.12b); it keeps 3 marked. The attacker has 2 marked.
  {
    name: 'deathtouch vs indestructible: the indestructible blocker survives with 3 damage marked',
    citation: '702.12b',
    scenario: {
      objects: [mine('viper', 'Deathtouch Viper', 3, 3, { colors: ['B'], keywords: ['deathtouch'] }), theirs('golem', 'Darksteel Myr', 2, 2, { types: ['Artifact', 'Creature'], colors: [], keywords: ['indestructible'] })],
      actions: [attack('viper'), block({ golem: 'viper' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { viper: { zone: 'battlefield', damage: 2 }, golem: { zone: 'battlefield', damage: 3 } },
      rules: [INDESTRUCTIBLE, MARKED],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ lifelink and prevention
  // A 3/3 lifelink attacker, unblocked; B has a "prevent the next 2" shield: 1 is dealt (B 19), A
  // gains 1 (21).
  {
    name: 'lifelink with a 2-point shield on the player: 1 dealt, 1 gained',
    citation: '702.15b',
    scenario: {
      objects: [mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] })],
      replacements: [shield('salve', 'B', 2)],
      actions: [attack('linker'), noBlocks, allSteps()],
    },
    expect: { players: players(19, 21), fates: { linker: { zone: 'battlefield', damage: 0 } }, rules: [SHIELD, LIFELINK, LIFE_LOSS] },
  },
  // A white 3/3 lifelink attacker blocked by a 2/2 with protection from white: all 3 is prevented
  // (702.16e), so no life is gained. The 2/2's 2 is marked on the attacker.
  {
    name: 'lifelink into protection: all damage prevented, no life gained',
    citation: '702.16e',
    scenario: {
      objects: [mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] }), theirs('pro', 'Warden of White', 2, 2, { colors: ['B'], keywords: ['protection from white'] })],
      actions: [attack('linker'), block({ pro: 'linker' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { linker: { zone: 'battlefield', damage: 2 }, pro: { zone: 'battlefield', damage: 0 } },
      rules: [PROTECTION_PREVENTS, MARKED],
      notRules: ['120.3f', LIFE_LOSS, SBA_LETHAL],
      steps: [{ key: 'keyword.checked', params: { note: 'lifelink-no-damage' } }],
    },
  },
  // Fog ("prevent all combat damage this turn") with a blocked and an unblocked lifelink attacker:
  // nothing is dealt, nothing marked, nothing gained.
  {
    name: 'lifelink under Fog: no damage anywhere and no life gained',
    citation: '615.6',
    scenario: {
      objects: [
        mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] }),
        mine('priest', 'Lifelink Priest', 2, 2, { colors: ['W'], keywords: ['lifelink'] }),
        theirs('wolf', 'Timber Wolf', 3, 3),
      ],
      actions: [attack('linker', 'priest'), block({ wolf: 'linker' }), addReplacement(fog('fog')), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { linker: { zone: 'battlefield', damage: 0 }, priest: { zone: 'battlefield', damage: 0 }, wolf: { zone: 'battlefield', damage: 0 } },
      rules: [PREVENTION],
      notRules: ['120.3f', LIFE_LOSS, MARKED],
      steps: [{ key: 'keyword.checked', params: { note: 'lifelink-no-damage' } }],
    },
  },
  // A 2/2 lifelink blocker blocks a 3/3 that has a "prevent the next 1" shield: 1 of the blocker's
  // 2 is dealt -> B gains 1 (21); the 3/3 has 1 marked. The blocker is dealt 3 and dies.
  {
    name: 'lifelink blocker, partly prevented: its controller gains only the 1 dealt',
    citation: '702.15b',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('priest', 'Lifelink Priest', 2, 2, { colors: ['W'], keywords: ['lifelink'] })],
      actions: [attack('ogre'), block({ priest: 'ogre' }), addReplacement(shield('ward-off', 'ogre', 1)), allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 21, poison: 0 } },
      fates: { ogre: { zone: 'battlefield', damage: 1 }, priest: { zone: 'graveyard', owner: 'B' } },
      rules: [SHIELD, LIFELINK, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A white 4/4 lifelink trampler blocked by a 2/2 with protection from white: 2 to the blocker
  // (prevented, but lethal must still be assigned), 2 to B. A gains only the 2 dealt: A 22, B 18.
  {
    name: 'lifelink + trample into protection: 2 prevented on the blocker, 2 dealt to the player, 2 gained',
    citation: '702.19b',
    scenario: {
      objects: [mine('linker', 'Trampling Lifelinker', 4, 4, { colors: ['W'], keywords: ['lifelink', 'trample'] }), theirs('pro', 'Warden of White', 2, 2, { colors: ['B'], keywords: ['protection from white'] })],
      actions: [attack('linker'), block({ pro: 'linker' }), allSteps()],
    },
    expect: {
      players: players(18, 22),
      fates: { linker: { zone: 'battlefield', damage: 2 }, pro: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, PROTECTION_PREVENTS, LIFELINK, LIFE_LOSS],
    },
  },
  // A 2/2 lifelink double striker unblocked: 2 + 2 dealt, 2 + 2 gained: A 24, B 16.
  {
    name: 'lifelink + double strike: life is gained in each step',
    citation: '702.4b',
    scenario: { objects: [mine('knight', 'Lifelink Double Striker', 2, 2, { colors: ['W'], keywords: ['lifelink', 'double strike'] })], actions: [attack('knight'), noBlocks, allSteps()] },
    expect: { players: players(16, 24), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [FIRST_STRIKE_STEP, LIFELINK, LIFE_LOSS], minSteps: { '702.15b': 2 } },
  },
  // A 3/3 lifelink attacker blocked by a 4/4 with a 2-point shield: 1 dealt (A 21), 1 marked. The
  // 4/4's 4 kills the 3/3.
  {
    name: 'lifelink into a shielded blocker: 3 assigned, 2 prevented, 1 dealt and gained',
    citation: '615.7',
    scenario: {
      objects: [mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      actions: [attack('linker'), block({ giant: 'linker' }), addReplacement(shield('guard', 'giant', 2)), allSteps()],
    },
    expect: {
      players: players(20, 21),
      fates: { linker: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'battlefield', damage: 1 } },
      rules: [SHIELD, LIFELINK, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 120.4d example 1 without Boon Reflection: a 3/3 wither + lifelink attacker blocked by a 2/2 with
  // "prevent the next 2" on it: 1 is dealt -> one -1/-1 counter (the 2/2 becomes 1/1 and lives), A
  // gains 1 (21), and the 2/2's 2 is marked on the 3/3.
  {
    name: '120.4d example (without Boon Reflection): wither + lifelink, 2 of 3 prevented: one -1/-1 counter and 1 life',
    citation: '120.4d',
    scenario: {
      objects: [mine('witherer', 'Wither Lifelinker', 3, 3, { colors: ['B'], keywords: ['wither', 'lifelink'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('witherer'), block({ cub: 'witherer' }), addReplacement(shield('spell', 'cub', 2)), allSteps()],
    },
    expect: {
      players: players(20, 21),
      fates: { witherer: { zone: 'battlefield', damage: 2 }, cub: { zone: 'battlefield', damage: 0, counters: { '-1/-1': 1 } } },
      rules: [SHIELD, MINUS_COUNTERS, WITHER, LIFELINK, MARKED],
      notRules: [LIFE_LOSS, SBA_LETHAL, SBA_ZERO_TOUGHNESS],
    },
  },

  // ============================================================================ doublers
  // A doubler for A's 3/3: unblocked, 3 -> 6: B 14.
  {
    name: 'doubler: an unblocked 3/3 deals 6',
    citation: '614.1a',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })], replacements: [multiplier('double', 2, ['ogre'])], actions: [attack('ogre'), noBlocks, allSteps()] },
    expect: { players: players(14), fates: { ogre: { zone: 'battlefield', damage: 0 } }, rules: [REPLACEMENT, LIFE_LOSS] },
  },
  // A tripler: an unblocked 2/2 deals 6: B 14.
  {
    name: 'tripler: an unblocked 2/2 deals 6',
    citation: '614.1a',
    scenario: { objects: [mine('cub', 'Bear Cub', 2, 2)], replacements: [multiplier('triple', 3, ['cub'])], actions: [attack('cub'), noBlocks, allSteps()] },
    expect: { players: players(14), fates: { cub: { zone: 'battlefield', damage: 0 } }, rules: [REPLACEMENT, LIFE_LOSS] },
  },
  // Doublers don't change what is lethal (702.19b: not "effects that might change the amount of
  // damage that's actually dealt"): a 3/3 trampler with a doubler, blocked by a 4/4, must assign
  // all 3 to it (lethal 4 > 3). Doubled: 6 -> the 4/4 dies. None to B. The 3/3 is dealt 4, dies.
  {
    name: 'doubler + trample: lethal is judged before doubling, so all 3 must go to the 4/4 blocker (doubled to 6)',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      replacements: [multiplier('double', 2, ['rhino'])],
      actions: [attack('rhino'), block({ giant: 'rhino' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, REPLACEMENT, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 4/4 trampler with a doubler blocked by a 2/2: assigns 2 + 2 (lethal judged before doubling);
  // each is doubled: 4 to the 2/2 (dies), 4 to B -> 16. The 2/2 deals 2 (not doubled).
  {
    name: 'doubler + trample: 2 to the blocker and 2 to the player, each doubled to 4',
    citation: '614.1a',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      replacements: [multiplier('double', 2, ['rhino'])],
      actions: [attack('rhino'), block({ cub: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(16),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, REPLACEMENT, LIFE_LOSS, SBA_LETHAL],
      minSteps: { '614.1a': 2 },
    },
  },
  // Two doublers on a 1/1 double striker: each step 1 -> 4 (614.5); 8 in all: B 12.
  {
    name: 'two doublers + double strike: 1 -> 4 in each step, 8 in all',
    citation: '614.5',
    scenario: {
      objects: [mine('knight', 'Tiny Double Striker', 1, 1, { colors: ['W'], keywords: ['double strike'] })],
      replacements: [multiplier('double-a', 2, ['knight']), multiplier('double-b', 2, ['knight'])],
      actions: [attack('knight'), noBlocks, allSteps()],
    },
    expect: { players: players(12), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [FIRST_STRIKE_STEP, ONCE_EACH, LIFE_LOSS] },
  },
  // A doubler on an infect creature: 2 -> 4 damage, as 4 poison counters (120.3b). No life lost.
  {
    name: 'doubler + infect: an unblocked 2/2 infect creature gives 4 poison counters',
    citation: '120.3b',
    scenario: {
      objects: [mine('mite', 'Infect Mite', 2, 2, { colors: ['B'], keywords: ['infect'] })],
      replacements: [multiplier('double', 2, ['mite'])],
      actions: [attack('mite'), noBlocks, allSteps()],
    },
    expect: { players: players(20, 20, 4), fates: { mite: { zone: 'battlefield', damage: 0 } }, rules: [REPLACEMENT, POISON], notRules: [LIFE_LOSS] },
  },
  // A doubler that applies only to A's attacker: blocked by a 2/4, it deals 3 -> 6 (the 2/4 dies);
  // the 2/4's 2 is not doubled: 2 marked on the 3/3.
  {
    name: 'doubler applies only to its sources: the blocker\'s damage back is not doubled',
    citation: '614.1a',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('hedge', 'Thick Hedge', 2, 4)],
      replacements: [multiplier('double', 2, ['ogre'])],
      actions: [attack('ogre'), block({ hedge: 'ogre' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, hedge: { zone: 'graveyard', owner: 'B' } },
      rules: [REPLACEMENT, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Self-replacement first (616.1a, 614.15): a spell that "deals 2 damage, or 4 instead if …"
  // (modelled as a +2 self-replacement) and A's "double damage from sources you control" doubler.
  // The self-replacement must be applied first: (2 + 2) x 2 = 8 (not 2 x 2 + 2 = 6). B 12.
  {
    name: 'self-replacement first (616.1a): +2 then doubled: 8, not 6',
    citation: '616.1a',
    scenario: {
      objects: [{ id: 'spell', name: 'Searing Spell', types: ['Instant'], colors: ['R'], zone: 'stack', controller: 'A' }],
      replacements: [
        multiplier('double', 2, ['spell']),
        { id: 'self', kind: 'damage-modifier', add: 2, from: 'spell', selfReplacement: true },
      ],
      actions: [{ kind: 'damage', source: 'spell', target: 'B', amount: 2 }],
    },
    expect: { players: players(12), fates: {}, rules: [SELF_REPLACEMENT_FIRST, REPLACEMENT, LIFE_LOSS] },
  },
  // 616.1: the affected player chooses the order of a doubler and a prevention shield. A's 3/3 with
  // a doubler; B has a "prevent the next 2" shield. B orders prevention first: 3 - 2 = 1, doubled
  // to 2 -> B 18. (Doubler first: 6 - 2 = 4.)
  {
    name: '616.1: the player orders shield then doubler: 3 - 2 = 1, doubled to 2',
    citation: '616.1',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [multiplier('double', 2, ['ogre']), shield('salve', 'B', 2)],
      actions: [attack('ogre'), noBlocks, ordered(allSteps(), ['salve', 'double'])],
    },
    expect: { players: players(18), fates: { ogre: { zone: 'battlefield', damage: 0 } }, steps: [{ key: 'damage.order', params: { chooser: 'B', policy: 'given' } }], rules: [ORDER, SHIELD, REPLACEMENT, LIFE_LOSS] },
  },
  {
    name: '616.1: the player orders doubler then shield: 3 x 2 = 6, 2 prevented, 4 dealt',
    citation: '616.1',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [multiplier('double', 2, ['ogre']), shield('salve', 'B', 2)],
      actions: [attack('ogre'), noBlocks, ordered(allSteps(), ['double', 'salve'])],
    },
    expect: { players: players(16), fates: { ogre: { zone: 'battlefield', damage: 0 } }, rules: [ORDER, SHIELD, REPLACEMENT, LIFE_LOSS] },
  },
  // Doubler + Fog: in either order nothing is dealt (prevent first: nothing left to double, 614.7;
  // double first: 6, all prevented). B 20, no life lost.
  {
    name: 'doubler + Fog: nothing is dealt whatever the order',
    citation: '615.6',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [multiplier('double', 2, ['ogre'])],
      actions: [attack('ogre'), noBlocks, addReplacement(fog('fog')), allSteps()],
    },
    expect: { players: NO_LOSS, fates: { ogre: { zone: 'battlefield', damage: 0 } }, rules: [PREVENTION], notRules: [LIFE_LOSS] },
  },

  // ============================================================================ infect and wither
  // An unblocked 2/2 infect creature: 2 poison counters (120.3b, 702.90b); no life lost.
  {
    name: 'infect: an unblocked 2/2 gives 2 poison counters and no life loss',
    citation: '702.90b',
    scenario: { objects: [mine('mite', 'Infect Mite', 2, 2, { colors: ['B'], keywords: ['infect'] })], actions: [attack('mite'), noBlocks, allSteps()] },
    expect: { players: players(20, 20, 2), fates: { mite: { zone: 'battlefield', damage: 0 } }, rules: [UNBLOCKED, POISON], notRules: [LIFE_LOSS] },
  },
  // A 3/3 infect creature blocked by a 2/2: three -1/-1 counters -> -1/-1 -> graveyard (704.5f),
  // not "lethal damage" (nothing marked). The 3/3 has 2 marked.
  {
    name: 'infect: a 2/2 blocker gets three -1/-1 counters and dies for toughness 0 or less, not lethal damage',
    citation: '702.90c',
    scenario: {
      objects: [mine('mite', 'Infect Brute', 3, 3, { colors: ['B'], keywords: ['infect'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('mite'), block({ cub: 'mite' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { mite: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [MINUS_COUNTERS, INFECT_CREATURE, SBA_ZERO_TOUGHNESS, MARKED],
      notRules: [SBA_LETHAL, LIFE_LOSS],
    },
  },
  // A 2/2 infect creature blocked by a 4/4: two -1/-1 counters (the 4/4 is now 2/2, no damage
  // marked); its 4 kills the infect creature.
  {
    name: 'infect: a 4/4 blocker survives as a 2/2 with two -1/-1 counters',
    citation: '702.90c',
    scenario: {
      objects: [mine('mite', 'Infect Mite', 2, 2, { colors: ['B'], keywords: ['infect'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      actions: [attack('mite'), block({ giant: 'mite' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { mite: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'battlefield', damage: 0, counters: { '-1/-1': 2 }, power: 2, toughness: 2 } },
      rules: [MINUS_COUNTERS, INFECT_CREATURE, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // B at 9 poison; an unblocked 1/1 infect creature: 10 -> B loses (704.5c).
  {
    name: 'infect: the tenth poison counter from combat damage loses the game',
    citation: '704.5c',
    scenario: {
      players: [{ id: 'A' }, { id: 'B', poison: 9 }],
      objects: [mine('mite', 'Infect Mite', 1, 1, { colors: ['B'], keywords: ['infect'] })],
      actions: [attack('mite'), noBlocks, allSteps()],
    },
    expect: {
      players: { A: { life: 20, poison: 0, lost: false }, B: { life: 20, poison: 10, lost: true } },
      fates: { mite: { zone: 'battlefield', damage: 0 } },
      rules: [POISON, SBA_POISON],
      notRules: [LIFE_LOSS],
    },
  },
  // A 4/4 infect trampler blocked by a 2/2: lethal is 2 (toughness, 702.19b): 2 to it (two -1/-1
  // counters, 0/0, dies 704.5f), 2 to B as poison. The 2/2 deals 2 to the 4/4.
  {
    name: 'infect + trample: 2 as -1/-1 counters to the blocker, 2 poison counters to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('mite', 'Trampling Infector', 4, 4, { colors: ['B', 'G'], keywords: ['infect', 'trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('mite'), block({ cub: 'mite' }), allSteps()],
    },
    expect: {
      players: players(20, 20, 2),
      fates: { mite: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, MINUS_COUNTERS, POISON, SBA_ZERO_TOUGHNESS],
      notRules: [LIFE_LOSS],
    },
  },
  // A 2/2 wither creature blocked by a 3/3: two -1/-1 counters (the 3/3 becomes 1/1); the 3/3's 3
  // kills the 2/2.
  {
    name: 'wither: a 3/3 blocker gets two -1/-1 counters and survives as a 1/1',
    citation: '702.80a',
    scenario: {
      objects: [mine('witherer', 'Wither Scout', 2, 2, { colors: ['B'], keywords: ['wither'] }), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('witherer'), block({ wolf: 'witherer' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { witherer: { zone: 'graveyard', owner: 'A' }, wolf: { zone: 'battlefield', damage: 0, counters: { '-1/-1': 2 }, power: 1, toughness: 1 } },
      rules: [MINUS_COUNTERS, WITHER, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Wither doesn't affect players: an unblocked 3/3 wither creature makes B lose 3 life (120.3a).
  {
    name: 'wither against a player: ordinary life loss, no poison',
    citation: '120.3a',
    scenario: { objects: [mine('witherer', 'Wither Brute', 3, 3, { colors: ['B'], keywords: ['wither'] })], actions: [attack('witherer'), noBlocks, allSteps()] },
    expect: { players: players(17), fates: { witherer: { zone: 'battlefield', damage: 0 } }, rules: [LIFE_LOSS], notRules: ['120.3b'] },
  },
  // Infect + lifelink: damage to a player as poison still gains life (702.15b: damage dealt): B
  // gets 2 poison, A gains 2.
  {
    name: 'infect + lifelink: 2 poison counters for B and 2 life for A',
    citation: '702.15b',
    scenario: { objects: [mine('mite', 'Lifelink Infector', 2, 2, { colors: ['B', 'W'], keywords: ['infect', 'lifelink'] })], actions: [attack('mite'), noBlocks, allSteps()] },
    expect: { players: players(20, 22, 2), fates: { mite: { zone: 'battlefield', damage: 0 } }, rules: [POISON, LIFELINK], notRules: [LIFE_LOSS] },
  },
  // Infect + deathtouch blocked by a 5/5: one -1/-1 counter (it would be a 4/4) — but it was dealt
  // damage by a deathtouch source: destroyed (704.5h). The 1/1 dies to the 5.
  {
    name: 'infect + deathtouch: a single -1/-1 counter and the deathtouch destroys a 5/5',
    citation: '704.5h',
    scenario: {
      objects: [mine('asp', 'Infect Asp', 1, 1, { colors: ['B'], keywords: ['infect', 'deathtouch'] }), theirs('wurm', 'Craw Wurm', 5, 5)],
      actions: [attack('asp'), block({ wurm: 'asp' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { asp: { zone: 'graveyard', owner: 'A' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [MINUS_COUNTERS, SBA_DEATHTOUCH, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ blocker removed before damage
  // A 4/4 (no trample) blocked by a 2/2 that is removed from combat: the 4/4 stays blocked (509.1h)
  // and assigns no combat damage (510.1c). Nothing happens.
  {
    name: 'blocker removed, no trample: the attacker stays blocked and deals no damage',
    citation: '509.1h',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('giant'), block({ cub: 'giant' }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, STAYS_BLOCKED, BLOCKED],
      notRules: [LIFE_LOSS, MARKED],
    },
  },
  // The same with trample: all 4 to B (702.19d) -> 16.
  {
    name: 'blocker removed, trample: all 4 to the player',
    citation: '702.19d',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('rhino'), block({ cub: 'rhino' }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: players(16),
      fates: { rhino: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },
  // The blocker is destroyed before damage (it leaves the battlefield: removed from combat, 506.4);
  // no trample: nothing is dealt.
  {
    name: 'blocker destroyed before damage, no trample: no damage',
    citation: '510.1c',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('giant'), block({ cub: 'giant' }), { kind: 'destroy', object: 'cub' }, allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 0 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKED],
      notRules: [LIFE_LOSS, MARKED],
    },
  },
  // The blocker is returned to its owner's hand before damage; the trampler deals all 4 to B.
  {
    name: 'blocker bounced before damage, trample: all 4 to the player',
    citation: '702.19d',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('rhino'), block({ cub: 'rhino' }), { kind: 'return-to-hand', object: 'cub' }, allSteps()],
    },
    expect: {
      players: players(16),
      fates: { rhino: { zone: 'battlefield', damage: 0 }, cub: { zone: 'hand', owner: 'B' } },
      rules: [TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },
  // A 5/5 trampler blocked by a 2/2 and a 3/3; the 3/3 is removed from combat: lethal only for the
  // remaining 2/2: 2 to it, 3 to B (default) -> 17. The 3/3 deals and is dealt nothing.
  {
    name: 'one of two blockers removed, trample: lethal to the one left, the rest to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('rhino'), block({ cub: 'rhino', wolf: 'rhino' }), removeFromCombat('wolf'), allSteps()],
    },
    expect: {
      players: players(17),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' }, wolf: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, TRAMPLE, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // The ATTACKER is removed from combat: its blocker isn't blocking anything any more and assigns no
  // combat damage (510.1d); the attacker deals none. Nothing happens.
  {
    name: 'attacker removed from combat: its blocker deals no damage either',
    citation: '510.1d',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('ogre'), block({ cub: 'ogre' }), removeFromCombat('ogre'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, BLOCKER],
      notRules: [LIFE_LOSS, MARKED],
    },
  },
  // A 4/4 trampler attacking a planeswalker (6 loyalty), blocked by a 2/2 that is removed: 702.19d,
  // all 4 to the planeswalker (6 -> 2), none to B (702.19f).
  {
    name: 'blocker removed, trampler attacking a planeswalker: all 4 to the planeswalker, none to the player',
    citation: '702.19d',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), planeswalker('pw', 'Six-Loyalty Walker', 6)],
      actions: [attackAt(['rhino', 'pw']), block({ cub: 'rhino' }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [TRAMPLE_NO_BLOCKERS, LOYALTY_LOSS],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ planeswalkers and battles
  // An unblocked 3/3 attacking a planeswalker with 5 loyalty: 3 counters removed -> 2. B untouched.
  {
    name: 'planeswalker: an unblocked 3/3 removes 3 of its 5 loyalty counters',
    citation: '120.3c',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), planeswalker('pw', 'Five-Loyalty Walker', 5)], actions: [attackAt(['ogre', 'pw']), noBlocks, allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [DECLARE_ATTACKERS, UNBLOCKED, LOYALTY_LOSS],
      notRules: [LIFE_LOSS, SBA_ZERO_LOYALTY],
    },
  },
  // Two attackers: a 2/2 at a 4-loyalty planeswalker, a 3/3 at B: loyalty 2, B 17.
  {
    name: 'planeswalker and player attacked at once: each attacker damages what it attacks',
    citation: '510.1b',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), planeswalker('pw', 'Four-Loyalty Walker', 4)],
      actions: [attackAt(['cub', 'pw'], ['ogre', 'B']), noBlocks, allSteps()],
    },
    expect: {
      players: players(17),
      fates: { cub: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [UNBLOCKED, LOYALTY_LOSS, LIFE_LOSS],
    },
  },
  // A 3/3 attacking a battle with 5 defense (B protects it): 3 defense counters removed -> 2.
  {
    name: 'battle: an unblocked 3/3 removes 3 of its 5 defense counters',
    citation: '120.3h',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), battle('bt', 'Contested Keep', 5)], actions: [attackAt(['ogre', 'bt']), noBlocks, allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, bt: { zone: 'battlefield', counters: { defense: 2 } } },
      rules: [UNBLOCKED, DEFENSE_LOSS],
      notRules: [LIFE_LOSS, SBA_ZERO_DEFENSE],
    },
  },
  // A 4/4 attacking a battle with 3 defense: 0 defense -> owner's graveyard (704.5w). None to B.
  {
    name: 'battle: reduced to 0 defense it goes to its owner\'s graveyard',
    citation: '704.5w',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), battle('bt', 'Contested Keep', 3)], actions: [attackAt(['giant', 'bt']), noBlocks, allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 0 }, bt: { zone: 'graveyard', owner: 'B' } },
      rules: [DEFENSE_LOSS, SBA_ZERO_DEFENSE],
      notRules: [LIFE_LOSS],
    },
  },
  // A 6/6 trampler attacking a 3-loyalty planeswalker, blocked by a 2/2: 2 to the 2/2, the other 4
  // to the planeswalker (default; the excess can't go to B, 702.19f): graveyard (704.5i).
  {
    name: 'trample at a planeswalker: 2 to the blocker, 4 to the planeswalker, none to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 6, 6, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['rhino', 'pw']), block({ cub: 'rhino' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LOYALTY_LOSS, SBA_ZERO_LOYALTY],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ regeneration
  // A 2/2 blocker with a regeneration shield blocks a 3/3: it is dealt lethal 3; instead of being
  // destroyed it regenerates (701.19a): damage removed, tapped, removed from combat. Its 2 was dealt
  // at the same time: 2 marked on the 3/3.
  {
    name: 'regeneration: a 2/2 blocker dealt lethal damage regenerates (0 damage, tapped)',
    citation: '701.19a',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('skeleton', 'Drudge Skeletons', 2, 2, { colors: ['B'] })],
      actions: [attack('ogre'), block({ skeleton: 'ogre' }), addReplacement({ id: 'regen', kind: 'regeneration-shield', object: 'skeleton' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, skeleton: { zone: 'battlefield', damage: 0, tapped: true } },
      rules: [REGENERATION, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Regeneration also replaces destruction by deathtouch (704.5h "Regeneration can replace this
  // event"): the 4/4 survives, tapped, 0 damage; the 1/1 deathtouch attacker dies.
  {
    name: 'regeneration vs deathtouch: the destruction is replaced',
    citation: '704.5h',
    scenario: {
      objects: [mine('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('troll', 'River Troll', 4, 4)],
      actions: [attack('rats'), block({ troll: 'rats' }), addReplacement({ id: 'regen', kind: 'regeneration-shield', object: 'troll' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rats: { zone: 'graveyard', owner: 'A' }, troll: { zone: 'battlefield', damage: 0, tapped: true } },
      rules: [REGENERATION, SBA_DEATHTOUCH, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Regeneration can't replace 704.5f: a 2/2 blocker with a shield gets two -1/-1 counters from an
  // infect attacker -> 0/0 -> graveyard anyway. The infect 2/2 is dealt 2 and dies.
  {
    name: 'regeneration does not save a creature with toughness 0 (infect)',
    citation: '704.5f',
    scenario: {
      objects: [mine('mite', 'Infect Mite', 2, 2, { colors: ['B'], keywords: ['infect'] }), theirs('skeleton', 'Drudge Skeletons', 2, 2, { colors: ['B'] })],
      actions: [attack('mite'), block({ skeleton: 'mite' }), addReplacement({ id: 'regen', kind: 'regeneration-shield', object: 'skeleton' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { mite: { zone: 'graveyard', owner: 'A' }, skeleton: { zone: 'graveyard', owner: 'B' } },
      rules: [MINUS_COUNTERS, SBA_ZERO_TOUGHNESS],
      notRules: [LIFE_LOSS],
    },
  },

  // ============================================================================ other
  // 510.1a: a creature with 0 power assigns no combat damage.
  {
    name: 'a 0-power attacker assigns no combat damage',
    citation: '510.1a',
    scenario: { objects: [mine('wall', 'Animated Wall', 0, 4, { subtypes: ['Wall'] })], actions: [attack('wall'), noBlocks, allSteps()] },
    expect: { players: NO_LOSS, fates: { wall: { zone: 'battlefield', damage: 0 } }, rules: [ASSIGN_POWER], notRules: [LIFE_LOSS] },
  },
  // A red 3/3 blocked by a 2/2 with protection from red: the 3 is prevented (702.16e); the 2/2's 2
  // is marked on the 3/3.
  {
    name: 'protection: a blocker with protection from red takes no damage from the red attacker',
    citation: '702.16e',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('knight', 'Knight of the Hearth', 2, 2, { colors: ['W'], keywords: ['protection from red'] })],
      actions: [attack('ogre'), block({ knight: 'ogre' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, knight: { zone: 'battlefield', damage: 0 } },
      rules: [PROTECTION_PREVENTS, MARKED],
      notRules: [LIFE_LOSS, SBA_LETHAL],
    },
  },
  // A 6/6 trampler blocked by an indestructible 2/2: lethal is still 2 (702.19b: indestructible
  // doesn't change it): 2 to it (marked, it survives), 4 to B -> 16.
  {
    name: 'trample vs indestructible: lethal (2) to the indestructible blocker, 4 to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 6, 6, { keywords: ['trample'] }), theirs('golem', 'Darksteel Myr', 2, 2, { types: ['Artifact', 'Creature'], colors: [], keywords: ['indestructible'] })],
      actions: [attack('rhino'), block({ golem: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(16),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, golem: { zone: 'battlefield', damage: 2 } },
      rules: [TRAMPLE, INDESTRUCTIBLE, LIFE_LOSS],
    },
  },
  // A 4/4 trampler blocked by a 2/2 with a "prevent the next 2" shield: lethal is still 2 (702.19b:
  // prevention doesn't change it): 2 (prevented) + 2 to B -> 18. The 2/2 survives, 0 marked.
  {
    name: 'trample vs a prevention shield: lethal is still 2, the blocker survives, 2 to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('rhino'), block({ cub: 'rhino' }), addReplacement(shield('guard', 'cub', 2)), allSteps()],
    },
    expect: {
      players: players(18),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, SHIELD, LIFE_LOSS],
      notRules: [SBA_LETHAL],
    },
  },
  // B at 3 life; an unblocked 3/3: 0 life -> B loses (704.5a).
  {
    name: 'combat damage to 0 life: the defending player loses',
    citation: '704.5a',
    scenario: { players: [{ id: 'A' }, { id: 'B', life: 3 }], objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })], actions: [attack('ogre'), noBlocks, allSteps()] },
    expect: {
      players: { A: { life: 20, poison: 0, lost: false }, B: { life: 0, poison: 0, lost: true } },
      fates: { ogre: { zone: 'battlefield', damage: 0 } },
      rules: [LIFE_LOSS, SBA_ZERO_LIFE],
    },
  },
  // Fight (701.14): A's 1/1 deathtouch + lifelink fights B's 4/4: each deals damage equal to its
  // power to the other at once: the 4/4 is destroyed (704.5h), the 1/1 dies (704.5g), A gains 1.
  {
    name: 'fight: deathtouch and lifelink apply; both creatures die and 1 life is gained',
    citation: '701.14a',
    scenario: {
      objects: [mine('asp', 'Deathtouch Lifelinker', 1, 1, { colors: ['B'], keywords: ['deathtouch', 'lifelink'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      actions: [fight('asp', 'giant')],
    },
    expect: {
      players: players(20, 21),
      fates: { asp: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' } },
      rules: [FIGHT, SBA_DEATHTOUCH, SBA_LETHAL, LIFELINK],
      notRules: [LIFE_LOSS],
    },
  },
  // Fight with a trampler: trample has no effect on noncombat damage (702.19a): the 5/5 deals 5 to
  // the 2/2 and nothing to B.
  {
    name: 'fight: a trampler\'s excess damage goes nowhere',
    citation: '702.19a',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [fight('rhino', 'cub')],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [FIGHT, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS, TRAMPLE],
    },
  },
  // A fight is not combat damage: Fog ("prevent all combat damage") doesn't stop it.
  {
    name: 'fight under Fog: the damage is not combat damage and is dealt',
    citation: '701.14d',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [addReplacement(fog('fog')), fight('ogre', 'cub')],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [FIGHT, '701.14d', MARKED, SBA_LETHAL],
    },
  },

  // ============================================================================ harder cases
  // 702.19b: protection doesn't change what is lethal, and with deathtouch 1 is lethal (702.2c):
  // a green 3/3 deathtouch trampler blocked by a 5/5 with protection from green assigns 1 (prevented)
  // and 2 to B -> 18. Nothing was dealt to the 5/5, so deathtouch doesn't destroy it; its 5 kills
  // the 3/3.
  {
    name: 'deathtouch + trample into protection: 1 is still lethal, it is prevented, 2 to the player, the blocker lives',
    citation: '702.19b',
    scenario: {
      objects: [mine('hydra', 'Deathtouch Trampler', 3, 3, { keywords: ['deathtouch', 'trample'] }), theirs('pro', 'Warden of Green', 5, 5, { colors: ['W'], keywords: ['protection from green'] })],
      actions: [attack('hydra'), block({ pro: 'hydra' }), allSteps()],
    },
    expect: {
      players: players(18),
      fates: { hydra: { zone: 'graveyard', owner: 'A' }, pro: { zone: 'battlefield', damage: 0 } },
      rules: [DEATHTOUCH_LETHAL, TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS, SBA_LETHAL],
      notRules: [SBA_DEATHTOUCH],
    },
  },
  // A doubler on a lifelink creature: 2 -> 4 dealt, so 4 gained (lifelink gains the damage dealt).
  {
    name: 'doubler + lifelink: the doubled damage is what is gained',
    citation: '702.15b',
    scenario: {
      objects: [mine('priest', 'Lifelink Priest', 2, 2, { colors: ['W'], keywords: ['lifelink'] })],
      replacements: [multiplier('double', 2, ['priest'])],
      actions: [attack('priest'), noBlocks, allSteps()],
    },
    expect: { players: players(16, 24), fates: { priest: { zone: 'battlefield', damage: 0 } }, rules: [REPLACEMENT, LIFELINK, LIFE_LOSS] },
  },
  // Protection from a card type (702.16a: applies to sources that are permanents of that type): a
  // 2/2 with protection from creatures blocking a 4/4 trampler: lethal is still 2 (prevented), 2
  // to B -> 18. The 2/2's own 2 is dealt to the 4/4.
  {
    name: 'protection from creatures: the trampler assigns lethal 2 (prevented) and 2 to the player',
    citation: '702.16a',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('ward', 'Creature Warden', 2, 2, { colors: ['W'], keywords: ['protection from creatures'] })],
      actions: [attack('rhino'), block({ ward: 'rhino' }), allSteps()],
    },
    expect: {
      players: players(18),
      fates: { rhino: { zone: 'battlefield', damage: 2 }, ward: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS],
      notRules: [SBA_LETHAL],
    },
  },
  // A 4/4 double striker with trample blocked by a 2/2 with a regeneration shield. First step: 2 to
  // the 2/2 (lethal), 2 to B -> 18; the 2/2 regenerates: damage removed, tapped, removed from combat
  // (701.19a) — before it could deal damage. Regular step: blocked, no blockers: all 4 to B
  // (702.19d) -> 14.
  {
    name: 'a regenerated blocker leaves combat after the first-strike step; the double-striking trampler then deals all 4 to the player',
    citation: '701.19a',
    scenario: {
      objects: [mine('knight', 'Trampling Double Striker', 4, 4, { colors: ['R'], keywords: ['double strike', 'trample'] }), theirs('skeleton', 'Drudge Skeletons', 2, 2, { colors: ['B'] })],
      actions: [attack('knight'), block({ skeleton: 'knight' }), addReplacement({ id: 'regen', kind: 'regeneration-shield', object: 'skeleton' }), allSteps()],
    },
    expect: {
      players: players(14),
      fates: { knight: { zone: 'battlefield', damage: 0 }, skeleton: { zone: 'battlefield', damage: 0, tapped: true } },
      rules: [FIRST_STRIKE_STEP, REGENERATION, REMOVED, TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
    },
  },
  // Default split for a deathtouch attacker without trample (combat-format.md): lethal (1, 702.2c)
  // to each blocker in the listed order, the rest to the first: 2 + 1. Both blockers are destroyed
  // (704.5h); the 3/3 is dealt 9 and dies.
  {
    name: 'default split with deathtouch: a 3/3 deathtouch attacker kills both of its big blockers',
    citation: '702.2c',
    scenario: {
      objects: [mine('viper', 'Deathtouch Viper', 3, 3, { colors: ['B'], keywords: ['deathtouch'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('wurm', 'Craw Wurm', 5, 5)],
      actions: [attack('viper'), block({ giant: 'viper', wurm: 'viper' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { viper: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKED, SBA_DEATHTOUCH, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 702.19e with remove-from-combat: the planeswalker stays on the battlefield but is removed from
  // combat; the unblocked trample-over-planeswalkers 7/7 assigns all 7 to B -> 13; the planeswalker
  // keeps its 3 loyalty.
  {
    name: '702.19e: the attacked planeswalker is removed from combat (still on the battlefield): trample over planeswalkers hits the player for 7',
    citation: '702.19e',
    scenario: {
      objects: [mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['giant', 'pw']), noBlocks, removeFromCombat('pw'), allSteps()],
    },
    expect: {
      players: players(13),
      fates: { giant: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 3 } } },
      rules: ['702.19e', LIFE_LOSS],
      notRules: [SBA_ZERO_LOYALTY],
    },
  },
  // 506.4c with remove-from-combat: plain trample, its planeswalker removed from combat: attacking
  // nothing, it assigns no combat damage (510.1b). Nothing happens.
  {
    name: '506.4c: the attacked planeswalker is removed from combat: a plain trampler attacking it deals no damage',
    citation: '506.4c',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['rhino', 'pw']), noBlocks, removeFromCombat('pw'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 3 } } },
      rules: [{ anyOf: ['510.1b', '506.4c'] }],
      notRules: [LIFE_LOSS, '120.3c'],
    },
  },
  // Deathtouch means nothing to a planeswalker (704.5h is about creatures): a 2/2 deathtouch
  // attacker takes 2 of a planeswalker's 5 loyalty; it stays.
  {
    name: 'deathtouch damage to a planeswalker just removes loyalty counters',
    citation: '120.3c',
    scenario: {
      objects: [mine('rats', 'Deathtouch Rat', 2, 2, { colors: ['B'], keywords: ['deathtouch'] }), planeswalker('pw', 'Five-Loyalty Walker', 5)],
      actions: [attackAt(['rats', 'pw']), noBlocks, allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rats: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 3 } } },
      rules: [LOYALTY_LOSS],
      notRules: [SBA_DEATHTOUCH, SBA_ZERO_LOYALTY, LIFE_LOSS],
    },
  },
  // A lifelink blocker that blocks two attackers deals 2 + 1: its controller gains 3.
  {
    name: 'a lifelink blocker dividing its damage between two attackers gains the total',
    citation: '702.15b',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('pup', 'Wolf Pup', 2, 2), theirs('priest', 'Two-Block Lifelinker', 3, 3, { colors: ['W'], keywords: ['lifelink', BLOCKS_ONE_MORE] })],
      actions: [attack('cub', 'pup'), block({ priest: ['cub', 'pup'] }), allSteps({ priest: [['cub', 2], ['pup', 1]] })],
    },
    expect: {
      players: { A: { life: 20, poison: 0 }, B: { life: 23, poison: 0 } },
      fates: { cub: { zone: 'graveyard', owner: 'A' }, pup: { zone: 'battlefield', damage: 1 }, priest: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKER, LIFELINK, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A creature without first strike that gains double strike after the first-strike step assigns
  // damage once in the regular step (510.4: it had neither ability, and it has double strike now —
  // one creature, one assignment): 1 (first step) + 3 -> B 16.
  {
    name: 'a creature given double strike after the first-strike step still deals its damage only once',
    citation: '510.4',
    scenario: {
      objects: [mine('duelist', 'First-Strike Duelist', 1, 1, { colors: ['W'], keywords: ['first strike'] }), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      actions: [attack('duelist', 'ogre'), noBlocks, step(), gainKeyword('late-ds', 'ogre', 'double strike'), step()],
    },
    expect: { players: players(16), fates: { duelist: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 } }, rules: [FIRST_STRIKE_STEP, LIFE_LOSS] },
  },
  // A double striker that loses double strike before damage: no creature has first or double strike
  // as the step begins, so there is one (regular) step: 2 -> B 18.
  {
    name: 'double strike lost before the damage step: one regular step, 2 damage',
    citation: '510.4',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] })],
      actions: [attack('knight'), noBlocks, { kind: 'apply-effect', effect: { id: 'lose-ds', text: 'Target creature loses double strike until end of turn.', affects: { kind: 'objects', ids: ['knight'] }, modifications: [{ kind: 'remove-keywords', keywords: ['double strike'] }], duration: { kind: 'end-of-turn' } } }, allSteps()],
    },
    expect: { players: players(18), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [UNBLOCKED, LIFE_LOSS] },
  },
  // One of two attackers blocked by the same 3/3 is removed from combat: the 3/3 is now blocking
  // exactly one creature and assigns all its damage to it (510.1d): the 2/2 dies. Only the 2/2's 2
  // is dealt to the 3/3.
  {
    name: 'one of two attackers on a blocker removed from combat: the blocker assigns all its damage to the other',
    citation: '510.1d',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('pup', 'Wolf Pup', 2, 2), theirs('sentry', 'Big Two-Block Sentry', 3, 3, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] })],
      actions: [attack('cub', 'pup'), block({ sentry: ['cub', 'pup'] }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { cub: { zone: 'battlefield', damage: 0 }, pup: { zone: 'graveyard', owner: 'A' }, sentry: { zone: 'battlefield', damage: 2 } },
      rules: [REMOVED, BLOCKER, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Toxic (702.164c): combat damage to a player by a creature with toxic 1 also gives 1 poison
  // counter: B 18 life, 1 poison.
  {
    name: 'toxic 1: an unblocked 2/2 deals 2 and gives 1 poison counter',
    citation: '702.164c',
    scenario: { objects: [mine('stinger', 'Toxic Stinger', 2, 2, { colors: ['B'], keywords: ['toxic 1'] })], actions: [attack('stinger'), noBlocks, allSteps()] },
    expect: { players: players(18, 20, 1), fates: { stinger: { zone: 'battlefield', damage: 0 } }, rules: [LIFE_LOSS, { anyOf: ['120.3g', '702.164c'] }] },
  },
  // Toxic needs combat damage actually dealt to the player: under Fog, no damage and no poison.
  {
    name: 'toxic under Fog: no damage, so no poison',
    citation: '702.164c',
    scenario: { objects: [mine('stinger', 'Toxic Stinger', 2, 2, { colors: ['B'], keywords: ['toxic 1'] })], actions: [attack('stinger'), noBlocks, addReplacement(fog('fog')), allSteps()] },
    expect: { players: NO_LOSS, fates: { stinger: { zone: 'battlefield', damage: 0 } }, rules: [PREVENTION], notRules: ['120.3g', '702.164c', LIFE_LOSS] },
  },
  // Toxic counts only combat damage to a PLAYER: blocked by a 3/3, no poison.
  {
    name: 'toxic blocked: damage to a creature gives no poison',
    citation: '702.164c',
    scenario: {
      objects: [mine('stinger', 'Toxic Stinger', 2, 2, { colors: ['B'], keywords: ['toxic 1'] }), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('stinger'), block({ wolf: 'stinger' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { stinger: { zone: 'graveyard', owner: 'A' }, wolf: { zone: 'battlefield', damage: 2 } },
      rules: [MARKED, SBA_LETHAL],
      notRules: ['120.3g', LIFE_LOSS],
      steps: [{ key: 'keyword.checked', params: { note: 'toxic-no-player-damage' } }],
    },
  },
  // Deathtouch damage that is prevented is never dealt (615.6): a 1/1 deathtouch attacker blocked
  // by a 4/4 with a "prevent the next 1" shield: the 4/4 survives with 0 marked; the 1/1 dies.
  {
    name: 'prevented deathtouch damage destroys nothing',
    citation: '615.6',
    scenario: {
      objects: [mine('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] })],
      actions: [attack('rats'), block({ giant: 'rats' }), addReplacement(shield('guard', 'giant', 1)), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rats: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'battlefield', damage: 0 } },
      rules: [SHIELD, SBA_LETHAL],
      notRules: [SBA_DEATHTOUCH, LIFE_LOSS],
    },
  },
  // Trample over planeswalkers with a blocker, explicit: 2 to the 2/2, 3 (= loyalty) to the
  // planeswalker, 2 to its controller (702.19c) -> B 18. The planeswalker goes to the graveyard.
  {
    name: 'trample over planeswalkers, blocked: 2 to the blocker, 3 to the planeswalker, 2 to its controller',
    citation: '702.19c',
    scenario: {
      objects: [mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }), theirs('cub', 'Bear Cub', 2, 2), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['giant', 'pw']), block({ cub: 'giant' }), allSteps({ giant: [['cub', 2], ['pw', 3], ['B', 2]] })],
    },
    expect: {
      players: players(18),
      fates: { giant: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: ['702.19c', LOYALTY_LOSS, SBA_ZERO_LOYALTY, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // "Prevent all combat damage that would be dealt by the Giant this turn": its 4 to the blocker is
  // prevented; the blocker's 2 is dealt.
  {
    name: 'prevention from one source: the attacker deals nothing, its blocker still deals its damage',
    citation: '615.1a',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('giant'), block({ cub: 'giant' }), addReplacement({ id: 'awe', kind: 'prevent', amount: 'all', from: 'giant', combatOnly: true }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 2 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [PREVENTION, MARKED],
      notRules: [SBA_LETHAL, LIFE_LOSS],
    },
  },
  // A blocked creature (no trample) attacking a planeswalker whose blocker is removed: no damage
  // (510.1c); the planeswalker keeps its 4 loyalty.
  {
    name: 'blocker removed, no trample, attacking a planeswalker: the planeswalker takes nothing',
    citation: '510.1c',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2), planeswalker('pw', 'Four-Loyalty Walker', 4)],
      actions: [attackAt(['ogre', 'pw']), block({ cub: 'ogre' }), removeFromCombat('cub'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 4 } } },
      rules: [REMOVED, STAYS_BLOCKED],
      notRules: [LIFE_LOSS, MARKED],
    },
  },
  // 506.4: a blocker that stops being a creature is removed from combat; the trampler it blocked
  // then assigns all 4 to B (702.19d) -> 16.
  {
    name: 'a blocker that stops being a creature is removed from combat; the trampler deals all 4 to the player',
    citation: '506.4',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2, { types: ['Artifact', 'Creature'], colors: [] })],
      actions: [
        attack('rhino'),
        block({ cub: 'rhino' }),
        { kind: 'apply-effect', effect: { id: 'deanimate', text: 'Target artifact creature becomes a noncreature artifact until end of turn.', affects: { kind: 'objects', ids: ['cub'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }], duration: { kind: 'end-of-turn' } } },
        allSteps(),
      ],
    },
    expect: {
      players: players(16),
      fates: { rhino: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },
  // 506.4: a blocker whose controller changes is removed from combat; the non-trampler it blocked
  // stays blocked and deals nothing.
  {
    name: 'a blocker that changes controller is removed from combat; the blocked non-trampler deals nothing',
    citation: '506.4',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [
        attack('giant'),
        block({ cub: 'giant' }),
        { kind: 'apply-effect', effect: { id: 'steal', text: 'Gain control of target creature until end of turn.', controller: 'A', affects: { kind: 'objects', ids: ['cub'] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'end-of-turn' } } },
        allSteps(),
      ],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', controller: 'A', damage: 0 } },
      rules: [REMOVED, STAYS_BLOCKED],
      notRules: [LIFE_LOSS, MARKED],
    },
  },
  // A blocker that gains protection from red after blocks still blocks (509.1b: evasion is checked
  // only as blockers are declared) and the red attacker's damage to it is prevented.
  {
    name: 'protection gained after blocks: the block stands and the damage is prevented',
    citation: '702.16e',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('ogre'), block({ cub: 'ogre' }), gainKeyword('pro-red', 'cub', 'protection from red'), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [PROTECTION_PREVENTS, MARKED],
      notRules: [LIFE_LOSS, SBA_LETHAL],
    },
  },

  // 702.19b example 1 again, with the trampler DECLARED FIRST: the default must still count the 1/1's
  // damage to the shared blocker (assigned in the same step), whatever the order: 1 + 2 to B -> 18.
  {
    name: "trampler declared before the other attacker: its default still counts the other attacker's damage to the shared blocker",
    citation: '702.19b',
    scenario: {
      objects: [
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        mine('squire', 'Plain Squire', 1, 1),
        theirs('sentry', 'Two-Block Sentry', 2, 2, { colors: ['W'], keywords: [BLOCKS_ONE_MORE] }),
      ],
      actions: [attack('rhino', 'squire'), block({ sentry: ['rhino', 'squire'] }), allSteps({ sentry: [['squire', 1], ['rhino', 1]] })],
    },
    expect: {
      players: players(18),
      fates: { squire: { zone: 'graveyard', owner: 'A' }, rhino: { zone: 'battlefield', damage: 1 }, sentry: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LIFE_LOSS, SBA_LETHAL],
    },
  },
  // 510.1a: "0 or less" assigns no combat damage: a 1/3 given -2/-0 has power -1 and deals nothing
  // (and certainly doesn't give life back).
  {
    name: 'a creature with negative power assigns no combat damage',
    citation: '510.1a',
    scenario: {
      objects: [mine('wall', 'Weakened Sentry', 1, 3)],
      actions: [
        attack('wall'),
        noBlocks,
        { kind: 'apply-effect', effect: { id: 'weaken', text: 'Target creature gets -2/-0 until end of turn.', affects: { kind: 'objects', ids: ['wall'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: 0 }], duration: { kind: 'end-of-turn' } } },
        allSteps(),
      ],
    },
    expect: { players: NO_LOSS, fates: { wall: { zone: 'battlefield', damage: 0 } }, rules: [ASSIGN_POWER], notRules: [LIFE_LOSS, '119.3'] },
  },
  // 702.164b: toxic 1 and toxic 2 on one creature: total toxic value 3 -> 3 poison with the 2 damage.
  {
    name: 'toxic 1 + toxic 2: total toxic value 3',
    citation: '702.164b',
    scenario: { objects: [mine('stinger', 'Doubly Toxic Stinger', 2, 2, { colors: ['B'], keywords: ['toxic 1', 'toxic 2'] })], actions: [attack('stinger'), noBlocks, allSteps()] },
    expect: { players: players(18, 20, 3), fates: { stinger: { zone: 'battlefield', damage: 0 } }, rules: [LIFE_LOSS, { anyOf: ['120.3g', '702.164c'] }] },
  },
  // A 3/3 with double strike, deathtouch and trample blocked by a 4/4 and a 5/5. First step: 1 + 1
  // (deathtouch lethal) + 1 to B (19); both blockers are destroyed. Regular step: no blockers left:
  // all 3 to B (702.19d) -> 16.
  {
    name: 'double strike + deathtouch + trample: two big blockers destroyed in the first step, then 3 more to the player',
    citation: '702.19d',
    scenario: {
      objects: [
        mine('hydra', 'Deathtouch Double Striker', 3, 3, { colors: ['B', 'G'], keywords: ['double strike', 'deathtouch', 'trample'] }),
        theirs('giant', 'Hill Giant', 4, 4, { colors: ['R'] }),
        theirs('wurm', 'Craw Wurm', 5, 5),
      ],
      actions: [attack('hydra'), block({ giant: 'hydra', wurm: 'hydra' }), allSteps()],
    },
    expect: {
      players: players(16),
      fates: { hydra: { zone: 'battlefield', damage: 0 }, giant: { zone: 'graveyard', owner: 'B' }, wurm: { zone: 'graveyard', owner: 'B' } },
      rules: [FIRST_STRIKE_STEP, DEATHTOUCH_LETHAL, TRAMPLE_NO_BLOCKERS, SBA_DEATHTOUCH, LIFE_LOSS],
      minSteps: { '120.3a': 2 },
    },
  },
  // A trampler attacking a battle: the excess goes to the battle it attacks (702.19b): a 5/5
  // blocked by a 2/2: 2 to it, 3 to the battle (defense 5 -> 2). B untouched.
  {
    name: 'trample at a battle: 2 to the blocker, 3 to the battle',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 5, 5, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), battle('bt', 'Contested Keep', 5)],
      actions: [attackAt(['rhino', 'bt']), block({ cub: 'rhino' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { rhino: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' }, bt: { zone: 'battlefield', counters: { defense: 2 } } },
      rules: [TRAMPLE, DEFENSE_LOSS, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // 615.10 in combat: "If a source would deal damage to you, prevent 1 of that damage" applies to
  // each source's damage separately, even dealt at the same time: 2 + 3 -> 1 + 2 = 3: B 17.
  {
    name: 'a static "prevent 1 of that damage" applies to each attacker\'s damage separately: 2 + 3 becomes 1 + 2',
    citation: '615.10',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), { id: 'armor', name: "Urza's Armor", types: ['Artifact'], colors: [], controller: 'B' }],
      replacements: [{ id: 'armor-prevent', kind: 'prevent', amount: 1, perEvent: true, to: 'B', controller: 'B', source: 'armor', duration: { kind: 'while-source' } }],
      actions: [attack('cub', 'ogre'), noBlocks, allSteps()],
    },
    expect: {
      players: players(17),
      fates: { cub: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 } },
      rules: ['615.10', LIFE_LOSS],
      minSteps: { '615.10': 2 },
    },
  },
  // Infect + lifelink into protection from black: all prevented: no -1/-1 counters, no life gained.
  {
    name: 'infect + lifelink into protection: no counters and no life',
    citation: '702.16e',
    scenario: {
      objects: [mine('mite', 'Lifelink Infector', 2, 2, { colors: ['B'], keywords: ['infect', 'lifelink'] }), theirs('pro', 'Warden of Black', 2, 2, { colors: ['W'], keywords: ['protection from black'] })],
      actions: [attack('mite'), block({ pro: 'mite' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { mite: { zone: 'graveyard', owner: 'A' }, pro: { zone: 'battlefield', damage: 0, counters: {} } },
      rules: [PROTECTION_PREVENTS, SBA_LETHAL],
      notRules: ['120.3f', MINUS_COUNTERS],
      steps: [{ key: 'keyword.checked', params: { note: 'lifelink-no-damage' } }],
    },
  },

  // A "prevent the next 3" shield on B lasts across both damage steps: an unblocked 2/2 double
  // striker: first step 2 prevented (1 left), regular step 1 prevented and 1 dealt -> B 19.
  {
    name: 'a 3-point shield spans both damage steps of a double striker: 2 + 1 prevented, 1 dealt',
    citation: '615.7',
    scenario: {
      objects: [mine('knight', 'Double-Strike Knight', 2, 2, { colors: ['W'], keywords: ['double strike'] })],
      actions: [attack('knight'), noBlocks, addReplacement(shield('salve', 'B', 3)), allSteps()],
    },
    expect: { players: players(19), fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: [FIRST_STRIKE_STEP, SHIELD, LIFE_LOSS], minSteps: { '120.3a': 1 } },
  },
  // An indestructible 2/2 blocker survives 3 damage; when it loses indestructible after combat
  // damage, the lethal damage still marked destroys it (704.5g).
  {
    name: 'lethal damage stays marked on an indestructible blocker: losing indestructible later destroys it',
    citation: '704.5g',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('golem', 'Darksteel Myr', 2, 2, { types: ['Artifact', 'Creature'], colors: [], keywords: ['indestructible'] })],
      actions: [attack('ogre'), block({ golem: 'ogre' }), allSteps(), { kind: 'apply-effect', effect: { id: 'melt', text: 'Target creature loses indestructible until end of turn.', affects: { kind: 'objects', ids: ['golem'] }, modifications: [{ kind: 'remove-keywords', keywords: ['indestructible'] }], duration: { kind: 'end-of-turn' } } }],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, golem: { zone: 'graveyard', owner: 'B' } },
      rules: [INDESTRUCTIBLE, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Combat damage is removed in the cleanup step (514.2): a 3/3 blocked by a 2/4 — 3 and 2 marked —
  // then the turn ends: both have 0 damage.
  {
    name: 'after combat the cleanup step removes the combat damage marked on survivors',
    citation: '514.2',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('hedge', 'Thick Hedge', 2, 4)],
      actions: [attack('ogre'), block({ hedge: 'ogre' }), allSteps(), { kind: 'end-turn' }],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, hedge: { zone: 'battlefield', damage: 0 } },
      rules: [MARKED, '514.2'],
      notRules: [SBA_LETHAL, LIFE_LOSS],
    },
  },
  // Lifelink works on damage to a planeswalker too: 3 to a 5-loyalty planeswalker -> 2 loyalty, A 23.
  {
    name: 'lifelink damage to a planeswalker gains life',
    citation: '702.15b',
    scenario: {
      objects: [mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] }), planeswalker('pw', 'Five-Loyalty Walker', 5)],
      actions: [attackAt(['linker', 'pw']), noBlocks, allSteps()],
    },
    expect: {
      players: players(20, 23),
      fates: { linker: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [LOYALTY_LOSS, LIFELINK],
      notRules: [LIFE_LOSS],
    },
  },
  // A fight with protection: B's 2/2 has protection from red; A's red 3/3 fights it: the 3/3's 3 is
  // prevented (702.16e), the 2/2's 2 is dealt.
  {
    name: 'fight against protection: one side\'s damage is prevented, the other\'s is dealt',
    citation: '701.14a',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('knight', 'Knight of the Hearth', 2, 2, { colors: ['W'], keywords: ['protection from red'] })],
      actions: [fight('ogre', 'knight')],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, knight: { zone: 'battlefield', damage: 0 } },
      rules: [FIGHT, PROTECTION_PREVENTS, MARKED],
      notRules: [SBA_LETHAL],
    },
  },
  // 701.14b: if one of the creatures is no longer on the battlefield, neither deals damage.
  {
    name: 'fight with a creature that has left the battlefield: neither deals damage',
    citation: '701.14b',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [{ kind: 'destroy', object: 'cub' }, fight('ogre', 'cub')],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 0 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: ['701.14b'],
      notRules: [MARKED],
    },
  },
  // The default order of several replacement/prevention effects (combat-format.md: timestamp order;
  // the CR leaves it to the affected player, 616.1): the doubler (present from the start) before the
  // shield created later: 3 x 2 = 6, 2 prevented -> 4: B 16.
  {
    name: 'default order (timestamp): the earlier doubler then the later shield: 4 damage',
    citation: '616.1',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [multiplier('double', 2, ['ogre'])],
      actions: [attack('ogre'), noBlocks, addReplacement(shield('salve', 'B', 2)), allSteps()],
    },
    expect: { players: players(16), fates: { ogre: { zone: 'battlefield', damage: 0 } }, steps: [{ key: 'damage.order', params: { chooser: 'B', policy: 'timestamp' } }], rules: [ORDER, SHIELD, REPLACEMENT, LIFE_LOSS] },
  },

  // 506.4b: tapping a blocker after blocks doesn't remove it from combat or stop its damage: the
  // tapped 2/2 still deals 2 to the 3/3 (and dies to its 3).
  {
    name: 'a blocker tapped after blocks still deals its combat damage',
    citation: '506.4b',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('ogre'), block({ cub: 'ogre' }), { kind: 'tap', object: 'cub' }, allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' } },
      rules: [BLOCKER, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A 3/3 blocked by a 3/1 first striker and a 2/2: the first striker kills it in the first step;
  // in the regular step the 2/2 is blocking no creature and deals nothing (510.1d). No damage on
  // either blocker.
  {
    name: 'two blockers, one with first strike kills the attacker: the other blocker then deals nothing',
    citation: '510.1d',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('guard', 'First-Strike Guard', 3, 1, { colors: ['W'], keywords: ['first strike'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('ogre'), block({ guard: 'ogre', cub: 'ogre' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { ogre: { zone: 'graveyard', owner: 'A' }, guard: { zone: 'battlefield', damage: 0 }, cub: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, SBA_LETHAL],
      notRules: [LIFE_LOSS],
      minSteps: { '120.3e': 1 },
    },
  },
  // Threaten: A gains control of B's 2/2 and it gains haste (302.6 would stop it attacking without
  // haste): it attacks B for 2 -> 18.
  {
    name: 'a stolen creature with haste attacks its owner',
    citation: '702.10b',
    scenario: {
      objects: [theirs('cub', 'Bear Cub', 2, 2)],
      actions: [
        { kind: 'apply-effect', effect: { id: 'threaten', text: 'Gain control of target creature until end of turn. Untap it. It gains haste until end of turn.', controller: 'A', affects: { kind: 'objects', ids: ['cub'] }, modifications: [{ kind: 'set-controller', player: 'A' }, { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], duration: { kind: 'end-of-turn' } } },
        attack('cub'),
        noBlocks,
        allSteps(),
      ],
    },
    expect: { players: players(18), fates: { cub: { zone: 'battlefield', controller: 'A', damage: 0 } }, rules: [DECLARE_ATTACKERS, UNBLOCKED, LIFE_LOSS] },
  },
  // Fear (702.36b): an artifact creature can block it.
  {
    name: 'fear: an artifact creature can block',
    citation: '702.36b',
    scenario: {
      objects: [mine('shade', 'Fearsome Shade', 2, 2, { colors: ['B'], keywords: ['fear'] }), theirs('golem', 'Iron Golem', 1, 3, { types: ['Artifact', 'Creature'], colors: [] })],
      actions: [attack('shade'), block({ golem: 'shade' }), allSteps()],
    },
    expect: { players: NO_LOSS, fates: { shade: { zone: 'battlefield', damage: 1 }, golem: { zone: 'battlefield', damage: 2 } }, rules: [DECLARE_BLOCKERS, MARKED], notRules: [LIFE_LOSS] },
  },
  // Intimidate (702.13b): a creature sharing a color can block it.
  {
    name: 'intimidate: a creature sharing a color can block',
    citation: '702.13b',
    scenario: {
      objects: [mine('raider', 'Intimidating Raider', 2, 2, { colors: ['R'], keywords: ['intimidate'] }), theirs('goblin', 'Red Goblin', 1, 3, { colors: ['R'] })],
      actions: [attack('raider'), block({ goblin: 'raider' }), allSteps()],
    },
    expect: { players: NO_LOSS, fates: { raider: { zone: 'battlefield', damage: 1 }, goblin: { zone: 'battlefield', damage: 2 } }, rules: [DECLARE_BLOCKERS, MARKED], notRules: [LIFE_LOSS] },
  },
  // Skulk (702.118b): a creature with EQUAL power can block it.
  {
    name: 'skulk: a creature with equal power can block',
    citation: '702.118b',
    scenario: {
      objects: [mine('rogue', 'Skulking Rogue', 2, 2, { colors: ['U'], keywords: ['skulk'] }), theirs('cub', 'Bear Cub', 2, 3)],
      actions: [attack('rogue'), block({ cub: 'rogue' }), allSteps()],
    },
    expect: { players: NO_LOSS, fates: { rogue: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'battlefield', damage: 2 } }, rules: [DECLARE_BLOCKERS, MARKED, SBA_LETHAL], notRules: [LIFE_LOSS] },
  },
  // Islandwalk (702.14c): B controls no Island, so it can be blocked.
  {
    name: 'islandwalk: blockable when the defending player controls no Island',
    citation: '702.14c',
    scenario: {
      objects: [mine('serpent', 'Island Serpent', 2, 2, { colors: ['U'], keywords: ['islandwalk'] }), theirs('cub', 'Bear Cub', 2, 2), { id: 'forest', name: 'Forest', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], controller: 'B' }],
      actions: [attack('serpent'), block({ cub: 'serpent' }), allSteps()],
    },
    expect: { players: NO_LOSS, fates: { serpent: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'graveyard', owner: 'B' } }, rules: [DECLARE_BLOCKERS, SBA_LETHAL], notRules: [LIFE_LOSS] },
  },

  // 702.2c + 702.19b: combat damage assigned to a creature by a deathtouch source "is considered to
  // be lethal damage", and a trampler takes into account damage other creatures assign in the same
  // step. A 1/1 deathtouch attacker and a 3/3 trampler both blocked by a 0/5: the 1/1's 1 already
  // makes the 0/5's assigned damage lethal, so the trampler may assign all 3 to B (default) -> 17.
  // The 0/5 is destroyed by deathtouch (704.5h).
  {
    name: "another attacker's deathtouch damage to the shared blocker counts as lethal: the trampler assigns all 3 to the player",
    citation: '702.2c',
    scenario: {
      objects: [
        mine('rats', 'Typhoid Rats', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }),
        mine('rhino', 'Trampling Rhino', 3, 3, { keywords: ['trample'] }),
        theirs('wall', 'Wall of Stone', 0, 5, { colors: ['R'], subtypes: ['Wall'], keywords: ['defender', BLOCKS_ONE_MORE] }),
      ],
      actions: [attack('rats', 'rhino'), block({ wall: ['rats', 'rhino'] }), allSteps()],
    },
    expect: {
      players: players(17),
      fates: { rats: { zone: 'battlefield', damage: 0 }, rhino: { zone: 'battlefield', damage: 0 }, wall: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LIFE_LOSS, SBA_DEATHTOUCH],
    },
  },
  // Trample over planeswalkers, blocked, by default (the most past the blockers, as for plain trample):
  // 2 to the 2/2, 3 (= loyalty) to the planeswalker (graveyard), the other 2 to its controller (702.19c).
  {
    name: 'trample over planeswalkers, blocked, by default: lethal to the blocker, the loyalty to the planeswalker, the rest to its controller',
    citation: '702.19c',
    scenario: {
      objects: [mine('giant', 'Walker-Trampling Giant', 7, 7, { keywords: ['trample over planeswalkers'] }), theirs('cub', 'Bear Cub', 2, 2), planeswalker('pw', 'Three-Loyalty Walker', 3)],
      actions: [attackAt(['giant', 'pw']), block({ cub: 'giant' }), allSteps()],
    },
    expect: {
      players: players(18),
      fates: { giant: { zone: 'battlefield', damage: 2 }, cub: { zone: 'graveyard', owner: 'B' }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: [LOYALTY_LOSS, SBA_ZERO_LOYALTY, SBA_LETHAL, LIFE_LOSS],
    },
  },
  // Wither damage to a creature with +1/+1 counters: a 2/2 with two +1/+1 counters (4/4) blocks a
  // 2/2 wither creature: two -1/-1 counters, then 704.5q removes two of each: no counters, a 2/2
  // with no damage marked. Its 4 kills the wither creature.
  {
    name: 'wither -1/-1 counters and +1/+1 counters cancel (704.5q)',
    citation: '704.5q',
    scenario: {
      objects: [mine('witherer', 'Wither Scout', 2, 2, { colors: ['B'], keywords: ['wither'] }), theirs('cub', 'Grown Cub', 2, 2, { counters: { '+1/+1': 2 } })],
      actions: [attack('witherer'), block({ cub: 'witherer' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { witherer: { zone: 'graveyard', owner: 'A' }, cub: { zone: 'battlefield', damage: 0, counters: {}, power: 2, toughness: 2 } },
      rules: [MINUS_COUNTERS, WITHER, '704.5q', SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // A "+2" damage modifier (614.1a, "that much damage plus 2 instead") applies to each source's
  // damage separately: unblocked 2/2 and 3/3 deal 4 and 5 -> B 11.
  {
    name: '+2 to each source\'s damage: unblocked 2/2 and 3/3 deal 4 + 5',
    citation: '614.1a',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2, { colors: ['R'] }), mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [{ id: 'plus2', kind: 'damage-modifier', add: 2, from: { kind: 'objects', ids: ['cub', 'ogre'] }, to: 'B' }],
      actions: [attack('cub', 'ogre'), noBlocks, allSteps()],
    },
    expect: { players: players(11), fates: { cub: { zone: 'battlefield', damage: 0 }, ogre: { zone: 'battlefield', damage: 0 } }, rules: [REPLACEMENT, LIFE_LOSS], minSteps: { '614.1a': 2 } },
  },
  // 614.7a / 120.8: a source that would deal 0 damage deals no damage at all, so "+2" has no event
  // to modify: B loses nothing.
  {
    name: '614.7a: "+2" does not turn 0 damage into 2',
    citation: '614.7a',
    scenario: {
      objects: [mine('cub', 'Bear Cub', 2, 2, { colors: ['R'] })],
      replacements: [{ id: 'plus2', kind: 'damage-modifier', add: 2, from: 'cub', to: 'B' }],
      actions: [{ kind: 'damage', source: 'cub', target: 'B', amount: 0 }],
    },
    expect: { players: NO_LOSS, fates: { cub: { zone: 'battlefield', damage: 0 } }, rules: [{ anyOf: ['120.8', '614.7a'] }], notRules: [LIFE_LOSS] },
  },
  // Prevention first, then "+2" (the affected player's order, 616.1): all 3 prevented -> no event
  // left for "+2" to modify (614.7): 0. The other order would be 3 + 2 = 5, then 3 prevented: 2.
  {
    name: '616.1: all of the damage prevented first leaves nothing for "+2" to increase',
    citation: '616.1',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [{ id: 'plus2', kind: 'damage-modifier', add: 2, from: 'ogre', to: 'B' }, shield('salve', 'B', 3)],
      actions: [attack('ogre'), noBlocks, ordered(allSteps(), ['salve', 'plus2'])],
    },
    expect: { players: NO_LOSS, fates: { ogre: { zone: 'battlefield', damage: 0 } }, rules: [ORDER, SHIELD], notRules: [LIFE_LOSS] },
  },
  {
    name: '616.1: "+2" first, then the 3-point shield: 5 - 3 = 2 dealt',
    citation: '616.1',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })],
      replacements: [{ id: 'plus2', kind: 'damage-modifier', add: 2, from: 'ogre', to: 'B' }, shield('salve', 'B', 3)],
      actions: [attack('ogre'), noBlocks, ordered(allSteps(), ['plus2', 'salve'])],
    },
    expect: { players: players(18), fates: { ogre: { zone: 'battlefield', damage: 0 } }, rules: [ORDER, SHIELD, REPLACEMENT, LIFE_LOSS] },
  },

  // Infect changes only damage to players and creatures (120.3b, 120.3d): damage to a planeswalker
  // still removes loyalty counters (120.3c): 4 -> 2, no poison.
  {
    name: 'infect damage to a planeswalker removes loyalty counters, no poison',
    citation: '120.3c',
    scenario: { objects: [mine('mite', 'Infect Mite', 2, 2, { colors: ['B'], keywords: ['infect'] }), planeswalker('pw', 'Four-Loyalty Walker', 4)], actions: [attackAt(['mite', 'pw']), noBlocks, allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { mite: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [LOYALTY_LOSS],
      notRules: ['120.3b', MINUS_COUNTERS, LIFE_LOSS],
    },
  },
  // Toxic gives poison only for combat damage to a PLAYER (702.164c): attacking a planeswalker, the
  // 2/2 toxic 2 removes 2 loyalty and gives no poison.
  {
    name: 'toxic attacking a planeswalker gives no poison',
    citation: '702.164c',
    scenario: { objects: [mine('stinger', 'Toxic Stinger', 2, 2, { colors: ['B'], keywords: ['toxic 2'] }), planeswalker('pw', 'Four-Loyalty Walker', 4)], actions: [attackAt(['stinger', 'pw']), noBlocks, allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { stinger: { zone: 'battlefield', damage: 0 }, pw: { zone: 'battlefield', counters: { loyalty: 2 } } },
      rules: [LOYALTY_LOSS],
      notRules: ['120.3g', LIFE_LOSS],
      steps: [{ key: 'keyword.checked', params: { note: 'toxic-no-player-damage' } }],
    },
  },
  // Lifelink with a static "prevent 1 of that damage" (615.10) on B: 3 -> 2 dealt, 2 gained.
  {
    name: 'lifelink with a static "prevent 1 of each damage" on the player: 2 dealt, 2 gained',
    citation: '615.10',
    scenario: {
      objects: [mine('linker', 'Lifelink Knight', 3, 3, { colors: ['W'], keywords: ['lifelink'] })],
      replacements: [{ id: 'armor-prevent', kind: 'prevent', amount: 1, perEvent: true, to: 'B', controller: 'B' }],
      actions: [attack('linker'), noBlocks, allSteps()],
    },
    expect: { players: players(18, 22), fates: { linker: { zone: 'battlefield', damage: 0 } }, rules: ['615.10', LIFELINK, LIFE_LOSS] },
  },
];

/** Illegal declarations and assignments: the engine must reject exactly the named action. */
export const COMBAT_VARIATION_ERRORS: CombatErrorRow[] = [
  // 508.1a: the chosen creatures must be untapped.
  {
    name: 'a tapped creature cannot attack',
    citation: '508.1a',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'], tapped: true })], actions: [attack('ogre')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.tapped' },
  },
  // 508.1a: the active player chooses creatures THEY control.
  {
    name: "the active player cannot attack with the opponent's creature",
    citation: '508.1a',
    scenario: { objects: [theirs('cub', 'Bear Cub', 2, 2)], actions: [attack('cub')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.not-controlled' },
  },
  // 509.1a: the chosen blockers must be untapped.
  {
    name: 'a tapped creature cannot block',
    citation: '509.1a',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2, { tapped: true })], actions: [attack('ogre'), block({ cub: 'ogre' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.tapped' },
  },
  // 509.1a: each blocker blocks ONE attacking creature unless an effect lets it block more.
  {
    name: 'a creature without permission cannot block two attackers',
    citation: '509.1a',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), mine('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('ogre', 'cub'), block({ wolf: ['ogre', 'cub'] })],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.too-many' },
  },
  // 702.19b: a 4/4 trampler blocked by a 2/2 and a 3/3 can't put anything on the player (lethal 5 > 4).
  {
    name: 'a trampler that cannot assign lethal to every blocker may not assign to the player',
    citation: '702.19b',
    scenario: {
      objects: [mine('rhino', 'Trampling Rhino', 4, 4, { keywords: ['trample'] }), theirs('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('rhino'), block({ cub: 'rhino', wolf: 'rhino' }), allSteps({ rhino: [['cub', 2], ['wolf', 1], ['B', 1]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
  // 702.19b + 702.2c: a deathtouch trampler needs only 1 per blocker, but not 0.
  {
    name: 'a deathtouch trampler must still assign at least 1 to its blocker before the player',
    citation: '702.2c',
    scenario: {
      objects: [mine('hydra', 'Deathtouch Trampler', 4, 4, { colors: ['B', 'G'], keywords: ['deathtouch', 'trample'] }), theirs('wurm', 'Craw Wurm', 6, 6)],
      actions: [attack('hydra'), block({ wurm: 'hydra' }), allSteps({ hydra: [['B', 4]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
  // 510.1c: a blocked creature assigns only to the creatures blocking it, not to another creature.
  {
    name: 'a blocked creature may not assign damage to a creature that is not blocking it',
    citation: '510.1c',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2), theirs('wolf', 'Timber Wolf', 3, 3)],
      actions: [attack('giant'), block({ cub: 'giant' }), allSteps({ giant: [['wolf', 4]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'recipient' } },
  },
  // 509.1: blockers are declared after attackers (the declare blockers step follows the declare attackers step).
  {
    name: 'blockers cannot be declared before attackers',
    citation: '509.1',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)], actions: [block({ cub: 'giant' })] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.sequence', params: { reason: 'no-combat' } },
  },
  // 508.1d: a creature that attacks each combat if able must be declared when it can attack.
  {
    name: 'a creature that attacks each combat if able must attack',
    citation: '508.1d',
    scenario: {
      objects: [mine('berserker', 'Raging Berserker', 2, 2, { colors: ['R'], keywords: ['attacks each combat if able'] }), mine('cub', 'Bear Cub', 2, 2)],
      actions: [attack('cub')],
    },
    expect: { error: 'illegal_action', action: 0, key: 'combat.must-attack' },
  },
  // 509.1b: a creature that can't block can't be declared as a blocker.
  {
    name: "a creature that can't block cannot be declared as a blocker",
    citation: '509.1b',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('coward', 'Craven Goblin', 2, 2, { colors: ['R'], keywords: ["can't block"] })], actions: [attack('giant'), block({ coward: 'giant' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.restriction' },
  },
  // 508.1b, 506.2: only the defending player and planeswalkers they control can be attacked; not A's own planeswalker.
  {
    name: "a creature cannot attack its own controller's planeswalker",
    citation: '506.2',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), { ...planeswalker('pw', 'My Own Walker', 4), controller: 'A' }], actions: [attackAt(['giant', 'pw'])] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.bad-target' },
  },
  // 510.4: without first or double strike there is one combat damage step; a second combat-damage
  // action has no step to perform.
  {
    name: 'a second combat damage step without first strike is out of sequence',
    citation: '510.4',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] })], actions: [attack('giant'), noBlocks, step(), step()] },
    expect: { error: 'illegal_action', action: 3, key: 'combat.sequence', params: { reason: 'no-damage-step' } },
  },
  // 508.1: attackers are declared once per combat.
  {
    name: 'attackers cannot be declared twice in one combat',
    citation: '508.1',
    scenario: { objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), mine('cub', 'Bear Cub', 2, 2)], actions: [attack('giant'), attack('cub')] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.sequence', params: { reason: 'attackers-declared' } },
  },
  // 506.4, 509.1a: a creature removed from combat is no longer attacking and can't be blocked.
  {
    name: 'an attacker removed from combat before blocks cannot be blocked',
    citation: '509.1a',
    scenario: {
      objects: [mine('giant', 'Hill Giant', 4, 4, { colors: ['R'] }), theirs('cub', 'Bear Cub', 2, 2)],
      actions: [attack('giant'), removeFromCombat('giant'), block({ cub: 'giant' })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.cant-block.not-attacking' },
  },
  // 302.6: a creature A gained control of this turn (no haste) can't attack.
  {
    name: 'a stolen creature without haste cannot attack (summoning sickness)',
    citation: '302.6',
    scenario: {
      objects: [theirs('cub', 'Bear Cub', 2, 2)],
      actions: [
        { kind: 'apply-effect', effect: { id: 'steal', text: 'Gain control of target creature until end of turn.', controller: 'A', affects: { kind: 'objects', ids: ['cub'] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'end-of-turn' } } },
        attack('cub'),
      ],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-attack.summoning-sick' },
  },
  // 702.36b: fear — a nonartifact, nonblack creature can't block it.
  {
    name: 'fear: a green creature cannot block',
    citation: '702.36b',
    scenario: { objects: [mine('shade', 'Fearsome Shade', 2, 2, { colors: ['B'], keywords: ['fear'] }), theirs('cub', 'Bear Cub', 2, 2)], actions: [attack('shade'), block({ cub: 'shade' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // 702.13b: intimidate — a nonartifact creature sharing no color can't block it.
  {
    name: 'intimidate: a creature sharing no color cannot block',
    citation: '702.13b',
    scenario: { objects: [mine('raider', 'Intimidating Raider', 2, 2, { colors: ['R'], keywords: ['intimidate'] }), theirs('cub', 'Bear Cub', 2, 2)], actions: [attack('raider'), block({ cub: 'raider' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // 702.118b: skulk — a creature with greater power can't block it.
  {
    name: 'skulk: a creature with greater power cannot block',
    citation: '702.118b',
    scenario: { objects: [mine('rogue', 'Skulking Rogue', 2, 2, { colors: ['U'], keywords: ['skulk'] }), theirs('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] })], actions: [attack('rogue'), block({ ogre: 'rogue' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // 702.14c: islandwalk — unblockable while the defending player controls an Island.
  {
    name: 'islandwalk: unblockable while the defending player controls an Island',
    citation: '702.14c',
    scenario: {
      objects: [mine('serpent', 'Island Serpent', 2, 2, { colors: ['U'], keywords: ['islandwalk'] }), theirs('cub', 'Bear Cub', 2, 2), { id: 'island', name: 'Island', types: ['Land'], subtypes: ['Island'], supertypes: ['Basic'], colors: [], controller: 'B' }],
      actions: [attack('serpent'), block({ cub: 'serpent' })],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // 702.28b: a creature with shadow can't block a creature without shadow.
  {
    name: 'shadow: a creature with shadow cannot block one without it',
    citation: '702.28b',
    scenario: { objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), theirs('soltari', 'Soltari Trooper', 1, 1, { colors: ['W'], keywords: ['shadow'] })], actions: [attack('ogre'), block({ soltari: 'ogre' })] },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // 510.1b: an unblocked creature attacking a planeswalker assigns to that planeswalker, not the player.
  {
    name: 'an unblocked creature attacking a planeswalker may not assign damage to its controller',
    citation: '510.1b',
    scenario: {
      objects: [mine('ogre', 'Hill Ogre', 3, 3, { colors: ['R'] }), planeswalker('pw', 'Five-Loyalty Walker', 5)],
      actions: [attackAt(['ogre', 'pw']), noBlocks, allSteps({ ogre: [['B', 3]] })],
    },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'recipient' } },
  },
];
