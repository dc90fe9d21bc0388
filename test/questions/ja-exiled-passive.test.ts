/**
 * The passive of exiling asked yes/no (issue 12, session 20): 「天使は追放されますか」「熊って追放されるの？」
 * "Is it exiled?", "Will the Angel be exiled?" — whether the run puts that object into exile (406.1), the
 * zone question "does it end up in exile?". They were refused for their wording. Still refused, as other
 * questions: the negated question (「追放されない？」 — a Japanese negative is answered about the negative, which a
 * zone question does not say), one asked with a question word (「どれが追放されますか」), and the active potential
 * (「熊は追放できますか」 "can it be exiled": what may be done, not what happens).
 * Expected values from the cards' text: Path to Exile exiles its target (406.1); Heroic Intervention gives
 * hexproof, so Path has no legal target and doesn't resolve (608.2b); Lightning Bolt's 3 damage puts a 2/2 into
 * the graveyard (704.5g); indestructible stops destruction only (702.12b).
 * A zone said with a passive's に is where the thing is put, never who acts (「熊は手札に戻されますか」): main read the
 * hand as the agent and asked whether the Bears returned to the battlefield — a confident wrong "no" after Unsummon
 * (which returns it to its owner's hand).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const CARDS: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Path to Exile': '流刑への道',
  'Serra Angel': 'セラの天使',
  'Heroic Intervention': '英雄的介入',
  'Lightning Bolt': '稲妻',
  'Avacyn, Angel of Hope': '希望の天使アヴァシン',
  Unsummon: '送還',
};

describe('GIVEN the passive of exiling asked yes/no', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, language, what the restatement asks, verdict]. */
  const ANSWERED: [string, 'ja' | 'en', string, 'yes' | 'no'][] = [
    ['相手の《灰色熊》に《流刑への道》を撃った。熊は追放されますか？', 'ja', '対戦相手の《灰色熊》は追放領域に置かれるか', 'yes'],
    ['相手の《灰色熊》に《流刑への道》を撃った。熊って追放されるの？', 'ja', '対戦相手の《灰色熊》は追放領域に置かれるか', 'yes'],
    ['相手の《セラの天使》に《流刑への道》を撃ったら、対応して相手が《英雄的介入》を使った。天使は追放される？', 'ja', '対戦相手の《セラの天使》は追放領域に置かれるか', 'no'],
    ['相手の《灰色熊》に《稲妻》を撃った。熊は追放されますか？', 'ja', '対戦相手の《灰色熊》は追放領域に置かれるか', 'no'],
    ['相手の《希望の天使アヴァシン》は《流刑への道》で追放されますか？', 'ja', '対戦相手の《希望の天使アヴァシン》は追放領域に置かれるか', 'yes'],
    ['相手の《灰色熊》に《送還》を撃った。熊は手札に戻されますか？', 'ja', '対戦相手の《灰色熊》は手札に戻るか', 'yes'],
    ['相手の《灰色熊》に《稲妻》を撃った。熊は手札に戻されますか？', 'ja', '対戦相手の《灰色熊》は手札に戻るか', 'no'],
    ['相手の《灰色熊》に《送還》を撃った。熊は戦場に戻されますか？', 'ja', '対戦相手の《灰色熊》は戦場に戻るか', 'no'],
    ['I cast Path to Exile on their Grizzly Bears. Is it exiled?', 'en', "is the opponent's Grizzly Bears put into exile", 'yes'],
    ['I cast Path to Exile on their Serra Angel and they respond with Heroic Intervention. Will the Angel be exiled?', 'en', "is the opponent's Serra Angel put into exile", 'no'],
  ];
  it.each(ANSWERED)('%s (%s) → %s: %s', async (q, lang, understood, verdict) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);

  /** Other questions, not read as "is it put into exile": refused, naming the words. */
  it.each([
    ['相手の《灰色熊》に《流刑への道》を撃った。熊は追放されない？', 'ja', '追放されない'],
    ['相手の《灰色熊》に《流刑への道》を撃った。どれが追放されますか？', 'ja', 'どれが追放されますか'],
    ['相手の《灰色熊》に《流刑への道》を撃った。熊は追放できますか？', 'ja', '追放できますか'],
    ["I cast Path to Exile on their Grizzly Bears. Isn't it exiled?", 'en', "Isn't it exiled"],
    ['I cast Path to Exile on their Grizzly Bears. Can it be exiled?', 'en', 'Can it be exiled'],
  ] as const)('%s (%s) → refused naming %s', async (q, lang, named) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok ? `answered: ${r.value.answer}` : 'refused').toBe('refused');
    if (!r.ok) expect(r.error.message).toContain(named);
  }, 60_000);
});
