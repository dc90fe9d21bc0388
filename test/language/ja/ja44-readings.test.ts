/**
 * Japanese readings of session 44, each a general class with rows of our own (card names in 《》 and creatures told by
 * their P/T): an act tried (〜ようとした) asked whether it can be done; 「戦場に出ますか」「戦場に残りますか」 asked of a
 * creature spell cast (it enters as it resolves, 608.3a; countered, never); 守る／救う／助ける ("save") with regeneration;
 * a regeneration told after a spell cast at the creature, done while the spell waits (701.19a, 614.8).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Lightning Bolt': '稲妻',
    Shock: 'ショック',
    Counterspell: '対抗呪文',
    'Serra Angel': 'セラの天使',
    'River Boa': 'リバー・ボア',
    Murder: '殺害',
    'Wrath of God': '神の怒り',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN an act said as tried (〜ようとした) WHEN asked できる？ or どうなる？ THEN whether it can be done is answered', () => {
  const ROWS: Row[] = [
    ['防衛を持つ0/4で攻撃しようとした。攻撃できる？', '攻撃できません', 'no', '702.3b'],
    ['防衛を持つ0/4で攻撃しようとした。どうなる？', '攻撃できません', 'no', '702.3b'],
    ['タップ状態の2/2でブロックしようとしました。ブロックできますか？', 'ブロックできません', 'no', '509.1a'],
    ['タップ状態の《灰色熊》でブロックしようとした。どうなりますか？', 'ブロックできません', 'no', '509.1a'],
    ['《稲妻》を呪禁を持つ3/3に撃とうとした。撃てる？', '対象にできません', 'no', '702.11b'],
    ['《ショック》を呪禁を持つ《灰色熊》に撃とうとしました。何が起きますか？', '対象にできません', 'no', '702.11b'],
    ['飛行を持つ2/2を《灰色熊》でブロックしようとしました。できますか？', 'ブロックできません', 'no', '702.9b'],
    // A wish said the same way, the same verb asked again with できる.
    ['防衛を持つ0/4で攻撃したい。攻撃できる？', '攻撃できません', 'no', '702.3b'],
    // (「しようとしている」: about to do it, told as done — as before.)
    ['相手の3/3が攻撃してきた。私の2/2でブロックしようとしています。2/2は死にますか?', 'はい', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // Tried and asked of nothing else: never put on the board as done.
  it.each([['3/3を《稲妻》で焼こうとした。3/3は戦場に残りますか？', 'not_understood']])('%s is refused', (q, code) => refused(q, code));
});

describe('GIVEN a creature spell cast WHEN asked 戦場に出ますか／戦場に残りますか THEN whether it ends up on the battlefield (608.3a)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['《灰色熊》を唱えた。対戦相手は《対抗呪文》で打ち消した。《灰色熊》は戦場に出ますか？', '戦場には置かれません', 'no'],
    ['《灰色熊》を唱えて、解決した。戦場に出ますか？', '戦場に置かれます', 'yes'],
    ['《灰色熊》を唱えた。《対抗呪文》で打ち消された。戦場に残りますか？', '戦場には置かれません', 'no'],
    ['《セラの天使》を唱えたら、相手に《対抗呪文》を撃たれた。天使は戦場に出る？', '戦場には置かれません', 'no'],
    ['《セラの天使》を唱えた。戦場に出ますか？', '戦場に置かれます', 'yes'],
    ['《灰色熊》が戦場にいる。戦場に残りますか？', '戦場に残ります', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a spell cast at a creature with regeneration WHEN asked 再生で守れる／救える／助けられる THEN its survival with a shield (701.19a)', () => {
  const ROWS: Row[] = [
    ['《稲妻》を《リバー・ボア》に撃たれた。再生で守れる？', '戦場に残ります', 'yes', '701.19'],
    ['相手が《殺害》を《リバー・ボア》に唱えた。再生で救える？', '戦場に残ります', 'yes', '701.19'],
    ['相手が《殺害》を《リバー・ボア》に唱えた。《リバー・ボア》を再生で助けられる？', '戦場に残ります', 'yes', '701.19'],
    // Wrath of God says it can't be regenerated.
    ['相手が《神の怒り》を唱えた。再生で《リバー・ボア》を守れる？', '死亡します', 'no', '701.19'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
});

describe('GIVEN a regeneration told in the sentence after a spell cast at the creature THEN it is done while the spell waits (701.19a, 614.8)', () => {
  const ROWS: Row[] = [
    ['対戦相手が《稲妻》を《リバー・ボア》に唱えた。私は再生能力を起動した。《リバー・ボア》は死にますか？', '戦場に残ります', 'no', '701.19'],
    ['対戦相手が《稲妻》を《リバー・ボア》に唱えた。対応して再生能力を起動した。死にますか？', '戦場に残ります', 'no', '701.19'],
    ['相手が《ショック》を私の《リバー・ボア》に撃った。私は《リバー・ボア》を再生した。生き残る？', '戦場に残ります', 'yes', '701.19'],
    ['Opponent casts Lightning Bolt on my River Boa. I regenerate River Boa. Does it die?', 'survives', 'no', '701.19'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
});

describe('GIVEN counters told with no verb (「《X》は+1/+1カウンター4個」「3/3に-1/-1カウンターが2個」) THEN the permanent has them (122.1)', () => {
  const ROWS: [string, string][] = [
    ['《灰色熊》は+1/+1カウンター4個。パワーは？', '6/6'],
    ['3/3に-1/-1カウンターが2個。P/Tは？', '1/1'],
    ['《セラの天使》には-1/-1カウンターが3個。P/Tは？', '1/1'],
    ['5/5は-1/-1カウンター2個。タフネスは？', '3/3'],
  ];
  it.each(ROWS)('%s', (q, says) => right(q, says, null));
});

describe('GIVEN a size and a keyword asked together (「P/Tと接死は？」) THEN both halves are answered', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['接死を持つ2/2に+1/+1カウンターを1個置いた。P/Tと接死は？', '3/3です。\nはい', 'yes'],
    ['接死を持つ2/2に+1/+1カウンターを1個置いた。接死とP/Tは？', '3/3です。\nはい', 'yes'],
    ['《灰色熊》は+1/+1カウンター2個。パワーとタフネスと飛行は？', '4/4です。\nいいえ', 'no'],
    ['飛行を持つ3/3に-1/-1カウンターが2個。P/Tと飛行は？', '1/1です。\nはい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN 狙う (aimed at: targeted) and どうか (whether or not) THEN read as 対象にする and as the question itself', () => {
  const ROWS: Row[] = [
    ['《稲妻》で3/3を狙う。死ぬかどうか？', '死亡します', 'yes', '704.5g'],
    ['《ショック》で《灰色熊》を狙った。死ぬかどうか教えて', '死亡します', 'yes', '704.5g'],
    ['《稲妻》で呪禁を持つ2/2を狙えますか？', '対象にできません', 'no', '702.11b'],
    ['相手の《稲妻》が私の4/4を狙っている。4/4は生き残るかどうか知りたい', '戦場に残ります', 'yes', '120'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
});

describe('GIVEN a quoted ability with a condition 「…かぎり、…」 THEN it reads as "As long as …, …" (604.1, 611.3a)', () => {
  const ROWS: [string, string][] = [
    ['「あなたのライフが30点以上であるかぎり、あなたがコントロールするクリーチャーは+2/+2の修整を受ける」というエンチャントがある。私のライフは35点。《灰色熊》のP/Tは？', '4/4'],
    ['「あなたのライフが30点以上であるかぎり、あなたがコントロールするクリーチャーは+2/+2の修整を受ける」というエンチャントがある。私のライフは20点。《灰色熊》のP/Tは？', '2/2'],
  ];
  it.each(ROWS)('%s', (q, says) => right(q, says, null));
});
