/**
 * Issue 14 / issue 11 (session 28, cards28a): questions about the cards people ask about most whose
 * answer turns on 610.3 (exile until the source leaves), 603.7 (a delayed return at the next end step)
 * and the end step itself (513.1a) — each answered as the rules give it, never "can't happen" nor an
 * end step that never comes; Kiki-Jiki's token copy (session 51) is answered.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    ...Object.fromEntries(['Banishing Light', 'Oblivion Ring', 'Disenchant', 'Flickerwisp', 'Otherworldly Journey', 'Ball Lightning'].map((n) => [n, n])),
    'Grizzly Bears': '灰色熊',
    'Kiki-Jiki, Mirror Breaker': '鏡割りのキキジキ',
  });
}, 120_000);

describe('session-28 (a): in response to an enters ability whose target the story told (603.3d, 610.3b, 607.2a)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    // The Light left before its ability resolved: the Bears are never exiled (610.3b).
    ['My opponent casts Banishing Light targeting my Grizzly Bears. In response I cast Disenchant on Banishing Light. Where is my Grizzly Bears?', 'battlefield', null, '610.3b'],
    ['Banishing Light exiles my Grizzly Bears; in response I Disenchant the Banishing Light. What happens?', 'Banishing Light', null, '610.3b'],
    // Oblivion Ring's two linked abilities: the leaves ability resolves first and returns nothing; the Bears are exiled for good (607.2a).
    ['My opponent casts Oblivion Ring targeting my Grizzly Bears. In response I cast Disenchant on Oblivion Ring. What happens to my Grizzly Bears?', 'exile', null, '607.2a'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('session-28 (a): exiled until the Light leaves, and the end of the turn (610.3c, 603.7, 513.1a)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    ['My opponent casts Banishing Light and exiles my Grizzly Bears. I destroy Banishing Light with Disenchant. What happens to my Bears?', 'battlefield', null, '610.3c'],
    ['Flickerwisp enters and exiles my opponent\'s Grizzly Bears. Does the Bears come back at end of turn?', 'Yes', 'yes', '603.7b'],
    // Back on the battlefield after leaving it: a new object, never "still on the battlefield" (400.7).
    ["Flickerwisp enters and exiles my opponent's Grizzly Bears. At end of turn, where are the Bears?", 'comes back as a new object', null, '400.7'],
    ["I cast Otherworldly Journey on my opponent's Grizzly Bears. What happens at end of turn?", '3/3', null, '603.7c'],
    // The end step is walked: Ball Lightning's own trigger happens (was: "never happens").
    ['I attack with Ball Lightning. What happens at end of turn?', 'Ball Lightning', null, '701.21a'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe("session-51: Kiki-Jiki's token copy, sacrificed at the next end step (707.1, 707.9a, 603.7)", () => {
  const row = answeredCiting(() => deps);
  it.each([
    ['I activate Kiki-Jiki, Mirror Breaker targeting my Grizzly Bears. What happens?', 'token copy', null, '707.2'],
    ['鏡割りのキキジキの能力を起動して、自分の灰色熊を対象にします。どうなりますか？', 'token copy', null, '707.9'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});
