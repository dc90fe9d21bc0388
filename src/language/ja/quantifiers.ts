/** 「何か残る？」「1体でも」「誰も…ない」「何もない」: the Japanese quantifiers of any one and of none (ja/index.ts runs them). */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import type { JaChunk } from './chunk.ts';

/** The verbs whose question 「何か」「1体でも」 asks of any one (intents/remains.ts anyRemainsAsk). */
const ANY_VERBS: ReadonlySet<string> = new Set(['remain', 'survive']);

/**
 * 「最後に場に何か残りますか」「何か生き残る？」「私のクリーチャーは1体でも残りますか」「場に何も残らない？」: 何か
 * ("anything"), 1体でも ("even one") and 何も with a negated verb ("nothing") ask whether any one is left, a yes/no
 * question — never "what remains?" (何 read as a question word made it one, with no yes or no) nor a creature
 * of its own (1体). The clause is marked (Clause.any) with the words that say it; only the question of what
 * remains or survives reads it.
 */
export function anyQuantifiers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (!c.question || !c.verb || !ANY_VERBS.has(c.verb.verb) || c.none) continue;
      const text = (k: number | undefined): string => (k === undefined ? '' : (chunks[k]?.text ?? ''));
      const particle = (k: number | undefined): string | null => (k === undefined ? null : ((chunks[k] as JaChunk | undefined)?.ja.particle ?? null));
      let said: number[] | null = null;
      c.chunks.forEach((k, i) => {
        if (said) return;
        const next = c.chunks[i + 1];
        const t = text(k);
        // 何か (one word or 何 + か); 何も only before a negated verb (「何も残らない」: nothing remains).
        if (t === '何か' || t === 'なにか') said = [k];
        else if ((t === '何' || t === 'なに') && (text(next) === 'か' || particle(next) === 'か')) said = [k, next!];
        else if ((t === '何' || t === 'なに') && c.verb!.negated && (text(next) === 'も' || particle(next) === 'も')) said = [k, next!];
        // 1体でも, 一匹でも, 1枚でも, 1つでも: "even one".
        else if (/^(?:1|一)(?:体|匹|枚|つ)$|^ひとつ$/u.test(t) && (text(next) === 'でも' || particle(next) === 'でも')) said = [k, next!];
      });
      if (!said) continue;
      c.any = { chunks: said };
      if (c.wh === 'what') c.wh = null;
      if (c.asked && (said as number[]).some((k) => c.asked!.chunks.includes(k))) c.asked = null;
      // (The number of 1体でも is no creature of its own.)
      if (c.subject?.kind === 'object' && c.subject.count === 1) c.subject = { ...c.subject, count: null };
    }
  }
}

/**
 * 「私のクリーチャーは誰も接死を持っていない」「相手のクリーチャーはどれも到達を持っていない」「1体も飛行を持っていない」:
 * a question word or 1体 with も before a negated verb is "none of them", never a question ("who has
 * deathtouch?") nor a creature of its own. The clause is marked (Clause.none) for the frames, which read it
 * as a statement about every creature of the group (frames/facts.ts lacksGroup) or name it.
 */
export function negativeQuantifiers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (!c.verb?.negated) continue;
      const at = c.chunks.findIndex((k, i) => {
        const next = chunks[c.chunks[i + 1] ?? -1] as JaChunk | undefined;
        if (next?.ja.particle !== 'も') return false;
        const t = chunks[k]!.text;
        return /^(?:誰|どれ|いずれ|どの(?:クリーチャー|子)?)$/u.test(t) || /^(?:1|一)(?:体|匹)$/u.test(t) || (t === '何' && nothingThere(c));
      });
      if (at < 0) continue;
      const k = c.chunks[at]!;
      const nothing = chunks[k]!.text === '何';
      // 「自分の場には何もない」「相手の場には何もなくて」: 何も with ない (ある negated) is "nothing is there" — the closed-world
      // statement "nothing" (frames/absence.ts), its side the place said; the double negative is the one statement.
      if (nothing) {
        const w = chunks[k]!;
        if (c.subject) c.roles = [{ prep: 'on', np: c.subject, time: null, chunks: [...c.subject.chunks] }];
        c.subject = { kind: 'pronoun', word: 'none', possessive: false, chunks: [k, c.chunks[at + 1]!], start: w.start, end: chunks[c.chunks[at + 1]!]!.end, text: `${w.text}${chunks[c.chunks[at + 1]!]!.text}` };
        c.verb = { ...c.verb, verb: 'be', negated: false };
      }
      if (!nothing) c.none = true;
      if (c.wh !== null) c.wh = null;
      if (c.object && c.object.chunks.includes(k)) c.object = null;
      if (c.verb.inverted) c.verb = { ...c.verb, inverted: false };
      // (Read as a question only for the word: a statement unless the sentence asks something else.)
      if (s.question && !/[?？]\s*$/u.test(s.text) && s.clauses.every((x) => x === c || (x.wh === null && !x.verb?.inverted))) {
        s.question = false;
        for (const x of s.clauses) x.question = false;
      }
    }
  }
}

/** A side of the battlefield or the battlefield (「相手の場」「戦場」). */
const isField = (np: NounPhrase | null | undefined): boolean => np?.kind === 'property' && np.noun === 'battlefield';

/**
 * 「場には何もない」「相手の場には何もありません」「相手の場は何もない」: いる/ある negated with nothing else said but a side of the
 * battlefield (に, or the topic は), no object, no keyword.
 */
function nothingThere(c: Clause): boolean {
  const v = c.verb!;
  if ((v.verb !== 'be' && v.verb !== 'have') || v.modal !== null || v.passive || c.object || c.complement || c.keywords.length > 0) return false;
  return (c.subject === null && c.roles.length === 1 && isField(c.roles[0]!.np)) || (isField(c.subject) && c.roles.length === 0);
}
