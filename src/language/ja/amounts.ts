/** Japanese amounts and counted objects: numbers with their counters, comparisons, and whether a phrase names an object. */
import type { NounPhrase } from '../clause.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, span } from './reader.ts';

export type Found = { np: NounPhrase; next: number };

/** Something that can head (or start) an object phrase. */
export function objectish(r: JaReader, i: number): boolean {
  const c = at(r, i);
  if (!c) return false;
  const s = c.senses[0]!;
  return (
    ['pt', 'object-noun', 'type', 'subtype', 'card', 'color', 'keyword', 'supertype', 'det'].includes(s.kind) ||
    c.ja.partial !== null ||
    (s.kind === 'adj' && ['tapped', 'untapped', 'attacking', 'other', 'plain', 'grounded'].includes(s.adj)) ||
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
export function countedCard(r: JaReader, i: number): boolean {
  const c = at(r, i);
  return c !== undefined && c.senses[0]!.kind === 'number' && c.ja.counter === 'card' && !c.ja.ordinal && isParticle(r, i + 1, 'の') && at(r, i + 2)?.senses[0]?.kind === 'card';
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
  // 「ライフ2点払って」「ライフを4点払う」「ライフを3点失った」: life said before its amount in points (as 「+1/+1カウンターを3個」
  // says counters) is that much life, "pay 2 life" — never a total, nor 2 points of something else with life its object.
  // (With を, only right before a verb: what is done with that much life.)
  if (s.kind === 'thing-noun' && s.noun === 'life') {
    const wo = isParticle(r, i + 1, 'を');
    const k = wo ? i + 2 : i + 1;
    const n = at(r, k);
    const num = first(r, k, 'number');
    if (num && n!.ja.counter === 'point' && !n!.ja.ordinal && (!wo || at(r, k + 1)?.ja.verb != null)) return mk(num.value, 'life', k + 1);
  }
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
