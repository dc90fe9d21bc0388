/**
 * The illegal declarations of attackers (508.1) and blockers (509.1) as trace templates: one reason
 * per key, in English and Japanese.
 */
import { COMBAT_TRACE_KEYS } from '../engine/combat/trace-keys.ts';
import { combatWords as words } from './trace-effect-names.ts';
import type { Fmt, Template } from './trace-format.ts';

/**
 * The illegal declarations of attackers (508.1) and blockers (509.1), one key each, from the engine's
 * own list (combat/trace-keys.ts): a key added there must get its reason in each language below, or
 * the Records of reasons fail to compile.
 */
type AttackKey = Extract<(typeof COMBAT_TRACE_KEYS)[number], `combat.cant-attack.${string}`>;
type BlockKey = Extract<(typeof COMBAT_TRACE_KEYS)[number], `combat.cant-block.${string}`>;
const ATTACK_KEYS = COMBAT_TRACE_KEYS.filter((k): k is AttackKey => k.startsWith('combat.cant-attack.'));
const BLOCK_KEYS = COMBAT_TRACE_KEYS.filter((k): k is BlockKey => k.startsWith('combat.cant-block.'));

export const ability = (f: Fmt, name = 'ability'): string => (f.has(name) ? f.keywords(name) : '');

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
  'combat.cant-attack.cost-unpaid': "the cost to attack can't be paid in full",
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
  'combat.cant-attack.cost-unpaid': '攻撃するためのコストを全額支払えません',
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

/** " (see 302.6, 508.1a)" for an error's `rule` param. */
export const seeEn = (f: Fmt): string => (f.has('rule') ? ` (see ${f.v('rule')})` : '');
export const seeJa = (f: Fmt): string => (f.has('rule') ? `（${f.v('rule')} を参照）` : '');

/** The ability in brackets after a reason, unless the reason already names it ("it has defender (defender)"). */
function abilityNote(f: Fmt, why: string): string {
  if (!f.has('ability')) return '';
  const a = ability(f);
  if (why.toLowerCase().includes(a.toLowerCase())) return '';
  return words(f).abilityNote(a);
}

/** "X can't attack: why" for each combat.cant-attack.* key. */
function cantAttack(key: AttackKey): { en: Template; ja: Template } {
  // The cost to attack (508.1h): what it was and what was missing.
  const costEn = (f: Parameters<Template>[0]): string => (key === 'combat.cant-attack.cost-unpaid' && f.has('cost') ? ` (${f.v('cost')}; mana available: ${f.v('available') === '-' ? 'none' : f.v('available')})` : '');
  const costJa = (f: Parameters<Template>[0]): string => (key === 'combat.cant-attack.cost-unpaid' && f.has('cost') ? `（${f.v('cost')}。使えるマナ：${f.v('available') === '-' ? 'なし' : f.v('available')}）` : '');
  return {
    en: (f) =>
      `${f.citeLead}${f.who('object')} can't attack: ${ATTACK_WHY_EN[key]}${costEn(f)}${abilityNote(f, ATTACK_WHY_EN[key])}${f.has('target') ? ` (${f.who('target')})` : ''}. The declaration of attackers is illegal${seeEn(f)}.`,
    ja: (f) =>
      `${f.citeLead}${f.who('object')} は攻撃できません：${ATTACK_WHY_JA[key]}${costJa(f)}${key === 'combat.cant-attack.cost-unpaid' && f.has('ability') ? `（${f.quotedText('ability')}）` : abilityNote(f, ATTACK_WHY_JA[key])}${f.has('target') ? `（${f.who('target')}）` : ''}。この攻撃クリーチャーの指定は不正です${seeJa(f)}。`,
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

export type ErrorKey = AttackKey | BlockKey;

export function errorTemplates(lang: 'en' | 'ja'): Record<ErrorKey, Template> {
  const out = {} as Record<ErrorKey, Template>;
  for (const k of ATTACK_KEYS) out[k] = cantAttack(k)[lang];
  for (const k of BLOCK_KEYS) out[k] = cantBlock(k)[lang];
  return out;
}
