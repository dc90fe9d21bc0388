/**
 * Review of reply fitting (issue 7 §2) with generated replies: whatever a renderer produces —
 * over-long titles, field names, values and footers, too many fields, text without spaces, emoji
 * and Japanese — every page fits Discord's embed limits once its page label is added, and no word
 * is lost on the way ("nothing is ever truncated silently").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reply, ReplyPage } from '../../src/core/reply.ts';
import { checkEmbed, fitReply, fittedPageToMessage } from '../../src/discord/embeds.ts';

/** Words that are unique, so "every word arrives" can be checked exactly. */
let serial = 0;
const word = fc
  .tuple(fc.constantFrom('w', 'ル', '🂡', 'x'.repeat(40), 'ルール'.repeat(60)), fc.constant(null))
  .map(([stem]) => `${stem}${(serial++).toString(36)}`);
const text = (maxWords: number) =>
  fc.array(fc.tuple(word, fc.constantFrom(' ', ' ', '\n', '\n\n', '')), { maxLength: maxWords, size: 'max' }).map((parts) => parts.map(([w, sep]) => (sep === '' ? `${w} ` : `${w}${sep}`)).join(''));

const page: fc.Arbitrary<ReplyPage> = fc.record(
  {
    title: text(60),
    description: text(1_500),
    fields: fc.array(fc.record({ name: text(50), value: text(400), inline: fc.boolean() }), { maxLength: 40, size: 'max' }),
    footer: text(300),
  },
  { requiredKeys: ['title', 'description'] },
);
const reply: fc.Arbitrary<Reply> = fc.record({ tone: fc.constantFrom('info' as const, 'error' as const), pages: fc.array(page, { minLength: 1, maxLength: 3 }) });

const wordsOf = (s: string | undefined): string[] => (s ?? '').split(/\s+/).filter((w) => w !== '' && w !== '…' && w !== '\u200b');

describe('fitting generated replies', () => {
  let oversized = 0;
  it('GIVEN any reply THEN every page, with its page label, fits Discord’s limits, fitting again changes nothing, and every word of the original is on some page', () => {
    fc.assert(
      fc.property(reply, fc.constantFrom('en' as const, 'ja' as const), (r, lang) => {
        const fitted = fitReply(r);
        // Fitting is idempotent: the pages a button shows later are the pages the first message counted.
        expect(fitReply(fitted)).toEqual(fitted);
        const seen = new Set<string>();
        for (let p = 0; p < fitted.pages.length; p++) {
          // (fitReply(fitted) equals fitted, checked above; so this is replyToMessage's page without fitting each page again.)
          const msg = fittedPageToMessage(fitted, p, { lang, navId: 'reviewNav' });
          const embed = msg.embeds[0];
          if (!embed) return false;
          expect(checkEmbed(embed)).toEqual([]);
          expect(msg.allowedMentions).toEqual({ parse: [] });
          for (const s of [embed.title, embed.description, embed.footer?.text, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value])]) {
            for (const w of wordsOf(s)) seen.add(w);
          }
        }
        // The generator really does produce replies over Discord's limits (not only small ones).
        if (fitted.pages.length > r.pages.length) oversized += 1;
        // (One expect for all the words: an expect per word was most of this test's time.)
        const lost = r.pages.flatMap((pg) => [pg.title, pg.description, pg.footer, ...(pg.fields ?? []).flatMap((f) => [f.name, f.value])].flatMap(wordsOf)).filter((w) => !seen.has(w));
        expect(lost.map((w) => w.slice(0, 30))).toEqual([]);
        return true;
      }),
      { numRuns: 25, seed: 7 },
    );
    expect(oversized).toBeGreaterThan(5);
  });
});
