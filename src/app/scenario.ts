/**
 * The /scenario use case: a Scenario's JSON (given, or read from a file or standard input) is checked,
 * its named cards looked up and compiled, run in the rules engine (in the worker pool on Discord and
 * the console), and answered with a restatement of the set-up, the short answer, and every step of
 * the trace with the rules that make it happen. commands/scenario.ts and the structured commands
 * (app/structured.ts: /combat, /layers) both answer through it.
 */
import type { CommandContext, CommandOutcome } from './command.ts';
import type { Lang } from '../core/lang.ts';
import type { AppError, Result } from '../core/result.ts';
import { failure, success } from './outcome.ts';
import type { ScenarioRun } from '../scenario/run.ts';
import { expandCards, usesCards } from '../scenario/cards.ts';
import type { CardNote, ExpandedScenario } from '../scenario/cards.ts';
import type { Label } from '../scenario/labels.ts';
import type { ScenarioProblem } from '../scenario/schema.ts';
import { ct } from '../cards/render.ts';
import { limitErrorToAppError, loadSubtypes, runScenarioIsolated } from '../workers/run.ts';
import { formatProblem } from '../scenario/schema/problems.ts';
import { MAX_NESTING, jsonNestingOverflow } from '../scenario/nesting.ts';
import { MAX_SCENARIO_BYTES, lineColumn } from '../scenario/input.ts';
import { answerFor, renderEngineError, renderTrace, restateScenario, scenarioText } from '../render/trace.ts';
import { buildPages } from '../render/pages.ts';
import { keyStepIndexes } from '../render/key-steps.ts';
import { escapeMarkdown, neutraliseMentions, stripControl } from '../render/safe.ts';
import { cantModelLines } from '../render/cant-model.ts';
import { saysItsStop } from '../render/stop-sentences.ts';
import { finalState } from './final-state.ts';
import { jsonErrorWhere, sourceText } from './scenario-source.ts';

/** Discord's limit for a string option: /scenario's JSON, and the JSON a structured command builds. */
export const SCENARIO_DISCORD_MAX = 6000;
/** Problems listed in an error message (the rest are counted). */
const PROBLEMS_SHOWN = 20;

/** Text safe to post: no control characters, no live mentions (broken before escaping), Markdown escaped. */
function safe(text: string): string {
  return escapeMarkdown(neutraliseMentions(stripControl(text)));
}

/**
 * A line of an error message (shown as-is on Discord and in --json): mentions broken, and only the
 * Markdown that would restyle inline text escaped, so paths like objects[2].power stay readable.
 */
function safeInline(text: string): string {
  return neutraliseMentions(stripControl(text))
    .replace(/([\\*_~`|])/g, '\\$1')
    .replace(/\]\(/g, ']\\(');
}

/** Plain text for --json: no control characters and no live mentions, nothing else changed. */
function plain(text: string): string {
  return neutraliseMentions(stripControl(text));
}

function bad(message: string, lang: Lang, code: AppError['code'] = 'bad_input'): ReturnType<typeof failure> {
  return failure({ code, message }, lang);
}

function answered(run: ScenarioRun, ctx: CommandContext): ReturnType<typeof success> {
  const { lang } = ctx;
  const labels = run.built.labels;
  const understood = restateScenario(run.scenario, lang, labels);
  const answer = answerFor(run.resolution, lang, labels);
  const steps = renderTrace(run.resolution.trace, lang, { labels });
  const cantModel = cantModelLines(run.unmodelled ?? [], lang);
  const lines = [
    scenarioText(lang, 'labelled', { label: scenarioText(lang, 'understood'), text: safe(understood) }),
    '',
    scenarioText(lang, 'labelled', { label: scenarioText(lang, 'answer'), text: safe(answer) }),
    '',
    ...(cantModel.length > 0 ? [...cantModel.map((l) => `• ${safe(l)}`), ''] : []),
  ];
  // On Discord the answer opens with the steps that decide it; every step is behind "All steps".
  // The console and the CLI print every step.
  const key = ctx.transport === 'discord' ? keyStepIndexes(run.resolution.trace) : steps.map((_, i) => i);
  if (key.length < steps.length) {
    lines.push(`**${scenarioText(lang, 'key_steps', { shown: key.length, count: steps.length })}**`);
    lines.push(...key.map((i) => `${i + 1}. ${safe(steps[i]!.text)}`), '', scenarioText(lang, 'key_steps_more', { count: steps.length }));
  } else {
    lines.push(`**${scenarioText(lang, 'steps', { count: steps.length })}**`, ...steps.map((s, i) => `${i + 1}. ${safe(s.text)}`));
  }
  const pages = buildPages({ title: scenarioText(lang, 'title'), footer: scenarioText(lang, 'footer') }, lines);
  return success(
    { tone: 'info', pages },
    {
      lang,
      understood: plain(understood),
      answer: plain(answer),
      verdict: null,
      steps: steps.map((s) => ({ rules: s.rules, text: plain(s.text) })),
      final: finalState(run.resolution),
      // Only for scenarios that name cards: what of those cards the engine can't model.
      ...(run.unmodelled ? { unmodelled: run.unmodelled.map((n, i) => ({ object: plain(n.object), card: plain(n.card), text: plain(n.text), message: plain(cantModel[i]!) })) } : {}),
    },
  );
}

/** Runs /scenario on `arg` (its option, trimmed): the JSON itself, a file path, or "-" for standard input. */
export async function runScenario(ctx: CommandContext, arg: string): Promise<CommandOutcome> {
  const { lang } = ctx;
  if (arg === '') return bad(scenarioText(lang, 'empty'), lang, 'empty_input');

  const source = await sourceText(arg, ctx);
  if (!source.ok) return failure(source.error, lang);
  const text = source.value;
  const length = text.length;
  const max = ctx.transport === 'discord' ? SCENARIO_DISCORD_MAX : MAX_SCENARIO_BYTES;
  if (length > max) return bad(scenarioText(lang, 'too_long', { length, max }), lang, 'input_too_long');

  // Bounded before parsing: a deeply nested value would overflow the stack further on.
  const tooDeep = jsonNestingOverflow(text, MAX_NESTING);
  if (tooDeep !== null) return bad(scenarioText(lang, 'too_deep', { max: MAX_NESTING, where: scenarioText(lang, 'where_line', lineColumn(text, tooDeep)) }), lang);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return bad(scenarioText(lang, 'not_json', { where: jsonErrorWhere(text, lang) }), lang);
  }

  // Objects given by card name: looked up in the card catalog and compiled first (the catalog is
  // opened only when the scenario names a card); the expanded, card-free Scenario is what runs.
  let notes: CardNote[] | null = null;
  let japaneseNames: ReadonlyMap<string, { en: string; ja: string }> = new Map();
  if (usesCards(json)) {
    await loadSubtypes(ctx); // the compiler reads the CR's subtype lists
    const expanded = await withCatalog(ctx, json);
    if (!expanded.ok) return expanded.error;
    json = expanded.value.json;
    notes = expanded.value.notes;
    japaneseNames = expanded.value.japaneseNames;
  }

  // --- engine isolation (H7, src/workers/run.ts): Discord and console runs go through the worker pool.
  const result = await runScenarioIsolated(ctx, json);
  if (!result.ok) {
    const error = result.error;
    if (error.kind === 'limit') return failure(limitErrorToAppError(error, ctx), lang);
    // --- end engine isolation
    if (error.kind === 'invalid') return invalid(error.problems, lang);
    // (A refusal over unmodelled text comes after a complete run: it didn't stop early.)
    const lead = saysItsStop(error.error.key) ? '' : `${scenarioText(lang, 'engine_stopped')}\n`;
    const message = `${lead}${safeInline(renderEngineError(error.error, lang, { labels: withJapaneseNames(error.built.labels, japaneseNames) }))}`;
    // Issue 11: something the engine doesn't model could change the answer: refused as `unmodelled` (exit 2).
    return bad(message, lang, error.error.code === 'unmodelled' ? 'unmodelled' : 'bad_input');
  }
  const run = { ...result.value, built: { ...result.value.built, labels: withJapaneseNames(result.value.built.labels, japaneseNames) } };
  return answered(notes ? { ...run, unmodelled: notes } : run, ctx);
}

/**
 * Objects given by a card with a Japanese name are named by it in Japanese replies, in 《》 as Japanese
 * rules texts write card names (issue 16 §2: 《灰色熊》, not Grizzly Bears); a label made unique by its
 * id keeps the id.
 */
function withJapaneseNames(labels: Record<string, Label>, names: ReadonlyMap<string, { en: string; ja: string }>): Record<string, Label> {
  if (names.size === 0) return labels;
  const out: Record<string, Label> = { ...labels };
  for (const [id, n] of names) {
    const label = labels[id];
    if (label && label.ja.startsWith(n.en)) out[id] = { en: label.en, ja: `《${n.ja}》${label.ja.slice(n.en.length)}` };
  }
  return out;
}

function invalid(problems: readonly ScenarioProblem[], lang: Lang): ReturnType<typeof failure> {
  const lines = problems.slice(0, PROBLEMS_SHOWN).map((p) => `• ${safeInline(formatProblem(p, lang))}`);
  const more = problems.length - PROBLEMS_SHOWN;
  const message = [scenarioText(lang, 'invalid', { count: problems.length }), ...lines, ...(more > 0 ? [scenarioText(lang, 'more_problems', { count: more })] : [])].join('\n');
  return bad(message, lang);
}

/** Expands the `card` objects through the card catalog; a failure is the reply to give. */
async function withCatalog(ctx: CommandContext, json: unknown): Promise<Result<ExpandedScenario, ReturnType<typeof failure>>> {
  const { lang } = ctx;
  // An empty or non-string "card" is reported without opening the catalog.
  const shape = await expandCards(json, () => Promise.resolve({ kind: 'none', suggestions: [] }));
  if (!shape.ok) {
    const malformed = shape.error.filter((p) => p.code === 'nonempty_string');
    if (malformed.length > 0) return { ok: false, error: invalid(malformed, lang) };
  }
  const loaded = ctx.services.cards ? await ctx.services.cards() : { ok: false as const, error: 'this transport has no card catalog' };
  if (!loaded.ok) return { ok: false, error: failure({ code: 'cards_unavailable', message: ct(lang, 'card.unavailable', { reason: loaded.error }) }, lang) };
  const cards = loaded.value;
  const expanded = await expandCards(json, (q) => cards.resolve(q));
  if (!expanded.ok) return { ok: false, error: invalid(expanded.error, lang) };
  return { ok: true, value: expanded.value };
}
