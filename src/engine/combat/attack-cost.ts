/**
 * Costs to attack (508.1c, 508.1h-j): "Creatures can't attack you unless their controller pays {2}
 * for each creature they control that's attacking you" (CastStatic 'attack-tax') is a restriction
 * that a payment lifts. Once the attackers are chosen (and tapped, 508.1f), the active player adds up
 * the cost of every such ability for every creature it covers; the total is locked in (508.1h), mana
 * abilities may be activated (508.1i), and it is paid in full or the declaration is illegal (508.1j,
 * 508.1: the game returns to before it).
 *
 * The mana is paid the way a spell's is (601.2g-h): from the pool when the scenario tracks one, from
 * the player's board when it says their mana is their permanents' (board-mana.ts). When the
 * scenario tracks no mana at all the cost is taken as paid, as a spell's is, and the step says so.
 */
import { currentObject, currentPlayer } from '../objects.ts';
import { choose, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { playerStatics } from '../casting/permissions.ts';
import { boardSources, rememberBoardPayment } from '../casting/board-mana.ts';
import { isProblem } from '../casting/checks.ts';
import { unpaidAfterEarlierChoice } from '../casting/mana-payment.ts';
import { addToPool, formatCost, parseCost, payFromPool, poolText } from '../casting/mana.ts';
import { record } from '../record.ts';
import { viewOf } from '../damage/view.ts';
import type { AttackingCreature, PlayerId } from '../types.ts';

/** The generic mana each attack-tax ability adds for these attackers (508.1h), with the abilities' texts. */
export function attackCost(run: Run, attacker: PlayerId, attackers: readonly AttackingCreature[]): { generic: number; texts: string[] } {
  const view = viewOf(run);
  let generic = 0;
  const texts: string[] = [];
  for (const { st, source, controller } of playerStatics(run.state, view.byId, attacker)) {
    if (st.kind !== 'attack-tax') continue;
    let n = 0;
    for (const a of attackers) {
      const attacked =
        a.targetKind === 'player' ? a.target === controller : st.planeswalkers === true && a.targetKind === 'planeswalker' && a.target !== null && view.byId[a.target]?.controller === controller;
      if (!attacked) continue;
      const o = currentObject(run, a.id);
      const c = view.byId[o.id];
      if (!c || (st.filter && !matchesObjectFilter(st.filter, o, c, controller, source.id))) continue;
      n++;
    }
    if (n === 0) continue;
    generic += n * st.generic;
    texts.push(`${source.label}: ${st.text}`);
  }
  return { generic, texts };
}

/** 508.1h-j: the locked-in cost to attack, mana abilities, then the payment — or the declaration is illegal. */
export function payAttackCost(run: Run, attacker: PlayerId, attackers: readonly AttackingCreature[]): void {
  const { generic, texts } = attackCost(run, attacker, attackers);
  if (generic === 0) return;
  const cost = parseCost(`{${generic}}`);
  const costText = formatCost(cost);
  const who = currentPlayer(run, attacker);
  const first = run.state.objects.find((o) => o.id === attackers[0]!.id)?.label ?? attackers[0]!.id;
  // `available`: the mana the player could make (board-mana.ts's detail after the cost), or their pool.
  const refuse = (available: string): never => halt('illegal_action', 'combat.cant-attack.cost-unpaid', { object: first, cost: costText, available, ability: texts.join(' / '), rule: '508.1h, 508.1j' });
  if (who.payFromBoard === true) {
    const view = viewOf(run);
    const chosen = boardSources(run, view.byId, attacker, who, cost, costText);
    if (isProblem(chosen)) {
      const available = /; available (.*)$/.exec(chosen.detail)?.[1];
      return refuse(available === undefined || available === 'no mana' ? '-' : available);
    }
    for (const s of chosen.sources) {
      if (s.ab.tap) run.perform({ kind: 'tap', object: s.o.id });
      if (s.ab.sacrificeSelf) run.perform({ kind: 'sacrifice', object: s.o.id });
      who.manaPool = addToPool(who.manaPool ?? {}, s.mana);
      record(run, { kind: 'activated', source: s.o.id, item: null, player: attacker, ability: s.ab.text, mana: true }, null);
      emit(run, step('cast.mana-ability', s.untold ? ['508.1i', '605.3b', '106.4', '107.4b'] : ['508.1i', '605.3b', '106.4'], { player: attacker, source: s.o.label, ability: s.ab.text, adds: poolText(s.mana), ...(s.untold ? { untold: true } : {}) }));
    }
    const pay = payFromPool(who.manaPool ?? {}, chosen.cost);
    if (!pay.ok) return refuse(poolText(who.manaPool ?? {}));
    who.manaPool = pay.left;
    if (Object.keys(pay.generic).length > 0) who.genericPaid = addToPool(who.genericPaid ?? {}, pay.generic);
    rememberBoardPayment(who, cost, chosen.sources.map((s) => s.o.id));
    emit(run, step('combat.attack-cost', ['508.1h', '508.1i', '508.1j'], { player: attacker, cost: costText, abilities: texts, paid: poolText(pay.paid), assumed: false }));
    choose(run, { kind: 'attack-cost', player: attacker, cost: costText, payment: 'board' });
    return;
  }
  if (who.manaPool !== undefined) {
    const pay = payFromPool(who.manaPool, cost);
    if (!pay.ok) {
      unpaidAfterEarlierChoice(who, who.manaPool, cost);
      return refuse(poolText(who.manaPool));
    }
    who.manaPool = pay.left;
    if (Object.keys(pay.generic).length > 0) who.genericPaid = addToPool(who.genericPaid ?? {}, pay.generic);
    emit(run, step('combat.attack-cost', ['508.1h', '508.1j'], { player: attacker, cost: costText, abilities: texts, paid: poolText(pay.paid), assumed: false }));
    choose(run, { kind: 'attack-cost', player: attacker, cost: costText, payment: 'pool' });
    return;
  }
  // No mana told: taken as paid, as a spell's cost is (the step says the payment was assumed).
  emit(run, step('combat.attack-cost', ['508.1h', '508.1j'], { player: attacker, cost: costText, abilities: texts, paid: costText, assumed: true }));
  choose(run, { kind: 'attack-cost', player: attacker, cost: costText, payment: 'assumed' });
}
