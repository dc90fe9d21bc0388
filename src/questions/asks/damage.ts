/**
 * Damage dealt in the run (120.3): to a creature, by an object, to a player; with what prevented it
 * when none got through (615).
 */
import { meets } from './compare.ts';
import type { Ask } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { damageTo, defending, idsOf, labelsOf } from './view.ts';
import { because, decisiveStep, PREVENTED } from './reasons.ts';

/** "Is it dealt damage?", "how much damage does X deal to it?". */
export function askDealtDamage(a: Extract<Ask, { kind: 'dealt-damage' }>, ctx: AskContext): AskResult {
  const { view, lang, w, label, yes, r } = ctx;
  const ids = idsOf(view, a.id);
  const by = a.by !== undefined ? idsOf(view, a.by) : null;
  const n = r.events.reduce((m, e) => (e.kind === 'damage-dealt' && ids.has(e.target) && (by === null || (e.source !== null && by.has(e.source))) ? m + e.amount : m), 0);
  // Asked how much, the amount is the answer: no yes or no before it.
  const yn = a.howMuch ? (): string => '' : yes;
  // "Does it still take 3?": yes only when that much is dealt (or as compared), never whenever some is.
  const v = a.amount !== undefined ? meets(n, a.amount, a.cmp) : n > 0;
  // From one source, said of that source: "the 1/1 is dealt no damage" would deny what the others dealt it.
  const lead = `${yn(v)}${a.by !== undefined ? w.damage.dealsToObject(label(a.by), label(a.id), n) : w.damage.isDealt(label(a.id), n)}`;
  const named = labelsOf(view, a.id);
  const from = a.by !== undefined ? labelsOf(view, a.by) : null;
  const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== true && named.has(String(p.target)) && (from === null || from.has(String(p.source)))) : undefined;
  return { verdict: a.howMuch ? null : v ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
}

/** "Does it deal damage (to the player)?". */
export function askDealsDamage(a: Extract<Ask, { kind: 'deals-damage' }>, ctx: AskContext): AskResult {
  const { view, lang, w, label, yes, r } = ctx;
  if (a.any) {
    // Damage to anything: every damage event from the object (120.3), whoever took it.
    const from = idsOf(view, a.id);
    const n = r.events.reduce((m, e) => (e.kind === 'damage-dealt' && e.source !== null && from.has(e.source) ? m + e.amount : m), 0);
    const yn = a.howMuch ? (): string => '' : yes;
    const lead = `${yn(n > 0)}${w.damage.dealsInAll(label(a.id), n)}`;
    const named = labelsOf(view, a.id);
    const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => named.has(String(p.source))) : undefined;
    return { verdict: a.howMuch ? null : n > 0 ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
  }
  const side = a.side ?? defending(view);
  const n = damageTo(view, side, a.id);
  // "How much damage does my 2/2 deal to him?": that creature's damage to the player, as an amount (no yes or no).
  const lead = `${a.howMuch ? '' : yes(n > 0)}${w.damage.dealsTo(label(a.id), side, n)}`;
  const named = labelsOf(view, a.id);
  const prevented = n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== false && p.target === side && named.has(String(p.source))) : undefined;
  return { verdict: a.howMuch ? null : n > 0 ? 'yes' : 'no', lead: because(lead, prevented, view, lang), value: String(n) };
}

/** "How much damage do I take?", "is that damage prevented?". */
export function askDamageTaken(a: Extract<Ask, { kind: 'damage-taken' }>, ctx: AskContext): AskResult {
  const { view, lang, w, yes } = ctx;
  const side = a.side ?? defending(view);
  const n = damageTo(view, side);
  // "Is that damage prevented?" is yes when none is taken; "does any damage get through?" when some is.
  // 「4点入る？」 is yes only when exactly that much is dealt; "more than 2?", 「3点以上？」 as compared.
  const v = (a.amount !== undefined ? meets(n, a.amount, a.cmp) : a.prevented === true ? n === 0 : n > 0) !== (a.negated === true);
  const lead = `${a.yesNo ? yes(v) : ''}${w.damage.takes(side, n)}`;
  // None taken because it was prevented (615.1): by what.
  const prevented = a.yesNo && n === 0 ? decisiveStep(view, PREVENTED, (p) => p.toPlayer !== false && p.target === side) : undefined;
  return { verdict: a.yesNo ? (v ? 'yes' : 'no') : null, lead: because(lead, prevented, view, lang), value: String(n) };
}
