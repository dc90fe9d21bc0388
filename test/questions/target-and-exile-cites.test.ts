/**
 * The rules a judge points at for two everyday outcomes: a spell whose announced target is not an
 * appropriate one can't be cast with it (601.2c, then the rule that makes it inappropriate, and the
 * rewind of 601.2e/733.1); an exiled object went to the exile zone (701.13a, 406.2); and a "dies"
 * trigger names what dying is (700.4: put into a graveyard from the battlefield).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, langOf } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Doom Blade': '破滅の刃',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Go for the Throat': '喉首狙い',
  Ornithopter: '羽ばたき飛行機械',
  'Grizzly Bears': '灰色熊',
  'Swords to Plowshares': '剣を鍬に',
  'Path to Exile': '流刑への道',
  'Serra Angel': 'セラの天使',
  'Doomed Traveler': '宿命の旅人',
};

describe('GIVEN real cards', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);
  const ask = (q: string): ReturnType<ReturnType<typeof answeredIn>> => answeredIn(langOf(q), () => deps)(q);

  /** [question, what the answer says, the rule that makes the target inappropriate]. */
  const ILLEGAL: [string, string, string][] = [
    ['Can I Doom Blade his Vampire Nighthawk?', 'No', '115.1'],
    ['Can I cast Go for the Throat on his Ornithopter?', 'No', '115.1'],
    ['《喉首狙い》で相手の《羽ばたき飛行機械》を対象にできますか？', 'いいえ', '115.1'],
    ['相手の《吸血鬼の夜鷲》に《破滅の刃》って撃てる？', 'いいえ', '115.1'],
  ];
  describe('WHEN a spell is aimed at something its target words exclude', () => {
    it.each(ILLEGAL)('THEN %s is refused by the engine citing 601.2c and the target rule', async (q, says, rule) => {
      const a = await ask(q);
      expect(a.answer).toContain(says);
      expect(a.rules).toContain('601.2c');
      expect(a.rules).toContain(rule);
      expect(a.rules).toContain('733.1');
    }, 60_000);
  });

  /** [question, what the answer says]. */
  const EXILED: [string, string][] = [
    ['He has Serra Angel. I cast Swords to Plowshares on it. What is his life total?', '24'],
    ['I cast Path to Exile on my opponent\'s Grizzly Bears. Where are the Bears?', 'exile'],
    ['相手の《セラの天使》に《剣を鍬に》を撃ちました。相手のライフはいくつ？', '24'],
  ];
  describe('WHEN a creature is exiled', () => {
    it.each(EXILED)('THEN %s cites exile (701.13a, 406.2)', async (q, says) => {
      const a = await ask(q);
      expect(a.answer).toContain(says);
      expect(a.rules).toEqual(expect.arrayContaining(['701.13a', '406.2']));
    }, 60_000);
  });

  /** [question, what the answer says]: destroyed or sacrificed, the creature died and its trigger says so. */
  const DIED: [string, string][] = [
    ['He casts Doom Blade on my Doomed Traveler. Do I get a Spirit token?', 'Yes'],
    ['相手が私の《宿命の旅人》に《破滅の刃》を撃った。スピリット・トークンは出る？', 'はい'],
    ['I sacrifice Doomed Traveler. Do I get a Spirit?', 'Yes'],
  ];
  describe('WHEN a creature with a "dies" trigger is destroyed or sacrificed', () => {
    it.each(DIED)('THEN %s cites 700.4 with the trigger', async (q, says) => {
      const a = await ask(q);
      expect(a.answer).toContain(says);
      expect(a.rules).toEqual(expect.arrayContaining(['700.4', '603.6c']));
    }, 60_000);
  });
});
