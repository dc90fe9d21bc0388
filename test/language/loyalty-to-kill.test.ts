/**
 * A planeswalker's loyalty ability, named by its cost, said as what kills a creature or planeswalker (session 49):
 * 「《X》の-3で相手の《Y》を倒せる？」「Xの+2でYって落とせる？」, "Can I kill their Y with X's -3?". Asked as a move with
 * its purpose: the activation is tried with that target (602.2b, 606.3, 606.6) and, made, the death read from the run —
 * one yes or no for both. An activation that can't be made (too little loyalty) is a no; an ability that targets only
 * players (an edict) is never answered "no, it can't target the creature": its text is named.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Hill Giant': '丘巨人',
    'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ',
    'Ugin, the Spirit Dragon': '精霊龍、ウギン',
    'Liliana of the Veil': 'ヴェールのリリアナ',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    'Darksteel Colossus': 'ダークスティールの巨像',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a loyalty ability said as the means of a kill THEN it is activated at the one asked of, and its death read', () => {
  const ROWS: Row[] = [
    ['《反逆の先導者、チャンドラ》の-3で相手の《灰色熊》を倒せる？', 'そうした場合：はい', 'yes'],
    ['《反逆の先導者、チャンドラ》の−3で相手の《丘巨人》は倒せますか？', 'そうした場合：はい', 'yes'],
    // 4 damage to a 4/5: it survives.
    ['反逆の先導者チャンドラの-3で相手の黙示録、シェオルドレッドって倒せる?', 'いいえ', 'no'],
    // 3 damage to a planeswalker with 3 loyalty: it goes (120.3c, 704.5i).
    ['《精霊龍、ウギン》の+2で相手の《ヴェールのリリアナ》(忠誠度3)って落とせる?', 'そうした場合：はい', 'yes'],
    ['《精霊龍、ウギン》の+2で相手の《セラの天使》を倒せますか？', 'いいえ', 'no'],
    ['《精霊龍、ウギン》の+2で相手の《ダークスティールの巨像》を破壊できる？', 'いいえ', 'no'],
    // Two loyalty counters can't pay −3 (606.6): no.
    ['忠誠カウンターが2個の《反逆の先導者、チャンドラ》の-3で相手の《灰色熊》を倒せる？', 'いいえ', 'no'],
    ['Can I kill their Grizzly Bears with Chandra, Torch of Defiance\'s -3?', 'If you do: Yes', 'yes'],
    ["Can I kill my opponent's Serra Angel with Ugin, the Spirit Dragon's +2?", 'No', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // An edict-like ability (target player sacrifices): not answered as an illegal target.
  it.each([['《ヴェールのリリアナ》の-2で相手の《灰色熊》を倒せる？'], ["Can I kill their Hill Giant with Liliana of the Veil's -2?"]])('%s is refused', (q) => refused(q, 'not_understood'));
});
