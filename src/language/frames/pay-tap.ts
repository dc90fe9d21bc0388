/** The pay and tap verbs (frames/verbs.ts): read only as a cost told for an act (or a cast) told with them. */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { playerOf, objectsOf } from '../refs.ts';
import { activate } from './activate.ts';
import { rememberCost } from './costs.ts';
import { castPaymentTarget, manaForCast, manaPaid, payFor } from './pay-for.ts';
import { lifeForSpell } from './life-payment.ts';
import { isPlayerish } from './util.ts';

/** "I pay 2 life": only as the cost of an activation told next ("… to activate X", 119.4, 602.2b). */
export function payLife(story: Story, c: Clause): void {
  const v = c.verb!;
  const o = c.object;
  if (lifeForSpell(story, c)) return;
  if (lifeForCast(story, c)) return;
  if (manaForCast(story, c)) return;
  if (payFor(story, c)) return;
  if (o?.kind === 'amount' && o.noun === 'life' && o.n !== null && !c.roles.length && c.sub === null) {
    story.use(o);
    // (「ライフを2点払って」 before a cast: frames/stack-push.ts lifeBeforeCast, with the player who paid — unsaid, or said.)
    const payer = c.subject === null ? null : isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? undefined) : undefined;
    if (payer !== undefined) story.use(c.subject);
    rememberCost(story, c, { payLife: o.n, ...(payer !== undefined ? { payer } : {}), eventsAt: story.events.length }, null, story.problems.length);
  }
  // "I pay {B} to regenerate it", "I pay {R}{R} to activate it": mana paid, told as the cost of the act the next clause says.
  const mana = !o && !c.roles.length && c.sub === null && !v.negated && !v.passive && v.modal === null ? manaPaid(story, c) : null;
  // (Who paid is kept: only that player's act can be what it paid for, 602.1a.)
  const payer = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (mana) rememberCost(story, c, { manaCost: mana, eventsAt: story.events.length, payer }, null, story.problems.length);
  story.problem('unsupported', c.text, `verb:${v.verb}`);
}

/**
 * "I cast Toxic Deluge paying 4 life", "my opponent cast it and paid 5 life": life paid by the caster right after a
 * cast told in the same sentence is a cost of that spell (118.8, 119.4), kept on the cast for the questions layer to
 * check against the card. Anything else said with it (a role, a negation, a condition), or said of a cast whose payment
 * was already told (its mana, castPaymentTarget), is not read so.
 */
function lifeForCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (o?.kind !== 'amount' || o.noun !== 'life' || o.n === null || c.roles.length > 0 || c.sub !== null || c.object2 || c.complement) return false;
  if (v.negated || v.modal !== null || v.hypothetical || v.passive) return false;
  const e = castPaymentTarget(story, c);
  if (!e) return false;
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (side !== e.caster) return false;
  e.lifePaid = o.n;
  story.use(o);
  story.use(c.subject);
  story.noted++;
  return true;
}

/** "I tap my X": read only as the cost of its ability, told next ("… to activate it", "… to give …", 602.2b). */
export function tapFor(story: Story, c: Clause): void {
  const v = c.verb!;
  // ("My Pyromancer … I tap it to ping …": "it" is the object it finds, as a description would be.)
  const named = c.object?.kind === 'object' || (c.object?.kind === 'pronoun' && !c.object.possessive && (c.object.word === 'it' || c.object.word === 'this'));
  // "I tap Prodigal Sorcerer targeting their 2/2": the activation of its {T} ability with that target (602.2b, 601.2c).
  if (named && c.sub === null && c.roles.length === 1 && c.roles[0]!.prep === 'targeting' && !v.passive && !v.negated) return activate(story, c, true);
  const ids = c.object && c.sub === null && !c.roles.length && named ? objectsOf(story, c.object, { create: true }) : null;
  if (ids?.length === 1) {
    story.use(c.object);
    if (c.subject && isPlayerish(c.subject)) story.get(ids[0]!)!.controller ??= playerOf(story, c.subject) ?? 'A';
    rememberCost(story, c, { tap: ids[0]! }, null, story.problems.length);
  }
  story.problem('unsupported', c.text, `verb:${v.verb}`);
}
