/**
 * A card named only as the target of a spell that can target only cards in a graveyard ("reanimate their Baneslayer
 * Angel", 115.1) is in that graveyard: read as a permanent, the spell was said to be impossible to cast (a wrong
 * "impossible", dev-s37a). A spell that targets permanents keeps reading it as one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Reanimate: '再活性', 'Baneslayer Angel': 'セラの天使', 'Serra Angel': 'セラの天使', 'Raise Dead': '死者の蘇生', 'Grizzly Bears': '灰色熊', Unsummon: '送還' });
}, 120_000);

/** Question, what the restatement says, what the answer says. */
const ROWS: [string, string, string][] = [
  ["reanimate their baneslayer angel, i'm at 8. my life after?", "Baneslayer Angel in the opponent's graveyard", 'Your life total is 3'],
  ["I cast Reanimate on my opponent's Serra Angel. Who controls it?", "Serra Angel in the opponent's graveyard", 'You control'],
  ['I cast Raise Dead on Grizzly Bears. Where does it end up?', 'Grizzly Bears in a graveyard', "in its owner's hand"],
  ['I cast Unsummon on Grizzly Bears. Where does it end up?', 'your Grizzly Bears', "in its owner's hand"],
  ['相手の《セラの天使》を《再活性》で戻した。私のライフは20点でした。ライフはいくつ？', '対戦相手の墓地の《セラの天使》', '15'],
];

describe('GIVEN a card named only as the target of a spell that targets cards in a graveyard', () => {
  it.each(ROWS)('%s', async (q, understood, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.answer).toContain(says);
  }, 60_000);
});
