/**
 * The worked combat examples of ../shared/seeds/003_10472b63d7cd2df8.txt (a Japanese judge-academy
 * lesson on evergreen keywords), and the damage examples of ../shared/seeds/000_d1baba18a4d3d4c9.txt
 * (Japanese CR examples, chapter 6): the two doublers (614.5, seed 000 line 61), "prevent all damage
 * creatures would deal" (611.2c, line 44) and prevention in response (615.4, line 68).
 *
 * Each row names its seed line in a comment with a few of its words. Objects carry the seed's
 * Japanese card names. Numbers are the seed's; where a seed sentence contradicts the current CR
 * (lines 136 and 158), the row follows the CR and the comment says so.
 *
 * Conventions: tables/combat-kit.ts (A attacks B; both at 20 life).
 */
import type { CombatErrorRow, CombatRow, ScenarioObject } from '../support.ts';
import {
  addReplacement,
  allSteps,
  attack,
  attackAt,
  block,
  BLOCKED,
  creatureDoubler,
  DEALT,
  DEATHTOUCH_LETHAL,
  DECLARE_ATTACKERS,
  DECLARE_BLOCKERS,
  FIGHT,
  FIRST_STRIKE_STEP,
  gainKeyword,
  INDESTRUCTIBLE,
  LIFE_LOSS,
  LIFELINK,
  LOYALTY_LOSS,
  MARKED,
  MINUS_COUNTERS,
  mine,
  noBlocks,
  ONCE_EACH,
  planeswalker,
  PREVENTION,
  PROTECTION_PREVENTS,
  REMOVED,
  removeFromCombat,
  REPLACEMENT,
  SBA_DEATHTOUCH,
  SBA_LETHAL,
  SBA_ZERO_LOYALTY,
  SBA_ZERO_TOUGHNESS,
  shield,
  SHIELD,
  STAYS_BLOCKED,
  step,
  theirs,
  TRAMPLE,
  TRAMPLE_NO_BLOCKERS,
  UNBLOCKED,
  fight,
  fog,
} from './combat-kit.ts';

// 《巨大な戦慄大口/Colossal Dreadmaw》 6/6 green, trample.
const dreadmaw = (extra: Partial<ScenarioObject> = {}): ScenarioObject =>
  mine('dreadmaw', '巨大な戦慄大口', 6, 6, { subtypes: ['Dinosaur'], keywords: ['trample'], ...extra });
// 《灰色熊/Grizzly Bears》 2/2 green.
const bears = (): ScenarioObject => theirs('bears', '灰色熊', 2, 2, { subtypes: ['Bear'] });
// 《古代ブロントドン/Ancient Brontodon》 9/9 green.
const brontodon = (): ScenarioObject => theirs('brontodon', '古代ブロントドン', 9, 9, { subtypes: ['Dinosaur'] });
// 《ゾンビの異国者/Zombie Outlander》 2/2 blue-black, protection from green.
const outlander = (): ScenarioObject => theirs('outlander', 'ゾンビの異国者', 2, 2, { colors: ['U', 'B'], subtypes: ['Zombie', 'Scout'], keywords: ['protection from green'] });
// 《炎叫びの杖/Fireshrieker》: "Equipped creature has double strike." attached to the Dreadmaw.
const fireshrieker = (): ScenarioObject => ({
  id: 'fireshrieker',
  name: '炎叫びの杖',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  colors: [],
  controller: 'A',
  attachedTo: 'dreadmaw',
  statics: [
    {
      text: '装備しているクリーチャーは二段攻撃を持つ。',
      affects: { kind: 'attached-to-source' },
      modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'double strike' }] }],
    },
  ],
});
// 破壊不能を持つ2/2のクリーチャー (line 198).
const indestructible22 = (): ScenarioObject => theirs('golem', '破壊不能の2/2', 2, 2, { types: ['Artifact', 'Creature'], colors: [], keywords: ['indestructible'] });

const NO_LOSS = { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } } as const;
const players = (b: number, a = 20) => ({ A: { life: a, poison: 0 }, B: { life: b, poison: 0 } });

export const COMBAT_SEED_ROWS: CombatRow[] = [
  // ---------------------------------------------------------------------- trample (003 l.182-184)
  // Line 183: 《巨大な戦慄大口》が《灰色熊》にブロックされた場合、防御プレイヤーに最大4点のダメージを割り振る
  // ことができます — lethal for the Bears is 2 (702.19b), so at most 4 reaches B. The default is the
  // attacker's best: 2 to the Bears, 4 to B -> 16. The Bears die (704.5g); they dealt 2 to the Dreadmaw.
  {
    name: 'seed 003 l.183: Colossal Dreadmaw blocked by Grizzly Bears tramples over 4',
    citation: '702.19b',
    scenario: { objects: [dreadmaw(), bears()], actions: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), allSteps()] },
    expect: {
      players: players(16),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, bears: { zone: 'graveyard', owner: 'B' } },
      steps: [{ key: 'combat.assigns', params: { object: '巨大な戦慄大口', policy: 'default' } }],
      rules: [DECLARE_ATTACKERS, DECLARE_BLOCKERS, TRAMPLE, DEALT, LIFE_LOSS, MARKED, SBA_LETHAL],
    },
  },
  // Line 183: …攻撃プレイヤーは全てのダメージを《灰色熊》に与えることもできます — all 6 to the Bears is legal too.
  {
    name: 'seed 003 l.183: the Dreadmaw may instead assign all 6 to the Bears',
    citation: '702.19b',
    scenario: { objects: [dreadmaw(), bears()], actions: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), allSteps({ dreadmaw: [['bears', 6]] })] },
    expect: {
      players: NO_LOSS,
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, bears: { zone: 'graveyard', owner: 'B' } },
      steps: [{ key: 'combat.assigns', params: { object: '巨大な戦慄大口', policy: 'explicit' } }],
      rules: [TRAMPLE, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Line 184: 全てのブロック・クリーチャーが…ダメージが与えられる前に戦闘から取り除かれた場合、トランプルを持つ
  // クリーチャーは…全てのダメージを防御プレイヤーに割り振ることができます — 702.19d: 6 to B -> 14. The
  // Bears, removed from combat (506.4), deal no damage and are dealt none.
  {
    name: 'seed 003 l.184: the Bears are removed from combat before damage -> the Dreadmaw assigns all 6 to the player',
    citation: '702.19d',
    scenario: { objects: [dreadmaw(), bears()], actions: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), removeFromCombat('bears'), allSteps()] },
    expect: {
      players: players(14),
      fates: { dreadmaw: { zone: 'battlefield', damage: 0 }, bears: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },
  // Line 184: 全てのブロック・クリーチャーが破壊される…場合 — the Bears destroyed before damage: 6 to B -> 14.
  {
    name: 'seed 003 l.184: the Bears are destroyed before damage -> all 6 to the player',
    citation: '702.19d',
    scenario: { objects: [dreadmaw(), bears()], actions: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), { kind: 'destroy', object: 'bears' }, allSteps()] },
    expect: {
      players: players(14),
      fates: { dreadmaw: { zone: 'battlefield', damage: 0 }, bears: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE_NO_BLOCKERS, LIFE_LOSS],
      notRules: [MARKED],
    },
  },
  // Line 184: …トランプルを持たないクリーチャーとは異なり — without trample, the blocked Dreadmaw stays
  // blocked (509.1h) and, with no blockers left, assigns no combat damage (510.1c).
  {
    name: 'seed 003 l.184 (contrast): without trample, a creature whose blocker was removed deals no damage',
    citation: '510.1c',
    scenario: { objects: [dreadmaw({ keywords: [] }), bears()], actions: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), removeFromCombat('bears'), allSteps()] },
    expect: {
      players: NO_LOSS,
      fates: { dreadmaw: { zone: 'battlefield', damage: 0 }, bears: { zone: 'battlefield', damage: 0 } },
      rules: [REMOVED, STAYS_BLOCKED, BLOCKED],
      notRules: [LIFE_LOSS, MARKED, TRAMPLE_NO_BLOCKERS],
    },
  },
  // Line 180: トランプルを持つクリーチャーがプレインズウォーカーを攻撃している場合…余剰分のダメージがある
  // 場合、それらを防御プレイヤーに割り振ることはできません (702.19f). A 6/6 trampler attacking a planeswalker
  // with 3 loyalty, blocked by the Bears: 2 to the Bears, 4 to the planeswalker (3 counters removed,
  // 704.5i), none to B.
  {
    name: 'seed 003 l.180: a trampler attacking a planeswalker puts its excess on the planeswalker, never on the player',
    citation: '702.19f',
    scenario: {
      objects: [dreadmaw(), bears(), planeswalker('pw', 'ジェイス', 3)],
      actions: [attackAt(['dreadmaw', 'pw']), block({ bears: 'dreadmaw' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, bears: { zone: 'graveyard', owner: 'B' }, pw: { zone: 'graveyard', owner: 'B' } },
      rules: [TRAMPLE, LOYALTY_LOSS, SBA_ZERO_LOYALTY, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },

  // ---------------------------------------------------------------------- trample + deathtouch (l.186-187)
  // Line 187: 接死を持つ《巨大な戦慄大口》が《古代ブロントドン》にブロックされた場合、《古代ブロントドン》に1点の
  // ダメージを与え、防御プレイヤーに5点のダメージを割り振ることができます — 702.2c: 1 is lethal. B 15.
  // The Brontodon is destroyed by deathtouch (704.5h); its 9 damage destroys the Dreadmaw (704.5g).
  {
    name: 'seed 003 l.187: a deathtouch Dreadmaw blocked by Ancient Brontodon assigns 1 to it and 5 to the player (as the seed says)',
    citation: '702.2c',
    scenario: {
      objects: [dreadmaw({ keywords: ['trample', 'deathtouch'] }), brontodon()],
      actions: [attack('dreadmaw'), block({ brontodon: 'dreadmaw' }), allSteps({ dreadmaw: [['brontodon', 1], ['B', 5]] })],
    },
    expect: {
      players: players(15),
      fates: { dreadmaw: { zone: 'graveyard', owner: 'A' }, brontodon: { zone: 'graveyard', owner: 'B' } },
      rules: [DEATHTOUCH_LETHAL, TRAMPLE, LIFE_LOSS, SBA_DEATHTOUCH, SBA_LETHAL],
    },
  },
  // The same by default: the attacker's best assignment is exactly the seed's 1 + 5.
  {
    name: 'seed 003 l.187 by default: the default assignment is 1 to the Brontodon, 5 to the player',
    citation: '702.2c',
    scenario: { objects: [dreadmaw({ keywords: ['trample', 'deathtouch'] }), brontodon()], actions: [attack('dreadmaw'), block({ brontodon: 'dreadmaw' }), allSteps()] },
    expect: {
      players: players(15),
      fates: { dreadmaw: { zone: 'graveyard', owner: 'A' }, brontodon: { zone: 'graveyard', owner: 'B' } },
      steps: [{ key: 'combat.assigns', params: { object: '巨大な戦慄大口', policy: 'default' } }],
      rules: [DEATHTOUCH_LETHAL, TRAMPLE, LIFE_LOSS, SBA_DEATHTOUCH, SBA_LETHAL],
    },
  },

  // ---------------------------------------------------------------------- protection (l.189-190)
  // Line 190: 《ゾンビの異国者》にブロックされた場合、防御プレイヤーに割り振る前に、《ゾンビの異国者》に2点の
  // ダメージを割り振る必要があります — lethal ignores protection (702.19b). 2 to the Outlander (prevented,
  // 702.16e: no damage marked), 4 to B -> 16. The Outlander's 2 is dealt to the Dreadmaw.
  {
    name: 'seed 003 l.190: the Dreadmaw blocked by Zombie Outlander (protection from green) must assign it 2; 4 to the player',
    citation: '702.19b',
    scenario: { objects: [dreadmaw(), outlander()], actions: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps()] },
    expect: {
      players: players(16),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, outlander: { zone: 'battlefield', damage: 0 } },
      rules: [TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS, MARKED],
      notRules: [SBA_LETHAL],
    },
  },

  // ---------------------------------------------------------------------- double strike + trample (l.192-196)
  // Lines 193-196: the Dreadmaw equipped with 《炎叫びの杖》 (double strike), blocked by the Outlander.
  // First-strike step: 2 to the Outlander (prevented), 4 to B. Regular step: the first 2 were
  // prevented, so nothing is marked and lethal is still 2: 2 to the Outlander (prevented), 4 to B.
  // B: 20 - 8 = 12 (「防御プレイヤーには合計8点」). The Outlander (no first strike) deals its 2 in the
  // regular step. Protection prevents damage in both steps.
  {
    name: 'seed 003 l.193-196: Dreadmaw with Fireshrieker blocked by Zombie Outlander: 4 + 4 = 8 to the player',
    citation: '702.4b',
    scenario: { objects: [dreadmaw(), fireshrieker(), outlander()], actions: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps()] },
    expect: {
      players: players(12),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, outlander: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS, MARKED],
      notRules: [SBA_LETHAL],
      minSteps: { '702.16e': 2, '120.3a': 2 },
    },
  },
  // The same, with the seed's assignments given step by step (l.194 and l.195).
  {
    name: 'seed 003 l.194-195: the same with explicit assignments, 2 + 4 in each step',
    citation: '702.4b',
    scenario: {
      objects: [dreadmaw(), fireshrieker(), outlander()],
      actions: [
        attack('dreadmaw'),
        block({ outlander: 'dreadmaw' }),
        step({ dreadmaw: [['outlander', 2], ['B', 4]] }),
        step({ dreadmaw: [['outlander', 2], ['B', 4]] }),
      ],
    },
    expect: {
      players: players(12),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, outlander: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, PROTECTION_PREVENTS, LIFE_LOSS],
      minSteps: { '702.16e': 2 },
    },
  },

  // ---------------------------------------------------------------------- indestructible blocker (l.198-201)
  // Lines 199-201: blocked by an indestructible 2/2. First-strike step: 2 to it, 4 to B; the 2 is
  // marked and it survives (702.12b). Regular step: it already has lethal damage marked, so the
  // Dreadmaw needs to assign it nothing more: 6 to B. Total 10 -> B 10. The 2/2 strikes in the
  // regular step: 2 on the Dreadmaw.
  {
    name: 'seed 003 l.198-201: Dreadmaw with Fireshrieker blocked by an indestructible 2/2: 4 + 6 = 10 to the player',
    citation: '702.19b',
    scenario: { objects: [dreadmaw(), fireshrieker(), indestructible22()], actions: [attack('dreadmaw'), block({ golem: 'dreadmaw' }), allSteps()] },
    expect: {
      players: players(10),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, golem: { zone: 'battlefield', damage: 2 } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, INDESTRUCTIBLE, LIFE_LOSS, MARKED],
      minSteps: { '120.3a': 2 },
    },
  },
  // The same, with the seed's assignments: 2 + 4, then 0 + 6 (「6点すべてを防御プレイヤーに割り振ることができ」).
  {
    name: 'seed 003 l.199-201: the same with explicit assignments, 2 + 4 then all 6 to the player',
    citation: '702.19b',
    scenario: {
      objects: [dreadmaw(), fireshrieker(), indestructible22()],
      actions: [attack('dreadmaw'), block({ golem: 'dreadmaw' }), step({ dreadmaw: [['golem', 2], ['B', 4]] }), step({ dreadmaw: [['B', 6]] })],
    },
    expect: {
      players: players(10),
      fates: { dreadmaw: { zone: 'battlefield', damage: 2 }, golem: { zone: 'battlefield', damage: 2 } },
      rules: [FIRST_STRIKE_STEP, TRAMPLE, INDESTRUCTIBLE, LIFE_LOSS],
    },
  },
  // Line 155: 破壊不能を持つクリーチャーは、タフネスが0以下であることによって死亡する可能性があり — the
  // indestructible 2/2 blocks a 2/2 infect attacker: two -1/-1 counters (120.3d) make it 0/0, and
  // it is put into the graveyard (704.5f is not destruction). The attacker takes 2 -> 704.5g.
  {
    name: 'seed 003 l.155: an indestructible 2/2 blocking a 2/2 infect creature gets two -1/-1 counters and dies (toughness 0)',
    citation: '704.5f',
    scenario: {
      objects: [mine('infector', '感染の2/2', 2, 2, { colors: ['B'], keywords: ['infect'] }), indestructible22()],
      actions: [attack('infector'), block({ golem: 'infector' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { infector: { zone: 'graveyard', owner: 'A' }, golem: { zone: 'graveyard', owner: 'B' } },
      rules: [MINUS_COUNTERS, SBA_ZERO_TOUGHNESS, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },

  // ---------------------------------------------------------------------- first strike, double strike (l.134-136)
  // Lines 134-135: a double striker deals damage in both steps; a creature without either ability
  // deals damage only in the regular step. A 2/2 double striker and a 2/2 attack unblocked:
  // 2 (first-strike step) + 2 + 2 (regular step) -> B 14.
  {
    name: 'seed 003 l.134-135: an unblocked 2/2 double striker and 2/2 deal 2, then 2 + 2',
    citation: '702.4b',
    scenario: {
      objects: [mine('striker', '二段攻撃の2/2', 2, 2, { colors: ['W'], keywords: ['double strike'] }), mine('plain', 'ただの2/2', 2, 2)],
      actions: [attack('striker', 'plain'), noBlocks, allSteps()],
    },
    expect: {
      players: players(14),
      fates: { striker: { zone: 'battlefield', damage: 0 }, plain: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, UNBLOCKED, LIFE_LOSS],
      minSteps: { '120.3a': 2 },
    },
  },
  // Line 136: …最初の戦闘ダメージ・ステップでダメージを与えなかったクリーチャーに先制攻撃を与えても…通常の
  // 戦闘ダメージ・ステップでダメージを与える — 702.7c. (The line's first clause, that removing first strike
  // from a creature that already dealt damage doesn't stop it dealing damage again, is contradicted by
  // 702.7c; see the 702.7c rows in combat-cr.) The 3/3 given first strike after the first step still
  // deals 3: 2 + 3 -> B 15.
  {
    name: 'seed 003 l.136: a creature given first strike after the first-strike step still deals its regular damage',
    citation: '702.7c',
    scenario: {
      objects: [mine('fs', '先制攻撃の2/2', 2, 2, { colors: ['W'], keywords: ['first strike'] }), mine('late', '後から先制攻撃の3/3', 3, 3)],
      actions: [attack('fs', 'late'), noBlocks, step(), gainKeyword('late-fs', 'late', 'first strike'), step()],
    },
    expect: {
      players: players(15),
      fates: { fs: { zone: 'battlefield', damage: 0 }, late: { zone: 'battlefield', damage: 0 } },
      rules: [FIRST_STRIKE_STEP, '702.7c', LIFE_LOSS],
    },
  },

  // ---------------------------------------------------------------------- lifelink (l.158-159)
  // Line 158: 絆魂を持つ発生源によってダメージが与えられた場合、そのコントローラーはその数値に等しいライフを得ます.
  // The line goes on 「ダメージが軽減されたとしても、依然としてライフを得ます」, which the CR contradicts:
  // prevented damage is never dealt (615.6), and lifelink gains life only for damage dealt (702.15b,
  // 120.3f). A 3/3 lifelink attacker, B shielded from the next 2: 1 is dealt -> B 19, A 21.
  {
    name: 'seed 003 l.158 (per the CR): lifelink gains only the damage actually dealt: 3 with 2 prevented -> +1',
    citation: '702.15b',
    scenario: {
      objects: [mine('linker', '絆魂の3/3', 3, 3, { colors: ['W'], keywords: ['lifelink'] })],
      actions: [attack('linker'), noBlocks, addReplacement(shield('salve', 'B', 2)), allSteps()],
    },
    expect: {
      players: players(19, 21),
      fates: { linker: { zone: 'battlefield', damage: 0 } },
      rules: [SHIELD, LIFELINK, LIFE_LOSS],
    },
  },
  // …and with all of it prevented (Fog), nothing is gained.
  {
    name: 'seed 003 l.158 (per the CR): lifelink damage that is all prevented gains no life',
    citation: '615.6',
    scenario: {
      objects: [mine('linker', '絆魂の3/3', 3, 3, { colors: ['W'], keywords: ['lifelink'] })],
      actions: [attack('linker'), noBlocks, addReplacement(fog('fog')), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { linker: { zone: 'battlefield', damage: 0 } },
      rules: [PREVENTION],
      notRules: ['120.3f', LIFE_LOSS],
      steps: [{ key: 'keyword.checked', params: { note: 'lifelink-no-damage' } }],
    },
  },
  // Line 159: 絆魂を持つ発生源が同時にダメージを与える場合、それらの発生源のそれぞれが別々のライフを得るイベント
  // を発生させます (702.15e). Two lifelink creatures (2/2, 3/3) unblocked: A gains 2 and 3 in two events.
  {
    name: 'seed 003 l.159: two lifelink creatures dealing damage at once gain life in two separate events',
    citation: '702.15e',
    scenario: {
      objects: [mine('l2', '絆魂の2/2', 2, 2, { colors: ['W'], keywords: ['lifelink'] }), mine('l3', '絆魂の3/3', 3, 3, { colors: ['W'], keywords: ['lifelink'] })],
      actions: [attack('l2', 'l3'), noBlocks, allSteps()],
    },
    expect: {
      players: players(15, 25),
      fates: { l2: { zone: 'battlefield', damage: 0 }, l3: { zone: 'battlefield', damage: 0 } },
      rules: [LIFELINK, LIFE_LOSS],
      minSteps: { '702.15b': 2 },
    },
  },

  // ---------------------------------------------------------------------- deathtouch (l.122-123)
  // Line 123: これは、戦闘ダメージと非戦闘ダメージの両方で機能します — 1 noncombat damage from a deathtouch
  // source destroys a 5/5 (704.5h).
  {
    name: 'seed 003 l.122-123: 1 noncombat damage from a deathtouch source destroys a 5/5',
    citation: '702.2b',
    scenario: {
      objects: [mine('asp', '接死の1/1', 1, 1, { colors: ['B'], keywords: ['deathtouch'] }), theirs('big', '5/5のクリーチャー', 5, 5)],
      actions: [{ kind: 'damage', source: 'asp', target: 'big', amount: 1 }],
    },
    expect: {
      players: NO_LOSS,
      fates: { asp: { zone: 'battlefield', damage: 0 }, big: { zone: 'graveyard', owner: 'B' } },
      rules: [MARKED, SBA_DEATHTOUCH],
      notRules: [SBA_LETHAL],
    },
  },

  // ---------------------------------------------------------------------- fight (l.71-76)
  // Lines 71-74: fight damage is not combat damage: first strike and trample don't apply; lifelink
  // and deathtouch do. A's 1/1 with first strike, trample, deathtouch and lifelink fights B's 3/3:
  // both deal damage at once (no first strike); the 3/3 is destroyed (704.5h), the 1/1 dies
  // (704.5g), A gains 1 (21), and nothing tramples over to B.
  {
    name: 'seed 003 l.73-74: a fight ignores first strike and trample but not deathtouch and lifelink',
    citation: '701.14d',
    scenario: {
      objects: [
        mine('asp', '全部持ちの1/1', 1, 1, { colors: ['B'], keywords: ['first strike', 'trample', 'deathtouch', 'lifelink'] }),
        theirs('ogre', '3/3のクリーチャー', 3, 3, { colors: ['R'] }),
      ],
      actions: [fight('asp', 'ogre')],
    },
    expect: {
      players: players(20, 21),
      fates: { asp: { zone: 'graveyard', owner: 'A' }, ogre: { zone: 'graveyard', owner: 'B' } },
      rules: [FIGHT, SBA_DEATHTOUCH, SBA_LETHAL, LIFELINK],
      notRules: [LIFE_LOSS, '510.4', '702.7b', TRAMPLE],
    },
  },
  // Lines 75-76: クリーチャーが自分自身と格闘する場合、クリーチャーは自身のパワーの2倍に等しいダメージを与えます
  // (701.14c) — Nightfall Predator (4/4) fights itself: 8 damage -> destroyed (704.5g).
  {
    name: 'seed 003 l.75-76: Nightfall Predator fights itself and is dealt twice its power',
    citation: '701.14c',
    scenario: { objects: [mine('predator', '黄昏の捕食者', 4, 4, { subtypes: ['Wolf'] })], actions: [fight('predator', 'predator')] },
    expect: {
      players: NO_LOSS,
      fates: { predator: { zone: 'graveyard', owner: 'A' } },
      rules: ['701.14c', SBA_LETHAL],
    },
  },

  // ---------------------------------------------------------------------- haste, vigilance, reach, menace (legal sides)
  // Line 145-146: 速攻を持つクリーチャーは、召喚酔いの影響を受けません — a summoning-sick 2/2 with haste attacks.
  {
    name: 'seed 003 l.145: a summoning-sick creature with haste can attack',
    citation: '702.10b',
    scenario: { objects: [mine('hasty', '速攻の2/2', 2, 2, { colors: ['R'], keywords: ['haste'], summoningSick: true })], actions: [attack('hasty'), noBlocks, allSteps()] },
    expect: { players: players(18), fates: { hasty: { zone: 'battlefield', damage: 0 } }, rules: [DECLARE_ATTACKERS, UNBLOCKED, LIFE_LOSS] },
  },
  // Line 204: 警戒を持つクリーチャーは攻撃するに際し、タップしません (702.20b); the other attacker is tapped (508.1f).
  {
    name: 'seed 003 l.204: a vigilant attacker stays untapped, the other attacker is tapped',
    citation: '702.20b',
    scenario: {
      objects: [mine('vigil', '警戒の2/2', 2, 2, { colors: ['W'], keywords: ['vigilance'] }), mine('plain', 'ただの2/2', 2, 2)],
      actions: [attack('vigil', 'plain'), noBlocks, allSteps()],
    },
    expect: {
      players: players(16),
      fates: { vigil: { zone: 'battlefield', damage: 0, tapped: false }, plain: { zone: 'battlefield', damage: 0, tapped: true } },
      rules: ['702.20b', '508.1f', LIFE_LOSS],
    },
  },
  // Line 142: 飛行を持つクリーチャーは、飛行、または到達を持つクリーチャー以外ではブロックできません — a 1/3
  // with reach blocks a 2/2 flyer: 2 marked on the reach creature, 1 on the flyer.
  {
    name: 'seed 003 l.142: a creature with reach can block a flyer',
    citation: '702.9b',
    scenario: {
      objects: [mine('flyer', '飛行の2/2', 2, 2, { colors: ['U'], keywords: ['flying'] }), theirs('spider', '到達の1/3', 1, 3, { keywords: ['reach'] })],
      actions: [attack('flyer'), block({ spider: 'flyer' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { flyer: { zone: 'battlefield', damage: 1 }, spider: { zone: 'battlefield', damage: 2 } },
      rules: [DECLARE_BLOCKERS, BLOCKED, MARKED],
      notRules: [LIFE_LOSS, SBA_LETHAL],
    },
  },
  // Line 162: 威迫を持つクリーチャーは、2体以上のクリーチャーによってしかブロックされません — two blockers are
  // legal. The 3/4 menace creature divides 3 as chosen: 2 to the 2/2, 1 to the 1/1 (both die);
  // it is dealt 2 + 1 = 3 (survives).
  {
    name: 'seed 003 l.162: a creature with menace blocked by two creatures',
    citation: '702.111b',
    scenario: {
      objects: [mine('brute', '威迫の3/4', 3, 4, { colors: ['R'], keywords: ['menace'] }), theirs('cub', '2/2の熊', 2, 2), theirs('pup', '1/1の犬', 1, 1)],
      actions: [attack('brute'), block({ cub: 'brute', pup: 'brute' }), allSteps({ brute: [['cub', 2], ['pup', 1]] })],
    },
    expect: {
      players: NO_LOSS,
      fates: { brute: { zone: 'battlefield', damage: 3 }, cub: { zone: 'graveyard', owner: 'B' }, pup: { zone: 'graveyard', owner: 'B' } },
      rules: [DECLARE_BLOCKERS, BLOCKED, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },

  // ---------------------------------------------------------------------- seed 000 (chapter 6 examples)
  // Seed 000 line 61 (CR 614.5): 「あなたがコントロールしているクリーチャーがパーマネントやプレイヤーにダメージを
  // 与えるなら、代わりに、その倍のダメージを…与える。」…パーマネント2つ…通常2点のダメージを与えるクリーチャーは、
  // 8点のダメージを与える。4点のダメージでもないし、無限のダメージでもない。 2 -> 4 -> 8: B 12.
  {
    name: 'seed 000 l.61 (614.5): two doublers: a creature that would deal 2 deals 8, not 4 and not infinitely many',
    citation: '614.5',
    scenario: {
      objects: [
        mine('bear', '2点を与えるクリーチャー', 2, 2),
        { id: 'dbl1', name: '倍化のパーマネント1', types: ['Enchantment'], colors: ['R'], controller: 'A' },
        { id: 'dbl2', name: '倍化のパーマネント2', types: ['Enchantment'], colors: ['R'], controller: 'A' },
      ],
      replacements: [creatureDoubler('dbl-1', 'A', 'dbl1'), creatureDoubler('dbl-2', 'A', 'dbl2')],
      actions: [attack('bear'), noBlocks, allSteps()],
    },
    expect: {
      players: players(12),
      fates: { bear: { zone: 'battlefield', damage: 0 } },
      rules: [REPLACEMENT, ONCE_EACH, LIFE_LOSS],
      minSteps: { '614.1a': 2 },
    },
  },
  // The same doublers, the creature blocked by a 4/4 and dealing noncombat damage too: they apply to
  // damage to permanents as well ("パーマネントやプレイヤーに"): 2 -> 8 to the 4/4 (destroyed). The
  // blocker's 4 is not doubled (B's creature): the 2/2 is dealt 4 and dies.
  {
    name: 'seed 000 l.61 (614.5): the two doublers also make the blocked 2/2 deal 8 to its blocker; the blocker\'s damage is not doubled',
    citation: '614.5',
    scenario: {
      objects: [
        mine('bear', '2点を与えるクリーチャー', 2, 2),
        theirs('wall', '4/4の壁', 4, 4),
        { id: 'dbl1', name: '倍化のパーマネント1', types: ['Enchantment'], colors: ['R'], controller: 'A' },
        { id: 'dbl2', name: '倍化のパーマネント2', types: ['Enchantment'], colors: ['R'], controller: 'A' },
      ],
      replacements: [creatureDoubler('dbl-1', 'A', 'dbl1'), creatureDoubler('dbl-2', 'A', 'dbl2')],
      actions: [attack('bear'), block({ wall: 'bear' }), allSteps()],
    },
    expect: {
      players: NO_LOSS,
      fates: { bear: { zone: 'graveyard', owner: 'A' }, wall: { zone: 'graveyard', owner: 'B' } },
      rules: [REPLACEMENT, ONCE_EACH, MARKED, SBA_LETHAL],
      notRules: [LIFE_LOSS],
    },
  },
  // Seed 000 line 44 (CR 611.2c): 「このターン、すべてのクリーチャーが与えるすべてのダメージを軽減する。」…この継続的
  // 効果が発生した時点で戦場に出ていなかったクリーチャーや、このターンのより後の時点でクリーチャーになったパーマネント
  // によるダメージにも影響を及ぼす。 The prevention looks at each source when it would deal damage: a
  // creature token created afterwards and an artifact animated afterwards both have their damage
  // to B prevented; the artifact's damage BEFORE it became a creature is dealt (2 -> B 18).
  {
    name: 'seed 000 l.44 (611.2c): "prevent all damage creatures would deal this turn" covers creatures that appear or become creatures later',
    citation: '611.2c',
    scenario: {
      objects: [{ id: 'relic', name: '動き出す遺物', types: ['Artifact'], colors: [], controller: 'A' }],
      actions: [
        { kind: 'damage', source: 'relic', target: 'B', amount: 2 },
        addReplacement({ id: 'holy-day', kind: 'prevent', amount: 'all', from: { kind: 'filter', types: ['Creature'] } }),
        { kind: 'create', object: { id: 'wolf', name: '後から出た狼', types: ['Creature'], subtypes: ['Wolf'], colors: ['G'], power: 2, toughness: 2, controller: 'A' } },
        {
          kind: 'apply-effect',
          effect: {
            id: 'animate',
            text: 'ターン終了時まで、それは3/3のアーティファクト・クリーチャーになる。',
            affects: { kind: 'objects', ids: ['relic'] },
            modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 3, toughness: 3 }],
            duration: { kind: 'end-of-turn' },
          },
        },
        { kind: 'damage', source: 'wolf', target: 'B', amount: 2 },
        { kind: 'damage', source: 'relic', target: 'B', amount: 3 },
      ],
    },
    expect: {
      players: players(18),
      fates: { wolf: { zone: 'battlefield', damage: 0 }, relic: { zone: 'battlefield', damage: 0 } },
      rules: [PREVENTION, LIFE_LOSS],
    },
  },
  // Seed 000 line 68 (CR 615.4): ダメージを与える呪文に対応して、ダメージを軽減する能力を起動することができる。
  // 呪文が解決されたあとからでは…機会は存在しない。 The shield created in response (before the 3 damage)
  // prevents it: 0 marked. (The too-late case is the 615.4 row of combat-cr.)
  {
    name: 'seed 000 l.68 (615.4): a prevention shield created in response to the damage prevents it',
    citation: '615.4',
    scenario: {
      objects: [mine('giant', '4/4の巨人', 4, 4, { colors: ['R'] })],
      actions: [addReplacement(shield('in-response', 'giant', 3)), { kind: 'damage', source: null, target: 'giant', amount: 3 }],
    },
    expect: {
      players: NO_LOSS,
      fates: { giant: { zone: 'battlefield', damage: 0 } },
      rules: [SHIELD],
      notRules: [MARKED],
    },
  },
];

/** Seed statements whose outcome is a rejected declaration or assignment. */
export const COMBAT_SEED_ERRORS: CombatErrorRow[] = [
  // Line 190 (…2点のダメージを割り振る必要があります): 1 to the Outlander and 5 to B is illegal.
  {
    name: 'seed 003 l.190: the Dreadmaw may not assign only 1 to the protected Outlander and 5 to the player',
    citation: '702.19b',
    scenario: { objects: [dreadmaw(), outlander()], actions: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps({ dreadmaw: [['outlander', 1], ['B', 5]] })] },
    expect: { error: 'illegal_action', action: 2, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
  // Line 195 (…さらに2点のダメージを割り振る必要があります。なぜなら、最初に与えたダメージは、プロテクションによって
  // 軽減されているからです): in the regular step the Outlander still needs 2; all 6 to B is illegal.
  {
    name: 'seed 003 l.195: in the regular step the protected Outlander still needs 2 (the first 2 were prevented): 6 to the player is illegal',
    citation: '702.19b',
    scenario: {
      objects: [dreadmaw(), fireshrieker(), outlander()],
      actions: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), step({ dreadmaw: [['outlander', 2], ['B', 4]] }), step({ dreadmaw: [['B', 6]] })],
    },
    expect: { error: 'illegal_action', action: 3, key: 'combat.assignment-illegal', params: { reason: 'trample-lethal' } },
  },
  // Line 126: 防衛は、それを持つクリーチャーが攻撃できないことを意味します (702.3b).
  {
    name: 'seed 003 l.126: a creature with defender cannot attack',
    citation: '702.3b',
    scenario: { objects: [mine('wall', '防衛の0/4', 0, 4, { subtypes: ['Wall'], keywords: ['defender'] })], actions: [attack('wall')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.defender' },
  },
  // Line 145 (contrast): without haste, a summoning-sick creature can't attack (302.6, 508.1a).
  {
    name: 'seed 003 l.145 (contrast): a summoning-sick creature without haste cannot attack',
    citation: '302.6',
    scenario: { objects: [mine('kid', '召喚酔いの2/2', 2, 2, { summoningSick: true })], actions: [attack('kid')] },
    expect: { error: 'illegal_action', action: 0, key: 'combat.cant-attack.summoning-sick' },
  },
  // Line 142: a flyer can't be blocked by a creature without flying or reach (702.9b).
  {
    name: 'seed 003 l.142: a creature without flying or reach cannot block a flyer',
    citation: '702.9b',
    scenario: {
      objects: [mine('flyer', '飛行の2/2', 2, 2, { colors: ['U'], keywords: ['flying'] }), theirs('cub', '2/2の熊', 2, 2)],
      actions: [attack('flyer'), block({ cub: 'flyer' })],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
  // Line 162: menace: one blocker is illegal (702.111b).
  {
    name: 'seed 003 l.162: a creature with menace cannot be blocked by just one creature',
    citation: '702.111b',
    scenario: {
      objects: [mine('brute', '威迫の3/4', 3, 4, { colors: ['R'], keywords: ['menace'] }), theirs('cub', '2/2の熊', 2, 2)],
      actions: [attack('brute'), block({ cub: 'brute' })],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.menace' },
  },
  // Line 167: プロテクションとは…ブロックされることもありません (702.16f): a green creature can't block
  // a creature with protection from green.
  {
    name: 'seed 003 l.167: a green creature cannot block a creature with protection from green',
    citation: '702.16f',
    scenario: {
      objects: [mine('knight', 'プロテクション(緑)の2/2', 2, 2, { colors: ['W'], keywords: ['protection from green'] }), theirs('cub', '2/2の熊', 2, 2)],
      actions: [attack('knight'), block({ cub: 'knight' })],
    },
    expect: { error: 'illegal_action', action: 1, key: 'combat.cant-block.evasion' },
  },
];
