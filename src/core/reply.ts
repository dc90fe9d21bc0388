/**
 * A transport-neutral reply. Commands build Replies; transports render them: Discord as embeds
 * (one page at a time, with buttons), the console and the CLI as plain text (every page, nothing cut).
 * Renderers in src/render keep each page within Discord's embed limits, so no transport has to
 * truncate anything.
 */
export interface ReplyField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface ReplyPage {
  title: string;
  url?: string;
  description: string;
  fields?: ReplyField[];
  footer?: string;
  /** An image shown with the page (a card image URL). */
  image?: string;
}

export type ReplyTone = 'info' | 'error';

export interface Reply {
  tone: ReplyTone;
  pages: ReplyPage[];
}

export function singlePage(page: ReplyPage, tone: ReplyTone = 'info'): Reply {
  return { tone, pages: [page] };
}
