/**
 * Session 50: "Can I save X with <instant>?", 「《巨大化》でエルフを守れますか？」: the instant is cast by the one said to
 * save (the asker when unsaid) at that creature, above a spell still on the stack (117.3c, 601.2, 608.2b), and the
 * question is whether the creature survives. Only an instant; a card already cast, or a non-instant, is named back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { langOf } from '../../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Llanowar Elves': 'ラノワールのエルフ', 'Grizzly Bears': '灰色熊', 'Giant Growth': '巨大化', Shock: 'ショック', 'Lightning Bolt': '稲妻', Murder: '殺害', 'Sudden Shock': '突然のショック', 'Hill Giant': '丘巨人', 'Serra Angel': 'セラの天使' });
}, 120_000);

async function says(q: string): Promise<string> {
  const r = await answerQuestion(q, langOf(q), deps);
  return r.ok ? `answered: ${r.value.answer}` : `refused: ${r.error.message}`;
}

describe('GIVEN "can I save X with <instant>" THEN the instant is cast at X in response and X surviving is answered', () => {
  it.each([
    ['My opponent casts Shock on my Llanowar Elves. Can I save my Elves with Giant Growth?', /^answered: Yes\. Your Llanowar Elves survives \(4\/4 with 2 damage marked\)/],
    ['My opponent casts Lightning Bolt on my Hill Giant. Could I save the Giant with Giant Growth?', /^answered: Yes\. Your Hill Giant survives \(6\/6 with 3 damage marked\)/],
    // Murder destroys: a bigger creature still dies (701.8a).
    ['My opponent casts Murder on my Serra Angel. Can I save it with Giant Growth?', /^answered: No\. Your Serra Angel dies/],
    ['Can I save my Grizzly Bears with Giant Growth?', /^answered: Yes\. Your Grizzly Bears survives \(5\/5\)/],
    ['相手が私の《ラノワールのエルフ》に《ショック》を撃ちました。《巨大化》でエルフを守れますか？', /^answered: はい。あなたの《ラノワールのエルフ》は戦場に残ります（4\/4、ダメージ2点）/],
    ['相手が私の《灰色熊》に《殺害》を唱えた。《巨大化》で熊を助けられる？', /^answered: いいえ。/],
  ] as const)('%s', async (q, want) => {
    expect(await says(q)).toMatch(want);
  });

  it.each([
    // Split second: no spell can be cast while it is on the stack (702.61a) — never "survives".
    ['My opponent casts Sudden Shock on my Llanowar Elves. Can I save my Elves with Giant Growth?', /702\.61a/],
    // The card named is the one already cast: not a second card made up.
    ['My opponent casts Shock on my Grizzly Bears. Can I save the Bears with Shock?', /./],
    // A creature card is no instant to save with.
    ['My opponent casts Shock on my Llanowar Elves. Can I save my Elves with Serra Angel?', /./],
  ] as const)('%s THEN not answered as saved', async (q, want) => {
    const got = await says(q);
    expect(got).toMatch(/^refused/);
    expect(got).toMatch(want);
  });
});
