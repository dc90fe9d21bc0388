/**
 * Outcomes the asker narrates (issue 11: no invented facts). "I attacked with Glistener Elf and it was blocked by
 * Grizzly Bears. My elf died, but what happened to the bear?", 「…ブロックされた。エルフは死んだけど、熊ってどうなってる？」:
 * the death is what the combat did, told in a clause that also carries "but" / 「けど」, or in the same sentence
 * as the question. Read as an event of its own, it came right after blocks, before combat damage (510.2): the Elf
 * left, dealt nothing, and the Bears stayed a 2/2 — where infect's damage to a creature is -1/-1 counters (702.90c, 120.3d) and
 * the Bears are a 1/1. Such an outcome is a claim checked against the run (language/results.ts narrated): agreed,
 * the answer stands; contradicted, nothing is answered and the reply says what the rules give instead
 * (questions/claims.ts toldDeaths). A death with a cause of its own ("I sacrificed it", 「《ショック》で死んだ」,
 * "I cast Murder on it") stays an event; one only supposed ("if my elf dies") is tried both ways and asked back when they
 * differ (questions/told-readings.ts supposedDeathDiffers). Rows are variations: both sides, other sizes, other outcomes
 * (damage taken, life lost), the outcome told before or after the question, and both languages.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS = { 'Glistener Elf': 'ぎらつかせのエルフ', 'Grizzly Bears': '灰色熊', Shock: 'ショック', Murder: '殺害' };

describe('GIVEN an outcome the asker narrates after the combat or spell that would cause it', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict]: the claim agrees with the run, and the answer is the run's. */
  const AGREES: [string, string, 'yes' | 'no' | null][] = [
    // Infect (702.90c, 120.3d): the Bears get a -1/-1 counter, the Elf dies to the Bears' 2 damage (704.5g).
    ['I attacked with Glistener Elf and it was blocked by Grizzly Bears. My elf died but what happened to the bear?', 'Grizzly Bears is a 1/1', null],
    ['My Glistener Elf attacked and their Grizzly Bears blocked. The elf died, but is the bear still a 2/2?', 'is 1/1', 'no'],
    ['My Glistener Elf attacked and was blocked by Grizzly Bears. After my elf died, what happened to the bear?', 'Grizzly Bears is a 1/1', null],
    // The question before the story it asks about.
    ['What happened to the Grizzly Bears? My Glistener Elf attacked, Grizzly Bears blocked it, and my elf died.', 'Grizzly Bears is a 1/1', null],
    ['My 3/3 was blocked by their 3/3. My 3/3 died, but did their 3/3 die?', "The opponent's 3/3 creature dies", 'yes'],
    ['My 3/3 attacked and their 2/2 blocked. The 2/2 died, so how much damage did I take?', 'You take 0 damage', null],
    ['My 5/5 trample attacked and their 2/2 blocked. The 2/2 died but how much damage did my opponent take?', 'The opponent takes 3 damage', null], // 702.19b
    ['Their 2/2 blocked my 3/3 lifelink. Their 2/2 died, but how much life did I gain?', 'You gain 3 life', null], // 702.15b
    ['My 3/3 attacked and their 1/1 blocked. Their 1/1 died but my 3/3 survived, right?', 'survives (with 1 damage marked)', 'yes'],
    // Damage and life told the same way: checked once, never dealt again (510.2).
    ['My 3/3 attacked and their 2/2 blocked. My 3/3 took 2 damage, but what happened to the 2/2?', "ends up in its owner's graveyard", null],
    ["I attacked with a 2/2 and they didn't block. They lost 2 life, but what is their life total?", "The opponent's life total is 18", null],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフは死んだけど、熊は今どうなってる？', '1/1', null],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフは死んだけど、熊のP/Tは？', '《灰色熊》は1/1です', null],
    ['《灰色熊》で攻撃して《ぎらつかせのエルフ》にブロックされた。エルフは死んだけど、熊はどうなった？', 'あなたの《灰色熊》は1/1', null],
    ['《ぎらつかせのエルフ》で攻撃して《灰色熊》にブロックされた。エルフが死んだ後、熊はどうなってる？', '1/1', null],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされて、エルフが死んだから、熊は生き残った？', '1/1', 'yes'],
    ['私の3/3が相手の3/3にブロックされた。私の3/3は死んだけど、相手の3/3は死んだ？', '対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['私の3/3が相手の2/2にブロックされて、2/2が死んだので、私は何点ダメージを受けた？', 'あなたは0点のダメージを受けます', null],
    ['私の5/5トランプルが相手の2/2にブロックされた。2/2は死んだけど、相手は何点ダメージを受けた？', '対戦相手は3点のダメージを受けます', null],
    ['私の3/3が相手の2/2にブロックされた。3/3は2点のダメージを受けたけど、2/2はどうなった？', '対戦相手の墓地', null],
    ['私の2/2で攻撃して、ブロックされなかった。相手は2点失ったけど、相手のライフは？', '対戦相手のライフは18', null],
  ];
  it.each(AGREES)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, code, what it says]: the claim contradicts the run — the rules' outcome said, nothing answered over it. */
  const CONTRADICTED: [string, string, string][] = [
    // A 4/4 dealt 2 survives (704.5g): "died" is not what the combat did (it was read as an event before damage, and the 2/2 said to survive).
    ['My 4/4 was blocked by their 2/2. My 4/4 died but did their 2/2 die?', 'impossible', 'still on the battlefield as a 4/4 with 2 damage marked on it'],
    ['I attacked with Glistener Elf and it was blocked by Grizzly Bears. The bears died, but did my elf survive?', 'impossible', 'still on the battlefield as a 1/1'],
    ['My 3/3 attacked and their 2/2 blocked. My 3/3 took 3 damage, but what happened to the 2/2?', 'needs_detail', 'your 3/3 creature is dealt 2 damage (510.2)'],
    ["I attacked with a 2/2 and they didn't block. They lost 3 life, but what is their life total?", 'needs_detail', 'the opponent loses 2 life (510.2)'],
    ['私の4/4が相手の2/2にブロックされた。4/4は死んだが、相手の2/2はどうなった？', 'impossible', '2点のダメージを負った4/4として戦場に残ります'],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。熊は死んだけど、エルフは生き残った？', 'impossible', '1/1のまま戦場に残ります'],
    ['私の3/3が相手の2/2にブロックされた。3/3は3点のダメージを受けたけど、2/2はどうなった？', 'needs_detail', '受けるダメージは2点です（510.2）'],
    ['私の2/2で攻撃して、ブロックされなかった。相手は3点失ったけど、相手のライフは？', 'needs_detail', '失うライフは2点です（510.2）'],
  ];
  it.each(CONTRADICTED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /** A death with a cause of its own stays an event: it happens where told, before combat damage, and the blocker is dealt nothing. */
  const OWN_CAUSE: [string, string, 'yes' | 'no' | null][] = [
    ['I attacked with Glistener Elf and it was blocked by Grizzly Bears. I sacrificed the elf, but is the bear still a 2/2?', 'is 2/2', 'yes'], // 701.21a, 506.4
    ['I attacked with Glistener Elf and it was blocked by Grizzly Bears. I cast Murder on the bears. Is my elf still alive?', 'survives', 'yes'],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフを生け贄に捧げたけど、熊のパワーとタフネスは？', '《灰色熊》は2/2です', null],
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフは《ショック》で死んだけど、熊のP/Tは？', '《灰色熊》は2/2です', null],
  ];
  it.each(OWN_CAUSE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * A death supposed ("if my elf dies", 「エルフが死んだら」) of a creature in the combat, with nothing said of what kills it
   * or when: of the combat's damage (510.2) or of something before it. Tried both ways; asked back when the answers, or the
   * final state the reply shows, differ (or the combat doesn't kill it) — answered when they agree.
   */
  const SUPPOSED_ASKED: string[] = [
    "I attack with Glistener Elf and it's blocked by Grizzly Bears. If my elf dies, what happens to the bear?", // 1/1 (702.90c) or 2/2
    'My 3/3 is blocked by their 3/3. If my 3/3 dies, does their 3/3 die?',
    'My 6/6 trample is blocked by a 2/2. If the 2/2 dies, how much damage does my opponent take?', // 4 (702.19b) or 6 (702.19e)
    'My 4/4 is blocked by their 2/2. If my 4/4 dies, does their 2/2 survive?', // the combat doesn't kill it (704.5g)
    '《ぎらつかせのエルフ》で攻撃して《灰色熊》にブロックされた。エルフが死んだら、熊はどうなる？',
    '私の3/3が相手の3/3にブロックされた。私の3/3が死んだら、相手の3/3は死ぬ？',
    '私の4/4が相手の2/2にブロックされた。4/4が死んだら、2/2は生き残る？',
  ];
  it.each(SUPPOSED_ASKED)('%s → asked back', (q) => refusedAs(() => deps)(q, 'needs_detail', '510.2'), 60_000);
  const SUPPOSED_AGREE: [string, string, 'yes' | 'no' | null][] = [
    // Dies to the 4/4 either way, and the 4/4 survives either way (704.5g).
    ['My 2/2 is blocked by a 4/4. If my 2/2 dies, does the 4/4 survive?', 'survives', 'yes'],
    ['私の2/2が相手の4/4にブロックされた。2/2が死んだら、4/4は生き残る？', 'はい', 'yes'],
  ];
  it.each(SUPPOSED_AGREE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
