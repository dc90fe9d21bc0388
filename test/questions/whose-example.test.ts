/**
 * Issue 16 §1 (the "whose is it?" ask-back): when the controller of a target the question left unsaid decides
 * the answer, the question is asked back (issue 11 §2) with an example that fits what made the two readings
 * differ — hexproof stops only opponents' spells and abilities (702.11b); ward counters only theirs unless its
 * cost is paid (702.21a); Swords to Plowshares' life goes to the creature's controller, so which player gains
 * it changes — never a hexproof example when the creature has no hexproof. Other causes get no example.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { whoseThingMessage } from '../../src/questions/whose-cause.ts';
import type { WhoseCause } from '../../src/questions/whose-cause.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';
import { latinWords } from '../support/ja-text-check.ts';

describe('GIVEN a target whose controller is unsaid and decides the answer WHEN asked back THEN the example fits the cause', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Swords to Plowshares': '剣を鍬に', Shock: 'ショック' });
  }, 120_000);
  /** [question, words the ask-back has, words it must not have]. */
  const ROWS: [string, string, string][] = [
    ['I cast Swords to Plowshares on a 3/3. What is my life total?', 'which player gains the life from your Swords to Plowshares depends on it', 'hexproof'],
    ['I cast Swords to Plowshares on a 3/3. How much life does my opponent have?', 'gains the life from your Swords to Plowshares', 'hexproof'],
    ['I cast Shock on a 2/2 with hexproof. Does it die?', "hexproof stops only opponents' spells and abilities from targeting it, 702.11b", 'ward'],
    ['I cast Swords to Plowshares on a 2/2 with hexproof. What is my life total?', '702.11b', 'gains the life'],
    ['I cast Shock on a 2/2 with ward 2. Does it die?', "ward counters only an opponent's spell or ability that targets it, unless they pay its cost, 702.21a", 'hexproof'],
    ['私は3/3に《剣を鍬に》を唱えます。私のライフは？', '《剣を鍬に》でどのプレイヤーがライフを得るかが、それによって変わります', '呪禁'],
    ['《剣を鍬に》を3/3に唱えた。相手のライフは？', 'ライフを得るか', '呪禁'],
    ['私は2/2に《ショック》を唱えます。その2/2は呪禁を持っています。死にますか？', '呪禁で対象にならないのは、対戦相手の呪文や能力に対してだけです、702.11b', '護法'],
  ];
  it.each(ROWS)('%s → says %s', async (q, says, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('needs_detail');
    if (r.ok) return;
    expect(r.error.message).toContain(says);
    expect(r.error.message).not.toContain(never);
  }, 60_000);
});

describe('GIVEN every cause of a "whose is it?" ask-back THEN each language words it', () => {
  const CAUSES: [WhoseCause, string, string][] = [
    [{ kind: 'hexproof' }, '702.11b', '呪禁'],
    [{ kind: 'ward' }, '702.21a', '護法'],
    [{ kind: 'life', gain: true, spell: null }, 'gains life', 'ライフを得る'],
    [{ kind: 'life', gain: true, spell: 'Swords to Plowshares' }, 'gains the life from Swords to Plowshares', 'Swords to Plowshares'],
    [{ kind: 'life', gain: false, spell: null }, 'loses life', 'ライフを失う'],
    [{ kind: 'life', gain: false, spell: "Chandra's Outrage" }, "loses life from Chandra's Outrage", 'ライフを失う'],
    [{ kind: 'other' }, "which the question doesn't say. Please say", '書かれていません。「自分の'],
  ];
  it.each(CAUSES)('%j → EN %s / JA %s', (cause, en, ja) => {
    const e = whoseThingMessage('en', 'a 3/3', cause);
    const j = whoseThingMessage('ja', '3/3', cause);
    expect(e).toContain(en);
    expect(j).toContain(ja);
    expect(e).toContain('“a 3/3”');
    // (No example that isn't the cause: only the hexproof one speaks of hexproof.)
    expect(e.includes('hexproof')).toBe(cause.kind === 'hexproof');
    // Japanese shows no English but the card name it quotes.
    expect(latinWords(j.replace(cause.kind === 'life' && cause.spell !== null ? cause.spell : '\u0000', ''))).toEqual([]);
  });
});
