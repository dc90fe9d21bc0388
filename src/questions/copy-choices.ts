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
    if (e.kind === 'cast' && e.copyOf === undefined) copyUnsaid(list, e.spell);
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

/**
 * "I cast Clone." with a permanent told beside it: whether it enters as a copy, and of what, is its controller's choice
 * (707.2, 614.12a) that the question left unsaid and that changes the answer (a 0/0 that dies, 704.5f, or a copy).
 * Asked back; with nothing else on the battlefield or cast, there is nothing to copy and it enters as itself.
 * (Any other permanent told counts, whatever the card's copy filter: asking back is never a wrong answer.)
 */
function copyUnsaid(list: ActionList, spell: string): void {
  const def = list.q.cards[spell]?.object.entersAsCopy as { choice?: string } | undefined;
  if (!def?.choice) return;
  const others = list.q.things.filter((t) => t.id !== spell && (t.zone === undefined || t.zone === 'battlefield' || castPermanent(list, t.id)));
  if (others.length > 0) list.copyUnsaid ??= spell;
}

/** Whether the story casts this object as a spell that isn't an instant or sorcery (it may be on the battlefield later). */
function castPermanent(list: ActionList, id: string): boolean {
  if (!(list.q.events as QEvent[]).some((e) => e.kind === 'cast' && e.spell === id)) return false;
  const types = (list.q.cards[id]?.object.types as string[] | undefined) ?? [];
  return !types.includes('instant') && !types.includes('sorcery');
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
