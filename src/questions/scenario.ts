/**
 * ParsedQuestion -> Scenario JSON (the same JSON /scenario accepts), so an answer to a question
 * is exactly what runScenario gives for that set-up. Events become actions in the order the
 * question told them (613.7: later effects get later timestamps); combat damage follows the
 * blocks and anything the question put before damage; a yes/no question about an action ends
 * with that action (the "probe"), and its legality is the answer.
 *
 * Who controls what: control.ts. The objects: scenario-objects.ts. The story's state and moves:
 * action-list.ts, each event: story-events.ts (casts and activations story-casts.ts, plain events
 * event-actions.ts), the question's own move: probes.ts. Spells' targets, modes and abilities as
 * compiled: spell-abilities.ts; choices assumed where only one is possible: implied-choices.ts;
 * timing read from the question: story-timing.ts.
 */
import type { Lang } from '../core/lang.ts';
import type { Ask, ParsedQuestion, Side, Thing } from './types.ts';
import { labelThings } from './labels.ts';
import { isImpliedAttacker, settle } from './control.ts';
import { objectOf } from './scenario-objects.ts';
import { respondsNow } from './story-timing.ts';
import { ActionList } from './action-list.ts';
import type { ImpliedTarget } from './implied-choices.ts';
import { addEvent, enteringIds } from './story-events.ts';
import { askedAfterEntering } from './story-casts.ts';
import { finishStory } from './probes.ts';
import { answerCopyChoices } from './copy-choices.ts';
import { wordsFor } from './locales/index.ts';
import { boardManaAbilities, manaTeller } from './board-mana.ts';
import type { ObjectInput, ReplacementInput, ScenarioInput, ScenarioPlayerInput } from './scenario-input.ts';

export interface QuestionScenario {
  scenario: ScenarioInput;
  /** Index in `actions` of the action whose legality answers the question, if any. */
  probe: number | null;
  /** Thing id -> its label in the reply language. */
  labels: Map<string, string>;
  /** Ids of things the builder added because the question implied them (an attacker to block). */
  implied: string[];
  /** Spells cast with no target said, given the only object they could target. */
  impliedTargets: ImpliedTarget[];
  /** Modes of a "Choose one —" spell that only what it was told cast on allows (700.2c). */
  impliedModes: { spell: string; mode: string }[];
  /** Draw steps passed through whose draw was left out: nothing in the question could depend on it (504.1). */
  skippedDraws: Side[];
  /** Sources whose triggered ability's unsaid target was tried with every legal choice, all answering alike (trigger-target-trials.ts). */
  triedTargets?: string[];
  /** Turns the story needed that the question didn't tell (the restatement says so). */
  laterTurns: { side: Side; before: string; why: 'cast' | 'attack' }[];
  /** The spell asked about needs a target the question didn't say and none can be assumed. */
  needsTarget: string | null;
  /** A spell dividing its damage among two or more targets, its division not said (601.2d). */
  needsDivision: string | null;
  /** Sacrifices a spell's additional cost needed that the question didn't say, made with the only permanent told that fits. */
  impliedSacrifices: { spell: string; sacrificed: string; ability?: true }[];
  /** A spell whose additional cost "sacrifice …" the question didn't pay and no one permanent told can: asked back. */
  needsSacrifice: { spell: string; cost: string; told: number; ability?: true } | null;
  needsModes: string | null;
  /** A mode told by words that fit no mode or several (ActionList.modeUnmatched). */
  modeUnmatched: { spell: string; words: string; fits: number } | null;
  /** "… the color of your choice" (608.2d) with no color told (ActionList.needsColor); a color told that the text doesn't offer. */
  needsColor: string | null;
  colorNotOffered: { source: string; color: string } | null;
  /** A spell with kicker or overload cast without saying whether that cost was paid (702.33a, 702.96a): asked back. */
  needsCastOption: { spell: string; option: 'kicker' | 'multikicker' | 'overload' | 'evoke'; cost: string } | null;
  /**
   * A can-attack / can-block question put the whole story on the turn of the creature's (first)
   * controller, a turn the question didn't say (see finish): a story spell that then can't be cast
   * there is that assumption's doing, not the story's.
   */
  turnAssumed: boolean;
  /** ActionList.castTimeAssumed: when a can-cast probe with no time told is taken to be, stated in the restatement. */
  castTimeAssumed: Side | null;
  /** "Other creatures … get …" told with no holder while an object told could be it: which one is asked back. */
  needsHolder: string | null;
  /** The story was told from the start on this player's turn, the one a can-attack / can-block probe asks about. */
  probeTurn: Side | null;
  /** The object asked about has no activated ability of the kind asked (as its card is compiled). */
  missingAbility: string | null;
  /** The ability an activation means, not settled (ActionList.abilityGap). */
  abilityGap: { source: string; kind: 'unread' | 'none' | 'several' | 'untargeted' | 'no-source'; text?: string } | null;
  /** The words describing an activated ability's effect that weren't read against its text: refused naming them. */
  undescribed: string | null;
  noX: string | null;
  lifeNotCost: { spell: string; life: number | null; open?: true } | null;
  /** A spell said only as "a spell", whose card types the answer depends on. */
  unknownKind: string | null;
  /** ActionList.copyUnsaid. */
  copyUnsaid: string | null;
}

/** The Scenario for a parsed question, ending with the probe action when `probe` is a legality question. */
/**
 * Issue 11 §2: a graveyard the question never mentions is not taken to be empty (404.2: what it holds is public, but
 * nobody said): a count or check of a whole graveyard stops naming it (engine/hand.ts). A question that tells graveyard
 * cards ("there's an instant and a creature in the graveyards") is taken to list them all.
 */
function graveyardOf(objects: readonly ObjectInput[], player: Side, toldEmpty: boolean): Pick<ScenarioPlayerInput, 'graveyard'> {
  // (A graveyard told empty, "my graveyard is empty" / 「墓地は空」, is described: it holds nothing. A card told in
  // one player's graveyard describes that graveyard only (404.1: each player has their own): "Grizzly Bears is in
  // my graveyard" tells nothing of the opponent's, so "creature cards in all graveyards" still asks for it — issue 11.)
  return toldEmpty || objects.some((o) => o.zone === 'graveyard' && (o.owner ?? o.controller) === player) ? {} : { graveyard: 'unknown' };
}

/** A recency rank past any group of one name the engine is given (704.5j): the oldest of them is kept. */
const LEGEND_OLDEST = 99;

export function questionScenario(q: ParsedQuestion, lang: Lang, probe: Ask | null = null, sizes?: ReadonlyMap<string, { power: number; toughness: number }>, turn: Side | null = null): QuestionScenario {
  const { attackerSide, implied } = settle(q, probe);
  for (const t of q.things) if (isImpliedAttacker(t)) implied.push(t.id);
  const cardNames = new Map(Object.entries(q.cards).map(([id, c]) => [id, wordsFor(lang).localName(c.name, c.ja)] as const));
  const labels = labelThings(q.things, lang, cardNames);
  // 704.5j: objects told "with the same name" and no card name share the first one's name as theirs (language/intents/legend.ts).
  const shared = q.things.find((t) => t.names === 'same' && !q.cards[t.id]);
  const nameOf = (t: Thing): string => labels.get(t.names === 'same' && shared && !q.cards[t.id] ? shared.id : t.id)!;
  const entering = enteringIds(q);
  const objects: ObjectInput[] = q.things.filter((t) => !entering.has(t.id)).map((t) => objectOf(t, q, nameOf(t), sizes));
  const replacements: ReplacementInput[] = [];
  // A card's replacement and prevention effects come from its static abilities: they apply while it is on the battlefield (611.3b).
  const whileSource = { kind: 'while-source' } as const;
  for (const [id, c] of Object.entries(q.cards)) for (const r of c.replacements) replacements.push({ duration: whileSource, ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  for (const [id, c] of Object.entries(q.quoted)) for (const r of c.replacements) replacements.push({ duration: whileSource, ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  const b = new ActionList(q, attackerSide, probe, turn);
  // (An object told entering later is not on the battlefield at the start: it is created when its event comes, story-events.ts.)
  for (const t of q.things) if (entering.has(t.id)) b.entering.set(t.id, objectOf(t, q, nameOf(t), sizes));
  for (const e of q.events) addEvent(b, e, lang, objects);
  // A question asked "in response" is asked with the story's spells still on the stack (117.7).
  if (!(probe && respondsNow(q, probe))) b.resolveStack();
  else askedAfterEntering(b, probe);
  // A story with no event still starts with state-based actions (704.3: an Aura attached illegally
  // is put into a graveyard); what they trigger goes on the stack the next time a player would get
  // priority (603.3, 117.5) and resolves before the question is asked.
  if (b.actions.length === 0) b.settleStart();
  // A ward cost told as paid (702.21a): every "counter unless its controller pays" resolving is paid
  // for (608.2c). Not said or declined, none is; the answer asks back if one was countered unpaid.
  if (q.unlessPaid === true) for (const a of b.actions) if (a.kind === 'resolve' || a.kind === 'pass') a.pay = true;
  const { probeIndex, activePlayer, step } = finishStory(b, objects, lang);
  // What a proliferate chooses, told (701.34a): made as said wherever the stack resolves (after finishStory, whose passes resolve what combat triggered); the engine checks each one
  // chosen has a counter then (an illegal choice is reported, not run). Untold, the run asks back when it matters.
  if (q.proliferateChosen && q.proliferateChosen.chosen.length > 0) for (const a of b.actions) if (a.kind === 'resolve' || a.kind === 'pass') a.choices = { ...a.choices, proliferate: q.proliferateChosen.chosen };
  answerCopyChoices(b);
  // Combat damage divided as told ("they put all 6 damage on the Bears"): the attacking player's choice
  // (510.1c-d) made as said; the engine checks it is a legal division (an illegal one is reported, not run).
  // ("The rest" is what remains of its power when it assigns, the engine's to work out; a division told once is for
  // the first combat damage step the creature assigns in — a double striker's second is its own choice, 702.4b.)
  if (q.assigned && q.assigned.length > 0) {
    const told: Record<string, ({ to: string; amount: number } | { to: string; rest: true })[]> = {};
    for (const a of q.assigned) (told[a.attacker] ??= []).push('amount' in a ? { to: a.to, amount: a.amount } : { to: a.to, rest: true });
    for (const a of b.actions) if (a.kind === 'combat-damage') {
      a.assignments = { ...a.assignments, ...told };
      a.once = Object.keys(told);
    }
  }
  // Objects the builder added (a target assumed for a spell asked about) are named by their own names.
  for (const o of objects) if (!labels.has(String(o.id)) && typeof o.name === 'string') labels.set(String(o.id), o.name);
  // Issue 11 §2: a question never shows a whole hand (402.1: hidden), so no hand is taken to be empty;
  // the cards it names there are known, the rest unknown (engine/hand.ts).
  // A hand told by its count ("I have 9 cards in hand") is described: the cards named there (spells cast
  // from it among them: told before they were cast) and, for the rest, cards nobody named (unseen).
  const handOf = (id: 'A' | 'B'): Pick<ScenarioPlayerInput, 'hand' | 'unnamedInHand'> => {
    const told = q.handSize?.[id];
    if (told === undefined) return { hand: 'unknown' };
    const named = objects.filter((o) => o.zone === 'hand' && (o.owner ?? o.controller) === id).length;
    // More cards named there than told: the count can't be right (answer.ts asks back before running).
    return { hand: 'described', unnamedInHand: Math.max(0, told - named) };
  };
  // A library told by its count ("I have one card left in my library") is all of it (401.1): that many cards
  // nobody named, so a draw past them fails and the player loses (121.4, 704.5b).
  const libraryOf = (id: 'A' | 'B'): Pick<ScenarioPlayerInput, 'library'> => {
    const told = q.librarySize?.[id];
    if (told === undefined) return {};
    for (let k = 1; k <= told; k++) objects.push({ id: `library-${id}-${k}`, name: wordsFor(lang).libraryCard, types: [], zone: 'library', controller: id });
    return { library: 'described' };
  };
  // A spell asked about whose caster's lands were told: that player's mana is their board's (board-mana.ts).
  const payer = manaTeller(q, probe);
  if (payer) boardManaAbilities(q, objects, payer, lang);
  const players = (['A', 'B'] as const).map((id) => ({ id, life: q.life[id] ?? 20, ...(q.poison[id] ? { poison: q.poison[id] } : {}), ...handOf(id), ...libraryOf(id), ...graveyardOf(objects, id, q.emptyGraveyards?.includes(id) === true), ...(payer === id ? { payFromBoard: true } : {}) }));
  const scenario: ScenarioInput = { players, activePlayer, objects, actions: b.actions, ...(probeIndex !== null ? { legalityAsked: probeIndex } : {}) }; // (a probe's run asks only its legality)
  if (step !== 'main1') scenario.step = step;
  if (replacements.length > 0) scenario.replacements = replacements;
  // The legend rule's choice told (704.5j): the newest kept is rank 0; the oldest, a rank past any group (the engine keeps the oldest then).
  if (q.legendKept) scenario.legendKeep = q.legendKept === 'newest' ? 0 : LEGEND_OLDEST;
  // (The turn's history told, a death or none: the run starts from that, 700.4; untold, morbid asks.)
  if (q.diedThisTurn !== undefined) scenario.creatureDiedThisTurn = q.diedThisTurn;
  return { scenario, probe: probeIndex, labels, implied, impliedTargets: b.impliedTargets, impliedModes: b.impliedModes, skippedDraws: b.skippedDraws, laterTurns: b.laterTurns, needsTarget: b.needsTarget, needsDivision: b.needsDivision, needsHolder: b.needsHolder, impliedSacrifices: b.impliedSacrifices, needsSacrifice: b.needsSacrifice, needsModes: b.needsModes, modeUnmatched: b.modeUnmatched, needsColor: b.needsColor, colorNotOffered: b.colorNotOffered, needsCastOption: b.needsCastOption, turnAssumed: b.turnAssumed, castTimeAssumed: b.castTimeAssumed, probeTurn: turn, missingAbility: b.missingAbility, abilityGap: b.abilityGap, undescribed: b.undescribed, noX: b.noX, lifeNotCost: b.lifeNotCost, unknownKind: b.unknownKind, copyUnsaid: b.copyUnsaid };
}
