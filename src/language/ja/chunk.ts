/**
 * Japanese chunks: morphemes grouped into the words the lexicons know (issue 12 §3), each with its
 * senses, plus what the Japanese grammar needs to know of it (`ja`): a particle (が, を, に…), a
 * verb's ending (morph.ts), a number's counter word (2体, 3点), a word of a card named earlier
 * (熊 for 《灰色熊》). Longest match wins over whole morphemes: card names (in 《》, or without
 * brackets when long enough not to be an everyday word), keywords with their parameters
 * (プロテクション（赤）, 赤からのプロテクション, プロ赤, 護法{2}, 毒性2), game verbs with their
 * endings (ブロックされた is one chunk), the lexicon (ja/lexicon.ts), colors, types, subtypes,
 * counters, numbers (digits and kanji, with 体／点／個) and P/T.
 */
import { xValueAt } from '../xvalue.ts';
import { modeChoiceAt, modeSense } from '../modechoice.ts';
import { jaModeOfCardAt, jaToldModeAt } from './told-mode.ts';
import { choiceSensesAt } from '../typechoice.ts';
import { castOptionAt } from '../castoption.ts';
import type { Chunk } from '../chunk.ts';
import { chunkOf } from '../chunk.ts';
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { CardSpotter } from '../lexicon/cards.ts';
import { compactKey, nameKey } from '../../cards/normalize.ts';
import { BOARD_NOUNS, CONTEXT_VERBS, SUBORDINATE_NOUNS } from './lexicon.ts';
import { copulaSubAt } from './copula-subs.ts';
import { jaKeywordAt } from './keywords.ts';
import { readEnding } from './morph.ts';
import type { VerbMorph } from './morph.ts';
import type { Found } from './chunk-words.ts';
import { verbInContextAt } from './verbs-in-context.ts';
import { cardSense, declaredAt, info, verbAt, vocabularyAt, wordAt } from './chunk-words.ts';
import { cardAt, quotedCard } from './card-words.ts';
import { numberAt } from './kanji-numbers.ts';
import { settleSharedShortNames } from '../short-settled.ts';
export { chainsClauses } from './chunk-words.ts';
export { kanjiNumber } from './kanji-numbers.ts';

export interface JaInfo {
  /** A particle: が, は, を, に, で, と, の, から, まで, も, って, へ, より. */
  particle: string | null;
  /**
   * A game verb with its ending; `placed`: 出している, 出てる — what it put out is on the battlefield (a state);
   * `placing`: a verb that says so in the perfect (出す, 並べる), whatever its ending here.
   */
  verb: { morph: VerbMorph; passiveWord: boolean; placed?: boolean; placing?: boolean; mutual?: boolean; every?: boolean; battlefield?: boolean } | null;
  /** A number's counter word: 2体 (creatures), 3点 (points), 2個 (counters), 1枚 (cards), 2回 (times). */
  counter: 'creature' | 'point' | 'piece' | 'card' | 'time' | null;
  /** 2体目, 1枚目: an ordinal. */
  ordinal: boolean;
  /** A word of a card the question names (熊 in a question about 《灰色熊》). */
  partial: string | null;
  /** 〜持ち: "having" after a keyword (接死持ち, トランプル持ち). */
  having: boolean;
  /** A noun that makes the clause before it a condition or a time (場合, とき, 後, 前). */
  sub: 'if' | 'when' | 'after' | 'before' | 'while' | 'since' | null;
  /** A verb the lexicon doesn't know: its base form (する, 上げる). */
  lemma: string | null;
}

export type JaChunk = Chunk & { ja: JaInfo };

// ---------------------------------------------------------------------------------------------

export function chunkJapanese(text: string, tokens: readonly Token[], cards: CardSpotter): JaChunk[] {
  const st: Chunking = { text, tokens, cards, out: [], i: 0, named: [] };
  // Each reader takes the chunk at st.i, or passes it on; the last one always takes it.
  while (st.i < tokens.length) if (!(atomAt(st) || symbolAt(st) || negationAt(st) || spanAt(st) || clauseMarkAt(st) || lexiconAt(st))) unreadAt(st);
  const out = st.out;
  markPartials(text, out, st.named);
  settleSharedShortNames(out);
  keywordDamageTimes(text, out);
  justDone(out);
  unreadSteps(out);
  out.forEach((c, k) => (c.i = k));
  return out;
}

/** The chunks made so far, the token the next one starts at, and the card names said so far (for markPartials). */
interface Chunking {
  text: string;
  tokens: readonly Token[];
  cards: CardSpotter;
  out: JaChunk[];
  i: number;
  named: string[];
}

/** A chunk of the next `n` tokens. */
function push(st: Chunking, n: number, senses: Sense[], ja: JaInfo): void {
  st.out.push({ ...chunkOf(st.text, st.tokens, st.i, st.i + n, senses), ja });
  st.i += n;
}

/** 《card》 (with a verb ending after it: cardAsVerb) or a quote. */
function atomAt(st: Chunking): boolean {
  const t = st.tokens[st.i]!;
  if (t.kind !== 'atom') return false;
  const a = t.atom!;
  // 「サリア」「稲妻」: players put a card's name in 「」 as in 《》 — a quote whose words are exactly a card's name (or a
  // legend's without its title) is that card; quoted rules text never is one.
  const quoted = a.kind === 'quote' ? quotedCard(a.value, st.cards) : null;
  if (a.kind === 'quote' && !quoted) push(st, 1, [{ kind: 'quote', text: a.value }], info());
  else {
    const hit = quoted ?? st.cards.japanese(a.value) ?? st.cards.english(a.value);
    st.named.push(compactKey(nameKey(hit?.display ?? a.value)), compactKey(nameKey(a.value)));
    push(st, 1, [cardSense(hit ?? { name: a.value, display: a.value, typeLine: '' }, false)], info());
    cardAsVerb(st.text, st.tokens, st.out);
    st.i = st.out[st.out.length - 1]!.to;
  }
  return true;
}

/** A P/T, mana or a mark: a chunk of its own. */
function symbolAt(st: Chunking): boolean {
  const t = st.tokens[st.i]!;
  if (t.kind === 'pt' || t.kind === 'ptmod') push(st, 1, [ptSense(t)], info());
  else if (t.kind === 'mana') push(st, 1, [{ kind: 'mana', text: t.text }], info());
  // (「(X=3)」: a bracket opening the value chosen for X is that value's, spanAt.)
  else if (t.kind === 'punct' && xValueAt(st.tokens, st.i) !== null) return false;
  // (「プロテクション(黒)(赤)」: a bracket opening another colour of protection is that keyword's, keywords.ts.)
  else if (t.kind === 'punct' && jaKeywordAt(st.tokens, st.i) !== null) return false;
  else if (t.kind === 'punct') push(st, 1, [{ kind: 'punct', char: t.text }], info());
  else return false;
  return true;
}

/** 〜持ち ("having"), a word negated (named), and ない／なし ("there is no", "without"). */
function negationAt(st: Chunking): boolean {
  const { tokens, i } = st;
  const t = tokens[i]!;
  // 接死持ち, トランプル持ち: "having" (飛行を持ち… is the verb).
  if ((t.text === '持ち' || t.text === 'もち') && tokens[i - 1]?.text !== 'を') {
    push(st, 1, [{ kind: 'verb', verb: 'have' }], info({ having: true }));
    return true;
  }
  // 「白でない」「トークンではない」「伝説じゃない」「黒くない」: "not" said of a word, which no reading here
  // represents (a color, type or supertype negated); it is named, never left as filler (issue 11 §2).
  const copula = (t.text === 'で' || t.text === 'じゃ') && (t.pos === '助動詞' || t.pos === '助詞');
  const skip = copula && tokens[i + 1]?.text === 'は' ? 2 : 1;
  // 「マナはない」「トークンもない」: the analyser takes ない after a noun and は/も for the auxiliary; it is the adjective
  // "there is none" there, as after が (the noun itself is not negated: that needs で/じゃ, 「トークンではない」).
  const noneOfNoun = t.pos === '助動詞' && t.lemma === 'ない' && (tokens[i - 1]?.text === 'は' || tokens[i - 1]?.text === 'も') && tokens[i - 1]?.pos === '助詞' && tokens[i - 2]?.pos === '名詞';
  if (!noneOfNoun && ((copula && tokens[i + skip]?.lemma === 'ない') || (t.pos === '助動詞' && t.lemma === 'ない'))) {
    push(st, t.pos === '助動詞' && t.lemma === 'ない' ? 1 : skip + 1, [{ kind: 'unknown', strange: true }], info());
    return true;
  }
  // ない, なし: "there is no", "without" (トランプルがなければ, トランプルのない).
  if ((t.pos === '形容詞' && t.lemma === 'ない') || noneOfNoun || t.text === 'なし' || t.text === '無し') {
    const e = readEnding(tokens, i + 1, t, false);
    if (t.form.startsWith('仮定')) e.morph.link = e.morph.link ?? 'if';
    push(st, e.end - i, [{ kind: 'neg' }], info({ verb: { morph: e.morph, passiveWord: false } }));
    return true;
  }
  return false;
}

/** Words that say one value together: X's value, a mode chosen, a way of casting. */
function spanAt(st: Chunking): boolean {
  const { tokens, i } = st;
  const xv = xValueAt(tokens, i);
  if (xv) {
    push(st, xv.n, [{ kind: 'x-value', value: xv.value }], info());
    // 「Xを3にして唱えた」: "setting X to 3, cast it" — the same as 「X=3で」.
    if (xv.making > 0) push(st, xv.making, particleSenses('で'), info({ particle: 'で' }));
    return true;
  }
  // 「《ボロスの魔除け》の二段攻撃モード撃ったら」「…の破壊不能モードを唱えた」: the spell's mode said as the card's — the
  // spell is what is cast (its を), the mode how (ja/told-mode.ts jaModeOfCardAt).
  const ofCard = jaModeOfCardAt(tokens, i);
  if (ofCard) {
    if (ofCard.object) push(st, 1, particleSenses('を'), info({ particle: 'を' }));
    push(st, ofCard.n, [modeSense(ofCard.mode)], info());
    return true;
  }
  const mc = modeChoiceAt(tokens, i) ?? jaToldModeAt(tokens, i);
  if (mc) {
    push(st, mc.n, [modeSense(mc)], info());
    return true;
  }
  const cc = choiceSensesAt(tokens, i);
  if (cc) {
    push(st, cc.n, cc.senses, info());
    return true;
  }
  const co = castOptionAt(tokens, i);
  if (co) {
    push(st, co.n, [{ kind: 'cast-option', option: co.option, ...(co.times !== undefined ? { times: co.times } : {}) }], info());
    return true;
  }
  return false;
}

/** Words that make the clause they end a time or a condition: a declaration's time, the copula's conditional, a board "as it stands". */
function clauseMarkAt(st: Chunking): boolean {
  const { tokens, i, out } = st;
  const t = tokens[i]!;
  const declared = declaredAt(tokens, i);
  if (declared) {
    // 「相手が攻撃クリーチャーを指定した後」: the player who declared is whose combat it is, as in 「相手の戦闘中に」
    // (frames/moments.ts) — never the subject of the clause the time word is part of.
    const prev = out[out.length - 1];
    if (prev && (prev.ja.particle === 'が' || prev.ja.particle === 'は') && out[out.length - 2]?.senses[0]?.kind === 'player') {
      out[out.length - 1] = { ...prev, senses: particleSenses('の'), ja: info({ particle: 'の' }) };
    }
    push(st, declared.n, declared.senses, declared.ja);
    return true;
  }
  // 「相手のライフが5なら」「3だったら」: the copula's conditional after a noun makes a condition, as 〜の場合 does (left unread, the
  // life told in it was dropped: red team s9); 「接死だから」「トランプルなので」 after a keyword, a reason (copula-subs.ts).
  // (Not after a pronoun: 「どっちならブロックできる?」 asks which one; 「それなら」 is "then".)
  const copulaSub = copulaSubAt(tokens, i, out[out.length - 1]);
  if (copulaSub) {
    push(st, copulaSub.n, [{ kind: 'sub', sub: copulaSub.sub }], info({ sub: copulaSub.sub }));
    return true;
  }
  // 「《謙虚》がある場で」「《頌歌》を出している戦場で」: the battlefield named after a verb that describes it, then で,
  // is the board as it stands while the rest is asked — as 〜状態で says — not a place the main verb acts at (read as
  // one clause, its が-subject became the question's: the size of Humility asked for the Bears').
  const prevTok = tokens[i - 1];
  if (BOARD_NOUNS.has(t.text) && t.pos === '名詞' && tokens[i + 1]?.text === 'で' && prevTok !== undefined && (prevTok.pos === '動詞' || prevTok.pos === '助動詞') && (prevTok.form === '基本形' || prevTok.form.startsWith('連体'))) {
    push(st, 1, [{ kind: 'sub', sub: 'while' }], info({ sub: 'while' }));
    return true;
  }
  return false;
}

/** The longest of what the lexicons find here: a keyword, a card, a game verb with its ending, a word, a number, vocabulary. */
function lexiconAt(st: Chunking): boolean {
  const { tokens, i, cards, named } = st;
  const kw = jaKeywordAt(tokens, i);
  const candidates = [kw ? { ...kw, ja: info() } : null, cardAt(tokens, i, cards, named), verbInContextAt(tokens, i, st.out) ?? verbAt(tokens, i), wordAt(tokens, i), numberAt(tokens, i), vocabularyAt(tokens, i)].filter((f): f is Found => f !== null);
  const card = candidates.find((c) => c.senses[0]?.kind === 'card');
  if (card) named.push(compactKey(nameKey((card.senses[0] as Extract<Sense, { kind: 'card' }>).display)));
  // Longest first; on a tie, the order above (keyword, card, verb, word, number, vocabulary).
  // (A time phrase spelled as a verb's te-form, 「対応して」 "in response", reads as the phrase: the verb
  // 対応する is for 「《巨大化》で対応した」.)
  const timeOverVerb = (b: Found, c: Found): boolean => c.n === b.n && b.senses[0]?.kind === 'verb' && c.senses[0]?.kind === 'time';
  const best = candidates.reduce<Found | null>((b, c) => (b === null || c.n > b.n || timeOverVerb(b, c) ? c : b), null);
  if (!best) return false;
  const extra = best.n === 1 ? vocabularyAt(tokens, i) : null;
  const senses = extra && extra.n === 1 ? [...best.senses, ...extra.senses.filter((e) => !best.senses.some((s) => s.kind === e.kind))] : best.senses;
  push(st, best.n, senses, best.ja);
  if (best === card) {
    cardAsVerb(st.text, tokens, st.out);
    st.i = st.out[st.out.length - 1]!.to;
  }
  return true;
}

/** A morpheme no lexicon took: a particle, a verb or subordinating noun read by its grammar, else unknown (strange when it must not be passed over). */
function unreadAt(st: Chunking): void {
  const { tokens, i } = st;
  const t = tokens[i]!;
  // The copula's te-form で (毒カウンター8個で、…) reads as the particle で: "is …, and".
  if (t.pos === '助詞' || (t.text === 'で' && t.pos === '助動詞')) return push(st, 1, particleSenses(t.text), info({ particle: t.text }));
  // 「《紅蓮地獄》なら倒せる？」: なら after an instant or sorcery named is the spell it is done with, as で says.
  const before = st.out[st.out.length - 1]?.senses[0];
  if (t.text === 'なら' && before?.kind === 'card' && /\b(?:Instant|Sorcery)\b/.test(before.typeLine)) return push(st, tokens[i + 1]?.text === 'ば' ? 2 : 1, particleSenses('で'), info({ particle: 'で' }));
  if (t.text === '持ち' || t.text === 'もち') return push(st, 1, [{ kind: 'verb', verb: 'have' }], info({ having: true }));
  // A verb the lexicon doesn't know still ends its clause (パワーを上げれば、…): read with its ending, meaning unknown.
  if (t.pos === '動詞' && t.detail === '自立') {
    const e = readEnding(tokens, i + 1, t, false);
    // 揉めたんですけど, 迷っています: talk about the question, not the game (filler that still ends its clause).
    // 「ブロックしようとしています」「撃とうとしている」: 〜ようとする (about to do it) says the act is being done now, as
    // 「ブロックしようと思います」 does — its する is no act of its own. Not in the past (「撃とうとした」: tried, maybe not done).
    const volitional = t.lemma === 'する' && tokens[i - 1]?.text === 'と' && tokens[i - 1]?.pos === '助詞' && tokens[i - 2]?.pos === '助動詞' && (tokens[i - 2]?.lemma === 'う' || tokens[i - 2]?.lemma === 'よう') && tokens[i - 3]?.form === '未然ウ接続' && !e.morph.past && !e.morph.negated;
    // 「友達と対戦してたら」: する after a noun of the telling (対戦, a frame word of the lexicon) is that telling too.
    const framed = t.lemma === 'する' && st.out.at(-1)?.senses[0]?.kind === 'filler' && st.out.at(-1)?.ja.particle === null;
    const senses: Sense[] = [CONTEXT_VERBS.has(t.lemma) || volitional || framed ? { kind: 'filler' } : { kind: 'unknown' }];
    return push(st, e.end - i, senses, info({ verb: { morph: e.morph, passiveWord: false }, lemma: t.lemma }));
  }
  const sub = SUBORDINATE_NOUNS.get(t.text);
  if (sub && t.pos === '名詞') return push(st, 1, [{ kind: 'sub', sub: sub === 'while' ? 'while' : sub }], info({ sub }));
  // A noun no lexicon knows, joined by と/や to what the question lists (「崇拝と3/3がいる」): a
  // thing of the board we can't read (a card name too short to spot unbracketed), never a word
  // that may be passed over.
  // (と before a verb is "with": 「友達と揉めた」; after a verb it is "when": 「攻撃すると」.)
  const listed = (x: Token | undefined): boolean => x?.pos === '助詞' && (x.text === 'と' || x.text === 'や');
  const thing = (x: Token | undefined): boolean => x !== undefined && x.pos !== '動詞' && x.pos !== '助動詞' && x.pos !== '助詞';
  const inList = (listed(tokens[i + 1]) && thing(tokens[i + 2])) || (listed(tokens[i - 1]) && thing(tokens[i - 2]));
  // 「相手の影1/1」「スカルク2/2」: a noun no lexicon knows written right against a P/T is where a keyword
  // goes (「飛行3/3」, modifiers.ts); passed over, the creature was answered without it (red team s10).
  const beforeSize = tokens[i + 1]?.kind === 'pt' && tokens[i + 1]!.start === t.end;
  // 「謎のクリーチャー」: a noun no lexicon knows, joined by の to the object it describes, is a modifier of that object
  // the reading can't represent — named, never dropped (issue 11 §2: the creature was answered as a plain one).
  const describes = tokens[i + 1]?.text === 'の' && /^(?:クリーチャー|トークン|パーマネント|呪文)$/.test(tokens[i + 2]?.text ?? '');
  if (t.pos === '名詞' && t.detail !== '非自立' && t.detail !== '代名詞' && t.detail !== '数' && t.detail !== '接尾' && (inList || beforeSize || describes)) return push(st, 1, [{ kind: 'unknown', strange: true }], info());
  // A word in Latin letters no lexicon reads ("ETB", "PIG", an English card name or keyword not
  // spotted): in a Japanese question it is almost always game vocabulary, so it is never passed
  // over. (「www」 is laughter.)
  const latin = /^[A-Za-z]{2,}$/.test(t.text) && !/^w+$/i.test(t.text);
  push(st, 1, [latin ? { kind: 'unknown', strange: true } : { kind: 'unknown' }], info());
}

/**
 * 「先制攻撃のダメージの後で」「二段攻撃の1回目のダメージの前に」: a keyword's damage time is the first-strike damage step (510.4):
 * 先制攻撃のダメージの後 is that time, as "after first-strike damage"; any other becomes one chunk no reader takes, so a
 * refusal names it — never read as after (or before) all combat damage, which can give another answer.
 */
function keywordDamageTimes(text: string, out: JaChunk[]): void {
  for (let k = 0; k < out.length; k++) {
    if (out[k]!.senses[0]?.kind !== 'keyword') continue;
    let j = k + 1;
    while (j < out.length && j <= k + 5 && out[j]!.senses[0]?.kind !== 'time') j++;
    const t = out[j]?.senses[0];
    if (t?.kind !== 'time' || (t.time !== 'after-damage' && t.time !== 'before-damage')) continue;
    if (j > k + 1 && !out.slice(k + 1, j).some((c) => c.ja.particle === 'の')) continue;
    const first = out[k]!;
    const last = out[j]!;
    const fsAfter = t.time === 'after-damage' && j === k + 2 && out[k + 1]!.ja.particle === 'の' && first.senses[0]?.kind === 'keyword' && first.senses[0].keyword.keyword === 'first strike';
    out.splice(k, j - k + 1, { ...first, senses: [fsAfter ? { kind: 'time', time: 'after-first-strike' } : { kind: 'unknown', strange: true }], to: last.to, end: last.end, text: text.slice(first.start, last.end), ja: fsAfter ? last.ja : info() });
  }
  out.forEach((c, n) => (c.i = n));
}

/**
 * 「出したばかりの《ラノワールのエルフ》」「唱えたばっかの2/2」「出したばっかりの」: ばかり right after a verb in the past says
 * it was done just now — this turn, which is what makes a creature put onto the battlefield summoning
 * sick (302.6). Elsewhere (「3/3ばかり」 "only 3/3s") it stays filler.
 */
function justDone(out: JaChunk[]): void {
  out.forEach((c, k) => {
    if (c.senses[0]?.kind !== 'filler' || !['ばかり', 'ばっか', 'ばっかり'].includes(c.text)) return;
    const v = out[k - 1]?.ja.verb?.morph;
    if (!v || out[k - 1]!.senses[0]?.kind !== 'verb' || !v.past || v.link !== null || v.negated || v.question) return;
    out[k] = { ...c, senses: [{ kind: 'time', time: 'this-turn' }] };
  });
}

/**
 * 「開始フェイズに」「ブロックステップに」: a step or phase of the turn (500.1) the lexicon doesn't read as
 * one. Who gets priority and what may be cast differ from step to step (117.3a, 502.4, 514.3), so the
 * word is never passed over: it must be read, or it is named.
 */
function unreadSteps(out: JaChunk[]): void {
  out.forEach((c, k) => {
    if (/ステップ|フェイズ|フェーズ/.test(c.text) && c.senses.every((x) => x.kind === 'unknown')) out[k] = { ...c, senses: [{ kind: 'unknown', strange: true }] };
  });
}

/** 《巨大化》した, 《稲妻》できる: a card used as a verb (casting it), with the ending. */
function cardAsVerb(text: string, tokens: readonly Token[], out: JaChunk[]): void {
  const c = out[out.length - 1]!;
  const next = tokens[c.to];
  if (!next || next.pos !== '動詞' || !['する', 'できる', '出来る'].includes(next.lemma)) return;
  const e = readEnding(tokens, c.to, tokens[c.to - 1]!, true);
  if (e.end <= c.to) return;
  const card = c.senses[0] as Extract<Sense, { kind: 'card' }>;
  out[out.length - 1] = { ...c, to: e.end, end: tokens[e.end - 1]!.end, text: text.slice(c.start, tokens[e.end - 1]!.end), senses: [{ ...card, verbed: true }], ja: info({ verb: { morph: e.morph, passiveWord: false } }) };
}

function ptSense(t: Token): Sense {
  const m = /^([+-]?)(\d+|[xX*])\/([+-]?)(\d+|[xX*])$/.exec(t.text)!;
  const num = (sign: string, v: string): number | null => (/\d/.test(v) ? Number(`${sign}${v}`) : null);
  if (t.kind === 'ptmod') return { kind: 'ptmod', power: num(m[1]!, m[2]!) ?? 0, toughness: num(m[3]!, m[4]!) ?? 0 };
  return { kind: 'pt', power: num(m[1]!, m[2]!), toughness: num(m[3]!, m[4]!) };
}

/** Particles that mean a preposition say so (に: to, で: with, から: from, まで: until, と: and, の: 's). */
function particleSenses(p: string): Sense[] {
  // (A table, not a switch: a particle is any string, and one not listed means nothing of its own. Copied: a
  // chunk's senses are its own.)
  return [{ ...(PARTICLE_SENSES.get(p) ?? { kind: 'unknown' }) }];
}

const PARTICLE_SENSES: ReadonlyMap<string, Sense> = new Map<string, Sense>([
  ['に', { kind: 'prep', prep: 'to' }],
  ['へ', { kind: 'prep', prep: 'to' }],
  ['で', { kind: 'prep', prep: 'with' }],
  ['から', { kind: 'prep', prep: 'from' }],
  ['まで', { kind: 'prep', prep: 'until' }],
  ['より', { kind: 'prep', prep: 'than' }],
  ['と', { kind: 'conj', conj: 'and' }],
  ['や', { kind: 'conj', conj: 'and' }],
  ['か', { kind: 'conj', conj: 'or' }],
  ['の', { kind: 'poss' }],
]);

/**
 * Words of a card the question names (熊 for 《灰色熊》, ベイロス for 《猛り狂うベイロス》): runs of
 * unknown nouns that are part of such a name are marked so the grammar reads them as that card.
 */
function markPartials(source: string, chunks: JaChunk[], named: string[]): void {
  if (named.length === 0) return;
  for (let k = 0; k < chunks.length; k++) {
    if (chunks[k]!.senses[0]!.kind !== 'unknown' || chunks[k]!.ja.particle) continue;
    // The longest run of unknown chunks starting here that is inside a named card.
    let best = -1;
    let text = '';
    for (let e = k; e < chunks.length && chunks[e]!.senses[0]!.kind === 'unknown' && !chunks[e]!.ja.particle; e++) {
      text += chunks[e]!.text;
      const key = compactKey(nameKey(text));
      if (key.length >= 2 && named.some((n) => n.includes(key) && n !== key)) best = e;
    }
    if (best < 0) continue;
    const first = chunks[k]!;
    const last = chunks[best]!;
    const words = source.slice(first.start, last.end);
    const merged: JaChunk = { ...first, senses: [{ kind: 'unknown' }], to: last.to, end: last.end, text: words, ja: info({ partial: words }) };
    chunks.splice(k, best - k + 1, merged);
  }
}
