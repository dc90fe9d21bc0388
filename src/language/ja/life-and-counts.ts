/** Japanese clauses about life totals and counts: totals told, life notes and asides, counted lists. */
import type { NounPhrase } from '../clause.ts';
import type { PlayerWord } from '../senses.ts';
import { readItems, itemChunks } from './items.ts';
import type { Item } from './items.ts';
import { SELF_WORDS } from './lexicon.ts';
import { absenceNoteAt, lifeNoteAt, presenceNoteAt, readObject } from './phrases.ts';
import type { Arg, Building, State } from './clause-state.ts';
import { copula, roleParticle, startClause, TOPIC } from './clause-state.ts';
import { close } from './clause-close.ts';

/**
 * 「2/2が1体いる」「《栄光の頌歌》が2枚あります」「3/3を2体コントロールしている」: a bare count (N体, N枚)
 * after an object phrase and its particle says how many of it there are.
 */
export function countAfter(st: State, it: Item, next?: Item): boolean {
  const lastArg = st.cur.args[st.cur.args.length - 1];
  if (!lastArg || it.particles.length > 1) return false;
  // 「《血の芸術家》と《灰色熊》が2体」「《栄光の頌歌》と《灰色熊》、それと1/1のトークンが2体」: a count after a
  // list counts its last item, the phrase it follows. (A count of the whole list, each item once, would
  // say nothing the list doesn't; that is written 「2/2と3/3の2体」, read by items.ts readList.)
  const np = lastArg.np.kind === 'list' && lastArg.np.conj === 'and' ? lastArg.np.items[lastArg.np.items.length - 1]! : lastArg.np;
  if (np.kind !== 'object' || np.count !== null) return false;
  if (lastArg.chunks[lastArg.chunks.length - 1] !== it.from - 1) return false;
  // 「クリーチャーが1体もいない」「《X》が1枚もない」: "not even one" — none at all, what the plain 「クリーチャーがいない」
  // says (frames/facts.ts absentKind). The count is emphasis, never a count of the phrase (a count of 1 would be
  // "there is not one", a narrower claim); only 1 is read so, and only before a negated verb.
  const one = st.r.chunks[it.from];
  const oneCounted = one?.senses[0]?.kind === 'number' && one.senses[0].value === 1 && !one.ja.ordinal && (one.ja.counter === 'creature' || one.ja.counter === 'card');
  if (oneCounted && it.particles.join('') === 'も' && itemChunks(it).length === 2 && next?.kind === 'verb' && next.c.ja.verb!.morph.negated) {
    np.chunks.push(it.from);
    lastArg.chunks.push(...itemChunks(it));
    if (lastArg.np !== np) lastArg.np.chunks.push(it.from);
    return true;
  }
  // 「私の《灰色熊》が2体とも攻撃した」「3/3が3体とも」: the count with とも ("all N of them") after an uncounted
  // phrase counts it as the plain count does — read as "both of them" of nothing told before, the phrase
  // was one creature and the others were dropped (red team s16).
  // (「3体とも」 comes here as allOfThem made it: "they", that many.)
  const both = it.kind === 'np' && it.np.kind === 'pronoun' && it.particles.length === 0 && ((it.np.word === 'both' && /^(?:2|２|二)体とも$/.test(it.np.text)) || (it.np.word === 'they' && it.np.count !== undefined && it.np.chunks.length === 1));
  const allOf = it.particles.join('') === 'とも';
  // (「パーマネントを2つ」: 2つ, read on its own as an amount, counts a permanent that is no creature, as 2体 counts creatures.)
  const thing = np.head === 'permanent' || (np.head === 'type' && !np.types.includes('Creature'));
  const pieceAmount = thing && it.kind === 'np' && it.np.kind === 'amount' && it.np.chunks.length === 1 && it.to === it.from + 1;
  // 「相手と私がそれぞれ伝説のクリーチャーを1体ずつコントロールしている」: "one each" said of each player is what the
  // phrase told of each already says — one per player (frames/player-facts.ts onePerSide). Only 1 is read so: 「2体ずつ」
  // (two each) and ずつ said of anything but each player are left unread.
  if (it.particles.join('') === 'ずつ') return oneEach(st, lastArg, np, it);
  // 「こっちは2/2が1体しかいない」「3/3を2体しかコントロールしていない」: the count with しか before a negated いる／
  // コントロールする is "only N of it": the phrase counted takes the しか, read as 「2/2しかいない」 is (clause-reader.ts).
  const onlyCount = it.particles.join('') === 'しか' && next?.kind === 'verb' && next.c.ja.verb!.morph.negated && ONLY_VERBS.has(next.c.senses[0]?.kind === 'verb' ? next.c.senses[0].verb : '');
  const k = it.kind === 'chunk' || pieceAmount ? it.from : it.kind === 'np' && (both || (it.np.kind === 'object' && it.np.chunks.length === 1)) && (it.to === it.from + 1 || both || (onlyCount && it.to === it.from + 2)) ? it.from : -1;
  const c = st.r.chunks[k];
  const n = both && it.kind === 'np' && it.np.kind === 'pronoun' ? (it.np.count ?? 2) : c?.senses[0]?.kind === 'number' ? c.senses[0].value : null;
  const pieces = c?.ja.counter === 'piece' && thing;
  if (!c || n === null || (!both && (c.ja.ordinal || (c.ja.counter !== 'creature' && c.ja.counter !== 'card' && !pieces))) || n < 1) return false;
  // 「相手と私がそれぞれ伝説のクリーチャーを1体ずつコントロールしている」: "one each" said of each player is what the
  // phrase told of each already says — one per player (frames/player-facts.ts onePerSide). Only 1 is read so: 「2体ずつ」
  // (two each) and ずつ said of anything but each player are left unread.

  // 「2/2が2体と3/3が1体」: a count with と after it closes that item of a list read on (countedList).
  if (it.particles.length === 1 && it.particles[0] !== 'と' && !allOf && !onlyCount) return false;
  if (allOf || both) {
    np.count = n;
    np.plural = n > 1;
    np.chunks.push(k);
    lastArg.chunks.push(...itemChunks(it));
    if (lastArg.np !== np) lastArg.np.chunks.push(k);
    return true;
  }
  np.count = n;
  np.plural = n > 1;
  np.chunks.push(k);
  lastArg.chunks.push(k);
  if (lastArg.np !== np) lastArg.np.chunks.push(k);
  if (onlyCount) {
    lastArg.particles = ['しか'];
    lastArg.chunks.push(...itemChunks(it));
  } else if (it.particles.length === 1) countedList(st, lastArg, it);
  return true;
}

/**
 * Verbs whose negated form after しか says "only this" and that the clause reader reads so: there is (いる) or one
 * controls (コントロールする) only it. (持っていない after しか is left unread: 持つ also says a creature has an ability.)
 */
const ONLY_VERBS: ReadonlySet<string> = new Set(['be', 'control']);

/** 「1体ずつ」 after a phrase said of each player: one each, the count it already has (nothing more is set). */
function oneEach(st: State, lastArg: Arg, np: NounPhrase, it: Item): boolean {
  const c = it.to === it.from + 2 ? st.r.chunks[it.from] : undefined;
  const one = c?.senses[0]?.kind === 'number' && c.senses[0].value === 1 && !c.ja.ordinal && (c.ja.counter === 'creature' || c.ja.counter === 'card');
  if (!one || !st.cur.args.some((a) => eachPlayer(a.np))) return false;
  np.chunks.push(it.from);
  lastArg.chunks.push(...itemChunks(it));
  if (lastArg.np !== np) lastArg.np.chunks.push(it.from);
  return true;
}

/** 「相手と私が」「お互い」「それぞれ」: a phrase that names each player (or says "each" of the players told). */
function eachPlayer(np: NounPhrase): boolean {
  if (np.kind === 'player') return np.player.who === 'each';
  if (np.kind === 'pronoun') return np.word === 'each';
  return np.kind === 'list' && np.conj === 'and' && np.items.length === 2 && np.items.every((x) => x.kind === 'player');
}

/**
 * 「《灰色熊》が2体と3/3が1体いる」「2/2が2体と3/3がいる」: items each with its own count, joined by と after the
 * count — one list, the particle of the last item its particle.
 */
function countedList(st: State, lastArg: Arg, it: Item): void {
  lastArg.chunks.push(...itemChunks(it).filter((k) => !lastArg.chunks.includes(k)));
  lastArg.np = lastArg.np.kind === 'list' ? lastArg.np : { kind: 'list', items: [lastArg.np], conj: 'and', chunks: [], start: lastArg.np.start, end: lastArg.np.end, text: lastArg.np.text };
  lastArg.np.chunks.push(it.to - 1);
  st.pendingItem = lastArg;
}

/** A player, or a player's life or poison (相手, 相手のライフ, 自分の毒カウンター): what a total may be said of. */
function holdsTotal(np: NounPhrase): boolean {
  return np.kind === 'player' || (np.kind === 'property' && (np.noun === 'life' || np.noun === 'poison') && np.of?.kind === 'player');
}

/** An amount that can be a player's total: a bare number, life, or poison counters (20, ライフ20, 毒カウンター3個). */
function totalAmount(np: NounPhrase): boolean {
  return np.kind === 'amount' && np.n !== null && (np.noun === 'total' || np.noun === 'life' || np.noun === 'poison' || np.counter === 'poison');
}

/** The clause so far is only a player (or their life) and a total said of them, with no verb yet: 「自分20」「相手のライフは10」. */
export function totalTold(b: Building): boolean {
  const [who, amount, ...rest] = b.args;
  if (!who || !amount || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0) return false;
  const p = roleParticle(who.particles);
  return holdsTotal(who.np) && (p === null || TOPIC.has(p) || p === 'が') && totalAmount(amount.np) && amount.particles.length === 0;
}

/** What opens the next item of such a list: another player, or a player's life or poison (「ライフはお互い20」). */
export function opensTotal(np: NounPhrase): boolean {
  return holdsTotal(np) || (np.kind === 'property' && (np.noun === 'life' || np.noun === 'poison') && np.of === null);
}

/** A place on the battlefield (場に, 相手の場には, 場は) and what is there, with no verb yet: 「場には私の3/3と相手の2/2」. */
export function boardTold(b: Building): boolean {
  const [place, what, ...rest] = b.args;
  if (!place || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0) return false;
  return place.np.kind === 'property' && place.np.noun === 'battlefield' && ['に', 'は'].includes(roleParticle(place.particles) ?? '') && (what.np.kind === 'object' || what.np.kind === 'list') && (what.particles.length === 0 || roleParticle(what.particles) === 'が');
}

/**
 * 「相手(ライフ20)に3/3で攻撃した」「相手(20)の《灰色熊》」: a player's life total noted in brackets (phrases.ts
 * lifeNoteAt) is told as a clause of its own, before the clause the player is part of — as 「相手のライフは20。」
 * said first. Whatever the clause being read has gathered is kept for it.
 */
export function lifeNotes(st: State, it: Extract<Item, { kind: 'np' }>): void {
  for (let k = it.from; k < it.to; k++) {
    const pl = st.r.chunks[k]!.senses[0];
    if (pl?.kind !== 'player') continue;
    let after = SELF_WORDS.has(st.r.chunks[k + 1]?.text ?? '') ? k + 2 : k + 1;
    // 「相手のライフ(20)」「相手ライフ(20)」: the note after the player's life noun (phrases.ts lifeNoted).
    const lifeAt = st.r.chunks[after]?.text === 'の' ? after + 1 : after;
    const lifeNoun = st.r.chunks[lifeAt]?.senses[0];
    if (lifeNoun?.kind === 'thing-noun' && lifeNoun.noun === 'life' && lifeNoteAt(st.r, lifeAt + 1)) after = lifeAt + 1;
    const absent = absenceNoteAt(st.r, after);
    if (absent) absenceNote(st, k, pl.who, absent);
    const present = !absent && !lifeNoteAt(st.r, after) ? presenceNoteAt(st.r, after) : null;
    if (present) presenceNote(st, k, pl.who, present);
    const note = lifeNoteAt(st.r, after);
    if (!note) continue;
    aside(st, () => {
      const { player } = playerAt(st, k, pl.who);
      const noteChunks: number[] = [];
      for (let x = after; x < note.next; x++) noteChunks.push(x);
      st.cur.args.push({ np: player, particles: ['は'], chunks: [k] }, { np: note.amount, particles: [], chunks: noteChunks });
      close(st, copula([], ''), null, null);
    });
  }
}

/**
 * A note told as a clause of its own inside the clause being read: what that clause has gathered (its
 * arguments, subject, topic, held and gapped words, the life holder) is kept, the note's clause is read
 * and closed by `tell`, then the reader is put back where it was.
 */
function aside(st: State, tell: () => void): void {
  const saved = { cur: st.cur, share: st.share, lastSubject: st.lastSubject, topic: st.topic, afterLink: st.afterLink, held: st.held, gapped: st.gapped, lifeHolder: st.lifeHolder };
  st.cur = startClause(st.sentence, st.question);
  st.held = null;
  st.gapped = [];
  tell();
  Object.assign(st, saved);
}

/** The player written at chunk k, and that player's battlefield (「相手の場」), as noun phrases spanning that chunk. */
function playerAt(st: State, k: number, who: PlayerWord): { player: NounPhrase; field: NounPhrase } {
  const w = st.r.chunks[k]!;
  const player: NounPhrase = { kind: 'player', player: { who }, chunks: [k], start: w.start, end: w.end, text: w.text };
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: player, adjectives: [], chunks: [k], start: w.start, end: w.end, text: w.text };
  return { player, field };
}

/**
 * 「相手(クリーチャーなし)が《審判の日》を唱えた」: the note is told as a clause of its own before the clause the player
 * is part of — 「相手の場にクリーチャーはいない」 (frames/facts.ts absentKind: nothing added, checked against the board).
 */
function absenceNote(st: State, k: number, who: PlayerWord, note: { kind: number; next: number }): void {
  aside(st, () => {
    const { field } = playerAt(st, k, who);
    const kind = readObject(st.r, note.kind);
    if (!kind) return;
    const chunks: number[] = [];
    for (let x = note.kind - 1; x < note.next; x++) chunks.push(x);
    st.cur.args.push({ np: field, particles: ['に'], chunks: [k] }, { np: kind.np, particles: ['は'], chunks });
    close(st, { ...copula([note.kind + 1], st.r.chunks[note.kind + 1]!.text), negated: true }, null, null);
  });
}

/**
 * 「相手(トークン2体)に3/3で攻撃した」「自分(《灰色熊》と3/3)が…」: objects noted in brackets after a player are told as
 * a clause of its own before the clause the player is part of — 「相手の場にはトークンが2体いる」. Only a note that is
 * one object phrase or a list of them; anything else is not read, and its words are left over (refused, named).
 */
function presenceNote(st: State, k: number, who: PlayerWord, note: { from: number; to: number }): void {
  const items = readItems({ chunks: st.r.chunks, text: st.r.text, end: note.to }, note.from);
  const it = items[0];
  if (items.length !== 1 || it?.kind !== 'np' || it.particles.length > 0 || it.to !== note.to || (it.np.kind !== 'object' && it.np.kind !== 'list')) return;
  aside(st, () => {
    const { field } = playerAt(st, k, who);
    const chunks: number[] = [];
    for (let x = note.from - 1; x <= note.to; x++) chunks.push(x);
    st.cur.args.push({ np: field, particles: ['に', 'は'], chunks: [k] }, { np: it.np, particles: ['が'], chunks });
    close(st, copula([], ''), null, null);
  });
}

/**
 * 「ライフはお互い20です」「ライフは自分が10、相手が20」: the life noun said first as the topic, with no owner, then a
 * player and a total: the total is that player's life (as 「お互いのライフは20」).
 */
export function lifeOwnerAfter(st: State, it: Extract<Item, { kind: 'np' }>): void {
  const args = st.cur.args;
  if (args.length !== 2 || !totalAmount(it.np) || it.particles.length > 0) return;
  const [noun, who] = args as [Arg, Arg];
  if (noun.np.kind !== 'property' || (noun.np.noun !== 'life' && noun.np.noun !== 'poison') || noun.np.of !== null || !TOPIC.has(roleParticle(noun.particles) ?? '')) return;
  if (who.np.kind !== 'player' || !(who.particles.length === 0 || roleParticle(who.particles) === 'が')) return;
  const np: NounPhrase = { ...noun.np, of: who.np, chunks: [...noun.np.chunks, ...who.np.chunks] };
  st.cur.args = [{ np, particles: noun.particles, chunks: [...noun.chunks, ...who.chunks] }];
}

/**
 * 「お互いライフ20で、」「相手のライフは5で、」: the clause so far is a player's life (or poison) and a bare number
 * with で, the copula's te-form: the total is told and the clause closed there (true). Not for a player alone
 * (「相手は3で」 may be said of anything), only for their life or poison said.
 */
export function lifeTotalTold(b: Building, arg: Arg): boolean {
  const who = b.args[0];
  if (b.args.length !== 2 || b.args[1] !== arg || who?.np.kind !== 'property' || arg.np.kind !== 'amount' || arg.np.noun !== 'total') return false;
  const saved = arg.particles;
  arg.particles = [];
  if (!totalTold(b)) {
    arg.particles = saved;
    return false;
  }
  return true;
}

/** An amount of life or of poison counters (ライフ4, 毒カウンター7個). */
export function lifeOrPoison(np: NounPhrase): boolean {
  return np.kind === 'amount' && np.n !== null && (np.noun === 'life' || np.noun === 'poison');
}

/**
 * 「ライフ3の私が《溶岩の斧》を受けたら」「毒カウンター9個の相手に」: a life or poison total said before a player with の is
 * that player's (119.1, 122.1f), told as a clause of its own before the clause the player is part of — as
 * 「私のライフは3。」 said first. The total's phrase leaves the clause being read.
 */
export function totalBeforePlayer(st: State, it: Extract<Item, { kind: 'np' }>): void {
  if (it.np.kind !== 'player') return;
  const args = st.cur.args;
  const total = args.at(-1);
  if (!total || !lifeOrPoison(total.np) || total.particles.join('') !== 'の' || st.r.chunks[it.from - 1]?.text !== 'の') return;
  args.pop();
  const player = it.np;
  aside(st, () => {
    st.cur.args.push({ np: player, particles: ['は'], chunks: [it.from] }, { np: total.np, particles: [], chunks: total.chunks });
    close(st, copula([], ''), null, null);
  });
}
