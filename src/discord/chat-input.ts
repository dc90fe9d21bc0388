/**
 * Slash commands: the language and visibility of the answer, the rate limits, deferring (before an
 * engine run, otherwise when the handler is slow), the handler's deadline, and the answer's message
 * (remembered for its buttons when it has pages, steps or rules).
 */
import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import type { CommandContext, CommandModule, CommandOutcome } from '../app/command.ts';
import { pickLang } from '../core/lang.ts';
import type { Lang } from '../core/lang.ts';
import type { Reply } from '../core/reply.ts';
import { KEY_STEPS_MAX } from '../render/key-steps.ts';
import { isGuildCommand } from '../settings/guild-command.ts';
import type { GuildCommandOutcome, GuildMember } from '../settings/guild-command.ts';
import { EPHEMERAL_OPTION_NAME } from './common-options.ts';
import { fitReply, fittedPageToMessage, replyToMessage } from './embeds.ts';
import type { MessagePayload } from './embeds.ts';
import { failInteraction } from './failure.ts';
import type { ChatInputLike } from './interactions.ts';
import { stepsOf } from './kept-answers.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import { notice, withoutFlags } from './notices.ts';
import { collectOptions } from './options.ts';
import type { RouteContext } from './route-context.ts';
import { safeError } from './safe-error.ts';
import { raceTimeout, TIMED_OUT } from './timeout.ts';

/** A slash command being answered: the language its answer is in; `abandoned` once told we are restarting. */
export interface ChatInputState {
  lang: Lang;
  abandoned: boolean;
}

/** Answers one slash command; false when it failed (the user was told politely). */
export async function answerChatInput(rc: RouteContext, i: ChatInputLike, state: ChatInputState): Promise<boolean> {
  const guildId = i.guildId ?? null;
  const command = rc.find(i.commandName);
  const { [EPHEMERAL_OPTION_NAME]: ephemeralOption, ...options } = collectOptions(i.options.data);
  const query = command?.queryOption !== undefined ? options[command.queryOption] : undefined;
  let lang = pickLang({ locale: i.locale, query: typeof query === 'string' ? query : undefined });
  try {
    const server = rc.guildSettings(guildId);
    if (server.language !== 'auto') lang = server.language;
    state.lang = lang;
    const refusal = command ? refusalFor(rc, i, command, guildId, lang) : unknownCommand(i.commandName, lang);
    if (refusal) {
      await i.reply(refusal);
      return true;
    }
    if (!command) return true; // unreachable: an unknown command was refused
    // Settings are private to whoever changes them; other answers follow the option, then the server.
    const ephemeral = isGuildCommand(command) || (typeof ephemeralOption === 'boolean' ? ephemeralOption : server.replies === 'ephemeral');
    const ctx: CommandContext = { lang, options, services: rc.services, transport: 'discord' };
    const member: GuildMember = { id: i.user?.id ?? null, canManageServer: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true };
    const { outcome, deferred } = await runDeferring(rc, i, command.data.name, ephemeral, () => run(rc, command, ctx, guildId, member));
    // Shutting down told the user already; a late failure (the engine pool closed) adds nothing.
    if (state.abandoned && !outcome.ok) return true;
    await sendAnswer(rc, i, outcome, { lang, command: command.data.name, ephemeral, deferred });
    return true;
  } catch (e) {
    if (state.abandoned) {
      rc.logger.debug({ interactionId: i.id, err: safeError(e, i.token) }, 'answer after the restart notice not sent');
      return true;
    }
    await failInteraction(rc.logger, i, e, lang, i.commandName);
    return false;
  }
}

function unknownCommand(name: string, lang: Lang): MessagePayload {
  const m = TRANSPORT_MESSAGES[lang];
  return notice(m.unknownTitle, m.unknown(name), lang, 'error');
}

/** The polite refusal a known command gets before it runs (rate limited, or server-only in a DM); null to run it. */
function refusalFor(rc: RouteContext, i: ChatInputLike, command: CommandModule, guildId: string | null, lang: Lang): MessagePayload | null {
  const limited = rc.rateLimit(i.user?.id ?? i.id, guildId, lang);
  if (limited) return limited;
  if (isGuildCommand(command) && !guildId) {
    const m = TRANSPORT_MESSAGES[lang];
    return notice(m.guildOnlyTitle, m.guildOnly, lang);
  }
  return null;
}

/** Runs the handler, deferring the reply first (engine commands) or once it is slower than deferAfterMs. */
async function runDeferring(
  rc: RouteContext,
  i: ChatInputLike,
  command: string,
  ephemeral: boolean,
  start: () => Promise<GuildCommandOutcome>,
): Promise<{ outcome: GuildCommandOutcome; deferred: boolean }> {
  if (rc.timing.deferFirst.has(command)) {
    // Acknowledge before any work starts: a long synchronous run could otherwise miss Discord's 3 s.
    await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    return { outcome: await start(), deferred: true };
  }
  const running = start();
  // Never leave a rejection unobserved while we are busy deferring.
  running.catch(() => undefined);
  const first = await raceTimeout(running, rc.timing.deferAfterMs);
  if (first !== TIMED_OUT) return { outcome: first, deferred: false };
  await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
  return { outcome: await running, deferred: true };
}

async function run(rc: RouteContext, command: CommandModule, ctx: CommandContext, guildId: string | null, member: GuildMember): Promise<GuildCommandOutcome> {
  const settings = rc.settings;
  const running: Promise<GuildCommandOutcome> =
    isGuildCommand(command) && guildId && settings ? command.executeInGuild({ ...ctx, guildId, settings, member }) : command.execute(ctx);
  // A late rejection (after the deadline) must not go unobserved.
  running.catch(() => undefined);
  const ms = rc.timing.handlerTimeoutMs;
  const result = await raceTimeout(running, ms);
  if (result === TIMED_OUT) throw new Error(`the /${command.data.name} handler did not finish within ${ms} ms`);
  return result;
}

/** Sends the answer: a reply, or the deferred reply filled in; a failure is shown to the user alone. */
async function sendAnswer(
  rc: RouteContext,
  i: ChatInputLike,
  outcome: GuildCommandOutcome,
  how: { lang: Lang; command: string; ephemeral: boolean; deferred: boolean },
): Promise<void> {
  const { lang, command, ephemeral, deferred } = how;
  // A failure the user caused is shown to them alone: a public "thinking…" is replaced by a private follow-up.
  const payload = answerMessage(rc, outcome, lang, command, ephemeral || !outcome.ok);
  if (!deferred) await i.reply(payload);
  else if (!outcome.ok && !ephemeral && i.deleteReply) {
    await i.deleteReply();
    await i.followUp(payload);
  } else await i.editReply(withoutFlags(payload));
  if (outcome.publicNotice) await announce(rc, i, outcome.publicNotice, lang, command);
  rc.logger.debug({ interactionId: i.id, command, ok: outcome.ok, deferred }, 'command answered');
}

/** The message for one outcome; the answer is remembered for its buttons when it has any. */
function answerMessage(rc: RouteContext, outcome: CommandOutcome, lang: Lang, command: string, ephemeral: boolean): MessagePayload {
  const fitted = fitReply(outcome.reply);
  const steps = outcome.ok ? stepsOf(outcome.data) : [];
  const rules = [...new Set(steps.flatMap((s) => s.rules))];
  // An engine answer opens with at most KEY_STEPS_MAX steps (src/render/key-steps.ts): a longer trace is behind "All steps".
  const extras = { steps: steps.length > 0 && (fitted.pages.length > 1 || steps.length > KEY_STEPS_MAX), rules: rules.length > 0 };
  const wantsNav = fitted.pages.length > 1 || extras.steps || extras.rules;
  const navId = wantsNav ? rc.answers.remember({ reply: fitted, lang, command, steps, rules }) : undefined;
  return fittedPageToMessage(fitted, 0, { lang, ephemeral, ...(navId === undefined ? {} : { navId, extras }) });
}

/**
 * Posts a command's public notice (a settings change) as a public follow-up. The answer was
 * already given, so a failure here is logged, not reported to the user as a failed command.
 */
async function announce(rc: RouteContext, i: ChatInputLike, reply: Reply, lang: Lang, command: string): Promise<void> {
  try {
    await i.followUp(replyToMessage(reply, 0, { lang, ephemeral: false }));
  } catch (e) {
    rc.logger.warn({ interactionId: i.id, command, err: safeError(e, i.token) }, 'could not post the public notice');
  }
}
