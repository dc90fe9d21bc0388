/** Japanese object phrases: the head noun, ordinals and counts, attachments and marks, and a parenthesised note after it. */
import { keywordText } from '../../engine/keywords.ts';
import type { Description, PlayerRef } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { Adjective, PlayerWord } from '../senses.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, sense, span } from './reader.ts';
import { readDescriptive, readKeywordList } from './modifiers.ts';
import type { Found } from './amounts.ts';
import { countedCard, objectish, readAmount } from './amounts.ts';
import { readParenthetical } from './bracket-notes.ts';

/** Whether a describing clause about an attached card (「《支配魔法》がついた」) starts at `i`, and nothing else. */
function describesAttachment(r: JaReader, i: number): boolean {
  const scratch = emptyDescription();
  const end = readDescriptive(r, i, scratch);
  return end > i && scratch.attachments.length === 1 && JSON.stringify({ ...scratch, attachments: [] }) === JSON.stringify(emptyDescription());
}

/**
 * Whether a describing clause of counters or damage on the noun (「+1/+1カウンター付きの」「-1/-1カウンターが乗った」「3点ダメージを
 * 負った」) starts at `i`: it names no object of its own, so a possessive before it is the noun's (「相手の+1/+1カウンターが
 * 乗った熊」 is the opponent's Bears). It was left as a loose role and the Bears read as the asker's.
 */
function describesMarks(r: JaReader, i: number): boolean {
  const scratch = emptyDescription();
  const end = readDescriptive(r, i, scratch);
  return end > i && scratch.attachments.length === 0 && (scratch.counters.length > 0 || scratch.damage > 0);
}

/** The player of 「Xの」 at chunk i as an owner: 「自分の」 is reflexive, the clause subject's own (clause.ts PlayerRef, Story.side); 「私の」「あなたの」 are the asker's whoever acts. */
export function ownerAt(r: JaReader, i: number, who: PlayerWord): PlayerRef {
  return who === 'me' && at(r, i)?.text === '自分' ? { who, reflexive: true } : { who };
}

/**
 * One step of reading an object's words (readObject): go on at `go` (with `head`, the head noun was read: what follows it
 * is read after the loop), the whole phrase found, or null — no more words of the phrase.
 */
type Step = { go: number; head?: true } | { found: Found } | null;

/** An object: modifiers, then a head (P/T, creature, type, subtype, card, a word of a card's name), then a count. */
export function readObject(r: JaReader, i: number): Found | null {
  const d = emptyDescription();
  let j = i;
  for (let guard = 0; guard < 16; guard++) {
    const step = objectWord(r, i, j, d);
    if (step === null) break;
    if ('found' in step) return step.found;
    j = step.go;
    if (step.head) break;
  }
  return objectAfterHead(r, i, j, d);
}

/** The word at `j` of the object starting at `i`: each kind of word before the head, then the head. */
function objectWord(r: JaReader, i: number, j: number, d: Description): Step {
  if (!at(r, j)) return null;
  return chosenOne(r, i, j, d) ?? describedBy(r, j, d) ?? ownerOrKind(r, j, d) ?? sizeSaid(r, j, d) ?? countedBefore(r, j, d) ?? headNoun(r, j, d);
}

/** Which one of those told: an ordinal, 他方, 最初の, 両方の, それぞれの, もう1体 — said alone (the phrase found) or before a noun. */
function chosenOne(r: JaReader, i: number, j: number, d: Description): Step | undefined {
  const c = at(r, j)!;
  const s = c.senses[0]!;
  // 「1体目の1/1」「2枚目の《ショック》」: which of those told alike (refs.ts); 「2体目は」「もう一方は」「他方が」
  // 「もう1体は」 with no noun after: one of the objects just named together, by its place or set against
  // the one singled out. Left unread, the phrase was taken for the latest object, or another (issue 11).
  const ordinal = s.kind === 'number' && c.ja.ordinal && (c.ja.counter === 'creature' || c.ja.counter === 'card') ? ORDINAL_ADJ[s.value - 1] : undefined;
  const otherAlone = s.kind === 'adj' && s.adj === 'other' && !c.text.endsWith('の') && !c.text.endsWith('に');
  // 「最初のを3/3で」「最後のが死ぬ」: の as "the one" before a particle — the first or last of those just
  // named together (refs.ts pickTold), never dropped (it was: the clause then read another object).
  const placeAlone = s.kind === 'adj' && (s.adj === 'first' || s.adj === 'last') && c.text.endsWith('の') && at(r, j + 1)?.ja.particle != null && at(r, j + 1)!.ja.particle !== 'の';
  const both = bothOrEach(r, i, j, d);
  if (both !== undefined) return both;
  if (d.head === null && placeAlone) {
    d.adjectives.push(s.adj);
    d.head = 'one';
    return { found: { np: { kind: 'object', ...span(r, i, j + 1), ...d, det: d.det ?? 'the' }, next: j + 1 } };
  }
  const moreOne = c.text === 'もう' && first(r, j + 1, 'number')?.value === 1 && at(r, j + 1)!.ja.counter === 'creature' && !at(r, j + 1)!.ja.ordinal;
  const alone = (k: number): boolean => at(r, k) === undefined || at(r, k)!.ja.particle !== null;
  if (ordinal && isParticle(r, j + 1, 'の') && objectish(r, j + 2)) {
    d.adjectives.push(ordinal);
    return { go: j + 2 };
  }
  if (d.head === null && (((ordinal || otherAlone) && alone(j + 1)) || (moreOne && alone(j + 2)))) {
    d.adjectives.push(ordinal ?? 'other');
    d.head = 'one';
    const next = moreOne ? j + 2 : j + 1;
    return { found: { np: { kind: 'object', ...span(r, i, next), ...d, det: d.det ?? 'the' }, next } };
  }
  return undefined;
}

/**
 * 「両方のクリーチャー」「両クリーチャー」: both creatures — the two the story has, and only when it has two
 * (refs.ts: three or more is asked back, never the latest two taken). Read as 両方 and a creature apart, the
 * creature was asked which one. 「それぞれのクリーチャー」: each creature, as 「各クリーチャー」.
 */
function bothOrEach(r: JaReader, i: number, j: number, d: Description): Step | undefined {
  const c = at(r, j)!;
  const s = c.senses[0]!;
  if (j !== i || sense(r, j + (s.kind === 'pronoun' ? 2 : 1), 'object-noun')?.noun !== 'creature') return undefined;
  const both = (s.kind === 'pronoun' && s.word === 'both' && isParticle(r, j + 1, 'の')) || c.text === '両';
  if (both) {
    const next = s.kind === 'pronoun' ? j + 3 : j + 2;
    return { found: { np: { kind: 'object', ...span(r, i, next), ...d, det: 'all', head: 'one', count: 2, plural: true, adjectives: ['both'] }, next } };
  }
  if (s.kind === 'pronoun' && s.word === 'each' && isParticle(r, j + 1, 'の')) {
    d.det = 'each';
    return { go: j + 2 };
  }
  return undefined;
}

/** Describing words (modifiers.ts), a determiner, or もう1枚 ("another"). */
function describedBy(r: JaReader, j: number, d: Description): Step | undefined {
  const c = at(r, j)!;
  const s = c.senses[0]!;
  const desc = readDescriptive(r, j, d);
  if (desc > j) return { go: desc };
  if (s.kind === 'det') {
    d.det = s.det === 'these' ? 'that' : s.det;
    return { go: j + 1 };
  }
  // 「もう1枚《巨大化》を唱えた」「もう一体2/2を出した」: one more — another of what it names (a card of
  // that name again, a new creature), as 「もう1枚の」 and English "another" say; it was left unread.
  const one = first(r, j + 1, 'number');
  if (c.text === 'もう' && d.det === null && one?.value === 1 && (at(r, j + 1)!.ja.counter === 'card' || at(r, j + 1)!.ja.counter === 'creature') && !at(r, j + 1)!.ja.ordinal && objectish(r, j + 2)) {
    d.det = 'another';
    return { go: j + 2 };
  }
  return undefined;
}

/** Whose it is (or whose the Aura on it is), its colours and supertypes. */
function ownerOrKind(r: JaReader, j: number, d: Description): Step | undefined {
  const s = at(r, j)!.senses[0]!;
  // 「相手の《支配魔法》がついた私の3/3」: a possessive before the noun of a describing clause is that
  // noun's (the Aura is the opponent's), not the head's, which may have a possessive of its own.
  if (s.kind === 'player' && isParticle(r, j + 1, 'の') && describesAttachment(r, j + 2)) {
    const before = d.attachments.length;
    const desc = readDescriptive(r, j + 2, d);
    const attached = d.attachments[before];
    if (attached?.kind === 'object') attached.owner = ownerAt(r, j, s.who);
    return { go: desc };
  }
  if (s.kind === 'player' && isParticle(r, j + 1, 'の') && (objectish(r, j + 2) || describesMarks(r, j + 2)) && d.owner === null) {
    d.owner = ownerAt(r, j, s.who);
    return { go: j + 2 };
  }
  if (s.kind === 'color') {
    d.colors.push(s.color);
    return { go: j + (isParticle(r, j + 1, 'の') && objectish(r, j + 2) ? 2 : 1) };
  }
  if (s.kind === 'supertype') {
    d.supertypes.push(s.supertype);
    return { go: j + (isParticle(r, j + 1, 'の') ? 2 : 1) };
  }
  return undefined;
}

/** A size (P/T), with keywords written right before or after it and a head noun that may follow. */
function sizeSaid(r: JaReader, j: number, d: Description): Step | undefined {
  const s = at(r, j)!.senses[0]!;
  // 「飛行4/4」「接死1/1」: keywords written right before the size with nothing between (as 「4/4飛行」 after it).
  if (s.kind === 'keyword' && d.power === null) {
    const kw = readKeywordList(r, j);
    if (kw && first(r, kw.next, 'pt') && kw.next === j + 1) {
      d.keywords.push(...kw.keywords);
      return { go: kw.next };
    }
  }
  if (s.kind !== 'pt') return undefined;
  d.power = s.power;
  d.toughness = s.toughness;
  d.head = 'pt';
  let k = j + 1;
  // 「5/5のバニラ(2体)」: a size, then "vanilla" (no abilities) with の, as バニラの5/5 is.
  if (isParticle(r, k, 'の') && first(r, k + 1, 'adj')?.adj === 'plain' && !headAt(r, k + 2)) {
    if (!d.adjectives.includes('plain')) d.adjectives.push('plain');
    k += 2;
  }
  // 5/5のクリーチャー, 3/3飛行クリーチャー: a head may follow.
  if (isParticle(r, k, 'の') && headAt(r, k + 1)) return { go: k + 1 };
  if (!headAt(r, k)) return { go: keywordsAfterSize(r, k, d), head: true };
  return { go: k };
}

/** What is said before the head with の: its counters, how many, the card that made a token, トークンの. */
function countedBefore(r: JaReader, j: number, d: Description): Step | undefined {
  const c = at(r, j)!;
  const s = c.senses[0]!;
  // 「忠誠度3の《ヴェールのリリアナ》」「+1/+1カウンター2個の3/3」: its counters, said before it with の.
  const counted = readAmount(r, j);
  if (counted && counted.np.kind === 'amount' && counted.np.noun === 'counter' && counted.np.counter && counted.np.n !== null && isParticle(r, counted.next, 'の') && objectish(r, counted.next + 1)) {
    d.counters.push({ kind: counted.np.counter, n: counted.np.n });
    return { go: counted.next + 1 };
  }
  // 3体の2/2: the count before the head.
  if (((s.kind === 'number' && c.ja.counter === 'creature' && !c.ja.ordinal && isParticle(r, j + 1, 'の') && objectish(r, j + 2)) || countedCard(r, j)) && s.kind === 'number' && d.count === null) {
    d.count = s.value;
    d.plural = s.value > 1;
    return { go: j + 2 };
  }
  // 「《苦花》のトークン」「《未練ある魂》のスピリット・トークン」: a noncreature card with の before a token says what made
  // it (111.3), as 「《苦花》が出したトークン」 does. (A creature card's may mean a token copy of it: not read so.)
  if (s.kind === 'card' && d.from === null && !/\bCreature\b/.test(s.typeLine) && isParticle(r, j + 1, 'の') && tokenNext(r, j + 2)) {
    d.from = { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
    return { go: j + 2 };
  }
  // 「トークンの兵士」「トークンの2/2」「トークンの白の1/1」: トークン before what the token is says it is one
  // (111.1); read as an object of its own, the creature after it was answered as a card (issue 11).
  if (s.kind === 'object-noun' && s.noun === 'token' && isParticle(r, j + 1, 'の') && tokenOf(r, j + 2)) {
    if (!d.adjectives.includes('token')) d.adjectives.push('token');
    return { go: j + 2 };
  }
  return undefined;
}

/** The head noun (readHead), after which the loop stops; null when there is none. */
function headNoun(r: JaReader, j: number, d: Description): Step {
  const head = readHead(r, j, d);
  return head > j ? { go: head, head: true } : null;
}

/** After the head (or the last word before where it would be): a bare colour or keyword holder, a bare count, the count and note after. */
function objectAfterHead(r: JaReader, i: number, j0: number, d: Description): Found | null {
  let j = j0;
  // 赤になる: a color alone, as what something becomes.
  if (d.head === null && d.partial === null && d.colors.length > 0 && j > i && isParticle(r, j, 'に') && at(r, j + 1)?.ja.verb && sense(r, j + 1, 'verb')?.verb === 'become') {
    return { np: { kind: 'object', ...span(r, i, j), ...d }, next: j };
  }
  // 威迫持ち, 接死持ちの: a creature named by its keyword.
  if (d.head === null && d.partial === null && d.keywords.length > 0 && at(r, j - 1)?.ja.having) d.head = 'keyword';
  // 2体で: two creatures.
  const count = first(r, j, 'number');
  if (d.head === null && d.partial === null && j === i && count && at(r, j)!.ja.counter === 'creature' && !at(r, j)!.ja.ordinal) {
    d.head = 'creature';
    d.count = count.value;
    d.plural = count.value > 1;
    return { np: { kind: 'object', ...span(r, i, j + 1), ...d }, next: j + 1 };
  }
  if (d.head === null && d.partial === null) return null;
  j = readCount(r, j, d);
  j = readParenthetical(r, j, d);
  // 「飛行を持つ地上のクリーチャー」「地上の飛行クリーチャー」: a keyword said both had and lacked describes no
  // creature — not read, so the question is refused rather than one of the two dropped.
  if (d.keywords.some((k) => d.lacks.some((l) => keywordText(l) === keywordText(k)))) return null;
  return { np: { kind: 'object', ...span(r, i, j), ...d }, next: j };
}

export { CLOSE, OPEN } from './bracket-notes.ts';

/**
 * 「5/5トランプル」「2/2飛行・絆魂」: keywords written right after the size (as a card list shows them),
 * when a particle, punctuation or the sentence's end follows (「3/3飛行クリーチャー」 is read by the head).
 */
function keywordsAfterSize(r: JaReader, j: number, d: Description): number {
  const kw = readKeywordList(r, j);
  if (!kw) return j;
  const after = at(r, kw.next);
  const ends = !after || after.senses[0]!.kind === 'punct' || (after.ja.particle !== null && ['が', 'は', 'で', 'に', 'って', 'も', 'と', 'を'].includes(after.ja.particle));
  if (!ends) return j;
  d.keywords.push(...kw.keywords);
  return kw.next;
}

/** Whether creature types (none or more) and then トークン are at `k`. */
function tokenNext(r: JaReader, k: number): boolean {
  let j = k;
  while (sense(r, j, 'subtype') !== undefined || at(r, j)?.text === '・') j++;
  return sense(r, j, 'object-noun')?.noun === 'token';
}

/** What トークンの may be said before: a size, a creature or card type, a colour, a supertype, クリーチャー. */
function tokenOf(r: JaReader, i: number): boolean {
  const s = at(r, i)?.senses[0];
  if (!s) return false;
  if (s.kind === 'object-noun') return s.noun === 'creature';
  return s.kind === 'pt' || s.kind === 'subtype' || s.kind === 'color' || s.kind === 'supertype' || (s.kind === 'type' && !s.non);
}

/** True when chunk i is a head noun (what readHead reads). */
function headAt(r: JaReader, i: number): boolean {
  const c = at(r, i);
  if (!c) return false;
  const k = c.senses[0]!.kind;
  return k === 'object-noun' || k === 'type' || k === 'subtype' || k === 'card' || c.ja.partial !== null || (k === 'keyword' && sense(r, i + 1, 'object-noun') !== undefined);
}

/** The head noun at j: a card, a type, a subtype, creature/token/spell, ほう (one), or a word of a card's name. */
function readHead(r: JaReader, j: number, d: Description): number {
  const c = at(r, j)!;
  const s = c.senses[0]!;
  if (c.ja.partial !== null) {
    d.partial = c.ja.partial;
    return j + 1;
  }
  if (s.kind === 'card') {
    d.card = { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
    d.head = 'card';
    return j + 1;
  }
  // 3/3飛行クリーチャー: a keyword right before the noun.
  if (s.kind === 'keyword' && sense(r, j + 1, 'object-noun')) {
    d.keywords.push(s.keyword);
    return readHead(r, j + 1, d);
  }
  let k = j;
  if (s.kind === 'type') {
    d.types.push(s.type);
    d.head = 'type';
    k++;
  } else if (s.kind === 'subtype') {
    d.subtypes.push(s.subtype);
    d.head = 'subtype';
    k++;
  } else if (s.kind === 'object-noun') {
    d.head = s.noun;
    k++;
  } else return j;
  // クリーチャー・トークン, 兵士トークン, アーティファクト・クリーチャー
  if (at(r, k)?.text === '・') k++;
  const more = first(r, k, 'object-noun') ?? undefined;
  const moreType = first(r, k, 'type');
  if (more) {
    if (d.head === 'type' && d.types.includes('Creature') && more.noun === 'token') d.types = d.types.filter((t) => t !== 'Creature');
    // クリーチャー呪文: a spell of that type, on the stack (112.1), never a creature on the battlefield.
    // クリーチャー・カード: a card of that type (205.2a), in a hand, graveyard, library or exile — never a card of no type.
    if (d.head === 'creature' && (more.noun === 'spell' || more.noun === 'card') && !d.types.includes('Creature')) d.types.push('Creature');
    d.head = more.noun;
    return k + 1;
  }
  if (moreType) {
    d.types.push(moreType.type);
    return k + 1;
  }
  if (at(r, k - 1)?.text === '・' || at(r, k)?.text === '・') return k - (at(r, k - 1)?.text === '・' ? 1 : 0);
  return k;
}

/** 1体目 … 5体目 as the ordinal adjectives the references read (clause.ts ORDINALS). */
const ORDINAL_ADJ: readonly Adjective[] = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Plural suffixes and words right after a head (Japanese otherwise marks no plural). */
const PLURAL_MARKS: ReadonlySet<string> = new Set(['たち', '達', 'ら', '複数', '複数体', 'ども', '共']);
/** 「1/1の群れ」「ゴブリンの大群」: a group of the head, of no said size. */
const PLURAL_NOUNS: ReadonlySet<string> = new Set(['群れ', '大群', '集団', '軍団']);

/** 3/3二体, 《灰色熊》1体, 4/4のクリーチャー2体, 1体目: how many, after the head. */
function readCount(r: JaReader, j: number, d: Description): number {
  // 「1/1たち」「ゴブリン達」「2/2複数」「1/1の群れ」: several, with no number; how many is asked back (refs.ts).
  if (d.count === null && PLURAL_MARKS.has(at(r, j)?.text ?? '')) {
    d.plural = true;
    return j + 1;
  }
  if (d.count === null && isParticle(r, j, 'の') && PLURAL_NOUNS.has(at(r, j + 1)?.text ?? '')) {
    d.plural = true;
    return j + 2;
  }
  const n = first(r, j, 'number');
  const c = at(r, j);
  if (!n || !c || (c.ja.counter !== 'creature' && c.ja.counter !== 'card')) return j;
  if (c.ja.ordinal) {
    const ord = ORDINAL_ADJ[n.value - 1];
    if (!ord) return j;
    d.adjectives.push(ord);
    return j + 1;
  }
  d.count = n.value;
  d.plural = n.value > 1;
  return j + 1;
}
