/** Reading a Japanese sentence's items into clauses, argument by argument until a verb closes each. */
import type { NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import type { Arg, State } from './clause-state.ts';
import { copula, heldTo, roleParticle, startClause, TOPIC } from './clause-state.ts';
import { close } from './clause-close.ts';
import { bothOfKeywordsBefore, bothOfListBefore } from './both-of-list.ts';
import { stateAskedCopula } from './asked-states.ts';
import { gapAt } from './relative-clauses.ts';
import { countAfter, lifeNotes, lifeOrPoison, totalBeforePlayer, lifeOwnerAfter, lifeTotalTold } from './life-and-counts.ts';
import { omittedCast, omittedCastAt, omittedCastWithChoice, spellAtFace } from './verbless-clauses.ts';
import { readVerbItem } from './verb-items.ts';
import { omittedDeal } from './omitted-deal.ts';
import { readChunkItem } from './chunk-items.ts';

type PhraseItem = Extract<Item, { kind: 'np' }>;

/** Reads the items in order; each handler says how many items after its own it used up. */
export function readClauses(st: State, list: Item[]): void {
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    if (it.kind !== 'np') st.pendingItem = null;
    if (it.kind === 'np') k += readPhraseItem(st, list, k, it);
    else if (it.kind === 'keywords') readKeywordsItem(st, it, list[k + 1]);
    else if (it.kind === 'verb') k += readVerbItem(st, list, k, it);
    else k += readChunkItem(st, list, k, it);
  }
  if (st.cur.args.length > 0 || st.cur.rest.wh || st.cur.rest.chunks.length > 0 || st.held) close(st, stateAskedCopula(st), null, null);
}

/** A noun phrase: the clause's next argument, unless it joins a phrase or a count before it, or is held as the topic. */
function readPhraseItem(st: State, list: Item[], k: number, it: PhraseItem): number {
  const next = list[k + 1];
  if (bothOfKeywordsBefore(st, it, list[k - 1], next) || bothOfListBefore(st, it, next)) return 0;
  allOfThem(it);
  totalBeforePlayer(st, it);
  lifeNotes(st, it);
  // 「ライフはお互い20」「ライフは相手が15」: the player said after the life noun is whose life it is.
  lifeOwnerAfter(st, it);
  // 「2/2が1体いる」「《栄光の頌歌》が2枚ある」: a count after the phrase's particle is the phrase's.
  if (countAfter(st, it, next)) return 0;
  if (ownersJoined(it, next, list.slice(k + 2))) return 0;
  if (joinsPendingList(st, it)) return 0;
  if (bothPlayersWithMo(st, it, next)) return 0;
  const arg = { np: it.np, particles: it.particles, chunks: itemChunks(it) };
  // 「Xは、…」: a topic set off by a comma is the last clause's.
  if (roleParticle(it.particles) !== null && TOPIC.has(roleParticle(it.particles)!) && next?.kind === 'chunk' && next.c.text === '、' && !st.held) {
    st.held = arg;
    return 0;
  }
  if (gapAt(st, it, list[k - 1])) {
    (st.gapped ??= []).push(st.cur);
    st.cur = startClause(st.sentence, st.question);
  }
  heldTo(st, arg);
  st.cur.args.push(arg);
  if (omittedCast(st, arg, next) || omittedCastAt(st, arg, next) || spellAtFace(st, arg, next) || omittedDeal(st, arg, next)) return 0;
  if (omittedCastWithChoice(st, arg, next, list[k + 2])) return 1;
  lifeAmountWithDe(st, it, arg);
  return 0;
}

/** 「《灰色熊》が2体と3/3が…」: the phrase after a count and と is the list's next item. */
function joinsPendingList(st: State, it: PhraseItem): boolean {
  const pending = st.pendingItem;
  st.pendingItem = null;
  if (!pending || pending.np.kind !== 'list' || st.cur.args[st.cur.args.length - 1] !== pending || (it.np.kind !== 'object' && it.np.kind !== 'list')) return false;
  pending.np.items.push(...(it.np.kind === 'list' ? it.np.items : [it.np]));
  pending.np.chunks.push(...(it.np.kind === 'list' ? it.np.chunks : []));
  pending.np.end = it.np.end;
  pending.np.text = st.r.text.slice(pending.np.start, pending.np.end);
  pending.particles = it.particles;
  pending.chunks.push(...itemChunks(it));
  return true;
}

/**
 * 「自分も相手もライフ2」「相手も私もライフは20」「私も相手も《灰色熊》をコントロールしている」: both players said
 * with も ("both A and B") are each player, as 「お互い」「自分と相手が」 say — whatever the clause goes on to tell
 * (a total, a permanent each controls); a verb no player can do for both is named there (frames, each-player-acts).
 */
function bothPlayersWithMo(st: State, it: PhraseItem, next: Item | undefined): boolean {
  const prevArg = st.cur.args[st.cur.args.length - 1];
  const pair = (a: NounPhrase): boolean => a.kind === 'player' && (a.player.who === 'me' || a.player.who === 'opponent');
  const totalNext = next?.kind === 'np' && (lifeOrPoison(next.np) || (next.np.kind === 'property' && (next.np.noun === 'life' || next.np.noun === 'poison') && next.np.of === null));
  if (!(pair(it.np) && it.particles.join('') === 'も' && prevArg && st.cur.args.length === 1 && pair(prevArg.np) && prevArg.particles.join('') === 'も' && (prevArg.np as { player: { who: string } }).player.who !== (it.np as { player: { who: string } }).player.who)) return false;
  const chunks = [...prevArg.np.chunks, ...it.np.chunks];
  const each: NounPhrase = { kind: 'player', player: { who: 'each' }, chunks, start: prevArg.np.start, end: it.np.end, text: st.r.text.slice(prevArg.np.start, it.np.end) };
  // (「ライフは3」 after them: their life, as 「お互いのライフは3」.)
  if (totalNext && next?.kind === 'np' && next.np.kind === 'property') {
    next.np.of = each;
    next.np.chunks.unshift(...chunks);
    st.cur.args.pop();
    return true;
  }
  prevArg.np = each;
  prevArg.particles = [];
  prevArg.chunks.push(...itemChunks(it));
  return true;
}

/**
 * 「ライフ4で、…」「相手は毒カウンター7個でライフ20」: で after a life or poison amount is "is … and"
 * (the copula's te-form): the clause ends there, its topic carried on.
 */
function lifeAmountWithDe(st: State, it: PhraseItem, arg: Arg): void {
  if (roleParticle(it.particles) !== 'で' || it.particles.length !== 1) return;
  if (lifeOrPoison(it.np)) {
    arg.particles = [];
    close(st, copula([], ''), null, null);
    return;
  }
  // 「お互いライフ20で、…」「相手のライフは5で、…」: the same after a bare number said of a player's life.
  if (lifeTotalTold(st.cur, arg)) close(st, copula([], ''), null, null);
}

/** Keywords said in the clause: what its object has, gains or lacks. */
function readKeywordsItem(st: State, it: Extract<Item, { kind: 'keywords' }>, next: Item | undefined): void {
  const c = st.cur.rest;
  c.keywords.push(...it.keywords);
  c.chunks.push(...itemChunks(it));
  st.cur.keywordChunks.push(...itemChunks(it));
  if (it.particles.some((p) => TOPIC.has(p) || p === 'が')) st.cur.keywordTopic = true;
  // 「自分の1/1は破壊不能で、自分の2/2は…」: で after the keywords said of an object (the topic) is
  // the copula's te-form, "is … and": the clause ends there, so the next topic starts a clause of
  // its own instead of being read as this one's object (as for 「ライフ4で、…」 below).
  // But 「熊は接死で死にますか」「3/3は接死で破壊される？」: keywords with で right before a verb the subject suffers (dies, is
  // destroyed, takes damage) say what it suffers from — another object's keyword, as 「接死のせいで」 says — never that the
  // subject has it (the Bears were given deathtouch, s29 dev set).
  const said = st.cur.args.some((a) => a.np.kind === 'object' && TOPIC.has(roleParticle(a.particles) ?? ''));
  if (said && it.particles.length === 1 && it.particles[0] === 'で' && !sufferedNext(next)) close(st, copula([], ''), null, null);
}

/**
 * 「3体とも死ぬ?」「2枚とも」: a count of creatures (or cards) with とも is "all N of them" — the group told last, as
 * 「2体とも」 is both — and that many (refs.ts refuses a group of another size).
 */
function allOfThem(it: Extract<Item, { kind: 'np' }>): void {
  const np = it.np;
  // 「両方とも死ぬ?」「両方とも倒せますか」: とも after 両方 is "both of them", no role of its own (it was read as と, "with").
  if (np.kind === 'pronoun' && np.word === 'both' && it.particles.join('') === 'とも') {
    it.particles = [];
    return;
  }
  if (np.kind !== 'object' || it.particles.join('') !== 'とも' || np.head !== 'creature' || np.count === null || np.count < 2 || np.chunks.length !== 1 || np.power !== null || np.owner !== null) return;
  it.np = { kind: 'pronoun', word: 'they', possessive: false, count: np.count, chunks: [...np.chunks], start: np.start, end: np.end, text: np.text };
  // (Placed by the verb, as the bare 「2体とも」 is: the subject of 死ぬ, the object of 倒せる.)
  it.particles = [];
}

/**
 * 「《灰色熊》と《ラノワールのエルフ》のパワーとタフネスは？」: 「XとYの P」 asked with no verb after it is the P of each of
 * X and Y (の binds the nearer name, と joins the two owners), as "the power and toughness of X and Y" — both
 * answered, never X left over as someone Y's P is "with". The property takes the list as its owner.
 */
function ownersJoined(it: Item & { kind: 'np' }, next: Item | undefined, after: readonly Item[]): boolean {
  if (it.particles.join('') !== 'と' || (it.np.kind !== 'object' && it.np.kind !== 'list') || (it.np.kind === 'list' && it.np.items.some((x) => x.kind !== 'object'))) return false;
  if (next?.kind !== 'np' || next.np.kind !== 'property' || next.np.of?.kind !== 'object' || next.from !== it.to) return false;
  if (after.some((x) => x.kind === 'verb')) return false;
  const of = next.np.of;
  const items = [...(it.np.kind === 'list' ? it.np.items : [it.np]), of];
  const inItems = new Set(items.flatMap((x) => phraseChunks(x)));
  const joiners = itemChunks(it).filter((k) => !inItems.has(k));
  next.np.of = { kind: 'list', items, conj: 'and', chunks: [...(it.np.kind === 'list' ? it.np.chunks : []), ...joiners], start: it.np.start, end: of.end, text: '' };
  next.np.start = it.np.start;
  next.from = it.from;
  return true;
}

/** Verbs whose subject undergoes harm: dies, is destroyed or killed, takes damage (verb-words.ts senses). */
const SUFFERED: ReadonlySet<string> = new Set(['die', 'take']);
const DONE_TO: ReadonlySet<string> = new Set(['destroy', 'kill']);

function sufferedNext(next: Item | undefined): boolean {
  if (next?.kind !== 'verb') return false;
  const sense = next.c.senses[0];
  if (sense?.kind !== 'verb') return false;
  return SUFFERED.has(sense.verb) || (DONE_TO.has(sense.verb) && next.c.ja.verb!.morph.passive);
}
