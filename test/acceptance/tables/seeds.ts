/**
 * The worked continuous-effect examples of ../shared/seeds/000_d1baba18a4d3d4c9.txt (examples from
 * the Japanese CR, chapter 6: 611.2c, 611.3b, 611.3c, 613.4d, 613.5, 613.6, 613.7a, 613.9). Each
 * row names its seed example in a comment (a few of its Japanese words); objects carry the Japanese
 * card names, so the scenario layer and the trace see non-ASCII names too. Numbers are the seed's.
 */
import type { CdaValue } from '../../../src/engine/types.ts';
import type { LayerRow, ScenarioAction, ScenarioObject, TodoRow } from '../support.ts';

const whiteAnthemStatic = (id: string, name: string): ScenarioObject => ({
  id,
  name,
  types: ['Enchantment'],
  colors: ['W'],
  statics: [
    {
      text: '白であるすべてのクリーチャーは+1/+1の修整を受ける。',
      affects: { kind: 'filter', types: ['Creature'], colors: ['W'] },
      modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    },
  ],
});

const setColor = (id: string, target: string, colors: ('W' | 'U' | 'B' | 'R' | 'G')[], text: string): ScenarioAction => ({
  kind: 'apply-effect',
  effect: { id, text, affects: { kind: 'objects', ids: [target] }, modifications: [{ kind: 'set-colors', colors }] },
});

// 1/3 クリーチャー, +0/+1, 入れ替え
const oneThree: ScenarioObject = { id: 'c', name: '1/3のクリーチャー', types: ['Creature'], colors: ['G'], power: 1, toughness: 3 };
const plus01: ScenarioAction = {
  kind: 'apply-effect',
  effect: { id: 'p01', text: '+0/+1の修整を受ける。', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 1 }] },
};
const swap = (id: string): ScenarioAction => ({
  kind: 'apply-effect',
  effect: { id, text: 'パワーとタフネスを入れ替える。', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'switch-pt' }] },
});

// 《灰色オーガ》
const grayOgre: ScenarioObject = { id: 'ogre', name: '灰色オーガ', types: ['Creature'], subtypes: ['Ogre'], colors: ['R'], manaCost: '{2}{R}', power: 2, toughness: 2 };
const ogreActions: ScenarioAction[] = [
  { kind: 'add-counters', target: 'ogre', counter: '+1/+1', amount: 1 },
  {
    kind: 'apply-effect',
    effect: {
      id: 'p44',
      text: 'クリーチャー1体を対象とする。ターン終了時まで、それは+4/+4の修整を受ける。',
      affects: { kind: 'objects', ids: ['ogre'] },
      modifications: [{ kind: 'modify-pt', power: 4, toughness: 4 }],
      duration: { kind: 'end-of-turn' },
    },
  },
  {
    kind: 'create',
    object: {
      id: 'wall-ench',
      name: '+0/+2のエンチャント',
      token: false,
      types: ['Enchantment'],
      colors: ['W'],
      statics: [
        {
          text: 'あなたがコントロールしているすべてのクリーチャーは+0/+2の修整を受ける。',
          affects: { kind: 'filter', types: ['Creature'], controller: 'you' },
          modifications: [{ kind: 'modify-pt', power: 0, toughness: 2 }],
        },
      ],
    },
  },
  {
    kind: 'apply-effect',
    effect: {
      id: 'set01',
      text: 'クリーチャー1体を対象とする。ターン終了時まで、それは0/1になる。',
      affects: { kind: 'objects', ids: ['ogre'] },
      modifications: [{ kind: 'set-pt', power: 0, toughness: 1 }],
      duration: { kind: 'end-of-turn' },
    },
  },
];

// 《安息の無い墓、スヴォグトース》
const svog: ScenarioObject = { id: 'svog', name: '安息の無い墓、スヴォグトース', types: ['Land'], colors: [], power: null, toughness: null };
const svogAnimate = (id: string): ScenarioAction => ({
  kind: 'apply-effect',
  effect: {
    id,
    text: '土地1つを対象とする。ターン終了時まで、それは3/3のクリーチャーになる。それは土地でもある。',
    affects: { kind: 'objects', ids: ['svog'] },
    modifications: [
      { kind: 'add-types', types: ['Creature'] },
      { kind: 'set-pt', power: 3, toughness: 3 },
    ],
    duration: { kind: 'end-of-turn' },
  },
});
const svogPump: ScenarioAction = {
  kind: 'apply-effect',
  effect: {
    id: 'svog-p11',
    text: 'クリーチャー1体を対象とする。ターン終了時まで、それは+1/+1の修整を受ける。',
    affects: { kind: 'objects', ids: ['svog'] },
    modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    duration: { kind: 'end-of-turn' },
  },
};
// 「あなたの墓地にあるクリーチャー・カードの枚数」
const yourGraveyardCreatureCards: CdaValue = { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'], controller: 'you' } };
// Its own ability: the P/T-setting ability it gets isn't a characteristic-defining ability
// (604.3a(4)), so it applies in 7b (613.4b), counting the graveyard each time (set-pt-cda without cda).
const svogSelf: ScenarioAction = {
  kind: 'apply-effect',
  effect: {
    id: 'svog-self',
    source: 'svog',
    text: 'ターン終了時まで、安息の無い墓、スヴォグトースは『このクリーチャーのパワーとタフネスは、それぞれあなたの墓地にあるクリーチャー・カードの枚数に等しい。』の能力を持つ黒緑の植物・ゾンビ・クリーチャーになる。これは土地でもある。',
    affects: { kind: 'source' },
    modifications: [
      { kind: 'add-types', types: ['Creature'], subtypes: ['Plant', 'Zombie'] },
      { kind: 'set-colors', colors: ['B', 'G'] },
      { kind: 'set-pt-cda', power: yourGraveyardCreatureCards, toughness: yourGraveyardCreatureCards },
    ],
    duration: { kind: 'end-of-turn' },
  },
};
// 墓地にクリーチャー・カードが10枚
const graveyardCreatureCards: ScenarioObject[] = Array.from({ length: 10 }, (_, i) => ({
  id: `gy${i + 1}`,
  name: `クリーチャー・カード${i + 1}`,
  types: ['Creature'],
  colors: ['B'],
  power: 2,
  toughness: 2,
  zone: 'graveyard',
  owner: 'A',
}));

// 《飛行のルーン》と《巨像の鎚》
const hammer = (attachedTo: string): ScenarioObject => ({
  id: 'hammer',
  name: '巨像の鎚',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  colors: [],
  manaCost: '{1}',
  attachedTo,
  timestamp: 3,
  statics: [
    {
      text: '装備しているクリーチャーは+10/+10の修整を受け飛行を失う。',
      affects: { kind: 'attached-to-source' },
      modifications: [
        { kind: 'modify-pt', power: 10, toughness: 10 },
        { kind: 'remove-keywords', keywords: ['飛行'] },
      ],
    },
  ],
});
const rune: ScenarioObject = {
  id: 'rune',
  name: '飛行のルーン',
  types: ['Enchantment'],
  subtypes: ['Aura', 'Rune'],
  colors: ['U'],
  manaCost: '{1}{U}',
  keywords: ['enchant Equipment'],
  attachedTo: 'hammer',
  timestamp: 4,
  statics: [
    {
      text: 'エンチャントしている装備品は「装備しているクリーチャーは飛行を持つ。」を持つ。',
      affects: { kind: 'attached-to-source' },
      modifications: [
        {
          kind: 'add-abilities',
          abilities: [{ text: '装備しているクリーチャーは飛行を持つ。', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: '飛行' }] }] }],
        },
      ],
    },
  ],
};
const bear22: ScenarioObject = { id: 'bear', name: '灰色熊', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, timestamp: 1 };
const elf11: ScenarioObject = { id: 'elf', name: 'ラノワールのエルフ', types: ['Creature'], subtypes: ['Elf', 'Druid'], colors: ['G'], power: 1, toughness: 1, timestamp: 2 };

// 飛行を持つ/飛行を失うオーラ
const creature22: ScenarioObject = { id: 'c', name: '2/2のクリーチャー', types: ['Creature'], colors: ['W'], power: 2, toughness: 2, timestamp: 1 };
const flyingAura = (ts: number): ScenarioObject => ({
  id: 'aura-fly',
  name: '飛行を与えるオーラ',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  colors: ['U'],
  attachedTo: 'c',
  timestamp: ts,
  statics: [{ text: 'エンチャントしているクリーチャーは飛行を持つ。', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
});
const groundAura = (ts: number): ScenarioObject => ({
  id: 'aura-ground',
  name: '飛行を失わせるオーラ',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  colors: ['G'],
  attachedTo: 'c',
  timestamp: ts,
  statics: [{ text: 'エンチャントしているクリーチャーは飛行を失う。', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] }],
});
const TIMESTAMP_ORDER = { anyOf: ['613.7', '613.3'] };

const honor: ScenarioObject = {
  id: 'honor',
  name: '清浄の名誉',
  types: ['Enchantment'],
  colors: ['W'],
  manaCost: '{1}{W}',
  statics: [
    {
      text: 'あなたがコントロールしていて白であるすべてのクリーチャーは+1/+1の修整を受ける。',
      affects: { kind: 'filter', types: ['Creature'], colors: ['W'], controller: 'you' },
      modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    },
  ],
};

export const SEED_ROWS: LayerRow[] = [
  // 「ターン終了時まで、白であるすべてのクリーチャーは+1/+1」…たとえ後で色が変わっても…その後で戦場に出たり白に変わったり
  {
    name: '611.2c: "until end of turn, all white creatures get +1/+1" is locked in: a creature that turns blue keeps it, one that turns white or enters later does not',
    citation: '611.2c',
    scenario: {
      objects: [
        { id: 'w', name: '白の騎士', types: ['Creature'], subtypes: ['Knight'], colors: ['W'], power: 2, toughness: 2 },
        { id: 'k', name: '黒の騎士', types: ['Creature'], subtypes: ['Knight'], colors: ['B'], power: 2, toughness: 2 },
      ],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'rally',
            text: 'ターン終了時まで、白であるすべてのクリーチャーは+1/+1の修整を受ける。',
            affects: { kind: 'filter', types: ['Creature'], colors: ['W'] },
            modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
            duration: { kind: 'end-of-turn' },
          },
        },
        setColor('w-blue', 'w', ['U'], 'それは青になる。'),
        setColor('k-white', 'k', ['W'], 'それは白になる。'),
        { kind: 'create', object: { id: 'soldier', name: '兵士', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1, token: true } },
      ],
    },
    expect: {
      objects: {
        w: { power: 3, toughness: 3, colors: ['U'] },
        k: { power: 2, toughness: 2, colors: ['W'] },
        soldier: { power: 1, toughness: 1, colors: ['W'] },
      },
      rules: ['611.2c', '613.1e', '613.4c'],
    },
  },
  // 「白であるすべてのクリーチャーは+1/+1の修整を受ける。」という常在型能力…白になったらこの修整を得、白でなくなったらこの修整を失う
  {
    name: '611.3b: a static "all white creatures get +1/+1": a creature that becomes white gets it, one that stops being white loses it',
    citation: '611.3b',
    scenario: {
      objects: [
        whiteAnthemStatic('anthem', '白の賛歌'),
        { id: 'w', name: '白の騎士', types: ['Creature'], colors: ['W'], power: 2, toughness: 2 },
        { id: 'k', name: '黒の騎士', types: ['Creature'], colors: ['B'], power: 2, toughness: 2 },
      ],
      actions: [setColor('w-blue', 'w', ['U'], 'それは青になる。'), setColor('k-white', 'k', ['W'], 'それは白になる。')],
    },
    expect: {
      objects: {
        w: { power: 2, toughness: 2, colors: ['U'] },
        k: { power: 3, toughness: 3, colors: ['W'] },
      },
      rules: ['613.1e', '613.4c'],
    },
  },
  // 通常1/1の白クリーチャーを生むクリーチャー・呪文は、代わりに2/2の白クリーチャーを生む
  {
    name: '611.3c: under a static white anthem, a 1/1 white creature enters as 2/2',
    citation: '611.3c',
    scenario: {
      objects: [whiteAnthemStatic('anthem', '白の賛歌')],
      actions: [{ kind: 'create', object: { id: 'spirit', name: 'スピリット', types: ['Creature'], subtypes: ['Spirit'], colors: ['W'], power: 1, toughness: 1, token: true } }],
    },
    expect: { objects: { spirit: { power: 2, toughness: 2, colors: ['W'] } }, rules: ['613.4c'] },
  },
  // 1/3クリーチャーが…+0/+1…入れ替える…4/1…+5/+0…「入れ替え前」の値は6/4…実際の値は4/6
  {
    name: '613.4d (1): 1/3 +0/+1 switched -> 4/1',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plus01, swap('sw1')] },
    expect: { objects: { c: { power: 4, toughness: 1 } }, rules: ['613.4c', '613.4d'] },
  },
  {
    name: '613.4d (1): ... then +5/+0 -> 4/6',
    citation: '613.4d',
    scenario: {
      objects: [oneThree],
      actions: [
        plus01,
        swap('sw1'),
        { kind: 'apply-effect', effect: { id: 'p50', text: '+5/+0の修整を受ける。', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 5, toughness: 0 }] } },
      ],
    },
    expect: { objects: { c: { power: 4, toughness: 6 } }, rules: ['613.4c', '613.4d'] },
  },
  // 「入れ替え」効果の終了前に+0/+1の効果が終わる場合、そのクリーチャーは3/1になる
  {
    name: '613.4d (2): the +0/+1 ends before the switch -> 3/1',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plus01, swap('sw1'), { kind: 'end-effect', effect: 'p01' }] },
    expect: { objects: { c: { power: 3, toughness: 1 } }, rules: ['613.4d'] },
  },
  // 2つの「入れ替え」効果が実質的に相殺され…1/4
  {
    name: '613.4d (3): two switches cancel -> 1/4',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plus01, swap('sw1'), swap('sw2')] },
    expect: { objects: { c: { power: 1, toughness: 4 } }, rules: ['613.4c', '613.4d'] },
  },
  // 《清浄の名誉》…黒のクリーチャーを白にする効果(第5種)…3/3
  {
    name: '613.5 (清浄の名誉): black 2/2 made white -> 3/3',
    citation: '613.5',
    scenario: {
      objects: [honor, { id: 'c', name: '2/2の黒のクリーチャー', types: ['Creature'], colors: ['B'], power: 2, toughness: 2 }],
      actions: [setColor('to-white', 'c', ['W'], 'それは白になる。')],
    },
    expect: { objects: { c: { power: 3, toughness: 3, colors: ['W'] } }, rules: ['613.1e', '613.4c'] },
  },
  // …色が赤になった(第5種)場合…2/2に戻る
  {
    name: '613.5 (清浄の名誉): ... then made red -> back to 2/2',
    citation: '613.5',
    scenario: {
      objects: [honor, { id: 'c', name: '2/2の黒のクリーチャー', types: ['Creature'], colors: ['B'], power: 2, toughness: 2 }],
      actions: [setColor('to-white', 'c', ['W'], 'それは白になる。'), setColor('to-red', 'c', ['R'], 'それは赤になる。')],
    },
    expect: { objects: { c: { power: 2, toughness: 2, colors: ['R'] } }, rules: ['613.1e'] },
  },
  // 《灰色オーガ》…+1/+1カウンター…3/3…+4/+4…7/7…+0/+2…7/9
  {
    name: '613.5 (灰色オーガ): counter, +4/+4 and the +0/+2 enchantment -> 7/9',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreActions.slice(0, 3) },
    expect: { objects: { ogre: { power: 7, toughness: 9, counters: { '+1/+1': 1 } } }, rules: ['613.4c'] },
  },
  // …「それは0/1になる」(第7b種)…5/8
  {
    name: '613.5 (灰色オーガ): ... then "becomes 0/1" (7b) -> 5/8',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreActions },
    expect: { objects: { ogre: { power: 5, toughness: 8 } }, rules: ['613.4b', '613.4c'] },
  },
  // 「野生の雑種犬は+1/+1の修整を受け、あなたが選んだ色1色になる。」…第5種…第7c種 (黒を選ぶ)
  {
    name: '613.6 (野生の雑種犬): +1/+1 and becomes the chosen color (black) -> 3/3 black',
    citation: '613.6',
    scenario: {
      objects: [{ id: 'mongrel', name: '野生の雑種犬', types: ['Creature'], subtypes: ['Dog'], colors: ['G'], power: 2, toughness: 2 }],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'discard-pump',
            source: 'mongrel',
            text: '野生の雑種犬は+1/+1の修整を受け、あなたが選んだ色1色になる。(黒)',
            affects: { kind: 'source' },
            modifications: [
              { kind: 'modify-pt', power: 1, toughness: 1 },
              { kind: 'set-colors', colors: ['B'] },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: { objects: { mongrel: { power: 3, toughness: 3, colors: ['B'] } }, rules: ['613.1e', '613.4c'] },
  },
  // 《反逆の行動》…コントロールを得る…第2種…速攻を得る…第6種
  {
    name: "613.6 (反逆の行動): control of B's creature (layer 2) and haste (layer 6), untapped",
    citation: '613.6',
    scenario: {
      objects: [{ id: 'giant', name: '丘巨人', types: ['Creature'], subtypes: ['Giant'], colors: ['R'], power: 3, toughness: 3, controller: 'B', tapped: true }],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'treason',
            controller: 'A',
            text: 'クリーチャー1体を対象とする。ターン終了時まで、それのコントロールを得る。そのクリーチャーをアンタップする。ターン終了時まで、それは速攻を得る。',
            affects: { kind: 'objects', ids: ['giant'] },
            modifications: [
              { kind: 'set-controller', player: 'A' },
              { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
        { kind: 'untap', object: 'giant' },
      ],
    },
    expect: { objects: { giant: { power: 3, toughness: 3, controller: 'A', keywords: ['haste'], tapped: false } }, rules: ['613.1b', '613.1f'] },
  },
  // 「ターン終了時まで、クリーチャーでないすべてのアーティファクトは2/2のアーティファクト・クリーチャーになる。」
  {
    name: '613.6 (クリーチャーでないアーティファクト): noncreature artifacts become 2/2 artifact creatures; artifact creatures are untouched',
    citation: '613.6',
    scenario: {
      objects: [
        { id: 'orb', name: '夢の宝珠', types: ['Artifact'], colors: [], power: null, toughness: null },
        { id: 'golem', name: 'アーティファクト・ゴーレム', types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], power: 3, toughness: 5 },
      ],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'march',
            text: 'ターン終了時まで、クリーチャーでないすべてのアーティファクトは2/2のアーティファクト・クリーチャーになる。',
            affects: { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] },
            modifications: [
              { kind: 'add-types', types: ['Creature'] },
              { kind: 'set-pt', power: 2, toughness: 2 },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: {
      objects: {
        orb: { power: 2, toughness: 2, types: ['Artifact', 'Creature'] },
        golem: { power: 3, toughness: 5, types: ['Artifact', 'Creature'] },
      },
      rules: ['613.1d', '613.4b'],
    },
  },
  // 《安息の無い墓、スヴォグトース》…3/3のクリーチャー…+1/+1…4/4の土地・クリーチャー
  {
    name: '613.6 (スヴォグトース): 3/3 land creature +1/+1 -> 4/4',
    citation: '613.6',
    scenario: { objects: [svog], actions: [svogAnimate('animate'), svogPump] },
    expect: { objects: { svog: { power: 4, toughness: 4, types: ['Creature', 'Land'] } }, rules: ['613.1d', '613.4b', '613.4c'] },
  },
  // …黒緑の植物・ゾンビ・クリーチャー…墓地にクリーチャー・カードが10枚…11/11
  {
    name: '613.6 (スヴォグトース): its own ability with ten creature cards in the graveyard -> 11/11 black-green Plant Zombie land creature',
    citation: '613.6',
    scenario: { objects: [svog, ...graveyardCreatureCards], actions: [svogAnimate('animate'), svogPump, svogSelf] },
    expect: {
      objects: { svog: { power: 11, toughness: 11, types: ['Creature', 'Land'], subtypes: ['Plant', 'Zombie'], colors: ['B', 'G'] } },
      rules: ['613.1d', '613.1e', '613.4b', '613.4c'],
    },
  },
  // …その後墓地の枚数が変わるにつれて変動する
  {
    name: '613.6 (スヴォグトース): after its ability, a creature card leaves the graveyard -> 10/10',
    citation: '613.6',
    scenario: { objects: [svog, ...graveyardCreatureCards], actions: [svogAnimate('animate'), svogPump, svogSelf, { kind: 'exile', object: 'gy10' }] },
    // 9 cards (7b), +1/+1 (7c).
    expect: { objects: { svog: { power: 10, toughness: 10, types: ['Creature', 'Land'] } }, rules: ['613.4b', '613.4c'] },
  },
  {
    name: '613.6 (スヴォグトース): after its ability, two more creature cards are put into the graveyard -> 13/13',
    citation: '613.6',
    scenario: {
      objects: [svog, ...graveyardCreatureCards, { ...bear22, timestamp: 20 }, { ...elf11, timestamp: 21 }],
      actions: [svogAnimate('animate'), svogPump, svogSelf, { kind: 'destroy', object: 'bear' }, { kind: 'sacrifice', object: 'elf' }],
    },
    // 12 cards (7b), +1/+1 (7c).
    expect: { objects: { svog: { power: 13, toughness: 13, types: ['Creature', 'Land'] } }, rules: ['613.4b', '613.4c', '701.8a', '701.21a'] },
  },
  // もう一度最初の効果が適用されたとしたら、再び4/4の土地・クリーチャー
  {
    name: '613.6 (スヴォグトース): the first effect applied again -> 4/4 again',
    citation: '613.6',
    scenario: { objects: [svog, ...graveyardCreatureCards], actions: [svogAnimate('animate'), svogPump, svogSelf, svogAnimate('animate-again')] },
    expect: {
      objects: { svog: { power: 4, toughness: 4, types: ['Creature', 'Land'], subtypes: ['Plant', 'Zombie'], colors: ['B', 'G'] } },
      rules: ['613.4b', '613.4c', TIMESTAMP_ORDER],
    },
  },
  // 《飛行のルーン》によって与えられる能力は…《飛行のルーン》のタイムスタンプを共有する
  {
    name: "613.7a (飛行のルーン/巨像の鎚): the granted ability has the Rune's later timestamp -> the equipped creature is 12/12 with flying",
    citation: '613.7a',
    scenario: { objects: [bear22, hammer('bear'), rune] },
    // 第6種：鎚の「飛行を失う」(3)、その後ルーンが与えた「飛行を持つ」(4)。第7c種：+10/+10。
    expect: { objects: { bear: { power: 12, toughness: 12, keywords: ['flying'] } }, rules: ['613.7a', '613.1f', '613.4c', TIMESTAMP_ORDER] },
  },
  // 《巨像の鎚》がクリーチャーについた場合、それの両方の能力は新しいタイムスタンプを得る…相対的順序は変わらない
  {
    name: '613.7a (飛行のルーン/巨像の鎚): the Hammer becomes attached to another creature (613.7e) -> same order: 11/11 with flying',
    citation: '613.7a',
    scenario: { objects: [bear22, elf11, hammer('bear'), rune], actions: [{ kind: 'attach', object: 'hammer', to: 'elf' }] },
    expect: {
      objects: { elf: { power: 11, toughness: 11, keywords: ['flying'] }, bear: { power: 2, toughness: 2, keywords: [] } },
      rules: ['613.7e', '613.7a', '613.1f', '613.4c'],
    },
  },
  // 「エンチャントしているクリーチャーは飛行を持つ。」というオーラと「…飛行を失う。」というオーラ…最後に作られた効果が「勝つ」
  {
    name: '613.9 (飛行を持つ/失うオーラ): the "loses flying" Aura is later -> no flying',
    citation: '613.9',
    scenario: { objects: [creature22, flyingAura(2), groundAura(3)] },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  {
    name: '613.9 (飛行を持つ/失うオーラ): the "has flying" Aura is later -> flying',
    citation: '613.9',
    scenario: { objects: [creature22, groundAura(2), flyingAura(3)] },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['flying'] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  // 持続時間のあるもの(「…ターン終了時まで、それは飛行を失う。」)…同じ結論
  {
    name: '613.9 (ターン終了時まで、それは飛行を失う): a later "loses flying until end of turn" beats the flying Aura',
    citation: '613.9',
    scenario: {
      objects: [creature22, flyingAura(2)],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'ground-eot',
            text: 'クリーチャー1体を対象とする。ターン終了時まで、それは飛行を失う。',
            affects: { kind: 'objects', ids: ['c'] },
            modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  // オーラでない発生源からのもの(「すべてのクリーチャーは飛行を失う。」)…同じ結論
  {
    name: '613.9 (すべてのクリーチャーは飛行を失う): a non-Aura "All creatures lose flying" later than the flying Aura -> no flying',
    citation: '613.9',
    scenario: {
      objects: [
        creature22,
        flyingAura(2),
        {
          id: 'gravity',
          name: 'すべてのクリーチャーは飛行を失うエンチャント',
          types: ['Enchantment'],
          colors: ['G'],
          timestamp: 3,
          statics: [{ text: 'すべてのクリーチャーは飛行を失う。', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] }],
        },
      ],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  // 「すべての白のクリーチャーは+1/+1を得る。」「エンチャントしているクリーチャーは白である。」…元の色に関らず
  {
    name: '613.9 (エンチャントしているクリーチャーは白): a red 2/2 enchanted "is white" gets the white anthem -> 3/3 white',
    citation: '613.9',
    scenario: {
      objects: [
        { id: 'c', name: '2/2の赤のクリーチャー', types: ['Creature'], colors: ['R'], power: 2, toughness: 2, timestamp: 1 },
        {
          id: 'paint',
          name: '白にするオーラ',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['W'],
          attachedTo: 'c',
          timestamp: 2,
          statics: [{ text: 'エンチャントしているクリーチャーは白である。', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-colors', colors: ['W'] }] }],
        },
        // The anthem is the later object here: order doesn't matter across layers 5 and 7c.
        { ...whiteAnthemStatic('anthem', '白の賛歌'), timestamp: 3 },
      ],
    },
    expect: { objects: { c: { power: 3, toughness: 3, colors: ['W'] } }, rules: ['613.1e', '613.4c'] },
  },

  // ============================================================================ triggers (session 2, H2)
  // 《理想の調停者》…エンチャントでもある…誘発する (611.2e): a card put onto the battlefield by a resolving
  // spell that says it "is an enchantment in addition to its other types" is one as it enters, so the
  // 2/2's "whenever an enchantment enters, put a +1/+1 counter on this creature" triggers: 3/3.
  {
    name: '611.2e (理想の調停者): a permanent put onto the battlefield "is an enchantment in addition" as it enters, so "enchantment enters" abilities trigger',
    citation: '611.2e',
    scenario: {
      objects: [enchantmentWatcher(), idealBeastInGraveyard(), idealSpell(true)],
      actions: [{ kind: 'cast', object: 'ideal' }, { kind: 'resolve', all: true }],
    },
    expect: { objects: { watcher: { power: 3, toughness: 3, counters: { '+1/+1': 1 } } }, rules: ['611.2e', '603.6a', '603.2'] },
  },
  // Control: an effect that makes it an enchantment only after it is on the battlefield ("it becomes
  // an enchantment", the next instruction) doesn't make it enter as one: no trigger, the 2/2 stays 2/2.
  {
    name: '611.2e (理想の調停者, control): "becomes an enchantment" after entering does not trigger "enchantment enters"',
    citation: '611.2e',
    scenario: {
      objects: [enchantmentWatcher(), idealBeastInGraveyard(), idealSpell(false)],
      actions: [{ kind: 'cast', object: 'ideal' }, { kind: 'resolve', all: true }],
    },
    expect: { objects: { watcher: { power: 2, toughness: 2, counters: {} } }, rules: ['611.2', '110.1'] },
  },
  // 「すべての土地はクリーチャーである。」…戦場に出たときに誘発する能力を誘発させる (603.6b): under "All lands
  // are 1/1 creatures", a land entering is a creature from the moment it is on the battlefield:
  // "whenever a creature enters, put a +1/+1 counter on this creature" triggers (2/2 -> 3/3).
  {
    name: '603.6b (すべての土地はクリーチャー): a land entering under "All lands are creatures" triggers "creature enters" abilities',
    citation: '603.6b',
    scenario: {
      objects: [
        creatureWatcher(),
        { id: 'living', name: '生ける大地', types: ['Enchantment'], colors: ['G'], statics: [{ text: 'すべての土地は1/1のクリーチャーである。それは土地でもある。', affects: { kind: 'filter', types: ['Land'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 1, toughness: 1 }] }] },
      ],
      actions: [{ kind: 'create', object: { id: 'forest', name: '森', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], token: false } }, { kind: 'resolve', all: true }],
    },
    expect: { objects: { watcher: { power: 3, toughness: 3, counters: { '+1/+1': 1 } }, forest: { power: 1, toughness: 1, types: ['Land', 'Creature'] } }, rules: ['603.6a', '603.2', '613.1d'] },
  },
  // 「すべてのクリーチャーはすべての能力を失う。」: a creature with "When this creature enters, put a +1/+1
  // counter on it" enters without the ability: nothing triggers, it stays 2/2 with no counter.
  {
    name: '603.6b (すべての能力を失う): under "All creatures lose all abilities" an enters-the-battlefield ability does not trigger',
    citation: '603.6b',
    scenario: {
      objects: [{ id: 'humility', name: '謙虚', types: ['Enchantment'], colors: ['W'], statics: [{ text: 'すべてのクリーチャーはすべての能力を失う。', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }] }],
      actions: [{ kind: 'create', object: selfCounterCreature() }, { kind: 'resolve', all: true }],
    },
    expect: { objects: { cleric: { power: 2, toughness: 2, counters: {} } }, rules: ['613.1f'] },
  },
  // Control: without the enchantment the same creature's ability triggers: 3/3 with a counter.
  {
    name: '603.6b (すべての能力を失う, control): without the effect the enters-the-battlefield ability triggers',
    citation: '603.6b',
    scenario: { objects: [], actions: [{ kind: 'create', object: selfCounterCreature() }, { kind: 'resolve', all: true }] },
    expect: { objects: { cleric: { power: 3, toughness: 3, counters: { '+1/+1': 1 } } }, rules: ['603.6a', '603.2'] },
  },
];

// Session 2 (H2) cards for the trigger rows. Written with the engine's Scenario fields for abilities
// (stack-format.md), typed loosely here because the layer tables' ScenarioObject predates them.
function enchantmentWatcher(): ScenarioObject {
  return {
    id: 'watcher',
    name: 'エンチャント好きの2/2',
    types: ['Creature'],
    colors: ['W'],
    power: 2,
    toughness: 2,
    triggers: [{ text: 'エンチャントが1つ戦場に出るたび、このクリーチャーの上に+1/+1カウンターを1個置く。', event: 'enters', who: 'another', filter: { kind: 'filter', types: ['Enchantment'] }, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'watcher' }] }],
  } as ScenarioObject;
}

function creatureWatcher(): ScenarioObject {
  return {
    id: 'watcher',
    name: 'クリーチャー好きの2/2',
    types: ['Creature'],
    colors: ['G'],
    power: 2,
    toughness: 2,
    triggers: [{ text: 'クリーチャーが1体戦場に出るたび、このクリーチャーの上に+1/+1カウンターを1個置く。', event: 'enters', who: 'another', filter: { kind: 'filter', types: ['Creature'] }, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'watcher' }] }],
  } as ScenarioObject;
}

function idealBeastInGraveyard(): ScenarioObject {
  return { id: 'beast', name: '墓地の3/3', types: ['Creature'], colors: ['G'], manaCost: '{2}{G}', power: 3, toughness: 3, zone: 'graveyard' };
}

/** "Put that creature card onto the battlefield; it's an enchantment in addition to its other types" — or, with `asItEnters` false, "…; it becomes an enchantment". */
function idealSpell(asItEnters: boolean): ScenarioObject {
  const text = asItEnters ? 'それを戦場に出す。それは他のタイプに加えてエンチャントでもある。' : 'それを戦場に出す。その後、それはエンチャントになる。';
  const enchantment = [{ kind: 'add-types', types: ['Enchantment'] }];
  const effects = asItEnters
    ? [{ kind: 'put-onto-battlefield', object: 'beast', as: { text: 'エンチャントでもある。', modifications: enchantment } }]
    : [{ kind: 'put-onto-battlefield', object: 'beast' }, { kind: 'apply-effect', it: true, effect: { text: 'エンチャントになる。', affects: { kind: 'objects', ids: [] }, modifications: enchantment } }];
  return { id: 'ideal', name: '理想の呪文', types: ['Sorcery'], colors: ['W'], manaCost: '{2}{W}', zone: 'hand', spell: { text, effects } } as ScenarioObject;
}

function selfCounterCreature(): ScenarioObject & { token: false } {
  return {
    id: 'cleric',
    name: '希望の僧侶',
    types: ['Creature'],
    colors: ['W'],
    power: 2,
    toughness: 2,
    token: false,
    triggers: [{ text: 'このクリーチャーが戦場に出たとき、その上に+1/+1カウンターを1個置く。', event: 'enters', effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, object: 'cleric' }] }],
  } as ScenarioObject & { token: false };
}

/** Every worked example of the seed is a row now (triggers came with issue 5 and session 2). */
export const SEED_TODO: TodoRow[] = [];
