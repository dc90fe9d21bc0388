/**
 * Japanese clauses in the English grammar's shape. Particles give the raw roles (grammar.ts);
 * here each verb places them the way the English grammar places the same meaning, so frames.ts
 * and intents.ts need no Japanese of their own:
 * - a passive's に is its agent ('by': 2/2にブロックされた = blocked by the 2/2); なる's に is its
 *   complement (0/1になる = becomes 0/1); 唱える's に is what the spell is cast on ('on');
 * - 受ける with a P/T change, counters or a spell is "gets" (+3/+3の修整を受ける, 《羊術》を受けた),
 *   with damage it is "takes"; 与える with keywords is "gives";
 * - counters put on something are "it gets counters" (2/2に+1/+1カウンターを置く);
 * - a subject Japanese leaves unsaid is the previous clause's in a te-form chain, the asker for
 *   what a player does (5/5で攻撃して = I attack with the 5/5), and "it" in a question
 *   (死にますか = does it die?).
 * Nothing is invented beyond those: a role no verb places stays, and coverage reports its words.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Verb } from '../senses.ts';
import type { VerbMorph } from './morph.ts';
import type { JaReader } from './reader.ts';
import { combatAbility } from './modifiers.ts';
import type { FinishOptions } from './roles.ts';

import { AGENTIVE, dropRole, implicitOpponent, isPlayer, placeBare, PLAYER_ONLY, REMOVED_TOPIC, role, spanOf, TIME_OF_TURN } from './roles.ts';
import { carriedSubject, impliedSubject, otherLifeTold, spannedWithIt } from './unsaid-subject.ts';
import { verbRules } from './verb-rules.ts';
import { boardListed } from './held-and-life.ts';
import { copulaRules, gameLost, listPresent, manaMade, sinceLastTurn, situationLost } from './copula-states.ts';
export type { FinishOptions } from './roles.ts';
export { TOLD_OF_IT, relativeGap, zeroSubject } from './roles.ts';

type VerbSaid = Clause['verb'];

/**
 * 「相手ターン中に」「相手終了ステップに」「自分アップキープに」: a player said bare right before a turn or a step is whose
 * turn or step it is (as 相手の… says; frames/moments.ts reads the words), never who acts — read as the subject, the
 * opponent was made the caster of the asker's spell.
 */
function timeOwners(r: JaReader, c: Clause): void {
  const ownsTime = (np: NounPhrase | null): boolean => {
    if (np?.kind !== 'player' || np.chunks.length !== 1) return false;
    const k = np.chunks[0]!;
    if (r.chunks[k]?.ja.particle) return false;
    const next = r.chunks[k + 1];
    return next !== undefined && next.senses.some((x) => (x.kind === 'thing-noun' && x.noun === 'turn') || (x.kind === 'time' && TIME_OF_TURN.has(x.time)));
  };
  c.roles = c.roles.filter((x) => !(x.prep === 'as' && ownsTime(x.np)));
  if (ownsTime(c.subject)) c.subject = null;
}

/**
 * 「相手に《稲妻》を撃ってもらった」「相手にブロックしてもらう」: 〜てもらう says another did the act for the speaker — the one
 * marked に is who did it (never its target), and with nobody said, the other player; the speaker is no doer.
 */
function doneForMe(c: Clause, o: FinishOptions): void {
  const v = c.verb;
  if (!v || !o.morph?.received || !AGENTIVE.has(v.verb) || v.passive) return;
  const by = c.roles.find((x) => x.prep === 'to' && isPlayer(x.np));
  if (c.subject && !(isPlayer(c.subject) && (c.subject as Extract<NounPhrase, { kind: 'player' }>).player.who === 'me')) return;
  if (by) {
    c.subject = by.np;
    dropRole(c, by);
  } else c.subject = implicitOpponent(c);
}

/** Verbs whose keywords are what they are about (飛行を得る, 防衛を失う, トランプルを持つ): the keywords are part of the verb. */
const KEYWORD_VERBS = new Set<Verb>(['gain', 'lose', 'get', 'give', 'have', 'keep']);

/**
 * 「2/2に+1/+1カウンターは何個乗っていますか」「2/2の+1/+1カウンターは何個?」: how many counters of a kind are
 * on it — asked as "does it have (how many) +1/+1 counters" (the answer says how many it ends with).
 */
function countersAsked(c: Clause, morph: VerbMorph | null): void {
  if (c.wh !== 'how-many' || !c.question || c.object2 || c.complement) return;
  const kind = (np: NounPhrase | null): boolean => np?.kind === 'amount' && np.noun === 'counter' && np.counter !== null && np.chunks.every((k) => k >= 0);
  const v = c.verb;
  // 「2/2の+1/+1カウンターは何個」: no verb, the counters said of the object.
  if (!v && kind(c.subject) && c.roles.length === 1 && c.roles[0]!.prep === 'of' && c.roles[0]!.np?.kind === 'object' && !c.object) {
    const holder = c.roles[0]!.np;
    c.object = c.subject;
    c.subject = holder;
    c.roles = [];
    c.verb = { verb: 'have', card: null, passive: false, negated: false, modal: null, perfect: false, hypothetical: false, chunks: [], text: '' };
    return;
  }
  // (「乗っていますか」 asks how many are on it; 「乗りますか」 how many are put, which is not what it ends with when
  // it had some before — the story, not read here, would tell: left unread.)
  if (!v || v.verb !== 'get' || v.negated || v.passive || v.modal !== null || morph?.perfect !== true || !kind(c.object) || !c.subject || c.subject.kind !== 'object' || c.roles.length > 0) return;
  c.verb = { ...v, verb: 'have' };
}

/**
 * 「再生で助かる?」「再生の盾で生き残れる?」: asked whether regeneration saves it — "can it be regenerated (and
 * so survive)": a shield put on it at this point (701.19a), and does it survive (intents/fates.ts regenerateAsk).
 * Read so only as a question; the means was otherwise passed over as a manner of surviving (and answered without it).
 */
function regenerationAsked(r: JaReader, c: Clause): void {
  const v = c.verb!;
  // (「《リバー・ボア》を再生で守れる？」: what is saved said as the object of 守る／救う — the one regenerated.)
  if (!c.question || v.negated || v.passive || (v.verb !== 'survive' && v.verb !== 'save') || (c.object && v.verb !== 'save') || c.complement) return;
  // (The shield word is no phrase of its own: a bare noun before で, among the clause's words.)
  const k = c.chunks.find((x) => {
    const s = r.chunks[x]?.senses[0];
    return s?.kind === 'thing-noun' && s.noun === 'regen-shield' && r.chunks[x + 1]?.ja.particle === 'で';
  });
  if (k === undefined) return;
  c.verb = { ...v, verb: 'regenerate', modal: 'can', chunks: [...v.chunks, k, k + 1] };
}

/** Verbs of what befalls a creature, said of どちらも / どっちも: both creatures, not each player (refs.ts 'both'). */
const CREATURE_FATES: ReadonlySet<string> = new Set(['die', 'survive', 'destroy', 'kill']);

/**
 * 「どちらも死ぬ?」「どっちも倒せる?」「どちらも生き残りますか」: どちらも is "both of them" — of players
 * (「どちらもライフ20」) each player, but of a verb only a creature's fate can be (死ぬ, 生き残る, 倒す,
 * 破壊する) both of the two just named together, as 「両方死ぬ?」 says (refs.ts: the pair told last).
 */
function bothOfThem(c: Clause): void {
  const v = c.verb;
  // 「どっちもブロックされなかった」「どちらもブロックされた」: only an attacking creature is blocked (509.1a), so
  // the subject of a passive block is both creatures, never each player.
  const blockedFate = v?.verb === 'block' && v.passive;
  if (!v || (!CREATURE_FATES.has(v.verb) && !blockedFate)) return;
  const both = (np: NounPhrase | null): NounPhrase | null => (np?.kind === 'player' && np.player.who === 'each' && /^ど(?:ち|っち)らも$|^どっちも$/.test(np.text) ? { kind: 'pronoun', word: 'both', possessive: false, chunks: np.chunks, start: np.start, end: np.end, text: np.text } : np);
  const objectFate = (v.verb === 'destroy' || v.verb === 'kill') && !v.passive;
  if (objectFate) c.object = both(c.object);
  else c.subject = both(c.subject);
}

/**
 * 「威迫持ちの4/4に、自分の1/1を2体でブロックできる?」「飛行の3/3に到達の2/2をブロックに出せる?」: a block asked (or told) with
 * both a に-phrase and a を-phrase names what is blocked with に (509.1a: a blocker blocks an attacking creature) and what
 * blocks with を — the creatures put up, counted by a bare count said with で (「1/1を2体で」: two of them, as
 * 「1/1が2体で」 says). Read as before, the を-phrase was blocked, the count made two creatures of no size and the
 * に-phrase was dropped: a wrong "no" (fresh s28). Not in a causative (「1/1に4/4をブロックさせる」: に is who blocks), nor
 * with a blocker said with で as well (three creatures for two places: left, and coverage names the words).
 */
function blockedWithNi(c: Clause, o: FinishOptions): void {
  const v = c.verb;
  if (!v || v.verb !== 'block' || v.passive || o.morph?.causative === true) return;
  const to = role(c, 'to');
  const blockers = c.object;
  // 「自分の2/2をブロックに回せる?」「ブロックに出す」: what is put up (を) is the blocker, with or without a に-phrase.
  if (/^ブロックに/.test(v.text) && blockers && !to && !role(c, 'with', 'using')) {
    c.roles.push({ prep: 'with', np: blockers, time: null, chunks: [...blockers.chunks] });
    c.object = null;
    return;
  }
  if (to?.np?.kind !== 'object' || blockers?.kind !== 'object' || blockers.count !== null) return;
  if (c.subject !== null && !isPlayer(c.subject)) return;
  const withRole = role(c, 'with', 'using');
  const count = withRole?.np?.kind === 'object' ? withRole.np : null;
  const bare = count !== null && count.head === 'creature' && count.count !== null && count.power === null && count.owner === null && count.keywords.length === 0 && count.colors.length === 0 && count.adjectives.length === 0 && count.card === null && count.chunks.length === 1;
  if (withRole && !bare) return;
  const put: NounPhrase = bare ? { ...blockers, count: count!.count, plural: count!.count! > 1, chunks: [...blockers.chunks, ...count!.chunks], end: count!.end } : blockers;
  dropRole(c, withRole);
  dropRole(c, to);
  c.object = to.np;
  c.roles.push({ prep: 'with', np: put, time: null, chunks: [...put.chunks, ...(withRole ? withRole.chunks : [])] });
}

/** A clause of attaching (つける, 装備する, 付け替える) whose を-phrase is an Aura or Equipment card and whose に-phrase a permanent, not a player. */
function attachedWithWo(c: Clause, marks: Map<NounPhrase, string | null>): boolean {
  const v = c.verb?.verb;
  const to = role(c, 'to')?.np;
  return (v === 'attach' || v === 'equip' || v === 'move') && c.object?.kind === 'object' && marks.get(c.object) === 'を' && c.object.card !== null && /\b(?:Aura|Equipment)\b/.test(c.object.card.typeLine) && to?.kind === 'object';
}

/**
 * 「私の3/3に警戒がある」「《灰色熊》に飛行があれば」「速攻があったら」 with the holder said by に: the existential ある says
 * what the に-phrase has, as 「3/3が警戒を持っている」 does — the keyword (がある) is had, the permanent is the holder.
 */
function heldWithNi(c: Clause): void {
  const to = role(c, 'to');
  if (c.subject || c.object || c.object2 || c.complement || c.verb?.verb !== 'have' || c.verb.passive || c.keywords.length === 0 || c.roles.length !== 1 || to?.np?.kind !== 'object') return;
  c.subject = to.np;
  dropRole(c, to);
}

/** Fills a clause's roles the English way, its unsaid subject, and its span. */
export function finishClause(r: JaReader, c: Clause, marks: Map<NounPhrase, string | null>, o: FinishOptions): Clause {
  timeOwners(r, c);
  doneForMe(c, o);
  placeBare(c);
  blockedWithNi(c, o);
  bothOfThem(c);
  heldWithNi(c);
  boardListed(c);
  // (The verb as said: the steps below may put another in its place, c.verb, and still ask of this one.)
  const v = c.verb;
  canByRareru(c, v, marks, o);
  countSaidWithDe(c, v, marks);
  backToSize(c, v);
  // 「相手は合計何点受けますか」: 合計 said bare before the amount asked is 合計で, "in total" — never the thing taken or dealt.
  if (c.object?.kind === 'property' && c.object.noun === 'total' && c.object.of === null && (c.wh === 'how-much' || c.wh === 'how-many') && c.object.chunks.length === 1) {
    c.roles.push({ prep: 'with', np: c.object, time: null, chunks: [...c.object.chunks] });
    c.object = null;
  }
  // 自分で: "by myself" is the subject.
  const by = role(c, 'with');
  if (!c.subject && by && isPlayer(by.np)) {
    c.subject = by.np;
    dropRole(c, by);
  }
  topicAsObject(r, c, v, marks);
  if (abilityTold(c, v, o)) return spanOf(r, c);
  verbSenses(r, c, v, o);
  copulaSenses(r, c, v, o);
  carriedSubject(c, v, o);
  impliedSubject(c, v, o);
  return spannedWithIt(r, c, v, o);
}

/**
 * 唱えられますか: られる asks "can" when nothing is said to have done it.
 * 「《骨断ちの矛槍》を《ラノワールのエルフ》に付け替えられますか」: an Equipment or Aura said with を and a permanent with に
 * is where the asker would put it (701.3a) — a passive's に names who does it, never a card moved onto.
 */
function canByRareru(c: Clause, v: VerbSaid, marks: Map<NounPhrase, string | null>, o: FinishOptions): void {
  if (!v || !o.morph) return;
  if (o.morph.ambiguousRareru && c.question && !o.morph.past && (!role(c, 'to') || attachedWithWo(c, marks))) {
    v.passive = false;
    v.modal = 'can';
  }
}

/**
 * 「相手の3/3が2体でブロックしてきた」「1/1が3体で攻撃」: a count said with で after the subject is how many of
 * them there are (as 「3/3が2体」 or 「2体の3/3」 says) — never two other creatures beside the 3/3.
 * (In a passive, 「私の5/5は相手の2/2に2体でブロックされた」, it counts the に-phrase — those who do it, the blockers
 * — never the subject: red team s22 made two 5/5s and asked which one was meant.)
 */
function countSaidWithDe(c: Clause, v: VerbSaid, marks: Map<NounPhrase, string | null>): void {
  const countedRole = role(c, 'with');
  const counted = countedRole?.np ?? null;
  const agent = v?.passive === true ? (role(c, 'by') ?? role(c, 'to'))?.np : undefined;
  const subj = agent?.kind === 'object' ? agent : c.subject;
  // (A topic asked of with できる — 「威迫持ちって1体だけでブロックできる？」「2/2は2体でブロックできますか」 — is what the count
  // blocks or fights with: the count is of the で-phrase, the creatures it is done with (the topic read as the object below).
  // Counted as the topic, one menace creature was asked to block and a wrong yes answered: fresh s25a.)
  const askedTopic = c.question && v?.modal === 'can' && v.passive !== true && c.subject !== null && ['は', 'も', 'って'].includes(marks.get(c.subject) ?? '');
  if (countedRole && !askedTopic && subj?.kind === 'object' && subj.count === null && !subj.card && subj.head !== null && counted?.kind === 'object' && counted.head === 'creature' && counted.count !== null && counted.power === null && counted.owner === null && counted.keywords.length === 0 && counted.colors.length === 0 && counted.adjectives.length === 0 && counted.chunks.length === 1) {
    subj.count = counted.count;
    subj.plural = counted.count > 1;
    subj.chunks = [...subj.chunks, ...counted.chunks];
    dropRole(c, countedRole);
  }
}

/**
 * 「元の4/4飛行に戻っていますか」「4/4に戻る？」: 戻る with a size (and keywords) as where to, not a zone, is becoming that
 * again — asked as 「4/4になっている？」 is; 元の (its original) says nothing the size doesn't.
 */
function backToSize(c: Clause, v: VerbSaid): void {
  const back = v?.verb === 'come-back' && !v.passive && !c.object && !c.complement ? c.roles.find((r) => r.prep === 'to') : undefined;
  if (v && back?.np?.kind === 'object' && back.np.head === 'pt' && back.np.power !== null && back.np.card === null && back.np.owner === null && back.np.adjectives.every((a) => a === 'old')) {
    c.complement = { ...back.np, adjectives: [] };
    dropRole(c, back);
    c.verb = { ...v, verb: 'become' };
  }
}

/** The topic (は, も, って, or a bare phrase and a comma) read as the object, where the verb says it is what is acted on. */
function topicAsObject(r: JaReader, c: Clause, v: VerbSaid, marks: Map<NounPhrase, string | null>): void {
  // 《大蜘蛛》で《セラの天使》ってブロックできる？: with what is said, the topic is what is blocked.
  // (「相手の威迫4/4、こっちの2/2でブロックした」: a bare phrase set off by a comma is a topic too, its particle left out.)
  const lastOf = c.subject && c.subject.chunks.length > 0 ? c.subject.chunks[c.subject.chunks.length - 1]! : -1;
  const bareTopic = c.subject !== null && marks.has(c.subject) && marks.get(c.subject) === null && r.chunks[lastOf + 1]?.text === '、';
  const topic = c.subject && (bareTopic || ['は', 'も', 'って'].includes(marks.get(c.subject) ?? '')) ? c.subject : null;
  if (v && topic && topic.kind === 'object' && !c.object && AGENTIVE.has(v.verb) && !v.passive && role(c, 'with')) {
    c.object = topic;
    c.subject = null;
  }
  // 「天使は破壊できますか」「熊は倒せる？」「その3/3って追放できる？」: the topic of a verb of removal asked with できる and
  // no object is what is removed — "can it be destroyed?" — as with a means said (《X》で) above; never the creature
  // destroying something unsaid.
  if (v && topic && c.subject === topic && topic.kind === 'object' && !c.object && !c.object2 && !v.passive && v.modal === 'can' && REMOVED_TOPIC.has(v.verb)) {
    c.object = topic;
    c.subject = null;
  }
  // 「《灰色熊》に《巨大化》って撃てる？」「《ショック》は唱えられる?」: only a player casts or plays, so a
  // card or creature said as the topic of 唱える/撃つ/プレイする is what is cast (the topic of a
  // Japanese sentence is as often its object as its subject).
  if (v && c.subject === topic && topic && topic.kind === 'object' && !c.object && !v.passive && PLAYER_ONLY.has(v.verb)) {
    c.object = topic;
    c.subject = null;
  }
}

/** 「《臆病な巨人》はブロックできない」 told (not asked): it has "can't block". */
function abilityTold(c: Clause, v: VerbSaid, o: FinishOptions): boolean {
  const ability = v && o.morph && !(c.question && o.morph.link === null) ? combatAbility(v.verb, { ...o.morph, negated: v.negated, passive: v.passive, potential: v.modal === 'can' }) : null;
  if (!v || !ability || !c.subject || isPlayer(c.subject)) return false;
  c.keywords.push(ability);
  c.verb = { ...v, verb: 'have', negated: false, passive: false, modal: null };
  return true;
}

/** What the verb means with what is said with it: mana made, regeneration, the verb rules, counters, keywords, both or all. */
function verbSenses(r: JaReader, c: Clause, v: VerbSaid, o: FinishOptions): void {
  if (v) manaMade(r, c);
  if (v) regenerationAsked(r, c);
  if (v) verbRules(c, o.morph, !otherLifeTold(r));
  countersAsked(c, o.morph);
  // 「飛行は残りますか」「絆魂は残る？」: a keyword said as what remains is a quality asked to be still
  // there — "does it still have flying" — never the creature staying on the battlefield (issue 11).
  // (Told, not asked, it stays 'remain' and is left unread; asked negatively, the has-keyword ask
  // refuses it rather than guess which way a yes points.)
  if (c.verb?.verb === 'remain' && o.keywordTopic && c.keywords.length > 0 && c.question) c.verb = { ...c.verb, verb: 'have' };
  if (c.verb && KEYWORD_VERBS.has(c.verb.verb) && c.keywords.length > 0) c.verb.chunks = [...c.verb.chunks, ...o.keywordChunks];
  // 「これって相打ちになる？」「相打ちした」: two creatures each killing the other — both die, asked or told as
  // 「両方死ぬ」 is (the two named together, refs.ts); a list said as the subject is those two already.
  if (c.verb && c.verb.chunks.some((k) => r.chunks[k]?.ja.verb?.mutual === true) && c.subject?.kind !== 'list') {
    const said = c.subject;
    c.subject = { kind: 'pronoun', word: 'both', possessive: false, chunks: said?.kind === 'pronoun' ? said.chunks : [], start: said?.start ?? 0, end: said?.end ?? 0, text: said?.kind === 'pronoun' ? said.text : '' };
    if (said && said.kind !== 'pronoun') c.complement ??= said;
  }
  // 「全滅する?」: a whole group dies — with none said, "all" as 「全部死ぬ?」 says (refs.ts reads it or names it).
  // Said of a kind (「私のクリーチャーは全滅しますか」), it is every one of that kind: 「私のクリーチャーは全部死ぬ?」.
  if (c.verb && c.verb.chunks.some((k) => r.chunks[k]?.ja.verb?.every === true)) everyOne(c);
  // 「瞬速で《X》を出した」「瞬速で3/3を唱えた」「瞬速で出したクリーチャー」: flash said with で before a verb of
  // casting is how the spell was cast (702.8a), as the one phrase 瞬速で出す is (lexicon.ts) — with the
  // spell named between the two words.
  if (c.verb?.verb === 'cast' && c.verb.card === null && c.keywords.length === 1 && c.keywords[0]!.keyword === 'flash' && o.keywordChunks.some((k) => r.chunks[k]?.ja.particle === 'で')) {
    c.verb = { ...c.verb, verb: 'flash', chunks: [...c.verb.chunks, ...o.keywordChunks] };
    c.keywords = [];
  }
}

/** States said with the copula (or none): the game's situation, a win, a life total had, then the copula's own rules. */
function copulaSenses(r: JaReader, c: Clause, v: VerbSaid, o: FinishOptions): void {
  situationLost(r, c);
  gameLost(r, c);
  listPresent(r, c);
  sinceLastTurn(c, o);
  // 「勝ちですか」「勝ちになる?」: does the player win (not "is someone dead": a draw is no win, 104.4a).
  if ((!v || v.verb === 'be' || v.verb === 'become') && c.adjectives.includes('won') && !c.complement && !c.object) {
    c.adjectives = c.adjectives.filter((a) => a !== 'won');
    c.verb = { verb: 'win', passive: false, negated: v?.negated ?? false, modal: null, perfect: false, hypothetical: false, card: null, chunks: v?.chunks ?? [], text: v?.text ?? c.text };
  }
  // 「相手はライフが3ある」「相手のライフが3残っている」: a life total said with ある/残る is the player at
  // that life, as 「相手のライフは3」 (the English "they have 3 life", "7 life left").
  const lifeSaid = c.subject?.kind === 'property' && c.subject.noun === 'life' ? c.subject : null;
  const amount = c.object?.kind === 'amount' && (c.object.noun === 'total' || c.object.noun === 'life') && c.object.n !== null ? c.object : null;
  if (v && (v.verb === 'have' || v.verb === 'remain') && !v.negated && !v.modal && !c.question && lifeSaid && amount && !c.object2 && c.roles.length === 0 && (c.complement === null || c.complement.kind === 'player') && (lifeSaid.of === null || c.complement === null)) {
    if (c.complement) lifeSaid.of = c.complement;
    c.complement = amount;
    c.object = null;
    c.verb = { ...v, verb: 'be', perfect: false };
  }
  if (!c.verb || c.verb.verb === 'be' || c.verb.verb === 'become') copulaRules(c, o.inherited);
}

/** The subject of a verb said of a whole group (全滅する): "all" when none is said, every one of a kind said (det all). */
function everyOne(c: Clause): void {
  const s = c.subject;
  if (!s) c.subject = { kind: 'pronoun', word: 'all', possessive: false, chunks: [], start: c.start, end: c.start, text: c.verb?.text ?? '' };
  else if (s.kind === 'object' && s.card === null && s.count === null && s.det === null) c.subject = { ...s, det: 'all', plural: true };
}
