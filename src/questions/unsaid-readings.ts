/**
 * What the question left unsaid, tried every way it could be, and asked back when the answer changes
 * (issue 11 §2): which of two creatures "it" is, a color, creature type or supertype an ability in
 * play tests (unstated.ts), the controller of a target (115.1, 702.11b), and whose creature attacks
 * (506.2, 508.1, 510.1b).
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Ask, ParsedQuestion, QuestionError } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, fateOf, idsOf, isProbe, replaceAsk } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import { attributeWords, MAX_UNSTATED_TRIALS, unstatedTrials, withAttribute } from './unstated.ts';
import { runOnce } from './answer-run.ts';
import { fail } from './question-error.ts';
import type { ScenarioRunner, Sizes, TriedRun } from './run-types.ts';
import { wordsFor } from './locales/index.ts';
import { keywordWordsOf, whoseCause, whoseThingMessage } from './whose-cause.ts';

/** Targets whose controller went unsaid that are each tried under the other controller (more: asked back). */
export const MAX_UNOWNED_TRIED = 4;

/** A question's answers as given, with what trying another reading of it needs. */
export interface Answered {
  q: ParsedQuestion;
  lang: Lang;
  runner: ScenarioRunner;
  /** The outcome asked (null) and each probe, each run on its own. */
  plans: readonly (Ask | null)[];
  variants: readonly Sizes[];
  /** "You may" choices taken as accepted (608.2d). */
  optional: readonly string[];
  results: AskResult[];
  runs: ReadonlyMap<Ask | null, TriedRun[]>;
  /** The run the reply is told from. */
  main: TriedRun;
  /** Things whose controller the question left unsaid. */
  unsaid: ReadonlySet<string>;
}

/**
 * "Their 3/2 attacks and my 1/1 blocks it. Does it die?": "it" answered of the other creature it could be
 * too; when that answer differs, which one is asked back (issue 11), never the clause's subject picked.
 */
export function settleItEither(q: ParsedQuestion, lang: Lang, runs: ReadonlyMap<Ask | null, TriedRun[]>, results: AskResult[]): { ok: false; error: QuestionError } | null {
  for (const e of q.itEither ?? []) {
    const a = q.asks[e.ask];
    if (!a || !('id' in a)) continue;
    const other = e.ids.find((id) => id !== a.id);
    const list = runs.get(isProbe(a) ? a : null);
    if (!other || !list) continue;
    const otherResult = answerAsk({ ...a, id: other } as Ask, list[0]!.view, q, lang);
    const stake = (id: string): boolean => {
      const v = list[0]!.view;
      return fateOf(v, id).zone !== 'battlefield' || v.resolution.events.some((ev) => ev.kind === 'damage-dealt' && ev.amount > 0 && idsOf(v, id).has(ev.target));
    };
    // (The same answer either way: told of the one whose fate was at stake, see below.)
    if (otherResult.value === results[e.ask]!.value && a.kind === 'dies' && stake(other) && !stake(a.id)) {
      replaceAsk(q, e.ask, { ...a, id: other });
      results[e.ask] = otherResult;
      continue;
    }
    if (otherResult.value !== results[e.ask]!.value) {
      // Asked of a fate, and only one of the two had anything done to it (dealt damage, moved): the question
      // is about that one — nothing in the story put the other's fate at stake, so of it the question asks
      // nothing ("A 1/1 attacks my planeswalker and isn't blocked. Is it gone?": the planeswalker, 120.3c, 704.5i).
      const atStake = stake;
      if (a.kind === 'dies' && !isProbe(a) && atStake(other) && !atStake(a.id)) {
        replaceAsk(q, e.ask, { ...a, id: other });
        results[e.ask] = otherResult;
        continue;
      }
      if (a.kind === 'dies' && atStake(a.id) && !atStake(other)) continue;
      const label = (id: string, k: number): string => `'${list[0]!.built.labels.get(id) ?? e.words[k] ?? id}'`;
      // (The words that could mean either are the part named back: 'it', 「それ」.)
      const asked = fail('ambiguous', message(lang, 'ambiguous', { what: wordsFor(lang).said(e.text), options: wordsFor(lang).orList(e.ids.map(label)) }));
      asked.error.parts = [e.text];
      return asked;
    }
  }  return null;
}

/** A color, creature type or supertype the question didn't give, which an ability in play tests: tried, and asked back when the answer changes with it (unstated.ts). */
export async function unstatedDiffers(c: Answered): Promise<Result<never, QuestionError> | null> {
  const { q, lang, runner, plans, variants, optional, results } = c;
  const labels = c.main.built.labels;
  const main = c.main;
  const trials = unstatedTrials(q, main.built.scenario, lang);
  const name = (id: string): string => labels.get(id) ?? q.things.find((t) => t.id === id)?.words ?? id;
  const dependsOn = (u: (typeof trials)[number]): Result<never, QuestionError> =>
    fail('needs_detail', message(lang, 'depends_on_attribute', { thing: name(u.id), what: attributeWords(u, lang), source: u.source ?? wordsFor(lang).anAbilityInPlay }));
  if (trials.length > MAX_UNSTATED_TRIALS) return dependsOn(trials[0]!);
  for (const u of trials) {
    const tried = withAttribute(q, u);
    for (const plan of plans) {
      const r = await runOnce(tried, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) return dependsOn(u);
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        const base = results[q.asks.indexOf(a)]!;
        if (answerAsk(a, r.value.view, tried, lang).value !== base.value) return dependsOn(u);
      }
    }
  }  return null;
}

/**
 * Targets whose controller the question didn't say (the builder gives each one, settle()): the
 * answer stands only if the other controller gives the same (hexproof stops only opponents'
 * spells, 702.11b; "target creature you control", 115.1); otherwise it is asked back.
 */
export async function unownedDiffers(c: Answered, unowned: readonly string[], storyTargets: ReadonlySet<string> = new Set()): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, plans, variants, optional, results, unsaid } = c;
  // Each one is tried on its own, up to a bound; past it the first one left untried is asked back,
  // never answered as the builder's default (issue 17 §2: only the first two were tried, and 'Can I
  // target the 3/3 with Shock?' asked third of a hexproof 3/3 nobody owned was answered No).
  const labels = c.main.built.labels;
  if (unowned.length > MAX_UNOWNED_TRIED) {
    const id = unowned[MAX_UNOWNED_TRIED]!;
    return fail('needs_detail', whoseThingMessage(lang, q.things.find((x) => x.id === id)!.words, whoseCause(q, id, labels, null, null)));
  }
  for (const id of unowned) {
    const t = q.things.find((x) => x.id === id)!;
    const flipped: ParsedQuestion = { ...q, things: q.things.map((x) => (x.id === id ? { ...x, controller: x.controller === 'A' ? 'B' : 'A' } : unsaid.has(x.id) ? { ...x, controller: null } : x)) };
    // (The example fits what made the readings differ: whose-cause.ts.)
    const askBack = (plan: Ask | null, other: RunView | null): { ok: false; error: QuestionError } => fail('needs_detail', whoseThingMessage(lang, t.words, whoseCause(q, id, labels, c.runs.get(plan)?.[0]?.view ?? null, other)));
    for (const plan of plans) {
      const r = await runOnce(flipped, lang, plan, variants[0]!, runner, optional);
      // The story can't happen that way: no reading of a legality question's target (its story is as told), nor
      // of a spell that itself says whose ("target creature you control") — but a story's own target with an
      // ability that guards it against opponents only (hexproof 702.11b, ward 702.21a) may be exactly the
      // opponent's creature the asker meant: asked back.
      if (!r.ok) {
        if (storyTargets.has(id) && guardsAgainstOpponents(q, id) && r.error.code !== 'timeout' && r.error.code !== 'too_much_memory' && r.error.code !== 'internal') return askBack(plan, null);
        continue;
      }
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        if (answerAsk(a, r.value.view, flipped, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack(plan, r.value.view);
      }
      // A life total told ("the opponent is at 20") while the readings leave different totals (Swords to Plowshares gives
      // the life to the exiled creature's controller): the reply's life line would be the builder's guess of whose it was.
      const base = c.runs.get(plan)?.[0]?.view;
      if (base && lifeTold(q) && finalLife(base) !== finalLife(r.value.view)) return askBack(plan, r.value.view);
    }
  }  return null;
}

/** The question told some player's life total. */
function lifeTold(q: ParsedQuestion): boolean {
  return q.life.A !== undefined || q.life.B !== undefined;
}

/** Each player's life as the run ends. */
function finalLife(v: RunView): string {
  return v.resolution.final.players.map((p) => `${p.id}:${p.life}`).join(',');
}

/**
 * "A 3/3 attacks. What is my life total?": nobody's creature is said to be anyone's, and the builder
 * made the asker the attacker (settle(): the asker is the active player, who declares attackers,
 * 506.2, 508.1). Asked of one player's life, the story is also tried the other way round (the other
 * player attacks; the defending one is dealt the damage, 510.1b):
 * - a life total the asker's reading leaves untouched while the other changes it (no lifelink, no
 *   gain: "A 3/3 attacks. What's my life?") asks about the player attacked — that reading is answered,
 *   and the restatement says whose creature it takes;
 * - one the asker's reading changes too (lifelink: "A 2/2 lifelink attacks. I'm at 12. Life totals?")
 *   stands as told: players write that way about their own attacker (every such question in the
 *   shared sets means the asker's), and the restatement says whose it is;
 * - any other sided ask that answers differently is asked back, never guessed (issue 11 §2).
 * Returns the other reading when it is the one to answer, a failure to ask back, or null.
 */
export async function attackerReading(c: Answered): Promise<{ reread: ParsedQuestion } | { ok: false; error: QuestionError } | null> {
  const { q, lang, runner, variants, optional, results, runs, main, unsaid } = c;
  const labels = main.built.labels;
  const attack = q.events.find((e) => e.kind === 'attack');
  // (An ask that names the player dealt the damage — "Is my opponent dead?", "How much do they take?" —
  // says who defends, as the language reads it for the asker: then the reading is settled.)
  const sidedAsk = q.asks.some((a) => !isProbe(a) && 'side' in a && (a.side === 'A' || a.side === 'B'));
  const namesDefender = q.asks.some((a) => (a.kind === 'damage-taken' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'poison' || (a.kind === 'deals-damage' && !a.any)) && a.side !== null);
  // (settle() wrote the controllers it chose into q.things; `unsaid` was taken before.)
  if (attack && sidedAsk && !namesDefender && q.things.length > 0 && q.things.every((t) => unsaid.has(t.id)) && runs.has(null)) {
    const built = new Map(((main.built.scenario.objects as { id?: unknown; controller?: unknown }[] | undefined) ?? []).map((o) => [String(o.id), o.controller]));
    const flipped: ParsedQuestion = { ...q, things: q.things.map((t) => ({ ...t, controller: built.get(t.id) === 'A' ? 'B' : 'A' })) };
    const r = await runOnce(flipped, lang, null, variants[0]!, runner, optional);
    const changed = r.ok ? q.asks.filter((a, k) => !isProbe(a) && answerAsk(a, r.value.view, flipped, lang).value !== results[k]!.value) : [];
    const differs = changed.length > 0;
    // (Only life asks changed — a total or the life gained: 「あとライフ何点回復する?」 beside whether the blockers die.)
    const lifeOnly = changed.every((a) => a.kind === 'life' || a.kind === 'life-gained');
    const lifeSides = new Set<string>(changed.flatMap((a) => (a.kind === 'life' || a.kind === 'life-gained' ? [a.side] : [])));
    const touches = (v: RunView): boolean => v.resolution.events.some((ev) => ev.kind === 'life-changed' && lifeSides.has(ev.player));
    if (differs && r.ok && lifeOnly) {
      if (!touches(main.view) && touches(r.value.view)) return { reread: flipped };
    } else if (differs) {
      const words = q.things.find((t) => t.id === attack.attackers[0])?.words ?? labels.get(attack.attackers[0]!) ?? '';
      return fail('needs_detail', message(lang, 'whose_attacker', { thing: words }));
    }
  }  return null;
}

/** Keywords that act only against an opponent's spells and abilities: hexproof (702.11b) and ward (702.21a). */
const AGAINST_OPPONENTS: ReadonlySet<string> = new Set(['hexproof', 'ward']);

/** Whether thing `id` (as told, or by its card) has hexproof or ward. */
function guardsAgainstOpponents(q: ParsedQuestion, id: string): boolean {
  return [...keywordWordsOf(q, id)].some((k) => AGAINST_OPPONENTS.has(k));
}
