/**
 * A block asked with what is blocked said with に and the blockers with を (issue 11, fresh s28):
 * 「威迫持ちの4/4に、自分の1/1を2体でブロックすることはできる?」 — the に-phrase is the attacking creature blocked (509.1a), the
 * を-phrase the creatures put up, counted by the bare count with で (two 1/1s), and the attacker is the opponent's when
 * the asker blocks. Read as before, the 4/4 vanished (its to-phrase marked used though nothing read it, so coverage named
 * nothing), the 1/1 was asked as the attacker and two creatures of no size blocked it: a confident wrong "no".
 * Also 「ブロックに出す／回す」 (a creature put up as a blocker; 出す was read as a cast: a wrong yes), and a game verb's
 * noun left unread is named, as is a quality said with 持ち; "two of my 1/1s" is two of them. Menace: 702.111b; flying and reach: 702.9b, 702.17b.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

const CARDS = { 'Giant Spider': '大蜘蛛', 'Serra Angel': 'セラの天使' };

describe('GIVEN a block asked with what is blocked (に) and the blockers (を) counted with で', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict, a rule the trace cites]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['威迫持ちの4/4に、自分の1/1を2体でブロックすることはできる?', 'ブロックできます', 'yes', '509.1'],
    ['威迫持ちの4/4に、1/1を2体でブロックできますか？', 'ブロックできます', 'yes', '509.1'],
    ['相手の威迫持ちの4/4に、自分の1/1を2体でブロックすることはできる?', 'ブロックできます', 'yes', '509.1'],
    ['威迫を持つ5/5に2/2を3体でブロックできますか?', 'ブロックできます', 'yes', '509.1'],
    // One blocker: menace says no (702.111b).
    ['威迫持ちの4/4に、自分の1/1を1体でブロックすることはできる?', '単独では', 'no', '702.111b'],
    ['威迫持ちの4/4に自分の1/1でブロックできる?', '単独では', 'no', '702.111b'],
    // Flying: two creatures without reach still can't (702.9b); with reach they can.
    ['飛行持ちの3/3に、自分の2/2を2体でブロックできる?', 'ブロックできません', 'no', '702.9b'],
    ['飛行持ちの3/3に、到達持ちの1/1を2体でブロックできる?', 'ブロックできます', 'yes', '509.1'],
    ['《セラの天使》に《大蜘蛛》でブロックできますか?', 'ブロックできます', 'yes', '509.1'],
    // 「ブロックに出す／回す」: what is put up is the blocker (出す was read as a cast).
    ['飛行を持つ4/4に到達を持つ2/3をブロックに出せる?', 'ブロックできます', 'yes', '509.1'],
    ['飛行を持つ4/4に2/3をブロックに出せる?', 'ブロックできません', 'no', '702.9b'],
    ['相手の4/4が攻撃してきた。自分の2/2をブロックに回せる?', 'ブロックできます', 'yes', '509.1'],
    // Told, not asked: the same reading, and the combat run (510.1c: the attacker divides its damage).
    ['威迫持ちの4/4に、自分の1/1を2体でブロックした。4/4は死ぬ?', '戦場に残ります', 'no', '510.1'],
    ['相手の5/5に、2/2を3体でブロックした。5/5は死ぬ?', '死亡します', 'yes', '510.1'],
    ['4/4に相手が1/1を2体でブロックしてきた。4/4は死ぬ?', '戦場に残ります', 'no', '510.1'],
    // English equivalents.
    ['Can I block a 4/4 with menace with two 1/1s?', 'can block', 'yes', '509.1'],
    ['Can two 1/1s block a 4/4 with menace?', 'can block', 'yes', '509.1'],
    ['Can I block a 4/4 with menace with my 1/1?', 'alone', 'no', '702.111b'],
    ['Can I block a 3/3 with flying with two 2/2s with reach?', 'can block', 'yes', '509.1'],
    // "two of my 1/1s": that many of the kind described (it was read as "two" beside "of my 1/1s", and refused).
    ['Can I block a 4/4 with menace with two of my 1/1s?', 'can block', 'yes', '509.1'],
    ['Can two of my 2/2s block a 5/5 with trample?', 'can block', 'yes', '509.1'],
    ['Their 4/4 attacks. Can I block it with two of my 2/2s?', 'can block', 'yes', '509.1'],
    ['Can I block a 3/3 flier with two of my 2/2s?', "can't block", 'no', '702.9b'],
    ['Can two of my 1/1s with reach block a 3/3 with flying?', 'can block', 'yes', '509.1'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  /** The restatement: the 4/4 is the opponent's and is what is blocked; two 1/1s of the asker's block it. */
  it('restates the に-phrase as the opponent\'s attacker and the counted を-phrase as the asker\'s blockers', () =>
    restatedVerdict(() => deps)('威迫持ちの4/4に、自分の1/1を2体でブロックすることはできる?', 'あなたの1体目の1/1クリーチャーとあなたの2体目の1/1クリーチャーは対戦相手の威迫の4/4クリーチャーをブロックできるか', 'yes'), 60_000);

  /** Neighbours not read are refused, never answered wrong: the dropped phrase is named. */
  const REFUSED: [string, string, string][] = [
    // A blocker said with で as well as を: three creatures for two places; the に-phrase is named.
    ['威迫持ちの4/4に1/1を2/2でブロックできる?', 'not_understood', '4/4'],
    // A causative (に is who blocks): not read, named.
    ['4/4に1/1をブロックさせることはできる?', 'not_understood', '4/4'],
    // A word no lexicon knows said with 持ち is what the creature has: named, never swept up as the ask's own word (the
    // creature it describes vanished and an attacker was made up).
    ['アーティファクト・クリーチャーで威圧持ちをブロックできる?', 'not_understood', '威圧'],
    // A group counted as well ("two of my three 1/1s"): not read, never answered.
    ['Can I block a 4/4 with menace with two of my three 1/1s?', 'not_understood', 'two of my three'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
