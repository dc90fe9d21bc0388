/**
 * English and Japanese templates for the combat, damage, replacement and fight trace keys (issue 4).
 * They are spread into the EN and JA tables of trace.ts, so every key in TRACE_KEYS still has a
 * template in both languages (type-checked there, tested in test/render).
 */
import type { TraceKey } from '../engine/trace-keys.ts';
import { COMBAT_TRACE_KEYS } from '../engine/combat/trace-keys.ts';
import type { Resolution } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import { renderWords } from './locales/index.ts';
import type { CombatLines } from './locales/combat-lines.ts';
import { quoteRulesJa } from './ja-text.ts';
import type { Fmt, Template } from './trace-format.ts';

type CombatKey = Extract<
  TraceKey,
  `combat.${string}` | `damage.${string}` | `replacement.${string}` | `regeneration.${string}` | `fight.${string}`
>;

/**
 * The illegal declarations of attackers (508.1) and blockers (509.1), one key each, from the engine's
 * own list (combat/trace-keys.ts): a key added there must get its reason in each language below, or
 * the Records of reasons fail to compile.
 */
type AttackKey = Extract<(typeof COMBAT_TRACE_KEYS)[number], `combat.cant-attack.${string}`>;
type BlockKey = Extract<(typeof COMBAT_TRACE_KEYS)[number], `combat.cant-block.${string}`>;
const ATTACK_KEYS = COMBAT_TRACE_KEYS.filter((k): k is AttackKey => k.startsWith('combat.cant-attack.'));
const BLOCK_KEYS = COMBAT_TRACE_KEYS.filter((k): k is BlockKey => k.startsWith('combat.cant-block.'));

/** Zone-change, token-creation, life-gain and draw replacement keys (614.1a, 614.11, 614.16, 616). */
type OtherReplacementKey = Extract<
  TraceKey,
  | 'zone.replacement-order'
  | 'zone.replaced'
  | 'zone.replacement-inapplicable'
  | 'zone.shuffled'
  | 'token.replaced'
  | 'enter.as-copy'
  | 'enter.tapped'
  | 'enter.counters-x'
  | 'enter.tapped-unless'
  | 'enter.pay-life'
  | 'enter.choice'
  | 'event.replaced'
  | 'event.returned'
  | 'event.replacement-impossible'
  | 'draw.empty-library'
  | 'sba.drew-from-empty'
  | 'life.cant-change'
  | 'sba.cant-lose'
  | 'counters.replaced'
>;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** The shared pieces in the step's language (render/locales). */
const words = (f: Fmt): CombatLines => renderWords(f.lang).combat;

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

const ability = (f: Fmt, name = 'ability'): string => (f.has(name) ? f.keywords(name) : '');

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
const REMOVED_JA: Record<string, string> = {
  'left-battlefield': '戦場を離れた',
  'not-creature': 'クリーチャーでなくなった',
  'controller-changed': 'コントローラーが変わった',
  'became-battle': 'バトルになった',
  effect: '効果によって取り除かれた',
  regenerated: '再生した',
  'not-planeswalker': 'プレインズウォーカーでなくなった',
  'not-battle': 'バトルでなくなった',
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

const ATTACK_WHY_EN: Record<AttackKey, string> = {
  'combat.cant-attack.not-on-battlefield': "it isn't on the battlefield",
  'combat.cant-attack.not-creature': 'only creatures can attack',
  'combat.cant-attack.battle': "a creature that is also a battle can't attack",
  'combat.cant-attack.not-controlled': "the active player doesn't control it",
  'combat.cant-attack.tapped': 'it is tapped',
  'combat.cant-attack.summoning-sick': "it hasn't been under its controller's control continuously since the turn began and doesn't have haste (summoning sickness)",
  'combat.cant-attack.defender': 'it has defender',
  'combat.cant-attack.restriction': 'an ability says it can\'t attack',
  'combat.cant-attack.duplicate': 'it is declared as an attacker twice',
  'combat.cant-attack.bad-target': "what it would attack can't be attacked by it",
};
const ATTACK_WHY_JA: Record<AttackKey, string> = {
  'combat.cant-attack.not-on-battlefield': '戦場にありません',
  'combat.cant-attack.not-creature': '攻撃できるのはクリーチャーだけです',
  'combat.cant-attack.battle': 'バトルでもあるクリーチャーは攻撃できません',
  'combat.cant-attack.not-controlled': 'アクティブ・プレイヤーがコントロールしていません',
  'combat.cant-attack.tapped': 'タップ状態です',
  'combat.cant-attack.summoning-sick': 'ターンの開始時から継続してコントロールされておらず、速攻も持っていません（召喚酔い）',
  'combat.cant-attack.defender': '防衛を持っています',
  'combat.cant-attack.restriction': '攻撃できないという能力があります',
  'combat.cant-attack.duplicate': '攻撃クリーチャーとして2回指定されています',
  'combat.cant-attack.bad-target': 'それが攻撃しようとしているものは攻撃できません',
};
const BLOCK_WHY_EN: Record<BlockKey, string> = {
  'combat.cant-block.not-on-battlefield': "it isn't on the battlefield",
  'combat.cant-block.not-creature': 'only creatures can block',
  'combat.cant-block.battle': "a creature that is also a battle can't block",
  'combat.cant-block.not-controlled': "the defending player doesn't control it",
  'combat.cant-block.tapped': "it is tapped, and tapped creatures can't block",
  'combat.cant-block.restriction': "an ability says it can't block",
  'combat.cant-block.duplicate': 'it is declared twice',
  'combat.cant-block.not-attacking': "what it would block isn't a creature attacking its controller (or their planeswalker or battle)",
  'combat.cant-block.too-many': 'it would block more creatures than it can',
  'combat.cant-block.evasion': "the attacker can't be blocked by it",
  'combat.cant-block.menace': "the attacker can't be blocked except by two or more creatures",
};
const BLOCK_WHY_JA: Record<BlockKey, string> = {
  'combat.cant-block.not-on-battlefield': '戦場にありません',
  'combat.cant-block.not-creature': 'ブロックできるのはクリーチャーだけです',
  'combat.cant-block.battle': 'バトルでもあるクリーチャーはブロックできません',
  'combat.cant-block.not-controlled': '防御プレイヤーがコントロールしていません',
  'combat.cant-block.tapped': 'タップ状態のクリーチャーはブロックできません',
  'combat.cant-block.restriction': 'ブロックできないという能力があります',
  'combat.cant-block.duplicate': '2回指定されています',
  'combat.cant-block.not-attacking': 'ブロックしようとしているものは、そのコントローラー（またはそのプレインズウォーカーやバトル）を攻撃しているクリーチャーではありません',
  'combat.cant-block.too-many': 'ブロックできる数を超えてブロックしようとしています',
  'combat.cant-block.evasion': '攻撃クリーチャーはこのクリーチャーにはブロックされません',
  'combat.cant-block.menace': '攻撃クリーチャーは2体以上のクリーチャーによってしかブロックされません',
};

const SEQ_EN: Record<string, string> = {
  'no-combat': 'no combat is in progress (no attackers were declared)',
  'attackers-declared': 'attackers have already been declared in this combat',
  'blockers-declared': 'blockers have already been declared in this combat',
  'no-damage-step': 'every combat damage step of this combat has already happened',
  'no-first-strike-step': 'no creature in this combat has first strike or double strike, so there is no first-strike combat damage step',
};
const SEQ_JA: Record<string, string> = {
  'no-combat': '戦闘が行われていません（攻撃クリーチャーが指定されていません）',
  'attackers-declared': 'この戦闘ではすでに攻撃クリーチャーが指定されています',
  'blockers-declared': 'この戦闘ではすでにブロック・クリーチャーが指定されています',
  'no-damage-step': 'この戦闘の戦闘ダメージ・ステップはすべて終わっています',
  'no-first-strike-step': 'この戦闘には先制攻撃も二段攻撃も持つクリーチャーがいないので、先制攻撃の戦闘ダメージ・ステップはありません',
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
};

const dest = (f: Fmt, name: string): string => {
  const v = String(f.p[name] ?? '');
  return words(f).destinations[v] ?? v;
};
const dests = (f: Fmt, name: string): string => {
  const xs = Array.isArray(f.p[name]) ? (f.p[name] as string[]) : [];
  return words(f).list(xs.map((v) => words(f).destinations[v] ?? v));
};
const INSTEAD_EN: Record<string, string> = {
  draw: 'draws',
  'gain-life': 'gains life',
  'return-from-graveyard': 'returns a card from their graveyard to their hand',
  nothing: 'does nothing',
};
const INSTEAD_JA: Record<string, string> = {
  draw: 'カードを引く',
  'gain-life': 'ライフを得る',
  'return-from-graveyard': '自分の墓地からカードを1枚手札に戻す',
  nothing: '何もしない',
};
function eventEn(f: Fmt): string {
  const e = String(f.p.event ?? '');
  return e.startsWith('gain-life:') ? `gain ${e.slice('gain-life:'.length)} life` : 'draw a card';
}
function eventJa(f: Fmt): string {
  const e = String(f.p.event ?? '');
  return e.startsWith('gain-life:') ? `${e.slice('gain-life:'.length)}点のライフを得る` : 'カードを1枚引く';
}
function insteadEn(f: Fmt): string {
  const k = String(f.p.instead ?? '');
  if (k === 'draw') return `draws ${f.v('count')} card${f.n('count') === 1 ? '' : 's'}`;
  if (k === 'gain-life') return `gains ${f.v('count')} life`;
  return INSTEAD_EN[k] ?? k;
}
function insteadJa(f: Fmt): string {
  const k = String(f.p.instead ?? '');
  if (k === 'draw') return `カードを${f.v('count')}枚引く`;
  if (k === 'gain-life') return `${f.v('count')}点のライフを得る`;
  return INSTEAD_JA[k] ?? k;
}
const POLICY_EN: Record<string, string> = { given: 'in the order given', timestamp: 'by default in timestamp order (earliest first)', only: '' };
const POLICY_JA: Record<string, string> = { given: '指定された順で', timestamp: '既定ではタイムスタンプ順（古いものから）で', only: '' };

export const OTHER_REPLACEMENT_EN: Record<OtherReplacementKey, Template> = {
  'zone.replacement-order': (f) =>
    `${f.citeLead}Several replacement effects apply to ${f.who('object')} being put into ${dest(f, 'to')}: ${f.player('chooser')} (its controller, or owner) chooses one at a time; after each, only effects that still apply to the modified event remain. Applied ${POLICY_EN[String(f.p.policy)] ?? ''}: ${f.v('effects')}.${f.has('others') ? ` Another order would put it into ${dests(f, 'others')} instead.` : ' The order makes no difference here.'}`,
  'zone.replaced': (f) => `${f.citeLead}${f.who('object')} would be put into ${dest(f, 'to')}; instead (${effectName(f)}) it is put into ${dest(f, 'instead')}.`,
  'zone.replacement-inapplicable': (f) =>
    `${f.citeLead}${effectName(f)} no longer applies: ${f.who('object')} is now going to ${dest(f, 'to')}, not to the zone it watches, so it does nothing.`,
  'zone.shuffled': (f) => `${f.citeLead}${f.player('player')} shuffles their library; nobody knows its order now.`,
  'enter.as-copy': (f) =>
    `${f.citeLead}${effectName(f)}: ${f.who('object')} enters the battlefield as a copy of ${f.who('of')}. A copy effect as an object enters is chosen before other replacement effects${f.p.lost === 'enters-tapped' ? '; it no longer has the ability that made it enter tapped, so that effect does nothing' : ''}.`,
  'enter.tapped': (f) => `${f.citeLead}${f.who('object')} enters the battlefield tapped (${f.has('by') ? `the replacement effect of ${f.who('by')}` : 'its own replacement effect'}).`,
  'enter.counters-x': (f) =>
    `${f.citeLead}“${f.v('text')}”: X is ${f.p.cast === true ? `the X paid when ${f.who('object')} was cast, ${f.v('amount')}` : `0, because ${f.who('object')} wasn’t cast as it entered (no X was chosen for it)`}.`,
  'enter.tapped-unless': (f) => `${f.citeLead}${f.who('object')} enters tapped unless its condition holds as it enters: ${f.p.holds === true ? 'it holds, so it enters untapped' : 'it doesn’t, so it enters tapped'}.`,
  'enter.pay-life': (f) =>
    `${f.citeLead}As ${f.who('object')} enters, ${f.player('player')} may pay ${f.v('amount')} life${f.p.policy === 'impossible' ? ' but has too little life to pay it' : f.p.paid === true ? ' and pays it (paying life is losing it)' : f.p.policy === 'default-decline' ? ' — no answer was given, so the engine assumes the player doesn’t (default)' : ' and doesn’t'}${f.p.paid === true ? '' : '; it enters tapped'}.`,
  'enter.choice': (f) => `${f.citeLead}As ${f.who('object')} enters the battlefield, its controller chooses ${f.colors('color')}.`,
  'token.replaced': (f) =>
    `${f.citeLead}${effectName(f)} changes how many tokens are created (${f.who('object')}): ${f.v('before')} → ${f.v('after')}. Creating the tokens contains their entering the battlefield, so this applies before anything that modifies how they enter.`,
  'event.replaced': (f) =>
    `${f.citeLead}${f.player('player')} would ${eventEn(f)}; instead (${effectName(f)}) the player ${insteadEn(f)}.${f.p.policy === 'timestamp' ? ' Several effects applied; the player chooses, by default in timestamp order.' : f.p.policy === 'given' ? ' Several effects applied; in the order given.' : ''}`,
  'event.returned': (f) =>
    `${f.citeLead}${f.player('player')} returns ${f.who('object')} from their graveyard to their hand${f.p.policy === 'default' ? ` (the player's choice among ${f.v('choices')} cards; by default the first listed)` : ''}.`,
  'event.replacement-impossible': (f) =>
    f.p.what === 'gain-0-life'
      ? `${f.citeLead}${f.player('player')} would gain 0 life: no life-gain event happens, so nothing replaces it.`
      : `${f.citeLead}${f.player('player')} has no card in their graveyard to return: that instruction can't be carried out and is ignored.`,
  'draw.empty-library': (f) => `${f.citeLead}${f.player('player')} attempts to draw from an empty library; they lose the game the next time state-based actions are checked.`,
  'sba.drew-from-empty': (f) => `${f.citeLead}${f.player('player')} attempted to draw from an empty library and loses the game.`,
  'life.cant-change': (f) =>
    f.p.what === 'gain-life'
      ? `${f.citeLead}${f.player('player')} can't gain life (${effectName(f)}): the ${f.v('amount')} life gain doesn't happen.`
      : f.p.what === 'pay-life'
        ? `${f.citeLead}${f.player('player')} can't lose life (${effectName(f)}), so can't pay ${f.v('amount')} life.`
        : `${f.citeLead}${f.player('player')} can't lose life (${effectName(f)}): the ${f.v('amount')} life loss doesn't happen (the damage, if any, is still dealt).`,
  'counters.replaced': (f) =>
    `${f.citeLead}${effectName(f)} changes how many ${f.v('counter')} counters are put on ${f.who('object')}: ${f.v('before')} → ${f.v('after')}.${f.p.policy === 'same' ? ' Several effects apply; its controller chooses the order, and every order gives the same number.' : f.p.policy === 'given' ? ' Several effects apply; in the order given.' : ''}`,
  'sba.cant-lose': (f) => `${f.citeLead}${f.player('player')} meets a condition for losing the game (${lostReasons(f)}) but can't lose the game (${effectName(f)}), so nothing happens.`,
};

export const OTHER_REPLACEMENT_JA: Record<OtherReplacementKey, Template> = {
  'zone.replacement-order': (f) =>
    `${f.citeLead}${f.who('object')} が${dest(f, 'to')}に置かれることに複数の置換効果が適用されます：${f.player('chooser')}（そのコントローラー、またはオーナー）が1つずつ選び、適用するたびに、変更後の出来事にまだ適用できる効果だけが残ります。${POLICY_JA[String(f.p.policy)] ?? ''}適用：${effectsJa(f)}。${f.has('others') ? `別の順なら${dests(f, 'others')}に置かれます。` : '順番による違いはありません。'}`,
  'zone.replaced': (f) => `${f.citeLead}${f.who('object')} は${dest(f, 'to')}に置かれる代わりに（${effectName(f)}）、${dest(f, 'instead')}に置かれます。`,
  'zone.replacement-inapplicable': (f) => `${f.citeLead}${effectName(f)} はもう適用されません：${f.who('object')} は今や${dest(f, 'to')}に向かっており、この効果が見ている領域ではないので、何もしません。`,
  'zone.shuffled': (f) => `${f.citeLead}${f.player('player')} はライブラリーを切り直します。その順番は誰にも分かりません。`,
  'enter.as-copy': (f) =>
    `${f.citeLead}${effectName(f)} により、${f.who('object')} は ${f.who('of')} のコピーとして戦場に出ます。戦場に出る際にコピーになる効果は他の置換効果より先に選ばれます${f.p.lost === 'enters-tapped' ? '。タップ状態で戦場に出る能力を失うので、その効果は何もしません' : ''}。`,
  'enter.tapped': (f) => `${f.citeLead}${f.who('object')} はタップ状態で戦場に出ます（${f.has('by') ? `${f.who('by')}の置換効果` : '自身の置換効果'}）。`,
  'enter.counters-x': (f) =>
    `${f.citeLead}${f.quotedText('text')}のXは${f.p.cast === true ? `${f.who('object')}を唱えたときに支払ったXで、${f.v('amount')}です` : `0です。${f.who('object')}は唱えられて戦場に出たのではないので、Xは選ばれていません`}。`,
  'enter.tapped-unless': (f) => `${f.citeLead}${f.who('object')} は条件を満たさないかぎりタップ状態で戦場に出ます：戦場に出る時点で${f.p.holds === true ? '満たしているので、アンタップ状態で出ます' : '満たしていないので、タップ状態で出ます'}。`,
  'enter.pay-life': (f) =>
    `${f.citeLead}${f.who('object')} が戦場に出るに際し、${f.player('player')} は${f.v('amount')}点のライフを支払ってもよい：${f.p.policy === 'impossible' ? 'ライフが足りないので支払えません' : f.p.paid === true ? '支払います（ライフを支払うことはそれを失うことです）' : f.p.policy === 'default-decline' ? '回答がないため、支払わないものとします（既定）' : '支払いません'}${f.p.paid === true ? '' : '。タップ状態で戦場に出ます'}。`,
  'enter.choice': (f) => `${f.citeLead}${f.who('object')} が戦場に出るに際し、コントローラーは${f.colors('color')}を選びます。`,
  'token.replaced': (f) =>
    `${f.citeLead}${effectName(f)} により、生成されるトークン（${f.who('object')}）の数が ${f.v('before')} → ${f.v('after')} になります。トークンの生成は戦場に出る出来事を含むので、戦場への出方を変える効果より先に適用されます。`,
  'event.replaced': (f) =>
    `${f.citeLead}${f.player('player')} が${eventJa(f)}代わりに（${effectName(f)}）、${insteadJa(f)}。${f.p.policy === 'timestamp' ? '複数の効果が適用でき、プレイヤーが選びます（既定ではタイムスタンプ順）。' : f.p.policy === 'given' ? '複数の効果が適用でき、指定された順で適用しました。' : ''}`,
  'event.returned': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を墓地から手札に戻します${f.p.policy === 'default' ? `（${f.v('choices')}枚の中からプレイヤーが選びます。既定では最初に挙げたもの）` : ''}。`,
  'event.replacement-impossible': (f) =>
    f.p.what === 'gain-0-life'
      ? `${f.citeLead}${f.player('player')} が得るライフは0点です：ライフを得る出来事は起こらないので、置換されません。`
      : `${f.citeLead}${f.player('player')} の墓地に戻せるカードがありません：その指示は実行できないので無視されます。`,
  'draw.empty-library': (f) => `${f.citeLead}${f.player('player')} はカードのないライブラリーから引こうとしました。次に状況起因処理がチェックされるときにゲームに敗北します。`,
  'sba.drew-from-empty': (f) => `${f.citeLead}${f.player('player')} はカードのないライブラリーから引こうとしたので、ゲームに敗北します。`,
  'life.cant-change': (f) =>
    f.p.what === 'gain-life'
      ? `${f.citeLead}${f.player('player')} はライフを得られません（${effectName(f)}）：${f.v('amount')}点のライフ獲得は起こりません。`
      : f.p.what === 'pay-life'
        ? `${f.citeLead}${f.player('player')} はライフを失わないので（${effectName(f)}）、${f.v('amount')}点のライフを支払えません。`
        : `${f.citeLead}${f.player('player')} はライフを失いません（${effectName(f)}）：${f.v('amount')}点のライフ喪失は起こりません。`,
  'counters.replaced': (f) =>
    `${f.citeLead}${effectName(f)}により、${f.who('object')} に置かれる${f.v('counter')}カウンターの数が変わります：${f.v('before')} → ${f.v('after')}。${f.p.policy === 'same' ? '複数の効果が適用でき、順番はコントローラーが選びますが、どの順でも同じ数になります。' : f.p.policy === 'given' ? '複数の効果が適用でき、指定された順で適用しました。' : ''}`,
  'sba.cant-lose': (f) => `${f.citeLead}${f.player('player')} はゲームに敗北する条件（${lostReasons(f)}）を満たしていますが、ゲームに敗北しないので（${effectName(f)}）、何も起こりません。`,
};

function lostReasons(f: Fmt): string {
  const rs = Array.isArray(f.p.reasons) ? f.p.reasons.map(String) : [];
  return words(f).list(rs.map((r) => words(f).lostReasons[r] ?? r));
}

function createdAmountEn(f: Fmt): string {
  const kind = f.p.kind;
  const a = f.p.amount;
  if (kind === 'prevent') return a === 'all' ? ': prevents all such damage' : `: prevents ${f.v('amount')} damage`;
  if (kind === 'damage-modifier' && f.has('amount')) return `: the damage becomes ${f.v('amount')}`;
  if (kind === 'regeneration-shield') return ` on ${f.who('object')}`;
  return '';
}
function createdAmountJa(f: Fmt): string {
  const kind = f.p.kind;
  const a = f.p.amount;
  if (kind === 'prevent') return a === 'all' ? '：該当するダメージをすべて軽減します' : `：ダメージを${f.v('amount')}点軽減します`;
  if (kind === 'damage-modifier' && f.has('amount')) return `：ダメージは${f.v('amount')}になります`;
  if (kind === 'regeneration-shield') return `（${f.who('object')}）`;
  return '';
}

/** " (see 302.6, 508.1a)" for an error's `rule` param. */
const seeEn = (f: Fmt): string => (f.has('rule') ? ` (see ${f.v('rule')})` : '');
const seeJa = (f: Fmt): string => (f.has('rule') ? `（${f.v('rule')} を参照）` : '');

/** An id the engine made up for an effect with no text ("replacement-1", engine/damage/effects.ts): it means nothing to a reader. */
const GENERATED_EFFECT = /^(?:replacement|prevention|effect)-\d+$/;
const generatedEffect = (f: Fmt): boolean => GENERATED_EFFECT.test(String(f.p.effect ?? ''));

/** An effect by its rules text (English oracle text said to be English in Japanese), or "the effect" for a made-up id. */
/** A list of effects named by their text, in Japanese: each quoted, English oracle text marked as such. */
const effectsJa = (f: Fmt): string => (Array.isArray(f.p.effects) ? (f.p.effects as unknown[]).map((e) => quoteRulesJa(String(e))).join('、') : f.v('effects'));

export const effectName = (f: Fmt): string => {
  if (generatedEffect(f)) return words(f).theEffect;
  return words(f).effect(f.v('effect'));
};

/** The ability in brackets after a reason, unless the reason already names it ("it has defender (defender)"). */
function abilityNote(f: Fmt, why: string): string {
  if (!f.has('ability')) return '';
  const a = ability(f);
  if (why.toLowerCase().includes(a.toLowerCase())) return '';
  return words(f).abilityNote(a);
}

/** "X can't attack: why" for each combat.cant-attack.* key. */
function cantAttack(key: AttackKey): { en: Template; ja: Template } {
  return {
    en: (f) =>
      `${f.citeLead}${f.who('object')} can't attack: ${ATTACK_WHY_EN[key]}${abilityNote(f, ATTACK_WHY_EN[key])}${f.has('target') ? ` (${f.who('target')})` : ''}. The declaration of attackers is illegal${seeEn(f)}.`,
    ja: (f) =>
      `${f.citeLead}${f.who('object')} は攻撃できません：${ATTACK_WHY_JA[key]}${abilityNote(f, ATTACK_WHY_JA[key])}${f.has('target') ? `（${f.who('target')}）` : ''}。この攻撃クリーチャーの指定は不正です${seeJa(f)}。`,
  };
}

function cantBlock(key: BlockKey): { en: Template; ja: Template } {
  // As the error the run stopped on, it ends by saying the declaration is illegal; as a step told
  // before that error (another problem of the same declaration) its rules lead the line instead.
  const alone = (f: Parameters<Template>[0]): boolean => key === 'combat.cant-block.menace' && f.p.count === 1;
  // "… except by three or more creatures" (509.1b): the fewest blockers, when more than two.
  const whyEn = (f: Parameters<Template>[0]): string => (key === 'combat.cant-block.menace' && f.has('least') ? `the attacker ${f.has('ability') ? ability(f) : `can't be blocked except by ${f.v('least')} or more creatures`}` : BLOCK_WHY_EN[key]);
  const whyJa = (f: Parameters<Template>[0]): string => (key === 'combat.cant-block.menace' && f.has('least') ? `攻撃クリーチャーは${f.v('least')}体以上のクリーチャーによってしかブロックされません` : BLOCK_WHY_JA[key]);
  return {
    en: (f) =>
      `${f.citeLead}${f.who('object')} can't block${f.has('attacker') ? ` ${f.who('attacker')}` : ''}${alone(f) ? ' alone' : ''}: ${whyEn(f)}${abilityNote(f, whyEn(f))}${f.has('max') ? ` (at most ${f.v('max')})` : ''}.${f.citeLead === '' ? ` The declaration of blockers is illegal${seeEn(f)}.` : ''}`,
    ja: (f) =>
      `${f.citeLead}${f.who('object')} は${alone(f) ? '単独では' : ''}${f.has('attacker') ? ` ${f.who('attacker')} を` : ''}ブロックできません：${whyJa(f)}${abilityNote(f, whyJa(f))}${f.has('max') ? `（最大${f.v('max')}体）` : ''}。${f.citeLead === '' ? `このブロック・クリーチャーの指定は不正です${seeJa(f)}。` : ''}`,
  };
}

type ErrorKey = AttackKey | BlockKey;

function errorTemplates(lang: 'en' | 'ja'): Record<ErrorKey, Template> {
  const out = {} as Record<ErrorKey, Template>;
  for (const k of ATTACK_KEYS) out[k] = cantAttack(k)[lang];
  for (const k of BLOCK_KEYS) out[k] = cantBlock(k)[lang];
  return out;
}

// ---------------------------------------------------------------------------------------------
// English

export const COMBAT_EN: Record<CombatKey, Template> = {
  'combat.attackers-declared': (f) =>
    f.has('attackers') ? `${f.citeLead}${f.player('player')} declares attackers: ${f.v('attackers')}.` : `${f.citeLead}${f.player('player')} declares no attackers.`,
  'combat.attacks': (f) =>
    `${f.citeLead}${f.who('object')} attacks ${attackTarget(f)}${f.bool('default') ? ' (by default: the only opponent)' : ''}${f.bool('vigilance') ? '; it has vigilance, so attacking doesn\'t tap it' : ' and becomes tapped'}.`,
  'combat.no-attackers': (f) => `${f.citeLead}No creatures attack, so the declare blockers and combat damage steps are skipped.`,
  'combat.blockers-declared': (f) => `${f.citeLead}${f.player('player')} declares blockers: ${f.v('blockers')}.`,
  'combat.no-blockers': (f) => `${f.citeLead}${f.player('player')} declares no blockers.`,
  'combat.blocks': (f) => `${f.citeLead}${f.who('object')} blocks ${f.v('attackers')}.`,
  'combat.blocked': (f) => `${f.citeLead}${f.who('object')} is blocked (by ${f.v('blockers')}) and stays blocked for the rest of combat.`,
  'combat.unblocked': (f) => `${f.citeLead}${f.who('object')} is unblocked.`,
  'combat.damage-step': (f) => {
    if (f.p.step === 'first-strike') return `${f.citeLead}First combat damage step: only creatures with first strike or double strike assign combat damage (${f.v('creatures')}); a second combat damage step follows.`;
    if (f.bool('firstStrike'))
      return `${f.citeLead}Second combat damage step: the creatures that had neither first strike nor double strike as the first step began, and those that have double strike now, assign combat damage (${f.v('creatures')}).`;
    return `${f.citeLead}Combat damage step: no attacking or blocking creature has first strike or double strike, so there is one step, in which these creatures assign combat damage: ${f.v('creatures')}.`;
  },
  'combat.assigns': (f) => `${f.citeLead}${f.who('object')} assigns its ${f.v('power')} combat damage: ${assignmentList(f)}${assignHow(f)}.`,
  'combat.no-damage': (f) => `${f.citeLead}${f.who('object')}: ${pick(f, NO_DAMAGE_EN, 'reason')}.`,
  'combat.assigns-again': (f) =>
    f.p.ability === 'double strike'
      ? `${f.citeLead}${f.who('object')} now has double strike, so it assigns combat damage in this step too.`
      : `${f.citeLead}${f.who('object')} got first strike only after the first combat damage step began, so it still assigns combat damage in this step.`,
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
  'regeneration.applied': (f) =>
    `${f.citeLead}${f.who('object')} would be destroyed, but it regenerates instead (${effectName(f)}): all damage marked on it is removed, it becomes tapped, and it is removed from combat if it was in combat.`,
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
  'combat.no-attackers': (f) => `${f.citeLead}攻撃クリーチャーがいないので、ブロック・クリーチャー指定ステップと戦闘ダメージ・ステップは飛ばされます。`,
  'combat.blockers-declared': (f) => `${f.citeLead}${f.player('player')} がブロック・クリーチャーを指定します：${f.v('blockers')}。`,
  'combat.no-blockers': (f) => `${f.citeLead}${f.player('player')} はブロック・クリーチャーを指定しません。`,
  'combat.blocks': (f) => `${f.citeLead}${f.who('object')} が ${f.v('attackers')} をブロックします。`,
  'combat.blocked': (f) => `${f.citeLead}${f.who('object')} はブロックされました（${f.v('blockers')}）。戦闘の終わりまでブロックされたクリーチャーのままです。`,
  'combat.unblocked': (f) => `${f.citeLead}${f.who('object')} はブロックされていません。`,
  'combat.damage-step': (f) => {
    if (f.p.step === 'first-strike') return `${f.citeLead}1回目の戦闘ダメージ・ステップ：先制攻撃か二段攻撃を持つクリーチャーだけが戦闘ダメージを割り振ります（${f.v('creatures')}）。この後に2回目の戦闘ダメージ・ステップがあります。`;
    if (f.bool('firstStrike'))
      return `${f.citeLead}2回目の戦闘ダメージ・ステップ：1回目の開始時に先制攻撃も二段攻撃も持っていなかったクリーチャーと、現在二段攻撃を持つクリーチャーが戦闘ダメージを割り振ります（${f.v('creatures')}）。`;
    return `${f.citeLead}戦闘ダメージ・ステップ：先制攻撃や二段攻撃を持つ攻撃・ブロック・クリーチャーはいないので、ステップは1回です。${f.v('creatures')} が戦闘ダメージを割り振ります。`;
  },
  'combat.assigns': (f) => `${f.citeLead}${f.who('object')} は ${f.v('power')} 点の戦闘ダメージを割り振ります：${assignmentList(f)}${assignHow(f)}。`,
  'combat.no-damage': (f) => `${f.citeLead}${f.who('object')}：${pick(f, NO_DAMAGE_JA, 'reason')}。`,
  'combat.assigns-again': (f) =>
    f.p.ability === 'double strike'
      ? `${f.citeLead}${f.who('object')} は現在二段攻撃を持つので、このステップでも戦闘ダメージを割り振ります。`
      : `${f.citeLead}${f.who('object')} が先制攻撃を得たのは1回目の戦闘ダメージ・ステップの開始後なので、このステップで戦闘ダメージを割り振ります。`,
  'combat.removed': (f) => `${f.citeLead}${f.who('object')} は戦闘から取り除かれます：${pick(f, REMOVED_JA, 'reason')}。`,
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
  'regeneration.applied': (f) =>
    `${f.citeLead}${f.who('object')} は破壊される代わりに再生します（${effectName(f)}）：負っているダメージがすべて取り除かれ、タップ状態になり、戦闘中なら戦闘から取り除かれます。`,
  'fight.fights': (f) =>
    f.p.a === f.p.b
      ? `${f.citeLead}${f.who('a')} は自分自身と格闘し、自分にパワーの2倍（${f.n('powerA') * 2}点）のダメージを与えます。これは戦闘ダメージではありません。`
      : `${f.citeLead}${f.who('a')}（パワー${f.v('powerA')}）と ${f.who('b')}（パワー${f.v('powerB')}）が格闘します：それぞれが自分のパワーに等しいダメージを同時に相手に与えます。戦闘ダメージではないので、先制攻撃やトランプルは関係ありません。`,
  'fight.no-fight': (f) => `${f.citeLead}${f.who('object')} は${f.p.reason === 'not-creature' ? 'クリーチャーではない' : f.p.reason === 'illegal-target' ? '不適正な対象である' : '戦場にない'}ので、どちらも格闘せず、ダメージも与えません。`,
};

// ---------------------------------------------------------------------------------------------
// The short answer: life totals, poison and damage left marked (what a combat question asks)

/**
 * "Life: you 20 → 23, the opponent 20 → 12." (/ask, where player A asked) or "Life: player A 20 → 23,
 * player B 20 → 12." (/scenario), and the like, from a resolution's trace and final state.
 */
export function outcomeSentences(resolution: Resolution, lang: Lang, show: (label: string) => string, asker?: boolean): string[] {
  const w = renderWords(lang).combat;
  const players = new Set(resolution.final.players.map((p) => p.id));
  const life = new Map<string, [number, number]>();
  const poison = new Map<string, [number, number]>();
  for (const s of resolution.trace) {
    const p = s.params;
    if (s.key === 'event.life' && typeof p.player === 'string') life.set(p.player, [life.get(p.player)?.[0] ?? Number(p.before), Number(p.after)]);
    if (s.key === 'event.counters' && p.counter === 'poison' && typeof p.target === 'string' && players.has(p.target)) {
      poison.set(p.target, [poison.get(p.target)?.[0] ?? Number(p.before), Number(p.after)]);
    }
  }
  const out: string[] = [];
  const who = (id: string): string => renderWords(lang).players.summary(id, asker);
  const order = [...players];
  const changes = (m: Map<string, [number, number]>): string[] =>
    [...m]
      .filter(([, [a, b]]) => a !== b)
      .sort(([x], [y]) => order.indexOf(x) - order.indexOf(y))
      .map(([id, [a, b]]) => w.outcome.change(who(id), a, b));
  const l = w.list(changes(life));
  if (l) out.push(w.outcome.life(l));
  const p = w.list(changes(poison));
  if (p) out.push(w.outcome.poison(p));
  const damaged = resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.damage > 0).map((o) => w.outcome.damaged(show(o.label), o.damage));
  if (damaged.length > 0) out.push(w.outcome.damageMarked(damaged));
  return out;
}
