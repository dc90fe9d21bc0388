/**
 * What happens as a step, a phase or the turn ends, beyond the step machinery itself: unspent mana
 * empties from every mana pool (106.4), and at the end of the turn the turn's own history ("creatures
 * you attacked with this turn", 608.2i) is cleared.
 */
import { countEvent, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, PlayerId, TurnStep } from '../types.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { setTapped } from '../events.ts';
import { DOESNT_UNTAP } from '../keywords/text-abilities.ts';
import { edit } from '../changes.ts';

/**
 * A player's turn begins (500.1) with its untap step (501.1): that player becomes the active
 * player; the permanents they control have now been under their control continuously since their
 * most recent turn began, so summoning sickness no longer stops them (302.6); and they untap all at
 * once (502.3; phasing and day/night, 502.1-502.2, are not modelled). No player gets priority in
 * the untap step (502.4): the next step is begun by the caller.
 */
export function beginTurn(run: Run, player: PlayerId, first: TurnStep): void {
  if (first !== 'untap') halt('illegal_action', 'error.illegal-action', { reason: 'turn-begins-with-untap', rule: '501.1' });
  if (!run.state.players.some((p) => p.id === player)) halt('bad_reference', 'error.bad-reference', { reference: player, what: 'player' });
  run.state.activePlayer = player;
  // 702.40a: a turn the run began has had no spells cast yet.
  run.state.spellsCastThisTurn = 0;
  // 700.4: nor has any creature died yet.
  run.state.creatureDiedThisTurn = false;
  run.state.permanentLeftThisTurn = Object.fromEntries(run.state.players.map((p) => [p.id, false]));
  delete run.state.cantRegenerate;
  delete run.state.additionalPhases; // 500.8: phases added to the turn that ended
  const byId = layersOf(run).result.byId;
  const mine = run.state.objects.filter((o) => o.zone === 'battlefield' && byId[o.id]?.controller === player);
  const ready = mine.filter((o) => o.summoningSick);
  for (const o of ready) edit(run, o).summoningSick = false;
  // 502.3: an effect can keep a permanent from untapping ("doesn't untap during its controller's untap step").
  const kept = mine.filter((o) => o.tapped && byId[o.id]?.keywords.some((k) => k.keyword === DOESNT_UNTAP));
  const untapping = mine.filter((o) => o.tapped && !kept.includes(o));
  const creatures = ready.filter((o) => byId[o.id]?.types.includes('Creature'));
  const rules = ['500.1', ...(untapping.length > 0 || kept.length > 0 ? ['502.3'] : []), ...(creatures.length > 0 ? ['302.6'] : [])];
  emit(run, step('turn.begins', rules, { player, untapped: untapping.map((o) => o.label), ready: creatures.map((o) => o.label), ...(kept.length > 0 ? { stayTapped: kept.map((o) => o.label) } : {}) }));
  const others = untapOthers(run, player);
  // 502.3: the untapping is one event for all of them; each "becomes untapped" is recorded.
  for (const o of [...untapping, ...others]) setTapped(run, o, false);
}

/**
 * 502.3: "Untap all permanents you control during each other player's untap step" — each such
 * permanent (on the battlefield, its abilities not lost, 613.1f) controlled by a player other than
 * the active one untaps that player's tapped permanents its filter names, with the active player's
 * (one event). "Doesn't untap during its controller's untap step" doesn't stop it: this is not
 * their controller's untap step.
 */
function untapOthers(run: Run, active: PlayerId): GameObject[] {
  const byId = layersOf(run).result.byId;
  const out: GameObject[] = [];
  for (const src of run.state.objects) {
    const u = src.printed.untapDuringOthers;
    const c = byId[src.id];
    if (!u || src.zone !== 'battlefield' || !c || c.controller === active || c.lostAllAbilities === true || c.lostRulesText === true) continue;
    const now = run.state.objects.filter((o) => o.zone === 'battlefield' && o.tapped && !out.includes(o) && byId[o.id]?.controller === c.controller && matchesObjectFilter({ ...u.filter, zone: 'battlefield' }, o, byId[o.id]!, c.controller, src.id));
    emit(run, step('turn.untap-others', ['502.3'], { player: c.controller, source: src.label, text: u.text, untapped: now.map((o) => o.label) }));
    out.push(...now);
  }
  return out;
}

/** 106.4: each player's mana pool empties as a step or phase ends. A tracked pool stays tracked (empty). */
export function emptyManaPools(run: Run, ending: TurnStep): void {
  const emptied: string[] = [];
  for (const p of run.state.players) {
    if (p.genericPaid !== undefined) delete p.genericPaid;
    if (p.manaPool === undefined) continue;
    if (Object.values(p.manaPool).some((n) => (n ?? 0) > 0)) emptied.push(p.id);
    p.manaPool = {};
  }
  if (emptied.length === 0) return;
  countEvent(run);
  emit(run, step('turn.mana-emptied', ['106.4'], { step: ending, players: emptied }));
}

/**
 * The end of the turn: nothing has been "attacked with this turn" in the next one (608.2i looks back only within the turn).
 * Said of the creatures that are still the objects that attacked; one that has since changed zones is a new object with no
 * such record (400.7), so it is not named — never by its internal id.
 */
export function forgetAttacks(run: Run): void {
  const list = run.state.attackedThisTurn ?? [];
  if (list.length === 0) return;
  const labels = list.flatMap((x) => run.state.objects.filter((o) => o.id === x.object).map((o) => o.label));
  delete run.state.attackedThisTurn;
  if (labels.length > 0) emit(run, step('turn.attacks-forgotten', ['608.2i'], { objects: labels }));
}
