/**
 * "I cast Disenchant on Pacifism.": an Aura told on the battlefield with nothing it enchants. It is always attached to
 * what it enchants (303.4; attached to nothing it would go to the graveyard at once, 704.5m), so "this can't happen"
 * was said of a story that only left the creature untold: asked back instead, never invented (issue 11 §2).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Pacifism: '平和な心', Disenchant: '解呪', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN an Aura on the battlefield whose enchanted object is untold THEN what it enchants is asked', () => {
  it.each([
    ['I cast Disenchant on Pacifism. What happens?', 'Please say what'],
    ['I cast Disenchant on Pacifism. Does Pacifism go to the graveyard?', 'Pacifism enchants'],
    ['平和な心に解呪を唱えた。どうなる？', '何についているか'],
  ])('%s', (q, says) => refusedAs(() => deps)(q, 'needs_detail', says), 60_000);
});
