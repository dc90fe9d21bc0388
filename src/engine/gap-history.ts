/**
 * What gap relevance (gap-relevance.ts) needs to know of a run, kept as it happens: every object
 * that took part, with the unmodelled text it printed when it came into the run and the text its
 * computed characteristics had whenever they were computed (a copy has the original's, 707.2; an
 * object that lost all its abilities has none of its ability text, 613.1f).
 */
import { decideGaps } from './gap-relevance.ts';
import type { AskedMove, GapReport } from './gap-report.ts';
import { readsIdentity } from './gap-text.ts';
import { accountsFor, gapsOf } from './gaps.ts';
import type { Gap } from './gaps.ts';
import { canonicalKeyword, normalizeKeywordText } from './keywords.ts';
import { appliedByEngine } from './keywords/known.ts';
import type { Run } from './run.ts';
import type { Computed, GameObject, GameState, ObjectId } from './types.ts';

/** Notes an object as it comes into the run (the state it begins with, created, moved: 400.7). */
export function noteObject(run: Run, o: GameObject): void {
  if (run.seen.has(o.id)) return;
  run.seen.set(o.id, { id: o.id, name: o.printed.name, types: [...o.printed.types], printed: gapsOf(o.printed), computed: null, ...(readsIdentity(o.printed) ? { readsIdentity: true } : {}) });
}

/** Notes the object an id names now, if any (after an event brought it into the run). */
export function noteId(run: Run, id: ObjectId): void {
  const o = run.state.objects.find((x) => x.id === id);
  if (o) noteObject(run, o);
}

function merge(into: readonly Gap[] | null, add: readonly Gap[]): Gap[] {
  const out = [...(into ?? [])];
  for (const g of add) if (!out.some((x) => x.text === g.text && x.kind === g.kind)) out.push(g);
  return out;
}

/** Notes every object's computed unmodelled text (called wherever the run computes characteristics for its own use). */
export function noteComputed(run: Run, byId: Readonly<Record<ObjectId, Computed>>): void {
  // A layer result is reused only while the objects and their printed values are as they were
  // (layers/compute.ts runLayers): every pair in it was noted then.
  if (run.notedAll === byId) return;
  run.notedAll = byId;
  for (const o of run.state.objects) {
    const c = byId[o.id];
    if (!c) continue;
    // The same characteristics of the same printed object add nothing the last noting didn't (layer
    // results are reused while nothing they read changes, so most calls see only such pairs).
    if (run.noted.get(c) === o.printed) continue;
    run.noted.set(c, o.printed);
    noteObject(run, o);
    const seen = run.seen.get(o.id)!;
    seen.computed = merge(seen.computed, [...(c.gaps ?? []), ...grantedKeywordGaps(o, c)]);
  }
}

/**
 * Keywords an effect gave the object (not printed on it: "gains rampage 2", a copy's) that the
 * engine doesn't apply: unmodelled text like the printed ones (the Scenario builder classifies
 * those by their rule, src/scenario/keyword-gaps.ts). Whatever their kind, they are counted as
 * static abilities, able to matter whenever the object is on the battlefield: the conservative
 * reading. Text a gap of the object already carries (a copied card's "Cycling—Pay 2 life") is not
 * counted twice.
 */
function grantedKeywordGaps(o: GameObject, c: Computed): Gap[] {
  const unapplied = c.keywords.filter((k) => !appliedByEngine(k));
  if (unapplied.length === 0) return [];
  const printed = new Set(o.printed.keywords.map(canonicalKeyword));
  const texts = [...(c.gaps ?? []), ...gapsOf(o.printed)].map((g) => normalizeKeywordText(g.text));
  const out: Gap[] = [];
  for (const k of unapplied) {
    if (printed.has(canonicalKeyword(k)) || accountsFor(texts, normalizeKeywordText(k.keyword))) continue;
    out.push({ text: k.param ? `${k.keyword} ${k.param}` : k.keyword, kind: 'static' });
  }
  return out;
}

/**
 * The decision over the whole run (issue 11 §1). `initial`: the state the run began with; `asked`: the events
 * of the action whose legality the question asks (from its first to the first after it), if one is.
 */
export function gapReport(run: Run, initial: GameState, asked?: AskedMove): GapReport {
  return decideGaps({
    ...(asked ? { asked } : {}),
    initial: initial.objects.map((o) => ({ id: o.id, zone: o.zone, counters: o.counters, ...(o.summoningSick ? { summoningSick: true } : {}) })),
    objects: [...run.seen.values()],
    events: run.events,
    batches: run.batches,
    ...(initial.effects.some((e) => readsIdentity(e)) ? { effectsReadIdentity: true } : {}),
    manaPlayers: [...new Set([...initial.players, ...run.state.players].filter((p) => p.manaPool !== undefined).map((p) => p.id))],
  });
}
