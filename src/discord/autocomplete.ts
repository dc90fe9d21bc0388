/**
 * Autocomplete: never throws, answers within Discord's 3 s (no choices when the handler is slower)
 * and sends at most 25 valid choices.
 */
import type { Choice } from '../app/command.ts';
import { pickLang } from '../core/lang.ts';
import { EPHEMERAL_OPTION_NAME } from './common-options.ts';
import type { AutocompleteLike } from './interactions.ts';
import { collectOptions, flattenOptions, NO_CHOICES, sanitizeChoices } from './options.ts';
import type { RouteContext } from './route-context.ts';
import { safeError } from './safe-error.ts';
import { raceTimeout, TIMED_OUT } from './timeout.ts';

/** Answers one autocomplete request; false when the handler or the response failed. */
export async function answerAutocomplete(rc: RouteContext, i: AutocompleteLike): Promise<boolean> {
  let choices: readonly Choice[];
  let ok = true;
  try {
    choices = await choicesFor(rc, i);
  } catch (e) {
    ok = false;
    rc.logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'autocomplete failed; answering with no choices');
    choices = NO_CHOICES;
  }
  try {
    if (!i.responded) await i.respond(choices);
  } catch (e) {
    ok = false;
    rc.logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'could not send autocomplete choices');
  }
  return ok;
}

/** The command's choices for the focused option, sanitized; none when it has no autocomplete or is too slow. */
async function choicesFor(rc: RouteContext, i: AutocompleteLike): Promise<readonly Choice[]> {
  const command = rc.find(i.commandName);
  if (!command?.autocomplete) return NO_CHOICES;
  const flat = flattenOptions(i.options.data);
  const focusedOption = flat.find((o) => o.focused === true);
  const focused = { name: focusedOption?.name ?? '', value: focusedOption?.value === undefined ? '' : String(focusedOption.value) };
  const server = rc.guildSettings(i.guildId);
  const lang = server.language !== 'auto' ? server.language : pickLang({ locale: i.locale, query: focused.value });
  const { [EPHEMERAL_OPTION_NAME]: _e, ...options } = collectOptions(i.options.data);
  const running = command.autocomplete({ lang, focused, options, services: rc.services });
  running.catch(() => undefined);
  const ms = rc.timing.autocompleteTimeoutMs;
  const result = await raceTimeout(running, ms);
  if (result === TIMED_OUT) {
    rc.logger.warn({ interactionId: i.id, command: i.commandName, ms }, 'autocomplete too slow; answering with no choices');
    return NO_CHOICES;
  }
  return sanitizeChoices(result);
}
