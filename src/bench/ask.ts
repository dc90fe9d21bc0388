/**
 * `ask.resolve` (issue 6, Bench): each question of the /ask acceptance table (English and Japanese,
 * described creatures; the card rows need a catalog) parsed, run in the engine and rendered through
 * answerQuestion, timed from the call until its answer is ready (the harness's asynchronous ops).
 * `ask.structured` does the same for /combat and /layers option inputs: the option grammar
 * (src/questions/structured) -> Scenario JSON -> runScenario -> restatement, answer and every step.
 */
import type { Lang } from '../core/lang.ts';
import { parseCombat } from '../questions/structured/combat.ts';
import { parseLayers } from '../questions/structured/layers.ts';
import { runScenario } from '../scenario/run.ts';
import { answerFor, renderTrace, restateScenario } from '../render/trace.ts';
import type { BenchDefinition } from './harness.ts';
import { answerQuestion } from '../questions/index.ts';
import { looksJapanese } from '../core/lang.ts';
import { ASK_QUESTIONS, ASK_QUESTIONS_JA } from '../../test/acceptance/tables/ask-questions.ts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { understand } from '../language/index.ts';
import { japaneseTokenizer, japaneseTokenizerLoadMs } from '../language/ja/kuromoji.ts';

interface StructuredInput {
  command: 'combat' | 'layers';
  lang: Lang;
  /** combat: attackers, blockers; layers: object, effects. */
  a: string;
  b?: string;
}

/** Realistic structured questions: combat with keywords and damage, layer stacks in both languages. */
export const ASK_BENCH_INPUTS: readonly StructuredInput[] = [
  { command: 'combat', lang: 'en', a: '7/7 trample lifelink', b: '2/2, 3/3 deathtouch' },
  { command: 'combat', lang: 'en', a: '2/2 first strike', b: '2/2' },
  { command: 'combat', lang: 'en', a: '6/6 double strike trample', b: '3/3 deathtouch damage 1' },
  { command: 'combat', lang: 'en', a: '3x 1/1, 4/4 menace', b: '2/2 blocks 4, 1/1 blocks 4, 3/3 blocks 1' },
  { command: 'combat', lang: 'en', a: '2/2 flying, 5/5 vigilance', b: '1/4 reach blocks 1, 6/6 blocks 2' },
  { command: 'combat', lang: 'en', a: '1/1 toxic 2, 2/2 infect' },
  { command: 'combat', lang: 'en', a: '4/4 trample', b: '1/1 indestructible, 2/2 protection from green' },
  { command: 'combat', lang: 'en', a: '5/5 trample, 3/3 lifelink first strike, 2/2 deathtouch', b: '4/4 blocks 1, 2/2 first strike blocks 2, 1/1 blocks 3' },
  { command: 'combat', lang: 'ja', a: '7/7 トランプル 絆魂', b: '2/2、3/3 接死' },
  { command: 'combat', lang: 'ja', a: '3/3 先制攻撃', b: '2/2 ダメージ1' },
  { command: 'combat', lang: 'ja', a: '5/5 二段攻撃', b: '4/4 →1' },
  { command: 'combat', lang: 'ja', a: '2/2 飛行、3/3 威迫', b: '2/2 到達 →1' },
  { command: 'layers', lang: 'en', a: '1/3 green creature', b: '+0/+1; switch; +5/+0' },
  { command: 'layers', lang: 'en', a: '2/2 creature', b: '+2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch' },
  { command: 'layers', lang: 'en', a: '2/2 creature trample', b: 'loses all abilities; gains flying; becomes blue; creatures you control get +1/+1' },
  { command: 'layers', lang: 'en', a: '3/3 creature', b: 'becomes an artifact in addition to its other types; two -1/-1 counters; white creatures get +1/+1' },
  { command: 'layers', lang: 'en', a: '4/4 red creature flying vigilance', b: 'loses flying; becomes colorless; -2/-2; switch; base power and toughness 1/1' },
  { command: 'layers', lang: 'ja', a: '2/2 緑 クリーチャー', b: '0/1になる；+1/+1カウンター2個；入れ替え；飛行を得る；青になる' },
  { command: 'layers', lang: 'ja', a: '3/3 クリーチャー 飛行', b: '+2/+2 ターン終了時まで；すべての能力を失う' },
  { command: 'layers', lang: 'ja', a: '1/1 白 クリーチャー', b: 'あなたがコントロールするクリーチャーは+1/+1；入れ替え；トランプルを得る' },
];

/** Parse, resolve and render one input; the rendered text's length keeps the work observable. */
export function resolveStructured(input: StructuredInput): number {
  const setup = input.command === 'combat' ? parseCombat({ attackers: input.a, blockers: input.b }, input.lang) : parseLayers({ object: input.a, effects: input.b }, input.lang);
  if (!setup.ok) throw new Error(`ask.resolve: ${input.command} input not read: ${setup.error.message}`);
  const run = runScenario(setup.value.scenario);
  if (!run.ok) throw new Error(`ask.resolve: ${input.command} input did not run: ${JSON.stringify(run.error).slice(0, 200)}`);
  const labels = run.value.built.labels;
  const understood = restateScenario(run.value.scenario, input.lang, labels);
  const answer = answerFor(run.value.resolution, input.lang, labels);
  const steps = renderTrace(run.value.resolution.trace, input.lang, { labels });
  return understood.length + answer.length + steps.reduce((n, s) => n + s.text.length, 0);
}

/** The /ask question table's questions that need no card catalog (the card rows need a resolver). */
function askTable(): { q: string; lang: Lang }[] {
  return [...ASK_QUESTIONS, ...ASK_QUESTIONS_JA].map((r) => ({ q: r.q, lang: looksJapanese(r.q) ? ('ja' as const) : ('en' as const) }));
}

async function answerOne(input: { q: string; lang: Lang }): Promise<number> {
  const r = await answerQuestion(input.q, input.lang);
  // A refusal is an answer too (its message is rendered): the work is still parse + resolve + render.
  if (!r.ok) return r.error.message.length;
  return r.value.understood.length + r.value.answer.length + r.value.steps.reduce((n, s) => n + s.text.length, 0);
}

/** Questions for ask.parse: the shared development sets when present (../shared/data/questions), else the /ask table. */
function parseInputs(): { texts: string[]; source: string } {
  // Beside the checkout, as README's data paths are (the bench runs from the repository root).
  const dir = process.env.QUESTIONS_DIR ?? path.resolve(process.cwd(), '../shared/data/questions');
  if (existsSync(dir)) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    const texts = files.flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { q?: unknown }[]).map((c) => c.q).filter((q): q is string => typeof q === 'string'));
    if (texts.length > 0) return { texts, source: `${texts.length} questions of the shared sets (${dir})` };
  }
  const texts = askTable().map((t) => t.q);
  return { texts, source: `${texts.length} questions of test/acceptance/tables/ask-questions.ts` };
}

/** Text -> IR (or the named problems): the language layer alone, no card catalog (card names are then unknown words). */
async function parseOne(q: string): Promise<number> {
  const u = await understand(q);
  return u.ok ? u.ir.objects.length + u.ir.events.length + u.ir.asks.length : u.problems.length + u.leftover.length;
}

export const askBenchmarks: BenchDefinition[] = [
  {
    name: 'ask.parse',
    description: '/ask language layer: question text -> IR (tokenise, chunk, parse, frames and intents), EN + JA; the Japanese tokeniser loaded once before timing',
    setup: async () => {
      const { texts, source } = parseInputs();
      // The tokeniser's one-off load, in this process (kuromoji's dictionary, issue 12 §2).
      await japaneseTokenizer();
      const load = japaneseTokenizerLoadMs();
      let read = 0;
      for (const q of texts) if ((await understand(q)).ok) read++;
      return {
        op: () => 0,
        asyncOp: (i) => parseOne(texts[i % texts.length]!),
        cycle: texts.length,
        labels: texts.map((t) => t.slice(0, 60)),
        notes: [`ask.parse: ${source}; ${read} read into an IR without a card catalog`, `ask.parse: Japanese tokeniser load ${load === null ? 'already loaded' : `${load.toFixed(0)} ms`} (once per process)`],
      };
    },
  },
  {
    name: 'ask.resolve',
    description: "/ask: parse, resolve and render each question of the /ask acceptance table (EN + JA, described creatures; in-process, no worker pool)",
    setup: async () => {
      const table = askTable();
      // Checked once before timing: every question answers.
      let chars = 0;
      for (const t of table) chars += await answerOne(t);
      return {
        op: () => 0,
        asyncOp: (i) => answerOne(table[i % table.length]!),
        cycle: table.length,
        labels: table.map((t) => t.q.slice(0, 60)),
        notes: [`ask.resolve: ${table.length} questions of test/acceptance/tables/ask-questions.ts (${table.filter((t) => t.lang === 'ja').length} Japanese); ${chars} characters rendered per pass`],
      };
    },
  },
  {
    name: 'ask.structured',
    description: 'parse, resolve and render a structured question: /combat and /layers inputs (EN+JA) through the option grammar, runScenario and the renderer',
    setup: () => {
      const table = ASK_BENCH_INPUTS;
      // Checked once before timing: every input answers.
      const sizes = table.map((t) => resolveStructured(t));
      return {
        op: (i) => resolveStructured(table[i % table.length]!),
        cycle: table.length,
        labels: table.map((t) => `${t.command} ${t.lang}: ${t.a}${t.b ? ` | ${t.b}` : ''}`.slice(0, 60)),
        notes: [
          `ask.structured: ${table.length} structured inputs (${table.filter((t) => t.command === 'combat').length} /combat, ${table.filter((t) => t.command === 'layers').length} /layers; ${table.filter((t) => t.lang === 'ja').length} Japanese); ${sizes.reduce((a, b) => a + b, 0)} characters rendered per pass`,
        ],
      };
    },
  },
];
