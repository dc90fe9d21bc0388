import { describe, expect, it } from 'vitest';
import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import type { APIEmbed } from 'discord.js';
import type { Reply, ReplyPage } from '../../src/core/reply.ts';
import {
  DISCORD_LIMITS,
  TONE_COLOURS,
  checkEmbed,
  embedSize,
  fitReply,
  parsePageButtonId,
  replyToMessage,
  splitText,
} from '../../src/discord/embeds.ts';

const words = (n: number, prefix = 'w'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Every piece of text across all pages, for "nothing lost" checks. */
function allText(reply: Reply): string {
  return reply.pages
    .map((p) => [p.title, p.description, ...(p.fields ?? []).flatMap((f) => [f.name, f.value]), p.footer ?? ''].join('\n'))
    .join('\n');
}

function allPagesFit(reply: Reply, lang: 'en' | 'ja' = 'en'): void {
  reply.pages.forEach((_, i) => {
    const msg = replyToMessage(reply, i, { lang, navId: 'abc' });
    const embed = msg.embeds[0];
    expect(embed).toBeDefined();
    expect(checkEmbed(embed as APIEmbed)).toEqual([]);
  });
}

describe('DISCORD_LIMITS', () => {
  it('THEN matches Discord’s documented embed limits', () => {
    expect(DISCORD_LIMITS).toEqual({ title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, total: 6000 });
  });
});

describe('checkEmbed', () => {
  it('GIVEN a small embed THEN finds no problem', () => {
    expect(checkEmbed({ title: 'Trample', description: 'ok', fields: [{ name: 'a', value: 'b' }], footer: { text: 'f' } })).toEqual([]);
  });

  it.each<[string, APIEmbed, RegExp]>([
    ['title', { title: 'x'.repeat(257) }, /title/],
    ['description', { description: 'x'.repeat(4097) }, /description/],
    ['field count', { title: 't', fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }, /26 fields/],
    ['field name', { title: 't', fields: [{ name: 'x'.repeat(257), value: 'v' }] }, /name/],
    ['field value', { title: 't', fields: [{ name: 'n', value: 'x'.repeat(1025) }] }, /value/],
    ['empty field value', { title: 't', fields: [{ name: 'n', value: '' }] }, /empty value/],
    ['footer', { title: 't', footer: { text: 'x'.repeat(2049) } }, /footer/],
    ['total', { title: 't', description: 'x'.repeat(4000), fields: [1, 2].map(() => ({ name: 'n', value: 'x'.repeat(1024) })) }, /in all/],
    ['empty', {}, /empty/],
  ])('GIVEN an embed over the %s limit THEN reports it', (_what, embed, problem) => {
    const problems = checkEmbed(embed);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('; ')).toMatch(problem);
  });
});

describe('replyToMessage', () => {
  const reply: Reply = {
    tone: 'info',
    pages: [
      { title: 'One', description: 'first', footer: 'CR 2026-09-25' },
      { title: 'Two', description: 'second' },
      { title: 'Three', description: 'third', url: 'https://example.com/3' },
    ],
  };

  it('GIVEN any reply THEN nobody is ever pinged', () => {
    for (const r of [reply, { tone: 'error' as const, pages: [{ title: '@everyone', description: '<@123> @here' }] }]) {
      const msg = replyToMessage(r, 0, { lang: 'en' });
      expect(msg.allowedMentions).toEqual({ parse: [] });
    }
  });

  it('GIVEN the tone THEN the colour is red for errors and blue for information', () => {
    expect(replyToMessage({ tone: 'error', pages: [{ title: 't', description: 'd' }] }, 0, { lang: 'en' }).embeds[0]?.color).toBe(TONE_COLOURS.error);
    expect(replyToMessage({ tone: 'info', pages: [{ title: 't', description: 'd' }] }, 0, { lang: 'en' }).embeds[0]?.color).toBe(TONE_COLOURS.info);
    expect(TONE_COLOURS.error).not.toBe(TONE_COLOURS.info);
  });

  it('GIVEN several pages THEN the footer shows the page number, after the page’s own footer', () => {
    expect(replyToMessage(reply, 0, { lang: 'en' }).embeds[0]?.footer?.text).toBe('CR 2026-09-25 · Page 1/3');
    expect(replyToMessage(reply, 1, { lang: 'en' }).embeds[0]?.footer?.text).toBe('Page 2/3');
    expect(replyToMessage(reply, 1, { lang: 'ja' }).embeds[0]?.footer?.text).toBe('2/3ページ');
    expect(replyToMessage(reply, 2, { lang: 'en' }).embeds[0]?.url).toBe('https://example.com/3');
  });

  it('GIVEN one page THEN no page number and no buttons', () => {
    const msg = replyToMessage({ tone: 'info', pages: [{ title: 't', description: 'd', footer: 'f' }] }, 0, { lang: 'en', navId: 'abc' });
    expect(msg.embeds[0]?.footer?.text).toBe('f');
    expect(msg.components).toEqual([]);
  });

  it('GIVEN several pages and a navId THEN Prev/Next buttons, disabled at the ends', () => {
    const buttons = (page: number) => {
      const row = replyToMessage(reply, page, { lang: 'en', navId: 'nav1' }).components[0];
      expect(row?.type).toBe(ComponentType.ActionRow);
      return row?.components ?? [];
    };
    const [prev0, next0] = buttons(0);
    expect(prev0).toMatchObject({ type: ComponentType.Button, style: ButtonStyle.Secondary, disabled: true });
    expect(next0).toMatchObject({ custom_id: 'page:nav1:1', disabled: false });
    const [prev1, next1] = buttons(1);
    expect(prev1).toMatchObject({ custom_id: 'page:nav1:0', disabled: false });
    expect(next1).toMatchObject({ custom_id: 'page:nav1:2', disabled: false });
    const [prev2, next2] = buttons(2);
    expect(prev2).toMatchObject({ custom_id: 'page:nav1:1', disabled: false });
    expect(next2).toMatchObject({ disabled: true });
    // Custom ids in one message must be unique.
    for (const p of [0, 1, 2]) {
      const ids = buttons(p).map((b) => b.custom_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(parsePageButtonId('page:nav1:2')).toEqual({ navId: 'nav1', page: 2 });
    expect(parsePageButtonId('other:nav1:2')).toBeNull();
  });

  it('GIVEN Japanese THEN the buttons are labelled in Japanese', () => {
    const row = replyToMessage(reply, 1, { lang: 'ja', navId: 'n' }).components[0];
    expect(row?.components.map((b) => b.label)).toEqual(['◀ 前へ', '次へ ▶']);
  });

  it('GIVEN ephemeral THEN the ephemeral flag is set, and only then', () => {
    expect(replyToMessage(reply, 0, { lang: 'en', ephemeral: true }).flags).toBe(MessageFlags.Ephemeral);
    expect('flags' in replyToMessage(reply, 0, { lang: 'en' })).toBe(false);
  });

  it('GIVEN an out-of-range page THEN clamps to the last page', () => {
    expect(replyToMessage(reply, 99, { lang: 'en' }).embeds[0]?.title).toBe('Three');
    expect(replyToMessage(reply, -1, { lang: 'en' }).embeds[0]?.title).toBe('One');
  });
});

describe('fitReply', () => {
  it('GIVEN a reply that fits THEN returns the same pages (and fitting twice changes nothing)', () => {
    const reply: Reply = { tone: 'info', pages: [{ title: 't', description: 'line 1\nline 2', fields: [{ name: 'a', value: 'b', inline: true }], footer: 'f' }] };
    expect(fitReply(reply)).toEqual(reply);
    const big: Reply = { tone: 'info', pages: [{ title: 'T', description: words(3000).join(' ') }] };
    const once = fitReply(big);
    expect(fitReply(once)).toEqual(once);
  });

  it('GIVEN a description over 4096 characters THEN splits it at line boundaries over several pages, nothing lost', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Line ${i}: ${'lorem ipsum '.repeat(4)}`);
    const reply: Reply = { tone: 'info', pages: [{ title: 'Rule 702', description: lines.join('\n'), footer: 'CR' }] };
    const fitted = fitReply(reply);
    expect(fitted.pages.length).toBeGreaterThan(1);
    for (const p of fitted.pages) {
      expect(p.title).toBe('Rule 702');
      expect(p.footer).toBe('CR');
    }
    // Split at line boundaries: every line survives whole, in order.
    const rejoined = fitted.pages.map((p) => p.description).join('\n');
    expect(rejoined).toBe(lines.join('\n'));
    allPagesFit(fitted);
  });

  it('GIVEN a single enormous line THEN splits it at spaces, no word lost', () => {
    const w = words(2500);
    const fitted = fitReply({ tone: 'info', pages: [{ title: 'T', description: w.join(' ') }] });
    expect(fitted.pages.length).toBeGreaterThan(1);
    expect(fitted.pages.flatMap((p) => p.description.split(/\s+/))).toEqual(w);
    allPagesFit(fitted);
  });

  it('GIVEN Japanese text without spaces THEN splits it without losing a character', () => {
    const text = '致死ダメージを割り振ります。'.repeat(700);
    const fitted = fitReply({ tone: 'info', pages: [{ title: 'トランプル', description: text }] });
    expect(fitted.pages.length).toBeGreaterThan(1);
    expect(fitted.pages.map((p) => p.description).join('')).toBe(text);
    allPagesFit(fitted, 'ja');
  });

  it('GIVEN more than 25 fields or more than 6000 characters of fields THEN moves the rest to further pages, in order', () => {
    const fields = Array.from({ length: 40 }, (_, i) => ({ name: `Field ${i}`, value: `value ${i} ${'x'.repeat(300)}` }));
    const fitted = fitReply({ tone: 'info', pages: [{ title: 'Many', description: 'intro', fields }] });
    expect(fitted.pages.length).toBeGreaterThan(1);
    expect(fitted.pages.flatMap((p) => p.fields ?? [])).toEqual(fields);
    expect(fitted.pages[0]?.description).toBe('intro');
    allPagesFit(fitted);
  });

  it('GIVEN a field value over 1024 characters THEN it becomes several fields, nothing lost', () => {
    const value = words(600).join(' ');
    const fitted = fitReply({ tone: 'info', pages: [{ title: 'T', description: 'd', fields: [{ name: 'Examples', value }] }] });
    const fields = fitted.pages.flatMap((p) => p.fields ?? []);
    expect(fields.length).toBeGreaterThan(1);
    expect(fields[0]?.name).toBe('Examples');
    expect(fields[1]?.name).toBe('Examples (2)');
    expect(fields.flatMap((f) => f.value.split(/\s+/))).toEqual(words(600));
    allPagesFit(fitted);
  });

  it('GIVEN an over-long title, field name and footer THEN they are kept whole in the text', () => {
    const title = `Title ${'t'.repeat(300)}`;
    const fieldName = `Name ${'n'.repeat(300)}`;
    const footer = `Footer ${'f'.repeat(2100)}`;
    const fitted = fitReply({ tone: 'info', pages: [{ title, description: 'body', fields: [{ name: fieldName, value: 'v' }], footer }] });
    const text = allText(fitted);
    for (const s of [title, fieldName, footer, 'body']) expect(text).toContain(s);
    allPagesFit(fitted);
  });

  it('GIVEN a page just under the total limit THEN still leaves room for the page label', () => {
    const fields = [{ name: 'n', value: 'v'.repeat(1000) }, { name: 'm', value: 'w'.repeat(890) }];
    const page: ReplyPage = { title: 'T', description: 'd'.repeat(4090), fields, footer: 'F' };
    expect(embedSize({ title: page.title, description: page.description, fields, footer: { text: 'F' } })).toBeLessThanOrEqual(6000);
    const fitted = fitReply({ tone: 'info', pages: [page, { title: 'Second', description: 'x' }] });
    allPagesFit(fitted);
    expect(allText(fitted)).toContain('v'.repeat(1000));
  });
});

describe('splitText', () => {
  it('GIVEN text that fits THEN returns it as it is', () => {
    expect(splitText('a\n\nb', 10)).toEqual(['a\n\nb']);
  });

  it('GIVEN emoji at a hard cut THEN never splits a surrogate pair', () => {
    const text = '😀'.repeat(10);
    const parts = splitText(text, 5);
    expect(parts.join('')).toBe(text);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(5);
      expect([...p].every((c) => c === '😀')).toBe(true);
    }
  });
});
