/**
 * `cards.spot`: what finding card names costs per word of a question — the card-name spotter over the full catalog
 * (questions/spotter.ts), through the English chunker that asks it at every word (names written right, short names,
 * legends' names, names typed with slips). One op chunks one question, tokenised beforehand (the tokeniser is not the
 * spotter's cost). `cards.spot.plain`, in the same run: the same with the look-ups added for names several cards share
 * (legendsNamed), legends said in Japanese (japaneseLegends) and names typed with slips (near) answering nothing, and
 * the names holding a word (withWord) found by a pass over every key — the spotter as it was before. The notes give the
 * cost per word of each.
 */
import { chunkEnglish } from '../language/en/chunk.ts';
import { tokeniseEnglish } from '../language/en/tokenise.ts';
import { prepare } from '../language/text.ts';
import { CardSpotter } from '../language/lexicon/cards.ts';
import type { CardNameHit, CardNameTable } from '../language/lexicon/cards.ts';
import { IndexedNames } from '../questions/spotter.ts';
import { catalog } from './cards.ts';
import type { BenchCase, BenchDefinition } from './harness.ts';
import type { NameLayout } from '../cards/name-layout.ts';

/** Questions as players type them: names in full, lower case, short, shared, typed with slips, used as verbs; and none. */
export const SPOT_QUESTIONS: readonly string[] = [
  "I cast Lightning Bolt targeting my opponent's Serra Angel. In response they cast Giant Growth on it. Does it die?",
  'I bolt their grizzly bear, does it die?',
  'serra angle blocks my grizzly bears. who dies?',
  "I cast lightening bolt on my opponent's Tarmogoyf. Does it survive?",
  'Opponent has Elesh Norn. Do my Grizzly Bears die?',
  'Thalia attacks and I block with a Llanowar Elves. Who dies?',
  'I Doom Blade the blocker and Swords my own Grizzly Bears in response. What happens?',
  'A 7/7 with trample and lifelink attacks and is blocked by a 2/2 and a 3/3. How much damage does the player take?',
  'My Colossal Dreadmaw is blocked by their Giant Spider and I cast Giant Grwoth on the spider. Who dies?',
  'Can a creature with defender attack if it has haste and the opponent controls no creatures?',
];

/**
 * The catalog's names as the spotter read them before: the look-ups added for shared, Japanese legends' and slipped
 * names answering nothing, and names holding a word found by a pass over every key.
 */
class PlainNames implements CardNameTable {
  constructor(
    private readonly t: CardNameTable,
    private readonly layout: NameLayout,
  ) {}
  english(key: string): CardNameHit | null {
    return this.t.english(key);
  }
  japanese(compact: string): CardNameHit | null {
    return this.t.japanese(compact);
  }
  maxWords(word: string): number {
    return this.t.maxWords(word);
  }
  get japaneseLongest(): number {
    return this.t.japaneseLongest;
  }
  get size(): number {
    return this.t.size;
  }
  /** As the spotter found names holding a word before the word index was used: one pass over every key. */
  withWord(word: string, limit: number): { first: CardNameHit[]; inside: CardNameHit[] } {
    const { first } = this.t.withWord(word, limit);
    const inside: CardNameHit[] = [];
    const exact = this.layout.exact;
    for (let i = 0; i < exact.size && inside.length < limit; i++) {
      const key = exact.keys.get(i);
      if (!key.includes(` ${word} `) && !key.endsWith(` ${word}`)) continue;
      const hit = this.t.english(key);
      if (hit) inside.push(hit);
    }
    return { first, inside };
  }
  legendsNamed(): CardNameHit[] {
    return [];
  }
  japaneseLegends(): readonly CardNameHit[] {
    return [];
  }
  near(): CardNameHit[] {
    return [];
  }
}

export const spotBenchmarks: BenchDefinition[] = [
  {
    name: 'cards.spot',
    group: ['cards.spot.plain'],
    description: `The card-name spotter over the full catalog as the English chunker asks it, one op per question of ${SPOT_QUESTIONS.length} (pre-tokenised); cards.spot.plain: as before — without the look-ups for shared, Japanese legends' and slipped names, and a pass over every key for names holding a word`,
    async setup(ctx) {
      const c = await catalog(ctx);
      const names = new IndexedNames(c.index);
      const full = new CardSpotter(names);
      const plain = new CardSpotter(new PlainNames(names, c.index.layout));
      const questions = SPOT_QUESTIONS.map((q) => {
        const p = prepare(q);
        return { text: p.text, tokens: tokeniseEnglish(p) };
      });
      const words = questions.reduce((n, q) => n + q.tokens.filter((t) => t.kind === 'word').length, 0);
      const run = (spotter: CardSpotter, i: number): number => {
        const q = questions[i % questions.length]!;
        return chunkEnglish(q.text, q.tokens, spotter).length;
      };
      // The mean per word, each way: the fastest of several passes over the table, the two ways taking turns (after a
      // pass each to warm the memos up), so neither pays the other's warm-up.
      const pass = (spotter: CardSpotter): number => {
        const t0 = process.hrtime.bigint();
        for (let i = 0; i < questions.length; i++) run(spotter, i);
        return Number(process.hrtime.bigint() - t0) / 1e3 / words;
      };
      let [a, b] = [Infinity, Infinity];
      for (let k = 0; k < 12; k++) {
        const x = pass(full);
        const y = pass(plain);
        if (k > 0) [a, b] = [Math.min(a, x), Math.min(b, y)];
      }
      // The Japanese legends' names by their name without the title are gathered on the first such look-up: its one-off cost.
      const t0 = process.hrtime.bigint();
      const sarias = names.japaneseLegends('さりあ').length;
      const legendsMs = Number(process.hrtime.bigint() - t0) / 1e6;
      return {
        cycle: questions.length,
        labels: SPOT_QUESTIONS.map((q) => q.slice(0, 60)),
        ops: [(i: number) => run(full, i), (i: number) => run(plain, i)],
        notes: [
          `cards.spot: ${words} words in ${questions.length} questions; per word ${a.toFixed(1)} µs (cards.spot.plain ${b.toFixed(1)} µs), the fastest pass of each`,
          `cards.spot: the Japanese legends' short names gathered once in ${legendsMs.toFixed(1)} ms (「サリア」: ${sarias} cards)`,
        ],
      } as unknown as BenchCase;
    },
  },
];
