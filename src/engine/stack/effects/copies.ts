/**
 * 702.40a storm: "When you cast this spell, copy it for each other spell that was cast before it this
 * turn. If the spell has any targets, you may choose new targets for any of the copies." The spell is
 * the ability's source on the stack; its place among the spells cast this turn was noted as it was
 * cast (GameState.spellsCastThisTurn), so spells cast after it (in response) don't count. Each copy
 * is put on the stack as a copy-spell action puts one (707.10): not cast, so it counts for no later
 * storm. A count nobody knows (the question doesn't say what was cast earlier this turn), or a spell
 * that has left the stack by then, stops the run rather than guess.
 */
import { halt, emit } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { copySpell } from '../../casting/copy-spell.ts';
import { findItem, itemLabel } from '../items.ts';
import { answerOf, NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';

export function stormCopies(c: EffectCall<'copy-spell'>): Outcome {
  if (c.e.count === 1) return copyTargets(c);
  const { run, item } = c;
  const spell = item.source !== null ? findItem(run.state, item.source) : undefined;
  if (!spell || spell.kind !== 'spell' || spell.id !== item.source) {
    halt('unmodelled', 'error.unmodelled', { reason: 'storm-left-stack', spell: item.sourceLabel, rule: '702.40a' });
  }
  if (spell.castOrdinal === undefined) {
    halt('unmodelled', 'error.unmodelled', { reason: 'storm-count', spell: item.sourceLabel, rule: '702.40a' });
  }
  const count = spell.castOrdinal - 1;
  emit(run, step('stack.storm-count', ['702.40a'], { spell: itemLabel(run.state, spell), count }));
  for (let i = 0; i < count; i++) copySpell(run, { kind: 'copy-spell', spell: spell.id, player: item.controller });
  return { did: count > 0 || c.did(), previous: NOTHING };
}

/** The choice that names the copy's new targets (707.10c). */
export const NEW_TARGETS = 'new-targets';

/**
 * 707.10: "Copy target instant or sorcery spell." — each target spell still on the stack is copied
 * once, the copy controlled by this spell's or ability's controller. 707.10c: "You may choose new
 * targets for the copy." — the choice `new-targets`: no keeps the original's targets; a list of
 * objects or players gives the copy's one target word its new targets (checked like a cast's). A
 * spell with targets and nothing told is not guessed: the run stops and asks.
 */
function copyTargets(c: EffectCall<'copy-spell'>): Outcome {
  const { run, item, e, ctx } = c;
  let copies = 0;
  for (const ref of c.refs) {
    const spell = findItem(run.state, ref);
    if (!spell || spell.kind !== 'spell') continue;
    const targets = e.newTargets === true ? newTargets(run, spell.id, Object.keys(spell.targets), answerOf(ctx.choices, NEW_TARGETS)) : undefined;
    copySpell(run, { kind: 'copy-spell', spell: spell.id, player: item.controller, ...(targets ? { targets } : {}) });
    copies++;
  }
  return { did: copies > 0, previous: NOTHING };
}

/** 707.10c: the copy's targets as told (undefined: unchanged); a spell with no targets has nothing to change. */
function newTargets(run: Run, spell: string, words: readonly string[], answer: ReturnType<typeof answerOf>): Record<string, string[]> | undefined {
  const label = itemLabel(run.state, findItem(run.state, spell)!);
  if (words.length === 0 || answer.kind === 'no') return undefined;
  if (answer.kind === 'none' || answer.ids === null || words.length !== 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'copy-new-targets', spell: label, choice: NEW_TARGETS, rule: '707.10c' });
  }
  return { [words[0]!]: [...answer.ids] };
}
