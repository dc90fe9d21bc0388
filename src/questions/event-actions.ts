/**
 * The events of a story that are one Scenario action each, as told: counters put (122), a permanent
 * destroyed, exiled, sacrificed, bounced, dying or returning (400.7: a card dying again after it came
 * back is a new object's death), a regeneration shield (701.19), damage (120), life (119), cards drawn (121.2), a
 * prevention or doubling effect (615, 614).
 */
import { assertNever } from '../core/result.ts';
import type { ParsedQuestion, QEvent } from './types.ts';
import { damageMatchOf, selectorOf } from './scenario-objects.ts';
import type { ActionInput, ReplacementInput } from './scenario-input.ts';

type PlainEvent = Extract<QEvent, { kind: 'counters' | 'destroy' | 'exile' | 'sacrifice' | 'remove-from-combat' | 'bounce' | 'dies' | 'return' | 'regenerate' | 'damage' | 'life' | 'draw' | 'prevent' | 'double' }>;

/** The actions of one plain event. */
export function storyActions(q: ParsedQuestion, e: PlainEvent): ActionInput[] {
  const out: ActionInput[] = [];
  switch (e.kind) {
    case 'counters':
      for (const id of e.ids) out.push({ kind: 'add-counters', target: id, counter: e.counter, amount: e.amount });
      return out;
    case 'destroy':
    case 'exile':
    case 'sacrifice':
    case 'remove-from-combat':
      for (const id of e.ids) out.push({ kind: e.kind, object: id });
      return out;
    case 'bounce':
      for (const id of e.ids) out.push({ kind: 'return-to-hand', object: id });
      return out;
    case 'dies': {
      // Told of something the story already took off the battlefield ("it dies. Then it dies again", or after
      // it came back): a new death of the card as it is now (400.7), never a restatement that does nothing.
      const before = q.events.slice(0, q.events.indexOf(e));
      const again = (id: string): boolean => before.some((b) => (b.kind === 'dies' || b.kind === 'destroy' || b.kind === 'exile' || b.kind === 'sacrifice' || b.kind === 'bounce' || b.kind === 'return') && b.ids.includes(id));
      // Told as what a spell did: checked against the run (a premise, engine/actions.ts toldMove), never made.
      if (e.result === true) for (const id of e.ids) out.push({ kind: 'move', object: id, to: 'graveyard', premise: true });
      else for (const id of e.ids) out.push(again(id) ? { kind: 'move', object: id, to: 'graveyard', from: 'battlefield' } : { kind: 'move', object: id, to: 'graveyard' });
      return out;
    }
    case 'return':
      // (Already back, by a rule the engine ran — persist, a "return it" ability: the move is no change.)
      // "Comes back" with nothing said to return it is the rules' return: checked, never made (a premise).
      for (const id of e.ids) out.push(e.premise === true ? { kind: 'move', object: id, to: 'battlefield', premise: true, ...(e.supposed === true ? { supposed: true as const } : {}) } : { kind: 'move', object: id, to: 'battlefield' });
      return out;
    case 'regenerate':
      for (const id of e.ids) out.push({ kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: id } });
      return out;
    case 'damage':
      // Told as prevented: a shield of exactly this damage, from its source to each recipient, made just before it (615.1, 615.7), so it is never dealt (615.6).
      if (e.prevented === true) for (const to of [e.target, ...(e.also ?? [])]) out.push({ kind: 'add-replacement', replacement: { kind: 'prevent', amount: e.amount, to, ...(e.source !== null ? { from: e.source } : {}) } });
      out.push({ kind: 'damage', source: e.source, target: e.target, amount: e.amount, ...(e.also ? { also: e.also } : {}) });
      return out;
    case 'life':
      out.push(e.amount >= 0 ? { kind: 'gain-life', player: e.side, amount: e.amount } : { kind: 'life', player: e.side, amount: e.amount });
      return out;
    case 'draw':
      // A draw of N cards is N draws, one at a time (121.2): each one triggers what a draw triggers (603.2).
      out.push({ kind: 'draw', player: e.side, count: e.count });
      return out;
    case 'prevent': {
      const r: Extract<ReplacementInput, { kind: 'prevent' }> = { kind: 'prevent', amount: e.amount };
      if (e.combatOnly) r.combatOnly = true;
      if (e.to) r.to = e.to.kind === 'things' && e.to.ids.length === 1 ? e.to.ids[0] : e.to.kind === 'player' ? e.to.side : selectorOf(e.to);
      if (e.from) r.from = e.from.kind === 'things' ? (e.from.ids.length === 1 ? e.from.ids[0] : e.from.ids) : e.from.kind === 'player' ? e.from.side : selectorOf(e.from);
      out.push({ kind: 'add-replacement', replacement: r });
      return out;
    }
    case 'double': {
      const from = e.from.kind === 'things' && e.from.ids.length === 1 ? e.from.ids[0] : damageMatchOf(e.from);
      out.push({ kind: 'add-replacement', replacement: { kind: 'damage-modifier', multiply: 2, from, controller: 'A' } });
      return out;
    }
    default:
      return assertNever(e);
  }
}
