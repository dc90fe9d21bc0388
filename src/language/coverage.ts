/**
 * Never guess (issue 12 §6): every domain-bearing chunk (a number, P/T, keyword, card name, game
 * verb, color, type, counter…) must have been used by a frame or an intent. One left over means
 * the question said something the reading did not account for; the reply names those words and
 * does not answer. Filler ("quick question", 「すみません」) is not domain-bearing and may be left.
 */
import type { Chunk } from './chunk.ts';
import { domainBearing } from './chunk.ts';
import type { Story } from './story.ts';
import type { JaChunk } from './ja/chunk.ts';
import { VERB_NOUNS } from './ja/verb-words.ts';
import { joinUnreadRuns } from './leftover-runs.ts';

/** The user's words (exactly as written) that carry meaning nothing used, in order, merged when adjacent. */
export function leftovers(chunks: readonly Chunk[], story: Story, text: string): string[] {
  const out: { start: number; end: number }[] = [];
  // When something meaningful is left over, words no lexicon knows are named too: they are
  // usually the verb or noun that was not understood ("A 7/7 flibbers the 2/2").
  const quality = qualityWords(chunks);
  const anyLeft = chunks.some((c) => !story.used.has(c.i) && (domainBearing(c) || quality.has(c.i)));
  for (const c of chunks) {
    // A Japanese case particle (が, を, は…) is grammar, never the word that was not understood.
    const particle = 'ja' in c && (c as JaChunk).ja.particle !== null;
    // An English word no lexicon knows is named even when nothing else is left (issue 11: "I cast Tezzeret's
    // Gambit and frobnicate" was answered as if the verb were never said): a word the reader can't place may be
    // the act, object or condition that changes the answer. Harmless words are known as filler (lexicon.ts).
    // 「雷でセラの天使を焼いた」: a Japanese word no lexicon knows marked で before an act done with something (burnt,
    // destroyed, exiled…) is the means of the act, which decides what happens: named, never dropped as a word of no
    // weight. (で of a time or place — 「先日の対戦で」「ここで唱えた」 — stays unread as before.)
    const means = 'ja' in c && chunks[c.i + 1]?.text === 'で' && chunks[c.i + 1]!.senses[0]?.kind === 'prep' && doneWith(chunks, c.i + 2);
    // 「悲哀まみれ撃たれた時、鬼火って再生で助かる?」: a Japanese word no lexicon knows, marked as what the clause is about
    // or acts on (は, が, って, を), is a thing of the question — an unbracketed card name not spotted — named, never dropped
    // while the clause's unsaid subject is taken from what was told before (a sorcery "survived").
    // (A word of kana only — 「ブロックすること」「やつ」 — is grammar or talk, not a name.)
    const marked = 'ja' in c && MARKING.has(chunks[c.i + 1]?.text ?? '') && /[\p{Script=Han}\p{Script=Katakana}]/u.test(c.text) && !HIRAGANA_START.test(c.text);
    const unknownWord = (anyLeft || !('ja' in c) || means || marked) && !particle && c.senses[0]!.kind === 'unknown' && /[\p{L}]/u.test(c.text) && !(!anyLeft && READ_BY_TEXT.has(c.text.toLowerCase()));
    if (story.used.has(c.i) || (!domainBearing(c) && !unknownWord && !quality.has(c.i))) continue;
    const last = out[out.length - 1];
    if (last && (c.start - last.end <= 1 || text.slice(last.end, c.start).trim() === '')) last.end = c.end;
    else out.push({ start: c.start, end: c.end });
  }
  joinUnreadRuns(chunks, story, out);
  // A word of letters and digits ("x2", "2v2", "3x", "X=4") is named whole when any part of it is left:
  // its pieces alone ("2") would not tell the asker what was not read.
  // (Latin letters only: a Japanese word runs on into the next without a space.)
  for (const m of text.matchAll(/[A-Za-z0-9]+(?:=[A-Za-z0-9]+)?/g)) {
    if (!/[A-Za-z]/.test(m[0]) || !/[0-9]/.test(m[0])) continue;
    const a = m.index;
    const b = a + m[0].length;
    for (const s of out) if (s.start < b && s.end > a) {
      s.start = Math.min(s.start, a);
      s.end = Math.max(s.end, b);
    }
  }
  for (const s of out) wholeWords(chunks, text, s);
  for (const s of out) dotRun(chunks, s);
  return [...new Set(out.map((s) => text.slice(s.start, s.end)))];
}

/** The particles that mark a word as a clause's subject, topic or object. */
const MARKING: ReadonlySet<string> = new Set(['は', 'が', 'って', 'を']);

/** Acts done with a means (で): what the means decides. */
// (「神々の憤怒で若き狼が死んだら」: what a creature died of decides how — exiled instead, 614.1a — so it is a means too.)
const MEANS_ACTS: ReadonlySet<string> = new Set(['kill', 'destroy', 'deal', 'exile', 'bounce', 'counter', 'flicker', 'steal', 'die']);

/** Whether the first verb from chunk `from` on, before any punctuation, is an act done with a means (MEANS_ACTS). */
function doneWith(chunks: readonly Chunk[], from: number): boolean {
  for (let k = from; k < chunks.length; k++) {
    const s = chunks[k]!.senses[0];
    if (s?.kind === 'punct') return false;
    if (s?.kind === 'verb') return MEANS_ACTS.has(s.verb);
  }
  return false;
}

/**
 * English words the reading takes from the sentence's text rather than from a chunk's sense, so their chunk is never
 * marked used: "respectively" (frames/blocks.ts RESPECTIVELY pairs two lists), "rather" of "rather than"
 * (counterfactual.ts INSTEAD), "alone" of "attacks alone" (the attack told is the only one: exalted, 702.83a, counts it),
 * "addition"/"types" of "in addition to its other types" (frames/changes.ts: types added, 205.1b), "owner's" of
 * "returned to its owner's hand" (the owner is the card's: 108.3; the possessive may be cut off as its own chunk).
 * Not named when nothing else is left over.
 */
const READ_BY_TEXT = new Set<string>(['respectively', 'rather', 'alone', 'addition', 'types', "owner's", 'owner', 'owners']);

/** Letters, digits and the apostrophe inside an English word ("that's", "won't"). */
const WORD_CHAR = /[\p{L}\p{N}']/u;
const HIRAGANA_START = /^\p{Script=Hiragana}/u;
const JAPANESE_WORD_CHAR = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

/**
 * A span named back to the asker is whole words as they wrote them (issue 16 §3): an English span cut
 * inside a word ("'s got flibber" of "that's got flibber") takes in the rest of that word; a Japanese
 * span that opens with hiragana written right after the word it ends ('いきますか' of
 * 「ブロックしにいきますか」) takes in the chunk before it, so the words quoted mean something alone.
 */
export function wholeWords(chunks: readonly Chunk[], text: string, s: { start: number; end: number }): void {
  if (/[A-Za-z0-9']/.test(text[s.start] ?? '') || /[A-Za-z0-9']/.test(text[s.end - 1] ?? '')) {
    while (s.start > 0 && /[A-Za-z0-9']/.test(text[s.start] ?? '') && WORD_CHAR.test(text[s.start - 1]!) && !JAPANESE_WORD_CHAR.test(text[s.start - 1]!)) s.start--;
    while (s.end < text.length && /[A-Za-z0-9']/.test(text[s.end - 1] ?? '') && WORD_CHAR.test(text[s.end]!) && !JAPANESE_WORD_CHAR.test(text[s.end]!)) s.end++;
  }
  for (let guard = 0; guard < 4 && HIRAGANA_START.test(text.slice(s.start)) && JAPANESE_WORD_CHAR.test(text[s.start - 1] ?? ''); guard++) {
    const before = chunks.find((c) => c.end === s.start && c.start < s.start);
    if (!before) break;
    s.start = before.start;
  }
}

/** A problem's words (a slice of the text) widened to whole words as wholeWords does; as it was when not found. */
export function wholeWordsOf(chunks: readonly Chunk[], text: string, words: string): string {
  const at = words === '' ? -1 : text.indexOf(words);
  if (at < 0) return words;
  const s = { start: at, end: at + words.length };
  wholeWords(chunks, text, s);
  return text.slice(s.start, s.end);
}

/**
 * "a 3/3 with afflict", "my 2/2 with __proto__", 「苦悩を持つ3/3」: a word no lexicon knows, said as
 * what an object has ("with"/"without" and its article before it, or を持つ after it), names an
 * ability or quality of it; left unread,
 * the object was answered without it (issue 11), so it must be read or named like any domain word.
 */
function qualityWords(chunks: readonly Chunk[]): Set<number> {
  const out = new Set<number>();
  for (let k = 0; k < chunks.length; k++) {
    const c = chunks[k]!;
    if (c.senses[0]!.kind !== 'unknown' || !/[\p{L}]/u.test(c.text)) continue;
    // A Japanese particle (「でも」's も after the で read as "with") is grammar, never a quality.
    const ja = 'ja' in c ? (c as JaChunk) : null;
    if (ja && ja.ja.particle !== null) continue;
    // 「再生の盾を張っておいたら」「稲妻で焼かれた」: a Japanese verb no lexicon knows tells something that
    // happened or was done; dropped, the story was answered without it (issue 11 §1), so it is named
    // like any domain word. (Verbs about the question itself — 思う, 迷う — are filler, not unknown.)
    if (ja && ja.ja.lemma !== null) {
      out.add(c.i);
      continue;
    }
    // 「ぷよぷよした」「フロブした」: a word no lexicon knows with する's forms written onto it is a verb of the story (an
    // act done); dropped, the story was answered without it (issue 11), as a verb known by its lemma is named above.
    if (ja && SURU_VERB.test(c.text)) {
      out.add(c.i);
      continue;
    }
    // 「ゴブリン・ガイドで攻撃」: a word joined by ・ to another is part of one name (a card's, written bare); the part no
    // lexicon knows is what the reading lacks — taken for the part it knew (a Goblin), the name was dropped silently.
    if (dotJoined(chunks, k)) {
      out.add(c.i);
      continue;
    }
    // 「ブロックに出せる?」: a game verb's noun alone, read by nothing, is an act the reading missed (red team s28: 出す
    // read as a cast and a wrong yes answered); named like any domain word.
    if (ja && VERB_NOUNS.has(c.text)) {
      out.add(c.i);
      continue;
    }
    let j = k - 1;
    while (j >= 0 && (chunks[j]!.senses[0]!.kind === 'det' || chunks[j]!.senses[0]!.kind === 'punct')) j--;
    const before = j >= 0 ? chunks[j]!.senses[0]! : null;
    // (English only: a Japanese で is read as "with" but is no "with" of what something has.)
    if (!ja && before?.kind === 'prep' && (before.prep === 'with' || before.prep === 'without')) out.add(c.i);
    // 「苦悩を持つ3/3」: the same, said with を持つ (the particle, then the verb "have").
    const particle = chunks[k + 1];
    const verb = chunks[k + 2]?.senses[0];
    // 「威圧持ちをブロックできる?」「X持ちの3/3」: the same, said with 持ち right after it (red team s28: the creature
    // vanished from the question and a blocker was asked of an attacker made up).
    if (particle && 'ja' in particle && (particle as JaChunk).ja.particle === null && particle.senses[0]?.kind === 'verb' && particle.senses[0].verb === 'have') out.add(c.i);
    // 「Xがある2/2」「Xがあるクリーチャー」: the same, said with が and ある (what the object has; red team s11).
    if (particle && 'ja' in particle && ((particle as JaChunk).ja.particle === 'を' || (particle as JaChunk).ja.particle === 'が') && verb?.kind === 'verb' && verb.verb === 'have') out.add(c.i);
    // 「同じ名前の伝説のクリーチャー」: an unknown noun with の before the words of an object is a
    // modifier of that object; dropped, the object was answered as any other (issue 11 §2).
    if (particle && 'ja' in particle && (particle as JaChunk).ja.particle === 'の' && particle.senses[0]!.kind === 'poss') {
      const next = chunks[k + 2]?.senses[0]?.kind;
      if (next === 'supertype' || next === 'type' || next === 'object-noun' || next === 'pt' || next === 'subtype' || next === 'color') out.add(c.i);
      // 「双方のライフ」「全員のプレイヤー」: an unknown word before a player or a player's total says whose it is;
      // dropped, the total was given to one player only (red team s12).
      const noun = chunks[k + 2]?.senses[0];
      if (noun?.kind === 'player' || (noun?.kind === 'thing-noun' && (noun.noun === 'life' || noun.noun === 'poison'))) out.add(c.i);
    }
  }
  return out;
}

/** A word ending in a form of する (did, doing, was done) with a stem before it: 「ぷよぷよした」, never する alone. */
const SURU_VERB = /^[\p{L}ー]+?(?:した|して|します|しました|する|された|されて|させた|させて)$/u;

/** Whether the chunk at k is a word written with ・ right against it and a word on the ・'s other side (「リバー・ボア」). */
function dotJoined(chunks: readonly Chunk[], k: number): boolean {
  const c = chunks[k]!;
  const before = chunks[k - 1];
  const after = chunks[k + 1];
  const word = (x: Chunk | undefined): boolean => x !== undefined && /[\p{L}]/u.test(x.text) && x.text !== '・';
  if (before?.text === '・' && before.end === c.start && word(chunks[k - 2]) && chunks[k - 2]!.end === before.start) return true;
  return after?.text === '・' && after.start === c.end && word(chunks[k + 2]) && chunks[k + 2]!.start === after.end;
}

/** A named span inside a run of words joined by ・ takes in the whole run, ・ kept: the name as the asker wrote it. */
function dotRun(chunks: readonly Chunk[], s: { start: number; end: number }): void {
  for (let guard = 0; guard < 8; guard++) {
    const dot = chunks.find((c) => c.text === '・' && c.end === s.start);
    const word = dot ? chunks.find((c) => c.end === dot.start && /[\p{L}]/u.test(c.text)) : undefined;
    if (!dot || !word) break;
    s.start = word.start;
  }
  for (let guard = 0; guard < 8; guard++) {
    const dot = chunks.find((c) => c.text === '・' && c.start === s.end);
    const word = dot ? chunks.find((c) => c.start === dot.end && /[\p{L}]/u.test(c.text)) : undefined;
    if (!dot || !word) break;
    s.end = word.end;
  }
}
