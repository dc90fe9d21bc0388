/**
 * Damage asked (amounts.ts): who takes it, how much a creature deals or is dealt, whether any gets through — the
 * damage-taken, dealt-damage and deals-damage asks (120.3, 510.1c).
 */
import type { NounPhrase } from '../clause.ts';
import { aboutObjects, ask, castInstrument, isPlayerish, role, useRole, yesNoQuestion } from './common.ts';
import { damageToObjects, objectsAimedAt } from './amount-sides.ts';
import type { AmountAsk } from './amount-asked.ts';
import { theyAsDealers } from './they-dealers.ts';
import { carry } from './amount-asked.ts';

/** "Who takes the damage?": each player's, and each creature's. */
export function whoTakesDamage(a: AmountAsk): boolean | undefined {
  const { story, c, nouns, verb, wh } = a;
  // "Who takes the damage?": how much each player takes, and whether each creature told is dealt
  // damage — players alone would read as "nobody" when a creature took it all (120.3).
  if (nouns.has('damage') && verb === 'take' && wh === 'who' && !c.subject && c.roles.length === 0) {
    for (const s of ['A', 'B'] as const) ask(story, { kind: 'damage-taken', side: s }, c);
    for (const o of story.objects) if (o.zone === 'battlefield' && !o.cast && o.types.includes('Creature')) ask(story, { kind: 'dealt-damage', id: o.id }, c);
    return true;
  }
  return undefined;
}

/** What damage said by one creature to another, or dealt by one, is asked; undefined when neither. */
export function damageAsk(a: AmountAsk): boolean | undefined {
  const { story, c, nouns, verb, wh, inner, face, preventing } = a;
  if (nouns.has('damage')) {
    const group = wh === null || wh === 'how-much' ? theyAsDealers(story, c, wh === 'how-much') : undefined;
    if (group !== undefined) return group;
    // "Does any damage get through to them?" is a yes/no question about the same thing.
    // "Does the 5/5's damage go to the player?" asks whether the 5/5 deals damage to the player.
    const source = c.subject?.kind === 'property' && c.subject.noun === 'damage' && c.subject.of?.kind === 'object' ? c.subject.of : c.subject;
    const subjectObjects = source && !isPlayerish(source) && source.kind !== 'property' ? aboutObjects(story, source) : null;
    const dealing = verb === 'deal' || verb === 'hit' || (source !== c.subject && (verb === 'go' || verb === 'go-through'));
    // "Does the 2/3 deal damage (back) to my Swiftblade?": damage to that object, from the subject.
    const toNp = role(c, 'to');
    const toObjectRead = toNp && !isPlayerish(toNp) && toNp.kind !== 'property' ? aboutObjects(story, toNp) : null;
    // "How much damage does my 2/2 deal to it?": a pronoun object is never the clause's own subject (that would be
    // "itself") — read so, the 2/2 was asked of damage to itself (red team s21b). Left unread then.
    if (toNp?.kind === 'pronoun' && toObjectRead && subjectObjects && toObjectRead.some((id) => subjectObjects.includes(id))) return false;
    const toObject = toObjectRead;
    const howMuch = wh === 'how-much' ? ({ howMuch: true } as const) : {};
    if (subjectObjects && subjectObjects.length === 1 && dealing && (!wh || wh === 'how-much') && toObject) {
      if (toObject.length !== 1) return false;
      ask(story, { kind: 'dealt-damage', id: toObject[0]!, by: subjectObjects[0]!, ...howMuch }, c);
      useRole(story, c, 'to');
      return true;
    }
    // Damage to a creature said with no dealer ("How much damage is dealt to the 0/1?", "Is any damage
    // dealt to my 2/2?", 「0/1には何点のダメージが与えられる？」) or with one inside the phrase ("… to their
    // 2/2 by my 4/4"): damage dealt to that creature, never what a player takes (red team s9).
    const recipient = toNp ?? inner.to;
    // ("What is the damage dealt to my 4/4?" asks the amount too: only a question with no question word is yes/no.)
    const amountAsked = wh !== null ? ({ howMuch: true } as const) : {};
    // "Is the damage dealt to my 2/2 (by their elf) prevented?": the asks of a creature's damage say yes when some is
    // dealt, the other way round from what is asked — left unread rather than answered backwards.
    const objectAsked = (recipient && !isPlayerish(recipient) && !(recipient.kind === 'property' && recipient.noun === 'face')) || (!recipient && inner.by);
    if (preventing && wh === null && objectAsked) return false;
    if (recipient && !isPlayerish(recipient) && !(recipient.kind === 'property' && recipient.noun === 'face')) return damageToObjects(story, c, recipient, inner.by ?? (dealing && subjectObjects ? source : null), amountAsked);
    // "How much damage is dealt by my 4/4?": what that creature deals, to anything.
    if (!recipient && inner.by) {
      const by = isPlayerish(inner.by) ? null : aboutObjects(story, inner.by);
      if (!by || by.length !== 1) return false;
      story.use(inner.by);
      return ask(story, { kind: 'deals-damage', id: by[0]!, side: null, any: true, ...(wh !== null ? { howMuch: true as const } : {}) }, c);
    }
    const told = damageTold(a, { source, subjectObjects, dealing, toNp, toObject, howMuch });
    if (told !== undefined) return told;
    useRole(story, c, 'to');
    if (face && c.object === face) story.use(face);
    a.handled = true;
  }
  return undefined;
}

/** The damage clause's dealer and recipient as read (damageAsk). */
interface Dealt {
  readonly source: NounPhrase | null;
  readonly subjectObjects: string[] | null;
  readonly dealing: boolean;
  readonly toNp: NounPhrase | null;
  readonly toObject: string[] | null;
  readonly howMuch: { readonly howMuch?: true };
}

/** The rest of damageAsk: damage with no recipient creature said; true or false when answered or refused. */
function damageTold(a: AmountAsk, d: Dealt): boolean | undefined {
  const { story, c, verb, wh, face, side, objectTakes, stated, compared, preventing } = a;
  const { source, subjectObjects, dealing, toNp, toObject, howMuch } = d;
  if (toNp && toObject === null && !isPlayerish(toNp) && !(toNp.kind === 'property' && toNp.noun === 'face')) return false;
  // "How much damage is (marked) on it?": damage marked on a creature (120.3e), never what a player takes.
  if (c.roles.some((r) => (r.prep === 'on' || r.prep === 'onto') && r.np !== null && !isPlayerish(r.np) && r.np.kind !== 'property')) return false;
  // "Does it still have damage (on it)?", "is the 2/2 keeping its damage?": damage marked on a creature
  // (120.3e, removed in the cleanup step 514.2), which the asks here don't answer — never the
  // damage a player takes.
  if (subjectObjects && subjectObjects.length > 0 && !dealing && (verb === 'have' || verb === 'keep' || verb === 'be' || verb === 'remain')) return false;
  // "Does my 4/4 deal damage to them?": to that player. "Does the attacker deal any damage?", "How much
  // damage does my 2/2 deal?": no recipient said — damage to anything, never the defending player's alone.
  const toPlayer = toNp !== null && (isPlayerish(toNp) || (toNp.kind === 'property' && toNp.noun === 'face'));
  if (subjectObjects && subjectObjects.length === 1 && dealing && (!wh || wh === 'how-much') && !toPlayer && !face && source === c.subject) ask(story, { kind: 'deals-damage', id: subjectObjects[0]!, side: null, any: true, ...howMuch }, c);
  else if (subjectObjects && subjectObjects.length === 1 && dealing && !wh) ask(story, { kind: 'deals-damage', id: subjectObjects[0]!, side }, c);
  // "How much damage does my 2/2 deal to him?": that one creature's damage to the player — never all the damage
  // the player takes from every source (red team s21).
  else if (subjectObjects && subjectObjects.length === 1 && dealing && wh === 'how-much' && source === c.subject && (toPlayer || face)) ask(story, { kind: 'deals-damage', id: subjectObjects[0]!, side, howMuch: true }, c);
  // A dealer said that the asks can't single out ("How much damage do my 2/2 and 3/3 deal to him?" — a sum of
  // some sources; "Which of them deals more?") is left unread, never answered with everything the player took.
  else if (subjectObjects && subjectObjects.length > 1 && dealing && wh !== null && wh !== 'how-much') return false;
  // "Which of them deals more damage?", "which creature deals the damage?": a comparison or a choice of dealer no ask makes.
  else if (dealing && (wh === 'which' || wh === 'who')) return false;
  // "Does my 6/4 take damage?", "How much damage does my 6/4 take?": damage dealt to that creature —
  // never the defending player's (a creature asked about is the one that takes it, 120.3e).
  else if (subjectObjects && subjectObjects.length > 0 && verb === 'take' && (!wh || wh === 'how-much')) {
    if (!castInstrument(story, c, role(c, 'with', 'from'), source)) return false;
    // (One object asked of an amount: "does it take 3?" is yes only when exactly 3 is dealt to it, 120.3.)
    const taken = objectTakes && subjectObjects.length === 1 && !preventing ? stated!.n : null; // (objectTakes: an amount was stated.)
    if (taken !== null) story.use(stated);
    if (objectTakes && taken === null) return false;
    for (const id of subjectObjects) ask(story, wh === 'how-much' ? { kind: 'dealt-damage', id, howMuch: true } : taken !== null ? { kind: 'dealt-damage', id, amount: taken, ...carry(compared) } : { kind: 'dealt-damage', id }, c);
  }
  // "Is that damage prevented?", 「ダメージは軽減されますか」: the same amount, the yes/no the other way round.
  else return damageToNobody(a, d);
  return undefined;
}

/** Damage asked of no creature: what the one object aimed at is dealt, or what a player takes. */
function damageToNobody(a: AmountAsk, d: Dealt): boolean | undefined {
  const { story, c, verb, wh, face, side, stated, compared, preventing, aimed, inner, innerSide, negated } = a;
  const { toNp } = d;
  // 「相手の3/3に《稲妻》を撃った。ダメージは通る？」: damage asked of nobody, no player aimed at and no combat,
  // with one object the story's spells target: the damage that object is dealt (120.3), yes/no or how much.
  const onlyObject = aimed !== null && aimed.length === 0 && !face && !toNp && (verb === 'go-through' || verb === 'go') ? objectsAimedAt(story) : [];
  if (onlyObject.length === 1 && (!wh || wh === 'how-much') && stated === null) {
    ask(story, wh === 'how-much' ? { kind: 'dealt-damage', id: onlyObject[0]!, howMuch: true } : { kind: 'dealt-damage', id: onlyObject[0]! }, c);
    return true;
  }
  // "How much damage is dealt in total?", 「合計で何点のダメージが与えられた？」 with no player said: all the damage dealt, to
  // players and creatures together — a sum no ask counts. Named, never one player's damage (red team s19).
  const total = c.chunks.some((k) => story.sensesAt(k).some((x) => (x.kind === 'adj' && x.adj === 'total') || (x.kind === 'thing-noun' && x.noun === 'total')));
  // (Damage taken in total, 「合計で何点受けた？」, is what the one who takes it takes: answered as before.)
  if (total && wh !== null && verb !== 'take' && !(c.subject && isPlayerish(c.subject)) && !toNp && !inner.to && innerSide === undefined) {
    story.problem('unsupported', c.text, 'total-damage');
    return true;
  }
  if (aimed !== null && aimed.length !== 1) return false;
  const taker = aimed?.[0] ?? side;
  const amount = stated && stated.n !== null && (stated.noun === 'total' || stated.noun === 'damage') && !preventing ? stated.n : null;
  if (amount !== null) story.use(stated);
  ask(story, yesNoQuestion(c) ? { kind: 'damage-taken', side: taker, yesNo: true, ...(preventing ? { prevented: true } : {}), ...(amount !== null ? { amount, ...carry(compared) } : {}), ...negated } : { kind: 'damage-taken', side: taker }, c);
  return undefined;
}
