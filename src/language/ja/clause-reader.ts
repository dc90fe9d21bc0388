/** Reading a Japanese sentence's items into clauses, argument by argument until a verb closes each. */
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyDescription, phraseChunks } from '../clause.ts';
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import type { State } from './clause-state.ts';
import { copula, extendClause, heldTo, negatedBe, roleParticle, startClause, subOf, TOPIC, verbInfo } from './clause-state.ts';
import { close } from './clause-close.ts';
import { bothOfKeywordsBefore, bothOfListBefore } from './both-of-list.ts';
import { stateAskedCopula } from './asked-states.ts';
import { gapAt, relative, whItem } from './relative-clauses.ts';
import { boardTold, countAfter, lifeNotes, lifeOrPoison, totalBeforePlayer, lifeOwnerAfter, lifeTotalTold, opensTotal, totalTold } from './life-and-counts.ts';
import { omittedCast, omittedCastAt, omittedCastWithChoice, placedOnField, placedState, putOutState, spellAtFace, thereOnSide, verbalNounTopic } from './verbless-clauses.ts';

export function readClauses(st: State, list: Item[]): void {
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    const next = list[k + 1];
    const c = st.cur.rest;
    if (it.kind !== 'np') st.pendingItem = null;
    if (it.kind === 'np') {
      if (bothOfKeywordsBefore(st, it, list[k - 1], next) || bothOfListBefore(st, it, next)) continue;
      allOfThem(it);
      totalBeforePlayer(st, it);
      lifeNotes(st, it);
      // 「ライフはお互い20」「ライフは相手が15」: the player said after the life noun is whose life it is.
      lifeOwnerAfter(st, it);
      // 「2/2が1体いる」「《栄光の頌歌》が2枚ある」: a count after the phrase's particle is the phrase's.
      if (countAfter(st, it, next)) continue;
      if (ownersJoined(it, next, list.slice(k + 2))) continue;
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
      // 「自分も相手もライフ2」「相手も私もライフは20」「私も相手も《灰色熊》をコントロールしている」: both players said
      // with も ("both A and B") are each player, as 「お互い」「自分と相手が」 say — whatever the clause goes on to tell
      // (a total, a permanent each controls); a verb no player can do for both is named there (frames, each-player-acts).
      const prevArg = st.cur.args[st.cur.args.length - 1];
      const pair = (a: NounPhrase): boolean => a.kind === 'player' && (a.player.who === 'me' || a.player.who === 'opponent');
      const totalNext = next?.kind === 'np' && (lifeOrPoison(next.np) || (next.np.kind === 'property' && (next.np.noun === 'life' || next.np.noun === 'poison') && next.np.of === null));
      if (pair(it.np) && it.particles.join('') === 'も' && prevArg && st.cur.args.length === 1 && pair(prevArg.np) && prevArg.particles.join('') === 'も' && (prevArg.np as { player: { who: string } }).player.who !== (it.np as { player: { who: string } }).player.who) {
        const chunks = [...prevArg.np.chunks, ...it.np.chunks];
        const each: NounPhrase = { kind: 'player', player: { who: 'each' }, chunks, start: prevArg.np.start, end: it.np.end, text: st.r.text.slice(prevArg.np.start, it.np.end) };
        // (「ライフは3」 after them: their life, as 「お互いのライフは3」.)
        if (totalNext && next?.kind === 'np' && next.np.kind === 'property') {
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
      heldTo(st, arg);
      st.cur.args.push(arg);
      if (omittedCast(st, arg, next) || omittedCastAt(st, arg, next) || spellAtFace(st, arg, next)) continue;
      if (omittedCastWithChoice(st, arg, next, list[k + 2])) {
        k++;
        continue;
      }
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
      // But 「熊は接死で死にますか」「3/3は接死で破壊される？」: keywords with で right before a verb the subject suffers (dies, is
      // destroyed, takes damage) say what it suffers from — another object's keyword, as 「接死のせいで」 says — never that the
      // subject has it (the Bears were given deathtouch, s29 dev set).
      const said = st.cur.args.some((a) => a.np.kind === 'object' && TOPIC.has(roleParticle(a.particles) ?? ''));
      if (said && it.particles.length === 1 && it.particles[0] === 'で' && !sufferedNext(next)) close(st, copula([], ''), null, null);
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
      if (it.c.ja.verb!.placed || placedState(it, next) || putOutState(st, it, next) || thereOnSide(st, it)) {
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
      // (「2/2を1体しかコントロールしていない」: only it is controlled — controlled, marked を as it is without しか.)
      if (v && (v.verb === 'be' || v.verb === 'control') && v.negated && !v.passive && v.modal === null && only && only.particles.join('') === 'しか' && (only.np.kind === 'object' || only.np.kind === 'list')) {
        v.negated = false;
        only.particles = [v.verb === 'be' ? 'が' : 'を'];
      }
      const extra = itemChunks(it);
      if (s.eat && next) {
        extra.push(...itemChunks(next));
        k++;
      }
      let said = v;
      if (!v && it.c.senses[0]!.kind === 'neg') {
        // ない: "there is no …" (トランプルがなければ): the keywords said are absent.
        const lacking = c.keywords.length > 0;
        c.lacks.push(...c.keywords);
        c.keywords = [];
        // 「自分の場にはパーマネントがない」「相手の場には何もなくて」: with no keyword, ない is ある negated — nothing of that kind
        // is there (frames/absence.ts). Left verbless it read as "there is a permanent" (the negation dropped).
        if (!lacking) said = negatedBe(it, extra);
      }
      const closed = st.out.length;
      close(st, said, m, s.sub, extra);
      if (s.purpose && st.out.length > closed) st.out[st.out.length - 1]!.purpose = 'next';
      continue;
    }
    const verbal = verbalNounTopic(st, list, k);
    if (verbal > 0) {
      k += verbal;
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
    // 「全員で殴った」「みんなで攻撃して」: "with everyone" said of an attack is every creature of the attacking player (508.1a),
    // as "I swing with everything" — frames/attacks.ts takes that player's creatures told; never a player or the last one alone.
    if (allAttack(it, next)) {
      st.cur.args.push({ np: { kind: 'object', ...emptyDescription(), det: 'all', head: 'creature', plural: true, chunks: itemChunks(it), start: it.c.start, end: it.c.end, text: it.c.text }, particles: it.particles, chunks: itemChunks(it) });
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
    // 「地上の」 says only what the creature after it lacks (modifiers.ts); left out of that creature (「地上の飛行クリーチャー」,
    // a flyer said to be grounded) it is left unread, so the question is refused rather than the word dropped.
    else if (s.kind === 'adj' && s.adj === 'grounded') c.chunks = c.chunks.filter((k) => !itemChunks(it).includes(k));
    else if (s.kind === 'adj') c.adjectives.push(s.adj);
    else if (s.kind === 'yes-no') c.yesNo = true;
    else if (s.kind === 'aux' && s.aux === 'be' && (!next || next.kind === 'chunk')) close(st, copula(itemChunks(it), it.c.text), null, null);
  }
  if (st.cur.args.length > 0 || st.cur.rest.wh || st.cur.rest.chunks.length > 0 || st.held) close(st, stateAskedCopula(st), null, null);
}

/** そこ, "there", said of a thing. */
const THERE: ReadonlySet<string> = new Set(['そこ']);

/** Words for "everyone" said of the creatures attacking together (全員で殴る). */
const CREW_WORDS: ReadonlySet<string> = new Set(['全員', 'みんな', '皆', '総員', '全軍', '全部', 'すべて', '全て']);

/** 「全員で」 right before an attack verb. */
function allAttack(it: Item, next: Item | undefined): boolean {
  if (it.kind !== 'chunk' || !CREW_WORDS.has(it.c.text) || it.particles.join('') !== 'で' || next?.kind !== 'verb') return false;
  const s = next.c.senses[0];
  return s?.kind === 'verb' && s.verb === 'attack';
}

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
