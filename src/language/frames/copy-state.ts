/**
 * A copy told as a state of the board, not as a spell being cast: "My Phantasmal Image is copying a Baneslayer
 * Angel", "My Clone copied their Serra Angel", "My Clone is a copy of Serra Angel", "My Clone entered as a copy of
 * a Grizzly Bears", 「《クローン》が《セラの天使》をコピーしている」「《セラの天使》のコピーになっている《クローン》」. The copier
 * is on the battlefield already with the original's copiable values and its own exceptions (707.2, 707.9b): it
 * entered before the story, so nothing of its entering happens in it (its enters triggers are long gone).
 *
 * The original named here for the first time ("a Baneslayer Angel") is not told to be on the battlefield now (it may
 * have left since the copy entered, 707.2 values are kept): it gives its values only, is never put on the board, and
 * no later "it" or "the Angel" can find it (what they name is then the copy, or another object told there). An
 * original already told ("Opponent has Serra Angel. My Clone is copying it.") stays what it was.
 *
 * Read only of a card said as the subject (the copier) and not cast in the story: "I cast Clone copying …", "with
 * Clone" are the cast's (copies.ts).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { oneObjectOf } from '../refs.ts';
import { role, useRole } from './util.ts';
import { storyWords } from '../locales/index.ts';

/** The original said as the clause's object ("copying X", 「Xをコピー」) or after "of" ("a copy of X", 「Xのコピー」). */
function originalPhrase(c: Clause): NounPhrase | null {
  const np = c.object ?? role(c, 'of');
  return np && (np.kind === 'object' || np.kind === 'pronoun') ? np : null;
}

/** Takes an object out of what later words can name (refs, pronouns): it is no object on the board. */
function forget(story: Story, id: string): void {
  for (let k = story.mentions.length - 1; k >= 0; k--) if (story.mentions[k] === id) story.mentions.splice(k, 1);
}

/**
 * "My Clone entered as a copy of …": the entering read just before from the same sentence is how it came to be there,
 * before the story (a state, its entering long done), when told in the past; told now ("Clone enters as a copy of …")
 * its entering would happen in the story with the original's enters triggers, which an enter told can't set up:
 * named, never run as a plain entering (that would be a 0/0 Clone) nor as a state.
 */
function enteredBefore(story: Story, c: Clause, copier: string): boolean {
  const last = story.events.at(-1);
  const told = last ? story.toldBy.get(last) : undefined;
  if (last?.kind !== 'enter' || last.ids.length !== 1 || last.ids[0] !== copier || told?.sentence !== c.sentence) return true;
  if (!/ed$/i.test(told.verb?.text.trim() ?? '')) {
    story.problem('unsupported', `${told.text} ${c.text}`.trim(), 'verb:copy');
    return false;
  }
  story.events.pop();
  return true;
}

/**
 * "Clone copies their Wall of Omens", 「《クローン》が《前兆の壁》をコピーする」, "if Clone copies …": the copy told in the
 * plain present (or as a condition) is the act happening in the story — the copier enters as a copy then, with the
 * original's enters triggers (707.2, 614.1c, 603.6a) — never a copy that was there before. Read as a state, "Do I draw a
 * card?" was answered no. Told done ("copied"), going on ("is copying") or as a perfect, it is the state.
 */
function toldAsAct(story: Story, c: Clause): boolean {
  const v = c.verb;
  // ("My Clone is a copy of X", "entered as a copy of X": the copy noun says what it is — a state.)
  if (v?.verb !== 'copy' || !c.object) return false;
  if (v.hypothetical || c.sub === 'if') return true;
  const words = storyWords(story.lang);
  const text = v.text.trim();
  return !v.perfect && v.progressive !== true && !words.pastVerb.test(text);
}

/** Reads the clause as a copy on the battlefield; false when it isn't one (left to the cast reading, copies.ts). */
export function copyingState(story: Story, c: Clause, copierNp: NounPhrase | null = c.subject): boolean {
  const originalNp = originalPhrase(c);
  if (copierNp?.kind !== 'object' || !copierNp.card || !originalNp || role(c, 'with')) return false;
  // ("I make Metamorph a copy of her": a copy made by a player's effect in the story, never a copy already there.)
  if (c.verb?.negated === true || c.verb?.modal || c.verb?.causative === true || story.causedBy !== null || toldAsAct(story, c)) return false;
  const card = copierNp.card.name;
  if (story.events.some((e) => e.kind === 'cast' && story.get(e.spell)?.card === card)) return false;
  const copier = oneObjectOf(story, copierNp, { create: true });
  if (copier === null) return true;
  const known = new Set(story.objects.map((o) => o.id));
  const original = oneObjectOf(story, originalNp, { create: true, exclude: [copier] });
  if (original === null) return true;
  story.use(copierNp);
  story.use(originalNp);
  if (originalNp === role(c, 'of')) useRole(story, c, 'of');
  const o = story.get(copier);
  const of = story.get(original);
  if (!o || !of || original === copier || of.zone !== 'battlefield') {
    story.problem('not-understood', originalNp.text, 'what-it-refers-to');
    return true;
  }
  if (!enteredBefore(story, c, copier)) return true;
  o.copying = original;
  if (!known.has(original)) {
    of.copiedOnly = true;
    forget(story, original);
  }
  return true;
}

/**
 * 「《クローン》は《セラの天使》のコピーになっている」, "My Clone became a copy of Serra Angel": "a copy of" said as what it
 * is (the noun コピー / "copy" among the clause's words, the original after の / "of").
 */
export function becameCopy(story: Story, c: Clause): boolean {
  const noun = c.chunks.find((k) => !(c.verb?.chunks ?? []).includes(k) && storyWords(story.lang).copyNoun.test(story.chunkText(k).trim()));
  if (noun === undefined || !role(c, 'of')) return false;
  if (!copyingState(story, c)) return false;
  story.useChunks([noun]);
  return true;
}
