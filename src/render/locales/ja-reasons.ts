/** The decisive step's clause in Japanese (reason-lines.ts): 「打ち消されない呪文だからです（101.2）」. */
import { tidyJa } from '../ja-text.ts';
import type { ReasonLines } from './reason-lines.ts';

export const JA_REASONS: ReasonLines = {
  cite: (rules) => (rules.length === 0 ? '' : `（${rules.join('、')}）`),
  clauses: {
    'counter.countered': (f, _p, c) => `${f.who('by')}によって打ち消されるからです${c}`,
    'counter.cant': (_f, _p, c) => `打ち消されない呪文だからです${c}`,
    'indestructible.survives': (_f, _p, c) => `破壊不能を持つので、破壊されないからです${c}`,
    'target.illegal': (f, p, c) => `解決時には${f.who('target')}がもう適正な対象ではないからです：${p.why()}${c}`,
    'sba.cant-lose': (_f, p, c) => `${p.effect()}により、${p.player()}はゲームに敗北しないからです${c}`,
    'damage.prevented': (_f, p, c) => `そのダメージは${p.effect()}によって軽減されるからです${c}`,
    'event.damage-prevented': (f, _p, c) => `${f.protectionJa('quality')}によってダメージが軽減されるからです${c}`,
    'sba.zero-toughness': (f, _p, c) => `タフネスが${f.v('toughness')}になったからです${f.bool('indestructible') ? '。これは破壊ではないので、破壊不能では防げません' : ''}${c}`,
  },
  notTargetable: 'その呪文が対象にできるものではありません',
  finish: tidyJa,
  /** 「いいえ。Xは解決されます。打ち消されない呪文だからです（101.2）。」 */
  withClause(line, clause) {
    const end = line.indexOf('。', line.startsWith('はい。') || line.startsWith('いいえ。') ? line.indexOf('。') + 1 : 0);
    if (end < 0) return `${line}。${clause}。`;
    return `${line.slice(0, end + 1)}${clause}。${line.slice(end + 1)}`;
  },
};
