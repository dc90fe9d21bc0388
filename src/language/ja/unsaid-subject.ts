/**
 * The subject (and object) a Japanese clause leaves unsaid (valency.ts finishClause): carried on from the clause before,
 * the player whose creature acts, each player, the other player (〜てくる), the asker, or "it".
 */
import type { Clause } from '../clause.ts';
import type { JaReader } from './reader.ts';
import { spellReceived } from './instruments.ts';
import type { FinishOptions } from './roles.ts';
import { AGENTIVE, dropRole, implicitOpponent, implicitPlayer, isPlayer, REMOVED_TOPIC, role, spanOf, TOLD_OF_IT, TOWARD_ACTOR, zeroPronoun } from './roles.ts';
import { targetRules } from './object-verbs.ts';

type VerbSaid = Clause['verb'];

/** Acts only a player does (601.2, 602.2, 111.1): never of an object carried on as the unsaid subject. */
const PLAYER_ACTS: ReadonlySet<string> = new Set(['cast', 'activate', 'create', 'pay']);

/** The subject carried on from the clause before (`o.inherited`), or the player whose creature the act is done with. */
export function carriedSubject(c: Clause, v: VerbSaid, o: FinishOptions): void {
  // 「相手の3/3が攻撃してきて、私の2/2でブロックした」: a creature told of before doesn't act "with" a
  // creature; a player does (the one whose creature it is, else the asker, below).
  const withNp = role(c, 'with')?.np ?? null;
  const instrument = withNp?.kind === 'list' ? withNp.items[0]! : withNp;
  // 「《ぬめるボーグル》って呪禁持ちだけど、《殺害》の対象にできる？」: the topic carried from the clause before is read as a
  // topic said in this clause is (object-verbs.ts targetRules: what is targeted with the spell, not who targets).
  if (v?.verb === 'target' && !c.subject && !c.object && o.inherited?.kind === 'object' && !o.relative) {
    c.subject = o.inherited;
    targetRules(c);
    if (c.subject === o.inherited) c.subject = null;
  }
  const actsWith = v !== null && AGENTIVE.has(v.verb) && !v.passive && instrument?.kind === 'object' && o.inherited !== null && o.inherited.kind !== 'player';
  if (actsWith && instrument?.kind === 'object' && instrument.owner && !c.subject) c.subject = { kind: 'player', player: instrument.owner, chunks: [], start: c.start, end: c.start, text: '' };
  // 「《栄光の頌歌》があって、1/1のトークンを生成しました」: an act only a player does (casting, activating, making a token,
  // paying: 601.2, 602.2, 111.1) takes no object as its unsaid subject — the clause before only said what was there.
  const byPlayerOnly = v !== null && PLAYER_ACTS.has(v.verb) && !v.passive && o.inherited?.kind === 'object';
  if (v && !c.subject && o.inherited && !o.relative && !actsWith && !byPlayerOnly) c.subject = o.inherited;
  // 「P/Tはいくつで、飛行は残っていますか」: a keyword asked to remain after a size was asked is asked of what that size is of.
  const size = c.subject === o.inherited && c.subject?.kind === 'property' && ['pt', 'power', 'toughness', 'size', 'stats'].includes(c.subject.noun) ? c.subject : null;
  if (size && c.verb?.verb === 'have' && o.keywordTopic && c.keywords.length > 0) {
    if (size.of) c.subject = size.of;
    else zeroPronoun(c);
  }
}

/** A subject still unsaid: each player (お互いに), the other player (〜てくる), else the asker. */
export function impliedSubject(c: Clause, v: VerbSaid, o: FinishOptions): void {
  // 「お互いに《栄光の頌歌》をコントロールしている」「お互いに《灰色熊》を出している」: お互いに with a verb of having — or
  // of placing, said in the perfect (出している: it is out) — is "each player", who has it: not someone it is given to
  // (「お互いに3点与える」 keeps に as what is dealt to).
  const mutual = role(c, 'to');
  const having = v !== null && (v.verb === 'control' || v.verb === 'have' || (v.placing === true && v.perfect && !v.passive && !v.negated));
  if (v && !c.subject && having && mutual?.np?.kind === 'player' && mutual.np.player.who === 'each') {
    c.subject = mutual.np;
    dropRole(c, mutual);
  }
  // 「飛行3/3で攻撃してきた」「私の5/5を接死1/1でブロックしてきた」「《稲妻》を撃ってきた」: an action done with nobody
  // said that comes toward the speaker (〜てくる) is the other player's, whatever shape the creature is said in
  // (a card, a bare P/T, keywords + P/T). (A thing moving back, 戻ってくる, says a direction of travel, not an actor.)
  if (v && !c.subject && !v.passive && AGENTIVE.has(v.verb) && !o.relative) c.subject = v.toward === true && TOWARD_ACTOR.has(v.verb) ? implicitOpponent(c) : implicitPlayer(c);
  // 「負けますか」「勝てる?」 asked with nobody said: the asker (ライフを失う, 能力を失う say what is lost).
  const outcome = c.verb?.verb === 'lose' || c.verb?.verb === 'win';
  if (outcome && !c.subject && !c.object && c.keywords.length === 0 && c.question && c.sub === null && !o.relative) c.subject = implicitPlayer(c);
}

/** The clause with its span, and "it" (or the asker, for life) where nothing else is said: the last step of finishClause. */
export function spannedWithIt(r: JaReader, c: Clause, v: VerbSaid, o: FinishOptions): Clause {
  if (c.verb?.verb === 'get') spellReceived(c);
  // 「死にますか、それとも生き残りますか」: every clause ending in a question form asks, not only the last
  // (the first was told as an event: the creature "died" whatever the combat did).
  if (c.verb && o.morph?.question && c.sub === null && !o.relative) c.verb.inverted = true;
  removedUnsaid(c, o);
  const out = spanOf(r, c);
  // 「ライフを3点得たら」「3点のライフを失ったら」: life is a player's (119.1), never a creature's, so life gained or lost with
  // nobody said is the asker's — as 「3点回復したら」 and 「負けますか」 are (verb-rules.ts, above) — not "it". Only where no
  // other player's life is told, the one rule both readings share (otherLifeTold): 「相手のライフは5。ライフを3点得たら？」
  // may go on about the opponent (left unread); an opponent named only as who attacked leaves it the asker's.
  if (v && !c.subject && !o.relative && lifeChanged(out) && !otherLifeTold(r)) out.subject = implicitPlayer(out);
  // (A condition in a question tells too: 「《ショック》で死んだら、戻ってきますか」.)
  else if (v && !c.subject && !o.relative && (!c.question || c.sub !== null) && TOLD_OF_IT.has(v.verb)) zeroPronoun(out);
  // 「《ショック》を撃たれたら」 with nobody said: "it" got Shocked (the frame asks back when a player could be meant).
  else if (v && v.verb === 'cast' && v.passive && v.card && !c.subject && !o.relative) zeroPronoun(out);
  // 「（《反逆の行動》を唱えて、）《臓物の予見者》で生け贄に捧げた」: sacrificed with a permanent — its outlet (frames/verbs.ts) —
  // with nothing said sacrificed: "it", what the story is about, as "sacrifice it to Viscera Seer" says.
  const outlet = role(out, 'with')?.np;
  if (out.verb?.verb === 'sacrifice' && !out.verb.passive && !out.object && !o.relative && outlet?.kind === 'object' && outlet.card && !/\b(?:Instant|Sorcery)\b/.test(outlet.card.typeLine)) {
    out.object = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: out.start, end: out.end, text: out.verb.text };
  }
  return out;
}

/**
 * 「相手の3/3がいる。《稲妻》で倒せる？」「…って呪禁あるけど、《紅蓮地獄》で倒せる？」: a verb of removal asked with できる and
 * a means said (《X》で), with nothing said removed, asks of "it" — Japanese drops the object it would repeat — resolved as
 * 「それ」 is (asked back when two things could be meant). A creature carried over from the clause before as the subject
 * (the topic of 〜けど) is that object: only a player removes a thing with a card.
 */
function removedUnsaid(c: Clause, o: FinishOptions): void {
  const v = c.verb;
  const means = role(c, 'with')?.np;
  if (!v || v.passive || v.modal !== 'can' || !REMOVED_TOPIC.has(v.verb) || !c.question || o.relative || c.object || c.object2 || means?.kind !== 'object' || !means.card) return;
  const carried = c.subject !== null && c.subject === o.inherited && c.subject.kind === 'object' ? c.subject : null;
  if (c.subject && !isPlayer(c.subject) && !carried) return;
  c.object = carried ?? { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.end, text: v.text };
  if (carried) c.subject = implicitPlayer(c);
}

/** Life gained or lost by the verb's own doing (not passive, causative or asked who): its object an amount of life. */
function lifeChanged(c: Clause): boolean {
  const v = c.verb;
  return v !== null && (v.verb === 'gain' || v.verb === 'lose') && !v.passive && c.wh === null && c.object?.kind === 'amount' && c.object.noun === 'life' && c.object2 === null && c.complement === null && c.keywords.length === 0;
}

/**
 * 「相手のライフは5」「相手はライフ5」: another player's life said in the question (a player other than the asker, with
 * ライフ within the next two words) — after it, points gained with nobody said may be that player's (verb-rules.ts).
 */
export function otherLifeTold(r: JaReader): boolean {
  const life = (k: number): boolean => r.chunks[k]?.senses.some((x) => x.kind === 'thing-noun' && x.noun === 'life') ?? false;
  return r.chunks.some((k, i) => k.senses.some((x) => x.kind === 'player' && x.who !== 'me') && (life(i + 1) || life(i + 2)));
}
