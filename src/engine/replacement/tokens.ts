/**
 * Token-creation replacement effects (614.1a, 614.16): "If an effect would create one or more tokens
 * under your control, it creates twice that many of those tokens instead." Creating a token contains
 * the event of its entering the battlefield, so these effects are chosen before any effect that
 * modifies how the tokens enter (616.1g); each applies once to the event (614.5). Multipliers
 * commute, so the order among several of them (616.1) doesn't change the number.
 */
import { applyEntersTapped } from './enters-tapped.ts';
import { mayApply, propose, replacedBy } from './proposed.ts';
import { inForce } from './in-force.ts';
import { createObject } from '../events.ts';
import { countEvent, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { EnterChoice, ObjectSeed, TokenMultiplier, TriggerCondition } from '../types.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { chooseEffect, label } from './choose.ts';
import { enterAsCopy } from './enter-as-copy.ts';
import { playerCant } from './cant.ts';
import { edit } from '../changes.ts';

/** Creates the object; a token (not a card put onto the battlefield) goes through token multipliers first. */
export function createTokens(run: Run, seed: ObjectSeed, order: readonly string[] | null, choices: readonly EnterChoice[] = []): void {
  const isToken = seed.isToken ?? true;
  const onBattlefield = (seed.zone ?? 'battlefield') === 'battlefield';
  const pool =
    isToken && onBattlefield
      ? (run.state.replacements ?? []).filter((e): e is TokenMultiplier => e.kind === 'token-multiplier' && e.controller === seed.controller && inForce(run, e))
      : [];
  let proposed = propose({ count: 1 });
  for (;;) {
    const left = pool.filter((e) => mayApply(proposed, e.id));
    if (left.length === 0) break;
    const e = chooseEffect(left, order);
    const before = proposed.event.count;
    proposed = replacedBy(proposed, e.id, { count: before * e.factor }); // 614.5
    const count = proposed.event.count;
    countEvent(run);
    emit(
      run,
      step('token.replaced', ['614.1a', '614.16', '616.1g', ...(pool.length >= 2 ? ['616.1', '616.1e', '616.1f'] : [])], {
        effect: label(e),
        object: seed.label ?? seed.printed.name,
        controller: seed.controller,
        before,
        after: count,
        policy: pool.length < 2 ? 'only' : order !== null && order.includes(e.id) ? 'given' : 'timestamp',
      }),
    );
  }
  for (let k = 1; k <= proposed.event.count; k++) {
    const s: ObjectSeed = k === 1 || seed.id === undefined ? seed : { ...seed, id: `${seed.id}#${k}` };
    enter(run, s, order, choices[k - 1]);
  }
}

/**
 * An object enters the battlefield (or is put into another zone) with the replacement effects that
 * modify how it enters (614.1c, 614.12): a copy effect first (616.1c), which replaces its copiable
 * values so its own "enters tapped" no longer applies (616.1f, 707.2); then "enters tapped"; then
 * what is chosen as it enters (614.12a), given explicitly.
 */
function enter(run: Run, seed: ObjectSeed, order: readonly string[] | null, choice: EnterChoice | undefined): void {
  let s = seed;
  let ownPrinted: typeof seed.printed | null = null;
  if ((s.zone ?? 'battlefield') === 'battlefield') {
    const copied = enterAsCopy(run, { printed: s.printed, controller: s.controller, label: s.label ?? s.printed.name, entersTapped: s.entersTapped === true }, order);
    if (copied) {
      // 616.1f: as a copy it no longer has its own "enters tapped" abilities.
      const { entersTappedUnless: _u, entersTappedUnlessPaid: _p, ...rest } = s;
      s = { ...rest, printed: copied, entersTapped: false };
      ownPrinted = seed.printed;
    }
    if (s.entersTapped !== true && s.entersTappedUnless) s = { ...s, entersTapped: !tappedUnlessHolds(run, s, s.entersTappedUnless) };
    if (s.entersTapped !== true && s.entersTappedUnlessPaid) s = { ...s, entersTapped: !paysToEnterUntapped(run, s, s.entersTappedUnlessPaid.life, choice) };
    if (s.entersTapped === true) {
      s = { ...s, tapped: true };
      emit(run, step('enter.tapped', ['614.1c', '614.15'], { object: s.label ?? s.printed.name }));
    }
  }
  // 614.1c: its own "enters with N (X) counters" — given with the seed when it is described; a created
  // object (a token copy) that would enter with them isn't modelled: stop rather than leave them off.
  const withCounters = (s.zone ?? 'battlefield') === 'battlefield' ? s.printed.entersWithCounters : undefined;
  if (withCounters && [...Object.keys(withCounters.counters), ...withCounters.x].every((k) => (s.counters?.[k] ?? 0) === 0)) {
    halt('unmodelled', 'error.unmodelled', { reason: 'enters-with-counters', object: s.label ?? s.printed.name, text: withCounters.text, rule: '614.1c' });
  }
  const id = createObject(run, s);
  const obj = run.state.objects.find((o) => o.id === id);
  // 303.4i: an Aura token that could enchant nothing legal wasn't created: nothing entered.
  if (!obj) return;
  // 614.1d: another permanent's "… your opponents control enter tapped".
  applyEntersTapped(run, obj);
  // Only its characteristics are copied (707.2): a card stays a card (704.5e is for copies made as
  // objects) and is itself again once it leaves (400.7); a token stays a token (704.5d).
  if (ownPrinted) edit(run, obj).cardPrinted = ownPrinted;
  if (choice?.color !== undefined) {
    edit(run, obj).chosen = { ...obj.chosen, color: choice.color };
    emit(run, step('enter.choice', ['614.12', '614.12a', '616.1g'], { object: obj.label, color: choice.color }));
  }
}

/** 614.1c, 614.12: "enters tapped unless <condition>", judged as it enters for the player who will control it. */
function tappedUnlessHolds(run: Run, s: ObjectSeed, cond: TriggerCondition): boolean {
  const holds = conditionHolds(run.state, layersOf(run).result.byId, cond, s.controller);
  emit(run, step('enter.tapped-unless', ['614.1c', '614.12'], { object: s.label ?? s.printed.name, holds }));
  return holds;
}

/**
 * "As this land enters, you may pay N life. If you don't, it enters tapped." The choice is made before
 * it enters (614.12a): unanswered, the player doesn't pay (a stated default); a player with less life
 * than that can't pay it (119.4). Paying life is losing it.
 */
function paysToEnterUntapped(run: Run, s: ObjectSeed, life: number, choice: EnterChoice | undefined): boolean {
  const player = run.state.players.find((p) => p.id === s.controller);
  // 119.4, 119.8: enough life, and able to lose it (paying 0 life always works, 119.4b).
  const can = player !== undefined && player.life >= life && (life === 0 || playerCant(run, 'lose-life', player.id) === null);
  const pays = can && choice?.payLife === true;
  const policy = !can ? 'impossible' : choice?.payLife === undefined ? 'default-decline' : 'given';
  emit(run, step('enter.pay-life', can ? ['614.12a', '119.4'] : ['614.12a', '119.4', '118.3'], { object: s.label ?? s.printed.name, player: s.controller, amount: life, paid: pays, policy }));
  if (pays) run.perform({ kind: 'life', player: s.controller, amount: -life });
  return pays;
}
