/**
 * Session 9's red team (issue 11, issue 14): a player's act told with the verb of an ability's cost
 * was read as a bare event, and the ability was dropped — "I sacrifice Selfless Spirit" before a
 * Wrath answered "your 2/2 dies", "I sacrifice Fanatical Firebrand targeting my opponent" left their
 * life at 20. A player sacrifices only to pay a cost or follow an instruction (701.21a), so the
 * sacrifice is the activation whose cost it pays (602.2b), with the targets the clause told; several
 * possible uses are asked back. And "I equip Skullclamp to my 1/1" lost Skullclamp's dies trigger: a
 * leaves-the-battlefield ability looks back to the game just before its event (603.10a), when the
 * Equipment attached by the action was on the creature. Rows: the logged questions, then our own
 * variations (other cards of the 2,000 most played, other words, both languages).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Selfless Spirit': '無私の霊魂',
  'Wrath of God': '神の怒り',
  'Day of Judgment': '審判の日',
  Damnation: '滅び',
  Skullclamp: '頭蓋骨絞め',
  'Fanatical Firebrand': '狂信的扇動者',
  'Mogg Fanatic': 'モグの狂信者',
  'Yahenni, Undying Partisan': '不死の援護者、ヤヘンニ',
  Murder: '殺害',
  'Carrion Feeder': '屍肉喰らい',
  'Cathar Commando': '聖戦士の奇襲兵',
  'Swiftfoot Boots': '速足のブーツ',
  'Bartolomé del Presidio': 'バルトロメ・デル・プレシディオ',
  'Spore Frog': '胞子カエル',
  'Haywire Mite': '機能不全ダニ',
  'Viscera Seer': '臓物の予見者',
  'Diabolic Edict': '残酷な布告',
  'Grizzly Bears': '灰色熊',
  'Hill Giant': '丘巨人',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Loxodon Warhammer': 'ロクソドンの戦槌',
};

describe('GIVEN real cards WHEN a player act is told with the verb of an ability (red team s9)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // The logged questions.
    ['I sacrifice Selfless Spirit, then my opponent casts Wrath of God. Does my 2/2 survive?', 'survives', 'yes'],
    ['相手が《神の怒り》を唱えた。それに対応して《無私の霊魂》を生け贄に捧げた。2/2は生き残りますか？', '戦場に残ります', 'yes'],
    ['《無私の霊魂》を生け贄に捧げた。《神の怒り》で私の3/3は死ぬ？', '戦場に残ります', 'no'],
    ["I sacrifice Fanatical Firebrand targeting my opponent. What's their life?", 'is 19', null],
    ['My opponent casts Murder on Yahenni, Undying Partisan and in response I sacrifice a 2/2 to it. Does Yahenni survive?', 'survives', 'yes'],
    ['I equip Skullclamp to my 1/1. Do I draw cards?', 'You draw 2 cards', 'yes'],
    ['《頭蓋骨絞め》を1/1につけた。カードを何枚引く？', '2枚', null],
    // A sacrifice that pays the sacrificed object's own cost ("Sacrifice this creature: …").
    ['I sac Selfless Spirit and then my opponent casts Damnation. Does my Hill Giant die?', 'survives', 'no'],
    ['I sacrifice Selfless Spirit. My opponent casts Day of Judgment. Does my Hill Giant survive?', 'survives', 'yes'],
    ['《無私の霊魂》を生け贄に捧げた後、相手が《審判の日》を唱えた。私の《丘巨人》は生き残る？', '戦場に残ります', 'yes'],
    ['My Grizzly Bears is blocked by a 3/3. I sacrifice Selfless Spirit. Does my Grizzly Bears die?', 'survives', 'no'],
    ['My opponent sacrifices Selfless Spirit, then I cast Wrath of God. Does their 3/3 die?', 'survives', 'no'],
    // … with the ability's target told in the clause.
    ["I sacrifice Mogg Fanatic targeting my opponent's Llanowar Elves. Does the Llanowar Elves die?", 'dies', 'yes'],
    ["I sacrifice Mogg Fanatic targeting my opponent's 2/2. Does the 2/2 die?", 'survives', 'no'],
    ["I sacrifice Cathar Commando targeting my opponent's Swiftfoot Boots. Is Swiftfoot Boots destroyed?", 'is destroyed', 'yes'],
    ['相手を対象に《狂信的扇動者》を生け贄に捧げた。相手のライフは？', '19', null],
    // … or with what the ability does told next: the damage is the ability's, its recipient the target.
    ['相手が私の《モグの狂信者》に《殺害》を唱えたので、対応して狂信者を生け贄に捧げて相手に1点与えました。相手のライフは？', '19', null],
    ["I sacrifice Mogg Fanatic and deal 1 damage to my opponent. What's their life?", 'is 19', null],
    ['《モグの狂信者》を生け贄に捧げて相手の《ラノワールのエルフ》に1点与えた。エルフは死ぬ？', '死亡します', 'yes'],
    // "to ping X": table talk for that 1 damage (the ability must deal exactly it).
    ['My opponent casts Murder on my Mogg Fanatic. In response I sac it to ping their Llanowar Elves. Does the Llanowar Elves die?', 'dies', 'yes'],
    ["I sacrifice Mogg Fanatic to ping my opponent. What's their life?", 'is 19', null],
    // A sacrifice "to it": another permanent's "Sacrifice another creature: …" cost.
    ['I sacrifice a 1/1 to Carrion Feeder. How big is Carrion Feeder?', '2/2', null],
    ['相手が《殺害》を《不死の援護者、ヤヘンニ》に唱えた。対応して2/2を生け贄に捧げた。ヤヘンニは生き残る？', '戦場に残ります', 'yes'],
    ['My opponent casts Murder on my Bartolomé del Presidio. In response I sacrifice a 1/1 to it. Does Bartolomé del Presidio survive?', 'dies', 'no'],
    // An Equipment attached by the player's act, its creature dying after (603.10a looks back to it equipped).
    ['I equip Skullclamp to my 2/1. How many cards do I draw?', 'You draw 2 cards', null],
    ['《頭蓋骨絞め》を2/1に装備した。カードを何枚引く？', '2枚', null],
    ['I attach Skullclamp to my Llanowar Elves. Do I draw cards?', 'You draw 2 cards', 'yes'],
    ['I equip Skullclamp to my 3/3 and it is destroyed. How many cards do I draw?', 'You draw 2 cards', null],
    ['I move Skullclamp from my 3/3 to my 1/1. How many cards do I draw?', 'You draw 2 cards', null],
    // Equip is an activated ability (702.6a): its effect, the attach, happens when it resolves.
    ["I equip Loxodon Warhammer to my Grizzly Bears and attack. My opponent doesn't block. What's my life?", 'is 25', null],
    // "Can I equip X to Y?", "can I move X onto Y?": that equip ability activated at Y, tried (702.6a: a creature
    // its controller controls, 115.1; only as a sorcery, 602.5d; hexproof stops only an opponent's, 702.11b).
    ['Can I equip Loxodon Warhammer to my Grizzly Bears?', 'can activate', 'yes'],
    ['My Hill Giant is wearing Swiftfoot Boots. Can I move Skullclamp onto it?', 'can activate', 'yes'],
    ["Can I equip Skullclamp to my opponent's Grizzly Bears?", 'a chosen target is illegal', 'no'],
    ['My opponent attacks with Hill Giant. Can I equip Loxodon Warhammer to my Grizzly Bears?', '602.5d', 'no'],
    // Spore Frog's "Prevent all combat damage that would be dealt this turn" is read (615.1a): the ability resolves before combat damage.
    ['I sacrifice Spore Frog. My Grizzly Bears is blocked by a 3/3. Does my Grizzly Bears survive?', 'survives', 'yes'],
    ['《胞子カエル》を生け贄に捧げた。私の《灰色熊》が3/3にブロックされた。灰色熊は生き残る？', '戦場に残ります', 'yes'],
  ];
  it.each(RIGHT)('THEN %s is answered (%s)', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));

  /** [question, code, what the refusal says]. */
  const REFUSED: [string, string, string][] = [
    // The ability whose cost it pays can't be read: named, never dropped.
    ["I sacrifice Haywire Mite targeting my opponent's Swiftfoot Boots. What happens?", 'unmodelled', 'Exile target noncreature artifact'],
    // Two uses in the story (its own ability, another's outlet; an edict's instruction): asked back.
    ['I control Viscera Seer and Selfless Spirit. I sacrifice Selfless Spirit, then my opponent casts Wrath of God. Does my 2/2 survive?', 'needs_detail', 'Viscera Seer'],
    ["I cast Diabolic Edict targeting my opponent and they sacrifice Mogg Fanatic. What's my life?", 'needs_detail', 'Mogg Fanatic'],
    // The ability has a target and none was told: asked back, not activated at nothing.
    ["I sacrifice Mogg Fanatic. What's my opponent's life?", 'needs_detail', 'Mogg Fanatic'],
    // Damage told that isn't what the ability deals (it deals 1): not taken as its target.
    ["I sacrifice Mogg Fanatic and deal 2 damage to my opponent. What's their life?", 'needs_detail', 'Mogg Fanatic'],
    // Equip only as a sorcery (702.6a, 602.5d), and only a creature its controller controls: told otherwise, it can't happen.
    ['My Grizzly Bears is blocked by a 3/3. I equip Loxodon Warhammer to my Grizzly Bears. Does the 3/3 die?', 'impossible', '602.5d'],
    ["I equip Skullclamp to my opponent's 1/1. Do I draw cards?", 'impossible', 'Equip {1}'],
    // A target told for a sacrifice that no ability of the object pays for.
    ["I sacrifice Grizzly Bears targeting my opponent. What's their life?", 'impossible', 'Grizzly Bears'],
    // "ping" that no sacrificed object's ability is, or said with no sacrifice: which ability pings is the card's.
    ["I sacrifice Grizzly Bears to ping my opponent. What's their life?", 'not_understood', 'to ping my opponent'],
    ['Their Mogg Fanatic pings my Llanowar Elves. Does it die?', 'not_understood', 'pings'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});
