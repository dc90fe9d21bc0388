/**
 * Session 13's red team (issue 11), the engine's and the summary's classes:
 * - a token made by a spell or ability was put under the asker's control whoever's it was: it is created
 *   under the control of the player who controls the resolving spell or ability (111.2; a triggered ability
 *   is its source's controller's, 603.3a);
 * - "What happens?" said "Nothing changes." (or described an assumed creature) when a spell was countered,
 *   and left out the tokens made: the summary says what was countered, by what, that its effect doesn't
 *   happen (701.6a), and the tokens created;
 * - "I cast Pyroclasm and kill their Young Wolf": the kill told of the spell was applied again, to the new
 *   object undying returned (400.7): it is the spell's result, checked, never a second destruction;
 * - an Aura or an artifact put into a graveyard was said to have "died": only creatures and planeswalkers die (700.4);
 * - "They cast Lightning Bolt on my Drudge Skeletons and I regenerate it": the shield was put on after the
 *   Bolt resolved; told in the same sentence, with nothing between, it is activated in response (117.3c, 701.19a).
 * Rows are our own variations, both languages, both outcomes.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Raise the Alarm': '警報',
  Thragtusk: 'スラーグ牙',
  Murder: '殺害',
  'Diabolic Edict': '悪魔の布告',
  Unsummon: '送還',
  Counterspell: '対抗呪文',
  'Giant Growth': '巨大化',
  'Wrath of God': '神の怒り',
  'Lightning Bolt': '稲妻',
  'Mana Leak': 'マナ漏出',
  Shock: 'ショック',
  Pyroclasm: '紅蓮地獄',
  'Young Wolf': '若き狼',
  'Kitchen Finks': '台所の嫌がらせ屋',
  'Doom Blade': '破滅の刃',
  Rancor: '怨恨',
  Shatter: '粉砕',
  'Sol Ring': '太陽の指輪',
  'River Boa': 'リバー・ボア',
  'Drudge Skeletons': '蠢く骸骨',
};

describe('GIVEN real cards WHEN a spell or ability makes tokens, counters, kills or is regenerated against', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 111.2: the player who creates a token (the resolving spell's controller) owns and controls it.
    ['My opponent casts Raise the Alarm. What happens?', "Tokens created: Soldier Token, Soldier Token (under the opponent's control, 111.2)", null],
    ['I cast Raise the Alarm. What happens?', 'Tokens created: Soldier Token, Soldier Token (under your control, 111.2)', null],
    ['相手が《警報》を唱えた。どうなる？', 'トークン生成：兵士・トークン、兵士・トークン（対戦相手のコントロール下、111.2）', null],
    // 603.3a: Thragtusk's leaves-the-battlefield trigger is its controller's, so the Beast is theirs.
    ["I cast Murder on my opponent's Thragtusk. What happens?", "Token created: Beast Token (under the opponent's control, 111.2)", null],
    ['相手の《スラーグ牙》を《殺害》した。どうなる？', 'トークン生成：ビースト・トークン（対戦相手のコントロール下、111.2）', null],
    ["I cast Murder on my opponent's Thragtusk. Then my opponent casts Diabolic Edict targeting me. I control no other creatures. What happens?", "Beast Token (under the opponent's control, 111.2). Died: Thragtusk.", null],
    ['I Unsummon my own Thragtusk. What happens?', 'Token created: Beast Token (under your control, 111.2)', null],
    // 701.6a: what was countered, by what, and that its effect doesn't happen (never "Nothing changes.").
    ['My opponent casts Counterspell on my Giant Growth. What happens?', "Giant Growth is countered by Counterspell: it doesn't resolve, so none of its effects happen (701.6a)", null],
    ['I cast Giant Growth on my 2/2 and my opponent Counterspells it. What happens?', 'Giant Growth is countered by Counterspell', null],
    ['相手の《神の怒り》を《対抗呪文》で打ち消した。どうなる？', '《神の怒り》はあなたの《対抗呪文》によって打ち消されます：解決されないので、その効果は何も起こりません（701.6a）', null],
    ['相手が私の《巨大化》に《対抗呪文》を唱えた。どうなる？', '《巨大化》は対戦相手の《対抗呪文》によって打ち消されます', null],
    // 118.12a: a "counter unless … pays" cost not paid; ward's trigger (702.21a) is named by its creature.
    ["I cast Lightning Bolt at my opponent and they cast Mana Leak on it. I don't pay. What happens?", "Lightning Bolt is countered by Mana Leak ({3} wasn't paid)", null],
    ["I cast Lightning Bolt at my opponent's 3/3 with ward 1 and don't pay the ward cost. What happens?", "creature's ability ({1} wasn't paid)", null],
    // 400.7: the kill told of the spell is its result; the returned creature is a new object, left alone.
    ['I cast Pyroclasm and kill their Young Wolf. What happens?', 'Young Wolf is a 2/2 green Wolf Creature with undying. Died: Young Wolf.', null],
    ['They cast Doom Blade and kill my Kitchen Finks. What happens?', 'Died: Kitchen Finks. Life: you 20 → 22.', null],
    ['《紅蓮地獄》を唱えて相手の《若き狼》を倒した。どうなる？', '死亡：対戦相手の《若き狼》。', null],
    // 700.4: an Aura or an artifact is put into a graveyard; it doesn't die.
    ['My Rancor is on my 2/2. My opponent casts Lightning Bolt on the 2/2. What happens?', 'Died: your 2/2 creature. Put into the graveyard from the battlefield: Rancor (then put into the hand).', null],
    ['私の2/2に《怨恨》がついている。相手がその2/2に《稲妻》を撃った。どうなる？', '死亡：あなたの2/2クリーチャー。墓地に置かれた：あなたの《怨恨》（その後手札へ）。', null],
    ["I cast Shatter on my opponent's Sol Ring. What happens?", 'Put into the graveyard from the battlefield: Sol Ring.', null],
    // 117.3c, 701.19a: a regeneration told with the spell cast at the creature is activated in response.
    ['My opponent casts Murder on my River Boa and I regenerate it. Does it survive?', 'survives', 'yes'],
    ['My opponent casts Pyroclasm and I regenerate my Drudge Skeletons. Does it survive?', 'survives', 'yes'],
    ['相手が私の《蠢く骸骨》に《稲妻》を撃ち、私は再生した。生き残る？', '戦場に残ります', 'yes'],
    ['相手が私の《リバー・ボア》に《殺害》を唱え、私はそれを再生した。生き残る？', '戦場に残ります', 'yes'],
    // Told after the spell resolved, the shield comes too late (the card is a new object in the graveyard, 400.7).
    ['My opponent casts Lightning Bolt on my Drudge Skeletons. After it resolves, I regenerate it. Does it survive?', 'dies', 'no'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A kill told of a spell that doesn't kill: the story can't happen as told (700.4), never a made-up destruction. */
  const REFUSED: [string, string, string][] = [
    ["I cast Shock on my opponent's 3/3 and kill it. What happens?", 'impossible', 'does not die'],
    ['I cast Giant Growth on my 2/2 and kill their 3/3. What happens?', 'impossible', 'does not die'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
