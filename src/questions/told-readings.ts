/**
 * Readings of what the question told that may not be what the asker meant: a card named by a game
 * verb ("I murder their 2/2"), a noninstant spell told cast in response (117.1a), and spells told one
 * after another that may have resolved in between (405.1, 608.1). Never guessed: asked back when the
 * readings answer differently.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { ParsedQuestion, QEvent, QuestionError } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, fateOf, isProbe, type RunView } from './asks.ts';
import { runOnce } from './answer-run.ts';
import { fail } from './question-error.ts';
import type { Answered } from './unsaid-readings.ts';
import { wordsFor } from './locales/index.ts';
import { lookupTable } from '../core/table.ts';

/** The spell effects (scenario `spell.effects` kinds) each game verb says; a verb not here says none a card could be. */
const VERB_EFFECTS: Readonly<Record<string, readonly string[]>> = lookupTable({
  kill: ['destroy'], destroy: ['destroy'], exile: ['exile'], flicker: ['exile', 'flicker'], bounce: ['return-to-hand'], return: ['return-to-hand'],
  tap: ['tap'], untap: ['untap'], counter: ['counter'], deal: ['damage'],
});
/** Rules that keep a spell from targeting a permanent whatever the spell is (702.11b hexproof, 702.16b protection, 702.18a shroud). */
const TARGETING_KEYWORD_RULES = /\b702\.(?:11|16|18)[a-z]?\b/;

/**
 * "I murder their hexproof 2/2", "they exile my Angel": a card named by a word that is also a game verb
 * (language/en/grammar.ts readVerb). The card is what is meant only when its spell does what the verb says
 * (Murder destroys; "kill" is destroy); otherwise — or when told so it can't be cast for a reason of the
 * card's own (a target it can't have: Exile only an attacking creature, 115.1, 601.2c), not the target's
 * hexproof, shroud or protection — the two readings may answer differently, and the question is asked back.
 * `impossible`: the message of the card reading's impossibility, or null before it is run.
 */
export function cardOrVerb(q: ParsedQuestion, lang: Lang, impossible: string | null): { ok: false; error: QuestionError } | null {
  for (const e of q.events) {
    if (e.kind !== 'cast' || !e.saidAs) continue;
    const spell = q.cards[e.spell]?.object['spell'] as { effects?: { kind?: unknown }[] } | undefined;
    const kinds = VERB_EFFECTS[e.saidAs.verb] ?? [];
    const fits = (spell?.effects ?? []).some((x) => typeof x.kind === 'string' && kinds.includes(x.kind));
    if (fits && (impossible === null || TARGETING_KEYWORD_RULES.test(impossible))) continue;
    return fail('needs_detail', message(lang, 'card_or_verb', { word: e.saidAs.word, spell: q.cards[e.spell]?.name ?? e.spell }));
  }
  return null;
}

/**
 * 「相手の《稲妻》に対応して《神の怒り》を唱えた」: a spell told cast in response to another is cast while
 * that one is on the stack, and a noninstant spell without flash can be cast only when the stack is empty
 * (117.1a; a sorcery, 307.1). That can't happen, whatever the first spell targets (which may be unsaid and
 * would otherwise be asked back first). Not concluded when any card or quoted text of the question
 * mentions flash: an effect that lets spells be cast as though they had flash is not read here.
 */
export function sorceryInResponse(q: ParsedQuestion, lang: Lang): Result<never, QuestionError> | null {
  const texts = [...Object.values(q.cards).map((c) => JSON.stringify(c.object) + c.unmodelled.join(' ')), ...Object.values(q.quoted ?? {}).map((x) => JSON.stringify(x))];
  if (texts.some((t) => /flash/i.test(t))) return null;
  for (const e of q.events) {
    // (The spell responded to, told only as what was responded to, is a premise: it was cast before.)
    if (e.kind !== 'cast' || e.premise === true || !q.responses?.has(e)) continue;
    const card = q.cards[e.spell];
    const types = card?.object.types ?? [];
    if (!card || types.length === 0 || types.includes('Instant')) continue;
    const spell = wordsFor(lang).cardName(wordsFor(lang).localName(card.name, card.ja));
    const rules = wordsFor(lang).list(types.includes('Sorcery') ? ['117.1a', '307.1'] : ['117.1a']);
    return fail('impossible', message(lang, 'cannot_happen', { detail: message(lang, 'noninstant_in_response', { spell, rules }) }));
  }
  return null;
}

/**
 * The question with "after they resolved" put before every spell or ability told while others
 * waited on the stack with no word saying it responds to them; null when there is none. (The first
 * such one names the ask-back.) A premise cast (a permanent said to be cast) is no such spell.
 */
export function inSequence(q: ParsedQuestion, at: (point: number) => boolean = () => true): { q: ParsedQuestion; first: string[]; next: string; cast: boolean; points: number } | null {
  const events: QEvent[] = [];
  let waiting: string[] = [];
  let named: { first: string[]; next: string; cast: boolean } | null = null;
  // `points`: the places such a spell was told (each one resolved first when `at` says so; else left a response).
  let points = 0;
  for (const e of q.events) {
    const response = q.responses?.has(e) === true;
    // ("I equip X to Y" is its equip ability activated, 702.6a: it waits on the stack as an ability does.)
    const stacks = e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'attach' && e.by !== undefined);
    if (stacks && waiting.length > 0 && !response && !(e.kind === 'cast' && e.premise === true) && at(points++)) {
      named ??= { first: [...waiting], next: e.kind === 'cast' ? e.spell : e.kind === 'activate' ? e.source : e.attachment, cast: e.kind === 'cast' };
      events.push({ kind: 'resolve' });
      waiting = [];
    } else if (!stacks && !response) waiting = [];
    if (e.kind === 'cast') waiting.push(e.spell);
    if (e.kind === 'activate') waiting.push(e.source);
    if (e.kind === 'attach' && e.by !== undefined) waiting.push(e.attachment);
    events.push(e);
  }
  return named ? { q: { ...q, events }, ...named, points } : null;
}

/**
 * Spells told one after another with no word for when ("I cast X. I cast Y.", "I cast X and Y"):
 * taken as told — the later one above the earlier on the stack (405.1) — but the asker may have
 * meant "after X resolved" (608.1). Tried that way too; when it can happen and answers differently,
 * asked back (issue 11 §2). "then" / 「その後」 and "in response" / 「対応して」 were read already.
 */
export async function sequenceDiffers(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, plans, variants, optional, results } = c;
  const labels = c.main.built.labels;
  const w = wordsFor(lang);
  const sequenced = inSequence(q);
  if (sequenced !== null) {
    const askBack = fail('needs_detail', message(lang, 'stack_order', { first: w.list(sequenced.first.map((id) => labels.get(id) ?? id)), next: labels.get(sequenced.next) ?? sequenced.next, verb: sequenced.cast ? w.cast : w.activated }));
    for (const plan of plans) {
      const r = await runOnce(sequenced.q, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) continue; // the story can't happen that way: not a reading of it
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        if (answerAsk(a, r.value.view, sequenced.q, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack;
      }
    }
  }  return null;
}

/**
 * "I cast Dive Down on my Grizzly Bears. Can my opponent target it with Lightning Bolt?": a targeting asked with a spell
 * or ability the story told still waiting on the stack, with no word for when (ask can-target has none: "in response",
 * "then" and "after it resolves" were read already). Asked in response it is yes; asked once Dive Down resolved
 * (608.1) — what "after I cast Dive Down" often means — hexproof says no (702.11b). Tried that way too; when the
 * answer differs, asked back (red team 28b: a confident "yes" while the asker meant it resolved).
 */
export async function waitingProbeDiffers(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, variants, optional, results } = c;
  const last = q.events[q.events.length - 1];
  const waits = last !== undefined && (last.kind === 'cast' || last.kind === 'activate' || (last.kind === 'attach' && last.by !== undefined));
  if (!waits || (last.kind === 'cast' && last.premise === true)) return null;
  const probes = q.asks.filter((a) => a.kind === 'can-target');
  if (probes.length === 0) return null;
  const resolved: ParsedQuestion = { ...q, events: [...q.events, { kind: 'resolve' }] };
  const labels = c.main.built.labels;
  const w = wordsFor(lang);
  const first = last.kind === 'cast' ? last.spell : last.kind === 'activate' ? last.source : last.attachment;
  // (Only while what is targeted is still on the battlefield once the story resolved: "Opponent Bolts my 2/2. Can I
  // target it with Giant Growth?" asks a response — resolved, the 2/2 is gone — and a spell waiting on the stack,
  // "Can I target my Lightning Bolt with Counterspell?", is targeted only while it waits, 115.1.)
  const settled = await runOnce(resolved, lang, null, variants[0]!, runner, optional);
  if (!settled.ok) return null;
  for (const plan of probes) {
    if (plan.kind !== 'can-target' || fateOf(settled.value.view, plan.target).zone !== 'battlefield') continue;
    const r = await runOnce(resolved, lang, plan, variants[0]!, runner, optional);
    if (!r.ok) continue; // can't happen that way: not a reading of it
    const spell = plan.kind === 'can-target' ? plan.spell : undefined;
    const asked = answerAsk(plan, r.value.view, resolved, lang);
    if (asked.value !== results[q.asks.indexOf(plan)]!.value) {
      return fail('needs_detail', message(lang, 'stack_order', { first: labels.get(first) ?? first, next: spell === undefined ? w.targetingSpell : (labels.get(spell) ?? spell), verb: w.cast }));
    }
  }
  return null;
}

/**
 * "My Glistener Elf is blocked by Grizzly Bears. If my elf dies, what happens to the bear?": a death supposed of a
 * creature in the combat, with nothing said of what kills it or when (language/results.ts supposedDeath). Made as
 * told (a death right after blocks, before combat damage) and tried as what the combat's damage did (510.2) — the
 * Bears a 1/1 with infect's -1/-1 counter (702.90c) or a 2/2 dealt nothing. When that reading can't happen (the
 * combat doesn't kill it) or answers anything differently, which one is meant is asked back, never guessed.
 */
export async function supposedDeathDiffers(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, plans, variants, optional, results } = c;
  const supposed = q.events.filter((e): e is Extract<QEvent, { kind: 'dies' }> => e.kind === 'dies' && e.supposed === true);
  if (supposed.length === 0) return null;
  const events = q.events.map((e): QEvent => (e.kind === 'dies' && e.supposed === true ? { kind: 'dies', ids: e.ids, result: true } : e));
  const asCombat: ParsedQuestion = { ...q, events };
  const labels = c.main.built.labels;
  const thing = wordsFor(lang).list(supposed.flatMap((e) => e.ids).map((id) => labels.get(id) ?? id));
  const askBack = fail('needs_detail', message(lang, 'supposed_death', { thing }));
  for (const plan of plans) {
    const r = await runOnce(asCombat, lang, plan, variants[0]!, runner, optional);
    if (!r.ok) return askBack;
    for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
      if (answerAsk(a, r.value.view, asCombat, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack;
    }
    // ("What happens to the bear?" is answered with where it ends up and what it is then: the reply's final state.)
    const told = plan === null ? c.main.view : (c.runs.get(plan)?.[0]?.view ?? null);
    if (told && q.things.some((t) => finalShape(told, t.id) !== finalShape(r.value.view, t.id))) return askBack;
  }
  return null;
}

/** An object at the end of a run, as the reply shows it: its zone, P/T and counters (400.7: followed to what it is now). */
function finalShape(view: RunView, id: string): string {
  const f = fateOf(view, id);
  const c = view.resolution.computed.find((x) => x.id === f.finalId);
  const o = view.resolution.final.objects.find((x) => x.id === f.finalId);
  return `${f.zone} ${c ? `${c.power}/${c.toughness}` : ''} ${o ? JSON.stringify(o.counters) : ''}`;
}
