/**
 * Amount intents: how much damage, life or poison ("How much damage do I take?", "How many poison
 * counters does it give?", "Does any damage get through?") → the life change read from the run.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Comparison, Side } from '../ir.ts';
import { comparisonAroundEn } from '../en/comparatives.ts';
import { comparisonAroundJa } from '../ja/comparatives.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { playerOf } from '../refs.ts';
import { VERB_NOUNS } from '../ja/verb-words.ts';
import { aboutObjects, ask, castInstrument, isPlayerish, role, sideAsked, useRole, yesNoQuestion } from './common.ts';
import { ptAsk } from './characteristics.ts';
import { eachPlayerAmount } from './each-player-amounts.ts';
import { damageRoles, damageToObjects, dealerSide, innerPlayer, lifelinkSide, lifeSides, objectsAimedAt, playersAimedAt } from './amount-sides.ts';

/** An amount question: true or false when it is one (answered or not), null when it is not about amounts. */
export function amountAsk(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[]): boolean | null {
  // "Do I gain more life than him?", "Does my 2/2 deal more damage than his 3/3?": an amount compared with another
  // player's or object's, which no ask makes — read as one side, the yes or no could be turned round (red team s21).
  if (c.roles.some((r) => r.prep === 'than' && r.np !== null && r.np.kind !== 'amount')) return false;
  const at = lifeAtAsk(story, c);
  if (at !== null) return at;
  const stated = yesNoQuestion(c) ? statedAmount(c) : null;
  const compared: Compared = { cmp: stated ? comparisonOf(story, stated) : null, taken: false };
  const asksBefore = story.asks.length;
  const each = eachPlayerAmount(story, c, props);
  if (each !== null) return each;
  const read = amountAskOf(story, c, props, stated, compared);
  if (read === true && eachLost(story, c, asksBefore)) return true;
  // "Does it take more than 2 damage?" read by an ask that can only match the number exactly: the
  // comparison would be lost and the yes/no turned round, so the question is not taken that way.
  return read === true && compared.cmp !== null && !compared.taken ? false : read;
}

/**
 * 「それぞれ何点割り振る？」「それぞれ何点ダメージを受ける？」"How much damage does each take?": an amount asked of each of
 * several, read as one amount (one player's, or the attacker's) — the "each" was lost and another question answered.
 * Asked per object ("each blocker", 「2体はそれぞれ」) there is an ask for each of them. True (and the words named) when
 * the clause says "each" and what was read is a single damage amount.
 */
function eachLost(story: Story, c: Clause, from: number): boolean {
  const each = c.chunks.filter((k) => story.sensesAt(k).some((x) => (x.kind === 'pronoun' && x.word === 'each') || (x.kind === 'det' && x.det === 'each')));
  if (each.length === 0) return false;
  const fresh = story.asks.slice(from).filter((a) => a.kind === 'damage-taken' || a.kind === 'deals-damage' || a.kind === 'dealt-damage');
  if (fresh.length !== 1) return false;
  story.problem('not-understood', c.text, 'each-amount');
  return true;
}

/** The comparison said around the stated amount, and whether the ask read carries it. */
interface Compared {
  readonly cmp: Comparison | null;
  taken: boolean;
}

/** The comparison, for an ask that compares its amount: `{ cmp }` when one was said (and noted as carried). */
function carry(compared: Compared): { cmp?: Comparison } {
  if (compared.cmp === null) return {};
  compared.taken = true;
  return { cmp: compared.cmp };
}

function comparisonOf(story: Story, np: Extract<NounPhrase, { kind: 'amount' }>): Comparison | null {
  return story.lang === 'ja' ? comparisonAroundJa(story.text, np.start, np.end) : comparisonAroundEn(story.text, np.start, np.end);
}

function amountAskOf(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[], stated: Extract<NounPhrase, { kind: 'amount' }> | null, compared: Compared): boolean | null {
  const verb = c.verb?.verb ?? null;
  const wh = c.wh;
  // "How does my opponent assign the damage?": "how" alone asks the way it is done (510.1c-d: a choice),
  // not how much; read as an amount the question became another (red team s13). Not this ask.
  if (wh === 'how' && verb === 'assign' && c.verb?.passive !== true) return false;
  // "Can AP's combat damage destroy both blockers?", "will the damage kill it?": damage as the agent of an act on an
  // object asks what happens to that object (704.5g, 704.5h), never the amount or who takes it — read as an amount,
  // the act and its object were dropped and the answer was another question's (fresh s40a: "No. You take 0").
  const actedOn = c.object !== null && (c.object.kind === 'object' || c.object.kind === 'list' || (c.object.kind === 'pronoun' && !isPlayerish(c.object)));
  if (c.subject?.kind === 'property' && c.subject.noun === 'damage' && actedOn && verb !== 'deal' && verb !== 'hit' && verb !== 'assign') return false;
  // 「4点入る？」「相手は3点受ける？」: a yes/no question naming the amount it asks about (stated, with
  // any comparison said around it: "more than 2", 「3点以上」).
  const statedLife = stated !== null && stated.noun === 'life' && c.subject !== null && isPlayerish(c.subject) && verb === 'be';
  // "Do I gain 5 life?", "do I still gain 3?", "Do I get the 5 life?": whether the player gains that
  // much life (119.3) — a number a player gains is life; one a player gets is life only when said so.
  if (stated && stated.n !== null && (c.object === stated || (verb === 'get' && c.complement === stated) || (compared.cmp !== null && c.roles.some((r) => r.np === stated))) && !wh && c.subject !== null && isPlayerish(c.subject) && ((verb === 'gain' && (stated.noun === 'life' || stated.noun === 'total')) || (verb === 'get' && stated.noun === 'life'))) {
    const who = playerOf(story, c.subject);
    if (!who) return false;
    story.use(stated);
    return ask(story, { kind: 'life-gained', side: who, amount: stated.n, ...carry(compared) }, c);
  }
  // ("Does the Pridemate still take 3?", "does my 3/3 take 2 damage?": the damage an object is dealt, that amount asked.)
  const objectTakes = stated !== null && verb === 'take' && !wh && c.object === stated && (stated.noun === 'damage' || stated.noun === 'total') && c.subject !== null && !isPlayerish(c.subject) && c.subject.kind !== 'property';
  if ((stated && verb === 'take' && c.subject !== null && isPlayerish(c.subject)) || objectTakes || statedLife || wh === 'how-much' || wh === 'how-many' || props.some((p) => p.noun === 'damage' || p.noun === 'poison' || p.noun === 'life') || verb === 'trample-over' || verb === 'push-through' || verb === 'go-through') {
  // ("face" — the player hit — is where the damage goes, not what is asked: "how much hits face?")
  const toFace = role(c, 'to');
  const face = props.find((p) => p.noun === 'face' && p.of === null) ?? (toFace?.kind === 'property' && toFace.noun === 'face' ? toFace : null);
  const nouns = new Set(props.filter((p) => p !== face).map((p) => p.noun));
  if (c.asked?.kind === 'amount' && c.asked.counter === 'poison') nouns.add('poison');
  if (verb === 'trample-over' || verb === 'push-through' || verb === 'go-through' || verb === 'assign') nouns.add('damage');
  // ("How much goes to the player?", "how much gets to them?": what goes to a player, with no noun said, is the
  // damage dealt them — as "how much goes to face?". Not to a player whose creature attacks: "how much goes to me?"
  // after my lifelinker attacks asks the life gained, which is left unread.)
  const attacking = new Set(story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers.map((id) => story.get(id)?.controller) : [])));
  const toPlayer = toFace?.kind === 'player' && !attacking.has(story.side(toFace.player));
  if (wh === 'how-much' && nouns.size === 0 && (verb === 'take' || verb === 'deal' || verb === 'hit' || ((face || toPlayer) && (verb === 'go' || verb === 'get')))) nouns.add('damage');
  // (「回復は何点？」: the noun of another act set off by は says what amount is asked — life gained, not damage; left to
  // be named unread, never answered as the damage a player takes.)
  const otherAct = story.lang === 'ja' && [...VERB_NOUNS].some((n) => c.text.includes(`${n}は`));
  if (wh === 'how-much' && nouns.size === 0 && !verb && !otherAct) nouns.add('damage');
  // 「相手は何点失う？」「私は何点回復する？」: points a player loses or gains are life (119.3).
  // "How many creatures does my opponent lose?" asks a count of objects, never life: named as a quantity not counted (red team s19).
  if (wh === 'how-many' && nouns.size === 0 && verb === 'lose' && c.subject !== null && isPlayerish(c.subject) && !c.object && c.asked?.kind === 'object') {
    story.problem('unsupported', c.text, 'creatures-lost');
    return true;
  }
  if ((wh === 'how-much' || wh === 'how-many') && nouns.size === 0 && (verb === 'lose' || verb === 'gain') && c.subject !== null && isPlayerish(c.subject) && !c.object && c.asked?.kind !== 'object') nouns.add('life');
  // 「相手は何点ですか」「相手は何点になりますか」「(相手のライフは15点。)戦闘後は何点?」: the points a player is at, or comes
  // to, are its life total (119.1) — with no player said, that of the one player whose life the story told (none or
  // both told: whose is not guessed).
  const lifeTold = (['A', 'B'] as const).filter((s) => story.life[s] !== undefined);
  if (wh === 'how-much' && nouns.size === 0 && (verb === 'be' || verb === 'become') && c.verb?.negated !== true && !c.object && !c.complement && c.roles.length === 0 && (c.subject !== null ? c.subject.kind === 'player' && playerOf(story, c.subject) !== null : lifeTold.length === 1)) nouns.add('life');
  if (stated && verb === 'take' && nouns.size === 0) nouns.add('damage');
  if (statedLife) nouns.add('life');
  // "How much damage is dealt to the 0/1?", "the damage dealt by my 4/4", 「2/2に与えられるダメージ」: the
  // recipient and source said inside the damage phrase are what is asked, as a "to" role is (510.1c).
  const inner = damageRoles(c, props);
  const dealt = dealerSide(story, c);
  const innerSide = inner.to && isPlayerish(inner.to) && !role(c, 'to') ? innerPlayer(story, inner.to) : undefined;
  const side = innerSide !== undefined ? innerSide : dealt === undefined ? sideAsked(story, c) : dealt;
  // Damage asked of nobody, with no combat told: not "the defending player" (there is none) but the
  // one player the story aims damage at (「相手が《稲妻》を私に撃った。ダメージは通る？」); none or both: not guessed.
  const aimed = side === null && !story.events.some((e) => e.kind === 'attack') ? playersAimedAt(story) : null;

  let handled = false;
  // "Does my life go down?", 「毒は増えますか」: whether the amount changes that way (yes/no only).
  // Asked with a question word (「ライフは何点増える？」) it is the amount itself, answered with its change.
  const moving = verb === 'increase' || verb === 'decrease';
  if (moving && (nouns.has('damage') || (nouns.has('poison') && verb === 'decrease'))) return false;
  const change = moving && !wh && yesNoQuestion(c) ? (verb === 'increase' ? 'up' : 'down') : null;
  // "Does Fog stop the damage / the poison counters?", 「毒カウンターは防げますか」, "Is the damage prevented?": asked with a
  // verb that keeps the quantity from coming, the yes/no is the other way round — yes when none comes (615.1, 615.6).
  const preventing = verb === 'prevent' || verb === 'stop';
  // "Can I prevent the poison counters?", 「毒カウンターは防げますか」 with nothing told that might prevent it (no spell cast,
  // ability activated or prevention said): asks whether some way exists, which a run of the story can't tell — left
  // unread, never answered "no" from a story in which nobody tried.
  const tried = story.events.some((e) => e.kind === 'prevent' || e.kind === 'cast' || e.kind === 'activate' || (e.kind === 'damage' && e.prevented === true));
  if (preventing && c.verb?.modal != null && !tried) return false;
  // (Asked in the negative in Japanese, the yes/no is of the negative: see ask() in ask-core.ts.)
  const negated = c.verb?.negated === true && story.lang === 'ja' ? ({ negated: true } as const) : {};
  if (nouns.has('poison')) {
    ask(story, yesNoQuestion(c) ? { kind: 'poison', side, yesNo: true, ...(preventing ? { prevented: true as const } : {}), ...negated } : { kind: 'poison', side }, c);
    handled = true;
  }
  // "Who takes the damage?": how much each player takes, and whether each creature told is dealt
  // damage — players alone would read as "nobody" when a creature took it all (120.3).
  if (nouns.has('damage') && verb === 'take' && wh === 'who' && !c.subject && c.roles.length === 0) {
    for (const s of ['A', 'B'] as const) ask(story, { kind: 'damage-taken', side: s }, c);
    for (const o of story.objects) if (o.zone === 'battlefield' && !o.cast && o.types.includes('Creature')) ask(story, { kind: 'dealt-damage', id: o.id }, c);
    return true;
  }
  if (nouns.has('damage')) {
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
      const taken = objectTakes && subjectObjects.length === 1 && !preventing ? stated.n : null;
      if (taken !== null) story.use(stated);
      if (objectTakes && taken === null) return false;
      for (const id of subjectObjects) ask(story, wh === 'how-much' ? { kind: 'dealt-damage', id, howMuch: true } : taken !== null ? { kind: 'dealt-damage', id, amount: taken, ...carry(compared) } : { kind: 'dealt-damage', id }, c);
    }
    // "Is that damage prevented?", 「ダメージは軽減されますか」: the same amount, the yes/no the other way round.
    else {
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
    }
    useRole(story, c, 'to');
    if (face && c.object === face) story.use(face);
    handled = true;
  }
  // "Who gains the life?", "who gets the life?": how much each player gains, no player guessed.
  if (nouns.has('life') && (verb === 'gain' || verb === 'get') && wh === 'who' && !c.subject) {
    for (const s of ['A', 'B'] as const) ask(story, { kind: 'life-gained', side: s, who: true }, c);
    return true;
  }
  // "How much life do I gain?", 「相手は何点回復する？」: the amount gained (119.3), not the life total.
  // (No player said, 「ライフを何点得る？」: the player the clause is asked of, as for a life total.)
  if (nouns.has('life') && verb === 'gain' && (wh === 'how-much' || wh === 'how-many') && (c.subject === null || isPlayerish(c.subject))) {
    const who = c.subject !== null ? playerOf(story, c.subject) : sideAsked(story, c);
    if (who) return ask(story, { kind: 'life-gained', side: who, howMuch: true }, c);
  }
  // 「ライフ15。…絆魂で回復はできる？」: life gained asked yes or no of no player (回復 alone, ja/valency.ts lifeAsked) is
  // the gain of the player whose life the story told, when it told one; otherwise whose is not guessed.
  const unsaidOwner = c.subject?.kind === 'property' && (c.subject.of === null || (c.subject.of.kind === 'player' && c.subject.of.chunks.length === 0));
  if (nouns.has('life') && verb === 'gain' && !wh && unsaidOwner && c.subject!.chunks.length === 0 && !c.object) {
    const told = (['A', 'B'] as const).filter((s) => story.life[s] !== undefined);
    if (told.length !== 1) return false;
    return ask(story, { kind: 'life-gained', side: told[0]! }, c);
  }
  if (nouns.has('life') && verb === 'gain' && !wh) {
    const who = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    // 「相手は絆魂で回復しますか」: a keyword said as how the player gains is had by a permanent of theirs (told, or its
    // card's in the catalog) — then it adds nothing; one the story never gave them is not assumed, and is left unread.
    if (who && c.keywords.length > 0 && !c.keywords.every((k) => story.objects.some((o) => o.controller === who && o.zone === 'battlefield' && hasKeywordOf(story, o.id, k)))) return false;
    if (who) {
      story.useKeywords(c.chunks);
      return ask(story, { kind: 'life-gained', side: who }, c);
    }
  }
  if (nouns.has('life')) {
    // 「ライフ3点の私は生き残る？」: a player surviving, dying or winning is not a life total asked — read as one,
    // "is my life 3?" answered the question (red team s16); the words around the life are not read here.
    if (verb === 'survive' || verb === 'die' || verb === 'win') return false;
    // 「ライフは何点増える？」 said of no player: both life totals, each with its change (no guess whose).
    const toldSides = lifeSides(story, c, props);
    // "I Bolt him. Life total?", "What's the life total?": a life total asked of no player, with no change or yes/no asked,
    // is each player's (as "Life totals?"), never one picked.
    // (「ライフは?」「最終的なライフは?」: Japanese says no plural — the life asked with no verb and no player is each one's too.)
    const bareJa = story.lang === 'ja' && !c.verb && !c.object && !c.complement && c.roles.length === 0;
    const bareTotal = toldSides.length === 0 && !change && c.question && !yesNoQuestion(c) && props.some((p) => p.noun === 'life' && p.of === null && (/\btotal$/i.test(p.text.trim()) || bareJa));
    // 「絆魂持ちで攻撃したら、ライフは増えますか」: a gain asked of no player, with lifelink told of one player's
    // creatures only, is asked of that player's life (702.15b: the lifelink source's controller gains it).
    const gainer = toldSides.length === 0 && !bareTotal && change === 'up' ? lifelinkSide(story) : null;
    const told: Side[] = bareTotal ? ['A', 'B'] : gainer !== null ? [gainer] : toldSides;
    // Asked yes or no of no player, the two could answer differently: not guessed.
    if (told.length === 0 && change) return false;
    // 「ライフはどうなりますか」 "what happens to the life totals?" likewise: each player's, never one picked.
    const unsaid = told.length === 0 && (moving || ((verb === 'happen' || verb === 'become') && !yesNoQuestion(c)));
    const sides: Side[] = unsaid ? ['A', 'B'] : told;
    // 「相手のライフは17になる？」: whether it ends at that number (one player's, said).
    // (「ライフを3点失う？」「ライフを2点払う？」: the points lost or paid are a change of the total, never what it comes to
    // — read as "is it 3?", a loss of 2 from 20 was answered "no, 18" (s21). No ask counts a loss: left unread, refused.)
    const lostOrPaid = verb === 'lose' || verb === 'pay';
    const is = stated && stated.n !== null && (stated.noun === 'total' || stated.noun === 'life') && !change && !lostOrPaid && told.length === 1 ? stated.n : null;
    if (is !== null) story.use(stated);
    // 「ライフは増えないですよね?」: asked in the negative, a Japanese はい agrees with the negative — the
    // verdict is of the question as asked, never of its positive (English "doesn't it go up?" is answered
    // of the fact, so its negation changes nothing).
    const negated = change && c.verb?.negated === true && story.lang === 'ja' ? ({ negated: true } as const) : {};
    // 「自分のライフは20からいくつになる？」 "from 20, what is it then?": the life the story starts from, said in the question.
    const from = role(c, 'from');
    if (from?.kind === 'amount' && from.n !== null && (from.noun === 'life' || from.noun === 'total') && sides.length === 1) {
      if (story.life[sides[0]!] !== undefined && story.life[sides[0]!] !== from.n) return false;
      story.life[sides[0]!] = from.n;
      useRole(story, c, 'from');
    }
    for (const s of sides) ask(story, change ? { kind: 'life', side: s, change, ...negated } : is !== null ? { kind: 'life', side: s, is, ...carry(compared) } : { kind: 'life', side: s }, c);
    // ("How much life does she have left?": the life a player has left is their life total, 119.1.)
    if (sides.length > 0 && verb === 'have' && c.adjectives.includes('left')) story.useChunks(c.chunks.filter((k) => /^left$/i.test(story.chunkText(k))));
    handled = sides.length > 0;
  }
  if (wh === 'how-big') return ptAsk(story, c);
  if (handled) return true;
  }
  return null;
}

/** The one amount with a number a clause names (subject, object, complement or a role), if one. */
function statedAmount(c: Clause): Extract<NounPhrase, { kind: 'amount' }> | null {
  const all = [c.subject, c.object, c.complement, ...c.roles.map((r) => r.np)].filter((np): np is Extract<NounPhrase, { kind: 'amount' }> => np?.kind === 'amount' && np.n !== null);
  return all.length === 1 ? all[0]! : null;
}

/** Verbs a player is asked to be at a life total with: "is he at 7", "does he end (up) at 7", "does he go / drop to 7". */
const LIFE_AT_VERBS: ReadonlySet<string> = new Set(['be', 'end', 'end-up', 'go', 'become']);

/**
 * "Am I at 13?", "Is he at 7 life?", "Will I be at 0?", and — once that player's total was told and something
 * happened — "He's at 7?": a player asked to be at a number is their life total asked at the end of the run,
 * yes or no (119.1), as 「相手のライフは7？」 is. Never a total told: read as the start, the told total was
 * overwritten and the story applied on top of the number asked (red team s21). A total told as a fact
 * ("I'm at 10.") is not a question and never reaches here; one said in a question's last clause with no
 * total told before ("What's his life, I'm at 20") is still a total told (index.ts readClause).
 */
function lifeAtAsk(story: Story, c: Clause): boolean | null {
  const v = c.verb;
  const subj = c.subject;
  // "Do they end at 4?", "does he go to 7?", "will I drop to 3?": the total the run ends at, said as where it ends or goes (119.1).
  if (!v || !LIFE_AT_VERBS.has(v.verb) || v.negated || (v.modal !== null && v.modal !== 'will' && v.modal !== 'do') || v.passive || v.perfect || v.hypothetical || c.wh !== null) return null;
  if (!subj || !isPlayerish(subj) || c.object || c.object2 || c.complement || c.roles.length !== 1) return null;
  const r = c.roles[0]!;
  const np = r.np;
  if (!(v.verb === 'be' ? r.prep === 'at' || r.prep === 'on' : v.verb === 'end' || v.verb === 'end-up' ? r.prep === 'at' : r.prep === 'to') || np?.kind !== 'amount' || np.n === null || np.counter !== null || (np.noun !== 'total' && np.noun !== 'life')) return null;
  const side = playerOf(story, subj);
  if (!side) return null;
  // (A form of "be" is not marked inverted: its verb group before the subject says it — "Am I at 13?".)
  const auxFirst = v.inverted === true || v.modal !== null || (v.chunks.length > 0 && subj.chunks.length > 0 && Math.min(...v.chunks) < Math.min(...subj.chunks));
  const retold = story.life[side] !== undefined && story.events.length > 0;
  if (!yesNoQuestion(c) && !auxFirst && !retold) return null;
  const cmp = comparisonOf(story, np);
  story.use(subj);
  useRole(story, c, r.prep);
  c.yesNo = true;
  return ask(story, { kind: 'life', side, is: np.n, ...(cmp !== null ? { cmp } : {}) }, c);
}
