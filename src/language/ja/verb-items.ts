/** Reading a Japanese verb item (clause-reader.ts): it closes the clause being read, unless it describes or joins something. */
import type { Clause } from '../clause.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import type { State } from './clause-state.ts';
import { extendClause, negatedBe, roleParticle, subOf, verbInfo } from './clause-state.ts';
import { close } from './clause-close.ts';
import { relative } from './relative-clauses.ts';
import { placedOnField, placedState, putOutState, thereOnSide } from './verbless-clauses.ts';

type VerbItem = Extract<Item, { kind: 'verb' }>;

/** A verb at `k`: returns how many items after it were used up. */
export function readVerbItem(st: State, list: Item[], k: number, it: VerbItem): number {
  const next = list[k + 1];
  if (placedToBlock(st, it, next)) return 0;
  const describing = describingVerb(st, list, k, it);
  if (describing !== null) return describing;
  // 「…能力なしにしたら」: a bare する (or なる) the lexicon doesn't know ends the clause before it; it says nothing alone.
  const last = st.out[st.out.length - 1];
  if (it.c.senses[0]!.kind === 'unknown' && (it.c.ja.lemma === 'する' || it.c.ja.lemma === 'なる') && st.cur.args.length === 0 && last && last.sentence === st.sentence) {
    extendClause(st.r, last, itemChunks(it));
    return 0;
  }
  // 出している (what it put out is there) or 「こっちは…がいる」 (a player's side told): the board.
  if (it.c.ja.verb!.placed || placedState(it, next) || putOutState(st, it, next) || thereOnSide(st, it)) {
    const s = subOf(it, next);
    const extra = itemChunks(it);
    const eaten = s.eat && next ? 1 : 0;
    if (eaten) extra.push(...itemChunks(next!));
    placedOnField(st, extra, it.c.ja.verb!.morph, s.sub);
    return eaten;
  }
  return closingVerb(st, it, next);
}

/**
 * 「1/1を3体並べてブロックしてきた」「2/2を2体出してブロックした」: the creatures put out in a row to block are
 * the blockers (509.1a), as 「1/1が3体でブロックしてきた」 says — no spell is cast. The verb's words go with ブロック.
 */
function placedToBlock(st: State, it: VerbItem, next: Item | undefined): boolean {
  const m = it.c.ja.verb!.morph;
  if (!(it.c.ja.verb!.placing && m.link === 'te' && !m.passive && !m.negated && !m.potential && it.particles.length === 0 && next?.kind === 'verb' && next.from === it.to && next.c.senses[0]?.kind === 'verb' && next.c.senses[0].verb === 'block')) return false;
  const put = st.cur.args.filter((a) => roleParticle(a.particles) === 'を');
  if (put.length !== 1 || (put[0]!.np.kind !== 'object' && put[0]!.np.kind !== 'list')) return false;
  put[0]!.particles = ['で'];
  next.from = it.from;
  return true;
}

/** An attributive verb before a noun: a relative clause or the words of a property. Returns the items used up, or null when it isn't one. */
function describingVerb(st: State, list: Item[], k: number, it: VerbItem): number | null {
  const m = it.c.ja.verb!.morph;
  const next = list[k + 1];
  // 持っている能力: "the abilities it has" is the property itself — unless 持つ has an object of its
  // own (「この効果を持つ2/2のパワー」: a relative clause about the 2/2, not words of the property).
  const prev = list[k - 1];
  const hasObject = prev !== undefined && prev.particles.includes('を');
  if (m.attributive && !hasObject && it.particles.length === 0 && next?.kind === 'np' && next.np.kind === 'property' && it.c.senses[0]!.kind === 'verb' && (it.c.senses[0] as { verb: string }).verb === 'have') {
    next.np.chunks.push(...itemChunks(it));
    return 0;
  }
  if (m.attributive && it.particles.length === 0 && next?.kind === 'np') {
    relative(st, it, next);
    return 0;
  }
  // 「出したばかりの3/3」: the time (ばかり, chunk.ts) between the verb and its noun is the relative clause's.
  const after = list[k + 2];
  if (m.attributive && it.particles.length === 0 && next?.kind === 'chunk' && next.c.senses[0]?.kind === 'time' && next.particles.join('') === 'の' && after?.kind === 'np') {
    st.cur.rest.times.push((next.c.senses[0] as { time: Clause['times'][number] }).time);
    st.cur.rest.chunks.push(...itemChunks(next));
    relative(st, it, after);
    // (Only the time is skipped: the noun is read next as an argument of the main clause, as above.)
    return 1;
  }
  return null;
}

/** The verb that ends the clause: closes it with what was gathered. Returns the items used up after it. */
function closingVerb(st: State, it: VerbItem, next: Item | undefined): number {
  const c = st.cur.rest;
  const s = subOf(it, next);
  const v = verbInfo(it);
  onlyThere(st, v);
  const extra = itemChunks(it);
  const eaten = s.eat && next ? 1 : 0;
  if (eaten) extra.push(...itemChunks(next!));
  let said = v;
  if (!v && it.c.senses[0]!.kind === 'neg') {
    // ない: "there is no …" (トランプルがなければ): the keywords said are absent.
    const lacking = c.keywords.length > 0;
    c.lacks.push(...c.keywords);
    c.keywords = [];
    // 「自分の場にはパーマネントがない」「相手の場には何もなくて」: with no keyword, ない is ある negated — nothing of that kind
    // is there (frames/absence.ts). Left verbless it read as "there is a permanent" (the negation dropped).
    if (!lacking) said = negatedBe(it, extra);
  }
  const closed = st.out.length;
  close(st, said, it.c.ja.verb!.morph, s.sub, extra);
  if (s.purpose && st.out.length > closed) st.out[st.out.length - 1]!.purpose = 'next';
  return eaten;
}

/**
 * 「《若き狼》しかいない」「2/2しかいないところに」: "there is none but X" — X is there (and nothing else, as a
 * board told always means): the negated いる/ある after しか says it is there.
 * (「2/2を1体しかコントロールしていない」: only it is controlled — controlled, marked を as it is without しか.)
 */
function onlyThere(st: State, v: ReturnType<typeof verbInfo>): void {
  const only = st.cur.args[st.cur.args.length - 1];
  if (v && (v.verb === 'be' || v.verb === 'control') && v.negated && !v.passive && v.modal === null && only && only.particles.join('') === 'しか' && (only.np.kind === 'object' || only.np.kind === 'list')) {
    v.negated = false;
    only.particles = [v.verb === 'be' ? 'が' : 'を'];
  }
}
