/**
 * Clauses and phrases before a noun that describe it rather than tell an event: keywords
 * (接死持ちの, トランプルと接死を持つ, 飛行を持たない, トランプルのない, トランプルの), counters
 * (+1/+1カウンターが2個乗った), damage already marked (2点のダメージを負っている), what is attached
 * (《死の重み》がついた, 《巨像の鎚》を装備した), and states (タップ状態の, 攻撃中の).
 */
import type { Keyword } from '../../engine/types.ts';
import type { Description, NounPhrase } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, span, verbAt } from './reader.ts';
import type { JaChunk } from './chunk.ts';
import type { Link } from './morph.ts';
import { COMBAT_TEXT } from '../../engine/combat/abilities.ts';
import { parseKeywordExact } from '../../scenario/schema/vocabulary.ts';
import { ATTACHED_SUFFIXES } from './lexicon.ts';

/** Keywords joined by と, や, 、 or ・: 「トランプルと接死」「飛行、先制攻撃、絆魂」. */
export function readKeywordList(r: JaReader, i: number): { keywords: Keyword[]; next: number } | null {
  const out: Keyword[] = [];
  let j = i;
  for (;;) {
    const k = first(r, j, 'keyword');
    if (!k) break;
    out.push(k.keyword);
    j++;
    // 「毒性1で接死の」: で joins keywords too (the continuative of "is").
    const joiner = isParticle(r, j, 'と', 'や', 'で') || at(r, j)?.text === '、' || at(r, j)?.text === '・';
    if (joiner && first(r, j + 1, 'keyword')) {
      j++;
      continue;
    }
    // 「先制攻撃・感染」: the dot may be read with the keyword before it (one chunk, 「先制攻撃・」).
    if (at(r, j - 1)?.text.endsWith('・') && first(r, j, 'keyword')) continue;
    // 「プロテクション(黒)(赤)」: a bracketed parameter after the one before is a keyword of its own (keywords.ts).
    if (/^[(（]/u.test(at(r, j)?.text ?? '') && first(r, j, 'keyword')) continue;
    break;
  }
  return out.length > 0 ? { keywords: out, next: j } : null;
}

/**
 * 「《怨恨》付きの熊」「-1/-1カウンター付きの2/2」「+1/+1カウンター2個付きの熊」: 〜付き(の) right before what it describes says
 * what is on it, as 〜がついた does: the chunk the noun's description goes on at, or null.
 */
function attachedSuffix(r: JaReader, k: number): number | null {
  const c = at(r, k);
  if (!c || c.ja.particle || !ATTACHED_SUFFIXES.has(c.text)) return null;
  if (isParticle(r, k + 1, 'の') && describable(r, k + 2)) return k + 2;
  return describable(r, k + 1) && !isParticle(r, k + 1, 'の') ? k + 1 : null;
}

/** A verb ending that can modify the noun after it (持つ, 乗った, 付いてる). */
function attributive(r: JaReader, i: number, ...verbs: string[]): boolean {
  const c = verbAt(r, i, ...verbs);
  return c !== undefined && c.ja.verb!.morph.attributive;
}

/**
 * A describing verb at i (装備した, 乗っている, 持つ), or one in the te-form or continuative chained to
 * another description of the same noun (「《矛槍》を装備していて、カウンターが1個乗っている《熊》」「飛行を
 * 持っていて、《怨恨》がついた2/2」): the chunk the noun's description goes on at, or null. Chained only
 * when another describing modifier follows, never a bare noun (that may be the subject of a new clause).
 */
function describingVerb(r: JaReader, i: number, ...verbs: string[]): number | null {
  const c = verbAt(r, i, ...verbs);
  if (!c) return null;
  const m = c.ja.verb!.morph;
  if (m.attributive) return describable(r, i + 1) ? i + 1 : null;
  if (m.passive || m.negated || !((m.link === 'te' && m.perfect) || m.continuative)) return null;
  const n = at(r, i + 1)?.text === '、' ? i + 2 : i + 1;
  if (readDescriptive(r, n, emptyDescription()) > n) return n;
  // 「《怨恨》をつけていて、3/3が攻撃した」: a state of attachment told in the te-form (〜ていて) with no
  // host of its own is the state of the creature the next clause is about — its subject — never of the
  // Aura itself (303.4a: an Aura is attached to an object it enchants, not to itself).
  const verb = c.senses[0]?.kind === 'verb' ? c.senses[0].verb : null;
  if ((verb === 'attach' || verb === 'equip') && m.link === 'te' && m.perfect && subjectCreatureAt(r, n)) return n;
  return null;
}

/**
 * A creature told as the subject of a clause starting at i (「3/3が」「相手の《灰色熊》は」「自分の熊が」):
 * the words before its が/は describe it (an owner with の, a colour, a P/T, a creature type or card).
 */
function subjectCreatureAt(r: JaReader, i: number): boolean {
  let k = i;
  // 「…を装備していて、相手の2/2がブロックした」 may tell of the asker's attacker: only the asker's own
  // (or an unowned) creature is read as the host.
  const owner = first(r, k, 'player');
  if (owner && isParticle(r, k + 1, 'の')) {
    if (owner.who !== 'me') return false;
    k += 2;
  }
  let head: number | null = null;
  while (at(r, k) && !isParticle(r, k, 'が', 'は')) {
    const s = at(r, k)!.senses[0];
    if (!s || !['pt', 'object-noun', 'subtype', 'type', 'card', 'color', 'keyword'].includes(s.kind)) return false;
    head = k;
    k++;
    if (isParticle(r, k, 'の') && at(r, k + 1) && !isParticle(r, k + 1, 'が', 'は')) k++;
  }
  if (head === null || !at(r, k)) return false;
  const s = at(r, head)!.senses[0]!;
  if (s.kind === 'card') return /Creature/.test(s.typeLine);
  return s.kind === 'pt' || s.kind === 'subtype' || (s.kind === 'object-noun' && ['creature', 'token', 'attacker', 'blocker'].includes(s.noun)) || (s.kind === 'type' && String(s.type).toLowerCase() === 'creature');
}

function negatedAt(r: JaReader, i: number): boolean {
  return at(r, i)?.senses[0]?.kind === 'neg' && at(r, i)!.ja.verb?.morph.attributive === true;
}

/** Something a description can be followed by: a head, a P/T, an owner (自分の), another modifier. */
function describable(r: JaReader, i: number): boolean {
  const c = at(r, i);
  if (!c) return false;
  const k = c.senses[0]!.kind;
  if (k === 'player') return isParticle(r, i + 1, 'の');
  if (k === 'adj') return ['tapped', 'untapped', 'attacking', 'sick', 'other', 'plain', 'grounded', 'same-name', 'different-names'].includes((c.senses[0] as { adj: string }).adj);
  return ['pt', 'object-noun', 'type', 'subtype', 'card', 'color', 'keyword', 'supertype', 'det', 'number', 'ptmod', 'counter-kind'].includes(k) || c.ja.partial !== null;
}

/**
 * 「ブロックされない」「ブロックできない」「攻撃できない」 (not in the past): the rules-text
 * abilities "can't be blocked", "can't block", "can't attack" — a quality, not an event.
 * 「ブロックされずに」「ブロックされず、」「ブロックされなくて」 go on to what happened next: the creature went
 * unblocked in this combat (509.1h), a fact of the story, never an ability.
 */
export function combatAbility(verb: string, m: { negated: boolean; passive: boolean; potential: boolean; past: boolean; perfect: boolean; link?: Link }): Keyword | null {
  if (!m.negated || m.past || m.perfect) return null;
  // 「ブロックされなければ」「ブロックされないなら」「ブロックされないとき」: a condition on this combat's
  // blocks (it goes unblocked, 509.1h), as 「ブロックされなかったら」 — never the ability.
  if (verb === 'block' && m.passive && (m.link === 'without' || m.link === 'te' || m.link === 'if' || m.link === 'when' || m.link === 'even-if')) return null;
  let text: string | null = null;
  if (verb === 'block' && m.passive && !m.potential) text = COMBAT_TEXT.unblockable;
  else if (verb === 'block' && m.potential && !m.passive) text = COMBAT_TEXT.cantBlock;
  else if (verb === 'attack' && m.potential && !m.passive) text = COMBAT_TEXT.cantAttack;
  if (!text) return null;
  const k = parseKeywordExact(text);
  return k.ok ? k.keyword : null;
}

/** 「ブロックされないクリーチャー」: an ability right before the noun it describes. */
export function abilityBeforeNoun(r: JaReader, i: number): boolean {
  const c = at(r, i);
  return chunkAbility(c) !== null && c!.ja.verb!.morph.attributive && describable(r, i + 1);
}

function chunkAbility(c: JaChunk | undefined): Keyword | null {
  const s = c?.senses[0];
  return c?.ja.verb && s?.kind === 'verb' ? combatAbility(s.verb, c.ja.verb.morph) : null;
}

/** Reads one describing modifier at j into d; returns the chunk after it (j when there is none). */
export function readDescriptive(r: JaReader, j: number, d: Description): number {
  // ブロックされないクリーチャー
  if (abilityBeforeNoun(r, j)) {
    const kw = chunkAbility(at(r, j))!;
    d.keywords.push(kw);
    // 「ブロックされない《荒廃の工作員》に《巨大化》を撃ったら」「相手のブロックされない3/3」: said of one creature (a card
    // or a size), the words also tell this combat — it attacks and no block is declared for it (509.1h), as English
    // "my unblocked 3/3". Read both ways at once: each reading's answer holds under the other (a creature that can't be
    // blocked and goes unblocked). Said of a kind ("ブロックされないクリーチャーはブロックできる？") it is the ability only.
    // (The ability is "can't be blocked" when the verb is ブロック in the passive — combatAbility's first case.)
    const c = at(r, j)!;
    const unblockable = c.senses[0]?.kind === 'verb' && c.senses[0].verb === 'block' && c.ja.verb!.morph.passive;
    const head = at(r, j + 1)?.senses[0]?.kind;
    if (unblockable && (head === 'card' || head === 'pt') && !d.adjectives.includes('unblocked')) d.adjectives.push('unblocked');
    return j + 1;
  }
  const kw = readKeywordList(r, j);
  if (kw) return keywordModifier(r, kw, d, j);
  const ctr = counterModifier(r, j, d);
  if (ctr > j) return ctr;
  const dmg = damageModifier(r, j, d);
  if (dmg > j) return dmg;
  const att = attachmentModifier(r, j, d);
  if (att > j) return att;
  // 「…」を持つ, 「…」という能力を持つ: rules text it has.
  const quote = first(r, j, 'quote');
  if (quote) {
    let k = j + 1;
    if (at(r, k)?.text === 'という' && first(r, k + 1, 'thing-noun')?.noun === 'keyword') k += 2;
    if (isParticle(r, k, 'を') && attributive(r, k + 1, 'have') && describable(r, k + 2) && !at(r, k + 1)!.ja.verb!.morph.negated) {
      d.quotes.push(quote.text);
      return k + 2;
    }
    // 「「…」という呪文」「「…」と書かれたインスタント」: the object told by what it says.
    if (at(r, j + 1)?.text === 'という' && describable(r, j + 2)) {
      d.quotes.push(quote.text);
      return j + 2;
    }
    const written = at(r, j + 2);
    if (isParticle(r, j + 1, 'と') && written?.ja.lemma === '書く' && written.ja.verb?.morph.attributive === true && !written.ja.verb.morph.negated && describable(r, j + 3)) {
      d.quotes.push(quote.text);
      return j + 3;
    }
  }
  // あなたがコントロールするクリーチャー: who controls it.
  const pl = first(r, j, 'player');
  if (pl && isParticle(r, j + 1, 'が') && attributive(r, j + 2, 'control') && !at(r, j + 2)!.ja.verb!.morph.negated && describable(r, j + 3)) {
    d.controlledBy = { who: pl.who };
    // Japanese marks no plural: 「自分がコントロールするクリーチャーは+1/+1の修整を受ける」 is said of
    // them all (a group, as English "creatures you control"), unless a number says one.
    if (d.count === null) d.plural = true;
    return j + 3;
  }
  // 私がオーナーの4/4, 相手が持ち主のクリーチャー: whose it is (108.3), said apart from who controls it (108.4) —
  // never read as its controller (Swords to Plowshares' life, lifelink's, 702.15b, go to the controller).
  if (pl && isParticle(r, j + 1, 'が') && /^(?:オーナー|持ち主)$/u.test(at(r, j + 2)?.text ?? '') && isParticle(r, j + 3, 'の') && describable(r, j + 4)) {
    d.ownedBy = { who: pl.who };
    return j + 4;
  }
  const adj = first(r, j, 'adj');
  // 普通の4/4: says only that it has nothing more (what the description already means).
  if (adj?.adj === 'plain' && describable(r, j + 1)) return j + 1;
  // 地上のクリーチャー, 飛行を持たない地上の3/3: a creature without flying (702.9b: what a flyer can't be blocked by).
  if (adj?.adj === 'grounded' && describable(r, j + 1)) {
    if (!d.lacks.some((k) => k.keyword === 'flying' && k.param === undefined)) d.lacks.push({ keyword: 'flying' });
    return j + 1;
  }
  // (「最初の1/1」「最後の1/1」: which of those told alike, refs.ts pickTold.)
  if (adj && ['tapped', 'untapped', 'attacking', 'sick', 'other', 'new', 'old', 'same', 'first', 'last', 'same-name', 'different-names'].includes(adj.adj) && (isParticle(r, j + 1, 'の') || describable(r, j + 1))) {
    d.adjectives.push(adj.adj);
    return isParticle(r, j + 1, 'の') ? j + 2 : j + 1;
  }
  return j;
}

function keywordModifier(r: JaReader, kw: { keywords: Keyword[]; next: number }, d: Description, j: number): number {
  const n = kw.next;
  const c = at(r, n);
  // 接死持ち(の)
  if (c?.ja.having) {
    d.keywords.push(...kw.keywords);
    return isParticle(r, n + 1, 'の') && describable(r, n + 2) ? n + 2 : n + 1;
  }
  // トランプルのない, トランプルがない
  if (isParticle(r, n, 'の', 'が') && negatedAt(r, n + 1) && describable(r, n + 2)) {
    d.lacks.push(...kw.keywords);
    return n + 2;
  }
  // トランプルなしの5/5, 速攻無しのクリーチャー: なし ("without") and の before what it describes, as トランプルのない says it.
  const without = at(r, n);
  if (without?.senses[0]?.kind === 'neg' && /^(?:なし|無し)の?$/u.test(without.text)) {
    const after = without.text.endsWith('の') ? n + 1 : isParticle(r, n + 1, 'の') ? n + 2 : null;
    if (after !== null && describable(r, after)) {
      d.lacks.push(...kw.keywords);
      return after;
    }
  }
  // 飛行も到達もない, 飛行もない: "neither … nor …" — each keyword with も, then ない (702: the keywords it lacks).
  if (isParticle(r, n, 'も')) {
    const all = [...kw.keywords];
    let m = n;
    while (isParticle(r, m, 'も') && first(r, m + 1, 'keyword')) {
      const more = readKeywordList(r, m + 1)!;
      all.push(...more.keywords);
      m = more.next;
    }
    if (isParticle(r, m, 'も') && negatedAt(r, m + 1) && describable(r, m + 2)) {
      d.lacks.push(...all);
      return m + 2;
    }
  }
  // トランプルを持つ, 飛行を持たない; 「飛行を持ち、…を持たない3/3」 (two descriptions of one creature)
  const continued = verbAt(r, n + 1, 'have')?.ja.verb?.morph.continuative === true;
  const after = isParticle(r, n, 'を') ? (describingVerb(r, n + 1, 'have') ?? (continued && describable(r, n + 2) ? n + 2 : null)) : null;
  if (after !== null) {
    const negated = at(r, n + 1)!.ja.verb!.morph.negated;
    (negated ? d.lacks : d.keywords).push(...kw.keywords);
    return after;
  }
  // 「飛行3/3」「接死1/1」「威迫・絆魂2/2」: keywords written right before the size with nothing between
  // (as 「5/5トランプル」 after it, phrases.ts keywordsAfterSize) are that creature's — one word with its
  // P/T, so in 「接死2/2と5/5」 they are the 2/2's alone (red team s10: dropped, or given to both).
  if (at(r, n)?.senses[0]?.kind === 'pt') {
    d.keywords.push(...kw.keywords);
    return n;
  }
  // トランプルの6/6, 破壊不能のほう
  if (isParticle(r, n, 'の') && describable(r, n + 1)) {
    d.keywords.push(...kw.keywords);
    return n + 1;
  }
  // 飛行クリーチャー: read by the head.
  return j;
}

/** +1/+1カウンターが2個乗った, -1/-1カウンターが2個置かれている, 毒カウンターが乗った, カウンターがついてる. */
function counterModifier(r: JaReader, j: number, d: Description): number {
  const s = at(r, j)?.senses[0];
  let kind: string | null = null;
  let k = j + 1;
  if (s?.kind === 'ptmod' && first(r, k, 'thing-noun')?.noun === 'counter') {
    kind = `${s.power >= 0 ? '+' : ''}${s.power}/${s.toughness >= 0 ? '+' : ''}${s.toughness}`;
    k++;
  } else if (s?.kind === 'counter-kind') kind = s.counter;
  if (!kind) return j;
  // +1/+1カウンター2個の2/2: the number, then の.
  const bare = first(r, k, 'number');
  if (bare && at(r, k)!.ja.counter === 'piece' && isParticle(r, k + 1, 'の') && describable(r, k + 2)) {
    d.counters.push({ kind, n: bare.value });
    return k + 2;
  }
  // -1/-1カウンター付きの2/2 (one), +1/+1カウンター2個付きの熊.
  const counted = bare && at(r, k)!.ja.counter === 'piece' ? k + 1 : k;
  const suffixed = attachedSuffix(r, counted);
  if (suffixed !== null) {
    d.counters.push({ kind, n: counted > k ? bare!.value : 1 });
    return suffixed;
  }
  // +1/+1カウンター1個乗った2/2: the particle may be left out before the number.
  if (isParticle(r, k, 'が', 'を')) k++;
  else if (!(bare && at(r, k)!.ja.counter === 'piece')) return j;
  let n = 1;
  const num = first(r, k, 'number');
  if (num && (at(r, k)!.ja.counter === 'piece' || at(r, k)!.ja.counter === null)) {
    n = num.value;
    k++;
  }
  // Counters are said to be put (乗る, 置く) or to be on it (つく): the same state.
  const after = describingVerb(r, k, 'put', 'attach');
  if (after === null) return j;
  d.counters.push({ kind, n });
  return after;
}

/** 2点のダメージを負っている, 3点ダメージを負ってる, 2点ダメージが乗っている. */
function damageModifier(r: JaReader, j: number, d: Description): number {
  const num = first(r, j, 'number');
  if (!num || at(r, j)!.ja.counter !== 'point') return j;
  let k = j + 1;
  if (isParticle(r, k, 'の')) k++;
  if (first(r, k, 'thing-noun')?.noun !== 'damage') return j;
  k++;
  if (!isParticle(r, k, 'を', 'が')) return j;
  k++;
  const after = describingVerb(r, k, 'take', 'put');
  if (after === null) return j;
  d.damage += num.value;
  return after;
}

/** 《死の重み》がついた, 《怨恨》をつけた, 《巨像の鎚》を装備した, 《巨像の鎚》装備した. */
function attachmentModifier(r: JaReader, j: number, d: Description): number {
  const card = first(r, j, 'card');
  if (!card) return j;
  // 「《天上の鎧》と《怨恨》が付いた《灰色熊》」: Auras and Equipment joined by と are all on it — only when
  // each of them is one (「《灰色熊》と《怨恨》が付いた3/3」 is the Bears and an enchanted 3/3). Red team
  // s10: the first was left unattached (and put into the graveyard, 704.5m).
  const cards = [j];
  const attachable = (typeLine: string): boolean => /\b(?:Aura|Equipment)\b/.test(typeLine);
  while (attachable(first(r, cards[cards.length - 1]!, 'card')!.typeLine) && isParticle(r, cards[cards.length - 1]! + 1, 'と') && attachable(first(r, cards[cards.length - 1]! + 2, 'card')?.typeLine ?? '')) cards.push(cards[cards.length - 1]! + 2);
  let k = cards[cards.length - 1]! + 1;
  // 《怨恨》付きの熊: only an Aura or an Equipment is said to be on a creature so (301.5, 303.4).
  const suffixed = cards.every((c) => attachable(first(r, c, 'card')!.typeLine)) ? attachedSuffix(r, k) : null;
  if (isParticle(r, k, 'が', 'を')) k++;
  const after = suffixed ?? describingVerb(r, k, 'attach', 'equip');
  if (after === null) return j;
  for (const c of cards) {
    const s = first(r, c, 'card')!;
    const np: NounPhrase = { kind: 'object', ...span(r, c, c + 1), ...emptyDescription(), card: { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) }, head: 'card' };
    d.attachments.push(np);
  }
  // (The と between them is read with them.)
  for (const c of cards.slice(1)) d.attachments[d.attachments.length - 1]!.chunks.push(c - 1);
  return after;
}
