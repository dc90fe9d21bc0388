/**
 * Why the controller of a target the question left unsaid decides the answer (unsaid-readings.ts
 * unownedDiffers), so that the ask-back's example fits its cause: hexproof stops only opponents' spells
 * and abilities (702.11b); ward counters only theirs unless its cost is paid (702.21a); a spell whose
 * effect reaches the target's controller gives or takes life from a different player under each reading;
 * any other cause is asked back without an example (never a hexproof example that isn't the reason).
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { ParsedQuestion } from './types.ts';
import type { RunView } from './asks.ts';
import { message } from './messages.ts';
import { keywordWord } from '../scenario/schema/vocabulary.ts';

export type WhoseCause =
  | { kind: 'hexproof' }
  | { kind: 'ward' }
  /** The two readings change different players' life: `gain` when a player gains life in either; `spell`: the one spell the story casts at it, by its label. */
  | { kind: 'life'; gain: boolean; spell: string | null }
  | { kind: 'other' };

/** The keyword words thing `id` has, as told or by its card. */
export function keywordWordsOf(q: ParsedQuestion, id: string): Set<string> {
  const told = q.things.find((t) => t.id === id)?.keywords ?? [];
  const printed = q.cards[id]?.object.keywords;
  return new Set([...told, ...(Array.isArray(printed) ? printed : [])].map(keywordWord));
}

/**
 * The cause, from the thing's own guards first (a target that has hexproof or ward is targeted under both
 * readings, and only one of them is an opponent's), then from what the two runs did differently (`base`: as
 * the builder read it; `other`: with the controller flipped; either null when that run didn't happen).
 */
export function whoseCause(q: ParsedQuestion, id: string, labels: ReadonlyMap<string, string>, base: RunView | null, other: RunView | null): WhoseCause {
  const words = keywordWordsOf(q, id);
  if (words.has('hexproof')) return { kind: 'hexproof' };
  if (words.has('ward')) return { kind: 'ward' };
  if (base && other) {
    const life = (v: RunView): string => v.resolution.final.players.map((p) => `${p.id}:${p.life}`).join(',');
    if (life(base) !== life(other)) {
      const gain = [base, other].some((v) => v.resolution.events.some((e) => e.kind === 'life-changed' && e.amount > 0));
      const spells = q.events.flatMap((e) => (e.kind === 'cast' && e.targets.includes(id) ? [e.spell] : []));
      const spell = spells.length === 1 ? (labels.get(spells[0]!) ?? null) : null;
      return { kind: 'life', gain, spell };
    }
  }
  return { kind: 'other' };
}

/** The ask-back: whose `thing` is, with an example that fits `cause`. */
export function whoseThingMessage(lang: Lang, thing: string, cause: WhoseCause): string {
  switch (cause.kind) {
    case 'hexproof':
      return message(lang, 'whose_thing_hexproof', { thing });
    case 'ward':
      return message(lang, 'whose_thing_ward', { thing });
    case 'life':
      return message(lang, `whose_thing_life_${cause.gain ? 'gain' : 'loss'}${cause.spell === null ? '' : '_from'}`, { thing, spell: cause.spell ?? '' });
    case 'other':
      return message(lang, 'whose_thing', { thing });
    default:
      return assertNever(cause);
  }
}
