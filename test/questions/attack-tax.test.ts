/**
 * Issue 14 (session 24) end to end: costs to attack (508.1h-j) — Propaganda, Ghostly Prison, Baird —
 * through /ask. Lands told for the attacking player are their mana (paid as a spell's cost is,
 * board-mana.ts); no mana told, an attack told is taken as paid and the step says so, and "can it
 * attack?" is answered yes on the condition of paying, named in the answer. Several creatures
 * asked of one by one, or an attack and a spell from the same lands, are refused: each alone and all
 * together have different answers. Expected values worked out by hand from the cards and the rules.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Propaganda: 'プロパガンダ', 'Ghostly Prison': '亡霊の牢獄', 'Baird, Steward of Argive': 'アルガイヴの執事長、ベアード', Forest: '森', Mountain: '山', 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Giant Growth': '巨大化' });
}, 120_000);

describe('GIVEN a cost to attack THEN the attack is legal only if it is paid in full (508.1h-j)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // {2} for the one attacker, two Forests: paid.
    ['My opponent controls Propaganda. I have two untapped Forests. Can my Grizzly Bears attack?', 'can attack', 'yes'],
    // One Forest: {2} can't be paid, the declaration is illegal (508.1j).
    ['My opponent controls Propaganda. I have one untapped Forest. Can my Grizzly Bears attack?', "can't be paid in full", 'no'],
    // Baird: {1} each.
    ['My opponent controls Baird, Steward of Argive. I control one untapped Mountain. Can my Grizzly Bears attack?', 'can attack', 'yes'],
    // Two attackers, {4} from four Forests; 2 + 3 damage.
    ['My opponent controls Ghostly Prison. I have four untapped Forests. Grizzly Bears and Hill Giant attack. How much life does my opponent have?', 'is 15', null],
    // No mana told: taken as paid (the step says so), as a spell's cost is.
    ['My opponent controls Ghostly Prison. Grizzly Bears attacks. How much life does my opponent have?', 'is 18', null],
    ['相手の場に《プロパガンダ》があります。自分はアンタップ状態の《森》を2枚コントロールしています。《灰色熊》で攻撃できますか？', '攻撃できます', 'yes'],
    ['相手の場に《プロパガンダ》があります。自分はアンタップ状態の《森》を1枚だけコントロールしています。《灰色熊》で攻撃できますか？', '全額支払えません', 'no'],
    ['相手の場に《亡霊の牢獄》があります。《灰色熊》が攻撃しました。相手のライフは？', '18', null],
    // Asked whether it can attack with no mana told: yes, on the condition the answer names (508.1h).
    ['My opponent has Propaganda. Can my Grizzly Bears attack him?', 'can attack if its controller pays the cost to attack, {2}', 'yes'],
    ['Opponent controls Baird, Steward of Argive. Can my Hill Giant attack?', 'pays the cost to attack, {1}', 'yes'],
    ['相手の場に《プロパガンダ》がある。私の《灰色熊》で攻撃できる？', '攻撃のためのコスト{2}を支払えば攻撃できます', 'yes'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a cost to attack and lands told THEN several attackers asked one by one, or another payment, are refused', () => {
  const ROWS: [string, string][] = [
    // Each alone can pay {2}; together {4} can't be: two readings.
    ['My opponent controls Propaganda. I have two untapped Forests. Grizzly Bears and Hill Giant attack. Is that legal?', 'several creatures'],
    ['My opponent controls Propaganda. I have two untapped Forests. Grizzly Bears attacks. Can I cast Giant Growth on it?', 'which mana paid for the attack'],
    ['相手の場に《プロパガンダ》があります。自分はアンタップ状態の《森》を2枚コントロールしています。《灰色熊》が攻撃しました。《巨大化》を唱えられますか？', 'どのマナを攻撃と何に使い'],
  ];
  it.each(ROWS)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'unmodelled', says), 60_000);
});
