/**
 * The legend rule with a second copy of a named legendary card and the kept one told (704.5j):
 * - "I cast a second one", 「2枚目を唱えた」 after exactly one card named is one more card of that name (refs-later.ts
 *   secondOfOneCard), under the same controller;
 * - "keeping the new one", "and keep the new one", 「新しい方を残した」 is the controller's 704.5j choice — the run's
 *   default (the newest kept), read as told; the other goes to the graveyard, which for a creature is dying (700.4), so
 *   its dies triggers fire (Zulaport Cutthroat);
 * - "the old one" / 「古い方」 is that choice too, given to the run (the scenario's legendKeep): the new one goes; "keep
 *   the new one" with no two of one legendary name (Grizzly Bears) is left unread, named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア',
    'Toski, Bearer of Secrets': '秘密を知るもの、トスキ',
    'Zulaport Cutthroat': 'ズーラポートの殺し屋',
    'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    'Grizzly Bears': '灰色熊',
    'Kokusho, the Evening Star': '夜の星、黒瘴',
  });
}, 120_000);

describe('GIVEN a second copy of a named legendary card and the new one told kept WHEN asked THEN the old one goes to the graveyard (704.5j)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I control Thalia, Guardian of Thraben and I cast a second one, keeping the new one. Does the first Thalia die?', 'Yes. Your first Thalia, Guardian of Thraben dies', 'yes'],
    ['I control Sheoldred, the Apocalypse. I cast a second Sheoldred, the Apocalypse and keep the new one. Where is the first Sheoldred?', "ends up in its owner's graveyard", null],
    ['I control Chandra, Torch of Defiance and cast a second Chandra, Torch of Defiance, keeping the new one. Where is the first Chandra?', "ends up in its owner's graveyard", null],
    ['I control Toski, Bearer of Secrets and Zulaport Cutthroat. I cast a second Toski, Bearer of Secrets, keeping the new one. What is my opponent\'s life total?', "The opponent's life total is 19", null],
    ['《スレイベンの守護者、サリア》を出してる。2枚目を唱えて新しい方を残した。1体目のサリアはどこにある?', '墓地にあります', null],
    ['《スレイベンの守護者、サリア》が出てる状態で2枚目を唱えて新しい方を残した。1体目のサリアは死亡する?', 'はい。あなたの1体目の《スレイベンの守護者、サリア》は死亡します', 'yes'],
    ['《ズーラポートの殺し屋》と《秘密を知るもの、トスキ》をコントロールしている。2枚目の《秘密を知るもの、トスキ》を唱えて新しい方を残した。相手のライフは?', '対戦相手のライフは19です', null],
    ['《黙示録、シェオルドレッド》をコントロールしています。2枚目を唱えて、新しい方を残しました。1体目のシェオルドレッドは死亡しますか?', '死亡します', 'yes'],
    // (The old one told kept: the new one goes, and Zulaport's trigger still fires — 700.4.)
    ['I control Toski, Bearer of Secrets and Zulaport Cutthroat. I cast a second Toski, Bearer of Secrets and keep the old one. What are the life totals?', "The opponent's life total is 19", null],
    ['《ズーラポートの殺し屋》と《秘密を知るもの、トスキ》をコントロールしている。2枚目の《秘密を知るもの、トスキ》を唱えて古い方を残した。相手のライフは?', '対戦相手のライフは19です', null],
    ['I control Sheoldred, the Apocalypse and cast a second Sheoldred, the Apocalypse, keeping the old one. Where is the second Sheoldred?', "Your second Sheoldred, the Apocalypse ends up in its owner's graveyard", null],
  ];
  it.each(ROWS)('%s → %s', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
    const r = await answerQuestion(q, q.match(/[ぁ-ん]/u) ? 'ja' : 'en', deps);
    expect(r.ok && r.value.steps.some((x) => x.rules.includes('704.5j'))).toBe(true);
  }, 60_000);
});

describe('GIVEN the old one told kept, or no legendary pair WHEN asked THEN refused, never answered as the default (704.5j)', () => {
  const ROWS: [string, string][] = [
    // (Grizzly Bears is not legendary: the legend rule's choice says nothing of the board.)
    ['I control Grizzly Bears and Zulaport Cutthroat. I cast a second Grizzly Bears and keep the new one. What are the life totals?', 'not_understood'],
    // (Kokusho's dies trigger — "you gain life equal to the life lost this way" — is not modelled: refused, named.)
    ['I already have Kokusho, the Evening Star out and I cast a second one, keeping the new one. Where is the first Kokusho?', 'unmodelled'],
  ];
  it.each(ROWS)('%s → %s', async (q, code) => {
    await refusedAs(() => deps)(q, code);
  }, 60_000);
});
