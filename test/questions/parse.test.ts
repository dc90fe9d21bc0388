/**
 * src/questions: the parts of understanding a question that the acceptance table doesn't show on
 * their own — errors named word for word, labels, sentence order as timestamps, pronouns, the
 * phrase grammar, card names and quoted text through the card compiler, and never a guess.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion, parseQuestion, MAX_QUESTION_LENGTH } from '../../src/questions/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import { sampleCard } from '../cards/helpers.ts';

/** A tiny catalog over sample.json cards (exact English names, case-insensitive). */
function sampleDeps(names: string[]): QuestionDeps {
  const cards = new Map(names.map((n) => [n.toLowerCase(), toCardRecord(sampleCard(n))] as const));
  return {
    resolveCard: async (name: string): Promise<CardLookup> => {
      const card = cards.get(name.toLowerCase());
      if (!card) return { kind: 'none', suggestions: [] };
      return { kind: 'found', card, match: { how: 'exact', via: 'name', matched: card.name, face: null, score: 1 } };
    },
  };
}

async function answer(q: string, deps: QuestionDeps = {}) {
  const r = await answerQuestion(q, /[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en', deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('GIVEN input that is not a question', () => {
  it('THEN empty text is empty_input with an example', async () => {
    const r = await parseQuestion('   ', 'en');
    expect(r.ok ? null : r.error.code).toBe('empty_input');
    expect(r.ok ? '' : r.error.message).toContain('for example');
  });
  it('THEN over-long text is input_too_long, saying the limit', async () => {
    const r = await parseQuestion('a 2/2 attacks. '.repeat(200), 'en');
    expect(r.ok ? null : r.error.code).toBe('input_too_long');
    expect(r.ok ? '' : r.error.message).toContain(String(MAX_QUESTION_LENGTH));
  });
  it('THEN text with no situation in it is not_understood', async () => {
    const r = await parseQuestion('hello there', 'en');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
  });
});

describe('GIVEN a question with a part that is not understood', () => {
  it('THEN the part is named word for word, with an example phrasing, and nothing is answered', async () => {
    const r = await answerQuestion('A 7/7 with trample attacks. The opponent flibbers the 7/7. What happens?', 'en');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('not_understood');
    expect(r.error.parts.join(' ')).toContain('flibbers');
    expect(r.error.message).toMatch(/^I didn't understand: '.*flibbers/);
    expect(r.error.message).toContain('Try phrasing it like');
  });
  it('THEN a Japanese part is named in Japanese', async () => {
    const r = await answerQuestion('6/6が3/5にブロックされた。6/6はほにゃららしますか？', 'ja');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('not_understood');
    expect(r.error.message).toContain('次の部分が理解できませんでした');
    expect(r.error.parts.join('')).toContain('ほにゃらら');
  });
  it('THEN a vague yes/no question ("can a flyer be blocked?" by what?) is not answered', async () => {
    const r = await answerQuestion('Can a creature with flying be blocked?', 'en');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
  });
  it('THEN an impossible size ("a 3/-1") is not read as a creature', async () => {
    const r = await answerQuestion('A 3/-1 attacks. What happens?', 'en');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
  });
  it('THEN "blocked by" with nothing attacking is not understood rather than guessed', async () => {
    const r = await answerQuestion('Blocked by a 2/2. What happens?', 'en');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
  });
});

describe('GIVEN creatures described without a card name', () => {
  it('THEN they get readable labels, and equal ones an ordinal', async () => {
    const a = await answer('A 6/6 with trample attacks and is blocked by two 2/2s. What happens?');
    expect(a.understood).toContain('your 6/6 trample creature');
    expect(a.understood).toContain("the opponent's first 2/2 creature");
    expect(a.understood).toContain("the opponent's second 2/2 creature");
  });
  it('THEN Japanese labels are Japanese', async () => {
    const a = await answer('警戒を持つ4/4が攻撃した。どうなりますか？');
    expect(a.understood).toContain('あなたの警戒の4/4クリーチャー');
  });
  it('THEN a size the question did not give is not invented: the answer holds at any size and says so (issue 11 §2)', async () => {
    const a = await answer('Can a creature with defender attack?');
    expect(a.understood).toContain('no size was given');
    expect(a.understood).toContain('the same whatever its size');
    expect(a.understood).not.toContain('2/2');
  });

  // Issue 11 §2: the size a creature was run at is not a fact. The answer says of its P/T only what
  // every size tried agrees on (a change, or a P/T an effect sets), in the answer and in the steps.
  it.each([
    { q: 'I cast another Elf. What happens?', names: [], has: ['Your Elf is an Elf Creature'], not: [/\d\/\d/, /colorless/] },
    { q: 'I cast a Goblin. What happens?', names: [], has: ['Goblin'], not: [/\d\/\d/, /colorless/] },
    { q: 'エルフを唱えた。どうなる？', names: [], has: ['エルフ・クリーチャーです'], not: [/\d\/\d/, /無色/] },
    { q: 'I cast [[Giant Growth]] on my Elf. What happens?', names: ['Giant Growth'], has: ['gets +3/+3'], not: [/4\/4/, /1\/1/] },
    { q: 'My creature gets +2/+0 until end of turn. What happens?', names: [], has: ['gets +2/+0'], not: [/3\/1/, /1\/1/] },
    { q: '私のエルフに《Giant Growth》を唱えた。どうなる？', names: ['Giant Growth'], has: ['+3/+3の修整'], not: [/4\/4/, /1\/1/] },
    { q: 'I control a creature. I cast Glorious Anthem. What happens?', names: ['Glorious Anthem'], has: ['gets +1/+1'], not: [/2\/2/, /1\/1/] },
    // A P/T an effect sets is the same at every size: a fact, said.
    { q: 'My creature becomes a 0/1 until end of turn. What happens?', names: [], has: ['0/1'], not: [/1\/1/] },
  ])('THEN "$q" says no size it was not given', async ({ q, names, has, not }) => {
    const a = await answer(q, names.length > 0 ? sampleDeps(names) : {});
    const text = [a.answer, ...a.steps.map((s) => s.text)].join('\n');
    for (const h of has) expect(a.answer).toContain(h);
    for (const n of not) expect(text).not.toMatch(n);
  });
  it.each([
    ["I control [[Ajani's Pridemate]]. I gain 3 life. How many times does [[Ajani's Pridemate]] trigger?", 'once'],
    ["私は《Ajani's Pridemate》をコントロールしている。私は3点のライフを得た。《Ajani's Pridemate》は何回誘発する？", '1回'],
  ])('THEN a count asked with a question word ("%s") is said without a yes or no (issue 11 §4)', async (q, says) => {
    const a = await answer(q, sampleDeps(["Ajani's Pridemate"]));
    expect(a.verdict).toBeNull();
    expect(a.answer).toContain(says);
    expect(a.answer).not.toMatch(/^(?:Yes|No|はい|いいえ)/u);
  });
  it('THEN a told size is still said ("Giant Growth on my 2/2": a 5/5)', async () => {
    const a = await answer('I cast [[Giant Growth]] on my 2/2. What happens?', sampleDeps(['Giant Growth']));
    expect(a.answer).toContain('5/5');
  });

  it('THEN a question whose answer depends on the size it did not give is asked back, not answered', async () => {
    for (const q of ['My creature blocks a 3/3. Does my creature die?', "A creature attacks and isn't blocked. How much life does my opponent have?"]) {
      const r = await answerQuestion(q, 'en');
      expect(r.ok ? 'answered' : r.error.code, q).toBe('needs_detail');
    }
    // The same words with a size it doesn't depend on are answered.
    const fixed = await answer('A creature deals 3 damage to my opponent. How much life does my opponent have?');
    expect(fixed.answer).toContain('17');
  });

  it('THEN "the creature" that two fit is asked back, in English and Japanese, even where a frame takes several (issue 11 §2)', async () => {
    for (const [q, lang] of [
      ['A 2/2 and a 3/3 attack. The creature is dealt 2 damage. Does it die?', 'en'],
      ['2/2と3/3が攻撃した。そのクリーチャーに2点のダメージを与えた。それは死にますか？', 'ja'],
    ] as const) {
      const r = await answerQuestion(q, lang);
      expect(r.ok ? 'answered' : r.error.code, q).toBe('ambiguous');
    }
  });
});

describe('GIVEN two blockers, one of them described as plain (普通の)', () => {
  it('THEN both block and the trample damage counts both', async () => {
    const r = await answerQuestion('トランプルを持つ8/8で攻撃したところ、相手は破壊不能の2/2と普通の4/4でブロックしてきました。何点通りますか？', 'ja');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.answer).toContain('2点');
  });
});

describe('GIVEN a second role of the same kind that no frame read (issue 11: nothing dropped silently)', () => {
  it('THEN its words are named and nothing is answered', async () => {
    for (const [q, lang, part] of [
      // An unknown word between two blockers splits the list: the second blocker used to vanish and the answer counted one.
      ['トランプルを持つ8/8で攻撃したところ、相手は破壊不能の2/2とぽにょぽにょの4/4でブロックしてきました。何点通りますか？', 'ja', '4/4'],
      ['7/7のトランプルで攻撃し、相手は1/1とむにゃむにゃの5/5でブロックした。プレイヤーへのダメージは？', 'ja', '5/5'],
    ] as const) {
      const r = await answerQuestion(q, lang);
      expect(r.ok ? 'answered' : r.error.code, q).toBe('not_understood');
      if (!r.ok) expect(r.error.parts.join(' '), q).toContain(part);
    }
  });
});

describe('GIVEN effects told in an order', () => {
  it('THEN sentence order gives the timestamps (613.7): the later "becomes" wins', async () => {
    const first = await answer('My 2/2 becomes 0/1. Then it becomes 3/3. What is its power and toughness?');
    const second = await answer('My 2/2 becomes 3/3. Then it becomes 0/1. What is its power and toughness?');
    expect(first.answer).toContain('is 3/3');
    expect(second.answer).toContain('is 0/1');
  });
  it('THEN "it" in a later sentence is the creature named before', async () => {
    const a = await answer('A 2/2 with flying attacks. Can my 3/3 with reach block it?');
    expect(a.verdict).toBe('yes');
    expect(a.understood).toContain("can your 3/3 reach creature block the opponent's 2/2 flying creature");
  });
});

describe('GIVEN yes/no questions', () => {
  it('THEN the verdict is what the engine allowed, citing the rule that forbids it', async () => {
    const a = await answer('Can a creature with defender attack?');
    expect(a.verdict).toBe('no');
    expect(a.steps.some((s) => s.rules.includes('702.3b'))).toBe(true);
    expect(a.answer).toMatch(/^No\./);
  });
  it('THEN a Japanese verdict starts with はい／いいえ', async () => {
    const a = await answer('防衛を持つクリーチャーはブロックできますか？');
    expect(a.verdict).toBe('yes');
    expect(a.answer.startsWith('はい')).toBe(true);
  });
});

describe('GIVEN card names and quoted rules text', () => {
  it('THEN a card is looked up and compiled (Colossus Hammer: +10/+10, loses flying)', async () => {
    const a = await answer('Grizzly Bears equipped with Colossus Hammer. What is the power and toughness of Grizzly Bears?', sampleDeps(['Grizzly Bears', 'Colossus Hammer']));
    expect(a.answer).toContain('12/12');
  });
  it('THEN an unknown card is unknown_card, naming it', async () => {
    const r = await answerQuestion('Zzyzx Flibbertigibbet attacks. What happens?', 'en', sampleDeps(['Grizzly Bears']));
    expect(r.ok ? null : r.error.code).toBe('unknown_card');
    expect(r.ok ? '' : r.error.message).toContain('Zzyzx Flibbertigibbet');
  });
  it('THEN without a catalog a card name is not guessed', async () => {
    const r = await answerQuestion('Grizzly Bears attacks. What happens?', 'en');
    expect(r.ok ? null : r.error.code).toBe('unknown_card');
  });
  it("THEN quoted ability text goes through the card templates ('White creatures you control get +1/+1.')", async () => {
    const a = await answer("I control an enchantment with 'White creatures you control get +1/+1.' I control a white 2/2. What is the power and toughness of the 2/2?");
    expect(a.answer).toContain('3/3');
  });
  it('THEN quoted text the templates cannot read is unmodelled, quoted back', async () => {
    const r = await answerQuestion("My 2/2 has 'Whenever the moon is full, double the number of frogs.' What happens?", 'en');
    expect(r.ok ? null : r.error.code).toBe('unmodelled');
    expect(r.ok ? '' : r.error.message).toContain('frogs');
  });
});

describe('GIVEN any answer', () => {
  it('THEN it starts with the restatement and its steps cite rules', async () => {
    const a = await answer('A 5/5 attacks and nobody blocks. How much life does my opponent have?');
    expect(a.understood.startsWith('I understood your question as: ')).toBe(true);
    expect(a.steps.length).toBeGreaterThan(0);
    expect(a.steps.every((s) => Array.isArray(s.rules))).toBe(true);
    expect(a.answer).toContain('15');
  });
});

describe('GIVEN Japanese phrasings added in session 2 (H10)', () => {
  it('THEN two creatures of the same size in one clause are two creatures', async () => {
    const r = await parseQuestion('先制攻撃を持つ2/2が2/2にブロックされた。どちらが死亡しますか？', 'ja');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.things).toHaveLength(2);
    const block = r.value.events.find((e) => e.kind === 'block');
    expect(block && block.kind === 'block' ? block.blockers[0] : null).not.toBe(block && block.kind === 'block' ? block.attacker : null);
    expect(r.value.asks[0]).toEqual({ kind: 'outcome', about: 'dies' });
  });
  it('THEN 「何点のダメージが通りますか」 asks the damage the defending player takes, and said of a player, that player\'s', async () => {
    const a = await parseQuestion('トランプルを持つ6/6が3/5にブロックされた。何点のダメージが通りますか？', 'ja');
    expect(a.ok ? a.value.asks[0] : null).toEqual({ kind: 'damage-taken', side: null });
    const b = await parseQuestion('トランプルを持つ6/6が3/5にブロックされた。対戦相手に何点のダメージが入りますか？', 'ja');
    expect(b.ok ? b.value.asks[0] : null).toEqual({ kind: 'damage-taken', side: 'B' });
  });
  it('THEN 「〜を持たない」 describes a made-up creature, but is refused for a card (its abilities are its own) and when it contradicts the phrase', async () => {
    const ok = await parseQuestion('飛行を持つ2/2を到達を持たない3/3でブロックできますか？', 'ja');
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.value.things.find((t) => t.power === 3)?.keywords).toEqual([]);
    const card = await parseQuestion('飛行を持たない《Serra Angel》は攻撃できますか？', 'ja', sampleDeps(['Serra Angel']));
    expect(card.ok ? null : card.error.code).toBe('not_understood');
    const both = await parseQuestion('飛行を持ち飛行を持たない3/3は攻撃できますか？', 'ja');
    expect(both.ok).toBe(false);
  });
  it('THEN 「《X》で+3/+3の修整を受けて」 casts X at the creature, and a creature card named as the source is not read as cast on it (not_understood: a creature card is not cast on a creature, 115.1a)', async () => {
    const deps = sampleDeps(['Grizzly Bears', 'Giant Growth']);
    const r = await parseQuestion('《Grizzly Bears》が《Giant Growth》で+3/+3の修整を受けて、4/4にブロックされた。どうなりますか？', 'ja', deps);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.events.map((e) => e.kind)).toEqual(['cast', 'attack', 'block']);
    const bad = await parseQuestion('《Grizzly Bears》が《Grizzly Bears》で+3/+3の修整を受けて、4/4にブロックされた。どうなりますか？', 'ja', deps);
    expect(bad.ok ? null : bad.error.code).toBe('not_understood');
  });
  it('THEN a Japanese answer about targeting names the keyword in Japanese, never the engine\'s English word', async () => {
    for (const [q, ja] of [
      ['被覆を持つクリーチャーを自分の呪文の対象にできますか?', '被覆'],
      ['対戦相手の呪禁を持つクリーチャーを対象にできますか？', '呪禁'],
      ['対戦相手の赤からのプロテクションを持つ2/2を《Lightning Bolt》の対象にできますか？', 'プロテクション（赤）'],
    ] as const) {
      const a = await answer(q, sampleDeps(['Lightning Bolt']));
      expect(a.verdict).toBe('no');
      expect(a.answer).toContain(ja);
      expect(a.answer).not.toMatch(/shroud|hexproof|protection/i);
    }
  });
});

describe('GIVEN "without <keyword>", counter lists and "deals combat damage to" (H11)', () => {
  it('THEN a described creature "without flying" simply lacks it and the engine decides the block (702.9b)', async () => {
    const a = await answer('Can a 3/3 without flying block a 2/2 with flying?');
    expect(a.verdict).toBe('no');
    expect(a.steps.flatMap((s) => s.rules)).toContain('702.9b');
  });
  it('THEN "with flying … without flying" contradicts itself and is not answered', async () => {
    for (const q of ['Can a 3/3 with flying without flying block a 2/2?', 'Can a 3/3 without flying and with flying block a 2/2?']) {
      const r = await answerQuestion(q, 'en');
      expect(r.ok ? null : r.error.code).toBe('not_understood');
      expect(r.ok ? '' : r.error.parts.join(' ')).toContain('flying');
    }
  });
  it('THEN a real card "without" a keyword is not guessed at (its abilities come from the card)', async () => {
    const r = await answerQuestion('Can Grizzly Bears without flying block a 2/2 with flying?', 'en', sampleDeps(['Grizzly Bears']));
    expect(r.ok ? null : r.error.code).toBe('not_understood');
    expect(r.ok ? '' : r.error.parts.join(' ')).toContain('without flying');
  });
  it('THEN every counter in a list is read ("has two +1/+1 counters and a -1/-1 counter")', async () => {
    const a = await answer('My 1/1 has two +1/+1 counters, a -1/-1 counter and a +1/+1 counter. What is its power and toughness?');
    expect(a.answer).toContain('3/3');
  });
  it('THEN a blocked creature "dealing combat damage to my opponent" is not read as unblocked', async () => {
    const r = await answerQuestion('A 4/4 with trample is blocked by a 2/2 and deals combat damage to my opponent. How much life does my opponent have?', 'en');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
    expect(r.ok ? '' : r.error.parts.join(' ')).toContain('deals combat damage to my opponent');
  });
  it('THEN "does X deal damage to me" names the player asked about', async () => {
    const a = await answer('My opponent attacks with a 3/3. I do not block. Does the 3/3 deal damage to me?');
    expect(a.verdict).toBe('yes');
    expect(a.answer).toContain('3 damage to you');
  });
});

describe('GIVEN phrasings added in session 2 (H12)', () => {
  it('THEN "How many creatures die?" is an outcome question, like "What happens?", asked of which die', async () => {
    for (const q of ['A 4/4 attacks and is blocked by a 2/2. How many creatures die?', 'A 4/4 attacks and is blocked by a 2/2. How many die?']) {
      const r = await parseQuestion(q, 'en');
      expect(r.ok ? r.value.asks[0] : q).toEqual({ kind: 'outcome', about: 'dies' });
    }
  });
  it('THEN 「4/4はプレイヤーにダメージを与えますか」 asks deals-damage (the defending player), and a named player narrows it', async () => {
    // "The player" in a combat question is the defending player: the opponent of the one attacking.
    // (side null: the defending player, settled once combat is — intents.ts sideAsked.)
    const a = await parseQuestion('4/4が攻撃した。4/4はプレイヤーにダメージを与えますか？', 'ja');
    expect(a.ok ? a.value.asks[0] : null).toMatchObject({ kind: 'deals-damage', side: null });
    const b = await parseQuestion('4/4が攻撃した。4/4は対戦相手にダメージを与えますか？', 'ja');
    expect(b.ok ? b.value.asks[0] : null).toMatchObject({ kind: 'deals-damage', side: 'B' });
  });
  it('THEN 「…ダメージを与えた。」 is a statement, not the question: nothing is asked, so it is not understood', async () => {
    const r = await parseQuestion('4/4が攻撃し、2/2にブロックされた。4/4はプレイヤーにダメージを与えた。', 'ja');
    expect(r.ok ? null : r.error.code).toBe('not_understood');
  });
});

describe('GIVEN a word left over that is a card\'s whole name (too short to be spotted without brackets)', () => {
  const cards = new CardSpotter([
    { name: 'Worship', kind: 'name', english: 'Worship', typeLine: 'Enchantment', playable: true },
    { name: '崇拝', kind: 'ja', english: 'Worship', typeLine: 'Enchantment', playable: true },
  ]);
  it('THEN the refusal says to write the card in brackets, in the asker\'s language', async () => {
    const ja = await parseQuestion('自分の場に崇拝と3/3がいて、ライフは3。相手が私に3点のダメージを与えたらライフは？', 'ja', { cards });
    expect(ja.ok).toBe(false);
    if (!ja.ok) {
      expect(ja.error.code).toBe('not_understood');
      expect(ja.error.parts).toContain('崇拝');
      expect(ja.error.message).toContain('《崇拝》のように《》で囲んで');
    }
    // A left-over word that names no card gets no such hint.
    const none = await parseQuestion('自分の場にほげほげと3/3がいて、ライフは3。相手が私に3点のダメージを与えたらライフは？', 'ja', { cards });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).not.toContain('《》で囲んで');
  });

  it('THEN a name the words already read as a card gets no such hint (the clause around it is what was not understood)', async () => {
    const bears = new CardSpotter([{ name: 'Grizzly Bears', kind: 'name', english: 'Grizzly Bears', typeLine: 'Creature — Bear', playable: true }]);
    const r = await parseQuestion('My opponent attacks with a 3/3 and a 2/2. I control Grizzly Bears. Can I block the 3/3 with Grizzly Bears and the 2/2 with a 1/1?', 'en', { cards: bears });
    expect(r.ok ? null : r.error.code).toBe('not_understood');
    if (!r.ok) expect(r.error.message).not.toContain('in brackets');
  });

  it('THEN in English only a capitalised word is taken for a card ("Life"), never the lower-case game word ("life")', async () => {
    const life = new CardSpotter([{ name: 'Life', kind: 'name', english: 'Life', typeLine: 'Sorcery', playable: true }]);
    const ask = (w: string) => parseQuestion(`My 2/2 is blocked by a 3/3 that zorbles the ${w}. Does the 2/2 die?`, 'en', { cards: life });
    for (const [r, hint] of [[await ask('Life'), true], [await ask('life'), false]] as const) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.includes('[[Life]]')).toBe(hint);
    }
  });
});
