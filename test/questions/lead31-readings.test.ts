/**
 * Readings fixed in session 31:
 * - a target the question didn't say, assumed for a spell that then resolved (608.2b), is asked back unless all that
 *   is asked is whether something may be cast, activated or targeted then (601.2, 602.2) or what became of that
 *   spell itself; what it did to the assumed target is never reported as an outcome (issue 11 §2);
 * - a "can it block?" answered no goes on with the attack unblocked (509.1, 510.1a) when nothing else told could
 *   block it — the state reported is the combat's end, not the illegal declaration's;
 * - "Can they block?" of a pair that can't block together but one of which can alone is answered both ways, with no
 *   one yes or no (509.1a, 702.9b, 702.17b); "can both block it?" keeps its no;
 * - a claim set aside (claims-aside.ts) never takes a card off the board: one naming a card the rest of the message
 *   doesn't name is read, and 「〜しようと思った」 (what the asker meant to do) is no claim.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Giant Growth': '巨大化', Shock: 'ショック', 'Lightning Bolt': '稲妻', Counterspell: '対抗呪文', 'Murder': '殺害', 'Grizzly Bears': '灰色熊', 'Baleful Strix': '悪意の大梟', 'Junji, the Midnight Sky': '真夜中の空、殉至', 'Serra Angel': 'セラの天使', 'Twisted Image': 'よじれた映像', 'Wall of Omens': '前兆の壁', 'Glorious Anthem': '栄光の頌歌', 'Giant Spider': '大蜘蛛' });
}, 120_000);

describe('GIVEN a spell on the stack whose target the question never says', () => {
  it.each([
    // Bolt at the asker or at a creature: 2 life or 5 — the words don't say which (601.2c is the caster's choice).
    ['I am at 5 life. Their Lightning Bolt is on the stack. What is my life after it resolves?', 'Lightning Bolt'],
    ['Their Shock is on the stack. What is my life after it resolves?', 'Shock'],
    ['私のライフは5。相手の《稲妻》がスタックにある。解決したら私のライフはいくつ？', '稲妻'],
    ['相手の《ショック》がスタックにある。解決したら私のライフは？', 'ショック'],
  ] as const)('%s WHEN something other than timing is asked THEN its target is asked back', async (q, spell) => {
    await refusedAs(() => deps)(q, 'needs_detail', spell);
  });

  it.each([
    ['Lightning Bolt is on the stack. Can I respond with Giant Growth?', 'Yes.', 'yes'],
    ['相手の《稲妻》がスタックにある。対応して《巨大化》を唱えられる？', 'はい。', 'yes'],
  ] as const)('%s WHEN only timing is asked THEN it is answered, and nothing the assumed targets led to is reported', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
    const r = await answeredIn(langOf(q), () => deps)(q);
    // (No life total, no P/T of an assumed creature: those are our choices, not outcomes.)
    expect(r.answer.split('\n')).toHaveLength(1);
    expect(r.answer).not.toMatch(/assumed|Life:|仮定|ライフ：/);
  });

  it.each([
    // Countered (701.6a), the Bolt never resolves: whatever it was aimed at, nothing was dealt.
    ['My Lightning Bolt got Counterspelled. What is their life?', "The opponent's life total is 20", null],
    ['《稲妻》を《対抗呪文》された。相手のライフは？', '20', null],
  ] as const)('%s WHEN the spell is countered THEN the unsaid target changes nothing and it is answered', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
  });
});

/** The verdict, the rules cited and each player's final life of an answered question. */
async function ended(q: string): Promise<{ verdict: string | null; rules: string[]; life: Map<string, number> }> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const life = new Map(r.value.resolution.final.players.map((p) => [String(p.id), p.life] as const));
  return { verdict: r.value.verdict, rules: r.value.steps.flatMap((x) => x.rules), life };
}

describe('GIVEN a "can it block?" whose answer is no', () => {
  it.each([
    // Junji (5/5 flying, menace): the Strix alone can't block it (702.111b), the 4/4 can't block a flyer (702.9b).
    ['相手の場には《悪意の大梟》と地上の4/4だけ。こっちが《真夜中の空、殉至》で殴ったら、相手ってブロックできるの?', 'B', 15],
    ['They have Baleful Strix and a 4/4. I attack with Junji, the Midnight Sky. Can they block it?', 'B', 15],
    ['Their 3/3 flyer attacks me. Can my 2/2 block it?', 'A', 17],
    ['相手の《セラの天使》が攻撃してきた。私の2/2でブロックできる？', 'A', 16],
    ['Serra Angel attacks me. Can my 2/2 block it? How much damage do I take?', 'A', 16],
  ] as const)('%s WHEN nothing else told could block THEN the attack goes on unblocked', async (q, side, life) => {
    const r = await ended(q);
    expect(r.verdict).toBe('no');
    expect(r.rules.some((n) => n.startsWith('510.'))).toBe(true);
    expect(r.life.get(side)).toBe(life);
  });

  it.each([
    // The 1/1 with reach could block instead (702.17b): what the defender does is theirs to choose (509.1a).
    ['Their 3/3 flyer attacks me. I have a 2/2 and a 1/1 with reach. Can my 2/2 block it?'],
    // The pair can't block together (the 2/2 can't block a flyer), but the 3/3 with reach alone could.
    ['My 4/4 flyer attacks. Can their 2/2 and their 3/3 reach block it together?'],
  ] as const)('%s WHEN another block is possible THEN the no stands alone and no damage is dealt', async (q) => {
    const r = await ended(q);
    expect(r.verdict).toBe('no');
    expect(r.rules.some((n) => n.startsWith('510.'))).toBe(false);
    expect([...r.life.values()]).toEqual([20, 20]);
  });
});

describe('GIVEN words that look like a claim but tell the board', () => {
  it.each([
    // Glorious Anthem first (layer 7c): the Wall is 1/5, switched (7d) to 5/1 — it survives (613.4c, 613.4d).
    ['《よじれた映像》で相手の《前兆の壁》を倒そうと思ったんですが、相手は《栄光の頌歌》を出しています。それでも壁は死にますか?', 'いいえ。', 'no'],
  ] as const)('%s THEN the intended spell is read, never set aside with its cards', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
  });

  it.each([
    // The Wall and the Bolt are named only inside "I thought …": set aside, the Wall would be invented again.
    ['I thought I would Lightning Bolt their Wall of Omens, but they have Glorious Anthem. Does the Wall die?'],
  ] as const)('%s THEN the claim naming the only cards is not set aside (read, or named back)', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (r.ok) expect(r.value.understood).toContain('Wall of Omens');
    else expect(r.error.message).not.toContain('claim');
  });
});

describe('GIVEN "can they block?" of two creatures, one of which could block alone', () => {
  it.each([
    // Grizzly Bears can't block a flyer (702.9b); Giant Spider has reach (702.17b) and can.
    ['I attack with a 3/3 with flying. Opponent controls Grizzly Bears and Giant Spider. Can they block?', 'On its own: Yes.'],
    ['相手の場には《灰色熊》と《大蜘蛛》。私の3/3飛行で攻撃したら、相手はブロックできる？', '単独なら：はい。'],
  ] as const)('%s THEN both readings are answered, with no one yes or no', async (q, says) => {
    await answeredRight(() => deps)(q, says, null);
  });

  it.each([
    ['I attack with a 3/3 with flying. Opponent controls Grizzly Bears and Giant Spider. Can both block it?'],
    ['相手の場には《灰色熊》と《大蜘蛛》。私の3/3飛行で攻撃したら、2体でブロックできる？'],
  ] as const)('%s WHEN asked of them together THEN it is a no', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok && r.value.verdict).toBe('no');
  });
});
