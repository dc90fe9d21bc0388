/** Plain-text rendering of a Reply for the console and the CLI: every page, nothing cut. */
import type { Reply } from '../core/reply.ts';
import { JAPANESE_CHAR } from './ja-text.ts';

/** Turns the light Markdown our renderers use into readable plain text. */
export function markdownToText(s: string): string {
  return s
    .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=[\s).,:;!?]|$)/g, '$1$2')
    .replace(/\\([\\*_`~|>#[\]()-])/g, '$1')
    .replace(/^> /gm, '  ');
}

export function replyToText(reply: Reply): string {
  const out: string[] = [];
  reply.pages.forEach((p, i) => {
    if (i === 0 || p.title !== reply.pages[i - 1]!.title) {
      out.push(markdownToText(p.title));
      if (p.url) out.push(p.url);
      out.push('');
    }
    if (p.description) out.push(markdownToText(p.description), '');
    // A Japanese heading ends with a full-width colon (「詳しく：」), an English one with ':'.
    for (const f of p.fields ?? []) {
      const name = markdownToText(f.name);
      out.push(`${name}${JAPANESE_CHAR.test(name) ? '：' : ':'}`, markdownToText(f.value), '');
    }
    if (p.image && (i === 0 || p.image !== reply.pages[i - 1]!.image)) out.push(p.image, '');
    const lastOfTitle = i === reply.pages.length - 1 || reply.pages[i + 1]!.title !== p.title;
    if (p.footer && lastOfTitle) out.push(`— ${p.footer}`);
  });
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
