/**
 * One aim said once for spells joined by "and" (language/frames/shared-aim.ts): each spell targets what it names
 * (601.2c). "And then" orders them, and the aim is the last one's own — the first is asked back (its target unsaid,
 * never assumed). A spell that targets nothing (115.1, Fog) takes none. Damage to a player 120.3a; lethal damage
 * 704.5g; a sorcery waits for an empty stack 117.1a.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN spells joined by "and" with one aim WHEN asked THEN each targets it', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps({ 'Lightning Bolt': '稲妻', Shock: 'ショック', 'Lava Spike': '溶岩の撃ち込み', 'Serra Angel': 'セラの天使', Fog: '濃霧', 'Grizzly Bears': '灰色熊' });
  }, 60_000);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I cast Lightning Bolt and Lava Spike at my opponent. They're at 20. What's their life?", 'life total is 14', null],
    ["My opponent is at 10. I cast Lightning Bolt and Shock at them. What's their life?", 'life total is 5', null],
    ["I cast Lightning Bolt, Shock and Lava Spike at my opponent. What's their life?", 'life total is 12', null],
    ['I cast Shock and Lightning Bolt at their Serra Angel. Does it die?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ['My opponent casts Shock and Lightning Bolt at my Serra Angel. Does it survive?', 'No. Your Serra Angel dies', 'no'],
    ['《稲妻》と《ショック》を両方相手本体に撃った。相手のライフは？', '15', null],
    ['相手のライフは10。《稲妻》と《ショック》を相手に撃った。相手のライフは？', '5', null],
    ['《稲妻》と《ショック》と《溶岩の撃ち込み》を相手に撃った。相手のライフは？', '12', null],
    ['《ショック》と《稲妻》を相手の《セラの天使》に撃った。死ぬ？', 'はい', 'yes'],
    // The aim said before the spells, as Japanese often orders it.
    ['相手の《セラの天使》に《稲妻》と《ショック》を撃った。死ぬ？', 'はい', 'yes'],
    ['相手の3/3に《稲妻》と《ショック》を撃った。3/3は死ぬ？', 'はい', 'yes'],
    ['相手のライフは10。相手に《稲妻》と《ショック》を撃った。相手のライフは？', '5', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);

  // "And then": the aim is the second spell's; the first one's target is asked, never assumed.
  it.each([
    ["I cast Lightning Bolt and then Lava Spike at my opponent. What's their life?", 'needs_detail'],
    ["I cast Lightning Bolt. Then I cast Shock at my opponent. What's their life?", 'needs_detail'],
  ])('%s → %s', (q, code) => refusedAs(() => cards)(q, code), 60_000);

  // Fog targets nothing (115.1): the aim is Bolt's alone, and Fog is cast with none.
  it('a spell with no target keeps none', () =>
    answeredRight(() => cards)("I cast Fog and Lightning Bolt at my opponent. What's their life?", 'life total is 17', null), 60_000);
});
