/**
 * A modal spell's mode told by what it does (700.2, 601.2b), in English and Japanese: the words are
 * matched against each mode's compiled meaning — the effect it has (120.3 damage, 615.1 prevention,
 * 119.3 life), the keyword it grants (702.4b double strike, 702.12b indestructible), its amount —
 * "choosing double strike", "in prevent mode", "for the life gain mode", 「二段攻撃モードで」「二段攻撃を
 * 選んで」「ライフ回復モード」. Words that fit no mode, several, or a spell without modes are asked back
 * naming them; a mode is never picked silently.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Boros Charm': 'ボロスの魔除け', 'Healing Salve': '治癒の軟膏', 'Izzet Charm': 'イゼットの魔除け', "Kolaghan's Command": 'コラガンの命令',
    'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Hill Giant': '丘巨人',
  });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[ぁ-んァ-ン]/.test(q) ? 'ja' : 'en');

describe('GIVEN a modal spell told with the mode it was cast in, by what that mode does', () => {
  it.each([
    // [question, answer, a rule the steps cite]
    ['I control Grizzly Bears. I cast Boros Charm choosing double strike on my Grizzly Bears. It attacks and isn\'t blocked. How much damage does it deal?', /4 damage/, '702.4b'],
    ['I cast Boros Charm in its double strike mode targeting my Hill Giant. Hill Giant attacks and isn\'t blocked. How much damage does it deal in all?', /6 damage/, '702.4b'],
    ["I'm at 10 life. I cast Healing Salve on myself for the life gain mode. What's my life total?", /13/, '119.3'],
    ["I'm at 10 life. My opponent casts Lightning Bolt targeting me. In response I cast Healing Salve on myself in prevent mode. What's my life total?", /\b10\b/, '615.7'],
    ["I cast Izzet Charm using the damage mode on my opponent's Grizzly Bears. Does Grizzly Bears die?", /^Yes/, '704.5g'],
    ['I control Grizzly Bears. I cast Boros Charm choosing indestructible. Then my opponent casts Lightning Bolt targeting my Grizzly Bears. Does Grizzly Bears die?', /^No/, '702.12b'],
    ['私の《灰色熊》に《ボロスの魔除け》を二段攻撃モードで唱えた。《灰色熊》が攻撃してブロックされなかった。何点与える？', /4点/, '702.4b'],
    ['私の《丘巨人》に《ボロスの魔除け》を二段攻撃を選んで唱えた。《丘巨人》が攻撃してブロックされなかった。何点与える？', /6点/, '702.4b'],
    ['私のライフは10。自分に《治癒の軟膏》をライフ回復のモードで唱えた。私のライフは？', /13/, '119.3'],
    // The spell's mode said with の and no を: the spell is still what is cast.
    ['ブロックされなかった私の《丘巨人》に《ボロスの魔除け》の二段攻撃モード撃ったら何点入る？', /6点/, '702.4b'],
    ['私の《灰色熊》に《ボロスの魔除け》の二段攻撃モードを選んで唱えた。《灰色熊》が攻撃してブロックされなかった。何点与える？', /4点/, '702.4b'],
    ['私のライフは10。相手が私に《稲妻》を唱え、対応して私は自分に《治癒の軟膏》を3点軽減モードで唱えた。私のライフは？', /10/, '615.7'],
    ['相手のライフは20。私は《ボロスの魔除け》を4点ダメージのモードで相手に唱えた。相手のライフは？', /16/, '120.3'],
    ['私は《灰色熊》をコントロールしている。《ボロスの魔除け》を破壊不能モードで唱えた。そのあと相手が私の《灰色熊》に《稲妻》を唱えた。《灰色熊》は死にますか？', /いいえ/, '702.12b'],
  ] as const)('%s THEN that mode is chosen (700.2)', async (q, says, rule) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    const rules = r.value.steps.flatMap((s) => s.rules);
    expect(rules).toContain('700.2a');
    expect(rules).toContain(rule);
  });

  it.each([
    // No mode of Healing Salve destroys: the words are named back with its modes.
    ["I'm at 10 life. I cast Healing Salve on myself choosing the destroy mode. What's my life total?", /“destroy”.*“Target player gains 3 life\.”/],
    // Izzet Charm's damage mode and its draw mode both have a 2.
    ["I cast Izzet Charm choosing the 2 mode on my opponent's Grizzly Bears. Does Grizzly Bears die?", /“2” fits more than one mode/],
    // Lightning Bolt has no modes: the words aren't dropped.
    ["I cast Lightning Bolt in draw mode on my opponent's Grizzly Bears. Does Grizzly Bears die?", /no modes to choose.*“draw”/],
    // Told nothing of the mode: asked which.
    ["I'm at 10 life. I cast Healing Salve on myself. What's my life total?", /which mode of your Healing Salve/],
    ['私のライフは10。自分に《治癒の軟膏》を破壊のモードで唱えた。私のライフは？', /「破壊」/],
    ['相手の《灰色熊》に《稲妻》をドローモードで唱えた。《灰色熊》は死にますか？', /「ドロー」/],
  ] as const)('%s THEN the mode is asked back naming the words (700.2, 601.2b)', async (q, says) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
  });

  it("GIVEN Kolaghan's Command (choose two) told only one mode by its words THEN it is not answered", async () => {
    const r = await answerQuestion("I cast Kolaghan's Command choosing the discard mode targeting my opponent. How many cards are in their hand?", 'en', deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
  });
});
