/**
 * Characteristic-changing frames: gains, loses, gets +N/+N (613), for one creature or a group; becomes is in becomes.ts.
 */
import { castForEffect } from './effect-by-spell.ts';
import type { Keyword } from '../../engine/types.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import type { Change } from '../ir.ts';
import type { Story } from '../story.ts';
import { groupGap, groupOf, objectsOf, oneObjectOf, playerOf, sidesOf } from '../refs.ts';
import { castAgain, castSpell, casterOfInstrument } from './cast-spell.ts';
import { protectionGivenBy } from './protection-given.ts';
import { colorOfProtection } from './color-told.ts';
import { triggerSource } from './target-phrases.ts';
import { amountOf, duration, isPlayerish, push, role, useRole } from './util.ts';

/** "Creatures you control get +1/+1", "All creatures get -1/-1 until end of turn", "White creatures you control have flying". */
export function groupChange(story: Story, c: Clause, subject: NounPhrase | null, what: NounPhrase | null): boolean {
  // "gets +3/+3 from Giant Growth" (《巨大化》で): a spell cast on it, not a group's static ability.
  const source = role(c, 'from', 'with');
  if (source?.kind === 'object' && source.card) return false;
  // "Attacking creature has menace" (a judge's telegraphic style, the article left out): a bare singular noun
  // with a singular verb is one creature — an English class is said in the plural ("Attacking creatures have").
  const w = (c.verb?.text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const singularVerb = w === 'has' || w === 'is' || w === 'was' || w === 'does' || (/[^su']s$/.test(w) && w.length > 3);
  if (story.lang === 'en' && subject?.kind === 'object' && subject.det === null && !subject.plural && subject.count === null && singularVerb) return false;
  const group = groupOf(story, subject);
  if (!group) return false;
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  }
  if (c.keywords.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: [...c.keywords] });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) return false;
  if (groupGap(subject!, group)) {
    // The engine's filters can't say "legendary", "nontoken", "tapped", "artifact creatures" (both types)…:
    // refused by name, never dropped (issue 11 §2).
    story.problem('unsupported', subject!.text, 'group-modifier');
    return true;
  }
  const eot = c.times.includes('until-eot');
  push(story, { kind: 'change', ref: { kind: 'group', filter: group }, changes, untilEndOfTurn: eot, text: c.text, static: !eot }, c, 'of-it');
  return true;
}

/** A power/toughness counter (+1/+1, -1/-1, +1/+0, -0/-2…). */
const PT_COUNTER = /^[+-]\d+\/[+-]\d+$/;

export function gain(story: Story, c: Clause): void {
  const v = c.verb!;
  if (givenByTrigger(story, c)) return;
  if (v.verb !== 'give' && groupChange(story, c, c.subject, c.object ?? c.complement)) return;
  if (lifeGained(story, c)) return;
  // "gives the Angel -1/-1": the object is the recipient, the second object the change.
  const giving = v.verb === 'give';
  const recipientNp = giving ? (c.object && c.object.kind !== 'amount' ? c.object : (role(c, 'to') ?? c.subject)) : c.subject;
  const what: NounPhrase | null = giving ? (c.object2 ?? (c.object?.kind === 'amount' ? c.object : null) ?? c.complement) : (c.object ?? c.complement);
  if (giving) useRole(story, c, 'to');
  // "gets Giant Growth": a spell cast on it.
  if (what && what.kind === 'object' && what.card) {
    const named = oneObjectOf(story, what, { create: true });
    const spell = named ? castAgain(story, c, what, named, 'A') : null;
    if (!spell) return;
    story.get(spell)!.cast = true;
    return castSpell(story, c, spell, 'A', recipientNp ? [recipientNp] : []);
  }
  // (Giving, only "with": "gives the Bears +3/+3 with Giant Growth"; "from" is whom a giver gives to.)
  const source = giving ? role(c, 'with') : role(c, 'from', 'with');
  if (source && source.kind === 'object' && source.card && givenBySpell(story, c, source, recipientNp, what)) return;
  if (protectionGivenBy(story, c, giving ? (source ?? c.subject) : source, recipientNp, what)) return;
  const ids = objectsOf(story, recipientNp, { create: true, plural: true });
  if (!ids) return;
  changesGiven(story, c, ids, what, giving);
}

/**
 * "I give the Angel -1/-1 with its trigger": that triggered ability targets the Angel (603.3d); what it
 * does is the card's own text, which the engine runs (the change said is the asker's account of it). True when read so.
 */
function givenByTrigger(story: Story, c: Clause): boolean {
  const withTrigger = role(c, 'with');
  if (!(c.verb!.verb === 'give' && withTrigger?.kind === 'property' && withTrigger.noun === 'trigger' && c.object && c.object.kind !== 'amount')) return false;
  const source = triggerSource(story, withTrigger);
  const ids = source ? objectsOf(story, c.object, { create: true }) : null;
  if (!source || !ids) {
    if (!source) story.problem('not-understood', withTrigger.text, 'whose-trigger');
    return true;
  }
  story.use(withTrigger);
  useRole(story, c, 'with');
  story.use(c.object2);
  story.useKeywords(c.chunks);
  story.triggerTargets.push({ source, targets: ids });
  return true;
}

/** "My opponent gains 2 life", "I gain 3 life" (119.3). True when the clause is a player's gain. */
function lifeGained(story: Story, c: Clause): boolean {
  if (!(c.verb!.verb === 'gain' && c.subject && isPlayerish(c.subject))) return false;
  const n = amountOf(c.object, 'life');
  if (n === null) {
    story.problem('not-understood', c.text, 'gain-what');
    return true;
  }
  // "I gain 3 life from Healing Salve", 「《治癒の軟膏》で3点回復した」: that spell cast at the player, its mode the life told.
  if (castForEffect(story, c, [c.subject], ['=gain-life', String(n)], c.object?.text ?? '')) {
    story.use(c.object);
    return true;
  }
  story.use(c.object);
  const sides = sidesOf(story, c.subject);
  if (!sides) {
    story.problem('unsupported', c.text, 'which-player');
    return true;
  }
  for (const side of sides) push(story, { kind: 'life', side, amount: n }, c);
  return true;
}

/**
 * "gets +3/+3 from Giant Growth" (《巨大化》で+3/+3の修整を受ける): that spell is cast on it; the change
 * said is what the card does, and the card's own text is what the engine runs (the restatement says so).
 * (A card that can't do that, such as a creature card, is refused when its card is read: not a targeting spell.)
 * True when read so.
 */
function givenBySpell(story: Story, c: Clause, source: Extract<NounPhrase, { kind: 'object' }>, recipientNp: NounPhrase | null, what: NounPhrase | null): boolean {
  const v = c.verb!;
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    // (Cast by its owner when said, "from their Giant Growth", else by the speaker.)
    const caster = casterOfInstrument(story, source, 'A');
    const spell = oneObjectOf(story, source, { create: true, controller: caster });
    if (!spell) return true;
    useRole(story, c, 'from', 'with');
    story.use(what);
    story.get(spell)!.cast = true;
    castSpell(story, c, spell, caster, recipientNp ? [recipientNp] : []);
    return true;
  }
  // "gains flying from Jump", "got first strike from Brute Force" (《跳躍》で飛行を得た): the same — the keyword said
  // is the asker's account of the spell, whose own text the engine runs (only an instant or sorcery: a permanent
  // it is "from" grants it by a static ability, told as a fact of the board).
  if (!(/\b(?:Instant|Sorcery)\b/.test(source.card!.typeLine) && !what && c.keywords.length > 0 && !v.negated && v.modal === null)) return false;
  // (Cast by the recipient's controller when that is told: a spell that grants an ability is its own player's.)
  const held = objectsOf(story, recipientNp, { create: true });
  const caster = casterOfInstrument(story, source, (held?.length === 1 ? story.get(held[0]!)?.controller : null) ?? 'A');
  const spell = oneObjectOf(story, source, { create: true, controller: caster });
  if (!spell) return true;
  useRole(story, c, 'from', 'with');
  story.useKeywords(c.chunks);
  story.get(spell)!.cast = true;
  // "gains protection from red from Gods Willing": the protection said tells the color it chose (608.2d).
  castSpell(story, c, spell, caster, recipientNp ? [recipientNp] : [], null, colorOfProtection(c.keywords));
  return true;
}

/** The change given to the creatures `ids`: +N/+N, counters, keywords — or named when none was said. */
function changesGiven(story: Story, c: Clause, ids: string[], what: NounPhrase | null, giving: boolean): void {
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  } else if (what && what.kind === 'amount' && what.noun === 'counter' && what.counter && what.n !== null) {
    story.use(what);
    standingOrNewCounters(story, c, ids, what.counter, what.n);
    return;
  } else if (ptCounterList(what)) {
    // "gets two +1/+1 counters and a -1/-1 counter": put at once (countersTogether). Only P/T counters: other kinds could differ.
    story.use(what);
    countersTogether(story, c, ids, what.items);
    return;
  }
  const kws: Keyword[] = [...c.keywords];
  if (kws.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: kws });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) {
    story.problem('not-understood', c.text, 'gets-what');
    return;
  }
  // A pump with no duration said lasts until end of turn, as such effects do (said in the restatement).
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes, untilEndOfTurn: duration(c), text: c.text, static: false }, c, giving ? 'done' : 'of-it');
}

export function lose(story: Story, c: Clause): void {
  // "loses all abilities", "loses flying", "I lose 3 life".
  if (c.subject && isPlayerish(c.subject)) {
    const side = playerOf(story, c.subject);
    if (side === null) {
      story.problem('unsupported', c.text, 'which-player');
      return;
    }
    const n = amountOf(c.object, 'life');
    if (n === null) {
      story.problem('not-understood', c.text, 'lose-what');
      return;
    }
    story.use(c.object);
    push(story, { kind: 'life', side, amount: -n }, c);
    return;
  }
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  const obj = c.object;
  if (obj && obj.kind === 'property' && obj.noun === 'keyword' && (obj.adjectives.includes('all') || c.chunks.length > 0)) {
    story.use(obj);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'lose-all-abilities' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  if (c.keywords.length > 0) {
    story.useKeywords(c.chunks);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'remove-keywords', keywords: c.keywords }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'lose-what');
}

/** (A P/T set, a color or type changed, a life total told: becomes.ts; callers import them here.) */
export { become, makes } from './becomes.ts';

/** P/T counters said together ("a -1/-1 counter and a +1/+1 counter"): every list item is one, with its number. */
export function ptCounterList(np: NounPhrase | null | undefined): np is Extract<NounPhrase, { kind: 'list' }> {
  return np?.kind === 'list' && np.conj === 'and' && np.items.every((it) => it.kind === 'amount' && it.noun === 'counter' && it.n !== null && PT_COUNTER.test(it.counter ?? ''));
}

/**
 * P/T counters said together are put at once. The story puts one kind at a time, so the kinds that lower toughness go
 * last: no state between has less toughness than the end, and a creature dies between (704.5f) only if it would at
 * once; the pairs are removed the same either way (704.5q).
 */
export function countersTogether(story: Story, c: Clause, ids: readonly string[], items: readonly NounPhrase[]): void {
  const lowers = (it: NounPhrase): boolean => it.kind === 'amount' && /\/-/.test(it.counter ?? '');
  for (const it of [...items.filter((x) => !lowers(x)), ...items.filter(lowers)]) if (it.kind === 'amount') standingOrNewCounters(story, c, ids, it.counter!, it.n!);
}

/**
 * Counters said in the perfect (「カウンターが1個置かれている」, "has had a counter put on it") are
 * already on the object: a fact of the board the story starts from (122.1), wherever the sentence
 * stands. Said as an event ("a counter is put on it", 「カウンターを置いた」) they are put on at that
 * point of the story, after what was told before.
 */
export function standingOrNewCounters(story: Story, c: Clause, ids: readonly string[], counter: string, n: number): void {
  if (c.verb?.perfect && !c.verb.hypothetical) {
    for (const id of ids) {
      const o = story.get(id)!;
      o.counters[counter] = (o.counters[counter] ?? 0) + n;
    }
    return;
  }
  push(story, { kind: 'counters', ids: [...ids], counter, amount: n }, c);
}
