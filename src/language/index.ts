/**
 * The language layer (issue 12): a question in English or Japanese -> the one question IR.
 *
 *   text ─> prepare (NFKC, atoms: 《card》, quotes) ─> tokens (compromise / kuromoji)
 *        ─> chunks (lexicons: cards, keywords, game words) ─> sentences and clauses (per language)
 *        ─> frames and intents (shared) ─> story ─> IR (validated by its zod schema)
 *
 * Nothing is guessed: a domain word no frame or intent used, a reference that finds nothing, or
 * one that could mean two objects, is returned as a problem with the user's exact words.
 */
import type { Lang } from '../core/lang.ts';
import { looksJapanese } from '../core/lang.ts';
import type { Chunk } from './chunk.ts';
import type { Sentence } from './clause.ts';
import { prepare } from './text.ts';
import { tokeniseEnglish } from './en/tokenise.ts';
import { chunkEnglish } from './en/chunk.ts';
import { parseEnglishSentences } from './en/grammar.ts';
import type { CardSpotter } from './lexicon/cards.ts';
import { NO_CARDS } from './lexicon/cards.ts';
import { Story } from './story.ts';
import type { StoryProblem } from './story.ts';
import { applyClause } from './frames.ts';
import { askFrom } from './intents.ts';
import { leftovers } from './coverage.ts';
import { parseIr } from './ir.ts';
import type { QuestionIR } from './ir.ts';
import { readJapanese } from './ja/index.ts';

export type { QuestionIR } from './ir.ts';
export type { StoryProblem } from './story.ts';

/** Bounds on what one question may describe (issue 17 §2: said, never silently cut). */
export const LANGUAGE_LIMITS = { sentences: 40, clauses: 80, objects: 60, events: 100 } as const;

export interface LanguageDeps {
  cards?: CardSpotter;
}

export type Understood =
  | { ok: true; ir: QuestionIR; sentences: Sentence[] }
  | { ok: false; problems: StoryProblem[]; leftover: string[]; limit?: { what: keyof typeof LANGUAGE_LIMITS; count: number } };

/** Clauses that set the board up (conditions, statements) and clauses that ask, in order. */
function read(story: Story, sentences: Sentence[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      const asking = s.question && !c.sub && (c.wh !== null || (c.verb?.modal ?? null) !== null || c.verb?.inverted === true || c.yesNo || !c.verb || c.verb.verb === 'be');
      if (asking) {
        if (askFrom(story, c)) continue;
        // A question clause that asks nothing we know, but states something ("…, and they block?").
        if (c.verb && !c.wh && c.verb.modal === null) {
          applyClause(story, c);
          continue;
        }
        story.problem('not-understood', c.text, 'question');
        continue;
      }
      applyClause(story, c);
    }
  }
}

function overLimit(story: Story, sentences: Sentence[]): { what: keyof typeof LANGUAGE_LIMITS; count: number } | null {
  const clauses = sentences.reduce((n, s) => n + s.clauses.length, 0);
  if (sentences.length > LANGUAGE_LIMITS.sentences) return { what: 'sentences', count: sentences.length };
  if (clauses > LANGUAGE_LIMITS.clauses) return { what: 'clauses', count: clauses };
  if (story.objects.length > LANGUAGE_LIMITS.objects) return { what: 'objects', count: story.objects.length };
  if (story.events.length > LANGUAGE_LIMITS.events) return { what: 'events', count: story.events.length };
  return null;
}

/** Reads a question into the IR, or says exactly what could not be read. */
export async function understand(input: string, deps: LanguageDeps = {}): Promise<Understood> {
  const cards = deps.cards ?? NO_CARDS;
  const prepared = prepare(input);
  const lang: Lang = looksJapanese(prepared.text) ? 'ja' : 'en';
  let chunks: readonly Chunk[];
  let sentences: Sentence[];
  if (lang === 'ja') {
    const r = await readJapanese(prepared, cards);
    chunks = r.chunks;
    sentences = r.sentences;
  } else {
    const tokens = tokeniseEnglish(prepared);
    chunks = chunkEnglish(prepared.text, tokens, cards);
    sentences = parseEnglishSentences(prepared.text, chunks);
  }
  const story = new Story(lang, prepared.text, (k) => {
    const t = chunks[k]?.senses[0];
    return t?.kind === 'time' ? t.time : null;
  });
  const early = overLimit(story, sentences);
  if (early) return { ok: false, problems: [], leftover: [], limit: early };
  read(story, sentences);
  const limit = overLimit(story, sentences);
  if (limit) return { ok: false, problems: [], leftover: [], limit };
  const leftover = leftovers(chunks, story, prepared.text);
  if (story.problems.length > 0 || leftover.length > 0) return { ok: false, problems: story.problems, leftover };
  // Things said to be there, with nothing happening and nothing asked ("3/3", 「トランプル持ち 7/7」): no question.
  if (story.asks.length === 0 && story.events.length === 0) return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: 'nothing-asked' }], leftover: [] };
  if (story.asks.length === 0) story.asks.push({ kind: 'outcome' });
  const ir = parseIr({
    lang,
    text: prepared.text,
    objects: story.objects,
    events: story.events,
    responses: [...story.responses],
    asks: story.asks,
    life: story.life,
    poison: story.poison,
    blockFirst: story.blockFirst,
  });
  if (!ir.ok) return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: `ir:${ir.problems.join('; ')}` }], leftover: [] };
  return { ok: true, ir: ir.ir, sentences };
}
