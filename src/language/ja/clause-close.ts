/** Closing a Japanese clause at its verb: the topic, arguments shared or elided, the defender and the actor a play verb switches to. */
import { CLOSE, OPEN } from './object-phrases.ts';
import type { Clause, NounPhrase, VerbInfo } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Sense, Sub } from '../senses.ts';
import type { JaReader } from './reader.ts';
import { at, particle, sense, whHeaded } from './reader.ts';
import { finishClause } from './valency.ts';
import type { Arg, Building, Morph, State } from './clause-state.ts';
import { build, copula, roleParticle, startClause, TOPIC } from './clause-state.ts';
import { creaturesTopic, playerOnlyTopic } from './board-lists.ts';
import { countersTold } from './counter-statements.ts';
import { aboutOnly } from './about-asides.ts';

/** The sentence's last clause takes the phrases held for it (clause-state.ts `held`, `heldTo`). */
function releaseHeld(st: State): void {
  if (st.held) {
    st.cur.args.unshift(st.held);
    st.held = null;
  }
  if (st.heldTo) {
    st.cur.args.unshift(st.heldTo);
    st.heldTo = null;
  }
}

/** Verbs told of the player whose life total the sentence gave (ライフ3のときに5点のダメージを受けたら、負けですか). */
const OF_LIFE_HOLDER = new Set(['take', 'be', 'become', 'lose']);

/**
 * 「相手のライフは何点になって、負けますか」「私のライフはいくつで、勝てる?」: only a player wins or loses the game
 * (104.2, 104.3), so a player's life carried as the unsaid subject of 勝つ／負ける stands for that player.
 */
function lifeHolderWinning(inherited: NounPhrase | null, clause: Clause): NounPhrase | null {
  const v = clause.verb?.verb;
  if (inherited?.kind !== 'property' || inherited.noun !== 'life' || inherited.of?.kind !== 'player' || clause.subject || clause.object !== null || (v !== 'win' && v !== 'lose')) return inherited;
  return inherited.of;
}

/** 「ライフが2のとき」 read as "I am at 2 life": the player it is about. */
export function lifeHolderOf(c: Clause): NounPhrase | null {
  const atLife = c.roles.some((r) => r.prep === 'at' && r.np?.kind === 'amount' && r.np.noun === 'life');
  return atLife && c.subject?.kind === 'player' ? c.subject : null;
}

export function close(st: State, verb: VerbInfo | null, morph: Morph | null, sub: Sub | null, extra: number[] = []): void {
  sizesInBrackets(st);
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
  if ((verb === null || (verb.verb === 'be' && verb.card === null && morph === null)) && boardTopic(st.cur, st.r)) verb ??= copula([], '');
  if (verb === null && countedOnSide(st.cur)) verb = copula([], '');
  if (verb === null) verb = countersTold(st.cur);
  // 「私のライフと2/2はどうなりますか」「相手のライフと盤面はどうなる？」: a life total and an object asked together
  // with どうなる are two questions, each closed by the one verb (what the life comes to, what happens to the object).
  // 「戦闘後のライフとどっちが死ぬか教えて」: a life total joined by と to a question of which one (or who) is asked
  // as a question of its own, with no verb (「戦闘後のライフは？」).
  closeLifeApart(st, verb, morph, sub);
  const final = sub === null && (morph === null || (morph.link === null && !morph.continuative));
  if (final) releaseHeld(st);
  const { clause, marks } = build(st.cur, verb, sub, extra);
  const responding = clause.times.includes('in-response');
  let inherited = st.share ? st.lastSubject : null;
  inherited ??= st.held?.np ?? st.topic;
  if (responding && inherited?.kind === 'player') inherited = null;
  // 「私のライフはいくつになって、どっちが死にますか」: a question word marked が (どっち, どれ, 誰, 何) is the clause's own
  // subject, asked: the topic before is not.
  if (clause.wh !== null && clause.chunks.some((k) => sense(st.r, k, 'wh') !== undefined && particle(st.r, k + 1) === 'が' && clause.chunks.includes(k + 1))) inherited = null;
  // 「相手は何点受けて、何体死にますか」: a count of creatures asked with no particle (何体, 何匹) floats off the
  // clause's own subject, the creatures counted; a player carried from the chain is not what is counted.
  if (inherited?.kind === 'player' && clause.chunks.some((k) => sense(st.r, k, 'wh') !== undefined && at(st.r, k)?.ja.counter === 'creature' && particle(st.r, k + 1) === null)) inherited = null;
  if (!inherited && st.lifeHolder && !clause.subject && clause.verb && OF_LIFE_HOLDER.has(clause.verb.verb)) inherited = st.lifeHolder;
  inherited = lifeHolderWinning(inherited, clause);
  const prev = st.share ? st.out[st.out.length - 1] : undefined;
  if (prev) shareArguments(prev, clause);
  const saidSubject = clause.subject !== null;
  const defender = saidSubject ? null : defenderOf(st, prev, clause);
  if (defender) inherited = defender;
  st.defender = defender;
  const c = finishClause(st.r, clause, marks, { morph, inherited, relative: false, keywordChunks: st.cur.keywordChunks, keywordTopic: st.cur.keywordTopic });
  switchedActor(st, c, saidSubject ? null : inherited);
  alsoMarked(st.cur.args, c);
  if (contextOnly(st.r, c) || aboutOnly(st.r, c, st.cur.keywordChunks)) {
    // (The keyword named stays known: language/aside-keywords.ts checks the story had it anyway.)
    for (const k of c.keywords.length > 0 ? c.chunks : []) {
      const about = st.r.chunks[k]!.senses.find((x) => x.kind === 'keyword');
      st.r.chunks[k]!.senses = [{ kind: 'filler', aside: 'frame', ...(about?.kind === 'keyword' ? { about: about.keyword } : {}) }];
    }
    // 「初心者です」「質問なんですが、」「昨日の試合の話です」: nothing about the board is said.
    // (「こういう状況になった」: its なる then says nothing either — read as filler, never left over unread.)
    if (c.verb?.verb === 'become') for (const k of c.verb.chunks) st.r.chunks[k]!.senses = [{ kind: 'filler' }];
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

/**
 * 「私のライフと2/2はどうなりますか」: a life total joined by と to an object (or to a question of which one) is closed as a
 * question of its own first (lifeAndThing), by the same verb unless it stands alone; the rest is then closed as usual.
 */
function closeLifeApart(st: State, verb: VerbInfo | null, morph: Morph | null, sub: Sub | null): void {
  const life = lifeAndThing(st.cur, verb, st.r);
  if (!life) return;
  const rest = st.cur;
  const { topic, lastSubject } = st;
  st.cur = life.split;
  close(st, verb && !life.alone ? { ...verb, chunks: [] } : null, life.alone ? null : morph, sub);
  const told = st.out[st.out.length - 1];
  if (st.question && told?.verb && told.subject === life.split.args[0]!.np) told.verb.inverted = true;
  // (The life is no subject of the other question: 「どっちが死ぬ」 is not said of it.)
  Object.assign(st, { cur: rest, topic, lastSubject });
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
function lifeAndThing(b: Building, verb: VerbInfo | null, r: JaReader): { split: Building; alone: boolean } | null {
  const total = b.args[0];
  if (!verb || !total || total.particles.join('') !== 'と' || total.np.kind !== 'property' || (total.np.noun !== 'life' && total.np.noun !== 'poison')) return null;
  const thing = b.args[1];
  const happens = verb.verb === 'become' && b.rest.wh === 'what' && b.args.length === 2 && thing !== undefined && ['は', 'が', 'も', 'って'].includes(roleParticle(thing.particles) ?? '') && ['object', 'pronoun', 'list'].includes(thing.np.kind);
  // (「ライフとどっちが死ぬか」「ライフとどちらのクリーチャーが死ぬか」: the question word, or the phrase it heads, is the other question's subject.)
  const alone = !happens && (b.args.length === 1 || (b.args.length === 2 && thing?.particles.join('') === 'が' && whHeaded(r, thing.chunks))) && (b.rest.wh === 'which' || b.rest.wh === 'who');
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
  // 「こういう状況になったんですが」: なる said of nothing but words of the telling (状況) — a situation came about, not an
  // object that became something (「3/3になった」 names what it became: read).
  const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0;
  const arose = c.verb?.verb === 'become' && !c.verb.negated && !c.verb.passive && (c.subject === null || unsaid) && c.chunks.some((k) => r.chunks[k]!.senses[0]!.kind === 'filler');
  if (c.verb && c.verb.verb !== 'be' && !arose) return false;
  if (c.wh || c.asked || c.yesNo || c.keywords.length > 0 || c.lacks.length > 0 || c.times.length > 0 || c.adjectives.length > 0) return false;
  if (c.object || c.object2 || c.complement || c.roles.length > 0) return false;
  if (c.subject && !(c.subject.kind === 'player' && c.subject.player.who === 'me' && c.subject.chunks.length > 0) && !(arose && unsaid)) return false;
  const subject = new Set(c.subject ? phraseChunks(c.subject) : []);
  const words = c.chunks.filter((k) => !subject.has(k) && !(arose && c.verb!.chunks.includes(k)));
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

export const SIDE_TOPIC: ReadonlySet<string> = new Set(['は', 'も']);

/**
 * The two phrases of 「自分は《灰色熊》と他のクリーチャー2体」「相手は4/4が2体」: a player said as the topic and the
 * permanents said bare (or with が) after it — nothing else. An instant or sorcery is never there (「相手は《稲妻》」 is a
 * spell cast, said without its verb): null then, as for any other shape.
 */
export function sideTopicArgs(args: readonly Arg[]): { player: Arg; thing: Arg } | null {
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

/**
 * 「相手の場は2/2だけ」「私の場は《灰色熊》のみです」: a side of the battlefield as the topic and what is on it, said
 * with the copula or nothing, tells what is there, as 「相手の場には2/2がいる」 does. (だけ, のみ: nothing else is —
 * which is what a board told in a question always means.) Arguments become those of that reading.
 */
function boardTopic(b: Building, r: JaReader): boolean {
  creaturesTopic(b, r);
  playerOnlyTopic(b, r);
  // 「場のクリーチャーは私の《スラーグ牙》だけです」「相手の場のクリーチャーは《灰色熊》と《大蜘蛛》だけ」: the creatures of the
  // battlefield (or of a player's side of it) as the topic — the same telling, the noun クリーチャー (nothing else said of it)
  // read with the place.
  const [p0, p1] = b.args;
  if (b.args.length === 3 && p0?.np.kind === 'property' && p0.np.noun === 'battlefield' && (p0.np.of === null || p0.np.of.kind === 'player') && p0.particles.join('') === 'の' && p1?.np.kind === 'object' && p1.particles.join('') === 'は' && bareCreatures(p1.np)) {
    b.rest.chunks.push(...p1.chunks);
    b.args = [{ ...p0, particles: ['は'], chunks: [...p0.chunks] }, b.args[2]!];
  }
  const [place, what, ...rest] = b.args;
  if (!place || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0 || b.rest.times.length > 0) return false;
  // (「自分の場:《A》と《B》」「相手の場：…」: the place set off by a colon, as a list's heading, is the topic は.)
  const colon = place.particles.length === 0 && r.chunks[Math.max(...place.np.chunks, ...place.chunks) + 1]?.text === ':';
  if (place.np.kind !== 'property' || place.np.noun !== 'battlefield' || !(place.particles.join('') === 'は' || colon)) return false;
  if ((what.np.kind !== 'object' && what.np.kind !== 'list') || !(what.particles.length === 0 || what.particles.join('') === 'が')) return false;
  place.particles = ['に', 'は'];
  what.particles = ['が'];
  return true;
}

/**
 * 「相手の場に2/2を3体と4/4を1体。」: a side of the battlefield (に) and what is there counted and marked を, with no verb (並べた,
 * 出している left out), says what is on that side — as 「…が3体いる」 does. Only when every thing listed has its count said.
 */
function countedOnSide(b: Building): boolean {
  const [place, what, ...rest] = b.args;
  if (!place || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0 || b.rest.times.length > 0) return false;
  if (place.np.kind !== 'property' || place.np.noun !== 'battlefield' || place.np.of?.kind !== 'player' || place.particles.join('') !== 'に') return false;
  const items = what.np.kind === 'list' ? what.np.items : [what.np];
  if (what.particles.join('') !== 'を' || !items.every((x) => x.kind === 'object' && x.count !== null && x.card === null)) return false;
  what.particles = ['が'];
  return true;
}

/**
 * 「クリーチャーが2体（3/3と1/1）いる」「相手の場にクリーチャー2体（3/3と1/1）」: sizes listed in brackets right after a counted noun
 * are those creatures, one by one (the count said and the sizes must agree): read as the list, each with the owner and
 * words said of the noun. When they disagree (「3体（3/3と1/1）」) the bracket is left unread and named — never one of
 * the two believed.
 */
function sizesInBrackets(st: State): void {
  const args = st.cur.args;
  for (let i = 0; i + 1 < args.length; i++) {
    const counted = args[i]!.np;
    const listed = args[i + 1]!;
    if (counted.kind !== 'object' || counted.count === null || counted.power !== null || counted.card !== null || listed.particles.length > 0) continue;
    const items = listed.np.kind === 'list' && listed.np.conj === 'and' ? listed.np.items : [listed.np];
    if (!items.every((x) => x.kind === 'object' && x.power !== null && x.card === null && x.owner === null)) continue;
    const from = Math.min(...listed.chunks);
    const to = Math.max(...listed.chunks);
    if (!OPEN.has(st.r.chunks[from - 1]?.text ?? '') || !CLOSE.has(st.r.chunks[to + 1]?.text ?? '')) continue;
    const total = items.reduce((n, x) => n + (x.kind === 'object' ? (x.count ?? 1) : 1), 0);
    if (total !== counted.count) {
      args.splice(i + 1, 1);
      continue;
    }
    const inherited = items.map((x) => (x.kind === 'object' ? { ...x, owner: counted.owner, head: x.head ?? counted.head, keywords: [...counted.keywords, ...x.keywords] } : x));
    const chunks = [...args[i]!.chunks, from - 1, ...listed.chunks, to + 1].sort((a, b) => a - b);
    const np: NounPhrase = { kind: 'list', items: inherited, conj: 'and', chunks: [...counted.chunks, from - 1, to + 1], start: counted.start, end: listed.np.end, text: st.r.text.slice(counted.start, listed.np.end) };
    args.splice(i, 2, { np, particles: args[i]!.particles, chunks });
  }
}

/** 「クリーチャー」 said bare: no count, size, owner, card, keyword or other word of its own. */
function bareCreatures(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  return np.head === 'creature' && np.card === null && np.power === null && np.owner === null && np.count === null && np.keywords.length === 0 && np.colors.length === 0 && np.adjectives.length === 0 && np.det === null && np.types.length <= 1 && np.subtypes.length === 0;
}
