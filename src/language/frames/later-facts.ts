/** Totals and sizes the question tells later than the event they describe. */
import { assertNever } from '../../core/result.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { storyWords } from '../locales/index.ts';
import { push } from './stack-push.ts';
import { mentions } from '../../core/tree.ts';

/**
 * Whether a life or poison total told now ("I bolt them. They're at 17 now.") may describe a later
 * moment than the start — then which the teller meant decides the answer, so the caller refuses it,
 * never taking it as the start. A total dated to the start ("was at 20", 「20スタート」) is the start. So
 * is one told after combat is only declared ("X attacks unblocked. I'm at 12. Life after combat?"):
 * combat damage is dealt after every told event (510.2), unless the total is said to be "now" / after.
 * A turn or step named, a size or keyword change, an attachment, counters change no life total.
 */
export function totalMayBeLater(story: Story, c: Clause): boolean {
  if (storyWords(story.lang).startingTotal.test(c.text)) return false;
  const later = laterWords(c);
  const inert = new Set<QEvent['kind']>(later ? ['moment', 'change', 'attach', 'counters'] : ['moment', 'change', 'attach', 'counters', 'attack', 'block']);
  return story.events.some((e) => !inert.has(e.kind));
}

/**
 * Sets a player's life total said with an act ("opp (at 12) casts …", "attacks him at 3 life") as that player's total
 * then (119.1), its words read. Told after events that may have changed it, or against a total told before, it is
 * refused (false, the problem named), never taken as the start nor dropped.
 */
export function setLifeTold(story: Story, c: Clause, side: Side, n: number, chunks: number[]): boolean {
  const told = story.life[side];
  if (totalMayBeLater(story, c) || (told !== undefined && told !== n)) {
    story.problem('unsupported', c.text, 'total-after-events');
    return false;
  }
  story.life[side] = n;
  story.useChunks(chunks);
  return true;
}

/** "now", "after combat", "finally": words that date what the clause says to after what was told. */
function laterWords(c: Clause): boolean {
  return c.times.some((t) => t === 'now' || t === 'after-damage' || t === 'after-combat' || t === 'later' || t === 'finally');
}

/**
 * A total told after events that may have changed it (totalMayBeLater) may still be the start, by how
 * the question goes on — which is only known once all of it is read. It is taken as the start for now,
 * and kept (index.ts `lateTotals`) only when the rest of the question shows it is: nothing is told
 * after it, and either it is that player's total the question asks for ("Opp Doom Blades my Angel, in
 * response I Swords it. I'm at 10. What's my life?": a total one has just told is not asked, so it is
 * the one before), or it is told after the question as a note on it ("My Finks blocks a 4/4 and dies.
 * What happens? I'm at 20."). Returns false when the clause itself dates the total ("I'm at 17 now"):
 * then it is refused at once, as before.
 */
export function deferLateTotal(story: Story, c: Clause, sides: readonly ('A' | 'B')[], what: 'life' | 'poison'): boolean {
  const beforeDamage = nowInDeclaredCombat(story, c);
  if (laterWords(c) && !beforeDamage) return false;
  story.lateTotals.push({ sides: [...sides], what, text: c.text, events: story.events.length, asks: story.asks.length, sentence: c.sentence, ...(beforeDamage ? { beforeDamage } : {}) });
  return true;
}

/**
 * 「…で攻撃したら…でブロックしてきた。今ライフ20なんだけど、戦闘後の私のライフは？」: a total said to be "now" when only
 * attackers and blockers were told (declared, 508.1 / 509.1: no damage yet, 510.1) may be the total before the combat
 * damage — kept only if the question then asks the total after combat (understood-checks.ts lateTotals): "now" then
 * is before it. ("X attacks unblocked. I'm at 12 now. What's my life?" could mean after the damage: refused.)
 */
function nowInDeclaredCombat(story: Story, c: Clause): boolean {
  const combatOnly = new Set<QEvent['kind']>(['moment', 'change', 'attach', 'counters', 'attack', 'block']);
  return c.times.length > 0 && c.times.every((t) => t === 'now') && story.events.every((e) => combatOnly.has(e.kind));
}

/**
 * A size told of an object may be what something told before it made it: a spell cast or ability activated at
 * it, a change, counters or an attachment told of it (or of a group) — or, dated after what was told ("now",
 * "already"), anything cast, activated or changed before.
 */
export function sizeMayBeLater(story: Story, c: Clause, id: string): boolean {
  const dated = c.times.some((t) => t === 'now' || t === 'already' || t === 'after-damage' || t === 'after-first-strike' || t === 'after-combat' || t === 'later' || t === 'finally');
  return story.events.some((e) => {
    if (dated && (e.kind === 'cast' || e.kind === 'activate' || e.kind === 'change' || e.kind === 'counters')) return true;
    switch (e.kind) {
      case 'cast':
        // (A spell whose target is unsaid, 「《巨大化》が解決して…」, may have been at it.)
        return e.targets.includes(id) || (e.targets.length === 0 && e.premise !== true);
      case 'activate':
      case 'attach':
        return mentions(e, id);
      case 'change':
        return e.ref.kind === 'group' || (e.ref.kind === 'things' && e.ref.ids.includes(id));
      case 'counters':
        return e.ids.includes(id);
      case 'attack': case 'block': case 'destroy': case 'exile': case 'bounce': case 'remove-from-combat': case 'sacrifice':
      case 'damage': case 'prevent': case 'double': case 'life': case 'draw': case 'end-turn': case 'resolve': case 'dies':
      case 'survives-told': case 'size-told': case 'return': case 'enter': case 'regenerate': case 'moment':
      case 'first-strike-damage': case 'combat-damage':
        return false;
      default:
        return assertNever(e);
    }
  });
}

/** "now", "already", "after combat"…: words that date what a clause says to after what was told before it. */
export function datedLater(c: Clause): boolean {
  return c.times.some((t) => t === 'now' || t === 'already' || t === 'after-damage' || t === 'after-first-strike' || t === 'after-combat' || t === 'later' || t === 'finally');
}

/**
 * Whether a size told of an existing object is told as reached — its size at that point with every effect on it (613.4),
 * a claim (ir.ts `size-told`), not its own size: told after something that may have changed it (sizeMayBeLater), or
 * dated ("now", `reached`: "became", 「なった」) while a card on the battlefield or something attached to it could
 * (an Anthem's or an Aura's static ability, 613.4c).
 */
export function sizeReached(story: Story, c: Clause, id: string, reached: boolean): boolean {
  if (sizeMayBeLater(story, c, id)) return true;
  if (!reached && !datedLater(c)) return false;
  return story.objects.some((o) => o.id !== id && o.zone === 'battlefield' && o.cast !== true && (o.attachedTo === id || o.card !== null));
}

/** Pushes the size told as reached of each object (ir.ts `size-told`): checked or used by the questions layer, once. */
export function pushSizeTold(story: Story, c: Clause, ids: readonly string[], power: number, toughness: number): void {
  for (const id of ids) push(story, { kind: 'size-told', id, power, toughness, text: c.text.trim().replace(/^(?:and|but|,)\s+/i, '') }, c);
}

/**
 * "Stormfist Crusader has menace", 「《嵐拳の聖戦士》は威迫だ」, "it's got flying": keywords told of a card, which has abilities
 * of its own (its printed ones, with what is attached to it and the effects on it: 613.1f), restate what it is — a claim
 * checked against the run (questions/size-claims.ts), named back where it differs; never a keyword granted on the asker's
 * word (a Grizzly Bears told "has flying" flew over blockers).
 */
export function pushKeywordsTold(story: Story, c: Clause, id: string, keywords: Extract<QEvent, { kind: 'size-told' }>['keywords'] & object): void {
  push(story, { kind: 'size-told', id, power: null, toughness: null, keywords: [...keywords], restated: true, text: c.text.trim().replace(/^(?:and|but|,)\s+/i, '') }, c);
}

/**
 * "… Do they die? They're at 3.", "… do they lose? Opp has 9 poison.": a clause telling the opponent's life or poison total
 * (119.1, 122.1f) — said of a player other than the asker, as "at"/"on" a total, "has N life / poison", or "their life is N".
 * Read ahead of the question before it, so its "they" is not taken for creatures while the player fits as well.
 */
export function opponentTotal(c: Clause): boolean {
  const other = (np: NounPhrase | null): boolean => np?.kind === 'player' && !['me', 'each', 'anyone', 'nobody'].includes(np.player.who);
  const total = (np: NounPhrase | null | undefined): boolean => np?.kind === 'amount' && np.n !== null && (np.noun === 'life' || np.noun === 'total' || np.noun === 'poison' || np.counter === 'poison');
  if (c.subject?.kind === 'property' && c.subject.noun === 'life' && other(c.subject.of)) return total(c.complement);
  if (!other(c.subject) || c.wh !== null || c.verb?.negated === true) return false;
  return c.roles.some((r) => (r.prep === 'at' || r.prep === 'on' || r.prep === 'with') && total(r.np)) || (c.verb?.verb === 'have' && total(c.object));
}
