/**
 * Told results (language/results.ts) checked against the run. "My 3/3 attacks unblocked and deals 3 damage
 * to them", "I cast Grasp of Darkness on my 5/5 and it gets -4/-4", 「ブロックせず2点受けた」: the clause says
 * what the action before it did. The engine ran the action once; here the run is read to see whether it did
 * that. When it did, the answer stands (the clause is true of it); when it did something else — or what it
 * did can't be read from the run — both are named and nothing is answered (a wrong answer stated over the
 * question's own words is worse than none). A death told as a result is checked in the engine itself
 * (engine/actions.ts toldMove, 700.4).
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import { fateOf as engineFate } from '../engine/fates.ts';
import type { Resolution } from '../engine/types.ts';
import { causeAt, type Cause } from '../language/results.ts';
import { formatKeyword, keywordText } from '../scenario/schema/vocabulary.ts';
import { fateOf, idsOf, type RunView } from './asks.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import type { ClaimLines } from './locales/claim-lines.ts';
import type { ScenarioRunner, Sizes } from './run-types.ts';
import { questionScenario } from './scenario.ts';
import { eventText } from './restate.ts';
import type { Change, ParsedQuestion, QEvent, Side, Thing } from './types.ts';

type Claim = Extract<QEvent, { kind: 'damage' | 'life' | 'counters' | 'change' }>;

/** The rules that make the cause's result (cited in the refusal). */
function rulesOf(cause: Cause): string {
  switch (cause.kind) {
    case 'combat':
      return '510.2';
    case 'spell':
    case 'ability':
      return '608.2';
    case 'equip':
      return '301.5, 613.4c';
    case 'static':
      return '604.1, 611.3a, 613.1';
    default:
      return assertNever(cause);
  }
}

/** The first told result the run disagrees with (or can't show), worded; null when every one holds. */
export function toldResults(q: ParsedQuestion, view: RunView, lang: Lang): string | null {
  const words = wordsFor(lang);
  const label = (id: string): string => view.built.labels.get(id) ?? id;
  const who = (t: string): string => (t === 'A' || t === 'B' ? words.asks.player(t) : label(t));
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (!((e.kind === 'damage' || e.kind === 'life' || e.kind === 'counters' || e.kind === 'change') && e.result === true)) continue;
    const found = causeAt(q.events, k);
    // (A static ability's result is checked apart, against the story up to it: staticClaims.)
    if (!found || found.cause.kind === 'static') continue;
    const got = check(e, found.cause, view, q, k);
    if (got === null) continue;
    const causeText = found.cause.kind === 'combat' ? words.claims.combat : label(found.cause.kind === 'spell' ? found.cause.spell : found.cause.kind === 'ability' ? found.cause.source : found.cause.attachment);
    const { told, run } = claimWords(e, got, who, label, words.claims);
    return message(lang, 'told_result', { told, run, cause: causeText, rules: rulesOf(found.cause) });
  }
  return null;
}

/** What the run did where the claim says it did something else: a number, or null when the claim holds ('unknown': the run can't show it). */
function check(e: Claim, cause: Cause, view: RunView, q: ParsedQuestion, at: number): number | 'unknown' | null {
  const events = view.resolution.events;
  switch (e.kind) {
    case 'damage': {
      const to = e.target === 'A' || e.target === 'B' ? new Set<string>([e.target]) : idsOf(view, e.target);
      const from = e.source !== null ? idsOf(view, e.source) : cause.kind === 'spell' ? idsOf(view, cause.spell) : cause.kind === 'ability' ? idsOf(view, cause.source) : null;
      const dealt = events.reduce((n, ev) => (ev.kind === 'damage-dealt' && to.has(ev.target) && (from === null ? cause.kind !== 'combat' || ev.combat : ev.source !== null && from.has(ev.source)) ? n + ev.amount : n), 0);
      return dealt === e.amount ? null : dealt;
    }
    case 'life': {
      const sum = events.reduce((n, ev) => (ev.kind === 'life-changed' && ev.player === e.side && Math.sign(ev.amount) === Math.sign(e.amount) ? n + ev.amount : n), 0);
      return sum === e.amount ? null : sum;
    }
    case 'counters': {
      for (const id of e.ids) {
        const ids = idsOf(view, id);
        const put = events.reduce((n, ev) => (ev.kind === 'counters-changed' && ids.has(ev.target) && ev.counter === e.counter && ev.amount > 0 ? n + ev.amount : n), 0);
        if (put !== e.amount) return put;
      }
      return null;
    }
    case 'change': {
      // A P/T change, read off the object at the end: its P/T against its printed one with its counters and
      // the changes told as events of their own (613.4c). Anything else, or a creature gone, can't be shown.
      if (e.ref.kind !== 'things' || !e.changes.every((c) => c.kind === 'modify-pt') || q.events.slice(at).some((x) => x.kind === 'end-turn')) return 'unknown';
      for (const id of e.ref.ids) {
        const f = fateOf(view, id);
        const c = f.zone === 'battlefield' ? view.resolution.computed.find((x) => x.id === f.finalId) : undefined;
        const o = view.resolution.final.objects.find((x) => x.id === f.finalId);
        if (!c || !o || c.power === null || c.toughness === null || o.printed.power === null || o.printed.toughness === null) return 'unknown';
        const plus = (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
        let p = o.printed.power + plus;
        let t = o.printed.toughness + plus;
        for (const x of q.events) {
          if (x.kind !== 'change' || x.ref.kind !== 'things' || !x.ref.ids.includes(id)) continue;
          for (const m of x.changes) {
            if (m.kind !== 'modify-pt') continue;
            p += m.power;
            t += m.toughness;
          }
        }
        if (c.power !== p || c.toughness !== t) return c.power - (p - sumPower(e));
      }
      return null;
    }
    default:
      return assertNever(e);
  }
}

function sumPower(e: Extract<Claim, { kind: 'change' }>): number {
  return e.changes.reduce((n, c) => (c.kind === 'modify-pt' ? n + c.power : n), 0);
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The claim and what the run did, as clauses in the reply language. */
function claimWords(e: Claim, got: number | 'unknown', who: (t: string) => string, label: (id: string) => string, w: ClaimLines): { told: string; run: string } {
  const run = (said: (n: number) => string): string => (got === 'unknown' ? w.unknown : said(got));
  switch (e.kind) {
    case 'damage':
      return { told: w.damageTold(who(e.target), e.target === 'A', e.amount), run: run((n) => w.damageRun(who(e.target), e.target === 'A', n)) };
    case 'life': {
      const gain = e.amount >= 0;
      return { told: w.lifeTold(who(e.side), e.side === 'A', gain, Math.abs(e.amount)), run: run((n) => w.lifeRun(who(e.side), e.side === 'A', gain, Math.abs(n))) };
    }
    case 'counters':
      return { told: w.countersTold(w.names(e.ids.map(label)), e.counter, e.amount), run: run((n) => w.countersRun(n)) };
    case 'change': {
      const names = e.ref.kind === 'things' ? w.names(e.ref.ids.map(label)) : w.it;
      const pt = w.changes(e.changes.map((c) => (c.kind === 'modify-pt' ? `${signed(c.power)}/${signed(c.toughness)}` : c.kind)));
      return { told: w.changeTold(names, e.ref.kind === 'things' && e.ref.ids.length > 1, pt), run: run((n) => w.changeRun(signed(n))) };
    }
    default:
      return assertNever(e);
  }
}

/** The continuous effects a static ability of this object makes (Scenario `statics`, card and quoted text alike). */
function staticModifications(q: Pick<ParsedQuestion, 'cards' | 'quoted'>, id: string): { kind: string; keywords?: unknown[] }[] {
  const out: { kind: string; keywords?: unknown[] }[] = [];
  for (const o of [q.cards[id]?.object, q.quoted[id]?.object]) {
    const statics = (o?.['statics'] as { modifications?: { kind: string; keywords?: unknown[] }[] }[] | undefined) ?? [];
    for (const st of statics) out.push(...(st.modifications ?? []));
  }
  return out;
}

/** Whether a static ability's modifications could give the told change (613.4c P/T, 613.1f keywords). */
function couldGive(mods: readonly { kind: string; keywords?: unknown[] }[], c: Change): boolean {
  switch (c.kind) {
    case 'modify-pt':
      return mods.some((m) => m.kind === 'modify-pt' || m.kind === 'modify-pt-per');
    case 'add-keywords':
      return c.keywords.some((k) => mods.some((m) => m.kind === 'add-keywords' && (m.keywords ?? []).some((x) => keywordText(x) === formatKeyword(k).toLowerCase())));
    // (Only a P/T bonus or a granted keyword is read as a static ability's doing: bareChange tells no other.)
    case 'set-pt':
    case 'switch-pt':
    case 'remove-keywords':
    case 'lose-all-abilities':
    case 'set-colors':
    case 'add-types':
    case 'set-types':
      return false;
    default:
      return assertNever(c);
  }
}

/**
 * A change told with no cause (language/results.ts bareChange) — "I control Glorious Anthem and my 2/2 gets
 * +1/+1", "my Bears is equipped with Bonesplitter. It gets +2/+0", 「《栄光の頌歌》があって私の2/2は+1/+1されて
 * いる」 — where a static ability of a permanent in the story could give it: that is what it tells. A static
 * ability does its work all along (604.1, 611.3a), so the change is the asker's account of it — a claim checked
 * against the run (staticClaims), never a second, uncaused effect on top of it (which would count it twice).
 * Where no permanent's static ability could give it, it stays as told: an effect of its own.
 */
export function staticCauses(events: QEvent[], things: readonly Thing[], q: Pick<ParsedQuestion, 'cards' | 'quoted'>): void {
  const permanents = things.filter((t) => t.zone === 'battlefield' && t.cast !== true);
  events.forEach((e, k) => {
    if (e.kind !== 'change' || e.bare !== true) return;
    const { bare: _bare, ...rest } = e;
    const sources = permanents.filter((t) => e.changes.some((c) => couldGive(staticModifications(q, t.id), c))).map((t) => t.id);
    // (A static ability's effect lasts as long as the ability does, not until end of turn: 611.3a.)
    events[k] = sources.length > 0 ? { ...rest, result: true, by: sources, untilEndOfTurn: false, static: false } : rest;
  });
}

/** An object's P/T and keywords, as compared: what a change to it can do. */
const shape = (c: Resolution['computed'][number]): string => `${c.power}/${c.toughness} ${c.keywords.map((k) => formatKeyword(k)).sort().join(',')}`;

/**
 * A change read as what static abilities give (staticCauses), checked: the story up to it is run as told, and
 * again with those permanents' static abilities taken away and the change made as told instead. The claim holds
 * when the two agree on every object it is about (P/T 613.4c, keywords 613.1f) — the static abilities do what
 * the question says they do. When they don't — or it can't be read (an object gone) — both are named and
 * nothing is answered, as for any told result.
 */
export async function staticClaims(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, sizes: Sizes | undefined, turn: Side | null, labels: ReadonlyMap<string, string>): Promise<string | null> {
  const w = wordsFor(lang).claims;
  const labelOf = (id: string): string => labels.get(id) ?? id;
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (e.kind !== 'change' || e.by === undefined) continue;
    const before = q.events.slice(0, k);
    const { by, result: _result, ...own } = e;
    const instead: ParsedQuestion = { ...q, events: [...before, own], cards: { ...q.cards }, quoted: { ...q.quoted } };
    for (const id of by) {
      const card = q.cards[id];
      if (card) instead.cards[id] = { ...card, object: { ...card.object, statics: [] } };
      const quoted = q.quoted[id];
      if (quoted) instead.quoted[id] = { ...quoted, object: { ...quoted.object, statics: [] } };
    }
    const [a, b] = await Promise.all([runPart({ ...q, events: before }, lang, runner, sizes, turn), runPart(instead, lang, runner, sizes, turn)]);
    // The objects it is about: those named, or every object a told group could take in.
    const ids = e.ref.kind === 'things' ? e.ref.ids : e.ref.kind === 'group' ? q.things.map((t) => t.id) : [];
    let run: string | null = null;
    for (const id of ids) {
      const x = a ? computedOf(a, id) : null;
      const y = b ? computedOf(b, id) : null;
      if (e.ref.kind === 'group' && a && b && !x && !y) continue;
      if (!x || !y) run = w.staticUnshown;
      else if (shape(x) !== shape(y)) {
        const seen = (c: Resolution['computed'][number]): string => w.withKeywords(`${c.power}/${c.toughness}`, c.keywords.map((h) => w.keyword(h)));
        run = w.staticDiffers(labelOf(id), seen(x), seen(y));
      }
      if (run !== null) break;
    }
    if (run === null) continue;
    const names = w.names(by.map(labelOf));
    return message(lang, 'told_static', { told: eventText({ ...own, untilEndOfTurn: false }, labels, lang), run, cause: names, rules: rulesOf({ kind: 'static', sources: by }) });
  }
  return null;
}

/** Whether this object's static abilities could change a creature's P/T (613.4b-c). */
const changesPt = (q: Pick<ParsedQuestion, 'cards' | 'quoted'>, id: string): boolean => staticModifications(q, id).some((m) => m.kind === 'modify-pt' || m.kind === 'modify-pt-per' || m.kind === 'set-pt');

/**
 * A size told by a clause of its own ("I control Glorious Anthem, and my creature is a 3/3 now", "my creature,
 * which has two +1/+1 counters, is a 4/4", "my creature equipped with Bonesplitter is a 4/2 now"): the language
 * layer makes it the creature's own size (`sizeStated`). With counters on it or a static ability in the story that
 * could change its P/T, the set-up is run: when it computes another size there (613.4c: the Anthem's +1/+1, the
 * counters), the told size may be the one it has with them — counted again as its own, the answer would be wrong
 * (red team s15: 4/4 for "a 3/3 now" with an Anthem). Which one was meant is asked, never guessed.
 */
export async function statedSizes(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, sizes: Sizes | undefined, turn: Side | null, labels: ReadonlyMap<string, string>): Promise<string | null> {
  const w = wordsFor(lang).claims;
  const sources = q.things.filter((t) => t.zone === 'battlefield' && t.cast !== true && changesPt(q, t.id)).map((t) => t.id);
  const stated = q.things.filter((t) => t.sizeStated === true && t.power !== null && t.toughness !== null && !q.cards[t.id] && (Object.keys(t.counters).some((k) => /^[+-]\d+\/[+-]\d+$/.test(k)) || sources.some((s) => s !== t.id) || changesPt(q, t.id)));
  if (stated.length === 0) return null;
  const start = await runPart({ ...q, events: [] }, lang, runner, sizes, turn);
  for (const t of stated) {
    const c = start ? computedOf(start, t.id) : null;
    if (c && c.power === t.power && c.toughness === t.toughness) continue;
    const why = w.names([...(Object.keys(t.counters).some((k) => /^[+-]\d+\/[+-]\d+$/.test(k)) ? [w.countersOnIt] : []), ...sources.map((s) => labels.get(s) ?? s)]);
    const run = c ? `${c.power}/${c.toughness}` : w.sizeUnshown;
    return message(lang, 'stated_size', { thing: labels.get(t.id) ?? t.id, told: `${t.power}/${t.toughness}`, run, why, rules: '613.4c' });
  }
  return null;
}

/**
 * A death told as what an action did (language/results.ts: "… is blocked by Grizzly Bears. My Elf died, but …",
 * 「…ブロックされた。エルフは死んだけど、…」) that the run does not make: the engine stops on it (engine/actions.ts
 * toldDeath, 700.4), and all it can say is that it does not die. Here the story is run again without that claim,
 * to say what the rules give instead — it is still on the battlefield (with its P/T and the damage marked on it),
 * or went elsewhere — in the words of any told result (never answered over it: the asker may have left out what
 * killed it, or may have the rules wrong). Null when no told death is contradicted so, or the run can't show it.
 */
export async function toldDeaths(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, sizes: Sizes | undefined, turn: Side | null, labels: ReadonlyMap<string, string>): Promise<string | null> {
  const words = wordsFor(lang).claims;
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (e.kind !== 'dies' || e.result !== true) continue;
    const found = causeAt(q.events, k);
    if (!found) continue;
    const r = await runPart({ ...q, events: q.events.filter((_, j) => j !== k) }, lang, runner, sizes, turn);
    if (!r) continue;
    for (const id of e.ids) {
      const f = engineFate(r.fates, id);
      if (!f || f.died) continue;
      const label = labels.get(id) ?? id;
      const now = f.now;
      const o = now ? r.final.objects.find((x) => x.id === now.id) : undefined;
      const c = now ? r.computed.find((x) => x.id === now.id) : undefined;
      const run = now?.zone === 'battlefield' && o && c && c.power !== null && c.toughness !== null ? words.survivesRun(label, `${c.power}/${c.toughness}`, o.damage) : now ? words.movedRun(label, now.zone) : null;
      if (run === null) continue;
      const causeText = found.cause.kind === 'combat' ? words.combat : labels.get(found.cause.kind === 'spell' ? found.cause.spell : found.cause.kind === 'ability' ? found.cause.source : found.cause.kind === 'equip' ? found.cause.attachment : (found.cause.sources[0] ?? '')) ?? '';
      return message(lang, 'told_result', { told: words.diesTold(label), run, cause: causeText, rules: `${rulesOf(found.cause)}, 700.4` });
    }
  }
  return null;
}

/**
 * A survival told as what an action did ("I Lava Coil their 5/5 (it survives)", "my 2/2 blocked a 3/3 and lived"):
 * the story up to the claim is run, and where the object died by then (700.4) the claim and the run are both named
 * and nothing is answered — as a told death the run doesn't make (toldDeaths): the asker may have left out what kept
 * it alive, or have the rules wrong. Null when every survival told holds (or the run can't show it).
 */
export async function toldSurvivals(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, sizes: Sizes | undefined, turn: Side | null, labels: ReadonlyMap<string, string>): Promise<string | null> {
  const words = wordsFor(lang).claims;
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (e.kind !== 'survives-told') continue;
    const found = causeAt(q.events, k);
    const r = await runPart({ ...q, events: q.events.slice(0, k).filter((x) => x.kind !== 'survives-told') }, lang, runner, sizes, turn);
    if (!r) continue;
    const died = e.ids.find((id) => engineFate(r.fates, id)?.died === true);
    if (died === undefined) {
      const off = e.damage === undefined ? null : damageOff(r, e.ids, e.damage);
      if (off) return message(lang, 'told_result', { told: words.survivesDamageTold(labels.get(off.id) ?? off.id, e.damage!), run: words.survivesRun(labels.get(off.id) ?? off.id, off.pt, off.damage), cause: found === null || found.cause.kind === 'combat' ? words.combat : (labels.get(found.cause.kind === 'spell' ? found.cause.spell : found.cause.kind === 'ability' ? found.cause.source : found.cause.kind === 'equip' ? found.cause.attachment : (found.cause.sources[0] ?? '')) ?? ''), rules: '120.3, 700.4' });
      continue;
    }
    const label = labels.get(died) ?? died;
    const cause = found === null ? words.combat : found.cause.kind === 'combat' ? words.combat : (labels.get(found.cause.kind === 'spell' ? found.cause.spell : found.cause.kind === 'ability' ? found.cause.source : found.cause.kind === 'equip' ? found.cause.attachment : (found.cause.sources[0] ?? '')) ?? '');
    return message(lang, 'told_result', { told: words.survivesTold(label), run: words.diesRun(label), cause, rules: `${found ? rulesOf(found.cause) : '510.2'}, 700.4` });
  }
  return null;
}

/** The story's set-up and events as given, run; null when it can't be run. */
async function runPart(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, sizes: Sizes | undefined, turn: Side | null): Promise<Resolution | null> {
  try {
    const built = questionScenario(q, lang, null, sizes, turn);
    const r = await runner(built.scenario);
    return r.ok ? r.value.resolution : null;
  } catch {
    return null;
  }
}

/** The object's characteristics at the end of the run, when it is on the battlefield then. */
function computedOf(r: Resolution, id: string): Resolution['computed'][number] | null {
  const f = engineFate(r.fates, id);
  const now = f ? f.now : { id, zone: 'battlefield' };
  if (!now || now.zone !== 'battlefield') return null;
  return r.computed.find((c) => c.id === now.id) ?? null;
}

/** The first object told to survive with an amount of damage that the run leaves with another amount (120.3, 120.6), or null. */
function damageOff(r: Resolution, ids: readonly string[], told: number): { id: string; pt: string; damage: number } | null {
  for (const id of ids) {
    const now = engineFate(r.fates, id)?.now ?? { id, zone: 'battlefield' };
    const o = r.final.objects.find((x) => x.id === now.id);
    const c = r.computed.find((x) => x.id === now.id);
    if (now.zone !== 'battlefield' || !o || !c || c.power === null || c.toughness === null) continue;
    if (o.damage !== told) return { id, pt: `${c.power}/${c.toughness}`, damage: o.damage };
  }
  return null;
}
