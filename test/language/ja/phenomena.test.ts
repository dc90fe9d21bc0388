/**
 * Japanese phenomena read into the shared IR (issue 12), each with questions of our own (never a
 * question set's wording): 「ブロックなし」 as a no-block statement, a point of the turn named by combat (戦闘前に, 戦闘後に), damage asked of
 * nobody when one player is aimed at, a yes/no question naming the amount (4点入る？), and 「ダメージは軽減されますか」 as the yes/no the other way round.
 * Each row gives the events and asks the IR must hold (objects by their words).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import type { QuestionIR } from '../../../src/language/index.ts';
import { TEST_CARDS } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

/** Events and asks with object ids replaced by the words that named them. */
function readable(ir: QuestionIR): string[] {
  const name = (id: unknown): unknown => (typeof id === 'string' ? (ir.objects.find((o) => o.id === id)?.words ?? id) : id);
  const swapped = (x: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(x).map(([k, v]) => [k, Array.isArray(v) ? v.map(name) : k === 'kind' || k === 'text' ? v : name(v)]));
  return [...ir.events.map((e) => JSON.stringify(swapped(e as Record<string, unknown>))), ...ir.asks.map((a) => `ask ${JSON.stringify(swapped(a as Record<string, unknown>))}`)];
}

const MAIN2 = '{"kind":"moment","moment":{"turn":null,"step":"main2","next":false}}';
const MAIN1 = '{"kind":"moment","moment":{"turn":null,"step":"main1","next":false}}';

const ROWS: [string, string, string[]][] = [
  // 戦闘後に / 戦闘前に: the postcombat / precombat main phase (505.1a), so what is cast there comes
  // after (or before) combat damage.
  ['after combat, a spell at the asker', '戦闘後に相手が私に《稲妻》を撃った。私のライフは？', [MAIN2, '{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"life","side":"A"}']],
  ['after an attack, after combat', '私の4/4が攻撃し、ブロックされなかった。戦闘後に《ショック》を相手に撃った。相手のライフはいくつ？', ['{"kind":"attack","attackers":["私の4/4"],"target":null}', MAIN2, '{"kind":"cast","spell":"《ショック》","caster":"A","targets":["B"]}', 'ask {"kind":"life","side":"B"}']],
  ['before combat, then an attack', '戦闘前に《巨大化》を自分の2/2に唱えてから攻撃した。相手は何点受ける？', [MAIN1, '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["自分の2/2"]}', '{"kind":"attack","attackers":["自分の2/2"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  // 「ブロックなし」 ends its clause as a 〜する noun would (体言止め), or with a copula; said of the defending player too.
  ['no block, after the attack', '4/4で攻撃、ブロックなし。相手のライフは？', ['{"kind":"attack","attackers":["4/4"],"target":null}', 'ask {"kind":"life","side":"B"}']],
  ['no block, the opponent attacking', '相手の5/5飛行が攻撃してきた。ブロックなし。私のライフはいくつ？', ['{"kind":"attack","attackers":["相手の5/5飛行"],"target":null}', 'ask {"kind":"life","side":"A"}']],
  ['the defending player blocked nothing', '私の3/3が攻撃した。相手はブロックなしだった。相手のライフは？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', 'ask {"kind":"life","side":"B"}']],
  // A yes/no question naming the amount: the amount asked, with the number to compare.
  ['does this much get through', '5/5で攻撃、ブロックなし。4点入る？', ['{"kind":"attack","attackers":["5/5"],"target":null}', 'ask {"kind":"damage-taken","side":null,"yesNo":true,"amount":4}']],
  ['does the player take this much', '私の3/3が攻撃し、ブロックされなかった。相手は3点受ける？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', 'ask {"kind":"damage-taken","side":"B","yesNo":true,"amount":3}']],
  ['does a life total end at this number', '相手のライフは10。私の2/2が攻撃し、ブロックされなかった。相手のライフは8になる？', ['{"kind":"attack","attackers":["私の2/2"],"target":null}', 'ask {"kind":"life","side":"B","is":8}']],
  // Damage asked of nobody with no combat: the one player a spell is aimed at, not "the defending player".
  ['is the damage prevented (of the one player aimed at)', '相手が《稲妻》を私に撃った。そのダメージは軽減されますか？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"damage-taken","side":"A","yesNo":true,"prevented":true}']],
  ['does the damage get through', '相手が《ショック》を私に撃った。ダメージは通る？', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":["A"]}', 'ask {"kind":"damage-taken","side":"A","yesNo":true}']],
];

describe('GIVEN Japanese phenomena read into the IR', () => {
  it.each(ROWS)('THEN %s: %s', async (_what, q, want) => {
    const u = await understand(q, { cards: TEST_CARDS });
    if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
    expect(readable(u.ir)).toEqual(want);
  });
});

describe('GIVEN a question whether something can be done before or after combat', () => {
  // (It may mean a step inside combat, where a sorcery can't be cast: not guessed.)
  it.each(['相手の戦闘後に《紅蓮地獄》を唱えられますか？', '戦闘前に《ショック》を撃てる？', '戦闘後にクリーチャーで攻撃できますか？'])('THEN %s is not read as a main phase', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN stories that cannot be read as told', () => {
  it.each([
    // (A question whether it is a size — "Is it a 6/6?" — is asked as such, never read as its size:
    // answered yes or no, test/acceptance/tables/ask-questions.ts.)
    // (A block told, then no block: a contradiction.)
    '私の2/2が攻撃し、相手の1/1がブロックした。相手はブロックなしだった。相手のライフは？',
    '私が《稲妻》を相手に撃ち、相手が《ショック》を私に撃った。ダメージは通る？',
    '相手が《稲妻》を私に撃ち、私が《ショック》を相手に撃った。何点のダメージを受ける？',
    '《紅蓮地獄》を唱えた。何点ダメージを受けますか？',
  ])('THEN %s is not guessed', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});
