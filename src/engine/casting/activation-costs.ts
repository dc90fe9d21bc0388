/**
 * The parts of an activation cost beyond mana and {T} (602.2b -> 601.2h): the restrictions the
 * ability states (602.5, 602.5b, 119.4 life), the permanents sacrificed and cards discarded (701.21a,
 * 701.9a) — named by the action, or the only ones that can pay, never chosen for the player — and
 * paying them in full as the ability is activated.
 */
import { playerCant } from '../replacement/cant.ts';
import { currentPlayer } from '../objects.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { ActivatedAbility, Computed, GameObject, ObjectFilter, PlayerId } from '../types.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { cardsInHand } from '../hand.ts';
import { isProblem } from './checks.ts';
import { activationProhibition } from './permissions.ts';
import type { Activate, Problem } from './checks.ts';

/** The permanents sacrificed and the cards discarded to pay an activation cost (601.2h). */
export interface CostObjects {
  sacrifice: string[];
  discard: string[];
  /** 702.122a: the other creatures tapped to crew, and their total power. */
  crew?: { ids: string[]; power: number };
  /** 701.26a: the permanents tapped for "Tap two untapped artifacts you control". */
  tap?: string[];
}

/** 602.1b, 602.5: restrictions stated in the ability ("Activate only if …", "only once each turn", "only during your turn"). */
export function activationRestriction(run: Run, byId: Record<string, Computed>, o: GameObject, index: number, ab: ActivatedAbility, player: PlayerId): Problem | null {
  const state = run.state;
  // 602.5, 101.2: an effect that says the abilities of this permanent can't be activated.
  const forbidden = activationProhibition(state, byId, o, player);
  if (forbidden !== null) return { reason: 'cant-activate', detail: forbidden, rule: '602.5 101.2' };
  if (ab.yourTurn && player !== state.activePlayer) return { reason: 'restriction', detail: 'activate only during your turn', rule: '602.5' };
  // 602.5b: the restriction stays with the object, whoever controls it.
  if (ab.oncePerTurn && (state.onceActivated ?? []).includes(`${o.id}#${index}`)) return { reason: 'restriction', detail: 'activate only once each turn', rule: '602.5b' };
  if (ab.condition && !conditionHolds(state, byId, ab.condition, player, o.counters, o.tapped)) return { reason: 'restriction', detail: ab.text, rule: '602.5' };
  // 118.3: counters can be removed only if the permanent has that many.
  const cc = ab.counterCost;
  if (cc?.remove === true && (o.counters[cc.counter] ?? 0) < cc.amount) return { reason: 'cost-unpaid', detail: `${cc.text}: ${o.counters[cc.counter] ?? 0} ${cc.counter} on it`, rule: '118.3' };
  // 119.4 / 118.3: life can be paid only by a player with at least that much life.
  const life = currentPlayer(run, player).life;
  if (ab.payLife !== undefined && life < ab.payLife) return { reason: 'cost-unpaid', detail: `${ab.payLife} life needed, ${life} left`, rule: '119.4' };
  // 119.8 / 119.4b: a player who can't lose life can't pay life (0 life can always be paid).
  if (ab.payLife !== undefined && ab.payLife > 0 && playerCant(run, 'lose-life', player)) return { reason: 'cost-unpaid', detail: `${ab.payLife} life: the player can't lose life`, rule: '119.8' };
  return null;
}

/**
 * 601.2h via 602.2b: the objects a cost of sacrificing or discarding takes. The activate action names
 * them; unnamed, the cost is paid with the only permanents or cards that can pay it (stated), and
 * when the player would have a choice the engine stops rather than choose for them.
 */
export function chosenCostObjects(run: Run, byId: Record<string, Computed>, o: GameObject, ab: ActivatedAbility, player: PlayerId, a: Activate): CostObjects | Problem {
  const state = run.state;
  const pick = (what: 'sacrifice' | 'discard' | 'tap', spec: { text: string; count?: number; filter?: ObjectFilter }, named: readonly string[] | undefined, candidates: GameObject[]): string[] | Problem => {
    const want = spec.count ?? 1;
    const rule = what === 'sacrifice' ? '701.21a' : what === 'tap' ? '701.26a' : '701.9a';
    if (named !== undefined) {
      if (named.length !== want || new Set(named).size !== named.length) return { reason: what === 'sacrifice' ? 'cost-sacrifice' : 'cost-unpaid', detail: `${spec.text} (${named.length} of ${want} chosen)`, rule: '601.2h' };
      for (const n of named) if (!candidates.some((x) => x.id === n)) return { reason: what === 'sacrifice' ? 'cost-sacrifice' : 'cost-unpaid', detail: `${state.objects.find((x) => x.id === n)?.label ?? n}: ${spec.text}`, rule };
      return [...named];
    }
    // 118.3: without enough of them the cost can't be paid.
    if (candidates.length < want) return { reason: 'cost-unpaid', detail: `${spec.text}: ${candidates.length} available`, rule: '118.3' };
    if (candidates.length > want) halt('unmodelled', 'error.unmodelled', { reason: 'cost-choice', what, text: spec.text, rule: '601.2h' });
    return candidates.map((x) => x.id);
  };
  const out: CostObjects = { sacrifice: [], discard: [] };
  if (ab.sacrificeCost) {
    const sc = ab.sacrificeCost;
    // 701.21a: only permanents the player controls; "another" leaves out the source (the filter's `other`).
    const candidates = state.objects.filter((x) => x.zone === 'battlefield' && byId[x.id]?.controller === player && matchesObjectFilter({ ...sc.filter, zone: 'battlefield' }, x, byId[x.id]!, player, o.id));
    const r = pick('sacrifice', sc, a.sacrifice, candidates);
    if (isProblem(r)) return r;
    out.sacrifice = r;
  }
  if (ab.discardCost) {
    const dc = ab.discardCost;
    // Named cards are checked one by one; unnamed, every card of the hand is a candidate, and an unseen
    // card there (engine/hand.ts) could pay the cost: that stops rather than say "can't pay" or choose.
    const pool = a.discard !== undefined ? a.discard.flatMap((id) => state.objects.filter((x) => x.id === id)) : cardsInHand(state, player, 'discard-cost', '601.2h');
    const hand = pool.filter((x) => x.zone === 'hand' && x.owner === player && x.id !== o.id);
    const candidates = dc.filter ? hand.filter((x) => byId[x.id] !== undefined && matchesObjectFilter({ ...dc.filter!, zone: 'hand' }, x, byId[x.id]!, player, o.id)) : hand;
    const r = pick('discard', dc, a.discard, candidates);
    if (isProblem(r)) return r;
    out.discard = r;
  }
  if (ab.tapCost) {
    const tc = ab.tapCost;
    // 701.26a: untapped permanents of the group the player controls; not the source when {T} taps it too (118.3).
    const candidates = state.objects.filter((x) => x.zone === 'battlefield' && !x.tapped && !(ab.tap === true && x.id === o.id) && byId[x.id]?.controller === player && matchesObjectFilter({ ...tc.filter, zone: 'battlefield' }, x, byId[x.id]!, player, o.id));
    const r = pick('tap', tc, a.tap, candidates);
    if (isProblem(r)) return r;
    out.tap = r;
  }
  if (ab.crew !== undefined) {
    const crew = crewCreatures(run, byId, o, ab.crew, player, a.crew);
    if (isProblem(crew)) return crew;
    out.crew = crew;
  }
  return out;
}

/**
 * 702.122a: "Crew N" — tap any number of other untapped creatures you control with total power N or
 * greater. The activate action names them (each once, none the Vehicle itself); unnamed, the cost
 * can't be paid when all such creatures together have too little power (118.3), and otherwise which
 * ones are tapped is the player's choice: the run stops rather than choose.
 */
function crewCreatures(run: Run, byId: Record<string, Computed>, o: GameObject, n: number, player: PlayerId, named: readonly string[] | undefined): { ids: string[]; power: number } | Problem {
  const text = `crew ${n}`;
  const can = (x: GameObject): boolean => x.zone === 'battlefield' && x.id !== o.id && !x.tapped && byId[x.id]?.controller === player && byId[x.id]!.types.includes('Creature');
  // 208.3, 208.5: each creature's power as it is now (none counts as 0); the total is their sum.
  const power = (ids: readonly string[]): number => ids.reduce((s, id) => s + (byId[id]?.power ?? 0), 0);
  if (named === undefined) {
    const all = run.state.objects.filter(can).map((x) => x.id);
    if (power(all) < n) return { reason: 'cost-unpaid', detail: `${text}: total power ${power(all)} available`, rule: '702.122a' };
    halt('unmodelled', 'error.unmodelled', { reason: 'cost-choice', what: 'crew', text, rule: '702.122a' });
  }
  if (new Set(named).size !== named.length) return { reason: 'cost-unpaid', detail: `${text}: the same creature named twice`, rule: '118.3' };
  for (const id of named) {
    const x = run.state.objects.find((y) => y.id === id);
    if (!x || !can(x)) return { reason: 'cost-unpaid', detail: `${x?.label ?? id}: not another untapped creature you control`, rule: '702.122a' };
  }
  const total = power(named);
  if (total < n) return { reason: 'cost-unpaid', detail: `${text}: total power ${total}`, rule: '702.122a' };
  return { ids: [...named], power: total };
}

/** 602.2b / 601.2h: life, sacrifices and discards of an activation cost, paid in full as it is activated. */
export function payCostObjects(run: Run, o: GameObject, ab: ActivatedAbility, player: PlayerId, paid: CostObjects): void {
  if (ab.payLife !== undefined) {
    // 119.4: paying life is losing that much life.
    emit(run, step('activate.pay-life', ['119.4', '602.2b'], { player, source: o.label, amount: ab.payLife }));
    run.perform({ kind: 'life', player, amount: -ab.payLife });
  }
  const cc = ab.counterCost;
  if (cc) {
    // 602.2b, 601.2h, 122.1: the counters are removed from (or put on) the ability's own permanent as the cost is paid.
    emit(run, step('activate.pay-counters', ['602.2b', '601.2h'], { player, source: o.label, counter: cc.counter, amount: cc.amount, remove: cc.remove }));
    run.perform(cc.remove ? { kind: 'remove-counters', target: o.id, counter: cc.counter, amount: cc.amount } : { kind: 'add-counters', target: o.id, counter: cc.counter, amount: cc.amount });
  }
  if (ab.tapCost && paid.tap) {
    // 602.2b, 701.26a: the permanents are tapped as the cost is paid.
    emit(run, step('activate.tap-cost', ['602.2b', '701.26a'], { player, source: o.label, objects: paid.tap.map((id) => run.state.objects.find((x) => x.id === id)?.label ?? id) }));
    for (const id of paid.tap) run.perform({ kind: 'tap', object: id });
  }
  if (ab.crew !== undefined && paid.crew) {
    // 702.122a-b: the creatures are tapped as the cost is paid; each crews the Vehicle.
    for (const id of paid.crew.ids) run.perform({ kind: 'tap', object: id });
    emit(run, step('activate.crew', ['702.122a', '702.122b'], { player, source: o.label, creatures: paid.crew.ids.map((id) => run.state.objects.find((x) => x.id === id)?.label ?? id), power: paid.crew.power, amount: ab.crew }));
  }
  for (const s of paid.sacrifice) run.perform({ kind: 'sacrifice', object: s });
  for (const d of paid.discard) {
    // 701.9a: discarding moves the card from its owner's hand to their graveyard.
    record(run, { kind: 'discarded', player, card: d }, null);
    run.perform({ kind: 'move', object: d, to: 'graveyard' });
  }
}
