/**
 * /scenario <json>: runs a Scenario (the CLI contract, src/app/contract.ts: `scenario <file.json>`, `-` for
 * standard input) in the rules engine and answers with a restatement of the set-up, the short
 * answer, and every step of the trace with the rules that make it happen.
 *
 * On Discord the option is the JSON itself. On the console and the CLI it may also be a file path,
 * or "-" for standard input (CLI only: the console reads its commands from standard input).
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandContext, CommandModule } from '../src/core/context.ts';
import type { Lang } from '../src/core/lang.ts';
import type { AppError, Result } from '../src/core/result.ts';
import { failure, success } from '../src/app/outcome.ts';
import type { Resolution } from '../src/engine/types.ts';
import type { ScenarioRun } from '../src/scenario/run.ts';
import { expandCards, usesCards } from '../src/scenario/cards.ts';
import type { CardNote, ExpandedScenario } from '../src/scenario/cards.ts';
import type { Label } from '../src/scenario/labels.ts';
import type { ScenarioProblem } from '../src/scenario/schema.ts';
import { t } from '../src/render/i18n.ts';
import { ct } from '../src/cards/render.ts';
import { limitErrorToAppError, loadSubtypes, runScenarioIsolated } from '../src/workers/run.ts';
import { formatKeyword } from '../src/scenario/schema/vocabulary.ts';
import { formatProblem } from '../src/scenario/schema/problems.ts';
import { MAX_NESTING, jsonNestingOverflow } from '../src/scenario/nesting.ts';
import { MAX_SCENARIO_BYTES, jsonErrorOffset, lineColumn, looksLikeJson, readScenarioFile, readScenarioStream } from '../src/scenario/input.ts';
import type { SourceError } from '../src/scenario/input.ts';
import { answerFor, renderEngineError, renderTrace, restateScenario, scenarioText } from '../src/render/trace.ts';
import { buildPages } from '../src/render/pages.ts';
import { keyStepIndexes } from '../src/render/key-steps.ts';
import { escapeMarkdown, neutraliseMentions, quoteInput, stripControl } from '../src/render/safe.ts';

/** Discord's limit for a string option. */
const DISCORD_MAX = 6000;
/** A longer argument that isn't JSON is not a path either. */
const PATH_MAX = 1024;
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

function sourceErrorMessage(e: SourceError, lang: Lang): string {
  const p = e.path === '-' ? scenarioText(lang, 'stdin') : quoteInput(e.path, 120);
  switch (e.code) {
    case 'not_found':
      return scenarioText(lang, 'file_not_found', { path: p });
    case 'is_directory':
      return scenarioText(lang, 'file_is_directory', { path: p });
    case 'not_a_file':
      return scenarioText(lang, 'file_not_a_file', { path: p });
    case 'too_large':
      return scenarioText(lang, 'file_too_large', { path: p, max: MAX_SCENARIO_BYTES });
    case 'unreadable':
      return scenarioText(lang, 'file_unreadable', { path: p, reason: quoteInput(e.reason, 40) });
  }
}

/** The scenario's JSON text: the argument itself, or (console/CLI) a file, or (CLI) standard input. */
async function sourceText(arg: string, ctx: CommandContext): Promise<Result<string, AppError>> {
  const { lang } = ctx;
  if (looksLikeJson(arg)) return { ok: true, value: arg };
  if (ctx.transport === 'discord') return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'not_json_discord') } };
  if (arg.length > PATH_MAX || /[\r\n]/.test(arg)) {
    return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'not_json', { where: scenarioText(lang, 'where_line', { line: 1, column: 1 }) }) } };
  }
  if (arg === '-') {
    if (ctx.transport === 'console') return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'stdin_console') } };
    const r = await readScenarioStream(process.stdin);
    return r.ok ? notEmpty(r.value, arg, lang) : { ok: false, error: { code: 'bad_input', message: sourceErrorMessage(r.error, lang) } };
  }
  const r = await readScenarioFile(arg);
  return r.ok ? notEmpty(r.value, arg, lang) : { ok: false, error: { code: 'bad_input', message: sourceErrorMessage(r.error, lang) } };
}

/** An empty file or standard input is no scenario at all, like an empty argument: `empty_input`. */
function notEmpty(text: string, source: string, lang: Lang): Result<string, AppError> {
  if (text.trim() !== '') return { ok: true, value: text };
  const message = source === '-' ? scenarioText(lang, 'empty_stdin') : scenarioText(lang, 'empty_file', { path: quoteInput(source, 120) });
  return { ok: false, error: { code: 'empty_input', message } };
}

/** Where the JSON goes wrong, in words (never JSON.parse's own message, which may quote the input). */
function jsonErrorWhere(text: string, lang: Lang): string {
  const offset = jsonErrorOffset(text);
  if (offset === null) return scenarioText(lang, 'where_unknown');
  if (offset >= text.length) return scenarioText(lang, 'where_end');
  return scenarioText(lang, 'where_line', lineColumn(text, offset));
}

/** The contract's `final` (src/app/contract.ts): every player, and every object in the final state with its computed characteristics. */
export function finalState(resolution: Resolution): Record<string, unknown> {
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  return {
    players: resolution.final.players.map((p) => ({ id: p.id, life: p.life, poison: p.poison })),
    objects: resolution.final.objects.map((o) => {
      const c = computed.get(o.id);
      const controlled = o.zone === 'battlefield' || o.zone === 'stack';
      return {
        name: c?.name || o.printed.name || o.label,
        zone: o.zone,
        controller: controlled ? (c?.controller ?? o.baseController) : o.owner,
        power: c ? c.power : o.printed.power,
        toughness: c ? c.toughness : o.printed.toughness,
        damage: o.damage,
        keywords: (c?.keywords ?? o.printed.keywords).map((k) => formatKeyword(k).toLowerCase()),
        types: c?.types ?? o.printed.types,
        colors: c?.colors ?? o.printed.colors,
        counters: Object.fromEntries(Object.entries(o.counters).filter(([, n]) => n !== 0)),
      };
    }),
  };
}

/** "I can't model this part of <card>: …" for each part of a named card the engine can't model (issue 6 §2). */
export function cantModelLines(notes: readonly CardNote[], lang: Lang): string[] {
  return notes.map((n) => t(lang, 'card.cant_model', { card: lang === 'ja' && n.ja ? n.ja : n.card, text: n.text }));
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

export const scenario: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('scenario')
    .setNameLocalizations({ ja: 'シナリオ' })
    .setDescription('Run a board set-up (Scenario JSON) in the rules engine; every step cites its rules')
    .setDescriptionLocalizations({ ja: '盤面（シナリオのJSON）をルールエンジンで処理し、各手順をルール番号付きで説明します' })
    .addStringOption((o) =>
      o
        .setName('json')
        .setNameLocalizations({ ja: 'json' })
        .setDescription('The Scenario as JSON: players, objects, effects, actions')
        .setDescriptionLocalizations({ ja: 'シナリオのJSON（players、objects、effects、actions）' })
        .setRequired(true)
        .setMaxLength(DISCORD_MAX),
    ),
  positional: 'json',
  runsEngine: true,
  queryOption: 'json',

  async execute(ctx) {
    const { lang } = ctx;
    const raw = ctx.options.json;
    const arg = (typeof raw === 'string' ? raw : raw === undefined ? '' : String(raw)).trim();
    if (arg === '') return bad(scenarioText(lang, 'empty'), lang, 'empty_input');

    const source = await sourceText(arg, ctx);
    if (!source.ok) return failure(source.error, lang);
    const text = source.value;
    const length = text.length;
    const max = ctx.transport === 'discord' ? DISCORD_MAX : MAX_SCENARIO_BYTES;
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
      const lead = error.error.key === 'error.unmodelled-text' ? '' : `${scenarioText(lang, 'engine_stopped')}\n`;
      const message = `${lead}${safeInline(renderEngineError(error.error, lang, { labels: withJapaneseNames(error.built.labels, japaneseNames) }))}`;
      // Issue 11: something the engine doesn't model could change the answer: refused as `unmodelled` (exit 2).
      return bad(message, lang, error.error.code === 'unmodelled' ? 'unmodelled' : 'bad_input');
    }
    const run = { ...result.value, built: { ...result.value.built, labels: withJapaneseNames(result.value.built.labels, japaneseNames) } };
    return answered(notes ? { ...run, unmodelled: notes } : run, ctx);
  },
};

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
