/**
 * "Can I just recast it?", "can they cast it again later?" (language/intents/recast.ts): whether the player asked about
 * can cast, a second time, the permanent the story moved. A token that left the battlefield can't move to another zone
 * and ceases to exist (111.7, 111.8, 704.5d): no. A card that ends in its owner's hand is a new object (400.7), which
 * that player may cast as any card in hand: yes. Anywhere else (a graveyard, exile, the battlefield), or a card in another
 * player's hand, is no question the run settles: refused, saying where it is.
 */
import type { Ask } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { active, fateOf, ownerIn } from './view.ts';
import { sorcerySpeed } from '../story-timing.ts';

export function askRecast(a: Extract<Ask, { kind: 'zone' }>, ctx: AskContext): AskResult {
  const { view, w, yes } = ctx;
  const name = ctx.label(a.id);
  const f = fateOf(view, a.id);
  // (Asked only of a permanent the story acted on, language/intents/recast.ts: one in no zone at the end is a token that
  // ceased to exist, 111.7, 704.5d — a card always has a zone — so 'gone' never reaches recastUnsettled.)
  if (f.zone === 'gone') return { verdict: 'no', lead: `${yes(false)}${w.fate.recastGone(name)}`, value: 'recast:gone' };
  const owner = f.zone === 'hand' ? ownerIn(ctx, a.id) : null;
  if (owner !== null && owner === a.whose) {
    const card = view.resolution.final.objects.find((o) => o.id === f.finalId);
    // A land is never cast (305.1, 305.2): played, as the turn's land drop — no "yes" of casting.
    if (card?.printed.types.includes('Land') === true) return { verdict: null, lead: '', value: 'recast:land', undecided: w.fate.recastLand(name) };
    // A noninstant card without flash is cast only in its owner's main phase with the stack empty (117.1a, 702.8a): on
    // another player's turn "yes" holds only of a later turn, which the run doesn't reach — said so, not answered yes.
    const anyTime = card !== undefined && !sorcerySpeed(ctx.q, a.id);
    if (!anyTime && active(view) !== owner) return { verdict: null, lead: '', value: 'recast:later', undecided: w.fate.recastLater(name) };
    return { verdict: 'yes', lead: `${yes(true)}${w.fate.recastFromHand(name)}`, value: 'recast:hand' };
  }
  return { verdict: null, lead: '', value: `recast:${f.zone}`, undecided: w.fate.recastUnsettled(name, f.zone) };
}
