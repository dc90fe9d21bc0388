/**
 * Splitting long text into reply pages that fit Discord's embed limits, without cutting anything:
 * text is split at line breaks, then at sentence or word boundaries if a single line is too long.
 */
import type { ReplyField, ReplyPage } from '../core/reply.ts';

/** Below Discord's 4096 description limit, leaving room for a page footer and safety. */
export const PAGE_TEXT_MAX = 3800;
/** Below the 6000-character total embed limit once title, fields and footer are added. */
export const PAGE_TOTAL_MAX = 5500;
export const FIELD_VALUE_MAX = 1024;
export const FIELDS_PER_PAGE = 10;

/** Splits one long piece of text into chunks of at most `max` characters at natural boundaries. */
export function splitText(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = window.lastIndexOf('\n');
    if (cut < max / 3) cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('。'));
    if (cut < max / 3) cut = window.lastIndexOf(' ');
    if (cut < max / 3) cut = max - 1;
    out.push(rest.slice(0, cut + 1).trimEnd());
    rest = rest.slice(cut + 1).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** Groups lines (paragraphs) into page descriptions of at most `max` characters. */
export function packLines(lines: string[], max = PAGE_TEXT_MAX): string[] {
  const pages: string[] = [];
  let current = '';
  for (const line of lines.flatMap((l) => splitText(l, max))) {
    const next = current ? `${current}\n${line}` : line;
    if (next.length > max && current) {
      pages.push(current);
      current = line;
    } else current = next;
  }
  if (current) pages.push(current);
  return pages.length > 0 ? pages : [''];
}

/** Fields whose values are too long become several fields ("Name (2)"), never cut. */
export function splitFields(fields: ReplyField[]): ReplyField[] {
  return fields.flatMap((f) => {
    const parts = splitText(f.value, FIELD_VALUE_MAX);
    return parts.map((value, i) => ({ ...f, name: i === 0 ? f.name : `${f.name} (${i + 1})`, value }));
  });
}

export interface PageFrame {
  title: string;
  url?: string;
  footer?: string;
}

/** Builds pages: descriptions from `lines`; fields spread over pages so each page stays within limits. */
export function buildPages(frame: PageFrame, lines: string[], fields: ReplyField[] = []): ReplyPage[] {
  const descriptions = packLines(lines);
  const pages: ReplyPage[] = descriptions.map((description) => ({
    title: frame.title,
    ...(frame.url ? { url: frame.url } : {}),
    description,
    ...(frame.footer ? { footer: frame.footer } : {}),
  }));
  const all = splitFields(fields);
  let page = pages[pages.length - 1]!;
  const size = (p: ReplyPage): number =>
    p.title.length + p.description.length + (p.footer?.length ?? 0) + (p.fields ?? []).reduce((s, f) => s + f.name.length + f.value.length, 0);
  for (const f of all) {
    const fits = (page.fields?.length ?? 0) < FIELDS_PER_PAGE && size(page) + f.name.length + f.value.length <= PAGE_TOTAL_MAX;
    if (!fits) {
      page = { title: frame.title, ...(frame.url ? { url: frame.url } : {}), description: '', ...(frame.footer ? { footer: frame.footer } : {}) };
      pages.push(page);
    }
    (page.fields ??= []).push(f);
  }
  return pages;
}
