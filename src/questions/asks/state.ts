/**
 * What a permanent is like at the end of the run, after every effect (613): its size, tapped or not,
 * its counters, controller, keywords.
 */
import type { Ask } from '../types.ts';
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import type { AskContext, AskResult, Computed, Fate } from './view.ts';
import { fateOf, startSize } from './view.ts';

/** The permanent it is at the end, after every effect; none when it is no longer on the battlefield. */
function onBattlefield(ctx: AskContext, id: string): { f: Fate; c: Computed | undefined } {
  const f = fateOf(ctx.view, id);
  return { f, c: f.zone === 'battlefield' ? ctx.computed.get(f.finalId) : undefined };
}

/** "Is it bigger / smaller?": its size against the one it was set up with. */
export function askBigger(a: Extract<Ask, { kind: 'bigger' }>, ctx: AskContext): AskResult {
  const { c } = onBattlefield(ctx, a.id);
  const start = startSize(ctx.view, a.id);
  if (!c || !start || c.power === null || c.toughness === null) return { verdict: null, lead: '', value: 'unknown' };
  const delta = c.power + c.toughness - (start.power + start.toughness);
  const is = a.bigger ? delta > 0 : delta < 0;
  const lead = `${ctx.yes(is)}${ctx.w.state.sizeFromStart(ctx.label(a.id), c.power, c.toughness, start.power, start.toughness)}`;
  return { verdict: is ? 'yes' : 'no', lead, value: `${c.power}/${c.toughness}` };
}

/** "Does it become tapped?". */
export function askTapped(a: Extract<Ask, { kind: 'tapped' }>, ctx: AskContext): AskResult {
  const f = fateOf(ctx.view, a.id);
  const o = ctx.r.final.objects.find((x) => x.id === f.finalId);
  const tapped = o?.tapped === true;
  return { verdict: tapped ? 'yes' : 'no', lead: `${ctx.yes(tapped)}${ctx.w.state.tapped(ctx.label(a.id), tapped)}`, value: String(tapped) };
}

/**
 * "How many go on it?": the counters of a kind put on it in the run, each as its replacements made it (614.1) — on the
 * object it was then (400.7: its ids across zone changes), those it entered with among them (122.6: given as it enters
 * is put too). What it entered with is the count before the first change to it, else what it ends with; of an object
 * that left again with counters and no change told, it is not known (null).
 */
function countersPut(a: Extract<Ask, { kind: 'has-counters' }>, ctx: AskContext, f: ReturnType<typeof fateOf>): number | null {
  const fate = ctx.view.resolution.fates.find((x) => x.id === a.id);
  const changes = ctx.r.events.flatMap((e) => (e.kind === 'counters-changed' && e.counter === a.counter ? [e] : []));
  const ids = new Set([a.id, ...(fate?.moves.map((m) => m.newId) ?? [])]);
  let put = changes.reduce((sum, e) => (e.amount > 0 && ids.has(e.target) ? sum + e.amount : sum), 0);
  for (const m of fate?.moves ?? []) {
    if (m.to !== 'battlefield') continue;
    const first = changes.find((e) => e.target === m.newId);
    if (first) put += first.before;
    else if (m.newId === f.finalId && f.zone === 'battlefield') put += ctx.r.final.objects.find((x) => x.id === m.newId)?.counters[a.counter] ?? 0;
    else if (ctx.r.events.some((e) => e.kind === 'zone-changed' && e.object === m.newId && e.lost.includes('counters'))) return null;
  }
  return put;
}

/** Whether `id` is the asked object or what it became after a zone change (400.7). */
function sameObject(ctx: AskContext, asked: string, id: string): boolean {
  const fate = ctx.view.resolution.fates.find((x) => x.id === asked);
  return id === asked || (fate?.moves.some((m) => m.newId === id) ?? false);
}

/** "Does it still have counters?" (122.1). */
export function askHasCounters(a: Extract<Ask, { kind: 'has-counters' }>, ctx: AskContext): AskResult {
  const f = fateOf(ctx.view, a.id);
  if (a.put) {
    // ("How many counters go on it?", no kind said: counters of another kind put on it too would be counted by the asker.)
    const otherKind = a.kindUnsaid === true && ctx.r.events.some((e) => e.kind === 'counters-changed' && e.counter !== a.counter && e.amount > 0 && sameObject(ctx, a.id, e.target));
    const put = otherKind ? null : countersPut(a, ctx, f);
    if (put === null) return { verdict: null, lead: ctx.w.state.countersPutUnknown(ctx.label(a.id), a.counter), value: 'unknown' };
    return { verdict: null, lead: ctx.w.state.countersPut(ctx.label(a.id), a.counter, put), value: String(put) };
  }
  const o = ctx.r.final.objects.find((x) => x.id === f.finalId);
  const n = o?.counters[a.counter] ?? 0;
  // Counters of other kinds it ends with are said too: 「カウンターは何個残る？」 names no kind, and the
  // kind told before may be gone while another stays (a -1/-1 counter after 704.5q).
  const others = Object.entries(o?.counters ?? {}).filter(([k, m]) => k !== a.counter && m > 0);
  // A number asked ("Does it have two +1/+1 counters?"): yes only when it has exactly that many.
  const yes = a.amount !== undefined ? n === a.amount : n > 0;
  // ("How much loyalty is left?": the count is the answer, no yes or no.)
  if (a.howMany) return { verdict: null, lead: ctx.w.state.counters(ctx.label(a.id), a.counter, n, others), value: String(n) };
  return { verdict: yes ? 'yes' : 'no', lead: `${ctx.yes(yes)}${ctx.w.state.counters(ctx.label(a.id), a.counter, n, others)}`, value: String(n) };
}

/** "Who controls it?" (108.4, 613.1b). */
export function askController(a: Extract<Ask, { kind: 'controller' }>, ctx: AskContext): AskResult {
  // The controller after every effect (layer 2, 613.1b); only a permanent or a spell has one (108.4).
  const { f, c } = onBattlefield(ctx, a.id);
  if (!c) return { verdict: null, lead: ctx.w.state.notOnBattlefield(ctx.label(a.id)), value: `gone:${f.zone}` };
  return { verdict: null, lead: ctx.w.state.controls(ctx.label(a.id), c.controller), value: c.controller };
}

/** "What are its power and toughness?", "is it a 4/4?" (208.3). */
export function askPt(a: Extract<Ask, { kind: 'pt' }>, ctx: AskContext): AskResult {
  const { w, label, yes } = ctx;
  const { f, c } = onBattlefield(ctx, a.id);
  if (!c) return { verdict: null, lead: w.state.notOnBattlefield(label(a.id)), value: `gone:${f.zone}` };
  if (c.power === null || c.toughness === null) {
    // A noncreature permanent has no P/T (208.3): never 'null/null'. A planeswalker's number is its
    // loyalty, the loyalty counters on it (306.5c) — what "what's the PW at?" asks.
    const loyalty = ctx.r.final.objects.find((o) => o.id === f.finalId)?.counters.loyalty;
    const lead = w.state.noPt(label(a.id), loyalty);
    return { verdict: a.is ? 'no' : null, lead: a.is ? `${yes(false)}${lead}` : lead, value: loyalty !== undefined ? `loyalty:${loyalty}` : 'no-pt' };
  }
  const lead = w.state.size(label(a.id), c.power, c.toughness);
  // "Is it a 4/4 now?": yes only when it is that size.
  if (a.is) {
    const is = c.power === a.is.power && c.toughness === a.is.toughness;
    return { verdict: is ? 'yes' : 'no', lead: `${yes(is)}${lead}`, value: `${c.power}/${c.toughness}` };
  }
  return { verdict: null, lead, value: `${c.power}/${c.toughness}` };
}

/** "What abilities does it have?". */
export function askKeywords(a: Extract<Ask, { kind: 'keywords' }>, ctx: AskContext): AskResult {
  const { f, c } = onBattlefield(ctx, a.id);
  if (!c) return { verdict: null, lead: ctx.w.state.notOnBattlefield(ctx.label(a.id)), value: `gone:${f.zone}` };
  const kws = c.keywords.map(ctx.w.keyword);
  return { verdict: null, lead: ctx.w.state.keywords(ctx.label(a.id), kws), value: kws.join(',') };
}

/** "Does it have flying?". */
export function askHasKeyword(a: Extract<Ask, { kind: 'has-keyword' }>, ctx: AskContext): AskResult {
  const { w, label } = ctx;
  const { f, c } = onBattlefield(ctx, a.id);
  // A permanent that left the battlefield in the run: what it has now is not asked ("doesn't have
  // indestructible" of a creature that died with it was false); where it went is said, no yes or no.
  if (f.wasOnBattlefield && f.zone !== 'battlefield') return { verdict: null, lead: w.state.notOnBattlefield(label(a.id), w.state.wentTo(f.died, f.zone)), value: `gone:${f.zone}` };
  const has = c ? c.keywords.some((k) => formatKeyword(k) === formatKeyword(a.keyword)) : false;
  return { verdict: has ? 'yes' : 'no', lead: `${ctx.yes(has)}${w.state.hasKeyword(label(a.id), w.keyword(a.keyword), has)}`, value: String(has) };
}
