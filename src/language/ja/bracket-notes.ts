/**
 * Notes in brackets right after a Japanese object phrase: what it has (counters, keywords, those it lacks, no
 * abilities), and a card's or a sized creature's size restated there (「《灰色熊》(4/2トランプル)」「私の2/2(今4/4)」).
 */
import type { Description } from '../clause.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, sense } from './reader.ts';
import { readKeywordList } from './modifiers.ts';
import { readAmount } from './amounts.ts';

export const OPEN = new Set(['(', '（']);
export const CLOSE = new Set([')', '）']);

/**
 * 「《心火の英雄》(+1/+1カウンター2個)」「2/2(飛行、絆魂)」「3/3(トランプルなし)」「2/1(能力なし)」: a note in
 * brackets right after an object describes it (its counters, its keywords, those it lacks, no abilities). Read only when every item in the brackets is such a
 * description; anything else (「相手(クリーチャーなし)」) stays unread and is named.
 */
export function readParenthetical(r: JaReader, j: number, d: Description): number {
  if (!OPEN.has(at(r, j)?.text ?? '')) return j;
  const counters: { kind: string; n: number }[] = [];
  const keywords: Description['keywords'] = [];
  const lacks: Description['lacks'] = [];
  const adjectives: Description['adjectives'] = [];
  // 「私の2/2(今4/4)」「2/2のクリーチャー(+1/+1カウンター2個で4/4)」: a creature told by its size alone may have it
  // restated too (a size in the note is then a claim, never a second size of its own); 「(今…)」「(今は…)」: what it is now.
  const sizedOwn = d.card === null && d.power !== null && d.toughness !== null && !d.plural;
  const now = sense(r, j + 1, 'time')?.time === 'now';
  let k = now ? j + 2 : j + 1;
  let statedSize: { power: number; toughness: number } | undefined;
  for (let guard = 0; guard < 8; guard++) {
    const amount = readAmount(r, k);
    const size = (d.card !== null || sizedOwn) && statedSize === undefined ? at(r, k)?.senses.find((s) => s.kind === 'pt') : undefined;
    const none = (x: number): boolean => at(r, x)?.senses[0]?.kind === 'neg' && /^(?:なし|無し)$/.test(at(r, x)!.text);
    const noun = first(r, k, 'thing-noun');
    if (size?.kind === 'pt' && size.power !== null && size.toughness !== null) {
      // 「《灰色熊》(4/2)」「《探索する獣》(6/4トランプル)」: the card's size as the asker sees it — checked against the
      // card's own (refs-told.ts statesHold), never read as a second creature beside it (red team s30: a 4/2 blocked too).
      statedSize = { power: size.power, toughness: size.toughness };
      k++;
      // (「(6/4、飛行、警戒)」: or after a comma.)
      if ((at(r, k)?.text === '、' || at(r, k)?.text === '・') && readKeywordList(r, k + 1)) k++;
      // (「(6/4トランプル)」: the keywords may follow the size with nothing between.)
      if (!CLOSE.has(at(r, k)?.text ?? '')) continue;
    } else if (amount && amount.np.kind === 'amount' && amount.np.noun === 'counter' && amount.np.counter && amount.np.n !== null) {
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
      d.lacks.push(...lacks);
      d.adjectives.push(...adjectives);
      // 「《ファイレクシアの十字軍》(先制攻撃・感染)」「《灰色熊》(4/2トランプル)」: said of a card, what it has is restated —
      // checked against the set-up (refs-told.ts restatedOf), never granted on the asker's word (a card has its own, 208.1).
      if ((d.card !== null && (statedSize || keywords.length > 0)) || statedSize) d.restated = { power: statedSize?.power ?? null, toughness: statedSize?.toughness ?? null, keywords, ...(now ? { after: true as const } : {}) };
      else if (now) return j;
      else d.keywords.push(...keywords);
      return k + 1;
    }
    // (「(+1/+1カウンター8個で8/8)」: the size it makes, after で.)
    const thenSize = at(r, k)?.text === 'で' && at(r, k + 1)?.senses.some((s) => s.kind === 'pt') === true;
    if (isParticle(r, k, 'と') || at(r, k)?.text === '、' || at(r, k)?.text === '・' || thenSize) k++;
    else return j;
  }
  return j;
}

