/**
 * A can-ask about an action ("Can I regenerate it?", 「再生できる?」) is answered by doing the action at that point of the
 * story — which is only honest when something in the question could do it: a card told with an ability or a spell that
 * does it. A regeneration shield is made by a spell or an ability that says "regenerate" (701.19a); nothing in the rules
 * gives a creature one of its own. With no such source told, the action is not assumed: the question is asked back
 * (which card or ability does it?); with a line of a told card the compiler could not read that might be the source, that
 * line is named (unmodelled). A source told anywhere on the board (an ability of the creature itself, "Regenerate target
 * creature" on another permanent, a spell told in hand) lets the action stand, as before.
 */
import { assertNever } from '../core/result.ts';
import { someNode } from '../core/tree.ts';
import type { ActionList } from './action-list.ts';
import type { ObjectInput } from './scenario-input.ts';
import type { QEvent } from './types.ts';

/** The actions a can-ask may hypothesise, with what in a card's compiled data or its unread text does that action. */
export type AskedAction = 'regenerate';

/** Whether compiled data (any ability, spell effect or granted ability, at any depth) contains an effect of this kind. */
function hasEffect(data: unknown, kind: AskedAction): boolean {
  return someNode(data, (rec) => rec.kind === kind && ('self' in rec || 'target' in rec || 'all' in rec || 'each' in rec || 'object' in rec || 'it' in rec));
}

/** An unread line of a card that might do the action ("… Regenerate target creature."), not one that forbids it (701.19c). */
function unreadMayDo(text: string, kind: AskedAction): boolean {
  const words = text.replace(/can(?:'|’)?t be regenerated|cannot be regenerated/gi, '');
  switch (kind) {
    case 'regenerate':
      return /\bregenerate\b/i.test(words);
    default:
      return assertNever(kind);
  }
}

/**
 * Checks an asked regeneration shield (language/intents/fates.ts regenerateAsk) against the objects told: a source that
 * makes it, else the gap recorded on the list (answer-run.ts names it or asks back). A shield told as made ("I regenerate
 * it") is the asker's fact and is not checked here.
 */
export function checkAskedSource(list: ActionList, e: Extract<QEvent, { kind: 'regenerate' }>, objects: readonly ObjectInput[]): void {
  if (e.asked !== true) return;
  const kind: AskedAction = 'regenerate';
  if (objects.some((o) => hasEffect(o, kind))) return;
  for (const [id, card] of Object.entries(list.q.cards)) {
    const unread = card.unmodelled.filter((t) => unreadMayDo(t, kind));
    if (unread.length > 0) {
      list.abilityGap ??= { source: id, kind: 'unread', text: unread.join(' ') };
      return;
    }
  }
  list.abilityGap ??= { source: e.ids[0]!, kind: 'no-source' };
}
