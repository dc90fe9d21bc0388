/**
 * Claims and frames around the board (language/en/claims-aside.ts, language/ja/claims-aside.ts, the frame of
 * sentence-shapes.ts): what someone says, thinks, argues or assumed is never a fact of the board. Beside a concrete
 * question it is set aside and the answer comes from the board as told — also where the claim contradicts it; the
 * check of it ("who's right", 本当?) is answered by that question. A claim asked alone, with no outcome read, is
 * refused by name; an act announced ("he said he blocks") is read, not set aside; a sentence with no game content is a frame.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Lightning Bolt': '稲妻', 'Vampire Nighthawk': 'Vampire Nighthawk' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict]: the claim set aside, the board answered (704.5g: 3 damage to a 2/2). */
const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  // The claim contradicts the board: the board answers.
  ['My Grizzly Bears blocks their Hill Giant. My friend says my Grizzly Bears survives. Does my Grizzly Bears die?', 'Grizzly Bears dies', 'yes'],
  ["My Grizzly Bears blocks their Hill Giant. My buddy at my LGS said the Bears survive. Who's right, and does my Grizzly Bears die?", 'Grizzly Bears dies', 'yes'],
  ['I cast Lightning Bolt on their Grizzly Bears, my friend said it survives. Does the Bears die?', 'Grizzly Bears dies', 'yes'],
  ['My Grizzly Bears blocks their Hill Giant. I thought my Grizzly Bears would survive. Does my Grizzly Bears die?', 'Grizzly Bears dies', 'yes'],
  ["My Grizzly Bears blocks their Hill Giant. But he's arguing that my Bears survive. Does my Grizzly Bears die?", 'Grizzly Bears dies', 'yes'],
  // The outcome in disguise ("I don't gain 2 life") answered only by the concrete ask (702.15b lifelink).
  ["I was at 20. I attack with Vampire Nighthawk and they don't block. My opponent thinks I don't gain 2 life. What's my life total?", '22', null],
  // An act announced is no claim: the block stays read (set aside, the Bears would not have blocked and lived).
  ['I attack with my Hill Giant. He said he blocks with his Grizzly Bears. Does the Bears die?', 'Grizzly Bears dies', 'yes'],
  // A card "says" its text: no claim — the enchantment is read (the Giant a 4/4, 613.4c).
  ["My Grizzly Bears blocks their Hill Giant. An enchantment says 'All creatures get +1/+1.' Does my Grizzly Bears die?", 'Hill Giant is a 4/4', 'yes'],
  // Frames with no game content, anywhere in the message.
  ['Judge question. My Grizzly Bears blocks their Hill Giant. Casual game last night. Does my Grizzly Bears die?', 'Grizzly Bears dies', 'yes'],
  // Japanese: a quote + って言う, と言われた, と友人が言っています + 本当でしょうか, と思っていた.
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。友達は「熊は生き残る」って言うんだけど本当?熊は死にますか?', '死亡します', 'yes'],
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は生き残ると言われたのですが、熊は死にますか?', '死亡します', 'yes'],
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は生き残ると友人が言っています。本当でしょうか?熊は死にますか?', '死亡します', 'yes'],
  ['相手の《灰色熊》に《稲妻》を撃ちました。相手に「熊は生き残る」と言われたのですが、熊は死にますか?', '死亡します', 'yes'],
  ['初心者です。私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は生き残ると思っていたのですが、熊は死にますか?', '死亡します', 'yes'],
];

/** [question, code]: never answered. */
const REFUSED: [string, string][] = [
  // The claim is the only question and names no outcome the run computes: its words were made to happen before.
  ['My friend says I gain 2 life. Is that right?', 'not_understood'],
  ['友達は「熊は生き残る」って言うんだけど本当?', 'not_understood'],
  // A claim telling a total would hide a fact: kept to be read, and named.
  ['I Lightning Bolt my opponent. My friend says the opponent has 2 life. Is he dead?', 'not_understood'],
  // A frame with a word that may matter ("Commander", 903.7: 40 life) stays read and is named.
  ['My Grizzly Bears blocks their Hill Giant. Commander night. Does my Grizzly Bears die?', 'not_understood'],
];

describe('claims set aside beside a concrete question', () => {
  it.each(ANSWERED)('%s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('claims alone, announcements and frames with game words: refused', () => {
  it.each(REFUSED)('%s', async (q, code) => refusedAs(() => deps)(q, code));
});

describe('the restatement names what was set aside', () => {
  it('an English claim and frame', async () => {
    const r = await answeredIn('en', () => deps)('Judge question. My Grizzly Bears blocks their Hill Giant. My friend says my Grizzly Bears survives. Does my Grizzly Bears die?');
    expect(r.understood).toContain('“My friend says my Grizzly Bears survives” is a claim, checked by the answer');
    expect(r.understood).toContain('“Judge question” is set aside');
  });
  it('a Japanese claim', async () => {
    const r = await answeredIn('ja', () => deps)('私の《灰色熊》が相手の《丘巨人》をブロックしました。熊は生き残ると言われたのですが、熊は死にますか?');
    expect(r.understood).toContain('「熊は生き残ると言われたのですが」は主張として扱い');
  });
});
