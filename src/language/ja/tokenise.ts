/**
 * Japanese tokens. Card-name and quote atoms are replaced by a placeholder noun before kuromoji
 * runs (so the words around them are read in context), and put back as one atom token each.
 * Domain tokens the dictionary would cut apart are merged back after it: P/T (2/2, X/X),
 * modifications and counter kinds (+1/+1, -1/-1), mana ({2}{R}), digit runs, 何/何 and P/T.
 * Every other token is kuromoji's morpheme with its base form (lemma: 受けます -> 受ける), part of
 * speech (pos, detail) and conjugated form (form). Offsets are into the prepared text.
 */
import type { Prepared } from '../text.ts';
import { makeToken } from '../tokens.ts';
import type { Token, TokenKind } from '../tokens.ts';
import { hiragana } from './kana.ts';
import { japaneseTokenizer } from './kuromoji.ts';
import type { KuromojiToken } from './kuromoji.ts';

/** A noun kuromoji always reads as one noun, standing in for a card name or a quote. */
const PLACEHOLDER = 'カード';

const DOMAIN: { kind: TokenKind; re: RegExp }[] = [
  { kind: 'ptmod', re: /[+-]\d+\/[+-]\d+/g },
  { kind: 'pt', re: /(?<![\d/])(?:\d+|[xX*])\/(?:\d+|[xX*])(?![\d/])/g },
  { kind: 'mana', re: /(?:\{[^{}\s]{1,3}\})+/g },
  { kind: 'word', re: /何\/何|[pP]\/[tT]/g },
  { kind: 'number', re: /\d+/g },
];

const PUNCT = /^[\p{P}\p{S}]+$/u;

/** The iteration marks (々 of 神々, 人々): the dictionary tags them as symbols, but they are part of the word they repeat. */
const ITERATION = /^[々ゝゞヽヾ]+$/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

interface Piece {
  /** Offsets in the masked text and in the prepared text. */
  from: number;
  to: number;
  start: number;
  end: number;
  atom: Prepared['atoms'][number] | null;
}

/** The text kuromoji reads (atoms as placeholders) and where each piece came from. */
function mask(p: Prepared): { text: string; pieces: Piece[] } {
  const pieces: Piece[] = [];
  let out = '';
  let i = 0;
  const plain = (end: number): void => {
    if (end <= i) return;
    pieces.push({ from: out.length, to: out.length + end - i, start: i, end, atom: null });
    out += p.text.slice(i, end);
    i = end;
  };
  for (const a of p.atoms) {
    plain(a.start);
    pieces.push({ from: out.length, to: out.length + PLACEHOLDER.length, start: a.start, end: a.end, atom: a });
    out += PLACEHOLDER;
    i = a.end;
  }
  plain(p.text.length);
  return { text: out, pieces };
}

/** Spans of the prepared text that are single domain tokens, by start offset. */
function domainSpans(text: string, taken: (s: number, e: number) => boolean): Map<number, { end: number; kind: TokenKind }> {
  const out = new Map<number, { end: number; kind: TokenKind }>();
  const covered = (s: number, e: number): boolean => [...out.entries()].some(([a, b]) => s < b.end && e > a);
  for (const d of DOMAIN) {
    for (const m of text.matchAll(d.re)) {
      const s = m.index;
      const e = s + m[0].length;
      if (taken(s, e) || covered(s, e)) continue;
      out.set(s, { end: e, kind: d.kind });
    }
  }
  return out;
}

function fromKuromoji(k: KuromojiToken, start: number, end: number, text: string): Token {
  const surface = text.slice(start, end);
  const lemma = k.basic_form && k.basic_form !== '*' ? k.basic_form : surface;
  const punct = (k.pos === '記号' || PUNCT.test(surface)) && !ITERATION.test(surface);
  return makeToken({
    kind: punct ? 'punct' : 'word',
    text: surface,
    start,
    end,
    lower: surface.toLowerCase(),
    lemma,
    pos: punct ? '記号' : k.pos,
    detail: k.pos_detail_1 === '*' ? '' : k.pos_detail_1,
    form: k.conjugated_form === '*' ? '' : k.conjugated_form,
    // (A morpheme cut short at a domain token or a piece's end keeps no reading: the dictionary's is the whole one's.)
    ...(k.reading && k.reading !== '*' && surface === k.surface_form ? { reading: hiragana(k.reading) } : {}),
  });
}

/** Tokens of a prepared Japanese text, with base forms, parts of speech and conjugated forms. */
export async function tokeniseJapanese(p: Prepared): Promise<Token[]> {
  const tokenizer = await japaneseTokenizer();
  const { text: raw, pieces } = mask(p);
  // kuromoji can't read a lone surrogate: it stands as U+FFFD (same length, so offsets stay).
  const masked = raw.replace(LONE_SURROGATE, '\ufffd');
  const atomAt = (s: number, e: number): boolean => p.atoms.some((a) => s < a.end && e > a.start);
  const spans = domainSpans(p.text, atomAt);
  const out: Token[] = [];
  let skipUntil = 0;
  for (const k of placed(masked, tokenizer.tokenize(masked))) {
    const mFrom = k.word_position - 1;
    const mTo = mFrom + k.surface_form.length;
    // kuromoji may join a placeholder with what follows it — 「カードカード」 for two names written side by side
    // (「《セラの天使》《極楽鳥》」), 「カードトークン」: each atom is a token of its own, and plain text joined to one is read
    // again on its own (the second name was dropped, and the answer given without it).
    const covered = pieces.filter((x) => x.from < mTo && x.to > mFrom);
    if (covered.length > 1 && covered.some((x) => x.atom !== null)) {
      for (const x of covered) {
        if (x.atom) {
          if (out[out.length - 1]?.atom !== x.atom) out.push(makeToken({ kind: 'atom', text: p.text.slice(x.start, x.end), start: x.start, end: x.end, atom: x.atom }));
          continue;
        }
        const from = Math.max(mFrom, x.from);
        // (A cut between the two halves of a surrogate pair leaves a lone half, which kuromoji's dictionary lookup
        // crashes on: such a half is read as U+FFFD, one code unit for one, so offsets stay as they are.)
        const part = wellFormed(masked.slice(from, Math.min(mTo, x.to)));
        for (const t of placed(part, tokenizer.tokenize(part))) {
          const s = x.start + (from - x.from) + t.word_position - 1;
          if (!/^\s+$/.test(t.surface_form)) out.push(fromKuromoji(t, s, s + t.surface_form.length, p.text));
        }
      }
      continue;
    }
    const piece = pieces.find((x) => mFrom >= x.from && mFrom < x.to);
    if (!piece) continue;
    if (piece.atom) {
      if (out[out.length - 1]?.atom !== piece.atom) out.push(makeToken({ kind: 'atom', text: p.text.slice(piece.start, piece.end), start: piece.start, end: piece.end, atom: piece.atom }));
      continue;
    }
    // A token running past its piece (it can't, as atoms are nouns of their own) is cut at the piece end.
    const start = piece.start + (mFrom - piece.from);
    const end = piece.start + (Math.min(mTo, piece.to) - piece.from);
    if (start < skipUntil) {
      // Inside a domain token already emitted; a token straddling its end keeps only what is after it.
      if (end <= skipUntil) continue;
      out.push(fromKuromoji(k, skipUntil, end, p.text));
      continue;
    }
    // A morpheme running into a domain token ("第2/2" is unlikely, but possible) stops where it starts.
    const inner = [...spans.keys()].find((s) => s > start && s < end);
    const at = inner ?? (spans.has(start) ? start : undefined);
    if (at !== undefined) {
      const d = spans.get(at)!;
      if (at > start) out.push(fromKuromoji(k, start, at, p.text));
      const surface = p.text.slice(at, d.end);
      out.push(makeToken({ kind: d.kind, text: surface, start: at, end: d.end, lemma: surface.toLowerCase(), pos: '名詞', detail: d.kind === 'number' ? '数' : '' }));
      skipUntil = d.end;
      if (end > d.end) out.push(fromKuromoji(k, d.end, end, p.text));
      continue;
    }
    if (/^\s+$/.test(k.surface_form)) continue;
    out.push(fromKuromoji(k, start, end, p.text));
  }
  const split = pronounWithDe(verbsBeforeMasu(slangAdjectives(out, p.text, (x) => tokenizer.tokenize(x)).flatMap(splitAtDots).flatMap(splitBrackets).flatMap(resegment)));
  split.forEach((t, i) => (t.i = i));
  return split;
}

/**
 * kuromoji's tokens with word_position (1-based) recomputed from their surfaces. kuromoji cuts the text into
 * sentences at 。 and 、 and places each sentence after the START of the previous sentence's last token, which is
 * right only when that token is the one-character 。: 「(3/3と1/1)。」 ends in the unknown-word token 「)。」, and every
 * token after it came one character early (the next card name overlapped it, and each chunk after was off by one).
 * The surfaces are the text in order, so a running cursor gives each token's real place.
 */
function placed(text: string, tokens: KuromojiToken[]): KuromojiToken[] {
  let at = 0;
  return tokens.map((k) => {
    const found = text.startsWith(k.surface_form, at) ? at : text.indexOf(k.surface_form, at);
    const start = found < 0 ? k.word_position - 1 : found;
    at = start + k.surface_form.length;
    return { ...k, word_position: start + 1 };
  });
}

/**
 * 「それでブロックしたら」「これで攻撃できる？」: kuromoji reads それで/これで as one conjunction ("and so"), but right before
 * a verbal noun said as a verb (ブロックする, 攻撃できる) with nothing between it is the pronoun and the particle で that marks what acts —
 * "block with it" — as 「2/4でブロック」 is. Set off by a comma (「それで、ブロックした」) it stays the conjunction.
 */
const PRONOUN_DE: ReadonlySet<string> = new Set(['それで', 'これで', 'あれで']);
const DOING: ReadonlySet<string> = new Set(['する', 'できる']);

function pronounWithDe(tokens: Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    if (t.pos !== '接続詞' || !PRONOUN_DE.has(t.text) || next?.pos !== '名詞' || !DOING.has(tokens[i + 2]?.lemma ?? '') || next.start !== t.end) return [t];
    const stem = t.text.slice(0, 2);
    return [
      makeToken({ kind: 'word', text: stem, start: t.start, end: t.start + 2, lemma: stem, pos: '名詞', detail: '代名詞', form: '' }),
      makeToken({ kind: 'word', text: 'で', start: t.start + 2, end: t.end, lemma: 'で', pos: '助詞', detail: '格助詞', form: '' }),
    ];
  });
}

/**
 * Words the dictionary holds that hide a verb and its ending: ついてる ("lucky") is also つく + てる
 * (「《怨恨》がついてる」, "has Rancor on it"), which is what a rules question means. Each entry:
 * the base form kuromoji gives, the stem's surface and its verb's base form.
 */
const RESEGMENT: ReadonlyMap<string, readonly [string, string]> = new Map([['ついてる', ['つい', 'つく']]]);

function resegment(t: Token): Token[] {
  const r = t.kind === 'word' ? RESEGMENT.get(t.lemma) : undefined;
  if (!r || !t.text.startsWith(r[0]) || t.text.length === r[0].length) return [t];
  const [stem, lemma] = r;
  const rest = t.text.slice(stem.length);
  return [
    makeToken({ kind: 'word', text: stem, start: t.start, end: t.start + stem.length, lemma, pos: '動詞', detail: '自立', form: '連用タ接続' }),
    makeToken({ kind: 'word', text: rest, start: t.start + stem.length, end: t.end, lemma: 'てる', pos: '動詞', detail: '非自立', form: t.form }),
  ];
}

/** Slang adjectives kuromoji's dictionary lacks and cuts wrongly: 「うざいので」 came as う (an interjection) + ざいので (a noun). */
const SLANG_ADJECTIVES: readonly string[] = ['うざい', 'ウザい'];

/** Each slang adjective as one adjective token (its dictionary form), the text after it in the same token read again. */
function slangAdjectives(tokens: Token[], text: string, tokenize: (s: string) => KuromojiToken[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const word = t.kind === 'word' ? SLANG_ADJECTIVES.find((w) => text.startsWith(w, t.start)) : undefined;
    const end = word === undefined ? -1 : t.start + word.length;
    let j = i;
    while (end >= 0 && tokens[j] && tokens[j]!.end < end) j++;
    const last = tokens[j];
    if (!word || !last || last.kind !== 'word') {
      out.push(t);
      continue;
    }
    out.push(makeToken({ kind: 'word', text: word, start: t.start, end, lemma: word, pos: '形容詞', detail: '自立', form: '基本形' }));
    const rest = text.slice(end, last.end);
    for (const k of placed(rest, tokenize(rest))) out.push(fromKuromoji(k, end + k.word_position - 1, end + k.word_position - 1 + k.surface_form.length, text));
    i = j;
  }
  return out;
}

/**
 * Verbs kuromoji cuts into a particle before ます (its dictionary has the particle, not the verb's 連用形): 「何点くらいますか」
 * (食らう, "take" damage) gave くらい (about) + ます; each entry: the particle's surface and its verb's base form.
 */
const VERB_BEFORE_MASU: ReadonlyMap<string, string> = new Map([['くらい', 'くらう']]);

/**
 * 「壊れちゃいますか」「死んじゃいます」: kuromoji reads ちゃい/じゃい (ちゃう/じゃう, "end up" — てしまう said short) before ます as
 * the particle ちゃ plus いる, which says a state (〜ている) that was never said. The two are the auxiliary verb ちゃう, as
 * 壊れちゃう and 死んじゃった already come; and a particle of VERB_BEFORE_MASU before ます is its verb.
 */
function verbsBeforeMasu(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const masu = (x: Token | undefined): boolean => x?.pos === '助動詞' && x.lemma === 'ます';
    const verb = t.pos === '助詞' ? VERB_BEFORE_MASU.get(t.text) : undefined;
    if (verb && masu(next) && out.length > 0) {
      out.push({ ...t, lemma: verb, pos: '動詞', detail: '自立', form: '連用形' });
      continue;
    }
    if ((t.text === 'ちゃ' || t.text === 'じゃ') && t.pos === '助詞' && next?.text === 'い' && next.pos === '動詞' && next.lemma === 'いる' && masu(tokens[i + 2]) && out[out.length - 1]?.pos === '動詞') {
      out.push(makeToken({ kind: 'word', text: t.text + next.text, start: t.start, end: next.end, lemma: t.text === 'ちゃ' ? 'ちゃう' : 'じゃう', pos: '動詞', detail: '非自立', form: '連用形' }));
      i++;
      continue;
    }
    out.push(t);
  }
  return out;
}

/**
 * kuromoji reads an unknown katakana run with its middle dots as one noun (ビースト・トークン); the
 * lexicons know its words (ビースト, トークン) and match runs across ・, so it is cut at each ・. A run
 * that only ends on the dot, before a word in kanji (「クリーチャー・呪文」: クリーチャー・ + 呪文), is cut too.
 */
function splitAtDots(t: Token): Token[] {
  // (「エレメンタルトークン」「ビーストトークン」「クリーチャーカード」 written without the dot: the same two words, cut
  // before トークン or カード.)
  const tail = t.kind === 'word' ? /^[\p{Script=Katakana}ー]{2,}(トークン|カード)$/u.exec(t.text)?.[1] : undefined;
  const glued = tail !== undefined && !t.text.startsWith(tail);
  const text = glued ? `${t.text.slice(0, -tail.length)}・${tail}` : t.text;
  if (t.kind !== 'word' || text.length < 3 || !/^[\p{Script=Katakana}ー・]+$/u.test(text) || !/[^・]・/u.test(text)) return [t];
  const out: Token[] = [];
  let at = t.start;
  for (const part of text.split(/(・)/u)) {
    if (part === '' || (glued && part === '・')) continue;
    const dot = part === '・';
    out.push(makeToken({ kind: dot ? 'punct' : 'word', text: part, start: at, end: at + part.length, lower: part, lemma: part, pos: dot ? '記号' : '名詞', detail: dot ? '' : '一般', form: '' }));
    at += part.length;
  }
  return out;
}

/**
 * kuromoji reads brackets side by side as one symbol: 「プロテクション(黒)(赤)」 gave 「)(」, so the first bracket never
 * closed and neither colour was read. Each bracket is a token of its own.
 */
function splitBrackets(t: Token): Token[] {
  if (t.kind !== 'punct' || t.text.length < 2 || !/^[()（）]+$/u.test(t.text)) return [t];
  return [...t.text].map((ch, n) => makeToken({ kind: 'punct', text: ch, start: t.start + n, end: t.start + n + 1, lower: ch, lemma: ch, pos: '記号', detail: '', form: '' }));
}

/** `s` with each lone surrogate replaced by U+FFFD (same length, so positions don't move). */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
