/**
 * What a permanent is like at the end of the run, after every effect (613): its size, tapped or not,
 * its counters, controller, keywords.
 */
import type { Ask } from '../types.ts';
import { formatKeyword, formatKeywordJa } from '../../scenario/schema/vocabulary.ts';
import { counterJa } from '../lexicon.ts';
import type { AskContext, AskResult } from './view.ts';
import { fateOf, startSize, ZONE_EN, ZONE_JA } from './view.ts';

/** "Is it bigger / smaller?": its size against the one it was set up with. */
export function askBigger(a: Extract<Ask, { kind: 'bigger' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, computed } = ctx;
  const f = fateOf(view, a.id);
  const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
  const start = startSize(view, a.id);
  if (!c || !start || c.power === null || c.toughness === null) return { verdict: null, lead: '', value: 'unknown' };
  const delta = c.power + c.toughness - (start.power + start.toughness);
  const is = a.bigger ? delta > 0 : delta < 0;
  const lead = ja ? `${yes(is)}${label(a.id)}は${c.power}/${c.toughness}です（元は${start.power}/${start.toughness}）。` : `${yes(is)}${label(a.id)} is ${c.power}/${c.toughness} (printed ${start.power}/${start.toughness}).`;
  return { verdict: is ? 'yes' : 'no', lead, value: `${c.power}/${c.toughness}` };
}

/** "Does it become tapped?". */
export function askTapped(a: Extract<Ask, { kind: 'tapped' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, r } = ctx;
  const f = fateOf(view, a.id);
  const o = r.final.objects.find((x) => x.id === f.finalId);
  const tapped = o?.tapped === true;
  const lead = ja ? `${yes(tapped)}${label(a.id)}は${tapped ? 'タップ状態です' : 'アンタップ状態のままです'}。` : `${yes(tapped)}${label(a.id)} ${tapped ? 'is tapped' : 'stays untapped'}.`;
  return { verdict: tapped ? 'yes' : 'no', lead, value: String(tapped) };
}

/** "Does it still have counters?" (122.1). */
export function askHasCounters(a: Extract<Ask, { kind: 'has-counters' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, r } = ctx;
  const f = fateOf(view, a.id);
  const o = r.final.objects.find((x) => x.id === f.finalId);
  const n = o?.counters[a.counter] ?? 0;
  // Counters of other kinds it ends with are said too: 「カウンターは何個残る？」 names no kind, and the
  // kind told before may be gone while another stays (a -1/-1 counter after 704.5q).
  const others = Object.entries(o?.counters ?? {}).filter(([k, m]) => k !== a.counter && m > 0);
  const more = others.length === 0 ? '' : ja ? `（ほかに${others.map(([k, m]) => `${counterJa(k)}カウンターが${m}個`).join('、')}）` : ` (and ${others.map(([k, m]) => `${m} ${k} counter${m === 1 ? '' : 's'}`).join(', ')})`;
  const lead = ja ? `${yes(n > 0)}${label(a.id)}には${counterJa(a.counter)}カウンターが${n}個あります${more}。` : `${yes(n > 0)}${label(a.id)} has ${n} ${a.counter} counter${n === 1 ? '' : 's'}${more}.`;
  return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
}

/** "Who controls it?" (108.4, 613.1b). */
export function askController(a: Extract<Ask, { kind: 'controller' }>, ctx: AskContext): AskResult {
  const { view, ja, label, computed } = ctx;
  // The controller after every effect (layer 2, 613.1b); only a permanent or a spell has one (108.4).
  const f = fateOf(view, a.id);
  const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
  if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
  const who = c.controller === 'A' ? (ja ? 'あなた' : 'You control') : ja ? '対戦相手' : 'The opponent controls';
  return { verdict: null, lead: ja ? `${label(a.id)}は${who}がコントロールしています。` : `${who} ${label(a.id)}.`, value: c.controller };
}

/** "What are its power and toughness?", "is it a 4/4?" (208.3). */
export function askPt(a: Extract<Ask, { kind: 'pt' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, computed } = ctx;
  const f = fateOf(view, a.id);
  const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
  if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
  if (c.power === null || c.toughness === null) {
    // A noncreature permanent has no P/T (208.3): never 'null/null'. A planeswalker's number is its
    // loyalty, the loyalty counters on it (306.5c) — what "what's the PW at?" asks.
    const loyalty = view.resolution.final.objects.find((o) => o.id === f.finalId)?.counters.loyalty;
    const lead = loyalty !== undefined
      ? ja ? `${label(a.id)}はクリーチャーではないのでパワーとタフネスを持ちません。忠誠度は${loyalty}です（208.3、306.5c）。` : `${label(a.id)} isn't a creature, so it has no power or toughness; its loyalty is ${loyalty} (208.3, 306.5c).`
      : ja ? `${label(a.id)}はクリーチャーではないのでパワーとタフネスを持ちません（208.3）。` : `${label(a.id)} isn't a creature, so it has no power or toughness (208.3).`;
    return { verdict: a.is ? 'no' : null, lead: a.is ? `${yes(false)}${lead}` : lead, value: loyalty !== undefined ? `loyalty:${loyalty}` : 'no-pt' };
  }
  // "Is it a 4/4 now?": yes only when it is that size.
  if (a.is) {
    const is = c.power === a.is.power && c.toughness === a.is.toughness;
    return { verdict: is ? 'yes' : 'no', lead: ja ? `${yes(is)}${label(a.id)}は${c.power}/${c.toughness}です。` : `${yes(is)}${label(a.id)} is ${c.power}/${c.toughness}.`, value: `${c.power}/${c.toughness}` };
  }
  return { verdict: null, lead: ja ? `${label(a.id)}は${c.power}/${c.toughness}です。` : `${label(a.id)} is ${c.power}/${c.toughness}.`, value: `${c.power}/${c.toughness}` };
}

/** "What abilities does it have?". */
export function askKeywords(a: Extract<Ask, { kind: 'keywords' }>, ctx: AskContext): AskResult {
  const { view, ja, label, computed } = ctx;
  const f = fateOf(view, a.id);
  const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
  if (!c) return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません。` : `${label(a.id)} is no longer on the battlefield.`, value: `gone:${f.zone}` };
  const kws = c.keywords.map((k) => (ja ? formatKeywordJa(k) : formatKeyword(k)));
  const lead = kws.length === 0 ? (ja ? `${label(a.id)}はキーワード能力を持っていません。` : `${label(a.id)} has no keyword abilities.`) : ja ? `${label(a.id)}は${kws.join('、')}を持っています。` : `${label(a.id)} has ${kws.join(', ')}.`;
  return { verdict: null, lead, value: kws.join(',') };
}

/** "Does it have flying?". */
export function askHasKeyword(a: Extract<Ask, { kind: 'has-keyword' }>, ctx: AskContext): AskResult {
  const { view, ja, label, yes, computed } = ctx;
  const f = fateOf(view, a.id);
  // A permanent that left the battlefield in the run: what it has now is not asked ("doesn't have
  // indestructible" of a creature that died with it was false); where it went is said, no yes or no.
  if (f.wasOnBattlefield && f.zone !== 'battlefield') {
    const where = f.died ? (ja ? '死亡しました' : 'it died') : ja ? `${ZONE_JA[f.zone] ?? f.zone}に移動しました` : `it went to ${ZONE_EN[f.zone] ?? f.zone}`;
    return { verdict: null, lead: ja ? `${label(a.id)}はもう戦場にありません（${where}）。` : `${label(a.id)} is no longer on the battlefield (${where}).`, value: `gone:${f.zone}` };
  }
  const c = f.zone === 'battlefield' ? computed.get(f.finalId) : undefined;
  const has = c ? c.keywords.some((k) => formatKeyword(k) === formatKeyword(a.keyword)) : false;
  const kw = ja ? formatKeywordJa(a.keyword) : formatKeyword(a.keyword);
  const lead = ja ? `${yes(has)}${label(a.id)}は${kw}を${has ? '持っています' : '持っていません'}。` : `${yes(has)}${label(a.id)} ${has ? 'has' : "doesn't have"} ${kw}.`;
  return { verdict: has ? 'yes' : 'no', lead, value: String(has) };
}
