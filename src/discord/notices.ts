/**
 * The transport's own messages: one-page ephemeral notices, long text packed over several
 * messages, and payloads made fit for edits.
 */
import type { Lang } from '../core/lang.ts';
import type { Reply } from '../core/reply.ts';
import { packLines } from '../render/pages.ts';
import { escapeMarkdown, neutraliseMentions, stripControl } from '../render/safe.ts';
import { fitReply, fittedPageToMessage, replyToMessage } from './embeds.ts';
import type { MessagePayload } from './embeds.ts';
import type { EditPayload } from './interactions.ts';

/** A one-page, ephemeral message from the transport itself. */
export function notice(title: string, description: string, lang: Lang, tone: Reply['tone'] = 'info'): MessagePayload {
  return replyToMessage({ tone, pages: [{ title, description }] }, 0, { lang, ephemeral: true });
}

/** Lines packed into ephemeral messages of one embed each, titled "(part/parts)"; nothing is cut. */
export function chunkMessages(lines: string[], title: (part: number, parts: number) => string, lang: Lang): MessagePayload[] {
  const chunks = packLines(lines);
  return chunks.flatMap((description, n) => {
    const reply = fitReply({ tone: 'info', pages: [{ title: title(n + 1, chunks.length), description }] });
    // packLines keeps each chunk within one embed; if fitting still made pages, send each as a message
    // (every page of a fitted reply fits on its own, so it isn't fitted again).
    return reply.pages.map((p) => fittedPageToMessage({ tone: 'info', pages: [p] }, 0, { lang, ephemeral: true }));
  });
}

/** Text safe to post: no control characters, no live mentions, Markdown escaped. */
export function safeText(text: string): string {
  return escapeMarkdown(neutraliseMentions(stripControl(text)));
}

export function withoutFlags(payload: MessagePayload): EditPayload {
  const { flags: _flags, ...rest } = payload;
  return rest;
}
