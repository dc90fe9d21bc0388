/** Japanese clauses whose verb is left out: a cast said by its spell alone, and a permanent placed on a side of the battlefield. */
import type { NounPhrase } from '../clause.ts';
import type { Sub } from '../senses.ts';
import { chainsClauses } from './chunk.ts';
import { emptyMorph } from './morph.ts';
import type { Item } from './items.ts';
import { SELF_WORDS } from './lexicon.ts';
import type { Arg, Morph, State } from './clause-state.ts';
import { copula, roleParticle } from './clause-state.ts';
import { close } from './clause-close.ts';
import { itemChunks } from './items.ts';
import { VERB_WORDS } from './verb-words.ts';
import type { Verb } from '../senses.ts';

/**
 * 「《稲妻のらせん》を相手本体に。」「《ショック》を相手の2/2に、…」: an instant or sorcery marked を, then what it is
 * cast at (a player or an object marked に) ending the clause — cast at it, the verb left unsaid, as omittedCast
 * reads the card said last. Only with nothing else in the clause but a player who does it.
 */
export function omittedCastAt(st: State, arg: Arg, next: Item | undefined): boolean {
  if (arg.particles.length !== 1 || roleParticle(arg.particles) !== 'に' || (arg.np.kind !== 'player' && arg.np.kind !== 'object')) return false;
  const end = next === undefined || (next.kind === 'chunk' && chainsClauses(next.c.text));
  if (!end || (st.question && next === undefined) || st.cur.rest.wh !== null) return false;
  const others = st.cur.args.filter((a) => a !== arg);
  const spells = others.filter((a) => roleParticle(a.particles) === 'を' && a.np.kind === 'object' && a.np.card !== null && /\b(?:Instant|Sorcery)\b/.test(a.np.card.typeLine));
  if (spells.length !== 1) return false;
  if (others.some((a) => a !== spells[0] && !(a.np.kind === 'player' && ['が', 'は'].includes(roleParticle(a.particles) ?? '')))) return false;
  const morph: Morph = { ...emptyMorph(), link: next === undefined ? null : 'te', past: next === undefined };
  close(st, { verb: 'cast', card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, chunks: [], text: '' }, morph, null);
  return true;
}

/**
 * 「《稲妻》に相手が《対抗呪文》、それに対応して私が《巨大化》。」: in a chain of spells told, a bare
 * instant or sorcery ending its clause (before 、 or →, or the sentence's end) after a player who does it
 * (が) or what it answers (a に-phrase, an in-response time) is cast — the verb left unsaid. A bare
 * card alone or in a list (「《稲妻》、《ショック》を唱えた」) is not: nothing says who does what.
 */
export function omittedCast(st: State, arg: Arg, next: Item | undefined): boolean {
  const np = arg.np;
  if (arg.particles.length > 0 || np.kind !== 'object' || !np.card || !/\b(?:Instant|Sorcery)\b/.test(np.card.typeLine)) return false;
  const end = next === undefined || (next.kind === 'chunk' && chainsClauses(next.c.text));
  if (!end || st.question && next === undefined) return false;
  const others = st.cur.args.filter((a) => a !== arg);
  // (Only が: 「相手は《紅蓮地獄》、私は《稲妻》を持っている」 with the topic は lists what each has.)
  const doer = others.some((a) => a.np.kind === 'player' && roleParticle(a.particles) === 'が');
  const answered = others.some((a) => roleParticle(a.particles) === 'に') || st.cur.rest.times.includes('in-response');
  if (!doer && !answered) return false;
  if (others.some((a) => roleParticle(a.particles) === 'を' || a.particles.length === 0)) return false;
  // 「《稲妻》に相手が《対抗呪文》」: a spell after に is on the stack, what the other one answers (117.3c), as
  // 「《稲妻》に《対抗呪文》で対応した」 says it.
  const spellAnswered = others.some((a) => roleParticle(a.particles) === 'に' && a.np.kind === 'object' && a.np.card !== null && /\b(?:Instant|Sorcery)\b/.test(a.np.card.typeLine));
  arg.particles = [spellAnswered ? 'で' : 'を'];
  const morph: Morph = { ...emptyMorph(), link: next === undefined ? null : 'te', past: next === undefined };
  close(st, { verb: spellAnswered ? 'respond' : 'cast', card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, chunks: [], text: '' }, morph, null);
  return true;
}

/**
 * 「対応で《ボロスの魔除け》の破壊不能モード。」「対応で《ボロスの魔除け》、破壊不能モード。」: a bare spell and, right after it, a
 * choice told of its cast (a mode, 700.2; a color, 608.2d) ending the clause — cast with that choice, the verb left unsaid,
 * as omittedCast reads the card said last. The choice's chunk is the cast's; true when it was read (the caller skips it).
 */
export function omittedCastWithChoice(st: State, arg: Arg, next: Item | undefined, after: Item | undefined): boolean {
  const s = next?.kind === 'chunk' && next.particles.length === 0 ? next.c.senses[0] : undefined;
  if (!next || !s || (s.kind !== 'mode-choice' && s.kind !== 'color-choice')) return false;
  const chunks = st.cur.rest.chunks.length;
  st.cur.rest.chunks.push(...itemChunks(next));
  if (omittedCast(st, arg, after)) return true;
  st.cur.rest.chunks.length = chunks;
  return false;
}

/**
 * 「相手ライフ3で《稲妻》本体。」「《ショック》顔、これで勝ち？」: an instant or sorcery and 本体／顔 said bare right after it, the
 * clause ending there, is the spell cast at that player with the verb (and に) left out — as 「本体に《稲妻》」 is.
 */
export function spellAtFace(st: State, arg: Arg, next: Item | undefined): boolean {
  const np = arg.np;
  if (np.kind !== 'player' || arg.particles.length > 0 || np.chunks.length !== 1 || !SELF_WORDS.has(st.r.chunks[np.chunks[0]!]?.text ?? '')) return false;
  const spell = st.cur.args[st.cur.args.length - 2];
  if (!spell || spell.particles.length > 0 || spell.chunks[spell.chunks.length - 1] !== np.chunks[0]! - 1) return false;
  arg.particles = ['に'];
  if (omittedCast(st, spell, next)) return true;
  arg.particles = [];
  return false;
}

/**
 * 「《X》と《Y》を出している状態で」「《謙虚》と《頌歌》が両方出てるとき」「私は《頌歌》を出してる」:
 * they are on the battlefield (its player's side, when a player is said) — a state, not a spell cast now.
 */
export function placedOnField(st: State, verbChunks: number[], morph: Morph, sub: Sub | null): void {
  const args = st.cur.args;
  const player = args.find((a) => a.np.kind === 'player' && ['が', 'は', 'も'].includes(roleParticle(a.particles) ?? ''));
  const things = args.filter((a) => a !== player);
  // (両方 after the list says "both of them": part of the list.)
  const list = things.find((a) => a.np.kind === 'list' || a.np.kind === 'object');
  for (const a of things) {
    if (a.np.kind === 'pronoun' && a.np.word === 'both' && list && list !== a && a.particles.length === 0) {
      list.chunks.push(...a.chunks);
      list.np.chunks.push(...a.chunks);
      continue;
    }
    if (roleParticle(a.particles) === 'を') a.particles = ['が'];
  }
  st.cur.args = things.filter((a) => !(a.np.kind === 'pronoun' && a.np.word === 'both' && list && list !== a && a.particles.length === 0));
  const p = player?.np ?? null;
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: p, adjectives: [], chunks: player?.chunks ?? [], start: p?.start ?? 0, end: p?.end ?? 0, text: p?.text ?? '' };
  st.cur.args.push({ np: field, particles: ['に'], chunks: player?.chunks ?? [] });
  close(st, copula(verbChunks, st.r.text.slice(st.r.chunks[verbChunks[0]!]!.start, st.r.chunks[verbChunks[verbChunks.length - 1]!]!.end)), morph, sub);
}

/**
 * 「《栄光の頌歌》を2枚並べた状態で」「《X》を出した状態で」: a verb of putting out in the past before 状態
 * ("the state in which …") tells what is on the battlefield while the rest happens, as 出している does —
 * never a spell cast then.
 */
export function placedState(it: Item & { kind: 'verb' }, next: Item | undefined): boolean {
  const v = it.c.ja.verb!;
  const m = v.morph;
  if (!v.placing || !m.past || !m.attributive || m.passive || m.potential || m.negated || it.particles.length > 0) return false;
  return next?.kind === 'chunk' && next.c.text === '状態' && next.c.ja.sub === 'while';
}

/**
 * 「《硬化した鱗》おいてる状態で」「《栄光の頌歌》を置いた状態で」「《倍増の季節》置いてる」: 置く with only permanent cards and no
 * place said (no に), in the perfect or past before 状態, is 出している — they are on the battlefield. With a place, or with
 * counters (「+1/+1カウンターを置いている」), it is the verb of putting, read as before.
 */
export function putOutState(st: State, it: Item & { kind: 'verb' }, next: Item | undefined): boolean {
  const sense = it.c.senses[0];
  const m = it.c.ja.verb!.morph;
  if (sense?.kind !== 'verb' || sense.verb !== 'put' || m.passive || m.potential || m.negated || it.particles.length > 0) return false;
  const before = next?.kind === 'chunk' && next.c.text === '状態' && next.c.ja.sub === 'while';
  if (!m.perfect && !(m.past && m.attributive && before)) return false;
  const things = st.cur.args.filter((a) => !(a.np.kind === 'player' && ['が', 'は', 'も'].includes(roleParticle(a.particles) ?? '')));
  const permanent = (np: NounPhrase): boolean => (np.kind === 'list' ? np.items.every(permanent) : np.kind === 'object' && np.card !== null && np.card.typeLine !== '' && !/\b(?:Instant|Sorcery)\b/.test(np.card.typeLine));
  return things.length > 0 && things.every((a) => permanent(a.np) && ['を', 'が', null].includes(roleParticle(a.particles) ?? null));
}

/**
 * 「こっちは《羽ばたき飛行機械》と《灰色熊》がいる」「相手は2/2が2体いるんだけど」: a player as the topic
 * (は/も) and what is there (が) with いる/ある say those are on that player's battlefield, as
 * 「私の場には…がいる」 does. Only that shape: anything else said with them is left to the clause.
 */
export function thereOnSide(st: State, it: Item & { kind: 'verb' }): boolean {
  const m = it.c.ja.verb!.morph;
  const args = st.cur.args;
  // 「こっちは2/2が2体しかいない」: しか with the negated verb is "only these are there" — the side told as with いる
  // (a board told is all there is); the phrase takes が as it would without しか.
  const only = m.negated && args[args.length - 1]?.particles.join('') === 'しか' ? args[args.length - 1] : undefined;
  if ((m.negated && !only) || m.passive || m.potential) return false;
  const sense = it.c.senses[0];
  if (sense?.kind !== 'verb' || sense.verb !== 'be' || !/^[いあ居在有]/.test(it.c.text)) return false;
  if (args.length !== 2) return false;
  const player = args.find((a) => a.np.kind === 'player' && a.np.chunks.length > 0 && ['は', 'も'].includes(roleParticle(a.particles) ?? ''));
  const thing = args.find((a) => (a.np.kind === 'object' || a.np.kind === 'list') && (roleParticle(a.particles) === 'が' || a === only));
  if (player === undefined || thing === undefined) return false;
  if (only) only.particles = ['が'];
  return true;
}

/** The copula closing a question of an amount: 「何点ですか」「3点でしょうか」. */
const COPULA_ENDS: ReadonlySet<string> = new Set(['です', 'ですか', 'だ', 'なの', 'か', 'でしょうか', 'ですかね']);

/** The verb a 〜する noun names (回復 → 回復する), from the verb words. */
const VERBAL_NOUNS = new Map<string, Verb>(VERB_WORDS.flatMap(([w, v]) => (w.endsWith('する') && w.length > 2 ? [[w.slice(0, -2), v] as const] : [])));

/**
 * 「回復は3点？」「回復って何点？」: a 〜する noun the lexicon knows said as the topic of a question whose only predicate is
 * an amount (名詞述語) is that verb asked of the amount, as 「3点回復する？」「何点回復する？」 say it. Only an amount or
 * 何点 ending the question; anything else after the topic is left to the clause reader. Returns the items read (0: none).
 */
export function verbalNounTopic(st: State, list: readonly Item[], k: number): number {
  const it = list[k];
  if (!st.question || it?.kind !== 'chunk' || it.c.senses[0]?.kind !== 'unknown' || st.cur.args.length > 0) return 0;
  const verb = VERBAL_NOUNS.get(it.c.text);
  if (!verb || it.particles.length !== 1 || !['は', 'って'].includes(it.particles[0]!)) return 0;
  const amount = list[k + 1];
  // (The polite or plain copula may close it: 「回復は何点ですか」「回復は3点だ？」.)
  const closing = list.slice(k + 2).every((x) => x.kind === 'chunk' && (/^[?？]+$/u.test(x.c.text) || COPULA_ENDS.has(x.c.text)));
  if (amount === undefined || amount.particles.length > 0 || !closing) return 0;
  const asked = amount.kind === 'chunk' && amount.c.senses[0]?.kind === 'wh' && amount.c.senses[0].wh === 'how-much';
  const told = amount.kind === 'np' && amount.np.kind === 'amount' && amount.np.noun === 'total';
  if (!asked && !told) return 0;
  if (told) st.cur.args.push({ np: amount.np, particles: [], chunks: itemChunks(amount) });
  else st.cur.rest.wh = 'how-much';
  if (asked) st.cur.rest.chunks.push(...itemChunks(amount));
  const said = itemChunks(it);
  close(st, { verb, card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, chunks: said, text: it.c.text }, emptyMorph(), null);
  return 2;
}
