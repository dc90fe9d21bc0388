/**
 * The `keyword.checked` step in words: a keyword that bore on a check and didn't forbid what was
 * done (engine/keywords/note.ts lists the notes). The step's rules are the keyword's own.
 */
import type { KeywordNoteCode } from '../engine/keywords/note.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Fmt, Template } from './trace-format.ts';

type KeywordKey = Extract<TraceKey, 'keyword.checked'>;
type Words = (o: string, other: string, ability: string) => string;

const EN: Record<KeywordNoteCode, Words> = {
  'block-flying-by-flying': (o, x) => `${o} has flying, but ${x} has flying too, so it can block ${o}.`,
  'block-flying-by-reach': (o, x) => `${o} has flying, but ${x} has reach, so it can block ${o}: a creature with flying can be blocked only by creatures with flying or reach.`,
  'block-shadow-by-shadow': (o, x) => `${o} has shadow, and so does ${x}, so it can block ${o}.`,
  'block-horsemanship-by-horsemanship': (o, x) => `${o} has horsemanship, and so does ${x}, so it can block ${o}.`,
  'block-fear-allowed': (o, x) => `${o} has fear, but ${x} is black or an artifact creature, so it can block ${o}.`,
  'block-intimidate-allowed': (o, x) => `${o} has intimidate, but ${x} shares a color with it or is an artifact creature, so it can block ${o}.`,
  'block-skulk-allowed': (o, x) => `${o} has skulk, but the power of ${x} isn't greater than its power, so ${x} can block ${o}.`,
  'block-landwalk-no-land': (o, x, a) => `${o} has ${a}, but the defending player controls no such land, so ${x} can block it.`,
  'block-protection-not-covered': (o, x, a) => `${o} has ${a}, but ${x} doesn't have that quality, so it can block ${o}.`,
  'block-by-protected': (o, x, a) => `${o} has ${a}: that doesn't stop it from blocking ${x} (protection limits only what can block the protected creature), and damage ${x} would deal to it is prevented.`,
  'block-menace-enough': (o) => `${o} has menace, and two or more creatures block it, which menace allows.`,
  'block-defender': (o) => `${o} has defender, which only stops it from attacking: it can block.`,
  'attack-haste': (o) => `${o} hasn't been under its controller's control continuously since the turn began, but it has haste, so it can attack.`,
  'target-hexproof-own': (o, x, a) => `${o} has ${a}, which stops only its controller's opponents from targeting it; ${x} is controlled by the same player, so it can target ${o}.`,
  'target-hexproof-not-covered': (o, x, a) => `${o} has ${a}, but ${x} doesn't have that quality, so it can target ${o}.`,
  'target-protection-not-covered': (o, x, a) => `${o} has ${a}, but ${x} doesn't have that quality, so it can target ${o}.`,
  'target-ward-own': (o, x, a) => `${o} has ${a}, but ward triggers only when an opponent's spell or ability targets it, so it doesn't trigger for ${x}.`,
  'not-targeted': (o, x, a) => `${o} has ${a}, but that only stops spells and abilities from targeting it; ${x} doesn't target it, so it still applies to ${o}.`,
  'lifelink-no-damage': (o) => `${o} has lifelink, but all its damage was prevented, so it deals none and its controller gains no life from it.`,
  'toxic-no-player-damage': (o, _x, a) => `${o} has ${a}, but it dealt no combat damage to a player, so it gives no poison counters.`,
  'split-second-mana-ability': (o, x, a) => `${o} has ${a}, but it stops only spells and abilities that aren't mana abilities: the mana ability of ${x} can still be activated.`,
};

const JA: Record<KeywordNoteCode, Words> = {
  'block-flying-by-flying': (o, x) => `${o}は飛行を持っていますが、${x}も飛行を持っているので、${o}をブロックできます。`,
  'block-flying-by-reach': (o, x) => `${o}は飛行を持っていますが、${x}は到達を持っているので、${o}をブロックできます（飛行を持つクリーチャーは、飛行か到達を持つクリーチャーにしかブロックされません）。`,
  'block-shadow-by-shadow': (o, x) => `${o}はシャドーを持っていて、${x}もシャドーを持っているので、${o}をブロックできます。`,
  'block-horsemanship-by-horsemanship': (o, x) => `${o}は馬術を持っていて、${x}も馬術を持っているので、${o}をブロックできます。`,
  'block-fear-allowed': (o, x) => `${o}は畏怖を持っていますが、${x}は黒かアーティファクト・クリーチャーなので、${o}をブロックできます。`,
  'block-intimidate-allowed': (o, x) => `${o}は威嚇を持っていますが、${x}は${o}と共通の色を持つかアーティファクト・クリーチャーなので、${o}をブロックできます。`,
  'block-skulk-allowed': (o, x, a) => `${o}は${a}を持っていますが、${x}のパワーは${o}のパワーより大きくないので、${o}をブロックできます。`,
  'block-landwalk-no-land': (o, x, a) => `${o}は${a}を持っていますが、防御プレイヤーはその土地をコントロールしていないので、${x}は${o}をブロックできます。`,
  'block-protection-not-covered': (o, x, a) => `${o}は${a}を持っていますが、${x}はその性質を持たないので、${o}をブロックできます。`,
  'block-by-protected': (o, x, a) => `${o}は${a}を持っていますが、それで${x}をブロックできなくなることはありません（プロテクションが制限するのは、プロテクションを持つクリーチャーをブロックできるものだけです）。${x}が${o}に与えるダメージは軽減されます。`,
  'block-menace-enough': (o) => `${o}は威迫を持っていますが、2体以上のクリーチャーにブロックされているので、そのブロックは適正です。`,
  'block-defender': (o) => `${o}は防衛を持っていますが、防衛が禁じるのは攻撃だけなので、ブロックはできます。`,
  'attack-haste': (o) => `${o}はこのターンの開始時から続けてコントロールされてはいませんが、速攻を持っているので攻撃できます。`,
  'target-hexproof-own': (o, x, a) => `${o}は${a}を持っていますが、それが防ぐのは対戦相手の呪文や能力の対象になることだけです。${x}は同じプレイヤーがコントロールしているので、${o}を対象にできます。`,
  'target-hexproof-not-covered': (o, x, a) => `${o}は${a}を持っていますが、${x}はその性質を持たないので、${o}を対象にできます。`,
  'target-protection-not-covered': (o, x, a) => `${o}は${a}を持っていますが、${x}はその性質を持たないので、${o}を対象にできます。`,
  'target-ward-own': (o, x, a) => `${o}は${a}を持っていますが、護法が誘発するのは対戦相手の呪文や能力の対象になったときだけなので、${x}では誘発しません。`,
  'not-targeted': (o, x, a) => `${o}は${a}を持っていますが、それが防ぐのは呪文や能力の対象になることだけです。${x}は対象をとらないので、${o}にも及びます。`,
  'lifelink-no-damage': (o) => `${o}は絆魂を持っていますが、そのダメージはすべて軽減されて与えられないので、そのコントローラーはライフを得ません。`,
  'toxic-no-player-damage': (o, _x, a) => `${o}は${a}を持っていますが、プレイヤーに戦闘ダメージを与えていないので、毒カウンターは置かれません。`,
  'split-second-mana-ability': (o, x, a) => `${o}は${a}を持っていますが、止めるのはマナ能力でない呪文や能力だけなので、${x}のマナ能力は起動できます。`,
};

function checked(f: Fmt): string {
  const words = (f.ja ? JA : EN)[String(f.p.note) as KeywordNoteCode];
  const other = f.has('other') ? f.who('other') : f.ja ? 'その呪文や能力' : 'that spell or ability';
  const ability = f.keywords('ability');
  if (words === undefined) return `${f.citeLead}${f.who('object')}: ${ability}.`;
  return `${f.citeLead}${words(f.who('object'), other, ability)}`;
}

export const KEYWORDS_EN: Record<KeywordKey, Template> = { 'keyword.checked': checked };
export const KEYWORDS_JA: Record<KeywordKey, Template> = { 'keyword.checked': checked };
