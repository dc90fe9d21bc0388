/**
 * Issue 14 (session 49): temporary reanimation asked about in English and Japanese — the creature returned with haste
 * (611.2a) can attack, and at the next end step it is exiled or sacrificed (603.7a-c). Goryo's Vengeance's splice keyword
 * (702.47a: it works only from a hand, as another spell is cast) can't change these answers, so it is listed, not refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  "Goryo's Vengeance": '御霊の復讐',
  'Footsteps of the Goryo': '御霊の足跡',
  'Isamaru, Hound of Konda': '今田家の猟犬、勇丸',
  'Colossal Dreadmaw': '巨大な戦慄大口',
  'Grizzly Bears': '灰色熊',
};

describe('GIVEN a creature returned for a turn THEN it can attack, and it leaves at the next end step', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = answeredRight(() => deps);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I cast Goryo's Vengeance targeting Isamaru, Hound of Konda in my graveyard. Can Isamaru attack?", 'can attack', 'yes'],
    ["I cast Goryo's Vengeance on Isamaru, Hound of Konda in my graveyard. It attacks unblocked, then the turn ends. Where is Isamaru?", 'exile', null],
    ['I cast Footsteps of the Goryo on Colossal Dreadmaw in my graveyard. Then the turn ends. Where is the Dreadmaw?', 'graveyard', null],
    ['《御霊の復讐》を墓地の《今田家の猟犬、勇丸》を対象に唱えた。勇丸は攻撃できる？', '攻撃できます', 'yes'],
    ['《御霊の足跡》で墓地の《巨大な戦慄大口》を戻した。ターンが終わったら戦慄大口はどこ？', '墓地', null],
  ];
  it.each(ROWS)('%s', async (q, says, verdict) => right(q, says, verdict), 60_000);

  // (Its target not said: asked back, never assumed.)
  const refused = refusedAs(() => deps);
  it.each([["I cast Goryo's Vengeance. Can Isamaru, Hound of Konda attack?", 'needs_detail']])('%s → %s', async (q, code) => refused(q, code), 60_000);
});
