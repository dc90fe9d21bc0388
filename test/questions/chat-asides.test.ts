/**
 * Chat around a story (issue 12): a preface or an aside with nothing the game reads — no card, number, keyword, game
 * verb, player or zone word — is set aside and said back in the restatement; a verbless "not", "that" or "it" in it
 * negates or points at nothing. Reported speech closed by 「とのこと」 (「友人いわく「…」とのこと」) is a claim, as one with
 * a report verb is: never a fact of the board, checked by the concrete question's answer. The near misses carry a
 * game fact (a number, a player, a verb) and are still read or refused, never dropped. Answers: 704.5g (lethal damage),
 * 510.2 (combat damage dealt), 603.2 (a trigger).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredIn, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Lightning Bolt': '稲妻', 'Blood Artist': '血の芸術家', 'Rest in Peace': '安らかなる眠り' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict, a rule the trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  // A preface with a verbless aside of its own before the colon, in any order of its words.
  ['quick one (well not that quick sorry): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?', 'Grizzly Bears dies', 'yes', '704.5g'],
  ['Weird one (not that weird really): I attack with Hill Giant and they block with Grizzly Bears. Does the Bears die?', 'Grizzly Bears dies', 'yes', '704.5g'],
  ['Odd one, sorry: their Hill Giant is blocked by my Grizzly Bears. Does my Grizzly Bears die?', 'Grizzly Bears dies', 'yes', '704.5g'],
  // 「とのこと」 after a quote or a clause closed by と: the friend's claim, checked by the question asked.
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。友人いわく「熊は生き残る」とのこと。熊は死にますか?', '死亡します', 'yes', '704.5g'],
  ['相手の《灰色熊》に《稲妻》を撃ちました。友人によると熊は生き残るとのこと。熊は死にますか?', '死亡します', 'yes', '704.5g'],
  ['相手の場に《安らかなる眠り》があり、私の場には《血の芸術家》がいます。私が《稲妻》で相手の《灰色熊》を倒したのですが、友人いわく「死んでないから誘発しない」とのこと。《血の芸術家》は誘発しますか?', '誘発しません', 'no', '614'],
];

/** [question, code]: a near miss with a game fact in the chat, never answered with it dropped. */
const REFUSED: [string, string][] = [
  // A number, a player or a verb in the aside: it may tell the board.
  ['quick one (not 2 though): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?', 'not_understood'],
  ['quick one (he is not blocking): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?', 'not_understood'],
  ['quick one (that one died): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?', 'not_understood'],
  // A format named (903.7: 40 life) is no empty frame.
  ['quick one (commander, not that quick): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?', 'not_understood'],
  // A claim naming a card the story never tells would take it off the board: kept, named.
  ['私の《灰色熊》が相手の《丘巨人》をブロックしました。友人いわく「《稲妻》を撃てば勝てた」とのこと。熊は死にますか?', 'not_understood'],
  // A claim with no concrete question beside it is named, never read as what happened.
  ['友人いわく「熊は生き残る」とのこと。本当?', 'not_understood'],
];

describe('chat set aside', () => {
  it.each(ANSWERED)('%s', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('near misses with a game fact still refused', () => {
  it.each(REFUSED)('%s', async (q, code) => refusedAs(() => deps)(q, code));
});

describe('the restatement names what was set aside', () => {
  it('English preface with its aside', async () => {
    const r = await answeredIn('en', () => deps)('quick one (well not that quick sorry): my Grizzly Bears blocks their Hill Giant. Does my Grizzly Bears die?');
    expect(r.understood).toContain('“quick one (well not that quick sorry)” is set aside');
  });
  it('Japanese hearsay', async () => {
    const r = await answeredIn('ja', () => deps)('私の《灰色熊》が相手の《丘巨人》をブロックしました。友人いわく「熊は生き残る」とのこと。熊は死にますか?');
    expect(r.understood).toContain('「友人いわく「熊は生き残る」とのこと」は主張として扱い');
  });
});
