/**
 * 「…かぎり、…」: a Japanese static ability with a condition, "As long as <condition>, <static ability>" (604.1, 611.3a),
 * read into the English template surface the conditional statics read (conditional-statics.ts). Only conditions of a
 * shape read here; anything else gives null (the line stays unmodelled as written).
 */
import { lookupTable } from '../../core/table.ts';

const TYPES: Readonly<Record<string, string>> = lookupTable({ アーティファクト: 'artifact', エンチャント: 'enchantment', クリーチャー: 'creature', 土地: 'land', プレインズウォーカー: 'planeswalker' });

const article = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);

/** The condition before かぎり, in English, or null. */
export function conditionText(c: string): string | null {
  let m: RegExpExecArray | null;
  // 「あなたがアーティファクトをコントロールしている」「あなたが他のクリーチャーをコントロールしている」
  if ((m = /^あなたが(他の)?(.+?)をコントロールしている$/.exec(c)) && TYPES[m[2]!]) return m[1] ? `you control another ${TYPES[m[2]!]}` : `you control ${article(TYPES[m[2]!]!)}`;
  if ((m = /^対戦相手が(.+?)をコントロールしている$/.exec(c)) && TYPES[m[1]!]) return `an opponent controls ${article(TYPES[m[1]!]!)}`;
  if ((m = /^あなたが(.+?)をコントロールしていない$/.exec(c)) && TYPES[m[1]!]) return `you control no ${TYPES[m[1]!]}s`;
  // 「このクリーチャーがタップ状態である」「THISが攻撃している」: the source's own state.
  if ((m = /^(?:このクリーチャー|このパーマネント|THIS)が(タップ状態|アンタップ状態|攻撃している|ブロックしている|攻撃クリーチャーである|ブロック・クリーチャーである)(?:である)?$/.exec(c))) {
    const state = m[1]!;
    if (state === 'タップ状態') return 'this is tapped';
    if (state === 'アンタップ状態') return 'this is untapped';
    return state.startsWith('攻撃') ? 'this is attacking' : 'this is blocking';
  }
  // 「あなたのライフが30点以上である」「あなたの手札がない」
  if ((m = /^あなたのライフが(\d+)点以上である$/.exec(c))) return `you have ${m[1]} or more life`;
  if (/^あなたの手札が(?:ない|0枚である)$/.test(c)) return 'you have no cards in hand';
  return null;
}

/** 「…かぎり、…」 as "As long as …, …" with the body read by `body` (its English sentence), or null. */
export function asLongAsText(s: string, body: (b: string) => string | null): string | null {
  const m = /^(.+?)(?:かぎり|限り)、(.+)$/.exec(s);
  if (!m) return null;
  const cond = conditionText(m[1]!);
  const rest = cond ? body(m[2]!) : null;
  return cond && rest ? `As long as ${cond}, ${rest.charAt(0).toLowerCase()}${rest.slice(1)}` : null;
}
