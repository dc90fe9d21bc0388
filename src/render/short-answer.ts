/** The short answer drawn from a Resolution: what happened to each object and player, in English or Japanese. */
import type { Computed, GameObject, Keyword, Resolution } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import type { Label } from '../scenario/build.ts';
import { Describer, oneLine, pt } from './restate.ts';
import { labelMapFor } from './label-maps.ts';
import { outcomeSentences } from './outcome-sentences.ts';
import { irrelevantGapsSentence } from './trace-gaps.ts';
import { renderWords } from './locales/index.ts';
import type { AnswerLines } from './locales/answer-lines.ts';
import { moveChains } from './move-chains.ts';
import type { MoveChains } from './move-chains.ts';

/**
 * A creature whose size the question didn't give was run at trial sizes (questions/answer.ts): its
 * P/T in a run is not a fact. What every size tried agrees on is: the same final P/T (`same`, a
 * P/T set by an effect), or the same change from its size (`change`); else only that it changed.
 */
export type UnstatedSize = { kind: 'same' } | { kind: 'change'; power: number; toughness: number } | { kind: 'unknown' };

/** The question's id of an engine object (a zone change gives it a new id, `<id>~n`: 400.7). */
const questionId = (o: GameObject): string => o.id.split('~')[0]!;

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

function describeComputed(c: Computed, lang: Lang, labels: Record<string, Label>, obj: GameObject | undefined, colorUnstated = false, onlyChangedPt = false, ptUnknown = false): string {
  const d = new Describer(lang, labels);
  const w = renderWords(lang).answer;
  const name = obj ? (labelMapFor(labels, lang).get(obj.label) ?? w.tokenLabel(obj.label) ?? obj.label) : c.name;
  // No colour is "colorless" only when that was said: a creature whose colour was never stated is not
  // described by one (issue 16).
  const color = d.colors(c.colors) || (colorUnstated ? '' : w.colorless);
  // Issue 16: its P/T is said only when it changed (a line about abilities gained doesn't repeat it).
  // Issue 11: never a size the question didn't give (the one it was run at is not a fact).
  const ptChanged = !obj || c.power !== obj.printed.power || c.toughness !== obj.printed.toughness;
  const kind = [(onlyChangedPt && !ptChanged) || ptUnknown ? '' : pt(c.power, c.toughness), color, d.types(c.types, c.subtypes, c.supertypes)].filter(Boolean);
  const kws = c.keywords.map((k) => d.keyword(k));
  // "No abilities" only when it had some and has none now: static abilities (its own or granted) count.
  const none = c.keywords.length === 0 && c.statics.length === 0 && obj !== undefined && (obj.printed.keywords.length > 0 || obj.printed.statics.length > 0);
  return w.describe(name, kind, kws, none);
}

/**
 * An object of unstated size that effects changed: its P/T change when every size tried agrees on it,
 * then the rest of what changed (colors, types, abilities) without a P/T.
 */
function describeUnsized(c: Computed, o: GameObject, size: Exclude<UnstatedSize, { kind: 'same' }>, lang: Lang, labels: Record<string, Label>, colorUnstated: boolean): string[] {
  const w = renderWords(lang).answer;
  const name = labelMapFor(labels, lang).get(o.label) ?? w.tokenLabel(o.label) ?? o.label;
  const out: string[] = [];
  const ptChanged = c.power !== o.printed.power || c.toughness !== o.printed.toughness;
  if (ptChanged) out.push(size.kind === 'change' ? w.ptChange(name, `${signed(size.power)}/${signed(size.toughness)}`) : w.ptDepends(name));
  if (changedFromPrinted({ ...c, power: o.printed.power, toughness: o.printed.toughness }, o)) out.push(describeComputed(c, lang, labels, o, colorUnstated, true, true));
  return out;
}

/**
 * The short answer: the final characteristics of the objects the effects touched (P/T, colors,
 * types, abilities), what died or ceased to exist, and who lost.
 */
/** Whether layers left an object's P/T, colors, types or abilities other than printed. */
function changedFromPrinted(c: Computed, o: GameObject): boolean {
  const p = o.printed;
  const same = (a: readonly unknown[], b: readonly unknown[]): boolean => JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort());
  const kw = (ks: readonly Keyword[]): string[] => ks.map((k) => JSON.stringify(k));
  return c.power !== p.power || c.toughness !== p.toughness || !same(c.colors, p.colors) || !same(c.types, p.types) || !same(c.subtypes, p.subtypes) || !same(kw(c.keywords), kw(p.keywords)) || c.lostAllAbilities === true;
}

/** What the short answer leaves out because the question's own answer lines already say it. */
export interface AnswerOptions {
  /** Objects (engine ids) whose characteristics an answer line already gives. */
  answered?: ReadonlySet<string>;
  /** Answer lines came before: don't fall back to describing the whole battlefield. */
  hasLeads?: boolean;
  /** Objects (engine ids) whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see PlayerLines. */
  asker?: boolean;
  /** An answer line already says which draws were of unseen cards (engine/hand.ts). */
  unseenSaid?: boolean;
  /** Objects (question ids) whose size the question didn't give, with what the sizes tried agree on. */
  sizeUnstated?: ReadonlyMap<string, UnstatedSize>;
  /**
   * Objects (engine labels) whose fate — where they went, whether they died, the damage left on them — differs with the size
   * the question didn't give (issue 11 §2): not said as a fact of the run, only that it depends.
   */
  fateDepends?: ReadonlySet<string>;
}

/**
 * Damage dealt to a planeswalker removes that many loyalty counters from it (120.3c, 306.8); with
 * loyalty 0 it is put into its owner's graveyard (704.5i). One sentence per planeswalker damaged:
 * its loyalty before and after.
 */
function loyaltySentences(r: Resolution, w: AnswerLines, show: (label: string) => string): string[] {
  const hit = new Map<string, { damage: number; before: number | null; after: number }>();
  for (const e of r.events) {
    if (e.kind === 'damage-dealt' && typeof e.target === 'string' && e.amount > 0) {
      const h = hit.get(e.target) ?? { damage: 0, before: null, after: 0 };
      h.damage += e.amount;
      hit.set(e.target, h);
    }
    if (e.kind === 'counters-changed' && e.counter === 'loyalty' && typeof e.target === 'string') {
      const h = hit.get(e.target);
      if (!h || h.damage === 0) continue;
      h.before ??= e.before;
      h.after = e.after;
    }
  }
  const out: string[] = [];
  for (const [id, h] of hit) {
    if (h.before === null) continue;
    const fate = r.fates.find((f) => f.id === id);
    const o = r.final.objects.find((x) => x.id === id) ?? (fate?.now ? r.final.objects.find((x) => x.id === fate.now!.id) : undefined);
    const name = show(o?.label ?? id);
    out.push(w.loyalty(name, h.before, h.after, h.damage, h.after <= 0));
  }
  return out;
}

/**
 * 701.9a: the discards of the run, one sentence per discarding step (and 701.23a, the cards a
 * search put into a hand from a library nobody described). Unseen cards (a hand the
 * question doesn't describe, or cards drawn from an undescribed library: engine/hand.ts) are said
 * as such, "up to" N when the hand's size is unknown — the run reached its end, so nothing in it
 * needed to know which cards they are.
 */
function discardSentences(resolution: Resolution, lang: Lang, show: (label: string) => string, asker: boolean | undefined): string[] {
  const w = renderWords(lang).answer;
  const out: string[] = [];
  for (const step of resolution.trace) {
    const p = step.params;
    if (step.key === 'resolve.search-unseen' && p.to !== 'battlefield') {
      // 701.23a: a tutor's card from a library nobody described.
      out.push(w.searchUnseen(renderWords(lang).players.summary(String(p.player), asker), p.maybe === true, p.to === 'top'));
      continue;
    }
    if (step.key !== 'resolve.discard' && step.key !== 'resolve.discard-unseen') continue;
    const cards = Array.isArray(p.cards) ? p.cards.map((c) => show(String(c))) : [];
    const n = step.key === 'resolve.discard-unseen' ? Number(p.count ?? 0) : 0;
    const whole = p.whole === true;
    if (cards.length === 0 && n === 0 && !whole) continue;
    const who = renderWords(lang).players.summary(String(p.player), asker);
    out.push(w.discard(who, cards, n, whole, p.upTo === true || whole));
  }
  return out;
}

/**
 * 701.6a: each spell or ability countered in the run, by what, and that none of its effects happen
 * (a spell countered is put into its owner's graveyard, 701.6b; 118.12a when a cost wasn't paid).
 */
function counteredSentences(r: Resolution, w: AnswerLines, show: (label: string) => string): string[] {
  // An ability on the stack is labelled "<source>: <text>": named by its source.
  const named = (label: string): string => {
    const m = /^([^:]+): /.exec(label);
    if (m && show(label) === label) return w.abilityOf(show(m[1]!));
    return show(label);
  };
  const out: string[] = [];
  for (const step of r.trace) {
    if (step.key !== 'counter.countered') continue;
    const p = step.params;
    if (typeof p.item !== 'string' || typeof p.by !== 'string') continue;
    const item = named(p.item);
    const by = typeof p.abilityOf === 'string' ? w.abilityOf(show(p.abilityOf)) : named(p.by);
    out.push(w.countered(item, by, typeof p.unpaid === 'string' ? p.unpaid : null));
  }
  return out;
}

/** The tokens the run created, under whose control (111.2: the player who creates a token). */
function createdSentences(r: Resolution, lang: Lang, show: (label: string) => string, asker: boolean | undefined): string[] {
  const byController = new Map<string, string[]>();
  for (const step of r.trace) {
    const p = step.params;
    if (step.key !== 'event.created' || p.token !== true || typeof p.object !== 'string' || typeof p.controller !== 'string') continue;
    byController.set(p.controller, [...(byController.get(p.controller) ?? []), show(p.object)]);
  }
  return [...byController].map(([player, names]) => {
    return renderWords(lang).answer.created(names, renderWords(lang).players.summary(player, asker));
  });
}

/** What happened to the players: cards drawn unseen, players who lost, and a draw when all lost at once. */
function playerSentences(resolution: Resolution, lang: Lang, opts: AnswerOptions): string[] {
  const w = renderWords(lang).answer;
  const sentences: string[] = [];
  // Cards drawn from a library nobody described (engine/hand.ts): said plainly, with what it means —
  // the run reached its end, so nothing in it needed to know which cards they are.
  for (const p of resolution.final.players) {
    const n = p.unseenInHand ?? 0;
    if (n === 0 || opts.unseenSaid === true) continue;
    const who = renderWords(lang).players.summary(p.id, opts.asker);
    // Cards the question put in the hand without naming them ("I have 9 cards in hand") weren't drawn.
    const drawn = resolution.events.filter((e) => e.kind === 'drew' && e.card === null && e.player === p.id).length;
    sentences.push(drawn < n ? w.unseenInHand(who, n) : w.unseenDrawn(who, n));
  }
  for (const p of resolution.final.players) {
    if (p.lost === null) continue;
    sentences.push(w.loses(renderWords(lang).players.summary(p.id, opts.asker), w.lostReasons[p.lost]));
  }
  // Every player lost at once: the game is a draw (104.4a), said rather than left to be read as a win.
  if (resolution.final.players.length > 1 && resolution.final.players.every((p) => p.lost !== null)) sentences.push(w.draw);
  return sentences;
}

/** Was the object put on top of its owner's library (the engine's library-top step names it)? */
function onTop(resolution: Resolution, label: string): boolean {
  return resolution.trace.some((s) => s.key === 'resolve.library-top' && s.params.object === label);
}

/** One moved object, with where it went: on top of a library (400.3), through several zones in turn (move-chains.ts), or to one. */
function movedItem(resolution: Resolution, w: AnswerLines, show: (label: string) => string, label: string, to: string, zones: readonly string[] | undefined): string {
  if (zones && zones.length > 1) return w.leftVia(show(label), zones);
  return onTop(resolution, label) ? w.toTop(show(label)) : w.leftTo(show(label), to);
}

/**
 * Cards an effect moved out of a graveyard or exile ("Return target creature card from your graveyard
 * to your hand", "Put target card from a graveyard on top of its owner's library"): where each went.
 * A card cast from there (to the stack) is the cast's story; one put there from the battlefield in
 * this story is told with its fate (`thenTo`).
 */
function leftZoneSentences(resolution: Resolution, w: AnswerLines, show: (label: string) => string, chains: MoveChains): string[] {
  const byZone = new Map<string, string[]>();
  const fromBattlefield = new Set<string>();
  for (const [i, step] of resolution.trace.entries()) {
    const p = step.params;
    if (step.key !== 'zone.moved' || typeof p.object !== 'string') continue;
    if (p.from === 'battlefield') fromBattlefield.add(p.object);
    if ((p.from !== 'graveyard' && p.from !== 'exile') || p.to === 'stack' || fromBattlefield.has(p.object) || chains.told.has(i)) continue;
    const item = movedItem(resolution, w, show, p.object, String(p.to), chains.heads.get(i));
    byZone.set(String(p.from), [...(byZone.get(String(p.from)) ?? []), item]);
  }
  return [...byZone].map(([zone, items]) => w.leftZone(zone, items));
}

/** The objects that died, went to a graveyard, left the battlefield, ceased to exist, or survived destruction. */
function fatesOf(resolution: Resolution, onBattlefield: readonly GameObject[], w: AnswerLines, show: (label: string) => string, chains: MoveChains, hidden?: ReadonlySet<string>): { died: string[]; toGraveyard: string[]; left: string[]; ceased: string[]; survived: string[] } {
  const died: string[] = [];
  const toGraveyard: string[] = [];
  const left: string[] = [];
  const ceased: string[] = [];
  const survived: string[] = [];
  for (const [i, step] of resolution.trace.entries()) {
    const p = step.params;
    if (typeof p.object === 'string' && hidden?.has(p.object) === true) continue;
    if (step.key === 'zone.moved' && p.from === 'battlefield' && typeof p.object === 'string') {
      // 700.4: only a creature or planeswalker dies; an Aura or an artifact is put into a graveyard.
      if (p.to === 'graveyard') (p.dies === true ? died : toGraveyard).push(show(p.object));
      // (A move told as the next part of an earlier one — a reanimated creature exiled again — is said there, move-chains.ts.)
      else if (!chains.told.has(i)) left.push(movedItem(resolution, w, show, p.object, String(p.to), chains.heads.get(i)));
    }
    // "Put into the graveyard: Rancor" when its trigger then returned it to the hand (603.6c): where it ended is said too.
    if (step.key === 'zone.moved' && p.from === 'graveyard' && typeof p.object === 'string') {
      const k = toGraveyard.indexOf(show(p.object));
      if (k >= 0) toGraveyard[k] = w.thenTo(toGraveyard[k]!, String(p.to));
    }
    if (step.key === 'sba.token-ceases' && typeof p.object === 'string') ceased.push(show(p.object));
    if (step.key === 'indestructible.survives' && typeof p.object === 'string' && onBattlefield.some((o) => o.label === p.object)) {
      const name = show(p.object);
      if (!survived.includes(name)) survived.push(name);
    }
  }
  return { died, toGraveyard, left, ceased, survived };
}

export function answerFor(resolution: Resolution, lang: Lang, labels: Record<string, Label> = {}, opts: AnswerOptions = {}): string {
  const w = renderWords(lang).answer;
  const sentences: string[] = [];
  const onBattlefield = resolution.final.objects.filter((o) => o.zone === 'battlefield');
  // Objects whose characteristics some effect touched: those the layer steps name. Described only
  // when the effects left them different from printed (issue 16: a P/T line only when it changed or
  // was asked), and not again when an answer line already gives them.
  const touchedLabels = new Set<string>();
  for (const step of resolution.trace) {
    if (step.key.startsWith('layer.') && typeof step.params.object === 'string') touchedLabels.add(step.params.object);
  }
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  const touched = onBattlefield.filter((o) => {
    const c = computed.get(o.id);
    return (touchedLabels.has(o.label) || touchedLabels.has(o.id)) && c !== undefined && changedFromPrinted(c, o) && !opts.answered?.has(o.id);
  });
  const colorUnstated = (o: GameObject): boolean => opts.colorUnstated?.has(questionId(o)) === true;
  const sizeOf = (o: GameObject): UnstatedSize | undefined => opts.sizeUnstated?.get(questionId(o));
  for (const o of touched.slice(0, 8)) {
    const c = computed.get(o.id);
    if (!c) continue;
    const size = sizeOf(o);
    if (size && size.kind !== 'same') sentences.push(...describeUnsized(c, o, size, lang, labels, colorUnstated(o)));
    // (A P/T every size tried ends at, set by an effect, is a fact: said even when the trial size was already it.)
    else sentences.push(describeComputed(c, lang, labels, o, colorUnstated(o), size === undefined));
  }
  const labelMap = labelMapFor(labels, lang);
  const show = (label: string): string => labelMap.get(label) ?? w.tokenLabel(label) ?? label;
  const chains = moveChains(resolution.trace);
  const { died, toGraveyard, left, ceased, survived } = fatesOf(resolution, onBattlefield, w, show, chains, opts.fateDepends);
  if (survived.length > 0) sentences.push(w.notDestroyed(survived));
  sentences.push(...counteredSentences(resolution, w, show));
  sentences.push(...createdSentences(resolution, lang, show, opts.asker));
  if (died.length > 0) sentences.push(w.died(died));
  if (toGraveyard.length > 0) sentences.push(w.toGraveyard(toGraveyard));
  if (left.length > 0) sentences.push(w.left(left));
  if (ceased.length > 0) sentences.push(w.ceased(ceased));
  sentences.push(...leftZoneSentences(resolution, w, show, chains));
  sentences.push(...loyaltySentences(resolution, w, show));
  sentences.push(...discardSentences(resolution, lang, show, opts.asker));
  sentences.push(...outcomeSentences(resolution, lang, show, opts.asker, opts.fateDepends));
  const depends = [...(opts.fateDepends ?? [])].filter((l) => resolution.trace.some((s) => s.params.object === l));
  if (depends.length > 0) sentences.push(w.fateDepends([...new Set(depends.map(show))]));
  sentences.push(...playerSentences(resolution, lang, opts));
  if (sentences.length === 0 && opts.hasLeads !== true) {
    // No effect touched anything and nothing died: describe what is on the battlefield.
    for (const o of onBattlefield.slice(0, 5)) {
      const c = computed.get(o.id);
      const size = sizeOf(o);
      if (c) sentences.push(describeComputed(c, lang, labels, o, colorUnstated(o), false, size !== undefined && size.kind !== 'same'));
    }
  }
  // Issue 11 §1: text that could have mattered refuses the run (the engine's `unmodelled` error);
  // text present that could not is named, so the answer says what it doesn't rest on.
  const irrelevant = irrelevantGapsSentence(resolution.gaps.irrelevant, lang, labels);
  if (irrelevant) sentences.push(irrelevant);
  if (sentences.length === 0) return opts.hasLeads === true ? '' : w.nothingChanges;
  return w.tidy(oneLine(w.join(sentences)));
}
