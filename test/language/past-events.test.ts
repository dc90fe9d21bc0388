/**
 * Past events told inside a noun phrase and regeneration (issue 12), in Japanese and English, with
 * questions of our own: control gained with a card named (「《X》で奪った…」, "the bear they stole with X")
 * is that card cast at the creature, in story order; a regeneration shield made (「再生の盾を張った」,
 * 「再生能力を起動した」) with no creature said is the one creature of that player's; "can it regenerate"
 * (「再生できますか」) puts a shield on it there and asks whether it survives (701.19a); "returned to the battlefield",
 * 「戻ってきたら」 after the story took it off the battlefield is its return (a new object, 400.7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../src/language/ja/kuromoji.ts';
import { understand } from '../../src/language/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../src/language/lexicon/cards.ts';
import { readable } from './ja/support.ts';

const CARDS: [string, string, string][] = [
  ['灰色熊', 'Grizzly Bears', 'Creature — Bear'],
  ['セラの天使', 'Serra Angel', 'Creature — Angel'],
  ['脅しつけ', 'Threaten', 'Sorcery'],
  ['反逆の行動', 'Act of Treason', 'Sorcery'],
  ['支配魔法', 'Control Magic', 'Enchantment — Aura'],
  ['リバー・ボア', 'River Boa', 'Creature — Snake'],
  ['蠢く骸骨', 'Drudge Skeletons', 'Creature — Skeleton'],
  ['トロールの苦行者', 'Troll Ascetic', 'Creature — Troll Shaman'],
  ['神の怒り', 'Wrath of God', 'Sorcery'],
  ['殺害', 'Murder', 'Instant'],
  ['稲妻', 'Lightning Bolt', 'Instant'],
];

const cards = new CardSpotter(
  CARDS.flatMap(([ja, en, typeLine]): CardNameSource[] => [
    { name: en, kind: 'name', english: en, typeLine, playable: true },
    { name: ja, kind: 'ja', english: en, typeLine, playable: true },
  ]),
);

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

async function read(q: string): Promise<string[]> {
  const u = await understand(q, { cards });
  if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
  return readable(u.ir);
}

const ROWS: [string, string, string[]][] = [
  ['JA: a creature taken from the opponent with a sorcery, then attacking', '《脅しつけ》で奪った相手の《灰色熊》で攻撃した。相手は何点受ける？', ['{"kind":"cast","spell":"《脅しつけ》","caster":"A","targets":["相手の《灰色熊》"]}', '{"kind":"attack","attackers":["相手の《灰色熊》"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  ['JA: my creature taken with an Aura (passive): cast by the other player', '《支配魔法》で奪われた私の《セラの天使》が死んだ。天使はどこに行く？', ['{"kind":"cast","spell":"《支配魔法》","caster":"B","targets":["私の《セラの天使》"]}', '{"kind":"dies","ids":["私の《セラの天使》"]}', 'ask {"kind":"zone","id":"私の《セラの天使》"}']],
  // 「奪ったばかりの」: taken just now — this turn, the time the story tells it in (302.6): the word is read, never left over.
  ['JA: a creature just taken (ばかり), asked whether it can attack', '《脅しつけ》で奪ったばかりの相手の3/3で攻撃できる？', ['{"kind":"cast","spell":"《脅しつけ》","caster":"A","targets":["相手の3/3"]}', 'ask {"kind":"can-attack","id":"相手の3/3"}']],
  ['JA: a bare creature taken, asked whether it can attack', '《反逆の行動》で奪ったクリーチャーは攻撃できますか？', ['{"kind":"cast","spell":"《反逆の行動》","caster":"A","targets":["クリーチャー"]}', 'ask {"kind":"can-attack","id":"クリーチャー"}']],
  ['EN: a relative clause with no “that”, the object gap the head', 'The Grizzly Bears they stole with Control Magic attacks me. How much damage do I take?', ['{"kind":"cast","spell":"Control Magic","caster":"B","targets":["The Grizzly Bears"]}', '{"kind":"attack","attackers":["The Grizzly Bears"],"target":"A"}', 'ask {"kind":"damage-taken","side":"A"}']],
  ['EN: told as an event, then attacking with it', 'I stole their Serra Angel with Act of Treason and attacked with it. How much damage do they take?', ['{"kind":"cast","spell":"Act of Treason","caster":"A","targets":["their Serra Angel"]}', '{"kind":"attack","attackers":["their Serra Angel"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  ['EN: passive, stolen by an Aura', 'My Grizzly Bears was stolen by Control Magic. Can it attack?', ['{"kind":"cast","spell":"Control Magic","caster":"B","targets":["My Grizzly Bears"]}', 'ask {"kind":"can-attack","id":"My Grizzly Bears"}']],
  ['EN: a relative clause after an auxiliary, “gain control of”', 'Can the creature I gained control of with Threaten attack?', ['{"kind":"cast","spell":"Threaten","caster":"A","targets":["the creature"]}', 'ask {"kind":"can-attack","id":"the creature"}']],
  ['JA: a regeneration shield made with no creature said (the blocker)', '《リバー・ボア》で3/3をブロックし、再生の盾を張った。ボアは生き残る？', ['{"kind":"attack","attackers":["3/3"],"target":null}', '{"kind":"block","blockers":["《リバー・ボア》"],"attacker":"3/3"}', '{"kind":"regenerate","ids":["《リバー・ボア》"]}', 'ask {"kind":"dies","id":"《リバー・ボア》","positive":false}']],
  ['JA: a regeneration ability activated', '私の《トロールの苦行者》が攻撃して4/4にブロックされた。再生能力を起動した。苦行者は死ぬ？', ['{"kind":"attack","attackers":["私の《トロールの苦行者》"],"target":null}', '{"kind":"block","blockers":["4/4"],"attacker":"私の《トロールの苦行者》"}', '{"kind":"regenerate","ids":["私の《トロールの苦行者》"]}', 'ask {"kind":"dies","id":"私の《トロールの苦行者》","positive":true}']],
  ['JA: can it regenerate, the destruction told first', '《神の怒り》が唱えられたら、《リバー・ボア》は再生できる？', ['{"kind":"cast","spell":"《神の怒り》","caster":"A","targets":[]}', '{"kind":"regenerate","ids":["《リバー・ボア》"],"asked":true}', 'ask {"kind":"dies","id":"《リバー・ボア》","positive":false}']],
  ['EN: can I regenerate, the destruction told after', 'Can I regenerate my Drudge Skeletons if my opponent casts Wrath of God?', ['{"kind":"regenerate","ids":["my Drudge Skeletons"],"asked":true}', '{"kind":"cast","spell":"Wrath of God","caster":"B","targets":[]}', 'ask {"kind":"dies","id":"my Drudge Skeletons","positive":false}']],
  ['EN: can it be regenerated from a spell (cast by the other player)', 'Can River Boa be regenerated from Murder?', ['{"kind":"regenerate","ids":["River Boa"],"asked":true}', '{"kind":"cast","spell":"Murder","caster":"B","targets":["River Boa"],"impliedTargets":true}', 'ask {"kind":"dies","id":"River Boa","positive":false}']],
  ['EN: a regeneration shield put on one of two blockers', 'My 2/2 and my 3/3 block their 5/5. I put up a regeneration shield on the 2/2 before damage. Does the 2/2 survive?', ['{"kind":"attack","attackers":["their 5/5"],"target":null}', '{"kind":"block","blockers":["My 2/2","my 3/3"],"attacker":"their 5/5"}', '{"kind":"regenerate","ids":["My 2/2"]}', 'ask {"kind":"dies","id":"My 2/2","positive":false}']],
  // A shield said as what the creature has (session 11 red team): there from where it is told, before the damage or spell.
  ['EN: a creature with a regeneration shield', 'A 2/2 with a regeneration shield is dealt 3 damage. Does it die?', ['{"kind":"regenerate","ids":["A 2/2 with a regeneration shield"]}', '{"kind":"damage","source":null,"target":"A 2/2 with a regeneration shield","amount":3}', 'ask {"kind":"dies","id":"A 2/2 with a regeneration shield","positive":true}']],
  ['EN: a creature that has a regen shield', 'My 2/2 has a regen shield. I Lightning Bolt it. Does it survive?', ['{"kind":"regenerate","ids":["My 2/2"]}', '{"kind":"cast","spell":"Lightning Bolt","caster":"A","targets":["My 2/2"]}', 'ask {"kind":"dies","id":"My 2/2","positive":false}']],
  ['JA: 再生の盾がある (relative clause with が)', '再生の盾がある2/2に《稲妻》。生き残る？', ['{"kind":"regenerate","ids":["2/2"]}', '{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["2/2"]}', 'ask {"kind":"dies","id":"2/2","positive":false}']],
  ['EN: its regeneration activated', 'I block their 4/4 with River Boa and activate its regeneration. Does River Boa die?', ['{"kind":"attack","attackers":["their 4/4"],"target":null}', '{"kind":"block","blockers":["River Boa"],"attacker":"their 4/4"}', '{"kind":"regenerate","ids":["River Boa"]}', 'ask {"kind":"dies","id":"River Boa","positive":true}']],
  ['EN: exiled and then returned (the subject shared)', 'A 3/3 with a +1/+1 counter on it is exiled and then returned to the battlefield. Does it still have the counter?', ['{"kind":"exile","ids":["A 3/3 with a +1/+1 counter on it"]}', '{"kind":"return","ids":["A 3/3 with a +1/+1 counter on it"]}', 'ask {"kind":"has-counters","id":"A 3/3 with a +1/+1 counter on it","counter":"+1/+1"}']],
  ['EN: returned by a player, after dying', 'My 2/2 with two +1/+1 counters on it dies. I return it to the battlefield. What is its P/T?', ['{"kind":"dies","ids":["My 2/2 with two +1/+1 counters on it"]}', '{"kind":"return","ids":["My 2/2 with two +1/+1 counters on it"]}', 'ask {"kind":"pt","id":"My 2/2 with two +1/+1 counters on it"}']],
  ['JA: 戻ってきたら with nothing said: what the story last took off', '+1/+1カウンターが2個乗った私の2/2が追放された。戻ってきたら、P/Tはいくつ？', ['{"kind":"exile","ids":["+1/+1カウンターが2個乗った私の2/2"]}', '{"kind":"return","ids":["+1/+1カウンターが2個乗った私の2/2"],"premise":true,"supposed":true}', 'ask {"kind":"pt","id":"+1/+1カウンターが2個乗った私の2/2"}']],
  ['JA: died and came back (te-form, the subject shared)', '私の《灰色熊》が死亡して戻ってきたら、P/Tは？', ['{"kind":"dies","ids":["私の《灰色熊》"]}', '{"kind":"return","ids":["私の《灰色熊》"],"premise":true,"supposed":true}', 'ask {"kind":"pt","id":"私の《灰色熊》"}']],
  // A leading "When" with a subject and verb in statement order is a subordinator, not the question word.
  ['EN: When it comes back, is it …?', 'My 2/2 with two +1/+1 counters got bounced to my hand. When it comes back, is it a 4/4?', ['{"kind":"bounce","ids":["My 2/2 with two +1/+1 counters"]}', '{"kind":"return","ids":["My 2/2 with two +1/+1 counters"],"premise":true,"supposed":true}', 'ask {"kind":"pt","id":"My 2/2 with two +1/+1 counters","is":{"power":4,"toughness":4}}']],
  ['EN: When it comes back, what is …?', 'Their 3/3 with a +1/+1 counter on it was exiled. When it comes back, what is its power?', ['{"kind":"exile","ids":["Their 3/3 with a +1/+1 counter on it"]}', '{"kind":"return","ids":["Their 3/3 with a +1/+1 counter on it"],"premise":true,"supposed":true}', 'ask {"kind":"pt","id":"Their 3/3 with a +1/+1 counter on it"}']],
  ['EN: When it returns, does it still have …?', 'My Grizzly Bears with a -1/-1 counter died. When it returns to the battlefield, does it still have the counter?', ['{"kind":"dies","ids":["My Grizzly Bears with a -1/-1 counter"]}', '{"kind":"return","ids":["My Grizzly Bears with a -1/-1 counter"]}', 'ask {"kind":"has-counters","id":"My Grizzly Bears with a -1/-1 counter","counter":"-1/-1"}']],
  // A spell cast at nobody said (passive), told before anything else was named: cast at what the question asks about.
  ['JA: asked first, then 撃たれました', '《蠢く骸骨》は生き残りますか？《殺害》を撃たれました。', ['{"kind":"cast","spell":"殺害","caster":"B","targets":["《蠢く骸骨》"]}', 'ask {"kind":"dies","id":"《蠢く骸骨》","positive":false}']],
  ['JA: 打たれた told first, the creature asked after', '《稲妻》を打たれた。自分の《セラの天使》は死ぬ？', ['{"kind":"cast","spell":"稲妻","caster":"B","targets":["自分の《セラの天使》"]}', 'ask {"kind":"dies","id":"自分の《セラの天使》","positive":true}']],
  ['JA: 撃たれたら before the asked creature in one sentence', '《殺害》を撃たれたら、私の《トロールの苦行者》は死にますか？', ['{"kind":"cast","spell":"殺害","caster":"B","targets":["私の《トロールの苦行者》"]}', 'ask {"kind":"dies","id":"私の《トロールの苦行者》","positive":true}']],
  ['JA: a creature told before: the unsaid one is it', '私の3/3がいる。《稲妻》を撃たれた。生き残る？', ['{"kind":"cast","spell":"稲妻","caster":"B","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
];

describe('GIVEN a past event told inside a noun phrase or a regeneration', () => {
  it.each(ROWS)('THEN %s: %s', async (_what, q, want) => {
    expect(await read(q)).toEqual(want);
  });
});

describe('GIVEN control or a regeneration the story cannot tell', () => {
  it.each([
    // Taking one's own creature is no change of control.
    ['I stole my Grizzly Bears with Threaten. Can it attack?', 'steal-own'],
    // Control taken with no card: how long it lasts is not said.
    ['相手の3/3を奪った。攻撃できる？', 'verb:steal'],
    // Asked after it already left the battlefield: too late to say which was meant.
    ['My River Boa was destroyed. Can I regenerate it?', 'regenerate-after-gone'],
    ['《リバー・ボア》が破壊された。《リバー・ボア》は再生できる？', 'regenerate-after-gone'],
    // A shield with no creature said, and two of the player's: asked back.
    ['My 2/2 and my 3/3 block their 5/5. I put up a regeneration shield before damage. Does the 2/2 survive?', 'which-one'],
    // Coming back with nothing that took it off the battlefield, or with the rule that brings it back said.
    ['My 3/3 blocks a 2/2. What is its P/T when it comes back?', 'come-back-from-where'],
    ['私の3/3が攻撃した。戻ってきたら、P/Tは？', 'come-back'],
    ['My 2/2 dies and comes back with persist. What is its P/T?', 'persist'],
    // A spell "cast at it" with nothing but the spell told: never the spell itself (115.5).
    ['《殺害》を撃たれました。死にますか？', 'what-it-refers-to'],
  ])('THEN %s is refused (%s)', async (q, detail) => {
    const u = await understand(q, { cards });
    expect(u.ok).toBe(false);
    expect(JSON.stringify(u)).toContain(detail);
  });
});
