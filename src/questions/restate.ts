/**
 * The restatement every answer starts with: the set-up, the events in order and the question, in
 * the reply language, naming every assumption (a size the question didn't give, an attacker it
 * implied), so a misunderstanding is visible before the answer is read. What is said comes from here;
 * how each language says it, from the catalogues (locales/restate-lines.ts: en-restate.ts, ja-restate.ts).
 */
import type { Lang } from '../core/lang.ts';
import type { ParsedQuestion, QEvent, Ref, Thing } from './types.ts';
import { assertNever } from '../core/result.ts';
import { respondsNow } from './story-timing.ts';
import { isResult } from '../language/results.ts';
import { wordsFor } from './locales/index.ts';
import type { Namer, RestateLines } from './locales/restate-lines.ts';
import { keywordsLeftOut } from './labels.ts';
import { enteringIds } from './story-events.ts';
import { spellHasNoTarget } from './spell-abilities.ts';

type Labels = ReadonlyMap<string, string>;

function namer(labels: Labels, w: RestateLines, spell: (id: string) => string): Namer {
  const label = (id: string): string => labels.get(id) ?? id;
  const names = (ids: readonly string[]): string => w.list(ids.map(label));
  const ref = (r: Ref): string => {
    switch (r.kind) {
      case 'things':
        return names(r.ids);
      case 'group':
        return w.group(r.filter);
      case 'player':
        return w.player(r.side);
      default:
        return assertNever(r);
    }
  };
  return { label, names, ref, spell, target: (t) => (t === 'A' || t === 'B' ? w.player(t) : label(t)) };
}

/** An object of the set-up with what its label leaves out: counters, damage, tapped, summoning sickness, quoted abilities. */
function setupItem(t: Thing, q: ParsedQuestion, n: Namer, w: RestateLines, lang: Lang): string {
  const extra: string[] = [];
  for (const [c, k] of Object.entries(t.counters)) extra.push(w.extra.counters(c, k));
  // (Damage already marked is as decisive as its toughness: "a 4/4 with 2 damage" dies to 2 more, 704.5g.)
  if (t.damage > 0) extra.push(w.extra.damage(t.damage));
  // A planeswalker or battle card told with no counters has the number printed on it (306.5b,
  // 310.4b: it entered with that many): an assumption the answer rests on, so it is said.
  const card = q.cards[t.id]?.object;
  for (const [type, counter] of [['Planeswalker', 'loyalty'], ['Battle', 'defense']] as const) {
    const printed = card?.[counter];
    if (t.zone !== 'battlefield' || !t.types.includes(type) || t.counters[counter] !== undefined || typeof printed !== 'number') continue;
    extra.push(w.extra.printedCounters(counter, printed));
  }
  // Controlled by another player than its owner, whose it is in its label (labels.ts owner; 108.3, 110.2).
  if (t.owner && t.controller && t.owner !== t.controller) extra.push(w.extra.controlledBy(t.controller));
  const copy = q.copying?.[t.id];
  if (copy) extra.push(w.extra.copyOf(copy.name, copy.card));
  if (t.chosenType) extra.push(w.extra.chosenType(t.chosenType));
  if (t.tapped) extra.push(w.extra.tapped);
  if (t.summoningSick) extra.push(w.extra.summoningSick);
  for (const a of t.abilityTexts) extra.push(w.extra.ability(a));
  // (Keywords its label leaves out are said here, once: 「トランプルと二段攻撃を持つあなたの6/6クリーチャー」.)
  const left = keywordsLeftOut(t, lang, q.cards[t.id]?.name ?? null);
  const introduced = left.length > 0 ? w.extra.having(n.label(t.id), left) : n.label(t.id);
  return extra.length === 0 ? introduced : w.extra.withExtra(introduced, extra);
}

/** The set-up: the objects told (not implied, not cast), and each player's life, hand and library when told. */
function setupParts(q: ParsedQuestion, implied: readonly string[], n: Namer, w: RestateLines, lang: Lang): string[] {
  const parts: string[] = [];
  const entering = enteringIds(q);
  const setup = q.things.filter((t) => !implied.includes(t.id) && !t.cast && !entering.has(t.id)).map((t) => ({ text: setupItem(t, q, n, w, lang), card: t.zone !== 'battlefield' && t.zone !== 'stack' }));
  if (setup.length > 0) parts.push(w.setup(setup));
  for (const side of ['A', 'B'] as const) {
    const life = q.life[side];
    if (life !== undefined) parts.push(w.life(side, life));
    const poison = q.poison[side];
    if (poison !== undefined && poison > 0) parts.push(w.poison(side, poison));
    const hand = q.handSize?.[side];
    if (hand !== undefined) parts.push(w.hand(side, hand));
    const library = q.librarySize?.[side];
    if (library !== undefined) parts.push(w.library(side, library));
    if (q.emptyGraveyards?.includes(side) === true) parts.push(w.emptyGraveyard(side));
    // (No mana told, 601.2g-h: the answer rests on it.)
    if (q.noMana?.includes(side) === true) parts.push(w.noMana(side));
  }
  // (A kind told absent, 118.3: a cost that needs one can't be paid — the answer rests on it.)
  for (const k of q.absentKinds ?? []) parts.push(w.noneOf(k.controller, k));
  return parts;
}

/**
 * The told events in order. What is on the stack as the story goes: a cast or activation doesn't wait
 * for what is already there to resolve (questions/scenario.ts `add`), so one that wasn't told "in
 * response" says so too — the answer depends on it, and the asker may have meant "after it resolved".
 */
function eventParts(q: ParsedQuestion, n: Namer, w: RestateLines): string[] {
  const parts: string[] = [];
  let onStack: string[] = [];
  for (const e of q.events) {
    // A told result (language/results.ts) is said as what the action before it did: checked, not done again.
    // (A spell whose card has no targets — Pyroclasm, Wrath of God — is never said to target what the question cast it
    // "on", 115.1: the card's own words say what it affects; red team s19.)
    const untargeted = e.kind === 'cast' && e.targets.length > 0 && spellHasNoTarget(q, e.spell);
    const said = (w.events[e.kind] as (x: typeof e, n: Namer) => string)(untargeted ? { ...e, targets: [] } : e, n);
    // (Read as what static abilities give, claims.ts staticCauses: named, since the question didn't say it.)
    const by = e.kind === 'change' && e.by !== undefined ? e.by.map(n.label) : null;
    // ("naming red": the color told for its "… of your choice" is echoed, 608.2d.)
    const color = (e.kind === 'cast' || e.kind === 'activate') && e.color ? w.choosingColor(e.color.color) : '';
    const text = `${said}${untargeted ? w.untargeted : ''}${color}${by !== null ? w.asStatic(by) : isResult(e) ? w.asResult : ''}`;
    const response = q.responses?.has(e) === true;
    const waiting = onStack;
    if (e.kind !== 'cast' && e.kind !== 'activate' && !response) onStack = [];
    const top = onStack[onStack.length - 1];
    // Told "in response": it happens with the spells before it still on the stack; say so.
    const toTrigger = (q.triggerResponses ?? []).find((t) => t.to === e);
    if (toTrigger) parts.push(w.inResponseToTrigger(text, toTrigger.source !== null ? n.label(toTrigger.source) : null));
    else if (response) parts.push(w.inResponse(text));
    // Told "then": what waited on the stack resolves first; name it when it is one spell or ability.
    else if (e.kind === 'resolve' && waiting.length === 1) parts.push(w.resolves(waiting[0]!));
    else if (top !== undefined && (e.kind === 'cast' || e.kind === 'activate')) parts.push(w.whileOnStack(top, text));
    else parts.push(text);
    if (e.kind === 'cast') onStack.push(n.spell(e.spell));
    if (e.kind === 'activate') onStack.push(w.abilityOf(n.label(e.source)));
  }
  return parts;
}

/** "I understood your question as: …" / 「質問を次のように理解しました：…」 */
/** One told event as the restatement says it (for a message quoting it: claims.ts). */
export function eventText(e: QEvent, labels: Labels, lang: Lang): string {
  const w = wordsFor(lang).restate;
  const n = namer(labels, w, (id) => labels.get(id) ?? id);
  return (w.events[e.kind] as (x: typeof e, n: Namer) => string)(e, n);
}

export function restate(q: ParsedQuestion, labels: Labels, implied: readonly string[], lang: Lang, extraNotes: readonly string[] = []): string {
  const w = wordsFor(lang).restate;
  // A spell by its name without whose it is (the sentence says who casts it): "Shock", "a sorcery".
  const spellName = (id: string): string => {
    const bare = (labels.get(id) ?? id).replace(/^(?:your|the opponent's) |^(?:あなた|対戦相手)の/u, '');
    return q.cards[id] ? bare : w.describedSpell(bare);
  };
  const n = namer(labels, w, spellName);
  // (The turn's history told, a death or none: the run starts from it, 700.4 — said first, as it was before the story.)
  const parts = [...(q.diedThisTurn !== undefined ? [q.diedThisTurn ? w.deathThisTurn : w.noDeathThisTurn] : []), ...setupParts(q, implied, n, w, lang), ...eventParts(q, n, w)];
  // A division of combat damage told (510.1c-d): the answer rests on it, so it is restated.
  for (const a of q.assigned ?? []) parts.push(w.assigns(n.label(a.attacker), 'amount' in a ? a.amount : null, n.target(a.to)));
  // A target told for a triggered ability (603.3d): the answer rests on that choice, so it is restated.
  for (const tt of q.triggerTargets ?? []) parts.push(w.triggerTarget(n.label(tt.source), w.list(tt.targets.map(n.target))));
  // A told "unless its controller pays" choice (118.12a): the answer rests on it, so it is restated.
  if (q.unlessPaid !== undefined) parts.push(w.unlessPaid(q.unlessPayment?.cost, q.unlessPaid));
  // Words set aside (a claim, a frame) are said, so a claim read as no fact is visible (language/ir.ts setAside).
  const notes = [...implied.map((id) => w.impliedAttacker(n.label(id))), ...(q.setAside ?? []).map((s) => w.setAside(s.kind, s.text)), ...(q.respelt ?? []).map((r) => w.respelt(r.written, r.read)), ...extraNotes];
  const asks = q.asks.map((a) => (w.asks[a.kind] as (x: typeof a, n: Namer, respond: boolean) => string)(a, n, respondsNow(q, a)));
  return w.whole(parts, asks, notes);
}
