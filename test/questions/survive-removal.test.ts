/**
 * "Does it survive?" of a permanent another player's spell exiled as it resolved (Swords to Plowshares, Path to Exile),
 * the spell not named in the question: the story's removal is what it is asked to survive, so no — it didn't die
 * (700.4), yet it left the battlefield (406.2), as "does it survive Swords to Plowshares?" is answered. A regeneration
 * shield doesn't stop an exile (701.19a replaces destruction only). Returned to a hand, or exiled by its own
 * controller's spell, the words could be read either way: no verdict.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

const CARDS = {
  'River Boa': 'リバー・ボア',
  'Swords to Plowshares': '剣を鍬に',
  'Path to Exile': '流刑への道',
  Unsummon: '送還',
  'Lightning Bolt': '稲妻',
  'Grizzly Bears': '灰色熊',
};

describe('GIVEN "does it survive?" of a permanent an opposing spell removed THEN the verdict is of that removal', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const ROWS: [string, 'yes' | 'no' | null][] = [
    ['《リバー・ボア》に《剣を鍬に》撃たれたら、再生で助かる?', 'no'],
    ['Swords to Plowshares targets my River Boa and I regenerate it in response. Does it survive?', 'no'],
    ['My opponent casts Path to Exile on my Grizzly Bears. Does my Bears survive?', 'no'],
    ['相手が私の灰色熊に《流刑への道》を唱えた。熊は生き残る？', 'no'],
    ['My opponent casts Lightning Bolt on my River Boa and I regenerate it in response. Does it survive?', 'yes'],
  ];
  it.each(ROWS)('%s → %s', async (q, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);

  it.each([
    ['My opponent casts Unsummon on my Grizzly Bears. Does my Bears survive?'],
    ['I cast Swords to Plowshares on my own Grizzly Bears. Does it survive?'],
  ])('%s → no verdict (refused)', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok ? r.value.verdict : null).toBe(null);
  }, 60_000);
});
