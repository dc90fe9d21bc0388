/**
 * Making user input safe to show back: Markdown is escaped so quoted text can't restyle a reply,
 * and mentions are broken with a zero-width space so "@everyone" in a query never pings anyone
 * (replies also send empty allowed_mentions; this is the second lock on the door).
 */

const ZWSP = '\u200b';

export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_`~|>#[\]()-])/g, '\\$1');
}

export function neutraliseMentions(text: string): string {
  return text
    .replace(/@(everyone|here)/gi, `@${ZWSP}$1`)
    .replace(/<(@[!&]?|#)(\d+)>/g, `<$1${ZWSP}$2>`);
}

/** Removes control characters (keeping newlines and tabs). */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/**
 * User input quoted inside a sentence: one line, control characters removed, mentions broken,
 * Markdown escaped, and shortened to `max` characters with a visible ellipsis.
 */
export function quoteInput(text: string, max = 80): string {
  let s = stripControl(text).replace(/\s+/g, ' ').trim();
  const chars = [...s];
  if (chars.length > max) s = `${chars.slice(0, max - 1).join('')}…`;
  // Mentions first: escaping Markdown would hide the '>' the mention pattern needs.
  return escapeMarkdown(neutraliseMentions(s));
}
