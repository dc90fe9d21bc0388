/**
 * Reading the Japanese items that are neither phrases nor verbs (clause-reader.ts): times, question words, the copula,
 * subordinating nouns, counts and words said of the phrase before, filler.
 */
import type { Clause } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import type { Arg, State } from './clause-state.ts';
import { copula, roleParticle } from './clause-state.ts';
import { close } from './clause-close.ts';
import { whItem } from './relative-clauses.ts';
import { boardTold, countAfter, lifeTotalTold, opensTotal, totalTold } from './life-and-counts.ts';
import { verbalNounTopic } from './verbless-clauses.ts';

type ChunkItem = Extract<Item, { kind: 'chunk' }>;

/** The chunk at `k`: returns how many items after it were used up. */
export function readChunkItem(st: State, list: Item[], k: number, it: ChunkItem): number {
  // (The clause the chunk's words go to is the one open when it is reached.)
  const c = st.cur.rest;
  const next = list[k + 1];
  const verbal = verbalNounTopic(st, list, k);
  if (verbal > 0) return verbal;
  if (whItem(st, it, next)) return 1;
  // 「P/Tはいくつで、カウンターは何個残りますか」: a question word with で and a comma is the copula's te-form
  // ("is how much, and …"): that question ends there, the next one starts (it was one clause, and the second
  // question went unasked).
  if (st.cur.rest.wh !== null && it.c.senses[0]!.kind === 'wh' && it.particles.length === 1 && it.particles[0] === 'で' && next?.kind === 'chunk' && next.c.text === '、' && st.cur.args.length > 0) {
    close(st, null, null, null);
    return 0;
  }
  if (saidOfThings(st, list, k, it)) return 0;
  // 「自分20、相手15」「私のライフは10、相手は20です」: totals listed player by player, the copula said once (or
  // not at all): the comma ends one player's clause, as a verb would.
  // (「場には私の3/3と相手の2/2、ライフはお互い20です」: what is on the battlefield, listed the same way.)
  if (it.c.text === '、' && (totalTold(st.cur) || boardTold(st.cur)) && next?.kind === 'np' && opensTotal(next.np)) {
    close(st, copula([], ''), null, null);
    return 0;
  }
  c.chunks.push(...itemChunks(it));
  const lastArg = st.cur.args[st.cur.args.length - 1];
  if (ofPhraseBefore(st, it, next, lastArg)) return 0;
  if (oneMore(it, next, lastArg)) return 1;
  clauseWord(st, c, it, next, lastArg);
  return 0;
}

/** そこ, "there", said of a thing. */
const THERE: ReadonlySet<string> = new Set(['そこ']);

/** Words for "everyone" said of the creatures attacking together (全員で殴る). */
const CREW_WORDS: ReadonlySet<string> = new Set(['全員', 'みんな', '皆', '総員', '全軍', '全部', 'すべて', '全て']);

/** 「全員で」 right before an attack verb. */
function allAttack(it: Item, next: Item | undefined): boolean {
  if (it.kind !== 'chunk' || !CREW_WORDS.has(it.c.text) || it.particles.join('') !== 'で' || next?.kind !== 'verb') return false;
  const s = next.c.senses[0];
  return s?.kind === 'verb' && s.verb === 'attack';
}

/** Words for "all of them" said alone (全部, すべて). */
const ALL_WORDS: ReadonlySet<string> = new Set(['全部', 'すべて', '全て']);

/**
 * 「みんな死ぬ?」「全員生き残る?」: "everyone" said alone before the verb is "all of them", as 全部 is — never a word
 * dropped, which left the verb to the one creature an unsaid subject falls to (a yes said of the attacker alone).
 */
const EVERYONE_WORDS: ReadonlySet<string> = new Set([...ALL_WORDS, 'みんな', '全員', '皆']);

/** Words that stand for things told (そこ, 全部, 全員) or belong to the phrase after them: an argument made or marked. */
function saidOfThings(st: State, list: Item[], k: number, it: ChunkItem): boolean {
  const next = list[k + 1];
  const s = it.c.senses[0]!;
  // 「そこに-1/-1カウンターが置かれた」「そこに《稲妻》を撃った」: そこ ("there") with に is the thing just told, as それに.
  if (THERE.has(it.c.text) && it.particles[0] === 'に' && s.kind === 'unknown') {
    st.cur.args.push({ np: { kind: 'pronoun', word: 'it', possessive: false, chunks: [it.from], start: it.c.start, end: it.c.end, text: it.c.text }, particles: it.particles, chunks: itemChunks(it) });
    return true;
  }
  if (damageTime(list, k, it)) return true;
  // 「全部倒せる?」「すべて死ぬ?」: "all of them", said alone before the verb, is the group told last (as they).
  // (Before 倒す, 殺す only: what the attacker's player kills is never the attacker. 「全部死ぬ?」 may count it or
  // not: "all" there is left for refs.ts to refuse, never dropped as filler — that answered of one creature.)
  if (EVERYONE_WORDS.has(it.c.text) && it.particles.length === 0 && next?.kind === 'verb' && st.cur.args.length === 0 && !st.held) {
    const kill = next.c.senses[0]?.kind === 'verb' && next.c.senses[0].verb === 'kill';
    st.cur.args.push({ np: { kind: 'pronoun', word: kill ? 'they' : 'all', possessive: false, chunks: itemChunks(it), start: it.c.start, end: it.c.end, text: it.c.text }, particles: [], chunks: itemChunks(it) });
    return true;
  }
  // 「全員で殴った」「みんなで攻撃して」: "with everyone" said of an attack is every creature of the attacking player (508.1a),
  // as "I swing with everything" — frames/attacks.ts takes that player's creatures told; never a player or the last one alone.
  if (allAttack(it, next)) {
    st.cur.args.push({ np: { kind: 'object', ...emptyDescription(), det: 'all', head: 'creature', plural: true, chunks: itemChunks(it), start: it.c.start, end: it.c.end, text: it.c.text }, particles: it.particles, chunks: itemChunks(it) });
    return true;
  }
  return floatedAll(st, it);
}

/**
 * 「このターン既に1点ダメージを受けてる2/4」: damage marked on a creature is this turn's (it is removed in the
 * cleanup step, 514.2), so the time said before the describing words is theirs, not the clause's.
 */
function damageTime(list: Item[], k: number, it: ChunkItem): boolean {
  const s = it.c.senses[0]!;
  if (!(s.kind === 'time' && (s.time === 'this-turn' || s.time === 'already') && it.particles.length === 0)) return false;
  let k2 = k + 1;
  const timeAt = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]?.kind === 'time' && x.particles.length === 0;
  while (timeAt(list[k2])) k2++;
  const target = list[k2];
  if (target?.kind !== 'np' || target.np.kind !== 'object' || target.np.damage <= 0) return false;
  target.np.chunks.push(...itemChunks(it));
  return true;
}

/**
 * 「私のクリーチャーにはすべて…」「相手のクリーチャーは全部タップ状態」: "all" floated after the phrase it counts is
 * that phrase's "every" (refs.ts reads or refuses it), never dropped — dropped, the state went to one made-up
 * creature beside the ones told after it (red team s13).
 */
function floatedAll(st: State, it: ChunkItem): boolean {
  const counted = st.cur.args[st.cur.args.length - 1];
  if (!(ALL_WORDS.has(it.c.text) && it.particles.length === 0 && counted?.np.kind === 'object' && counted.np.det === null && counted.np.card === null && counted.np.count === null)) return false;
  counted.np.det = 'all';
  counted.np.chunks.push(...itemChunks(it));
  counted.chunks.push(...itemChunks(it));
  return true;
}

/** Words said of the phrase just read: 対象に, its count, where an amount starts, an ordinal. */
function ofPhraseBefore(st: State, it: ChunkItem, next: Item | undefined, lastArg: Arg | undefined): boolean {
  const s = it.c.senses[0]!;
  // 「Xを対象に《殺害》を唱えた」: X is what the spell targets.
  if (s.kind === 'prep' && s.prep === 'targeting' && lastArg) {
    lastArg.particles = ['対象に'];
    lastArg.chunks.push(...itemChunks(it));
    return true;
  }
  if (countAfter(st, it, next)) return true;
  if (startAmount(st, it, lastArg)) return true;
  // 「《勇丸》を2体目出す」: the phrase before is a second one.
  // (Only a count of creatures or cards: 「2回目に死んだら」「2度目」 is the second time, never a second one.)
  const ord = s.kind === 'number' && it.c.ja.ordinal && (it.c.ja.counter === 'creature' || it.c.ja.counter === 'card') ? s.value : null;
  if (ord !== null && lastArg && lastArg.np.kind === 'object' && (ord === 1 || ord === 2)) {
    lastArg.np.adjectives.push(ord === 2 ? 'second' : 'first');
    if (ord === 2) lastArg.np.det = 'a';
    lastArg.np.chunks.push(it.from);
    lastArg.chunks.push(...itemChunks(it));
    return true;
  }
  return false;
}

/**
 * 「20スタート」: an amount to start from (read as から). 「お互いライフ20スタートで、…」: with で, the total
 * the players start at, as 「お互いライフ20で」 says.
 */
function startAmount(st: State, it: ChunkItem, lastArg: Arg | undefined): boolean {
  if ((it.c.text !== 'スタート' && it.c.text !== '開始') || lastArg?.np.kind !== 'amount' || lastArg.particles.length !== 0) return false;
  if (it.particles.join('') === 'で') {
    lastArg.chunks.push(...itemChunks(it));
    lastArg.np.chunks.push(...itemChunks(it));
    lastArg.particles = ['で'];
    if (lifeTotalTold(st.cur, lastArg)) {
      close(st, copula([], ''), null, null);
      return true;
    }
    lastArg.particles = [];
    lastArg.chunks.splice(lastArg.chunks.length - itemChunks(it).length);
    lastArg.np.chunks.splice(lastArg.np.chunks.length - itemChunks(it).length);
  }
  lastArg.particles = ['から'];
  lastArg.chunks.push(...itemChunks(it));
  return true;
}

/**
 * 「《巨大化》をもう1枚唱えた」「《灰色熊》がもう1体いる」: one more of the phrase before — another of it, as
 * 「もう1枚《巨大化》」 before it (phrases.ts) and English "another" say.
 */
function oneMore(it: ChunkItem, next: Item | undefined, lastArg: Arg | undefined): boolean {
  const more = next?.kind === 'chunk' && it.c.text === 'もう' && it.particles.length === 0 ? next.c : undefined;
  const moreOne = more?.senses[0]?.kind === 'number' && more.senses[0].value === 1 && (more.ja.counter === 'card' || more.ja.counter === 'creature') && !more.ja.ordinal && next!.particles.length === 0;
  if (!(moreOne && lastArg && lastArg.np.kind === 'object' && lastArg.np.det === null && (lastArg.np.card !== null || lastArg.np.power !== null) && lastArg.chunks[lastArg.chunks.length - 1] === it.from - 1 && ['を', 'が'].includes(roleParticle(lastArg.particles) ?? ''))) return false;
  lastArg.np.det = 'another';
  lastArg.np.chunks.push(it.from, next!.from);
  lastArg.chunks.push(...itemChunks(it), ...itemChunks(next!));
  return true;
}

/** A word of the clause itself: あと opening it, a subordinating noun, a time, an adjective, yes-no, the copula. */
function clauseWord(st: State, c: Clause, it: ChunkItem, next: Item | undefined, lastArg: Arg | undefined): void {
  const s = it.c.senses[0]!;
  // 「…死ぬ?あと3/3は?」「あと、…」: あと opening a sentence is "and also", not "after".
  const opening = st.cur.args.length === 0 && c.chunks.length === itemChunks(it).length && !st.out.some((x) => x.sentence === st.sentence);
  if (it.c.ja.sub === 'after' && opening) {
    c.chunks = [];
    return;
  }
  if (it.c.ja.sub) {
    // 「ライフが2のとき」: a condition with no verb; the の before とき is its "is".
    if (lastArg && lastArg.particles.length === 1 && lastArg.particles[0] === 'の') lastArg.particles = [];
    close(st, copula(itemChunks(it), ''), null, it.c.ja.sub);
    return;
  }
  if (s.kind === 'time') c.times.push(s.time);
  // 「地上の」 says only what the creature after it lacks (modifiers.ts); left out of that creature (「地上の飛行クリーチャー」,
  // a flyer said to be grounded) it is left unread, so the question is refused rather than the word dropped.
  else if (s.kind === 'adj' && s.adj === 'grounded') c.chunks = c.chunks.filter((k) => !itemChunks(it).includes(k));
  else if (s.kind === 'adj') c.adjectives.push(s.adj);
  else if (s.kind === 'yes-no') c.yesNo = true;
  else if (s.kind === 'aux' && s.aux === 'be' && (!next || next.kind === 'chunk')) close(st, copula(itemChunks(it), it.c.text), null, null);
}
