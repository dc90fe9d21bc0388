/**
 * 701.34a Proliferate, as an instruction of a resolving spell or ability: its controller chooses any
 * number of permanents and/or players that have a counter, then each chosen one gets one more
 * counter of each kind it already has (through counter replacement effects for permanents, 614.16).
 * The choice is the player's: it is read from the resolving action's `choices` (the ids chosen,
 * `false` for none, `true` for every one that has a counter). Unanswered, it is known only when
 * nothing has a counter; otherwise the run stops (which ones are chosen could change the answer).
 */
import { choose, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { PlayerId, ResolutionChoices, StackItem } from '../types.ts';
import { answerOf } from './instructions.ts';
import { itemLabel } from './items.ts';

/** The counter kinds an object or player has now (a player's poison counters included, 122.1f). */
function kindsOf(run: Run, id: string): string[] {
  const p = run.state.players.find((x) => x.id === id);
  if (p) return [...(p.poison > 0 ? ['poison'] : []), ...Object.entries(p.counters).filter(([, n]) => n > 0).map(([k]) => k)];
  const o = run.state.objects.find((x) => x.id === id && x.zone === 'battlefield');
  return o ? Object.entries(o.counters).filter(([, n]) => n > 0).map(([k]) => k) : [];
}

/** Proliferates for `player` (the resolving item's controller); true if any counter was added. */
export function proliferate(run: Run, item: StackItem, player: PlayerId, name: string, choices: ResolutionChoices): boolean {
  const candidates = [...run.state.players.map((p) => p.id), ...run.state.objects.filter((o) => o.zone === 'battlefield').map((o) => o.id)].filter((id) => kindsOf(run, id).length > 0);
  const answer = answerOf(choices, name);
  let chosen: string[];
  if (answer.kind === 'no' || candidates.length === 0) chosen = [];
  else if (answer.kind === 'yes' && answer.ids === null) chosen = candidates;
  else if (answer.kind === 'yes' && answer.ids !== null) {
    chosen = answer.ids.map((x) => candidates.find((c) => c === x || c.split('~')[0] === x) ?? `?${x}`);
    const bad = chosen.find((x) => x.startsWith('?'));
    if (bad !== undefined || new Set(chosen).size !== chosen.length) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: (bad ?? chosen.join(', ')).replace(/^\?/, ''), rule: '701.34a' });
  } else {
    halt('unmodelled', 'error.unmodelled', { reason: 'proliferate-choice', player, choice: name, rule: '701.34a' });
  }
  const label = (id: string): string => run.state.objects.find((o) => o.id === id)?.label ?? id;
  choose(run, { kind: 'proliferate', player, chosen, told: answer.kind !== 'none' });
  emit(run, step('resolve.proliferate', ['701.34a'], { item: itemLabel(run.state, item), player, chosen: chosen.map(label), policy: answer.kind === 'none' ? 'none-have-counters' : 'given' }));
  let any = false;
  for (const id of chosen) {
    for (const kind of kindsOf(run, id)) {
      run.perform({ kind: 'add-counters', target: id, counter: kind, amount: 1 });
      any = true;
    }
  }
  return any;
}
