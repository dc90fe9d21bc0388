/**
 * A word no lexicon knows, said as what an object has ("with afflict", 「苦悩を持つ」), is named in a
 * refusal (coverage.ts qualityWords). A Japanese particle is never such a word: 「〜間でも」 splits into
 * で (read as "with") and も, and も was named as if it were an ability ("I didn't understand: 'も'").
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/language/index.ts';

describe('GIVEN a particle after で THEN it is grammar, not an unknown quality', () => {
  it.each([
    '刹那の呪文がスタックにある間でも、マナ能力は起動できる?',
    '相手のターンでも、瞬速を持つ2/2は唱えられますか？',
    '戦闘中でも、《稲妻》は唱えられる？',
  ])('%s: も is not left over', async (q) => {
    const u = await understand(q);
    const left = u.ok ? [] : u.leftover;
    expect(left).not.toContain('も');
  });

  it('while an unknown word had with を持つ is still named', async () => {
    const u = await understand('苦悩を持つ自分の3/3が攻撃し、相手の2/2にブロックされた。相手のライフは？');
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.leftover.join(' ')).toContain('苦悩');
  });
});
