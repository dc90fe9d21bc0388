/**
 * Session 12's red team (issue 11 §2, issue 12 §4): references that found the wrong object, answered
 * confidently. Our own variations, both languages, both outcomes:
 * - "them" may mean one creature whose name is a plural (Grizzly Bears, Llanowar Elves) as well as the
 *   opponent; the spell's target restriction (115.1) settles it, else it is asked back;
 * - "it" is the planeswalker a clause was about or was dealt damage (120.3c), not the creature named with it;
 *   "is it countered?" is the spell a spell was cast at (701.6a);
 * - a description by a quality ("the flier", 「到達を持つ方」, "the 2/2") picks the card the catalog says has
 *   it, never the latest object; several are asked back, none is never filled with another;
 * - 「自分の」 after the opponent as the subject may be the opponent's own or the asker's (players say 自分 for
 *   themselves): asked back, never guessed; said with 相手の it is the opponent's;
 * - 「それ」 after a block with its attacker unsaid could be either creature: asked back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Serra Angel': 'セラの天使',
  'Giant Spider': '大蜘蛛',
  'Giant Growth': '巨大化',
  'Lightning Bolt': '稲妻',
  'Doom Blade': '破滅の刃',
  Shock: 'ショック',
  Counterspell: '対抗呪文',
  Dismember: '四肢切断',
  'Swords to Plowshares': '剣を鍬に',
};

describe('GIVEN real cards WHEN a reference could name another object', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // "them" = the Bears: Giant Growth targets only a creature (115.1); 3 damage to a 5/5 isn't lethal (704.5g).
    ['The opponent casts Lightning Bolt at my Grizzly Bears. In response I cast Giant Growth on them. Do the Bears die?', 'survives', 'no'],
    // Giant Growth resolves first, then -5/-5 makes the Bears 0/0 (704.5f).
    ['My opponent casts Dismember on my Grizzly Bears and I respond with Giant Growth on them. Do the Bears survive?', 'dies', 'no'],
    // Doom Blade targets only a creature: "them" = the Elves (701.8).
    ['My opponent attacks with Llanowar Elves and I cast Doom Blade on them. Do they die?', 'dies', 'yes'],
    // "it" = the planeswalker the clause was about: 5 damage removes 5 loyalty counters (120.3c), 0 loyalty → graveyard (704.5i).
    ['My planeswalker with 4 loyalty is dealt 6 damage by a creature. Does it die?', 'dies', 'yes'],
    ["My opponent's 2/2 deals 2 damage to my planeswalker with 5 loyalty. Does it die?", 'survives', 'no'],
    // "it" = the spell Counterspell was cast at (701.6a).
    ['My opponent casts Lightning Bolt at me. I cast Counterspell on it. Is it countered?', 'is countered', 'yes'],
    ['相手が私に《稲妻》を撃った。私はそれに《対抗呪文》を撃った。それは打ち消される？', '打ち消されます', 'yes'],
    // A quality picks the one card that has it: Serra Angel flies (4/4: 3 damage isn't lethal), Giant Spider has reach.
    ['The opponent controls Grizzly Bears and Serra Angel. I cast Doom Blade on the flier. Does Serra Angel die?', 'dies', 'yes'],
    ['The opponent controls Serra Angel and Grizzly Bears. I Lightning Bolt the creature with flying. Does Grizzly Bears survive?', 'survives', 'yes'],
    ['The opponent controls Giant Spider and Grizzly Bears. I Shock the creature with reach. Does Giant Spider die?', 'survives', 'no'],
    ['相手は《灰色熊》と《セラの天使》をコントロールしている。飛行を持つクリーチャーに《稲妻》を撃った。《セラの天使》は死ぬ？', '戦場に残ります', 'no'],
    ['相手は《大蜘蛛》と《灰色熊》をコントロールしている。到達を持つ方に《破滅の刃》を撃った。《大蜘蛛》は死ぬ？', '死亡します', 'yes'],
    // Colour and size are the card's too: the green one and the 2/2 are the Bears.
    ['The opponent controls Serra Angel and Grizzly Bears. I Shock the green creature. Does Serra Angel survive?', 'survives', 'yes'],
    ['The opponent controls Serra Angel and Grizzly Bears. I Shock the 2/2. Do the Bears die?', 'dies', 'yes'],
    // 相手の said: the opponent's 2/2 blocks, Giant Growth makes it 5/5 (510.2, 704.5g).
    ['相手は私の3/3を相手の2/2でブロックし、その2/2に《巨大化》を撃った。私の3/3は死ぬ？', '死亡します', 'yes'],
    ['相手は相手の4/4で私の3/3をブロックした。私の3/3は死ぬ？', '死亡します', 'yes'],
    // Said with no player as the subject, 自分の is the asker's, as before.
    ['自分の2/2に《巨大化》を撃った。相手の3/3が2/2をブロックした。2/2は死ぬ？', '戦場に残ります', 'no'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Life follows whose the exiled creature was (Swords to Plowshares: its controller gains the life). */
  it('相手が自分の《灰色熊》に《剣を鍬に》を撃った → the opponent gains 2', async () => {
    await answeredRight(() => deps)('相手が相手の《灰色熊》に《剣を鍬に》を撃った。相手のライフはいくつになる？', '22', null);
    // 自分の after the opponent as subject: whose is asked back.
    await refusedAs(() => deps)('相手が自分の《灰色熊》に《剣を鍬に》を撃った。相手のライフはいくつになる？', 'ambiguous', '自分の');
    // What a player blocks with is their own (509.1a): there 自分 can only be the subject's, nothing to ask back.
    await answeredRight(() => deps)('相手は自分の4/4で私の3/3をブロックした。私の3/3は死ぬ？', 'はい', 'yes');
  }, 60_000);

  /** [question, refusal code, what it says]: asked back or named, never another object taken. */
  const ASKED: [string, string, string][] = [
    // Lightning Bolt could target the Bears or the opponent.
    ['My opponent controls Grizzly Bears. I cast Lightning Bolt at them. What happens?', 'ambiguous', 'the opponent'],
    // Asked whether it can be cast "on them": the Bears or the opponent is asked back (the ask doesn't weigh 115.1).
    ['My opponent casts Lightning Bolt at my Grizzly Bears. Can I cast Giant Growth on them?', 'ambiguous', 'Grizzly Bears'],
    // Two fliers: which one isn't said.
    ['My opponent controls Serra Angel and a 2/2 with flying. I Doom Blade the flier. What dies?', 'ambiguous', 'Serra Angel'],
    // No creature told has reach: none is invented.
    ['My opponent controls Serra Angel and Grizzly Bears. I Shock the creature with reach. What dies?', 'not_understood', 'reach'],
    // Countered: Lightning Bolt or the first Counterspell, both aimed at.
    ['My opponent casts Lightning Bolt at my Grizzly Bears. I cast Counterspell on it and they cast Counterspell on my Counterspell. Is it countered?', 'ambiguous', 'Lightning Bolt'],
    // それ after a block with the attacker unsaid: the blocker or the attacker.
    ['相手が4/4で攻撃してきた。3/3でブロックしたら、相手はそれに《巨大化》を撃った。私の3/3は死ぬ？', 'ambiguous', '4/4'],
    ['My opponent attacks with a 4/4. I block with my 3/3 and they cast Giant Growth on it. Does my 3/3 die?', 'ambiguous', '4/4'],
  ];
  it.each(ASKED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
