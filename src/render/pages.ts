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

/**
 * Splits text into chunks of at most `max` UTF-16 units without losing anything but the line break
 * or space at each cut: at line boundaries first, then at the last space (or Japanese full stop)
 * of an over-long line, then anywhere (never inside a surrogate pair). Text that fits is returned as is.
 */
export function splitText(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const chunks: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim() !== '') chunks.push(current);
    current = '';
  };
  for (const line of text.split('\n')) {
    const pieces = line.length <= max ? [line] : splitLine(line, max);
    for (const piece of pieces) {
      const joined = current === '' ? piece : `${current}\n${piece}`;
      if (joined.length <= max) current = joined;
      else {
        flush();
        current = piece;
      }
    }
  }
  flush();
  return chunks.length > 0 ? chunks : [text.slice(0, max)];
}

function splitLine(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    let cut = window.lastIndexOf(' ');
    let skip = 1; // drop the space at the cut
    if (cut < max / 2) {
      const stop = Math.max(window.lastIndexOf('。', max - 1), window.lastIndexOf('、', max - 1));
      if (stop >= max / 2) {
        cut = stop + 1; // keep the punctuation with the first part
        skip = 0;
      } else {
        cut = isHighSurrogate(rest.charCodeAt(max - 1)) ? max - 1 : max;
        skip = 0;
      }
    }
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + skip);
  }
  if (rest !== '') out.push(rest);
  return out;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
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
