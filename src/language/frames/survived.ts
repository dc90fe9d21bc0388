/**
 * A survival told as what the action before it did: "I Lava Coil their 5/5 (it survives)", "my 2/2 blocked a 3/3
 * and lived", 「…ブロックして生き残った」. A claim, as a told death is (results.ts): nothing is made to happen; the
 * questions layer checks it against the run up to it (questions/claims.ts toldSurvivals, 700.4) and refuses where the
 * object died. Told with no action before it that could have killed it, or negated ("it didn't survive": a death,
 * told in other words), it is not read here.
 */
import type { Clause } from '../clause.ts';
import { plainSize } from '../clause.ts';
import type { Story } from '../story.ts';
import { causeOf, combatantsBefore } from '../results.ts';
import { objectsOf } from '../refs.ts';
import { push } from './stack-push.ts';
import { role, useRole } from './util.ts';
import { pushSizeTold } from './later-facts.ts';

export function survived(story: Story, c: Clause): void {
  const v = c.verb!;
  const cause = causeOf(story.events, story.events.length);
  // "(it survives as a 3/3)": the size it is left at, with what was done to it (613.4) — a size told as reached, checked too.
  const as = c.roles.length === 1 ? role(c, 'as') : null;
  const size = as?.kind === 'object' && as.head === 'pt' && as.power !== null && as.toughness !== null && plainSize(as) ? { power: as.power, toughness: as.toughness } : null;
  // "(it) survived with 2 damage on it": the damage it is left with, told — checked against the run as a size told is.
  const marked = withDamage(c);
  // "My 2/2 survives combat", "… survived the combat": the combat told before is the action it survived (510.2, 700.4).
  const ofCombat = c.object?.kind === 'property' && c.object.noun === 'combat' && c.object.of === null && cause?.cause.kind === 'combat';
  if (v.negated || (c.object !== null && !ofCombat) || (c.roles.length > 0 && size === null && marked === null) || cause === null || cause.cause.kind === 'static') {
    story.problem('unsupported', c.text, `verb:${v.verb}`);
    return;
  }
  // ("My 2/2 blocks a 3/3 (it survives)": "it" could be either creature in the combat — asked back, never the latest one
  // named taken for it.)
  const s = c.subject;
  const fighters = [...combatantsBefore(story.events, story.events.length)].filter((id) => story.get(id)?.zone === 'battlefield');
  // (The subject may already stand for what "it" was taken to be: the clause's own words say it was "it".)
  const saidIt = (s?.kind === 'pronoun' && s.word === 'it') || /^(?:\(|,|and|but)?\s*it\b/i.test(c.text.trim());
  if (cause.cause.kind === 'combat' && saidIt && fighters.length > 1) {
    story.problem('ambiguous', s?.kind === 'pronoun' ? s.text : 'it', 'which-one', fighters.map((id) => story.get(id)?.words ?? id));
    return;
  }
  // ("Is there a creature that survives?", "does any creature survive?": a survival said of a creature not yet known
  // — "a"/"any"/"which" — is a question about the outcome, never a claim about one; read as a claim, a creature was
  // made up for it and answered about.)
  if (s?.kind === 'object' && s.det !== null && ['a', 'any', 'some', 'which', 'what', 'each', 'every', 'all', 'no', 'another'].includes(s.det)) {
    story.problem('not-understood', c.text, 'survived-what');
    return;
  }
  const ids = objectsOf(story, s, { create: false, plural: true });
  if (!ids) return;
  if (ids.length === 0 || ids.some((id) => story.get(id)?.zone !== 'battlefield')) {
    story.problem('not-understood', c.text, 'survived-what');
    return;
  }
  story.use(s);
  if (ofCombat) story.use(c.object);
  if (marked !== null) useRole(story, c, 'with', 'on');
  push(story, { kind: 'survives-told', ids, ...(marked !== null ? { damage: marked } : {}) }, c);
  if (size && as) {
    pushSizeTold(story, c, ids, size.power, size.toughness);
    story.use(as);
  }
}

/** "with 2 damage (on it)", "with 2 damage marked": the amount of damage a survival is told with; null when the roles say anything else. */
function withDamage(c: Clause): number | null {
  const w = role(c, 'with');
  if (w?.kind !== 'amount' || w.noun !== 'damage' || w.n === null) return null;
  const on = role(c, 'on');
  const others = c.roles.filter((r) => r.prep !== 'with' && r.prep !== 'on');
  if (others.length > 0 || c.roles.filter((r) => r.prep === 'with').length !== 1) return null;
  if (on && !(on.kind === 'pronoun' && on.word === 'it')) return null;
  return w.n;
}

/**
 * "Neither dies", "neither of them died", "no creature dies", "nothing died": told of the combat just told (or, for
 * "neither", of the two just named together after a spell), a survival of each of them — a claim checked against the
 * run as a told survival is (questions/claims.ts), never a death. False (left to the other readings, which name it)
 * when asked, negated, or with no such group before it.
 */
export function noneDied(story: Story, c: Clause, np: Clause['subject']): boolean {
  const v = c.verb!;
  if (story.asking || v.negated || v.modal !== null || v.hypothetical || c.object !== null || c.roles.length > 0 || !np) return false;
  const none = np.kind === 'pronoun' && np.word === 'none';
  const noCreature = np.kind === 'object' && np.det === 'no' && np.head === 'creature' && np.owner === null && np.controlledBy === null && np.power === null && np.card === null && np.adjectives.length === 0;
  if (!none && !noCreature) return false;
  const cause = causeOf(story.events, story.events.length);
  if (cause === null) return false;
  const onField = (ids: readonly string[]): string[] => ids.filter((id) => story.get(id)?.zone === 'battlefield');
  const neither = none && /^neither\b/i.test(np.text);
  const ids = cause.cause.kind === 'combat' ? onField([...combatantsBefore(story.events, story.events.length)]) : neither && cause.cause.kind !== 'static' ? onField(story.pronoun('both')) : [];
  if (ids.length < 2) return false;
  story.use(np);
  push(story, { kind: 'survives-told', ids }, c);
  return true;
}
