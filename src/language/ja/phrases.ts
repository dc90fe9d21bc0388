/**
 * Japanese noun phrases: modifiers come before the head (「相手の3/3」「接死持ちの1/1」「トランプルと
 * 接死を持つ5/5のクリーチャー」「+1/+1カウンターが2個乗った2/2」「《死の重み》がついた3/3」
 * 「その2/2」「3/3二体」), read into the same Description the English grammar fills. Also players
 * (相手, 防御プレイヤー, 相手本体), pronouns (それ, 両方), properties (相手のライフ, 《灰色熊》の
 * P/T, パワーとタフネス) and amounts (3点, 2点のダメージ, +3/+3の修整, +1/+1カウンターを3個).
 * Clauses that describe (〜を持つ, 〜が乗った, 〜がついた) are read here; other relative clauses
 * (「《ショック》で2点与えた相手の3/3」) are events, read by the clause grammar.
 */
import type { NounPhrase } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, sense, span } from './reader.ts';
import { readKeywordList } from './modifiers.ts';
import { ATTACK_NOUNS, SELF_WORDS, SIDE_WORDS } from './lexicon.ts';
import type { Found } from './amounts.ts';
import { objectish, readAmount } from './amounts.ts';
import { CLOSE, OPEN, ownerAt, readObject } from './object-phrases.ts';
export { objectish, readAmount } from './amounts.ts';
export { readObject } from './object-phrases.ts';

/** Thing nouns that name a property of an object or a player. */
const PROPERTY_NOUNS = new Set(['pt', 'power', 'toughness', 'life', 'keyword', 'damage', 'poison', 'counter', 'size', 'total', 'battlefield', 'hand', 'graveyard', 'library', 'exile', 'trigger', 'legend-rule']);

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
  // 「相手側にクリーチャーはいない」「自分の側には何もない」: a player's side is what that player has on the battlefield,
  // as 「相手の場」 says — the side word with or without の, then a particle (not の: 「相手側の3/3」 is left as it was).
  const sideAt = got.np.kind === 'player' && got.np.player.who !== 'player' ? (SIDE_WORDS.has(at(r, got.next)?.text ?? '') ? got.next : isParticle(r, got.next, 'の') && SIDE_WORDS.has(at(r, got.next + 1)?.text ?? '') ? got.next + 1 : null) : null;
  if (sideAt !== null && at(r, sideAt)?.senses.every((x) => x.kind === 'unknown') === true && at(r, sideAt + 1)?.ja.particle && at(r, sideAt + 1)?.text !== 'の') {
    return { np: { kind: 'property', noun: 'battlefield', of: got.np, adjectives: [], ...span(r, from, sideAt + 1) }, next: sideAt + 1 };
  }
  // 「私のは死にますか」「相手のが残る？」: a possessive with no noun after it (の set off by は, が or も) stands for the
  // creature of that player's the question told — pointing back only ('same', refs.ts: asked back when several are
  // theirs, named when none is), as the English "Does mine die?" is read.
  const after = at(r, got.next + 1);
  const no = at(r, got.next);
  if (got.np.kind === 'player' && no?.text === 'の' && got.np.player.who !== 'player' && after && ELIDED_HEAD_PARTICLES.has(after.text) && after.ja.particle) {
    const d = { ...emptyDescription(), owner: ownerAt(r, from, got.np.player.who), adjectives: ['same' as const], det: 'the' as const, head: 'creature' as const };
    return { np: { kind: 'object', ...span(r, from, got.next + 1), ...d }, next: got.next + 1 };
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

/** Particles that may follow a possessive's の when its noun is left unsaid (「私のは」「相手のが」「自分のも」). */
const ELIDED_HEAD_PARTICLES: ReadonlySet<string> = new Set(['は', 'が', 'も']);

/**
 * 「相手のライフ(20)は」「俺のライフ（20）」: a player's life noted in brackets right after the life noun is part of the
 * phrase; grammar.ts (lifeNotes) tells it as a clause of its own, as for 「相手(20)」. Where the phrase goes on.
 */
function lifeNoted(r: JaReader, noun: string, next: number): number {
  return noun === 'life' ? (lifeNoteAt(r, next)?.next ?? next) : next;
}

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

export { readKeywordList };
