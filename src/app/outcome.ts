/** Helpers every command handler uses to build its outcome (a failure is worded here, at the command's edge, not in core). */
import type { CommandContext, CommandOutcome } from './command.ts';
import type { AppError } from '../core/result.ts';
import type { Reply } from '../core/reply.ts';
import type { Lang } from '../core/lang.ts';
import type { RulesKnowledge } from '../rules/knowledge.ts';
import { t } from '../render/i18n.ts';
import { escapeMarkdown } from '../render/safe.ts';

export function errorReply(error: AppError, lang: Lang): Reply {
  const lines = [error.message];
  if (error.suggestions && error.suggestions.length > 0) {
    lines.push('', t(lang, 'define.suggestions', { names: error.suggestions.map((s) => escapeMarkdown(s)).join(t(lang, 'list.separator')) }));
  }
  return { tone: 'error', pages: [{ title: t(lang, 'error.title'), description: lines.join('\n') }] };
}

export function failure(error: AppError, lang: Lang, reply?: Reply): CommandOutcome {
  return { ok: false, error, reply: reply ?? errorReply(error, lang) };
}

export function success(reply: Reply, data: Record<string, unknown>): CommandOutcome {
  return { ok: true, reply, data };
}

/** Runs `fn` with the rules knowledge, or answers politely that the CR is unavailable. */
export async function withRules(ctx: CommandContext, fn: (k: RulesKnowledge) => CommandOutcome | Promise<CommandOutcome>): Promise<CommandOutcome> {
  const k = await ctx.services.rules();
  if (!k.ok) return failure({ code: 'cr_unavailable', message: t(ctx.lang, 'error.cr_unavailable', { reason: k.error }) }, ctx.lang);
  return fn(k.value);
}
