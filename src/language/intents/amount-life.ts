/**
 * Life asked (amounts.ts): the life a player gains (119.3) and a life total, or its change (119.1).
 */
import type { Side } from '../ir.ts';
import { hasKeywordOf } from '../story.ts';
import { playerOf } from '../refs.ts';
import { ask, isPlayerish, role, sideAsked, useRole, yesNoQuestion } from './common.ts';
import { lifelinkSide, lifeSides } from './amount-sides.ts';
import type { AmountAsk } from './amount-asked.ts';
import { carry } from './amount-asked.ts';

/** The life a player gains, asked: who gains it, how much, or whether. */
export function lifeGainedAsk(a: AmountAsk): boolean | undefined {
  const { story, c, nouns, verb, wh } = a;
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
  return undefined;
}

/** A life total asked, or its change; sets `handled` when asked of some player. */
export function lifeTotalAsk(a: AmountAsk): boolean | undefined {
  const { story, c, props, nouns, verb, stated, compared, moving, change } = a;
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
    a.handled = sides.length > 0;
  }
  return undefined;
}
