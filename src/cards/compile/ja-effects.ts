/**
 * The Japanese surface of the effect, trigger, cost and mana templates (shared meaning, two
 * surfaces): each Japanese shape is rewritten into the English template surface the same templates
 * read, so 「カードを1枚引く。」 and "Draw a card." compile to the same instruction. Targets are
 * announced in their own sentence in Japanese (「クリーチャー1体を対象とする。それを破壊する。」, or
 * 「…を対象とし、…」); the instruction after it refers to them as 「それ」. Anything not covered gives
 * null, so the caller reports the Japanese text as unmodelled.
 */
import { formatKeyword, parseKeyword } from '../../scenario/schema/vocabulary.ts';
import { lookupTable } from '../../core/table.ts';

/** "this" in the English surface: the object's own name or 「このクリーチャー」 etc. */
export const SELF = /^(?:この(?:クリーチャー|アーティファクト|エンチャント|土地|パーマネント|オーラ|装備品|プレインズウォーカー)|THIS)$/;

const NUM: Record<string, string> = lookupTable({ '1': 'a', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', '10': 'ten' });
const COLOR: Record<string, string> = lookupTable({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green' });
const TYPE: Record<string, string> = lookupTable({
  クリーチャー: 'creature', アーティファクト: 'artifact', エンチャント: 'enchantment', 土地: 'land', プレインズウォーカー: 'planeswalker', パーマネント: 'permanent', バトル: 'battle',
});

/** 「飛行と先制攻撃」「トランプルと絆魂」: Japanese keyword names as an English list. */
export function keywordList(s: string): string | null {
  const names = s.split(/と|、/).map((x) => x.trim()).filter(Boolean);
  const out: string[] = [];
  for (const n of names) {
    const k = parseKeyword(n);
    if (!k.ok) return null;
    out.push(formatKeyword(k.keyword));
  }
  return out.length === 0 ? null : out.length === 1 ? out[0]! : `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
}

/** 「クリーチャー1体」「あなたがコントロールしていないクリーチャー1体」「黒でないクリーチャー1体」「呪文1つ」 → "target …". */
export function targetPhrase(p: string): string | null {
  const kinds = p.split('か');
  const any = new Set(['クリーチャー1体', 'プレイヤー1人', 'プレインズウォーカー1体', 'バトル1つ']);
  if (kinds.length === 4 && kinds.every((k) => any.has(k)) && new Set(kinds).size === 4) return 'any target';
  if (p === 'プレイヤー1人') return 'target player';
  if (p === '対戦相手1人') return 'target opponent';
  if (p === 'プレイヤー1人かプレインズウォーカー1体') return 'target player or planeswalker';
  let m = /^(?:(クリーチャーでない|クリーチャー|インスタントかソーサリーである))?呪文1つ$/.exec(p);
  if (m) return `target ${m[1] === 'クリーチャー' ? 'creature ' : m[1] === 'クリーチャーでない' ? 'noncreature ' : m[1] ? 'instant or sorcery ' : ''}spell`;
  m = /^(あなたがコントロールしている|あなたがコントロールしていない|対戦相手がコントロールしている)?(?:([白青黒赤緑])の|([白青黒赤緑])でない)?(クリーチャー|アーティファクト|エンチャント|土地|プレインズウォーカー|パーマネント)(?:か(アーティファクト|エンチャント|クリーチャー|プレインズウォーカー))?(?:1体|1つ)$/.exec(p);
  if (!m) return null;
  const words = ['target'];
  if (m[2]) words.push(COLOR[m[2]]!);
  if (m[3]) words.push(`non${COLOR[m[3]]!}`);
  words.push(TYPE[m[4]!]!);
  if (m[5]) words.push(`or ${TYPE[m[5]]!}`);
  if (m[1] === 'あなたがコントロールしている') words.push('you control');
  if (m[1] === 'あなたがコントロールしていない') words.push("you don't control");
  if (m[1] === '対戦相手がコントロールしている') words.push('an opponent controls');
  return words.join(' ');
}

function n(s: string): string | null {
  return NUM[s] ?? null;
}

const plural = (count: string, noun: string): string => `${count} ${noun}${count === 'a' ? '' : 's'}`;

/** One Japanese instruction (no 。), with 「それ」 meaning `it` (a target phrase) when one was announced. */
function instruction(s0: string, it: string | null): string | null {
  const s = s0.replace(/^その後、?/, 'then ');
  const then = s.startsWith('then ') ? 'then ' : '';
  const t = s.slice(then.length);
  const ref = (x: string): string | null => (x === 'それ' ? it : SELF.test(x) ? 'this' : null);
  let m: RegExpExecArray | null;
  const out = (en: string | null): string | null => (en === null ? null : `${then}${en}`);
  if ((m = /^カードを(\d+)枚引く$/.exec(t))) return out(n(m[1]!) && `draw ${plural(n(m[1]!)!, 'card')}`);
  if ((m = /^カードを(\d+)枚捨てる$/.exec(t))) return out(n(m[1]!) && `discard ${plural(n(m[1]!)!, 'card')}`);
  if ((m = /^カードを(\d+)枚切削する$/.exec(t))) return out(n(m[1]!) && `mill ${plural(n(m[1]!)!, 'card')}`);
  if ((m = /^(占術|諜報)(\d+)を行う$/.exec(t))) return out(`${m[1] === '占術' ? 'scry' : 'surveil'} ${m[2]}`);
  if ((m = /^(あなた|各対戦相手|それ)は(?:それぞれ)?(\d+)点のライフを(得る|失う)$/.exec(t))) {
    const who = m[1] === 'あなた' ? 'you' : m[1] === '各対戦相手' ? 'each opponent' : it;
    if (!who) return null;
    const verb = m[3] === '得る' ? 'gain' : 'lose';
    return out(`${who} ${who === 'you' ? verb : `${verb}s`} ${m[2]} life`);
  }
  if ((m = /^(.+?)は(それ|各対戦相手|各クリーチャー|あなた)に(?:それぞれ)?(\d+)点のダメージを与える$/.exec(t))) {
    const src = ref(m[1]!) ?? null;
    const to = m[2] === 'それ' ? it : m[2] === '各対戦相手' ? 'each opponent' : m[2] === '各クリーチャー' ? 'each creature' : 'you';
    return src === 'this' && to ? out(`this deals ${m[3]} damage to ${to}`) : null;
  }
  if ((m = /^(.+?)を(破壊する|追放する|タップする|アンタップする|打ち消す|オーナーの手札に戻す)$/.exec(t))) {
    const obj = ref(m[1]!);
    const verb = { 破壊する: 'destroy', 追放する: 'exile', タップする: 'tap', アンタップする: 'untap', 打ち消す: 'counter', オーナーの手札に戻す: 'return' }[m[2]!]!;
    if (!obj) return null;
    return out(verb === 'return' ? `return ${obj} to its owner's hand` : `${verb} ${obj}`);
  }
  if ((m = /^それのコントローラーが((?:\{[0-9WUBRGC]\})+)を支払わないかぎり、それを打ち消す$/.exec(t))) return it ? out(`counter ${it} unless its controller pays ${m[1]}`) : null;
  if ((m = /^(.+?)の上に\+1\/\+1カウンターを(\d+)個置く$/.exec(t))) {
    const obj = ref(m[1]!);
    return obj && n(m[2]!) ? out(`put ${plural(n(m[2]!)!, '+1/+1 counter')} on ${obj}`) : null;
  }
  // 「Xはターン終了時まで+N/+Nの修整を受ける」「…の修整を受けるとともにKを得る」「Xはターン終了時までKを得る」.
  if ((m = /^(.+?)はターン終了時まで(?:([+-]\d+)\/([+-]\d+)の修整を受ける(?:とともに(.+)を得る)?|(.+)を得る)$/.exec(t))) {
    const obj = ref(m[1]!);
    const kw = m[4] ?? m[5];
    const k = kw !== undefined ? keywordList(kw) : undefined;
    if (!obj || k === null) return null;
    const pred = [m[2] ? `${obj === 'this' || obj.startsWith('target ') ? 'gets' : 'get'} ${m[2]}/${m[3]}` : '', k ? `gains ${k}` : ''].filter(Boolean).join(' and ');
    return out(`${obj} ${pred} until end of turn`);
  }
  // 701.10a-b: 「ターン終了時まで、Xのパワー（とタフネス）を2倍にする」.
  if ((m = /^ターン終了時まで、(.+?)の(パワー(?:とタフネス)?)を2倍にする$/.exec(t))) {
    const obj = ref(m[1]!);
    return obj ? out(`double ${obj}'s ${m[2] === 'パワー' ? 'power' : 'power and toughness'} until end of turn`) : null;
  }
  if ((m = /^(宝物|食物|手掛かり)・トークンを(\d+)つ生成する$/.exec(t))) {
    const name = { 宝物: 'Treasure', 食物: 'Food', 手掛かり: 'Clue' }[m[1]!]!;
    return n(m[2]!) ? out(`create ${plural(n(m[2]!)!, `${name} token`)}`) : null;
  }
  return null;
}

/**
 * The instructions of a Japanese effect text (sentences ending in 。): "X を対象とする。" announces a
 * target the next sentence calls 「それ」. Returns the English sentences, or null.
 */
export function effectText(text: string): string | null {
  const sentences = text.split('。').map((x) => x.trim()).filter(Boolean);
  const out: string[] = [];
  let it: string | null = null;
  for (const raw of sentences) {
    let s = raw;
    const announce = /^(.+?)を対象と(?:する$|し、(.+)$)/.exec(s);
    if (announce) {
      it = targetPhrase(announce[1]!);
      if (!it) return null;
      if (!announce[2]) continue;
      s = announce[2];
    }
    // 「カードを1枚引き、その後カードを1枚捨てる」: two instructions, the first in its joining form.
    const joined = /^(.+?)引き、(その後.+)$/.exec(s);
    const parts = joined ? [`${joined[1]}引く`, joined[2]!] : [s];
    const en: string[] = [];
    for (const p of parts) {
      const e = instruction(p, it);
      if (!e) return null;
      en.push(e);
    }
    out.push(en.join(', '));
  }
  return out.length > 0 ? out.map((x) => `${x.charAt(0).toUpperCase()}${x.slice(1)}.`).join(' ') : null;
}

/** 「{T}」「{1}{G}」「このクリーチャーを生け贄に捧げる」 → the English cost, or null. */
export function costText(cost: string): string | null {
  const parts = cost.split(/[、,，]\s*/).map((x) => x.trim());
  const out: string[] = [];
  for (const p of parts) {
    if (/^(?:\{[^}]+\})+$/.test(p)) out.push(p);
    else if (/^(.+)を生け贄に捧げる$/.test(p) && SELF.test(/^(.+)を生け贄に捧げる$/.exec(p)![1]!)) out.push('Sacrifice this');
    else return null;
  }
  return out.join(', ');
}

/** 「{G}を加える」「{R}か{G}を加える」「好きな色1色のマナ1点を加える」 → the English mana instruction, or null. */
export function manaText(effect: string): string | null {
  const m = /^((?:\{[WUBRGC]\})+(?:か(?:\{[WUBRGC]\})+)*)を加える$/.exec(effect);
  if (m) return `Add ${m[1]!.split('か').join(' or ')}.`;
  if (/^好きな色1色のマナ1点を加える$/.test(effect)) return 'Add one mana of any color.';
  return null;
}

const CAST: Record<string, string> = lookupTable({ '': 'a ', インスタントかソーサリーである: 'an instant or sorcery ', クリーチャーでない: 'a noncreature ', クリーチャー: 'a creature ' });

/** 「このクリーチャーが戦場に出たとき、」「あなたのアップキープの開始時に、」… → the English trigger condition with its comma, or null. */
export function triggerHead(head: string): string | null {
  let m: RegExpExecArray | null;
  if ((m = /^(.+?)が(戦場に出た|死亡した|戦場を離れた)とき$/.exec(head)) && SELF.test(m[1]!)) {
    return `When this ${{ 戦場に出た: 'enters', 死亡した: 'dies', 戦場を離れた: 'leaves the battlefield' }[m[2]!]!}, `;
  }
  if ((m = /^(.+?)が(攻撃|ブロック)するたび$/.exec(head)) && SELF.test(m[1]!)) return `Whenever this ${m[2] === '攻撃' ? 'attacks' : 'blocks'}, `;
  if ((m = /^(あなたの|各)(アップキープ|終了ステップ)の開始時$/.exec(head))) return `At the beginning of ${m[1] === 'あなたの' ? 'your' : 'each'} ${m[2] === 'アップキープ' ? 'upkeep' : 'end step'}, `;
  // 505.1a: 「第1メイン・フェイズ」 (older printings: 「戦闘前メイン・フェイズ」) is the first main phase.
  if (/^あなたの(?:第1|戦闘前)メイン・?フェイズの開始時$/.test(head)) return 'At the beginning of your first main phase, ';
  // 701.9a: 「対戦相手1人がカードを1枚捨てるたび」 — a player event.
  if ((m = /^(あなた|対戦相手1人|プレイヤー1人)がカードを1枚捨てるたび$/.exec(head))) return { あなた: 'Whenever you discard a card, ', 対戦相手1人: 'Whenever an opponent discards a card, ', プレイヤー1人: 'Whenever a player discards a card, ' }[m[1]!]!;
  if ((m = /^(あなた|対戦相手)が(.*?)呪文を唱えるたび$/.exec(head))) {
    const kind = CAST[m[2]!];
    if (kind === undefined) return null;
    return m[1] === 'あなた' ? `Whenever you cast ${kind}spell, ` : m[2] === '' ? 'Whenever an opponent casts a spell, ' : null;
  }
  return null;
}
