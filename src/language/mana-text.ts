/** Mana written in a question, as the symbols are printed (107.4): what the English and Japanese readers share.
 * "1B" -> "{1}{B}" (players' shorthand after "pay"); braced text as it is. */
export function bracedMana(text: string): string {
  if (text.startsWith('{')) return text;
  const m = /^(\d*)([A-Za-z]*)$/.exec(text);
  if (!m) return text;
  return (m[1] ? `{${m[1]}}` : '') + [...m[2]!].map((ch) => `{${ch.toUpperCase()}}`).join('');
}
