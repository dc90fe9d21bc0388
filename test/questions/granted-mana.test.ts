/**
 * Issue 14 (session 25, cards25b) end to end: an activated ability another permanent grants (113.10,
 * 613.1f: "Creatures you control have '{T}: Add one mana of any color.'") is modelled by the engine's
 * layers; /ask doesn't pick a granted ability for "can I tap X for mana", so with such a permanent on
 * the board it refuses naming that text — never "X has no such ability". Worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Cryptolith Rite': 'クリプトリスの儀式', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN a permanent granting a mana ability THEN “can I tap it for mana” is never answered “no such ability”', () => {
  const ROWS: [string, string, string][] = [
    ['I control Cryptolith Rite and Grizzly Bears. Can I tap Grizzly Bears for mana?', 'unmodelled', 'Creatures you control have'],
    // Without the grant, the Bears have no mana ability at all.
    ['I control Grizzly Bears. Can I tap Grizzly Bears for mana?', 'impossible', 'no activated ability'],
  ];
  it.each(ROWS)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
