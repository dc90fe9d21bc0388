/**
 * Japanese noun phrases: modifiers come before the head (「相手の3/3」「接死持ちの1/1」「トランプルと
 * 接死を持つ5/5のクリーチャー」「+1/+1カウンターが2個乗った2/2」「《死の重み》がついた3/3」
 * 「その2/2」「3/3二体」), read into the same Description the English grammar fills. Also players
 * (相手, 防御プレイヤー, 相手本体), pronouns (それ, 両方), properties (相手のライフ, 《灰色熊》の
 * P/T, パワーとタフネス) and amounts (3点, 2点のダメージ, +3/+3の修整, +1/+1カウンターを3個).
 * Clauses that describe (〜を持つ, 〜が乗った, 〜がついた) are read here; other relative clauses
 * (「《ショック》で2点与えた相手の3/3」) are events, read by the clause grammar.
 */
import type { Description, NounPhrase, PlayerRef } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { Adjective, PlayerWord } from '../senses.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, sense, span } from './reader.ts';
import { readDescriptive, readKeywordList } from './modifiers.ts';
import { ATTACK_NOUNS, SELF_WORDS } from './lexicon.ts';

type Found = { np: NounPhrase; next: number };

/** Thing nouns that name a property of an object or a player. */
const PROPERTY_NOUNS = new Set(['pt', 'power', 'toughness', 'life', 'keyword', 'damage', 'poison', 'counter', 'size', 'total', 'battlefield', 'hand', 'graveyard', 'library', 'exile']);

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

/** Something that can head (or start) an object phrase. */
export function objectish(r: JaReader, i: number): boolean {
  const c = at(r, i);
  if (!c) return false;
  const s = c.senses[0]!;
  return (
    ['pt', 'object-noun', 'type', 'subtype', 'card', 'color', 'keyword', 'supertype', 'det'].includes(s.kind) ||
    c.ja.partial !== null ||
    (s.kind === 'adj' && ['tapped', 'untapped', 'attacking', 'other', 'plain'].includes(s.adj)) ||
    (s.kind === 'number' && c.ja.counter === 'creature') ||
    countedCard(r, i) ||
    countersBefore(r, i)
  );
}

/**
 * 「忠誠度4の《反逆の先導者、チャンドラ》」「+1/+1カウンター2個の3/3」: counters said before an object with の
 * start that object's phrase (readObject reads them), so 「相手の忠誠度4の《X》」 keeps its owner.
 */
function countersBefore(r: JaReader, i: number): boolean {
  if (!at(r, i)) return false;
  const counted = readAmount(r, i);
  return counted !== null && counted.np.kind === 'amount' && counted.np.noun === 'counter' && counted.np.counter !== null && counted.np.n !== null && isParticle(r, counted.next, 'の') && objectish(r, counted.next + 1);
}

/**
 * 「2枚の《栄光の頌歌》」「3枚のラースの灼熱洞」: a count of cards (枚) before の and a card's name counts that
 * card, as 「《栄光の頌歌》が2枚」 does after it (readCount). (Before anything but a card's name 枚 may count
 * cards in a hand or library, which is not an object phrase.)
 */
function countedCard(r: JaReader, i: number): boolean {
  const c = at(r, i);
  return c !== undefined && c.senses[0]!.kind === 'number' && c.ja.counter === 'card' && !c.ja.ordinal && isParticle(r, i + 1, 'の') && at(r, i + 2)?.senses[0]?.kind === 'card';
}

/** A noun phrase starting at chunk i (amount, property, object, player or pronoun). */
export function readNounPhrase(r: JaReader, i: number): Found | null {
  const c = at(r, i);
  if (!c) return null;
  const obj = readObject(r, i);
  // 「《猛火》X=2を」: the value of X written right after the spell's name is a tag of it, not a noun
  // phrase of its own; the particle after it is the spell's. (The cast frame reads it from the clause.)
  if (obj && obj.np.kind === 'object' && obj.np.card && first(r, obj.next, 'x-value')) return { np: obj.np, next: obj.next + 1 };
  if (obj) return withProperty(r, i, obj);
  const amount = readAmount(r, i);
  if (amount) return amount;
  // 「両方のプレイヤー」「すべてのプレイヤー」「自分と相手」「相手と私」: both players (104.4a asks of them together).
  // Read as one player phrase of each; left as 両方 and プレイヤー apart, or as 私 "with" 相手, the phrase was read
  // as one player only (red team s12: 「両方のプレイヤーのライフが同時に0」 answered "you win").
  const both = bothPlayersAt(r, i);
  if (both !== null) {
    const np: NounPhrase = { kind: 'player', player: { who: 'each' }, ...span(r, i, both) };
    return withProperty(r, i, { np, next: both });
  }
  const pl = sense(r, i, 'player');
  if (pl && c.senses[0]!.kind === 'player') {
    // 相手本体: the player themself.
    let next = i + 1;
    if (sense(r, next, 'player')?.who === 'player' && SELF_WORDS.has(at(r, next)?.text ?? '')) next++;
    // 「相手(ライフ20)に」「相手(20)の《X》」: a note of the player's life total is part of the phrase (grammar.ts
    // tells it as a clause of its own, lifeNotes).
    const noted = lifeNoteAt(r, next)?.next ?? absenceNoteAt(r, next)?.next ?? null;
    // 「相手(トークン2体)に」「相手(《灰色熊》と2/2)の」: objects in the note are on that player's side; grammar.ts
    // tells them as a clause of its own. The phrase skips the note, but its words stay the note's: a note the
    // grammar cannot read is left over and named, never taken as the player's (red team s13: the tokens in
    // the note were made the asker's and blocked).
    const present = noted === null ? presenceNoteAt(r, next) : null;
    if (present) {
      const np: NounPhrase = { kind: 'player', player: { who: pl.who }, ...span(r, i, next) };
      return withProperty(r, i, { np, next: present.next });
    }
    next = noted ?? next;
    const np: NounPhrase = { kind: 'player', player: { who: pl.who }, ...span(r, i, next) };
    return withProperty(r, i, { np, next });
  }
  const pro = first(r, i, 'pronoun');
  if (pro) return withProperty(r, i, { np: { kind: 'pronoun', word: pro.word, possessive: false, ...span(r, i, i + 1) }, next: i + 1 });
  const noun = first(r, i, 'thing-noun');
  if (noun && PROPERTY_NOUNS.has(noun.noun)) return { np: { kind: 'property', noun: noun.noun, of: null, adjectives: [], ...span(r, i, i + 1) }, next: i + 1 };
  return null;
}

/** The two sides a player word names alone, when it names one for sure (自分, 私, 相手); null for the others. */
function oneSide(r: JaReader, i: number): 'A' | 'B' | null {
  const c = at(r, i);
  const pl = c?.senses[0]?.kind === 'player' ? c.senses[0] : undefined;
  if (!pl) return null;
  return pl.who === 'me' ? 'A' : pl.who === 'opponent' ? 'B' : null;
}

/**
 * Where a phrase naming both players ends, when one starts at `i`: 「両方の」「すべての」「全ての」 before the
 * bare プレイヤー, or the asker and the opponent joined by と (「自分と相手」「相手と私」) before の, が, は or も —
 * what is then said is said of each of them. (Before any other particle, 「相手と」 may be "with the opponent".)
 */
function bothPlayersAt(r: JaReader, i: number): number | null {
  const c = at(r, i);
  if (!c) return null;
  const s = c.senses[0]!;
  const quantifier = (s.kind === 'pronoun' && s.word === 'both') || (s.kind === 'det' && (s.det === 'all' || s.det === 'each'));
  if (quantifier) {
    const j = isParticle(r, i + 1, 'の') ? i + 2 : i + 1;
    const p = at(r, j)?.senses[0];
    if (j > i && p?.kind === 'player' && p.who === 'player') return j + 1;
    return null;
  }
  const a = oneSide(r, i);
  if (a === null || !isParticle(r, i + 1, 'と')) return null;
  const b = oneSide(r, i + 2);
  if (b === null || b === a) return null;
  return isParticle(r, i + 3, 'の', 'が', 'は', 'も') ? i + 3 : null;
}

/** 「XのP/T」「相手のライフ」「それの能力」: a property of what was read. */
function withProperty(r: JaReader, from: number, got: Found): Found {
  // 「相手ライフ」「お互いライフは20」「自分毒カウンター」: a player's own counts written as one compound
  // noun, the の left out (only a player's: life and poison belong to players, 119.1, 122.1f).
  const bare = got.np.kind === 'player' ? first(r, got.next, 'thing-noun') : null;
  if (bare && (bare.noun === 'life' || bare.noun === 'poison')) {
    const next = lifeNoted(r, bare.noun, got.next + 1);
    return { np: { kind: 'property', noun: bare.noun, of: got.np, adjectives: [], ...span(r, from, next) }, next };
  }
  if (!isParticle(r, got.next, 'の')) return got;
  // 「相手の本体」「自分の顔」「私の本体」: the player themself, said with の — that player, never the player word alone
  // (read apart, 本体 was "the player" of a combat, the opponent, whoever was named before it).
  if (got.np.kind === 'player' && sense(r, got.next + 1, 'player')?.who === 'player' && SELF_WORDS.has(at(r, got.next + 1)?.text ?? '')) {
    const next = got.next + 2;
    return withProperty(r, from, { np: { ...got.np, ...span(r, from, next) }, next });
  }
  // 4/4の攻撃を(ブロックした): the creature's attack, said for the attacking creature (a particle follows,
  // so 攻撃力 and other compounds are not read).
  const noun0 = at(r, got.next + 1);
  if (got.np.kind === 'object' && noun0 && ATTACK_NOUNS.has(noun0.text) && noun0.ja.verb === null && at(r, got.next + 2)?.ja.particle) {
    const next = got.next + 2;
    return { np: { ...got.np, ...span(r, from, next) }, next };
  }
  // 4/4の基本のパワーとタフネス: "base" says nothing more here.
  const skip = first(r, got.next + 1, 'filler') && isParticle(r, got.next + 2, 'の') ? 2 : 0;
  const noun = first(r, got.next + 1 + skip, 'thing-noun');
  if (noun && PROPERTY_NOUNS.has(noun.noun)) {
    const next = got.np.kind === 'player' ? lifeNoted(r, noun.noun, got.next + 2 + skip) : got.next + 2 + skip;
    return { np: { kind: 'property', noun: noun.noun, of: got.np, adjectives: [], ...span(r, from, next) }, next };
  }
  // 相手の3/3, 自分の《灰色熊》: the player owns (controls) the object.
  if (got.np.kind === 'player' && objectish(r, got.next + 1)) {
    const o = readObject(r, got.next + 1);
    if (o && o.np.kind === 'object') {
      o.np.owner = ownerAt(r, from, got.np.player.who);
      Object.assign(o.np, span(r, from, o.next));
      return withProperty(r, from, { np: o.np, next: o.next });
    }
  }
  return got;
}

/**
 * 「相手のライフ(20)は」「俺のライフ（20）」: a player's life noted in brackets right after the life noun is part of the
 * phrase; grammar.ts (lifeNotes) tells it as a clause of its own, as for 「相手(20)」. Where the phrase goes on.
 */
function lifeNoted(r: JaReader, noun: string, next: number): number {
  return noun === 'life' ? (lifeNoteAt(r, next)?.next ?? next) : next;
}

/** The player of 「Xの」 at chunk i as an owner: 「自分の」 is reflexive, the clause subject's own (clause.ts PlayerRef, Story.side); 「私の」「あなたの」 are the asker's whoever acts. */
function ownerAt(r: JaReader, i: number, who: PlayerWord): PlayerRef {
  return who === 'me' && at(r, i)?.text === '自分' ? { who, reflexive: true } : { who };
}

/** An object: modifiers, then a head (P/T, creature, type, subtype, card, a word of a card's name), then a count. */
export function readObject(r: JaReader, i: number): Found | null {
  const d = emptyDescription();
  let j = i;
  let headSeen = false;
  for (let guard = 0; guard < 16 && !headSeen; guard++) {
    const c = at(r, j);
    if (!c) break;
    const s = c.senses[0]!;
    // 「1体目の1/1」「2枚目の《ショック》」: which of those told alike (refs.ts); 「2体目は」「もう一方は」「他方が」
    // 「もう1体は」 with no noun after: one of the objects just named together, by its place or set against
    // the one singled out. Left unread, the phrase was taken for the latest object, or another (issue 11).
    const ordinal = s.kind === 'number' && c.ja.ordinal && (c.ja.counter === 'creature' || c.ja.counter === 'card') ? ORDINAL_ADJ[s.value - 1] : undefined;
    const otherAlone = s.kind === 'adj' && s.adj === 'other' && !c.text.endsWith('の') && !c.text.endsWith('に');
    // 「最初のを3/3で」「最後のが死ぬ」: の as "the one" before a particle — the first or last of those just
    // named together (refs.ts pickTold), never dropped (it was: the clause then read another object).
    const placeAlone = s.kind === 'adj' && (s.adj === 'first' || s.adj === 'last') && c.text.endsWith('の') && at(r, j + 1)?.ja.particle != null && at(r, j + 1)!.ja.particle !== 'の';
    // 「両方のクリーチャー」「両クリーチャー」: both creatures — the two the story has, and only when it has two
    // (refs.ts: three or more is asked back, never the latest two taken). Read as 両方 and a creature apart, the
    // creature was asked which one. 「それぞれのクリーチャー」: each creature, as 「各クリーチャー」.
    if (j === i && sense(r, j + (s.kind === 'pronoun' ? 2 : 1), 'object-noun')?.noun === 'creature') {
      const both = (s.kind === 'pronoun' && s.word === 'both' && isParticle(r, j + 1, 'の')) || c.text === '両';
      if (both) {
        const next = s.kind === 'pronoun' ? j + 3 : j + 2;
        return { np: { kind: 'object', ...span(r, i, next), ...d, det: 'all', head: 'one', count: 2, plural: true, adjectives: ['both'] }, next };
      }
      if (s.kind === 'pronoun' && s.word === 'each' && isParticle(r, j + 1, 'の')) {
        d.det = 'each';
        j += 2;
        continue;
      }
    }
    if (d.head === null && placeAlone) {
      d.adjectives.push(s.adj);
      d.head = 'one';
      return { np: { kind: 'object', ...span(r, i, j + 1), ...d, det: d.det ?? 'the' }, next: j + 1 };
    }
    const moreOne = c.text === 'もう' && first(r, j + 1, 'number')?.value === 1 && at(r, j + 1)!.ja.counter === 'creature' && !at(r, j + 1)!.ja.ordinal;
    const alone = (k: number): boolean => at(r, k) === undefined || at(r, k)!.ja.particle !== null;
    if (ordinal && isParticle(r, j + 1, 'の') && objectish(r, j + 2)) {
      d.adjectives.push(ordinal);
      j += 2;
      continue;
    }
    if (d.head === null && (((ordinal || otherAlone) && alone(j + 1)) || (moreOne && alone(j + 2)))) {
      d.adjectives.push(ordinal ?? 'other');
      d.head = 'one';
      const next = moreOne ? j + 2 : j + 1;
      return { np: { kind: 'object', ...span(r, i, next), ...d, det: d.det ?? 'the' }, next };
    }
    const desc = readDescriptive(r, j, d);
    if (desc > j) {
      j = desc;
      continue;
    }
    if (s.kind === 'det') {
      d.det = s.det === 'these' ? 'that' : s.det;
      j++;
      continue;
    }
    // 「もう1枚《巨大化》を唱えた」「もう一体2/2を出した」: one more — another of what it names (a card of
    // that name again, a new creature), as 「もう1枚の」 and English "another" say; it was left unread.
    const one = first(r, j + 1, 'number');
    if (c.text === 'もう' && d.det === null && one?.value === 1 && (at(r, j + 1)!.ja.counter === 'card' || at(r, j + 1)!.ja.counter === 'creature') && !at(r, j + 1)!.ja.ordinal && objectish(r, j + 2)) {
      d.det = 'another';
      j += 2;
      continue;
    }
    // 「相手の《支配魔法》がついた私の3/3」: a possessive before the noun of a describing clause is that
    // noun's (the Aura is the opponent's), not the head's, which may have a possessive of its own.
    if (s.kind === 'player' && isParticle(r, j + 1, 'の') && describesAttachment(r, j + 2)) {
      const before = d.attachments.length;
      const desc = readDescriptive(r, j + 2, d);
      const attached = d.attachments[before];
      if (attached?.kind === 'object') attached.owner = ownerAt(r, j, s.who);
      j = desc;
      continue;
    }
    if (s.kind === 'player' && isParticle(r, j + 1, 'の') && (objectish(r, j + 2) || describesMarks(r, j + 2)) && d.owner === null) {
      d.owner = ownerAt(r, j, s.who);
      j += 2;
      continue;
    }
    if (s.kind === 'color') {
      d.colors.push(s.color);
      j += isParticle(r, j + 1, 'の') && objectish(r, j + 2) ? 2 : 1;
      continue;
    }
    if (s.kind === 'supertype') {
      d.supertypes.push(s.supertype);
      j += isParticle(r, j + 1, 'の') ? 2 : 1;
      continue;
    }
    // 「飛行4/4」「接死1/1」: keywords written right before the size with nothing between (as 「4/4飛行」 after it).
    if (s.kind === 'keyword' && d.power === null) {
      const kw = readKeywordList(r, j);
      if (kw && first(r, kw.next, 'pt') && kw.next === j + 1) {
        d.keywords.push(...kw.keywords);
        j = kw.next;
        continue;
      }
    }
    if (s.kind === 'pt') {
      d.power = s.power;
      d.toughness = s.toughness;
      d.head = 'pt';
      j++;
      // 「5/5のバニラ(2体)」: a size, then "vanilla" (no abilities) with の, as バニラの5/5 is.
      if (isParticle(r, j, 'の') && first(r, j + 1, 'adj')?.adj === 'plain' && !headAt(r, j + 2)) {
        if (!d.adjectives.includes('plain')) d.adjectives.push('plain');
        j += 2;
      }
      // 5/5のクリーチャー, 3/3飛行クリーチャー: a head may follow.
      if (isParticle(r, j, 'の') && headAt(r, j + 1)) j++;
      else if (!headAt(r, j)) {
        headSeen = true;
        j = keywordsAfterSize(r, j, d);
      }
      continue;
    }
    // 「忠誠度3の《ヴェールのリリアナ》」「+1/+1カウンター2個の3/3」: its counters, said before it with の.
    const counted = !headSeen ? readAmount(r, j) : null;
    if (counted && counted.np.kind === 'amount' && counted.np.noun === 'counter' && counted.np.counter && counted.np.n !== null && isParticle(r, counted.next, 'の') && objectish(r, counted.next + 1)) {
      d.counters.push({ kind: counted.np.counter, n: counted.np.n });
      j = counted.next + 1;
      continue;
    }
    // 3体の2/2: the count before the head.
    if (((s.kind === 'number' && c.ja.counter === 'creature' && !c.ja.ordinal && isParticle(r, j + 1, 'の') && objectish(r, j + 2)) || countedCard(r, j)) && s.kind === 'number' && d.count === null) {
      d.count = s.value;
      d.plural = s.value > 1;
      j += 2;
      continue;
    }
    // 「トークンの兵士」「トークンの2/2」「トークンの白の1/1」: トークン before what the token is says it is one
    // (111.1); read as an object of its own, the creature after it was answered as a card (issue 11).
    if (s.kind === 'object-noun' && s.noun === 'token' && isParticle(r, j + 1, 'の') && tokenOf(r, j + 2)) {
      if (!d.adjectives.includes('token')) d.adjectives.push('token');
      j += 2;
      continue;
    }
    const head = readHead(r, j, d);
    if (head > j) {
      j = head;
      headSeen = true;
      continue;
    }
    break;
  }
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
  return { np: { kind: 'object', ...span(r, i, j), ...d }, next: j };
}

const OPEN = new Set(['(', '（']);
const CLOSE = new Set([')', '）']);

/**
 * 「相手(ライフ20)」「自分(ライフ5)」「相手(20)」: a note in brackets right after a player, holding only an amount of
 * life (or a bare number: whether it is one is the frame's to judge, 119.1), is that player's life total. The
 * amount and where the phrase goes on after the closing bracket; null for any other note (「相手(クリーチャーなし)」).
 */
export function lifeNoteAt(r: JaReader, j: number): { amount: Extract<NounPhrase, { kind: 'amount' }>; next: number } | null {
  if (!OPEN.has(at(r, j)?.text ?? '') || !at(r, j + 1)) return null;
  const got = readAmount(r, j + 1);
  if (!got || got.np.kind !== 'amount' || got.np.n === null || (got.np.noun !== 'life' && got.np.noun !== 'total')) return null;
  if (!CLOSE.has(at(r, got.next)?.text ?? '')) return null;
  return { amount: got.np, next: got.next + 1 };
}

/**
 * 「相手(クリーチャーなし)」「自分(クリーチャー無し)」: a note in brackets right after a player, holding only a kind of
 * permanent and なし, says that player has none of that kind on the battlefield (grammar.ts lifeNotes tells it as
 * 「相手の場にクリーチャーはいない」). The kind (its chunk) and where the phrase goes on; null for any other note.
 */
export function absenceNoteAt(r: JaReader, j: number): { kind: number; next: number } | null {
  if (!OPEN.has(at(r, j)?.text ?? '')) return null;
  const noun = first(r, j + 1, 'object-noun');
  const type = first(r, j + 1, 'type');
  if (!(noun && (noun.noun === 'creature' || noun.noun === 'permanent')) && !type) return null;
  const none = at(r, j + 2);
  if (none?.senses[0]?.kind !== 'neg' || !/^(?:なし|無し)$/.test(none.text) || !CLOSE.has(at(r, j + 3)?.text ?? '')) return null;
  return { kind: j + 1, next: j + 4 };
}

/**
 * 「相手(トークン2体)」「自分(《灰色熊》と3/3)」: a note in brackets right after a player that starts with an
 * object phrase: what that player has on the battlefield (grammar.ts presenceNote reads it as
 * 「相手の場にはトークンが2体いる」). Where its words are (from, to) and where the phrase goes on; null when the
 * note doesn't start with an object or its bracket is not closed in the sentence.
 */
export function presenceNoteAt(r: JaReader, j: number): { from: number; to: number; next: number } | null {
  if (!OPEN.has(at(r, j)?.text ?? '')) return null;
  let k = j + 1;
  for (let guard = 0; guard < 8; guard++) {
    const got = readObject(r, k);
    if (!got) return null;
    k = got.next;
    if (CLOSE.has(at(r, k)?.text ?? '')) return { from: j + 1, to: k, next: k + 1 };
    if (!(isParticle(r, k, 'と') || at(r, k)?.text === '、')) return null;
    k++;
  }
  return null;
}

/**
 * 「《心火の英雄》(+1/+1カウンター2個)」「2/2(飛行、絆魂)」「3/3(トランプルなし)」「2/1(能力なし)」: a note in
 * brackets right after an object describes it (its counters, its keywords, those it lacks, no abilities). Read only when every item in the brackets is such a
 * description; anything else (「相手(クリーチャーなし)」) stays unread and is named.
 */
function readParenthetical(r: JaReader, j: number, d: Description): number {
  if (!OPEN.has(at(r, j)?.text ?? '')) return j;
  const counters: { kind: string; n: number }[] = [];
  const keywords: Description['keywords'] = [];
  const lacks: Description['lacks'] = [];
  const adjectives: Description['adjectives'] = [];
  let k = j + 1;
  for (let guard = 0; guard < 8; guard++) {
    const amount = readAmount(r, k);
    const none = (x: number): boolean => at(r, x)?.senses[0]?.kind === 'neg' && /^(?:なし|無し)$/.test(at(r, x)!.text);
    const noun = first(r, k, 'thing-noun');
    if (amount && amount.np.kind === 'amount' && amount.np.noun === 'counter' && amount.np.counter && amount.np.n !== null) {
      counters.push({ kind: amount.np.counter, n: amount.np.n });
      k = amount.next;
    } else if (noun && (noun.noun === 'keyword' || noun.noun === 'counter') && none(k + 1)) {
      // 「2/1(能力なし)」: a vanilla creature, as バニラ says (a card said so is named: refs.ts statesHold);
      // 「(カウンター無し)」: no counters on it, as an object told of has none unless said.
      if (noun.noun === 'keyword') adjectives.push('plain');
      k += 2;
    } else {
      const kw = readKeywordList(r, k);
      if (!kw) return j;
      // 「3/3(トランプルなし)」: without it (702: a keyword the creature doesn't have).
      if (none(kw.next)) {
        lacks.push(...kw.keywords);
        k = kw.next + 1;
      } else {
        keywords.push(...kw.keywords);
        k = kw.next;
      }
    }
    if (CLOSE.has(at(r, k)?.text ?? '')) {
      d.counters.push(...counters);
      d.keywords.push(...keywords);
      d.lacks.push(...lacks);
      d.adjectives.push(...adjectives);
      return k + 1;
    }
    if (isParticle(r, k, 'と') || at(r, k)?.text === '、' || at(r, k)?.text === '・') k++;
    else return j;
  }
  return j;
}

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
    d.card = { name: s.name, display: s.display, typeLine: s.typeLine };
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
    if (d.head === 'creature' && more.noun === 'spell' && !d.types.includes('Creature')) d.types.push('Creature');
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

/** Words that compare an amount said right after it (「3点以上」): kept inside the amount's words. */
const COMPARED: ReadonlySet<string> = new Set(['以上', '以下', '未満']);

/** 3点, 2点のダメージ, 3点のライフ, +3/+3の修整, +1/+1カウンターを3個, 毒カウンター7個, ライフ20, 2マナ, 15. */
export function readAmount(r: JaReader, i: number): Found | null {
  const c = at(r, i)!;
  const s = c.senses[0]!;
  // 次の3点のダメージ: "the next 3 damage" — how a prevention shield's amount is said (615.7); the amount itself.
  if (c.text === '次' && isParticle(r, i + 1, 'の') && first(r, i + 2, 'number')) {
    const got = readAmount(r, i + 2);
    if (got && got.np.kind === 'amount' && got.np.noun === 'damage') return { np: { ...got.np, ...span(r, i, got.next) }, next: got.next };
  }
  const mk = (n: number | null, noun: Extract<NounPhrase, { kind: 'amount' }>['noun'], next: number, extra: Partial<Extract<NounPhrase, { kind: 'amount' }>> = {}): Found => ({
    np: { kind: 'amount', n, noun, counter: null, power: 0, toughness: 0, adjectives: [], ...extra, ...span(r, i, next) },
    next,
  });
  // 「X=3」: the value of X, an amount of its own (xvalue.ts).
  if (s.kind === 'x-value') return mk(s.value, 'x', i + 1);
  if (s.kind === 'ptmod') {
    const ctr = readCounterAmount(r, i);
    if (ctr) return ctr;
    // +3/+3の修整
    let next = i + 1;
    if (isParticle(r, next, 'の') && at(r, next + 1)?.text === '修整') next += 2;
    return mk(null, 'ptmod', next, { power: s.power, toughness: s.toughness });
  }
  if (s.kind === 'counter-kind' || (s.kind === 'thing-noun' && (s.noun === 'poison' || s.noun === 'counter'))) return readCounterAmount(r, i);
  if (s.kind === 'thing-noun' && s.noun === 'life' && first(r, i + 1, 'number') && at(r, i + 1)!.ja.counter === null) return mk(first(r, i + 1, 'number')!.value, 'life', i + 2);
  if (s.kind !== 'number') return null;
  if (c.ja.counter === 'point') {
    let next = i + 1;
    // 「3点以上のライフ」「2点未満のダメージ」: a comparison of the amount, part of it (ja/comparatives.ts reads it).
    if (COMPARED.has(at(r, next)?.text ?? '') && isParticle(r, next + 1, 'の') && first(r, next + 2, 'thing-noun')) next++;
    if (isParticle(r, next, 'の') && first(r, next + 1, 'thing-noun')) next++;
    const noun = first(r, next, 'thing-noun');
    if (noun && (noun.noun === 'damage' || noun.noun === 'life')) return mk(s.value, noun.noun, next + 1);
    return mk(s.value, 'total', i + 1);
  }
  // 9個 (毒カウンターが9個): a number of things.
  if (c.ja.counter === 'piece') return mk(s.value, 'total', i + 1);
  if (c.ja.counter !== null) return null;
  if (first(r, i + 1, 'thing-noun')?.noun === 'mana') return mk(s.value, 'mana', i + 2);
  if (objectish(r, i + 1)) return null;
  return mk(s.value, 'total', i + 1);
}

/** +1/+1カウンター(を)3個, 毒カウンター7個, -1/-1カウンター: counters with their number. */
function readCounterAmount(r: JaReader, i: number): Found | null {
  const s = at(r, i)!.senses[0]!;
  let kind: string | null = null;
  let j = i + 1;
  if (s.kind === 'ptmod') kind = `${s.power >= 0 ? '+' : ''}${s.power}/${s.toughness >= 0 ? '+' : ''}${s.toughness}`;
  else if (s.kind === 'counter-kind') {
    kind = s.counter;
    j = i + 1;
    // 「忠誠度カウンター3個」: the kind's word, then カウンター.
    if (first(r, j, 'thing-noun')?.noun === 'counter') j++;
  } else if (s.kind === 'thing-noun' && s.noun === 'poison') {
    kind = 'poison';
    j = i + 1;
  }
  if (!kind) return null;
  if (s.kind === 'ptmod') {
    if (first(r, j, 'thing-noun')?.noun !== 'counter') return null;
    j++;
  }
  let n = 1;
  let k = j;
  if (isParticle(r, k, 'を', 'が')) k++;
  const num = first(r, k, 'number');
  if (num && (at(r, k)!.ja.counter === 'piece' || at(r, k)!.ja.counter === null)) {
    n = num.value;
    j = k + 1;
  } else if (kind === 'poison') return null; // 毒カウンター alone is the property (相手の毒カウンター, 毒カウンターは乗る？)
  const noun = kind === 'poison' ? 'poison' : 'counter';
  return { np: { kind: 'amount', n, noun, counter: kind, power: 0, toughness: 0, adjectives: [], ...span(r, i, j) }, next: j };
}

export { readKeywordList };
