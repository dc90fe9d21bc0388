/**
 * One object's told keywords, states, counters, damage and size (object-facts.ts objectState). A state told after events
 * that may have changed it is refused, never counted twice.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { kwText } from '../story.ts';
import { addAttack } from './attacks.ts';
import { restatedSize, sizeCause } from './restated-size.ts';
import { plainSize, pushKeywordsTold, pushSizeTold, role, sizeMayBeLater, sizeReached, stateAdj } from './util.ts';
import { mentions } from '../../core/tree.ts';

type ObjectNp = Extract<NounPhrase, { kind: 'object' }>;

/**
 * Counters told on an object may be what something told before made them: anything that may have changed its
 * size (sizeMayBeLater: a spell or ability at it, its own ability activated — a loyalty cost, 606.4 — counters
 * put on it, or, dated "now", anything cast or activated), or damage dealt to it (a planeswalker's loyalty, 120.3c).
 */
export function countersMayBeLater(story: Story, c: Clause, id: string): boolean {
  return sizeMayBeLater(story, c, id) || damageMayBeLater(story, c, id);
}

/** Times that date what a clause says to after what was told before it. */
const LATER_TIMES: ReadonlySet<string> = new Set(['now', 'after-damage', 'after-first-strike', 'after-combat', 'later', 'finally', 'already']);

/**
 * Damage told on an object may be the result of what was told before it (510.2 combat damage, 120.3): dated after
 * it ("after first-strike damage", "now") with combat, a spell or damage told before; or, undated, told after
 * damage dealt to that very object or a spell cast at it.
 */
function damageMayBeLater(story: Story, c: Clause, id: string): boolean {
  const dated = c.times.some((t) => LATER_TIMES.has(t));
  return story.events.some((e) => {
    const about = mentions(e, id);
    if (dated) return e.kind === 'attack' || e.kind === 'block' || e.kind === 'damage' || e.kind === 'cast' || e.kind === 'activate' || e.kind === 'first-strike-damage' || e.kind === 'combat-damage';
    return about && (e.kind === 'damage' || (e.kind === 'cast' && e.targets.includes(id)));
  });
}

/** A description that says keywords and nothing else (「威迫持ち」 as a noun). */
function keywordsOnly(d: ObjectNp): boolean {
  return d.keywords.length > 0 && d.card === null && d.power === null && d.count === null && plainSize({ ...d, keywords: [] });
}

/** One object's told keywords, states, counters, damage and size (objectState). */
export function tellObject(story: Story, c: Clause, id: string): void {
  keywordsTold(story, c, id);
  statesTold(story, c, id);
  const obj = c.object ?? c.complement;
  if (!countersTold(story, c, id, obj)) return;
  if (obj?.kind === 'list' && obj.items.every((x) => x.kind === 'amount')) story.use(obj);
  if (!damageTold(story, c, id, obj)) return;
  sizeTold(story, c, id, obj);
}

/** The keywords told of it: given it, or, of a card as a fact, a restatement checked (later-facts.ts). */
function keywordsTold(story: Story, c: Clause, id: string): void {
  const o = story.get(id)!;
  const v = c.verb;
  // Keywords told of a card as a fact (not supposed: "if it had flying") that it doesn't print: a restatement checked, not a
  // grant (later-facts.ts). One it prints ("Does Infest kill Slippery Bogle? It has hexproof.") is the card as it is, said.
  const facts = story.cardFacts(o);
  // 「《嵐拳の聖戦士》は威迫持ちです」「《セラの天使》は飛行持ちだけど」: a keyword-haver said as what it is tells the keywords as
  // 「威迫だ」 does (read as a description with nothing but them, they were dropped).
  const kwNoun = v?.verb === 'be' && c.complement?.kind === 'object' && c.complement.head === 'keyword' && keywordsOnly(c.complement) ? c.complement : null;
  const told = kwNoun ? [...c.keywords, ...kwNoun.keywords] : c.keywords;
  if (kwNoun) story.use(kwNoun);
  const printed = facts !== null && told.every((k) => k.param === undefined && facts.keywords.includes(kwText(k).toLowerCase()));
  const restates = o.card !== null && !printed && told.length > 0 && v !== null && !v.negated && !v.hypothetical && v.modal === null && !c.question && c.sub === null;
  if (restates) pushKeywordsTold(story, c, id, told);
  else for (const k of told) if (!o.keywords.some((x) => x.keyword === k.keyword && x.param === k.param)) o.keywords.push(k);
}

/** Its states told: tapped, untapped, summoning sick, attacking, unblocked. */
function statesTold(story: Story, c: Clause, id: string): void {
  const o = story.get(id)!;
  if (stateAdj(story, c, 'tapped')) o.tapped = true;
  if (stateAdj(story, c, 'untapped')) o.tapped = false;
  // "A creature with vigilance and summoning sickness", "it's summoning sick": hasn't been under its
  // controller's control since their most recent turn began (302.6).
  if (stateAdj(story, c, 'sick')) o.summoningSick = true;
  if (stateAdj(story, c, 'attacking')) {
    addAttack(story, [id], null, c);
    story.roles.set(id, 'attacker');
  }
  if (stateAdj(story, c, 'unblocked')) {
    if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(id))) addAttack(story, [id], null, c);
    story.unblocked.add(id);
  }
}

/** The counters told on it (an amount, or a list of them). False when the clause is named and nothing more is read. */
function countersTold(story: Story, c: Clause, id: string, obj: NounPhrase | null): boolean {
  const o = story.get(id)!;
  const amounts = obj?.kind === 'list' ? obj.items : obj ? [obj] : [];
  const had: Readonly<Record<string, number>> = { ...o.counters }; // (before this clause: a list may name one kind twice)
  for (const a of amounts) {
    if (a.kind !== 'amount' || a.noun !== 'counter' || !a.counter || a.n === null) continue;
    // ("It came back with persist, so it has a -1/-1 counter": a reason or conclusion the story already bears out.)
    // ("My Young Wolf came back with undying (it has one +1/+1 counter)": said again as the creature stands, the
    // counters it already has by the words before — the same number agrees; another number is not guessed at, as
    // it could be the total or more, 122.1.)
    const before = had[a.counter] ?? 0;
    if ((c.reason || before > 0) && before === a.n) {
      story.use(a);
      continue;
    }
    if (before > 0 && !c.reason) {
      story.problem('not-understood', c.text, 'state-after-events');
      return false;
    }
    story.use(a);
    // "I activate Chandra's −3 …, and Chandra has 1 loyalty now": counters told as they stand after something
    // told before that may have put them on or removed them (a loyalty cost, 606.4; damage, 120.3c) — set
    // as the start, the change was counted twice (red team s15: a −3 declared impossible at 1 loyalty).
    // Which moment is meant is named, never guessed.
    if (countersMayBeLater(story, c, id)) {
      story.problem('not-understood', c.text, 'state-after-events');
      return false;
    }
    o.counters[a.counter] = (o.counters[a.counter] ?? 0) + a.n;
  }
  return true;
}

/** The damage marked on it. False when the clause is named and nothing more is read. */
function damageTold(story: Story, c: Clause, id: string, obj: NounPhrase | null): boolean {
  if (!obj || obj.kind !== 'amount' || obj.noun !== 'damage' || obj.n === null || !(c.adjectives.includes('marked') || c.verb?.verb === 'have')) return true;
  // "After first-strike damage, the 3/3 has 2 damage", "I Shock it. It has 2 damage now": damage told as it
  // stands after something told before that may have dealt it — marked again from the start, it was counted
  // twice (red team s12). Which moment is meant is named, never guessed (120.3, 510.4).
  if (damageMayBeLater(story, c, id)) {
    story.problem('not-understood', c.text, 'state-after-events');
    story.use(obj);
    return false;
  }
  story.get(id)!.damage += obj.n;
  story.use(obj);
  return true;
}

/**
 * "I cast Giant Growth on my creature and it's a 5/5 now", "… got a -1/-1 counter and is a 0/0 now", "I control
 * Glorious Anthem, and my creature is a 3/3 now": a size told as reached is its size then, with every effect on it
 * (613.4) — a claim about the same object, checked or used once (questions/size-claims.ts), never its own size
 * with the change counted again (red team s15: 8/8), nor a second creature.
 * 「《栄光の頌歌》を出しているので《ラノワールのエルフ》は2/2です」「《灰色熊》は2/2なんだけど」: a size told of a card, which has a
 * size of its own (its printed one, 208.1), is what it is with every effect on it then (613.4) — a claim too, checked
 * against the run, never taken for its printed size (it was left unread).
 */
function sizeTold(story: Story, c: Clause, id: string, obj: NounPhrase | null): void {
  const o = story.get(id)!;
  if (obj?.kind === 'object' && cardWithCounters(story, c, id, obj)) return;
  const cardSize = o.card !== null && !story.events.some((e) => e.kind === 'size-told' && e.id === id);
  if (obj && obj.kind === 'object' && obj.power !== null && obj.toughness !== null && obj.head === 'pt' && plainSize(obj) && (sizeReached(story, c, id, false) || cardSize || restatedSize(story, c, id, obj) || role(c, 'via') !== null)) {
    pushSizeTold(story, c, [id], obj.power, obj.toughness);
    story.use(obj);
    return sizeCause(story, c, id);
  }
  if (obj && obj.kind === 'object' && obj.power !== null && obj.toughness !== null && obj.head === 'pt' && o.card === null) describedSize(story, c, id, obj);
}

/** The size of a description said of an object that is no card: its own size (and the rest of the description), unless another was told. */
function describedSize(story: Story, c: Clause, id: string, obj: ObjectNp): void {
  const o = story.get(id)!;
  // "My 1/1 is indestructible and my creature is a 2/2": a size said of an object already told
  // with another one is two descriptions merged into one object; neither is picked (issue 11 §2).
  if (o.power !== null && (o.power !== obj.power || o.toughness !== obj.toughness)) {
    story.problem('contradiction', c.text, 'two-sizes', [`${o.power}/${o.toughness ?? '?'}`, `${obj.power}/${obj.toughness}`]);
    story.use(obj);
    return;
  }
  // "… is a 3/3 with a -1/-1 counter", "is a 2/2 with flying": the rest of the description is the
  // object's too; what this can't carry over (a subtype, "without", an Aura on it) leaves the
  // words unread, so the question is refused naming them rather than answered without them.
  const unread = obj.lacks.length + obj.attachments.length + obj.quotes.length + obj.subtypes.length + obj.supertypes.length + obj.nonColors.length + obj.nonTypes.length + obj.adjectives.length;
  if (unread > 0 || obj.from !== null || obj.types.some((t) => t !== 'Creature') || (obj.count !== null && obj.count !== 1)) return;
  // "I cast Giant Growth on my creature; it is a 5/5 now", "I put a +1/+1 counter on it and it's a 3/3 now": a
  // size told after something that may have changed it is that moment's size — made its own size, the change was
  // counted twice (red team s15: 8/8). Which is meant is named, never guessed (613.4).
  if (sizeMayBeLater(story, c, id)) {
    story.problem('not-understood', c.text, 'state-after-events');
    story.use(obj);
    return;
  }
  o.power = obj.power;
  o.toughness = obj.toughness;
  o.sizeStated = true;
  for (const k of obj.keywords) if (!o.keywords.some((x) => kwText(x) === kwText(k))) o.keywords.push(k);
  for (const col of obj.colors) if (!o.colors.includes(col)) o.colors.push(col);
  for (const n of obj.counters) o.counters[n.kind] = (o.counters[n.kind] ?? 0) + n.n;
  o.damage += obj.damage;
  story.use(obj);
}

/**
 * "My Murderous Redcap is a 1/1 with a -1/-1 counter", "…, so it was a 1/1 with a -1/-1 counter": a card told as a size
 * with counters on it. The counters are its state (122.1a); the size is what it is with them and every other effect
 * (613.4c), a claim checked against the run (questions/size-claims.ts), never its printed size. Told as a reason or
 * conclusion, the counters must be the ones it already has (a return with persist, 702.79a, put them there), else the
 * words are left unread and named. Anything more in the description (keywords, an Aura) is left to the rest of tellObject.
 */
function cardWithCounters(story: Story, c: Clause, id: string, obj: ObjectNp): boolean {
  const o = story.get(id)!;
  if (o.card === null || obj.counters.length === 0 || obj.power === null || obj.toughness === null || obj.head !== 'pt' || !plainSize({ ...obj, counters: [] })) return false;
  if (c.reason) {
    if (!obj.counters.every((n) => o.counters[n.kind] === n.n)) return true;
  } else {
    if (countersMayBeLater(story, c, id)) {
      story.problem('not-understood', c.text, 'state-after-events');
      story.use(obj);
      return true;
    }
    for (const n of obj.counters) o.counters[n.kind] = (o.counters[n.kind] ?? 0) + n.n;
  }
  pushSizeTold(story, c, [id], obj.power, obj.toughness);
  story.use(obj);
  return true;
}
