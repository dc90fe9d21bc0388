/**
 * A modal spell's mode told by what the cast does (700.2, 601.2b), session 46: "I cast Healing Salve to prevent the
 * next 3 damage to my Bears" (the purpose after the card's name, en/told-mode.ts enPurposeModeAt; its "to …" the
 * target, 115.1), "I gain 3 life from Healing Salve", "I prevent … with Healing Salve", 「《治癒の軟膏》で2/2への次の
 * 3点を軽減した」「《治癒の軟膏》で3点回復した」 (frames/effect-by-spell.ts). The one mode that does it is chosen; words
 * that fit none are asked back naming the modes; of a spell with no modes, the words are checked against what it does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Healing Salve': '治癒の軟膏',
    'Grizzly Bears': '灰色熊',
    "Ajani's Pridemate": 'アジャニの群れ仲間',
    'Hardened Scales': '硬化した鱗',
    'Lightning Bolt': '稲妻',
    'Essence Scatter': '本質の散乱',
    Shock: 'ショック',
    'Boros Charm': 'ボロスの魔除け',
    Abrade: 'Abrade',
    Ornithopter: 'Ornithopter',
    'Giant Growth': '巨大化',
    Jump: 'ジャンプ',
  });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u30ff]/.test(q) ? 'ja' : 'en');

describe('GIVEN a spell cast for what it does', () => {
  it.each([
    // [question, answer, the steps or the restatement]
    ['My Grizzly Bears is blocked by a 4/4. I cast Healing Salve to prevent the next 3 damage to my Bears. Does it survive?', /^Yes/, /615\.7/],
    ['My 2/2 is blocked by a 5/5. I cast Healing Salve to prevent 3 damage to my 2/2. Does my 2/2 survive?', /^No/, /615\.7/],
    ['My 2/2 is blocked by a 4/4. I prevent the next 3 damage to my 2/2 with Healing Salve. Does it survive?', /^Yes/, /615\.7/],
    ["I control Hardened Scales and Ajani's Pridemate, and I gain 3 life from Healing Salve. How many +1/+1 counters go on the Pridemate?", /2 \+1\/\+1 counters/, /119\.3|Healing Salve/],
    ["My opponent controls Ornithopter. I cast Abrade to deal 3 damage to their Ornithopter. Does it die?", /^Yes/, /Abrade deals 3 damage/],
    ['I cast Boros Charm to deal 4 damage to my opponent. What is their life total?', /16/, /Boros Charm deals 4 damage/],
    // Of a spell with no modes, the words are what it does: checked, then left to its text.
    ['My opponent has a 2/2. I cast Lightning Bolt to deal 3 damage to their 2/2. Does it die?', /^Yes/, /Lightning Bolt/],
    ['My opponent has a 4/4. I cast Shock to deal 2 damage to their 4/4. Does it die?', /^No/, /Shock/],
    ['私の2/2が4/4にブロックされたので、《治癒の軟膏》で2/2への次の3点を軽減しました。2/2は生き残りますか？', /^はい/, /615\.7/],
    ['私の2/2が5/5にブロックされたので、《治癒の軟膏》で2/2への次の3点のダメージを軽減しました。2/2は生き残りますか？', /^いいえ/, /615\.7/],
    ['《硬化した鱗》があるとき、《治癒の軟膏》で3点回復したら、《アジャニの群れ仲間》に+1/+1カウンターは何個乗りますか?', /2個/, /治癒の軟膏/],
  ] as const)('%s THEN the mode that does it is the one chosen', async (q, says, step) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect([r.value.understood ?? '', ...r.value.steps.map((s) => `${s.rules.join(' ')} ${s.text}`)].join('\n')).toMatch(step);
  });

  it.each([
    // Healing Salve gains 3, not 4: no mode does what was said.
    ['I gain 4 life from Healing Salve. What is my life total?', /“4 life”.*“Target player gains 3 life\.”/],
    ['私の2/2が4/4にブロックされたので、《治癒の軟膏》で2/2への次の4点を軽減しました。2/2は生き残りますか？', /「4点」.*モード/],
    // Shock deals 2: "5 damage" is not what it does.
    ['My opponent has a 2/2. I cast Shock to deal 5 damage to their 2/2. Does it die?', /“deal 5 damage”/],
  ] as const)('%s THEN it is asked back, never guessed (700.2)', async (q, says) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
  });

  it('GIVEN "use X to counter a Lightning Bolt" THEN the words after "to" name what is countered, never a mode (dev-en-107)', async () => {
    const r = await answerQuestion('Can I use Essence Scatter to counter a Lightning Bolt?', 'en', deps);
    expect(r.ok ? '' : r.error.message).not.toMatch(/to counter a Lightning Bolt/);
  });

  it.each([
    ['I prevent the next 3 damage to my Grizzly Bears with their Healing Salve, then they Shock it. Does it survive?', /the opponent casts Healing Salve/],
    ["My Grizzly Bears gets +3/+3 from their Giant Growth. What's its power?", /the opponent casts Giant Growth/],
    ['My Grizzly Bears gained flying from their Jump. Does it have flying?', /the opponent casts Jump/],
    ['私の灰色熊は相手の《巨大化》で+3/+3の修整を受けた。パワーはいくつ？', /対戦相手が(?:あなたの《灰色熊》を対象に)?《巨大化》を唱え/],
    ['相手の《治癒の軟膏》で私の灰色熊への次の3点を軽減しました。その後、相手は灰色熊に《ショック》を撃ちました。灰色熊は生き残りますか？', /対戦相手が(?:あなたの《灰色熊》を対象に)?《治癒の軟膏》を唱え/],
  ] as const)('GIVEN the spell said as the other player\'s (%s) THEN they cast it, not the speaker (601.2)', async (q, said) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood ?? '').toMatch(said);
  });

  it('GIVEN a modal spell cast at a target its mode can take THEN the restatement says what it targets (700.2c)', async () => {
    const r = await answerQuestion('My Grizzly Bears is blocked by a 4/4. I cast Healing Salve in prevent mode on my Bears. Does it survive?', 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.understood ?? '').toMatch(/Healing Salve targeting your Grizzly Bears/);
    expect(r.value.understood ?? '').not.toMatch(/has no target/);
  });
});
