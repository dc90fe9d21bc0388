/**
 * Japanese claims told beside a concrete question: 「友達は「接死あっても4点は割り振らなきゃダメ」って言うんだけど本当?」
 * 「相手に「巨像はライブラリーに戻る」と言われたのですが」「アップキープの生け贄はしなくていいと友人が言っています。本当でしょうか?」
 * 「陰影鎧で助かると思っていたのですが」. What someone says or thinks is no fact of the board: when the message also
 * asks something concrete, the claim — a quote or a clause closed by と／って, its speaker and its report verb — is set
 * aside (`aside: 'claim'`, said back as checked by the answer), and a question asking only whether it holds
 * (本当?、正しいですか?) is answered by the concrete question's outcome. A claim with no concrete question beside it is
 * left to be read (and named). The claim runs back only to the sentence start or the last 「、」: a story told before
 * it (「撃ったら、…と言われた」) stays read.
 */
import type { JaChunk } from './chunk.ts';

/** Report verbs (their base forms): say, think, insist, hear. */
const REPORT_LEMMAS: ReadonlySet<string> = new Set(['言う', 'いう', '思う', '考える', '主張', '主張する', '聞く', '言い張る']);
/** Words that ask only whether a claim holds: 本当, 正しい, 合ってる. */
const CHECK_WORDS: ReadonlySet<string> = new Set(['本当', 'ほんと', 'ホント', '本当に', '正しい', '合っ', '合ってる', '合っている', 'あってる', '正解', '誰']);
/** A request to be told (教えてください, 知りたいです): a sentence asking as a question does. */
const REQUESTS = /^(教えて|知りたい)/u;
const ENDS: ReadonlySet<string> = new Set(['。', '?', '!', '．']);
/** A volitional form closed by と (倒そうと, 使おうと, しようと): an intention, not a report. */
const VOLITIONAL = /[おこごそぞとどのほぼぽもよろょ]うと$|ようと$/u;

const BLANK = { particle: null, verb: null, counter: null, ordinal: false, partial: null, having: false, sub: null, lemma: null } as const;

function aside(chunks: readonly JaChunk[], from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const c = chunks[i] as JaChunk;
    c.senses = [{ kind: 'filler', aside: 'claim' }];
    c.ja = { ...BLANK };
  }
}

const kind = (c: JaChunk): string => c.senses[0]!.kind;
const isPunct = (c: JaChunk | undefined, chars: string): boolean => c !== undefined && kind(c) === 'punct' && chars.includes(c.text.charAt(0));
/** と／って closing what is said: a particle, a conjunction と, or a verb whose ending carries と (生き残ると). */
const quoting = (c: JaChunk | undefined): boolean => c !== undefined && (c.ja.particle === 'と' || c.ja.particle === 'って' || c.text === 'と' || c.text === 'って' || (c.ja.verb !== null && /(と|って)$/.test(c.text)) || kind(c) === 'quote');

/** A claim ending at the report verb `r`: [from, to), or null. The speaker may stand between と and the verb (と友人が言っています). */
function claimAt(chunks: readonly JaChunk[], r: number, start: number): { from: number; to: number } | null {
  let q = r - 1;
  // (Up to three words of the speaker: 友人が, 相手に, みんな.)
  while (q >= start && q >= r - 3 && !quoting(chunks[q]) && !isPunct(chunks[q], '、,') && !chunks[q]!.senses.some((x) => x.kind === 'card' || x.kind === 'number')) q--;
  if (q < start || !quoting(chunks[q])) return null;
  let from = q;
  while (from > start && !isPunct(chunks[from - 1], '、,')) from--;
  let to = r + 1;
  while (to < chunks.length && kind(chunks[to]!) === 'aux') to++;
  return { from, to };
}

/**
 * 「…とのこと」 closing what is said ("so I'm told"): the こと of と＋の＋こと stands where a report verb
 * would — 「友人いわく「それは死なない」とのこと」 is what the friend says, never a fact of the board.
 */
function hearsayClose(chunks: readonly JaChunk[], r: number): boolean {
  if (chunks[r]?.text !== 'こと') return false;
  // (Only with の: a bare 「…ってことは」 draws a conclusion — "so it means …" — and is read.)
  return chunks[r - 1]?.text === 'の' && quoting(chunks[r - 2]);
}

/** Sentence bounds [from, to) and whether each asks. */
function bounds(chunks: readonly JaChunk[]): { from: number; to: number; question: boolean }[] {
  const out: { from: number; to: number; question: boolean }[] = [];
  let from = 0;
  for (let i = 0; i <= chunks.length; i++) {
    const c = chunks[i];
    if (c === undefined || (kind(c) === 'punct' && ENDS.has(c.text.charAt(0)))) {
      // (「…のライフも教えてください。」: a request to be told is asked as a question is.)
      if (i > from) out.push({ from, to: i, question: (c !== undefined && c.text.startsWith('?')) || chunks.slice(from, i).some((x) => REQUESTS.test(x.text)) });
      from = i + 1;
    }
  }
  return out;
}

/** Whether chunks [from, to) hold only a check of a claim (本当?、正しいですか、誰が正しい?) and words that add nothing. */
function onlyCheck(chunks: readonly JaChunk[], from: number, to: number): boolean {
  const words = chunks.slice(from, to).filter((c) => !['punct', 'aux', 'filler', 'conj'].includes(kind(c)) && c.ja.particle === null);
  return words.length > 0 && words.every((c) => CHECK_WORDS.has(c.text) || /^(本当|正し|合っ)/.test(c.text));
}

/**
 * 「ライフ20からどうなるのが正しいですか?」: 正しい after a question word's verb and が asks what the right outcome is —
 * the question itself, no check of a claim: read as nothing.
 */
function rightOutcome(chunks: readonly JaChunk[], sents: readonly { from: number; to: number; question: boolean }[]): void {
  for (const s of sents) {
    if (!s.question || !chunks.slice(s.from, s.to).some((c) => kind(c) === 'wh')) continue;
    for (let i = s.from + 2; i < s.to; i++) {
      const c = chunks[i] as JaChunk;
      if (!/^(正しい|正解)/u.test(c.text) || chunks[i - 1]!.ja.particle !== 'が' || chunks[i - 2]!.ja.verb === null) continue;
      // (With its copula: 正しいですか.)
      for (let j = i; j < s.to && (j === i || kind(chunks[j]!) === 'aux'); j++) (chunks[j] as JaChunk).senses = [{ kind: 'filler' }];
    }
  }
}

export function claimsAsideJa(chunks: readonly JaChunk[]): void {
  const sents = bounds(chunks);
  rightOutcome(chunks, sents);
  const claims: { from: number; to: number }[] = [];
  for (const s of sents) {
    for (let r = s.from; r < s.to; r++) {
      if (!REPORT_LEMMAS.has(chunks[r]!.ja.lemma ?? '') && !hearsayClose(chunks, r)) continue;
      const c = claimAt(chunks, r, s.from);
      if (c) claims.push(c);
    }
  }
  // 「…を倒そうと思った」: a volitional と思う is what the asker meant to do, no claim. And a claim naming a card the
  // rest of the message never names would take that card off the board with it: kept to be read (and named).
  // (Named again by a short name — 熊 for 《灰色熊》 — it is the same card: its words are in the full name.)
  const cardText = (i: number): string | null => (chunks[i]!.senses.some((x) => x.kind === 'card') ? chunks[i]!.text.replace(/[《》]/gu, '') : null);
  const outside = (c: { from: number; to: number }): string[] => chunks.map((_, i) => (i < c.from || i >= c.to ? cardText(i) : null)).filter((x): x is string => x !== null);
  const toldElsewhere = (c: { from: number; to: number }, t: string): boolean => outside(c).some((o) => o.includes(t) || t.includes(o));
  const kept = claims.filter((c) => !chunks.slice(c.from, c.to).some((x) => VOLITIONAL.test(x.text)) && chunks.slice(c.from, c.to).every((_, k) => { const t = cardText(c.from + k); return t === null || toldElsewhere(c, t); }));
  claims.splice(0, claims.length, ...kept);
  if (claims.length === 0) return;
  const inClaim = (i: number): boolean => claims.some((c) => i >= c.from && i < c.to);
  // A concrete question: a question sentence with words outside the claims that are not only a check.
  const concrete = sents.some((s) => {
    if (!s.question) return false;
    const rest = chunks.slice(s.from, s.to).map((_, k) => s.from + k).filter((i) => !inClaim(i));
    const words = rest.filter((i) => !['punct', 'aux', 'filler', 'conj'].includes(kind(chunks[i]!)) && chunks[i]!.ja.particle === null);
    return words.length > 0 && !words.every((i) => CHECK_WORDS.has(chunks[i]!.text) || /^(本当|正し|合っ)/.test(chunks[i]!.text));
  });
  // (Only beside a story told in a statement of its own or before the claim: a claim opening a bare question would
  // leave what it names untold, and is left to be named.)
  const told = sents.some((s) => !s.question && chunks.slice(s.from, s.to).some((c, k) => !inClaim(s.from + k) && !['punct', 'aux', 'filler'].includes(kind(c))));
  if (!concrete || !told) return;
  for (const c of claims) aside(chunks, c.from, c.to);
  for (const s of sents) {
    if (!s.question) continue;
    // 「…って言うんだけど本当?」: the check after the claim set aside, to the sentence end.
    const last = claims.filter((c) => c.from >= s.from && c.to <= s.to).map((c) => c.to).pop() ?? s.from;
    if (onlyCheck(chunks, last, s.to)) aside(chunks, last, s.to);
  }
}
