/**
 * The /ask use case: a rules question in plain English or Japanese. The reply restates the question
 * as understood, gives the answer read off the rules engine (a yes/no verdict for yes/no
 * questions), and every step of the engine's trace with the rules it cites. Anything not
 * understood is named and not answered (`not_understood`, exit status 2 on the CLI).
 * commands/ask.ts only adapts I/O to it (issue 13 §5); its words are render/ask-words.ts's.
 */
import type { CommandContext, CommandOutcome } from './command.ts';
import { validateText } from './input.ts';
import { errorReply, failure, success } from './outcome.ts';
import type { MAX_QUESTION_LENGTH as QUESTION_LENGTH_LIMIT, QuestionDeps, ScenarioRunner } from '../questions/index.ts';
import { buildPages } from '../render/pages.ts';
import { keyStepIndexes } from '../render/key-steps.ts';
import { scenarioText } from '../render/trace.ts';
import { escapeMarkdown, neutraliseMentions, stripControl } from '../render/safe.ts';
import { limitErrorToAppError, loadSubtypes, runScenarioIsolated } from '../workers/run.ts';
import { finalState } from './final-state.ts';
import type { Resolution } from '../engine/types.ts';
import { spotterFor } from '../questions/spotter.ts';
import { askWords } from '../render/ask-words.ts';

/**
 * src/questions/index.ts's limit, checked against it by the compiler. That module (and with it the
 * language layer and its English tokeniser's ~0.5 s lexicon build) is loaded with import() when a
 * question is asked, so every other command and the CLI start without it (issue 15 §2).
 */
export const MAX_QUESTION_LENGTH: typeof QUESTION_LENGTH_LIMIT = 1500;

function safe(text: string): string {
  return escapeMarkdown(neutraliseMentions(stripControl(text)));
}

function plain(text: string): string {
  return neutraliseMentions(stripControl(text));
}


/** The question's Scenario goes through the same runner as /scenario (the worker pool off the CLI). */
function runnerFor(ctx: CommandContext): ScenarioRunner {
  return async (json) => {
    const r = await runScenarioIsolated(ctx, json);
    if (r.ok) return r;
    const error = r.error;
    if (error.kind !== 'limit') return { ok: false, error };
    const app = limitErrorToAppError(error, ctx);
    const code = app.code === 'timeout' || app.code === 'too_much_memory' ? app.code : 'internal';
    return { ok: false, error: { kind: 'limit', code, message: app.message } };
  };
}

async function depsFor(ctx: CommandContext): Promise<QuestionDeps> {
  // Reading the question, compiling its cards and the engine use the CR's subtype lists (engine/subtypes.ts).
  await loadSubtypes(ctx);
  const deps: QuestionDeps = { run: runnerFor(ctx) };
  const services = ctx.services;
  if (services.cards) {
    const load = services.cards.bind(services);
    // The catalog is opened only when the question names a card.
    deps.resolveCard = async (name) => {
      const c = await load();
      return c.ok ? c.value.resolve(name) : { kind: 'none', suggestions: [] };
    };
    const c = await load();
    if (c.ok) {
      const spotter = await spotterFor(c.value);
      if (spotter) deps.cards = spotter;
    }
  }
  return deps;
}

/** A creature whose size the question didn't give has no P/T in the answer: the one it was run at is not a fact. */
function withoutInventedSizes(final: Record<string, unknown>, resolution: Resolution, unsized: readonly string[]): Record<string, unknown> {
  if (unsized.length === 0) return final;
  const ids = resolution.final.objects.map((o) => o.id.split('~')[0]!);
  const objects = (final.objects as Record<string, unknown>[]).map((o, i) => (unsized.includes(ids[i]!) ? { ...o, power: null, toughness: null } : o));
  return { ...final, objects };
}

/** /define's answer to a question about a word, in /ask's JSON shape (no board: no verdict, no final state). */
async function defineAnswer(ctx: CommandContext, term: string, defineTerm: DefineTerm): Promise<CommandOutcome> {
  const out = await defineTerm(ctx, term);
  if (!out.ok) return out;
  const d = out.data;
  const text = typeof d.text === 'string' ? d.text : '';
  const rules = Array.isArray(d.rules) ? (d.rules as string[]) : [];
  const understood = askWords(ctx.lang).termMeaning(String(d.term));
  return success(out.reply, { lang: ctx.lang, understood, answer: text, verdict: null, steps: rules.length > 0 ? [{ rules, text }] : [], final: null, term: d.term });
}

/** /define's answer for a term (the /define use case, handed in by the transport's command). */
export type DefineTerm = (ctx: CommandContext, term: string) => Promise<CommandOutcome>;

/** Answers the question in `ctx.options.question`; a question about a word goes to `defineTerm`. */
export async function askQuestion(ctx: CommandContext, defineTerm: DefineTerm): Promise<CommandOutcome> {
  const { lang } = ctx;
  const tx = askWords(lang);
  const example = tx.example;
  const input = validateText(ctx.options.question, { what: 'what.question', example, max: MAX_QUESTION_LENGTH, needsText: true }, lang);
  if (!input.ok) return failure(input.error, lang);
  const { answerQuestion } = await import('../questions/index.ts');
  const r = await answerQuestion(input.value, lang, await depsFor(ctx));
  // "What does indestructible mean?": a question about a word is /define's (issue 12 §6).
  if (!r.ok && r.error.define) return defineAnswer(ctx, r.error.define, defineTerm);
  // The message quotes the user's words and card text: never a live mention, and its asterisks ("*/1+*") shown as
  // written — escaped in the reply (Discord and the console's text), plain in --json's message.
  if (!r.ok) return failure({ code: r.error.code, message: plain(r.error.message) }, lang, errorReply({ code: r.error.code, message: safe(r.error.message) }, lang));
  const a = r.value;
  const lines = [
    `**${safe(a.understood)}**`,
    '',
    // The verdict on a line of its own, unless the answer already opens with it ("Yes. …", 「はい。…」).
    ...(a.verdict && !a.answer.startsWith(a.verdict === 'yes' ? tx.yes : tx.no) ? [`**${tx.verdict}:** ${a.verdict === 'yes' ? tx.yes : tx.no}`] : []),
    `**${tx.answer}:** ${safe(a.answer)}`,
    '',
  ];
  // On Discord the answer opens with the steps that decide it (the engine's, then any the question
  // adds after them); every step is behind "All steps". The console and the CLI print every step.
  const key = ctx.transport === 'discord' ? keyStepIndexes(a.resolution.trace, a.steps.length) : a.steps.map((_, i) => i);
  if (key.length < a.steps.length) {
    lines.push(`**${scenarioText(lang, 'key_steps', { shown: key.length, count: a.steps.length })}**`);
    lines.push(...key.map((i) => `${i + 1}. ${safe(a.steps[i]!.text)}`), '', scenarioText(lang, 'key_steps_more', { count: a.steps.length }));
  } else {
    lines.push(`**${tx.steps} (${a.steps.length})**`, ...a.steps.map((s, i) => `${i + 1}. ${safe(s.text)}`));
  }
  const pages = buildPages({ title: tx.title, footer: tx.footer }, lines);
  return success(
    { tone: 'info', pages },
    {
      lang,
      understood: plain(a.understood),
      answer: plain(a.answer),
      verdict: a.verdict,
      steps: a.steps.map((s) => ({ rules: s.rules, text: plain(s.text) })),
      final: withoutInventedSizes(finalState(a.resolution), a.resolution, a.unsized),
    },
  );
}
