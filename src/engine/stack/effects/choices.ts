/**
 * 608.2d: a choice made while an instruction is followed ("you may …", "sacrifice a creature",
 * "choose a creature"). Every choice and the policy behind it is told in the trace.
 */
import { choose, emit, halt } from '../../run.ts';
import type { InstructionPolicy } from '../../choices.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import type { Computed, PlayerId, SpellEffect, StackItem } from '../../types.ts';
import { statValue } from '../../compare.ts';
import { itemLabel } from '../items.ts';
import { answerOf, matching } from '../instructions.ts';
import { byIdNow, labelOf } from './context.ts';
import type { Ctx } from './context.ts';

/**
 * The objects a player may choose (608.2d). 701.21a: only permanents the player controls can be sacrificed (the
 * sacrificing player chooses, 701.21a with 608.2d: the controller, or the player an edict names). "With the greatest
 * power / mana value among …": only those whose value is the greatest among the group (several when tied).
 */
export function candidatesOf(run: Run, byId: Record<string, Computed>, own: boolean, spec: NonNullable<SpellEffect['choose']>, player: PlayerId, source: string | null): string[] {
  const all = matching(run.state, byId, own ? { ...spec.filter, controller: 'you' } : spec.filter, player, source);
  const field = spec.greatest;
  if (field === undefined) return all;
  const valueOf = (id: string): number => {
    const c = byId[id]!;
    const o = run.state.objects.find((x) => x.id === id);
    const v = statValue(field, { zone: 'battlefield', types: c.types, power: c.power, toughness: c.toughness, manaCost: c.manaCost !== undefined ? c.manaCost : (o?.printed.manaCost ?? null) });
    return typeof v === 'number' ? v : 0;
  };
  const top = Math.max(...all.map(valueOf));
  return all.filter((id) => valueOf(id) === top);
}

/**
 * 608.2d: a choice made while the instruction is followed. "You may …" unanswered is declined; an
 * option that is impossible (nothing to sacrifice) can't be chosen. Objects chosen ("sacrifice a
 * creature") must match the filter; unanswered and mandatory, the first listed are taken. Every
 * choice and the policy behind it is in the trace. Returns the objects chosen (or [] for a plain
 * "you may" answered yes), or null if the instruction is not done.
 */
export function decide(run: Run, item: StackItem, e: SpellEffect, ctx: Ctx, chooser: PlayerId): string[] | null {
  if (e.may === undefined && e.choose === undefined) return [];
  const name = e.choose?.name ?? e.may!;
  const answer = answerOf(ctx.choices, name);
  const label = itemLabel(run.state, item);
  const optional = e.may !== undefined;
  const tell = (answerText: string | string[], policy: InstructionPolicy): void => {
    choose(run, { kind: 'instruction', item: item.id, choice: name, player: chooser, policy });
    emit(run, step('resolve.choice', ['608.2d'], { item: label, choice: name, answer: answerText, policy, player: chooser }));
  };
  if (!e.choose) {
    if (answer.kind === 'yes') {
      tell('yes', 'given');
      return [];
    }
    tell('no', answer.kind === 'no' ? 'given' : 'default-decline');
    return null;
  }
  const byId = byIdNow(run);
  const candidates = candidatesOf(run, byId, e.kind === 'sacrifice', e.choose, e.kind === 'sacrifice' ? chooser : item.controller, item.source);
  const count = e.choose.count ?? 1;
  if (candidates.length === 0) {
    // 608.2d: an impossible option can't be chosen ("a player who controls no creatures can't choose the sacrifice option").
    tell('no', 'impossible');
    return null;
  }
  if (answer.kind === 'no' && optional) {
    tell('no', 'given');
    return null;
  }
  if (answer.kind === 'yes' && answer.ids !== null) {
    const ids = answer.ids.map((x) => (candidates.includes(x) ? x : (candidates.find((c) => c.split('~')[0] === x) ?? x)));
    const bad = ids.filter((x) => !candidates.includes(x));
    // 608.2d: "two creatures" are two when there are that many to choose from (fewer only for "up to").
    const short = e.choose.upTo !== true && ids.length < Math.min(count, candidates.length);
    if (bad.length > 0 || ids.length > count || short) {
      halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: bad[0] ?? ids.join(', '), rule: '608.2d' });
    }
    tell(ids.map((x) => labelOf(run, x)), 'given');
    return ids;
  }
  if (optional && answer.kind === 'none') {
    tell('no', 'default-decline');
    return null;
  }
  if (e.choose.upTo === true) {
    // "Up to N" (608.2d): choosing none is allowed. Unanswered, an untap takes the chooser's own tapped
    // permanents (701.26b: only tapped ones can be untapped), first listed; any other kind isn't guessed.
    if (answer.kind === 'no') {
      tell('no', 'given');
      return null;
    }
    if (e.kind !== 'untap') halt('unmodelled', 'error.unmodelled', { reason: 'choice-objects', object: label, choice: name, rule: '608.2d' });
    const own = candidates.filter((x) => run.state.objects.find((o) => o.id === x)?.tapped === true && byId[x]?.controller === chooser);
    if (own.length === 0) {
      tell('no', 'impossible');
      return null;
    }
    const ids = own.slice(0, count);
    tell(ids.map((x) => labelOf(run, x)), 'default-own-tapped');
    return ids;
  }
  const ids = candidates.slice(0, count);
  tell(ids.map((x) => labelOf(run, x)), candidates.length <= count ? 'only' : 'default-first-listed');
  return ids;
}
