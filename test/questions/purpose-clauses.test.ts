/**
 * Session 10's red team, purpose clauses (issue 11): "Can I cast Murder to destroy their Bears?",
 * "Can I Shock their 3/3 to kill it?", 「相手の3/3を倒すために《ショック》を撃てる？」, 「《殺害》で…を破壊できる？」.
 * What the move is for is asked, never told as done first: the spell is cast at what the clause
 * names, and the one yes or no is whether the cast is legal (601.2c, 115.1, 702.11b, 702.16b) and,
 * made, does it (701.8a, 704.5g, 702.12b, 702.2b). The final state is the one the move leaves (or,
 * when it can't be made, the board as it was). A purpose that can't be placed is asked back.
 * The rows are our own variations, in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  Murder: '殺害',
  'Go for the Throat': '喉首狙い',
  'Doom Blade': '破滅の刃',
  'Swords to Plowshares': '剣を鍬に',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  "Assassin's Trophy": '暗殺者の戦利品',
  'Wrath of God': '神の怒り',
  'Giant Growth': '巨大化',
  'Grizzly Bears': '灰色熊',
  'Llanowar Elves': 'ラノワールのエルフ',
  Ornithopter: '羽ばたき飛行機械',
  'Typhoid Rats': 'チフス鼠',
  'White Knight': '白騎士',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Questing Beast': '探索する獣',
};

/** [question, verdict, a rule the steps cite (prefix), the named card's zone in the final state (card, zone)]. */
type Row = [string, 'yes' | 'no', string, [string, string] | null];

describe('GIVEN real cards WHEN a move is asked with what it is for', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  const ROWS: Row[] = [
    // Legal, and it does it: yes (701.8a destroy, 704.5g lethal damage, 406/701.13a exile).
    ["Can I cast Murder to destroy my opponent's Llanowar Elves?", 'yes', '701.8', ['Llanowar Elves', 'graveyard']],
    ['Can I cast Go for the Throat to kill their Llanowar Elves?', 'yes', '701.8', ['Llanowar Elves', 'graveyard']],
    ['Can I cast Swords to Plowshares to exile my own Llanowar Elves?', 'yes', '400.7', ['Llanowar Elves', 'exile']],
    ["Can I cast Lightning Bolt to kill my opponent's 3/3?", 'yes', '704.5g', ['Lightning Bolt', 'graveyard']],
    ['Can I Shock their 2/2 to kill it?', 'yes', '704.5g', ['Shock', 'graveyard']],
    ['Can I kill their 2/2 with Lightning Bolt?', 'yes', '704.5g', ['Lightning Bolt', 'graveyard']],
    ['Can my opponent cast Murder to kill my Grizzly Bears?', 'yes', '701.8', ['Grizzly Bears', 'graveyard']],
    ["Can I cast Wrath of God to destroy my opponent's 6/6?", 'yes', '701.8', ['Wrath of God', 'graveyard']],
    ["Can I block my opponent's 5/5 with my 1/1 deathtouch to kill it?", 'yes', '702.2b', null],
    // An illegal target: no, and nothing happens (601.2c, 115.1 the target's restriction; 702.11b hexproof; 702.16b protection).
    ["Can I cast Doom Blade to destroy my opponent's black 3/3?", 'no', '115.1', ['Doom Blade', 'hand']],
    ["Can I cast Go for the Throat to destroy my opponent's Ornithopter?", 'no', '115.1', ['Ornithopter', 'battlefield']],
    ["Can I cast Assassin's Trophy to destroy my own Llanowar Elves?", 'no', '115.1', ['Llanowar Elves', 'battlefield']],
    ['Can I cast Lightning Bolt to kill their 3/3 with hexproof?', 'no', '702.11b', ['Lightning Bolt', 'hand']],
    ['Can I Bolt their 2/2 with protection from red to kill it?', 'no', '702.16b', ['Lightning Bolt', 'hand']],
    ["Can I cast Doom Blade on my opponent's black 2/2 to destroy it?", 'no', '115.1', ['Doom Blade', 'hand']],
    // Legal, but it doesn't do it: no (702.12b indestructible; damage short of lethal, 704.5g).
    ['Can I cast Murder to destroy their indestructible 2/2?', 'no', '702.12b', ['Murder', 'graveyard']],
    ["Can I cast Shock to kill my opponent's 4/4?", 'no', '120.3', ['Shock', 'graveyard']],
    ['Can I kill their 4/4 with Shock?', 'no', '120.3', ['Shock', 'graveyard']],
    ['Can I block their 4/4 with my 2/2 to kill it?', 'no', '510.1', null],
    // A block that can't be made does not kill: its own no (509.1b, 702.16f), never "the story can't happen".
    ["My opponent's Questing Beast attacks me. Can I block it with Vampire Nighthawk to kill it?", 'no', '509.1', null],
    // 「…でブロックして(接死で)倒せる?」: the block chained into the question is the move asked, the kill its purpose.
    ['《白騎士》が攻撃してきた。私の《チフス鼠》でブロックして接死で倒せる?', 'no', '702.16', null],
    ['相手の《探索する獣》が殴ってきた。《吸血鬼の夜鷲》でブロックして倒せる?', 'no', '509.1', null],
    ['相手の《灰色熊》が攻撃してきた。《チフス鼠》でブロックして接死で倒せますか?', 'yes', '702.2', ['Grizzly Bears', 'graveyard']],
    ['相手の《灰色熊》が攻撃してきた。《ラノワールのエルフ》でブロックして倒せる?', 'no', '510.1', ['Grizzly Bears', 'battlefield']],
    // Japanese: 〜ために (what the cast is for), and 「XでYを破壊できる？」.
    ['相手の《ラノワールのエルフ》を破壊するために《殺害》を唱えられる？', 'yes', '701.8', ['Llanowar Elves', 'graveyard']],
    ['相手の2/2を倒すために《稲妻》を撃てますか？', 'yes', '704.5g', ['Lightning Bolt', 'graveyard']],
    ['自分の《ラノワールのエルフ》を追放するために《剣を鍬に》を唱えられる？', 'yes', '400.7', ['Llanowar Elves', 'exile']],
    ['《稲妻》で相手の3/3を倒せる？', 'yes', '704.5g', ['Lightning Bolt', 'graveyard']],
    ['《殺害》で相手の《灰色熊》を破壊できますか？', 'yes', '701.8', ['Grizzly Bears', 'graveyard']],
    ['相手の4/4を倒すために《ショック》を撃てる？', 'no', '120.3', ['Shock', 'graveyard']],
    ['相手の破壊不能を持つ2/2を破壊するために《殺害》を唱えられる？', 'no', '702.12b', ['Murder', 'graveyard']],
    ['相手の呪禁を持つ3/3を倒すために《稲妻》を撃てる？', 'no', '702.11b', ['Lightning Bolt', 'hand']],
    ['相手の黒の3/3を破壊するために《破滅の刃》を唱えられる？', 'no', '115.1', ['Doom Blade', 'hand']],
    ['《ショック》で相手の3/3を倒せる？', 'no', '120.3', ['Shock', 'graveyard']],
  ];
  it.each(ROWS)('THEN %s is answered %s (cites %s)', async (q, verdict, rule, where) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.steps.flatMap((s) => s.rules).some((n) => n.startsWith(rule))).toBe(true);
    // Never the old reading: what the move is for told as done first ("it is not a permanent", 115.2).
    expect(r.value.answer).not.toMatch(/not a permanent|パーマネントではありません/);
    if (where) {
      const [name, zone] = where;
      const o = r.value.resolution.final.objects.find((x) => x.printed.name === name);
      expect(o?.zone).toBe(zone);
    }
  });

  /** A told cast: the purpose gives only its target; the question asked is answered as usual. */
  const TOLD: [string, 'yes' | 'no'][] = [
    ['I cast Murder to destroy their Grizzly Bears. Does it die?', 'yes'],
    ['相手の《灰色熊》を破壊するために《殺害》を唱えた。死にますか？', 'yes'],
    ['I cast Shock to kill their 3/3. Does it die?', 'no'],
  ];
  it.each(TOLD)('THEN the told %s is answered %s', async (q, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
  });

  /** A purpose that can't be placed: asked back, never read as done. */
  const REFUSED: [string, string, string][] = [
    // The spell aimed at one creature, the purpose naming another.
    ['Can I Shock my 1/1 to kill their 3/3?', 'not_understood', 'to kill their 3/3'],
    // Several objects: one target, or which one, is not said.
    ['Can I cast Lightning Bolt to kill both of their 2/2s?', 'not_understood', 'to kill both'],
    // A purpose this reader has no result for.
    ['Can I cast Giant Growth to save my 2/2?', 'not_understood', 'to save my 2/2'],
    ['Can I cast Shock to destroy my opponent?', 'not_understood', 'to destroy my opponent'],
    // 〜ために with nothing after it that it is for.
    ['相手の3/3を倒すために。', 'not_understood', '倒す'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', refusedAs(() => deps));
});
