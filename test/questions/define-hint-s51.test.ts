/**
 * Session 51: a question /ask could not read that names keywords ("Does lifelink work with damage from a spell?",
 * 「絆魂って呪文のダメージでも効く？」) still tells the asker where the keyword's general workings are: /define (/用語 as
 * Discord shows it in Japanese, which the console takes too), named
 * with the keywords as written. Questions with no keyword, and questions answered, carry no such line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { findCommand } from '../../commands/index.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears']);
}, 120_000);

const reply = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  return r.ok ? `answered: ${r.value.answer}` : r.error.message;
};

describe('GIVEN a question not read that names keywords THEN the refusal points to /define for them', () => {
  it.each([
    ['Does lifelink work with damage from a spell?', 'en', /try “\/define lifelink”\.$/],
    ['Does a first striker with deathtouch kill anything it touches first?', 'ja', /「先制攻撃」、「接死」そのものの働きは「\/用語」コマンドで説明します。$/],
    ['is trample any good against chump blockers in general, and what about menace', 'en', /“trample” and “menace” do in general, try “\/define trample” or “\/define menace”/],
    ['絆魂って呪文のダメージでも効く？', 'ja', /「絆魂」そのものの働きは「\/用語」コマンドで説明します。$/],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    ['blorp the flurb ???', 'en'],
    ['Can a 2/2 with flying block a 3/3 with reach?', 'en'],
  ] as const)('GIVEN %s THEN no /define line', async (q, lang) => {
    expect(await reply(q, lang)).not.toMatch(/\/define/);
  });
});

describe('GIVEN a command typed by its Japanese name THEN it is that command', () => {
  it.each([
    ['用語', 'define'],
    ['質問', 'ask'],
    ['define', 'define'],
  ])('%s → %s', (typed, name) => {
    expect(findCommand(typed)?.data.name).toBe(name);
  });

  it('GIVEN an unknown name THEN none', () => {
    expect(findCommand('用語集ではない')).toBeUndefined();
  });
});
