/**
 * Clause patterns over a sentence skeleton. A skeleton is the sentence with its phrases replaced:
 * `#n` a reference (things or a group), `#Pn` a player (never part of a {LIST} of creatures), `%n` a list of keywords, `‹n›` quoted rules text.
 * Patterns are written with slots ({S} one reference, {LIST} references joined by "and"/",",
 * {KW} a keyword list, {N} a number, {PM} a +N/+M, {PT} an N/M, {Q} quoted text) and compiled to
 * anchored regular expressions; both languages use the same machinery with their own patterns.
 */
export const SLOTS: Record<string, string> = {
  '{S}': '(#P?\\d+)',
  '{LIST}': '(#\\d+(?: (?:, |、)?(?:and |or |と )?#\\d+)*)',
  '{TARGETS}': '(#P?\\d+(?: (?:, )?(?:and |or )?#P?\\d+)*)',
  '{KW}': '(%\\d+)',
  '{N}': '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)',
  '{PM}': '([+-]\\d+/[+-]\\d+)',
  '{PT}': '(\\d+/\\d+)',
  '{Q}': '(‹\\d+›)',
};

export function compilePattern(p: string): RegExp {
  let src = p;
  for (const [slot, re] of Object.entries(SLOTS)) src = src.split(slot).join(re);
  return new RegExp(`^${src}(?= |$)`);
}

/** "#1 , #2 and #3" -> [1, 2, 3] */
export function listIndexes(s: string | undefined): number[] {
  if (!s) return [];
  return [...s.matchAll(/#P?(\d+)/g)].map((m) => Number(m[1]));
}

export function refIndex(s: string | undefined): number | null {
  const m = s ? /^#P?(\d+)$/.exec(s) : null;
  return m ? Number(m[1]) : null;
}
