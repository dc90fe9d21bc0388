/**
 * Japanese questions (issue 12 §2): kuromoji morphemes (tokenise.ts) -> chunks with senses
 * (chunk.ts) -> sentences of clauses (grammar.ts), the same Sentence and Clause shapes the
 * English grammar produces, so the shared frames and intents read both languages alike.
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { emptyClause, phraseChunks } from '../clause.ts';
import type { CardSpotter } from '../lexicon/cards.ts';
import type { Prepared } from '../text.ts';
import { tokeniseJapanese } from './tokenise.ts';
import { chunkJapanese } from './chunk.ts';
import type { JaChunk } from './chunk.ts';
import { parseJapaneseSentences } from './grammar.ts';
import { readLoyaltyCosts } from '../loyalty.ts';
import { readOpponentsOf } from '../opponent-of.ts';
import { SELF_WORDS } from './lexicon.ts';
import { amountDivisions } from './divisions.ts';
import { paymentsAfterCasts } from './payment-order.ts';
import { castCounts } from './cast-counts.ts';
import { topicEllipsis } from './topic-ellipsis.ts';
import { claimsAsideJa } from './claims-aside.ts';
import { trailingLifeNotes } from './trailing-notes.ts';
import { noManaSaid } from './no-mana-said.ts';
import { topicAttackedBefore } from './asked-states.ts';
import { effectReceived, openEffectQuotes } from './effect-quotes.ts';
import { wantedThenCan } from './wanted-then-can.ts';
import { anyQuantifiers, negativeQuantifiers } from './quantifiers.ts';
import { tappedForMana } from './tapped-for-mana.ts';
import { spellGaveKeywords } from './spell-gave-keywords.ts';
import { sizeAndKeywordAsked } from './coordinated-asks.ts';
import { cardsTopicDrawn } from './topic-object.ts';
import { keywordReasons } from './keyword-reasons.ts';
import { withoutDying } from './without-dying.ts';

export async function readJapanese(p: Prepared, cards: CardSpotter): Promise<{ chunks: Chunk[]; sentences: Sentence[] }> {
  const tokens = await tokeniseJapanese(openEffectQuotes(p));
  const chunks = readOpponentsOf(p.text, readLoyaltyCosts(p.text, chunkJapanese(p.text, tokens, cards), 'ja'), 'ja');
  castCounts(chunks);
  cardsTopicDrawn(chunks);
  // (Claims beside a concrete question are set aside before sentences are read: claims-aside.ts.)
  claimsAsideJa(chunks);
  const sentences = parseJapaneseSentences(p.text, chunks);
  effectReceived(sentences, chunks);
  topicEllipsis(sentences, chunks);
  trailingLifeNotes(sentences, chunks);
  wantedThenCan(sentences, chunks);
  cleftQuestions(sentences, chunks);
  sizeAndKeywordAsked(sentences, chunks);
  lifeTopicCarried(sentences, chunks);
  tappedForMana(sentences, chunks);
  noManaSaid(sentences, chunks);
  topicAttackedBefore(sentences, chunks);
  spellGaveKeywords(sentences, chunks);
  keywordReasons(sentences);
  negativeQuantifiers(sentences, chunks);
  anyQuantifiers(sentences, chunks);
  ifSoClauses(sentences, chunks);
  conditionAlone(sentences, chunks);
  blockToKill(sentences, chunks);
  withoutDying(sentences, chunks);
  selfWordsOfTheOther(sentences, chunks);
  mostPastBlockers(sentences, chunks);
  amountDivisions(sentences, chunks);
  paymentsAfterCasts(sentences, chunks);
  return { chunks, sentences };
}

/** 「できるだけ」「なるべく」「最大限」: as much as can be. */
const AS_MUCH: ReadonlySet<string> = new Set(['できるだけ', '出来るだけ', 'なるべく', '最大限', '目一杯', 'めいっぱい', '目いっぱい']);
/** Words such a division is said with that say nothing more: 全部 (all of it), として／場合 (supposing), 致死分 (lethal). */
const DIVISION_WORDS: ReadonlySet<string> = new Set(['残り', '全部', '全て', 'すべて', '全部で', 'として', 'とする', '場合', '致死', '分', '致死分', '致死量', 'だけ', 'ぶん']);

/**
 * 「トランプルで残りを全部こっちに振ってきた」「蜘蛛に致死分だけ割り振って、残りを本体に入れた」「できるだけ本体に通すとして」:
 * the attacking player's division of combat damage said as the most past the blockers — lethal damage to each blocker
 * (致死分), the rest (残り) or as much as can be (できるだけ) to the player — with no amount said and trample said. That is the division the run
 * makes when none is told (510.1c-d, 702.19b), so the clause is marked (Clause.mostPast) to be read as told, adding
 * nothing. Any amount said (「天使に1点だけ振って残りは本体に」) is a division of its own, left unread (named).
 */
function mostPastBlockers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  // Only past blockers with trample (702.19b): without it nothing goes past them, and the rest told to the player
  // would be read as no division at all. Trample said, or else a card's own (checked by the frame against the blocked
  // attacker's card: Clause.trampleUnsaid); with neither said, nothing is marked.
  const trampleSaid = chunks.some((x) => x.senses.some((y) => y.kind === 'keyword' && y.keyword.keyword === 'trample'));
  if (!trampleSaid && !chunks.some((x) => x.senses.some((y) => y.kind === 'card'))) return;
  const asMuchSaid = new Set(sentences.flatMap((s) => asMuchAsCan(s, chunks)));
  for (const s of sentences) {
    // An amount told to a creature (「2/2に3点振って、残りを本体に」) is a division of its own: not this one.
    if (s.clauses.some((c) => c.verb?.verb === 'assign' && [c.object, c.complement].some((n) => n?.kind === 'amount'))) continue;
    const marked: Clause[] = [];
    for (const c of s.clauses) {
      const v = c.verb;
      // (「入れた」 reads as the potential of 入る, "could go in": told, it is what was put in.)
      if (v && (v.negated || (v.modal !== null && !(v.modal === 'can' && !c.question)) || v.passive || !(v.verb === 'assign' || v.verb === 'go-through'))) continue;
      if (c.wh !== null || c.object2 || c.complement || c.keywords.some((k) => k.keyword !== 'trample')) continue;
      const texts = c.chunks.map((k) => chunks[k]?.text ?? '');
      const rest = texts.includes('残り');
      const most = texts.some((t) => AS_MUCH.has(t)) || c.chunks.some((k) => asMuchSaid.has(k));
      const lethal = texts.includes('致死') || texts.includes('致死分') || texts.includes('致死量');
      if (!rest && !most && !lethal) continue;
      // Where it goes: the player (the rest, as much as can be), or a creature (its lethal damage); nothing else.
      const to = c.roles.filter((r) => r.prep === 'to');
      if (c.roles.some((r) => r.prep !== 'to' && r.prep !== 'with')) continue;
      const toPlayer = to.length === 1 && to[0]!.np?.kind === 'player';
      const toObject = to.length === 1 && to[0]!.np?.kind === 'object';
      if ((rest || most) && !(toPlayer || (to.length === 0 && most && v !== null))) continue;
      if (lethal && !rest && !toObject) continue;
      if (c.subject && !(c.subject.kind === 'player' && c.subject.player.who !== 'each')) continue;
      // 「最大限ダメージを割り振った」: what is divided said as the damage (as 'assign as much damage', en/divisions.ts).
      const damageSaid = c.object?.kind === 'property' && c.object.noun === 'damage' && c.object.of === null && !c.object.by && !c.object.to;
      if (c.object && !(c.object.kind === 'pronoun' || damageSaid)) continue;
      const npChunks = new Set([...to.flatMap((r) => r.chunks), ...(c.subject ? phraseChunks(c.subject) : []), ...(damageSaid ? phraseChunks(c.object) : [])]);
      const ok = c.chunks.every((k) => {
        const x = chunks[k] as JaChunk | undefined;
        if (!x || npChunks.has(k) || (v && v.chunks.includes(k))) return true;
        const kind = x.senses[0]?.kind;
        if (DIVISION_WORDS.has(x.text) || AS_MUCH.has(x.text)) return true;
        if (kind === 'punct' || kind === 'prep' || kind === 'filler' || kind === 'conj') return true;
        if (kind === 'keyword') return (x.senses[0] as { keyword: { keyword: string } }).keyword.keyword === 'trample';
        return x.ja.particle !== null && x.senses.length <= 1 && (kind === undefined || kind === 'unknown');
      });
      if (!ok) continue;
      marked.push(c);
    }
    // (A lethal division alone says nothing of the rest: only with the rest, or as much as can be, said in the sentence.)
    if (marked.some((c) => c.chunks.some((k) => ['残り'].includes(chunks[k]?.text ?? '') || AS_MUCH.has(chunks[k]?.text ?? '') || asMuchSaid.has(k)))) {
      for (const c of marked) {
        c.mostPast = true;
        if (!trampleSaid) c.trampleUnsaid = true;
      }
    }
  }
}

/**
 * 「通せるだけ通した」「振れるだけ振る」: a verb's potential, だけ, then the same verb — "as much as can be" (as できるだけ says) —
 * is one clause: the potential's words join the clause of the verb after it; returns the だけ chunks, read as AS_MUCH words.
 */
function asMuchAsCan(s: Sentence, chunks: readonly Chunk[]): number[] {
  const said: number[] = [];
  for (let i = 0; i + 1 < s.clauses.length; i++) {
    const a = s.clauses[i]!;
    const b = s.clauses[i + 1]!;
    const av = a.verb;
    const bv = b.verb;
    if (!av || !bv || av.verb !== bv.verb || av.modal !== 'can' || bv.modal !== null || av.negated || bv.negated || av.passive || bv.passive || a.sub !== null || a.wh !== null) continue;
    if (a.object || a.object2 || a.complement || a.roles.length > 0 || a.keywords.length > 0) continue;
    const end = av.chunks[av.chunks.length - 1];
    const start = bv.chunks[0];
    if (end === undefined || start === undefined) continue;
    const between = [...Array(start - end - 1).keys()].map((j) => end + 1 + j);
    if (between.length !== 1 || chunks[between[0]!]?.text !== 'だけ') continue;
    // (The subject said once, before the potential: 「相手は通せるだけ通してきた」.)
    if (a.subject && b.subject && a.subject !== b.subject && phraseChunks(b.subject).some((k) => !phraseChunks(a.subject).includes(k))) continue;
    said.push(between[0]!);
    s.clauses.splice(i, 2, { ...b, subject: b.subject ?? a.subject, verb: { ...bv, chunks: [...av.chunks, ...bv.chunks] }, chunks: [...new Set([...a.chunks, ...between, ...b.chunks])].sort((x, y) => x - y), start: a.start });
  }
  return said;
}

/**
 * 「相手が本体に《稲妻》を撃った」「相手が顔に3点飛ばしてきた」: 本体 or 顔 said alone ("the player themself", "face") is the
 * player the one acting plays against — the asker when the opponent acts, the opponent when the asker does. Read as "the
 * player" of a combat it was always the opponent, and the opponent's act was turned on themself. With no player acting
 * (a creature dealing damage, or no subject) it stays "the player".
 */
function selfWordsOfTheOther(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const bare = (np: NounPhrase | null): boolean => np?.kind === 'player' && np.player.who === 'player' && np.chunks.length === 1 && SELF_WORDS.has(chunks[np.chunks[0]!]?.text ?? '');
  for (const s of sentences) {
    for (const c of s.clauses) {
      const by = c.subject?.kind === 'player' ? c.subject.player.who : null;
      const other = by === 'me' ? 'opponent' : by === 'opponent' || by === 'they' ? 'me' : null;
      if (other === null) continue;
      const swap = (np: NounPhrase | null): NounPhrase | null => (np && bare(np) && np.kind === 'player' ? { ...np, player: { who: other } } : np);
      c.object = swap(c.object);
      c.object2 = swap(c.object2);
      c.roles = c.roles.map((r) => (bare(r.np) ? { ...r, np: swap(r.np) } : r));
    }
  }
}

/**
 * 「《チフス鼠》でブロックして接死で倒せる?」「2/2でブロックして倒せますか」: a block chained (te-form) into the question
 * whether it can kill is part of what is asked — "can I block with it to kill it?" — never a block told as done
 * (an illegal block then made the whole story impossible, unanswered: fresh s11). The block clause asks whether
 * it can be made, and the kill clause is its purpose (frames/purpose.ts: the attacker blocked dies, one yes or no
 * for both — no when the block can't be made, or made doesn't kill).
 */
function blockToKill(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    if (!s.question || s.clauses.length < 2) continue;
    const i = s.clauses.length - 2;
    const a = s.clauses[i]!;
    const b = s.clauses[i + 1]!;
    const av = a.verb;
    const bv = b.verb;
    if (!av || av.verb !== 'block' || av.passive || av.negated || av.modal !== null || av.inverted || a.sub !== null || a.wh !== null) continue;
    const te = av.chunks.length > 0 && (chunks[av.chunks[av.chunks.length - 1]!] as JaChunk | undefined)?.ja.verb?.morph.link === 'te';
    if (!te || (a.subject && !(a.subject.kind === 'player' && a.subject.player.who === 'me'))) continue;
    if (!bv || bv.verb !== 'kill' || bv.modal !== 'can' || bv.passive || bv.negated || b.sub !== null || b.wh !== null || b.object || b.object2 || b.complement || b.roles.length > 0 || b.lacks.length > 0) continue;
    if (b.subject && !(b.subject.kind === 'player' && b.subject.player.who === 'me' && b.subject.chunks.length === 0)) continue;
    s.clauses[i] = { ...a, question: true, verb: { ...av, modal: 'can', inverted: true } };
    const it: NounPhrase = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: b.start, end: b.start, text: '' };
    s.clauses[i + 1] = { ...b, purpose: 'prev', object: it, verb: { ...bv, modal: null, inverted: false } };
  }
}

/**
 * 「相手のライフは20。相手に《稲妻》を撃ちました。いくつになりますか？」: a question with no topic of its own — いくつになる, 何点になる,
 * no subject, object or anything else said — is of the last topic the question set with は when that was one player's life
 * (Xのライフは): in Japanese the topic goes on until another is said. Any other topic since (「熊は3/3。」), or life said
 * of both (お互い), and it is left as it was (unread, named).
 */
function lifeTopicCarried(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const isLife = (k: number): boolean => chunks[k]?.senses.some((x) => x.kind === 'thing-noun' && x.noun === 'life') === true;
  for (let si = 1; si < sentences.length; si++) {
    const s = sentences[si]!;
    if (!s.question || s.clauses.length !== 1) continue;
    const c = s.clauses[0]!;
    const v = c.verb;
    if (!v || v.verb !== 'become' || v.negated || v.passive || v.modal !== null || (c.wh !== 'how-many' && c.wh !== 'how-much')) continue;
    if (c.subject || c.object || c.object2 || c.complement || c.roles.some((r) => !(r.prep === 'to' && r.np === null)) || c.keywords.length > 0 || c.sub !== null) continue;
    // The last topic before this sentence: the chunk marked は nearest before it.
    const first = Math.min(...c.chunks);
    let top = -1;
    for (let k = first - 1; k >= 0; k--) {
      if ((chunks[k] as JaChunk | undefined)?.ja.particle === 'は') {
        top = k;
        break;
      }
    }
    if (top < 2 || !isLife(top - 1) || chunks[top - 2]?.text !== 'の') continue;
    const who = chunks[top - 3]?.senses.find((x) => x.kind === 'player');
    if (!who || who.kind !== 'player' || (who.who !== 'me' && who.who !== 'opponent')) continue;
    const at = chunks[top - 3]!;
    const player: NounPhrase = { kind: 'player', player: { who: who.who }, chunks: [], start: at.start, end: at.end, text: '' };
    s.clauses[0] = { ...c, subject: { kind: 'property', noun: 'life', of: player, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' } };
  }
  // 「相手のライフが20なら、いくつになりますか？」: the condition just before tells one player's life; the question after it, its
  // subject that player carried on unsaid and nothing else said, asks what that life becomes.
  for (const s of sentences) {
    for (let i = 1; i < s.clauses.length; i++) {
      const cond = s.clauses[i - 1]!;
      const c = s.clauses[i]!;
      const v = c.verb;
      if (cond.sub !== 'if' || cond.verb?.verb !== 'be' || cond.verb.negated || cond.subject?.kind !== 'player') continue;
      const told = cond.roles.find((r) => r.np?.kind === 'amount' && r.np.noun === 'life');
      if (!told || cond.roles.length !== 1 || cond.object || cond.complement) continue;
      if (!c.question || !v || v.verb !== 'become' || v.negated || v.passive || v.modal !== null || (c.wh !== 'how-many' && c.wh !== 'how-much')) continue;
      if (c.subject !== cond.subject || phraseChunks(c.subject).some((k) => c.chunks.includes(k))) continue;
      if (c.object || c.object2 || c.complement || c.roles.some((r) => !(r.prep === 'to' && r.np === null)) || c.keywords.length > 0 || c.sub !== null) continue;
      s.clauses[i] = { ...c, subject: { kind: 'property', noun: 'life', of: cond.subject, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' } };
    }
  }
}

/** Question words a cleft question ends with: どれ, どっち, どちら, 誰 ("which one", "who"). */
const CLEFT_WH: ReadonlySet<string> = new Set(['which', 'who']);

/**
 * 「死ぬのはどっち？」「生き残るのはどれですか」「ブロックできるのは誰？」: a clause made a noun by の, set off by は, and a question
 * word after it (the cleft) asks what the question word asks of the clause — "which one dies?", as 「どっちが死ぬ？」 does.
 * The clause's own words stay (its object, its roles); its subject is what is asked, so none may be said.
 */
function cleftQuestions(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    if (!s.question) continue;
    for (let i = 0; i + 1 < s.clauses.length; i++) {
      const a = s.clauses[i]!;
      const b = s.clauses[i + 1]!;
      const v = a.verb;
      // (The verb's chunk ends in the nominal の; the は after it may be read as part of the verb.)
      const last = v?.chunks.find((k) => /の$/u.test(chunks[k]?.text ?? '') && (chunks[k + 1] as JaChunk | undefined)?.ja.particle === 'は');
      if (!v || last === undefined || v.chunks.some((k) => k > last + 1) || a.subject || a.wh !== null || a.sub !== null || v.negated) continue;
      if (b.wh === null || !CLEFT_WH.has(b.wh) || b.subject || b.object || b.object2 || b.complement || b.roles.length > 0 || b.keywords.length > 0 || (b.verb !== null && b.verb.verb !== 'be')) continue;
      if (b.chunks.some((k) => k !== last + 1 && !['wh', 'punct', 'aux', 'filler'].includes(chunks[k]?.senses[0]?.kind ?? ''))) continue;
      s.clauses.splice(i, 2, { ...a, wh: b.wh, question: true, verb: { ...v, inverted: true }, chunks: [...new Set([...a.chunks, last + 1, ...b.chunks])].sort((x, y) => x - y), end: b.end });
    }
  }
}

/**
 * 「相手の2/2が攻撃してきて、こっちの3/3でブロックしたら？」「《稲妻》を撃ったら？」: a question that ends on its condition, nothing
 * after the verb but the question mark, asks what then happens — as 「〜したらどうなる？」 does, its どうなる left out.
 */
function conditionAlone(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    const last = s.clauses[s.clauses.length - 1];
    const v = last?.verb;
    if (!s.question || !last || !v || last.sub !== 'if' || last.ifSo === true || last.wh !== null) continue;
    // (「…ブロックしたら？どっちが死ぬ？」: a question after it asks what is asked under the condition.)
    if (sentences.some((x) => x.index > s.index && x.question)) continue;
    const end = Math.max(...last.chunks, ...v.chunks);
    const after: number[] = [];
    for (let k = end + 1; k < chunks.length && chunks[k]!.senses[0]?.kind === 'punct'; k++) after.push(k);
    const next = chunks[end + 1 + after.length];
    const endsThere = !next || sentences.some((x) => x.index > s.index && x.start <= next.start && next.start < x.end);
    if (!endsThere || !after.some((k) => /^[？?]$/u.test(chunks[k]!.text))) continue;
    // (markQuestion took the te-form clause before the condition for the question — 「攻撃してきて、…したら？」: a te-form
    // goes on to what follows, so it only tells; the question is the one added here.)
    for (const c of s.clauses) {
      const lastVerb = c.verb?.chunks[c.verb.chunks.length - 1];
      if (c !== last && c.sub === null && c.verb?.inverted === true && c.wh === null && c.verb.modal === null && lastVerb !== undefined && (chunks[lastVerb] as JaChunk | undefined)?.ja.verb?.morph.link === 'te') c.verb.inverted = false;
    }
    const mark = chunks[after[0]!]!;
    s.clauses.push({
      ...emptyClause(last.sentence, true),
      verb: { verb: 'happen', card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, inverted: true, chunks: [after[0]!], text: mark.text },
      wh: 'what',
      chunks: [after[0]!],
      start: mark.start,
      end: mark.end,
      text: mark.text,
    });
  }
}

/** Words an "if so" condition is made of besides できる and its ending: 可能(な/であれば), OK, そう(なら/であれば). */
const IF_SO_WORDS: ReadonlySet<string> = new Set(['可能', 'OK', 'ok', 'オーケー', 'そう', 'な', 'なら', 'で', 'あれ', 'ば']);

/**
 * 「ブロックできますか?できるなら熊は生き残りますか?」「…できますか?できる場合、私のライフは?」「…できる?もしブロックできるなら
 * どうなる?」「そうなら」「可能であれば」: a condition made of nothing but できる (or the very verb the question before asked
 * with できる, no argument of its own), 可能, OK or そう — "if so", "if it can" — says the move that question asked about is
 * made. It is marked (Clause.ifSo) for index.ts, which reads it as the condition the answer to a "can" question already
 * answers under (the move tried, then what follows told with it made), never as another board.
 */
function ifSoClauses(sentences: Sentence[], chunks: readonly Chunk[]): void {
  let asked: Clause | null = null;
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (asked && c.sub === 'if' && ifSoWords(c, asked, chunks)) c.ifSo = true;
    }
    // The question just asked: a sentence asking whether something can be done.
    if (s.question) asked = s.clauses.find((c) => c.question && c.sub === null && c.verb?.modal === 'can') ?? null;
  }
}

function ifSoWords(c: Clause, asked: Clause, chunks: readonly Chunk[]): boolean {
  if (c.wh !== null || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0) return false;
  if (c.subject && phraseChunks(c.subject).some((k) => c.chunks.includes(k))) return false;
  // (The same act, said again with its verb: 「ブロックできるなら」 after 「ブロックできますか」.)
  if (c.verb && c.verb.verb !== 'be' && (c.verb.verb !== asked.verb?.verb || c.verb.negated || c.verb.passive !== asked.verb.passive)) return false;
  let said = false;
  for (const k of c.chunks) {
    const x = chunks[k] as JaChunk | undefined;
    if (!x) return false;
    const kind = x.senses[0]?.kind;
    if (kind === 'sub' || kind === 'punct' || kind === 'filler') continue;
    if (x.ja.lemma === 'できる' || x.ja.lemma === '出来る' || (kind === 'verb' && c.verb !== null && c.verb.verb !== 'be' && x.ja.verb?.morph.potential === true)) said = true;
    else if (IF_SO_WORDS.has(x.text)) said ||= x.text === '可能' || x.text === 'そう' || /^(?:ok|オーケー)$/iu.test(x.text);
    else return false;
  }
  return said;
}
