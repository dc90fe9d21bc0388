/**
 * A permanent spell told as entering as a copy (614.1c, 707.2; IR `cast.copyOf`): its "enter as a copy of" ability's
 * choice (614.12a, named by the card's `entersAsCopy.choice`) is answered with the object told, at every resolution
 * after it is cast until another copy is told. A card told as copying that has no such ability read is refused: its
 * copy text unread is named (card_unmodelled), and a card with none has no such ability — never a copy made up.
 */
import type { ActionList } from './action-list.ts';
import type { QEvent } from './types.ts';

type CopyAnswer = { choice: string; of: string };

/** The copy answer each spell told as copying gives, by spell id; a card without the ability marked on the list. */
function copyAnswers(list: ActionList): Map<string, CopyAnswer> {
  const out = new Map<string, CopyAnswer>();
  for (const e of list.q.events as QEvent[]) {
    if (e.kind !== 'cast' || e.copyOf === undefined) continue;
    const card = list.q.cards[e.spell];
    const def = card?.object.entersAsCopy as { choice?: string } | undefined;
    if (def?.choice) {
      out.set(e.spell, { choice: def.choice, of: e.copyOf });
      continue;
    }
    const unread = (card?.unmodelled ?? []).find((t) => /\bcopy\b/i.test(t));
    list.abilityGap ??= unread ? { source: e.spell, kind: 'unread', text: unread } : { source: e.spell, kind: 'none' };
  }
  return out;
}

/** Answers the copy choice of each spell told as copying at the resolutions after its cast (608.2d, 614.12a). */
export function answerCopyChoices(list: ActionList): void {
  const answers = copyAnswers(list);
  if (answers.size === 0) return;
  let current: CopyAnswer | null = null;
  for (const a of list.actions) {
    if (a.kind === 'cast' && answers.has(a.object)) current = answers.get(a.object)!;
    else if (current && (a.kind === 'resolve' || a.kind === 'pass')) a.choices = { ...a.choices, [current.choice]: [current.of] };
  }
}
