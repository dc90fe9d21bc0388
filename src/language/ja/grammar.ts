/**
 * Japanese sentences and clauses. A sentence ends at 。 ? ! ; it asks when it ends in ? or a
 * question ending (〜か, 〜の) or holds a question word. Within a sentence (items.ts groups the
 * chunks), arguments are gathered by their particles until a verb closes the clause: が/は/も/って
 * mark the subject, を the object, に a target or recipient (the agent of a passive: 〜にブロック
 * された), で an instrument (《稲妻》で) or the creatures that block (2体で), から and まで a source
 * and a limit. The verb's ending says how the clause links to the next: 〜たら/〜ば/〜と and 〜場合,
 * 〜とき make a condition (sub 'if'/'when'), the te-form chains clauses in order, and a verb right
 * before a noun is a relative clause (「《ショック》で2点与えた相手の3/3」: an event, then the noun).
 * valency.ts then fills each clause's roles the way the English grammar does for the same
 * meaning, so the shared frames and intents read both languages alike.
 */
import type { Clause, NounPhrase, Sentence, VerbInfo } from '../clause.ts';
import { emptyClause, phraseChunks } from '../clause.ts';
import type { PlayerWord, Prep, Sense, Sub } from '../senses.ts';
import type { JaChunk } from './chunk.ts';
import { chainsClauses } from './chunk.ts';
import type { JaReader } from './reader.ts';
import { particle, sense } from './reader.ts';
import { readItems, itemChunks } from './items.ts';
import { emptyMorph } from './morph.ts';
import type { Item } from './items.ts';
import { QUESTION_REQUESTS, SELF_WORDS } from './lexicon.ts';
import { TOLD_OF_IT, finishClause, relativeGap, zeroSubject } from './valency.ts';
import { absenceNoteAt, lifeNoteAt, presenceNoteAt, readObject } from './phrases.ts';
import { lookupTable } from '../../core/table.ts';

const SENTENCE_END = new Set(['。', '?', '!', '．']);

/** 〜ために, 〜ため: "in order to" after a verb's plain form. */
const PURPOSE_NOUNS: ReadonlySet<string> = new Set(['ため', '為']);

interface Bounds {
  from: number;
  to: number;
  question: boolean;
}

function sentenceBounds(chunks: readonly JaChunk[]): Bounds[] {
  const out: Bounds[] = [];
  let from = 0;
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]!;
    // The tokeniser may join punctuation (「?(」): the mark it starts with ends the sentence.
    const p = c.senses[0]!.kind === 'punct' ? c.text.charAt(0) : null;
    if (p && SENTENCE_END.has(p)) {
      if (i > from) out.push({ from, to: i, question: p === '?' });
      else if (p === '?' && out.length > 0) out[out.length - 1]!.question = true;
      from = i + 1;
    }
  }
  if (from < chunks.length) out.push({ from, to: chunks.length, question: false });
  for (const s of out) {
    const slice = chunks.slice(s.from, s.to);
    const last = slice[slice.length - 1];
    if (!s.question && last && (last.ja.verb?.morph.question || last.ja.particle === 'か' || /か$/.test(last.text) && last.senses[0]!.kind === 'aux')) s.question = true;
    if (!s.question && slice.some((c) => c.senses[0]!.kind === 'wh' || QUESTION_REQUESTS.has(c.text))) s.question = true;
  }
  return out;
}

/** The particle that decides an argument's role: に of には, で of でも; は or も only when alone. */
export function roleParticle(particles: readonly string[]): string | null {
  const main = particles.find((p) => p !== 'は' && p !== 'も');
  return main ?? particles[0] ?? null;
}

const PARTICLE_PREP: Record<string, Prep> = lookupTable({ に: 'to', へ: 'to', で: 'with', から: 'from', まで: 'until', より: 'than', と: 'with', の: 'of', 対象に: 'targeting' });

interface Arg {
  np: NounPhrase;
  particles: string[];
  chunks: number[];
}

/** What a clause has gathered before its verb. */
interface Building {
  args: Arg[];
  /** Everything else the clause holds (times, question word, keywords…); its roles are filled at the verb. */
  rest: Clause;
  /** The chunks that said the clause's keywords (飛行を得る: 飛行). */
  keywordChunks: number[];
  /** A keyword was said as the clause's subject or topic (「飛行は残りますか」: は, が, も, って). */
  keywordTopic: boolean;
}

function startClause(sentence: number, question: boolean): Building {
  return { args: [], rest: emptyClause(sentence, question), keywordChunks: [], keywordTopic: false };
}

/** Puts one noun phrase where its particle says; `topic` tells whether the subject so far came from は/も. */
function addArg(c: Clause, a: Arg, marks: Map<NounPhrase, string | null>, topic: { v: boolean }): void {
  const { np } = a;
  const p = roleParticle(a.particles);
  c.chunks.push(...a.chunks);
  marks.set(np, p);
  if (p === 'が' || p === 'は' || p === 'も' || p === 'って') {
    if (!c.subject) {
      c.subject = np;
      topic.v = p !== 'が';
    } else if (p === 'が' && topic.v) {
      // 「XはYが…」: Y is the subject; the topic X is kept as the complement.
      c.complement ??= c.subject;
      c.subject = np;
      topic.v = false;
    } else if (!c.object) c.object = np;
    else c.complement ??= np;
    return;
  }
  if (p === 'を') {
    if (!c.object) c.object = np;
    else c.object2 ??= np;
    return;
  }
  // A bare phrase (particle dropped in speech) is placed by the verb (valency.ts).
  const prep: Prep | undefined = p === null ? 'as' : PARTICLE_PREP[p];
  if (prep) c.roles.push({ prep, np, time: null, chunks: [...a.chunks] });
}

/** The clause the gathered arguments and the verb make. */
function build(b: Building, verb: VerbInfo | null, sub: Sub | null, extra: number[]): { clause: Clause; marks: Map<NounPhrase, string | null> } {
  const c: Clause = { ...b.rest, chunks: [...b.rest.chunks, ...extra], roles: [], verb, sub };
  const marks = new Map<NounPhrase, string | null>();
  const topic = { v: false };
  for (const a of b.args) addArg(c, a, marks, topic);
  return { clause: c, marks };
}

function verbInfo(it: Extract<Item, { kind: 'verb' }>): VerbInfo | null {
  const c = it.c;
  const s = c.senses[0]!;
  const m = c.ja.verb!.morph;
  const base = { passive: m.passive, negated: m.negated, modal: m.potential ? ('can' as const) : null, perfect: m.perfect, hypothetical: m.link === 'if', ...(m.toward ? { toward: true } : {}), chunks: itemChunks(it), text: c.text };
  if (s.kind === 'verb') return { verb: s.verb, card: null, ...base };
  if (s.kind === 'card') return { verb: 'cast', card: { name: s.name, display: s.display, typeLine: s.typeLine }, ...base };
  return null;
}

/** The sub a verb's ending or a following noun (場合, とき, 後) gives its clause. */
function subOf(it: Extract<Item, { kind: 'verb' }>, next: Item | undefined): { sub: Sub | null; eat: boolean; purpose?: true } {
  const link = it.c.ja.verb!.morph.link;
  if (next?.kind === 'chunk' && next.c.ja.sub) return { sub: next.c.ja.sub, eat: true };
  // 「相手の3/3を倒すために」: what the clause after is done for (Clause.purpose), never told as done.
  if (it.c.ja.verb!.morph.attributive && next?.kind === 'chunk' && PURPOSE_NOUNS.has(next.c.text)) return { sub: 'since', eat: true, purpose: true };
  if (link === 'if' || link === 'even-if') return { sub: 'if', eat: false };
  if (link === 'when') return { sub: 'when', eat: false };
  // 〜けど, 〜ので: told as background to what is asked after, never asked themselves.
  if (link === 'but') return { sub: 'although', eat: false };
  if (link === 'because') return { sub: 'since', eat: false };
  return { sub: null, eat: false };
}

type Morph = NonNullable<JaChunk['ja']['verb']>['morph'];

interface State {
  r: JaReader;
  sentence: number;
  question: boolean;
  out: Clause[];
  cur: Building;
  /** The subject of the clause before, and whether this clause may share it (te-form chains). */
  lastSubject: NounPhrase | null;
  share: boolean;
  /** The sentence's topic (Xは): the subject of later clauses that say none. */
  topic: NounPhrase | null;
  /** The clause before ended in 〜てから ("after doing"): the next one happens after it, as told with それから. */
  afterLink?: boolean;
  /** A topic set off by a comma (「Xは、…」): it belongs to the sentence's last clause. */
  held: Arg | null;
  /** The player a life total was told of (「ライフが2のとき」): who takes, loses or is dead after, unsaid. */
  lifeHolder: NounPhrase | null;
  /** The attacked player, taken as the unsaid subject of a defender's act after an attack (defenderOf): carried on in its chain. */
  defender?: NounPhrase | null;
  /** Clauses said without their verb, which the next verb closes too (「自分の場にXが2体、相手の場にYがある」). */
  gapped?: Building[];
  /** A list whose last item was closed by its count and と (「《灰色熊》が2体と…」): the next phrase is its next item. */
  pendingItem?: Arg | null;
  /** Relative clauses told after the clause they are in (what an unnamed spell does, told once it is cast). */
  afterNext?: Clause[];
}

/** Verbs told of the player whose life total the sentence gave (ライフ3のときに5点のダメージを受けたら、負けですか). */
const OF_LIFE_HOLDER = new Set(['take', 'be', 'become', 'lose']);

/** 「ライフが2のとき」 read as "I am at 2 life": the player it is about. */
function lifeHolderOf(c: Clause): NounPhrase | null {
  const atLife = c.roles.some((r) => r.prep === 'at' && r.np?.kind === 'amount' && r.np.noun === 'life');
  return atLife && c.subject?.kind === 'player' ? c.subject : null;
}

const TOPIC = new Set(['は', 'も', 'って']);

function close(st: State, verb: VerbInfo | null, morph: Morph | null, sub: Sub | null, extra: number[] = []): void {
  // 「自分の場にXが2体、相手の場にYがある」: the clauses left without their verb share this one.
  const gapped = st.gapped ?? [];
  st.gapped = [];
  const plainBe = verb === null || (verb.verb === 'be' && verb.card === null && !verb.negated && !verb.passive && verb.modal === null);
  // (The last conjunct with its いる/ある is already a side told, 「相手は…がいる」: thereOnSide.)
  const sideTold = st.cur.args.some((a) => a.np.kind === 'property' && a.np.noun === 'battlefield' && a.np.of?.kind === 'player' && roleParticle(a.particles) === 'に');
  if (gapped.length > 0 && plainBe && gapped.every((g) => sideTopicArgs(g.args) !== null) && (sideTopicArgs(st.cur.args) !== null || sideTold)) {
    for (const g of [...gapped, st.cur]) sideTopic(g);
    verb ??= copula([], '');
  }
  for (const g of gapped) elidedParticles(g, st.cur);
  for (const g of gapped) {
    const cur = st.cur;
    st.cur = g;
    close(st, verb ? { ...verb, chunks: [] } : null, morph, sub);
    st.cur = cur;
  }
  if ((verb === null || (verb.verb === 'be' && verb.card === null && morph === null)) && boardTopic(st.cur)) verb ??= copula([], '');
  // 「私のライフと2/2はどうなりますか」「相手のライフと盤面はどうなる？」: a life total and an object asked together
  // with どうなる are two questions, each closed by the one verb (what the life comes to, what happens to the object).
  // 「戦闘後のライフとどっちが死ぬか教えて」: a life total joined by と to a question of which one (or who) is asked
  // as a question of its own, with no verb (「戦闘後のライフは？」).
  const life = lifeAndThing(st.cur, verb);
  if (life) {
    const rest = st.cur;
    const { topic, lastSubject } = st;
    st.cur = life.split;
    close(st, verb && !life.alone ? { ...verb, chunks: [] } : null, life.alone ? null : morph, sub);
    const told = st.out[st.out.length - 1];
    if (st.question && told?.verb && told.subject === life.split.args[0]!.np) told.verb.inverted = true;
    // (The life is no subject of the other question: 「どっちが死ぬ」 is not said of it.)
    Object.assign(st, { cur: rest, topic, lastSubject });
  }
  const final = sub === null && (morph === null || (morph.link === null && !morph.continuative));
  if (final && st.held) {
    st.cur.args.unshift(st.held);
    st.held = null;
  }
  const { clause, marks } = build(st.cur, verb, sub, extra);
  const responding = clause.times.includes('in-response');
  let inherited = st.share ? st.lastSubject : null;
  inherited ??= st.held?.np ?? st.topic;
  if (responding && inherited?.kind === 'player') inherited = null;
  // 「私のライフはいくつになって、どっちが死にますか」: a question word marked が (どっち, どれ, 誰, 何) is the clause's own
  // subject, asked: the topic before is not.
  if (clause.wh !== null && clause.chunks.some((k) => sense(st.r, k, 'wh') !== undefined && particle(st.r, k + 1) === 'が' && clause.chunks.includes(k + 1))) inherited = null;
  if (!inherited && st.lifeHolder && !clause.subject && clause.verb && OF_LIFE_HOLDER.has(clause.verb.verb)) inherited = st.lifeHolder;
  const prev = st.share ? st.out[st.out.length - 1] : undefined;
  if (prev) shareArguments(prev, clause);
  const saidSubject = clause.subject !== null;
  const defender = saidSubject ? null : defenderOf(st, prev, clause);
  if (defender) inherited = defender;
  st.defender = defender;
  const c = finishClause(st.r, clause, marks, { morph, inherited, relative: false, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic });
  switchedActor(st, c, saidSubject ? null : inherited);
  alsoMarked(st.cur.args, c);
  if (contextOnly(st.r, c)) {
    // 「初心者です」「質問なんですが、」「昨日の試合の話です」: nothing about the board is said.
    st.cur = startClause(st.sentence, st.question);
    return;
  }
  // 「Xを唱えてから、Yを唱えた」: Y is told after X (as 「それから」 says), not while X waits on the stack.
  if (st.afterLink && !c.times.includes('later') && !c.times.includes('in-response')) c.times.push('later');
  st.afterLink = morph?.link === 'after';
  if (c.verb || c.subject || c.object || c.chunks.length > 0 || c.wh) st.out.push(c);
  if (st.afterNext?.length) st.out.push(...st.afterNext.splice(0));
  st.lifeHolder = lifeHolderOf(c) ?? st.lifeHolder;
  // Only a subject the words said is shared: the asker left unsaid in one clause is not the next one's.
  st.lastSubject = c.subject && c.subject.chunks.length > 0 ? c.subject : null;
  if (c.subject && TOPIC.has(marks.get(c.subject) ?? '')) st.topic = c.subject;
  st.share = morph !== null && sub === null && (morph.link === 'te' || morph.continuative || morph.link === 'without');
  st.cur = startClause(st.sentence, st.question);
}

/** Verbs of a spell cast or got, where a card named again with も is another copy of it. */
const SPELL_TOLD: ReadonlySet<string> = new Set(['cast', 'get']);

/**
 * 「3/3も《巨大化》を受けた」「3/3にも《巨大化》を撃った」「相手も《稲妻》を撃った」: も on one argument besides the spell says
 * the act is done again to (or by) another — "too" (as さらに/また say, 'also'): a card named before and cast again is
 * another card of that name (frames/cast-spell.ts castAgain), never the same one cast from the stack or graveyard.
 * Only one argument so marked: 「AもBも」 ("both A and B") is another reading.
 */
function alsoMarked(args: readonly Arg[], c: Clause): void {
  const v = c.verb;
  if (!v || !SPELL_TOLD.has(v.verb) || v.negated || c.times.includes('also')) return;
  const spell = v.card !== null ? null : c.object;
  if (v.card === null && !(spell?.kind === 'object' && spell.card !== null)) return;
  const mo = args.filter((a) => a.particles.includes('も'));
  if (mo.length !== 1 || mo[0]!.np === spell || mo[0]!.np.kind === 'list') return;
  c.times.push('also');
}

/** A defending player's acts: declaring (or not) a blocker (509.1), being dealt the attacker's damage (510.1b). */
const DEFENDS: ReadonlySet<string> = new Set(['block', 'take']);

/**
 * 「相手の2/2が攻撃してきて、ブロックせず2点のダメージを受けた」: the chain's unsaid subject is the attacker's,
 * but an attacking creature neither blocks in that combat (509.1a) nor, unblocked, is dealt damage; the one
 * who didn't block and took the damage is the attacked player (510.1b) — the asker when the attack came at
 * them (〜してきて) or was the opponent's, the opponent when the asker's creature attacked. Null when that isn't
 * said, or the clause before is no attack (or such a defender's act) in the same chain.
 */
function defenderOf(st: State, prev: Clause | undefined, clause: Clause): NounPhrase | null {
  if (!prev?.verb || !clause.verb || clause.verb.passive || !DEFENDS.has(clause.verb.verb)) return null;
  if (st.defender && prev.subject === st.defender) return st.defender;
  if (prev.verb.verb !== 'attack' || prev.verb.passive || prev.subject?.kind !== 'object') return null;
  const owner = prev.subject.owner?.who ?? prev.subject.controlledBy?.who ?? null;
  const who = owner === 'opponent' || (owner === null && prev.verb.toward === true) ? 'me' : owner === 'me' ? 'opponent' : null;
  if (who === null) return null;
  return { kind: 'player', player: { who }, chunks: [], start: clause.start, end: clause.start, text: '' };
}

/** Verbs of playing a spell or ability: a chain of them told of one player keeps that player. */
const PLAYS: ReadonlySet<string> = new Set(['cast', 'respond', 'activate', 'target']);

/**
 * 「《灰色熊》で攻撃、相手は3/3でブロック、3/3に《冥府の掌握》」「…相手は4/4でブロック、熊に《顕在的防御》を撃った」:
 * the opponent, said as the subject of a combat step told as a bare noun, carried into the next clause that
 * casts a spell and says no player. Tellers switch to their own actions there without saying 私は as often as they
 * go on with the opponent's, and the answer turns on who cast it (the caster's choices, costs and legal
 * targets, 601.2c): asked back (red team s13), never read as the opponent's — nor called impossible for them.
 */
function switchedActor(st: State, c: Clause, carried: NounPhrase | null): void {
  if (carried?.kind !== 'player' || carried.player.reflexive === true) return;
  if (!c.verb || !PLAYS.has(c.verb.verb) || c.verb.passive || c.subject !== carried) return;
  const prev = st.out[st.out.length - 1];
  if (!prev?.verb || PLAYS.has(prev.verb.verb) || prev.sentence !== c.sentence) return;
  // Only after a step told as a bare verbal noun (「ブロック、」, 体言止め): a conjugated chain (「ブロックし、」
  // 「ブロックして、」) keeps its subject by the grammar, and is read so.
  if (/[\u3041-\u309f]$/u.test(prev.verb.text.trim())) return;
  // The asker carried over (「相手は3/3で攻撃、私は4/4でブロック、4/4に《冥府の掌握》」): the same when the sentence
  // has already switched players — the opponent acted in it before — as the teller may switch back without
  // 相手は (red team s13: read as the asker's removal on their own blocker). 「私は3/3で攻撃、《巨大化》を撃った」,
  // with no one else acting, stays the asker's.
  if (carried.player.who === 'me' && !st.out.some((o) => o.sentence === c.sentence && o.subject?.kind === 'player' && o.subject.player.who === 'opponent' && o.subject.chunks.length > 0)) return;
  const other = carried.player.who === 'me' ? '対戦相手（相手）' : 'あなた（私）';
  c.askBack = { options: [other, carried.text], detail: 'who-acts' };
}

/**
 * The clause's words are a player's life (or poison) total joined by と to an object (or a group of them), that
 * one the topic, closed by どうなる: the total split off into a clause of its own (returned, with the question word
 * and times the clause holds), the object left as the clause's one argument. Anything more in the clause, and
 * it is not split (a mixed list read another way is named, never guessed).
 */
function lifeAndThing(b: Building, verb: VerbInfo | null): { split: Building; alone: boolean } | null {
  const total = b.args[0];
  if (!verb || !total || total.particles.join('') !== 'と' || total.np.kind !== 'property' || (total.np.noun !== 'life' && total.np.noun !== 'poison')) return null;
  const thing = b.args[1];
  const happens = verb.verb === 'become' && b.rest.wh === 'what' && b.args.length === 2 && thing !== undefined && ['は', 'が', 'も', 'って'].includes(roleParticle(thing.particles) ?? '') && ['object', 'pronoun', 'list'].includes(thing.np.kind);
  // (「ライフとどっちが死ぬか」: the question word is the other question's subject; nothing else is said.)
  const alone = !happens && b.args.length === 1 && (b.rest.wh === 'which' || b.rest.wh === 'who');
  if (!happens && !alone) return null;
  const split = startClause(b.rest.sentence, b.rest.question);
  split.args.push({ np: total.np, particles: ['は'], chunks: total.chunks });
  // (Alone, it is asked as 「ライフはいくつ？」 is: the total it comes to.)
  split.rest.wh = happens ? 'what' : 'how-many';
  split.rest.times.push(...b.rest.times);
  b.args = b.args.slice(1);
  return { split, alone };
}

/** What a clause of context is made of: filler, words no lexicon knows (no verb among them), the copula, particles, punctuation. */
const CONTEXT_KINDS = new Set<Sense['kind']>(['filler', 'unknown', 'aux', 'punct', 'poss', 'conj', 'prep']);

/**
 * A clause that says nothing of the game (「初心者です」「すみません、質問なんですが」「友達と揉めたん
 * ですけど」): no game word, no noun phrase but the speaker, no verb but the copula or a verb of
 * talking (CONTEXT_VERBS). A verb the lexicon doesn't know (投了した) is not context: it may matter.
 */
function contextOnly(r: JaReader, c: Clause): boolean {
  if (c.verb && c.verb.verb !== 'be') return false;
  if (c.wh || c.asked || c.yesNo || c.keywords.length > 0 || c.lacks.length > 0 || c.times.length > 0 || c.adjectives.length > 0) return false;
  if (c.object || c.object2 || c.complement || c.roles.length > 0) return false;
  if (c.subject && !(c.subject.kind === 'player' && c.subject.player.who === 'me' && c.subject.chunks.length > 0)) return false;
  const subject = new Set(c.subject ? phraseChunks(c.subject) : []);
  const words = c.chunks.filter((k) => !subject.has(k));
  if (words.length === 0) return false;
  return words.every((k) => {
    const ch = r.chunks[k]!;
    const kind = ch.senses[0]!.kind;
    if (!CONTEXT_KINDS.has(kind)) return false;
    return kind !== 'unknown' || ch.ja.particle !== null || ch.ja.verb === null;
  });
}

/** 「3/3に2点のダメージを与え、さらに1点のダメージを与える」: a chained clause with the same verb shares what it leaves unsaid. */
function shareArguments(prev: Clause, c: Clause): void {
  if (!prev.verb || !c.verb || prev.verb.verb !== c.verb.verb || prev.verb.passive !== c.verb.passive) return;
  // 「私が3/3に《稲妻》を撃ち、相手が《対抗呪文》を撃った」: another player's act doesn't share the first one's target.
  if (prev.subject?.kind === 'player' && c.subject?.kind === 'player' && prev.subject.player.who !== c.subject.player.who) return;
  // The clause before is finished (its に may already read 'on', valency.ts); this one is not yet (still 'to').
  const slot = (p: string): string => (p === 'on' || p === 'onto' ? 'to' : p);
  for (const r of prev.roles) {
    if (!r.np || c.roles.some((x) => slot(x.prep) === slot(r.prep))) continue;
    c.roles.push({ ...r, chunks: [] });
  }
}

/** A relative clause: the verb and the arguments before it (not the topic) tell an event about the noun after it. */
function relative(st: State, it: Extract<Item, { kind: 'verb' }>, head: Extract<Item, { kind: 'np' }>): void {
  const isTopic = (a: Arg): boolean => ['は', 'も', 'って'].includes(roleParticle(a.particles) ?? '');
  const rel: Building = { args: st.cur.args.filter((a) => !isTopic(a)), rest: st.cur.rest, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic };
  const { clause, marks } = build(rel, verbInfo(it), null, itemChunks(it));
  if (damageRelative(clause, head.np)) {
    st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
    return;
  }
  relativeGap(clause, head.np, marks);
  clause.chunks.push(...phraseChunks(head.np));
  const rc = finishClause(st.r, clause, marks, { morph: it.c.ja.verb!.morph, inherited: null, relative: true, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic });
  // 「相手の3/3に3点のダメージを与える呪文を撃った」: what a spell no card names does (said in the plain present) is
  // what it does once cast — told after the clause it is in, as "I cast a spell that deals 3 damage to …" is.
  const m = it.c.ja.verb!.morph;
  const h = head.np;
  if (h.kind === 'object' && h.head === 'spell' && h.card === null && rc.subject === h && !m.past && !m.perfect && !m.passive && !m.negated && !m.potential) {
    // (Described by what it does, the spell is one the sentence introduces, "a spell that …": Japanese says no
    // article. The clause's subject is the same phrase as the cast's object: the spell that cast made.)
    if (h.det === null) h.det = 'a';
    (st.afterNext ??= []).push(rc);
    st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
    return;
  }
  st.out.push(rc);
  // 「《支配魔法》で奪われてる《セラの天使》」: a state that an event left (〜ている) describes the noun as it
  // is now — the spell that did it has resolved, so what the clause around it tells comes after.
  if (it.c.ja.verb!.morph.perfect) st.afterLink = true;
  st.cur = { args: st.cur.args.filter(isTopic), rest: emptyClause(st.sentence, st.question), keywordChunks: [], keywordTopic: false };
}

/**
 * 「自分の2/2に与えられる3点のダメージ」 (damage that would be dealt to my 2/2), 「自分の3/3が与えるダメージ」
 * (damage my 3/3 deals): a relative clause of dealing, before a damage noun, says who deals it or
 * to whom — roles of the noun phrase, as English "damage dealt by X" / "that would be dealt to Y",
 * not an event of its own. Only when the clause has nothing else to say.
 */
function damageRelative(clause: Clause, np: NounPhrase): boolean {
  if (clause.verb?.verb !== 'deal' || (np.kind !== 'amount' && np.kind !== 'property') || (np.kind === 'amount' ? np.noun : np.noun) !== 'damage') return false;
  if (clause.object || clause.complement || clause.keywords.length > 0 || clause.wh || clause.times.length > 0) return false;
  const to = clause.roles.filter((r) => r.prep === 'to');
  if (clause.roles.length !== to.length || to.length > 1) return false;
  if (clause.verb.passive) {
    if (clause.subject || to.length !== 1 || np.to) return false;
    np.to = to[0]!.np;
  } else {
    if (!clause.subject || to.length > 0 || np.by) return false;
    np.by = clause.subject;
  }
  // The verb's chunks go with the phrase, so that reading the phrase reads them.
  np.chunks.push(...clause.verb.chunks, ...to.flatMap((r) => r.chunks));
  return true;
}

const ZONE_NOUNS = new Set(['hand', 'graveyard', 'library']);

/** 「何点のダメージ」: the question word and the thing it asks about. */
function whItem(st: State, it: Extract<Item, { kind: 'chunk' }>, next: Item | undefined): boolean {
  const wh = it.c.senses[0]!.kind === 'wh' ? (it.c.senses[0] as { wh: Clause['wh'] }).wh : null;
  if (!wh) return false;
  const c = st.cur.rest;
  // 「誰の手札に戻る」「どっちの墓地に行く」: whose zone something goes to — a zone with a particle of place is
  // an argument of the verb, and the question is where it goes (the answer names the zone's owner: an
  // object goes to its owner's hand or graveyard, 400.3). The question word asks no other argument.
  const placeOf = it.particles.includes('の') && next?.kind === 'np' && next.np.kind === 'property' && ZONE_NOUNS.has(next.np.noun) && next.particles.some((p) => p === 'に' || p === 'へ');
  if (placeOf && (wh === 'who' || wh === 'which')) {
    c.chunks.push(...itemChunks(it));
    return false;
  }
  c.wh = wh;
  c.chunks.push(...itemChunks(it));
  if (it.particles.includes('の') && next?.kind === 'np' && next.np.kind === 'property') {
    c.asked = next.np;
    c.chunks.push(...itemChunks(next));
    return true;
  }
  return false;
}

function readClauses(st: State, list: Item[]): void {
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    const next = list[k + 1];
    const c = st.cur.rest;
    if (it.kind !== 'np') st.pendingItem = null;
    if (it.kind === 'np') {
      allOfThem(it);
      lifeNotes(st, it);
      // 「ライフはお互い20」「ライフは相手が15」: the player said after the life noun is whose life it is.
      lifeOwnerAfter(st, it);
      // 「2/2が1体いる」「《栄光の頌歌》が2枚ある」: a count after the phrase's particle is the phrase's.
      if (countAfter(st, it, next)) continue;
      // 「《灰色熊》が2体と3/3が…」: the phrase after a count and と is the list's next item.
      const pending = st.pendingItem;
      st.pendingItem = null;
      if (pending && pending.np.kind === 'list' && st.cur.args[st.cur.args.length - 1] === pending && (it.np.kind === 'object' || it.np.kind === 'list')) {
        pending.np.items.push(...(it.np.kind === 'list' ? it.np.items : [it.np]));
        pending.np.chunks.push(...(it.np.kind === 'list' ? it.np.chunks : []));
        pending.np.end = it.np.end;
        pending.np.text = st.r.text.slice(pending.np.start, pending.np.end);
        pending.particles = it.particles;
        pending.chunks.push(...itemChunks(it));
        continue;
      }
      // 「自分も相手もライフ2」「相手も私もライフは20」: both players said with も, then a life or poison total — each
      // player's total (as 「お互いライフ2」). Only before a total: another verb after 「AもBも」 is left as it reads.
      const prevArg = st.cur.args[st.cur.args.length - 1];
      const pair = (a: NounPhrase): boolean => a.kind === 'player' && (a.player.who === 'me' || a.player.who === 'opponent');
      const totalNext = next?.kind === 'np' && (lifeOrPoison(next.np) || (next.np.kind === 'property' && (next.np.noun === 'life' || next.np.noun === 'poison') && next.np.of === null));
      if (totalNext && pair(it.np) && it.particles.join('') === 'も' && prevArg && st.cur.args.length === 1 && pair(prevArg.np) && prevArg.particles.join('') === 'も' && (prevArg.np as { player: { who: string } }).player.who !== (it.np as { player: { who: string } }).player.who) {
        const chunks = [...prevArg.np.chunks, ...it.np.chunks];
        const each: NounPhrase = { kind: 'player', player: { who: 'each' }, chunks, start: prevArg.np.start, end: it.np.end, text: st.r.text.slice(prevArg.np.start, it.np.end) };
        // (「ライフは3」 after them: their life, as 「お互いのライフは3」.)
        if (next.np.kind === 'property') {
          next.np.of = each;
          next.np.chunks.unshift(...chunks);
          st.cur.args.pop();
          continue;
        }
        prevArg.np = each;
        prevArg.particles = [];
        prevArg.chunks.push(...itemChunks(it));
        continue;
      }
      const arg = { np: it.np, particles: it.particles, chunks: itemChunks(it) };
      // 「Xは、…」: a topic set off by a comma is the last clause's.
      if (roleParticle(it.particles) !== null && TOPIC.has(roleParticle(it.particles)!) && next?.kind === 'chunk' && next.c.text === '、' && !st.held) {
        st.held = arg;
        continue;
      }
      if (gapAt(st, it, list[k - 1])) {
        (st.gapped ??= []).push(st.cur);
        st.cur = startClause(st.sentence, st.question);
      }
      st.cur.args.push(arg);
      if (omittedCast(st, arg, next) || omittedCastAt(st, arg, next) || spellAtFace(st, arg, next)) continue;
      // 「ライフ4で、…」「相手は毒カウンター7個でライフ20」: で after a life or poison amount is "is … and"
      // (the copula's te-form): the clause ends there, its topic carried on.
      if (roleParticle(it.particles) === 'で' && it.particles.length === 1 && lifeOrPoison(it.np)) {
        arg.particles = [];
        close(st, copula([], ''), null, null);
        continue;
      }
      // 「お互いライフ20で、…」「相手のライフは5で、…」: the same after a bare number said of a player's life.
      if (roleParticle(it.particles) === 'で' && it.particles.length === 1 && lifeTotalTold(st.cur, arg)) {
        close(st, copula([], ''), null, null);
        continue;
      }
      continue;
    }
    if (it.kind === 'keywords') {
      c.keywords.push(...it.keywords);
      c.chunks.push(...itemChunks(it));
      st.cur.keywordChunks.push(...itemChunks(it));
      if (it.particles.some((p) => TOPIC.has(p) || p === 'が')) st.cur.keywordTopic = true;
      // 「自分の1/1は破壊不能で、自分の2/2は…」: で after the keywords said of an object (the topic) is
      // the copula's te-form, "is … and": the clause ends there, so the next topic starts a clause of
      // its own instead of being read as this one's object (as for 「ライフ4で、…」 below).
      const said = st.cur.args.some((a) => a.np.kind === 'object' && TOPIC.has(roleParticle(a.particles) ?? ''));
      if (said && it.particles.length === 1 && it.particles[0] === 'で') close(st, copula([], ''), null, null);
      continue;
    }
    if (it.kind === 'verb') {
      const m = it.c.ja.verb!.morph;
      // 「1/1を3体並べてブロックしてきた」「2/2を2体出してブロックした」: the creatures put out in a row to block are
      // the blockers (509.1a), as 「1/1が3体でブロックしてきた」 says — no spell is cast. The verb's words go with ブロック.
      if (it.c.ja.verb!.placing && m.link === 'te' && !m.passive && !m.negated && !m.potential && it.particles.length === 0 && next?.kind === 'verb' && next.from === it.to && next.c.senses[0]?.kind === 'verb' && next.c.senses[0].verb === 'block') {
        const put = st.cur.args.filter((a) => roleParticle(a.particles) === 'を');
        if (put.length === 1 && (put[0]!.np.kind === 'object' || put[0]!.np.kind === 'list')) {
          put[0]!.particles = ['で'];
          next.from = it.from;
          continue;
        }
      }
      // 持っている能力: "the abilities it has" is the property itself — unless 持つ has an object of its
      // own (「この効果を持つ2/2のパワー」: a relative clause about the 2/2, not words of the property).
      const prev = list[k - 1];
      const hasObject = prev !== undefined && prev.particles.includes('を');
      if (m.attributive && !hasObject && it.particles.length === 0 && next?.kind === 'np' && next.np.kind === 'property' && it.c.senses[0]!.kind === 'verb' && (it.c.senses[0] as { verb: string }).verb === 'have') {
        next.np.chunks.push(...itemChunks(it));
        continue;
      }
      if (m.attributive && it.particles.length === 0 && next?.kind === 'np') {
        relative(st, it, next);
        continue;
      }
      // 「出したばかりの3/3」: the time (ばかり, chunk.ts) between the verb and its noun is the relative clause's.
      const after = list[k + 2];
      if (m.attributive && it.particles.length === 0 && next?.kind === 'chunk' && next.c.senses[0]?.kind === 'time' && next.particles.join('') === 'の' && after?.kind === 'np') {
        st.cur.rest.times.push((next.c.senses[0] as { time: Clause['times'][number] }).time);
        st.cur.rest.chunks.push(...itemChunks(next));
        relative(st, it, after);
        // (Only the time is skipped: the noun is read next as an argument of the main clause, as above.)
        k += 1;
        continue;
      }
      // 「…能力なしにしたら」: a bare する (or なる) the lexicon doesn't know ends the clause before it; it says nothing alone.
      const last = st.out[st.out.length - 1];
      if (it.c.senses[0]!.kind === 'unknown' && (it.c.ja.lemma === 'する' || it.c.ja.lemma === 'なる') && st.cur.args.length === 0 && last && last.sentence === st.sentence) {
        extendClause(st.r, last, itemChunks(it));
        continue;
      }
      // 出している (what it put out is there) or 「こっちは…がいる」 (a player's side told): the board.
      if (it.c.ja.verb!.placed || placedState(it, next) || thereOnSide(st, it)) {
        const s = subOf(it, next);
        const extra = itemChunks(it);
        if (s.eat && next) {
          extra.push(...itemChunks(next));
          k++;
        }
        placedOnField(st, extra, m, s.sub);
        continue;
      }
      const s = subOf(it, next);
      const v = verbInfo(it);
      // 「《若き狼》しかいない」「2/2しかいないところに」: "there is none but X" — X is there (and nothing else, as a
      // board told always means): the negated いる/ある after しか says it is there.
      const only = st.cur.args[st.cur.args.length - 1];
      if (v && v.verb === 'be' && v.negated && !v.passive && v.modal === null && only && only.particles.join('') === 'しか' && (only.np.kind === 'object' || only.np.kind === 'list')) {
        v.negated = false;
        only.particles = ['が'];
      }
      const extra = itemChunks(it);
      if (s.eat && next) {
        extra.push(...itemChunks(next));
        k++;
      }
      if (!v && it.c.senses[0]!.kind === 'neg') {
        // ない: "there is no …" (トランプルがなければ): the keywords said are absent.
        c.lacks.push(...c.keywords);
        c.keywords = [];
      }
      const closed = st.out.length;
      close(st, v, m, s.sub, extra);
      if (s.purpose && st.out.length > closed) st.out[st.out.length - 1]!.purpose = 'next';
      continue;
    }
    // Other chunks: times, question words, the copula, subordinating nouns, filler.
    if (whItem(st, it, next)) {
      k++;
      continue;
    }
    // 「P/Tはいくつで、カウンターは何個残りますか」: a question word with で and a comma is the copula's te-form
    // ("is how much, and …"): that question ends there, the next one starts (it was one clause, and the second
    // question went unasked).
    if (st.cur.rest.wh !== null && it.c.senses[0]!.kind === 'wh' && it.particles.length === 1 && it.particles[0] === 'で' && next?.kind === 'chunk' && next.c.text === '、' && st.cur.args.length > 0) {
      close(st, null, null, null);
      continue;
    }
    const s = it.c.senses[0]!;
    // 「そこに-1/-1カウンターが置かれた」「そこに《稲妻》を撃った」: そこ ("there") with に is the thing just told, as それに.
    if (THERE.has(it.c.text) && it.particles[0] === 'に' && s.kind === 'unknown') {
      st.cur.args.push({ np: { kind: 'pronoun', word: 'it', possessive: false, chunks: [it.from], start: it.c.start, end: it.c.end, text: it.c.text }, particles: it.particles, chunks: itemChunks(it) });
      continue;
    }
    // 「このターン既に1点ダメージを受けてる2/4」: damage marked on a creature is this turn's (it is removed in the
    // cleanup step, 514.2), so the time said before the describing words is theirs, not the clause's.
    if (s.kind === 'time' && (s.time === 'this-turn' || s.time === 'already') && it.particles.length === 0) {
      let k2 = k + 1;
      const timeAt = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]?.kind === 'time' && x.particles.length === 0;
      while (timeAt(list[k2])) k2++;
      const target = list[k2];
      if (target?.kind === 'np' && target.np.kind === 'object' && target.np.damage > 0) {
        target.np.chunks.push(...itemChunks(it));
        continue;
      }
    }
    // 「全部倒せる?」「すべて死ぬ?」: "all of them", said alone before the verb, is the group told last (as they).
    // (Before 倒す, 殺す only: what the attacker's player kills is never the attacker. 「全部死ぬ?」 may count it or
    // not: "all" there is left for refs.ts to refuse, never dropped as filler — that answered of one creature.)
    if (ALL_WORDS.has(it.c.text) && it.particles.length === 0 && next?.kind === 'verb' && st.cur.args.length === 0 && !st.held) {
      const kill = next.c.senses[0]?.kind === 'verb' && next.c.senses[0].verb === 'kill';
      st.cur.args.push({ np: { kind: 'pronoun', word: kill ? 'they' : 'all', possessive: false, chunks: itemChunks(it), start: it.c.start, end: it.c.end, text: it.c.text }, particles: [], chunks: itemChunks(it) });
      continue;
    }
    // 「私のクリーチャーにはすべて…」「相手のクリーチャーは全部タップ状態」: "all" floated after the phrase it counts is
    // that phrase's "every" (refs.ts reads or refuses it), never dropped — dropped, the state went to one made-up
    // creature beside the ones told after it (red team s13).
    const counted = st.cur.args[st.cur.args.length - 1];
    if (ALL_WORDS.has(it.c.text) && it.particles.length === 0 && counted?.np.kind === 'object' && counted.np.det === null && counted.np.card === null && counted.np.count === null) {
      counted.np.det = 'all';
      counted.np.chunks.push(...itemChunks(it));
      counted.chunks.push(...itemChunks(it));
      continue;
    }
    // 「自分20、相手15」「私のライフは10、相手は20です」: totals listed player by player, the copula said once (or
    // not at all): the comma ends one player's clause, as a verb would.
    // (「場には私の3/3と相手の2/2、ライフはお互い20です」: what is on the battlefield, listed the same way.)
    if (it.c.text === '、' && (totalTold(st.cur) || boardTold(st.cur)) && next?.kind === 'np' && opensTotal(next.np)) {
      close(st, copula([], ''), null, null);
      continue;
    }
    c.chunks.push(...itemChunks(it));
    // 「Xを対象に《殺害》を唱えた」: X is what the spell targets.
    const lastArg = st.cur.args[st.cur.args.length - 1];
    if (s.kind === 'prep' && s.prep === 'targeting' && lastArg) {
      lastArg.particles = ['対象に'];
      lastArg.chunks.push(...itemChunks(it));
      continue;
    }
    if (countAfter(st, it, next)) continue;
    // 「20スタート」: an amount to start from (read as から). 「お互いライフ20スタートで、…」: with で, the total
    // the players start at, as 「お互いライフ20で」 says.
    if ((it.c.text === 'スタート' || it.c.text === '開始') && lastArg?.np.kind === 'amount' && lastArg.particles.length === 0 && it.particles.join('') === 'で') {
      lastArg.chunks.push(...itemChunks(it));
      lastArg.np.chunks.push(...itemChunks(it));
      lastArg.particles = ['で'];
      if (lifeTotalTold(st.cur, lastArg)) {
        close(st, copula([], ''), null, null);
        continue;
      }
      lastArg.particles = [];
      lastArg.chunks.splice(lastArg.chunks.length - itemChunks(it).length);
      lastArg.np.chunks.splice(lastArg.np.chunks.length - itemChunks(it).length);
    }
    if ((it.c.text === 'スタート' || it.c.text === '開始') && lastArg?.np.kind === 'amount' && lastArg.particles.length === 0) {
      lastArg.particles = ['から'];
      lastArg.chunks.push(...itemChunks(it));
      continue;
    }
    // 「《勇丸》を2体目出す」: the phrase before is a second one.
    // (Only a count of creatures or cards: 「2回目に死んだら」「2度目」 is the second time, never a second one.)
    const ord = s.kind === 'number' && it.c.ja.ordinal && (it.c.ja.counter === 'creature' || it.c.ja.counter === 'card') ? s.value : null;
    if (ord !== null && lastArg && lastArg.np.kind === 'object' && (ord === 1 || ord === 2)) {
      lastArg.np.adjectives.push(ord === 2 ? 'second' : 'first');
      if (ord === 2) lastArg.np.det = 'a';
      lastArg.np.chunks.push(it.from);
      lastArg.chunks.push(...itemChunks(it));
      continue;
    }
    // 「《巨大化》をもう1枚唱えた」「《灰色熊》がもう1体いる」: one more of the phrase before — another of it, as
    // 「もう1枚《巨大化》」 before it (phrases.ts) and English "another" say.
    const more = next?.kind === 'chunk' && it.c.text === 'もう' && it.particles.length === 0 ? next.c : undefined;
    const moreOne = more?.senses[0]?.kind === 'number' && more.senses[0].value === 1 && (more.ja.counter === 'card' || more.ja.counter === 'creature') && !more.ja.ordinal && next!.particles.length === 0;
    if (moreOne && lastArg && lastArg.np.kind === 'object' && lastArg.np.det === null && (lastArg.np.card !== null || lastArg.np.power !== null) && lastArg.chunks[lastArg.chunks.length - 1] === it.from - 1 && ['を', 'が'].includes(roleParticle(lastArg.particles) ?? '')) {
      lastArg.np.det = 'another';
      lastArg.np.chunks.push(it.from, next!.from);
      lastArg.chunks.push(...itemChunks(it), ...itemChunks(next!));
      k++;
      continue;
    }
    // 「…死ぬ?あと3/3は?」「あと、…」: あと opening a sentence is "and also", not "after".
    const opening = st.cur.args.length === 0 && c.chunks.length === itemChunks(it).length && !st.out.some((x) => x.sentence === st.sentence);
    if (it.c.ja.sub === 'after' && opening) {
      c.chunks = [];
      continue;
    }
    if (it.c.ja.sub) {
      // 「ライフが2のとき」: a condition with no verb; the の before とき is its "is".
      if (lastArg && lastArg.particles.length === 1 && lastArg.particles[0] === 'の') lastArg.particles = [];
      close(st, copula(itemChunks(it), ''), null, it.c.ja.sub);
      continue;
    }
    if (s.kind === 'time') c.times.push(s.time);
    else if (s.kind === 'adj') c.adjectives.push(s.adj);
    else if (s.kind === 'yes-no') c.yesNo = true;
    else if (s.kind === 'aux' && s.aux === 'be' && (!next || next.kind === 'chunk')) close(st, copula(itemChunks(it), it.c.text), null, null);
  }
  if (st.cur.args.length > 0 || st.cur.rest.wh || st.cur.rest.chunks.length > 0 || st.held) close(st, null, null, null);
}

/** Particles whose repetition after a comma starts a second conjunct of one verb (gapAt). */
const GAPPING: ReadonlySet<string> = new Set(['を', 'が', 'で']);

const SIDE_TOPIC: ReadonlySet<string> = new Set(['は', 'も']);

/**
 * The two phrases of 「自分は《灰色熊》と他のクリーチャー2体」「相手は4/4が2体」: a player said as the topic and the
 * permanents said bare (or with が) after it — nothing else. An instant or sorcery is never there (「相手は《稲妻》」 is a
 * spell cast, said without its verb): null then, as for any other shape.
 */
function sideTopicArgs(args: readonly Arg[]): { player: Arg; thing: Arg } | null {
  if (args.length !== 2) return null;
  const [player, thing] = args as [Arg, Arg];
  if (player.np.kind !== 'player' || player.np.chunks.length === 0 || player.particles.length !== 1 || !SIDE_TOPIC.has(player.particles[0]!)) return null;
  if (!(thing.particles.length === 0 || (thing.particles.length === 1 && thing.particles[0] === 'が'))) return null;
  const items = thing.np.kind === 'list' ? (thing.np.conj === 'and' ? thing.np.items : []) : [thing.np];
  const permanent = (np: NounPhrase): boolean => np.kind === 'object' && !(np.card && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine)) && np.head !== null;
  return items.length > 0 && items.every(permanent) ? { player, thing } : null;
}

/**
 * 「自分は《灰色熊》と他のクリーチャー2体、相手はクリーチャー3体。」「こっちは2/2、相手は4/4がいる」: conjuncts of a
 * player's side said with no verb of their own (or with the いる/ある they share) say what is on that player's battlefield,
 * as 「自分の場に…、相手の場に…」 does: the player becomes the place (に) and what is there the subject (が). Only for
 * conjuncts (a clause gapped by a comma, or the last of them): a lone 「自分は2/2」 is left to the clause.
 */
function sideTopic(b: Building): boolean {
  const found = sideTopicArgs(b.args);
  if (!found) return false;
  const p = found.player.np;
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: p, adjectives: [], chunks: [...p.chunks], start: p.start, end: p.end, text: p.text };
  b.args = [{ np: field, particles: ['に'], chunks: found.player.chunks }, { ...found.thing, particles: ['が'] }];
  return true;
}

/**
 * 「自分の場に《灰色熊》が2体、相手の場に《安らかなる眠り》がある」: after a comma, a second place (場に) when the
 * clause already has its place and what is there (が/は) starts a clause of its own; the verb said at the end
 * (ある, いる) is both clauses' (gapping). Only places of the battlefield: they never take two に-phrases.
 */
function gapAt(st: State, it: Extract<Item, { kind: 'np' }>, prev: Item | undefined): boolean {
  const place = (np: NounPhrase, particles: readonly string[]): boolean => np.kind === 'property' && np.noun === 'battlefield' && roleParticle(particles) === 'に';
  if (prev?.kind !== 'chunk' || prev.c.text !== '、') return false;
  const args = st.cur.args;
  // 「最初のを3/3で、もう一方を1/1でブロックされた」「2/2を《稲妻》で、3/3を《ショック》で…」: after the comma, a
  // phrase marked as one already in the clause (を, が, で), when the clause has two or more phrases, starts a
  // second conjunct of the same verb: each is a clause of its own, the verb said once at the end (close()).
  const p = roleParticle(it.particles);
  if (p !== null && GAPPING.has(p) && args.length >= 2 && args.some((a) => roleParticle(a.particles) === p && a.particles.length === 1)) return true;
  // 「自分は《灰色熊》と2/2、相手はクリーチャー3体」: a player as the topic, then what that player has, and after the comma
  // another player so: each a conjunct of its own, told of that player's side (sideTopic).
  if (it.np.kind === 'player' && SIDE_TOPIC.has(roleParticle(it.particles) ?? '') && sideTopicArgs(args) !== null) return true;
  if (!place(it.np, it.particles)) return false;
  const at = args.findIndex((a) => place(a.np, a.particles));
  // (What is there may have its が dropped: 「私の場に4/4、相手の場に…」.)
  return at >= 0 && args.slice(at + 1).some((a) => (a.np.kind === 'object' || a.np.kind === 'list') && (a.particles.length === 0 || ['が', 'は', 'も'].includes(roleParticle(a.particles) ?? '')));
}

/**
 * 「最初のを3/3、もう一方を1/1でブロックされた」: a conjunct said before the verb may leave out a particle the
 * last conjunct says (3/3[で]). When both conjuncts have as many phrases, and every particle said in the
 * first is the one in the same place in the last, a bare phrase takes its particle from there. A bare
 * phrase that can't be matched so is taken out of its clause: its words are then left unread and named
 * (index.ts leftovers), never placed by a guess (a bare 3/3 was read as the creature blocked, invented).
 */
function elidedParticles(g: Building, last: Building): void {
  if (!g.args.some((a) => a.particles.length === 0)) return;
  // (A topic said first, 「私は最初のを3/3、…」, is the sentence's, not the conjunct's: left out of the match.)
  const lead = g.args.findIndex((a) => !TOPIC.has(roleParticle(a.particles) ?? ''));
  const own = lead < 0 ? [] : g.args.slice(lead);
  const tail = last.args.filter((a) => !TOPIC.has(roleParticle(a.particles) ?? ''));
  // (「自分の場に《灰色熊》と2/2が2体、相手の場にクリーチャー3体いる」: a phrase said bare in both, a count after it, is the
  // same role in both — what the one verb says is there; it was dropped from the first.)
  const bareBoth = (a: Arg, b: Arg): boolean => a.particles.length === 0 && b.particles.length === 0 && (a.np.kind === 'object' || a.np.kind === 'list') && (b.np.kind === 'object' || b.np.kind === 'list');
  const same = own.length > 0 && own.length === tail.length && own.every((a, k) => bareBoth(a, tail[k]!) || (a.particles.length === 0 ? tail[k]!.particles.length > 0 : roleParticle(a.particles) === roleParticle(tail[k]!.particles)));
  if (same) {
    own.forEach((a, k) => {
      if (a.particles.length === 0) a.particles = [...tail[k]!.particles];
    });
    return;
  }
  g.args = g.args.filter((a) => a.particles.length > 0 || (a.np.kind !== 'object' && a.np.kind !== 'list'));
}

/** Adds chunks to a clause already read, and quotes it again over its whole span. */
function extendClause(r: JaReader, c: Clause, more: number[]): void {
  c.chunks = [...new Set([...c.chunks, ...more])].filter((k) => r.chunks[k]?.senses[0]?.kind !== 'punct').sort((a, b) => a - b);
  c.start = r.chunks[c.chunks[0]!]!.start;
  c.end = r.chunks[c.chunks[c.chunks.length - 1]!]!.end;
  c.text = r.text.slice(c.start, c.end);
}

/**
 * 「2/2が1体いる」「《栄光の頌歌》が2枚あります」「3/3を2体コントロールしている」: a bare count (N体, N枚)
 * after an object phrase and its particle says how many of it there are.
 */
function countAfter(st: State, it: Item, next?: Item): boolean {
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
  const k = it.kind === 'chunk' ? it.from : it.kind === 'np' && (both || (it.np.kind === 'object' && it.np.chunks.length === 1)) && (it.to === it.from + 1 || both) ? it.from : -1;
  const c = st.r.chunks[k];
  const n = both && it.kind === 'np' && it.np.kind === 'pronoun' ? (it.np.count ?? 2) : c?.senses[0]?.kind === 'number' ? c.senses[0].value : null;
  if (!c || n === null || (!both && (c.ja.ordinal || (c.ja.counter !== 'creature' && c.ja.counter !== 'card'))) || n < 1) return false;
  // 「2/2が2体と3/3が1体」: a count with と after it closes that item of a list read on (countedList).
  if (it.particles.length === 1 && it.particles[0] !== 'と' && !allOf) return false;
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
  if (it.particles.length === 1) countedList(st, lastArg, it);
  return true;
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

/**
 * 「《稲妻のらせん》を相手本体に。」「《ショック》を相手の2/2に、…」: an instant or sorcery marked を, then what it is
 * cast at (a player or an object marked に) ending the clause — cast at it, the verb left unsaid, as omittedCast
 * reads the card said last. Only with nothing else in the clause but a player who does it.
 */
function omittedCastAt(st: State, arg: Arg, next: Item | undefined): boolean {
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
function omittedCast(st: State, arg: Arg, next: Item | undefined): boolean {
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
 * 「相手ライフ3で《稲妻》本体。」「《ショック》顔、これで勝ち？」: an instant or sorcery and 本体／顔 said bare right after it, the
 * clause ending there, is the spell cast at that player with the verb (and に) left out — as 「本体に《稲妻》」 is.
 */
function spellAtFace(st: State, arg: Arg, next: Item | undefined): boolean {
  const np = arg.np;
  if (np.kind !== 'player' || arg.particles.length > 0 || np.chunks.length !== 1 || !SELF_WORDS.has(st.r.chunks[np.chunks[0]!]?.text ?? '')) return false;
  const spell = st.cur.args[st.cur.args.length - 2];
  if (!spell || spell.particles.length > 0 || spell.chunks[spell.chunks.length - 1] !== np.chunks[0]! - 1) return false;
  arg.particles = ['に'];
  if (omittedCast(st, spell, next)) return true;
  arg.particles = [];
  return false;
}

/** そこ, "there", said of a thing. */
const THERE: ReadonlySet<string> = new Set(['そこ']);

/** Words for "all of them" said alone (全部, すべて). */
const ALL_WORDS: ReadonlySet<string> = new Set(['全部', 'すべて', '全て']);

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

/** A player, or a player's life or poison (相手, 相手のライフ, 自分の毒カウンター): what a total may be said of. */
function holdsTotal(np: NounPhrase): boolean {
  return np.kind === 'player' || (np.kind === 'property' && (np.noun === 'life' || np.noun === 'poison') && np.of?.kind === 'player');
}

/** An amount that can be a player's total: a bare number, life, or poison counters (20, ライフ20, 毒カウンター3個). */
function totalAmount(np: NounPhrase): boolean {
  return np.kind === 'amount' && np.n !== null && (np.noun === 'total' || np.noun === 'life' || np.noun === 'poison' || np.counter === 'poison');
}

/** The clause so far is only a player (or their life) and a total said of them, with no verb yet: 「自分20」「相手のライフは10」. */
function totalTold(b: Building): boolean {
  const [who, amount, ...rest] = b.args;
  if (!who || !amount || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0) return false;
  const p = roleParticle(who.particles);
  return holdsTotal(who.np) && (p === null || TOPIC.has(p) || p === 'が') && totalAmount(amount.np) && amount.particles.length === 0;
}

/** What opens the next item of such a list: another player, or a player's life or poison (「ライフはお互い20」). */
function opensTotal(np: NounPhrase): boolean {
  return holdsTotal(np) || (np.kind === 'property' && (np.noun === 'life' || np.noun === 'poison') && np.of === null);
}

/** A place on the battlefield (場に, 相手の場には, 場は) and what is there, with no verb yet: 「場には私の3/3と相手の2/2」. */
function boardTold(b: Building): boolean {
  const [place, what, ...rest] = b.args;
  if (!place || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0) return false;
  return place.np.kind === 'property' && place.np.noun === 'battlefield' && ['に', 'は'].includes(roleParticle(place.particles) ?? '') && (what.np.kind === 'object' || what.np.kind === 'list') && (what.particles.length === 0 || roleParticle(what.particles) === 'が');
}

/**
 * 「相手の場は2/2だけ」「私の場は《灰色熊》のみです」: a side of the battlefield as the topic and what is on it, said
 * with the copula or nothing, tells what is there, as 「相手の場には2/2がいる」 does. (だけ, のみ: nothing else is —
 * which is what a board told in a question always means.) Arguments become those of that reading.
 */
function boardTopic(b: Building): boolean {
  const [place, what, ...rest] = b.args;
  if (!place || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0 || b.rest.times.length > 0) return false;
  if (place.np.kind !== 'property' || place.np.noun !== 'battlefield' || place.particles.join('') !== 'は') return false;
  if ((what.np.kind !== 'object' && what.np.kind !== 'list') || !(what.particles.length === 0 || what.particles.join('') === 'が')) return false;
  place.particles = ['に', 'は'];
  what.particles = ['が'];
  return true;
}

/**
 * 「相手(ライフ20)に3/3で攻撃した」「相手(20)の《灰色熊》」: a player's life total noted in brackets (phrases.ts
 * lifeNoteAt) is told as a clause of its own, before the clause the player is part of — as 「相手のライフは20。」
 * said first. Whatever the clause being read has gathered is kept for it.
 */
function lifeNotes(st: State, it: Extract<Item, { kind: 'np' }>): void {
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
function lifeOwnerAfter(st: State, it: Extract<Item, { kind: 'np' }>): void {
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
function lifeTotalTold(b: Building, arg: Arg): boolean {
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
function lifeOrPoison(np: NounPhrase): boolean {
  return np.kind === 'amount' && np.n !== null && (np.noun === 'life' || np.noun === 'poison');
}

/**
 * 「《X》と《Y》を出している状態で」「《謙虚》と《頌歌》が両方出てるとき」「私は《頌歌》を出してる」:
 * they are on the battlefield (its player's side, when a player is said) — a state, not a spell cast now.
 */
function placedOnField(st: State, verbChunks: number[], morph: Morph, sub: Sub | null): void {
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
function placedState(it: Item & { kind: 'verb' }, next: Item | undefined): boolean {
  const v = it.c.ja.verb!;
  const m = v.morph;
  if (!v.placing || !m.past || !m.attributive || m.passive || m.potential || m.negated || it.particles.length > 0) return false;
  return next?.kind === 'chunk' && next.c.text === '状態' && next.c.ja.sub === 'while';
}

/**
 * 「こっちは《羽ばたき飛行機械》と《灰色熊》がいる」「相手は2/2が2体いるんだけど」: a player as the topic
 * (は/も) and what is there (が) with いる/ある say those are on that player's battlefield, as
 * 「私の場には…がいる」 does. Only that shape: anything else said with them is left to the clause.
 */
function thereOnSide(st: State, it: Item & { kind: 'verb' }): boolean {
  const m = it.c.ja.verb!.morph;
  if (m.negated || m.passive || m.potential) return false;
  const sense = it.c.senses[0];
  if (sense?.kind !== 'verb' || sense.verb !== 'be' || !/^[いあ居在有]/.test(it.c.text)) return false;
  const args = st.cur.args;
  if (args.length !== 2) return false;
  const player = args.find((a) => a.np.kind === 'player' && a.np.chunks.length > 0 && ['は', 'も'].includes(roleParticle(a.particles) ?? ''));
  const thing = args.find((a) => (a.np.kind === 'object' || a.np.kind === 'list') && roleParticle(a.particles) === 'が');
  return player !== undefined && thing !== undefined;
}

/** です, だ: "is". */
function copula(chunks: number[], text: string): VerbInfo {
  return { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks, text };
}

/** Question clauses ask; the last clause of a question sentence is its question. */
function markQuestion(cl: Clause[], question: boolean): void {
  if (!question) return;
  const last = [...cl].reverse().find((c) => c.sub === null);
  if (!last?.verb) return;
  last.verb.inverted = true;
  zeroSubject(last);
}

export function parseJapaneseSentences(text: string, chunks: readonly JaChunk[]): Sentence[] {
  const out: Sentence[] = [];
  sentenceBounds(chunks).forEach((s, index) => {
    const r: JaReader = { chunks, text, end: s.to };
    const st: State = { r, sentence: index, question: s.question, out: [], cur: startClause(index, s.question), lastSubject: null, share: false, topic: null, held: null, lifeHolder: null };
    readClauses(st, readItems(r, s.from));
    if (st.afterNext?.length) st.out.push(...st.afterNext.splice(0));
    markQuestion(st.out, s.question);
    const a = chunks[s.from]!;
    const b = chunks[s.to - 1]!;
    out.push({ index, question: s.question, clauses: st.out, start: a.start, end: b.end, text: text.slice(a.start, b.end) });
  });
  targetSaid(out, chunks);
  const arranged = arrange(out);
  unsaidFateAfterLife(arranged);
  throughAsUnblocked(arranged);
  for (const s of arranged) divisionAsManner(s);
  pointsItComesTo(arranged, chunks);
  return arranged;
}

/**
 * Japanese often asks first and explains after (「6/6って死ぬ？接死持ちの1/1にブロックされたんだ
 * けど。」): statements after the last question are read before it. Sentences that only offer
 * answers to choose from (「2点？4点？」) belong to the question before them.
 */
function arrange(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    if (prev?.question && s.question && s.clauses.length > 0 && s.clauses.every(optionOnly)) {
      const q = prev.clauses[prev.clauses.length - 1];
      if (q) {
        for (const c of s.clauses) q.chunks.push(...c.chunks);
        continue;
      }
    }
    out.push(s);
  }
  spellCastAtTopic(out);
  let lastQ = -1;
  out.forEach((s, k) => {
    if (s.question) lastQ = k;
  });
  if (lastQ < 0 || lastQ === out.length - 1) return out;
  const tail = out.slice(lastQ + 1);
  let firstQ = lastQ;
  while (firstQ > 0 && out[firstQ - 1]!.question) firstQ--;
  // 「6/6って死ぬ？…にブロックされたんだけど」: what the explanation leaves unsaid is what was asked about.
  const topic = out[firstQ]!.clauses.find((c) => c.subject && (c.subject.kind === 'object' || c.subject.kind === 'pronoun') && c.subject.chunks.length > 0)?.subject ?? null;
  if (topic) for (const s of tail) for (const c of s.clauses) if (!c.subject && c.verb && (c.verb.passive || TOLD_OF_IT.has(c.verb.verb))) c.subject = topic;
  // 「…誘発しますか？対象は毎回相手にします」: the target chosen for what was asked about stays after the question,
  // where it is that question's choice (frames/stack.ts triggerTarget), as "I target my opponent each time" is.
  const chosen = tail.filter((s) => s.clauses.length > 0 && s.clauses.every((c) => c.verb?.verb === 'target' && !c.verb.passive && !c.verb.inverted && c.sub === null));
  const told = tail.filter((s) => !chosen.includes(s));
  return [...out.slice(0, firstQ), ...told, ...out.slice(firstQ, lastQ + 1), ...chosen];
}

/**
 * 「私のライフは3。相手の3/3がブロックされずに通った。生き残れる？」「ライフ2。…死ぬ？」: after a player's life
 * total was told, a question of dying or surviving that says no subject may be about that player (who
 * loses at 0 life, 704.5a) as much as about a creature — Japanese leaves the subject out either way. It
 * was answered of the creature (red team s10: the asker's defeat shown, the answer "survives"); now
 * asked back, naming both.
 */
function unsaidFateAfterLife(sentences: Sentence[]): void {
  let holder: NounPhrase | null = null;
  let lastObject: NounPhrase | null = null;
  for (const s of sentences)
    for (const c of s.clauses) {
      const h = lifeHolderOf(c);
      if (h) holder = h;
      const v = c.verb;
      const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0;
      if (holder?.kind === 'player' && s.question && c.sub === null && v && !v.passive && (v.verb === 'die' || v.verb === 'survive') && unsaid) {
        const who = holder.player.who === 'me' ? 'あなた' : holder.player.who === 'opponent' ? '対戦相手' : holder.text;
        c.askBack = { options: [who, ...(lastObject ? [lastObject.text] : ['クリーチャー'])] };
      }
      // (The creature named: the story's last subject that is one, else its last object phrase.)
      const said = [c.subject, c.object, ...c.roles.map((x) => x.np)].filter((np): np is NounPhrase => np?.kind === 'object' && np.chunks.length > 0);
      const subject = said.find((np) => np === c.subject);
      if (subject || said.length > 0) lastObject = subject ?? said[said.length - 1]!;
    }
}

/**
 * 「《稲妻》を撃たれたら、私の《灰色熊》は死にますか？」「《殺害》を撃たれた。《蠢く骸骨》は生き残る？」
 * 「《蠢く骸骨》は生き残りますか？《殺害》を撃たれました。」: a spell cast at nobody said (passive: cast at
 * the one the sentence is about), told before any other object was named, was cast at what the question
 * is about — its subject — never at the spell itself (a spell can't target itself, 115.5). Told after
 * another object was named, the unsaid one stays "it" (that object). (The question's own subject, told
 * first, names nothing else.)
 */
function spellCastAtTopic(sentences: Sentence[]): void {
  const asked = sentences.flatMap((s) => (s.question ? s.clauses : [])).find((c) => c.sub === null && c.subject?.kind === 'object' && c.subject.chunks.length > 0)?.subject ?? null;
  if (!asked) return;
  let named = false;
  for (const s of sentences)
    for (const c of s.clauses) {
      const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0;
      if (unsaid && !named && c.verb?.verb === 'cast' && c.verb.passive && c.verb.card) c.subject = asked;
      if ([c.subject, c.object, c.object2, ...c.roles.map((r) => r.np)].some((np) => np && np !== asked && np.chunks.length > 0 && (np.kind === 'object' || np.kind === 'list' || np.kind === 'pronoun'))) named = true;
    }
}

/**
 * 「ダメージを振り分けて2体とも倒せますか」「ダメージを割り振って両方倒せる?」: dividing the damage, said before asking
 * whether the attacker's player can kill them, is how they would do it — what the question asks already (510.1c-d:
 * that player divides it freely). Its words go with the question; it is no event of its own.
 */
function divisionAsManner(s: Sentence): void {
  for (let i = s.clauses.length - 2; i >= 0; i--) {
    const c = s.clauses[i]!;
    const q = s.clauses[i + 1]!;
    const v = c.verb;
    if (!v || v.verb !== 'assign' || v.negated || v.passive || v.modal || c.sub !== null || c.object2 || c.complement || c.roles.length > 0 || c.wh) continue;
    const o = c.object;
    if (!o || !((o.kind === 'property' && o.noun === 'damage' && o.of === null) || (o.kind === 'amount' && o.noun === 'damage' && o.n === null))) continue;
    if (c.subject && !(c.subject.kind === 'player' && c.subject.player.who === 'me') && !(c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) continue;
    if (!q.verb?.inverted || q.verb.modal !== 'can' || q.verb.verb !== 'kill' || q.sub !== null) continue;
    const words = [...new Set([...c.chunks, ...v.chunks, ...phraseChunks(o)])];
    q.chunks.push(...words);
    q.verb = { ...q.verb, chunks: [...q.verb.chunks, ...words] };
    s.clauses.splice(i, 1);
  }
}

/**
 * 「《ショック》を相手に撃つと何点になりますか」「何点になる?」: asked with 何点 and なる alone (no life, no subject),
 * it is how much damage comes of what was told — the damage that gets through to what it was aimed at, as
 * 「何点通る?」「何点入る?」 ask (120.3). 「ライフは何点になる」 (a subject said) is the life total, read as before.
 */
function pointsItComesTo(sentences: Sentence[], chunks: readonly JaChunk[]): void {
  // (After a life total told, 「相手のライフは15点です。…何点になりますか?」: the total it comes to — intents/amounts.ts.)
  let lifeTold = false;
  for (const s of sentences)
    for (const c of s.clauses) {
      if ([c.subject, c.object, c.complement, ...c.roles.map((r) => r.np)].some((np) => np?.kind === 'amount' && (np.noun === 'life' || np.noun === 'total') && np.n !== null)) lifeTold = true;
      if (lifeTold) continue;
      const v = c.verb;
      if (!v || v.verb !== 'become' || !v.inverted || v.negated || v.modal || c.wh !== 'how-much' || c.asked) continue;
      if ((c.subject && !(c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) || c.object || c.object2 || c.complement || c.roles.length > 0) continue;
      if (!c.chunks.some((k) => chunks[k]?.senses[0]?.kind === 'wh' && chunks[k]!.ja.counter === 'point')) continue;
      c.subject = null;
      c.verb = { ...v, verb: 'go-through' };
    }
}

/**
 * 「対象は相手にします」「(対象は毎回相手にします)」「対象は相手です」: a sentence of its own that says what the target
 * is, with nothing else in it — read as 「相手を対象にします」 (the asker targets it), the choice the shared frames
 * give the triggered ability asked about (603.3d), or refuse when none was asked about.
 */
function targetSaid(sentences: Sentence[], chunks: readonly JaChunk[]): void {
  for (const s of sentences) {
    if (s.clauses.length !== 1) continue;
    const c = s.clauses[0]!;
    const at = chunks.findIndex((k) => k.start >= s.start && k.text === '対象');
    const first = chunks.findIndex((k) => k.start >= s.start && !/^[(（]$/.test(k.text));
    if (at < 0 || at !== first || chunks[at + 1]?.ja.particle !== 'は') continue;
    if (c.sub || c.wh || c.asked || c.yesNo || c.object || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0) continue;
    if (c.verb && (c.verb.verb !== 'be' || c.verb.negated || c.verb.inverted || c.verb.modal)) continue;
    // (「相手にします」: the one said with に; 「相手です」「相手」: the one said alone.)
    const to = c.roles.length === 1 && c.roles[0]!.prep === 'to' && !c.subject ? c.roles[0]!.np : null;
    const alone = c.roles.length === 0 && c.subject && c.subject.chunks.length > 0 ? c.subject : null;
    const chosen = to ?? alone;
    if (!chosen || !(chosen.kind === 'player' || chosen.kind === 'object')) continue;
    const end = chunks.findIndex((k) => k.start >= s.end);
    const rest = (end < 0 ? chunks.slice(at + 2) : chunks.slice(at + 2, end)).map((k) => chunks.indexOf(k));
    const doing = rest.filter((k) => chunks[k]!.ja.lemma === 'する' || /^(?:する|します|した|しました)$/.test(chunks[k]!.text));
    c.verb = { verb: 'target', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [at, at + 1, ...doing], text: '対象' };
    c.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
    c.object = chosen;
    c.roles = [];
    for (const k of [at, at + 1, ...doing]) if (!c.chunks.includes(k)) c.chunks.push(k);
  }
}

/** Verbs that tell a creature was blocked. */
const BLOCKING = new Set(['block', 'chump', 'double-block']);

/**
 * 「3/3で攻撃して通った」「《X》が相手に通ったら」: told (not asked) of an attacking creature, 通る says it got
 * through — no creature blocked it (509.1h), as the English "connects" — and 「相手に」 is the player it
 * attacked. Read only when nothing else is said with it: no amount (「3点通った」 is damage), no keyword
 * (「トランプルで通った」 is damage past a blocker), no spell (「《稲妻》が通った」 is a spell resolving), and
 * no block told anywhere in the question (what got through a block is its damage, never the creature).
 */
function throughAsUnblocked(sentences: Sentence[]): void {
  const all = sentences.flatMap((s) => s.clauses);
  if (all.some((c) => c.verb && BLOCKING.has(c.verb.verb) && !c.verb.negated)) return;
  let attacked = false;
  for (const c of all) {
    const v = c.verb;
    if (v && (v.verb === 'attack' || v.verb === 'unblocked' || v.verb === 'connect')) attacked = true;
    if (!v || v.verb !== 'go-through' || v.inverted || v.negated || v.passive || v.modal || c.wh || c.asked || c.yesNo) continue;
    if (c.object || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0) continue;
    if (!c.roles.every((r) => r.prep === 'to' && r.np?.kind === 'player')) continue;
    const s = c.subject;
    const unsaid = s === null || (s.kind === 'pronoun' && s.chunks.length === 0);
    const creature = s?.kind === 'object' && !(s.card && /\b(?:Instant|Sorcery)\b/.test(s.card.typeLine));
    if (!(unsaid && attacked) && !creature) continue;
    if (unsaid) c.subject = null;
    c.verb = { ...v, verb: 'connect' };
  }
}

/** A clause that is only an amount offered as an answer (「2点？」). */
function optionOnly(c: Clause): boolean {
  return c.verb === null && c.object === null && c.roles.length <= 1 && c.roles.every((r) => r.prep !== 'from' && r.prep !== 'until') && [c.subject, ...c.roles.map((r) => r.np)].every((np) => np === null || np.kind === 'amount') && (c.subject !== null || c.roles.length === 1);
}
