/**
 * An Aura told put on a permanent ("I put Pacifism on their creature", 「《平和な心》をつけた」), not "cast" and not
 * "in response": the Aura is told on it, so its spell had resolved and attached it (303.4a, 608.3) before what the
 * story tells next (608.1). What then takes the permanent away leaves the Aura attached to nothing: it goes to its
 * owner's graveyard as a state-based action (704.5m). Told "cast" or "in response", the Aura still waits on the stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

const CARDS = {
  Pacifism: '平和な心',
  Rancor: '怨恨',
  Unsummon: '送還',
  Shock: 'ショック',
  'Grizzly Bears': '灰色熊',
};

describe('GIVEN an Aura told put on a permanent THEN it resolved before what the story tells next (608.1)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, the Aura, its final zone, whether the answer cites 704.5m (the Aura attached to nothing)]. */
  const ROWS: [string, string, string, boolean][] = [
    ["I put Pacifism on my opponent's creature and they Unsummon it. Where does Pacifism go?", 'Pacifism', 'graveyard', true],
    ['相手のクリーチャーに《平和な心》をつけたら、相手が《送還》で手札に戻した。《平和な心》はどうなる?', 'Pacifism', 'graveyard', true],
    ['My opponent puts Pacifism on my Grizzly Bears and I Unsummon the Bears. Where does Pacifism go?', 'Pacifism', 'graveyard', true],
    ['I put Rancor on my Grizzly Bears and my opponent Shocks the Bears. Where does Rancor go?', 'Rancor', 'hand', true],
    ['自分の灰色熊に《怨恨》をつけたら、相手が《ショック》で熊を倒した。《怨恨》はどこに行く？', 'Rancor', 'hand', true],
    // Told "in response", or as a cast: the Aura still waits, and its only target is gone as it resolves (608.2b).
    ["I put Pacifism on my opponent's creature and in response they Unsummon it. Where does Pacifism go?", 'Pacifism', 'graveyard', false],
    ["I cast Pacifism on my opponent's Grizzly Bears and they Unsummon it. Where does Pacifism go?", 'Pacifism', 'graveyard', false],
  ];
  it.each(ROWS)('%s → %s in the %s', async (q, aura, zone, sba) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.resolution.final.objects.find((o) => o.printed.name === aura)?.zone).toBe(zone);
    expect(r.value.steps.some((s) => s.rules.includes('704.5m'))).toBe(sba);
  }, 60_000);
});
