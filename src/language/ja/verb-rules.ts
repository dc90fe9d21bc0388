/** Japanese verb valency: which particle fills which role for each game verb (deal, target, put, equip…). */
import { assertNever } from '../../core/result.ts';
import type { Clause, RolePhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { VerbMorph } from './morph.ts';
import { causeOfChange, spellDealt, spellDone, spellGiven, spellTaken, spellTargetShot, triggerShot } from './instruments.ts';
import { dropRole, implicitPlayer, isPlayer, PASSIVE_PLACES, pointsAsLife, role, TRANSITIVE } from './roles.ts';
import { countersRemain, existsOn, lifeAsked, notHeld, ownerOfAbility } from './held-and-life.ts';
import { equipRules, putRules, shieldRules, targetRules, zeroHost } from './object-verbs.ts';

export function verbRules(c: Clause, morph: VerbMorph | null, onlyAsker: boolean): void {
  const v = c.verb!;
  const to = role(c, 'to');
  switch (v.verb) {
    case 'become':
      becomeRules(c, to);
      return;
    case 'take':
      takeRules(c, to);
      return;
    case 'deal':
      dealRules(c);
      return;
    case 'gain': case 'lose':
      lifeRules(c, morph, onlyAsker);
      return;
    case 'cast': case 'use': case 'play':
      castRules(c, to);
      return;
    case 'attack':
      attackRules(c, to);
      return;
    case 'target':
      targetRules(c);
      return;
    case 'assign':
      assignRules(c);
      return;
    case 'put':
      putRules(c);
      return;
    case 'attach':
      attachRules(c, to);
      return;
    case 'pump':
      pumpRules(c);
      return;
    case 'move':
      zeroHost(c);
      return;
    case 'regenerate':
      shieldRules(c, to);
      return;
    case 'flicker': case 'tap': case 'untap':
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
    case 'be': case 'have':
      if (notHeld(c)) return;
      existsOn(c, morph !== null && morph.link !== null && !morph.question);
      return;
    case 'control':
      notHeld(c);
      return;
    // Verbs with no rule of their own: only a passive's roles are read (who did it, where to).
    case 'block': case 'prevent': case 'destroy': case 'die': case 'survive': case 'sacrifice': case 'exile': case 'return': case 'counter':
    case 'resolve': case 'switch': case 'get': case 'enchant': case 'activate': case 'give': case 'pay': case 'respond':
    case 'connect': case 'hit': case 'go-through': case 'draw': case 'discard': case 'create': case 'steal': case 'flash': case 'leave':
    case 'enter': case 'fight': case 'win': case 'double': case 'kill': case 'bounce': case 'end': case 'keep': case 'choose': case 'name':
    case 'wear': case 'come-back': case 'fly': case 'remove': case 'stop': case 'apply': case 'happen': case 'end-up': case 'trample-over':
    case 'push-through': case 'mill': case 'copy': case 'unblocked': case 'chump': case 'double-block': case 'affect': case 'mean': case 'save':
    case 'go': case 'say': case 'come': case 'work': case 'explain': case 'matter': case 'legal': case 'increase': case 'decrease': case 'fizzle':
    case 'take-effect': case 'trade': case 'proliferate':
      passiveRules(c, to);
      return;
    default:
      assertNever(v.verb);
  }
}

/** 与える: damage a spell or a creature dealt, or keywords given (与える with no amount is "give"). */
function dealRules(c: Clause): void {
  if (spellDealt(c)) return;
  if (creatureDealt(c)) return;
  if (c.keywords.length > 0 && (!c.object || c.object.kind !== 'amount')) c.verb!.verb = 'give';
}

/** なる: what it becomes (marked に), a player who has lost, "what happens", "how big". */
function becomeRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
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
}

/** 受ける: a P/T change, counters or a card's effect taken is got — by the creature marked に when no subject is said. */
function takeRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
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
}

/** 回復する, 失う: life gained or lost (119.3) and whose, and abilities made to be lost. */
function lifeRules(c: Clause, morph: VerbMorph | null, onlyAsker: boolean): void {
  const v = c.verb!;
  if (spellGiven(c)) return;
  // 「3点回復する？」「2点回復した」: a bare amount of points before 回復 is the life gained (119.3), its player
  // unsaid — the asker's, as 「回復する？」 alone is (held-and-life.ts lifeAsked). Only where no other player's life is told
  // (valency.ts otherLifeTold): after 「相手のライフは5。」 the points may be the opponent's (left unread, never the asker's).
  if (v.verb === 'gain' && /回復/.test(v.text) && c.subject?.kind === 'amount' && c.subject.noun === 'total' && !c.object && onlyAsker) {
    c.object = c.subject;
    c.subject = implicitPlayer(c);
  }
  pointsAsLife(c.object);
  if (v.verb === 'gain' && !v.passive && !morph?.causative) lifeAsked(c);
  // 「ライフは何点回復する？」: life gained with no owner said is the asker's ("how much life do I gain?").
  if (v.verb === 'gain' && c.subject?.kind === 'property' && c.subject.noun === 'life' && c.subject.of === null) c.subject.of = implicitPlayer(c);
  // 能力を失わせる: the one whose abilities are lost is the subject.
  if (morph?.causative && c.object?.kind === 'property' && c.object.of) c.subject = c.object.of;
  causeOfChange(c);
}

/** 撃つ, 使う, プレイする: who cast it and at what (に), and a card said as the verb itself (《X》された). */
function castRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
  // 「相手の3/3を《稲妻》で撃ったら」「相手を《稲妻》で撃つ」: what is shot (を) with an instant or sorcery (で) is
  // that spell's target, as 「相手の3/3に《稲妻》を撃つ」 says.
  if (v.verb === 'cast' && !to && spellTargetShot(c)) return;
  if (v.verb === 'cast' && triggerShot(c)) return;
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
}

/** 攻撃する: the one attacked (に), and the passive told by the one attacked. */
function attackRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
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
}

/** 割り振る: an amount said bare is what is divided, never who divides it (510.1c-d). */
function assignRules(c: Clause): void {
  const v = c.verb!;
  // 「3/3に4点全部割り振った」「4点全部を3/3に割り振ったら」: the amount said bare (or with 全部 between it and を) is
  // what is divided, never the one dividing (the attacking player, unsaid: frames/combat.ts assignDamage, 510.1c-d).
  if (!v.passive && c.subject?.kind === 'amount' && (c.subject.noun === 'total' || c.subject.noun === 'damage') && !c.object) {
    c.object = c.subject;
    c.subject = null;
  }
}

/** つく, 付ける: what it is on, or the keywords it gets (has). */
function attachRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
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
}

/** 強化する: what a spell said with で, によって or に pumped gets that spell. */
function pumpRules(c: Clause): void {
  const v = c.verb!;
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
}

/** Every verb with no rule of its own: the roles of its passive — who did it, where to, whose creature was blocked. */
function passiveRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
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

/** Keywords whose working doesn't depend on whether the damage is combat damage (702.2b, 702.15b, 702.80, 702.90b). */
const ANY_DAMAGE_KEYWORDS: ReadonlySet<string> = new Set(['deathtouch', 'lifelink', 'wither', 'infect']);

/**
 * 「感染を持つ1/1で相手に1点ダメージを与えたら」「私の3/3で相手に3点与えた」「感染持ちで相手に1点」: a creature said as the means of dealing
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
  if (np?.kind !== 'object' || np.card !== null || !((np.power !== null && np.head === 'pt') || (np.power === null && np.head === 'keyword' && np.keywords.length > 0)) || np.keywords.some((k) => !ANY_DAMAGE_KEYWORDS.has(k.keyword)) || (np.count ?? 1) !== 1 || np.plural) return false;
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
