/**
 * /ask <question>: a rules question in plain English or Japanese. The reply restates the question
 * as understood, gives the answer read off the rules engine (a yes/no verdict for yes/no
 * questions), and every step of the engine's trace with the rules it cites. Anything not
 * understood is named and not answered (`not_understood`, exit status 2 on the CLI).
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandContext, CommandModule } from '../src/core/context.ts';
import { validateText } from '../src/core/input.ts';
import { failure, success } from '../src/core/outcome.ts';
import { answerQuestion, MAX_QUESTION_LENGTH } from '../src/questions/index.ts';
import type { QuestionDeps, ScenarioRunner } from '../src/questions/index.ts';
import { buildPages } from '../src/render/pages.ts';
import { escapeMarkdown, neutraliseMentions, stripControl } from '../src/render/safe.ts';
import { limitErrorToAppError, runScenarioIsolated } from '../src/workers/run.ts';
import { finalState } from './scenario.ts';

/** Steps shown on Discord (the CLI shows them all; --json always has them all). */
const DISCORD_STEPS = 300;

function safe(text: string): string {
  return escapeMarkdown(neutraliseMentions(stripControl(text)));
}

function plain(text: string): string {
  return neutraliseMentions(stripControl(text));
}

const TEXT = {
  en: { title: 'Rules question', answer: 'Answer', verdict: 'Verdict', yes: 'Yes', no: 'No', steps: 'Steps', more: 'more steps (use the CLI with --json to see them all)', footer: 'Stackwise rules engine · each step cites the Comprehensive Rules' },
  ja: { title: 'ルールの質問', answer: '回答', verdict: '結論', yes: 'はい', no: 'いいえ', steps: '手順', more: '件の手順が続きます（CLIの--jsonですべて表示できます）', footer: 'Stackwise ルールエンジン・各手順に総合ルールの番号を付けています' },
} as const;

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
  const deps: QuestionDeps = { run: runnerFor(ctx) };
  const services = ctx.services;
  if (services.cards) {
    const load = services.cards.bind(services);
    // The catalog is opened only when the question names a card.
    deps.resolveCard = async (name) => {
      const c = await load();
      return c.ok ? c.value.resolve(name) : { kind: 'none', suggestions: [] };
    };
  }
  return deps;
}

export const ask: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('ask')
    .setNameLocalizations({ ja: '質問' })
    .setDescription('Ask a rules question in plain English or Japanese; the rules engine answers with cited steps')
    .setDescriptionLocalizations({ ja: 'ルールの質問を日本語か英語で。ルールエンジンが根拠のルール番号付きで答えます' })
    .addStringOption((o) =>
      o
        .setName('question')
        .setNameLocalizations({ ja: '質問' })
        .setDescription('e.g. "A 7/7 with trample attacks and is blocked by a 2/2. What happens?"')
        .setDescriptionLocalizations({ ja: '例：「トランプルを持つ6/6が3/5にブロックされた。どうなりますか？」' })
        .setRequired(true)
        .setMaxLength(MAX_QUESTION_LENGTH),
    ),
  positional: 'question',
  queryOption: 'question',

  async execute(ctx) {
    const { lang } = ctx;
    const example = lang === 'ja' ? '/ask 防衛を持つクリーチャーは攻撃できますか？' : '/ask Can a creature with defender attack?';
    const input = validateText(ctx.options.question, { what: 'what.question', example, max: MAX_QUESTION_LENGTH, needsText: true }, lang);
    if (!input.ok) return failure(input.error, lang);
    const r = await answerQuestion(input.value, lang, await depsFor(ctx));
    // The message quotes the user's words: never a live mention, and on Discord no Markdown either.
    if (!r.ok) return failure({ code: r.error.code, message: ctx.transport === 'discord' ? safe(r.error.message) : plain(r.error.message) }, lang);
    const a = r.value;
    const tx = TEXT[lang];
    const shown = ctx.transport === 'discord' ? a.steps.slice(0, DISCORD_STEPS) : a.steps;
    const lines = [
      `**${safe(a.understood)}**`,
      '',
      ...(a.verdict ? [`**${tx.verdict}:** ${a.verdict === 'yes' ? tx.yes : tx.no}`] : []),
      `**${tx.answer}:** ${safe(a.answer)}`,
      '',
      `**${tx.steps} (${a.steps.length})**`,
      ...shown.map((s, i) => `${i + 1}. ${safe(s.text)}`),
    ];
    if (shown.length < a.steps.length) lines.push(lang === 'ja' ? `…ほか${a.steps.length - shown.length}${tx.more}` : `…and ${a.steps.length - shown.length} ${tx.more}`);
    const pages = buildPages({ title: tx.title, footer: tx.footer }, lines);
    return success(
      { tone: 'info', pages },
      {
        lang,
        understood: plain(a.understood),
        answer: plain(a.answer),
        verdict: a.verdict,
        steps: a.steps.map((s) => ({ rules: s.rules, text: plain(s.text) })),
        final: finalState(a.resolution),
      },
    );
  },
};
