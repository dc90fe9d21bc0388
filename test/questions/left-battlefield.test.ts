/**
 * Issue 11 ("facts follow the engine's state"): an act only a permanent can undergo, told of a creature that had already
 * left the battlefield, is not done to the card in its new zone. "A 3/3 with three -1/-1 counters gets a +1/+1 counter":
 * the 3/3 is 0/0 and goes to the graveyard at the check before anyone acts (704.5f, 704.3), and the counter was shown put
 * on the card in the graveyard. A card that changes zones is a new object (400.7): the story as told can't happen, and
 * the reply says the creature had already left the battlefield (engine objects.ts permanentObject). Acts that address a
 * card wherever it is (Raise Dead returning it from the graveyard) and a creature that came back (a flicker) still follow.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', Unsummon: 'Unsummon', Cloudshift: 'Cloudshift', 'Raise Dead': '死者再生', Pyroclasm: '紅蓮地獄' });
}, 120_000);

const LEFT: Record<'en' | 'ja', string> = { en: 'had already left the battlefield', ja: 'すでに戦場を離れています' };

/** [question, the zone the reply says the card is in now, what could not be done to it]. */
const GONE: [string, string, string][] = [
  ['My 3/3 has three -1/-1 counters. I put a +1/+1 counter on it. What happens?', 'graveyard', 'counters'],
  ['I put three -1/-1 counters on my Hill Giant, then put a +1/+1 counter on it. What is its power?', 'graveyard', 'counters'],
  ['I destroy my Hill Giant, then it gets +3/+3 until end of turn. What happens?', 'graveyard', 'that effect'],
  ['I sacrifice my Grizzly Bears, then deal 2 damage to it. What happens?', 'graveyard', 'dealt damage'],
  ['I bounce their Grizzly Bears, then put a +1/+1 counter on it. What happens?', 'hand', 'counters'],
  ['I cast Unsummon on their Grizzly Bears, then put a +1/+1 counter on it. What happens?', 'hand', 'counters'],
  ['I destroy their Grizzly Bears, then I destroy it again. What happens?', 'graveyard', 'destroyed'],
  // Raise Dead follows it from the graveyard (it addresses a card there); the counter after it does not.
  ['My Grizzly Bears dies, then I cast Raise Dead targeting it, then put a +1/+1 counter on it. What happens?', 'hand', 'counters'],
  ['-1/-1カウンターが3個乗った3/3に、+1/+1カウンターを1個置いたらどうなりますか？', '墓地', 'カウンター'],
  ['自分の3/3に-1/-1カウンターを3個置く。そのあとそれに+1/+1カウンターを1個置く。どうなる？', '墓地', 'カウンター'],
  ['灰色熊を破壊して、そのあとそれはターン終了時まで+2/+2の修整を受ける。どうなる？', '墓地', 'その効果'],
  ['相手の灰色熊を手札に戻し、そのあとそれに+1/+1カウンターを1個置く。どうなる？', '手札', 'カウンター'],
  ['自分の灰色熊を追放し、そのあとそれがターン終了時まで+2/+2の修整を受ける。どうなる？', '追放', 'その効果'],
];

describe('a permanent-only act on a creature that had left the battlefield is impossible as told (400.7)', () => {
  it.each(GONE)('%s', async (q, zone, act) => {
    const lang = langOf(q);
    const r = await answerQuestion(q, lang, deps);
    if (r.ok) throw new Error(`answered: ${r.value.answer}`);
    expect(r.error.code).toBe('impossible');
    expect(r.error.message).toContain(LEFT[lang]);
    expect(r.error.message).toContain(zone);
    expect(r.error.message).toContain(act);
    expect(r.error.message).toContain('400.7');
    // (No Latin in a Japanese reply: card names are in their Japanese printings.)
    if (lang === 'ja') expect(r.error.message.replace(/\d+(\.\d+[a-z]?)?/gu, '')).not.toMatch(/[A-Za-z]/u);
  });
});

describe('asked only whether it dies: answered from the state reached, the later act having done nothing (400.7)', () => {
  // Whether a creature died is settled before the story's last act, which can't reach it: "yes", and the trace ends
  // saying why the act couldn't be done. (Any other ask is about what the act would have changed: impossible above.)
  it.each([
    ['I cast Pyroclasm, then put a +1/+1 counter on my 2/2. Does my 2/2 die?', 'Your 2/2 creature dies', 'yes'],
    ['I cast Pyroclasm, then put a +1/+1 counter on my 2/2. Does it survive?', 'Your 2/2 creature dies', 'no'],
    ['I destroy my Grizzly Bears, then it gets +2/+2 until end of turn. Does it die?', 'Your Grizzly Bears dies', 'yes'],
    ['自分は《紅蓮地獄》を唱えた。その後、自分の2/2に+1/+1カウンターを1個置いた。自分の2/2は死にますか？', '死亡します', 'yes'],
  ] as [string, string, 'yes' | 'no'][])('%s', async (q, says, verdict) => {
    const lang = langOf(q);
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
    // (The trace's last step says why; after it, the verdict step cites what dying is, 700.4.)
    expect(r.value.steps.at(-2)?.text).toContain(LEFT[lang]);
    expect(r.value.steps.at(-1)?.rules).toContain('700.4');
  });
});

describe('acts that address the card where it is, or a creature that came back, still follow it (400.7)', () => {
  const answered = answeredRight(() => deps);
  it.each([
    // A flicker: the creature that returned is a new permanent, and the story's later act names it there.
    ['I cast Cloudshift on my Grizzly Bears, then put a +1/+1 counter on it. What is its power?', 'Your Grizzly Bears is 3/3', null],
    ['I cast Cloudshift on my Hill Giant, then it gets +2/+2 until end of turn. What is its power?', 'Your Hill Giant is 5/5', null],
    // Raise Dead returns the card from the graveyard: it is named where it went.
    ['My Grizzly Bears dies, then I cast Raise Dead targeting it. Where is it?', "ends up in its owner's hand", null],
    ['自分の灰色熊が死亡し、そのあと《死者再生》でそれを手札に戻した。それはどこにある？', '手札', null],
  ] as [string, string, 'yes' | 'no' | null][])('%s', (q, says, verdict) => answered(q, says, verdict));
});

describe('a neighbour the reader does not take is still refused, never answered of the card in its new zone', () => {
  const refused = refusedAs(() => deps);
  it('"it dies, then I tap it" is not read (not_understood), not answered', () => refused('I destroy my Grizzly Bears, then tap it. What happens?', 'not_understood'));
});
