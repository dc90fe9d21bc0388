/**
 * Copy effects (707.2, 707.9): a permanent spell told as entering as a copy of another ("I cast Clone copying
 * …", "I copy … with Spark Double", 「《幻影の像》で…をコピーした」) enters with the original's copiable values —
 * its abilities among them, not its counters (707.2) — and its own "enters with X counters" with X = 0
 * (107.3m); the copier's exceptions apply (707.9b: not legendary, an additional counter, a type added). A card
 * with no "enter as a copy" ability read, or an exception the engine doesn't carry, is refused by name.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    Clone: 'クローン',
    'Phantasmal Image': '幻影の像',
    'Spark Double': '灯の分身',
    'Phyrexian Metamorph': 'ファイレクシアの変形者',
    'Mirror Image': '鏡像',
    'Sakashima the Impostor': '偽善者、サカシマ',
    'Grizzly Bears': '灰色熊',
    'Walking Ballista': '歩行バリスタ',
    'Kitchen Finks': '台所の嫌がらせ屋',
    'Questing Beast': '探索する獣',
    'Avacyn, Angel of Hope': '希望の天使アヴァシン',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    'Giant Growth': '巨大化',
  });
}, 120_000);

describe('GIVEN a permanent spell told as entering as a copy, THEN it has the copiable values and its own exceptions (707.2, 707.9b)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    // Counters are not copied (707.2): a copy of a 4/4 Bears with two counters is a 2/2.
    ['I control Grizzly Bears with two +1/+1 counters. I cast Clone copying Grizzly Bears. What is the power of the Clone?', '2/2', null, '707.2'],
    ['I copy my Grizzly Bears with Mirror Image. How big is Mirror Image?', '2/2', null, '707.2'],
    // Its triggered abilities are copied: Kitchen Finks's enters trigger gains 2.
    ['My Kitchen Finks has a -1/-1 counter. I cast Clone copying it. What is my life total?', '22', null, '707.2'],
    ['自分の《台所の嫌がらせ屋》を《クローン》でコピーしました。私のライフはいくつですか?', '22', null, '707.2'],
    // "Enters with X counters": X is 0 for the copy (107.3m), so a copy of Walking Ballista is a 0/0 (704.5f).
    ['Opponent has Walking Ballista with three +1/+1 counters. I cast Phantasmal Image copying it. What happens to my Phantasmal Image?', 'graveyard', null, '704.5f'],
    ['相手の場に+1/+1カウンターが3個乗った《歩行バリスタ》がいる。《幻影の像》でこれをコピーしました。《幻影の像》はどうなりますか？', '墓地', null, '107.3m'],
    // Spark Double: not legendary, one more +1/+1 counter (707.9b).
    ['I copy my Questing Beast with Spark Double. Does the legend rule apply?', "doesn't apply", 'no', '707.9b'],
    ['I cast Spark Double copying my Sheoldred, the Apocalypse. How big is Spark Double?', '5/6', null, '707.9b'],
    // A copy of a legendary permanent is legendary with the same name: the legend rule applies (704.5j).
    ['I have Avacyn, Angel of Hope and cast Phyrexian Metamorph copying her. Do both stay?', 'not both', 'no', '704.5j'],
    // Nothing at all to copy: the choice can only be "no", and Clone is a 0/0 that dies (704.5f).
    ['I cast Clone. What happens to it?', 'graveyard', null, '704.5f'],
  ];
  it.each(ROWS)('%s', answeredCiting(() => deps), 60_000);
});

describe('GIVEN a copy told that the engine cannot make, THEN it is refused by name', () => {
  const ROWS: [string, string, string][] = [
    // A card with no "enter as a copy" ability copies nothing: never a copy made up.
    ['I copy my Grizzly Bears with Giant Growth. What happens?', 'impossible', 'Giant Growth'],
    // An exception the engine doesn't carry ("its name is …"): its text is named.
    ['I cast Sakashima the Impostor copying my Grizzly Bears. What is its power?', 'unmodelled', 'Sakashima'],
    // Whether it enters as a copy, and of what, is a choice (707.2, 614.12a) left unsaid while something to copy is
    // told: asked back, never run as copying nothing (a 0/0 that dies) nor as copying a creature picked for the asker.
    ['My opponent controls Grizzly Bears. I cast Clone. What is its power?', 'needs_detail', 'Clone'],
    ['I control Questing Beast and cast Phantasmal Image. Does it survive?', 'needs_detail', 'Phantasmal Image'],
    ['I cast Grizzly Bears, then I cast Spark Double. How big is Spark Double?', 'needs_detail', 'Spark Double'],
    ['相手の場に《灰色熊》がいます。《クローン》を唱えました。《クローン》はどうなりますか？', 'needs_detail', 'クローン'],
  ];
  it.each(ROWS)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
