/**
 * Session 53 (rev53 item 6, review of the shield-counter code): damage to a permanent with a shield counter and another
 * prevention effect — which applies first is its controller's choice (616.1), and that decides whether the counter's
 * prevention applies and a shield counter is removed (122.1c). The engine compared other orders by the damage dealt only,
 * so "does it still have a shield counter?" was answered from the timestamp default. Now the run stops naming the choice;
 * a shield counter alone (no other effect to order) is answered as before. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Healing Salve': '治癒の軟膏', 'Shock': 'ショック', 'Lightning Bolt': '稲妻' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a shield counter and another prevention effect on damage to it THEN the order (616.1) is not chosen for the player', () => {
  it.each([
    ['My 2/2 has a shield counter. I cast Healing Salve choosing the second mode, targeting my 2/2. Then my opponent casts Shock on it. Does it have a shield counter?'],
    ['My 2/2 has a shield counter. I cast Healing Salve choosing the second mode, targeting my 2/2. Then my opponent casts Shock on it. What happens?'],
    ['My 3/3 has a shield counter. I cast Healing Salve choosing the second mode, targeting my 3/3. Then my opponent casts Lightning Bolt on it. Does my 3/3 have a shield counter?'],
  ] as const)('%s', async (q) => {
    await refused(q, 'unmodelled', 'shield counter');
  });
});

describe('GIVEN a shield counter alone THEN answered as before (122.1c)', () => {
  it.each([
    ['My 2/2 has a shield counter. My opponent casts Shock on it. Does it survive?', 'survives', 'yes'],
    ['My 2/2 has a shield counter. My opponent casts Shock on it. Does it have a shield counter?', 'shield counter', 'no'],
  ] as const)('%s', async (q, says, verdict) => {
    await answered(q, says, verdict);
  });
});
