/**
 * A graveyard told empty: "My graveyard is empty", "both graveyards are empty", "there are no cards in my
 * graveyard", "my opponent's graveyard has no cards", 「墓地は空」「相手の墓地にカードはない」. What it holds is
 * then known (404.2: nothing), so a count or check over it is answered instead of stopped (engine/hand.ts
 * requireSeenGraveyards). Only "no cards" or "empty": "no creatures there" tells nothing of its other cards.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';

const EMPTY_WORDS = /^(?:empty|空|空っぽ|から)$/i;

/** "no cards", 「カード」 (with a negated verb): any card at all, no kind said. */
function noCards(np: NounPhrase | null, negated: boolean): boolean {
  if (np?.kind !== 'object' || np.head !== 'card' || np.card !== null) return false;
  const plain = np.types.length === 0 && np.subtypes.length === 0 && np.supertypes.length === 0 && np.colors.length === 0 && np.keywords.length === 0 && np.power === null && np.adjectives.length === 0;
  return plain && (np.det === 'no' || (negated && np.det === null));
}

/** Whose graveyard a graveyard phrase names: its owner, both ("graveyards", "both"), or the asker's in Japanese said with none. */
function whose(story: Story, c: Clause, g: NounPhrase): Side[] | null {
  if (g.kind !== 'property' || g.noun !== 'graveyard') return null;
  if (g.of) {
    const side = playerOf(story, g.of);
    return side === null ? null : [side];
  }
  const both = /graveyards/i.test(g.text) || (c.complement?.kind === 'pronoun' && c.complement.word === 'both') || /両方|お互い|互い/.test(c.text);
  if (both) return ['A', 'B'];
  // (「墓地は空」: said with no owner in Japanese, one's own, as 自分の is left out; "the graveyard is empty" is left unread.)
  return story.lang === 'ja' ? ['A'] : null;
}

export function graveyardEmpty(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.modal !== null || v.hypothetical || v.passive || c.sub !== null || c.question || c.wh !== null) return false;
  // (「墓地に」: に is read as 'to'.)
  const inRole = c.roles.find((r) => (r.prep === 'in' || (story.lang === 'ja' && r.prep === 'to')) && r.np?.kind === 'property' && r.np.noun === 'graveyard')?.np ?? null;
  const saidEmpty = !v.negated && v.verb === 'be' && !c.object && c.chunks.some((k) => EMPTY_WORDS.test(story.chunkText(k).trim()));
  // "My graveyard is empty", 「墓地は空です」; "My graveyard has no cards"; "There are no cards in my graveyard",
  // "I have no cards in my graveyard", 「墓地にカードはない」.
  const graveyard =
    c.subject?.kind === 'property' && c.subject.noun === 'graveyard' && (saidEmpty || (v.verb === 'have' && noCards(c.object, v.negated)))
      ? c.subject
      : inRole && (v.verb === 'be' || v.verb === 'have') && (noCards(c.subject, v.negated) || noCards(c.object, v.negated))
        ? inRole
        : null;
  if (!graveyard) return false;
  const sides = whose(story, c, graveyard);
  if (!sides) return false;
  // ("I have no cards in my graveyard": the one who has is the graveyard's owner; another player said is another story.)
  if (c.subject?.kind === 'player' && graveyard !== c.subject && !sides.includes(playerOf(story, c.subject) ?? 'A')) return false;
  for (const s of sides) story.emptyGraveyards.add(s);
  story.noted++;
  story.useChunks(c.chunks);
  return true;
}
