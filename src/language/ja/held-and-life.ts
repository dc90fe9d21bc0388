/** Japanese verb roles for what is held and where it is, the owner of an ability, life asked and counters left. */
import type { Clause, NounPhrase } from '../clause.ts';
import { implicitPlayer, isPlayer, role, zeroPronoun } from './roles.ts';

/**
 * 「相手はプレインズウォーカーを持っていません」「相手はクリーチャーをコントロールしていない」: a player said not to
 * have a kind of permanent — the same as 「相手の場にプレインズウォーカーはいない」: that kind is not on their side
 * of the battlefield (frames/facts.ts absentKind: nothing to add, checked against what is told).
 */
export function notHeld(c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (!v.negated || v.passive || v.modal !== null || c.question || !c.subject || c.subject.kind !== 'player' || o?.kind !== 'object' || o.owner !== null || c.object2 || c.complement || c.roles.length > 0) return false;
  if (v.verb !== 'have' && v.verb !== 'control') return false;
  o.owner = c.subject.player;
  o.chunks = [...new Set([...o.chunks, ...c.subject.chunks])].sort((a, b) => a - b);
  c.subject = o;
  c.object = null;
  v.verb = 'be';
  return true;
}

/**
 * 「場に《灰色熊》がいる」「相手の場に3/3がいます」「相手にクリーチャーはいない」「熊に《怨恨》がある」:
 * where something is — on the battlefield (a player's side of it: whose it is), or on an object.
 */
export function existsOn(c: Clause, linked = false): void {
  // 「私の3/3と相手の2/2がいる」: several things said to be there, no place said — on the battlefield, as
  // 「場に…がいる」 says (one thing alone is read so already). Told, or said as the condition of a question
  // (「《灰色熊》2体と《ラノワールのエルフ》がいるとき、…？」「…がいて、…？」: linked to the clause after it, never the one
  // asked), as one thing alone is.
  const told = !c.question || c.sub !== null || (linked && !c.verb!.inverted);
  if (c.verb!.verb === 'be' && c.subject?.kind === 'list' && c.subject.items.every((x) => x.kind === 'object') && c.roles.length === 0 && !c.object && !c.complement && !c.verb!.negated && told && c.keywords.length === 0 && c.adjectives.length === 0) {
    const s = c.subject;
    c.roles.push({ prep: 'on', np: { kind: 'property', noun: 'battlefield', of: null, adjectives: [], chunks: [], start: s.end, end: s.end, text: '' }, time: null, chunks: [] });
    return;
  }
  const to = role(c, 'to');
  if (!to?.np || !c.subject || isPlayer(c.subject) || c.object) return;
  const np = to.np;
  if (np.kind === 'property' && np.noun === 'battlefield') to.prep = 'on';
  else if (np.kind === 'player') {
    // 相手に…がいる: on that player's side of the battlefield.
    to.np = { kind: 'property', noun: 'battlefield', of: np, adjectives: [], chunks: np.chunks, start: np.start, end: np.end, text: np.text };
    to.prep = 'on';
  } else if (np.kind === 'object' || np.kind === 'pronoun') to.prep = 'on';
  else return;
  c.verb!.verb = 'be';
}

/**
 * 「相手の場に《栄光の頌歌》と《灰色熊》。」「こっちは《ラノワールのエルフ》と《セラの天使》。」: a board listed with no verb —
 * what is on a player's side of the battlefield, said as 「…がいる」 would say it (existsOn). Only a statement whose
 * every phrase is read so: the objects, and the side (場 marked に, or the player as the topic).
 */
export function boardListed(c: Clause): void {
  if (c.verb !== null || c.sub !== null || c.question || c.wh !== null || c.object2 || c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.times.length > 0) return;
  const objects = (np: NounPhrase | null): boolean => np !== null && (np.kind === 'object' || (np.kind === 'list' && np.conj === 'and' && np.items.every((x) => x.kind === 'object')));
  const be = (): NonNullable<Clause['verb']> => ({ verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [], text: '' });
  const to = role(c, 'to');
  if (objects(c.subject) && !c.object && !c.complement && c.roles.length === 1 && to?.np?.kind === 'property' && to.np.noun === 'battlefield' && (to.np.of === null || to.np.of.kind === 'player')) {
    c.verb = be();
    existsOn(c);
    return;
  }
  const side = c.subject;
  if (side?.kind === 'player' && side.player.who !== 'each' && objects(c.complement) && !c.object && c.roles.length === 0) {
    const listed = c.complement!;
    c.subject = listed;
    c.complement = null;
    c.roles.push({ prep: 'on', np: { kind: 'property', noun: 'battlefield', of: side, adjectives: [], chunks: side.chunks, start: side.start, end: side.end, text: side.text }, time: null, chunks: side.chunks });
    c.verb = be();
  }
}

/** 「Xの能力」 (X's ability) as what triggers: X, with the words of the whole phrase. */
export function ownerOfAbility(np: NounPhrase | null): NounPhrase | null {
  if (np?.kind !== 'property' || np.noun !== 'keyword' || !np.of || np.of.kind !== 'object') return np;
  return { ...np.of, chunks: [...new Set([...np.of.chunks, ...np.chunks])].sort((a, b) => a - b), start: Math.min(np.start, np.of.start), end: Math.max(np.end, np.of.end), text: np.text };
}

/**
 * Life gained asked with a question word: 「ライフを何点得ますか」「何点回復する？」 (no life said: 回復 of a
 * player is life, 119.3) ask the life total the way 「ライフは何点回復する？」 does; 「誰がライフを得ますか」
 * asks both life totals with their changes (who gained is read from them, never guessed).
 */
export function lifeAsked(c: Clause): void {
  // 「回復できる？」「回復はできる？」「回復する？」: 回復 said alone, asked yes or no, is the asker's life gained — as
  // 「ライフは回復する？」 (119.3: what is recovered is life).
  if (c.question && c.wh === null && !c.subject && !c.object && !c.complement && c.verb!.verb === 'gain' && !c.verb!.passive && !c.verb!.negated && /回復/.test(c.verb!.text)) {
    c.subject = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  // 「ライフは回復する？」「ライフ回復する？」「相手のライフは回復しますか」: the word ライフ said as what recovers, asked yes or
  // no, is its player's life gained — 「私は回復する？」; with no owner said, the asker's, as 「ライフは何点回復する？」 is
  // (verb-rules.ts). (回復 said alone stays the gain of the player whose life was told, above.)
  const recovers = c.subject?.kind === 'property' && c.subject.noun === 'life' && c.subject.chunks.length > 0 && (c.subject.of === null || isPlayer(c.subject.of)) ? c.subject : null;
  if (recovers && c.question && c.wh === null && !c.object && !c.complement && c.verb!.verb === 'gain' && !c.verb!.passive && !c.verb!.negated && /回復/.test(c.verb!.text)) {
    c.object = { ...recovers, of: null };
    c.subject = recovers.of ?? implicitPlayer(c);
    return;
  }
  // 「相手は回復しますか」「私は絆魂で回復する？」: a player said to 回復, asked yes or no, gains life (119.3) — as
  // 「相手はライフを得ますか」. (Asked in the negative, left unread: which way a yes points is not guessed.)
  if (c.question && c.wh === null && isPlayer(c.subject) && !c.object && !c.complement && c.verb!.verb === 'gain' && !c.verb!.passive && !c.verb!.negated && /回復/.test(c.verb!.text)) {
    c.object = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  if (!c.question || (c.wh !== 'how-much' && c.wh !== 'who')) return;
  // 「相手は何点回復しますか」: the player said, the life left unsaid.
  if (c.subject) {
    if (c.wh === 'how-much' && isPlayer(c.subject) && !c.object) c.object = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  const life = c.object?.kind === 'property' && c.object.noun === 'life' && c.object.of === null ? c.object : null;
  if (c.wh === 'who') {
    if (!life) return;
    c.subject = life;
    c.object = null;
    c.verb!.verb = 'increase';
    return;
  }
  if (c.object && !life) return;
  c.subject = life ?? { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
  c.object = null;
}

/** 「カウンターは残りますか」: does it still have its counters. */
export function countersRemain(c: Clause): void {
  const s = c.subject;
  // (残らない asked negatively is left unread: which way a yes would point is not guessed.)
  if (s?.kind !== 'property' || s.noun !== 'counter' || c.object || c.verb!.negated) return;
  c.verb!.verb = 'have';
  c.object = s;
  c.subject = s.of;
  if (!c.subject && c.question) zeroPronoun(c);
}
