/**
 * Sizes told as reached (language/ir.ts `size-told`): "I cast Giant Growth on my creature and it's a 5/5 now",
 * "my opponent's creature got a -1/-1 counter and is a 0/0 now", "I control Glorious Anthem and my creature is a
 * 3/3 now", 「《巨大化》が解決して、自分のクリーチャーは5/5になった」. Such a size is the object's power and toughness
 * at that point, with every effect on it (613.4: layer 7 applies the effects in order) — the same object after what
 * was told, never a second creature, its own base size, or an effect of its own (each of which counts the change
 * twice: red team s15, 8/8 for "a 5/5 now" after Giant Growth).
 *
 * It is used or checked, once, before the story is answered:
 * - the object's own size is known (a card, "my 2/2"): the story up to that point is run, and the size there must
 *   be the told one; otherwise both are named and nothing is answered (a wrong answer over the question's own words
 *   is worse than none);
 * - its own size was not told ("my creature"): the story up to that point is run at two own sizes. When what was told
 *   before adds the same to each (+3/+3, counters, an Anthem: 613.4c), its own size is the told one less that, and the
 *   story is answered with it (checked by a third run). When nothing told changes it, it is the told size itself.
 *   Otherwise — an effect that sets the size (613.4b) makes the told one hold whatever it was, or the object is gone —
 *   that is said or asked, never guessed.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import { assertNever } from '../core/result.ts';
import { fateOf } from '../engine/fates.ts';
import type { Keyword, Resolution } from '../engine/types.ts';
import { keywordText } from '../scenario/schema/vocabulary.ts';
import { fail } from './question-error.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import type { ScenarioRunner, Sizes } from './run-types.ts';
import { questionScenario } from './scenario.ts';
import type { ParsedQuestion, QEvent, QuestionError, Thing } from './types.ts';
import { replaceAsk } from './asks.ts';
import { enteringIds } from './story-events.ts';
import { unreadSize } from './card-words.ts';
import { mentions } from '../core/tree.ts';

type SizeTold = Extract<QEvent, { kind: 'size-told' }>;

/** Own sizes tried for an object whose own size was not told (power and toughness apart, so that each is read). */
const PROBES = [
  { power: 10, toughness: 11 },
  { power: 20, toughness: 23 },
] as const;
/** The size given to the story's other creatures of no told size while the told one is worked out. */
const OTHERS = { power: 3, toughness: 3 } as const;

/** Own P/T of an object, when the question or its card gives it. */
function ownSize(q: ParsedQuestion, t: Thing): { power: number; toughness: number } | null {
  const card = q.cards[t.id]?.object;
  const p = typeof card?.power === 'number' ? card.power : t.power;
  const tt = typeof card?.toughness === 'number' ? card.toughness : t.toughness;
  return p !== null && p !== undefined && tt !== null && tt !== undefined ? { power: p, toughness: tt } : null;
}

/** An object's P/T and keywords at a point of the run (613.4, 613.1f). */
type Traits = { power: number; toughness: number; keywords: readonly Keyword[] };

/** The object's P/T and keywords at the end of the run, when it is on the battlefield then. */
function sizeAtEnd(r: Resolution, id: string): Traits | null {
  const f = fateOf(r.fates, id);
  const now = f ? f.now : { id, zone: 'battlefield' };
  if (!now || now.zone !== 'battlefield') return null;
  const c = r.computed.find((x) => x.id === now.id);
  return c && c.power !== null && c.toughness !== null ? { power: c.power, toughness: c.toughness, keywords: c.keywords } : null;
}

/** The keywords told with the size that the object doesn't have there (613.1f: what the layers give it). */
function lacking(e: SizeTold, got: Traits): Keyword[] {
  const has = new Set(got.keywords.map((k) => keywordText(k)));
  return (e.keywords ?? []).filter((k) => !has.has(keywordText(k)));
}

/** Whether the run's object is as told: the size (when one was told) and every keyword told. */
const asTold = (e: SizeTold, got: Traits | null): boolean => got !== null && (e.power === null || e.toughness === null || (got.power === e.power && got.toughness === e.toughness)) && lacking(e, got).length === 0;

/** The story up to and with event `at`, run with these sizes; null when it can't be run. */
async function runTo(q: ParsedQuestion, at: number, sizes: Sizes, lang: Lang, runner: ScenarioRunner): Promise<Resolution | null> {
  try {
    // (Copies: building a Scenario settles what the words left open on the things, 'settle', which the part alone must not decide.)
    const part: ParsedQuestion = { ...q, things: structuredClone(q.things), events: q.events.slice(0, at + 1), asks: q.asks };
    const built = questionScenario(part, lang, null, sizes, null);
    const r = await runner(built.scenario);
    return r.ok ? r.value.resolution : null;
  } catch {
    return null;
  }
}

/** Every other creature of no told size at a middling size (the runs only read the told one). */
function othersSized(q: ParsedQuestion, except: string): Sizes {
  const m: Sizes = new Map();
  for (const t of q.things) if (t.id !== except && !q.cards[t.id] && t.types.includes('Creature') && (t.power === null || t.toughness === null)) m.set(t.id, { ...OTHERS });
  return m;
}

const pt = (s: { power: number; toughness: number }): string => `${s.power}/${s.toughness}`;
/** Rule numbers as the reply language lists them. */
const rulesIn = (lang: Lang, rules: string): string => wordsFor(lang).ruleList(rules);

/**
 * Each size told as reached, checked or used (see above). Sets the own size of an object whose size was not told
 * (on `q.things`, as the rest of the answer reads it); a refusal when a told size can't be squared with the run.
 */
export async function settleToldSizes(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, labelOf: (id: string) => string): Promise<Result<null, QuestionError> | null> {
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (e.kind !== 'size-told') continue;
    const t = q.things.find((x) => x.id === e.id);
    if (!t) continue;
    const own = ownSize(q, t);
    const sizes = othersSized(q, t.id);
    // (Keywords alone told — 「《ファイレクシアの十字軍》(先制攻撃・感染)」 — are checked at whatever size it has.)
    if (own || e.power === null || e.toughness === null) {
      const r = await runTo(q, k, sizes, lang, runner);
      const got = r ? sizeAtEnd(r, t.id) : null;
      if (asTold(e, got)) continue;
      return mismatch(e, t, r ? got : undefined, lang, labelOf);
    }
    const told = { power: e.power, toughness: e.toughness };
    // Its own size not told: what was told before it adds to it, read at two own sizes (613.4c).
    const runs = await Promise.all(PROBES.map((s) => runTo(q, k, new Map(sizes).set(t.id, s), lang, runner)));
    const got = runs.map((r) => (r ? sizeAtEnd(r, t.id) : null));
    if (got.some((g) => g === null)) return unknown(e, t, lang, labelOf, q);
    // (A keyword told that it doesn't have there is named whatever its own size.)
    if (got.some((g) => lacking(e, g!).length > 0)) return mismatch(e, t, got[0]!, lang, labelOf);
    const delta = got.map((g, i) => ({ power: g!.power - PROBES[i]!.power, toughness: g!.toughness - PROBES[i]!.toughness }));
    if (delta[0]!.power !== delta[1]!.power || delta[0]!.toughness !== delta[1]!.toughness) {
      // Its size was set whatever it was (613.4b): the told size holds (or not) of any own size, which stays untold.
      if (got.every((g) => g!.power === told.power && g!.toughness === told.toughness)) continue;
      return unknown(e, t, lang, labelOf, q);
    }
    // Nothing told before it changes its P/T ("I cast Pyroclasm. Their other creature is a 2/2"): damage is not a
    // change of size (120.3e), so the told size is its own, a description — not a state it must still be in then
    // (read so, the 2/2 was 'impossible': Pyroclasm had already killed it at that point).
    if (delta[0]!.power === 0 && delta[0]!.toughness === 0) {
      t.power = told.power;
      t.toughness = told.toughness;
      continue;
    }
    const base = { power: told.power - delta[0]!.power, toughness: told.toughness - delta[0]!.toughness };
    // (No creature's own power is below 0, nor its toughness 0 or less; checked again at that size, where it must be there.)
    if (base.power < 0 || base.toughness <= 0) return impossible(e, t, base, lang, labelOf);
    const check = await runTo(q, k, new Map(sizes).set(t.id, base), lang, runner);
    const there = check ? sizeAtEnd(check, t.id) : null;
    // ("… got a -1/-1 counter and is a 0/0 now": told at 0 toughness, it is then put into its owner's graveyard, 704.5f.)
    const died = check !== null && there === null && told.toughness <= 0 && fateOf(check.fates, t.id)?.now?.zone === 'graveyard';
    if (!died && (!there || there.power !== told.power || there.toughness !== told.toughness)) return impossible(e, t, base, lang, labelOf);
    t.power = base.power;
    t.toughness = base.toughness;
  }
  return null;
}

/** `got`: the object there (null: not on the battlefield then; undefined: the story up to there can't be run). */
function mismatch(e: SizeTold, t: Thing, got: Traits | null | undefined, lang: Lang, labelOf: (id: string) => string): Result<null, QuestionError> {
  const w = wordsFor(lang).claims;
  // (Keywords are said back only when some were told: the difference is then named, 613.1f.)
  const kws = (x: readonly Keyword[]): string[] => x.map((k) => w.keyword(k));
  const run = got === undefined ? w.sizeUnshown : got === null ? message(lang, 'told_size_gone', {}) : e.keywords?.length ? `${w.withKeywords(pt(got), kws(got.keywords))}${w.without(kws(lacking(e, got)))}` : pt(got);
  return fail('needs_detail', message(lang, 'told_size', { thing: labelOf(t.id), told: toldText(e, lang), text: e.text, run, rules: rulesIn(lang, e.keywords?.length ? '613.1f, 613.4, 613.7' : '613.4, 613.7') }));
}

/** The size and keywords as told ("3/3 with double strike, trample"; keywords alone when no size was told). */
function toldText(e: SizeTold, lang: Lang): string {
  const w = wordsFor(lang).claims;
  const kws = (e.keywords ?? []).map((k) => w.keyword(k));
  return e.power === null || e.toughness === null ? w.names(kws) : w.withKeywords(pt({ power: e.power, toughness: e.toughness }), kws);
}

function unknown(e: SizeTold, t: Thing, lang: Lang, labelOf: (id: string) => string, q: ParsedQuestion): Result<null, QuestionError> {
  // ("Their Tarmogoyf is 4/5 now": its size is defined by its own text, 604.3, which isn't modelled — and may change as the
  // story goes on, so the size told then can't stand for it. Its text is named, never a request for a size it hasn't.)
  const card = q.cards[t.id];
  if (card && (typeof card.object.power !== 'number' || typeof card.object.toughness !== 'number')) return fail('unmodelled', unreadSize(card, lang));
  return fail('needs_detail', message(lang, 'told_size_own', { thing: labelOf(t.id), told: toldText(e, lang), text: e.text, rules: rulesIn(lang, '613.4b, 613.4c') }));
}

function impossible(e: SizeTold, t: Thing, base: { power: number; toughness: number }, lang: Lang, labelOf: (id: string) => string): Result<null, QuestionError> {
  return fail('impossible', message(lang, 'told_size_base', { thing: labelOf(t.id), told: toldText(e, lang), text: e.text, base: pt(base), rules: rulesIn(lang, '613.4c, 704.5f') }));
}

/** Whether an event before the one at `at` may have changed the object's size: a spell or ability at it, a change, counters or an attachment told of it. */
function changedBefore(q: ParsedQuestion, id: string, at: number): boolean {
  return q.events.slice(0, at).some((e) => {
    switch (e.kind) {
      case 'cast':
        return e.targets.includes(id);
      case 'activate':
      case 'attach':
        return mentions(e, id);
      case 'change':
        return e.ref.kind === 'things' && e.ref.ids.includes(id);
      case 'counters':
        return e.ids.includes(id);
      case 'size-told':
        return e.id === id;
      // None of the changes named above: combat, damage (prevented, doubled), life, zone changes, moments, removal.
      case 'attack':
      case 'block':
      case 'sacrifice':
      case 'damage':
      case 'prevent':
      case 'double':
      case 'life':
      case 'draw':
      case 'end-turn':
      case 'resolve':
      case 'dies':
      case 'survives-told':
      case 'return':
      case 'regenerate':
      case 'moment':
      case 'first-strike-damage':
      case 'combat-damage':
      case 'destroy':
      case 'exile':
      case 'remove-from-combat':
      case 'bounce':
      case 'enter':
        return false;
      default:
        return assertNever(e);
    }
  });
}

/**
 * "I cast Giant Growth on my 2/2 and it resolved. Now my 5/5 is blocked by a 6/6": a creature described by a size
 * only, first told after an earlier creature of the same player was changed, and never told apart from it after,
 * whose size that creature has there (613.4: the 2/2 is a 5/5 then) — is that creature, said by its size then, not
 * a second one (red team s15: a 2/2 left on the battlefield and a made-up 5/5 that died). Merged into it; when it
 * doesn't have that size there, the two stay apart (another creature of that size). Changes `q` in place.
 */
export async function sameCreatureBySize(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner): Promise<void> {
  const entering = enteringIds(q);
  for (const t of [...q.things]) {
    // (A token or object told entering later is a new object, 111.1: never an earlier creature said by its size.)
    if (entering.has(t.id)) continue;
    if (q.cards[t.id] || t.power === null || t.toughness === null || !t.types.includes('Creature') || t.zone !== 'battlefield' || t.cast === true || t.controller === null) continue;
    if (t.keywords.length > 0 || Object.keys(t.counters).length > 0 || t.damage > 0 || t.attachedTo || q.things.some((x) => x.attachedTo === t.id)) continue;
    const at = q.events.findIndex((e) => mentions(e, t.id));
    if (at <= 0) continue;
    const candidates = q.things.filter((s) => s.id !== t.id && s.controller === t.controller && s.types.includes('Creature') && s.zone === 'battlefield' && s.cast !== true && changedBefore(q, s.id, at) && !q.events.slice(at).some((e) => mentions(e, s.id)) && !mentions(q.asks, s.id));
    if (candidates.length !== 1) continue;
    const s = candidates[0]!;
    const own = ownSize(q, s);
    if (!own || (own.power === t.power && own.toughness === t.toughness)) continue;
    const r = await runTo(q, at - 1, othersSized(q, ''), lang, runner);
    const there = r ? sizeAtEnd(r, s.id) : null;
    if (!there || there.power !== t.power || there.toughness !== t.toughness) continue;
    merge(q, t.id, s.id);
  }
}

/** Every mention of `from` made a mention of `to`, and `from` no longer a thing of its own. */
function merge(q: ParsedQuestion, from: string, to: string): void {
  const swap = <T>(x: T): T => JSON.parse(JSON.stringify(x).split(`"${from}"`).join(`"${to}"`)) as T;
  const events = swap(q.events);
  const responses = q.responses ? new Set(q.events.flatMap((e, k) => (q.responses!.has(e) ? [events[k]!] : []))) : undefined;
  q.events = events;
  if (responses) q.responses = responses;
  const asks = swap(q.asks);
  // (Its asks are the same ones, renamed: what they carry — a question word, whAsks — goes with them.)
  asks.forEach((x, k) => replaceAsk(q, k, x));
  if (q.assigned) q.assigned = swap(q.assigned);
  if (q.itEither) q.itEither = swap(q.itEither);
  if (q.triggerTargets) q.triggerTargets = swap(q.triggerTargets);
  q.things = q.things.filter((x) => x.id !== from);
}
