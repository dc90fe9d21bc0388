/**
 * English and Japanese templates for the combat, damage, replacement-effect and fight trace keys (issue 4);
 * the illegal declarations are in trace-combat-errors.ts, the other replacements in trace-replacement.ts.
 * They are spread into the EN and JA tables of trace.ts, so every key in TRACE_KEYS still has a
 * template in both languages (type-checked there, tested in test/render).
 */
import type { TraceKey } from '../engine/trace-keys.ts';
import { errorTemplates, seeEn, seeJa } from './trace-combat-errors.ts';
import { combatWords as words, effectName, effectsJa, generatedEffect } from './trace-effect-names.ts';
import type { Fmt, Template } from './trace-format.ts';

type CombatKey = Extract<
  TraceKey,
  `combat.${string}` | `damage.${string}` | `replacement.${string}` | `regeneration.${string}` | `umbra.${string}` | `fight.${string}`
>;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A reason code in words from the template's own table; an unknown one is shown as given. */
const pick = (f: Fmt, table: Record<string, string>, name: string): string => {
  const v = String(f.p[name] ?? '');
  return Object.hasOwn(table, v) ? table[v]! : words(f).unknownReason(v);
};

/** "3 to Zombie Outlander, 4 to player B" / 「Zombie Outlander に3点、プレイヤーBに4点」. */
function assignmentList(f: Fmt): string {
  const to = Array.isArray(f.p.recipients) ? f.p.recipients : [];
  const amounts = Array.isArray(f.p.amounts) ? f.p.amounts : [];
  const kinds = Array.isArray(f.p.recipientKinds) ? f.p.recipientKinds : [];
  const items = to.map((t, i) => {
    const who = kinds[i] === 'player' ? f.playerName(String(t)) : f.label(t);
    return words(f).assignment(who, String(amounts[i] ?? '?'));
  });
  return words(f).list(items);
}

/**
 * How an assignment came about, in brackets: as chosen, or the engine's stated default (the most
 * damage to what a trampler attacks, 702.19b; otherwise lethal damage to each creature while damage is
 * left, the rest to one of them — a free division since there is no damage assignment order, 510.1c-d).
 * A single recipient needs no explanation unless lethal damage was worked out for it.
 */
function assignHow(f: Fmt): string {
  const count = Array.isArray(f.p.recipients) ? f.p.recipients.length : 0;
  const lethalCount = Array.isArray(f.p.lethalFor) ? f.p.lethalFor.length : 0;
  const blocked = f.rules.includes('510.1c');
  const w = words(f).assignHow;
  const parts: string[] = [];
  if (f.p.policy !== 'default') parts.push(w.chosen);
  else if (f.bool('trample') && lethalCount > 0) parts.push(w.trampleDefault);
  else if (count > 1 && (blocked || f.p.role === 'blocker')) parts.push(w.blockedDefault);
  else if (count > 1) parts.push(w.attackDefault);
  if (lethalCount > 0) parts.push(w.lethal(f.bool('deathtouch'), lethalList(f)));
  if (parts.length === 0) return '';
  return w.wrap(parts);
}

function lethalList(f: Fmt): string {
  const names = Array.isArray(f.p.lethalFor) ? f.p.lethalFor : [];
  const n = Array.isArray(f.p.lethal) ? f.p.lethal : [];
  const marked = Array.isArray(f.p.marked) ? f.p.marked : [];
  return words(f).list(names.map((x, i) => words(f).lethalFor(f.label(x), String(n[i] ?? '?'), Number(marked[i] ?? 0))));
}

/** The recipient of damage: "player B" or an object's label. */
function recipient(f: Fmt): string {
  return f.bool('toPlayer') ? f.player('target') : f.who('target');
}

function attackTarget(f: Fmt): string {
  return f.p.targetKind === 'player' ? f.player('target') : f.who('target');
}

const REMOVED_EN: Record<string, string> = {
  'left-battlefield': 'it left the battlefield',
  'not-creature': 'it is no longer a creature',
  'controller-changed': 'its controller changed',
  'became-battle': 'it became a battle',
  effect: 'an effect removes it',
  regenerated: 'it regenerated',
  'not-planeswalker': 'it is no longer a planeswalker',
  'not-battle': 'it is no longer a battle',
};
// (Said as the reason before the verb: 「…は戦場を離れたため、戦闘から取り除かれます」, never a bare 「：戦場を離れた。」.)
const REMOVED_JA: Record<string, string> = {
  'left-battlefield': '戦場を離れたため',
  'not-creature': 'クリーチャーでなくなったため',
  'controller-changed': 'コントローラーが変わったため',
  'became-battle': 'バトルになったため',
  effect: '効果により',
  regenerated: '再生したため',
  'not-planeswalker': 'プレインズウォーカーでなくなったため',
  'not-battle': 'バトルでなくなったため',
};

const NO_DAMAGE_EN: Record<string, string> = {
  power: 'its power is 0 or less, so it assigns no combat damage',
  'not-attacking': "it isn't attacking anything any more (what it attacked was removed from combat), so it assigns no combat damage",
  'no-blockers': 'it is blocked, nothing blocks it any more and it has no trample, so it assigns no combat damage',
  'not-blocking': "it isn't blocking any creature any more, so it assigns no combat damage",
  'first-strike-done': "it had first strike as the first combat damage step began and doesn't have double strike, so it doesn't assign combat damage again",
  'double-strike-lost': 'it lost double strike, so it assigns no combat damage in the second combat damage step',
  'not-this-step': "it doesn't assign combat damage in this combat damage step",
};
const NO_DAMAGE_JA: Record<string, string> = {
  power: 'パワーが0以下なので、戦闘ダメージを割り振りません',
  'not-attacking': '攻撃していたものが戦闘から取り除かれ、何も攻撃していないので、戦闘ダメージを割り振りません',
  'no-blockers': 'ブロックされていますが、ブロックしているクリーチャーはもういません。トランプルを持たないので、戦闘ダメージを割り振りません',
  'not-blocking': 'もう何もブロックしていないので、戦闘ダメージを割り振りません',
  'first-strike-done': '最初の戦闘ダメージ・ステップの開始時に先制攻撃を持っていて、二段攻撃を持たないので、もう一度戦闘ダメージを割り振ることはありません',
  'double-strike-lost': '二段攻撃を失ったので、2回目の戦闘ダメージ・ステップでは戦闘ダメージを割り振りません',
  'not-this-step': 'この戦闘ダメージ・ステップでは戦闘ダメージを割り振りません',
};

const SEQ_EN: Record<string, string> = {
  'no-combat': 'no combat is in progress (no attackers were declared)',
  'attackers-declared': 'attackers have already been declared in this combat',
  'blockers-declared': 'blockers have already been declared in this combat',
  'no-damage-step': 'every combat damage step of this combat has already happened',
  'no-first-strike-step': 'no creature in this combat has first strike or double strike, so there is no first-strike combat damage step (510.4, 702.7b)',
};
const SEQ_JA: Record<string, string> = {
  'no-combat': '戦闘が行われていません（攻撃クリーチャーが指定されていません）',
  'attackers-declared': 'この戦闘ではすでに攻撃クリーチャーが指定されています',
  'blockers-declared': 'この戦闘ではすでにブロック・クリーチャーが指定されています',
  'no-damage-step': 'この戦闘の戦闘ダメージ・ステップはすべて終わっています',
  'no-first-strike-step': 'この戦闘には先制攻撃も二段攻撃も持つクリーチャーがいないので、先制攻撃の戦闘ダメージ・ステップはありません（510.4、702.7b）',
};

/** The /scenario action a combat step was asked out of sequence, by what it does (the action kinds of engine/combat). */
const SEQ_ACTION_JA: Record<string, string> = {
  'declare-attackers': '攻撃クリーチャーの指定',
  'declare-blockers': 'ブロック・クリーチャーの指定',
  'combat-damage': '戦闘ダメージ',
  'remove-from-combat': '戦闘から取り除くこと',
  'end-combat': '戦闘の終了',
};

const ASSIGN_EN: Record<string, string> = {
  total: 'a creature assigns combat damage equal to its power, all of it',
  recipient: "it can't assign combat damage to that",
  'trample-lethal': 'with trample, damage can go past the blockers only once every blocker has been assigned lethal damage',
  'not-assigning': "it doesn't assign combat damage in this step",
  amount: 'amounts must be whole numbers of 0 or more',
};
const ASSIGN_JA: Record<string, string> = {
  total: 'クリーチャーはパワーに等しい戦闘ダメージをすべて割り振ります',
  recipient: 'そこには戦闘ダメージを割り振れません',
  'trample-lethal': 'トランプルがあっても、ブロック・クリーチャーすべてに致死ダメージを割り振るまでは、それ以外に割り振れません',
  'not-assigning': 'このステップでは戦闘ダメージを割り振りません',
  amount: '点数は0以上の整数でなければなりません',
};

const ENDED_EN: Record<string, string> = { 'end-of-turn': 'the turn is ending (cleanup step)', 'source-left': 'its source left the battlefield', 'used-up': 'the shield is used up' };
const ENDED_JA: Record<string, string> = { 'end-of-turn': 'ターンが終わる（クリンナップ・ステップ）', 'source-left': '発生源が戦場を離れた', 'used-up': '盾を使い切った' };

const KIND_EN: Record<string, string> = {
  prevent: 'prevention effect',
  'damage-modifier': 'replacement effect',
  'regeneration-shield': 'regeneration shield',
  'zone-change': 'replacement effect',
  'token-multiplier': 'replacement effect',
  'event-replacement': 'replacement effect',
  cant: '"can\'t" effect',
  'counter-modifier': 'replacement effect',
  'enters-tapped': 'replacement effect',
  'enters-with-counters': 'replacement effect',
};
const KIND_JA: Record<string, string> = {
  prevent: '軽減効果',
  'damage-modifier': '置換効果',
  'regeneration-shield': '再生の盾',
  'zone-change': '置換効果',
  'token-multiplier': '置換効果',
  'event-replacement': '置換効果',
  cant: '「できない」効果',
  'counter-modifier': '置換効果',
  'enters-tapped': '置換効果',
  'enters-with-counters': '置換効果',
};

function createdAmountEn(f: Fmt): string {
  const kind = f.p.kind;
  const a = f.p.amount;
  if (kind === 'prevent') return a === 'all' ? ': prevents all such damage' : a === 'half-up' || a === 'half-down' ? `: prevents half of each such damage, rounded ${a === 'half-up' ? 'up' : 'down'}` : `: prevents ${f.v('amount')} damage`;
  if (kind === 'damage-modifier' && f.has('amount')) return `: the damage becomes ${f.v('amount')}`;
  if (kind === 'regeneration-shield') return ` on ${f.who('object')}`;
  return '';
}
function createdAmountJa(f: Fmt): string {
  const kind = f.p.kind;
  const a = f.p.amount;
  if (kind === 'prevent') return a === 'all' ? '：該当するダメージをすべて軽減します' : a === 'half-up' || a === 'half-down' ? `：該当するダメージをそのつど半分（端数${a === 'half-up' ? '切り上げ' : '切り捨て'}）軽減します` : `：ダメージを${f.v('amount')}点軽減します`;
  if (kind === 'damage-modifier' && f.has('amount')) return `：ダメージは${f.v('amount')}になります`;
  if (kind === 'regeneration-shield') return `（${f.who('object')}）`;
  return '';
}

// ---------------------------------------------------------------------------------------------
// English

export const COMBAT_EN: Record<CombatKey, Template> = {
  'combat.attackers-declared': (f) =>
    f.has('attackers') ? `${f.citeLead}${f.player('player')} declares attackers: ${f.v('attackers')}.` : `${f.citeLead}${f.player('player')} declares no attackers.`,
  'combat.attacks': (f) =>
    `${f.citeLead}${f.who('object')} attacks ${attackTarget(f)}${f.bool('default') ? ' (by default: the only opponent)' : ''}${f.bool('vigilance') ? '; it has vigilance, so attacking doesn\'t tap it' : ' and becomes tapped'}.`,
  'combat.attack-cost': (f) =>
    f.bool('assumed')
      ? `${f.citeLead}Attacking costs ${f.player('player')} ${f.v('cost')} (${f.v('abilities')}); no mana was told, so it is taken as paid.`
      : `${f.citeLead}Attacking costs ${f.player('player')} ${f.v('cost')} (${f.v('abilities')}), paid in full: ${f.v('paid')}.`,
  'combat.no-attackers': (f) => `${f.citeLead}No creatures attack, so the declare blockers and combat damage steps are skipped.`,
  'combat.blockers-declared': (f) => `${f.citeLead}${f.player('player')} declares blockers: ${f.v('blockers')}.`,
  'combat.no-blockers': (f) => `${f.citeLead}${f.player('player')} declares no blockers.`,
  'combat.blocks': (f) => `${f.citeLead}${f.who('object')} blocks ${f.v('attackers')}.`,
  'combat.blocked': (f) => `${f.citeLead}${f.who('object')} is blocked (by ${f.v('blockers')}) and stays blocked for the rest of combat.`,
  'combat.unblocked': (f) => `${f.citeLead}${f.who('object')} is unblocked.`,
  'combat.damage-step': (f) => {
    if (f.p.step === 'first-strike') return `${f.citeLead}First combat damage step: only creatures with first strike or double strike assign combat damage (${f.v('creatures')}); a second combat damage step follows.`;
    if (f.bool('firstStrike'))
      return f.has('creatures')
        ? `${f.citeLead}Second combat damage step: the creatures that had neither first strike nor double strike as the first step began, and those that have double strike now, assign combat damage (${f.v('creatures')}).`
        : `${f.citeLead}Second combat damage step: it is for the creatures that had neither first strike nor double strike as the first step began, and those that have double strike now; no creature in combat is one of them, so none assigns combat damage in it.`;
    return `${f.citeLead}Combat damage step: no attacking or blocking creature has first strike or double strike, so there is one step, in which these creatures assign combat damage: ${f.v('creatures')}.`;
  },
  'combat.assigns': (f) => `${f.citeLead}${f.who('object')} assigns its ${f.v('power')} combat damage: ${assignmentList(f)}${assignHow(f)}.`,
  'combat.no-damage': (f) => `${f.citeLead}${f.who('object')}: ${pick(f, NO_DAMAGE_EN, 'reason')}.`,
  'combat.assigns-again': (f) =>
    f.p.ability === 'double strike'
      ? `${f.citeLead}${f.who('object')} now has double strike, so it assigns combat damage in this step too.`
      : `${f.citeLead}${f.who('object')} got first strike only after the first combat damage step began, so it still assigns combat damage in this step.`,
  'combat.stack-before-next-step': (f) => `${f.citeLead}The first combat damage step ends only once the stack is empty, so what triggered in it resolves before the next combat damage step.`,
  'combat.removed': (f) => `${f.citeLead}${f.who('object')} is removed from combat: ${pick(f, REMOVED_EN, 'reason')}.`,
  'combat.stays-blocked': (f) => `${f.citeLead}${f.who('object')} stays blocked even though nothing is blocking it any more.`,
  'combat.target-removed': (f) => `${f.citeLead}${f.v('attackers')} keep attacking, but attack nothing now that ${f.who('object')} is removed from combat.`,
  'combat.end': (f) => `${f.citeLead}Combat ends: every creature is removed from combat${f.has('objects') ? ` (${f.v('objects')})` : ''}.`,
  ...errorTemplates('en'),
  'combat.must-attack': (f) => `${f.citeLead}The declaration of attackers is illegal: ${f.who('object')} attacks each combat if able, and it is able to attack${seeEn(f)}.`,
  'combat.must-block': (f) => `${f.citeLead}The declaration of blockers is illegal: ${f.who('object')} blocks each combat if able, and it is able to block${seeEn(f)}.`,
  'combat.sequence': (f) => `${f.citeLead}“${f.v('action')}” can't be performed now: ${pick(f, SEQ_EN, 'reason')}.`,
  'combat.assignment-illegal': (f) =>
    `${f.citeLead}The combat damage assignment of ${f.who('object')} is illegal: ${pick(f, ASSIGN_EN, 'reason')}${f.has('power') ? ` (power ${f.v('power')}, assigned ${f.v('total')})` : ''}${f.has('to') ? ` (${f.who('to')})` : ''}${f.has('blocker') ? ` (${f.who('blocker')} hasn't been assigned lethal damage)` : ''}${seeEn(f)}.`,

  'damage.simultaneous': (f) => `${f.citeLead}All ${f.v('count')} ${f.bool('combat') ? 'combat ' : ''}damage events are dealt at the same time.`,
  'damage.order': (f) => {
    const order = f.p.policy === 'given' ? 'in the order given' : 'by default in timestamp order';
    const others = f.has('others') ? ` Another order would give ${f.v('others')} damage instead.` : ' The order makes no difference here.';
    return `${f.citeLead}Several replacement or prevention effects apply to the damage from ${f.who('source')} to ${recipient(f)}: the affected ${f.has('chooser') ? f.player('chooser') : 'player'} chooses the order, one at a time, each applying once. Applied ${order}: ${f.v('effects')}.${others}`;
  },
  'damage.prevented': (f) =>
    `${f.citeLead}${f.v('amount')} damage from ${f.who('source')} to ${recipient(f)} is prevented by ${effectName(f)}${f.p.remaining !== null && f.p.remaining !== undefined ? ` (${f.v('remaining')} left on the shield)` : ''}.`,
  'damage.replaced': (f) => `${f.citeLead}${effectName(f)} modifies the damage from ${f.who('source')} to ${recipient(f)}: ${f.v('before')} → ${f.v('after')}.`,
  'damage.unpreventable': (f) =>
    `${f.citeLead}${effectName(f)}: the damage from ${f.who('source')} to ${recipient(f)} can't be prevented, so ${f.v('effects')} still apply but prevent none of it (a shield isn't used up); all ${f.v('amount')} is dealt.`,
  'damage.not-dealt': (f) =>
    `${f.citeLead}No damage from ${f.who('source')} to ${recipient(f)} is dealt: prevented damage never happens, so nothing results from it (no life from lifelink, no deathtouch, nothing triggers).`,
  'damage.shield-shared': (f) =>
    `${f.citeLead}${effectName(f)} meets damage to ${f.who('object')} from several sources at once (${f.v('sources')}); its controller chooses which damage it prevents (here: in the order listed).`,
  'replacement.created': (f) =>
    `${f.citeLead}A ${pick(f, KIND_EN, 'kind')} begins${generatedEffect(f) ? '' : `: ${effectName(f)}`}${createdAmountEn(f)}${f.has('shields') ? ` (a shield for each of ${f.v('shields')})` : ''}${f.p.duration === 'end-of-turn' ? ', this turn' : ''}.`,
  'replacement.ended': (f) => `${f.citeLead}These effects end${f.has('reason') ? ` (${pick(f, ENDED_EN, 'reason')})` : ''}: ${f.v('effects')}.`,
  'damage.shield-counter': (f) =>
    f.n('amount') > 0
      ? `${f.citeLead}${f.who('target')} has a shield counter: the ${f.v('amount')} damage ${f.who('source')} would deal to it is prevented, and a shield counter is removed from it.`
      : `${f.citeLead}The damage from ${f.who('source')} can't be prevented, but the shield counter's effect still applies: a shield counter is removed from ${f.who('target')}.`,
  'replacement.shield-counter': (f) => `${f.citeLead}${f.who('object')} would be destroyed by an effect, but it has a shield counter: instead a shield counter is removed from it, and it stays on the battlefield.`,
  'regeneration.applied': (f) =>
    `${f.citeLead}${f.who('object')} would be destroyed, but it regenerates instead (${effectName(f)}): all damage marked on it is removed, it becomes tapped, and it is removed from combat if it was in combat.`,
  'umbra.applied': (f) =>
    `${f.citeLead}${f.who('object')} would be destroyed, but ${f.who('aura')} has umbra armor: instead all damage marked on ${f.who('object')} is removed (${f.v('damage')}) and ${f.who('aura')} is destroyed. This isn't regeneration: it stays untapped and in combat.`,
  'fight.fights': (f) =>
    f.p.a === f.p.b
      ? `${f.citeLead}${f.who('a')} fights itself: it deals itself twice its power (${f.n('powerA') * 2}); this isn't combat damage.`
      : `${f.citeLead}${f.who('a')} (power ${f.v('powerA')}) and ${f.who('b')} (power ${f.v('powerB')}) fight: each deals damage equal to its power to the other at the same time. This isn't combat damage, so first strike and trample don't matter.`,
  'fight.no-fight': (f) => `${f.citeLead}${f.who('object')} ${f.p.reason === 'not-creature' ? 'is not a creature' : f.p.reason === 'illegal-target' ? 'is an illegal target' : 'is not on the battlefield'}, so neither creature fights or deals damage.`,
};

// ---------------------------------------------------------------------------------------------
// Japanese

export const COMBAT_JA: Record<CombatKey, Template> = {
  'combat.attackers-declared': (f) =>
    f.has('attackers') ? `${f.citeLead}${f.player('player')} が攻撃クリーチャーを指定します：${f.v('attackers')}。` : `${f.citeLead}${f.player('player')} は攻撃クリーチャーを指定しません。`,
  'combat.attacks': (f) =>
    `${f.citeLead}${f.who('object')} が ${attackTarget(f)} を攻撃します${f.bool('default') ? '（指定がないので、唯一の対戦相手）' : ''}${f.bool('vigilance') ? '。警戒を持つので、攻撃してもタップしません' : '。タップ状態になります'}。`,
  'combat.attack-cost': (f) =>
    f.bool('assumed')
      ? `${f.citeLead}攻撃するためのコストとして ${f.player('player')} は ${f.v('cost')} を支払います（${f.quotedTexts('abilities')}）。マナについての記述がないので、支払われたものとします。`
      : `${f.citeLead}攻撃するためのコストとして ${f.player('player')} は ${f.v('cost')} を全額支払います（${f.quotedTexts('abilities')}）：${f.v('paid')}。`,
  'combat.no-attackers': (f) => `${f.citeLead}攻撃クリーチャーがいないので、ブロック・クリーチャー指定ステップと戦闘ダメージ・ステップは飛ばされます。`,
  'combat.blockers-declared': (f) => `${f.citeLead}${f.player('player')} がブロック・クリーチャーを指定します：${f.v('blockers')}。`,
  'combat.no-blockers': (f) => `${f.citeLead}${f.player('player')} はブロック・クリーチャーを指定しません。`,
  'combat.blocks': (f) => `${f.citeLead}${f.who('object')} が ${f.v('attackers')} をブロックします。`,
  'combat.blocked': (f) => `${f.citeLead}${f.who('object')} はブロックされました（${f.v('blockers')}）。戦闘の終わりまでブロックされたクリーチャーのままです。`,
  'combat.unblocked': (f) => `${f.citeLead}${f.who('object')} はブロックされていません。`,
  'combat.damage-step': (f) => {
    if (f.p.step === 'first-strike') return `${f.citeLead}1回目の戦闘ダメージ・ステップ：先制攻撃か二段攻撃を持つクリーチャーだけが戦闘ダメージを割り振ります（${f.v('creatures')}）。この後に2回目の戦闘ダメージ・ステップがあります。`;
    if (f.bool('firstStrike'))
      return f.has('creatures')
        ? `${f.citeLead}2回目の戦闘ダメージ・ステップ：1回目の開始時に先制攻撃も二段攻撃も持っていなかったクリーチャーと、現在二段攻撃を持つクリーチャーが戦闘ダメージを割り振ります（${f.v('creatures')}）。`
        : `${f.citeLead}2回目の戦闘ダメージ・ステップ：このステップで戦闘ダメージを割り振るのは、1回目の開始時に先制攻撃も二段攻撃も持っていなかったクリーチャーと、現在二段攻撃を持つクリーチャーですが、戦闘中のクリーチャーにそれに当たるものはいないので、どのクリーチャーも割り振りません。`;
    return `${f.citeLead}戦闘ダメージ・ステップ：先制攻撃や二段攻撃を持つ攻撃・ブロック・クリーチャーはいないので、ステップは1回です。${f.v('creatures')} が戦闘ダメージを割り振ります。`;
  },
  'combat.assigns': (f) => `${f.citeLead}${f.who('object')} は ${f.v('power')} 点の戦闘ダメージを割り振ります：${assignmentList(f)}${assignHow(f)}。`,
  'combat.no-damage': (f) => `${f.citeLead}${f.who('object')}：${pick(f, NO_DAMAGE_JA, 'reason')}。`,
  'combat.assigns-again': (f) =>
    f.p.ability === 'double strike'
      ? `${f.citeLead}${f.who('object')} は現在二段攻撃を持つので、このステップでも戦闘ダメージを割り振ります。`
      : `${f.citeLead}${f.who('object')} が先制攻撃を得たのは1回目の戦闘ダメージ・ステップの開始後なので、このステップで戦闘ダメージを割り振ります。`,
  'combat.stack-before-next-step': (f) => `${f.citeLead}1回目の戦闘ダメージ・ステップはスタックが空になるまで終わらないので、そこで誘発したものは次の戦闘ダメージ・ステップの前に解決されます。`,
  'combat.removed': (f) => `${f.citeLead}${f.who('object')}は、${pick(f, REMOVED_JA, 'reason')}、戦闘から取り除かれます。`,
  'combat.stays-blocked': (f) => `${f.citeLead}${f.who('object')} をブロックしているクリーチャーはもういませんが、ブロックされたクリーチャーのままです。`,
  'combat.target-removed': (f) => `${f.citeLead}${f.who('object')} が戦闘から取り除かれたので、${f.v('attackers')} は攻撃を続けますが、何も攻撃していません。`,
  'combat.end': (f) => `${f.citeLead}戦闘が終わり、すべてのクリーチャーが戦闘から取り除かれます${f.has('objects') ? `（${f.v('objects')}）` : ''}。`,
  ...errorTemplates('ja'),
  'combat.must-attack': (f) => `${f.citeLead}この攻撃クリーチャーの指定は不正です：${f.who('object')} は可能なら毎戦闘攻撃し、攻撃できる状態です${seeJa(f)}。`,
  'combat.must-block': (f) => `${f.citeLead}このブロック・クリーチャーの指定は不正です：${f.who('object')} は可能なら毎戦闘ブロックし、ブロックできる状態です${seeJa(f)}。`,
  'combat.sequence': (f) => `${f.citeLead}${pick(f, SEQ_ACTION_JA, 'action')}は今は行えません：${pick(f, SEQ_JA, 'reason')}。`,
  'combat.assignment-illegal': (f) =>
    `${f.citeLead}${f.who('object')} の戦闘ダメージの割り振りは不正です：${pick(f, ASSIGN_JA, 'reason')}${f.has('power') ? `（パワー${f.v('power')}、割り振り合計${f.v('total')}）` : ''}${f.has('to') ? `（${f.who('to')}）` : ''}${f.has('blocker') ? `（${f.who('blocker')} に致死ダメージが割り振られていません）` : ''}${seeJa(f)}。`,

  'damage.simultaneous': (f) => `${f.citeLead}${f.v('count')} 件の${f.bool('combat') ? '戦闘' : ''}ダメージは同時に与えられます。`,
  'damage.order': (f) => {
    const order = f.p.policy === 'given' ? '指定された順' : '既定ではタイムスタンプ順';
    const others = f.has('others') ? `ほかの順番なら、ダメージは ${f.v('others')} 点になります。` : '順番による違いはありません。';
    return `${f.citeLead}${f.who('source')} から ${recipient(f)} へのダメージには、置換効果や軽減効果が複数適用されます。影響を受ける${f.has('chooser') ? f.player('chooser') : 'プレイヤー'}が1つずつ順番を選び、それぞれ1回だけ適用されます。${order}に適用：${effectsJa(f)}。${others}`;
  },
  'damage.prevented': (f) =>
    `${f.citeLead}${f.who('source')} から ${recipient(f)} への ${f.v('amount')} 点のダメージは${effectName(f)}によって軽減されます${f.p.remaining !== null && f.p.remaining !== undefined ? `（盾の残り ${f.v('remaining')} 点）` : ''}。`,
  'damage.replaced': (f) => `${f.citeLead}${effectName(f)}により、${f.who('source')} から ${recipient(f)} へのダメージが変わります：${f.v('before')} → ${f.v('after')}。`,
  'damage.unpreventable': (f) =>
    `${f.citeLead}${effectName(f)}により、${f.who('source')} から ${recipient(f)} へのダメージは軽減できません：${effectsJa(f)} は適用されても何も軽減せず（盾も減りません）、${f.v('amount')}点すべてが与えられます。`,
  'damage.not-dealt': (f) =>
    `${f.citeLead}${f.who('source')} から ${recipient(f)} へのダメージは与えられません。軽減されたダメージは発生しないので、それによることは何も起こりません（絆魂によるライフ獲得も接死もなく、何も誘発しません）。`,
  'damage.shield-shared': (f) =>
    `${f.citeLead}${effectName(f)}は、${f.who('object')} への複数の発生源（${f.v('sources')}）からの同時のダメージに適用されます。どのダメージを軽減するかはそのコントローラーが選びます（ここでは記載順）。`,
  'replacement.created': (f) =>
    `${f.citeLead}${pick(f, KIND_JA, 'kind')}が始まります${generatedEffect(f) ? '' : `：${effectName(f)}`}${createdAmountJa(f)}${f.has('shields') ? `（${f.v('shields')} のそれぞれに盾）` : ''}${f.p.duration === 'end-of-turn' ? '（このターン）' : ''}。`,
  'replacement.ended': (f) => `${f.citeLead}${effectsJa(f)} が終わります${f.has('reason') ? `（${pick(f, ENDED_JA, 'reason')}）` : ''}。`,
  'damage.shield-counter': (f) =>
    f.n('amount') > 0
      ? `${f.citeLead}${f.who('target')} には盾カウンターが置かれているので、${f.who('source')} が与えるはずの${f.v('amount')}点のダメージは軽減され、盾カウンターが1個取り除かれます。`
      : `${f.citeLead}${f.who('source')} のダメージは軽減できませんが、盾カウンターの効果は適用されるので、${f.who('target')} から盾カウンターが1個取り除かれます。`,
  'replacement.shield-counter': (f) => `${f.citeLead}${f.who('object')} は効果によって破壊されますが、盾カウンターが置かれているので、代わりに盾カウンターが1個取り除かれ、戦場に残ります。`,
  'regeneration.applied': (f) =>
    `${f.citeLead}${f.who('object')} は破壊される代わりに再生します（${effectName(f)}）：負っているダメージがすべて取り除かれ、タップ状態になり、戦闘中なら戦闘から取り除かれます。`,
  'umbra.applied': (f) =>
    `${f.citeLead}${f.who('object')} は破壊されますが、${f.who('aura')} が鎧の陰を持つので、代わりに ${f.who('object')} が負っているダメージ（${f.v('damage')}点）がすべて取り除かれ、${f.who('aura')} が破壊されます。これは再生ではないので、タップ状態にならず、戦闘からも取り除かれません。`,
  'fight.fights': (f) =>
    f.p.a === f.p.b
      ? `${f.citeLead}${f.who('a')} は自分自身と格闘し、自分にパワーの2倍（${f.n('powerA') * 2}点）のダメージを与えます。これは戦闘ダメージではありません。`
      : `${f.citeLead}${f.who('a')}（パワー${f.v('powerA')}）と ${f.who('b')}（パワー${f.v('powerB')}）が格闘します：それぞれが自分のパワーに等しいダメージを同時に相手に与えます。戦闘ダメージではないので、先制攻撃やトランプルは関係ありません。`,
  'fight.no-fight': (f) => `${f.citeLead}${f.who('object')} は${f.p.reason === 'not-creature' ? 'クリーチャーではない' : f.p.reason === 'illegal-target' ? '不適正な対象である' : '戦場にない'}ので、どちらも格闘せず、ダメージも与えません。`,
};
