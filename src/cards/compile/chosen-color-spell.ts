/**
 * 608.2d: an instant's or sorcery's "Choose a color." is a choice its controller makes as it resolves, as "the color of
 * your choice" is. "White creatures you control gain protection from the chosen color until end of turn." after it (Brave
 * the Elements, Akroma's Blessing) is then protection from the color of one's choice, chosen at that same moment: read
 * with the placeholder the engine fills from the color told for the cast (engine/keywords/chosen-color.ts), and with no
 * color told the question is asked back (questions/chosen-colors.ts). Only when every use of "the chosen color" in the
 * text is such a protection; any other use leaves the sentences unmodelled, as before.
 */

const CHOOSE_COLOR = /^choose a color$/;
const USED = /\bthe chosen color\b/g;
const PROTECTION_USE = /\bprotection from the chosen color\b/g;

/** Whether the spell's sentences (normalised) choose a color and use it only as a protection's quality. */
export function choosesProtectionColor(sentences: readonly string[]): boolean {
  const at = sentences.findIndex((s) => CHOOSE_COLOR.test(s));
  if (at < 0) return false;
  const after = sentences.slice(at + 1).join(' ');
  const uses = after.match(USED)?.length ?? 0;
  return uses > 0 && uses === (after.match(PROTECTION_USE)?.length ?? 0) && !sentences.slice(0, at).some((s) => s.includes('the chosen color'));
}

/** The choice itself ("Choose a color."): made as the spell resolves, nothing of its own to run. */
export function isColorChoice(s: string): boolean {
  return CHOOSE_COLOR.test(s);
}

/** The sentence with its protection from the chosen color read as protection from the color of one's choice. */
export function asColorOfChoice(s: string): string {
  return s.replace(PROTECTION_USE, 'protection from the color of your choice');
}
