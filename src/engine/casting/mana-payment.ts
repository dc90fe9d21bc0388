/**
 * Paying mana while casting (601.2g-h): the mana abilities the player names are checked before
 * anything happens (605, 602.2b, 118.3), and a cost that can't be paid is said to be unpayable only
 * when no other choice of the player's could have paid it — otherwise the run stops as unmodelled
 * rather than state "can't pay" on a choice the engine made for them.
 */
import { hasHaste } from '../keywords/haste.ts';
import { currentObject } from '../objects.ts';
import { halt } from '../run.ts';
import type { Run } from '../run.ts';
import type { ActivatedAbility, Computed, GameObject, ManaPool, PlayerId, PlayerState } from '../types.ts';
import { activationRestriction } from './activation-costs.ts';
import { activatedOf, isPrinted, usableActivated } from './activated-of.ts';
import type { Problem } from './checks.ts';
import { addToPool, changeGeneric, formatCost, parsePool, payFromPool, poolText } from './mana.ts';
import type { ManaCost } from './mana.ts';

/** A mana ability activated while paying; `alternatives`: its permanent has other mana abilities the player might have chosen. */
export interface ManaSource {
  o: GameObject;
  ab: ActivatedAbility;
  mana: ManaPool;
  alternatives: boolean;
  /** A land's mana of a type the question didn't tell (board-mana.ts): it paid only generic mana. */
  untold?: boolean;
}

/** 601.2g: the mana abilities the player activates while paying, checked before anything happens. */
export function manaSources(run: Run, byId: Record<string, Computed>, player: PlayerId, ids: readonly string[]): ManaSource[] | Problem {
  const out: ManaSource[] = [];
  for (const id of ids) {
    const o = currentObject(run, id);
    const c = byId[o.id];
    // Its printed mana abilities and those effects grant it (113.10); not printed ones it lost (613.1f).
    const list = usableActivated(o, c);
    const ab = list.find((x) => x.mana === true && x.adds !== undefined);
    // Which of several mana abilities the player activates is their choice (605.3a): the engine takes
    // the first that says what it adds, and never states "can't pay" on that choice (see cast()).
    const alternatives = list.filter((x) => x.mana === true).length > 1;
    if (!c || o.zone !== 'battlefield' || c.controller !== player) return { reason: 'mana-source', detail: `${o.label}: not a permanent you control`, rule: '602.2' }; // review: only its controller may activate it (was 605.3a)
    // Review fix (613.1f): a permanent that lost all its abilities has no mana ability to activate.
    if (!ab && c.lostAllAbilities === true) return { reason: 'mana-source', detail: `${o.label}: it has lost all its abilities`, rule: '613.1f' };
    if (!ab) return { reason: 'mana-source', detail: `${o.label}: no mana ability that says what it adds`, rule: '605.1a' };
    const index = activatedOf(o, c).indexOf(ab);
    if (c.lostRulesText === true && isPrinted(o, index)) halt('unmodelled', 'error.unmodelled', { reason: 'lost-rules-text', object: o.label, mana: true, rule: '305.7' });
    // Review fix: the mana ability's own cost is paid as it is activated (602.2b -> 601.2h). {T} and
    // "sacrifice this" are paid below; any other part (mana, life, …) stops as unmodelled rather than
    // adding mana for free.
    for (const part of (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '')) {
      const tapPart = part.toUpperCase() === '{T}' && ab.tap === true;
      const sacPart = ab.sacrificeSelf === true && (/^sacrifice (this|~|it)\b/i.test(part) || part.toLowerCase() === `sacrifice ${o.printed.name.toLowerCase()}`);
      if (!tapPart && !sacPart) halt('unmodelled', 'error.unmodelled', { reason: 'mana-ability-cost', cost: part, text: ab.text, rule: '602.2b' });
    }
    if (out.some((x) => x.o.id === o.id) && ab.sacrificeSelf) return { reason: 'mana-source', detail: `${o.label}: already sacrificed for mana`, rule: '701.21a' };
    // 602.1b, 602.5: "Activate only if …" applies while paying too.
    const restricted = activationRestriction(run, byId, o, index, ab, player);
    if (restricted) return { reason: 'mana-source', detail: `${o.label}: ${restricted.detail}`, rule: restricted.rule };
    // 118.3: a permanent that's already tapped can't be tapped to pay a cost (review: was 602.2b).
    if (out.some((x) => x.o.id === o.id) && ab.tap) return { reason: 'tapped', detail: o.label, rule: '118.3' };
    if (ab.tap && o.tapped) return { reason: 'tapped', detail: o.label, rule: '118.3' };
    if (ab.tap && c.types.includes('Creature') && o.summoningSick && !hasHaste(c)) return { reason: 'summoning-sick', detail: o.label, rule: '602.5a 302.6' };
    const mana = parsePool(ab.adds!);
    if (!mana) halt('unmodelled', 'error.unmodelled', { reason: 'mana-ability', text: ab.text, adds: ab.adds!, rule: '106.1' });
    out.push({ o, ab, mana, alternatives });
  }
  return out;
}

/**
 * Review fix (601.2h): which mana pays a generic cost is the player's choice; the engine makes it by
 * a stated policy (mana.ts). If this cost can't be paid now but could have been had the earlier
 * generic payments used other mana (judged generously: all of that mana returned and the same
 * amount of generic added to this cost — a necessary condition for any other history, since the
 * coloured symbols paid were forced), the answer would rest on the engine's guess: stop as
 * unmodelled rather than state "can't pay". Otherwise the cost truly can't be paid: the caller rewinds.
 */
export function unpaidAfterEarlierChoice(who: PlayerState, pool: ManaPool, total: ManaCost): void {
  const earlier = who.genericPaid ?? {};
  const amount = Object.values(earlier).reduce((n, k) => n + (k ?? 0), 0);
  if (amount === 0) return;
  if (!payFromPool(addToPool(pool, earlier), changeGeneric(total, amount)).ok) return;
  halt('unmodelled', 'error.unmodelled', { reason: 'earlier-mana', spent: poolText(earlier), cost: formatCost(total), rule: '601.2h' });
}

/**
 * Review fix (601.2g, 118.3c): the player has a chance to activate mana abilities while paying, so
 * "can't pay" is only true if the mana abilities the cast didn't name couldn't pay it either. If the
 * player controls unnamed permanents whose mana abilities might pay it (untapped, or with an
 * ability that doesn't tap; one that doesn't say what it adds counts as "might"), the answer would
 * depend on which the player taps: stop as unmodelled and ask for them to be named.
 */
export function unpaidWithUnnamedSources(run: Run, byId: Record<string, Computed>, player: PlayerId, named: readonly string[], pool: ManaPool, total: ManaCost): void {
  let extra: ManaPool = {};
  const unnamed: string[] = [];
  let unknown = false;
  for (const o of run.state.objects) {
    const c = byId[o.id];
    if (o.zone !== 'battlefield' || !c || c.controller !== player || named.includes(o.id)) continue;
    const abs = usableActivated(o, c).filter((x) => x.mana === true);
    const ab = abs[0];
    if (!ab) continue;
    if (ab.tap && (o.tapped || (c.types.includes('Creature') && o.summoningSick && !hasHaste(c)))) continue;
    const mana = ab.adds === undefined ? null : parsePool(ab.adds);
    // One without {T} might be activated more than once: how much it could add is open; so is which
    // of several mana abilities the player activates, and a land's after 305.7.
    if (mana && ab.tap && abs.length === 1 && c.lostRulesText !== true) extra = addToPool(extra, mana);
    else unknown = true;
    unnamed.push(o.label);
  }
  if (unnamed.length === 0) return;
  if (!unknown && !payFromPool(addToPool(pool, extra), total).ok) return;
  halt('unmodelled', 'error.unmodelled', { reason: 'mana-abilities-unnamed', cost: formatCost(total), sources: unnamed, rule: '601.2g' });
}
