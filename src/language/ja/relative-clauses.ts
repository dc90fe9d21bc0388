/** Japanese relative clauses and gaps: a verb before a noun (「2点与えた相手の3/3」), question words as items, and gapped particles. */
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyClause, phraseChunks } from '../clause.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import { finishClause, relativeGap } from './valency.ts';
import type { Arg, Building, State } from './clause-state.ts';
import { build, roleParticle, verbInfo } from './clause-state.ts';
import { SIDE_TOPIC, sideTopicArgs } from './clause-close.ts';

/** A relative clause: the verb and the arguments before it (not the topic) tell an event about the noun after it. */
export function relative(st: State, it: Extract<Item, { kind: 'verb' }>, head: Extract<Item, { kind: 'np' }>): void {
  // (「相手の2/2が、私の攻撃している2/3をブロックした」: a が-phrase set off by a comma before the relative clause is the main
  // clause's, as a topic is — the comma closes it off from the verb right after; read as the relative clause's subject, the
  // block lost its blocker.)
  const setOff = (a: Arg): boolean => roleParticle(a.particles) === 'が' && a.chunks.length > 0 && st.r.chunks[Math.max(...a.chunks) + 1]?.text === '、';
  // (「私の場には《急報》で出したトークンがいる」: a phrase marked は after another particle (には, では) is a topic too — a
  // relative clause takes no topic of its own, so it is the main clause's.)
  const isTopic = (a: Arg): boolean => ['は', 'も', 'って'].includes(roleParticle(a.particles) ?? '') || a.particles.includes('は') || setOff(a);
  // (「私の攻撃している2/3」: a player's の right before the relative clause's verb is whose the noun after it is.)
  const last = st.cur.args[st.cur.args.length - 1];
  const whose = last && roleParticle(last.particles) === 'の' && last.np.kind === 'player' && head.np.kind === 'object' && head.np.owner === null && last.chunks.length > 0 && Math.max(...last.chunks) + 1 === it.from ? last : null;
  if (whose && whose.np.kind === 'player' && head.np.kind === 'object') {
    head.np.owner = whose.np.player;
    head.np.chunks = [...new Set([...whose.chunks, ...head.np.chunks])].sort((x, y) => x - y);
    st.cur.args = st.cur.args.filter((a) => a !== whose);
  }
  const rel: Building = { args: st.cur.args.filter((a) => !isTopic(a)), rest: st.cur.rest, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic };
  const { clause, marks } = build(rel, verbInfo(it), null, itemChunks(it));
  if (damageRelative(clause, head.np) || tokenMadeBy(clause, head.np)) {
    st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
    return;
  }
  relativeGap(clause, head.np, marks);
  if (tappedState(clause, head.np, it.c.ja.verb!.morph) || arrivedThisTurn(clause, head.np, it.c.ja.verb!.morph)) {
    st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
    return;
  }
  clause.chunks.push(...phraseChunks(head.np));
  const rc = finishClause(st.r, clause, marks, { morph: it.c.ja.verb!.morph, inherited: null, relative: true, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic });
  // 「相手の3/3に3点のダメージを与える呪文を撃った」: what a spell no card names does (said in the plain present) is
  // what it does once cast — told after the clause it is in, as "I cast a spell that deals 3 damage to …" is.
  const m = it.c.ja.verb!.morph;
  const h = head.np;
  if (h.kind === 'object' && h.head === 'spell' && h.card === null && rc.subject === h && !m.past && !m.perfect && !m.passive && !m.negated && !m.potential) {
    // (Described by what it does, the spell is one the sentence introduces, "a spell that …": Japanese says no
    // article. The clause's subject is the same phrase as the cast's object: the spell that cast made.)
    if (h.det === null) h.det = 'a';
    (st.afterNext ??= []).push(rc);
    st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
    return;
  }
  st.out.push(rc);
  // 「《支配魔法》で奪われてる《セラの天使》」: a state that an event left (〜ている) describes the noun as it
  // is now — the spell that did it has resolved, so what the clause around it tells comes after.
  if (it.c.ja.verb!.morph.perfect) st.afterLink = true;
  st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
}

/**
 * 「自分の2/2に与えられる3点のダメージ」 (damage that would be dealt to my 2/2), 「自分の3/3が与えるダメージ」
 * (damage my 3/3 deals): a relative clause of dealing, before a damage noun, says who deals it or
 * to whom — roles of the noun phrase, as English "damage dealt by X" / "that would be dealt to Y",
 * not an event of its own. Only when the clause has nothing else to say.
 */
function damageRelative(clause: Clause, np: NounPhrase): boolean {
  if (clause.verb?.verb !== 'deal' || (np.kind !== 'amount' && np.kind !== 'property') || (np.kind === 'amount' ? np.noun : np.noun) !== 'damage') return false;
  if (clause.object || clause.complement || clause.keywords.length > 0 || clause.wh || clause.times.length > 0) return false;
  const to = clause.roles.filter((r) => r.prep === 'to');
  if (clause.roles.length !== to.length || to.length > 1) return false;
  if (clause.verb.passive) {
    if (clause.subject || to.length !== 1 || np.to) return false;
    np.to = to[0]!.np;
  } else {
    if (!clause.subject || to.length > 0 || np.by) return false;
    np.by = clause.subject;
  }
  // The verb's chunks go with the phrase, so that reading the phrase reads them.
  np.chunks.push(...clause.verb.chunks, ...to.flatMap((r) => r.chunks));
  return true;
}

/**
 * 「相手の《墓所のタイタン》が出した2/2のゾンビ・トークン」 (the Zombie token the opponent's Grave Titan made): 出す with a card,
 * not a player, as its subject before a token says where the token came from, as English "a Zombie token from Grave
 * Titan" does — whose card made it is whose token it is (111.2). Read as a cast, the asker "cast" the Titan and the
 * token was the asker's (held-out set s22). Only when the clause says nothing else.
 */
function tokenMadeBy(clause: Clause, np: NounPhrase): boolean {
  // 「《未練ある魂》で出したスピリット・トークン」「私が《急報》で出した兵士トークン」: the card said with で, the player (if
  // any) as the subject, is what made it just the same (111.2, 111.4) — read as a cast, the token was another one.
  const by = clause.roles.length === 1 && clause.roles[0]!.prep === 'with' ? clause.roles[0]!.np : null;
  const player = clause.subject?.kind === 'player' ? clause.subject : null;
  const maker = by && (clause.subject === null || player) ? by : clause.roles.length === 0 ? clause.subject : null;
  if (clause.verb?.verb !== 'cast' || clause.verb.negated || maker?.kind !== 'object' || maker.card === null || np.kind !== 'object' || np.head !== 'token' || np.from !== null) return false;
  if (clause.object || clause.complement || clause.keywords.length > 0 || clause.wh || clause.times.length > 0) return false;
  np.from = maker.card;
  if (np.owner === null) np.owner = player ? player.player : maker.owner;
  np.chunks.push(...clause.verb.chunks, ...phraseChunks(maker), ...(player ? phraseChunks(player) : []), ...(by ? clause.roles[0]!.chunks : []));
  return true;
}

/**
 * 「タップしてるクリーチャー」「タップされてる2/2」「アンタップしてる3/3」「タップしてない熊」: a state of tapping (〜ている, the
 * perfect) before a noun, with nothing else said, describes that noun as it is now — tapped or untapped (110.5), as
 * 「タップ状態の2/2」 does — not an event told (who tapped it, and when, is not said). So is the plain past with no subject
 * (「タップした2/2」「アンタップした熊」), as English "a tapped 2/2".
 */
function tappedState(clause: Clause, np: NounPhrase, m: { perfect: boolean; negated: boolean; past: boolean; potential: boolean; causative: boolean }): boolean {
  const v = clause.verb;
  // (「タップした2/2」「アンタップした熊」: the plain past before a noun, with no one said to have done it, is the state it
  // left, as the perfect is — 「タップしなかった熊」 says no state and is not read so.)
  const state = m.perfect || (m.past && !m.negated);
  if (!v || (v.verb !== 'tap' && v.verb !== 'untap') || !state || m.potential || m.causative || v.modal !== null || np.kind !== 'object') return false;
  const gap = v.passive ? clause.subject === np && !clause.object : clause.object === np && !clause.subject;
  if (!gap || clause.object2 || clause.complement || clause.roles.length > 0 || clause.keywords.length > 0 || clause.wh || clause.times.length > 0) return false;
  const tapped = (v.verb === 'tap') !== v.negated;
  const adj = tapped ? 'tapped' : 'untapped';
  if (np.adjectives.some((a) => a === 'tapped' || a === 'untapped')) return false;
  np.adjectives.push(adj);
  np.chunks.push(...v.chunks);
  return true;
}

/**
 * 「このターンに出したクリーチャー」「このターン唱えた2/2」「相手がこのターンに出した3/3」: a creature described as cast (or
 * entered) this turn is summoning sick (302.6) — a state of the creature, as "a creature I cast this turn" is read in
 * English — never a cast told as an event, whose turn then had to be asked back. Only with this turn said, of a
 * creature, with nothing else in the clause; whose the player saying it is whose the creature is.
 */
function arrivedThisTurn(clause: Clause, np: NounPhrase, m: { negated: boolean; past: boolean; potential: boolean; causative: boolean; passive: boolean }): boolean {
  const v = clause.verb;
  if (!v || (v.verb !== 'cast' && v.verb !== 'enter') || !m.past || m.negated || m.potential || m.causative || m.passive || v.modal !== null || np.kind !== 'object' || np.card !== null || (np.head !== 'creature' && !((np.head === null || np.head === 'pt') && np.power !== null))) return false;
  const gap = v.verb === 'cast' ? clause.object === np : clause.subject === np;
  const who = v.verb === 'cast' ? clause.subject : null;
  if (!gap || (who !== null && (who.kind !== 'player' || (who.player.who !== 'me' && who.player.who !== 'opponent')))) return false;
  if (clause.object2 || clause.complement || clause.roles.length > 0 || clause.keywords.length > 0 || clause.wh || clause.times.length !== 1 || clause.times[0] !== 'this-turn') return false;
  if (np.adjectives.includes('sick')) return false;
  np.adjectives.push('sick');
  if (who?.kind === 'player' && np.owner === null) np.owner = who.player;
  np.chunks = [...new Set([...np.chunks, ...clause.chunks])].sort((x, y) => x - y);
  return true;
}

const ZONE_NOUNS = new Set(['hand', 'graveyard', 'library']);

/** 「何点のダメージ」: the question word and the thing it asks about. */
export function whItem(st: State, it: Extract<Item, { kind: 'chunk' }>, next: Item | undefined): boolean {
  const wh = it.c.senses[0]!.kind === 'wh' ? (it.c.senses[0] as { wh: Clause['wh'] }).wh : null;
  if (!wh) return false;
  const c = st.cur.rest;
  // 「誰の手札に戻る」「どっちの墓地に行く」: whose zone something goes to — a zone with a particle of place is
  // an argument of the verb, and the question is where it goes (the answer names the zone's owner: an
  // object goes to its owner's hand or graveyard, 400.3). The question word asks no other argument.
  const placeOf = it.particles.includes('の') && next?.kind === 'np' && next.np.kind === 'property' && ZONE_NOUNS.has(next.np.noun) && next.particles.some((p) => p === 'に' || p === 'へ');
  if (placeOf && (wh === 'who' || wh === 'which')) {
    c.chunks.push(...itemChunks(it));
    return false;
  }
  c.wh = wh;
  c.chunks.push(...itemChunks(it));
  if (it.particles.includes('の') && next?.kind === 'np' && next.np.kind === 'property') {
    c.asked = next.np;
    c.chunks.push(...itemChunks(next));
    return true;
  }
  return false;
}

/** Particles whose repetition after a comma starts a second conjunct of one verb (gapAt). */
const GAPPING: ReadonlySet<string> = new Set(['を', 'が', 'で']);

/**
 * 「自分の場に《灰色熊》が2体、相手の場に《安らかなる眠り》がある」: after a comma, a second place (場に) when the
 * clause already has its place and what is there (が/は) starts a clause of its own; the verb said at the end
 * (ある, いる) is both clauses' (gapping). Only places of the battlefield: they never take two に-phrases.
 */
export function gapAt(st: State, it: Extract<Item, { kind: 'np' }>, prev: Item | undefined): boolean {
  const place = (np: NounPhrase, particles: readonly string[]): boolean => np.kind === 'property' && np.noun === 'battlefield' && roleParticle(particles) === 'に';
  if (prev?.kind !== 'chunk' || prev.c.text !== '、') return false;
  const args = st.cur.args;
  // 「最初のを3/3で、もう一方を1/1でブロックされた」「2/2を《稲妻》で、3/3を《ショック》で…」: after the comma, a
  // phrase marked as one already in the clause (を, が, で), when the clause has two or more phrases, starts a
  // second conjunct of the same verb: each is a clause of its own, the verb said once at the end (close()).
  const p = roleParticle(it.particles);
  if (p !== null && GAPPING.has(p) && args.length >= 2 && args.some((a) => roleParticle(a.particles) === p && a.particles.length === 1)) return true;
  // 「自分は《灰色熊》と2/2、相手はクリーチャー3体」: a player as the topic, then what that player has, and after the comma
  // another player so: each a conjunct of its own, told of that player's side (sideTopic).
  if (it.np.kind === 'player' && SIDE_TOPIC.has(roleParticle(it.particles) ?? '') && sideTopicArgs(args) !== null) return true;
  if (!place(it.np, it.particles)) return false;
  const at = args.findIndex((a) => place(a.np, a.particles));
  // (What is there may have its が dropped: 「私の場に4/4、相手の場に…」.)
  return at >= 0 && args.slice(at + 1).some((a) => (a.np.kind === 'object' || a.np.kind === 'list') && (a.particles.length === 0 || ['が', 'は', 'も'].includes(roleParticle(a.particles) ?? '')));
}
