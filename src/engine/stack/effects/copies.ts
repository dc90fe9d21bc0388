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
import { step } from '../../trace.ts';
import { copySpell } from '../../casting/copy-spell.ts';
import { findItem, itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';

export function stormCopies(c: EffectCall<'copy-spell'>): Outcome {
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
