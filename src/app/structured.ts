/**
 * Running a structured command's Scenario on exactly the /scenario path (the use case in
 * src/app/scenario.ts: validation, card names, the engine, the restatement, the trace and the --json shape it gives),
 * so /combat and /layers answer as /scenario would. Only the title changes, and the JSON also
 * carries the Scenario that was built, so it can be pasted into /scenario and changed.
 */
import type { CommandContext, CommandOutcome } from './command.ts';
import { failure } from './outcome.ts';
import { SCENARIO_DISCORD_MAX, runScenario } from './scenario.ts';
import { sm } from '../questions/structured/messages.ts';
import { wordsFor } from '../questions/locales/index.ts';
import { optionLabel, quoted } from '../questions/structured/text.ts';
import type { OptionName } from '../questions/structured/text.ts';
import { ct, suggestionTexts } from '../cards/render.ts';
import type { ScenarioInput } from '../questions/scenario-input.ts';

/** A card name typed in an option. */
export interface NamedCard {
  name: string;
  option: OptionName;
}

/** How a typed name was read, when it was not its exact name. */
interface ReadAs {
  typed: string;
  name: string;
  how: 'prefix' | 'fuzzy';
}

/**
 * Looks the typed card names up before anything runs, so an unknown or ambiguous one is named with
 * its option and "did you mean"; a name read as a different card (prefix or fuzzy match) is said
 * in the reply rather than silently taken. Without a catalog, the /scenario path says why.
 */
async function lookUpNames(ctx: CommandContext, names: readonly NamedCard[]): Promise<{ ok: true; readAs: ReadAs[] } | { ok: false; outcome: CommandOutcome }> {
  const { lang } = ctx;
  if (names.length === 0 || !ctx.services.cards) return { ok: true, readAs: [] };
  const loaded = await ctx.services.cards();
  if (!loaded.ok) return { ok: true, readAs: [] };
  const readAs: ReadAs[] = [];
  for (const n of names) {
    const r = await loaded.value.resolve(n.name);
    const params = { option: optionLabel(lang, n.option), item: quoted(n.name, lang) };
    if (r.kind === 'none' && r.unavailable) {
      return { ok: false, outcome: failure({ code: 'cards_unavailable', message: ct(lang, 'card.unavailable', { reason: r.unavailable }) }, lang) };
    }
    if (r.kind === 'none') {
      const suggestions = suggestionTexts(r.suggestions.slice(0, 5), lang);
      const message = sm(lang, 'card_unknown', { ...params, suggestions: suggestions.join(', ') });
      return { ok: false, outcome: failure({ code: 'unknown_card', message, ...(suggestions.length > 0 ? { suggestions } : {}) }, lang) };
    }
    if (r.kind === 'ambiguous') {
      const suggestions = suggestionTexts(r.suggestions.slice(0, 5), lang);
      return { ok: false, outcome: failure({ code: 'ambiguous_card', message: sm(lang, 'card_ambiguous', { ...params, suggestions: suggestions.join(', ') }), suggestions }, lang) };
    }
    const how = r.match.how;
    if ((how === 'prefix' || how === 'fuzzy') && !readAs.some((x) => x.typed === n.name)) readAs.push({ typed: n.name, name: r.card.name, how });
  }
  return { ok: true, readAs };
}

export async function runStructured(ctx: CommandContext, scenario: ScenarioInput, title: 'title.combat' | 'title.layers', names: readonly NamedCard[] = []): Promise<CommandOutcome> {
  const looked = await lookUpNames(ctx, names);
  if (!looked.ok) return looked.outcome;
  const json = JSON.stringify(scenario);
  if (ctx.transport === 'discord' && json.length > SCENARIO_DISCORD_MAX) {
    return failure({ code: 'bad_input', message: sm(ctx.lang, 'too_big_for_discord', { length: json.length, max: SCENARIO_DISCORD_MAX }) }, ctx.lang);
  }
  const outcome = await runScenario({ ...ctx, options: { json } }, json);
  if (!outcome.ok) {
    // The Scenario was built here, not written by the user: the engine's "actions[1]:" path into it
    // means nothing to them (issue 16 §3), so the sentence is given without it.
    const message = outcome.error.message.replace(/^actions\[\d+\][:：]\s*/m, '');
    return message === outcome.error.message ? outcome : failure({ ...outcome.error, message }, ctx.lang);
  }
  const name = sm(ctx.lang, title);
  const readAs = looked.readAs.map((r) => sm(ctx.lang, 'card_read_one', { typed: quoted(r.typed, ctx.lang), name: r.name, how: sm(ctx.lang, `how.${r.how}`) }));
  const note = readAs.length > 0 ? sm(ctx.lang, 'card_read_as', { list: wordsFor(ctx.lang).nameList(readAs) }) : null;
  const pages = outcome.reply.pages.map((p, i) => ({ ...p, title: name, ...(i === 0 && note ? { description: `${note}\n\n${p.description}` } : {}) }));
  return { ok: true, reply: { ...outcome.reply, pages }, data: { ...outcome.data, ...(note ? { cards: looked.readAs } : {}), scenario } };
}
