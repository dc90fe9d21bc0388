/**
 * Issue 14 (session 25, cards25b) end to end: a spell with "If you control a commander, you may cast
 * this spell without paying its mana cost" (118.9, 903.3d) is read whole, so /ask answers about what
 * it does when cast the ordinary way (the alternative cost is a choice the story didn't make); the
 * words for casting it for free aren't read (refused as not understood). Worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Fierce Guardianship': '激情の後見', Divination: '予言', 'Flawless Maneuver': '完璧な策略', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ' });
}, 120_000);

describe('GIVEN a spell free while you control a commander THEN what it does is answered (118.9, 903.3d)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    // 701.6a: Fierce Guardianship counters a noncreature spell.
    ['My opponent casts Divination. In response I cast Fierce Guardianship targeting it. Does Divination resolve?', 'countered', 'no'],
    ['相手が《予言》を唱えた。それに対応して《激情の後見》でそれを対象にした。《予言》は解決しますか？', '打ち消される', 'no'],
    // 702.12b: Flawless Maneuver's creatures you control gain indestructible.
    ['My opponent attacks with Grizzly Bears. I cast Flawless Maneuver. I block with my Llanowar Elves. Does my Llanowar Elves die?', 'indestructible', 'no'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it.each([['My opponent casts Divination. I control my commander. Can I cast Fierce Guardianship without paying its mana cost?', 'not_understood']])(
    '%s → refused (%s)',
    (q, code) => refusedAs(() => deps)(q, code),
    60_000,
  );
});
