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
import type { Clause, NounPhrase, RolePhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Sense, Verb } from '../senses.ts';
import type { VerbMorph } from './morph.ts';
import type { JaReader } from './reader.ts';
import { combatAbility } from './modifiers.ts';
import { GAME_LOSS_WORDS } from './lexicon.ts';
import { causeOfChange, spellDealt, spellDone, spellGiven, spellReceived, spellTaken, spellTargetShot } from './instruments.ts';

/** Verbs whose missing argument in a relative clause is the object (唱えた《X》, 奪ったクリーチャー). */
const TRANSITIVE = new Set<Verb>([
  'cast', 'flash', 'play', 'use', 'target', 'destroy', 'kill', 'exile', 'sacrifice', 'return', 'bounce', 'counter', 'flicker', 'steal', 'attach', 'put',
  'activate', 'tap', 'untap', 'pump', 'copy', 'create', 'discard', 'draw', 'prevent', 'regenerate', 'switch', 'control',
]);

/** Verbs a player does: with no subject said, the asker does them (5/5で攻撃して, 《巨大化》を唱えた). */
const AGENTIVE = new Set<Verb>([
  'attack', 'block', 'chump', 'double-block', 'cast', 'play', 'use', 'target', 'activate', 'equip', 'attach', 'move', 'sacrifice', 'exile', 'destroy',
  'kill', 'return', 'bounce', 'counter', 'flicker', 'steal', 'pay', 'control', 'regenerate', 'switch', 'give', 'draw',
]);

/** Verbs only a player does (an object is never their subject). */
const PLAYER_ONLY = new Set<Verb>(['cast', 'play']);

/** Verbs of removal whose topic, asked with できる and no object, is what is removed (「天使は破壊できますか」). */
const REMOVED_TOPIC = new Set<Verb>(['destroy', 'kill', 'exile']);
/** Zones (400.1), by their nouns: said with a passive's に, the place it is put (never its agent). */
const PASSIVE_PLACES: ReadonlySet<string> = new Set(['hand', 'graveyard', 'battlefield', 'exile', 'library']);

/** Verbs told of a creature: with no subject said, a statement is about "it" (その後、+2/+2の修整を受ける). */
export const TOLD_OF_IT = new Set<Verb>(['get', 'gain', 'lose', 'become', 'die', 'survive', 'remain']);

/** Verbs asked of a creature: with no subject said, the question is about "it" (死にますか？). */
const ASKED_OF_IT = new Set<Verb>(['die', 'survive', 'remain', 'have', 'fly', 'keep', 'attack', 'go-through', 'deal', 'trigger', 'come-back', 'regenerate']);

function role(c: Clause, ...preps: string[]): RolePhrase | undefined {
  return c.roles.find((r) => preps.includes(r.prep));
}

function dropRole(c: Clause, r: RolePhrase | undefined): void {
  if (r) c.roles = c.roles.filter((x) => x !== r);
}

function isPlayer(np: NounPhrase | null | undefined): boolean {
  return np?.kind === 'player';
}

function implicitPlayer(c: Clause): NounPhrase {
  return { kind: 'player', player: { who: 'me' }, chunks: [], start: c.verb ? c.start : 0, end: c.start, text: '' };
}

function implicitOpponent(c: Clause): NounPhrase {
  return { kind: 'player', player: { who: 'opponent' }, chunks: [], start: c.verb ? c.start : 0, end: c.start, text: '' };
}

/** Actions that 〜てくる turns toward the speaker, so the one doing them is the other player. */
const TOWARD_ACTOR = new Set<Verb>(['attack', 'block', 'chump', 'double-block', 'cast', 'use', 'target', 'activate', 'exile', 'destroy', 'kill', 'bounce', 'counter', 'steal']);

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

/** Time words a player's name may stand before, bare, as whose they are (a turn's steps and phases, 500.1). */
const TIME_OF_TURN: ReadonlySet<string> = new Set(['end-step', 'upkeep', 'draw-step', 'untap-step', 'main-phase', 'postcombat', 'during-combat', 'cleanup', 'turn-ends']);

/** Bare phrases (に, を or が dropped in speech): the object of a transitive verb, else the subject. */
function placeBare(c: Clause): void {
  for (const r of c.roles.filter((x) => x.prep === 'as')) {
    dropRole(c, r);
    const np = r.np!;
    const v = c.verb?.verb;
    const wantsObject = v !== undefined && (TRANSITIVE.has(v) || v === 'deal' || v === 'take' || v === 'give') && !c.verb!.passive;
    if (wantsObject && !c.object) c.object = np;
    else if (!c.subject) c.subject = np;
    else if (!c.object && c.verb && v !== 'be') c.object = np;
    else c.complement ??= np;
  }
}

/** 2点, 3点: a bare number of points is life when life is gained or lost. */
function pointsAsLife(np: NounPhrase | null): void {
  if (np?.kind === 'amount' && np.noun === 'total') np.noun = 'life';
}

function verbRules(c: Clause, morph: VerbMorph | null): void {
  const v = c.verb!;
  const to = role(c, 'to');
  switch (v.verb) {
    case 'become':
      // 0/1になる: に marks what it becomes.
      if (to && !c.complement) {
        c.complement = to.np;
        dropRole(c, to);
      }
      // 4/4のパワーとタフネスが1/1になる: the creature becomes 1/1.
      if (c.subject?.kind === 'property' && ['pt', 'power', 'toughness'].includes(c.subject.noun) && c.subject.of && c.complement?.kind === 'object') c.subject = c.subject.of;
      // 負けになる: "is dead" (has lost), said of the player, not of a life total shared from before.
      if (c.adjectives.includes('dead') && !c.complement) {
        v.verb = 'be';
        // (Who lost is read from what happened to whom, never from an unsaid subject.)
        if (!c.subject || (c.subject.kind === 'property' && c.subject.noun === 'life')) c.subject = (c.subject?.kind === 'property' ? c.subject.of : null) ?? implicitPlayer(c);
        return;
      }
      // どうなる: "what happens".
      if (c.wh === 'what' && !c.complement) v.verb = 'happen';
      // 《セラの天使》はいくつになる: "how big is it" (a count asked of a creature is its size).
      if (c.wh === 'how-many' && !c.complement && (c.subject?.kind === 'object' || c.subject?.kind === 'pronoun')) {
        c.wh = 'how-big';
        v.verb = 'be';
      }
      return;
    case 'take': {
      if (spellTaken(c)) return;
      const o = c.object;
      const gets = o && ((o.kind === 'amount' && (o.noun === 'ptmod' || o.noun === 'counter')) || (o.kind === 'object' && o.card !== null) || o.kind === 'property' && o.noun === 'effect');
      if (gets) v.verb = 'get';
      // 「3/3に-4/-4の修整を受けたら」: with no subject said, the creature marked に is the one that gets it
      // (spoken Japanese marks the recipient so, as 「3/3に-4/-4の修整がかかる」 does).
      const unsaid = !c.subject || (c.subject.kind === 'pronoun' && c.subject.chunks.length === 0);
      if (gets && o.kind === 'amount' && unsaid && to?.np && (to.np.kind === 'object' || to.np.kind === 'list') && !v.passive && c.roles.length === 1) {
        c.subject = to.np;
        dropRole(c, to);
      }
      return;
    }
    case 'deal':
      if (spellDealt(c)) return;
      if (creatureDealt(c)) return;
      if (c.keywords.length > 0 && (!c.object || c.object.kind !== 'amount')) v.verb = 'give';
      return;
    case 'gain':
    case 'lose':
      if (spellGiven(c)) return;
      pointsAsLife(c.object);
      if (v.verb === 'gain' && !v.passive && !morph?.causative) lifeAsked(c);
      // 「ライフは何点回復する？」: life gained with no owner said is the asker's ("how much life do I gain?").
      if (v.verb === 'gain' && c.subject?.kind === 'property' && c.subject.noun === 'life' && c.subject.of === null) c.subject.of = implicitPlayer(c);
      // 能力を失わせる: the one whose abilities are lost is the subject.
      if (morph?.causative && c.object?.kind === 'property' && c.object.of) c.subject = c.object.of;
      causeOfChange(c);
      return;
    case 'cast':
    case 'use':
    case 'play':
      // 「相手の3/3を《稲妻》で撃ったら」「相手を《稲妻》で撃つ」: what is shot (を) with an instant or sorcery (で) is
      // that spell's target, as 「相手の3/3に《稲妻》を撃つ」 says.
      if (v.verb === 'cast' && !to && spellTargetShot(c)) return;
      if (to) {
        // 「私に《稲妻》が撃たれた」: with the spell itself the subject, a player marked に is where it was
        // cast (its target), not who cast it (「相手に《稲妻》を撃たれた」, the spell marked を, is the caster).
        const spellSubject = c.subject?.kind === 'object' && c.subject.card !== null;
        if (v.passive && isPlayer(to.np) && !spellSubject) to.prep = 'by';
        else to.prep = 'on';
        // 「相手に《灰色熊》に《稲妻》を撃たれた」: a second に after the caster's is where it was cast.
        const more = c.roles.filter((r) => r.prep === 'to' && r !== to);
        if (to.prep === 'by' && more.length === 1 && more[0]!.np && !isPlayer(more[0]!.np)) more[0]!.prep = 'on';
      }
      // 「《稲妻》を《対抗呪文》された」「《灰色熊》を《殺害》された」: the card is the verb itself (《X》する, passive:
      // "had my A X'd"); what is marked を is what it was cast at — the subject, as with 撃たれた below — never
      // the spell (red team s12: read as 《稲妻》 cast at 《稲妻》).
      if (v.passive && v.card !== null && c.object?.kind === 'object' && v.chunks.every((k) => !phraseChunks(c.object!).includes(k))) {
        const target = c.object;
        c.object = null;
        if (!c.subject || (c.subject.kind === 'pronoun' && c.subject.chunks.length === 0)) c.subject = target;
        else c.roles.push({ prep: 'on', np: target, time: null, chunks: phraseChunks(target) });
        return;
      }
      // 《蛙変化》を撃たれた: "got Turn to Frog'd": the card is the verb's, the target its subject.
      if (v.passive && c.object?.kind === 'object' && c.object.card) {
        v.card = c.object.card;
        v.chunks = [...v.chunks, ...phraseChunks(c.object)];
        c.object = null;
        const on = role(c, 'on');
        if (!c.subject && on) {
          c.subject = on.np;
          dropRole(c, on);
        }
      }
      return;
    case 'attack':
      // 「相手の3/3に攻撃された」: attacked by the 3/3; the one attacked is the subject (the asker when unsaid).
      if (v.passive && to && (!c.subject || isPlayer(c.subject))) {
        const attacked = c.subject ?? implicitPlayer(c);
        c.subject = to.np;
        dropRole(c, to);
        c.roles.push({ prep: 'at', np: attacked, time: null, chunks: phraseChunks(attacked) });
        v.passive = false;
        return;
      }
      if (to) to.prep = 'at';
      return;

    case 'target':
      targetRules(c);
      return;
    case 'assign':
      // 「3/3に4点全部割り振った」「4点全部を3/3に割り振ったら」: the amount said bare (or with 全部 between it and を) is
      // what is divided, never the one dividing (the attacking player, unsaid: frames/combat.ts assignDamage, 510.1c-d).
      if (!v.passive && c.subject?.kind === 'amount' && (c.subject.noun === 'total' || c.subject.noun === 'damage') && !c.object) {
        c.object = c.subject;
        c.subject = null;
      }
      return;
    case 'put':
      putRules(c);
      return;
    case 'attach':
      // 《怨恨》が熊についている: it is on the creature.
      if (!c.object && c.subject && !isPlayer(c.subject) && to) {
        v.verb = 'be';
        to.prep = 'on';
      }
      // トランプルと絆魂もつく？: does it get (have) those keywords?
      if (!c.object && c.keywords.length > 0 && (!c.subject || !isPlayer(c.subject))) {
        v.verb = 'have';
        return;
      }
      zeroHost(c);
      return;
    case 'pump': {
      // 《巨大化》で強化された《灰色熊》: it got that spell.
      const source = role(c, 'with', 'by', 'to');
      if (source?.np?.kind === 'object' && source.np.card) {
        const target = v.passive ? c.subject : c.object;
        dropRole(c, source);
        c.subject = target;
        c.object = source.np;
        v.verb = 'get';
        v.passive = false;
      }
      return;
    }
    case 'move':
      zeroHost(c);
      return;
    case 'flicker':
    case 'tap':
    case 'untap':
      spellDone(c);
      return;
    case 'remain':
      countersRemain(c);
      return;
    case 'trigger':
      // 《宿命の旅人》の能力は誘発する: its ability triggers, which is asked of the creature itself.
      c.subject = ownerOfAbility(c.subject);
      return;
    case 'equip':
      equipRules(c);
      zeroHost(c);
      return;
    case 'be':
    case 'have':
      if (notHeld(c)) return;
      existsOn(c);
      return;
    case 'control':
      notHeld(c);
      return;
    default:
      if (sufferedPassive(c, to)) return;
      // 「熊は手札に戻されますか」「墓地に置かれる？」: a zone is where to, never one who acts (400.1) — the passive's に
      // stays its destination (a hand never bounces anything).
      if (v.passive && to && !(to.np?.kind === 'property' && PASSIVE_PLACES.has(to.np.noun))) to.prep = 'by';
      // 「3/3でブロックされた」: blocked with a creature (the defending player's) is blocked by it, as 3/3に says.
      if (v.passive && !to && (v.verb === 'block' || v.verb === 'chump' || v.verb === 'double-block')) {
        const w = c.roles.filter((r) => r.prep === 'with');
        if (w.length === 1 && w[0]!.np && (w[0]!.np.kind === 'object' || w[0]!.np.kind === 'list' || w[0]!.np.kind === 'pronoun')) w[0]!.prep = 'by';
      }
      // 「(私は)2/2を3/3でブロックされた」: the passive of one whose creature is blocked (it keeps its を-object):
      // the を-object is the creature blocked, the player (said or not) whose it is.
      if (v.passive && (v.verb === 'block' || v.verb === 'chump' || v.verb === 'double-block') && c.object && !c.object2 && (c.object.kind === 'object' || c.object.kind === 'pronoun') && (!c.subject || isPlayer(c.subject)) && role(c, 'by')) {
        const whose = c.subject;
        if (whose && c.object.kind === 'object' && c.object.owner === null && whose.kind === 'player') {
          c.object.owner = whose.player;
          c.object.chunks = [...new Set([...c.object.chunks, ...whose.chunks])].sort((a, b) => a - b);
        } else if (whose) c.complement ??= whose;
        c.subject = c.object;
        c.object = null;
      }
  }
}

/** Keywords whose working doesn't depend on whether the damage is combat damage (702.2b, 702.15b, 702.80, 702.90b). */
const ANY_DAMAGE_KEYWORDS: ReadonlySet<string> = new Set(['deathtouch', 'lifelink', 'wither', 'infect']);

/**
 * 「感染を持つ1/1で相手に1点ダメージを与えたら」「私の3/3で相手に3点与えた」: a creature said as the means of dealing
 * damage, no one else said to deal it, is its source (120.3). Only a creature described by its words, with no
 * keyword but those that work the same for any damage: whether the damage was combat damage is not said, and a
 * card's own text (a combat damage trigger) or a keyword of combat damage (toxic) could make it matter.
 */
function creatureDealt(c: Clause): boolean {
  const v = c.verb!;
  const w = c.roles.filter((r) => r.prep === 'with');
  const to = role(c, 'to');
  const unsaid = !c.subject || (c.subject.kind === 'pronoun' && c.subject.chunks.length === 0);
  if (v.passive || w.length !== 1 || !to || !unsaid || c.object?.kind !== 'amount' || c.object.n === null || !['damage', 'total'].includes(c.object.noun)) return false;
  const np = w[0]!.np;
  if (np?.kind !== 'object' || np.card !== null || np.power === null || np.head !== 'pt' || np.keywords.some((k) => !ANY_DAMAGE_KEYWORDS.has(k.keyword)) || (np.count ?? 1) !== 1 || np.plural) return false;
  c.subject = np;
  dropRole(c, w[0]!);
  if (c.object.noun === 'total') c.object = { ...c.object, noun: 'damage' };
  return true;
}

/**
 * 「相手に《灰色熊》を破壊された」「相手に頌歌を割られた」: the passive of one who suffers an act (it keeps
 * its を-object): the に-player did it to that object — the active clause "the opponent destroyed the
 * Bears". Only with no subject said (a sufferer said as the subject may say whose the object is; left
 * to the clause as it is).
 */
function sufferedPassive(c: Clause, to: RolePhrase | undefined): boolean {
  const v = c.verb!;
  if (!v.passive || !to || !isPlayer(to.np) || !c.object || c.subject || !TRANSITIVE.has(v.verb)) return false;
  c.subject = to.np;
  dropRole(c, to);
  v.passive = false;
  return true;
}

/**
 * 「相手はプレインズウォーカーを持っていません」「相手はクリーチャーをコントロールしていない」: a player said not to
 * have a kind of permanent — the same as 「相手の場にプレインズウォーカーはいない」: that kind is not on their side
 * of the battlefield (frames/facts.ts absentKind: nothing to add, checked against what is told).
 */
function notHeld(c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (!v.negated || v.passive || v.modal !== null || c.question || !c.subject || c.subject.kind !== 'player' || o?.kind !== 'object' || o.owner !== null || c.object2 || c.complement || c.roles.length > 0) return false;
  if (v.verb !== 'have' && v.verb !== 'control') return false;
  o.owner = c.subject.player;
  o.chunks = [...new Set([...o.chunks, ...c.subject.chunks])].sort((a, b) => a - b);
  c.subject = o;
  c.object = null;
  v.verb = 'be';
  return true;
}

/**
 * 「場に《灰色熊》がいる」「相手の場に3/3がいます」「相手にクリーチャーはいない」「熊に《怨恨》がある」:
 * where something is — on the battlefield (a player's side of it: whose it is), or on an object.
 */
function existsOn(c: Clause): void {
  // 「私の3/3と相手の2/2がいる」: several things said to be there, no place said — on the battlefield, as
  // 「場に…がいる」 says (one thing alone is read so already).
  if (c.verb!.verb === 'be' && c.subject?.kind === 'list' && c.subject.items.every((x) => x.kind === 'object') && c.roles.length === 0 && !c.object && !c.complement && !c.verb!.negated && !c.question && c.keywords.length === 0 && c.adjectives.length === 0) {
    const s = c.subject;
    c.roles.push({ prep: 'on', np: { kind: 'property', noun: 'battlefield', of: null, adjectives: [], chunks: [], start: s.end, end: s.end, text: '' }, time: null, chunks: [] });
    return;
  }
  const to = role(c, 'to');
  if (!to?.np || !c.subject || isPlayer(c.subject) || c.object) return;
  const np = to.np;
  if (np.kind === 'property' && np.noun === 'battlefield') to.prep = 'on';
  else if (np.kind === 'player') {
    // 相手に…がいる: on that player's side of the battlefield.
    to.np = { kind: 'property', noun: 'battlefield', of: np, adjectives: [], chunks: np.chunks, start: np.start, end: np.end, text: np.text };
    to.prep = 'on';
  } else if (np.kind === 'object' || np.kind === 'pronoun') to.prep = 'on';
  else return;
  c.verb!.verb = 'be';
}

/**
 * 「相手の場に《栄光の頌歌》と《灰色熊》。」「こっちは《ラノワールのエルフ》と《セラの天使》。」: a board listed with no verb —
 * what is on a player's side of the battlefield, said as 「…がいる」 would say it (existsOn). Only a statement whose
 * every phrase is read so: the objects, and the side (場 marked に, or the player as the topic).
 */
function boardListed(c: Clause): void {
  if (c.verb !== null || c.sub !== null || c.question || c.wh !== null || c.object2 || c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.times.length > 0) return;
  const objects = (np: NounPhrase | null): boolean => np !== null && (np.kind === 'object' || (np.kind === 'list' && np.conj === 'and' && np.items.every((x) => x.kind === 'object')));
  const be = (): NonNullable<Clause['verb']> => ({ verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [], text: '' });
  const to = role(c, 'to');
  if (objects(c.subject) && !c.object && !c.complement && c.roles.length === 1 && to?.np?.kind === 'property' && to.np.noun === 'battlefield' && (to.np.of === null || to.np.of.kind === 'player')) {
    c.verb = be();
    existsOn(c);
    return;
  }
  const side = c.subject;
  if (side?.kind === 'player' && side.player.who !== 'each' && objects(c.complement) && !c.object && c.roles.length === 0) {
    const listed = c.complement!;
    c.subject = listed;
    c.complement = null;
    c.roles.push({ prep: 'on', np: { kind: 'property', noun: 'battlefield', of: side, adjectives: [], chunks: side.chunks, start: side.start, end: side.end, text: side.text }, time: null, chunks: side.chunks });
    c.verb = be();
  }
}

/** 「Xの能力」 (X's ability) as what triggers: X, with the words of the whole phrase. */
function ownerOfAbility(np: NounPhrase | null): NounPhrase | null {
  if (np?.kind !== 'property' || np.noun !== 'keyword' || !np.of || np.of.kind !== 'object') return np;
  return { ...np.of, chunks: [...new Set([...np.of.chunks, ...np.chunks])].sort((a, b) => a - b), start: Math.min(np.start, np.of.start), end: Math.max(np.end, np.of.end), text: np.text };
}

/**
 * Life gained asked with a question word: 「ライフを何点得ますか」「何点回復する？」 (no life said: 回復 of a
 * player is life, 119.3) ask the life total the way 「ライフは何点回復する？」 does; 「誰がライフを得ますか」
 * asks both life totals with their changes (who gained is read from them, never guessed).
 */
function lifeAsked(c: Clause): void {
  // 「回復できる？」「回復はできる？」「回復する？」: 回復 said alone, asked yes or no, is the asker's life gained — as
  // 「ライフは回復する？」 (119.3: what is recovered is life).
  if (c.question && c.wh === null && !c.subject && !c.object && !c.complement && c.verb!.verb === 'gain' && !c.verb!.passive && !c.verb!.negated && /回復/.test(c.verb!.text)) {
    c.subject = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  // 「相手は回復しますか」「私は絆魂で回復する？」: a player said to 回復, asked yes or no, gains life (119.3) — as
  // 「相手はライフを得ますか」. (Asked in the negative, left unread: which way a yes points is not guessed.)
  if (c.question && c.wh === null && isPlayer(c.subject) && !c.object && !c.complement && c.verb!.verb === 'gain' && !c.verb!.passive && !c.verb!.negated && /回復/.test(c.verb!.text)) {
    c.object = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  if (!c.question || (c.wh !== 'how-much' && c.wh !== 'who')) return;
  // 「相手は何点回復しますか」: the player said, the life left unsaid.
  if (c.subject) {
    if (c.wh === 'how-much' && isPlayer(c.subject) && !c.object) c.object = { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  const life = c.object?.kind === 'property' && c.object.noun === 'life' && c.object.of === null ? c.object : null;
  if (c.wh === 'who') {
    if (!life) return;
    c.subject = life;
    c.object = null;
    c.verb!.verb = 'increase';
    return;
  }
  if (c.object && !life) return;
  c.subject = life ?? { kind: 'property', noun: 'life', of: null, adjectives: [], chunks: [], start: c.start, end: c.start, text: '' };
  c.object = null;
}

/** 「カウンターは残りますか」: does it still have its counters. */
function countersRemain(c: Clause): void {
  const s = c.subject;
  // (残らない asked negatively is left unread: which way a yes would point is not guessed.)
  if (s?.kind !== 'property' || s.noun !== 'counter' || c.object || c.verb!.negated) return;
  c.verb!.verb = 'have';
  c.object = s;
  c.subject = s.of;
  if (!c.subject && c.question) zeroPronoun(c);
}

/** XをYの対象にする: Y is what targets it; Xが(Yの)対象になる: the same, told from X. */
function targetRules(c: Clause): void {
  const v = c.verb!;
  const of = role(c, 'of');
  if (of) of.prep = 'with';
  // 「《ミラディンの十字軍》は《破滅の刃》の対象にできる？」「相手の2/2って《殺害》の対象にできますか」: a permanent said as the
  // topic of "can be made the target of spell Y" is what is targeted, not who targets (only a player casts Y,
  // 601.2c); the one asking is the caster, as in 「XをYの対象にできる？」.
  const spellRole = role(c, 'with');
  const spellNp = spellRole?.np?.kind === 'object' && spellRole.np.card !== null && isSpellCard(spellRole.np.card.typeLine) ? spellRole.np : null;
  // (Not a pronoun: 「それは《破滅の刃》の対象にできる？」 with nothing before could take the spell itself as "it".)
  if (!v.passive && v.modal === 'can' && spellNp && !c.object && c.subject?.kind === 'object' && !(c.subject.card !== null && isSpellCard(c.subject.card.typeLine))) {
    c.object = c.subject;
    c.subject = null;
    return;
  }
  // 「《破滅の刃》は《ミラディンの十字軍》を対象にできますか」: an instant or sorcery said as the subject of targeting is
  // what the target is chosen for (601.2c) — cast by the one asking, as 「《破滅の刃》で…を対象にできる？」 says.
  if (!v.passive && v.modal === 'can' && !spellRole && c.object && c.object.kind === 'object' && c.subject?.kind === 'object' && c.subject.card !== null && isSpellCard(c.subject.card.typeLine)) {
    c.roles.push({ prep: 'with', np: c.subject, time: null, chunks: phraseChunks(c.subject) });
    c.subject = null;
    return;
  }
  if (v.passive) {
    const spell = role(c, 'with', 'by', 'to');
    if (spell) spell.prep = 'with';
    c.object = c.subject;
    c.subject = null;
    v.passive = false;
    // The spell's owner cast it: 相手の《ソリンの渇き》の対象になった.
    const owner = spell?.np?.kind === 'object' ? spell.np.owner : null;
    if (owner) c.subject = { kind: 'player', player: owner, chunks: [], start: c.start, end: c.start, text: '' };
  }
}

/** 2/2に+1/+1カウンターを2個置く, +1/+1カウンターが2個乗った: the creature gets the counters. */
function putRules(c: Clause): void {
  const to = role(c, 'to');
  const isCounters = (np: NounPhrase | null): boolean => np?.kind === 'amount' && np.noun === 'counter';
  // (「+1/+1カウンター2個と-1/-1カウンター1個」: a list of counters is put too.)
  const counters = [c.object, c.subject].find((np) => isCounters(np) || (np?.kind === 'list' && np.items.every(isCounters)));
  if (!counters || !to) return;
  c.verb!.verb = 'get';
  c.verb!.passive = false;
  c.object = counters;
  c.subject = to.np;
  dropRole(c, to);
}

/** XにYを装備する (I equip Y to X), XがYを装備している / YがXに装備されている (X is equipped with Y). */
function equipRules(c: Clause): void {
  const v = c.verb!;
  const to = role(c, 'to');
  if (v.passive && c.subject && to) {
    // 灰色熊に《継ぎ当ての翼》が装備されている: the creature is equipped with it.
    const thing = c.subject;
    c.subject = to.np;
    to.prep = 'with';
    to.np = thing;
    return;
  }
  if (!v.passive && c.subject && !isPlayer(c.subject) && c.object && !to) {
    c.roles.push({ prep: 'with', np: c.object, time: null, chunks: phraseChunks(c.object) });
    c.object = null;
    v.passive = true;
  }
}

/** 「その後に《巨像の鎚》を装備しました」: equipped (or attached) to "it" when nothing is said. */
function zeroHost(c: Clause): void {
  const v = c.verb!;
  if (v.passive || !c.object || role(c, 'to', 'on', 'onto') || c.verb!.verb === 'be') return;
  c.roles.push({ prep: 'to', np: { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.end, text: v.text }, time: null, chunks: [] });
}

/** The gap of a relative clause is the noun after it: subject, object, or what damage is dealt to. */
export function relativeGap(c: Clause, noun: NounPhrase, _marks: Map<NounPhrase, string | null>): void {
  placeBare(c);
  // 「追放された《宿命の旅人》の能力」: the clause tells of the creature, not of its ability or P/T.
  const head = noun.kind === 'property' && noun.of?.kind === 'object' ? noun.of : noun;
  const v = c.verb?.verb;
  if (!v || !c.verb) return;
  if (c.verb.passive && !c.subject) c.subject = head;
  // (「2点のダメージを与える呪文」: a spell deals the damage — it is never what is dealt it, 120.1.)
  else if (v === 'deal' && (c.object?.kind === 'amount' || c.keywords.length > 0) && !role(c, 'to') && !(head.kind === 'object' && head.head === 'spell')) c.roles.push({ prep: 'to', np: head, time: null, chunks: [] });
  else if ((v === 'cast' || v === 'use') && c.object && !role(c, 'to', 'on')) c.roles.push({ prep: 'to', np: head, time: null, chunks: [] });
  else if (TRANSITIVE.has(v) && !c.object) c.object = head;
  else if (!c.subject) c.subject = head;
  else if (!c.object) c.object = head;
}

export interface FinishOptions {
  morph: VerbMorph | null;
  /** The subject this clause shares with the one before (te-form chains). */
  inherited: NounPhrase | null;
  relative: boolean;
  /** The chunks that said the clause's keywords. */
  keywordChunks: number[];
  /** A keyword was said with は/が/も/って: it is what the clause is about. */
  keywordTopic: boolean;
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
  if (!c.question || v.negated || v.passive || (v.verb !== 'survive' && v.verb !== 'save') || c.object || c.complement) return;
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
  if (!v || !CREATURE_FATES.has(v.verb)) return;
  const both = (np: NounPhrase | null): NounPhrase | null => (np?.kind === 'player' && np.player.who === 'each' && /^ど(?:ち|っち)らも$|^どっちも$/.test(np.text) ? { kind: 'pronoun', word: 'both', possessive: false, chunks: np.chunks, start: np.start, end: np.end, text: np.text } : np);
  const objectFate = (v.verb === 'destroy' || v.verb === 'kill') && !v.passive;
  if (objectFate) c.object = both(c.object);
  else c.subject = both(c.subject);
}

/** Fills a clause's roles the English way, its unsaid subject, and its span. */
export function finishClause(r: JaReader, c: Clause, marks: Map<NounPhrase, string | null>, o: FinishOptions): Clause {
  timeOwners(r, c);
  doneForMe(c, o);
  placeBare(c);
  bothOfThem(c);
  boardListed(c);
  const v = c.verb;
  if (v && o.morph) {
    // 唱えられますか: られる asks "can" when nothing is said to have done it.
    if (o.morph.ambiguousRareru && c.question && !o.morph.past && !role(c, 'to')) {
      v.passive = false;
      v.modal = 'can';
    }
  }
  // 「相手の3/3が2体でブロックしてきた」「1/1が3体で攻撃」: a count said with で after the subject is how many of
  // them there are (as 「3/3が2体」 or 「2体の3/3」 says) — never two other creatures beside the 3/3.
  // (In a passive, 「私の5/5は相手の2/2に2体でブロックされた」, it counts the に-phrase — those who do it, the blockers
  // — never the subject: red team s22 made two 5/5s and asked which one was meant.)
  const countedRole = role(c, 'with');
  const counted = countedRole?.np ?? null;
  const agent = v?.passive === true ? (role(c, 'by') ?? role(c, 'to'))?.np : undefined;
  const subj = agent?.kind === 'object' ? agent : c.subject;
  if (countedRole && subj?.kind === 'object' && subj.count === null && !subj.card && subj.head !== null && counted?.kind === 'object' && counted.head === 'creature' && counted.count !== null && counted.power === null && counted.owner === null && counted.keywords.length === 0 && counted.colors.length === 0 && counted.adjectives.length === 0 && counted.chunks.length === 1) {
    subj.count = counted.count;
    subj.plural = counted.count > 1;
    subj.chunks = [...subj.chunks, ...counted.chunks];
    dropRole(c, countedRole);
  }
  // 自分で: "by myself" is the subject.
  const by = role(c, 'with');
  if (!c.subject && by && isPlayer(by.np)) {
    c.subject = by.np;
    dropRole(c, by);
  }
  // 《大蜘蛛》で《セラの天使》ってブロックできる？: with what is said, the topic is what is blocked.
  const topic = c.subject && ['は', 'も', 'って'].includes(marks.get(c.subject) ?? '') ? c.subject : null;
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
  // 「《臆病な巨人》はブロックできない」 told (not asked): it has "can't block".
  const ability = v && o.morph && !(c.question && o.morph.link === null) ? combatAbility(v.verb, { ...o.morph, negated: v.negated, passive: v.passive, potential: v.modal === 'can' }) : null;
  if (v && ability && c.subject && !isPlayer(c.subject)) {
    c.keywords.push(ability);
    c.verb = { ...v, verb: 'have', negated: false, passive: false, modal: null };
    return spanOf(r, c);
  }
  if (v) manaMade(r, c);
  if (v) regenerationAsked(r, c);
  if (v) verbRules(c, o.morph);
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
  // 「瞬速で《X》を出した」「瞬速で3/3を唱えた」「瞬速で出したクリーチャー」: flash said with で before a verb of
  // casting is how the spell was cast (702.8a), as the one phrase 瞬速で出す is (lexicon.ts) — with the
  // spell named between the two words.
  if (c.verb?.verb === 'cast' && c.verb.card === null && c.keywords.length === 1 && c.keywords[0]!.keyword === 'flash' && o.keywordChunks.some((k) => r.chunks[k]?.ja.particle === 'で')) {
    c.verb = { ...c.verb, verb: 'flash', chunks: [...c.verb.chunks, ...o.keywordChunks] };
    c.keywords = [];
  }
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
  // 「相手の3/3が攻撃してきて、私の2/2でブロックした」: a creature told of before doesn't act "with" a
  // creature; a player does (the one whose creature it is, else the asker, below).
  const withNp = role(c, 'with')?.np ?? null;
  const instrument = withNp?.kind === 'list' ? withNp.items[0]! : withNp;
  const actsWith = v !== null && AGENTIVE.has(v.verb) && !v.passive && instrument?.kind === 'object' && o.inherited !== null && o.inherited.kind !== 'player';
  if (actsWith && instrument?.kind === 'object' && instrument.owner && !c.subject) c.subject = { kind: 'player', player: instrument.owner, chunks: [], start: c.start, end: c.start, text: '' };
  if (v && !c.subject && o.inherited && !o.relative && !actsWith) c.subject = o.inherited;
  // 「お互いに《栄光の頌歌》をコントロールしている」: お互いに with a verb of having is "each player", who has it — not
  // someone it is given to (「お互いに3点与える」 keeps に as what is dealt to).
  const mutual = role(c, 'to');
  if (v && !c.subject && (v.verb === 'control' || v.verb === 'have') && mutual?.np?.kind === 'player' && mutual.np.player.who === 'each') {
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
  if (c.verb?.verb === 'get') spellReceived(c);
  // 「死にますか、それとも生き残りますか」: every clause ending in a question form asks, not only the last
  // (the first was told as an event: the creature "died" whatever the combat did).
  if (c.verb && o.morph?.question && c.sub === null && !o.relative) c.verb.inverted = true;
  const out = spanOf(r, c);
  // (A condition in a question tells too: 「《ショック》で死んだら、戻ってきますか」.)
  if (v && !c.subject && !o.relative && (!c.question || c.sub !== null) && TOLD_OF_IT.has(v.verb)) zeroPronoun(out);
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
 * 「《ラノワールのエルフ》でマナ(を)出せる?」「《X》からマナを出す」: mana made with a permanent is its mana
 * ability activated (605.1a), as "tap it for mana" is read: the permanent is what is activated, for mana.
 * Only マナ right before 出す (with or without を), and the permanent said with で or から.
 */
function manaMade(r: JaReader, c: Clause): void {
  const v = c.verb!;
  if (v.verb !== 'cast' || v.passive || v.card || c.object || c.object2 || c.complement) return;
  const src = role(c, 'with', 'from');
  if (!src?.np || (src.np.kind !== 'object' && src.np.kind !== 'pronoun')) return;
  const first = v.chunks[0];
  if (first === undefined) return;
  const isMana = (k: number): boolean => {
    const s = r.chunks[k]?.senses[0];
    return s?.kind === 'thing-noun' && s.noun === 'mana';
  };
  const wo = r.chunks[first - 1]?.text === 'を';
  const k = wo ? first - 2 : first - 1;
  if (!isMana(k) || !c.chunks.includes(k)) return;
  const words = wo ? [k, first - 1] : [k];
  const at = r.chunks[k]!;
  const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: words, start: at.start, end: at.end, text: at.text };
  c.object = src.np;
  dropRole(c, src);
  c.roles.push({ prep: 'for', np: mana, time: null, chunks: [...words, ...src.chunks.filter((x) => !phraseChunks(src.np!).includes(x))] });
  c.verb = { ...v, verb: 'activate' };
}

/**
 * 「私のライフは15です」「対戦相手のライフは3」「ライフが2のとき」: a player at a life total (the
 * English "I'm at 15 life"); 「相手の毒カウンターが9個」: a player with poison counters.
 */
function copulaRules(c: Clause, inherited: NounPhrase | null): void {
  // 「(両方20)」「両方ともライフ10です」: 両方 ("both") said with nothing but a total is both players (as お互い), never two
  // objects of the story — a total is a player's (119.1).
  if (c.subject?.kind === 'pronoun' && c.subject.word === 'both' && !c.object && !c.object2 && c.roles.length === 0 && c.complement?.kind === 'amount' && c.complement.n !== null && (c.complement.noun === 'total' || c.complement.noun === 'life') && !c.question && c.wh === null) {
    c.subject = { kind: 'player', player: { who: 'each' }, chunks: c.subject.chunks, start: c.subject.start, end: c.subject.end, text: c.subject.text };
  }
  // 「お互い20点から」「相手は15スタート」: the life a player starts from (unsaid: grammar.ts leaves it to the frame).
  const from = role(c, 'from');
  if (from?.np?.kind === 'amount' && (from.np.noun === 'total' || from.np.noun === 'life') && from.np.n !== null && !c.object && !c.complement) {
    from.np.noun = 'life';
    if (c.subject?.kind === 'player') {
      from.prep = 'at';
      c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    } else if (!c.question && c.wh === null && c.subject?.kind === 'property' && c.subject.noun === 'life' && (c.subject.of === null || c.subject.of.kind === 'player')) {
      // 「ライフは20からです」「相手のライフは20から」: the life noun as the topic, the total it starts from — that
      // player's life (the asker's when no one is said, as 「ライフは20」).
      const s = c.subject;
      c.subject = s.of ?? { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
      from.np.chunks = [...s.chunks, ...from.np.chunks];
      from.chunks = [...s.chunks, ...from.chunks];
      from.prep = 'at';
      c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    } else if (!c.subject && c.roles.length === 1 && !c.question && c.wh === null && c.verb?.verb === 'be' && !c.verb.negated && c.verb.modal === null) {
      // 「20からです」「(20からです)」: the copula after a total started from says no more than 「20から」 alone (frames
      // verbless.ts: only 20, the default, is read with no player said).
      c.verb = null;
    }
    return;
  }
  // 「相手に毒カウンターが7個」「自分に毒カウンターが3個乗っている」: poison counters said to be on a player (122.1f).
  const on = role(c, 'to');
  if (c.subject?.kind === 'amount' && c.subject.n !== null && (c.subject.noun === 'poison' || c.subject.counter === 'poison') && on?.np?.kind === 'player' && !c.object && !c.complement && c.roles.length === 1) {
    const amount = c.subject;
    c.subject = on.np;
    dropRole(c, on);
    c.object = amount;
    c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    return;
  }
  // 「相手はライフ20」「お互いライフ3のとき」「相手は毒カウンター7個で」: a player and an amount said of them.
  const told = c.subject?.kind === 'player' && !c.object ? (c.complement ?? role(c, 'with')?.np ?? null) : null;
  if (c.subject?.kind === 'player' && told?.kind === 'amount' && told.n !== null && (told.noun === 'life' || told.noun === 'poison')) {
    const withRole = role(c, 'with');
    if (withRole?.np === told) dropRole(c, withRole);
    else c.complement = null;
    if (told.noun === 'life') {
      c.roles.push({ prep: 'at', np: told, time: null, chunks: phraseChunks(told) });
      c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    } else {
      c.object = told;
      c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
    }
    return;
  }
  // 「今20点です」「今は15点」: points said to be where things stand now, with nothing else said, are the asker's life
  // total — as 「私は今20点です」 says (119.1), the one speaking left unsaid. Only with 今: 「20点です」 alone could answer anything.
  if (c.subject?.kind === 'amount' && c.subject.noun === 'total' && c.subject.n !== null && c.times.length === 1 && c.times[0] === 'now' && !c.complement && !c.object && c.roles.length === 0 && !c.question && c.keywords.length === 0 && c.adjectives.length === 0 && c.verb?.verb === 'be' && !c.verb.negated && inherited === null) {
    c.complement = c.subject;
    c.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
    return;
  }
  // 「ライフ3のとき」: an amount of life alone is the asker's life total (or the topic's: 「相手は…でライフ20」).
  if (c.subject?.kind === 'amount' && c.subject.noun === 'life' && !c.complement) {
    c.complement = c.subject;
    const of = inherited?.kind === 'player' ? { ...inherited, chunks: [] } : null;
    c.subject = { kind: 'property', noun: 'life', of, adjectives: [], chunks: [], start: c.subject.start, end: c.subject.start, text: '' };
  }
  const s = c.subject;
  const n = c.complement?.kind === 'amount' && (c.complement.noun === 'total' || c.complement.noun === 'life' || c.complement.noun === 'poison') ? c.complement : null;
  if (!s || s.kind !== 'property' || !n || n.n === null) return;
  if (s.of && s.of.kind !== 'player') return;
  const player: NounPhrase = s.of ?? { kind: 'player', player: { who: 'me' }, chunks: [], start: s.start, end: s.start, text: '' };
  const amount: NounPhrase = { ...n, chunks: [...s.chunks, ...n.chunks], noun: s.noun === 'poison' ? 'poison' : 'life', counter: s.noun === 'poison' ? 'poison' : null };
  if (s.noun === 'life') {
    c.subject = player;
    c.complement = null;
    c.roles.push({ prep: 'at', np: amount, time: null, chunks: amount.chunks });
    // 「ライフが0になった」: the life total the story starts from is that one.
    c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  } else if (s.noun === 'poison') {
    c.subject = player;
    c.complement = null;
    c.object = amount;
    c.verb = { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: c.verb?.chunks ?? [], text: c.verb?.text ?? '' };
  }
}

/**
 * 「前のターンに出した《X》」「前のターンからいる《X》」「《X》は前のターンから場にいる」: a permanent put onto the battlefield
 * (出す, 唱える) or there since the last turn is one its controller has controlled continuously since this turn began
 * (302.6) — told as "it has been there since last turn" (frames/object-facts.ts hereSinceLastTurn), never cast now (that
 * made it summoning sick). Only my own or an unowned permanent put out by no one said, or by me.
 */
function sinceLastTurn(c: Clause, o: FinishOptions): void {
  const v = c.verb;
  if (!v || !c.times.includes('last-turn') || v.negated || v.passive || v.modal !== null || c.question && !o.relative) return;
  const it = v.verb === 'cast' && (!c.subject || isPlayer(c.subject)) ? c.object : v.verb === 'be' || v.verb === 'have' ? c.subject : null;
  if (!it || (it.kind !== 'object' && it.kind !== 'pronoun') || c.object2 || c.complement) return;
  if (v.verb === 'cast' && c.roles.length > 0) return;
  if (v.verb !== 'cast' && c.roles.some((x) => !((x.prep === 'to' || x.prep === 'on') && x.np?.kind === 'property' && x.np.noun === 'battlefield'))) return;
  c.subject = it;
  c.object = null;
  c.roles = [];
  if (!c.adjectives.includes('present')) c.adjectives.push('present');
  c.verb = { ...v, verb: 'be', card: null };
}

/**
 * 「これって負けですか」「それで負け？」「これ、負け？」: これ/それ said of losing the game (負け) is the situation the
 * story told, not an object — "am I dead?" with no one said, which is the asker (as 「負けですか」 reads).
 */
function situationLost(r: JaReader, c: Clause): void {
  const v = c.verb;
  if ((v && v.verb !== 'be' && v.verb !== 'become') || c.object || c.complement || !c.adjectives.includes('dead')) return;
  if (!c.chunks.some((k) => GAME_LOSS_WORDS.has(r.chunks[k]?.text ?? ''))) return;
  // 「私の負け？」「相手の負けですか」: the player whose loss it is (the one role, の).
  const of = c.roles.length === 1 && c.roles[0]!.prep === 'of' && c.roles[0]!.np?.kind === 'player' ? c.roles[0]! : null;
  // (「負け？」 with no です is verbless: read as 負けです, "is dead", as the copula would say.)
  const be = (): void => {
    if (!c.verb) c.verb = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [], text: c.text };
  };
  if (!c.subject && of) {
    c.subject = of.np;
    c.roles = [];
    be();
    return;
  }
  // (Left with no one said, the last creature told was asked whether it died: 「ライフ3。相手の3/3が攻撃してきて、
  // ブロックしなかった。これって負け？」 answered "the 3/3 stays" — red team s19b.)
  const situation = c.subject?.kind === 'pronoun' && c.subject.word === 'it' && c.subject.chunks.every((k) => r.chunks[k]?.senses[0]?.kind === 'pronoun');
  if ((situation || !c.subject) && c.roles.length === 0) {
    c.subject = implicitPlayer(c);
    be();
  }
}

/** ある ("is there") in any ending (あります, あって, 有る). */
const BEING_THERE = /^(?:あ[るりっ]|有)/u;

/**
 * 「《栄光の頌歌》と《十字軍》がある状態で」「《灰色熊》と《セラの天使》があります」: permanents listed as being there (ある), with no
 * place said, are on the battlefield — as one of them alone is (「《栄光の頌歌》がある状態で」) and as 「場に…がある」 says.
 * The list was left unread: a fact of two objects with nothing said of them.
 */
function listPresent(r: JaReader, c: Clause): void {
  const v = c.verb;
  if (!v || v.verb !== 'have' || v.negated || v.passive || v.modal !== null || c.question || c.wh !== null) return;
  if (c.subject?.kind !== 'list' || !c.subject.items.every((x) => x.kind === 'object') || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0) return;
  if (v.chunks.length !== 1 || !BEING_THERE.test(r.chunks[v.chunks[0]!]?.text ?? '')) return;
  const field: NounPhrase = { kind: 'property', noun: 'battlefield', of: null, adjectives: [], chunks: [], start: c.subject.start, end: c.subject.start, text: '' };
  c.roles.push({ prep: 'on', np: field, time: null, chunks: [] });
}

/**
 * 「これって負け？」「負けですか」「私の負けですか」「相手の負け？」: 負け is losing the game (104.3a, 704.5a) — a player's,
 * never a creature's fate — so it is asked as 負ける is: of the player said before it with の, else of nobody said (the
 * asker, or the one player whose life was told: intents/events.ts losesAsk). Read as "dead?", it was asked of the
 * creature the story was last about (red team s19b: 「これって負け？」 answered "No, the 4/4 stays" while the asker lost).
 */
function gameLost(r: JaReader, c: Clause): void {
  const v = c.verb;
  if ((v && v.verb !== 'be' && v.verb !== 'become') || c.object || c.complement || !c.adjectives.includes('dead')) return;
  if (c.subject && c.subject.kind !== 'player') return;
  const at = c.chunks.find((k) => GAME_LOSS_WORDS.has(r.chunks[k]?.text ?? ''));
  if (at === undefined) return;
  const owner = r.chunks[at - 1]?.senses[0]?.kind === 'poss' ? r.chunks[at - 2] : undefined;
  const whose = owner?.senses.find((x): x is Extract<Sense, { kind: 'player' }> => x.kind === 'player');
  if (whose && c.subject && c.subject.kind === 'player' && c.subject.chunks.length > 0) return;
  if (!whose && !c.subject && !c.question) return;
  const subject: NounPhrase | null = whose && owner ? { kind: 'player', player: { who: whose.who }, chunks: [at - 2, at - 1], start: owner.start, end: r.chunks[at - 1]!.end, text: r.text.slice(owner.start, r.chunks[at - 1]!.end) } : c.subject;
  c.subject = subject ?? implicitPlayer(c);
  c.adjectives = c.adjectives.filter((a) => a !== 'dead');
  c.verb = { verb: 'lose', passive: false, negated: v?.negated ?? false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [...(v?.chunks ?? []), at], text: v ? `${r.chunks[at]!.text}${v.text}` : r.chunks[at]!.text };
}

function zeroPronoun(c: Clause): void {
  c.subject = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.end, text: c.verb?.text ?? c.text };
}

/** A question with no subject said asks about "it" (死にますか？), quoted as its verb. */
export function zeroSubject(c: Clause): void {
  const v = c.verb;
  if (!v || c.subject || c.wh || !ASKED_OF_IT.has(v.verb)) return;
  if (v.verb === 'attack' && role(c, 'with')) return;
  zeroPronoun(c);
}

function spanOf(r: JaReader, c: Clause): Clause {
  // Punctuation is no part of what a clause says (a refusal quotes its words, not its commas).
  const sorted = [...new Set([...c.chunks, ...(c.verb?.chunks ?? [])])].filter((k) => r.chunks[k]?.senses[0]?.kind !== 'punct').sort((a, b) => a - b);
  c.chunks = sorted;
  if (sorted.length > 0) {
    c.start = r.chunks[sorted[0]!]!.start;
    c.end = r.chunks[sorted[sorted.length - 1]!]!.end;
    c.text = r.text.slice(c.start, c.end);
  }
  return c;
}

/** An instant or a sorcery by its type line: a spell that is only ever cast, never a permanent that targets. */
function isSpellCard(typeLine: string): boolean {
  return /\b(?:Instant|Sorcery)\b/u.test(typeLine) && !/\bCreature\b/u.test(typeLine);
}
