/**
 * The value chosen for X (107.3a) said in any of its usual ways — "for X=1", "with X being 3", "(X=2)" after a spell's
 * name, 「X=3で」「(X=3)」 — is the X of the spell or ability it is said of, whatever frame tells that cast: a spell
 * named as what kills ("Can Toxic Deluge for X=1 kill it?"), a spell responded to (「相手の《毒の濁流》(X=3)に…で対応」),
 * a spell cast. An activated ability with {X} in its activation cost is activated with the X said (602.2b applies
 * 601.2b; 107.3k: that activation's own X); none said, it stops rather than guess. A cost that removes counters is told
 * as "I remove a counter to …" even when the counters were told with no kind ("with 2 counters": the card's own kind).
 * An ability is named by the mana of its activation cost too ("Shadowspear's {1} ability", 602.1a).
 * Outcomes worked out by hand: Toxic Deluge X=1 on a 0/1 indestructible Craterhoof (Darksteel Mutation) — 0 toughness,
 * put into the graveyard (704.5f), its caster paying 1 life; Blaze X=1 deals 1, indestructible keeps it (702.12b);
 * Cinder Elemental X=3 kills a 3/3 Hill Giant, X=2 doesn't; Heroic Intervention doesn't save anything from Deluge X=3
 * (-3/-3: toughness 0 or less, 704.5f); Walking Ballista with 2 counters and Basilisk Collar pings a 5/5 dead
 * (deathtouch 702.2) and gains 1 (lifelink 702.15).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = {
  'Toxic Deluge': '毒の濁流', 'Blaze': '猛火', 'Craterhoof Behemoth': '孔蹄のビヒモス', 'Darksteel Mutation': 'ダークスティールの突然変異',
  'Heroic Intervention': '英雄的介入', 'Grizzly Bears': '灰色熊', 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Cinder Elemental': '燃えがらの精霊',
  'Hill Giant': '丘巨人', 'Walking Ballista': '歩行バリスタ', 'Basilisk Collar': 'バジリスクの首輪', 'Triskelion': 'トリスケリオン',
  'Mirror Entity': '鏡の精体', 'Crypt Rats': '墓所のネズミ', 'Solemn Simulacrum': '真面目な身代わり',
  'Shadowspear': '影槍', 'Darksteel Plate': 'ダークスティールの板金鎧', 'Infernal Grasp': '冥府の掌握',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  // A spell named as what kills, with its X said as a "for"/"with" role.
  ['Their Craterhoof Behemoth has Darksteel Mutation. Can Toxic Deluge for X=1 kill it?', 'dies', 'yes', '704.5f'],
  ['Their Craterhoof Behemoth has Darksteel Mutation. Can Toxic Deluge with X being 1 kill it?', '20 → 19', 'yes', '704.5f'],
  ['Their Craterhoof Behemoth has Darksteel Mutation. Can Blaze with X=1 kill it?', 'indestructible', 'no', '702.12b'],
  ['相手の《孔蹄のビヒモス》に《ダークスティールの突然変異》がついている。《毒の濁流》をX=1で唱えたら死ぬ?', '死亡', 'yes', '704.5f'],
  // X written right after the spell's name, bracketed or not, in a cast or a response.
  ['They cast Toxic Deluge (X=1). Does my Grizzly Bears die?', 'survives (1/1)', 'no', '601.2'],
  ['They cast Toxic Deluge (X=2). I respond with Heroic Intervention. Does my Vampire Nighthawk survive?', 'survives (0/1)', 'yes', '601.2'],
  ['相手の《毒の濁流》(X=3)に《英雄的介入》で対応したら、《灰色熊》と《吸血鬼の夜鷲》は助かる?', '死亡', 'no', '704.5f'],
  ['相手の《毒の濁流》（X=3）に《英雄的介入》で対応したら、《灰色熊》は助かる?', '死亡', 'no', '704.5f'],
  ['相手の《毒の濁流》X=3に《英雄的介入》で対応したら、《吸血鬼の夜鷲》は助かる?', '死亡', 'no', '704.5f'],
  // An activated ability with {X} in its cost, activated with the X said (107.3a, 107.3k).
  ['I activate Cinder Elemental with X=3 targeting their Hill Giant. Does it die?', 'dies', 'yes', '602.2'],
  ["I activate Cinder Elemental's ability with X being 2 on their Hill Giant. Does it die?", 'survives', 'no', '602.2'],
  ['相手の《丘巨人》を対象に《燃えがらの精霊》をX=3で起動した。《丘巨人》は死ぬ?', '死亡', 'yes', '602.2'],
  // Counters removed as a cost, the counters told with no kind (the card's own +1/+1 counters).
  ['Walking Ballista with 2 counters has Basilisk Collar. I remove a counter to ping their 5/5. Does it die, and do I gain life?', '20 → 21', 'yes', '702.2'],
  ['I control Triskelion with 3 counters. I remove a counter to ping their Grizzly Bears. Does it die?', 'survives', 'no', '602.2'],
  // An ability named by the mana of its activation cost (602.1a): Shadowspear's {1} (not its equip {2}) — the 4/4
  // loses indestructible until end of turn, so Infernal Grasp destroys it.
  ["Their 4/4 has Darksteel Plate. I activate Shadowspear's {1} ability and then Infernal Grasp it. Does it die?", 'dies', 'yes', '602.2'],
];

/** [question, refusal code, what it names]. */
const REFUSED: [string, string, string][] = [
  // {X} in the activation cost and no X said: not guessed as 0 (107.3a).
  ['I activate Cinder Elemental targeting their Hill Giant. Does it die?', 'unmodelled', '107.3a'],
  // Neighbours whose {X} ability the engine doesn't read: still named, never answered.
  ['I activate Mirror Entity with X=4. I also control Solemn Simulacrum with a +1/+1 counter. What are their power and toughness?', 'unmodelled', 'base power and toughness X/X'],
  ['《鏡の精体》をX=4で起動しました。+1/+1カウンターが1個乗った《真面目な身代わり》もいます。それぞれ何/何ですか?', 'unmodelled', 'base power and toughness X/X'],
  ['I activate Crypt Rats with X=2. Does my Grizzly Bears die?', 'unmodelled', 'Spend only black mana on X'],
  // A cost no ability of it has: no such ability, never another one taken for it.
  ["Their 4/4 has Darksteel Plate. I activate Shadowspear's {3} ability and then Infernal Grasp it. Does it die?", 'impossible', 'Shadowspear'],
];

describe('GIVEN the value chosen for X said of a spell or an activated ability, or counters removed as a cost', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});
