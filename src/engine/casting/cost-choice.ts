/**
 * A spell's additional costs as this cast pays them (118.8, 601.2b, 601.2h). Most spells have at
 * most one of each kind, always paid; "As an additional cost to cast this spell, sacrifice an
 * artifact or discard a card" (SpellBody.costChoice) is paid one way, announced as the spell is cast
 * (601.2b): the cast's `costOption`, or what it names (a permanent to sacrifice, a card to discard)
 * when only one option could use it. A choice left unsaid is not guessed: the run stops, naming it.
 */
import { assertNever } from '../../core/result.ts';
import { halt } from '../run.ts';
import type { ObjectFilter, SpellBody, SpellCostOption } from '../types.ts';
import type { Cast, Problem } from './checks.ts';

/** The additional costs one cast pays: the fields of SpellBody that the cast reads. */
export type PaidCosts = Pick<SpellBody, 'sacrificeCost' | 'discardCost'> & {
  /** Life paid: an additional cost (118.8), or the alternative cost's part (`alternative`, 118.9). */
  lifeCost?: NonNullable<SpellBody['lifeCost']> & { alternative?: true };
  manaCost?: { cost: string; text: string };
  exileCost?: { text: string; filter: ObjectFilter };
};

/**
 * 118.9: the parts of the alternative cost the cast announces besides mana — life, a card exiled from its caster's hand,
 * a permanent sacrificed — paid as the spell's additional costs of those kinds are (601.2h). Only those parts: none
 * when the cast pays no such alternative cost.
 */
function alternativeParts(body: SpellBody | undefined, a: Cast): PaidCosts {
  const alt = a.alternative === undefined ? undefined : body?.alternatives?.find((x) => x.name === a.alternative);
  if (!alt) return {};
  const text = alt.text ?? alt.name;
  return {
    ...(alt.life !== undefined ? { lifeCost: { text, amount: alt.life, alternative: true as const } } : {}),
    ...(alt.sacrifice !== undefined ? { sacrificeCost: { text, filter: alt.sacrifice } } : {}),
    ...(alt.exileFromHand !== undefined ? { exileCost: { text, filter: alt.exileFromHand } } : {}),
  };
}

/**
 * The alternative cost's parts added to the additional costs the cast pays. A part of a kind the additional costs
 * pay too (life twice, two sacrifices) is two costs of one kind, which one cast can't name apart: not modelled.
 */
function withAlternative(paid: PaidCosts, alt: PaidCosts): PaidCosts {
  const clash = (Object.keys(alt) as (keyof PaidCosts)[]).find((k) => paid[k] !== undefined);
  if (clash) halt('unmodelled', 'error.unmodelled', { reason: 'two-costs-of-a-kind', text: alt[clash]!.text, rule: '118.9' });
  return { ...paid, ...alt };
}

/** The option the cast's announcement picks (601.2b), or null when it says none. */
function pickedOption(options: readonly SpellCostOption[], a: Cast): number | null {
  if (a.costOption !== undefined) return a.costOption;
  const named = (kind: SpellCostOption['kind']): number | null => {
    const i = options.findIndex((o) => o.kind === kind);
    return i >= 0 && options.findIndex((o, j) => j !== i && o.kind === kind) < 0 ? i : null;
  };
  const sacrificing = (a.sacrifice ?? []).length > 0;
  const discarding = a.discard !== undefined;
  if (sacrificing === discarding) return null;
  return sacrificing ? named('sacrifice') : named('discard');
}

/** The additional costs this cast pays with its alternative cost's parts (see the module comment), or a problem with the option it names. */
export function paidCosts(body: SpellBody | undefined, a: Cast): PaidCosts | Problem {
  const alt = alternativeParts(body, a);
  const paid = additionalCosts(body, a, alt);
  return 'reason' in paid ? paid : withAlternative(paid, alt);
}

/** The spell's additional costs this cast pays, its choice of them (601.2b) read from the cast; `alt` names the alternative cost's parts. */
function additionalCosts(body: SpellBody | undefined, a: Cast, alt: PaidCosts): PaidCosts | Problem {
  const own: PaidCosts = { ...(body?.sacrificeCost ? { sacrificeCost: body.sacrificeCost } : {}), ...(body?.discardCost ? { discardCost: body.discardCost } : {}), ...(body?.lifeCost ? { lifeCost: body.lifeCost } : {}) };
  const choice = body?.costChoice;
  if (!choice) {
    if (a.costOption !== undefined) return { reason: 'cost-option', detail: `option ${a.costOption + 1}: the spell has no choice of additional costs`, rule: '601.2b' };
    return own;
  }
  const i = pickedOption(choice.options, a);
  if (i === null) halt('unmodelled', 'error.unmodelled', { reason: 'additional-cost-choice', text: choice.text, rule: '601.2b' });
  const option = choice.options[i];
  if (!option) return { reason: 'cost-option', detail: `option ${i + 1} of ${choice.options.length}: ${choice.text}`, rule: '601.2b' };
  const text = choice.text;
  // What the cast names must be the cost it pays: a permanent to sacrifice while paying life isn't part of this cost.
  if ((a.sacrifice ?? []).length > 0 && option.kind !== 'sacrifice' && !own.sacrificeCost && !alt.sacrificeCost) return { reason: 'cost-sacrifice', detail: `${text} (paid another way)`, rule: '601.2h' };
  if (a.discard !== undefined && option.kind !== 'discard' && !own.discardCost && a.using !== 'jump-start') return { reason: 'cost-discard', detail: `${text} (paid another way)`, rule: '601.2h' };
  switch (option.kind) {
    case 'sacrifice':
      return { ...own, sacrificeCost: { text, ...(option.count !== undefined ? { count: option.count } : {}), filter: option.filter } };
    case 'discard':
      return { ...own, discardCost: { text } };
    case 'life':
      return { ...own, lifeCost: { text, amount: option.amount } };
    case 'mana':
      return { ...own, manaCost: { cost: option.cost, text } };
    default:
      return assertNever(option);
  }
}
