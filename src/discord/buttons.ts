/**
 * The answer buttons: Prev/Next pages (the message is updated in place), "All steps" and "Rule
 * text" (ephemeral follow-ups, split over as many messages as needed, never cut). A button whose
 * answer has expired, or that comes from an older version of the bot, says so plainly.
 */
import { MessageFlags } from 'discord.js';
import { pickLang } from '../core/lang.ts';
import { fittedPageToMessage, parseButtonId } from './embeds.ts';
import type { MessagePayload } from './embeds.ts';
import { failInteraction } from './failure.ts';
import type { ButtonLike } from './interactions.ts';
import type { NavEntry } from './kept-answers.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import { chunkMessages, notice, safeText, withoutFlags } from './notices.ts';
import type { RouteContext } from './route-context.ts';
import type { Services } from '../services.ts';

/** Answers one button press; false when it failed (the user was told politely). */
export async function answerButton(rc: RouteContext, i: ButtonLike): Promise<boolean> {
  const action = parseButtonId(i.customId);
  let userLang = pickLang({ locale: i.locale });
  let command = 'button';
  try {
    // The transport's own notices follow the server's language, like every other answer there.
    const server = rc.guildSettings(i.guildId);
    if (server.language !== 'auto') userLang = server.language;
    // Discord only sends us presses of our own messages' buttons, so an id we can't read comes from
    // an older version of the bot: say plainly the buttons no longer work, rather than letting
    // Discord show "This interaction failed".
    const found = action ? rc.answers.recall(action.navId) : { expired: null };
    if ('expired' in found) {
      const m = TRANSPORT_MESSAGES[userLang];
      await i.reply(notice(m.expiredTitle, m.expired(found.expired), userLang));
      return true;
    }
    const entry = found.entry;
    if (!action) return true; // unreachable: without an action nothing was recalled
    command = entry.command;
    if (action.kind === 'page') {
      const extras = { steps: entry.steps.length > 0 && entry.reply.pages.length > 1, rules: entry.rules.length > 0 };
      await i.update(withoutFlags(fittedPageToMessage(entry.reply, action.page, { lang: entry.lang, navId: action.navId, extras })));
      return true;
    }
    const limited = rc.rateLimit(i.user?.id ?? i.id, i.guildId ?? null, userLang);
    if (limited) {
      await i.reply(limited);
      return true;
    }
    // Several messages may follow: acknowledge now, privately, then fill in and follow up.
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const messages = action.kind === 'steps' ? stepMessages(entry) : await ruleMessages(rc.services, entry);
    const [first, ...rest] = messages;
    if (first) await i.editReply(withoutFlags(first));
    for (const m of rest) await i.followUp(m);
    return true;
  } catch (e) {
    await failInteraction(rc.logger, i, e, userLang, command);
    return false;
  }
}

/** Every step of the answer, numbered, over as many ephemeral messages as it takes. */
function stepMessages(entry: NavEntry): MessagePayload[] {
  const m = TRANSPORT_MESSAGES[entry.lang];
  if (entry.steps.length === 0) return [notice(m.stepsTitle(1, 1), m.noSteps, entry.lang)];
  const lines = entry.steps.map((s, n) => `${n + 1}. ${safeText(s.text)}`);
  return chunkMessages(lines, (part, parts) => m.stepsTitle(part, parts), entry.lang);
}

/** The text of every rule the answer cites, in the answer's language when the official text is loaded. */
async function ruleMessages(services: Services, entry: NavEntry): Promise<MessagePayload[]> {
  const m = TRANSPORT_MESSAGES[entry.lang];
  if (entry.rules.length === 0) return [notice(m.rulesTitle(1, 1), m.noRules, entry.lang)];
  const loaded = await services.rules();
  if (!loaded.ok) return [notice(m.rulesTitle(1, 1), m.rulesUnavailable, entry.lang, 'error')];
  const k = loaded.value;
  const ja = entry.lang === 'ja' ? k.ja : null;
  const lines: string[] = [];
  if (entry.lang === 'ja' && !ja) lines.push(`*${m.rulesInEnglish}*`, '');
  for (const n of entry.rules) {
    const node = (ja?.rules.get(n)) ?? k.corpus.get(n);
    lines.push(node ? `**${n}** ${safeText(node.text)}` : m.ruleMissing(n));
  }
  return chunkMessages(lines, (part, parts) => m.rulesTitle(part, parts), entry.lang);
}
