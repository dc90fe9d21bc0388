/**
 * A player's board said as a list in Japanese: 「相手のクリーチャーは《灰色熊》と《大蜘蛛》だけです」「自分のアンタップしてる
 * クリーチャーは《極楽鳥》1体だけ」「自分の場に《墓所のタイタン》、ゾンビ・トークン2体、《ズーラポートの殺し屋》」 — each
 * listed thing is that player's, read as 「相手の場には《灰色熊》と《大蜘蛛》がいる」 (clause-close.ts boardTopic).
 */
import type { NounPhrase } from '../clause.ts';
import type { Item } from './items.ts';
import type { JaReader } from './reader.ts';
import { at } from './reader.ts';
import type { Building } from './clause-state.ts';

type ObjectNp = Extract<NounPhrase, { kind: 'object' }>;

/** What a player's creatures may be said to be in while listed: the state each listed one is then in. */
const LISTED_STATES: ReadonlySet<string> = new Set(['untapped']);

/**
 * 「相手のクリーチャー」「自分のアンタップしてるクリーチャー」: a player's creatures with nothing else said of them (no
 * keyword, size, count, card, type or other state: 「相手の飛行クリーチャーは《大蜘蛛》だけ」 says nothing of the others).
 */
function playersCreatures(np: NounPhrase): np is ObjectNp {
  if (np.kind !== 'object' || np.owner === null || np.head !== 'creature' || np.card !== null || np.power !== null || np.count !== null || np.det !== null) return false;
  if (np.keywords.length > 0 || np.lacks.length > 0 || np.colors.length > 0 || np.nonColors.length > 0 || np.types.length > 1 || np.nonTypes.length > 0 || np.subtypes.length > 0 || np.supertypes.length > 0) return false;
  return np.counters.length === 0 && np.attachments.length === 0 && np.controlledBy === null && np.from === null && np.quotes.length === 0 && np.damage === 0 && np.adjectives.every((a) => LISTED_STATES.has(a));
}

/** A thing a board may be listed with: an object said by its card, size or kind (never an instant or sorcery: what is cast). */
function listable(np: NounPhrase): np is ObjectNp {
  if (np.kind !== 'object' || (np.card === null && np.power === null && np.head === null)) return false;
  return np.card === null || !/\b(?:Instant|Sorcery)\b/.test(np.card.typeLine);
}

/**
 * 「相手のクリーチャーは《灰色熊》と《大蜘蛛》だけです」「自分のアンタップしてるクリーチャーは《極楽鳥》1体だけです」「相手の
 * クリーチャーが《ダークスティールの巨像》だけの時に」: a player's creatures (は, が) and a list of things, with the copula or
 * nothing, are what that player has — the topic becomes that player's side of the battlefield (は), so boardTopic reads
 * it as 「相手の場には…がいる」, and a state said of the creatures (アンタップしている) is each listed one's. Only that
 * shape in a statement: asked (「相手のクリーチャーは《灰色熊》だけ？」) it is left to the clause (and refused).
 */
export function creaturesTopic(b: Building, r: JaReader): void {
  const [p0, p1, ...rest] = b.args;
  if (!p0 || !p1 || rest.length > 0 || b.rest.question || !['は', 'が'].includes(p0.particles.join('')) || !playersCreatures(p0.np)) return;
  if (!(p1.particles.length === 0 || ['の', 'が'].includes(p1.particles.join('')))) return;
  const items = p1.np.kind === 'list' && p1.np.conj === 'and' ? p1.np.items : [p1.np];
  if (!items.every(listable)) return;
  // (「私のクリーチャーは3/3です」: one bare size, no card and no count, says how big that creature is — a size told
  // (refs-told.ts), whose base and applied effects the answer asks back when they matter — not a board listed.)
  if (items.length === 1 && items[0]!.card === null && items[0]!.count === null) return;
  const pk = p0.np.chunks.find((c) => at(r, c)?.senses[0]?.kind === 'player');
  if (pk === undefined) return;
  // (Every word from the player on is the phrase's own: a describing clause read as an event of its own —
  // 「相手の攻撃しているクリーチャーは…」 — keeps it unread, never the list read without what it said.)
  const own = new Set([...p0.np.chunks, ...p0.chunks]);
  for (let c = pk; c <= Math.max(...own); c++) if (!own.has(c)) return;
  const w = r.chunks[pk]!;
  const player: NounPhrase = { kind: 'player', player: p0.np.owner!, chunks: [pk], start: w.start, end: w.end, text: w.text };
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: player, adjectives: [], chunks: p0.np.chunks, start: p0.np.start, end: p0.np.end, text: p0.np.text };
  // (A state said — 「アンタップしてるクリーチャーは」 — leaves the creatures not in it unsaid: they can't block (509.1a), but
  // they count for anything else (how many die). So read only in a message about blocks; elsewhere it stays unread.)
  if (p0.np.adjectives.length > 0 && !r.chunks.some((c) => c.senses.some((x) => x.kind === 'verb' && x.verb === 'block'))) return;
  // (The state's words are each listed thing's, as 「アンタップ状態の《極楽鳥》」 would have them.)
  const stateWords = p0.np.adjectives.length === 0 ? [] : [...own].filter((c) => c !== pk && at(r, c)?.ja.verb !== null);
  for (const x of items) {
    for (const a of p0.np.adjectives) if (!x.adjectives.includes(a)) x.adjectives.push(a);
    x.chunks.push(...stateWords);
  }
  // (The creature noun and its state words are read: into the place and onto each listed thing.)
  b.rest.chunks.push(...[...own].filter((c) => c !== pk));
  b.args = [{ np: field, particles: ['は'], chunks: [...p0.chunks] }, { ...p1, particles: [] }];
}

/** Words that close a list as all there is: だけ, のみ ("only"). */
const ONLY: ReadonlySet<string> = new Set(['だけ', 'のみ']);

/**
 * 「相手は《黙示録、シェオルドレッド》だけ」「自分は《灰色熊》と2/2だけです」: a player as the topic and things said with だけ (only),
 * with the copula or nothing, is that player's side — read as 「相手の場には《…》だけ」 (boardTopic). Only with だけ/のみ
 * (「相手は《稲妻》」 says something else), only permanents (listable), only things no owner is said of, only a statement.
 */
export function playerOnlyTopic(b: Building, r: JaReader): void {
  const [p0, p1, ...rest] = b.args;
  if (!p0 || !p1 || rest.length > 0 || b.rest.wh !== null || p0.particles.join('') !== 'は' || p0.np.kind !== 'player' || p1.particles.length > 0) return;
  if (p0.np.player.who !== 'me' && p0.np.player.who !== 'opponent') return;
  // (だけ right after the list: 「相手は《X》だけ」, never a だけ said of something else in the clause; asked —
  // 「相手は《X》だけ?」 — it is no board told. A sentence is marked a question by any question word in it, so the
  // mark after だけ (and the copula) is what says.)
  const k = Math.max(...p1.np.chunks, ...p1.chunks) + 1;
  if (!ONLY.has(r.chunks[k]?.text ?? '') || !b.rest.chunks.includes(k)) return;
  let end = k + 1;
  while (['です', 'だ', 'でした', 'だった'].includes(r.chunks[end]?.text ?? '')) end++;
  if (/^[?？か]/u.test(r.chunks[end]?.text ?? '')) return;
  const items = p1.np.kind === 'list' && p1.np.conj === 'and' ? p1.np.items : [p1.np];
  const things = items.filter((x): x is ObjectNp => listable(x) && x.owner === null);
  if (things.length !== items.length || (things.length === 1 && things[0]!.card === null && things[0]!.count === null)) return;
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: p0.np, adjectives: [], chunks: p0.np.chunks, start: p0.np.start, end: p0.np.end, text: p0.np.text };
  b.args = [{ np: field, particles: ['は'], chunks: [...p0.chunks] }, p1];
}

/** A side of the battlefield said as where things are, with nothing after it yet: 「自分の場に」「相手の場には」「私の戦場は」. */
function boardPlace(it: Item | undefined): boolean {
  return it?.kind === 'np' && it.np.kind === 'property' && it.np.noun === 'battlefield' && ['に', 'には', 'は'].includes(it.particles.join(''));
}

/** Chunks that may close such a list: だけ, のみ, the copula, or いる/ある (the list's last thing marked が). */
function closesList(it: Item | undefined, marked: boolean): boolean {
  if (it === undefined) return !marked;
  if (it.kind === 'verb') return marked && it.c.senses[0]?.kind === 'verb' && it.c.senses[0].verb === 'be' && /^[いあ居在有]/.test(it.c.text);
  if (it.kind !== 'chunk' || marked) return false;
  return ['だけ', 'のみ', 'です', 'だ'].includes(it.c.text);
}

/**
 * 「自分の場に《墓所のタイタン》、ゾンビ・トークン2体、《ズーラポートの殺し屋》」「相手の場には2/2、3/3と《灰色熊》がいる」: after
 * a side of the battlefield, things set off by commas up to the sentence's end (or だけ, the copula, or がいる) are one list,
 * as と joins them — elsewhere a comma may end a clause, so only there. Each part a thing with no particle (the last may
 * have が before いる/ある); a part that is itself a list joined by と is taken in whole.
 */
export function commaBoardList(items: Item[], r: JaReader): Item[] {
  const out = items;
  for (let k = 0; k + 3 < out.length; k++) {
    if (!boardPlace(out[k])) continue;
    const parts: Extract<Item, { kind: 'np' }>[] = [];
    const joins: number[] = [];
    let m = k + 1;
    for (;;) {
      const x = out[m];
      if (x?.kind !== 'np' || (x.np.kind !== 'object' && x.np.kind !== 'list')) break;
      parts.push(x);
      m++;
      const sep = out[m];
      if (x.particles.length > 0 || sep?.kind !== 'chunk' || sep.c.text !== '、' || sep.particles.length > 0) break;
      joins.push(sep.from);
      m++;
    }
    const last = parts[parts.length - 1];
    const marked = last !== undefined && last.particles.join('') === 'が';
    if (parts.length < 2 || joins.length !== parts.length - 1 || !(last!.particles.length === 0 || marked) || !closesList(out[m], marked)) continue;
    const things = parts.flatMap((p) => (p.np.kind === 'list' && p.np.conj === 'and' ? p.np.items : [p.np]));
    if (!things.every(listable)) continue;
    const start = things[0]!.start;
    const end = things[things.length - 1]!.end;
    const inner = parts.flatMap((p) => (p.np.kind === 'list' ? p.np.chunks : []));
    const np: NounPhrase = { kind: 'list', items: things, conj: 'and', chunks: [...joins, ...inner], start, end, text: r.text.slice(start, end) };
    out.splice(k + 1, m - k - 1, { kind: 'np', np, from: parts[0]!.from, to: last!.to, particles: last!.particles });
  }
  return out;
}
