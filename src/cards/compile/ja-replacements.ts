/**
 * The Japanese surface of the damage-modifying replacement template (614.1a, 616.1): 「あなたがコントロールする
 * 発生源がパーマネントやプレイヤーにダメージを与えるなら、代わりに（それは）その2倍のダメージを与える。」 rewritten into
 * the English sentence the same template reads ("If a source you control would deal damage to a permanent or player,
 * it deals double that damage instead."). Anything not covered gives null, so the caller reports the text as unmodelled.
 */
import { lookupTable } from '../../core/table.ts';

const COLOR: Record<string, string> = lookupTable({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green' });

/** What deals the damage: a source (of a colour) you control, or this object. */
function source(s: string): string | null {
  if (/^(?:この(?:クリーチャー|パーマネント)|THIS)$/.test(s)) return 'this creature';
  const m = /^あなたがコントロールする(?:([白青黒赤緑])の)?(発生源|クリーチャー)$/.exec(s);
  if (!m) return null;
  return `a ${m[1] ? `${COLOR[m[1]]!} ` : ''}${m[2] === '発生源' ? 'source' : 'creature'} you control`;
}

const RECIPIENT: Record<string, string> = lookupTable({
  パーマネントやプレイヤー: 'a permanent or player',
  パーマネントかプレイヤー: 'a permanent or player',
  プレイヤーやパーマネント: 'a permanent or player',
  対戦相手: 'an opponent',
  プレイヤー: 'a player',
  クリーチャー: 'a creature',
  パーマネント: 'a permanent',
});

/** How much is dealt instead: 「その2倍」 (double), 「その点数に N を足した点数」 (plus N). */
function amount(s: string): string | null {
  if (/^その2倍の$/.test(s)) return 'double that damage';
  const m = /^その(?:点数|値)に(\d+)を(?:足し|加え)た(?:点数|値)の$/.exec(s);
  return m ? `that much damage plus ${m[1]!}` : null;
}

/** One Japanese damage-replacement sentence as the English template, or null. */
export function damageReplacementText(sentence: string): string | null {
  const s = sentence.normalize('NFKC').replace(/\s+/g, '').replace(/。$/, '');
  const m = /^(.+)が([^が]+?)にダメージを与えるなら、代わりに(?:それは)?(.+?)ダメージを与える$/.exec(s);
  if (!m) return null;
  const from = source(m[1]!);
  const to = RECIPIENT[m[2]!];
  const much = amount(m[3]!);
  return from && to && much ? `If ${from} would deal damage to ${to}, it deals ${much} instead.` : null;
}
