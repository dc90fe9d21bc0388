import { describe, expect, it } from 'vitest';
import { createAnswerStore, type NavEntry } from '../../src/discord/kept-answers.ts';

/** A small answer like /rule's or a short /ask's (packs to a few hundred bytes, under Buffer's 4 kB pool cut-off). */
function answer(i: number): NavEntry {
  const text = `Step ${i}: the 6/6 trample creature assigns lethal damage to the blocker and the rest to the player.`;
  return {
    reply: { tone: 'info', pages: [{ title: `Answer ${i}`, description: text }, { title: 'Rules', description: '702.19b 510.1c' }] },
    lang: i % 2 === 0 ? 'en' : 'ja',
    command: i % 3 === 0 ? 'rule' : 'ask',
    steps: [{ rules: ['702.19b'], text }],
    rules: ['702.19b', '510.1c'],
  };
}

describe('kept answers: memory held (issue 15 §4)', () => {
  it('GIVEN answers kept between other short-lived buffers THEN each pins only its own packed bytes (no pool slab, no zlib chunk)', () => {
    const store = createAnswerStore({ ttlMs: 60_000, maxEntries: 1_000, maxBytes: 4 * 1024 * 1024, now: () => 0 });
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) {
      ids.push(store.remember(answer(i)));
      // What the bot allocates between two answers (gateway frames, REST bodies): cut from the same pool.
      Buffer.from('x'.repeat(1_500 + (i % 7) * 100));
    }
    const held = store.held();
    expect(store.size()).toBe(300);
    expect(held.bytes).toBeGreaterThan(300 * 50);
    // A slice of Buffer's shared 8 kB pool or a view of zlib's 16 kB output chunk would count its
    // whole backing store here: several times the packed bytes.
    expect(held.backing).toBe(held.bytes);
    // Still what was kept.
    const back = store.recall(ids[123]!);
    expect(back).toEqual({ entry: answer(123) });
  });

  it('GIVEN more answers than the byte bound allows THEN the bytes held stay within it', () => {
    const maxBytes = 20_000;
    const store = createAnswerStore({ ttlMs: 60_000, maxEntries: 1_000, maxBytes, now: () => 0 });
    for (let i = 0; i < 500; i++) store.remember(answer(i));
    const held = store.held();
    expect(store.size()).toBeLessThan(500);
    expect(held.bytes).toBeLessThanOrEqual(maxBytes);
    expect(held.backing).toBeLessThanOrEqual(maxBytes);
  });
});
