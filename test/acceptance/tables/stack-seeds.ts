/**
 * The casting examples of ../shared/seeds/004_*.txt (the Japanese MTG Wiki page on casting, 唱える:
 * the 601.2 steps, timing permissions, 601.3 exceptions, cast vs put onto the battlefield, copies),
 * and the index of ../shared/seeds/000_*.txt's casting / trigger / resolution examples, which are
 * the CR's own examples of 601, 603, 608 and 611 and are reproduced in tables/stack-cr.ts.
 *
 * Conventions: tables/stack-kit.ts. Names are the seed's Japanese card names where it gives them.
 */
import type { StackRow, StackScenarioObject, TodoRow } from '../support.ts';
import { CASTING_SEED_ROWS } from './stack-casting.ts';
import { ALT_SEED_ROWS, ALT_SEED_TODO } from './stack-alt.ts';
import { COMPLETION_SEED_ROWS } from './stack-completion.ts';
import {
  anyTarget,
  beginStep,
  body,
  cast,
  castBy,
  CAST,
  COPY_NOT_CAST,
  creature,
  creatureCard,
  damage,
  destroy,
  draw,
  filler,
  ILLEGAL_CAST,
  instant,
  life,
  permanent,
  pass,
  resolve,
  resolveAll,
  RESOLVES_TOP,
  sorcery,
  SPELL_TO_GRAVEYARD,
  tap,
  targetCreature,
  TIMING,
  trigger,
  TRIGGERS,
} from './stack-kit.ts';

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });

/** 《ショック》: "Shock deals 2 damage to any target." (red instant) */
const shock = (id = 'shock', owner = 'A', name = 'ショック') => instant(id, name, body('ショックは、クリーチャーやプレインズウォーカーやプレイヤーのうち1つを対象とする。ショックはそれに2点のダメージを与える。', [anyTarget()], [damage(2, 'any')]), owner, { manaCost: '{R}' });

/** 《浄火明神》 as put onto the battlefield by Tooth and Nail (not cast), with a "when you cast" ability. */
const myojinOnBattlefield: StackScenarioObject = {
  id: 'myojin',
  name: '浄火明神',
  types: ['Creature'],
  subtypes: ['Spirit'],
  colors: ['W'],
  manaCost: '{4}{W}{W}',
  power: 4,
  toughness: 6,
  controller: 'A',
  token: false,
  triggers: [trigger('When you cast this spell, you gain 3 life.', 'cast', [life(3)])],
};

export const STACK_SEED_ROWS: StackRow[] = [
  // Casting choices, costs and permissions (101.2 Teferi, 601.3a, 601.3c, 601.3d, 601.4): tables/stack-casting.ts.
  ...CASTING_SEED_ROWS,
  ...ALT_SEED_ROWS,
  ...COMPLETION_SEED_ROWS,
  // 「インスタントは、優先権を持っていれば手札から唱えることができる。」 B casts an instant in A's turn,
  // in response to A's Shock (117.1a): LIFO — B's Shock resolves first (A 18), then A's (B 18).
  {
    name: 'seed 004: an instant may be cast whenever its controller has priority, in response; last in, first out',
    citation: '117.1a',
    scenario: {
      objects: [shock('shockA', 'A'), shock('shockB', 'B', '稲妻のショック')],
      actions: [cast('shockA', { any: ['B'] }), pass, castBy('B', 'shockB', { any: ['A'] }), resolveAll],
    },
    expect: {
      players: both(18, 18),
      fates: { shockA: { zone: 'graveyard', owner: 'A' }, shockB: { zone: 'graveyard', owner: 'B' } },
      rules: [CAST, RESOLVES_TOP, SPELL_TO_GRAVEYARD],
    },
  },
  // 「ソーサリー…は、優先権を持っており、自分のメイン・フェイズで、スタックが空の間に…唱えることができる。」
  // A sorcery while a spell is on the stack: illegal, rewound (reason sorcery-timing). Then A's
  // Shock resolves (B 18), and the sorcery is still in A's hand.
  {
    name: 'seed 004: a sorcery can\u2019t be cast while the stack is not empty (rewound)',
    citation: '117.1a',
    scenario: {
      objects: [shock('shockA', 'A'), sorcery('rift', '地割れ', body('Destroy target creature.', [targetCreature()], [destroy('creature')]), 'A'), creature('bear', '灰色熊', 2, 2, 'B')],
      actions: [cast('shockA', { any: ['B'] }), cast('rift', { creature: ['bear'] }), resolveAll],
    },
    expect: {
      players: both(20, 18),
      fates: { rift: { zone: 'hand', owner: 'A' }, bear: { zone: 'battlefield', damage: 0 } },
      rules: [TIMING, ILLEGAL_CAST],
      steps: [{ key: 'cast.rewound', params: { reason: 'sorcery-timing' } }],
    },
  },
  // The same sorcery in A's upkeep (not a main phase): rewound.
  {
    name: 'seed 004: a sorcery can\u2019t be cast outside its controller\u2019s main phase (upkeep)',
    citation: '117.1a',
    scenario: {
      objects: [sorcery('rift', '地割れ', body('Destroy target creature.', [targetCreature()], [destroy('creature')]), 'A'), creature('bear', '灰色熊', 2, 2, 'B')],
      actions: [beginStep('upkeep'), cast('rift', { creature: ['bear'] }), resolveAll],
    },
    expect: {
      players: both(),
      fates: { rift: { zone: 'hand', owner: 'A' }, bear: { zone: 'battlefield', damage: 0 } },
      rules: [TIMING],
      steps: [{ key: 'cast.rewound', params: { reason: 'sorcery-timing' } }],
    },
  },
  // B (not the active player) can't cast a creature spell without flash in A's main phase.
  {
    name: 'seed 004: a creature spell can\u2019t be cast in the opponent\u2019s turn without flash',
    citation: '117.1a',
    scenario: {
      objects: [creatureCard('bear', '灰色熊', 2, 2, 'B')],
      actions: [pass, castBy('B', 'bear'), resolveAll],
    },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'B' } }, rules: [TIMING], steps: [{ key: 'cast.rewound', params: { reason: 'sorcery-timing' } }] },
  },
  // 「キーワード能力の瞬速を持つカードは、インスタントでなくても優先権を持っていれば唱えることができる。」
  // B casts a flash creature in response to A's Shock aimed at B: it enters first (LIFO); A 20, B 18.
  {
    name: 'seed 004: a creature with flash is cast in the opponent\u2019s turn, in response, and enters before the spell resolves',
    citation: '702.8a',
    scenario: {
      objects: [shock('shockA', 'A'), creatureCard('ambusher', '待ち伏せする狼', 3, 2, 'B', { keywords: ['flash'] })],
      actions: [cast('shockA', { any: ['B'] }), pass, castBy('B', 'ambusher'), resolve],
    },
    expect: {
      players: both(20, 20),
      fates: { ambusher: { zone: 'battlefield', controller: 'B', damage: 0 }, shockA: { zone: 'stack', owner: 'A' } },
      stackSize: 1,
      rules: [CAST, '702.8a', { anyOf: ['608.3a', '608.3'] }],
    },
  },
  // 「土地は他のカード・タイプを持っていても、呪文として唱えることはできない(CR:300.2a)。例として、ドライアドの東屋」
  {
    name: 'seed 004: Dryad Arbor (a land creature) can\u2019t be cast as a spell',
    citation: '300.2a',
    scenario: {
      objects: [creatureCard('arbor', 'ドライアドの東屋', 1, 1, 'A', { types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], manaCost: null })],
      actions: [cast('arbor'), resolveAll],
    },
    expect: { players: both(), fates: { arbor: { zone: 'hand', owner: 'A' } }, rules: [ILLEGAL_CAST], steps: [{ key: 'cast.rewound', params: { reason: 'land' } }] },
  },
  // 「圧点/Pressure Pointを既にタップ状態のクリーチャーに唱えてもよい」 "Tap target creature. Draw a card."
  // on a tapped creature: legal; it resolves: the creature stays tapped and A draws a card.
  {
    name: 'seed 004: Pressure Point may target an already tapped creature; it resolves and its controller draws',
    citation: '601.2c',
    scenario: {
      objects: [
        instant('pp', '圧点', body('クリーチャー1体を対象とし、それをタップする。カードを1枚引く。', [targetCreature()], [tap('creature'), draw(1)]), 'A', { colors: ['W'], manaCost: '{1}{W}' }),
        creature('bear', '灰色熊', 2, 2, 'B', { tapped: true }),
        ...filler('lib', 2, 'A'),
      ],
      actions: [cast('pp', { creature: ['bear'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { bear: { zone: 'battlefield', tapped: true }, pp: { zone: 'graveyard', owner: 'A' }, lib1: { zone: 'hand', owner: 'A' } },
      zones: { A: { hand: 1, library: 1, graveyard: 1 } },
      rules: [CAST, RESOLVES_TOP, SPELL_TO_GRAVEYARD],
    },
  },
  // 「浄火明神…を歯と爪などの効果で手札から戦場に直接出した場合は、『唱えられた』とはみなされない。」
  // A creature with "When you cast this spell, you gain 3 life" put directly onto the battlefield
  // was not cast: nothing triggers (A 20). Cast normally, the same card triggers (next row).
  {
    name: 'seed 004: a creature put onto the battlefield (not cast) doesn\u2019t trigger its "when you cast this spell" ability',
    citation: '601.2i',
    scenario: {
      objects: [],
      actions: [{ kind: 'create', object: myojinOnBattlefield }, resolveAll],
    },
    expect: { players: both(), fates: { myojin: { zone: 'battlefield' } }, rules: [], notRules: ['603.2', '601.2i'] },
  },
  {
    name: 'seed 004 (control): the same creature cast from hand does trigger "when you cast this spell"',
    citation: '601.2i',
    scenario: {
      objects: [
        creatureCard('myojin', '浄火明神', 4, 6, 'A', {
          colors: ['W'],
          manaCost: '{4}{W}{W}',
          triggers: [trigger('When you cast this spell, you gain 3 life.', 'cast', [life(3)])],
        }),
      ],
      actions: [cast('myojin'), resolveAll],
    },
    expect: { players: both(23), fates: { myojin: { zone: 'battlefield' } }, rules: [CAST, TRIGGERS, { anyOf: ['608.3a', '608.3'] }] },
  },
  // 「ミラーリ/Mirariのように、呪文のコピーを直接スタックに置く効果がある。この場合は、呪文を唱えられたとはみなされない。」
  // A controls "Whenever you cast an instant or sorcery spell, you gain 1 life". A casts Shock at B
  // (triggers once: A 21) and copies it (707.10: not cast, no trigger). Both deal 2: B 16.
  {
    name: 'seed 004: a copy of a spell put on the stack is not cast: "whenever you cast" triggers only for the original',
    citation: '707.10',
    scenario: {
      objects: [
        shock('shockA', 'A'),
        permanent('mirari', 'ミラーリ', ['Artifact'], 'A', {
          supertypes: ['Legendary'],
          triggers: [trigger('あなたがインスタント・呪文かソーサリー・呪文を唱えるたび、あなたは1点のライフを得る。', 'cast', [life(1)], { who: 'any', filter: { kind: 'filter', zone: 'stack', types: ['Instant', 'Sorcery'], controller: 'you' } })],
        }),
      ],
      actions: [cast('shockA', { any: ['B'] }), resolve, { kind: 'copy-spell', spell: 'shockA', targets: { any: ['B'] } }, resolveAll],
    },
    expect: { players: both(21, 16), fates: { shockA: { zone: 'graveyard', owner: 'A' } }, rules: [CAST, TRIGGERS, COPY_NOT_CAST], minSteps: { '603.2': 1 } },
  },

  // ============================================================================ Session 2 (H2): discard (701.9)
  // 《精神腐敗/Mind Rot》「プレイヤー1人を対象とする。そのプレイヤーはカードを2枚捨てる。」 A player with one card or none
  // in hand can be targeted. B has one card: it is discarded (to B's graveyard); nothing else happens.
  {
    name: 'seed 004: Mind Rot may target a player with one card in hand: that card is discarded',
    citation: '601.2c',
    scenario: { objects: [mindRot(), ...filler('bh', 1, 'B', 'hand')], actions: [cast('rot', { player: ['B'] }), resolve] },
    expect: { players: both(), fates: { rot: { zone: 'graveyard', owner: 'A' }, bh1: { zone: 'graveyard', owner: 'B' } }, zones: { B: { hand: 0, graveyard: 1 } }, rules: [CAST, '701.9a', SPELL_TO_GRAVEYARD] },
  },
  // …and a player with no cards in hand: the spell still resolves (its target is legal) and discards nothing.
  {
    name: 'seed 004: Mind Rot may target a player with no cards in hand; it resolves and nothing is discarded',
    citation: '601.2c',
    scenario: { objects: [mindRot()], actions: [cast('rot', { player: ['B'] }), resolve] },
    expect: { players: both(), fates: { rot: { zone: 'graveyard', owner: 'A' } }, zones: { B: { hand: 0, graveyard: 0 } }, rules: [CAST, RESOLVES_TOP, '701.9a'], steps: [{ key: 'resolve.discard', params: { policy: 'empty-hand' } }] },
  },
  // B has three cards and chooses which two to discard (701.9b): the answer names them; the third stays.
  {
    name: 'seed 004: Mind Rot against three cards: the discarding player chooses two (701.9b)',
    citation: '701.9b',
    scenario: { objects: [mindRot(), ...filler('bh', 3, 'B', 'hand')], actions: [cast('rot', { player: ['B'] }), { kind: 'resolve', choices: { discard: ['bh1', 'bh3'] } }] },
    expect: { players: both(), fates: { bh1: { zone: 'graveyard', owner: 'B' }, bh2: { zone: 'hand', owner: 'B' }, bh3: { zone: 'graveyard', owner: 'B' } }, zones: { B: { hand: 1, graveyard: 2 } }, rules: ['701.9a', '701.9b'] },
  },
];

/** 《精神腐敗/Mind Rot》: "Target player discards two cards." */
function mindRot(): StackScenarioObject {
  return sorcery('rot', '精神腐敗', body('Target player discards two cards.', [{ word: 'player', players: 'any' }], [{ kind: 'discard', amount: 2, target: 'player' }]), 'A', { colors: ['B'], manaCost: '{2}{B}' });
}

export const STACK_SEED_TODO: TodoRow[] = [
  ...ALT_SEED_TODO,
];

/**
 * ../shared/seeds/000_*.txt: its casting, targeting, trigger and resolution examples (the CR's
 * examples under 601, 603, 608 and 611, in Japanese) and the rule each one is reproduced under in
 * tables/stack-cr.ts (a row, or a TodoRow saying what is missing).
 */
export const SEED_000_INDEX: { seed: string; citation: string }[] = [
  { seed: '「クリーチャー2体を対象とする。それらをタップする。」…同じクリーチャーを2回対象にすることはできず', citation: '601.2c' },
  { seed: '《祭壇の刈り取り》…《雷景学院の使い魔》…{B}となったままである', citation: '601.2h' },
  { seed: '《虚空の選別者/Void Winnower》…《とどろく雷鳴/Rolling Thunder》を唱え始めることができる', citation: '601.3a' },
  { seed: 'オーラ・呪文を瞬速を持つかのように…授与', citation: '601.3b' },
  { seed: '《ガラクの大軍》…変異 / 《イゼットの模範、メーレク》…《切り落とし》', citation: '601.3e' },
  { seed: '《豊穣の碑文》はキッカーとモードを持つ呪文', citation: '601.4' },
  { seed: '「土地が1つ戦場から墓地に置かれるたび」…土地の枚数とおなじ回数だけ誘発する', citation: '603.2c' },
  { seed: '「タップ状態 になった」ときに誘発する能力', citation: '603.2e' },
  { seed: '《フェリダーの君主》…この能力の解決に際し、このプレイヤーのライフの総量は再びチェックされる', citation: '603.4' },
  { seed: '「すべての土地はクリーチャーである。」…「すべてのクリーチャーはすべての能力を失う。」', citation: '603.6b' },
  { seed: '「このクリーチャーが戦場を離れたとき、」という一文を含む遅延誘発型能力…誘発されることはない / アンタップ状態 になったとき', citation: '603.7a' },
  { seed: '「次の終了ステップの開始時に、このクリーチャーを追放する。」', citation: '603.7c' },
  { seed: '「あなたの 手札にカードが1枚もないたび、カード1枚を引く。」', citation: '603.8' },
  { seed: '「クリーチャー1体が死亡するたび、あなたは1点のライフを得る。」…その能力は2回誘発する', citation: '603.10a' },
  { seed: '「各ターン、最初に引いたカード1枚を公開する。…」', citation: '603.11' },
  { seed: '《心臓貫きのマンティコア》…再帰誘発型能力', citation: '603.12' },
  { seed: '《ソリンの渇き》…《ソリンの渇き》は解決されない。そのコントローラーはライフを得ることができない。', citation: '608.2b' },
  { seed: '《疫病の胞子》…「土地1つを対象とする。それを破壊する。」部分がそのパーマネントを破壊する', citation: '608.2b' },
  { seed: '「あなたはクリーチャー1体を生け贄に捧げてもよい。そうしないなら、あなたは4点のライフを失う。」', citation: '608.2d' },
  { seed: '《露骨な窃盗》…すべてのコントロールを同時に得る', citation: '608.2f' },
  { seed: '《魂火の噴火》', citation: '608.2f' },
  { seed: '《捜索隊の隊長》', citation: '608.2i' },
  { seed: '白でも黒でもあるクリーチャーは、「黒であるすべてのクリーチャーを破壊する。」という効果で破壊される', citation: '608.2j' },
  { seed: '《哀れみの壁》', citation: '608.2k' },
  { seed: '《Worms of the Earth》…《クローン》', citation: '608.3e' },
  { seed: '《練達の盗賊》', citation: '611.2b' },
  { seed: '「ターン終了時まで、白であるすべてのクリーチャーは+1/+1の修整を受ける。」', citation: '611.2c' },
  { seed: '《理想の調停者》', citation: '611.2e' },
];
