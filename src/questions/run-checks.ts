/**
 * What a run shows the question left unsettled, so the run is not an answer: a "counter unless it
 * pays" nobody said was paid (118.12a, 702.21a), damage told that the card didn't deal (120.3), cards
 * of a library told only by its count used as more than draws (401.1), the legend rule's choice
 * between owners (704.5j), a hand's size nobody knows (402.1), and replacement effects ordered by
 * default where the order changes the amount (616.1).
 */
import type { Lang } from '../core/lang.ts';
import type { Resolution } from '../engine/types.ts';
import { choicesOf } from '../engine/choices.ts';
import type { Choice } from '../engine/choices.ts';
import { fateOf as engineFate } from '../engine/fates.ts';
import type { GameEvent } from '../engine/game-events.ts';
import type { Label } from '../scenario/build.ts';
import type { Ask, ParsedQuestion, QuestionError } from './types.ts';
import { message } from './messages.ts';
import { idsOf } from './asks.ts';
import type { RunView } from './asks.ts';
import { fail } from './question-error.ts';
import type { TriedRun } from './run-types.ts';
import { openDamageOrder } from './combat-choices.ts';
import { wordsFor } from './locales/index.ts';
import type { ScenarioInput, TriggerInput } from './scenario-input.ts';
import { phyrexianSymbols } from '../engine/casting/mana.ts';
import { cannotPayMana } from './board-mana.ts';

/**
 * A library told only by its count ("I have one card left in my library", questions/scenario.ts) holds cards
 * nobody named. Drawing them is all the story may do with them: anything else a run did with one — revealed,
 * milled, exiled, discarded, cast, moved on from the hand — would rest on what the card is.
 */
export function libraryUsed(scenario: ScenarioInput, events: readonly GameEvent[]): boolean {
  const blind = new Set((scenario.objects ?? []).filter((o) => typeof o.id === 'string' && o.id.startsWith('library-') && o.zone === 'library').map((o) => String(o.id)));
  if (blind.size === 0) return false;
  for (const e of events) {
    if (e.kind === 'drew') continue;
    if (e.kind === 'zone-changed' && blind.has(e.object)) {
      if (e.from === 'library' && e.to === 'hand') {
        blind.add(e.newId);
        continue;
      }
      return true;
    }
    if (Object.values(e).some((v) => (typeof v === 'string' && blind.has(v)) || (Array.isArray(v) && v.some((x) => typeof x === 'string' && blind.has(x))))) return true;
  }
  return false;
}

/**
 * "Bolt it for 4", "for 2 damage", 「《ショック》で3/3に3点与えた」: the damage the question says a spell
 * dealt is checked against what the card's own text dealt in the run (120.3). When they differ, both
 * numbers are named and nothing is answered — neither is picked silently (issue 11); null when they agree.
 */
export function toldDamage(q: ParsedQuestion, view: RunView, lang: Lang): string | null {
  for (const e of q.events) {
    if (e.kind !== 'cast') continue;
    const cost = q.cards[e.spell]?.object.manaCost;
    const told = e.dealt ?? (e.xFor === true && typeof cost === 'string' && !/\{X\}/i.test(cost) ? e.x : undefined);
    if (told === undefined) continue;
    const ids = idsOf(view, e.spell);
    const dealt = view.resolution.events.reduce((n, ev) => (ev.kind === 'damage-dealt' && ev.source !== null && ids.has(ev.source) ? n + ev.amount : n), 0);
    if (dealt !== told) return message(lang, 'dealt_conflict', { spell: view.built.labels.get(e.spell) ?? e.spell, told, dealt });
  }
  return null;
}

/**
 * The legend rule applied by its default (the newest kept) where the player's choice changes what
 * happens (704.5j: the controller chooses): legendary permanents of one name with different owners — one
 * of them stolen — go to different graveyards, and the one kept may return to its owner when the control
 * ends. The question didn't say which was kept: the name, to ask back; null when none is open. (Copies with
 * one owner are alike whichever is kept.)
 */
export function legendChoiceOpen(resolution: Resolution): string | null {
  const ownerOf = (id: string): string | undefined => {
    const f = engineFate(resolution.fates, id);
    const now = f?.now?.id ?? f?.moves.at(-1)?.newId ?? id;
    return resolution.final.objects.find((o) => o.id === now)?.owner;
  };
  for (const c of choicesOf(resolution.choices, 'legend-rule')) {
    if (c.told) continue;
    const owners = new Set([c.kept, ...c.removed].flatMap((id) => ownerOf(id) ?? []));
    if (owners.size > 1) return c.name;
  }
  return null;
}

/**
 * "Counter … unless its controller pays {N}" (Mana Leak, Force Spike, ward 702.21a): 118.12a makes it
 * "that player may pay {N}; if they don't, counter it" — the player's choice. Not told, a spell the run
 * countered unpaid is asked back (naming the spell, the cost and who pays) rather than assumed declined;
 * told, the player and amount said must be the ones the card asks of (the countered spell's controller,
 * its cost), and a payment told with nothing asking for one meant something else.
 */
export function unlessPayment(q: ParsedQuestion, resolution: Resolution, labels: Record<string, Label>, lang: Lang): { ok: false; error: QuestionError } | null {
  const asked = choicesOf(resolution.choices, 'unless-payment');
  const shown = (en: string): string => (lang === 'ja' ? (Object.values(labels).find((l) => (l.engine ?? l.en) === en)?.ja ?? en) : en);
  // Ward's trigger (702.21a) is named by its source: "the ability of your 2/2 ward {2} creature".
  const byOf = (c: UnlessChoice): string => (c.shown.abilityOf !== undefined ? wordsFor(lang).abilityOf(shown(c.shown.abilityOf)) : shown(c.shown.by));
  if (q.unlessPaid === undefined) {
    const unpaid = asked.find((c) => !c.paid);
    if (!unpaid) return null;
    // (A payer told to have no mana, and nothing told that makes any, can't pay: the countered run stands, 118.3.)
    const payer = unpaid.payer;
    if ((payer === 'A' || payer === 'B') && cannotPayMana(q, payer)) return null;
    const player = payer === 'A' ? wordsFor(lang).you : wordsFor(lang).yourOpponent;
    return fail('needs_detail', message(lang, 'unless_paid', { cost: unpaid.cost, spell: shown(unpaid.shown.item), by: byOf(unpaid), player }));
  }
  const told = q.unlessPayment;
  const text = told?.text ?? wordsFor(lang).pay;
  // ("the ward cost" is asked only by a ward trigger, 702.21a.)
  const notWard = (c: UnlessChoice): boolean => told?.ward === true && !c.ward;
  const wrong = asked.length === 0 || asked.some((c) => (told?.player !== undefined && c.payer !== told.player) || (told?.cost !== undefined && c.cost.toUpperCase() !== told.cost.toUpperCase()) || notWard(c));
  const payers = new Set(asked.map((c) => c.payer));
  const costs = new Set(asked.map((c) => c.cost));
  if (wrong || payers.size > 1 || (told?.cost === undefined && costs.size > 1)) {
    const first = asked[0];
    const detail = first ? message(lang, 'unless_asks', { cost: first.cost, spell: shown(first.shown.item), by: byOf(first) }) : message(lang, 'unless_nothing');
    return fail('not_understood', message(lang, 'unless_mismatch', { text, detail }));
  }
  return null;
}

type UnlessChoice = Extract<Choice, { kind: 'unless-payment' }>;

/**
 * What a proliferate chooses, told ("I proliferate, choosing my opponent", 701.34a), when nothing in the run proliferated
 * with that choice: the story left out what proliferates (a trigger that never triggered as told), so the run is no answer.
 * A proliferate told with no choice ("If I proliferate, …", 「増殖したら」) where nothing in the run proliferated is refused alike.
 */
export function proliferateNever(q: ParsedQuestion, resolution: Resolution, understood: string, lang: Lang): { ok: false; error: QuestionError } | null {
  const bare = q.proliferateChosen?.chosen.length === 0;
  if (!q.proliferateChosen || choicesOf(resolution.choices, 'proliferate').some((c) => c.told || bare)) return null;
  return fail('unmodelled', `${understood}\n${message(lang, 'unmodelled', { detail: message(lang, bare ? 'proliferate_unsourced' : 'proliferate_never', { text: q.proliferateChosen.text }) })}`);
}

/** Asks of something happening: on a run where nothing happened, their "no" / "0" would only restate the board told. */
const OCCURRENCES: ReadonlySet<Ask['kind']> = new Set(['made-tokens', 'tokens', 'damage-taken', 'deals-damage', 'dealt-damage', 'life-gained', 'life-lost', 'triggers', 'draws', 'returns']);

/**
 * "Clone copies their Wall of Omens. Do I draw a card?" read as a copy already on the battlefield: the run does nothing
 * at all (at most a step passes), so "you draw no card" would answer a board on which nothing was ever going to happen, while the
 * question asks what something did. Whatever happens is what the reading missed: named, never answered (issue 11).
 * Asks of what is (P/T, "does it die" by state-based actions, legality, life totals) stand on such a board.
 */
export function nothingRan(q: ParsedQuestion, events: readonly GameEvent[], probe: Ask | null, understood: string, lang: Lang): { ok: false; error: QuestionError } | null {
  // (A step beginning or combat ending is time passing, nothing done: "All players pass" is the whole run.)
  // (A loss an effect prevented, 104.3, is nothing done either, nor legends of one name under different players, 704.5j.)
  const done = events.some((e) => e.kind !== 'step-began' && e.kind !== 'combat-ended' && e.kind !== 'loss-prevented' && e.kind !== 'legend-apart');
  if (done || probe !== null || !q.asks.some((a) => OCCURRENCES.has(a.kind))) return null;
  return fail('not_understood', `${understood}\n${message(lang, 'nothing_ran')}`);
}

/** A hand asked about whose size nobody knows (402.1), or a damage amount whose replacement order was the engine's default (616.1, 616.1e): asked back. */
export function openInRuns(q: ParsedQuestion, lang: Lang, main: TriedRun, runs: ReadonlyMap<Ask | null, TriedRun[]>): { ok: false; error: QuestionError } | null {
  // "How many cards are in my hand?" of a hand whose count the question didn't give, or that the run
  // made unknown (a card searched for nobody described, engine/hand.ts): not answered as a number.
  for (const a of q.asks) {
    if (a.kind !== 'hand-size') continue;
    const p = main.view.resolution.final.players.find((x) => x.id === a.side);
    if (p?.handUnknown === true) return fail('unmodelled', message(lang, 'hand_unknown', { player: message(lang, a.side === 'A' ? 'your' : 'the_opponents'), why: '' }));
  }
  // 「ゾンビは何体出る？」 with a nontoken Zombie entering too: the count of tokens created (111.1) would leave it out.
  const entered = main.view.resolution;
  for (const a of q.asks) {
    if (a.kind !== 'tokens' || !a.cards || a.now || a.subtype === null) continue;
    if (nontokenEntered(entered, a.subtype)) return fail('unmodelled', message(lang, 'unmodelled', { detail: message(lang, 'counted_nontoken', { subtype: a.subtype }) }));
  }
  // Several replacement effects on one damage event, ordered by the engine's default (timestamps) where
  // another order gives another amount: the affected player or the affected object's controller chooses
  // the order (616.1, 616.1e), and the question didn't say the choice — never one number as fact (issue 11).
  for (const list of runs.values()) {
    const open = openDamageOrder(list[0]!.view.resolution);
    if (open) return fail('needs_detail', message(lang, 'replacement_order', { chooser: message(lang, open.chooser === 'A' ? 'you' : 'the_opponent'), amount: open.amount, others: wordsFor(lang).orList(open.others) }));
  }  return null;
}

/** Whether a nontoken permanent of the subtype (or one whose subtypes can no longer be seen) came onto the battlefield in the run (400.7). */
function nontokenEntered(r: Resolution, subtype: string): boolean {
  const want = subtype.toLowerCase();
  return r.events.some((e) => {
    const id = e.kind === 'zone-changed' && e.to === 'battlefield' ? e.newId : e.kind === 'created' && !e.token && e.zone === 'battlefield' ? e.object : null;
    if (id === null) return false;
    const o = r.final.objects.find((x) => x.id === id);
    return o === undefined || o.printed.subtypes.some((t) => t.toLowerCase() === want);
  });
}

/**
 * A death told as the turn's history ("a creature already died this turn", 700.4) was seen by any permanent on the
 * battlefield whose ability triggers on another creature dying or leaving (603.2, 603.6c, 603.10a): what that trigger
 * did then is not told, and the run starts after it. The object's id, so the refusal names it; null when none could.
 */
export function historySeenBy(q: ParsedQuestion, scenario: ScenarioInput): string | null {
  if (q.diedThisTurn !== true) return null;
  const seen = (t: TriggerInput): boolean => (t.event === 'dies' || t.event === 'to-graveyard' || t.event === 'leaves') && (t.who === 'another' || t.who === 'any');
  const o = (scenario.objects ?? []).find((x) => (x.zone ?? 'battlefield') === 'battlefield' && (x.triggers ?? []).some(seen));
  return o ? String(o.id) : null;
}

/**
 * "I cast Dismember on their 5/5. Do I lose 4 life?": a spell with Phyrexian mana, cast with no word of paying life, may
 * have been paid with 2 life a symbol (107.4f) — and paying life is losing it (119.4). When the question asks of the
 * caster's life (or whether the caster loses, or the other player wins), the run's default payment (mana) would be a
 * guess: asked back. Said ("paying 4 life", 「ライフを4点支払って」) it is run as told (story-casts.ts).
 */
export function phyrexianUnsaid(q: ParsedQuestion, labels: ReadonlyMap<string, string>, probe: Ask | null, lang: Lang): { ok: false; error: QuestionError } | null {
  const asks = [...q.asks, ...(probe ? [probe] : [])];
  const ofLife = (side: string): boolean =>
    asks.some((a) => ((a.kind === 'life' || a.kind === 'life-lost' || a.kind === 'loses') && a.side === side) || (a.kind === 'wins' && a.side !== side));
  for (const e of q.events) {
    if (e.kind !== 'cast' || e.lifePaid !== undefined || e.lifeAll === true || e.manaPaid !== undefined || !ofLife(e.caster)) continue;
    const cost = q.cards[e.spell]?.object.manaCost;
    if (phyrexianSymbols(typeof cost === 'string' ? cost : null) > 0) return fail('needs_detail', message(lang, 'phyrexian_unsaid', { spell: labels.get(e.spell) ?? e.spell }));
  }
  return null;
}

/**
 * Life told as paid for a spell that the card's costs don't take (story-casts.ts payToldLife): refused, naming it; or,
 * "paying life" for two or more Phyrexian symbols by a player with life for some but not all (`open`), how many is asked.
 */
export function lifeNotCost(n: { spell: string; life: number | null; open?: true }, labels: ReadonlyMap<string, string>, lang: Lang): { ok: false; error: QuestionError } {
  const spell = labels.get(n.spell) ?? n.spell;
  if (n.open === true) return fail('needs_detail', message(lang, 'phyrexian_unsaid', { spell }));
  return fail('unmodelled', message(lang, 'life_not_cost', { spell, life: n.life ?? 0 }));
}

/**
 * "I cast Disenchant on Pacifism.": an Aura told on the battlefield with nothing it enchants. An Aura is always
 * attached to what it enchants (303.4), so one attached to nothing would be put into its owner's graveyard at once
 * (704.5m) and the story couldn't happen; what it enchants is only untold. It is asked, never invented.
 */
export function unattachedAura(q: ParsedQuestion): string | null {
  const told = (id: string): boolean => q.events.some((e) => (e.kind === 'cast' && e.spell === id) || (e.kind === 'attach' && e.attachment === id));
  return q.things.find((t) => t.subtypes.includes('Aura') && t.zone === 'battlefield' && t.attachedTo === null && !told(t.id))?.id ?? null;
}
