/**
 * "I stole their Bears with Mind Control. They Unsummon it.": a control spell told by a steal verb said as done has
 * resolved before what the story tells next (608.1) — control was taken — so the next spell is cast after it, never
 * read as a response under it while it waits on the stack (frames/stack-push.ts stealToldDone). Told "in response",
 * or in the present tense, the story is read as before. Wordings of our own, both languages.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', Unsummon: '送還', 'Mind Control': '精神の制御', 'Lightning Bolt': '稲妻', 'Control Magic': '支配魔法' });
}, 120_000);

describe('GIVEN a steal told as done THEN the control spell resolved before the next spell', () => {
  const ROWS: [string, string, string][] = [
    ['I stole their Grizzly Bears with Mind Control. They Unsummon it. Does it return to my hand?', 'Mind Control resolves; the opponent casts Unsummon', "its owner's (the opponent's) hand"],
    ['I took control of their Serra Angel with Control Magic. They cast Unsummon on it. Does it return to my hand?', 'Control Magic resolves; the opponent casts Unsummon', "its owner's (the opponent's) hand"],
    ['I stole their Grizzly Bears with Mind Control. They cast Lightning Bolt on it. Does it go to my graveyard?', 'Mind Control resolves', "its owner's (the opponent's) graveyard"],
    ['《精神の制御》で対戦相手の《灰色熊》を奪った。対戦相手はそれに《送還》を唱えた。《灰色熊》は私の手札に戻る？', '《精神の制御》が解決する。対戦相手が自分の《灰色熊》を対象に《送還》を唱える', 'オーナー（対戦相手）の手札'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
});

describe('GIVEN the steal told in response, or as a cast THEN read as before', () => {
  const ROWS: [string, string, string][] = [
    ['I stole their Grizzly Bears with Mind Control. In response they Unsummon it. Where does the Bears end up?', 'in response, the opponent casts Unsummon', "its owner's hand"],
    ['I cast Mind Control on their Grizzly Bears. They Unsummon it. Where does the Bears end up?', 'while Mind Control is still on the stack', "its owner's hand"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
});
