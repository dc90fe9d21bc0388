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
import { CANNOT_WORDS, SELF_WORDS } from './lexicon.ts';
import { amountDivisions } from './divisions.ts';
import { castCounts } from './cast-counts.ts';
import { topicEllipsis } from './topic-ellipsis.ts';
import { claimsAsideJa } from './claims-aside.ts';
import { trailingLifeNotes } from './trailing-notes.ts';
import { noManaSaid } from './no-mana-said.ts';
import { topicAttackedBefore } from './asked-states.ts';
import { effectReceived, openEffectQuotes } from './effect-quotes.ts';

export async function readJapanese(p: Prepared, cards: CardSpotter): Promise<{ chunks: Chunk[]; sentences: Sentence[] }> {
  const tokens = await tokeniseJapanese(openEffectQuotes(p));
  const chunks = readOpponentsOf(p.text, readLoyaltyCosts(p.text, chunkJapanese(p.text, tokens, cards), 'ja'), 'ja');
  castCounts(chunks);
  // (Claims beside a concrete question are set aside before sentences are read: claims-aside.ts.)
  claimsAsideJa(chunks);
  const sentences = parseJapaneseSentences(p.text, chunks);
  effectReceived(sentences, chunks);
  topicEllipsis(sentences, chunks);
  trailingLifeNotes(sentences, chunks);
  wantedThenCan(sentences, chunks);
  cleftQuestions(sentences, chunks);
  lifeTopicCarried(sentences, chunks);
  tappedForMana(sentences, chunks);
  noManaSaid(sentences, chunks);
  topicAttackedBefore(sentences, chunks);
  spellGaveKeywords(sentences, chunks);
  negativeQuantifiers(sentences, chunks);
  anyQuantifiers(sentences, chunks);
  ifSoClauses(sentences, chunks);
  conditionAlone(sentences, chunks);
  blockToKill(sentences, chunks);
  selfWordsOfTheOther(sentences, chunks);
  mostPastBlockers(sentences, chunks);
  amountDivisions(sentences, chunks);
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

/** Words that ask "can it be done?" of the act just said: できる's potential (its chunk's lemma), 可能, OK, いける — or ask it the
 * other way round (無理？, ダメ？: "is it impossible?"), the same yes-or-no question, restated as 「〜できるか」 (lexicon.ts). */
const CAN_WORDS: ReadonlySet<string> = new Set(['できる', '出来る', 'いける', '行ける', '可能', 'OK', 'ok', 'オーケー', 'アリ', 'あり', ...CANNOT_WORDS]);

/**
 * 「《石の壁》でブロックしたいです。できますか？」「ブロックしたいんですけど、可能？」「ブロックしたい。ブロックできる？」: an act said as
 * wanted (〜たい) and then asked of with nothing but できますか (可能, OK, いける) — or the same verb's potential with no
 * argument of its own — asks whether that act can be done: one question, the wanted clause asked with "can" (its
 * arguments, the question's words). Wanted and not so asked, it stays as it was read.
 */
function wantedThenCan(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const wanted = (c: Clause): boolean => {
    const v = c.verb;
    const last = v?.chunks[v.chunks.length - 1];
    return !!v && !v.negated && !v.passive && v.modal === null && c.wh === null && c.sub !== 'if' && last !== undefined && (chunks[last] as JaChunk | undefined)?.ja.verb?.morph.desire === true;
  };
  const asksCan = (q: Clause, c: Clause): boolean => {
    if (q.wh !== null || q.object || q.object2 || q.complement || q.roles.length > 0 || q.keywords.length > 0 || q.lacks.length > 0 || q.sub !== null) return false;
    if (q.subject && !(q.subject.kind === 'player' && q.subject.chunks.length === 0)) return false;
    if (q.verb && !(q.verb.verb === c.verb!.verb && q.verb.modal === 'can' && !q.verb.negated && !q.verb.passive)) return false;
    let said = q.verb !== null;
    for (const k of q.chunks) {
      const x = chunks[k] as JaChunk | undefined;
      if (!x) return false;
      if (q.verb?.chunks.includes(k)) continue;
      const kind = x.senses[0]?.kind;
      if (kind === 'punct' || kind === 'filler') continue;
      if (CAN_WORDS.has(x.ja.lemma ?? '') || CAN_WORDS.has(x.text)) said = true;
      else return false;
    }
    return said;
  };
  for (let si = 0; si < sentences.length; si++) {
    const s = sentences[si]!;
    for (let ci = 0; ci < s.clauses.length; ci++) {
      const c = s.clauses[ci]!;
      if (!wanted(c)) continue;
      // 「ブロックしたいけど可能？」: the asking words right after the wanted verb, ending the question (no clause of their own).
      const after: number[] = [];
      for (let k = c.verb!.chunks[c.verb!.chunks.length - 1]! + 1; k < chunks.length && !/^[。？?！!]$/u.test(chunks[k]!.text); k++) after.push(k);
      const inside = s.question && ci === s.clauses.length - 1 && after.length > 0 && after.every((k) => ['punct', 'filler', 'aux'].includes(chunks[k]?.senses[0]?.kind ?? '') || CAN_WORDS.has(chunks[k]?.text ?? '')) && after.some((k) => CAN_WORDS.has(chunks[k]?.text ?? ''));
      if (inside) {
        s.clauses[ci] = { ...c, question: true, sub: null, verb: { ...c.verb!, modal: 'can', inverted: true }, chunks: [...new Set([...c.chunks, ...after])].sort((a, b) => a - b) };
        continue;
      }
      const sameSentence = ci + 1 < s.clauses.length;
      const host = sameSentence ? s : sentences[si + 1];
      const qi = sameSentence ? ci + 1 : 0;
      // 「ブロックしたい。ダメ？」「攻撃したい。可能？」: the next sentence is nothing but the asking words (no clause of its own).
      if (!sameSentence && host && host.question && host.clauses.length === 0) {
        const words = chunks.flatMap((x, k) => (x.start >= host.start && x.end <= host.end ? [k] : []));
        const asking = (k: number): boolean => CAN_WORDS.has(chunks[k]?.text ?? '') || CAN_WORDS.has((chunks[k] as JaChunk | undefined)?.ja.lemma ?? '');
        if (words.some(asking) && words.every((k) => asking(k) || ['punct', 'filler', 'aux'].includes(chunks[k]?.senses[0]?.kind ?? ''))) {
          s.clauses.splice(ci, 1);
          host.clauses.push({ ...c, question: true, sub: null, verb: { ...c.verb!, modal: 'can', inverted: true }, chunks: [...new Set([...c.chunks, ...words])].sort((a, b) => a - b), sentence: host.index, end: host.end });
          ci--;
          continue;
        }
      }
      const q = host?.clauses[qi];
      if (!host || !q || !host.question || !asksCan(q, c) || (!sameSentence && host.clauses.length > 1 && host.clauses[1]!.sub === null && !host.clauses[1]!.question)) continue;
      const asked: Clause = {
        ...c,
        question: true,
        sub: null,
        verb: { ...c.verb!, modal: 'can', inverted: true },
        chunks: [...new Set([...c.chunks, ...q.chunks])].sort((a, b) => a - b),
        sentence: q.sentence,
        end: q.end,
      };
      if (sameSentence) {
        s.clauses.splice(ci, 2, asked);
        s.question = true;
      } else {
        s.clauses.splice(ci, 1);
        host.clauses.splice(qi, 1, asked);
        ci--;
      }
    }
  }
  // 「相手の4/4を2/2でブロックしたいんだけど、どうなる？」: an act only wanted, not asked of, was never done — told as done it
  // set up a board the asker never had (a wrong answer). Its clause is left without a verb, its words named back unread.
  for (const s of sentences) {
    for (let ci = 0; ci < s.clauses.length; ci++) {
      const c = s.clauses[ci]!;
      if (wanted(c)) s.clauses[ci] = { ...c, verb: null };
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

/** The verbs whose question 「何か」「1体でも」 asks of any one (intents/remains.ts anyRemainsAsk). */
const ANY_VERBS: ReadonlySet<string> = new Set(['remain', 'survive']);

/**
 * 「最後に場に何か残りますか」「何か生き残る？」「私のクリーチャーは1体でも残りますか」「場に何も残らない？」: 何か
 * ("anything"), 1体でも ("even one") and 何も with a negated verb ("nothing") ask whether any one is left, a yes/no
 * question — never "what remains?" (何 read as a question word made it one, with no yes or no) nor a creature
 * of its own (1体). The clause is marked (Clause.any) with the words that say it; only the question of what
 * remains or survives reads it.
 */
function anyQuantifiers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (!c.question || !c.verb || !ANY_VERBS.has(c.verb.verb) || c.none) continue;
      const text = (k: number | undefined): string => (k === undefined ? '' : (chunks[k]?.text ?? ''));
      const particle = (k: number | undefined): string | null => (k === undefined ? null : ((chunks[k] as JaChunk | undefined)?.ja.particle ?? null));
      let said: number[] | null = null;
      c.chunks.forEach((k, i) => {
        if (said) return;
        const next = c.chunks[i + 1];
        const t = text(k);
        // 何か (one word or 何 + か); 何も only before a negated verb (「何も残らない」: nothing remains).
        if (t === '何か' || t === 'なにか') said = [k];
        else if ((t === '何' || t === 'なに') && (text(next) === 'か' || particle(next) === 'か')) said = [k, next!];
        else if ((t === '何' || t === 'なに') && c.verb!.negated && (text(next) === 'も' || particle(next) === 'も')) said = [k, next!];
        // 1体でも, 一匹でも, 1枚でも, 1つでも: "even one".
        else if (/^(?:1|一)(?:体|匹|枚|つ)$|^ひとつ$/u.test(t) && (text(next) === 'でも' || particle(next) === 'でも')) said = [k, next!];
      });
      if (!said) continue;
      c.any = { chunks: said };
      if (c.wh === 'what') c.wh = null;
      if (c.asked && (said as number[]).some((k) => c.asked!.chunks.includes(k))) c.asked = null;
      // (The number of 1体でも is no creature of its own.)
      if (c.subject?.kind === 'object' && c.subject.count === 1) c.subject = { ...c.subject, count: null };
    }
  }
}

/**
 * 「私のクリーチャーは誰も接死を持っていない」「相手のクリーチャーはどれも到達を持っていない」「1体も飛行を持っていない」:
 * a question word or 1体 with も before a negated verb is "none of them", never a question ("who has
 * deathtouch?") nor a creature of its own. The clause is marked (Clause.none) for the frames, which read it
 * as a statement about every creature of the group (frames/facts.ts lacksGroup) or name it.
 */
function negativeQuantifiers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (!c.verb?.negated) continue;
      const at = c.chunks.findIndex((k, i) => {
        const next = chunks[c.chunks[i + 1] ?? -1] as JaChunk | undefined;
        if (next?.ja.particle !== 'も') return false;
        const t = chunks[k]!.text;
        return /^(?:誰|どれ|いずれ|どの(?:クリーチャー|子)?)$/u.test(t) || /^(?:1|一)(?:体|匹)$/u.test(t) || (t === '何' && nothingThere(c));
      });
      if (at < 0) continue;
      const k = c.chunks[at]!;
      const nothing = chunks[k]!.text === '何';
      // 「自分の場には何もない」「相手の場には何もなくて」: 何も with ない (ある negated) is "nothing is there" — the closed-world
      // statement "nothing" (frames/absence.ts), its side the place said; the double negative is the one statement.
      if (nothing) {
        const w = chunks[k]!;
        if (c.subject) c.roles = [{ prep: 'on', np: c.subject, time: null, chunks: [...c.subject.chunks] }];
        c.subject = { kind: 'pronoun', word: 'none', possessive: false, chunks: [k, c.chunks[at + 1]!], start: w.start, end: chunks[c.chunks[at + 1]!]!.end, text: `${w.text}${chunks[c.chunks[at + 1]!]!.text}` };
        c.verb = { ...c.verb, verb: 'be', negated: false };
      }
      if (!nothing) c.none = true;
      if (c.wh !== null) c.wh = null;
      if (c.object && c.object.chunks.includes(k)) c.object = null;
      if (c.verb.inverted) c.verb = { ...c.verb, inverted: false };
      // (Read as a question only for the word: a statement unless the sentence asks something else.)
      if (s.question && !/[?？]\s*$/u.test(s.text) && s.clauses.every((x) => x === c || (x.wh === null && !x.verb?.inverted))) {
        s.question = false;
        for (const x of s.clauses) x.question = false;
      }
    }
  }
}

/** A side of the battlefield or the battlefield (「相手の場」「戦場」). */
const isField = (np: NounPhrase | null | undefined): boolean => np?.kind === 'property' && np.noun === 'battlefield';

/**
 * 「場には何もない」「相手の場には何もありません」「相手の場は何もない」: いる/ある negated with nothing else said but a side of the
 * battlefield (に, or the topic は), no object, no keyword.
 */
function nothingThere(c: Clause): boolean {
  const v = c.verb!;
  if ((v.verb !== 'be' && v.verb !== 'have') || v.modal !== null || v.passive || c.object || c.complement || c.keywords.length > 0) return false;
  return (c.subject === null && c.roles.length === 1 && isField(c.roles[0]!.np)) || (isField(c.subject) && c.roles.length === 0);
}

/**
 * 「《ラノワールのエルフ》をタップしてマナを出した」「エルフって、タップして緑マナ出せる？」: tapping a permanent and then
 * making mana (マナ, with a color or not, right before 出す) is one act — its mana ability activated, the tap its cost
 * (605.1a, 602.2) — read as 「《X》でマナを出す」 is (valency.ts manaMade): the two clauses become that one.
 */
function tappedForMana(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const isMana = (k: number): boolean => chunks[k]?.senses[0]?.kind === 'thing-noun' && (chunks[k]!.senses[0] as { noun: string }).noun === 'mana';
  const isColor = (k: number): boolean => chunks[k]?.senses.some((x) => x.kind === 'color') === true;
  for (const s of sentences) {
    for (let i = 0; i + 1 < s.clauses.length; i++) {
      const tap = s.clauses[i]!;
      const make = s.clauses[i + 1]!;
      const tv = tap.verb;
      const mv = make.verb;
      if (!tv || !mv || tv.verb !== 'tap' || tv.passive || tv.negated || tv.modal !== null || tap.sub !== null || tap.wh !== null || tap.roles.length > 0 || tap.complement) continue;
      if (mv.verb !== 'cast' || mv.passive || mv.card || make.wh !== null || make.roles.length > 0 || make.complement || make.object2) continue;
      // The permanent tapped: its object, or its subject when that is no player (「エルフは、タップして…」).
      const permanent = tap.object ?? (tap.subject && tap.subject.kind !== 'player' ? tap.subject : null);
      if (!permanent || (permanent.kind !== 'object' && permanent.kind !== 'pronoun')) continue;
      const player = tap.object && tap.subject?.kind === 'player' ? tap.subject : null;
      // What is made: マナ (を) right before 出す, with a color word before it or not.
      const first = mv.chunks[0];
      if (first === undefined) continue;
      const wo = chunks[first - 1]?.text === 'を';
      const k = wo ? first - 2 : first - 1;
      if (!isMana(k)) continue;
      const words = [...(isColor(k - 1) ? [k - 1] : []), k, ...(wo ? [first - 1] : [])];
      // Nothing else may be said in the making clause: the permanent (again, shared) or the player only.
      const sharedOk = (np: NounPhrase | null): boolean => np === null || np === permanent || np.kind === 'player' || (np.kind === 'object' && permanent.kind === 'object' && np.text === permanent.text);
      if (!sharedOk(make.subject) || !sharedOk(make.object)) continue;
      const at = chunks[k]!;
      const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
      // (No player said: the one asking does it, as for any act a player does, valency.ts implicitPlayer.)
      const subject: NounPhrase = player ?? (make.subject?.kind === 'player' ? make.subject : { kind: 'player', player: { who: 'me' }, chunks: [], start: tap.start, end: tap.start, text: '' });
      const merged: Clause = {
        ...make,
        subject,
        object: permanent,
        roles: [{ prep: 'for', np: mana, time: null, chunks: words }],
        verb: { ...mv, verb: 'activate', chunks: [...tv.chunks, ...mv.chunks] },
        chunks: [...new Set([...tap.chunks, ...make.chunks, ...words])].sort((a, b) => a - b),
        times: [...new Set([...tap.times, ...make.times])],
        start: tap.start,
        text: s.text.slice(tap.start, make.end),
      };
      s.clauses.splice(i, 2, merged);
    }
    // 「《ラノワールのエルフ》はマナを出せる？」「エルフでマナ出せる？」 said in one clause, the permanent as its topic (or
    // object) and マナ right before 出す: its mana ability activated (605.1a), as 「タップして」 says above — never a cast
    // of the permanent (red team s22b: "can you cast Llanowar Elves?" was answered).
    for (let i = 0; i < s.clauses.length; i++) {
      const make = s.clauses[i]!;
      const mv = make.verb;
      // 「何マナ出る？」「マナが出る」: mana "coming out" is no permanent entering (出る as 'enter'): the clause is left
      // without a verb, so its words are named back unread — read as "what enters?", the question was dropped and
      // "what happens" answered instead (red team s22b).
      const before = mv?.chunks[0] !== undefined ? mv.chunks[0] - 1 : -1;
      if (mv?.verb === 'enter' && (isMana(before) || (['が', 'は', 'も'].includes(chunks[before]?.text ?? '') && isMana(before - 1)))) {
        s.clauses[i] = { ...make, verb: null };
        continue;
      }
      if (!mv || mv.verb !== 'cast' || mv.passive || mv.card || make.wh !== null || make.roles.length > 0 || make.complement || make.object2) continue;
      const first = mv.chunks[0];
      if (first === undefined) continue;
      const wo = chunks[first - 1]?.text === 'を';
      const k = wo ? first - 2 : first - 1;
      if (!isMana(k)) continue;
      const permanent = make.object ?? (make.subject && make.subject.kind !== 'player' ? make.subject : null);
      if (!permanent || (permanent.kind !== 'object' && permanent.kind !== 'pronoun')) continue;
      if (make.object && make.subject && make.subject.kind !== 'player' && make.subject !== make.object) continue;
      const words = [...(isColor(k - 1) ? [k - 1] : []), k, ...(wo ? [first - 1] : [])];
      const at = chunks[k]!;
      const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
      const subject: NounPhrase = make.subject?.kind === 'player' ? make.subject : { kind: 'player', player: { who: 'me' }, chunks: [], start: make.start, end: make.start, text: '' };
      s.clauses[i] = { ...make, subject, object: permanent, roles: [{ prep: 'for', np: mana, time: null, chunks: words }], verb: { ...mv, verb: 'activate' }, chunks: [...new Set([...make.chunks, ...words])].sort((a, b) => a - b) };
    }
  }
}

/**
 * 「対応して《タミヨウの保管》で熊に呪禁を付けた」「相手が《X》で熊に破壊不能を与えた」「《X》で呪禁を付けられた」: keywords given
 * (付ける, 与える) with an instant or sorcery are that spell cast — at the one marked に, or at "it" when none is said —
 * and then the keywords gained, told as its result: the two clauses 「熊に《X》を撃って、熊は呪禁を得た」 says (the
 * card's own text is what the engine runs, 608.2; what is told it gives is told as well, as in English "… and it gains
 * hexproof"). In the passive the one it was done to suffers it (cast by the other player, as 撃たれた says).
 */
function spellGaveKeywords(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const isSpell = (np: NounPhrase | null): boolean => np?.kind === 'object' && np.card !== null && /\b(?:Instant|Sorcery)\b/u.test(np.card.typeLine);
  for (const s of sentences) {
    for (let i = 0; i < s.clauses.length; i++) {
      const c = s.clauses[i]!;
      const v = c.verb;
      if (!v || v.negated || v.card || v.modal !== null || c.wh !== null || c.keywords.length === 0 || c.object || c.object2 || c.complement || c.lacks.length > 0) continue;
      const spell = c.roles.find((r) => r.prep === 'with');
      if (!spell || !isSpell(spell.np)) continue;
      const to = c.roles.find((r) => r.prep === 'to');
      // (付けた with no one said and no object is read as "has" (valency.ts attach); with a spell and a recipient it is given.)
      if (!(v.verb === 'attach' || v.verb === 'give' || (v.verb === 'have' && (v.passive || (!c.subject && to))))) continue;
      if (c.roles.some((r) => r !== spell && r !== to)) continue;
      if (v.passive ? c.subject !== null && c.subject.kind !== 'pronoun' : c.subject !== null && c.subject.kind !== 'player') continue;
      if (to && (!to.np || to.np.kind === 'player')) continue;
      const kw = c.chunks.filter((k) => chunks[k]?.senses[0]?.kind === 'keyword');
      if (kw.length === 0) continue;
      const rest = c.chunks.filter((k) => !kw.includes(k));
      const it: NounPhrase = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.start, text: '' };
      const recipient = to?.np ?? it;
      const card = (spell.np as Extract<NounPhrase, { kind: 'object' }>).card!;
      // The cast: active, the spell its object and the recipient its target; passive, the spell the verb's (《X》を撃たれた).
      const cast: Clause = v.passive
        ? { ...c, keywords: [], roles: [], subject: recipient, verb: { ...v, verb: 'cast', card, chunks: [...v.chunks, ...phraseChunks(spell.np)] }, chunks: rest }
        : { ...c, keywords: [], roles: to ? [{ ...to, prep: 'on' }] : [], object: spell.np, verb: { ...v, verb: 'cast' }, chunks: rest };
      const gained: Clause = { ...c, sub: null, times: [], roles: [], subject: recipient === it ? it : { ...recipient }, verb: { ...v, verb: 'gain', passive: false, perfect: false, chunks: [] }, chunks: kw };
      s.clauses.splice(i, 1, cast, gained);
      i++;
    }
  }
}
